"""GitOps-safe jobs on the function/render path (Environment delivery gitops), under Argo CD and Flux.

Argo CD and Flux are modelled by the rules their documentation gives for what kfgen emits:
- Argo CD (auto-sync, self-heal, prune): applies every object in Git; re-creates a missing one
  (self-heal); deletes an object no longer in Git unless it carries `sync-options: Prune=false`;
  reports such an extraneous object OutOfSync unless `compare-options: IgnoreExtraneous`.
- Flux kustomize-controller (prune: true): server-side applies every object in Git at each interval,
  re-creating a missing one; `ssa: IfNotPresent` objects are created when absent and never patched;
  `prune: disabled` objects are never garbage-collected.
- Kubernetes: a job's spec cannot change once it runs (TrainJob: rejected; v1: ignored by the
  operator, so we count both as "immutable"), except the labels of its pod templates, which the
  API server takes and the running pods keep (the controller path patches them in place too); a job
  with ttlSecondsAfterFinished is deleted after it finished; a job that is created starts a run.
"""

from __future__ import annotations

import copy
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any

import pytest
import yaml
from conftest import ROOT, environment_file

from kfgen import core
from kfgen.workloads import registry

ENV = yaml.safe_load(environment_file("prod").read_text())
JOB_KINDS = registry.JOB_KINDS
Key = tuple[str, str]


def render(spec: dict[str, Any], env: dict[str, Any] = ENV) -> dict[Key, dict[str, Any]]:
    expansion = core.expand(spec, env)
    assert expansion.ok, [str(r) for r in expansion.results]
    return {(o["kind"], o["metadata"]["name"]): o for o in expansion.objects}


def annotation(obj: dict[str, Any], key: str) -> str:
    return str((obj["metadata"].get("annotations") or {}).get(key, ""))


@dataclass
class Cluster:
    objects: dict[Key, dict[str, Any]] = field(default_factory=dict)
    finished: set[Key] = field(default_factory=set)
    runs: list[Key] = field(default_factory=list)  # every job creation starts a training run
    immutable_errors: list[Key] = field(default_factory=list)

    def create_or_update(self, key: Key, obj: dict[str, Any], *, patch: bool = True) -> None:
        if key not in self.objects:
            self.objects[key] = copy.deepcopy(obj)
            if key[0] in JOB_KINDS:
                self.runs.append(key)
        elif patch:
            if key[0] in JOB_KINDS and _fixed(obj["spec"]) != _fixed(self.objects[key]["spec"]):
                self.immutable_errors.append(key)
            else:
                self.objects[key] = copy.deepcopy(obj)

    def finish_and_expire(self) -> None:
        """Every job finishes; the TTL controller deletes the ones that have a TTL."""
        for key, obj in list(self.objects.items()):
            if key[0] in JOB_KINDS:
                self.finished.add(key)
                if "ttlSecondsAfterFinished" in (obj["spec"].get("runPolicy") or {}):
                    del self.objects[key]


def _fixed(node: Any) -> Any:
    """A job spec without the labels of its pod templates."""
    if isinstance(node, list):
        return [_fixed(item) for item in node]
    if not isinstance(node, dict):
        return node
    return {
        k: (
            {m: v for m, v in _fixed(v).items() if m != "labels"}
            if k == "metadata" and isinstance(v, dict)
            else _fixed(v)
        )
        for k, v in node.items()
    }


def argocd_sync(cluster: Cluster, git: dict[Key, dict[str, Any]]) -> bool:
    """One auto-sync with self-heal and prune; returns whether the app is Synced afterwards."""
    for key, obj in git.items():
        cluster.create_or_update(key, obj)
    extraneous = [k for k in cluster.objects if k not in git]
    for key in extraneous:
        if "Prune=false" not in annotation(cluster.objects[key], "argocd.argoproj.io/sync-options"):
            del cluster.objects[key]
    return all(
        "IgnoreExtraneous" in annotation(cluster.objects[k], "argocd.argoproj.io/compare-options")
        for k in cluster.objects
        if k not in git
    )


def flux_reconcile(cluster: Cluster, git: dict[Key, dict[str, Any]]) -> None:
    for key, obj in git.items():
        once = annotation(obj, "kustomize.toolkit.fluxcd.io/ssa") == "IfNotPresent"
        cluster.create_or_update(key, obj, patch=not once)
    for key in [k for k in cluster.objects if k not in git]:
        if annotation(cluster.objects[key], "kustomize.toolkit.fluxcd.io/prune") != "disabled":
            del cluster.objects[key]


