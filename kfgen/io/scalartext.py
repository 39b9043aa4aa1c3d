"""Values kfgen writes as text (env variables' values), checked against the text they came as.

`PY_VERSION: 3.10` is the number 3.1 to every YAML reader, and kfgen would write it as the text "3.1"; `LR: 1e3`
would become "1000.0", `0x1F` "31", `True` "true". The data alone cannot tell 3.10 from 3.1, so the reader
(yamlread.Loader) marks such a value where it still has the node: as values.Lossy, which the core refuses with the
text to quote; yamlfast, which reads no nodes, leaves a stream that may hold one to it. A plain `10`, `0.5` or
`true` reads back as it was written and passes; `~` is null, a removal.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

from kfgen.api import GROUP
from kfgen.checks import values
from kfgen.io import yamlresolve

STRINGIFIED = "env"  # the mappings whose plain values kfgen writes as text (a container's environment)
_NON_STRING = (int, float, bool)
_TAGS = (yamlresolve.INT, yamlresolve.FLOAT, yamlresolve.BOOL)
# the words of a stream that may be a number or a boolean (a plain scalar or part of one)
_WORD = re.compile(r"[-+.0-9][-+._0-9A-Za-z]*|\b(?:True|TRUE|False|FALSE)\b")


def lossy(text: str) -> bool:
    """Whether a plain scalar is a number or boolean whose text as kfgen writes it is not `text`."""
    tag, value = yamlresolve.go_value(text) if text else ("", text)
    return tag in _TAGS and values.as_text(value) != text  # type: ignore[arg-type]


def may_change(docs: list[Any], text: str) -> bool:
    """Whether documents read without their nodes (yamlfast) may hold a value `mark` would mark: a number or
    boolean in an env mapping of a kfgen object, and a word in the text whose value reads back otherwise."""
    if not any(_env_values(doc) for doc in _kfgen_objects(docs)):
        return False
    return any(lossy(word) for word in set(_WORD.findall(text)))


def mark(node: yaml.Node, data: Any) -> None:
    """Replace each value of a kfgen object's env mappings that would change as text by values.Lossy."""
    for found_node, found in _kfgen_pairs(node, data):
        _mark(found_node, found, set())


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


def _env_values(data: Any) -> bool:
    if type(data) is list:
        return any(_env_values(item) for item in data)
    if type(data) is not dict:
        return False
    for key, value in data.items():
        if key == STRINGIFIED and type(value) is dict:
            if any(type(v) in _NON_STRING for v in value.values()):
                return True
        elif _env_values(value):
            return True
    return False


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


def _mark(node: yaml.Node, data: Any, seen: set[int]) -> None:
    if id(node) in seen:  # an alias: its node was walked where the anchor stands
        return
    seen.add(id(node))
    if isinstance(node, yaml.SequenceNode) and type(data) is list:
        for item_node, item in zip(node.value, data, strict=False):
            _mark(item_node, item, seen)
    elif isinstance(node, yaml.MappingNode) and type(data) is dict:
        for key, value in node.value:
            name = key.value if isinstance(key, yaml.ScalarNode) else None
            if name is None or name not in data:
                continue
            if name == STRINGIFIED and isinstance(value, yaml.MappingNode) and type(data[name]) is dict:
                _mark_env(value, data[name])
            else:
                _mark(value, data[name], seen)


def _mark_env(node: yaml.MappingNode, env: dict[str, Any]) -> None:
    for key, value in node.value:
        if (
            not isinstance(key, yaml.ScalarNode)
            or not isinstance(value, yaml.ScalarNode)
            or value.style not in (None, "")
        ):
            continue
        current = env.get(key.value)
        if type(current) in _NON_STRING and lossy(value.value) and yamlresolve.go_value(value.value)[1] == current:
            env[key.value] = values.Lossy(value.tag, value, value.value, current)
