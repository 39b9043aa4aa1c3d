"""End to end: kfgen's monitoring output on the real operators, kube-state-metrics and Prometheus.

The real training-operator v1 and Trainer v2 run jobs on kwok's simulated nodes (tests/harness/operators.py); the
Environment's output is applied to the API server (its kube-state-metrics RBAC, Deployment, monitor, rules,
dashboard); kube-state-metrics v2.18.0 runs with the rendered arguments and configuration as the rendered
ServiceAccount (so its RBAC is exactly kfgen's), and Debian's Prometheus 2.42 scrapes it as the rendered
ServiceMonitor says and evaluates the rendered PrometheusRule. A job the operator marks Failed fires
TrainingJobFailed with the job's own namespace and team; one that succeeds fires nothing; a job whose pods
keep restarting fires TrainingPodRestarting named by the operator's job label.
"""

from __future__ import annotations

import json
import subprocess
import time
import urllib.parse
import urllib.request
from collections.abc import Iterator
from functools import partial
from pathlib import Path
from typing import Any

import pytest
import yaml
from cluster import free_port
from conftest import tool
from kfgen_controller import wait_for
from monitoring_harness import dashboards, environment_output, of_kind, rule_groups
from operators import OUTCOME_LABEL, Operators, operators_fixture, report  # noqa: F401
from upstream import crds_dir

from kfgen import core

Obj = dict[str, Any]

JOBS_NS = "e2e-mon"
MONITORING_NS = "e2e-mon-system"
KSM_IMAGE = "registry.k8s.io/kube-state-metrics/kube-state-metrics:v2.18.0"


def environment() -> Obj:
    return {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "Environment",
        "metadata": {"name": "e2e-mon"},
        "spec": {
            "namespace": JOBS_NS,
            "security": {"profile": "restricted"},
            "monitoring": {
                "labels": {"release": "kube-prometheus"},
                "namespace": MONITORING_NS,
                "stateMetrics": {"image": KSM_IMAGE},
                "alerts": {"team": "ml-e2e", "restarts": 2, "restartWindow": "10m"},
                "dashboards": {},
            },
        },
    }


def spec(name: str, fields: Obj, outcome: str | None = None) -> Obj:
    body: Obj = {"image": "example.com/train:1", "resources": {"cpu": "1", "memory": "1Gi"}, **fields}
    if body.get("backend") == "trainer":
        body.pop("image")
    if outcome:
        body["podPatch"] = {"metadata": {"labels": {OUTCOME_LABEL: outcome}}}
    return {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "TrainingSpec",
        "metadata": {"name": name},
        "spec": {**body, "labels": {"team": "vision"}},
    }


FAILED = ("mon-fail", "mon-tr-fail")
SPECS = [
    spec("mon-ok", {"framework": "pytorch", "replicas": {"master": 1, "worker": 1}}),
    spec("mon-fail", {"framework": "pytorch", "replicas": {"master": 1}, "runPolicy": {"backoffLimit": 1}}, "fail"),
    spec("mon-tr-ok", {"framework": "pytorch", "backend": "trainer", "replicas": {"worker": 1}}),
    spec("mon-tr-fail", {"framework": "pytorch", "backend": "trainer", "replicas": {"worker": 1}}, "fail"),
    # restarts until the operator gives up after 50: the pods keep restarting meanwhile
    spec("mon-restart", {"framework": "pytorch", "replicas": {"master": 1}, "runPolicy": {"backoffLimit": 50}}, "fail"),
]


class Process:
    def __init__(self, args: list[str], log: Path) -> None:
        self.log = log
        self.handle = log.open("wb")
        self.proc = subprocess.Popen(args, stdout=self.handle, stderr=subprocess.STDOUT)

    def stop(self) -> None:
        self.proc.terminate()
        try:
            self.proc.wait(10)
        except subprocess.TimeoutExpired:
            self.proc.kill()
        self.handle.close()

    def text(self) -> str:
        return self.log.read_text(errors="replace")[-3000:]


def fetch(url: str) -> Any:
    with urllib.request.urlopen(url, timeout=5) as response:
        body = response.read().decode()
    return json.loads(body) if body.startswith("{") else body


def reachable(url: str) -> bool:
    try:
        fetch(url)
        return True
    except OSError:
        return False


def substituted(args: list[str], replacements: dict[str, str]) -> list[str]:
    return [replacements.get(a.split("=", 1)[0], a) for a in args]


