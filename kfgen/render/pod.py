"""The pod template and its containers: image, env, resources, volumes, placement, then the pod patch."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kfgen import api, merge, schema, units
from kfgen.api import Obj
from kfgen.checks import security, values
from kfgen.render import envorder, meta, podpolicy, podresources, podvalidity
from kfgen.results import Result

if TYPE_CHECKING:
    from kfgen.model import Context

AUTO_SHARED_MEMORY = "2Gi"


def image(ctx: Context, ref: str) -> str:
    return qualified_image(ctx.env.get("registry"), ref)


def qualified_image(registry: str | None, ref: str) -> str:
    """The image a container runs: `ref` with the Environment's registry in front unless it names a registry."""
    first = ref.split("/", 1)[0]
    qualified = "/" in ref and ("." in first or ":" in first or first == "localhost")
    return ref if qualified or not registry else f"{registry}/{ref}"


def env_value(name: str, value: Any) -> Obj:
    if isinstance(value, dict):
        if "secret" in value:
            ref = {"name": value["secret"], "key": value["key"], **_optional(value)}
            return {"name": name, "valueFrom": {"secretKeyRef": ref}}
        if "configMap" in value:
            ref = {"name": value["configMap"], "key": value["key"], **_optional(value)}
            return {"name": name, "valueFrom": {"configMapKeyRef": ref}}
        return {"name": name, "valueFrom": {"fieldRef": {"fieldPath": value["field"]}}}
    return {"name": name, "value": values.as_text(value)}


def _optional(value: Obj) -> Obj:
    return {"optional": value["optional"]} if "optional" in value else {}


def env_list(ctx: Context, role: str) -> list[Obj]:
    """By name, each variable after those it references as $(NAME): the same on every entry point."""
    env = envorder.container_env(ctx, role)
    return [env_value(name, env[name]) for name in envorder.order(env)[0]]


def resources(ctx: Context, settings: Obj, gpus: int) -> Obj:
    given = settings.get("resources") or {}
    limits_given = given.get("limits") or {}
    requests: Obj = {}
    limits: Obj = {}
    for field, key in (("cpu", "cpu"), ("memory", "memory"), ("ephemeralStorage", "ephemeral-storage")):
        if field in given:
            requests[key] = str(given[field])
        if limits_given.get(field) == schema.UNLIMITED:
            continue  # a request without a limit (the Environment's policy.burstableCpu allows it)
        if field in limits_given or field in given:
            limits[key] = str(limits_given.get(field, given.get(field)))
    if gpus:
        requests[ctx.gpu_resource] = str(gpus)
        limits[ctx.gpu_resource] = str(gpus)
    out: Obj = {}
    if requests:
        out["requests"] = requests
    if limits:
        out["limits"] = limits
    return out


def shared_memory(ctx: Context, role: str) -> str | None:
    """The sizeLimit of a role's /dev/shm, `unlimited` for none, or None for no /dev/shm."""
    size = str(ctx.spec.get("sharedMemory", "auto"))
    if size == "auto":
        return AUTO_SHARED_MEMORY if ctx.gpus(role) else None
    if size == schema.UNLIMITED:
        return size
    return None if units.quantity(size) == 0 else size


def volumes(ctx: Context, role: str) -> tuple[list[Obj], list[Obj]]:
    """(pod volumes, container volume mounts) of a role."""
    pod: list[Obj] = []
    mounts: list[Obj] = []
    shm = shared_memory(ctx, role)
    if shm == schema.UNLIMITED:
        pod.append({"name": "dshm", "emptyDir": {"medium": "Memory"}})
        mounts.append({"name": "dshm", "mountPath": "/dev/shm"})
    elif shm:
        pod.append({"name": "dshm", "emptyDir": {"medium": "Memory", "sizeLimit": shm}})
        mounts.append({"name": "dshm", "mountPath": "/dev/shm"})
    for volume in ctx.spec.get("volumes") or []:
        if volume.get("roles") and role not in volume["roles"]:
            continue
        name = volume["name"]
        read_only = bool(volume.get("readOnly", False))
        if "claim" in volume:
            claim: Obj = {"claimName": volume["claim"], **({"readOnly": True} if read_only else {})}
            source: Obj = {"persistentVolumeClaim": claim}
        elif "configMap" in volume:
            source, read_only = {"configMap": {"name": volume["configMap"]}}, True
        elif "secret" in volume:
            source, read_only = {"secret": {"secretName": volume["secret"]}}, True
        else:
            source = {"emptyDir": {"sizeLimit": str(volume["emptyDir"])}}
        pod.append({"name": name, **source})
        mount: Obj = {"name": name, "mountPath": volume["path"]}
        if read_only:
            mount["readOnly"] = True
        if "subPath" in volume:
            mount["subPath"] = volume["subPath"]
        mounts.append(mount)
    return pod, mounts


