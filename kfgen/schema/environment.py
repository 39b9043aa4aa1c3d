"""The Environment resource: the platform team's defaults, settings and policy for one environment."""

from __future__ import annotations

from kfgen.api import ENVIRONMENT
from kfgen.schema.accounting import ACCOUNTING
from kfgen.schema.base import (
    DNS_LABEL_PATTERN,
    DNS_SUBDOMAIN_PATTERN,
    INT32_MAX,
    REGISTRY_PATTERN,
    Schema,
    array,
    enum,
    integer,
    mapping,
    obj,
    resource,
    string,
)
from kfgen.schema.container import CONTAINER_FIELDS, GPU, RESOURCES
from kfgen.schema.fields import OVERRIDABLE, PLACEMENT
from kfgen.schema.katib import KATIB
from kfgen.schema.kueue import KUEUE
from kfgen.schema.mlflow import MLFLOW, NETWORK_POLICY
from kfgen.schema.monitoring import MONITORING
from kfgen.schema.trainer import TRAINER

POLICY = obj(
    "What a TrainingSpec may choose in this environment: the platform team's boundary "
    "(`kfgen docs concepts/policy.md`: the policy model). Without a list, the default in each description applies.",
    {
        "namespaces": array(
            "Namespaces a spec may name in metadata.namespace (default: only this Environment's "
            "namespace, or `default` without one).",
            {"type": "string", "pattern": DNS_LABEL_PATTERN, "maxLength": 63},
        ),
        "serviceAccounts": array(
            "Existing ServiceAccounts a spec may run as, through spec.serviceAccount or a pod "
            "patch's serviceAccountName (default: only the generated one, or spec.serviceAccount "
            "of this Environment).",
            {"type": "string", "pattern": DNS_SUBDOMAIN_PATTERN},
        ),
        "priorityClasses": array(
            "PriorityClasses a spec and defaults.priorityClassName may use (default: any not named system-*).",
            {"type": "string", "pattern": DNS_SUBDOMAIN_PATTERN},
        ),
        "queues": array(
            "Kueue LocalQueues a spec may choose instead of defaults.queue (default: none; a spec can "
            "never remove the queue). Without defaults.queue, the only queues a spec may name.",
            {"type": "string", "pattern": DNS_LABEL_PATTERN},
        ),
        "queuePriorities": array(
            "Kueue WorkloadPriorityClasses a spec may choose instead of defaults.queuePriority (default: none).",
            {"type": "string", "pattern": DNS_SUBDOMAIN_PATTERN, "maxLength": 253},
        ),
        "registries": array(
            "Registries every image must come from, after the registry prefix is applied, e.g. "
            "registry.example.com/ml (default: any). An image is judged as the container runtime pulls it: one "
            "without a registry host (`evil:1`, a pod patch's) is docker.io/library/evil:1.",
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
            "node's memory; also any memory-backed emptyDir without one a pod patch writes (default false).",
        },
        "burstableCpu": {
            "type": "boolean",
            "description": "Let specs ask for `resources.limits.cpu: unlimited`: a CPU request without a limit "
            "(Burstable QoS), so pods may use their node's idle CPU; also any container or init container a pod "
            "patch leaves with a CPU request and no limit (default false).",
        },
        "runtimeClasses": array(
            "RuntimeClasses a pod patch may name in runtimeClassName: the container runtime and isolation the "
            "pods run with (default: none; the pods run with the cluster's default runtime).",
            {"type": "string", "pattern": DNS_SUBDOMAIN_PATTERN, "maxLength": 253},
        ),
        "shareProcessNamespace": {
            "type": "boolean",
            "description": "Let pod patches set `shareProcessNamespace: true`: the pod's containers see and can "
            "signal each other's processes and read their files and environment through /proc (default false).",
        },
        "hostAliases": {
            "type": "boolean",
            "description": "Let pod patches set hostAliases: /etc/hosts entries that send the names they list "
            "elsewhere than the cluster's DNS does (default false).",
        },
        "schedulers": array(
            "Schedulers besides the cluster's default-scheduler a spec may name in schedulerName or a pod patch, "
            "e.g. volcano (default: only defaults.schedulerName): a scheduler places pods by its own rules, outside "
            "the Environment's placement and Kueue's admission.",
            {"type": "string", "pattern": DNS_SUBDOMAIN_PATTERN, "maxLength": 253},
        ),
        "dnsPolicies": array(
            "DNS policies besides the cluster's (ClusterFirst) a pod patch may set: `Default` (the node's "
            "resolver) and `None` (the pod's own dnsConfig; also needed for any dnsConfig: nameservers, which add "
            "resolvers, searches and options) (default: none).",
            {"type": "string", "enum": ["Default", "None"]},
        ),
    },
)


