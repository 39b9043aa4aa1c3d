"""kfgen's quantities against the API server's reading of them (k8s.io/apimachinery resource.ParseQuantity).

kfgen accepts a quantity only if ParseQuantity reads it as written: the same value (ParseQuantity rounds
up to 1n, as kfgen does), an exponent within int32 (ParseQuantity refuses one beyond int64 and reads one
beyond int32 modulo 2^32) and a value below 2^63 (Kubernetes reads values as int64 and caps binary ones).
Whatever ParseQuantity refuses, kfgen refuses. kfgen is stricter on purpose: no sign, no `1e-3`.
"""

from __future__ import annotations

import json
import re
import subprocess
import time
from decimal import Decimal
from pathlib import Path
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from kfgen import core, units
from kfgen.schema.base import QUANTITY_PATTERN

SUFFIXES = ["", "n", "u", "m", "k", "K", "M", "G", "T", "P", "E", "Ki", "Mi", "Gi", "Ti", "Pi", "Ei", "i", "KI", "e"]
# ParseQuantity takes seconds or more for exponents between int32 and int64 and for large negative ones (it builds
# the number): those are checked on kfgen's side only (slow_in_go).
INT32_MAX, INT64_MAX = 2**31 - 1, 2**63 - 1
BOUNDARY = [
    "0",
    "1e999999",
    "1e2147483647",
    "0e2147483647",
    "1e9223372036854775808",
    "0e99999999999999999999",
    "9Ei",
    "7Ei",
    "8Ei",
    "9223372036854775807",
    "9223372036854775808",
    "9.223372036854775807e18",
    "0.0000000001",
    "0.0000000015",
    "1.G",
    "1E",
    "1e",
    "1e+3",
    "1e-3",
    "+1",
    "-1",
    "1\n",
    ".5",
    "5.",
    "00012Mi",
    "1e00000000000000000000000003",
]


SPEC: dict[str, Any] = {
    "apiVersion": "kfgen.dev/v1alpha1",
    "kind": "TrainingSpec",
    "metadata": {"name": "train"},
    "spec": {"framework": "pytorch", "image": "pytorch/pytorch:2.1.0"},
}


def digits(max_size: int) -> st.SearchStrategy[str]:
    return st.text("0123456789", min_size=0, max_size=max_size)


@st.composite
def quantity_text(draw: st.DrawFn) -> str:
    sign = draw(st.sampled_from(["", "", "", "+", "-"]))
    whole = draw(digits(22))
    fraction = draw(st.one_of(st.just(""), digits(12).map(lambda d: "." + d)))
    exponent = draw(st.one_of(digits(25), st.integers(0, INT64_MAX + 10).map(str)))
    suffix = draw(
        st.one_of(
            st.sampled_from(SUFFIXES),
            st.tuples(st.sampled_from("eE"), st.sampled_from(["", "+", "-"])).map("".join).map(lambda p: p + exponent),
        )
    )
    return sign + whole + fraction + suffix + draw(st.sampled_from(["", "", "", "\n", " ", "x"]))


def kfgen_accepts(text: str) -> bool:
    return bool(re.search(QUANTITY_PATTERN.replace("$", r"\Z"), text)) and units.quantity_problem(text) is None


def exponent_of(text: str) -> int | None:
    match = re.search(r"[eE]([-+]?[0-9]+)\Z", text)
    return int(match.group(1)) if match and not text.endswith(("Ei", "E")) else None


def slow_in_go(text: str) -> bool:
    """ParseQuantity builds the whole number, and takes seconds or more, for a non-zero quantity whose exponent is
    beyond int32 (within int64), or large and off its fast path (a negative exponent, or more than 18 digits)."""
    match = re.fullmatch(r"[-+]?([0-9]*)(?:\.([0-9]*))?[eE]([-+]?[0-9]+)", text)
    if not match:
        return False
    digits, exponent = match.group(1).lstrip("0") + (match.group(2) or ""), int(match.group(3))
    if not digits.strip("0") or abs(exponent) > INT64_MAX:
        return False  # zero is not rounded; beyond int64 is refused at once
    fast = exponent >= 0 and len(digits) <= 18
    return abs(exponent) > INT32_MAX or (abs(exponent) > 10**5 and not fast)


def read_by_go(binary: Path, texts: list[str]) -> list[dict[str, str | bool]]:
    out = subprocess.run([str(binary)], input=json.dumps(texts), capture_output=True, text=True, check=True, timeout=60)
    readings: list[dict[str, str | bool]] = json.loads(out.stdout)
    return readings


def compare(binary: Path, texts: list[str]) -> None:
    slow = [t for t in texts if slow_in_go(t)]
    for text in slow:
        assert not kfgen_accepts(text), f"{text!r}: ParseQuantity reads its exponent modulo 2^32, or no sign is allowed"
    fast = [t for t in texts if t not in slow]
    for text, go in zip(fast, read_by_go(binary, fast), strict=True):
        if kfgen_accepts(text):
            assert go["ok"], f"{text!r}: kfgen accepts what the API server refuses"
            assert units.quantity(text) == Decimal(str(go["value"])), f"{text!r}: read as {go['value']}"
        elif go["ok"] and re.search(QUANTITY_PATTERN.replace("$", r"\Z"), text):
            # refused only where the API server reads a value of 2^63 - 1 or more (capped, or not an int64), or
            # reads the exponent modulo 2^32
            wrapped = (exponent_of(text) or 0) > INT32_MAX
            assert wrapped or Decimal(str(go["value"])).copy_abs() >= INT64_MAX, f"{text!r}: read as {go['value']}"


def test_boundary(quantity_bin: Path) -> None:
    compare(quantity_bin, BOUNDARY)


@settings(max_examples=80, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.lists(quantity_text(), min_size=1, max_size=40))
@example(
    ["1e999999", "9e9999999Ei", "1E9999999999", "18210726.519323902132e852232131", "1e-2147483648", "0e2200000000"]
)
def test_kfgen_reads_quantities_as_the_api_server(quantity_bin: Path, texts: list[str]) -> None:
    compare(quantity_bin, texts)


def test_huge_quantities_take_linear_time() -> None:
    started = time.process_time()  # CPU time: the machine is shared
    for text in ("1" * 200_000 + "e2147483647", "0." + "0" * 200_000 + "1", "9" * 200_000 + "Ei", "1e" + "9" * 200_000):
        assert units.quantity_problem(text) is not None or units.quantity(text) > 0
        spec = {**SPEC, "spec": {**SPEC["spec"], "resources": {"cpu": text, "limits": {"cpu": text}}}}
        assert core.expand(spec).ok == (units.quantity_problem(text) is None)
    assert time.process_time() - started < 2
