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
    check.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from kfgen.cli import checkbuild

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
