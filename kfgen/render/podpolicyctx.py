"""What the pod policy rules (kfgen.render.podpolicy) share: the Environment's policy worked out once per
Environment, and where a rule finds the field that built what it refuses (the pod patch's, else the spec's)."""

from __future__ import annotations

from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NamedTuple, Union

from kfgen.checks import podfloor
from kfgen.render import patchfields

if TYPE_CHECKING:
    from kfgen.model import Context


class TemplateScope:
    """A pod template an Environment writes itself (a Trainer runtime's): the rules read the same Environment's
    policy, and a problem's field is the template's own (no spec field or pod patch builds it)."""

    ref = None  # the caller names the Environment

    def __init__(self, env: dict[str, Any], env_name: str | None, template: dict[str, Any], where: str) -> None:
        self.env = env
        self.env_name: str | None = env_name
        self.template = template
        self.where = where  # the template's field in the Environment

    def origin(self, *path: str | int) -> str | None:
        return None  # no spec field sets anything of it

    def field(self, *path: str | int) -> str:
        return self.where

    def locate(self, path: tuple[patchfields.Step, ...]) -> str | None:
        found = patchfields.find(self.template, path)
        return None if found is None else self.where + found


# a string: Context is imported for the type checker only
Scope = Union["Context", TemplateScope]


def policy(ctx: Scope) -> Mapping[str, Any]:
    return floor(ctx).policy


def allowed(ctx: Scope, key: str) -> bool:
    return floor(ctx).policy.get(key) is True


class Floor(NamedTuple):
    """What an Environment's policy allows of a pod, worked out once per Environment (every pod of a build
    shares it)."""

    policy: Mapping[str, Any]
    defaulted: list[str]
    unqueued_kinds: Any


FLOORS: list[tuple[object, bool, Floor]] = []  # held, so that its id is not reused; nothing changes a checked one


def floor(ctx: Scope) -> Floor:
    with_env = ctx.env_name is not None
    if FLOORS and FLOORS[0][0] is ctx.env and FLOORS[0][1] == with_env:
        return FLOORS[0][2]
    policy = podfloor.policy_of(ctx.env) if with_env else {}
    floor = Floor(policy, defaulted(ctx), mapping(ctx.env.get("kueue")).get("unqueuedKinds") or ())
    FLOORS[:] = [(ctx.env, with_env, floor)]
    return floor


def where(ctx: Scope) -> str:
    return f"in Environment {ctx.env_name}" if ctx.env_name else "without an Environment"


def author(ctx: Scope) -> str:
    """What wrote the pod's fields: the spec's pod patch, or the Environment's own template."""
    return "a pod template" if isinstance(ctx, TemplateScope) else "a pod patch"


def how(ctx: Scope, key: str) -> str:
    if ctx.env_name is None:
        return f"an Environment's owner allows it with spec.policy.{key}"
    return f"the Environment's owner allows it with spec.policy.{key}"


def patch_root(ctx: Scope, role: str) -> str:
    if isinstance(ctx, TemplateScope):
        return ctx.where
    return patchfields.locate(ctx, role, ("spec",)) or (
        ctx.field("roles", role, "podPatch") if ctx.origin("roles", role, "podPatch") else ctx.field("podPatch")
    )


def locate(ctx: Scope, role: str, *paths: tuple[patchfields.Step, ...]) -> str | None:
    for path in paths:
        found = ctx.locate(path) if isinstance(ctx, TemplateScope) else patchfields.locate(ctx, role, path)
        if found:
            return found
    return None


def items(spec: dict[str, Any], key: str) -> list[dict[str, Any]]:
    """The mappings of a list (the list itself when it holds nothing else: the rules only read it)."""
    items = spec.get(key)
    if not items or not isinstance(items, list):
        return []
    for item in items:
        if not isinstance(item, dict):
            return [i for i in items if isinstance(i, dict)]
    return items


def mapping(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


RESOURCE_NAMES = (("cpu", "cpu"), ("memory", "memory"), ("ephemeralStorage", "ephemeral-storage"))


def defaulted(ctx: Scope) -> list[str]:
    """The resources the Environment's defaults request: a spec may change their amounts, not remove them."""
    given = mapping(mapping(ctx.env.get("defaults")).get("resources"))
    return [name for key, name in RESOURCE_NAMES if given.get(key) is not None]
