"""The controller's own list-then-watch of one cached kind, label-selected, cluster-wide or in one namespace.

kopf's watcher keeps state per object (a ResourceMemory for every object it ever saw, a queue and a worker
task per object while events arrive), which at 10,000 specs with their jobs and owned objects was most of a
restart's memory; the cache needs none of it. So: a paged list (`limit`/`continue`; one page in memory), then
a watch from the list's resourceVersion with bookmarks (a reconnect resumes from a recent version instead of
re-listing), each event handed on as it is parsed. A 410 Gone (the version compacted away, or a continue
token expired) re-lists; a re-listing forgets what the cache holds that the list no longer shows (a deletion
the broken watch did not deliver) and reports what changed meanwhile as MODIFIED. Any other error re-watches
from the last version after a backoff. A kind the API server does not serve (its CRD not installed) is
listed again every `UNSERVED_RETRY` seconds.
"""

from __future__ import annotations

import contextlib
import json
import logging
import threading
from collections.abc import Callable, Iterator
from typing import Any

from kfgen import api
from kfgen.api import Obj
from kfgen.controller import observe
from kfgen.controller.cache import Cache, Key
from kfgen.controller.kube import KINDS, ApiError, Kube, path
from kfgen.controller.readiness import WatchHealth

log = logging.getLogger("kfgen.controller")

Event = dict[str, Any]  # {"type": None (listed) | ADDED | MODIFIED | DELETED, "object": obj}
Handler = Callable[[str, Event], None]  # (kind, event)
PAGE = 250
# One listing at a time in the process: a parsed page is several times its JSON, and every kind's page at once
# (the start-up's and each resync's listings) was the restart's peak memory.
LISTING = threading.Lock()
WATCH_SECONDS = 300  # the server ends a watch after this; the next resumes from the last version
UNSERVED_RETRY = 10.0
BACKOFF_CAP = 30.0


class Gone(Exception):
    """410: the resourceVersion (or continue token) is too old; only a new listing helps."""


