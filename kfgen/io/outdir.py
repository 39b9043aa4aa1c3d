"""`render -o DIR`: one file per object, never outside DIR, never through a symlink, never two in one file."""

from __future__ import annotations

import contextlib
import os
import re
import secrets
import stat
from pathlib import Path
from typing import Any, Literal, overload

from kfgen.io import interrupt
from kfgen.results import ResourceRef, Result, error

SAFE = re.compile(r"[A-Za-z0-9][A-Za-z0-9._-]*")
CLUSTER_FOLDER = "_cluster"
MAX_COMPONENT = 255


def plan(objects: list[Any]) -> tuple[list[tuple[str, str, Any]], list[Result]]:
    """(folder, file name, object) of every object, or why some cannot be written."""
    out: list[tuple[str, str, Any]] = []
    results: list[Result] = []
    taken: dict[tuple[str, str], ResourceRef] = {}
    for obj in objects:
        meta = obj.get("metadata") if isinstance(obj.get("metadata"), dict) else {}
        ref = ResourceRef.of(obj, "")
        folder = str(meta.get("namespace") or CLUSTER_FOLDER)
        name = f"{str(obj.get('kind', 'object')).lower()}-{meta.get('name', 'unnamed')}.yaml"
        problem = (None if folder == CLUSTER_FOLDER else _unsafe(folder, "metadata.namespace")) or _unsafe(
            name, "metadata.name"
        )
        if problem:
            results.append(error(f"cannot be a file name in the output directory: {problem[1]}", ref, problem[0]))
        elif (folder, name) in taken:
            results.append(
                error(
                    f"would be written to {folder}/{name} like {taken[folder, name]}; render to a "
                    "stream instead of -o DIR",
                    ref,
                    "metadata.name",
                )
            )
        else:
            taken[folder, name] = ref
            out.append((folder, name, obj))
    return out, results


def safe_component(component: str) -> bool:
    """Whether `component` is a folder or file name `plan` may give."""
    return component == CLUSTER_FOLDER or _unsafe(component, "") is None


def _unsafe(component: str, field: str) -> tuple[str, str] | None:
    if len(component) > MAX_COMPONENT or not SAFE.fullmatch(component) or component in (".", ".."):
        return field, f"{component!r} (letters, digits, '.', '_' and '-' only)"
    return None


class Refused(Exception):
    """A path `write` will not go through: a symlink, or an entry that is no regular file where one is written."""


TEMPORARY = ".kfgen-tmp-"


def open_directory(root: Path) -> int:
    """A descriptor of `root`, created where missing, reached one component at a time without following a
    symlink: a relative `root` from the current directory, an absolute one from `/`. A DIR that is, or lies below,
    a symlink (a committed one would send the output outside the checkout) is Refused."""
    path = os.path.normpath(root)
    fd = os.open("/" if os.path.isabs(path) else ".", os.O_RDONLY | os.O_DIRECTORY)
    reached = "/" if os.path.isabs(path) else ""
    try:
        for part in (p for p in path.split("/") if p and p != "."):
            reached = os.path.join(reached, part)
            inner = _child(fd, part, reached)
            os.close(fd)
            fd = inner
    except Refused as exc:
        os.close(fd)
        raise Refused(f"{exc}; the output directory is never at or below a symlink (give its real path)") from exc
    except BaseException:
        os.close(fd)
        raise
    return fd


@overload
def _child(fd: int, part: str, shown: str, create: Literal[True] = True) -> int: ...
@overload
def _child(fd: int, part: str, shown: str, create: bool) -> int | None: ...
def _child(fd: int, part: str, shown: str, create: bool = True) -> int | None:
    """The folder `part` of `fd`, created when missing (None instead, without `create`); never through a symlink."""
    try:
        return os.open(part, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=fd)
    except FileNotFoundError:
        if not create:
            return None
        with contextlib.suppress(FileExistsError):
            os.mkdir(part, 0o755, dir_fd=fd)
        return os.open(part, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=fd)
    except OSError as exc:
        if _kind(fd, part) == "a symbolic link":
            raise Refused(f"{shown} is a symbolic link: kfgen writes nothing through one") from exc
        raise


