"""What `kfgen.load` and `kfgen.render` run: `kfgen render`'s reading, Environment selection, checks and
`--select`, returning values instead of printing them (kfgen/__init__.py wraps them in its documented classes)."""

from __future__ import annotations

import argparse
from typing import Any

from kfgen import core
from kfgen.cli import inputs, selection
from kfgen.io import files
from kfgen.results import Result, has_errors


def load(paths: list[str]) -> tuple[list[Any], list[str], list[Result], str | None]:
    """The documents of `paths` ('-': stdin), the file of each, the problems reading them, and stdin's text."""
    stdin_text, unreadable = inputs.stdin_if_needed(paths)
    loaded = files.load(paths, stdin_text)
    return loaded.items, loaded.sources, unreadable + loaded.results, stdin_text


def lines(
    results: list[Result], paths: list[str], stdin_text: str | None, environment: str | None, env: str | None
) -> list[str]:
    """The lines `kfgen render` prints for `results`: each distinct problem once, located in the files read."""
    from kfgen.cli import reporting

    args = argparse.Namespace(paths=paths, environment=environment, env=env)
    return list(reporting.lines(results, inputs.sources_of(args, stdin_text)))


def render(
    read: tuple[list[Any], list[str]],
    problems: list[Result],
    environment: str | None,
    env: str | None,
    select: list[str],
) -> tuple[list[Any], list[Result], str]:
    """The selected objects (none on an error), every problem, and the summary line, as `kfgen render` has them;
    `read`: the items and the file of each."""
    selectors, bad = selection.parse(select)
    if bad:
        return [], bad, ""
    items, sources = read
    sources = [*sources[: len(items)], *["<input>"] * (len(items) - len(sources))]  # an Inputs built by hand
    found, missing = inputs.select(environment, env, files.found_in(files.Loaded(items, sources)))
    results = problems + missing
    if has_errors(results):
        return [], results, ""
    chosen_environment = found.environment if found else None
    chosen = selection.Selection(selectors, chosen_environment, found.origin if found else None)
    objects: list[Any] = []
    for part in core.stream(items, chosen_environment, keep_environments=False):
        results += part.results
        objects += chosen.keep(part.objects, part.origin)
    if not has_errors(results):
        results += chosen.unmatched()
    return ([] if has_errors(results) else objects), results, chosen.summary()
