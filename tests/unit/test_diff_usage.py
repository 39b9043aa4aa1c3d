"""What `kfgen diff` counts against a queue reads each job with its own workload, found by apiVersion and kind: the
training operator's v1 MPIJob and mpi-operator's v2beta1 MPIJob share a kind name but not their operators' defaults
(a v1 replica spec without `replicas` runs one pod, a v2beta1 Worker none)."""

from __future__ import annotations

from decimal import Decimal
from typing import Any

import pytest

from kfgen.diff import usage


def mpijob(api_version: str) -> dict[str, Any]:
    template = {"spec": {"containers": [{"name": "mpi", "resources": {"requests": {"cpu": "2"}}}]}}
    return {
        "apiVersion": api_version,
        "kind": "MPIJob",
        "metadata": {"name": "pi", "labels": {"kueue.x-k8s.io/queue-name": "q"}},
        "spec": {"mpiReplicaSpecs": {"Worker": {"template": template}}},
    }


@pytest.mark.parametrize(("api_version", "cpu"), [("kubeflow.org/v1", 2), ("kubeflow.org/v2beta1", 0)])
def test_a_worker_without_replicas_counts_as_its_operator_runs_it(api_version: str, cpu: int) -> None:
    assert usage.job_requests(mpijob(api_version)) == ("q", usage.Requested(Decimal(0), Decimal(cpu)))
