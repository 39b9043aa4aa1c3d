"""The workloads kfgen renders, by the spec's `backend` (a new job kind family is one line here), and with them
every kind kfgen emits or reads: kfgen's own API, the workloads' job kinds, the platform's kinds (kfgen.api).

Everything that lists kinds derives from `KINDS`: the controller's watches, cache and REST paths, its RBAC
(bases/controller/rbac.yaml and the chart's copy), the Argo CD and Flux health checks, the phase reader and the
coverage tests.
"""

from __future__ import annotations

from collections.abc import Mapping

from kfgen import api
from kfgen.api import KindInfo, Obj
from kfgen.workloads import job, mpioperator, v1job
from kfgen.workloads.profile import Workload
from kfgen.workloads.trainjob import workload as trainjob

WORKLOADS: tuple[Workload, ...] = (v1job.WORKLOAD, trainjob.WORKLOAD, job.WORKLOAD, mpioperator.WORKLOAD)
BY_BACKEND: dict[str, Workload] = {w.name: w for w in WORKLOADS}

KINDS: tuple[KindInfo, ...] = (*api.OWN_API_KINDS, *(k for w in WORKLOADS for k in w.kinds), *api.PLATFORM_KINDS)
# by name, the first row of a kind: MPIJob is the v1 family's (kfgen's controller and `kfgen import` read kinds by
# name); mpi-operator's kubeflow.org/v2beta1 MPIJob is the same resource, mpijobs.kubeflow.org, at another version
BY_KIND: dict[str, KindInfo] = {}
for _row in KINDS:
    BY_KIND.setdefault(_row.kind, _row)
JOB_KINDS: frozenset[str] = frozenset(k.kind for k in KINDS if k.job)
WATCHED_KINDS: frozenset[str] = frozenset(k.kind for k in KINDS if k.watched)
BY_API: dict[tuple[object, object], KindInfo] = {(k.api_version, k.kind): k for w in WORKLOADS for k in w.kinds}
WORKLOAD_KINDS: tuple[str, ...] = tuple(dict.fromkeys(k.kind for w in WORKLOADS for k in w.kinds))


def operator_defaults(job: Obj) -> Mapping[tuple[str, ...], object]:
    """What the operator of `job`'s kind (by apiVersion and kind) fills in where the job leaves it out."""
    workload = workload_of(job)
    return workload.operator_defaults if workload else {}


def row_of(job: Obj) -> KindInfo | None:
    """The kind row of `job` by its apiVersion and kind (None: no workload's, or not strings: a list is no key)."""
    key = (job.get("apiVersion"), job.get("kind"))
    return BY_API.get(key) if all(isinstance(part, str) for part in key) else None


def workload_of(job: Obj) -> Workload | None:
    """The workload whose kinds hold `job`'s apiVersion and kind (None: no workload's)."""
    row = row_of(job)
    return next((w for w in WORKLOADS if row in w.kinds), None) if row else None


def kind(name: str) -> KindInfo:
    return BY_KIND[name]
