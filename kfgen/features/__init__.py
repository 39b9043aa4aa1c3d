"""The only place that chains kfgen's slices: WORKLOADS, and FEATURES in the order they apply.

For one TrainingSpec: its workload's checks, then every feature's checks; then the workload renders
the job, every feature adds its job labels and annotations (the spec's own annotations last), a feature
may wrap the job in what runs it instead (tuning: a Katib Experiment whose trials are the job), and the
objects come out as the features' prerequisites, the job, the features' objects. For one
Environment: every feature's checks of it and, once per build, every feature's Environment-level
objects. A new feature is a module with a `FEATURE` and one line below.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from kfgen import api
from kfgen.api import KindInfo, Obj
from kfgen.checks import credentials, uricredentials
from kfgen.features import (
    accounting,
    delivery,
    elastic,
    gang,
    identity,
    job_pods,
    monitoring,
    naming,
    network,
    ownpolicy,
    parity,
    placement,
    pod_security,
    pod_validity,
    podpatch,
    podpatch_nulls,
    policy,
    ports,
    queue,
    ranges,
    resources,
    roles,
    runtimes,
    tracking,
    tuning,
    volumes,
)
from kfgen.features.base import Feature
from kfgen.features.tuning import checks as tuning_checks
from kfgen.model import Context, EnvironmentView
from kfgen.render import envorder, postbuild
from kfgen.results import ResourceRef, Result, error
from kfgen.workloads.registry import WORKLOADS as WORKLOADS

if TYPE_CHECKING:
    from kfgen.features.tuning.substitution import Rerun

FEATURES: tuple[Feature, ...] = (
    identity.FEATURE,
    roles.FEATURE,
    elastic.FEATURE,
    naming.FEATURE,
    parity.FEATURE,
    Feature("credentials", check=credentials.check),
    Feature("uriCredentials", environment_check=lambda env: uricredentials.environment_problems({"spec": env.spec})),
    placement.FEATURE,
    podpatch.FEATURE,
    podpatch_nulls.FEATURE,
    Feature("podPatchLimits", check=lambda ctx: ctx.profile.pod_patch_check(ctx)),
    job_pods.FEATURE,
    resources.FEATURE,
    ports.FEATURE,
    volumes.FEATURE,
    pod_validity.FEATURE,
    tracking.FEATURE,
    gang.FEATURE,
    ranges.FEATURE,
    policy.FEATURE,
    ownpolicy.FEATURE,
    Feature("envOrder", check=envorder.problems),
    queue.FEATURE,
    delivery.FEATURE,
    pod_security.FEATURE,
    monitoring.FEATURE,
    accounting.FEATURE,
    network.FEATURE,
    tuning.FEATURE,
    runtimes.FEATURE,
)


def _hooks(name: str) -> tuple[Any, ...]:
    """The features' `name` hooks that do something (a Feature's defaults do nothing), in FEATURES order."""
    registered, hooks = _HOOKS.get(name, ((), ()))
    if registered is not FEATURES:
        default = Feature._field_defaults.get(name)
        hooks = tuple(getattr(f, name) for f in FEATURES if getattr(f, name) is not default)
        _HOOKS[name] = (FEATURES, hooks)
    return hooks


_HOOKS: dict[str, tuple[tuple[Feature, ...], tuple[Any, ...]]] = {}


def check(ctx: Context) -> list[Result]:
    chosen = ctx.profile
    ctx.hostnames = tuning_checks.trial_hostnames(ctx, chosen.hostnames(ctx))
    return [*chosen.check(ctx), *(result for hook in _hooks("check") for result in hook(ctx))]


def objects(ctx: Context, *, final: bool = True) -> tuple[list[Obj], list[Result]]:
    """The spec's objects; `final` off for a trial's expansion, which only its checks read (no Flux guard)."""
    job, results = ctx.profile.render(ctx)
    meta = job["metadata"]
    for hook in _hooks("job_labels"):
        meta["labels"].update(hook(ctx))
    for hook in _hooks("job_annotations"):
        meta["annotations"].update(hook(ctx))
    meta["annotations"].update(ctx.spec.get("annotations") or {})
    for wrap in _hooks("wrap_job"):
        job = wrap(ctx, job)
    before = [obj for hook in _hooks("prerequisites") for obj in hook(ctx)]
    after = [obj for hook in _hooks("objects") for obj in hook(ctx)]
    made = [*before, job, *after]
    return ([postbuild.guarded(o) for o in made] if final and ctx.may_substitute else made), results


def trial_problems(ctx: Context, objects: list[Obj], rerun: Rerun) -> list[Result]:
    """What Katib's trials of a tuning spec would break, each value substituted as Katib does (kfgen.features.tuning
    .substitution); `rerun` expands a spec again, without this step."""
    if not ctx.spec.get("tuning"):
        return []
    from kfgen.features.tuning import substitution  # only tuning specs: not on the KRM function's cold path

    return list(substitution.problems(ctx, objects, rerun))


def environment_problems(env: EnvironmentView) -> list[tuple[str, str]]:
    """(field, message) of an Environment's problems beyond its schema."""
    return [problem for feature in FEATURES for problem in feature.environment_check(env)]


