"""The structure-aware fuzz tests' walk of a document (tests/test_import_fuzz.py, tests/test_discover.py): every path
into it, the value at one, and a copy with the value at one replaced."""

from __future__ import annotations

import copy
from typing import Any

Step = str | int


def paths(value: Any, at: tuple[Step, ...] = (), *, whole: bool = False) -> list[tuple[Step, ...]]:
    """Every path into `value`, in document order; `whole`: the empty path (the value itself) first."""
    out = [at] if at or whole else []
    if isinstance(value, dict):
        for key, item in value.items():
            out += paths(item, (*at, key))
    elif isinstance(value, list):
        for index, item in enumerate(value):
            out += paths(item, (*at, index))
    return out


def value_at(doc: Any, path: tuple[Step, ...]) -> Any:
    for step in path:
        doc = doc[step]
    return doc


def put(doc: Any, path: tuple[Step, ...], value: Any) -> Any:
    """A copy of `doc` with `value` at `path` (the empty path: `value` itself)."""
    if not path:
        return value
    out = copy.deepcopy(doc)
    value_at(out, path[:-1])[path[-1]] = value
    return out
