"""The Environment's accounting rules: one PrometheusRule of two groups.

The first group, evaluated at accounting.interval, records each LocalQueue's team (TEAM_INFO) and each flavor's
prices (PRICE) as constant series, then per evaluation the resource-hours and cost of that interval (USAGE_STEP,
COST_STEP), quota used and idle per ClusterQueue, and the mean admission wait per team. Rules of a group run in
order and each sees the ones before it, so a step is joined to the team and price series of the same evaluation.
The second group holds the alerts: a team past its monthly budget (over the last 30 days) or waiting past its
threshold.
"""

from __future__ import annotations

from kfgen import api, units
from kfgen.api import Obj
from kfgen.features.accounting import queries, settings
from kfgen.features.accounting.queries import COST_STEP, PRICE, QUOTA_IDLE, QUOTA_USED, TEAM_INFO, USAGE_STEP
from kfgen.model import EnvironmentView

BUDGET_WINDOW = "30d"


def _team_info(env: EnvironmentView) -> list[Obj]:
    out = []
    for queue in settings.queues(env):
        if queue.owner is None:
            continue
        labels = {"namespace": queue.namespace, "name": queue.name, "team": queue.owner.team}
        if queue.owner.cost_centre:
            labels["cost_centre"] = queue.owner.cost_centre
        out.append({"record": TEAM_INFO, "expr": "vector(1)", "labels": labels})
    return out


def _prices(env: EnvironmentView) -> list[Obj]:
    currency = settings.currency(env)
    return [
        {
            "record": PRICE,
            "expr": queries.price(value, resource),
            "labels": {"flavor": flavor, "resource": resource, "currency": currency},
        }
        for flavor, by_resource in sorted(settings.prices(env).items())
        for resource, value in sorted(by_resource.items())
    ]


def recording(env: EnvironmentView) -> list[Obj]:
    cluster = settings.cluster_label(env)
    step = settings.interval_seconds(env)
    return [
        *_team_info(env),
        *_prices(env),
        {"record": USAGE_STEP, "expr": queries.usage_step(cluster, step)},
        {"record": COST_STEP, "expr": queries.cost_step()},
        {"record": QUOTA_USED, "expr": queries.quota_used(cluster)},
        {"record": QUOTA_IDLE, "expr": queries.quota_idle(cluster)},
        {"record": queries.WAIT_MEAN, "expr": queries.wait_mean(cluster)},
    ]


def alerts(env: EnvironmentView) -> list[Obj]:
    cluster = settings.cluster_label(env)
    out = []
    for team, cfg in sorted(settings.teams(env).items()):
        labels = {"severity": "warning", "environment": env.name, "team": team}
        if cfg.get("budget"):
            out.append(
                {
                    "alert": "TeamOverBudget",
                    "expr": f"{queries.team_cost(cluster, team, BUDGET_WINDOW)} > {cfg['budget']}",
                    "labels": labels,
                    "annotations": {
                        "summary": f"Team {team} has spent more than its monthly budget",
                        "description": f'{{{{ $value | printf "%.2f" }}}} {{{{ $labels.currency }}}} of Kueue-'
                        f"admitted resources over the last {BUDGET_WINDOW}; the budget is {cfg['budget']}.",
                    },
                }
            )
        if cfg.get("waitThreshold"):
            seconds = units.seconds(str(cfg["waitThreshold"]))
            out.append(
                {
                    "alert": "TeamWaitingForQuota",
                    "expr": f'round({queries.WAIT_MEAN}{{team="{team}"}}) > {seconds}',
                    "labels": labels,
                    "annotations": {
                        "summary": f"Team {team}'s workloads wait longer than {cfg['waitThreshold']} for quota",
                        "description": "Mean wait for admission over the last hour: {{ $value | humanizeDuration }}.",
                    },
                }
            )
    return out


def groups(env: EnvironmentView) -> list[Obj]:
    out = [
        {
            "name": f"kfgen-{env.name}-accounting",
            "interval": settings.interval(env),
            "rules": recording(env),
        }
    ]
    chosen = alerts(env)
    if chosen:
        out.append({"name": f"kfgen-{env.name}-accounting-alerts", "rules": chosen})
    return out


def prometheus_rule(env: EnvironmentView) -> Obj:
    return {
        "apiVersion": api.MONITORING_API_VERSION,
        "kind": "PrometheusRule",
        "metadata": settings.metadata(env, settings.rules_name(env), selected=True),
        "spec": {"groups": groups(env)},
    }
