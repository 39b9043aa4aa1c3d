"""The kind profile: everything kfgen knows about one family of job kinds, in one value per workload.

A workload (the kubeflow.org/v1 family, the Trainer v2 TrainJob, a plain batch/v1 Job) is a `Workload` built in its
own module and listed in kfgen.workloads.registry. Every field is required, so a new kind cannot leave one out;
features read the chosen profile from the context (`ctx.profile`) and never ask which backend they are on. The
model is Kueue's jobframework (pkg/controller/jobframework/interface.go): a small required interface per kind, one
file per kind.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Iterator, Mapping
from decimal import Decimal
from typing import TYPE_CHECKING, Any, NamedTuple

from kfgen.api import KindInfo, Obj
from kfgen.results import Result, error
from kfgen.workloads.frameworks import Framework

if TYPE_CHECKING:
    from kfgen.model import Context

Check = Callable[["Context"], Iterable[Result]]
# (how many pods, what each requests) per pod group of a rendered job, read without a Context (`kfgen diff`)
PodRequests = Callable[[Obj], list[tuple[int, dict[str, Decimal]]]]


class Range:
    """One spec field, the field it becomes in the job, and that field's bounds (a plain class: start-up)."""

    __slots__ = ("backend", "duration", "maximum", "minimum", "spec", "target")

    def __init__(
        self, spec: tuple[str, ...], backend: str, target: str, minimum: int, maximum: int, duration: bool = False
    ) -> None:
        self.spec = spec  # the field in the spec ("tolerations" items: "[]")
        self.backend = backend  # v1 | mpi | trainer | job | pod (the pod template, on all): the row's label
        self.target = target  # the field it becomes in the job (or the pod template)
        self.minimum = minimum
        self.maximum = maximum
        self.duration = duration


class StatusShape(NamedTuple):
    """Where a job API keeps what kube-state-metrics reads for kfgen's alert rules."""

    deadline: list[str] | None  # activeDeadlineSeconds, where the API has one
    start: list[str] | None  # status.startTime, where the API has one
    pods: list[str] | None  # a map of replica type to counts, or a list of counts with a name
    pods_keyed: bool  # the map's key is the replica type (else each item's name is)


class ReadBack(NamedTuple):
    """A job read back as a TrainingSpec's `spec`: the inverse of a workload's `render` (kfgen.migrate uses it).

    `templates`: each role's pod template as the input has it, with its field path in the job (what the role's
    pod patch is computed against); `unread`: the job's fields outside its pod templates that no spec field
    carries, by field path (reported, never dropped); `problems`: (field path, message) of a malformed job.
    """

    spec: Obj
    templates: dict[str, tuple[str, Obj]]
    unread: list[tuple[str, object]]
    problems: list[tuple[str, str]]


class Runtime(NamedTuple):
    """A workload that runs a runtime the spec names (the trainer backend: a Trainer runtime, spec.runtime and
    spec.runtimeKind): its pods are patches over the runtime's pod templates, the rest comes from the runtime."""

    pod_patch_check: Check  # its limits on a spec's pod patch (the fields a TrainJob runtime patch carries)


class Reading(NamedTuple):
    """`kfgen import` of its kinds: a job read back as spec fields, and what its operator fills in."""

    # a job of its kinds as spec fields, given the Environment it was rendered in (None: not one of its kinds)
    read_back: Callable[[Obj, Obj | None], ReadBack | None]
    # what its operator fills into a job (field path -> value) that leaves the field out: kfgen writing it out is no
    # difference to `kfgen import` (the v2beta1 MPIJob's defaults: kfgen.migrate.compare.Defaults)
    operator_defaults: Mapping[tuple[str, ...], object]


