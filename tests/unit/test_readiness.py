"""/readyz from the watch streams (kfgen.controller.readiness) without a cluster: the state machine on a fake
clock, the hook on kopf's own watch stream (kopf._cogs.clients.api.stream), and the HTTP endpoint. The same
against the real API server stopped and started: tests/apiserver/test_controller_readiness.py."""

from __future__ import annotations

import asyncio
import json
import urllib.error
import urllib.request
from collections.abc import AsyncIterator, Iterator
from typing import Any

import pytest
from kopf._cogs.clients import api as kopf_api

from kfgen.controller import main, observe, readiness

SPECS = "/apis/kfgen.dev/v1alpha1/trainingspecs"
JOBS = "/apis/kubeflow.org/v1/pytorchjobs"
SERVICES = "/api/v1/namespaces/ml/services"


class Clock:
    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


def test_resource_of_a_watch_path() -> None:
    assert readiness.resource_of(SPECS) == ("kfgen.dev", "trainingspecs")
    assert readiness.resource_of(SERVICES) == ("", "services")
    assert readiness.resource_of("/api/v1/namespaces") == ("", "namespaces")
    assert readiness.resource_of("/apis/kubeflow.org/v1/namespaces/ml/pytorchjobs") == ("kubeflow.org", "pytorchjobs")


def test_required_watches_are_kfgens_own_kinds_and_the_core_ones() -> None:
    assert main.required() == {
        ("kfgen.dev", "trainingspecs"),
        ("kfgen.dev", "environments"),
        ("", "namespaces"),
        ("", "serviceaccounts"),
        ("", "services"),
    }


def test_not_ready_until_every_required_watch_opened() -> None:
    clock = Clock()
    health = readiness.WatchHealth({("kfgen.dev", "trainingspecs"), ("", "services")}, grace=10, clock=clock)
    assert health.problems() == ["services: not watched yet", "trainingspecs.kfgen.dev: not watched yet"]
    health.requesting(SPECS)
    health.answered(SPECS)
    assert health.problems() == ["services: not watched yet"]
    health.requesting(SERVICES)
    assert health.problems() == [f"{SERVICES}: not watched yet"]  # a request never answered: not ready at once
    health.answered(SERVICES)
    assert health.problems() == []


def test_a_reconnect_within_the_grace_is_ready_a_longer_one_is_not() -> None:
    clock = Clock()
    health = readiness.WatchHealth({("kfgen.dev", "trainingspecs")}, grace=10, clock=clock)
    health.requesting(SPECS)
    health.answered(SPECS)
    clock.now += 300
    health.requesting(SPECS)  # the server closed the stream at its timeout; kopf asks again
    clock.now += 10
    assert health.problems() == []
    health.failed(SPECS, "ClientConnectorError: connection refused")  # kopf gave up one round of retries
    health.requesting(SPECS)  # and starts the next: the outage is counted from the first request
    clock.now += 1
    assert health.problems() == [f"{SPECS}: no watch for 11s (ClientConnectorError: connection refused)"]
    health.answered(SPECS)
    assert health.problems() == []


def test_a_job_watch_counts_once_kopf_starts_it() -> None:
    clock = Clock()
    health = readiness.WatchHealth({("kfgen.dev", "trainingspecs")}, grace=10, clock=clock)
    health.requesting(SPECS)
    health.answered(SPECS)
    assert health.problems() == []  # no PyTorchJob CRD: kopf never watches them
    health.requesting(JOBS)
    health.answered(JOBS)
    clock.now += 5
    health.requesting(JOBS)
    clock.now += 20
    assert health.problems() == [f"{JOBS}: no watch for 20s"]


class FakeContent:
    def __init__(self, lines: list[bytes]) -> None:
        self.lines = lines

    async def iter_chunked(self, size: int) -> AsyncIterator[bytes]:
        for line in self.lines:
            yield line


class FakeResponse:
    def __init__(self, lines: list[bytes]) -> None:
        self.content = FakeContent(lines)

    async def __aenter__(self) -> FakeResponse:
        return self

    async def __aexit__(self, *args: Any) -> None:
        return None

    def close(self) -> None:
        return None


@pytest.fixture
def hooked(monkeypatch: pytest.MonkeyPatch) -> Iterator[tuple[readiness.WatchHealth, list[str]]]:
    """kopf's request replaced by a fake (restored afterwards), then hooked as the controller hooks it."""
    calls: list[str] = []
    event = json.dumps({"type": "ADDED", "object": {"metadata": {"name": "a"}}}).encode() + b"\n"

    async def fake_request(method: str, url: str, **_: Any) -> FakeResponse:
        calls.append(url)
        if "refuse" in url:
            raise ConnectionRefusedError("connection refused")
        return FakeResponse([event])

    monkeypatch.setattr(kopf_api, "request", fake_request)
    health = readiness.WatchHealth({("kfgen.dev", "trainingspecs")}, grace=10)
    readiness.install(health)
    yield health, calls


async def _stream(url: str) -> list[Any]:
    return [item async for item in kopf_api.stream(url=url, settings=None, logger=None)]  # type: ignore[arg-type]


def test_kopfs_watch_stream_reports_through_the_hook(hooked: tuple[readiness.WatchHealth, list[str]]) -> None:
    health, calls = hooked
    assert health.problems() == ["trainingspecs.kfgen.dev: not watched yet"]
    items = asyncio.run(_stream(f"{SPECS}?watch=true&allowWatchBookmarks=true"))
    assert items == [{"type": "ADDED", "object": {"metadata": {"name": "a"}}}]
    assert calls == [f"{SPECS}?watch=true&allowWatchBookmarks=true"]
    assert health.problems() == []
    assert health.streams[SPECS].opened is not None


def test_only_watch_requests_count(hooked: tuple[readiness.WatchHealth, list[str]]) -> None:
    health, _ = hooked
    asyncio.run(_stream(f"{SPECS}?limit=500"))  # a listing page
    assert health.streams == {}
    assert health.problems() == ["trainingspecs.kfgen.dev: not watched yet"]


def test_a_failed_watch_request_is_reported(hooked: tuple[readiness.WatchHealth, list[str]]) -> None:
    health, _ = hooked
    with pytest.raises(ConnectionRefusedError):
        asyncio.run(_stream("/apis/kfgen.dev/v1alpha1/trainingspecs?watch=true&refuse=1"))
    stream = health.streams[SPECS]
    assert stream.opened is None and stream.waiting is not None
    assert stream.error == "ConnectionRefusedError: connection refused"


def _get(port: int, path: str) -> tuple[int, str]:
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{port}{path}", timeout=5) as resp:
            return resp.status, resp.read().decode()
    except urllib.error.HTTPError as exc:
        return exc.code, exc.read().decode()


def test_readyz_says_why() -> None:
    health = observe.Health()
    server = observe.serve(0, health, host="127.0.0.1")
    port = server.server_address[1]
    try:
        assert _get(port, "/readyz") == (503, "not ready\nstarting")
        health.ready.set()  # a standby replica: ready, no watches of its own
        assert _get(port, "/readyz") == (200, "ready")
        clock = Clock()
        health.watches = readiness.WatchHealth({("kfgen.dev", "trainingspecs")}, grace=10, clock=clock)
        assert _get(port, "/readyz") == (503, "not ready\ntrainingspecs.kfgen.dev: not watched yet")
        assert _get(port, "/healthz") == (200, "ok")
        health.watches.requesting(SPECS)
        health.watches.answered(SPECS)
        assert _get(port, "/readyz") == (200, "ready")
    finally:
        server.shutdown()
