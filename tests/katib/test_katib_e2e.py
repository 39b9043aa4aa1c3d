"""Tuning end to end: Experiments kfgen renders run in the real Katib v0.19.0 loop (tests/harness/katib.py:
katib-controller, its webhooks, katib-db-manager on PostgreSQL, Goptuna) over the real operators on kwok, in
namespaces that enforce Pod Security "restricted", with the trials' metrics reported through kubeflow-katib's
report_metrics.

* Every Experiment the shipped examples render for dev, staging and prod passes Katib's own admission (defaulter and
  validator, server-side dry run), and Katib's defaulter changes nothing kfgen wrote.
* A plain-Job sweep (the bundled example): each trial's pod runs with the suggested parameters where the spec put
  `${trialParameters.NAME}`; a failed trial counts; the Experiment ends Succeeded with the best trial.
* A workers-only PyTorchJob: the trial's primary pod is worker 0 and the parameters file holds the assignments;
  with a master, the master is.
* A TrainJob: the primary pod is the trainer's first node, created by Trainer and JobSet.
* Categorical values with quotes and backslashes (as JSON string text) and trial metadata references: each trial's
  job is the rendered template with Katib's text substitution, its args the values decoded.
* The suggestion pod passes "restricted" only with docs/katib/katib-config.yaml's securityContext.
"""

from __future__ import annotations

import copy
import json
import time
from pathlib import Path
from typing import Any

import yaml
from conftest import ROOT
from katib import REPORT, RESTRICTED_SUGGESTION, Katib, katib_fixture  # noqa: F401
from operators import OUTCOME_LABEL

from kfgen import api, core, merge

Obj = dict[str, Any]

NS = "e2e-tuning"
E2E = "e2e"
ALL_TRIAL_KINDS = ["Job", "PyTorchJob", "TFJob", "XGBoostJob", "MPIJob", "PaddleJob", "JAXJob", "TrainJob"]
ENVIRONMENT: Obj = {
    "apiVersion": api.API_VERSION,
    "kind": api.ENVIRONMENT,
    "metadata": {"name": E2E},
    "spec": {
        "namespace": NS,
        "katib": {
            "trialResources": ALL_TRIAL_KINDS,
            "metricsCollectorInjection": True,
            "injectSecurityContext": True,
            "restrictedSuggestions": True,
        },
    },
}
EXPERIMENTS = f"/apis/{api.KATIB_API_VERSION}"
SMALL = {"cpu": "1", "memory": "1Gi"}


def load(path: Path) -> Obj:
    loaded: Obj = yaml.safe_load(path.read_text())
    return loaded


def render(spec: Obj, environment: Obj = ENVIRONMENT) -> list[Obj]:
    expansion = core.expand(spec, environment)
    assert expansion.ok, [str(r) for r in expansion.results]
    return list(expansion.objects)


def for_e2e(example: str, override: Obj) -> Obj:
    """An example with this test's override (fewer, smaller trials whose pods run until the test finishes them)."""
    spec = load(ROOT / "examples" / f"{example}.yaml")
    labels = {"labels": {OUTCOME_LABEL: REPORT}, "resources": SMALL}
    spec["spec"].setdefault("environments", {})[E2E] = merge.layers(labels, override)
    return spec


def experiment_of(objects: list[Obj]) -> Obj:
    [found] = [o for o in objects if o["kind"] == "Experiment"]
    return found


def apply(katib: Katib, objects: list[Obj]) -> Obj:
    """Applies what kfgen rendered (the ServiceAccount, the Experiment); the Experiment as Katib admitted it."""
    exp = experiment_of(objects)
    katib.ops.apply([o for o in objects if o is not exp])
    katib.create(exp)
    live = katib.experiment(exp["metadata"]["namespace"], exp["metadata"]["name"])
    assert live is not None
    return live


def kept(written: Any, admitted: Any, path: str = "") -> list[str]:
    """The paths of what kfgen wrote that the admitted object changed (Katib's defaulter only adds)."""
    if isinstance(written, dict) and isinstance(admitted, dict):
        return [p for k, v in written.items() for p in kept(v, admitted.get(k), f"{path}.{k}")]
    if isinstance(written, list) and isinstance(admitted, list) and len(written) == len(admitted):
        return [p for i, (a, b) in enumerate(zip(written, admitted, strict=True)) for p in kept(a, b, f"{path}[{i}]")]
    return [] if written == admitted else [path]


