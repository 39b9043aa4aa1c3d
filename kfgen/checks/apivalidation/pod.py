"""A pod template's spec as the API server validates the pod an operator creates from it.

k8s.io/kubernetes v1.35.4 pkg/apis/core/validation ValidatePodSpec, for the fields a spec author can
reach (first-class or through a pod patch): volumes (ValidateVolumes and the sources' own rules),
containers (kfgen.checks.apivalidation.containers), nodeSelector (ValidateLabels), tolerations
(ValidateTolerations), affinity (validateAffinity, label selectors), DNS (validateDNSPolicy,
validatePodDNSConfig), host aliases, hostname and subdomain, scheduling and readiness gates, image pull
secrets, names of the priority class, service account and runtime class, activeDeadlineSeconds; and the
upstream job CRDs' int64 format for terminationGracePeriodSeconds and tolerationSeconds. A pod as defaulted
(SetDefaults_Pod): fields the API server defaults may be absent. Metadata: kfgen.checks.apivalidation.names.
"""

from __future__ import annotations

import math
from collections.abc import Iterator
from typing import Any

from kfgen import units
from kfgen.checks.apivalidation import names
from kfgen.checks.apivalidation.containers import containers
from kfgen.checks.apivalidation.fields import descending_path
from kfgen.checks.apivalidation.problem import Key, Problem, Step, at, d, items, quoted, text

INT32_MAX = 2**31 - 1
INT64_MAX = 2**63 - 1
VOLUME_SOURCES = (
    "emptyDir", "hostPath", "gitRepo", "gcePersistentDisk", "awsElasticBlockStore", "secret", "nfs", "iscsi",
    "glusterfs", "flocker", "persistentVolumeClaim", "rbd", "quobyte", "cinder", "cephfs", "downwardAPI", "fc",
    "azureFile", "configMap", "vsphereVolume", "azureDisk", "photonPersistentDisk", "projected", "portworxVolume",
    "scaleIO", "storageos", "csi", "ephemeral", "image", "flexVolume",
)  # fmt: skip
SOURCE_ORDER = {source: index for index, source in enumerate(VOLUME_SOURCES)}  # the order Go checks them in
DNS_POLICIES = ("ClusterFirstWithHostNet", "ClusterFirst", "Default", "None")
EFFECTS = ("NoSchedule", "PreferNoSchedule", "NoExecute")
NODE_OPERATORS = ("In", "NotIn", "Exists", "DoesNotExist", "Gt", "Lt")
PREEMPTION = ("PreemptLowerPriority", "Never")


CONTAINER_KEYS = frozenset({"containers", "initContainers", "volumes"})  # mounts name volumes


def problems(template: Any, partial: bool = False, touched: frozenset[str] | None = None) -> list[Problem]:
    """Everything the API server would refuse in a pod made from `template` (its metadata is checked elsewhere).

    `partial`: a TrainJob runtime patch, merged into the runtime's pod template (containers without image).
    `touched`: only the parts of the pod spec under these keys (and what refers to them) may be wrong, e.g. a
    pod patch's keys over a template whose own fields were checked where they were written.
    """
    spec = d(d(template).get("spec"))
    every = touched is None
    touched = touched or frozenset()
    volumes: set[str] = set()
    out: list[Problem] = []
    if every or touched & CONTAINER_KEYS:
        out += _volumes(spec.get("volumes"), volumes)
        out += containers(spec, volumes, partial)
    if every or "nodeSelector" in touched:
        out += _labels(spec.get("nodeSelector"), ("spec", "nodeSelector"))
    if every or "tolerations" in touched:
        out += _tolerations(spec.get("tolerations"))
    if every or "affinity" in touched:
        out += _affinity(d(spec.get("affinity")))
    out += _pod_fields(spec)
    return out


def _volumes(volumes: Any, known: set[str]) -> Iterator[Problem]:
    for index, volume in items(volumes):
        where: tuple[Step, ...] = ("spec", "volumes", index)
        found = list(_volume_source(volume, where))
        name = text(volume, "name")
        if name == "":
            found.append(at((*where, "name"), "is required"))
        elif name is not None:
            found += [at((*where, "name"), f"{name!r}: {m}") for m in names.dns_label(name)]
            if name in known:
                found.append(at((*where, "name"), f"duplicate volume name {name!r}"))
        if name and all(problem.rule == "read" for problem in found):  # the API server accepts a capped one
            known.add(name)
        yield from found


