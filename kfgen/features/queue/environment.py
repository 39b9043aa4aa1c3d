"""What makes an Environment's Kueue objects refuse each other, or leave a job nowhere to wait.

Every name an object or a default points at must be one the build makes or one `kueue.existing` lists;
a LocalQueue lives only in namespaces its ClusterQueue admits; a queue's limits are ones Kueue accepts.
"""

from __future__ import annotations

from collections.abc import Iterator

from kfgen import units
from kfgen.api import Obj
from kfgen.model import EnvironmentView
from kfgen.render.queues import Queues

Problem = tuple[str, str]


def check(env: EnvironmentView) -> Iterator[Problem]:
    queues = Queues.of(env)
    for rule in (_cluster_queues, _local_queues):
        yield from rule(queues)
    yield from _names(env, queues)


def _listed(names: list[str]) -> str:
    return ", ".join(names) if names else "none"


def _cluster_queues(queues: Queues) -> Iterator[Problem]:
    flavors = queues.flavors()
    for name, cq in sorted(queues.cluster.items()):
        base = f"spec.kueue.clusterQueues.{name}"
        for i, namespace in enumerate((queues.settings["clusterQueues"][name]).get("namespaces") or []):
            if namespace not in queues.namespaces:
                yield (
                    f"{base}.namespaces[{i}]",
                    f"namespace {namespace!r} is not one of the Environment's ({_listed(queues.namespaces)}; "
                    "spec.namespace and spec.policy.namespaces)",
                )
        seen: set[str] = set()
        for i, flavor in enumerate(cq["flavors"]):
            field = f"{base}.flavors[{i}]"
            if flavor["name"] not in flavors:
                yield (
                    f"{field}.name",
                    f"ResourceFlavor {flavor['name']!r} is neither made by this Environment nor listed as existing "
                    f"(kueue.resourceFlavors and kueue.existing.resourceFlavors: {_listed(flavors)})",
                )
            if flavor["name"] in seen:
                yield f"{field}.name", f"ResourceFlavor {flavor['name']!r} is listed twice in this ClusterQueue"
            seen.add(flavor["name"])
            yield from _limits(flavor, field, cq)


def _limits(flavor: Obj, field: str, cq: Obj) -> Iterator[Problem]:
    if flavor.get("borrowingLimit") and not cq.get("cohort"):
        yield f"{field}.borrowingLimit", "needs a cohort: a ClusterQueue borrows only from its cohort"
    if flavor.get("lendingLimit") and not cq.get("cohort"):
        yield f"{field}.lendingLimit", "needs a cohort: a ClusterQueue lends only to its cohort"
    for key in ("borrowingLimit", "lendingLimit"):
        for resource in flavor.get(key) or {}:
            if resource not in flavor["quota"]:
                yield f"{field}.{key}.{resource}", f"{resource} has no quota in this flavor (quota.{resource})"
    for resource, limit in (flavor.get("lendingLimit") or {}).items():
        nominal = flavor["quota"].get(resource)
        if nominal is not None and units.quantity(limit) > units.quantity(nominal):
            yield f"{field}.lendingLimit.{resource}", f"must be ≤ the quota ({nominal}): Kueue refuses more"


def _local_queues(queues: Queues) -> Iterator[Problem]:
    known = queues.cluster_queues()
    for name, lq in sorted((queues.settings.get("localQueues") or {}).items()):
        if lq["clusterQueue"] not in known:
            yield (
                f"spec.kueue.localQueues.{name}.clusterQueue",
                f"ClusterQueue {lq['clusterQueue']!r} is neither made by this Environment nor listed as existing "
                f"(kueue.clusterQueues and kueue.existing.clusterQueues: {_listed(known)})",
            )
    for (namespace, name), found in sorted(queues.local.items()):
        if len(found) > 1:
            where = " and ".join(q.field for q in found)
            yield found[1].field, f"LocalQueue {name!r} in namespace {namespace} is asked for twice ({where})"


def _names(env: EnvironmentView, queues: Queues) -> Iterator[Problem]:
    """The queues and priorities the defaults and the policy name exist (made or existing)."""
    defaults: Obj = dict(env.spec.get("defaults") or {})
    policy: Obj = dict(env.spec.get("policy") or {})
    rows = (
        ("LocalQueue", "queue", "queues", "localQueues", queues.any_namespace_queues()),
        ("WorkloadPriorityClass", "queuePriority", "queuePriorities", "priorityClasses", queues.priorities()),
    )
    for what, key, policy_key, kueue_key, known in rows:
        listed: list[str] = list(policy.get(policy_key) or [])
        named = [(f"spec.defaults.{key}", defaults.get(key))]
        named += [(f"spec.policy.{policy_key}[{i}]", v) for i, v in enumerate(listed)]
        for field, value in named:
            if value is not None and value not in known:
                yield (
                    field,
                    f"Kueue {what} {value!r} is neither made by this Environment nor listed as existing "
                    f"(spec.kueue: {_listed(known)}; declare one in kueue.existing.{kueue_key})",
                )
