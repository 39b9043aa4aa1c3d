"""The tracking server an Environment deploys and the MLFLOW_* variables of its jobs (unit level; the real
MLflow runs them in tests/mlflow/test_mlflow_server.py, the real policy engine reads the policies in
tests/network_policy/test_network_policy.py).
"""

from __future__ import annotations

import copy
import json
from typing import Any

import pytest
import yaml
from conftest import environment_file
from upstream import validate_strict

from kfgen import core
from kfgen.checks import podsecurity
from kfgen.controller import environment as owner
from kfgen.features import tracking as tracking_feature
from kfgen.model import EnvironmentView
from kfgen.render import tracking

SERVER_KINDS = {k.kind for k in tracking_feature.FEATURE.environment_kinds}


def environment(name: str) -> dict[str, Any]:
    return dict(yaml.safe_load(environment_file(name).read_text()))


def spec(**tracking_settings: Any) -> dict[str, Any]:
    return {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "TrainingSpec",
        "metadata": {"name": "resnet", "namespace": "ml-prod"},
        "spec": {
            "framework": "pytorch",
            "image": "registry.example.com/ml/train:1.0",
            "replicas": {"master": 1, "worker": 2},
            "tracking": {"mlflow": {"experiment": "resnet", **tracking_settings}},
        },
    }


def server_objects(env: dict[str, Any]) -> list[dict[str, Any]]:
    return [
        o
        for o in core.environment_output(env)
        if o["kind"] in SERVER_KINDS and o["metadata"]["labels"].get("app.kubernetes.io/component") == "tracking-server"
    ]


