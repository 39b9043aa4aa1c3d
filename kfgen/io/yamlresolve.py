"""What a plain YAML scalar means to the Go readers of kfgen's output, ported from their `resolve.go`.

kustomize and kpt read YAML with go-yaml v3, kubectl with go-yaml v2 (through sigs.k8s.io/yaml). Both
look a plain scalar up by its first character: `[-+0-9]` tries a timestamp, then the scalar without
its underscores through Go's `strconv.ParseInt(s, 0, 64)` and `ParseUint` (base prefixes `0x`, `0o`,
`0b` in either case, and a leading `0` for octal), then the YAML 1.2 float pattern through
`ParseFloat`; `.` tries `ParseFloat` on the scalar as it is; a few words are looked up in a table
(v2's holds YAML 1.1's `yes`, `no`, `on`, `off`, `y` and `n` as well).

`go_value` is the reading (go-yaml v3's, the one kfgen's loader follows); `non_string_tag` is the
writer's test: whether *any* of these readers, PyYAML's YAML 1.1 or a YAML 1.2 core-schema reader
takes the text for something other than a string. It judges by syntax alone (a number too large for
Go is still a number to another reader), so it errs on the side of quoting.
"""

from __future__ import annotations

import re

INT = "tag:yaml.org,2002:int"
FLOAT = "tag:yaml.org,2002:float"
BOOL = "tag:yaml.org,2002:bool"
NULL = "tag:yaml.org,2002:null"
TIMESTAMP = "tag:yaml.org,2002:timestamp"
MERGE = "tag:yaml.org,2002:merge"

_V3_WORDS: dict[str, object] = {
    **dict.fromkeys(("true", "True", "TRUE"), True),
    **dict.fromkeys(("false", "False", "FALSE"), False),
    **dict.fromkeys(("", "~", "null", "Null", "NULL"), None),
    **dict.fromkeys((".nan", ".NaN", ".NAN"), float("nan")),
    **dict.fromkeys((".inf", ".Inf", ".INF", "+.inf", "+.Inf", "+.INF"), float("inf")),
    **dict.fromkeys(("-.inf", "-.Inf", "-.INF"), float("-inf")),
}
_V2_WORDS = {"y", "Y", "yes", "Yes", "YES", "on", "On", "ON", "n", "N", "no", "No", "NO", "off", "Off", "OFF"}
_NUMBER_START = frozenset("+-0123456789")
# go-yaml's yamlStyleFloat (the YAML 1.2 core schema's float), matched against the scalar without underscores
_YAML_FLOAT = re.compile(r"[-+]?(?:\.[0-9]+|[0-9]+(?:\.[0-9]*)?)(?:[eE][-+]?[0-9]+)?")
# what strconv.ParseInt(s, 0, 64) accepts, range aside (the scalar's underscores already removed)
_GO_INT = re.compile(r"([-+]?)(0[xX][0-9a-fA-F]+|0[bB][01]+|0[oO][0-7]+|0[0-7]*|[1-9][0-9]*)")
_DOT_FLOAT = re.compile(r"\.[0-9]+(?:[eE][-+]?[0-9]+)?")  # ParseFloat on a scalar starting with "."
# Go's parseTimestamp layouts (2006-1-2, with 15:4:5.999999999 and an optional Z07:00), range aside
_TIMESTAMP = re.compile(r"[0-9]{4}-[0-9]{1,2}-[0-9]{1,2}(?:[Tt ][0-9]{1,2}:[0-9]{1,2}:[0-9]{1,2}.*)?", re.DOTALL)
_BASES = {"x": 16, "o": 8, "b": 2}
# the most significant digits of a number below 2^64 in each base (the range check below is exact)
_MAX_DIGITS = {2: 64, 8: 22, 10: 20, 16: 16}
_INT64 = 1 << 63


def _go_int(plain: str) -> int | None:
    """strconv.ParseInt(plain, 0, 64), or ParseUint for what only fits unsigned; None if neither accepts it."""
    match = _GO_INT.fullmatch(plain)
    if match is None:
        return None
    sign, body = match.groups()
    if len(body) > 2 and body[1] in "xXoObB":
        base, digits = _BASES[body[1].lower()], body[2:]
    else:
        base, digits = (8, body) if body.startswith("0") else (10, body)
    if len(digits.lstrip("0")) > _MAX_DIGITS[base]:
        return None  # past 64 bits, and past what Python's int() converts (4,300 decimal digits)
    value = int(digits, base)
    value = -value if sign == "-" else value
    if -_INT64 <= value < _INT64 or (sign == "" and 0 <= value < 2 * _INT64):
        return value
    return None


def _go_float(text: str) -> float | None:
    """strconv.ParseFloat(text, 64) for text already in YAML's float syntax: out of range is an error."""
    value = float(text)
    return None if value in (float("inf"), float("-inf")) else value


def go_value(text: str) -> tuple[str, object]:
    """(tag, value) of a plain scalar as go-yaml v3 resolves it, but a timestamp stays its text.

    go-yaml v3 decodes a plain `2001-12-14` into a time.Time (kustomize writes it back as RFC 3339 once it
    converts the object to JSON), go-yaml v2 (kubectl) into the text; kfgen keeps the text and writes it quoted.
    """
    if text in _V3_WORDS:
        value = _V3_WORDS[text]
        return (NULL if value is None else BOOL if isinstance(value, bool) else FLOAT), value
    if text == "<<":
        return MERGE, text
    first = text[0]
    if first == ".":
        return (FLOAT, _go_float(text)) if _DOT_FLOAT.fullmatch(text) and _go_float(text) is not None else ("", text)
    if first not in _NUMBER_START:
        return "", text
    plain = text.replace("_", "")
    number = _go_int(plain)
    if number is not None:
        return INT, number
    if _YAML_FLOAT.fullmatch(plain):
        value = _go_float(plain)
        if value is not None:
            return FLOAT, value
    return "", text


def non_string_tag(text: str) -> str | None:
    """The tag of a plain scalar that some reader of kfgen's output takes for a non-string, or None."""
    if text in _V2_WORDS:
        return BOOL
    if text in _V3_WORDS or text == "<<":
        return go_value(text)[0]
    if text[0] not in _NUMBER_START and text[0] != ".":
        return None
    plain = text.replace("_", "")
    if _GO_INT.fullmatch(plain):
        return INT
    if _YAML_FLOAT.fullmatch(plain):
        return FLOAT
    if _TIMESTAMP.fullmatch(text):
        return TIMESTAMP
    return None
