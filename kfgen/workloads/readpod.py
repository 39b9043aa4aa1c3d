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
from kfgen.schema import UNLIMITED
from kfgen.workloads import readtracking

GPU_RESOURCE = "nvidia.com/gpu"
GPU_TOLERATION = {"key": GPU_RESOURCE, "operator": "Exists", "effect": "NoSchedule"}
RESOURCE_FIELDS = (("cpu", "cpu"), ("memory", "memory"), ("ephemeral-storage", "ephemeralStorage"))
CONTAINER_FIELDS = ("image", "imagePullPolicy", "command", "args", "workingDir")
SHM_PATH = "/dev/shm"
GPU_PRODUCT_LABEL = "nvidia.com/gpu.product"
METRICS_PORT = "metrics"


class PodRead(NamedTuple):
    settings: Obj  # the role's own fields (image, command, env, resources, ports, placement)
    pod: Obj  # spec-level fields (containerName, volumes, sharedMemory, serviceAccount, priorityClassName, ...)


def main_container(template: Obj, default: str) -> Obj | None:
    containers = [c for c in (template.get("spec") or {}).get("containers") or [] if isinstance(c, dict)]
    named = [c for c in containers if c.get("name") == default]
    return named[0] if named else (containers[0] if containers else None)


def read_pod(template: Obj, default_container: str, name: str, environment: Obj | None = None) -> PodRead:
    """`name`: the spec's name (kfgen's generated ServiceAccount is `<name>-kfgen`); `environment`: the Environment
    the pod was rendered in (None: none), whose policy allows what a spec alone cannot say."""
    spec = template.get("spec") or {}
    main = main_container(template, default_container) or {}
    settings: Obj = {k: main[k] for k in CONTAINER_FIELDS if k in main}
    pod: Obj = {}
    if main.get("name") not in (None, default_container):
        pod["containerName"] = main["name"]
    mlflow, env = readtracking.read_mlflow(read_env(main.get("env")), environment)
    if mlflow is not None:
        pod["tracking"] = {"mlflow": mlflow}
    if env:
        settings["env"] = env
    _ports(main.get("ports"), settings, pod)
    burstable, unbounded = _allowed(environment)
    gpus, resources = read_resources(main.get("resources"), burstable)
    if resources:
        settings["resources"] = resources
    elif (_env_spec(environment).get("defaults") or {}).get("resources"):
        settings["resources"] = None  # none at all: the Environment's default resources are taken away
    settings.update(_placement(spec, gpus))
    products = _gpu_products(spec.get("affinity"))
    if gpus and products:
        pod["gpu"] = {"products": products}
    account = spec.get("serviceAccountName")
    if account and account != f"{name}{api.GENERATED_ACCOUNT_SUFFIX}":
        pod["serviceAccount"] = account
    for key in ("priorityClassName", "schedulerName"):
        if key in spec:
            pod[key] = spec[key]
    pod.update(read_volumes(spec.get("volumes"), main.get("volumeMounts"), gpus, unbounded))
    return PodRead(settings, pod)


def _allowed(environment: Obj | None) -> tuple[bool, bool]:
    """Whether a CPU request without a limit and a /dev/shm without a size limit are the spec's: where the Environment
    allows them, and without one (the platform's allowances are unknown: the spec says what the job does, and the
    import's review names the Environment setting it needs, spec.policy.burstableCpu, unboundedSharedMemory)."""
    policy = _env_spec(environment).get("policy") or {}
    unknown = environment is None
    return unknown or policy.get("burstableCpu") is True, unknown or policy.get("unboundedSharedMemory") is True


def _env_spec(environment: Obj | None) -> Obj:
    spec = (environment or {}).get("spec")
    return spec if isinstance(spec, dict) else {}


