"""The TrainingSpec and Environment schemas: the single source of truth.

The schemas are JSON Schema (draft 7) written in the OpenAPI v3 subset that Kubernetes accepts, so
that the same dicts validate input (kfgen.validate), print for editors (`kfgen schema`), become the
CRDs' openAPIV3Schema (kfgen.crd) and generate the field reference (kfgen.docs).

Keyword `x-kfgen-message` gives the message shown when a value fails a pattern or a union; it is
dropped from the CRD copy. Fields whose values may take several types (env values, the pod patch)
become `x-kubernetes-preserve-unknown-fields` in the CRD, which must be structural; the controller
validates them with this full schema.
"""

from __future__ import annotations

from typing import Any

GROUP = "kfgen.dev"
VERSION = "v1alpha1"
API_VERSION = f"{GROUP}/{VERSION}"
TRAINING_SPEC = "TrainingSpec"
ENVIRONMENT = "Environment"

FRAMEWORKS = ["pytorch", "tensorflow", "xgboost", "mpi", "paddle", "jax"]
BACKENDS = ["v1", "trainer"]
ROLES = ["master", "worker", "chief", "ps", "evaluator", "launcher"]

Schema = dict[str, Any]

QUANTITY_PATTERN = r"^([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$"
DURATION_PATTERN = r"^([0-9]+h)?([0-9]+m)?([0-9]+s)?$"
DNS_LABEL_PATTERN = r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"
RESOURCE_NAME_PATTERN = r"^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"
ENV_NAME_PATTERN = r"^[-._a-zA-Z][-._a-zA-Z0-9]*$"
DNS_SUBDOMAIN_PATTERN = r"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"
URI_PATTERN = r"^[a-z][a-z0-9+.-]*://"
REGISTRY_PATTERN = r"^[a-z0-9]([-a-z0-9.:]*[a-z0-9])?(/[-a-z0-9._]+)*$"
INTERVAL_PATTERN = r"^[0-9]+(ms|s|m|h)$"
# IANA_SVC_NAME, as the API server checks container port names: lower-case alphanumeric runs joined by single
# '-', at least one letter (at most 15 characters: maxLength). No lookahead: CRD patterns are RE2.
PORT_NAME_PATTERN = r"^([0-9]+-)*[0-9]*[a-z][a-z0-9]*(-[a-z0-9]+)*$"
UNLIMITED = "unlimited"  # sharedMemory without a size limit, resources.limits.cpu without a limit
MAX_REPLICAS = 10_000  # per role; far beyond any training job, and it bounds names, memory and pod groups


def _str(description: str, **extra: Any) -> Schema:
    return {"type": "string", "description": description, **extra}


def _int(description: str, minimum: int | None = None, maximum: int | None = None) -> Schema:
    node: Schema = {"type": "integer", "description": description}
    if minimum is not None:
        node["minimum"] = minimum
    if maximum is not None:
        node["maximum"] = maximum
    return node


def _obj(description: str, properties: Schema, required: list[str] | None = None) -> Schema:
    node: Schema = {
        "type": "object",
        "description": description,
        "properties": properties,
        "additionalProperties": False,
    }
    if required:
        node["required"] = required
    return node


def _map(description: str, values: Schema) -> Schema:
    return {"type": "object", "description": description, "additionalProperties": values}


def _list(description: str, items: Schema, min_items: int | None = None) -> Schema:
    node: Schema = {"type": "array", "description": description, "items": items}
    if min_items is not None:
        node["minItems"] = min_items
    return node


def _enum(description: str, values: list[str], default: str | None = None) -> Schema:
    node: Schema = {"type": "string", "description": description, "enum": values}
    if default is not None:
        node["default"] = default
    return node


def _quantity(description: str) -> Schema:
    return {
        "description": description,
        "x-kubernetes-int-or-string": True,
        "anyOf": [{"type": "integer", "minimum": 0}, {"type": "string", "pattern": QUANTITY_PATTERN}],
        "x-kfgen-message": "must be a Kubernetes quantity such as 500m, 4, 16Gi",
    }


