"""The wheel `python -m build --wheel` makes, installed into a fresh venv and run outside the checkout (issue 31).

docs/install.md's third way: what a user gets from `pip install dist/kfgen-VERSION-py3-none-any.whl`. Needs
PyPI (or a pip cache) for the build backend and the dependencies; never skipped.
"""

from __future__ import annotations

import os
import subprocess
import sys
import tomllib
import zipfile
from pathlib import Path

import pytest
from conftest import ROOT
from sourcetree import copy_source
from test_docs_command import cited_docs

from kfgen.cli import docs

VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


@pytest.fixture(scope="module")
def wheel(tmp_path_factory: pytest.TempPathFactory) -> Path:
    base = tmp_path_factory.mktemp("wheel")
    source = copy_source(base / "src")
    built = subprocess.run(
        [sys.executable, "-m", "build", "--wheel", "--outdir", str(base / "dist"), str(source)],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert built.returncode == 0, built.stdout[-3000:] + built.stderr[-3000:]
    [path] = (base / "dist").glob("*.whl")
    assert path.name == f"kfgen-{VERSION}-py3-none-any.whl"
    return path


@pytest.fixture(scope="module")
def venv(wheel: Path, tmp_path_factory: pytest.TempPathFactory) -> Path:
    home = tmp_path_factory.mktemp("venv") / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(home)], check=True, timeout=300)
    pip = [str(home / "bin" / "python"), "-m", "pip", "install", "-q", "--disable-pip-version-check"]
    installed = subprocess.run(
        [*pip, "-c", str(ROOT / "constraints.txt"), str(wheel)], capture_output=True, text=True, timeout=600
    )
    assert installed.returncode == 0, installed.stderr[-3000:]
    return home


def outside(venv: Path, *args: str, cwd: Path) -> subprocess.CompletedProcess[str]:
    """A command as a user runs it: the venv's bin on PATH, nothing of this checkout importable."""
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV", "KFGEN")}
    env["PATH"] = os.pathsep.join([str(venv / "bin"), "/usr/local/bin", "/usr/bin", "/bin"])
    result = subprocess.run(list(args), cwd=cwd, env=env, capture_output=True, text=True, timeout=300)
    assert result.returncode == 0, f"{args}: {result.stdout[-2000:]}\n{result.stderr[-2000:]}"
    return result


def test_the_wheel_holds_the_package_the_docs_and_the_license(wheel: Path) -> None:
    names = zipfile.ZipFile(wheel).namelist()
    assert {f"kfgen/_docs/{name}" for name in docs.names()} <= set(names)
    assert f"kfgen-{VERSION}.dist-info/licenses/LICENSE" in names
    assert not [name for name in names if name.startswith(("tests/", "docs/"))]


def test_the_console_scripts_run_from_the_wheel(venv: Path, tmp_path: Path) -> None:
    assert outside(venv, "kfgen", "--version", cwd=tmp_path).stdout == f"kfgen {VERSION}\n"
    assert "ResourceList" in outside(venv, "kfgen-fn", "--help", cwd=tmp_path).stdout
    where = outside(venv, "python", "-c", "import kfgen; print(kfgen.__file__)", cwd=tmp_path).stdout
    assert Path(where.strip()).is_relative_to(venv), where


def test_init_then_render_from_the_wheel(venv: Path, tmp_path: Path) -> None:
    outside(venv, "kfgen", "init", "team", cwd=tmp_path)
    rendered = outside(venv, "kfgen", "render", "--env", "dev", "specs", cwd=tmp_path / "team")
    assert "kind: PyTorchJob" in rendered.stdout or "kind: TrainJob" in rendered.stdout, rendered.stdout[:2000]


def test_kfgen_docs_serves_every_cited_file_from_the_wheel(venv: Path, tmp_path: Path) -> None:
    assert outside(venv, "kfgen", "docs", cwd=tmp_path).stdout.splitlines() == docs.names()
    for name in cited_docs():
        served = outside(venv, "kfgen", "docs", name, cwd=tmp_path).stdout
        assert served == (ROOT / "docs" / name).read_text(encoding="utf-8"), name


def test_an_editable_install_serves_the_docs_too(tmp_path: Path) -> None:
    """`pip install -e` of a clone: kfgen/_docs is the clone's docs/ through the link."""
    source = copy_source(tmp_path / "src")
    home = tmp_path / "venv"
    subprocess.run([sys.executable, "-m", "venv", str(home)], check=True, timeout=300)
    installed = subprocess.run(
        [
            str(home / "bin" / "python"),
            "-m",
            "pip",
            "install",
            "-q",
            "-c",
            str(ROOT / "constraints.txt"),
            "-e",
            str(source),
        ],
        capture_output=True,
        text=True,
        timeout=600,
    )
    assert installed.returncode == 0, installed.stderr[-3000:]
    for name in cited_docs():
        assert outside(home, "kfgen", "docs", name, cwd=tmp_path).stdout == (source / "docs" / name).read_text(), name
