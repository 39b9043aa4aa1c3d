"""The pure planner: what one TrainingSpec needs, from what is observed, as actions and a status.

No I/O and no clock: `render` turns a spec and its Environment into objects, the executor observes
the cluster (`Observed`), and `plan` decides. `status` settles the status from the actions that ran,
so that an API error mid-way reports exactly what was done. Table-tested in tests/test_planner.py.
"""

from __future__ import annotations

from typing import Any

from kfgen import api, core, units
from kfgen.api import ENVIRONMENT_KEY as ENVIRONMENT_LABEL
from kfgen.api import (
    FINALIZER,
    GENERATION_ANNOTATION,
    HASH_ANNOTATION,
    REVISION_LABEL,
    Obj,
)
from kfgen.controller.actions import Action, Observed, Plan, Rendered
from kfgen.controller.livestate import (
    FINISHED,
    covers,
    deleting,
    generation_of,
    job_phase,
    owned,
    parse_time,
    ref,
    with_digest,
)
from kfgen.workloads.registry import JOB_KINDS

DEFAULT_HISTORY = 3
DELETING_RETRY = 2.0  # a job being deleted is recreated once it is gone
QUIET = ("WaitingForCompletion", "OutOfSync", "Deleting", "JobFailed")  # expected states, not problems to warn of


# render -----------------------------------------------------------------------------------------------


def environment_name(namespace: Obj | None, fixed: str | None, default: str | None = None) -> str | None:
    """`--environment`, else the namespace's label, else `--default-environment`."""
    if fixed:
        return fixed
    labelled = (((namespace or {}).get("metadata") or {}).get("labels") or {}).get(ENVIRONMENT_LABEL)
    return labelled or default or None


def render(spec_obj: Obj, env_name: str | None, environment: Obj | None) -> Rendered:
    """The objects the spec becomes, each owned by it, or why it does not render."""
    if not env_name:
        return Rendered(
            reason="NoEnvironment",
            problem=(
                f"namespace {spec_obj['metadata']['namespace']} has no {ENVIRONMENT_LABEL} label and the controller "
                "was started without --default-environment: in the cluster kfgen renders only with an Environment "
                "(the platform team's policy)"
            ),
        )
    if environment is None:
        return Rendered(reason="EnvironmentNotFound", problem=f"Environment {env_name!r} does not exist")
    if environment is not None:
        problems = core.check_environment(environment)
        if any(p.severity == "error" for p in problems):
            return Rendered(reason="InvalidEnvironment", problem="\n".join(str(p) for p in problems))
    meta = spec_obj["metadata"]
    source = {
        "apiVersion": api.API_VERSION,
        "kind": api.TRAINING_SPEC,
        "metadata": {"name": meta["name"], "namespace": meta["namespace"]},
        "spec": spec_obj.get("spec") or {},
    }
    expansion = core.expand(source, environment, controller=True)
    if not expansion.ok:
        return Rendered(
            reason="InvalidSpec", problem="\n".join(str(r) for r in expansion.results if r.severity == "error")
        )
    owner = {
        "apiVersion": api.API_VERSION,
        "kind": api.TRAINING_SPEC,
        "name": meta["name"],
        "uid": meta["uid"],
        "controller": True,
        "blockOwnerDeletion": True,
    }
    for obj in expansion.objects:
        obj["metadata"]["ownerReferences"] = [owner]
    return Rendered([obj if obj["kind"] in JOB_KINDS else with_digest(obj) for obj in expansion.objects])


# plan -------------------------------------------------------------------------------------------------


def plan(spec_obj: Obj, rendered: Rendered, observed: Observed, now: float) -> Plan:
    uid = spec_obj["metadata"]["uid"]
    old: Obj = spec_obj.get("status") or {}
    jobs, releases = refresh(old.get("jobs") or [], observed.jobs, uid)
    if not rendered.objects:
        base = {**old, "jobs": jobs}
        return Plan(
            releases,
            base,
            (False, rendered.reason, "nothing applied: the spec does not render"),
            events=[("Warning", rendered.reason, rendered.problem)],
        )
    out = Plan(list(releases), {}, (True, "Synced", ""))
    inventory, conflicts = _objects(rendered, observed, old, uid, out)
    _jobs(spec_obj, rendered, observed, jobs, conflicts, now, out)
    job = rendered.job
    out.base = {
        **old,
        "specHash": job["metadata"]["annotations"][HASH_ANNOTATION],
        "revision": job["metadata"]["labels"][REVISION_LABEL],
        "inventory": inventory,
        "jobs": jobs,
    }
    out.job_kind = (job["apiVersion"], job["kind"])
    out.rendered = len(rendered.objects)
    if conflicts:
        out.synced = (False, "Conflict", "; ".join(conflicts))
        out.events += [("Warning", "Conflict", c) for c in conflicts]
    return out


