"""Did-you-mean hints (kfgen.checks.hints): their cost per unknown word (issue 37 C2)."""

from __future__ import annotations

from collections import Counter

import pytest

from kfgen.checks import hints


def test_each_candidate_s_letters_are_counted_once_not_once_per_word(monkeypatch: pytest.MonkeyPatch) -> None:
    counted: list[str] = []

    def counting(word: str) -> Counter[str]:
        counted.append(word)
        return Counter(word)

    monkeypatch.setattr(hints, "Counter", counting)
    hints._close.cache_clear()
    hints._letters.cache_clear()
    candidates = tuple(f"field{i}name" for i in range(40))
    words = [f"zq{i:06d}" for i in range(200)]
    assert [hints.closest(w, candidates) for w in words] == [None] * len(words)
    assert hints.closest("field3nme", candidates) == "field3name"
    assert len(counted) <= len(words) + 1 + len(candidates), f"{len(counted)} letter counts"
