"""The Environment's `kueue` block: the queues, flavors and priorities its jobs are admitted by.

Names follow the Kueue v1beta2 CRDs they become (kfgen.features.queue renders them).
"""

from __future__ import annotations

from kfgen.schema.base import (
    DNS_LABEL_PATTERN,
    DNS_SUBDOMAIN_PATTERN,
    INT32_MAX,
    RESOURCE_NAME_PATTERN,
    WORKLOAD_KINDS,
    Schema,
    array,
    enum,
    integer,
    mapping,
    obj,
    quantity,
    string,
)
from kfgen.schema.fields import TOLERATION

# Kueue v0.19.2's integrations (sigs.k8s.io/kueue pkg/controller/jobs), and those its released Configuration
# (config/components/manager, the Helm chart) enables. Since kubernetes-sigs/kueue#12606 the
# training-operator v1 kinds are left out; `kubeflow.org/mpijob` is mpi-operator's v2beta1 MPIJob.
KUEUE_FRAMEWORKS = (
    "batch/job",
    "deployment",
    "jobset.x-k8s.io/jobset",
    "kubeflow.org/jaxjob",
    "kubeflow.org/mpijob",
    "kubeflow.org/paddlejob",
    "kubeflow.org/pytorchjob",
    "kubeflow.org/tfjob",
    "kubeflow.org/xgboostjob",
    "leaderworkerset.x-k8s.io/leaderworkerset",
    "pod",
    "ray.io/raycluster",
    "ray.io/rayjob",
    "ray.io/rayservice",
    "sparkoperator.k8s.io/sparkapplication",
    "statefulset",
    "trainer.kubeflow.org/trainjob",
    "workload.codeflare.dev/appwrapper",
)
KUEUE_DEFAULT_FRAMEWORKS = (
    "batch/job",
    "kubeflow.org/mpijob",
    "ray.io/rayjob",
    "ray.io/raycluster",
    "ray.io/rayservice",
    "jobset.x-k8s.io/jobset",
    "workload.codeflare.dev/appwrapper",
    "trainer.kubeflow.org/trainjob",
    "pod",
    "deployment",
    "statefulset",
    "leaderworkerset.x-k8s.io/leaderworkerset",
)

KUEUE_NAME: Schema = {"type": "string", "pattern": DNS_SUBDOMAIN_PATTERN, "maxLength": 253}
QUEUE_NAME: Schema = {"type": "string", "pattern": DNS_LABEL_PATTERN, "maxLength": 63}


def _named(description: str, values: Schema, names: Schema = KUEUE_NAME) -> Schema:
    return {**mapping(description, values), "propertyNames": {k: v for k, v in names.items() if k != "type"}}


def _quantities(description: str) -> Schema:
    return {
        **mapping(description, quantity("A Kubernetes quantity.")),
        "propertyNames": {"pattern": RESOURCE_NAME_PATTERN, "maxLength": 253},
    }


TAINT = obj(
    "A node taint the flavor's nodes carry (Kueue admits only workloads that tolerate it).",
    {
        "key": string("Taint key.", minLength=1),
        "value": string("Taint value."),
        "effect": enum("Taint effect.", ["NoSchedule", "PreferNoSchedule", "NoExecute"]),
    },
    required=["key", "effect"],
)

RESOURCE_FLAVOR = obj(
    "A ResourceFlavor: a kind of node (e.g. by GPU product) that quota is counted in.",
    {
        "nodeLabels": mapping(
            "Labels of its nodes, e.g. nvidia.com/gpu.product: NVIDIA-H100-80GB-HBM3; Kueue adds them to an "
            "admitted job's node selector.",
            {"type": "string"},
        ),
        "nodeTaints": array("Taints of its nodes.", TAINT),
        "tolerations": array("Tolerations Kueue adds to the pods it admits in this flavor.", TOLERATION),
    },
)

FLAVOR_QUOTA = obj(
    "The quota of one flavor; Kueue tries the flavors in this order.",
    {
        "name": {**KUEUE_NAME, "description": "A ResourceFlavor of kueue.resourceFlavors or kueue.existing."},
        "quota": _quantities("Nominal quota per resource, e.g. cpu: 64, memory: 512Gi, nvidia.com/gpu: 8."),
        "borrowingLimit": _quantities(
            "How much more than its quota the queue may borrow from its cohort, per resource (default: unlimited)."
        ),
        "lendingLimit": _quantities(
            "How much of its quota the queue lends to its cohort, per resource (default: all of it)."
        ),
    },
    required=["name", "quota"],
)

