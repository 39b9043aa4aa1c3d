"""Issue 8 against the real API server (OwnerReferencesPermissionEnforcement on, audit log on; the session's, shared
with the other modules of the folder): the controller never harms what it does not own, never re-runs a finished
training, always says what went wrong, stops cleanly on SIGTERM, keeps to its scope, and holds only the permissions
it uses."""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
import yaml
from cluster import Cluster
from kfgen_controller import Controller, wait_for
from test_controller import (
    apply_spec,
    condition,
    events,
    example,
    get,
    job_path,
    jobs,
    namespace,
    ready_with_metrics,
    status,
    wait_condition,
)
from test_controller import cluster as cluster

from kfgen.workloads import registry

Obj = dict[str, Any]
LEASE = "/apis/coordination.k8s.io/v1/namespaces/kfgen-system/leases"


@pytest.fixture(scope="module")
def audit_start(cluster: Cluster) -> int:
    """The audit log's length before this module's controller starts: the API server and its log are the session's
    (tests/harness/apiserver_stack.py), and what another module's controller did proves nothing here."""
    return len(cluster.audit_log.read_text().splitlines())


@pytest.fixture(scope="module")
def controller(cluster: Cluster, audit_start: int) -> Iterator[Controller]:
    c = Controller(cluster, "kfgen-safety").start()
    yield c
    c.stop()


def sa_path(ns: str, name: str) -> str:
    return f"/api/v1/namespaces/{ns}/serviceaccounts/{name}"


def live_jobs(cluster: Cluster, ns: str, plural: str = "jaxjobs") -> list[str]:
    return [j["metadata"]["name"] for j in jobs(cluster, ns, plural) if not j["metadata"].get("deletionTimestamp")]


def finish(cluster: Cluster, ns: str, name: str, plural: str = "jaxjobs") -> None:
    """What the training operator writes when a job succeeds, with the fractional seconds some write."""
    now = time.strftime("%Y-%m-%dT%H:%M:%S.123456Z", time.gmtime())
    body = {
        "status": {
            "conditions": [
                {
                    "type": "Succeeded",
                    "status": "True",
                    "reason": "Succeeded",
                    "lastTransitionTime": now.replace(".123456", ""),
                }
            ],
            "completionTime": now,
            "replicaStatuses": {},
        }
    }
    code, answer = cluster.request(
        "PATCH", job_path(ns, plural, name) + "/status", body, content_type="application/merge-patch+json"
    )
    assert code == 200, answer


# ownership ----------------------------------------------------------------------------------------------


def test_a_users_object_with_a_generated_name_is_a_conflict_never_changed_or_deleted(
    cluster: Cluster, controller: Controller
) -> None:
    ns = namespace(cluster, "s-foreign", "dev")
    mine = {
        "apiVersion": "v1",
        "kind": "ServiceAccount",
        "automountServiceAccountToken": False,
        "metadata": {"name": "jax-mnist-kfgen", "namespace": ns, "labels": {"owner": "user"}},
    }
    cluster.kubectl("apply", "--server-side", "--field-manager=user", "-f", "-", stdin=json.dumps(mine))
    apply_spec(cluster, ns, example("jax-mnist"))
    st = wait_condition(cluster, ns, "jax-mnist", "Synced", "False", reason="Conflict")
    assert f"ServiceAccount {ns}/jax-mnist-kfgen" in condition(st, "Synced")["message"]
    assert condition(st, "Ready")["status"] == "False" and st.get("inventory") == []
    assert "Warning/Conflict" in events(cluster, ns, "jax-mnist") and live_jobs(cluster, ns) == []
    cluster.kubectl("delete", "trainingspec", "jax-mnist", "-n", ns, "--wait=true")
    time.sleep(3)  # the garbage collector's turn
    sa = get(cluster, sa_path(ns, "jax-mnist-kfgen"))
    assert sa is not None and sa["automountServiceAccountToken"] is False
    assert not sa["metadata"].get("ownerReferences") and sa["metadata"]["labels"] == {"owner": "user"}


def test_a_spec_named_default_does_not_take_over_the_default_service_account(
    cluster: Cluster, controller: Controller
) -> None:
    ns = namespace(cluster, "s-default", "dev")
    wait_for(lambda: get(cluster, sa_path(ns, "default")), 30, "the namespace's default ServiceAccount")
    doc = example("jax-mnist")
    doc["metadata"]["name"] = "default"
    apply_spec(cluster, ns, doc)
    wait_condition(cluster, ns, "default", "Ready", "True")
    [job] = [j for j in jobs(cluster, ns, "jaxjobs") if not j["metadata"].get("deletionTimestamp")]
    accounts = {t["template"]["spec"]["serviceAccountName"] for t in job["spec"]["jaxReplicaSpecs"].values()}
    assert accounts == {"default-kfgen"} and get(cluster, sa_path(ns, "default-kfgen")) is not None
    sa = get(cluster, sa_path(ns, "default"))
    assert sa is not None and not sa["metadata"].get("ownerReferences")
    assert "kfgen" not in {m["manager"] for m in sa["metadata"].get("managedFields") or []}