def assignments(trial: Obj) -> dict[str, str]:
    return {a["name"]: a["value"] for a in trial["spec"]["parameterAssignments"]}


def finish_trial(katib: Katib, trial: str, outcome: str) -> None:
    for pod in katib.trial_pods(NS, trial):
        if pod["metadata"]["labels"].get(OUTCOME_LABEL) == REPORT:
            katib.finish(pod, outcome)


def wait_trial(katib: Katib, trial: str, condition: str) -> None:
    katib.ops.wait_condition(f"{EXPERIMENTS}/namespaces/{NS}/trials/{trial}", condition, 90)


# admission -------------------------------------------------------------------------------------------------


def tuning_examples() -> list[Path]:
    return sorted(p for p in (ROOT / "examples").glob("*.yaml") if "tuning" in load(p)["spec"])


def test_every_rendered_experiment_passes_katibs_admission_unchanged(katib: Katib) -> None:
    checked = []
    for name in ("dev", "staging", "prod"):
        environment = load(ROOT / "overlays" / name / "environment.yaml")
        namespace = katib.namespace(environment["spec"]["namespace"], "baseline" if name == "dev" else "restricted")
        for path in tuning_examples():
            exp = experiment_of(render(load(path), environment))
            status, body = katib.cluster.request(
                "POST", f"{EXPERIMENTS}/namespaces/{namespace}/experiments?dryRun=All", exp
            )
            assert status == 201, (path.name, name, body.get("message"))
            assert kept(exp, body) == [], (path.name, name, kept(exp, body))
            checked.append((path.stem, name, "earlyStopping" in exp["spec"]))
    assert len(checked) == 3 * len(tuning_examples()) >= 12
    assert ("katib-early-stopping", "dev", True) in checked  # medianstop is admitted (dev enforces baseline)
    print("\nadmitted:", checked)


def test_an_experiment_in_a_namespace_without_the_injection_label_is_refused(katib: Katib) -> None:
    """Why an Environment must state katib.metricsCollectorInjection: Katib's validator refuses the namespace."""
    katib.cluster.kubectl("create", "namespace", "e2e-unlabelled")
    exp = experiment_of(render(load(ROOT / "examples" / "job-sweep.yaml")))
    exp["metadata"]["namespace"] = "e2e-unlabelled"
    status, body = katib.cluster.request("POST", f"{EXPERIMENTS}/namespaces/e2e-unlabelled/experiments?dryRun=All", exp)
    assert status >= 400 and "lacks label" in body.get("message", ""), body


# the loop --------------------------------------------------------------------------------------------------


def test_job_sweep_reaches_the_best_trial_with_the_suggested_parameters(katib: Katib) -> None:
    katib.namespace(NS)
    override = {"tuning": {"trials": {"max": 3, "parallel": 1, "maxFailed": 2}}}
    objects = render(for_e2e("job-sweep", override))
    exp = experiment_of(objects)
    name = exp["metadata"]["name"]
    began = time.monotonic()
    apply(katib, objects)
    aucs = (None, "0.8", "0.95")
    for index, auc in enumerate(aucs):
        trial = katib.wait_trials(NS, name, index + 1, timeout=90)[index]
        trial_name = trial["metadata"]["name"]
        pod = katib.primary_pod(NS, trial_name, timeout=90)
        values = assignments(trial)
        container = pod["spec"]["containers"][0]
        assert container["args"] == [f"--eta={values['eta']}", f"--max-depth={values['max_depth']}"]
        env = {e["name"]: e for e in container["env"]}
        assert env["OBJECTIVE"]["value"] == values["objective"] in ("binary:logistic", "binary:hinge")
        assert "valueFrom" in env["KATIB_TRIAL_NAME"]  # Katib's pod webhook: the trial's name
        job = katib.cluster.request("GET", f"/apis/batch/v1/namespaces/{NS}/jobs/{trial_name}")[1]
        assert api.MANAGED_BY_LABEL not in job["metadata"]["labels"]  # the Trial's, not kfgen's
        assert pod["metadata"]["labels"][api.EXPERIMENT_LABEL] == name
        if auc is None:
            finish_trial(katib, trial_name, "fail")
            wait_trial(katib, trial_name, "Failed")
        else:
            katib.report(NS, trial_name, {"auc": float(auc)}, pod)
            finish_trial(katib, trial_name, "succeed")
            wait_trial(katib, trial_name, "Succeeded")
    live = katib.wait_experiment(NS, name, "Succeeded", timeout=90)
    status = live["status"]
    assert status["trialsFailed"] == 1 and status["trialsSucceeded"] == 2, status
    best = status["currentOptimalTrial"]
    assert best["bestTrialName"] == katib.trials(NS, name)[2]["metadata"]["name"]
    assert {m["name"]: m["latest"] for m in best["observation"]["metrics"]}["auc"] == "0.95"
    assert next(c for c in status["conditions"] if c["type"] == "Succeeded")["reason"] == "ExperimentGoalReached"
    print(f"\nplain-Job sweep: 3 trials, Succeeded in {time.monotonic() - began:.1f}s")


