"""The planner's decisions about the job: which one is current, and whether the spec's revision may start.

Pure, like kfgen.controller.plan. A job runs once: a finished job is never started again, a new
revision starts as a new job when the spec's updatePolicy lets it, and a job that started with an
Environment keeps it (pinned) until the spec itself changes.
"""

from __future__ import annotations

from kfgen.api import FINALIZER, GENERATION_ANNOTATION, REVISION_LABEL, Obj
from kfgen.controller.actions import Action, Observed, Plan, Rendered, write
from kfgen.controller.livestate import FINISHED, deleting, generation_of, owned, with_digest
from kfgen.controller.planhistory import retention

DELETING_RETRY = 2.0  # a job being deleted is recreated once it is gone
UNSTARTED = ("Missing", "Pending")


def jobs(
    spec_obj: Obj,
    rendered: Rendered,
    observed: Observed,
    entries: list[Obj],
    conflicts: list[str],
    now: float,
    out: Plan,
) -> None:
    """Plan the current job, then what to delete of the others; `entries` is left as the status records it."""
    generation = generation_of(spec_obj)
    job = rendered.job
    name = job["metadata"]["name"]
    live = observed.jobs.get(name)
    if live is not None and not owned(live, spec_obj["metadata"]["uid"]):
        conflicts.append(
            f"{job['kind']} {job['metadata']['namespace']}/{name} exists and is not owned by this "
            "TrainingSpec; it is left alone"
        )
    pinned = _pinned(entries, generation, name)
    entries[:] = _still_recorded(entries, generation, name)
    if pinned is not None:
        _keep_pinned(pinned, out)
    elif not conflicts:
        sync_job(spec_obj, job, observed, entries, out)
    else:
        out.target = name if any(j["name"] == name for j in entries) else None
    retention(spec_obj.get("spec") or {}, out.target or name, entries, observed, now, out)


def _pinned(entries: list[Obj], generation: int, name: str) -> Obj | None:
    """A job started for this generation of the spec under another name: the Environment changed since."""
    return next(
        (j for j in entries if j.get("generation") == generation and j["name"] != name and j["phase"] not in UNSTARTED),
        None,
    )


def _still_recorded(entries: list[Obj], generation: int, name: str) -> list[Obj]:
    """Forget the jobs of earlier generations that never started or are gone."""
    return [
        j
        for j in entries
        if j["name"] == name or j.get("generation") == generation or not (j.get("gone") or j["phase"] in UNSTARTED)
    ]


def _keep_pinned(pinned: Obj, out: Plan) -> None:
    out.target = pinned["name"]
    state = f"finished ({pinned['phase']})" if pinned["phase"] in FINISHED else "keeps running"
    out.synced = (
        True,
        "Synced",
        f"{pinned['kind']} {pinned['name']} {state} with the revision it started "
        "with; the Environment changed since, a new job starts when the spec changes",
    )


def sync_job(spec_obj: Obj, job: Obj, observed: Observed, entries: list[Obj], out: Plan) -> None:
    """Create or update the job of the spec's revision, unless it finished, is going, or must wait."""
    name = job["metadata"]["name"]
    generation = generation_of(spec_obj)
    live = observed.jobs.get(name)
    mine = next((j for j in entries if j["name"] == name), None)
    out.target = name
    if mine is not None and _ran(mine):
        _keep_finished(job, mine, live, generation, out)
    elif live is not None and deleting(live):
        _wait_until_deleted(job, out)
    elif _unstarted(mine) and not _make_way(spec_obj.get("spec") or {}, job, entries, observed, out):
        out.target = None
    else:
        _create_or_update(job, mine, live, generation, out)


def _ran(entry: Obj) -> bool:
    """The job finished (and may be deleted since): it never runs again."""
    return bool(entry.get("gone")) or entry["phase"] in FINISHED


def _unstarted(entry: Obj | None) -> bool:
    """The job of this revision is still to start (or to start again, if it went missing)."""
    return entry is None or entry["phase"] in UNSTARTED


