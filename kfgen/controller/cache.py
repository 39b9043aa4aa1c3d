"""What the watches last saw of the objects kfgen manages, so that a reconcile reads memory, not the API.

Only objects labelled as kfgen's are watched, so a miss proves nothing: the executor then asks the API
server. A hit may be a moment old; the planner copes (a job cannot vanish unrecorded: its finalizer; an
apply carries the UID seen), and an apply skipped on stale data is only deferred to the next watch event.
The watches (kfgen.controller.watcher) forget what a re-listing no longer shows, and a 404 or 409 on an
object evicts it. Each object is a `Record`: its identity in slots and its lean form (kfgen.controller.lean:
what the planner reads, not the body) as compressed JSON.
"""

from __future__ import annotations

import json
import threading
import zlib
from dataclasses import dataclass

from kfgen import api
from kfgen.api import Obj
from kfgen.controller.lean import lean
from kfgen.workloads import registry

Key = tuple[str, str, str]  # kind, namespace, name
MANAGED_BY = (api.MANAGED_BY_LABEL, api.MANAGED_BY)  # the watches' label selector
WATCHED = registry.WATCHED_KINDS  # the jobs and the owned objects whose hand deletion is restored


def _key(kind: str, obj: Obj) -> Key:
    meta = obj.get("metadata") or {}
    return kind, meta.get("namespace") or "", meta.get("name") or ""


def _version(obj: Obj) -> int | None:
    text = obj.get("metadata", {}).get("resourceVersion") or ""
    return int(text) if text.isdigit() else None


@dataclass(frozen=True, slots=True)
class Record:
    uid: str
    version: int | None  # resourceVersion
    spec: str  # the TrainingSpec label, indexed
    lean: bytes  # zlib-compressed JSON of kfgen.controller.lean.lean(kind, obj)


class Cache:
    def __init__(self, kinds: frozenset[str] = WATCHED) -> None:
        self.kinds = kinds  # only what a watch keeps current; anything else is read from the API server
        self._lock = threading.Lock()
        self._items: dict[Key, Record] = {}
        self._by_spec: dict[tuple[str, str], set[Key]] = {}  # (namespace, spec label) -> keys

    def put(self, kind: str, obj: Obj) -> None:
        """Keep `obj` unless a newer version of the same object is already kept (a late watch event)."""
        if kind not in self.kinds:
            return
        meta = obj.get("metadata") or {}
        key = _key(kind, obj)
        version = _version(obj)
        packed = zlib.compress(json.dumps(lean(kind, obj), separators=(",", ":")).encode(), 1)
        spec = str((meta.get("labels") or {}).get(api.SPEC_LABEL) or "")
        with self._lock:
            kept = self._items.get(key)
            if (
                kept
                and kept.uid == meta.get("uid")
                and kept.version is not None
                and version is not None
                and kept.version > version
            ):
                return
            if kept:
                self._unindex(key, kept.spec)
            self._items[key] = Record(str(meta.get("uid") or ""), version, spec, packed)
            if spec:
                self._by_spec.setdefault((key[1], spec), set()).add(key)

    def _unindex(self, key: Key, spec: str) -> None:
        keys = self._by_spec.get((key[1], spec))
        if keys is not None:
            keys.discard(key)
            if not keys:
                del self._by_spec[(key[1], spec)]

    def _remove(self, key: Key, uid: str | None = None) -> None:
        """Remove what is kept under `key` (with `uid`: only that very object). The caller holds the lock."""
        kept = self._items.get(key)
        if kept is not None and uid in (None, kept.uid):
            del self._items[key]
            self._unindex(key, kept.spec)

    def forget(self, kind: str, obj: Obj) -> None:
        """A deletion: forget the object unless what is kept is a namesake created since."""
        uid = (obj.get("metadata") or {}).get("uid")
        if uid:
            with self._lock:
                self._remove(_key(kind, obj), str(uid))

    def drop(self, kind: str, namespace: str, name: str) -> None:
        """Forget whatever is kept under this name: the API server said it is not what the cache shows."""
        with self._lock:
            self._remove((kind, namespace, name))

    def get(self, kind: str, namespace: str, name: str) -> Obj | None:
        with self._lock:
            kept = self._items.get((kind, namespace, name))
        return json.loads(zlib.decompress(kept.lean)) if kept else None

    def record(self, kind: str, namespace: str, name: str) -> Record | None:
        with self._lock:
            return self._items.get((kind, namespace, name))

    def records(self, kind: str, namespace: str | None = None) -> dict[Key, Record]:
        """What is kept of one kind (in one namespace): what a re-listing compares with."""
        with self._lock:
            return {k: r for k, r in self._items.items() if k[0] == kind and namespace in (None, k[1])}

    def labelled(self, namespace: str, spec: str, kinds: frozenset[str] | set[str]) -> dict[str, Obj]:
        """The kept objects of these kinds labelled with the spec's name, by name."""
        with self._lock:
            keys = sorted(k for k in self._by_spec.get((namespace, spec), ()) if k[0] in kinds)
        out = {}
        for key in keys:
            obj = self.get(*key)
            if obj is not None:
                out[key[2]] = obj
        return out
