"""The upstream CRDs' integer ranges for every number kfgen writes into a job from the spec.

An integer field's bound is in kfgen's schema (kfgen.schema.fields, e.g. backoffLimit ≤ 2³¹-1); a duration may be
a string (`1000000h`), whose seconds only this check can hold to the bound. RANGES is the one table of
(spec field, backend, the job field it becomes, minimum, maximum); tests/test_ranges.py derives each bound
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


class Range:
    """One row: a spec field, the backend, the field it becomes in the job, its bounds (a plain class: start-up)."""

    __slots__ = ("backend", "duration", "maximum", "minimum", "spec", "target")

    def __init__(
        self, spec: tuple[str, ...], backend: str, target: str, minimum: int, maximum: int, duration: bool = False
    ) -> None:
        self.spec = spec  # the field in the spec ("tolerations" items: "[]")
        self.backend = backend  # v1 | mpi | trainer | job | pod (the pod template, on all)
        self.target = target  # the field it becomes in the job (or the pod template)
        self.minimum = minimum
        self.maximum = maximum
        self.duration = duration


SCHEDULING = "spec.runPolicy.schedulingPolicy"
RANGES = (
    Range(("runPolicy", "ttlAfterFinished"), "v1", "spec.runPolicy.ttlSecondsAfterFinished", 0, INT32_MAX, True),
    Range(("runPolicy", "deadline"), "v1", "spec.runPolicy.activeDeadlineSeconds", 0, INT64_MAX, True),
    Range(("runPolicy", "deadline"), "trainer", "spec.activeDeadlineSeconds", 1, INT64_MAX, True),
    Range(("runPolicy", "backoffLimit"), "v1", "spec.runPolicy.backoffLimit", 0, INT32_MAX),
    Range(("runPolicy", "ttlAfterFinished"), "job", "spec.ttlSecondsAfterFinished", 0, INT32_MAX, True),
    Range(("runPolicy", "deadline"), "job", "spec.activeDeadlineSeconds", 1, INT64_MAX, True),
    Range(("runPolicy", "backoffLimit"), "job", "spec.backoffLimit", 0, INT32_MAX),
    Range(("gang", "minAvailable"), "v1", f"{SCHEDULING}.minAvailable", 1, INT32_MAX),
    Range(("gang", "scheduleTimeout"), "v1", f"{SCHEDULING}.scheduleTimeoutSeconds", 0, INT32_MAX, True),
    Range(("elastic", "maxRestarts"), "v1", "spec.elasticPolicy.maxRestarts", 0, INT32_MAX),
    Range(("nprocPerNode",), "mpi", "spec.slotsPerWorker", 1, INT32_MAX),
    Range(("nprocPerNode",), "trainer", "spec.trainer.numProcPerNode", 1, INT32_MAX),
    Range(("tolerations", "[]", "tolerationSeconds"), "pod", "tolerations[].tolerationSeconds", 0, INT64_MAX),
)  # fmt: skip


DURATIONS = {b: tuple(r for r in RANGES if r.duration and r.backend == b) for b in ("v1", "trainer", "job")}


def check(ctx: Context) -> Iterator[Result]:
    backend = ctx.backend
    for row in DURATIONS[backend]:
        value = (ctx.spec.get(row.spec[0]) or {}).get(row.spec[1])
        if not isinstance(value, str) or not value:
            continue  # an integer is the schema's
        seconds = units.seconds(value)
        if not row.minimum <= seconds <= row.maximum:
            why = f"{value} is {seconds} seconds; the {ctx.job_kind}'s {row.target} must be {_bounds(row)}"
            yield error(why, ctx.ref, ctx.field(*row.spec))


def _bounds(row: Range) -> str:
    width = "an int32" if row.maximum == INT32_MAX else "an int64"
    return f"at least {row.minimum} and at most {row.maximum} ({width})"


FEATURE = Feature("ranges", check=check)