class Watcher:
    def __init__(
        self,
        kube: Kube,
        cache: Cache,
        kind: str,
        handle: Handler,
        namespace: str | None = None,
        selector: str = "",
        health: WatchHealth | None = None,
        page: int = PAGE,
    ) -> None:
        self.kube, self.cache, self.kind, self.handle = kube, cache, kind, handle
        self.namespace, self.selector, self.health, self.page = namespace, selector, health, page
        self.path = path(kind, namespace)
        self.listed = threading.Event()  # the first listing is done (or the kind is not served)
        self.relist = threading.Event()  # list again once the current watch ends (the resync asks)
        self.version: str | None = None
        self._response: Any = None  # the open watch stream, which a re-listing asked for interrupts

    def request_relist(self) -> None:
        """List again now (the periodic resync): the open watch is cut short."""
        self.relist.set()
        response = self._response
        if response is not None:
            with contextlib.suppress(Exception):
                response.shutdown()

    def run(self, stop: threading.Event) -> None:
        failures = 0
        while not stop.is_set():
            try:
                if self.version is None or self.relist.is_set():
                    self.relist.clear()
                    if not self.list_once():
                        stop.wait(UNSERVED_RETRY)
                        continue
                self._watch(stop)
                failures = 0
            except Gone:
                self.version = None
            except Exception as exc:  # the API server gone, a broken stream, a refusal: try again
                if self.relist.is_set() and self.version is not None:
                    continue  # the stream cut short for a re-listing
                failures += 1
                if self.health is not None:
                    self.health.failed(self.path, f"{type(exc).__name__}: {exc}"[:300])
                log.warning("watch of %s failed: %s", self.path, exc, extra={"failures": failures})
                stop.wait(min(BACKOFF_CAP, 0.5 * 2**failures))

    # listing ------------------------------------------------------------------------------------------

    def list_once(self) -> bool:
        """One paged listing into the cache; False when the kind is not served."""
        with LISTING:
            return self._list()

    def _list(self) -> bool:
        initial = not self.listed.is_set()
        seen: set[Key] = set()
        token, version = "", ""
        while True:
            query = [("limit", str(self.page))] + ([("continue", token)] if token else [])
            try:
                page, token = self._page(query)
            except ApiError as exc:
                if exc.status == 410:
                    raise Gone() from None
                if exc.status == 404:
                    self.listed.set()  # nothing of it can exist: readiness and start-up do not wait for it
                    return False
                raise
            version = version or str(page["metadata"].get("resourceVersion") or "")
            for obj in page.get("items") or []:
                seen.add(self._listed(obj, initial))
            del page  # one page in memory at a time
            if not token:
                break
        self._sweep(seen, int(version) if version.isdigit() else None)
        self.version = version
        self.listed.set()
        return True

    def _page(self, query: list[tuple[str, str]]) -> tuple[Obj, str]:
        """One page of the listing and the continue token of the next ("" after the last)."""
        selector = [("labelSelector", self.selector)] if self.selector else []
        page: Obj = self.kube.request("GET", self.path, query=selector + query) or {}
        observe.WATCH_REQUESTS.labels(verb="list").inc()
        return page, str((page.get("metadata") or {}).get("continue") or "")

    def _listed(self, obj: Obj, initial: bool) -> Key:
        obj["kind"], obj["apiVersion"] = self.kind, KINDS[self.kind].api_version  # not set on a list's items
        meta = obj.get("metadata") or {}
        key = (self.kind, str(meta.get("namespace") or ""), str(meta.get("name") or ""))
        kept = self.cache.record(*key)
        if initial or (kept and kept.uid == meta.get("uid") and str(kept.version) == meta.get("resourceVersion")):
            kind = None  # known as it is: only the cache is filled
        else:
            kind = "MODIFIED" if kept else "ADDED"
        self.handle(self.kind, {"type": kind, "object": obj})
        return key

    def _sweep(self, seen: set[Key], version: int | None) -> None:
        """Forget what the listing did not show: deleted (or unlabelled) while no watch ran. An entry newer
        than the listing (kfgen's own apply answered meanwhile) is left for the watch to report."""
        for key, record in self.cache.records(self.kind, self.namespace).items():
            if key in seen or (version is not None and record.version is not None and record.version > version):
                continue
            gone = {
                "kind": self.kind,
                "metadata": {
                    "name": key[2],
                    "namespace": key[1],
                    "uid": record.uid,
                    "labels": {api.SPEC_LABEL: record.spec} if record.spec else {},
                },
            }
            self.handle(self.kind, {"type": "DELETED", "object": gone})

    # watching -----------------------------------------------------------------------------------------

    def _watch(self, stop: threading.Event) -> None:
        """One watch request, its events handed on until the server ends it (or a 410)."""
        if self.health is not None:
            self.health.requesting(self.path)
        for event in self._events():
            kind = event.get("type")
            obj = event.get("object") or {}
            if kind == "ERROR":
                if obj.get("code") == 410:
                    raise Gone()
                raise ApiError(int(obj.get("code") or 500), obj)
            version = (obj.get("metadata") or {}).get("resourceVersion")
            if kind != "BOOKMARK":
                obj["kind"] = self.kind
                self.handle(self.kind, event)
            if version:
                self.version = str(version)
            if stop.is_set() or self.relist.is_set():
                return

    def _events(self) -> Iterator[Event]:
        query = [
            ("watch", "true"),
            ("allowWatchBookmarks", "true"),
            ("resourceVersion", self.version or ""),
            ("timeoutSeconds", str(WATCH_SECONDS)),
        ] + ([("labelSelector", self.selector)] if self.selector else [])
        response = self._response = self.kube.stream(self.path, query, timeout=WATCH_SECONDS + 30)
        observe.WATCH_REQUESTS.labels(verb="watch").inc()
        try:
            if response.status == 410:
                raise Gone()
            if response.status != 200:
                raise ApiError(response.status, _error(response.read()))
            if self.health is not None:
                self.health.answered(self.path)
            for line in _lines(response.stream(65536)):
                yield json.loads(line)
        finally:
            self._response = None
            response.release_conn()


def _lines(chunks: Iterator[bytes]) -> Iterator[bytes]:
    """Newline-delimited JSON, one event a line, however the chunks cut it."""
    rest = b""
    for chunk in chunks:
        rest += chunk
        *lines, rest = rest.split(b"\n")
        yield from (line for line in lines if line.strip())
    if rest.strip():
        yield rest


def _error(raw: bytes) -> Any:
    try:
        return json.loads(raw)
    except ValueError:
        return {"message": raw.decode(errors="replace")}
