"""A rendered `backend: mpi-operator` MPIJob (kubeflow.org/v2beta1) runs to Succeeded under the real mpi-operator.

Its own cluster: mpijobs.kubeflow.org is the training operator's CRD at v1 in the shared operators harness and
mpi-operator's at v2beta1 here (a cluster serves one of them). kwok plays the kubelet of the fake nodes; the
kube-controller-manager runs the launcher's batch/v1 Job; the namespace enforces Pod Security restricted, so the
operator's pods (its ssh Secret and hostfile ConfigMap volumes added to kfgen's templates) must pass it. Then the
real Kueue (tests/harness/kueue.py) on the same cluster admits a queued one through its `kubeflow.org/mpijob`
integration: Kueue v0.19.2's pkg/controller/jobs/mpijob is mpi-operator's v2beta1 MPIJob (its JobType), one of the
integrations of its default Configuration and of the fragment kfgen ships.
"""

from __future__ import annotations

import functools
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any, cast

import pytest
import yaml
from cluster import WORKLOAD_CONTROLLERS, Cluster
from conftest import tool, tools_bin
from kfgen_controller import wait_for
from kueue import API, WEBHOOKS, Kueue, admitted, running_kueue
from operators import Operators, condition, fake_node, kwok_args

from kfgen import core
from kfgen.io import yamlio

Obj = dict[str, Any]
NAMESPACE = "ml"
TOOLS = ("kube-apiserver", "kube-controller-manager", "kube-scheduler", "etcd", "kwok", "mpi-operator")
JOB_NAME_LABEL = "training.kubeflow.org/job-name"  # mpi-operator v0.8.0 constants.go JobNameLabel
SPEC = f"""
apiVersion: kfgen.dev/v1alpha1
kind: TrainingSpec
metadata: {{name: pi, namespace: {NAMESPACE}}}
spec:
  framework: mpi
  backend: mpi-operator
  image: mpioperator/mpi-pi:openmpi
  command: [mpirun, -n, "2", /home/mpiuser/pi]
  replicas: {{worker: 2}}
  resources: {{cpu: "1", memory: 1Gi}}
  roles:
    worker:
      command: [/usr/sbin/sshd, -De, -f, /home/mpiuser/.sshd_config]
  runPolicy: {{cleanPodPolicy: None}}
"""


def crd_file() -> Path:
    """mpi-operator's own CRD, from its Go module in the tool cache (scripts/install-tools.sh mpi-operator)."""
    return tools_bin().parent / "crds" / "mpi-operator" / "kubeflow.org_mpijobs.yaml"


@pytest.fixture(scope="module", name="cluster")
def cluster_fixture() -> Iterator[Cluster]:
    for name in TOOLS:
        tool(name)
    cluster = Cluster(tools_bin(), controllers=WORKLOAD_CONTROLLERS, scheduler=True).start()
    try:
        cluster.kubectl("apply", "--server-side", "-f", str(crd_file()))
        cluster.wait_established("crd/mpijobs.kubeflow.org")
        labels = {f"pod-security.kubernetes.io/{mode}": "restricted" for mode in ("enforce", "warn", "audit")}
        namespaces = [
            {"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": "mpi-operator"}},  # its leader lock
            {"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": NAMESPACE, "labels": labels}},
        ]
        apply(cluster, [*namespaces, *(fake_node(f"kwok-node-{i}") for i in range(3))])
        env = {"KUBECONFIG": str(cluster.kubeconfig)}
        cluster.spawn("kwok", kwok_args(cluster), env=env)
        cluster.spawn(
            "mpi-operator",
            [str(cluster.bin / "mpi-operator"), f"--kubeConfig={cluster.kubeconfig}", "--monitoring-port=0"],
            env=env,
        )
        yield cluster
    finally:
        cluster.stop()


def apply(cluster: Cluster, docs: list[Obj]) -> None:
    cluster.kubectl("apply", "--server-side", "-f", "-", stdin=yamlio.dump_all(docs))


def get(cluster: Cluster, path: str) -> Obj | None:
    status, body = cluster.request("GET", path)
    return body if status == 200 and isinstance(body, dict) else None


def rendered() -> list[Obj]:
    expansion = core.transform(list(yaml.safe_load_all(SPEC)), None)
    assert expansion.ok, [str(r) for r in expansion.results]
    return expansion.objects


def test_a_rendered_v2beta1_mpijob_succeeds_under_the_real_mpi_operator(cluster: Cluster) -> None:
    objects = rendered()
    [job] = [o for o in objects if o["kind"] == "MPIJob"]
    assert job["apiVersion"] == "kubeflow.org/v2beta1"
    name = job["metadata"]["name"]
    began = time.monotonic()
    apply(cluster, objects)
    path = f"/apis/kubeflow.org/v2beta1/namespaces/{NAMESPACE}/mpijobs/{name}"

    def succeeded() -> Obj | None:
        live = get(cluster, path)
        return live if live and condition(live, "Succeeded").get("status") == "True" else None

    live = wait_for(
        succeeded,
        180,
        f"MPIJob {name} Succeeded",
        lambda: yaml.safe_dump(get(cluster, path)) + cluster.log("mpi-operator")[-3000:],
    )
    print(f"MPIJob {name} Succeeded in {time.monotonic() - began:.1f}s")
    # kube-state-metrics' shape (profile.KUBEFLOW_JOB_STATUS): replica statuses by replica type, a start time
    assert set(live["status"]["replicaStatuses"]) <= {"Launcher", "Worker"} and live["status"]["startTime"]
    pods = (get(cluster, f"/api/v1/namespaces/{NAMESPACE}/pods") or {}).get("items") or []
    roles = {p["metadata"]["labels"]["training.kubeflow.org/job-role"] for p in pods}
    assert roles == {"launcher", "worker"}, [p["metadata"]["name"] for p in pods]
    # the NetworkPolicy's pod selector (the workload's pod_job_label) selects every pod of the job
    assert all(p["metadata"]["labels"].get(JOB_NAME_LABEL) == name for p in pods)
    # the key Secret is mounted where kfgen's non-root pods can read it (mpi.sshAuthMountPath's default)
    for pod in pods:
        mounts = {m["name"]: m["mountPath"] for m in pod["spec"]["containers"][0]["volumeMounts"]}
        assert mounts["ssh-auth"] == "/home/mpiuser/.ssh", pod["metadata"]["name"]