WORKERS_ONLY: Obj = {
    "apiVersion": api.API_VERSION,
    "kind": api.TRAINING_SPEC,
    "metadata": {"name": "workers-sweep"},
    "spec": {
        "framework": "pytorch",
        "image": "registry.example.com/ml/train:1.0",
        "command": ["torchrun", "/app/train.py", "--config=/etc/tuning/parameters.json"],
        "replicas": {"worker": 2},
        "restartPolicy": "Never",
        "resources": SMALL,
        "labels": {OUTCOME_LABEL: REPORT},
        "tuning": {
            "objective": {"metric": "loss", "type": "minimize"},
            "algorithm": {"name": "sobol"},
            "trials": {"max": 2, "parallel": 2},
            "metricsCollector": {"kind": "Push"},
            "parametersFile": "/etc/tuning/parameters.json",
            "parameters": {
                "lr": {"type": "double", "min": "0.001", "max": "0.1"},
                "layers": {"type": "int", "min": "2", "max": "8"},
                "optimizer": {"type": "categorical", "values": ["adam", "sgd"]},
            },
        },
    },
}


def test_workers_only_pytorchjob_trials_report_from_worker_zero_with_the_parameters_file(katib: Katib) -> None:
    katib.namespace(NS)
    objects = render(WORKERS_ONLY)
    name = experiment_of(objects)["metadata"]["name"]
    apply(katib, objects)
    trials = katib.wait_trials(NS, name, 2, timeout=90)
    for trial, loss in zip(trials, (0.3, 0.2), strict=True):
        trial_name = trial["metadata"]["name"]
        pod = katib.primary_pod(NS, trial_name, timeout=90)
        assert pod["metadata"]["name"] == f"{trial_name}-worker-0"
        written = json.loads(pod["metadata"]["annotations"]["kfgen.dev/tuning-parameters"])
        values = assignments(trial)
        assert written == {"lr": float(values["lr"]), "layers": int(values["layers"]), "optimizer": values["optimizer"]}
        mounts = {m["mountPath"] for m in pod["spec"]["containers"][0]["volumeMounts"]}
        assert {"/etc/tuning", "/var/run/secrets/kubernetes.io/serviceaccount"} <= mounts
        katib.report(NS, trial_name, {"loss": loss}, pod)
        finish_trial(katib, trial_name, "succeed")
    live = katib.wait_experiment(NS, name, "Succeeded", timeout=120)
    assert live["status"]["currentOptimalTrial"]["bestTrialName"] == trials[1]["metadata"]["name"]


def test_pytorchjob_with_a_master_reports_from_the_master(katib: Katib) -> None:
    """The other PyTorchJob shape: the master is the primary pod (a baseline namespace: without the restricted
    init-pytorch template the operator's init container is refused under restricted)."""
    namespace = katib.namespace("e2e-tuning-master", "baseline")
    environment = copy.deepcopy(ENVIRONMENT)
    environment["spec"].update(namespace=namespace, security={"profile": "baseline"})
    doc = copy.deepcopy(WORKERS_ONLY)
    doc["metadata"]["name"] = "master-sweep"
    doc["spec"].update(replicas={"master": 1, "worker": 1})
    doc["spec"]["tuning"]["trials"] = {"max": 1, "parallel": 1}
    objects = render(doc, environment)
    name = experiment_of(objects)["metadata"]["name"]
    apply(katib, objects)
    [trial] = katib.wait_trials(namespace, name, 1, timeout=90)
    trial_name = trial["metadata"]["name"]
    pod = katib.primary_pod(namespace, trial_name, timeout=90)
    assert pod["metadata"]["name"] == f"{trial_name}-master-0"
    katib.report(namespace, trial_name, {"loss": 0.5}, pod)
    for each in katib.trial_pods(namespace, trial_name):
        katib.finish(each, "succeed")
    live = katib.wait_experiment(namespace, name, "Succeeded", timeout=120)
    assert live["status"]["trialsSucceeded"] == 1


