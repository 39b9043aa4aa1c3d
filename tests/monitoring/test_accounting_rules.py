"""The Environment's accounting as the real tools read it: promtool checks its rules and every dashboard query, the
Grafana Foundation SDK reads its dashboard strictly, and promtool's unit tests run the recording rules on the series
Kueue v0.19.2 exports (kueue_local_queue_resource_usage and friends, names and labels from its pkg/metrics) for
known job histories: the resource-hours and cost equal the hand computation, through the very queries `kfgen usage`
runs (kfgen.features.accounting.queries)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from monitoring_harness import (
    check_rules,
    dashboard_check,
    dashboards,
    environment_output,
    of_kind,
    query_rules,
    rule_groups,
    unit_test,
    write_rules,
)

from kfgen.features.accounting import queries

Obj = dict[str, Any]
C = "cluster"
USAGE = queries.KUEUE_LQ_USAGE


def environment() -> Obj:
    """Two teams: vision owns namespace ml-vision, speech the queue `speech` everywhere (also in ml-vision: a queue
    named by a team wins over another's namespace); ml-prod/train is no team's."""
    flavor = {"cpu": 64, "memory": "512Gi", "nvidia.com/gpu": 8}
    return {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "Environment",
        "metadata": {"name": "acct"},
        "spec": {
            "namespace": "ml-prod",
            "policy": {"namespaces": ["ml-prod", "ml-vision"]},
            "monitoring": {"labels": {"release": "kube-prometheus"}, "namespace": "monitoring"},
            "kueue": {
                "resourceFlavors": {"a100": {}, "h100": {}},
                "clusterQueues": {
                    "training": {
                        "localQueues": ["train", "speech"],
                        "flavors": [{"name": "a100", "quota": flavor}, {"name": "h100", "quota": flavor}],
                    }
                },
            },
            "accounting": {
                "currency": "EUR",
                "interval": "1m",
                "teams": {
                    "vision": {
                        "namespaces": ["ml-vision"],
                        "costCentre": "CC-7",
                        "budget": "100",
                        "waitThreshold": "10m",
                    },
                    "speech": {"queues": ["speech"], "budget": "5"},
                },
                "prices": {
                    "a100": {"nvidia.com/gpu": "2", "cpu": "0.05", "memory": "0.01"},
                    "h100": {"nvidia.com/gpu": "4"},
                },
            },
        },
    }


def accounting_groups() -> list[Obj]:
    [rule] = [
        r for r in of_kind(environment_output(environment()), "PrometheusRule") if "accounting" in r["metadata"]["name"]
    ]
    return list(rule["spec"]["groups"])


# promtool check and the dashboard ---------------------------------------------------------------------------


def test_the_accounting_rules_and_dashboard_queries_pass_promtool(tmp_path: Path) -> None:
    objects = environment_output(environment())
    [rule] = of_kind(objects, "PrometheusRule")
    assert rule["metadata"]["namespace"] == "monitoring" and rule["metadata"]["labels"]["release"] == "kube-prometheus"
    models = dashboards(objects)
    assert len(models) == 1
    for i, path in enumerate(
        [write_rules(tmp_path, rule_groups(objects)), write_rules(tmp_path, query_rules(models), "q.yaml")]
    ):
        result = check_rules(path)
        assert result.returncode == 0 and "SUCCESS" in result.stdout, f"{i}: {result.stdout}{result.stderr}"


def test_the_usage_dashboard_passes_the_grafana_sdks_strict_check(tmp_path: Path) -> None:
    [config_map] = [
        o
        for o in of_kind(environment_output(environment()), "ConfigMap")
        if "grafana_dashboard" in o["metadata"]["labels"]
    ]
    path = tmp_path / "usage.json"
    path.write_text(next(iter(config_map["data"].values())))
    result = dashboard_check([path])
    assert result.returncode == 0, result.stdout + result.stderr


def test_the_queues_carry_their_team_and_the_kueue_fragment_turns_on_the_metrics() -> None:
    objects = environment_output(environment())
    teams = {
        (q["metadata"]["namespace"], q["metadata"]["name"]): q["metadata"]["labels"].get("kfgen.dev/team")
        for q in of_kind(objects, "LocalQueue")
    }
    assert teams == {
        ("ml-prod", "speech"): "speech",
        ("ml-prod", "train"): None,
        ("ml-vision", "speech"): "speech",
        ("ml-vision", "train"): "vision",
    }
    [vision] = [q for q in of_kind(objects, "LocalQueue") if q["metadata"]["labels"].get("kfgen.dev/team") == "vision"]
    assert vision["metadata"]["labels"]["kfgen.dev/cost-centre"] == "CC-7"
    [cq] = of_kind(objects, "ClusterQueue")
    assert "kfgen.dev/team" not in cq["metadata"]["labels"]  # three owners
    [fragment] = [o for o in of_kind(objects, "ConfigMap") if "controller_manager_config.yaml" in o["data"]]
    assert '"enableClusterQueueResources": true' in fragment["data"]["controller_manager_config.yaml"]


# promtool test rules: known job histories -----------------------------------------------------------------


STALE = "stale"  # what Prometheus writes for every series of a target whose scrape failed


def values(*runs: tuple[float | str | None, int]) -> str:
    """promtool's input values, one per minute: (value, minutes) runs; None is no sample, STALE a stale marker."""
    return " ".join("_" if v is None else v if isinstance(v, str) else f"{v:g}" for v, n in runs for _ in range(n))


def kueue(metric: str, namespace: str, name: str, runs: str, role: str = "standalone", **more: str) -> Obj:
    labels = {"namespace": namespace, "name": name, "replica_role": role, **more}
    body = ", ".join(f'{k}="{v}"' for k, v in sorted(labels.items()))
    return {"series": f"{metric}{{{body}}}", "values": runs}


def usage(namespace: str, name: str, flavor: str, resource: str, runs: str, role: str = "standalone") -> Obj:
    return kueue(USAGE, namespace, name, runs, role, flavor=flavor, resource=resource)


GIB = 2**30
# vision, ml-vision/train on a100: 2 GPUs, 8 CPUs and 64 GiB from minute 10 to 40 (30 minutes), with three failed
# scrapes inside (Kueue restarting); a leader's copy of the same gauge (HA: counted once) and a follower's
VISION_GPU = values((0, 10), (2, 10), (STALE, 3), (2, 17), (0, 31))
HISTORY = [
    usage("ml-vision", "train", "a100", "nvidia.com/gpu", VISION_GPU),
    usage("ml-vision", "train", "a100", "nvidia.com/gpu", VISION_GPU, role="leader"),
    usage("ml-vision", "train", "a100", "nvidia.com/gpu", values((5, 71)), role="follower"),
    usage("ml-vision", "train", "a100", "cpu", values((0, 10), (8, 30), (0, 31))),
    usage("ml-vision", "train", "a100", "memory", values((0, 10), (64 * GIB, 30), (0, 31))),
    # speech: 1 h100 GPU in ml-vision/speech for the first hour, 4 in ml-prod/speech from minute 20 to 35
    usage("ml-vision", "speech", "h100", "nvidia.com/gpu", values((1, 60), (0, 11))),
    usage("ml-prod", "speech", "h100", "nvidia.com/gpu", values((0, 20), (4, 15), (0, 36))),
    # no team's: 1 a100 GPU in ml-prod/train for the first 10 minutes
    usage("ml-prod", "train", "a100", "nvidia.com/gpu", values((1, 10), (0, 61))),
]


def rounded(expr: str) -> str:
    """Three decimals: promtool compares floats exactly, and 30 steps of 2/60 are not exactly 1 in binary."""
    return f"round(({expr}) * 1000) / 1000"


def sample(value: float, **labels: str) -> Obj:
    body = ", ".join(f'{k}="{v}"' for k, v in sorted(labels.items()))
    return {"labels": f"{{{body}}}", "value": value}


VISION = {"namespace": "ml-vision", "name": "train", "team": "vision", "cost_centre": "CC-7"}
SPEECH_VISION = {"namespace": "ml-vision", "name": "speech", "team": "speech"}
SPEECH_PROD = {"namespace": "ml-prod", "name": "speech", "team": "speech"}
NOBODY = {"namespace": "ml-prod", "name": "train"}


def run(tmp_path: Path, input_series: list[Obj], exprs: list[Obj], alerts: list[Obj] | None = None) -> None:
    rules = write_rules(tmp_path, accounting_groups())
    test = {"interval": "1m", "input_series": input_series, "promql_expr_test": exprs, "alert_rule_test": alerts or []}
    result = unit_test(tmp_path, rules, [test])
    assert result.returncode == 0, result.stdout + result.stderr


def test_gpu_hours_per_team_and_queue_equal_the_hand_computation(tmp_path: Path) -> None:
    """vision: 2 GPUs x 30 min = 1.0 (the failed scrapes held, the leader's and follower's copies not added);
    speech: 1 x 60 min + 4 x 15 min = 2.0; nobody's queue: 1 x 10 min = 0.167."""
    per_queue = queries.resource_hours(C, "1d", queries.GPU)
    per_team = f"sum by (team) ({per_queue})"
    half = queries.resource_hours(C, "1d", f'{queries.GPU}, team="vision"')
    exprs = [
        {
            "expr": rounded(per_team),
            "eval_time": "65m",
            "exp_samples": [sample(1.0, team="vision"), sample(2.0, team="speech"), sample(0.167)],
        },
        {
            "expr": rounded(f"sum by (namespace, name, team, cost_centre) ({per_queue})"),
            "eval_time": "65m",
            "exp_samples": [
                sample(1.0, **VISION),
                sample(1.0, **SPEECH_VISION),
                sample(1.0, **SPEECH_PROD),
                sample(0.167, **NOBODY),
            ],
        },
        # half-way through vision's job: 2 GPUs x 15 minutes
        {"expr": rounded(f"sum by (team) ({half})"), "eval_time": "24m", "exp_samples": [sample(0.5, team="vision")]},
    ]
    run(tmp_path, HISTORY, exprs)


def test_cost_per_queue_equals_the_hand_computation(tmp_path: Path) -> None:
    """vision: GPU 1 h x 2 + CPU 8 x 0.5 h x 0.05 + memory 64 GiB x 0.5 h x 0.01 = 2.52 EUR; speech's queues
    4 EUR each (h100 at 4 per GPU-hour); nobody's 1/6 GPU-hour x 2 = 0.333."""
    exprs = [
        {
            "expr": rounded(queries.cost(C, "1d")),
            "eval_time": "65m",
            "exp_samples": [
                sample(2.52, currency="EUR", **VISION),
                sample(4.0, currency="EUR", **SPEECH_VISION),
                sample(4.0, currency="EUR", **SPEECH_PROD),
                sample(0.333, currency="EUR", **NOBODY),
            ],
        }
    ]
    run(tmp_path, HISTORY, exprs)


def test_a_team_past_its_budget_fires_and_one_within_it_does_not(tmp_path: Path) -> None:
    """speech's cost passes 5 EUR at minute 31 ((k + 1) x 4/60 + (k - 19) x 16/60 > 5) and ends at 8 once its jobs
    are done; vision's 2.52 never passes 100."""
    fired = {
        "exp_labels": {"severity": "warning", "environment": "acct", "team": "speech", "currency": "EUR"},
        "exp_annotations": {
            "summary": "Team speech has spent more than its monthly budget",
            "description": "8.00 EUR of Kueue-admitted resources over the last 30d; the budget is 5.",
        },
    }
    alerts: list[Obj] = [
        {"eval_time": "29m", "alertname": "TeamOverBudget", "exp_alerts": []},
        {"eval_time": "62m", "alertname": "TeamOverBudget", "exp_alerts": [fired]},
    ]
    run(tmp_path, HISTORY, [], alerts)


def test_workloads_admitted_count_a_queues_first_admission(tmp_path: Path) -> None:
    """Kueue creates a counter's series at its first increment: vision admitted two workloads (minutes 10 and 25),
    each speech queue and nobody's one; increase() alone would say 1, 0, 0 and 0."""
    admitted = queries.KUEUE_LQ_ADMITTED
    series = [
        kueue(admitted, "ml-vision", "train", values((None, 10), (1, 15), (2, 46)), priority_class=""),
        kueue(admitted, "ml-vision", "speech", values((1, 71)), priority_class=""),
        kueue(admitted, "ml-prod", "speech", values((None, 20), (1, 51)), priority_class=""),
        kueue(admitted, "ml-prod", "train", values((1, 71)), priority_class=""),
    ]
    exprs = [
        {
            "expr": queries.admitted(C, "1d"),
            "eval_time": "65m",
            "exp_samples": [
                sample(2, **VISION),
                sample(1, **SPEECH_VISION),
                sample(1, **SPEECH_PROD),
                sample(1, **NOBODY),
            ],
        }
    ]
    run(tmp_path, [*series, *HISTORY], exprs)


def test_a_team_waiting_past_its_threshold_fires(tmp_path: Path) -> None:
    """vision's second workload waited 900 s for admission (the histogram's sum grew 900 for one more count): past
    its 10m threshold."""
    wait = queries.KUEUE_LQ_WAIT
    series = [
        kueue(f"{wait}_sum", "ml-vision", "train", values((None, 10), (120, 15), (1020, 46)), priority_class=""),
        kueue(f"{wait}_count", "ml-vision", "train", values((None, 10), (1, 15), (2, 46)), priority_class=""),
    ]
    fired = {
        "exp_labels": {"severity": "warning", "environment": "acct", "team": "vision", "cost_centre": "CC-7"},
        "exp_annotations": {
            "summary": "Team vision's workloads wait longer than 10m for quota",
            "description": "Mean wait for admission over the last hour: 15m 0s.",
        },
    }
    alerts: list[Obj] = [
        {"eval_time": "20m", "alertname": "TeamWaitingForQuota", "exp_alerts": []},
        {"eval_time": "30m", "alertname": "TeamWaitingForQuota", "exp_alerts": [fired]},
    ]
    run(tmp_path, [*series, *HISTORY], [], alerts)


def test_quota_used_and_idle_per_cluster_queue(tmp_path: Path) -> None:
    labels = {"cohort": "", "cluster_queue": "training", "flavor": "a100", "resource": "nvidia.com/gpu"}
    body = ", ".join(f'{k}="{v}"' for k, v in sorted({**labels, "replica_role": "standalone"}.items()))
    series = [
        {"series": f"{queries.KUEUE_CQ_NOMINAL}{{{body}}}", "values": values((8, 30))},
        {"series": f"{queries.KUEUE_CQ_USAGE}{{{body}}}", "values": values((0, 10), (2, 20))},
    ]
    where = {k: v for k, v in labels.items() if k != "cohort"}
    exprs = [
        {
            "expr": queries.QUOTA_USED,
            "eval_time": "15m",
            "exp_samples": [sample(0.25, __name__=queries.QUOTA_USED, **where)],
        },
        {
            "expr": queries.QUOTA_IDLE,
            "eval_time": "15m",
            "exp_samples": [sample(6, __name__=queries.QUOTA_IDLE, **where)],
        },
    ]
    run(tmp_path, series, exprs)
