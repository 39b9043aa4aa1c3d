"""The Experiment (kubeflow.org/v1beta1, Katib v0.19.0) a spec with `tuning` renders: the job the spec describes
becomes its trial template, unchanged but for what a template may not carry and what Katib needs in each pod.

The Experiment takes the job's name, labels and annotations (its revision name: Katib refuses any change but the
three trial counts, so a changed spec is a new Experiment, as a changed job is a new job). The trial template keeps
the labels Kueue reads and the spec's own labels and annotations, never kfgen's: Katib copies a template's metadata to
every trial job, and a trial job is its Trial's, not kfgen's, so nothing that selects kfgen's objects by their labels
may count it among them.
"""

from __future__ import annotations

import copy
import json
import posixpath
from collections.abc import Iterator

from kfgen import api
from kfgen.api import Obj
from kfgen.features.tuning import references, trial
from kfgen.model import Context
from kfgen.render import katib

PLACEHOLDER = "${{trialParameters.{0}}}"
PARAMETERS_ANNOTATION = f"{api.GROUP}/tuning-parameters"
PARAMETERS_VOLUME = "kfgen-tuning-parameters"
NAMESPACE_VOLUME = "kfgen-katib-namespace"
# kubeflow-katib's report_metrics reads the namespace from here (kubeflow/katib/utils/utils.py); kfgen mounts no token
SERVICE_ACCOUNT_DIR = "/var/run/secrets/kubernetes.io/serviceaccount"
KEEP_LABELS = (api.QUEUE_LABEL, api.QUEUE_PRIORITY_LABEL)  # Kueue reads them on the trial job, never elsewhere


def trial_name(name: str, given: Obj) -> str:
    """The trial parameter of the parameter `name`: its trialParameter, or the parameter's own name."""
    return str(given.get("trialParameter", name))


def wrap(ctx: Context, job: Obj) -> Obj:
    tuning = ctx.spec.get("tuning")
    if not tuning:
        return job
    template = trial_spec(ctx, job)
    metadata = job["metadata"]
    labels = {k: v for k, v in metadata["labels"].items() if k not in KEEP_LABELS}
    spec: Obj = {"objective": objective(tuning["objective"]), "algorithm": algorithm(tuning["algorithm"])}
    if tuning.get("earlyStopping"):
        spec["earlyStopping"] = algorithm(tuning["earlyStopping"])
    counts = tuning.get("trials") or {}
    for key, field in (
        ("parallel", "parallelTrialCount"),
        ("max", "maxTrialCount"),
        ("maxFailed", "maxFailedTrialCount"),
    ):
        if key in counts:
            spec[field] = counts[key]
    spec["resumePolicy"] = tuning.get("resumePolicy", "Never")
    spec["metricsCollectorSpec"] = metrics_collector(ctx)
    spec["parameters"] = [parameter(name, given) for name, given in tuning["parameters"].items()]
    spec["trialTemplate"] = trial_template(ctx, template)
    return {
        "apiVersion": api.KATIB_API_VERSION,
        "kind": "Experiment",
        "metadata": {**metadata, "labels": labels},
        "spec": spec,
    }


def objective(given: Obj) -> Obj:
    out: Obj = {"type": given["type"]}
    if "goal" in given:
        out["goal"] = given["goal"]
    out["objectiveMetricName"] = given["metric"]
    if given.get("additionalMetrics"):
        out["additionalMetricNames"] = list(given["additionalMetrics"])
    if given.get("strategies"):
        out["metricStrategies"] = [{"name": k, "value": v} for k, v in sorted(given["strategies"].items())]
    return out


def algorithm(given: Obj) -> Obj:
    """A search or an early-stopping algorithm: Katib names both `algorithmName` and `algorithmSettings`."""
    out: Obj = {"algorithmName": given["name"]}
    if given.get("settings"):
        out["algorithmSettings"] = [{"name": k, "value": v} for k, v in sorted(given["settings"].items())]
    return out


def metrics_collector(ctx: Context) -> Obj:
    given = ctx.spec["tuning"].get("metricsCollector") or {}
    kind = katib.collector(ctx.spec, ctx.env)
    out: Obj = {"collector": {"kind": kind}}
    source: Obj = {}
    if kind == "File":
        path = {"path": given.get("path", "/var/log/katib/metrics.log"), "kind": "File"}
        source["fileSystemPath"] = {**path, "format": given.get("format", "TEXT")}
    elif kind == "TensorFlowEvent":
        source["fileSystemPath"] = {"path": given.get("path", "/var/log/katib/tfevent"), "kind": "Directory"}
    elif kind == "PrometheusMetric":
        source["httpGet"] = {"port": given.get("port", 8080), "path": given.get("scrapePath", "/metrics")}
    if given.get("filter"):
        source["filter"] = {"metricsFormat": list(given["filter"])}
    if source:
        out["source"] = source
    return out


