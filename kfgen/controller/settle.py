"""The status of a TrainingSpec once its planned actions ran: what was done, not what was planned, so that an
API error mid-way reports exactly that; and the events of a status change. Pure, like the planner."""

from __future__ import annotations

from typing import Any

from kfgen.api import Obj
from kfgen.controller.actions import Action, Failure, Plan
from kfgen.controller.livestate import FINISHED, condition, generation_of, iso
from kfgen.controller.plan import QUIET
from kfgen.controller.planhistory import clean


def status(spec_obj: Obj, result: Plan, done: list[Action], failure: Failure | None = None) -> Obj:
    """The status once `done` ran (all of the plan's actions unless one failed)."""
    generation = generation_of(spec_obj)
    old: Obj = spec_obj.get("status") or {}
    out = dict(result.base)
    out["observedGeneration"] = old.get("observedGeneration") if failure else generation
    if "inventory" in out:
        out["inventory"] = _settle_inventory(out["inventory"], done)
    out["jobs"] = _settle_jobs(out.get("jobs") or [], done)
    if result.job_kind is None:
        reason, message = result.synced[1], result.events[0][2] if result.events else ""
        out["conditions"] = [
            condition("Rendered", False, reason, message, generation),
            condition("Synced", False, reason, result.synced[2], generation),
            condition("Ready", False, reason, "see the Rendered condition", generation),
        ]
        if failure:
            out["conditions"][1] = _failed("Synced", failure, generation)
        return clean(out)
    _summarize(out, result, generation, failure)
    return clean(out)


def unobserved(spec_obj: Obj, failure: Failure) -> Obj:
    """The status when what the planner needs could not be read: the old one, not Synced, not Ready."""
    generation = generation_of(spec_obj)
    out = dict(spec_obj.get("status") or {})
    kept = [c for c in out.get("conditions") or [] if c["type"] == "Rendered"]
    out["conditions"] = [*kept, _failed("Synced", failure, generation), _failed("Ready", failure, generation)]
    return out


def _settle_inventory(base: list[str], done: list[Action]) -> list[str]:
    out = list(base)
    for action in done:
        if action.inventory:
            verb, key = action.inventory
            if verb == "add" and key not in out:
                out.append(key)
            elif verb == "remove" and key in out:
                out.remove(key)
    return out


def _settle_jobs(base: list[Obj], done: list[Action]) -> list[Obj]:
    out = [{k: v for k, v in j.items() if k != "deleting"} for j in base]
    for action in done:
        if action.job:
            name, entry = action.job
            index = next((i for i, j in enumerate(out) if j["name"] == name), None)
            if entry is None and index is not None:
                out.pop(index)
            elif entry is not None and index is None:
                out.append(entry)
            elif entry is not None and index is not None:
                out[index] = entry
    return out


def _summarize(out: Obj, result: Plan, generation: int, failure: Failure | None) -> None:
    assert result.job_kind is not None
    api_version, kind = result.job_kind
    made = [j for j in out["jobs"] if j["phase"] not in ("Pending", "Missing")]
    current = next((j for j in made if j["name"] == result.target), None)
    active = next((j for j in made if j["phase"] not in FINISHED), None)
    latest = next((j for j in reversed(made) if not j.get("gone")), None)
    shown = current or active or latest
    out["phase"] = shown["phase"] if shown else "Pending"
    out["job"] = {"apiVersion": api_version, "kind": kind, "name": shown["name"]} if shown else None
    ok, reason, message = result.synced
    ready = ok and current is not None and current["phase"] != "Failed"
    ready_reason = "JobFailed" if current and current["phase"] == "Failed" else ("Ready" if ready else reason)
    ready_message = f"{kind} {current['name']} is {current['phase']}" if current else message
    out["conditions"] = [
        condition("Rendered", True, "Rendered", f"{result.rendered} objects", generation),
        condition("Synced", ok, reason, message, generation),
        condition("Ready", ready, ready_reason, ready_message, generation),
    ]
    if failure:
        out["conditions"][1] = _failed("Synced", failure, generation)
        out["conditions"][2] = _failed("Ready", failure, generation)


def _failed(kind: str, failure: Failure, generation: int) -> Obj:
    return condition(kind, False, failure.reason, f"{failure.action}: {failure.message}", generation)


def stamp(old: Obj, new: Obj, now: float) -> None:
    """lastTransitionTime: kept while a condition stays the same, now when it changes."""
    previous = {c["type"]: c for c in old.get("conditions") or []}
    for cond in new.get("conditions") or []:
        before = previous.get(cond["type"]) or {}
        same = all(before.get(k) == cond[k] for k in ("status", "reason", "message"))
        cond["lastTransitionTime"] = before.get("lastTransitionTime", iso(now)) if same else iso(now)


def events(old: Obj, new: Obj, planned: list[tuple[str, str, str]]) -> list[tuple[str, str, str]]:
    """Normal events for what was done; warnings and phase changes only on a transition, so no storm."""
    if _summary(old) == _summary(new):
        return [e for e in planned if e[0] == "Normal"]
    out = list(planned)
    before = {(c["type"], c["reason"]) for c in old.get("conditions") or []}
    for cond in new.get("conditions") or []:
        fresh = cond["status"] == "False" and (cond["type"], cond["reason"]) not in before
        if fresh and cond["reason"] not in QUIET and not any(e[1] == cond["reason"] for e in out):
            out.append(("Warning", cond["reason"], cond["message"]))
    if old.get("phase") != new.get("phase") and old.get("phase") not in (None, "Pending"):
        out.append(("Normal", "Phase", f"phase {old.get('phase') or 'none'} -> {new.get('phase')}"))
    return out


def _summary(status: Obj) -> list[Any]:
    conditions = [(c["type"], c["status"], c["reason"]) for c in status.get("conditions") or []]
    return [conditions, status.get("phase")]