def test_a_namespace_without_an_environment_renders_nothing_unless_a_default_is_given(
    cluster: Cluster, controller: Controller
) -> None:
    """No Environment is not no policy: the spec is not rendered (not even a ServiceAccount) until the namespace
    is labelled or the controller is started with --default-environment."""
    ns = namespace(cluster, "s-no-env", None)
    apply_spec(cluster, ns, example("jax-mnist"))
    rendered = condition(
        wait_condition(cluster, ns, "jax-mnist", "Rendered", "False", reason="NoEnvironment"), "Rendered"
    )
    assert "--default-environment" in rendered["message"]
    assert get(cluster, sa_path(ns, "jax-mnist-kfgen")) is None and live_jobs(cluster, ns) == []
    controller.stop()
    defaulted = Controller(cluster, "kfgen-default-env", args=("--default-environment", "dev"))
    try:
        defaulted.start()
        wait_condition(cluster, ns, "jax-mnist", "Ready", "True")
        assert get(cluster, sa_path(ns, "jax-mnist-kfgen")) is not None and len(live_jobs(cluster, ns)) == 1
    finally:
        defaulted.stop()
        controller.start()


def test_a_generated_object_deleted_by_hand_is_restored(cluster: Cluster, controller: Controller) -> None:
    ns = "s-drift"
    doc = ready_with_metrics(cluster, ns)
    before = get(cluster, sa_path(ns, "jax-mnist-kfgen"))
    assert before is not None
    cluster.kubectl("delete", "serviceaccount", "jax-mnist-kfgen", "-n", ns)
    wait_for(
        lambda: (
            (sa := get(cluster, sa_path(ns, "jax-mnist-kfgen"))) and sa["metadata"]["uid"] != before["metadata"]["uid"]
        ),
        30,
        "the ServiceAccount is back",
    )
    monitors = f"/apis/monitoring.coreos.com/v1/namespaces/{ns}/"
    doc["spec"]["metrics"]["monitor"] = "PodMonitor"  # one monitor replaces the other
    apply_spec(cluster, ns, doc)
    wait_for(lambda: get(cluster, monitors + "podmonitors/jax-mnist") is not None, 30, "the PodMonitor")
    wait_for(lambda: get(cluster, monitors + "servicemonitors/jax-mnist") is None, 30, "the ServiceMonitor pruned")
    del doc["spec"]["metrics"]
    apply_spec(cluster, ns, doc)
    wait_for(lambda: get(cluster, f"/api/v1/namespaces/{ns}/services/jax-mnist-metrics") is None, 30, "pruned")
    wait_for(lambda: get(cluster, monitors + "podmonitors/jax-mnist") is None, 30, "the PodMonitor pruned")


def test_a_generated_object_changed_by_hand_is_changed_back(cluster: Cluster, controller: Controller) -> None:
    ns = "s-edit"
    ready_with_metrics(cluster, ns)
    service = f"/api/v1/namespaces/{ns}/services/jax-mnist-metrics"
    before = get(cluster, service)
    assert before is not None
    cluster.kubectl("label", "--overwrite", "service", "jax-mnist-metrics", "-n", ns, "team=someone-else")
    cluster.kubectl(
        "patch",
        "service",
        "jax-mnist-metrics",
        "-n",
        ns,
        "--type=merge",
        "-p",
        json.dumps({"spec": {"selector": {"kfgen.dev/trainingspec": "someone-elses-pods"}}}),
    )
    after = wait_for(
        lambda: (
            (svc := get(cluster, service))
            and svc["metadata"]["labels"]["team"] == "ml-platform"
            and svc["spec"]["selector"] == before["spec"]["selector"]
            and svc
        ),
        30,
        "the Service is as rendered again",
        lambda: json.dumps(get(cluster, service)),
    )
    assert after["metadata"]["uid"] == before["metadata"]["uid"]


def controller_requests(cluster: Cluster, since: int) -> list[Obj]:
    time.sleep(2)  # the audit backend writes in batches
    lines = cluster.audit_log.read_text().splitlines()[since:]
    return [
        e
        for e in map(json.loads, lines)
        if e["user"]["username"] == "system:serviceaccount:kfgen-system:kfgen-controller"
    ]


