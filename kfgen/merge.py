"""Layer merging: built-in defaults < Environment defaults < spec < the spec's environment override.

Rules: maps deep-merge; lists replace, except lists of named items (volumes, and in pod patches
containers, initContainers, volumes, volumeMounts, env, ports), which merge by `name`; `null` removes
what lower layers set. Environment variables are a map, so they merge by name too.
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
        return {k: copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [copy(v) for v in value]
    return value


def drop_nulls(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: drop_nulls(v) for k, v in value.items() if v is not None}
    if isinstance(value, list):
        return [drop_nulls(v) for v in value]
    return value


def layers(*layers: dict[str, Any] | None) -> dict[str, Any]:
    """Merge layers lowest first; the inputs are not modified. Nulls remove keys."""
    merged: dict[str, Any] = {}
    for layer in layers:
        if layer:
            _MERGER.merge(merged, copy(layer))
    result: dict[str, Any] = drop_nulls(merged)
    return result


def has(data: Any, path: tuple[str | int, ...]) -> bool:
    for key in path:
        if isinstance(data, dict) and key in data:
            data = data[key]
        else:
            return False
    return True
