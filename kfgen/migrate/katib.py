"""A Katib v1beta1 Experiment read back into what kfgen renders it from: the spec's tuning block and the trial job (the
inverse of kfgen.features.tuning).

    split(experiment) -> (tuning, job, results)

`experiment` is any parsed document. `tuning` is the shortest `spec.tuning` block that makes kfgen write the
Experiment: nothing Katib v0.19.0's defaulting webhook fills in (kfgen.migrate.katibdefaults) and nothing kfgen writes
anyway (resumePolicy Never, a collector's default path, format and port, the conditions of the trial's kind) is
written; its `metricsCollector.kind` is always written and its `primaryPodLabels` are the labels Katib uses (stated,
or Katib's default for the kind): `settle` leaves out what the Environment and the workload choose. `job` is the
trial job (spec.trialTemplate.trialSpec) as the job kfgen renders for the spec (kfgen.migrate.katibtrial says what is
undone), named and labelled as the Experiment, for the job import to read like any job. `results`: a warning per
field the tuning block cannot say (its field path in the Experiment; the render will differ there), an error per
field Katib would refuse or that is not an Experiment's; with an error, `tuning` and `job` are {}.

    settle(spec, experiment, environment) -> (spec, results)

`spec` is the TrainingSpec the import made of the job with `tuning` as its `spec.tuning`; the result leaves out the
collector kind the Environment gives by default and the primaryPodLabels the spec's workload chooses (its kind
profile), and warns where the Experiment's primary container or the conditions are not what kfgen writes for it.
"""

from __future__ import annotations

import copy
from typing import Any

from kfgen import api, model
from kfgen.api import TRAINING_SPEC, KindInfo, Obj
from kfgen.checks import validate
from kfgen.features.tuning.trial import GJSON_TRUE
from kfgen.migrate import katibdefaults as defaults
from kfgen.migrate import katibspace as space
from kfgen.migrate import katibtrial as trial
from kfgen.migrate.katibspace import Reader
from kfgen.render import katib
from kfgen.results import ResourceRef, Result, has_errors, warning
from kfgen.workloads import registry
from kfgen.workloads.trainjob import workload as trainjob

SPEC_KEYS = (
    "objective",
    "algorithm",
    "earlyStopping",
    "parallelTrialCount",
    "maxTrialCount",
    "maxFailedTrialCount",
    "resumePolicy",
    "metricsCollectorSpec",
    "parameters",
    "trialTemplate",
)
TEMPLATE_KEYS = (
    "retain",
    "primaryContainerName",
    "primaryPodLabels",
    "successCondition",
    "failureCondition",
    "trialParameters",
    "trialSpec",
)


def split(experiment: Any) -> tuple[Obj, Obj, list[Result]]:
    r = Reader(experiment)
    found = _split(r, experiment)
    if found is None or has_errors(r.results):
        return {}, {}, r.results
    return found[0], found[1], r.results


def _split(r: Reader, experiment: Any) -> tuple[Obj, Obj] | None:
    if not isinstance(experiment, dict):
        r.fail("", f"a Katib Experiment is a mapping (found {type(experiment).__name__})")
        return None
    if experiment.get("apiVersion") != api.KATIB_API_VERSION or experiment.get("kind") != "Experiment":
        r.fail("kind", f"is not a Katib Experiment ({api.KATIB_API_VERSION})")
        return None
    spec = r.mapping(experiment.get("spec"), "spec")
    template = r.mapping((spec or {}).get("trialTemplate"), "spec.trialTemplate")
    if spec is None or template is None:
        return None
    r.extra(spec, SPEC_KEYS, "spec", "kfgen writes a search over a job's parameters")
    tuning = _search(r, spec)
    if has_errors(r.results):  # the trial's references are to parameters: one line per problem, no echo of it
        return None
    job = _trial(r, experiment, template, tuning)
    return (tuning, job) if job is not None else None


def _search(r: Reader, spec: Obj) -> Obj:
    tuning: Obj = {}
    for key, value in (
        ("objective", space.objective(r, spec.get("objective"))),
        ("algorithm", space.algorithm(r, spec.get("algorithm"), "spec.algorithm")),
        ("earlyStopping", _early_stopping(r, spec.get("earlyStopping"))),
        ("parameters", space.parameters(r, spec.get("parameters"))),
        ("trials", space.trials(r, spec)),
        ("resumePolicy", space.resume_policy(r, spec.get("resumePolicy"))),
        ("metricsCollector", space.collector(r, spec.get("metricsCollectorSpec"))),
    ):
        if value:
            tuning[key] = value
    return tuning


def _early_stopping(r: Reader, given: Any) -> Obj | None:
    return None if given is None else space.algorithm(r, given, "spec.earlyStopping")