def _duration(description: str) -> Schema:
    return {
        "description": description + " Seconds as an integer, or a duration such as 90s, 30m, 1h30m.",
        "x-kubernetes-int-or-string": True,
        "anyOf": [
            {"type": "integer", "minimum": 0},
            {"type": "string", "pattern": DURATION_PATTERN, "minLength": 2},
        ],
        "x-kfgen-message": "must be seconds or a duration such as 90s, 30m, 1h30m",
    }


_LABELS = _map("Extra labels on every generated object.", {"type": "string"})
_ANNOTATIONS = _map("Extra annotations on the generated job.", {"type": "string"})


def _key_ref(source: str) -> Schema:
    """{secret|configMap: NAME, key: KEY}: a reference to one key of a Secret or ConfigMap."""
    return {
        "type": "object",
        "properties": {
            source: {"type": "string", "pattern": DNS_SUBDOMAIN_PATTERN},
            "key": {"type": "string", "pattern": r"^[-._a-zA-Z0-9]+$"},
            "optional": {"type": "boolean"},
        },
        "required": [source, "key"],
        "additionalProperties": False,
    }


_ENV_VALUE: Schema = {
    "description": (
        "A plain value (string, number or boolean), or a reference: {secret: NAME, key: KEY}, "
        "{configMap: NAME, key: KEY}, {field: metadata.name}. Literal credentials are refused."
    ),
    "x-kubernetes-preserve-unknown-fields": True,
    "oneOf": [
        {"type": "string"},
        {"type": "number"},
        {"type": "boolean"},
        _key_ref("secret"),
        _key_ref("configMap"),
        {
            "type": "object",
            "properties": {"field": {"type": "string", "minLength": 1}},
            "required": ["field"],
            "additionalProperties": False,
        },
    ],
    "x-kfgen-message": (
        "must be a string, number or boolean, or one of {secret: NAME, key: KEY}, "
        "{configMap: NAME, key: KEY}, {field: PATH}"
    ),
}

_ENV = {
    "type": "object",
    "description": "Environment variables by name. Merged by name across layers.",
    "propertyNames": {"pattern": ENV_NAME_PATTERN},
    "additionalProperties": _ENV_VALUE,
}

_CPU_LIMIT: Schema = {
    "description": "CPU limit; `unlimited` sets none (a Burstable pod that may use its node's idle CPU; only where "
    "the Environment's policy.burstableCpu allows it).",
    "x-kubernetes-int-or-string": True,
    "anyOf": [
        {"type": "integer", "minimum": 0},
        {"type": "string", "pattern": f"^({UNLIMITED}|{QUANTITY_PATTERN[1:-1]})$"},
    ],
    "x-kfgen-message": "must be a Kubernetes quantity such as 500m or 4, or unlimited (no CPU limit)",
}

_RESOURCES = _obj(
    "Per-replica compute resources. Requests are set from cpu/memory/ephemeralStorage; limits equal "
    "the requests unless `limits` says otherwise. GPUs are requested and limited alike.",
    {
        "cpu": _quantity("CPU request, e.g. 4 or 500m."),
        "memory": _quantity("Memory request, e.g. 16Gi."),
        "ephemeralStorage": _quantity("Ephemeral storage request."),
        "gpu": _int("GPUs per replica (of gpu.resource, default nvidia.com/gpu).", minimum=0),
        "limits": _obj(
            "Limits that differ from the requests.",
            {
                "cpu": _CPU_LIMIT,
                "memory": _quantity("Memory limit."),
                "ephemeralStorage": _quantity("Ephemeral storage limit."),
            },
        ),
    },
)

