"""A job in a Kueue queue: its labels, and what keeps the queue from being a label that does nothing.

The queue must exist where the job lands, the job's kind must have an integration the platform's Kueue
enables (Kueue v0.19 leaves the training-operator v1 kinds out by default and has none for its v1 MPIJob),
nothing else may fight Kueue over the job, and the queue must be able to admit it at all.
"""

from __future__ import annotations

from collections.abc import Iterator

from kfgen import api
from kfgen.checks import hints
from kfgen.features.queue import fit, policy
from kfgen.model import Context, EnvironmentView
from kfgen.render.queues import Queues
from kfgen.results import Result, error, warning
from kfgen.schema.kueue import KUEUE_DEFAULT_FRAMEWORKS

FRAGMENT = "kfgen docs kueue/controller_manager_config.yaml"  # shipped with kfgen: pip users have it too
# settings Kueue owns on a queued job, and why a spec may not set them
FIGHTS = {
    ("runPolicy", "suspend"): "Kueue creates a queued job suspended and unsuspends it when it admits it; a suspend "
    "in Git would be applied again by Argo CD or Flux over Kueue's",
    ("gang", "queue"): "the job waits in its Kueue queue; a scheduler queue (Volcano) would queue it a second time, "
    "after Kueue admitted it",
    ("gang", "priorityClass"): "Kueue orders and preempts queued jobs by queuePriority (or priorityClassName); a pod "
    "group priority would order them a second time, differently",
}


def queue(ctx: Context) -> str | None:
    """The job's queue: none for a kind the Environment runs unqueued (its default queue does not apply)."""
    chosen = ctx.spec.get("queue")
    if chosen and ctx.origin("queue") == "environment" and unqueued(ctx):
        return None
    return chosen


def unqueued(ctx: Context) -> bool:
    return ctx.job_kind in ((ctx.env.get("kueue") or {}).get("unqueuedKinds") or ())


def job_labels(ctx: Context) -> dict[str, str]:
    chosen = queue(ctx)
    if not chosen:
        return {}
    priority = ctx.spec.get("queuePriority")
    return {api.QUEUE_LABEL: chosen, **({api.QUEUE_PRIORITY_LABEL: priority} if priority else {})}


def check(ctx: Context) -> Iterator[Result]:
    yield from policy.check(ctx, unqueued(ctx))
    yield from _queue(ctx)


def _queue(ctx: Context) -> Iterator[Result]:
    chosen = queue(ctx)
    if chosen and unqueued(ctx):
        yield error(
            f"Environment {ctx.env_name} runs {ctx.job_kind}s without a queue (spec.kueue.unqueuedKinds)",
            ctx.ref,
            ctx.field("queue"),
        )
        return
    if not chosen:
        if ctx.spec.get("queuePriority") and ctx.origin("queuePriority") != "environment":
            yield error(
                "does nothing without a queue (Kueue reads it only on queued jobs)", ctx.ref, ctx.field("queuePriority")
            )
        return
    yield from _integration(ctx)
    for (parent, key), why in FIGHTS.items():
        if key in (ctx.spec.get(parent) or {}):
            yield error(f"cannot be set on a queued job: {why}", ctx.ref, ctx.field(parent, key))
    if ctx.env_name is not None:
        yield from _names(ctx, chosen, _queues(ctx))


_cache: list[tuple[object, tuple[str, ...], Queues]] = []


def _queues(ctx: Context) -> Queues:
    """The Environment's queues, resolved once per Environment (every spec of a build shares it). In the
    cluster a spec renders where it was created, and the controller makes the queues there too."""
    served = (ctx.namespace,) if ctx.controller else ()
    if _cache and _cache[0][0] is ctx.env and _cache[0][1] == served:
        return _cache[0][2]
    queues = Queues.of(EnvironmentView(ctx.env_name or "", ctx.env, served))  # type: ignore[arg-type]
    _cache[:] = [(ctx.env, served, queues)]
    return queues


def _integration(ctx: Context) -> Iterator[Result]:
    job_kind = ctx.job_kind
    framework = ctx.profile.kueue_integrations.get(job_kind)
    if framework is None:
        why, instead = ctx.profile.kueue_unadmitted.get(job_kind, ("", ""))
        why, instead = f" ({why})" if why else "", f"{instead}, " if instead else ""
        yield error(
            f"a queued {job_kind} ({ctx.profile.job_row(ctx.framework).api_version}) is admitted by no Kueue "
            f"integration{why}, so the queue would do nothing: {instead}"
            f"remove the queue, or have the Environment's owner run {job_kind}s unqueued (spec.kueue.unqueuedKinds)",
            ctx.ref,
            ctx.field("queue"),
        )
        return
    settings = ctx.env.get("kueue") or {}
    enabled = settings.get("integrations") or KUEUE_DEFAULT_FRAMEWORKS
    if framework in enabled:
        return
    where = f"Environment {ctx.env_name}'s" if ctx.env_name else "the default"
    source = "spec.kueue.integrations" if settings.get("integrations") else "Kueue v0.19's default Configuration"
    message = (
        f"Kueue integration {framework} is not enabled in {where} Kueue ({source}), so the queue label would do "
        f"nothing and the {job_kind} would run without quota: enable it in Kueue's Configuration ({FRAGMENT} "
        "prints one that does) and list it in the Environment's spec.kueue.integrations, or remove the queue"
    )
    make = warning if settings.get("disabledIntegration") == "warning" else error
    yield make(message, ctx.ref, ctx.field("queue"))


def _names(ctx: Context, queue: str, queues: Queues) -> Iterator[Result]:
    known = queues.queues_in(ctx.namespace)
    if policy.refused(ctx, "queue", "queues"):
        return
    if queue not in known:
        yield error(
            f"Kueue LocalQueue {queue!r} does not exist in namespace {ctx.namespace}: Environment {ctx.env_name} "
            f"makes or declares {', '.join(known) or 'none'} there (spec.kueue)" + hints.did_you_mean(queue, known),
            ctx.ref,
            ctx.field("queue"),
        )
        return
    priority = ctx.spec.get("queuePriority")
    if priority and priority not in queues.priorities() and not policy.refused(ctx, "queuePriority", "queuePriorities"):
        yield error(
            f"Kueue WorkloadPriorityClass {priority!r} is neither made by Environment {ctx.env_name} nor listed "
            f"as existing (spec.kueue: {', '.join(queues.priorities()) or 'none'})"
            + hints.did_you_mean(priority, queues.priorities()),
            ctx.ref,
            ctx.field("queuePriority"),
        )
    cq = queues.cluster_queue_of(ctx.namespace, queue)
    if cq is not None:
        yield from fit.problems(ctx, queue, cq, _capacity(queues, cq))


def _capacity(queues: Queues, cq: str) -> fit.Capacity:
    """What a ClusterQueue can give, worked out once per resolved Environment."""
    found = queues.capacities.get(cq)
    if found is None:
        flavors = queues.settings.get("resourceFlavors") or {}
        found = queues.capacities[cq] = fit.Capacity.of(queues.cluster[cq], flavors)
    return found
