"""What the spec's first-class fields write into a pod, checked with the API server's own rules at the field.

The port is kfgen.checks.apivalidation (k8s.io/kubernetes v1.35.4 ValidatePodSpec; the kubelet's image grammar):
the image after the Environment's registry prefix, node selectors, tolerations, GPU products (required node
affinity values) and the GPU resource (a container resource and a toleration key), volume sub-paths, and the
keys and field paths env references read (volume names are the schema's, on the merged spec). A pod patch
is checked on the patched template (kfgen.render.podvalidity).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from kfgen.checks.apivalidation import names
from kfgen.checks.apivalidation.fields import (
    descending_path,
    field_path_problem,
    image_messages,
    is_extended_resource_name,
    resource_name,
)
from kfgen.features.base import Feature
from kfgen.model import Context
from kfgen.render import pod
from kfgen.results import Result, error

REFUSED = "the API server refuses the pod"
# the pods request the resource and tolerate the taint of its name (kfgen.render.pod.gpu_toleration_key): a native
# name would request what no device plugin serves and tolerate a node's own taint (the control plane's, a cordon)
NOT_EXTENDED = (
    "must be an extended resource name, a device plugin's DOMAIN/NAME outside kubernetes.io (such as nvidia.com/gpu "
    "or amd.com/gpu): the pods request it and tolerate the taint of that name"
)
CONSEQUENCE = {"api": REFUSED, "kubelet": "the kubelet cannot pull it (InvalidImageName)"}


def check(ctx: Context) -> list[Result]:
    out = _images(ctx)
    for prefix, settings in ctx.container_settings:  # most specs set none of these: no generator per spec
        if settings.get("nodeSelector"):
            out += _node_selector(ctx, prefix, settings["nodeSelector"])
        if settings.get("tolerations"):
            out += _tolerations(ctx, prefix, settings["tolerations"])
        if settings.get("env"):
            out += _env(ctx, prefix, settings["env"])
    if "gpu" in ctx.spec:
        out += _gpu(ctx)
    if ctx.spec.get("volumes"):
        out += _volumes(ctx)
    return out


def _refused(ctx: Context, message: str, field: str) -> Result:
    return error(f"{message}; {REFUSED}", ctx.ref, field)


def _images(ctx: Context) -> list[Result]:
    images = {settings.get("image") for settings in ctx.role_specs.values()}
    if all(not image_messages(pod.image(ctx, image)) for image in images if isinstance(image, str)):
        return []
    out: list[Result] = []
    seen: set[str] = set()
    for role, settings in ctx.role_specs.items():
        found = image_messages(pod.image(ctx, settings["image"])) if isinstance(settings.get("image"), str) else ()
        field = ctx.field("roles", role, "image") if ctx.origin("roles", role, "image") else ctx.field("image")
        if found and field not in seen:
            seen.add(field)
            out += [error(f"{message}; {CONSEQUENCE[rule]}", ctx.ref, field) for message, rule in found]
    return out


def _node_selector(ctx: Context, prefix: tuple[str, ...], selector: Any) -> Iterator[Result]:
    for key, value in (selector or {}).items():
        for message in [*names.qualified_name(str(key)), *names.label_value(value)]:
            yield _refused(ctx, message, ctx.field(*prefix, "nodeSelector", key))


def _tolerations(ctx: Context, prefix: tuple[str, ...], tolerations: Any) -> Iterator[Result]:
    for index, toleration in enumerate(tolerations or []):
        at: tuple[str | int, ...] = (*prefix, "tolerations", index)
        key = toleration.get("key") or ""
        for message in names.qualified_name(key) if key else []:
            yield _refused(ctx, message, ctx.field(*at, "key"))
        if not key and toleration.get("operator") != "Exists":
            why = "a toleration without a key must have operator Exists (it matches every taint)"
            yield _refused(ctx, why, ctx.field(*at, "operator") if "operator" in toleration else ctx.field(*at))
        if "tolerationSeconds" in toleration and toleration.get("effect") != "NoExecute":
            why = "tolerationSeconds needs effect NoExecute"
            yield _refused(ctx, why, ctx.field(*at, "effect") if "effect" in toleration else ctx.field(*at))
        if toleration.get("operator") != "Exists":
            for message in names.label_value(toleration.get("value") or ""):
                yield _refused(ctx, message, ctx.field(*at, "value"))


def _env(ctx: Context, prefix: tuple[str, ...], env: Any) -> Iterator[Result]:
    for name, value in (env or {}).items():
        if not isinstance(value, dict):
            continue
        if "key" in value:
            for message in names.config_map_key(str(value["key"])):
                yield _refused(ctx, f"{value['key']!r}: {message}", ctx.field(*prefix, "env", name, "key"))
        if isinstance(value.get("field"), str):
            for message, _ in field_path_problem(value["field"]):
                yield _refused(ctx, message, ctx.field(*prefix, "env", name, "field"))


def _gpu(ctx: Context) -> Iterator[Result]:
    gpu = ctx.spec.get("gpu") or {}
    for index, product in enumerate(gpu.get("products") or []):
        for message in names.label_value(product):
            why = f"{message} (GPU products become the values of a required node affinity)"
            yield _refused(ctx, why, ctx.field("gpu", "products", index))
    if "resource" in gpu:
        messages = [*resource_name(gpu["resource"]), *names.qualified_name(pod.gpu_toleration_key(ctx))]
        for message in dict.fromkeys(messages):
            yield _refused(ctx, f"{gpu['resource']!r}: {message}", ctx.field("gpu", "resource"))
        if not messages and not is_extended_resource_name(gpu["resource"]):
            yield error(f"{gpu['resource']!r}: {NOT_EXTENDED}", ctx.ref, ctx.field("gpu", "resource"))


def _volumes(ctx: Context) -> Iterator[Result]:
    for index, volume in enumerate(ctx.spec.get("volumes") or []):  # names: the schema's, on the merged spec
        sub_path = volume.get("subPath")
        if isinstance(sub_path, str):
            for message in descending_path(sub_path):
                yield _refused(ctx, message, ctx.volume_field(index, "subPath"))


FEATURE = Feature("podValidity", check=check)