def _keep_finished(job: Obj, mine: Obj, live: Obj | None, generation: int, out: Plan) -> None:
    """A finished job still takes the spec's labels and TTL while it exists."""
    name = job["metadata"]["name"]
    gone = mine.get("gone")
    if not gone and live is not None and not deleting(live):
        update = {**mine, "generation": generation}
        out.actions.append(write(_job_body(job, generation), live, job=(name, update)))  # labels, TTL in place
    verb = "finished and was deleted" if gone else "finished"
    out.synced = (True, "Synced", f"{job['kind']} {name} {verb}: {mine['phase']}")


def _wait_until_deleted(job: Obj, out: Plan) -> None:
    name = job["metadata"]["name"]
    out.synced = (False, "Deleting", f"{job['kind']} {name} is being deleted; it is recreated once it is gone")
    out.requeue_after = DELETING_RETRY


def _make_way(spec: Obj, job: Obj, entries: list[Obj], observed: Observed, out: Plan) -> bool:
    """Whether the new job may start now, by the spec's updatePolicy; under Recreate, delete the running ones."""
    name = job["metadata"]["name"]
    others = [j for j in entries if j["name"] != name and not j.get("gone") and j["phase"] not in UNSTARTED]
    running = [j for j in others if j["phase"] not in FINISHED]
    policy = spec.get("updatePolicy", "AfterCompletion")
    if policy == "Never" and others:
        held = ", ".join(j["name"] for j in (running or others))
        verb = "keeps running" if running else "is kept"
        out.synced = (False, "OutOfSync", f"the spec changed; {held} {verb} (updatePolicy Never)")
        return False
    if running and policy == "AfterCompletion":
        held = ", ".join(j["name"] for j in running)
        out.synced = (False, "WaitingForCompletion", f"the new job starts when {held} finishes")
        return False
    out.actions += [_replace(other, job, observed) for other in running]
    return True


def _replace(other: Obj, job: Obj, observed: Observed) -> Action:
    """Delete a running job of an earlier revision (updatePolicy Recreate)."""
    return Action(
        "delete",
        other["kind"],
        other["name"],
        uid=observed.jobs[other["name"]]["metadata"]["uid"],
        job=(other["name"], None),
        event=(
            "Recreated",
            f"deleted {other['kind']} {other['name']} for revision {job['metadata']['labels'][REVISION_LABEL]}",
        ),
    )


def _create_or_update(job: Obj, mine: Obj | None, live: Obj | None, generation: int, out: Plan) -> None:
    name = job["metadata"]["name"]
    phase = mine["phase"] if mine is not None and not _unstarted(mine) else "Created"
    entry = {**(mine or {}), **_entry(job, generation, phase)}
    entry.pop("deleting", None)
    out.actions.append(write(_job_body(job, generation), live, job=(name, entry), event=_start_event(job, mine)))
    out.synced = (True, "Synced", f"{job['kind']} {name} is up to date")


def _start_event(job: Obj, mine: Obj | None) -> tuple[str, str] | None:
    """JobCreated, or JobRecreated for a job that went missing; None when the job exists already."""
    if not _unstarted(mine):
        return None
    reason = "JobRecreated" if mine is not None and mine["phase"] == "Missing" else "JobCreated"
    return reason, f"{job['kind']} {job['metadata']['name']}"


def _job_body(job: Obj, generation: int) -> Obj:
    meta = {
        **job["metadata"],
        "finalizers": [FINALIZER],
        "annotations": {**job["metadata"].get("annotations", {}), GENERATION_ANNOTATION: str(generation)},
    }
    return with_digest({**job, "metadata": meta})


def _entry(job: Obj, generation: int, phase: str) -> Obj:
    return {
        "kind": job["kind"],
        "name": job["metadata"]["name"],
        "revision": job["metadata"]["labels"][REVISION_LABEL],
        "phase": phase,
        "generation": generation,
    }
