"""The API server's bound on one object's size (etcd's request limit), measured cheaply for the usual small object."""

from __future__ import annotations

import json
from typing import Any

from kfgen.api import Obj
from kfgen.checks import emitted
from kfgen.results import ResourceRef, Result, error

MAX_OBJECT_BYTES = 1536 * 1024  # etcd's request limit: the API server refuses a larger object
# kfgen's objects are trees (YAML parsing refuses recursive aliases): no need to look for cycles (a fifth faster)
_COMPACT = json.JSONEncoder(separators=(",", ":"), check_circular=False)


def json_size(obj: Any) -> int:
    """Bytes of `obj` as compact UTF-8 JSON: orjson (seven times the standard library's speed, and measuring
    every object kfgen emits is a tenth of a render), the standard library for what orjson refuses (an
    integer beyond 64 bits from the Python API; ASCII-escaped there, so never less than the UTF-8 size)."""
    import orjson  # imported on first use: the validator-only paths never pay for it

    try:
        return len(orjson.dumps(obj))
    except TypeError:  # orjson.JSONEncodeError is a TypeError
        return len(_COMPACT.encode(obj))


# The standard library measures about 6 ms per MiB and importing orjson costs 9 ms (it loads dataclasses, uuid,
# platform): a process takes it only once it has measured this much.
SCREEN_BYTES = 2 << 20
_SCREEN = json.JSONEncoder(separators=(",", ":"), check_circular=False, allow_nan=False)
_screened = 0


def surely_fits(obj: Any) -> bool:
    """Whether `obj` is within MAX_OBJECT_BYTES, judged by the standard library while the process is young: at most
    half the limit there is within it to orjson, which writes nothing more than twice as long (ASCII escapes are
    longer than UTF-8; a float is at most 1.4 times its repr, 1e-05 as 0.00001). False is "measure it exactly"."""
    global _screened
    if _screened > SCREEN_BYTES:
        return False
    try:
        size = len(_SCREEN.encode(obj))
    except (TypeError, ValueError, RecursionError):  # not JSON, NaN or infinity: json_size decides as it would
        return False
    _screened += size
    return size <= MAX_OBJECT_BYTES // 2


def oversized(objects: list[Any], ref: ResourceRef, source: Obj | None = None) -> list[Result]:
    """Objects beyond the API server's bound, placed at the longest string of `source` (where it grew)."""
    out = []
    for obj in objects:
        if surely_fits(obj):
            continue
        size = json_size(obj)
        if size > MAX_OBJECT_BYTES:
            out.append(
                error(
                    f"the generated {obj.get('kind')} would be {size} bytes; the API server stores at most "
                    f"{MAX_OBJECT_BYTES} (1.5 MiB) per object",
                    ref,
                    heaviest_field(source) if source is not None else "spec",
                )
            )
    return out


def heaviest_field(source: Obj) -> str:
    """Where an object too large for the API server grew: from `spec` down, the field holding more than half of its
    parent's size, as deep as there is one (a long string; the list of many values that shares its bulk)."""
    path: list[str | int] = ["spec"]
    node = source.get("spec")
    while True:
        children = (
            list(node.items()) if isinstance(node, dict) else list(enumerate(node)) if isinstance(node, list) else []
        )
        if not children:
            break
        sizes = [json_size(child) for _, child in children]
        heaviest = max(range(len(children)), key=sizes.__getitem__)
        if 2 * sizes[heaviest] <= sum(sizes):
            break
        step, node = children[heaviest]
        path.append(step if isinstance(step, int) else str(step))
    return emitted.render(tuple(path))
