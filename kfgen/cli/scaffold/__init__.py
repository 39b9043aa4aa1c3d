"""`kfgen init DIR`: a team repository that builds at once (kustomize overlays, or `--kpt` a kpt package)."""

from __future__ import annotations

import os
from importlib import resources
from pathlib import Path

from kfgen.gen import crd

LAYOUTS = {"kustomize": "kustomize", "kpt": "kpt"}


def files(layout: str) -> dict[str, str]:
    """Relative path -> content of every file of the layout (templates are package data)."""
    root = resources.files(__package__) / LAYOUTS[layout]
    out: dict[str, str] = {}

    def walk(node: resources.abc.Traversable, prefix: str) -> None:
        for child in sorted(node.iterdir(), key=lambda c: c.name):
            name = f"{prefix}{child.name}"
            if child.is_dir():
                walk(child, f"{name}/")
            else:
                out[name.replace("dot-", ".")] = child.read_text(encoding="utf-8")

    walk(root, "")
    out["schemas/trainingspec.json"] = crd.json_schema("TrainingSpec")
    out["schemas/environment.json"] = crd.json_schema("Environment")
    return out


def init(directory: Path, layout: str = "kustomize", force: bool = False) -> list[str]:
    """Write the files; the problems (existing files are never overwritten unless `force`). Written like
    `render -o DIR` (kfgen.io.outdir.write): never through a symlink, each file renamed over its name."""
    from kfgen.io import outdir

    planned = files(layout)
    existing = sorted(p for p in planned if os.path.lexists(directory / p))
    if existing and not force:
        return [f"{directory / p}: exists (use --force to overwrite)" for p in existing]
    texts = [(*os.path.split(relative), text) for relative, text in planned.items()]
    executable = frozenset((folder, name) for folder, name, _ in texts if name.endswith(".sh"))
    try:
        outdir.write(directory, texts, executable)
    except outdir.Refused as exc:
        return [f"cannot write: {exc}"]
    except OSError as exc:
        return [f"cannot write: {exc.strerror}: {exc.filename or directory}"]
    return []
