"""The PromQL of accounting, in one place: the recording rules and alerts (kfgen.features.accounting.rules), the
dashboard and `kfgen usage` all build their queries here.

Kueue v0.19.2's series, read from its source (pkg/metrics/metrics.go, pkg/cache/scheduler/localqueue.go):
`kueue_local_queue_resource_usage{name, namespace, flavor, resource, replica_role}` is a gauge of the resources
the LocalQueue's admitted Workloads request (GPUs and CPUs in units, memory in bytes), set again on every change of
the LocalQueue's status; LocalQueue metrics are on by default since v0.17 (feature gate LocalQueueMetrics, Beta).
`kueue_cluster_queue_resource_usage` and `kueue_cluster_queue_nominal_quota{cohort, cluster_queue, flavor,
resource}` exist only with `metrics.enableClusterQueueResources: true`. Admissions, waits and evictions are
counters and histograms per LocalQueue. Every series carries `replica_role` (leader, follower or standalone).

A gauge is not a counter: resource-hours are its integral. Each evaluation of the accounting group records the
usage it sees times the group's interval (USAGE_STEP, in unit-hours), so a sum_over_time of the steps over any
range is the integral at the interval's resolution. The step reads the gauge's last value within HOLD, which
bridges failed scrapes and a Kueue restart (range vectors skip the stale markers a failed scrape writes); a gap
longer than HOLD, or Prometheus itself down, counts nothing (the figures are then a lower bound). The maximum over
Kueue's replicas, not their sum, so that a leader change never counts a queue twice. The team is joined when the
step is recorded: usage stays charged to the team that owned the queue at the time.
"""

from __future__ import annotations

KUEUE_LQ_USAGE = "kueue_local_queue_resource_usage"
KUEUE_LQ_ADMITTED = "kueue_local_queue_admitted_workloads_total"
KUEUE_LQ_WAIT = "kueue_local_queue_admission_wait_time_seconds"
KUEUE_LQ_EVICTED = "kueue_local_queue_evicted_workloads_total"
KUEUE_LQ_PENDING = "kueue_local_queue_pending_workloads"
KUEUE_CQ_USAGE = "kueue_cluster_queue_resource_usage"
KUEUE_CQ_NOMINAL = "kueue_cluster_queue_nominal_quota"
NOT_FOLLOWER = 'replica_role!="follower"'
HOLD = "5m"  # Prometheus's default lookback: what an instant selector would hold without stale markers

TEAM_INFO = "kfgen:accounting_queue_team:info"
PRICE = "kfgen:accounting_price:per_unit_hour"
USAGE_STEP = "kfgen:accounting_usage_hours:step"
COST_STEP = "kfgen:accounting_cost:step"
QUOTA_USED = "kfgen:accounting_quota_used:ratio"
QUOTA_IDLE = "kfgen:accounting_quota_idle"
WAIT_MEAN = "kfgen:accounting_admission_wait_seconds:mean1h"
GPU = 'resource=~".+/gpu"'  # nvidia.com/gpu, amd.com/gpu, ...
OWNER = "team, cost_centre"


def owned(expr: str, cluster: str) -> str:
    """`expr` (per namespace and LocalQueue name) with its queue's team and cost centre; a queue the Environment
    assigns to no team is kept, with neither."""
    return (
        f"(({expr}) * on ({cluster}, namespace, name) group_left ({OWNER}) {TEAM_INFO}"
        f" or on ({cluster}, namespace, name) ({expr}))"
    )


def usage_step(cluster: str, interval_seconds: int) -> str:
    held = f"last_over_time({KUEUE_LQ_USAGE}{{{NOT_FOLLOWER}}}[{HOLD}])"
    usage = f"max by ({cluster}, namespace, name, flavor, resource) ({held})"
    return f"{owned(usage, cluster)} * {interval_seconds} / 3600"


def cost_step() -> str:
    return f"{USAGE_STEP} * on (flavor, resource) group_left (currency) {PRICE}"


def price(value: str, resource: str) -> str:
    """The price of one of Kueue's units for an hour: memory is priced per GiB, Kueue counts bytes."""
    return f"vector({value} / 1073741824)" if resource == "memory" else f"vector({value})"


def _by_queue(cluster: str, metric: str) -> str:
    return f"max by ({cluster}, cluster_queue, flavor, resource) ({metric}{{{NOT_FOLLOWER}}})"


def quota_used(cluster: str) -> str:
    return f"{_by_queue(cluster, KUEUE_CQ_USAGE)} / ({_by_queue(cluster, KUEUE_CQ_NOMINAL)} > 0)"


def quota_idle(cluster: str) -> str:
    return f"clamp_min({_by_queue(cluster, KUEUE_CQ_NOMINAL)} - {_by_queue(cluster, KUEUE_CQ_USAGE)}, 0)"


def wait_mean(cluster: str) -> str:
    def rated(part: str) -> str:
        return f"sum by ({cluster}, namespace, name) (rate({KUEUE_LQ_WAIT}_{part}{{{NOT_FOLLOWER}}}[1h]))"

    return (
        f"sum by ({cluster}, {OWNER}) ({owned(rated('sum'), cluster)})"
        f" / sum by ({cluster}, {OWNER}) ({owned(rated('count'), cluster)})"
    )


def team_cost(cluster: str, team: str, window: str) -> str:
    return f'sum by ({cluster}, team, currency) (sum_over_time({COST_STEP}{{team="{team}"}}[{window}]))'


# `kfgen usage` and the dashboard: figures over a range ------------------------------------------------------


def grown(selector: str, window: str) -> str:
    """How much a counter grew within `window`, a series born within it counted from zero: Kueue creates a series
    at its first increment, and increase() alone would miss that one."""
    born = f"(min_over_time({selector}[{window}]) unless {selector} offset {window})"
    return f"((increase({selector}[{window}]) + {born}) or increase({selector}[{window}]) or {born})"


def resource_hours(cluster: str, window: str, where: str = "") -> str:
    """Unit-hours per team, queue, flavor and resource."""
    return (
        f"sum by ({cluster}, {OWNER}, namespace, name, flavor, resource)"
        f" (sum_over_time({USAGE_STEP}{{{where}}}[{window}]))"
    )


def cost(cluster: str, window: str) -> str:
    return f"sum by ({cluster}, {OWNER}, namespace, name, currency) (sum_over_time({COST_STEP}[{window}]))"


def admitted(cluster: str, window: str) -> str:
    """Workloads admitted per queue (a re-admission after an eviction counts again, as Kueue counts it)."""
    counted = f"sum by ({cluster}, namespace, name) ({grown(f'{KUEUE_LQ_ADMITTED}{{{NOT_FOLLOWER}}}', window)})"
    return f"round({owned(counted, cluster)})"


def wait_total(cluster: str, window: str, part: str) -> str:
    """The sum (`sum`) or number (`count`) of admission waits per queue."""
    counted = f"sum by ({cluster}, namespace, name) ({grown(f'{KUEUE_LQ_WAIT}_{part}{{{NOT_FOLLOWER}}}', window)})"
    return owned(counted, cluster)


def evictions(cluster: str, window: str) -> str:
    return f"sum by ({cluster}, namespace, name, reason) (increase({KUEUE_LQ_EVICTED}{{{NOT_FOLLOWER}}}[{window}]))"


def pending(cluster: str) -> str:
    return f"max by ({cluster}, namespace, name, status) ({KUEUE_LQ_PENDING}{{{NOT_FOLLOWER}}})"
