"""`kfgen import` on the manifests teams have (kfgen.migrate.inputs): `kubectl get -o yaml` lists and live dumps,
lowercase replica types, AppWrappers, `generateName`, pre-release TrainJobs, mpi-operator MPIJobs, duplicates.

Inputs: tests/data/import/inputs/*.yaml, written as the tools and guides that make them write them (origin in a header).
"""

from __future__ import annotations

from typing import Any

import pytest
from conftest import ROOT, run_kfgen

from kfgen import core
from kfgen.io import yamlio

INPUTS = "tests/data/import/inputs"


def _import(name: str) -> tuple[list[Any], list[str]]:
    result = run_kfgen("import", f"{INPUTS}/{name}")
    # 3: a spec written does not render without an Environment (a queue whose Kueue integration it does not list)
    assert result.returncode == (3 if "imported, needs review: " in result.stderr else 0), result.stderr
    specs, problems = yamlio.parse(result.stdout, "stdout")
    assert not problems
    return specs, result.stderr.splitlines()


def test_kubectl_list_is_its_jobs_and_a_live_dump_one_info_line() -> None:
    """`kubectl get pytorchjobs -o yaml`: both jobs imported; status and server fields dropped with one info line
    for the whole input, no warning per job; `nprocPerNode: auto` (the operator's default) is no difference."""
    specs, lines = _import("kubectl-get-list.yaml")
    assert [s["metadata"]["name"] for s in specs] == ["bert-a", "resnet-b"]
    assert len(lines) == 1, lines
    assert lines[0].startswith(f"{INPUTS}/kubectl-get-list.yaml:2: [info] read as a live dump: dropped ")
    for field in ("status", "metadata.managedFields", "metadata.uid", "kubectl.kubernetes.io/last-applied"):
        assert field in lines[0]
    assert "annotations" not in specs[0]["spec"]  # the last-applied annotation is kubectl's, not the job's
    assert "nprocPerNode" not in specs[0]["spec"]
    assert specs[0]["spec"]["replicas"] == {"master": 1, "worker": 2}


def test_lowercase_replica_types_are_the_operators() -> None:
    specs, lines = _import("lowercase-replica-types.yaml")
    assert specs[0]["spec"]["replicas"] == {"master": 1, "worker": 3}
    assert specs[0]["spec"]["args"] == ["--epochs", "3"]
    where = f"{INPUTS}/lowercase-replica-types.yaml"
    job = "kubeflow.org/v1/PyTorchJob/research/llama-lora spec.pytorchReplicaSpecs"
    assert lines == [
        f"{where}:10: [info] {job}.master: replica type 'master' read as 'Master', as the Training Operator renames it",
        f"{where}:19: [info] {job}.worker: replica type 'worker' read as 'Worker', as the Training Operator renames it",
    ]


def test_lowercase_replica_type_beside_its_own_name_is_not_renamed() -> None:
    """`Worker` and `worker` both: the operator would overwrite one with the other; the import renames neither."""
    job = yamlio.parse(_read("lowercase-replica-types.yaml"), "x")[0][0]
    replicas = job["spec"]["pytorchReplicaSpecs"]
    replicas["Worker"] = replicas["worker"]
    result = run_kfgen("import", "-", stdin=yamlio.dump(job))
    assert "spec.pytorchReplicaSpecs.worker: no TrainingSpec field carries it" in result.stderr


def _read(name: str) -> str:
    return (ROOT / INPUTS / name).read_text()


def test_job_in_an_appwrapper_is_imported_and_the_wrapper_named() -> None:
    specs, lines = _import("appwrapper.yaml")
    assert specs[0]["metadata"] == {"name": "sample-pytorchjob", "namespace": "team-a"}
    assert specs[0]["spec"]["queue"] == "default-queue"
    assert specs[0]["spec"]["command"][:2] == ["python3", "/opt/pytorch-mnist/mnist.py"]
    assert lines[0] == (
        f"{INPUTS}/appwrapper.yaml:11: [warning] workload.codeflare.dev/v1beta2/AppWrapper/team-a/sample-pytorchjob "
        "spec.components[0].template: holds the PyTorchJob 'sample-pytorchjob': imported as a job of its own (kfgen "
        "renders the job, not the AppWrapper; its queue label (kueue.x-k8s.io/queue-name) is the job's)"
    )


def test_generate_name_only_job_is_named_after_it() -> None:
    specs, lines = _import("generate-name.yaml")
    assert specs[0]["metadata"] == {"name": "torch-mnist", "namespace": "ml"}
    assert specs[0]["spec"]["replicas"] == {"worker": 2}
    assert lines == [
        f"{INPUTS}/generate-name.yaml:4: [warning] trainer.kubeflow.org/v1alpha1/TrainJob/ml/torch-mnist "
        "metadata: the job has no name, only generateName 'torch-mnist-': the spec is named "
        "'torch-mnist', and kfgen renders a job of that name (no random suffix)"
    ]
    assert core.expand(specs[0], None).ok


