"""A pod template read back as spec fields: the inverse of kfgen.render.pod, shared by every workload's `read_back`.

Only what kfgen's own rendering would write back the same is read as a first-class field (a volume kfgen would
mount differently, a resource it would limit otherwise, stays in the template); kfgen.migrate carries the rest of
the template as a pod patch. What kfgen writes itself (security contexts, its ServiceAccount, its labels) is not
read: it comes back on the next render.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from kfgen import api
from kfgen.api import Obj
from kfgen.render.pod import AUTO_SHARED_MEMORY

GPU_RESOURCE = "nvidia.com/gpu"
GPU_TOLERATION = {"key": GPU_RESOURCE, "operator": "Exists", "effect": "NoSchedule"}
RESOURCE_FIELDS = (("cpu", "cpu"), ("memory", "memory"), ("ephemeral-storage", "ephemeralStorage"))
CONTAINER_FIELDS = ("image", "imagePullPolicy", "command", "args", "workingDir")
SHM_PATH = "/dev/shm"


class PodRead(NamedTuple):
    settings: Obj  # the role's own fields (image, command, env, resources, ports, placement)
    pod: Obj  # spec-level fields (containerName, volumes, sharedMemory, serviceAccount, priorityClassName, ...)


def main_container(template: Obj, default: str) -> Obj | None:
    containers = [c for c in (template.get("spec") or {}).get("containers") or [] if isinstance(c, dict)]
    named = [c for c in containers if c.get("name") == default]
    return named[0] if named else (containers[0] if containers else None)


def read_pod(template: Obj, default_container: str, name: str) -> PodRead:
    """`name`: the spec's name (kfgen's generated ServiceAccount is `<name>-kfgen`)."""
    spec = template.get("spec") or {}
    main = main_container(template, default_container) or {}
    settings: Obj = {k: main[k] for k in CONTAINER_FIELDS if k in main}
    pod: Obj = {}
    if main.get("name") not in (None, default_container):
        pod["containerName"] = main["name"]
    env = read_env(main.get("env"))
    if env:
        settings["env"] = env
    ports = [p for p in main.get("ports") or [] if _plain_port(p)]
    if ports and len(ports) == len(main.get("ports") or []):
        settings["ports"] = [{"name": p["name"], "containerPort": p["containerPort"]} for p in ports]
    gpus, resources = read_resources(main.get("resources"))
    if resources:
        settings["resources"] = resources
    settings.update(_placement(spec, gpus))
    account = spec.get("serviceAccountName")
    if account and account != f"{name}{api.GENERATED_ACCOUNT_SUFFIX}":
        pod["serviceAccount"] = account
    for key in ("priorityClassName", "schedulerName"):
        if key in spec:
            pod[key] = spec[key]
    pod.update(read_volumes(spec.get("volumes"), main.get("volumeMounts"), gpus))
    return PodRead(settings, pod)


def _placement(spec: Obj, gpus: int) -> Obj:
    out: Obj = {}
    if isinstance(spec.get("nodeSelector"), dict) and spec["nodeSelector"]:
        out["nodeSelector"] = dict(spec["nodeSelector"])
    tolerations = [dict(t) for t in spec.get("tolerations") or [] if isinstance(t, dict)]
    if gpus and tolerations and tolerations[-1] == GPU_TOLERATION:
        tolerations.pop()  # kfgen adds it to every GPU pod
    if tolerations:
        out["tolerations"] = tolerations
    return out


def _plain_port(port: Any) -> bool:
    return (
        isinstance(port, dict)
        and set(port) <= {"name", "containerPort", "protocol"}
        and "name" in port
        and port.get("name") != "metrics"
        and port.get("protocol", "TCP") == "TCP"
    )


def read_env(env: Any) -> Obj:
    """The variables a spec's `env` map writes back the same (kfgen.render.pod.env_value); others stay in the pod."""
    out: Obj = {}
    for item in env if isinstance(env, list) else []:
        value = _env_value(item) if isinstance(item, dict) else None
        if value is not None:
            out[item["name"]] = value
    return out


