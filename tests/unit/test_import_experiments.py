"""`kfgen import` of Katib Experiments, through the CLI: the trial job imported like any job, the search read back as
its spec's tuning block (kfgen.migrate.katib, wired in kfgen.migrate.importer).

- goldens: every golden Experiment (test_import_katib.GOLDEN_CASES), imported with its Environment
  (`--env NAME=FILE`), gives no warning and a spec whose render in that Environment is the Experiment again, once
  the revision and spec hash are the golden's (kfgen's documented normalisation: they hash the spec's text). The one
  other difference allowed: a stated `parallelTrialCount: 3`, Katib's default, which the import leaves out (Katib
  stores the two Experiments the same: katibdefaults.defaulted);
- Katib's own examples (tests/data/import/upstream/katib/<name>.yaml): `kfgen import FILE` writes exactly the
  warnings of <name>.import.txt (without an Environment, kfgen's restricted default refuses Katib's collector
  sidecars: each says so), and with the Environment they run in (tests/data/import/katib-environment.yaml) those of
  <name>.import-env.txt; `--update-golden` rewrites both;
- an Experiment whose trial is no job kfgen renders (Katib's Argo Workflow example) is passed over with one line.
"""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT, environment_file, run_kfgen
from test_import_katib import GOLDEN, GOLDEN_CASES, UPSTREAM, UPSTREAM_CASES, _differences, _experiment, _normalised

from kfgen import core
from kfgen.api import Obj
from kfgen.io import yamlio
from kfgen.migrate import katibdefaults

KATIB_ENVIRONMENT = ROOT / "tests" / "data" / "import" / "katib-environment.yaml"
SKIPPED = ROOT / "tests" / "data" / "import" / "skipped"


def _parse(text: str) -> list[Any]:
    docs, problems = yamlio.parse(text, "stdout")
    assert not problems, problems
    return docs


def _environment_of(case: Path) -> tuple[Path, Obj]:
    """The case's Environment file and object."""
    if (case / "environment.yaml").exists():
        path = case / "environment.yaml"
    else:
        path = environment_file((case / "environment.txt").read_text().strip())
    [environment] = _parse(path.read_text())
    return path, environment


@pytest.mark.parametrize("name", GOLDEN_CASES)
def test_golden_experiment_imports_to_a_spec_that_renders_it_again(name: str, tmp_path: Path) -> None:
    case = GOLDEN / name
    experiment = _experiment(case)
    assert experiment is not None
    given = tmp_path / "experiment.yaml"
    given.write_text(yamlio.dump(experiment))
    path, environment = _environment_of(case)
    env = environment["metadata"]["name"]
    result = run_kfgen("import", "--env", f"{env}={given}", "--environments", str(path))
    assert (result.returncode, result.stderr) == (0, "")
    [spec] = _parse(result.stdout)
    assert "tuning" in spec["spec"]
    expansion = core.expand(spec, environment)
    assert expansion.ok, [str(r) for r in expansion.results]
    again = _normalised(expansion.objects, experiment)
    if yamlio.dump(again) != yamlio.dump(experiment):
        assert _differences(again, experiment) == ["spec.parallelTrialCount"]
        assert experiment["spec"]["parallelTrialCount"] == katibdefaults.PARALLEL_TRIALS
        assert katibdefaults.defaulted(again) == katibdefaults.defaulted(experiment)


def _check_pinned(result: Any, expected: Path, update: bool) -> None:
    """Exit 0, or 3 ("imported, needs review") exactly where a spec written does not render."""
    assert result.returncode == (3 if "imported, needs review: " in result.stderr else 0), result.stderr
    if update:
        expected.write_text(result.stderr)
    assert result.stderr == expected.read_text()


@pytest.mark.parametrize("name", UPSTREAM_CASES)
def test_upstream_experiment_imports_with_its_warnings(name: str, update_golden: bool) -> None:
    path = str((UPSTREAM / f"{name}.yaml").relative_to(ROOT))
    plain = run_kfgen("import", path)
    _check_pinned(plain, UPSTREAM / f"{name}.import.txt", update_golden)
    assert all(re.match(rf"{re.escape(path)}:\d+: \[warning\] ", line) for line in plain.stderr.splitlines())
    [spec] = _parse(plain.stdout)
    assert "tuning" in spec["spec"]
    with_environment = run_kfgen("import", "--env", f"kubeflow={path}", "--environments", str(KATIB_ENVIRONMENT))
    _check_pinned(with_environment, UPSTREAM / f"{name}.import-env.txt", update_golden)
    [spec] = _parse(with_environment.stdout)
    [environment] = _parse(KATIB_ENVIRONMENT.read_text())
    refused = "imported, needs review: " in with_environment.stderr
    assert core.expand(spec, environment).ok is not refused


def test_a_trial_kfgen_renders_no_job_for_is_passed_over() -> None:
    path = "tests/data/import/skipped/argo-workflow.yaml"
    result = run_kfgen("import", path)
    assert (result.returncode, result.stdout) == (0, "")
    assert result.stderr == (
        f"{path}:10: [warning] kubeflow.org/v1beta1/Experiment/argo/katib-argo-workflow: cannot import kind "
        "'Experiment' with 'Workflow' trials (argoproj.io/v1alpha1): skipped "
        "(kfgen renders PyTorchJob, TFJob, XGBoostJob, MPIJob, PaddleJob, JAXJob, TrainJob, Job)\n"
    )


def test_a_trial_template_in_a_configmap_is_passed_over(tmp_path: Path) -> None:
    [experiment] = _parse((UPSTREAM / "random.yaml").read_text())
    template = experiment["spec"]["trialTemplate"]
    del template["trialSpec"]
    template["configMap"] = {"configMapName": "trial-templates", "templatePath": "defaultTrialTemplate.yaml"}
    given = tmp_path / "experiment.yaml"
    given.write_text(yamlio.dump(experiment))
    result = run_kfgen("import", str(given))
    assert (result.returncode, result.stdout) == (0, "")
    assert result.stderr.endswith(
        "kubeflow.org/v1beta1/Experiment/kubeflow/random: cannot import kind 'Experiment' with its trial template in "
        "a ConfigMap (kfgen writes it inline): skipped "
        "(kfgen renders PyTorchJob, TFJob, XGBoostJob, MPIJob, PaddleJob, JAXJob, TrainJob, Job)\n"
    )


def test_a_malformed_experiment_is_one_error_and_no_output(tmp_path: Path) -> None:
    [experiment] = _parse((UPSTREAM / "random.yaml").read_text())
    experiment["spec"]["objective"]["type"] = "best"
    given = tmp_path / "experiment.yaml"
    given.write_text(
        yamlio.dump(experiment) + "---\n" + (ROOT / "tests/data/import/upstream/tfjob/simple.yaml").read_text()
    )
    result = run_kfgen("import", str(given))
    assert (result.returncode, result.stdout) == (1, "")
    line = given.read_text().splitlines().index("    type: best") + 1
    assert result.stderr == (
        f"{given}:{line}: [error] kubeflow.org/v1beta1/Experiment/kubeflow/random spec.objective.type: "
        "must be maximize or minimize (found 'best')\n"
    )


def test_the_skipped_example_is_katibs() -> None:
    header = (SKIPPED / "argo-workflow.yaml").read_text().splitlines()[0]
    assert header.startswith("# From github.com/kubeflow/katib examples/v1beta1/argo/argo-workflow.yaml at commit ")