def _volume_source(volume: dict[str, Any], where: tuple[Step, ...]) -> Iterator[Problem]:
    given = sorted((k for k in volume if k in SOURCE_ORDER and volume[k] is not None), key=SOURCE_ORDER.__getitem__)
    for extra in given[1:]:
        yield at((*where, extra), "may not specify more than 1 volume type")
    if not given:
        return  # SetDefaults_Volume: a volume without a source is an emptyDir
    source, kind = d(volume.get(given[0])), given[0]
    required = {"secret": "secretName", "configMap": "name", "persistentVolumeClaim": "claimName"}.get(kind)
    if required and text(source, required) == "":
        yield at((*where, kind, required), "is required")
    if kind in ("secret", "configMap"):
        yield from _mode(source.get("defaultMode"), (*where, kind, "defaultMode"))
        for i, item in items(source.get("items")):
            at_item = (*where, kind, "items", i)
            for key in ("key", "path"):
                if text(item, key) == "":
                    yield at((*at_item, key), "is required")
            path = text(item, "path")
            if path:
                yield from (at((*at_item, "path"), m) for m in descending_path(path))
                if path.startswith(".."):
                    yield at((*at_item, "path"), f"{path!r} must not start with '..'")
            yield from _mode(item.get("mode"), (*at_item, "mode"))
    size = text(source, "sizeLimit") if kind == "emptyDir" else None
    limit = source.get("sizeLimit") if kind == "emptyDir" else None
    negative = bool(size and size.startswith("-") and size.strip("-0.") != "")
    if negative or (isinstance(limit, float) and not math.isfinite(limit)):  # JSON has no NaN or infinity
        yield at((*where, "emptyDir", "sizeLimit"), "SizeLimit field must be a valid resource quantity")
    elif limit is not None and (problem := units.quantity_problem(limit)):
        yield at((*where, "emptyDir", "sizeLimit"), problem, rule="read")


def _mode(mode: Any, where: tuple[Step, ...]) -> Iterator[Problem]:
    if isinstance(mode, int) and not isinstance(mode, bool) and not 0 <= mode <= 0o777:
        why = "must be a number between 0 and 0777 (octal), both inclusive"
        yield at(where, f"{mode}: {why}")


def _labels(labels: Any, where: tuple[Step, ...]) -> Iterator[Problem]:
    """ValidateLabels: the API server names the map, not the key, for both."""
    for key, value in d(labels).items():
        yield from (at((*where, Key(key)), m, where) for m in names.qualified_name(str(key)))
        if isinstance(value, str):
            yield from (at((*where, Key(key)), m, where) for m in names.label_value(value))


def _tolerations(tolerations: Any) -> Iterator[Problem]:
    for index, toleration in items(tolerations):
        where: tuple[Step, ...] = ("spec", "tolerations", index)
        key, operator = text(toleration, "key"), toleration.get("operator") or ""
        value, effect = text(toleration, "value"), toleration.get("effect") or ""
        if key:
            yield from (at((*where, "key"), m) for m in names.qualified_name(key))
        if key == "" and operator != "Exists":
            why = 'operator must be Exists when `key` is empty, which means "match all values and all keys"'
            yield at((*where, "operator"), why)
        seconds = toleration.get("tolerationSeconds")
        if seconds is not None and effect != "NoExecute":
            yield at((*where, "effect"), "effect must be 'NoExecute' when `tolerationSeconds` is set")
        if isinstance(seconds, int) and not -INT64_MAX - 1 <= seconds <= INT64_MAX:
            yield at((*where, "tolerationSeconds"), f"{seconds}: must fit in an int64", rule="crd")
        if operator in ("Equal", "") and value is not None:
            yield from (at((*where, "value"), m, (*where, "operator")) for m in names.label_value(value))
        elif operator == "Exists" and value:
            yield at((*where, "value"), "value must be empty when `operator` is 'Exists'", (*where, "operator"))
        elif operator not in ("Equal", "", "Exists"):
            yield at((*where, "operator"), f"unsupported value {quoted(operator)}: supported values are Equal, Exists")
        if effect and effect not in EFFECTS:
            yield at(
                (*where, "effect"), f"unsupported value {quoted(effect)}: supported values are {', '.join(EFFECTS)}"
            )


