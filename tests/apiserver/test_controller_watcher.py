"""The controller's own list-then-watch (kfgen.controller.watcher): paging, 410 Gone, a broken stream, deletions
missed while no watch ran, and the lean records it keeps. A scripted API server for the failures it cannot be
made to produce on demand; the real one for paging and the watch stream."""

from __future__ import annotations

import json
import threading
from collections.abc import Iterator
from typing import Any

from cluster import Cluster
from kfgen_controller import wait_for
from test_controller import cluster as cluster
from test_controller import namespace
from test_executor import admin

from kfgen.controller import livestate
from kfgen.controller.cache import Cache, Record
from kfgen.controller.kube import ApiError, Kube
from kfgen.controller.watcher import Watcher

Obj = dict[str, Any]
Event = dict[str, Any]
LABELS = {"app.kubernetes.io/managed-by": "kfgen", "kfgen.dev/trainingspec": "train"}


def sa(name: str, version: int, uid: str = "") -> Obj:
    return {
        "metadata": {
            "name": name,
            "namespace": "ml",
            "uid": uid or f"uid-{name}",
            "resourceVersion": str(version),
            "labels": LABELS,
        }
    }


class Response:
    """A watch response: its events as newline-delimited JSON, cut into awkward chunks, or a broken stream."""

    def __init__(self, events: list[Event], status: int = 200, broken: bool = False) -> None:
        self.status, self.broken = status, broken
        self.raw = b"".join(json.dumps(e).encode() + b"\n" for e in events)

    def stream(self, _: int) -> Iterator[bytes]:
        for start in range(0, len(self.raw), 7):
            yield self.raw[start : start + 7]
        if self.broken:
            raise ConnectionResetError("the API server went away")

    def read(self) -> bytes:
        return json.dumps({"kind": "Status", "code": self.status, "message": "too old"}).encode()

    def release_conn(self) -> None:
        pass

    def shutdown(self) -> None:
        pass


class Scripted(Kube):
    """Lists what `objects` holds, `page` at a time; each watch answers the next scripted response; when the
    script is over, the watcher is stopped."""

    def __init__(self, objects: list[Obj], version: int, watches: list[Response], stop: threading.Event) -> None:
        self.objects, self.version, self.watches, self.stop = objects, version, watches, stop
        self.lists: list[list[tuple[str, str]]] = []
        self.watched: list[list[tuple[str, str]]] = []
        self.snapshot: list[Obj] = []

    def request(self, method: str, url: str, body: Any = None, query: Any = None, content_type: str = "") -> Any:
        query = list(query or [])
        self.lists.append(query)
        args = dict(query)
        if "continue" not in args:
            self.snapshot = [json.loads(json.dumps(o)) for o in self.objects]  # a consistent list, as etcd's
        start = int(args.get("continue") or 0)
        end = start + int(args["limit"])
        more = str(end) if end < len(self.snapshot) else ""
        meta = {"resourceVersion": str(self.version), **({"continue": more} if more else {})}
        return {"metadata": meta, "items": self.snapshot[start:end]}

    def stream(self, url: str, query: list[tuple[str, str]], timeout: float) -> Any:
        self.watched.append(query)
        if not self.watches:
            self.stop.set()
            return Response([])
        return self.watches.pop(0)


def run(kube: Scripted, stop: threading.Event, cache: Cache, page: int = 2) -> list[tuple[str | None, str]]:
    seen: list[tuple[str | None, str]] = []

    def handle(kind: str, event: Event) -> None:
        obj = event["object"]
        seen.append((event["type"], obj["metadata"]["name"]))
        if event["type"] == "DELETED":
            cache.forget(kind, obj)
        else:
            cache.put(kind, obj)

    watcher = Watcher(kube, cache, "ServiceAccount", handle, "ml", "app.kubernetes.io/managed-by=kfgen", page=page)
    thread = threading.Thread(target=watcher.run, args=(stop,), daemon=True)
    thread.start()
    thread.join(30)
    assert not thread.is_alive()
    return seen


def names(cache: Cache) -> dict[str, str]:
    """Name -> resourceVersion of what the cache keeps."""
    return {key[2]: str(record.version) for key, record in cache.records("ServiceAccount").items()}