_GPU = _obj(
    "GPU placement: which device resource to request and which GPU products may run the job.",
    {
        "resource": _str(
            "Extended resource name of the device, e.g. nvidia.com/gpu (default), nvidia.com/mig-3g.20gb, amd.com/gpu.",
            pattern=RESOURCE_NAME_PATTERN,
        ),
        "products": _list(
            "Allowed GPU products; become required node affinity on nvidia.com/gpu.product.",
            {"type": "string", "minLength": 1},
            min_items=1,
        ),
    },
)

_TOLERATION = _obj(
    "A Kubernetes toleration.",
    {
        "key": _str("Taint key."),
        "operator": _enum("Exists or Equal.", ["Exists", "Equal"]),
        "value": _str("Taint value."),
        "effect": _enum("Taint effect.", ["NoSchedule", "PreferNoSchedule", "NoExecute"]),
        "tolerationSeconds": _int("Seconds a NoExecute taint is tolerated.", minimum=0),
    },
)

_PLACEMENT: Schema = {
    "nodeSelector": _map("Node labels the pods must match.", {"type": "string"}),
    "tolerations": _list("Tolerations (the GPU taint toleration is added when GPUs are requested).", _TOLERATION),
    "priorityClassName": _str("PriorityClass of the pods.", pattern=DNS_LABEL_PATTERN),
    "schedulerName": _str("Scheduler of the pods, e.g. volcano."),
}

_VOLUME = _obj(
    "A volume mounted into the training containers. Exactly one source: claim, configMap, secret, "
    "emptyDir. Named after its source unless `name` is given; merged by name across layers.",
    {
        "name": _str("Volume name (DNS label).", pattern=DNS_LABEL_PATTERN, maxLength=63),
        "claim": _str("An existing PersistentVolumeClaim."),
        "configMap": _str("A ConfigMap (e.g. training code), always mounted read-only."),
        "secret": _str("A Secret, always mounted read-only."),
        "emptyDir": _quantity("Size limit of a scratch emptyDir."),
        "path": _str("Mount path in the container.", pattern=r"^/"),
        "readOnly": {"type": "boolean", "description": "Mount read-only (claims default to read-write)."},
        "subPath": _str("Sub-path of the volume to mount."),
        "roles": _list("Mount only into these roles (default: all).", _enum("A role.", ROLES), min_items=1),
    },
    required=["path"],
)

_PORT = _obj(
    "A port of the training container.",
    {
        "name": _str(
            "Port name, an IANA service name as the API server requires: at most 15 lower-case letters, digits "
            "and '-', at least one letter, no '--', not starting or ending with '-'. The v1 operators name their "
            "per-replica Services' ports after it.",
            pattern=PORT_NAME_PATTERN,
            maxLength=15,
            **{
                "x-kfgen-message": "must be an IANA service name: lower-case letters, digits and '-', at least "
                "one letter, no '--', not starting or ending with '-'"
            },
        ),
        "containerPort": _int("Port number.", minimum=1, maximum=65535),
        "protocol": _enum("Protocol (default TCP).", ["TCP", "UDP", "SCTP"]),
    },
    required=["name", "containerPort"],
)

_PORTS = _list(
    "Ports of the training container (with the metrics port), merged by name across layers; a role's merge "
    "over the spec's. Names and numbers are unique. On the v1 backend the operator adds its own port "
    "(pytorchjob-port 23456, tfjob-port 2222, xgboostjob-port 9999, master 36543 for paddle, jaxjob-port "
    "6666) unless one is named so: name a port so to change its number. Not on the trainer backend.",
    _PORT,
)

_CONTAINER_FIELDS: Schema = {
    "image": _str(
        "Container image; unqualified images get the Environment's registry prefix. Required on the v1 "
        "backend; on the trainer backend the runtime's image is used when it is not set.",
        minLength=1,
    ),
    "imagePullPolicy": _enum("Image pull policy.", ["Always", "IfNotPresent", "Never"]),
    "command": _list("Entrypoint.", {"type": "string"}),
    "args": _list("Arguments.", {"type": "string"}),
    "workingDir": _str("Working directory.", pattern=r"^/"),
    "env": _ENV,
    "resources": _RESOURCES,
    "ports": _PORTS,
}

