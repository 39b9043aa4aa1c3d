"""`kfgen import`: jobs read back as TrainingSpecs; the round trip is the contract (kfgen.migrate.importer).

- goldens: every training job a golden case renders (tests/data/golden/*/expected.yaml; Katib Experiments are left to
  the Katib import's tests, filtered out here by apiVersion), imported with the case's Environment, imports
  without a warning and renders again byte-identical (render → import → render), but for the revision and the
  spec hash; no exceptions;
- upstream: the operators' own examples (tests/data/import/upstream/<kind>/<name>.yaml, copied unmodified with their
  origin in a header) import with exactly the warnings of <name>.expected.txt: a difference the import neither
  carries as a pod patch nor reports fails here (`--update-golden` rewrites them);
- bad input: tests/data/import/bad/<case>/input.yaml gives exactly expected.txt on stderr, exit 1, nothing on stdout;
- the same input gives the same bytes.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT, run_kfgen
from test_golden import cases, environment_path, input_files, load

from kfgen import api, core
from kfgen.io import yamlio
from kfgen.migrate import importer

UPSTREAM = ROOT / "tests" / "data" / "import" / "upstream"
BAD = ROOT / "tests" / "data" / "import" / "bad"


def _environment(case: Path) -> Any:
    env_path = environment_path(case)
    return load(env_path)[0] if env_path else None


def _training_jobs(case: Path) -> list[Any]:
    items = [doc for path in input_files(case) for doc in load(path)]
    expansion = core.transform(items, _environment(case), keep_environments=False)
    return [
        obj
        for obj in expansion.objects
        if obj.get("apiVersion") != api.KATIB_API_VERSION  # Katib Experiments: kfgen.migrate.katib's tests
        and (obj.get("metadata") or {}).get("labels", {}).get(api.COMPONENT_LABEL) == "training"
    ]


def _normalised(job: Any) -> str:
    """The job's YAML with its revision (in its name and label) and spec hash replaced: they hash the spec's text,
    and an imported spec may write `7200` where the author wrote `2h`."""
    meta = job["metadata"]
    values = [
        (meta.get("labels") or {}).get(api.REVISION_LABEL),
        (meta.get("annotations") or {}).get(api.HASH_ANNOTATION),
    ]
    return yamlio.dump(_replaced(job, [(v, f"<{i}>") for i, v in enumerate(values) if v]))


def _replaced(value: Any, pairs: list[tuple[str, str]]) -> Any:
    if isinstance(value, dict):
        return {k: _replaced(v, pairs) for k, v in value.items()}
    if isinstance(value, list):
        return [_replaced(v, pairs) for v in value]
    for old, new in pairs if isinstance(value, str) else ():
        value = value.replace(old, new)
    return value


@pytest.mark.parametrize("case", cases(), ids=lambda p: p.name)
def test_golden_jobs_round_trip(case: Path) -> None:
    """render → import (with the case's Environment) → render gives the golden's job byte for byte."""
    environment = _environment(case)
    for job in _training_jobs(case):
        spec, results = importer.import_object(importer.Source(case.name, 0), job, environment)
        assert spec is not None, [str(r) for r in results]
        assert not results, [str(r) for r in results]
        again = [o for o in core.expand(spec, environment).objects if o.get("kind") == job["kind"]]
        assert _normalised(again[0]) == _normalised(job)


def test_import_leaves_out_what_the_environment_supplies() -> None:
    """Imported with its Environment, a spec says neither its namespace nor the Environment's defaults."""
    case = ROOT / "tests" / "data" / "golden" / "example-pytorch-cpu-dev-dev"
    spec, _ = importer.import_object(importer.Source(case.name, 0), _training_jobs(case)[0], _environment(case))
    assert spec is not None
    assert "namespace" not in spec["metadata"]
    assert "queue" not in spec["spec"]
    assert spec["spec"]["tracking"] == {"mlflow": {"experiment": "mnist"}}
    assert not [k for k in spec["spec"].get("env", {}) if k.startswith("MLFLOW_")]


def _upstream() -> list[Path]:
    """The training jobs (Katib's Experiments, upstream/katib, with their read-back fixtures: test_import_katib)."""
    return sorted(p for p in UPSTREAM.glob("*/*.yaml") if p.parent.name != "katib")


def test_upstream_corpus_size() -> None:
    files = _upstream()
    assert len(files) >= 20
    for path in files:
        assert path.read_text().startswith("# From github.com/kubeflow/"), path


@pytest.mark.parametrize("path", _upstream(), ids=lambda p: f"{p.parent.name}/{p.stem}")
def test_upstream_round_trip(path: Path, update_golden: bool) -> None:
    relative = path.relative_to(ROOT)
    result = run_kfgen("import", str(relative))
    assert result.returncode == (3 if "imported, needs review: " in result.stderr else 0), result.stderr
    expected = path.with_suffix(".expected.txt")
    if update_golden:
        expected.write_text(result.stderr)
    assert result.stderr == expected.read_text()
    specs, problems = yamlio.parse(result.stdout, "stdout")
    assert not problems
    for spec in specs:  # what it writes renders, or the import said why not (what differs is on stderr)
        refused = f"/{spec['metadata']['name']}: imported, needs review: " in result.stderr
        assert core.expand(spec, None).ok or refused, spec["metadata"]


@pytest.mark.parametrize("case", sorted(p for p in BAD.iterdir() if p.is_dir()), ids=lambda p: p.name)
def test_bad_input(case: Path) -> None:
    result = run_kfgen("import", str((case / "input.yaml").relative_to(ROOT)))
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr == (case / "expected.txt").read_text()


def test_deterministic(tmp_path: Path) -> None:
    paths = [str(p.relative_to(ROOT)) for p in _upstream()]
    first, second = run_kfgen("import", *paths), run_kfgen("import", *reversed(paths))
    assert first.returncode == second.returncode == 3  # Katib's examples need their Environment: needs review
    again = run_kfgen("import", *paths)
    assert first.stdout == again.stdout and first.stderr == again.stderr
    assert sorted(first.stdout.split("---\n")) == sorted(second.stdout.split("---\n"))


def test_output_dir(tmp_path: Path) -> None:
    result = run_kfgen("import", "-o", str(tmp_path), "tests/data/import/upstream/pytorchjob/simple.yaml")
    assert result.returncode == 0, result.stderr
    written = tmp_path / "kubeflow" / "pytorch-simple.yaml"
    assert load(written)[0]["metadata"] == {"name": "pytorch-simple", "namespace": "kubeflow"}


IMPORT_ENVIRONMENT = """\
apiVersion: kfgen.dev/v1alpha1
kind: Environment
metadata: {name: prod}
spec: {namespace: ml, policy: {namespaces: [ml, default]}}
"""
JOB = """\
apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata: {name: pj, namespace: NAMESPACE}
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 1
      template:
        spec:
          containers: [{name: pytorch, image: pytorch/pytorch:2.7.1, command: [python, train.py]}]
"""


def test_output_dir_is_the_namespace_the_spec_renders_in(tmp_path: Path) -> None:
    """Issue 37 D8: with --env, a job in the Environment's namespace was written to DIR/default/; and one of the same
    name in `default` would have become a spec rendering into the Environment's namespace too."""
    (tmp_path / "env.yaml").write_text(IMPORT_ENVIRONMENT)
    for namespace in ("ml", "default"):
        (tmp_path / f"{namespace}.yaml").write_text(JOB.replace("NAMESPACE", namespace))
    out = tmp_path / "out"
    args = ("import", "--environment", "env.yaml", "-o", str(out), "ml.yaml", "default.yaml")
    result = run_kfgen(*args, cwd=tmp_path)
    assert result.returncode in (0, 3), result.stderr
    assert sorted(str(p.relative_to(out)) for p in out.rglob("*.yaml")) == ["default/pj.yaml", "ml/pj.yaml"]
    assert "namespace" not in load(out / "ml" / "pj.yaml")[0]["metadata"]  # the Environment's: left to it
    assert load(out / "default" / "pj.yaml")[0]["metadata"]["namespace"] == "default"  # not the Environment's
    for namespace in ("ml", "default"):
        rendered = run_kfgen("render", "--environment", "env.yaml", str(out / namespace / "pj.yaml"), cwd=tmp_path)
        [job] = [o for o in yamlio.parse(rendered.stdout, "-")[0] if o["kind"] == "PyTorchJob"]
        assert job["metadata"]["namespace"] == namespace, rendered.stderr


def test_stdin() -> None:
    text = (UPSTREAM / "tfjob" / "simple.yaml").read_text()
    assert (
        run_kfgen("import", "-", stdin=text).stdout
        == run_kfgen("import", "tests/data/import/upstream/tfjob/simple.yaml").stdout
    )


@pytest.mark.parametrize("option", [["--env", "dev"], ["--environment", "overlays/dev/environment.yaml"]])
def test_cli_environment(tmp_path: Path, option: list[str]) -> None:
    """`kfgen import --env NAME | --environment FILE`: the spec leaves out what the Environment supplies."""
    rendered = run_kfgen("render", "--env", "dev", "examples/pytorch-cpu-dev.yaml")
    assert rendered.returncode == 0, rendered.stderr
    jobs = [d for d in yamlio.parse(rendered.stdout, "-")[0] if d.get("kind") == "PyTorchJob"]
    result = run_kfgen("import", *option, "-", stdin=yamlio.dump(jobs[0]))
    assert (result.returncode, result.stderr) == (0, "")
    spec = yamlio.parse(result.stdout, "stdout")[0][0]
    assert spec["metadata"] == {"name": "mnist-cpu"}
    assert "queue" not in spec["spec"]


def test_cli_unknown_environment() -> None:
    result = run_kfgen("import", "--env", "nope", "tests/data/import/upstream/tfjob/simple.yaml")
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr.startswith("[error] --env: unknown environment 'nope'")


def test_job_labels_kfgen_puts_on_the_pods_are_named(tmp_path: Path) -> None:
    """A PyTorchJob's own labels are the spec's, which kfgen renders on its pods too: the operator never copies a
    job's labels to its pods, so they are pods' labels the job did not give them: named at each pod template."""
    job = {
        "apiVersion": "kubeflow.org/v1",
        "kind": "PyTorchJob",
        "metadata": {"name": "pt", "namespace": "ml", "labels": {"app": "vit"}},
        "spec": {
            "pytorchReplicaSpecs": {
                "Master": {"replicas": 1, "template": {"spec": {"containers": [{"name": "pytorch", "image": "r/i:1"}]}}}
            }
        },
    }
    result = run_kfgen("import", "-", stdin=yamlio.dump(job))
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines() == [
        "<stdin>:1: [warning] kubeflow.org/v1/PyTorchJob/ml/pt spec.pytorchReplicaSpecs.Master.template.metadata."
        "labels: the pods get the job's labels app, which they did not have: kfgen puts the spec's labels on every "
        "object it renders, pods included (a pod patch `metadata: {labels: {KEY: null}}` keeps one off them)"
    ]


WRONG_TYPE_IN_SECOND_DOCUMENT = f"""\
{JOB.replace("NAMESPACE", "ml")}---
# the second job: its Worker's replicas are text
apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata:
  name: pj2
  namespace: ml
spec:
  pytorchReplicaSpecs:
    Worker:
      template:
        spec:
          containers: [{{name: pytorch, image: pytorch/pytorch:2.7.1}}]
      replicas: "x"
"""


@pytest.mark.parametrize("where", ["jobs.yaml", "-"])
def test_an_error_is_located_at_its_fields_line(tmp_path: Path, where: str) -> None:
    """Issue 37: an import's results are `FILE:LINE:` as every other command's, the line that of the field named in
    the document that holds it (not `FILE#DOC`)."""
    (tmp_path / "jobs.yaml").write_text(WRONG_TYPE_IN_SECOND_DOCUMENT)
    stdin = WRONG_TYPE_IN_SECOND_DOCUMENT if where == "-" else None
    result = run_kfgen("import", where, stdin=stdin, cwd=tmp_path)
    assert (result.returncode, result.stdout) == (1, "")
    [line] = result.stderr.splitlines()
    shown = "<stdin>" if where == "-" else where
    assert line.startswith(
        f"{shown}:24: [error] kubeflow.org/v1/PyTorchJob/ml/pj2 spec.pytorchReplicaSpecs.Worker.replicas: "
    ), line


def test_a_document_that_is_no_mapping_is_at_its_first_line(tmp_path: Path) -> None:
    """A list or a scalar document has no object to name: its error is at the line the document starts."""
    (tmp_path / "odd.yaml").write_text("- just\n- a list\n---\n# text\nplain\n")
    result = run_kfgen("import", "odd.yaml", cwd=tmp_path)
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr.splitlines() == [
        "odd.yaml:1: [error] is not a mapping: not a Kubernetes object",
        "odd.yaml:5: [error] is not a mapping: not a Kubernetes object",
    ]