def test_two_jobs_of_one_name_are_named_duplicates() -> None:
    specs, lines = _import("duplicate-names.yaml")
    assert len(specs) == 2
    assert lines == [
        f"{INPUTS}/duplicate-names.yaml:20: [warning] kubeflow.org/v1/PyTorchJob/vision/resnet metadata.name: a second "
        "job named 'resnet' in namespace 'vision' (the first: kubeflow.org/v1/PyTorchJob/vision/resnet, document 1 of "
        f"{INPUTS}/duplicate-names.yaml): two specs of one name, which kfgen cannot render together; rename one, or "
        "import copies of one job per environment with --env NAME=PATH"
    ]


def test_pre_release_trainjob_read_as_released_or_refused_by_name() -> None:
    specs, lines = _import("trainjob-v2alpha1.yaml")
    assert [s["metadata"]["name"] for s in specs] == ["mnist-distributed"]
    assert specs[0]["spec"]["replicas"] == {"worker": 2}
    assert lines[0].startswith(
        f"{INPUTS}/trainjob-v2alpha1.yaml:2: [warning] kubeflow.org/v2alpha1/TrainJob/default/mnist-distributed "
        "apiVersion: read as trainer.kubeflow.org/v1alpha1, the TrainJob API Trainer releases serve"
    )
    assert lines[1] == (
        f"{INPUTS}/trainjob-v2alpha1.yaml:15: [warning] kubeflow.org/v2alpha1/TrainJob/tenant-alpha/torch-ddp: "
        "TrainJob kubeflow.org/v2alpha1 is the pre-release API of Kubeflow Trainer, served by no release, and "
        "trainer.kubeflow.org/v1alpha1 has no field spec.trainingRuntimeRef: rewrite the job for "
        "trainer.kubeflow.org/v1alpha1 (runtimeRef, trainer, runtimePatches) and import it again; skipped"
    )
    assert len(lines) == 2


def test_mpi_operator_mpijob_becomes_a_spec_of_its_backend() -> None:
    """mpi-operator's own example (examples/v2beta1/pi) was skipped; it is read back as `backend: mpi-operator`, each
    role's container under its own name (the launcher's the spec's, the workers' their role's)."""
    [spec], lines = _import("mpijob-v2beta1.yaml")
    assert {k: spec["spec"][k] for k in ("framework", "backend", "replicas", "runPolicy", "mpi", "containerName")} == {
        "framework": "mpi",
        "backend": "mpi-operator",
        "replicas": {"worker": 2},
        "runPolicy": {"cleanPodPolicy": "Running"},
        "mpi": {"sshAuthMountPath": "/home/mpiuser/.ssh"},
        "containerName": "mpi-launcher",
    }
    assert spec["spec"]["roles"]["worker"]["command"] == ["/usr/sbin/sshd", "-De"]
    assert spec["spec"]["roles"]["worker"]["containerName"] == "mpi-worker"
    assert not [line for line in lines if "containers[mpi-worker]" in line or "containers[mpi-launcher]:" in line]


def test_nproc_auto_kept_where_the_elastic_policy_sets_its_own() -> None:
    """`auto` is the operator's default only without an elasticPolicy.nProcPerNode: there it is read as written."""
    job = yamlio.parse(_read("lowercase-replica-types.yaml"), "x")[0][0]
    job["spec"]["nprocPerNode"] = "auto"
    job["spec"]["elasticPolicy"] = {"nProcPerNode": 4, "minReplicas": 1, "maxReplicas": 3}
    result = run_kfgen("import", "-", stdin=yamlio.dump(job))
    assert "spec.nprocPerNode: no TrainingSpec field carries it ('auto')" in result.stderr


def test_replica_type_in_two_spellings_is_not_renamed() -> None:
    """`worker` and `WORKER`: the operator keeps whichever its map gives first; the import renames neither."""
    job = yamlio.parse(_read("lowercase-replica-types.yaml"), "x")[0][0]
    replicas = job["spec"]["pytorchReplicaSpecs"]
    replicas["WORKER"] = replicas["worker"]
    result = run_kfgen("import", "-", stdin=yamlio.dump(job))
    assert "read as 'Worker'" not in result.stderr
    assert "spec.pytorchReplicaSpecs.worker: no TrainingSpec field carries it" in result.stderr