_POD_PATCH: Schema = {
    "type": "object",
    "description": (
        "Escape hatch: a strategic-merge-style patch on the generated pod template (maps merge; "
        "lists of named items such as containers, volumes, env merge by name; other lists replace). "
        "The patched template is checked again against the security profile."
    ),
    "x-kubernetes-preserve-unknown-fields": True,
    "properties": {
        "metadata": {
            "type": "object",
            "description": "Merged into the pod template's metadata.",
            "x-kubernetes-preserve-unknown-fields": True,
        },
        "spec": {
            "type": "object",
            "description": "Merged into the pod spec.",
            "x-kubernetes-preserve-unknown-fields": True,
        },
    },
    "additionalProperties": False,
}

_RESTART_POLICY = _enum(
    "Restart policy of the pods (v1 backend). Default: the operator's, OnFailure for pytorch and paddle, "
    "Never for the others. ExitCode restarts on retryable exit codes (128+) and fails on the others.",
    ["OnFailure", "Never", "Always", "ExitCode"],
)

_ROLE = _obj(
    "Overrides for one role, merged over the spec's own fields.",
    {
        **_CONTAINER_FIELDS,
        "nodeSelector": _PLACEMENT["nodeSelector"],
        "tolerations": _PLACEMENT["tolerations"],
        "restartPolicy": _RESTART_POLICY,
        "podPatch": _POD_PATCH,
    },
)

_ELASTIC = _obj(
    "Elastic training (PyTorch on the v1 backend only).",
    {
        "min": _int("Minimum number of workers.", minimum=1, maximum=MAX_REPLICAS),
        "max": _int("Maximum number of workers.", minimum=1, maximum=MAX_REPLICAS),
        "rendezvous": _enum("Rendezvous backend.", ["c10d", "etcd", "etcd-v2"]),
        "host": _str("Rendezvous host (etcd backends)."),
        "port": _int("Rendezvous port.", minimum=1, maximum=65535),
        "maxRestarts": _int("Restarts before the job fails.", minimum=0),
        "id": _str("Rendezvous ID (rdzvId; default: the operator's).", minLength=1),
        "conf": _map("Extra rendezvous settings (rdzvConf), key → value.", {"type": "string"}),
        "standalone": {"type": "boolean", "description": "Start a local standalone rendezvous (single node)."},
        "metrics": _list(
            "Autoscaling metrics (autoscaling/v2 MetricSpec); the operator creates a HorizontalPodAutoscaler "
            "that scales the workers between min and max.",
            {
                "type": "object",
                "description": "An autoscaling/v2 MetricSpec.",
                "x-kubernetes-preserve-unknown-fields": True,
                "properties": {
                    "type": _enum(
                        "Metric source type.", ["ContainerResource", "External", "Object", "Pods", "Resource"]
                    )
                },
                "required": ["type"],
            },
            min_items=1,
        ),
    },
    required=["min", "max"],
)

_RUN_POLICY = _obj(
    "Job run policy.",
    {
        "ttlAfterFinished": _duration("Delete the finished job after this long."),
        "deadline": _duration("Fail the job when it runs longer than this."),
        "backoffLimit": _int("Retries before the job is marked failed.", minimum=0),
        "cleanPodPolicy": _enum("Which pods to delete when the job finishes.", ["None", "Running", "All"]),
        "suspend": {"type": "boolean", "description": "Create the job suspended."},
    },
)

_GANG = _obj(
    "Gang scheduling (runPolicy.schedulingPolicy) for schedulers such as Volcano or scheduler-plugins.",
    {
        "minAvailable": _int("Pods that must be schedulable together (default: all replicas).", minimum=1),
        "queue": _str("Scheduler queue (Volcano)."),
        "priorityClass": _str("PriorityClass for the pod group."),
        "scheduleTimeout": _duration("How long the group may wait to be scheduled."),
    },
)

