"""The executor alone against the real API server (no controller process): what it does when its watch
cache is behind the cluster."""

from __future__ import annotations

import json
from typing import Any

from cluster import Cluster
from kubernetes import config
from test_controller import apply_spec, condition, example, get, namespace, status
from test_controller import cluster as cluster

from kfgen.controller import executor
from kfgen.controller.cache import Cache
from kfgen.controller.kube import Kube
from kfgen.controller.watcher import Watcher

Obj = dict[str, Any]


def admin(cluster: Cluster) -> Any:
    return config.new_client_from_config(config_file=str(cluster.kubeconfig))  # type: ignore[no-untyped-call]


def reconciler(cluster: Cluster, cache: Cache) -> executor.Reconciler:
    return executor.Reconciler(Kube(admin(cluster)), cache=cache)


class Racing(Kube):
    """The real API server, with a user creating a namesake just before kfgen's create reaches it."""

    def __init__(self, cluster: Cluster, namesake: Obj) -> None:
        super().__init__(admin(cluster))
        self.cluster, self.namesake = cluster, namesake

    def apply(self, obj: Obj, force: bool = True) -> Obj:
        if self.namesake and obj["kind"] == self.namesake["kind"]:
            self.cluster.kubectl(
                "apply", "--server-side", "--field-manager=user", "-f", "-", stdin=json.dumps(self.namesake)
            )
            self.namesake = {}
        return super().apply(obj, force)


def test_a_namesake_created_in_the_moment_before_the_create_is_left_as_it_was(cluster: Cluster) -> None:
    ns = namespace(cluster, "x-race", "dev")
    apply_spec(cluster, ns, example("jax-mnist"))
    users = {
        "apiVersion": "v1",
        "kind": "ServiceAccount",
        "metadata": {"name": "jax-mnist-kfgen", "namespace": ns, "labels": {"owner": "user"}},
    }
    outcome = executor.Reconciler(Racing(cluster, users)).reconcile(ns, "jax-mnist")
    assert outcome is not None and outcome.failed
    sa = get(cluster, f"/api/v1/namespaces/{ns}/serviceaccounts/jax-mnist-kfgen")
    assert sa is not None and sa["metadata"]["labels"] == {"owner": "user"}
    assert "ownerReferences" not in sa["metadata"] and "automountServiceAccountToken" not in sa
    assert [m["manager"] for m in sa["metadata"]["managedFields"]] == ["user"]
    st = status(cluster, ns, "jax-mnist")
    synced = condition(st, "Synced")
    assert synced["reason"] == "Conflict" and "was created by user while kfgen created it" in synced["message"]
    assert st.get("inventory") == [] and not st.get("jobs")  # nothing recorded, no job running as that account


def test_an_apply_from_a_stale_cache_never_recreates_what_was_deleted(cluster: Cluster) -> None:
    ns = namespace(cluster, "x-stale", "dev")
    apply_spec(cluster, ns, example("jax-mnist"))
    cache = Cache()
    reconcile = reconciler(cluster, cache).reconcile
    first = reconcile(ns, "jax-mnist")
    assert first is not None and not first.failed
    sa_path = f"/api/v1/namespaces/{ns}/serviceaccounts/jax-mnist-kfgen"
    seen = cache.get("ServiceAccount", ns, "jax-mnist-kfgen")
    assert seen is not None and get(cluster, sa_path) is not None
    cluster.kubectl("delete", "serviceaccount", "jax-mnist-kfgen", "-n", ns)
    seen["metadata"]["labels"]["team"] = "edited by hand"  # the cache's last word: an edit, the deletion not seen yet
    cache.put("ServiceAccount", seen)
    stale = reconcile(ns, "jax-mnist")
    assert stale is not None and stale.failed
    assert get(cluster, sa_path) is None  # not created again by an apply meant for the object that was there
    synced = condition(status(cluster, ns, "jax-mnist"), "Synced")
    assert synced["status"] == "False" and synced["reason"] == "Conflict", synced
    assert "apply ServiceAccount/jax-mnist-kfgen" in synced["message"] and "uid mismatch" in synced["message"]
    fresh = reconcile(ns, "jax-mnist")  # the 409 evicted the entry: read from the API server, created anew
    assert fresh is not None and not fresh.failed
    again = get(cluster, sa_path)
    assert again is not None and again["metadata"]["uid"] != seen["metadata"]["uid"]
    assert condition(status(cluster, ns, "jax-mnist"), "Synced")["status"] == "True"


def test_a_relisting_forgets_what_a_watch_gap_left_stale(cluster: Cluster) -> None:
    """A deletion no watch delivered (the stream was down): the cache keeps the object until the watcher lists
    again (after a 410, or the periodic resync), which forgets it; the next reconcile creates it again."""
    ns = namespace(cluster, "x-gap", "dev")
    apply_spec(cluster, ns, example("jax-mnist"))
    cache = Cache()
    reconcile = reconciler(cluster, cache).reconcile
    assert (reconcile(ns, "jax-mnist") or executor.Outcome({}, failed=True)).failed is False
    sa_path = f"/api/v1/namespaces/{ns}/serviceaccounts/jax-mnist-kfgen"
    cluster.kubectl("delete", "serviceaccount", "jax-mnist-kfgen", "-n", ns)
    kept = reconcile(ns, "jax-mnist")
    assert kept is not None and not kept.failed and get(cluster, sa_path) is None  # the cache still shows it
    deleted: list[str] = []

    def handle(kind: str, event: dict[str, Any]) -> None:
        if event["type"] == "DELETED":
            deleted.append(event["object"]["metadata"]["name"])
            cache.forget(kind, event["object"])

    watcher = Watcher(Kube(admin(cluster)), cache, "ServiceAccount", handle, ns, "app.kubernetes.io/managed-by=kfgen")
    watcher.listed.set()  # it listed before the gap: this is a re-listing
    assert watcher.list_once()
    assert deleted == ["jax-mnist-kfgen"] and cache.get("ServiceAccount", ns, "jax-mnist-kfgen") is None
    resynced = reconcile(ns, "jax-mnist")
    assert resynced is not None and not resynced.failed
    assert get(cluster, sa_path) is not None
    ns_objects = (get(cluster, f"/api/v1/namespaces/{ns}/serviceaccounts") or {}).get("items") or []
    assert [o["metadata"]["name"] for o in ns_objects if o["metadata"]["name"] != "default"] == ["jax-mnist-kfgen"]
