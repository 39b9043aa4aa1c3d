"""Two renders compared: objects paired by identity, the fields that differ, what the jobs request per queue.

`recreate`: both renders are of one Environment at two points in time, so a job whose revision changed is a new
job (a new training run), reported with the spec fields that caused it (`causes`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from kfgen import api
from kfgen.api import Obj
from kfgen.diff import usage
from kfgen.diff.fields import Change, changes
from kfgen.diff.naming import (
    PASSED,
    Identity,
    Normal,
    Scope,
    Where,
    identity,
    labels,
    made_by,
    meta_field,
    normalizer,
    scope,
)

ADDED, REMOVED, CHANGED, RECREATED = "added", "removed", "changed", "recreated"
Causes = Callable[[str, str], list[Change]]  # (TrainingSpec, namespace) -> the spec fields that renamed its jobs


class Side(NamedTuple):
    """One render: what it is called in the report, the Environment it used, its objects; what made each object
    (naming.ENVIRONMENT_MADE, SPEC_MADE or PASSED by id(), else read from its labels) and the Environment's labels."""

    label: str
    where: Where
    objects: list[Obj]
    made: dict[int, str] | None = None
    environment_labels: dict[str, str] | None = None

    def made_by_kfgen(self) -> list[Obj]:
        """The objects kfgen made: only their revisions and spec hashes are noise (an input's are its own)."""
        return [obj for obj in self.objects if self._made(obj) != PASSED]

    def _made(self, obj: Obj) -> str:
        made = self.made.get(id(obj)) if self.made is not None else None
        return made or made_by(obj)

    def scope(self, obj: Obj, normal: Normal) -> Scope:
        return scope(obj, normal, self._made(obj), self.environment_labels or {})


class Entry(NamedTuple):
    status: str  # added | removed | changed | recreated
    kind: str
    namespace: str
    name: str  # the new object's name (the old one's where it is removed)
    spec: str  # the TrainingSpec it comes from, or ""
    old_name: str | None
    changes: list[Change]
    causes: list[Change]  # recreated: the spec fields that feed the revision and changed
    note: str = ""  # live: why the API server would refuse the change


class Comparison(NamedTuple):
    old: Side
    new: Side
    entries: list[Entry]
    queues: list[usage.QueueUsage]
    # what differs in the Environments' specs (what a spec may do), by `spec.…` path: one Environment at two points
    # in time, or the two Environments compared
    environment: list[Change] = []  # noqa: RUF012 (a NamedTuple default, never mutated)
    # --from: the kustomizations (path, what changed) a change touches; diff does not apply them
    kustomizations: list[tuple[str, str]] = []  # noqa: RUF012 (a NamedTuple default, never mutated)

    @property
    def different(self) -> bool:
        changed = self.entries or self.environment or self.kustomizations
        return bool(changed) or any(q.old != q.new for q in self.queues)

    @property
    def environment_name(self) -> str:
        """The Environment, or `A → B` for two."""
        old, new = self.old.where.environment, self.new.where.environment
        return f"{old} → {new}" if old and new and old != new else new or old or ""

    def count(self, status: str) -> int:
        return sum(1 for e in self.entries if e.status == status)


def compare(old: Side, new: Side, causes: Causes | None = None, environment: list[Change] | None = None) -> Comparison:
    normal_old = normalizer(old.made_by_kfgen(), old.where, new.where)
    normal_new = normalizer(new.made_by_kfgen(), new.where, old.where)
    before = _by_identity(old, normal_old)
    after = _by_identity(new, normal_new)
    entries: list[Entry] = []
    for key, (obj, scope_old) in before.items():
        twin, scope_new = after.get(key, (None, None))
        if twin is None or scope_new is None:
            entries.append(_entry(REMOVED, obj, None, []))
            continue
        found = changes(obj, twin, scope_old, scope_new)
        if causes is not None and _revision(obj) != _revision(twin):
            why = causes(key.spec, meta_field(twin, "namespace"))
            entries.append(_entry(RECREATED, twin, meta_field(obj, "name"), found, why))
        elif found:
            entries.append(_entry(CHANGED, twin, meta_field(obj, "name"), found))
    entries += [_entry(ADDED, obj, None, []) for key, (obj, _) in after.items() if key not in before]
    return Comparison(old, new, entries, usage.compare(old.objects, new.objects), environment or [])


def _by_identity(side: Side, normal: Normal) -> dict[Identity, tuple[Obj, Scope]]:
    found: dict[Identity, tuple[Obj, Scope]] = {}
    for obj in side.objects:
        where = side.scope(obj, normal)
        found.setdefault(identity(obj, where), (obj, where))
    return found


def _revision(obj: Obj) -> object:
    return labels(obj).get(api.REVISION_LABEL)


def _entry(status: str, obj: Obj, old_name: str | None, found: list[Change], why: list[Change] | None = None) -> Entry:
    spec = labels(obj).get(api.SPEC_LABEL)
    name = meta_field(obj, "name")
    return Entry(
        status,
        str(obj.get("kind", "")),
        meta_field(obj, "namespace"),
        name,
        spec if isinstance(spec, str) else "",
        old_name if old_name != name else None,
        found,
        why or [],
    )
