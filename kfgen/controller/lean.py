"""The lean record of a watched object: only what a reconcile reads of it, never the whole body.

The planner reads identity and ownership (uid, resourceVersion, labels kfgen indexes by, ownerReferences,
finalizers, deletionTimestamp, the generation annotation), a job's phase (its True conditions and
completionTime) and, to decide whether an apply would change anything (`livestate.covers`), the values of
the fields kfgen set. Those are exactly the fields its server-side apply owns (managedFields, manager kfgen,
operation Apply): a field someone else changed or removed leaves kfgen's set, so the projection then lacks
it and the object is applied again, as a comparison with the whole body would decide. Everything else
(defaults, other managers' fields, status beyond the conditions, managedFields) is dropped.
"""

from __future__ import annotations

import json
from typing import Any

from kfgen import api
from kfgen.api import Obj

KEPT_LABELS = (api.MANAGED_BY_LABEL, api.SPEC_LABEL, api.REVISION_LABEL)
KEPT_META = ("name", "namespace", "uid", "resourceVersion", "ownerReferences", "finalizers", "deletionTimestamp")


def owned_fields(obj: Obj) -> dict[str, Any]:
    """The fieldsV1 set of kfgen's own apply (empty when kfgen never applied it)."""
    for entry in (obj.get("metadata") or {}).get("managedFields") or []:
        mine = (entry.get("manager"), entry.get("operation"), entry.get("subresource") or None)
        if mine == (api.FIELD_MANAGER, "Apply", None):
            return dict(entry.get("fieldsV1") or {})
    return {}


def project(value: Any, fields: dict[str, Any]) -> Any:
    """`value` reduced to the fields named by a fieldsV1 set; a leaf (no children named) is kept whole."""
    children = {k: v for k, v in fields.items() if k != "."}
    if not children:
        return value
    if isinstance(value, dict):
        return {
            k[2:]: project(value[k[2:]], sub) for k, sub in children.items() if k.startswith("f:") and k[2:] in value
        }
    if isinstance(value, list):
        return [kept for item in value if (kept := _item(item, children)) is not _DROP]
    return value


_DROP = object()


def _item(item: Any, children: dict[str, Any]) -> Any:
    """A list item kept as its fieldsV1 entry says: by key (k:), by value (v:) or by index (not used by kfgen)."""
    for key, sub in children.items():
        kind, _, raw = key.partition(":")
        if kind == "v" and json.loads(raw) == item:
            return item
        if kind == "k" and isinstance(item, dict):
            ident = json.loads(raw)
            if all(item.get(k) == v for k, v in ident.items()):
                return {**ident, **project(item, sub)}
    return _DROP


def lean_status(status: Any) -> Obj:
    """What `livestate.job_phase` reads: the True conditions (type, time) and completionTime."""
    if not isinstance(status, dict):
        return {}
    conditions = [
        {k: c[k] for k in ("type", "status", "lastTransitionTime") if k in c}
        for c in status.get("conditions") or []
        if isinstance(c, dict) and c.get("status") == "True"
    ]
    out: Obj = {"conditions": conditions} if conditions else {}
    if status.get("completionTime"):
        out["completionTime"] = status["completionTime"]
    return out


def lean(kind: str, obj: Obj) -> Obj:
    """The lean form of a live object; `livestate` and the planner read it as they would the object."""
    meta = obj.get("metadata") or {}
    out: Obj = project(obj, owned_fields(obj)) if owned_fields(obj) else {}
    out = {k: v for k, v in out.items() if k not in ("status", "apiVersion", "kind")}
    applied = out.get("metadata") or {}
    labels = {**applied.get("labels", {}), **{k: v for k, v in (meta.get("labels") or {}).items() if k in KEPT_LABELS}}
    annotations = dict(applied.get("annotations") or {})
    generation = (meta.get("annotations") or {}).get(api.GENERATION_ANNOTATION)
    if generation is not None:
        annotations[api.GENERATION_ANNOTATION] = generation
    out["metadata"] = {
        **{k: meta[k] for k in KEPT_META if k in meta},
        **({"labels": labels} if labels else {}),
        **({"annotations": annotations} if annotations else {}),
    }
    out["apiVersion"], out["kind"] = obj.get("apiVersion"), kind
    status = lean_status(obj.get("status"))
    if status:
        out["status"] = status
    return out
