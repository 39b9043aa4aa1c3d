"""Shared fixtures: repository paths, the real tools, and the golden-file update flag."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
from pathlib import Path

import pytest
from hypothesis import settings

# The gate searches the same examples on every run: a red CI is a change's doing, never the dice.
# `HYPOTHESIS_PROFILE=explore pytest …` searches afresh (and keeps what it finds in .hypothesis/).
settings.register_profile("gate", derandomize=True, database=None)
settings.register_profile("explore", derandomize=False)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "gate"))

ROOT = Path(__file__).resolve().parent.parent
ENVIRONMENTS = ("dev", "staging", "prod")


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-golden", action="store_true", help="rewrite tests/golden from the current output")


@pytest.fixture(scope="session")
def update_golden(request: pytest.FixtureRequest) -> bool:
    return bool(request.config.getoption("--update-golden"))


def tools_bin() -> Path:
    if os.environ.get("KFGEN_TOOLS_BIN"):
        return Path(os.environ["KFGEN_TOOLS_BIN"])
    out = subprocess.run(
        ["bash", str(ROOT / "scripts" / "install-tools.sh"), "--print-bin"], capture_output=True, text=True, check=True
    )
    return Path(out.stdout.strip())


def tool(name: str) -> str:
    """The path of a real tool; a missing tool fails the test (never a skip)."""
    if os.environ.get("KFGEN_TEST_PHASE") == "no-tools":
        pytest.fail(
            f"this test runs {name} but is not marked tools or cluster: scripts/test.sh runs it before the tools "
            "are built",
            pytrace=False,
        )
    candidate = tools_bin() / name
    if candidate.exists():
        return str(candidate)
    found = shutil.which(name)
    if not found:
        pytest.fail(f"{name} is not installed: run scripts/install-tools.sh", pytrace=False)
    return found


def run_kfgen(*args: str, stdin: str | None = None, cwd: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "kfgen.cli", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=cwd or ROOT,
        env=env,
        timeout=120,
    )


def environment_file(name: str) -> Path:
    return ROOT / "overlays" / name / "environment.yaml"


def examples() -> list[Path]:
    return sorted((ROOT / "examples").glob("*.yaml"))


def go_program(name: str) -> Path:
    """The Go program in tests/<name>, built once per source version (go build caches the rest)."""
    source = ROOT / "tests" / name
    digest = hashlib.sha256(b"".join((source / n).read_bytes() for n in ("go.mod", "go.sum", "main.go"))).hexdigest()
    binary = tools_bin().parent / f"{name}-{digest[:12]}"
    if not binary.exists():
        subprocess.run(["go", "build", "-o", str(binary), "."], cwd=source, check=True, timeout=600)
    return binary


@pytest.fixture(scope="session")
def health_bin() -> Path:
    """The Go evaluator of health checks."""
    return go_program("health")


@pytest.fixture(scope="session")
def quantity_bin() -> Path:
    """resource.ParseQuantity of k8s.io/apimachinery, as the API server reads a quantity."""
    return go_program("quantity")
