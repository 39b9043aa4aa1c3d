"""The API server's rules for the pod template of a batch/v1 Job, where a spec's pods are made by one.

A plain Job (`backend: job`), the Jobs JobSet makes for a TrainJob's replicated jobs and the MPI operator's
launcher Job. k8s.io/kubernetes pkg/apis/batch/validation `validateJobSpec` accepts only Never and OnFailure as
the pod's restartPolicy (a pod patch's null removes kfgen's, and the API server then defaults Always);
`ValidateGeneratedSelector` requires the pod template's `batch.kubernetes.io/controller-uid` and
`controller-uid` labels to be the Job's UID and its `batch.kubernetes.io/job-name` and `job-name` labels to be
its name (pkg/registry/batch/job/strategy.go sets them only where the template has none). The UID exists only
once the Job does and kfgen's Job names carry a hash, so a template that sets any of them is refused.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from kfgen.features.base import Feature
from kfgen.model import Context
from kfgen.render import patchfields
from kfgen.results import Result, error

RESTART_POLICIES = ("Never", "OnFailure")
RESERVED_LABELS = (
    "batch.kubernetes.io/controller-uid",
    "batch.kubernetes.io/job-name",
    "controller-uid",
    "job-name",
)
LABEL_WHY = "the API server sets it on a Job's pods (the Job's UID or name) and refuses a Job whose template sets it"


def check(ctx: Context) -> Iterator[Result]:
    roles = ctx.profile.batch_job_roles(ctx)
    if not roles:
        return
    yield from _metadata_labels(ctx)
    seen: set[str] = set()
    for role in roles:
        patch = ctx.role_specs[role].get("podPatch")
        if not isinstance(patch, dict):
            continue
        for problem in (*_patch_labels(ctx, role, patch), *_restart_policy(ctx, role, patch)):
            if problem.field not in seen:  # the spec's own patch reaches every role: say it once
                seen.add(str(problem.field))
                yield problem


def _metadata_labels(ctx: Context) -> Iterator[Result]:
    for key in RESERVED_LABELS:
        if key in (ctx.spec.get("labels") or {}):
            yield error(f"label {key!r} is reserved: {LABEL_WHY}", ctx.ref, ctx.field("labels", key))
        elif key in (ctx.env.get("labels") or {}):
            yield error(
                f"label {key!r} of Environment {ctx.env_name} is reserved: {LABEL_WHY}",
                ctx.ref,
                f"spec.labels.{key} (Environment {ctx.env_name})",
            )


def _patch_labels(ctx: Context, role: str, patch: dict[str, Any]) -> Iterator[Result]:
    labels = (patch.get("metadata") or {}).get("labels")
    if not isinstance(labels, dict):
        return
    for key in RESERVED_LABELS:
        if labels.get(key) is not None:
            where = patchfields.locate(ctx, role, ("metadata", "labels", key))
            yield error(f"label {key!r} is reserved: {LABEL_WHY}", ctx.ref, where or ctx.field("podPatch"))


def _restart_policy(ctx: Context, role: str, patch: dict[str, Any]) -> Iterator[Result]:
    spec = patch.get("spec")
    if ctx.profile.runtime or not isinstance(spec, dict) or "restartPolicy" not in spec:
        return  # a TrainJob's pod patch may not set it at all (kfgen.workloads.trainjob.patch)
    if spec["restartPolicy"] in RESTART_POLICIES:
        return
    value = spec["restartPolicy"]
    how = "removes it (the API server then defaults Always)" if value is None else f"sets {value!r}"
    where = patchfields.locate(ctx, role, ("spec", "restartPolicy"))
    yield error(
        f"a Job's pod restarts Never or OnFailure; this pod patch {how}: set restartPolicy instead",
        ctx.ref,
        where or ctx.field("podPatch"),
    )


FEATURE = Feature("jobPods", check=check)
