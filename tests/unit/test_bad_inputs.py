"""The bad-input corpus: every case in tests/data/bad is refused, with the same lines, by every entry point.

A case is a directory tests/data/bad/<name> holding
  input.yaml    the documents given to kfgen (an Environment among them is the one env.txt names)
  env.txt       optional: the `--env NAME` value
  overlays/     optional: the platform's Environments (overlays/NAME/environment.yaml), which `--env NAME` finds
                in the case directory (an Environment of input.yaml that shadows one is the case)
  expected.txt  the exact problem lines the CLI prints on stderr, one per problem
  cli-only      optional marker (its text says why): a problem only the CLI can see (YAML syntax,
                a document that is not a mapping, the `--env` lookup); the Python API and the KRM
                function are not run
  no-fn         optional marker (its text says why): the KRM function is not run
  fn-only       optional marker (its text says why): input.yaml is the whole of `kfgen fn`'s stdin (a
                malformed ResourceList wrapper); only the KRM function is run, and it must echo its
                input: byte for byte when it is no ResourceList (apiVersion, kind), else with the
                results added

Entry points: the Python API (`kfgen.core.transform`), `kfgen render` and `kfgen validate` (subprocesses,
cwd = the case directory) and `kfgen fn` (a ResourceList on stdin whose functionConfig is the
Environment). Every case must fail, print nothing on stdout (the function echoes its items unchanged)
and report exactly the expected lines, never a traceback.

expected.txt is a reviewed contract: there is deliberately no flag that rewrites it. Cases whose
current output is known to be wrong are listed in KNOWN_WRONG: their expected.txt holds the output
they should give and their tests are xfail(strict=True), so fixing one makes the test fail until it
is taken off the list.

The CLI runs of all selected tests start together on a thread pool when the first test that needs one
runs; each test then waits only for its own. Each run is its own process (see SERVER below; set
KFGEN_BAD_FRESH=1 to start a fresh `python -m kfgen.cli` for every run instead).
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import threading
from collections.abc import Callable, Iterator
from concurrent.futures import Future, ThreadPoolExecutor
from pathlib import Path
from typing import Any

import pytest
import yaml

from kfgen import core
from kfgen.io import yamlio

ROOT = Path(__file__).resolve().parents[2]
BAD = ROOT / "tests" / "data" / "bad"
# The hostile corpus (issue 7): adversarial input in the same format; its cases are named hostile/<name>.
HOSTILE = ROOT / "tests" / "data" / "hostile"
CASE_FILES = {"input.yaml", "expected.txt", "env.txt", "cli-only", "no-fn", "fn-only", "overlays"}
MIN_CASES = 239
MIN_HOSTILE_CASES = 483

# case -> (the entry points whose output is known to be wrong, why); expected.txt holds what it should be
KNOWN_WRONG: dict[str, tuple[frozenset[str], str]] = {}

Obj = dict[str, Any]
Job = tuple[str, str]  # (case, "render" | "validate" | "fn")


def case_names() -> list[str]:
    bad = sorted(p.name for p in BAD.iterdir() if p.is_dir()) if BAD.is_dir() else []
    hostile = sorted(f"hostile/{p.name}" for p in HOSTILE.iterdir() if p.is_dir()) if HOSTILE.is_dir() else []
    return bad + hostile


def case_dir(case: str) -> Path:
    return ROOT / "tests" / "data" / case if case.startswith("hostile/") else BAD / case


CASES = case_names()


def expected_lines(case: str) -> list[str]:
    return (case_dir(case) / "expected.txt").read_text(encoding="utf-8").splitlines()


def expected_errors(case: str) -> list[str]:
    return [line for line in expected_lines(case) if line.startswith("[error] ")]


def env_name(case: str) -> str | None:
    path = case_dir(case) / "env.txt"
    return path.read_text(encoding="utf-8").strip() if path.exists() else None


def cli_only(case: str) -> bool:
    return (case_dir(case) / "cli-only").exists()


def runs_fn(case: str) -> bool:
    return not cli_only(case) and not (case_dir(case) / "no-fn").exists()


def fn_only(case: str) -> bool:
    return (case_dir(case) / "fn-only").exists()


def is_environment(doc: Any) -> bool:
    return (
        isinstance(doc, dict)
        and doc.get("kind") == "Environment"
        and str(doc.get("apiVersion", "")).startswith("kfgen.dev/")
    )


def _documents(text: str) -> list[Any]:
    """The documents as PyYAML reads them, but as kfgen reads them (go-yaml v3's reading) where they hold a
    number past 64 bits: a string to go-yaml, an int to PyYAML, or beyond the 4,300 digits Python's int() reads."""
    try:
        docs = [d for d in yaml.safe_load_all(text) if d is not None]
        if not any(_past_64_bits(doc) for doc in docs):
            return docs
    except ValueError:
        pass
    docs, problems = yamlio.parse(text, "input.yaml")
    assert not problems, problems
    return docs


def _past_64_bits(node: Any) -> bool:
    if isinstance(node, dict):
        return any(_past_64_bits(k) or _past_64_bits(v) for k, v in node.items())
    if isinstance(node, list):
        return any(_past_64_bits(item) for item in node)
    return type(node) is int and not -(1 << 63) <= node < 1 << 64


def load(case: str) -> tuple[list[Any], Obj | None]:
    """The items (every document but Environments) and the Environment env.txt names."""
    docs = _documents((case_dir(case) / "input.yaml").read_text(encoding="utf-8"))
    environments = [d for d in docs if is_environment(d)]
    name = env_name(case)
    chosen = [e for e in environments if (e.get("metadata") or {}).get("name") == name]
    assert len(chosen) == len(environments) <= 1, (
        f"{case}: an Environment in input.yaml must be the one env.txt names (env.txt: {name!r})"
    )
    return [d for d in docs if not is_environment(d)], (chosen[0] if chosen else None)


def resource_list(case: str) -> tuple[list[Any], str]:
    items, environment = load(case)
    rl: Obj = {"apiVersion": "config.kubernetes.io/v1", "kind": "ResourceList", "items": items}
    if environment is not None:
        rl["functionConfig"] = environment
    return items, yamlio.dump(rl)  # quoted as kustomize and kpt quote: `'1e999999'` stays a string


def _params(entry_points: tuple[str, ...], applies: Callable[[str], bool]) -> list[Any]:
    out = []
    for entry in entry_points:
        for case in CASES:
            if not applies(case):
                continue
            where, why = KNOWN_WRONG.get(case, (frozenset(), ""))
            marks = [pytest.mark.xfail(strict=True, reason=why)] if entry in where else []
            if len(entry_points) == 1:
                out.append(pytest.param(case, id=case, marks=marks))
            else:
                out.append(pytest.param(entry, case, id=f"{entry}-{case}", marks=marks))
    return out


# running the CLI ------------------------------------------------------------------------------------
#
# Every invocation is its own process with cwd = the case directory, its own stdin, stdout and stderr
# and a real exit status. A fresh interpreter costs ~0.15 s of CPU in startup and imports alone, times
# ~270 invocations, so by default a warm server process (started like `python -m kfgen.cli`, with
# PYTHONPATH = the repository) forks one child per invocation, which runs kfgen.cli as __main__ exactly
# as `python -m` does. KFGEN_BAD_FRESH=1 runs `python -m kfgen.cli` afresh each time instead.

FRESH = os.environ.get("KFGEN_BAD_FRESH") == "1" or not hasattr(os, "fork")
TIMEOUT = 120

SERVER = r"""
import io, json, os, runpy, signal, sys, tempfile, traceback
try:  # warm the imports; a broken package shows in each child as it would in `python -m kfgen.cli`
    import argparse, jsonschema, yaml, kfgen.core, kfgen.io.files, kfgen.cli.krm, kfgen.checks.validate, kfgen.io.yamlio
except BaseException:
    pass
ENCODING, ERRORS = sys.stdout.encoding, sys.stdout.errors
for line in sys.stdin:
    job = json.loads(line)
    with tempfile.TemporaryDirectory() as tmp:
        paths = [os.path.join(tmp, name) for name in ("in", "out", "err")]
        with open(paths[0], "w", encoding="utf-8") as f:
            f.write(job["stdin"] or "")
        pid = os.fork()
        if pid == 0:
            code = 1
            try:
                signal.alarm(job["timeout"])
                os.chdir(job["cwd"])
                for fd, path, flags in zip((0, 1, 2), paths, (os.O_RDONLY, os.O_WRONLY, os.O_WRONLY)):
                    os.dup2(os.open(path, flags | (os.O_CREAT | os.O_TRUNC if flags else 0)), fd)
                sys.stdin = io.TextIOWrapper(io.FileIO(0, "r", closefd=False), ENCODING, ERRORS)
                sys.stdout = io.TextIOWrapper(io.FileIO(1, "w", closefd=False), ENCODING, ERRORS)
                sys.stderr = io.TextIOWrapper(io.FileIO(2, "w", closefd=False), ENCODING, "backslashreplace")
                sys.argv = ["kfgen", *job["args"]]
                try:
                    runpy.run_module("kfgen.cli", run_name="__main__", alter_sys=True)
                    code = 0
                except SystemExit as exc:
                    if exc.code is None or isinstance(exc.code, int):
                        code = exc.code or 0
                    else:
                        print(exc.code, file=sys.stderr)
                except BaseException:
                    traceback.print_exc()
                sys.stdout.flush()
                sys.stderr.flush()
            finally:
                os._exit(code)
        code = os.waitstatus_to_exitcode(os.waitpid(pid, 0)[1])
        out, err = (open(path, encoding="utf-8", errors="replace").read() for path in paths[1:])
    sys.stdout.write(json.dumps({"code": code, "stdout": out, "stderr": err}) + "\n")
    sys.stdout.flush()
"""


def _environ() -> dict[str, str]:
    return {**os.environ, "PYTHONPATH": str(ROOT)}


class Server:
    """One warm interpreter that runs `kfgen.cli` jobs in forked children, one at a time."""

    def __init__(self) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-c", SERVER],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            env=_environ(),
            cwd=ROOT,
            text=True,
            encoding="utf-8",
        )

    def run(self, cwd: Path, args: list[str], stdin: str | None) -> subprocess.CompletedProcess[str]:
        assert self.proc.stdin is not None and self.proc.stdout is not None
        job = {"cwd": str(cwd), "args": args, "stdin": stdin, "timeout": TIMEOUT}
        self.proc.stdin.write(json.dumps(job) + "\n")
        self.proc.stdin.flush()
        line = self.proc.stdout.readline()
        assert line, f"the kfgen server died (exit {self.proc.wait()})"
        reply = json.loads(line)
        return subprocess.CompletedProcess(["kfgen", *args], reply["code"], reply["stdout"], reply["stderr"])

    def close(self) -> None:
        if self.proc.stdin:
            self.proc.stdin.close()
        self.proc.wait(timeout=30)


