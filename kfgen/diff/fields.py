"""The fields that differ between two versions of one object, by dotted path, strings compared in normal form.

Mappings pair their keys; a list of named mappings (containers, env, volumes, ports) pairs its items by name
(`containers[pytorch].image`), any other list of mappings by position; a list of plain values is one value.
"""

from __future__ import annotations

import json
import re
from typing import Any, NamedTuple

from kfgen.diff.naming import Scope


class _Absent:
    """The side of a change where the field is not set."""

    def __repr__(self) -> str:
        return "ABSENT"


ABSENT: Any = _Absent()
_PLAIN_KEY = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")


class Change(NamedTuple):
    path: str
    old: Any  # ABSENT where the field is new
    new: Any  # ABSENT where the field is gone


def changes(old: Any, new: Any, scope_old: Scope, scope_new: Scope, path: str = "") -> list[Change]:
    """The differences; each side's strings are in normal form where its scope says kfgen wrote them."""
    if isinstance(old, dict) and isinstance(new, dict):
        return _mappings(old, new, scope_old, scope_new, path)
    if isinstance(old, list) and isinstance(new, list) and _containers(old) and _containers(new):
        return _lists(old, new, scope_old, scope_new, path)
    if same(old, new, scope_old, scope_new):
        return []
    return [Change(path, old, new)]


def same(old: Any, new: Any, scope_old: Scope, scope_new: Scope) -> bool:
    """Equal once each side's strings are in normal form (and a boolean is no number)."""
    if isinstance(old, str) and isinstance(new, str):
        return scope_old.text(old) == scope_new.text(new)
    if isinstance(old, dict) and isinstance(new, dict):
        return not _mappings(old, new, scope_old, scope_new, "")
    if isinstance(old, list) and isinstance(new, list):
        return len(old) == len(new) and all(
            same(a, b, scope_old.item(a), scope_new.item(b)) for a, b in zip(old, new, strict=True)
        )
    return type(old) is type(new) and bool(old == new)


def key_path(path: str, key: str) -> str:
    part = key if _PLAIN_KEY.fullmatch(key) else f"[{key}]"
    if part.startswith("["):
        return path + part
    return f"{path}.{part}" if path else part


def _mappings(old: dict[str, Any], new: dict[str, Any], scope_old: Scope, scope_new: Scope, path: str) -> list[Change]:
    new_keys = {scope_new.key(str(k)): k for k in new}
    out: list[Change] = []
    seen: set[str] = set()
    for key, value in old.items():
        normal = scope_old.key(str(key))
        seen.add(normal)
        where = key_path(path, str(new_keys.get(normal, key)))
        if normal in new_keys:
            twin = new_keys[normal]
            out += changes(value, new[twin], scope_old.child(str(key)), scope_new.child(str(twin)), where)
        else:
            out.append(Change(where, value, ABSENT))
    out += [Change(key_path(path, str(k)), ABSENT, v) for k, v in new.items() if scope_new.key(str(k)) not in seen]
    return out


def _lists(old: list[Any], new: list[Any], scope_old: Scope, scope_new: Scope, path: str) -> list[Change]:
    old_names, new_names = _names(old, scope_old), _names(new, scope_new)
    if old_names is None or new_names is None:
        out: list[Change] = []
        for index in range(max(len(old), len(new))):
            a = old[index] if index < len(old) else ABSENT
            b = new[index] if index < len(new) else ABSENT
            where = f"{path}[{index}]"
            if ABSENT in (a, b):
                out.append(Change(where, a, b))
            else:
                out += changes(a, b, scope_old.item(a), scope_new.item(b), where)
        return out
    out = _env_order(old_names, new_names, path)
    for normal, item in old_names.items():
        twin = new_names.get(normal)
        where = f"{path}[{(twin or item).get('name')}]"
        if twin is None:
            out.append(Change(where, item, ABSENT))
        else:
            out += changes(item, twin, scope_old.item(item), scope_new.item(twin), where)
    out += [Change(f"{path}[{item.get('name')}]", ABSENT, item) for n, item in new_names.items() if n not in old_names]
    return out


_REFERENCE = re.compile(r"\$\(([A-Za-z_][A-Za-z0-9_.-]*)\)")


def _env_order(old: dict[str, Any], new: dict[str, Any], path: str) -> list[Change]:
    """A container's env in another order, where a value refers to another variable: `$(VAR)` expands only to a
    variable defined before it, so the order changes what the container sees (a change, though no item does)."""
    if not (path == "env" or path.endswith(".env")):
        return []
    common = [n for n in old if n in new]
    order_old, order_new = common, [n for n in new if n in old]
    if order_old == order_new or not _refers(new, {str(new[n].get("name")) for n in common}):
        return []
    return [Change(f"{path} (order)", [old[n].get("name") for n in order_old], [new[n].get("name") for n in order_new])]


def _refers(items: dict[str, Any], names: set[str]) -> bool:
    values = [item.get("value") for item in items.values()]
    return any(set(_REFERENCE.findall(v)) & names for v in values if isinstance(v, str))


def _containers(items: list[Any]) -> bool:
    return any(isinstance(item, dict | list) for item in items)


def _names(items: list[Any], scope: Scope) -> dict[str, dict[str, Any]] | None:
    """The items by their normal name, when every item is a mapping with a distinct string name."""
    named = {
        scope.item(item).child("name").text(item["name"]): item
        for item in items
        if isinstance(item, dict) and isinstance(item.get("name"), str)
    }
    return named if len(named) == len(items) else None


def compact(value: Any, width: int | None = 120) -> str:
    """A value on one line: a string as it is (quoted when it would read as something else), the rest as JSON."""
    if value is ABSENT:
        return "(none)"
    if isinstance(value, str) and value and value.strip() == value and _plain_string(value):
        text = value
    else:
        text = json.dumps(value, ensure_ascii=False, separators=(", ", ": "))
    if width is not None and len(text) > width:
        return text[: width - 1] + "…"
    return text


def _plain_string(value: str) -> bool:
    if value in ("true", "false", "null", "(none)") or "→" in value or "\n" in value:
        return False
    try:
        json.loads(value)
    except ValueError:
        return True
    return False
