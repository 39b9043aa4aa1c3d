"""What an Environment owns in the cluster (kfgen.core.environment_output), applied with the spec's rules.

The objects carry an ownerReference to the Environment (cluster-scoped, so any namespace may hold
them; the garbage collector removes them with it). An object is created when absent, updated or
deleted only when its controller ownerReference has this Environment's UID, and deleted with a UID
precondition; a name held by anything else is left alone and reported. `plan` is pure.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from dataclasses import dataclass

from kfgen import api, core, features
from kfgen.api import Obj
from kfgen.controller.kube import ApiError, Kube, path
from kfgen.controller.livestate import covers, owned
from kfgen.results import ResourceRef, has_errors
from kfgen.workloads import registry

log = logging.getLogger("kfgen.controller")
PER_NAMESPACE = frozenset({"LocalQueue", "TrainingRuntime"})  # made in every namespace the Environment serves


@dataclass(frozen=True)
class Step:
    verb: str  # create, apply, recreate (an immutable field changed), delete, conflict
    obj: Obj
    uid: str = ""  # recreate: the object to delete first


def owner_reference(environment: Obj) -> Obj:
    meta = environment["metadata"]
    return {
        "apiVersion": api.API_VERSION,
        "kind": api.ENVIRONMENT,
        "name": meta["name"],
        "uid": meta["uid"],
        "controller": True,
    }


def _key(obj: Obj) -> tuple[str, str, str]:
    meta = obj["metadata"]
    return obj["kind"], str(meta.get("namespace") or ""), meta["name"]


def plan(
    environment: Obj, desired: list[Obj], labelled: list[Obj], namesakes: dict[tuple[str, str, str], Obj]
) -> list[Step]:
    """Steps from what the Environment renders, what carries its label, and unlabelled objects of the same names."""
    uid = environment["metadata"]["uid"]
    reference = owner_reference(environment)
    live = {_key(o): o for o in labelled}
    steps: list[Step] = []
    for obj in desired:
        body = {**obj, "metadata": {**obj["metadata"], "ownerReferences": [reference]}}
        found = live.get(_key(obj)) or namesakes.get(_key(obj))
        if found is None:
            steps.append(Step("create", body))
        elif owned(found, uid) and _immutable_changed(found, body):
            steps.append(Step("recreate", body, found["metadata"]["uid"]))
        elif owned(found, uid) and not covers(found, body):
            steps.append(Step("apply", body))
        elif not owned(found, uid):
            steps.append(Step("conflict", found))
    wanted = {_key(o) for o in desired}
    steps += [Step("delete", o) for key, o in live.items() if key not in wanted and owned(o, uid)]
    return steps


def _value(obj: Obj, dotted: str) -> object:
    node: object = obj
    for part in dotted.split("."):
        node = node.get(part) if isinstance(node, dict) else None
    return node


def _immutable_changed(live: Obj, body: Obj) -> bool:
    fields = registry.BY_API[(body["apiVersion"], body["kind"])].immutable
    return any(_value(live, f) != _value(body, f) for f in fields)


class EnvironmentOwner:
    def __init__(self, kube: Kube, covers: Callable[[str], bool]) -> None:
        self.kube = kube
        self.covers = covers

    def reconcile(self, environment: Obj, served: tuple[str, ...] = ()) -> list[Step]:
        """Apply what the Environment owns; `served`: the other namespaces whose specs this controller renders
        with it (their queues are made there too)."""
        name = environment["metadata"]["name"]
        problems = core.check_environment(environment)
        if has_errors(problems):
            log.warning("environment not applied", extra={"environment": name, "problems": [str(p) for p in problems]})
            return []
        labelled = [o for o in self._labelled(name) if self.covers(o["metadata"].get("namespace", ""))]
        # where its LocalQueues and TrainingRuntimes already are stays served: a restarted controller, which has not
        # seen every spec yet, must not delete a queue that jobs wait in or a runtime they run on (a namespace
        # deleted takes them along)
        kept = {o["metadata"]["namespace"] for o in labelled if o["kind"] in PER_NAMESPACE}
        served = tuple(sorted({*served, *kept}))
        output = core.environment_output(environment, served)
        problems = core.checked(output, environment, ResourceRef.of(environment, "-"))
        if has_errors(problems):  # the API server would refuse some, or one lands in a system namespace
            log.warning("environment not applied", extra={"environment": name, "problems": [str(p) for p in problems]})
            return []
        desired = [o for o in output if self.covers(o["metadata"].get("namespace", ""))]
        seen = {_key(o) for o in labelled}
        namesakes = {}
        for obj in desired:
            if _key(obj) not in seen:
                found = self.kube.get(obj["kind"], obj["metadata"].get("namespace"), obj["metadata"]["name"])
                if found is not None:
                    namesakes[_key(obj)] = found
        steps = plan(environment, desired, labelled, namesakes)
        for step in steps:
            self._run(name, step)
        return steps

    def _labelled(self, name: str) -> list[Obj]:
        selector = [("labelSelector", f"{api.ENVIRONMENT_KEY}={name},{api.MANAGED_BY_LABEL}={api.MANAGED_BY}")]
        out: list[Obj] = []
        for info in features.environment_kinds():
            try:
                listed = self.kube.request("GET", path(info.kind, None), query=selector) or {}
            except ApiError as exc:
                if exc.status != 404:
                    raise
                continue  # its CRD is not installed (no Prometheus Operator, no grafana-operator): none exist
            out += [{**o, "kind": info.kind, "apiVersion": info.api_version} for o in listed.get("items") or []]
        return out

    def _run(self, environment: str, step: Step) -> None:
        meta = step.obj["metadata"]
        where = {"environment": environment, "object": f"{step.obj['kind']}/{meta.get('namespace')}/{meta['name']}"}
        try:
            if step.verb == "recreate":
                self.kube.delete(step.obj["kind"], meta.get("namespace"), meta["name"], uid=step.uid)
                self.kube.apply(step.obj, force=False)
            elif step.verb in ("create", "apply"):
                self.kube.apply(step.obj, force=step.verb == "apply")
            elif step.verb == "delete":
                self.kube.delete(step.obj["kind"], meta.get("namespace"), meta["name"], uid=meta.get("uid"))
            else:
                log.warning("not owned by the Environment; left alone", extra=where)
                return
            log.info(step.verb, extra=where)
        except ApiError as exc:  # the next event or resync tries again
            log.warning("environment object not applied", extra={**where, "error": str(exc)})