def environment_objects(env: EnvironmentView) -> list[Obj]:
    return [postbuild.guarded(obj) for feature in FEATURES for obj in feature.environment_objects(env)]


def environment_kinds() -> tuple[KindInfo, ...]:
    """The kinds of the objects Environments own."""
    return tuple(dict.fromkeys(k for f in FEATURES for k in f.environment_kinds))


def emitted_kinds() -> tuple[KindInfo, ...]:
    """Every kind a build can emit: the workloads', the features' and the Environments'."""
    kinds = [*(k for w in WORKLOADS for k in w.kinds), *(k for f in FEATURES for k in f.kinds)]
    return tuple(dict.fromkeys([*kinds, *environment_kinds()]))


def made_by(environment: Obj, produced: list[Obj]) -> Callable[[Any], bool]:
    """Whether an input item is one of the objects this Environment makes (`produced`): kfgen's labels for it, and
    the kind, namespace and name of an object it makes; an item it makes no such object for passes through."""
    name = str((environment.get("metadata") or {}).get("name", ""))
    made = {_where(obj) for obj in produced}

    def replaced(item: Any) -> bool:
        meta = item.get("metadata") if isinstance(item, dict) else None
        labels = meta.get("labels") if isinstance(meta, dict) else None
        return (
            isinstance(labels, dict)
            and labels.get(api.MANAGED_BY_LABEL) == api.MANAGED_BY
            and labels.get(api.ENVIRONMENT_KEY) == name
            and _where(item) in made
        )

    return replaced


RENDERED_ELSEWHERE = (
    "was rendered by kfgen elsewhere, not by this build (its labels {labels}: kfgen, {spec_label}: {spec}): a "
    "kustomization or kpt package that runs kfgen before this function, or a rendered file among the inputs, would "
    "bring objects rendered under another policy or none; give their TrainingSpec instead"
)


def rendered_elsewhere(item: Any) -> Result | None:
    """Why an input item that kfgen rendered from a TrainingSpec may not pass through this build, or None: its
    spec's policy is this build's Environment only when this build renders it."""
    meta = item.get("metadata") if isinstance(item, dict) else None
    labels = meta.get("labels") if isinstance(meta, dict) else None
    if not isinstance(labels, dict) or labels.get(api.MANAGED_BY_LABEL) != api.MANAGED_BY:
        return None
    if api.SPEC_LABEL not in labels:
        return None  # an Environment's own object: made_by decides
    message = RENDERED_ELSEWHERE.format(
        labels=api.MANAGED_BY_LABEL, spec_label=api.SPEC_LABEL, spec=labels[api.SPEC_LABEL]
    )
    return error(message, ResourceRef.of(item), f"metadata.labels.{api.MANAGED_BY_LABEL}")


def _where(obj: Obj) -> tuple[str, str, str]:
    meta = obj.get("metadata")
    meta = meta if isinstance(meta, dict) else {}
    return str(obj.get("kind")), str(meta.get("namespace") or ""), str(meta.get("name"))
