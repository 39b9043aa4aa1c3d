"""The bad-input corpus: every case in tests/bad is refused, with the same lines, by every entry point.

A case is a directory tests/bad/<name> holding
  input.yaml    the documents given to kfgen (an Environment among them is the one env.txt names)
  env.txt       optional: the `--env NAME` value
  expected.txt  the exact problem lines the CLI prints on stderr, one per problem
  cli-only      optional marker (its text says why): a problem only the CLI can see (YAML syntax,
                a document that is not a mapping, the `--env` lookup); the Python API and the KRM
                function are not run
  no-fn         optional marker (its text says why): the KRM function is not run

Entry points: the Python API (`kfgen.core.transform`), `kfgen render` and `kfgen validate` (subprocesses,
cwd = the case directory) and `kfgen fn` (a ResourceList on stdin whose functionConfig is the
Environment). Every case must fail, print nothing on stdout (the function echoes its items unchanged)
and report exactly the expected lines, never a traceback.

expected.txt is a reviewed contract: there is deliberately no flag that rewrites it. Cases whose
current output is known to be wrong are listed in KNOWN_WRONG: their expected.txt holds the output
they should give and their tests are xfail(strict=True), so fixing one makes the test fail until it
is taken off the list.

The subprocesses of all selected tests start together on a thread pool when the first test of this
module runs; each test then waits only for its own.
"""

from __future__ import annotations

import os
import subprocess
import sys
from collections.abc import Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
import yaml

from kfgen import core

ROOT = Path(__file__).resolve().parent.parent
BAD = ROOT / "tests" / "bad"
CASE_FILES = {"input.yaml", "expected.txt", "env.txt", "cli-only", "no-fn"}
MIN_CASES = 45

# case -> why its current output is wrong (expected.txt holds the output it should give)
KNOWN_WRONG: dict[str, str] = {}

Obj = dict[str, Any]
Job = tuple[str, str]  # (case, "render" | "validate" | "fn")


def case_names() -> list[str]:
    return sorted(p.name for p in BAD.iterdir() if p.is_dir()) if BAD.is_dir() else []


CASES = case_names()


def expected_lines(case: str) -> list[str]:
    return (BAD / case / "expected.txt").read_text(encoding="utf-8").splitlines()


def expected_errors(case: str) -> list[str]:
    return [line for line in expected_lines(case) if line.startswith("[error] ")]


def env_name(case: str) -> str | None:
    path = BAD / case / "env.txt"
    return path.read_text(encoding="utf-8").strip() if path.exists() else None


def cli_only(case: str) -> bool:
    return (BAD / case / "cli-only").exists()


def runs_fn(case: str) -> bool:
    return not cli_only(case) and not (BAD / case / "no-fn").exists()


def is_environment(doc: Any) -> bool:
    return isinstance(doc, dict) and doc.get("kind") == "Environment" and str(
        doc.get("apiVersion", "")).startswith("kfgen.dev/")


def load(case: str) -> tuple[list[Any], Obj | None]:
    """The items (every document but Environments) and the Environment env.txt names."""
    docs = [d for d in yaml.safe_load_all((BAD / case / "input.yaml").read_text(encoding="utf-8")) if d is not None]
    environments = [d for d in docs if is_environment(d)]
    name = env_name(case)
    chosen = [e for e in environments if (e.get("metadata") or {}).get("name") == name]
    assert len(chosen) == len(environments) <= 1, (
        f"{case}: an Environment in input.yaml must be the one env.txt names (env.txt: {name!r})")
    return [d for d in docs if not is_environment(d)], (chosen[0] if chosen else None)


def resource_list(case: str) -> tuple[list[Any], str]:
    items, environment = load(case)
    rl: Obj = {"apiVersion": "config.kubernetes.io/v1", "kind": "ResourceList", "items": items}
    if environment is not None:
        rl["functionConfig"] = environment
    return items, yaml.safe_dump(rl, sort_keys=False, allow_unicode=True)


def _params(applies: Any, entries: tuple[str, ...] = ("",)) -> list[Any]:
    out = []
    for entry in entries:
        for case in CASES:
            if not applies(case):
                continue
            marks = [pytest.mark.xfail(strict=True, reason=KNOWN_WRONG[case])] if case in KNOWN_WRONG else []
            values = (entry, case) if entry else (case,)
            out.append(pytest.param(*values, id=f"{entry}-{case}" if entry else case, marks=marks))
    return out


