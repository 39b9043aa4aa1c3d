"""TrainJobs as other tools and Trainer releases write them, made the one `kfgen import` reads (kfgen.migrate.inputs):

- `spec.podTemplateOverrides` (Trainer v2.0–v2.1: targetJobs, metadata, spec) is read as the runtime patch Trainer
  v2.2+ and kfgen write (runtimePatches[].trainingRuntimeSpec.template.spec.replicatedJobs[]), said;
- a runtime patch of another manager (the SDK's, a platform's), the job's only one, is read as kfgen's, said;
- a job without `trainer.numNodes` states its runtime's node count, or the 1 kfgen writes, named
  (kfgen.migrate.trainjobnodes);
- the replicated jobs a patch aims at are checked against those of the runtime the job references (the inputs'
  ClusterTrainingRuntime or TrainingRuntime of that name, else the Environment's, else Trainer's defaults) and
  against those kfgen renders for it (the Environment's runtime, else Trainer's defaults): a difference is named.
"""

from __future__ import annotations

from typing import Any

from kfgen import api
from kfgen.api import Obj
from kfgen.migrate import compare, shape, trainjobnodes
from kfgen.results import WARNING, Result
from kfgen.workloads.trainjob import runtimes
from kfgen.workloads.trainjob import workload as trainjob

RUNTIME_KINDS = ("ClusterTrainingRuntime", "TrainingRuntime")


def runtimes_of(documents: list[Any]) -> dict[tuple[str, str], Obj]:
    """The Trainer runtimes among the inputs, by (kind, name): their spec."""
    out: dict[tuple[str, str], Obj] = {}
    for doc in documents:
        if isinstance(doc, dict) and doc.get("apiVersion") == api.TRAINER_API_VERSION:
            kind, meta, spec = doc.get("kind"), doc.get("metadata"), doc.get("spec")
            if kind in RUNTIME_KINDS and isinstance(meta, dict) and isinstance(spec, dict):
                out[(str(kind), str(meta.get("name")))] = spec
    return out


def is_runtime(doc: Any) -> bool:
    return (
        isinstance(doc, dict) and doc.get("apiVersion") == api.TRAINER_API_VERSION and doc.get("kind") in RUNTIME_KINDS
    )


def runtime_note(doc: Obj) -> str:
    name = (doc.get("metadata") or {}).get("name")
    return (
        f"read as the runtime of the TrainJobs that name it, not imported: a TrainingSpec names its runtime "
        f"(spec.runtime: {name}); kfgen renders runtimes from the Environment (spec.trainer.clusterRuntimes, "
        "runtimes)"
    )


def prepared(job: Obj, given: dict[tuple[str, str], Obj], environment: Obj | None) -> tuple[Obj, list[tuple[str, str]]]:
    """The TrainJob with its pod settings in one runtime patch of kfgen's, and (field, message) for each change
    made and each replicated job the patch aims at that kfgen's render would not."""
    body = job.get("spec")
    if not isinstance(body, dict) or shape.problems(job, shape.job_shape(job)):
        return job, []  # the import reports each field of a wrong type
    notes: list[tuple[str, str]] = []
    patches = body.get("runtimePatches")
    overrides = body.get("podTemplateOverrides")
    if isinstance(overrides, list) and overrides and not patches:
        body = {k: v for k, v in body.items() if k != "podTemplateOverrides"}
        body["runtimePatches"] = [_from_overrides(overrides)]
        notes.append(
            (
                "spec.podTemplateOverrides",
                "Trainer v2.0–v2.1's pod template overrides, read as the runtime patch Trainer v2.2+ takes "
                "(spec.runtimePatches): kfgen renders that",
            )
        )
    elif isinstance(patches, list) and len(patches) == 1 and isinstance(patches[0], dict):
        manager = patches[0].get("manager")
        if manager != api.RUNTIME_PATCH_MANAGER:
            body = {**body, "runtimePatches": [{**patches[0], "manager": api.RUNTIME_PATCH_MANAGER}]}
            notes.append(
                (
                    "spec.runtimePatches[0].manager",
                    f"the runtime patch of {manager!r}, read as kfgen's own (manager {api.RUNTIME_PATCH_MANAGER}): "
                    "its pod settings are the spec's",
                )
            )
    out, aimed = _aimed({**job, "spec": body}, given, environment)
    return out, notes + aimed


