"""The Environment's policy on the pod that will run: the final pod template, however it was built.

The spec's fields are checked where they are written (kfgen.features.resources, kfgen.features.policy), but a
pod patch, a `null` in a layer (`resources: null`) or a pod field no spec field writes can build the same pod
without them. Every rule here reads only the pod template as it will run (after the pod patches and their
nulls), so a pod is judged the same whichever fields built it, and names the field that built it: the pod
patch field that wrote (or removed) it, else the spec's field. The pod templates of the Trainer runtimes an
Environment writes itself are held to the same Environment's rules (`template_problems`, a TemplateScope): they
are the pods every TrainJob on it runs.

- A memory-backed emptyDir without a sizeLimit (or with 0, which the kubelet reads as none): the Environment's
  `policy.unboundedSharedMemory` (kfgen's own /dev/shm of `sharedMemory: unlimited` is one).
- A container that requests CPU without a CPU limit: `policy.burstableCpu` (`resources.limits.cpu: unlimited`).
- A container that requests memory without a memory limit: never (no spec field builds one: `limits.memory` is a
  quantity, and its `null` restores limit = request; `resources.memory: null` removes both).
- A queued job's pod that requests none of a resource the Environment's defaults request (a `null` removed it:
  Kueue charges its quota nothing for it), or that lost a resource the spec asked for to a pod patch's null.
- `runtimeClassName`, `shareProcessNamespace`, `hostAliases`, `dnsPolicy` Default or None and any of
  `dnsConfig` (nameservers, searches, options): `policy.runtimeClasses`, `policy.shareProcessNamespace`,
  `policy.hostAliases`, `policy.dnsPolicies` (none allowed by default); `schedulerName` other than the cluster's
  default-scheduler: the Environment's `defaults.schedulerName` or `policy.schedulers`.
- Never: the template's `metadata.namespace` (the namespace is the Environment's choice), `priority` and
  `overhead` (the API server sets them from priorityClassName and the RuntimeClass, which the policy governs), a
  `mountPropagation: Bidirectional` volume mount (privileged containers only).
"""

from __future__ import annotations

import math
from typing import TYPE_CHECKING, Any, NamedTuple

from kfgen import units
from kfgen.render import patchfields, podpolicyfields
from kfgen.render.podpolicyctx import (
    RESOURCE_NAMES,
    TemplateScope,
)
from kfgen.render.podpolicyctx import (
    allowed as _allowed,
)
from kfgen.render.podpolicyctx import (
    floor as _floor,
)
from kfgen.render.podpolicyctx import (
    how as _how,
)
from kfgen.render.podpolicyctx import (
    items as _items,
)
from kfgen.render.podpolicyctx import (
    locate as _locate,
)
from kfgen.render.podpolicyctx import (
    mapping as _mapping,
)
from kfgen.render.podpolicyctx import (
    patch_root as _patch_root,
)
from kfgen.render.podpolicyctx import (
    where as _where,
)
from kfgen.results import Result, error

if TYPE_CHECKING:
    from kfgen.model import Context
    from kfgen.render.podpolicyctx import Scope

Problem = tuple[str, str]
CPU_WHY = "pods without a CPU limit are Burstable and may take their node's idle CPU"
MEMORY_WHY = (
    "a container without a memory limit can take its node's memory: no spec field builds one and no Environment "
    "allows it (set a memory limit; spec.resources.memory sets both)"
)
MEMORY_WHY_TEMPLATE = (
    "a container without a memory limit can take its node's memory, which no Environment allows (set "
    "resources.limits.memory)"
)
QUOTA_WHY = "Kueue charges its quota nothing for what a pod does not request"


def check(ctx: Scope, generated: dict[str, Any], template: dict[str, Any], role: str) -> list[Result]:
    """The policy's problems of a role's final pod template (`generated`: kfgen's training container before the
    pod patch; for a TrainJob, with the resources kfgen writes per node)."""
    spec = template.get("spec")
    out = podpolicyfields.namespace(ctx, template, role)
    if not isinstance(spec, dict):
        return out
    out += _memory_volumes(ctx, spec, role)
    out += _unlimited(ctx, generated, spec, role, "cpu")
    out += _unlimited(ctx, generated, spec, role, "memory")
    if not isinstance(ctx, TemplateScope) and _queued(ctx):
        out += _unrequested(ctx, generated, spec, role)
    out += podpolicyfields.pod_fields(ctx, spec, role)
    return out


# memory-backed volumes ------------------------------------------------------------------------------


def _unbounded(empty_dir: dict[str, Any]) -> bool:
    if empty_dir.get("medium") != "Memory":
        return False
    size = empty_dir.get("sizeLimit")
    return size is None or not _positive(size)  # the kubelet sizes a volume of 0 as one without a limit


