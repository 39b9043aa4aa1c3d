"""The upstream-schema validator must accept real manifests and reject broken ones.

Every test needs the upstream CRDs (``crds_dir()``); when they are missing the tests error
(RuntimeError from ``crds_dir()``), they are never skipped.
"""

from __future__ import annotations

import copy
import time
from pathlib import Path
from typing import Any

import pytest
import yaml
from upstream import _convert, assert_valid, crds_dir, go_regex, validate_strict

Obj = dict[str, Any]

WORKER = "spec.pytorchReplicaSpecs.Worker.template.spec.containers[0]"


def pytorchjob(**container: Any) -> Obj:
    return {
        "apiVersion": "kubeflow.org/v1",
        "kind": "PyTorchJob",
        "metadata": {"name": "train", "namespace": "ml"},
        "spec": {
            "pytorchReplicaSpecs": {
                "Worker": {
                    "replicas": 2,
                    "restartPolicy": "OnFailure",
                    "template": {
                        "spec": {"containers": [{"name": "pytorch", "image": "pytorch/pytorch:2.1.0", **container}]}
                    },
                }
            }
        },
    }


def servicemonitor() -> Obj:
    return {
        "apiVersion": "monitoring.coreos.com/v1",
        "kind": "ServiceMonitor",
        "metadata": {"name": "training-metrics", "labels": {"release": "kube-prometheus"}},
        "spec": {
            "selector": {"matchLabels": {"app": "training"}},
            "endpoints": [{"port": "metrics", "interval": "30s", "path": "/metrics"}],
        },
    }


def trainjob() -> Obj:
    return {
        "apiVersion": "trainer.kubeflow.org/v1alpha1",
        "kind": "TrainJob",
        "metadata": {"name": "resnet50"},
        "spec": {
            "runtimeRef": {"name": "torch-distributed"},
            "trainer": {
                "image": "pytorch/pytorch:2.1.0",
                "command": ["python", "/app/train.py"],
                "numNodes": 2,
                "resourcesPerNode": {"limits": {"nvidia.com/gpu": 1, "memory": "32Gi"}},
                "env": [{"name": "NCCL_DEBUG", "value": "INFO"}],
            },
        },
    }


def service() -> Obj:
    return {
        "apiVersion": "v1",
        "kind": "Service",
        "metadata": {"name": "mlflow-server", "namespace": "kubeflow"},
        "spec": {"ports": [{"port": 5000, "targetPort": 5000}], "selector": {"app": "mlflow"}},
    }


def experiment() -> Obj:
    """The Katib Experiment of seed 001 (objective/algorithm/parameters/trialTemplate, Job)."""
    return {
        "apiVersion": "kubeflow.org/v1beta1",
        "kind": "Experiment",
        "metadata": {"name": "cnn-hyperparameter-tuning", "namespace": "kubeflow"},
        "spec": {
            "objective": {
                "type": "maximize",
                "goal": 0.99,
                "objectiveMetricName": "accuracy",
                "additionalMetricNames": ["loss", "val_accuracy"],
            },
            "algorithm": {
                "algorithmName": "bayesianoptimization",
                "algorithmSettings": [{"name": "random_state", "value": "42"}],
            },
            "maxTrialCount": 30,
            "parallelTrialCount": 5,
            "maxFailedTrialCount": 3,
            "parameters": [
                {
                    "name": "learning_rate",
                    "parameterType": "double",
                    "feasibleSpace": {"min": "0.0001", "max": "0.1", "step": "0.0001"},
                },
                {
                    "name": "optimizer",
                    "parameterType": "categorical",
                    "feasibleSpace": {"list": ["adam", "sgd", "rmsprop"]},
                },
            ],
            "resumePolicy": "FromVolume",
            "trialTemplate": {
                "primaryContainerName": "training",
                "trialParameters": [
                    {"name": "learningRate", "description": "Learning rate", "reference": "learning_rate"},
                    {"name": "optimizer", "description": "Optimizer", "reference": "optimizer"},
                ],
                "trialSpec": {
                    "apiVersion": "batch/v1",
                    "kind": "Job",
                    "spec": {
                        "template": {
                            "spec": {
                                "containers": [
                                    {
                                        "name": "training",
                                        "image": "your-registry/cnn-trainer:latest",
                                        "command": [
                                            "python",
                                            "/app/train.py",
                                            "--learning_rate=${trialParameters.learningRate}",
                                            "--optimizer=${trialParameters.optimizer}",
                                        ],
                                        "resources": {"limits": {"nvidia.com/gpu": "1", "memory": "16Gi"}},
                                    }
                                ],
                                "restartPolicy": "Never",
                            }
                        }
                    },
                },
            },
        },
    }