class Stack:
    """kube-state-metrics and two Prometheus servers (one honouring the scraped labels as the rendered
    ServiceMonitor says, one not) on loopback."""

    def __init__(self, ops: Operators, objects: list[Obj], tmp: Path) -> None:
        self.ops, self.tmp = ops, tmp
        self.processes: list[Process] = []
        [deployment] = of_kind(objects, "Deployment")
        [config_map] = [o for o in of_kind(objects, "ConfigMap") if "config.json" in o.get("data", {})]
        [monitor] = of_kind(objects, "ServiceMonitor")
        self.honor = bool(monitor["spec"]["endpoints"][0]["honorLabels"])
        account = deployment["spec"]["template"]["spec"]["serviceAccountName"]
        kubeconfig = ops.cluster.write_kubeconfig(tmp / "ksm.kubeconfig", ops.cluster.token_for(MONITORING_NS, account))
        config = tmp / "config.json"
        config.write_text(config_map["data"]["config.json"])
        self.ksm_port = free_port()
        container = deployment["spec"]["template"]["spec"]["containers"][0]
        args = substituted(
            container["args"],
            {
                "--custom-resource-state-config-file": f"--custom-resource-state-config-file={config}",
                "--port": f"--port={self.ksm_port}",
                "--telemetry-port": f"--telemetry-port={free_port()}",
            },
        )
        local = [f"--kubeconfig={kubeconfig}", "--host=127.0.0.1", "--telemetry-host=127.0.0.1"]
        self.start("kube-state-metrics", [tool("kube-state-metrics"), *args, *local])
        rules = tmp / "rules.yaml"
        rules.write_text(yaml.safe_dump({"groups": rule_groups(objects)}, sort_keys=False))
        self.prometheus = {honor: self.start_prometheus(rules, honor) for honor in (self.honor, not self.honor)}

    def start(self, name: str, args: list[str]) -> Process:
        process = Process(args, self.tmp / f"{name}.log")
        self.processes.append(process)
        return process

    def start_prometheus(self, rules: Path, honor: bool) -> str:
        port = free_port()
        name = f"prometheus-honor-{str(honor).lower()}"
        target = {"targets": [f"127.0.0.1:{self.ksm_port}"], "labels": {"namespace": MONITORING_NS}}
        config = {
            "global": {"scrape_interval": "1s", "evaluation_interval": "1s"},
            "rule_files": [str(rules)],
            "scrape_configs": [{"job_name": "kube-state-metrics", "honor_labels": honor, "static_configs": [target]}],
        }
        path = self.tmp / f"{name}.yaml"
        path.write_text(yaml.safe_dump(config))
        args = [
            tool("prometheus"),
            f"--config.file={path}",
            f"--storage.tsdb.path={self.tmp / name}",
            f"--web.listen-address=127.0.0.1:{port}",
        ]
        process = self.start(name, args)
        url = f"http://127.0.0.1:{port}"
        wait_for(lambda: reachable(f"{url}/-/ready"), 60, f"{name} ready", process.text)
        return url

    def stop(self) -> None:
        for process in self.processes:
            process.stop()

    def query(self, expr: str, honor: bool = True) -> list[Obj]:
        url = f"{self.prometheus[honor]}/api/v1/query?query={urllib.parse.quote(expr)}"
        return list(fetch(url)["data"]["result"])

    def alerts(self, honor: bool = True) -> list[Obj]:
        return [a for a in fetch(f"{self.prometheus[honor]}/api/v1/alerts")["data"]["alerts"] if a["state"] == "firing"]


def apply_environment(ops: Operators, objects: list[Obj]) -> None:
    crds = sorted((crds_dir() / "prometheus-operator").glob("*.yaml"))
    ops.cluster.kubectl("apply", "--server-side", *(a for p in crds for a in ("-f", str(p))))
    for crd in ("servicemonitors", "prometheusrules"):
        ops.cluster.wait_established(f"crd/{crd}.monitoring.coreos.com")
    ops.namespace(MONITORING_NS, "restricted")
    ops.namespace(JOBS_NS, "baseline")  # the v1 master's init container has no securityContext
    ops.cluster.kubectl(
        "apply", "--server-side", "-f", "-", stdin=json.dumps({"apiVersion": "v1", "kind": "List", "items": objects})
    )


