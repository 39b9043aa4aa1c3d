"""The thin client of `kfgen discover`: GETs only (it never writes), through the controller extra's kubernetes
client, as `kfgen diff --live` connects (kubeconfig as kubectl reads it, or the pod's ServiceAccount)."""

from __future__ import annotations

import os
import threading
from typing import TYPE_CHECKING

from kfgen.facts import gather, operator
from kfgen.facts import kubeconfig as kubeconfig_file
from kfgen.facts.model import Missing, Snapshot, Where
from kfgen.io import bounded
from kfgen.results import ERROR, Result

if TYPE_CHECKING:
    from kfgen.controller.kube import Kube

RBAC_HINT = "kfgen discover needs get and list on it (docs/howto/platform-facts.md)"


def connect(
    kubeconfig: str | None,
    context: str | None,
    command: str = "kfgen discover",
    unreachable: str = "no cluster to read",
    connections: int = 32,
    field: str | None = None,
) -> tuple[Kube | None, list[Result]]:
    """A client of the cluster the kubeconfig names (`kubeconfig`, else $KUBECONFIG's files, else ~/.kube/config, as
    kubectl reads them; in a pod its ServiceAccount), or one located line saying why there is none: the client
    fails on a file of another shape with Python's own words (`KUBECONFIG=/etc/passwd`: a TypeError). Shared by
    `kfgen discover`, `kfgen diff --live` and `kfgen controller`."""
    try:
        import yaml
        from kubernetes import config
        from kubernetes.config import ConfigException

        from kfgen.controller import kubeconfig as entries
        from kfgen.controller.kube import Kube
    except ImportError as exc:
        from kfgen.api import pip_install

        message = f"{command} needs the controller extra ({exc.name} is not installed): {pip_install('controller')}"
        return None, [Result(ERROR, message, field=field)]
    in_pod = not (kubeconfig or context) and os.environ.get("KUBERNETES_SERVICE_HOST")
    problems = [] if in_pod else _not_kubeconfigs(kubeconfig) or entries.problems(kubeconfig, context)
    if problems:
        return None, problems
    try:
        with entries.exec_failures() as logged:
            kube = (
                Kube(config.new_client_from_config(config_file=kubeconfig, context=context, persist_config=False))  # type: ignore[no-untyped-call]
                if kubeconfig or context
                else Kube(connections=connections)
            )
    except (ConfigException, OSError, ValueError, TypeError, AttributeError, yaml.YAMLError) as exc:
        # the client's kubeconfig loader reads any YAML it is given and fails in its own ways on a malformed one
        named = f"{kubeconfig}: " if kubeconfig else ""
        where = "--kubeconfig" if kubeconfig else "--context" if context else field
        return None, [Result(ERROR, f"{named}{unreachable} (kubeconfig as kubectl reads it): {exc}", field=where)]
    return (None, [entries.exec_failed(kubeconfig, context, logged)]) if logged else (kube, [])


def _not_kubeconfigs(kubeconfig: str | None) -> list[Result]:
    """The first of the kubeconfig files the client would read that is no kubeconfig (a missing one of $KUBECONFIG's
    list is no problem: the client skips it), named by the option or variable that gave it."""
    from kfgen.controller import kubeconfig as entries

    field = "--kubeconfig" if kubeconfig else "KUBECONFIG" if os.environ.get("KUBECONFIG") else None
    for path in entries.paths(kubeconfig):
        if kubeconfig or os.path.lexists(path):
            why = kubeconfig_file.problem(str(path))
            if why:
                return [Result(ERROR, f"{path}: {why}", field=field)]
    return []


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
