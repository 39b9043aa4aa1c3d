"""Compute resources: limits against requests in the layer that set each, /dev/shm, GPU products."""

from __future__ import annotations

from collections.abc import Iterator

from kfgen import units
from kfgen.features.base import Feature
from kfgen.model import Context
from kfgen.results import Result, error, warning


def check(ctx: Context) -> Iterator[Result]:
    for role, settings in ctx.role_specs.items():
        resources = settings.get("resources") or {}
        for name in ("cpu", "memory", "ephemeralStorage"):
            limit = (resources.get("limits") or {}).get(name)
            request = resources.get(name)
            if limit is not None and request is not None and units.quantity(limit) < units.quantity(request):
                # each from the layer that set it: a role's own resources, else the spec's (or the defaults')
                prefix = (
                    ("roles", role, "resources")
                    if ctx.origin("roles", role, "resources", "limits", name)
                    else ("resources",)
                )
                request_at = (
                    ("roles", role, "resources") if ctx.origin("roles", role, "resources", name) else ("resources",)
                )
                source = ""
                if ctx.origin(*request_at, name) == "environment":
                    source = f" (spec.defaults.{'.'.join(map(str, request_at))}.{name} of Environment {ctx.env_name})"
                yield error(
                    f"limit {limit} is below the request {request}{source}", ctx.ref, ctx.field(*prefix, "limits", name)
                )
        shm = ctx.spec.get("sharedMemory")
        memory = (resources.get("limits") or {}).get("memory") or resources.get("memory")
        if shm not in (None, "auto") and memory and units.quantity(shm) > units.quantity(memory):
            yield warning(
                f"/dev/shm ({shm}) counts against the memory limit ({memory}) of the {role}",
                ctx.ref,
                ctx.field("sharedMemory"),
            )
    if ctx.spec.get("gpu", {}).get("products") and not any(ctx.gpus(r) for r in ctx.replicas):
        yield warning("has no effect: no role requests GPUs", ctx.ref, ctx.field("gpu", "products"))


FEATURE = Feature("resources", check=check)
