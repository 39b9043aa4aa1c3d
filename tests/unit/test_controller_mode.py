"""Job names carry a revision of what the job is made of: in controller mode, and for GitOps delivery."""

from __future__ import annotations

import copy
from typing import Any

import yaml
from conftest import ROOT, environment_file

from kfgen import core

ENV = yaml.safe_load(environment_file("prod").read_text())
APPLY_ENV = {**ENV, "spec": {**ENV["spec"], "delivery": "apply"}}


def spec(name: str = "jax-mnist") -> dict[str, Any]:
    return dict(yaml.safe_load((ROOT / "examples" / f"{name}.yaml").read_text()))


def job_of(doc: dict[str, Any], env: dict[str, Any] | None = ENV, controller: bool = True) -> dict[str, Any]:
    expansion = core.expand(doc, env, controller=controller)
    assert expansion.ok, [str(r) for r in expansion.results]
    return next(o for o in expansion.objects if o["kind"].endswith("Job"))


def test_job_name_carries_a_revision_except_for_apply_delivery() -> None:
    plain = job_of(spec(), APPLY_ENV, controller=False)
    revisioned = job_of(spec())
    assert plain["metadata"]["name"] == "jax-mnist"
    revision = revisioned["metadata"]["labels"]["kfgen.dev/revision"]
    assert revisioned["metadata"]["name"] == f"jax-mnist-{revision}" and len(revision) == 5
    assert "kfgen.dev/revision" not in plain["metadata"]["labels"]
    gitops = job_of(spec(), controller=False)
    assert gitops["metadata"]["name"] == revisioned["metadata"]["name"]
    assert job_of(spec(), APPLY_ENV)["metadata"]["name"] == revisioned["metadata"]["name"]  # the controller ignores it


def test_mutable_fields_keep_the_revision_and_immutable_ones_change_it() -> None:
    base = job_of(spec())["metadata"]["name"]
    change: dict[str, Any]
    for change in (
        {"labels": {"owner": "x"}},
        {"annotations": {"a": "b"}},
        {"updatePolicy": "Recreate"},
        {"historyLimit": 1},
        {"runPolicy": {"ttlAfterFinished": "2h"}},
    ):
        doc = spec()
        doc["spec"].update(copy.deepcopy(change))
        assert job_of(doc)["metadata"]["name"] == base, change
    env = copy.deepcopy(ENV)
    env["spec"]["labels"]["extra"] = "label"
    assert job_of(spec(), env)["metadata"]["name"] == base
    for change in ({"replicas": {"worker": 5}}, {"image": "other:1"}, {"args": ["--x"]}):
        doc = spec()
        doc["spec"].update(change)
        assert job_of(doc)["metadata"]["name"] != base, change


def test_ttl_on_the_trainer_backend_is_the_controllers_job() -> None:
    doc = spec("trainer-llm-finetune")
    doc["spec"]["runPolicy"]["ttlAfterFinished"] = "1h"
    refused = core.expand(doc, ENV)
    assert [r.field for r in refused.results if r.severity == "error"] == ["spec.runPolicy.ttlAfterFinished"]
    job = job_of(doc)
    assert "ttlSecondsAfterFinished" not in str(job["spec"])


def test_name_limit_counts_the_revision() -> None:
    doc = spec()
    doc["metadata"]["name"] = "n" * 50  # fits as `<name>-worker-1`, not as `<name>-<revision>-worker-1`
    assert core.expand(doc, APPLY_ENV).ok
    for refused in (core.expand(doc, ENV, controller=True), core.expand(doc, ENV)):
        assert not refused.ok
        assert "with the revision kfgen adds to job names" in refused.results[0].message
