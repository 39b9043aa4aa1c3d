"""The Environment's `monitoring` block: the Prometheus Operator's selector, the job-state metrics of a
kube-state-metrics, the alert rules and the dashboards (kfgen.features.monitoring renders them), and a
spec's `metrics.progress` (its own no-progress alert).

Defaults are stated here; the alert names and what each one means are in kfgen.features.monitoring.rules.
"""

from __future__ import annotations

from kfgen.schema.base import (
    DNS_LABEL_PATTERN,
    DNS_SUBDOMAIN_PATTERN,
    INTERVAL_PATTERN,
    POSITIVE_DURATION_PATTERN,
    array,
    enum,
    integer,
    mapping,
    obj,
    quantity,
    string,
)
from kfgen.units import DURATION_MAX_CHARS

# h, m and s: a rule's `for` and a range selector read it alike. Never zero: a zero `for` or threshold alerts at
# once (a stalled-progress alert on every job) and Prometheus refuses a zero range (`[0s]`).
PROMETHEUS_DURATION = POSITIVE_DURATION_PATTERN
METRIC_NAME_PATTERN = r"^[a-zA-Z_:][a-zA-Z0-9_:]*$"
ALERTS = [
    "TrainingJobFailed",
    "TrainingJobPending",
    "TrainingJobPastDeadline",
    "TrainingJobRunningTooLong",
    "TrainingPodRestarting",
    "TrainingGPUIdle",
    "TrainingGPUXidError",
    "KatibTrialWithoutMetrics",
    "KueueWorkloadWaiting",
    "TrackingServerDown",
]
MONITOR_KIND = enum("Kind of monitor to generate.", ["ServiceMonitor", "PodMonitor"])
SCRAPE_INTERVAL = string("Scrape interval, e.g. 30s.", pattern=INTERVAL_PATTERN)


def _duration(description: str, default: str) -> dict[str, object]:
    return {
        # maxLength: kfgen converts it to seconds for its alert rules (int() refuses 4,300 digits; issue 37 C1)
        **string(
            f"{description} (default {default}), e.g. 30m, 2h; not zero.",
            pattern=PROMETHEUS_DURATION,
            maxLength=DURATION_MAX_CHARS,
        ),
        "x-kfgen-message": "must be a duration above zero such as 30m, 2h, 1h30m",
    }


STATE_METRICS = obj(
    "Job-state metrics from kube-state-metrics v2.18's custom-resource metrics (CustomResourceStateMetrics): "
    "every job kind kfgen emits, Kueue Workloads (with spec.kueue) and Katib Trials (with a katib block), and "
    "from its pods store kube_pod_labels (kfgen's and the operators' pod labels allowed) and container restarts. "
    "kfgen renders the configuration (a ConfigMap, key config.json) and the RBAC it needs (a Role per namespace "
    "of the Environment, a ClusterRole for CRD discovery); with an image, also that kube-state-metrics "
    "(Deployment, Service, ServiceMonitor honouring its labels).",
    {
        "name": string(
            "Name of the ConfigMap, the RBAC and the Deployment (default kfgen-ENVIRONMENT-state-metrics).",
            pattern=DNS_LABEL_PATTERN,
            maxLength=50,
        ),
        "image": string(
            "kube-state-metrics image, pinned by tag or digest (v2.18.0 is what kfgen's tests run), e.g. "
            "registry.k8s.io/kube-state-metrics/kube-state-metrics:v2.18.0.",
            pattern=r"^[^\s:@]+(:[^\s:@/]+)?(@sha256:[0-9a-f]{64})?$",
        ),
        "serviceAccount": obj(
            "Without an image: the account of the platform's own kube-state-metrics, bound to the RBAC; it must "
            "mount the ConfigMap (--custom-resource-state-config-file) and allow the pod labels "
            "(--metric-labels-allowlist=pods=[kfgen.dev/trainingspec,training.kubeflow.org/job-name,"
            "jobset.sigs.k8s.io/jobset-name,TEAM-LABEL]).",
            {
                "name": string("Its name.", pattern=DNS_SUBDOMAIN_PATTERN),
                "namespace": string("Its namespace.", pattern=DNS_LABEL_PATTERN, maxLength=63),
            },
            required=["name", "namespace"],
        ),
        "resources": obj(
            "Requests of the dedicated kube-state-metrics; limits equal them (default cpu 100m, memory 256Mi).",
            {"cpu": quantity("CPU, e.g. 100m."), "memory": quantity("Memory, e.g. 256Mi.")},
        ),
    },
)

