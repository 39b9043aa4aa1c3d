"""The executor: reads what the planner needs, runs its actions against the API server, writes the status.

Level-based and idempotent: every step can run again after a crash. The planner (`plan`) decides; this
module only observes and acts. An API error stops the actions where it happened and becomes the
status (Synced=False with the server's reason and message); the runner then retries with backoff.
"""

from __future__ import annotations

import contextlib
import time
from collections.abc import Callable
from dataclasses import dataclass, field

from kfgen import api
from kfgen.api import Obj
from kfgen.controller import livestate, plan, settle
from kfgen.controller.actions import Action, Failure, Observed, Rendered
from kfgen.controller.cache import Cache
from kfgen.controller.kube import FIELD_MANAGER, JOB_KINDS, KINDS, ApiError, Kube

Lookup = Callable[[str], Obj | None]


@dataclass
class Outcome:
    status: Obj
    events: list[tuple[str, str, str]] = field(default_factory=list)  # (type, reason, message)
    requeue_after: float | None = None
    changed: bool = False
    failed: bool = False


class Unobserved(Exception):
    def __init__(self, action: Action, error: ApiError) -> None:
        super().__init__(str(error))
        self.failure = Failure(action, error.status, error.reason, error.message)


class Reconciler:
    def __init__(
        self,
        kube: Kube,
        environment: str | None = None,
        clock: Callable[[], float] = time.time,
        namespaces: Lookup | None = None,
        environments: Lookup | None = None,
        cache: Cache | None = None,
        default_environment: str | None = None,
    ) -> None:
        self.kube = kube
        self.default_environment = default_environment
        self.cache = cache if cache is not None else Cache()
        self.environment = environment
        self.clock = clock
        self.namespaces = namespaces or (lambda name: self.kube.get("Namespace", None, name))
        self.environments = environments or (lambda name: self.kube.get("Environment", None, name))

    def reconcile(self, namespace: str, name: str) -> Outcome | None:
        spec_obj = self.kube.get("TrainingSpec", namespace, name)
        if spec_obj is None or spec_obj["metadata"].get("deletionTimestamp"):
            return None  # owned objects go with it (ownerReferences, garbage collection)
        try:
            rendered = self.render(spec_obj)
            observed = self.observe(spec_obj, rendered)
        except Unobserved as exc:
            return self._write(spec_obj, settle.unobserved(spec_obj, exc.failure), [], None, True)
        result = plan.plan(spec_obj, rendered, observed, self.clock())
        done, failure = self.execute(namespace, result.actions)
        status = settle.status(spec_obj, result, done, failure)
        planned = result.events + [("Normal", *a.event) for a in done if a.event]
        return self._write(spec_obj, status, planned, result.requeue_after, failure is not None)

    # observe ----------------------------------------------------------------------------------------

    def render(self, spec_obj: Obj) -> Rendered:
        namespace = spec_obj["metadata"]["namespace"]
        labelled = None if self.environment else self._get_namespace(namespace)
        env_name = plan.environment_name(labelled, self.environment, self.default_environment)
        environment = self._lookup(self.environments, "Environment", env_name) if env_name else None
        return plan.render(spec_obj, env_name, environment)

    def _get_namespace(self, name: str) -> Obj | None:
        return self._lookup(self.namespaces, "Namespace", name)

    @staticmethod
    def _lookup(lookup: Lookup, kind: str, name: str) -> Obj | None:
        try:
            return lookup(name)
        except ApiError as exc:
            raise Unobserved(Action("get", kind, name), exc) from None

    def observe(self, spec_obj: Obj, rendered: Rendered) -> Observed:
        meta = spec_obj["metadata"]
        status = spec_obj.get("status") or {}
        keys = [livestate.ref(o) for o in rendered.others] + [str(k) for k in status.get("inventory") or []]
        objects = {
            key: self._get(meta["namespace"], key) for key in dict.fromkeys(keys) if key.split("/", 1)[0] in KINDS
        }
        jobs = self.cache.labelled(meta["namespace"], meta["name"], JOB_KINDS)
        wanted = [(rendered.job["kind"], rendered.job["metadata"]["name"])] if rendered.objects else []
        recorded = [(str(e["kind"]), str(e["name"])) for e in status.get("jobs") or [] if not e.get("gone")]
        for kind, name in wanted + recorded:
            if name not in jobs and kind in KINDS:
                live = self._get(meta["namespace"], f"{kind}/{name}")
                if live is not None:
                    jobs[name] = live
        return Observed(objects, jobs)

    def _get(self, namespace: str, key: str) -> Obj | None:
        """From the watch cache; what it lacks (not labelled as ours, or not seen yet) from the API server."""
        kind, name = key.split("/", 1)
        cached = self.cache.get(kind, namespace, name)
        if cached is not None:
            return cached
        try:
            return self.kube.get(kind, namespace, name)
        except ApiError as exc:
            raise Unobserved(Action("get", kind, name), exc) from None

    # act --------------------------------------------------------------------------------------------

    def execute(self, namespace: str, actions: list[Action]) -> tuple[list[Action], Failure | None]:
        done: list[Action] = []
        for action in actions:
            try:
                self._run(namespace, action)
            except ApiError as exc:
                if exc.status in (404, 409):  # not what the cache showed: read it from the API server next time
                    self.cache.drop(action.kind, namespace, action.name)
                return done, Failure(action, exc.status, exc.reason, exc.message)
            done.append(action)
        return done, None

    def _run(self, namespace: str, action: Action) -> None:
        if action.verb == "create":
            assert action.body is not None
            # observed absent just before; unforced, so a namesake created meanwhile keeps its fields (a POST
            # would leave kfgen an Update manager that later applies could not remove fields from)
            self._create(action.body)
        elif action.verb == "apply":
            assert action.body is not None
            # with the UID seen: an object deleted meanwhile is not created again (409), a namesake is not changed
            body = {**action.body, "metadata": {**action.body["metadata"], "uid": action.uid}}
            self.cache.put(action.kind, self.kube.apply(body))
        elif action.verb == "delete":
            self.kube.delete(action.kind, namespace, action.name, uid=action.uid)
        elif action.verb == "release":
            self._release(namespace, action)

    def _create(self, body: Obj) -> None:
        live = self.kube.apply(body, force=False)
        meta = live["metadata"]
        others = sorted(
            {
                m.get("manager", "")
                for m in meta.get("managedFields") or []
                if (m.get("manager"), m.get("operation")) != (FIELD_MANAGER, "Apply")
            }
        )
        if others:  # a namesake appeared after it was observed absent: take back what kfgen set, leave it alone
            self.kube.apply(
                {
                    "apiVersion": body["apiVersion"],
                    "kind": body["kind"],
                    "metadata": {"name": meta["name"], "namespace": meta.get("namespace"), "uid": meta["uid"]},
                },
                force=False,
            )
            raise ApiError(
                409,
                {
                    "reason": "Conflict",
                    "message": (
                        f"{body['kind']} {meta.get('namespace')}/{meta['name']} was created by {', '.join(others)} "
                        "while kfgen created it; it is not owned by this TrainingSpec and is left alone"
                    ),
                },
            )
        self.cache.put(body["kind"], live)

    def _release(self, namespace: str, action: Action) -> None:
        assert action.body is not None
        try:
            self.kube.patch(action.kind, namespace, action.name, action.body)
        except ApiError as exc:
            if exc.status != 404:
                raise

    # status -----------------------------------------------------------------------------------------

    def _write(
        self, spec_obj: Obj, new: Obj, planned: list[tuple[str, str, str]], requeue: float | None, failed: bool
    ) -> Outcome:
        """Patch the status when it changed; events as the planner says."""
        old = spec_obj.get("status") or {}
        settle.stamp(old, new, self.clock())
        outcome = Outcome(new, settle.events(old, new, planned), requeue, failed=failed)
        for kind, reason, message in outcome.events:
            self._event(spec_obj, kind, reason, message)
        if old != new:
            outcome.changed = True
            meta = spec_obj["metadata"]
            patch = {**new, **{k: None for k in old if k not in new}}
            self.kube.patch_status("TrainingSpec", meta["namespace"], meta["name"], patch)
        return outcome

    def _event(self, spec_obj: Obj, kind: str, reason: str, message: str) -> None:
        meta = spec_obj["metadata"]
        stamp = livestate.iso(self.clock())
        event = {
            "apiVersion": "v1",
            "kind": "Event",
            "metadata": {"generateName": f"{meta['name']}.", "namespace": meta["namespace"]},
            "involvedObject": {
                "apiVersion": api.API_VERSION,
                "kind": api.TRAINING_SPEC,
                "name": meta["name"],
                "namespace": meta["namespace"],
                "uid": meta["uid"],
            },
            "type": kind,
            "reason": reason,
            "message": message[:1000],
            "source": {"component": "kfgen"},
            "reportingComponent": "kfgen",
            "reportingInstance": "kfgen",
            "firstTimestamp": stamp,
            "lastTimestamp": stamp,
            "count": 1,
        }
        with contextlib.suppress(ApiError):  # events are best effort
            self.kube.create(event)


def release_orphan(kube: Kube, job: Obj) -> bool:
    """Drop our finalizer from a job being deleted whose TrainingSpec is gone (nothing left to record)."""
    meta = job["metadata"]
    finalizers = meta.get("finalizers") or []
    if not meta.get("deletionTimestamp") or api.FINALIZER not in finalizers:
        return False
    rest = [f for f in finalizers if f != api.FINALIZER]
    with contextlib.suppress(ApiError):
        kube.patch(
            job["kind"],
            meta["namespace"],
            meta["name"],
            {"metadata": {"finalizers": rest or None, "resourceVersion": meta["resourceVersion"]}},
        )
    return True
