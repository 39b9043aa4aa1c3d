"""`kfgen validate` without --env checks every spec.environments.NAME layer of a TrainingSpec as `kfgen render --env
NAME` checks the merged spec (kfgen.core.layer_problems; issue 37's re-test): before, a layer's deadline of 0s or pod
patch passed validate and failed render."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from conftest import run_kfgen

from kfgen import core

SPEC = """\
apiVersion: kfgen.dev/v1alpha1
kind: TrainingSpec
metadata:
  name: train
  namespace: ml
spec:
  framework: pytorch
  image: pytorch/pytorch:2.1.0
  backend: {backend}
  environments:
    dev:
      {layer}
"""
# the platform's dev: no policy beyond its namespace
DEV = """\
apiVersion: kfgen.dev/v1alpha1
kind: Environment
metadata:
  name: dev
spec:
  namespace: ml
"""
LAYERS = {
    "trainer-deadline-zero": ("trainer", "runPolicy: {deadline: 0s}"),
    "v1-deadline-zero": ("v1", "runPolicy: {deadline: 0s}"),
    "patch-node-name": ("v1", "podPatch: {spec: {nodeName: gpu-node-7}}"),
    "patch-host-network": ("trainer", "podPatch: {spec: {hostNetwork: true}}"),
    "patch-service-account": ("v1", "podPatch: {spec: {serviceAccountName: admin}}"),
    "patch-shm-memory": (
        "v1",
        "podPatch: {spec: {volumes: [{name: shm, emptyDir: {medium: Memory}}], containers: [{name: pytorch, "
        "volumeMounts: [{name: shm, mountPath: /dev/shm}]}]}}",
    ),
    "tuning-without-parameters": ("v1", "tuning: {objective: {metric: loss, goal: 0.1}}"),
}


def _error_fields(stderr: str) -> set[str]:
    """The field of each [error] line (the word after the object's reference)."""
    return {line.split("[error] ", 1)[1].split(" ")[1].rstrip(":") for line in stderr.splitlines() if "[error]" in line}


@pytest.mark.parametrize("case", sorted(LAYERS))
def test_validate_without_env_refuses_what_render_of_the_layer_refuses(case: str, tmp_path: Path) -> None:
    backend, layer = LAYERS[case]
    (tmp_path / "spec.yaml").write_text(SPEC.format(backend=backend, layer=layer))
    (tmp_path / "overlays" / "dev").mkdir(parents=True)
    (tmp_path / "overlays" / "dev" / "environment.yaml").write_text(DEV)
    render = run_kfgen("render", "--env", "dev", "spec.yaml", cwd=tmp_path)
    validate = run_kfgen("validate", "spec.yaml", cwd=tmp_path)
    assert render.returncode == 1, render.stderr
    in_layer = {field for field in _error_fields(render.stderr) if field.startswith("spec.environments.dev")}
    assert in_layer, render.stderr
    assert validate.returncode == 1, validate.stderr
    assert in_layer <= _error_fields(validate.stderr), validate.stderr
    assert "Traceback" not in validate.stderr


def test_a_problem_of_the_spec_itself_is_told_once() -> None:
    """The layers repeat the spec's own problems (each layer merges the spec): they are not told again per layer."""
    spec = yaml.safe_load(SPEC.format(backend="v1", layer="labels: {team: a}"))
    spec["spec"]["podPatch"] = {"spec": {"nodeName": "gpu-node-7"}}
    own = core.transform([spec]).results
    assert [r.field for r in own] == ["spec.podPatch.spec.nodeName"]
    assert core.layer_problems(spec, own) == []


def test_a_problem_the_layer_causes_elsewhere_names_the_layer(tmp_path: Path) -> None:
    """The layer removes the volume the spec's own pod patch mounts: the problem is at the patch, in that layer."""
    text = SPEC.format(backend="v1", layer="volumes: null").replace(
        "  environments:",
        "  volumes: [{name: data, claim: data, path: /data}]\n"
        "  podPatch: {spec: {containers: [{name: pytorch, volumeMounts: [{name: data, mountPath: /x}]}]}}\n"
        "  environments:",
    )
    assert core.transform([yaml.safe_load(text)]).ok
    (tmp_path / "spec.yaml").write_text(text)
    validate = run_kfgen("validate", "spec.yaml", cwd=tmp_path)
    assert validate.returncode == 1
    assert validate.stderr.splitlines() == [
        "spec.yaml:11: [error] kfgen.dev/v1alpha1/TrainingSpec/ml/train "
        "spec.podPatch.spec.containers[0].volumeMounts[0]"
        ".name (with spec.environments.dev): volume 'data' not found: the pod has no volume of that name; the API "
        "server refuses the pod"
    ]
