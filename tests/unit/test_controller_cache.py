"""The controller's watch cache: what a reconcile reads instead of the API server."""

from __future__ import annotations

from typing import Any

from kfgen.controller.cache import Cache

Obj = dict[str, Any]


def job(
    name: str = "train-abc12", uid: str = "u1", version: str = "10", spec: str | None = "train", phase: str = "Created"
) -> Obj:
    labels = {"kfgen.dev/trainingspec": spec} if spec else {}
    return {
        "apiVersion": "kubeflow.org/v1",
        "kind": "PyTorchJob",
        "metadata": {
            "name": name,
            "namespace": "ml",
            "uid": uid,
            "resourceVersion": version,
            "labels": labels,
            "managedFields": [{"manager": "kfgen", "operation": "Apply", "fieldsV1": {"f:spec": {}}}],
        },
        "status": {"conditions": [{"type": phase, "status": "True"}]},
    }


def test_a_kept_object_reads_back_without_managed_fields() -> None:
    cache = Cache()
    cache.put("PyTorchJob", job())
    kept = cache.get("PyTorchJob", "ml", "train-abc12")
    assert kept is not None and "managedFields" not in kept["metadata"]
    assert kept["status"] == job()["status"] and kept["kind"] == "PyTorchJob"
    assert cache.get("PyTorchJob", "ml", "other") is None and cache.get("TFJob", "ml", "train-abc12") is None


def test_a_late_event_does_not_bring_back_an_older_version() -> None:
    cache = Cache()
    cache.put("PyTorchJob", job(version="12", phase="Running"))  # the answer to kfgen's own apply
    cache.put("PyTorchJob", job(version="11", phase="Created"))  # the watch catching up
    assert (cache.get("PyTorchJob", "ml", "train-abc12") or {})["status"]["conditions"][0]["type"] == "Running"
    cache.put("PyTorchJob", job(version="13", phase="Succeeded"))
    assert (cache.get("PyTorchJob", "ml", "train-abc12") or {})["status"]["conditions"][0]["type"] == "Succeeded"


def test_a_namesake_replaces_and_the_old_ones_deletion_leaves_it() -> None:
    cache = Cache()
    cache.put("PyTorchJob", job(uid="old", version="50"))
    cache.put("PyTorchJob", job(uid="new", version="40"))  # another object: versions do not compare
    cache.forget("PyTorchJob", job(uid="old", version="51"))  # the old one's DELETED event, late
    assert (cache.get("PyTorchJob", "ml", "train-abc12") or {})["metadata"]["uid"] == "new"
    cache.forget("PyTorchJob", job(uid="new", version="41"))
    assert cache.get("PyTorchJob", "ml", "train-abc12") is None
    assert cache.labelled("ml", "train", {"PyTorchJob"}) == {}


def test_jobs_are_found_by_their_spec_label_and_kind() -> None:
    cache = Cache()
    cache.put("PyTorchJob", job("train-a", "a"))
    cache.put("PyTorchJob", job("train-b", "b"))
    cache.put("PyTorchJob", job("other-c", "c", spec="other"))
    cache.put("ServiceAccount", {**job("train", "d"), "kind": "ServiceAccount"})
    assert sorted(cache.labelled("ml", "train", {"PyTorchJob", "TFJob"})) == ["train-a", "train-b"]
    cache.put("PyTorchJob", job("train-b", "b", version="11", spec="relabelled"))
    assert sorted(cache.labelled("ml", "train", {"PyTorchJob"})) == ["train-a"]
    assert sorted(cache.labelled("ml", "relabelled", {"PyTorchJob"})) == ["train-b"]
    assert cache.labelled("other-ns", "train", {"PyTorchJob"}) == {}


def test_only_watched_kinds_are_cached() -> None:
    cache = Cache()
    monitor: Obj = {
        "apiVersion": "monitoring.coreos.com/v1",
        "kind": "ServiceMonitor",
        "metadata": {
            "name": "m",
            "namespace": "ml",
            "uid": "u",
            "resourceVersion": "1",
            "labels": {"app.kubernetes.io/managed-by": "kfgen"},
        },
    }
    cache.put("ServiceMonitor", monitor)
    assert cache.get("ServiceMonitor", "ml", "m") is None  # nothing would keep it current
    cache.put("ServiceAccount", {**monitor, "apiVersion": "v1", "kind": "ServiceAccount"})
    assert cache.get("ServiceAccount", "ml", "m") is not None
