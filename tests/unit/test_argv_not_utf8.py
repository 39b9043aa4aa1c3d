"""A path argument that is no UTF-8 (`kfgen argocd-plugin generate $'ov\\xff'`) is one line, never a traceback, on
every command of the parser (issue 37, eighth re-test, C-2: kustomize's message quoting the path was decoded as
strict UTF-8, a UnicodeDecodeError)."""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT

from kfgen.cli.parser import parser

NOT_UTF8 = b"ov\xff"
# kustomize quotes the folder it cannot build, as its bytes
KUSTOMIZE = (
    "#!/bin/sh\nprintf 'Error: unable to find one of kustomization.yaml in directory %s\\n' \"$4\" >&2\nexit 1\n"
)


def commands() -> list[list[str]]:
    """Every command of the parser, and every step of one that has steps (argocd-plugin discover, generate)."""
    found: list[list[str]] = []
    for action in parser()._actions:
        if isinstance(action, argparse._SubParsersAction):
            for name, sub in action.choices.items():
                steps = [a for a in sub._actions if isinstance(a, argparse._SubParsersAction)]
                found += [[name, step] for s in steps for step in s.choices] if steps else [[name]]
    return found


def run(tmp_path: Path, *args: bytes) -> subprocess.CompletedProcess[bytes]:
    tools = tmp_path / "bin"
    tools.mkdir(exist_ok=True)
    (tools / "kustomize").write_text(KUSTOMIZE)
    (tools / "kustomize").chmod(0o755)
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HOME": str(tmp_path), "PATH": f"{tools}:{os.environ['PATH']}"}
    env.pop("KUBERNETES_SERVICE_HOST", None)
    env.pop("KUBECONFIG", None)
    return subprocess.run(
        [sys.executable.encode(), b"-m", b"kfgen.cli", *args],
        stdin=subprocess.DEVNULL,
        capture_output=True,
        env=env,
        cwd=tmp_path,
        timeout=60,
    )


def test_every_command_of_the_parser_is_listed() -> None:
    assert ["argocd-plugin", "generate"] in commands() and ["render"] in commands()


@pytest.mark.parametrize("command", commands(), ids=" ".join)
def test_a_path_that_is_no_utf8_is_never_a_traceback(command: list[str], tmp_path: Path) -> None:
    result = run(tmp_path, *(c.encode() for c in command), NOT_UTF8)
    assert b"Traceback" not in result.stderr, result.stderr.decode(errors="replace")
    assert result.returncode in (0, 1, 2), result.stderr.decode(errors="replace")


@pytest.mark.parametrize("there", [False, True], ids=["missing", "a folder"])
def test_argocd_plugin_generate_of_a_path_that_is_no_utf8_is_one_line(there: bool, tmp_path: Path) -> None:
    if there:
        (tmp_path / os.fsdecode(NOT_UTF8)).mkdir()
    result = run(tmp_path, b"argocd-plugin", b"generate", NOT_UTF8)
    stderr = result.stderr.decode(errors="replace")
    assert (result.returncode, result.stdout) == (1, b""), stderr
    assert b"Traceback" not in result.stderr, stderr
    errors = [line for line in stderr.splitlines() if "[error]" in line]
    assert len(errors) == 1 and errors[0].startswith("[error] ov\\udcff: "), stderr
