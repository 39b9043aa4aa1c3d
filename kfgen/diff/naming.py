"""What two renders call the same thing: an object's identity, and the naming noise a comparison hides.

Noise is a string that differs only because of where or when it was rendered: a job's revision (`<name>-<5 hex>`,
`kfgen.dev/revision`), its spec hash, and, between two Environments, the Environment's namespace and name where
kfgen writes them (`ml-dev` → `ml-prod`, `kfgen-dev-alerts` → `kfgen-prod-alerts`). Each side's strings are
rewritten with placeholders before they are compared; what is shown is the text as rendered.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from typing import Any, NamedTuple

from kfgen import api
from kfgen.api import Obj
from kfgen.workloads.profile import mapping

REVISION = "<revision>"
SPEC_HASH = "<spec-hash>"
NAMESPACE = "<namespace>"
ENVIRONMENT = "<environment>"
_NAME_CHARS = "A-Za-z0-9"

Normal = Callable[[str], str]


class Where(NamedTuple):
    """The Environment one side was rendered with (None: without one) and its namespace."""

    environment: str | None
    namespace: str | None

    @classmethod
    def of(cls, environment: Obj | None) -> Where:
        if environment is None:
            return cls(None, None)
        spec, meta = mapping(environment, "spec"), mapping(environment, "metadata")
        return cls(str(meta.get("name", "")), str(spec.get("namespace") or "default"))


class Identity(NamedTuple):
    """An object's identity across two renders (the normal forms of its namespace and name)."""

    kind: str
    spec: str  # the TrainingSpec it comes from ("" for an Environment's objects and passed-through items)
    namespace: str
    name: str


def labels(obj: Obj) -> dict[str, Any]:
    return mapping(mapping(obj, "metadata"), "labels")


def annotations_of(obj: Obj) -> dict[str, Any]:
    return mapping(mapping(obj, "metadata"), "annotations")


def meta_field(obj: Obj, key: str) -> str:
    return str(mapping(obj, "metadata").get(key) or "")


def identity(obj: Obj, normal: Normal) -> Identity:
    spec = labels(obj).get(api.SPEC_LABEL)
    return Identity(
        str(obj.get("kind", "")),
        str(spec) if isinstance(spec, str) else "",
        normal(meta_field(obj, "namespace")),
        normal(meta_field(obj, "name")),
    )


def normalizer(objects: list[Obj], own: Where, other: Where) -> Normal:
    """The rewriting of one side's strings: its revisions and spec hashes always; its Environment's namespace and
    name only where the other side's differ."""
    tokens: dict[str, tuple[str, str]] = {}  # text -> (placeholder, the pattern that finds it)
    for obj in objects:
        revision = labels(obj).get(api.REVISION_LABEL)
        if isinstance(revision, str) and revision:
            tokens[revision] = (REVISION, _bounded(revision, "0-9a-f"))
        spec_hash = annotations_of(obj).get(api.HASH_ANNOTATION)
        if isinstance(spec_hash, str) and spec_hash:
            tokens[spec_hash] = (SPEC_HASH, _bounded(spec_hash, "0-9a-f"))
    if own.namespace and own.namespace != other.namespace:
        tokens[own.namespace] = (NAMESPACE, f"(?<![{_NAME_CHARS}-]){re.escape(own.namespace)}(?![{_NAME_CHARS}])")
    if own.environment and own.environment != other.environment:
        name = own.environment
        tokens[name] = (ENVIRONMENT, f"(?<![{_NAME_CHARS}_./-]){re.escape(name)}(?![{_NAME_CHARS}_./-])")
        tokens[f"kfgen-{name}-"] = (f"kfgen-{ENVIRONMENT}-", re.escape(f"kfgen-{name}-"))
    if not tokens:
        return unchanged
    ordered = sorted(tokens, key=lambda text: (-len(text), text))  # the longest first: a name before its part
    pattern = re.compile("|".join(tokens[text][1] for text in ordered))
    replacements = {text: placeholder for text, (placeholder, _) in tokens.items()}
    cache: dict[str, str] = {}

    def normal(text: str) -> str:
        found = cache.get(text)
        if found is None:
            found = cache[text] = pattern.sub(lambda m: replacements[m.group(0)], text)
        return found

    return normal


def unchanged(text: str) -> str:
    return text


def _bounded(text: str, alphabet: str) -> str:
    return f"(?<![{alphabet}]){re.escape(text)}(?![{alphabet}])"
