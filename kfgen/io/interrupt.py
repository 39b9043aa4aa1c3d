"""SIGTERM and SIGHUP unwound as Ctrl-C is while kfgen writes files (`render -o`, `import -o`, `init`): the file
being written under a temporary name is removed (kfgen.io.outdir.replace_file), where the default action left it
behind. Only around the writing: the `signal` module costs every command's start (its enums), and a render that
writes to stdout leaves nothing behind."""

from __future__ import annotations

import contextlib
import os
from collections.abc import Iterator
from typing import Any


class Signalled(BaseException):
    """SIGTERM or SIGHUP while files were written: the command's exit status is 128 + number (kfgen.cli.main)."""

    def __init__(self, number: int) -> None:
        super().__init__(number)
        self.number = number


@contextlib.contextmanager
def unwound() -> Iterator[None]:
    """SIGTERM and SIGHUP raise Signalled inside the block; the handlers before it are restored after it (a
    program calling kfgen keeps its own)."""
    import signal

    owner = os.getpid()

    def unwind(number: int, _: object) -> None:
        if os.getpid() != owner:  # a forked render worker (the pool ends them so): it dies as by default
            signal.signal(number, signal.SIG_DFL)
            os.kill(os.getpid(), number)
            return
        raise Signalled(number)

    previous: dict[int, Any] = {}
    for caught in (signal.SIGTERM, signal.SIGHUP):
        with contextlib.suppress(ValueError):  # only the main thread may set a handler
            previous[caught] = signal.signal(caught, unwind)
    try:
        yield
    finally:
        for number, handler in previous.items():
            signal.signal(number, handler)
