"""The expansion of a checked Context into Kubernetes objects."""

from __future__ import annotations

from typing import Any

from kfgen import delivery, envorder, merge, names, podresources, security, units
from kfgen.frameworks import RUNTIME_JOBS, TRAINER_API_VERSION, TRAINER_CONTAINER, V1_API_VERSION
from kfgen.model import AUTO_SHARED_MEMORY, Context
from kfgen.results import Result

Obj = dict[str, Any]

MANAGER = "kfgen.dev/kfgen"
SPEC_LABEL = "kfgen.dev/trainingspec"
ROLE_LABEL = "kfgen.dev/role"
REVISION_LABEL = "kfgen.dev/revision"
QUEUE_LABEL = "kueue.x-k8s.io/queue-name"
HASH_ANNOTATION = "kfgen.dev/spec-hash"
ENV_ANNOTATION = "kfgen.dev/environment"
SOURCE_ANNOTATION = "kfgen.dev/source"


def objects(ctx: Context) -> tuple[list[Obj], list[Result]]:
    results: list[Result] = []
    out: list[Obj] = []
    if not names.shared_service_account(ctx):
        out.append(service_account(ctx))
    job, job_results = trainjob(ctx) if ctx.trainer else v1_job(ctx)
    out.append(job)
    results += job_results
    if "metrics" in ctx.spec:
        out += monitoring(ctx)
    return out, results


# metadata -------------------------------------------------------------------------------------------


def labels(ctx: Context, component: str) -> dict[str, str]:
    return {
        "app.kubernetes.io/name": ctx.name,
        "app.kubernetes.io/component": component,
        "app.kubernetes.io/part-of": ctx.name,
        "app.kubernetes.io/managed-by": "kfgen",
        SPEC_LABEL: ctx.name,
        **(ctx.env.get("labels") or {}),
        **(ctx.spec.get("labels") or {}),
    }


def common_annotations(ctx: Context) -> dict[str, str]:
    out = {HASH_ANNOTATION: ctx.spec_hash}
    if ctx.env_name:
        out[ENV_ANNOTATION] = ctx.env_name
    return {**out, **(ctx.env.get("annotations") or {})}


def metadata(ctx: Context, name: str, component: str, extra_labels: dict[str, str] | None = None) -> Obj:
    return {
        "name": name,
        "namespace": ctx.namespace,
        "labels": {**labels(ctx, component), **(extra_labels or {})},
        "annotations": common_annotations(ctx),
    }


# containers and pods --------------------------------------------------------------------------------


def image(ctx: Context, ref: str) -> str:
    registry = ctx.env.get("registry")
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
    text = ("true" if value else "false") if isinstance(value, bool) else str(value)
    return {"name": name, "value": text}


def _optional(value: Obj) -> Obj:
    return {"optional": value["optional"]} if "optional" in value else {}


def env_list(ctx: Context, settings: Obj) -> list[Obj]:
    """By name, each variable after those it references as $(NAME): the same on every entry point."""
    env = envorder.container_env(ctx, settings)
    return [env_value(name, env[name]) for name in envorder.order(env)[0]]


def resources(ctx: Context, settings: Obj, gpus: int) -> Obj:
    given = settings.get("resources") or {}
    limits_given = given.get("limits") or {}
    requests: Obj = {}
    limits: Obj = {}
    for field, key in (("cpu", "cpu"), ("memory", "memory"), ("ephemeralStorage", "ephemeral-storage")):
        if field in given:
            requests[key] = str(given[field])
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
    size = str(ctx.spec.get("sharedMemory", "auto"))
    if size == "auto":
        return AUTO_SHARED_MEMORY if ctx.gpus(role) else None
    return None if units.quantity(size) == 0 else size


def volumes(ctx: Context, role: str) -> tuple[list[Obj], list[Obj]]:
    """(pod volumes, container volume mounts) of a role."""
    pod: list[Obj] = []
    mounts: list[Obj] = []
    shm = shared_memory(ctx, role)
    if shm:
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


def container(ctx: Context, role: str, name: str, mounts: list[Obj]) -> Obj:
    settings = ctx.role_specs[role]
    out: Obj = {"name": name, "image": image(ctx, settings["image"])}
    for key in ("imagePullPolicy", "command", "args", "workingDir"):
        if key in settings:
            out[key] = settings[key]
    env = env_list(ctx, settings)
    if env:
        out["env"] = env
    if "metrics" in ctx.spec:
        out["ports"] = [{"name": "metrics", "containerPort": ctx.spec["metrics"]["port"], "protocol": "TCP"}]
    out["resources"] = resources(ctx, settings, ctx.gpus(role))
    if mounts:
        out["volumeMounts"] = mounts
    out["securityContext"] = security.container_context(ctx)
    return out


