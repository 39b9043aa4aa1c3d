"""`kfgen import` of jobs whose spec kfgen's checks refuse without an Environment (kfgen.migrate.importer): the pod
patch and every difference are computed and named all the same, a refused field of the pod patch is left out alone,
and a spec that does not render is exit 3 ("imported, needs review") with the reason.

The inputs (tests/data/import/review/*.yaml) are shaped like the jobs teams have: AWS EFA, NVIDIA MIG, RoCE, Kueue's
samples.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT, run_kfgen

from kfgen import api, core
from kfgen.cli.importing import EXIT_NEEDS_REVIEW
from kfgen.io import yamlio
from kfgen.migrate import compare, importer
from kfgen.workloads.frameworks import FRAMEWORKS

REVIEW = ROOT / "tests" / "data" / "import" / "review"
CASES = sorted(REVIEW.glob("*.yaml"))
RESTART = {fw.kind: fw.restart_policy for fw in FRAMEWORKS.values()}
NAMED = re.compile(r"^\S+:\d+: \[warning\] \S+ (\S+): ", re.M)  # a warning's field, in the input job


def _import(path: Path, *more: str) -> tuple[int, Any, str]:
    result = run_kfgen("import", *more, str(path.relative_to(ROOT)))
    specs, problems = yamlio.parse(result.stdout, "stdout")
    assert not problems and len(specs) == 1, result.stderr
    return result.returncode, specs[0], result.stderr


def _job(path: Path) -> Any:
    docs, _ = yamlio.parse(path.read_text(), str(path))
    return compare.shm_named(docs[0])


def _rendered(spec: Any, kind: str) -> Any:
    return next(o for o in core.expand_unchecked(spec, None).objects if o["kind"] == kind)


def _named(field: str, stderr: str) -> bool:
    return any(field == f or field.startswith((f + ".", f + "[")) for f in NAMED.findall(stderr))


@pytest.mark.parametrize("path", CASES, ids=lambda p: p.stem)
def test_every_pod_template_difference_is_carried_or_named(path: Path) -> None:
    """The spec as kfgen renders it (its checks aside) differs from the job only where a warning names the field."""
    _, spec, stderr = _import(path)
    job = _job(path)
    again = _rendered(spec, job["kind"])
    key = next(k for k in job["spec"] if k.endswith("ReplicaSpecs"))
    defaults = compare.Defaults(RESTART[job["kind"]])
    for replica, given in job["spec"][key].items():
        at = f"spec.{key}.{replica}"
        if replica not in again["spec"][key]:
            assert given["replicas"] == 0 and _named(at, stderr), (at, stderr)
            continue
        for diff in compare.differences(given["template"], again["spec"][key][replica]["template"], defaults):
            field = f"{at}.template.{compare.dotted(diff.path)}"
            assert _named(field, stderr), (field, stderr)


def test_a_refused_service_account_keeps_the_pod_patch_and_needs_review() -> None:
    """EFA interfaces, affinity and the pod label are carried; each hostPath is left out alone, with its reason."""
    code, spec, stderr = _import(REVIEW / "efa-service-account.yaml")
    assert code == EXIT_NEEDS_REVIEW
    assert spec["spec"]["serviceAccount"] == "training-sa"
    patch = spec["spec"]["podPatch"]
    assert patch["metadata"] == {"labels": {"app": "llama-fsdp"}}
    assert "podAntiAffinity" in patch["spec"]["affinity"]
    [container] = patch["spec"]["containers"]
    efa = {"vpc.amazonaws.com/efa": 4}
    assert container["resources"] == {"requests": efa, "limits": efa}
    assert "volumes" not in patch["spec"]
    for volume in ("shmem", "local"):
        assert (
            f"spec.podPatch.spec.volumes[{volume}]: left out of the pod patch, the rest of it kept: breaks Pod "
            f'Security restricted: restricted volume types (volume "{volume}" uses restricted volume type "hostPath")'
        ) in stderr
    assert (
        "imported, needs review: the spec does not render without an Environment: spec.serviceAccount: "
        "ServiceAccount 'training-sa' is not allowed without an Environment"
    ) in stderr


def test_a_queued_job_keeps_its_requests() -> None:
    """Kueue's integrations are off without an Environment: the requests are compared all the same; the CPU request
    without a limit is the spec's (an Environment may allow it), a memory request without a limit, which the pod
    policy refuses everywhere, is left out of the patch and named."""
    code, spec, stderr = _import(REVIEW / "kueue-sample.yaml")
    assert code == EXIT_NEEDS_REVIEW
    assert spec["spec"]["queue"] == "user-queue"
    assert spec["spec"]["resources"] == {"cpu": "1", "limits": {"cpu": "unlimited"}}
    assert "podPatch" not in spec["spec"]
    assert (
        "spec.podPatch.spec.containers[pytorch].resources.requests.memory: left out of the pod patch, the rest of it "
        "kept: container 'pytorch' requests memory 200Mi without a memory limit" in stderr
    )
    for role in ("Master", "Worker"):
        where = f"spec.pytorchReplicaSpecs.{role}.template.spec.containers[pytorch].resources.requests.memory: "
        assert where + "kfgen cannot reproduce '200Mi' here" in stderr
    assert "needs review: the spec does not render without an Environment: spec.queue: Kueue integration" in stderr


def test_a_single_node_mig_job_with_a_placeholder_image() -> None:
    """Worker `replicas: 0` is a master-only spec (named); the MIG slice is carried though `<image>` is refused."""
    code, spec, stderr = _import(REVIEW / "mig-single-node.yaml")
    assert code == EXIT_NEEDS_REVIEW
    assert spec["spec"]["replicas"] == {"master": 1}
    [container] = spec["spec"]["podPatch"]["spec"]["containers"]
    assert container["resources"] == {"limits": {"nvidia.com/mig-1g.5gb": 1}}
    assert "spec.pytorchReplicaSpecs.Worker: replicas: 0 runs no pod of this type" in stderr
    assert "needs review: the spec does not render without an Environment: spec.image: '<image>'" in stderr


def test_rdma_configmap_and_annotations_are_carried() -> None:
    code, spec, stderr = _import(REVIEW / "rdma-capabilities.yaml")
    patch = spec["spec"]["podPatch"]
    assert patch["metadata"]["annotations"] == {"cluster-autoscaler.kubernetes.io/safe-to-evict": "false"}
    assert patch["spec"]["volumes"] == [{"name": "cfg", "configMap": {"name": "train-config"}}]
    [container] = patch["spec"]["containers"]
    rdma = {"rdma/rdma_shared_device_a": 1}
    assert container["resources"] == {"requests": rdma, "limits": rdma}
    assert "resources.requests.memory: left out of the pod patch" in stderr  # no limit: named, not carried
    assert "spec.podPatch.spec.containers[tensorflow].securityContext: left out of the pod patch" in stderr
    assert code == EXIT_NEEDS_REVIEW  # the literal W&B key
    assert "spec.env.WANDB_API_KEY: a literal value for a credential" in stderr
    # the path of the key file in the mounted Secret is no credential (kfgen.checks.credentials.names_a_file)
    assert spec["spec"]["env"]["GOOGLE_APPLICATION_CREDENTIALS"] == "/secret/gcp/key.json"
    assert "GOOGLE_APPLICATION_CREDENTIALS" not in stderr


def test_a_shared_memory_volume_of_another_name_carries_its_size() -> None:
    code, spec, stderr = _import(REVIEW / "shm-200gi.yaml")
    assert spec["spec"]["sharedMemory"] == "200Gi"
    assert code == 0, stderr
    volumes = _rendered(spec, "PyTorchJob")["spec"]["pytorchReplicaSpecs"]["Master"]["template"]["spec"]["volumes"]
    assert {"name": "dshm", "emptyDir": {"medium": "Memory", "sizeLimit": "200Gi"}} in volumes


def test_the_environment_that_allows_it_makes_it_render(tmp_path: Path) -> None:
    """With the platform's facts (`--environment FILE`), the same job imports with exit 0."""
    environment = {
        "apiVersion": api.API_VERSION,
        "kind": api.ENVIRONMENT,
        "metadata": {"name": "aws"},
        "spec": {"namespace": "training", "policy": {"serviceAccounts": ["training-sa"]}},
    }
    (tmp_path / "environment.yaml").write_text(yamlio.dump(environment))
    code, spec, stderr = _import(
        REVIEW / "efa-service-account.yaml", "--environment", str(tmp_path / "environment.yaml")
    )
    assert code == 0, stderr
    assert "needs review" not in stderr
    assert core.expand(spec, environment).ok


