"""Credentials in the URIs an Environment names: every field whose schema requires `scheme://`.

The fields come from the schema (a string whose pattern holds `://`: tracking and store URIs, S3 endpoints, alert
links...), so a URI field added later is checked too. A value is refused for a password in its userinfo
(`http://user:pass@minio`) or a credential in its query (`?password=`, `sslpassword`, `X-Amz-Signature`...;
kfgen.checks.credentials.url_query_credential). A TrainingSpec's strings are all checked by kfgen.checks.credentials
already.
"""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from kfgen.checks import credentials

# checked by kfgen.features.tracking.environment, with advice of their own
OWN_RULES = frozenset({"spec.mlflow.trackingUri", "spec.mlflow.server.backendStore.uri"})
MESSAGE = "the URI carries {kind}; take it out and give the credential from a Secret: {{secret: NAME, key: KEY}}"
Step = str  # a property name, "*" for any key of a map, "[]" for any item of a list


def _uri_paths(node: Any, path: tuple[Step, ...] = ()) -> Iterator[tuple[Step, ...]]:
    if not isinstance(node, dict):
        return
    if node.get("type") == "string" and "://" in str(node.get("pattern", "")):
        yield path
    for key, sub in (node.get("properties") or {}).items():
        yield from _uri_paths(sub, (*path, str(key)))
    if isinstance(node.get("additionalProperties"), dict):
        yield from _uri_paths(node["additionalProperties"], (*path, "*"))
    if isinstance(node.get("items"), dict):
        yield from _uri_paths(node["items"], (*path, "[]"))
    for combined in ("oneOf", "anyOf", "allOf"):
        for sub in node.get(combined) or []:
            yield from _uri_paths(sub, path)


@functools.cache
def environment_uri_paths() -> tuple[tuple[Step, ...], ...]:
    from kfgen.schema import ENVIRONMENT_SCHEMA

    return tuple(dict.fromkeys(_uri_paths(ENVIRONMENT_SCHEMA)))


def _values(data: Any, path: tuple[Step, ...], field: str) -> Iterator[tuple[str, Any]]:
    if not path:
        yield field, data
        return
    step, rest = path[0], path[1:]
    if step == "[]":
        for index, item in enumerate(data if isinstance(data, list) else []):
            yield from _values(item, rest, f"{field}[{index}]")
    elif step == "*":
        for key, value in (data if isinstance(data, dict) else {}).items():
            yield from _values(value, rest, f"{field}.{key}")
    elif isinstance(data, dict) and step in data:
        yield from _values(data[step], rest, f"{field}.{step}" if field else step)


def environment_problems(document: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """(field, message) of each URI field of an Environment document that carries a credential."""
    for path in environment_uri_paths():
        for field, value in _values(document, path, ""):
            if field in OWN_RULES or not isinstance(value, str):
                continue
            kind = _kind(value)
            if kind:
                yield field, MESSAGE.format(kind=kind)


def _kind(value: str) -> str | None:
    if credentials.url_with_password(value):
        return "a password in its userinfo"
    found = credentials.url_query_credential(value)
    return f"a credential in its query ({found})" if found else None
