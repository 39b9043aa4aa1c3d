"""Tuning and plain Jobs, below the end-to-end tests (tests/katib/test_katib_e2e.py): what the Experiment's trial
template keeps and drops, what Katib is told about each trial kind, where its defaults come from (Katib's own source),
the plain Job's fields, and the network of the trials and the suggestion."""

from __future__ import annotations

import copy
import json
import re
from functools import cache
from typing import Any

import pytest
from operators import module_dir, versions

from kfgen import api, core
from kfgen.workloads import v1job
from kfgen.workloads.frameworks import FRAMEWORKS
from kfgen.workloads.trainjob import workload as trainjob

Obj = dict[str, Any]
ENVIRONMENT: Obj = {
    "apiVersion": api.API_VERSION,
    "kind": api.ENVIRONMENT,
    "metadata": {"name": "tune"},
    "spec": {
        "namespace": "ml",
        "defaults": {"queue": "team-a"},
        "kueue": {
            "integrations": [
                "batch/job",
                "trainer.kubeflow.org/trainjob",
                "kubeflow.org/pytorchjob",
                "kubeflow.org/tfjob",
                "kubeflow.org/paddlejob",
                "kubeflow.org/jaxjob",
            ],
            "unqueuedKinds": ["MPIJob"],
            "resourceFlavors": {"default": {}},
            "clusterQueues": {"team-a": {"flavors": [{"name": "default", "quota": {"cpu": 64, "memory": "256Gi"}}]}},
        },
        "katib": {
            "metricsCollectorInjection": True,
            "injectSecurityContext": True,
            "restrictedSuggestions": True,
            "trialResources": ["Job", "PyTorchJob", "TFJob", "XGBoostJob", "MPIJob", "PaddleJob", "JAXJob", "TrainJob"],
        },
    },
}
TUNING: Obj = {
    "objective": {"metric": "loss", "type": "minimize"},
    "algorithm": {"name": "random"},
    "metricsCollector": {"kind": "Push"},
    "parameters": {"lr": {"type": "double", "min": "0.001", "max": "0.1"}},
}


def spec(**fields: Any) -> Obj:
    body: Obj = {
        "framework": "pytorch",
        "image": "pytorch/pytorch:2.1.0",
        "command": ["python", "train.py"],
        "args": ["--lr=${trialParameters.lr}"],
        "tuning": copy.deepcopy(TUNING),
        **fields,
    }
    return {"apiVersion": api.API_VERSION, "kind": api.TRAINING_SPEC, "metadata": {"name": "sweep"}, "spec": body}


def render(obj: Obj, environment: Obj | None = ENVIRONMENT) -> list[Obj]:
    expansion = core.expand(obj, environment)
    assert expansion.ok, [str(r) for r in expansion.results]
    return list(expansion.objects)


def experiment(obj: Obj, environment: Obj | None = ENVIRONMENT) -> Obj:
    [found] = [o for o in render(obj, environment) if o["kind"] == "Experiment"]
    return found


def test_the_job_becomes_the_trial_template_without_a_name_and_without_kfgens_labels() -> None:
    exp = experiment(spec())
    template = exp["spec"]["trialTemplate"]["trialSpec"]
    assert re.fullmatch(r"sweep-[0-9a-f]{5}", exp["metadata"]["name"])  # a revision name: Katib refuses changes
    assert "name" not in template.get("metadata", {}) and "namespace" not in template.get("metadata", {})
    # Kueue reads the queue on the trial job; kfgen's labels stay off it (a trial job is the Trial's) ...
    assert template["metadata"]["labels"] == {api.QUEUE_LABEL: "team-a"}
    # ... and off the Experiment goes the queue (Katib copies its labels to the suggestion's pods and the trials)
    assert api.QUEUE_LABEL not in exp["metadata"]["labels"]
    assert exp["metadata"]["labels"][api.MANAGED_BY_LABEL] == api.MANAGED_BY
    assert exp["metadata"]["annotations"]["argocd.argoproj.io/sync-options"] == "Prune=false"
    assert (
        template["spec"]["pytorchReplicaSpecs"]["Worker"]["template"]["metadata"]["labels"][api.EXPERIMENT_LABEL]
        == (exp["metadata"]["name"])
    )


