"""The kubeflow.org/v1 job family (training-operator v1.9.4): one table (kfgen.workloads.frameworks), one renderer.

The primary pod (the one Katib reads metrics from): training-operator v1.9.4 labels the pod IsMasterRole picks
`training.kubeflow.org/job-role: master`: PyTorchJob's Master or else worker 0, TFJob's Chief or Master or else
worker 0, XGBoostJob's Master, MPIJob's launcher and JAXJob's worker 0; a PaddleJob's only without a Master is none,
so its worker 0 is named by replica type and index.
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from kfgen import api
from kfgen.api import JOB_WHY, KindInfo, Obj, Phases
from kfgen.checks import security
from kfgen.model import Context
from kfgen.render import meta, names, pod, podresources, runpolicy
from kfgen.results import Result, error, warning
from kfgen.schema.base import INT32_MAX, INT64_MAX
from kfgen.workloads import profile
from kfgen.workloads.frameworks import FRAMEWORKS, Framework
from kfgen.workloads.profile import Range, ReadBack, Reading, Workload, mapping, replica_count

if TYPE_CHECKING:
    from kfgen.workloads import readpod

V1_ONLY_NPROC = {"pytorch", "mpi"}
# training-operator v1.9.4's JobConditionType (pkg/apis/kubeflow.org/v1/common_types.go)
PHASES = Phases(
    {c: c for c in ("Created", "Running", "Restarting", "Succeeded", "Failed")}, "Succeeded", "kubeflow-v1-job.lua"
)
KINDS = tuple(
    KindInfo(api.V1_API_VERSION, fw.kind, fw.kind.lower() + "s", why=JOB_WHY, watched=True, phases=PHASES)
    for fw in FRAMEWORKS.values()
)
JOB_NAME_LABEL = "training.kubeflow.org/job-name"
MASTER = {"training.kubeflow.org/job-role": "master"}
WORKER_ZERO = {"training.kubeflow.org/replica-type": "worker", "training.kubeflow.org/replica-index": "0"}
# Kueue v0.19.2 admits each v1 kind through its own integration, except MPIJob: Kueue's kubeflow.org/mpijob is
# mpi-operator's v2beta1 MPIJob, so the training-operator's v1 MPIJob has none.
NO_KUEUE_INTEGRATION = frozenset({"MPIJob"})
SCHEDULING = "spec.runPolicy.schedulingPolicy"
RANGES = (
    Range(("runPolicy", "ttlAfterFinished"), "v1", "spec.runPolicy.ttlSecondsAfterFinished", 0, INT32_MAX, True),
    Range(("runPolicy", "deadline"), "v1", "spec.runPolicy.activeDeadlineSeconds", 1, INT64_MAX, True),
    Range(("runPolicy", "backoffLimit"), "v1", "spec.runPolicy.backoffLimit", 0, INT32_MAX),
    Range(("gang", "minAvailable"), "v1", f"{SCHEDULING}.minAvailable", 1, INT32_MAX),
    Range(("gang", "scheduleTimeout"), "v1", f"{SCHEDULING}.scheduleTimeoutSeconds", 0, INT32_MAX, True),
    Range(("elastic", "maxRestarts"), "v1", "spec.elasticPolicy.maxRestarts", 0, INT32_MAX),
    Range(("nprocPerNode",), "mpi", "spec.slotsPerWorker", 1, INT32_MAX),
)  # fmt: skip


def render(ctx: Context) -> tuple[Obj, list[Result]]:
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
    job_meta = meta.metadata(ctx, names.job(ctx), "training")
    job = {"apiVersion": api.V1_API_VERSION, "kind": fw.kind, "metadata": job_meta, "spec": body}
    return job, results


def pod_template(ctx: Context, role: str) -> tuple[Obj, list[Result]]:
    pod_volumes, mounts = pod.volumes(ctx, role)
    spec: Obj = {}
    api_role = role in ctx.framework.operator_account_roles
    spec["serviceAccountName"] = names.service_account(ctx)  # the MPI launcher's too: see Framework
    spec["automountServiceAccountToken"] = api_role
    spec["securityContext"] = security.pod_context(ctx)
    for key in ("priorityClassName", "schedulerName"):
        if key in ctx.spec:
            spec[key] = ctx.spec[key]
    main = pod.container(ctx, role, ctx.container_name, mounts)
    return pod.finish_template(ctx, role, spec, main, pod_volumes)


def run_policy(ctx: Context) -> Obj:
    return runpolicy.render(ctx)


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


def hostnames(ctx: Context) -> list[str]:
    """`<job>-<replica type>-<index>` of every pod and its headless Service, and the metrics Service."""
    pods = [
        f"{ctx.job_name}-{ctx.framework.roles.get(role, role).lower()}-{count - 1}"
        for role, count in ctx.replicas.items()
    ]
    return [*pods, names.metrics_service(ctx)]


def check(ctx: Context) -> Iterator[Result]:
    for (key, *_), why in ctx.profile.unsupported.items():
        if key in ctx.spec:
            yield error(why, ctx.ref, ctx.field(key))
    yield from profile.images_required(ctx)
    yield from _container_name(ctx)
    yield from profile.one_container_name(ctx)
    yield from _operator_containers(ctx)
    if "nprocPerNode" in ctx.spec and ctx.framework.name not in V1_ONLY_NPROC:
        yield error(
            f"{ctx.framework.name} jobs have no processes-per-node setting (pytorch, mpi and the trainer backend do)",
            ctx.ref,
            ctx.field("nprocPerNode"),
        )


def _container_name(ctx: Context) -> Iterator[Result]:
    required = ctx.framework.container
    if ctx.framework.webhook_container and ctx.container_name != required:
        yield error(
            f"must be {required!r}: training-operator v1.9.4's {ctx.framework.kind} webhook refuses a job without a "
            f"container named {required} (backend job runs a container of any name)",
            ctx.ref,
            ctx.field("containerName"),
        )


MPI_LAUNCHER_PSA = (
    "the training operator adds an init container without a securityContext (kubectl-delivery) to the MPI "
    "launcher, which Pod Security restricted refuses: run MPIJobs in a namespace that enforces baseline, or use "
    "backend mpi-operator (no init container) or backend trainer"
)


PYTORCH_INIT_PSA = (
    "the training operator adds an init container (init-pytorch) to the workers of a PyTorchJob with a master, "
    "which Pod Security restricted refuses unless the operator runs with a restricted init container template "
    "(kfgen docs training-operator/init-pytorch.yaml prints one; then set trainingOperator.restrictedInitContainers "
    "in the Environment)"
)


def _operator_containers(ctx: Context) -> Iterator[Result]:
    """Containers the operator adds to kfgen's pods, which an Environment's restricted namespace refuses."""
    if ctx.env_name is None or security.profile(ctx) != "restricted":
        return
    if ctx.framework.name == "mpi":
        yield warning(MPI_LAUNCHER_PSA, ctx.ref, ctx.field("framework"))
    operator = ctx.env.get("trainingOperator") or {}
    with_init = "master" in ctx.replicas and ctx.replicas.get("worker", 0) > 0  # setInitContainer: workers, master
    if ctx.framework.name == "pytorch" and with_init and not operator.get("restrictedInitContainers"):
        yield warning(PYTORCH_INIT_PSA, ctx.ref, ctx.field("replicas", "master"))


def pod_templates(ctx: Context, job: Obj) -> list[Obj]:
    return [replica["template"] for replica in job["spec"][ctx.framework.replica_key].values()]


def pod_requests(job: Obj) -> list[tuple[int, dict[str, Decimal]]]:
    """Each replica type's pods: `replicas` (the operator's default 1) of its template."""
    spec = mapping(job, "spec")
    replicas = mapping(spec, next((k for k in spec if k.endswith("ReplicaSpecs")), ""))
    return [
        (replica_count(replica.get("replicas"), 1), podresources.pod_requests(mapping(replica, "template").get("spec")))
        for replica in replicas.values()
        if isinstance(replica, dict)
    ]


def primary_pod_labels(ctx: Context) -> dict[str, str]:
    if ctx.framework.kind == "PaddleJob" and "master" not in ctx.replicas:
        return dict(WORKER_ZERO)
    return dict(MASTER)


def batch_job_roles(ctx: Context) -> list[str]:
    """The MPI operator's launcher runs as a batch/v1 Job; every other v1 pod is the operator's own."""
    if ctx.framework.name == "mpi":
        return [role for role in ctx.role_specs if role == "launcher"]
    return []


# Reading a job back (kfgen import): the inverse of render
BY_KIND = {fw.kind: fw for fw in FRAMEWORKS.values()}
RUN_POLICY = runpolicy.FIELDS
ELASTIC = {"minReplicas": "min", "maxReplicas": "max", "rdzvHost": "host", "rdzvPort": "port", "rdzvId": "id"}
ELASTIC_SAME = ("standalone", "maxRestarts", "metrics")


def read_back(job: Obj, environment: Obj | None = None) -> ReadBack | None:
    from kfgen.workloads import readroles  # for `kfgen import` only: off the KRM function's cold path

    fw = BY_KIND.get(str(job.get("kind")))
    if job.get("apiVersion") != api.V1_API_VERSION or fw is None:
        return None
    out = ReadBack({}, {}, [], [])
    body = job.get("spec")
    if not isinstance(body, dict):
        out.problems.append(("spec", "must be a mapping"))
        return out
    reads = _replicas(fw, body, out, readroles.spec_name(job), environment)
    if out.problems or not reads:
        if not out.problems:
            out.problems.append((f"spec.{fw.replica_key}", "needs at least one replica spec"))
        return out
    out.spec["framework"] = fw.name
    fields, _ = readroles.role_reads(reads, fw)
    out.spec.update(fields)
    _policies(fw, body, out)
    return out


def _replicas(
    fw: Framework, body: Obj, out: ReadBack, name: str, environment: Obj | None
) -> dict[str, readpod.PodRead]:
    from kfgen.workloads import readroles  # for `kfgen import` only: off the KRM function's cold path

    rules = readroles.ReplicaRules(
        fw.replica_key,
        fw.roles,
        fw.container,
        dict.fromkeys(fw.roles, 1),
        dict.fromkeys(fw.roles, fw.restart_policy),
        fw.required,
    )
    return readroles.read_replicas(rules, body, out, name, environment)


def _policies(fw: Framework, body: Obj, out: ReadBack) -> None:
    from kfgen.workloads import readroles  # for `kfgen import` only: off the KRM function's cold path

    given = body.get("runPolicy") or {}
    policy = readroles.run_policy(given, RUN_POLICY)
    if policy:
        out.spec["runPolicy"] = policy
    known = {field for field, _ in RUN_POLICY} | {"schedulingPolicy"}
    out.unread.extend([(f"spec.runPolicy.{k}", v) for k, v in given.items() if k not in known])
    if "schedulingPolicy" in given:
        out.spec["gang"] = readroles.gang(given["schedulingPolicy"], out)
    if "elasticPolicy" in body:
        out.spec["elastic"] = _elastic(body["elasticPolicy"], out)
    nproc = body.get("slotsPerWorker" if fw.name == "mpi" else "nprocPerNode")
    if isinstance(nproc, int) or (isinstance(nproc, str) and nproc.isdigit()):
        out.spec["nprocPerNode"] = int(nproc)
    elif nproc is not None:
        out.unread.append(("spec.nprocPerNode", nproc))
    read = {fw.replica_key, "runPolicy", "elasticPolicy", "slotsPerWorker" if fw.name == "mpi" else "nprocPerNode"}
    out.unread.extend([(f"spec.{k}", v) for k, v in body.items() if k not in read])


def _elastic(policy: Any, out: ReadBack) -> Obj:
    policy = policy if isinstance(policy, dict) else {}
    elastic: Obj = {key: policy[field] for field, key in ELASTIC.items() if field in policy}
    elastic.update({key: policy[key] for key in ELASTIC_SAME if key in policy})
    if policy.get("rdzvBackend", "c10d") != "c10d":
        elastic["rendezvous"] = policy["rdzvBackend"]
    if policy.get("rdzvConf"):
        elastic["conf"] = {item["key"]: item["value"] for item in policy["rdzvConf"]}
    known = {*ELASTIC, *ELASTIC_SAME, "rdzvBackend", "rdzvConf"}
    out.unread.extend([(f"spec.elasticPolicy.{k}", v) for k, v in policy.items() if k not in known])
    return elastic


WORKLOAD = Workload(
    name="v1",
    title=lambda fw: fw.name,
    kinds=KINDS,
    job_kind=lambda fw: fw.kind,
    kueue_integrations={
        fw.kind: f"kubeflow.org/{fw.kind.lower()}" for fw in FRAMEWORKS.values() if fw.kind not in NO_KUEUE_INTEGRATION
    },
    kueue_unadmitted={
        "MPIJob": (
            "Kueue's kubeflow.org/mpijob is mpi-operator's v2beta1 MPIJob",
            "use backend: mpi-operator (that MPIJob) or backend: trainer (a TrainJob with an MPI runtime, which Kueue "
            "admits)",
        )
    },
    status=profile.KUBEFLOW_JOB_STATUS,
    pod_job_label=JOB_NAME_LABEL,
    fixed_roles=None,
    singletons=lambda fw: fw.singletons,
    default_container=lambda fw: fw.container,
    pod_templates=pod_templates,
    pod_requests=pod_requests,
    primary_pod_labels=primary_pod_labels,
    batch_job_roles=batch_job_roles,
    ranges=RANGES,
    owns=(),
    unsupported={},  # the other workloads' own fields (kfgen.workloads.registry)
    runtime=None,
    render=render,
    hostnames=hostnames,
    check=check,
    reading=Reading(read_back, {}),
    api_server_use=lambda fw: "a v1 MPIJob's launcher starts workers with kubectl exec" if fw.name == "mpi" else None,
)
