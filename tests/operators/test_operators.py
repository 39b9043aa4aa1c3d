"""The real operators (tests/harness/operators.py) with hand-written, upstream-style manifests: what
training-operator v1.9.4, Trainer v2.3.0 and JobSet v0.12.0 create, inject and refuse, in namespaces that
enforce Pod Security. Every pod template carries a restricted security context; what the operators add
to it decides whether the pods are admitted. Each assertion is the observed behaviour.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from typing import Any

import pytest
from kfgen_controller import wait_for
from operators import (  # noqa: F401
    OUTCOME_LABEL,
    RESTRICTED_CONTAINER,
    RESTRICTED_POD,
    Operators,
    condition,
    operators_fixture,
    report,
)

Obj = dict[str, Any]

SPEC_KEYS = {
    "PyTorchJob": "pytorchReplicaSpecs",
    "TFJob": "tfReplicaSpecs",
    "XGBoostJob": "xgbReplicaSpecs",
    "MPIJob": "mpiReplicaSpecs",
}
JOB_NAME = "training.kubeflow.org/job-name"


@pytest.fixture(autouse=True)
def timed(request: pytest.FixtureRequest) -> Iterator[None]:
    began = time.monotonic()
    yield
    report(request, f"{request.node.name}: {time.monotonic() - began:.1f}s")


# manifests --------------------------------------------------------------------------------------------


def pod_template(container: str, labels: dict[str, str] | None = None) -> Obj:
    return {
        "metadata": {"labels": labels or {}},
        "spec": {
            "securityContext": RESTRICTED_POD,
            "containers": [
                {
                    "name": container,
                    "image": "busybox:1.36",
                    "command": ["true"],
                    "securityContext": RESTRICTED_CONTAINER,
                    "resources": {"requests": {"cpu": "1", "memory": "1Gi"}},
                }
            ],
        },
    }


def kubeflow_job(
    kind: str,
    name: str,
    ns: str,
    container: str,
    replicas: dict[str, int],
    restart: str | None = "OnFailure",
    labels: dict[str, str] | None = None,
) -> Obj:
    specs = {rtype: {"replicas": n, "template": pod_template(container, labels)} for rtype, n in replicas.items()}
    for spec in specs.values():
        if restart:
            spec["restartPolicy"] = restart
    return {
        "apiVersion": "kubeflow.org/v1",
        "kind": kind,
        "metadata": {"name": name, "namespace": ns},
        "spec": {SPEC_KEYS[kind]: specs},
    }


def trainjob(name: str, ns: str, **spec: Any) -> Obj:
    return {
        "apiVersion": "trainer.kubeflow.org/v1alpha1",
        "kind": "TrainJob",
        "metadata": {"name": name, "namespace": ns},
        "spec": spec,
    }


def job_path(ns: str, plural: str, name: str) -> str:
    return f"/apis/kubeflow.org/v1/namespaces/{ns}/{plural}/{name}"


# reading the cluster ----------------------------------------------------------------------------------


def by_name(items: list[Obj]) -> dict[str, Obj]:
    return {o["metadata"]["name"]: o for o in items}


def job_pods(ops: Operators, ns: str, job: str) -> dict[str, Obj]:
    return by_name([p for p in ops.pods(ns) if p["metadata"]["labels"].get(JOB_NAME) == job])


def services(ops: Operators, ns: str) -> dict[str, Obj]:
    return by_name((ops.get(f"/api/v1/namespaces/{ns}/services") or {}).get("items") or [])


def env(container: Obj) -> dict[str, Any]:
    return {e["name"]: e.get("value", e.get("valueFrom")) for e in container.get("env") or []}


def warnings(ops: Operators, ns: str, name: str, reason: str) -> list[Obj]:
    return [e for e in ops.events(ns, name) if e["reason"] == reason]


def refused(ops: Operators, doc: Obj) -> str:
    result = ops.create(doc, check=False)
    assert result.returncode != 0, f"{doc['kind']} {doc['metadata']['name']} was accepted"
    return result.stderr


# tests ------------------------------------------------------------------------------------------------


def test_webhooks_refuse_invalid_objects(operators: Operators) -> None:
    ns = operators.namespace("t-webhooks")
    bad_pytorch = kubeflow_job("PyTorchJob", "bad", ns, "main", {"Master": 2})
    message = refused(operators, bad_pytorch)
    assert 'admission webhook "validator.pytorchjob.training-operator.kubeflow.org" denied the request' in message
    assert "must have at least one container with name pytorch" in message and "must be 1" in message
    message = refused(operators, trainjob("bad", ns, runtimeRef={"name": "torch-distributed", "kind": "Deployment"}))
    assert (
        'admission webhook "validator.trainjob.trainer.kubeflow.org" denied the request: '
        "unsupported runtime: Deployment.trainer.kubeflow.org"
    ) in message
    message = refused(operators, trainjob("bad", ns, runtimeRef={"name": "no-such-runtime"}))
    assert 'ClusterTrainingRuntime.trainer.kubeflow.org "no-such-runtime" not found' in message
    jobset = {
        "apiVersion": "jobset.x-k8s.io/v1alpha2",
        "kind": "JobSet",
        "metadata": {"name": "bad", "namespace": ns},
        "spec": {
            "replicatedJobs": [{"name": "r", "template": {"spec": {"template": pod_template("c")}}}],
            "successPolicy": {"operator": "All", "targetReplicatedJobs": ["nope"]},
        },
    }
    # JobSet v0.12.0's webhook answers with an API status of its own (no "admission webhook ... denied" prefix):
    # this sentence is its validation's (pkg/webhooks/jobset_webhook.go), the CRD's rules have none like it.
    assert "invalid replicatedJob name 'nope' does not appear in .spec.ReplicatedJobs" in refused(operators, jobset)


def test_webhooks_let_through_what_they_do_not_check(operators: Operators) -> None:
    """An empty replica map passes the PyTorchJob webhook (it only checks for nil); MPIJob has no webhook."""
    ns = operators.namespace("t-unchecked")
    empty = kubeflow_job("PyTorchJob", "empty", ns, "pytorch", {})
    operators.create(empty)
    no_launcher = kubeflow_job("MPIJob", "no-launcher", ns, "mpi", {"Worker": 1})
    operators.create(no_launcher)
    missing = {**empty, "metadata": {"name": "missing", "namespace": ns}, "spec": {}}
    assert "spec.pytorchReplicaSpecs: Required value" in refused(operators, missing)  # the CRD schema


def test_pytorchjob_master_and_workers_succeeds_in_baseline_namespace(operators: Operators) -> None:
    ns = operators.namespace("t-pytorch-baseline", enforce="baseline")
    operators.create(kubeflow_job("PyTorchJob", "pt", ns, "pytorch", {"Master": 1, "Worker": 2}))
    path = job_path(ns, "pytorchjobs", "pt")
    operators.wait_condition(path, "Succeeded")

    # the master decides; workers still active then are counted as succeeded by the reconcile *after* the one
    # that wrote Succeeded (common/job.go ReconcileJobs), so the final counts come a moment later
    def workers() -> Obj:
        counts: Obj = (operators.get(path) or {}).get("status", {}).get("replicaStatuses", {}).get("Worker", {})
        return counts

    final = wait_for(
        lambda: workers().get("succeeded") == 2 and workers(),
        30,
        "both workers counted as succeeded",
        lambda: f"worker status: {workers()}",
    )
    assert final.get("active", 0) == 0
    assert job_pods(operators, ns, "pt")["pt-master-0"]["status"]["phase"] == "Succeeded"
    pods = wait_for(
        lambda: (
            (found := job_pods(operators, ns, "pt"))
            and all(p["status"]["phase"] == "Succeeded" for p in found.values())
            and found
        ),
        30,
        "every pod succeeded",
    )
    assert sorted(pods) == ["pt-master-0", "pt-worker-0", "pt-worker-1"]
    master, worker = pods["pt-master-0"], pods["pt-worker-1"]
    assert master["metadata"]["labels"]["training.kubeflow.org/job-role"] == "master"
    assert "initContainers" not in master["spec"]
    [init] = worker["spec"]["initContainers"]  # waits for the master's DNS name, no securityContext
    assert (init["name"], init["image"], "securityContext" in init) == ("init-pytorch", "alpine:3.10", False)
    assert env(worker["spec"]["containers"][0]) == {
        "PYTHONUNBUFFERED": "1",
        "MASTER_PORT": "23456",
        "PET_MASTER_PORT": "23456",
        "MASTER_ADDR": "pt-master-0",
        "PET_MASTER_ADDR": "pt-master-0",
        "WORLD_SIZE": "3",
        "RANK": "2",
        "PET_NODE_RANK": "2",
        "PET_NPROC_PER_NODE": "auto",
        "PET_NNODES": "3",
    }
    assert worker["spec"]["containers"][0]["ports"] == [
        {"containerPort": 23456, "name": "pytorchjob-port", "protocol": "TCP"}
    ]
    assert worker["spec"]["restartPolicy"] == "OnFailure"
    svc = services(operators, ns)
    assert sorted(svc) == sorted(pods)
    assert svc["pt-worker-1"]["spec"]["clusterIP"] == "None"
    assert svc["pt-worker-1"]["spec"]["ports"][0]["port"] == 23456


def refused_by_restricted(container: str) -> str:
    """Pod Security admission's message for an operator-injected container with no securityContext."""
    return (
        f'violates PodSecurity "restricted:latest": allowPrivilegeEscalation != false (container "{container}" '
        f"must set securityContext.allowPrivilegeEscalation=false), unrestricted capabilities (container "
        f'"{container}" must set securityContext.capabilities.drop=["ALL"])'
    )


