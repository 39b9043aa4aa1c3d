"""How a diff is written: plain text for people (and a pull-request comment), JSON for programs.

The JSON shape (`"format": "kfgen.dev/diff/v1"`), stable: keys are added, never renamed or removed:

    {"format": "kfgen.dev/diff/v1", "mode": "environments" | "revision" | "live", "different": bool,
     "comparisons": [{
        "old": {"label": str, "environment": str | null, "namespace": str | null},
        "new": {...},
        "objects": [{"status": "added" | "removed" | "changed" | "recreated",
                     "kind": str, "namespace": str, "name": str,
                     "oldName": str (renamed only), "trainingSpec": str (its objects only),
                     "changes": [{"path": str, "old": any (absent: not set), "new": any (absent: not set)}],
                     "causes": [same shape: the spec fields that renamed the job; recreated only],
                     "note": str (live: why the API server refuses it)}],
        "environment": {"name": str ("A → B" for two), "changes": [same shape, `spec.…` paths]} (where the
                        Environments' specs, what a spec may do, differ; absent otherwise),
        "kustomizations": [{"path": str, "changed": str (the kustomization or a file it names)}] (--from:
                        the kustomizations a change touches, which diff does not apply; absent otherwise),
        "summary": {"onlyOld": int, "onlyNew": int, "changed": int, "recreated": int,
                    "queues": [{"queue": str, "gpu": {"old": num, "new": num}, "cpu": {"old": num, "new": num}}]}}]}

In live mode "old" is the cluster and "new" the render: "removed" is an object kfgen owns there that the render
no longer has (what a prune deletes), "added" one the apply would create.
"""

from __future__ import annotations

import json
from typing import Any

from kfgen.diff import usage
from kfgen.diff.compare import ADDED, CHANGED, RECREATED, REMOVED, Comparison, Entry, Side
from kfgen.diff.fields import ABSENT, Change, compact
from kfgen.results import one_line

FORMAT = "kfgen.dev/diff/v1"
MARKS = {ADDED: "+", REMOVED: "-", CHANGED: "~", RECREATED: "!"}


def text(comparisons: list[Comparison]) -> str:
    return "\n".join(_comparison_text(c) for c in comparisons)


def _comparison_text(comparison: Comparison) -> str:
    lines = [_heading(comparison.old, comparison.new)]
    if comparison.environment:
        lines.append(f"~ Environment {comparison.environment_name}: what a spec may do {_changed(comparison)}")
        lines += [f"    {_change_text(c)}" for c in comparison.environment]
    lines += _kustomizations_text(comparison)
    lines += [line for entry in comparison.entries for line in _entry_text(entry, comparison)]
    if comparison.kustomizations and not comparison.entries:
        lines.append("  the objects kfgen renders from the specs alone: unchanged; the kustomization's are not shown")
    elif not comparison.entries:
        lines.append("  no difference in the objects")
    lines.append(_summary(comparison))
    lines += _queues(comparison.queues)
    return "\n".join(lines) + "\n"


def _kustomizations_text(comparison: Comparison) -> list[str]:
    if not comparison.kustomizations:
        return []
    lines = [one_line(f"~ kustomization {path}: {changed} changed") for path, changed in comparison.kustomizations]
    lines.append(
        "    kfgen diff does not apply kustomizations: compare `kustomize build` of both revisions for what it renders"
    )
    return lines


def _heading(old: Side, new: Side) -> str:
    if old.where == new.where:  # one Environment at two points in time (or the cluster)
        env = f", Environment {old.where.environment} ({old.where.namespace})" if old.where.environment else ""
        return f"kfgen diff {old.label} → {new.label}{env}"
    return f"kfgen diff {_side_title(old)} → {_side_title(new)}"


def _side_title(side: Side) -> str:
    where = side.where
    if where.environment is None or where.environment == side.label:
        return side.label + (f" ({where.namespace})" if where.namespace else "")
    return f"{side.label} (Environment {where.environment}, {where.namespace})"


def _entry_text(entry: Entry, comparison: Comparison) -> list[str]:
    where = f"{entry.namespace}/{entry.name}" if entry.namespace else entry.name
    head = f"{MARKS[entry.status]} {entry.kind} {where}"
    if entry.status == RECREATED:
        head += " re-created: a new training run"
    if entry.old_name:
        head += f" (was {entry.old_name})"
    if entry.status == REMOVED and not entry.note:
        head += f" (only in {comparison.old.label})"
    elif entry.status == ADDED:
        head += f" (only in {comparison.new.label})"
    lines = [one_line(head)]  # a name's control characters escaped, as values are
    if entry.note:
        lines.append(f"    {entry.note}")
    lines += [f"    because {_change_text(c)}" for c in entry.causes]
    lines += [f"    {_change_text(c)}" for c in entry.changes]
    return lines


