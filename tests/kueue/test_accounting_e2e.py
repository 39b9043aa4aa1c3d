"""End to end: what two teams were admitted, from the real Kueue v0.19.2 through a real Prometheus to `kfgen usage`.

On the session's Kueue (tests/harness/kueue.py, its Configuration carrying kfgen's accounting fragment) the
Environment's rendered flavor, ClusterQueue and team-labelled LocalQueues admit batch Jobs of two teams, whose pods
run on kwok's GPU nodes until the test deletes the Jobs. Debian's Prometheus 2.42 scrapes Kueue's authenticated
metrics endpoint every second with a ServiceAccount's token and evaluates the rendered accounting rules (interval
1s); then `kfgen usage` asks it, and each team's GPU-hours are within 5 % of the Jobs' admitted time (from the
Workload's Admitted condition to the Job's deletion) times their GPUs.
"""

from __future__ import annotations

import datetime
import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import run_kfgen
from kfgen_controller import wait_for
from kueue import API, QUEUE_LABEL, Kueue, admitted, shared_kueue
from monitoring_harness import environment_output, rule_groups
from operators import OUTCOME_LABEL, report
from prometheus_server import Prometheus, running_prometheus
from shared import isolated

from kfgen.features.accounting import queries

Obj = dict[str, Any]

TEAMS = {"vision": "acct-vision", "speech": "acct-speech"}  # team: its namespace
MONITORING = "acct-monitoring"
QUEUE = "gpu"
PRICE = 3  # EUR per GPU-hour
RUN_SECONDS = 40
# (team, job name, GPUs)
JOBS = [("vision", "train-a", 2), ("speech", "asr-a", 1), ("speech", "asr-b", 3)]


def environment() -> Obj:
    return {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "Environment",
        "metadata": {"name": "acct-e2e"},
        "spec": {
            "namespace": TEAMS["vision"],
            "policy": {"namespaces": list(TEAMS.values())},
            "monitoring": {"namespace": MONITORING},
            "kueue": {
                "resourceFlavors": {"gpu-a100": {}},
                "clusterQueues": {
                    "acct": {
                        "localQueues": [QUEUE],
                        "flavors": [{"name": "gpu-a100", "quota": {"cpu": 32, "nvidia.com/gpu": 16}}],
                    }
                },
            },
            "accounting": {
                "currency": "EUR",
                "interval": "1s",
                "teams": {team: {"namespaces": [ns]} for team, ns in TEAMS.items()},
                "prices": {"gpu-a100": {"nvidia.com/gpu": str(PRICE)}},
            },
        },
    }


def metrics_reader(kueue: Kueue) -> str:
    """A ServiceAccount allowed GET /metrics (Kueue authorises each scrape with a SubjectAccessReview), its token."""
    rbac = "rbac.authorization.k8s.io/v1"
    account = {
        "apiVersion": "v1",
        "kind": "ServiceAccount",
        "metadata": {"name": "prometheus", "namespace": MONITORING},
    }
    role: Obj = {
        "apiVersion": rbac,
        "kind": "ClusterRole",
        "metadata": {"name": "acct-e2e-metrics-reader"},
        "rules": [{"nonResourceURLs": ["/metrics"], "verbs": ["get"]}],
    }
    binding = {
        "apiVersion": rbac,
        "kind": "ClusterRoleBinding",
        "metadata": {"name": "acct-e2e-metrics-reader"},
        "roleRef": {"apiGroup": "rbac.authorization.k8s.io", "kind": "ClusterRole", "name": role["metadata"]["name"]},
        "subjects": [{"kind": "ServiceAccount", "name": "prometheus", "namespace": MONITORING}],
    }
    kueue.ops.apply([account, role, binding])
    return kueue.ops.cluster.token_for(MONITORING, "prometheus")


def scrape_config(kueue: Kueue, token: str) -> Obj:
    return {
        "job_name": "kueue",
        "scheme": "https",
        "tls_config": {"insecure_skip_verify": True},  # controller-runtime's self-signed serving certificate
        "authorization": {"credentials": token},
        "static_configs": [{"targets": [f"127.0.0.1:{kueue.ports['metrics']}"]}],
    }


class Stack:
    def __init__(self, kueue: Kueue, prometheus: Prometheus) -> None:
        self.kueue, self.prometheus = kueue, prometheus


