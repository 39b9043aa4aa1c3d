"""`kfgen usage` without a real Prometheus: what it asks (exactly the accounting queries, at one instant), how it
prints the answers (table, CSV, JSON), and its errors (one line, exit 1, no traceback). The real Prometheus and
Kueue are tests/kueue/test_accounting_e2e.py's."""

from __future__ import annotations

import contextlib
import http.server
import json
import threading
import urllib.parse
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import yaml
from conftest import run_kfgen

from kfgen.features.accounting import queries

Obj = dict[str, Any]
C = "cluster"


def environment(accounting: bool = True) -> Obj:
    spec: Obj = {
        "namespace": "ml-a",
        "policy": {"namespaces": ["ml-a", "ml-b"]},
        "kueue": {
            "resourceFlavors": {"a100": {}},
            "clusterQueues": {
                "cq": {"localQueues": ["gpu"], "flavors": [{"name": "a100", "quota": {"nvidia.com/gpu": 8}}]}
            },
        },
    }
    if accounting:
        spec["accounting"] = {
            "currency": "EUR",
            "teams": {"vision": {"namespaces": ["ml-a"], "costCentre": "CC-7"}, "speech": {"namespaces": ["ml-b"]}},
            "prices": {"a100": {"nvidia.com/gpu": "2"}},
        }
    return {"apiVersion": "kfgen.dev/v1alpha1", "kind": "Environment", "metadata": {"name": "u"}, "spec": spec}


def sample(value: float, **labels: str) -> Obj:
    return {"metric": labels, "value": [1700000000, str(value)]}


VISION = {"namespace": "ml-a", "name": "gpu", "team": "vision", "cost_centre": "CC-7"}
SPEECH = {"namespace": "ml-b", "name": "gpu", "team": "speech"}
ANSWERS = {
    queries.resource_hours(C, "7d", queries.GPU): [
        sample(1.5, flavor="a100", resource="nvidia.com/gpu", **VISION),
        sample(0.25, flavor="h100", resource="nvidia.com/gpu", **VISION),
        sample(2, flavor="a100", resource="nvidia.com/gpu", **SPEECH),
    ],
    queries.cost(C, "7d"): [sample(3.5, currency="EUR", **VISION), sample(4, currency="EUR", **SPEECH)],
    queries.admitted(C, "7d"): [sample(3, **VISION), sample(1, **SPEECH)],
    queries.wait_total(C, "7d", "sum"): [sample(90, **VISION)],
    queries.wait_total(C, "7d", "count"): [sample(3, **VISION)],
}


@contextlib.contextmanager
def prometheus(answers: dict[str, list[Obj]], asked: list[dict[str, list[str]]]) -> Iterator[str]:
    class Answer(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            path, _, query = self.path.partition("?")
            params = urllib.parse.parse_qs(query)
            asked.append(params)
            expr = params.get("query", [""])[0]
            body: Obj
            if path != "/api/v1/query":
                status, body = 404, {"status": "error", "error": "not found"}
            elif expr in answers:
                status, body = 200, {"status": "success", "data": {"resultType": "vector", "result": answers[expr]}}
            else:
                status, body = 400, {"status": "error", "errorType": "bad_data", "error": "parse error at char 3"}
            data = json.dumps(body).encode()
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(len(data)))
            self.end_headers()
            self.wfile.write(data)

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Answer)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        server.shutdown()


def written(tmp_path: Path, env: Obj) -> str:
    path = tmp_path / "environment.yaml"
    path.write_text(yaml.safe_dump(env))
    return str(path)


def usage(tmp_path: Path, url: str, *more: str, env: Obj | None = None) -> Any:
    return run_kfgen(
        "usage", "--environment", written(tmp_path, env or environment()), "--prometheus", url, "--since", "7d", *more
    )


