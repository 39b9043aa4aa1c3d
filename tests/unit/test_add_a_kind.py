"""Adding a job kind touches only its workload, its registry entry and the schema's values
(docs/contributing/add-a-job-kind.md): a kind no cluster has, `example.dev/v1 FakeJob` (tests/unit/fakekind.py),
declared that way in a fresh process, is rendered, checked, imported back, watched and granted by the controller,
selected by the network policy, read by kube-state-metrics and known to Argo CD and Flux, with no other edit.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

import pytest
from conftest import ROOT, environment_file

Obj = dict[str, Any]


@pytest.fixture(scope="module")
def facts() -> Obj:
    env = {**os.environ, "PYTHONPATH": os.pathsep.join([str(ROOT), str(ROOT / "tests" / "unit")])}
    done = subprocess.run(
        [sys.executable, str(ROOT / "tests" / "unit" / "fakekind.py"), str(environment_file("prod"))],
        env=env,
        capture_output=True,
        text=True,
        timeout=300,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return dict(json.loads(done.stdout))


def test_it_renders_and_its_own_check_refuses_what_it_cannot_carry(facts: Obj) -> None:
    assert facts["errors"] == []
    assert ["example.dev/v1", "FakeJob"] in facts["render"]
    assert [line for line in facts["refused"] if "not supported by a FakeJob: a FakeJob has no gang" in line]


def test_a_queued_one_is_refused_for_its_own_reason(facts: Obj) -> None:
    """Kueue admits no FakeJob: the refusal names its own apiVersion, not the v1 MPIJob's story."""
    [line] = facts["queued"]
    assert "spec.defaults.queue (Environment prod): a queued FakeJob (example.dev/v1) is admitted by no Kueue " in line
    assert line.endswith(
        "so the queue would do nothing: remove the queue, or have the Environment's owner run FakeJobs unqueued "
        "(spec.kueue.unqueuedKinds)"
    )


def test_the_others_refuse_the_fields_it_owns_with_no_edit_of_theirs(facts: Obj) -> None:
    assert facts["others_refuse"] == "fakeOptions applies to backend fake only"


def test_the_controller_watches_caches_and_finds_it(facts: Obj) -> None:
    assert facts["controller_path"] == "/apis/example.dev/v1/namespaces/ml/fakejobs/a"
    assert facts["controller_watched"] is True and facts["controller_job"] is True


def test_the_controllers_role_grants_it(facts: Obj) -> None:
    [rule] = facts["rbac"]
    assert "example.dev" in rule


def test_the_network_policy_selects_its_pods_by_its_profiles_label(facts: Obj) -> None:
    selectors = facts["network_policy_selectors"]
    assert selectors and any("example.dev/job-name" in json.dumps(s) for s in selectors), selectors


def test_kube_state_metrics_reads_its_status(facts: Obj) -> None:
    assert {"group": "example.dev", "version": "v1", "kind": "FakeJob"} in facts["state_metrics"]


def test_argo_cd_and_flux_know_its_health(facts: Obj) -> None:
    assert facts["argocd"] == "trainjob.lua"
    assert [[e["apiVersion"], e["kind"]] for e in facts["flux"]] == [["example.dev/v1", "FakeJob"]]


def test_kfgen_import_reads_it_back(facts: Obj) -> None:
    imported = facts["imported"]
    assert imported and imported["backend"] == "fake" and imported["image"] == "registry.example/train:1"
