"""The Environment's bounds on a job's queue and priority: its defaults, and what its policy lists.

A spec cannot remove the Environment's queue or priority (a kind the Environment runs unqueued may drop
the queue) and may choose another only from `spec.policy.queues` and `spec.policy.queuePriorities`.
"""

from __future__ import annotations

from collections.abc import Iterator

from kfgen.checks.podfloor import refusal
from kfgen.model import Context
from kfgen.results import Result, error


def allowed(ctx: Context, key: str, policy_key: str) -> list[str] | None:
    """The queues (or priorities) a spec may choose in its Environment: its default and the policy's list
    (None: the Environment bounds nothing)."""
    default = (ctx.env.get("defaults") or {}).get(key)
    listed = (ctx.env.get("policy") or {}).get(policy_key)
    if not (default or listed is not None):
        return None
    return [*([default] if default else []), *(listed or [])]


def refused(ctx: Context, key: str, policy_key: str) -> bool:
    """Whether `check` refuses the spec's own choice (then nothing more is said of it)."""
    choices = allowed(ctx, key, policy_key)
    return ctx.origin(key) not in (None, "environment") and choices is not None and ctx.spec.get(key) not in choices


def check(ctx: Context, unqueued: bool) -> Iterator[Result]:
    """The spec's queue and priority against the Environment's defaults and `spec.policy` lists."""
    yield from _choice(ctx, "queue", "queues", "Kueue queue", "puts every job in", unqueued)
    yield from _choice(ctx, "queuePriority", "queuePriorities", "Kueue priority", "gives every job", False)


def _choice(ctx: Context, key: str, policy_key: str, what: str, verb: str, removable: bool) -> Iterator[Result]:
    default = (ctx.env.get("defaults") or {}).get(key)
    choices = allowed(ctx, key, policy_key)
    if ctx.origin(key) in (None, "environment") or choices is None:
        return
    chosen = ctx.spec.get(key)
    if chosen is None and default and not removable:
        yield error(
            f"Environment {ctx.env_name} {verb} the {what} {default!r}; a spec cannot remove it",
            ctx.ref,
            ctx.field(key),
        )
    elif chosen is not None and chosen not in choices:
        yield error(refusal(what, chosen, ctx.env_name, choices, policy_key), ctx.ref, ctx.field(key))
