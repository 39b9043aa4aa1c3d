"""The default ClusterTrainingRuntimes of Kubeflow Trainer v2.3.0 and the images their pods run.

A TrainJob without `image` runs its runtime's image, and the runtime's other replicated jobs run their
own images whatever the TrainJob says: Trainer v2.3.0 sets `trainer.image` only on the `node` container
of the replicated jobs labelled trainer.kubeflow.org/trainjob-ancestor-step: trainer
(pkg/runtime/framework/plugins/jobset/builder.go, Builder.Trainer). kfgen never reads a cluster, so the
Environment's policy can only check the images of the runtimes it knows: these.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any, NamedTuple

from kfgen.workloads.frameworks import RUNTIME_JOBS


class RuntimeContainer(NamedTuple):
    job: str  # replicatedJob
    container: str
    image: str  # as in the upstream manifest
    trainer: bool  # the TrainJob's trainer.image replaces it


_TORCH = "pytorch/pytorch:2.13.0-cuda13.0-cudnn9-runtime"
_DATASET = RuntimeContainer(
    "dataset-initializer", "dataset-initializer", "ghcr.io/kubeflow/trainer/dataset-initializer", False
)
_MODEL = RuntimeContainer("model-initializer", "model-initializer", "ghcr.io/kubeflow/trainer/model-initializer", False)
_TORCHTUNE = (_DATASET, _MODEL, RuntimeContainer("node", "node", "ghcr.io/kubeflow/trainer/torchtune-trainer", True))

# Trainer v2.3.0 (commit 658725bdae5c7e3a0854d93ac6ff492e109a22ab) manifests/base/runtimes/*.yaml, torchtune/*/*.yaml
# and data-cache/torch_distributed_with_cache.yaml; tests/unit/test_trainerruntimes.py compares this table with
# those files (../shared/crds/trainer/runtimes).
DEFAULT_RUNTIMES: dict[str, tuple[RuntimeContainer, ...]] = {
    "torch-distributed": (RuntimeContainer("node", "node", _TORCH, True),),
    "torch-distributed-with-cache": (_DATASET, RuntimeContainer("node", "node", _TORCH, True)),
    "deepspeed-distributed": (
        RuntimeContainer("node", "node", "ghcr.io/kubeflow/trainer/deepspeed-runtime", False),
        RuntimeContainer("launcher", "node", "ghcr.io/kubeflow/trainer/deepspeed-runtime", True),
    ),
    "mlx-distributed": (
        RuntimeContainer("node", "node", "ghcr.io/kubeflow/trainer/mlx-runtime", False),
        RuntimeContainer("launcher", "node", "ghcr.io/kubeflow/trainer/mlx-runtime", True),
    ),
    "jax-distributed": (RuntimeContainer("node", "node", "nvcr.io/nvidia/jax:25.10-py3", True),),
    "xgboost-distributed": (RuntimeContainer("node", "node", "ghcr.io/kubeflow/trainer/xgboost-runtime", True),),
    "torchtune-llama3.2-1b": _TORCHTUNE,
    "torchtune-llama3.2-3b": _TORCHTUNE,
    "torchtune-qwen2.5-1.5b": _TORCHTUNE,
}

# The tags the documented install gives the untagged images above: `images:` of Trainer v2.3.0's
# manifests/overlays/runtimes/kustomization.yaml and manifests/overlays/data-cache/kustomization.yaml.
RELEASE_TAGS = {
    "ghcr.io/kubeflow/trainer/torchtune-trainer": "v2.3.0",
    "ghcr.io/kubeflow/trainer/dataset-initializer": "v2.3.0",
    "ghcr.io/kubeflow/trainer/model-initializer": "v2.3.0",
    "ghcr.io/kubeflow/trainer/mlx-runtime": "v2.3.0",
    "ghcr.io/kubeflow/trainer/deepspeed-runtime": "v2.3.0",
    "ghcr.io/kubeflow/trainer/xgboost-runtime": "v2.3.0",
}


def installed(image: str) -> str:
    """The image as the release overlays install it (kustomize's images transformer sets newTag)."""
    return f"{image}:{RELEASE_TAGS[image]}" if image in RELEASE_TAGS else image


def containers(kind: str, name: str) -> tuple[RuntimeContainer, ...] | None:
    """The containers of a default runtime with their installed images; None for a runtime kfgen does not know."""
    if kind != "ClusterTrainingRuntime" or name not in DEFAULT_RUNTIMES:
        return None  # a namespaced TrainingRuntime is the namespace's own, whatever its name
    return tuple(c._replace(image=installed(c.image)) for c in DEFAULT_RUNTIMES[name])


# Runtimes an Environment defines (spec.trainer; kfgen.features.runtimes renders and checks them).
ENVIRONMENT_KEYS = {"TrainingRuntime": "runtimes", "ClusterTrainingRuntime": "clusterRuntimes"}
ANCESTOR_LABEL = "trainer.kubeflow.org/trainjob-ancestor-step"
TRAINER_CONTAINER = "node"  # constants.Node: where Trainer puts the TrainJob's image, command and resources


def defined(env: Mapping[str, Any], kind: str) -> dict[str, Any]:
    """The runtimes of `kind` an Environment's spec defines, by name."""
    trainer = env.get("trainer")
    found = trainer.get(ENVIRONMENT_KEYS[kind]) if isinstance(trainer, dict) else None
    return found if isinstance(found, dict) else {}


def existing(env: Mapping[str, Any], kind: str) -> list[str]:
    trainer = env.get("trainer")
    listed = (trainer.get("existing") or {}).get(ENVIRONMENT_KEYS[kind]) if isinstance(trainer, dict) else None
    return [str(name) for name in listed or []]


def _d(value: Any) -> Mapping[str, Any]:
    return value if isinstance(value, dict) else {}


def replicated_jobs(body: Mapping[str, Any]) -> list[Any]:
    """A runtime body's replicated jobs as written (the schema leaves their insides to Trainer's CRDs)."""
    jobs = _d(_d(body.get("template")).get("spec")).get("replicatedJobs")
    return jobs if isinstance(jobs, list) else []


def pod_templates(body: Mapping[str, Any]) -> Iterator[tuple[int, str, Any]]:
    """(index, name, pod template) of each replicated job of a runtime body."""
    for index, job in enumerate(replicated_jobs(body)):
        yield index, str(_d(job).get("name", "")), _d(_d(_d(job).get("template")).get("spec")).get("template")


def job_name(job: Any) -> str:
    return str(_d(job).get("name", ""))


def ancestor(job: Any) -> str | None:
    """The step of a TrainJob a replicated job runs (its trainjob-ancestor-step label)."""
    label = _d(_d(_d(_d(job).get("template")).get("metadata")).get("labels")).get(ANCESTOR_LABEL)
    return str(label) if label is not None else None


def trainer_jobs(body: Mapping[str, Any]) -> tuple[str, ...]:
    """The replicated jobs whose pods run the trainer container: those a TrainJob's runtime patch reaches."""
    out = []
    for _, name, template in pod_templates(body):
        containers = _d(_d(template).get("spec")).get("containers")
        if any(_d(c).get("name") == TRAINER_CONTAINER for c in (containers if isinstance(containers, list) else [])):
            out.append(name)
    return tuple(out)


def runtime_jobs(env: Mapping[str, Any], kind: str, name: str) -> tuple[str, ...]:
    """The replicated jobs a TrainJob's pod patch names by default: the Environment's runtime's, or a default
    runtime's."""
    body = defined(env, kind).get(name)
    if isinstance(body, dict):
        return trainer_jobs(body)
    return RUNTIME_JOBS.get(name, (TRAINER_CONTAINER,))


# mlPolicy.numNodes of each default runtime of Trainer v2.3.0 (tests/unit/test_trainerruntimes.py compares it)
DEFAULT_NODE_COUNT = 1


def node_count(body: Mapping[str, Any]) -> Any:
    """The trainer job's pod count of a TrainJob that sets no numNodes (Trainer v2.3.0 pkg/runtime/core
    trainingruntime.go newRuntimeInfo): the runtime's mlPolicy.numNodes (1 without it); without an mlPolicy, the
    trainer job's parallelism (1 without it). Trainer counts the job labelled trainjob-ancestor-step: trainer; a
    runtime without one has its count unchanged by any numNodes (the TrainJob's too), so its mlPolicy's stands."""
    policy = body.get("mlPolicy")
    if isinstance(policy, dict):
        return policy.get("numNodes", 1)
    trainer = [j for j in replicated_jobs(body) if ancestor(j) == "trainer"]
    if not trainer:
        return 1
    return _d(_d(_d(trainer[0]).get("template")).get("spec")).get("parallelism", 1)


def known_jobs(env: Mapping[str, Any], kind: str, name: str) -> tuple[tuple[str, ...], str] | None:
    """All replicated jobs of a runtime kfgen knows (the Environment's, else Trainer's default), and which it is;
    None for a runtime kfgen does not know."""
    body = defined(env, kind).get(name)
    if isinstance(body, dict):
        return tuple(job_name(j) for j in replicated_jobs(body)), "the Environment's runtime"
    default = containers(kind, name)
    if default is None:
        return None
    return tuple(dict.fromkeys(c.job for c in default)), "Trainer's default runtime"
