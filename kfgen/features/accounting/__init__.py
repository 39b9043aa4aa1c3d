"""Accounting: what each team's Kueue queues were admitted, and what it cost, from Kueue's own metrics.

Per Environment with an `accounting` block: the Kueue Configuration fragment the figures need (kueueconfig), the
recording rules of resource-hours, cost, quota and wait with budget and wait alerts (rules, all PromQL from
queries, which `kfgen usage` runs too) and a Grafana dashboard (dashboard), checked by environment. The team labels
on the queues come from kfgen.render.accounting, which the queue feature applies.
"""

from __future__ import annotations

from kfgen.api import Obj
from kfgen.features.accounting import dashboard, environment, kueueconfig, rules, settings
from kfgen.features.base import Feature
from kfgen.model import EnvironmentView
from kfgen.workloads import registry


def environment_objects(env: EnvironmentView) -> list[Obj]:
    if not settings.enabled(env):
        return []
    return [kueueconfig.config_map(env), rules.prometheus_rule(env), *dashboard.objects(env)]


FEATURE = Feature(
    "accounting",
    environment_objects=environment_objects,
    environment_kinds=tuple(registry.kind(k) for k in ("ConfigMap", "PrometheusRule", "GrafanaDashboard")),
    environment_check=environment.check,
)
