"""A ResourceList out, with the items the function passed through written as they came in.

An item kfgen does not change (a ConfigMap kustomize hands on, a TrainingSpec that kpt keeps, the
Kptfile) is written from its own node, with its tags, flow style and scalar styles: a plain `y`, `on` or
`2001-12-14` stays plain, so it means what it meant to each reader (go-yaml v2 takes `y` for a boolean,
v3 for a string, and v3 takes the date for a time), and kpt writes a hand-written spec back to its file
as it was (kpt itself keeps the comments). What kfgen generates is written by yamlio, which quotes
every scalar some reader would take for something else.
"""

from __future__ import annotations

from typing import Any, NamedTuple

import yaml

from kfgen.io import yamlio, yamlnodes, yamlread, yamlstyle


def item_nodes(text: str) -> list[yaml.Node]:
    """The node of each item of the (already parsed and checked) ResourceList in `text`."""
    root = yaml.compose(text, Loader=yamlread.Loader)
    if not isinstance(root, yaml.MappingNode):
        return []
    for key, value in root.value:
        if isinstance(key, yaml.ScalarNode) and key.value == "items" and isinstance(value, yaml.SequenceNode):
            return list(value.value)
    return []


class _AsRead(yamlstyle.Dumper):
    """Writes a node read by yamlread.Loader: a plain scalar stays plain where the loader read it as its tag."""

    def resolve(self, kind: Any, value: Any, implicit: Any) -> str:
        if kind is yaml.ScalarNode and implicit == (True, False):
            return yamlread.Loader.resolve(self, kind, value, implicit)  # type: ignore[arg-type]
        return super().resolve(kind, value, implicit)


class Written(NamedTuple):
    """An item already written as an entry of `items` (by a worker process)."""

    text: str


def entry(obj: Any) -> str:
    """`obj` as an entry of the ResourceList's `items`."""
    return _entry(yamlio.dump(obj))


def _entry(text: str) -> str:
    return "- " + text.rstrip("\n").replace("\n", "\n  ") + "\n"


def dump(output: dict[str, Any], inputs: list[Any], text: str) -> str:
    """`output` as YAML; an item that is one of `inputs` (the same object) is written from its node in `text`
    (composed only when some item passes through: a ResourceList of TrainingSpecs alone never needs it)."""
    inputs_by_id = {id(item): index for index, item in enumerate(inputs)}
    nodes: list[yaml.Node] | None = None
    out = []
    for key, value in output.items():
        if key != "items" or not value:
            out.append(yamlio.dump({key: value}))
            continue
        out.append("items:\n")
        for item in value:
            if isinstance(item, Written):
                out.append(item.text)
                continue
            position = inputs_by_id.get(id(item))
            if position is not None and nodes is None:
                nodes = item_nodes(text)
            node = nodes[position] if position is not None and nodes and position < len(nodes) else None
            out.append(_entry(_node_text(node) if node is not None else yamlio.dump(item)))
    return "".join(out)


def _node_text(node: yaml.Node) -> str:
    text = str(yaml.serialize(yamlnodes.faithful(node), Dumper=_AsRead, allow_unicode=True, width=1 << 16))
    return text.removesuffix("...\n")