def test_a_restarted_controller_reads_its_watches_and_writes_nothing_in_sync(
    cluster: Cluster, controller: Controller
) -> None:
    ns = namespace(cluster, "s-steady", "dev")
    names = [f"steady-{i}" for i in range(6)]
    for name in names:
        doc = example("jax-mnist")
        doc["metadata"]["name"] = name
        doc["spec"]["metrics"] = {"port": 9000}
        apply_spec(cluster, ns, doc)
    for name in names:
        wait_condition(cluster, ns, name, "Ready", "True")
    controller.stop()
    time.sleep(2)
    since = len(cluster.audit_log.read_text().splitlines())
    controller.start()
    wait_for(
        lambda: (
            sum(controller.metric("kfgen_reconciles_total", f'{{result="{r}"}}') or 0 for r in ("changed", "unchanged"))
            >= len(names)
        ),
        30,
        "each spec reconciled",
    )
    time.sleep(3)
    seen = controller_requests(cluster, since)
    ours = [e for e in seen if (e.get("objectRef") or {}).get("namespace") == ns]
    writes = [
        f"{e['verb']} {e['objectRef']['resource']}/{e['objectRef'].get('name')}"
        for e in ours
        if e["verb"] not in ("get", "list", "watch")
    ]
    assert writes == []
    lists = [
        e["objectRef"]["resource"]
        for e in seen
        if e["verb"] == "list"
        and e["objectRef"].get("resource") in ("jaxjobs", "serviceaccounts", "services")
        and "kfgen.dev/environment" not in e["requestURI"]  # an Environment's own objects: once per Environment
    ]
    assert sorted(lists) == ["jaxjobs", "serviceaccounts", "services"]  # once, by the watches; never per spec


# errors are status ----------------------------------------------------------------------------------------


def deny_labelled_jobs(cluster: Cluster, ns: str, label: str) -> None:
    """A ValidatingAdmissionPolicy: the API server refuses (422 Invalid) JAXJobs in `ns` with `label`, which
    kfgen cannot know of (its own checks refuse invalid label keys before any request)."""
    name = f"{ns}-deny"
    policy = {
        "apiVersion": "admissionregistration.k8s.io/v1",
        "kind": "ValidatingAdmissionPolicy",
        "metadata": {"name": name},
        "spec": {
            "failurePolicy": "Fail",
            "matchConstraints": {
                "resourceRules": [
                    {
                        "apiGroups": ["kubeflow.org"],
                        "apiVersions": ["v1"],
                        "operations": ["CREATE", "UPDATE"],
                        "resources": ["jaxjobs"],
                    }
                ]
            },
            "validations": [
                {
                    "expression": f"!has(object.metadata.labels) || !('{label}' in object.metadata.labels)",
                    "message": f"jobs labelled {label} are not allowed here",
                    "reason": "Invalid",
                }
            ],
        },
    }
    binding = {
        "apiVersion": "admissionregistration.k8s.io/v1",
        "kind": "ValidatingAdmissionPolicyBinding",
        "metadata": {"name": name},
        "spec": {
            "policyName": name,
            "validationActions": ["Deny"],
            "matchResources": {"namespaceSelector": {"matchLabels": {"kubernetes.io/metadata.name": ns}}},
        },
    }
    for doc in (policy, binding):
        cluster.kubectl("apply", "--server-side", "-f", "-", stdin=json.dumps(doc))
    probe = {
        "apiVersion": "kubeflow.org/v1",
        "kind": "JAXJob",
        "metadata": {"name": "probe", "namespace": ns, "labels": {label: "yes"}},
        "spec": {
            "jaxReplicaSpecs": {
                "Worker": {"replicas": 1, "template": {"spec": {"containers": [{"name": "jax", "image": "x:1"}]}}}
            }
        },
    }
    wait_for(
        lambda: (
            cluster.kubectl("create", "--dry-run=server", "-f", "-", stdin=json.dumps(probe), check=False).returncode
            != 0
        ),
        30,
        "the admission policy is in force",
    )


def test_an_api_error_is_reported_once_and_retried_with_backoff(cluster: Cluster, controller: Controller) -> None:
    ns = namespace(cluster, "s-error", "dev")
    deny_labelled_jobs(cluster, ns, "blocked")
    doc = example("jax-mnist")
    doc["spec"]["labels"] = {"blocked": "yes"}  # kfgen lets it through, the API server refuses it (422)
    apply_spec(cluster, ns, doc)
    st = wait_condition(cluster, ns, "jax-mnist", "Synced", "False", reason="Invalid")
    assert "jobs labelled blocked are not allowed here" in condition(st, "Synced")["message"]
    assert condition(st, "Ready")["status"] == "False" and st.get("observedGeneration") is None
    before = controller.metric("kfgen_reconcile_errors_total") or 0
    time.sleep(10)
    assert (controller.metric("kfgen_reconcile_errors_total") or 0) - before <= 5  # 1, 2, 4, 8 s apart
    assert events(cluster, ns, "jax-mnist").count("Warning/Invalid") == 1
    doc["spec"]["labels"] = {"owner": "a"}
    apply_spec(cluster, ns, doc)
    st = wait_condition(cluster, ns, "jax-mnist", "Ready", "True")
    assert st["observedGeneration"] == 2


