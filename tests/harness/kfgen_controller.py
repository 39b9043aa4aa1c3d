"""The kfgen controller as a process, authenticated as its ServiceAccount (bases/controller RBAC)."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable
from typing import Any

from cluster import Cluster, free_port
from conftest import ROOT


class Controller:
    def __init__(
        self,
        cluster: Cluster,
        identity: str,
        lease_seconds: int = 15,
        args: tuple[str, ...] = (),
        env: dict[str, str] | None = None,
    ) -> None:
        self.cluster = cluster
        self.identity = identity
        self.args = args  # extra flags: --namespace-selector, --lease-name, ...
        self.env = env or {}
        self.port = free_port()
        token = cluster.token_for("kfgen-system", "kfgen-controller")
        self.kubeconfig = cluster.write_kubeconfig(cluster.dir / f"{identity}.kubeconfig", token)
        self.log = cluster.dir / f"{identity}.log"
        self.lease_seconds = lease_seconds
        self.proc: subprocess.Popen[bytes] | None = None
        self.stopping = threading.Event()

    def supervise(self) -> None:
        """Restart the process when it exits by itself, as the Deployment's kubelet would."""

        def loop() -> None:
            while not self.stopping.wait(0.5):
                if self.proc and self.proc.poll() is not None:
                    self.start(wait_leader=False)

        threading.Thread(target=loop, daemon=True).start()

    def start(self, wait_leader: bool = True) -> Controller:
        env = {
            **os.environ,
            "KUBECONFIG": str(self.kubeconfig),
            "PYTHONPATH": str(ROOT),
            "KFGEN_LEASE_SECONDS": str(self.lease_seconds),
            **self.env,
        }
        self.stopping.clear()
        with open(self.log, "ab") as log:
            self.proc = subprocess.Popen(
                [
                    sys.executable,
                    "-m",
                    "kfgen.cli",
                    "controller",
                    "--port",
                    str(self.port),
                    "--lease-namespace",
                    "kfgen-system",
                    "--identity",
                    self.identity,
                    *self.args,
                ],
                env=env,
                stdout=log,
                stderr=subprocess.STDOUT,
                start_new_session=True,
            )
        if wait_leader:
            wait_for(lambda: self.metric("kfgen_leader") == 1.0, 60, f"{self.identity} leads")
        return self

    def stop(self, sig: int = signal.SIGTERM, grace: float = 10) -> float:
        """Signal the process and return how long it took to exit; SIGTERM must end it within `grace`
        seconds (a Deployment's rollout waits that long), so no SIGKILL fallback hides a hang."""
        self.stopping.set()
        started = time.monotonic()
        if self.proc and self.proc.poll() is None:
            self.proc.send_signal(sig)
            try:
                self.proc.wait(grace)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
                raise AssertionError(f"{self.identity} did not exit within {grace}s of signal {sig}") from None
        return time.monotonic() - started

    def get(self, path: str) -> tuple[int, str]:
        try:
            with urllib.request.urlopen(f"http://127.0.0.1:{self.port}{path}", timeout=5) as resp:
                return resp.status, resp.read().decode()
        except urllib.error.HTTPError as exc:
            return exc.code, exc.read().decode()
        except OSError:
            return 0, ""

    def metric(self, name: str, labels: str = "") -> float | None:
        status, text = self.get("/metrics")
        if status != 200:
            return None
        for line in text.splitlines():
            if line.startswith(f"{name}{labels} ") or (not labels and line.startswith(f"{name} ")):
                return float(line.split()[-1])
        return None

    def output(self) -> str:
        return self.log.read_text(errors="replace") if self.log.exists() else ""


def wait_for(check: Callable[[], Any], timeout: float, what: str, detail: Callable[[], str] = str) -> Any:
    """The first true value of `check`; `detail` says what the state was when it timed out."""
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline:
        value = check()
        if value:
            return value
        time.sleep(0.2)
    raise AssertionError(f"timed out after {timeout}s waiting until {what}\n{detail()}".rstrip())
