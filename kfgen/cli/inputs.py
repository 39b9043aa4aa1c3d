"""What `render`, `validate` and `check-build` read: the inputs named on the command line and the Environment."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kfgen.checks import hints
from kfgen.results import ERROR, Result, has_errors

if TYPE_CHECKING:
    import argparse

    from kfgen.checks.envsource import Found
    from kfgen.cli.locations import Sources


def environment_options(parser: argparse.ArgumentParser) -> None:
    """--env NAME or --environment FILE (where the Environment comes from: `select`), and --strict."""
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "--env", metavar="NAME", help="the Environment of this name, from the inputs or overlays/*/environment.yaml"
    )
    group.add_argument("--environment", metavar="FILE", help="the Environment in FILE")
    parser.add_argument(
        "--strict",
        action="store_true",
        help="fail on warnings too: exit 1 and print no manifests when there is any warning (each is reported)",
    )


def prepare(args: argparse.Namespace) -> tuple[list[Any], Found | None, list[Result], Sources]:
    """The items, the Environment (with where it came from), the problems so far, and the files a message may
    point into."""
    from kfgen.io import files

    stdin_text, unreadable = stdin_if_needed(args.paths)
    loaded = files.load(args.paths, stdin_text)
    environment, problems = select(args.environment, args.env, files.found_in(loaded))
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


def select(path: str | None, name: str | None, inputs: list[Found]) -> tuple[Found | None, list[Result]]:
    """The Environment in the file `path`, else the platform's called `name` (overlays/<name>/environment.yaml below
    the working directory), else the one called `name` among the `inputs` (None: neither `path` nor `name`), or
    why there is none; and an error for each Environment of the inputs that shadows it or shares a name with
    another (docs/concepts/policy.md, "Where the Environment comes from")."""
    from pathlib import Path

    from kfgen.checks import envsource
    from kfgen.io import files

    if path == "" or name == "":
        return None, [empty_name("--environment" if path == "" else "--env")]
    if not path and not name:
        return None, []
    explicit = None
    if path:
        environment, problems = files.environment_file(path)
        if environment is None:
            return None, problems
        explicit = envsource.Found(environment, path)
    named = [envsource.name_of(f) for f in inputs]
    platform, unreadable = ([], []) if path else files.platform_environments(Path(), inputs=named)
    chosen, problems = envsource.choose(
        explicit, name, platform, inputs, f"--environment {path}" if path else f"--env {name}"
    )
    if unreadable and name and not any(chosen is f for f in platform):  # never an input's in place of the platform's
        return None, problems + unreadable
    if chosen is not None or not name:
        return (None if has_errors(problems) else chosen), problems
    known = sorted({n for f in [*inputs, *platform] if (n := envsource.name_of(f))})
    message = (
        f"unknown environment {name!r} (known: {', '.join(known) or 'none'}); pass it among the inputs, as "
        "--environment FILE, or run where overlays/<name>/environment.yaml exists"
    )
    return None, [*problems, Result(ERROR, message + hints.did_you_mean(name, known), field="--env")]


def empty_name(option: str) -> Result:
    """`--env ""` (a post-renderer's `--env "$ENV"` with ENV unset) is a mistake, never "no Environment": that
    would drop the platform's policy silently."""
    what = (
        "an empty name is no file; give the Environment's file"
        if option == "--environment"
        else ("an empty name selects no Environment; give the Environment's name, or leave out --env")
    )
    return Result(ERROR, what, field=option)


def select_environment(
    path: str | None, name: str | None, items: list[Any], sources: list[str]
) -> tuple[dict[str, Any] | None, list[Result]]:
    """`select`'s Environment among `items`, each read from the file of the same place in `sources`."""
    from kfgen.io import files

    chosen, problems = select(path, name, files.found_in(files.Loaded(items, sources)))
    return (chosen.environment if chosen else None), problems


def stdin_if_needed(paths: list[str]) -> tuple[str | None, list[Result]]:
    if "-" not in paths:
        return None, []
    from kfgen.io import bounded

    _, text, problems = bounded.read_stdin()
    return text, problems


def output_folder(text: str) -> str:
    """`-o ''` (a script's `-o "$OUT"` with OUT unset) is a mistake, never "print to stdout"."""
    import argparse

    if not text:
        raise argparse.ArgumentTypeError("an empty name is no folder: give the output folder, or leave out -o (stdout)")
    return text