def test_a_listing_larger_than_a_page_is_read_page_by_page_then_watched_from_its_version() -> None:
    stop = threading.Event()
    kube = Scripted([sa(f"sa-{i}", 10 + i) for i in range(5)], 20, [], stop)
    cache = Cache()
    seen = run(kube, stop, cache)
    assert [dict(q).get("continue") for q in kube.lists] == [None, "2", "4"]
    assert all(dict(q)["limit"] == "2" for q in kube.lists)
    assert seen == [(None, f"sa-{i}") for i in range(5)]  # the initial listing only fills the cache
    assert names(cache) == {f"sa-{i}": str(10 + i) for i in range(5)}
    kept = cache.get("ServiceAccount", "ml", "sa-0") or {}
    assert (kept["apiVersion"], kept["kind"]) == ("v1", "ServiceAccount")  # a list's items carry neither
    watch = dict(kube.watched[0])
    assert watch["resourceVersion"] == "20" and watch["allowWatchBookmarks"] == "true"


def test_410_gone_lists_again_without_losing_or_repeating_an_object_and_forgets_what_went_meanwhile() -> None:
    stop = threading.Event()
    objects = [sa("a", 10), sa("b", 11), sa("c", 12)]
    gone = Response(
        [
            {"type": "ADDED", "object": sa("d", 21)},
            {"type": "BOOKMARK", "object": {"metadata": {"resourceVersion": "25"}}},
            {"type": "ERROR", "object": {"kind": "Status", "code": 410, "message": "too old resource version"}},
        ]
    )
    kube = Scripted(objects, 20, [gone], stop)
    cache = Cache()

    # what the server holds when it is listed again after the 410: b deleted, c changed, e created
    relisted = [sa("a", 10), sa("c", 30), sa("d", 21), sa("e", 31)]
    first = kube.request

    def request(method: str, url: str, body: Any = None, query: Any = None, content_type: str = "") -> Any:
        if len(kube.lists) == 2:  # the first listing (two pages) is over: the cluster moves on
            kube.objects, kube.version = relisted, 40
        return first(method, url, body, query, content_type)

    kube.request = request  # type: ignore[method-assign]
    seen = run(kube, stop, cache)
    assert names(cache) == {"a": "10", "c": "30", "d": "21", "e": "31"}
    relisting = seen[4:]  # after a, b, c listed and d watched
    assert relisting == [(None, "a"), ("MODIFIED", "c"), (None, "d"), ("ADDED", "e"), ("DELETED", "b")]
    assert seen[3] == ("ADDED", "d")
    assert [dict(q).get("resourceVersion") for q in kube.watched] == ["20", "40"]  # watched again from the new list


def test_a_broken_stream_is_watched_again_from_the_last_version_without_listing() -> None:
    stop = threading.Event()
    broken = Response([{"type": "MODIFIED", "object": sa("a", 22)}], broken=True)
    resumed = Response([{"type": "DELETED", "object": sa("a", 23)}, {"type": "ADDED", "object": sa("b", 24)}])
    kube = Scripted([sa("a", 10)], 20, [broken, resumed], stop)
    cache = Cache()
    seen = run(kube, stop, cache)
    assert len(kube.lists) == 1  # no second listing: the watch resumed where it broke off
    assert [dict(q)["resourceVersion"] for q in kube.watched] == ["20", "22", "24"]
    assert seen == [(None, "a"), ("MODIFIED", "a"), ("DELETED", "a"), ("ADDED", "b")]
    assert names(cache) == {"b": "24"}


def test_a_refused_watch_is_retried_and_an_unserved_kind_counts_as_listed() -> None:
    stop = threading.Event()
    kube = Scripted(
        [sa("a", 10)], 20, [Response([], status=500), Response([{"type": "ADDED", "object": sa("b", 21)}])], stop
    )
    cache = Cache()
    assert run(kube, stop, cache)[-1] == ("ADDED", "b")

    class Unserved(Scripted):
        def request(self, method: str, url: str, body: Any = None, query: Any = None, content_type: str = "") -> Any:
            raise ApiError(404, {"message": "the server could not find the requested resource"})

    stop = threading.Event()
    watcher = Watcher(Unserved([], 0, [], stop), Cache(), "PyTorchJob", lambda *_: None, "ml")
    thread = threading.Thread(target=watcher.run, args=(stop,), daemon=True)
    thread.start()
    assert watcher.listed.wait(5)  # start-up does not wait for a CRD that is not installed
    stop.set()
    thread.join(5)


