"""The Trainer v2 TrainJob (trainer.kubeflow.org/v1alpha1, Trainer v2.3.0): a runtime reference, the
trainer's settings, and the pod fields a runtime patch may carry (kfgen.workloads.trainjob.patch).

Its pods come from JobSet: the primary pod (the one Katib reads metrics from) is of the trainer's replicated job
(`node`, or `launcher` where the runtime has one) and, of its indexed pods, index 0.
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal

from kfgen import api, units
from kfgen.api import JOB_WHY, KindInfo, Obj, Phases
from kfgen.checks import security
from kfgen.model import Context
from kfgen.render import meta, names, pod, podresources
from kfgen.results import Result, error, warning
from kfgen.schema.base import INT32_MAX, INT64_MAX
from kfgen.workloads.frameworks import TRAINER_CONTAINER, TRAINER_KIND
from kfgen.workloads.profile import (
    Range,
    ReadBack,
    Reading,
    Runtime,
    StatusShape,
    Workload,
    mapping,
    one_container_name,
    replica_count,
)
from kfgen.workloads.trainjob import patch as trainjob_patch
from kfgen.workloads.trainjob import runtimes as trainerruntimes

# Fields the Trainer v2 backend cannot carry (TrainJob and its runtime patches have no place for them).
UNSUPPORTED = {
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


# Trainer v2.3.0's TrainJob conditions (pkg/apis/trainer/v1alpha1/trainjob_types.go)
PHASES = Phases(
    {"Created": "Created", "Suspended": "Created", "Complete": "Succeeded", "Failed": "Failed"},
    "Complete",
    "trainjob.lua",
)
KIND = KindInfo(api.TRAINER_API_VERSION, TRAINER_KIND, "trainjobs", why=JOB_WHY, watched=True, phases=PHASES)
JOBSET_NAME_LABEL = "jobset.sigs.k8s.io/jobset-name"
JOBSET_JOB = "jobset.sigs.k8s.io/replicatedjob-name"
COMPLETION_INDEX = "batch.kubernetes.io/job-completion-index"
RANGES = (
    Range(("runPolicy", "deadline"), "trainer", "spec.activeDeadlineSeconds", 1, INT64_MAX, True),
    Range(("nprocPerNode",), "trainer", "spec.trainer.numProcPerNode", 1, INT32_MAX),
)


def render(ctx: Context) -> tuple[Obj, list[Result]]:
    spec = ctx.spec
    settings = ctx.role_specs["worker"]
    trainer: Obj = {"image": pod.image(ctx, settings["image"])} if "image" in settings else {}
    for key in ("command", "args"):
        if key in settings:
            trainer[key] = settings[key]
    env = pod.env_list(ctx, "worker")
    if env:
        trainer["env"] = env
    trainer["numNodes"] = ctx.replicas["worker"]
    if "nprocPerNode" in spec:
        trainer["numProcPerNode"] = spec["nprocPerNode"]
    per_node = pod.resources(ctx, settings, ctx.gpus("worker"))
    if per_node:  # an empty one would replace what the runtime asks for
        trainer["resourcesPerNode"] = per_node
    body: Obj = {
        "runtimeRef": {"name": ctx.runtime, "apiGroup": "trainer.kubeflow.org", "kind": ctx.runtime_kind},
        "trainer": trainer,
    }
    policy = spec.get("runPolicy") or {}
    if "deadline" in policy:
        body["activeDeadlineSeconds"] = units.seconds(policy["deadline"])
    if "suspend" in policy:
        body["suspend"] = policy["suspend"]
    template, results = pod_patch(ctx)
    jobs = [{"name": rjob, "template": {"spec": {"template": template}}} for rjob in replicated_jobs(ctx)]
    patch = {"template": {"spec": {"replicatedJobs": jobs}}}
    body["runtimePatches"] = [{"manager": api.RUNTIME_PATCH_MANAGER, "trainingRuntimeSpec": patch}]
    job_meta = meta.metadata(ctx, names.job(ctx), "training")
    job = {"apiVersion": api.TRAINER_API_VERSION, "kind": "TrainJob", "metadata": job_meta, "spec": body}
    return job, results


def replicated_jobs(ctx: Context) -> tuple[str, ...]:
    """The replicated jobs of the runtime a TrainJob's pod patch names (those running the trainer container)."""
    given = ctx.spec.get("runtimeJobs")
    if isinstance(given, list) and given:
        return tuple(str(name) for name in given)
    return trainerruntimes.runtime_jobs(ctx.env, ctx.runtime_kind, ctx.runtime)


def _runtime_jobs_known(ctx: Context) -> Iterator[Result]:
    """spec.runtimeJobs names jobs of the runtime, where kfgen knows it: a patch aimed elsewhere reaches no pod."""
    given = ctx.spec.get("runtimeJobs")
    known = trainerruntimes.known_jobs(ctx.env, ctx.runtime_kind, ctx.runtime)
    if not isinstance(given, list) or known is None:
        return
    jobs, which = known
    listed = ", ".join(repr(j) for j in jobs)
    for name in given:
        if name not in jobs:
            yield error(
                f"{name!r} is no replicated job of {ctx.runtime_kind} {ctx.runtime!r} ({which}: replicated "
                f"job{'s' if len(jobs) != 1 else ''} {listed})",
                ctx.ref,
                ctx.field("runtimeJobs"),
            )


