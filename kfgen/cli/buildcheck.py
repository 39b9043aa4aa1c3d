"""`kfgen check-build`: fail if a built stream still holds kfgen resources (kfgen.cli.checkbuild)."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING

from kfgen.cli.inputs import stdin_if_needed
from kfgen.cli.reporting import report
from kfgen.results import has_errors

if TYPE_CHECKING:
    import argparse


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    check = sub.add_parser(
        "check-build", help="fail if a built stream still holds kfgen resources (a build that did not run the function)"
    )
    check.add_argument("paths", nargs="*", default=["-"], metavar="PATH")
    check.add_argument(
        "--expect",
        nargs="+",
        metavar="SPEC",
        help="TrainingSpec files or directories that must each have a generated job",
    )
    check.add_argument(
        "--functions",
        metavar="DIR",
        help="before the build: refuse DIR (a kustomize overlay, or a kpt package: a folder with a Kptfile) when it "
        "would run any function but kfgen's own `kfgen-fn` (a script a spec author lists, a container); no PATH read",
    )
    check.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from kfgen.cli import checkbuild

    if args.functions is not None:
        return functions(args.functions)

    stdin_text, unreadable = stdin_if_needed(args.paths)
    # an input not read says nothing of what the build holds ("no job in the built output" would be a guess)
    results, counts = checkbuild.problems(args.paths, stdin_text, args.expect) if not unreadable else ([], {})
    results = unreadable + results
    if results:
        from kfgen.cli.locations import Sources

        report(results, sources=Sources(args.paths, stdin_text))
    if not has_errors(results):
        print(json.dumps(counts), file=sys.stderr)
    return 1 if has_errors(results) else 0


def functions(directory: str) -> int:
    """`--functions DIR`: what `kustomize build --enable-exec DIR` or `kpt fn render DIR --allow-exec` would run that
    is not kfgen's function, each a located `[error]` (kfgen.cli.execonly)."""
    from pathlib import Path

    from kfgen.cli import execonly
    from kfgen.results import ERROR, Result

    folder = Path(directory)
    if not folder.is_dir():
        report([Result(ERROR, "no such directory: the build cannot be checked", field="--functions", file=directory)])
        return 1
    found = execonly.kpt_problems(folder) if (folder / "Kptfile").is_file() else execonly.problems(folder)
    report(execonly.at_lines(found))
    return 1 if found else 0