def _affinity(affinity: dict[str, Any]) -> Iterator[Problem]:
    base: tuple[Step, ...] = ("spec", "affinity")
    node = d(affinity.get("nodeAffinity"))
    required = node.get("requiredDuringSchedulingIgnoredDuringExecution")
    if isinstance(required, dict):
        where = (*base, "nodeAffinity", "requiredDuringSchedulingIgnoredDuringExecution", "nodeSelectorTerms")
        terms = items(required.get("nodeSelectorTerms"))
        if not terms:
            yield at(where, "must have at least one node selector term")
        for index, term in terms:
            yield from _node_term(term, (*where, index), check_values=True)
    for index, term in items(node.get("preferredDuringSchedulingIgnoredDuringExecution")):
        where = (*base, "nodeAffinity", "preferredDuringSchedulingIgnoredDuringExecution", index)
        weight = term.get("weight")
        if isinstance(weight, int) and not 1 <= weight <= 100:
            yield at((*where, "weight"), f"{weight}: must be in the range 1-100")
        yield from _node_term(d(term.get("preference")), (*where, "preference"), check_values=False)
    for kind in ("podAffinity", "podAntiAffinity"):
        pod = d(affinity.get(kind))
        for index, term in items(pod.get("requiredDuringSchedulingIgnoredDuringExecution")):
            yield from _pod_term(term, (*base, kind, "requiredDuringSchedulingIgnoredDuringExecution", index))
        for index, weighted in items(pod.get("preferredDuringSchedulingIgnoredDuringExecution")):
            where = (*base, kind, "preferredDuringSchedulingIgnoredDuringExecution", index)
            weight = weighted.get("weight")
            if isinstance(weight, int) and not 1 <= weight <= 100:
                yield at((*where, "weight"), f"{weight}: must be in the range 1-100")
            yield from _pod_term(d(weighted.get("podAffinityTerm")), (*where, "podAffinityTerm"))


def _node_term(term: dict[str, Any], where: tuple[Step, ...], check_values: bool) -> Iterator[Problem]:
    for index, requirement in items(term.get("matchExpressions")):
        yield from _requirement(requirement, (*where, "matchExpressions", index), NODE_OPERATORS, check_values)


def _requirement(
    requirement: dict[str, Any], where: tuple[Step, ...], operators: tuple[str, ...], check_values: bool = True
) -> Iterator[Problem]:
    operator, values = requirement.get("operator"), requirement.get("values") or []
    values = values if isinstance(values, list) else []
    if operator in ("In", "NotIn") and not values:
        yield at((*where, "values"), "must be specified when `operator` is 'In' or 'NotIn'")
    elif operator in ("Exists", "DoesNotExist") and values:
        yield at((*where, "values"), "may not be specified when `operator` is 'Exists' or 'DoesNotExist'")
    elif operator in ("Gt", "Lt") and operator in operators and len(values) != 1:
        yield at((*where, "values"), "must be specified single value when `operator` is 'Lt' or 'Gt'")
    elif operator not in operators:
        yield at((*where, "operator"), f"{quoted(operator)}: not a valid selector operator")
    key = text(requirement, "key")
    if key is not None:
        yield from (at((*where, "key"), m) for m in names.qualified_name(key))
    for index, value in enumerate(values if check_values else []):
        if isinstance(value, str):
            yield from (at((*where, "values", index), m) for m in names.label_value(value))


def _pod_term(term: dict[str, Any], where: tuple[Step, ...]) -> Iterator[Problem]:
    for selector in ("labelSelector", "namespaceSelector"):
        node = d(term.get(selector))
        yield from _labels(node.get("matchLabels"), (*where, selector, "matchLabels"))
        for index, requirement in items(node.get("matchExpressions")):
            operators = ("In", "NotIn", "Exists", "DoesNotExist")
            yield from _requirement(requirement, (*where, selector, "matchExpressions", index), operators)
    for namespace in term.get("namespaces") or [] if isinstance(term.get("namespaces"), list) else []:
        if isinstance(namespace, str):
            yield from (at((*where, "namespace"), f"{namespace!r}: {m}") for m in names.dns_label(namespace))
    key = text(term, "topologyKey")
    if key == "":
        yield at((*where, "topologyKey"), "is required: can not be empty")
    elif key is not None:
        yield from (at((*where, "topologyKey"), m) for m in names.qualified_name(key))