def test_pytorchjob_with_a_master_is_refused_in_restricted_namespace(operators: Operators) -> None:
    """The workers' init-pytorch container breaks Pod Security restricted; the job never gets a status."""
    ns = operators.namespace("t-pytorch-restricted")
    operators.create(kubeflow_job("PyTorchJob", "pt", ns, "pytorch", {"Master": 1, "Worker": 2}))
    master_done = wait_for(
        lambda: job_pods(operators, ns, "pt").get("pt-master-0", {}).get("status", {}).get("phase") == "Succeeded",
        60,
        "the master pod succeeded",
    )
    assert master_done
    [event] = wait_for(lambda: warnings(operators, ns, "pt", "FailedCreatePod"), 30, "a FailedCreatePod event")
    assert event["message"] == (
        'Error creating: pods "pt-worker-0" is forbidden: ' + refused_by_restricted("init-pytorch")
    )
    count = event["count"]
    wait_for(
        lambda: warnings(operators, ns, "pt", "FailedCreatePod")[0]["count"] > count,
        60,
        "the operator retried after the master finished",
    )
    assert sorted(job_pods(operators, ns, "pt")) == ["pt-master-0"]
    assert not (operators.get(job_path(ns, "pytorchjobs", "pt")) or {}).get("status")


def test_tfjob_and_xgboostjob_succeed_in_restricted_namespace(operators: Operators) -> None:
    ns = operators.namespace("t-tf-xgb")
    operators.create(kubeflow_job("TFJob", "tf", ns, "tensorflow", {"Chief": 1, "PS": 1, "Worker": 2}))
    operators.create(kubeflow_job("XGBoostJob", "xgb", ns, "xgboost", {"Master": 1, "Worker": 2}))
    operators.wait_condition(job_path(ns, "tfjobs", "tf"), "Succeeded")
    operators.wait_condition(job_path(ns, "xgboostjobs", "xgb"), "Succeeded")
    tf, xgb = job_pods(operators, ns, "tf"), job_pods(operators, ns, "xgb")
    assert sorted(tf) == ["tf-chief-0", "tf-ps-0", "tf-worker-0", "tf-worker-1"]
    assert sorted(xgb) == ["xgb-master-0", "xgb-worker-0", "xgb-worker-1"]
    tf_config = env(tf["tf-worker-1"]["spec"]["containers"][0])["TF_CONFIG"]
    assert tf_config == (
        '{"cluster":{"chief":["tf-chief-0.t-tf-xgb.svc:2222"],"ps":["tf-ps-0.t-tf-xgb.svc:2222"],'
        '"worker":["tf-worker-0.t-tf-xgb.svc:2222","tf-worker-1.t-tf-xgb.svc:2222"]},'
        '"task":{"type":"worker","index":1},"environment":"cloud"}'
    )
    assert env(xgb["xgb-worker-1"]["spec"]["containers"][0]) == {
        "MASTER_PORT": "9999",
        "MASTER_ADDR": "xgb-master-0",
        "WORLD_SIZE": "3",
        "RANK": "2",
        "PYTHONUNBUFFERED": "1",
        "WORKER_PORT": "9999",
        "WORKER_ADDRS": "xgb-worker-0,xgb-worker-1",
    }
    svc = services(operators, ns)
    assert sorted(svc) == sorted([*tf, *xgb])
    assert {s["spec"]["ports"][0]["port"] for name, s in svc.items() if name.startswith("tf-")} == {2222}
    assert {s["spec"]["ports"][0]["port"] for name, s in svc.items() if name.startswith("xgb-")} == {9999}


