"""Label selectors as the API server validates them (k8s.io/apimachinery v0.35.4 pkg/apis/meta/v1/validation
ValidateLabelSelector with the default options: values are label values, In and NotIn need values, Exists
and DoesNotExist take none)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from kfgen.checks.apivalidation import names
from kfgen.checks.apivalidation.judged import Valid
from kfgen.checks.apivalidation.problem import Key, Problem, Step, at, items, quoted

OPERATORS = ("In", "NotIn", "Exists", "DoesNotExist")
# a key and its value are judged apart (ValidateLabels): a map whose every key and every value is known valid is
VALID_KEYS = Valid()
VALID_VALUES = Valid()


def labels(values: Any, where: tuple[Step, ...]) -> list[Problem]:
    """ValidateLabels: each key a qualified name, each value a label value. A list, not a generator: most maps
    are all known valid, and this is called for every map of every object."""
    if not isinstance(values, dict) or (VALID_KEYS.all_of(values) and VALID_VALUES.all_of(values.values())):
        return []  # the common case: the same labels on every object
    out = []
    for key, value in values.items():
        key_problem = names.key_problem(key)
        value_problem = names.label_value_problem(value)
        if key_problem is None:
            VALID_KEYS.add(key)
        if value_problem is None:
            VALID_VALUES.add(value)
        problem = key_problem or value_problem
        if problem:
            out.append(at((*where, Key(str(key))), problem))
    return out


def label_selector(selector: Any, where: tuple[Step, ...]) -> list[Problem]:
    if not isinstance(selector, dict):
        return []
    match_labels = selector.get("matchLabels")
    out = labels(match_labels, (*where, "matchLabels")) if match_labels else []
    if selector.get("matchExpressions"):
        out += _expressions(selector.get("matchExpressions"), where)
    return out


def _expressions(expressions: Any, where: tuple[Step, ...]) -> Iterator[Problem]:
    for index, requirement in items(expressions):
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
