"""What the planner reads and decides: the rendered objects, the observed ones, the actions, the plan."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any

from kfgen.api import Obj
from kfgen.controller.livestate import covers
from kfgen.workloads.registry import JOB_KINDS


@dataclass(frozen=True)
class Rendered:
    objects: list[Obj] = field(default_factory=list)
    reason: str = ""  # why nothing renders: NoEnvironment, EnvironmentNotFound, InvalidEnvironment, InvalidSpec
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


def write(body: Obj, live: Obj | None, **effects: Any) -> Action:
    """Create what is absent, keep what is as applied, apply the rest: to the very object observed (its UID)."""
    verb = "create" if live is None else "keep" if covers(live, body) else "apply"
    return Action(
        verb, body["kind"], body["metadata"]["name"], body, uid=live["metadata"]["uid"] if live else None, **effects
    )