def by_kind(objects: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    """One object per kind: the server's NetworkPolicy, not its maintenance pods'."""
    return {o["kind"]: o for o in objects if not o["metadata"]["name"].endswith("-maintenance")}


def job_env(objects: list[dict[str, Any]], role: str) -> dict[str, Any]:
    job = next(o for o in objects if o["kind"] == "PyTorchJob")
    container = job["spec"]["pytorchReplicaSpecs"][role]["template"]["spec"]["containers"][0]
    return {e["name"]: e.get("value", e.get("valueFrom")) for e in container.get("env", [])}


@pytest.mark.parametrize("name", ["dev", "staging", "prod"])
def test_every_overlays_server_is_strictly_valid_restricted_and_made_once(name: str) -> None:
    env = environment(name)
    objects = server_objects(env)
    assert [p for o in objects for p in validate_strict(o)] == []
    kinds = [o["kind"] for o in objects]
    keys = [(o["kind"], o["metadata"]["name"]) for o in objects]
    assert len(keys) == len(set(keys)) and {"Deployment", "Service", "ServiceAccount", "NetworkPolicy"} <= set(kinds)
    templates = [by_kind(objects)["Deployment"]["spec"]["template"]]
    if "Job" in kinds:
        templates.append(by_kind(objects)["Job"]["spec"]["template"])
    if "CronJob" in kinds:
        templates.append(by_kind(objects)["CronJob"]["spec"]["jobTemplate"]["spec"]["template"])
    for template in templates:
        assert podsecurity.evaluate(template, "restricted") == []
        for container in podsecurity.containers(template["spec"]):
            assert container["securityContext"]["readOnlyRootFilesystem"] is True
            assert {"name": "tmp", "mountPath": "/tmp"} in container["volumeMounts"]
            assert all("value" not in e or "password" not in e["name"].lower() for e in container["env"])


def test_dev_runs_sqlite_and_artifacts_on_one_volume_with_one_replica() -> None:
    objects = by_kind(server_objects(environment("dev")))
    deployment = objects["Deployment"]["spec"]
    assert deployment["replicas"] == 1 and deployment["strategy"] == {"type": "Recreate"}
    args = deployment["template"]["spec"]["containers"][0]["args"]
    assert "--backend-store-uri=sqlite:////mlflow/mlflow.db" in args
    assert "--artifacts-destination=/mlflow/artifacts" in args and "--serve-artifacts" in args
    [init] = deployment["template"]["spec"]["initContainers"]
    assert init["command"] == ["mlflow", "db", "upgrade", "sqlite:////mlflow/mlflow.db"]
    assert objects["PersistentVolumeClaim"]["spec"]["resources"]["requests"]["storage"] == "20Gi"
    assert "Job" not in objects and "Ingress" not in objects


def test_prod_keeps_every_credential_in_secrets_and_upgrades_the_schema_first() -> None:
    objects = by_kind(server_objects(environment("prod")))
    container = objects["Deployment"]["spec"]["template"]["spec"]["containers"][0]
    env = {e["name"]: e for e in container["env"]}
    for name in ("PGPASSWORD", "AWS_SECRET_ACCESS_KEY", "MLFLOW_AUTH_ADMIN_PASSWORD", "MLFLOW_FLASK_SERVER_SECRET_KEY"):
        assert "secretKeyRef" in env[name]["valueFrom"], name
    assert "--app-name=basic-auth" in container["args"]
    assert "--cors-allowed-origins=https://mlflow.ml.example.com" in container["args"]
    job = objects["Job"]
    assert job["metadata"]["annotations"]["argocd.argoproj.io/sync-wave"] == "-1"
    upgrade = job["spec"]["template"]["spec"]["containers"][0]
    assert upgrade["command"][:3] == ["mlflow", "db", "upgrade"]
    assert not any(e["name"].startswith("AWS_") for e in upgrade["env"]), "the upgrade never sees the bucket"
    service = objects["Service"]["spec"]["selector"]
    for template in (job["spec"]["template"], objects["CronJob"]["spec"]["jobTemplate"]["spec"]["template"]):
        labels = template["metadata"]["labels"]
        assert not all(labels.get(k) == v for k, v in service.items()), "the Service never routes to a maintenance pod"
        assert template["spec"]["enableServiceLinks"] is False
    gc = objects["CronJob"]["spec"]["jobTemplate"]["spec"]["template"]["spec"]["containers"][0]
    gc_env = {e["name"]: e for e in gc["env"]}
    assert gc_env["MLFLOW_TRACKING_URI"]["value"] == "http://mlflow.ml-prod.svc:5000"  # it deletes through the proxy
    assert gc_env["MLFLOW_TRACKING_PASSWORD"]["valueFrom"]["secretKeyRef"]["name"] == "mlflow-admin"
    monitor = objects["ServiceMonitor"]["spec"]["endpoints"][0]
    assert monitor["basicAuth"]["password"] == {"name": "mlflow-admin", "key": "password"}  # /metrics: admin only


def test_a_new_image_is_a_new_upgrade_job_and_renames_no_training_job() -> None:
    env = environment("prod")
    newer = copy.deepcopy(env)
    newer["spec"]["mlflow"]["server"]["image"] = "registry.example.com/ml/mlflow-server:3.17.3"
    names = [by_kind(server_objects(e))["Job"]["metadata"]["name"] for e in (env, newer)]
    assert names[0] != names[1] and all(n.startswith("mlflow-db-upgrade-") for n in names)
    jobs = [next(o for o in core.expand(spec(), e).objects if o["kind"] == "PyTorchJob") for e in (env, newer)]
    assert jobs[0]["metadata"]["name"] == jobs[1]["metadata"]["name"]
    moved = copy.deepcopy(env)
    moved["spec"]["mlflow"]["server"]["port"] = 8080  # what a pod's env holds does rename it
    job = next(o for o in core.expand(spec(), moved).objects if o["kind"] == "PyTorchJob")
    assert job["metadata"]["name"] != jobs[0]["metadata"]["name"]


def test_allowed_hosts_cover_every_service_name_with_and_without_the_port() -> None:
    env = environment("prod")
    args = by_kind(server_objects(env))["Deployment"]["spec"]["template"]["spec"]["containers"][0]["args"]
    [hosts] = [a.removeprefix("--allowed-hosts=").split(",") for a in args if a.startswith("--allowed-hosts=")]
    for name in ("mlflow", "mlflow.ml-prod", "mlflow.ml-prod.svc", "mlflow.ml-prod.svc.cluster.local"):
        assert name in hosts and f"{name}:5000" in hosts
    assert "mlflow.ml.example.com" in hosts and "10.*" in hosts  # the Ingress; probes and scrapes by pod IP
    assert "*" not in hosts


def test_a_job_sees_the_server_by_its_service_name_and_credentials_only_by_reference() -> None:
    objects = core.expand(spec(), environment("prod")).objects
    env = job_env(objects, "Master")
    assert env["MLFLOW_TRACKING_URI"] == "http://mlflow.ml-prod.svc:5000"
    assert env["MLFLOW_EXPERIMENT_NAME"] == "resnet"
    assert env["MLFLOW_TRACKING_PASSWORD"] == {"secretKeyRef": {"name": "mlflow-training", "key": "password"}}
    assert "MLFLOW_ENABLE_SYSTEM_METRICS_LOGGING" not in env and "MLFLOW_SYSTEM_METRICS_NODE_ID" not in env
    job = next(o for o in objects if o["kind"] == "PyTorchJob")
    tags = json.loads(env["MLFLOW_RUN_CONTEXT"])
    assert tags == {
        "kfgen.dev/environment": "prod",
        "kfgen.dev/job": job["metadata"]["name"],
        "kfgen.dev/trainingspec": "resnet",
    }
    assert job_env(objects, "Worker")["MLFLOW_TRACKING_URI"] == env["MLFLOW_TRACKING_URI"]


def test_system_metrics_are_opt_in_from_the_spec_or_the_environment() -> None:
    # MLflow 3.17.2's start_run() raises where psutil is missing: an image without it must not get them by default
    on = {
        "MLFLOW_ENABLE_SYSTEM_METRICS_LOGGING": "true",
        "MLFLOW_SYSTEM_METRICS_NODE_ID": {"fieldRef": {"fieldPath": "metadata.name"}},
    }
    opted = environment("prod")
    opted["spec"]["mlflow"]["systemMetrics"] = True
    for doc, env in ((spec(systemMetrics=True), environment("prod")), (spec(), opted)):
        got = job_env(core.expand(doc, env).objects, "Master")
        assert {k: got.get(k) for k in on} == on
    got = job_env(core.expand(spec(systemMetrics=False), opted).objects, "Master")
    assert not set(on) & set(got), "the spec's false wins over the Environment's true"


def test_per_job_runs_give_the_variables_to_the_master_only_and_the_spec_env_wins() -> None:
    objects = core.expand(spec(runs="perJob", systemMetrics=False), environment("prod")).objects
    assert "MLFLOW_TRACKING_URI" in job_env(objects, "Master")
    assert "MLFLOW_ENABLE_SYSTEM_METRICS_LOGGING" not in job_env(objects, "Master")
    assert not any(name.startswith("MLFLOW_") for name in job_env(objects, "Worker"))
    own = spec()
    own["spec"]["env"] = {"MLFLOW_EXPERIMENT_NAME": "mine"}
    assert job_env(core.expand(own, environment("prod")).objects, "Master")["MLFLOW_EXPERIMENT_NAME"] == "mine"


def test_the_environment_owner_applies_the_server_and_prunes_what_it_no_longer_renders() -> None:
    env = {**environment("prod"), "metadata": {"name": "prod", "uid": "env-uid"}}
    desired = server_objects(env)
    reference = owner.owner_reference(env)
    live = [{**o, "metadata": {**o["metadata"], "ownerReferences": [reference], "uid": "u"}} for o in desired]
    assert owner.plan(env, desired, live, {}) == []
    newer = copy.deepcopy(env)
    newer["spec"]["mlflow"]["server"]["image"] = "registry.example.com/ml/mlflow-server:3.17.3"
    steps = owner.plan(newer, server_objects(newer), live, {})
    verbs = sorted((s.verb, s.obj["kind"]) for s in steps)
    assert verbs == [("apply", "CronJob"), ("apply", "Deployment"), ("create", "Job"), ("delete", "Job")]


def test_the_job_facing_part_of_the_server_is_what_renames_jobs() -> None:
    mlflow = {"server": {"image": "x:1", "port": 5000, "name": "mlflow", "replicas": 2}, "systemMetrics": True}
    assert tracking.job_facing(mlflow) == {"server": {"name": "mlflow", "port": 5000}, "systemMetrics": True}
    assert EnvironmentView.of(environment("dev")).namespaces == ["ml-dev"]
