"""The Environment's policy on the pod that will run: the final pod template, however it was built.

The spec's fields are checked where they are written (kfgen.features.resources, kfgen.features.policy), but a
pod patch, a `null` in a layer (`resources: null`) or a pod field no spec field writes can build the same pod
without them. Every rule here reads only the pod template as it will run (after the pod patches and their
nulls), so a pod is judged the same whichever fields built it, and names the field that built it: the pod
patch field that wrote (or removed) it, else the spec's field.

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
from collections.abc import Mapping
from typing import TYPE_CHECKING, Any, NamedTuple

from kfgen import units
from kfgen.checks import podfloor
from kfgen.render import patchfields
from kfgen.results import Result, error

if TYPE_CHECKING:
    from kfgen.model import Context

CPU_WHY = "pods without a CPU limit are Burstable and may take their node's idle CPU"
MEMORY_WHY = (
    "a container without a memory limit can take its node's memory: no spec field builds one and no Environment "
    "allows it (set a memory limit; spec.resources.memory sets both)"
)
QUOTA_WHY = "Kueue charges its quota nothing for what a pod does not request"
POD_FIELD_WHY = {
    "shareProcessNamespace": "every container of the pod then sees and can signal the others' processes and read "
    "their files and environment through /proc",
    "hostAliases": "its entries in /etc/hosts send the names they list (a Service, the tracking server, a "
    "registry) to addresses the spec chooses instead of the cluster's DNS",
}
RUNTIME_WHY = "a RuntimeClass chooses the container runtime and the isolation the pods run with"
DNS_WHY = {
    "Default": "resolves with the node's resolver instead of the cluster's DNS",
    "None": "resolves with the resolvers the pod's dnsConfig names instead of the cluster's DNS",
}


DNS_CONFIG_WHY = {
    "nameservers": "adds resolvers besides the cluster's DNS, as dnsPolicy None does",
    "searches": "adds search domains, so short names (a Service, the tracking server) may resolve elsewhere than "
    "the cluster's DNS says",
    "options": "changes how the pod's resolver resolves names (ndots, timeouts), as dnsPolicy None does",
}
SET_BY_ADMISSION = {
    "priority": "the API server sets it from priorityClassName, which the Environment's policy governs "
    "(spec.priorityClassName)",
    "overhead": "the API server sets it from the pod's RuntimeClass, which the Environment's policy governs",
}
BIDIRECTIONAL_WHY = (
    "it propagates the container's mounts back to the node and other pods, which only privileged containers may do"
)
DEFAULT_SCHEDULER = "default-scheduler"
SCHEDULER_WHY = (
    "a scheduler other than the cluster's places the pods by its own rules, outside the Environment's placement "
    "and Kueue's admission"
)


def check(ctx: Context, generated: dict[str, Any], template: dict[str, Any], role: str) -> list[Result]:
    """The policy's problems of a role's final pod template (`generated`: kfgen's training container before the
    pod patch; for a TrainJob, with the resources kfgen writes per node)."""
    spec = template.get("spec")
    out = _namespace(ctx, template, role)
    if not isinstance(spec, dict):
        return out
    out += _memory_volumes(ctx, spec, role)
    out += _burstable(ctx, generated, spec, role)
    out += _memory_unlimited(ctx, generated, spec, role)
    if _queued(ctx):
        out += _unrequested(ctx, generated, spec, role)
    out += _pod_fields(ctx, spec, role)
    return out


def _policy(ctx: Context) -> Mapping[str, Any]:
    return _floor(ctx).policy


def _allowed(ctx: Context, key: str) -> bool:
    return _floor(ctx).policy.get(key) is True


class Floor(NamedTuple):
    """What an Environment's policy allows of a pod, worked out once per Environment (every pod of a build
    shares it)."""

    policy: Mapping[str, Any]
    defaulted: list[str]
    unqueued_kinds: Any


_floors: list[tuple[object, bool, Floor]] = []  # held, so that its id is not reused; nothing changes a checked one


def _floor(ctx: Context) -> Floor:
    with_env = ctx.env_name is not None
    if _floors and _floors[0][0] is ctx.env and _floors[0][1] == with_env:
        return _floors[0][2]
    policy = podfloor.policy_of(ctx.env) if with_env else {}
    floor = Floor(policy, _defaulted(ctx), _mapping(ctx.env.get("kueue")).get("unqueuedKinds") or ())
    _floors[:] = [(ctx.env, with_env, floor)]
    return floor


def _where(ctx: Context) -> str:
    return f"in Environment {ctx.env_name}" if ctx.env_name else "without an Environment"


def _how(ctx: Context, key: str) -> str:
    if ctx.env_name is None:
        return f"an Environment's owner allows it with spec.policy.{key}"
    return f"the Environment's owner allows it with spec.policy.{key}"


def _patch_root(ctx: Context, role: str) -> str:
    return patchfields.locate(ctx, role, ("spec",)) or (
        ctx.field("roles", role, "podPatch") if ctx.origin("roles", role, "podPatch") else ctx.field("podPatch")
    )


def _locate(ctx: Context, role: str, *paths: tuple[patchfields.Step, ...]) -> str | None:
    for path in paths:
        found = patchfields.locate(ctx, role, path)
        if found:
            return found
    return None


def _items(spec: dict[str, Any], key: str) -> list[dict[str, Any]]:
    """The mappings of a list (the list itself when it holds nothing else: the rules only read it)."""
    items = spec.get(key)
    if not items or not isinstance(items, list):
        return []
    for item in items:
        if not isinstance(item, dict):
            return [i for i in items if isinstance(i, dict)]
    return items


def _mapping(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}


# memory-backed volumes ------------------------------------------------------------------------------


def _unbounded(empty_dir: dict[str, Any]) -> bool:
    if empty_dir.get("medium") != "Memory":
        return False
    size = empty_dir.get("sizeLimit")
    return size is None or not _positive(size)  # the kubelet sizes a volume of 0 as one without a limit


def _memory_volumes(ctx: Context, spec: dict[str, Any], role: str) -> list[Result]:
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


# CPU without a limit --------------------------------------------------------------------------------


def _cpu(container: dict[str, Any]) -> tuple[Any, Any]:
    resources = container.get("resources")
    if not isinstance(resources, dict):
        return None, None
    requests, limits = resources.get("requests"), resources.get("limits")
    return (
        requests.get("cpu") if isinstance(requests, dict) else None,
        limits.get("cpu") if isinstance(limits, dict) else None,
    )


def _burstable(ctx: Context, generated: dict[str, Any], spec: dict[str, Any], role: str) -> list[Result]:
    if _allowed(ctx, "burstableCpu"):
        return []
    out = []
    for key in ("initContainers", "containers"):
        for container in _items(spec, key) if key in spec else ():
            request, limit = _cpu(container)
            if request is None or limit is not None:
                continue
            name = str(container.get("name"))
            base: tuple[patchfields.Step, ...] = ("spec", (key, name), "resources")
            if key == "containers" and name == generated.get("name") and _cpu(generated)[1] is not None:
                message = f"the pod patch removes the CPU limit of container {name!r} and keeps its request"
                field = _locate(ctx, role, (*base, "limits", "cpu"), (*base, "limits"), base)
            else:
                what = "init container" if key == "initContainers" else "container"
                message = f"{what} {name!r} requests CPU {request} without a CPU limit"
                field = _locate(ctx, role, (*base, "requests", "cpu"), (*base, "requests"), base, base[:2])
            message += (
                f": a CPU request without a limit is not allowed {_where(ctx)}: {CPU_WHY} "
                f"({_how(ctx, 'burstableCpu: true')})"
            )
            out.append(error(message, ctx.ref, field or _resources_field(ctx, role)))
    return out


# memory without a limit ------------------------------------------------------------------------------


def _memory(container: dict[str, Any]) -> tuple[Any, Any]:
    resources = _mapping(container.get("resources"))
    return _mapping(resources.get("requests")).get("memory"), _mapping(resources.get("limits")).get("memory")


def _memory_unlimited(ctx: Context, generated: dict[str, Any], spec: dict[str, Any], role: str) -> list[Result]:
    out = []
    for key in ("initContainers", "containers"):
        for container in _items(spec, key):
            request, limit = _memory(container)
            name = str(container.get("name"))
            if request is None or limit is not None:  # no memory at all is what `resources.memory: null` writes
                continue
            base: tuple[patchfields.Step, ...] = ("spec", (key, name), "resources")
            if key == "containers" and name == generated.get("name") and _memory(generated)[1] is not None:
                message = f"the pod patch removes the memory limit of container {name!r} and keeps its request"
                field = _locate(ctx, role, (*base, "limits", "memory"), (*base, "limits"), base)
            else:
                what = "init container" if key == "initContainers" else "container"
                message = f"{what} {name!r} requests memory {request} without a memory limit"
                field = _locate(ctx, role, (*base, "requests", "memory"), (*base, "requests"), base, base[:2])
            out.append(error(f"{message}: {MEMORY_WHY}", ctx.ref, field or _resources_field(ctx, role, "memory")))
    return out


def _resources_field(ctx: Context, role: str, *names: str) -> str:
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


RESOURCE_NAMES = (("cpu", "cpu"), ("memory", "memory"), ("ephemeralStorage", "ephemeral-storage"))


def _defaulted(ctx: Context) -> list[str]:
    """The resources the Environment's defaults request: a spec may change their amounts, not remove them."""
    given = _mapping(_mapping(ctx.env.get("defaults")).get("resources"))
    return [name for key, name in RESOURCE_NAMES if given.get(key) is not None]


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


