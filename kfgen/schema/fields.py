"""The TrainingSpec's fields, most of which an Environment's defaults and a spec's overrides take too."""

from __future__ import annotations

from kfgen.schema.base import (
    DNS_LABEL_PATTERN,
    DNS_SUBDOMAIN_PATTERN,
    ENV_NAME_PATTERN,
    INT32_MAX,
    INT64_MAX,
    MAX_REPLICAS,
    PORT_NAME_PATTERN,
    QUANTITY_PATTERN,
    RESOURCE_NAME_PATTERN,
    ROLES,
    UNLIMITED,
    URI_PATTERN,
    Schema,
    array,
    duration,
    enum,
    integer,
    mapping,
    obj,
    quantity,
    string,
)
from kfgen.schema.katib import TUNING
from kfgen.schema.monitoring import MONITOR_KIND, PROGRESS, SCRAPE_INTERVAL

LABELS = mapping("Extra labels on every generated object.", {"type": "string"})
ANNOTATIONS = mapping("Extra annotations on the generated job.", {"type": "string"})


def key_ref(source: str) -> Schema:
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


ENV_VALUE: Schema = {
    "description": (
        "A plain value (string, number or boolean), or a reference: {secret: NAME, key: KEY}, "
        "{configMap: NAME, key: KEY}, {field: metadata.name}. Literal credentials are refused."
    ),
    "x-kubernetes-preserve-unknown-fields": True,
    "oneOf": [
        {"type": "string"},
        {"type": "number"},
        {"type": "boolean"},
        key_ref("secret"),
        key_ref("configMap"),
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

ENV = {
    "type": "object",
    "description": "Environment variables by name. Merged by name across layers.",
    "propertyNames": {"pattern": ENV_NAME_PATTERN},
    "additionalProperties": ENV_VALUE,
}

CPU_LIMIT: Schema = {
    "description": "CPU limit; `unlimited` sets none (a Burstable pod that may use its node's idle CPU; only where "
    "the Environment's policy.burstableCpu allows it).",
    "x-kubernetes-int-or-string": True,
    "anyOf": [
        {"type": "integer", "minimum": 0},
        {"type": "string", "pattern": f"^({UNLIMITED}|{QUANTITY_PATTERN[1:-1]})$"},
    ],
    "x-kfgen-message": "must be a Kubernetes quantity such as 500m or 4, or unlimited (no CPU limit)",
}

RESOURCES = obj(
    "Per-replica compute resources. Requests are set from cpu/memory/ephemeralStorage; limits equal "
    "the requests unless `limits` says otherwise. GPUs are requested and limited alike.",
    {
        "cpu": quantity("CPU request, e.g. 4 or 500m."),
        "memory": quantity("Memory request, e.g. 16Gi."),
        "ephemeralStorage": quantity("Ephemeral storage request."),
        "gpu": integer("GPUs per replica (of gpu.resource, default nvidia.com/gpu).", minimum=0),
        "limits": obj(
            "Limits that differ from the requests.",
            {
                "cpu": CPU_LIMIT,
                "memory": quantity("Memory limit."),
                "ephemeralStorage": quantity("Ephemeral storage limit."),
            },
        ),
    },
)

GPU = obj(
    "GPU placement: which device resource to request and which GPU products may run the job.",
    {
        "resource": string(
            "Extended resource name of the device, e.g. nvidia.com/gpu (default), nvidia.com/mig-3g.20gb, amd.com/gpu.",
            pattern=RESOURCE_NAME_PATTERN,
        ),
        "products": array(
            "Allowed GPU products; become required node affinity on nvidia.com/gpu.product.",
            {"type": "string", "minLength": 1},
            min_items=1,
        ),
    },
)

TOLERATION = obj(
    "A Kubernetes toleration.",
    {
        "key": string("Taint key."),
        "operator": enum("Exists or Equal.", ["Exists", "Equal"]),
        "value": string("Taint value."),
        "effect": enum("Taint effect.", ["NoSchedule", "PreferNoSchedule", "NoExecute"]),
        "tolerationSeconds": integer("Seconds a NoExecute taint is tolerated.", minimum=0, maximum=INT64_MAX),
    },
)

PLACEMENT: Schema = {
    "nodeSelector": mapping("Node labels the pods must match.", {"type": "string"}),
    "tolerations": array("Tolerations (the GPU taint toleration is added when GPUs are requested).", TOLERATION),
    "priorityClassName": string("PriorityClass of the pods.", pattern=DNS_LABEL_PATTERN),
    "schedulerName": string("Scheduler of the pods, e.g. volcano."),
}

VOLUME = obj(
    "A volume mounted into the training containers. Exactly one source: claim, configMap, secret, "
    "emptyDir. Named after its source unless `name` is given; merged by name across layers.",
    {
        "name": string("Volume name (DNS label).", pattern=DNS_LABEL_PATTERN, maxLength=63),
        "claim": string("An existing PersistentVolumeClaim."),
        "configMap": string("A ConfigMap (e.g. training code), always mounted read-only."),
        "secret": string("A Secret, always mounted read-only."),
        "emptyDir": quantity("Size limit of a scratch emptyDir."),
        "path": string("Mount path in the container.", pattern=r"^/"),
        "readOnly": {"type": "boolean", "description": "Mount read-only (claims default to read-write)."},
        "subPath": string("Sub-path of the volume to mount."),
        "roles": array("Mount only into these roles (default: all).", enum("A role.", ROLES), min_items=1),
    },
    required=["path"],
)

PORT = obj(
    "A port of the training container.",
    {
        "name": string(
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
        "containerPort": integer("Port number.", minimum=1, maximum=65535),
        "protocol": enum("Protocol (default TCP).", ["TCP", "UDP", "SCTP"]),
    },
    required=["name", "containerPort"],
)

PORTS = array(
    "Ports of the training container (with the metrics port), merged by name across layers; a role's merge "
    "over the spec's. Names and numbers are unique. On the v1 backend the operator adds its own port "
    "(pytorchjob-port 23456, tfjob-port 2222, xgboostjob-port 9999, master 36543 for paddle, jaxjob-port "
    "6666) unless one is named so: name a port so to change its number. Not on the trainer backend.",
    PORT,
)

CONTAINER_FIELDS: Schema = {
    "image": string(
        "Container image; unqualified images get the Environment's registry prefix. Required on the v1 "
        "backend; on the trainer backend the runtime's image is used when it is not set.",
        minLength=1,
    ),
    "imagePullPolicy": enum("Image pull policy.", ["Always", "IfNotPresent", "Never"]),
    "command": array("Entrypoint.", {"type": "string"}),
    "args": array("Arguments.", {"type": "string"}),
    "workingDir": string("Working directory.", pattern=r"^/"),
    "env": ENV,
    "resources": RESOURCES,
    "ports": PORTS,
}

POD_PATCH: Schema = {
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

RESTART_POLICY = enum(
    "Restart policy of the pods (v1 backend). Default: the operator's, OnFailure for pytorch and paddle, "
    "Never for the others. ExitCode restarts on retryable exit codes (128+) and fails on the others.",
    ["OnFailure", "Never", "Always", "ExitCode"],
)

ROLE = obj(
    "Overrides for one role, merged over the spec's own fields.",
    {
        **CONTAINER_FIELDS,
        "nodeSelector": PLACEMENT["nodeSelector"],
        "tolerations": PLACEMENT["tolerations"],
        "restartPolicy": RESTART_POLICY,
        "podPatch": POD_PATCH,
    },
)

ELASTIC = obj(
    "Elastic training (PyTorch on the v1 backend only).",
    {
        "min": integer("Minimum number of workers.", minimum=1, maximum=MAX_REPLICAS),
        "max": integer("Maximum number of workers.", minimum=1, maximum=MAX_REPLICAS),
        "rendezvous": enum("Rendezvous backend.", ["c10d", "etcd", "etcd-v2"]),
        "host": string("Rendezvous host (etcd backends)."),
        "port": integer("Rendezvous port.", minimum=1, maximum=65535),
        "maxRestarts": integer("Restarts before the job fails.", minimum=0, maximum=INT32_MAX),
        "id": string("Rendezvous ID (rdzvId; default: the operator's).", minLength=1),
        "conf": mapping("Extra rendezvous settings (rdzvConf), key → value.", {"type": "string"}),
        "standalone": {"type": "boolean", "description": "Start a local standalone rendezvous (single node)."},
        "metrics": array(
            "Autoscaling metrics (autoscaling/v2 MetricSpec); the operator creates a HorizontalPodAutoscaler "
            "that scales the workers between min and max.",
            {
                "type": "object",
                "description": "An autoscaling/v2 MetricSpec.",
                "x-kubernetes-preserve-unknown-fields": True,
                "properties": {
                    "type": enum("Metric source type.", ["ContainerResource", "External", "Object", "Pods", "Resource"])
                },
                "required": ["type"],
            },
            min_items=1,
        ),
    },
    required=["min", "max"],
)

RUN_POLICY = obj(
    "Job run policy.",
    {
        "ttlAfterFinished": duration("Delete the finished job after this long.", maximum=INT32_MAX),
        "deadline": duration("Fail the job when it runs longer than this."),
        "backoffLimit": integer("Retries before the job is marked failed.", minimum=0, maximum=INT32_MAX),
        "cleanPodPolicy": enum("Which pods to delete when the job finishes.", ["None", "Running", "All"]),
        "suspend": {"type": "boolean", "description": "Create the job suspended."},
    },
)

GANG = obj(
    "Gang scheduling (runPolicy.schedulingPolicy) for schedulers such as Volcano or scheduler-plugins.",
    {
        "minAvailable": integer(
            "Pods that must be schedulable together (default: all replicas).", minimum=1, maximum=INT32_MAX
        ),
        "queue": string("Scheduler queue (Volcano)."),
        "priorityClass": string("PriorityClass for the pod group."),
        "scheduleTimeout": duration("How long the group may wait to be scheduled.", maximum=INT32_MAX),
    },
)

TRACKING = obj(
    "Experiment tracking.",
    {
        "mlflow": obj(
            "MLflow: MLFLOW_TRACKING_URI and MLFLOW_EXPERIMENT_NAME are injected into every container.",
            {
                "experiment": string("MLflow experiment name (default: the TrainingSpec name).", minLength=1),
                "trackingUri": string(
                    "Tracking server (default: the Environment's mlflow.trackingUri).", pattern=URI_PATTERN
                ),
                "server": string(
                    "The Environment's tracking server by name (mlflow.server.name): an error where it has none.",
                    pattern=DNS_LABEL_PATTERN,
                ),
                "runs": enum(
                    "perPod (default): every pod gets the tracking variables and makes its own run, tagged with "
                    "the job and the pod. perJob: only the job's primary pod (master, chief or launcher) gets "
                    "them, so the job makes one run.",
                    ["perPod", "perJob"],
                ),
                "systemMetrics": {
                    "type": "boolean",
                    "description": "Log each pod's system metrics; the image needs psutil (default: the Environment's "
                    "mlflow.systemMetrics, else false).",
                },
            },
        ),
    },
)

METRICS = obj(
    "Prometheus metrics: a port on every training container, a headless Service and a ServiceMonitor "
    "(or a PodMonitor) that select exactly this job's pods.",
    {
        "port": integer("Container port serving metrics.", minimum=1, maximum=65535),
        "path": string("HTTP path.", pattern=r"^/"),
        "interval": SCRAPE_INTERVAL,
        "monitor": MONITOR_KIND,
        "progress": PROGRESS,
    },
    required=["port"],
)

OVERRIDABLE: Schema = {
    **CONTAINER_FIELDS,
    "containerName": string(
        "Name of the training container (default: the operator's, e.g. pytorch; node on the trainer backend), "
        "and so Katib's primaryContainerName. Only backend job and MPIJob take another: the webhooks of "
        "training-operator v1.9.4's other kinds require their own name, and Trainer v2.3.0 applies a TrainJob's "
        "settings to the runtime's node container.",
        pattern=DNS_LABEL_PATTERN,
        maxLength=63,
    ),
    "runtime": string("Trainer v2 runtime name; default per framework.", pattern=DNS_SUBDOMAIN_PATTERN),
    "runtimeKind": enum(
        "Kind of the runtime: a cluster-wide ClusterTrainingRuntime (default) or a TrainingRuntime "
        "in the job's namespace.",
        ["ClusterTrainingRuntime", "TrainingRuntime"],
    ),
    "replicas": {
        "type": "object",
        "description": "Replicas per role. Roles follow the framework (see the role table).",
        "propertyNames": {"enum": ROLES},
        "additionalProperties": integer("Replicas of this role.", minimum=1, maximum=MAX_REPLICAS),
    },
    "restartPolicy": RESTART_POLICY,
    "gpu": GPU,
    **PLACEMENT,
    "elastic": ELASTIC,
    "nprocPerNode": integer(
        "Processes per node (PyTorch nprocPerNode, MPI slotsPerWorker, Trainer numProcPerNode).",
        minimum=1,
        maximum=INT32_MAX,
    ),
    "sharedMemory": {
        "type": "string",
        "description": "Size of /dev/shm (emptyDir, medium Memory); `auto` (default) gives GPU jobs "
        "2Gi and CPU jobs none; `0` turns it off; `unlimited` sets no sizeLimit (it counts against the memory "
        "limit; only where the Environment's policy.unboundedSharedMemory allows it).",
        "pattern": f"^(auto|{UNLIMITED}|" + QUANTITY_PATTERN[1:-1] + ")$",
        "x-kfgen-message": "must be auto, 0 or a quantity such as 16Gi",
    },
    "volumes": array("Volumes mounted into every training container (or only `roles`).", VOLUME),
    "runPolicy": RUN_POLICY,
    "gang": GANG,
    "queue": string("Kueue LocalQueue (label kueue.x-k8s.io/queue-name).", pattern=DNS_LABEL_PATTERN, maxLength=63),
    "queuePriority": string(
        "Kueue WorkloadPriorityClass (label kueue.x-k8s.io/priority-class): the job's priority in its queue.",
        pattern=DNS_SUBDOMAIN_PATTERN,
        maxLength=253,
    ),
    "tracking": TRACKING,
    "metrics": METRICS,
    "serviceAccount": string("Use this existing ServiceAccount instead of generating one.", pattern=DNS_LABEL_PATTERN),
    "labels": LABELS,
    "annotations": ANNOTATIONS,
    "roles": {
        "type": "object",
        "description": "Per-role overrides (image, command, args, env, resources, ports, placement, podPatch).",
        "propertyNames": {"enum": ROLES},
        "additionalProperties": ROLE,
    },
    "podPatch": POD_PATCH,
    "tuning": TUNING,
}
