"""What `render -o DIR` wrote last time, so a new render replaces it: DIR/.kfgen-output lists each file with the
SHA-256 of the text kfgen wrote (`sha256sum -c .kfgen-output` checks it). A file of that list the new render
does not write again (a removed spec, an earlier revision's job) is deleted, but only while it still holds
exactly that text: a file kfgen did not write, or one edited since, is never deleted (a warning says so).
Entries are `<folder>/<file>` below DIR, opened without following symlinks, so a hostile list cannot reach
outside DIR. The file is no YAML, so Argo CD and Flux do not read it as a manifest when DIR is committed.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
from pathlib import Path

from kfgen.io import outdir

INDEX = ".kfgen-output"


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def render_index(files: list[tuple[str, str, str]]) -> str:
    return "".join(f"{digest(text)}  {folder}/{name}\n" for folder, name, text in sorted(files))


def previous(root_fd: int) -> dict[tuple[str, str], str]:
    """(folder, name) -> digest of the last render's files; entries that are no path below DIR are ignored."""
    try:
        fd = os.open(INDEX, os.O_RDONLY | os.O_NOFOLLOW, dir_fd=root_fd)
    except OSError:
        return {}
    with os.fdopen(fd, encoding="utf-8", errors="replace") as handle:
        lines = handle.read().splitlines()
    found: dict[tuple[str, str], str] = {}
    for line in lines:
        sha, _, path = line.partition("  ")
        folder, _, name = path.partition("/")
        if len(sha) == 64 and outdir.safe_component(folder) and outdir.safe_component(name):
            found[folder, name] = sha
    return found


def replace(root: Path, files: list[tuple[str, str, str]], *, partial: bool = False) -> list[str]:
    """Write `files`, delete the last render's files this one did not write, record this one. Returns the
    paths kept because they changed since kfgen wrote them.

    `partial` (`render --select`): `files` are some of a render's, so nothing is deleted and the index keeps the
    entries of the files not written, for the next full render to replace."""
    outdir.write(root, files)  # creates DIR; the index of an earlier render is read before it is replaced
    written = {(folder, name) for folder, name, _ in files}
    kept: list[str] = []
    root_fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY)
    try:
        before = previous(root_fd)
        for (folder, name), sha in sorted(before.items()):
            if (folder, name) not in written and not partial and not _remove_if_unchanged(root_fd, folder, name, sha):
                kept.append(f"{folder}/{name}")
        index = render_index(files)
        if partial:
            entries = {path: sha for path, sha in before.items() if path not in written}
            entries.update({(folder, name): digest(text) for folder, name, text in files})
            index = "".join(f"{sha}  {folder}/{name}\n" for (folder, name), sha in sorted(entries.items()))
        _write_index(root_fd, index)
    finally:
        os.close(root_fd)
    return kept


def _remove_if_unchanged(root_fd: int, folder: str, name: str, sha: str) -> bool:
    """True when the file is gone (deleted now, or already); False when it holds other text than kfgen wrote."""
    try:
        folder_fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=root_fd)
    except OSError:
        return True
    try:
        try:
            fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW, dir_fd=folder_fd)
        except FileNotFoundError:
            return True
        except OSError:
            return False  # a symlink or something else kfgen never wrote
        with os.fdopen(fd, "rb") as handle:
            if hashlib.sha256(handle.read()).hexdigest() != sha:
                return False
        os.unlink(name, dir_fd=folder_fd)
    finally:
        os.close(folder_fd)
    with contextlib.suppress(OSError):  # the folder is left when anything else is in it
        os.rmdir(folder, dir_fd=root_fd)
    return True


def _write_index(root_fd: int, text: str) -> None:
    fd = os.open(INDEX, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o644, dir_fd=root_fd)
    with os.fdopen(fd, "w", encoding="utf-8") as handle:
        handle.write(text)
