"""The runtimes of an Environment (trainer.kubeflow.org/v1alpha1): ClusterTrainingRuntimes by name, then
TrainingRuntimes by namespace, then name. The body is passed through as written, a copy per object."""

from __future__ import annotations

import copy
from typing import Any

from kfgen import api
from kfgen.api import Obj
from kfgen.model import EnvironmentView
from kfgen.render import meta
from kfgen.workloads.trainjob import runtimes as trainerruntimes

COMPONENT = "trainer-runtime"
SPEC_KEYS = ("mlPolicy", "podGroupPolicy", "template")


def environment_objects(env: EnvironmentView) -> list[Obj]:
    cluster = trainerruntimes.defined(env.spec, "ClusterTrainingRuntime")
    namespaced = trainerruntimes.defined(env.spec, "TrainingRuntime")
    out = [_runtime(env, "ClusterTrainingRuntime", name, body, None) for name, body in sorted(cluster.items())]
    for namespace in sorted(env.namespaces) if namespaced else ():
        out += [_runtime(env, "TrainingRuntime", name, body, namespace) for name, body in sorted(namespaced.items())]
    return out


def _runtime(env: EnvironmentView, kind: str, name: str, body: dict[str, Any], namespace: str | None) -> Obj:
    metadata = meta.environment_metadata(env, name, namespace or "", COMPONENT)
    if namespace is None:
        del metadata["namespace"]
    own = metadata["labels"]  # kfgen's and the Environment's win (a runtime label of kfgen's own is refused)
    metadata["labels"] = {**own, **{k: v for k, v in (body.get("labels") or {}).items() if k not in own}}
    spec = {key: copy.deepcopy(body[key]) for key in SPEC_KEYS if key in body}
    return {"apiVersion": api.TRAINER_API_VERSION, "kind": kind, "metadata": metadata, "spec": spec}
