"""The Git remote of the GitOps tests (tests/harness/gitserver.py) serves clones and takes pushes over smart HTTP."""

from __future__ import annotations

import secrets
from pathlib import Path

from gitserver import GitServer, git


def test_a_push_is_what_a_fresh_clone_sees(tmp_path: Path) -> None:
    server = GitServer(tmp_path / "git").start()
    try:
        repo = server.repository("team")
        repo.write("overlays/prod/kustomization.yaml", "resources: []\n")
        first = repo.push("first")
        noise = secrets.token_hex(1_200_000)  # a pack above git's 1 MiB post buffer goes chunked
        repo.write("bases/spec.yaml", noise)
        repo.remove("overlays")
        second = repo.push("second")
        clone = tmp_path / "clone"
        git("clone", "-q", repo.url, str(clone), cwd=tmp_path)
        assert git("rev-parse", "HEAD", cwd=clone) == second != first
        assert (clone / "bases" / "spec.yaml").read_text() == noise
        assert not (clone / "overlays").exists()
        assert git("log", "--format=%s", cwd=clone).splitlines() == ["second", "first"]
    finally:
        server.stop()
