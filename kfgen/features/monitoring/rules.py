"""The Environment's alerts: one PrometheusRule of the table below, read from kfgen's job-state series
(kfgen.features.monitoring.series), NVIDIA dcgm-exporter's and Prometheus's own `up`.

Which condition types mean finished or started comes from the vocabulary (kfgen.api's phase tables), so a
new job kind's conditions are read without a change here. Each alert carries severity, environment and
team labels, a summary naming the job, and the Environment's runbook link.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import NamedTuple

from kfgen import api, units
from kfgen.api import Obj
from kfgen.features.monitoring import series, settings
from kfgen.features.monitoring.series import JOB_KEY
from kfgen.model import EnvironmentView
from kfgen.render import tracking
from kfgen.workloads import registry

DEFAULTS = {
    "pendingFor": "30m",
    "queueWaitFor": "1h",
    "restarts": 3,
    "restartWindow": "1h",
    "idleBelow": 5,
    "idleFor": "30m",
}
CRITICAL = ("TrainingJobFailed", "TrainingGPUXidError", "TrackingServerDown")


def condition_types(*phases: str) -> str:
    """A regex of the job kinds' condition types that mean one of `phases`."""
    types = {t for k in registry.KINDS if k.phases for t, phase in k.phases.conditions.items() if phase in phases}
    return "|".join(sorted(types))


def finished() -> str:
    return f'{series.JOB_CONDITION}{{type=~"{condition_types("Succeeded", "Failed")}"}} == 1'


class Alert(NamedTuple):
    name: str
    expr: Callable[[EnvironmentView, Obj], str]
    summary: str
    description: str
    wait: Callable[[Obj], str] = lambda cfg: "0m"  # the rule's `for`
    applies: Callable[[EnvironmentView, Obj], bool] = lambda env, cfg: True


def _failed(env: EnvironmentView, cfg: Obj) -> str:
    # a job of a TrainingSpec: a Katib trial's job (kfgen's labels are not on it) may fail within maxFailed; the
    # Experiment failing is what pages
    return f'{series.JOB_CONDITION}{{type=~"{condition_types("Failed")}", trainingspec!=""}} == 1'


def _pending(env: EnvironmentView, cfg: Obj) -> str:
    started = condition_types("Running", "Succeeded", "Failed")
    return (
        f"(time() - {series.JOB_CREATED} > {units.seconds(cfg['pendingFor'])})"
        f' unless on ({JOB_KEY}) ({series.JOB_CONDITION}{{type=~"{started}"}} == 1)'
        f" unless on ({JOB_KEY}) (sum by ({JOB_KEY}) ({series.JOB_ACTIVE}) > 0)"
    )


def _past_deadline(env: EnvironmentView, cfg: Obj) -> str:
    late = f"time() - {series.JOB_STARTED} > on ({JOB_KEY}) group_left () {series.JOB_DEADLINE}"
    return f"({late}) unless on ({JOB_KEY}) ({finished()})"


def _too_long(env: EnvironmentView, cfg: Obj) -> str:
    return (
        f"(time() - {series.JOB_STARTED} > {units.seconds(cfg['runtimeLimit'])})"
        f" unless on ({JOB_KEY}) ({finished()})"
        f" unless on ({JOB_KEY}) {series.JOB_DEADLINE}"
    )


def _restarting(env: EnvironmentView, cfg: Obj) -> str:
    return (
        f"{series.restarts('', cfg['restartWindow'])}"
        f" * on (namespace, pod) group_left (job_name, trainingspec, team)"
        f" {series.pod_job('', settings.team_label(env))} >= {cfg['restarts']}"
    )


def _dcgm(env: EnvironmentView, metric: str, cfg: Obj) -> str:
    """DCGM's series with the pod's job."""
    source = series.dcgm(metric, cfg["gpu"]["podLabel"])
    job = series.pod_job("", settings.team_label(env))
    return f"{source} * on (namespace, pod) group_left (job_name, trainingspec, team) {job}"


def _gpu_idle(env: EnvironmentView, cfg: Obj) -> str:
    threshold = settings.get(cfg, "gpu", "idleBelow", default=DEFAULTS["idleBelow"])
    return f"avg by (namespace, job_name, trainingspec, team) ({_dcgm(env, 'DCGM_FI_DEV_GPU_UTIL', cfg)}) < {threshold}"


def _xid(env: EnvironmentView, cfg: Obj) -> str:
    return f"max by (namespace, job_name, trainingspec, team, pod) ({_dcgm(env, 'DCGM_FI_DEV_XID_ERRORS', cfg)}) > 0"


def _trial(env: EnvironmentView, cfg: Obj) -> str:
    return f'{series.TRIAL_CONDITION}{{type="MetricsUnavailable"}} == 1'


def _queued(env: EnvironmentView, cfg: Obj) -> str:
    return (
        f"(time() - {series.WORKLOAD_CREATED} > {units.seconds(cfg['queueWaitFor'])})"
        f" unless on (namespace, name) ({series.WORKLOAD_SETTLED})"
    )


def _server_down(env: EnvironmentView, cfg: Obj) -> str:
    server = tracking.server(env.spec) or {}
    selector = f'namespace="{tracking.namespace(env.spec, server)}", service="{tracking.name(server)}"'
    return f"up{{{selector}}} == 0 or absent(up{{{selector}}})"


