"""The operators and Kueue are shared by the modules of tests/kueue (tests/harness/shared.py): each module still
finds the cluster as it was right after the start, and leaves it so.

This module runs after the others of the folder (pytest takes them in name order), so its first test sees what
they left; the others show that a module's objects (a namespace with a running Job in it, a Job in a namespace of
the baseline, Kueue's cluster-scoped objects) are removed at its end, and that an object left behind fails the
next module's start.
"""

from __future__ import annotations

from typing import Any

import pytest
from kueue import API, Kueue, shared_kueue
from operators import RESTRICTED_CONTAINER, RESTRICTED_POD
from shared import Shared, clean, isolated, leftovers

Obj = dict[str, Any]


def job(name: str, namespace: str) -> Obj:
    container = {"name": "c", "image": "busybox:1.36", "command": ["true"], "securityContext": RESTRICTED_CONTAINER}
    pod = {"spec": {"restartPolicy": "Never", "securityContext": RESTRICTED_POD, "containers": [container]}}
    return {
        "apiVersion": "batch/v1",
        "kind": "Job",
        "metadata": {"name": name, "namespace": namespace},
        "spec": {"template": pod},
    }


def queues(name: str) -> list[Obj]:
    flavor = {"apiVersion": "kueue.x-k8s.io/v1beta2", "kind": "ResourceFlavor", "metadata": {"name": name}}
    quota = {"name": name, "resources": [{"name": "cpu", "nominalQuota": 1}]}
    cluster_queue = {
        "apiVersion": "kueue.x-k8s.io/v1beta2",
        "kind": "ClusterQueue",
        "metadata": {"name": name},
        "spec": {"namespaceSelector": {}, "resourceGroups": [{"coveredResources": ["cpu"], "flavors": [quota]}]},
    }
    return [flavor, cluster_queue]


def plant(stack: Shared[Kueue], name: str) -> None:
    """A namespace with a Job in it, a Job in the default namespace and a ClusterQueue with its flavor."""
    ops = stack.stack.ops
    ops.namespace(name)
    ops.apply([job("work", name), job(name, "default"), *queues(name)])
    ops.wait_condition(f"{API}/clusterqueues/{name}", "Active")


def test_no_earlier_module_left_an_object_on_the_shared_stack(request: pytest.FixtureRequest) -> None:
    assert leftovers(shared_kueue(request)) == []


def test_what_a_module_makes_is_gone_at_its_end(request: pytest.FixtureRequest) -> None:
    stack = shared_kueue(request)
    with isolated(stack):
        plant(stack, "iso-made")
        made = leftovers(stack)
        assert {
            "Namespace iso-made",
            "Job iso-made/work",
            "Job default/iso-made",
            "ClusterQueue iso-made",
            "ResourceFlavor iso-made",
        } <= set(made), made
    assert leftovers(stack) == []


def test_an_object_left_behind_fails_the_next_module(request: pytest.FixtureRequest) -> None:
    stack = shared_kueue(request)
    plant(stack, "iso-leak")  # outside `isolated`: nothing removes it
    try:
        with pytest.raises(AssertionError, match="an earlier module left") as failed, isolated(stack):
            pass
        for leaked in ("Namespace iso-leak", "Job default/iso-leak", "ClusterQueue iso-leak"):
            assert leaked in str(failed.value)
    finally:
        clean(stack)
    assert leftovers(stack) == []
