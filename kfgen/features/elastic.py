"""Elastic PyTorch training (the v1 PyTorchJob's elasticPolicy): bounds and rendezvous."""

from __future__ import annotations

from collections.abc import Iterator

from kfgen.features.base import Feature
from kfgen.model import Context
from kfgen.results import Result, error


def check(ctx: Context) -> Iterator[Result]:
    elastic = ctx.spec.get("elastic")
    if not elastic or ("elastic",) in ctx.profile.unsupported:
        return
    if not ctx.framework.elastic:
        yield error(
            f"elastic training exists only for pytorch (PyTorchJob), not {ctx.framework.name}",
            ctx.ref,
            ctx.field("elastic"),
        )
        return
    low, high = elastic["min"], elastic["max"]
    if low > high:
        yield error(f"min ({low}) must be ≤ max ({high})", ctx.ref, ctx.field("elastic", "min"))
    workers = ctx.replicas.get("worker")
    if workers is None:
        yield error("elastic training needs worker replicas", ctx.ref, ctx.field("replicas"))
    elif low <= high and not low <= workers <= high and ctx.origin("replicas", "worker") is None:
        yield error(
            f"replicas.worker is not set and its default ({workers}) is not between elastic.min ({low}) "
            f"and elastic.max ({high}); set spec.replicas.worker",
            ctx.ref,
            ctx.field("elastic"),
        )
    elif low <= high and not low <= workers <= high:
        yield error(
            f"must be between elastic.min ({low}) and elastic.max ({high})", ctx.ref, ctx.field("replicas", "worker")
        )
    if elastic.get("rendezvous", "c10d").startswith("etcd") and not elastic.get("host"):
        yield error("an etcd rendezvous needs host", ctx.ref, ctx.field("elastic", "host"))


FEATURE = Feature("elastic", check=check)
