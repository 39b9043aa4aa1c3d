"""What the training jobs of a render request, per Kueue queue: GPUs and CPU, pods × requests.

Each job kind is read back by its workload's profile (`pod_requests`); a Katib Experiment runs up to
`parallelTrialCount` trials (Katib's default 3) of its trial job at once. Only kfgen's training jobs count (the
objects with its TrainingSpec label); a job without the queue label is under `(none)`.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any, NamedTuple

from kfgen import api
from kfgen.api import Obj
from kfgen.diff.naming import labels
from kfgen.workloads import registry
from kfgen.workloads.profile import mapping, replica_count

NO_QUEUE = "(none)"
KATIB_PARALLEL_TRIALS = 3  # Katib v0.19's default parallelTrialCount


class Requested(NamedTuple):
    gpu: Decimal
    cpu: Decimal


class QueueUsage(NamedTuple):
    queue: str
    old: Requested
    new: Requested


ZERO = Requested(Decimal(0), Decimal(0))


def per_queue(objects: list[Obj]) -> dict[str, Requested]:
    totals: dict[str, Requested] = {}
    for obj in objects:
        if not isinstance(labels(obj).get(api.SPEC_LABEL), str):
            continue
        found = job_requests(obj)
        if found is None:
            continue
        queue, requested = found
        before = totals.get(queue, ZERO)
        totals[queue] = Requested(before.gpu + requested.gpu, before.cpu + requested.cpu)
    return totals


def job_requests(obj: Obj) -> tuple[str, Requested] | None:
    """A job's queue and what it requests at once; None for an object that is no job."""
    if obj.get("kind") == "Experiment" and str(obj.get("apiVersion", "")).startswith("kubeflow.org/"):
        spec = mapping(obj, "spec")
        trial = mapping(spec, "trialTemplate").get("trialSpec")
        found = job_requests(trial) if isinstance(trial, dict) else None
        if found is None:
            return None
        trials = Decimal(replica_count(spec.get("parallelTrialCount"), KATIB_PARALLEL_TRIALS))
        return found[0], Requested(found[1].gpu * trials, found[1].cpu * trials)
    workload = registry.workload_of(obj)
    if workload is None:
        return None
    gpu = cpu = Decimal(0)
    for pods, requests in workload.pod_requests(obj):
        gpu += pods * sum((v for k, v in requests.items() if is_gpu(k)), Decimal(0))
        cpu += pods * requests.get("cpu", Decimal(0))
    queue = labels(obj).get(api.QUEUE_LABEL)
    return (str(queue) if isinstance(queue, str) and queue else NO_QUEUE), Requested(gpu, cpu)


def is_gpu(resource: str) -> bool:
    """A GPU or a slice of one: nvidia.com/gpu, amd.com/gpu, an Environment's own GPU resource, nvidia.com/mig-*."""
    return "gpu" in resource.lower() or "/mig-" in resource


def compare(old: list[Obj], new: list[Obj]) -> list[QueueUsage]:
    before, after = per_queue(old), per_queue(new)
    return [QueueUsage(q, before.get(q, ZERO), after.get(q, ZERO)) for q in sorted(before.keys() | after.keys())]


def number(value: Decimal) -> str:
    """A quantity as a plain number: 16, 0.5."""
    if value == value.to_integral_value():
        return str(int(value))
    return format(value.normalize(), "f")


def as_json(value: Decimal) -> Any:
    return int(value) if value == value.to_integral_value() else float(value)
