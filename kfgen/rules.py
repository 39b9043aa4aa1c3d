"""Rules the schema cannot express: framework roles, backend features, names, secrets, quantities."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any

from kfgen import apivalidation, credentials, model, names, patchnulls, policy, schema, security, trainerpatch, units
from kfgen.model import Context
from kfgen.results import Result, error, warning
from kfgen.validate import PATTERN_MESSAGES, type_name

Rule = Callable[[Context], Iterator[Result]]

# Fields the Trainer v2 backend cannot carry (TrainJob and its runtime patches have no place for them).
TRAINER_UNSUPPORTED = {
    ("elastic",): "elastic training exists only on the v1 backend (PyTorchJob elasticPolicy)",
    ("runPolicy", "ttlAfterFinished"): "TrainJob has no TTL for finished jobs (kubeflow/trainer#4052)",
    ("runPolicy", "backoffLimit"): "TrainJob has no backoffLimit; the runtime sets it",
    ("runPolicy", "cleanPodPolicy"): "TrainJob has no cleanPodPolicy",
    ("gang",): "gang scheduling is the runtime's podGroupPolicy on the trainer backend",
    ("priorityClassName",): "TrainJob runtime patches cannot set priorityClassName",
    ("schedulerName",): "TrainJob runtime patches cannot set schedulerName",
    ("restartPolicy",): "the trainer runtime sets the restart policy",
    ("imagePullPolicy",): "TrainJob runtime patches cannot set imagePullPolicy",
    ("workingDir",): "TrainJob has no working directory field",
    ("roles",): "the trainer backend has one role (worker → numNodes)",
}
V1_ONLY_NPROC = {"pytorch", "mpi"}


def check(ctx: Context) -> list[Result]:
    return [result for rule in RULES for result in rule(ctx)]


def _backend(ctx: Context) -> Iterator[Result]:
    spec, fw = ctx.spec, ctx.framework
    if ctx.trainer and not fw.runtime and "runtime" not in spec:
        yield error(
            f"{fw.name} has no Trainer v2 runtime; use backend v1 or name one in spec.runtime",
            ctx.ref,
            ctx.field("backend"),
        )
    for key in ("runtime", "runtimeKind"):
        if not ctx.trainer and key in spec:
            yield error(f"{key} applies to backend trainer only", ctx.ref, ctx.field(key))
    if not ctx.trainer:
        yield from _images(ctx)
        return
    for path, why in TRAINER_UNSUPPORTED.items():
        if ctx.controller and path == ("runPolicy", "ttlAfterFinished"):
            continue  # the controller deletes finished TrainJobs itself
        if ctx.origin(*path) in ("spec", "override"):
            yield error(f"not supported by the trainer backend: {why}", ctx.ref, ctx.field(*path))
        elif ctx.origin(*path) == "environment":
            yield warning(f"ignored on the trainer backend: {why}", ctx.ref, ctx.field(*path))


def _images(ctx: Context) -> Iterator[Result]:
    """Every v1 role needs an image; a TrainJob may take the one its runtime names."""
    missing = [role for role in ctx.replicas if "image" not in ctx.role_specs[role]]
    removed = " (this override removes it)" if ctx.origin("image") == "override" else ""
    if missing and len(missing) == len(ctx.replicas):
        yield error(f"is required{removed}", ctx.ref, ctx.field("image"))
    elif missing:
        yield error(f"is required for role {missing[0]} (or set spec.roles.{missing[0]}.image)", ctx.ref, "spec.image")


MPI_LAUNCHER_PSA = (
    "the training operator adds an init container without a securityContext (kubectl-delivery) to the MPI "
    "launcher, which Pod Security restricted refuses: run MPIJobs in a namespace that enforces baseline, or use "
    "backend trainer"
)


PYTORCH_INIT_PSA = (
    "the training operator adds an init container (init-pytorch) to the workers of a PyTorchJob with a master, "
    "which Pod Security restricted refuses unless the operator runs with a restricted init container template "
    "(docs/training-operator/init-pytorch.yaml; then set trainingOperator.restrictedInitContainers in the "
    "Environment)"
)


def _pod_security(ctx: Context) -> Iterator[Result]:
    """Containers the operators add to kfgen's pods, which an Environment's restricted namespace refuses."""
    if ctx.trainer or ctx.env_name is None or security.profile(ctx) != "restricted":
        return
    if ctx.framework.name == "mpi":
        yield warning(MPI_LAUNCHER_PSA, ctx.ref, ctx.field("framework"))
    operator = ctx.env.get("trainingOperator") or {}
    if ctx.framework.name == "pytorch" and "master" in ctx.replicas and not operator.get("restrictedInitContainers"):
        yield warning(PYTORCH_INIT_PSA, ctx.ref, ctx.field("replicas", "master"))


def _roles(ctx: Context) -> Iterator[Result]:
    fw = ctx.framework
    allowed = ["worker"] if ctx.trainer else list(fw.roles)
    where = "the trainer backend" if ctx.trainer else fw.name
    for role, count in ctx.replicas.items():
        if not isinstance(count, int):
            yield error("must be an integer, not a number", ctx.ref, ctx.field("replicas", role))
        elif role not in allowed:
            yield error(
                f"{where} has no role {role!r}; roles: {', '.join(allowed)}", ctx.ref, ctx.field("replicas", role)
            )
        elif role in fw.singletons and count > 1 and not ctx.trainer:
            yield error(f"{fw.name} allows at most 1 {role}", ctx.ref, ctx.field("replicas", role))
    for role in ctx.spec.get("roles") or {}:
        if role not in ctx.replicas:
            yield error(f"role {role!r} has no replicas", ctx.ref, ctx.field("roles", role))
    for role in fw.cpu_roles & set(ctx.replicas):
        if (ctx.spec.get("roles") or {}).get(role, {}).get("resources", {}).get("gpu"):
            yield warning(
                f"GPUs on a {role} replica are rarely used; the {role} does not inherit spec GPUs",
                ctx.ref,
                ctx.field("roles", role, "resources", "gpu"),
            )


def _elastic(ctx: Context) -> Iterator[Result]:
    elastic = ctx.spec.get("elastic")
    if not elastic or ctx.trainer:
        return
    if not ctx.framework.elastic:
        yield error(
            f"elastic training exists only for pytorch (PyTorchJob), not {ctx.framework.name}",
            ctx.ref,
            ctx.field("elastic"),
        )
        return
    low, high = elastic["min"], elastic["max"]
    if low > high:
        yield error(f"min ({low}) must be ≤ max ({high})", ctx.ref, ctx.field("elastic", "min"))
    workers = ctx.replicas.get("worker")
    if workers is None:
        yield error("elastic training needs worker replicas", ctx.ref, ctx.field("replicas"))
    elif low <= high and not low <= workers <= high and ctx.origin("replicas", "worker") is None:
        yield error(
            f"replicas.worker is not set and its default ({workers}) is not between elastic.min ({low}) "
            f"and elastic.max ({high}); set spec.replicas.worker",
            ctx.ref,
            ctx.field("elastic"),
        )
    elif low <= high and not low <= workers <= high:
        yield error(
            f"must be between elastic.min ({low}) and elastic.max ({high})", ctx.ref, ctx.field("replicas", "worker")
        )
    if elastic.get("rendezvous", "c10d").startswith("etcd") and not elastic.get("host"):
        yield error("an etcd rendezvous needs host", ctx.ref, ctx.field("elastic", "host"))


def _nproc(ctx: Context) -> Iterator[Result]:
    if "nprocPerNode" in ctx.spec and not ctx.trainer and ctx.framework.name not in V1_ONLY_NPROC:
        yield error(
            f"{ctx.framework.name} jobs have no processes-per-node setting (pytorch, mpi and the trainer backend do)",
            ctx.ref,
            ctx.field("nprocPerNode"),
        )


def _names(ctx: Context) -> Iterator[Result]:
    problem = names.check(ctx)
    if problem:
        yield error(problem, ctx.ref, "metadata.name")
    namespace = (ctx.source.get("metadata") or {}).get("namespace")
    if namespace is not None and not (DNS_LABEL.fullmatch(str(namespace)) and len(str(namespace)) <= names.MAX_LABEL):
        yield error(PATTERN_MESSAGES[schema.DNS_LABEL_PATTERN], ctx.ref, "metadata.namespace")
    for prefix, settings in _metadata_maps(ctx):
        for key, value in (settings.get("labels") or {}).items():
            if value is None:
                continue  # a pod patch's null removes the label
            problem = apivalidation.key_problem(key) or apivalidation.label_value_problem(value)
            if problem:
                yield error(problem, ctx.ref, _field(ctx, (*prefix, "labels", key)))
        annotations = settings.get("annotations") or {}
        for key in annotations:
            problem = apivalidation.key_problem(key)
            if problem:
                yield error(problem, ctx.ref, _field(ctx, (*prefix, "annotations", key)))
        problem = apivalidation.annotations_size_problem(annotations) if isinstance(annotations, dict) else None
        if problem:
            yield error(problem, ctx.ref, _field(ctx, (*prefix, "annotations")))


def _metadata_maps(ctx: Context) -> Iterator[tuple[tuple[str, ...], dict[str, Any]]]:
    """The spec's labels and annotations, and the pod metadata of its pod patches."""
    yield (), ctx.spec
    for prefix, settings in _settings(ctx):
        meta = (settings.get("podPatch") or {}).get("metadata")
        if isinstance(meta, dict):
            yield (
                (*prefix, "podPatch", "metadata"),
                {k: v for k, v in meta.items() if k in ("labels", "annotations") and isinstance(v, dict)},
            )


