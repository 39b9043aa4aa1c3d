"""`kfgen import` of Trainer v2 TrainJobs beyond kfgen's own render: the runtime's pods as they are when the job
patches none of them, requests without limits, Katib's default primary pods of a TrainJob trial.

Inputs: tests/data/import/trainjob/*.yaml, written as Trainer's guides and platform templates write them.
"""

from __future__ import annotations

from typing import Any

from conftest import ROOT, run_kfgen

from kfgen import core
from kfgen.io import yamlio

INPUTS = "tests/data/import/trainjob"


def _import(name: str) -> tuple[Any, list[str]]:
    result = run_kfgen("import", f"{INPUTS}/{name}")
    assert result.returncode == 0, result.stderr
    specs, problems = yamlio.parse(result.stdout, "stdout")
    assert not problems and len(specs) == 1
    return specs[0], result.stderr.splitlines()


def test_gpu_trainjob_without_a_runtime_patch_round_trips() -> None:
    """No runtime patch is the runtime's pods as they are: what kfgen's patch adds is removed field by field, not
    an internal "a pod patch cannot remove spec"; a GPU limit's request (the API server's default) is no
    difference."""
    spec, lines = _import("gpu-no-patch.yaml")
    # kfgen's GPU toleration is kept and named (a pod patch undoing it would make the spec longer than the job)
    [toleration] = lines
    assert "kfgen adds the toleration {'key': 'nvidia.com/gpu', 'operator': 'Exists'" in toleration
    assert spec["spec"]["resources"] == {"gpu": 1}
    assert "podPatch" not in spec["spec"]
    assert core.expand(spec, None).ok


def test_requests_only_resources_per_node_are_carried() -> None:
    spec, lines = _import("requests-only.yaml")
    assert spec["spec"]["resources"] == {"cpu": "4", "memory": "16Gi"}
    assert lines == [
        f"[warning] {INPUTS}/requests-only.yaml#0 trainer.kubeflow.org/v1alpha1/TrainJob/ml/fine-tune "
        "spec.trainer.resourcesPerNode.limits: kfgen adds {'cpu': '4', 'memory': '16Gi'} here and no pod patch can "
        "remove it"
    ]


def test_pod_template_overrides_are_imported() -> None:
    """Trainer v2.0–v2.1's podTemplateOverrides carry the pod settings (not "add it by hand"), said."""
    spec, lines = _import("pod-template-overrides.yaml")
    assert spec["spec"]["nodeSelector"] == {"node.kubernetes.io/instance-type": "m5.4xlarge"}
    assert spec["spec"]["volumes"] == [{"name": "data", "path": "/data", "claim": "training-data"}]
    assert lines == [
        f"[warning] {INPUTS}/pod-template-overrides.yaml#0 trainer.kubeflow.org/v1alpha1/TrainJob/ml/pytorch-data "
        "spec.podTemplateOverrides: Trainer v2.0–v2.1's pod template overrides, read as the runtime patch Trainer "
        "v2.2+ takes (spec.runtimePatches): kfgen renders that"
    ]


def test_another_managers_patch_and_the_runtimes_own_job_names() -> None:
    """A runtime patch of another manager is imported; the input's runtime runs the trainer in `trainer`, not
    Trainer's default `node` that kfgen aims at without an Environment defining it: named, with the fix."""
    result = run_kfgen("import", f"{INPUTS}/custom-runtime.yaml")
    assert result.returncode == 0, result.stderr
    [spec] = yamlio.parse(result.stdout, "stdout")[0]
    assert spec["spec"]["runtime"] == "torch-custom"
    assert spec["spec"]["nodeSelector"] == {"pool": "a100"}
    job = f"{INPUTS}/custom-runtime.yaml#1 trainer.kubeflow.org/v1alpha1/TrainJob/vision/resnet-custom"
    assert result.stderr.splitlines() == [
        f"[warning] {job} spec.runtimePatches[0].manager: the runtime patch of 'platform.example.com/admission', "
        "read as kfgen's own (manager kfgen.dev/kfgen): its pod settings are the spec's",
        f"[warning] {job} spec.runtimeRef: the ClusterTrainingRuntime 'torch-custom' (in the input) runs the trainer "
        "in replicated job 'trainer', but kfgen aims its runtime patch at replicated job 'node' (Trainer's default "
        "names) without the Environment defining it: add it to the Environment "
        "(spec.trainer.clusterRuntimes.torch-custom) so the pod patch reaches its pods",
        f"[warning] {INPUTS}/custom-runtime.yaml#0 trainer.kubeflow.org/v1alpha1/ClusterTrainingRuntime/default/"
        "torch-custom: read as the runtime of the TrainJobs that name it, not imported: a TrainingSpec names its "
        "runtime (spec.runtime: torch-custom); kfgen renders runtimes from the Environment "
        "(spec.trainer.clusterRuntimes, runtimes)",
    ]


def test_patch_aimed_at_another_job_than_kfgens_is_named() -> None:
    """Without the runtime among the inputs, a patch aimed at another replicated job than kfgen's is named."""
    [runtime, job] = yamlio.parse((ROOT / INPUTS / "custom-runtime.yaml").read_text(), "x")[0]
    assert runtime["kind"] == "ClusterTrainingRuntime"
    result = run_kfgen("import", "-", stdin=yamlio.dump(job))
    assert (
        "spec.runtimePatches[0].trainingRuntimeSpec.template.spec.replicatedJobs: aims at replicated job 'trainer'; "
        "kfgen's render aims at replicated job 'node': the pod settings reach other pods than the job's"
    ) in result.stderr


def test_runtime_without_the_node_container_is_named() -> None:
    """Trainer applies the trainer's settings to the container named `node`; a runtime without one is named."""
    result = run_kfgen("import", f"{INPUTS}/custom-container.yaml")
    assert result.returncode == 0, result.stderr
    assert (
        "spec.runtimeRef: the ClusterTrainingRuntime 'torch-custom' (in the input) has no container named 'node' in "
        "replicated job 'trainer': Trainer puts the TrainJob's trainer settings (image, command, resourcesPerNode) on "
        "that container only, and kfgen's runtime patch names it: neither reaches this runtime's trainer"
    ) in result.stderr
