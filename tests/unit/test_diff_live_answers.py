"""`kfgen diff --live` against an API server whose answers are not the objects they should be (the re-test of
issue 37, c2): a list of kfgen's objects holding null, a number or an object without metadata, a live object or
an apply result that is no object. Each is one line naming the request and the field, exit 2, never a traceback."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT
from fakeapi import api_server, kubeconfig

from kfgen.controller.kube import path
from kfgen.diff.live import OWNED_SELECTOR
from kfgen.workloads import registry

SPEC = (
    "apiVersion: kfgen.dev/v1alpha1\nkind: TrainingSpec\nmetadata: {name: a, namespace: ml}\n"
    "spec: {framework: pytorch, image: 'registry.example.com/train:1'}\n"
)
LISTS = [path(info.kind, "ml") for info in registry.KINDS if info.namespaced and info.role == "owned"]


def diff_live(tmp_path: Path, answers: dict[str, bytes | tuple[int, bytes]]) -> subprocess.CompletedProcess[str]:
    (tmp_path / "spec.yaml").write_text(SPEC)
    with api_server(answers) as server:
        env = {k: v for k, v in os.environ.items() if k != "KUBERNETES_SERVICE_HOST"}
        env |= {"PYTHONPATH": str(ROOT), "KUBECONFIG": str(kubeconfig(tmp_path / "kc", server))}
        return subprocess.run(
            [sys.executable, "-m", "kfgen.cli", "diff", "--live", str(tmp_path / "spec.yaml")],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
        )


def one_line(result: subprocess.CompletedProcess[str]) -> str:
    assert (result.returncode, result.stdout) == (2, ""), result.stderr
    assert "Traceback" not in result.stderr and len(result.stderr.splitlines()) == 1, result.stderr
    assert result.stderr.startswith("[error] --live: the API server: "), result.stderr
    return result.stderr


@pytest.mark.parametrize(
    ("listed", "why"),
    [
        (b'{"items": [null]}', "items[0]: must be an object (found null)"),
        (b'{"items": [5]}', "items[0]: must be an object (found an integer)"),
        (b'{"items": [{"metadata": null}]}', "items[0].metadata: must be an object (found null)"),
        (b'{"items": [{"metadata": {"name": 5}}]}', "items[0].metadata.name: must be a name (found an integer)"),
        (b'{"items": {"a": 1}}', "items: must be a list (found a mapping)"),
        (b"[1, 2]", "the answer must be an object (found a list)"),
        (
            b'{"items": [{"metadata": {"name": "x", "labels": {}, "ownerReferences": [null, 3]}}]}',
            "items[0].metadata.ownerReferences[0]: must be an object (found null)",
        ),
    ],
    ids=["null", "number", "metadata-null", "name-number", "items-mapping", "list", "owner-null"],
)
def test_a_list_answer_that_is_not_objects_is_one_line_naming_the_request(
    listed: bytes, why: str, tmp_path: Path
) -> None:
    """`items: [null, 5, {metadata: null}]` was `TypeError: 'NoneType' object is not a mapping` in _pruned."""
    result = diff_live(tmp_path, {"*": b"{}", **dict.fromkeys(LISTS, listed)})
    line = one_line(result)
    assert f"GET {LISTS[0]}?labelSelector={OWNED_SELECTOR}: {why}" in line, line


@pytest.mark.parametrize(
    ("answer", "why"),
    [
        (b"null", "the answer must be an object (found null)"),
        (b"7", "the answer must be an object (found an integer)"),
        (b'{"metadata": {"managedFields": [null]}}', "metadata.managedFields[0]: must be an object (found null)"),
    ],
    ids=["null", "number", "managed-fields-null"],
)
def test_an_object_answer_that_is_no_object_is_one_line(answer: bytes, why: str, tmp_path: Path) -> None:
    line = one_line(diff_live(tmp_path, {"*": answer}))
    assert why in line and " /api" in line, line


def test_an_unreachable_api_server_is_one_line_and_exit_2(tmp_path: Path) -> None:
    """A server that refuses the connection was urllib3's MaxRetryError traceback, exit 1 (issue 37, seventh re-test,
    C-3): `discover` said it in one line with the same kubeconfig."""
    (tmp_path / "spec.yaml").write_text(SPEC)
    kubeconfig = tmp_path / "kc"
    kubeconfig.write_text(
        "apiVersion: v1\nkind: Config\ncurrent-context: c\n"
        "clusters: [{name: c, cluster: {server: 'https://127.0.0.1:1', insecure-skip-tls-verify: true}}]\n"
        "contexts: [{name: c, context: {cluster: c, user: u}}]\nusers: [{name: u, user: {token: x}}]\n"
    )
    env = {k: v for k, v in os.environ.items() if k != "KUBERNETES_SERVICE_HOST"}
    env |= {"PYTHONPATH": str(ROOT), "KUBECONFIG": str(kubeconfig)}
    result = subprocess.run(
        [sys.executable, "-m", "kfgen.cli", "diff", "--live", str(tmp_path / "spec.yaml")],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    line = one_line(result)
    assert line.startswith("[error] --live: the API server: ") and "Connection refused" in line, line
