"""Kueue's facts: the integrations its Configuration enables and the queues, flavors and priorities it has.

Kueue v0.19.2 reads its Configuration from the file of `--config`, which its manifests (config/components/manager,
configMapGenerator without a hash suffix, namePrefix kueue-) and its Helm chart (<release>-manager-config) mount
from the ConfigMap kueue-system/kueue-manager-config, key controller_manager_config.yaml. An empty
integrations.frameworks means Kueue's default, batch/job only (apis/config/v1beta2/defaults.go).
"""

from __future__ import annotations

from dataclasses import replace

from kfgen.facts.model import (
    Fact,
    Findings,
    Missing,
    Snapshot,
    Unknown,
    Where,
    config_data,
    in_every_namespace,
    names,
    reason,
)
from kfgen.io import yamlio
from kfgen.migrate import shape
from kfgen.schema.kueue import KUEUE_DEFAULT_FRAMEWORKS, KUEUE_FRAMEWORKS

CONFIG_MAP = "kueue-manager-config"
CONFIG_KEY = "controller_manager_config.yaml"
KUEUE_DEFAULT = ("batch/job",)  # Kueue's own, when its Configuration lists no framework
API = "/apis/kueue.x-k8s.io/v1beta2"
CLUSTER_SCOPED = {
    "clusterQueues": ("ClusterQueues", "clusterqueues"),
    "resourceFlavors": ("ResourceFlavors", "resourceflavors"),
    "priorityClasses": ("WorkloadPriorityClasses", "workloadpriorityclasses"),
}


CONFIG_SHAPE = shape.Map({"integrations": shape.Map({"frameworks": shape.List(shape.TEXT)})})  # as Kueue reads it


def reads(where: Where) -> dict[str, str]:
    """The URL of each object or list Kueue's facts come from, by Snapshot key."""
    urls = {"kueue-config": f"/api/v1/namespaces/{where.kueue_namespace}/configmaps/{CONFIG_MAP}"}
    urls |= {f"kueue-{key}": f"{API}/{plural}" for key, (_, plural) in CLUSTER_SCOPED.items()}
    urls |= {f"kueue-localQueues/{ns}": f"{API}/namespaces/{ns}/localqueues" for ns in where.namespaces}
    return urls


def facts(snapshot: Snapshot, where: Where) -> Findings:
    found = Findings()
    found.extend(_integrations(snapshot, where))
    for key, (title, _) in CLUSTER_SCOPED.items():
        listed = names(snapshot[f"kueue-{key}"])
        path = ("kueue", "existing", key)
        if isinstance(listed, Missing):
            found.unknown.append(Unknown(path, f"{title}: {listed.reason}"))
        else:
            found.facts.append(Fact(path, sorted(listed[0]), f"the cluster's {title}", [], "listed", listed[1]))
    found.extend(_local_queues(snapshot, where))
    return found


def _integrations(snapshot: Snapshot, where: Where) -> Findings:
    source = f"ConfigMap {where.kueue_namespace}/{CONFIG_MAP}, key {CONFIG_KEY}: integrations.frameworks"
    text = config_data(snapshot["kueue-config"], CONFIG_KEY)
    if isinstance(text, Missing):
        return Findings(unknown=[Unknown(("kueue", "integrations"), f"{source}: {reason(text)}")])
    docs, problems = yamlio.parse(text, CONFIG_KEY)
    config = docs[0] if docs and isinstance(docs[0], dict) else None
    wrong = shape.problems(config, CONFIG_SHAPE) if config is not None else []
    if problems or config is None or wrong:
        why = problems[0].message if problems else f"{wrong[0][0]}: {wrong[0][1]}" if wrong else "not a Configuration"
        return Findings(unknown=[Unknown(("kueue", "integrations"), f"{source}: {why}")])
    integrations = config.get("integrations")
    frameworks = integrations.get("frameworks") if isinstance(integrations, dict) else None
    enabled = [str(f) for f in frameworks or []] or list(KUEUE_DEFAULT)
    notes: tuple[str, ...] = () if frameworks else ("none listed: Kueue's default, batch/job only",)
    unknown = [f for f in enabled if f not in KUEUE_FRAMEWORKS]
    if unknown:
        notes += (f"left out, not integrations kfgen knows: {', '.join(unknown)}",)
    known = [f for f in enabled if f in KUEUE_FRAMEWORKS]
    return Findings([Fact(("kueue", "integrations"), known, source, list(KUEUE_DEFAULT_FRAMEWORKS), "both", notes)])


def _local_queues(snapshot: Snapshot, where: Where) -> Findings:
    path = ("kueue", "existing", "localQueues")
    if not where.namespaces:
        return Findings(unknown=[Unknown(path, "LocalQueues: name the Environment's namespaces with --namespace")])
    found = in_every_namespace(snapshot, "kueue-localQueues", where, "LocalQueues")
    return (
        Findings([replace(found, path=path)])
        if isinstance(found, Fact)
        else Findings(unknown=[replace(found, path=path)])
    )