# running the subprocesses ---------------------------------------------------------------------------


def _command(case: str, what: str) -> tuple[list[str], str | None]:
    if what == "fn":
        return ["fn"], resource_list(case)[1]
    name = env_name(case)
    return [what, *(["--env", name] if name else []), "input.yaml"], None


def _run(job: Job) -> subprocess.CompletedProcess[str]:
    case, what = job
    args, stdin = _command(case, what)
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run([sys.executable, "-m", "kfgen.cli", *args], cwd=BAD / case, env=env, input=stdin,
                          capture_output=True, text=True, encoding="utf-8", timeout=120, check=False)


def _jobs_of(item: pytest.Item) -> Iterator[Job]:
    params = getattr(getattr(item, "callspec", None), "params", {})
    name = getattr(item, "originalname", "")
    if name == "test_cli":
        yield params["case"], params["command"]
    elif name == "test_fn":
        yield params["case"], "fn"


@pytest.fixture(scope="module")
def runs(request: pytest.FixtureRequest) -> Iterator[dict[Job, Future[subprocess.CompletedProcess[str]]]]:
    """Every subprocess the selected tests of this module need, started at once."""
    jobs = sorted({job for item in request.session.items if item.module is request.module
                   for job in _jobs_of(item)})
    with ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2)) as pool:
        futures = {job: pool.submit(_run, job) for job in jobs}
        yield futures
        pool.shutdown(cancel_futures=True)


# the corpus itself ----------------------------------------------------------------------------------


def test_corpus_is_well_formed() -> None:
    assert len(CASES) >= MIN_CASES, f"only {len(CASES)} cases in {BAD}"
    for case in CASES:
        files = {p.name for p in (BAD / case).iterdir()}
        assert {"input.yaml", "expected.txt"} <= files, case
        assert files <= CASE_FILES, f"{case}: unexpected files {sorted(files - CASE_FILES)}"
        lines = expected_lines(case)
        assert lines and all(line.startswith(("[error] ", "[warning] ")) for line in lines), case
        assert expected_errors(case), f"{case}: expects no error"
        if not cli_only(case):
            load(case)  # parses, and the Environment matches env.txt
    assert set(KNOWN_WRONG) <= set(CASES), sorted(set(KNOWN_WRONG) - set(CASES))


# the entry points -----------------------------------------------------------------------------------


@pytest.mark.parametrize("case", _params(lambda case: not cli_only(case)))
def test_api(case: str) -> None:
    items, environment = load(case)
    expansion = core.transform(items, environment)
    assert not expansion.ok
    assert [str(r) for r in expansion.results if r.severity == "error"] == expected_errors(case)


@pytest.mark.parametrize(("command", "case"), _params(lambda case: True, ("render", "validate")))
def test_cli(command: str, case: str, runs: dict[Job, Future[subprocess.CompletedProcess[str]]]) -> None:
    proc = runs[case, command].result()
    assert "Traceback" not in proc.stdout + proc.stderr, proc.stderr
    assert proc.stdout == "", "no partial output on failure"
    assert proc.stderr.splitlines() == expected_lines(case)
    assert proc.returncode == 1


def _krm_line(result: Obj) -> str:
    """A function result in the CLI's line format; every field it needs must be there."""
    assert {"apiVersion", "kind", "name", "namespace"} <= set(result.get("resourceRef") or {}), result
    assert "path" in (result.get("field") or {}), result
    ref, path = result["resourceRef"], result["field"]["path"]
    return (f"[{result['severity']}] {ref['apiVersion']}/{ref['kind']}/{ref['namespace']}/{ref['name']} "
            f"{path}: {result['message']}")


@pytest.mark.parametrize("case", _params(runs_fn))
def test_fn(case: str, runs: dict[Job, Future[subprocess.CompletedProcess[str]]]) -> None:
    proc = runs[case, "fn"].result()
    assert "Traceback" not in proc.stdout + proc.stderr, proc.stderr
    output = yaml.safe_load(proc.stdout)
    assert isinstance(output, dict) and output.get("kind") == "ResourceList", proc.stdout
    assert output.get("items") == load(case)[0], "the items must be echoed unchanged"
    errors = [r for r in output.get("results") or [] if r.get("severity") == "error"]
    assert [_krm_line(r) for r in errors] == expected_errors(case)
    assert proc.stderr.splitlines() == expected_lines(case)
    assert proc.returncode == 1