def pod_patch(ctx: Context) -> tuple[Obj, list[Result]]:
    """The parts of the pod template a TrainJob runtime patch may carry."""
    pod_volumes, mounts = pod.volumes(ctx, "worker")
    spec: Obj = {"serviceAccountName": names.service_account(ctx), "securityContext": security.pod_context(ctx)}
    main: Obj = {"name": TRAINER_CONTAINER}
    if mounts:
        main["volumeMounts"] = mounts
    main["securityContext"] = security.container_context(ctx)
    return pod.finish_template(ctx, "worker", spec, main, pod_volumes)


def hostnames(ctx: Context) -> list[str]:
    """JobSet's `<job>-<replicatedJob>-<jobIndex>-<podIndex>` of the last pod of each replicated job."""
    nodes = ctx.replicas.get("worker", 1)
    return [f"{ctx.job_name}-{rjob}-0-{nodes - 1}" for rjob in replicated_jobs(ctx)]


def check(ctx: Context) -> Iterator[Result]:
    if not ctx.framework.runtime and "runtime" not in ctx.spec:
        yield error(
            f"{ctx.framework.name} has no Trainer v2 runtime; use backend v1 or name one in spec.runtime",
            ctx.ref,
            ctx.field("backend"),
        )
    if ctx.container_name != TRAINER_CONTAINER:
        yield error(
            f"must be {TRAINER_CONTAINER!r}: Trainer v2.3.0 applies a TrainJob's trainer settings only to its "
            f"runtime's container named {TRAINER_CONTAINER}",
            ctx.ref,
            ctx.field("containerName"),
        )
    yield from one_container_name(ctx)
    yield from _runtime_jobs_known(ctx)
    for path, why in ctx.profile.unsupported.items():
        if ctx.controller and path == ("runPolicy", "ttlAfterFinished"):
            continue  # the controller deletes finished TrainJobs itself
        if ctx.origin(*path) in ("spec", "override"):
            yield error(f"not supported by the trainer backend: {why}", ctx.ref, ctx.field(*path))
        elif ctx.origin(*path) == "environment":
            yield warning(f"ignored on the trainer backend: {why}", ctx.ref, ctx.field(*path))


def pod_templates(ctx: Context, job: Obj) -> list[Obj]:
    patches = [p["trainingRuntimeSpec"]["template"]["spec"]["replicatedJobs"] for p in job["spec"]["runtimePatches"]]
    return [rjob["template"]["spec"]["template"] for jobs in patches for rjob in jobs]


def pod_requests(job: Obj) -> list[tuple[int, dict[str, Decimal]]]:
    """The trainer's nodes: `numNodes` (1 without it) pods of `resourcesPerNode`; the runtime's other jobs (an MPI
    launcher) are the runtime's, not the TrainJob's."""
    trainer = mapping(mapping(job, "spec"), "trainer")
    return [(replica_count(trainer.get("numNodes"), 1), podresources.requested(trainer.get("resourcesPerNode")))]


def primary_pod_labels(ctx: Context) -> dict[str, str]:
    runtime_jobs = replicated_jobs(ctx)
    if "launcher" in runtime_jobs:
        return {JOBSET_JOB: "launcher"}
    return {JOBSET_JOB: runtime_jobs[0], COMPLETION_INDEX: "0"}


def read_back(job: Obj, environment: Obj | None = None) -> ReadBack | None:
    from kfgen.workloads.trainjob import read  # for `kfgen import` only: off the KRM function's cold path

    return read.read_back(job, environment)


WORKLOAD = Workload(
    name="trainer",
    title=lambda fw: "the trainer backend",
    kinds=(KIND,),
    job_kind=lambda fw: "TrainJob",
    kueue_integrations={"TrainJob": "trainer.kubeflow.org/trainjob"},
    kueue_unadmitted={},
    status=StatusShape(["spec", "activeDeadlineSeconds"], None, ["status", "jobsStatus"], False),
    pod_job_label=JOBSET_NAME_LABEL,
    fixed_roles=("worker",),
    singletons=lambda fw: frozenset(),
    default_container=lambda fw: TRAINER_CONTAINER,
    pod_templates=pod_templates,
    pod_requests=pod_requests,
    primary_pod_labels=primary_pod_labels,
    batch_job_roles=lambda ctx: list(ctx.role_specs),  # JobSet runs each replicated job as a batch/v1 Job
    ranges=RANGES,
    owns=(("runtime",), ("runtimeKind",), ("runtimeJobs",)),
    unsupported=UNSUPPORTED,
    runtime=Runtime(trainjob_patch.check),
    render=render,
    hostnames=hostnames,
    check=check,
    reading=Reading(read_back, {}),
    api_server_use=lambda fw: None,
)
