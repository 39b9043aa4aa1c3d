"""`kfgen discover` against a local HTTP server that answers what a hostile or broken API server could (the re-test
of issue 37): JSON nested too deeply to read, a name that is no Unicode text, a 404 without a message, an answer
that never ends; and kubeconfigs that are no kubeconfig. Each is one located line or a comment, never a traceback.
The same reads against a real API server: tests/kueue/test_discover_cluster.py."""

from __future__ import annotations

import io
import sys
import time
from collections.abc import Mapping
from pathlib import Path

import pytest
import yaml
from conftest import run_kfgen
from fakeapi import api_server, kubeconfig

from kfgen.cli import main as cli
from kfgen.facts import cluster, gather
from kfgen.facts.model import Where

READS = gather.reads(Where(namespaces=("ml",)))
KUEUE_CONFIG = READS["kueue-config"]
CLUSTER_QUEUES = READS["kueue-clusterQueues"]


def discover(
    tmp_path: Path, answers: Mapping[str, bytes | tuple[int, bytes]], *argv: str, drip: bool = False
) -> tuple[int, str, str]:
    with api_server(answers, drip) as server:
        config = kubeconfig(tmp_path / "kubeconfig", server)
        result = run_kfgen("discover", "-n", "ml", "--kubeconfig", str(config), *argv)
    return result.returncode, result.stdout, result.stderr


def one_error(stderr: str) -> str:
    assert "Traceback" not in stderr and len(stderr.splitlines()) == 1, stderr
    assert stderr.startswith("[error] "), stderr
    return stderr


def test_an_answer_nested_too_deeply_is_one_line_naming_what_was_read(tmp_path: Path) -> None:
    """'[' * 100000 was a RecursionError traceback (C1)."""
    code, out, err = discover(tmp_path, {KUEUE_CONFIG: b"[" * 100_000})
    assert (code, out) == (1, "")
    line = one_error(err)
    assert line.startswith("[error] the API server http://127.0.0.1:") and f"GET {KUEUE_CONFIG}: " in line, line
    assert "nested too deeply" in line, line


def test_a_404_whose_body_is_nested_too_deeply_says_not_there(tmp_path: Path) -> None:
    """The body of an error answer is read for its message: JSON nested too deeply is a RecursionError there too;
    a body that is no JSON object is its message, cut short."""
    code, out, err = discover(tmp_path, {KUEUE_CONFIG: (404, b"[" * 100_000), CLUSTER_QUEUES: (404, b"x" * 5000)})
    assert (code, err) == (0, "")
    assert "# kueue.integrations: not read: ConfigMap kueue-system/kueue-manager-config" in out, out
    line = next(line for line in out.splitlines() if "clusterQueues: not read" in line)
    assert line.endswith(f"not there ({'x' * 197}...)"), line


def test_an_answer_that_is_no_json_names_what_was_read(tmp_path: Path) -> None:
    code, out, err = discover(tmp_path, {KUEUE_CONFIG: b"not json {"})
    assert (code, out) == (1, "")
    assert f"GET {KUEUE_CONFIG}: the answer is no JSON: " in one_error(err), err


@pytest.mark.parametrize(
    "name",
    [r"q\ud800", r"\udfff", r"a\ud83d", r"\ud800\ud800"],
    ids=["high", "low-alone", "high-at-the-end", "two-highs"],
)
def test_a_name_that_is_no_unicode_text_is_one_line(tmp_path: Path, name: str) -> None:
    """A lone UTF-16 surrogate (JSON "\\ud800") was a UnicodeEncodeError traceback while the Environment was
    printed (C2): kfgen's own reader refuses it, so it is refused where it is read, never printed escaped."""
    body = b'{"items": [{"metadata": {"name": "%s"}}]}' % name.encode()
    code, out, err = discover(tmp_path, {CLUSTER_QUEUES: body})
    assert (code, out) == (1, "")
    line = one_error(err)
    assert f"GET {CLUSTER_QUEUES}: " in line and "lone UTF-16 surrogate" in line, line


def test_a_surrogate_pair_and_an_escaped_backslash_are_text(tmp_path: Path) -> None:
    body = b'{"items": [{"metadata": {"name": "q\\ud83d\\ude00"}}, {"metadata": {"name": "\\\\ud800"}}]}'
    code, out, err = discover(tmp_path, {CLUSTER_QUEUES: body})
    assert (code, err) == (0, "")
    assert yaml.safe_load(out)["spec"]["kueue"]["existing"]["clusterQueues"] == ["\\ud800", "q\U0001f600"], out


