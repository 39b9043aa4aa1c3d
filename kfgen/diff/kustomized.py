"""The kustomizations a `kfgen diff --from REV` does not apply, and which of them a change touches.

diff renders the specs as `kfgen render` does; the patches a kustomization applies before the kfgen function
(`kustomize build`, Argo CD's plugin) are not run. So that such a change never reads as "no difference", every
kustomization below the PATHs and in overlays/<name>/ is compared: one that differs between the revision and the
work tree (added, removed, edited), or one naming a file that differs (a patch, a generator's file), is reported.
A file it names that diff reads itself (a spec below the PATHs, an overlay's environment.yaml) is left to the
objects and the Environment's policy, where its change is reported.
"""

from __future__ import annotations

import os
import posixpath
import subprocess
from pathlib import Path
from typing import Any

from kfgen.diff import revision
from kfgen.io import yamlread

NAMES = frozenset({"kustomization.yaml", "kustomization.yml", "Kustomization"})


def touched(tree: revision.WorkTree, sha: str, paths: list[str]) -> list[tuple[str, str]]:
    """(kustomization, what changed: itself or a file it names), paths from the top of the work tree."""
    changed = _changed_files(tree, sha)
    if not changed:
        return []
    targets = [t for t in (revision._in_tree(tree, p) for p in paths if p != "-") if t is not None]
    scopes = [*targets, f"{tree.prefix}overlays"]
    read = {p for p in changed if _read_by_diff(p, targets, f"{tree.prefix}overlays/")}
    found: list[tuple[str, str]] = []
    for path in sorted(p for p in _kustomizations(tree, sha) if _below(p, scopes)):
        if path in changed:
            found.append((path, path))
            continue
        named = _changed_reference(tree.top / path, path, changed - read)
        if named:
            found.append((path, named))
    return found


def _git_names(tree: revision.WorkTree, args: list[str]) -> set[str]:
    command, *rest = args
    done = subprocess.run(["git", command, "-z", *rest], cwd=tree.top, capture_output=True, check=False)
    return {os.fsdecode(name) for name in done.stdout.split(b"\0") if name} if done.returncode == 0 else set()


def _changed_files(tree: revision.WorkTree, sha: str) -> set[str]:
    """The files (from the top) that differ between the revision and the work tree, untracked ones included."""
    differ = _git_names(tree, ["diff", "--name-only", "--no-renames", sha, "--"])
    return differ | _git_names(tree, ["ls-files", "--others", "--exclude-standard", "--full-name", "--", ":/"])


def _kustomizations(tree: revision.WorkTree, sha: str) -> set[str]:
    at_revision = _git_names(tree, ["ls-tree", "-r", "--name-only", "--full-tree", sha])
    now = _git_names(tree, ["ls-files", "--cached", "--others", "--exclude-standard", "--full-name", "--", ":/"])
    return {path for path in at_revision | now if posixpath.basename(path) in NAMES}


def _below(path: str, scopes: list[str]) -> bool:
    return any(scope == "" or path.startswith(scope + "/") for scope in scopes)


def _changed_reference(file: Path, path: str, changed: set[str]) -> str:
    """The first changed file the (unchanged) kustomization names, or ""."""
    try:
        text = file.read_text(encoding="utf-8") if file.stat().st_size <= revision.MAX_BYTES else ""
    except (OSError, UnicodeDecodeError):
        return ""  # the build reads it, not kfgen: its own errors are kustomize's to report
    documents, problems = yamlread.pyyaml_parse(text, path)
    document = documents[0] if documents and not problems else None
    folder = posixpath.dirname(path)
    for word in _strings(document):
        named = posixpath.normpath(posixpath.join(folder, word.rpartition("=")[2]))
        if named in changed:
            return named
    return ""


def _strings(value: Any) -> list[str]:
    if isinstance(value, str):
        return [value]
    if isinstance(value, dict):
        return [s for v in value.values() for s in _strings(v)]
    if isinstance(value, list):
        return [s for v in value for s in _strings(v)]
    return []


def _read_by_diff(path: str, targets: list[str], overlays: str) -> bool:
    """A spec file below the PATHs or an overlay's environment.yaml: diff reads it itself and reports its change."""
    rest = path.removeprefix(overlays).split("/") if path.startswith(overlays) else []
    return (_below(path, targets) and revision._yaml_input(path)) or (len(rest) == 2 and rest[1] == "environment.yaml")