def test_it_asks_exactly_the_rules_queries_at_one_instant_and_prints_json(tmp_path: Path) -> None:
    asked: list[dict[str, list[str]]] = []
    with prometheus(ANSWERS, asked) as url:
        out = usage(tmp_path, url, "--output", "json")
    assert out.returncode == 0, out.stderr
    assert sorted(a["query"][0] for a in asked) == sorted(ANSWERS)
    assert len({a["time"][0] for a in asked}) == 1
    body = json.loads(out.stdout)
    teams = {row["team"]: row for row in body["teams"]}
    assert teams["vision"]["gpu_hours"] == 1.75 and teams["vision"]["cost"] == 3.5 and teams["vision"]["jobs"] == 3
    assert teams["vision"]["mean_wait_s"] == 30 and teams["vision"]["cost_centre"] == "CC-7"
    assert teams["speech"]["gpu_hours"] == 2 and teams["speech"]["mean_wait_s"] is None
    assert [(q["namespace"], q["queue"]) for q in body["queues"]] == [("ml-b", "gpu"), ("ml-a", "gpu")]


def test_csv_and_table_carry_the_same_rows(tmp_path: Path) -> None:
    with prometheus(ANSWERS, []) as url:
        csv_out = usage(tmp_path, url, "--output", "csv")
        table = usage(tmp_path, url)
    assert csv_out.stdout.splitlines() == [
        "level,cluster,team,cost_centre,namespace,queue,gpu_hours,cost,currency,jobs,mean_wait_s",
        "team,,speech,,,,2.000,4.00,EUR,1,",
        "team,,vision,CC-7,,,1.750,3.50,EUR,3,30.0",
        "queue,,speech,,ml-b,gpu,2.000,4.00,EUR,1,",
        "queue,,vision,CC-7,ml-a,gpu,1.750,3.50,EUR,3,30.0",
    ]
    lines = table.stdout.splitlines()
    assert lines[0] == "Kueue-admitted usage over the last 7d (requests, not utilisation)"
    assert lines[1].split() == [
        "TEAM",
        "COST",
        "CENTRE",
        "NAMESPACE/QUEUE",
        "GPU-HOURS",
        "COST",
        "JOBS",
        "MEAN",
        "WAIT",
        "(s)",
    ]
    assert lines[2].split() == ["speech", "(all)", "2.000", "4.00", "EUR", "1"]
    assert lines[5].split() == ["vision", "CC-7", "ml-a/gpu", "1.750", "3.50", "EUR", "3", "30.0"]


def test_an_unreachable_prometheus_is_one_line_and_exit_1(tmp_path: Path) -> None:
    with prometheus({}, []) as url:
        pass  # stopped: nothing listens there any more
    out = usage(tmp_path, url)
    assert out.returncode == 1 and out.stdout == ""
    [line] = out.stderr.splitlines()
    assert line.startswith(f"[error] --prometheus: Prometheus {url}: ") and "refused" in line, line


def test_a_refused_query_is_one_line_with_prometheus_own_reason(tmp_path: Path) -> None:
    with prometheus({}, []) as url:
        out = usage(tmp_path, url)
    assert out.returncode == 1 and out.stdout == ""
    assert out.stderr.splitlines() == [f"[error] --prometheus: Prometheus {url} answered 400: parse error at char 3"]


def test_an_environment_without_accounting_or_with_a_wrong_one_is_refused(tmp_path: Path) -> None:
    out = usage(tmp_path, "http://127.0.0.1:9", env=environment(accounting=False))
    assert out.returncode == 1
    assert out.stderr.splitlines() == ["[error] Environment 'u' has no accounting block: nothing is recorded to report"]
    wrong = environment()
    wrong["spec"]["accounting"]["prices"]["h100"] = {"nvidia.com/gpu": "4"}
    out = usage(tmp_path, "http://127.0.0.1:9", env=wrong)
    assert out.returncode == 1 and "spec.accounting.prices.h100: ResourceFlavor 'h100'" in out.stderr, out.stderr
    assert len(out.stderr.splitlines()) == 1 and "Traceback" not in out.stderr


def test_a_range_that_is_no_prometheus_duration_is_a_usage_error(tmp_path: Path) -> None:
    out = run_kfgen("usage", "--env", "prod", "--prometheus", "http://x", "--since", "a month")
    assert out.returncode == 2 and "must be a Prometheus duration" in out.stderr