def test_every_parameter_is_a_trial_parameter_named_after_it() -> None:
    tuning = copy.deepcopy(TUNING)
    tuning["parameters"]["opt"] = {"type": "categorical", "values": ["adam", "sgd"], "description": "Optimizer"}
    exp = experiment(spec(tuning=tuning, env={"OPT": "${trialParameters.opt}"}))
    assert exp["spec"]["trialTemplate"]["trialParameters"] == [
        {"name": "lr", "reference": "lr"},
        {"name": "opt", "description": "Optimizer", "reference": "opt"},
    ]
    assert exp["spec"]["parameters"][1] == {
        "name": "opt",
        "parameterType": "categorical",
        "feasibleSpace": {"list": ["adam", "sgd"]},
    }


def test_the_parameters_file_is_json_once_katib_substitutes_it() -> None:
    tuning = copy.deepcopy(TUNING)
    tuning["parametersFile"] = "/etc/sweep/params.json"
    tuning["parameters"]["depth"] = {"type": "int", "min": "2", "max": "8"}
    tuning["parameters"]["opt"] = {"type": "categorical", "values": ["adam", "sgd"]}
    exp = experiment(spec(tuning=tuning, args=[]))
    template = exp["spec"]["trialTemplate"]["trialSpec"]["spec"]["pytorchReplicaSpecs"]["Worker"]["template"]
    text = template["metadata"]["annotations"]["kfgen.dev/tuning-parameters"]
    substituted = text.replace("${trialParameters.lr}", "0.05").replace("${trialParameters.depth}", "4")
    assert json.loads(substituted.replace("${trialParameters.opt}", "sgd")) == {"lr": 0.05, "depth": 4, "opt": "sgd"}
    [volume] = [v for v in template["spec"]["volumes"] if v["name"] == "kfgen-tuning-parameters"]
    assert volume["downwardAPI"]["items"][0]["path"] == "params.json"
    mounts = {m["mountPath"] for m in template["spec"]["containers"][0]["volumeMounts"]}
    assert "/etc/sweep" in mounts


def test_push_mounts_the_namespace_file_report_metrics_reads_but_no_token() -> None:
    exp = experiment(spec())
    pod = exp["spec"]["trialTemplate"]["trialSpec"]["spec"]["pytorchReplicaSpecs"]["Worker"]["template"]["spec"]
    assert pod["automountServiceAccountToken"] is False
    [volume] = [v for v in pod["volumes"] if v["name"] == "kfgen-katib-namespace"]
    assert volume["downwardAPI"]["items"] == [{"path": "namespace", "fieldRef": {"fieldPath": "metadata.namespace"}}]
    stdout = copy.deepcopy(TUNING)
    stdout["metricsCollector"] = {"kind": "StdOut"}
    exp = experiment(spec(tuning=stdout))
    pod = exp["spec"]["trialTemplate"]["trialSpec"]["spec"]["pytorchReplicaSpecs"]["Worker"]["template"]["spec"]
    assert "volumes" not in pod  # the sidecar collectors need no namespace file


