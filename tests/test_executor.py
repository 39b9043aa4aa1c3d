"""The executor alone against the real API server (no controller process): what it does when its watch
cache is behind the cluster."""

from __future__ import annotations

from typing import Any

import pytest
from cluster import Cluster
from kubernetes import config
from test_controller import apply_spec, condition, example, get, namespace, status
from test_controller import cluster as cluster

from kfgen.controller import executor
from kfgen.controller.cache import Cache
from kfgen.controller.kube import Kube

pytestmark = pytest.mark.cluster
Obj = dict[str, Any]


def reconciler(cluster: Cluster, cache: Cache) -> executor.Reconciler:
    client = config.new_client_from_config(config_file=str(cluster.kubeconfig))  # type: ignore[no-untyped-call]
    return executor.Reconciler(Kube(client), cache=cache)


def test_an_apply_from_a_stale_cache_never_recreates_what_was_deleted(cluster: Cluster) -> None:
    ns = namespace(cluster, "x-stale", "dev")
    apply_spec(cluster, ns, example("jax-mnist"))
    cache = Cache()
    reconcile = reconciler(cluster, cache).reconcile
    first = reconcile(ns, "jax-mnist")
    assert first is not None and not first.failed
    sa_path = f"/api/v1/namespaces/{ns}/serviceaccounts/jax-mnist"
    seen = cache.get("ServiceAccount", ns, "jax-mnist")
    assert seen is not None and get(cluster, sa_path) is not None
    cluster.kubectl("delete", "serviceaccount", "jax-mnist", "-n", ns)
    seen["metadata"]["labels"]["team"] = "edited by hand"  # the cache's last word: an edit, the deletion not seen yet
    cache.put("ServiceAccount", seen)
    stale = reconcile(ns, "jax-mnist")
    assert stale is not None and stale.failed
    assert get(cluster, sa_path) is None  # not created again by an apply meant for the object that was there
    synced = condition(status(cluster, ns, "jax-mnist"), "Synced")
    assert synced["status"] == "False" and synced["reason"] == "Conflict", synced
    assert "apply ServiceAccount/jax-mnist" in synced["message"] and "uid mismatch" in synced["message"]
    cache.forget("ServiceAccount", seen)  # the DELETED event arrives
    fresh = reconcile(ns, "jax-mnist")
    assert fresh is not None and not fresh.failed
    again = get(cluster, sa_path)
    assert again is not None and again["metadata"]["uid"] != seen["metadata"]["uid"]
    assert condition(status(cluster, ns, "jax-mnist"), "Synced")["status"] == "True"
