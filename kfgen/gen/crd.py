"""CRDs and editor schemas derived from kfgen.schema (the single source).

The CRD copy is made structural: metadata is left to the API server, union-typed fields (env values,
pod patches) keep x-kubernetes-preserve-unknown-fields, kfgen-only keywords and propertyNames are
dropped, lists of unique items become sets, and fields are nullable so that `null` (remove) survives
the API server's pruning. The controller validates the stored object against the full schema.
"""

from __future__ import annotations

import json
from typing import Any

from kfgen import schema

_DROP = {"$schema", "$id", "title", "x-kfgen-message", "propertyNames"}

_PRINTER_COLUMNS = {
    schema.TRAINING_SPEC: [
        {"name": "Framework", "type": "string", "jsonPath": ".spec.framework"},
        {"name": "Backend", "type": "string", "jsonPath": ".spec.backend"},
        {"name": "Phase", "type": "string", "jsonPath": ".status.phase"},
        {"name": "Age", "type": "date", "jsonPath": ".metadata.creationTimestamp"},
    ],
    schema.ENVIRONMENT: [
        {"name": "Namespace", "type": "string", "jsonPath": ".spec.namespace"},
        {"name": "Age", "type": "date", "jsonPath": ".metadata.creationTimestamp"},
    ],
}
_SCOPE = {schema.TRAINING_SPEC: "Namespaced", schema.ENVIRONMENT: "Cluster"}
_SHORT_NAMES = {schema.TRAINING_SPEC: ["ts"], schema.ENVIRONMENT: ["kfenv"]}


def structural(node: Any, nullable: bool = False) -> Any:
    if isinstance(node, list):
        return [structural(item) for item in node]
    if not isinstance(node, dict):
        return node
    if node.get("x-kubernetes-int-or-string"):
        return _int_or_string(node, nullable)
    out: dict[str, Any] = {}
    for key, value in node.items():
        if key in _DROP or (key == "oneOf" and node.get("x-kubernetes-preserve-unknown-fields")):
            continue
        if key == "additionalProperties" and value is False:
            continue  # not allowed beside properties; the API server prunes and reports unknown fields
        if key == "uniqueItems":  # the API server refuses it (quadratic); a set list is its linear equivalent
            if value:
                out["x-kubernetes-list-type"] = "set"
        elif key == "properties":
            out[key] = {name: structural(child, nullable=True) for name, child in value.items()}
        elif key == "additionalProperties" and isinstance(value, dict):
            out[key] = structural(value, nullable=True)
        elif key in ("anyOf", "oneOf", "allOf", "not", "items"):
            out[key] = structural(value)
        else:
            out[key] = value
    if nullable and "type" in out:
        out["nullable"] = True
    return out


def _int_or_string(node: dict[str, Any], nullable: bool) -> dict[str, Any]:
    """The one form Kubernetes accepts; the string branch's pattern moves out (it checks strings only)."""
    out: dict[str, Any] = {
        "description": node.get("description", ""),
        "x-kubernetes-int-or-string": True,
        "anyOf": [{"type": "integer"}, {"type": "string"}],
    }
    patterns = [b["pattern"] for b in node.get("anyOf", []) if b.get("type") == "string" and "pattern" in b]
    if patterns:
        out["pattern"] = patterns[0]
    if nullable:
        out["nullable"] = True
    return out


def openapi_schema(kind: str) -> dict[str, Any]:
    source = schema.SCHEMAS[kind]
    root: dict[str, Any] = structural(source)
    root["properties"]["metadata"] = {"type": "object"}
    for name in ("apiVersion", "kind", "metadata", "spec", "status"):
        root["properties"][name].pop("nullable", None)
    root["properties"]["apiVersion"] = {"type": "string"}
    root["properties"]["kind"] = {"type": "string"}
    root["required"] = ["spec"]
    return root


def crd(kind: str) -> dict[str, Any]:
    plural = kind.lower() + "s"
    return {
        "apiVersion": "apiextensions.k8s.io/v1",
        "kind": "CustomResourceDefinition",
        "metadata": {
            "name": f"{plural}.{schema.GROUP}",
            "labels": {"app.kubernetes.io/name": "kfgen", "app.kubernetes.io/part-of": "kfgen"},
        },
        "spec": {
            "group": schema.GROUP,
            "names": {
                "kind": kind,
                "listKind": f"{kind}List",
                "plural": plural,
                "singular": kind.lower(),
                "shortNames": _SHORT_NAMES[kind],
                "categories": ["kfgen"],
            },
            "scope": _SCOPE[kind],
            "versions": [
                {
                    "name": schema.VERSION,
                    "served": True,
                    "storage": True,
                    "schema": {"openAPIV3Schema": openapi_schema(kind)},
                    "subresources": {"status": {}},
                    "additionalPrinterColumns": _PRINTER_COLUMNS[kind],
                }
            ],
        },
    }


def json_schema(kind: str) -> str:
    """The editor schema (yaml-language-server, jsonschema, kubeconform): the source schema in which every
    field below `spec` also accepts `null`, the documented way to remove what a lower layer set."""
    root = dict(schema.SCHEMAS[kind])
    root["properties"] = {**root["properties"], "spec": _null_fields(root["properties"]["spec"])}
    return json.dumps(root, indent=2, ensure_ascii=False) + "\n"


def _null_fields(node: Any) -> Any:
    if isinstance(node, list):
        return [_null_fields(item) for item in node]
    if not isinstance(node, dict):
        return node
    out = {key: _null_fields(value) for key, value in node.items()}
    if isinstance(node.get("properties"), dict):
        out["properties"] = {name: _nullable(child) for name, child in out["properties"].items()}
    if isinstance(node.get("additionalProperties"), dict):
        out["additionalProperties"] = _nullable(out["additionalProperties"])
    return out


def _nullable(node: dict[str, Any]) -> dict[str, Any]:
    out = dict(node)
    if isinstance(out.get("type"), str):
        out["type"] = [out["type"], "null"]
    elif "type" not in out and ("anyOf" in out or "oneOf" in out):
        key = "anyOf" if "anyOf" in out else "oneOf"
        out[key] = [*out[key], {"type": "null"}]
    if isinstance(out.get("enum"), list) and None not in out["enum"]:
        out["enum"] = [*out["enum"], None]
    return out