def _server_monitored(env: EnvironmentView, cfg: Obj) -> bool:
    server = tracking.server(env.spec)
    return server is not None and server.get("monitor", True)


JOB = "{{ $labels.customresource_kind }} {{ $labels.namespace }}/{{ $labels.name }}"
POD_JOB = "{{ $labels.namespace }}/{{ $labels.job_name }}"

ALERTS: tuple[Alert, ...] = (
    Alert(
        "TrainingJobFailed",
        _failed,
        f"{JOB} failed",
        "The operator marked the job Failed (TrainingSpec {{ $labels.trainingspec }}).",
    ),
    Alert(
        "TrainingJobPending",
        _pending,
        f"{JOB} has not started",
        "The job has neither started nor finished {{ $value | humanizeDuration }} after it was created: not "
        "admitted by its queue ({{ $labels.queue }}), or its pods are not scheduled.",
    ),
    Alert(
        "TrainingJobPastDeadline",
        _past_deadline,
        f"{JOB} runs past its deadline",
        "The job has run longer than its activeDeadlineSeconds and is not finished: the operator did not stop it.",
        wait=lambda cfg: "5m",
    ),
    Alert(
        "TrainingJobRunningTooLong",
        _too_long,
        f"{JOB} runs longer than the Environment's limit",
        "The job has run for {{ $value | humanizeDuration }} without a deadline of its own.",
        applies=lambda env, cfg: "runtimeLimit" in cfg,
    ),
    Alert(
        "TrainingPodRestarting",
        _restarting,
        f"Pod {{{{ $labels.pod }}}} of {POD_JOB} restarts",
        "{{ $value }} container restarts within the window.",
    ),
    Alert(
        "TrainingGPUIdle",
        _gpu_idle,
        f"GPUs of {POD_JOB} are idle",
        "Average GPU utilisation {{ $value }}% while the job holds its GPUs.",
        wait=lambda cfg: str(settings.get(cfg, "gpu", "idleFor", default=DEFAULTS["idleFor"])),
        applies=lambda env, cfg: "gpu" in cfg,
    ),
    Alert(
        "TrainingGPUXidError",
        _xid,
        f"XID error on a GPU of {POD_JOB}",
        "DCGM reports XID {{ $value }} on pod {{ $labels.pod }}: a driver or hardware fault.",
        applies=lambda env, cfg: "gpu" in cfg,
    ),
    Alert(
        "KatibTrialWithoutMetrics",
        _trial,
        "Katib trial {{ $labels.namespace }}/{{ $labels.name }} reported no metrics",
        "The trial of experiment {{ $labels.experiment }} finished without the objective metric: its metrics "
        "collector found nothing.",
        applies=lambda env, cfg: settings.katib(env),
    ),
    Alert(
        "KueueWorkloadWaiting",
        _queued,
        "Kueue workload {{ $labels.namespace }}/{{ $labels.name }} waits for quota",
        "No quota reserved in queue {{ $labels.queue }} for {{ $value | humanizeDuration }}.",
        applies=lambda env, cfg: settings.kueue(env),
    ),
    Alert(
        "TrackingServerDown",
        _server_down,
        "MLflow tracking server {{ $labels.namespace }}/{{ $labels.service }} is down",
        "Prometheus cannot scrape the tracking server: runs cannot be logged.",
        wait=lambda cfg: "5m",
        applies=lambda env, cfg: _server_monitored(env, cfg),
    ),
)


def effective(env: EnvironmentView) -> Obj:
    return {**DEFAULTS, **(settings.alerts(env) or {})}


def chosen(env: EnvironmentView, cfg: Obj) -> list[Alert]:
    disabled = set(cfg.get("disabled") or ())
    return [a for a in ALERTS if a.name not in disabled and a.applies(env, cfg)]


def rule(env: EnvironmentView, alert: Alert, cfg: Obj) -> Obj:
    labels = {"severity": (cfg.get("severity") or {}).get(alert.name, _severity(alert.name)), "environment": env.name}
    if cfg.get("team"):
        labels["team"] = "{{ with $labels.team }}{{ . }}{{ else }}" + str(cfg["team"]) + "{{ end }}"
    annotations = {"summary": alert.summary, "description": alert.description}
    if cfg.get("runbookUrl"):
        annotations["runbook_url"] = str(cfg["runbookUrl"]).replace("{alert}", alert.name)
    return {
        "alert": alert.name,
        "expr": alert.expr(env, cfg),
        "for": alert.wait(cfg),
        "labels": labels,
        "annotations": annotations,
    }


def _severity(name: str) -> str:
    return "critical" if name in CRITICAL else "warning"


def groups(env: EnvironmentView) -> list[Obj]:
    cfg = effective(env)
    return [{"name": f"kfgen-{env.name}-training", "rules": [rule(env, a, cfg) for a in chosen(env, cfg)]}]


def prometheus_rule(env: EnvironmentView) -> Obj:
    return {
        "apiVersion": api.MONITORING_API_VERSION,
        "kind": "PrometheusRule",
        "metadata": settings.metadata(env, settings.rules_name(env), selected=True),
        "spec": {"groups": groups(env)},
    }