def parameter(name: str, given: Obj) -> Obj:
    space: Obj = {}
    for key in ("min", "max", "step"):
        if key in given:
            space[key] = str(given[key])
    if "values" in given:
        space["list"] = list(given["values"])
    if "distribution" in given:
        space["distribution"] = given["distribution"]
    return {"name": name, "parameterType": given["type"], "feasibleSpace": space}


def trial_template(ctx: Context, template: Obj) -> Obj:
    tuning = ctx.spec["tuning"]
    out: Obj = {}
    if tuning.get("retain"):
        out["retain"] = True
    out["primaryContainerName"] = ctx.primary_container_name
    primary = tuning.get("primaryPodLabels") or ctx.profile.primary_pod_labels(ctx)
    if primary:
        out["primaryPodLabels"] = primary
    out["successCondition"], out["failureCondition"] = trial.conditions(ctx)
    out["trialParameters"] = [
        {
            "name": trial_name(name, given),
            **({"description": given["description"]} if given.get("description") else {}),
            "reference": name,
        }
        for name, given in tuning["parameters"].items()
    ]
    if references.SPEC_START in ctx.canonical:
        out["trialParameters"] += references.trial_parameters(template)
    out["trialSpec"] = template
    return out


def trial_spec(ctx: Context, job: Obj) -> Obj:
    """The job as Katib's template: no name or namespace (Katib's validator), no kfgen labels or annotations; the
    Environment's and the spec's own, as on the job."""
    template = copy.deepcopy(job)
    labels = {k: v for k, v in job["metadata"]["labels"].items() if k in KEEP_LABELS or not _kfgen_label(k)}
    annotations = {**(ctx.env.get("annotations") or {}), **(ctx.spec.get("annotations") or {})}
    metadata = {key: value for key, value in (("labels", labels), ("annotations", annotations)) if value}
    if metadata:
        template["metadata"] = metadata
    else:
        del template["metadata"]
    for pod, container in pods(ctx, template):
        _prepare_pod(ctx, pod, container)
    return references.in_template(template) if references.SPEC_START in ctx.canonical else template


def _kfgen_label(key: str) -> bool:
    return key in api.OWN_LABELS or key.startswith(f"{api.GROUP}/")


def pods(ctx: Context, job: Obj) -> Iterator[tuple[Obj, Obj | None]]:
    """Each pod template of the job and its primary container."""
    names = ctx.training_container_names
    for template in ctx.profile.pod_templates(ctx, job):
        containers = template.get("spec", {}).get("containers") or []
        yield template, next((c for c in containers if c.get("name") in names), None)


def _prepare_pod(ctx: Context, pod: Obj, container: Obj | None) -> None:
    tuning = ctx.spec["tuning"]
    spec = pod.setdefault("spec", {})
    mounts: list[Obj] = []
    if tuning.get("parametersFile"):
        directory, filename = posixpath.split(tuning["parametersFile"])
        pod.setdefault("metadata", {}).setdefault("annotations", {})[PARAMETERS_ANNOTATION] = parameters_json(ctx)
        item = {"path": filename, "fieldRef": {"fieldPath": f"metadata.annotations['{PARAMETERS_ANNOTATION}']"}}
        spec.setdefault("volumes", []).append({"name": PARAMETERS_VOLUME, "downwardAPI": {"items": [item]}})
        mounts.append({"name": PARAMETERS_VOLUME, "mountPath": directory, "readOnly": True})
    if katib.collector(ctx.spec, ctx.env) == "Push" and spec.get("automountServiceAccountToken") is False:
        item = {"path": "namespace", "fieldRef": {"fieldPath": "metadata.namespace"}}
        spec.setdefault("volumes", []).append({"name": NAMESPACE_VOLUME, "downwardAPI": {"items": [item]}})
        mounts.append({"name": NAMESPACE_VOLUME, "mountPath": SERVICE_ACCOUNT_DIR, "readOnly": True})
    if mounts and container is not None:
        container.setdefault("volumeMounts", []).extend(mounts)


def parameters_json(ctx: Context) -> str:
    """The parameters file: numbers as JSON numbers, categories as strings (their text holds no quote). A
    placeholder stays as written (no \\u escapes), or Katib would not find it."""
    parts = []
    for name, given in ctx.spec["tuning"]["parameters"].items():
        value = PLACEHOLDER.format(trial_name(name, given))
        number = given["type"] in ("int", "double") or (given["type"] == "discrete")
        parts.append(f"{json.dumps(name)}: {value if number else json.dumps(value, ensure_ascii=False)}")
    return "{" + ", ".join(parts) + "}"