def _field(ctx: Context, path: tuple[str, ...]) -> str:
    return credentials.field_of(ctx, path)


DNS_LABEL = re.compile(schema.DNS_LABEL_PATTERN)


def _placement(ctx: Context) -> Iterator[Result]:
    for prefix, settings in _settings(ctx):
        for index, toleration in enumerate(settings.get("tolerations") or []):
            if toleration.get("operator") == "Exists" and toleration.get("value"):
                yield error(
                    "must be empty when operator is Exists", ctx.ref, ctx.field(*prefix, "tolerations", index, "value")
                )


def _pod_patches(ctx: Context) -> Iterator[Result]:
    for prefix, settings in _settings(ctx):
        patch = (settings.get("podPatch") or {}).get("spec")
        if not isinstance(patch, dict):
            continue
        where = (*prefix, "podPatch", "spec")
        for key in ("containers", "initContainers", "volumes"):
            items = patch.get(key)
            if items is None:
                continue
            if not isinstance(items, list):
                yield error(f"must be a list, not {type_name(items)}", ctx.ref, ctx.field(*where, key))
                continue
            for index, item in enumerate(items):
                if not isinstance(item, dict) or not isinstance(item.get("name"), str):
                    why = f"pod patch {key} merge by name"
                    if key == "containers":
                        why += f" (the training container is {ctx.framework.container!r})"
                    yield error(f"is required: {why}", ctx.ref, ctx.field(*where, key, index, "name"))


