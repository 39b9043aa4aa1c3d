"""The `kfgen` command: each command is a module of kfgen.cli (kfgen.cli.parser lists them).

This module is the KRM function's path: `kfgen fn` runs from here without building the parser, and `kfgen
controller` parses its own arguments (kfgen.controller.settings).
"""

from __future__ import annotations

import gc
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    import argparse


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["controller"]:
        import argparse

        from kfgen.cli import controller

        return controller.run(argparse.Namespace(argv=argv[1:]))
    if argv == ["fn"]:  # the KRM function starts once per build: no parser to build for its only form
        from kfgen.cli import function

        return _run(function.run, None)
    from kfgen.cli.parser import parser as command_line

    parser = command_line(argv[0] if argv else None)
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
        from kfgen.cli import function

        function.standalone_parser().parse_args(args)  # --help prints FN_HELP; anything else is a usage error
    return main(["fn"])


if __name__ == "__main__":
    sys.exit(main())
