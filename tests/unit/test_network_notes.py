"""The network policy's note on a job that talks to the API server comes from the job kind's profile: a v1 MPIJob's
launcher runs kubectl exec; a v2beta1 MPIJob's launcher uses ssh and has no API access, so it gets no such note (the
feature asked `job_kind == "MPIJob"` and told v2beta1 jobs what only v1 ones do)."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from conftest import ROOT

from kfgen import core

GOLDEN = ROOT / "tests" / "data" / "golden" / "mpi-operator-queued"
NOTE = "kubectl exec: it reaches the API server only through the Environment's networkPolicy.egress"


def warnings(backend: str | None) -> list[str]:
    environment = yaml.safe_load((GOLDEN / "environment.yaml").read_text())
    spec = yaml.safe_load(Path(GOLDEN / "input.yaml").read_text())
    if backend is None:
        del spec["spec"]["backend"], spec["spec"]["mpi"]
        spec["spec"]["roles"]["worker"].pop("command")
        spec["spec"]["nprocPerNode"] = 1
    expansion = core.transform([spec], environment)  # the v1 job fails this Environment's rules: its notes stand
    return [r.message for r in expansion.results if r.severity == "warning"]


@pytest.mark.parametrize(("backend", "noted"), [(None, True), ("mpi-operator", False)])
def test_only_a_v1_mpijob_is_told_its_launcher_needs_the_api_server(backend: str | None, noted: bool) -> None:
    assert any(NOTE in w for w in warnings(backend)) is noted
