"""The commands that read a cluster without the controller extra installed (issue 37, RETEST37I C-1): `kfgen
discover` (plain, `--check FILE`, `--kubeconfig`) died with a ModuleNotFoundError traceback where `kfgen controller`
and `kfgen diff --live` print one "needs the controller extra" line. Each runs here in a Python where `kubernetes`
(and kopf, prometheus_client) cannot be imported, whether or not this machine has them: one `[error]` line, a
non-zero exit, nothing on stdout."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from conftest import ROOT

# A meta path finder that refuses the controller extra's packages, then `python -m kfgen.cli ARGS`.
BLOCKED = """
import runpy, sys
class Refuse:
    @staticmethod
    def find_spec(name, path=None, target=None):
        if name.split(".")[0] in ("kubernetes", "kopf", "prometheus_client", "urllib3"):
            raise ModuleNotFoundError(f"No module named {name!r}", name=name)
        return None
sys.meta_path.insert(0, Refuse)
for loaded in [m for m in sys.modules if m.split(".")[0] in ("kubernetes", "kopf", "prometheus_client", "urllib3")]:
    del sys.modules[loaded]
sys.argv = ["kfgen", *sys.argv[1:]]
runpy.run_module("kfgen.cli", run_name="__main__")
"""
COMMANDS = [
    ["discover"],
    ["discover", "--check", "overlays/prod/environment.yaml"],
    ["discover", "--kubeconfig", "/etc/passwd"],
    ["discover", "--check", "overlays/prod/environment.yaml", "--kubeconfig", "/etc/passwd", "--name", "x"],
    ["controller"],
    ["diff", "--live", "--env", "prod", "examples"],
]


@pytest.mark.parametrize("argv", COMMANDS, ids=" ".join)
def test_one_line_without_the_controller_extra(argv: list[str]) -> None:
    env = {**os.environ, "PYTHONPATH": str(ROOT), "KUBECONFIG": "/nonexistent"}
    proc = subprocess.run(
        [sys.executable, "-c", BLOCKED, *argv], cwd=ROOT, env=env, capture_output=True, text=True, timeout=120
    )
    assert "Traceback" not in proc.stderr, proc.stderr
    assert proc.returncode in (1, 2), proc.stderr
    assert proc.stdout == ""
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and "[error]" in lines[0] and "needs the controller extra" in lines[0], proc.stderr
