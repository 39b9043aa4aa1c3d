"""The pod policy's rules on pod fields no spec field writes (kfgen.render.podpolicy): a RuntimeClass, a shared
process namespace, host aliases, DNS, the scheduler, a Bidirectional mount, the template's namespace and what
admission sets (priority, overhead)."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kfgen.checks import podfloor
from kfgen.render import patchfields
from kfgen.render.podpolicyctx import (
    author as _author,
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
    policy as _policy,
)
from kfgen.render.podpolicyctx import (
    where as _where,
)
from kfgen.results import Result, error

if TYPE_CHECKING:
    from kfgen.render.podpolicyctx import Scope

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


def pod_fields(ctx: Scope, spec: dict[str, Any], role: str) -> list[Result]:
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
            found.append((("spec", key), f"{_author(ctx)} cannot set {key}: {why}"))
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


def _scheduler(ctx: Scope, spec: dict[str, Any], role: str) -> list[Result]:
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


def namespace(ctx: Scope, template: dict[str, Any], role: str) -> list[Result]:
    if _mapping(template.get("metadata")).get("namespace") is None:
        return []
    message = (
        f"{_author(ctx)} cannot set metadata.namespace: the pods run in the job's namespace, the Environment's choice"
    )
    return [error(message, ctx.ref, _locate(ctx, role, ("metadata", "namespace")) or _patch_root(ctx, role))]


def _dns(ctx: Scope, what: str, why: str, policy: str) -> str:
    return f"{what} is not allowed {_where(ctx)}: it {why} ({_how(ctx, f'dnsPolicies: [{policy}]')})"