def pod_labels(ctx: Context, role: str) -> dict[str, str]:
    return {**labels(ctx, "training"), ROLE_LABEL: role}


def pod_template(ctx: Context, role: str) -> tuple[Obj, list[Result]]:
    pod_volumes, mounts = volumes(ctx, role)
    spec: Obj = {}
    api_role = role in ctx.framework.operator_account_roles
    if not api_role or names.shared_service_account(ctx):
        spec["serviceAccountName"] = names.service_account(ctx)
    spec["automountServiceAccountToken"] = api_role
    spec["securityContext"] = security.pod_context(ctx)
    for key in ("priorityClassName", "schedulerName"):
        if key in ctx.spec:
            spec[key] = ctx.spec[key]
    main = container(ctx, role, ctx.framework.container, mounts)
    return _finish_template(ctx, role, spec, main, pod_volumes)


def _finish_template(ctx: Context, role: str, spec: Obj, main: Obj, pod_volumes: list[Obj]) -> tuple[Obj, list[Result]]:
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
        "metadata": {"labels": pod_labels(ctx, role), "annotations": {"sidecar.istio.io/inject": "false"}},
        "spec": spec,
    }
    patch = settings.get("podPatch")
    if patch:
        template = merge.layers(template, patch)
    return template, security.check_template(ctx, template, role) + podresources.check(ctx, template, role)


# jobs -----------------------------------------------------------------------------------------------


def run_policy(ctx: Context) -> Obj:
    given = ctx.spec.get("runPolicy") or {}
    out: Obj = {}
    if "cleanPodPolicy" in given:
        out["cleanPodPolicy"] = given["cleanPodPolicy"]
    if "ttlAfterFinished" in given and delivery.keeps_ttl(ctx):
        out["ttlSecondsAfterFinished"] = units.seconds(given["ttlAfterFinished"])
    if "deadline" in given:
        out["activeDeadlineSeconds"] = units.seconds(given["deadline"])
    if "backoffLimit" in given:
        out["backoffLimit"] = given["backoffLimit"]
    if "suspend" in given:
        out["suspend"] = given["suspend"]
    gang = ctx.spec.get("gang")
    if gang is not None:
        policy: Obj = {"minAvailable": gang.get("minAvailable", sum(ctx.replicas.values()))}
        for key in ("queue", "priorityClass"):
            if key in gang:
                policy[key] = gang[key]
        if "scheduleTimeout" in gang:
            policy["scheduleTimeoutSeconds"] = units.seconds(gang["scheduleTimeout"])
        out["schedulingPolicy"] = policy
    return out


def job_labels(ctx: Context) -> dict[str, str]:
    out = {QUEUE_LABEL: ctx.spec["queue"]} if ctx.spec.get("queue") else {}
    if ctx.revision_names:
        out[REVISION_LABEL] = ctx.revision
    return out


def job_metadata(ctx: Context) -> Obj:
    meta = metadata(ctx, names.job(ctx), "training", job_labels(ctx))
    meta["annotations"].update(delivery.job_annotations(ctx))
    meta["annotations"].update(ctx.spec.get("annotations") or {})
    return meta


def v1_job(ctx: Context) -> tuple[Obj, list[Result]]:
    fw, spec = ctx.framework, ctx.spec
    results: list[Result] = []
    body: Obj = {}
    policy = run_policy(ctx)
    if policy:
        body["runPolicy"] = policy
    elastic = spec.get("elastic")
    if elastic:
        body["elasticPolicy"] = elastic_policy(elastic)
    if "nprocPerNode" in spec:
        if fw.name == "mpi":
            body["slotsPerWorker"] = spec["nprocPerNode"]
        else:
            body["nprocPerNode"] = str(spec["nprocPerNode"])
    replica_specs: Obj = {}
    for role, count in ctx.replicas.items():
        template, template_results = pod_template(ctx, role)
        results += template_results
        restart = ctx.role_specs[role].get("restartPolicy", fw.restart_policy)
        replica_specs[fw.roles[role]] = {"replicas": count, "restartPolicy": restart, "template": template}
    body[fw.replica_key] = replica_specs
    job = {"apiVersion": V1_API_VERSION, "kind": fw.kind, "metadata": job_metadata(ctx), "spec": body}
    return job, results


ELASTIC_FIELDS = (
    ("rdzvHost", "host"),
    ("rdzvPort", "port"),
    ("rdzvId", "id"),
    ("standalone", "standalone"),
    ("maxRestarts", "maxRestarts"),
    ("metrics", "metrics"),
)


