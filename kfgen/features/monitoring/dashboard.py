"""The Environment's Grafana dashboard: jobs by phase, queue wait, GPU use per job, restarts and the tracking
server's health, over the Environment's namespaces.

It ships as a ConfigMap the kube-prometheus-stack Grafana sidecar loads (label grafana_dashboard: "1" by
default, folder by its grafana_folder annotation) or a grafana-operator v5 GrafanaDashboard. Queries carry no
Grafana variables but the data source, so each is plain PromQL (the tests check every one with promtool, and
the model with the Grafana Foundation SDK's strict decoder).
"""

from __future__ import annotations

import copy
import json

from kfgen.api import Obj
from kfgen.features.monitoring import rules, series, settings
from kfgen.features.monitoring.series import JOB_KEY
from kfgen.model import EnvironmentView
from kfgen.render import tracking
from kfgen.workloads import registry

KINDS = (registry.kind("ConfigMap"), registry.kind("GrafanaDashboard"))
SCHEMA_VERSION = 39
DATASOURCE = {"type": "prometheus", "uid": "${datasource}"}
SIDECAR_LABELS = {"grafana_dashboard": "1"}
FOLDER_ANNOTATION = "grafana_folder"
TIMESERIES_OPTIONS = {
    "legend": {"displayMode": "list", "placement": "bottom", "showLegend": True, "calcs": []},
    "tooltip": {"mode": "multi", "sort": "desc"},
}
STAT_OPTIONS = {
    "graphMode": "none",
    "colorMode": "value",
    "justifyMode": "auto",
    "textMode": "value_and_name",
    "wideLayout": True,
    "showPercentChange": False,
    "percentChangeColorMode": "standard",
    "orientation": "horizontal",
    "reduceOptions": {"calcs": ["lastNotNull"], "fields": "", "values": False},
}


def phase_queries(where: str) -> list[tuple[str, str]]:
    """(legend, query) of the number of jobs in each phase, from the vocabulary's condition types."""
    finished = f'{series.JOB_CONDITION}{{{where}, type=~"{rules.condition_types("Succeeded", "Failed")}"}} == 1'
    running = f'{series.JOB_CONDITION}{{{where}, type=~"{rules.condition_types("Running")}"}} == 1'
    active = f"sum by ({JOB_KEY}) ({series.JOB_ACTIVE}{{{where}}}) > 0"
    out = []
    for phase in ("Succeeded", "Failed"):
        selector = f'{series.JOB_CONDITION}{{{where}, type=~"{rules.condition_types(phase)}"}}'
        out.append((phase, f"count({selector} == 1) or vector(0)"))
    started = f"(({running}) or on ({JOB_KEY}) ({active}))"
    out.append(("Running", f"count({started} unless on ({JOB_KEY}) ({finished})) or vector(0)"))
    pending = f"{series.JOB_INFO}{{{where}}} unless on ({JOB_KEY}) {started} unless on ({JOB_KEY}) ({finished})"
    out.append(("Pending", f"count({pending}) or vector(0)"))
    return out


def panels(env: EnvironmentView) -> list[Obj]:
    where = f'namespace=~"{"|".join(env.namespaces)}"'
    pod_job = series.pod_job(where + ", ", settings.team_label(env))
    gpu_pod_label = settings.get(settings.alerts(env), "gpu", "podLabel", default="pod")
    out = [
        _stat("Jobs by phase", phase_queries(where), 0, 0, 8),
        _timeseries("Jobs by phase over time", phase_queries(where), 8, 0, 16),
        _timeseries(
            "Queue wait of jobs not yet admitted",
            [
                (
                    "{{namespace}}/{{name}} ({{queue}})",
                    f"time() - {series.WORKLOAD_CREATED}{{{where}}}"
                    f" unless on (namespace, name) ({series.WORKLOAD_SETTLED})",
                ),
                (
                    "{{namespace}}/{{name}} (not started)",
                    f"time() - {series.JOB_CREATED}{{{where}}}"
                    f" unless on ({JOB_KEY}) ({series.JOB_CONDITION}"
                    f'{{type=~"{rules.condition_types("Running", "Succeeded", "Failed")}"}} == 1)',
                ),
            ],
            0,
            8,
            12,
            unit="s",
        ),
        _timeseries(
            "GPU utilisation per job",
            [
                (
                    "{{namespace}}/{{job_name}}",
                    f"avg by (namespace, job_name) ({series.dcgm('DCGM_FI_DEV_GPU_UTIL', gpu_pod_label)}"
                    f" * on (namespace, pod) group_left (job_name) {pod_job})",
                )
            ],
            12,
            8,
            12,
            unit="percent",
        ),
        _timeseries(
            "Container restarts per job (1h)",
            [
                (
                    "{{namespace}}/{{job_name}}",
                    f"sum by (namespace, job_name) ({series.restarts(where, '1h')}"
                    f" * on (namespace, pod) group_left (job_name) {pod_job})",
                )
            ],
            0,
            16,
            12,
        ),
    ]
    server = tracking.server(env.spec)
    if server is not None:
        up = f'namespace="{tracking.namespace(env.spec, server)}", service="{tracking.name(server)}"'
        out.append(
            _timeseries(
                "Tracking server",
                [
                    ("pods up", f"sum(up{{{up}}})"),
                    ("requests/s {{status}}", f"sum by (status) (rate(flask_http_request_total{{{up}}}[5m]))"),
                ],
                12,
                16,
                12,
            )
        )
    for number, panel in enumerate(out, start=1):
        panel["id"] = number
    return out


