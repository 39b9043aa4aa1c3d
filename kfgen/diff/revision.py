"""The files of a git revision, for `kfgen diff --from REV`: `git archive` into a temporary directory.

Only git's own command line is used (no library). The files land where they would be in the work tree, so that
the PATHs given relative to the current directory and overlays/<name>/environment.yaml are found the same way.
"""

from __future__ import annotations

import io
import subprocess
import tarfile
from pathlib import Path, PurePosixPath
from typing import NamedTuple

from kfgen.results import ERROR, Result

FLAG = "--from"


class WorkTree(NamedTuple):
    top: Path  # the work tree's top directory
    prefix: str  # the current directory below it ("" at the top, else ending in "/")


def _git(args: list[str], cwd: Path) -> subprocess.CompletedProcess[bytes]:
    return subprocess.run(["git", *args], cwd=cwd, capture_output=True, check=False)


def work_tree(cwd: Path) -> tuple[WorkTree | None, list[Result]]:
    try:
        found = _git(["rev-parse", "--show-toplevel", "--show-prefix"], cwd)
    except OSError as exc:
        return None, [Result(ERROR, f"cannot run git: {exc.strerror}", field=FLAG)]
    lines = found.stdout.decode(errors="replace").splitlines()
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


def extract(tree: WorkTree, sha: str, into: Path) -> list[Result]:
    """The revision's regular files under `into` (no symlinks, no paths outside it)."""
    archived = _git(["archive", "--format=tar", sha], tree.top)
    if archived.returncode != 0:
        reason = archived.stderr.decode(errors="replace").strip().splitlines()[-1:] or ["git archive failed"]
        return [Result(ERROR, f"cannot read revision {sha[:12]}: {reason[0]}", field=FLAG)]
    with tarfile.open(fileobj=io.BytesIO(archived.stdout)) as tar:
        for member in tar:
            target = _inside(into, member.name)
            if member.isfile() and target is not None:
                source = tar.extractfile(member)
                if source is not None:
                    target.parent.mkdir(parents=True, exist_ok=True)
                    target.write_bytes(source.read())
    return []


def _inside(root: Path, name: str) -> Path | None:
    parts = PurePosixPath(name).parts
    if not parts or PurePosixPath(name).is_absolute() or ".." in parts:
        return None
    return root.joinpath(*parts)
