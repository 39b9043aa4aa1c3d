"""A rendered `backend: mpi-operator` MPIJob (kubeflow.org/v2beta1) runs to Succeeded under the real mpi-operator.

Its own cluster: mpijobs.kubeflow.org is the training operator's CRD at v1 in the shared operators harness and
mpi-operator's at v2beta1 here (a cluster serves one of them). kwok plays the kubelet of the fake nodes; the
kube-controller-manager runs the launcher's batch/v1 Job; the namespace enforces Pod Security restricted, so the
operator's pods (its ssh Secret and hostfile ConfigMap volumes added to kfgen's templates) must pass it.
"""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from cluster import WORKLOAD_CONTROLLERS, Cluster
from conftest import tool, tools_bin
from kfgen_controller import wait_for
from operators import condition, fake_node, kwok_args

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
