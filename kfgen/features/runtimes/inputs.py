"""Trainer runtimes among a build's inputs (a TrainingRuntime or ClusterTrainingRuntime passed through).

A TrainJob that names one runs its pods from it, and so may every later TrainJob of the namespace (or the cluster):
such a runtime is held to every rule the Environment's own runtimes are held to (kfgen.features.runtimes.environment:
Pod Security, the policy floor, the pod and image policy), with the floor alone without an Environment. It never
takes the name of a runtime the platform states (Trainer's default ClusterTrainingRuntimes, the Environment's own
and those it lists as existing): the input would replace the runtime every TrainJob naming it trusts.
"""

from __future__ import annotations

from kfgen import api
from kfgen.api import Obj
from kfgen.features.runtimes import environment
from kfgen.model import EnvironmentView
from kfgen.results import ResourceRef, Result, error
from kfgen.workloads.trainjob import runtimes as trainerruntimes

GROUP_PREFIX = api.TRAINER_API_VERSION.split("/")[0] + "/"


def is_runtime(item: Obj) -> bool:
    return item.get("kind") in trainerruntimes.ENVIRONMENT_KEYS and str(item.get("apiVersion", "")).startswith(
        GROUP_PREFIX
    )


def problems(item: Obj, env: Obj | None) -> list[Result]:
    """Why the runtime `item` may not pass through in a build with the Environment `env` (None: without one)."""
    view = EnvironmentView.of(env) if env is not None else EnvironmentView("", {})
    kind = str(item["kind"])
    meta = item.get("metadata") if isinstance(item.get("metadata"), dict) else {}
    own_namespace = (meta or {}).get("namespace")
    scope = "-" if kind == "ClusterTrainingRuntime" else str(own_namespace or view.spec.get("namespace") or "default")
    ref = ResourceRef.of(item, scope)
    shadowed = _platform_runtime(view, kind, str((meta or {}).get("name", "")))
    if shadowed:
        return [
            error(
                f"{kind} {ref.name!r} among the inputs has the name of {shadowed}: an input may not replace a "
                "runtime the platform states (every TrainJob that names it would run the input's pods); name "
                "yours otherwise",
                ref,
                "metadata.name",
            )
        ]
    spec = item.get("spec")
    if not isinstance(spec, dict):
        return [error("is required: a runtime's pods are made from spec.template", ref, "spec")]
    return [error(message, ref, field) for field, message in environment.body_problems(view, spec, "spec")]


def _platform_runtime(env: EnvironmentView, kind: str, name: str) -> str | None:
    """The runtime of the platform named `name`, described, or None."""
    key = trainerruntimes.ENVIRONMENT_KEYS[kind]
    if name in trainerruntimes.defined(env.spec, kind):
        return f"Environment {env.name}'s own runtime (spec.trainer.{key}.{name})"
    if name in trainerruntimes.existing(env.spec, kind):
        return f"a runtime Environment {env.name} lists as existing (spec.trainer.existing.{key})"
    if kind == "ClusterTrainingRuntime" and name in trainerruntimes.DEFAULT_RUNTIMES:
        return f"a ClusterTrainingRuntime Trainer v2.3.0 installs ({name})"
    return None
