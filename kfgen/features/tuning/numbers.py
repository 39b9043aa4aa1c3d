"""The numbers of a tuning block as Katib reads them: the objective's goal is a JSON number kubectl must be able to send
(JSON has no NaN or infinity) and a float64 in Katib's API; a bound or a discrete value is text that the suggestion
services parse with strconv.ParseFloat (double, discrete) or strconv.Atoi (int, 64 bits), which fail beyond their
range (Goptuna's converter.go, the Python services' float())."""

from __future__ import annotations

import math
import sys
from collections.abc import Iterator
from typing import Any

from kfgen.model import Context
from kfgen.results import Result, error

INT64 = (-(2**63), 2**63 - 1)


def check(ctx: Context, tuning: dict[str, Any]) -> Iterator[Result]:
    goal = tuning["objective"].get("goal")
    problem = _goal_problem(goal) if goal is not None else None
    if problem:
        yield error(problem, ctx.ref, ctx.field("tuning", "objective", "goal"))
    for name, given in tuning["parameters"].items():
        integer = given["type"] == "int"
        for key in ("min", "max", "step"):
            problem = _bound_problem(given[key], integer) if key in given else None
            if problem:
                yield error(problem, ctx.ref, ctx.field("tuning", "parameters", name, key))
        if given["type"] == "discrete":
            for index, value in enumerate(given.get("values") or []):
                problem = _bound_problem(value, False)
                if problem:
                    yield error(problem, ctx.ref, f"{ctx.field('tuning', 'parameters', name, 'values')}[{index}]")


def _goal_problem(goal: Any) -> str | None:
    if isinstance(goal, float) and not math.isfinite(goal):
        return "must be a finite number: JSON has no NaN or infinity, so the Experiment could not be sent"
    if isinstance(goal, int) and not isinstance(goal, bool) and abs(goal) > sys.float_info.max:
        return "is beyond float64, Katib's type for the goal"
    return None


def _bound_problem(value: Any, integer: bool) -> str | None:
    text = str(value)
    digits = text.lstrip("+-").lstrip("0")
    if integer and digits.isdigit() and len(digits) > len(str(INT64[1])):  # int() refuses 4,300 digits: not read
        return f"a number of {len(digits)} digits is beyond int64: Katib's suggestion services cannot parse it"
    try:
        number = int(text) if integer else float(text)
    except ValueError:
        return None  # the schema and the type's own rule say what is wrong
    if integer and not INT64[0] <= int(number) <= INT64[1]:
        return f"{text} is beyond int64: Katib's suggestion services cannot parse it (strconv.Atoi)"
    if not integer and not math.isfinite(number):
        return f"{text} is beyond float64: Katib's suggestion services cannot parse it (strconv.ParseFloat)"
    return None
