"""A closed stdin or stdout, or a full disk behind stdout, is one [error] line and exit 1, never a traceback (issue 37,
seventh re-test, C-1 and C-2: `kfgen render - <&-` was an AttributeError on every command that reads stdin,
`kfgen render specs >&-` an AttributeError and `>/dev/full` an OSError in shutil.copyfileobj)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from conftest import ROOT

SPEC = ROOT / "examples" / "pytorch-resnet50.yaml"


def kfgen_with(args: list[str], stdin: int | None, stdout: int | None) -> subprocess.CompletedProcess[str]:
    """`kfgen ARGS` with fd 0 or fd 1 closed (None) or given."""
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    close = [fd for fd, given in ((0, stdin), (1, stdout)) if given is None]

    def closing() -> None:
        for fd in close:
            os.close(fd)

    return subprocess.run(
        [sys.executable, "-m", "kfgen.cli", *args],
        stdin=stdin if stdin is not None else subprocess.DEVNULL,
        stdout=stdout if stdout is not None else subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
        env=env,
        cwd=ROOT,
        timeout=120,
        preexec_fn=closing,  # the child alone, before exec
    )


@pytest.mark.parametrize(
    "args",
    [["render", "-"], ["validate", "-"], ["fn"], ["check-build", "-"], ["import", "-"], ["post-render"]],
    ids=lambda a: a[0],
)
def test_a_closed_stdin_is_one_line(args: list[str]) -> None:
    with open(os.devnull, "w") as sink:
        result = kfgen_with(args, None, sink.fileno())
    assert "Traceback" not in result.stderr, result.stderr
    assert result.returncode == 1, result.stderr
    errors = [line for line in result.stderr.splitlines() if "[error]" in line]
    assert len(errors) == 1 and "stdin is closed" in errors[0], result.stderr


@pytest.mark.parametrize("where", ["closed", "/dev/full"])
def test_an_unwritable_stdout_is_one_line(where: str) -> None:
    args = ["render", "--env", "prod", str(SPEC)]
    if where == "closed":
        result = kfgen_with(args, subprocess.DEVNULL, None)
        why = "stdout is closed"
    else:
        with open("/dev/full", "w") as full:
            result = kfgen_with(args, subprocess.DEVNULL, full.fileno())
        why = "No space left on device"
    assert "Traceback" not in result.stderr, result.stderr
    assert result.returncode == 1, result.stderr
    errors = [line for line in result.stderr.splitlines() if "[error]" in line]
    assert errors == [f"[error] stdout: cannot write the output: {why}"], result.stderr
