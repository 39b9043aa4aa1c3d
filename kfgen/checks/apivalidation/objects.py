"""Every object kfgen emits, held to what the API server (and Kueue's webhooks) validate before storing it.

Pod templates have their own port (kfgen.checks.apivalidation.pod, run on the spec's fields and on patched
templates); this is the rest: ObjectMeta (k8s.io/apimachinery v0.35.4 ValidateObjectMeta: the name rule of each
kind, the namespace a DNS label, labels, annotation keys and their total size), label selectors, NetworkPolicy
(kfgen.checks.apivalidation.network), a CronJob's schedule (kfgen.checks.apivalidation.cron), Service ports,
ConfigMap keys and size, Kueue v0.19's ResourceFlavor, ClusterQueue and LocalQueue webhooks (pkg/webhooks) and the
Prometheus Operator's rule basics. Cost is linear in the object and nothing is read below a pod template. Problems
are paths from the object's root.
"""

from __future__ import annotations

import functools
from collections.abc import Callable, Iterator
from typing import Any

from kfgen import units
from kfgen.checks.apivalidation import cron, names, network
from kfgen.checks.apivalidation.judged import Valid
from kfgen.checks.apivalidation.problem import Key, Problem, Step, at, d, items, quoted
from kfgen.checks.apivalidation.selectors import label_selector, labels

SYSTEM_NAMESPACES = frozenset({"kube-system", "kube-public", "kube-node-lease"})
MAX_CRONJOB_NAME = 52  # the controller appends -<11 digits> to name each Job (ValidateCronJobName)
MAX_CONFIG_MAP_BYTES = 1024 * 1024  # core.MaxSecretSize: a ConfigMap's data and binaryData together
DNS_1035 = r"[a-z]([-a-z0-9]*[a-z0-9])?"
PROMETHEUS_LABEL = r"[a-zA-Z_][a-zA-Z0-9_]*"
PROMETHEUS_METRIC = r"[a-zA-Z_:][a-zA-Z0-9_:]*"
_KUEUE_PREEMPTION_CONFLICT = "reclaimWithinCohort=Never and borrowWithinCohort.Policy!=Never"
VALID_ANNOTATION_KEYS = Valid()


def problems(obj: dict[str, Any]) -> Iterator[Problem]:
    """What the API server (or the kind's admission webhook) refuses in `obj`."""
    kind = str(obj.get("kind", ""))
    yield from _metadata(kind, d(obj.get("metadata")))
    check = BY_KIND.get(kind)
    if check is not None:
        yield from check(d(obj.get("spec")) if kind != "ConfigMap" else obj)


def _metadata(kind: str, meta: dict[str, Any]) -> Iterator[Problem]:
    name = meta.get("name")
    if not isinstance(name, str) or not name:
        yield at(("metadata", "name"), "is required")
    else:
        for message in name_problems(kind, name):
            yield at(("metadata", "name"), f"{name!r}: {message}")
    namespace = meta.get("namespace")
    if isinstance(namespace, str) and namespace:
        for message in _namespace_problems(namespace):
            yield at(("metadata", "namespace"), f"{namespace!r}: {message}")
        if namespace in SYSTEM_NAMESPACES:
            yield at(("metadata", "namespace"), f"{namespace!r} is a system namespace: kfgen never writes there")
    yield from labels(meta.get("labels"), ("metadata", "labels"))
    annotations = d(meta.get("annotations"))
    if not VALID_ANNOTATION_KEYS.all_of(annotations):  # the same few keys on every object
        yield from _annotation_keys(annotations)
    size = names.annotations_size_problem(annotations)
    if size:
        yield at(("metadata", "annotations"), size)


def _annotation_keys(annotations: dict[str, Any]) -> Iterator[Problem]:
    for key in annotations:
        problem = _annotation_key_problem(key) if isinstance(key, str) else names.key_problem(key)
        if problem:
            yield at(("metadata", "annotations", Key(str(key))), problem)
        else:
            VALID_ANNOTATION_KEYS.add(key)


@functools.lru_cache(maxsize=4096)
def _annotation_key_problem(key: str) -> str | None:
    """ValidateAnnotations reads keys lower-cased."""
    return names.key_problem(key.lower())


@functools.lru_cache(maxsize=1024)
def _namespace_problems(namespace: str) -> tuple[str, ...]:
    return tuple(names.dns_label(namespace))


def name_problems(kind: str, name: str) -> list[str]:
    """The name rule of each kind (ValidateObjectMeta's nameFn): a custom resource's is a DNS subdomain."""
    if kind == "Service":
        out = [f"must be no more than {names.MAX_NAME} characters"] if len(name) > names.MAX_NAME else []
        return out if names._fullmatch(DNS_1035, name) else [*out, "a DNS-1035 label must start with a letter"]
    if kind == "Namespace":
        return names.dns_label(name)
    if kind in ("Role", "ClusterRole", "RoleBinding", "ClusterRoleBinding"):
        return (
            [f"may not be {name!r}"]
            if name in (".", "..")
            else (["may not contain '/' or '%'"] if "/" in name or "%" in name else [])
        )
    out = names.dns_subdomain(name)
    if kind == "CronJob" and len(name) > MAX_CRONJOB_NAME:
        out.append(f"must be no more than {MAX_CRONJOB_NAME} characters")
    return out


