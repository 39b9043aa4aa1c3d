"""A metrics collector filter as Katib v0.19.0 reads it: its webhook compiles each with Go's regexp (RE2) and
wants two bracketed subexpressions in its text (pkg/webhook/v1beta1/experiment/validator), its pod webhook joins
the filters with ';' for the collector, which splits them there, and the collector takes a match's first group as
the metric's name and its second as the value, whatever groups follow (pkg/metricscollector/v1beta1/
file-metricscollector): Katib's own default filter has four."""

from __future__ import annotations

import re
import warnings

KATIB_TWO_BRACKETS = re.compile(r".*\(.*\).*\(.*\).*")  # the webhook's test, on the filter's text
# what Python's re has and Go's regexp has not: lookaround, backreferences, atomic groups, conditionals
NOT_RE2 = re.compile(r"\(\?(?:[=!>(]|<[=!]|P=)|\\[1-9]")
RE2_NAMED_GROUP = re.compile(r"\(\?<(?=[A-Za-z_])")  # Go's (?<name>…), Python's (?P<name>…)


def problem(pattern: str) -> str | None:
    if ";" in pattern:
        return "holds ';': Katib passes the filters to its collector joined by ';', which splits them there"
    python = _as_python(pattern)
    try:
        with warnings.catch_warnings():
            warnings.simplefilter("ignore")  # a POSIX class such as [[:digit:]] is a FutureWarning in Python
            groups = re.compile(python).groups
    except re.error as exc:
        return f"is not a regular expression: {exc}"
    unsupported = NOT_RE2.search(_outside_classes(python))
    if unsupported:
        return (
            f"uses {unsupported.group(0)!r}: Katib compiles filters with Go's regexp, which has no lookaround, "
            "backreferences, atomic groups or conditionals"
        )
    if groups < 2:
        return f"needs two groups, the metric's name and its value (it has {groups})"
    if not KATIB_TWO_BRACKETS.search(pattern):
        return "needs two groups one after the other, the metric's name and then its value (Katib's webhook)"
    return None


def _as_python(pattern: str) -> str:
    """The RE2 spellings Python writes otherwise: named groups, and \\z (end of text)."""
    return RE2_NAMED_GROUP.sub("(?P<", pattern).replace(r"\z", r"\Z")


def _outside_classes(pattern: str) -> str:
    """The pattern with its character classes blanked, where '(' and '\\1' mean themselves."""
    out: list[str] = []
    index, in_class = 0, False
    while index < len(pattern):
        char = pattern[index]
        if char == "\\":
            out.append("" if in_class else pattern[index : index + 2])
            index += 2
            continue
        if in_class:
            in_class = char != "]" or pattern[index - 1] == "["  # a ']' right after '[' is a member
        elif char == "[":
            in_class = True
        else:
            out.append(char)
        index += 1
    return "".join(out)
