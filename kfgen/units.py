"""Kubernetes quantities and durations."""

from __future__ import annotations

import re
from decimal import MAX_EMAX, MAX_PREC, MIN_EMIN, ROUND_UP, Context, Decimal

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
_QUANTITY = re.compile(r"([0-9]+(?:\.[0-9]*)?|\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?")  # fullmatch
_DURATION = re.compile(r"^(?:([0-9]+)h)?(?:([0-9]+)m)?(?:([0-9]+)s)?$")


INT32_MAX = 2**31 - 1
# The longest duration text read: ample for any int64 of seconds (19 digits per part), and far below the
# 4,300 digits past which int() refuses to convert.
DURATION_MAX_CHARS = 64
# Kubernetes reads a quantity's value as an int64 (Value, MilliValue) and caps a binary one there: a larger
# one is not what it says.
QUANTITY_LIMIT = Decimal(2**63)
QUANTITY_INT_LIMIT = 2**63
_TOO_LARGE = "must be less than 2^63 (9223372036854775808) in base units: Kubernetes does not read it as written"


_FRACTIONS = {"n": 9, "u": 6, "m": 3}  # the decimal places of each suffix
_EXACT_DIGITS = 8  # times a suffix of at most 19 digits: exact in the default context's 28
_SHORT = 6
_LARGE_LETTERS = frozenset("eEP")
_EXACT = Context(prec=MAX_PREC, Emax=MAX_EMAX, Emin=MIN_EMIN)
_NANO = Decimal("1e-9")


def quantity(value: str | int | float) -> Decimal:
    """The value of a quantity in base units (cores, bytes), in time linear in its length, as
    resource.ParseQuantity reads it (rounded up to a multiple of 1n). Raises ValueError for no quantity.

    An exponent beyond int32 (ParseQuantity refuses one beyond int64 and reads one beyond int32 modulo
    2^32; `quantity_problem` refuses both) reads as infinity, so that comparisons still hold.
    """
    if isinstance(value, int):
        return Decimal(value)
    if isinstance(value, float) and value.is_integer():  # JSON Schema's integers include 1.0
        return Decimal(int(value))
    match = _QUANTITY.fullmatch(value) if isinstance(value, str) else None
    if not match:
        raise ValueError(f"not a quantity: {value!r}")
    number, suffix = match.group(1, 2)
    suffix = suffix or ""
    if len(suffix) < 2 or suffix[1] == "i":  # the common case: no exponent
        if len(number) <= _EXACT_DIGITS:
            amount = Decimal(number) * _SUFFIX[suffix]
        else:
            amount = _EXACT.multiply(Decimal(number), _SUFFIX[suffix])
    elif (exponent := _exponent(suffix) or 0) > INT32_MAX:
        return Decimal("Infinity") if Decimal(number) else Decimal(0)
    else:
        amount = Decimal(f"{number}e{exponent}")
    fraction = len(number) - number.index(".") - 1 if "." in number else 0
    if fraction and fraction + _FRACTIONS.get(suffix, 0) > 9 and _finer_than_nano(amount):
        amount = amount.quantize(_NANO, ROUND_UP, _EXACT)  # rounded up, as ParseQuantity does
    return amount


def _finer_than_nano(amount: Decimal) -> bool:
    exponent = amount.as_tuple().exponent  # an int for a finite amount
    return isinstance(exponent, int) and exponent < -9 and amount < QUANTITY_LIMIT


def _exponent(suffix: str) -> int | None:
    """The exponent of `e3` (INT32_MAX + 1 for any larger one: its digits are not all read), or None."""
    if suffix[:1] not in ("e", "E") or not suffix[1:].isdigit():
        return None
    digits = suffix[1:].lstrip("0") or "0"
    return INT32_MAX + 1 if len(digits) > len(str(INT32_MAX)) else min(int(digits), INT32_MAX + 1)


def quantity_problem(value: object) -> str | None:
    """Why a quantity the schema accepts is still not one Kubernetes reads as written, or None."""
    if not isinstance(value, (str, int, float)) or isinstance(value, bool) or value in ("auto", "unlimited"):
        return None
    if type(value) is int:
        return None if value < QUANTITY_INT_LIMIT else _TOO_LARGE
    if isinstance(value, str) and len(value) <= _SHORT and _LARGE_LETTERS.isdisjoint(value):
        return None  # at most 9999Ti (1.1e16): the common case, without reading it
    try:
        amount = quantity(value)
    except ValueError:
        return None  # no quantity at all: the schema says so
    match = _QUANTITY.fullmatch(value) if isinstance(value, str) else None
    if match and (_exponent(match.group(2) or "") or 0) > INT32_MAX:
        return f"the exponent must be at most {INT32_MAX}"
    if amount >= QUANTITY_LIMIT:
        return _TOO_LARGE
    return None


def seconds(value: str | int | float) -> int:
    if isinstance(value, int) or (isinstance(value, float) and value.is_integer()):  # JSON Schema: 1.0 is one
        return int(value)
    too_long = duration_too_long(value) if isinstance(value, str) else None
    if too_long:
        raise ValueError(too_long)
    match = _DURATION.match(value) if isinstance(value, str) and not value.endswith("\n") else None
    if not match or not value:
        raise ValueError(f"not a duration: {value!r}")
    hours, minutes, secs = (int(g or 0) for g in match.groups())
    return hours * 3600 + minutes * 60 + secs


def duration_too_long(value: str) -> str | None:
    """Why a duration's text is refused unread (too long to convert), or None."""
    if len(value) <= DURATION_MAX_CHARS:
        return None
    return f"a duration longer than {DURATION_MAX_CHARS} characters is refused ({len(value)} characters)"
