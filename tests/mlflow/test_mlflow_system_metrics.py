"""MLflow system metrics are opt-in: the real client (MLflow 3.17.2, the venv of `scripts/install-tools.sh mlflow`)
with exactly the MLFLOW_* env kfgen renders, in an image with psutil and in one without it.

MLflow's start_run() raises `Failed to start system metrics monitoring as package psutil is not installed` when
MLFLOW_ENABLE_SYSTEM_METRICS_LOGGING is on and psutil cannot be imported, so a training image without psutil died
at its first tracking call while kfgen turned them on everywhere. The run logs to a sqlite store in the test's
directory (the tracking URI is the only value substituted); `sys.modules["psutil"] = None` makes the client's
`import psutil` fail as it does in an image without the package.
"""

from __future__ import annotations

import json
import subprocess
import textwrap
from pathlib import Path
from typing import Any

import mlflow_harness as h
import pytest

from kfgen import core

Obj = dict[str, Any]

CLIENT = """
import json, sys, time
if {hide_psutil}:
    sys.modules["psutil"] = None  # `import psutil` raises ImportError, as in an image without it
import mlflow

mlflow.set_system_metrics_sampling_interval(1)
with mlflow.start_run() as run:
    mlflow.log_metric("loss", 0.5)
    time.sleep({wait})
got = mlflow.get_run(run.info.run_id)
print(json.dumps(sorted(got.data.metrics)))
"""

ENVIRONMENT: Obj = {
    "apiVersion": "kfgen.dev/v1alpha1",
    "kind": "Environment",
    "metadata": {"name": "dev"},
    "spec": {"namespace": "ml-dev", "registry": "registry.example.com/ml"},
}


def training_env(tmp_path: Path, environment_opt_in: bool | None, spec_opt_in: bool | None) -> dict[str, str]:
    """The training container's env as the kubelet gives it, from kfgen's rendering of a tracked spec."""
    mlflow: Obj = {"trackingUri": "http://mlflow.example.com"}
    if spec_opt_in is not None:
        mlflow["systemMetrics"] = spec_opt_in
    environment = json.loads(json.dumps(ENVIRONMENT))
    if environment_opt_in is not None:
        environment["spec"]["mlflow"] = {"systemMetrics": environment_opt_in}
    spec = {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "TrainingSpec",
        "metadata": {"name": "train"},
        "spec": {"framework": "pytorch", "image": "pytorch/pytorch:2.1.0", "tracking": {"mlflow": mlflow}},
    }
    expansion = core.expand(spec, environment)
    assert expansion.ok, [str(r) for r in expansion.results]
    job = next(o for o in expansion.objects if o["kind"] == "PyTorchJob")
    container = next(iter(job["spec"]["pytorchReplicaSpecs"].values()))["template"]["spec"]["containers"][0]
    env = h.client_env(container, {}, pod_name="train-worker-0")
    assert env["MLFLOW_TRACKING_URI"] == "http://mlflow.example.com"
    env["MLFLOW_TRACKING_URI"] = f"sqlite:///{tmp_path / 'mlflow.db'}"
    return env


def start_run(
    env: dict[str, str], tmp_path: Path, *, hide_psutil: bool, wait: float = 0
) -> subprocess.CompletedProcess[str]:
    script = CLIENT.format(hide_psutil=hide_psutil, wait=wait)
    return subprocess.run(
        [h.mlflow_python(), "-c", textwrap.dedent(script)],
        env={"PATH": "/usr/bin:/bin", "HOME": str(tmp_path), **h.IMAGE_ENV, **env},
        cwd=tmp_path,
        capture_output=True,
        text=True,
        timeout=180,
        check=False,
    )


def metrics(result: subprocess.CompletedProcess[str]) -> list[str]:
    assert result.returncode == 0, f"training client failed:\n{result.stderr[-4000:]}"
    return list(json.loads(result.stdout.strip().splitlines()[-1]))


@pytest.mark.parametrize("hide_psutil", [True, False], ids=["without-psutil", "with-psutil"])
def test_by_default_a_run_starts_with_or_without_psutil_and_logs_no_system_metrics(
    tmp_path: Path, hide_psutil: bool
) -> None:
    env = training_env(tmp_path, None, None)
    assert "MLFLOW_ENABLE_SYSTEM_METRICS_LOGGING" not in env
    assert metrics(start_run(env, tmp_path, hide_psutil=hide_psutil)) == ["loss"]


@pytest.mark.parametrize(("environment_opt_in", "spec_opt_in"), [(True, None), (None, True), (False, True)])
def test_opted_in_a_run_logs_system_metrics_per_pod_where_psutil_is_installed(
    tmp_path: Path, environment_opt_in: bool | None, spec_opt_in: bool | None
) -> None:
    env = training_env(tmp_path, environment_opt_in, spec_opt_in)
    assert env["MLFLOW_ENABLE_SYSTEM_METRICS_LOGGING"] == "true"
    logged = metrics(start_run(env, tmp_path, hide_psutil=False, wait=2.5))
    assert "loss" in logged
    assert any(m.startswith("system/train-worker-0/") for m in logged), logged  # MLFLOW_SYSTEM_METRICS_NODE_ID


def test_opted_in_without_psutil_the_first_tracking_call_fails(tmp_path: Path) -> None:
    """Why it is opt-in: the failure an image without psutil meets."""
    result = start_run(training_env(tmp_path, None, True), tmp_path, hide_psutil=True)
    assert result.returncode != 0
    assert "package `psutil` is not installed" in result.stderr, result.stderr[-4000:]


def test_the_spec_turns_off_what_the_environment_turns_on(tmp_path: Path) -> None:
    env = training_env(tmp_path, True, False)
    assert "MLFLOW_ENABLE_SYSTEM_METRICS_LOGGING" not in env
    assert metrics(start_run(env, tmp_path, hide_psutil=True)) == ["loss"]
