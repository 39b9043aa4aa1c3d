"""Input is plain data: string keys, and values that mean the same to every reader of the output.

A TrainingSpec or an Environment reaches the core from kfgen's YAML reader, from a Python caller or
from the API server. What is not a string, number, boolean, null, mapping or list there is refused
where it is, never converted: a non-string key (`null:`, `1:`, `0x1F:`, a `!!binary` key), a value
under an explicit tag that readers take differently (`!!timestamp`: a time to go-yaml v3 and YAML 1.1
readers, the text to go-yaml v2) or that Kubernetes has no field for (`!!binary`,
`!!set`, `!!omap`, `!!pairs`, a custom `!tag`), and a list item's `name` that is not a string in the
lists that merge by name.
"""

from __future__ import annotations

import datetime
import math
from typing import Any

from kfgen import merge

PLAIN = (str, int, float, bool, type(None))


class Tagged:
    """A node under an explicit tag kfgen does not read, kept whole (an item passed through is written as it came)."""

    __slots__ = ("node", "tag")

    def __init__(self, tag: str, node: Any) -> None:
        self.tag = tag
        self.node = node

    def __str__(self) -> str:  # where a message names it (an object's name): the same text on every run
        return short_tag(self.tag)


def as_text(value: str | int | float | bool) -> str:
    """A plain value where kfgen writes text (an env variable's value)."""
    return ("true" if value else "false") if isinstance(value, bool) else str(value)


class Lossy(Tagged):
    """A plain scalar kfgen writes as text (an env value) whose value reads back as other text than it came as:
    `3.10` is the number 3.1, `1e3` is 1000.0, `0x1F` is 31, `True` is true. Kept as its node (an item passed
    through is written as it came); the core refuses it with the text to quote."""

    __slots__ = ("text", "value")

    def __init__(self, tag: str, node: Any, text: str, value: Any) -> None:
        super().__init__(tag, node)
        self.text = text
        self.value = value

    def problem(self) -> str:
        what = "the boolean" if isinstance(self.value, bool) else "the number"
        # the text is a plain scalar's: no quote or backslash to escape
        return f'{self.text} is read as {what} {as_text(self.value)}; quote it ("{self.text}") to keep the text'


_TAG_PREFIX = "tag:yaml.org,2002:"
_TIMESTAMP = (
    "an explicit !!timestamp is a time to go-yaml v3 and YAML 1.1 readers and text to go-yaml v2 (kubectl): "
    "write it as a quoted string"
)
_BINARY = "!!binary data is not supported: Kubernetes fields take text; write the value as a string"
_ORDERED = "!!omap and !!pairs are not supported: use a mapping"
_MESSAGES = {
    "!!timestamp": _TIMESTAMP,
    "!!set": "!!set is not supported: use a list",
    "!!omap": _ORDERED,
    "!!pairs": _ORDERED,
    "!!binary": _BINARY,
}


def short_tag(tag: str) -> str:
    return "!!" + tag[len(_TAG_PREFIX) :] if tag.startswith(_TAG_PREFIX) else tag


def spell(key: Any) -> str:
    """A key as YAML would write it (for error messages)."""
    if key is None:
        return "null"
    if isinstance(key, bool):
        return "true" if key else "false"
    if isinstance(key, float):
        return ".nan" if math.isnan(key) else ".inf" if key == math.inf else "-.inf" if key == -math.inf else repr(key)
    if isinstance(key, bytes):
        import base64  # only to spell a binary key in an error

        return "!!binary " + base64.b64encode(key).decode()
    if isinstance(key, Tagged):
        return short_tag(key.tag) + (f" {key.node.value}" if isinstance(getattr(key.node, "value", None), str) else "")
    if isinstance(key, tuple):
        return "[" + ", ".join(spell(k) for k in key) + "]"
    return str(key)


def kind_of(value: Any) -> str:
    """What a value is, in the words of its YAML (for "... is not a mapping but ...")."""
    if isinstance(value, Tagged):
        return f"a node tagged {short_tag(value.tag)}"
    if isinstance(value, bool):
        return "a boolean"
    for python_type, name in (
        (list, "a list"),
        (str, "a string"),
        (int | float, "a number"),
        (bytes, "!!binary data"),
        (datetime.date, "a !!timestamp"),
        (set | frozenset, "a !!set"),
    ):
        if isinstance(value, python_type):
            return name
    return "null" if value is None else type(value).__name__


def value_problem(value: Any) -> str | None:
    """Why a value that is not plain data is refused; None for plain data (and mappings and lists)."""
    if isinstance(value, PLAIN) or type(value) in (dict, list):
        return None
    if isinstance(value, Lossy):
        return value.problem()
    if isinstance(value, Tagged):
        tag = short_tag(value.tag)
        return _MESSAGES.get(tag, f"the tag {tag} is not supported: remove it (a quoted value is a string)")
    if isinstance(value, datetime.date):
        return _TIMESTAMP
    if isinstance(value, bytes):
        return _BINARY
    if isinstance(value, set | frozenset):
        return _MESSAGES["!!set"]
    return f"a {type(value).__name__} is not a YAML value"


def problems(obj: Any) -> list[tuple[str, str]]:
    """(field path, message) for every key, value and name of `obj` that is not plain data."""
    if _plain(obj):
        return []
    out: list[tuple[str, str]] = []
    _walk(obj, "", None, out)
    return out


_SCALARS = frozenset(PLAIN)


def _plain(value: Any) -> bool:
    """Whether `value` is plain data; a quick pass (no paths) for the common case."""
    if type(value) is dict:
        for key, item in value.items():
            if type(key) is not str:
                return False
            kind = type(item)
            if kind is dict or kind is list:
                if not _plain(item) or (kind is list and key in merge.NAMED_LISTS and not _names_plain(item)):
                    return False
            elif kind not in _SCALARS:
                return False
        return True
    if type(value) is list:
        for item in value:
            kind = type(item)
            if kind is dict or kind is list:
                if not _plain(item):
                    return False
            elif kind not in _SCALARS:
                return False
        return True
    return type(value) in _SCALARS


def _names_plain(items: list[Any]) -> bool:
    return all(type(i) is not dict or type(i.get("name", "")) is str for i in items)


def _child(path: str, key: str) -> str:
    return f"{path}.{key}" if path else key


def _walk(value: Any, path: str, parent_key: Any, out: list[tuple[str, str]]) -> None:
    kind = type(value)
    if kind is dict:
        for key, item in value.items():
            if type(key) is not str:
                spelled = spell(key)
                out.append((_child(path, spelled), f"invalid key {spelled}: keys must be strings"))
                continue
            _walk(item, _child(path, key), key, out)
    elif kind is list:
        if any(type(item) is tuple for item in value):
            out.append((path, _ORDERED))
            return
        named = parent_key in merge.NAMED_LISTS
        for index, item in enumerate(value):
            where = f"{path}[{index}]"
            if named and type(item) is dict and "name" in item and type(item["name"]) is not str:
                out.append((f"{where}.name", f"must be a string, not {_type_name(item['name'])}"))
            _walk(item, where, None, out)
    elif kind not in PLAIN:
        problem = value_problem(value)
        if problem:
            out.append((path, problem))


def _type_name(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    return {int: "an integer", float: "a number", dict: "a mapping", list: "a list"}.get(type(value), spell(value))
