"""Where the KRM function puts generated objects in a package that kpt edits in place."""

from __future__ import annotations

from typing import Any

PATH = "config.kubernetes.io/path"
INDEX = "config.kubernetes.io/index"
INTERNAL_PATH = "internal.config.kubernetes.io/path"
INTERNAL_INDEX = "internal.config.kubernetes.io/index"
GENERATED_DIR = "generated"
MANAGED_BY = "app.kubernetes.io/managed-by"


def _meta(obj: Any) -> dict[str, Any]:
    meta = obj.get("metadata") if isinstance(obj, dict) else None
    return meta if isinstance(meta, dict) else {}


def _path(obj: Any) -> str:
    annotations = _meta(obj).get("annotations") or {}
    return str(annotations.get(PATH) or annotations.get(INTERNAL_PATH) or "")


def location(obj: Any) -> tuple[str, int | None]:
    """The file kpt read `obj` from ('' for none) and its index among the file's documents."""
    annotations = _meta(obj).get("annotations")
    if not isinstance(annotations, dict):
        return "", None
    index = str(annotations.get(INDEX) or annotations.get(INTERNAL_INDEX) or "")
    return _path(obj), int(index) if index.isdigit() else None


def from_files(items: list[Any]) -> bool:
    """kpt passes each item's file; kustomize passes none."""
    return any(_path(item) for item in items)


def generated_earlier(item: Any) -> bool:
    labels = _meta(item).get("labels") or {}
    return labels.get(MANAGED_BY) == "kfgen" and _path(item).split("/")[0] == GENERATED_DIR


def file_of(spec: dict[str, Any]) -> str:
    """generated/[<namespace>/]<name>.yaml for a TrainingSpec's objects; generated/environment.<name>.yaml for
    an Environment's (a spec name has no dot, so the two never meet)."""
    meta = _meta(spec)
    if spec.get("kind") == "Environment":
        return f"{GENERATED_DIR}/environment.{meta.get('name')}.yaml"
    folder = f"{GENERATED_DIR}/{meta['namespace']}" if meta.get("namespace") else GENERATED_DIR
    return f"{folder}/{meta.get('name')}.yaml"


def place(spec: dict[str, Any], objects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    path = file_of(spec)
    for index, obj in enumerate(objects):
        where = {PATH: path, INDEX: str(index), INTERNAL_PATH: path, INTERNAL_INDEX: str(index)}
        obj["metadata"]["annotations"] = {**obj["metadata"].get("annotations", {}), **where}
    return objects