def _command(case: str, what: str) -> tuple[list[str], str | None]:
    if what == "fn" and fn_only(case):
        return ["fn"], (case_dir(case) / "input.yaml").read_text(encoding="utf-8")
    if what == "fn":
        return ["fn"], resource_list(case)[1]
    name = env_name(case)
    return [what, *(["--env", name] if name else []), "input.yaml"], None


def _run_fresh(cwd: Path, args: list[str], stdin: str | None) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kfgen.cli", *args],
        cwd=cwd,
        env=_environ(),
        input=stdin,
        capture_output=True,
        text=True,
        encoding="utf-8",
        timeout=TIMEOUT,
        check=False,
    )


def _jobs_of(item: pytest.Item) -> Iterator[Job]:
    params = getattr(getattr(item, "callspec", None), "params", {})
    name = getattr(item, "originalname", "")
    if name == "test_cli":
        yield params["case"], params["command"]
    elif name == "test_fn":
        yield params["case"], "fn"


@pytest.fixture(scope="module")
def runs(request: pytest.FixtureRequest) -> Iterator[dict[Job, Future[subprocess.CompletedProcess[str]]]]:
    """Every CLI run the selected tests of this module need, started at once on a few workers."""
    jobs = sorted(
        {
            job
            for item in request.session.items
            if getattr(item, "module", None) is request.module
            for job in _jobs_of(item)
        }
    )
    local = threading.local()
    servers: list[Server] = []
    lock = threading.Lock()

    def run(job: Job) -> subprocess.CompletedProcess[str]:
        case, what = job
        args, stdin = _command(case, what)
        if FRESH:
            return _run_fresh(case_dir(case), args, stdin)
        if not hasattr(local, "server"):
            local.server = Server()
            with lock:
                servers.append(local.server)
        result: subprocess.CompletedProcess[str] = local.server.run(case_dir(case), args, stdin)
        return result

    pool = ThreadPoolExecutor(max_workers=max(2, os.cpu_count() or 2))
    try:
        yield {job: pool.submit(run, job) for job in jobs}
    finally:
        pool.shutdown(cancel_futures=True)
        for server in servers:
            server.close()