def test_trainjob_trials_report_from_the_first_node(katib: Katib) -> None:
    katib.namespace(NS)
    trials = {"max": 1, "parallel": 1, "maxFailed": 1}
    override = {"replicas": {"worker": 2}, "nprocPerNode": 1, "tuning": {"trials": trials}}
    objects = render(for_e2e("trainer-sweep", override))
    name = experiment_of(objects)["metadata"]["name"]
    apply(katib, objects)
    [trial] = katib.wait_trials(NS, name, 1, timeout=90)
    trial_name = trial["metadata"]["name"]
    pod = katib.primary_pod(NS, trial_name, timeout=120)
    labels = pod["metadata"]["labels"]
    assert labels["jobset.sigs.k8s.io/replicatedjob-name"] == "node"
    assert labels["batch.kubernetes.io/job-completion-index"] == "0"
    katib.report(NS, trial_name, {"eval_loss": 1.5}, pod)
    finish_trial(katib, trial_name, "succeed")
    live = katib.wait_experiment(NS, name, "Succeeded", timeout=120)
    assert live["status"]["trialsSucceeded"] == 1


def test_stdout_trials_get_katibs_collector_sidecar_with_the_training_containers_security_context(
    katib: Katib,
) -> None:
    """The seeds' StdOut experiment (its algorithm swapped for one Goptuna serves): Katib's pod webhook wraps the
    command and adds its collector, which passes "restricted" because katib-config injects the securityContext."""
    katib.namespace(NS)
    override = {
        "tuning": {
            "algorithm": {"name": "random", "settings": None},
            "trials": {"max": 1, "parallel": 1, "maxFailed": 1},
            "resumePolicy": "Never",  # FromVolume's claim would wait for storage this cluster does not provision
        },
        "resources": {"gpu": 0},
    }
    objects = render(for_e2e("katib-cnn-tuning", override))
    name = experiment_of(objects)["metadata"]["name"]
    apply(katib, objects)
    [trial] = katib.wait_trials(NS, name, 1, timeout=90)
    pod = katib.primary_pod(NS, trial["metadata"]["name"], timeout=90)  # admitted in a restricted namespace
    containers = {c["name"]: c for c in pod["spec"]["containers"]}
    training, sidecar = containers["tensorflow"], containers["metrics-logger-and-collector"]
    assert sidecar["securityContext"] == training["securityContext"]
    [script] = training["args"]
    assert training["command"] == ["sh", "-c"] and script.startswith("python /app/train.py "), training
    assert f"--batch_size={assignments(trial)['batch_size']}" in script and "1>/var/log/katib/metrics.log" in script
    katib.cluster.request("DELETE", f"{EXPERIMENTS}/namespaces/{NS}/experiments/{name}")


# Values written as JSON string text (a quote as \", a backslash as \\): kfgen accepts them because Katib's text
# substitution keeps each inside its string, and the trial gets it decoded
ESCAPED_VALUES = [r"say \"hi\"", r"C:\\data\\run", r"caf\u00e9 \"\\\""]
QUOTED_SWEEP: Obj = {
    "apiVersion": api.API_VERSION,
    "kind": api.TRAINING_SPEC,
    "metadata": {"name": "quoted-sweep"},
    "spec": {
        "framework": "xgboost",
        "backend": "job",
        "image": "registry.example.com/ml/train:1.0",
        "command": ["python", "/app/train.py"],
        "args": [
            "--prompt=${trialParameters.prompt}",
            "--run=${trialSpec.Name}",
            f"--outcome=${{trialSpec.Labels[{OUTCOME_LABEL}]}}",
        ],
        "env": {"TRIAL_NAMESPACE": "${trialSpec.Namespace}", "TRIAL_KIND": "${trialSpec.APIVersion}/${trialSpec.Kind}"},
        "resources": SMALL,
        "labels": {OUTCOME_LABEL: REPORT},
        "tuning": {
            "objective": {"metric": "loss", "type": "minimize"},
            "algorithm": {"name": "random"},
            "trials": {"max": 3, "parallel": 3, "maxFailed": 3},
            "metricsCollector": {"kind": "Push"},
            "parameters": {"prompt": {"type": "categorical", "values": ESCAPED_VALUES}},
        },
    },
}


