"""The vocabulary: kfgen's API group, every label and annotation key, and the rows of the kinds kfgen emits or reads
other than the workloads' jobs (each workload's own, kfgen.workloads; all together: kfgen.workloads.registry.KINDS,
from which the controller's watches, cache, REST paths and RBAC and the Argo CD and Flux health checks derive).
Adding a kind a feature emits is one row here plus its feature.
"""

from __future__ import annotations

from typing import Any, Literal, NamedTuple

from kfgen.version import __version__

Obj = dict[str, Any]  # a Kubernetes object, or any JSON-like mapping in one

GROUP = "kfgen.dev"
VERSION = "v1alpha1"
API_VERSION = f"{GROUP}/{VERSION}"
TRAINING_SPEC = "TrainingSpec"
ENVIRONMENT = "Environment"

# kfgen is not on PyPI: it installs from its repository, and its image is built from it (docs/install.md)
REPOSITORY = "https://github.com/kfgen-dev/kfgen"
IMAGE = f"ghcr.io/kfgen-dev/kfgen:{__version__}"


def pip_install(extra: str = "") -> str:
    """The install command messages print: this version, from the Git tag (`extra`: e.g. "controller")."""
    name = f"kfgen[{extra}]" if extra else "kfgen"
    return f"pip install '{name} @ git+{REPOSITORY}@v{__version__}'"


# labels on every generated object
NAME_LABEL = "app.kubernetes.io/name"
COMPONENT_LABEL = "app.kubernetes.io/component"
PART_OF_LABEL = "app.kubernetes.io/part-of"
MANAGED_BY_LABEL = "app.kubernetes.io/managed-by"
MANAGED_BY = "kfgen"
SPEC_LABEL = f"{GROUP}/trainingspec"
ROLE_LABEL = f"{GROUP}/role"  # pods: the spec's role (master, worker, ...)
REVISION_LABEL = f"{GROUP}/revision"  # jobs named <name>-<revision>
EXPERIMENT_LABEL = f"{GROUP}/experiment"  # pods: the Katib Experiment whose trial they run
ENVIRONMENT_KEY = f"{GROUP}/environment"  # annotation on generated objects; label on namespaces (controller)
STRICT_ANNOTATION = f"{GROUP}/strict"  # "true" on the KRM function's functionConfig: warnings fail the build
QUEUE_LABEL = "kueue.x-k8s.io/queue-name"
QUEUE_PRIORITY_LABEL = "kueue.x-k8s.io/priority-class"  # a Kueue WorkloadPriorityClass

# annotations
HASH_ANNOTATION = f"{GROUP}/spec-hash"
GENERATION_ANNOTATION = f"{GROUP}/generation"  # the spec generation a job was last applied for
APPLIED_ANNOTATION = f"{GROUP}/applied"  # digest of the body last applied: what kfgen sets changed, or not
FINALIZER = f"{GROUP}/job-record"  # a job cannot vanish before its final phase is recorded
ISTIO_INJECT_ANNOTATION = "sidecar.istio.io/inject"

# the labels kfgen sets and reads back (check-build, kpt's generated/ files, the controller's selectors):
# neither a spec nor an Environment may set them
OWN_LABELS = (
    NAME_LABEL,
    COMPONENT_LABEL,
    PART_OF_LABEL,
    MANAGED_BY_LABEL,
    SPEC_LABEL,
    ROLE_LABEL,
    REVISION_LABEL,
    EXPERIMENT_LABEL,
    ENVIRONMENT_KEY,
    QUEUE_LABEL,
    QUEUE_PRIORITY_LABEL,
)

# keys a spec may not set (the Environment's own labels are reserved too: kfgen.features.policy)
RESERVED_LABEL_PREFIXES = ("app.kubernetes.io/", f"{GROUP}/", "kueue.x-k8s.io/")
RESERVED_ANNOTATION_PREFIXES = (f"{GROUP}/", "kueue.x-k8s.io/")  # Kueue reads queue-name as an annotation too
# A generated ServiceAccount is `<spec><suffix>`: a spec's name never picks an existing account (a Kubeflow
# profile's default-editor, a kube-system controller's) for GitOps tools to apply over.
GENERATED_ACCOUNT_SUFFIX = "-kfgen"

KUEUE_API_VERSION = "kueue.x-k8s.io/v1beta2"
FIELD_MANAGER = "kfgen"  # server-side apply, by the controller
RUNTIME_PATCH_MANAGER = f"{GROUP}/kfgen"  # TrainJob spec.runtimePatches[].manager

Verb = Literal["get", "list", "watch", "create", "update", "patch", "delete"]
Role = Literal["owned", "observed", "own-api", "support"]
APPLY: tuple[Verb, ...] = ("get", "list", "watch", "create", "patch", "delete")


class Phases:
    """How a job kind's status conditions (status True) map to kfgen's phases."""

    # a plain class: importing dataclasses (and inspect with it) is 5 ms of every start, `kfgen fn`'s included
    __slots__ = ("argocd_script", "conditions", "succeeded")

    def __init__(self, conditions: dict[str, str], succeeded: str, argocd_script: str) -> None:
        self.conditions = conditions
        self.succeeded = succeeded  # the condition type that means Succeeded
        self.argocd_script = argocd_script  # argocd/health/<script>; "" where Argo CD and Flux know the kind's health


