"""A TrainJob read back as spec fields: the inverse of kfgen.workloads.trainjob.workload's render.

The trainer's settings (image, command, env, resourcesPerNode) are the training container's; kfgen's own runtime
patch (manager kfgen.dev/kfgen) is the pod template its pod patch is read against. Another manager's runtime patch
has no spec field: it is reported.
"""

from __future__ import annotations

from typing import Any

from kfgen import api
from kfgen.api import Obj
from kfgen.workloads import readpod, readroles
from kfgen.workloads.frameworks import FRAMEWORKS, TRAINER_CONTAINER
from kfgen.workloads.profile import ReadBack
from kfgen.workloads.trainjob import runtimes

BY_RUNTIME = {fw.runtime: fw for fw in FRAMEWORKS.values() if fw.runtime}
TRAINER_FIELDS = ("image", "command", "args", "env")
READ = {"runtimeRef", "trainer", "activeDeadlineSeconds", "suspend", "runtimePatches"}
# where kfgen's render has its runtime patch's pod template (its only runtime patch)
KFGEN_TEMPLATE = "spec.runtimePatches[0].trainingRuntimeSpec.template.spec.replicatedJobs[0].template.spec.template"
TRAINER_READ = {*TRAINER_FIELDS, "numNodes", "numProcPerNode", "resourcesPerNode"}


def read_back(job: Obj, environment: Obj | None = None) -> ReadBack | None:
    if job.get("apiVersion") != api.TRAINER_API_VERSION or job.get("kind") != "TrainJob":
        return None
    out = ReadBack({"backend": "trainer"}, {}, [], [])
    body = job.get("spec")
    if not isinstance(body, dict):
        out.problems.append(("spec", "must be a mapping"))
        return out
    ref, trainer = body.get("runtimeRef"), body.get("trainer") or {}
    for field, value in (("spec.runtimeRef", ref), ("spec.trainer", trainer)):
        if not isinstance(value, dict):
            out.problems.append((field, "must be a mapping"))
    if out.problems or not isinstance(ref, dict):
        return out
    _runtime(ref, out)
    _aimed_at(ref, body.get("runtimePatches"), environment, out)
    where, template = _template(body.get("runtimePatches"), out)
    out.templates["worker"] = (where, template)
    container = {"name": TRAINER_CONTAINER, **{k: trainer[k] for k in TRAINER_FIELDS if k in trainer}}
    container["resources"] = trainer.get("resourcesPerNode") or {}
    main = readpod.main_container(template, TRAINER_CONTAINER) or {}
    if "volumeMounts" in main:
        container["volumeMounts"] = main["volumeMounts"]
    whole = {"spec": {**(template.get("spec") or {}), "containers": [container]}}
    read = readpod.read_pod(whole, TRAINER_CONTAINER, readroles.spec_name(job), environment)
    fw = FRAMEWORKS[out.spec["framework"]]
    fields, _ = readroles.role_reads({"worker": read}, fw)
    out.spec.update(fields)
    _requests_only(trainer.get("resourcesPerNode"), out)
    if trainer.get("numNodes", 1) != 1:
        out.spec["replicas"] = {"worker": trainer["numNodes"]}
    if "numProcPerNode" in trainer:
        out.spec["nprocPerNode"] = trainer["numProcPerNode"]
    policy = readroles.run_policy(body, (("activeDeadlineSeconds", "deadline"), ("suspend", "suspend")))
    if policy:
        out.spec["runPolicy"] = policy
    out.unread.extend((f"spec.trainer.{k}", v) for k, v in trainer.items() if k not in TRAINER_READ)
    out.unread.extend((f"spec.{k}", v) for k, v in body.items() if k not in READ)
    return out


def _requests_only(given: Any, out: ReadBack) -> None:
    """A request without a limit as the spec's resource: a v1 job's pod patch carries it, a TrainJob's cannot
    (resourcesPerNode is no pod template field); the limit kfgen then adds is a difference the import names."""
    requests = given.get("requests") if isinstance(given, dict) else None
    limits = given.get("limits") if isinstance(given, dict) else None
    if not isinstance(requests, dict):
        return
    resources = dict(out.spec.get("resources") or {})
    for key, field in readpod.RESOURCE_FIELDS:
        if key in requests and key not in (limits or {}) and field not in resources:
            resources[field] = str(requests[key])
    if resources:
        limits = resources.pop("limits", None)
        out.spec["resources"] = {**resources, **({"limits": limits} if limits else {})}


