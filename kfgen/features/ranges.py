"""The upstream CRDs' integer ranges for every number kfgen writes into a job from the spec.

An integer field's bound is in kfgen's schema (kfgen.schema.fields, e.g. backoffLimit ≤ 2³¹-1); a duration may be
a string (`1000000h`), whose seconds only this check can hold to the bound. RANGES is the one table of
(spec field, backend, the job field it becomes, minimum, maximum), each workload's rows (its profile's `ranges`)
and the pod template's; tests/unit/test_ranges.py derives each bound
from the CRDs in ../shared/crds (`format: int32|int64`, `minimum`, `maximum`) and from the schema, so that
a drift of either fails.
"""

from __future__ import annotations

from collections.abc import Iterator

from kfgen import units
from kfgen.features.base import Feature
from kfgen.model import Context
from kfgen.results import Result, error
from kfgen.schema.base import INT32_MAX, INT64_MAX
from kfgen.workloads.profile import Range
from kfgen.workloads.registry import WORKLOADS

POD_RANGES = (
    Range(("tolerations", "[]", "tolerationSeconds"), "pod", "tolerations[].tolerationSeconds", 0, INT64_MAX),
)
RANGES = (*(row for workload in WORKLOADS for row in workload.ranges), *POD_RANGES)


def check(ctx: Context) -> Iterator[Result]:
    for row in ctx.profile.ranges:
        if not row.duration:
            continue
        value = (ctx.spec.get(row.spec[0]) or {}).get(row.spec[1])
        if not isinstance(value, str) or not value:
            continue  # an integer is the schema's
        if too_long := units.duration_too_long(value):
            yield error(too_long, ctx.ref, ctx.field(*row.spec))
            continue
        seconds = units.seconds(value)
        if not row.minimum <= seconds <= row.maximum:
            why = f"{value} is {seconds} seconds; the {ctx.job_kind}'s {row.target} must be {_bounds(row)}"
            yield error(why, ctx.ref, ctx.field(*row.spec))


def _bounds(row: Range) -> str:
    width = "an int32" if row.maximum == INT32_MAX else "an int64"
    return f"at least {row.minimum} and at most {row.maximum} ({width})"


FEATURE = Feature("ranges", check=check)
