"""The API server's answers `kfgen diff --live` reads, checked to be the objects it reads them as: an answer that
is not (a list holding null, an object whose metadata is a number) is a ValueError naming the request and the field,
printed as one line (`[error] --live: the API server: GET URL: items[0]: must be an object (found null)`)."""

from __future__ import annotations

from typing import Any

from kfgen.api import Obj
from kfgen.checks.validate import type_name

# the fields of metadata kfgen reads, each a list of objects
OBJECT_LISTS = ("managedFields", "ownerReferences")


def answered(answer: Any, request: str) -> Obj:
    """`answer` as an object whose metadata kfgen can read."""
    why = _problem(answer, "", False)
    if why:
        raise ValueError(f"{request}: {why}")
    return answer  # type: ignore[no-any-return]


def listed_items(answer: Any, request: str) -> list[Obj]:
    """The items of a list answer, each a named object."""
    listed = answered(answer, request)
    items = listed.get("items") or []
    if not isinstance(items, list):
        raise ValueError(f"{request}: items: must be a list (found {type_name(items)})")
    for index, item in enumerate(items):
        why = _problem(item, f"items[{index}]", True)
        if why:
            raise ValueError(f"{request}: {why}")
    return items


def _problem(value: Any, field: str, named: bool) -> str | None:
    if not isinstance(value, dict):
        return f"{field}: must be an object (found {type_name(value)})" if field else _whole(value)
    at = f"{field}.metadata" if field else "metadata"
    meta = value.get("metadata")
    if not isinstance(meta, dict) and (named or meta is not None):
        return f"{at}: must be an object (found {type_name(meta)})"
    meta = meta or {}
    if named and (not isinstance(meta.get("name"), str) or not meta["name"]):
        return f"{at}.name: must be a name (found {type_name(meta.get('name'))})"
    for key in OBJECT_LISTS:
        entries = meta.get(key) or []
        if not isinstance(entries, list):
            return f"{at}.{key}: must be a list (found {type_name(entries)})"
        bad = next((i for i, entry in enumerate(entries) if not isinstance(entry, dict)), None)
        if bad is not None:
            return f"{at}.{key}[{bad}]: must be an object (found {type_name(entries[bad])})"
    return None


def _whole(value: Any) -> str:
    return f"the answer must be an object (found {type_name(value)})"
