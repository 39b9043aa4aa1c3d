"""`kfgen diff --live` against a real kube-apiserver: a server-side dry-run apply of each rendered object, the
fields kfgen's field manager owns, and what a prune would delete.

Three jobs were applied as kfgen applies them (server-side, field manager kfgen): one that finished (its status
written as the operator would), one whose spec changed since (a label: the same revision, changed in place), one
whose spec is gone from the inputs.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from apiserver_stack import shared_apiserver
from cluster import Cluster
from conftest import ROOT
from shared import isolated

from kfgen import core
from kfgen.io import yamlio

NAMESPACE = "ml"


def spec(name: str, team: str = "vision", namespace: str = NAMESPACE) -> str:
    return f"""\
apiVersion: kfgen.dev/v1alpha1
kind: TrainingSpec
metadata: {{name: {name}, namespace: {namespace}}}
spec:
  framework: pytorch
  image: pytorch/pytorch:2.7.1
  command: [python, train.py]
  replicas: {{master: 1, worker: 2}}
  resources: {{cpu: "2", memory: 4Gi, gpu: 1}}
  labels: {{team: {team}}}
"""


@pytest.fixture(scope="module")
def cluster(request: pytest.FixtureRequest) -> Iterator[Cluster]:
    """The session's API server (tests/harness/apiserver_stack.py: its CRDs include the PyTorchJob), this module's
    namespaces removed at its end."""
    stack = shared_apiserver(request)
    with isolated(stack):
        for namespace in (NAMESPACE, "steady", "fresh"):
            stack.stack.kubectl("create", "namespace", namespace)
        yield stack.stack


def rendered(text: str) -> list[Any]:
    expansion = core.transform(yamlio.parse(text, "spec")[0])
    assert expansion.ok, expansion.results
    return expansion.objects


def apply_as_kfgen(cluster: Cluster, objects: list[Any]) -> None:
    for obj in objects:
        cluster.kubectl("apply", "--server-side", "--field-manager=kfgen", "-f", "-", stdin=json.dumps(obj))


def diff_live(cluster: Cluster, folder: Path, *args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "KUBECONFIG": str(cluster.kubeconfig), "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "kfgen.cli", "diff", "--live", *args, str(folder)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def job_name(objects: list[Any]) -> str:
    return str(next(o["metadata"]["name"] for o in objects if o["kind"] == "PyTorchJob"))


def test_live_diff_shows_the_changed_the_removed_and_not_the_finished(cluster: Cluster, tmp_path: Path) -> None:
    before = {name: rendered(spec(name)) for name in ("finished", "changed", "removed")}
    for objects in before.values():
        apply_as_kfgen(cluster, objects)
    finished = job_name(before["finished"])
    status = {"status": {"conditions": [{"type": "Succeeded", "status": "True", "reason": "Done"}]}}
    code, body = cluster.request(
        "PATCH",
        f"/apis/kubeflow.org/v1/namespaces/{NAMESPACE}/pytorchjobs/{finished}/status",
        status,
        content_type="application/merge-patch+json",
    )
    assert code == 200, body

    (tmp_path / "finished.yaml").write_text(spec("finished"))
    (tmp_path / "changed.yaml").write_text(spec("changed", team="speech"))
    result = diff_live(cluster, tmp_path)
    assert result.returncode == 1, result.stderr
    changed, removed = job_name(before["changed"]), job_name(before["removed"])
    assert result.stdout == (
        f"kfgen diff cluster → render\n"
        f"~ ServiceAccount {NAMESPACE}/changed-kfgen\n"
        f"    metadata.labels.team: vision → speech\n"
        f"~ PyTorchJob {NAMESPACE}/{changed}\n"
        f"    metadata.labels.team: vision → speech\n"
        f"    spec.pytorchReplicaSpecs.Master.template.metadata.labels.team: vision → speech\n"
        f"    spec.pytorchReplicaSpecs.Worker.template.metadata.labels.team: vision → speech\n"
        f"- PyTorchJob {NAMESPACE}/{removed}\n"
        f"    kfgen owns it and the render no longer has it: the controller or Argo CD would prune it\n"
        f"- ServiceAccount {NAMESPACE}/removed-kfgen\n"
        f"    kfgen owns it and the render no longer has it: the controller or Argo CD would prune it\n"
        f"summary: 2 only in cluster, 0 only in render, 2 changed\n"
        f"  queue   GPUs        CPU\n"
        f"  (none)  9 → 6 (-3)  18 → 12 (-6)\n"
    ), result.stdout
    assert finished not in result.stdout  # its status is the operator's, not kfgen's: no difference

    as_json = json.loads(diff_live(cluster, tmp_path, "--output", "json").stdout)
    assert as_json["mode"] == "live"
    statuses = [(o["status"], o["kind"], o["name"]) for o in as_json["comparisons"][0]["objects"]]
    assert ("removed", "PyTorchJob", removed) in statuses and ("changed", "PyTorchJob", changed) in statuses


def test_live_diff_of_what_the_cluster_has_is_empty(cluster: Cluster, tmp_path: Path) -> None:
    """Applied as it renders, then finished: no difference, exit 0."""
    objects = rendered(spec("steady", namespace="steady"))
    apply_as_kfgen(cluster, objects)
    status = {"status": {"conditions": [{"type": "Succeeded", "status": "True", "reason": "Done"}]}}
    code, body = cluster.request(
        "PATCH",
        f"/apis/kubeflow.org/v1/namespaces/steady/pytorchjobs/{job_name(objects)}/status",
        status,
        content_type="application/merge-patch+json",
    )
    assert code == 200, body
    (tmp_path / "steady.yaml").write_text(spec("steady", namespace="steady"))
    result = diff_live(cluster, tmp_path)
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout == (
        "kfgen diff cluster → render\n"
        "  no difference in the objects\n"
        "summary: 0 only in cluster, 0 only in render, 0 changed\n"
        "  queue   GPUs  CPU\n"
        "  (none)  3     6\n"
    )


def test_live_diff_creates_nothing(cluster: Cluster, tmp_path: Path) -> None:
    (tmp_path / "fresh.yaml").write_text(spec("fresh", namespace="fresh"))
    result = diff_live(cluster, tmp_path)
    assert result.returncode == 1, result.stderr
    assert "+ PyTorchJob fresh/fresh-" in result.stdout
    code, _ = cluster.request("GET", "/api/v1/namespaces/fresh/serviceaccounts/fresh-kfgen")
    assert code == 404  # a dry run