def _settings(ctx: Context) -> list[tuple[tuple[str, ...], dict[str, Any]]]:
    """The spec's own container settings and each role's overrides, with their field prefixes."""
    roles = ctx.spec.get("roles") or {}
    return [((), ctx.spec), *((("roles", role), settings) for role, settings in roles.items())]


def _resources(ctx: Context) -> Iterator[Result]:
    for role, settings in ctx.role_specs.items():
        resources = settings.get("resources") or {}
        for name in ("cpu", "memory", "ephemeralStorage"):
            limit = (resources.get("limits") or {}).get(name)
            request = resources.get(name)
            if limit is not None and request is not None and units.quantity(limit) < units.quantity(request):
                # each from the layer that set it: a role's own resources, else the spec's (or the defaults')
                prefix = (
                    ("roles", role, "resources")
                    if ctx.origin("roles", role, "resources", "limits", name)
                    else ("resources",)
                )
                request_at = (
                    ("roles", role, "resources") if ctx.origin("roles", role, "resources", name) else ("resources",)
                )
                source = ""
                if ctx.origin(*request_at, name) == "environment":
                    source = f" (spec.defaults.{'.'.join(map(str, request_at))}.{name} of Environment {ctx.env_name})"
                yield error(
                    f"limit {limit} is below the request {request}{source}", ctx.ref, ctx.field(*prefix, "limits", name)
                )
        shm = ctx.spec.get("sharedMemory")
        memory = (resources.get("limits") or {}).get("memory") or resources.get("memory")
        if shm not in (None, "auto") and memory and units.quantity(shm) > units.quantity(memory):
            yield warning(
                f"/dev/shm ({shm}) counts against the memory limit ({memory}) of the {role}",
                ctx.ref,
                ctx.field("sharedMemory"),
            )
    if ctx.spec.get("gpu", {}).get("products") and not any(ctx.gpus(r) for r in ctx.replicas):
        yield warning("has no effect: no role requests GPUs", ctx.ref, ctx.field("gpu", "products"))


def _volume_field(ctx: Context, index: int, *rest: str) -> str:
    """The field of a merged volume in the layer that set it (volumes merge by name, indexes differ)."""
    name = (ctx.spec.get("volumes") or [])[index].get("name")
    override = ((ctx.source.get("spec") or {}).get("environments") or {}).get(ctx.env_name or "") or {}
    for layer, where in ((override, f"spec.environments.{ctx.env_name}"), (ctx.source.get("spec") or {}, "spec")):
        matches = [
            i
            for i, volume in enumerate(layer.get("volumes") or [])
            if isinstance(volume, dict)
            and (volume.get("name") == name or model.volume_name(volume) == name)
            and (not rest or rest[0] in volume)
        ]
        if matches:
            i = index if index in matches else matches[0]  # same-named volumes (an error itself) by position
            return f"{where}.volumes[{i}]" + "".join(f".{r}" for r in rest)
    return ctx.field("volumes", index, *rest)


