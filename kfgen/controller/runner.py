"""Runs reconciles: one at a time per TrainingSpec, one timer per spec (the earliest wins), failures
retried with capped exponential backoff and jitter, and a periodic resync of every known spec."""

from __future__ import annotations

import heapq
import logging
import random
import threading
import time
from collections.abc import Callable
from concurrent.futures import Future, ThreadPoolExecutor, wait

from kfgen.controller import observe
from kfgen.controller.executor import Reconciler

log = logging.getLogger("kfgen.controller")

Key = tuple[str, str]
BACKOFF_BASE = 1.0
BACKOFF_CAP = 300.0


def backoff(failures: int, rng: random.Random) -> float:
    """Seconds before retry number `failures` (1, 2, ...): doubling from 1 s, capped, with jitter."""
    return float(min(BACKOFF_CAP, BACKOFF_BASE * 2 ** (failures - 1)) * rng.uniform(0.5, 1.0))


class Runner:
    def __init__(
        self,
        reconciler: Reconciler,
        phases: observe.Phases,
        workers: int = 16,
        rng: random.Random | None = None,
        covers: Callable[[str], bool] = lambda _: True,
    ) -> None:
        self.reconciler = reconciler
        self.covers = covers
        self.phases = phases
        self.rng = rng or random.Random()
        self.guard = threading.Lock()
        self.running: set[Key] = set()
        self.dirty: set[Key] = set()
        self.failures: dict[Key, int] = {}
        self.due: dict[Key, float] = {}  # the one timer of each spec
        self.heap: list[tuple[float, str, str]] = []
        self.wake = threading.Event()
        self.pool = ThreadPoolExecutor(workers, thread_name_prefix="scheduled")
        self.specs: dict[str, set[str]] = {}  # namespace -> TrainingSpecs seen by the watch

    # what exists --------------------------------------------------------------------------------------

    def seen(self, key: Key, present: bool) -> None:
        with self.guard:
            names = self.specs.setdefault(key[0], set())
            if present:
                names.add(key[1])
            else:
                names.discard(key[1])
                self.due.pop(key, None)
                self.failures.pop(key, None)

    def in_namespace(self, namespace: str) -> list[Key]:
        with self.guard:
            return [(namespace, name) for name in sorted(self.specs.get(namespace, ()))]

    def known(self) -> list[Key]:
        with self.guard:
            return [(ns, name) for ns, names in self.specs.items() for name in names]

    # running ------------------------------------------------------------------------------------------

    def run(self, namespace: str, name: str) -> None:
        key = (namespace, name)
        with self.guard:
            if key in self.running:
                self.dirty.add(key)
                return
            self.running.add(key)
        try:
            while True:
                self._once(key)
                with self.guard:
                    if key not in self.dirty:
                        self.running.discard(key)
                        return
                    self.dirty.discard(key)
        except BaseException:
            with self.guard:
                self.running.discard(key)
                self.dirty.discard(key)
            raise

    def _once(self, key: Key) -> None:
        if not self.covers(key[0]):
            return  # left the scope (a namespace label changed) since it was scheduled
        started = time.monotonic()
        try:
            outcome = self.reconciler.reconcile(*key)
        except Exception as exc:
            self._failed(key, exc)
            return
        finally:
            observe.DURATION.observe(time.monotonic() - started)
        if outcome is None:
            self.phases.set(key, None)
            observe.RECONCILES.labels(result="gone").inc()
            return
        self.phases.set(key, outcome.status.get("phase"))
        if outcome.failed:
            self._failed(key, None)
        else:
            with self.guard:
                self.failures.pop(key, None)
            observe.RECONCILES.labels(result="changed" if outcome.changed else "unchanged").inc()
        if outcome.changed:
            log.info(
                "reconciled",
                extra={
                    "namespace": key[0],
                    "trainingspec": key[1],
                    "phase": outcome.status.get("phase"),
                    "events": [f"{e[1]}: {e[2]}" for e in outcome.events],
                },
            )
        if outcome.requeue_after is not None:
            self.later(key, outcome.requeue_after + 1)

    def _failed(self, key: Key, exc: Exception | None) -> None:
        observe.ERRORS.inc()
        observe.RECONCILES.labels(result="error").inc()
        with self.guard:
            failures = self.failures[key] = self.failures.get(key, 0) + 1
        delay = backoff(failures, self.rng)
        extra = {"namespace": key[0], "trainingspec": key[1], "failures": failures, "retry_in": round(delay, 1)}
        if exc is not None:
            log.error("reconcile failed: %s", exc, extra=extra)
        else:
            log.warning("reconcile reported an error", extra=extra)
        self.later(key, delay)

    # timers -------------------------------------------------------------------------------------------

    def later(self, key: Key, delay: float) -> None:
        when = time.monotonic() + delay
        with self.guard:
            if key in self.due and self.due[key] <= when:
                return
            self.due[key] = when
            heapq.heappush(self.heap, (when, *key))
        self.wake.set()

    def pending(self) -> int:
        with self.guard:
            return len(self.due)

    def scheduler(self, stop: threading.Event) -> None:
        while not stop.is_set():
            key = self._next()
            if key is None:
                continue
            self.pool.submit(self.run, *key)

    def _next(self) -> Key | None:
        with self.guard:
            while self.heap and self.due.get((self.heap[0][1], self.heap[0][2])) != self.heap[0][0]:
                heapq.heappop(self.heap)  # a timer that was replaced by an earlier one
            wait = self.heap[0][0] - time.monotonic() if self.heap else 60.0
            if wait <= 0:
                _, namespace, name = heapq.heappop(self.heap)
                del self.due[(namespace, name)]
                return namespace, name
        self.wake.wait(min(wait, 60.0))
        self.wake.clear()
        return None

    def resync(
        self, stop: threading.Event, period: float, rate: float = 50.0, relist: Callable[[], None] = lambda: None
    ) -> None:
        """Every `period`, each spec once: drift the watches cannot see is repaired. The watches re-list first
        (paged), so the reconciles read a cache checked against the API server. The bound: reconciles evenly
        spaced over the period and never more than `rate` a second; each reads its spec (one GET) and the
        cache, and writes only what drifted; the re-listing costs ⌈objects / page⌉ requests per watched kind."""
        if stop.wait(period):
            return
        while not stop.is_set():
            started = time.monotonic()
            self.resync_once(stop, period, rate, relist)
            stop.wait(max(0.0, started + period - time.monotonic()))

    def resync_once(self, stop: threading.Event, period: float, rate: float, relist: Callable[[], None]) -> None:
        started, cpu, requests = time.monotonic(), time.process_time(), observe.requests()
        relist()
        keys = [key for key in self.known() if self.covers(key[0])]
        spacing = max(period / max(len(keys), 1), 1 / rate)
        done: list[Future[None]] = []
        for index, key in enumerate(keys):
            if stop.wait(max(0.0, started + index * spacing - time.monotonic())):
                return
            done.append(self.pool.submit(self.run, *key))
        wait(done)
        observe.RESYNCS.inc()
        made = {verb: n - requests.get(verb, 0) for verb, n in observe.requests().items()}
        for measure, value in (
            ("seconds", time.monotonic() - started),
            ("cpu_seconds", time.process_time() - cpu),
            ("requests", sum(made.values())),
            ("specs", len(keys)),
            *((f"requests_{verb}", n) for verb, n in made.items()),
        ):
            observe.RESYNC.labels(measure=measure).set(value)
        log.info("resynced", extra={"specs": len(keys), "seconds": round(time.monotonic() - started, 1)})
