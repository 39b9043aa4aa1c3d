"""What `render`, `validate` and `check-build` read: the inputs named on the command line and the Environment."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kfgen.checks import hints
from kfgen.cli.main import read_stdin
from kfgen.results import ERROR, Result

if TYPE_CHECKING:
    import argparse

    from kfgen.cli.locations import Sources


def prepare(args: argparse.Namespace) -> tuple[list[Any], dict[str, Any] | None, list[Result], Sources]:
    """The items, the Environment, the problems so far, and the files a message may point into."""
    from kfgen.io import files

    stdin_text, unreadable = stdin_if_needed(args.paths)
    loaded = files.load(args.paths, stdin_text)
    environment, problems = environment_of(args, loaded.items)
    return loaded.items, environment, unreadable + loaded.results + problems, sources_of(args, stdin_text)


def sources_of(args: argparse.Namespace, stdin_text: str | None = None, expanded: list[str] | None = None) -> Sources:
    """The inputs, then the Environment's file (`--environment`, or the conventional ones `--env` may read)."""
    from pathlib import Path

    from kfgen.cli.locations import Sources
    from kfgen.io import files

    more = [args.environment] if getattr(args, "environment", None) else []
    if getattr(args, "env", None):
        more += files.conventional_environments(Path())  # relative, as the user would type them
    return Sources(args.paths, stdin_text, more, expanded)


def environment_of(args: argparse.Namespace, items: list[Any]) -> tuple[dict[str, Any] | None, list[Result]]:
    """The Environment `--environment FILE` or `--env NAME` names (None: neither), or why there is none."""
    return select_environment(args.environment, args.env, items)


def select_environment(
    path: str | None, name: str | None, items: list[Any]
) -> tuple[dict[str, Any] | None, list[Result]]:
    """The Environment in the file `path`, or the one called `name` among `items` or in
    overlays/<name>/environment.yaml below the working directory (None: neither given), or why there is none."""
    from pathlib import Path

    from kfgen.io import files

    if path:
        return files.environment_file(path)
    if not name:
        return None, []
    known = files.environments(items)
    if name not in known:
        known = files.with_conventional(known, Path.cwd())
    environment = known.get(name)
    if environment is not None:
        return environment, []
    names = ", ".join(sorted(known)) or "none"
    message = (
        f"unknown environment {name!r} (known: {names}); pass it among the inputs, as --environment FILE, or "
        "run where overlays/<name>/environment.yaml exists"
    )
    return None, [Result(ERROR, message + hints.did_you_mean(name, known), field="--env")]


def stdin_if_needed(paths: list[str]) -> tuple[str | None, list[Result]]:
    if "-" not in paths:
        return None, []
    _, text, problems = read_stdin()
    return text, problems