# finished is final ----------------------------------------------------------------------------------------


def test_a_job_finished_and_deleted_during_an_outage_is_not_run_again(cluster: Cluster, controller: Controller) -> None:
    ns = namespace(cluster, "s-outage", "dev")
    apply_spec(cluster, ns, example("jax-mnist"))
    name = wait_condition(cluster, ns, "jax-mnist", "Ready", "True")["job"]["name"]
    controller.stop()
    try:
        finish(cluster, ns, name)
        cluster.kubectl("delete", "jaxjob", name, "-n", ns, "--wait=false")
    finally:
        controller.start()
    wait_for(lambda: jobs(cluster, ns, "jaxjobs") == [], 30, "the job is gone once its end is recorded")
    st = wait_for(lambda: (s := status(cluster, ns, "jax-mnist"))["jobs"][0].get("gone") and s, 30, "recorded")
    assert st["phase"] == "Succeeded" and st["jobs"][0]["phase"] == "Succeeded"
    time.sleep(3)
    assert jobs(cluster, ns, "jaxjobs") == []


def test_an_environment_edit_does_not_restart_a_finished_training(cluster: Cluster, controller: Controller) -> None:
    env = yaml.safe_load((cluster_root() / "overlays" / "dev" / "environment.yaml").read_text())
    env["metadata"] = {"name": "editable"}
    cluster.kubectl("apply", "--server-side", "-f", "-", stdin=json.dumps(env))
    ns = namespace(cluster, "s-envedit", "editable")
    doc = example("jax-mnist")
    doc["spec"]["runPolicy"] = {"ttlAfterFinished": 2}
    apply_spec(cluster, ns, doc)
    name = wait_condition(cluster, ns, "jax-mnist", "Ready", "True")["job"]["name"]
    finish(cluster, ns, name)
    wait_for(lambda: jobs(cluster, ns, "jaxjobs") == [], 30, "the TTL (after a fractional completionTime)")
    env["spec"]["defaults"]["resources"] = {"cpu": "3", "memory": "8Gi"}
    cluster.kubectl("apply", "--server-side", "-f", "-", stdin=json.dumps(env))
    time.sleep(5)
    assert jobs(cluster, ns, "jaxjobs") == []
    assert status(cluster, ns, "jax-mnist")["phase"] == "Succeeded"


LOCALQUEUES = "/apis/kueue.x-k8s.io/v1beta2/namespaces/{}/localqueues"


def local_queues(cluster: Cluster, ns: str) -> dict[str, Obj]:
    listed = get(cluster, LOCALQUEUES.format(ns)) or {}
    return {q["metadata"]["name"]: q for q in listed.get("items") or []}


def test_an_environment_owns_its_queues_and_never_touches_anothers(cluster: Cluster, controller: Controller) -> None:
    """The Environment-level output: created in every covered namespace, owned by the Environment, changed and
    pruned with it; a LocalQueue someone else made under one of its names is reported and left alone."""
    ns_a, ns_b = namespace(cluster, "t-envq-a", None), namespace(cluster, "t-envq-b", None)
    theirs = {
        "apiVersion": "kueue.x-k8s.io/v1beta2",
        "kind": "LocalQueue",
        "metadata": {"name": "cpu", "namespace": ns_b},
        "spec": {"clusterQueue": "theirs"},
    }
    cluster.kubectl("apply", "--server-side", "--field-manager=team-b", "-f", "-", stdin=json.dumps(theirs))
    env: Obj = {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "Environment",
        "metadata": {"name": "queues"},
        "spec": {
            "namespace": ns_a,
            "policy": {"namespaces": [ns_a, ns_b]},
            "kueue": {
                "localQueues": {"gpu": {"clusterQueue": "a100"}, "cpu": {"clusterQueue": "cpu"}},
                "existing": {"clusterQueues": ["a100", "cpu", "cpu-2"]},  # the platform's, made elsewhere
            },
        },
    }
    cluster.kubectl("apply", "--server-side", "-f", "-", stdin=json.dumps(env))
    uid = (get(cluster, "/apis/kfgen.dev/v1alpha1/environments/queues") or {})["metadata"]["uid"]

    def owned(ns: str) -> dict[str, str]:
        return {
            name: q["spec"]["clusterQueue"]
            for name, q in local_queues(cluster, ns).items()
            if any(r["uid"] == uid and r.get("controller") for r in q["metadata"].get("ownerReferences") or [])
        }

    wait_for(lambda: owned(ns_a) == {"gpu": "a100", "cpu": "cpu"} and owned(ns_b) == {"gpu": "a100"}, 30, "queues")
    left = local_queues(cluster, ns_b)["cpu"]
    assert left["spec"]["clusterQueue"] == "theirs" and not left["metadata"].get("ownerReferences")
    assert "not owned by the Environment; left alone" in controller.output()
    env["spec"]["kueue"]["localQueues"] = {"cpu": {"clusterQueue": "cpu-2"}}
    cluster.kubectl("apply", "--server-side", "-f", "-", stdin=json.dumps(env))
    wait_for(lambda: owned(ns_a) == {"cpu": "cpu-2"} and owned(ns_b) == {}, 30, "changed and pruned with it")
    assert local_queues(cluster, ns_b)["cpu"]["spec"]["clusterQueue"] == "theirs"
    cluster.kubectl("delete", "environment", "queues")
    wait_for(lambda: owned(ns_a) == {}, 60, "gone with the Environment (garbage collector)")
    assert set(local_queues(cluster, ns_b)) == {"cpu"}


