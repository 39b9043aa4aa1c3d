"""Containers and init containers as the API server validates them when the operator creates the pod.

k8s.io/kubernetes v1.35.4 pkg/apis/core/validation: validateContainerCommon (name, image, ports, env,
envFrom, volumeMounts, imagePullPolicy, resources), validateContainers / validateInitContainers (unique
names, what init containers may not have) and validateContainerOnlyForPod (image whitespace); the
kubelet's image reference grammar on top. Fields the API server defaults before validating
(terminationMessagePolicy, imagePullPolicy, a port's protocol, a fieldRef's apiVersion) may be absent.
"""

from __future__ import annotations

import functools
import math
from collections.abc import Iterator
from decimal import Decimal
from typing import Any

from kfgen import units
from kfgen.checks.apivalidation import names
from kfgen.checks.apivalidation.fields import descending_path, field_path_problem, image_messages, resource_name
from kfgen.checks.apivalidation.problem import Key, Problem, Step, at, d, items, quoted, text

PULL_POLICIES = ("Always", "IfNotPresent", "Never")
MESSAGE_POLICIES = ("File", "FallbackToLogsOnError")
PROTOCOLS = ("TCP", "UDP", "SCTP")
INIT_FORBIDDEN = ("lifecycle", "livenessProbe", "readinessProbe", "startupProbe")


def containers(spec: dict[str, Any], volumes: set[str], partial: bool = False) -> Iterator[Problem]:
    """Every container and init container of a pod spec; `partial`: a runtime patch (the image is the runtime's)."""
    regular = spec.get("containers")
    if not partial and not (isinstance(regular, list) and regular):
        yield at(("spec", "containers"), "is required: a pod needs at least one container")
    seen: set[str] = set()
    for key in ("containers", "initContainers"):
        for index, container in items(spec.get(key)):
            where: tuple[Step, ...] = ("spec", key, index)
            yield from _container(container, where, volumes, partial)
            name = container.get("name")
            if isinstance(name, str) and name in seen:
                yield at((*where, "name"), f"duplicate container name {name!r}")
            elif isinstance(name, str) and name:
                seen.add(name)
            if key == "initContainers" and container.get("restartPolicy") != "Always":
                for forbidden in INIT_FORBIDDEN:
                    if container.get(forbidden) is not None:
                        why = "may not be set for init containers without restartPolicy=Always"
                        yield at((*where, forbidden), why)


def _container(
    container: dict[str, Any], where: tuple[Step, ...], volumes: set[str], partial: bool
) -> Iterator[Problem]:
    name = text(container, "name")
    if name == "":
        yield at((*where, "name"), "is required")
    elif name is not None:
        yield from _each(names.dns_label(name), (*where, "name"), name)
    image = text(container, "image")
    if image == "" and not partial:
        yield at((*where, "image"), "is required")
    elif image:
        yield from (at((*where, "image"), message, rule=rule) for message, rule in image_messages(image))
    for key, allowed in (("terminationMessagePolicy", MESSAGE_POLICIES), ("imagePullPolicy", PULL_POLICIES)):
        value = container.get(key)
        if value is not None and value not in allowed:
            yield at((*where, key), f"unsupported value {quoted(value)}: supported values are {', '.join(allowed)}")
    yield from _ports(container.get("ports"), (*where, "ports"))
    yield from _env(container.get("env"), (*where, "env"))
    yield from _env_from(container.get("envFrom"), (*where, "envFrom"))
    yield from _mounts(container.get("volumeMounts"), (*where, "volumeMounts"), None if partial else volumes)
    yield from _resources(d(container.get("resources")), (*where, "resources"))


def _each(
    messages: list[str], where: tuple[Step, ...], value: object, field: tuple[Step, ...] | None = None
) -> Iterator[Problem]:
    for message in messages:
        yield at(where, f"{quoted(value)}: {message}" if not message.startswith(("invalid", "'")) else message, field)