_TRACKING = _obj(
    "Experiment tracking.",
    {
        "mlflow": _obj(
            "MLflow: MLFLOW_TRACKING_URI and MLFLOW_EXPERIMENT_NAME are injected into every container.",
            {
                "experiment": _str("MLflow experiment name (default: the TrainingSpec name).", minLength=1),
                "trackingUri": _str(
                    "Tracking server (default: the Environment's mlflow.trackingUri).", pattern=URI_PATTERN
                ),
            },
        ),
    },
)

_METRICS = _obj(
    "Prometheus metrics: a port on every training container, a headless Service and a ServiceMonitor "
    "(or a PodMonitor) that select exactly this job's pods.",
    {
        "port": _int("Container port serving metrics.", minimum=1, maximum=65535),
        "path": _str("HTTP path.", pattern=r"^/"),
        "interval": _str("Scrape interval, e.g. 30s.", pattern=INTERVAL_PATTERN),
        "monitor": _enum("Kind of monitor to generate.", ["ServiceMonitor", "PodMonitor"]),
    },
    required=["port"],
)

_OVERRIDABLE: Schema = {
    **_CONTAINER_FIELDS,
    "runtime": _str("Trainer v2 runtime name; default per framework.", pattern=DNS_SUBDOMAIN_PATTERN),
    "runtimeKind": _enum(
        "Kind of the runtime: a cluster-wide ClusterTrainingRuntime (default) or a TrainingRuntime "
        "in the job's namespace.",
        ["ClusterTrainingRuntime", "TrainingRuntime"],
    ),
    "replicas": {
        "type": "object",
        "description": "Replicas per role. Roles follow the framework (see the role table).",
        "propertyNames": {"enum": ROLES},
        "additionalProperties": _int("Replicas of this role.", minimum=1, maximum=MAX_REPLICAS),
    },
    "restartPolicy": _RESTART_POLICY,
    "gpu": _GPU,
    **_PLACEMENT,
    "elastic": _ELASTIC,
    "nprocPerNode": _int(
        "Processes per node (PyTorch nprocPerNode, MPI slotsPerWorker, Trainer numProcPerNode).", minimum=1
    ),
    "sharedMemory": {
        "type": "string",
        "description": "Size of /dev/shm (emptyDir, medium Memory); `auto` (default) gives GPU jobs "
        "2Gi and CPU jobs none; `0` turns it off; `unlimited` sets no sizeLimit (it counts against the memory "
        "limit; only where the Environment's policy.unboundedSharedMemory allows it).",
        "pattern": f"^(auto|{UNLIMITED}|" + QUANTITY_PATTERN[1:-1] + ")$",
        "x-kfgen-message": "must be auto, 0 or a quantity such as 16Gi",
    },
    "volumes": _list("Volumes mounted into every training container (or only `roles`).", _VOLUME),
    "runPolicy": _RUN_POLICY,
    "gang": _GANG,
    "queue": _str("Kueue LocalQueue (label kueue.x-k8s.io/queue-name).", pattern=DNS_LABEL_PATTERN),
    "tracking": _TRACKING,
    "metrics": _METRICS,
    "serviceAccount": _str("Use this existing ServiceAccount instead of generating one.", pattern=DNS_LABEL_PATTERN),
    "labels": _LABELS,
    "annotations": _ANNOTATIONS,
    "roles": {
        "type": "object",
        "description": "Per-role overrides (image, command, args, env, resources, ports, placement, podPatch).",
        "propertyNames": {"enum": ROLES},
        "additionalProperties": _ROLE,
    },
    "podPatch": _POD_PATCH,
}


def _partial(node: Any) -> Any:
    """A schema whose objects need none of their fields: an override merges over the spec, and the merged
    spec is checked as a whole. Unions keep theirs (their branches are told apart by them)."""
    if isinstance(node, list):
        return [_partial(item) for item in node]
    if not isinstance(node, dict):
        return node
    return {k: (v if k in ("oneOf", "anyOf") else _partial(v)) for k, v in node.items() if k != "required"}