def trial_prepared(job: Any, environment: Obj | None) -> tuple[Any, list[Result]]:
    """An Experiment's trial TrainJob with the node count it runs stated (its runtime is the Environment's or
    Trainer's default: an Experiment brings none), and the results where kfgen cannot know it."""
    if not isinstance(job, dict) or job.get("kind") != trainjob.KIND.kind or not isinstance(job.get("spec"), dict):
        return job, []
    ref = job["spec"].get("runtimeRef")
    ref = ref if isinstance(ref, dict) else {}
    env_spec = environment.get("spec") if isinstance(environment, dict) else None
    key = (str(ref.get("kind") or "ClusterTrainingRuntime"), str(ref.get("name") or ""))
    if key[0] not in RUNTIME_KINDS:
        return job, []
    job, notes = trainjobnodes.stated(job, key, {}, env_spec if isinstance(env_spec, dict) else {})
    return job, [Result(WARNING, message, field=field) for field, message in notes]


def _from_overrides(overrides: list[Any]) -> Obj:
    jobs: list[Obj] = []
    for override in overrides:
        if not isinstance(override, dict):
            continue
        template = {k: override[k] for k in ("metadata", "spec") if k in override}
        targets = override.get("targetJobs")
        for target in targets if isinstance(targets, list) else []:
            if isinstance(target, dict) and isinstance(target.get("name"), str):
                jobs.append({"name": target["name"], "template": {"spec": {"template": template}}})
    spec = {"template": {"spec": {"replicatedJobs": jobs}}}
    return {"manager": api.RUNTIME_PATCH_MANAGER, "trainingRuntimeSpec": spec}


def _aimed(job: Obj, given: dict[tuple[str, str], Obj], environment: Obj | None) -> tuple[Obj, list[tuple[str, str]]]:
    """The job with the node count it runs stated, and kfgen's patch aimed at the trainer jobs of the runtime it
    references where it patches nothing (the read back carries the jobs a patch aims at as spec.runtimeJobs), and
    the differences kfgen cannot carry."""
    body = job["spec"]
    ref = body.get("runtimeRef") if isinstance(body.get("runtimeRef"), dict) else {}
    kind, name = str(ref.get("kind") or "ClusterTrainingRuntime"), str(ref.get("name") or "")
    if kind not in RUNTIME_KINDS:
        return job, []
    env_spec = environment.get("spec") if isinstance(environment, dict) else None
    env_spec = env_spec if isinstance(env_spec, dict) else {}
    job, nodes = trainjobnodes.stated(job, (kind, name), given, env_spec)
    body = job["spec"]
    runtime, where = _runtime_jobs((kind, name), given, env_spec)
    aimed = _patched_jobs(body.get("runtimePatches"))
    notes: list[tuple[str, str]] = []
    body_of = given.get((kind, name)) or runtimes.defined(env_spec, kind).get(name)
    if isinstance(body_of, dict) and runtime and not runtimes.trainer_jobs(body_of):
        notes.append(
            (
                "spec.runtimeRef",
                f"the {kind} {name!r} ({where}) has no container named {runtimes.TRAINER_CONTAINER!r} in "
                f"{_names(runtime)}: Trainer puts the TrainJob's trainer settings (image, command, "
                "resourcesPerNode) on that container only, and kfgen's runtime patch names it: neither reaches this "
                "runtime's trainer",
            )
        )
    aimed_by_default = runtimes.runtime_jobs(env_spec, kind, name)
    if runtime and runtime != aimed_by_default and not aimed and not body.get("runtimePatches"):
        return {**job, "spec": {**body, "runtimePatches": [_aimed_at(runtime)]}}, nodes + notes
    jobs = _all_jobs((kind, name), given, env_spec)
    outside = [j for j in aimed if jobs is not None and j not in jobs]
    if outside and not notes:
        notes.append(
            (
                "spec.runtimePatches[0].trainingRuntimeSpec.template.spec.replicatedJobs",
                f"aims at {_names(outside)}, which the {kind} {name!r} ({where}) does not have: those pod settings "
                "reach no pod",
            )
        )
    return job, nodes + notes


