"""`kfgen init DIR`: a team repository that builds at once (kustomize overlays, or `--kpt` a kpt package)."""

from __future__ import annotations

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
    """Write the files; the problems (existing files are never overwritten unless `force`)."""
    planned = files(layout)
    existing = sorted(p for p in planned if (directory / p).exists())
    if existing and not force:
        return [f"{directory / p}: exists (use --force to overwrite)" for p in existing]
    for relative, text in planned.items():
        path = directory / relative
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        if path.suffix == ".sh":
            path.chmod(0o755)
    return []