def _override() -> Schema:
    volumes = {
        **_partial(_OVERRIDABLE["volumes"]),
        "description": "Volumes, merged by name over the spec's (a partial entry changes one volume).",
    }
    return _obj(
        "Overrides for one environment, merged last. `null` removes a field (e.g. `elastic: null`); a partial "
        "entry changes only the fields it names.",
        {**_partial(_OVERRIDABLE), "volumes": volumes},
    )


def _metadata(description: str) -> Schema:
    return {
        "type": "object",
        "description": description,
        "properties": {
            "name": {"type": "string", "description": "Name (DNS label); generated names derive from it."},
            "namespace": {"type": "string"},
        },
        "required": ["name"],
    }


def _resource(kind: str, description: str, spec: Schema, status: Schema | None = None) -> Schema:
    return {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "$id": f"https://{GROUP}/schemas/{VERSION}/{kind.lower()}.json",
        "title": kind,
        "type": "object",
        "description": description,
        "properties": {
            "apiVersion": {"type": "string", "enum": [API_VERSION]},
            "kind": {"type": "string", "enum": [kind]},
            "metadata": _metadata(f"Metadata of the {kind}."),
            "spec": spec,
            "status": status or {"type": "object", "x-kubernetes-preserve-unknown-fields": True},
        },
        "required": ["apiVersion", "kind", "metadata", "spec"],
        "additionalProperties": False,
    }


_CONDITION = _obj(
    "A condition: Rendered (the spec renders), Synced (the cluster matches it), Ready (its job exists and has "
    "not failed).",
    {
        "type": _str("Rendered, Synced or Ready."),
        "status": _enum("True, False or Unknown.", ["True", "False", "Unknown"]),
        "reason": _str("Why, in one CamelCase word."),
        "message": _str("What, for people (for Rendered=False: the lines of `kfgen validate`)."),
        "lastTransitionTime": _str("When the status last changed.", format="date-time"),
        "observedGeneration": _int("The generation this condition describes.", minimum=0),
    },
)

_JOB_ENTRY = _obj(
    "A job the controller created for one revision of the spec.",
    {
        "kind": _str("Kind of the job."),
        "name": _str("Name of the job: <spec name>-<revision>."),
        "revision": _str("Hash of what the job is made of."),
        "phase": _str(
            "Pending (about to be created), Created, Running, Restarting, Succeeded, Failed, or Missing "
            "(deleted before it finished)."
        ),
        "finishedAt": _str("When the job finished.", format="date-time"),
        "gone": {"type": "boolean", "description": "Finished and deleted (TTL, history limit); not run again."},
        "generation": _int(
            "The spec generation this job was last applied for: a generation whose job finished "
            "never starts another one, whatever the Environment does.",
            minimum=0,
        ),
    },
)

_STATUS = _obj(
    "Observed state, written by the kfgen controller.",
    {
        "observedGeneration": _int("The spec generation last reconciled.", minimum=0),
        "specHash": _str("Hash of the effective spec (the kfgen.dev/spec-hash annotation)."),
        "revision": _str("Revision of the job the spec asks for now."),
        "phase": _str("Phase of the current job, from its conditions."),
        "job": _obj(
            "The current job.", {"apiVersion": _str("API version."), "kind": _str("Kind."), "name": _str("Name.")}
        ),
        "jobs": _list("Jobs created for this spec that still exist, or ran and were cleaned up.", _JOB_ENTRY),
        "inventory": _list(
            "Other objects the controller applied for this spec and owns (kind/name).", {"type": "string"}
        ),
        "conditions": _list("Rendered, Synced and Ready.", _CONDITION),
    },
)