# the corpus itself ----------------------------------------------------------------------------------


def test_corpus_is_well_formed() -> None:
    hostile = [case for case in CASES if case.startswith("hostile/")]
    assert len(CASES) - len(hostile) >= MIN_CASES, f"only {len(CASES) - len(hostile)} cases in {BAD}"
    assert len(hostile) >= MIN_HOSTILE_CASES, f"only {len(hostile)} cases in {HOSTILE}"
    for case in CASES:
        files = {p.name for p in case_dir(case).iterdir()}
        assert {"input.yaml", "expected.txt"} <= files, case
        assert files <= CASE_FILES, f"{case}: unexpected files {sorted(files - CASE_FILES)}"
        lines = expected_lines(case)
        assert lines and all(line.startswith(("[error] ", "[warning] ")) for line in lines), case
        assert expected_errors(case), f"{case}: expects no error"
        assert not (fn_only(case) and (cli_only(case) or not runs_fn(case))), case
        if not cli_only(case) and not fn_only(case):
            load(case)  # parses, and the Environment matches env.txt
    assert set(KNOWN_WRONG) <= set(CASES), sorted(set(KNOWN_WRONG) - set(CASES))


# the entry points -----------------------------------------------------------------------------------


@pytest.mark.parametrize("case", _params(("api",), lambda case: not cli_only(case) and not fn_only(case)))
def test_api(case: str) -> None:
    items, environment = load(case)
    expansion = core.transform(items, environment)
    assert not expansion.ok
    assert [str(r) for r in expansion.results if r.severity == "error"] == expected_errors(case)


