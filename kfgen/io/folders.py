"""The files of a folder given as input: its YAML files and Kptfiles at any depth, what is no file among them, and
the links that are not followed (kfgen.io.files reads them)."""

from __future__ import annotations

import os
from pathlib import Path

from kfgen.results import ERROR, WARNING, Result

YAML_SUFFIXES = (".yaml", ".yml")
OUTPUT_INDEX = ".kfgen-output"  # kfgen.io.outindex.INDEX: the folder is a `render -o DIR`'s output


def folder_files(top: Path) -> tuple[list[Path], list[Result]]:
    """A folder's YAML files and Kptfiles; an error for each so named that is no file (a FIFO, a link to a device
    or to nothing), as when it is named on the command line: never skipped unsaid, never opened (a FIFO blocks)."""
    files: list[Path] = []
    walked, folder_links, read_anyway = _walk(top)
    results = [Result(WARNING, NOT_AN_OUTPUT, file=str(folder)) for folder in read_anyway]
    root: Path | None = None
    links = set(folder_links)
    for path in sorted(walked + folder_links):
        if path in links:  # never entered, never skipped unsaid: it may hide a spec
            out = _out_of(root := root or _repository(top), path)
            results.append(Result(ERROR, out or FOLDER_LINK, file=str(path)))
            continue
        if not (path.suffix in YAML_SUFFIXES or path.name == "Kptfile") or path.name in _KUSTOMIZATIONS:
            continue
        if path.is_symlink() and (out := _out_of(root := root or _repository(top), path)):
            results.append(Result(ERROR, out, file=str(path)))
        elif path.is_file():
            files.append(path)
        elif not path.is_dir():  # a folder so named is walked
            results.append(Result(ERROR, unread(path), file=str(path)))
    return files, results


_KUSTOMIZATIONS = ("kustomization.yaml", "kustomization.yml", "Kustomization")
FOLDER_LINK = (
    "a symbolic link to a folder: kfgen follows no folder link below a folder it is given (a loop, a folder read "
    "twice, files a review does not see); name the folder itself as a PATH to read it"
)


def _repository(top: Path) -> Path:
    """Where the links of a folder may lead: its git work tree (as `diff --from` reads a revision), else the working
    directory when the folder is below it, else the folder."""
    real = Path(os.path.realpath(top))
    for folder in (real, *real.parents):
        if os.path.lexists(folder / ".git"):
            return folder
    here = Path(os.path.realpath(os.getcwd()))
    return here if real.is_relative_to(here) else real


def _out_of(root: Path, link: Path) -> str | None:
    """Why a link found in a folder is not followed: it leads out of `root` (as kustomize's load restrictor keeps a
    build inside its root); None for a link within it."""
    target = Path(os.path.realpath(link))
    if target.is_relative_to(root):
        return None
    return (
        f"a symbolic link out of {root} (to {target}): kfgen reads no file outside the repository of a folder it is "
        "given (a repository's link must not read this machine's files); name the file itself to read it"
    )


def unread(path: Path) -> str:
    """Why a path named on the command line is not read: it is not there, or what it is instead of a file."""
    what = what_it_is(path)
    if what is None:
        return "no such file or directory"
    return f"{what}, not a file or folder: kfgen reads files, folders and - (stdin)"


def what_it_is(path: Path) -> str | None:
    """What a path that is no file is ("a FIFO (named pipe)", "a folder"...), by stat: never opened; None when it
    is not there (a symlink to nothing)."""
    import stat

    try:
        mode = path.stat().st_mode
    except (OSError, ValueError):
        return None
    kinds = (
        (stat.S_ISFIFO, "a FIFO (named pipe)"),
        (stat.S_ISCHR, "a character device"),
        (stat.S_ISSOCK, "a socket"),
        (stat.S_ISBLK, "a block device"),
        (stat.S_ISDIR, "a folder"),
    )
    return next((name for test, name in kinds if test(mode)), "no file")


NOT_AN_OUTPUT = (
    f"holds a {OUTPUT_INDEX} that does not describe it (not the files a `render -o` wrote, as written): read as input"
)


def _walk(top: Path) -> tuple[list[Path], list[Path], list[Path]]:
    """Every entry below `top` that is not a folder, and every link to a folder (os.walk lists it among the folders
    and does not enter it), outputs' folders left out; and the folders with an index that are read all the same
    (their files are not what it lists: outindex.describes). Only folders are asked whether they are links: a lstat
    per file would cost every render."""
    found: list[Path] = []
    folder_links: list[Path] = []
    read_anyway: list[Path] = []
    for folder, folders, names in os.walk(top):
        if folder != str(top) and OUTPUT_INDEX in names:
            from kfgen.io import outindex  # only where an index is: it imports what writing needs

            if outindex.describes(Path(folder)):
                folders[:] = []
                continue
            read_anyway.append(Path(folder))
        found += (Path(folder, name) for name in names)
        folder_links += (Path(folder, name) for name in folders if os.path.islink(os.path.join(folder, name)))
    return found, folder_links, read_anyway