def test_malformed_lists_wrappers_and_trainjobs_are_results_not_tracebacks(tmp_path: Any) -> None:
    """Whatever the types inside a List, an AppWrapper or a TrainJob, the import answers with located results."""
    (tmp_path / "odd.yaml").write_text(
        "kind: List\nitems: [1, {kind: PodList, items: [{}]}, {apiVersion: workload.codeflare.dev/v1beta2, "
        "kind: AppWrapper, metadata: [], spec: {components: [1, {template: 3}]}}]\n---\n"
        "apiVersion: trainer.kubeflow.org/v1alpha1\nkind: TrainJob\nmetadata: {name: t}\n"
        "spec: {runtimeRef: {name: r}, runtimePatches: [{manager: m, trainingRuntimeSpec: 4}]}\n---\n"
        "apiVersion: trainer.kubeflow.org/v1alpha1\nkind: TrainJob\nmetadata: {name: u}\n"
        "spec: {runtimeRef: {name: r}, podTemplateOverrides: [1, {targetJobs: 5}]}\n"
    )
    result = run_kfgen("import", str(tmp_path / "odd.yaml"))
    assert "Traceback" not in result.stderr
    assert result.returncode == 1 and result.stdout == ""
    assert "spec.runtimePatches[0].trainingRuntimeSpec: must be a mapping (found an integer)" in result.stderr


def test_an_empty_list_is_said() -> None:
    """`kubectl get pytorchjobs -o yaml` in a namespace without any: no spec, and a line saying so."""
    result = run_kfgen("import", "-", stdin="apiVersion: v1\nkind: List\nitems: []\nmetadata:\n  resourceVersion: ''\n")
    assert (result.returncode, result.stdout) == (0, "")
    assert result.stderr == "<stdin>:3: [warning] v1/List/default/ items: is empty: nothing to import\n"


def test_a_queued_job_not_suspended_is_the_queued_spec(tmp_path: Any) -> None:
    """`runPolicy.suspend: false` on a queued job (MLBatch's AppWrapper samples) is what Kueue does anyway (it creates
    the job suspended and unsuspends it when it admits it): the spec leaves it out, as it does `suspend: true`, says
    so, and renders; it was kept, and kfgen refuses a suspend on a queued job."""
    path = tmp_path / "job.yaml"
    path.write_text(
        "apiVersion: kubeflow.org/v1\nkind: PyTorchJob\n"
        "metadata: {name: t, labels: {kueue.x-k8s.io/queue-name: default-queue}}\n"
        "spec:\n  runPolicy: {suspend: false}\n  pytorchReplicaSpecs:\n    Master:\n      template:\n        spec:\n"
        "          containers: [{name: pytorch, image: r/i:1, resources: {limits: {cpu: 1, memory: 1Gi}}}]\n"
    )
    result = run_kfgen("import", str(path))
    [spec] = yamlio.parse(result.stdout, "stdout")[0]
    assert "runPolicy" not in spec["spec"]
    assert "PyTorchJob/default/t spec.runPolicy.suspend: a queued job's suspend is Kueue's" in result.stderr
    assert "cannot be set on a queued job" not in result.stderr  # the review names the Kueue integration only


def test_a_gpu_count_too_long_for_int64_is_no_traceback() -> None:
    """issue 37 C1: int() refused the 5,000 digits of an nvidia.com/gpu limit, and Decimal's `% 1` (28 digits) the
    whole-device check: tracebacks. It is no GPU count kfgen carries, and no pod patch may write it either (Kubernetes
    caps a quantity past int64): the limit is left out of the pod patch, named."""
    job = yamlio.parse(_read("lowercase-replica-types.yaml"), "x")[0][0]
    for role in job["spec"]["pytorchReplicaSpecs"].values():
        role["template"]["spec"]["containers"][0]["resources"] = {"limits": {"nvidia.com/gpu": "9" * 5000}}
    result = run_kfgen("import", "-", stdin=yamlio.dump(job))
    assert "Traceback" not in result.stderr and result.returncode in (0, 3), result.stderr[-400:]
    specs, problems = yamlio.parse(result.stdout, "stdout")
    assert not problems and "gpu" not in specs[0]["spec"]
    assert "9" * 5000 not in yamlio.dump(specs[0].get("spec", {}).get("podPatch") or {})
    left_out = "resources.limits.nvidia.com/gpu: left out of the pod patch, the rest of it kept: must be less than 2^63"
    assert left_out in result.stderr, result.stderr[-600:]


@pytest.mark.parametrize("text", ["", "---\n", "# only a comment\n---\n---\n"], ids=["empty", "separator", "comments"])
def test_an_input_without_a_document_is_said(text: str, tmp_path: Any) -> None:
    """An empty file (or stdin) was exit 0 with nothing said, as if it had been imported (issue 37 re-test, D6)."""
    (tmp_path / "empty.yaml").write_text(text)
    for args, stdin, shown in (
        ([str(tmp_path / "empty.yaml")], None, str(tmp_path / "empty.yaml")),
        (["-"], text, "<stdin>"),
    ):
        result = run_kfgen("import", *args, stdin=stdin)
        assert (result.returncode, result.stdout) == (0, ""), result.stderr
        assert result.stderr == f"{shown}:1: [warning] holds no document: nothing to import\n"
