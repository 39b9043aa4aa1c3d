"""How kfgen's work grows with its input, counted, never timed: the lines of Python a command runs (sys.settrace)
at N, 2N and 4N specs, for `render` of one file, the KRM function, `diff --env dev --env prod` and `import`.

    python scripts/growth.py [--base N] [--bound B]   (CI: tests/unit/test_growth.py; scripts/bench.py --growth)

A size repeats one mix of `base` generated specs (scripts/bench.py's generator), each copy renamed, so that every
spec added brings the same work. The growth factor is the work a spec added costs from 2N to 4N over what one
cost from N to 2N: 1.0 when the work is linear in the specs (what is paid once per command, the interpreter's start,
the Environment's objects, cancels out), above 1 when it grows faster; at most `bound`. Lines are counted in a
child forked from this process (kfgen imported, nothing run: each size starts as cold as the others), so the
count is the same on a busy machine as on an idle one. Work done inside C (a regex, `list.index`) counts as one
line: scripts/bench.py's timings at 300, 1,000 and 10,000 specs see that.
"""

from __future__ import annotations

import argparse
import contextlib
import copy
import io
import os
import random
import sys
import tempfile
from collections.abc import Callable
from pathlib import Path
from types import FrameType
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))
import bench

BASE = 10  # specs in the mix; sizes are BASE, 2 BASE and 4 BASE
BOUND = 1.01  # lines are counted, not timed: linear work measures 1.000 to 1.002 (import sorts its jobs)
COMMANDS = ("render", "fn", "diff", "import")


def specs(count: int, base: int) -> list[dict[str, Any]]:
    rng = random.Random(bench.SEED)
    mix = [bench.make_spec(rng, index) for index in range(base)]
    out = []
    for index in range(count):
        spec = copy.deepcopy(mix[index % base])
        spec["metadata"]["name"] = f"g{index:05d}-" + spec["metadata"]["name"][:40]
        out.append(spec)
    return out


class Inputs:
    """A size's inputs in `root`: the specs as one file and one file each, the ResourceList kustomize sends for
    them, their render (import's input) and the overlays of prod and dev (bench.diff_platform)."""

    def __init__(self, root: Path, count: int, base: int) -> None:
        import yaml

        self.root = bench.diff_platform(root)
        self.folder = root / "specs"
        self.folder.mkdir()
        made = specs(count, base)
        for spec in made:
            text = yaml.dump(spec, Dumper=yaml.CSafeDumper, sort_keys=False, default_flow_style=None, width=100)
            (self.folder / f"{spec['metadata']['name']}.yaml").write_text(text, encoding="utf-8")
        self.one_file = root / "one.yaml"
        self.one_file.write_text(yaml.dump_all(made, Dumper=yaml.CSafeDumper, sort_keys=False), encoding="utf-8")
        self.resource_list = root / "resource-list.yaml"
        self.resource_list.write_bytes(bench.kustomize_resource_list(self.folder))
        self.rendered = root / "rendered.yaml"


def argv(command: str, inputs: Inputs) -> tuple[list[str], Path | None, tuple[int, ...]]:
    """The command line, its standard input and the exit codes it may end with."""
    if command == "render":
        return ["render", "--env", "prod", "-j", "1", str(inputs.one_file)], None, (0,)
    if command == "fn":
        return ["fn"], inputs.resource_list, (0,)
    if command == "diff":
        return ["diff", "--env", "dev", "--env", "prod", str(inputs.folder)], None, (1,)
    return ["import", "--env", "prod", "-o", str(inputs.root / "imported"), str(inputs.rendered)], None, (0, 3)


