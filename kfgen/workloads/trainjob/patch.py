"""The pod fields a TrainJob can carry: a pod patch on the trainer backend may set only these.

kfgen renders a TrainJob's pod settings as a runtime patch (spec.runtimePatches[].trainingRuntimeSpec
.template.spec.replicatedJobs[].template.spec.template). In Trainer v2.3.0 that is a PodTemplatePatch
(pkg/apis/trainer/v1alpha1/trainjob_types.go): metadata (the runtime propagates labels and annotations
only), a PodSpecPatch and ContainerPatches with the fields below; the CRD's schema
(manifests/base/crds/trainer.kubeflow.org_trainjobs.yaml) has exactly these, so the API server prunes
any other field and the pods never get it. The TrainJob webhook (pkg/runtime/framework/plugins/jobset)
also refuses env on the node and initializer containers, which take theirs from the TrainJob's trainer
and initializer. Each other field a pod patch sets is refused here, naming it.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from kfgen.model import Context
from kfgen.render import patchfields
from kfgen.results import Result, error

VERSION = "Trainer v2.3.0"
METADATA_FIELDS = frozenset({"labels", "annotations"})
POD_SPEC_FIELDS = frozenset(
    {
        "serviceAccountName",
        "volumes",
        "initContainers",
        "containers",
        "imagePullSecrets",
        "securityContext",
        "nodeSelector",
        "affinity",
        "tolerations",
        "schedulingGates",
        "terminationGracePeriodSeconds",
    }
)
CONTAINER_FIELDS = frozenset({"name", "env", "volumeMounts", "securityContext"})
# Containers whose env a runtime patch may not set (constants.Node, DatasetInitializer, ModelInitializer).
NO_ENV_CONTAINERS = frozenset({"node", "dataset-initializer", "model-initializer"})
PREFIX = "not supported by the trainer backend: "


def check(ctx: Context) -> Iterator[Result]:
    patch = ctx.spec.get("podPatch")
    if not isinstance(patch, dict):
        return
    metadata = patch.get("metadata")
    for key in _set(metadata, METADATA_FIELDS):
        why = f"a TrainJob runtime patch carries only the pod's labels and annotations, not {key}"
        yield _error(ctx, ("metadata", key), f"{why} ({VERSION} PodTemplatePatch)")
    spec = patch.get("spec")
    for key in _set(spec, POD_SPEC_FIELDS):
        yield _error(ctx, ("spec", key), f"a TrainJob runtime patch cannot carry {key} ({VERSION} PodSpecPatch)")
    for list_key in ("initContainers", "containers"):
        items = spec.get(list_key) if isinstance(spec, dict) else None
        for item in items if isinstance(items, list) else []:
            if not isinstance(item, dict) or not isinstance(item.get("name"), str):
                continue  # refused by the pod patch rules (containers merge by name)
            name = item["name"]
            where: tuple[patchfields.Step, ...] = ("spec", (list_key, name))
            for key in _set(item, CONTAINER_FIELDS):
                why = f"a TrainJob runtime patch cannot carry a container's {key} ({VERSION} ContainerPatch)"
                yield _error(ctx, (*where, key), why)
            if list_key == "containers" and name in NO_ENV_CONTAINERS and item.get("env") is not None:
                why = (
                    f"a TrainJob runtime patch cannot set env of the {name} container ({VERSION} webhook refuses "
                    "it); use spec.env"
                )
                yield _error(ctx, (*where, "env"), why)


def _set(node: Any, allowed: frozenset[str]) -> list[str]:
    """The fields of a mapping that are set (a null removes, and sets nothing) and not allowed."""
    return [str(k) for k, v in node.items() if v is not None and k not in allowed] if isinstance(node, dict) else []


def _error(ctx: Context, path: tuple[patchfields.Step, ...], why: str) -> Result:
    field = patchfields.locate(ctx, None, path) or ctx.field("podPatch")
    return error(PREFIX + why, ctx.ref, field)