def spec() -> dict[str, Any]:
    return dict(yaml.safe_load((ROOT / "examples" / "pytorch-resnet50.yaml").read_text()))


def trainer_spec() -> dict[str, Any]:
    return dict(yaml.safe_load((ROOT / "examples" / "trainer-llm-finetune.yaml").read_text()))


TOOLS: dict[str, Callable[[Cluster, dict[Key, dict[str, Any]]], bool | None]] = {
    "argocd": argocd_sync,
    "flux": flux_reconcile,
}


@pytest.mark.parametrize("tool", TOOLS)
@pytest.mark.parametrize("make", [spec, trainer_spec], ids=["v1", "trainer"])
def test_finish_and_ttl_never_run_a_training_twice(tool: str, make: Any) -> None:
    cluster, git = Cluster(), render(make())
    TOOLS[tool](cluster, git)
    cluster.finish_and_expire()
    for _ in range(3):  # self-heal / every interval, and a controller restart re-syncing
        TOOLS[tool](cluster, git)
    assert len(cluster.runs) == 1 and cluster.immutable_errors == []


@pytest.mark.parametrize("tool", TOOLS)
@pytest.mark.parametrize("make", [spec, trainer_spec], ids=["v1", "trainer"])
def test_an_edit_that_changes_the_job_is_a_new_run_never_an_immutable_error(tool: str, make: Any) -> None:
    cluster, before = Cluster(), render(make())
    TOOLS[tool](cluster, before)
    edited = make()
    edited["spec"]["image"] = "registry.example.com/ml/train:2"
    after = render(edited)
    synced = TOOLS[tool](cluster, after)
    assert cluster.immutable_errors == []
    assert len(cluster.runs) == 2  # the edit's run; the earlier job is left to finish
    old_job = next(k for k in before if k[0] in JOB_KINDS)
    assert old_job in cluster.objects  # not pruned while it may still run
    if tool == "argocd":
        assert synced  # the earlier revision's job does not keep the app OutOfSync
    TOOLS[tool](cluster, after)
    assert len(cluster.runs) == 2


@pytest.mark.parametrize("tool", TOOLS)
def test_a_label_edit_keeps_the_job(tool: str) -> None:
    cluster, before = Cluster(), render(spec())
    TOOLS[tool](cluster, before)
    edited = spec()
    edited["spec"]["labels"] = {"cost-center": "ml"}
    after = render(edited)
    assert {k for k in before if k[0] in JOB_KINDS} == {k for k in after if k[0] in JOB_KINDS}
    TOOLS[tool](cluster, after)
    assert len(cluster.runs) == 1 and cluster.immutable_errors == []


def test_apply_delivery_would_rerun_under_a_sync_tool_which_is_why_gitops_is_the_default() -> None:
    apply_env = {**ENV, "spec": {**ENV["spec"], "delivery": "apply"}}
    cluster, git = Cluster(), render(spec(), apply_env)
    assert next(k for k in git if k[0] == "PyTorchJob") == ("PyTorchJob", "resnet-distributed")
    argocd_sync(cluster, git)
    cluster.finish_and_expire()
    argocd_sync(cluster, git)
    assert len(cluster.runs) == 2  # the TTL deleted it, self-heal re-created it: the training ran again


def test_the_spec_ttl_is_a_warning_on_the_gitops_path_and_kept_for_the_controller() -> None:
    expansion = core.expand(spec(), ENV)
    assert [(r.severity, r.field) for r in expansion.results if "TTL" in r.message] == [
        ("warning", "spec.runPolicy.ttlAfterFinished")
    ]
    job = next(o for o in expansion.objects if o["kind"] == "PyTorchJob")
    assert "ttlSecondsAfterFinished" not in job["spec"]["runPolicy"]
    controller = core.expand(spec(), ENV, controller=True)
    assert not [r for r in controller.results if "TTL" in r.message]
    job = next(o for o in controller.objects if o["kind"] == "PyTorchJob")
    assert job["spec"]["runPolicy"]["ttlSecondsAfterFinished"] == 3600
    assert "argocd.argoproj.io/sync-options" not in job["metadata"]["annotations"]
