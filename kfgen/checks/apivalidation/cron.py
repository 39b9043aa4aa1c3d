"""A CronJob's schedule, as the API server parses it before it stores the CronJob.

k8s.io/kubernetes pkg/apis/batch/validation validateScheduleFormat: github.com/robfig/cron/v3 ParseStandard
(five fields or a descriptor; `*` and `?`, names of months and weekdays, ranges, steps, lists) and no `TZ`
anywhere in the schedule (a time zone is the CronJob's spec.timeZone). The messages are robfig's.
"""

from __future__ import annotations

import re

# (minimum, maximum, names) of minute, hour, day of month, month, day of week (robfig/cron v3 spec.go)
_MONTHS = {
    m: i + 1 for i, m in enumerate(["jan", "feb", "mar", "apr", "may", "jun", "jul", "aug", "sep", "oct", "nov", "dec"])
}
_DAYS = {d: i for i, d in enumerate(["sun", "mon", "tue", "wed", "thu", "fri", "sat"])}
FIELDS: tuple[tuple[int, int, dict[str, int]], ...] = (
    (0, 59, {}),
    (0, 23, {}),
    (1, 31, {}),
    (1, 12, _MONTHS),
    (0, 6, _DAYS),
)
DESCRIPTORS = frozenset({"@yearly", "@annually", "@monthly", "@weekly", "@daily", "@midnight", "@hourly"})
_GO_DURATION = r"[-+]?(?:(?:[0-9]+(?:\.[0-9]*)?|\.[0-9]+)(?:ns|us|µs|μs|ms|s|m|h))+|[-+]?0"
_INT = r"[-+]?[0-9]+"  # strconv.Atoi


def schedule_problem(schedule: str) -> str | None:
    """Why the API server refuses `schedule`, in robfig/cron's words, or None."""
    if not schedule:
        return "is required"
    if "TZ" in schedule:
        return "cannot use TZ or CRON_TZ in schedule, use timeZone field instead"
    if schedule.startswith("@"):
        return _descriptor(schedule)
    fields = schedule.split()
    if len(fields) != len(FIELDS):
        return f"expected exactly {len(FIELDS)} fields, found {len(fields)}: {fields}"
    for text, bounds in zip(fields, FIELDS, strict=True):
        for expression in text.split(","):
            problem = _range(expression, *bounds)
            if problem:
                return problem
    return None


def _descriptor(schedule: str) -> str | None:
    if schedule in DESCRIPTORS:
        return None
    every = "@every "
    if schedule.startswith(every):
        duration = schedule[len(every) :]
        return None if re.fullmatch(_GO_DURATION, duration) else f"failed to parse duration {schedule}"
    return f"unrecognized descriptor: {schedule}"


def _range(expression: str, low: int, high: int, names: dict[str, int]) -> str | None:
    """getRange: `*`, `?`, N, N-M, each with an optional /STEP."""
    range_and_step = expression.split("/")
    bounds = range_and_step[0].split("-")
    if len(range_and_step) > 2:
        return f"too many slashes: {expression}"
    if bounds[0] in ("*", "?"):
        start, end = low, high
    else:
        if len(bounds) > 2:
            return f"too many hyphens: {expression}"
        first = _number(bounds[0], names)
        last = _number(bounds[-1], names)
        if isinstance(first, str) or isinstance(last, str):
            return first if isinstance(first, str) else str(last)
        start, end = first, last
    step = 1
    if len(range_and_step) == 2:
        parsed = _number(range_and_step[1], {})
        if isinstance(parsed, str):
            return parsed
        step = parsed
        if len(bounds) == 1 and bounds[0] not in ("*", "?"):
            end = high
    if start < low:
        return f"beginning of range ({start}) below minimum ({low}): {expression}"
    if end > high:
        return f"end of range ({end}) above maximum ({high}): {expression}"
    if start > end:
        return f"beginning of range ({start}) beyond end of range ({end}): {expression}"
    if step == 0:
        return f"step of range should be a positive number: {expression}"
    return None


_INT64_MAX = 2**63 - 1


def _out_of_range(text: str, digits: str) -> str:
    """Atoi's range error (a number too long to repeat is counted instead)."""
    if len(text) > 64:
        return f"failed to parse int from a number of {len(digits)} digits: strconv.Atoi: value out of range"
    return f"failed to parse int from {text}: strconv.Atoi: parsing {text!r}: value out of range"


def _number(text: str, names: dict[str, int]) -> int | str:
    """parseIntOrName / mustParseInt: the number, or why it is none."""
    if names and text.lower() in names:
        return names[text.lower()]
    if not re.fullmatch(_INT, text):
        return f"failed to parse int from {text}: strconv.Atoi: parsing {text!r}: invalid syntax"
    digits = text.lstrip("+-").lstrip("0")
    if len(digits) > len(str(_INT64_MAX)):  # beyond int64, and int() refuses 4,300 digits: not converted
        return _out_of_range(text, digits)
    number = int(digits or "0") * (-1 if text.startswith("-") else 1)
    if not -_INT64_MAX - 1 <= number <= _INT64_MAX:
        return _out_of_range(text, digits)
    if number < 0:
        return f"negative number ({number}) not allowed: {text}"
    return number
