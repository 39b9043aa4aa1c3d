"""The only place that chains kfgen's slices: WORKLOADS, and FEATURES in the order they apply.

For one TrainingSpec: its workload's checks, then every feature's checks; then the workload renders
the job, every feature adds its job labels and annotations (the spec's own annotations last), and the
objects come out as the features' prerequisites, the job, the features' objects. For one
Environment: every feature's checks of it and, once per build, every feature's Environment-level
objects. A new feature is a module with a `FEATURE` and one line below.
"""

from __future__ import annotations

from kfgen import credentials, envorder
from kfgen.api import KindInfo, Obj
from kfgen.features import (
    delivery,
    elastic,
    gang,
    identity,
    monitoring,
    naming,
    placement,
    pod_security,
    podpatch,
    policy,
    ports,
    queue,
    resources,
    roles,
    tracking,
    volumes,
)
from kfgen.features.base import Feature, Workload
from kfgen.features.workloads import trainjob, v1job
from kfgen.model import Context, EnvironmentView
from kfgen.results import Result

WORKLOADS: tuple[Workload, ...] = (v1job.WORKLOAD, trainjob.WORKLOAD)

FEATURES: tuple[Feature, ...] = (
    identity.FEATURE,
    roles.FEATURE,
    elastic.FEATURE,
    naming.FEATURE,
    Feature("credentials", check=credentials.check),
    placement.FEATURE,
    podpatch.FEATURE,
    resources.FEATURE,
    ports.FEATURE,
    volumes.FEATURE,
    tracking.FEATURE,
    gang.FEATURE,
    policy.FEATURE,
    Feature("envOrder", check=envorder.problems),
    queue.FEATURE,
    delivery.FEATURE,
    pod_security.FEATURE,
    monitoring.FEATURE,
)


def workload(ctx: Context) -> Workload:
    return next(w for w in WORKLOADS if w.applies(ctx))


def check(ctx: Context) -> list[Result]:
    chosen = workload(ctx)
    ctx.hostnames = chosen.hostnames(ctx)
    return [*chosen.check(ctx), *(result for feature in FEATURES for result in feature.check(ctx))]


def objects(ctx: Context) -> tuple[list[Obj], list[Result]]:
    job, results = workload(ctx).render(ctx)
    meta = job["metadata"]
    for feature in FEATURES:
        meta["labels"].update(feature.job_labels(ctx))
    for feature in FEATURES:
        meta["annotations"].update(feature.job_annotations(ctx))
    meta["annotations"].update(ctx.spec.get("annotations") or {})
    before = [obj for feature in FEATURES for obj in feature.prerequisites(ctx)]
    after = [obj for feature in FEATURES for obj in feature.objects(ctx)]
    return [*before, job, *after], results


def environment_problems(env: EnvironmentView) -> list[tuple[str, str]]:
    """(field, message) of an Environment's problems beyond its schema."""
    return [problem for feature in FEATURES for problem in feature.environment_check(env)]


def environment_objects(env: EnvironmentView) -> list[Obj]:
    return [obj for feature in FEATURES for obj in feature.environment_objects(env)]


def emitted_kinds() -> tuple[KindInfo, ...]:
    """Every kind a build can emit: the workloads' and the features'."""
    kinds = [*(k for w in WORKLOADS for k in w.kinds), *(k for f in FEATURES for k in f.kinds)]
    return tuple(dict.fromkeys(kinds))