# pod fields no spec field writes --------------------------------------------------------------------


def _pod_fields(ctx: Context, spec: dict[str, Any], role: str) -> list[Result]:
    policy = _policy(ctx)
    found: list[tuple[tuple[patchfields.Step, ...], str]] = []
    runtime = spec.get("runtimeClassName")
    if isinstance(runtime, str):
        listed = [str(r) for r in policy.get("runtimeClasses") or []]
        if runtime not in listed:
            why = podfloor.refusal("RuntimeClass", runtime, ctx.env_name, listed, "runtimeClasses")
            found.append((("spec", "runtimeClassName"), f"{RUNTIME_WHY}: {why}"))
    for key, why in POD_FIELD_WHY.items():
        if spec.get(key) and policy.get(key) is not True:
            found.append(((("spec", key)), f"{key} is not allowed {_where(ctx)}: {why} ({_how(ctx, key + ': true')})"))
    dns = spec.get("dnsPolicy")
    allowed_dns = [str(p) for p in policy.get("dnsPolicies") or []]
    if isinstance(dns, str) and dns in DNS_WHY and dns not in allowed_dns:
        found.append((("spec", "dnsPolicy"), _dns(ctx, f"dnsPolicy {dns}", DNS_WHY[dns], dns)))
    dns_config = _mapping(spec.get("dnsConfig"))
    for key, why in DNS_CONFIG_WHY.items():
        if dns_config.get(key) and "None" not in allowed_dns:
            found.append((("spec", "dnsConfig", key), _dns(ctx, f"dnsConfig.{key}", why, "None")))
    for key, why in SET_BY_ADMISSION.items():
        if spec.get(key) is not None:
            found.append((("spec", key), f"a pod patch cannot set {key}: {why}"))
    found += _bidirectional(spec)
    out = [error(message, ctx.ref, _locate(ctx, role, path) or _patch_root(ctx, role)) for path, message in found]
    return out + _scheduler(ctx, spec, role)


