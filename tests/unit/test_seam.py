"""The seam holds: every feature module and package is registered once, every kind a build emits is a vocabulary
row that kfgen owns, no owned row is left without a feature or workload that emits it, and a golden case shows
every kind a build emits."""

from __future__ import annotations

import importlib
from collections.abc import Iterable
from pathlib import Path

import pytest
import test_golden as golden
import yaml
from conftest import ROOT

from kfgen import api, features, schema
from kfgen.features.base import Feature
from kfgen.workloads import registry
from kfgen.workloads.profile import Workload

FEATURES_DIR = ROOT / "kfgen" / "features"
WORKLOADS_DIR = ROOT / "kfgen" / "workloads"


def feature_modules() -> list[str]:
    """kfgen/features' feature modules and packages, by name (a package's FEATURE is in its __init__.py)."""
    modules = [p.stem for p in FEATURES_DIR.glob("*.py") if p.stem not in ("__init__", "base")]
    packages = [p.parent.name for p in FEATURES_DIR.glob("*/__init__.py")]
    return sorted([*modules, *packages])


def test_feature_packages_are_feature_modules() -> None:
    assert {"monitoring", "queue", "runtimes", "tracking", "tuning"} <= set(feature_modules())


@pytest.mark.parametrize("name", feature_modules())
def test_every_feature_module_is_registered_once(name: str) -> None:
    module = importlib.import_module(f"kfgen.features.{name}")
    where = Path(str(module.__file__)).relative_to(ROOT)
    feature = getattr(module, "FEATURE", None)
    assert isinstance(feature, Feature), f"{where} has no FEATURE"
    registered = [f for f in features.FEATURES if f.name]
    assert registered.count(feature) == 1, f"{where}: its FEATURE is not registered in kfgen.features.FEATURES once"


def test_feature_names_are_unique() -> None:
    assert len({f.name for f in features.FEATURES}) == len(features.FEATURES)


def workload_modules() -> list[str]:
    """kfgen/workloads' modules and the modules of its packages (a kind family may be a package: trainjob)."""
    found = [p.relative_to(ROOT).with_suffix("") for p in WORKLOADS_DIR.rglob("*.py") if p.stem != "__init__"]
    return sorted(".".join(path.parts) for path in found)


def test_every_workload_module_is_registered() -> None:
    """A module of kfgen/workloads with a WORKLOAD is in the registry; the others are its parts (profile, patches)."""
    modules = [importlib.import_module(name) for name in workload_modules()]
    found = [m.WORKLOAD for m in modules if hasattr(m, "WORKLOAD")]
    assert len(found) >= 3
    assert all(isinstance(w, Workload) for w in found)
    assert sorted(w.name for w in found) == sorted(w.name for w in registry.WORKLOADS)
    assert registry.WORKLOADS is features.WORKLOADS
    assert set(registry.BY_BACKEND) == set(
        schema.TRAINING_SPEC_SCHEMA["properties"]["spec"]["properties"]["backend"]["enum"]
    )


def test_emitted_kinds_are_exactly_the_owned_rows() -> None:
    emitted = {k.kind for k in features.emitted_kinds()}
    owned = {k.kind for k in registry.KINDS if k.role == "owned"}
    assert emitted == owned
    assert job_kinds() == set(registry.JOB_KINDS)


def job_kinds() -> set[str]:
    """What runs a spec: its workload's job, or the object a feature wraps it in (a Katib Experiment)."""
    wrapping = [f for f in features.FEATURES if f.wrap_job is not Feature._field_defaults["wrap_job"]]
    assert [f.name for f in wrapping] == ["tuning"]
    return {k.kind for w in features.WORKLOADS for k in w.kinds} | {k.kind for f in wrapping for k in f.kinds if k.job}


Kind = tuple[str, str]  # (apiVersion, kind)


def kinds(rows: Iterable[api.KindInfo]) -> set[Kind]:
    return {(k.api_version, k.kind) for k in rows}


def kfgen_kinds(case: Path) -> set[tuple[str, Kind]]:
    """What kfgen made in a golden case, by whom ("spec" or "Environment"): the objects labelled managed-by kfgen,
    of no kind the case's inputs pass through."""
    inputs = [d for path in golden.input_files(case) for d in yaml.safe_load_all(path.read_text()) if d]
    passed_through = {(d.get("apiVersion"), d.get("kind")) for d in inputs if d.get("apiVersion") != api.API_VERSION}
    made: set[tuple[str, Kind]] = set()
    for doc in yaml.safe_load_all((case / "expected.yaml").read_text()):
        kind, labels = (doc["apiVersion"], doc["kind"]), doc["metadata"].get("labels") or {}
        if labels.get(api.MANAGED_BY_LABEL) == api.MANAGED_BY and kind not in passed_through:
            made.add(("Environment" if api.ENVIRONMENT_KEY in labels else "spec", kind))
    return made


def test_every_emitted_kind_has_a_golden_and_every_golden_kind_is_emitted() -> None:
    """By origin: MLflow's db-upgrade Job (an Environment's) does not stand in for a spec's batch Job."""
    emitted = {
        "spec": kinds(k for w in features.WORKLOADS for k in w.kinds)
        | kinds(k for f in features.FEATURES for k in f.kinds),
        "Environment": kinds(features.environment_kinds()),
    }
    assert emitted["spec"] | emitted["Environment"] == kinds(features.emitted_kinds())
    found: dict[str, set[Kind]] = {"spec": set(), "Environment": set()}
    for path in golden.GOLDEN.glob("*/expected.yaml"):
        for origin, kind in kfgen_kinds(path.parent):
            found[origin].add(kind)
    for origin, expected in emitted.items():
        missing, extra = sorted(expected - found[origin]), sorted(found[origin] - expected)
        assert not missing, f"no golden case under tests/data/golden renders {missing} for a {origin}: add one"
        assert not extra, f"golden outputs hold {extra} made for a {origin}, which no registered slice emits for one"
    assert len(found["spec"] | found["Environment"]) >= 10  # the v1 family, TrainJob, identity, monitoring, queues


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
