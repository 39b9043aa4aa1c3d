"""Job-state metrics: a kube-state-metrics v2.18.0 CustomResourceStateMetrics configuration of every job kind
kfgen emits (the job kinds of kfgen.workloads.registry.KINDS), Kueue's Workloads and Katib's Trials, with the RBAC
its reader needs and, given an image, a dedicated kube-state-metrics that also exports the pods' labels and
restarts from its built-in pods store (custom-resource metrics read CRDs only: a Pod there yields nothing).

Read from kube-state-metrics' source (pkg/customresourcestate): a family is `<metricNamePrefix>_<name>`;
labelsFromPath at the resource level label every family of it; a path that ends in a list makes a series per
item; condition statuses "True"/"False" become 1/0 and RFC 3339 times Unix seconds. Its series carry the
watched object's `namespace` beside the scrape's own, so its monitor honours labels (without, Prometheus
renames them `exported_namespace` and every rule would match nothing).
"""

from __future__ import annotations

import copy
import json

from kfgen import api
from kfgen.api import KindInfo, Obj
from kfgen.features.monitoring import series, settings
from kfgen.model import EnvironmentView
from kfgen.workloads import registry
from kfgen.workloads.profile import StatusShape
from kfgen.workloads.registry import WORKLOADS

UID = 65534  # kube-state-metrics' image runs as nobody
PORT = 8080
TELEMETRY_PORT = 8081
CONFIG_DIR = "/etc/kube-state-metrics"
CONFIG_KEY = "config.json"  # JSON is YAML to kube-state-metrics, and the core writes no YAML
DEFAULT_RESOURCES = {"cpu": "100m", "memory": "256Mi"}
KUEUE_WORKLOAD = registry.kind("Workload")
KATIB_TRIAL = registry.kind("Trial")
POD = registry.kind("Pod")
KINDS = tuple(
    registry.kind(k)
    for k in (
        "ConfigMap",
        "ServiceAccount",
        "ClusterRole",
        "ClusterRoleBinding",
        "Role",
        "RoleBinding",
        "Deployment",
        "Service",
        "ServiceMonitor",
    )
)
RBAC = "rbac.authorization.k8s.io"
# kube-state-metrics' discoverer watches CustomResourceDefinitions cluster-wide (internal/discovery) to start
# and stop each configured kind's store as its CRD comes and goes
DISCOVERY_RULE = {
    "apiGroups": ["apiextensions.k8s.io"],
    "resources": ["customresourcedefinitions"],
    "verbs": ["list", "watch"],
}


# Where kube-state-metrics reads each job kind, by apiVersion and kind (a name may be two workloads' at two versions):
# the workloads' (their profiles' `status`), and a Katib Experiment's, whose pods are its trials' jobs
EXPERIMENT = registry.kind("Experiment")
SHAPES: dict[tuple[str, str], StatusShape | None] = {
    **{(k.api_version, k.kind): w.status for w in WORKLOADS for k in w.kinds},
    (EXPERIMENT.api_version, EXPERIMENT.kind): StatusShape(None, ["status", "startTime"], None, False),
}


def job_kinds() -> list[KindInfo]:
    """One row per kind name: a cluster serves mpijobs.kubeflow.org at one version (the training operator's v1, or
    mpi-operator's v2beta1), and kube-state-metrics would fail on the other: its first row (MPIJob v1)."""
    first: dict[str, KindInfo] = {}
    for row in registry.KINDS:
        first.setdefault(row.kind, row)
    return [k for k in first.values() if k.job and SHAPES[(k.api_version, k.kind)] is not None]


def _gvk(kind: KindInfo) -> Obj:
    return {"group": kind.group, "version": kind.version, "kind": kind.kind}


def _gauge(name: str, help_text: str, path: list[str], **extra: object) -> Obj:
    return {"name": name, "help": help_text, "each": {"type": "Gauge", "gauge": {"path": path, **extra}}}


def _conditions(what: str) -> Obj:
    return _gauge(
        "condition",
        f"The {what}'s status conditions: 1 while the condition's status is True.",
        ["status", "conditions"],
        labelsFromPath={"type": ["type"], "reason": ["reason"]},
        valueFrom=["status"],
    )


def _created(what: str) -> Obj:
    return _gauge("created_timestamp_seconds", f"When the {what} was created.", ["metadata", "creationTimestamp"])


def _label(key: str) -> list[str]:
    return ["metadata", "labels", key]


