"""The `kfgen` command: each command is a module of kfgen.cli (kfgen.cli.parser lists them).

This module is the KRM function's path: `kfgen fn` runs from here without building the parser, and `kfgen
controller` parses its own arguments (kfgen.controller.settings).
"""

from __future__ import annotations

import contextlib
import errno
import gc
import os
import signal
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
    if sys.stdout is None:  # started with fd 1 closed (`>&-`): the first write says so
        sys.stdout = _Closed()
    previous = _unwind_on_signals()
    try:
        return _guarded(command, args)
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)


def _guarded(command: Callable[[Any], int], args: argparse.Namespace | None) -> int:
    try:
        code = command(args)
        sys.stdout.flush()  # a full disk shows here, not at exit
        return code
    except BrokenPipeError:
        return 1
    except KeyboardInterrupt:
        return 130
    except _Signalled as exc:
        return 128 + exc.number
    except OSError as exc:
        if exc.filename is not None or exc.errno not in _UNWRITABLE:  # a file's, or no write's: not the output's
            raise
        _discard_output()
        print(f"[error] stdout: cannot write the output: {exc.strerror or exc}", file=sys.stderr)
        return 1


_UNWOUND = (signal.SIGTERM, signal.SIGHUP)


class _Signalled(BaseException):
    """SIGTERM or SIGHUP, unwound as Ctrl-C is: the file being written under a temporary name is removed
    (kfgen.io.outdir.replace_file), where the default action left it behind."""

    def __init__(self, number: int) -> None:
        super().__init__(number)
        self.number = number


def _unwind_on_signals() -> dict[int, Any]:
    """The handlers replaced (restored after the command: a program calling main keeps its own)."""
    owner = os.getpid()

    def unwind(number: int, _: object) -> None:
        if os.getpid() != owner:  # a forked render worker (the pool ends them so): it dies as by default
            signal.signal(number, signal.SIG_DFL)
            os.kill(os.getpid(), number)
            return
        raise _Signalled(number)

    previous: dict[int, Any] = {}
    for number in _UNWOUND:
        with contextlib.suppress(ValueError):  # only the main thread may set a handler
            previous[number] = signal.signal(number, unwind)
    return previous


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
