"""The kubeconfig entries `kfgen discover` and `kfgen diff --live` use, checked before the kubernetes client loads
them (kfgen.controller.kubeconfig; the re-test of issue 37: c1, d5, d6): a SOCKS proxy without PySocks, a token file
of /dev/zero, a failing exec credential plugin, a server without a scheme. Each is one located line, exit non-zero,
never a traceback, a stray log line or a read of the cluster without credentials."""

from __future__ import annotations

import importlib.util
import json
import os
import resource
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT
from fakeapi import api_server

from kfgen.cli import main as cli
from kfgen.controller import kubeconfig

SPEC = (
    "apiVersion: kfgen.dev/v1alpha1\nkind: TrainingSpec\nmetadata: {name: a, namespace: ml}\n"
    "spec: {framework: pytorch, image: 'registry.example.com/train:1'}\n"
)


def write_config(path: Path, cluster: dict[str, Any], user: dict[str, Any]) -> Path:
    """A kubeconfig in block YAML, one key a line, so that each field has its own line."""
    lines = [
        "apiVersion: v1",
        "kind: Config",
        "current-context: x",
        "contexts:",
        "- name: x",
        "  context: {cluster: c, user: u}",
        "clusters:",
        "- name: c",
        "  cluster:",
        *[f"    {key}: {json.dumps(value)}" for key, value in cluster.items()],
        "users:",
        "- name: u",
        "  user:",
        *[f"    {key}: {json.dumps(value)}" for key, value in user.items()],
    ]
    path.write_text("\n".join(lines) + "\n")
    return path


def line_of(path: Path, key: str) -> int:
    return next(n for n, text in enumerate(path.read_text().splitlines(), 1) if text.strip().startswith(f"{key}:"))


def limited() -> None:
    """A read without bound ends here at 2 GiB of address space, not at the machine's memory."""
    resource.setrlimit(resource.RLIMIT_AS, (2 << 30, 2 << 30))


