"""The layout of tests/ (tests/README.md) holds: every test lives in a folder of tests/needs.toml, each folder's
needs are steps scripts/install-tools.sh builds in the order scripts/run_tests.py follows, every tool a test runs
belongs to a step, and a test that runs a tool its folder does not list fails."""

from __future__ import annotations

import re

import conftest
import pytest
from conftest import NEEDS, ROOT, STEP_OF

TESTS = ROOT / "tests"
INSTALL_TOOLS = (ROOT / "scripts" / "install-tools.sh").read_text()
PREINSTALLED = {"kpt", "kubectl", "git", "go"}


def test_every_test_lives_in_a_folder_of_needs_toml() -> None:
    with_tests = {p.parent.relative_to(TESTS).parts[0] for p in TESTS.glob("**/test_*.py")}
    assert with_tests == set(NEEDS["folders"]), "tests/needs.toml lists exactly the folders that hold tests"
    assert not list(TESTS.glob("test_*.py")), "no test module at the top of tests/"
    assert all(len(p.relative_to(TESTS).parts) == 2 for p in TESTS.glob("*/test_*.py"))


def test_each_step_is_built_once_in_order_and_installs() -> None:
    build: list[str] = NEEDS["build"]
    assert len(build) == len(set(build))
    assert set(build) == set(NEEDS["steps"])
    for step in build:
        assert f"install_{step.replace('-', '_')}()" in INSTALL_TOOLS, f"install-tools.sh has no step {step}"
    for folder, steps in NEEDS["folders"].items():
        assert set(steps) <= set(build), folder


def test_every_tool_a_test_names_belongs_to_a_step() -> None:
    named = set()
    for path in TESTS.glob("**/*.py"):
        named |= set(re.findall(r'\btool\("([\w.-]+)"\)', path.read_text()))
    assert named, "the pattern finds the tests' tool(...) calls"
    assert named - set(STEP_OF) - PREINSTALLED == set()


def test_the_readme_of_tests_names_every_folder() -> None:
    readme = (TESTS / "README.md").read_text()
    for folder in NEEDS["folders"]:
        assert f"`{folder}/`" in readme, folder


def test_a_test_that_runs_a_tool_its_folder_does_not_need_fails(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(conftest._running, "folder", "apiserver")
    with pytest.raises(pytest.fail.Exception, match=r"tests/apiserver does not need kueue"):
        conftest.tool("kueue")
    monkeypatch.setitem(conftest._running, "folder", "unit")
    with pytest.raises(pytest.fail.Exception, match=r"tests/unit does not need kube\b"):
        conftest.tool("kube-apiserver")


def test_a_test_may_run_what_its_folder_needs(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(conftest._running, "folder", "render_tools")
    monkeypatch.setattr(conftest, "tools_bin", lambda: TESTS)  # no kustomize there: found on PATH or failed
    monkeypatch.setenv("PATH", str(TESTS / "harness"))
    with pytest.raises(pytest.fail.Exception, match="kustomize is not installed"):
        conftest.tool("kustomize")
