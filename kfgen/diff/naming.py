"""What two renders call the same thing: an object's identity, and the naming noise a comparison hides.

Noise is a string that differs only because of where or when it was rendered: a job's revision (`<name>-<5 hex>`,
`kfgen.dev/revision`), its spec hash, and, between two Environments, the Environment's namespace and name where
kfgen writes them (`ml-dev` → `ml-prod`, `kfgen-dev-alerts` → `kfgen-prod-alerts`). Each side's strings are
rewritten with placeholders before they are compared; what is shown is the text as rendered.

Only the fields kfgen itself writes are rewritten (`Scope`), never a string a spec author or an input wrote: in an
object made from a TrainingSpec, its name and namespace, the values of kfgen's own label and annotation keys (not
the Kueue queue and priority a spec may choose), the
Environment's labels on it, its progress-alert rules and the tracking variables it injects;
every string of an object the Environment alone makes; nothing in an input passed through. A spec's
`--target=prod` or `STAGE: prod`, or a passed-through image tag that happens to be a revision, is compared as
written.
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


def identity(obj: Obj, scope: Scope) -> Identity:
    spec = labels(obj).get(api.SPEC_LABEL) if scope.made != PASSED else None
    meta = scope.child("metadata")
    return Identity(
        str(obj.get("kind", "")),
        str(spec) if isinstance(spec, str) else "",
        meta.child("namespace").text(meta_field(obj, "namespace")),
        meta.child("name").text(meta_field(obj, "name")),
    )


# What made an object: the Environment alone, a TrainingSpec (with its author's strings), or an input passed through.
ENVIRONMENT_MADE, SPEC_MADE, PASSED = "environment", "spec", "input"
# the variables kfgen injects into a job's containers whose values name the Environment's namespace or the job
_OWN_VARIABLES = frozenset({"MLFLOW_TRACKING_URI", "MLFLOW_RUN_CONTEXT"})
# kfgen's own keys whose values a spec chooses (its queue, its priority): compared as written
_CHOSEN = frozenset({api.QUEUE_LABEL, api.QUEUE_PRIORITY_LABEL})
_LABEL_MAPS = frozenset({"labels", "annotations", "matchLabels", "selector"})  # where kfgen's own keys sit


class Scope:
    """Where a string sits in one object, and so whether kfgen wrote it: `text` rewrites it only then.

    `chain` is the keys from the object down (a list item as `[name]`, or `[]` without a string name)."""

    __slots__ = ("_normal", "chain", "env_labels", "kind", "made")

    def __init__(
        self, normal: Normal, made: str, kind: str, env_labels: dict[str, str], chain: tuple[str, ...] = ()
    ) -> None:
        self._normal = normal
        self.made = made
        self.kind = kind
        self.env_labels = env_labels
        self.chain = chain

    def child(self, key: str) -> Scope:
        return Scope(self._normal, self.made, self.kind, self.env_labels, (*self.chain, key))

    def item(self, item: Any) -> Scope:
        name = item.get("name") if isinstance(item, dict) else None
        return self.child(f"[{name}]" if isinstance(name, str) else "[]")

    def key(self, text: str) -> str:
        """A mapping key: rewritten only in what the Environment alone makes (its generated names)."""
        return self._normal(text) if self.made == ENVIRONMENT_MADE else text

    def text(self, text: str) -> str:
        if self.made == PASSED:
            return text
        if self.made == ENVIRONMENT_MADE or self._written():
            return self._normal(text)
        last = self.chain[-1] if self.chain else ""
        if self.chain[-3:-1] == ("metadata", "labels") and self.env_labels.get(last) == text:
            return f"<environment label {last}>"  # the Environment's label, as the Environment set it
        return text

    def _written(self) -> bool:
        chain = self.chain
        if not chain:
            return False
        if chain in (("metadata", "name"), ("metadata", "namespace")):
            return True
        last = chain[-1]
        own = last in api.OWN_LABELS or last.startswith(f"{api.GROUP}/")
        if len(chain) > 1 and chain[-2] in _LABEL_MAPS and own and last not in _CHOSEN:
            return True  # the value of kfgen's own label or annotation key (a spec may not set one)
        if self.kind == "PrometheusRule" and chain[:2] == ("spec", "groups"):
            return True
        return len(chain) > 2 and chain[-3] == "env" and chain[-1] == "value" and chain[-2][1:-1] in _OWN_VARIABLES


def made_by(obj: Obj) -> str:
    """Without a render's own account (a cluster's object): what kfgen's labels say."""
    if labels(obj).get(api.MANAGED_BY_LABEL) != api.MANAGED_BY:
        return PASSED
    return SPEC_MADE if isinstance(labels(obj).get(api.SPEC_LABEL), str) else ENVIRONMENT_MADE


RAW = Scope(lambda text: text, PASSED, "", {})  # compare every string as written


def scope(obj: Obj, normal: Normal, made: str, environment_labels: dict[str, str]) -> Scope:
    return Scope(normal, made, str(obj.get("kind", "")), environment_labels)


def environment_labels(environment: Obj | None) -> dict[str, str]:
    """The labels an Environment puts on every object it makes (spec.labels)."""
    found = mapping(mapping(environment or {}, "spec"), "labels")
    return {str(k): v for k, v in found.items() if isinstance(v, str)}


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
    return _Rewriter(tokens).normal


_HEX = "0-9a-f"
_HEX_RUN = re.compile(f"(?<![{_HEX}])[{_HEX}]+(?![{_HEX}])")


class _Rewriter:
    """One side's tokens: each string rewritten as `re.sub` with one alternation of all of them (the longest
    first) would, without that alternation.

    A render has a revision and a spec hash per job: an alternation of thousands of tokens costs each string a try
    of every one (quadratic in the objects). A hex token bounded by non-hex characters matches only a whole maximal
    hex run, so a string's hex tokens are its hex runs found in a set; the few others (the Environment's names) are
    found one pattern each. Where matches start at one place the alternation's first wins; a match that starts
    inside the one before it is skipped, as `re.sub` skips it."""

    def __init__(self, tokens: dict[str, tuple[str, str]]) -> None:
        ordered = sorted(tokens, key=lambda text: (-len(text), text))  # the alternation's order
        self._rank = {text: rank for rank, text in enumerate(ordered)}
        self._replacements = {text: placeholder for text, (placeholder, _) in tokens.items()}
        self._hex = {t for t in tokens if tokens[t][1] == _bounded(t, _HEX) and _HEX_RUN.fullmatch(t)}
        # each of the others wherever it matches, overlapping or not (a lookahead consumes nothing)
        self._others = [(t, re.compile(f"(?=({tokens[t][1]}))")) for t in ordered if t not in self._hex]
        self._cache: dict[str, str] = {}

    def normal(self, text: str) -> str:
        found = self._cache.get(text)
        if found is None:
            found = self._cache[text] = self._rewrite(text)
        return found

    def _rewrite(self, text: str) -> str:
        found = [(m.start(), self._rank[m[0]], m[0]) for m in _HEX_RUN.finditer(text) if m[0] in self._hex]
        for token, finder in self._others:
            if token in text:
                found += [(m.start(), self._rank[token], token) for m in finder.finditer(text)]
        if not found:
            return text
        parts: list[str] = []
        end = 0
        for start, _, token in sorted(found):
            if start >= end:
                parts += [text[end:start], self._replacements[token]]
                end = start + len(token)
        parts.append(text[end:])
        return "".join(parts)


def unchanged(text: str) -> str:
    return text


def _bounded(text: str, alphabet: str) -> str:
    return f"(?<![{alphabet}]){re.escape(text)}(?![{alphabet}])"
