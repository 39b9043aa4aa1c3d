"""One problem the API server (or the kubelet) finds in a pod: where, in its words, and why."""

from __future__ import annotations

from typing import Any, NamedTuple

Step = str | int


class Key(str):
    """A map key in a path: the API server writes it `[key]` (field.Path.Key)."""

    __slots__ = ()


class Problem(NamedTuple):
    path: tuple[Step, ...]  # the node that is wrong, from the pod template's root ("spec", "containers", 0, ...)
    field: str  # the API server's field path for it (sometimes a parent, e.g. volumeMounts.subPath)
    message: str
    rule: str = "api"  # api: the API server refuses the pod; kubelet: it never starts; crd: the job is refused;
    # read: accepted, but not kept as written (a quantity beyond int64)


def render(path: tuple[Step, ...]) -> str:
    out = ""
    for step in path:
        if isinstance(step, (int, Key)):
            out += f"[{step}]"
        else:
            out += f".{step}" if out else step
    return out


def at(path: tuple[Step, ...], message: str, field: tuple[Step, ...] | None = None, rule: str = "api") -> Problem:
    return Problem(path, render(path if field is None else field), message, rule)


def d(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


def items(value: Any) -> list[tuple[int, dict[str, Any]]]:
    """(index, item) of the mappings of a list (anything else is the shape check's)."""
    return [(i, item) for i, item in enumerate(value) if isinstance(item, dict)] if isinstance(value, list) else []


def text(node: dict[str, Any], key: str) -> str | None:
    """A string field's value, "" when absent or null, None when it is not a string (the shape check's)."""
    value = node.get(key)
    if value is None:
        return ""
    return value if isinstance(value, str) else None


def quoted(value: object) -> str:
    return repr(value) if isinstance(value, str) else str(value)