def _ports(given: Any, settings: Obj, pod: Obj) -> None:
    """The spec's `ports` and `metrics.port` (kfgen writes the metrics port last), where all ports are plain."""
    ports = given if isinstance(given, list) else []
    if not ports or not all(_plain_port(p) for p in ports):
        return
    last = ports[-1]
    if last["name"] == METRICS_PORT and last.get("protocol", "TCP") == "TCP":
        pod["metrics"] = {"port": last["containerPort"]}
        ports = ports[:-1]
    if any(p["name"] == METRICS_PORT for p in ports):
        pod.pop("metrics", None)
        return
    if ports:
        settings["ports"] = [{"name": p["name"], "containerPort": p["containerPort"], **_protocol(p)} for p in ports]


def _protocol(port: Obj) -> Obj:
    return {"protocol": port["protocol"]} if port.get("protocol", "TCP") != "TCP" else {}


def _gpu_products(affinity: Any) -> list[Any] | None:
    """The spec's `gpu.products` where the affinity is the one kfgen writes for them, else None."""
    terms = ((affinity or {}).get("nodeAffinity") or {}).get("requiredDuringSchedulingIgnoredDuringExecution") or {}
    if not isinstance(affinity, dict) or set(affinity) != {"nodeAffinity"} or not isinstance(terms, dict):
        return None
    if set(affinity["nodeAffinity"]) != {"requiredDuringSchedulingIgnoredDuringExecution"}:
        return None
    selector = terms.get("nodeSelectorTerms")
    if set(terms) != {"nodeSelectorTerms"} or not isinstance(selector, list) or len(selector) != 1:
        return None
    expressions = selector[0].get("matchExpressions") if isinstance(selector[0], dict) else None
    if set(selector[0]) != {"matchExpressions"} or not isinstance(expressions, list) or len(expressions) != 1:
        return None
    expression = expressions[0]
    values = expression.get("values") if isinstance(expression, dict) else None
    wanted = {"key": GPU_PRODUCT_LABEL, "operator": "In", "values": values}
    return list(values) if isinstance(values, list) and values and expression == wanted else None


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
        and isinstance(port.get("name"), str)
        and isinstance(port.get("containerPort"), int)
        and port.get("protocol", "TCP") in ("TCP", "UDP", "SCTP")
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


def read_resources(given: Any, burstable: bool = False) -> tuple[int, Obj]:
    """(GPUs, the spec's `resources`) of a container's requests and limits, where kfgen would write them back.

    `burstable`: the Environment allows a CPU request without a limit (`limits.cpu: unlimited`)."""
    requests = (given or {}).get("requests") or {} if isinstance(given, dict) else {}
    limits = (given or {}).get("limits") or {} if isinstance(given, dict) else {}
    out: Obj = {}
    spec_limits: Obj = {}
    for key, field in RESOURCE_FIELDS:
        if key in requests:
            if key not in limits and not (burstable and key == "cpu"):
                continue  # a request without a limit needs an Environment's policy: the pod patch carries it
            if key not in limits:
                out[field] = str(requests[key])
                spec_limits[field] = UNLIMITED
                continue
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


_GPU_DIGITS = 18  # an int64 holds any count of this many digits


def _gpus(requests: Obj, limits: Obj) -> int:
    text = str(limits.get(GPU_RESOURCE, requests.get(GPU_RESOURCE, "0")))
    if not text.isdigit() or len(text) > _GPU_DIGITS or str(requests.get(GPU_RESOURCE, text)) != text:
        return 0  # no count kfgen carries: the limit is said not imported (int() refuses 4,300 digits)
    return int(text)


def read_volumes(volumes: Any, mounts: Any, gpus: int, unbounded: bool = False) -> Obj:
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
            size = _shared_memory(volume, gpus, unbounded)
            shm = "sizeLimit" in (volume.get("emptyDir") or {}) or size == UNLIMITED
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


def _shared_memory(volume: Obj, gpus: int, unbounded: bool) -> str | None:
    """`unbounded`: the Environment allows a /dev/shm without a size limit."""
    empty = volume.get("emptyDir") or {}
    size = empty.get("sizeLimit")
    if size is None and unbounded and empty == {"medium": "Memory"}:
        return UNLIMITED
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
