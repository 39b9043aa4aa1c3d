"""Reconcile one TrainingSpec: render it with the same core as `kfgen render`, apply what it renders,
prune what it no longer renders, and keep its job in step under the update policy.

Level-based and idempotent: every step can run again after a crash. Job names carry the revision
of what the job is made of (`<name>-<revision>`), so the same spec always means the same job, and two
controllers or a restarted one can never create a second job for it. What the controller created is
recorded in the status (the inventory) before it is created, so pruning never misses an object.
"""

from __future__ import annotations

import contextlib
import datetime as dt
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

from kfgen import core, schema, units
from kfgen.build import HASH_ANNOTATION, REVISION_LABEL
from kfgen.controller.kube import JOB_KINDS, ApiError, Kube

Obj = dict[str, Any]

ENVIRONMENT_LABEL = "kfgen.dev/environment"
FINISHED = ("Succeeded", "Failed")
DEFAULT_HISTORY = 3
V1_PHASES = ("Created", "Running", "Restarting", "Succeeded", "Failed")
TRAINER_PHASES = {"Created": "Created", "Suspended": "Created", "Complete": "Succeeded", "Failed": "Failed"}


@dataclass
class Outcome:
    status: Obj
    events: list[tuple[str, str, str]] = field(default_factory=list)  # (type, reason, message)
    requeue_after: float | None = None
    changed: bool = False


def now_iso(clock: Callable[[], float]) -> str:
    return dt.datetime.fromtimestamp(clock(), dt.UTC).strftime("%Y-%m-%dT%H:%M:%SZ")


def parse_time(text: str | None) -> float | None:
    if not text:
        return None
    return dt.datetime.strptime(text, "%Y-%m-%dT%H:%M:%SZ").replace(tzinfo=dt.UTC).timestamp()


def job_phase(job: Obj) -> tuple[str, str | None]:
    """The phase of a Kubeflow job from its conditions, and when it finished."""
    conditions = [c for c in (job.get("status") or {}).get("conditions") or [] if c.get("status") == "True"]
    if job.get("kind") == "TrainJob":
        phases = [(TRAINER_PHASES[c["type"]], c.get("lastTransitionTime")) for c in conditions
                  if c.get("type") in TRAINER_PHASES]
    else:
        phases = [(c["type"], c.get("lastTransitionTime")) for c in conditions if c.get("type") in V1_PHASES]
    for phase, when in phases:
        if phase in FINISHED:
            return phase, (job.get("status") or {}).get("completionTime") or when
    return (phases[-1][0] if phases else "Created"), None


def condition(kind: str, ok: bool, reason: str, message: str, generation: int) -> Obj:
    return {"type": kind, "status": "True" if ok else "False", "reason": reason, "message": message,
            "observedGeneration": generation}