def environment_schema() -> Schema:
    defaults = obj(
        "Defaults for every TrainingSpec rendered in this environment (the spec wins).",
        {
            "resources": RESOURCES,
            "gpu": GPU,
            **PLACEMENT,
            "queue": OVERRIDABLE["queue"],
            "queuePriority": OVERRIDABLE["queuePriority"],
            "sharedMemory": OVERRIDABLE["sharedMemory"],
            "imagePullPolicy": CONTAINER_FIELDS["imagePullPolicy"],
            "restartPolicy": OVERRIDABLE["restartPolicy"],
        },
    )
    spec = obj(
        "Platform settings of one environment.",
        {
            "namespace": string(
                "Namespace of generated objects (unless the spec names one).", pattern=DNS_LABEL_PATTERN, maxLength=63
            ),
            "registry": string(
                "Prefix for unqualified images, e.g. registry.example.com/ml.", pattern=REGISTRY_PATTERN
            ),
            "imagePullSecrets": array("Secrets used to pull images.", {"type": "string", "pattern": DNS_LABEL_PATTERN}),
            "serviceAccount": string(
                "A shared existing ServiceAccount for all jobs (no per-job one).", pattern=DNS_LABEL_PATTERN
            ),
            "defaults": defaults,
            "mlflow": MLFLOW,
            "networkPolicy": NETWORK_POLICY,
            "monitoring": MONITORING,
            "katib": KATIB,
            "security": obj(
                "Pod security. `restricted` (default) meets Pod Security restricted; `baseline` relaxes it.",
                {
                    "profile": enum("Pod Security profile the pod templates meet.", ["restricted", "baseline"]),
                    "runAsUser": integer(
                        "UID of the training containers (default: the image's USER; restricted "
                        "only asks for a non-root one).",
                        minimum=0,
                        maximum=INT32_MAX,  # the API server's IsValidUserID
                    ),
                    "runAsGroup": integer(
                        "GID of the training containers (default: the image's).", minimum=0, maximum=INT32_MAX
                    ),
                    "fsGroup": integer("fsGroup of the pods (default: none).", minimum=0, maximum=INT32_MAX),
                },
            ),
            "trainingOperator": obj(
                "How the platform runs the training-operator v1.",
                {
                    "restrictedInitContainers": {
                        "type": "boolean",
                        "description": "The operator runs with --pytorch-init-container-template-file set to a "
                        "template whose init-pytorch container meets Pod Security restricted "
                        "(`kfgen docs training-operator/init-pytorch.yaml` prints one), so PyTorchJobs with a master "
                        "can run "
                        "in restricted namespaces.",
                    }
                },
            ),
            "labels": mapping("Labels on every generated object; a spec cannot change them.", {"type": "string"}),
            "annotations": mapping("Annotations on every generated object.", {"type": "string"}),
            "delivery": enum(
                "How rendered jobs reach the cluster (`kfgen render` and the KRM function; the controller has its "
                "own rules). `gitops` (default): Argo CD or Flux syncs them; jobs are named `<name>-<revision>`, "
                "carry annotations that keep Argo CD and Flux from pruning, patching or re-creating a finished job, "
                "and get no TTL (a tool would re-create the deleted job and train again). `apply`: one-shot "
                "`kubectl create`/`apply`; jobs are named `<name>` and keep `runPolicy.ttlAfterFinished`.",
                ["gitops", "apply"],
                default="gitops",
            ),
            "policy": POLICY,
            "kueue": KUEUE,
            "accounting": ACCOUNTING,
            "trainer": TRAINER,
        },
    )
    return resource(ENVIRONMENT, "Platform defaults of one environment (dev, staging, prod, ...).", spec)
