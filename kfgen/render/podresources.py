"""Requests and limits of the patched pod template, as the API server checks them.

Ported from k8s.io/kubernetes v1.35.4 pkg/apis/core/validation validateResourceRequirements, on the pod
as defaulted by pkg/apis/core/v1 SetDefaults_Pod (a limit without a request sets the request): a
request must be ≤ its limit, and equal to it for resources that cannot be overcommitted (extended
resources such as nvidia.com/gpu, and hugepages), which also need a limit. kfgen's own requests and
limits are checked on the spec (kfgen.rules); this catches what a pod patch changed, in every container
and init container, naming the pod patch field that did.
"""

from __future__ import annotations

from decimal import Decimal
from typing import TYPE_CHECKING, Any

from kfgen import units
from kfgen.render import patchfields
from kfgen.results import Result, error

if TYPE_CHECKING:
    from kfgen.model import Context

HUGEPAGES_PREFIX = "hugepages-"
DEFAULT_NAMESPACE_PREFIX = "kubernetes.io/"


def overcommit_allowed(name: str) -> bool:
    """helper.IsOvercommitAllowed: a native resource (no domain, or kubernetes.io/) that is not hugepages."""
    native = "/" not in name or DEFAULT_NAMESPACE_PREFIX in name
    return native and not name.startswith(HUGEPAGES_PREFIX)


def check(ctx: Context, template: dict[str, Any], role: str) -> list[Result]:
    if not (ctx.role_specs.get(role) or {}).get("podPatch"):
        return []
    spec = template.get("spec")
    out: list[Result] = []
    for key in ("initContainers", "containers"):
        items = spec.get(key) if isinstance(spec, dict) else None
        for container in items if isinstance(items, list) else []:
            if isinstance(container, dict):
                out += _container(ctx, role, key, container)
    return out


def _mapping(value: Any) -> dict[str, Any]:
    return {str(k): v for k, v in value.items()} if isinstance(value, dict) else {}


def _quantities(value: Any) -> dict[str, Decimal]:
    out: dict[str, Decimal] = {}
    for name, text in (value if isinstance(value, dict) else {}).items():
        try:
            out[str(name)] = units.quantity(text)
        except (ValueError, ArithmeticError):
            continue  # not a quantity: not this check's to report
    return out


def _container(ctx: Context, role: str, key: str, container: dict[str, Any]) -> list[Result]:
    resources = container.get("resources")
    if not isinstance(resources, dict):
        return []
    raw_requests = _mapping(resources.get("requests"))
    raw_limits = _mapping(resources.get("limits"))
    requests, limits = _quantities(raw_requests), _quantities(raw_limits)
    out = []
    for name, request in requests.items():  # a request the limit defaults is equal to it
        limit = limits.get(name)
        text, limit_text = raw_requests[name], raw_limits.get(name)
        if limit is None:
            if overcommit_allowed(name):
                continue
            why = f"needs a limit equal to it: {name} cannot be overcommitted"
        elif not overcommit_allowed(name) and request != limit:
            why = f"must equal its limit {limit_text}: {name} cannot be overcommitted"
        elif request > limit:
            why = f"must be less than or equal to its limit {limit_text}"
        else:
            continue
        message = (
            f"{_what(key)} {container.get('name')!r}: the {name} request {text} {why}; the API server refuses the pod"
        )
        out.append(error(message, ctx.ref, _field(ctx, role, key, str(container.get("name")), name)))
    return out


def _what(key: str) -> str:
    return "init container" if key == "initContainers" else "container"


def _field(ctx: Context, role: str, key: str, name: str, resource: str) -> str:
    """The pod patch field that made the pair wrong: the request, else the limit, else the resources it nulled."""
    base = ("spec", (key, name), "resources")
    for path in ((*base, "requests", resource), (*base, "limits", resource), (*base, "limits"), base):
        found = patchfields.locate(ctx, role, path)
        if found:
            return found
    return patchfields.locate(ctx, role, ("spec",)) or ctx.field("podPatch")


def requested(resources: Any) -> dict[str, Decimal]:
    """What one container's resources request, as the API server defaults them: a limit without a request is it."""
    resources = resources if isinstance(resources, dict) else {}
    return {**_quantities(resources.get("limits")), **_quantities(resources.get("requests"))}


def pod_requests(pod_spec: Any) -> dict[str, Decimal]:
    """What one pod requests (the scheduler's sum): its containers' sum, or an init container's if that is more."""
    spec = pod_spec if isinstance(pod_spec, dict) else {}
    total: dict[str, Decimal] = {}
    for container in spec.get("containers") or []:
        for name, amount in requested(container.get("resources") if isinstance(container, dict) else None).items():
            total[name] = total.get(name, Decimal(0)) + amount
    for container in spec.get("initContainers") or []:
        for name, amount in requested(container.get("resources") if isinstance(container, dict) else None).items():
            total[name] = max(total.get(name, Decimal(0)), amount)
    return total