@pytest.mark.parametrize(
    ("fields", "primary"),
    [
        ({"replicas": {"worker": 2}}, v1job.MASTER),  # worker 0 is the master of a workers-only PyTorchJob
        ({"replicas": {"master": 1, "worker": 2}}, v1job.MASTER),
        ({"framework": "paddle", "replicas": {"worker": 2}}, v1job.WORKER_ZERO),  # no master at all
        ({"framework": "paddle", "replicas": {"master": 1, "worker": 2}}, v1job.MASTER),
        ({"framework": "jax", "replicas": {"worker": 2}}, v1job.MASTER),
        ({"framework": "mpi", "replicas": {"worker": 2}}, v1job.MASTER),  # the launcher
        ({"backend": "trainer"}, {trainjob.JOBSET_JOB: "node", trainjob.COMPLETION_INDEX: "0"}),
        ({"backend": "trainer", "framework": "mpi"}, {trainjob.JOBSET_JOB: "launcher"}),  # deepspeed: mpirun's pod
        ({"backend": "job"}, None),  # one pod
    ],
)
def test_the_primary_pod_is_one_the_operator_really_labels_so(fields: Obj, primary: dict[str, str] | None) -> None:
    exp = experiment(spec(**fields))
    assert exp["spec"]["trialTemplate"].get("primaryPodLabels") == primary
    expected = (
        "node" if fields.get("backend") == "trainer" else FRAMEWORKS[fields.get("framework", "pytorch")].container
    )
    assert exp["spec"]["trialTemplate"]["primaryContainerName"] == expected


@cache
def katib_constants() -> str:
    path = module_dir("github.com/kubeflow/katib", versions()["KATIB_VERSION"])
    return (path / "pkg/apis/controller/experiments/v1beta1/constants.go").read_text()


def katib_constant(name: str) -> str:
    match = re.search(rf'\t{name} = "((?:[^"\\]|\\.)*)"', katib_constants())
    assert match, name
    return match.group(1).replace('\\"', '"')


@pytest.mark.parametrize(
    ("fields", "prefix"),
    [
        ({}, "DefaultKubeflowJob"),
        ({"framework": "tensorflow"}, "DefaultKubeflowJob"),
        ({"framework": "paddle"}, "DefaultKubeflowJob"),  # Katib defaults none for PaddleJob: kfgen writes these
        ({"framework": "jax"}, "DefaultKubeflowJob"),
        ({"backend": "trainer"}, "DefaultTrainJob"),
        ({"backend": "job"}, "DefaultJob"),
    ],
)
def test_success_and_failure_conditions_are_katibs_own_defaults(fields: Obj, prefix: str) -> None:
    template = experiment(spec(**fields))["spec"]["trialTemplate"]
    assert template["successCondition"] == katib_constant(f"{prefix}SuccessCondition")
    assert template["failureCondition"] == katib_constant(f"{prefix}FailureCondition")


def test_katibs_default_primary_pods_are_kfgens_where_katib_has_one() -> None:
    text = katib_constants()
    assert 'DefaultKubeflowJobPrimaryPodLabels = map[string]string{"training.kubeflow.org/job-role": "master"}' in text
    assert (
        'DefaultTrainJobPrimaryPodLabels = map[string]string{"jobset.sigs.k8s.io/replicatedjob-name": "node", '
        '"batch.kubernetes.io/job-completion-index": "0"}'
    ) in text


def test_a_tuned_jobs_network_admits_its_trials_and_reaches_katib_db_manager() -> None:
    environment = copy.deepcopy(ENVIRONMENT)
    environment["spec"]["networkPolicy"] = {"enabled": True}
    environment["spec"]["katib"]["namespace"] = "katib"
    tuning = copy.deepcopy(TUNING)
    tuning["metricsCollector"] = {"kind": "StdOut"}
    tuning["earlyStopping"] = {"name": "medianstop"}
    environment["spec"]["security"] = {"profile": "baseline"}
    objects = render(spec(tuning=tuning), environment)
    exp = next(o for o in objects if o["kind"] == "Experiment")
    name = exp["metadata"]["name"]
    policies = {o["metadata"]["name"]: o for o in objects if o["kind"] == "NetworkPolicy"}
    trials = policies[name]["spec"]
    assert trials["podSelector"] == {"matchLabels": {api.EXPERIMENT_LABEL: name}}
    db = {
        "namespaceSelector": {"matchLabels": {"kubernetes.io/metadata.name": "katib"}},
        "podSelector": {"matchLabels": {"katib.kubeflow.org/component": "db-manager"}},
    }
    assert {"to": [db], "ports": [{"protocol": "TCP", "port": 6789}]} in trials["egress"]
    suggestion = {"podSelector": {"matchLabels": {"katib.kubeflow.org/deployment": f"{name}-random"}}}
    assert {"to": [suggestion], "ports": [{"protocol": "TCP", "port": 6788}]} in trials["egress"]
    service = policies[f"{name}-suggestion"]["spec"]
    assert service["podSelector"] == suggestion["podSelector"]
    controller = service["ingress"][0]["from"][0]
    assert controller["podSelector"] == {"matchLabels": {"katib.kubeflow.org/component": "controller"}}
    assert service["ingress"][0]["ports"] == [{"protocol": "TCP", "port": 6789}, {"protocol": "TCP", "port": 6788}]


