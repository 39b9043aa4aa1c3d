"""TypedDict views of the schema, for code that reads a checked spec (`python -m kfgen.gen` writes them).

Every object with properties becomes a TypedDict (total=False, its required fields `Required`), named
after its path (`EnvironmentSpecKueue`); a map becomes `dict[str, V]`, an array `list[T]`, an enum a
`Literal`, and a union or a field that takes several types `Any`. The views say what a value is after
validation; they add nothing at run time.
"""

from __future__ import annotations

import json
from typing import Any

from kfgen import schema

HEADER = (
    "# Generated from kfgen.schema by `python -m kfgen.gen`; do not edit.\n"
    '"""TypedDict views of the TrainingSpec and Environment specs (see kfgen.gen.typeddicts)."""\n\n'
    "from __future__ import annotations\n\n"
    "from typing import Any, Literal, Required, TypedDict\n"
)
SCALARS = {"string": "str", "integer": "int", "number": "float", "boolean": "bool"}


def _name(path: list[str]) -> str:
    return "".join(part[:1].upper() + part[1:] for part in path)


def _type(node: Any, path: list[str], out: dict[str, str]) -> str:
    if not isinstance(node, dict) or "oneOf" in node or "anyOf" in node:
        return "Any"
    if "enum" in node and all(isinstance(v, str) for v in node["enum"]):
        return "Literal[" + ", ".join(repr(v) for v in node["enum"]) + "]"
    kind = node.get("type")
    if kind in SCALARS:
        return SCALARS[kind]
    if kind == "array":
        return f"list[{_type(node.get('items'), [*path, 'Item'], out)}]"
    if kind == "object" and node.get("properties"):
        return _typed_dict(node, path, out)
    if kind == "object" and isinstance(node.get("additionalProperties"), dict):
        return f"dict[str, {_type(node['additionalProperties'], [*path, 'Value'], out)}]"
    return "dict[str, Any]" if kind == "object" else "Any"


def _typed_dict(node: dict[str, Any], path: list[str], out: dict[str, str]) -> str:
    name = _name(path)
    required = set(node.get("required") or [])
    fields = []
    for key, sub in node["properties"].items():
        value = _type(sub, [*path, key], out)
        fields.append(f"        {json.dumps(key)}: {f'Required[{value}]' if key in required else value},")
    out[name] = f'{name} = TypedDict(\n    "{name}",\n    {{\n' + "\n".join(fields) + "\n    },\n    total=False,\n)\n"
    return name


def code() -> str:
    out: dict[str, str] = {}
    for kind, root in schema.SCHEMAS.items():
        _type(root["properties"]["spec"], [kind, "Spec"], out)
    return HEADER + "".join(f"\n\n{body}" for body in out.values())
