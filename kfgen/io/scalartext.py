"""Values kfgen writes as text (env variables' values), checked against the text they came as.

`PY_VERSION: 3.10` is the number 3.1 to every YAML reader, and kfgen would write it as the text "3.1"; `LR: 1e3`
would become "1000.0", `0x1F` "31", `True` "true". The data alone cannot tell 3.10 from 3.1, so the reader
(yamlread.Loader) marks such a value where it still has the node: as values.Lossy, which the core refuses with the
text to quote; yamlfast, which reads no nodes, leaves a stream that may hold one to it. A plain `10`, `0.5` or
`true` reads back as it was written and passes; `~` is null, a removal.
"""

from __future__ import annotations

import functools
from typing import Any

import yaml

from kfgen.api import GROUP
from kfgen.checks import values
from kfgen.io import yamlresolve

STRINGIFIED = "env"  # the mappings whose plain values kfgen writes as text (a container's environment)
_NON_STRING = (int, float, bool)
_TAGS = (yamlresolve.INT, yamlresolve.FLOAT, yamlresolve.BOOL)
_BOOLEANS = ("True", "TRUE", "False", "FALSE")  # the booleans of go-yaml v3 that kfgen writes otherwise


def may_change(docs: list[Any], words: set[str], text: str) -> bool:
    """Whether documents read without their nodes (yamlfast) may hold a value `mark` would mark: a number or
    boolean in an env mapping of a kfgen object, and a word of the text (`words`: those that may be a number)
    or a boolean whose value reads back as other text."""
    if not any(
        type(v) in _NON_STRING
        for doc in _kfgen_objects(docs)
        for settings in _settings(doc)
        if type(env := settings.get(STRINGIFIED)) is dict
        for v in env.values()
    ):
        return False
    return any(lossy(word) for word in words) or any(word in text for word in _BOOLEANS)


def mark(node: yaml.Node, data: Any) -> None:
    """Replace each value of a kfgen object's env mappings that would change as text by values.Lossy."""
    for found_node, found in _kfgen_pairs(node, data):
        for settings_node, settings in _settings_nodes(found_node, found):
            env_node, env = _child(settings_node, STRINGIFIED), settings.get(STRINGIFIED)
            if isinstance(env_node, yaml.MappingNode) and type(env) is dict:
                _mark_env(env_node, env)


@functools.lru_cache(maxsize=4096)
def lossy(text: str) -> bool:
    """Whether a plain scalar is a number or boolean whose text as kfgen writes it is not `text`."""
    tag, value = yamlresolve.go_value(text) if text else ("", text)
    return tag in _TAGS and values.as_text(value) != text  # type: ignore[arg-type]


def _is_kfgen(data: Any) -> bool:
    return type(data) is dict and str(data.get("apiVersion", "")).startswith(GROUP + "/")


def _kfgen_objects(docs: list[Any]) -> list[Any]:
    """The kfgen objects of a stream: its documents, a ResourceList's or a List's items, a functionConfig."""
    out = []
    for doc in docs:
        if _is_kfgen(doc):
            out.append(doc)
        elif type(doc) is dict:
            items = doc.get("items")
            out += [i for i in items if _is_kfgen(i)] if type(items) is list else []
            out += [doc["functionConfig"]] if _is_kfgen(doc.get("functionConfig")) else []
    return out


def _settings(obj: dict[str, Any]) -> list[dict[str, Any]]:
    """The container settings of a TrainingSpec, where an env mapping stands: the spec, each role's, each
    Environment override's and each role's in it."""
    spec = obj.get("spec")
    if type(spec) is not dict:
        return []
    out = [spec]
    for key, nested in (("roles", False), ("environments", True)):
        below = spec.get(key)
        for value in below.values() if type(below) is dict else ():
            if type(value) is dict:
                out.append(value)
                roles = value.get("roles") if nested else None
                out += [r for r in roles.values() if type(r) is dict] if type(roles) is dict else []
    return out


def _settings_nodes(node: yaml.Node, obj: dict[str, Any]) -> list[tuple[yaml.Node, dict[str, Any]]]:
    """_settings with the node of each."""
    spec_node, spec = _child(node, "spec"), obj.get("spec")
    if not isinstance(spec_node, yaml.MappingNode) or type(spec) is not dict:
        return []
    out: list[tuple[yaml.Node, dict[str, Any]]] = [(spec_node, spec)]
    for key, nested in (("roles", False), ("environments", True)):
        for value_node, value in _entries(_child(spec_node, key), spec.get(key)):
            out.append((value_node, value))
            out += _entries(_child(value_node, "roles"), value.get("roles")) if nested else []
    return out


def _entries(node: yaml.Node | None, data: Any) -> list[tuple[yaml.Node, dict[str, Any]]]:
    """The (node, mapping) of each mapping value of a mapping."""
    if not isinstance(node, yaml.MappingNode) or type(data) is not dict:
        return []
    out: list[tuple[yaml.Node, dict[str, Any]]] = []
    for key, value in node.value:
        name = key.value if isinstance(key, yaml.ScalarNode) else None
        if isinstance(value, yaml.MappingNode) and name in data and type(data[name]) is dict:
            out.append((value, data[name]))
    return out


def _child(node: yaml.Node | None, name: str) -> yaml.Node | None:
    """The value node of a key of a mapping node (the last, as the loader keeps the last of a merged key)."""
    found = None
    for key, value in node.value if isinstance(node, yaml.MappingNode) else ():
        if isinstance(key, yaml.ScalarNode) and key.value == name:
            found = value
    return found


def _kfgen_pairs(node: yaml.Node, data: Any) -> list[tuple[yaml.Node, Any]]:
    if not isinstance(node, yaml.MappingNode) or type(data) is not dict:
        return []
    if _is_kfgen(data):
        return [(node, data)]
    out: list[tuple[yaml.Node, Any]] = []
    for key, value in node.value:
        name = key.value if isinstance(key, yaml.ScalarNode) else None
        if name == "functionConfig" and _is_kfgen(data.get(name)):
            out.append((value, data[name]))
        elif name == "items" and isinstance(value, yaml.SequenceNode) and type(data.get(name)) is list:
            out += [(n, d) for n, d in zip(value.value, data[name], strict=False) if _is_kfgen(d)]
    return out


def _mark_env(node: yaml.MappingNode, env: dict[str, Any]) -> None:
    for key, value in node.value:
        if (
            not isinstance(key, yaml.ScalarNode)
            or not isinstance(value, yaml.ScalarNode)
            or value.style not in ("", None)
        ):
            continue
        current = env.get(key.value)
        if type(current) in _NON_STRING and lossy(value.value) and yamlresolve.go_value(value.value)[1] == current:
            env[key.value] = values.Lossy(value.tag, value, value.value, current)
