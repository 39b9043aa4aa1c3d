"""`kfgen render` and `kfgen validate`: TrainingSpecs expanded, printed (or written to a directory) or checked."""

from __future__ import annotations

import io
import sys
from typing import TYPE_CHECKING, Any

from kfgen.cli.inputs import prepare
from kfgen.cli.reporting import report
from kfgen.results import ERROR, WARNING, Result, has_errors, strict_failure

if TYPE_CHECKING:
    import argparse
    from pathlib import Path

    from kfgen.checks.envsource import Found
    from kfgen.cli.locations import Sources
    from kfgen.cli.selection import Selection, Selector


def render(args: argparse.Namespace) -> int:
    from kfgen.cli import selection

    selectors, problems = selection.parse(args.select or [])
    problems += _output_among_inputs(args.output_dir, args.paths) if args.output_dir else []
    if problems:
        report(problems)
        return 1
    if not args.output_dir and "-" not in args.paths and not args.strict:  # strict: nothing printed before the end
        streamed = _render_streamed(args, selectors)
        if streamed is not None:
            return streamed
    items, found, results, sources = prepare(args)
    if _fails(results, args.strict):
        report(results + _strict(results, args), sources=sources)
        return 1
    environment = found.environment if found else None
    chosen = selection.Selection(selectors, environment, found.origin if found else None)
    return _render_items(args, items, environment, (results, sources), chosen)


def _output_among_inputs(output: str, paths: list[str]) -> list[Result]:
    """-o DIR naming an input folder (itself, or through a link): its output would be read back as input."""
    from pathlib import Path

    target = Path(output).resolve()
    for path in paths:
        if path != "-" and Path(path).is_dir() and Path(path).resolve() == target:
            why = f"{output} is the input folder {path}: the next render would read this one's output as input"
            return [
                Result(ERROR, f"{why}; write it elsewhere (-o {Path(output) / 'out'} is skipped as input)", field="-o")
            ]
    return []


def _render_items(
    args: argparse.Namespace,
    items: list[Any],
    environment: dict[str, Any] | None,
    found: tuple[list[Result], Sources],
    chosen: Selection,
) -> int:
    import shutil
    import tempfile
    from pathlib import Path

    from kfgen import core
    from kfgen.io import yamlio

    results, sources = found
    # Serialise each expansion as it comes into a spool (memory, then disk past 64 MiB); print only at the end.
    with tempfile.SpooledTemporaryFile(64 << 20, "w+", encoding="utf-8") as spool:
        objects: list[Any] = []
        selected: set[int] = set()  # for -o DIR: the ids of the objects to write
        failed = False
        for part in core.stream(items, environment, keep_environments=False):
            results += part.results
            failed = failed or _fails(part.results, args.strict)  # each part once: no rescan of all results per spec
            kept = chosen.keep(part.objects, part.origin)
            if failed:
                objects = []
            elif args.output_dir:
                objects += part.objects
                selected.update(map(id, kept))
            elif kept:
                spool.write("---\n" + yamlio.dump_all(kept))
        if not failed:
            results += chosen.unmatched()
        results += _strict(results, args)
        report(results, sources=sources)
        if failed or has_errors(results):
            return 1
        if args.output_dir:
            code = _write_dir(Path(args.output_dir), objects, selected if chosen.selectors else None, sources)
        else:
            spool.seek(0)
            shutil.copyfileobj(spool, sys.stdout)
            code = 0
    summarise(args, chosen)
    return code


def _fails(results: list[Result], strict: bool) -> bool:
    return has_errors(results) or (strict and any(r.severity == WARNING for r in results))


def _strict(results: list[Result], args: argparse.Namespace) -> list[Result]:
    return strict_failure(results, "--strict") if args.strict else []


def summarise(args: argparse.Namespace, chosen: Selection) -> None:
    """The one-line summary on stderr: with --summary, or by default when stderr is a terminal."""
    wanted = args.summary if args.summary is not None else sys.stderr.isatty()
    if wanted:
        print(chosen.summary(), file=sys.stderr)