def _cron_job(spec: dict[str, Any]) -> Iterator[Problem]:
    schedule = spec.get("schedule")
    problem = cron.schedule_problem(schedule) if isinstance(schedule, str) else "is required"
    if problem:
        yield at(("spec", "schedule"), f"{quoted(schedule)}: {problem}")


def _service(spec: dict[str, Any]) -> Iterator[Problem]:
    yield from labels(spec.get("selector"), ("spec", "selector"))
    ports = items(spec.get("ports"))
    seen: set[str] = set()
    for index, entry in ports:
        where: tuple[Step, ...] = ("spec", "ports", index)
        name = entry.get("name")
        if len(ports) > 1 and not name:
            yield at((*where, "name"), "is required: a Service with more than one port names each")
        if isinstance(name, str) and name:
            yield from (at((*where, "name"), f"{name!r}: {m}") for m in names.dns_label(name))
            if name in seen:
                yield at((*where, "name"), f"duplicate port name {name!r}")
            seen.add(name)
        number = entry.get("port")
        if not isinstance(number, int) or not 1 <= number <= 65535:
            yield at((*where, "port"), f"{quoted(number)}: must be between 1 and 65535, inclusive")
        target = entry.get("targetPort")
        if isinstance(target, int) and not 1 <= target <= 65535:
            yield at((*where, "targetPort"), f"{target}: must be between 1 and 65535, inclusive")
        elif isinstance(target, str):
            yield from (at((*where, "targetPort"), f"{target!r}: {m}") for m in names.port_name(target))
        protocol = entry.get("protocol")
        if protocol is not None and protocol not in network.PROTOCOLS:
            yield at((*where, "protocol"), f"unsupported value {quoted(protocol)}: supported values are TCP, UDP, SCTP")


def _workload(spec: dict[str, Any]) -> Iterator[Problem]:
    """A Deployment: its selector (the pod template is kfgen's, checked by its own port where a spec reaches it)."""
    yield from label_selector(spec.get("selector"), ("spec", "selector"))
    yield from labels(
        d(d(spec.get("template")).get("metadata")).get("labels"), ("spec", "template", "metadata", "labels")
    )


def _config_map(obj: dict[str, Any]) -> Iterator[Problem]:
    size = 0
    for key_name in ("data", "binaryData"):
        for key, value in d(obj.get(key_name)).items():
            for message in names.config_map_key(str(key)):
                yield at((key_name, Key(str(key))), f"{key!r}: {message}")
            size += len(str(value).encode())
    if size > MAX_CONFIG_MAP_BYTES:
        yield at(("data",), f"is {size} bytes; a ConfigMap holds at most {MAX_CONFIG_MAP_BYTES} (1 MiB)")


def _monitor(spec: dict[str, Any]) -> Iterator[Problem]:
    """ServiceMonitor and PodMonitor: their selectors (the Prometheus Operator's CRD, then its reconciler)."""
    yield from label_selector(spec.get("selector"), ("spec", "selector"))
    for index, namespace in enumerate(d(spec.get("namespaceSelector")).get("matchNames") or []):
        for message in names.dns_label(str(namespace)):
            yield at(("spec", "namespaceSelector", "matchNames", index), f"{namespace!r}: {message}")


def _prometheus_rule(spec: dict[str, Any]) -> Iterator[Problem]:
    """The rule groups as Prometheus loads them (the operator's admission webhook runs the same check)."""
    seen: set[str] = set()
    for index, group in items(spec.get("groups")):
        where: tuple[Step, ...] = ("spec", "groups", index)
        name = group.get("name")
        if not name or name in seen:
            yield at((*where, "name"), "is required" if not name else f"duplicate group name {name!r}")
        seen.add(str(name))
        for r_index, rule in items(group.get("rules")):
            at_rule = (*where, "rules", r_index)
            if bool(rule.get("alert")) == bool(rule.get("record")):
                yield at(at_rule, "needs exactly one of alert or record")
            record = rule.get("record")
            if isinstance(record, str) and record and not names._fullmatch(PROMETHEUS_METRIC, record):
                yield at((*at_rule, "record"), f"{record!r} is not a valid metric name")
            for key in d(rule.get("labels")):
                if not names._fullmatch(PROMETHEUS_LABEL, str(key)):
                    yield at((*at_rule, "labels", Key(str(key))), f"{key!r} is not a valid Prometheus label name")


