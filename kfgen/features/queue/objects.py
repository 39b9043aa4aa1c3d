"""The Kueue objects of an Environment (kueue.x-k8s.io/v1beta2): flavors, ClusterQueues, LocalQueues, priorities.

Cluster-scoped objects come first (a LocalQueue names its ClusterQueue, a ClusterQueue its flavors), each
kind sorted by name; LocalQueues by namespace, then name. A LocalQueue carries the team its usage is charged to
(kfgen.render.accounting), and a ClusterQueue the one team all its LocalQueues have, if any.
"""

from __future__ import annotations

from kfgen import api
from kfgen.api import Obj
from kfgen.model import EnvironmentView
from kfgen.render import accounting, meta
from kfgen.render.queues import Queues

COMPONENT = "queue"
NAMESPACE_NAME_LABEL = "kubernetes.io/metadata.name"  # the API server sets it on every namespace
FIRST_RESOURCES = ("cpu", "memory")


def environment_objects(env: EnvironmentView) -> list[Obj]:
    queues = Queues.of(env)
    settings = queues.settings
    flavors = [_flavor(env, name, f) for name, f in sorted((settings.get("resourceFlavors") or {}).items())]
    cluster = [
        _cluster_queue(env, name, cq, _cluster_owner(env, queues, name)) for name, cq in sorted(queues.cluster.items())
    ]
    priorities = [_priority(env, name, p) for name, p in sorted((settings.get("priorityClasses") or {}).items())]
    local = [
        _local_queue(env, found[0].name, ns, found[0].cluster_queue) for (ns, _), found in sorted(queues.local.items())
    ]
    return [*flavors, *cluster, *priorities, *local]


def _cluster_metadata(env: EnvironmentView, name: str) -> Obj:
    out = meta.environment_metadata(env, name, "", COMPONENT)
    del out["namespace"]
    return out


def _flavor(env: EnvironmentView, name: str, settings: Obj) -> Obj:
    spec = {key: settings[key] for key in ("nodeLabels", "nodeTaints", "tolerations") if settings.get(key)}
    return {
        "apiVersion": api.KUEUE_API_VERSION,
        "kind": "ResourceFlavor",
        "metadata": _cluster_metadata(env, name),
        "spec": spec,
    }


def covered_resources(settings: Obj) -> list[str]:
    """Every resource any flavor of the queue has quota for: cpu and memory first, then by name."""
    named = {r for f in settings["flavors"] for r in f["quota"]}
    return [r for r in FIRST_RESOURCES if r in named] + sorted(named - set(FIRST_RESOURCES))


def _cluster_owner(env: EnvironmentView, queues: Queues, name: str) -> accounting.Owner | None:
    """The team of every LocalQueue the build connects to the ClusterQueue, when they all have the same one."""
    owners = {
        accounting.owner(env.spec, namespace, queue)
        for (namespace, queue), found in queues.local.items()
        if found[0].cluster_queue == name
    }
    return owners.pop() if len(owners) == 1 else None


def _cluster_queue(env: EnvironmentView, name: str, settings: Obj, owner: accounting.Owner | None) -> Obj:
    covered = covered_resources(settings)
    flavors = [
        {"name": f["name"], "resources": [_quota(f, resource) for resource in covered]} for f in settings["flavors"]
    ]
    selector = {
        "matchExpressions": [{"key": NAMESPACE_NAME_LABEL, "operator": "In", "values": sorted(settings["namespaces"])}]
    }
    spec: Obj = {"namespaceSelector": selector, "resourceGroups": [{"coveredResources": covered, "flavors": flavors}]}
    if settings.get("cohort"):
        spec["cohortName"] = settings["cohort"]
    for key in ("queueingStrategy", "preemption"):
        if settings.get(key):
            spec[key] = settings[key]
    return {
        "apiVersion": api.KUEUE_API_VERSION,
        "kind": "ClusterQueue",
        "metadata": _labelled(_cluster_metadata(env, name), owner),
        "spec": spec,
    }


def _quota(flavor: Obj, resource: str) -> Obj:
    out: Obj = {"name": resource, "nominalQuota": flavor["quota"].get(resource, 0)}
    for key in ("borrowingLimit", "lendingLimit"):
        if resource in (flavor.get(key) or {}):
            out[key] = flavor[key][resource]
    return out


def _priority(env: EnvironmentView, name: str, settings: Obj) -> Obj:
    out: Obj = {
        "apiVersion": api.KUEUE_API_VERSION,
        "kind": "WorkloadPriorityClass",
        "metadata": _cluster_metadata(env, name),
        "value": settings["value"],
    }
    if settings.get("description"):
        out["description"] = settings["description"]
    return out


def _local_queue(env: EnvironmentView, name: str, namespace: str, cluster_queue: str) -> Obj:
    return {
        "apiVersion": api.KUEUE_API_VERSION,
        "kind": "LocalQueue",
        "metadata": _labelled(
            meta.environment_metadata(env, name, namespace, COMPONENT), accounting.owner(env.spec, namespace, name)
        ),
        "spec": {"clusterQueue": cluster_queue},
    }


def _labelled(metadata: Obj, owner: accounting.Owner | None) -> Obj:
    metadata["labels"].update(accounting.labels(owner))
    return metadata
