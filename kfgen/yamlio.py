"""YAML in and out with libyaml (PyYAML's C loader and dumper).

Loading follows YAML 1.2 where 1.1 surprises users: `yes`, `no`, `on`, `off` stay strings and
timestamps stay strings, so items pass through a KRM function unchanged.
"""

from __future__ import annotations

from typing import Any, ClassVar

import yaml

from kfgen.results import ERROR, Result

_BOOL_TAG = "tag:yaml.org,2002:bool"
_TIMESTAMP_TAG = "tag:yaml.org,2002:timestamp"


class Loader(yaml.CSafeLoader):
    pass


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
    return yaml.dump_all(objects, Dumper=Dumper, sort_keys=False, default_flow_style=False,
                         allow_unicode=True, width=1 << 16, explicit_start=False)


def dump(obj: Any) -> str:
    return yaml.dump(obj, Dumper=Dumper, sort_keys=False, default_flow_style=False,
                     allow_unicode=True, width=1 << 16)
