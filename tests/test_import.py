"""`kfgen import`: jobs read back as TrainingSpecs; the round trip is the contract (kfgen.migrate.importer).

- goldens: every training job a golden case renders (tests/golden/*/expected.yaml; Katib Experiments are left to
  the Katib import's tests, filtered out here by apiVersion) imports without error, and the cases pinned in
  EXACT render → import → render byte-identical;
- upstream: the operators' own examples (tests/import/upstream/<kind>/<name>.yaml, copied unmodified with their
  origin in a header) import with exactly the warnings of <name>.expected.txt: a difference the import neither
  carries as a pod patch nor reports fails here (`--update-golden` rewrites them);
- bad input: tests/import/bad/<case>/input.yaml gives exactly expected.txt on stderr, exit 1, nothing on stdout;
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

UPSTREAM = ROOT / "tests" / "import" / "upstream"
BAD = ROOT / "tests" / "import" / "bad"
# Golden cases rendered without an Environment whose job comes back byte-identical (the others need the
# Environment-aware import: kfgen.migrate.environments)
EXACT = {"minimal-defaults", "pod-patch"}


def _training_jobs(case: Path) -> list[Any]:
    env_path = environment_path(case)
    environment = load(env_path)[0] if env_path else None
    items = [doc for path in input_files(case) for doc in load(path)]
    expansion = core.transform(items, environment, keep_environments=False)
    return [
        obj
        for obj in expansion.objects
        if obj.get("apiVersion") != api.KATIB_API_VERSION  # Katib Experiments: kfgen.migrate.katib's tests
        and (obj.get("metadata") or {}).get("labels", {}).get(api.COMPONENT_LABEL) == "training"
    ]


@pytest.mark.parametrize("case", cases(), ids=lambda p: p.name)
def test_golden_jobs_import(case: Path) -> None:
    for job in _training_jobs(case):
        spec, results = importer.import_object(importer.Source(case.name, 0), job)
        assert spec is not None, [str(r) for r in results]
        assert not [r for r in results if r.severity == "error"]
        if case.name in EXACT:
            assert not results, [str(r) for r in results]
            again = [o for o in core.expand(spec, None).objects if o.get("kind") == job["kind"]]
            assert yamlio.dump(again[0]) == yamlio.dump(job)


def test_exact_goldens_are_rendered_without_an_environment() -> None:
    for name in EXACT:
        assert environment_path(ROOT / "tests" / "golden" / name) is None


def _upstream() -> list[Path]:
    """The training jobs; Katib's Experiments (upstream/katib, with read-back fixtures) are test_import_katib's."""
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
    assert result.returncode == 0, result.stderr
    expected = path.with_suffix(".expected.txt")
    if update_golden:
        expected.write_text(result.stderr)
    assert result.stderr == expected.read_text()
    specs, problems = yamlio.parse(result.stdout, "stdout")
    assert not problems
    for spec in specs:  # what it writes renders (what differs from the input is on stderr)
        assert core.expand(spec, None).ok, spec["metadata"]


@pytest.mark.parametrize("case", sorted(p for p in BAD.iterdir() if p.is_dir()), ids=lambda p: p.name)
def test_bad_input(case: Path) -> None:
    result = run_kfgen("import", str((case / "input.yaml").relative_to(ROOT)))
    assert result.returncode == 1
    assert result.stdout == ""
    assert result.stderr == (case / "expected.txt").read_text()


def test_deterministic(tmp_path: Path) -> None:
    paths = [str(p.relative_to(ROOT)) for p in _upstream()]
    first, second = run_kfgen("import", *paths), run_kfgen("import", *reversed(paths))
    assert first.returncode == second.returncode == 0
    again = run_kfgen("import", *paths)
    assert first.stdout == again.stdout and first.stderr == again.stderr
    assert sorted(first.stdout.split("---\n")) == sorted(second.stdout.split("---\n"))


def test_output_dir(tmp_path: Path) -> None:
    result = run_kfgen("import", "-o", str(tmp_path), "tests/import/upstream/pytorchjob/simple.yaml")
    assert result.returncode == 0, result.stderr
    written = tmp_path / "kubeflow" / "pytorch-simple.yaml"
    assert load(written)[0]["metadata"] == {"name": "pytorch-simple", "namespace": "kubeflow"}


def test_stdin() -> None:
    text = (UPSTREAM / "tfjob" / "simple.yaml").read_text()
    assert (
        run_kfgen("import", "-", stdin=text).stdout
        == run_kfgen("import", "tests/import/upstream/tfjob/simple.yaml").stdout
    )
