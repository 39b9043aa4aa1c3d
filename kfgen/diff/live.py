"""`kfgen diff --live`: the render against the cluster, as a server-side apply would change it.

Each rendered object is applied with `dryRun=All` under kfgen's field manager (PATCH application/apply-patch+yaml,
force: kfgen takes its fields back, as the controller does). Only the fields kfgen's manager owns (managedFields of
the dry-run result and of the live object) are compared, so what others set (defaults, the operator's status, a
finished job's conditions) is no difference. The objects kfgen owns in the namespaces involved (its managed-by
and TrainingSpec labels, not a TrainingSpec's controller-owned objects) that the render no longer has are listed
as removed: what the controller or Argo CD would prune.
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kfgen import api
from kfgen.api import Obj
from kfgen.diff import sources, usage
from kfgen.diff.answers import answered, listed_items
from kfgen.diff.compare import ADDED, CHANGED, REMOVED, Comparison, Entry, Side
from kfgen.diff.fields import changes
from kfgen.diff.naming import Where, labels, made_by, meta_field, normalizer, scope
from kfgen.results import ERROR, Result, warning
from kfgen.workloads import registry
from kfgen.workloads.profile import mapping

if TYPE_CHECKING:
    from kfgen.controller.kube import Kube

CLUSTER, RENDER = "cluster", "render"
PRUNED = "kfgen owns it and the render no longer has it: the controller or Argo CD would prune it"
OWNED_SELECTOR = f"{api.MANAGED_BY_LABEL}={api.MANAGED_BY},{api.SPEC_LABEL}"


def against_cluster(paths: list[str], name: str | None) -> tuple[list[Comparison], list[Result]]:
    inputs = sources.read(paths, Path("."))
    if inputs.results:
        return [], inputs.results
    environment, problems = sources.environment(inputs, name) if name else (None, [])
    if problems:
        return [], problems
    objects, problems = sources.render(inputs, environment)
    if problems:
        return [], problems
    kube, problems = _client()
    if kube is None:
        return [], problems
    from urllib3.exceptions import HTTPError

    from kfgen.controller.kube import ApiError

    try:
        return _compare(kube, objects, Where.of(environment))
    except (ApiError, OSError, HTTPError, ValueError) as exc:  # ValueError: an answer kfgen cannot read
        # urllib3's MaxRetryError: the connection's own error (an ApiError's reason is only its status's name)
        why = (getattr(exc, "reason", None) if isinstance(exc, HTTPError) else None) or exc
        return [], [Result(ERROR, f"the API server: {why}", field="--live")]


def _client() -> tuple[Kube | None, list[Result]]:
    from kfgen.controller import connect

    return connect.connect(
        None, None, command="kfgen diff --live", unreachable="no cluster to compare with", field="--live"
    )


def _compare(kube: Kube, objects: list[Obj], where: Where) -> tuple[list[Comparison], list[Result]]:
    from kfgen.controller.kube import path

    entries: list[Entry] = []
    live_objects: list[Obj] = []
    rendered: set[tuple[str, str, str]] = set()
    skipped: list[Result] = []
    for obj in objects:
        kind, namespace, name = str(obj.get("kind")), meta_field(obj, "namespace"), meta_field(obj, "name")
        rendered.add((kind, namespace, name))
        if (obj.get("apiVersion"), kind) not in registry.BY_API:
            skipped.append(warning(f"kfgen diff --live does not compare a {kind}: not a kind kfgen emits"))
            continue
        version = str(obj.get("apiVersion"))
        live = kube.get(kind, namespace or None, name, version)
        live = None if live is None else answered(live, f"GET {path(kind, namespace or None, name, None, version)}")
        if live is not None:
            live_objects.append(live)
        entry = _one(kube, obj, live, where)
        if entry is not None:
            entries.append(entry)
    pruned = _pruned(kube, objects, rendered, where)
    entries += [_entry(REMOVED, obj, [], PRUNED) for obj in pruned]
    queues = usage.compare(live_objects + pruned, objects)
    return [Comparison(Side(CLUSTER, where, live_objects), Side(RENDER, where, objects), entries, queues)], skipped


def _one(kube: Kube, obj: Obj, live: Obj | None, where: Where) -> Entry | None:
    from kfgen.controller.kube import ApiError, path

    query = [("dryRun", "All"), ("fieldManager", api.FIELD_MANAGER), ("force", "true")]
    url = path(
        str(obj["kind"]), meta_field(obj, "namespace") or None, meta_field(obj, "name"), None, str(obj["apiVersion"])
    )
    try:
        applied = kube.request("PATCH", url, body=obj, query=query, content_type="application/apply-patch+yaml")
        applied = answered(applied, f"PATCH {url}")
    except ApiError as exc:
        if exc.status in (400, 403, 404):
            raise
        return _entry(CHANGED if live else ADDED, obj, [], f"the API server refuses the apply: {exc.message}")
    if live is None:
        return _entry(ADDED, obj, [])
    owned = _merge(owned_fields(applied), owned_fields(live))
    old, new = project(live, owned), project(applied, owned)
    # what made the object, as kfgen's labels on it say: only the strings kfgen writes are in normal form
    made = made_by(obj)
    scope_old = scope(old, normalizer([old], where, where), made, {})
    found = changes(old, new, scope_old, scope(new, normalizer([new], where, where), made, {}))
    return _entry(CHANGED, obj, found) if found else None


def owned_fields(obj: Obj) -> dict[str, Any]:
    """The fieldsV1 of kfgen's Apply entry in managedFields ({} where it has none)."""
    for entry in mapping(obj, "metadata").get("managedFields") or []:
        if entry.get("manager") == api.FIELD_MANAGER and entry.get("operation") == "Apply":
            fields = entry.get("fieldsV1")
            return fields if isinstance(fields, dict) else {}
    return {}


