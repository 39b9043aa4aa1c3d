"""The `kfgen` command: render, validate, schema, fn, post-render, check-build."""

from __future__ import annotations

import gc
import json
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TextIO

from kfgen import __version__
from kfgen.results import ERROR, Result, has_errors

if TYPE_CHECKING:
    import argparse
    from pathlib import Path  # imported where used: not on the KRM function's path


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["controller"]:
        return _controller(argv[1:])
    if argv == ["fn"]:  # the KRM function starts once per build: no parser to build for its only form
        return _run(_fn, None)
    parser = _parser()
    args = parser.parse_args(argv)
    if not getattr(args, "command", None):
        parser.print_help(sys.stderr)
        return 2
    return _run(args.run, args)


def _run(command: Callable[[Any], int], args: argparse.Namespace | None) -> int:
    # The data kfgen builds has no reference cycles; the cyclic collector would only rescan it.
    gc.disable()
    try:
        return command(args)
    except BrokenPipeError:
        return 1
    except KeyboardInterrupt:
        return 130


def fn_main() -> int:
    """`kfgen-fn`: the KRM function with no arguments, for kustomize's and kpt's `exec`."""
    args = sys.argv[1:]
    if args:
        import argparse  # only for --help or a usage error: the function itself takes no arguments

        parser = argparse.ArgumentParser(
            prog="kfgen-fn", description=FN_HELP, formatter_class=argparse.RawDescriptionHelpFormatter
        )
        parser.parse_args(args)  # --help prints FN_HELP; anything else is a usage error
    return main(["fn"])


def _controller(argv: list[str]) -> int:
    try:
        from kfgen.controller import main as controller
    except ImportError as exc:
        print(
            f"[error] kfgen controller needs the controller extra ({exc.name} is not installed): "
            "pip install 'kfgen[controller]'",
            file=sys.stderr,
        )
        return 1
    return controller.main(argv)


FN_HELP = """\
The kfgen KRM function: reads a config.kubernetes.io/v1 ResourceList on stdin, writes it on stdout.

functionConfig selects the mode:
  Environment    transformer: every TrainingSpec item is expanded for this Environment
  TrainingSpec   generator: its objects are appended (Environment from the items, or the
                 kfgen.dev/environment annotation)
  none           expanded with built-in defaults
kustomize (items without file paths): each TrainingSpec is replaced by its objects.
kpt (items with config.kubernetes.io/path): the TrainingSpecs stay and each one's objects go to
generated/<name>.yaml; earlier kfgen output in generated/ is replaced, so a re-run is idempotent.
Problems are returned as results (severity, message, resourceRef, field.path) and printed on
stderr; on an error the items are echoed unchanged and the exit status is 1.

kustomize:  config.kubernetes.io/function: {exec: {path: kfgen-fn}}
            kustomize build --enable-alpha-plugins --enable-exec DIR
kpt:        Kptfile pipeline.mutators: [{exec: kfgen-fn, configPath: environment.yaml}]
            kpt fn render DIR --allow-exec
`kfgen-fn` (installed by pip) is the same as `kfgen fn`.
"""


def _parser() -> argparse.ArgumentParser:
    import argparse  # not for `kfgen fn` (see main)

    parser = argparse.ArgumentParser(prog="kfgen", description="Expand TrainingSpecs into Kubeflow manifests.")
    parser.add_argument("--version", action="version", version=f"kfgen {__version__}")
    sub = parser.add_subparsers(dest="command")

    render = sub.add_parser("render", help="print the manifests of TrainingSpecs (a YAML stream or -o DIR)")
    _environment_options(render)
    render.add_argument("-o", "--output-dir", help="write one file per object into this directory")
    render.add_argument(
        "-j",
        "--jobs",
        type=_jobs,
        metavar="N",
        help="worker processes for many files (default: one per CPU; the output is the same for any N)",
    )
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

    post = sub.add_parser(
        "post-render",
        help="a Helm post-renderer: expand the TrainingSpecs of a manifest "
        "stream on stdin, pass everything else through",
    )
    _environment_options(post)
    post.set_defaults(run=_post_render)

    sub.add_parser("controller", help="run the in-cluster controller (see `kfgen controller --help`)")
    fn = sub.add_parser(
        "fn",
        help="run as a KRM function (ResourceList on stdin and stdout)",
        description=FN_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    fn.set_defaults(run=_fn)

    check = sub.add_parser(
        "check-build", help="fail if a built stream still holds kfgen resources (a build that did not run the function)"
    )
    check.add_argument("paths", nargs="*", default=["-"], metavar="PATH")
    check.add_argument(
        "--expect",
        nargs="+",
        metavar="SPEC",
        help="TrainingSpec files or directories that must each have a generated job",
    )
    check.set_defaults(run=_check_build)
    init = sub.add_parser(
        "init",
        help="scaffold a team repository that builds at once",
        description="Write specs/, overlays/<env>/ (kustomize with kfgen-fn), schemas/ for editors "
        "and ci.sh into DIR; --kpt writes a kpt package instead.",
    )
    init.add_argument("directory", metavar="DIR")
    init.add_argument("--kpt", action="store_true", help="a kpt package (Kptfile pipeline, generated/) instead")
    init.add_argument("--force", action="store_true", help="overwrite existing files")
    init.set_defaults(run=_init)

    completion = sub.add_parser(
        "completion",
        help="print a shell completion script",
        description="bash: source <(kfgen completion bash); zsh: source <(kfgen completion zsh)",
    )
    completion.add_argument("shell", choices=["bash", "zsh"])
    completion.set_defaults(run=_completion)
    return parser


def _init(args: argparse.Namespace) -> int:
    from pathlib import Path

    from kfgen.cli import scaffold

    layout = "kpt" if args.kpt else "kustomize"
    problems = scaffold.init(Path(args.directory), layout, force=args.force)
    for problem in problems:
        print(f"[error] {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"wrote a {layout} repository to {args.directory}: see {Path(args.directory) / 'README.md'}", file=sys.stderr)
    return 0


def _completion(args: argparse.Namespace) -> int:
    from kfgen.cli import completion

    sys.stdout.write(completion.script(_parser(), args.shell))
    return 0


def _environment_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "--env", metavar="NAME", help="the Environment of this name, from the inputs or overlays/*/environment.yaml"
    )
    group.add_argument("--environment", metavar="FILE", help="the Environment in FILE")


def _report(results: list[Result], stream: TextIO | None = None) -> None:
    stream = stream or sys.stderr
    for result in dict.fromkeys(results):
        print(result, file=stream)


def _prepare(args: argparse.Namespace) -> tuple[list[Any], dict[str, Any] | None, list[Result]]:
    from pathlib import Path

    from kfgen.io import files

    stdin_text, unreadable = _stdin_if_needed(args.paths)
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


def _jobs(text: str) -> int:
    import argparse  # loaded with the parser that calls this

    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"must be a whole number ≥ 1, not {text!r}")
    return int(text)