def test_a_plain_job_is_one_restricted_pod_with_the_run_policy() -> None:
    objects = render(spec(backend="job", tuning=None, args=[], runPolicy={"deadline": "2h", "backoffLimit": 1}))
    [job] = [o for o in objects if o["kind"] == "Job"]
    assert job["apiVersion"] == "batch/v1" and job["metadata"]["labels"][api.QUEUE_LABEL] == "team-a"
    assert {k: v for k, v in job["spec"].items() if k != "template"} == {
        "activeDeadlineSeconds": 7200,
        "backoffLimit": 1,
    }
    pod = job["spec"]["template"]["spec"]
    assert pod["restartPolicy"] == "Never" and pod["automountServiceAccountToken"] is False
    [container] = pod["containers"]
    assert container["name"] == "pytorch" and container["securityContext"]["allowPrivilegeEscalation"] is False


def test_a_katib_block_renames_only_experiments() -> None:
    """An Environment that gains or changes its katib block must not re-create every running job under GitOps."""
    without = copy.deepcopy(ENVIRONMENT)
    del without["spec"]["katib"]
    plain = spec(tuning=None, args=["--lr=0.01"])
    names = [
        {o["kind"]: o["metadata"]["name"] for o in render(plain, env)}["PyTorchJob"] for env in (without, ENVIRONMENT)
    ]
    assert names[0] == names[1]
    changed = copy.deepcopy(ENVIRONMENT)
    changed["spec"]["katib"]["defaultCollector"] = "Push"
    stdout = copy.deepcopy(TUNING)
    del stdout["metricsCollector"]
    first, second = (experiment(spec(tuning=stdout), env) for env in (ENVIRONMENT, changed))
    assert first["spec"]["metricsCollectorSpec"] != second["spec"]["metricsCollectorSpec"]
    assert first["metadata"]["name"] != second["metadata"]["name"]  # Katib would refuse the change in place


@pytest.mark.parametrize("fields", [{"backend": "job"}, {"framework": "mpi", "replicas": {"worker": 2}}])
def test_the_primary_container_is_the_chosen_container(fields: Obj) -> None:
    """Only a plain Job and an MPIJob (no webhook; the operator takes the first container) take another name."""
    exp = experiment(spec(containerName="training-container", **fields))
    assert exp["spec"]["trialTemplate"]["primaryContainerName"] == "training-container"
    trial_job = exp["spec"]["trialTemplate"]["trialSpec"]["spec"]
    pods = [trial_job["template"]] if "template" in trial_job else list(trial_job["mpiReplicaSpecs"].values())
    names = {c["name"] for pod in pods for c in (pod.get("template", pod))["spec"]["containers"]}
    assert names == {"training-container"}


