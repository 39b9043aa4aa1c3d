"""The `kfgen` command: each command is a module of kfgen.cli (kfgen.cli.parser lists them).

This module is the KRM function's path: `kfgen fn` runs from here without building the parser, and `kfgen
controller` parses its own arguments (kfgen.controller.settings).
"""

from __future__ import annotations

import errno
import gc
import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from kfgen.io import interrupt

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
    if sys.stdout is None:  # started with fd 1 closed (`>&-`): the first write says so
        sys.stdout = _Closed()
    return _guarded(command, args)


def _guarded(command: Callable[[Any], int], args: argparse.Namespace | None) -> int:
    try:
        code = command(args)
        sys.stdout.flush()  # a full disk shows here, not at exit
        return code
    except BrokenPipeError:
        return 1
    except KeyboardInterrupt:
        return 130
    except interrupt.Signalled as exc:
        return 128 + exc.number
    except OSError as exc:
        if exc.filename is not None or exc.errno not in _UNWRITABLE:  # a file's, or no write's: not the output's
            raise
        _discard_output()
        print(f"[error] stdout: cannot write the output: {exc.strerror or exc}", file=sys.stderr)
        return 1


_UNWRITABLE = frozenset({errno.EBADF, errno.ENOSPC, errno.EDQUOT, errno.EFBIG, errno.EIO})


class _Closed:
    """stdout when fd 1 was closed: nothing can be written."""

    def write(self, _: object) -> int:
        raise OSError(errno.EBADF, "stdout is closed")

    def flush(self) -> None:
        pass

    @property
    def buffer(self) -> _Closed:
        return self


def _discard_output() -> None:
    """What is still buffered for stdout goes nowhere (the interpreter's last flush would fail on it again)."""
    try:
        sink = os.open(os.devnull, os.O_WRONLY)
        os.dup2(sink, 1)
        os.close(sink)
    except OSError:
        pass


def fn_main() -> int:
    """`kfgen-fn`: the KRM function with no arguments, for kustomize's and kpt's `exec`."""
    args = sys.argv[1:]
    if args:  # only --help or a usage error: the function itself takes no arguments
        from kfgen.cli import function

        function.standalone_parser().parse_args(args)  # --help prints FN_HELP; anything else is a usage error
    return main(["fn"])


if __name__ == "__main__":
    sys.exit(main())