def _pod_fields(spec: dict[str, Any]) -> Iterator[Problem]:
    policy = spec.get("dnsPolicy")
    if policy is not None and policy not in DNS_POLICIES:
        yield at(
            ("spec", "dnsPolicy"), f"unsupported value {quoted(policy)}: supported values are {', '.join(DNS_POLICIES)}"
        )
    yield from _dns_config(spec.get("dnsConfig"), policy)
    for key, rule in (("hostname", names.dns_label), ("subdomain", names.dns_label)):
        value = text(spec, key)
        if value:
            yield from (at(("spec", key), f"{value!r}: {m}") for m in rule(value))
    for key in ("priorityClassName", "serviceAccountName", "runtimeClassName"):
        value = text(spec, key)
        if value:
            yield from (at(("spec", key), f"{value!r}: {m}") for m in names.dns_subdomain(value))
    preemption = spec.get("preemptionPolicy")
    if preemption is not None and preemption not in PREEMPTION:
        yield at(
            ("spec", "preemptionPolicy"),
            f"unsupported value {quoted(preemption)}: supported values are Never, PreemptLowerPriority",
        )
    deadline = spec.get("activeDeadlineSeconds")
    if isinstance(deadline, int) and not isinstance(deadline, bool) and not 1 <= deadline <= INT32_MAX:
        yield at(("spec", "activeDeadlineSeconds"), f"{deadline}: must be between 1 and {INT32_MAX}, inclusive")
    grace = spec.get("terminationGracePeriodSeconds")
    if isinstance(grace, int) and not -INT64_MAX - 1 <= grace <= INT64_MAX:
        yield at(("spec", "terminationGracePeriodSeconds"), f"{grace}: must fit in an int64", rule="crd")
    for index, alias in items(spec.get("hostAliases")):
        yield from _ip(alias.get("ip"), ("spec", "hostAliases", index, "ip"))
        for j, host in enumerate(alias.get("hostnames") or []):
            if isinstance(host, str):
                yield from (
                    at(("spec", "hostAliases", index, "hostnames", j), f"{host!r}: {m}")
                    for m in names.dns_subdomain(host)
                )
    yield from _gates(spec)
    for index, secret in items(spec.get("imagePullSecrets")):
        if set(secret) - {"name"}:
            yield at(("spec", "imagePullSecrets", index), "only name may be set")


def _gates(spec: dict[str, Any]) -> Iterator[Problem]:
    seen: set[str] = set()
    for index, gate in items(spec.get("schedulingGates")):
        name = text(gate, "name")
        if name is not None:
            yield from (at(("spec", "schedulingGates", index), m) for m in names.qualified_name(name))
            if name in seen:
                yield at(("spec", "schedulingGates", index), f"duplicate scheduling gate {name!r}")
            seen.add(name)
    for index, gate in items(spec.get("readinessGates")):
        condition = text(gate, "conditionType")
        if condition is not None:
            where: tuple[Step, ...] = ("spec", "readinessGates", index, "conditionType")
            yield from (at(where, m) for m in names.qualified_name(condition))


def _dns_config(config: Any, policy: Any) -> Iterator[Problem]:
    where: tuple[Step, ...] = ("spec", "dnsConfig")
    if policy == "None" and not isinstance(config, dict):
        yield at(where, "is required: must provide `dnsConfig` when `dnsPolicy` is None")
        return
    config = d(config)
    servers = config.get("nameservers") or []
    servers = servers if isinstance(servers, list) else []
    if policy == "None" and not servers:
        yield at(
            (*where, "nameservers"), "is required: must provide at least one DNS nameserver when `dnsPolicy` is None"
        )
        return
    if len(servers) > 3:
        yield at((*where, "nameservers"), "must not have more than 3 nameservers")
    for index, server in enumerate(servers):
        yield from _ip(server, (*where, "nameservers", index))
    searches = (
        [s for s in config.get("searches") or [] if isinstance(s, str)]
        if isinstance(config.get("searches"), list)
        else []
    )
    if len(searches) > 32:
        yield at((*where, "searches"), "must not have more than 32 search paths")
    if len(" ".join(searches)) > 2048:
        yield at((*where, "searches"), "must not have more than 2048 characters (including spaces) in the search list")
    for index, search in enumerate(searches):
        if search != ".":  # RelaxedDNSSearchValidation: GA in 1.34
            trimmed = search.removesuffix(".")
            yield from (
                at((*where, "searches", index), f"{search!r}: {m}")
                for m in names.dns_subdomain(trimmed, underscore=True)
            )
    for index, option in items(config.get("options")):
        if not text(option, "name"):
            yield at((*where, "options", index), "is required: must not be empty")


def _ip(value: Any, where: tuple[Step, ...]) -> Iterator[Problem]:
    """IsValidIPForLegacyField: an IPv4 or IPv6 address (an IPv4 one may have leading zeros)."""
    if not isinstance(value, str):
        return
    parts = value.split(".")
    if len(parts) == 4 and all(p.isdigit() and p.isascii() and int(p) <= 255 for p in parts):
        return  # netutils.ParseIPSloppy: leading zeros are still accepted in an existing field
    import ipaddress  # only a patched pod's DNS settings need it

    try:
        ipaddress.IPv6Address(value)
    except ValueError:
        yield at(where, f"{value!r}: must be a valid IP address, (e.g. 10.9.8.7 or 2001:db8::ffff)")
