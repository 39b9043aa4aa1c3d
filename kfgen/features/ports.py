"""Container ports: `ports` and `roles.<role>.ports` on the training container (kfgen.render.pod), next to the
metrics port; unique names and numbers, the v1 operators' own ports, none on the trainer backend.

The training-operator v1.9.4 defaulting webhooks (pkg/apis/kubeflow.org/v1/*_defaults.go) append their port to
the training container unless it has a port of that name, read the number from the port of that name (MASTER_PORT,
TF_CONFIG, ...), and create each replica's headless Service with one port per container port
(pkg/core/service.go GetPortsFromJob: name and number, protocol left to TCP). So a port may take the operator's
name to change its number, but another name on the operator's number, or two ports with one number, gives a
Service the API server refuses.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from kfgen.api import Obj
from kfgen.features.base import Feature
from kfgen.model import Context
from kfgen.results import Result, error

# framework -> (name, number) of the port its operator adds (training-operator v1.9.4; MPIJob adds none)
OPERATOR_PORTS = {
    "pytorch": ("pytorchjob-port", 23456),
    "tensorflow": ("tfjob-port", 2222),
    "xgboost": ("xgboostjob-port", 9999),
    "paddle": ("master", 36543),
    "jax": ("jaxjob-port", 6666),
}
METRICS = "metrics"
TRAINER = (
    "not supported by the trainer backend: a TrainJob runtime patch cannot carry container ports "
    "(Trainer v2.3.0 patches a container's env, volumeMounts and securityContext only)"
)
SERVICE = "the operator's per-replica Service has one port per number"


def _lists(ctx: Context, role: str | None) -> Iterator[tuple[str, list[Any]]]:
    """(field, list) of every `ports` list that makes up a role's ports (or the spec-wide ones), highest first."""
    paths = [("roles", role, "ports"), ("ports",)] if role else [("ports",)]
    for path in paths:
        for prefix, layer in ctx.authored:
            value: Any = layer
            for key in path:
                value = value.get(key) if isinstance(value, dict) else None
            if isinstance(value, list):
                yield prefix + "".join(f".{key}" for key in path), value


def _where(ctx: Context, role: str, name: str, attribute: str | None = None) -> str:
    """The field of a role's merged port in the layer that set it (or its `attribute`)."""
    for field, items in _lists(ctx, role):
        for index, item in enumerate(items):
            if isinstance(item, dict) and item.get("name") == name and (attribute is None or attribute in item):
                return f"{field}[{index}]" + (f".{attribute}" if attribute else "")
    return ctx.field("ports")


def check(ctx: Context) -> Iterator[Result]:
    if ctx.profile.runtime:
        if ctx.origin("ports") in ("spec", "override"):
            yield error(TRAINER, ctx.ref, ctx.field("ports"))
        return  # roles.<role>.ports: the trainer backend refuses `roles` as a whole
    yield from _duplicate_names(ctx)
    for role in ctx.replicas:
        yield from _role(ctx, role)


def _duplicate_names(ctx: Context) -> Iterator[Result]:
    """Two ports of one name in one list: merging by name would keep one of them silently."""
    lists = dict(_lists(ctx, None))
    for _, layer in ctx.authored:
        for role in layer.get("roles") or {}:
            lists.update(_lists(ctx, role))
    for field, items in lists.items():
        first: dict[Any, int] = {}
        for index, item in enumerate(items):
            name = item.get("name") if isinstance(item, dict) else None
            if name in first:
                yield error(
                    f"duplicate port name {name!r}: also {field}[{first[name]}] (ports merge by name across layers)",
                    ctx.ref,
                    f"{field}[{index}].name",
                )
            elif name is not None:
                first[name] = index


def _role(ctx: Context, role: str) -> Iterator[Result]:
    ports = ctx.role_specs[role].get("ports") or []
    metrics = ctx.spec.get("metrics")
    names: dict[str, str] = {}
    numbers: dict[int, str] = {}
    if metrics:
        names[METRICS] = numbers[metrics["port"]] = f"the metrics port ({ctx.field('metrics', 'port')})"
    for port in ports:
        name, number = port["name"], port["containerPort"]
        if name in names:
            if name == METRICS:  # two of one name in a list: reported by _duplicate_names
                field = _where(ctx, role, name, "name")
                yield error(f"duplicate port name {name!r}: also {names[name]}", ctx.ref, field)
            continue
        names[name] = _where(ctx, role, name)
        if number in numbers:
            yield error(
                f"duplicate containerPort {number}: also {numbers[number]} ({SERVICE})",
                ctx.ref,
                _where(ctx, role, name, "containerPort"),
            )
        numbers.setdefault(number, names[name])
    yield from _operator_port(ctx, role, ports)


def _operator_port(ctx: Context, role: str, ports: list[Obj]) -> Iterator[Result]:
    if ctx.framework.name not in OPERATOR_PORTS:
        return
    name, number = OPERATOR_PORTS[ctx.framework.name]
    if any(port["name"] == name for port in ports):
        return  # the operator keeps it and adds none
    adds = (
        f"the training operator adds the port {name} ({number}) to the {ctx.container_name} container unless "
        f"a port is named {name}, and two ports {number} break its per-replica Service"
    )
    for port in ports:
        if port["containerPort"] == number:
            yield error(
                f"{adds}: name this port {name} or use another number",
                ctx.ref,
                _where(ctx, role, port["name"], "containerPort"),
            )
    metrics = ctx.spec.get("metrics")
    if metrics and metrics["port"] == number:
        yield error(f"{adds}: use another metrics port", ctx.ref, ctx.field("metrics", "port"))


FEATURE = Feature("ports", check=check)