# Kueue ----------------------------------------------------------------------------------------------------

QUEUE = "mpi"


class ClusterOps:
    """What the Kueue harness asks of an operators stack (tests/harness/operators.py), on this folder's cluster."""

    def __init__(self, cluster: Cluster) -> None:
        self.cluster = cluster

    def apply(self, docs: list[Obj]) -> None:
        apply(self.cluster, docs)

    def get(self, path: str) -> Obj | None:
        return get(self.cluster, path)

    def wait_process(
        self, name: str, check: Callable[[], Any], timeout: float, what: str, detail: Callable[[], str] = str
    ) -> None:
        def alive_and_ready() -> Any:
            proc = self.cluster.procs.get(name)
            if proc is None or proc.poll() is not None:
                raise RuntimeError(f"{name} exited:\n{self.cluster.log(name)[-4000:]}")
            return check()

        try:
            wait_for(alive_and_ready, timeout, f"{name}: {what}", detail)
        except AssertionError as exc:
            raise RuntimeError(f"{exc}\n--- last lines of {name}.log ---\n{self.cluster.log(name)[-4000:]}") from None


@pytest.fixture(scope="module", name="kueue")
def kueue_fixture(cluster: Cluster) -> Iterator[Kueue]:
    tool("kueue")
    with running_kueue(cast(Operators, ClusterOps(cluster)), WEBHOOKS | {"mpijob"}) as kueue:
        yield kueue


def create_queues(cluster: Cluster) -> None:
    flavor = {"apiVersion": "kueue.x-k8s.io/v1beta2", "kind": "ResourceFlavor", "metadata": {"name": "default"}}
    quotas = [{"name": "cpu", "nominalQuota": 8}, {"name": "memory", "nominalQuota": "16Gi"}]
    cluster_queue = {
        "apiVersion": "kueue.x-k8s.io/v1beta2",
        "kind": "ClusterQueue",
        "metadata": {"name": "cq"},
        "spec": {
            "namespaceSelector": {},
            "resourceGroups": [
                {"coveredResources": ["cpu", "memory"], "flavors": [{"name": "default", "resources": quotas}]}
            ],
        },
    }
    local_queue = {
        "apiVersion": "kueue.x-k8s.io/v1beta2",
        "kind": "LocalQueue",
        "metadata": {"name": QUEUE, "namespace": NAMESPACE},
        "spec": {"clusterQueue": "cq"},
    }
    apply(cluster, [flavor, cluster_queue, local_queue])
    for path in (f"{API}/clusterqueues/cq", f"{API}/namespaces/{NAMESPACE}/localqueues/{QUEUE}"):
        wait_for(functools.partial(_active, cluster, path), 60, f"{path} Active")


def _active(cluster: Cluster, path: str) -> bool:
    return condition(get(cluster, path), "Active").get("status") == "True"


def test_kueue_admits_a_rendered_v2beta1_mpijob_through_its_mpijob_integration(cluster: Cluster, kueue: Kueue) -> None:
    create_queues(cluster)
    docs = list(yaml.safe_load_all(SPEC))
    docs[0]["metadata"]["name"] = "pi-queued"
    docs[0]["spec"]["queue"] = QUEUE
    expansion = core.transform(docs, None)
    assert expansion.ok, [str(r) for r in expansion.results]
    [job] = [o for o in expansion.objects if o["kind"] == "MPIJob"]
    assert job["metadata"]["labels"]["kueue.x-k8s.io/queue-name"] == QUEUE
    name = job["metadata"]["name"]
    began = time.monotonic()
    apply(cluster, expansion.objects)
    path = f"/apis/kubeflow.org/v2beta1/namespaces/{NAMESPACE}/mpijobs/{name}"

    def workload() -> Obj | None:
        found = kueue.workload_for(NAMESPACE, "MPIJob", name)
        return found if admitted(found) else None

    admission = wait_for(workload, 120, f"the Workload of MPIJob {name} admitted", lambda: kueue.describe(NAMESPACE))
    assert admission["status"]["admission"]["clusterQueue"] == "cq"
    # Kueue's PodSets are mpi-operator's replica types: the launcher's and the workers' pods counted apart
    counts = {p["name"]: p["count"] for p in admission["status"]["admission"]["podSetAssignments"]}
    assert counts == {"launcher": 1, "worker": 2}, counts

    def succeeded() -> Obj | None:
        live = get(cluster, path)
        return live if live and condition(live, "Succeeded").get("status") == "True" else None

    live = wait_for(
        succeeded,
        180,
        f"MPIJob {name} Succeeded",
        lambda: yaml.safe_dump(get(cluster, path)) + kueue.describe(NAMESPACE) + cluster.log("mpi-operator")[-3000:],
    )
    assert live["spec"]["runPolicy"]["suspend"] is False  # Kueue unsuspended it on admission
    print(f"MPIJob {name} admitted by Kueue and Succeeded in {time.monotonic() - began:.1f}s")
