"""The workloads kfgen renders, by the spec's `backend` (a new job kind family is one entry of `declared`), and with
them every kind kfgen emits or reads: kfgen's own API, the workloads' job kinds, the platform's kinds (kfgen.api).

Everything that lists kinds derives from `KINDS`: the controller's watches, cache and REST paths, its RBAC
(bases/controller/rbac.yaml and the chart's copy), the Argo CD and Flux health checks, the phase reader and the
coverage tests. A kind is known by its apiVersion and kind (`BY_API`, `row_of`): two workloads may emit kinds of one
name at two versions (MPIJob: the training operator's kubeflow.org/v1, mpi-operator's kubeflow.org/v2beta1), so a
name alone (`kind`) names only a kind no other row shares.
"""

from __future__ import annotations

from collections.abc import Mapping

from kfgen import api
from kfgen.api import KindInfo, Obj
from kfgen.workloads import job, mpioperator, v1job
from kfgen.workloads.profile import Workload, refused_by_others
from kfgen.workloads.trainjob import workload as trainjob


def declared() -> tuple[Workload, ...]:
    """The job kind families, in the order a message lists them: a new one is one entry here."""
    return (v1job.WORKLOAD, trainjob.WORKLOAD, job.WORKLOAD, mpioperator.WORKLOAD)


WORKLOADS: tuple[Workload, ...] = ()
BY_BACKEND: dict[str, Workload] = {}
KINDS: tuple[KindInfo, ...] = ()
BY_API: dict[tuple[object, object], KindInfo] = {}  # every row, by (apiVersion, kind)
WORKLOAD_ROWS: dict[tuple[object, object], KindInfo] = {}  # the workloads' job kinds, by (apiVersion, kind)
AMBIGUOUS: frozenset[str] = frozenset()  # kind names of more than one row
JOB_KINDS: frozenset[str] = frozenset()  # names: a kind of either version of a name is a job
WATCHED_KINDS: frozenset[str] = frozenset()
WORKLOAD_KINDS: tuple[str, ...] = ()


def register() -> None:
    """Build every table from `declared()`: at import, and again where a test declares a kind of its own (before it
    imports what reads the tables)."""
    workloads = refused_by_others(declared())
    kinds = (*api.OWN_API_KINDS, *(k for w in workloads for k in w.kinds), *api.PLATFORM_KINDS)
    names = [k.kind for k in kinds]
    globals().update(
        WORKLOADS=workloads,
        BY_BACKEND={w.name: w for w in workloads},
        KINDS=kinds,
        BY_API={(k.api_version, k.kind): k for k in kinds},
        WORKLOAD_ROWS={(k.api_version, k.kind): k for w in workloads for k in w.kinds},
        AMBIGUOUS=frozenset(n for n in names if names.count(n) > 1),
        JOB_KINDS=frozenset(k.kind for k in kinds if k.job),
        WATCHED_KINDS=frozenset(k.kind for k in kinds if k.watched),
        WORKLOAD_KINDS=tuple(dict.fromkeys(k.kind for w in workloads for k in w.kinds)),
    )


register()


def operator_defaults(job: Obj) -> Mapping[tuple[str, ...], object]:
    """What the operator of `job`'s kind (by apiVersion and kind) fills in where the job leaves it out."""
    workload = workload_of(job)
    return workload.reading.operator_defaults if workload and workload.reading else {}


def row_of(job: Obj) -> KindInfo | None:
    """The kind row of `job` by its apiVersion and kind (None: no workload's, or not strings: a list is no key)."""
    key = (job.get("apiVersion"), job.get("kind"))
    return WORKLOAD_ROWS.get(key) if all(isinstance(part, str) for part in key) else None


def workload_of(job: Obj) -> Workload | None:
    """The workload whose kinds hold `job`'s apiVersion and kind (None: no workload's)."""
    row = row_of(job)
    return next((w for w in WORKLOADS if row in w.kinds), None) if row else None


def kind(name: str) -> KindInfo:
    """The row of a kind no other row shares a name with (kfgen's own, the platform's, most jobs'); a name of two
    rows (MPIJob) is a KeyError: ask by apiVersion and kind (`row_of`), or the workload's profile."""
    if name in AMBIGUOUS:
        raise KeyError(f"{name} names rows of {len(versions(name))} versions ({', '.join(versions(name))})")
    found = next((k for k in KINDS if k.kind == name), None)
    if found is None:
        raise KeyError(name)
    return found


def versions(name: str) -> list[str]:
    """The apiVersions of the rows of kind `name`, in the table's order."""
    return [k.api_version for k in KINDS if k.kind == name]