def _trial(r: Reader, experiment: Obj, template: Obj, tuning: Obj) -> Obj | None:
    r.extra(template, TEMPLATE_KEYS, trial.TEMPLATE, "kfgen writes the trial job inline")
    given = template.get("trialSpec")
    if not isinstance(given, dict):
        r.fail(f"{trial.TRIAL}", "must be the trial job, a mapping: kfgen writes the trial job inline")
        return None
    kind = given.get("kind")
    if kind not in registry.WORKLOAD_KINDS:
        r.fail(f"{trial.TRIAL}.kind", f"kfgen renders no {kind!r} trials ({', '.join(registry.WORKLOAD_KINDS)})")
        return None
    row = registry.row_of(given)
    # the version Katib runs trials of: its katib-config's for a name of two versions (kfgen.render.katib)
    version = katib.TRIAL_RESOURCE_VERSIONS.get(kind) or registry.versions(kind)[0]
    if row is None or row.api_version != version:
        r.fail(f"{trial.TRIAL}.apiVersion", f"a {kind} is {version}")
        return None
    primary = template.get("primaryContainerName")
    if not isinstance(primary, str) or not primary:
        r.fail(f"{trial.TEMPLATE}.primaryContainerName", "must name the trial's training container")
        return None
    parameters: dict[str, Obj] = tuning.get("parameters") or {}
    forms = trial.trial_parameters(r, template.get("trialParameters"), parameters)
    if has_errors(r.results):
        return None
    job: Obj = trial.rewritten(r, copy.deepcopy(given), forms)
    metadata = trial.job_metadata(r, experiment, job)
    job = {"apiVersion": job.pop("apiVersion"), "kind": job.pop("kind"), "metadata": metadata, **job}
    job["metadata"] = metadata
    if has_errors(r.results):
        return None
    additions = trial.Additions(r, str(job["metadata"]["name"]), primary)
    additions.undo(job)
    _trial_parameters(r, template.get("trialParameters"), parameters, job)
    _template_fields(r, template, tuning, row)
    parameters_file = additions.parameters_file(parameters)
    if parameters_file:
        tuning["parametersFile"] = parameters_file
    if additions.namespace_file and (tuning.get("metricsCollector") or {}).get("kind") != "Push":
        r.warn(trial.TRIAL, "kfgen mounts the namespace file (kfgen-katib-namespace) for the Push collector only")
    return job


def _trial_parameters(r: Reader, given: Any, parameters: dict[str, Obj], job: Obj) -> None:
    written = [{k: v for k, v in p.items() if v != ""} for p in given or [] if isinstance(p, dict)]
    if written != trial.expected_trial_parameters(parameters, job):
        r.warn(
            f"{trial.TEMPLATE}.trialParameters",
            "kfgen names each trial parameter after its parameter (trial metadata: trialSpec.KEY), in the parameters' "
            "order, and every parameter has one: the template's references are rewritten, the trials are the same",
        )


def _narrowed(labels: dict[str, str]) -> str:
    """Katib's default primary pods of a TrainJob trial are one pod (kfgen's render agrees): said, not silent."""
    stated = ", ".join(f"{k}: {v!r}" for k, v in labels.items())
    return (
        f"not stated: Katib's default primary pods of a TrainJob trial are rank 0 of its trainer job only ({stated}), "
        "and kfgen renders the same: the trial's metrics and status are that one pod's, not the other ranks'"
    )


def _template_fields(r: Reader, template: Obj, tuning: Obj, row: KindInfo) -> None:
    kind = row.kind
    if template.get("retain") is True:
        tuning["retain"] = True
    labels = template.get("primaryPodLabels")
    if labels and (not isinstance(labels, dict) or not all(isinstance(v, str) for v in labels.values())):
        r.fail(f"{trial.TEMPLATE}.primaryPodLabels", "must be a mapping of label keys to values")
    elif labels or defaults.primary_pod_labels(kind):
        tuning["primaryPodLabels"] = dict(labels or defaults.primary_pod_labels(kind))
        if not labels and kind == trainjob.KIND.kind:
            r.warn(f"{trial.TEMPLATE}.primaryPodLabels", _narrowed(tuning["primaryPodLabels"]))
    phases = row.phases
    assert phases is not None  # a workload's job kind
    [failed] = [c for c, phase in phases.conditions.items() if phase == "Failed"]
    kfgen_conditions = (GJSON_TRUE.format(phases.succeeded), GJSON_TRUE.format(failed))
    katib_conditions = defaults.conditions(kind) or ("", "")
    for index, key in enumerate(("successCondition", "failureCondition")):
        stated = template.get(key) or katib_conditions[index]
        if stated != kfgen_conditions[index]:
            r.warn(f"{trial.TEMPLATE}.{key}", f"kfgen writes a {kind}'s own: {kfgen_conditions[index]}")


def settle(spec: Obj, experiment: Obj, environment: Obj | None = None) -> tuple[Obj, list[Result]]:
    """`spec` without what its Environment and workload choose anyway (a copy); the spec must be schema-valid."""
    ref = ResourceRef.of(experiment, "default")
    if validate.check(spec, TRAINING_SPEC, ResourceRef.of(spec)):
        return spec, []
    out = copy.deepcopy(spec)
    tuning = out["spec"]["tuning"]
    ctx = model.resolve(out, environment, registry.BY_BACKEND)
    results: list[Result] = []
    if tuning.get("metricsCollector") == {"kind": katib.collector({}, ctx.env)}:
        del tuning["metricsCollector"]
    chosen = ctx.profile.primary_pod_labels(ctx)
    template = experiment["spec"]["trialTemplate"]
    if tuning.get("primaryPodLabels") == chosen:
        del tuning["primaryPodLabels"]
    elif chosen and not tuning.get("primaryPodLabels"):
        field = f"{trial.TEMPLATE}.primaryPodLabels"
        results.append(warning(f"Katib counts every pod's metrics; kfgen writes the {chosen} pod's", ref, field))
    if template["primaryContainerName"] != ctx.primary_container_name:
        field = f"{trial.TEMPLATE}.primaryContainerName"
        results.append(warning(f"kfgen writes the spec's training container, {ctx.primary_container_name}", ref, field))
    return out, results
