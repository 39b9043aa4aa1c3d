"""`render -o DIR`: one file per object, never outside DIR, never through a symlink, never two in one file."""

from __future__ import annotations

import contextlib
import os
import re
from pathlib import Path
from typing import Any

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


def write(root: Path, files: list[tuple[str, str, str]]) -> None:
    """Write (folder, name, text) below root; folders and files are opened without following symlinks."""
    root.mkdir(parents=True, exist_ok=True)
    root_fd = os.open(root, os.O_RDONLY | os.O_DIRECTORY)
    try:
        for folder, name, text in files:
            folder_fd = _folder(root_fd, folder)
            try:
                fd = os.open(name, os.O_WRONLY | os.O_CREAT | os.O_TRUNC | os.O_NOFOLLOW, 0o644, dir_fd=folder_fd)
                with os.fdopen(fd, "w", encoding="utf-8") as handle:
                    handle.write(text)
            finally:
                os.close(folder_fd)
    finally:
        os.close(root_fd)


def _folder(root_fd: int, folder: str) -> int:
    with contextlib.suppress(FileExistsError):
        os.mkdir(folder, 0o755, dir_fd=root_fd)
    return os.open(folder, os.O_RDONLY | os.O_DIRECTORY | os.O_NOFOLLOW, dir_fd=root_fd)
