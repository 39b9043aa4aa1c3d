"""The README's test command, behind scripts/test.sh: each folder of tests/ runs as soon as what it needs exists.

One build lane runs scripts/install-tools.sh step by step in the order of tests/needs.toml (a Go build keeps both
cores busy); beside it, test lanes install kfgen's Python dependencies, run the checks (drift, ruff, mypy, import
contracts, vulture, the docs site) and then one pytest run per folder of tests/, each started once every step its
folder lists is built. At the end it prints what each step and each run took, so a slowdown is seen the day it lands.

    python3 scripts/run_tests.py [--lanes N] [PYTEST ARGS...]   (scripts/test.sh passes its arguments here)

KFGEN_DEPS chooses the Python dependencies: locked (default, constraints.txt), newest (what a new user's
`pip install` gets) or floors (the lowest releases pyproject.toml declares, uv's lowest-direct resolution).
"""

from __future__ import annotations

import argparse
import os
import re
import shlex
import signal
import subprocess
import sys
import tempfile
import time
import tomllib
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
NEEDS = tomllib.loads((ROOT / "tests" / "needs.toml").read_text())
# the folders in the order they start when several are ready: the longest first, so the lanes end together
ORDER = ("unit", "render_tools", "apiserver", "operators", "monitoring", "network_policy", "mlflow", "image")
ORDER += tuple(sorted(set(NEEDS["folders"]) - set(ORDER), key=lambda f: NEEDS["build"].index(NEEDS["folders"][f][-1])))
PIP = [sys.executable, "-m", "pip", "install", "--quiet", "--disable-pip-version-check"]
EXTRAS = ".[test,controller,docs]"
DEPENDENCIES = {
    "locked": [[*PIP, "-c", "constraints.txt", "-e", EXTRAS]],
    "newest": [[*PIP, "--upgrade", "--upgrade-strategy", "eager", "-e", EXTRAS]],
    "floors": [[*PIP, "uv"], [sys.executable, "-m", "uv", "pip", "install", "--system", "--resolution", "lowest-direct",
                               "-e", EXTRAS]],
}  # fmt: skip
# run before any test: the GrafanaDashboard and v2beta1 MPIJob CRDs (seconds each) that the schema tests of tests/unit
# read
FIRST_STEPS = ("grafana-crds", "mpi-operator-crds")


@dataclass
class Job:
    """One command of a lane, its log, and when it ran."""

    name: str
    commands: list[list[str]]
    log: Path
    env: dict[str, str] = field(default_factory=dict)
    started: float = 0.0
    ended: float = 0.0
    status: int | None = None
    proc: subprocess.Popen[bytes] | None = None
    index: int = 0

    def start(self, now: float) -> None:
        self.started = now
        self._next()

    def _next(self) -> None:
        with self.log.open("ab") as out:
            self.proc = subprocess.Popen(
                self.commands[self.index],
                cwd=ROOT,
                stdout=out,
                stderr=subprocess.STDOUT,
                env={**os.environ, **self.env},
                start_new_session=True,  # stop() ends what it started too (etcd, API servers, operators)
            )

    def poll(self, now: float) -> bool:
        """True once the job has ended (every command ran, or one failed)."""
        assert self.proc is not None
        code = self.proc.poll()
        if code is None:
            return False
        self.index += 1
        if code == 0 and self.index < len(self.commands):
            self._next()
            return False
        self.status, self.ended = code, now
        return True

    @property
    def seconds(self) -> float:
        return self.ended - self.started

    def stop(self) -> None:
        if self.proc is not None and self.proc.poll() is None:
            os.killpg(self.proc.pid, signal.SIGTERM)


def checks() -> list[list[str]]:
    py = sys.executable
    return [
        [py, "-m", "kfgen.gen", "--check"],
        # no merge's conflict markers anywhere, and every shell script parses (ruff reads Python only)
        [
            "bash",
            "-c",
            "! git grep -nE '^(<<<<<<<|>>>>>>>) ' && for f in scripts/*.sh .ci/run; do bash -n \"$f\" || exit 1; done",
        ],
        ["ruff", "format", "--check", "kfgen", "tests", "scripts"],
        ["ruff", "check", "kfgen", "tests", "scripts"],
        [py, "-m", "mypy", "kfgen", "tests", "scripts"],
        ["lint-imports"],
        ["vulture", "kfgen", "tests", "scripts"],
        # every page in the nav, every link between pages and its anchor (mkdocs.yml's validation, --strict);
        # links to other sites are not fetched (no network here). README.md's own links: tests/unit/test_docs_site.py
        [py, "-m", "mkdocs", "build", "--strict", "--site-dir", str(Path(tempfile.mkdtemp()) / "site")],
    ]