def _volumes(ctx: Context) -> Iterator[Result]:
    paths: dict[str, str] = {}
    for index, volume in enumerate(ctx.spec.get("volumes") or []):
        sources = [k for k in ("claim", "configMap", "secret", "emptyDir") if k in volume]
        if len(sources) != 1:
            found = ", ".join(sources) if sources else "none"
            yield error(
                f"needs exactly one of claim, configMap, secret, emptyDir (found {found})",
                ctx.ref,
                _volume_field(ctx, index),
            )
        if volume["name"] == "dshm":
            yield error("the name dshm is reserved for shared memory", ctx.ref, _volume_field(ctx, index))
        if "path" not in volume:
            yield error("is required", ctx.ref, _volume_field(ctx, index, "path"))
            continue
        path = volume["path"].rstrip("/") or "/"
        if path == "/dev/shm":
            yield error("use spec.sharedMemory for /dev/shm", ctx.ref, _volume_field(ctx, index, "path"))
        if path in paths:
            yield error(
                f"mount path {path} is also used by volume {paths[path]!r}", ctx.ref, _volume_field(ctx, index, "path")
            )
        paths[path] = volume["name"]
        for role in volume.get("roles") or []:
            if role not in ctx.replicas:
                yield error(f"role {role!r} has no replicas", ctx.ref, _volume_field(ctx, index, "roles"))
    names_seen: set[str] = set()
    for index, volume in enumerate(ctx.spec.get("volumes") or []):
        if volume["name"] in names_seen:
            yield error(
                f"duplicate volume name {volume['name']!r} (a volume is named after its claim, configMap "
                "or secret); give one of them another name",
                ctx.ref,
                _volume_field(ctx, index),
            )
        names_seen.add(volume["name"])


def _tracking_and_metrics(ctx: Context) -> Iterator[Result]:
    mlflow = (ctx.spec.get("tracking") or {}).get("mlflow")
    if mlflow is not None and not (mlflow.get("trackingUri") or ctx.env.get("mlflow", {}).get("trackingUri")):
        yield error(
            "no MLflow tracking URI: set trackingUri here or mlflow.trackingUri in the Environment",
            ctx.ref,
            ctx.field("tracking", "mlflow"),
        )
    if credentials.secret_in_value((mlflow or {}).get("trackingUri", "")):
        yield error(URI_CREDENTIAL, ctx.ref, ctx.field("tracking", "mlflow", "trackingUri"))
    gang = ctx.spec.get("gang") or {}
    total = sum(ctx.replicas.values())
    if gang.get("minAvailable", 0) > total:
        yield error(f"must be ≤ the total replicas ({total})", ctx.ref, ctx.field("gang", "minAvailable"))


URI_CREDENTIAL = (
    "the URI carries a credential; remove it and set MLFLOW_TRACKING_USERNAME and "
    "MLFLOW_TRACKING_PASSWORD in env from a Secret: {secret: NAME, key: KEY}"
)

RULES: list[Rule] = [
    _backend,
    _pod_security,
    _roles,
    _elastic,
    _nproc,
    _names,
    credentials.check,
    _placement,
    _pod_patches,
    patchnulls.check,
    trainerpatch.check,
    _resources,
    _volumes,
    _tracking_and_metrics,
    policy.check,
]


def environment_problems(env: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """(field, message) of an Environment's problems beyond its schema."""
    spec = env.get("spec") or {}
    uri = (spec.get("mlflow") or {}).get("trackingUri", "")
    if credentials.secret_in_value(str(uri)):
        yield "spec.mlflow.trackingUri", URI_CREDENTIAL
    security = spec.get("security") or {}
    if security.get("profile", "restricted") == "restricted" and security.get("runAsUser") == 0:
        yield "spec.security.runAsUser", "must not be 0 with profile restricted (Pod Security restricted forbids root)"
    for where in ("labels", "annotations"):
        for key, value in (spec.get(where) or {}).items():
            problem = apivalidation.key_problem(str(key))
            if not problem and where == "labels":
                problem = apivalidation.label_value_problem(value)
            if not problem and credentials.secret_in_value(str(value)):
                problem = credentials.VALUE_MESSAGE
            if problem:
                yield f"spec.{where}.{key}", problem