def count_lines(run: Callable[[], Any]) -> int:
    """The lines of Python `run` executes, in a forked child (this process's state stays as it was)."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:  # the child: count, report, leave without running this process's exit handlers
        os.close(read)
        os.sched_setaffinity(0, {min(os.sched_getaffinity(0))})  # one core: kfgen starts no workers
        lines = [0]

        def local(_frame: FrameType, event: str, _arg: Any) -> Any:
            if event == "line":
                lines[0] += 1
            return local

        def trace(_frame: FrameType, _event: str, _arg: Any) -> Any:
            return local

        code = 0
        try:
            sys.settrace(trace)
            run()
        except BaseException as exc:  # the child must reach os._exit whatever happens
            sys.settrace(None)
            os.write(2, f"growth: {exc!r}\n".encode())
            code = 1
        finally:
            sys.settrace(None)
        os.write(write, f"{lines[0]}\n".encode())
        os._exit(code)
    os.close(write)
    with os.fdopen(read) as got:
        text = got.read()
    _, status = os.waitpid(pid, 0)
    if os.waitstatus_to_exitcode(status) != 0 or not text.strip():
        raise SystemExit("growth: the counted command failed")
    return int(text)


def run_kfgen(args: list[str], stdin: Path | None, codes: tuple[int, ...], cwd: Path) -> Callable[[], None]:
    def run() -> None:
        from kfgen.cli import main

        os.chdir(cwd)
        sink = io.StringIO()
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(io.StringIO()) as err:
            if stdin is not None:
                sys.stdin = open(stdin, encoding="utf-8")  # noqa: SIM115 (the forked child ends right after)
            code = main.main(args)
        if code not in codes:
            os.write(2, f"growth: kfgen {' '.join(args)} exited {code}\n{err.getvalue()[-2000:]}".encode())
            raise SystemExit(1)

    return run


def rendered(inputs: Inputs) -> None:
    """import's input: the render of the specs, made in this process's child as the render itself would."""
    read, write = os.pipe()
    pid = os.fork()
    if pid == 0:
        os.close(read)
        from kfgen.cli import main

        os.chdir(inputs.root)
        sink = io.StringIO()
        with contextlib.redirect_stdout(sink), contextlib.redirect_stderr(io.StringIO()):
            main.main(["render", "--env", "prod", "-j", "1", str(inputs.one_file)])
        inputs.rendered.write_text(sink.getvalue(), encoding="utf-8")
        os._exit(0)
    os.close(write)
    os.close(read)
    os.waitpid(pid, 0)


def factor(work: list[int]) -> float:
    """The work a spec added costs from 2N to 4N, over what one cost from N to 2N (sizes N, 2N, 4N)."""
    small, middle, large = work
    return (large - middle) / (2 * (middle - small))


def measure(commands: tuple[str, ...] = COMMANDS, base: int = BASE) -> dict[str, list[int]]:
    """Lines run by each command at base, 2 base and 4 base specs."""
    # imported here once: the children count what the commands run, not the modules a size past a threshold imports
    # (the KRM function's batch from kfgen.cli.krm.BATCH_FROM items)
    from kfgen.cli import batch, main
    from kfgen.io import yamlfast

    del batch, main
    # every size on the path of a large input (yaml-rs read, imported here), and in one process (count_lines: no
    # workers, whose lines would not be seen): a size past a threshold would take another path than one below it
    yamlfast._yaml_rs()
    out: dict[str, list[int]] = {command: [] for command in commands}
    with tempfile.TemporaryDirectory(prefix="kfgen-growth-") as tmp:
        for multiple in (1, 2, 4):
            inputs = Inputs(Path(tmp) / str(multiple), multiple * base, base)
            if "import" in commands:
                rendered(inputs)
            for command in commands:
                args, stdin, codes = argv(command, inputs)
                out[command].append(count_lines(run_kfgen(args, stdin, codes, inputs.root)))
    return out


def table(work: dict[str, list[int]], base: int, bound: float) -> tuple[list[str], bool]:
    lines = [
        f"| command | lines run: {base} / {2 * base} / {4 * base} specs | growth factor (1.0: linear) | bound |",
        "|---|---|---|---|",
    ]
    ok = True
    for command, counts in work.items():
        growth = factor(counts)
        ok = ok and growth <= bound
        shown = " / ".join(f"{n:,}" for n in counts)
        lines.append(f"| `{command}` | {shown} | {growth:.3f} {'PASS' if growth <= bound else 'FAIL'} | ≤ {bound} |")
    return lines, ok


def main(argv_: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="kfgen's work at N, 2N and 4N specs, counted: fails above linear")
    parser.add_argument("--base", type=int, default=BASE, help=f"N, the specs of the smallest size (default {BASE})")
    parser.add_argument("--bound", type=float, default=BOUND, help=f"the largest growth factor (default {BOUND})")
    parser.add_argument("--command", action="append", choices=COMMANDS, help="only these (default: all)")
    args = parser.parse_args(argv_)
    sys.path.insert(0, str(bench.ROOT))
    work = measure(tuple(args.command or COMMANDS), args.base)
    lines, ok = table(work, args.base, args.bound)
    print("\n".join(lines))
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main())