def _ports(ports: Any, where: tuple[Step, ...]) -> Iterator[Problem]:
    seen: set[str] = set()
    for index, port in items(ports):
        at_port = (*where, index)
        name = text(port, "name")
        if name:
            problems = names.port_name(name)
            yield from _each(problems, (*at_port, "name"), name)
            if not problems and name in seen:
                yield at((*at_port, "name"), f"duplicate port name {name!r}")
            seen.add(name)
        number = port.get("containerPort")
        if number in (None, 0):
            yield at((*at_port, "containerPort"), "is required")
        for key in ("containerPort", "hostPort"):
            value = port.get(key)
            if isinstance(value, int) and not isinstance(value, bool) and value != 0 and not 1 <= value <= 65535:
                yield at((*at_port, key), f"{value}: must be between 1 and 65535, inclusive")
        protocol = port.get("protocol")
        if protocol is not None and protocol not in PROTOCOLS:
            yield at(
                (*at_port, "protocol"), f"unsupported value {quoted(protocol)}: supported values are TCP, SCTP, UDP"
            )


def _env(env: Any, where: tuple[Step, ...]) -> Iterator[Problem]:
    for index, var in items(env):
        at_var = (*where, index)
        name = text(var, "name")
        if name == "":
            yield at((*at_var, "name"), "is required")
        elif name is not None:
            yield from _each(names.env_var_name(name), (*at_var, "name"), name)
        source = var.get("valueFrom")
        if isinstance(source, dict):
            yield from _value_from(source, (*at_var, "valueFrom"), bool(var.get("value")))


def _value_from(source: dict[str, Any], where: tuple[Step, ...], has_value: bool) -> Iterator[Problem]:
    kinds = [
        k
        for k in ("fieldRef", "resourceFieldRef", "configMapKeyRef", "secretKeyRef", "fileKeyRef")
        if source.get(k) is not None
    ]
    for kind in ("configMapKeyRef", "secretKeyRef"):
        ref = source.get(kind)
        if isinstance(ref, dict):
            ref_name = text(ref, "name")
            if ref_name is not None:
                yield from _each(names.dns_subdomain(ref_name), (*where, kind, "name"), ref_name)
            key = text(ref, "key")
            if key == "":
                yield at((*where, kind, "key"), "is required")
            elif key is not None:
                yield from _each(names.config_map_key(key), (*where, kind, "key"), key)
    field_ref = source.get("fieldRef")
    if isinstance(field_ref, dict):
        yield from _field_ref(field_ref, (*where, "fieldRef"))
    if not kinds:
        yield at(
            where,
            "must specify one of: `fieldRef`, `resourceFieldRef`, `configMapKeyRef`, `secretKeyRef` or `fileKeyRef`",
        )
    elif has_value:
        yield at(where, "may not be specified when `value` is not empty")
    elif len(kinds) > 1:
        yield at(where, "may not have more than one field specified at a time")


def _field_ref(ref: dict[str, Any], where: tuple[Step, ...]) -> Iterator[Problem]:
    path = text(ref, "fieldPath")
    if path == "":
        yield at((*where, "fieldPath"), "is required")
    elif path is not None and ref.get("apiVersion") in (None, "v1"):  # the API server defaults it to v1
        for message, at_path in field_path_problem(path):
            yield at((*where, "fieldPath") if at_path else where, message)


def _env_from(sources: Any, where: tuple[Step, ...]) -> Iterator[Problem]:
    for index, source in items(sources):
        at_source = (*where, index)
        prefix = text(source, "prefix")
        if prefix:
            yield from _each(names.env_var_name(prefix), (*at_source, "prefix"), prefix)
        kinds = [k for k in ("configMapRef", "secretRef") if source.get(k) is not None]
        for kind in kinds:
            ref_name = text(d(source.get(kind)), "name")
            if ref_name == "":
                yield at((*at_source, kind, "name"), "is required")
            elif ref_name is not None:
                yield from _each(names.dns_subdomain(ref_name), (*at_source, kind, "name"), ref_name)
        if len(kinds) != 1:
            why = (
                "must specify one of: `configMapRef` or `secretRef`"
                if not kinds
                else "may not have more than one field specified at a time"
            )
            yield at(at_source, why, field=where)