def _render(args: argparse.Namespace) -> int:
    import shutil
    import tempfile
    from pathlib import Path

    from kfgen import core
    from kfgen.io import yamlio

    if not args.output_dir and "-" not in args.paths:
        streamed = _render_streamed(args)
        if streamed is not None:
            return streamed
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


def _render_streamed(args: argparse.Namespace) -> int | None:
    """Render file by file on every core; None when a problem shows before rendering (`_prepare` reports it)."""
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
    _report(results)
    return 1 if has_errors(results) else 0


def _streamed_environment(args: argparse.Namespace, paths: list[Path]) -> dict[str, Any] | None:
    """The Environment `_prepare` would select, found without loading every input; None on any problem."""
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


def _write_dir(root: Path, objects: list[Any]) -> int:
    from kfgen.io import outdir, yamlio

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
    from kfgen.checks import shapes

    items, environment, results = _prepare(args)
    if not has_errors(results):
        for env in (i for i in items if shapes.is_kfgen(i, "Environment") and i is not environment):
            results += core.check_environment(env)  # the selected one is checked by transform
        for part in core.stream(items, environment, keep_environments=False):
            results += part.results  # the objects are dropped as they come: validate keeps only problems
    _report(results)
    return 1 if has_errors(results) else 0


def _schema(args: argparse.Namespace) -> int:
    from kfgen.gen import crd
    from kfgen.io import yamlio

    if args.crd:
        sys.stdout.write(yamlio.dump(crd.crd(args.kind)))
    else:
        sys.stdout.write(crd.json_schema(args.kind))
    return 0


def _fn(_: argparse.Namespace | None) -> int:
    from kfgen.cli import krm
    from kfgen.io import krmio, yamlio

    raw, text, unreadable = _read_stdin()
    docs, problems = yamlio.parse(text, "stdin") if not unreadable else ([], unreadable)
    if not problems and len(docs) == 1:  # no ResourceList at all is echoed byte for byte
        problems = [p for p in krm.wrapper_problems(docs[0]) if p.field in (None, "apiVersion", "kind")]
    if problems or len(docs) != 1:
        _report(problems or [Result(ERROR, "expected one ResourceList on stdin")])
        _echo(raw)
        return 1
    output, results = krm.process(docs[0])
    _report(results)
    items = docs[0].get("items") if isinstance(docs[0], dict) else None
    if isinstance(items, list) and items:
        # an item passed through is written from its own node: the same data to go-yaml v2 and v3 (kpt also
        # writes it back to its file, keeping its style); kfgen's reading alone would settle `y` or a date for both
        sys.stdout.write(krmio.dump(output, items, text))
    else:
        sys.stdout.write(yamlio.dump(output))
    return 1 if krm.failed(results) else 0


def _post_render(args: argparse.Namespace) -> int:
    from kfgen.cli import postrender

    return postrender.main(args)


def _echo(raw: bytes) -> None:
    """The input, byte for byte (kpt reads an empty output as "delete everything")."""
    sys.stdout.flush()
    if hasattr(sys.stdout, "buffer"):
        sys.stdout.buffer.write(raw)
    else:
        sys.stdout.write(raw.decode("utf-8", "replace"))


def _check_build(args: argparse.Namespace) -> int:
    from kfgen.cli import checkbuild

    stdin_text, unreadable = _stdin_if_needed(args.paths)
    results, counts = checkbuild.problems(args.paths, stdin_text, args.expect)
    results = unreadable + results
    _report(results)
    if not has_errors(results):
        print(json.dumps(counts), file=sys.stderr)
    return 1 if has_errors(results) else 0


if __name__ == "__main__":
    sys.exit(main())
