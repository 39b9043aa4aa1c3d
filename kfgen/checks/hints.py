"""Near misses: did-you-mean for a misspelt field, key, value or kind, and the misspelt kinds and environment
names that would otherwise pass silently (an item of no kfgen kind is passed through, an override of no
Environment is not applied)."""

from __future__ import annotations

import functools
import json
from collections import Counter
from collections.abc import Iterable
from typing import Any

from kfgen import schema
from kfgen.results import ResourceRef, Result, error, warning

KINDS = (schema.TRAINING_SPEC, schema.ENVIRONMENT)
CUTOFF = 0.75  # difflib's ratio: one letter dropped, doubled, swapped or wrong in a word of four or more
KIND_CUTOFF = 0.6  # within kfgen's own group, where every kind but two is a mistake: TrainingJob, Trainer


@functools.lru_cache(maxsize=4096)  # the same override names come back with every spec
def _close(word: str, candidates: tuple[str, ...], cutoff: float, typo: bool) -> str | None:
    letters = _letters(word)
    near = tuple(c for c in candidates if _letters_in_common(word, letters, c) >= cutoff)
    if not near:
        return None
    import difflib  # for a word with enough letters of a candidate: most kinds and names have too few

    matches = difflib.get_close_matches(word, near, n=3, cutoff=cutoff)
    # a long shared prefix is not a typo: TrainingJobExploded is no misspelt TrainingJobFailed
    typos = [m for m in matches if not typo or edits(word, m) <= max(3, len(word) // 4)]
    return typos[0] if typos else None


def closest(word: object, candidates: Iterable[object], cutoff: float = CUTOFF, typo: bool = True) -> str | None:
    """The candidate `word` is most probably a misspelling of (`typo`: a few letters from it), or None."""
    names = tuple(str(c) for c in candidates if str(c) != str(word))
    return _close(str(word), names, cutoff, typo) if names else None


def edits(a: str, b: str) -> int:
    """Letters inserted, deleted, replaced or two swapped to make b of a (optimal string alignment distance)."""
    before: list[int] = []
    row = list(range(len(b) + 1))
    for i, x in enumerate(a, 1):
        previous, row = row, [i] + [0] * len(b)
        for j, y in enumerate(b, 1):
            row[j] = min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (x != y))
            if i > 1 and j > 1 and x == b[j - 2] and a[i - 2] == y:
                row[j] = min(row[j], before[j - 2] + 1)
        before = previous
    return row[-1]


def did_you_mean(word: object, candidates: Iterable[object], cutoff: float = CUTOFF) -> str:
    """'; did you mean "name"?' to end a message with, or '' when no candidate is close."""
    guess = closest(word, candidates, cutoff)
    return f"; did you mean {quoted(guess)}?" if guess else ""


def quoted(word: str) -> str:
    return json.dumps(word, ensure_ascii=False)


def _letters_in_common(a: str, a_letters: Counter[str], b: str) -> float:
    """difflib's quick_ratio, which bounds the ratio get_close_matches compares with its cutoff."""
    length = len(a) + len(b)
    if not length:
        return 1.0
    b_letters = _letters(b)
    return 2.0 * sum(min(count, b_letters[c]) for c, count in a_letters.items() if c in b_letters) / length


@functools.lru_cache(maxsize=4096)  # a schema's field names, compared with every unknown field (issue 37 C2)
def _letters(word: str) -> Counter[str]:
    return Counter(word)


def kind(item: Any) -> list[Result]:
    """An item passed through unchanged that was probably meant as a TrainingSpec or an Environment: an error when
    it names kfgen's group with a kind close to one of kfgen's, or one of kfgen's kinds with an apiVersion close to
    kfgen's; a warning otherwise (the item is passed through: another project may have a kind so named)."""
    if not isinstance(item, dict) or not isinstance(item.get("kind"), str):
        return []
    name, api_version = item["kind"], str(item.get("apiVersion", ""))
    ref = ResourceRef.of(item)
    if name in KINDS:
        if closest(api_version, (schema.API_VERSION,)):
            return [
                error(
                    f"unknown apiVersion {quoted(api_version)} for {name}; did you mean {quoted(schema.API_VERSION)}?",
                    ref,
                    "apiVersion",
                )
            ]
        return [
            warning(
                f"passed through unchanged: {name} belongs to {schema.API_VERSION}, "
                f"did you mean apiVersion: {schema.API_VERSION}?",
                ref,
                "apiVersion",
            )
        ]
    if not api_version.startswith(schema.GROUP + "/"):
        guess = closest(name, KINDS)
        return [warning(f"passed through unchanged: did you mean kind: {guess}?", ref, "kind")] if guess else []
    if guess := closest(name, KINDS, KIND_CUTOFF, typo=False):
        return [error(f"unknown kind {quoted(name)} in {schema.GROUP}; did you mean {quoted(guess)}?", ref, "kind")]
    return [
        warning(
            f"passed through unchanged: {schema.GROUP} has no kind {name!r} (known: {', '.join(KINDS)})",
            ref,
            "kind",
        )
    ]


def environment_names(spec: dict[str, Any], environment: dict[str, Any] | None, ref: ResourceRef) -> list[Result]:
    """An override under spec.environments whose name is close to, but not, the Environment's: an error when the
    spec has no override of that Environment (the misspelt one was meant for it), else a warning (a sibling
    Environment's, such as dev2 beside dev, is not applied here, as it should not be)."""
    selected = ((environment or {}).get("metadata") or {}).get("name")
    overrides = (spec.get("spec") or {}).get("environments")
    if not selected or not isinstance(overrides, dict):
        return []
    severity = warning if selected in overrides else error
    out = []
    for key in overrides:
        if key != selected and closest(key, (selected,)):
            out.append(
                severity(
                    f"no Environment {quoted(str(key))} (this one is {quoted(str(selected))}): the override is not "
                    f"applied; did you mean {quoted(str(selected))}?",
                    ref,
                    f"spec.environments.{key}",
                )
            )
    return out
