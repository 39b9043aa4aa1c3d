"""NetworkPolicy pieces shared by the jobs' policies (kfgen.features.network) and the tracking server's.

Peers are selected by namespace name (`kubernetes.io/metadata.name`, which the API server sets on every
namespace) and pod labels, never by IP: pod IPs change.
"""

from __future__ import annotations

from typing import Any

from kfgen import api
from kfgen.api import Obj

API_VERSION = "networking.k8s.io/v1"
NAMESPACE_NAME_LABEL = "kubernetes.io/metadata.name"
DEFAULT_DNS = {"namespace": "kube-system", "podLabels": {"k8s-app": "kube-dns"}}
DEFAULT_MONITORING_NAMESPACE = "monitoring"
TRAINING_PODS = {api.COMPONENT_LABEL: "training", api.MANAGED_BY_LABEL: api.MANAGED_BY}  # kfgen's job pods


def settings(env: Any) -> Obj | None:
    """The Environment's `networkPolicy` block when enabled, else None."""
    found = env.get("networkPolicy") or {}
    return found if found.get("enabled") else None


def namespaces(names: list[str]) -> Obj:
    """A namespaceSelector for namespaces by name."""
    if len(names) == 1:
        return {"matchLabels": {NAMESPACE_NAME_LABEL: names[0]}}
    return {"matchExpressions": [{"key": NAMESPACE_NAME_LABEL, "operator": "In", "values": sorted(names)}]}


def pods_in(namespace_names: list[str], labels: dict[str, str] | None) -> Obj:
    return {
        "namespaceSelector": namespaces(namespace_names),
        "podSelector": {"matchLabels": dict(labels)} if labels else {},
    }


def tcp(ports: list[int]) -> list[Obj]:
    return [{"protocol": "TCP", "port": p} for p in ports]


def dns_rule(policy: Obj) -> Obj:
    dns = {**DEFAULT_DNS, **(policy.get("dns") or {})}
    ports = [{"protocol": protocol, "port": 53} for protocol in ("UDP", "TCP")]
    return {"to": [pods_in([dns["namespace"]], dns.get("podLabels"))], "ports": ports}


def monitoring_namespace(policy: Obj) -> str:
    return str(policy.get("monitoringNamespace") or DEFAULT_MONITORING_NAMESPACE)


def declared_egress(policy: Obj) -> list[Obj]:
    out = []
    for entry in policy.get("egress") or []:
        if entry.get("namespace"):
            rule: Obj = {"to": [pods_in([entry["namespace"]], entry.get("podLabels"))]}
        else:
            block: Obj = {"cidr": entry["cidr"]}
            if entry.get("except"):
                block["except"] = list(entry["except"])
            rule = {"to": [{"ipBlock": block}]}
        if entry.get("ports"):
            rule["ports"] = tcp(entry["ports"])
        out.append(rule)
    return out


def policy_object(metadata: Obj, selector: Obj, ingress: list[Obj], egress: list[Obj] | None) -> Obj:
    """A NetworkPolicy; egress None leaves egress alone (the policy restricts ingress only)."""
    spec: Obj = {"podSelector": selector, "policyTypes": ["Ingress"] if egress is None else ["Ingress", "Egress"]}
    if ingress:  # none: deny (the API server would drop an empty list)
        spec["ingress"] = ingress
    if egress:
        spec["egress"] = egress
    return {"apiVersion": API_VERSION, "kind": "NetworkPolicy", "metadata": metadata, "spec": spec}


def egress_problems(entries: list[Obj], where: str) -> list[tuple[str, str]]:
    """(field, message) of declared egress entries that name neither or both kinds of peer."""
    out = []
    for i, entry in enumerate(entries):
        if bool(entry.get("cidr")) == bool(entry.get("namespace")):
            out.append((f"{where}[{i}]", "needs exactly one of cidr or namespace"))
        elif entry.get("namespace") and entry.get("except"):
            out.append((f"{where}[{i}].except", "applies to a cidr only"))
    return out
