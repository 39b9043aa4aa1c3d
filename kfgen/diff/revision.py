"""The inputs of a git revision, for `kfgen diff --from REV`, read from git's object store one file at a time.

Only git's own command line is used (no library). `git ls-tree -r -l` lists the revision with each file's size;
the inputs are picked from that listing exactly as `kfgen render` picks them from a work tree (the YAML files and
Kptfiles below each PATH, a PATH that names a file, and overlays/<name>/environment.yaml below the current
directory), an input over the input bound is refused before a byte of it is read, and `git cat-file --batch`
hands over the others one at a time. Nothing else the revision holds is read, and nothing is written to disk:
memory does not depend on what else the revision holds, and a revision's file names (too long for a file system,
a file and a folder of one name in a crafted tree, bytes that are no UTF-8) reach no file system call.
"""

from __future__ import annotations

import os
import posixpath
import subprocess
from collections.abc import Iterator
from pathlib import Path, PurePosixPath
from typing import IO, NamedTuple

from kfgen.checks import envsource
from kfgen.diff import sources
from kfgen.io import files, yamlread
from kfgen.results import ERROR, Result

FLAG = "--from"
REGULAR = b"100"  # a file's mode (100644, 100755); a submodule (160000) is no input
LINK = b"120000"  # a symbolic link: read as the work tree reads it, through its target (within the revision)
MAX_BYTES = yamlread.MAX_INPUT_BYTES
_KUSTOMIZATIONS = ("kustomization.yaml", "kustomization.yml", "Kustomization")


class WorkTree(NamedTuple):
    top: Path  # the work tree's top directory
    prefix: str  # the current directory below it ("" at the top, else ending in "/")


class Blob(NamedTuple):
    path: str  # from the top of the revision (os.fsdecode'd: a name that is no UTF-8 keeps its bytes)
    oid: str
    size: int
    regular: bool  # a regular file, or a symbolic link (`link`) read through its target; not a submodule or folder
    link: bool = False


class Listing(NamedTuple):
    """What a revision holds at the PATHs: the input files per PATH, and which PATHs it has at all."""

    inputs: dict[str, list[Blob]]  # PATH -> its input files, in the order `kfgen render` reads them
    environments: list[Blob]  # overlays/<name>/environment.yaml below the current directory
    present: set[str]  # the PATHs the revision holds (a file, or a folder with anything in it)
    problems: list[Result]
    overlays: dict[str, str | None]  # overlays/<name> -> why it gives no policy (None: it holds the file)


def _git(args: list[str], cwd: Path) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, check=False)


def work_tree(cwd: Path) -> tuple[WorkTree | None, list[Result]]:
    try:
        found = _git(["rev-parse", "--show-toplevel", "--show-prefix"], cwd)
    except OSError as exc:
        return None, [Result(ERROR, f"cannot run git: {exc.strerror}", field=FLAG)]
    lines = os.fsdecode(found.stdout).splitlines()
    if found.returncode != 0 or not lines:
        return None, [Result(ERROR, "not in a git work tree: run kfgen diff --from in one", field=FLAG)]
    return WorkTree(Path(lines[0]), lines[1] if len(lines) > 1 else ""), []


def commit(tree: WorkTree, revision: str) -> tuple[str | None, list[Result]]:
    """The commit REV names, or why not (a revision never starts with '-': it would be read as an option)."""
    found = _git(["rev-parse", "--verify", "--quiet", "--end-of-options", f"{revision}^{{commit}}"], tree.top)
    if revision.startswith("-") or found.returncode != 0:
        message = f"unknown revision {revision!r}: name a commit, branch or tag of this repository (git rev-parse)"
        return None, [Result(ERROR, message, field=FLAG)]
    return found.stdout.decode().strip(), []


def read(tree: WorkTree, sha: str, paths: list[str], shown: str) -> tuple[sources.Inputs, set[str], list[Result]]:
    """The inputs of the PATHs at the revision (`shown` + the path from the top names each file in messages), the
    PATHs it holds, and the problems that stop the diff (an input over the bound, an input git cannot hand over)."""
    listing = list_inputs(tree, sha, paths, shown)
    if listing.problems:
        return sources.Inputs([], {}, []), listing.present, listing.problems
    wanted = [blob for path in paths for blob in listing.inputs.get(path, [])]
    loaded, conventional = files.Loaded(), files.Loaded()
    with _Batch(
        tree.top, sha
    ) as batch:  # the platform's Environments are read on their own too, as `kfgen render --env`
        for into, blobs in ((loaded, wanted), (conventional, listing.environments)):
            for blob in blobs:
                text, problems = batch.text(blob, shown)
                one = files.load_text(text, shown + blob.path) if text is not None else files.Loaded()
                into.items += one.items
                into.sources += one.sources
                into.results += problems + one.results
    conventional.results += _unreadable_overlays(listing, files.found_in(loaded), shown + tree.prefix)
    return sources.from_loaded(loaded, conventional), listing.present, []