def _targets(queries: list[tuple[str, str]]) -> list[Obj]:
    return [{"refId": chr(ord("A") + i), "expr": q, "legendFormat": legend} for i, (legend, q) in enumerate(queries)]


def _panel(kind: str, title: str, queries: list[tuple[str, str]], x: int, y: int, w: int) -> Obj:
    return {
        "type": kind,
        "title": title,
        "gridPos": {"h": 8, "w": w, "x": x, "y": y},
        "datasource": dict(DATASOURCE),
        "targets": _targets(queries),
    }


def _stat(title: str, queries: list[tuple[str, str]], x: int, y: int, w: int) -> Obj:
    return {**_panel("stat", title, queries, x, y, w), "options": copy.deepcopy(STAT_OPTIONS)}


def _timeseries(title: str, queries: list[tuple[str, str]], x: int, y: int, w: int, unit: str | None = None) -> Obj:
    panel = {**_panel("timeseries", title, queries, x, y, w), "options": copy.deepcopy(TIMESERIES_OPTIONS)}
    if unit:
        panel["fieldConfig"] = {"defaults": {"unit": unit}, "overrides": []}
    return panel


def model(env: EnvironmentView) -> Obj:
    return {
        "title": f"Training jobs: {env.name}",
        "uid": settings.dashboard_name(env)[:40],
        "description": f"kfgen: the jobs of Environment {env.name} ({', '.join(env.namespaces)}).",
        "tags": ["kfgen", "training", env.name],
        "editable": False,
        "schemaVersion": SCHEMA_VERSION,
        "time": {"from": "now-24h", "to": "now"},
        "refresh": "1m",
        "annotations": {},
        "templating": {
            "list": [{"type": "datasource", "name": "datasource", "label": "Data source", "query": "prometheus"}]
        },
        "panels": panels(env),
    }


def text(env: EnvironmentView) -> str:
    return json.dumps(model(env), indent=2, sort_keys=True) + "\n"


def objects(env: EnvironmentView) -> list[Obj]:
    cfg = settings.of(env).get("dashboards")
    if cfg is None:
        return []
    name = settings.dashboard_name(env)
    where = cfg.get("namespace") or settings.namespace(env)
    metadata = settings.metadata(env, name, where=where)
    if cfg.get("kind", "ConfigMap") == "ConfigMap":
        metadata["labels"].update(cfg.get("labels") or SIDECAR_LABELS)
        if cfg.get("folder"):
            metadata["annotations"][FOLDER_ANNOTATION] = cfg["folder"]
        return [{"apiVersion": "v1", "kind": "ConfigMap", "metadata": metadata, "data": {f"{name}.json": text(env)}}]
    spec: Obj = {"instanceSelector": {"matchLabels": dict(cfg["instanceSelector"])}, "json": text(env)}
    if cfg.get("folder"):
        spec["folder"] = cfg["folder"]
    return [
        {
            "apiVersion": "grafana.integreatly.org/v1beta1",
            "kind": "GrafanaDashboard",
            "metadata": metadata,
            "spec": spec,
        }
    ]
