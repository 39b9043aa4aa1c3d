"""The field reference, generated from kfgen.schema."""

from __future__ import annotations

from typing import Any

from kfgen import schema


def _type(node: dict[str, Any]) -> str:
    if node.get("x-kubernetes-int-or-string"):
        return "int or string"
    if "enum" in node:
        return " \\| ".join(f"`{v}`" for v in node["enum"])
    if node.get("type") == "array":
        return f"list of {_type(node.get('items', {}))}"
    if node.get("type") == "object" and isinstance(node.get("additionalProperties"), dict):
        return f"map of {_type(node['additionalProperties'])}"
    if "oneOf" in node:
        return "value or reference"
    return str(node.get("type", "any"))


def _rows(node: dict[str, Any], prefix: str) -> list[str]:
    rows = []
    for name, child in node.get("properties", {}).items():
        path = f"{prefix}.{name}" if prefix else name
        description = " ".join(str(child.get("description", "")).split()).replace("|", "\\|")
        default = f" Default `{child['default']}`." if "default" in child else ""
        rows.append(f"| `{path}` | {_type(child)} | {description}{default} |")
        if name == "environments":
            continue
        rows += _rows(child, path)
        if child.get("type") == "array":
            rows += _rows(child.get("items", {}), path + "[]")
        additional = child.get("additionalProperties")
        if isinstance(additional, dict) and "properties" in additional:
            rows += _rows(additional, path + ".<key>")
    return rows


def reference() -> str:
    parts = ["# kfgen API reference\n", "Generated from `kfgen/schema/` by `python -m kfgen.gen`; do not edit.\n"]
    for kind, root in schema.SCHEMAS.items():
        parts.append(f"\n## {kind} (`{schema.API_VERSION}`)\n\n{root['description']}\n")
        parts.append("| field | type | meaning |\n| --- | --- | --- |")
        parts.extend(_rows(root["properties"]["spec"], "spec"))
        if kind == schema.TRAINING_SPEC:
            parts.append(
                "| `spec.environments.<name>` | override | Any field above except framework, "
                "backend and environments; `null` removes. |"
            )
            parts.extend(_rows(root["properties"]["status"], "status"))
    return "\n".join(parts) + "\n"
