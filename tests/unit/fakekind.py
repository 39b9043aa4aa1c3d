"""A job kind family no cluster has, `example.dev/v1 FakeJob` (`backend: fake`), written as docs/contributing/
add-a-job-kind.md says a new one is: a workload module, one entry in the registry, the schema's values. `declare()`
does the last two the way a test can (the registry's `declared`, the schema's enums, and the validators that
`python -m kfgen.gen` would write, compiled in memory); tests/unit/test_add_a_kind.py runs it in a fresh process and
reads every table that must pick the kind up with no other edit.
"""

from __future__ import annotations

from collections.abc import Iterator
from decimal import Decimal

from kfgen.api import JOB_WHY, KindInfo, Obj, Phases
from kfgen.checks import security
from kfgen.model import Context
from kfgen.render import meta, names, pod, podresources
from kfgen.results import Result, error
from kfgen.workloads.profile import ReadBack, Reading, StatusShape, Workload, mapping, one_container_name

NAME = "fake"
API_VERSION = "example.dev/v1"
ROLE = "worker"
PHASES = Phases({"Complete": "Succeeded", "Failed": "Failed"}, "Complete", "trainjob.lua")
KIND = KindInfo(API_VERSION, "FakeJob", "fakejobs", why=JOB_WHY, watched=True, phases=PHASES)
JOB_NAME_LABEL = "example.dev/job-name"
UNSUPPORTED: dict[tuple[str, ...], str] = {("gang",): "a FakeJob has no gang"}


def render(ctx: Context) -> tuple[Obj, list[Result]]:
    pod_volumes, mounts = pod.volumes(ctx, ROLE)
    spec: Obj = {"serviceAccountName": names.service_account(ctx), "securityContext": security.pod_context(ctx)}
    main = pod.container(ctx, ROLE, ctx.container_name, mounts)
    template, results = pod.finish_template(ctx, ROLE, spec, main, pod_volumes)
    job_meta = meta.metadata(ctx, names.job(ctx), "training")
    return {"apiVersion": API_VERSION, "kind": KIND.kind, "metadata": job_meta, "spec": {"template": template}}, results


def check(ctx: Context) -> Iterator[Result]:
    for path, why in ctx.profile.unsupported.items():
        if ctx.origin(*path) in ("spec", "override"):
            yield error(f"not supported by a FakeJob: {why}", ctx.ref, ctx.field(*path))
    yield from one_container_name(ctx)


def pod_requests(job: Obj) -> list[tuple[int, dict[str, Decimal]]]:
    return [(1, podresources.pod_requests(mapping(mapping(job, "spec"), "template").get("spec")))]


def read_back(job: Obj, environment: Obj | None = None) -> ReadBack | None:
    from kfgen.workloads import readpod, readroles
    from kfgen.workloads.frameworks import FRAMEWORKS

    if job.get("apiVersion") != API_VERSION or job.get("kind") != KIND.kind:
        return None
    out = ReadBack({"framework": "pytorch", "backend": NAME}, {}, [], [])
    template = mapping(mapping(job, "spec"), "template")
    read = readpod.read_pod(template, FRAMEWORKS["pytorch"].container, readroles.spec_name(job), environment)
    out.templates[ROLE] = ("spec.template", template)
    fields, _ = readroles.role_reads({ROLE: read}, FRAMEWORKS["pytorch"])
    out.spec.update(fields)
    return out


WORKLOAD = Workload(
    name=NAME,
    title=lambda fw: "a FakeJob",
    kinds=(KIND,),
    job_kind=lambda fw: KIND.kind,
    kueue_integrations={},
    kueue_unadmitted={},
    status=StatusShape(None, ["status", "startTime"], None, False),
    pod_job_label=JOB_NAME_LABEL,
    fixed_roles=(ROLE,),
    singletons=lambda fw: frozenset(),
    default_container=lambda fw: fw.container,
    pod_templates=lambda ctx, job: [job["spec"]["template"]],
    pod_requests=pod_requests,
    primary_pod_labels=lambda ctx: {},
    batch_job_roles=lambda ctx: [],
    ranges=(),
    owns=(("fakeOptions",),),
    unsupported=UNSUPPORTED,
    runtime=None,
    render=render,
    hostnames=lambda ctx: [f"{ctx.job_name}-0"],
    check=check,
    reading=Reading(read_back, {}),
    api_server_use=lambda fw: None,
)


