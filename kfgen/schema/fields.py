"""The TrainingSpec's fields, most of which an Environment's defaults and a spec's overrides take too (the
container's own: kfgen.schema.container)."""

from __future__ import annotations

from kfgen.schema.base import (
    DNS_LABEL_PATTERN,
    DNS_SUBDOMAIN_PATTERN,
    INT32_MAX,
    INT64_MAX,
    MAX_REPLICAS,
    QUANTITY_PATTERN,
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
from kfgen.schema.container import CONTAINER_FIELDS, GPU
from kfgen.schema.katib import TUNING
from kfgen.schema.monitoring import MONITOR_KIND, PROGRESS, SCRAPE_INTERVAL

LABELS = mapping("Extra labels on every generated object.", {"type": "string"})
ANNOTATIONS = mapping("Extra annotations on the generated job.", {"type": "string"})


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
        "containerName": string(
            "This role's training container name (default: the spec's containerName). Backend mpi-operator only: "
            "mpi-operator v0.8.0 takes each pod's first container whatever its name, and its examples name the "
            "launcher's and the workers' apart (mpi-launcher, mpi-worker); the other operators require one name.",
            pattern=DNS_LABEL_PATTERN,
            maxLength=63,
        ),
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
        "deadline": duration("Fail the job when it runs longer than this (at least 1s).", minimum=1),
        "backoffLimit": integer("Retries before the job is marked failed.", minimum=0, maximum=INT32_MAX),
        "cleanPodPolicy": enum("Which pods to delete when the job finishes.", ["None", "Running", "All"]),
        "suspend": {"type": "boolean", "description": "Create the job suspended."},
    },
)

MPI = obj(
    "Backend mpi-operator: the standalone MPI operator's MPIJob (kubeflow.org/v2beta1) settings.",
    {
        "implementation": enum("The MPI implementation (mpiImplementation).", ["OpenMPI", "Intel", "MPICH"], "OpenMPI"),
        "sshAuthMountPath": string(
            "Where the ssh keys are mounted (default: /home/mpiuser/.ssh under Pod Security restricted, where the "
            "pods run as non-root; else the operator's /root/.ssh).",
            pattern="^/",
            maxLength=4096,
        ),
        "launcherCreationPolicy": enum(
            "When the launcher starts: AtStartup (the operator's default) or WaitForWorkersReady.",
            ["AtStartup", "WaitForWorkersReady"],
        ),
        "runLauncherAsWorker": {"type": "boolean", "description": "The launcher also runs MPI processes."},
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
    "runtimeJobs": {
        **array(
            "The replicated jobs of the runtime that run the trainer: a TrainJob's runtime patch (its pod settings) "
            "is aimed at them. Default: those of the Environment's runtime whose pods run the `node` container, else "
            "those of Trainer v2.3.0's default runtime (`node`; `launcher` and `node` for deepspeed and mlx). Set it "
            "for a runtime kfgen does not know whose trainer job has another name.",
            string("A replicated job's name.", pattern=DNS_LABEL_PATTERN, maxLength=63),
            min_items=1,
        ),
        "uniqueItems": True,
    },
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
    "mpi": MPI,
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
