"""The real monitoring tools on what kfgen renders: promtool (Debian's Prometheus 2.42) checks and unit-tests
rule files, the Grafana Foundation SDK checker (tools/dashboard-check) reads dashboards strictly, and every
dashboard query is checked as PromQL by promtool (as the expression of a recording rule)."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any

import yaml
from conftest import tool

from kfgen import core
from kfgen.features.monitoring import state

Obj = dict[str, Any]


def environment_output(environment: Obj) -> list[Obj]:
    problems = core.check_environment(environment)
    assert not problems, [str(p) for p in problems]
    return core.environment_output(environment)


def of_kind(objects: list[Obj], kind: str) -> list[Obj]:
    return [o for o in objects if o["kind"] == kind]


def rule_groups(objects: list[Obj]) -> list[Obj]:
    return [g for rule in of_kind(objects, "PrometheusRule") for g in rule["spec"]["groups"]]


def dashboards(objects: list[Obj]) -> list[Obj]:
    """The dashboard models of a build: a sidecar ConfigMap's JSON files and GrafanaDashboards' spec.json."""
    out = []
    for obj in objects:
        if obj["kind"] == "GrafanaDashboard":
            out.append(json.loads(obj["spec"]["json"]))
        elif obj["kind"] == "ConfigMap":  # the dashboard's file is named after it; kube-state-metrics' is not
            out += [json.loads(v) for k, v in obj["data"].items() if k.endswith(".json") and k != state.CONFIG_KEY]
    return out


def write_rules(directory: Path, groups: list[Obj], name: str = "rules.yaml") -> Path:
    path = directory / name
    path.write_text(yaml.safe_dump({"groups": groups}, sort_keys=False))
    return path


def promtool(*args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run([tool("promtool"), *args], capture_output=True, text=True, check=False)


def check_rules(path: Path) -> subprocess.CompletedProcess[str]:
    """promtool check rules, every lint on and fatal."""
    return promtool("check", "rules", "--lint=all", "--lint-fatal", str(path))


def query_rules(models: list[Obj]) -> list[Obj]:
    """Each dashboard query as a recording rule named after its panel and refId (what promtool's error names)."""
    rules = []
    for d, model in enumerate(models):
        for panel in model["panels"]:
            for target in panel["targets"]:
                record = f"dashboard_check:d{d}_panel_{panel['id']}:{target['refId']}"
                rules.append({"record": record, "expr": target["expr"]})
    return [{"name": "dashboard-queries", "rules": rules}]


def dashboard_check(paths: list[Path]) -> subprocess.CompletedProcess[str]:
    return subprocess.run([tool("dashboard-check"), *map(str, paths)], capture_output=True, text=True, check=False)


def unit_test(directory: Path, rules: Path, tests: list[Obj], interval: str = "1m") -> subprocess.CompletedProcess[str]:
    """promtool test rules on `tests` (promtool's own test format) over the rule file."""
    path = directory / "tests.yaml"
    body = {"rule_files": [rules.name], "evaluation_interval": interval, "tests": tests}
    path.write_text(yaml.safe_dump(body, sort_keys=False))
    return subprocess.run(
        [tool("promtool"), "test", "rules", path.name], capture_output=True, text=True, check=False, cwd=directory
    )