def test_the_python_api_counts_the_specs_to_review() -> None:
    documents = []
    for path in CASES:
        docs, _ = yamlio.parse(path.read_text(), str(path))
        documents.append((importer.Source(str(path), 0), docs[0]))
    imported = importer.import_documents(documents)
    assert len(imported.specs) == len(CASES)
    unrendered = [spec for spec in imported.specs if not core.expand(spec, None).ok]
    assert imported.unrendered == len(unrendered) == 4


def _lines(text: str) -> int:
    return sum(1 for line in text.splitlines() if line.strip() and not line.lstrip().startswith("#"))


GPU_JOBS = sorted(
    path
    for path in [*(ROOT / "tests" / "data" / "import" / "upstream").glob("*/*.yaml"), *CASES]
    if path.parent.name != "katib" and "nvidia.com/" in path.read_text()
)


@pytest.mark.parametrize("path", GPU_JOBS, ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_no_gpu_spec_is_longer_than_its_job(path: Path) -> None:
    """kfgen's GPU defaults are not undone one by one: requests the API server defaults from the limits are no
    difference, and kfgen's GPU toleration is kept and named (not `tolerations: null` in a pod patch)."""
    result = run_kfgen("import", str(path.relative_to(ROOT)))
    assert _lines(result.stdout) < _lines(path.read_text()), result.stdout
    assert "requests: null" not in result.stdout and "tolerations: null" not in result.stdout


def test_kfgens_gpu_toleration_is_named_whole() -> None:
    """The warning says what kfgen adds, whole: a warning is never cut short."""
    path = ROOT / "tests" / "data" / "import" / "upstream" / "tfjob" / "multi-worker.yaml"
    result = run_kfgen("import", str(path.relative_to(ROOT)))
    assert result.returncode == 0
    assert result.stderr == (
        f"{path.relative_to(ROOT)}:2: [warning] kubeflow.org/v1/TFJob/default/multi-worker "
        "spec.tfReplicaSpecs.Worker.template.spec.tolerations: kfgen adds the toleration {'key': 'nvidia.com/gpu', "
        "'operator': 'Exists', 'effect': 'NoSchedule'} to every GPU pod, as Kubernetes' ExtendedResourceToleration "
        "admission does: kept (a pod patch's `tolerations` replaces the list)\n"
    )
    _, _, stderr = _import(REVIEW / "efa-service-account.yaml")
    assert (
        "spec.pytorchReplicaSpecs.Worker.template.spec.volumes: kfgen cannot reproduce [{'name': 'shmem', 'hostPath': "
        "{'path': '/dev/shm'}}, {'name': 'local', 'hostPath': {'path': '/mnt/k8s-disks/0'}}] here: not imported\n"
    ) in stderr


CPU_ONLY = """\
apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata: {name: cpu-only}
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 2
      template:
        spec:
          containers:
          - name: pytorch
            image: r/i:1
            resources: {requests: {cpu: 4}}
            volumeMounts: [{name: shm, mountPath: /dev/shm}]
          volumes: [{name: shm, emptyDir: {medium: Memory}}]
"""


def _environment(tmp_path: Path, policy: dict[str, Any]) -> str:
    environment = {"apiVersion": api.API_VERSION, "kind": api.ENVIRONMENT, "metadata": {"name": "e"}}
    path = tmp_path / "environment.yaml"
    path.write_text(yamlio.dump({**environment, "spec": {"policy": policy}}))
    return str(path)


def test_what_an_environment_may_allow_is_carried_and_needs_review(tmp_path: Path) -> None:
    """A CPU request without a limit and an unbounded /dev/shm are what the job does, and an Environment may allow
    them (spec.policy.burstableCpu, unboundedSharedMemory): without one the spec carries them and needs review,
    naming the setting; they were left out of the pod patch and the spec asserted no /dev/shm."""
    (tmp_path / "job.yaml").write_text(CPU_ONLY)
    result = run_kfgen("import", str(tmp_path / "job.yaml"))
    [spec] = yamlio.parse(result.stdout, "stdout")[0]
    assert result.returncode == EXIT_NEEDS_REVIEW
    assert spec["spec"]["resources"] == {"cpu": "4", "limits": {"cpu": "unlimited"}}
    assert spec["spec"]["sharedMemory"] == "unlimited"
    assert "podPatch" not in spec["spec"]
    assert "(spec.policy.burstableCpu: true)" in result.stderr
    assert "(spec.policy.unboundedSharedMemory: true)" in result.stderr
    allowing = _environment(tmp_path, {"burstableCpu": True, "unboundedSharedMemory": True})
    allowed = run_kfgen("import", "--environment", allowing, str(tmp_path / "job.yaml"))
    assert allowed.returncode == 0, allowed.stderr
    assert yamlio.parse(allowed.stdout, "stdout")[0] == [spec]


def test_what_the_environment_refuses_stays_named(tmp_path: Path) -> None:
    """The Environment given does not allow them: left out of the pod patch and named, as before."""
    (tmp_path / "job.yaml").write_text(CPU_ONLY)
    result = run_kfgen("import", "--environment", _environment(tmp_path, {}), str(tmp_path / "job.yaml"))
    [spec] = yamlio.parse(result.stdout, "stdout")[0]
    assert "resources" not in spec["spec"] and "sharedMemory" not in spec["spec"]
    assert "requests CPU 4 without a CPU limit" in result.stderr
    assert "left out of the pod patch" in result.stderr


def test_a_refused_label_leaves_the_other_labels_in_the_pod_patch(tmp_path: Path) -> None:
    """Pod labels are parts one by one: the Kueue labels a spec cannot set (kfgen's own) are left out and named,
    the `app` label the job's own podAffinity selects is kept (it went with them, and the pods never matched)."""
    job = (
        "apiVersion: kubeflow.org/v1\nkind: PyTorchJob\nmetadata: {name: t, namespace: ml}\nspec:\n"
        "  pytorchReplicaSpecs:\n    Worker:\n      replicas: 2\n      template:\n"
        "        metadata: {labels: {app: imagenet, kueue.x-k8s.io/queue-name: q}}\n"
        "        spec:\n          containers: [{name: pytorch, image: r/i:1}]\n"
    )
    (tmp_path / "job.yaml").write_text(job)
    result = run_kfgen("import", str(tmp_path / "job.yaml"))
    [spec] = yamlio.parse(result.stdout, "stdout")[0]
    assert spec["spec"]["podPatch"]["metadata"] == {"labels": {"app": "imagenet"}}
    assert "spec.podPatch.metadata.labels.kueue.x-k8s.io/queue-name: left out of the pod patch" in result.stderr
    assert "labels.app:" not in result.stderr


NO_IMAGE = ROOT / "tests" / "data" / "import" / "no-image" / "pytorchjob-chart-defaults.yaml"


def test_a_job_without_an_image_is_compared_all_the_same() -> None:
    """The spec of a job with no image (a chart's default values) needs review, and carries or names the rest of the
    pod: given an image, it renders the job given the same image (before, import said 'kfgen cannot compare the
    imported spec' and dropped the training script's ConfigMap volume and the pod annotation unnamed)."""
    code, spec, stderr = _import(NO_IMAGE)
    assert code == EXIT_NEEDS_REVIEW and "spec.image: is required" in stderr
    assert "cannot compare" not in stderr
    image = "registry.example.com/train:1"
    again = _rendered({**spec, "spec": {**spec["spec"], "image": image}}, "PyTorchJob")
    given = _job(NO_IMAGE)["spec"]["pytorchReplicaSpecs"]["Worker"]["template"]
    given["spec"]["containers"][0]["image"] = image
    at = "spec.pytorchReplicaSpecs.Worker.template"
    rendered = again["spec"]["pytorchReplicaSpecs"]["Worker"]["template"]
    diffs = compare.differences(given, rendered, compare.Defaults(RESTART["PyTorchJob"]))
    unnamed = [f"{at}.{compare.dotted(d.path)}" for d in diffs if not _named(f"{at}.{compare.dotted(d.path)}", stderr)]
    assert unnamed == [], stderr


def test_a_container_user_is_carried_inside_kfgens_security_context() -> None:
    """`securityContext: {runAsUser: 1000}` is carried by the pod patch; what kfgen's security profile adds beside it
    is no difference (before, the patch also removed kfgen's additions, broke Pod Security restricted and was left
    out whole, the user with it)."""
    _, spec, stderr = _import(REVIEW / "run-as-user.yaml")
    [container] = spec["spec"]["podPatch"]["spec"]["containers"]
    assert container == {"name": "pytorch", "securityContext": {"runAsUser": 1000}}
    assert "left out of the pod patch" not in stderr and "runAsUser" not in stderr, stderr
