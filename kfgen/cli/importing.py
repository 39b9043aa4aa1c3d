"""`kfgen import [--environment FILE | --env NAME] FILE...|- [-o DIR]`: Kubernetes jobs in, TrainingSpecs out
(kfgen.migrate.importer); per environment (`--env NAME=PATH`, repeated): kfgen.cli.importcopies.

With an Environment (resolved as `kfgen render` does; one given among the inputs is not imported), the jobs are
compared as rendered in it and the specs leave out what it supplies.

Stdout is the specs as one YAML stream, in input order; `-o DIR` writes `<namespace>/<name>.yaml` for each, in
the namespace the spec renders in (its own, else the Environment's).
Warnings (what an import cannot carry, kinds it skips) go to stderr; an error (unreadable YAML, a malformed job)
writes nothing and exits 1. Exit 3 ("imported, needs review"): the specs are written, but one at least does not
render where it was compared (without an Environment, or in the one given; per environment for copies), each
reason a warning.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import TYPE_CHECKING, Any

from kfgen.cli import locations
from kfgen.cli.inputs import select_environment, stdin_if_needed
from kfgen.cli.locations import Sources
from kfgen.cli.reporting import report
from kfgen.io import bounded, files, outdir, yamlio
from kfgen.migrate import importer
from kfgen.results import ERROR, WARNING, Result, has_errors

if TYPE_CHECKING:
    import argparse

EXIT_NEEDS_REVIEW = 3  # the specs are written; one at least does not render: review it (kfgen.migrate.review)


def run(args: argparse.Namespace) -> int:
    if not args.paths or args.environments or len(args.env or []) > 1:
        why = "give the jobs: FILE... or --env NAME=PATH"
        if args.paths and args.environments:
            why = "--environments goes with --env NAME=PATH"
        elif args.paths:
            why = "one --env NAME (or NAME=PATH for each environment)"
        report([Result(ERROR, why)])
        return 1
    args.env = args.env[0] if args.env else None
    documents, results, stdin_text = read(args.paths)
    docs, where = [doc for _, doc in documents], [source.file for source, _ in documents]
    environment, problems = select_environment(args.environment, args.env, docs, where)
    results += problems
    if has_errors(results):
        report(results)
        return 1
    wrong = malformed_environments([environment] if environment is not None else [])
    if wrong:
        report(results + wrong, sources=environment_sources(args.paths, args.environment))
        return 1
    imported = importer.import_documents([(s, d) for s, d in documents if d is not environment], environment)
    return emit(results, imported, args.output_dir, environment, Sources(args.paths, stdin_text))


def malformed_environments(environments: list[Any]) -> list[Result]:
    """The errors of each Environment the import renders in: a malformed one is refused, as `kfgen render` refuses
    it, before a reader looks at its policy."""
    from kfgen import core

    return [r for environment in environments for r in core.check_environment(environment) if r.severity == ERROR]


def environment_sources(paths: list[str], environment_file: str | None) -> Sources:
    """The files an Environment may come from, to locate its errors: the inputs, --environment FILE, overlays/."""
    more = [environment_file] if environment_file else files.conventional_environments(Path.cwd())
    return Sources([p for p in paths if p != "-"], None, more)


def emit(
    results: list[Result], imported: importer.Imported, output_dir: str | None, environment: Any, sources: Sources
) -> int:
    """Report what the import found, each result at the line of its document in `sources` (the files read), then
    write its specs: to stdout, or one file each under `output_dir`."""
    report([locations.in_document(r, sources) for r in results + imported.results])
    if has_errors(imported.results):
        return 1
    if output_dir:
        written = write_dir(Path(output_dir), imported.specs, environment)
    else:
        sys.stdout.write(yamlio.dump_all(imported.specs))
        written = 0
    return EXIT_NEEDS_REVIEW if written == 0 and imported.unrendered else written


def read(paths: list[str]) -> tuple[list[tuple[importer.Source, Any]], list[Result], str | None]:
    """Every document of every file (directories: their YAML files, sorted), with its file and index; and stdin's
    text where `-` is one of the paths."""
    stdin_text, results = stdin_if_needed(paths)
    found, missing = files.expand_paths(paths)
    results += missing
    documents: list[tuple[importer.Source, Any]] = []
    for path in found:
        source = "-" if str(path) == "-" else str(path)
        text, unreadable = (stdin_text or "", []) if source == "-" else bounded.read_text(path)
        if unreadable:
            results += unreadable
            continue
        docs, problems = yamlio.parse(text, source)
        results += problems
        if not docs and not problems:  # said, as an empty List is: exit 0 with nothing said looked imported
            results.append(Result(WARNING, "holds no document: nothing to import", file=source, line=1))
        documents += [(importer.Source(source, index), doc) for index, doc in enumerate(docs)]
    return documents, results, stdin_text


def write_dir(root: Path, specs: list[Any], environment: Any = None) -> int:
    """Each spec as DIR/<namespace>/<name>.yaml, the namespace it renders in (its own, else the Environment's)."""
    from kfgen.migrate import inputs

    placed = [
        {**spec, "metadata": {**spec["metadata"], "namespace": inputs.rendered_namespace(spec, environment)}}
        for spec in specs
    ]
    planned, problems = outdir.plan(placed)
    if problems:
        report(problems)
        return 1
    prefix = "trainingspec-"
    texts = [
        (folder, name.removeprefix(prefix), yamlio.dump(spec))
        for (folder, name, _), spec in zip(planned, specs, strict=True)
    ]
    try:
        outdir.write(root, texts)
    except outdir.Refused as exc:
        report([Result(ERROR, f"cannot write: {exc}", file=str(root))])
        return 1
    except OSError as exc:
        report([Result(ERROR, f"cannot write: {exc.strerror}: {exc.filename or root}", file=str(root))])
        return 1
    return 0
