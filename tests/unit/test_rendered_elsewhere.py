"""An object kfgen rendered from a TrainingSpec that is among a build's inputs was rendered elsewhere, under another
policy or none (issue 37 re-test, D1 and D1b): a team's own kustomization running its relaxed `prod` (or kfgen as a
generator, with no Environment) before the platform's transformer handed it the rendered PyTorchJob, which passed
through with exit 0 and kfgen's provenance for `prod`. Every entry point refuses it at its managed-by label."""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import ROOT, run_kfgen

SPEC = """\
apiVersion: kfgen.dev/v1alpha1
kind: TrainingSpec
metadata: {name: t2, namespace: ml-prod}
spec: {framework: pytorch, image: registry.example.com/ml/train:1, sharedMemory: unlimited,
  resources: {cpu: "2", memory: 4Gi}}
"""
RELAXED = """\
apiVersion: kfgen.dev/v1alpha1
kind: Environment
metadata: {name: prod}
spec: {namespace: ml-prod, policy: {unboundedSharedMemory: true, burstableCpu: true}}
"""
RULE = "was rendered by kfgen elsewhere, not by this build"


def rendered_elsewhere(tmp_path: Path) -> list[dict[str, Any]]:
    """What the team's own run of kfgen under its relaxed `prod` hands on: the job and its ServiceAccount."""
    (tmp_path / "relaxed.yaml").write_text(RELAXED)
    (tmp_path / "spec.yaml").write_text(SPEC)
    made = run_kfgen("render", "--environment", str(tmp_path / "relaxed.yaml"), str(tmp_path / "spec.yaml"))
    assert made.returncode == 0, made.stderr
    return [d for d in yaml.safe_load_all(made.stdout) if d]


@pytest.mark.parametrize("command", ["render", "validate", "post-render"])
def test_the_cli_refuses_what_kfgen_rendered_elsewhere(command: str, tmp_path: Path) -> None:
    text = yaml.safe_dump_all(rendered_elsewhere(tmp_path))
    built = tmp_path / "built.yaml"
    built.write_text(text)
    if command == "post-render":
        result = run_kfgen(command, "--env", "prod", stdin=text, cwd=ROOT)
    else:
        result = run_kfgen(command, "--env", "prod", str(built), cwd=ROOT)
    assert (result.returncode, result.stdout) == (1, ""), result.stderr
    lines = [line for line in result.stderr.splitlines() if RULE in line]
    assert any("PyTorchJob" in line for line in lines), result.stderr
    assert all("metadata.labels.app.kubernetes.io/managed-by" in line for line in lines), result.stderr


def test_the_krm_function_refuses_what_kfgen_rendered_elsewhere(tmp_path: Path) -> None:
    prod = yaml.safe_load((ROOT / "overlays" / "prod" / "environment.yaml").read_text())
    resource_list = {"apiVersion": "config.kubernetes.io/v1", "kind": "ResourceList", "functionConfig": prod}
    resource_list["items"] = rendered_elsewhere(tmp_path)
    result = run_kfgen("fn", stdin=json.dumps(resource_list))
    assert result.returncode == 1, result.stderr
    out = yaml.safe_load(result.stdout)
    assert out["items"] == resource_list["items"], "a KRM function echoes every input item unchanged"
    assert any(RULE in r["message"] for r in out["results"]), out["results"]


def test_the_platforms_own_objects_made_again_are_no_problem() -> None:
    """The Environment's own objects of an earlier run (kpt keeps them in the package) are made again once."""
    prod_text = (ROOT / "overlays" / "prod" / "environment.yaml").read_text()
    first = run_kfgen("render", "--env", "prod", "examples/jax-mnist.yaml", cwd=ROOT)
    assert first.returncode == 0, first.stderr
    env_objects = [
        d
        for d in yaml.safe_load_all(first.stdout)
        if d and "kfgen.dev/trainingspec" not in d["metadata"].get("labels", {})
    ]
    assert env_objects and prod_text
    again = run_kfgen("render", "--env", "prod", "-", "examples/jax-mnist.yaml", stdin=yaml.safe_dump_all(env_objects))
    assert again.returncode == 0, again.stderr
