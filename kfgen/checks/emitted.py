"""The one pass every emitted object goes through: what the API server or a webhook would refuse in it
(kfgen.checks.apivalidation.objects), reported at the input field that produced the value.

The objects are assembled from many fields; the value the API server refuses (a CIDR, a label, a
schedule, a quota) is carried over from the input as written, so the problem is placed at the first
field of the input (the Environment's spec, or the TrainingSpec) holding that key and value, or that
value, or that key; what no single field produced (a generated name, a size) stays at the input's
`spec` and names the object. Nothing is searched unless a problem is found.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from kfgen.checks.apivalidation import objects as apiobjects
from kfgen.checks.apivalidation.problem import Key, Problem
from kfgen.results import ResourceRef, Result, error

WEBHOOKS = {"ResourceFlavor": "Kueue's webhook", "ClusterQueue": "Kueue's webhook", "LocalQueue": "Kueue's webhook"}
Path = tuple[str | int, ...]


def problems(emitted: list[Any], source: dict[str, Any], ref: ResourceRef) -> list[Result]:
    """Each emitted object's problems, placed in `source` (an input object: its spec and metadata are searched)."""
    out: list[Result] = []
    for obj in emitted:
        if not isinstance(obj, dict):
            continue
        for problem in apiobjects.problems(obj):
            out.append(error(_message(obj, problem), ref, locate(source, obj, problem)))
    return list(dict.fromkeys(out))


def _message(obj: dict[str, Any], problem: Problem) -> str:
    meta = obj.get("metadata") or {}
    where = "/".join(str(p) for p in (meta.get("namespace"), meta.get("name")) if p)
    refuser = WEBHOOKS.get(str(obj.get("kind")), "the API server")
    return f"{problem.message}; {refuser} refuses the {obj.get('kind')} {where} ({problem.field})"


def locate(source: dict[str, Any], obj: dict[str, Any], problem: Problem) -> str:
    value = _at(obj, problem.path)
    key = problem.path[-1] if problem.path and isinstance(problem.path[-1], Key) else None
    searched = {k: source[k] for k in ("metadata", "spec") if isinstance(source.get(k), dict)}
    for wanted_key, wanted_value in ((key, value), (None, value), (key, None)):
        if wanted_key is None and wanted_value is None:
            continue
        found = _find(searched, (), wanted_key, wanted_value)
        if found is not None:
            return render(found)
    return "spec"


def _at(obj: Any, path: tuple[Any, ...]) -> Any:
    node = obj
    for step in path:
        if (isinstance(node, dict) and step in node) or (
            isinstance(node, list) and isinstance(step, int) and step < len(node)
        ):
            node = node[step]
        else:
            return None
    return node if isinstance(node, (str, int, float)) and not isinstance(node, bool) else None


def _find(node: Any, path: Path, key: Any, value: Any) -> Path | None:
    """The first path (depth first, in input order) to a map entry with `key` (None: any) and `value` (None: any)."""
    for step, child in _children(node):
        matches = (key is None or step == key) and (value is None or (child == value and type(child) is type(value)))
        if matches and (isinstance(step, str) or value is not None):
            return (*path, step)
        found = _find(child, (*path, step), key, value)
        if found is not None:
            return found
    return None


def _children(node: Any) -> Iterator[tuple[str | int, Any]]:
    if isinstance(node, dict):
        yield from ((str(k), v) for k, v in node.items())
    elif isinstance(node, list):
        yield from enumerate(node)


def render(path: Path) -> str:
    out = ""
    for step in path:
        out += f"[{step}]" if isinstance(step, int) else (f".{step}" if out else step)
    return out
