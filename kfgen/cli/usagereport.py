"""`kfgen usage`'s engine: the accounting queries (kfgen.features.accounting.queries, the rules' own PromQL) run
against Prometheus's HTTP API at one instant, gathered per team and LocalQueue, and printed as a table, CSV or
JSON. Only the standard library: urllib for HTTP, no client package.
"""

from __future__ import annotations

import csv
import io
import json
import math
import urllib.error
import urllib.parse
import urllib.request
from typing import Any, NamedTuple

from kfgen.features.accounting import queries, settings
from kfgen.model import EnvironmentView

TIMEOUT = 30.0
Key = tuple[str, str, str, str, str]  # cluster, team, cost centre, namespace, LocalQueue
COLUMNS = (
    "cluster",
    "team",
    "cost_centre",
    "namespace",
    "queue",
    "gpu_hours",
    "cost",
    "currency",
    "jobs",
    "mean_wait_s",
)


class PrometheusError(Exception):
    """Prometheus could not be asked, or refused the query: the message is one line."""


class Row(NamedTuple):
    cluster: str
    team: str
    cost_centre: str
    namespace: str
    queue: str
    gpu_hours: float
    cost: float
    currency: str
    jobs: int
    wait_s: float  # the admission waits' sum
    waits: float  # and their number

    @property
    def mean_wait_s(self) -> float | None:
        return self.wait_s / self.waits if self.waits > 0 else None


def query(url: str, expr: str, at: float) -> list[dict[str, Any]]:
    """The instant vector of `expr` at `at` (Unix seconds)."""
    params = urllib.parse.urlencode({"query": expr, "time": f"{at:.3f}"})
    request = urllib.request.Request(f"{url.rstrip('/')}/api/v1/query?{params}", headers={"Accept": "application/json"})
    try:
        with urllib.request.urlopen(request, timeout=TIMEOUT) as response:
            body = json.loads(response.read().decode())
    except urllib.error.HTTPError as exc:
        raise PrometheusError(f"{url} answered {exc.code}: {_error_of(exc)}") from None
    except (urllib.error.URLError, OSError) as exc:
        raise PrometheusError(f"{url}: {getattr(exc, 'reason', None) or exc}") from None
    except ValueError as exc:
        raise PrometheusError(f"{url} answered no JSON: {exc}") from None
    if not isinstance(body, dict) or body.get("status") != "success":
        raise PrometheusError(f"{url}: {body.get('error') if isinstance(body, dict) else 'not an API answer'}")
    data = body.get("data") or {}
    if data.get("resultType") != "vector":
        raise PrometheusError(f"{url}: expected an instant vector, got {data.get('resultType')}")
    return list(data.get("result") or [])


def _error_of(exc: urllib.error.HTTPError) -> str:
    try:
        return str(json.loads(exc.read().decode()).get("error") or exc.reason)
    except (ValueError, OSError, AttributeError):
        return str(exc.reason)


def _key(metric: dict[str, str], cluster: str) -> Key:
    return (
        metric.get(cluster, ""),
        metric.get("team", ""),
        metric.get("cost_centre", ""),
        metric.get("namespace", ""),
        metric.get("name", ""),
    )


def _value(sample: dict[str, Any]) -> float:
    value = float(sample["value"][1])
    return value if math.isfinite(value) else 0.0


def _summed(url: str, expr: str, at: float, cluster: str) -> dict[Key, float]:
    out: dict[Key, float] = {}
    for sample in query(url, expr, at):
        key = _key(sample["metric"], cluster)
        out[key] = out.get(key, 0.0) + _value(sample)
    return out


def rows(url: str, env: EnvironmentView, since: str, at: float) -> list[Row]:
    c = settings.cluster_label(env)
    gpu = _summed(url, queries.resource_hours(c, since, queries.GPU), at, c)
    cost = _summed(url, queries.cost(c, since), at, c)
    jobs = _summed(url, queries.admitted(c, since), at, c)
    waited = _summed(url, queries.wait_total(c, since, "sum"), at, c)
    waits = _summed(url, queries.wait_total(c, since, "count"), at, c)
    currency = settings.currency(env)
    out = []
    for key in sorted({*gpu, *cost, *jobs}):
        amounts = (gpu.get(key, 0.0), cost.get(key, 0.0), currency, round(jobs.get(key, 0.0)))
        out.append(Row(*key, *amounts, waited.get(key, 0.0), waits.get(key, 0.0)))
    return out


def teams(found: list[Row]) -> list[Row]:
    """One row per cluster and team: its queues' sums."""
    by: dict[tuple[str, str, str], list[Row]] = {}
    for row in found:
        by.setdefault((row.cluster, row.team, row.cost_centre), []).append(row)
    out = []
    for (cluster, team, centre), group in sorted(by.items()):
        out.append(
            Row(
                cluster,
                team,
                centre,
                "",
                "",
                sum(r.gpu_hours for r in group),
                sum(r.cost for r in group),
                group[0].currency,
                sum(r.jobs for r in group),
                sum(r.wait_s for r in group),
                sum(r.waits for r in group),
            )
        )
    return out


def _cells(row: Row) -> list[str]:
    wait = "" if row.mean_wait_s is None else f"{row.mean_wait_s:.1f}"
    return [
        row.cluster,
        row.team,
        row.cost_centre,
        row.namespace,
        row.queue,
        f"{row.gpu_hours:.3f}",
        f"{row.cost:.2f}",
        row.currency,
        str(row.jobs),
        wait,
    ]


def as_json(found: list[Row], since: str, at: float) -> str:
    def record(row: Row) -> dict[str, Any]:
        values = [*row[: len(COLUMNS) - 1], row.mean_wait_s]
        return dict(zip(COLUMNS, values, strict=True))

    body = {"since": since, "at": at, "teams": [record(r) for r in teams(found)], "queues": [record(r) for r in found]}
    return json.dumps(body, indent=2) + "\n"


def as_csv(found: list[Row]) -> str:
    out = io.StringIO()
    writer = csv.writer(out, lineterminator="\n")
    writer.writerow(["level", *COLUMNS])
    for level, group in (("team", teams(found)), ("queue", found)):
        for row in group:
            writer.writerow([level, *_cells(row)])
    return out.getvalue()


def as_table(found: list[Row], since: str) -> str:
    header = ["TEAM", "COST CENTRE", "NAMESPACE/QUEUE", "GPU-HOURS", "COST", "JOBS", "MEAN WAIT (s)"]
    lines = [header]
    for team in teams(found):
        lines.append(_table_row(team, "(all)"))
        lines += [_table_row(q, f"{q.namespace}/{q.queue}") for q in found if q[:3] == team[:3]]
    widths = [max(len(line[i]) for line in lines) for i in range(len(header))]
    text = [f"Kueue-admitted usage over the last {since} (requests, not utilisation)"]
    text += ["  ".join(cell.ljust(w) for cell, w in zip(line, widths, strict=True)).rstrip() for line in lines]
    return "\n".join(text) + "\n"


def _table_row(row: Row, where: str) -> list[str]:
    cells = _cells(row)
    team = f"{row.cluster}/{row.team}" if row.cluster else row.team or "(none)"
    cost = f"{cells[6]} {row.currency}".strip()
    return [team, row.cost_centre, where, cells[5], cost, cells[8], cells[9]]
