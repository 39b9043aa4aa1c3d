"""/readyz against the real API server: ready once the leader's watches are open, not ready while the API
server is gone or refuses the watches, ready again when they reconnect; /healthz stays 200 throughout.
Its own API server, not the session's shared one (tests/harness/apiserver_stack.py): stopping it and revoking the
controller's ClusterRole binding would disturb the other modules' tests (their audit-log check forbids any 403)."""

from __future__ import annotations

import json
import re
import time
from collections.abc import Iterator

import pytest
from apiserver_stack import running_apiserver
from cluster import Cluster
from kfgen_controller import Controller, wait_for

GRACE = 3  # --watch-grace-seconds: how long a watch may be reconnecting while the replica stays ready


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    with running_apiserver() as c:
        yield c


@pytest.fixture
def controller(cluster: Cluster) -> Iterator[Controller]:
    # a long lease: the API server's outage below must not end its leadership (a lost lease exits the replica)
    c = Controller(cluster, "kfgen-ready", lease_seconds=300, env={"KFGEN_WATCH_GRACE_SECONDS": str(GRACE)})
    yield c
    c.stop()


def readyz(controller: Controller) -> tuple[int, str]:
    return controller.get("/readyz")


def test_ready_only_while_the_watches_are_open(cluster: Cluster, controller: Controller) -> None:
    controller.start()
    wait_for(lambda: readyz(controller)[0] == 200, 60, "the leader's watches are open", lambda: readyz(controller)[1])
    assert readyz(controller) == (200, "ready")

    stopped = time.monotonic()
    cluster.kill("kube-apiserver")
    try:
        _, body = wait_for(
            lambda: (r := readyz(controller))[0] == 503 and r, GRACE + 30, "not ready without the API server"
        )
        assert time.monotonic() - stopped >= GRACE, "not ready before the grace ran out"
        # each line a watch: one whose stream ended longer than the grace ago, or one kopf re-created after the
        # outage and has not opened since (which of the two a watch shows depends on kopf's timing)
        problems = body.split("\n")
        assert problems[0] == "not ready" and len(problems) > 1, body
        watch = re.compile(r"\S+: (no watch for \d+s|not watched yet)( \(.*\))?")
        assert all(watch.fullmatch(p) for p in problems[1:]), body
        assert controller.get("/healthz")[0] == 200  # alive: kopf keeps reconnecting, a restart would not help
        assert controller.proc is not None and controller.proc.poll() is None
    finally:
        cluster.start_apiserver()
    wait_for(
        lambda: readyz(controller)[0] == 200,
        90,
        "ready again once the watches reconnect",
        lambda: readyz(controller)[1],
    )
    assert controller.metric("kfgen_leader") == 1.0


def test_not_ready_while_the_watches_are_forbidden(cluster: Cluster, controller: Controller) -> None:
    """The ClusterRole binding revoked: every listing and watch is refused (403; kopf retries them for about a
    minute), so the replica is never ready; restored in time, it becomes ready."""
    binding = json.loads(cluster.kubectl("get", "clusterrolebinding", "kfgen-controller", "-o", "json").stdout)
    binding["metadata"] = {k: binding["metadata"][k] for k in ("name", "labels")}
    cluster.kubectl("delete", "clusterrolebinding", "kfgen-controller")
    try:
        controller.start()  # the Lease is granted by the leader Role, which stays
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            code, body = readyz(controller)
            assert code == 503 and "trainingspecs.kfgen.dev: not watched yet" in body, body
            time.sleep(0.5)
    finally:
        cluster.kubectl("create", "-f", "-", stdin=json.dumps(binding))
    wait_for(
        lambda: readyz(controller)[0] == 200, 60, "ready once the watches are allowed", lambda: readyz(controller)[1]
    )