@pytest.fixture(scope="module")
def stack(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    began = time.monotonic()
    shared = shared_kueue(request)
    kueue = shared.stack
    with isolated(shared):
        for namespace in [*TEAMS.values(), MONITORING]:
            kueue.ops.namespace(namespace, "baseline")
        objects = environment_output(environment())
        queues = [o for o in objects if o["kind"] in ("ResourceFlavor", "ClusterQueue", "LocalQueue")]
        kueue.ops.apply(queues)
        kueue.ops.wait_condition(f"{API}/clusterqueues/acct", "Active")
        token = metrics_reader(kueue)
        groups = [g for g in rule_groups(objects) if "accounting" in g["name"]]
        with running_prometheus(tmp_path_factory.mktemp("prometheus"), [scrape_config(kueue, token)], groups) as prom:
            wait_for(
                lambda: prom.query("up{job='kueue'} == 1"),
                30,
                "Prometheus scrapes Kueue",
                lambda: json.dumps(prom.targets()),
            )
            report(request, f"accounting stack started in {time.monotonic() - began:.1f}s")
            yield Stack(kueue, prom)


def job(namespace: str, name: str, gpus: int) -> Obj:
    resources = {"requests": {"cpu": "1", "nvidia.com/gpu": str(gpus)}, "limits": {"nvidia.com/gpu": str(gpus)}}
    container = {"name": "train", "image": "busybox:1.36", "command": ["sleep", "3600"], "resources": resources}
    return {
        "apiVersion": "batch/v1",
        "kind": "Job",
        "metadata": {"name": name, "namespace": namespace, "labels": {QUEUE_LABEL: QUEUE}},
        "spec": {
            "backoffLimit": 0,
            "template": {
                # kwok keeps a pod of outcome `report` running (tests/data/kwok/pod-stages.yaml)
                "metadata": {"labels": {OUTCOME_LABEL: "report"}},
                "spec": {"restartPolicy": "Never", "containers": [container]},
            },
        },
    }


def admitted_at(kueue: Kueue, namespace: str, name: str) -> float:
    """When Kueue admitted the Job's Workload: its Admitted condition's lastTransitionTime (whole seconds)."""
    workload = wait_for(
        lambda: (w := kueue.workload_for(namespace, "Job", name)) and admitted(w) and w,
        60,
        f"{namespace}/{name} admitted",
        lambda: kueue.describe(namespace),
    )
    stamp = next(c["lastTransitionTime"] for c in workload["status"]["conditions"] if c["type"] == "Admitted")
    return datetime.datetime.fromisoformat(stamp.replace("Z", "+00:00")).timestamp()


def test_kfgen_usage_reports_each_teams_gpu_hours_within_5_percent(
    stack: Stack, request: pytest.FixtureRequest, tmp_path: Path
) -> None:
    began = time.monotonic()
    kueue, prom = stack.kueue, stack.prometheus
    # the queues carry their team, as the rendered objects say
    for team, namespace in TEAMS.items():
        queue = kueue.ops.get(f"{API}/namespaces/{namespace}/localqueues/{QUEUE}") or {}
        assert queue["metadata"]["labels"]["kfgen.dev/team"] == team
    for team, name, gpus in JOBS:
        kueue.ops.create(job(TEAMS[team], name, gpus))
    starts = {name: admitted_at(kueue, TEAMS[team], name) for team, name, _ in JOBS}
    time.sleep(max(0.0, min(starts.values()) + RUN_SECONDS - time.time()))
    # quota used, from the ClusterQueue gauges the fragment turns on: 6 of 16 GPUs
    gpu_quota = f'{queries.QUOTA_USED}{{cluster_queue="acct", resource="nvidia.com/gpu"}}'
    used = wait_for(lambda: prom.query(gpu_quota), 10, "quota used recorded")
    assert float(used[0]["value"][1]) == pytest.approx(6 / 16)
    ends = {}
    for team, name, _ in JOBS:
        ends[name] = time.time()
        kueue.ops.cluster.request(
            "DELETE", f"/apis/batch/v1/namespaces/{TEAMS[team]}/jobs/{name}?propagationPolicy=Background"
        )
    gpus_now = f'sum({queries.KUEUE_LQ_USAGE}{{resource="nvidia.com/gpu"}})'
    wait_for(lambda: (r := prom.query(gpus_now)) and float(r[0]["value"][1]) == 0, 30, "Kueue's GPU usage back to 0")
    time.sleep(3)  # a few more evaluations of the steps, all zero
    expected = {team: 0.0 for team in TEAMS}
    for team, name, gpus in JOBS:
        expected[team] += gpus * (ends[name] - starts[name]) / 3600
    path = tmp_path / "environment.yaml"
    path.write_text(yaml.safe_dump(environment()))
    out = run_kfgen("usage", "--environment", str(path), "--prometheus", prom.url, "--since", "10m", "--output", "json")
    assert out.returncode == 0, out.stderr
    teams = {row["team"]: row for row in json.loads(out.stdout)["teams"]}
    figures = {team: (teams[team]["gpu_hours"], hours) for team, hours in expected.items()}
    report(
        request,
        "GPU-hours, kfgen usage vs admitted time x GPUs: "
        + ", ".join(
            f"{t} {got:.5f} vs {want:.5f} ({(got / want - 1) * 100:+.1f} %)" for t, (got, want) in figures.items()
        ),
    )
    for team, (got, want) in figures.items():
        assert got == pytest.approx(want, rel=0.05), (team, got, want)
        assert teams[team]["cost"] == pytest.approx(got * PRICE, rel=1e-6)
        assert teams[team]["jobs"] == sum(1 for t, _, _ in JOBS if t == team)
        assert teams[team]["currency"] == "EUR"
    table = run_kfgen("usage", "--environment", str(path), "--prometheus", prom.url, "--since", "10m")
    assert table.returncode == 0 and "vision" in table.stdout and "acct-speech/gpu" in table.stdout, table.stdout
    report(request, f"jobs admitted, run, deleted and reported in {time.monotonic() - began:.1f}s")