def _memory_volumes(ctx: Scope, spec: dict[str, Any], role: str) -> list[Result]:
    if _allowed(ctx, "unboundedSharedMemory"):
        return []
    out = []
    for volume in _items(spec, "volumes"):
        name = volume.get("name")
        empty_dir = volume.get("emptyDir")
        if not isinstance(empty_dir, dict) or empty_dir.get("medium") != "Memory" or not isinstance(name, str):
            continue
        if not _unbounded(empty_dir):
            continue
        mounted = sorted(
            {
                str(m.get("mountPath"))
                for c in (*_items(spec, "containers"), *_items(spec, "initContainers"))
                for m in _items(c, "volumeMounts")
                if m.get("name") == name
            }
        )
        at = f" (mounted at {', '.join(mounted)})" if mounted else ""
        base: tuple[patchfields.Step, ...] = ("spec", ("volumes", name))
        field = _locate(
            ctx,
            role,
            (*base, "emptyDir", "sizeLimit"),
            (*base, "emptyDir"),
            base,
        )
        if field is None:  # kfgen's own /dev/shm: spec.sharedMemory (from the Environment's defaults)
            field = ctx.field("sharedMemory") if ctx.origin("sharedMemory") else _patch_root(ctx, role)
        message = (
            f"volume {name!r}{at} is a memory-backed emptyDir without a sizeLimit, which is not allowed "
            f"{_where(ctx)}: it counts against the pod's memory limit, and without one can take the node's memory "
            f"({_how(ctx, 'unboundedSharedMemory: true')})"
        )
        out.append(error(message, ctx.ref, field))
    return out


# a request without a limit -------------------------------------------------------------------------


class Limit(NamedTuple):
    """How the rule on a request without a limit reads for a resource."""

    label: str  # the resource in messages
    allowed_by: str | None  # the Environment's policy key that allows it, if one does
    located_by_name: bool  # the fallback field is the resource's own spec field (`resources.memory`)


LIMITS = {"cpu": Limit("CPU", "burstableCpu", False), "memory": Limit("memory", None, True)}


def _request_limit(container: dict[str, Any], resource: str) -> tuple[Any, Any]:
    resources = _mapping(container.get("resources"))
    return _mapping(resources.get("requests")).get(resource), _mapping(resources.get("limits")).get(resource)


def _why(ctx: Scope, resource: str) -> str:
    if resource == "cpu":
        return (
            f"a CPU request without a limit is not allowed {_where(ctx)}: {CPU_WHY} ({_how(ctx, 'burstableCpu: true')})"
        )
    return MEMORY_WHY_TEMPLATE if isinstance(ctx, TemplateScope) else MEMORY_WHY


def _unlimited(ctx: Scope, generated: dict[str, Any], spec: dict[str, Any], role: str, resource: str) -> list[Result]:
    """Containers that request `resource` without a limit of it (no resource at all is what a `null` writes)."""
    rule = LIMITS[resource]
    if rule.allowed_by is not None and _allowed(ctx, rule.allowed_by):
        return []
    out = []
    for key in ("initContainers", "containers"):
        for container in _items(spec, key):
            request, limit = _request_limit(container, resource)
            if request is None or limit is not None:
                continue
            name = str(container.get("name"))
            base: tuple[patchfields.Step, ...] = ("spec", (key, name), "resources")
            if (
                key == "containers"
                and name == generated.get("name")
                and _request_limit(generated, resource)[1] is not None
            ):
                message = f"the pod patch removes the {rule.label} limit of container {name!r} and keeps its request"
                field = _locate(ctx, role, (*base, "limits", resource), (*base, "limits"), base)
            else:
                what = "init container" if key == "initContainers" else "container"
                message = f"{what} {name!r} requests {rule.label} {request} without a {rule.label} limit"
                field = _locate(ctx, role, (*base, "requests", resource), (*base, "requests"), base, base[:2])
            named = (resource,) if rule.located_by_name else ()
            field = field or _resources_field(ctx, role, *named)
            out.append(error(f"{message}: {_why(ctx, resource)}", ctx.ref, field))
    return out


def _resources_field(ctx: Scope, role: str, *names: str) -> str:
    """The spec's resources field that built the container's resources (a `null` there removes them): the named
    resource's own field where a layer writes it."""
    keys = {name: key for key, name in RESOURCE_NAMES}
    paths = [(*prefix, "resources", keys[n]) for n in names if n in keys for prefix in (("roles", role), ())]
    for path in [*paths, ("roles", role, "resources")]:
        if ctx.origin(*path) in ("spec", "override"):
            return ctx.field(*path)
    return ctx.field("resources")


# a queued job's requests ----------------------------------------------------------------------------


def _queued(ctx: Context) -> bool:
    """Whether Kueue admits the job (kfgen.features.queue: a kind run unqueued takes no default queue)."""
    if not ctx.spec.get("queue"):
        return False
    unqueued = ctx.job_kind in _floor(ctx).unqueued_kinds
    return not (unqueued and ctx.origin("queue") == "environment")


