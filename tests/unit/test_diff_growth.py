"""`kfgen diff` grows linearly with the objects: its work, counted (never timed), at N and 4N objects.

Counted: the regex alternatives tried per string the naming noise is rewritten in (a render has a revision and a
spec hash per job: one alternation of all of them made every string try every one), and the inputs read to find
the specs of the re-created jobs of `--from` (a scan of every input per job)."""

from __future__ import annotations

import re
from typing import Any

import pytest

from kfgen import api
from kfgen.diff import causes, compare, modes, naming, sources
from kfgen.diff.naming import SPEC_MADE, Where

SMALL, LARGE = 25, 100
MOST_GROWTH = 4.5  # 4x the objects: at most this much more work


class _Counted:
    """A compiled pattern that adds its alternatives to a count each time it scans a string."""

    def __init__(self, pattern: re.Pattern[str], counter: list[int]) -> None:
        self._pattern = pattern
        self._alternatives = pattern.pattern.count("|") + 1
        self._counter = counter

    def __getattr__(self, name: str) -> Any:
        found = getattr(self._pattern, name)
        if name in ("sub", "subn", "finditer", "findall", "fullmatch", "match", "search"):
            self._counter[0] += self._alternatives
        return found


def _job(index: int, revision: str, spec_hash: str, namespace: str) -> dict[str, Any]:
    name = f"job{index}-{revision}"
    return {
        "apiVersion": "kubeflow.org/v1",
        "kind": "PyTorchJob",
        "metadata": {
            "name": name,
            "namespace": namespace,
            "labels": {
                api.MANAGED_BY_LABEL: api.MANAGED_BY,
                api.SPEC_LABEL: f"job{index}",
                api.REVISION_LABEL: revision,
            },
            "annotations": {api.HASH_ANNOTATION: spec_hash},
        },
        "spec": {"runPolicy": {"cleanPodPolicy": "None"}, "note": f"{name} in {namespace}", "image": f"img:{index}"},
    }


def _side(environment: str, count: int, salt: int) -> compare.Side:
    namespace = f"ml-{environment}"
    objects = [_job(i, f"{i * 7919 + salt:010x}", f"{i * 104729 + salt:016x}", namespace) for i in range(count)]
    made = {id(obj): SPEC_MADE for obj in objects}
    return compare.Side(environment, Where(environment, namespace), objects, made)


def _rewriting_work(count: int, monkeypatch: pytest.MonkeyPatch) -> int:
    counter = [0]
    with monkeypatch.context() as patched:
        for name, value in vars(naming).items():
            if isinstance(value, re.Pattern):
                patched.setattr(naming, name, _Counted(value, counter))
        counting_re = type("CountingRe", (), {})()
        for name in dir(re):
            setattr(counting_re, name, getattr(re, name))
        counting_re.compile = lambda *args: _Counted(re.compile(*args), counter)
        patched.setattr(naming, "re", counting_re)
        found = compare.compare(_side("dev", count, 1), _side("prod", count, 2))
    assert found.count(compare.CHANGED) == count  # each job paired with its twin, its image changed
    return counter[0]


def test_naming_noise_is_rewritten_in_linear_work(monkeypatch: pytest.MonkeyPatch) -> None:
    small, large = _rewriting_work(SMALL, monkeypatch), _rewriting_work(LARGE, monkeypatch)
    assert large <= MOST_GROWTH * small, f"{LARGE} jobs cost {large / small:.1f}x the work of {SMALL}"


class _CountedItems(list[Any]):
    """Inputs' items that count each item read."""

    reads = 0

    def __iter__(self) -> Any:
        for item in super().__iter__():
            _CountedItems.reads += 1
            yield item


def _spec(index: int) -> dict[str, Any]:
    return {"apiVersion": "kfgen.dev/v1alpha1", "kind": "TrainingSpec", "metadata": {"name": f"job{index}"}}


def _spec_lookups(count: int, monkeypatch: pytest.MonkeyPatch) -> int:
    monkeypatch.setattr(causes, "revision_inputs", lambda spec, environment: {"spec": spec})
    monkeypatch.setattr(causes, "causes", lambda before, after, environment: [])
    old = sources.Inputs(_CountedItems(_spec(i) for i in range(count)), {}, [])
    new = sources.Inputs(_CountedItems(_spec(i) for i in range(count)), {}, [])
    _CountedItems.reads = 0
    why = modes._causes(old, new, None, None, None)
    for index in range(count):  # every job re-created
        why(f"job{index}", "")
    return _CountedItems.reads


def test_the_specs_of_re_created_jobs_are_found_in_linear_work(monkeypatch: pytest.MonkeyPatch) -> None:
    small, large = _spec_lookups(SMALL, monkeypatch), _spec_lookups(LARGE, monkeypatch)
    assert large <= MOST_GROWTH * small, f"{LARGE} specs cost {large / small:.1f}x the reads of {SMALL}"
