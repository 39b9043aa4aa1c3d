"""`kfgen import` on jobs of API versions no longer served (kfgen.migrate.oldversions): converted to kubeflow.org/v1
where the operators' old types map field for field, every moved or written field named; refused by field where not;
Katib v1alpha3 Experiments converted to v1beta1, their Go template executed into trialSpec and named.

Inputs: tests/data/import/old-apis/*.yaml, hand-written in the shapes of the held-out rounds' jobs (most of those
files' repositories have no licence). Each is classed as the corpus test classes the corpus
(tests/unit/test_import_corpus.py), compared with the converted job, every field of the input accounted for.
"""

from __future__ import annotations

import subprocess
from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT, run_kfgen
from test_import_corpus import Job, _import_and_render, _outcome

from kfgen.io import yamlio
from kfgen.migrate import oldapis, oldkatib

OLD = ROOT / "tests" / "data" / "import" / "old-apis"
WHERE = "tests/data/import/old-apis"


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("tfjob-v1beta1.yaml", "named"),  # its TTL, which kfgen writes under no GitOps delivery (as for any v1 job)
        ("pytorchjob-v1beta2.yaml", "exact"),
        ("mpijob-v1alpha2.yaml", "exact"),
        ("tfjob-v1alpha2.yaml", "named"),  # `tfReplicaType`: no field of v1alpha2, named alone
        ("mpijob-v1alpha1.yaml", "refused"),
        ("experiment-v1alpha3-tfjob.yaml", "exact"),
        ("experiment-v1alpha3-job.yaml", "exact"),  # its container renamed (named): compared as converted
        ("experiment-v1alpha3-configmap.yaml", "refused"),
        ("experiment-v1alpha3-both-templates.yaml", "named"),  # the unused ConfigMap template, named alone
        ("experiment-v1alpha3-tfjob-v1beta2.yaml", "exact"),  # its trial a TFJob v1beta2: converted too, named
        ("experiment-v1alpha3-if.yaml", "refused"),
    ],
)
def test_old_api_version_classes(name: str, kind: str) -> None:
    """Each job converts (or is refused) and renders back its converted job; nothing of the input unaccounted."""
    [outcome] = _import_and_render(OLD / name).values()
    assert (outcome.kind, outcome.silent) == (kind, []), outcome


def _import(name: str) -> tuple[list[Any], list[str]]:
    result = run_kfgen("import", f"{WHERE}/{name}")
    assert result.returncode == 0, result.stderr
    specs, problems = yamlio.parse(result.stdout, "stdout")
    assert not problems
    return specs, result.stderr.splitlines()


def test_v1beta1_run_policy_moved_and_named() -> None:
    [spec], lines = _import("tfjob-v1beta1.yaml")
    assert spec["spec"]["runPolicy"] == {"cleanPodPolicy": "All", "ttlAfterFinished": "1h"}
    assert spec["spec"]["replicas"] == {"worker": 2}
    job = "kubeflow.org/v1beta1/TFJob/default/mnist-v1beta1"
    assert lines == [
        f"{WHERE}/tfjob-v1beta1.yaml:3: [warning] {job} apiVersion: TFJob kubeflow.org/v1beta1 is served by no "
        "Training Operator release: converted to kubeflow.org/v1 field for field (tf-operator v0.4.0 "
        "tensorflow/v1beta1 types): spec.cleanPodPolicy -> spec.runPolicy.cleanPodPolicy, "
        "spec.ttlSecondsAfterFinished -> spec.runPolicy.ttlSecondsAfterFinished moved; the spec renders the "
        "kubeflow.org/v1 job",
        f"{WHERE}/tfjob-v1beta1.yaml:9: [warning] {job} spec.cleanPodPolicy: moved to spec.runPolicy.cleanPodPolicy "
        "(kubeflow.org/v1beta1 has it at the top of the spec)",
        f"{WHERE}/tfjob-v1beta1.yaml:10: [warning] {job} spec.ttlSecondsAfterFinished: moved to "
        "spec.runPolicy.ttlSecondsAfterFinished (kubeflow.org/v1beta1 has it at the top of the spec)",
        f"{WHERE}/tfjob-v1beta1.yaml:3: [warning] kubeflow.org/v1/TFJob/default/mnist-v1beta1 "
        "spec.runPolicy.ttlSecondsAfterFinished: kept in the spec (runPolicy.ttlAfterFinished), but kfgen writes no "
        "TTL under GitOps delivery (an Environment's spec.delivery, gitops by default: Argo CD or Flux would create "
        "the deleted job again): rendered with delivery apply, the job has it",
    ]


