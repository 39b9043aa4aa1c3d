"""The pure planner: what one TrainingSpec needs, from what is observed, as actions and a status.

No I/O and no clock: `render` turns a spec and its Environment into objects, the executor observes
the cluster (`Observed`), and `plan` decides. `status` settles the status from the actions that ran,
so that an API error mid-way reports exactly what was done. Table-tested in tests/test_planner.py.
"""

from __future__ import annotations

import datetime as dt
import hashlib
import json
from dataclasses import dataclass, field
from typing import Any

from kfgen import api, core, units
from kfgen.api import (
    APPLIED_ANNOTATION,
    FINALIZER,
    GENERATION_ANNOTATION,
    HASH_ANNOTATION,
    JOB_KINDS,
    REVISION_LABEL,
)
from kfgen.api import ENVIRONMENT_KEY as ENVIRONMENT_LABEL

Obj = dict[str, Any]

FINISHED = ("Succeeded", "Failed")
DEFAULT_HISTORY = 3
DELETING_RETRY = 2.0  # a job being deleted is recreated once it is gone
QUIET = ("WaitingForCompletion", "OutOfSync", "Deleting", "JobFailed")  # expected states, not problems to warn of


@dataclass(frozen=True)
class Rendered:
    objects: list[Obj] = field(default_factory=list)
    reason: str = ""  # why nothing renders: EnvironmentNotFound, InvalidSpec
    problem: str = ""

    @property
    def job(self) -> Obj:
        return next(o for o in self.objects if o["kind"] in JOB_KINDS)

    @property
    def others(self) -> list[Obj]:
        return [o for o in self.objects if o["kind"] not in JOB_KINDS]


@dataclass(frozen=True)
class Observed:
    objects: dict[str, Obj | None] = field(default_factory=dict)  # "Kind/name" -> live object or None
    jobs: dict[str, Obj] = field(default_factory=dict)  # name -> live job


@dataclass(frozen=True)
class Action:
    verb: str  # create, apply, keep (already as applied), delete, release (drop our finalizer from a deleting job)
    kind: str
    name: str
    body: Obj | None = None
    uid: str | None = None  # delete, apply: precondition, so that only the object we saw goes or changes
    event: tuple[str, str] | None = None  # (reason, message) of a Normal event once done
    inventory: tuple[str, str] | None = None  # ("add" | "remove", "Kind/name") once done
    job: tuple[str, Obj | None] | None = None  # (name, entry or None to forget it) once done

    def __str__(self) -> str:
        return f"{self.verb} {self.kind}/{self.name}"


@dataclass
class Plan:
    actions: list[Action]
    base: Obj  # the status before any action's effect
    synced: tuple[bool, str, str]  # (ok, reason, message)
    target: str | None = None  # the job that is current for this generation
    job_kind: tuple[str, str] | None = None  # (apiVersion, kind)
    rendered: int = 0  # how many objects the spec renders
    events: list[tuple[str, str, str]] = field(default_factory=list)  # (type, reason, message)
    requeue_after: float | None = None


@dataclass(frozen=True)
class Failure:
    action: Action
    status: int
    reason: str
    message: str


# helpers ----------------------------------------------------------------------------------------------


def parse_time(text: str | None) -> float | None:
    """An RFC 3339 time as written by the API server, with or without fractional seconds."""
    if not text:
        return None
    try:
        return dt.datetime.fromisoformat(text.replace("Z", "+00:00")).timestamp()
    except ValueError:
        return None


