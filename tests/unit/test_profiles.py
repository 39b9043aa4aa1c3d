"""A job kind is one unit: each workload's profile answers everything about its kinds, and nothing outside
kfgen/workloads asks which backend it is on (it reads `ctx.profile`)."""

from __future__ import annotations

import ast
from pathlib import Path

import pytest
from conftest import ROOT

from kfgen import api
from kfgen.features import ranges
from kfgen.features.monitoring import state
from kfgen.schema import base as schema_base
from kfgen.workloads import frameworks, registry
from kfgen.workloads.profile import Range, StatusShape, Workload

KFGEN = ROOT / "kfgen"
WORKLOADS = {w.name: w for w in registry.WORKLOADS}
# Context attributes that name the backend; only the workloads (and the model that builds the Context) may read them
BACKEND_ATTRIBUTES = frozenset({"backend", "trainer"})
# The workloads' job kinds, by name. batch/v1's "Job" is left out: it is also the Kubernetes word (a Katib trial's
# kind, the batch API's), not a fact of one workload. The seven names are spelled out so that the guard below stays
# a guard if the registry lost a kind.
JOB_KIND_NAMES = frozenset({k.kind for w in registry.WORKLOADS for k in w.kinds} - {"Job"}) | {
    "PyTorchJob", "TFJob", "MPIJob", "XGBoostJob", "PaddleJob", "JAXJob", "TrainJob"
}  # fmt: skip


def test_a_profile_has_no_defaults_so_a_new_kind_cannot_leave_a_field_out() -> None:
    assert Workload._field_defaults == {}
    assert len(Workload._fields) >= 20


@pytest.mark.parametrize("name", sorted(WORKLOADS))
def test_every_profile_answers_for_every_framework(name: str) -> None:
    workload = WORKLOADS[name]
    owned = {k.kind for k in workload.kinds}
    assert owned and all(k.job and k.role == "owned" for k in workload.kinds), name
    assert set(workload.kueue_integrations) <= owned
    assert workload.pod_job_label and "/" in workload.pod_job_label
    assert workload.status is None or isinstance(workload.status, StatusShape)
    assert all(isinstance(row, Range) and row.minimum <= row.maximum for row in workload.ranges)
    assert all(isinstance(path, tuple) and why for path, why in workload.unsupported.items())
    assert workload.runtime is None or callable(workload.runtime.pod_patch_check)
    assert workload.reading is None or callable(workload.reading.read_back)
    for framework in frameworks.FRAMEWORKS.values():
        assert workload.job_kind(framework) in owned, (name, framework.name)
        roles = workload.roles(framework)
        assert roles and set(workload.singletons(framework)) <= set(framework.roles), (name, framework.name)
        assert roles == (workload.fixed_roles or tuple(framework.roles)), (name, framework.name)
        assert workload.default_container(framework)
        assert workload.title(framework)


def test_the_workloads_emit_exactly_the_vocabularys_workload_kinds_once() -> None:
    """Once by API version: MPIJob is the v1 family's and mpi-operator's (kubeflow.org/v2beta1), one name in the
    schema's enum."""
    kinds = [(k.api_version, k.kind) for w in registry.WORKLOADS for k in w.kinds]
    assert sorted({kind for _, kind in kinds}) == sorted(registry.WORKLOAD_KINDS) == schema_base.WORKLOAD_KINDS
    assert len(kinds) == len(set(kinds))
    assert len(registry.WORKLOAD_KINDS) == len(set(registry.WORKLOAD_KINDS))


def test_a_kind_of_two_versions_is_read_by_version_never_by_name() -> None:
    """MPIJob is the training operator's kubeflow.org/v1 and mpi-operator's kubeflow.org/v2beta1: a name alone names
    neither (a KeyError that says why), the apiVersion and kind name each."""
    assert {"MPIJob"} == registry.AMBIGUOUS
    with pytest.raises(KeyError, match=r"kubeflow\.org/v1, kubeflow\.org/v2beta1"):
        registry.kind("MPIJob")
    assert registry.BY_API[(api.V1_API_VERSION, "MPIJob")] in WORKLOADS["v1"].kinds
    assert registry.BY_API[("kubeflow.org/v2beta1", "MPIJob")] is WORKLOADS["mpi-operator"].kinds[0]
    assert registry.kind("PyTorchJob").api_version == api.V1_API_VERSION


def test_the_v1_kinds_are_written_once_in_the_framework_table() -> None:
    v1 = [k.kind for k in registry.KINDS if k.api_version == api.V1_API_VERSION]
    assert v1 == [f.kind for f in frameworks.FRAMEWORKS.values()]
    assert [k.kind for k in WORKLOADS["v1"].kinds] == v1


def test_features_read_the_workloads_tables() -> None:
    """The range check and kube-state-metrics' configuration are the workloads' rows, not copies."""
    assert {id(row) for w in registry.WORKLOADS for row in w.ranges} <= {id(row) for row in ranges.RANGES}
    for workload in registry.WORKLOADS:
        for kind in workload.kinds:
            assert state.SHAPES[(kind.api_version, kind.kind)] is workload.status


