"""The shape every feature of kfgen takes: a Feature (a workload's is kfgen.workloads.profile.Workload).

A feature owns its checks, what it adds to the job (or what it wraps the job in), the objects it emits per
TrainingSpec and the objects it emits once per Environment; a workload (kfgen.workloads.profile) renders the job
itself and answers everything about its kind. A feature is a value built in its own module and registered in
`kfgen.features` (the only place that chains them). Fields left out do nothing.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable
from typing import NamedTuple

from kfgen.api import KindInfo, Obj
from kfgen.model import Context, EnvironmentView
from kfgen.results import Result

Check = Callable[[Context], Iterable[Result]]
Metadata = Callable[[Context], dict[str, str]]
Objects = Callable[[Context], list[Obj]]


def _none(ctx: Context) -> list[Obj]:
    return []


def _no_metadata(ctx: Context) -> dict[str, str]:
    return {}


def _no_checks(ctx: Context) -> Iterable[Result]:
    return ()


def _no_environment_objects(env: EnvironmentView) -> list[Obj]:
    return []


def _same_job(ctx: Context, job: Obj) -> Obj:
    return job


class Feature(NamedTuple):  # a NamedTuple: a fifth of a dataclass's start-up cost, on every path
    name: str
    kinds: tuple[KindInfo, ...] = ()  # the kinds its objects have (rows of kfgen.workloads.registry.KINDS)
    check: Check = _no_checks
    job_labels: Metadata = _no_metadata
    job_annotations: Metadata = _no_metadata
    prerequisites: Objects = _none  # objects the job needs first (its ServiceAccount): before the job
    objects: Objects = _none  # after the job
    wrap_job: Callable[[Context, Obj], Obj] = _same_job  # the object that runs the job instead (a Katib Experiment)
    environment_objects: Callable[[EnvironmentView], list[Obj]] = _no_environment_objects
    environment_kinds: tuple[KindInfo, ...] = ()  # the kinds of its Environment-level objects
    environment_check: Callable[[EnvironmentView], Iterable[tuple[str, str]]] = lambda env: ()
