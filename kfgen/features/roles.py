"""Roles and replicas: which roles a framework has on its backend, singletons, role overrides."""

from __future__ import annotations

from collections.abc import Iterator

from kfgen.checks import hints
from kfgen.features.base import Feature
from kfgen.model import Context
from kfgen.results import Result, error, warning


def check(ctx: Context) -> Iterator[Result]:
    fw = ctx.framework
    allowed = ctx.allowed_roles
    where = ctx.profile.title(fw)
    singletons = ctx.profile.singletons(fw)
    for role, count in ctx.replicas.items():
        if role not in allowed:
            yield error(
                f"{where} has no role {role!r}; roles: {', '.join(allowed)}" + hints.did_you_mean(role, allowed),
                ctx.ref,
                ctx.field("replicas", role),
            )
        elif role in singletons and count > 1:
            yield error(f"{fw.name} allows at most 1 {role}", ctx.ref, ctx.field("replicas", role))
    for role in ctx.spec.get("roles") or {}:
        if role not in ctx.replicas:
            yield error(f"role {role!r} has no replicas", ctx.ref, ctx.field("roles", role))
    for role in fw.cpu_roles & set(ctx.replicas):
        if (ctx.spec.get("roles") or {}).get(role, {}).get("resources", {}).get("gpu"):
            yield warning(
                f"GPUs on a {role} replica are rarely used; the {role} does not inherit spec GPUs",
                ctx.ref,
                ctx.field("roles", role, "resources", "gpu"),
            )


FEATURE = Feature("roles", check=check)
