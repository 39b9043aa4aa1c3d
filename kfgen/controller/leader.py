"""Leader election on a coordination.k8s.io Lease, so that of several replicas exactly one acts."""

from __future__ import annotations

import datetime as dt
import logging
import threading
import time
from collections.abc import Callable
from typing import Any

from kfgen.controller.kube import ApiError, Kube

log = logging.getLogger("kfgen.leader")


def _micro(ts: float) -> str:
    return dt.datetime.fromtimestamp(ts, dt.UTC).strftime("%Y-%m-%dT%H:%M:%S.%fZ")


def _parse(text: str | None) -> float:
    if not text:
        return 0.0
    return dt.datetime.strptime(text.replace("Z", "+0000"), "%Y-%m-%dT%H:%M:%S.%f%z").timestamp()


class LeaderElector:
    def __init__(
        self,
        kube: Kube,
        namespace: str,
        name: str,
        identity: str,
        lease_seconds: int = 15,
        renew_seconds: float = 5,
        clock: Callable[[], float] = time.time,
    ) -> None:
        self.kube, self.namespace, self.name, self.identity = kube, namespace, name, identity
        self.lease_seconds, self.renew_seconds, self.clock = lease_seconds, renew_seconds, clock
        self.leading = threading.Event()

    def try_acquire(self) -> bool:
        """Take or renew the lease; False when another live holder has it (or on a conflict)."""
        now = self.clock()
        lease = self.kube.get("Lease", self.namespace, self.name)
        spec: dict[str, Any] = {
            "holderIdentity": self.identity,
            "leaseDurationSeconds": self.lease_seconds,
            "renewTime": _micro(now),
        }
        try:
            if lease is None:
                spec["acquireTime"] = _micro(now)
                self.kube.create(
                    {
                        "apiVersion": "coordination.k8s.io/v1",
                        "kind": "Lease",
                        "metadata": {"name": self.name, "namespace": self.namespace},
                        "spec": spec,
                    }
                )
                return True
            current = lease.get("spec") or {}
            holder = current.get("holderIdentity")
            expired = _parse(current.get("renewTime")) + int(current.get("leaseDurationSeconds") or 0) < now
            if holder and holder != self.identity and not expired:
                return False
            spec["acquireTime"] = current.get("acquireTime") if holder == self.identity else _micro(now)
            spec["leaseTransitions"] = int(current.get("leaseTransitions") or 0) + (holder != self.identity)
            lease["spec"] = {**current, **spec}
            self.kube.replace(lease)  # carries resourceVersion: a concurrent update makes this a 409
            return True
        except ApiError as exc:
            if exc.status in (409, 422):
                return False
            raise

    def acquire(self, stop: threading.Event) -> bool:
        while not stop.is_set():
            try:
                if self.try_acquire():
                    self.leading.set()
                    log.info("became leader", extra={"lease": self.name, "identity": self.identity})
                    return True
            except Exception as exc:
                log.warning("lease error: %s", exc)
            stop.wait(self.renew_seconds)
        return False

    def keep(self, stop: threading.Event, on_lost: Callable[[], None]) -> threading.Thread:
        def renew() -> None:
            deadline = self.clock() + self.lease_seconds
            while not stop.wait(self.renew_seconds):
                try:
                    if self.try_acquire():
                        deadline = self.clock() + self.lease_seconds
                        continue
                    lost = True
                except Exception as exc:
                    log.warning("lease renewal failed: %s", exc)
                    lost = self.clock() > deadline
                if lost:
                    self.leading.clear()
                    log.error("lost leadership", extra={"lease": self.name})
                    on_lost()
                    return

        thread = threading.Thread(target=renew, name="lease", daemon=True)
        thread.start()
        return thread

    def release(self) -> None:
        if not self.leading.is_set():
            return
        try:
            lease = self.kube.get("Lease", self.namespace, self.name)
            if lease and (lease.get("spec") or {}).get("holderIdentity") == self.identity:
                lease["spec"]["holderIdentity"] = None
                lease["spec"]["leaseDurationSeconds"] = 1
                self.kube.replace(lease)
        except ApiError as exc:
            log.warning("lease release failed: %s", exc)
        self.leading.clear()
