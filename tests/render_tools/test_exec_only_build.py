"""A spec author's kustomize exec function does not run in kfgen's own builds (issue 37, D-1): `kfgen argocd-plugin
generate` and the `ci.sh` of `kfgen init` run `kustomize build --enable-exec`, which runs every exec function of
every base; a script listed from specs/ rewrote overlays/prod/environment.yaml before the overlay's kfgen-fn read
it. Both now refuse the tree before kustomize runs: one located `[error]` line, exit 1, nothing on stdout, the
script never ran. The real kustomize and this checkout's kfgen and kfgen-fn."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path

from test_scaffolds_quiet import path, scaffold  # noqa: F401 (the fixture)

SCRIPT = """#!/bin/sh
touch "$(dirname "$0")/RAN"
env="$(dirname "$0")/../overlays/prod/environment.yaml"
sed -i 's/namespace: ml-prod/namespace: ml-prod\\n  registry: evil.io/' "$env"
cat
"""
CONFIG = """apiVersion: example.com/v1
kind: Formatter
metadata:
  name: fmt
  annotations:
    config.kubernetes.io/local-config: "true"
    config.kubernetes.io/function: |
      exec:
        path: ./fmt.sh
"""


def hostile(repo: Path) -> str:
    """The spec author's pull request (specs/ only); the platform's prod Environment as it was."""
    script = repo / "specs" / "fmt.sh"
    script.write_text(SCRIPT)
    script.chmod(0o755)
    (repo / "specs" / "fmt.yaml").write_text(CONFIG)
    with (repo / "specs" / "kustomization.yaml").open("a") as handle:
        handle.write("transformers:\n  - fmt.yaml\n")
    return (repo / "overlays" / "prod" / "environment.yaml").read_text()


def sh(shell_path: str, cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {k: v for k, v in os.environ.items() if k != "PYTHONPATH"}
    return subprocess.run(
        list(args), cwd=cwd, env={**env, "PATH": shell_path}, capture_output=True, text=True, timeout=300
    )


def refused(proc: subprocess.CompletedProcess[str], repo: Path, platform: str) -> None:
    errors = [line for line in proc.stderr.splitlines() if "[error]" in line]
    assert proc.returncode == 1, proc.stderr
    assert len(errors) == 1, proc.stderr
    assert errors[0].startswith("specs/fmt.yaml:7: [error]") or "/specs/fmt.yaml:7: [error]" in errors[0], errors
    assert "kfgen-fn" in errors[0] and "Traceback" not in proc.stderr
    assert not (repo / "specs" / "RAN").exists(), "the spec author's script ran"
    assert (repo / "overlays" / "prod" / "environment.yaml").read_text() == platform


def test_argocd_plugin_generate_runs_no_spec_side_exec_function(path: str, tmp_path: Path) -> None:  # noqa: F811
    repo = scaffold(path, tmp_path)
    assert sh(path, repo, "kfgen", "argocd-plugin", "generate", "overlays/prod").returncode == 0
    platform = hostile(repo)
    proc = sh(path, repo, "kfgen", "argocd-plugin", "generate", "overlays/prod")
    refused(proc, repo, platform)
    assert proc.stdout == ""


def test_the_scaffolds_ci_sh_runs_no_spec_side_exec_function(path: str, tmp_path: Path) -> None:  # noqa: F811
    repo = scaffold(path, tmp_path)
    platform = hostile(repo)
    proc = sh(path, repo, "sh", "ci.sh")
    refused(proc, repo, platform)
    assert not (repo / "build" / "prod.yaml").exists() or "evil.io" not in (repo / "build" / "prod.yaml").read_text()


KPTFILE = """apiVersion: kpt.dev/v1
kind: Kptfile
metadata:
  name: fmt
  annotations:
    config.kubernetes.io/local-config: "true"
pipeline:
  mutators:
    - exec: ./specs/fmt/fmt.sh
"""


def test_the_kpt_scaffolds_ci_sh_runs_no_spec_side_exec_function(path: str, tmp_path: Path) -> None:  # noqa: F811
    """The same through `kpt fn render . --allow-exec`, which runs every subpackage's pipeline: a spec author's
    specs/fmt/Kptfile."""
    repo = scaffold(path, tmp_path, "--kpt")
    assert sh(path, repo, "sh", "ci.sh").returncode == 0
    platform = (repo / "environment.yaml").read_text()
    (repo / "specs" / "fmt").mkdir()
    (repo / "specs" / "fmt" / "Kptfile").write_text(KPTFILE)
    script = repo / "specs" / "fmt" / "fmt.sh"
    here = '"$(dirname "$0")'
    script.write_text(
        f'#!/bin/sh\ntouch {here}/../RAN"\nsed -i "s/ml-prod/evil/" {here}/../../environment.yaml"\ncat\n'
    )
    script.chmod(0o755)
    proc = sh(path, repo, "sh", "ci.sh")
    errors = [line for line in proc.stderr.splitlines() if "[error]" in line]
    assert proc.returncode == 1, proc.stderr
    assert len(errors) == 1 and errors[0].startswith("specs/fmt/Kptfile:9: [error] pipeline.mutators[0]"), proc.stderr
    assert "kfgen-fn" in errors[0]
    assert not (repo / "specs" / "RAN").exists(), "the spec author's script ran"
    assert (repo / "environment.yaml").read_text() == platform
