"""The `kfgen` command: render, validate, schema, fn, post-render, check-build.

This module is the KRM function's path: `kfgen fn` runs from here without building the parser
(kfgen.cli.parser), which names the other commands (kfgen.cli.expand, kfgen.cli.utilities).
"""

from __future__ import annotations

import gc
import shutil
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any, TextIO

from kfgen.results import ERROR, Result

if TYPE_CHECKING:
    import argparse

    from kfgen.cli.locations import Sources


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["controller"]:
        return _controller(argv[1:])
    if argv == ["fn"]:  # the KRM function starts once per build: no parser to build for its only form
        return _run(fn, None)
    from kfgen.cli.parser import parser as command_line

    parser = command_line()
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
    if args:  # only --help or a usage error: the function itself takes no arguments
        from kfgen.cli.parser import fn_parser

        fn_parser().parse_args(args)  # --help prints FN_HELP; anything else is a usage error
    return main(["fn"])


def _controller(argv: list[str]) -> int:
    from kfgen.controller import settings

    settings.parse(argv)  # --help and a usage error need none of the extra (argparse exits)
    try:
        from kfgen.controller import main as controller
    except ImportError as exc:
        from kfgen.api import pip_install

        print(
            f"[error] kfgen controller needs the controller extra ({exc.name} is not installed): "
            f"{pip_install('controller')}, or run the kfgen image (charts/kfgen)",
            file=sys.stderr,
        )
        return 1
    return controller.main(argv)


def fn(_: argparse.Namespace | None) -> int:
    from kfgen.cli import krm
    from kfgen.io import krmio, yamlio

    raw, text, unreadable = read_stdin("stdin")
    docs, problems = yamlio.parse(text, "stdin") if not unreadable else ([], unreadable)
    if not problems and len(docs) == 1:  # no ResourceList at all is echoed byte for byte
        problems = [p for p in krm.wrapper_problems(docs[0]) if p.field in (None, "apiVersion", "kind")]
    if problems or len(docs) != 1:
        report(problems or [Result(ERROR, "expected one ResourceList on stdin")])
        _echo(raw)
        return 1
    output, results = krm.process(docs[0])
    items = docs[0].get("items") if isinstance(docs[0], dict) else None
    report(krm.located(results) if krm.from_files(items) else results)
    if isinstance(items, list) and items:
        # an item passed through is written from its own node: the same data to go-yaml v2 and v3 (kpt also
        # writes it back to its file, keeping its style); kfgen's reading alone would settle `y` or a date for both
        sys.stdout.write(krmio.dump(output, items, text))
    else:
        sys.stdout.write(yamlio.dump(output))
    return 1 if krm.failed(results) else 0


def report(results: list[Result], stream: TextIO | None = None, sources: Sources | None = None) -> None:
    """Each distinct problem once (kfgen.cli.reporting), located in `sources` (the files read) where given."""
    if not results:
        return
    from kfgen.cli import reporting

    stream = stream or sys.stderr
    for line in reporting.lines(results, sources):
        print(line, file=stream)


def read_stdin(source: str = "-") -> tuple[bytes, str, list[Result]]:
    """stdin as bytes and as UTF-8 text; undecodable input is an error, as for files. Input past the bound
    (kfgen.io.bounded) is refused once the bound and a byte are read: `raw` is then that much of it."""
    from kfgen.io import bounded

    if hasattr(sys.stdin, "buffer"):
        raw, whole = bounded.read(sys.stdin.buffer)
    else:
        raw = sys.stdin.read(bounded.LIMIT + 1).encode()
        whole = len(raw) <= bounded.LIMIT
    if not whole:
        return raw, "", [Result(ERROR, bounded.TOO_LARGE, file=source)]
    try:
        return raw, raw.decode("utf-8"), []
    except UnicodeDecodeError as exc:
        return raw, "", [Result(ERROR, f"cannot read: {exc}", file=source)]


def _echo(raw: bytes) -> None:
    """The input, byte for byte (kpt reads an empty output as "delete everything"): `raw`, then whatever stdin
    still holds past the input bound, copied a chunk at a time."""
    sys.stdout.flush()
    if hasattr(sys.stdout, "buffer"):
        sys.stdout.buffer.write(raw)
        if hasattr(sys.stdin, "buffer"):
            shutil.copyfileobj(sys.stdin.buffer, sys.stdout.buffer)
    else:
        sys.stdout.write(raw.decode("utf-8", "replace"))


if __name__ == "__main__":
    sys.exit(main())
