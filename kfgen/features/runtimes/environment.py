"""Checks of the Trainer runtimes an Environment defines, beyond the schema.

Every pod template of a runtime's JobSet passes what a job's pod template passes: its shape (kfgen.checks.podshape),
the Environment's Pod Security profile (kfgen.checks.security), the policy floor (kfgen.checks.podfloor), the
same Environment's pod policy (kfgen.render.podpolicy: its pods are the ones every TrainJob on it runs), no literal
credential (kfgen.checks.credentials) and the API server's pod rules (kfgen.checks.apivalidation.pod). The runtime
itself must not take the name of one Trainer installs, must have a replicated job for the trainer, and must mean the
same to every reader.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from kfgen import api
from kfgen.checks import credentials, podfloor, podshape, security
from kfgen.checks.apivalidation import names
from kfgen.model import EnvironmentView
from kfgen.render import podpolicy
from kfgen.render.podvalidity import CONSEQUENCE
from kfgen.workloads.trainjob import runtimes as trainerruntimes

Problem = tuple[str, str]
WHOLE_FLOAT = (
    "must be written as an integer ({whole}, not {value!r}): the API server stores {value!r} as {whole}, so "
    "the controller would make another runtime than kfgen render"
)
ENV_CREDENTIAL = "a literal value for a credential; take it from a Secret instead (valueFrom.secretKeyRef)"

ANCESTOR_CONTAINERS = {
    "trainer": "node",
    "dataset-initializer": "dataset-initializer",
    "model-initializer": "model-initializer",
}


def check(env: EnvironmentView) -> Iterator[Problem]:
    for kind, key in trainerruntimes.ENVIRONMENT_KEYS.items():
        for name, body in sorted(trainerruntimes.defined(env.spec, kind).items()):
            base = f"spec.trainer.{key}.{name}"
            if kind == "ClusterTrainingRuntime" and name in trainerruntimes.DEFAULT_RUNTIMES:
                yield (
                    base,
                    (f"is the name of a ClusterTrainingRuntime Trainer v2.3.0 installs ({name}); name yours otherwise"),
                )
            yield from _labels(body.get("labels") or {}, f"{base}.labels")
            yield from body_problems(env, body, base)


def body_problems(env: EnvironmentView, body: dict[str, Any], base: str) -> Iterator[Problem]:
    """(field, message) of each rule a runtime's spec (at `base`) breaks under the Environment `env`: the
    Environment's own runtimes, and those among a build's inputs (kfgen.features.runtimes.inputs)."""
    level = str((env.spec.get("security") or {}).get("profile", "restricted"))
    yield from _whole_floats(body, base)
    for path, message in credentials.problems(body):
        yield base + _dotted(path), ENV_CREDENTIAL if message == credentials.POD_ENV_MESSAGE else message
    yield from _jobs(body, base)
    claims = _claim_volumes(body)
    for index, _, template in trainerruntimes.pod_templates(body):
        where = f"{base}.template.spec.replicatedJobs[{index}].template.spec.template"
        yield from _pod(env, level, template, where, claims)


def _dotted(path: tuple[str | int, ...]) -> str:
    return "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)


def _labels(labels: dict[str, Any], where: str) -> Iterator[Problem]:
    for key, value in labels.items():
        if str(key) in api.OWN_LABELS or str(key).startswith(f"{api.GROUP}/"):
            yield f"{where}.{key}", f"the label {key} is kfgen's own (it finds the Environment's objects by it)"
        for message in [*names.qualified_name(str(key)), *names.label_value(str(value))]:
            yield f"{where}.{key}", f"{message}; the API server refuses the runtime"


def _whole_floats(node: Any, where: str) -> Iterator[Problem]:
    if isinstance(node, float) and node.is_integer():
        yield where, WHOLE_FLOAT.format(whole=int(node), value=node)
    elif isinstance(node, dict):
        for key, value in node.items():
            yield from _whole_floats(value, f"{where}.{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from _whole_floats(value, f"{where}[{index}]")


def _jobs(body: dict[str, Any], base: str) -> Iterator[Problem]:
    seen: set[str] = set()
    for index, name, _ in trainerruntimes.pod_templates(body):
        if name in seen:
            yield f"{base}.template.spec.replicatedJobs[{index}].name", f"{name!r} is listed twice; JobSet refuses it"
        seen.add(name)
    jobs = trainerruntimes.replicated_jobs(body)
    for index, (job, (_, _, template)) in enumerate(zip(jobs, trainerruntimes.pod_templates(body), strict=True)):
        yield from _ancestor(job, template, f"{base}.template.spec.replicatedJobs[{index}]")
    ancestors = {str(job.get("name")) for job in jobs if trainerruntimes.ancestor(job) == "trainer"}
    if not ancestors & set(trainerruntimes.trainer_jobs(body)):
        yield (
            f"{base}.template.spec.replicatedJobs",
            f"needs a replicated job labelled {trainerruntimes.ANCESTOR_LABEL}: trainer whose pods have a container "
            f"named {trainerruntimes.TRAINER_CONTAINER}: Trainer runs a TrainJob's trainer (its image, command, "
            "resources and numNodes) there",
        )


def _ancestor(job: dict[str, Any], template: Any, where: str) -> Iterator[Problem]:
    """Trainer v2.3.0's TrainingRuntime webhook (pkg/webhooks/trainingruntime_webhook.go validateReplicatedJobs)."""
    step = trainerruntimes.ancestor(job)
    container = ANCESTOR_CONTAINERS.get(step or "")
    if container is None:
        return
    if job.get("replicas", 1) != 1:
        yield f"{where}.replicas", f"must be 1 for the {step} step; Trainer's webhook refuses the runtime"
    pod = template.get("spec") if isinstance(template, dict) else None
    containers = pod.get("containers") if isinstance(pod, dict) else None
    if not any(isinstance(c, dict) and c.get("name") == container for c in containers or []):
        yield (
            f"{where}.template.spec.template.spec.containers",
            f"needs a container named {container} for the {step} step; Trainer's webhook refuses the runtime",
        )


