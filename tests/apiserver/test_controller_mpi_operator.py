"""The controller on a cluster that serves mpijobs.kubeflow.org at mpi-operator's v2beta1, not the training operator's
v1 (a cluster serves one of them): its own API server, the mpi-operator's CRD from the tool cache in place of the
training operator's. The controller asks the API server which version it serves when it starts, and watches, caches,
applies, tracks and prunes a `backend: mpi-operator` spec's MPIJob at that version.
"""

from __future__ import annotations

import signal
from collections.abc import Iterator
from typing import Any

import pytest
import yaml
from apiserver_stack import running_apiserver
from cluster import Cluster
from kfgen_controller import Controller, wait_for
from test_controller import apply_spec, condition, events, jobs, namespace, set_job_condition, status, wait_condition

Obj = dict[str, Any]
GROUP = "kubeflow.org/v2beta1"
SPEC = """
apiVersion: kfgen.dev/v1alpha1
kind: TrainingSpec
metadata: {name: pi}
spec:
  framework: mpi
  backend: mpi-operator
  image: mpioperator/mpi-pi:openmpi
  command: [mpirun, -n, "2", /home/mpiuser/pi]
  replicas: {worker: 2}
  resources: {cpu: "1", memory: 1Gi}
  roles:
    worker:
      command: [/usr/sbin/sshd, -De, -f, /home/mpiuser/.sshd_config]
  updatePolicy: Recreate
"""


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    with running_apiserver(instead=("mpi-operator",)) as c:
        served = c.request("GET", "/apis/kubeflow.org/v1")[1]
        assert "mpijobs" not in {r["name"] for r in served["resources"]}  # the training operator's other kinds are
        yield c


@pytest.fixture(scope="module")
def controller(cluster: Cluster) -> Iterator[Controller]:
    c = Controller(cluster, "kfgen-mpi").start()
    yield c
    c.stop()
    if c.proc and c.proc.returncode not in (0, -signal.SIGTERM):
        print(c.output()[-5000:])


def live(cluster: Cluster, ns: str) -> list[str]:
    return [
        j["metadata"]["name"] for j in jobs(cluster, ns, "mpijobs", GROUP) if not j["metadata"].get("deletionTimestamp")
    ]


def test_a_v2beta1_mpijob_is_created_tracked_and_pruned_where_the_cluster_serves_v2beta1(
    cluster: Cluster, controller: Controller
) -> None:
    ns = namespace(cluster, "m-serve", "dev")
    doc = yaml.safe_load(SPEC)
    apply_spec(cluster, ns, doc)
    first = wait_condition(cluster, ns, "pi", "Ready", "True", timeout=60)["job"]
    assert first["apiVersion"] == GROUP and first["kind"] == "MPIJob"
    assert live(cluster, ns) == [first["name"]]
    set_job_condition(cluster, ns, "mpijobs", first["name"], "Running", GROUP)
    wait_for(
        lambda: status(cluster, ns, "pi").get("phase") == "Running", 30, "phase Running, read from the v2beta1 job"
    )
    doc["spec"]["replicas"]["worker"] = 3  # immutable for a running job: a new revision, the old one pruned
    apply_spec(cluster, ns, doc)
    st = wait_for(
        lambda: (
            (s := status(cluster, ns, "pi"))["job"]["name"] != first["name"]
            and condition(s, "Ready").get("status") == "True"
            and s
        ),
        60,
        "the new job is ready",
    )
    wait_for(lambda: live(cluster, ns) == [st["job"]["name"]], 30, "the old MPIJob is pruned")
    assert "Normal/Recreated" in events(cluster, ns, "pi")
    cluster.kubectl("delete", f"mpijobs.v2beta1.kubeflow.org/{st['job']['name']}", "-n", ns, "--wait=false")
    wait_for(lambda: "Normal/JobRecreated" in events(cluster, ns, "pi"), 30, "the watch sees it go: JobRecreated")
    set_job_condition(cluster, ns, "mpijobs", st["job"]["name"], "Succeeded", GROUP)
    wait_for(lambda: status(cluster, ns, "pi").get("phase") == "Succeeded", 30, "phase Succeeded")
