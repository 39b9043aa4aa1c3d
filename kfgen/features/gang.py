"""Gang scheduling (runPolicy.schedulingPolicy, v1 backend): at most as many pods as the job has."""

from __future__ import annotations

from collections.abc import Iterator

from kfgen.features.base import Feature
from kfgen.model import Context
from kfgen.results import Result, error


def check(ctx: Context) -> Iterator[Result]:
    gang = ctx.spec.get("gang") or {}
    total = sum(ctx.replicas.values())
    if gang.get("minAvailable", 0) > total:
        yield error(f"must be ≤ the total replicas ({total})", ctx.ref, ctx.field("gang", "minAvailable"))


FEATURE = Feature("gang", check=check)
