"""The series kfgen's kube-state-metrics configuration makes (kfgen.features.monitoring.state), by the names the
rules and the dashboard read them with.

Every job series carries `namespace`, `name`, `trainingspec`, `team`, `queue` and kube-state-metrics' own
`customresource_kind`. Pods come from kube-state-metrics' built-in pods store (its custom-resource metrics
read only CRDs): kube_pod_labels with the labels of POD_LABEL_KEYS and the team label allowed.
"""

from __future__ import annotations

import re

from kfgen import api

PREFIX = "kfgen"
JOB_INFO = "kfgen_job_info"
JOB_CONDITION = "kfgen_job_condition"  # {type}: 1 while the condition's status is True, else 0
JOB_CREATED = "kfgen_job_created_timestamp_seconds"
JOB_STARTED = "kfgen_job_start_timestamp_seconds"  # the v1 kinds' status.startTime
JOB_DEADLINE = "kfgen_job_deadline_seconds"  # spec activeDeadlineSeconds
JOB_ACTIVE = "kfgen_job_active_pods"  # {replica_type}
POD_LABELS = "kube_pod_labels"  # kube-state-metrics' own pods store, with the labels below allowed
POD_RESTARTS = "kube_pod_container_status_restarts_total"  # {container}
WORKLOAD_CONDITION = "kfgen_workload_condition"  # Kueue's Workloads: {type, queue}
WORKLOAD_CREATED = "kfgen_workload_created_timestamp_seconds"
# a Workload that no longer waits: its quota is reserved, or it is finished
WORKLOAD_SETTLED = f'{WORKLOAD_CONDITION}{{type=~"QuotaReserved|Finished"}} == 1'
TRIAL_CONDITION = "kfgen_trial_condition"  # Katib's Trials: {type, experiment}

JOB_KEY = "namespace, name, customresource_kind"  # one job


POD_LABEL_KEYS = (api.SPEC_LABEL, "training.kubeflow.org/job-name", "jobset.sigs.k8s.io/jobset-name")


def ksm_label(key: str) -> str:
    """The label kube-state-metrics names a Kubernetes label by in kube_pod_labels (internal/store/utils.go)."""
    sanitized = re.sub(r"[^a-zA-Z0-9_]", "_", key)
    return "label_" + re.sub(r"([a-z0-9])([A-Z])", r"\1_\2", sanitized).lower()


def pod_job(matchers: str, team_label: str) -> str:
    """Each pod of kfgen's jobs, once, with its `job_name` (training-operator's label, or JobSet's: a TrainJob's
    JobSet has its name), `trainingspec` and `team`: from kube_pod_labels, whichever kube-state-metrics allows
    those labels (another one without them is left out)."""
    spec = ksm_label(api.SPEC_LABEL)
    out = f'{POD_LABELS}{{{matchers}{spec}!=""}}'
    for target, source in (
        ("trainingspec", spec),
        ("job_name", ksm_label("training.kubeflow.org/job-name")),
        ("job_name", ksm_label("jobset.sigs.k8s.io/jobset-name")),
        ("team", ksm_label(team_label)),
    ):
        out = f'label_replace({out}, "{target}", "$1", "{source}", "(.+)")'
    return f"max by (namespace, pod, job_name, trainingspec, team) ({out})"


def restarts(matchers: str, window: str) -> str:
    """Container restarts per pod within `window`, counted once where two kube-state-metrics export them."""
    per_container = f"max by (namespace, pod, container) (increase({POD_RESTARTS}{{{matchers}}}[{window}]))"
    return f"sum by (namespace, pod) ({per_container})"


def dcgm(metric: str, pod_label: str) -> str:
    """A DCGM series named by its GPU's pod: `exported_pod` (a scrape without honorLabels renames DCGM's pod and
    namespace labels) read back as `pod` and `namespace`."""
    if pod_label == "pod":
        return metric
    return (
        f'label_replace(label_replace({metric}, "pod", "$1", "exported_pod", "(.+)"),'
        f' "namespace", "$1", "exported_namespace", "(.+)")'
    )
