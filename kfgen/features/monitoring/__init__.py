"""Monitoring: each job's monitor and progress alert (jobs), and per Environment the job-state metrics of a
kube-state-metrics (state), the alert rules (rules) and a Grafana dashboard (dashboard), checked by
environment."""

from __future__ import annotations

from kfgen.api import Obj
from kfgen.features.base import Feature
from kfgen.features.monitoring import dashboard, environment, jobs, rules, state
from kfgen.model import Context, EnvironmentView
from kfgen.workloads import registry


def job_objects(ctx: Context) -> list[Obj]:
    return [*jobs.objects(ctx), *jobs.progress_rule(ctx)]


def environment_objects(env: EnvironmentView) -> list[Obj]:
    out = state.objects(env)
    if environment.alerting(env):
        out.append(rules.prometheus_rule(env))
    out += dashboard.objects(env)
    return out


FEATURE = Feature(
    "monitoring",
    kinds=(
        registry.kind("Service"),
        registry.kind("ServiceMonitor"),
        registry.kind("PodMonitor"),
        registry.kind("PrometheusRule"),
    ),
    objects=job_objects,
    environment_objects=environment_objects,
    environment_kinds=(*state.KINDS, registry.kind("PrometheusRule"), *dashboard.KINDS),
    environment_check=environment.check,
)
