"""Shared fixtures: repository paths, the real tools, and the golden-file update flag."""

from __future__ import annotations

import hashlib
import os
import shutil
import subprocess
import sys
import tomllib
from pathlib import Path

import pytest
from hypothesis import settings

# The gate searches the same examples on every run: a red CI is a change's doing, never the dice.
# `HYPOTHESIS_PROFILE=explore pytest …` searches afresh (and keeps what it finds in .hypothesis/). No deadline: an
# example that takes over 200 ms on a loaded machine is no failure of the code (a property test asserts a property,
# never a time; test_startup's size screen failed so once beside a callgrind run).
settings.register_profile("gate", derandomize=True, database=None, deadline=None)
settings.register_profile("explore", derandomize=False, deadline=None)
settings.load_profile(os.environ.get("HYPOTHESIS_PROFILE", "gate"))

ROOT = Path(__file__).resolve().parent.parent
ENVIRONMENTS = ("dev", "staging", "prod")
NEEDS = tomllib.loads((ROOT / "tests" / "needs.toml").read_text())
# the step of scripts/install-tools.sh that provides each program
STEP_OF = {program: step for step, programs in NEEDS["steps"].items() for program in programs}
_running: dict[str, str] = {}  # "folder": the folder of tests/ whose test is being set up, run or torn down


def folder_of(path: Path) -> str:
    return path.resolve().relative_to(ROOT / "tests").parts[0]


def marker(step: str) -> str:
    return step.replace("-", "_")


def pytest_configure(config: pytest.Config) -> None:
    for step in NEEDS["steps"]:
        config.addinivalue_line("markers", f"{marker(step)}: needs what scripts/install-tools.sh {step} builds")


def pytest_collection_modifyitems(items: list[pytest.Item]) -> None:
    """Marks each test with the steps its folder needs (`pytest -m "not kube"`: every test without an API server)."""
    for item in items:
        folder = folder_of(item.path)
        if folder not in NEEDS["folders"]:
            raise pytest.UsageError(f"{item.nodeid}: tests/{folder} is not a folder of tests/needs.toml")
        for step in NEEDS["folders"][folder]:
            item.add_marker(marker(step))


@pytest.hookimpl(tryfirst=True)
def pytest_runtest_setup(item: pytest.Item) -> None:
    _running["folder"] = folder_of(item.path)


def pytest_addoption(parser: pytest.Parser) -> None:
    parser.addoption("--update-golden", action="store_true", help="rewrite tests/data/golden from the current output")


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
    """The path of a real tool; a missing tool fails the test (never a skip), and so does one of a step that the
    folder of the running test does not list in tests/needs.toml (scripts/test.sh may run it before that step)."""
    step, folder = STEP_OF.get(name), _running.get("folder")
    if step and folder and step not in NEEDS["folders"][folder]:
        pytest.fail(
            f"this test runs {name} ({step} in tests/needs.toml) but tests/{folder} does not need {step}: "
            "move the test to a folder that does, or add the step to the folder's list",
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
    source = ROOT / "tests" / "harness" / name
    digest = hashlib.sha256(b"".join((source / n).read_bytes() for n in ("go.mod", "go.sum", "main.go"))).hexdigest()
    binary = tools_bin().parent / f"{name}-{digest[:12]}"
    if not binary.exists():
        subprocess.run(["go", "build", "-ldflags=-s -w", "-o", str(binary), "."], cwd=source, check=True, timeout=600)
    return binary


@pytest.fixture(scope="session")
def health_bin() -> Path:
    """The Go evaluator of health checks."""
    return go_program("health")


@pytest.fixture(scope="session")
def quantity_bin() -> Path:
    """resource.ParseQuantity of k8s.io/apimachinery, as the API server reads a quantity."""
    return go_program("quantity")