def _pairs(resources: Any) -> dict[str, tuple[Any, Any]]:
    """resource -> (request, limit) of a container's resources, for each resource with either."""
    given = _mapping(resources)
    requests, limits = _mapping(given.get("requests")), _mapping(given.get("limits"))
    return {str(r): (requests.get(r), limits.get(r)) for r in {*requests, *limits}}


def _unrequested(ctx: Context, generated: dict[str, Any], spec: dict[str, Any], role: str) -> list[Result]:
    name = generated.get("name")
    lost: list[str] = []
    out: list[Result] = []
    if (ctx.role_specs.get(role) or {}).get("podPatch"):  # what a pod patch's null took from kfgen's container
        patched = next((c for c in _items(spec, "containers") if c.get("name") == name), None)
        after = _pairs(patched.get("resources")) if patched is not None else {}
        lost = [r for r in _pairs(generated.get("resources")) if r not in after]
        out += [_lost(ctx, role, str(name), lost)] if lost and patched is not None else []
    defaulted = _floor(ctx).defaulted
    wanted = [r for r in defaulted if r not in lost] if lost else defaulted
    requested = _requested(spec, wanted) if wanted else set()
    missing = [r for r in wanted if r not in requested] if len(requested) < len(wanted) else []
    if missing:  # a TrainJob kfgen writes no resources for takes its runtime's, unseen here: refused all the same
        base: tuple[patchfields.Step, ...] = ("spec", ("containers", str(name)), "resources")
        field = _locate(ctx, role, *((*base, kind, r) for r in missing for kind in ("requests", "limits")), base)
        message = (
            f"the job is queued ({ctx.spec.get('queue')}) and its {role} pods request no {' and no '.join(missing)}, "
            f"which the defaults of Environment {ctx.env_name} ask for: {QUOTA_WHY}; set spec.resources"
        )
        out.append(error(message, ctx.ref, field or _resources_field(ctx, role, *missing)))
    return out


def _requested(spec: dict[str, Any], wanted: list[str]) -> set[str]:
    """Those of the `wanted` resources some container of the pod requests above 0: its request, else its limit
    (the API server takes a missing request from the limit, never an explicit one, `0` included)."""
    found: set[str] = set()
    for key in ("containers", "initContainers"):
        for container in _items(spec, key) if key in spec else ():
            resources = container.get("resources")
            if not isinstance(resources, dict):
                continue
            requests, limits = resources.get("requests"), resources.get("limits")
            requests, limits = (
                requests if isinstance(requests, dict) else {},
                limits if isinstance(limits, dict) else {},
            )
            for r in wanted:
                amount = requests[r] if r in requests else limits.get(r)
                if amount is not None and _positive(amount):
                    found.add(r)
            if len(found) == len(wanted):  # the training container usually requests them all
                return found
    return found


_POSITIVE: dict[Any, bool] = {}  # a few distinct values ("4", "16Gi") across thousands of pods


def _positive(amount: Any) -> bool:
    """Whether a quantity is above 0 (what is no quantity counts as one: the API server's rules say so,
    kfgen.render.podvalidity; a float is the number the API server reads, and NaN or infinity no bound at all)."""
    if type(amount) is str:  # the usual case, first
        found = _POSITIVE.get(amount)
        if found is not None:
            return found
    if isinstance(amount, float):
        return math.isfinite(amount) and amount > 0
    if isinstance(amount, str | int) and not isinstance(amount, bool):
        found = _POSITIVE.get(amount)
        if found is None:
            try:
                found = units.quantity(amount) > 0
            except (ValueError, ArithmeticError, TypeError):
                found = True
            _POSITIVE[amount] = found
        return found
    return True


def _lost(ctx: Context, role: str, name: str, lost: list[str]) -> Result:
    base: tuple[patchfields.Step, ...] = ("spec", ("containers", name), "resources")
    removed = [(kind, r) for kind in ("requests", "limits") for r in lost]
    paths = [(*base, kind, r) for kind, r in removed] + [(*base, kind) for kind in ("requests", "limits")]
    field = _locate(ctx, role, *paths, base) or _patch_root(ctx, role)
    return error(
        f"the pod patch removes the requests and limits of {', '.join(sorted(lost))} of container {name!r}: the job "
        f"is queued ({ctx.spec.get('queue')}) and {QUOTA_WHY}; set resources in the spec instead",
        ctx.ref,
        field,
    )


def template_problems(env: dict[str, Any], env_name: str | None, template: dict[str, Any], where: str) -> list[Problem]:
    """(field, message) of each rule a pod template the Environment writes itself (a Trainer runtime's, at `where`)
    breaks: its pods are the ones every TrainJob on it runs, held to the same Environment's policy."""
    scope = TemplateScope(env, env_name, template, where)
    return [(str(r.field), r.message) for r in check(scope, {}, template, "")]
