"""`kfgen controller`: kopf watches TrainingSpecs, their jobs and Environments; the Reconciler acts.

One reconcile runs per TrainingSpec at a time (events that arrive meanwhile fold into one more run),
a scheduler re-runs specs whose finished jobs wait for their TTL, and a Lease makes one replica act.
"""

from __future__ import annotations

import argparse
import heapq
import logging
import os
import socket
import threading
import time
from typing import Any

import kopf

from kfgen.build import SPEC_LABEL
from kfgen.controller import observe
from kfgen.controller.kube import JOB_KINDS, KINDS, Kube
from kfgen.controller.leader import LeaderElector
from kfgen.controller.reconcile import Reconciler

log = logging.getLogger("kfgen.controller")


class Runner:
    """Serialises reconciles per TrainingSpec and schedules delayed ones."""

    def __init__(self, reconciler: Reconciler, phases: observe.Phases) -> None:
        self.reconciler = reconciler
        self.phases = phases
        self.guard = threading.Lock()
        self.running: set[tuple[str, str]] = set()
        self.dirty: set[tuple[str, str]] = set()
        self.due: list[tuple[float, str, str]] = []
        self.wake = threading.Event()

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

    def _once(self, key: tuple[str, str]) -> None:
        started = time.monotonic()
        try:
            outcome = self.reconciler.reconcile(*key)
        except Exception:
            observe.ERRORS.inc()
            observe.RECONCILES.labels(result="error").inc()
            log.exception("reconcile failed", extra={"namespace": key[0], "trainingspec": key[1]})
            self.later(key, 10)
            return
        finally:
            observe.DURATION.observe(time.monotonic() - started)
        if outcome is None:
            self.phases.set(key, None)
            observe.RECONCILES.labels(result="gone").inc()
            return
        observe.RECONCILES.labels(result="changed" if outcome.changed else "unchanged").inc()
        self.phases.set(key, outcome.status.get("phase"))
        if outcome.changed:
            log.info("reconciled", extra={"namespace": key[0], "trainingspec": key[1],
                                          "phase": outcome.status.get("phase"),
                                          "events": [f"{e[1]}: {e[2]}" for e in outcome.events]})
        if outcome.requeue_after is not None:
            self.later(key, outcome.requeue_after + 1)

    def later(self, key: tuple[str, str], delay: float) -> None:
        with self.guard:
            heapq.heappush(self.due, (time.monotonic() + delay, *key))
        self.wake.set()

    def scheduler(self, stop: threading.Event) -> None:
        while not stop.is_set():
            with self.guard:
                wait = self.due[0][0] - time.monotonic() if self.due else 60.0
            if wait > 0:
                self.wake.wait(min(wait, 60.0))
                self.wake.clear()
                continue
            with self.guard:
                _, namespace, name = heapq.heappop(self.due)
            threading.Thread(target=self.run, args=(namespace, name), daemon=True).start()


def registry(runner: Runner, kube: Kube) -> kopf.OperatorRegistry:
    reg = kopf.OperatorRegistry()

    @kopf.on.login(registry=reg)
    def login(**kwargs: Any) -> Any:
        return kopf.login_via_client(**kwargs)

    @kopf.on.startup(registry=reg)
    def startup(settings: kopf.OperatorSettings, **_: Any) -> None:
        settings.posting.enabled = False  # the Reconciler posts its own events
        settings.watching.server_timeout = 300
        settings.watching.client_timeout = 330
        settings.execution.max_workers = int(os.environ.get("KFGEN_WORKERS", "16"))
        settings.networking.request_timeout = 60

    @kopf.on.event("kfgen.dev", "v1alpha1", "trainingspecs", registry=reg)
    def spec_event(event: Any, namespace: Any, name: str, body: Any, **_: Any) -> None:
        kind = event.get("type")
        if kind == "DELETED":
            runner.phases.set((namespace, name), None)
            return
        generation = body.get("metadata", {}).get("generation")
        if kind == "MODIFIED" and (body.get("status") or {}).get("observedGeneration") == generation:
            return  # a status write (ours) or metadata only: nothing new to render
        runner.run(namespace, name)

    for kind in sorted(JOB_KINDS):
        group_version, plural, _namespaced = KINDS[kind]
        group, version = group_version.split("/")

        @kopf.on.event(group, version, plural, labels={"app.kubernetes.io/managed-by": "kfgen"}, registry=reg)
        def job_event(event: Any, labels: Any, namespace: Any, **_: Any) -> None:
            # Created jobs are ours; what matters is a job changing (status, a foreign field) or going away.
            if event.get("type") in ("MODIFIED", "DELETED") and labels.get(SPEC_LABEL):
                runner.run(namespace, labels[SPEC_LABEL])

    @kopf.on.event("kfgen.dev", "v1alpha1", "environments", registry=reg)
    def environment_event(**_: Any) -> None:
        for spec in kube.list("TrainingSpec"):
            runner.run(spec["metadata"]["namespace"], spec["metadata"]["name"])

    return reg


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="kfgen controller", description=__doc__)
    parser.add_argument("--environment", default=os.environ.get("KFGEN_ENVIRONMENT"),
                        help="Environment to render with (default: the namespace label kfgen.dev/environment)")
    parser.add_argument("--namespace", action="append", default=[],
                        help="watch only these namespaces (default: all)")
    parser.add_argument("--port", type=int, default=int(os.environ.get("KFGEN_PORT", "8080")),
                        help="port of /metrics, /healthz and /readyz")
    parser.add_argument("--leader-elect", action=argparse.BooleanOptionalAction, default=True)
    parser.add_argument("--lease-namespace", default=os.environ.get("POD_NAMESPACE", "kfgen-system"))
    parser.add_argument("--lease-name", default="kfgen-controller")
    parser.add_argument("--identity", default=os.environ.get("POD_NAME") or f"{socket.gethostname()}-{os.getpid()}")
    parser.add_argument("--log-level", default=os.environ.get("KFGEN_LOG_LEVEL", "INFO"))
    args = parser.parse_args(argv)

    observe.configure_logging(args.log_level)
    health = observe.Health()
    server = observe.serve(args.port, health)
    kube = Kube()
    runner = Runner(Reconciler(kube, args.environment), observe.Phases())
    stop = threading.Event()
    lost = threading.Event()
    lease_seconds = int(os.environ.get("KFGEN_LEASE_SECONDS", "15"))
    elector = LeaderElector(kube, args.lease_namespace, args.lease_name, args.identity, lease_seconds=lease_seconds,
                            renew_seconds=max(1.0, lease_seconds / 3))
    try:
        if args.leader_elect:
            health.ready.set()  # a standby replica is healthy and ready; it just does not act
            if not elector.acquire(stop):
                return 0
            def on_lost() -> None:
                lost.set()
                stop.set()

            elector.keep(stop, on_lost=on_lost)
        observe.LEADER.set(1)
        threading.Thread(target=runner.scheduler, args=(stop,), name="scheduler", daemon=True).start()
        health.ready.set()
        kopf.run(registry=registry(runner, kube), standalone=True, clusterwide=not args.namespace,
                 namespaces=args.namespace, stop_flag=stop)
    finally:
        stop.set()
        observe.LEADER.set(0)
        elector.release()
        server.shutdown()
    return 1 if lost.is_set() else 0  # a replica that lost the lease exits so that it restarts clean


if __name__ == "__main__":
    raise SystemExit(main())
