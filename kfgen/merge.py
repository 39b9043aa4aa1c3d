"""Layer merging: built-in defaults < Environment defaults < spec < the spec's environment override.

Rules: maps deep-merge; lists replace, except lists of named items (volumes, and in pod patches
containers, initContainers, volumes, volumeMounts, env, ports), which merge by `name`; `null` removes
what lower layers set. Environment variables are a map, so they merge by name too.

A pod patch is itself a layer over the generated pod template, so its nulls are kept while the spec's
layers merge (`KEEP_NULLS`) and remove what kfgen generated when the patch is applied. In a list of
named items a null removes a field of the item of that name; the item itself stays.
"""

from __future__ import annotations

from typing import Any

from deepmerge import Merger

NAMED_LISTS = frozenset(
    {"volumes", "containers", "initContainers", "volumeMounts", "env", "ports", "imagePullSecrets", "envFrom"}
)


def _merge_named_list(config: Merger, path: list[Any], base: list[Any], nxt: list[Any]) -> Any:
    key = path[-1] if path else None
    if key not in NAMED_LISTS or not all(isinstance(i, dict) and "name" in i for i in base + nxt):
        return nxt
    merged = {item["name"]: item for item in base}
    for item in nxt:
        name = item["name"]
        merged[name] = config.value_strategy([*path, name], merged[name], item) if name in merged else item
    return list(merged.values())


_MERGER = Merger([(list, [_merge_named_list]), (dict, ["merge"])], ["override"], ["override"])


def copy(value: Any) -> Any:
    """A deep copy of plain YAML data (much faster than copy.deepcopy)."""
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            out[k] = v if type(v) in _SCALARS else copy(v)
        return out
    if isinstance(value, list):
        return [v if type(v) in _SCALARS else copy(v) for v in value]
    return value


# Leaves that copy and _drop return as they are: tested by exact type, they cost no call (most values are strings).
_SCALARS = frozenset({str, int, bool, float, type(None)})


# Where a merged spec keeps its nulls: the pod patches (spec.podPatch, spec.roles.<role>.podPatch), as a tree of
# keys ("*": any key) whose leaves (True) keep what is below them as it is.
KeepTree = dict[str, "KeepTree | bool"]
KEEP_NULLS: KeepTree = {"podPatch": True, "roles": {"*": {"podPatch": True}}}


def drop_nulls(value: Any, keep: KeepTree | None = None) -> Any:
    """`value` without null map values, except below the leaves of `keep`."""
    if not keep or not isinstance(value, dict):
        return _drop(value)
    out = {}
    for k, v in value.items():
        if v is None:
            continue
        below = keep.get(k) or keep.get("*")
        if below is True:
            out[k] = v
        elif below:
            out[k] = drop_nulls(v, below)
        else:
            out[k] = _drop(v)
    return out


def _drop(value: Any) -> Any:
    if isinstance(value, dict):
        out = {}
        for k, v in value.items():
            if v is not None:
                out[k] = v if type(v) in _SCALARS else _drop(v)
        return out
    if isinstance(value, list):
        return [v if type(v) in _SCALARS else _drop(v) for v in value]
    return value


def holds_nulls(value: Any) -> bool:
    """Whether a map in `value` has a null value: exactly when drop_nulls(value) would differ from `value` (a scan
    that builds nothing, for callers whose input usually has none)."""
    if isinstance(value, dict):
        for v in value.values():
            if v is None or (type(v) not in _SCALARS and holds_nulls(v)):
                return True
    elif isinstance(value, list):
        for v in value:
            if type(v) not in _SCALARS and holds_nulls(v):
                return True
    return False


def layers(*layers: dict[str, Any] | None, keep: KeepTree | None = None) -> dict[str, Any]:
    """Merge layers lowest first; the inputs are not modified. Nulls remove keys (and stay below `keep`)."""
    merged: dict[str, Any] = {}
    for layer in layers:
        if layer:
            _MERGER.merge(merged, copy(layer))
    result: dict[str, Any] = drop_nulls(merged, keep)
    return result


def has(data: Any, path: tuple[str | int, ...]) -> bool:
    """Whether `data` holds `path` (a key of a mapping, an index of a list)."""
    for key in path:
        in_map = isinstance(data, dict) and key in data
        if not (in_map or (isinstance(data, list) and type(key) is int and 0 <= key < len(data))):
            return False
        data = data[key]
    return True


def nulled(data: Any, path: tuple[str | int, ...]) -> tuple[str | int, ...] | None:
    """The part of `path` that `data` writes null, removing what lies below it (None: it removes none of it)."""
    for cut, key in enumerate(path, 1):
        if not isinstance(data, dict) or key not in data:
            return None
        data = data[key]
        if data is None:
            return path[:cut]
    return None
