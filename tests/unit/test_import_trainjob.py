"""`kfgen import` of Trainer v2 TrainJobs beyond kfgen's own render: the runtime's pods as they are when the job
patches none of them, requests without limits, Katib's default primary pods of a TrainJob trial.

Inputs: tests/data/import/trainjob/*.yaml, written as Trainer's guides and platform templates write them.
"""

from __future__ import annotations

from typing import Any

from conftest import ROOT, run_kfgen

from kfgen import core
from kfgen.cli.importing import EXIT_NEEDS_REVIEW
from kfgen.io import yamlio
from kfgen.workloads.trainjob.read import KFGEN_TEMPLATE

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
    """The CPU request without a limit is the spec's (an Environment may allow it: needs review); the memory limit
    kfgen adds (no Environment allows a memory request without one) is named."""
    result = run_kfgen("import", f"{INPUTS}/requests-only.yaml")
    assert result.returncode == EXIT_NEEDS_REVIEW
    [spec] = yamlio.parse(result.stdout, "stdout")[0]
    assert spec["spec"]["resources"] == {"cpu": "4", "memory": "16Gi", "limits": {"cpu": "unlimited"}}
    job = f"{INPUTS}/requests-only.yaml:2: [warning] trainer.kubeflow.org/v1alpha1/TrainJob/ml/fine-tune"
    assert result.stderr.splitlines() == [
        f"{job} spec.trainer.resourcesPerNode.limits: kfgen adds {{'memory': '16Gi'}} here and no pod patch can "
        "remove it",
        f"{job}: imported, needs review: the spec does not render without an Environment: spec.resources.limits.cpu: "
        "a CPU request without a limit needs an Environment that allows it: pods without a CPU limit are Burstable "
        "and may take their node's idle CPU (spec.policy.burstableCpu: true)",
    ]


def test_pod_template_overrides_are_imported() -> None:
    """Trainer v2.0–v2.1's podTemplateOverrides carry the pod settings (not "add it by hand"), said."""
    spec, lines = _import("pod-template-overrides.yaml")
    assert spec["spec"]["nodeSelector"] == {"node.kubernetes.io/instance-type": "m5.4xlarge"}
    assert spec["spec"]["volumes"] == [{"name": "data", "path": "/data", "claim": "training-data"}]
    assert lines == [
        f"{INPUTS}/pod-template-overrides.yaml:13: [warning] trainer.kubeflow.org/v1alpha1/TrainJob/ml/pytorch-data "
        "spec.podTemplateOverrides: Trainer v2.0–v2.1's pod template overrides, read as the runtime patch Trainer "
        "v2.2+ takes (spec.runtimePatches): kfgen renders that"
    ]


def test_another_managers_patch_is_imported() -> None:
    """A runtime patch of another manager is imported as kfgen's, said."""
    result = run_kfgen("import", f"{INPUTS}/custom-runtime.yaml")
    assert result.returncode == 0, result.stderr
    [spec] = yamlio.parse(result.stdout, "stdout")[0]
    assert spec["spec"]["runtime"] == "torch-custom"
    assert spec["spec"]["nodeSelector"] == {"pool": "a100"}
    job = f"{INPUTS}/custom-runtime.yaml:41: [warning] trainer.kubeflow.org/v1alpha1/TrainJob/vision/resnet-custom"
    assert result.stderr.splitlines() == [
        f"{job} spec.runtimePatches[0].manager: the runtime patch of 'platform.example.com/admission', "
        "read as kfgen's own (manager kfgen.dev/kfgen): its pod settings are the spec's",
        f"{INPUTS}/custom-runtime.yaml:3: [warning] trainer.kubeflow.org/v1alpha1/ClusterTrainingRuntime/default/"
        "torch-custom: read as the runtime of the TrainJobs that name it, not imported: a TrainingSpec names its "
        "runtime (spec.runtime: torch-custom); kfgen renders runtimes from the Environment "
        "(spec.trainer.clusterRuntimes, runtimes)",
    ]


