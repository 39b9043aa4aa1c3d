"""Why a job is re-created: the changed inputs of its revision (kfgen.model.Context.revision).

The revision hashes the effective spec less the fields a running job takes in place (`MUTABLE_FIELDS`,
`MUTABLE_RUN_POLICY`), the spec's name and namespace, and the part of the Environment that reaches its jobs
(less `NOT_THE_JOBS`); `delivery`, and `katib` where the spec does no tuning, rename nothing.
"""

from __future__ import annotations

from typing import Any

from kfgen import core, model
from kfgen.api import Obj
from kfgen.diff.fields import Change, changes
from kfgen.diff.naming import RAW
from kfgen.render import tracking
from kfgen.workloads import registry


def revision_inputs(spec: Obj | None, environment: Obj | None) -> dict[str, Any]:
    """What a TrainingSpec's revision is made of, as a tree: `spec`, `metadata`, the Environment's `spec`."""
    if spec is None:
        return {}
    ctx = model.resolve(spec, core.without_nulls(environment), registry.BY_BACKEND)
    unused = {"delivery"} if ctx.spec.get("tuning") else {"delivery", "katib"}
    own = {k: v for k, v in ctx.spec.items() if k not in model.MUTABLE_FIELDS and k not in unused}
    run_policy = {k: v for k, v in (own.get("runPolicy") or {}).items() if k not in model.MUTABLE_RUN_POLICY}
    if run_policy:
        own["runPolicy"] = run_policy
    else:
        own.pop("runPolicy", None)
    env = {k: v for k, v in ctx.env.items() if k not in model.NOT_THE_JOBS and k not in unused}
    if isinstance(env.get("mlflow"), dict):
        env["mlflow"] = tracking.job_facing(env["mlflow"])
    return {"metadata": {"name": ctx.name, "namespace": ctx.namespace}, "spec": own, "environment": env}


def causes(old: dict[str, Any], new: dict[str, Any], environment: str | None) -> list[Change]:
    """The changed fields: the spec's as `spec.…` (effective: the Environment's defaults and the spec's override
    merged), the Environment's as `Environment <name> spec.…`."""
    found = changes(old.get("metadata"), new.get("metadata"), RAW, RAW, "metadata")
    found += changes(old.get("spec") or {}, new.get("spec") or {}, RAW, RAW, "spec")
    where = f"Environment {environment} spec" if environment else "Environment spec"
    found += [
        c._replace(path=f"{where}.{c.path}" if c.path else where)
        for c in changes(old.get("environment") or {}, new.get("environment") or {}, RAW, RAW)
    ]
    return found
