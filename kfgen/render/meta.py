"""Labels, annotations and metadata of every generated object."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kfgen import api
from kfgen.api import Obj

if TYPE_CHECKING:
    from kfgen.model import Context, EnvironmentView


def labels(ctx: Context, component: str) -> dict[str, str]:
    return {
        api.NAME_LABEL: ctx.name,
        api.COMPONENT_LABEL: component,
        api.PART_OF_LABEL: ctx.name,
        api.MANAGED_BY_LABEL: api.MANAGED_BY,
        api.SPEC_LABEL: ctx.name,
        **(ctx.env.get("labels") or {}),
        **(ctx.spec.get("labels") or {}),
    }


def common_annotations(ctx: Context) -> dict[str, str]:
    out = {api.HASH_ANNOTATION: ctx.spec_hash}
    if ctx.env_name:
        out[api.ENVIRONMENT_KEY] = ctx.env_name
    return {**out, **(ctx.env.get("annotations") or {})}


def metadata(ctx: Context, name: str, component: str, extra_labels: dict[str, str] | None = None) -> Obj:
    return {
        "name": name,
        "namespace": ctx.namespace,
        "labels": {**labels(ctx, component), **(extra_labels or {})},
        "annotations": common_annotations(ctx),
    }


def pod_labels(ctx: Context, role: str) -> dict[str, str]:
    out = {**labels(ctx, "training"), api.ROLE_LABEL: role}
    if ctx.spec.get("tuning"):  # the trials' pods, whatever Katib names their jobs (kfgen.features.tuning)
        out[api.EXPERIMENT_LABEL] = ctx.job_name
    return out


def environment_metadata(env: EnvironmentView, name: str, namespace: str, component: str) -> Obj:
    """An object the Environment owns: labelled with it, so that its owner finds and prunes it."""
    labels = {
        api.NAME_LABEL: name,
        api.COMPONENT_LABEL: component,
        api.PART_OF_LABEL: api.MANAGED_BY,
        api.MANAGED_BY_LABEL: api.MANAGED_BY,
        api.ENVIRONMENT_KEY: env.name,
        **(env.spec.get("labels") or {}),
    }
    annotations = {api.ENVIRONMENT_KEY: env.name, **(env.spec.get("annotations") or {})}
    return {"name": name, "namespace": namespace, "labels": labels, "annotations": annotations}