def _env_value(item: Obj) -> Any:
    if set(item) == {"name", "value"} and isinstance(item["value"], str):
        return item["value"]
    source = item.get("valueFrom")
    if set(item) != {"name", "valueFrom"} or not isinstance(source, dict) or len(source) != 1:
        return None
    for kind, key in (("secretKeyRef", "secret"), ("configMapKeyRef", "configMap")):
        ref = source.get(kind)
        if isinstance(ref, dict) and {"name", "key"} <= set(ref) <= {"name", "key", "optional"}:
            return {key: ref["name"], "key": ref["key"], **({"optional": ref["optional"]} if "optional" in ref else {})}
    field = source.get("fieldRef")
    if isinstance(field, dict) and set(field) == {"fieldPath"}:
        return {"field": field["fieldPath"]}
    return None


def read_resources(given: Any) -> tuple[int, Obj]:
    """(GPUs, the spec's `resources`) of a container's requests and limits, where kfgen would write them back."""
    requests = (given or {}).get("requests") or {} if isinstance(given, dict) else {}
    limits = (given or {}).get("limits") or {} if isinstance(given, dict) else {}
    out: Obj = {}
    spec_limits: Obj = {}
    for key, field in RESOURCE_FIELDS:
        if key in requests:
            if key not in limits:
                continue  # a request without a limit needs an Environment's policy: the pod patch carries it
            out[field] = str(requests[key])
            if str(limits[key]) != str(requests[key]):
                spec_limits[field] = str(limits[key])
        elif key in limits:
            spec_limits[field] = str(limits[key])
    if spec_limits:
        out["limits"] = spec_limits
    gpus = _gpus(requests, limits)
    if gpus:
        out["gpu"] = gpus
    return gpus, out


def _gpus(requests: Obj, limits: Obj) -> int:
    text = str(limits.get(GPU_RESOURCE, requests.get(GPU_RESOURCE, "0")))
    if not text.isdigit() or str(requests.get(GPU_RESOURCE, text)) != text:
        return 0
    return int(text)


def read_volumes(volumes: Any, mounts: Any, gpus: int) -> Obj:
    """The spec's `volumes` and `sharedMemory` from a pod's volumes and its container's mounts."""
    by_name = (
        {v["name"]: v for v in volumes if isinstance(v, dict) and "name" in v} if isinstance(volumes, list) else {}
    )
    out: Obj = {}
    read: list[Obj] = []
    shm = False
    for mount in mounts if isinstance(mounts, list) else []:
        volume = by_name.get(mount.get("name")) if isinstance(mount, dict) else None
        if volume is None:
            continue
        if mount.get("mountPath") == SHM_PATH and mount.get("name") == "dshm":
            shm = "sizeLimit" in (volume.get("emptyDir") or {})
            size = _shared_memory(volume, gpus)
            if size is not None:
                out["sharedMemory"] = size
            continue
        item = _volume(volume, mount)
        if item is not None:
            read.append(item)
    if gpus and not shm:
        out["sharedMemory"] = "0"
    if read:
        out["volumes"] = read
    return out


def _shared_memory(volume: Obj, gpus: int) -> str | None:
    empty = volume.get("emptyDir") or {}
    size = empty.get("sizeLimit")
    if size is None:  # unbounded needs an Environment's policy: the pod patch carries the volume
        return "0" if gpus else None
    if gpus and str(size) == AUTO_SHARED_MEMORY:
        return None
    return str(size)


def _volume(volume: Obj, mount: Obj) -> Obj | None:
    """A spec volume kfgen renders as this pod volume and mount, or None (it stays in the pod patch)."""
    if not set(mount) <= {"name", "mountPath", "readOnly", "subPath"} or len(volume) != 2:
        return None
    read_only = bool(mount.get("readOnly", False))
    out: Obj = {"name": volume["name"], "path": mount["mountPath"]}
    claim, config, secret, empty = (volume.get(k) for k in ("persistentVolumeClaim", "configMap", "secret", "emptyDir"))
    if isinstance(claim, dict) and set(claim) <= {"claimName", "readOnly"}:
        if bool(claim.get("readOnly", False)) != read_only:
            return None
        out["claim"] = claim["claimName"]
        if read_only:
            out["readOnly"] = True
    elif isinstance(config, dict) and set(config) == {"name"} and read_only:
        out["configMap"] = config["name"]
    elif isinstance(secret, dict) and set(secret) == {"secretName"} and read_only:
        out["secret"] = secret["secretName"]
    elif isinstance(empty, dict) and set(empty) == {"sizeLimit"} and not read_only:
        out["emptyDir"] = str(empty["sizeLimit"])
    else:
        return None
    if "subPath" in mount:
        out["subPath"] = mount["subPath"]
    return out