def mpijob(ns: str) -> Obj:
    job = kubeflow_job("MPIJob", "mpi", ns, "mpi", {"Launcher": 1, "Worker": 2}, restart=None)
    job["spec"]["slotsPerWorker"] = 1
    return job


def test_mpijob_launcher_is_refused_in_restricted_namespace(operators: Operators) -> None:
    ns = operators.namespace("t-mpi-restricted")
    operators.create(mpijob(ns))
    [event] = wait_for(lambda: warnings(operators, ns, "mpi", "MPIJobFailed"), 60, "an MPIJobFailed event")
    assert event["message"] == (
        'launcher pod created failed: pods "mpi-launcher" is forbidden: ' + refused_by_restricted("kubectl-delivery")
    )
    assert sorted(job_pods(operators, ns, "mpi")) == ["mpi-worker-0", "mpi-worker-1"]
    core, rbac = f"/api/v1/namespaces/{ns}", f"/apis/rbac.authorization.k8s.io/v1/namespaces/{ns}"
    for path in (
        f"{core}/serviceaccounts/mpi-launcher",
        f"{core}/configmaps/mpi-config",
        f"{rbac}/roles/mpi-launcher",
        f"{rbac}/rolebindings/mpi-launcher",
    ):
        assert operators.get(path), path
    assert not (operators.get(job_path(ns, "mpijobs", "mpi")) or {}).get("status")