def was_cached(log: Path) -> bool:
    """Whether a step found everything it installs already there: each of install-tools.sh's lines says cached (a
    step that builds one thing says so beside what it found, e.g. mlflow's postgres)."""
    said = [line for line in log.read_text(errors="replace").splitlines() if line.startswith("[install-tools]")]
    return bool(said) and all(line.endswith("cached") for line in said)


def passed_line(log: Path) -> str:
    """pytest's last line (`4,210 passed, 2 warnings in 512.3s`), without its padding."""
    lines = [line for line in log.read_text(errors="replace").splitlines() if line.strip()]
    summary = [line for line in lines if re.search(r"\b(passed|failed|error|no tests ran)\b", line)]
    return summary[-1].strip("= ") if summary else (lines[-1] if lines else "")


class Run:
    def __init__(
        self,
        lanes: int,
        pytest_args: list[str],
        needs: dict[str, Any] = NEEDS,
        install: tuple[str, ...] = ("bash", "scripts/install-tools.sh"),
    ) -> None:
        self.lanes = lanes
        self.needs = needs
        self.install = install
        self.pytest_args = pytest_args
        self.work = Path(tempfile.mkdtemp(prefix="kfgen-test-"))
        self.t0 = time.monotonic()
        self.built: dict[str, Job] = {}
        self.build_queue = [s for s in needs["build"] if s not in FIRST_STEPS]
        self.building: Job | None = None
        self.waiting: list[Job] = []  # the test lanes' queue, in order
        self.running: list[Job] = []
        self.done: list[Job] = []
        self.failed = False

    def now(self) -> float:
        return time.monotonic() - self.t0

    def say(self, line: str) -> None:
        print(f"[{self.now() / 60:5.1f} min] {line}", file=sys.stderr, flush=True)

    def job(self, name: str, commands: list[list[str]], env: dict[str, str] | None = None) -> Job:
        safe = re.sub(r"[^\w.-]", "_", name)
        return Job(name, commands, self.work / f"{safe}.log", env or {})

    def step(self, name: str) -> Job:
        return self.job(f"build {name}", [[*self.install, name]])

    def ready(self, job: Job) -> bool:
        folder = job.name.removeprefix("tests/")
        if job.name == "checks" or folder not in self.needs["folders"]:
            return True
        return all(s in self.built and self.built[s].status == 0 for s in self.needs["folders"][folder])

    def blocked(self, job: Job) -> str | None:
        """The step that failed or will not be built, for a folder that can never start."""
        folder = job.name.removeprefix("tests/")
        steps: list[str] = self.needs["folders"].get(folder, [])
        pending = bool(self.build_queue) or self.building is not None
        failed = [s for s in steps if s in self.built and self.built[s].status != 0]
        never = [s for s in steps if s not in self.built and not pending]
        return next(iter(failed + never), None)

    def main(self) -> int:
        deps = os.environ.get("KFGEN_DEPS", "locked")
        if deps not in DEPENDENCIES:
            print("KFGEN_DEPS: locked, newest or floors", file=sys.stderr)
            return 2
        for tool in ("kpt", "kubectl"):
            if not any((Path(d) / tool).exists() for d in os.environ.get("PATH", "").split(os.pathsep)):
                print(f"missing tool: {tool}", file=sys.stderr)
                return 1
        bin_dir = subprocess.run(
            ["bash", "scripts/install-tools.sh", "--print-bin"], cwd=ROOT, capture_output=True, text=True, check=True
        ).stdout.strip()
        os.environ["KFGEN_TOOLS_BIN"] = bin_dir
        os.environ["PATH"] = bin_dir + os.pathsep + os.environ["PATH"]
        for name in FIRST_STEPS:
            first = self.step(name)
            first.start(self.now())
            while not first.poll(self.now()):
                time.sleep(0.2)
            self.built[name] = first
        self.waiting.append(self.job("dependencies", DEPENDENCIES[deps]))
        self.waiting.append(self.job("checks", checks()))
        # each folder's slowest tests in the log, so that what made a folder slower is named the day it lands
        pytest = [sys.executable, "-m", "pytest", "-p", "no:cacheprovider", "--durations=12", "--durations-min=5"]
        for folder in ORDER:
            self.waiting.append(self.job(f"tests/{folder}", [[*pytest, f"tests/{folder}", *self.pytest_args]]))
        try:
            self.loop()
        finally:
            for job in (self.building, *self.running):
                if job is not None:
                    job.stop()
        self.table()
        return 1 if self.failed else 0

    def loop(self) -> None:
        while self.waiting or self.running or self.building or self.build_queue:
            if self.building is None and self.build_queue:
                self.building = self.step(self.build_queue.pop(0))
                self.building.start(self.now())
            if self.building is not None and self.building.poll(self.now()):
                self.finish_build(self.building)
                self.building = None
            for job in [j for j in self.running if j.poll(self.now())]:
                self.running.remove(job)
                self.finish_test(job)
            self.start_ready()
            time.sleep(0.5)

    def lanes_now(self) -> int:
        """`lanes` beside a build; one more once nothing is left to build (its core is free): the load a cached run
        puts on the machine is then what an empty-cache run's already is, two folders and a Go build."""
        return self.lanes if self.building is not None or self.build_queue else self.lanes + 1

    def start_ready(self) -> None:
        # the dependencies come before every other job of the test lanes, and the checks before the tests
        gate = next((j for j in self.waiting if j.name in ("dependencies", "checks")), None)
        for job in list(self.waiting):
            if len(self.running) >= self.lanes_now():
                return
            if gate is not None and job is not gate:
                return
            if any(j.name in ("dependencies",) for j in self.running):
                return
            broken = self.blocked(job)
            if broken:
                self.waiting.remove(job)
                self.failed = True
                self.say(f"{job.name}: not run, the step {broken} was not built")
                continue
            if self.ready(job):
                self.waiting.remove(job)
                self.running.append(job)
                job.start(self.now())
                self.say(f"{job.name}: started")
                gate = None

    def finish_build(self, job: Job) -> None:
        name = job.name.removeprefix("build ")
        self.built[name] = job
        cached = " (cached)" if job.status == 0 and was_cached(job.log) else ""
        if job.status != 0:
            self.failed = True
            self.say(f"{job.name}: FAILED ({job.status}); its log:")
            print(job.log.read_text(errors="replace"), file=sys.stderr)
            self.build_queue.clear()  # what is left may need it; the folders that do are reported as not run
        else:
            self.say(f"{job.name}: {job.seconds:.0f} s{cached}")

    def finish_test(self, job: Job) -> None:
        # pytest exits 5 when a selection holds no test (-k naming tests of other folders)
        ok = job.status == 0 or (job.status == 5 and job.name.startswith("tests/"))
        text = job.log.read_text(errors="replace")
        if job.name.startswith("tests/") or not ok:
            print(f"== {job.name}", file=sys.stderr)
            print(text if not ok or "-q" not in self.pytest_args else text[-4000:], file=sys.stderr, end="")
        if not ok:
            self.failed = True
            self.say(f"{job.name}: FAILED ({job.status})")
            if job.name == "dependencies":  # nothing else can run without them
                self.waiting.clear()
                self.build_queue.clear()
        else:
            self.say(f"{job.name}: {passed_line(job.log) if job.name.startswith('tests/') else 'ok'}")
        self.done.append(job)

    def table(self) -> None:
        rows = [("what", "from min", "to min", "seconds", "result")]
        builds = sorted(self.built.values(), key=lambda j: j.started)
        for job in [*builds, *sorted(self.done, key=lambda j: j.started)]:
            if job.name.startswith("build "):
                result = "cached" if was_cached(job.log) else "built"
                result = result if job.status == 0 else f"FAILED ({job.status})"
            else:
                result = (
                    passed_line(job.log) if job.name.startswith("tests/") else ("ok" if job.status == 0 else "FAILED")
                )
            rows.append((job.name, f"{job.started / 60:.1f}", f"{job.ended / 60:.1f}", f"{job.seconds:.0f}", result))
        rows.append(("total", "0.0", f"{self.now() / 60:.1f}", f"{self.now():.0f}", "FAILED" if self.failed else "ok"))
        widths = [max(len(r[i]) for r in rows) for i in range(4)]
        lanes = f"1 build, {self.lanes} test; {self.lanes + 1} test once nothing is left to build"
        print(f"\n== where the time went (lanes: {lanes})", file=sys.stderr)
        for r in rows:
            cells = [r[0].ljust(widths[0]), *(c.rjust(w) for c, w in zip(r[1:4], widths[1:], strict=True)), r[4]]
            print("  ".join(cells), file=sys.stderr)


def main(argv: list[str]) -> int:
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n\n")[0])
    lanes = int(os.environ.get("KFGEN_TEST_LANES", "2"))
    help_text = "pytest runs at once beside the build, one more after it (default 2, or $KFGEN_TEST_LANES)"
    parser.add_argument("--lanes", type=int, default=lanes, help=help_text)
    args, pytest_args = parser.parse_known_args(argv)
    os.chdir(ROOT)
    print("run_tests:", shlex.join(["--lanes", str(args.lanes), *pytest_args]), file=sys.stderr)
    return Run(args.lanes, pytest_args).main()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
