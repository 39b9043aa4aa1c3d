"""The untouched scaffolds render silently through every path they support (issue 31): a warning there is noise a
newcomer meets first. `kfgen init` and `kfgen init --kpt`, then `kfgen render` for each Environment, the real
`kustomize build` and `kpt fn render`, and the scaffold's own ci.sh, with this checkout's kfgen and kfgen-fn."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT, tool


@pytest.fixture
def path(tmp_path: Path) -> str:
    """PATH with this checkout's `kfgen` and `kfgen-fn` (on this interpreter) first, then kustomize's and kpt's
    folders after the rest (kpt's may be /usr/bin, whose python3 is not this one)."""
    shims = tmp_path / "bin"
    shims.mkdir()
    for name, command in (("kfgen", ""), ("kfgen-fn", " fn")):
        script = shims / name
        script.write_text(f'#!/bin/sh\nPYTHONPATH="{ROOT}" exec "{sys.executable}" -m kfgen.cli{command} "$@"\n')
        script.chmod(0o755)
    folders = [str(shims), os.environ["PATH"], *(str(Path(tool(name)).parent) for name in ("kustomize", "kpt"))]
    return os.pathsep.join(folders)


def run(path: str, cwd: Path, *args: str) -> str:
    """The command's stderr; it must succeed."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH",)}
    proc = subprocess.run(list(args), cwd=cwd, env={**env, "PATH": path}, capture_output=True, text=True, timeout=300)
    assert proc.returncode == 0, f"{args}: {proc.stderr}"
    return proc.stderr


def scaffold(path: str, tmp_path: Path, *flags: str) -> Path:
    run(path, tmp_path, "kfgen", "init", *flags, "repo")
    return tmp_path / "repo"


def check_build_counts(stderr: str) -> list[str]:
    """stderr less check-build's line of counts (what it checked, not a warning)."""
    return [line for line in stderr.splitlines() if not (line.startswith("{") and "jobs" in json.loads(line))]


def test_the_kustomize_scaffold_is_silent(path: str, tmp_path: Path) -> None:
    repo = scaffold(path, tmp_path)
    environments = sorted(p.name for p in (repo / "overlays").iterdir())
    assert environments == ["dev", "prod"]
    for env in environments:
        assert run(path, repo, "kfgen", "render", "--env", env, "specs") == "", env
        assert run(path, repo, "kfgen", "validate", "--env", env, "specs") == "", env
        build = ("kustomize", "build", "--enable-alpha-plugins", "--enable-exec", f"overlays/{env}")
        assert run(path, repo, *build) == "", env
    assert check_build_counts(run(path, repo, "sh", "ci.sh")) == []


def test_the_kpt_scaffold_is_silent_from_its_first_run(path: str, tmp_path: Path) -> None:
    repo = scaffold(path, tmp_path, "--kpt")
    assert run(path, repo, "kfgen", "render", "--environment", "environment.yaml", "specs") == ""
    assert run(path, repo, "kfgen", "render", "--env", "prod", "specs", "environment.yaml") == ""
    for attempt in ("first", "second"):  # the first run writes generated/, the second reads it back
        shown = run(path, repo, "kpt", "fn", "render", ".", "--allow-exec")
        assert "Results:" not in shown and "Stderr:" not in shown and "[warning]" not in shown, (attempt, shown)
    shown = run(path, repo, "sh", "ci.sh")
    assert "Results:" not in shown and "Stderr:" not in shown and "[warning]" not in shown, shown


def test_ci_sh_says_each_warning_once(path: str, tmp_path: Path) -> None:
    """ci.sh validates (messages at their file and line), then builds: the build's stderr would say them again."""
    repo = scaffold(path, tmp_path)
    spec = repo / "specs" / "train-example.yaml"
    spec.write_text(spec.read_text().replace("replicas: {worker: 2}", "replicas: {master: 1, worker: 2}"))
    warnings = [line for line in run(path, repo, "sh", "ci.sh").splitlines() if "[warning]" in line]
    assert warnings, "the prod Environment (restricted) warns about the operator's init container"
    assert len(warnings) == len(set(warnings)), warnings
    assert all(line.startswith("specs/train-example.yaml:") for line in warnings), warnings
