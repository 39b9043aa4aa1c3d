"""One running stack per pytest session for the test modules that start it with the same configuration, and the
isolation each module keeps on it.

A stack (tests/harness/operators.py and what runs on it) takes 25-35 s to start; modules of one folder that start
an equal one share it. Each module's use of the shared stack is wrapped in ``isolated``: at entry it fails if an
object an earlier module made is still there, at exit it deletes what the module made and waits until the cluster
holds what it held right after the start (the baseline). Tests within one module share that module's objects, as
they did with a stack of their own.

API::

    shared(request, key, start, cluster_of) -> Shared: ``start()`` (a context manager) entered on the first call
        with ``key`` in this pytest session, exited when the session ends; its baseline taken then
    with isolated(shared): ...           -> a module's use: nothing left before, nothing left after
    leftovers(shared) -> ["Namespace x", "Job ns/name", ...]: what the cluster holds beyond the baseline
    clean(shared)                        -> delete the leftovers and wait until they are gone

What is observed (OBSERVED) is what a later test could list, be scheduled against or be admitted against:
namespaces, nodes, volumes, priority classes, Kueue's cluster-scoped objects, kfgen's Environments, and every
pod, job, JobSet, training job, TrainJob, Katib Experiment, TrainingSpec, Workload and LocalQueue in any namespace.
Definitions (CRDs, webhooks, RBAC) are not: the modules that share a stack install the same ones, idempotently.
"""

from __future__ import annotations

import time
from collections.abc import Callable, Iterator
from contextlib import AbstractContextManager, ExitStack, contextmanager
from dataclasses import dataclass
from typing import Any, Generic, NamedTuple, TypeVar

import pytest
from cluster import Cluster
from kfgen_controller import wait_for

CLEAN_TIMEOUT = 180
STRIP_AFTER = 10  # seconds: then a deleting object's finalizers are dropped (their controller may be stopped)


class Kind(NamedTuple):
    prefix: str  # /api/v1 or /apis/GROUP/VERSION
    plural: str
    name: str  # as reported


OBSERVED = (
    Kind("/api/v1", "namespaces", "Namespace"),
    Kind("/api/v1", "nodes", "Node"),
    Kind("/api/v1", "persistentvolumes", "PersistentVolume"),
    Kind("/apis/scheduling.k8s.io/v1", "priorityclasses", "PriorityClass"),
    Kind("/apis/kueue.x-k8s.io/v1beta2", "resourceflavors", "ResourceFlavor"),
    Kind("/apis/kueue.x-k8s.io/v1beta2", "clusterqueues", "ClusterQueue"),
    Kind("/apis/kueue.x-k8s.io/v1beta2", "cohorts", "Cohort"),
    Kind("/apis/kueue.x-k8s.io/v1beta2", "workloadpriorityclasses", "WorkloadPriorityClass"),
    Kind("/apis/kfgen.dev/v1alpha1", "environments", "Environment"),
    Kind("/api/v1", "pods", "Pod"),
    Kind("/api/v1", "persistentvolumeclaims", "PersistentVolumeClaim"),
    Kind("/apis/batch/v1", "jobs", "Job"),
    Kind("/apis/jobset.x-k8s.io/v1alpha2", "jobsets", "JobSet"),
    *(
        Kind("/apis/kubeflow.org/v1", f"{kind.lower()}s", kind)
        for kind in ("PyTorchJob", "TFJob", "XGBoostJob", "PaddleJob", "JAXJob", "MPIJob")
    ),
    Kind("/apis/trainer.kubeflow.org/v1alpha1", "trainjobs", "TrainJob"),
    Kind("/apis/kubeflow.org/v1beta1", "experiments", "Experiment"),  # Katib's: kfgen's finalizer holds its namespace
    Kind("/apis/kfgen.dev/v1alpha1", "trainingspecs", "TrainingSpec"),
    Kind("/apis/kueue.x-k8s.io/v1beta2", "workloads", "Workload"),
    Kind("/apis/kueue.x-k8s.io/v1beta2", "localqueues", "LocalQueue"),
)


class Item(NamedTuple):
    kind: Kind
    namespace: str
    name: str

    def __str__(self) -> str:
        return f"{self.kind.name} {self.namespace}/{self.name}" if self.namespace else f"{self.kind.name} {self.name}"

    @property
    def path(self) -> str:
        scope = f"/namespaces/{self.namespace}" if self.namespace else ""
        return f"{self.kind.prefix}{scope}/{self.kind.plural}/{self.name}"


T = TypeVar("T")


@dataclass
class Shared(Generic[T]):
    stack: T
    cluster: Cluster
    baseline: frozenset[Item]


_running: dict[str, Shared[Any]] = {}


def shared(
    request: pytest.FixtureRequest,
    key: str,
    start: Callable[[], AbstractContextManager[T]],
    cluster_of: Callable[[T], Cluster],
) -> Shared[T]:
    """The stack of `key`, started by the first module that asks for it and stopped when the session ends."""
    if key not in _running:
        with ExitStack() as starting:  # stopped at once if the baseline cannot be read
            running = starting.enter_context(start())
            cluster = cluster_of(running)
            _running[key] = Shared(running, cluster, frozenset(observe(cluster)))
            stack = starting.pop_all()

        def stop() -> None:
            _running.pop(key, None)
            stack.close()

        request.config.add_cleanup(stop)
    return _running[key]


def observe(cluster: Cluster) -> Iterator[Item]:
    for kind in OBSERVED:
        status, body = cluster.request("GET", f"{kind.prefix}/{kind.plural}")
        if status == 404:  # no such API on this stack
            continue
        assert status == 200, (kind, status, body)
        for obj in body.get("items") or []:
            yield Item(kind, obj["metadata"].get("namespace", ""), obj["metadata"]["name"])


def leftovers(running: Shared[Any]) -> list[str]:
    return sorted(str(item) for item in set(observe(running.cluster)) - running.baseline)


@contextmanager
def isolated(running: Shared[Any]) -> Iterator[None]:
    left = leftovers(running)
    assert not left, f"an earlier module left these on the shared stack: {left}"
    try:
        yield
    finally:
        clean(running)


def clean(running: Shared[Any]) -> None:
    """Delete what is beyond the baseline (a new namespace with its contents) and wait until it is gone."""
    began, deleted = time.monotonic(), set[Item]()

    def gone() -> bool:
        extra = set(observe(running.cluster)) - running.baseline
        namespaces = {i.name for i in extra if i.kind.plural == "namespaces"}
        for item in extra - deleted:
            if item.namespace not in namespaces:  # a namespace's contents go with it
                running.cluster.request("DELETE", f"{item.path}?propagationPolicy=Background")
                deleted.add(item)
        if time.monotonic() - began > STRIP_AFTER:
            for item in extra:
                strip_finalizers(running.cluster, item)
        return not extra

    wait_for(gone, CLEAN_TIMEOUT, "the shared stack is back at its baseline", lambda: str(leftovers(running)))


def strip_finalizers(cluster: Cluster, item: Item) -> None:
    status, obj = cluster.request("GET", item.path)
    if status == 200 and obj["metadata"].get("deletionTimestamp") and obj["metadata"].get("finalizers"):
        patch = {"metadata": {"finalizers": None}}
        cluster.request("PATCH", item.path, patch, content_type="application/merge-patch+json")
