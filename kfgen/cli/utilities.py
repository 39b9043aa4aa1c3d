"""`kfgen init`, `schema`, `post-render` and `check-build`: the commands around a build."""

from __future__ import annotations

import json
import sys
from typing import TYPE_CHECKING

from kfgen.cli.inputs import stdin_if_needed
from kfgen.cli.main import report
from kfgen.results import has_errors

if TYPE_CHECKING:
    import argparse


def init(args: argparse.Namespace) -> int:
    from pathlib import Path

    from kfgen.cli import scaffold

    layout = "kpt" if args.kpt else "kustomize"
    problems = scaffold.init(Path(args.directory), layout, force=args.force)
    for problem in problems:
        print(f"[error] {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"wrote a {layout} repository to {args.directory}: see {Path(args.directory) / 'README.md'}", file=sys.stderr)
    return 0


def schema(args: argparse.Namespace) -> int:
    from kfgen.gen import crd
    from kfgen.io import yamlio

    if args.crd:
        sys.stdout.write(yamlio.dump(crd.crd(args.kind)))
    else:
        sys.stdout.write(crd.json_schema(args.kind))
    return 0


def post_render(args: argparse.Namespace) -> int:
    from kfgen.cli import postrender

    return postrender.main(args)


def check_build(args: argparse.Namespace) -> int:
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