def _change_text(change: Change) -> str:
    return f"{one_line(change.path or '.')}: {compact(change.old)} → {compact(change.new)}"


def _summary(comparison: Comparison) -> str:
    old, new = comparison.old.label, comparison.new.label
    parts = [
        f"{comparison.count(REMOVED)} only in {old}",
        f"{comparison.count(ADDED)} only in {new}",
        f"{comparison.count(CHANGED)} changed",
    ]
    if comparison.count(RECREATED):
        parts.append(f"{comparison.count(RECREATED)} re-created (new training runs)")
    if comparison.environment:
        parts.append(f"Environment {comparison.environment_name} {_changed(comparison)}")
    if comparison.kustomizations:
        parts.append(f"{len(comparison.kustomizations)} kustomization(s) changed (not applied)")
    return "summary: " + ", ".join(parts)


def _changed(comparison: Comparison) -> str:
    return "differs" if "→" in comparison.environment_name else "changed"


def _queues(queues: list[usage.QueueUsage]) -> list[str]:
    if not queues:
        return []
    rows = [("queue", "GPUs", "CPU")] + [
        (q.queue, _delta(q.old.gpu, q.new.gpu), _delta(q.old.cpu, q.new.cpu)) for q in queues
    ]
    widths = [max(len(row[i]) for row in rows) for i in range(3)]
    return ["  " + "  ".join(cell.ljust(w) for cell, w in zip(row, widths, strict=True)).rstrip() for row in rows]


def _delta(old: Any, new: Any) -> str:
    if old == new:
        return usage.number(old)
    change = new - old
    sign = "+" if change > 0 else "-"
    return f"{usage.number(old)} → {usage.number(new)} ({sign}{usage.number(abs(change))})"


def document(mode: str, comparisons: list[Comparison]) -> str:
    body = {
        "format": FORMAT,
        "mode": mode,
        "different": any(c.different for c in comparisons),
        "comparisons": [_comparison_json(c) for c in comparisons],
    }
    return json.dumps(body, indent=2, ensure_ascii=False) + "\n"


def _comparison_json(comparison: Comparison) -> dict[str, Any]:
    return {
        "old": _side_json(comparison.old),
        "new": _side_json(comparison.new),
        "objects": [_entry_json(e) for e in comparison.entries],
        **_environment_json(comparison),
        **_kustomizations_json(comparison),
        "summary": {
            "onlyOld": comparison.count(REMOVED),
            "onlyNew": comparison.count(ADDED),
            "changed": comparison.count(CHANGED),
            "recreated": comparison.count(RECREATED),
            "queues": [
                {
                    "queue": q.queue,
                    "gpu": {"old": usage.as_json(q.old.gpu), "new": usage.as_json(q.new.gpu)},
                    "cpu": {"old": usage.as_json(q.old.cpu), "new": usage.as_json(q.new.cpu)},
                }
                for q in comparison.queues
            ],
        },
    }


def _environment_json(comparison: Comparison) -> dict[str, Any]:
    if not comparison.environment:
        return {}
    changes = [_change_json(c) for c in comparison.environment]
    return {"environment": {"name": comparison.environment_name, "changes": changes}}


def _kustomizations_json(comparison: Comparison) -> dict[str, Any]:
    if not comparison.kustomizations:
        return {}
    return {"kustomizations": [{"path": path, "changed": changed} for path, changed in comparison.kustomizations]}


def _side_json(side: Side) -> dict[str, Any]:
    return {"label": side.label, "environment": side.where.environment, "namespace": side.where.namespace}


def _entry_json(entry: Entry) -> dict[str, Any]:
    out: dict[str, Any] = {"status": entry.status, "kind": entry.kind, "namespace": entry.namespace}
    out["name"] = entry.name
    if entry.old_name:
        out["oldName"] = entry.old_name
    if entry.spec:
        out["trainingSpec"] = entry.spec
    out["changes"] = [_change_json(c) for c in entry.changes]
    if entry.status == RECREATED:
        out["causes"] = [_change_json(c) for c in entry.causes]
    if entry.note:
        out["note"] = entry.note
    return out


def _change_json(change: Change) -> dict[str, Any]:
    out: dict[str, Any] = {"path": change.path}
    if change.old is not ABSENT:
        out["old"] = change.old
    if change.new is not ABSENT:
        out["new"] = change.new
    return out