def gpu_toleration_key(ctx: Context) -> str:
    resource = ctx.gpu_resource
    return "nvidia.com/gpu" if resource.startswith("nvidia.com/") else resource


def placement(ctx: Context, role: str, settings: Obj) -> Obj:
    gpus = ctx.gpus(role)
    out: Obj = {}
    if settings.get("nodeSelector"):
        out["nodeSelector"] = dict(settings["nodeSelector"])
    products = (ctx.spec.get("gpu") or {}).get("products")
    if gpus and products:
        expression = {"key": "nvidia.com/gpu.product", "operator": "In", "values": list(products)}
        out["affinity"] = {
            "nodeAffinity": {
                "requiredDuringSchedulingIgnoredDuringExecution": {
                    "nodeSelectorTerms": [{"matchExpressions": [expression]}]
                }
            }
        }
    tolerations = [dict(t) for t in settings.get("tolerations") or []]
    key = gpu_toleration_key(ctx)
    if gpus and not any(t.get("key") == key or (t.get("operator") == "Exists" and "key" not in t) for t in tolerations):
        tolerations.append({"key": key, "operator": "Exists", "effect": "NoSchedule"})
    if tolerations:
        out["tolerations"] = tolerations
    return out


def container_ports(ctx: Context, role: str) -> list[Obj]:
    """A role's `ports` (merged by name across layers, the role's over the spec's), then the metrics port."""
    out = [
        {"name": p["name"], "containerPort": p["containerPort"], "protocol": p.get("protocol", "TCP")}
        for p in ctx.role_specs[role].get("ports") or []
    ]
    if "metrics" in ctx.spec:
        out.append({"name": "metrics", "containerPort": ctx.spec["metrics"]["port"], "protocol": "TCP"})
    return out


def container(ctx: Context, role: str, name: str, mounts: list[Obj]) -> Obj:
    settings = ctx.role_specs[role]
    out: Obj = {"name": name, "image": image(ctx, settings["image"])}
    for key in ("imagePullPolicy", "command", "args", "workingDir"):
        if key in settings:  # a list of its own: roles share the spec's, and a writer would alias a shared node
            out[key] = list(settings[key]) if isinstance(settings[key], list) else settings[key]
    env = env_list(ctx, role)
    if env:
        out["env"] = env
    ports = container_ports(ctx, role)
    if ports:
        out["ports"] = ports
    out["resources"] = resources(ctx, settings, ctx.gpus(role))
    if mounts:
        out["volumeMounts"] = mounts
    out["securityContext"] = security.container_context(ctx)
    return out


def finish_template(ctx: Context, role: str, spec: Obj, main: Obj, pod_volumes: list[Obj]) -> tuple[Obj, list[Result]]:
    """Placement, pull secrets, the container and volumes, pod metadata, then the user's pod patch."""
    settings = ctx.role_specs[role]
    spec.update(placement(ctx, role, settings))
    pull_secrets = ctx.env.get("imagePullSecrets")
    if pull_secrets:
        spec["imagePullSecrets"] = [{"name": s} for s in pull_secrets]
    spec["containers"] = [main]
    if pod_volumes:
        spec["volumes"] = pod_volumes
    template: Obj = {
        "metadata": {"labels": meta.pod_labels(ctx, role), "annotations": {api.ISTIO_INJECT_ANNOTATION: "false"}},
        "spec": spec,
    }
    patch = settings.get("podPatch")
    if patch:
        template = merge.layers(template, patch)
    checked = security.check_template(ctx, template, role) + podresources.check(ctx, template, role)
    checked += podpolicy.check(ctx, *_as_run(ctx, role, main, template), role)
    if checked:  # a field of the wrong type or a Pod Security control first (the pod rules would repeat a shape)
        return template, checked
    return template, podvalidity.check(ctx, template, role)


def _as_run(ctx: Context, role: str, main: Obj, template: Obj) -> tuple[Obj, Obj]:
    """kfgen's training container and the template as the pod runs them: a TrainJob's trainer container takes the
    resources kfgen writes per node (trainer.resourcesPerNode), which a runtime patch cannot change."""
    if "resources" in main:
        return main, template
    given = resources(ctx, ctx.role_specs[role], ctx.gpus(role))
    spec = template.get("spec")
    if not given or not isinstance(spec, dict) or not isinstance(spec.get("containers"), list):
        return main, template
    containers = [
        {**c, "resources": given} if isinstance(c, dict) and c.get("name") == main["name"] else c
        for c in spec["containers"]
    ]
    return {**main, "resources": given}, {**template, "spec": {**spec, "containers": containers}}
