"""`render -o DIR` stays inside DIR and never follows a symlink; kpt takes any number of specs per file."""

from __future__ import annotations

import os
import re
import subprocess
from pathlib import Path

import pytest
import yaml
from conftest import ENVIRONMENTS, ROOT, environment_file, examples, run_kfgen, tool

from kfgen import core

SPEC = (
    "apiVersion: kfgen.dev/v1alpha1\nkind: TrainingSpec\nmetadata: {name: %s}\n"
    "spec: {framework: pytorch, image: 'x:1'}\n"
)


def config_map(namespace: str, name: str = "c", api_version: str = "v1", kind: str = "ConfigMap") -> str:
    return f"---\napiVersion: {api_version}\nkind: {kind}\nmetadata: {{name: {name!r}, namespace: {namespace!r}}}\n"


@pytest.mark.parametrize(
    ("namespace", "name", "kind"),
    [
        ("../../escape", "c", "ConfigMap"),
        ("a/b", "c", "ConfigMap"),
        ("..", "c", "ConfigMap"),
        ("ok", "../../x", "ConfigMap"),
        ("ok", "c", "../Evil"),
        ("/abs", "c", "ConfigMap"),
        ("ok", "c\nd", "ConfigMap"),
    ],
)
def test_names_that_leave_the_directory_are_refused(tmp_path: Path, namespace: str, name: str, kind: str) -> None:
    (tmp_path / "in.yaml").write_text(SPEC % "a" + config_map(namespace, name, kind=kind))
    out = tmp_path / "out"
    result = run_kfgen("render", "-o", str(out), str(tmp_path / "in.yaml"))
    assert result.returncode == 1 and result.stdout == ""
    assert "cannot be a file name in the output directory" in result.stderr
    assert not out.exists(), "nothing is written when any object cannot be"


def test_two_objects_for_one_file_are_refused(tmp_path: Path) -> None:
    (tmp_path / "in.yaml").write_text(config_map("ns") + config_map("ns", api_version="example.com/v1"))
    result = run_kfgen("render", "-o", str(tmp_path / "out"), str(tmp_path / "in.yaml"))
    assert result.returncode == 1
    assert "would be written to ns/configmap-c.yaml like v1/ConfigMap/ns/c" in result.stderr


def test_symlinked_file_is_not_followed(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("keep")
    (tmp_path / "out" / "default").mkdir(parents=True)
    (tmp_path / "out" / "default" / "serviceaccount-a-kfgen.yaml").symlink_to(victim)
    (tmp_path / "in.yaml").write_text(SPEC % "a")
    result = run_kfgen("render", "-o", str(tmp_path / "out"), str(tmp_path / "in.yaml"))
    assert result.returncode == 1 and "cannot write" in result.stderr
    assert victim.read_text() == "keep"


def test_symlinked_folder_is_not_followed(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / "out").mkdir()
    (tmp_path / "out" / "default").symlink_to(elsewhere)
    (tmp_path / "in.yaml").write_text(SPEC % "a")
    result = run_kfgen("render", "-o", str(tmp_path / "out"), str(tmp_path / "in.yaml"))
    assert result.returncode == 1 and "cannot write" in result.stderr
    assert os.listdir(elsewhere) == []


def test_render_to_a_directory_still_writes_every_object(tmp_path: Path) -> None:
    (tmp_path / "in.yaml").write_text(SPEC % "a" + config_map("other"))
    result = run_kfgen("render", "-o", str(tmp_path / "out"), str(tmp_path / "in.yaml"))
    assert result.returncode == 0, result.stderr
    files = sorted(str(p.relative_to(tmp_path / "out")) for p in (tmp_path / "out").rglob("*.yaml"))
    # the job is named <name>-<revision>
    assert len(files) == 3 and re.fullmatch(r"default/pytorchjob-a-[0-9a-z]{5}\.yaml", files[0]), files
    assert files[1:] == ["default/serviceaccount-a-kfgen.yaml", "other/configmap-c.yaml"]


def test_kpt_takes_many_specs_in_one_file(tmp_path: Path) -> None:
    (tmp_path / "specs.yaml").write_text("---\n".join(SPEC % name for name in ("a", "b", "c")))
    result = subprocess.run(
        [
            tool("kpt"),
            "fn",
            "eval",
            str(tmp_path),
            "--exec",
            str(ROOT / "bin" / "kfgen-fn"),
            "--fn-config",
            str(ROOT / "overlays" / "dev" / "environment.yaml"),
        ],
        capture_output=True,
        text=True,
        env={**os.environ, "KFGEN": str(ROOT / "bin" / "kfgen-local")},
        timeout=300,
    )
    assert result.returncode == 0, result.stderr
    docs = list(yaml.safe_load_all((tmp_path / "specs.yaml").read_text()))
    assert [(d["kind"], d["metadata"]["name"]) for d in docs] == [("TrainingSpec", name) for name in ("a", "b", "c")]
    for name in ("a", "b", "c"):  # kpt in place: each spec's objects in their own file
        generated = list(yaml.safe_load_all((tmp_path / "generated" / f"{name}.yaml").read_text()))
        assert [d["kind"] for d in generated] == ["ServiceAccount", "PyTorchJob"]


def shared_nodes(node: object, seen: dict[int, str], where: str) -> list[str]:
    """Places whose mapping or list is the same Python object as an earlier place's."""
    if not isinstance(node, (dict, list)):
        return []
    found = [f"{where} is {seen[id(node)]}"] if id(node) in seen else []
    seen[id(node)] = where
    items = node.items() if isinstance(node, dict) else enumerate(node)
    return found + [place for key, value in items for place in shared_nodes(value, seen, f"{where}.{key}")]


@pytest.mark.parametrize("env", ENVIRONMENTS)
def test_no_node_of_the_output_is_shared(env: str) -> None:
    """The Python API's objects share no mapping or list: PyYAML would write a shared one as an anchor and alias
    (which some readers refuse), and an edit of one place would change the other."""
    environment = yaml.safe_load(environment_file(env).read_text())
    specs = [yaml.safe_load(p.read_text()) for p in examples()]
    seen: dict[int, str] = {}
    objects = core.transform(specs, environment, keep_environments=False).objects
    assert [p for o in objects for p in shared_nodes(o, seen, f"{o['kind']}/{o['metadata']['name']}")] == []
