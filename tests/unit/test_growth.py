"""kfgen's work grows linearly with its specs: scripts/growth.py counts the lines of Python `render` of one file,
the KRM function, `diff` and `import` run at N, 2N and 4N specs (a count, not a time: the same on a busy machine),
and a quadratic step, injected, fails the same bound at these small sizes."""

from __future__ import annotations

import sys
from typing import Any

import pytest
from conftest import ROOT

from kfgen.checks import identity

sys.path.insert(0, str(ROOT / "scripts"))
import growth


def test_the_work_of_every_command_grows_linearly() -> None:
    work = growth.measure()
    lines, ok = growth.table(work, growth.BASE, growth.BOUND)
    assert ok, "\n".join(lines)


COLLIDE = identity._collide
SEEN: list[Any] = []


def scanned_collide(found: list[Any], identities: Any) -> Any:
    """What a list in place of a set would cost: each new object compared with every one before it."""
    for new in found:
        for old in SEEN:
            if old == new:
                break
        SEEN.append(new)
    return COLLIDE(found, identities)


def test_a_quadratic_step_fails_the_bound(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(identity, "_collide", scanned_collide)
    work = growth.measure(("render",))
    assert growth.factor(work["render"]) > growth.BOUND, work