def test_patch_aimed_at_a_job_the_runtime_lacks_is_named() -> None:
    """A patch aimed at a replicated job the input's runtime does not have reaches no pod: named."""
    [runtime, job] = yamlio.parse((ROOT / INPUTS / "custom-runtime.yaml").read_text(), "x")[0]
    job["spec"]["runtimePatches"][0]["trainingRuntimeSpec"]["template"]["spec"]["replicatedJobs"][0]["name"] = "node"
    result = run_kfgen("import", "-", stdin=yamlio.dump_all([runtime, job]))
    assert (
        "spec.runtimePatches[0].trainingRuntimeSpec.template.spec.replicatedJobs: aims at replicated job 'node', "
        "which the ClusterTrainingRuntime 'torch-custom' (in the input) does not have: those pod settings reach no pod"
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


def _rendered_jobs(spec: Any) -> list[str]:
    """The replicated jobs kfgen's render of `spec` aims its runtime patch at."""
    expansion = core.expand(spec, None)
    assert expansion.ok, expansion.results
    [job] = [o for o in expansion.objects if o["kind"] == "TrainJob"]
    [patch] = job["spec"]["runtimePatches"]
    return [r["name"] for r in patch["trainingRuntimeSpec"]["template"]["spec"]["replicatedJobs"]]


def test_patch_aimed_at_the_input_runtimes_trainer_job() -> None:
    """The input's runtime runs the trainer in `trainer`: the spec carries that name (spec.runtimeJobs), and its
    render aims the runtime patch there, as the job did: nothing to add by hand."""
    result = run_kfgen("import", f"{INPUTS}/custom-runtime.yaml")
    assert result.returncode == 0, result.stderr
    [spec] = yamlio.parse(result.stdout, "stdout")[0]
    assert spec["spec"]["runtimeJobs"] == ["trainer"]
    assert _rendered_jobs(spec) == ["trainer"]
    assert "spec.runtimeRef" not in result.stderr


def test_patch_aimed_at_the_runtime_jobs_without_the_runtime() -> None:
    """Without the runtime among the inputs, the jobs the TrainJob's own patch aims at are the runtime's: carried."""
    [_, job] = yamlio.parse((ROOT / INPUTS / "custom-runtime.yaml").read_text(), "x")[0]
    result = run_kfgen("import", "-", stdin=yamlio.dump(job))
    [spec] = yamlio.parse(result.stdout, "stdout")[0]
    assert spec["spec"]["runtimeJobs"] == ["trainer"]
    assert "aims at" not in result.stderr


def test_job_without_a_patch_aimed_at_the_input_runtimes_trainer_job() -> None:
    """A job that patches nothing still gets kfgen's patch (its security): aimed at the input runtime's trainer job,
    not at a `node` job the runtime does not have."""
    [runtime, job] = yamlio.parse((ROOT / INPUTS / "custom-runtime.yaml").read_text(), "x")[0]
    del job["spec"]["runtimePatches"]
    result = run_kfgen("import", "-", stdin=yamlio.dump_all([runtime, job]))
    [spec] = yamlio.parse(result.stdout, "stdout")[0]
    assert spec["spec"]["runtimeJobs"] == ["trainer"]


def test_runtime_jobs_not_in_a_known_runtime_are_refused(tmp_path: Any) -> None:
    """spec.runtimeJobs names jobs of the runtime: one that Trainer's default runtime does not have is refused."""
    path = tmp_path / "s.yaml"
    path.write_text(
        "apiVersion: kfgen.dev/v1alpha1\nkind: TrainingSpec\nmetadata: {name: a}\n"
        "spec: {framework: pytorch, backend: trainer, image: i:1, runtimeJobs: [trainer]}\n"
    )
    result = run_kfgen("render", str(path))
    assert result.returncode == 1
    assert result.stderr.strip() == (
        f"{path}:4: [error] kfgen.dev/v1alpha1/TrainingSpec/default/a spec.runtimeJobs: 'trainer' is no replicated job "
        "of ClusterTrainingRuntime 'torch-distributed' (Trainer's default runtime: replicated job 'node')"
    )


def test_a_difference_kfgen_makes_in_each_aimed_job_is_named_in_each() -> None:
    """An MPI runtime's TrainJob patches `launcher` and `node` alike: both are carried (spec.runtimeJobs), and the
    GPU toleration kfgen writes into each job's pod template is named in each."""
    patched = {"spec": {"template": {"spec": {"nodeSelector": {"pool": "h100"}}}}}
    job = {
        "apiVersion": "trainer.kubeflow.org/v1alpha1",
        "kind": "TrainJob",
        "metadata": {"name": "mpi", "namespace": "ml"},
        "spec": {
            "runtimeRef": {"name": "openmpi-cuda"},
            "trainer": {"image": "r/i:1", "resourcesPerNode": {"limits": {"nvidia.com/gpu": 1}}},
            "runtimePatches": [
                {
                    "manager": "kfgen.dev/kfgen",
                    "trainingRuntimeSpec": {
                        "template": {
                            "spec": {
                                "replicatedJobs": [
                                    {"name": "launcher", "template": patched},
                                    {"name": "node", "template": patched},
                                ]
                            }
                        }
                    },
                }
            ],
        },
    }
    result = run_kfgen("import", "-", stdin=yamlio.dump(job))
    [spec] = yamlio.parse(result.stdout, "stdout")[0]
    assert spec["spec"]["runtimeJobs"] == ["launcher", "node"]
    assert _rendered_jobs(spec) == ["launcher", "node"]
    named = [line.split(" ")[3] for line in result.stderr.splitlines() if "toleration" in line]
    assert named == [
        f"spec.runtimePatches[0].trainingRuntimeSpec.template.spec.replicatedJobs[{i}].template.spec.template.spec"
        ".tolerations:"
        for i in (0, 1)
    ]


JOB = "trainer.kubeflow.org/v1alpha1/TrainJob/mlteam2/uses-four"


def _job_nodes(spec: Any, environment: Any = None) -> Any:
    """spec.trainer.numNodes of kfgen's TrainJob of `spec`."""
    expansion = core.expand(spec, environment)
    assert expansion.ok, expansion.results
    [job] = [o for o in expansion.objects if o["kind"] == "TrainJob"]
    return job["spec"]["trainer"]["numNodes"]


def test_node_count_of_the_input_runtime_is_carried() -> None:
    """heldout38's repro: a TrainJob without numNodes runs its runtime's mlPolicy.numNodes (4) nodes; the spec
    carries 4 and its render is a 4-node job (it was a 1-node job, without a line)."""
    result = run_kfgen("import", f"{INPUTS}/runtime-numnodes.yaml")
    assert result.returncode == 0, result.stderr
    [spec] = yamlio.parse(result.stdout, "stdout")[0]
    assert spec["spec"]["replicas"] == {"worker": 4}
    assert _job_nodes(spec) == 4
    [runtime_note] = result.stderr.splitlines()  # the runtime is read, not imported: nothing else is said
    assert "TrainingRuntime/mlteam2/four-node: read as the runtime" in runtime_note


def _without_runtime_nodes() -> tuple[Any, Any]:
    [runtime, job] = yamlio.parse((ROOT / INPUTS / "runtime-numnodes.yaml").read_text(), "x")[0]
    return runtime, job


def test_node_count_of_the_environments_runtime_is_carried(tmp_path: Any) -> None:
    """The runtime the Environment defines says 3 nodes: the spec carries 3, no line."""
    _, job = _without_runtime_nodes()
    node = {
        "name": "node",
        "image": "pytorch/pytorch:2.7.1-cuda12.8-cudnn9-runtime",
        "securityContext": {"allowPrivilegeEscalation": False, "capabilities": {"drop": ["ALL"]}},
    }
    pod = {
        "securityContext": {"runAsNonRoot": True, "seccompProfile": {"type": "RuntimeDefault"}},
        "containers": [node],
    }
    trainer_job = {
        "name": "node",
        "template": {
            "metadata": {"labels": {"trainer.kubeflow.org/trainjob-ancestor-step": "trainer"}},
            "spec": {"template": {"spec": pod}},
        },
    }
    runtime = {"mlPolicy": {"numNodes": 3, "torch": {}}, "template": {"spec": {"replicatedJobs": [trainer_job]}}}
    environment = {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "Environment",
        "metadata": {"name": "team"},
        "spec": {"trainer": {"runtimes": {"four-node": runtime}}},
    }
    path = tmp_path / "env.yaml"
    path.write_text(yamlio.dump(environment))
    result = run_kfgen("import", "--environment", str(path), "-", stdin=yamlio.dump(job))
    [spec] = yamlio.parse(result.stdout, "stdout")[0]
    assert spec["spec"]["replicas"] == {"worker": 3}
    assert "numNodes" not in result.stderr


def test_node_count_of_an_unknown_runtime_is_named() -> None:
    """Without the runtime (not among the inputs, not the Environment's, no Trainer default), kfgen cannot know
    the node count: the 1 it writes is named, once."""
    _, job = _without_runtime_nodes()
    result = run_kfgen("import", "-", stdin=yamlio.dump(job))
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines() == [
        f"<stdin>:1: [warning] {JOB} spec.trainer.numNodes: absent: Trainer takes the node count from the "
        "TrainingRuntime 'four-node' (its mlPolicy.numNodes), which is not among the inputs, the Environment's "
        "runtimes or Trainer's defaults; kfgen writes numNodes: 1 (add the runtime to the inputs, or set "
        "spec.replicas.worker)"
    ]


def test_node_count_of_a_default_runtime_is_its_one_node() -> None:
    """Trainer's default runtimes say mlPolicy.numNodes: 1: a job without numNodes is the 1-node job kfgen renders,
    no line."""
    _, job = _without_runtime_nodes()
    job["spec"]["runtimeRef"] = {"name": "torch-distributed"}
    result = run_kfgen("import", "-", stdin=yamlio.dump(job))
    assert result.returncode == 0, result.stderr
    [spec] = yamlio.parse(result.stdout, "stdout")[0]
    assert "replicas" not in spec["spec"]
    assert result.stderr == ""


def test_runtime_without_a_node_count_runs_one_node() -> None:
    """A runtime's mlPolicy without numNodes is 1 node (Trainer: ptr.Deref(mlPolicy.NumNodes, 1)): no line."""
    runtime, job = _without_runtime_nodes()
    del runtime["spec"]["mlPolicy"]["numNodes"]
    result = run_kfgen("import", "-", stdin=yamlio.dump_all([runtime, job]))
    [spec] = yamlio.parse(result.stdout, "stdout")[0]
    assert "replicas" not in spec["spec"]
    assert "numNodes" not in result.stderr


def test_job_node_count_wins_over_the_runtimes() -> None:
    """The TrainJob's own numNodes is what Trainer runs (it replaces the runtime's): carried as it is."""
    runtime, job = _without_runtime_nodes()
    job["spec"]["trainer"] = {"numNodes": 2}
    result = run_kfgen("import", "-", stdin=yamlio.dump_all([runtime, job]))
    [spec] = yamlio.parse(result.stdout, "stdout")[0]
    assert spec["spec"]["replicas"] == {"worker": 2}
    assert "numNodes" not in result.stderr


KATIB_TRAINJOB = (
    "tests/data/import/corpus/canonical__katib-operators__tests_assets_crs_experiments_trainjob-pytorch.yaml"
)


def _trial_without_nodes(runtime: str) -> str:
    """The corpus's TrainJob Experiment, its trial without numNodes, on `runtime`."""
    [experiment] = yamlio.parse((ROOT / KATIB_TRAINJOB).read_text(), "x")[0]
    trial = experiment["spec"]["trialTemplate"]["trialSpec"]["spec"]
    del trial["trainer"]["numNodes"]
    trial["runtimeRef"]["name"] = runtime
    return yamlio.dump(experiment)


def test_trial_on_a_default_runtime_without_node_count_is_no_difference() -> None:
    """A trial TrainJob without numNodes on Trainer's default runtime runs 1 node, as kfgen's render says: no line
    (the comparison holds kfgen's numNodes to the runtime's count: stated for trials too)."""
    result = run_kfgen("import", "-", stdin=_trial_without_nodes("torch-distributed"))
    assert "numNodes" not in result.stderr


def test_trial_on_an_unknown_runtime_without_node_count_is_named() -> None:
    """An Experiment brings no runtime: one of its trials' on a runtime kfgen does not know is named, at the trial
    template."""
    result = run_kfgen("import", "-", stdin=_trial_without_nodes("custom-rt"))
    [line] = [line for line in result.stderr.splitlines() if "numNodes" in line]
    assert " spec.trialTemplate.trialSpec.spec.trainer.numNodes: absent: Trainer takes the node count from the " in line
    assert "ClusterTrainingRuntime 'custom-rt'" in line


def test_job_labels_kfgen_puts_on_the_pods_are_named() -> None:
    """heldout38 (ds2qdu ViT-Base-CIFAR-100): the TrainJob's own labels are the spec's, and kfgen puts the spec's
    labels on the pods too (its runtime patch's pod template), which Trainer never does with a TrainJob's labels:
    the pods get labels they did not have (a Service or NetworkPolicy selecting `app` now selects them). Named
    once, at the pod template, with the pod patch that keeps them off."""
    _, job = _without_runtime_nodes()
    job["metadata"]["labels"] = {"app": "vit-cifar100", "stage": "step1", "gpu-count": "1"}
    job["spec"]["runtimeRef"] = {"name": "torch-distributed"}
    result = run_kfgen("import", "-", stdin=yamlio.dump(job))
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines() == [
        f"<stdin>:1: [warning] {JOB} {KFGEN_TEMPLATE}.metadata.labels: the pods get the job's labels app, stage, "
        "gpu-count, which they did not have: kfgen puts the spec's labels on every object it renders, pods included "
        "(a pod patch `metadata: {labels: {KEY: null}}` keeps one off them)"
    ]


def test_job_labels_the_pods_have_too_are_no_difference() -> None:
    """Labels on the job and on its pods alike are the spec's, rendered on both: no line."""
    _, job = _without_runtime_nodes()
    job["metadata"]["labels"] = {"app": "vit"}
    job["spec"]["runtimeRef"] = {"name": "torch-distributed"}
    template = {"metadata": {"labels": {"app": "vit"}}}
    spec = {"template": {"spec": {"replicatedJobs": [{"name": "node", "template": {"spec": {"template": template}}}]}}}
    job["spec"]["runtimePatches"] = [{"manager": "kfgen.dev/kfgen", "trainingRuntimeSpec": spec}]
    result = run_kfgen("import", "-", stdin=yamlio.dump(job))
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