def _bidirectional(spec: dict[str, Any]) -> list[tuple[tuple[patchfields.Step, ...], str]]:
    found: list[tuple[tuple[patchfields.Step, ...], str]] = []
    for key in ("initContainers", "containers"):
        for container in _items(spec, key):
            for mount in _items(container, "volumeMounts"):
                if mount.get("mountPropagation") == "Bidirectional":
                    name = str(container.get("name"))
                    message = (
                        f"volume mount {mount.get('mountPath')!r} of container {name!r} has mountPropagation "
                        f"Bidirectional: {BIDIRECTIONAL_WHY}"
                    )
                    found.append((("spec", (key, name), "volumeMounts"), message))
    return found


def _scheduler(ctx: Context, spec: dict[str, Any], role: str) -> list[Result]:
    scheduler = spec.get("schedulerName")
    if not isinstance(scheduler, str) or scheduler == DEFAULT_SCHEDULER:
        return []
    default = _mapping(ctx.env.get("defaults")).get("schedulerName") if ctx.env_name is not None else None
    listed = [str(default)] if default else []
    listed += [str(s) for s in _policy(ctx).get("schedulers") or [] if s != default]
    if scheduler in listed:
        return []
    why = podfloor.refusal("scheduler", scheduler, ctx.env_name, listed, "schedulers")
    field = _locate(ctx, role, ("spec", "schedulerName"))
    if field is None:
        field = ctx.field("schedulerName") if ctx.origin("schedulerName") else _patch_root(ctx, role)
    return [error(f"{SCHEDULER_WHY}: {why}", ctx.ref, field)]


def _namespace(ctx: Context, template: dict[str, Any], role: str) -> list[Result]:
    if _mapping(template.get("metadata")).get("namespace") is None:
        return []
    message = "a pod patch cannot set metadata.namespace: the pods run in the job's namespace, the Environment's choice"
    return [error(message, ctx.ref, _locate(ctx, role, ("metadata", "namespace")) or _patch_root(ctx, role))]


def _dns(ctx: Context, what: str, why: str, policy: str) -> str:
    return f"{what} is not allowed {_where(ctx)}: it {why} ({_how(ctx, f'dnsPolicies: [{policy}]')})"
