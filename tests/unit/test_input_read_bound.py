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
    [["render", "-"], ["validate", "-"], ["import", "-"], ["post-render"], ["fn"], ["check-build", "-"]],
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


MANY = "---\na: 1\n" * 300_001  # 2.7 MB: far within the byte bound, one document past the document bound


@pytest.mark.parametrize("command", [["render", "-"], ["validate", "-"], ["post-render"], ["fn"]])
def test_a_stream_of_more_documents_than_the_bound_is_refused_before_it_is_read(command: list[str]) -> None:
    """Three million tiny documents (27 MB, within 32 MiB) kept render, post-render and fn past a minute: each
    document costs its own walk (issue 37 re-test, D9). The count is bounded like the bytes."""
    result = subprocess.run(
        [sys.executable, "-m", "kfgen.cli", *command],
        input=MANY,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        timeout=120,
        cwd=ROOT,
    )
    assert (result.returncode, result.stdout if command != ["fn"] else "") == (1, ""), result.stderr[-300:]
    assert "input too large: more than 300000 documents (limit 300000)" in result.stderr, result.stderr[-300:]


def test_a_stream_of_many_documents_stays_on_the_fast_reader() -> None:
    """A stream past MAX_NODES events in all (not in any one document) was read by PyYAML, many times slower."""
    from kfgen.io import yamlfast

    doc = "---\n" + "".join(f"k{i}: {i}\n" for i in range(20))
    docs = yamlfast.load(doc * 60_000)  # 2.5M events
    assert docs is not None and len(docs) == 60_000 and docs[0]["k19"] == 19