def test_a_name_given_that_is_no_unicode_text_is_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    """--name from an argv that is no UTF-8 (Python holds its bytes as surrogates): refused before any read."""
    monkeypatch.setattr(cluster, "connect", lambda kubeconfig, context: pytest.fail("read the cluster"))
    err = io.StringIO()
    monkeypatch.setattr(sys, "stderr", err)
    assert cli.main(["discover", "-n", "ml", "--name", "a\udcff"]) == 1
    assert err.getvalue() == "[error] --name: 'a\\udcff' is no UTF-8 text\n"


def test_a_404_without_a_message_says_not_there(tmp_path: Path) -> None:
    code, out, err = discover(tmp_path, {})
    assert (code, err) == (0, "")
    assert "None" not in out, out
    assert "  # kueue.existing.resourceFlavors: not read: ResourceFlavors: not there\n" in out, out


def test_an_answer_that_never_ends_is_cut_at_the_timeout(tmp_path: Path) -> None:
    """One byte every 0.2 s never trips the per-request read timeout: --timeout bounds the whole read."""
    started = time.monotonic()
    code, out, err = discover(tmp_path, {KUEUE_CONFIG: b"{}"}, "--timeout", "2", drip=True)
    took = time.monotonic() - started
    assert (code, out) == (1, "")
    assert "no answer within 2 s (--timeout)" in one_error(err), err
    assert took < 15, took


@pytest.mark.parametrize("seconds", ["0", "-1", "nan", "inf", "x", "1e308", "99999999999999999999999", "86401"])
def test_a_timeout_that_is_no_positive_number_is_refused(seconds: str, tmp_path: Path) -> None:
    """1e308 was an OverflowError traceback from threading's wait (issue 37 re-test, C1): a day at most."""
    result = run_kfgen("discover", "--timeout", seconds, "--kubeconfig", str(tmp_path / "none"))
    assert (result.returncode, result.stdout) == (2, "")
    rule = "must be a number of seconds > 0 and at most 86400 (a day)"
    assert f"argument --timeout: {rule}, not {seconds!r}" in result.stderr, result.stderr
    assert "Traceback" not in result.stderr


KUBECONFIGS_THAT_ARE_NONE = {
    "passwd": (
        "root:x:0:0:root:/root:/bin/bash\n",
        "its YAML is a string, not a mapping of clusters, contexts and users",
    ),
    "list": ("- a\n", "its YAML is a list, not a mapping of clusters, contexts and users"),
    "no-yaml": (
        "a: [",
        "its YAML cannot be read: line 1, column 5: expected the node content, but found '<stream end>'",
    ),
    "clusters-not-a-list": ("clusters: 5\n", "clusters: must be a list (found an integer)"),
    "context-not-a-mapping": (
        "current-context: c\ncontexts: [{name: c, context: 5}]\n",
        "contexts[0].context: must be a mapping (found an integer)",
    ),
    "user-not-a-mapping": ("users: [7]\n", "users[0]: must be a mapping (found an integer)"),
    "current-context-not-text": ("current-context: [a]\n", "current-context: must be a string (found a list)"),
}


@pytest.mark.parametrize(
    ("content", "why"), list(KUBECONFIGS_THAT_ARE_NONE.values()), ids=list(KUBECONFIGS_THAT_ARE_NONE)
)
def test_a_file_that_is_no_kubeconfig_is_one_line_naming_it(content: str, why: str, tmp_path: Path) -> None:
    """`--kubeconfig /etc/passwd` printed the client's "'str' object does not support item assignment"."""
    path = tmp_path / "kubeconfig"
    path.write_text(content)
    result = run_kfgen("discover", "-n", "ml", "--kubeconfig", str(path))
    assert (result.returncode, result.stdout) == (1, "")
    line = one_error(result.stderr)
    assert line == f"[error] --kubeconfig: {path}: no kubeconfig: {why}\n", line


def test_a_kubeconfig_that_is_a_folder_is_one_line_naming_it(tmp_path: Path) -> None:
    result = run_kfgen("discover", "-n", "ml", "--kubeconfig", str(tmp_path))
    assert (result.returncode, result.stdout) == (1, "")
    assert one_error(result.stderr).startswith(f"[error] --kubeconfig: {tmp_path}: cannot read: "), result.stderr
