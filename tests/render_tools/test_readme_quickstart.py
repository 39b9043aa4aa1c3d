"""README's "your own repository in five commands" runs as written (issue 31).

The first command clones kfgen and pip-installs the clone; there is no network here, so the test pip-installs a
copy of this tree (tracked and new files, as a clone has them) into a fresh venv instead, and runs every other
line of the quickstart exactly as README.md shows it, in one shell from an empty directory, with the venv and
the real kustomize on PATH and nothing from this checkout.
"""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT, tool
from readme import README, block

INSTALL = "git clone https://github.com/kfgen-dev/kfgen && pip install ./kfgen"


@pytest.fixture(scope="module")
def installed(tmp_path_factory: pytest.TempPathFactory) -> Path:
    """The venv of `pip install ./kfgen` from a clone: a copy of this tree's files, tests left out."""
    base = tmp_path_factory.mktemp("clone")
    listed = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    clone = base / "kfgen"
    for name in listed:
        if (ROOT / name).is_file() and not name.startswith("tests/"):
            (clone / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, clone / name)
    subprocess.run([sys.executable, "-m", "venv", str(base / "venv")], check=True)
    pip = [str(base / "venv" / "bin" / "pip"), "install", "-q", "./kfgen"]
    done = subprocess.run(pip, cwd=base, capture_output=True, text=True, timeout=600)
    assert done.returncode == 0, done.stderr
    return base / "venv"


def test_the_quickstart_runs_as_written(installed: Path, tmp_path: Path) -> None:
    commands = block(README.read_text(), "quickstart").splitlines()
    assert commands[0] == INSTALL, "the first command installs kfgen from a clone (the fixture does it here)"
    assert any(line.startswith("kustomize build") for line in commands)
    script = "set -eu -o pipefail\n" + "\n".join(commands[1:]) + "\n"
    path = os.pathsep.join([str(installed / "bin"), str(Path(tool("kustomize")).parent), "/usr/bin", "/bin"])
    env = {k: v for k, v in os.environ.items() if k not in ("PYTHONPATH", "VIRTUAL_ENV")}
    done = subprocess.run(
        ["bash", "-c", script], cwd=tmp_path, env={**env, "PATH": path}, capture_output=True, text=True, timeout=600
    )
    assert done.returncode == 0, f"{script}\n{done.stdout[-4000:]}\n{done.stderr[-4000:]}"
    assert "kind: PyTorchJob" in done.stdout  # kfgen render --env dev specs
    assert (tmp_path / "ml-jobs" / "build" / "prod.yaml").exists()  # ./ci.sh built every overlay