def _claim_volumes(body: dict[str, Any]) -> list[dict[str, Any]]:
    """The volumes JobSet adds to every pod for its volumeClaimPolicies (a PVC per claim template)."""
    template = body.get("template")
    spec = template.get("spec") if isinstance(template, dict) else None
    policies = spec.get("volumeClaimPolicies") if isinstance(spec, dict) else None
    names = [
        str(claim["metadata"]["name"])
        for policy in (policies if isinstance(policies, list) else [])
        if isinstance(policy, dict) and isinstance(policy.get("templates"), list)
        for claim in policy["templates"]
        if isinstance(claim, dict) and isinstance(claim.get("metadata"), dict) and "name" in claim["metadata"]
    ]
    return [{"name": name, "persistentVolumeClaim": {"claimName": name}} for name in names]


def _with_claims(template: dict[str, Any], claims: list[dict[str, Any]]) -> dict[str, Any]:
    volumes = template["spec"].get("volumes")
    own = {v.get("name") for v in volumes if isinstance(v, dict)} if isinstance(volumes, list) else set()
    added = [claim for claim in claims if claim["name"] not in own]
    if not added or not (volumes is None or isinstance(volumes, list)):
        return template
    return {**template, "spec": {**template["spec"], "volumes": [*(volumes or []), *added]}}


def _pod(
    env: EnvironmentView, level: str, template: Any, where: str, claims: list[dict[str, Any]]
) -> Iterator[Problem]:
    if not isinstance(template, dict) or not isinstance(template.get("spec"), dict):
        yield where, "is required: the replicated job's pods are made from it (a pod template with a spec)"
        return
    shape = list(podshape.problems(template))
    if shape:  # a field of the wrong type first: the other rules would misread it
        yield from ((f"{where}.{path}", message) for path, message in shape)
        return
    yield from ((where, message) for message in security.profile_problems(template, level))
    env_name = env.name or None  # no Environment: the floor's messages say so
    for path, message in podfloor.pod_spec_problems(env.spec, env_name, template["spec"]):
        yield f"{where}.spec{_dotted(path)}", message
    yield from podpolicy.template_problems(dict(env.spec), env_name, template, where)
    from kfgen.checks.apivalidation import pod  # the whole port: only for an Environment with runtimes

    for problem in pod.problems(_with_claims(template, claims)):
        if problem.rule in CONSEQUENCE:
            yield f"{where}.{problem.field}", f"{problem.message}; {CONSEQUENCE[problem.rule]}"