def refresh(recorded: list[Obj], live_jobs: dict[str, Obj], uid: str) -> tuple[list[Obj], list[Action]]:
    """Each recorded job (and each owned job not recorded yet) with its phase now."""
    out: list[Obj] = []
    releases: list[Action] = []
    names = {e["name"] for e in recorded}
    extra = [
        {
            "kind": j["kind"],
            "name": n,
            "revision": j["metadata"].get("labels", {}).get(REVISION_LABEL, ""),
            "phase": "Created",
        }
        for n, j in live_jobs.items()
        if n not in names and owned(j, uid)
    ]
    for entry in [*recorded, *extra]:
        live = live_jobs.get(entry["name"])
        live = live if live is not None and owned(live, uid) else None
        out.append(_refreshed(entry, live))
        if live is not None and deleting(live) and FINALIZER in (live["metadata"].get("finalizers") or []):
            rest = [f for f in live["metadata"]["finalizers"] if f != FINALIZER]
            releases.append(
                Action(
                    "release",
                    live["kind"],
                    entry["name"],
                    body={
                        "metadata": {"finalizers": rest or None, "resourceVersion": live["metadata"]["resourceVersion"]}
                    },
                )
            )
    return out, releases


def _refreshed(entry: Obj, live: Obj | None) -> Obj:
    if entry.get("gone"):
        return entry
    if live is None or deleting(live):
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


def clean(entry: Obj) -> Obj:
    return {k: v for k, v in entry.items() if v is not None}


def _objects(rendered: Rendered, observed: Observed, old: Obj, uid: str, out: Plan) -> tuple[list[str], list[str]]:
    """Create what is missing, apply what is ours, report what someone else holds, prune the rest."""
    previous = [str(i) for i in old.get("inventory") or []]
    wanted = [ref(o) for o in rendered.others]
    conflicts = []
    for obj in rendered.others:
        key = ref(obj)
        live = observed.objects.get(key)
        if live is None or owned(live, uid):
            out.actions.append(_write(obj, live, inventory=("add", key)))
        else:
            conflicts.append(
                f"{obj['kind']} {obj['metadata']['namespace']}/{obj['metadata']['name']} exists and "
                "is not owned by this TrainingSpec; it is left alone"
            )
    kept = []
    for key in previous:
        live = observed.objects.get(key)
        if live is None or not owned(live, uid):
            continue  # gone, or someone else's now: not ours to touch
        kept.append(key)
        if key not in wanted:
            kind, name = key.split("/", 1)
            out.actions.append(
                Action(
                    "delete",
                    kind,
                    name,
                    uid=live["metadata"]["uid"],
                    inventory=("remove", key),
                    event=("Pruned", f"deleted {key}, no longer rendered"),
                )
            )
    return kept, conflicts


def _jobs(
    spec_obj: Obj, rendered: Rendered, observed: Observed, jobs: list[Obj], conflicts: list[str], now: float, out: Plan
) -> None:
    generation = generation_of(spec_obj)
    job = rendered.job
    name = job["metadata"]["name"]
    live = observed.jobs.get(name)
    if live is not None and not owned(live, spec_obj["metadata"]["uid"]):
        conflicts.append(
            f"{job['kind']} {job['metadata']['namespace']}/{name} exists and is not owned by this "
            "TrainingSpec; it is left alone"
        )
    pinned = next(
        (
            j
            for j in jobs
            if j.get("generation") == generation and j["name"] != name and j["phase"] not in ("Missing", "Pending")
        ),
        None,
    )
    jobs[:] = [
        j
        for j in jobs
        if j["name"] == name
        or j.get("generation") == generation
        or not (j.get("gone") or j["phase"] in ("Missing", "Pending"))
    ]
    if pinned is not None:
        out.target = pinned["name"]
        state = f"finished ({pinned['phase']})" if pinned["phase"] in FINISHED else "keeps running"
        out.synced = (
            True,
            "Synced",
            f"{pinned['kind']} {pinned['name']} {state} with the revision it started "
            "with; the Environment changed since, a new job starts when the spec changes",
        )
    elif not conflicts:
        _sync_job(spec_obj, job, observed, jobs, out)
    else:
        out.target = name if any(j["name"] == name for j in jobs) else None
    _retention(spec_obj.get("spec") or {}, out.target or name, jobs, observed, now, out)


def _write(body: Obj, live: Obj | None, **effects: Any) -> Action:
    """Create what is absent, keep what is as applied, apply the rest: to the very object observed (its UID)."""
    verb = "create" if live is None else "keep" if covers(live, body) else "apply"
    return Action(
        verb, body["kind"], body["metadata"]["name"], body, uid=live["metadata"]["uid"] if live else None, **effects
    )


def _job_body(job: Obj, generation: int) -> Obj:
    meta = {
        **job["metadata"],
        "finalizers": [FINALIZER],
        "annotations": {**job["metadata"].get("annotations", {}), GENERATION_ANNOTATION: str(generation)},
    }
    return with_digest({**job, "metadata": meta})


