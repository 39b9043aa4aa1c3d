"""The Environment's usage dashboard: GPU-hours and cost per team over 30 days, GPUs and cost per hour per team,
quota used per ClusterQueue, admission wait, pending workloads and evictions per queue.

Like the monitoring dashboard it ships as a ConfigMap for the Grafana sidecar, or a GrafanaDashboard when
monitoring.dashboards says so; its queries carry no Grafana variable but the data source (plain PromQL, checked by
promtool in the tests) and all come from kfgen.features.accounting.queries.
"""

from __future__ import annotations

import json

from kfgen.api import Obj
from kfgen.features.accounting import queries, settings
from kfgen.features.accounting.queries import COST_STEP, GPU, QUOTA_USED, USAGE_STEP, WAIT_MEAN
from kfgen.model import EnvironmentView

SCHEMA_VERSION = 39
DATASOURCE = {"type": "prometheus", "uid": "${datasource}"}
SIDECAR_LABELS = {"grafana_dashboard": "1"}
LEGEND = {"displayMode": "list", "placement": "bottom", "showLegend": True, "calcs": []}
STAT_REDUCE = {"calcs": ["lastNotNull"], "fields": "", "values": False}
STAT_OPTIONS = {  # every field the Grafana Foundation SDK's stat panel requires
    "graphMode": "none",
    "colorMode": "value",
    "justifyMode": "auto",
    "textMode": "value_and_name",
    "wideLayout": True,
    "showPercentChange": False,
    "percentChangeColorMode": "standard",
    "orientation": "horizontal",
}
Query = tuple[str, str]  # legend, PromQL


def _panels(env: EnvironmentView) -> list[Obj]:
    c = settings.cluster_label(env)
    per_hour = 3600 // settings.interval_seconds(env) if 3600 % settings.interval_seconds(env) == 0 else None
    hourly = f" * {per_hour}" if per_hour else f" * 3600 / {settings.interval_seconds(env)}"
    team = f"{{{{{c}}}}} {{{{team}}}}"
    out = [
        _panel(
            "stat",
            "GPU-hours per team (30d)",
            [(team, f"sum by ({c}, team) ({queries.resource_hours(c, '30d', GPU)})")],
            0,
            0,
        ),
        _panel(
            "stat",
            "Cost per team (30d)",
            [(f"{team} {{{{currency}}}}", f"sum by ({c}, team, currency) ({queries.cost(c, '30d')})")],
            12,
            0,
        ),
        _panel(
            "timeseries",
            "GPUs admitted per team",
            [(team, f"sum by ({c}, team) ({USAGE_STEP}{{{GPU}}}){hourly}")],
            0,
            8,
        ),
        _panel(
            "timeseries",
            "Cost per hour per team",
            [(f"{team} {{{{currency}}}}", f"sum by ({c}, team, currency) ({COST_STEP}){hourly}")],
            12,
            8,
        ),
        _panel(
            "timeseries",
            "Quota used per ClusterQueue",
            [("{{cluster_queue}} {{flavor}} {{resource}}", QUOTA_USED)],
            0,
            16,
            "percentunit",
        ),
        _panel("timeseries", "Mean admission wait per team (1h)", [(team, WAIT_MEAN)], 12, 16, "s"),
        _panel(
            "timeseries",
            "Pending workloads per queue",
            [("{{namespace}}/{{name}} {{status}}", queries.pending(c))],
            0,
            24,
        ),
        _panel(
            "timeseries",
            "Evictions per queue (1h)",
            [("{{namespace}}/{{name}} {{reason}}", queries.evictions(c, "1h"))],
            12,
            24,
        ),
    ]
    for number, panel in enumerate(out, start=1):
        panel["id"] = number
    return out


def _panel(kind: str, title: str, targets: list[Query], x: int, y: int, unit: str | None = None) -> Obj:
    panel: Obj = {
        "type": kind,
        "title": title,
        "gridPos": {"h": 8, "w": 12, "x": x, "y": y},
        "datasource": dict(DATASOURCE),
        "targets": [
            {"refId": chr(ord("A") + i), "expr": q, "legendFormat": legend} for i, (legend, q) in enumerate(targets)
        ],
    }
    if kind == "stat":
        panel["options"] = {**STAT_OPTIONS, "reduceOptions": dict(STAT_REDUCE)}
    else:
        panel["options"] = {"legend": dict(LEGEND), "tooltip": {"mode": "multi", "sort": "desc"}}
    if unit:
        panel["fieldConfig"] = {"defaults": {"unit": unit}, "overrides": []}
    return panel


def model(env: EnvironmentView) -> Obj:
    return {
        "title": f"Usage and cost: {env.name}",
        "uid": settings.dashboard_name(env)[:40],
        "description": f"kfgen: what Kueue admitted for the teams of Environment {env.name} (requests, not use).",
        "tags": ["kfgen", "accounting", env.name],
        "editable": False,
        "schemaVersion": SCHEMA_VERSION,
        "time": {"from": "now-7d", "to": "now"},
        "refresh": "5m",
        "annotations": {},
        "templating": {
            "list": [{"type": "datasource", "name": "datasource", "label": "Data source", "query": "prometheus"}]
        },
        "panels": _panels(env),
    }


def objects(env: EnvironmentView) -> list[Obj]:
    cfg = (env.spec.get("monitoring") or {}).get("dashboards") or {}
    name = settings.dashboard_name(env)
    metadata = settings.metadata(env, name)
    if cfg.get("namespace"):
        metadata["namespace"] = cfg["namespace"]
    text = json.dumps(model(env), indent=2, sort_keys=True) + "\n"
    if cfg.get("kind", "ConfigMap") == "ConfigMap":
        metadata["labels"].update(cfg.get("labels") or SIDECAR_LABELS)
        if cfg.get("folder"):
            metadata["annotations"]["grafana_folder"] = cfg["folder"]
        return [{"apiVersion": "v1", "kind": "ConfigMap", "metadata": metadata, "data": {f"{name}.json": text}}]
    spec: Obj = {"instanceSelector": {"matchLabels": dict(cfg["instanceSelector"])}, "json": text}
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