def test_old_default_written_and_unknown_field_named() -> None:
    """tf-operator defaulted cleanPodPolicy to Running (v1: None): written out, named; `tfReplicaType` is no field of
    v1alpha2 (its operator ignored it): named alone; `Ps` is the operator's `PS`."""
    [spec], lines = _import("tfjob-v1alpha2.yaml")
    assert spec["spec"]["runPolicy"] == {"cleanPodPolicy": "Running", "ttlAfterFinished": "10m"}
    assert spec["spec"]["replicas"] == {"ps": 1, "worker": 2}
    text = "\n".join(lines)
    assert (
        "spec.tfReplicaSpecs.Ps: moved to spec.tfReplicaSpecs.PS (the replica type as its operator renamed it" in text
    )
    assert (
        "spec.runPolicy.cleanPodPolicy: unset, and tf-operator (kubeflow.org/v1alpha2) defaulted it to 'Running'"
        in text
    )
    assert "spec.tfReplicaSpecs.Ps.tfReplicaType: not a field of a replica spec" in text


def test_mpijob_v1alpha2_keeps_its_operators_behaviour() -> None:
    """mpi-operator v1alpha2's backoffLimit 6 and OnFailure launcher, written out and named."""
    [spec], lines = _import("mpijob-v1alpha2.yaml")
    assert spec["spec"]["runPolicy"] == {"cleanPodPolicy": "Running", "backoffLimit": 6}
    text = "\n".join(lines)
    assert "spec.runPolicy.backoffLimit: unset, and mpi-operator (kubeflow.org/v1alpha2) defaulted it to 6" in text
    assert "written 'OnFailure', so the launcher restarts as it did" in text


def test_mpijob_v1alpha1_refused_field_by_field() -> None:
    result = run_kfgen("import", f"{WHERE}/mpijob-v1alpha1.yaml")
    assert result.stdout == ""
    assert (
        "MPIJob kubeflow.org/v1alpha1 (mpi-operator v0.2.3 kubeflow/v1alpha1) is served by no release" in result.stderr
    )
    for field in ("spec.gpus", "spec.template"):
        assert f"{field}: does not convert to kubeflow.org/v1 field for field: not imported" in result.stderr