def test_a_parameter_name_is_any_katib_finds_in_the_template_num_epochs_among_them() -> None:
    tuning = copy.deepcopy(TUNING)
    tuning["parameters"]["num-epochs"] = {"type": "int", "min": "1", "max": "3"}
    tuning["parameters"]["optimizer ä"] = {"type": "categorical", "values": ["adam", "sgd"]}
    tuning["parametersFile"] = "/etc/sweep/params.json"
    exp = experiment(spec(tuning=tuning, args=["--epochs=${trialParameters.num-epochs}"]))
    assert [p["name"] for p in exp["spec"]["parameters"]] == ["lr", "num-epochs", "optimizer ä"]
    assert exp["spec"]["trialTemplate"]["trialParameters"][1] == {"name": "num-epochs", "reference": "num-epochs"}
    template = exp["spec"]["trialTemplate"]["trialSpec"]["spec"]["pytorchReplicaSpecs"]["Worker"]["template"]
    text = template["metadata"]["annotations"]["kfgen.dev/tuning-parameters"]
    assert '"${trialParameters.optimizer ä}"' in text  # Katib finds the placeholder only as written


def test_a_trial_parameter_may_be_named_apart_from_its_parameter() -> None:
    """trialParameter names the trial parameter (Katib's trialParameters[].name): the template references it as the
    spec wrote it, the parameters file and Katib's search space are the parameter's."""
    tuning = copy.deepcopy(TUNING)
    tuning["parameters"]["lr"]["trialParameter"] = "learningRate"
    tuning["parameters"]["n-estimators"] = {"type": "int", "min": "1", "max": "3", "trialParameter": "nEstimators"}
    tuning["parametersFile"] = "/etc/sweep/params.json"
    args = ["--lr=${trialParameters.learningRate}", "--n=${trialParameters.nEstimators}"]
    exp = experiment(spec(tuning=tuning, args=args))
    assert exp["spec"]["trialTemplate"]["trialParameters"] == [
        {"name": "learningRate", "reference": "lr"},
        {"name": "nEstimators", "reference": "n-estimators"},
    ]
    assert [p["name"] for p in exp["spec"]["parameters"]] == ["lr", "n-estimators"]
    template = exp["spec"]["trialTemplate"]["trialSpec"]["spec"]["pytorchReplicaSpecs"]["Worker"]["template"]
    assert template["spec"]["containers"][0]["args"] == args
    text = template["metadata"]["annotations"]["kfgen.dev/tuning-parameters"]
    substituted = text.replace("${trialParameters.learningRate}", "0.05").replace("${trialParameters.nEstimators}", "2")
    assert json.loads(substituted) == {"lr": 0.05, "n-estimators": 2}


def test_no_parameter_is_a_trial_parameter_kfgen_names_for_trial_metadata() -> None:
    """A parameter named trialSpec.Name would be a second trial parameter trialSpec.Name beside kfgen's for
    ${trialSpec.Name}: Katib refuses two of one name, so kfgen refuses the first."""
    tuning = copy.deepcopy(TUNING)
    tuning["parameters"]["trialSpec.Name"] = {"type": "categorical", "values": ["a", "b"]}
    args = ["--lr=${trialParameters.lr}", "--x=${trialParameters.trialSpec.Name}", "--name=${trialSpec.Name}"]
    assert _errors(spec(tuning=tuning, args=args)) == [
        "spec.tuning.parameters.trialSpec.Name: 'trialSpec.Name' starts with 'trialSpec.', kfgen's name for a trial "
        "parameter of trial metadata (${trialSpec.KEY}): name it otherwise, or name its trial parameter with "
        "trialParameter"
    ]
    tuning["parameters"]["trialSpec.Name"]["trialParameter"] = "x"
    args[1] = "--x=${trialParameters.x}"
    assert [
        p["name"] for p in experiment(spec(tuning=tuning, args=args))["spec"]["trialTemplate"]["trialParameters"]
    ] == [
        "lr",
        "x",
        "trialSpec.Name",
    ]


