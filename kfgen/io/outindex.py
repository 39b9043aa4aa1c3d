"""What `render -o DIR` wrote last time, so a new render replaces it: DIR/.kfgen-output lists each file with the
SHA-256 of the text kfgen wrote (`sha256sum -c .kfgen-output` checks it). A file of that list the new render
does not write again (a removed spec, an earlier revision's job) is deleted, but only while it still holds
exactly that text and that text is the one object kfgen generated (its managed-by label) that a render writes
to that folder and name: the index may have been written by someone else (it is committed), so a file kfgen did
not write, or one edited since, is never deleted (a warning says so). Entries are `<folder>/<file>` below DIR,
opened without following symlinks or waiting on a FIFO, so a hostile list cannot reach outside DIR. The file is
no YAML, so Argo CD and Flux do not read it as a manifest when DIR is committed.
"""

from __future__ import annotations

import contextlib
import errno
import hashlib
import os
import re
import stat
from pathlib import Path

from kfgen import api
from kfgen.io import interrupt, outdir, yamlio, yamlread

INDEX = ".kfgen-output"


def digest(text: str) -> str:
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def render_index(files: list[tuple[str, str, str]]) -> str:
    return "".join(f"{digest(text)}  {folder}/{name}\n" for folder, name, text in sorted(files))


def previous(root_fd: int) -> tuple[dict[tuple[str, str], str], list[str]]:
    """(folder, name) -> digest of the last render's files, and why each other line of the index is not acted on:
    an entry that is no `<folder>/<file>` below DIR (`../x`, `/etc/x`, `a//b`, empty) is said, never followed. An
    index past the input bound is refused (outdir.Refused): ignored, its files would be orphaned unsaid."""
    return parse(read_regular(root_fd, INDEX, str(INDEX), too_large=TOO_LARGE) or b"")


def parse(data: bytes) -> tuple[dict[tuple[str, str], str], list[str]]:
    found: dict[tuple[str, str], str] = {}
    unusable: list[str] = []
    for number, line in enumerate(data.decode("utf-8", "replace").splitlines(), 1):
        sha, _, path = line.partition("  ")
        folder, _, name = path.partition("/")
        if not line.strip():
            continue
        if len(sha) != 64 or not _HEX.fullmatch(sha):
            unusable.append(NO_ENTRY.format(line=number, text=_excerpt(line)))
        elif outdir.safe_component(folder) and outdir.safe_component(name):
            found[folder, name] = sha.lower()
        else:
            unusable.append(NO_PATH.format(line=number, path=_excerpt(path)))
    return found, unusable


def _excerpt(text: str, most: int = 80) -> str:
    return text if len(text) <= most else text[:most] + "…"


def describes(folder: Path) -> bool:
    """Whether `folder` is a `render -o` output as kfgen wrote it: it holds exactly the files its index lists, each
    with the text recorded there (so an index planted beside a spec never hides the spec from the inputs)."""
    try:
        fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW)
    except OSError:
        return False
    try:
        listed, unusable = parse(read_regular(fd, INDEX, INDEX) or b"")
    except (OSError, outdir.Refused):
        return False
    finally:
        os.close(fd)
    if unusable or not listed:
        return False
    held = [p for p in folder.rglob("*") if p.name != INDEX or p.parent != folder]
    files = {tuple(p.relative_to(folder).parts) for p in held if not p.is_dir() or p.is_symlink()}
    if files != {(f, n) for f, n in listed}:
        return False
    return all(_holds(folder / f / n, sha) for (f, n), sha in listed.items())


def _holds(path: Path, sha: str) -> bool:
    if path.is_symlink() or not path.is_file():
        return False
    return hashlib.sha256(path.read_bytes()).hexdigest() == sha


_HEX = re.compile("[0-9a-fA-F]{64}")
TOO_LARGE = (
    f"{INDEX} is larger than {yamlread.MAX_INPUT_BYTES} bytes: kfgen reads no index past the input bound (32 MiB), "
    "so it would neither delete nor list again the files it names; restore it, or remove it (kfgen then deletes "
    "nothing it wrote before)"
)
NO_ENTRY = "line {line} holds {text!r} where an entry `<SHA-256>  <folder>/<file>` belongs: kfgen does nothing for it"
NO_PATH = (
    "line {line} lists {path!r} as a file: it is no `<folder>/<file>` below this directory, so kfgen neither deletes "
    "nor writes anything for it"
)