def _runtime(ref: Obj, out: ReadBack) -> None:
    name = str(ref.get("name", ""))
    fw = BY_RUNTIME.get(name)
    out.spec["framework"] = "pytorch" if fw is None else fw.name
    if fw is None:
        out.spec["runtime"] = name
    if ref.get("kind", "ClusterTrainingRuntime") != "ClusterTrainingRuntime":
        out.spec["runtimeKind"] = ref["kind"]


def _aimed_at(ref: Obj, patches: Any, environment: Obj | None, out: ReadBack) -> None:
    """The replicated jobs kfgen's runtime patch is aimed at, as spec.runtimeJobs where they are not the ones kfgen
    aims at by default (the runtime's, in the Environment or Trainer's defaults)."""
    names = [
        str(rjob["name"])
        for patch in (patches if isinstance(patches, list) else [])
        if isinstance(patch, dict) and patch.get("manager") == api.RUNTIME_PATCH_MANAGER
        for rjob in runtimes.replicated_jobs(_mapping(patch.get("trainingRuntimeSpec")))
        if isinstance(rjob, dict) and isinstance(rjob.get("name"), str)
    ]
    env_spec = _mapping(environment.get("spec")) if isinstance(environment, dict) else {}
    kind, name = str(ref.get("kind") or "ClusterTrainingRuntime"), str(ref.get("name", ""))
    if kind not in runtimes.ENVIRONMENT_KEYS:
        return
    known = runtimes.known_jobs(env_spec, kind, name)
    aimed = [n for n in dict.fromkeys(names) if known is None or n in known[0]]  # others reach no pod: named
    if aimed and tuple(aimed) != runtimes.runtime_jobs(env_spec, kind, name):
        out.spec["runtimeJobs"] = aimed


def _mapping(value: Any) -> Obj:
    return value if isinstance(value, dict) else {}


def _template(patches: Any, out: ReadBack) -> tuple[str, Obj]:
    """kfgen's runtime patch's pod template (the first replicated job's: kfgen writes the same in each)."""
    found: tuple[str, Obj] = (KFGEN_TEMPLATE, {"spec": {}})  # no patch: the runtime's pods as they are
    for index, patch in enumerate(patches if isinstance(patches, list) else []):
        if not isinstance(patch, dict) or patch.get("manager") != api.RUNTIME_PATCH_MANAGER:
            out.unread.append((f"spec.runtimePatches[{index}]", patch))
            continue
        _unread_in_kfgens(patch, f"spec.runtimePatches[{index}]", out)
        jobs = (((patch.get("trainingRuntimeSpec") or {}).get("template") or {}).get("spec") or {}).get(
            "replicatedJobs"
        )
        first = jobs[0] if isinstance(jobs, list) and jobs and isinstance(jobs[0], dict) else {}
        template = ((first.get("template") or {}).get("spec") or {}).get("template")
        if isinstance(template, dict):
            found = (KFGEN_TEMPLATE, template)
    return found


def _unread_in_kfgens(patch: Obj, at: str, out: ReadBack) -> None:
    """What kfgen's own runtime patch holds beyond what kfgen writes (one pod template, the same in each replicated
    job): reported, as another manager's patch is, never dropped without a word."""
    levels = (("trainingRuntimeSpec", {"manager", "trainingRuntimeSpec"}), ("template", {"template"}))
    node: Any = patch
    for key, written in (*levels, ("spec", {"spec"}), ("replicatedJobs", {"replicatedJobs"})):
        out.unread.extend((f"{at}.{k}", v) for k, v in node.items() if k not in written)
        node = node.get(key)
        if not isinstance(node, dict):
            break
        at = f"{at}.{key}"
    if not isinstance(node, list):
        return
    at = f"{at}.replicatedJobs"
    first = None
    for index, rjob in enumerate(node):
        item = f"{at}[{index}]"
        if not isinstance(rjob, dict):
            continue
        out.unread.extend((f"{item}.{k}", v) for k, v in rjob.items() if k not in ("name", "template"))
        template = rjob.get("template") or {}
        out.unread.extend((f"{item}.template.{k}", v) for k, v in template.items() if k != "spec")
        spec = template.get("spec") or {}
        out.unread.extend((f"{item}.template.spec.{k}", v) for k, v in spec.items() if k != "template")
        pod = spec.get("template")
        if index == 0:
            first = pod
        elif pod != first:
            out.unread.append((f"{item}.template.spec.template", pod))  # kfgen writes the first's in each
