"""YAML in and out with libyaml (PyYAML's C loader and dumper).

Loading follows YAML 1.2 where 1.1 surprises users: `yes`, `no`, `on`, `off` stay strings and
timestamps stay strings, so items pass through a KRM function unchanged.
"""

from __future__ import annotations

from typing import Any

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


class Dumper(yaml.CSafeDumper):
    def ignore_aliases(self, data: Any) -> bool:
        return True


def _represent_str(dumper: Dumper, value: str) -> yaml.Node:
    if "\n" in value:
        return dumper.represent_scalar("tag:yaml.org,2002:str", value, style="|")
    return dumper.represent_scalar("tag:yaml.org,2002:str", value)


Dumper.add_representer(str, _represent_str)


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