def _entry(job: Obj, generation: int, phase: str = "Created") -> Obj:
    return {
        "kind": job["kind"],
        "name": job["metadata"]["name"],
        "revision": job["metadata"]["labels"][REVISION_LABEL],
        "phase": phase,
        "generation": generation,
    }


def _sync_job(spec_obj: Obj, job: Obj, observed: Observed, jobs: list[Obj], out: Plan) -> None:
    spec = spec_obj.get("spec") or {}
    generation = generation_of(spec_obj)
    name = job["metadata"]["name"]
    live = observed.jobs.get(name)
    out.target = name
    mine = next((j for j in jobs if j["name"] == name), None)
    body = _job_body(job, generation)
    if mine and (mine.get("gone") or mine["phase"] in FINISHED):
        if not mine.get("gone") and live is not None and not deleting(live):
            update = {**mine, "generation": generation}
            out.actions.append(_write(body, live, job=(name, update)))  # labels, TTL in place
        verb = "finished" if not mine.get("gone") else "finished and was deleted"
        out.synced = (True, "Synced", f"{job['kind']} {name} {verb}: {mine['phase']}")
        return
    if live is not None and deleting(live):
        out.synced = (False, "Deleting", f"{job['kind']} {name} is being deleted; it is recreated once it is gone")
        out.requeue_after = DELETING_RETRY
        return
    fresh = mine is None or mine["phase"] in ("Pending", "Missing")
    others = [j for j in jobs if j["name"] != name and not j.get("gone") and j["phase"] not in ("Missing", "Pending")]
    running = [j for j in others if j["phase"] not in FINISHED]
    policy = spec.get("updatePolicy", "AfterCompletion")
    if fresh and policy == "Never" and others:
        held = ", ".join(j["name"] for j in (running or others))
        verb = "keeps running" if running else "is kept"
        out.synced = (False, "OutOfSync", f"the spec changed; {held} {verb} (updatePolicy Never)")
        out.target = None
        return
    if fresh and running:
        if policy == "AfterCompletion":
            held = ", ".join(j["name"] for j in running)
            out.synced = (False, "WaitingForCompletion", f"the new job starts when {held} finishes")
            out.target = None
            return
        for other in running:
            uid = observed.jobs[other["name"]]["metadata"]["uid"]
            out.actions.append(
                Action(
                    "delete",
                    other["kind"],
                    other["name"],
                    uid=uid,
                    job=(other["name"], None),
                    event=(
                        "Recreated",
                        f"deleted {other['kind']} {other['name']} for revision "
                        f"{job['metadata']['labels'][REVISION_LABEL]}",
                    ),
                )
            )
    event = None
    if fresh:
        event = ("JobRecreated" if mine and mine["phase"] == "Missing" else "JobCreated", f"{job['kind']} {name}")
    phase = mine["phase"] if mine and not fresh else "Created"
    entry = {**(mine or {}), **_entry(job, generation, phase)}
    entry.pop("deleting", None)
    out.actions.append(_write(body, live, job=(name, entry), event=event))
    out.synced = (True, "Synced", f"{job['kind']} {name} is up to date")


def _retention(spec: Obj, current: str, jobs: list[Obj], observed: Observed, now: float, out: Plan) -> None:
    """Delete finished jobs past the TTL, and finished jobs of old revisions beyond the history limit."""
    ttl_value = (spec.get("runPolicy") or {}).get("ttlAfterFinished")
    ttl = units.seconds(ttl_value) if ttl_value is not None else None
    order = {j["name"]: i for i, j in enumerate(jobs)}  # creation order breaks ties of finish time
    finished = sorted(
        (j for j in jobs if j["phase"] in FINISHED and not j.get("gone")),
        key=lambda j: (parse_time(j.get("finishedAt")) or 0, order[j["name"]]),
        reverse=True,
    )
    keep = int(spec.get("historyLimit", DEFAULT_HISTORY))
    old = [j for j in finished if j["name"] != current]
    doomed = {j["name"]: "history limit" for j in old[keep:]}
    for entry in finished:
        done = parse_time(entry.get("finishedAt"))
        if ttl is not None and done is not None:
            left = done + ttl - now
            if left <= 0:
                doomed.setdefault(entry["name"], "TTL after finished")
            else:
                out.requeue_after = left if out.requeue_after is None else min(out.requeue_after, left)
    for entry in [j for j in jobs if j["name"] in doomed]:
        live = observed.jobs.get(entry["name"])
        if live is None or deleting(live):
            continue
        update = {**entry, "gone": True} if entry["name"] == current else None
        out.actions.append(
            Action(
                "delete",
                entry["kind"],
                entry["name"],
                uid=live["metadata"]["uid"],
                job=(entry["name"], update),
                event=("Deleted", f"{entry['kind']} {entry['name']}: {doomed[entry['name']]}"),
            )
        )
