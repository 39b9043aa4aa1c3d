"""Prometheus metrics of a job: a headless Service and a ServiceMonitor, or a PodMonitor, that select
exactly this job's pods (the container port itself is part of the pod, kfgen.render.pod)."""

from __future__ import annotations

from kfgen import api
from kfgen.api import Obj
from kfgen.features.base import Feature
from kfgen.model import Context
from kfgen.render import meta, names


def objects(ctx: Context) -> list[Obj]:
    metrics = ctx.spec.get("metrics")
    if metrics is None:
        return []
    settings = ctx.env.get("monitoring") or {}
    kind = metrics.get("monitor") or settings.get("monitor") or "ServiceMonitor"
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


FEATURE = Feature(
    "monitoring",
    kinds=(api.kind("Service"), api.kind("ServiceMonitor"), api.kind("PodMonitor")),
    objects=objects,
)
