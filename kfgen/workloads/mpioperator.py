"""The standalone mpi-operator's kubeflow.org/v2beta1 MPIJob (`backend: mpi-operator`, framework mpi).

Read from github.com/kubeflow/mpi-operator v0.8.0: pkg/apis/kubeflow/v2beta1 (types, defaults), pkg/apis/kubeflow/
validation and pkg/controller/mpi_job_controller.go. The launcher runs as a batch/v1 Job `<job>-launcher`, each worker
is a pod `<job>-worker-<i>`, all under the headless Service `<job>`; the launcher reaches the workers by ssh with the
key pair of the Secret `<job>-ssh`, which the operator mounts at `sshAuthMountPath` (no init container and no
Kubernetes API access, unlike the training operator's v1 MPIJob).

Pod Security restricted: kfgen's pods run as non-root there. The operator mounts the key Secret with mode 0600 only at
its default `/root/.ssh`, which a non-root user cannot read, so kfgen renders `/home/mpiuser/.ssh` (the non-root user
of the operator's images and examples) unless the spec says otherwise, and refuses `/root/.ssh`. The workers' default
program, the operator's `/usr/sbin/sshd -De`, needs root (port 22, host keys in /etc/ssh): kfgen warns unless the
workers' command is set (the operator's images: `/usr/sbin/sshd -De -f /home/mpiuser/.sshd_config`).
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal
from typing import Any

from kfgen.api import JOB_WHY, KindInfo, Obj, Phases
from kfgen.checks import security
from kfgen.model import Context
from kfgen.render import meta, names, pod, podresources, runpolicy
from kfgen.results import Result, error, warning
from kfgen.schema.base import INT32_MAX, INT64_MAX
from kfgen.workloads import profile
from kfgen.workloads.profile import Range, Reading, Workload, mapping, replica_count

API_VERSION = "kubeflow.org/v2beta1"
NAME = "mpi-operator"
CONTAINER = "mpi"  # the operator takes each pod's first container: any name will do
REPLICA_TYPES = {"launcher": "Launcher", "worker": "Worker"}
# pkg/apis/kubeflow/v2beta1/constants.go: DefaultLauncherRestartPolicy, DefaultRestartPolicy
RESTART_DEFAULTS = {"launcher": "OnFailure", "worker": "Never"}
REPLICAS_DEFAULTS = {"launcher": 1, "worker": 0}  # default.go: setDefaultsTypeLauncher, setDefaultsTypeWorker
RESTART_POLICIES = ("Never", "OnFailure")  # validation.go's validRestartPolicies
ROOT_SSH = "/root/.ssh"  # the operator's default sshAuthMountPath, mounted 0600
NON_ROOT_SSH = "/home/mpiuser/.ssh"
# pkg/apis/kubeflow/v2beta1/types.go JobConditionType
PHASES = Phases(
    {
        "Created": "Created",
        "Suspended": "Created",
        "Running": "Running",
        "Restarting": "Restarting",
        "Succeeded": "Succeeded",
        "Failed": "Failed",
    },
    "Succeeded",
    "kubeflow-v1-job.lua",  # Argo CD keys health by group and kind: kubeflow.org/MPIJob, v1 or v2beta1
)
KIND = KindInfo(API_VERSION, "MPIJob", "mpijobs", why=JOB_WHY, watched=True, phases=PHASES)
JOB_NAME_LABEL = "training.kubeflow.org/job-name"  # constants.go JobNameLabel, on every pod (defaultLabels)
LAUNCHER = {"training.kubeflow.org/job-role": "launcher"}
UNSUPPORTED: dict[tuple[str, ...], str] = {
    ("elastic",): "elastic training needs the training operator (backend v1, PyTorch)",
}
SCHEDULING = "spec.runPolicy.schedulingPolicy"
RANGES = (
    Range(("runPolicy", "ttlAfterFinished"), NAME, "spec.runPolicy.ttlSecondsAfterFinished", 0, INT32_MAX, True),
    Range(("runPolicy", "deadline"), NAME, "spec.runPolicy.activeDeadlineSeconds", 1, INT64_MAX, True),
    Range(("runPolicy", "backoffLimit"), NAME, "spec.runPolicy.backoffLimit", 0, INT32_MAX),
    Range(("gang", "minAvailable"), NAME, f"{SCHEDULING}.minAvailable", 1, INT32_MAX),
    Range(("gang", "scheduleTimeout"), NAME, f"{SCHEDULING}.scheduleTimeoutSeconds", 0, INT32_MAX, True),
    Range(("nprocPerNode",), NAME, "spec.slotsPerWorker", 1, INT32_MAX),
)  # fmt: skip


def render(ctx: Context) -> tuple[Obj, list[Result]]:
    given = ctx.spec.get("mpi") or {}
    body: Obj = {"slotsPerWorker": ctx.spec.get("nprocPerNode", 1)}
    if "runLauncherAsWorker" in given:
        body["runLauncherAsWorker"] = given["runLauncherAsWorker"]
    body["runPolicy"] = run_policy(ctx)
    body["sshAuthMountPath"] = ssh_auth_mount_path(ctx)
    if "launcherCreationPolicy" in given:
        body["launcherCreationPolicy"] = given["launcherCreationPolicy"]
    body["mpiImplementation"] = given.get("implementation", "OpenMPI")
    results: list[Result] = []
    replica_specs: Obj = {}
    for role, count in ctx.replicas.items():
        template, template_results = pod_template(ctx, role)
        results += template_results
        restart = ctx.role_specs[role].get("restartPolicy", RESTART_DEFAULTS[role])
        replica_specs[REPLICA_TYPES[role]] = {"replicas": count, "restartPolicy": restart, "template": template}
    body["mpiReplicaSpecs"] = replica_specs
    job_meta = meta.metadata(ctx, names.job(ctx), "training")
    return {"apiVersion": API_VERSION, "kind": "MPIJob", "metadata": job_meta, "spec": body}, results


def ssh_auth_mount_path(ctx: Context) -> str:
    """The spec's; else where the pods' user can read the keys (see the module's docstring)."""
    given = (ctx.spec.get("mpi") or {}).get("sshAuthMountPath")
    if given:
        return str(given)
    return NON_ROOT_SSH if security.profile(ctx) == "restricted" else ROOT_SSH


def run_policy(ctx: Context) -> Obj:
    """The operator requires cleanPodPolicy (validation.go; its default None is written out)."""
    return {"cleanPodPolicy": "None", **runpolicy.render(ctx)}


def pod_template(ctx: Context, role: str) -> tuple[Obj, list[Result]]:
    pod_volumes, mounts = pod.volumes(ctx, role)
    spec: Obj = {
        "serviceAccountName": names.service_account(ctx),
        "automountServiceAccountToken": False,  # ssh, not the Kubernetes API, starts the workers
        "securityContext": security.pod_context(ctx),
    }
    for key in ("priorityClassName", "schedulerName"):
        if key in ctx.spec:
            spec[key] = ctx.spec[key]
    main = pod.container(ctx, role, ctx.role_container_name(role), mounts)
    return pod.finish_template(ctx, role, spec, main, pod_volumes)


def hostnames(ctx: Context) -> list[str]:
    """The Service `<job>`, the launcher's hostname `<job>-launcher`, the last worker's, the metrics Service."""
    workers = ctx.replicas.get("worker", 0)
    last_worker = [f"{ctx.job_name}-worker-{workers - 1}"] if workers else []
    return [ctx.job_name, f"{ctx.job_name}-launcher", *last_worker, names.metrics_service(ctx)]


def check(ctx: Context) -> Iterator[Result]:
    for (key, *_), why in ctx.profile.unsupported.items():
        if key in ctx.spec:
            yield error(f"not supported by the mpi-operator backend: {why}", ctx.ref, ctx.field(key))
    if ctx.framework.name != "mpi":
        yield error("the mpi-operator backend runs framework mpi only", ctx.ref, ctx.field("backend"))
        return
    yield from _restart_policies(ctx)
    yield from profile.images_required(ctx)
    yield from _restricted(ctx)


def _restart_policies(ctx: Context) -> Iterator[Result]:
    """validation.go's validRestartPolicies, once per field that sets another (the spec's is every role's)."""
    fields = {
        ctx.field("roles", role, "restartPolicy")
        if ctx.origin("roles", role, "restartPolicy")
        else ctx.field("restartPolicy")
        for role, settings in ctx.role_specs.items()
        if settings.get("restartPolicy", RESTART_POLICIES[0]) not in RESTART_POLICIES
    }
    for field in sorted(fields):
        yield error("the mpi-operator restarts a pod Never or OnFailure", ctx.ref, field)


def _restricted(ctx: Context) -> Iterator[Result]:
    if security.profile(ctx) != "restricted":
        return
    if ssh_auth_mount_path(ctx) == ROOT_SSH:
        yield error(
            f"the mpi-operator mounts the ssh keys at {ROOT_SSH} readable by root only, and Pod Security restricted "
            f"runs the pods as non-root: use the home of the image's user (such as {NON_ROOT_SSH})",
            ctx.ref,
            ctx.field("mpi", "sshAuthMountPath"),
        )
    worker = ctx.role_specs.get("worker")
    if worker is not None and "command" not in worker:
        yield warning(
            "the mpi-operator starts workers without a command as root's `/usr/sbin/sshd -De` (port 22, host keys in "
            "/etc/ssh), which fails as non-root under Pod Security restricted: set roles.worker.command to a non-root "
            "sshd (the operator's images: /usr/sbin/sshd -De -f /home/mpiuser/.sshd_config)",
            ctx.ref,
            ctx.field("roles", "worker"),
        )


def pod_templates(ctx: Context, job: Obj) -> list[Obj]:
    return [replica["template"] for replica in job["spec"]["mpiReplicaSpecs"].values()]


def pod_requests(job: Obj) -> list[tuple[int, dict[str, Decimal]]]:
    """Each replica type's pods: `replicas` of its template (the operator's defaults: a launcher, no worker)."""
    replicas = mapping(mapping(job, "spec"), "mpiReplicaSpecs")
    return [
        (
            replica_count(replica.get("replicas"), 1 if replica_type == "Launcher" else 0),
            podresources.pod_requests(mapping(replica, "template").get("spec")),
        )
        for replica_type, replica in replicas.items()
        if isinstance(replica, dict)
    ]


RUN_POLICY = runpolicy.FIELDS  # mpi-operator v0.8.0's RunPolicy is kubeflow.org/v1's
# spec.mpi's fields: the job's field, the spec's, and what kfgen renders without it
MPI_FIELDS = (
    ("mpiImplementation", "implementation", "OpenMPI"),
    ("launcherCreationPolicy", "launcherCreationPolicy", None),
    ("runLauncherAsWorker", "runLauncherAsWorker", None),
)


def read_back(job: Obj, environment: Obj | None = None) -> profile.ReadBack | None:
    """A v2beta1 MPIJob as a spec of this backend (`kfgen import`): the inverse of `render`."""
    if job.get("apiVersion") != API_VERSION or job.get("kind") != "MPIJob":
        return None
    from kfgen.workloads import readroles
    from kfgen.workloads.frameworks import FRAMEWORKS  # for `kfgen import` only: off the KRM function's cold path

    out = profile.ReadBack({}, {}, [], [])
    body = job.get("spec")
    if not isinstance(body, dict):
        out.problems.append(("spec", "must be a mapping"))
        return out
    fw = FRAMEWORKS["mpi"]
    reads = _replicas(body, out, readroles.spec_name(job), environment)
    if out.problems or not reads:
        if not out.problems:
            out.problems.append(("spec.mpiReplicaSpecs", "needs at least one replica spec"))
        return out
    out.spec.update({"framework": fw.name, "backend": NAME})
    fields, _ = readroles.role_reads(reads, fw)
    out.spec.update(fields)
    _container_names(reads, out.spec)
    _fields(body, out, environment)
    return out


def _container_names(reads: dict[str, Any], spec: Obj) -> None:
    """Each role whose container is named apart from the spec's (the base role's) keeps its own name."""
    base = spec.get("containerName", CONTAINER)
    for role, read in reads.items():
        own = read.pod.get("containerName", CONTAINER)
        if own != base:
            spec.setdefault("roles", {}).setdefault(role, {})["containerName"] = own


def _replicas(body: Obj, out: profile.ReadBack, name: str, environment: Obj | None) -> dict[str, Any]:
    from kfgen.workloads import readroles
    from kfgen.workloads.frameworks import FRAMEWORKS

    required = FRAMEWORKS["mpi"].required
    rules = readroles.ReplicaRules(
        "mpiReplicaSpecs", REPLICA_TYPES, CONTAINER, REPLICAS_DEFAULTS, RESTART_DEFAULTS, required
    )
    return dict(readroles.read_replicas(rules, body, out, name, environment))


def _fields(body: Obj, out: profile.ReadBack, environment: Obj | None) -> None:
    """runPolicy, slotsPerWorker and spec.mpi; every other field of the job is named unread."""
    from kfgen.workloads import readroles

    given = mapping(body, "runPolicy")
    policy = readroles.run_policy(given, RUN_POLICY)
    if policy.get("cleanPodPolicy") == "None":  # what kfgen writes without one (the operator requires it)
        policy.pop("cleanPodPolicy")
    if policy:
        out.spec["runPolicy"] = policy
    known = {field for field, _ in RUN_POLICY} | {"schedulingPolicy"}
    out.unread.extend([(f"spec.runPolicy.{k}", v) for k, v in given.items() if k not in known])
    if "schedulingPolicy" in given:
        out.spec["gang"] = readroles.gang(given["schedulingPolicy"], out)
    slots = body.get("slotsPerWorker", 1)
    if isinstance(slots, int) and not isinstance(slots, bool) and slots != 1:
        out.spec["nprocPerNode"] = slots
    elif slots != 1:
        out.unread.append(("spec.slotsPerWorker", slots))
    mpi = {key: body[field] for field, key, default in MPI_FIELDS if field in body and body[field] != default}
    ssh = body.get("sshAuthMountPath")
    restricted = mapping(mapping(environment or {}, "spec"), "security").get("profile", "restricted") == "restricted"
    # left out only where the Environment is known and kfgen renders the same there (its default follows the profile)
    if ssh is not None and (environment is None or ssh != (NON_ROOT_SSH if restricted else ROOT_SSH)):
        mpi["sshAuthMountPath"] = ssh
    if mpi:
        out.spec["mpi"] = mpi
    read = {"mpiReplicaSpecs", "runPolicy", "slotsPerWorker", "sshAuthMountPath", *(f for f, _, _ in MPI_FIELDS)}
    out.unread.extend([(f"spec.{k}", v) for k, v in body.items() if k not in read])


# v0.8.0's SetDefaults_MPIJob (pkg/apis/kubeflow/v2beta1/default.go): what a job that leaves them out runs with
OPERATOR_DEFAULTS: dict[tuple[str, ...], object] = {
    ("spec", "slotsPerWorker"): 1,
    ("spec", "runPolicy", "cleanPodPolicy"): "None",
    ("spec", "mpiImplementation"): "OpenMPI",
    ("spec", "launcherCreationPolicy"): "AtStartup",
    ("spec", "runLauncherAsWorker"): False,  # unset: the launcher runs no rank
    ("spec", "sshAuthMountPath"): ROOT_SSH,
    **{("spec", "mpiReplicaSpecs", t, "restartPolicy"): RESTART_DEFAULTS[r] for r, t in REPLICA_TYPES.items()},
    **{("spec", "mpiReplicaSpecs", t, "replicas"): REPLICAS_DEFAULTS[r] for r, t in REPLICA_TYPES.items()},
}


WORKLOAD = Workload(
    name=NAME,
    title=lambda fw: "the mpi-operator backend",
    kinds=(KIND,),
    job_kind=lambda fw: "MPIJob",
    kueue_integrations={"MPIJob": "kubeflow.org/mpijob"},  # Kueue's MPIJob integration is mpi-operator's v2beta1
    kueue_unadmitted={},
    status=profile.KUBEFLOW_JOB_STATUS,  # replicaStatuses by Launcher and Worker
    pod_job_label=JOB_NAME_LABEL,
    fixed_roles=None,  # framework mpi's: launcher, worker (check refuses the others)
    singletons=lambda fw: fw.singletons,
    default_container=lambda fw: CONTAINER,
    pod_templates=pod_templates,
    pod_requests=pod_requests,
    primary_pod_labels=lambda ctx: dict(LAUNCHER),
    batch_job_roles=lambda ctx: [role for role in ctx.role_specs if role == "launcher"],  # the launcher's Job
    ranges=RANGES,
    owns=(("mpi",),),
    unsupported=UNSUPPORTED,
    runtime=None,
    render=render,
    hostnames=hostnames,
    check=check,
    reading=Reading(read_back, OPERATOR_DEFAULTS),
    api_server_use=lambda fw: None,  # the launcher reaches the workers over ssh, with no API access
)