def _aimed_at(jobs: tuple[str, ...]) -> Obj:
    """kfgen's runtime patch aimed at `jobs`, patching nothing: the runtime's pods as they are."""
    replicated = [{"name": name, "template": {"spec": {"template": {}}}} for name in jobs]
    spec = {"template": {"spec": {"replicatedJobs": replicated}}}
    return {"manager": api.RUNTIME_PATCH_MANAGER, "trainingRuntimeSpec": spec}


FIRST_JOB = "replicatedJobs[0]"


def templates(path: str, template: Obj, doc: Obj, rendered: Obj) -> list[tuple[str, Obj, Obj]]:
    """(path, the input's pod template, the render's) of the template read at `path`, and of each other replicated
    job kfgen's TrainJob patch writes it into."""
    out = [(path, template, compare.at(rendered, path) or {})]
    for sibling in siblings(path, compare.at(rendered, path.split(FIRST_JOB)[0] + "replicatedJobs")):
        theirs = compare.at(doc, sibling)
        out.append((sibling, theirs if isinstance(theirs, dict) else {}, compare.at(rendered, sibling) or {}))
    return out


def siblings(path: str, rendered_jobs: Any) -> list[str]:
    """The paths of the pod templates kfgen writes, as the one at `path` (the first replicated job's), into the other
    replicated jobs of its TrainJob patch: a difference there is compared and named there too (an input job's other
    template that differs from the first is named where it is read, kfgen.workloads.trainjob.read)."""
    if FIRST_JOB not in path or not isinstance(rendered_jobs, list):
        return []
    return [path.replace(FIRST_JOB, f"replicatedJobs[{i}]", 1) for i in range(1, len(rendered_jobs))]


def _all_jobs(key: tuple[str, str], given: dict[tuple[str, str], Obj], env_spec: Obj) -> tuple[str, ...] | None:
    """Every replicated job of the runtime the job references (None: a runtime kfgen does not know)."""
    if key in given:
        return tuple(runtimes.job_name(j) for j in runtimes.replicated_jobs(given[key]))
    known = runtimes.known_jobs(env_spec, *key)
    return known[0] if known else None


def _runtime_jobs(
    key: tuple[str, str], given: dict[tuple[str, str], Obj], env_spec: Obj
) -> tuple[tuple[str, ...] | None, str]:
    """The replicated jobs of the runtime the job references that run the trainer, and where it was read."""
    if key in given:
        return _trainer_jobs(given[key]), "in the input"
    defined = runtimes.defined(env_spec, key[0]).get(key[1])
    if isinstance(defined, dict):
        return _trainer_jobs(defined), "in the Environment"
    return None, "Trainer's default"


def _trainer_jobs(body: Obj) -> tuple[str, ...]:
    """Jobs running the `node` container (where Trainer puts the trainer), else those its ancestor label names
    the trainer's."""
    found = runtimes.trainer_jobs(body)
    if found:
        return found
    jobs = runtimes.replicated_jobs(body)
    return tuple(str(j.get("name")) for j in jobs if isinstance(j, dict) and runtimes.ancestor(j) == "trainer")


def _patched_jobs(patches: Any) -> list[str]:
    out: list[str] = []
    for patch in patches if isinstance(patches, list) else []:
        if isinstance(patch, dict) and patch.get("manager") == api.RUNTIME_PATCH_MANAGER:
            spec = patch.get("trainingRuntimeSpec")
            for rjob in runtimes.replicated_jobs(spec if isinstance(spec, dict) else {}):
                if isinstance(rjob, dict) and isinstance(rjob.get("name"), str):
                    out.append(rjob["name"])
    return out


def _names(jobs: Any) -> str:
    listed = list(jobs)
    if not listed:
        return "no replicated job"
    return ("replicated job " if len(listed) == 1 else "replicated jobs ") + ", ".join(repr(j) for j in listed)


def results(notes: list[tuple[str, str]]) -> list[Result]:
    return [Result(WARNING, message, field=field) for field, message in notes]