class Workload(NamedTuple):
    """One job kind family: what it emits, how its pods look, what it cannot carry. A field valued `None` is a
    capability it lacks (`status`, `fixed_roles`, `runtime`, `reading`): a caller asks for the capability, never which
    workload it is on."""

    name: str  # the spec's `backend` that chooses it
    title: Callable[[Framework], str]  # how a message names it: "pytorch", "the trainer backend", "a plain Job"
    kinds: tuple[KindInfo, ...]  # the job kinds it emits; each row's `phases` reads a job's phase
    job_kind: Callable[[Framework], str]  # the kind of the job a spec of this framework becomes
    kueue_integrations: Mapping[str, str]  # job kind -> the Kueue integration that admits it (absent: none does)
    # job kind of no integration -> (why none admits it, what to use instead), for the refusal of a queued one
    kueue_unadmitted: Mapping[str, tuple[str, str]]
    status: StatusShape | None  # where kube-state-metrics reads its jobs (None: its own kube_job_* families)
    pod_job_label: str  # the label its operator (or the Job controller) puts on every pod, valued the job's name
    # the roles it runs whatever the framework, in the job's order (a TrainJob's nodes, a Job's pod: worker); None:
    # the framework's own roles
    fixed_roles: tuple[str, ...] | None
    singletons: Callable[[Framework], frozenset[str]]  # roles with at most one replica
    default_container: Callable[[Framework], str]  # the training container's name without spec.containerName
    pod_templates: Callable[[Context, Obj], list[Obj]]  # the pod templates (or pod patches) of a rendered job
    pod_requests: PodRequests  # the pods a rendered job (as read back) asks for and their requests
    primary_pod_labels: Callable[[Context], dict[str, str]]  # the labels of the one pod whose metrics count
    batch_job_roles: Callable[[Context], list[str]]  # the roles whose pods a batch/v1 Job makes (its labels' rules)
    ranges: tuple[Range, ...]  # the upstream bounds of the job fields spec fields become (TTL, deadline, ...)
    # spec fields only this workload carries (-> why the others refuse them: kfgen.workloads.registry derives it)
    owns: tuple[tuple[str, ...], ...]
    # spec fields it cannot carry -> why (its check refuses them); the registry adds every other workload's `owns`
    unsupported: Mapping[tuple[str, ...], str]
    runtime: Runtime | None  # it runs a runtime the spec names, its pods patches over the runtime's templates
    render: Callable[[Context], tuple[Obj, list[Result]]]
    hostnames: Callable[[Context], list[str]]  # the DNS-1035 labels its pods and Services get
    check: Check
    reading: Reading | None  # `kfgen import` reads its jobs back (None: it reads none)
    # why its pods talk to the API server (a launcher's kubectl exec), for the network policy's note; None: they don't
    api_server_use: Callable[[Framework], str | None]

    def roles(self, fw: Framework) -> tuple[str, ...]:
        """The spec roles it can run for framework `fw`, in the job's order."""
        return tuple(fw.roles) if self.fixed_roles is None else self.fixed_roles

    def job_row(self, fw: Framework) -> KindInfo:
        """The row of the kind a spec of framework `fw` becomes (by version: two workloads may share a kind's name)."""
        kind = self.job_kind(fw)
        return next(k for k in self.kinds if k.kind == kind)

    def pod_patch_check(self, ctx: Context) -> Iterable[Result]:
        """Its own limits on a spec's pod patch: a runtime's; a whole pod template's are the Pod API's alone."""
        return self.runtime.pod_patch_check(ctx) if self.runtime else ()


def refused_by_others(workloads: tuple[Workload, ...]) -> tuple[Workload, ...]:
    """Each workload, the fields every other one owns added to what it cannot carry: a workload names only its own
    fields, and a new one is refused by the rest with no edit of theirs (kfgen.workloads.registry)."""
    return tuple(
        w._replace(
            unsupported={
                **w.unsupported,
                **{
                    path: f"{'.'.join(path)} applies to backend {o.name} only"
                    for o in workloads
                    if o is not w
                    for path in o.owns
                },
            }
        )
        for w in workloads
    )


# kube-state-metrics' view of the kubeflow.org jobs: training-operator v1.9.4's v1 JobStatus and mpi-operator v0.8.0's
# v2beta1 JobStatus have the same fields (startTime, replicaStatuses by replica type), so one MPIJob shape serves both
KUBEFLOW_JOB_STATUS = StatusShape(
    ["spec", "runPolicy", "activeDeadlineSeconds"], ["status", "startTime"], ["status", "replicaStatuses"], True
)


def images_required(ctx: Context) -> Iterator[Result]:
    """Every role runs an image of the spec's or its own (a TrainJob may take the one its runtime names instead)."""
    missing = [role for role in ctx.replicas if "image" not in ctx.role_specs[role]]
    removed = " (this override removes it)" if ctx.origin("image") == "override" else ""
    if missing and len(missing) == len(ctx.replicas):
        yield error(f"is required{removed}", ctx.ref, ctx.field("image"))
    elif missing:
        yield error(f"is required for role {missing[0]} (or set spec.roles.{missing[0]}.image)", ctx.ref, "spec.image")


def one_container_name(ctx: Context) -> Iterator[Result]:
    """A backend whose operator requires one training container name (a webhook's, a runtime's) refuses a role's
    own; mpi-operator's roles may name theirs apart (its operator takes each pod's first container)."""
    for role, settings in (ctx.spec.get("roles") or {}).items():
        if isinstance(settings, dict) and "containerName" in settings:
            why = "a role's containerName applies to backend mpi-operator only (set spec.containerName)"
            yield error(why, ctx.ref, ctx.field("roles", role, "containerName"))


def mapping(obj: Obj, key: str) -> dict[str, Any]:
    """The mapping at obj[key] of a job read back, {} where there is none."""
    value = obj.get(key)
    return value if isinstance(value, dict) else {}


def replica_count(value: object, default: int) -> int:
    """A replica count read back from a job: a whole number ≥ 0, else the API's default."""
    return value if isinstance(value, int) and not isinstance(value, bool) and value >= 0 else default
