"""The workloads kfgen renders, by the spec's `backend`: a new job kind family is one line here."""

from __future__ import annotations

from kfgen.workloads import job, trainjob, v1job
from kfgen.workloads.profile import Workload

WORKLOADS: tuple[Workload, ...] = (v1job.WORKLOAD, trainjob.WORKLOAD, job.WORKLOAD)
BY_BACKEND: dict[str, Workload] = {w.name: w for w in WORKLOADS}