def test_an_entry_newer_than_the_listing_survives_its_sweep() -> None:
    stop = threading.Event()
    cache = Cache()
    cache.put("ServiceAccount", sa("applied", 50))  # kfgen's own apply answered after the listing's snapshot
    cache.put("ServiceAccount", sa("stale", 5))  # deleted before it: forgotten
    kube = Scripted([sa("a", 10)], 20, [], stop)
    watcher = Watcher(kube, cache, "ServiceAccount", lambda kind, e: cache.forget(kind, e["object"]), "ml")
    watcher.listed.set()  # a re-listing
    watcher.relist.set()
    thread = threading.Thread(target=watcher.run, args=(stop,), daemon=True)
    thread.start()
    thread.join(10)
    assert sorted(names(cache)) == ["applied"]  # "a" is only handed on; the handler here forgets deletions only


def job(image: str = "trainer:1", by: str = "kfgen") -> Obj:
    body: Obj = {
        "apiVersion": "kubeflow.org/v1",
        "kind": "PyTorchJob",
        "metadata": {
            "name": "train-abc12",
            "namespace": "ml",
            "uid": "u1",
            "resourceVersion": "7",
            "labels": {**LABELS, "kfgen.dev/revision": "abc12", "team": "a"},
            "annotations": {"kfgen.dev/generation": "2", "kfgen.dev/applied": "d1", "note": "by hand"},
            "ownerReferences": [
                {
                    "apiVersion": "kfgen.dev/v1alpha1",
                    "kind": "TrainingSpec",
                    "name": "train",
                    "uid": "s1",
                    "controller": True,
                }
            ],
            "finalizers": ["kfgen.dev/job-record"],
            "managedFields": [
                {
                    "manager": by,
                    "operation": "Apply",
                    "fieldsV1": {
                        "f:metadata": {
                            "f:labels": {
                                "f:app.kubernetes.io/managed-by": {},
                                "f:kfgen.dev/trainingspec": {},
                                "f:kfgen.dev/revision": {},
                            },
                            "f:annotations": {"f:kfgen.dev/applied": {}, "f:kfgen.dev/generation": {}},
                            "f:finalizers": {'v:"kfgen.dev/job-record"': {}},
                            "f:ownerReferences": {'k:{"uid":"s1"}': {}},
                        },
                        "f:spec": {
                            "f:pytorchReplicaSpecs": {
                                "f:Master": {"f:replicas": {}, "f:template": {"f:spec": {"f:containers": {}}}}
                            }
                        },
                    },
                },
                {"manager": "user", "operation": "Update", "fieldsV1": {"f:metadata": {"f:labels": {"f:team": {}}}}},
            ],
        },
        "spec": {
            "runPolicy": {"cleanPodPolicy": "None"},  # a default: no one's field
            "pytorchReplicaSpecs": {
                "Master": {
                    "replicas": 1,
                    "restartPolicy": "OnFailure",
                    "template": {"spec": {"containers": [{"name": "pytorch", "image": image}], "schedulerName": "x"}},
                }
            },
        },
        "status": {
            "conditions": [
                {
                    "type": "Created",
                    "status": "True",
                    "lastTransitionTime": "2026-01-01T00:00:00Z",
                    "message": "m" * 500,
                },
                {"type": "Running", "status": "False", "lastTransitionTime": "2026-01-01T00:00:01Z"},
            ],
            "replicaStatuses": {"Master": {"active": 1}},
            "startTime": "2026-01-01T00:00:00Z",
        },
    }
    return body


def test_the_cache_keeps_a_lean_record_not_the_body() -> None:
    cache = Cache()
    cache.put("PyTorchJob", job())
    record = cache.record("PyTorchJob", "ml", "train-abc12")
    assert isinstance(record, Record) and not hasattr(record, "__dict__")  # slots: no per-object dict
    assert (record.uid, record.version, record.spec) == ("u1", 7, "train")
    kept = cache.get("PyTorchJob", "ml", "train-abc12")
    assert kept is not None
    meta = kept["metadata"]
    assert "managedFields" not in meta and "team" not in meta["labels"] and "note" not in meta["annotations"]
    assert meta["finalizers"] == ["kfgen.dev/job-record"] and meta["ownerReferences"][0]["uid"] == "s1"
    assert kept["spec"] == {
        "pytorchReplicaSpecs": {
            "Master": {"replicas": 1, "template": {"spec": {"containers": [{"name": "pytorch", "image": "trainer:1"}]}}}
        }
    }  # only what kfgen's apply owns: no defaults, no other manager's fields
    assert kept["status"] == {
        "conditions": [{"type": "Created", "status": "True", "lastTransitionTime": "2026-01-01T00:00:00Z"}]
    }
    assert livestate.job_phase(kept) == livestate.job_phase(job())
    assert len(record.lean) < len(json.dumps(job())) / 3