# Katib v0.19 Experiment conditions (pkg/apis/controller/experiments/v1beta1/experiment_types.go)
EXPERIMENT_PHASES = Phases(
    {c: c for c in ("Created", "Running", "Restarting", "Succeeded", "Failed")}, "Succeeded", "kubeflow-v1-job.lua"
)


class KindInfo(NamedTuple):
    """One kind kfgen emits (owned), reads (observed), serves (own-api) or needs to run (support)."""

    api_version: str
    kind: str
    plural: str
    namespaced: bool = True
    role: Role = "owned"
    verbs: tuple[Verb, ...] = APPLY  # what the controller's ClusterRole grants
    why: str = ""  # the comment on its RBAC rule: which verb serves what
    watched: bool = False  # the controller watches kfgen-labelled objects of this kind into its cache
    phases: Phases | None = None  # a job kind: how to read its phase
    extra_resources: tuple[tuple[str, tuple[Verb, ...], str], ...] = ()  # subresources
    cluster_role: bool = True  # granted by the controller's ClusterRole (a Lease: by a Role in its namespace)
    immutable: tuple[str, ...] = ()  # dotted fields the API server refuses to change: a change re-creates

    @property
    def group(self) -> str:
        return self.api_version.rpartition("/")[0]

    @property
    def version(self) -> str:
        return self.api_version.rpartition("/")[2]

    @property
    def job(self) -> bool:
        return self.phases is not None

    @property
    def custom_health(self) -> bool:
        """kfgen writes its health check for Argo CD and Flux (a job kind they do not know)."""
        return self.phases is not None and bool(self.phases.argocd_script)


V1_API_VERSION = "kubeflow.org/v1"
KATIB_API_VERSION = "kubeflow.org/v1beta1"
TRAINER_API_VERSION = "trainer.kubeflow.org/v1alpha1"
MONITORING_API_VERSION = "monitoring.coreos.com/v1"

JOB_WHY = (
    "list, watch: the jobs' watch (by label) and its cache; get: a job the cache lacks; patch: server-side apply "
    "and dropping the job-record finalizer; create: a server-side apply that creates is also authorized as "
    "create; delete: update policy Recreate, TTL, history (only with a UID precondition)."
)
_OBJECT_WHY = (
    "get: the ownership check of a name the cache lacks; list, watch: the cache, and restoring a generated "
    "object changed or deleted by hand; create, patch: server-side apply; delete: prune what a spec no longer "
    "renders (with a UID precondition)."
)
_SERVER_WHY = (
    "get, list: an Environment's objects by its label (its MLflow tracking server); create, patch: server-side "
    "apply; delete: prune what the Environment no longer renders (with a UID precondition)."
)
_UNWATCHED_WHY = "get: the ownership check; create, patch: server-side apply; delete: prune (with a UID precondition)."


