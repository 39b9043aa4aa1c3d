"""The smaller holes of issue 37 (class 9) through the Helm post-renderer, which the bad-input corpus does not drive:
a chart's output holding the case's TrainingSpec, rendered with the platform's dev Environment (overlays/dev), is
refused with the case's error lines (field and message; the namespace is dev's), nothing on stdout."""

from __future__ import annotations

import re
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
    "bad/near-miss-kind",  # issue 37 RETEST37I D-2: passed through with exit 0, even with --strict
    "hostile/near-miss-kind-environment",
]


def _unlocated(stderr: str) -> list[str]:
    """The lines without their `<stdin>:LINE: ` (the corpus' expected.txt is written without it)."""
    return [re.sub(r"^<stdin>:\d+: ", "", line) for line in stderr.splitlines()]


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
    errors = [_field_and_message(line) for line in _unlocated(result.stderr) if line.startswith("[error] ")]
    assert [_field_and_message(line) for line in expected if line.startswith("[error] ")] == errors
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("kind", ["TraningSpec", "Enviroment"])
def test_post_render_strict_refuses_a_misspelt_kfgen_kind(kind: str) -> None:
    """RETEST37I D-2: with --strict and the platform's prod (overlays/prod), as `render -` refuses it."""
    document = f"apiVersion: kfgen.dev/v1alpha1\nkind: {kind}\nmetadata: {{name: a}}\nspec: {{image: evil.io/x:1}}\n"
    result = run_kfgen("post-render", "--strict", "--env", "prod", stdin=document, cwd=ROOT)
    rendered = run_kfgen("render", "--strict", "--env", "prod", "-", stdin=document, cwd=ROOT)
    assert result.returncode == 1 and result.stdout == "", result.stderr
    assert result.stderr == rendered.stderr
    assert result.stderr.startswith("<stdin>:2: [error] ") and "did you mean" in result.stderr, result.stderr
    assert len(result.stderr.splitlines()) == 1


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
    assert _unlocated(result.stderr) == (directory / "expected.txt").read_text().splitlines()


@pytest.mark.parametrize("case", [*CASES[:3], "hostile/shape-metadata-labels-list"])
@pytest.mark.parametrize("shadow", [False, True])
def test_post_render_lines_are_located_as_render_stdin(case: str, shadow: bool) -> None:
    """Issue 37 D6: post-render's lines had no `<stdin>:LINE:` and named the stream `stdin (document 1)`; they are
    the lines `kfgen render -` gives for the same stream (an Environment shadowing the platform's too)."""
    directory = ROOT / "tests" / "data" / case
    documents = [d for d in yaml.safe_load_all((directory / "input.yaml").read_text()) if d]
    specs = [d for d in documents if d.get("kind") != "Environment"]
    if shadow:
        dev = yaml.safe_load((ROOT / "overlays" / "dev" / "environment.yaml").read_text())
        dev["spec"]["policy"] = {"serviceAccounts": ["admin"]}
        specs.insert(0, dev)
    stdin = yaml.safe_dump_all(specs, sort_keys=False)
    rendered = run_kfgen("render", "--env", "dev", "-", stdin=stdin, cwd=ROOT)
    post = run_kfgen("post-render", "--env", "dev", stdin=stdin, cwd=ROOT)
    assert (post.returncode, post.stdout) == (1, "")
    assert post.stderr == rendered.stderr
    assert all(line.startswith("<stdin>:") for line in post.stderr.splitlines()), post.stderr


NO_OBJECTS = {
    "foo: bar": "document 1 is no Kubernetes object",
    "kind: ConfigMap\nmetadata: {name: a}": "apiVersion: is required",
    'apiVersion: ""\nkind: ""\nmetadata: {name: a}': "document 1 is no Kubernetes object",
    "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n---\nfoo: bar": "document 2 is no Kubernetes object",
    "- a\n- b": "document 1 is not a mapping but a list",
    "apiVersion: v1\nkind: List\nitems: [{foo: bar}]": "kind: is required",
    # a byte order mark at the start of a later document (eighth re-test, row 101)
    "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: a}\n---\n\ufeffapiVersion: v1\nkind: Secret": "invalid YAML",
}


@pytest.mark.parametrize("stream", sorted(NO_OBJECTS))
def test_post_render_refuses_a_document_that_is_no_object(stream: str) -> None:
    """`foo: bar`, an object without apiVersion, an empty apiVersion and kind: passed through, exit 0, where
    `kfgen render -` refuses the same stream (issue 37, eighth re-test, D-4). Refused alike: one located line."""
    result = run_kfgen("post-render", "--env", "dev", stdin=stream + "\n")
    assert (result.returncode, result.stdout) == (1, ""), result.stderr
    assert NO_OBJECTS[stream] in result.stderr, result.stderr
    rendered = run_kfgen("render", "--env", "dev", "-", stdin=stream + "\n")
    assert (rendered.returncode, rendered.stderr) == (1, result.stderr)  # the same lines, located alike
