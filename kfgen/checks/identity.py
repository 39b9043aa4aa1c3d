"""What makes an object one in the cluster, and two output objects that would overwrite each other."""

from __future__ import annotations

import sys
from typing import Any

from kfgen.results import ResourceRef, Result, error

Identity = tuple[tuple[str, str, str, str], ResourceRef]


def identities(objects: list[Any]) -> list[Identity]:
    """What makes each object one in the cluster (group, kind, namespace, name), with its reference for a message."""
    out = []
    for obj in objects:
        if isinstance(obj, dict) and isinstance(obj.get("metadata"), dict):
            ref = ResourceRef.of(obj)
            out.append(((str(obj.get("apiVersion", "")).split("/")[0], ref.kind, ref.namespace, ref.name), ref))
    return out


def collisions(objects: list[Any], seen: set[tuple[str, str, str, str]] | None = None) -> list[Result]:
    """Two output objects with the same identity would overwrite each other when applied."""
    return _collide(identities(objects), set() if seen is None else seen)


def _collide(found: list[Identity], seen: set[tuple[str, str, str, str]]) -> list[Result]:
    results = []
    for (group, kind, namespace, name), ref in found:
        # a build of 100,000 specs keeps 400,000 identities: their few groups, kinds and namespaces once each
        key = (sys.intern(group), sys.intern(kind), sys.intern(namespace), name)
        if key in seen:
            results.append(error("more than one object with this identity in the output", ref, "metadata.name"))
        seen.add(key)
    return results