def declare() -> None:
    """Its registry entry and the schema's values, before anything that reads the tables is imported."""
    import functools

    import fastjsonschema

    from kfgen import schema
    from kfgen.checks import validate
    from kfgen.schema import base
    from kfgen.workloads import registry

    given = registry.declared
    registry.declared = lambda: (*given(), WORKLOAD)  # the one line
    registry.register()
    base.BACKENDS.append(NAME)  # the schema's values (the lists are the schema's own enums)
    base.WORKLOAD_KINDS.append(KIND.kind)
    # what `python -m kfgen.gen` writes to kfgen/generated from the schema
    validate._fast_validator = functools.cache(lambda kind: fastjsonschema.compile(schema.SCHEMAS[kind]))


SPEC: Obj = {
    "apiVersion": "kfgen.dev/v1alpha1",
    "kind": "TrainingSpec",
    "metadata": {"name": "fake-train"},
    "spec": {"framework": "pytorch", "backend": NAME, "image": "registry.example/train:1", "command": ["python"]},
}


def facts(environment: Obj) -> Obj:
    """What each table says of the kind, once `declare()` ran: JSON for the test to read."""
    import copy

    from kfgen import core
    from kfgen.controller import cache, kube, main
    from kfgen.features.monitoring import state
    from kfgen.gen import argocd, flux, rbac
    from kfgen.migrate import importer
    from kfgen.model import EnvironmentView
    from kfgen.workloads import registry

    queued = core.expand(copy.deepcopy(SPEC), environment)  # prod queues every job: Kueue admits no FakeJob
    environment = copy.deepcopy(environment)
    environment["spec"]["kueue"]["unqueuedKinds"].append(KIND.kind)
    rendered = core.expand(copy.deepcopy(SPEC), environment)
    jobs = [o for o in rendered.objects if o["kind"] == KIND.kind]
    refused = core.expand({**SPEC, "spec": {**SPEC["spec"], "gang": {"minAvailable": 1}}}, environment)
    imported, _ = importer.import_object(importer.Source("job.yaml", 0), copy.deepcopy(jobs[0])) if jobs else (None, [])
    policies = [o for o in rendered.objects if o["kind"] == "NetworkPolicy"]
    return {
        "render": [(o["apiVersion"], o["kind"]) for o in rendered.objects],
        "errors": [str(r) for r in rendered.results if r.severity == "error"],
        "queued": [str(r) for r in queued.results if r.severity == "error"],
        "refused": [str(r) for r in refused.results if r.severity == "error"],
        "others_refuse": registry.BY_BACKEND["v1"].unsupported.get(("fakeOptions",)),
        "controller_path": kube.path(KIND.kind, "ml", "a"),
        "controller_watched": KIND.kind in cache.WATCHED and KIND.kind in kube.JOB_KINDS,
        "controller_job": main.watched(kube.KINDS[KIND.kind]),
        "rbac": [r for r in rbac.rules(True) if KIND.plural in r.resources],
        "network_policy_selectors": [p["spec"]["podSelector"] for p in policies],
        "state_metrics": [
            r["groupVersionKind"] for r in state.config(EnvironmentView.of(environment))["spec"]["resources"]
        ],
        "argocd": argocd.SCRIPTS.get(f"example.dev_{KIND.kind}"),
        "flux": [e for e in flux.exprs() if e.get("kind") == KIND.kind],
        "imported": imported and imported["spec"],
    }


def main() -> None:
    import json
    import sys
    from pathlib import Path

    import yaml

    declare()
    environment = yaml.safe_load(Path(sys.argv[1]).read_text())
    print(json.dumps(facts(environment), default=str))


if __name__ == "__main__":
    main()
