"""The order of a container's env: by name, except that a variable comes after those it references.

Kubernetes expands `$(NAME)` in a value only from variables defined earlier in the same list, and
kustomize sorts map keys before a function sees them, so the order a spec is written in cannot carry
meaning. kfgen orders by name and moves every variable after the ones it references (a stable
topological order), so every entry point gives the same list; a cycle of references is an error.
"""

from __future__ import annotations

import heapq
import re
from typing import TYPE_CHECKING, Any

from kfgen.render import tracking
from kfgen.results import Result, error

if TYPE_CHECKING:
    from kfgen.model import Context

_REFERENCE = re.compile(r"\$\(([-._a-zA-Z][-._a-zA-Z0-9]*)\)")


def references(value: Any) -> set[str]:
    """The names a plain value references as $(NAME); `$$(NAME)` is an escaped literal."""
    if not isinstance(value, str) or "$(" not in value:
        return set()
    return set(_REFERENCE.findall(value.replace("$$", "")))


def order(env: dict[str, Any]) -> tuple[list[str], list[str]]:
    """The names in output order, and a cycle of references (empty when there is none)."""
    if not any(isinstance(value, str) and "$(" in value for value in env.values()):
        return sorted(env), []  # no references: what the topological order below gives, by name
    needs = {name: (references(value) & env.keys()) - {name} for name, value in env.items()}
    users: dict[str, list[str]] = {name: [] for name in env}
    for name, deps in needs.items():
        for dep in deps:
            users[dep].append(name)
    waiting = {name: len(deps) for name, deps in needs.items()}
    ready = [name for name, count in waiting.items() if count == 0]
    heapq.heapify(ready)
    out: list[str] = []
    while ready:
        name = heapq.heappop(ready)
        out.append(name)
        for user in users[name]:
            waiting[user] -= 1
            if waiting[user] == 0:
                heapq.heappush(ready, user)
    if len(out) == len(env):
        return out, []
    left = sorted(set(env) - set(out))
    return out + left, _cycle(left, needs)


def _cycle(left: list[str], needs: dict[str, set[str]]) -> list[str]:
    """A cycle among the names left over (each of them still needs another one of them)."""
    path = [left[0]]
    while True:
        following = min(needs[path[-1]] & set(left))
        if following in path:
            return [*path[path.index(following) :], following]
        path.append(following)


PRIMARY_ROLES = ("master", "chief", "launcher")  # the one pod of a job that runs its program's rank 0


def container_env(ctx: Context, role: str) -> dict[str, Any]:
    """The env of a role's container by name: the spec's (merged by name), then MLflow's where the spec sets none."""
    env = dict(ctx.role_specs[role].get("env") or {})
    mlflow = (ctx.spec.get("tracking") or {}).get("mlflow")
    if mlflow is not None:
        primary = role in PRIMARY_ROLES and role in ctx.replicas
        for name, value in tracking.job_env(ctx.env, ctx.env_name, ctx.name, ctx.job_name, mlflow, primary).items():
            env.setdefault(name, value)
    return env


def problems(ctx: Context) -> list[Result]:
    """A cycle of $(NAME) references in any role's env, at the field of its first variable."""
    out = []
    for role in ctx.role_specs:
        cycle = order(container_env(ctx, role))[1]
        if cycle:
            out.append(
                error(
                    f"$(NAME) references form a cycle: {' -> '.join(cycle)}; Kubernetes expands a "
                    "reference only to a variable defined before it",
                    ctx.ref,
                    _field(ctx, role, cycle[0]),
                )
            )
    return out


def _field(ctx: Context, role: str, name: str) -> str:
    if name in (((ctx.source.get("spec") or {}).get("roles") or {}).get(role) or {}).get("env", {}):
        return f"spec.roles.{role}.env.{name}"
    return ctx.field("env", name)