def _errors(obj: Obj) -> list[str]:
    expansion = core.expand(obj, ENVIRONMENT)
    assert not expansion.ok
    return [f"{r.field}: {r.message}" for r in expansion.results if r.severity == "error"]


def test_a_trial_parameter_is_referenced_by_its_own_name_and_named_once() -> None:
    tuning = copy.deepcopy(TUNING)
    tuning["parameters"]["lr"]["trialParameter"] = "learningRate"
    assert _errors(spec(tuning=tuning)) == [
        "spec.args[0]: ${trialParameters.lr} names no parameter of spec.tuning.parameters (learningRate): the "
        "parameter 'lr' is ${trialParameters.learningRate} (its trialParameter)",
        "spec.tuning.parameters.lr: is not used: Katib needs every parameter in the trial; write "
        "${trialParameters.learningRate} in args, command or env, or set spec.tuning.parametersFile",
    ]
    tuning["parameters"]["momentum"] = {"type": "double", "min": "0.1", "max": "0.9", "trialParameter": "lr"}
    args = ["--lr=${trialParameters.lr}"]
    tuning["parameters"]["lr"]["trialParameter"] = "lr"
    assert _errors(spec(tuning=tuning, args=args))[0] == (
        "spec.tuning.parameters.momentum.trialParameter: the parameters 'lr' and 'momentum' would both be the trial "
        "parameter 'lr' (Katib refuses two of one name): name them apart"
    )
    tuning["parameters"]["momentum"]["trialParameter"] = "trialSpec.Name"
    assert _errors(spec(tuning=tuning, args=["--lr=${trialParameters.lr}", "--m=${trialParameters.trialSpec.Name}"]))[
        0
    ] == (
        "spec.tuning.parameters.momentum.trialParameter: 'trialSpec.Name' starts with 'trialSpec.', kfgen's name for "
        "a trial parameter of trial metadata (${trialSpec.KEY}): name it otherwise"
    )


def test_katibs_own_default_filter_with_its_four_groups_is_a_filter() -> None:
    path = module_dir("github.com/kubeflow/katib", versions()["KATIB_VERSION"])
    match = re.search(
        r"\tDefaultFilter = `([^`]*)`", (path / "pkg/metricscollector/v1beta1/common/const.go").read_text()
    )
    assert match
    tuning = copy.deepcopy(TUNING)
    tuning["metricsCollector"] = {"kind": "StdOut", "filter": [match.group(1)]}
    exp = experiment(spec(tuning=tuning))
    assert exp["spec"]["metricsCollectorSpec"]["source"]["filter"]["metricsFormat"] == [match.group(1)]


def test_the_specs_annotations_reach_the_trial_jobs_as_its_labels_do() -> None:
    environment = copy.deepcopy(ENVIRONMENT)
    environment["spec"]["annotations"] = {"team.example.com/cost-center": "ml"}
    exp = experiment(spec(labels={"team": "vision"}, annotations={"sidecar.istio.io/inject": "false"}), environment)
    metadata = exp["spec"]["trialTemplate"]["trialSpec"]["metadata"]
    assert metadata["labels"] == {"team": "vision", api.QUEUE_LABEL: "team-a"}
    assert metadata["annotations"] == {"team.example.com/cost-center": "ml", "sidecar.istio.io/inject": "false"}
    assert exp["metadata"]["annotations"]["sidecar.istio.io/inject"] == "false"


@pytest.mark.parametrize("fields", [{}, {"backend": "job"}])
def test_the_primary_pod_labels_are_the_specs_when_it_names_them(fields: Obj) -> None:
    tuning = copy.deepcopy(TUNING)
    tuning["primaryPodLabels"] = {
        "training.kubeflow.org/replica-type": "worker",
        "training.kubeflow.org/replica-index": "1",
    }
    exp = experiment(spec(tuning=tuning, **fields))
    assert exp["spec"]["trialTemplate"]["primaryPodLabels"] == tuning["primaryPodLabels"]
