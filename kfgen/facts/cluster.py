"""The thin client of `kfgen discover`: GETs only (it never writes), through the controller extra's kubernetes
client, as `kfgen diff --live` connects (kubeconfig as kubectl reads it, or the pod's ServiceAccount)."""

from __future__ import annotations

import threading
from typing import TYPE_CHECKING

from kfgen.facts import gather, operator
from kfgen.facts.model import Missing, Snapshot, Where
from kfgen.io import bounded
from kfgen.results import Result

if TYPE_CHECKING:
    from kfgen.controller.kube import Kube

RBAC_HINT = "kfgen discover needs get and list on it (docs/howto/platform-facts.md)"


def connect(kubeconfig: str | None, context: str | None) -> tuple[Kube | None, list[Result]]:
    from kfgen.controller import connect as client

    return client.connect(kubeconfig, context, command="kfgen discover", unreachable="no cluster to read")


def snapshot_within(kube: Kube, where: Where, seconds: float) -> Snapshot:
    """`snapshot`, or TimeoutError when the reads take longer than `seconds` in all: each request times out when
    no byte comes for 60 s, but an answer that trickles in a byte at a time never trips that. The reads run in a
    daemon thread, left behind when time is up (the command then ends)."""
    outcome: list[Snapshot | BaseException] = []

    def read() -> None:
        try:
            outcome.append(snapshot(kube, where))
        except BaseException as exc:  # re-raised in the caller's thread
            outcome.append(exc)

    thread = threading.Thread(target=read, name="kfgen-discover-read", daemon=True)
    thread.start()
    thread.join(seconds)
    if not outcome:
        raise TimeoutError(f"no answer within {seconds:g} s (--timeout)")
    if isinstance(outcome[0], BaseException):
        raise outcome[0]
    return outcome[0]


def server(kube: Kube) -> str:
    return str(kube.api.configuration.host)


def snapshot(kube: Kube, where: Where) -> Snapshot:
    """Every object the facts come from, or why it is missing. Other API errors (and OSError) are raised."""
    got: Snapshot = {key: _get(kube, url) for key, url in gather.reads(where).items()}
    deployment = got["training-operator"]
    source = None if isinstance(deployment, Missing) else operator.template_source(deployment)
    if isinstance(source, tuple):
        name, _, _ = source
        got["init-template"] = _get(kube, f"/api/v1/namespaces/{where.operator_namespace}/configmaps/{name}")
    return got


def _get(kube: Kube, url: str) -> dict[str, object] | Missing:
    from kfgen.controller.kube import ApiError

    try:
        found, whole = kube.get_within(url)
    except ApiError as exc:
        said = f" ({exc.message})" if exc.message else ""
        if exc.status == 404:
            return Missing(f"not there{said}")
        if exc.status == 403:
            return Missing(f"forbidden{said}; {RBAC_HINT}")
        raise
    if not whole:
        return Missing(f"the API server's answer is larger than {bounded.LIMIT} bytes (the limit is 32 MiB): unread")
    return found if isinstance(found, dict) else Missing("the API server answered no object")
