"""The 32 MiB input bound is applied while reading (issue 37, class 5): an input past it is refused with one
[error] line after reading at most the bound and a byte, so memory stays far below the input's size, through
stdin and files for render, validate, import, post-render, the KRM function and the Python API."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest
from conftest import ROOT

from kfgen.io import yamlread

SIZE = 200 << 20  # generated on the fly, never written to the repository
LIMIT_KIB = 150 << 10  # the peak RSS allowed: the bound (32 MiB) read once and decoded once, plus the interpreter

# A parent that runs one kfgen process, feeds it SIZE bytes of a YAML comment through a pipe (or names a sparse
# file of SIZE bytes), and reports the child's peak RSS: RUSAGE_CHILDREN of a fresh process is that child's alone.
MEASURE = textwrap.dedent(
    """
    import json, resource, subprocess, sys
    argv, size, feed = json.loads(sys.argv[1])
    child = subprocess.Popen(argv, stdin=subprocess.PIPE if feed else subprocess.DEVNULL,
                             stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    if feed:
        chunk = b"#" * (1 << 20) + b"\\n"
        try:
            for _ in range(size // len(chunk) + 1):
                child.stdin.write(chunk)
            child.stdin.close()
        except BrokenPipeError:
            pass
    err = child.stderr.read().decode()
    code = child.wait()
    print(json.dumps([code, err, resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss]))
    """
)


def measure(argv: list[str], feed: bool, cwd: Path = ROOT) -> tuple[int, str, int]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        [sys.executable, "-c", MEASURE, json.dumps([argv, SIZE, feed])],
        capture_output=True,
        text=True,
        env=env,
        cwd=cwd,
        timeout=300,
        check=True,
    )
    code, err, peak = json.loads(result.stdout)
    return code, err, peak


KFGEN = [sys.executable, "-m", "kfgen.cli"]


@pytest.mark.parametrize(
    "command",
    [["render", "-"], ["validate", "-"], ["import", "-"], ["post-render"], ["fn"]],
    ids=lambda c: c[0],
)
def test_a_big_stream_is_refused_while_it_is_read(command: list[str]) -> None:
    code, err, peak = measure([*KFGEN, *command], feed=True)
    assert peak < LIMIT_KIB, f"peak RSS {peak >> 10} MiB for a {SIZE >> 20} MiB input"
    assert code == 1
    [error] = [line for line in err.splitlines() if "[error]" in line]
    assert error.endswith(TOO_LARGE) and ("stdin" in error or "] -:" in error), err


TOO_LARGE = f"input too large: more than {yamlread.MAX_INPUT_BYTES} bytes (the limit is 32 MiB)"


@pytest.mark.parametrize("command", [["render"], ["validate"], ["import"]], ids=lambda c: c[0])
def test_a_big_file_is_refused_unread(command: list[str], tmp_path: Path) -> None:
    big = tmp_path / "big.yaml"
    with big.open("wb") as handle:
        handle.truncate(SIZE)  # sparse: no disk is used
    code, err, peak = measure([*KFGEN, *command, str(big)], feed=False)
    assert peak < LIMIT_KIB, f"peak RSS {peak >> 10} MiB for a {SIZE >> 20} MiB input"
    assert code == 1
    [error] = [line for line in err.splitlines() if "[error]" in line]
    assert error.endswith(TOO_LARGE) and str(big) in error, err


@pytest.mark.parametrize("name", ["fn.yaml", "kustomization.yaml"])
def test_the_argocd_plugin_refuses_a_big_kustomization_file_unread(name: str, tmp_path: Path) -> None:
    """Argo CD runs `discover` in every application's directory: a file it reads is bounded too."""
    (tmp_path / "kustomization.yaml").write_text("transformers: [fn.yaml]\n", encoding="utf-8")
    with (tmp_path / name).open("wb") as handle:
        handle.truncate(SIZE)
    code, err, peak = measure([*KFGEN, "argocd-plugin", "discover"], feed=False, cwd=tmp_path)
    assert peak < LIMIT_KIB, f"peak RSS {peak >> 10} MiB for a {SIZE >> 20} MiB file"
    assert code == 1
    [error] = [line for line in err.splitlines() if "[error]" in line]
    assert error.endswith(TOO_LARGE) and name in error, err


def test_the_python_api_refuses_a_big_file_unread(tmp_path: Path) -> None:
    big = tmp_path / "big.yaml"
    with big.open("wb") as handle:
        handle.truncate(SIZE)
    script = f"import sys; from kfgen import pyapi; r = pyapi.load([{str(big)!r}]); print(r.results[0].message)"
    code, err, peak = measure([sys.executable, "-c", script + "; sys.exit(1)"], feed=False)
    assert code == 1 and peak < LIMIT_KIB, (err, peak)


def test_just_under_the_bound_is_read(tmp_path: Path) -> None:
    """The bound refuses only what is past it: a stream of exactly the bound is parsed (and found empty)."""
    stream = b"#" * (yamlread.MAX_INPUT_BYTES - 1) + b"\n"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run([*KFGEN, "validate", "-"], input=stream, capture_output=True, env=env, timeout=300)
    assert b"input too large" not in result.stderr, result.stderr


def test_the_krm_function_echoes_a_big_input_unchanged() -> None:
    """kpt reads an empty output as "delete everything": past the bound, the input still comes back byte for byte
    (streamed: what is past the bound is copied, not held)."""
    stream = b"# " + b"x" * (yamlread.MAX_INPUT_BYTES + 100) + b"\n"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run([*KFGEN, "fn"], input=stream, capture_output=True, env=env, timeout=300)
    assert result.returncode == 1 and TOO_LARGE.encode() in result.stderr
    assert result.stdout == stream
