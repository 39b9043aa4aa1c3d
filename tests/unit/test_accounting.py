"""An Environment's accounting without a cluster or Prometheus: which team each LocalQueue is charged to and the
labels that say so, what it adds to the build, and that it renames no job. Its checks are cases of the bad-input
corpus (tests/data/bad/accounting-*); its rules run in promtool (tests/monitoring/test_accounting_rules.py)."""

from __future__ import annotations

import copy
from typing import Any

import yaml
from conftest import environment_file

from kfgen import api, core
from kfgen.render import accounting
from kfgen.workloads import registry

Obj = dict[str, Any]
TEAM = accounting.TEAM_LABEL


def prod(**block: Any) -> Obj:
    env = dict(yaml.safe_load(environment_file("prod").read_text()))
    if block:
        env["spec"]["accounting"] = block
    return env


ACCOUNTING = {
    "currency": "EUR",
    "teams": {
        "vision": {"namespaces": ["team-vision"], "costCentre": "CC-7"},
        "speech": {"namespaces": ["team-speech"]},
        "platform": {"namespaces": ["ml-prod"], "budget": "1000"},
    },
    "prices": {"a100": {"nvidia.com/gpu": "2.1"}, "h100": {"nvidia.com/gpu": "3.9"}},
}


def objects(env: Obj) -> list[Obj]:
    problems = core.check_environment(env)
    assert not problems, [str(p) for p in problems]
    return core.environment_output(env)


def test_a_queue_named_by_a_team_is_its_even_in_another_teams_namespace() -> None:
    spec = {
        "accounting": {"teams": {"vision": {"namespaces": ["a"], "costCentre": "CC-7"}, "speech": {"queues": ["asr"]}}}
    }
    assert accounting.owner(spec, "a", "train") == accounting.Owner("vision", "CC-7")
    assert accounting.owner(spec, "a", "asr") == accounting.Owner("speech", "")
    assert accounting.owner(spec, "b", "train") is None
    assert accounting.owner({}, "a", "train") is None


def test_local_queues_carry_their_team_and_a_cluster_queue_its_single_one() -> None:
    out = objects(prod(**ACCOUNTING))
    local = {(q["metadata"]["namespace"], q["metadata"]["labels"].get(TEAM)) for q in out if q["kind"] == "LocalQueue"}
    assert (
        ("team-vision", "vision") in local and ("team-speech", "speech") in local and ("ml-prod", "platform") in local
    )
    assert ("team-nlp", None) in local
    vision = next(q for q in out if q["kind"] == "LocalQueue" and q["metadata"]["namespace"] == "team-vision")
    assert vision["metadata"]["labels"][accounting.COST_CENTRE_LABEL] == "CC-7"
    cluster = {q["metadata"]["name"]: q["metadata"]["labels"].get(TEAM) for q in out if q["kind"] == "ClusterQueue"}
    assert cluster["vision"] == "vision"  # all its LocalQueues are vision's
    assert cluster["platform"] is None  # ml-prod's is platform's, team-speech's speech's


def test_accounting_adds_its_fragment_rules_and_dashboard_and_nothing_without_it() -> None:
    def names(env: Obj) -> set[tuple[str, str]]:
        return {(o["kind"], o["metadata"]["name"]) for o in objects(env)}

    added = names(prod(**ACCOUNTING)) - names(prod())
    assert added == {
        ("ConfigMap", "kfgen-prod-kueue-accounting"),
        ("PrometheusRule", "kfgen-prod-accounting"),
        ("ConfigMap", "kfgen-prod-usage"),
    }
    without = [o for o in objects(prod()) if TEAM in (o["metadata"].get("labels") or {})]
    assert without == []


def test_accounting_renames_no_job() -> None:
    """Teams, prices and budgets are the Environment's, not the job's: pricing a flavor must not make a GitOps tool
    or the controller run a training again."""
    spec = {
        "apiVersion": api.API_VERSION,
        "kind": api.TRAINING_SPEC,
        "metadata": {"name": "train"},
        "spec": {"framework": "pytorch", "image": "registry.example.com/ml/x:1.0"},
    }

    def job(env: Obj) -> Obj:
        out = core.expand(copy.deepcopy(spec), env)
        return next(o for o in out.objects if o["kind"] in registry.JOB_KINDS)

    assert job(prod(**ACCOUNTING)) == job(prod())


def test_the_rules_join_every_known_queue_to_its_team_once() -> None:
    [rule] = [
        o
        for o in objects(prod(**ACCOUNTING))
        if o["kind"] == "PrometheusRule" and "accounting" in o["metadata"]["name"]
    ]
    [recording, alerts] = rule["spec"]["groups"]
    info = [r["labels"] for r in recording["rules"] if r["record"] == "kfgen:accounting_queue_team:info"]
    keys = [(i["namespace"], i["name"]) for i in info]
    assert len(keys) == len(set(keys))  # one team per queue: the join needs it
    assert {"namespace": "team-vision", "name": "prod", "team": "vision", "cost_centre": "CC-7"} in info
    assert recording["interval"] == "1m"
    prices = {
        (r["labels"]["flavor"], r["labels"]["resource"]): r["expr"]
        for r in recording["rules"]
        if "price" in r.get("record", "")
    }
    assert prices == {("a100", "nvidia.com/gpu"): "vector(2.1)", ("h100", "nvidia.com/gpu"): "vector(3.9)"}
    assert [a["alert"] for a in alerts["rules"]] == ["TeamOverBudget"]
