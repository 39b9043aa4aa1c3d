"""Reading an input within the bound (kfgen.io.yamlread.MAX_INPUT_BYTES) while it is read, not after: at most the
bound and one byte come into memory, whatever the stream or file holds (a 400 MiB file is refused at 32 MiB)."""

from __future__ import annotations

import os
import stat
import sys
from typing import TYPE_CHECKING, BinaryIO

from kfgen.io import yamlread
from kfgen.results import ERROR, Result

if TYPE_CHECKING:
    from pathlib import Path

LIMIT = yamlread.MAX_INPUT_BYTES
TOO_LARGE = f"input too large: more than {LIMIT} bytes (the limit is 32 MiB)"


CHUNK = 1 << 20


def read(handle: BinaryIO, expected: int = CHUNK - 1) -> tuple[bytes, bool]:
    """What `handle` holds, up to the bound and one byte, and whether that is all of it (False: past the bound).
    `expected` is the size it likely holds (a regular file's): it is asked for in one read. Never one read of the
    whole bound: a buffered read of N bytes allocates N first, 32 MiB per small file."""
    chunks: list[bytes] = []
    total = 0
    want = min(expected, LIMIT) + 1
    while True:
        chunk = handle.read(want)
        chunks.append(chunk)
        total += len(chunk)
        if len(chunk) < want or total > LIMIT:  # a buffered read returns less only at the end
            break
        want = min(CHUNK, LIMIT + 1 - total)
    return b"".join(chunks), total <= LIMIT


def read_text(path: Path, errors: str = "strict") -> tuple[str, list[Result]]:
    """A file's text (UTF-8 decoded with `errors`, newlines read as Path.read_text does), or why not: a regular file
    larger than the bound is refused by its size, unread."""
    try:
        with path.open("rb") as handle:
            status = os.fstat(handle.fileno())
            regular = stat.S_ISREG(status.st_mode)
            if regular and status.st_size > LIMIT:
                data, whole = b"", False
            else:
                data, whole = read(handle, status.st_size if regular else CHUNK - 1)
        if not whole:
            return "", [Result(ERROR, TOO_LARGE, file=str(path))]
        text = data.decode("utf-8", errors)
    except (OSError, UnicodeDecodeError) as exc:
        return "", [Result(ERROR, f"cannot read: {exc}", file=str(path))]
    return (text.replace("\r\n", "\n").replace("\r", "\n") if "\r" in text else text), []


STDIN_CLOSED = "stdin is closed: there is nothing to read (name a file, or give the input on stdin)"


def read_stdin(source: str = "-") -> tuple[bytes, str, list[Result]]:
    """stdin as bytes and as UTF-8 text; undecodable input is an error, as for files. Input past the bound
    (LIMIT) is refused once the bound and a byte are read: `raw` is then that much of it."""
    if sys.stdin is None:  # started with fd 0 closed (`<&-`)
        return b"", "", [Result(ERROR, STDIN_CLOSED, file=source)]
    if hasattr(sys.stdin, "buffer"):
        raw, whole = read(sys.stdin.buffer)
    else:
        raw = sys.stdin.read(LIMIT + 1).encode()
        whole = len(raw) <= LIMIT
    if not whole:
        return raw, "", [Result(ERROR, TOO_LARGE, file=source)]
    try:
        return raw, raw.decode("utf-8"), []
    except UnicodeDecodeError as exc:
        return raw, "", [Result(ERROR, f"cannot read: {exc}", file=source)]