def training_spec_schema() -> Schema:
    spec = _obj(
        "What to train and how; defaults, the Environment and the framework's rules carry the rest.",
        {
            "framework": _enum("Training framework.", FRAMEWORKS),
            "backend": _enum("v1: kubeflow.org/v1 jobs; trainer: Trainer v2 TrainJob.", BACKENDS, "v1"),
            **_OVERRIDABLE,
            "updatePolicy": _enum(
                "Controller: what a change that needs a new job does while the current job runs. "
                "AfterCompletion lets it finish first, Recreate replaces it, Never keeps it and reports OutOfSync.",
                ["AfterCompletion", "Recreate", "Never"],
                "AfterCompletion",
            ),
            "historyLimit": _int("Controller: finished jobs of earlier revisions to keep (default 3).", minimum=0),
            "environments": {
                "type": "object",
                "description": "Per-environment overrides by Environment name.",
                "propertyNames": {"pattern": DNS_LABEL_PATTERN},
                "additionalProperties": _override(),
            },
        },
        required=["framework"],
    )
    return _resource(TRAINING_SPEC, "A short statement of a Kubeflow training job.", spec, _STATUS)


_POLICY = _obj(
    "What a TrainingSpec may choose in this environment: the platform team's boundary (see the README's "
    "policy model). Without a list, the default in each description applies.",
    {
        "namespaces": _list(
            "Namespaces a spec may name in metadata.namespace (default: only this Environment's "
            "namespace, or `default` without one).",
            {"type": "string", "pattern": DNS_LABEL_PATTERN, "maxLength": 63},
        ),
        "serviceAccounts": _list(
            "Existing ServiceAccounts a spec may run as, through spec.serviceAccount or a pod "
            "patch's serviceAccountName (default: only the generated one, or spec.serviceAccount "
            "of this Environment).",
            {"type": "string", "pattern": DNS_SUBDOMAIN_PATTERN},
        ),
        "priorityClasses": _list(
            "PriorityClasses a spec may use (default: the one in defaults, and any not named system-*).",
            {"type": "string", "pattern": DNS_SUBDOMAIN_PATTERN},
        ),
        "queues": _list(
            "Kueue LocalQueues a spec may choose instead of defaults.queue (default: none; a spec can "
            "never remove the queue).",
            {"type": "string", "pattern": DNS_LABEL_PATTERN},
        ),
        "registries": _list(
            "Registries every image must come from, after the registry prefix is applied, e.g. "
            "registry.example.com/ml (default: any).",
            {"type": "string", "pattern": REGISTRY_PATTERN},
            min_items=1,
        ),
        "pinnedImages": {
            "type": "boolean",
            "description": "Refuse images tagged :latest and untagged images (a digest pins too).",
        },
        "unboundedSharedMemory": {
            "type": "boolean",
            "description": "Let specs ask for `sharedMemory: unlimited`: a memory-backed /dev/shm without a "
            "sizeLimit, which counts against the pod's memory limit and, in a pod without one, can take the "
            "node's memory (default false).",
        },
        "burstableCpu": {
            "type": "boolean",
            "description": "Let specs ask for `resources.limits.cpu: unlimited`: a CPU request without a limit "
            "(Burstable QoS), so pods may use their node's idle CPU (default false).",
        },
    },
)


