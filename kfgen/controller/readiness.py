"""Readiness from the watch streams themselves: /readyz answers 200 only while every watch is open: kopf's
(TrainingSpecs, Environments, namespaces) and the cache's own watchers (kfgen.controller.watcher), which
report each watch request to `WatchHealth` themselves.

kopf's own probes (`@kopf.on.probe`, `--liveness`) only run handlers on request; nothing in them knows whether
a watch stream is alive, and a watch that cannot reconnect (the API server gone, the verb revoked) is retried
by kopf in silence. So the controller observes the one call every kopf watch goes through: the request that
opens a watch stream (`kopf._cogs.clients.api.request` with `watch=true`, made by `api.stream`). A request
that is answered opens the stream; a new request means the previous stream ended (the server's timeout, a
410, a broken connection, kopf's inactivity timeout) and it is open again once answered.

Ready means: the watch of every required resource (kfgen's own kinds and the core kinds, always served)
was answered at least once, after its initial listing, and no watch started has been without an
answered request for more than `grace` seconds (a reconnect takes a moment; the API server restarting does
not). A watch that never opened is not ready at once. kopf pinned (controller/constraints.txt); `install`
refuses a kopf whose watch stream no longer goes through `api.request`.
"""

from __future__ import annotations

import threading
import time
import urllib.parse
from collections.abc import Callable, Iterable
from dataclasses import dataclass
from typing import Any

Resource = tuple[str, str]  # (API group, plural)


@dataclass
class Stream:
    opened: float | None = None  # when its watch request was last answered
    waiting: float | None = None  # since when it has had no answered request (None while open)
    error: str = ""  # why the last request failed


def resource_of(path: str) -> Resource:
    """(group, plural) of a watch URL path: /api/v1/namespaces/ml/services, /apis/kfgen.dev/v1alpha1/trainingspecs."""
    parts = path.strip("/").split("/")
    return ("" if parts[0] == "api" else parts[1]), parts[-1]


class WatchHealth:
    def __init__(self, required: Iterable[Resource], grace: float, clock: Callable[[], float] = time.monotonic) -> None:
        self.required = frozenset(required)
        self.grace = grace
        self.clock = clock
        self.lock = threading.Lock()
        self.streams: dict[str, Stream] = {}  # by the watch's URL path

    def requesting(self, path: str) -> None:
        """A watch request begins: whatever stream was open before has ended."""
        with self.lock:
            stream = self.streams.setdefault(path, Stream())
            if stream.waiting is None:
                stream.waiting = self.clock()

    def answered(self, path: str) -> None:
        with self.lock:
            stream = self.streams.setdefault(path, Stream())
            stream.opened, stream.waiting, stream.error = self.clock(), None, ""

    def failed(self, path: str, error: str) -> None:
        """kopf gave up retrying this request (it tries again, or the watcher has died): still not open."""
        with self.lock:
            self.streams.setdefault(path, Stream(waiting=self.clock())).error = error

    def problems(self) -> list[str]:
        """Why this replica is not ready; empty when every watch is open (or reconnecting within the grace)."""
        now = self.clock()
        out = []
        with self.lock:
            streams = dict(self.streams)
        for group, plural in sorted(self.required - {resource_of(path) for path in streams}):
            out.append(f"{plural}{'.' + group if group else ''}: not watched yet")
        for path, stream in sorted(streams.items()):
            if stream.waiting is None:
                continue
            if stream.opened is None:
                out.append(f"{path}: not watched yet{_because(stream.error)}")
            elif now - stream.waiting > self.grace:
                out.append(f"{path}: no watch for {now - stream.waiting:.0f}s{_because(stream.error)}")
        return out


def _because(error: str) -> str:
    return f" ({error})" if error else ""


_current: list[WatchHealth] = []  # what the installed hook reports to


def install(health: WatchHealth) -> None:
    """Report every watch request kopf makes to `health` (from now on; once per process)."""
    from kopf._cogs.clients import api

    if "request" not in api.stream.__code__.co_names:
        raise RuntimeError("kopf's watch stream no longer goes through kopf._cogs.clients.api.request")
    _current[:] = [health]
    if getattr(api.request, "_kfgen_watch_health", False):
        return
    original = api.request

    async def request(method: str, url: str, *args: Any, **kwargs: Any) -> Any:
        parts = urllib.parse.urlsplit(url)
        if method.lower() != "get" or "true" not in urllib.parse.parse_qs(parts.query).get("watch", []):
            return await original(method, url, *args, **kwargs)
        health = _current[0]
        health.requesting(parts.path)
        try:
            response = await original(method, url, *args, **kwargs)
        except BaseException as exc:
            health.failed(parts.path, f"{type(exc).__name__}: {exc}"[:300])
            raise
        health.answered(parts.path)
        return response

    request._kfgen_watch_health = True  # type: ignore[attr-defined]
    api.request = request