def elastic_policy(elastic: Obj) -> Obj:
    out: Obj = {
        "minReplicas": elastic["min"],
        "maxReplicas": elastic["max"],
        "rdzvBackend": elastic.get("rendezvous", "c10d"),
    }
    out.update({field: elastic[key] for field, key in ELASTIC_FIELDS if key in elastic})
    if elastic.get("conf"):
        out["rdzvConf"] = [{"key": key, "value": value} for key, value in sorted(elastic["conf"].items())]
    return out


def trainjob(ctx: Context) -> tuple[Obj, list[Result]]:
    spec = ctx.spec
    settings = ctx.role_specs["worker"]
    runtime = str(spec.get("runtime") or ctx.framework.runtime)
    trainer: Obj = {"image": image(ctx, settings["image"])} if "image" in settings else {}
    for key in ("command", "args"):
        if key in settings:
            trainer[key] = settings[key]
    env = env_list(ctx, settings)
    if env:
        trainer["env"] = env
    trainer["numNodes"] = ctx.replicas["worker"]
    if "nprocPerNode" in spec:
        trainer["numProcPerNode"] = spec["nprocPerNode"]
    per_node = resources(ctx, settings, ctx.gpus("worker"))
    if per_node:  # an empty one would replace what the runtime asks for
        trainer["resourcesPerNode"] = per_node
    kind = spec.get("runtimeKind", "ClusterTrainingRuntime")
    body: Obj = {"runtimeRef": {"name": runtime, "apiGroup": "trainer.kubeflow.org", "kind": kind}, "trainer": trainer}
    policy = spec.get("runPolicy") or {}
    if "deadline" in policy:
        body["activeDeadlineSeconds"] = units.seconds(policy["deadline"])
    if "suspend" in policy:
        body["suspend"] = policy["suspend"]
    template, results = trainer_pod_patch(ctx)
    jobs = [
        {"name": rjob, "template": {"spec": {"template": template}}} for rjob in RUNTIME_JOBS.get(runtime, ("node",))
    ]
    patch = {"template": {"spec": {"replicatedJobs": jobs}}}
    body["runtimePatches"] = [{"manager": MANAGER, "trainingRuntimeSpec": patch}]
    job = {"apiVersion": TRAINER_API_VERSION, "kind": "TrainJob", "metadata": job_metadata(ctx), "spec": body}
    return job, results


def trainer_pod_patch(ctx: Context) -> tuple[Obj, list[Result]]:
    """The parts of the pod template a TrainJob runtime patch may carry."""
    pod_volumes, mounts = volumes(ctx, "worker")
    spec: Obj = {"serviceAccountName": names.service_account(ctx), "securityContext": security.pod_context(ctx)}
    main: Obj = {"name": TRAINER_CONTAINER}
    if mounts:
        main["volumeMounts"] = mounts
    main["securityContext"] = security.container_context(ctx)
    return _finish_template(ctx, "worker", spec, main, pod_volumes)


# RBAC and monitoring --------------------------------------------------------------------------------


def service_account(ctx: Context) -> Obj:
    return {
        "apiVersion": "v1",
        "kind": "ServiceAccount",
        "metadata": metadata(ctx, names.service_account(ctx), "rbac"),
        "automountServiceAccountToken": False,
    }


def monitoring(ctx: Context) -> list[Obj]:
    metrics = ctx.spec["metrics"]
    settings = ctx.env.get("monitoring") or {}
    kind = metrics.get("monitor") or settings.get("monitor") or "ServiceMonitor"
    endpoint: Obj = {
        "path": metrics.get("path", "/metrics"),
        "interval": metrics.get("interval") or settings.get("interval") or "30s",
    }
    monitor_meta = metadata(ctx, ctx.name, "metrics", settings.get("labels"))
    if kind == "PodMonitor":
        return [
            {
                "apiVersion": "monitoring.coreos.com/v1",
                "kind": "PodMonitor",
                "metadata": monitor_meta,
                "spec": {
                    "selector": {"matchLabels": {SPEC_LABEL: ctx.name}},
                    "podMetricsEndpoints": [{"portNumber": metrics["port"], **endpoint}],
                },
            }
        ]
    service = {
        "apiVersion": "v1",
        "kind": "Service",
        "metadata": metadata(ctx, names.metrics_service(ctx), "metrics"),
        "spec": {
            "clusterIP": "None",
            "selector": {SPEC_LABEL: ctx.name},
            "ports": [{"name": "metrics", "port": metrics["port"], "targetPort": metrics["port"], "protocol": "TCP"}],
        },
    }
    monitor = {
        "apiVersion": "monitoring.coreos.com/v1",
        "kind": "ServiceMonitor",
        "metadata": monitor_meta,
        "spec": {
            "selector": {"matchLabels": {SPEC_LABEL: ctx.name, "app.kubernetes.io/component": "metrics"}},
            "endpoints": [{"port": "metrics", **endpoint}],
        },
    }
    return [service, monitor]
