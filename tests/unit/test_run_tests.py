"""scripts/run_tests.py, the scheduler of the README's test command: a folder starts once every step it needs is
built and not before, a failed step leaves the folders that need it not run (and the run red) while the others
run, and the run ends with the table of where the time went."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT

SPEC = importlib.util.spec_from_file_location("run_tests", ROOT / "scripts" / "run_tests.py")
assert SPEC and SPEC.loader
run_tests = importlib.util.module_from_spec(SPEC)
sys.modules["run_tests"] = run_tests  # its dataclasses look their module up
SPEC.loader.exec_module(run_tests)

NEEDS: dict[str, Any] = {
    "build": ["fast", "slow", "broken", "late"],
    "folders": {"plain": [], "early": ["fast"], "later": ["fast", "slow"], "doomed": ["broken"], "last": ["late"]},
}
# a step: sleeps 0.3 s, the slow one 1 s; "broken" fails
STEP = (sys.executable, "-c", "import sys, time; time.sleep(1 if sys.argv[1] == 'slow' else 0.3); "
        "sys.exit(sys.argv[1] == 'broken')")  # fmt: skip
PASS = [sys.executable, "-c", "print('3 passed in 0.01s')"]


def scheduled(tmp_path: Path, folders: list[str], lanes: int = 2) -> Any:
    run = run_tests.Run(lanes, [], needs=NEEDS, install=STEP)
    run.work = tmp_path
    run.waiting = [run.job(f"tests/{folder}", [PASS]) for folder in folders]
    run.loop()
    return run


def test_a_folder_starts_once_its_steps_are_built_and_not_before(tmp_path: Path) -> None:
    run = scheduled(tmp_path, ["plain", "early", "later"])
    started = {job.name: job.started for job in run.done}
    built = {name: job.ended for name, job in run.built.items()}
    assert started["tests/plain"] < built["fast"], "a folder that needs nothing does not wait for the build"
    assert built["fast"] <= started["tests/early"] < built["slow"]
    assert started["tests/later"] >= built["slow"]
    assert {job.name for job in run.done} == {"tests/plain", "tests/early", "tests/later"}


def test_a_failed_step_leaves_what_needs_it_not_run_and_the_run_red(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    run = scheduled(tmp_path, ["plain", "doomed", "last"])
    assert run.failed
    assert {job.name for job in run.done} == {"tests/plain"}
    assert "late" not in run.built, "no step is built after one failed"
    err = capsys.readouterr().err
    assert "tests/doomed: not run, the step broken was not built" in err
    assert "tests/last: not run, the step late was not built" in err


def test_the_run_ends_with_the_table_of_where_the_time_went(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    run = scheduled(tmp_path, ["plain", "early"], lanes=1)
    run.table()
    table = capsys.readouterr().err.split("== where the time went", 1)[1]
    for row in ("build fast", "build slow", "tests/plain", "tests/early", "total"):
        assert row in table
    assert "3 passed in 0.01s" in table


def test_every_folder_of_tests_runs_in_the_real_order() -> None:
    assert set(run_tests.ORDER) == set(run_tests.NEEDS["folders"])
    assert run_tests.ORDER[0] == "unit"


def test_a_step_is_cached_only_when_everything_it_installs_was_there(tmp_path: Path) -> None:
    log = tmp_path / "build.log"
    log.write_text("[install-tools] postgres cached\n[install-tools] installing requirements.txt into venv\n")
    assert not run_tests.was_cached(log), "mlflow's postgres was there, mlflow was installed"
    log.write_text("go: downloading x\n[install-tools] postgres cached\n[install-tools] mlflow (abc) cached\n")
    assert run_tests.was_cached(log)
    log.write_text("")
    assert not run_tests.was_cached(log)


def test_a_folder_more_runs_once_the_build_lane_is_free(tmp_path: Path) -> None:
    """Beside a Go build `lanes` folders run at once; once nothing is left to build its core takes one folder more,
    so a cached run keeps both cores as busy as an empty-cache run does (2 folders and a build)."""
    needs = {"build": ["fast"], "folders": {"a": [], "b": [], "c": [], "d": []}}
    run = run_tests.Run(2, [], needs=needs, install=STEP)
    run.work = tmp_path
    sleep = [sys.executable, "-c", "import time; time.sleep(1.5); print('1 passed in 1.5s')"]
    run.waiting = [run.job(f"tests/{folder}", [sleep]) for folder in "abcd"]
    run.loop()
    built = run.built["fast"].ended
    started = sorted(job.started for job in run.done)
    assert started[2] >= built, "a third folder waits for the build to end"
    assert started[2] < min(job.ended for job in run.done), "and then runs beside the first two"
    assert started[3] >= min(job.ended for job in run.done), "never more than lanes + 1"