# kfgen's own API: the kinds the controller serves
OWN_API_KINDS: tuple[KindInfo, ...] = (
    KindInfo(
        API_VERSION,
        TRAINING_SPEC,
        "trainingspecs",
        role="own-api",
        verbs=("get", "list", "watch"),
        why="get: each reconcile reads its spec; list, watch: the spec watch.",
        extra_resources=(
            ("status", ("patch",), "patch: the status is the controller's only write to a spec."),
            (
                "finalizers",
                ("update",),
                "update: OwnerReferencesPermissionEnforcement lets an object name a spec as an owner with "
                "blockOwnerDeletion (so foreground deletion of the spec waits for its jobs) only for whoever may "
                "update the spec's finalizers.",
            ),
        ),
    ),
    KindInfo(
        API_VERSION,
        ENVIRONMENT,
        "environments",
        namespaced=False,
        role="own-api",
        verbs=("get", "list", "watch"),
        why="get, list, watch: Environments are cached from their watch.",
    ),
)
# every other kind kfgen emits or reads; the job kinds its workloads render are the workloads' own
# (kfgen.workloads.registry.KINDS puts them between these two)
PLATFORM_KINDS: tuple[KindInfo, ...] = (
    KindInfo(KATIB_API_VERSION, "Experiment", "experiments", why=JOB_WHY, watched=True, phases=EXPERIMENT_PHASES),
    KindInfo("v1", "ServiceAccount", "serviceaccounts", why=_OBJECT_WHY, watched=True),
    KindInfo("v1", "Service", "services", why=_OBJECT_WHY, watched=True),
    KindInfo(
        MONITORING_API_VERSION,
        "ServiceMonitor",
        "servicemonitors",
        verbs=("get", "list", "create", "patch", "delete"),
        why=_UNWATCHED_WHY + " list: an Environment's objects by its label (its tracking server's monitor).",
    ),
    KindInfo("networking.k8s.io/v1", "NetworkPolicy", "networkpolicies", why=_OBJECT_WHY, watched=True),
    *(
        KindInfo(api_version, kind_name, plural, verbs=("get", "list", "create", "patch", "delete"), why=_SERVER_WHY)
        for api_version, kind_name, plural in (
            ("v1", "ConfigMap", "configmaps"),
            ("v1", "PersistentVolumeClaim", "persistentvolumeclaims"),
            ("apps/v1", "Deployment", "deployments"),
            ("batch/v1", "CronJob", "cronjobs"),
            ("networking.k8s.io/v1", "Ingress", "ingresses"),
        )
    ),
    KindInfo(
        MONITORING_API_VERSION,
        "PrometheusRule",
        "prometheusrules",
        verbs=("get", "list", "create", "patch", "delete"),
        why=_UNWATCHED_WHY + " list: an Environment's objects by its label (its alert rules).",
    ),
    KindInfo(
        "grafana.integreatly.org/v1beta1",
        "GrafanaDashboard",
        "grafanadashboards",
        verbs=("get", "list", "create", "patch", "delete"),
        why=_SERVER_WHY.replace("its MLflow tracking server", "its dashboard"),
    ),
    *(
        KindInfo(
            "rbac.authorization.k8s.io/v1",
            kind_name,
            plural,
            namespaced=namespaced,
            verbs=("get", "list", "create", "patch", "delete"),
            why=_SERVER_WHY.replace("its MLflow tracking server", "the RBAC of its kube-state-metrics")
            + " The API server lets it grant only what it holds itself: the list and watch below.",
        )
        for kind_name, plural, namespaced in (
            ("Role", "roles", True),
            ("RoleBinding", "rolebindings", True),
            ("ClusterRole", "clusterroles", False),
            ("ClusterRoleBinding", "clusterrolebindings", False),
        )
    ),
    *(
        KindInfo(
            api_version,
            kind_name,
            plural,
            role="support",
            verbs=("list", "watch"),
            why="list, watch: held only so that it may grant them to an Environment's kube-state-metrics (RBAC "
            "escalation prevention); the controller itself reads none.",
        )
        for api_version, kind_name, plural in (
            ("v1", "Pod", "pods"),
            (KUEUE_API_VERSION, "Workload", "workloads"),
            (KATIB_API_VERSION, "Trial", "trials"),
        )
    ),
    KindInfo(
        MONITORING_API_VERSION,
        "PodMonitor",
        "podmonitors",
        verbs=("get", "create", "patch", "delete"),
        why=_UNWATCHED_WHY,
    ),
    *(
        KindInfo(
            KUEUE_API_VERSION,
            kind_name,
            plural,
            namespaced=False,
            verbs=("get", "list", "create", "patch", "delete"),
            why="get, list: an Environment's objects by its label; create, patch: server-side apply; delete: prune "
            "what the Environment no longer renders (with a UID precondition).",
        )
        for kind_name, plural in (
            ("ResourceFlavor", "resourceflavors"),
            ("ClusterQueue", "clusterqueues"),
            ("WorkloadPriorityClass", "workloadpriorityclasses"),
        )
    ),
    KindInfo(
        KUEUE_API_VERSION,
        "LocalQueue",
        "localqueues",
        verbs=("get", "list", "create", "patch", "delete"),
        why="get, list: an Environment's objects by its label; create, patch: server-side apply; delete: prune what "
        "the Environment no longer renders (with a UID precondition).",
        immutable=("spec.clusterQueue",),
    ),
    *(
        KindInfo(
            TRAINER_API_VERSION,
            kind_name,
            plural,
            namespaced=namespaced,
            verbs=("get", "list", "create", "patch", "delete"),
            why="get, list: an Environment's objects by its label (its Trainer runtimes); create, patch: server-side "
            "apply; delete: prune what the Environment no longer renders (with a UID precondition).",
        )
        for kind_name, plural, namespaced in (
            ("ClusterTrainingRuntime", "clustertrainingruntimes", False),
            ("TrainingRuntime", "trainingruntimes", True),
        )
    ),
    KindInfo(
        "v1",
        "Namespace",
        "namespaces",
        namespaced=False,
        role="observed",
        verbs=("get", "list", "watch"),
        why="get, list, watch: the namespace's Environment label and the --namespace-selector shard, and their "
        "changes.",
    ),
    KindInfo(
        "apiextensions.k8s.io/v1",
        "CustomResourceDefinition",
        "customresourcedefinitions",
        namespaced=False,
        role="observed",
        verbs=("list", "watch"),
        why="list, watch: kopf watches CRDs to notice the job kinds appearing and going.",
    ),
    KindInfo(
        "v1",
        "Event",
        "events",
        role="support",
        verbs=("create",),
        why="create: one event per transition (warnings) or action (JobCreated, Pruned, ...).",
    ),
    KindInfo(
        "coordination.k8s.io/v1",
        "Lease",
        "leases",
        role="support",
        verbs=("get", "create", "update"),
        why="get, create, update: leader election, one Lease in the controller's namespace.",
        cluster_role=False,
    ),
)
