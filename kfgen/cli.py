"""The `kfgen` command: render, validate, schema, fn, check-build."""

from __future__ import annotations

import argparse
import gc
import json
import shutil
import sys
import tempfile
from pathlib import Path
from typing import Any, TextIO

from kfgen import __version__
from kfgen.results import ERROR, Result, has_errors


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["controller"]:
        from kfgen.controller import main as controller  # needs the `controller` extra

        return controller.main(argv[1:])
    parser = _parser()
    args = parser.parse_args(argv)
    if not getattr(args, "command", None):
        parser.print_help(sys.stderr)
        return 2
    # The data kfgen builds has no reference cycles; the cyclic collector would only rescan it.
    gc.disable()
    try:
        code: int = args.run(args)
        return code
    except BrokenPipeError:
        return 1
    except KeyboardInterrupt:
        return 130


def _parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kfgen", description="Expand TrainingSpecs into Kubeflow manifests.")
    parser.add_argument("--version", action="version", version=f"kfgen {__version__}")
    sub = parser.add_subparsers(dest="command")

    render = sub.add_parser("render", help="print the manifests of TrainingSpecs (a YAML stream or -o DIR)")
    _environment_options(render)
    render.add_argument("-o", "--output-dir", help="write one file per object into this directory")
    render.add_argument("paths", nargs="+", metavar="PATH", help="files or directories ('-' for stdin)")
    render.set_defaults(run=_render)

    validate = sub.add_parser("validate", help="check TrainingSpecs and Environments; print problems only")
    _environment_options(validate)
    validate.add_argument("paths", nargs="+", metavar="PATH")
    validate.set_defaults(run=_validate)

    schema = sub.add_parser("schema", help="print the JSON Schema (for editors) or the CRD")
    schema.add_argument("--kind", choices=["TrainingSpec", "Environment"], default="TrainingSpec")
    schema.add_argument("--crd", action="store_true", help="print the CustomResourceDefinition instead")
    schema.set_defaults(run=_schema)

    sub.add_parser("controller", help="run the in-cluster controller (see `kfgen controller --help`)")
    fn = sub.add_parser("fn", help="run as a KRM function (ResourceList on stdin and stdout)")
    fn.set_defaults(run=_fn)

    check = sub.add_parser("check-build", help="fail if a built stream still holds kfgen resources "
                                              "(a build that did not run the function)")
    check.add_argument("paths", nargs="*", default=["-"], metavar="PATH")
    check.add_argument("--expect", nargs="+", metavar="SPEC",
                       help="TrainingSpec files or directories that must each have a generated job")
    check.set_defaults(run=_check_build)
    return parser


def _environment_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_mutually_exclusive_group()
    group.add_argument("--env", metavar="NAME",
                       help="the Environment of this name, from the inputs or overlays/*/environment.yaml")
    group.add_argument("--environment", metavar="FILE", help="the Environment in FILE")


def _report(results: list[Result], stream: TextIO | None = None) -> None:
    stream = stream or sys.stderr
    for result in dict.fromkeys(results):
        print(result, file=stream)


def _prepare(args: argparse.Namespace) -> tuple[list[Any], dict[str, Any] | None, list[Result]]:
    from kfgen import files

    stdin_text, unreadable = _stdin_if_needed(args.paths)
    loaded = files.load(args.paths, stdin_text)
    results = unreadable + loaded.results
    environment = None
    if args.environment:
        env_loaded = files.load([args.environment])
        results += env_loaded.results
        found = files.environments(env_loaded.items)
        if not env_loaded.results and len(found) != 1:
            results.append(Result(ERROR, f"expected one Environment, found {len(found)}", file=args.environment))
        environment = next(iter(found.values()), None)
    elif args.env:
        known = files.environments(loaded.items)
        if args.env not in known:
            conventional = files.load(files.conventional_environments(Path.cwd()))
            known = {**files.environments(conventional.items), **known}
        environment = known.get(args.env)
        if environment is None:
            names = ", ".join(sorted(known)) or "none"
            results.append(Result(ERROR, f"unknown environment {args.env!r} (known: {names}); pass it among the "
                                         "inputs, as --environment FILE, or run where overlays/<name>/environment.yaml "
                                         "exists", field="--env"))
    return loaded.items, environment, results


def _stdin_if_needed(paths: list[str]) -> tuple[str | None, list[Result]]:
    if "-" not in paths:
        return None, []
    _, text, problems = _read_stdin()
    return text, problems


def _read_stdin() -> tuple[bytes, str, list[Result]]:
    """stdin as bytes and as UTF-8 text; undecodable input is an error, as for files."""
    raw = sys.stdin.buffer.read() if hasattr(sys.stdin, "buffer") else sys.stdin.read().encode()
    try:
        return raw, raw.decode("utf-8"), []
    except UnicodeDecodeError as exc:
        return raw, "", [Result(ERROR, f"cannot read: {exc}", file="-")]


