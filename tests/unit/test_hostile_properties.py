"""Hostile input through every entry point: no traceback, bounded cost, the error contract kept.

Random bytes, random YAML-ish text and random documents go to `render`, `validate` and `fn` (in
process, as `kfgen` runs them); each must end with exit 0 or 1, one `[error]`/`[warning]` line per
problem, nothing on stdout after an error (fn: its input echoed). Long values must cost linear time.
"""

from __future__ import annotations

import gc
import io
import re
import sys
import time
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kfgen import core
from kfgen.checks import credentials
from kfgen.cli import main as cli
from kfgen.io import yamlio

Obj = dict[str, Any]
YAMLISH = st.text(alphabet="{}[]:-&*!|>'\"#%@`,? \n\tabcxyz019.=_/~\\", max_size=300)
SCALARS = st.none() | st.booleans() | st.integers(-(2**70), 2**70) | st.floats() | st.text(max_size=20)
DOCUMENTS = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(
            st.text(max_size=10) | st.sampled_from(["apiVersion", "kind", "metadata", "spec", "name", "podPatch"]),
            inner,
            max_size=4,
        )
    ),
    max_leaves=20,
)


def run(argv: list[str], stdin: bytes, monkeypatch: pytest.MonkeyPatch) -> tuple[int, bytes, str]:
    out, err = io.BytesIO(), io.StringIO()
    stdout = io.TextIOWrapper(out, encoding="utf-8")
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(stdin), encoding="utf-8"))
    monkeypatch.setattr(sys, "stdout", stdout)
    monkeypatch.setattr(sys, "stderr", err)
    try:
        code = cli.main(argv)
    finally:
        gc.enable()  # cli.main turns the collector off for its (short) life
    stdout.flush()
    return code, out.getvalue(), err.getvalue()


PROBLEM = re.compile(r"^(?:(?:<stdin>|/)[^\n]*?: )?\[(?:error|warning)\] ")


def check_contract(what: str, code: int, out: bytes, err: str, stdin: bytes) -> None:
    assert code in (0, 1), (what, code, err)
    for line in err.splitlines():  # `[severity] ...`, on render and validate after the file (and line) it is about
        assert PROBLEM.match(line) and (what != "fn" or line.startswith("[")), (what, line)
    if code == 1 and what != "fn":
        assert out == b"", what
    if what == "fn" and code == 1 and out != stdin:
        parsed = yaml.safe_load(out)
        assert isinstance(parsed, dict) and parsed.get("kind") == "ResourceList", out[:200]


def all_entry_points(data: bytes, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    path = tmp_path / "input.yaml"
    path.write_bytes(data)
    for command in ("render", "validate"):
        check_contract(command, *run([command, str(path)], b"", monkeypatch), b"")
        check_contract(command, *run([command, "--env", "prod", "-"], data, monkeypatch), data)
    check_contract("fn", *run(["fn"], data, monkeypatch), data)


SETTINGS = settings(max_examples=100, deadline=None, suppress_health_check=list(HealthCheck))


@SETTINGS
@given(data=st.binary(max_size=600))
def test_random_bytes(data: bytes, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    all_entry_points(data, monkeypatch, tmp_path)


@SETTINGS
@given(text=YAMLISH)
def test_random_yaml_text(text: str, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    all_entry_points(text.encode(), monkeypatch, tmp_path)


@SETTINGS
@given(doc=DOCUMENTS, kind=st.sampled_from(["TrainingSpec", "Environment", "ResourceList", None]))
def test_random_documents(doc: Any, kind: str | None, monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    if isinstance(doc, dict) and kind:
        doc = {
            "apiVersion": "kfgen.dev/v1alpha1" if kind != "ResourceList" else "config.kubernetes.io/v1",
            "kind": kind,
            **doc,
        }
    text = yaml.safe_dump(doc, allow_unicode=True)
    all_entry_points(text.encode(), monkeypatch, tmp_path)


# cost -----------------------------------------------------------------------------------------------


def spec_with(value: str) -> Obj:
    return {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "TrainingSpec",
        "metadata": {"name": "long"},
        "spec": {
            "framework": "pytorch",
            "image": "x:1",
            "env": {"LONG": value},
            "args": [value, value],
            "annotations": {"example.com/long": value},
        },
    }


def seconds(value: str) -> float:
    """The best of three runs' CPU time: wall time on a loaded machine grows with the run's length by itself (a short
    run fits in one time slice, a long one waits for several), which made a linear cost look 11.7x for 5x."""
    best = float("inf")
    for _ in range(3):
        credentials.secret_in_value.cache_clear()  # each run judges the strings anew
        credentials.is_credential_name.cache_clear()
        start = time.process_time()
        expansion = core.expand(spec_with(value))
        yamlio.dump_all(expansion.objects)
        best = min(best, time.process_time() - start)
    return best


@pytest.mark.parametrize("unit", ["a", "a b ", "eyJ", "://", "--a=", "a=", "-----BEGIN ", "xoxb-", "0" * 7, "é"])
def test_long_values_cost_linear_time(unit: str) -> None:
    small = unit * (20_000 // len(unit))
    large = unit * (100_000 // len(unit))
    ratio = seconds(large) / max(seconds(small), 1e-3)
    assert ratio < 10, f"5x the input took {ratio:.1f}x the time"
    assert seconds(large) < 2


def test_detectors_are_linear_on_a_megabyte() -> None:
    text = "eyJ" * 350_000
    start = time.process_time()
    credentials.secret_in_value(text)
    credentials.assignment_in_text(text)
    list(credentials.credential_arguments([text]))
    assert time.process_time() - start < 3
