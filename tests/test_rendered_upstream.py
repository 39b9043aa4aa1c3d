"""Every rendered object of every golden case passes strict validation against the upstream schemas."""

from __future__ import annotations

from pathlib import Path

import pytest
import yaml
from test_golden import GOLDEN, cases
from upstream import validate_strict


@pytest.mark.parametrize("case", cases(), ids=lambda p: p.name)
def test_rendered_objects_are_valid_upstream(case: Path) -> None:
    objects = list(yaml.safe_load_all((case / "expected.yaml").read_text()))
    assert objects, "a case renders at least one object"
    problems = [p for obj in objects for p in validate_strict(obj)]
    assert problems == []


def test_golden_cases_cover_every_kind() -> None:
    kinds = {
        obj["kind"]
        for case in GOLDEN.iterdir()
        if (case / "expected.yaml").exists()
        for obj in yaml.safe_load_all((case / "expected.yaml").read_text())
    }
    expected = {
        "PyTorchJob",
        "TFJob",
        "XGBoostJob",
        "MPIJob",
        "PaddleJob",
        "JAXJob",
        "TrainJob",
        "ServiceAccount",
        "Service",
        "ServiceMonitor",
        "PodMonitor",
    }
    assert expected <= kinds
