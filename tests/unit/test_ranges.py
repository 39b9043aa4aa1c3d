"""kfgen's bounds for the numbers it writes into jobs are the upstream CRDs' own, derived from the CRDs.

Each row of kfgen.features.ranges.RANGES names the job field a spec field becomes; its bounds must equal
what the CRDs in ../shared/crds allow there (`format: int32|int64` intersected with `minimum`/`maximum`):
the same maximum, a minimum no lower. The schema holds an integer to the row's bounds; a duration string is
held by the check (tested here through kfgen.core). A CRD that changes a format or a bound fails this test.
"""

from __future__ import annotations

import functools
import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from upstream import crds_dir, tool_crd_files

from kfgen import core
from kfgen.features.ranges import RANGES
from kfgen.schema import TRAINING_SPEC_SCHEMA
from kfgen.workloads.profile import Range

FORMATS = {"int32": (-(2**31), 2**31 - 1), "int64": (-(2**63), 2**63 - 1)}
V1 = ("pytorchjobs", "tfjobs", "xgboostjobs", "mpijobs", "paddlejobs", "jaxjobs")
Obj = dict[str, Any]


@functools.cache
def _schema(path: Path) -> Obj:
    crd = yaml.safe_load(path.read_text(encoding="utf-8"))
    version = next(v for v in crd["spec"]["versions"] if v.get("storage"))
    schema: Obj = version["schema"]["openAPIV3Schema"]
    return schema


@functools.cache
def _batch_job_schema() -> Obj:
    """batch/v1 Job from the OpenAPI of the Kubernetes release the tests run, its $refs resolved."""
    from operators import module_dir, versions

    root = module_dir("k8s.io/kubernetes", versions()["KUBERNETES_VERSION"])
    schemas = json.loads((root / "api/openapi-spec/v3/apis__batch__v1_openapi.json").read_text())["components"]
    definitions: Obj = schemas["schemas"]

    def resolve(node: Any, depth: int = 0) -> Any:
        if not isinstance(node, dict) or depth > 8:
            return node
        refs = [n["$ref"] for n in node.get("allOf", []) if "$ref" in n] + ([node["$ref"]] if "$ref" in node else [])
        if refs:
            return resolve(definitions[refs[0].rsplit("/", 1)[1]], depth + 1)
        return {
            k: {p: resolve(v, depth + 1) for p, v in node["properties"].items()} if k == "properties" else v
            for k, v in node.items()
        }

    out: Obj = resolve(definitions["io.k8s.api.batch.v1.Job"])
    return out


def _targets(row: Range) -> list[tuple[str, Obj, str]]:
    """(CRD, its schema, the path of the row's field in it) for every CRD the row writes into."""
    root = crds_dir()
    if row.backend == "job":
        return [("jobs", _batch_job_schema(), row.target)]
    if row.backend == "trainer":
        return [("trainjobs", _schema(root / "trainer" / "trainer.kubeflow.org_trainjobs.yaml"), row.target)]
    if row.backend == "mpi-operator":  # its v2beta1 CRD, from its Go module (scripts/install-tools.sh mpi-operator)
        [crd] = [p for p in tool_crd_files(every=True) if p.parent.name == "mpi-operator"]
        return [("mpijobs v2beta1", _schema(crd), row.target)]
    plurals = ("mpijobs",) if row.backend == "mpi" else V1
    out = []
    for plural in plurals:
        schema = _schema(root / "training-operator" / f"kubeflow.org_{plural}.yaml")
        if row.backend == "pod":
            replicas = next(k for k in schema["properties"]["spec"]["properties"] if k.endswith("ReplicaSpecs"))
            out.append((plural, schema, f"spec.{replicas}.*.template.spec.{row.target}"))
        elif _node(schema, row.target) is not None:
            out.append((plural, schema, row.target))
    return out


def _node(schema: Obj, path: str) -> Obj | None:
    node: Any = schema
    for step in path.replace("[]", ".[]").split("."):
        if step == "[]":
            node = node.get("items")
        elif step == "*":
            node = node.get("additionalProperties")
        else:
            node = (node.get("properties") or {}).get(step)
        if not isinstance(node, dict):
            return None
    return dict(node)


def crd_bounds(node: Obj) -> tuple[int, int]:
    low, high = FORMATS[node["format"]]
    return max(low, node.get("minimum", low)), min(high, node.get("maximum", high))


@pytest.mark.parametrize("row", RANGES, ids=lambda r: f"{'.'.join(r.spec)}-{r.backend}")
def test_bounds_are_the_crds(row: Range) -> None:
    targets = _targets(row)
    assert targets, f"{row.target} is in no CRD of backend {row.backend}"
    for plural, schema, path in targets:
        node = _node(schema, path)
        assert node is not None and node.get("type") == "integer", (plural, path)
        low, high = crd_bounds(node)
        assert row.maximum == high, f"{plural} {path}: the CRD allows up to {high}, kfgen {row.maximum}"
        assert row.minimum >= low, f"{plural} {path}: the CRD needs at least {low}, kfgen allows {row.minimum}"


def _spec_schema(row: Range) -> Obj:
    node: Any = TRAINING_SPEC_SCHEMA["properties"]["spec"]
    for step in row.spec:
        node = node["items"] if step == "[]" else node["properties"][step]
    return dict(node["anyOf"][0] if row.duration else node)


@pytest.mark.parametrize("row", RANGES, ids=lambda r: f"{'.'.join(r.spec)}-{r.backend}")
def test_schema_holds_the_bounds(row: Range) -> None:
    node = _spec_schema(row)
    assert node["type"] == "integer"
    assert node.get("maximum") == row.maximum, ".".join(row.spec)
    assert node.get("minimum", 0) <= row.minimum, ".".join(row.spec)
    if row.duration:  # an integer of seconds is held to the same bounds as a duration string
        assert node.get("minimum", 0) == row.minimum, ".".join(row.spec)


def _spec(backend: str, **fields: Any) -> Obj:
    spec: Obj = {"framework": "pytorch", "image": "pytorch/pytorch:2.1.0", **fields}
    if backend in ("trainer", "job"):
        spec["backend"] = backend
    return {"apiVersion": "kfgen.dev/v1alpha1", "kind": "TrainingSpec", "metadata": {"name": "t"}, "spec": spec}


@pytest.mark.parametrize("row", [r for r in RANGES if r.duration], ids=lambda r: f"{'.'.join(r.spec)}-{r.backend}")
def test_durations_are_held_to_the_bounds(row: Range) -> None:
    """The largest duration string that fits renders; one second more (or one below the minimum) is refused."""
    backend = row.backend if row.backend in ("trainer", "job") else "v1"

    def expand(seconds: int, as_integer: bool = False) -> core.Expansion:
        hours, rest = divmod(seconds, 3600)
        value: Obj = {row.spec[1]: seconds if as_integer else f"{hours}h{rest}s"}
        if row.spec[0] == "gang":
            value["minAvailable"] = 1
        return core.expand(_spec(backend, **{row.spec[0]: value}), controller=True)

    assert expand(row.maximum).ok, expand(row.maximum).results
    over = expand(row.maximum + 1)
    assert [r.field for r in over.results if r.severity == "error"] == [f"spec.{'.'.join(row.spec)}"], over.results
    if row.minimum > 0:
        assert not expand(row.minimum - 1).ok
        below = expand(row.minimum - 1, as_integer=True)  # seconds as an integer: the schema's bound
        assert [r.field for r in below.results if r.severity == "error"] == [f"spec.{'.'.join(row.spec)}"]
        assert expand(row.minimum, as_integer=True).ok
