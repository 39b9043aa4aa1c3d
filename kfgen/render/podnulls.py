"""What a pod patch's nulls may not take from the training container's resources: the quota and the policy.

A null in a pod patch removes what kfgen generated (kfgen.merge). Removing the whole `resources` (or a
resource's request and limit both) of a queued job's training container leaves pods Kueue charges nothing for
(Kueue counts requests, and a limit defaults its request; a BestEffort pod has neither). Removing the CPU limit
but keeping the request makes the pod Burstable on CPU, which the Environment allows only with
`policy.burstableCpu: true` (kfgen.features.resources refuses `limits.cpu: unlimited` by the same rule).
Each problem names the pod patch field that removed it.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kfgen.render import patchfields
from kfgen.results import Result, error

if TYPE_CHECKING:
    from kfgen.model import Context

CPU_WHY = "pods without a CPU limit are Burstable and may take their node's idle CPU"


def check(ctx: Context, generated: dict[str, Any], template: dict[str, Any], role: str) -> list[Result]:
    """Problems of the patched template's copy of the generated container `generated`."""
    if not (ctx.role_specs.get(role) or {}).get("podPatch"):
        return []
    name = generated.get("name")
    containers = (template.get("spec") or {}).get("containers")
    patched = next((c for c in containers or [] if isinstance(c, dict) and c.get("name") == name), None)
    if not isinstance(patched, dict):
        return []
    before, after = _pairs(generated.get("resources")), _pairs(patched.get("resources"))
    out: list[Result] = []
    if _queued(ctx):
        lost = [r for r in before if r not in after]
        if lost:
            out.append(_quota(ctx, role, str(name), lost))
    cpu_request, cpu_limit = after.get("cpu", (None, None))
    limit_removed = before.get("cpu", (None, None))[1] is not None and cpu_limit is None
    if limit_removed and cpu_request is not None and not _burstable_allowed(ctx):
        out.append(_burstable(ctx, role, str(name)))
    return out


def _pairs(resources: Any) -> dict[str, tuple[Any, Any]]:
    """resource -> (request, limit) of a container's resources, for each resource with either."""
    if not isinstance(resources, dict):
        return {}
    given = resources.get("requests"), resources.get("limits")
    requests, limits = (part if isinstance(part, dict) else {} for part in given)
    return {str(r): (requests.get(r), limits.get(r)) for r in {*requests, *limits}}


def _queued(ctx: Context) -> bool:
    """Whether Kueue admits the job (kfgen.features.queue: a kind run unqueued takes no default queue)."""
    if not ctx.spec.get("queue"):
        return False
    unqueued = ctx.job_kind in ((ctx.env.get("kueue") or {}).get("unqueuedKinds") or ())
    return not (unqueued and ctx.origin("queue") == "environment")


def _burstable_allowed(ctx: Context) -> bool:
    policy = ctx.env.get("policy")
    return ctx.env_name is not None and isinstance(policy, dict) and policy.get("burstableCpu") is True


def _quota(ctx: Context, role: str, name: str, lost: list[str]) -> Result:
    field = _field(ctx, role, name, [("requests", r) for r in lost] + [("limits", r) for r in lost])
    return error(
        f"the pod patch removes the requests and limits of {', '.join(sorted(lost))} of container {name!r}: the job is "
        f"queued ({ctx.spec.get('queue')}) and Kueue charges its quota nothing for what a pod does not request; "
        "set resources in the spec instead",
        ctx.ref,
        field,
    )


def _burstable(ctx: Context, role: str, name: str) -> Result:
    where = f"Environment {ctx.env_name}" if ctx.env_name else "no Environment"
    return error(
        f"the pod patch removes the CPU limit of container {name!r} and keeps its request: a CPU request without a "
        f"limit is not allowed in {where}: {CPU_WHY} (the Environment's owner allows it with "
        "spec.policy.burstableCpu: true)",
        ctx.ref,
        _field(ctx, role, name, [("limits", "cpu")]),
    )


def _field(ctx: Context, role: str, name: str, removed: list[tuple[str, str]]) -> str:
    """The pod patch field that removed it: the resource, else its requests or limits, else resources."""
    base: tuple[patchfields.Step, ...] = ("spec", ("containers", name), "resources")
    paths = [(*base, kind, resource) for kind, resource in removed]
    paths += [(*base, kind) for kind in dict.fromkeys(kind for kind, _ in removed)] + [base]
    for path in paths:
        found = patchfields.locate(ctx, role, path)
        if found:
            return found
    return patchfields.locate(ctx, role, ("spec",)) or ctx.field("podPatch")
