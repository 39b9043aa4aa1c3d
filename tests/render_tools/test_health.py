"""Argo CD health checks (Lua, run in gopher-lua as Argo CD runs them), Flux healthCheckExprs (run in
cel-go) on the status samples of tests/data/fixtures/status, and the Argo CD plugin's generate command."""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import ROOT, tool
from healthcheck import evaluate
from test_tools import kustomize_build

SAMPLES = yaml.safe_load((ROOT / "tests" / "data" / "fixtures" / "status" / "samples.yaml").read_text())
V1_KINDS = ("PyTorchJob", "TFJob", "XGBoostJob", "MPIJob", "PaddleJob", "JAXJob")
API = {
    **dict.fromkeys(V1_KINDS, "kubeflow.org/v1"),
    "TrainJob": "trainer.kubeflow.org/v1alpha1",
    "Experiment": "kubeflow.org/v1beta1",  # Katib's conditions are the v1 family's
    "TrainingSpec": "kfgen.dev/v1alpha1",
}


def samples() -> list[tuple[str, dict[str, Any]]]:
    out = [(kind, s) for kind in (*V1_KINDS, "Experiment") for s in SAMPLES["v1"]]
    return out + [(kind, s) for kind in ("TrainJob", "TrainingSpec") for s in SAMPLES[kind]]


def obj(kind: str, sample: dict[str, Any]) -> dict[str, Any]:
    meta = {"name": "a", "namespace": "ml", "generation": sample.get("generation", 1)}
    return {"apiVersion": API[kind], "kind": kind, "metadata": meta, "spec": {}, "status": sample["status"]}


@pytest.mark.parametrize(
    ("snippet", "key"), [("argocd-cm-health.yaml", "argo"), ("argocd-cm-health-running-healthy.yaml", "argoRunning")]
)
def test_argocd_health_in_gopher_lua(health_bin: Path, tmp_path: Path, snippet: str, key: str) -> None:
    data = yaml.safe_load((ROOT / "argocd" / snippet).read_text())["data"]
    assert {k.rsplit("_", 1)[1] for k in data} == set(API)
    failures = []
    for kind, sample in samples():
        group = API[kind].split("/")[0]
        script = tmp_path / f"{kind}.lua"
        script.write_text(data[f"resource.customizations.health.{group}_{kind}"])
        [health] = evaluate(health_bin, "lua", str(script), objects=[obj(kind, sample)])
        if health["status"] != sample[key]:
            failures.append(f"{kind}/{sample['name']}: {health} != {sample[key]}")
        assert health["message"] not in ("", "nil")
    assert failures == []


# Flux keys its expressions by group and kind (one a GroupKind, else the Kustomization stalls): mpi-operator's
# v2beta1 MPIJob is judged by the MPIJob.kubeflow.org check, which must read its status too
ALSO = {("kubeflow.org/v2beta1", "MPIJob")}


def test_flux_health_check_exprs_in_cel(health_bin: Path, tmp_path: Path) -> None:
    rows = yaml.safe_load((ROOT / "flux" / "health-check-exprs.yaml").read_text())
    exprs = {e["kind"]: e for e in rows}
    assert len({(e["apiVersion"].split("/")[0], e["kind"]) for e in rows}) == len(rows), "one check a GroupKind"
    assert set(exprs) == set(API)
    failures = []
    for api, kind in {(api, kind) for kind, api in API.items()} | ALSO:
        for sample in (s for k, s in samples() if k == kind):
            path = tmp_path / f"{kind}.json"
            path.write_text(json.dumps({k: v for k, v in exprs[kind].items() if k not in ("apiVersion", "kind")}))
            [status] = evaluate(health_bin, "cel", str(path), objects=[{**obj(kind, sample), "apiVersion": api}])
            if status != sample["flux"]:
                failures.append(f"{api}/{kind}/{sample['name']}: {status} != {sample['flux']}")
    assert failures == []


def test_flux_kustomizations_carry_the_exprs() -> None:
    exprs = yaml.safe_load((ROOT / "flux" / "health-check-exprs.yaml").read_text())
    controller = yaml.safe_load((ROOT / "flux" / "controller.yaml").read_text())
    rendered = [
        d for d in yaml.safe_load_all((ROOT / "flux" / "rendered.yaml").read_text()) if d["kind"] == "Kustomization"
    ]
    assert controller["spec"]["healthCheckExprs"] == exprs
    assert rendered[0]["spec"]["healthCheckExprs"] == [e for e in exprs if e["kind"] != "TrainingSpec"]


def test_argocd_plugin_generate_matches_kustomize(tmp_path: Path) -> None:
    """The CMP's discover and generate commands, run as the sidecar runs them (in the application's directory)."""
    plugin = yaml.safe_load((ROOT / "argocd" / "cmp" / "plugin.yaml").read_text())
    (tmp_path / "kfgen").symlink_to(ROOT / "bin" / "kfgen-local")
    (tmp_path / "kfgen-fn").symlink_to(ROOT / "bin" / "kfgen-fn")  # the image's console script
    (tmp_path / "kustomize").symlink_to(tool("kustomize"))
    env = {**os.environ, "PATH": f"{tmp_path}:{os.environ['PATH']}", "ARGOCD_APP_NAME": "ml-prod"}
    target = ROOT / "overlays" / "prod"

    def run(command: list[str]) -> subprocess.CompletedProcess[str]:
        return subprocess.run(command, cwd=target, env=env, capture_output=True, text=True, timeout=300)

    assert run(plugin["spec"]["discover"]["find"]["command"]).stdout.strip() == "environment.yaml"
    result = run(plugin["spec"]["generate"]["command"])
    assert result.returncode == 0, result.stderr
    assert list(yaml.safe_load_all(result.stdout)) == list(yaml.safe_load_all(kustomize_build(target)))
