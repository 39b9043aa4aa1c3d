"""An input item with kfgen's labels for the Environment (an earlier run's output fed back in) is replaced only when
the Environment really makes an object of its kind, namespace and name; any other such item passes through (issue 37
D5: a Deployment with those labels vanished from `render --env`, and `diff` did not see its image change)."""

from __future__ import annotations

import copy
from pathlib import Path

from test_diff import git, kfgen_diff

from kfgen import core

ENVIRONMENT = {
    "apiVersion": "kfgen.dev/v1alpha1",
    "kind": "Environment",
    "metadata": {"name": "prod"},
    "spec": {
        "namespace": "ml-prod",
        "defaults": {"queue": "prod"},
        "kueue": {
            "integrations": ["batch/job"],
            "resourceFlavors": {"cpu": {"nodeLabels": {"pool": "cpu"}}},
            "clusterQueues": {"prod": {"namespaces": ["ml-prod"], "flavors": [{"name": "cpu", "quota": {"cpu": 16}}]}},
        },
    },
}
LABELS = {
    "app.kubernetes.io/managed-by": "kfgen",
    "app.kubernetes.io/part-of": "kfgen",
    "kfgen.dev/environment": "prod",
}
HELPER = {
    "apiVersion": "apps/v1",
    "kind": "Deployment",
    "metadata": {"name": "helper", "namespace": "ml-prod", "labels": LABELS},
    "spec": {"template": {"spec": {"containers": [{"name": "c", "image": "registry.example.com/ml/helper:1"}]}}},
}


def test_an_object_the_environment_does_not_make_passes_through() -> None:
    out = core.transform([copy.deepcopy(HELPER)], ENVIRONMENT)
    assert not out.results
    assert HELPER in out.objects


def test_an_object_the_environment_makes_is_replaced_not_doubled() -> None:
    made = core.transform([], ENVIRONMENT).objects
    assert made
    for obj in made:
        edited = copy.deepcopy(obj)
        edited["metadata"].setdefault("annotations", {})["edited"] = "by hand"
        assert core.transform([edited], ENVIRONMENT).objects == made
        renamed = copy.deepcopy(obj)
        renamed["metadata"]["name"] = "another"
        assert renamed in core.transform([renamed], ENVIRONMENT).objects  # no such object made: kept


def test_diff_reports_a_change_in_such_an_object(tmp_path: Path) -> None:
    import yaml

    overlay = tmp_path / "overlays" / "prod"
    overlay.mkdir(parents=True)
    (overlay / "environment.yaml").write_text(yaml.safe_dump(ENVIRONMENT))
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "helper.yaml").write_text(yaml.safe_dump(HELPER))
    git(tmp_path, "init", "-q")
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-q", "-m", "helper")
    (tmp_path / "specs" / "helper.yaml").write_text(yaml.safe_dump(HELPER).replace("helper:1", "helper:2"))
    result = kfgen_diff(tmp_path, "--from", "HEAD", "specs")
    assert result.returncode == 1, result.stdout + result.stderr
    assert "registry.example.com/ml/helper:1 → registry.example.com/ml/helper:2" in result.stdout
