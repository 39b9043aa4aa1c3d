"""The spec fields each kubeflow.org/v1 job kind's CRD defines (the framework table's `spec_fields`, which a test
compares with the training-operator v1 CRDs). A field outside them is one the API server drops when the job is
created (structural pruning): the job that ran never had it, so `kfgen import` says so instead of advising to add it
back by hand."""

from __future__ import annotations

from typing import Any

from kfgen.api import Obj
from kfgen.workloads.frameworks import FRAMEWORKS

V1_API_VERSION = "kubeflow.org/v1"
SPEC_FIELDS: dict[str, frozenset[str]] = {fw.kind: fw.spec_fields for fw in FRAMEWORKS.values()}


def defined(doc: Obj) -> frozenset[str] | None:
    """The spec fields the job's CRD defines (None: a kind or version this table does not know)."""
    return SPEC_FIELDS.get(str(doc.get("kind"))) if doc.get("apiVersion") == V1_API_VERSION else None


def as_stored(doc: Obj) -> Obj:
    """The job as the API server stores it: without the spec fields its CRD does not define (pruned)."""
    known, spec = defined(doc), doc.get("spec")
    if known is None or not isinstance(spec, dict) or set(spec) <= known:
        return doc
    return {**doc, "spec": {k: v for k, v in spec.items() if k in known}}


def dropped(doc: Obj, path: str) -> bool:
    """Whether `path` (spec.NAME) is a spec field the job's CRD does not define."""
    known = defined(doc)
    head, _, name = path.partition(".")
    return known is not None and head == "spec" and "." not in name and "[" not in name and name not in known


def unread_message(doc: Obj, path: str, value: Any) -> str:
    """What `kfgen import` says of a field of the job no spec field carries."""
    if dropped(doc, path):
        dropped_by = "the API server drops it when the job is created (the job that ran never had it)"
        return f"not a field of {V1_API_VERSION} {doc.get('kind')}: {dropped_by}; left out"
    return f"no TrainingSpec field carries it ({value!r}); add it to the job by hand after rendering"