def job_resource(kind: KindInfo, team_label: str) -> Obj:
    shape = SHAPES[(kind.api_version, kind.kind)]
    assert shape is not None, kind
    # no nilIsZero: on a map it makes a 0 series per other key, with the same labels
    pods: Obj = {"valueFrom": ["active"]}
    if shape.pods_keyed:
        pods["labelFromKey"] = "replica_type"
    else:
        pods["labelsFromPath"] = {"replica_type": ["name"]}
    metrics = [
        # an Info without labels of its own emits nothing (registry_factory.go): the uid is one
        {
            "name": "info",
            "help": "A job kfgen renders.",
            "each": {"type": "Info", "info": {"labelsFromPath": {"uid": ["metadata", "uid"]}}},
        },
        _conditions("job"),
        _created("job"),
    ]
    if shape.deadline:
        metrics.append(_gauge("deadline_seconds", "The job's activeDeadlineSeconds.", shape.deadline))
    if shape.pods:
        metrics.append(_gauge("active_pods", "Active pods per replica type.", shape.pods, **pods))
    if shape.start:
        metrics.insert(3, _gauge("start_timestamp_seconds", "When the operator started the job.", shape.start))
    labels = {"trainingspec": _label(api.SPEC_LABEL), "team": _label(team_label), "queue": _label(api.QUEUE_LABEL)}
    return _resource(kind, "job", labels, metrics)


def workload_resource() -> Obj:
    metrics = [_conditions("Kueue workload"), _created("Kueue workload")]
    return _resource(KUEUE_WORKLOAD, "workload", {"queue": ["spec", "queueName"]}, metrics)


def trial_resource() -> Obj:
    labels = {"experiment": _label("katib.kubeflow.org/experiment")}
    return _resource(KATIB_TRIAL, "trial", labels, [_conditions("Katib trial")])


def _resource(kind: KindInfo, prefix: str, labels: dict[str, list[str]], metrics: list[Obj]) -> Obj:
    """One kind's families `kfgen_<prefix>_*`, every series labelled with its object's name and namespace."""
    return {
        "groupVersionKind": _gvk(kind),
        "resourcePlural": kind.plural,
        "metricNamePrefix": f"{series.PREFIX}_{prefix}",
        "labelsFromPath": {"name": ["metadata", "name"], "namespace": ["metadata", "namespace"], **labels},
        "metrics": metrics,
    }


def watched(env: EnvironmentView) -> list[KindInfo]:
    """The kinds the configuration reads, in its order."""
    kinds = [*job_kinds(), POD]
    if settings.kueue(env):
        kinds.append(KUEUE_WORKLOAD)
    if settings.katib(env):
        kinds.append(KATIB_TRIAL)
    return kinds


def config(env: EnvironmentView) -> Obj:
    team = settings.team_label(env)
    resources = [job_resource(k, team) for k in job_kinds()]
    if settings.kueue(env):
        resources.append(workload_resource())
    if settings.katib(env):
        resources.append(trial_resource())
    return {"kind": "CustomResourceStateMetrics", "spec": {"resources": resources}}


def objects(env: EnvironmentView) -> list[Obj]:
    state = settings.state_metrics(env)
    if state is None:
        return []
    name = settings.state_metrics_name(env)
    out = [_config_map(env, name), *_rbac(env, name, state)]
    if state.get("image"):
        out = [_service_account(env, name), *out, _deployment(env, name, state), _service(env, name)]
        out.append(_service_monitor(env, name))
    return out


def _config_map(env: EnvironmentView, name: str) -> Obj:
    return {
        "apiVersion": "v1",
        "kind": "ConfigMap",
        "metadata": settings.metadata(env, name),
        "data": {CONFIG_KEY: json.dumps(config(env), indent=2) + "\n"},
    }


def _account(env: EnvironmentView, name: str, state: Obj) -> Obj:
    if state.get("image"):
        return {"kind": "ServiceAccount", "name": name, "namespace": settings.namespace(env)}
    return {"kind": "ServiceAccount", **state["serviceAccount"]}


def _rbac(env: EnvironmentView, name: str, state: Obj) -> list[Obj]:
    """list and watch of the watched kinds in each namespace of the Environment only, and of CRDs."""
    by_group: dict[str, list[str]] = {}
    for kind in watched(env):
        by_group.setdefault(kind.group, []).append(kind.plural)
    rules = [
        {"apiGroups": [g], "resources": sorted(p), "verbs": ["list", "watch"]} for g, p in sorted(by_group.items())
    ]
    subject = _account(env, name, state)
    out = [
        _role("ClusterRole", _cluster_wide(env, name), [DISCOVERY_RULE]),
        _binding("ClusterRole", _cluster_wide(env, name), name, subject),
    ]
    for namespace in env.namespaces:
        out.append(_role("Role", settings.metadata(env, name, where=namespace), rules))
        out.append(_binding("Role", settings.metadata(env, name, where=namespace), name, subject))
    return out


