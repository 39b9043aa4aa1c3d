"""`kfgen discover --check`: where an Environment's platform facts disagree with the cluster, one located line each.

A block the Environment leaves out (no `katib`, no `kueue`) is not compared: it does not use it. The one exception is
trainingOperator, whose fact decides a warning on every PyTorchJob with a master. A fact the Environment leaves out
inside a block it states means its default, and that is compared. A block that should be compared but could not be
read is an error, never agreement: "agrees" must mean "looked at and the same" (`unread`; the command exits 2).
"""

from __future__ import annotations

from typing import Any

from kfgen.api import Obj
from kfgen.facts.model import Fact, Findings, Unknown
from kfgen.results import ResourceRef, Result, error

ALWAYS = frozenset({"trainingOperator"})
_ABSENT = object()


def check(environment: Obj, found: Findings) -> list[Result]:
    ref = ResourceRef.of(environment)
    spec = _spec(environment)
    problems = [p for fact in found.facts if _compared(spec, fact.path) for p in _fact(spec, fact, ref)]
    return problems + [_unread(u, ref) for u in unread(environment, found)]


def unread(environment: Obj, found: Findings) -> list[Unknown]:
    """What should have been compared (a block the Environment states, or one always compared) and was not read."""
    spec = _spec(environment)
    return [u for u in found.unknown if u.path and _compared(spec, u.path)]


def _spec(environment: Obj) -> Obj:
    given = environment.get("spec")
    return given if isinstance(given, dict) else {}


def _compared(spec: Obj, path: tuple[str, ...]) -> bool:
    return path[0] in ALWAYS or _stated(spec, path[:1]) is not _ABSENT


def _stated(spec: Obj, path: tuple[str, ...]) -> Any:
    node: Any = spec
    for key in path:
        if not isinstance(node, dict) or key not in node:
            return _ABSENT
        node = node[key]
    return node


def _fact(spec: Obj, fact: Fact, ref: ResourceRef) -> list[Result]:
    given = _stated(spec, fact.path)
    stated = fact.default if given is _ABSENT else given
    said = "states" if given is not _ABSENT else "means by default"
    field = "spec." + ".".join(fact.path)
    where = f"(from {fact.source})"
    if fact.comparison == "same":
        if stated == fact.value:
            return []
        return [
            error(f"the Environment {said} {_show(stated)}, the cluster has {_show(fact.value)} {where}", ref, field)
        ]
    stated_items = [str(v) for v in stated or []] if isinstance(stated, list) else []
    lacking = [v for v in stated_items if v not in fact.value]
    extra = [v for v in fact.value if v not in stated_items] if fact.comparison == "both" else []
    parts = [f"{', '.join(lacking)} the cluster does not have"] if lacking else []
    parts += [f"{', '.join(extra)} the cluster has and the Environment does not list"] if extra else []
    if not parts:
        return []
    return [error(f"the Environment {said} a list that disagrees: {'; '.join(parts)} {where}", ref, field)]


def _unread(unknown: Unknown, ref: ResourceRef) -> Result:
    return error(f"not compared, not read from the cluster: {unknown.reason}", ref, "spec." + ".".join(unknown.path))


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return str(value).lower()
    return ", ".join(map(str, value)) if isinstance(value, list) else str(value)
