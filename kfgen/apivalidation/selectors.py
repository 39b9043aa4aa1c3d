"""Label selectors as the API server validates them (k8s.io/apimachinery v0.35.4 pkg/apis/meta/v1/validation
ValidateLabelSelector with the default options: values are label values, In and NotIn need values, Exists
and DoesNotExist take none)."""

from __future__ import annotations

import functools
from collections.abc import Iterator
from typing import Any

from kfgen.apivalidation import names
from kfgen.apivalidation.problem import Key, Problem, Step, at, items, quoted

OPERATORS = ("In", "NotIn", "Exists", "DoesNotExist")


def labels(values: Any, where: tuple[Step, ...]) -> Iterator[Problem]:
    """ValidateLabels: each key a qualified name, each value a label value."""
    if not isinstance(values, dict):
        return
    for key, value in values.items():
        try:
            if _valid_label(key, value):
                continue  # the common case: the same labels on every object, each pair judged once
        except TypeError:  # an unhashable value: judged below
            pass
        problem = names.key_problem(key) or names.label_value_problem(value)
        if problem:
            yield at((*where, Key(str(key))), problem)


@functools.lru_cache(maxsize=8192)
def _valid_label(key: Any, value: Any) -> bool:
    return names.key_problem(key) is None and names.label_value_problem(value) is None


def label_selector(selector: Any, where: tuple[Step, ...]) -> Iterator[Problem]:
    if not isinstance(selector, dict):
        return
    match_labels = selector.get("matchLabels")
    if match_labels:
        yield from labels(match_labels, (*where, "matchLabels"))
    if not selector.get("matchExpressions"):
        return
    for index, requirement in items(selector.get("matchExpressions")):
        at_requirement = (*where, "matchExpressions", index)
        operator, values = requirement.get("operator"), requirement.get("values") or []
        if operator in ("In", "NotIn") and not values:
            yield at((*at_requirement, "values"), "must be specified when `operator` is 'In' or 'NotIn'")
        elif operator in ("Exists", "DoesNotExist") and values:
            yield at((*at_requirement, "values"), "may not be specified when `operator` is 'Exists' or 'DoesNotExist'")
        elif operator not in OPERATORS:
            yield at((*at_requirement, "operator"), f"not a valid selector operator: {quoted(operator)}")
        problem = names.key_problem(requirement.get("key"))
        if problem:
            yield at((*at_requirement, "key"), problem)
        for v_index, value in enumerate(values if isinstance(values, list) else []):
            problem = names.label_value_problem(value)
            if problem:
                yield at((*at_requirement, "values", v_index), problem)
