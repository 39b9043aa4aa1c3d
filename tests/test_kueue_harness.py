"""The Kueue harness (tests/kueue.py) with hand-written jobs: Kueue v0.19 admits a batch Job and a
training-operator PyTorchJob by the quota of a ClusterQueue, and holds back what does not fit, on the
real operators and kwok's nodes (tests/operators.py). Each assertion is the observed behaviour.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from typing import Any

import pytest
import yaml
from kfgen_controller import wait_for
from kueue import API, QUEUE_LABEL, SHIPPED_CONFIG, Kueue, admitted, running_kueue
from operators import condition, report, running_operators

pytestmark = pytest.mark.cluster
Obj = dict[str, Any]

NS = "kueue-e2e"
QUEUE = "lq"
CPU_QUOTA = 2
RESTRICTED_POD = {"runAsNonRoot": True, "runAsUser": 1000, "seccompProfile": {"type": "RuntimeDefault"}}
RESTRICTED_CONTAINER = {"allowPrivilegeEscalation": False, "capabilities": {"drop": ["ALL"]}}
TRAINING_OPERATOR_V1 = {f"kubeflow.org/{kind}" for kind in ("pytorchjob", "tfjob", "xgboostjob", "paddlejob", "jaxjob")}
NOWHERE = {"kfgen.dev/no-such-node": "true"}  # admitted by Kueue, never scheduled: holds its quota


@pytest.fixture(scope="module")
def kueue(request: pytest.FixtureRequest) -> Iterator[Kueue]:
    began = time.monotonic()
    with running_operators() as ops, running_kueue(ops) as kueue:
        phases = ", ".join(f"{name} {seconds:.1f}s" for name, seconds in kueue.timings.items())
        report(request, f"operators started in {ops.timings['total']:.1f}s, then kueue in ({phases})")
        report(request, f"kueue RSS after start: {kueue.rss() / 2**20:.0f} MiB")
        create_queues(kueue)
        yield kueue
        report(request, f"kueue RSS after the tests: {kueue.rss() / 2**20:.0f} MiB")
    report(request, f"module (start, tests, stop): {time.monotonic() - began:.1f}s")


@pytest.fixture(autouse=True)
def timed(request: pytest.FixtureRequest) -> Iterator[None]:
    began = time.monotonic()
    yield
    report(request, f"{request.node.name}: {time.monotonic() - began:.1f}s")


def create_queues(kueue: Kueue) -> None:
    flavor = {"apiVersion": "kueue.x-k8s.io/v1beta2", "kind": "ResourceFlavor", "metadata": {"name": "default"}}
    quota = {"name": "default", "resources": [{"name": "cpu", "nominalQuota": CPU_QUOTA}]}
    cluster_queue = {
        "apiVersion": "kueue.x-k8s.io/v1beta2",
        "kind": "ClusterQueue",
        "metadata": {"name": "cq"},
        "spec": {"namespaceSelector": {}, "resourceGroups": [{"coveredResources": ["cpu"], "flavors": [quota]}]},
    }
    local_queue = {
        "apiVersion": "kueue.x-k8s.io/v1beta2",
        "kind": "LocalQueue",
        "metadata": {"name": QUEUE, "namespace": NS},
        "spec": {"clusterQueue": "cq"},
    }
    kueue.ops.namespace(NS)
    kueue.ops.apply([flavor, cluster_queue, local_queue])
    kueue.ops.wait_condition(f"{API}/clusterqueues/cq", "Active")
    kueue.ops.wait_condition(f"{API}/namespaces/{NS}/localqueues/{QUEUE}", "Active")


# manifests --------------------------------------------------------------------------------------------


def pod_spec(container: str, cpu: int, restart: str, node_selector: dict[str, str] | None = None) -> Obj:
    spec: Obj = {
        "restartPolicy": restart,
        "securityContext": RESTRICTED_POD,
        "containers": [
            {
                "name": container,
                "image": "busybox:1.36",
                "command": ["true"],
                "securityContext": RESTRICTED_CONTAINER,
                "resources": {"requests": {"cpu": str(cpu)}},  # only what the ClusterQueue covers
            }
        ],
    }
    if node_selector:
        spec["nodeSelector"] = node_selector
    return spec


def batch_job(name: str, cpu: int = 1, node_selector: dict[str, str] | None = None) -> Obj:
    return {
        "apiVersion": "batch/v1",
        "kind": "Job",
        "metadata": {"name": name, "namespace": NS, "labels": {QUEUE_LABEL: QUEUE}},
        "spec": {"backoffLimit": 0, "template": {"spec": pod_spec("main", cpu, "Never", node_selector)}},
    }


def pytorchjob(name: str) -> Obj:
    master = {"replicas": 1, "restartPolicy": "OnFailure", "template": {"spec": pod_spec("pytorch", 1, "OnFailure")}}
    return {
        "apiVersion": "kubeflow.org/v1",
        "kind": "PyTorchJob",
        "metadata": {"name": name, "namespace": NS, "labels": {QUEUE_LABEL: QUEUE}},
        "spec": {"pytorchReplicaSpecs": {"Master": master}},
    }


def create(kueue: Kueue, doc: Obj) -> Obj:
    """The object as the API server stored it, after the mutating webhooks (Kueue may unsuspend it at once)."""
    return dict(json.loads(kueue.cluster.kubectl("create", "-o", "json", "-f", "-", stdin=json.dumps(doc)).stdout))


def job_path(name: str) -> str:
    return f"/apis/batch/v1/namespaces/{NS}/jobs/{name}"


# waiting ----------------------------------------------------------------------------------------------


def wait_workload(kueue: Kueue, kind: str, name: str, ready: Any, what: str, timeout: float = 60) -> Obj:
    return dict(
        wait_for(
            lambda: (wl := kueue.workload_for(NS, kind, name)) and ready(wl) and wl,
            timeout,
            f"{kind} {name}: {what}",
            lambda: kueue.describe(NS),
        )
    )


def pending_message(workload: Obj) -> str | None:
    reserved = condition(workload, "QuotaReserved")
    return str(reserved["message"]) if reserved.get("status") == "False" and reserved.get("message") else None


# tests ------------------------------------------------------------------------------------------------


def test_the_shipped_fragment_is_kueues_default_list_plus_the_training_operator_kinds(kueue: Kueue) -> None:
    shipped = yaml.safe_load(SHIPPED_CONFIG.read_text())
    upstream = yaml.safe_load((kueue.module / "config/components/manager/controller_manager_config.yaml").read_text())
    assert (shipped["apiVersion"], shipped["kind"]) == (upstream["apiVersion"], upstream["kind"])
    frameworks = shipped["integrations"]["frameworks"]
    assert frameworks[: len(upstream["integrations"]["frameworks"])] == upstream["integrations"]["frameworks"]
    assert set(frameworks) - set(upstream["integrations"]["frameworks"]) == TRAINING_OPERATOR_V1
    assert len(frameworks) == len(set(frameworks))
    log = kueue.log()  # the frameworks without a CRD here are deferred, not fatal
    assert '"No matching API in the server for job framework, deferring setting up controller"' in log
    assert '"jobFrameworkName":"ray.io/rayjob"' in log


def test_a_queued_job_is_suspended_admitted_and_runs_to_completion(
    kueue: Kueue, request: pytest.FixtureRequest
) -> None:
    began = time.monotonic()
    assert create(kueue, batch_job("job"))["spec"]["suspend"] is True, "Kueue's webhook suspends it"
    workload = wait_workload(kueue, "Job", "job", admitted, "admitted")
    admission = time.monotonic() - began
    assert condition(workload, "QuotaReserved")["message"] == "Quota reserved in ClusterQueue cq"
    assert workload["status"]["admission"]["clusterQueue"] == "cq"
    [pod_set] = workload["status"]["admission"]["podSetAssignments"]
    assert pod_set["flavors"] == {"cpu": "default"}
    done = kueue.ops.wait_condition(job_path("job"), "Complete")
    assert done["spec"]["suspend"] is False
    finished = wait_workload(
        kueue, "Job", "job", lambda wl: condition(wl, "Finished").get("status") == "True", "Finished"
    )
    report(
        request,
        f"batch Job: admitted after {admission:.1f}s, Complete after {time.monotonic() - began:.1f}s; "
        f"Workload conditions {[c['type'] for c in finished['status']['conditions']]}, "
        f"Finished: {condition(finished, 'Finished').get('message')!r}",
    )


def test_a_queued_pytorchjob_is_admitted_and_succeeds(kueue: Kueue, request: pytest.FixtureRequest) -> None:
    began = time.monotonic()
    assert create(kueue, pytorchjob("torch"))["spec"]["runPolicy"]["suspend"] is True
    path = f"/apis/kubeflow.org/v1/namespaces/{NS}/pytorchjobs/torch"
    workload = wait_workload(kueue, "PyTorchJob", "torch", admitted, "admitted")
    admission = time.monotonic() - began
    assert [ps["name"] for ps in workload["spec"]["podSets"]] == ["master"]
    kueue.ops.wait_condition(path, "Succeeded", timeout=90)
    report(request, f"PyTorchJob: admitted after {admission:.1f}s, Succeeded after {time.monotonic() - began:.1f}s")


def test_a_job_over_quota_waits_and_its_workload_says_why(kueue: Kueue, request: pytest.FixtureRequest) -> None:
    create(kueue, batch_job("holder", node_selector=NOWHERE))
    wait_workload(kueue, "Job", "holder", admitted, "admitted (its pod is never scheduled)")
    create(kueue, batch_job("waiting", cpu=CPU_QUOTA))
    create(kueue, batch_job("too-big", cpu=CPU_QUOTA + 1))
    waiting = wait_workload(kueue, "Job", "waiting", pending_message, "pending")
    too_big = wait_workload(kueue, "Job", "too-big", pending_message, "pending")
    assert pending_message(waiting) == (
        "couldn't assign flavors to pod set main: insufficient unused quota for cpu in flavor default, 1 more needed"
    )
    assert "insufficient quota for cpu in flavor default" in str(pending_message(too_big))
    for name, workload in (("waiting", waiting), ("too-big", too_big)):
        assert condition(workload, "QuotaReserved")["reason"] == "Pending", name
        assert not admitted(workload), name
        job = kueue.ops.get(job_path(name))
        assert job is not None and job["spec"]["suspend"] is True, name
    report(request, f"over quota: {pending_message(waiting)!r}; over capacity: {pending_message(too_big)!r}")

    freed = time.monotonic()
    kueue.cluster.kubectl("delete", "job", "holder", "-n", NS)
    wait_workload(kueue, "Job", "waiting", admitted, "admitted once the holder's quota is free")
    report(request, f"the waiting Job was admitted {time.monotonic() - freed:.1f}s after the holder was deleted")
    kueue.ops.wait_condition(job_path("waiting"), "Complete")
    assert pending_message(kueue.workload_for(NS, "Job", "too-big") or {}), "never fits"
