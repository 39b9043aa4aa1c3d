"""YAML in and out with libyaml (PyYAML's C loader and dumper).

Loading follows YAML 1.2 where 1.1 surprises users: `yes`, `no`, `on`, `off` stay strings and
timestamps stay strings, so items pass through a KRM function unchanged.
"""

from __future__ import annotations

import re
from typing import Any, ClassVar

import yaml

from kfgen.results import ERROR, Result

_BOOL_TAG = "tag:yaml.org,2002:bool"
_TIMESTAMP_TAG = "tag:yaml.org,2002:timestamp"


class Loader(yaml.CSafeLoader):
    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        keys: set[Any] = set()
        for key_node, _ in node.value:
            if isinstance(key_node, yaml.ScalarNode):
                if key_node.value in keys:
                    raise yaml.constructor.ConstructorError(
                        None, None, f"duplicate key {key_node.value!r}", key_node.start_mark)
                keys.add(key_node.value)
        return super().construct_mapping(node, deep=deep)


Loader.yaml_implicit_resolvers = {
    first: [
        (tag, regexp) for tag, regexp in resolvers
        if tag != _TIMESTAMP_TAG and not (tag == _BOOL_TAG and first in "yYnNoO")
    ]
    for first, resolvers in yaml.CSafeLoader.yaml_implicit_resolvers.items()
}


_STR, _MAP, _SEQ = "tag:yaml.org,2002:str", "tag:yaml.org,2002:map", "tag:yaml.org,2002:seq"
_BOOL_NODE = {True: ("tag:yaml.org,2002:bool", "true"), False: ("tag:yaml.org,2002:bool", "false")}


class Dumper(yaml.CSafeDumper):
    """libyaml's emitter with a lean representer for plain data (what PyYAML's would produce).

    The generic representer and resolver dominate the cost of dumping thousands of manifests; plain
    dicts, lists, strings, ints, booleans and None take a direct path, scalar resolution is memoised,
    and anything else goes to PyYAML's own representer.
    """

    _resolved: ClassVar[dict[tuple[str, tuple[bool, bool]], str]] = {}

    def ignore_aliases(self, data: Any) -> bool:
        return True

    def represent_data(self, data: Any) -> yaml.Node:
        kind = type(data)
        if kind is str:
            return yaml.ScalarNode(_STR, data, style="|" if "\n" in data else None)
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
        key = (value, implicit)
        tag = self._resolved.get(key)
        if tag is None:
            tag = self._resolved[key] = super().resolve(kind, value, implicit)  # type: ignore[no-untyped-call]
        return tag

    def descend_resolver(self, current_node: Any, current_index: Any) -> None:
        pass  # no path resolvers are registered

    def ascend_resolver(self) -> None:
        pass


def parse(text: str, source: str) -> tuple[list[Any], list[Result]]:
    """All documents of a stream (empty ones dropped), or a located error."""
    try:
        docs = [doc for doc in yaml.load_all(text, Loader=Loader) if doc is not None]
    except yaml.YAMLError as exc:
        mark = getattr(exc, "problem_mark", None)
        where = f"{source}:{mark.line + 1}:{mark.column + 1}" if mark else source
        problem = getattr(exc, "problem", None) or str(exc)
        context = getattr(exc, "context", None)
        message = f"invalid YAML: {problem}" + (f" ({context})" if context else "")
        return [], [Result(ERROR, message, file=where)]
    return docs, []


def dump_all(objects: list[Any]) -> str:
    return "---\n".join(dump(obj) for obj in objects)


def dump(obj: Any) -> str:
    """One document, exactly as PyYAML writes it; plain block data takes a faster path."""
    if isinstance(obj, dict) and obj:
        out: list[str] = []
        try:
            _block_map(obj, "", out)
            return "".join(out)
        except _Fallback:
            pass
    return pyyaml_dump(obj)


def pyyaml_dump(obj: Any) -> str:
    return yaml.dump(obj, Dumper=Dumper, sort_keys=False, default_flow_style=False,
                     allow_unicode=True, width=1 << 16)


# A block-style writer for the common case. PyYAML stays the authority on scalars: a string is
# written plain only when it is simple and PyYAML's resolver reads it back as a string; any other
# scalar is quoted by PyYAML itself (and cached). Multi-line strings, floats, lists of lists and
# other types fall back to PyYAML for the whole document. Tests check byte-identical output.
_PLAIN = re.compile(r"[A-Za-z0-9_./][A-Za-z0-9_./:=+@-]*(?<!:)")
_plain_values: dict[str, str] = {}
_plain_keys: dict[str, str] = {}


class _Fallback(Exception):
    pass


def _scalar(text: str, cache: dict[str, str], key: bool) -> str:
    out = cache.get(text)
    if out is None:
        if "\n" in text or len(text) > 120 or len(cache) > 100_000:
            raise _Fallback
        if _PLAIN.fullmatch(text) and not text.startswith("...") and _resolves_to_str(text):
            out = text
        else:
            out = _quoted(text, key)
        cache[text] = out
    return out


def _quoted(text: str, key: bool) -> str:
    """PyYAML's own rendering of a scalar, when it fits on one line as a simple key or value."""
    written = pyyaml_dump({text: 1}) if key else pyyaml_dump({"k": text})
    if written.count("\n") != 1 or written.startswith("? "):
        raise _Fallback
    if key:
        if not written.endswith(": 1\n"):
            raise _Fallback
        return written[: -len(": 1\n")]
    return written[len("k: "):-1]


def _resolves_to_str(text: str) -> bool:
    # Resolution reads only class-level tables, so the class can stand in for an instance.
    tag = yaml.CSafeDumper.resolve(Dumper, yaml.ScalarNode, text, (True, False))  # type: ignore[arg-type,no-untyped-call]
    return bool(tag == _STR)


def _inline(value: Any) -> str | None:
    """The inline form of a scalar or empty collection; None for a collection to write as a block."""
    kind = type(value)
    if kind is str:
        return _scalar(value, _plain_values, False)
    if kind is bool:
        return "true" if value else "false"
    if value is None:
        return "null"
    if kind is int:
        return str(value)
    if kind is dict or kind is list:
        return None if value else ("{}" if kind is dict else "[]")
    raise _Fallback


def _block_map(mapping: dict[Any, Any], indent: str, out: list[str]) -> None:
    for key, value in mapping.items():
        if type(key) is not str:
            raise _Fallback
        name = _scalar(key, _plain_keys, True)
        inline = _inline(value)
        if inline is not None:
            out.append(f"{indent}{name}: {inline}\n")
        elif type(value) is dict:
            out.append(f"{indent}{name}:\n")
            _block_map(value, indent + "  ", out)
        else:
            out.append(f"{indent}{name}:\n")
            _block_seq(value, indent, out)


def _block_seq(items: list[Any], indent: str, out: list[str]) -> None:
    for value in items:
        inline = _inline(value)
        if inline is not None:
            out.append(f"{indent}- {inline}\n")
        elif type(value) is dict:
            nested: list[str] = []
            _block_map(value, indent + "  ", nested)
            nested[0] = f"{indent}- " + nested[0][len(indent) + 2:]
            out += nested
        else:
            raise _Fallback