@pytest.fixture(scope="module")
def stack(
    operators: Operators, tmp_path_factory: pytest.TempPathFactory, request: pytest.FixtureRequest
) -> Iterator[Stack]:
    began = time.monotonic()
    objects = environment_output(environment())
    apply_environment(operators, objects)
    running = Stack(operators, objects, tmp_path_factory.mktemp("monitoring"))
    try:
        report(request, f"monitoring stack started in {time.monotonic() - began:.1f}s")
        yield running
    finally:
        running.stop()


def rendered_jobs() -> list[Obj]:
    out = core.transform([json.loads(json.dumps(s)) for s in SPECS], environment())
    assert not [r for r in out.results if r.severity == "error"], out.results
    return [o for o in out.objects if o["kind"] in ("PyTorchJob", "TrainJob")]


def test_a_failed_job_fires_its_alert_and_a_succeeded_one_fires_nothing(
    stack: Stack, request: pytest.FixtureRequest
) -> None:
    began = time.monotonic()
    jobs = rendered_jobs()
    for job in jobs:
        stack.ops.create(job)
    by_spec = {j["metadata"]["labels"]["kfgen.dev/trainingspec"]: j for j in jobs}

    def firing(alertname: str, spec_name: str, honor: bool = True) -> list[Obj]:
        job = by_spec[spec_name]
        return [
            a
            for a in stack.alerts(honor)
            if a["labels"]["alertname"] == alertname
            and a["labels"].get("name", a["labels"].get("job_name")) == job["metadata"]["name"]
        ]

    def alerts() -> str:
        return json.dumps(stack.alerts(), indent=1)[-3000:]

    failed = {
        name: wait_for(partial(firing, "TrainingJobFailed", name), 120, f"{name} fires", alerts) for name in FAILED
    }
    for name, (alert,) in failed.items():
        labels = alert["labels"]
        assert labels["namespace"] == JOBS_NS and labels["trainingspec"] == name
        assert labels["team"] == "vision" and labels["severity"] == "critical" and labels["environment"] == "e2e-mon"
        assert by_spec[name]["metadata"]["name"] in alert["annotations"]["summary"]
    restarting = wait_for(
        lambda: firing("TrainingPodRestarting", "mon-restart"),
        120,
        "mon-restart's pods fire",
        lambda: json.dumps(stack.alerts(), indent=1)[-3000:],
    )
    assert restarting[0]["labels"]["trainingspec"] == "mon-restart"
    # the succeeded jobs are finished and scraped, and fire nothing
    for name in ("mon-ok", "mon-tr-ok"):
        job = by_spec[name]
        done = f'kfgen_job_condition{{name="{job["metadata"]["name"]}", type=~"Succeeded|Complete"}} == 1'
        wait_for(partial(stack.query, done), 120, f"{name} succeeded in Prometheus")
        assert not [a for a in stack.alerts() if job["metadata"]["name"] in json.dumps(a["labels"])], name
    # without honour_labels (what the rendered ServiceMonitor sets) the job's namespace would be lost
    renamed = wait_for(lambda: firing("TrainingJobFailed", "mon-fail", honor=False), 60, "the other Prometheus fires")
    assert renamed[0]["labels"]["namespace"] == MONITORING_NS
    assert renamed[0]["labels"]["exported_namespace"] == JOBS_NS
    report(request, f"alerts fired in {time.monotonic() - began:.1f}s")


def test_kube_state_metrics_reads_the_jobs_as_kfgens_account_with_nothing_forbidden(stack: Stack) -> None:
    series = wait_for(lambda: stack.query('kfgen_job_info{namespace="e2e-mon"}'), 60, "job info")
    kinds = {s["metric"]["customresource_kind"] for s in series}
    assert kinds == {"PyTorchJob", "TrainJob"}
    log = stack.processes[0].text()
    assert "forbidden" not in log, log


def test_every_dashboard_query_runs_and_counts_the_jobs_by_phase(stack: Stack) -> None:
    """After the jobs above: each query of the rendered dashboard answers in the real Prometheus, and the phase
    panel counts what the operators decided."""
    [model] = dashboards(environment_output(environment()))
    for panel in model["panels"]:
        for target in panel["targets"]:
            stack.query(target["expr"])  # an error answers 400 and raises
    [phases] = [p for p in model["panels"] if p["title"] == "Jobs by phase"]
    counts = {t["legendFormat"]: t["expr"] for t in phases["targets"]}

    def count(phase: str) -> int:
        return int(float(stack.query(counts[phase])[0]["value"][1]))

    wait_for(lambda: count("Succeeded") == 2, 60, "two jobs succeeded")
    assert count("Failed") >= 2
    assert count("Pending") == 0