def read_regular(folder_fd: int, name: str, shown: str, too_large: str | None = None) -> bytes | None:
    """The bytes of a regular file (None: there is none, or it is larger than any input kfgen reads, unless
    `too_large` says why that is refused); opened without following a symlink or waiting on a FIFO, and refused
    (outdir.Refused) when it is something else."""
    try:
        fd = os.open(name, os.O_RDONLY | os.O_NOFOLLOW | os.O_NONBLOCK, dir_fd=folder_fd)
    except FileNotFoundError:
        return None
    except OSError as exc:
        if exc.errno != errno.ELOOP:
            raise
        raise outdir.Refused(f"{shown} is a symbolic link, not a regular file: kfgen reads only files") from exc
    if not stat.S_ISREG(os.fstat(fd).st_mode):  # before fdopen, which refuses a folder as "Is a directory: 3"
        os.close(fd)
        raise outdir.Refused(f"{shown} is not a regular file: kfgen reads only files")
    with os.fdopen(fd, "rb") as handle:
        data = handle.read(yamlread.MAX_INPUT_BYTES + 1)
    if len(data) <= yamlread.MAX_INPUT_BYTES:
        return data
    if too_large:
        raise outdir.Refused(too_large)
    return None


def replace(root: Path, files: list[tuple[str, str, str]], *, partial: bool = False) -> list[tuple[str, str]]:
    """Write `files`, delete the last render's files this one did not write, record this one. Returns the
    paths kept, each with why (INDEX itself for each of its lines that is no entry kfgen acts on).

    `partial` (`render --select`): `files` are some of a render's, so nothing is deleted and the index keeps the
    entries of the files not written, for the next full render to replace."""
    with interrupt.unwound():
        return _replace(root, files, partial)


def _replace(root: Path, files: list[tuple[str, str, str]], partial: bool) -> list[tuple[str, str]]:
    root_fd = outdir.open_directory(root)
    try:
        before, unusable = previous(root_fd)  # read before anything is written: a FIFO or symlink there writes nothing
        outdir.write(root, files, root_fd=root_fd)
        written = {(folder, name) for folder, name, _ in files}
        kept = [(INDEX, why) for why in unusable]
        for (folder, name), sha in sorted(before.items()):
            if (folder, name) not in written and not partial:
                why = _remove_if_kfgen_s(root_fd, folder, name, sha)
                if why:
                    kept.append((f"{folder}/{name}", why))
        index = render_index(files)
        if partial:
            entries = {path: sha for path, sha in before.items() if path not in written}
            entries.update({(folder, name): digest(text) for folder, name, text in files})
            index = "".join(f"{sha}  {folder}/{name}\n" for (folder, name), sha in sorted(entries.items()))
        outdir.replace_file(root_fd, INDEX, index)
    finally:
        os.close(root_fd)
    return kept


CHANGED = "it changed since"
NOT_KFGEN_S = "it holds no object kfgen generated under this name (kfgen deletes only its own files)"
NOT_A_FOLDER = "its folder is a symbolic link or no folder (kfgen follows no symbolic link below DIR)"


def _remove_if_kfgen_s(root_fd: int, folder: str, name: str, sha: str) -> str | None:
    """Delete a file the index lists when it still holds exactly the text the index records, and that text is
    the one object kfgen generated under this folder and name (an index can be written by anyone). None when
    the file is gone (now, or already); else why it stays."""
    try:
        folder_fd = os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=root_fd)
    except FileNotFoundError:
        return None
    except OSError as exc:  # a symlink (ELOOP), a file (ENOTDIR) where the folder was: never followed, said so
        return (
            NOT_A_FOLDER if exc.errno in (errno.ELOOP, errno.ENOTDIR) else f"its folder cannot be read: {exc.strerror}"
        )
    try:
        try:
            data = read_regular(folder_fd, name, f"{folder}/{name}")
        except outdir.Refused:
            return NOT_KFGEN_S  # a symlink, a FIFO or something else kfgen never wrote
        if data is None:
            return None if _absent(folder_fd, name) else NOT_KFGEN_S
        if hashlib.sha256(data).hexdigest() != sha:
            return CHANGED
        if not _kfgen_s(data, folder, name):
            return NOT_KFGEN_S
        os.unlink(name, dir_fd=folder_fd)
    finally:
        os.close(folder_fd)
    with contextlib.suppress(OSError):  # the folder is left when anything else is in it
        os.rmdir(folder, dir_fd=root_fd)
    return None


def _absent(folder_fd: int, name: str) -> bool:
    try:
        os.stat(name, dir_fd=folder_fd, follow_symlinks=False)
    except FileNotFoundError:
        return True
    return False


def _kfgen_s(data: bytes, folder: str, name: str) -> bool:
    """Whether `data` is one object kfgen generated (its managed-by label) that `render -o` writes to folder/name."""
    try:
        docs, problems = yamlio.parse(data.decode("utf-8"), f"{folder}/{name}")
    except UnicodeDecodeError:
        return False
    if problems or len(docs) != 1 or not isinstance(docs[0], dict):
        return False
    labels = (docs[0].get("metadata") or {}).get("labels") if isinstance(docs[0].get("metadata"), dict) else None
    if not isinstance(labels, dict) or labels.get(api.MANAGED_BY_LABEL) != api.MANAGED_BY:
        return False
    placed, refused = outdir.plan(docs)
    return not refused and [(f, n) for f, n, _ in placed] == [(folder, name)]
