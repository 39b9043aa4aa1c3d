"""The seam holds: every feature module is registered once, every kind a build emits is a vocabulary row
that kfgen owns, and no owned row is left without a feature or workload that emits it."""

from __future__ import annotations

import importlib
from pathlib import Path

import yaml
from conftest import ROOT

from kfgen import api, features, schema
from kfgen.features.base import Feature
from kfgen.workloads import registry
from kfgen.workloads.profile import Workload

FEATURES_DIR = ROOT / "kfgen" / "features"
WORKLOADS_DIR = ROOT / "kfgen" / "workloads"


def test_every_feature_module_is_registered_once() -> None:
    modules = sorted(p.stem for p in FEATURES_DIR.glob("*.py") if p.stem not in ("__init__", "base"))
    registered = [f for f in features.FEATURES if f.name]
    for name in modules:
        module = importlib.import_module(f"kfgen.features.{name}")
        feature = getattr(module, "FEATURE", None)
        assert isinstance(feature, Feature), f"kfgen/features/{name}.py has no FEATURE"
        assert registered.count(feature) == 1, f"{name} is not registered in kfgen.features.FEATURES once"
    assert len({f.name for f in features.FEATURES}) == len(features.FEATURES)


def test_every_workload_module_is_registered() -> None:
    """A module of kfgen/workloads with a WORKLOAD is in the registry; the others are its parts (profile, patches)."""
    modules = [p.stem for p in WORKLOADS_DIR.glob("*.py") if p.stem != "__init__"]
    found = [
        m.WORKLOAD
        for m in map(importlib.import_module, (f"kfgen.workloads.{n}" for n in modules))
        if hasattr(m, "WORKLOAD")
    ]
    assert len(found) >= 3
    assert all(isinstance(w, Workload) for w in found)
    assert sorted(w.name for w in found) == sorted(w.name for w in registry.WORKLOADS)
    assert registry.WORKLOADS is features.WORKLOADS
    assert set(registry.BY_BACKEND) == set(
        schema.TRAINING_SPEC_SCHEMA["properties"]["spec"]["properties"]["backend"]["enum"]
    )


def test_emitted_kinds_are_exactly_the_owned_rows() -> None:
    emitted = {k.kind for k in features.emitted_kinds()}
    owned = {k.kind for k in api.KINDS if k.role == "owned"}
    assert emitted == owned
    assert job_kinds() == set(api.JOB_KINDS)


def job_kinds() -> set[str]:
    """What runs a spec: its workload's job, or the object a feature wraps it in (a Katib Experiment)."""
    wrapping = [f for f in features.FEATURES if f.wrap_job is not Feature._field_defaults["wrap_job"]]
    assert [f.name for f in wrapping] == ["tuning"]
    return {k.kind for w in features.WORKLOADS for k in w.kinds} | {k.kind for f in wrapping for k in f.kinds if k.job}


def test_every_kind_in_the_golden_outputs_is_emitted_by_a_registered_slice() -> None:
    emitted = {(k.api_version, k.kind) for k in features.emitted_kinds()}
    found: set[tuple[str, str]] = set()
    for path in (ROOT / "tests" / "golden").glob("*/expected.yaml"):
        spec_dir = path.parent
        inputs = [d for f in spec_dir.glob("input.yaml") for d in yaml.safe_load_all(f.read_text()) if d]
        passed_through = {
            (d.get("apiVersion"), d.get("kind")) for d in inputs if d.get("apiVersion") != api.API_VERSION
        }
        for doc in yaml.safe_load_all(path.read_text()):
            if doc and (doc["apiVersion"], doc["kind"]) not in passed_through:
                found.add((doc["apiVersion"], doc["kind"]))
    assert found <= emitted, found - emitted
    assert len(found) >= 10  # the goldens cover the v1 family, TrainJob, identity, monitoring and the queues


def test_adding_a_kind_is_one_row_plus_its_feature(tmp_path: Path) -> None:
    """What a new Environment-level kind needs, shown: a KindInfo row and a Feature that emits it."""
    row = api.KindInfo("example.dev/v1", "Widget", "widgets")
    widget = Feature("widget", environment_kinds=(row,), environment_objects=lambda env: [])
    assert row not in features.emitted_kinds()
    original = features.FEATURES
    try:
        features.FEATURES = (*original, widget)
        assert row in features.emitted_kinds()
        assert row in features.environment_kinds()
    finally:
        features.FEATURES = original
