"""Near misses that would otherwise pass silently: a misspelt kind, a misspelt environment name."""

from __future__ import annotations

import functools
from collections import Counter
from typing import Any

from kfgen import schema
from kfgen.results import ResourceRef, Result, warning

KINDS = (schema.TRAINING_SPEC, schema.ENVIRONMENT)


@functools.lru_cache(maxsize=4096)  # the same override names come back with every spec
def _close(word: str, candidates: tuple[str, ...], cutoff: float) -> str | None:
    near = tuple(c for c in candidates if _letters_in_common(word, c) >= cutoff)
    if not near:
        return None
    import difflib  # for a word with enough letters of a candidate: most kinds and names have too few

    matches = difflib.get_close_matches(word, near, n=1, cutoff=cutoff)
    return matches[0] if matches else None


def closest(word: str, candidates: tuple[str, ...], cutoff: float) -> str | None:
    """The candidate `word` is probably a misspelling of (difflib's ratio at least `cutoff`), if any."""
    return _close(word, candidates, cutoff)


def _letters_in_common(a: str, b: str) -> float:
    """difflib's quick_ratio, which bounds the ratio get_close_matches compares with its cutoff."""
    length = len(a) + len(b)
    return 2.0 * sum((Counter(a) & Counter(b)).values()) / length if length else 1.0


def kind(item: Any) -> list[Result]:
    """An item passed through unchanged that was probably meant as a TrainingSpec or an Environment."""
    if not isinstance(item, dict) or not isinstance(item.get("kind"), str):
        return []
    name, api_version = item["kind"], str(item.get("apiVersion", ""))
    ref = ResourceRef.of(item)
    if name in KINDS:
        return [
            warning(
                f"passed through unchanged: {name} belongs to {schema.API_VERSION}, "
                f"did you mean apiVersion: {schema.API_VERSION}?",
                ref,
                "apiVersion",
            )
        ]
    guess = _close(name, KINDS, 0.8)
    if guess:
        return [warning(f"passed through unchanged: did you mean kind: {guess}?", ref, "kind")]
    if api_version.startswith(schema.GROUP + "/"):
        return [
            warning(
                f"passed through unchanged: {schema.GROUP} has no kind {name!r} (known: {', '.join(KINDS)})",
                ref,
                "kind",
            )
        ]
    return []


def environment_names(spec: dict[str, Any], environment: dict[str, Any] | None, ref: ResourceRef) -> list[Result]:
    """An override under spec.environments whose name is close to, but not, the Environment's."""
    selected = ((environment or {}).get("metadata") or {}).get("name")
    overrides = (spec.get("spec") or {}).get("environments")
    if not selected or not isinstance(overrides, dict):
        return []
    out = []
    for key in overrides:
        if key != selected and _close(str(key), (str(selected),), 0.75):
            out.append(
                warning(
                    f"no Environment {key!r} (this one is {selected!r}); did you mean {selected!r}? "
                    "the override is not applied",
                    ref,
                    f"spec.environments.{key}",
                )
            )
    return out