def _render(args: argparse.Namespace) -> int:
    from kfgen import core, yamlio

    items, environment, results = _prepare(args)
    if has_errors(results):
        _report(results)
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
        _report(results)
        if failed:
            return 1
        if args.output_dir:
            return _write_dir(Path(args.output_dir), objects)
        spool.seek(0)
        shutil.copyfileobj(spool, sys.stdout)
    return 0


def _write_dir(root: Path, objects: list[Any]) -> int:
    from kfgen import outdir, yamlio

    files, problems = outdir.plan(objects)
    if problems:
        _report(problems)
        return 1
    try:
        outdir.write(root, [(folder, name, yamlio.dump(obj)) for folder, name, obj in files])
    except OSError as exc:  # a symlink where a folder or file would go (O_NOFOLLOW), a read-only directory
        _report([Result(ERROR, f"cannot write: {exc.strerror}: {exc.filename or root}", file=str(root))])
        return 1
    return 0


def _validate(args: argparse.Namespace) -> int:
    from kfgen import core

    items, environment, results = _prepare(args)
    if not has_errors(results):
        for env in (i for i in items if core.is_kfgen(i, "Environment") and i is not environment):
            results += core.check_environment(env)  # the selected one is checked by transform
        for part in core.stream(items, environment, keep_environments=False):
            results += part.results  # the objects are dropped as they come: validate keeps only problems
    _report(results)
    return 1 if has_errors(results) else 0


def _schema(args: argparse.Namespace) -> int:
    from kfgen import crd, yamlio

    if args.crd:
        sys.stdout.write(yamlio.dump(crd.crd(args.kind)))
    else:
        sys.stdout.write(crd.json_schema(args.kind))
    return 0


def _fn(args: argparse.Namespace) -> int:
    from kfgen import krm, yamlio

    raw, text, unreadable = _read_stdin()
    docs, problems = yamlio.parse(text, "stdin") if not unreadable else ([], unreadable)
    if problems or len(docs) != 1:
        _report(problems or [Result(ERROR, "expected one ResourceList on stdin")])
        _echo(raw)
        return 1
    output, results = krm.process(docs[0])
    _report(results)
    sys.stdout.write(yamlio.dump(output))
    return 1 if krm.failed(results) else 0


def _echo(raw: bytes) -> None:
    """The input, byte for byte (kpt reads an empty output as "delete everything")."""
    sys.stdout.flush()
    if hasattr(sys.stdout, "buffer"):
        sys.stdout.buffer.write(raw)
    else:
        sys.stdout.write(raw.decode("utf-8", "replace"))


def _check_build(args: argparse.Namespace) -> int:
    """A build that did not run the function leaves TrainingSpecs in, or (local-config) drops them."""
    from kfgen import core, files

    stdin_text, unreadable = _stdin_if_needed(args.paths)
    loaded = files.load(args.paths, stdin_text)
    results = unreadable + list(loaded.results)
    jobs = {_spec_of(item) for item in loaded.items if _spec_of(item)}
    for item, source in zip(loaded.items, loaded.sources, strict=True):
        for kind in ("TrainingSpec", "Environment"):
            if core.is_kfgen(item, kind):
                name = core.name_of(item)
                results.append(Result(ERROR, f"{kind} {name!r} is in the built output: {NOT_RUN}", file=source))
    expected = files.load(args.expect) if args.expect else None
    if expected is not None:
        results += expected.results
        for spec in (i for i in expected.items if core.is_kfgen(i, "TrainingSpec")):
            name = core.name_of(spec)
            if name not in jobs:
                results.append(Result(ERROR, f"no job generated from TrainingSpec {name!r}: {NOT_RUN}",
                                      file=",".join(args.paths)))
    elif not jobs and not has_errors(results):
        results.append(Result(ERROR, f"no kfgen-generated job in the built output: {NOT_RUN}",
                              file=",".join(args.paths)))
    _report(results)
    if not has_errors(results):
        print(json.dumps({"objects": len(loaded.items), "jobs": len(jobs)}), file=sys.stderr)
    return 1 if has_errors(results) else 0


NOT_RUN = ("the kfgen function did not run (kubectl kustomize skips exec functions; use kustomize build "
           "--enable-alpha-plugins --enable-exec)")
def _spec_of(item: Any) -> str | None:
    """The TrainingSpec a generated job came from."""
    from kfgen.build import SPEC_LABEL
    from kfgen.frameworks import JOB_KINDS

    if not isinstance(item, dict) or item.get("kind") not in JOB_KINDS:
        return None
    meta = item.get("metadata")
    labels = meta.get("labels") if isinstance(meta, dict) else None
    if not isinstance(labels, dict):
        return None
    if labels.get("app.kubernetes.io/managed-by") != "kfgen":
        return None
    return labels.get(SPEC_LABEL)


if __name__ == "__main__":
    sys.exit(main())
