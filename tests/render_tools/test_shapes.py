"""Malformed shapes (issue 14): Lists as kustomize and kpt read them, the ResourceList wrapper, and shapes
that used to pass silently, through the real kustomize and kpt as well as kfgen's own entry points."""

from __future__ import annotations

import shutil
from pathlib import Path

import yaml
from conftest import ROOT, environment_file, run_kfgen, tool
from test_tools import by_identity, kpt_eval, kustomize_build, run

from kfgen.checks import shapes
from kfgen.cli import krm
from kfgen.io import files, kptfiles
from kfgen.results import Result

SPEC = (ROOT / "examples" / "jax-mnist.yaml").read_text()


def as_list(*documents: str, name: str | None = None) -> str:
    items = [yaml.safe_load(d) for d in documents]
    metadata = {"metadata": {"name": name}} if name else {}
    return yaml.safe_dump({"apiVersion": "v1", "kind": "List", **metadata, "items": items}, sort_keys=False)


def errors(results: list[Result]) -> list[str]:
    return [str(r) for r in results if r.severity == "error"]


def test_lists_are_unwrapped_as_kustomize_does() -> None:
    config_map = {"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "a"}}
    nested = {"apiVersion": "v1", "kind": "ConfigMapList", "items": [config_map]}
    kept = {"apiVersion": "example.com/v1", "kind": "WatchList", "metadata": {"name": "w"}}  # no items: a resource
    assert shapes.unwrap([{"kind": "List", "items": [nested, kept]}, {"kind": "List", "items": None}]) == [
        config_map,
        kept,
    ]
    problems: list[Result] = []
    assert shapes.unwrap([{"apiVersion": "v1", "kind": "List", "items": "abc"}], problems) == []
    assert errors(problems) == ["[error] v1/List/default/ items: must be a list, not a string"]


def test_a_trainingspec_in_a_list_renders_as_kustomize_builds_it(tmp_path: Path) -> None:
    (tmp_path / "list.yaml").write_text(as_list(SPEC))
    shutil.copy(environment_file("dev"), tmp_path / "environment.yaml")
    (tmp_path / "kustomization.yaml").write_text("resources: [list.yaml]\ntransformers: [environment.yaml]\n")
    built = list(yaml.safe_load_all(kustomize_build(tmp_path)))
    rendered = run_kfgen("render", "--env", "dev", str(tmp_path / "list.yaml"), str(tmp_path / "environment.yaml"))
    assert rendered.returncode == 0, rendered.stderr
    assert by_identity(list(yaml.safe_load_all(rendered.stdout))) == by_identity(built)
    assert any(o["kind"] == "JAXJob" for o in built)


def test_an_environment_in_a_list_is_found_by_env(tmp_path: Path) -> None:
    (tmp_path / "envs.yaml").write_text(as_list(environment_file("dev").read_text()))
    loaded = files.load([str(tmp_path / "envs.yaml")])
    assert list(files.environments(loaded.items)) == ["dev"]


def test_kpt_refuses_a_trainingspec_in_a_list_and_keeps_the_files(tmp_path: Path) -> None:
    text = as_list(SPEC, name="jobs")  # kpt refuses a resource without a name before any function runs
    (tmp_path / "list.yaml").write_text(text)
    result = kpt_eval(tmp_path, "dev")
    assert result.returncode != 0
    assert "items[0]: a TrainingSpec inside a List is not expanded in a kpt package" in result.stderr
    assert (tmp_path / "list.yaml").read_text() == text
    assert sorted(p.name for p in tmp_path.rglob("*") if p.is_file()) == ["list.yaml"]


def test_kpt_path_refuses_lists_holding_kfgen_objects() -> None:
    item = {**yaml.safe_load(as_list(SPEC)), "metadata": {"name": "jobs", "annotations": {kptfiles.PATH: "list.yaml"}}}
    output, results = krm.process({"apiVersion": "config.kubernetes.io/v1", "kind": "ResourceList", "items": [item]})
    assert errors(results) == [
        "[error] v1/List/default/jobs items[0]: a TrainingSpec inside a List is not expanded in a kpt package "
        "(kpt does not unwrap Lists); give it its own document"
    ]
    assert output["items"] == [item]


def test_kustomize_and_kpt_report_an_environment_that_sets_kfgen_labels(tmp_path: Path) -> None:
    environment = environment_file("dev").read_text()
    environment = environment.replace(
        "labels: {team: ml-platform,", "labels: {app.kubernetes.io/managed-by: ops, team: ml-platform,"
    )
    assert "managed-by: ops" in environment
    line = "spec.labels.app.kubernetes.io/managed-by: the label app.kubernetes.io/managed-by is kfgen's own"
    (tmp_path / "spec.yaml").write_text(SPEC)
    (tmp_path / "environment.yaml").write_text(environment)
    (tmp_path / "kustomization.yaml").write_text("resources: [spec.yaml]\ntransformers: [environment.yaml]\n")
    built = run(tool("kustomize"), "build", "--enable-alpha-plugins", "--enable-exec", str(tmp_path), check=False)
    assert built.returncode != 0 and line in built.stderr, built.stderr
    package = tmp_path / "package"
    package.mkdir()
    (package / "spec.yaml").write_text(SPEC)
    result = kpt_eval(package, tmp_path / "environment.yaml")
    assert result.returncode != 0 and line in result.stderr, result.stderr
    assert (package / "spec.yaml").read_text() == SPEC


def test_the_helm_post_renderer_expands_a_trainingspec_in_a_list() -> None:
    listed = run_kfgen("post-render", "--env", "dev", stdin=as_list(SPEC), cwd=ROOT)
    plain = run_kfgen("post-render", "--env", "dev", stdin=SPEC, cwd=ROOT)
    assert listed.returncode == 0, listed.stderr
    assert listed.stdout == plain.stdout and "kind: JAXJob" in listed.stdout


def test_kpt_generator_refuses_an_environment_in_a_list_and_keeps_the_files(tmp_path: Path) -> None:
    """The TrainingSpec as kpt's functionConfig (generator mode) and the platform's Environment inside a List of the
    package: refused as the transformer refuses it (issue 37). Before, the generator looked at top-level items only:
    the spec rendered with no Environment, outside the platform's policy."""
    text = as_list(environment_file("dev").read_text(), name="environments")
    (tmp_path / "list.yaml").write_text(text)
    config = tmp_path.parent / f"{tmp_path.name}-spec.yaml"
    config.write_text(SPEC)
    fn = [tool("kpt"), "fn", "eval", str(tmp_path), "--exec", "kfgen-fn", "--fn-config", str(config)]
    result = run(*fn, check=False)
    assert result.returncode != 0
    assert "items[0]: an Environment inside a List is not expanded in a kpt package" in result.stderr, result.stderr
    assert (tmp_path / "list.yaml").read_text() == text
    assert sorted(p.name for p in tmp_path.rglob("*") if p.is_file()) == ["list.yaml"]


def test_kpt_generator_refuses_a_second_environment_of_another_name(tmp_path: Path) -> None:
    """The TrainingSpec as kpt's functionConfig (generator mode), the platform's Environment and a spec author's
    relaxed one of another name in the package (issue 37, retest d1): refused naming both files, nothing written.
    Before, two Environments made the generator render with none (namespace default, any image), exit 0."""
    (tmp_path / "environment.yaml").write_text(environment_file("prod").read_text())
    relaxed = yaml.safe_load(environment_file("dev").read_text())
    relaxed["metadata"]["name"] = "zz"
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "zz-env.yaml").write_text(yaml.safe_dump(relaxed, sort_keys=False))
    (tmp_path / "specs" / "train.yaml").write_text(SPEC)
    before = {p: p.read_text() for p in tmp_path.rglob("*.yaml")}
    config = tmp_path / "specs" / "train.yaml"
    fn = [tool("kpt"), "fn", "eval", str(tmp_path), "--exec", "kfgen-fn", "--fn-config", str(config)]
    result = run(*fn, check=False)
    assert result.returncode != 0, result.stderr
    assert "specs/zz-env.yaml holds another Environment 'zz' than environment.yaml ('prod')" in result.stderr
    assert {p: p.read_text() for p in tmp_path.rglob("*.yaml")} == before
    assert not (tmp_path / "generated").exists()
