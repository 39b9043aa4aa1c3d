"""A plain batch/v1 Job: one pod, no operator (`backend: job`), for single-node training and as a Katib trial.

The pod is the v1 family's worker pod (the same container, env, volumes, placement and security); the Job's own
fields come from the run policy. Kueue admits Jobs through its default `batch/job` integration.
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal

from kfgen import units
from kfgen.api import JOB_WHY, KindInfo, Obj, Phases
from kfgen.checks import security
from kfgen.model import Context
from kfgen.render import meta, names, pod, podresources
from kfgen.results import Result, error
from kfgen.schema.base import INT32_MAX, INT64_MAX
from kfgen.workloads.frameworks import FRAMEWORKS
from kfgen.workloads.profile import (
    Range,
    ReadBack,
    Reading,
    Workload,
    mapping,
    one_container_name,
    replica_count,
)

ROLE = "worker"
# a Job's pod may restart in place or not at all (the API server refuses Always)
RESTART_POLICIES = ("Never", "OnFailure")
UNSUPPORTED = {
    ("elastic",): "elastic training needs the training operator (backend v1, PyTorch)",
    ("gang",): "a plain Job runs one pod: there is no gang to schedule",
    ("nprocPerNode",): "a plain Job starts one process; launch more from the command (torchrun, mpirun)",
    ("runPolicy", "cleanPodPolicy"): "a Job's pods go with it (ttlAfterFinished)",
}


# a batch/v1 Job: Argo CD's built-in health and Flux's kstatus read it (kfgen's own would also change how the
# MLflow server's db-upgrade Job, a sync wave, counts as done)
PHASES = Phases({"Suspended": "Created", "Complete": "Succeeded", "Failed": "Failed"}, "Complete", "")
KIND = KindInfo(
    "batch/v1",
    "Job",
    "jobs",
    why=JOB_WHY + " Also an Environment's objects by its label (its MLflow server's db-upgrade Job).",
    watched=True,
    phases=PHASES,
)
JOB_NAME_LABEL = "batch.kubernetes.io/job-name"  # the Job controller's, on every pod of a Job
RANGES = (
    Range(("runPolicy", "ttlAfterFinished"), "job", "spec.ttlSecondsAfterFinished", 0, INT32_MAX, True),
    Range(("runPolicy", "deadline"), "job", "spec.activeDeadlineSeconds", 1, INT64_MAX, True),
    Range(("runPolicy", "backoffLimit"), "job", "spec.backoffLimit", 0, INT32_MAX),
)


def render(ctx: Context) -> tuple[Obj, list[Result]]:
    template, results = pod_template(ctx)
    body: Obj = {}
    given = ctx.spec.get("runPolicy") or {}
    if "deadline" in given:
        body["activeDeadlineSeconds"] = units.seconds(given["deadline"])
    if "backoffLimit" in given:
        body["backoffLimit"] = given["backoffLimit"]
    if "ttlAfterFinished" in given and not ctx.gitops:
        body["ttlSecondsAfterFinished"] = units.seconds(given["ttlAfterFinished"])
    if "suspend" in given:
        body["suspend"] = given["suspend"]
    body["template"] = template
    job_meta = meta.metadata(ctx, names.job(ctx), "training")
    return {"apiVersion": "batch/v1", "kind": "Job", "metadata": job_meta, "spec": body}, results


def pod_template(ctx: Context) -> tuple[Obj, list[Result]]:
    pod_volumes, mounts = pod.volumes(ctx, ROLE)
    spec: Obj = {
        "restartPolicy": ctx.role_specs[ROLE].get("restartPolicy", "Never"),
        "serviceAccountName": names.service_account(ctx),
        "automountServiceAccountToken": False,
        "securityContext": security.pod_context(ctx),
    }
    for key in ("priorityClassName", "schedulerName"):
        if key in ctx.spec:
            spec[key] = ctx.spec[key]
    main = pod.container(ctx, ROLE, ctx.container_name, mounts)
    return pod.finish_template(ctx, ROLE, spec, main, pod_volumes)


def hostnames(ctx: Context) -> list[str]:
    """The Job's pod is `<job>-<5 random characters>`; its hostname is the pod's name."""
    return [f"{ctx.job_name}-xxxxx"]


def check(ctx: Context) -> Iterator[Result]:
    for path, why in ctx.profile.unsupported.items():
        if ctx.origin(*path) in ("spec", "override"):
            yield error(f"not supported by a plain Job: {why}", ctx.ref, ctx.field(*path))
    yield from one_container_name(ctx)
    if ctx.replicas.get(ROLE, 1) != 1:
        yield error(
            "a plain Job runs one pod (use backend v1 or trainer for distributed training)",
            ctx.ref,
            ctx.field("replicas", ROLE),
        )
    if ctx.framework.command_role not in (None, ROLE):
        yield error(
            f"{ctx.framework.name} needs its {ctx.framework.command_role} and workers: use backend v1 or trainer",
            ctx.ref,
            ctx.field("backend"),
        )
    restart = ctx.role_specs.get(ROLE, {}).get("restartPolicy")
    if restart is not None and restart not in RESTART_POLICIES:
        yield error("a Job's pod restarts Never or OnFailure", ctx.ref, ctx.field("restartPolicy"))
    if ROLE in ctx.role_specs and "image" not in ctx.role_specs[ROLE]:  # another role is reported by its name
        yield error("is required", ctx.ref, ctx.field("image"))


def pod_requests(job: Obj) -> list[tuple[int, dict[str, Decimal]]]:
    """`parallelism` pods (the Job controller's default 1) of its template."""
    spec = mapping(job, "spec")
    return [
        (replica_count(spec.get("parallelism"), 1), podresources.pod_requests(mapping(spec, "template").get("spec")))
    ]


RUN_POLICY = (
    ("activeDeadlineSeconds", "deadline"),
    ("backoffLimit", "backoffLimit"),
    ("ttlSecondsAfterFinished", "ttlAfterFinished"),
    ("suspend", "suspend"),
)


def read_back(job: Obj, environment: Obj | None = None) -> ReadBack | None:
    """A batch/v1 Job as a spec of backend job (framework pytorch: its container name, kfgen's default)."""
    from kfgen.workloads import readpod, readroles  # for `kfgen import` only: off the KRM function's cold path

    if job.get("apiVersion") != "batch/v1" or job.get("kind") != "Job":
        return None
    out = ReadBack({"framework": "pytorch", "backend": "job"}, {}, [], [])
    body = job.get("spec")
    if not isinstance(body, dict) or not isinstance(body.get("template"), dict):
        out.problems.append(("spec.template" if isinstance(body, dict) else "spec", "must be a mapping"))
        return out
    template: Obj = body["template"]
    fw = FRAMEWORKS["pytorch"]
    read = readpod.read_pod(template, fw.container, readroles.spec_name(job), environment)
    restart = (template.get("spec") or {}).get("restartPolicy", "Never")
    if restart != "Never":
        read.settings["restartPolicy"] = restart
    out.templates[ROLE] = ("spec.template", template)
    fields, _ = readroles.role_reads({ROLE: read}, fw)
    out.spec.update(fields)
    policy = readroles.run_policy(body, RUN_POLICY)
    if policy:
        out.spec["runPolicy"] = policy
    known = {field for field, _ in RUN_POLICY} | {"template"}
    out.unread.extend((f"spec.{k}", v) for k, v in body.items() if k not in known)
    return out


WORKLOAD = Workload(
    name="job",
    title=lambda fw: "a plain Job",
    kinds=(KIND,),
    job_kind=lambda fw: "Job",
    kueue_integrations={"Job": "batch/job"},
    kueue_unadmitted={},
    status=None,  # Jobs are not custom resources: kube-state-metrics' own kube_job_* families
    pod_job_label=JOB_NAME_LABEL,
    fixed_roles=(ROLE,),
    singletons=lambda fw: frozenset(),
    default_container=lambda fw: fw.container,
    pod_templates=lambda ctx, job: [job["spec"]["template"]],
    pod_requests=pod_requests,
    primary_pod_labels=lambda ctx: {},  # the Job's one pod
    batch_job_roles=lambda ctx: list(ctx.role_specs),
    ranges=RANGES,
    owns=(),
    unsupported=UNSUPPORTED,
    runtime=None,
    render=render,
    hostnames=hostnames,
    check=check,
    reading=Reading(read_back, {}),
    api_server_use=lambda fw: None,
)