def _cluster_wide(env: EnvironmentView, name: str) -> Obj:
    metadata = settings.metadata(env, name)
    del metadata["namespace"]
    return metadata


def _role(kind: str, metadata: Obj, rules: list[Obj]) -> Obj:
    return {"apiVersion": f"{RBAC}/v1", "kind": kind, "metadata": metadata, "rules": copy.deepcopy(rules)}


def _binding(role_kind: str, metadata: Obj, name: str, subject: Obj) -> Obj:
    return {
        "apiVersion": f"{RBAC}/v1",
        "kind": f"{role_kind}Binding",
        "metadata": metadata,
        "roleRef": {"apiGroup": RBAC, "kind": role_kind, "name": name},
        "subjects": [dict(subject)],
    }


def _service_account(env: EnvironmentView, name: str) -> Obj:
    return {"apiVersion": "v1", "kind": "ServiceAccount", "metadata": settings.metadata(env, name)}


def pod_selector(env: EnvironmentView, name: str) -> dict[str, str]:
    return {api.NAME_LABEL: name, api.COMPONENT_LABEL: settings.COMPONENT, api.ENVIRONMENT_KEY: env.name}


def pod_labels(env: EnvironmentView) -> list[str]:
    return [*series.POD_LABEL_KEYS, settings.team_label(env)]


def args(env: EnvironmentView) -> list[str]:
    """Its own custom-resource families, and of the built-in stores only the pods' labels and restarts."""
    return [
        f"--custom-resource-state-config-file={CONFIG_DIR}/{CONFIG_KEY}",
        "--resources=pods",
        f"--metric-allowlist={series.POD_LABELS},{series.POD_RESTARTS},{series.PREFIX}_.+",
        f"--metric-labels-allowlist=pods=[{','.join(pod_labels(env))}]",
        f"--namespaces={','.join(env.namespaces)}",
        f"--port={PORT}",
        f"--telemetry-port={TELEMETRY_PORT}",
    ]


def _deployment(env: EnvironmentView, name: str, state: Obj) -> Obj:
    resources = {**DEFAULT_RESOURCES, **(state.get("resources") or {})}
    metadata = settings.metadata(env, name)
    container = {
        "name": "kube-state-metrics",
        "image": state["image"],
        "args": args(env),
        "ports": [
            {"name": "http-metrics", "containerPort": PORT, "protocol": "TCP"},
            {"name": "telemetry", "containerPort": TELEMETRY_PORT, "protocol": "TCP"},
        ],
        "livenessProbe": {"httpGet": {"path": "/livez", "port": "http-metrics"}, "initialDelaySeconds": 5},
        "readinessProbe": {"httpGet": {"path": "/readyz", "port": "telemetry"}, "initialDelaySeconds": 5},
        "resources": {"requests": dict(resources), "limits": dict(resources)},
        "securityContext": {
            "allowPrivilegeEscalation": False,
            "readOnlyRootFilesystem": True,
            "capabilities": {"drop": ["ALL"]},
        },
        "volumeMounts": [{"name": "config", "mountPath": CONFIG_DIR, "readOnly": True}],
    }
    return {
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "metadata": metadata,
        "spec": {
            "replicas": 1,
            "selector": {"matchLabels": pod_selector(env, name)},
            "template": {
                "metadata": {"labels": {**metadata["labels"], **pod_selector(env, name)}},
                "spec": {
                    "serviceAccountName": name,
                    "enableServiceLinks": False,
                    "securityContext": {
                        "runAsNonRoot": True,
                        "runAsUser": UID,
                        "runAsGroup": UID,
                        "seccompProfile": {"type": "RuntimeDefault"},
                    },
                    "containers": [container],
                    "volumes": [{"name": "config", "configMap": {"name": name}}],
                },
            },
        },
    }


def _service(env: EnvironmentView, name: str) -> Obj:
    return {
        "apiVersion": "v1",
        "kind": "Service",
        "metadata": settings.metadata(env, name),
        "spec": {
            "selector": pod_selector(env, name),
            "ports": [{"name": "http-metrics", "port": PORT, "targetPort": "http-metrics", "protocol": "TCP"}],
        },
    }


def _service_monitor(env: EnvironmentView, name: str) -> Obj:
    endpoint: Obj = {"port": "http-metrics", "honorLabels": True}
    interval = settings.of(env).get("interval")
    if interval:
        endpoint["interval"] = interval
    return {
        "apiVersion": api.MONITORING_API_VERSION,
        "kind": "ServiceMonitor",
        "metadata": settings.metadata(env, name, selected=True),
        "spec": {"selector": {"matchLabels": pod_selector(env, name)}, "endpoints": [endpoint]},
    }
