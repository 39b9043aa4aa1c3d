"""A ResourceList out, with the items the function passed through written as they came in.

kpt writes the function's output back to the package's files; an item kfgen does not change (a
TrainingSpec, the Environment, the Kptfile) keeps its flow style and scalar quoting this way, so
an in-place `kpt fn render` leaves a hand-written spec as it was (kpt itself keeps the comments).
"""

from __future__ import annotations

import io
from typing import Any

import yaml

from kfgen import yamlio


def item_nodes(text: str) -> list[yaml.Node]:
    """The node of each item of the (already parsed and checked) ResourceList in `text`."""
    root = yaml.compose(text, Loader=yamlio.Loader)
    if not isinstance(root, yaml.MappingNode):
        return []
    for key, value in root.value:
        if isinstance(key, yaml.ScalarNode) and key.value == "items" and isinstance(value, yaml.SequenceNode):
            return list(value.value)
    return []


def dump(output: dict[str, Any], inputs: list[Any], nodes: list[yaml.Node]) -> str:
    """`output` as YAML; an item that is one of `inputs` (the same object) is written from its node."""
    original = {id(item): node for item, node in zip(inputs, nodes, strict=False)}
    representer = yamlio.Dumper(io.StringIO())

    def node_of(value: Any) -> yaml.Node:
        return original.get(id(value)) or representer.represent_data(value)

    pairs = []
    for key, value in output.items():
        child = (
            yaml.SequenceNode("tag:yaml.org,2002:seq", [node_of(i) for i in value], flow_style=False)
            if key == "items"
            else representer.represent_data(value)
        )
        pairs.append((representer.represent_data(key), child))
    root = yaml.MappingNode("tag:yaml.org,2002:map", pairs, flow_style=False)
    return str(yaml.serialize(root, Dumper=yamlio.Dumper, allow_unicode=True, width=1 << 16))
