"""Kubernetes quantities and durations."""

from __future__ import annotations

import re
from decimal import Decimal

_SUFFIX = {
    "n": Decimal("1e-9"),
    "u": Decimal("1e-6"),
    "m": Decimal("1e-3"),
    "": Decimal(1),
    "k": Decimal(10) ** 3,
    "M": Decimal(10) ** 6,
    "G": Decimal(10) ** 9,
    "T": Decimal(10) ** 12,
    "P": Decimal(10) ** 15,
    "E": Decimal(10) ** 18,
    "Ki": Decimal(2) ** 10,
    "Mi": Decimal(2) ** 20,
    "Gi": Decimal(2) ** 30,
    "Ti": Decimal(2) ** 40,
    "Pi": Decimal(2) ** 50,
    "Ei": Decimal(2) ** 60,
}
_QUANTITY = re.compile(r"^([0-9]+(?:\.[0-9]*)?|\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
_DURATION = re.compile(r"^(?:([0-9]+)h)?(?:([0-9]+)m)?(?:([0-9]+)s)?$")


def quantity(value: str | int) -> Decimal:
    """The value of a quantity in base units (cores, bytes). The schema has checked the syntax."""
    match = _QUANTITY.match(str(value))
    if not match:
        raise ValueError(f"not a quantity: {value!r}")
    number, suffix = match.group(1), match.group(2) or ""
    if suffix[:1] in ("e", "E"):
        return Decimal(number) * Decimal(10) ** int(suffix[1:])
    return Decimal(number) * _SUFFIX[suffix]


def seconds(value: str | int) -> int:
    if isinstance(value, int):
        return value
    match = _DURATION.match(value)
    if not match or not value:
        raise ValueError(f"not a duration: {value!r}")
    hours, minutes, secs = (int(g or 0) for g in match.groups())
    return hours * 3600 + minutes * 60 + secs
