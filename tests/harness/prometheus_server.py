"""A real Prometheus (the tool cache's, Debian's 2.42) on loopback with the scrape configs and rule groups a test
gives it, and its HTTP API for the test.

API::

    running_prometheus(directory, scrape_configs, groups[, interval]) -> context manager of a ready Prometheus
    prometheus.url; prometheus.query(expr) -> the instant vector's samples; prometheus.log() -> its output's tail
"""

from __future__ import annotations

import json
import subprocess
import urllib.parse
import urllib.request
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import yaml
from cluster import free_port
from conftest import tool
from kfgen_controller import wait_for

Obj = dict[str, Any]


class Prometheus:
    def __init__(self, directory: Path, scrape_configs: list[Obj], groups: list[Obj], interval: str) -> None:
        directory.mkdir(parents=True, exist_ok=True)
        rules = directory / "rules.yaml"
        rules.write_text(yaml.safe_dump({"groups": groups}, sort_keys=False))
        config = directory / "prometheus.yaml"
        body = {
            "global": {"scrape_interval": interval, "evaluation_interval": interval},
            "rule_files": [str(rules)],
            "scrape_configs": scrape_configs,
        }
        config.write_text(yaml.safe_dump(body, sort_keys=False))
        self.url = f"http://127.0.0.1:{free_port()}"
        self.log_path = directory / "prometheus.log"
        self.handle = self.log_path.open("wb")
        args = [
            tool("prometheus"),
            f"--config.file={config}",
            f"--storage.tsdb.path={directory / 'data'}",
            f"--web.listen-address={self.url.removeprefix('http://')}",
        ]
        self.proc = subprocess.Popen(args, stdout=self.handle, stderr=subprocess.STDOUT)

    def wait_ready(self, timeout: float = 60) -> None:
        wait_for(self._ready, timeout, "Prometheus answers /-/ready", self.log)

    def _ready(self) -> bool:
        try:
            with urllib.request.urlopen(f"{self.url}/-/ready", timeout=5):
                return True
        except OSError:
            return False

    def query(self, expr: str) -> list[Obj]:
        url = f"{self.url}/api/v1/query?query={urllib.parse.quote(expr)}"
        with urllib.request.urlopen(url, timeout=10) as response:
            return list(json.loads(response.read().decode())["data"]["result"])

    def targets(self) -> list[Obj]:
        with urllib.request.urlopen(f"{self.url}/api/v1/targets", timeout=10) as response:
            return list(json.loads(response.read().decode())["data"]["activeTargets"])

    def log(self) -> str:
        return self.log_path.read_text(errors="replace")[-3000:]

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()
        self.handle.close()


@contextmanager
def running_prometheus(
    directory: Path, scrape_configs: list[Obj], groups: list[Obj], interval: str = "1s"
) -> Iterator[Prometheus]:
    prometheus = Prometheus(directory, scrape_configs, groups, interval)
    try:
        prometheus.wait_ready()
        yield prometheus
    finally:
        prometheus.stop()