@pytest.mark.parametrize(("command", "case"), _params(("render", "validate"), lambda case: not fn_only(case)))
def test_cli(command: str, case: str, runs: dict[Job, Future[subprocess.CompletedProcess[str]]]) -> None:
    proc = runs[case, command].result()
    assert "Traceback" not in proc.stdout + proc.stderr, proc.stderr
    assert proc.stdout == "", "no partial output on failure"
    lines, expected = proc.stderr.splitlines(), expected_lines(case)
    assert [unlocated(line) for line in lines] == expected
    for line, want in zip(lines, expected, strict=True):
        if OBJECT.match(want):
            assert located_in_input(line, case), f"not located at a line of input.yaml: {line}"
    assert proc.returncode == 1


# The CLI prints `FILE:LINE: [severity] <object> <field>: <message>` (kfgen.cli.locations); the corpus states the
# line without its location, as the Python API and the KRM function give it (a problem with no object keeps its
# file after the severity there: `[error] input.yaml:3:5: invalid YAML ...`).
LOCATED = re.compile(r"^(?P<where>\S+?): (?P<severity>\[(?:error|warning)\]) (?P<rest>.*)$", re.DOTALL)
OBJECT = re.compile(r"^\[(?:error|warning)\] [^/\s]+(?:/[^/\s]*){3,} ")