def test_the_lean_record_decides_an_apply_as_the_body_would() -> None:
    want = {
        "metadata": {"labels": LABELS, "annotations": {"kfgen.dev/applied": "d1"}},
        "spec": {
            "pytorchReplicaSpecs": {
                "Master": {
                    "replicas": 1,
                    "template": {"spec": {"containers": [{"name": "pytorch", "image": "trainer:1"}]}},
                }
            }
        },
    }
    cache = Cache()
    cache.put("PyTorchJob", job())
    assert livestate.covers(cache.get("PyTorchJob", "ml", "train-abc12"), want)
    cache.put("PyTorchJob", {**job(image="evil:1"), "metadata": {**job()["metadata"], "resourceVersion": "8"}})
    assert not livestate.covers(cache.get("PyTorchJob", "ml", "train-abc12"), want)  # an image swapped
    cache.put(
        "PyTorchJob", {**job(by="someone"), "metadata": {**job(by="someone")["metadata"], "resourceVersion": "9"}}
    )
    assert not livestate.covers(cache.get("PyTorchJob", "ml", "train-abc12"), want)  # kfgen owns nothing there


def test_the_real_api_server_is_listed_in_pages_and_watched(cluster: Cluster) -> None:
    ns = namespace(cluster, "x-watcher", None)

    def account(name: str) -> str:
        doc = {
            "apiVersion": "v1",
            "kind": "ServiceAccount",
            "metadata": {"name": name, "namespace": ns, "labels": LABELS},
        }
        return json.dumps(doc)

    for i in range(5):
        cluster.kubectl("apply", "--server-side", "--field-manager=kfgen", "-f", "-", stdin=account(f"sa-{i}"))
    cache, seen, stop = Cache(), [], threading.Event()
    kube = Kube(admin(cluster))
    pages = []
    listed = kube.request

    def counted(
        method: str, url: str, body: Any = None, query: Any = None, content_type: str = "application/json"
    ) -> Any:
        pages.append(dict(query or []))
        return listed(method, url, body, query, content_type)

    kube.request = counted  # type: ignore[method-assign]

    def handle(kind: str, event: Event) -> None:
        (cache.forget if event["type"] == "DELETED" else cache.put)(kind, event["object"])
        seen.append((event["type"], event["object"]["metadata"]["name"]))  # once the cache shows it

    watcher = Watcher(kube, cache, "ServiceAccount", handle, ns, "app.kubernetes.io/managed-by=kfgen", page=2)
    thread = threading.Thread(target=watcher.run, args=(stop,), daemon=True)
    thread.start()
    try:
        assert watcher.listed.wait(30)
        assert len(pages) == 3 and [p.get("continue") is not None for p in pages] == [False, True, True]
        assert sorted(k[2] for k in cache.records("ServiceAccount")) == [f"sa-{i}" for i in range(5)]
        cluster.kubectl("apply", "--server-side", "--field-manager=kfgen", "-f", "-", stdin=account("sa-5"))
        cluster.kubectl("delete", "serviceaccount", "-n", ns, "sa-0")
        wait_for(
            lambda: ("DELETED", "sa-0") in seen and ("ADDED", "sa-5") in seen,
            30,
            "the watch delivers",
            lambda: str(seen),
        )
        assert sorted(k[2] for k in cache.records("ServiceAccount")) == [f"sa-{i}" for i in range(1, 6)]
        kept = cache.get("ServiceAccount", ns, "sa-5")
        assert kept is not None and kept["metadata"]["labels"] == LABELS and "managedFields" not in kept["metadata"]
    finally:
        stop.set()
        watcher.request_relist()  # cuts the open stream short
        thread.join(10)
    assert not thread.is_alive()
