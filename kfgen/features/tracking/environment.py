"""Checks of an Environment's `mlflow` block beyond its schema: a server that would not start, could lose data,
would refuse its own Service's name, or would hand a credential to whoever reads Git."""

from __future__ import annotations

import fnmatch
from collections.abc import Iterable, Iterator

from kfgen.api import Obj
from kfgen.checks import credentials
from kfgen.checks.apivalidation import image
from kfgen.features.tracking.jobs import URI_CREDENTIAL
from kfgen.model import EnvironmentView
from kfgen.render import netpol, tracking

SERVER = "spec.mlflow.server"
BACKEND_CREDENTIAL = (
    "the URI carries a credential; take it out and give the password as passwordSecret: {secret: NAME, key: KEY} "
    "(or the whole URI as uriSecret)"
)


def check(env: EnvironmentView) -> Iterable[tuple[str, str]]:
    mlflow = env.spec.get("mlflow") or {}
    if credentials.secret_in_value(str(mlflow.get("trackingUri", ""))):
        yield "spec.mlflow.trackingUri", URI_CREDENTIAL
    settings = tracking.server(env.spec)
    if settings is None:
        return
    if mlflow.get("trackingUri"):
        yield "spec.mlflow.trackingUri", "a server (mlflow.server) and a trackingUri: jobs log to one of them; drop one"
    yield from _image(settings)
    yield from _stores(settings)
    yield from _auth(settings, bool(mlflow.get("credentials")))
    yield from _hosts(env, settings)
    yield from netpol.egress_problems(list(settings.get("egress") or []), f"{SERVER}.egress")


def _image(settings: Obj) -> Iterator[tuple[str, str]]:
    if not image.is_pinned(str(settings["image"])):
        yield (
            f"{SERVER}.image",
            "must be pinned by a tag other than latest or by a digest: the server runs what it names",
        )


def _one_of(settings: Obj, block: str, choices: tuple[str, ...]) -> list[str]:
    return [c for c in choices if (settings.get(block) or {}).get(c) not in (None, False)]


def _stores(settings: Obj) -> Iterator[tuple[str, str]]:
    backend = _one_of(settings, "backendStore", ("sqlite", "uri", "uriSecret"))
    artifacts = _one_of(settings, "artifacts", ("volume", "s3"))
    for block, chosen, choices in (
        ("backendStore", backend, "sqlite, uri or uriSecret"),
        ("artifacts", artifacts, "volume or s3"),
    ):
        if len(chosen) != 1:
            found = "none" if not chosen else " and ".join(chosen)
            yield f"{SERVER}.{block}", f"needs exactly one of {choices} (found {found})"
    on_volume = [
        f"{b}.{c}" for b, c in (("backendStore", "sqlite"), ("artifacts", "volume")) if c in backend + artifacts
    ]
    if on_volume and not settings.get("storage"):
        verb = "needs" if len(on_volume) == 1 else "need"
        yield f"{SERVER}.storage", f"a server without storage: {' and '.join(on_volume)} {verb} the storage volume"
    if on_volume and int(settings.get("replicas") or 1) > 1:
        yield (
            f"{SERVER}.replicas",
            f"{' and '.join(on_volume)} live on one ReadWriteOnce volume: one replica only (use a database and s3)",
        )
    uri = str((settings.get("backendStore") or {}).get("uri") or "")
    if credentials.secret_in_value(uri):
        yield f"{SERVER}.backendStore.uri", BACKEND_CREDENTIAL
    if (settings.get("backendStore") or {}).get("passwordSecret") and not uri:
        yield f"{SERVER}.backendStore.passwordSecret", "applies to a uri only (a uriSecret carries its own password)"


def _auth(settings: Obj, credentials_given: bool) -> Iterator[tuple[str, str]]:
    auth = settings.get("auth")
    if not auth:
        return
    if not auth.get("configSecret"):
        if not settings.get("storage"):
            yield (
                f"{SERVER}.auth.configSecret",
                "the auth database needs the storage volume, or a configSecret naming one",
            )
        elif int(settings.get("replicas") or 1) > 1:
            yield (
                f"{SERVER}.auth.configSecret",
                "with more than one replica the auth database must be shared: a configSecret whose database_uri "
                "names a database",
            )
    if not credentials_given:
        yield "spec.mlflow.credentials", "the server asks every request for a user: jobs need credentials (a Secret)"


def _hosts(env: EnvironmentView, settings: Obj) -> Iterator[tuple[str, str]]:
    listed = settings.get("allowedHosts")
    if listed is None:
        return
    needed = tracking.service_hosts(env.spec, settings)
    ingress = (settings.get("ingress") or {}).get("host")
    missing = [h for h in [*needed, *([ingress] if ingress else [])] if not any(_matches(h, p) for p in listed)]
    if missing:
        yield (
            f"{SERVER}.allowedHosts",
            f"misses {', '.join(missing)}: MLflow answers 403 to a request whose Host is not listed, and pods reach "
            "the Service by these names (leave allowedHosts out to get all of them)",
        )


def _matches(host: str, allowed: str) -> bool:
    """MLflow's own test (mlflow.server.security_utils.is_allowed_host_header): fnmatch for a pattern with *."""
    return fnmatch.fnmatch(host, allowed) if "*" in allowed else host == allowed