def test_an_environments_object_deleted_by_hand_comes_back_with_the_resync(
    cluster: Cluster, controller: Controller
) -> None:
    ns = namespace(cluster, "t-envq-resync", None)
    env: Obj = {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "Environment",
        "metadata": {"name": "queues-resync"},
        "spec": {
            "namespace": ns,
            "kueue": {"localQueues": {"batch": {"clusterQueue": "batch"}}, "existing": {"clusterQueues": ["batch"]}},
        },
    }
    cluster.kubectl("apply", "--server-side", "-f", "-", stdin=json.dumps(env))
    wait_for(lambda: "batch" in local_queues(cluster, ns), 30, "the Environment's LocalQueue")
    resyncing = Controller(cluster, "kfgen-resync", args=("--resync-seconds", "2", "--lease-name", "kfgen-resync"))
    resyncing.start()
    try:
        cluster.kubectl("delete", "localqueues.kueue.x-k8s.io", "-n", ns, "batch")
        wait_for(lambda: "batch" in local_queues(cluster, ns), 30, "restored by the periodic resync")
    finally:
        resyncing.stop()
        cluster.kubectl("delete", "environment", "queues-resync")


SERVER_PATHS = {
    "ServiceAccount": "/api/v1/namespaces/{ns}/serviceaccounts",
    "ConfigMap": "/api/v1/namespaces/{ns}/configmaps",
    "PersistentVolumeClaim": "/api/v1/namespaces/{ns}/persistentvolumeclaims",
    "Service": "/api/v1/namespaces/{ns}/services",
    "Deployment": "/apis/apps/v1/namespaces/{ns}/deployments",
    "Job": "/apis/batch/v1/namespaces/{ns}/jobs",
    "CronJob": "/apis/batch/v1/namespaces/{ns}/cronjobs",
    "Ingress": "/apis/networking.k8s.io/v1/namespaces/{ns}/ingresses",
    "NetworkPolicy": "/apis/networking.k8s.io/v1/namespaces/{ns}/networkpolicies",
    "ServiceMonitor": "/apis/monitoring.coreos.com/v1/namespaces/{ns}/servicemonitors",
    "PrometheusRule": "/apis/monitoring.coreos.com/v1/namespaces/{ns}/prometheusrules",
    "GrafanaDashboard": "/apis/grafana.integreatly.org/v1beta1/namespaces/{ns}/grafanadashboards",
    "Role": "/apis/rbac.authorization.k8s.io/v1/namespaces/{ns}/roles",
    "RoleBinding": "/apis/rbac.authorization.k8s.io/v1/namespaces/{ns}/rolebindings",
}
CLUSTER_RBAC_PATHS = {
    "ClusterRole": "/apis/rbac.authorization.k8s.io/v1/clusterroles",
    "ClusterRoleBinding": "/apis/rbac.authorization.k8s.io/v1/clusterrolebindings",
}


def owned_objects(cluster: Cluster, ns: str, uid: str) -> dict[tuple[str, str], Obj]:
    out = {}
    for kind, path in SERVER_PATHS.items():
        for o in (get(cluster, path.format(ns=ns)) or {}).get("items") or []:
            references = o["metadata"].get("ownerReferences") or []
            deleted = o["metadata"].get("deletionTimestamp")  # a PVC waits for its pods (pvc-protection)
            if not deleted and any(r["uid"] == uid and r.get("controller") for r in references):
                out[(kind, o["metadata"]["name"])] = o
    return out