def test_mpijob_succeeds_in_baseline_namespace(operators: Operators) -> None:
    ns = operators.namespace("t-mpi-baseline", enforce="baseline")
    operators.create(mpijob(ns))
    operators.wait_condition(job_path(ns, "mpijobs", "mpi"), "Succeeded")
    launcher = job_pods(operators, ns, "mpi")["mpi-launcher"]
    spec = launcher["spec"]
    assert spec["serviceAccountName"] == "mpi-launcher" and spec["restartPolicy"] == "Never"
    [init] = spec["initContainers"]
    assert (init["name"], init["image"], "securityContext" in init) == (
        "kubectl-delivery",
        "ghcr.io/kubeflow/training-v1/kubectl-delivery:latest",
        False,
    )
    assert init["resources"]["requests"] == {"cpu": "100m", "ephemeral-storage": "5Gi", "memory": "512Mi"}
    assert env(spec["containers"][0]) == {
        "OMPI_MCA_plm_rsh_agent": "/etc/mpi/kubexec.sh",
        "OMPI_MCA_orte_default_hostfile": "/etc/mpi/hostfile",
        "NVIDIA_VISIBLE_DEVICES": None,
        "NVIDIA_DRIVER_CAPABILITIES": None,
        "I_MPI_HYDRA_BOOTSTRAP": "rsh",
        "I_MPI_HYDRA_BOOTSTRAP_EXEC": "/etc/mpi/kubexec.sh",
    }
    assert [v["name"] for v in spec["volumes"]] == ["mpi-job-kubectl", "mpi-job-config"]
    role = operators.get(f"/apis/rbac.authorization.k8s.io/v1/namespaces/{ns}/roles/mpi-launcher") or {}
    assert role["rules"] == [
        {"apiGroups": [""], "resources": ["pods"], "verbs": ["get", "list", "watch"]},
        {
            "apiGroups": [""],
            "resources": ["pods/exec"],
            "resourceNames": ["mpi-worker-0", "mpi-worker-1"],
            "verbs": ["create"],
        },
    ]
    binding = operators.get(f"/apis/rbac.authorization.k8s.io/v1/namespaces/{ns}/rolebindings/mpi-launcher") or {}
    assert binding["subjects"] == [{"kind": "ServiceAccount", "name": "mpi-launcher", "namespace": ns}]
    config = operators.get(f"/api/v1/namespaces/{ns}/configmaps/mpi-config") or {}
    assert config["data"]["hostfile"] == "mpi-worker-0 slots=1\nmpi-worker-1 slots=1\n"
    assert services(operators, ns) == {}


