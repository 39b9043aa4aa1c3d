"""The items of a stream as kustomize and kpt hand them over: Lists unwrapped, and what is no object at all."""

from __future__ import annotations

from typing import Any

from kfgen import schema
from kfgen.api import Obj
from kfgen.checks import validate
from kfgen.results import ResourceRef, Result, error


def is_kfgen(obj: Any, kind: str) -> bool:
    return (
        isinstance(obj, dict)
        and obj.get("kind") == kind
        and str(obj.get("apiVersion", "")).startswith(schema.GROUP + "/")
    )


def is_list(item: Any) -> bool:
    """A `v1/List`, `ConfigMapList`, ...: kustomize inlines the items of any kind ending in List that has them."""
    return (
        isinstance(item, dict)
        and isinstance(item.get("kind"), str)
        and item["kind"].endswith("List")
        and "items" in item
    )


def unwrap(items: list[Any], problems: list[Result] | None = None) -> list[Any]:
    """The items with every List replaced by its items, as kustomize reads resources (api/resource/factory.go
    inlineAnyEmbeddedLists): `items: null` is an empty List, and items that are not a list are a problem."""
    out: list[Any] = []
    for item in items:
        if not is_list(item):
            out.append(item)
        elif isinstance(item["items"], list):
            out += unwrap(item["items"], problems)
        elif item["items"] is not None:
            if problems is None:
                out.append(item)  # left for stream to report
            else:
                problems.append(
                    error(f"must be a list, not {validate.type_name(item['items'])}", ResourceRef.of(item), "items")
                )
    return out


def in_lists(items: list[Any], kinds: tuple[str, ...] = (schema.TRAINING_SPEC, schema.ENVIRONMENT)) -> list[Result]:
    """kpt edits files in place and unwraps no List: a TrainingSpec or Environment inside one would stay unexpanded."""
    out = []
    for item in items:
        inner = item.get("items") if is_list(item) else None
        for index, member in enumerate(inner if isinstance(inner, list) else []):
            if any(is_kfgen(member, kind) for kind in kinds):
                out.append(
                    error(
                        f"{'an' if member['kind'] == schema.ENVIRONMENT else 'a'} {member['kind']} inside a "
                        f"{item['kind']} is not expanded in a kpt package (kpt does not "
                        "unwrap Lists); give it its own document",
                        ResourceRef.of(item),
                        f"items[{index}]",
                    )
                )
    return out


_NO_TYPE = "is required: a Kubernetes object says what it is (kubectl apply and kustomize refuse one that does not)"


def shape_problems(item: Obj) -> list[Result]:
    """What makes an item no Kubernetes object at all: kind or apiVersion not a string, metadata not a mapping."""
    ref = ResourceRef.of(item)
    out = [
        error(f"must be a string, not {validate.type_name(item[key])}", ref, key)
        if key in item and not isinstance(item[key], str)
        else error(_NO_TYPE, ref, key)
        for key in ("apiVersion", "kind")
        if not isinstance(item.get(key), str) or not item[key]
    ]
    meta = item.get("metadata")
    if "metadata" in item and not isinstance(meta, dict):
        out.append(error(f"must be a mapping, not {validate.type_name(meta)}", ref, "metadata"))
    elif isinstance(meta, dict):
        out += [
            error(f"must be a string, not {validate.type_name(meta[key])}", ref, f"metadata.{key}")
            for key in ("name", "namespace")
            if key in meta and not isinstance(meta[key], str)
        ]
    return out
