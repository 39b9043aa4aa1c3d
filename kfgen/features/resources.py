"""Compute resources: limits against requests in the layer that set each, /dev/shm, GPU products, and the
Environment's policy on what has no bound (`sharedMemory: unlimited`, `resources.limits.cpu: unlimited`)."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from kfgen import units
from kfgen.features.base import Feature
from kfgen.model import Context, EnvironmentView
from kfgen.results import Result, error, warning
from kfgen.schema import UNLIMITED

SHM_WHY = (
    "a memory-backed emptyDir without a sizeLimit counts against the pod's memory limit, and without one can take "
    "the node's memory"
)
CPU_WHY = "pods without a CPU limit are Burstable and may take their node's idle CPU"


def _allowed(ctx: Context, key: str) -> bool:
    policy = ctx.env.get("policy")
    return isinstance(policy, dict) and policy.get(key) is True


def _unbounded(ctx: Context) -> Iterator[Result]:
    """What has no bound, where a spec asks for it (the Environment's own defaults: environment_check)."""
    if ctx.spec.get("sharedMemory") == UNLIMITED and ctx.origin("sharedMemory") in ("spec", "override"):
        if ctx.env_name is None:
            message = f"an unbounded /dev/shm needs an Environment that allows it: {SHM_WHY} "
            yield error(message + "(spec.policy.unboundedSharedMemory: true)", ctx.ref, ctx.field("sharedMemory"))
        elif not _allowed(ctx, "unboundedSharedMemory"):
            message = f"an unbounded /dev/shm is not allowed in Environment {ctx.env_name}: {SHM_WHY} "
            message += "(the Environment's owner allows it with spec.policy.unboundedSharedMemory: true)"
            yield error(message, ctx.ref, ctx.field("sharedMemory"))
    if _allowed(ctx, "burstableCpu") and ctx.env_name is not None:
        return
    for role, settings in ctx.role_specs.items():
        if ((settings.get("resources") or {}).get("limits") or {}).get("cpu") != UNLIMITED:
            continue
        path: tuple[str, ...] = ("roles", role, "resources", "limits", "cpu")
        if not ctx.origin(*path):
            path = ("resources", "limits", "cpu")
        if ctx.origin(*path) not in ("spec", "override"):
            continue
        if ctx.env_name is None:
            message = f"a CPU request without a limit needs an Environment that allows it: {CPU_WHY} "
            yield error(message + "(spec.policy.burstableCpu: true)", ctx.ref, ctx.field(*path))
        else:
            message = f"a CPU request without a limit is not allowed in Environment {ctx.env_name}: {CPU_WHY} "
            message += "(the Environment's owner allows it with spec.policy.burstableCpu: true)"
            yield error(message, ctx.ref, ctx.field(*path))


QUANTITIES = ("cpu", "memory", "ephemeralStorage")


def _quantities(resources: object, prefix: tuple[str, ...]) -> list[tuple[tuple[str, ...], object]]:
    """(path, value) of each quantity of a `resources` block (requests and limits)."""
    if not isinstance(resources, dict):
        return []
    out: list[tuple[tuple[str, ...], object]] = [((*prefix, n), resources[n]) for n in QUANTITIES if n in resources]
    limits = resources.get("limits")
    if isinstance(limits, dict):
        out += [((*prefix, "limits", str(name)), value) for name, value in limits.items()]
    return out


def _quantity_problems(ctx: Context) -> list[Result]:
    """Quantities the schema's pattern accepts that Kubernetes would not read as written, each in its layer."""
    found = _quantities(ctx.spec.get("resources"), ("resources",))
    roles = ctx.spec.get("roles")
    for role, settings in roles.items() if isinstance(roles, dict) else ():
        if isinstance(settings, dict) and "resources" in settings:
            found += _quantities(settings["resources"], ("roles", role, "resources"))
    if "sharedMemory" in ctx.spec:
        found.append((("sharedMemory",), ctx.spec["sharedMemory"]))
    out = [
        error(problem, ctx.ref, ctx.field(*path)) for path, value in found if (problem := units.quantity_problem(value))
    ]
    volumes = ctx.spec.get("volumes")
    for index, volume in enumerate(volumes if isinstance(volumes, list) else []):
        if isinstance(volume, dict) and (problem := units.quantity_problem(volume.get("emptyDir"))):
            out.append(error(problem, ctx.ref, f"{ctx.field('volumes')}[{index}].emptyDir"))
    return out


def environment_check(env: EnvironmentView) -> Iterable[tuple[str, str]]:
    """An Environment whose own defaults have no bound must allow it in its policy; its quantities are read as
    written."""
    policy = env.spec.get("policy") or {}
    defaults = env.spec.get("defaults") or {}
    for path, value in _quantities(defaults.get("resources"), ("spec", "defaults", "resources")):
        if problem := units.quantity_problem(value):
            yield ".".join(path), problem
    if problem := units.quantity_problem(defaults.get("sharedMemory")):
        yield "spec.defaults.sharedMemory", problem
    limits = (defaults.get("resources") or {}).get("limits") or {}
    if limits.get("cpu") == UNLIMITED and policy.get("burstableCpu") is not True:
        yield (
            "spec.defaults.resources.limits.cpu",
            f"unlimited needs spec.policy.burstableCpu: true in this Environment ({CPU_WHY})",
        )
    if defaults.get("sharedMemory") == UNLIMITED and policy.get("unboundedSharedMemory") is not True:
        yield (
            "spec.defaults.sharedMemory",
            f"unlimited needs spec.policy.unboundedSharedMemory: true in this Environment ({SHM_WHY})",
        )


def check(ctx: Context) -> Iterator[Result]:
    problems = _quantity_problems(ctx)
    if problems:  # nothing to compare
        yield from problems
        return
    yield from _unbounded(ctx)
    for role, settings in ctx.role_specs.items():
        resources = settings.get("resources") or {}
        for name in ("cpu", "memory", "ephemeralStorage"):
            limit = (resources.get("limits") or {}).get(name)
            request = resources.get(name)
            if limit == UNLIMITED:
                continue
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
        if shm == UNLIMITED and not memory:
            yield warning(
                f"an unbounded /dev/shm in the {role}, which has no memory limit, can take the node's memory",
                ctx.ref,
                ctx.field("sharedMemory"),
            )
        elif shm not in (None, "auto", UNLIMITED) and memory and units.quantity(shm) > units.quantity(memory):
            yield warning(
                f"/dev/shm ({shm}) counts against the memory limit ({memory}) of the {role}",
                ctx.ref,
                ctx.field("sharedMemory"),
            )
    if ctx.spec.get("gpu", {}).get("products") and not any(ctx.gpus(r) for r in ctx.replicas):
        yield warning("has no effect: no role requests GPUs", ctx.ref, ctx.field("gpu", "products"))


FEATURE = Feature("resources", check=check, environment_check=environment_check)