def trial_container(exp: Obj) -> Obj:
    container: Obj = exp["spec"]["trialTemplate"]["trialSpec"]["spec"]["template"]["spec"]["containers"][0]
    return container


# -- the CRDs directory ------------------------------------------------------------------------


def test_crds_dir_holds_the_upstream_files() -> None:
    root = crds_dir()
    for sub in ("training-operator", "trainer", "prometheus-operator", "kueue", "katib/openapi"):
        assert (root / sub).is_dir(), sub


def test_missing_crds_dir_is_an_error_not_a_skip(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("KFGEN_CRDS_DIR", str(tmp_path / "nowhere"))
    with pytest.raises(RuntimeError, match="nowhere"):
        crds_dir()
    with pytest.raises(RuntimeError, match="nowhere"):
        validate_strict(pytorchjob())


def test_incomplete_crds_dir_is_an_error(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    monkeypatch.setenv("KFGEN_CRDS_DIR", str(tmp_path))
    with pytest.raises(RuntimeError, match=r"training-operator/\*\.yaml"):
        validate_strict(pytorchjob())


# -- PyTorchJob (training-operator CRD) ----------------------------------------------------------


def test_valid_minimal_pytorchjob_passes() -> None:
    assert validate_strict(pytorchjob()) == []


def test_unknown_field_in_pod_template_fails_with_its_path() -> None:
    problems = validate_strict(pytorchjob(imagePullPolicyy="Always"))
    assert problems == [f"PyTorchJob/train {WORKER}.imagePullPolicyy: unknown field"]


def test_wrong_type_fails() -> None:
    job = pytorchjob()
    job["spec"]["pytorchReplicaSpecs"]["Worker"]["replicas"] = "two"
    problems = validate_strict(job)
    assert len(problems) == 1
    assert problems[0].startswith("PyTorchJob/train spec.pytorchReplicaSpecs.Worker.replicas: ")
    assert "integer" in problems[0]


def test_float_is_not_an_integer() -> None:
    job = pytorchjob()
    job["spec"]["pytorchReplicaSpecs"]["Worker"]["replicas"] = 2.0
    assert validate_strict(job) == [
        "PyTorchJob/train spec.pytorchReplicaSpecs.Worker.replicas: must be of type integer, got number 2.0"
    ]


def test_pattern_and_required_are_checked() -> None:
    job = pytorchjob(resources={"limits": {"memory": "4GB"}})  # a Quantity has no "GB"
    del job["spec"]["pytorchReplicaSpecs"]["Worker"]["template"]["spec"]["containers"][0]["name"]
    problems = validate_strict(job)
    assert sorted(p.split(": ")[0] for p in problems) == [
        f"PyTorchJob/train {WORKER}.name",
        f"PyTorchJob/train {WORKER}.resources.limits.memory",
    ]
    assert f"PyTorchJob/train {WORKER}.name: required field is missing" in problems


def test_every_problem_is_reported_not_just_the_first() -> None:
    job = pytorchjob(imagePullPolicyy="Always", portz=[])
    job["metadata"]["lables"] = {"a": "b"}
    job["spec"]["runPolicyy"] = {}
    problems = validate_strict(job)
    assert sorted(problems) == sorted(
        [
            f"PyTorchJob/train {WORKER}.imagePullPolicyy: unknown field",
            f"PyTorchJob/train {WORKER}.portz: unknown field",
            "PyTorchJob/train metadata.lables: unknown field",
            "PyTorchJob/train spec.runPolicyy: unknown field",
        ]
    )


def test_duplicate_items_of_a_list_map_fail() -> None:
    job = pytorchjob(ports=[{"containerPort": 9090}, {"containerPort": 9090, "protocol": "TCP"}])
    problems = validate_strict(job)
    assert len(problems) == 1
    assert problems[0].startswith(f"PyTorchJob/train {WORKER}.ports[1]: duplicate value")


def test_metadata_unknown_field_fails_on_a_custom_resource() -> None:
    job = pytorchjob()
    job["metadata"]["lables"] = {"app": "train"}
    assert validate_strict(job) == ["PyTorchJob/train metadata.lables: unknown field"]
    monitor = servicemonitor()
    monitor["metadata"]["annotation"] = {}
    assert validate_strict(monitor) == ["ServiceMonitor/training-metrics metadata.annotation: unknown field"]


def test_metadata_values_are_typed_on_a_custom_resource() -> None:
    job = pytorchjob()
    job["metadata"]["labels"] = {"replicas": 2}
    problems = validate_strict(job)
    assert len(problems) == 1
    assert problems[0].startswith("PyTorchJob/train metadata.labels.replicas: must be of type string")


def test_name_is_required() -> None:
    job = pytorchjob()
    del job["metadata"]["name"]
    assert validate_strict(job) == ["PyTorchJob/<no name> metadata.name: required field is missing (or generateName)"]


def test_other_training_operator_kinds_are_known() -> None:
    for kind, replica_specs in [
        ("TFJob", "tfReplicaSpecs"),
        ("XGBoostJob", "xgbReplicaSpecs"),
        ("MPIJob", "mpiReplicaSpecs"),
        ("PaddleJob", "paddleReplicaSpecs"),
        ("JAXJob", "jaxReplicaSpecs"),
    ]:
        job = pytorchjob()
        job["kind"] = kind
        job["spec"] = {replica_specs: job["spec"]["pytorchReplicaSpecs"]}
        assert validate_strict(job) == [], kind
        job["spec"]["ttlSecondsAfterFinished"] = 3600  # belongs in spec.runPolicy
        assert validate_strict(job) == [f"{kind}/train spec.ttlSecondsAfterFinished: unknown field"]


# -- ServiceMonitor (prometheus-operator CRD) ----------------------------------------------------


def test_valid_servicemonitor_passes() -> None:
    assert validate_strict(servicemonitor()) == []


def test_unknown_field_in_servicemonitor_endpoint_fails() -> None:
    monitor = servicemonitor()
    monitor["spec"]["endpoints"][0]["intervall"] = "30s"
    assert validate_strict(monitor) == ["ServiceMonitor/training-metrics spec.endpoints[0].intervall: unknown field"]


def test_servicemonitor_enum_is_checked() -> None:
    monitor = servicemonitor()
    monitor["spec"]["endpoints"][0]["scheme"] = "ftp"
    problems = validate_strict(monitor)
    assert len(problems) == 1
    assert problems[0].startswith(
        'ServiceMonitor/training-metrics spec.endpoints[0].scheme: unsupported value "ftp": must be one of'
    )


def test_servicemonitor_duration_pattern_is_checked() -> None:
    monitor = servicemonitor()
    monitor["spec"]["endpoints"][0]["interval"] = "30 seconds"
    problems = validate_strict(monitor)
    assert len(problems) == 1
    assert problems[0].startswith("ServiceMonitor/training-metrics spec.endpoints[0].interval: invalid value")


# -- TrainJob (Trainer v2 CRD) -------------------------------------------------------------------


def test_valid_trainjob_passes() -> None:
    assert validate_strict(trainjob()) == []


def test_invalid_trainjob_fails() -> None:
    job = trainjob()
    del job["spec"]["runtimeRef"]
    job["spec"]["trainer"]["numNodes"] = "2"
    job["spec"]["trainer"]["gpus"] = 1
    assert sorted(validate_strict(job)) == sorted(
        [
            "TrainJob/resnet50 spec.runtimeRef: required field is missing",
            'TrainJob/resnet50 spec.trainer.numNodes: must be of type integer, got string "2"',
            "TrainJob/resnet50 spec.trainer.gpus: unknown field",
        ]
    )


def test_trainer_default_runtimes_pass() -> None:
    """The ClusterTrainingRuntimes Trainer v2.3.0 ships: no false positives on real manifests."""
    files = sorted((crds_dir() / "trainer" / "runtimes").glob("*.yaml"))
    assert files
    runtimes = [doc for f in files for doc in yaml.safe_load_all(f.read_text()) if doc]
    assert {r["kind"] for r in runtimes} == {"ClusterTrainingRuntime"}
    assert_valid(runtimes)


def test_empty_object_schema_prunes_everything() -> None:
    runtime = yaml.safe_load((crds_dir() / "trainer" / "runtimes" / "xgboost_distributed.yaml").read_text())
    runtime["spec"]["mlPolicy"]["xgboost"] = {"numThreads": 4}  # mlPolicy.xgboost is `type: object`
    assert validate_strict(runtime) == [
        "ClusterTrainingRuntime/xgboost-distributed spec.mlPolicy.xgboost.numThreads: unknown field"
    ]


# -- Kueue ---------------------------------------------------------------------------------------


def test_kueue_localqueue_both_served_versions() -> None:
    for version in ("v1beta1", "v1beta2"):
        queue: Obj = {
            "apiVersion": f"kueue.x-k8s.io/{version}",
            "kind": "LocalQueue",
            "metadata": {"name": "team-a", "namespace": "ml"},
            "spec": {"clusterQueue": "cluster-queue"},
        }
        assert validate_strict(queue) == []
        queue["spec"]["clusterQueu"] = "x"
        assert validate_strict(queue) == ["LocalQueue/team-a spec.clusterQueu: unknown field"]


# -- core kinds (kubernetes-validate) ------------------------------------------------------------


def test_valid_service_passes() -> None:
    assert validate_strict(service()) == []


def test_service_with_unknown_field_fails() -> None:
    svc = service()
    svc["spec"]["ports"][0]["targetPortt"] = 5000
    svc["spec"]["selectr"] = {"app": "mlflow"}
    assert sorted(validate_strict(svc)) == [
        "Service/mlflow-server spec.ports[0].targetPortt: unknown field",
        "Service/mlflow-server spec.selectr: unknown field",
    ]


def test_core_kinds_check_metadata_types_and_quantities() -> None:
    deployment: Obj = {
        "apiVersion": "apps/v1",
        "kind": "Deployment",
        "metadata": {"name": "mlflow-server", "lables": {}},
        "spec": {
            "replicas": 1,
            "selector": {"matchLabels": {"app": "mlflow"}},
            "template": {
                "metadata": {"labels": {"app": "mlflow"}},
                "spec": {
                    "containers": [
                        {
                            "name": "mlflow",
                            "image": "ghcr.io/mlflow/mlflow:v2.9.0",
                            "ports": [{"containerPort": "5000"}],
                            "resources": {"requests": {"cpu": "500m", "memory": "1GB"}},
                        }
                    ]
                },
            },
        },
    }
    container = "spec.template.spec.containers[0]"
    problems = validate_strict(deployment)
    assert sorted(p.split(": ")[0] for p in problems) == sorted(
        [
            "Deployment/mlflow-server metadata.lables",
            f"Deployment/mlflow-server {container}.ports[0].containerPort",
            f"Deployment/mlflow-server {container}.resources.requests.memory",
        ]
    )


def test_other_core_kinds_are_known() -> None:
    objs: list[Obj] = [
        {"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": "ml"}},
        {"apiVersion": "v1", "kind": "ServiceAccount", "metadata": {"name": "sa", "namespace": "ml"}},
        {"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "cm"}, "data": {"a": "b"}},
        {
            "apiVersion": "rbac.authorization.k8s.io/v1",
            "kind": "Role",
            "metadata": {"name": "r"},
            "rules": [{"apiGroups": [""], "resources": ["pods"], "verbs": ["get"]}],
        },
        {
            "apiVersion": "rbac.authorization.k8s.io/v1",
            "kind": "RoleBinding",
            "metadata": {"name": "rb"},
            "roleRef": {"apiGroup": "rbac.authorization.k8s.io", "kind": "Role", "name": "r"},
            "subjects": [{"kind": "ServiceAccount", "name": "sa", "namespace": "ml"}],
        },
        {
            "apiVersion": "policy/v1",
            "kind": "PodDisruptionBudget",
            "metadata": {"name": "pdb"},
            "spec": {"minAvailable": 1, "selector": {"matchLabels": {"app": "x"}}},
        },
    ]
    assert_valid(objs)
    broken = copy.deepcopy(objs[3])
    broken["rules"][0]["verb"] = broken["rules"][0].pop("verbs")
    assert sorted(validate_strict(broken)) == [
        "Role/r rules[0].verb: unknown field",
        "Role/r rules[0].verbs: required field is missing",
    ]


def test_upstream_crds_are_valid_customresourcedefinitions() -> None:
    crds = [
        doc
        for path in sorted(crds_dir().glob("*/*.yaml"))
        for doc in yaml.load_all(path.read_text(), Loader=yaml.CSafeLoader)
        if isinstance(doc, dict) and doc.get("kind") == "CustomResourceDefinition"
    ]
    assert len(crds) >= 19
    assert_valid(crds)


# -- unknown kinds -------------------------------------------------------------------------------


def test_unknown_kind_fails() -> None:
    widget: Obj = {"apiVersion": "example.com/v1", "kind": "Widget", "metadata": {"name": "w"}}
    assert validate_strict(widget) == ["Widget/w (root): no upstream schema for example.com/v1/Widget"]


def test_unserved_version_or_foreign_group_fails() -> None:
    job = pytorchjob()
    job["apiVersion"] = "kubeflow.org/v2"
    assert validate_strict(job) == ["PyTorchJob/train (root): no upstream schema for kubeflow.org/v2/PyTorchJob"]
    deployment: Obj = {"apiVersion": "apps.example.com/v1", "kind": "Deployment", "metadata": {"name": "d"}}
    assert validate_strict(deployment) == ["Deployment/d (root): no upstream schema for apps.example.com/v1/Deployment"]
    affinity: Obj = {"apiVersion": "v1", "kind": "Affinity", "metadata": {"name": "a"}}  # not a kind
    assert validate_strict(affinity) == ["Affinity/a (root): no upstream schema for v1/Affinity"]


def test_missing_apiversion_fails() -> None:
    assert validate_strict({"kind": "ConfigMap", "metadata": {"name": "cm"}}) == [
        "ConfigMap/cm apiVersion: required field is missing or not a non-empty string"
    ]


# -- Katib Experiment (swagger) ------------------------------------------------------------------


def test_valid_katib_experiment_passes() -> None:
    assert validate_strict(experiment()) == []


def test_invalid_katib_experiment_fails() -> None:
    exp = experiment()
    exp["metadata"]["lables"] = {}
    exp["spec"]["objective"]["goall"] = 0.9
    exp["spec"]["parameters"][0]["feasibleSpace"]["min"] = 0.0001  # Katib wants strings
    exp["spec"]["maxTrialCount"] = "30"
    name = "Experiment/cnn-hyperparameter-tuning"
    assert sorted(validate_strict(exp)) == sorted(
        [
            f"{name} metadata.lables: unknown field",
            f"{name} spec.objective.goall: unknown field",
            f"{name} spec.parameters[0].feasibleSpace.min: must be of type string, got number 0.0001",
            f'{name} spec.maxTrialCount: must be of type integer, got string "30"',
        ]
    )


def test_katib_trialspec_is_validated_as_its_own_kind() -> None:
    exp = experiment()
    trial_container(exp)["imagePullPolicyy"] = "Always"
    exp["spec"]["trialTemplate"]["trialSpec"]["spec"]["backoffLimitt"] = 3
    prefix = "Experiment/cnn-hyperparameter-tuning spec.trialTemplate.trialSpec.spec"
    assert sorted(validate_strict(exp)) == [
        f"{prefix}.backoffLimitt: unknown field",
        f"{prefix}.template.spec.containers[0].imagePullPolicyy: unknown field",
    ]


def test_katib_trialspec_can_be_a_training_operator_job() -> None:
    exp = experiment()
    job = pytorchjob(args=["--lr=${trialParameters.learningRate}"])
    del job["metadata"]
    job["spec"]["pytorchReplicaSpecs"]["Worker"]["replicas"] = "${trialParameters.workers}"
    exp["spec"]["trialTemplate"]["trialSpec"] = job
    exp["spec"]["trialTemplate"]["primaryContainerName"] = "pytorch"
    assert validate_strict(exp) == []
    job["spec"]["pytorchReplicaSpecs"]["Worker"]["replicas"] = "two"
    assert validate_strict(exp) == [
        "Experiment/cnn-hyperparameter-tuning spec.trialTemplate.trialSpec.spec.pytorchReplicaSpecs"
        '.Worker.replicas: must be of type integer, got string "two"'
    ]


def test_placeholders_are_only_tolerated_inside_a_trialspec() -> None:
    job = pytorchjob()
    job["spec"]["pytorchReplicaSpecs"]["Worker"]["replicas"] = "${trialParameters.workers}"
    assert len(validate_strict(job)) == 1


def test_katib_trialspec_must_be_a_known_object() -> None:
    exp = experiment()
    exp["spec"]["trialTemplate"]["trialSpec"] = {"apiVersion": "argoproj.io/v1alpha1", "kind": "Workflow"}
    assert validate_strict(exp) == [
        "Experiment/cnn-hyperparameter-tuning spec.trialTemplate.trialSpec.kind: "
        "no upstream schema for argoproj.io/v1alpha1/Workflow"
    ]
    exp["spec"]["trialTemplate"]["trialSpec"] = {"spec": {}}
    prefix = "Experiment/cnn-hyperparameter-tuning spec.trialTemplate.trialSpec"
    assert sorted(validate_strict(exp)) == [
        f"{prefix}.apiVersion: required field is missing",
        f"{prefix}.kind: required field is missing",
    ]


def test_katib_custom_collector_is_a_strict_container() -> None:
    exp = experiment()
    exp["spec"]["metricsCollectorSpec"] = {
        "collector": {"kind": "Custom", "customCollector": {"name": "c", "image": "x", "imagee": "y"}}
    }
    assert validate_strict(exp) == [
        "Experiment/cnn-hyperparameter-tuning spec.metricsCollectorSpec.collector.customCollector.imagee: unknown field"
    ]


# -- assert_valid --------------------------------------------------------------------------------


def test_assert_valid_lists_every_problem_of_every_object() -> None:
    assert_valid([pytorchjob(), servicemonitor(), trainjob(), service(), experiment()])
    monitor = servicemonitor()
    monitor["spec"]["endpoints"][0]["intervall"] = "30s"
    widget: Obj = {"apiVersion": "example.com/v1", "kind": "Widget", "metadata": {"name": "w"}}
    with pytest.raises(AssertionError) as raised:
        assert_valid([pytorchjob(imagePullPolicyy="x"), service(), monitor, widget])
    message = str(raised.value)
    assert "3 upstream schema problem(s) in 3 of 4 object(s)" in message
    assert f"PyTorchJob/train {WORKER}.imagePullPolicyy: unknown field" in message
    assert "ServiceMonitor/training-metrics spec.endpoints[0].intervall: unknown field" in message
    assert "Widget/w (root): no upstream schema for example.com/v1/Widget" in message


def test_thousands_of_objects_validate_quickly() -> None:
    objs = [pytorchjob(), servicemonitor(), trainjob(), service(), experiment()]
    validate_strict(objs[0])  # load the CRDs once
    batch = [copy.deepcopy(objs[i % len(objs)]) for i in range(2000)]
    start = time.process_time()  # CPU time: the machine is shared
    assert_valid(batch)
    assert time.process_time() - start < 20  # about 1 s here; minutes would be a regression


# -- structural schema conversion and Go regexes -------------------------------------------------


def test_structural_schema_conversion_rules() -> None:
    import jsonschema

    schema = _convert(
        {
            "type": "object",
            "required": ["port", "count"],
            "properties": {
                "port": {
                    "x-kubernetes-int-or-string": True,
                    "anyOf": [{"type": "integer"}, {"type": "string"}],
                },
                "count": {"type": "integer", "default": 1, "minimum": 0, "exclusiveMinimum": True},
                "note": {"type": "string", "nullable": True},
                "free": {"type": "object", "x-kubernetes-preserve-unknown-fields": True},
                "map": {"type": "object", "additionalProperties": {"type": "string"}},
                "embedded": {
                    "type": "object",
                    "x-kubernetes-embedded-resource": True,
                    "x-kubernetes-preserve-unknown-fields": True,
                },
            },
        }
    )
    validator = jsonschema.Draft202012Validator(schema)

    def ok(instance: Obj) -> bool:
        return bool(validator.is_valid(instance))

    assert ok({"port": 80}) and ok({"port": "http"})  # count is defaulted by the server
    assert not ok({"port": 1.5}) and not ok({"port": 80, "count": 0})  # exclusive minimum
    assert ok({"port": 80, "note": None}) and not ok({"port": 80, "free": None})
    assert ok({"port": 80, "free": {"anything": [1]}, "map": {"a": "b"}})
    assert not ok({"port": 80, "other": 1})  # strict
    assert ok({"port": 80, "embedded": {"apiVersion": "v1", "kind": "Pod", "spec": {}}})
    assert not ok({"port": 80, "embedded": {"kind": "Pod"}})  # apiVersion is required


def test_go_regexes_are_translated() -> None:
    import re

    pattern = go_regex("^(?i)(abort|warn)?$")
    assert re.search(pattern, "ABORT") and re.search(pattern, "")
    assert not re.search(pattern, "abort\n") and not re.search(pattern, "stop")
    assert go_regex(r"x(?i)a|b") == r"x(?i:a)|(?i:b)"
    assert go_regex(r"^[a-z$]+\z") == r"^[a-z$]+\Z"
