"""Nodes read from input, made safe to write again with libyaml's emitter."""

from __future__ import annotations

import re

import yaml

_STR = "tag:yaml.org,2002:str"
_NULL = "tag:yaml.org,2002:null"
_FLOW_PLAIN = re.compile(r"[A-Za-z0-9._+~<=-]+")


def faithful(node: yaml.Node) -> yaml.Node:
    """`node` (read from input) made safe to write again with the same meaning to every reader.

    libyaml's emitter writes a non-string scalar that cannot stay plain (a `!!timestamp` with colons in a
    flow mapping, an empty null in a flow collection) quoted under the non-specific tag `!`, which makes
    it a string: such a null is written `null`, and a flow collection holding such a scalar goes to block style.
    """
    if isinstance(node, yaml.ScalarNode):
        if node.tag == _NULL and node.value == "":
            node.value = "null"
        return node
    assert isinstance(node, yaml.CollectionNode)
    children = [c for pair in node.value for c in pair] if isinstance(node, yaml.MappingNode) else list(node.value)
    for child in children:
        faithful(child)
        if (
            node.flow_style
            and isinstance(child, yaml.ScalarNode)
            and child.tag != _STR
            and not _FLOW_PLAIN.fullmatch(child.value)
        ):
            node.flow_style = False
    return node
