"""kfgen.checks.apivalidation's ports of the rules beyond the pod: cron schedules (robfig/cron v3 as the API server
parses them), CIDRs and except blocks (ValidateIPBlock), label selectors, the objects' own rules, and where
kfgen.checks.emitted places a problem. The real API server's verdicts are tests/kueue/test_object_parity.py's."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml

from kfgen import core
from kfgen.checks import emitted
from kfgen.checks.apivalidation import cron, network, objects
from kfgen.checks.apivalidation.problem import Key, at
from kfgen.results import ResourceRef

ROOT = Path(__file__).resolve().parents[2]


@pytest.mark.parametrize(
    "schedule",
    [
        "0 3 * * *",
        "*/15 * * * *",
        "0 0 1 jan-mar mon-fri",
        "? ? ? ? ?",
        "0-59/5 0,12 1-31 * 0-6",
        "@daily",
        "@every 1h30m",
        "5/10 * * * *",
        "0 3 * * SUN",
    ],
)
def test_schedules_the_api_server_accepts(schedule: str) -> None:
    assert cron.schedule_problem(schedule) is None


@pytest.mark.parametrize(
    ("schedule", "message"),
    [
        ("61 25 * * *", "end of range (61) above maximum (59): 61"),
        ("0 24 * * *", "end of range (24) above maximum (23): 24"),
        ("0 0 0 * *", "beginning of range (0) below minimum (1): 0"),
        ("0 0 * * 7", "end of range (7) above maximum (6): 7"),
        ("* * * *", "expected exactly 5 fields, found 4: ['*', '*', '*', '*']"),
        ("5-1 * * * *", "beginning of range (5) beyond end of range (1): 5-1"),
        ("*/0 * * * *", "step of range should be a positive number: */0"),
        (  # beyond int64: Atoi's range error, not int()'s 4,300-digit ValueError (issue 37 C1)
            "9" * 20 + " * * * *",
            f"failed to parse int from {'9' * 20}: strconv.Atoi: parsing '{'9' * 20}': value out of range",
        ),
        ("9" * 5000 + " * * * *", "failed to parse int from a number of 5000 digits: strconv.Atoi: value out of range"),
        ("1-2-3 * * * *", "too many hyphens: 1-2-3"),
        ("@often", "unrecognized descriptor: @often"),
        ("@every soon", "failed to parse duration @every soon"),
        ("CRON_TZ=UTC 0 3 * * *", "cannot use TZ or CRON_TZ in schedule, use timeZone field instead"),
        ("", "is required"),
    ],
)
def test_schedules_the_api_server_refuses(schedule: str, message: str) -> None:
    assert cron.schedule_problem(schedule) == message


@pytest.mark.parametrize("cidr", ["10.20.0.0/16", "0.0.0.0/0", "2001:db8::/64", "10.1.2.3/32", "::/0"])
def test_cidrs_the_api_server_accepts(cidr: str) -> None:
    assert network.cidr_problem(cidr) is None


@pytest.mark.parametrize(
    "cidr",
    [
        "10.20.0.0/33",
        "10.20.0.0",
        "10.020.0.0/16",
        "10.20.0.0/016",
        "10.20.1.0/16",
        "::ffff:10.0.0.0/104",
        "2001:db8::/129",
        "fe80::%eth0/64",
        "10.20.0.0/-1",
    ],
)
def test_cidrs_the_api_server_refuses(cidr: str) -> None:
    assert network.cidr_problem(cidr) is not None


def test_an_except_block_must_lie_strictly_inside_its_cidr() -> None:
    def problems(block: dict[str, Any]) -> list[str]:
        return [p.field for p in network.ip_block(block, ("ipBlock",))]

    assert problems({"cidr": "10.20.0.0/16", "except": ["10.20.1.0/24"]}) == []
    for excluded in ("10.30.0.0/24", "10.20.0.0/16", "10.0.0.0/8", "2001:db8::/64"):
        assert problems({"cidr": "10.20.0.0/16", "except": [excluded]}) == ["ipBlock.except[0]"]


def test_a_label_selector_is_held_to_the_label_rules() -> None:
    selector = {
        "matchLabels": {"app": "object store"},
        "matchExpressions": [
            {"key": "a", "operator": "In", "values": []},
            {"key": "b", "operator": "Exists", "values": ["x"]},
            {"key": "bad key", "operator": "Exists"},
        ],
    }
    policy = {
        "apiVersion": "networking.k8s.io/v1",
        "kind": "NetworkPolicy",
        "metadata": {"name": "p"},
        "spec": {"podSelector": selector},
    }
    assert [p.field for p in objects.problems(policy)] == [
        "spec.podSelector.matchLabels[app]",
        "spec.podSelector.matchExpressions[0].values",
        "spec.podSelector.matchExpressions[1].values",
        "spec.podSelector.matchExpressions[2].key",
    ]


def test_each_kind_has_its_name_rule() -> None:
    assert objects.name_problems("Service", "1abc")  # DNS-1035
    assert not objects.name_problems("ConfigMap", "1abc.example")
    assert objects.name_problems("CronJob", "a" * 53)
    assert not objects.name_problems("Role", "system:kfgen")


def test_a_system_namespace_is_refused_on_any_object() -> None:
    obj = {"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "c", "namespace": "kube-system"}}
    assert [p.field for p in objects.problems(obj)] == ["metadata.namespace"]


def test_kueue_rules_on_a_cluster_queue() -> None:
    queue = {
        "apiVersion": "kueue.x-k8s.io/v1beta2",
        "kind": "ClusterQueue",
        "metadata": {"name": "q"},
        "spec": {
            "resourceGroups": [
                {
                    "coveredResources": ["cpu"],
                    "flavors": [
                        {"name": "f", "resources": [{"name": "cpu", "nominalQuota": "1e400", "lendingLimit": 2}]}
                    ],
                }
            ],
            "preemption": {"reclaimWithinCohort": "Never", "borrowWithinCohort": {"policy": "LowerPriority"}},
        },
    }
    assert [p.field for p in objects.problems(queue)] == [
        "spec.resourceGroups[0].flavors[0].resources[0].nominalQuota",
        "spec.resourceGroups[0].flavors[0].resources[0].lendingLimit",
        "spec.preemption",
    ]


def test_a_problem_is_placed_at_the_input_field_that_holds_its_value() -> None:
    source = {"spec": {"monitoring": {"labels": {"team": "x", "release": "kube prometheus"}}}}
    obj = {"kind": "ServiceMonitor", "metadata": {"labels": {"release": "kube prometheus"}}}
    problem = at(("metadata", "labels", Key("release")), "bad")
    assert emitted.locate(source, obj, problem) == "spec.monitoring.labels.release"
    assert emitted.locate({"spec": {}}, obj, problem) == "spec"


@pytest.mark.parametrize("overlay", sorted(p.name for p in (ROOT / "overlays").iterdir() if p.is_dir()))
def test_the_shipped_environments_render_objects_the_api_server_accepts(overlay: str) -> None:
    environment = yaml.safe_load((ROOT / "overlays" / overlay / "environment.yaml").read_text())
    produced = core.environment_output(environment)
    assert produced
    assert emitted.problems(produced, environment, ResourceRef.of(environment, "-")) == []
