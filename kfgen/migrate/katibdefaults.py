"""What Katib v0.19.0 fills into an Experiment it admits (its defaulting webhook, Experiment.SetDefault in
pkg/apis/controller/experiments/v1beta1/experiment_defaults.go, with the values of constants.go there and of
pkg/apis/controller/common/v1beta1/common_types.go): the import leaves these out of a spec, and `defaulted` compares two
Experiments as Katib stores them.

- parallelTrialCount 3, resumePolicy Never;
- a metric strategy for the objective metric and each additional metric that has none: min when the objective
  minimizes, max when it maximizes (the additional metrics too, whatever the field's documentation says);
- a batch/v1 Job's success and failure conditions; a Kubeflow job's (TFJob, PyTorchJob, XGBoostJob, MPIJob, TrainJob)
  conditions and primaryPodLabels;
- the collector StdOut; a File collector's path /var/log/katib/metrics.log, kind File and format TEXT; a
  TensorFlowEvent collector's directory /var/log/katib/tfevent/; a PrometheusMetric collector's /metrics on 8080;
- each parameter's distribution uniform;
- and it drops the zero values its Go types omit (`omitempty`): the trial template's `retain: false`, a trial
  parameter's `description: ''` (the webhook answers with the Experiment marshalled from those types).
"""

from __future__ import annotations

import copy
from typing import Any

from kfgen.api import Obj

PARALLEL_TRIALS = 3
RESUME_POLICY = "Never"
DISTRIBUTION = "uniform"
COLLECTOR = "StdOut"
FILE_PATH = "/var/log/katib/metrics.log"
FILE_FORMAT = "TEXT"
TFEVENT_DIRECTORY = "/var/log/katib/tfevent/"
PROMETHEUS_PATH = "/metrics"
PROMETHEUS_PORT = 8080
_TRUE = 'status.conditions.#(type=="{0}")#|#(status=="True")#'
JOB_CONDITIONS = (_TRUE.format("Complete"), _TRUE.format("Failed"))
KUBEFLOW_CONDITIONS = (_TRUE.format("Succeeded"), _TRUE.format("Failed"))
KUBEFLOW_PRIMARY = {"training.kubeflow.org/job-role": "master"}
TRAINJOB_PRIMARY = {"jobset.sigs.k8s.io/replicatedjob-name": "node", "batch.kubernetes.io/job-completion-index": "0"}
# Katib's own defaults tables, keyed by kind name as its webhook keys them (experiment_defaults.go): Katib's facts,
# not the workloads' (a v2beta1 MPIJob gets the v1 MPIJob's, by name)
KATIB_CONDITIONS: dict[str, tuple[str, str]] = {
    "Job": JOB_CONDITIONS,
    "TrainJob": JOB_CONDITIONS,
    **dict.fromkeys(("TFJob", "PyTorchJob", "XGBoostJob", "MPIJob"), KUBEFLOW_CONDITIONS),
}
KATIB_PRIMARY_POD_LABELS: dict[str, dict[str, str]] = {
    "TrainJob": TRAINJOB_PRIMARY,
    **dict.fromkeys(("TFJob", "PyTorchJob", "XGBoostJob", "MPIJob"), KUBEFLOW_PRIMARY),
}


def conditions(kind: str) -> tuple[str, str] | None:
    """The success and failure conditions Katib gives a trial of `kind`, or None (it gives none)."""
    return KATIB_CONDITIONS.get(kind)


def primary_pod_labels(kind: str) -> dict[str, str]:
    """The primaryPodLabels Katib gives a trial of `kind` that states none ({}: none, every pod counts)."""
    return dict(KATIB_PRIMARY_POD_LABELS.get(kind, {}))


def strategy(objective_type: Any) -> str:
    return {"minimize": "min", "maximize": "max"}.get(str(objective_type), "latest")


def defaulted(experiment: Obj) -> Obj:
    """A copy of a well-formed Experiment with what Katib's webhook fills in."""
    out = copy.deepcopy(experiment)
    spec = out["spec"]
    spec.setdefault("parallelTrialCount", PARALLEL_TRIALS)
    spec["resumePolicy"] = spec.get("resumePolicy") or RESUME_POLICY
    _objective(spec.get("objective"))
    _trial_template(spec.get("trialTemplate"))
    _collector(spec.setdefault("metricsCollectorSpec", {}))
    for parameter in spec.get("parameters") or []:
        space = parameter.setdefault("feasibleSpace", {})
        space["distribution"] = space.get("distribution") or DISTRIBUTION
    return out


def _objective(objective: Obj | None) -> None:
    if objective is None:
        return
    strategies = objective.setdefault("metricStrategies", [])
    named = {s.get("name") for s in strategies}
    value = strategy(objective.get("type"))
    for metric in [objective.get("objectiveMetricName"), *(objective.get("additionalMetricNames") or [])]:
        if metric not in named:
            strategies.append({"name": metric, "value": value})
            named.add(metric)


def _trial_template(template: Obj | None) -> None:
    trial = (template or {}).get("trialSpec")
    if template is None or not isinstance(trial, dict):
        return
    _omitted(template)
    kind = str(trial.get("kind"))
    found = conditions(kind)
    if found is not None:
        template["successCondition"] = template.get("successCondition") or found[0]
        template["failureCondition"] = template.get("failureCondition") or found[1]
    if kind in KATIB_PRIMARY_POD_LABELS and not template.get("primaryPodLabels"):
        template["primaryPodLabels"] = primary_pod_labels(kind)


def _omitted(template: Obj) -> None:
    """The webhook answers with the Experiment marshalled from its Go types: their `omitempty` zero values go."""
    if template.get("retain") is False:
        del template["retain"]
    for parameter in template.get("trialParameters") or []:
        if isinstance(parameter, dict) and parameter.get("description") == "":
            del parameter["description"]


def _collector(spec: Obj) -> None:
    collector = spec.setdefault("collector", {"kind": COLLECTOR})
    kind = collector.get("kind")
    if kind == "PrometheusMetric":
        get = spec.setdefault("source", {}).setdefault("httpGet", {})
        get["path"] = get.get("path") or PROMETHEUS_PATH
        get["port"] = get.get("port") or PROMETHEUS_PORT
    elif kind in ("File", "TensorFlowEvent"):
        path = spec.setdefault("source", {}).setdefault("fileSystemPath", {})
        path["kind"] = path.get("kind") or ("File" if kind == "File" else "Directory")
        path["path"] = path.get("path") or (FILE_PATH if kind == "File" else TFEVENT_DIRECTORY)
        if kind == "File":
            path["format"] = path.get("format") or FILE_FORMAT
