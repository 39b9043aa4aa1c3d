"""Whether a queued job can ever be admitted by the ClusterQueue its queue leads to.

Kueue admits each pod set (a role) into one flavor of the queue's resource group, and only a flavor
whose node labels the pods' node selector and GPU products allow and whose taints they tolerate. A role
that requests a resource the queue does not cover, or more than any such flavor can ever give it (the
quota, plus the borrowing limit where one caps borrowing), waits forever: Kueue says so in the Workload's
conditions, kfgen says it before the job is created. Borrowing without a limit is not bounded here.
What a queue can give is worked out once per Environment (`Capacity`), what a job asks once per role.
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from typing import NamedTuple

from kfgen import units
from kfgen.api import Obj
from kfgen.features.queue.objects import covered_resources
from kfgen.model import Context
from kfgen.render import pod
from kfgen.results import Result, error

GPU_PRODUCT_LABEL = "nvidia.com/gpu.product"
RESOURCE_NAMES = (("cpu", "cpu"), ("memory", "memory"), ("ephemeralStorage", "ephemeral-storage"))
Amounts = dict[str, Decimal]
Ceilings = dict[str, Decimal | None]  # None: unbounded (borrowing without a limit)


class Flavor(NamedTuple):
    name: str
    settings: Obj | None  # the ResourceFlavor the Environment makes (None: an existing one, labels unknown)
    ceilings: Ceilings  # the most it can ever give, per covered resource


class Capacity(NamedTuple):
    """What one ClusterQueue can ever give."""

    covered: list[str]
    flavors: list[Flavor]
    total: Ceilings  # all flavors together

    @classmethod
    def of(cls, cq: Obj, flavors: dict[str, Obj]) -> Capacity:
        covered = covered_resources(cq)
        out = [
            Flavor(f["name"], flavors.get(f["name"]), {r: _ceiling(f, r, cq) for r in covered}) for f in cq["flavors"]
        ]
        total: Ceilings = {}
        for resource in covered:
            amounts = [f.ceilings[resource] for f in out]
            total[resource] = None if None in amounts else sum((a for a in amounts if a is not None), Decimal(0))
        return cls(covered, out, total)


def _ceiling(flavor: Obj, resource: str, cq: Obj) -> Decimal | None:
    nominal = units.quantity(flavor["quota"].get(resource, 0))
    if not cq.get("cohort"):
        return nominal
    limit = (flavor.get("borrowingLimit") or {}).get(resource)
    return None if limit is None else nominal + units.quantity(limit)


def requests(ctx: Context, role: str) -> Amounts:
    """What one pod of `role` requests, by Kubernetes resource name."""
    resources = ctx.role_specs[role].get("resources") or {}
    out: Amounts = {}
    for key, name in RESOURCE_NAMES:
        if key in resources:
            if units.quantity_problem(resources[key]):
                raise ValueError("a quantity Kubernetes does not read as written")
            out[name] = _quantity(resources[key])
    if ctx.gpus(role):
        out[ctx.gpu_resource] = Decimal(ctx.gpus(role))
    return {name: amount for name, amount in out.items() if amount > 0}


_QUANTITIES: dict[object, Decimal] = {}  # a few distinct values ("4", "16Gi") across thousands of specs


def _quantity(value: object) -> Decimal:
    found = _QUANTITIES.get(value)
    if found is None:
        found = _QUANTITIES[value] = units.quantity(value)  # type: ignore[arg-type]
    return found


def problems(ctx: Context, queue: str, cq_name: str, capacity: Capacity) -> Iterator[Result]:
    try:
        asked = {role: requests(ctx, role) for role in ctx.replicas}
    except (ValueError, ArithmeticError):
        return  # a quantity kfgen.features.resources refuses: that error says it, this check has no answer
    where = f"ClusterQueue {cq_name} (queue {queue})"
    found = [message for role, per_pod in asked.items() if (message := _role(ctx, role, per_pod, where, capacity))]
    if not found:
        found = [m for m in [_whole(ctx, asked, where, capacity)] if m]
    for message in found:
        yield error(f"{message}: Kueue would never admit the job", ctx.ref, ctx.field("queue"))


def _role(ctx: Context, role: str, per_pod: Amounts, where: str, capacity: Capacity) -> str | None:
    count = ctx.replicas[role]
    need = {name: amount * count for name, amount in per_pod.items()}
    missing = [name for name in need if name not in capacity.total]
    if missing:
        covered = ", ".join(capacity.covered)
        return (
            f"{_what(role, count, per_pod)} requests {', '.join(missing)}, which {where} has no quota for "
            f"(it covers {covered})"
        )
    placed = pod.placement(ctx, role, ctx.role_specs[role]) if any(f.settings for f in capacity.flavors) else {}
    flavors = [f for f in capacity.flavors if _eligible(ctx, role, placed, f.settings)]
    if not flavors:
        return (
            f"{_what(role, count, per_pod)} fits no flavor of {where}: every flavor's node labels or taints "
            "exclude its pods"
        )
    if all(_short(need, f.ceilings) for f in flavors):
        offered = "; ".join(
            f"{f.name}: {_shown({n: c for n in need if (c := f.ceilings[n]) is not None})}" for f in flavors
        )
        return (
            f"{_what(role, count, per_pod)} needs {_shown(need)}, more than any flavor of {where} can ever give "
            f"({offered})"
        )
    return None


def _what(role: str, count: int, per_pod: Amounts) -> str:
    return f"{role} ({count} × {_shown(per_pod)})"


def _whole(ctx: Context, asked: dict[str, Amounts], where: str, capacity: Capacity) -> str | None:
    """All roles together against everything the queue has (each role alone fits)."""
    need: Amounts = {}
    for role, per_pod in asked.items():
        for name, amount in per_pod.items():
            need[name] = need.get(name, Decimal(0)) + amount * ctx.replicas[role]
    if not _short(need, capacity.total):
        return None
    total = {name: c for name in need if (c := capacity.total[name]) is not None}
    return f"the job needs {_shown(need)} at once, more than {where} can ever give in all its flavors ({_shown(total)})"


def _short(need: Amounts, ceilings: Ceilings) -> bool:
    return any((c := ceilings.get(name)) is not None and amount > c for name, amount in need.items())


def _shown(amounts: Amounts) -> str:
    return ", ".join(f"{name} {_amount(amount)}" for name, amount in amounts.items()) or "nothing"


def _amount(amount: Decimal) -> str:
    """A quantity as a person writes it: 512Gi rather than 549755813888."""
    if amount.adjusted() < 30 and amount == amount.to_integral_value():
        whole = int(amount)
        for suffix, factor in (("Ti", 2**40), ("Gi", 2**30), ("Mi", 2**20)):
            if whole >= factor and whole % factor == 0:
                return f"{whole // factor}{suffix}"
    return f"{amount.normalize():f}"


def _eligible(ctx: Context, role: str, placed: Obj, settings: Obj | None) -> bool:
    if not settings:
        return True  # an existing flavor (its labels are not known here), or one without labels and taints
    selector = placed.get("nodeSelector") or {}
    products = (ctx.spec.get("gpu") or {}).get("products") if ctx.gpus(role) else None
    for key, value in (settings.get("nodeLabels") or {}).items():
        if key in selector and selector[key] != value:
            return False
        if key == GPU_PRODUCT_LABEL and products and value not in products:
            return False
    tolerations = [*(placed.get("tolerations") or []), *(settings.get("tolerations") or [])]
    return all(
        _tolerated(taint, tolerations)
        for taint in settings.get("nodeTaints") or []
        if taint["effect"] != "PreferNoSchedule"
    )


def _tolerated(taint: Obj, tolerations: list[Obj]) -> bool:
    """corev1 Toleration.ToleratesTaint."""
    for t in tolerations:
        if t.get("effect") and t["effect"] != taint["effect"]:
            continue
        if t.get("key") and t["key"] != taint["key"]:
            continue
        if t.get("operator") == "Exists" or t.get("value", "") == taint.get("value", ""):
            return True
    return False
