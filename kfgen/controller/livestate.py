"""Reading live objects for the planner: times, ownership, what kfgen set still set, a job's phase. Pure."""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from typing import Any

from kfgen.api import APPLIED_ANNOTATION, Obj
from kfgen.workloads import registry, v1job

FINISHED = ("Succeeded", "Failed")


def parse_time(text: str | None) -> float | None:
    """An RFC 3339 time as written by the API server, with or without fractional seconds."""
    if not text:
        return None
    try:
        return dt.datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()
    except ValueError:
        return None


def iso(now: float) -> str:
    return dt.datetime.fromtimestamp(now, dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def ref(obj: Obj) -> str:
    return f"{obj['kind']}/{obj['metadata']['name']}"


def owned(obj: Obj | None, uid: str) -> bool:
    refs = (obj or {}).get("metadata", {}).get("ownerReferences") or []
    return any(r.get("controller") and r.get("uid") == uid for r in refs)


def with_digest(obj: Obj) -> Obj:
    """`obj` annotated with a digest of itself, so that a live object shows which body was last applied."""
    meta = obj["metadata"]
    annotations = {k: v for k, v in (meta.get("annotations") or {}).items() if k != APPLIED_ANNOTATION}
    bare = {**obj, "metadata": {**meta, "annotations": annotations}}
    digest = hashlib.sha256(json.dumps(bare, sort_keys=True, separators=(",", ":")).encode()).hexdigest()[:20]
    return {**obj, "metadata": {**meta, "annotations": {**annotations, APPLIED_ANNOTATION: digest}}}


def covers(live: Any, want: Any, path: str = "") -> bool:
    """Whether applying `want` would change nothing in `live`: every field set has its value.

    Lists whose items all have a name are keyed by it (containers, env, ports, volumes: server-side apply
    merges them, so another manager's extra item stays either way); other lists must be equal item by
    item; finalizers are a set. Removing what kfgen no longer renders changes the digest, which is compared
    as a field like any other.
    """
    if isinstance(want, dict):
        return isinstance(live, dict) and all(k in live and covers(live[k], v, f"{path}.{k}") for k, v in want.items())
    if isinstance(want, list):
        if not isinstance(live, list):
            return False
        if path == ".metadata.finalizers":
            return all(item in live for item in want)
        if want and all(isinstance(item, dict) and "name" in item for item in want):
            by_name = {item.get("name"): item for item in live if isinstance(item, dict)}
            return all(item["name"] in by_name and covers(by_name[item["name"]], item, path) for item in want)
        return len(live) == len(want) and all(covers(a, b, path) for a, b in zip(live, want, strict=True))
    return bool(live == want and type(live) is type(want))


def deleting(obj: Obj) -> bool:
    return bool(obj["metadata"].get("deletionTimestamp"))


def job_phase(job: Obj) -> tuple[str, str | None]:
    """The phase of a Kubeflow job from its conditions (as its kind's row in kfgen.api says), and when it
    finished."""
    conditions = [c for c in (job.get("status") or {}).get("conditions") or [] if c.get("status") == "True"]
    info = registry.BY_API.get((job.get("apiVersion"), job.get("kind")))
    mapping = (info.phases if info and info.phases else v1job.PHASES).conditions
    phases = [(mapping[c["type"]], c.get("lastTransitionTime")) for c in conditions if c.get("type") in mapping]
    for phase, when in phases:
        if phase in FINISHED:
            return phase, (job.get("status") or {}).get("completionTime") or when
    if not phases:
        return "Created", None
    return max(phases, key=lambda p: p[1] or "")[0], None


def condition(kind: str, ok: bool, reason: str, message: str, generation: int) -> Obj:
    return {
        "type": kind,
        "status": "True" if ok else "False",
        "reason": reason,
        "message": message,
        "observedGeneration": generation,
    }


def generation_of(spec_obj: Obj) -> int:
    return int(spec_obj["metadata"].get("generation", 1))
