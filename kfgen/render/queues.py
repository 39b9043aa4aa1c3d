"""An Environment's Kueue objects as one resolved value: which queue is where, and what it points at."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any, NamedTuple

from kfgen.api import Obj

if TYPE_CHECKING:
    from kfgen.model import EnvironmentView


class LocalQueue(NamedTuple):
    name: str
    namespace: str
    cluster_queue: str
    field: str  # where the Environment asks for it


class Queues(NamedTuple):
    settings: Obj  # spec.kueue
    namespaces: list[str]  # the Environment's
    local: dict[tuple[str, str], list[LocalQueue]]  # (namespace, name): more than one is a conflict
    cluster: dict[str, Obj]  # ClusterQueue name: its settings, `namespaces` resolved
    existing: dict[str, list[str]]  # kind key of kueue.existing: names
    capacities: dict[str, Any]  # ClusterQueue name: what it can give (kfgen.features.queue.fit, on first use)

    @classmethod
    def of(cls, env: EnvironmentView) -> Queues:
        settings: Obj = dict(env.spec.get("kueue") or {})
        namespaces = env.namespaces
        cluster = {
            name: {**cq, "namespaces": list(cq.get("namespaces") or namespaces)}
            for name, cq in (settings.get("clusterQueues") or {}).items()
        }
        local: dict[tuple[str, str], list[LocalQueue]] = {}
        for name, cq in cluster.items():
            for i, queue in enumerate(cq.get("localQueues") or [name]):
                field = f"spec.kueue.clusterQueues.{name}.localQueues" + (f"[{i}]" if cq.get("localQueues") else "")
                for namespace in cq["namespaces"]:
                    local.setdefault((namespace, queue), []).append(LocalQueue(queue, namespace, name, field))
        for queue, lq in (settings.get("localQueues") or {}).items():
            for namespace in namespaces:
                entry = LocalQueue(queue, namespace, lq["clusterQueue"], f"spec.kueue.localQueues.{queue}")
                local.setdefault((namespace, queue), []).append(entry)
        existing = {key: list(names) for key, names in (settings.get("existing") or {}).items()}
        return cls(settings, namespaces, local, cluster, existing, {})

    def queues_in(self, namespace: str) -> list[str]:
        """The LocalQueues a job in `namespace` may name: those the build makes there and the existing ones."""
        made = [name for (ns, name) in self.local if ns == namespace]
        return sorted({*made, *self.existing.get("localQueues", [])})

    def any_namespace_queues(self) -> list[str]:
        return sorted({name for (_, name) in self.local} | set(self.existing.get("localQueues", [])))

    def priorities(self) -> list[str]:
        return sorted({*(self.settings.get("priorityClasses") or {}), *self.existing.get("priorityClasses", [])})

    def flavors(self) -> list[str]:
        return sorted({*(self.settings.get("resourceFlavors") or {}), *self.existing.get("resourceFlavors", [])})

    def cluster_queues(self) -> list[str]:
        return sorted({*self.cluster, *self.existing.get("clusterQueues", [])})

    def cluster_queue_of(self, namespace: str, queue: str) -> str | None:
        """The ClusterQueue the build connects `queue` in `namespace` to, when the build makes it."""
        found = self.local.get((namespace, queue))
        return found[0].cluster_queue if found and found[0].cluster_queue in self.cluster else None
