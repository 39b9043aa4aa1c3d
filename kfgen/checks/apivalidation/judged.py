"""Strings a rule has found valid, remembered: the same label keys and values, annotation keys and names are on
every object of a build, and a set answers for a whole map at C speed where a cached call per entry does not."""

from __future__ import annotations

from collections.abc import Iterable

MAX_KEPT = 16384  # a long-running controller sees new job names forever: forget everything past this


class Valid:
    """The strings found valid by one rule (only exact answers are kept: a string is in it only if valid)."""

    __slots__ = ("_kept",)

    def __init__(self) -> None:
        self._kept: set[str] = set()

    def all_of(self, values: Iterable[object]) -> bool:
        """Whether every value is a string already found valid (False: judge them)."""
        try:
            return self._kept.issuperset(values)
        except TypeError:  # an unhashable value: not a string, judged by the caller
            return False

    def add(self, value: str) -> None:
        if len(self._kept) >= MAX_KEPT:
            self._kept.clear()
        self._kept.add(value)
