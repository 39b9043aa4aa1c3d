"""The planner's record of a spec's jobs: each one's phase now, and which finished ones to delete.

Pure, like kfgen.controller.plan: it reads the recorded status and the observed jobs, and decides.
"""

from __future__ import annotations

from kfgen import units
from kfgen.api import FINALIZER, GENERATION_ANNOTATION, REVISION_LABEL, Obj
from kfgen.controller.actions import Action, Observed, Plan
from kfgen.controller.livestate import FINISHED, deleting, job_phase, owned, parse_time

DEFAULT_HISTORY = 3


def refresh(recorded: list[Obj], live_jobs: dict[str, Obj], uid: str) -> tuple[list[Obj], list[Action]]:
    """Each recorded job (and each owned job not recorded yet) with its phase now."""
    out: list[Obj] = []
    releases: list[Action] = []
    for entry in [*recorded, *_unrecorded(recorded, live_jobs, uid)]:
        live = live_jobs.get(entry["name"])
        live = live if live is not None and owned(live, uid) else None
        out.append(_refreshed(entry, live))
        if live is not None and deleting(live) and FINALIZER in (live["metadata"].get("finalizers") or []):
            releases.append(_release(entry["name"], live))
    return out, releases


def _unrecorded(recorded: list[Obj], live_jobs: dict[str, Obj], uid: str) -> list[Obj]:
    """An entry for each job this spec owns that its status does not list yet."""
    names = {e["name"] for e in recorded}
    return [
        {
            "kind": j["kind"],
            "name": n,
            "revision": j["metadata"].get("labels", {}).get(REVISION_LABEL, ""),
            "phase": "Created",
        }
        for n, j in live_jobs.items()
        if n not in names and owned(j, uid)
    ]


def _release(name: str, live: Obj) -> Action:
    """Drop kfgen's finalizer from a job being deleted, so that it goes."""
    rest = [f for f in live["metadata"]["finalizers"] if f != FINALIZER]
    body = {"metadata": {"finalizers": rest or None, "resourceVersion": live["metadata"]["resourceVersion"]}}
    return Action("release", live["kind"], name, body=body)


def _refreshed(entry: Obj, live: Obj | None) -> Obj:
    if entry.get("gone"):
        return entry
    if live is None or deleting(live):
        return _absent(entry, live)
    phase, finished_at = job_phase(live)
    generation = (live["metadata"].get("annotations") or {}).get(GENERATION_ANNOTATION)
    return clean(
        {
            **entry,
            "phase": phase,
            "finishedAt": finished_at,
            "generation": int(generation) if generation and generation.isdigit() else entry.get("generation"),
            "deleting": None,
        }
    )


def _absent(entry: Obj, live: Obj | None) -> Obj:
    """The entry of a job that is missing or being deleted (`live`)."""
    phase, finished_at = job_phase(live) if live is not None else (entry.get("phase"), entry.get("finishedAt"))
    if phase in FINISHED or entry.get("phase") in FINISHED:  # finished, then deleted: never run again
        done = phase if phase in FINISHED else entry["phase"]
        return clean(
            {
                **entry,
                "phase": done,
                "finishedAt": finished_at or entry.get("finishedAt"),
                "gone": True,
                "deleting": live is not None or None,
            }
        )
    return {
        **entry,
        "phase": "Pending" if entry.get("phase") == "Pending" else "Missing",
        **({"deleting": True} if live is not None else {}),
    }


def clean(entry: Obj) -> Obj:
    return {k: v for k, v in entry.items() if v is not None}


def retention(spec: Obj, current: str, jobs: list[Obj], observed: Observed, now: float, out: Plan) -> None:
    """Delete finished jobs past the TTL, and finished jobs of old revisions beyond the history limit."""
    finished = _finished_newest_first(jobs)
    keep = int(spec.get("historyLimit", DEFAULT_HISTORY))
    old = [j for j in finished if j["name"] != current]
    doomed = {j["name"]: "history limit" for j in old[keep:]}
    ttl_value = (spec.get("runPolicy") or {}).get("ttlAfterFinished")
    if ttl_value is not None:
        _past_ttl(finished, units.seconds(ttl_value), now, doomed, out)
    for entry in [j for j in jobs if j["name"] in doomed]:
        live = observed.jobs.get(entry["name"])
        if live is not None and not deleting(live):
            out.actions.append(_delete_finished(entry, live, current, doomed[entry["name"]]))


def _finished_newest_first(jobs: list[Obj]) -> list[Obj]:
    order = {j["name"]: i for i, j in enumerate(jobs)}  # creation order breaks ties of finish time
    return sorted(
        (j for j in jobs if j["phase"] in FINISHED and not j.get("gone")),
        key=lambda j: (parse_time(j.get("finishedAt")) or 0, order[j["name"]]),
        reverse=True,
    )


def _past_ttl(finished: list[Obj], ttl: float, now: float, doomed: dict[str, str], out: Plan) -> None:
    """Doom the jobs finished more than `ttl` seconds ago; requeue for the next one to expire."""
    for entry in finished:
        done = parse_time(entry.get("finishedAt"))
        if done is None:
            continue
        left = done + ttl - now
        if left <= 0:
            doomed.setdefault(entry["name"], "TTL after finished")
        else:
            out.requeue_after = left if out.requeue_after is None else min(out.requeue_after, left)


def _delete_finished(entry: Obj, live: Obj, current: str, why: str) -> Action:
    update = {**entry, "gone": True} if entry["name"] == current else None
    return Action(
        "delete",
        entry["kind"],
        entry["name"],
        uid=live["metadata"]["uid"],
        job=(entry["name"], update),
        event=("Deleted", f"{entry['kind']} {entry['name']}: {why}"),
    )
