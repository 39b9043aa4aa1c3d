"""The schema is the single source: derived copies must not drift, and the CRD copy must be sound."""

from __future__ import annotations

import json
from typing import Any

import yaml
from conftest import ROOT, run_kfgen
from upstream import validate_strict

from kfgen import schema
from kfgen.gen import crd
from kfgen.gen import main as gen


def test_derived_artifacts_match_the_schema() -> None:
    stale = [
        str(path.relative_to(ROOT))
        for path, text in gen.artifacts().items()
        if not path.exists() or path.read_text() != text
    ]
    assert stale == [], "run `python -m kfgen.gen` to regenerate"


def test_gen_check_detects_drift(tmp_path: Any, monkeypatch: Any) -> None:
    monkeypatch.setattr(gen, "ROOT", tmp_path)
    assert gen.main(["--check"]) == 1
    assert gen.main([]) == 0
    assert gen.main(["--check"]) == 0


def test_kfgen_schema_prints_the_source_schema_with_nullable_fields() -> None:
    result = run_kfgen("schema")
    assert result.returncode == 0
    printed = json.loads(result.stdout)
    assert printed["properties"]["spec"]["properties"]["elastic"]["type"] == ["object", "null"]
    assert {k: v for k, v in printed.items() if k != "properties"} == {
        k: v for k, v in schema.TRAINING_SPEC_SCHEMA.items() if k != "properties"
    }
    env = run_kfgen("schema", "--kind", "Environment", "--crd")
    assert yaml.safe_load(env.stdout) == crd.crd("Environment")


def _walk(node: Any, path: str = "") -> list[tuple[str, dict[str, Any]]]:
    out = []
    if isinstance(node, dict):
        out.append((path, node))
        for key, value in node.items():
            out += _walk(value, f"{path}.{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            out += _walk(value, f"{path}[{index}]")
    return out


def test_crd_schema_is_structural() -> None:
    for kind in schema.SCHEMAS:
        root = crd.openapi_schema(kind)
        for path, node in _walk(root):
            assert "propertyNames" not in node and "x-kfgen-message" not in node, path
            assert "$ref" not in node and "const" not in node, path
            if path.endswith(".properties") or path.endswith("additionalProperties") or ".properties." not in path:
                continue
            for junctor in ("oneOf", "anyOf", "allOf"):
                for branch in node.get(junctor, []):
                    if not node.get("x-kubernetes-int-or-string"):
                        assert "type" not in branch, f"{path}.{junctor} sets a type"


def test_crds_are_valid_customresourcedefinitions() -> None:
    for path in sorted((ROOT / "bases" / "crds").glob("kfgen.dev_*.yaml")):
        assert validate_strict(yaml.safe_load(path.read_text())) == []


def test_every_schema_field_is_documented() -> None:
    reference = (ROOT / "docs" / "reference.md").read_text()
    for name in schema.TRAINING_SPEC_SCHEMA["properties"]["spec"]["properties"]:
        assert f"`spec.{name}`" in reference
    for path, node in _walk(schema.TRAINING_SPEC_SCHEMA):
        if ".spec." in path and "oneOf" not in path and isinstance(node.get("properties"), dict):
            undocumented = [name for name, child in node["properties"].items() if not child.get("description")]
            assert undocumented == [], path
