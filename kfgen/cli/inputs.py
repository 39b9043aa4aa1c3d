"""What `render`, `validate` and `check-build` read: the inputs named on the command line and the Environment."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kfgen.cli.main import read_stdin
from kfgen.results import ERROR, Result

if TYPE_CHECKING:
    import argparse


def prepare(args: argparse.Namespace) -> tuple[list[Any], dict[str, Any] | None, list[Result]]:
    from pathlib import Path

    from kfgen.io import files

    stdin_text, unreadable = stdin_if_needed(args.paths)
    loaded = files.load(args.paths, stdin_text)
    results = unreadable + loaded.results
    environment = None
    if args.environment:
        environment, problems = files.environment_file(args.environment)
        results += problems
    elif args.env:
        known = files.environments(loaded.items)
        if args.env not in known:
            known = files.with_conventional(known, Path.cwd())
        environment = known.get(args.env)
        if environment is None:
            names = ", ".join(sorted(known)) or "none"
            results.append(
                Result(
                    ERROR,
                    f"unknown environment {args.env!r} (known: {names}); pass it among the "
                    "inputs, as --environment FILE, or run where overlays/<name>/environment.yaml "
                    "exists",
                    field="--env",
                )
            )
    return loaded.items, environment, results


def stdin_if_needed(paths: list[str]) -> tuple[str | None, list[Result]]:
    if "-" not in paths:
        return None, []
    _, text, problems = read_stdin()
    return text, problems