PREEMPTION = obj(
    "What the queue may preempt to admit a job (Kueue's defaults: Never).",
    {
        "withinClusterQueue": enum(
            "Preempt the queue's own jobs: Never, LowerPriority, LowerOrNewerEqualPriority.",
            ["Never", "LowerPriority", "LowerOrNewerEqualPriority"],
        ),
        "reclaimWithinCohort": enum(
            "Preempt the cohort's jobs that borrow this queue's quota: Never, LowerPriority, Any.",
            ["Never", "LowerPriority", "Any"],
        ),
        "borrowWithinCohort": obj(
            "Preempt the cohort's jobs in order to borrow.",
            {
                "policy": enum("Never or LowerPriority.", ["Never", "LowerPriority"]),
                "maxPriorityThreshold": integer(
                    "Only jobs at or below this priority are preempted.", minimum=-INT32_MAX - 1, maximum=INT32_MAX
                ),
            },
        ),
    },
)

CLUSTER_QUEUE = obj(
    "A ClusterQueue: quota for the jobs of some namespaces, reached through LocalQueues.",
    {
        "namespaces": array(
            "The namespaces whose jobs it admits (its namespaceSelector), each of the Environment's (default: "
            "every namespace of the Environment).",
            QUEUE_NAME,
            min_items=1,
        ),
        "localQueues": array(
            "LocalQueues made in each of its namespaces for jobs to name in `queue` (default: one named like "
            "the ClusterQueue).",
            QUEUE_NAME,
        ),
        "cohort": {**KUEUE_NAME, "description": "Cohort whose ClusterQueues borrow and lend unused quota."},
        "flavors": {
            **array("Quota per ResourceFlavor, tried in this order.", FLAVOR_QUOTA, min_items=1),
            "maxItems": 64,
        },
        "queueingStrategy": enum(
            "StrictFIFO, or BestEffortFIFO (Kueue's default): a job that does not fit lets later ones through.",
            ["StrictFIFO", "BestEffortFIFO"],
        ),
        "preemption": PREEMPTION,
    },
    required=["flavors"],
)

KUEUE = obj(
    "Kueue: the queues this Environment's jobs are admitted by. kfgen renders ResourceFlavors, ClusterQueues, "
    "LocalQueues in the namespaces they serve and WorkloadPriorityClasses once per build (the controller applies "
    "them as owned by the Environment); every queue and priority a job names must be one of them or listed in "
    "`existing`.",
    {
        "integrations": {
            **array(
                "The Kueue integrations (Configuration integrations.frameworks) the platform's Kueue enables "
                "(default: those of Kueue v0.19's released Configuration, which leaves out the training-operator "
                "v1 kinds; `kfgen docs kueue/controller_manager_config.yaml` prints one that enables them). "
                "A queued job of a kind not "
                "enabled is refused (see disabledIntegration): Kueue would let it run without quota.",
                {"type": "string", "enum": list(KUEUE_FRAMEWORKS)},
            ),
            "uniqueItems": True,
        },
        "disabledIntegration": enum(
            # no schema default: the API server would store it, and what is stored is what the controller reads
            "A queued job of a kind whose integration is not enabled: `error` (default) or `warning`.",
            ["error", "warning"],
        ),
        "unqueuedKinds": {
            **array(
                "Job kinds that run without a queue here although defaults.queue names one, e.g. the "
                "training-operator's v1 MPIJob, which no Kueue integration admits: the default queue does not "
                "apply to them and a spec may not name one (default: none; a queued job Kueue cannot admit is "
                "an error).",
                {"type": "string", "enum": WORKLOAD_KINDS},
            ),
            "uniqueItems": True,
        },
        "resourceFlavors": _named("ResourceFlavors by name.", RESOURCE_FLAVOR),
        "clusterQueues": _named("ClusterQueues by name.", CLUSTER_QUEUE),
        "priorityClasses": _named(
            "WorkloadPriorityClasses by name; jobs choose one with `queuePriority` (Kueue's priority, not the pods').",
            obj(
                "A WorkloadPriorityClass.",
                {
                    "value": integer(
                        "Priority; higher is admitted first and may preempt lower.", -INT32_MAX - 1, INT32_MAX
                    ),
                    "description": string("What it is for."),
                },
                required=["value"],
            ),
        ),
        "localQueues": _named(
            "LocalQueues for ClusterQueues the platform runs outside this Environment, by name, each in every "
            "namespace this Environment covers.",
            obj(
                "A LocalQueue.",
                {"clusterQueue": {**KUEUE_NAME, "description": "The ClusterQueue its jobs are admitted by."}},
                required=["clusterQueue"],
            ),
            QUEUE_NAME,
        ),
        "existing": obj(
            "Kueue objects the platform already runs: jobs and LocalQueues may name them.",
            {
                "localQueues": array("LocalQueues in every namespace of the Environment.", QUEUE_NAME),
                "clusterQueues": array("ClusterQueues.", KUEUE_NAME),
                "resourceFlavors": array("ResourceFlavors.", KUEUE_NAME),
                "priorityClasses": array("WorkloadPriorityClasses.", KUEUE_NAME),
            },
        ),
    },
)
