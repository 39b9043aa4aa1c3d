"""`kfgen render` and `kfgen validate`: TrainingSpecs expanded, printed (or written to a directory) or checked."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from kfgen.cli.inputs import prepare
from kfgen.cli.main import report
from kfgen.results import ERROR, WARNING, Result, has_errors

if TYPE_CHECKING:
    import argparse
    from pathlib import Path


def render(args: argparse.Namespace) -> int:
    import shutil
    import tempfile
    from pathlib import Path

    from kfgen import core
    from kfgen.io import yamlio

    if not args.output_dir and "-" not in args.paths:
        streamed = _render_streamed(args)
        if streamed is not None:
            return streamed
    items, environment, results, sources = prepare(args)
    if has_errors(results):
        report(results, sources=sources)
        return 1
    # Serialise each expansion as it comes into a spool (memory, then disk past 64 MiB); print only at the end.
    with tempfile.SpooledTemporaryFile(64 << 20, "w+", encoding="utf-8") as spool:
        objects: list[Any] = []
        failed = False
        for part in core.stream(items, environment, keep_environments=False):
            results += part.results
            failed = failed or has_errors(part.results)  # each part once: no rescan of all results per spec
            if failed:
                objects = []
            elif args.output_dir:
                objects += part.objects
            elif part.objects:
                spool.write("---\n" + yamlio.dump_all(part.objects))
        report(results, sources=sources)
        if failed:
            return 1
        if args.output_dir:
            return _write_dir(Path(args.output_dir), objects)
        spool.seek(0)
        shutil.copyfileobj(spool, sys.stdout)
    return 0


def _render_streamed(args: argparse.Namespace) -> int | None:
    """Render file by file on every core; None when a problem shows before rendering (`prepare` reports it)."""
    from kfgen.cli import batch
    from kfgen.io import files

    paths, missing = files.expand_paths(args.paths)
    if missing:
        return None
    environment: dict[str, Any] | None = None
    if args.environment or args.env:
        environment = _streamed_environment(args, paths)
        if environment is None:
            return None
    results = batch.render(paths, environment, args.jobs or batch.default_jobs(), sys.stdout)
    if results:
        from kfgen.cli.inputs import sources_of

        report(results, sources=sources_of(args))
    return 1 if has_errors(results) else 0


def _streamed_environment(args: argparse.Namespace, paths: list[Path]) -> dict[str, Any] | None:
    """The Environment `prepare` would select, found without loading every input; None on any problem."""
    from pathlib import Path

    from kfgen.io import files

    if args.environment:
        return files.environment_file(args.environment)[0]
    known, problems = files.environments_in(paths)
    if problems:
        return None
    if args.env not in known:
        known = files.with_conventional(known, Path.cwd())
    return known.get(args.env)


KEPT = (
    "kept: an earlier render wrote this file and this one does not, but it changed since (delete it yourself "
    "if it is no longer wanted)"
)


def _write_dir(root: Path, objects: list[Any]) -> int:
    from kfgen.io import outdir, outindex, yamlio

    files, problems = outdir.plan(objects)
    if problems:
        report(problems)
        return 1
    try:
        kept = outindex.replace(root, [(folder, name, yamlio.dump(obj)) for folder, name, obj in files])
    except OSError as exc:  # a symlink where a folder or file would go (O_NOFOLLOW), a read-only directory
        report([Result(ERROR, f"cannot write: {exc.strerror}: {exc.filename or root}", file=str(root))])
        return 1
    report([Result(WARNING, KEPT, file=str(root / path)) for path in kept])
    return 0


def validate(args: argparse.Namespace) -> int:
    from kfgen import core
    from kfgen.checks import shapes

    items, environment, results, sources = prepare(args)
    if not has_errors(results):
        for env in (i for i in items if shapes.is_kfgen(i, "Environment") and i is not environment):
            results += core.check_environment(env)  # the selected one is checked by transform
        for part in core.stream(items, environment, keep_environments=False):
            results += part.results  # the objects are dropped as they come: validate keeps only problems
    report(results, sources=sources)
    return 1 if has_errors(results) else 0