def iso(now: float) -> str:
    return dt.datetime.fromtimestamp(now, dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def ref(obj: Obj) -> str:
    return f"{obj['kind']}/{obj['metadata']['name']}"


def owned(obj: Obj | None, uid: str) -> bool:
    refs = (obj or {}).get("metadata", {}).get("ownerReferences") or []
    return any(r.get("controller") and r.get("uid") == uid for r in refs)


def with_digest(obj: Obj) -> Obj:
    """`obj` annotated with a digest of itself, so that a live object shows which body was last applied."""
    meta = obj["metadata"]
    annotations = {k: v for k, v in (meta.get("annotations") or {}).items() if k != APPLIED_ANNOTATION}
    bare = {**obj, "metadata": {**meta, "annotations": annotations}}
    digest = hashlib.sha256(json.dumps(bare, sort_keys=True, separators=(",", ":")).encode()).hexdigest()[:20]
    return {**obj, "metadata": {**meta, "annotations": {**annotations, APPLIED_ANNOTATION: digest}}}


def covers(live: Any, want: Any, path: str = "") -> bool:
    """Whether applying `want` would change nothing in `live`: every field set has its value.

    Lists whose items all have a name are keyed by it (containers, env, ports, volumes: server-side apply
    merges them, so another manager's extra item stays either way); other lists must be equal item by
    item; finalizers are a set. Removing what kfgen no longer renders changes the digest, which is compared
    as a field like any other.
    """
    if isinstance(want, dict):
        return isinstance(live, dict) and all(k in live and covers(live[k], v, f"{path}.{k}") for k, v in want.items())
    if isinstance(want, list):
        if not isinstance(live, list):
            return False
        if path == ".metadata.finalizers":
            return all(item in live for item in want)
        if want and all(isinstance(item, dict) and "name" in item for item in want):
            by_name = {item.get("name"): item for item in live if isinstance(item, dict)}
            return all(item["name"] in by_name and covers(by_name[item["name"]], item, path) for item in want)
        return len(live) == len(want) and all(covers(a, b, path) for a, b in zip(live, want, strict=True))
    return bool(live == want and type(live) is type(want))


def deleting(obj: Obj) -> bool:
    return bool(obj["metadata"].get("deletionTimestamp"))


def job_phase(job: Obj) -> tuple[str, str | None]:
    """The phase of a Kubeflow job from its conditions (as its kind's row in kfgen.api says), and when it
    finished."""
    conditions = [c for c in (job.get("status") or {}).get("conditions") or [] if c.get("status") == "True"]
    info = api.BY_KIND.get(str(job.get("kind")))
    mapping = (info.phases if info and info.phases else api.V1_PHASES).conditions
    phases = [(mapping[c["type"]], c.get("lastTransitionTime")) for c in conditions if c.get("type") in mapping]
    for phase, when in phases:
        if phase in FINISHED:
            return phase, (job.get("status") or {}).get("completionTime") or when
    if not phases:
        return "Created", None
    return max(phases, key=lambda p: p[1] or "")[0], None


def condition(kind: str, ok: bool, reason: str, message: str, generation: int) -> Obj:
    return {
        "type": kind,
        "status": "True" if ok else "False",
        "reason": reason,
        "message": message,
        "observedGeneration": generation,
    }


def generation_of(spec_obj: Obj) -> int:
    return int(spec_obj["metadata"].get("generation", 1))


# render -----------------------------------------------------------------------------------------------


def environment_name(namespace: Obj | None, fixed: str | None) -> str | None:
    if fixed:
        return fixed
    return (((namespace or {}).get("metadata") or {}).get("labels") or {}).get(ENVIRONMENT_LABEL)


def render(spec_obj: Obj, env_name: str | None, environment: Obj | None) -> Rendered:
    """The objects the spec becomes, each owned by it, or why it does not render."""
    if env_name and environment is None:
        return Rendered(reason="EnvironmentNotFound", problem=f"Environment {env_name!r} does not exist")
    if environment is not None:
        problems = core.check_environment(environment)
        if any(p.severity == "error" for p in problems):
            return Rendered(reason="EnvironmentNotFound", problem="\n".join(str(p) for p in problems))
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
            return _clean(
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
    return _clean(
        {
            **entry,
            "phase": phase,
            "finishedAt": finished_at,
            "generation": int(generation) if generation and generation.isdigit() else entry.get("generation"),
            "deleting": None,
        }
    )


def _clean(entry: Obj) -> Obj:
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


# status -----------------------------------------------------------------------------------------------


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
        return _clean(out)
    _summarize(out, result, generation, failure)
    return _clean(out)


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
