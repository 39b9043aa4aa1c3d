"""The smaller holes of issue 37 (class 9) through the Helm post-renderer, which the bad-input corpus does not drive:
a chart's output holding the case's TrainingSpec, rendered with the platform's dev Environment (overlays/dev), is
refused with the case's error lines (field and message; the namespace is dev's), nothing on stdout."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from conftest import ROOT, run_kfgen

CASES = [
    "bad/job-deadline-zero",
    "bad/v1-deadline-zero-duration",
    "bad/monitoring-stall-after-zero",
    "bad/tuning-file-path-in-root",
    "bad/tuning-parameters-file-backstep",
    "hostile/shape-metadata-labels-list",
    "hostile/shape-metadata-annotations-int-value",
    "hostile/secret-unrendered-override-env",
    "hostile/secret-other-override-env",
    "hostile/bound-tuning-values-too-many",
]


def _field_and_message(line: str) -> str:
    """`FIELD: MESSAGE` of an `[error] API/KIND/NAMESPACE/NAME FIELD: MESSAGE` line."""
    return line.split(" ", 2)[2]


@pytest.mark.parametrize("case", CASES)
def test_post_render_refuses(case: str) -> None:
    directory = ROOT / "tests" / "data" / case
    documents = [d for d in yaml.safe_load_all((directory / "input.yaml").read_text()) if d]
    specs = [d for d in documents if d.get("kind") != "Environment"]
    expected = (directory / "expected.txt").read_text().splitlines()
    result = run_kfgen("post-render", "--env", "dev", stdin=yaml.safe_dump_all(specs, sort_keys=False), cwd=ROOT)
    assert result.returncode == 1, result.stderr
    assert result.stdout == ""
    errors = [_field_and_message(line) for line in result.stderr.splitlines() if line.startswith("[error] ")]
    assert [_field_and_message(line) for line in expected if line.startswith("[error] ")] == errors
    assert "Traceback" not in result.stderr


# A chart's output with the case's own Environment given as --environment FILE (issue 37 d2, d3, d12): a Trainer
# runtime of the chart is a document without a TrainingSpec, written as it came unless the Environment allows it.
OWN_ENVIRONMENT_CASES = [
    "hostile/trainer-input-runtime-pod-policy",
    "hostile/trainer-input-clusterruntime-default-name",
    "hostile/trainer-input-clusterruntime-environment-name",
    "hostile/trainer-input-clusterruntime-unused",
    "hostile/policy-podpatch-unqualified-main-image",
    "hostile/policy-podpatch-unqualified-image-volume",
]


@pytest.mark.parametrize("case", OWN_ENVIRONMENT_CASES)
def test_post_render_refuses_with_the_cases_environment(case: str, tmp_path: Path) -> None:
    directory = ROOT / "tests" / "data" / case
    documents = [d for d in yaml.safe_load_all((directory / "input.yaml").read_text()) if d]
    environment = tmp_path / "environment.yaml"
    environment.write_text(yaml.safe_dump(next(d for d in documents if d.get("kind") == "Environment")))
    others = [d for d in documents if d.get("kind") != "Environment"]
    stdin = yaml.safe_dump_all(others, sort_keys=False)
    result = run_kfgen("post-render", "--environment", str(environment), stdin=stdin, cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    assert result.stdout == ""
    assert result.stderr.splitlines() == (directory / "expected.txt").read_text().splitlines()