def owned_cluster_rbac(cluster: Cluster, uid: str) -> dict[tuple[str, str], Obj]:
    out = {}
    for kind, path in CLUSTER_RBAC_PATHS.items():
        for o in (get(cluster, path) or {}).get("items") or []:
            if any(r["uid"] == uid and r.get("controller") for r in o["metadata"].get("ownerReferences") or []):
                out[(kind, o["metadata"]["name"])] = o
    return out


def test_an_environment_runs_its_monitoring_and_the_rbac_grants_no_more_than_the_controller_holds(
    cluster: Cluster, controller: Controller
) -> None:
    """kube-state-metrics with its RBAC, the rules and the dashboard are the Environment's in the cluster: created
    (a Role that grants list and watch of pods, Workloads and Trials: the API server lets the controller grant only
    what it holds), changed with the Environment, and pruned with its monitoring block."""
    jobs_ns = namespace(cluster, "t-monitored", None, restricted=True)
    monitoring_ns = namespace(cluster, "t-monitoring", None, restricted=True)
    monitoring = {
        "labels": {"release": "kube-prometheus"},
        "namespace": monitoring_ns,
        "katibTrials": True,
        "stateMetrics": {"image": "registry.k8s.io/kube-state-metrics/kube-state-metrics:v2.18.0"},
        "alerts": {"team": "ml"},
        "dashboards": {"kind": "GrafanaDashboard", "instanceSelector": {"dashboards": "grafana"}},
    }
    env: Obj = {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "Environment",
        "metadata": {"name": "monitored"},
        "spec": {"namespace": jobs_ns, "kueue": {}, "monitoring": monitoring},  # Kueue's Workloads are read
    }
    cluster.kubectl("apply", "--server-side", "-f", "-", stdin=json.dumps(env))
    uid = (get(cluster, "/apis/kfgen.dev/v1alpha1/environments/monitored") or {})["metadata"]["uid"]
    name = "kfgen-monitored-state-metrics"
    wanted = {(k, name) for k in ("ServiceAccount", "ConfigMap", "Deployment", "Service", "ServiceMonitor")} | {
        ("PrometheusRule", "kfgen-monitored-alerts"),
        ("GrafanaDashboard", "kfgen-monitored-training"),
    }

    def everything() -> bool:
        here = set(owned_objects(cluster, monitoring_ns, uid))
        there = set(owned_objects(cluster, jobs_ns, uid))
        rbac = set(owned_cluster_rbac(cluster, uid))
        return wanted <= here and {("Role", name), ("RoleBinding", name)} <= there and len(rbac) == 2

    wait_for(everything, 60, "the monitoring objects")
    role = owned_objects(cluster, jobs_ns, uid)[("Role", name)]
    granted = {(g, r) for rule in role["rules"] for g in rule["apiGroups"] for r in rule["resources"]}
    assert {("", "pods"), ("kueue.x-k8s.io", "workloads"), ("kubeflow.org", "trials")} <= granted
    env["spec"]["labels"] = {"cost-center": "ml"}  # every object changes: each kind is patched
    cluster.kubectl("apply", "--server-side", "-f", "-", stdin=json.dumps(env))
    wait_for(
        lambda: all(
            o["metadata"]["labels"].get("cost-center") == "ml"
            for o in [*owned_objects(cluster, monitoring_ns, uid).values(), *owned_cluster_rbac(cluster, uid).values()]
        ),
        60,
        "changed",
    )
    del env["spec"]["monitoring"]
    cluster.kubectl("apply", "--server-side", "-f", "-", stdin=json.dumps(env))
    wait_for(
        lambda: (
            not owned_objects(cluster, monitoring_ns, uid)
            and not owned_objects(cluster, jobs_ns, uid)
            and not owned_cluster_rbac(cluster, uid)
        ),
        60,
        "pruned with the Environment's monitoring",
    )
    cluster.kubectl("delete", "environment", "monitored")


