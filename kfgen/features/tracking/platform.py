"""What the tracking server keeps from the rest: its storage and Secrets, its Host check, its stores' durability.

- A job in the server's namespace could mount its PersistentVolumeClaim (the sqlite and auth databases, the
  artifacts) or read the Secrets the server holds (the admin user, the Flask key, the database and S3
  credentials): a spec's author must not reach the platform's credentials, so every reference is refused.
- `allowedHosts: ['*']` (any pattern that matches every host) turns off MLflow 3's DNS-rebinding protection
  (mlflow.server.security_utils): refused; the default already covers the Service and the Ingress.
- A `file:` or `sqlite:` backend store given as `uri` keeps the runs on a filesystem: with more than one
  replica none of them shares it, and off the storage volume it goes with the pod (the root filesystem is
  read-only): refused in both cases (`sqlite: true` and a database are the ways). Artifacts are `volume` or `s3`
  by the schema: no `file:` artifact store can be named.
"""

from __future__ import annotations

import fnmatch
import json
from collections.abc import Iterator
from typing import Any

from kfgen.api import Obj
from kfgen.model import Context, EnvironmentView
from kfgen.render import tracking
from kfgen.results import Result, error

SERVER = "spec.mlflow.server"
DATA = "/mlflow/"  # the storage volume's mountPath (kfgen.features.tracking.serverpod.DATA)
SECRET_FIELDS = (
    ("auth", "adminUsername"),
    ("auth", "adminPassword"),
    ("auth", "flaskSecretKey"),
    ("auth", "configSecret"),
    ("backendStore", "uriSecret"),
    ("backendStore", "passwordSecret"),
    ("artifacts", "s3", "accessKeyId"),
    ("artifacts", "s3", "secretAccessKey"),
)
# where a pod spec or a spec names a Secret or a claim: key -> (kind, how to read its name)
_SECRET_KEYS = ("secretName", "secret")
_NAMED_SECRET_KEYS = ("secretKeyRef", "secretRef")
_PROBE_HOSTS = ("attacker.example", "evil.test:5000")


Guarded = tuple[dict[tuple[str, str], str], tuple[str, ...]]  # (kind, name) -> what; each name as JSON writes it
_protected: dict[tuple[int, str], tuple[Obj, Guarded]] = {}


def protected(ctx: Context) -> Guarded:
    """(kind, name) -> what it holds, of the server's claim and Secrets, where the job shares its namespace, and
    their names as JSON; worked out once per Environment object and namespace (held, so that its id is not reused;
    nothing changes a checked Environment)."""
    key = (id(ctx.env), ctx.namespace)
    kept = _protected.get(key)
    if kept is not None and kept[0] is ctx.env:
        return kept[1]
    found = _protected_in(ctx.env, ctx.namespace)
    guarded = (found, tuple(dict.fromkeys(json.dumps(name) for _, name in found)))
    if len(_protected) >= 64:
        _protected.clear()
    _protected[key] = (ctx.env, guarded)
    return guarded


def _protected_in(env: Obj, namespace: str) -> dict[tuple[str, str], str]:
    settings = tracking.server(env)
    if settings is None or tracking.namespace(env, settings) != namespace:
        return {}
    out: dict[tuple[str, str], str] = {}
    if settings.get("storage"):
        out["claim", f"{tracking.name(settings)}-data"] = "the tracking server's volume (its databases and artifacts)"
    for path in SECRET_FIELDS:
        ref = _at(settings, path)
        if isinstance(ref, dict) and isinstance(ref.get("secret"), str):
            out.setdefault(("secret", ref["secret"]), f"the tracking server's {'.'.join(path)}")
    jobs_secret = (env.get("mlflow") or {}).get("credentials") or {}
    out.pop(("secret", str(jobs_secret.get("secret"))), None)  # the user jobs log as: theirs to read
    return out


def check(ctx: Context) -> Iterator[Result]:
    guarded, written = protected(ctx)
    # a reference is a string value of the effective spec, which the spec hash's JSON (made anyway) writes as
    # json.dumps writes the name: most specs need no walk
    if not guarded or not any(name in ctx.canonical for name in written):
        return
    for path, kind, name in _references(ctx.spec, ()):
        what = guarded.get((kind, name))
        if what:
            yield error(
                f"{kind} {name!r} is {what}: a job in its namespace must not read it",
                ctx.ref,
                _field(ctx, path),
            )


def _references(node: Any, path: tuple[str | int, ...]) -> Iterator[tuple[tuple[str | int, ...], str, str]]:
    """(path, 'secret' | 'claim', name) of every Secret or claim a spec names (volumes, env, pod patches)."""
    if isinstance(node, list):
        for index, item in enumerate(node):
            yield from _references(item, (*path, index))
        return
    if not isinstance(node, dict):
        return
    for key, value in node.items():
        if key in ("claim", "claimName") and isinstance(value, str):
            yield (*path, key), "claim", value
        elif key in _SECRET_KEYS and isinstance(value, str):
            yield (*path, key), "secret", value
        elif key in (*_NAMED_SECRET_KEYS, "secret") and isinstance(value, dict) and isinstance(value.get("name"), str):
            yield (*path, key, "name"), "secret", value["name"]
        else:
            yield from _references(value, (*path, key))


def _field(ctx: Context, path: tuple[str | int, ...]) -> str:
    cut = next((i for i, part in enumerate(path) if isinstance(part, int)), len(path))
    return ctx.field(*path[:cut]) + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path[cut:])


def _at(data: Any, path: tuple[str, ...]) -> Any:
    for key in path:
        data = data.get(key) if isinstance(data, dict) else None
    return data


def environment_check(env: EnvironmentView) -> Iterator[tuple[str, str]]:
    settings = tracking.server(env.spec)
    if settings is None:
        return
    for index, pattern in enumerate(settings.get("allowedHosts") or []):
        if all(fnmatch.fnmatch(host, str(pattern)) for host in _PROBE_HOSTS):
            yield (
                f"{SERVER}.allowedHosts[{index}]",
                f"{pattern!r} admits every Host header, which turns off MLflow's DNS-rebinding protection: list the "
                "hosts (leave allowedHosts out for the Service's names and the Ingress host)",
            )
    yield from _file_store(settings)


def _file_store(settings: Obj) -> Iterator[tuple[str, str]]:
    uri = str((settings.get("backendStore") or {}).get("uri") or "")
    scheme = uri.partition(":")[0]
    if scheme not in ("file", "sqlite"):
        return
    path = "/" + uri.partition("://")[2].lstrip("/")
    where = f"{SERVER}.backendStore.uri"
    if int(settings.get("replicas") or 1) > 1:
        yield where, "a file store with more than one replica: they cannot share it (use a database)"
    elif not settings.get("storage") or not path.startswith(DATA):
        yield (
            where,
            f"a file store off the storage volume ({DATA}) is lost with the pod: use sqlite: true with storage, "
            "or a database",
        )