def run(*args: str, kubeconfig_env: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "KUBERNETES_SERVICE_HOST"}
    env["PYTHONPATH"] = str(ROOT)
    if kubeconfig_env is not None:
        env["KUBECONFIG"] = str(kubeconfig_env)
    return subprocess.run(
        [sys.executable, "-m", "kfgen.cli", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        preexec_fn=limited,
        cwd=ROOT,
    )


def one_located_error(stderr: str, path: Path, key: str) -> str:
    assert "Traceback" not in stderr and len(stderr.splitlines()) == 1, stderr
    assert stderr.startswith(f"{path}:{line_of(path, key)}: [error] "), stderr
    return stderr


def discover(config: Path) -> subprocess.CompletedProcess[str]:
    return run("discover", "-n", "ml", "--kubeconfig", str(config), "--timeout", "5")


def diff_live(config: Path, tmp_path: Path) -> subprocess.CompletedProcess[str]:
    (tmp_path / "spec.yaml").write_text(SPEC)
    return run("diff", "--live", str(tmp_path / "spec.yaml"), kubeconfig_env=config)


@pytest.mark.parametrize("command", ["discover", "diff-live"])
def test_a_token_file_that_never_ends_is_refused_unread(command: str, tmp_path: Path) -> None:
    """`user.tokenFile: /dev/zero` was read without bound (15 GB in 15 s), --timeout ignored (d5)."""
    config = write_config(tmp_path / "kc", {"server": "http://127.0.0.1:9"}, {"tokenFile": "/dev/zero"})
    result = discover(config) if command == "discover" else diff_live(config, tmp_path)
    assert result.returncode != 0 and result.stdout == "", result.stderr
    line = one_located_error(result.stderr, config, "tokenFile")
    assert "users[0].user.tokenFile: /dev/zero holds more than 1048576 bytes (the limit is 1 MiB)" in line, line


@pytest.mark.parametrize("command", ["discover", "diff-live"])
def test_a_token_file_that_is_a_fifo_is_refused_unopened(command: str, tmp_path: Path) -> None:
    """`user.tokenFile` naming a FIFO no one writes blocked the command for ever at open (issue 37, noticed)."""
    os.mkfifo(tmp_path / "token")
    config = write_config(tmp_path / "kc", {"server": "http://127.0.0.1:9"}, {"tokenFile": "token"})
    result = discover(config) if command == "discover" else diff_live(config, tmp_path)
    assert result.returncode != 0 and result.stdout == "", result.stderr
    line = one_located_error(result.stderr, config, "tokenFile")
    assert "users[0].user.tokenFile: token is a FIFO (named pipe), not a file: refused unopened" in line, line


@pytest.mark.parametrize("key", ["client-certificate", "client-key", "certificate-authority"])
def test_a_certificate_file_larger_than_the_bound_is_refused(key: str, tmp_path: Path) -> None:
    (tmp_path / "big.pem").write_bytes(b"-" * (kubeconfig.FILE_LIMIT + 1))
    cluster: dict[str, Any] = {"server": "https://127.0.0.1:9"}
    user: dict[str, Any] = {"token": "t"}
    (cluster if key == "certificate-authority" else user)[key] = "big.pem"  # relative to the kubeconfig's folder
    config = write_config(tmp_path / "kc", cluster, user)
    result = discover(config)
    assert (result.returncode, result.stdout) == (1, ""), result.stderr
    assert f".{key}: big.pem holds more than" in one_located_error(result.stderr, config, key)


def test_files_within_the_bound_are_no_problem(tmp_path: Path) -> None:
    (tmp_path / "token").write_text("abc\n")
    config = write_config(
        tmp_path / "kc", {"server": "https://h", "proxy-url": "http://p:3128"}, {"tokenFile": "token"}
    )
    assert kubeconfig.problems(str(config), None) == []


def test_a_missing_token_file_names_it(tmp_path: Path) -> None:
    config = write_config(tmp_path / "kc", {"server": "https://h"}, {"tokenFile": "nothere"})
    [problem] = kubeconfig.problems(str(config), None)
    assert (problem.field, problem.line) == ("users[0].user.tokenFile", line_of(config, "tokenFile"))
    assert problem.message.startswith("cannot read nothere: No such file or directory"), problem


def socks_config(tmp_path: Path) -> Path:
    return write_config(tmp_path / "kc", {"server": "http://127.0.0.1:9", "proxy-url": "socks5://127.0.0.1:1"}, {})


@pytest.mark.parametrize("command", ["discover", "diff-live"])
def test_a_socks_proxy_without_pysocks_is_one_located_line(
    command: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]
) -> None:
    """`proxy-url: socks5://…` was a ModuleNotFoundError traceback (urllib3.contrib.socks imports PySocks) (c1)."""
    config = socks_config(tmp_path)
    found = importlib.util.find_spec
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: None if name == "socks" else found(name, *a))
    monkeypatch.setitem(sys.modules, "socks", None)  # an import of it fails, as where PySocks is not installed
    monkeypatch.delenv("KUBERNETES_SERVICE_HOST", raising=False)
    if command == "discover":
        code = cli.main(["discover", "-n", "ml", "--kubeconfig", str(config), "--timeout", "5"])
    else:
        (tmp_path / "spec.yaml").write_text(SPEC)
        monkeypatch.setenv("KUBECONFIG", str(config))
        code = cli.main(["diff", "--live", str(tmp_path / "spec.yaml")])
    out, err = capsys.readouterr()
    assert code != 0 and out == "", err
    line = one_located_error(err, config, "proxy-url")
    assert "clusters[0].cluster.proxy-url: 'socks5://127.0.0.1:1': a SOCKS proxy needs PySocks" in line, line