def test_an_environment_runs_its_tracking_server_and_network_policy(cluster: Cluster, controller: Controller) -> None:
    """The tracking server and the default deny are the Environment's output in the cluster too: created, changed
    (a new image is a new upgrade Job, the old one pruned) and pruned with the Environment's spec."""
    ns = namespace(cluster, "t-tracking", None, restricted=True)
    server = {
        "image": "registry.example.com/ml/mlflow-server:3.17.2",
        "storage": {"size": "1Gi"},
        "backendStore": {"uriSecret": {"secret": "mlflow-db", "key": "uri"}},
        "artifacts": {"volume": True},
        "auth": {
            "adminUsername": {"secret": "mlflow-admin", "key": "username"},
            "adminPassword": {"secret": "mlflow-admin", "key": "password"},
            "flaskSecretKey": {"secret": "mlflow-admin", "key": "flask-secret-key"},
        },
        "ingress": {"host": "mlflow.example.com"},
        "gc": {"schedule": "0 3 * * *", "olderThan": "30d"},
    }
    env: Obj = {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "Environment",
        "metadata": {"name": "tracked"},
        "spec": {
            "namespace": ns,
            "mlflow": {"server": server, "credentials": {"secret": "mlflow-training"}},
            "networkPolicy": {"enabled": True},
        },
    }
    cluster.kubectl("apply", "--server-side", "-f", "-", stdin=json.dumps(env))
    uid = (get(cluster, "/apis/kfgen.dev/v1alpha1/environments/tracked") or {})["metadata"]["uid"]
    wanted = {
        ("ServiceAccount", "mlflow"),
        ("ConfigMap", "mlflow-auth"),
        ("PersistentVolumeClaim", "mlflow-data"),
        ("Deployment", "mlflow"),
        ("Service", "mlflow"),
        ("CronJob", "mlflow-gc"),
        ("Ingress", "mlflow"),
        ("NetworkPolicy", "mlflow"),
        ("NetworkPolicy", "mlflow-maintenance"),
        ("NetworkPolicy", "kfgen-default-deny"),
        ("ServiceMonitor", "mlflow"),
    }

    def upgrade_jobs() -> list[str]:
        return sorted(name for kind, name in owned_objects(cluster, ns, uid) if kind == "Job")

    wait_for(lambda: wanted <= set(owned_objects(cluster, ns, uid)) and len(upgrade_jobs()) == 1, 60, "the server")
    [first] = upgrade_jobs()
    server["image"] = "registry.example.com/ml/mlflow-server:3.17.3"
    cluster.kubectl("apply", "--server-side", "-f", "-", stdin=json.dumps(env))

    def image() -> str:
        deployment = owned_objects(cluster, ns, uid).get(("Deployment", "mlflow")) or {}
        return str(deployment.get("spec", {}).get("template", {}).get("spec", {}).get("containers", [{}])[0]["image"])

    wait_for(lambda: image().endswith(":3.17.3") and len(upgrade_jobs()) == 1 and upgrade_jobs() != [first], 60, "new")
    del env["spec"]["mlflow"], env["spec"]["networkPolicy"]
    cluster.kubectl("apply", "--server-side", "-f", "-", stdin=json.dumps(env))
    wait_for(lambda: not owned_objects(cluster, ns, uid), 60, "pruned with the Environment's spec")
    cluster.kubectl("delete", "environment", "tracked")


def cluster_root() -> Any:
    from conftest import ROOT

    return ROOT


# scope, sharding, namespaces --------------------------------------------------------------------------


def test_a_namespace_label_change_is_watched(cluster: Cluster, controller: Controller) -> None:
    ns = namespace(cluster, "s-relabel", "nonexistent")
    apply_spec(cluster, ns, example("jax-mnist"))
    wait_condition(cluster, ns, "jax-mnist", "Rendered", "False", reason="EnvironmentNotFound")
    namespace(cluster, ns, "dev")
    wait_condition(cluster, ns, "jax-mnist", "Ready", "True")


def test_shards_with_their_own_leases_never_act_on_the_same_spec(cluster: Cluster, controller: Controller) -> None:
    controller.stop()
    shards = [
        Controller(cluster, "shard-a", args=("--namespace", "s-shard-a", "--lease-name", "shard-a")),
        Controller(cluster, "shard-b", args=("--namespace-selector", "shard=b", "--lease-name", "shard-b")),
    ]
    try:
        for shard in shards:
            shard.start()
        for ns, label in (("s-shard-a", "a"), ("s-shard-b", "b")):
            namespace(cluster, ns, "dev")
            cluster.kubectl("label", "namespace", ns, f"shard={label}", "--overwrite")
            apply_spec(cluster, ns, example("jax-mnist"))
            wait_condition(cluster, ns, "jax-mnist", "Ready", "True")
        cluster.kubectl("annotate", "environment", "dev", f"touched={time.time()}", "--overwrite")
        dev = get(cluster, "/apis/kfgen.dev/v1alpha1/environments/dev")
        assert dev is not None
        cluster.kubectl(
            "apply",
            "--server-side",
            "--field-manager=shard-test",
            "-f",
            "-",
            stdin=json.dumps(
                {
                    "apiVersion": "kfgen.dev/v1alpha1",
                    "kind": "Environment",
                    "metadata": {"name": "dev"},
                    "spec": {"labels": {"touched": "yes"}},
                }
            ),
        )
        time.sleep(5)
        for shard, mine, other in ((shards[0], "s-shard-a", "s-shard-b"), (shards[1], "s-shard-b", "s-shard-a")):
            acted = {
                json.loads(line).get("namespace")
                for line in shard.output().splitlines()
                if line.startswith("{") and '"reconcile' in line
            }
            assert mine in acted and other not in acted, (shard.identity, acted)
            assert not any(ns.startswith("t-") or ns in ("s-outage", "s-drift") for ns in acted if ns)
    finally:
        for shard in shards:
            shard.stop()
        cluster.kubectl(
            "apply",
            "--server-side",
            "--field-manager=shard-test",
            "-f",
            "-",
            stdin=json.dumps({"apiVersion": "kfgen.dev/v1alpha1", "kind": "Environment", "metadata": {"name": "dev"}}),
        )
        controller.start()


