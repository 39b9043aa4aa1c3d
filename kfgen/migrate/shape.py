"""The types of every field `kfgen import` reads, checked before it reads any: a job (or an Experiment and its trial
job) whose field has the wrong type is one error naming the field, never a traceback in a reader.

The shapes follow the API types the readers walk (ObjectMeta, PodTemplateSpec, the kubeflow.org/v1 ReplicaSpec and
RunPolicy, batch/v1 JobSpec, Trainer v2's TrainJobSpec and its runtimePatches, Katib's Experiment): the API server
refuses each of these wrong types, so a job that ran never has one. A field not listed is not read as a type (the
comparison treats it as data); `null` is a field left out, as the API server takes it.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kfgen.workloads import job as batch_job
from kfgen.workloads import registry
from kfgen.workloads.trainjob import workload as trainjob


@dataclass(frozen=True)
class Scalar:
    name: str  # how the message says it: text, an integer, ...
    types: tuple[type, ...]


@dataclass(frozen=True)
class Map:
    """A mapping whose listed keys have their shapes (other keys: any value); `required`: keys it must have, as the
    API requires them."""

    fields: dict[str, Shape] = field(default_factory=dict)
    required: tuple[str, ...] = ()


@dataclass(frozen=True)
class Dict:
    """A mapping from text keys to values of one shape (labels, replica specs, resource lists)."""

    value: Shape


@dataclass(frozen=True)
class List:
    item: Shape


Shape = Scalar | Map | Dict | List

TEXT = Scalar("text", (str,))
INT = Scalar("an integer", (int,))
BOOL = Scalar("true or false", (bool,))
QUANTITY = Scalar("a quantity (text or a number)", (str, int, float))
INT_OR_TEXT = Scalar("an integer or text", (int, str))
ANY_MAP = Map()

META = Map({"name": TEXT, "namespace": TEXT, "generateName": TEXT, "labels": Dict(TEXT), "annotations": Dict(TEXT)})
RESOURCES = Map({"limits": Dict(QUANTITY), "requests": Dict(QUANTITY)})
ENV = List(Map({"name": TEXT, "value": TEXT, "valueFrom": ANY_MAP}))
CONTAINER = Map(
    {
        "name": TEXT,
        "image": TEXT,
        "imagePullPolicy": TEXT,
        "workingDir": TEXT,
        "command": List(TEXT),
        "args": List(TEXT),
        "env": ENV,
        "envFrom": List(ANY_MAP),
        "ports": List(Map({"name": TEXT, "containerPort": INT, "protocol": TEXT})),
        "resources": RESOURCES,
        "volumeMounts": List(
            Map(
                {"name": TEXT, "mountPath": TEXT, "subPath": TEXT, "readOnly": BOOL, "mountPropagation": TEXT},
                ("name", "mountPath"),
            )
        ),
        "securityContext": ANY_MAP,
    }
)
VOLUME = Map(
    {
        "name": TEXT,
        "emptyDir": Map({"medium": TEXT, "sizeLimit": QUANTITY}),
        "persistentVolumeClaim": Map({"claimName": TEXT, "readOnly": BOOL}, ("claimName",)),
        "configMap": Map({"name": TEXT}),
        "secret": Map({"secretName": TEXT}),
        "downwardAPI": Map({"items": List(Map({"path": TEXT, "fieldRef": ANY_MAP}))}),
    }
)
NODE_SELECTOR_TERM = Map({"matchExpressions": List(Map({"key": TEXT, "operator": TEXT, "values": List(TEXT)}))})
AFFINITY = Map(
    {
        "nodeAffinity": Map(
            {
                "requiredDuringSchedulingIgnoredDuringExecution": Map({"nodeSelectorTerms": List(NODE_SELECTOR_TERM)}),
                "preferredDuringSchedulingIgnoredDuringExecution": List(ANY_MAP),
            }
        ),
        "podAffinity": ANY_MAP,
        "podAntiAffinity": ANY_MAP,
    }
)
POD_SPEC = Map(
    {
        "containers": List(CONTAINER),
        "initContainers": List(CONTAINER),
        "volumes": List(VOLUME),
        "affinity": AFFINITY,
        "tolerations": List(ANY_MAP),
        "nodeSelector": Dict(TEXT),
        "serviceAccountName": TEXT,
        "serviceAccount": TEXT,
        "priorityClassName": TEXT,
        "schedulerName": TEXT,
        "restartPolicy": TEXT,
        "imagePullSecrets": List(Map({"name": TEXT})),
        "securityContext": ANY_MAP,
    }
)
TEMPLATE = Map({"metadata": META, "spec": POD_SPEC})
RUN_POLICY = Map(
    {
        "cleanPodPolicy": TEXT,
        "ttlSecondsAfterFinished": INT,
        "activeDeadlineSeconds": INT,
        "backoffLimit": INT,
        "suspend": BOOL,
        "managedBy": TEXT,
        "schedulingPolicy": Map(
            {"minAvailable": INT, "queue": TEXT, "priorityClass": TEXT, "scheduleTimeoutSeconds": INT}
        ),
    }
)
REPLICA = Map({"replicas": INT, "restartPolicy": TEXT, "template": TEMPLATE})
V1_JOB_SPEC = Map(
    {
        "runPolicy": RUN_POLICY,
        "elasticPolicy": ANY_MAP,
        "nprocPerNode": INT_OR_TEXT,
        "slotsPerWorker": INT,
        "mpiImplementation": TEXT,
        "runLauncherAsWorker": BOOL,
        "successPolicy": TEXT,
        "enableDynamicWorker": BOOL,
    }
)
BATCH_JOB_SPEC = Map(
    {
        "template": TEMPLATE,
        "parallelism": INT,
        "completions": INT,
        "backoffLimit": INT,
        "activeDeadlineSeconds": INT,
        "ttlSecondsAfterFinished": INT,
        "suspend": BOOL,
        "completionMode": TEXT,
    }
)
REPLICATED_JOB = Map({"name": TEXT, "template": Map({"metadata": META, "spec": Map({"template": TEMPLATE})})})
JOBSET_TEMPLATE = Map({"metadata": META, "spec": Map({"replicatedJobs": List(REPLICATED_JOB)})})
RUNTIME_PATCH = Map({"manager": TEXT, "trainingRuntimeSpec": Map({"template": JOBSET_TEMPLATE})})
TRAIN_JOB_SPEC = Map(
    {
        "runtimeRef": Map({"name": TEXT, "kind": TEXT, "apiGroup": TEXT}),
        "trainer": Map(
            {
                "image": TEXT,
                "command": List(TEXT),
                "args": List(TEXT),
                "env": ENV,
                "numNodes": INT,
                "numProcPerNode": INT_OR_TEXT,
                "resourcesPerNode": RESOURCES,
            }
        ),
        "runtimePatches": List(RUNTIME_PATCH),
        "labels": Dict(TEXT),
        "annotations": Dict(TEXT),
        "activeDeadlineSeconds": INT,
        "suspend": BOOL,
        "managedBy": TEXT,
    }
)


# the job kinds whose spec is not replica specs; the workloads' other kinds are the kubeflow.org jobs'
SPEC_SHAPES: dict[str, Map] = {trainjob.KIND.kind: TRAIN_JOB_SPEC, batch_job.KIND.kind: BATCH_JOB_SPEC}
REPLICA_SPEC_KINDS = frozenset(registry.WORKLOAD_KINDS) - SPEC_SHAPES.keys()


def job_shape(doc: dict[str, Any]) -> Map:
    """The shape of a job of `doc`'s kind (its replica specs: each `*ReplicaSpecs` key of a kubeflow.org job); of a
    kind kfgen does not import, its metadata only (it is skipped, named by it)."""
    kind = doc.get("kind") if isinstance(doc.get("kind"), str) else None
    spec: Shape = ANY_MAP
    if kind in SPEC_SHAPES:
        spec = SPEC_SHAPES[kind]
    elif kind in REPLICA_SPEC_KINDS:
        body = doc.get("spec")
        keys = body if isinstance(body, dict) else {}
        replicas = {k: Dict(REPLICA) for k in keys if isinstance(k, str) and k.endswith("ReplicaSpecs")}
        spec = Map({**V1_JOB_SPEC.fields, **replicas})
    return Map({"metadata": META, "spec": spec})


def experiment_shape(doc: dict[str, Any]) -> Map:
    """An Experiment's metadata and fields the import reads as a type, and its trial job as that job's kind."""
    spec = doc.get("spec")
    template = spec.get("trialTemplate") if isinstance(spec, dict) else None
    trial = template.get("trialSpec") if isinstance(template, dict) else None
    trial_shape: Shape = job_shape(trial) if isinstance(trial, dict) else ANY_MAP
    return Map(
        {
            "metadata": META,
            "spec": Map(
                {
                    "objective": ANY_MAP,
                    "algorithm": ANY_MAP,
                    "earlyStopping": ANY_MAP,
                    "metricsCollectorSpec": Map(
                        {"collector": Map({"kind": TEXT, "customCollector": CONTAINER}), "source": ANY_MAP}
                    ),
                    "parameters": List(ANY_MAP),
                    "trialTemplate": Map(
                        {"trialSpec": trial_shape, "trialParameters": List(ANY_MAP), "primaryContainerName": TEXT}
                    ),
                    "parallelTrialCount": INT,
                    "maxTrialCount": INT,
                    "maxFailedTrialCount": INT,
                }
            ),
        }
    )


def problems(value: Any, shape: Shape, path: str = "") -> list[tuple[str, str]]:
    """(field path, message) for each field of `value` whose type is not its shape's; a wrong field's parts are not
    looked at."""
    if value is None:
        return []  # left out
    if isinstance(shape, Scalar):
        ok = isinstance(value, shape.types) and not (isinstance(value, bool) and bool not in shape.types)
        return [] if ok else [(path, f"must be {shape.name} (found {what(value)})")]
    if isinstance(shape, List):
        if not isinstance(value, list):
            return [(path, f"must be a list (found {what(value)})")]
        return [p for i, item in enumerate(value) for p in _item(item, shape.item, f"{path}[{i}]")]
    if not isinstance(value, dict):
        return [(path, f"must be a mapping (found {what(value)})")]
    found: list[tuple[str, str]] = []
    if isinstance(shape, Map):
        found += [(_join(path, key), "is required") for key in shape.required if value.get(key) is None]
    for key, item in value.items():
        if not isinstance(key, str):
            found.append((path, f"has a key that is not text: {key!r}"))
            continue
        inner = shape.value if isinstance(shape, Dict) else shape.fields.get(key)
        if inner is not None:
            found += problems(item, inner, _join(path, key))
    return found


def _item(item: Any, shape: Shape, path: str) -> list[tuple[str, str]]:
    """A list's item: `null` there is no field left out but an item of the wrong type."""
    if item is not None:
        return problems(item, shape, path)
    expected = shape.name if isinstance(shape, Scalar) else "a list" if isinstance(shape, List) else "a mapping"
    return [(path, f"must be {expected} (found nothing)")]


def without_nulls(value: Any) -> Any:
    """`value` without the mapping fields that are `null`: the API server takes them as left out, and so do the
    readers (a null list item stays: it is no field, and the type check refuses it)."""
    if isinstance(value, dict):
        return {k: without_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [without_nulls(v) for v in value]
    return value


def _join(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def what(value: Any) -> str:
    if value is None:
        return "nothing"
    if isinstance(value, bool):
        return "true or false"
    names = {str: "text", dict: "a mapping", list: "a list", int: "an integer", float: "a number"}
    return names.get(type(value), type(value).__name__)