def test_values_with_quotes_and_backslashes_and_trial_metadata_run_as_rendered(katib: Katib) -> None:
    """Katib writes each value into the template's JSON text: every trial's job is kfgen's trial template with the
    value's JSON string text in place, and its container's args are the value decoded."""
    katib.namespace(NS)
    objects = render(QUOTED_SWEEP)
    exp = experiment_of(objects)
    name = exp["metadata"]["name"]
    rendered = json.dumps(exp["spec"]["trialTemplate"]["trialSpec"])
    apply(katib, objects)
    for trial in katib.wait_trials(NS, name, 3, timeout=90):
        trial_name = trial["metadata"]["name"]
        value = assignments(trial)["prompt"]
        assert value in ESCAPED_VALUES
        pod = katib.primary_pod(NS, trial_name, timeout=90)
        container = pod["spec"]["containers"][0]
        decoded = json.loads(f'"{value}"')
        assert container["args"] == [f"--prompt={decoded}", f"--run={trial_name}", f"--outcome={REPORT}"]
        env = {e["name"]: e.get("value") for e in container["env"]}
        assert env["TRIAL_NAMESPACE"] == NS and env["TRIAL_KIND"] == "batch/v1/Job"
        expected = json.loads(
            rendered.replace("${trialParameters.prompt}", value)
            .replace("${trialParameters.trialSpec.Name}", trial_name)
            .replace("${trialParameters.trialSpec.Namespace}", NS)
            .replace("${trialParameters.trialSpec.APIVersion}", "batch/v1")
            .replace("${trialParameters.trialSpec.Kind}", "Job")
            .replace(f"${{trialParameters.trialSpec.Labels[{OUTCOME_LABEL}]}}", REPORT)
        )
        job = katib.cluster.request("GET", f"/apis/batch/v1/namespaces/{NS}/jobs/{trial_name}")[1]
        ran, predicted = (j["spec"]["template"]["spec"]["containers"][0] for j in (job, expected))
        assert (ran["args"], ran["env"]) == (predicted["args"], predicted["env"])
    katib.cluster.request("DELETE", f"{EXPERIMENTS}/namespaces/{NS}/experiments/{name}")


# the platform ---------------------------------------------------------------------------------------------


def test_the_suggestion_pod_passes_restricted_only_with_katib_configs_security_context(katib: Katib) -> None:
    """Why an Environment must state katib.restrictedSuggestions: Katib sets no securityContext on the suggestion's
    pod, so in a restricted namespace it runs only with the one docs/katib/katib-config.yaml gives each suggestion."""
    katib.namespace(NS)
    objects = render(for_e2e("job-sweep", {"tuning": {"trials": {"max": 1, "parallel": 1, "maxFailed": 1}}}))
    exp = experiment_of(objects)
    apply(katib, objects)
    path = f"/apis/apps/v1/namespaces/{NS}/deployments/{exp['metadata']['name']}-random"
    suggestion = katib.ops.wait_condition(path, "Available", 60)  # its pod was admitted
    template = suggestion["spec"]["template"]
    assert template["spec"]["containers"][0]["securityContext"] == RESTRICTED_SUGGESTION
    assert not template["spec"].get("securityContext")
    bare = copy.deepcopy(template["spec"])
    for container in bare["containers"]:
        container.pop("securityContext", None)  # as Katib's own katib-config has it
    pod = {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "suggestion-probe", "namespace": NS}, "spec": bare}
    status, body = katib.cluster.request("POST", f"/api/v1/namespaces/{NS}/pods?dryRun=All", pod)
    assert status == 403 and "restricted" in body.get("message", ""), body
