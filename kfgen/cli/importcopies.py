"""`kfgen import --env NAME=PATH ... [--environments PATH] [-o DIR]`: each environment's copies of the jobs in,
one TrainingSpec per job out, whose `environments:` holds only what differs (kfgen.migrate.copies).

PATH is a file or directory of that environment's copies (`--env` again with the same NAME adds a PATH). The
Environments are those of `--environments PATH`, then the platform's (overlays/*/environment.yaml), then the
copies' own of other names; a copy's Environment that differs from one of those of its name is an error, as for
`kfgen render --env`; an environment without one keeps in the spec what its Environment would supply. A spec that
does not render in one of the environments is exit 3 ("imported, needs review"), as for `kfgen import FILE...`.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING, Any

from kfgen.api import ENVIRONMENT
from kfgen.checks import shapes
from kfgen.cli.importing import emit, environment_sources, malformed_environments, read
from kfgen.cli.locations import Sources
from kfgen.cli.reporting import report
from kfgen.io import files
from kfgen.migrate import copies
from kfgen.results import ERROR, WARNING, Result, has_errors

if TYPE_CHECKING:
    import argparse


def run(args: argparse.Namespace) -> int:
    if args.paths:
        report([Result(ERROR, "give the jobs either as FILE... or per environment as --env NAME=PATH", field="--env")])
        return 1
    pairs = [environment_copy(value) for value in args.env]
    if None in pairs or args.environment:
        why = "each --env is NAME=PATH here (an environment and its copies), and no --environment"
        report([Result(ERROR, why, field="--env")])
        return 1
    args.env = pairs
    found, results, stdin_text = _copies(args.env)
    known, more = _environments(found, args.environments)
    results += more
    if has_errors(results):
        report(results)
        return 1
    names = list(dict.fromkeys(name for name, _ in args.env))
    results += [_no_environment(name) for name in names if name not in known]
    wrong = malformed_environments([known[name] for name in names if name in known])
    if wrong:
        paths = [path for _, path in args.env]
        report(results + wrong, sources=environment_sources(paths, args.environments))
        return 1
    jobs = [c for c in found if not shapes.is_kfgen(c.doc, ENVIRONMENT)]
    imported = copies.import_copies(jobs, names, {n: known[n] for n in names if n in known})
    paths = [path for _, path in args.env]
    return emit(results, imported, args.output_dir, None, Sources(paths, stdin_text))


def environment_copy(text: str) -> tuple[str, str] | None:
    """`--env NAME=PATH` as (NAME, PATH); None if it is not one."""
    name, equals, path = text.partition("=")
    return (name, path) if equals and name and path else None


def _copies(pairs: list[tuple[str, str]]) -> tuple[list[copies.Copy], list[Result], str | None]:
    """Each environment's copies, what reading them found, and stdin's text where a PATH is `-`."""
    found: list[copies.Copy] = []
    results: list[Result] = []
    stdin_text = None
    for name, path in pairs:
        documents, problems, text = read([path])
        found += [copies.Copy(name, source, doc) for source, doc in documents]
        results += problems
        stdin_text = text if text is not None else stdin_text
    return found, results, stdin_text


def _environments(found: list[copies.Copy], given: str | None) -> tuple[dict[str, Any], list[Result]]:
    """The Environments by name: those of `--environments FILE`, the platform's (overlays/), then the copies' own
    of other names; a copy's Environment that differs from one of those, or two of one name, is an error
    (docs/concepts/policy.md, "Where the Environment comes from")."""
    from kfgen.checks import envsource

    inputs = [
        envsource.Found(c.doc, c.source.file, place, c.source.file, c.source.document)
        for place, c in enumerate(found)
        if files.is_environment(c.doc)
    ]
    results: list[Result] = []
    explicit: list[envsource.Found] = []
    if given:
        loaded = files.load([given])
        results += loaded.results
        explicit = [f._replace(place=-1) for f in files.found_in(loaded)]  # not among the copies
    named = {envsource.name_of(f) for f in explicit}
    platform, unreadable = files.platform_environments(Path(), inputs=[envsource.name_of(f) for f in inputs])
    kept = explicit + [f for f in platform if envsource.name_of(f) not in named]
    results += unreadable + envsource.conflicts([], kept, "") + envsource.conflicts(kept, inputs, "")
    known: dict[str, Any] = {}
    for environment in kept + inputs:
        known.setdefault(str(envsource.name_of(environment)), environment.environment)
    return known, results


def _no_environment(name: str) -> Result:
    message = (
        f"no Environment {name!r} among the inputs, in --environments or at overlays/{name}/environment.yaml: "
        "the spec keeps what it would supply"
    )
    return Result(WARNING, message, field="--env")
