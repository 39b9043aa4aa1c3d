"""Prometheus metrics of a job: a headless Service and a ServiceMonitor, or a PodMonitor, that select
exactly this job's pods (the container port itself is part of the pod, kfgen.render.pod), and with
`metrics.progress` a PrometheusRule that alerts when the job's own progress metric stops moving.

The Prometheus Operator labels a ServiceMonitor's series with the Service's name (`service`) and a
PodMonitor's with `job="<namespace>/<name>"` (prometheus-operator v0.85.0 pkg/prometheus/promcfg.go): the
rule selects the job's series by them."""

from __future__ import annotations

from kfgen import api, units
from kfgen.api import Obj
from kfgen.model import Context
from kfgen.render import meta, names


def monitor_kind(ctx: Context) -> str:
    own = (ctx.spec.get("metrics") or {}).get("monitor")
    return str(own or (ctx.env.get("monitoring") or {}).get("monitor") or "ServiceMonitor")


def objects(ctx: Context) -> list[Obj]:
    metrics = ctx.spec.get("metrics")
    if metrics is None:
        return []
    settings = ctx.env.get("monitoring") or {}
    kind = monitor_kind(ctx)
    endpoint: Obj = {
        "path": metrics.get("path", "/metrics"),
        "interval": metrics.get("interval") or settings.get("interval") or "30s",
    }
    monitor_meta = meta.metadata(ctx, ctx.name, "metrics", settings.get("labels"))
    if kind == "PodMonitor":
        return [
            {
                "apiVersion": api.MONITORING_API_VERSION,
                "kind": "PodMonitor",
                "metadata": monitor_meta,
                "spec": {
                    "selector": {"matchLabels": {api.SPEC_LABEL: ctx.name}},
                    "podMetricsEndpoints": [{"portNumber": metrics["port"], **endpoint}],
                },
            }
        ]
    service = {
        "apiVersion": "v1",
        "kind": "Service",
        "metadata": meta.metadata(ctx, names.metrics_service(ctx), "metrics"),
        "spec": {
            "clusterIP": "None",
            "selector": {api.SPEC_LABEL: ctx.name},
            "ports": [{"name": "metrics", "port": metrics["port"], "targetPort": metrics["port"], "protocol": "TCP"}],
        },
    }
    monitor = {
        "apiVersion": api.MONITORING_API_VERSION,
        "kind": "ServiceMonitor",
        "metadata": monitor_meta,
        "spec": {
            "selector": {"matchLabels": {api.SPEC_LABEL: ctx.name, api.COMPONENT_LABEL: "metrics"}},
            "endpoints": [{"port": "metrics", **endpoint}],
        },
    }
    return [service, monitor]


def progress_rule(ctx: Context) -> list[Obj]:
    metrics = ctx.spec.get("metrics") or {}
    progress = metrics.get("progress")
    if progress is None:
        return []
    settings = ctx.env.get("monitoring") or {}
    if monitor_kind(ctx) == "ServiceMonitor":
        scraped = f'service="{names.metrics_service(ctx)}"'
    else:
        scraped = f'job="{ctx.namespace}/{ctx.name}"'

    selector = f'{progress["metric"]}{{namespace="{ctx.namespace}", {scraped}}}'
    stall = progress.get("stallAfter", "30m")
    if progress.get("type", "counter") == "counter":
        expr, wait = f"sum by (namespace) (rate({selector}[5m])) == 0", stall
    else:
        expr, wait = f"time() - max by (namespace) ({selector}) > {units.seconds(stall)}", "0m"
    job = names.job(ctx)
    labels = {"severity": "warning", "trainingspec": ctx.name, "job_name": job}
    if ctx.env_name:
        labels["environment"] = ctx.env_name
    rule = {
        "alert": "TrainingJobStalled",
        "expr": expr,
        "for": wait,
        "labels": labels,
        "annotations": {
            "summary": f"{ctx.namespace}/{job} makes no progress",
            "description": f"{progress['metric']} has not moved for {stall}.",
        },
    }
    return [
        {
            "apiVersion": api.MONITORING_API_VERSION,
            "kind": "PrometheusRule",
            "metadata": meta.metadata(ctx, f"{ctx.name}-progress", "metrics", settings.get("labels")),
            "spec": {"groups": [{"name": f"{ctx.namespace}-{ctx.name}-progress", "rules": [rule]}]},
        }
    ]