# shutdown and restart -------------------------------------------------------------------------------------


def jobs_being_deleted(cluster: Cluster) -> list[str]:
    """Jobs with a deletionTimestamp: their specs are reconciled every few seconds until they are gone."""
    out = []
    # every job row by (apiVersion, kind): a version this cluster does not serve (v2beta1 MPIJob) answers 404, no items
    for (api_version, kind), info in sorted(registry.BY_API.items(), key=str):
        if not info.job:
            continue
        items = (get(cluster, f"/apis/{api_version}/{info.plural}") or {}).get("items") or []
        out += [f"{kind}/{j['metadata']['name']}" for j in items if j["metadata"].get("deletionTimestamp")]
    return out


def test_sigterm_exits_within_10s_and_releases_the_lease(cluster: Cluster, controller: Controller) -> None:
    # earlier tests' deletions settle first: a job still being deleted is rightly reconciled again and again
    wait_for(
        lambda: not jobs_being_deleted(cluster), 60, "no job is being deleted", lambda: str(jobs_being_deleted(cluster))
    )
    took = controller.stop()  # raises when SIGTERM takes longer than 10 s
    lease = get(cluster, f"{LEASE}/kfgen-controller")
    assert lease is not None and not lease["spec"].get("holderIdentity")
    assert controller.proc is not None and controller.proc.returncode == 0
    print(f"SIGTERM to exit: {took:.1f} s")
    started = time.monotonic()
    controller.start()
    specs = (get(cluster, "/apis/kfgen.dev/v1alpha1/trainingspecs") or {}).get("items") or []
    wait_for(lambda: time.monotonic() - started > 15, 20, "the new leader settles")
    total = sum(
        controller.metric("kfgen_reconciles_total", f'{{result="{r}"}}') or 0
        for r in ("changed", "unchanged", "error", "gone")
    )
    assert total <= len(specs) + 3, f"{total} reconciles at start-up for {len(specs)} specs"


# least privilege --------------------------------------------------------------------------------------------


def test_every_granted_verb_is_used(cluster: Cluster, controller: Controller, audit_start: int) -> None:
    """From the audit log of this module: each verb of each rule of the ClusterRole was used by the controller (a
    create by server-side apply is a patch answered 201), and nothing it did was forbidden."""
    rbac = list(yaml.safe_load_all((cluster_root() / "bases" / "controller" / "rbac.yaml").read_text()))
    role = next(d for d in rbac if d["kind"] == "ClusterRole")
    used: set[tuple[str, str, str]] = set()
    for entry in controller_requests(cluster, audit_start):
        obj = entry.get("objectRef") or {}
        resource = obj.get("resource", "") + (f"/{obj['subresource']}" if obj.get("subresource") else "")
        code = (entry.get("responseStatus") or {}).get("code", 0)
        assert code != 403, entry
        used.add((obj.get("apiGroup", ""), resource, entry["verb"]))
        if entry["verb"] == "patch" and code == 201:
            used.add((obj.get("apiGroup", ""), resource, "create"))
    unproven = []
    for rule in role["rules"]:
        for verb in rule["verbs"]:
            if not any((g, r, verb) in used for g in rule["apiGroups"] for r in rule["resources"]):
                unproven.append(f"{verb} {rule['apiGroups']} {rule['resources']}")
    # update of trainingspecs/finalizers is an admission check, not a request: every create above needs it under
    # OwnerReferencesPermissionEnforcement; TrainJobs take the same code path as the kubeflow.org jobs (their
    # verbs are exercised by test_controller.py::test_ttl_and_history_limit)
    # list and watch of pods, Workloads and Trials are held only to be granted to an Environment's
    # kube-state-metrics: the API server checks them when the controller creates that Role (the monitoring test
    # above), which no audit entry records as their use
    granted_only = {k.plural for k in registry.KINDS if k.role == "support" and "grant" in k.why}
    assert granted_only == {"pods", "workloads", "trials"}
    unproven = [u for u in unproven if not any(f"['{plural}']" in u for plural in granted_only)]
    assert [u for u in unproven if "trainer.kubeflow.org" not in u] == [
        "update ['kfgen.dev'] ['trainingspecs/finalizers']"
    ], unproven