def _merge(a: dict[str, Any], b: dict[str, Any]) -> dict[str, Any]:
    out = dict(a)
    for key, value in b.items():
        out[key] = _merge(out[key], value) if isinstance(out.get(key), dict) and isinstance(value, dict) else value
    return out


def project(value: Any, fields: dict[str, Any]) -> Any:
    """The part of `value` a field set (structured-merge-diff's fieldsV1) names."""
    if not set(fields) - {"."}:
        return value
    if isinstance(value, dict):
        return {k[2:]: project(value[k[2:]], sub) for k, sub in fields.items() if k.startswith("f:") and k[2:] in value}
    if isinstance(value, list):
        return [item for index, item in enumerate(value) if _listed(item, index, fields)]
    return value


def _listed(item: Any, index: int, fields: dict[str, Any]) -> bool:
    for key in fields:
        if key.startswith("k:") and isinstance(item, dict):
            wanted = json.loads(key[2:])
            if all(item.get(k) == v for k, v in wanted.items()):
                return True
        elif (key.startswith("v:") and json.loads(key[2:]) == item) or key == f"i:{index}":
            return True
    return False


def _pruned(kube: Kube, objects: list[Obj], rendered: set[tuple[str, str, str]], where: Where) -> list[Obj]:
    from kfgen.controller.kube import ApiError, path

    namespaces = sorted({meta_field(o, "namespace") for o in objects} | {where.namespace or ""} - {""})
    found: list[Obj] = []
    for info in registry.KINDS:
        if not info.namespaced or info.role != "owned":
            continue
        for namespace in namespaces:
            url = path(info.kind, str(namespace), api_version=info.api_version)
            try:
                listed = kube.request("GET", url, query=[("labelSelector", OWNED_SELECTOR)])
            except ApiError as exc:
                if exc.status == 404:  # the kind is not served (its CRD is not installed)
                    break
                raise
            for item in listed_items(listed, f"GET {url}?labelSelector={OWNED_SELECTOR}"):
                item = {"apiVersion": info.api_version, "kind": info.kind, **item}
                if (info.kind, str(namespace), meta_field(item, "name")) not in rendered and not _controller_owned(
                    item
                ):
                    found.append(item)
    return found


def _controller_owned(obj: Obj) -> bool:
    return any(ref.get("kind") == "TrainingSpec" for ref in mapping(obj, "metadata").get("ownerReferences") or [])


def _entry(status: str, obj: Obj, found: list[Any], note: str = "") -> Entry:
    spec = labels(obj).get(api.SPEC_LABEL)
    kind, namespace, name = str(obj.get("kind", "")), meta_field(obj, "namespace"), meta_field(obj, "name")
    return Entry(status, kind, namespace, name, spec if isinstance(spec, str) else "", None, found, [], note)
