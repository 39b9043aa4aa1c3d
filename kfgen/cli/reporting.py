"""How the CLI prints results and what it exits with: one line per distinct problem, located in its file where the
command read files.

A warning that many objects share (200 specs in a restricted Environment) is one line: the first object's,
located, and how many objects (with the first names) it applies to. Errors stay one line each.
"""

from __future__ import annotations

import sys
from collections.abc import Hashable, Iterator
from typing import TYPE_CHECKING, TextIO

from kfgen.results import WARNING, Result

if TYPE_CHECKING:
    from kfgen.cli.locations import Sources

NAMES_SHOWN = 5
SAME, DIFFERENT, TROUBLE = 0, 1, 2  # `kfgen diff` and `kfgen discover --check` exit as diff(1) does


def report(results: list[Result], stream: TextIO | None = None, sources: Sources | None = None) -> None:
    """Each distinct problem once, located in `sources` (the files read) where given; on stderr by default."""
    if not results:  # nothing to locate: kfgen.cli.locations stays unimported
        return
    stream = stream or sys.stderr
    for line in lines(results, sources):
        print(line, file=stream)


def lines(results: list[Result], sources: Sources | None = None) -> Iterator[str]:
    """The lines to print; with `sources` (render, validate, check-build: the files read) each `FILE:LINE: ...`."""
    from kfgen.cli import locations

    for group in groups(results):
        if sources is None:  # a result that knows its line (a kubeconfig's) or its document (kpt's) is printed at it
            known = group[0].line or group[0].document is not None
            yield (locations.cli_line(group[0]) if known else str(group[0])) + _also(group)
        else:
            yield locations.cli_line(locations.locate(group[0], sources)) + _also(group)


def groups(results: list[Result]) -> list[list[Result]]:
    """The distinct results in order, warnings that differ only in their object's name and namespace together."""
    out: dict[Hashable, list[Result]] = {}
    for result in dict.fromkeys(results):
        key: Hashable = result
        if result.severity == WARNING and result.resource is not None and not result.file:
            key = (result.message, result.field, result.resource.api_version, result.resource.kind)
        out.setdefault(key, []).append(result)
    return list(out.values())


def _also(group: list[Result]) -> str:
    names = list(dict.fromkeys(r.resource.name for r in group if r.resource is not None))
    if len(names) < 2:
        return ""
    kind = group[0].resource.kind if group[0].resource is not None else "object"
    shown = ", ".join(names[:NAMES_SHOWN])
    more = f", … {len(names) - NAMES_SHOWN} more" if len(names) > NAMES_SHOWN else ""
    return f" (in {len(names)} {kind}s: {shown}{more})"
