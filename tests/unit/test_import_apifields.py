"""`kfgen import` of a spec field the job kind's CRD does not define (kfgen.migrate.apifields): the API server drops it
when the job is created, so import says that, not "add it to the job by hand" (which would do nothing, or be refused
by `kubectl apply --validate=strict`)."""

from __future__ import annotations

from pathlib import Path

import yaml
from conftest import run_kfgen
from upstream import crds_dir

from kfgen.migrate import apifields

TFJOB = """\
apiVersion: kubeflow.org/v1
kind: TFJob
metadata: {name: mnist}
spec:
  cleanPodPolicy: All
  enableDynamicWorker: true
  tfReplicaSpecs:
    Worker:
      replicas: 2
      template:
        spec:
          containers:
          - {name: tensorflow, image: registry.example.com/ml/tf:2.15}
"""


def test_the_table_is_the_training_operators_crds() -> None:
    found = {}
    for path in sorted((crds_dir() / "training-operator").glob("*.yaml")):
        crd = yaml.safe_load(path.read_text())
        [version] = [v for v in crd["spec"]["versions"] if v["name"] == "v1"]
        fields = version["schema"]["openAPIV3Schema"]["properties"]["spec"]["properties"]
        found[crd["spec"]["names"]["kind"]] = frozenset(fields)
    assert found == apifields.SPEC_FIELDS


def test_a_field_the_api_server_drops_is_named_as_dropped(tmp_path: Path) -> None:
    (tmp_path / "job.yaml").write_text(TFJOB)
    result = run_kfgen("import", str(tmp_path / "job.yaml"))
    lines = result.stderr.splitlines()
    [dropped] = [line for line in lines if " spec.cleanPodPolicy: " in line]
    assert dropped.endswith(
        "spec.cleanPodPolicy: not a field of kubeflow.org/v1 TFJob: the API server drops it when the job is created"
        " (the job that ran never had it); left out"
    ), dropped
    assert "cleanPodPolicy" not in result.stdout


def test_a_field_of_the_kind_kfgen_cannot_carry_keeps_its_advice(tmp_path: Path) -> None:
    (tmp_path / "job.yaml").write_text(TFJOB)
    lines = run_kfgen("import", str(tmp_path / "job.yaml")).stderr.splitlines()
    [kept] = [line for line in lines if " spec.enableDynamicWorker: " in line]
    assert "no TrainingSpec field carries it (True); add it to the job by hand after rendering" in kept, kept
