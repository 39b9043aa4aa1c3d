"""Whether a queued job can ever be admitted by the ClusterQueue its queue leads to.

Kueue admits each pod set (a role) into one flavor of the queue's resource group, and only a flavor
whose node labels the pods' node selector and GPU products allow and whose taints they tolerate. A role
that requests a resource the queue does not cover, or more than any such flavor can ever give it (the
quota, plus the borrowing limit where one caps borrowing), waits forever: Kueue says so in the Workload's
conditions, kfgen says it before the job is created. Borrowing without a limit is not bounded here.
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal

from kfgen import units
from kfgen.features.queue.objects import covered_resources
from kfgen.features.queue.queues import Obj, Queues
from kfgen.model import Context
from kfgen.render import pod
from kfgen.results import Result, error

GPU_PRODUCT_LABEL = "nvidia.com/gpu.product"
RESOURCE_NAMES = (("cpu", "cpu"), ("memory", "memory"), ("ephemeralStorage", "ephemeral-storage"))


def requests(ctx: Context, role: str) -> dict[str, Decimal]:
    """What one pod of `role` requests, by Kubernetes resource name."""
    resources = ctx.role_specs[role].get("resources") or {}
    given = {name: resources[key] for key, name in RESOURCE_NAMES if key in resources}
    if any(units.quantity_problem(value) for value in given.values()):
        raise ValueError("a quantity Kubernetes does not read as written")
    out = {name: units.quantity(value) for name, value in given.items()}
    if ctx.gpus(role):
        out[ctx.gpu_resource] = Decimal(ctx.gpus(role))
    return {name: amount for name, amount in out.items() if amount > 0}


def problems(ctx: Context, queue: str, cq_name: str, cq: Obj, queues: Queues) -> Iterator[Result]:
    try:
        found = list(_roles(ctx, queue, cq_name, cq, queues)) or list(_whole(ctx, queue, cq_name, cq))
    except (ValueError, ArithmeticError):
        return  # a quantity kfgen.features.resources refuses: that error says it, this check has no answer
    yield from found


def _whole(ctx: Context, queue: str, cq_name: str, cq: Obj) -> Iterator[Result]:
    """All roles together against everything the queue has (each role alone fits)."""
    need: dict[str, Decimal] = {}
    for role, count in ctx.replicas.items():
        for name, amount in requests(ctx, role).items():
            need[name] = need.get(name, Decimal(0)) + amount * count
    total: dict[str, Decimal] = {}
    for flavor in cq["flavors"]:
        for name in need:
            ceiling = _ceiling(flavor, name, cq)
            if ceiling is None:
                return
            total[name] = total.get(name, Decimal(0)) + ceiling
    if any(need[name] > total[name] for name in need):
        yield error(
            f"the job needs {_shown(need)} at once, more than ClusterQueue {cq_name} (queue {queue}) can ever give "
            f"in all its flavors ({_shown(total)}): Kueue would never admit the job",
            ctx.ref,
            ctx.field("queue"),
        )


def _roles(ctx: Context, queue: str, cq_name: str, cq: Obj, queues: Queues) -> Iterator[Result]:
    covered = covered_resources(cq)
    for role, count in ctx.replicas.items():
        need = {name: amount * count for name, amount in requests(ctx, role).items()}
        where = f"{role} ({count} × {_shown(requests(ctx, role))})"
        missing = [name for name in need if name not in covered]
        if missing:
            yield error(
                f"{where} requests {', '.join(missing)}, which ClusterQueue {cq_name} (queue {queue}) has no quota "
                f"for (it covers {', '.join(covered)}): Kueue would never admit the job",
                ctx.ref,
                ctx.field("queue"),
            )
            continue
        flavors = [f for f in cq["flavors"] if _eligible(ctx, role, f["name"], queues)]
        if not flavors:
            yield error(
                f"{where} fits no flavor of ClusterQueue {cq_name} (queue {queue}): every flavor's node labels or "
                "taints exclude its pods, so Kueue would never admit the job",
                ctx.ref,
                ctx.field("queue"),
            )
        elif all(_short(f, need, cq) for f in flavors):
            offered = "; ".join(f"{f['name']}: {_shown(_ceilings(f, need, cq))}" for f in flavors)
            yield error(
                f"{where} needs {_shown(need)}, more than any flavor of ClusterQueue {cq_name} (queue {queue}) can "
                f"ever give ({offered}): Kueue would never admit the job",
                ctx.ref,
                ctx.field("queue"),
            )


def _shown(amounts: dict[str, Decimal]) -> str:
    return ", ".join(f"{name} {_amount(amount)}" for name, amount in amounts.items()) or "nothing"


def _amount(amount: Decimal) -> str:
    """A quantity as a person writes it: 512Gi rather than 549755813888."""
    if amount.adjusted() < 30 and amount == amount.to_integral_value():
        whole = int(amount)
        for suffix, factor in (("Ti", 2**40), ("Gi", 2**30), ("Mi", 2**20)):
            if whole >= factor and whole % factor == 0:
                return f"{whole // factor}{suffix}"
    return f"{amount.normalize():f}"


def _ceilings(flavor: Obj, need: dict[str, Decimal], cq: Obj) -> dict[str, Decimal]:
    return {name: c for name in need if (c := _ceiling(flavor, name, cq)) is not None}


def _ceiling(flavor: Obj, resource: str, cq: Obj) -> Decimal | None:
    """The most the flavor can ever give of `resource` (None: unbounded, borrowing without a limit)."""
    nominal = units.quantity(flavor["quota"].get(resource, 0))
    if not cq.get("cohort"):
        return nominal
    limit = (flavor.get("borrowingLimit") or {}).get(resource)
    return None if limit is None else nominal + units.quantity(limit)


def _short(flavor: Obj, need: dict[str, Decimal], cq: Obj) -> bool:
    ceilings = {name: _ceiling(flavor, name, cq) for name in need}
    return any(c is not None and need[name] > c for name, c in ceilings.items())


def _eligible(ctx: Context, role: str, flavor: str, queues: Queues) -> bool:
    settings = (queues.settings.get("resourceFlavors") or {}).get(flavor)
    if settings is None:
        return True  # an existing flavor: its labels are not known here
    placed = pod.placement(ctx, role, ctx.role_specs[role])
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