def environment_schema() -> Schema:
    defaults = _obj(
        "Defaults for every TrainingSpec rendered in this environment (the spec wins).",
        {
            "resources": _RESOURCES,
            "gpu": _GPU,
            **_PLACEMENT,
            "queue": _OVERRIDABLE["queue"],
            "sharedMemory": _OVERRIDABLE["sharedMemory"],
            "imagePullPolicy": _CONTAINER_FIELDS["imagePullPolicy"],
            "restartPolicy": _OVERRIDABLE["restartPolicy"],
        },
    )
    spec = _obj(
        "Platform settings of one environment.",
        {
            "namespace": _str(
                "Namespace of generated objects (unless the spec names one).", pattern=DNS_LABEL_PATTERN, maxLength=63
            ),
            "registry": _str("Prefix for unqualified images, e.g. registry.example.com/ml.", pattern=REGISTRY_PATTERN),
            "imagePullSecrets": _list("Secrets used to pull images.", {"type": "string", "pattern": DNS_LABEL_PATTERN}),
            "serviceAccount": _str(
                "A shared existing ServiceAccount for all jobs (no per-job one).", pattern=DNS_LABEL_PATTERN
            ),
            "defaults": defaults,
            "mlflow": _obj("MLflow.", {"trackingUri": _TRACKING["properties"]["mlflow"]["properties"]["trackingUri"]}),
            "monitoring": _obj(
                "Prometheus Operator settings.",
                {
                    "labels": _map(
                        "Labels the Prometheus selects monitors by, e.g. release: kube-prometheus.", {"type": "string"}
                    ),
                    "monitor": _METRICS["properties"]["monitor"],
                    "interval": _METRICS["properties"]["interval"],
                },
            ),
            "security": _obj(
                "Pod security. `restricted` (default) meets Pod Security restricted; `baseline` relaxes it.",
                {
                    "profile": _enum("Pod Security profile the pod templates meet.", ["restricted", "baseline"]),
                    "runAsUser": _int(
                        "UID of the training containers (default: the image's USER; restricted "
                        "only asks for a non-root one).",
                        minimum=0,
                    ),
                    "runAsGroup": _int("GID of the training containers (default: the image's).", minimum=0),
                    "fsGroup": _int("fsGroup of the pods (default: none).", minimum=0),
                },
            ),
            "trainingOperator": _obj(
                "How the platform runs the training-operator v1.",
                {
                    "restrictedInitContainers": {
                        "type": "boolean",
                        "description": "The operator runs with --pytorch-init-container-template-file set to a "
                        "template whose init-pytorch container meets Pod Security restricted "
                        "(docs/training-operator/init-pytorch.yaml), so PyTorchJobs with a master can run "
                        "in restricted namespaces.",
                    }
                },
            ),
            "labels": _map("Labels on every generated object; a spec cannot change them.", {"type": "string"}),
            "annotations": _map("Annotations on every generated object.", {"type": "string"}),
            "delivery": _enum(
                "How rendered jobs reach the cluster (`kfgen render` and the KRM function; the controller has its "
                "own rules). `gitops` (default): Argo CD or Flux syncs them; jobs are named `<name>-<revision>`, "
                "carry annotations that keep Argo CD and Flux from pruning, patching or re-creating a finished job, "
                "and get no TTL (a tool would re-create the deleted job and train again). `apply`: one-shot "
                "`kubectl create`/`apply`; jobs are named `<name>` and keep `runPolicy.ttlAfterFinished`.",
                ["gitops", "apply"],
                default="gitops",
            ),
            "policy": _POLICY,
            "kueue": _obj(
                "Kueue objects this Environment owns (rendered once per build, applied by the controller as owned by "
                "the Environment).",
                {
                    "localQueues": {
                        **_map(
                            "LocalQueues by name, each in every namespace this Environment covers (its namespace, "
                            "or `default`, and policy.namespaces); jobs choose one with `queue`.",
                            _obj(
                                "A LocalQueue.",
                                {
                                    "clusterQueue": _str(
                                        "The ClusterQueue its jobs are admitted by.",
                                        pattern=DNS_SUBDOMAIN_PATTERN,
                                        maxLength=253,
                                    )
                                },
                                required=["clusterQueue"],
                            ),
                        ),
                        "propertyNames": {"pattern": DNS_LABEL_PATTERN, "maxLength": 63},
                    },
                },
            ),
        },
    )
    return _resource(ENVIRONMENT, "Platform defaults of one environment (dev, staging, prod, ...).", spec)


TRAINING_SPEC_SCHEMA = training_spec_schema()
ENVIRONMENT_SCHEMA = environment_schema()
SCHEMAS = {TRAINING_SPEC: TRAINING_SPEC_SCHEMA, ENVIRONMENT: ENVIRONMENT_SCHEMA}