def test_harness_counts_what_a_conversion_loses(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The comparison accounts for every field of the input: one a conversion dropped without a word is silent."""
    job = yamlio.parse((OLD / "tfjob-v1beta1.yaml").read_text(), "x")[0][0]
    real = oldapis.converted

    def lossy(doc: Any) -> oldapis.Conversion:
        done = real(doc)
        assert done.job is not None
        policy = dict(done.job["spec"]["runPolicy"])
        policy.pop("ttlSecondsAfterFinished")
        spec = {**done.job["spec"], "runPolicy": policy}
        return done._replace(job={**done.job, "spec": spec})

    monkeypatch.setattr(oldapis, "converted", lossy)
    converted = lossy(job).job
    assert converted is not None
    render = yamlio.dump({**converted, "metadata": {**converted["metadata"]}})
    messages = [{"severity": "warning", "field": "apiVersion", "text": "converted"}]
    outcome = _outcome(
        Job("#0 TFJob/mnist-v1beta1", 0, job), messages, subprocess.CompletedProcess([], 0, render, ""), tmp_path
    )
    assert (outcome.kind, outcome.silent) == ("silent", ["spec.ttlSecondsAfterFinished"])


def test_katib_v1alpha3_template_executed_into_trial_spec() -> None:
    """One argument per search parameter in spec.parameters order, each `${trialParameters.X}` referencing it; the
    trial's name and namespace left to Katib v1beta1; the primary container v1alpha3's (a TFJob's `tensorflow`)."""
    [spec], lines = _import_any("experiment-v1alpha3-tfjob.yaml")
    assert spec["spec"]["command"][-2:] == [
        "learning_rate=${trialParameters.learning_rate}",
        "batch_size=${trialParameters.batch_size}",
    ]
    assert spec["spec"]["tuning"]["metricsCollector"]["kind"] == "TensorFlowEvent"
    assert lines[0].endswith(
        "apiVersion: Experiment kubeflow.org/v1alpha3 is served by no Katib release: converted to kubeflow.org/v1beta1 "
        "(Katib v0.9.0 experiments/v1alpha3 types; the same search, objective, algorithm and collector fields); the "
        "trial's Go template executed into trialSpec"
    )
    assert "spec.trialTemplate.goTemplate.rawTemplate: the trial's Go template executed into" in lines[1]
    assert "(learning_rate, batch_size, in spec.parameters order" in lines[1]


def test_katib_v1alpha3_trial_named_container_renamed_and_named() -> None:
    [spec], lines = _import_any("experiment-v1alpha3-job.yaml")
    assert spec["spec"]["containerName"] == "training"
    assert spec["spec"]["command"][-2:] == ["--lr=${trialParameters.lr}", "--optimizer=${trialParameters.optimizer}"]
    assert spec["spec"]["tuning"]["parameters"]["--lr"]["trialParameter"] == "lr"
    assert any("a container named after the trial ({{.Trial}}) is named 'training'" in line for line in lines)


def _import_any(name: str) -> tuple[list[Any], list[str]]:
    """As _import, the spec needing review allowed (Katib's StdOut collector wants an Environment's security)."""
    result = run_kfgen("import", f"{WHERE}/{name}")
    assert result.returncode in (0, 3), result.stderr
    specs, problems = yamlio.parse(result.stdout, "stdout")
    assert not problems
    return specs, result.stderr.splitlines()


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("experiment-v1alpha3-configmap.yaml", "a template in a ConfigMap (templateSpec) is read when a trial starts"),
        ("experiment-v1alpha3-if.yaml", "{{if .HyperParameters}}: an action kfgen does not convert to v1beta1"),
    ],
)
def test_katib_v1alpha3_refused_by_name(name: str, why: str) -> None:
    result = run_kfgen("import", f"{WHERE}/{name}")
    assert result.stdout == ""
    assert why in result.stderr


@pytest.mark.parametrize(
    ("raw", "executed"),
    [
        (
            'a: {{.Trial}}\nargs:\n{{- with .HyperParameters}}\n{{- range .}}\n- "{{.Name}}={{.Value}}"'
            "\n{{- end}}\n{{- end}}",
            'a: ${trialSpec.Name}\nargs:\n- "x=${trialParameters.x}"\n- "--y=${trialParameters.y}"',
        ),
        ("n: {{.NameSpace}} {{- .Experiment -}} \n  z", "n: ${trialSpec.Namespace}expz"),
        ("{{range .HyperParameters}}[{{.Name}}]{{end}}", "[x][--y]"),
    ],
)
def test_go_template_executed_as_text_template_does(raw: str, executed: str) -> None:
    """text/template's trim markers and the actions read (the expected texts are Go's own output for these)."""
    assert oldkatib._executed(raw, ["x", "--y"], "exp") == executed


def test_katib_v1alpha3_trial_of_an_old_version_converted_too() -> None:
    [spec], lines = _import_any("experiment-v1alpha3-tfjob-v1beta2.yaml")
    assert spec["spec"]["runPolicy"] == {"cleanPodPolicy": "All"}
    text = "\n".join(lines)
    assert "the trial job: apiVersion: TFJob kubeflow.org/v1beta2 is served by no Training Operator release" in text
    assert "the trial job: spec.cleanPodPolicy: moved to spec.runPolicy.cleanPodPolicy" in text


@pytest.mark.parametrize("metadata", ["x", "[a, b]", "7"])
def test_katib_v1alpha3_with_metadata_not_a_mapping_is_one_error_line(tmp_path: Path, metadata: str) -> None:
    """The tenth re-test's C-2: `metadata: x` on a v1alpha3 Experiment was an AttributeError traceback."""
    text = (
        (ROOT / WHERE / "experiment-v1alpha3-job.yaml")
        .read_text()
        .replace("metadata:\n", f"metadata: {metadata}\nold_metadata:\n", 1)
    )
    source = tmp_path / "experiment.yaml"
    source.write_text(text)
    result = run_kfgen("import", str(source))
    assert "Traceback" not in result.stderr, result.stderr
    assert result.returncode == 1 and result.stdout == "", result.stderr
    assert [line for line in result.stderr.splitlines() if "[error]" in line], result.stderr