def _kind(fd: int, name: str) -> str | None:
    """What `name` in `fd` is when it is no regular file (None: a regular file, or nothing)."""
    try:
        mode = os.stat(name, dir_fd=fd, follow_symlinks=False).st_mode
    except FileNotFoundError:
        return None
    if stat.S_ISREG(mode):
        return None
    return {stat.S_IFLNK: "a symbolic link", stat.S_IFDIR: "a directory", stat.S_IFIFO: "a FIFO"}.get(
        stat.S_IFMT(mode), "not a regular file"
    )


def write(
    root: Path,
    files: list[tuple[str, str, str]],
    executable: frozenset[tuple[str, str]] = frozenset(),
    root_fd: int | None = None,
) -> None:
    """Write (folder, name, text) below root (a folder may be `a/b`; "" is root itself): _write, with SIGTERM and
    SIGHUP unwound so that no temporary file is left behind."""
    with interrupt.unwound():
        _write(root, files, executable, root_fd)


def _write(
    root: Path,
    files: list[tuple[str, str, str]],
    executable: frozenset[tuple[str, str]] = frozenset(),
    root_fd: int | None = None,
) -> None:
    """Write (folder, name, text) below root (a folder may be `a/b`; "" is root itself). Nothing is reached
    through a symlink, and no existing file is opened: each text goes to a new temporary file in its folder,
    renamed over the name (a hard link planted there keeps its content, a FIFO is never opened). An entry that
    is no regular file where a file goes (a symlink, a FIFO, a folder) is Refused before anything is written.
    The (folder, name) in `executable` are written with mode 0755, the others 0644 (less the umask)."""
    own = root_fd is None
    root_fd = open_directory(root) if root_fd is None else root_fd  # `root` names it in messages
    try:
        for folder, name, _ in files:
            folder_fd = _folder(root_fd, folder, root, create=False)
            if folder_fd is not None:
                try:
                    kind = _kind(folder_fd, name)
                finally:
                    os.close(folder_fd)
                if kind:
                    shown = os.path.join(root, folder, name)
                    raise Refused(f"{shown} is {kind}, not a regular file: kfgen replaces only files")
        for folder, name, text in files:
            folder_fd = _folder(root_fd, folder, root)
            try:
                replace_file(folder_fd, name, text, 0o755 if (folder, name) in executable else 0o644)
            finally:
                os.close(folder_fd)
    finally:
        if own:
            os.close(root_fd)


def replace_file(folder_fd: int, name: str, text: str, mode: int = 0o644) -> None:
    """`text` under `name` in `folder_fd`: written to a new temporary file, renamed over whatever `name` was."""
    temporary = TEMPORARY + secrets.token_hex(8)
    fd = os.open(temporary, os.O_WRONLY | os.O_CREAT | os.O_EXCL | os.O_NOFOLLOW, mode, dir_fd=folder_fd)
    try:
        with os.fdopen(fd, "w", encoding="utf-8") as handle:
            handle.write(text)
        os.rename(temporary, name, src_dir_fd=folder_fd, dst_dir_fd=folder_fd)
    except BaseException:
        with contextlib.suppress(OSError):
            os.unlink(temporary, dir_fd=folder_fd)
        raise


def _parts(folder: str) -> list[str]:
    return [p for p in folder.split("/") if p]


@overload
def _folder(root_fd: int, folder: str, root: Path, create: Literal[True] = True) -> int: ...
@overload
def _folder(root_fd: int, folder: str, root: Path, create: bool) -> int | None: ...
def _folder(root_fd: int, folder: str, root: Path, create: bool = True) -> int | None:
    """`folder` below root, its missing folders made (without `create`: None when one is missing); never through a
    symlink."""
    fd = os.dup(root_fd)
    shown = str(root)
    try:
        for part in _parts(folder):
            shown = os.path.join(shown, part)
            inner = _child(fd, part, shown, create)
            os.close(fd)
            if inner is None:
                return None
            fd = inner
    except BaseException:
        os.close(fd)
        raise
    return fd
