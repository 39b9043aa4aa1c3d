"""The harness's ports (tests/harness/cluster.py free_port): the folders' pytest runs start side by side, so a port
one process handed out and has not bound yet must not be handed out by another (tests/katib's webhook port was taken
by tests/kueue's stack started in the same second: "Address already in use")."""

from __future__ import annotations

import os
import subprocess
import sys

import cluster
from conftest import ROOT

OTHER = """
import sys
sys.path[:0] = [sys.argv[2], sys.argv[3]]
import cluster
cluster._next_port[0] = int(sys.argv[1])
print(cluster.free_port())
"""


def test_a_port_handed_out_but_not_bound_is_not_handed_out_to_another_process() -> None:
    start = 10000 + (os.getpid() * 7) % 20000
    cluster._next_port[0] = start
    mine = cluster.free_port()
    other = subprocess.run(
        [sys.executable, "-c", OTHER, str(start), str(ROOT / "tests" / "harness"), str(ROOT / "tests")],
        capture_output=True,
        text=True,
        check=True,
        timeout=60,
    )
    assert int(other.stdout) != mine