def _backend_reads(source: str, where: str) -> list[str]:
    found = []
    for node in ast.walk(ast.parse(source, where)):
        if isinstance(node, ast.Attribute) and node.attr in BACKEND_ATTRIBUTES and _is_context(node.value):
            found.append(f"{where}:{node.lineno} reads ctx.{node.attr}")
        if isinstance(node, ast.Subscript) and _names_backend(node.slice) and _is_spec(node.value):
            found.append(f"{where}:{node.lineno} reads the spec's backend")
        if isinstance(node, ast.Call) and _is_get(node) and node.args and _names_backend(node.args[0]):
            found.append(f"{where}:{node.lineno} reads the spec's backend")
    return found


def _is_context(node: ast.expr) -> bool:
    return isinstance(node, ast.Name) and node.id in ("ctx", "context")


def _is_spec(node: ast.expr) -> bool:
    name = node.attr if isinstance(node, ast.Attribute) else node.id if isinstance(node, ast.Name) else None
    return name == "spec"


def _is_get(node: ast.Call) -> bool:
    return isinstance(node.func, ast.Attribute) and node.func.attr == "get" and _is_spec(node.func.value)


def _names_backend(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value == "backend"


def modules_outside_the_workloads() -> list[Path]:
    skip = (KFGEN / "workloads", KFGEN / "generated", KFGEN / "schema")
    return sorted(p for p in KFGEN.rglob("*.py") if not any(p.is_relative_to(s) for s in skip))


def test_no_module_outside_the_workloads_reads_the_backend() -> None:
    """model.resolve picks the profile by the spec's backend: the one read allowed outside kfgen/workloads."""
    found = [
        line
        for path in modules_outside_the_workloads()
        for line in _backend_reads(path.read_text(), str(path.relative_to(ROOT)))
    ]
    assert len(found) == 1 and found[0].startswith("kfgen/model.py:"), found


def test_the_backend_check_finds_each_way_of_reading_it() -> None:
    source = "def f(ctx, spec):\n    return ctx.backend or ctx.trainer or ctx.spec.get('backend') or spec['backend']\n"
    assert len(_backend_reads(source, "probe.py")) == 4


# Katib's own defaults tables, keyed by kind name as Katib keys them (the one allowed exception): by module,
# the names they are assigned to
KATIB_TABLES = {
    "kfgen/render/katib.py": {"DEFAULT_TRIAL_KINDS", "TRIAL_RESOURCE_VERSIONS"},
    "kfgen/migrate/katibdefaults.py": {"KATIB_CONDITIONS", "KATIB_PRIMARY_POD_LABELS"},
}


def _kind_literals(source: str, where: str) -> list[str]:
    tree = ast.parse(source, where)
    tables = KATIB_TABLES.get(where, set())
    skipped = {
        id(inner)
        for statement in tree.body
        if isinstance(statement, (ast.Assign, ast.AnnAssign)) and _assigned(statement) & tables
        for inner in ast.walk(statement)
    }
    return [
        f"{where}:{node.lineno} names {node.value}"
        for node in ast.walk(tree)
        if isinstance(node, ast.Constant) and isinstance(node.value, str) and node.value in JOB_KIND_NAMES
        if id(node) not in skipped
    ]


def _assigned(statement: ast.Assign | ast.AnnAssign) -> set[str]:
    targets = statement.targets if isinstance(statement, ast.Assign) else [statement.target]
    return {t.id for t in targets if isinstance(t, ast.Name)}


def test_no_module_outside_the_workloads_names_a_job_kind() -> None:
    """A per-kind fact is its workload's (its profile, the framework table, the registry): a module outside
    kfgen/workloads asks the registry, never compares or lists kind names. kfgen/generated is written by
    `python -m kfgen.gen` from the schema, whose kind enums are the registry's and the framework table's."""
    found = [
        line
        for path in sorted(KFGEN.rglob("*.py"))
        if not path.is_relative_to(KFGEN / "workloads") and not path.is_relative_to(KFGEN / "generated")
        for line in _kind_literals(path.read_text(), str(path.relative_to(ROOT)))
    ]
    assert found == []


def test_the_kind_literal_check_finds_each_way_of_naming_a_kind() -> None:
    source = (
        "KINDS = ('TrainJob', 'Job')\n"
        "def f(job, kind):\n"
        "    return kind == 'MPIJob' or job.get('kind') in {'PyTorchJob': 1} or f'{kind}' == 'JAXJob'\n"
    )
    assert sorted(line.rsplit(" ", 1)[1] for line in _kind_literals(source, "probe.py")) == [
        "JAXJob", "MPIJob", "PyTorchJob", "TrainJob"
    ]  # fmt: skip
    katib = "DEFAULT_TRIAL_KINDS = ('TFJob',)\nOTHER = ('TFJob',)\n"
    assert _kind_literals(katib, "kfgen/render/katib.py") == ["kfgen/render/katib.py:2 names TFJob"]


@pytest.mark.parametrize("api_version", [[None], {"a": 1}, 1, None])
def test_a_job_whose_api_version_is_no_string_has_no_kind_row(api_version: object) -> None:
    """kfgen import read a PyTorchJob whose apiVersion was a list: the registry's lookup raised TypeError (unhashable)
    instead of the located error the wrong type deserves (test_import_fuzz found it)."""
    job = {"apiVersion": api_version, "kind": "PyTorchJob", "metadata": {"name": "a"}}
    assert registry.row_of(job) is None
    assert registry.workload_of(job) is None