def _resource_flavor(spec: dict[str, Any]) -> Iterator[Problem]:
    """Kueue v0.19 ValidateResourceFlavor: node labels, taints unique by key and effect, tolerations."""
    yield from labels(spec.get("nodeLabels"), ("spec", "nodeLabels"))
    seen: set[tuple[str, str]] = set()
    for index, taint in items(spec.get("nodeTaints")):
        where: tuple[Step, ...] = ("spec", "nodeTaints", index)
        problem = names.key_problem(taint.get("key"))
        if problem:
            yield at((*where, "key"), problem)
        value_problem = names.label_value_problem(taint.get("value") or "")
        if value_problem:
            yield at((*where, "value"), value_problem)
        identity = (str(taint.get("key")), str(taint.get("effect")))
        if identity in seen:
            yield at(where, "taints must be unique by key and effect pair")
        seen.add(identity)
    for index, toleration in items(spec.get("tolerations")):
        key = toleration.get("key") or ""
        problem = names.key_problem(key) if key else None
        if problem:
            yield at(("spec", "tolerations", index, "key"), problem)
        if toleration.get("operator") != "Exists":
            value_problem = names.label_value_problem(toleration.get("value") or "")
            if value_problem:
                yield at(("spec", "tolerations", index, "value"), value_problem)


def _cluster_queue(spec: dict[str, Any]) -> Iterator[Problem]:
    """Kueue v0.19 ValidateClusterQueue (pkg/webhooks/clusterqueue_webhook.go) and its CRD's rules."""
    yield from label_selector(spec.get("namespaceSelector"), ("spec", "namespaceSelector"))
    cohort = spec.get("cohort") or spec.get("cohortName")
    if isinstance(cohort, str) and cohort:
        for message in names.dns_subdomain(cohort):
            yield at(("spec", "cohort"), f"{cohort!r}: {message}")
    has_cohort = bool(cohort)
    for g_index, group in items(spec.get("resourceGroups")):
        where: tuple[Step, ...] = ("spec", "resourceGroups", g_index)
        covered = [str(r) for r in group.get("coveredResources") or []]
        for r_index, resource in enumerate(covered):
            problem = names.key_problem(resource)
            if problem:
                yield at((*where, "coveredResources", r_index), problem)
        for f_index, flavor in items(group.get("flavors")):
            yield from _flavor_quotas(flavor, covered, (*where, "flavors", f_index), has_cohort)
    preemption = d(spec.get("preemption"))
    borrow = d(preemption.get("borrowWithinCohort"))
    if preemption.get("reclaimWithinCohort", "Never") == "Never" and borrow.get("policy", "Never") != "Never":
        yield at(("spec", "preemption"), f"{_KUEUE_PREEMPTION_CONFLICT}: borrowing by preemption needs reclaiming")


def _flavor_quotas(
    flavor: dict[str, Any], covered: list[str], where: tuple[Step, ...], cohort: bool
) -> Iterator[Problem]:
    for index, quota in items(flavor.get("resources")):
        at_quota = (*where, "resources", index)
        if index < len(covered) and quota.get("name") != covered[index]:
            yield at((*at_quota, "name"), "must match the name in coveredResources")
        for key in ("nominalQuota", "borrowingLimit", "lendingLimit"):
            value = quota.get(key)
            if value is None:
                continue
            problem = units.quantity_problem(value)
            if problem:
                yield at((*at_quota, key), f"{quoted(value)}: {problem}")
            if key != "nominalQuota" and not cohort:
                yield at((*at_quota, key), "must be nil when cohort is empty")
        lend, nominal = quota.get("lendingLimit"), quota.get("nominalQuota")
        if lend is not None and nominal is not None and _amount(lend) > _amount(nominal):
            yield at((*at_quota, "lendingLimit"), "must be less than or equal to the nominalQuota")


def _amount(value: Any) -> Any:
    try:
        return units.quantity(value)
    except ValueError:
        return 0


def _local_queue(spec: dict[str, Any]) -> Iterator[Problem]:
    queue = spec.get("clusterQueue")
    if not isinstance(queue, str) or not queue:
        yield at(("spec", "clusterQueue"), "is required")
    else:
        for message in names.dns_subdomain(queue):
            yield at(("spec", "clusterQueue"), f"{queue!r}: {message}")


def _network_policy(spec: dict[str, Any]) -> Iterator[Problem]:
    return network.policy(spec)


BY_KIND: dict[str, Callable[[dict[str, Any]], Iterator[Problem]]] = {
    "NetworkPolicy": _network_policy,
    "CronJob": _cron_job,
    "Service": _service,
    "Deployment": _workload,
    "ConfigMap": _config_map,
    "ServiceMonitor": _monitor,
    "PodMonitor": _monitor,
    "PrometheusRule": _prometheus_rule,
    "ResourceFlavor": _resource_flavor,
    "ClusterQueue": _cluster_queue,
    "LocalQueue": _local_queue,
}