def unlocated(line: str) -> str:
    match = LOCATED.match(line)
    if match is None:
        return line
    if re.fullmatch(r"input\.yaml:\d+", match["where"]):  # an object's field, found at its line
        return f"{match['severity']} {match['rest']}"
    return f"{match['severity']} {match['where']}: {match['rest']}"


def located_in_input(line: str, case: str) -> bool:
    """The line names input.yaml and a line of it that holds a key (the field's, or the object's first)."""
    match = LOCATED.match(line)
    where = match["where"].split(":") if match else []
    if len(where) != 2 or where[0] != "input.yaml" or not where[1].isdigit():
        return False
    text = (case_dir(case) / "input.yaml").read_text(encoding="utf-8").splitlines()
    return 1 <= int(where[1]) <= len(text)


def _krm_line(result: Obj) -> str:
    """A function result in the CLI's line format; every field it needs must be there."""
    if set(result) == {"message", "severity", "field"}:  # a problem of the ResourceList wrapper itself
        return f"[{result['severity']}] {result['field']['path']}: {result['message']}"
    assert {"apiVersion", "kind", "name", "namespace"} <= set(result.get("resourceRef") or {}), result
    assert "path" in (result.get("field") or {}), result
    ref, path = result["resourceRef"], result["field"]["path"]
    return (
        f"[{result['severity']}] {ref['apiVersion']}/{ref['kind']}/{ref['namespace']}/{ref['name']} "
        f"{path}: {result['message']}"
    )


@pytest.mark.parametrize("case", _params(("fn",), runs_fn))
def test_fn(case: str, runs: dict[Job, Future[subprocess.CompletedProcess[str]]]) -> None:
    proc = runs[case, "fn"].result()
    assert "Traceback" not in proc.stdout + proc.stderr, proc.stderr
    if fn_only(case):
        _check_wrapper_echo(case, proc)
        return
    output = yaml.safe_load(proc.stdout)
    assert isinstance(output, dict) and output.get("kind") == "ResourceList", proc.stdout
    assert output.get("items") == load(case)[0], "the items must be echoed unchanged"
    errors = [r for r in output.get("results") or [] if r.get("severity") == "error"]
    assert [_krm_line(r) for r in errors] == expected_errors(case)
    assert proc.stderr.splitlines() == expected_lines(case)
    assert proc.returncode == 1


def _check_wrapper_echo(case: str, proc: subprocess.CompletedProcess[str]) -> None:
    """A malformed ResourceList comes back as it came: byte for byte when it is none (apiVersion, kind), else
    as a ResourceList with the results added."""
    raw = (case_dir(case) / "input.yaml").read_text(encoding="utf-8")
    given = yaml.safe_load(raw)
    if proc.stdout != raw:
        assert isinstance(given, dict)
        output = yaml.safe_load(proc.stdout)
        assert isinstance(output, dict) and output.get("kind") == "ResourceList", proc.stdout
        results = output.pop("results")
        given.pop("results", None)
        assert output == given, "the input must be echoed unchanged"
        errors = [r for r in results if r.get("severity") == "error"]
        assert [_krm_line(r) for r in errors] == expected_errors(case)
    else:
        wrapper = ("[error] apiVersion: ", "[error] kind: ", "[error] the input must be")
        assert all(line.startswith(wrapper) for line in expected_lines(case)), "only no ResourceList is echoed as is"
    assert proc.stderr.splitlines() == expected_lines(case)
    assert proc.returncode == 1
