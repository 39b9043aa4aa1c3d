"""How kfgen writes a scalar: plain only when every reader takes it for a string, else as PyYAML quotes it.

`Dumper` is PyYAML's C dumper with a lean representer; `scalar` is the style of one string for the block
writer of kfgen.io.yamlio (memoised), `Fallback` sends a document the block writer cannot match to PyYAML.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

from kfgen.checks import values
from kfgen.io import yamlnodes, yamlresolve
from kfgen.io.yamlread import READ_SPECIAL, STR, memo

_MAP, _SEQ = "tag:yaml.org,2002:map", "tag:yaml.org,2002:seq"
_BOOL_NODE = {True: ("tag:yaml.org,2002:bool", "true"), False: ("tag:yaml.org,2002:bool", "false")}


class Dumper(yaml.CSafeDumper):
    """libyaml's emitter with a lean representer for plain data (what PyYAML's would produce).

    The generic representer and resolver dominate the cost of dumping thousands of manifests; plain
    dicts, lists, strings, ints, booleans and None take a direct path, scalar resolution is memoised,
    and anything else goes to PyYAML's own representer.
    """

    def ignore_aliases(self, data: Any) -> bool:
        return True

    def represent_data(self, data: Any) -> yaml.Node:
        kind = type(data)
        if kind is str:
            return yaml.ScalarNode(STR, data, style="|" if "\n" in data else None)
        if kind is dict:
            represent = self.represent_data
            return yaml.MappingNode(_MAP, [(represent(k), represent(v)) for k, v in data.items()], flow_style=False)
        if kind is list:
            represent = self.represent_data
            return yaml.SequenceNode(_SEQ, [represent(v) for v in data], flow_style=False)
        if kind is bool:
            return yaml.ScalarNode(*_BOOL_NODE[data])
        if kind is int:
            return yaml.ScalarNode("tag:yaml.org,2002:int", str(data))
        if data is None:
            return yaml.ScalarNode("tag:yaml.org,2002:null", "null")
        return super().represent_data(data)

    def resolve(self, kind: Any, value: Any, implicit: Any) -> str:
        if kind is not yaml.ScalarNode:
            return super().resolve(kind, value, implicit)  # type: ignore[no-untyped-call,no-any-return]
        if implicit == (True, False):
            return plain_tag(value)
        return STR  # a quoted scalar, or a plain one under an explicit tag (PyYAML's default)

    def descend_resolver(self, current_node: Any, current_index: Any) -> None:
        pass  # no path resolvers are registered

    def ascend_resolver(self) -> None:
        pass


_written_tags: dict[str, str] = {}


def _base_tag(text: str) -> str:
    # Resolution reads only class-level tables, so the class can stand in for an instance.
    return str(yaml.CSafeDumper.resolve(Dumper, yaml.ScalarNode, text, (True, False)))  # type: ignore[arg-type,no-untyped-call]


def plain_tag(text: str) -> str:
    """What a plain scalar is to the strictest reader: PyYAML's YAML 1.1 resolvers, then go-yaml v2 and v3 and
    YAML 1.2 (yamlresolve); a string only if every one of them reads it as a string."""
    if text and text[0] not in _WRITE_SPECIAL:
        return STR
    return memo(_written_tags, text, _strictest_tag)


def _strictest_tag(text: str) -> str:
    tag = _base_tag(text)
    return tag if tag != STR else yamlresolve.non_string_tag(text) or STR


# Text starting with none of these is a string to every reader (READ_SPECIAL: go-yaml's; the rest PyYAML's,
# and YAML 1.1's y, Y, o, O words): `plain_tag` looks no further.
_WRITE_SPECIAL = frozenset(k for k in Dumper.yaml_implicit_resolvers if k) | READ_SPECIAL | frozenset("yYoO")
assert None not in Dumper.yaml_implicit_resolvers  # a resolver for any first character would defeat the above


def _represent_tagged(_: Dumper, data: values.Tagged) -> yaml.Node:
    return yamlnodes.faithful(data.node)


Dumper.add_representer(values.Tagged, _represent_tagged)
Dumper.add_representer(values.Lossy, _represent_tagged)


def pyyaml_dump(obj: Any) -> str:
    return yaml.dump(obj, Dumper=Dumper, sort_keys=False, default_flow_style=False, allow_unicode=True, width=1 << 30)


# The block-style writer (kfgen.io.yamlio) handles the common case. PyYAML stays the authority on scalars: a string is
# written plain only when it is simple and PyYAML's resolver reads it back as a string; any other
# scalar is quoted by PyYAML itself (and cached). Multi-line strings, floats, lists of lists and
# other types fall back to PyYAML for the whole document. Tests check byte-identical output.
_PLAIN = re.compile(r"[A-Za-z0-9_./][A-Za-z0-9_./:=+@-]*(?<!:)")
plain_values: dict[str, str] = {}
plain_keys: dict[str, str] = {}


# PyYAML writes a key this long as an explicit `? key` (libyaml reads a simple key of at most 1,024 characters)
SIMPLE_KEY = 128


# A value that starts with `[` or `{` cannot be plain; PyYAML single-quotes it when every character is printable
# ASCII, none is a quote to double and it does not end in a space (a line break or a tab takes the slow path).
_FLOW_OPENERS = ("[", "{")
_SINGLE_QUOTED = re.compile(r"[\[{][ -&(-~]*(?<! )")


class Fallback(Exception):
    pass


def scalar(text: str, cache: dict[str, str], key: bool) -> str:
    out = cache.get(text)
    if out is None:
        if "\n" in text:
            out = _multi_line(text, key)
            if len(text) <= 120 and len(cache) < 100_000:
                cache[text] = out
            return out
        if text.isascii() and text.isdigit():  # a number to every reader (a kpt index, a port): what PyYAML writes
            out = f"'{text}'"
        elif _PLAIN.fullmatch(text) and not text.startswith("...") and _resolves_to_str(text):
            out = text
        elif not key and text[:1] in _FLOW_OPENERS and _SINGLE_QUOTED.fullmatch(text):
            out = f"'{text}'"  # a JSON annotation: long, so never cached, and PyYAML's dump costs ~100x this
        else:
            out = _quoted(text, key)
        if len(text) <= 120 and len(cache) < 100_000:  # memoise the short, repeated scalars only
            cache[text] = out
    return out


def _multi_line(text: str, key: bool) -> str:
    """PyYAML's block (or quoted) form of a multi-line value; continuation lines are indented by the caller.

    A keep-chomped scalar (`|+`) that ends the document is followed by `...`, so it takes the slow path.
    """
    written = pyyaml_dump({"k": text})
    if key or not written.startswith("k: ") or "\n...\n" in written:
        raise Fallback
    return written[len("k: ") : -1]


def _quoted(text: str, key: bool) -> str:
    """PyYAML's own rendering of a scalar, when it fits on one line as a simple key or value."""
    written = pyyaml_dump({text: 1}) if key else pyyaml_dump({"k": text})
    if written.count("\n") != 1 or written.startswith("? "):
        raise Fallback
    if key:
        if not written.endswith(": 1\n"):
            raise Fallback
        return written[: -len(": 1\n")]
    return written[len("k: ") : -1]


def _resolves_to_str(text: str) -> bool:
    return plain_tag(text) == STR
