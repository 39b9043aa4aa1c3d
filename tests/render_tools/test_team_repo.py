"""A team's own repository, outside this checkout, with kfgen from pip only (issue 9).

kfgen is pip-installed into a fresh venv; `kfgen init` scaffolds the repository; the standalone
kustomize runs `kfgen-fn` from PATH, kpt renders a package in place, and `kfgen render` and the
controller's core path give the very same objects (the parity test).
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import ROOT, tool
from sourcetree import copy_source

from kfgen import core
from kfgen.features import delivery

PARITY_EXAMPLES = ("pytorch-resnet50", "tf-mnist-ps", "trainer-llm-finetune", "xgboost-higgs", "jax-mnist")


@pytest.fixture(scope="module")
def venv(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """`pip install` of a copy of this tree (tracked and new files) into a new venv."""
    base = tmp_path_factory.mktemp("pip")
    source = copy_source(base / "src")
    subprocess.run([sys.executable, "-m", "venv", str(base / "venv")], check=True)
    pip = subprocess.run(
        [str(base / "venv" / "bin" / "pip"), "install", "-q", str(source)], capture_output=True, text=True, timeout=600
    )
    assert pip.returncode == 0, pip.stderr
    return base / "venv"


def sh(venv: Path, *args: str, cwd: Path, check: bool = True) -> subprocess.CompletedProcess[str]:
    """A command as a team runs it: the venv, kustomize and kpt on PATH, nothing from this checkout."""
    path = os.pathsep.join(
        [
            str(venv / "bin"),
            str(Path(tool("kustomize")).parent),
            str(Path(tool("kpt")).parent),
            "/usr/local/bin",
            "/usr/bin",
            "/bin",
        ]
    )
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "KFGEN", "VIRTUAL_ENV")}
    result = subprocess.run(list(args), cwd=cwd, env={**env, "PATH": path}, capture_output=True, text=True, timeout=300)
    if check:
        assert result.returncode == 0, f"{args}: {result.stdout}\n{result.stderr}"
    return result


def test_kfgen_fn_is_a_console_script(venv: Path, tmp_path: Path) -> None:
    assert (venv / "bin" / "kfgen-fn").exists()
    assert shutil.which("kfgen-fn", path=str(venv / "bin"))
    result = sh(venv, "kfgen-fn", "--help", cwd=tmp_path)
    assert "ResourceList" in result.stdout


def test_init_builds_at_once_with_kustomize(venv: Path, tmp_path: Path) -> None:
    sh(venv, "kfgen", "init", "team", cwd=tmp_path)
    team = tmp_path / "team"
    modeline = "# yaml-language-server: $schema=../schemas/trainingspec.json"
    assert modeline in (team / "specs" / "train-example.yaml").read_text()
    ci = sh(venv, "./ci.sh", cwd=team)
    assert ci.stderr.count('"jobs": 1') == 2, ci.stderr
    built = list(yaml.safe_load_all((team / "build" / "prod.yaml").read_text()))
    job = next(o for o in built if o["kind"] == "PyTorchJob")
    assert job["metadata"]["name"].startswith("train-example-")
    assert sh(venv, "kfgen", "init", "team", cwd=tmp_path, check=False).returncode == 1  # never overwrites


def test_init_kpt_package_renders_in_place_idempotently(venv: Path, tmp_path: Path) -> None:
    sh(venv, "kfgen", "init", "--kpt", "pkg", cwd=tmp_path)
    pkg = tmp_path / "pkg"
    spec_text = (pkg / "specs" / "train-example.yaml").read_text()
    sh(venv, "./ci.sh", cwd=pkg)
    assert (pkg / "specs" / "train-example.yaml").read_text() == spec_text  # the spec stays, as written
    generated = (pkg / "generated" / "train-example.yaml").read_text()
    assert "kind: PyTorchJob" in generated and "kind: TrainingSpec" not in generated
    sh(venv, tool("kpt"), "fn", "render", ".", "--allow-exec", cwd=pkg)
    assert (pkg / "generated" / "train-example.yaml").read_text() == generated
    (pkg / "specs" / "train-example.yaml").unlink()  # a removed spec's objects go
    sh(venv, tool("kpt"), "fn", "render", ".", "--allow-exec", cwd=pkg)
    assert not (pkg / "generated" / "train-example.yaml").exists()


def test_kpt_output_and_skipped_specs_are_caught(venv: Path, tmp_path: Path) -> None:
    sh(venv, "kfgen", "init", "--kpt", "pkg", cwd=tmp_path)
    pkg = tmp_path / "pkg"
    outside = tmp_path / "outside.yaml"
    outside.write_text((ROOT / "examples" / "jax-mnist.yaml").read_text())
    (pkg / "specs" / "linked.yaml").symlink_to(outside)
    (pkg / "specs" / "hidden").mkdir()
    shutil.copy(ROOT / "examples" / "xgboost-higgs.yaml", pkg / "specs" / "hidden" / "xgboost.yaml")
    with (pkg / ".krmignore").open("a") as ignore:
        ignore.write("specs/hidden/\n")  # a spec kpt never gives to the function
    sh(venv, tool("kpt"), "fn", "render", ".", "--allow-exec", cwd=pkg)
    assert not (pkg / "generated" / "xgboost-higgs.yaml").exists()
    unwrapped = sh(venv, tool("kpt"), "fn", "render", ".", "--allow-exec", "-o", "unwrap", cwd=pkg).stdout
    assert "kind: Kptfile" in unwrapped and "kind: Environment" in unwrapped and "kind: TrainingSpec" in unwrapped
    checked = sh(venv, "sh", "-c", "kpt fn render . --allow-exec -o unwrap | kfgen check-build -", cwd=pkg)
    assert '"jobs": ' in checked.stderr  # kpt output keeps the Kptfile, Environment and specs by design
    caught = sh(venv, "kfgen", "check-build", "--expect", "specs", "--", ".", cwd=pkg, check=False)
    assert caught.returncode == 1
    assert [line for line in caught.stderr.splitlines() if "no job generated" in line] == [
        "specs/hidden/xgboost.yaml:2: [error] no job generated from TrainingSpec 'xgboost-higgs': kpt did not give it "
        "to the kfgen function (kpt skips files listed in .krmignore and, in some versions, symbolic links and files "
        "outside the package; run kpt fn render DIR --allow-exec)"
    ]
    # the symbolic link: this kpt follows it; were it skipped, the same line would name it
    assert (pkg / "generated" / "jax-mnist.yaml").exists()


# parity -------------------------------------------------------------------------------------------


def team_with_examples(venv: Path, tmp_path: Path) -> Path:
    sh(venv, "kfgen", "init", "team", cwd=tmp_path)
    team = tmp_path / "team"
    names = ["train-example.yaml"]
    for name in PARITY_EXAMPLES:
        shutil.copy(ROOT / "examples" / f"{name}.yaml", team / "specs" / f"{name}.yaml")
        names.append(f"{name}.yaml")
    kustomization = yaml.safe_load((team / "specs" / "kustomization.yaml").read_text())
    kustomization["resources"] = names
    (team / "specs" / "kustomization.yaml").write_text(yaml.safe_dump(kustomization))
    return team


def comparable(objects: list[dict[str, Any]]) -> dict[tuple[str, str, str], dict[str, Any]]:
    out = {}
    for obj in objects:
        annotations = obj["metadata"].get("annotations") or {}
        for key in [k for k in annotations if "config.kubernetes.io/" in k or k.startswith("config.k8s.io/")]:
            del annotations[key]
        out[(obj["kind"], obj["metadata"]["namespace"], obj["metadata"]["name"])] = obj
    return out


def generated(objects: list[Any]) -> list[dict[str, Any]]:
    return [
        o
        for o in objects
        if isinstance(o, dict)
        and ((o.get("metadata") or {}).get("labels") or {}).get("app.kubernetes.io/managed-by") == "kfgen"
    ]


def test_every_path_gives_the_same_objects(venv: Path, tmp_path: Path) -> None:
    team = team_with_examples(venv, tmp_path)
    env_file = team / "overlays" / "prod" / "environment.yaml"
    render = sh(venv, "kfgen", "render", "--env", "prod", "specs", cwd=team)
    rendered = comparable(list(yaml.safe_load_all(render.stdout)))
    assert len(rendered) >= 12
    kustomized = sh(
        venv, tool("kustomize"), "build", "--enable-alpha-plugins", "--enable-exec", "overlays/prod", cwd=team
    ).stdout
    assert comparable(generated(list(yaml.safe_load_all(kustomized)))) == rendered

    package = tmp_path / "package"
    shutil.copytree(team / "specs", package)
    (package / "kustomization.yaml").unlink()
    shutil.copy(env_file, package / "environment.yaml")
    (package / "Kptfile").write_text(
        "apiVersion: kpt.dev/v1\nkind: Kptfile\nmetadata: {name: package}\n"
        "pipeline:\n  mutators:\n    - {exec: kfgen-fn, configPath: environment.yaml}\n"
    )
    sh(venv, tool("kpt"), "fn", "render", ".", "--allow-exec", cwd=package)
    kpt = [o for path in sorted((package / "generated").glob("*.yaml")) for o in yaml.safe_load_all(path.read_text())]
    assert comparable(kpt) == rendered

    environment = yaml.safe_load(env_file.read_text())
    specs = [
        yaml.safe_load(p.read_text()) for p in sorted((team / "specs").glob("*.yaml")) if p.name != "kustomization.yaml"
    ]
    controller = [o for s in specs for o in core.expand(s, environment, controller=True).objects]
    assert comparable([_as_rendered(o) for o in controller]) == rendered


def _as_rendered(obj: dict[str, Any]) -> dict[str, Any]:
    """The controller's object as the GitOps render path writes it: with the Argo CD/Flux annotations, no TTL."""
    if obj["metadata"]["labels"].get("kfgen.dev/revision"):
        obj["metadata"]["annotations"] = {**obj["metadata"]["annotations"], **delivery.JOB_ANNOTATIONS}
        obj["spec"].get("runPolicy", {}).pop("ttlSecondsAfterFinished", None)
        if obj["spec"].get("runPolicy") == {}:
            del obj["spec"]["runPolicy"]
    return obj