def _render_streamed(args: argparse.Namespace, selectors: list[Selector]) -> int | None:
    """Render file by file on every core; None when a problem shows before rendering (`prepare` reports it)."""
    from kfgen.cli import batch, selection
    from kfgen.io import files

    paths, missing = files.expand_paths(args.paths)
    if missing:
        return None
    found = None
    kept: dict[Path, str] = {}  # what finding the Environment read, rendered without reading it again
    if args.environment is not None or args.env is not None:  # an empty name is `prepare`'s error to report
        found = _streamed_environment(args, paths, kept)
        if found is None:
            return None
    environment = found.environment if found else None
    chosen = selection.Selection(selectors, environment, found.origin if found else None)
    held = io.StringIO() if chosen.selectors else None  # a selector naming no spec prints nothing
    jobs = args.jobs or batch.default_jobs()
    results = batch.render(paths, environment, jobs, held or sys.stdout, chosen, kept)
    if not has_errors(results):
        results += chosen.unmatched()
    if results:
        from kfgen.cli.inputs import sources_of

        report(results, sources=sources_of(args, expanded=[str(p) for p in paths]))
    if has_errors(results):
        return 1
    if held:
        sys.stdout.write(held.getvalue())
    summarise(args, chosen)
    return 0


def _streamed_environment(args: argparse.Namespace, paths: list[Path], kept: dict[Path, str]) -> Found | None:
    """The Environment `prepare` would select, found without loading every input (the texts read go into `kept`);
    None on any problem."""
    from kfgen.cli.inputs import select
    from kfgen.io import files

    found, problems = files.environments_in(paths, kept)
    if problems:
        return None
    chosen, problems = select(args.environment, args.env, found)
    return None if problems else chosen


KEPT = (
    "kept: the output directory's index lists this file as an earlier render's and this one does not write it, "
    "but {why} (delete it yourself if it is no longer wanted)"
)


def _write_dir(root: Path, objects: list[Any], selected: set[int] | None, sources: Sources) -> int:
    """One file per object (every object is planned, so a selection hides no clash); with a selection, only the
    selected objects' files are written and no file is deleted. An object that cannot be written is located in
    `sources`, the files read (a passed-through object's own, a generated one's spec)."""
    from kfgen.io import outdir, outindex, yamlio

    files, problems = outdir.plan(objects)
    if problems:
        report(problems, sources=sources)
        return 1
    if selected is not None:
        files = [(folder, name, obj) for folder, name, obj in files if id(obj) in selected]
    try:
        written = [(folder, name, yamlio.dump(obj)) for folder, name, obj in files]
        kept = outindex.replace(root, written, partial=selected is not None)
    except outdir.Refused as exc:  # a symlink on the way or where a file goes, a FIFO where a file goes
        report([Result(ERROR, f"cannot write: {exc}", file=str(root))])
        return 1
    except OSError as exc:  # a read-only directory
        report([Result(ERROR, f"cannot write: {exc.strerror}: {exc.filename or root}", file=str(root))])
        return 1
    report([Result(WARNING, _kept(path, why), file=str(root / path)) for path, why in kept])
    return 0


def _kept(path: str, why: str) -> str:
    from kfgen.io import outindex

    return f"kept: {why}" if path == outindex.INDEX else KEPT.format(why=why)


def validate(args: argparse.Namespace) -> int:
    from kfgen import core
    from kfgen.checks import shapes

    items, found, results, sources = prepare(args)
    environment = found.environment if found else None
    if not has_errors(results):
        for part in core.stream(items, environment, keep_environments=False):
            results += part.results  # the objects are dropped as they come: validate keeps only problems
        for spec in (i for i in items if environment is None and shapes.is_kfgen(i, "TrainingSpec")):
            results += core.layer_problems(spec, results)
    results += _strict(results, args)
    report(results, sources=sources)
    return 1 if has_errors(results) else 0