def _mounts(mounts: Any, where: tuple[Step, ...], volumes: set[str] | None) -> Iterator[Problem]:
    """`volumes` None: a runtime patch, whose runtime may hold the volume a mount names."""
    paths: set[str] = set()
    for index, mount in items(mounts):
        at_mount = (*where, index)
        name = text(mount, "name")
        if name == "":
            yield at((*at_mount, "name"), "is required")
        if name is not None and volumes is not None and name not in volumes:
            yield at((*at_mount, "name"), f"volume {name!r} not found: the pod has no volume of that name")
        path = text(mount, "mountPath")
        if path == "":
            yield at((*at_mount, "mountPath"), "is required")
        elif path is not None and path in paths:
            yield at((*at_mount, "mountPath"), f"{path!r} must be unique: another volume is mounted there")
        if path is not None:
            paths.add(path)
        sub_path, expression = text(mount, "subPath"), text(mount, "subPathExpr")
        if sub_path:
            yield from (at((*at_mount, "subPath"), m, (*where, "subPath")) for m in descending_path(sub_path))
        if expression:
            if sub_path:
                yield at((*at_mount, "subPathExpr"), "subPathExpr and subPath are mutually exclusive")
            yield from (at((*at_mount, "subPathExpr"), m, (*where, "subPathExpr")) for m in descending_path(expression))


NOT_FINITE = "must be a valid resource quantity (JSON has no NaN or infinity: kubectl cannot send it)"


def _resources(resources: dict[str, Any], where: tuple[Step, ...]) -> Iterator[Problem]:
    values: dict[str, dict[str, Decimal]] = {"limits": {}, "requests": {}}
    limits = d(resources.get("limits"))
    given = {"limits": limits, "requests": {**limits, **d(resources.get("requests"))}}  # SetDefaults_Pod
    for kind in ("limits", "requests"):
        for name, value in given[kind].items():
            at_value = (*where, kind, Key(name))
            yield from _each(resource_name(str(name)), at_value, name)
            if isinstance(value, float) and not math.isfinite(value):
                yield at(at_value, f"{value}: {NOT_FINITE}")
            amount = _quantity(value)
            if amount is not None and amount < 0:
                yield at(at_value, f"{value}: must be greater than or equal to 0")
            if amount is not None:
                yield from _amount(str(name), amount, value, at_value)
                values[kind][str(name)] = amount
                if kind == "limits" or name not in limits:  # a limit copied to requests is named once
                    yield from _as_written(value, at_value)
    for name, request in values["requests"].items():  # kfgen.render.podresources words these for a pod patch
        limit = values["limits"].get(name)
        if limit is None:
            if not overcommit_allowed(name):
                yield at((*where, "requests", Key(name)), f"{name}: a limit must be set", (*where, "limits"), "limits")
        elif (request != limit and not overcommit_allowed(name)) or request > limit:
            yield at(
                (*where, "requests", Key(name)), f"{name}: must be ≤ (or =) its limit", (*where, "requests"), "limits"
            )


def _as_written(value: Any, where: tuple[Step, ...]) -> Iterator[Problem]:
    """A quantity the API server accepts but does not keep as written (beyond int64 it is capped): the spec's own
    resource fields refuse it (kfgen.units), so a pod patch may not write it either."""
    problem = units.quantity_problem(value)
    if problem:
        yield at(where, problem, rule="read")


def _amount(name: str, amount: Decimal, value: Any, where: tuple[Step, ...]) -> Iterator[Problem]:
    """Extended resources count whole devices; hugepages come in whole pages (validateResourceQuantityHugePageValue)."""
    if "/" in name and not overcommit_allowed(name) and not resource_name(name) and not _whole(amount):
        yield at(where, f"{value}: must be an integer")
    if name.startswith("hugepages-"):
        page = _quantity(name[len("hugepages-") :])
        if page is None or page <= 0 or not _whole(page) or math.ceil(amount) % int(page) != 0:
            yield at(where, f"{value} is not positive integer multiple of {name}")


def _whole(amount: Decimal) -> bool:
    """Whether an amount is a whole number, at any size (`amount % 1` needs its digits in 28: a long one raised)."""
    return amount == amount.to_integral_value()


def overcommit_allowed(name: str) -> bool:
    """helper.IsOvercommitAllowed: a native resource (no domain, or kubernetes.io/) that is not hugepages."""
    return ("/" not in name or "kubernetes.io/" in name) and not name.startswith("hugepages-")


def _quantity(value: Any) -> Decimal | None:
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        return None
    return _parsed(str(value))


@functools.lru_cache(maxsize=1024)  # quantities repeat across containers and specs
def _parsed(text_value: str) -> Decimal | None:
    negative = text_value.startswith("-")
    try:
        amount = units.quantity(text_value[1:] if negative else text_value)
    except (ValueError, ArithmeticError):
        return None  # not a quantity: the shape check's
    return -amount if negative else amount