def _unreadable_overlays(listing: Listing, inputs: list[envsource.Found], shown: str) -> list[Result]:
    """An error for each overlays/<name> of the revision that gives no policy (a submodule, a file, a link, a folder
    without environment.yaml) where an input holds an Environment <name>: as in the work tree
    (files.platform_environments), never a fallback to the input's."""
    named = sorted({name for found in inputs if (name := envsource.name_of(found))})
    return [Result(ERROR, why, file=f"{shown}overlays/{name}") for name in named if (why := listing.overlays.get(name))]


def list_inputs(tree: WorkTree, sha: str, paths: list[str], shown: str) -> Listing:
    scan = _Scan(tree, paths)
    try:
        listing = subprocess.Popen(
            ["git", "ls-tree", "-r", "-l", "-z", "--full-tree", sha],
            cwd=tree.top,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
    except OSError as exc:
        return Listing({}, [], set(), [Result(ERROR, f"cannot run git: {exc.strerror}", field=FLAG)], {})
    assert listing.stdout is not None
    with listing:
        for record in _records(listing.stdout):
            blob = _entry(record)
            if blob is not None:
                scan.add(blob)
    if listing.returncode != 0:
        message = f"cannot list revision {sha[:12]} (git ls-tree)"
        return Listing({}, [], set(), [Result(ERROR, message, field=FLAG)], {})
    return scan.listing(shown)


class _Scan:
    """A revision's listing read entry by entry, keeping only what the PATHs and the overlays take."""

    def __init__(self, tree: WorkTree, paths: list[str]) -> None:
        self.targets = {path: _in_tree(tree, path) for path in paths if path != "-"}
        self.inputs: dict[str, list[Blob]] = {path: [] for path in self.targets}
        self.as_file: dict[str, list[Blob]] = {path: [] for path in self.targets}
        self.as_folder: set[str] = set()
        self.environments: list[Blob] = []
        self.overlays = f"{tree.prefix}overlays/"
        self.overlay_shapes: dict[str, str | None] = {}

    def add(self, blob: Blob) -> None:
        for path, target in self.targets.items():
            if target is None:
                continue
            if blob.path == target:
                self.as_file[path].append(blob)
            elif target == "" or blob.path.startswith(target + "/"):
                self.as_folder.add(path)
                if blob.regular and _yaml_input(blob.path):
                    self.inputs[path].append(blob)
        if blob.path.startswith(self.overlays):
            self._overlay(blob, blob.path[len(self.overlays) :].split("/"))

    def _overlay(self, blob: Blob, rest: list[str]) -> None:
        """An entry below overlays/: the platform's file, or what says overlays/<name> gives none."""
        if len(rest) == 1:  # overlays/<name> itself is no folder
            what = "a symbolic link" if blob.link else "a file" if blob.regular else "a submodule (gitlink)"
            self.overlay_shapes[rest[0]] = files.not_a_folder(what)
        elif rest[1:] == [files.PLATFORM_FILE] and blob.regular:
            self.environments.append(blob)
            self.overlay_shapes[rest[0]] = None
        else:
            self.overlay_shapes.setdefault(rest[0], files.MISSING)

    def listing(self, shown: str) -> Listing:
        problems: list[Result] = []
        for path, blobs in self.as_file.items():
            if len(blobs) > 1 or (blobs and path in self.as_folder):
                what = "a file and a folder" if path in self.as_folder else f"{len(blobs)} files"
                message = (
                    f"the revision holds {what} of this name (a malformed tree): kfgen diff cannot tell which to read"
                )
                problems.append(Result(ERROR, message, file=shown + str(self.targets[path])))
            elif blobs and blobs[0].regular:
                self.inputs[path] = blobs
        for blobs in self.inputs.values():
            blobs.sort(key=lambda blob: PurePosixPath(blob.path))
        self.environments.sort(key=lambda blob: PurePosixPath(blob.path))
        present = {path for path in self.targets if self.as_file[path] or path in self.as_folder}
        for blob in dict.fromkeys([b for blobs in self.inputs.values() for b in blobs] + self.environments):
            if blob.size > MAX_BYTES:
                message = f"input too large: {blob.size} bytes (limit {MAX_BYTES}); kfgen diff does not read it"
                problems.append(Result(ERROR, message, file=shown + blob.path))
            elif blob.size < 0:
                problems.append(Result(ERROR, "git does not have this file (a missing object)", file=shown + blob.path))
        return Listing(self.inputs, self.environments, present, problems, self.overlay_shapes)


def _entry(record: bytes) -> Blob | None:
    """One `git ls-tree -l -z` record: `<mode> <type> <oid> <size>\\t<path>`."""
    meta, _, raw_path = record.partition(b"\t")
    fields = meta.split()
    if len(fields) != 4 or not raw_path:
        return None
    mode, _, oid, size = fields
    known = int(size) if size.isdigit() else -1  # git prints BAD for an object it does not have
    link = mode == LINK
    return Blob(os.fsdecode(raw_path), oid.decode("ascii", "replace"), known, link or mode.startswith(REGULAR), link)


def _records(stream: IO[bytes]) -> Iterator[bytes]:
    """The NUL-ended records of a stream, read in pieces (a listing is never held whole)."""
    pending = b""
    while chunk := stream.read(1 << 16):
        pending += chunk
        *done, pending = pending.split(b"\0")
        yield from done
    if pending:
        yield pending


def _yaml_input(path: str) -> bool:
    name = PurePosixPath(path).name
    return (PurePosixPath(path).suffix in files.YAML_SUFFIXES or name == "Kptfile") and name not in _KUSTOMIZATIONS


def _in_tree(tree: WorkTree, path: str) -> str | None:
    """A PATH (relative to the current directory, or absolute) as a path from the top of the tree; None outside it."""
    if os.path.isabs(path):
        relative = os.path.relpath(path, tree.top)
    else:
        relative = posixpath.join(tree.prefix, path.replace(os.sep, "/"))
    normal = posixpath.normpath(relative.replace(os.sep, "/"))
    if normal == ".":
        return ""
    return None if normal == ".." or normal.startswith("../") or normal.startswith("/") else normal


OUTSIDE = {
    word: f"a symbolic link {why}: kfgen diff reads only what the revision holds"
    for word, why in (
        (b"symlink", "to outside the revision"),
        (b"dangling", "to nothing in the revision"),
        (b"loop", "in a loop"),
        (b"notdir", "through a file"),
    )
}


class _Batch:
    """`git cat-file --batch`: one object asked for and read at a time (never two in memory)."""

    def __init__(self, top: Path, sha: str) -> None:
        self._top = top
        self._sha = sha
        self._process: subprocess.Popen[bytes] | None = None

    def __enter__(self) -> _Batch:
        self._process = subprocess.Popen(
            ["git", "cat-file", "--batch", "--follow-symlinks"],  # a link named REV:PATH is read through
            cwd=self._top,
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.DEVNULL,
        )
        return self

    def __exit__(self, *_: object) -> None:
        if self._process is not None:
            if self._process.stdin is not None:
                self._process.stdin.close()
            if self._process.stdout is not None:
                self._process.stdout.close()
            self._process.wait()

    def text(self, blob: Blob, shown: str) -> tuple[str | None, list[Result]]:
        process = self._process
        refused = [Result(ERROR, "git cannot hand over this file (git cat-file)", file=shown + blob.path)]
        if process is None or process.stdin is None or process.stdout is None or process.poll() is not None:
            return None, refused
        asked = f"{self._sha}:{blob.path}".encode(errors="surrogateescape") if blob.link else blob.oid.encode()
        if b"\n" in asked:  # git reads one name a line
            return None, refused
        try:
            process.stdin.write(asked + b"\n")
            process.stdin.flush()
        except OSError:  # git is gone
            return None, refused
        header = process.stdout.readline().split()
        if len(header) == 2 and header[1] == b"missing":
            return None, refused
        if len(header) == 2 and header[0] in OUTSIDE and header[1].isdigit():  # what --follow-symlinks cannot follow
            process.stdout.read(int(header[1]) + 1)
            return None, [Result(ERROR, OUTSIDE[header[0]], file=shown + blob.path)]
        if len(header) != 3 or header[1] != b"blob" or not header[2].isdigit() or int(header[2]) > MAX_BYTES:
            self.__exit__()  # an answer kfgen cannot read past: ask git for nothing more
            self._process = None
            return None, refused
        data = process.stdout.read(int(header[2]))
        process.stdout.read(1)  # the newline after the object
        try:
            return data.decode("utf-8"), []
        except UnicodeDecodeError as exc:
            return None, [Result(ERROR, f"cannot read: not UTF-8 text ({exc.reason})", file=shown + blob.path)]