def test_a_socks_proxy_is_left_to_the_client_where_pysocks_is_installed(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    spec = importlib.util.spec_from_loader("socks", loader=None)
    monkeypatch.setattr(importlib.util, "find_spec", lambda name, *a: spec)
    assert kubeconfig.problems(str(socks_config(tmp_path)), None) == []


def test_a_proxy_of_an_unknown_scheme_is_refused(tmp_path: Path) -> None:
    config = write_config(tmp_path / "kc", {"server": "https://h", "proxy-url": "ftp://p"}, {})
    [problem] = kubeconfig.problems(str(config), None)
    assert problem.message == "'ftp://p': a proxy of scheme 'ftp' is not supported", problem


def test_a_failing_exec_plugin_is_one_located_error_not_a_read_without_credentials(tmp_path: Path) -> None:
    """`exec: {command: /bin/false}` printed `ERROR:root:exec: process returned 1` and read the cluster with no
    credentials, exit 0 (d6); kubectl fails."""
    with api_server({"*": b'{"items": []}'}) as server:
        user = {"exec": {"command": "/bin/false", "apiVersion": "client.authentication.k8s.io/v1"}}
        config = write_config(tmp_path / "kc", {"server": server}, user)
        result = discover(config)
    assert (result.returncode, result.stdout) == (1, ""), result.stderr
    line = one_located_error(result.stderr, config, "exec")
    assert "users[0].user.exec: the exec credential plugin failed (exec: process returned 1)" in line, line


def test_a_server_without_a_scheme_is_refused(tmp_path: Path) -> None:
    """urllib3 took http (and warned); kubectl takes https where TLS is configured: credentials in clear text."""
    config = write_config(tmp_path / "kc", {"server": "127.0.0.1:9"}, {"token": "t"})
    result = discover(config)
    assert (result.returncode, result.stdout) == (1, ""), result.stderr
    line = one_located_error(result.stderr, config, "server")
    assert "clusters[0].cluster.server: '127.0.0.1:9' has no scheme" in line, line


def test_only_the_selected_entries_are_checked(tmp_path: Path) -> None:
    config = write_config(tmp_path / "kc", {"server": "https://h"}, {"token": "t"})
    text = config.read_text() + "- name: other\n  user: {tokenFile: /dev/zero}\n"
    config.write_text(text.replace("users:\n", "users:\n- name: unused\n  user: {tokenFile: /dev/zero}\n"))
    assert kubeconfig.problems(str(config), None) == []
    assert kubeconfig.problems(str(config), "missing") == []


def test_exec_failures_leave_no_log_line(capsys: pytest.CaptureFixture[str]) -> None:
    import logging

    with kubeconfig.exec_failures() as logged:
        logging.error("exec: process returned %d", 1)
    assert logged == ["exec: process returned 1"]
    assert capsys.readouterr().err == ""


def test_kubeconfig_files_come_from_the_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("KUBECONFIG", os.pathsep.join(["a", "", "b"]))
    assert kubeconfig.paths(None) == [Path("a"), Path("b")]
    assert kubeconfig.paths("given") == [Path("given")]
    monkeypatch.setenv("KUBECONFIG", "")
    assert kubeconfig.paths(None) == [Path.home() / ".kube" / "config"]


NOT_KUBECONFIGS = {
    "passwd": "root:x:0:0:root:/root:/bin/bash\ndaemon:x:1:1:daemon:/usr/sbin:/usr/sbin/nologin\n",
    "clusters-a-number": "apiVersion: v1\nkind: Config\nclusters: 5\n",
    "yaml-error": "clusters: [\n",
}


def _not_a_kubeconfig(tmp_path: Path, shape: str) -> Path:
    if shape == "dev-zero":
        return Path("/dev/zero")
    path = tmp_path / shape
    path.write_text(NOT_KUBECONFIGS[shape], encoding="utf-8")
    return path


def _one_error_line(result: subprocess.CompletedProcess[str], named: str) -> None:
    assert "Traceback" not in result.stderr, result.stderr
    assert (result.returncode, result.stdout) == (2, ""), result.stderr
    errors = [line for line in result.stderr.splitlines() if "[error]" in line]
    assert len(errors) == 1 and named in errors[0], result.stderr


@pytest.mark.parametrize("shape", [*sorted(NOT_KUBECONFIGS), "dev-zero"])
@pytest.mark.parametrize("command", ["diff-live", "controller"])
def test_a_kubeconfig_that_is_none_is_one_line(command: str, shape: str, tmp_path: Path) -> None:
    """KUBECONFIG=/etc/passwd, `clusters: 5`, /dev/zero: `diff --live` and `controller` printed the client's
    TypeError or yaml ReaderError traceback, exit 1, where `discover --kubeconfig` says it in one line (issue 37,
    eighth re-test, C-1)."""
    config = _not_a_kubeconfig(tmp_path, shape)
    result = diff_live(config, tmp_path) if command == "diff-live" else run("controller", kubeconfig_env=config)
    _one_error_line(result, str(config))


def test_the_controller_without_any_kubeconfig_is_one_line(tmp_path: Path) -> None:
    """Started outside a cluster with no kubeconfig at all: the client's ConfigException traceback (C-1)."""
    env = {k: v for k, v in os.environ.items() if k not in ("KUBERNETES_SERVICE_HOST", "KUBECONFIG")}
    env.update(PYTHONPATH=str(ROOT), HOME=str(tmp_path))
    result = subprocess.run(
        [sys.executable, "-m", "kfgen.cli", "controller"], capture_output=True, text=True, env=env, timeout=60, cwd=ROOT
    )
    _one_error_line(result, "no cluster")