GPU_ALERTS = obj(
    "GPU alerts from NVIDIA's dcgm-exporter (DCGM_FI_DEV_GPU_UTIL, DCGM_FI_DEV_XID_ERRORS).",
    {
        "podLabel": enum(
            "The label that names the GPU's pod on DCGM's series: `pod` when its monitor honours labels, "
            "`exported_pod` when Prometheus renamed it (the default for a ServiceMonitor without honorLabels; "
            "the namespace label is renamed alike).",
            ["pod", "exported_pod"],
        ),
        "idleBelow": integer("GPU utilisation (percent) under which a job's GPUs count as idle (default 5).", 0, 100),
        "idleFor": _duration("How long a running job's GPUs may stay idle", "30m"),
    },
    required=["podLabel"],
)

ALERT_SETTINGS = obj(
    "A PrometheusRule with kfgen's alerts (kfgen.features.monitoring.rules); it needs stateMetrics.",
    {
        "runbookUrl": string(
            "Runbook link of every alert; `{alert}` becomes the alert's name, e.g. "
            "https://runbooks.example.com/training/{alert}. No other braces: Prometheus expands an annotation as "
            "a template.",
            pattern=r"^https?://[^\s{}]+(\{alert\}[^\s{}]*)*$",
        ),
        "teamLabel": string(
            "The job label naming its team, copied onto the job's alerts as `team` (default team).",
            pattern=r"^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$",
        ),
        "team": string(
            "`team` of alerts whose job has no team label, and of platform alerts (a label value: it is written "
            "into the alert's label template).",
            pattern=r"^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$",
            maxLength=63,
        ),
        "severity": {
            "type": "object",
            "description": "Severity per alert (defaults: TrainingJobFailed, TrainingGPUXidError and "
            "TrackingServerDown critical, the others warning).",
            "propertyNames": {"enum": ALERTS},
            "additionalProperties": enum("Severity.", ["critical", "warning", "info"]),
        },
        "disabled": array("Alerts left out.", {"type": "string", "enum": ALERTS}),
        "pendingFor": _duration("How long a job may wait to start (not Running, not finished)", "30m"),
        "queueWaitFor": _duration("How long a Kueue Workload may wait for quota", "1h"),
        "runtimeLimit": _duration("How long a job without a deadline may run (default: no limit)", "none"),
        "restarts": integer("Container restarts within restartWindow that alert (default 3).", 1, 1000),
        "restartWindow": _duration("The window of `restarts`", "1h"),
        "gpu": GPU_ALERTS,
    },
)

DASHBOARDS = obj(
    "A Grafana dashboard of the Environment's jobs: jobs by phase, queue wait, GPU use per job, restarts, "
    "tracking-server health.",
    {
        "kind": enum(
            "A ConfigMap for the kube-prometheus-stack Grafana sidecar (default), or a GrafanaDashboard for "
            "grafana-operator v5.",
            ["ConfigMap", "GrafanaDashboard"],
        ),
        "namespace": string("Its namespace (default: monitoring.namespace).", pattern=DNS_LABEL_PATTERN, maxLength=63),
        "labels": mapping(
            'Labels the sidecar selects ConfigMaps by (default grafana_dashboard: "1").', {"type": "string"}
        ),
        "folder": string("Grafana folder (the sidecar's grafana_folder annotation, or spec.folder).", minLength=1),
        "instanceSelector": mapping(
            "GrafanaDashboard: matchLabels of the Grafana instances that load it (required for that kind).",
            {"type": "string"},
        ),
    },
)

MONITORING = obj(
    "Monitoring of the Environment's jobs with the Prometheus Operator: job monitors, job-state metrics, "
    "alert rules and a dashboard.",
    {
        "labels": mapping(
            "Labels the Prometheus selects monitors and rules by, e.g. release: kube-prometheus (on every monitor "
            "and PrometheusRule kfgen renders).",
            {"type": "string"},
        ),
        "monitor": MONITOR_KIND,
        "interval": SCRAPE_INTERVAL,
        "namespace": string(
            "Namespace of the rules, the kube-state-metrics and the dashboard (default: the Environment's).",
            pattern=DNS_LABEL_PATTERN,
            maxLength=63,
        ),
        "stateMetrics": STATE_METRICS,
        "alerts": ALERT_SETTINGS,
        "dashboards": DASHBOARDS,
        "katibTrials": {
            "type": "boolean",
            "description": "Katib Trials get state metrics and the KatibTrialWithoutMetrics alert (default: true "
            "when the Environment has a katib block).",
        },
    },
)

PROGRESS = obj(
    "A metric of the job's own that shows training progress, read from its metrics port: its alert "
    "TrainingJobStalled fires when it stops moving while the job's pods serve it.",
    {
        "metric": string("Metric name, e.g. train_step_total.", pattern=METRIC_NAME_PATTERN),
        "type": enum(
            "counter: a step or sample count that grows; timestamp: a heartbeat, seconds since the epoch of the "
            "last step (default counter).",
            ["counter", "timestamp"],
        ),
        "stallAfter": _duration("How long without progress alerts", "30m"),
    },
    required=["metric"],
)
