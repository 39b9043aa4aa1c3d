"""The API server is shared by the modules of tests/apiserver that start it alike (tests/harness/apiserver_stack.py,
tests/harness/shared.py): each module still finds it as it was right after the start, and leaves it so.

This module runs after the others of the folder (pytest takes them in name order), so its first test sees what
they left; the others show that a module's objects (a namespace with a TrainingSpec and a PyTorchJob in it, a
TrainingSpec in the default namespace, an Environment) are removed at its end, and that an object left behind fails
the next module's start.
"""

from __future__ import annotations

import json
from typing import Any

import pytest
from apiserver_stack import shared_apiserver
from cluster import Cluster
from shared import clean, isolated, leftovers
from test_controller import apply_spec, example, namespace

Obj = dict[str, Any]


def pytorch_job(name: str, namespace: str) -> Obj:
    replica = {"replicas": 1, "template": {"spec": {"containers": [{"name": "pytorch", "image": "busybox:1.36"}]}}}
    return {
        "apiVersion": "kubeflow.org/v1",
        "kind": "PyTorchJob",
        "metadata": {"name": name, "namespace": namespace},
        "spec": {"pytorchReplicaSpecs": {"Master": replica}},
    }


def plant(cluster: Cluster, name: str) -> None:
    """A namespace with a TrainingSpec and a PyTorchJob in it, a TrainingSpec in the default namespace and an
    Environment."""
    ns = namespace(cluster, name, "dev")
    apply_spec(cluster, ns, example("jax-mnist"))
    apply_spec(cluster, "default", {**example("jax-mnist"), "metadata": {"name": name}})
    environment = {"apiVersion": "kfgen.dev/v1alpha1", "kind": "Environment", "metadata": {"name": name}, "spec": {}}
    for obj in (pytorch_job("work", ns), environment):
        cluster.kubectl("apply", "--server-side", "-f", "-", stdin=json.dumps(obj))


def test_no_earlier_module_left_an_object_on_the_shared_api_server(request: pytest.FixtureRequest) -> None:
    assert leftovers(shared_apiserver(request)) == []


def test_what_a_module_makes_is_gone_at_its_end(request: pytest.FixtureRequest) -> None:
    stack = shared_apiserver(request)
    with isolated(stack):
        plant(stack.stack, "iso-made")
        made = leftovers(stack)
        assert {
            "Namespace iso-made",
            "TrainingSpec iso-made/jax-mnist",
            "PyTorchJob iso-made/work",
            "TrainingSpec default/iso-made",
            "Environment iso-made",
        } <= set(made), made
    assert leftovers(stack) == []


def test_an_object_left_behind_fails_the_next_module(request: pytest.FixtureRequest) -> None:
    stack = shared_apiserver(request)
    plant(stack.stack, "iso-leak")  # outside `isolated`: nothing removes it
    try:
        with pytest.raises(AssertionError, match="an earlier module left") as failed, isolated(stack):
            pass
        for leaked in ("Namespace iso-leak", "TrainingSpec default/iso-leak", "Environment iso-leak"):
            assert leaked in str(failed.value)
    finally:
        clean(stack)
    assert leftovers(stack) == []