def test_trainjob_torch_distributed_completes_through_jobset(operators: Operators) -> None:
    ns = operators.namespace("t-trainjob")
    pod_patch = {
        "metadata": {"labels": {"e2e.kfgen.dev/patched": "yes"}},
        "spec": {
            "securityContext": RESTRICTED_POD,
            "containers": [{"name": "node", "securityContext": RESTRICTED_CONTAINER}],
        },
    }
    patch = {
        "manager": "e2e.kfgen.dev/test",
        "trainingRuntimeSpec": {
            "template": {"spec": {"replicatedJobs": [{"name": "node", "template": {"spec": {"template": pod_patch}}}]}}
        },
    }
    operators.create(
        trainjob(
            "tj",
            ns,
            runtimeRef={"name": "torch-distributed"},
            runtimePatches=[patch],
            trainer={
                "image": "busybox:1.36",
                "command": ["true"],
                "numNodes": 2,
                "env": [{"name": "FOO", "value": "bar"}],
                "resourcesPerNode": {"requests": {"cpu": "1", "memory": "1Gi"}},
            },
        )
    )
    path = f"/apis/trainer.kubeflow.org/v1alpha1/namespaces/{ns}/trainjobs/tj"
    done = operators.wait_condition(path, "Complete")
    assert done["spec"]["runtimePatches"][0]["time"]  # stamped by the defaulting webhook
    jobset = operators.get(f"/apis/jobset.x-k8s.io/v1alpha2/namespaces/{ns}/jobsets/tj") or {}
    assert [(o["kind"], o["name"]) for o in jobset["metadata"]["ownerReferences"]] == [("TrainJob", "tj")]
    [replicated] = jobset["spec"]["replicatedJobs"]
    job_spec = replicated["template"]["spec"]
    assert (job_spec["parallelism"], job_spec["completions"], job_spec["completionMode"]) == (2, 2, "Indexed")
    pod = job_spec["template"]
    assert pod["metadata"]["labels"] == {"e2e.kfgen.dev/patched": "yes"}
    assert pod["spec"]["securityContext"] == RESTRICTED_POD and pod["spec"]["restartPolicy"] == "OnFailure"
    [node] = pod["spec"]["containers"]
    assert (node["image"], node["command"], node["securityContext"]) == ("busybox:1.36", ["true"], RESTRICTED_CONTAINER)
    index = "metadata.annotations['batch.kubernetes.io/job-completion-index']"
    assert env(node) == {
        "FOO": "bar",
        "PET_NNODES": "2",
        "PET_NPROC_PER_NODE": "1",
        "PET_NODE_RANK": {"fieldRef": {"fieldPath": index}},
        "PET_MASTER_ADDR": "tj-node-0-0.tj",
        "PET_MASTER_PORT": "29500",
    }
    assert node["ports"] == [{"containerPort": 29500, "protocol": "TCP"}]
    pods = [p for p in operators.pods(ns) if p["metadata"]["labels"].get("jobset.sigs.k8s.io/jobset-name") == "tj"]
    assert sorted(p["spec"]["hostname"] for p in pods) == ["tj-node-0-0", "tj-node-0-1"]
    assert {p["status"]["phase"] for p in pods} == {"Succeeded"}
    assert services(operators, ns)["tj"]["spec"]["clusterIP"] == "None"


def test_pytorchjob_fails_when_its_pods_fail(operators: Operators) -> None:
    ns = operators.namespace("t-pytorch-fail")
    fail = {OUTCOME_LABEL: "fail"}
    operators.create(kubeflow_job("PyTorchJob", "never", ns, "pytorch", {"Worker": 2}, "Never", fail))
    crash = kubeflow_job("PyTorchJob", "crash", ns, "pytorch", {"Worker": 1}, "OnFailure", fail)
    crash["spec"]["runPolicy"] = {"backoffLimit": 2}
    operators.create(crash)
    never = operators.wait_condition(job_path(ns, "pytorchjobs", "never"), "Failed")
    assert condition(never, "Failed")["reason"] == "PyTorchJobFailed"
    failed = [p for p in job_pods(operators, ns, "never").values() if p["status"]["phase"] == "Failed"]
    assert failed and all(p["status"]["containerStatuses"][0]["state"]["terminated"]["exitCode"] == 1 for p in failed)
    crashed = operators.wait_condition(job_path(ns, "pytorchjobs", "crash"), "Failed")
    assert condition(crashed, "Failed")["message"] == (
        "Job crash has failed because it has reached the specified backoff limit"
    )
    pod = job_pods(operators, ns, "crash")["crash-worker-0"]
    assert pod["status"]["containerStatuses"][0]["restartCount"] >= 2