class Reconciler:
    def __init__(self, kube: Kube, environment: str | None = None, clock: Callable[[], float] = time.time) -> None:
        self.kube = kube
        self.environment = environment
        self.clock = clock

    # entry ------------------------------------------------------------------------------------------

    def reconcile(self, namespace: str, name: str) -> Outcome | None:
        spec_obj = self.kube.get("TrainingSpec", namespace, name)
        if spec_obj is None or spec_obj["metadata"].get("deletionTimestamp"):
            return None  # owned objects go with it (ownerReferences, garbage collection)
        outcome = self._reconcile(spec_obj)
        self._write_status(spec_obj, outcome)
        return outcome

    def _reconcile(self, spec_obj: Obj) -> Outcome:
        meta = spec_obj["metadata"]
        generation = int(meta.get("generation", 1))
        status: Obj = dict(spec_obj.get("status") or {})
        status["observedGeneration"] = generation
        environment, problem = self._environment(meta["namespace"])
        if problem:
            return self._not_rendered(status, "EnvironmentNotFound", problem, generation)
        source = {"apiVersion": schema.API_VERSION, "kind": schema.TRAINING_SPEC,
                  "metadata": {"name": meta["name"], "namespace": meta["namespace"]},
                  "spec": spec_obj.get("spec") or {}}
        expansion = core.expand(source, environment, controller=True)
        if not expansion.ok:
            message = "\n".join(str(r) for r in expansion.results if r.severity == "error")
            return self._not_rendered(status, "InvalidSpec", message, generation)
        return self._sync(spec_obj, status, expansion.objects, generation)

    def _environment(self, namespace: str) -> tuple[Obj | None, str | None]:
        name = self.environment
        if not name:
            ns = self.kube.get("Namespace", None, namespace) or {}
            name = ((ns.get("metadata") or {}).get("labels") or {}).get(ENVIRONMENT_LABEL)
        if not name:
            return None, None
        env = self.kube.get("Environment", None, name)
        if env is None:
            return None, f"Environment {name!r} does not exist"
        problems = core.check_environment(env)
        if any(p.severity == "error" for p in problems):
            return None, "\n".join(str(p) for p in problems)
        return env, None

    def _not_rendered(self, status: Obj, reason: str, message: str, generation: int) -> Outcome:
        status["conditions"] = [
            condition("Rendered", False, reason, message, generation),
            condition("Synced", False, reason, "nothing applied: the spec does not render", generation),
            condition("Ready", False, reason, "see the Rendered condition", generation),
        ]
        return Outcome(status, [("Warning", reason, message)])

    # sync -------------------------------------------------------------------------------------------

    def _sync(self, spec_obj: Obj, status: Obj, objects: list[Obj], generation: int) -> Outcome:
        meta = spec_obj["metadata"]
        namespace = meta["namespace"]
        owner = {"apiVersion": schema.API_VERSION, "kind": schema.TRAINING_SPEC, "name": meta["name"],
                 "uid": meta["uid"], "controller": True, "blockOwnerDeletion": True}
        for obj in objects:
            obj["metadata"]["ownerReferences"] = [owner]
        job = next(o for o in objects if o["kind"] in JOB_KINDS)
        others = [o for o in objects if o["kind"] not in JOB_KINDS]
        spec = spec_obj.get("spec") or {}
        events: list[tuple[str, str, str]] = []

        previous = [str(i) for i in status.get("inventory") or []]
        wanted = [f"{o['kind']}/{o['metadata']['name']}" for o in others]
        recorded = list(status.get("jobs") or [])
        jobs = [j for j in self._refresh_jobs(namespace, recorded)
                if j["phase"] != "Pending" or j["name"] == job["metadata"]["name"]]
        if not any(j["name"] == job["metadata"]["name"] for j in jobs):
            jobs.append({"kind": job["kind"], "name": job["metadata"]["name"],
                         "revision": job["metadata"]["labels"][REVISION_LABEL], "phase": "Pending"})
        self._record_ahead(spec_obj, {"inventory": previous + [w for w in wanted if w not in previous], "jobs": jobs,
                                      "observedGeneration": generation},
                           {"inventory": previous, "jobs": recorded,
                            "observedGeneration": (spec_obj.get("status") or {}).get("observedGeneration")})

        for obj in others:
            self.kube.apply(obj)
        for entry in previous:
            if entry not in wanted:
                kind, name = entry.split("/", 1)
                if self.kube.delete(kind, namespace, name):
                    events.append(("Normal", "Pruned", f"deleted {entry}, no longer rendered"))

        synced, reason, message = self._sync_job(spec_obj, job, jobs, events)
        requeue = self._retention(spec, job, jobs, events)
        made = [j for j in jobs if j["phase"] not in ("Pending", "Missing")]
        current = next((j for j in made if j["name"] == job["metadata"]["name"]), None)
        active = next((j for j in made if j["phase"] not in FINISHED), None)
        latest = next((j for j in reversed(made) if not j.get("gone")), None)
        shown = current or active or latest
        status.update({
            "specHash": job["metadata"]["annotations"][HASH_ANNOTATION],
            "revision": job["metadata"]["labels"][REVISION_LABEL],
            "inventory": wanted,
            "jobs": jobs,
            "phase": shown["phase"] if shown else "Pending",
            "job": {"apiVersion": job["apiVersion"], "kind": job["kind"], "name": shown["name"]} if shown else None,
        })
        ready = synced and current is not None and current["phase"] != "Failed"
        status["conditions"] = [
            condition("Rendered", True, "Rendered", f"{len(objects)} objects", generation),
            condition("Synced", synced, reason, message, generation),
            condition("Ready", ready, "JobFailed" if current and current["phase"] == "Failed" else
                      ("Ready" if ready else reason),
                      f"{job['kind']} {current['name']} is {current['phase']}" if current else message, generation),
        ]
        return Outcome(status, events, requeue)

    def _refresh_jobs(self, namespace: str, jobs: list[Obj]) -> list[Obj]:
        """Each recorded job with its phase now; jobs gone after finishing are forgotten."""
        out = []
        for entry in jobs:
            if entry.get("gone"):
                out.append(entry)
                continue
            live = self.kube.get(entry["kind"], namespace, entry["name"])
            if live is None:
                if entry.get("phase") in FINISHED:  # deleted after finishing (TTL, history): not to be run again
                    out.append({**entry, "gone": True})
                else:  # never created yet (Pending), or deleted before it finished (Missing)
                    out.append({**entry, "phase": "Pending" if entry.get("phase") == "Pending" else "Missing"})
                continue
            phase, finished_at = job_phase(live)
            out.append({k: v for k, v in {**entry, "phase": phase, "finishedAt": finished_at}.items() if v is not None})
        return out

    def _record_ahead(self, spec_obj: Obj, ahead: Obj, now: Obj) -> None:
        """Write what is about to be created into the status first, so that a crash cannot leak it."""
        if ahead != now:
            meta = spec_obj["metadata"]
            self.kube.patch_status("TrainingSpec", meta["namespace"], meta["name"], ahead)

    def _sync_job(self, spec_obj: Obj, job: Obj, jobs: list[Obj],
                  events: list[tuple[str, str, str]]) -> tuple[bool, str, str]:
        spec = spec_obj.get("spec") or {}
        name = job["metadata"]["name"]
        namespace = job["metadata"]["namespace"]
        jobs[:] = [j for j in jobs if not j.get("gone") or j["name"] == name]
        mine = next((j for j in jobs if j["name"] == name), None)
        if mine and mine.get("gone"):
            return True, "Synced", f"{job['kind']} {name} finished ({mine['phase']}) and was deleted"
        if mine and mine["phase"] in FINISHED:
            self.kube.apply(job)  # labels, annotations, TTL still apply in place
            return True, "Synced", f"{job['kind']} {name} finished: {mine['phase']}"
        fresh = mine is None or mine["phase"] == "Pending"
        running_others = [j for j in jobs if j["name"] != name and j["phase"] not in (*FINISHED, "Missing")]
        policy = spec.get("updatePolicy", "AfterCompletion")
        kept = [j for j in jobs if j["name"] != name and not j.get("gone") and j["phase"] != "Missing"]
        if policy == "Never" and kept and fresh:
            old = ", ".join(j["name"] for j in kept)
            return False, "OutOfSync", f"the spec changed; {old} is kept (updatePolicy Never)"
        if running_others and (fresh or (mine is not None and mine["phase"] == "Missing")):
            old = ", ".join(j["name"] for j in running_others)
            if policy == "Never":
                return False, "OutOfSync", f"the spec changed; {old} keeps running (updatePolicy Never)"
            if policy == "AfterCompletion":
                return False, "WaitingForCompletion", f"the new job starts when {old} finishes"
            for other in running_others:
                self.kube.delete(other["kind"], namespace, other["name"], propagation="Foreground")
                other["phase"] = "Deleted"
                events.append(("Normal", "Recreated", f"deleted {other['kind']} {other['name']} for revision "
                                                      f"{job['metadata']['labels']['kfgen.dev/revision']}"))
            jobs[:] = [j for j in jobs if j["phase"] != "Deleted"]
        existed = mine is not None and mine["phase"] not in ("Pending", "Missing")
        live = self.kube.apply(job)
        phase, finished_at = job_phase(live)
        entry = {"kind": job["kind"], "name": name, "revision": job["metadata"]["labels"][REVISION_LABEL],
                 "phase": phase, **({"finishedAt": finished_at} if finished_at else {})}
        jobs[:] = [j for j in jobs if j["name"] != name] + [entry]
        if not existed:
            reason = "JobRecreated" if mine and mine["phase"] == "Missing" else "JobCreated"
            events.append(("Normal", reason, f"{job['kind']} {name}"))
        return True, "Synced", f"{job['kind']} {name} is up to date"

    def _retention(self, spec: Obj, job: Obj, jobs: list[Obj], events: list[tuple[str, str, str]]) -> float | None:
        """Delete finished jobs past the TTL, and finished jobs of old revisions beyond the history limit."""
        now = self.clock()
        ttl_value = (spec.get("runPolicy") or {}).get("ttlAfterFinished")
        ttl = units.seconds(ttl_value) if ttl_value is not None else None
        requeue: float | None = None
        order = {j["name"]: i for i, j in enumerate(jobs)}  # creation order breaks ties of finish time
        finished = sorted((j for j in jobs if j["phase"] in FINISHED and not j.get("gone")),
                          key=lambda j: (parse_time(j.get("finishedAt")) or 0, order[j["name"]]), reverse=True)
        keep = int(spec.get("historyLimit", DEFAULT_HISTORY))
        old = [j for j in finished if j["name"] != job["metadata"]["name"]]
        doomed = {j["name"]: "history limit" for j in old[keep:]}
        for entry in finished:
            done = parse_time(entry.get("finishedAt"))
            if ttl is not None and done is not None:
                left = done + ttl - now
                if left <= 0:
                    doomed.setdefault(entry["name"], "TTL after finished")
                else:
                    requeue = left if requeue is None else min(requeue, left)
        for entry in [j for j in jobs if j["name"] in doomed]:
            try:
                self.kube.delete(entry["kind"], job["metadata"]["namespace"], entry["name"])
            except ApiError:
                continue
            events.append(("Normal", "Deleted", f"{entry['kind']} {entry['name']}: {doomed[entry['name']]}"))
            if entry["name"] == job["metadata"]["name"]:
                entry["gone"] = True
            else:
                jobs.remove(entry)
        return requeue

    # status -----------------------------------------------------------------------------------------

    def _write_status(self, spec_obj: Obj, outcome: Outcome) -> None:
        """Patch the status when it changed; warnings only on a transition, so no event storm."""
        old = spec_obj.get("status") or {}
        stamp = now_iso(self.clock)
        previous = {c["type"]: c for c in old.get("conditions") or []}
        for cond in outcome.status.get("conditions") or []:
            before = previous.get(cond["type"]) or {}
            same = all(before.get(k) == cond[k] for k in ("status", "reason", "message"))
            cond["lastTransitionTime"] = before.get("lastTransitionTime", stamp) if same else stamp
        new = outcome.status
        transitioned = self._summary(old) != self._summary(new)
        if not transitioned:
            outcome.events = [e for e in outcome.events if e[0] == "Normal"]
        elif old.get("phase") != new.get("phase") and old.get("phase") not in (None, "Pending"):
            outcome.events.append(("Normal", "Phase", f"phase {old.get('phase') or 'none'} -> {new['phase']}"))
        for kind, reason, message in outcome.events:
            self._event(spec_obj, kind, reason, message)
        if old == new:
            return
        outcome.changed = True
        meta = spec_obj["metadata"]
        patch = {**new, **{k: None for k in old if k not in new}}
        self.kube.patch_status("TrainingSpec", meta["namespace"], meta["name"], patch)

    @staticmethod
    def _summary(status: Obj) -> list[Any]:
        conditions = [(c["type"], c["status"], c["reason"]) for c in status.get("conditions") or []]
        return [conditions, status.get("phase")]

    def _event(self, spec_obj: Obj, kind: str, reason: str, message: str) -> None:
        meta = spec_obj["metadata"]
        stamp = now_iso(self.clock)
        event = {
            "apiVersion": "v1", "kind": "Event",
            "metadata": {"generateName": f"{meta['name']}.", "namespace": meta["namespace"]},
            "involvedObject": {"apiVersion": schema.API_VERSION, "kind": schema.TRAINING_SPEC, "name": meta["name"],
                               "namespace": meta["namespace"], "uid": meta["uid"]},
            "type": kind, "reason": reason, "message": message[:1000],
            "source": {"component": "kfgen"}, "reportingComponent": "kfgen", "reportingInstance": "kfgen",
            "firstTimestamp": stamp, "lastTimestamp": stamp, "count": 1,
        }
        with contextlib.suppress(ApiError):  # events are best effort
            self.kube.create(event)
