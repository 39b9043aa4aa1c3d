"""The Environment's monitoring as the real tools read it: promtool checks every rendered rule set and every
dashboard query, promtool's unit tests hold each alert to what it promises (a failed job fires, a succeeded
one does not; thresholds and `for` windows), the Grafana Foundation SDK reads every dashboard strictly, and
the kube-state-metrics configuration covers exactly the vocabulary's job kinds."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import ENVIRONMENTS, ROOT, environment_file
from monitoring_harness import (
    check_rules,
    dashboard_check,
    dashboards,
    environment_output,
    of_kind,
    query_rules,
    rule_groups,
    unit_test,
    write_rules,
)

from kfgen import api, core
from kfgen.features.monitoring import rules, state
from kfgen.model import EnvironmentView
from kfgen.workloads import registry, v1job

Obj = dict[str, Any]
NS = "ml-prod"


def overlay(name: str) -> Obj:
    return dict(yaml.safe_load(environment_file(name).read_text()))


def full_environment() -> Obj:
    """prod, with every alert on: Katib, a runtime limit short enough to test."""
    env = overlay("prod")
    monitoring = env["spec"]["monitoring"]
    monitoring["katibTrials"] = True
    monitoring["alerts"]["runtimeLimit"] = "2h"
    return env


def exported_environment() -> Obj:
    env = full_environment()
    env["spec"]["monitoring"]["alerts"]["gpu"]["podLabel"] = "exported_pod"
    return env


# promtool check -----------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ENVIRONMENTS)
def test_every_overlays_rules_and_dashboard_queries_pass_promtool(name: str, tmp_path: Path) -> None:
    objects = environment_output(overlay(name))
    groups = rule_groups(objects)
    assert groups and all(g["rules"] for g in groups)
    for i, path in enumerate(
        [write_rules(tmp_path, groups), write_rules(tmp_path, query_rules(dashboards(objects)), "q.yaml")]
    ):
        result = check_rules(path)
        assert result.returncode == 0, f"{name} {i}: {result.stdout}{result.stderr}"
        assert "SUCCESS" in result.stdout


def test_every_alert_of_the_table_is_rendered_and_passes_promtool(tmp_path: Path) -> None:
    groups = rule_groups(environment_output(full_environment()))
    names = [r["alert"] for g in groups for r in g["rules"]]
    assert names == [a.name for a in rules.ALERTS]
    result = check_rules(write_rules(tmp_path, groups))
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_broken_query_fails_promtool(tmp_path: Path) -> None:
    """The check can fail: promtool refuses what kfgen must never write."""
    bad = [{"name": "bad", "rules": [{"alert": "X", "expr": 'sum(kfgen_job_condition{type="Failed"}'}]}]
    result = check_rules(write_rules(tmp_path, bad))
    assert result.returncode != 0 and "parse error" in result.stderr


def test_the_progress_rule_of_a_spec_passes_promtool(tmp_path: Path) -> None:
    spec = yaml.safe_load((ROOT / "examples" / "pytorch-resnet50.yaml").read_text())
    for name in ENVIRONMENTS:
        out = core.transform([copy.deepcopy(spec)], overlay(name))
        progress = [
            o for o in out.objects if o["kind"] == "PrometheusRule" and o["metadata"]["name"].endswith("-progress")
        ]
        assert len(progress) == 1, name
        assert progress[0]["metadata"]["labels"]["release"] == "kube-prometheus"
        result = check_rules(write_rules(tmp_path, progress[0]["spec"]["groups"]))
        assert result.returncode == 0, result.stdout + result.stderr


# dashboards ---------------------------------------------------------------------------------------


@pytest.mark.parametrize("name", ENVIRONMENTS)
def test_every_overlays_dashboard_passes_the_grafana_sdks_strict_check(name: str, tmp_path: Path) -> None:
    objects = environment_output(overlay(name))
    paths = []
    for obj in [*of_kind(objects, "GrafanaDashboard"), *of_kind(objects, "ConfigMap")]:
        if obj["kind"] == "ConfigMap" and "grafana_dashboard" not in obj["metadata"]["labels"]:
            continue
        path = tmp_path / f"{obj['kind']}-{obj['metadata']['name']}.json"
        text = obj["spec"]["json"] if obj["kind"] == "GrafanaDashboard" else next(iter(obj["data"].values()))
        path.write_text(text)
        paths.append(path)
    assert len(paths) == 1
    result = dashboard_check(paths)
    assert result.returncode == 0, result.stdout + result.stderr
    titles = {p["title"] for p in dashboards(objects)[0]["panels"]}
    assert {"Jobs by phase", "Queue wait of jobs not yet admitted", "GPU utilisation per job"} <= titles
    assert {"Container restarts per job (1h)", "Tracking server"} <= titles


def test_the_dashboard_check_refuses_an_unknown_field(tmp_path: Path) -> None:
    model = dashboards(environment_output(overlay("dev")))[0]
    model["panels"][0]["targets"][0]["legend"] = "x"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(model))
    result = dashboard_check([path])
    assert result.returncode == 1 and "unexpected field 'legend'" in result.stderr


def test_a_grafana_dashboard_is_loaded_by_the_chosen_instances() -> None:
    objects = environment_output(overlay("staging"))
    [dashboard] = of_kind(objects, "GrafanaDashboard")
    assert dashboard["spec"]["instanceSelector"] == {"matchLabels": {"dashboards": "grafana"}}
    assert dashboard["metadata"]["namespace"] == "monitoring"
    [sidecar] = [
        o
        for o in of_kind(environment_output(overlay("prod")), "ConfigMap")
        if "grafana_dashboard" in o["metadata"]["labels"]
    ]
    assert sidecar["metadata"]["labels"]["grafana_dashboard"] == "1"  # the kube-prometheus-stack sidecar's default
    assert sidecar["metadata"]["annotations"]["grafana_folder"] == "Training"
    assert sidecar["metadata"]["namespace"] == "monitoring"


# kube-state-metrics configuration --------------------------------------------------------------------


def test_the_state_metrics_config_covers_exactly_the_vocabularys_job_kinds() -> None:
    env = full_environment()
    [config_map] = [o for o in environment_output(env) if o["kind"] == "ConfigMap" and "config.json" in o["data"]]
    config = json.loads(config_map["data"]["config.json"])
    kinds = {(r["groupVersionKind"]["group"], r["groupVersionKind"]["kind"]) for r in config["spec"]["resources"]}
    jobs = {(k.group, k.kind) for k in registry.KINDS if k.job and k.kind != "Job"}
    assert jobs and jobs <= kinds
    assert ("batch", "Job") not in kinds  # not a custom resource: kube-state-metrics' CRD discoverer refuses it
    assert kinds - jobs == {("kueue.x-k8s.io", "Workload"), ("kubeflow.org", "Trial")}


def test_a_new_job_kind_gets_state_metrics_from_its_profile_or_fails_loudly(monkeypatch: pytest.MonkeyPatch) -> None:
    """A workload's job kind is read with the status shape of its profile at once; a job kind without a shape stops
    the build instead of being skipped."""
    new = api.KindInfo(api.V1_API_VERSION, "RayJob", "rayjobs", phases=v1job.PHASES)
    monkeypatch.setattr(registry, "KINDS", (*registry.KINDS, new))
    monkeypatch.setitem(state.SHAPES, (api.V1_API_VERSION, "RayJob"), v1job.WORKLOAD.status)
    config = state.config(EnvironmentView.of(full_environment()))
    assert "RayJob" in {r["groupVersionKind"]["kind"] for r in config["spec"]["resources"]}
    strange = api.KindInfo("ray.io/v1", "RayCluster", "rayclusters", phases=v1job.PHASES)
    monkeypatch.setattr(registry, "KINDS", (*registry.KINDS, strange))
    with pytest.raises(KeyError):
        state.config(EnvironmentView.of(full_environment()))


# promtool test rules: what each alert promises ---------------------------------------------------------

JOB = {"namespace": NS, "trainingspec": "bert", "team": "vision", "queue": "train"}


def series(metric: str, values: str, **labels: str) -> Obj:
    body = ", ".join(f'{k}="{v}"' for k, v in sorted(labels.items()))
    return {"series": f"{metric}{{{body}}}", "values": values}


def job(name: str, kind: str = "PyTorchJob", **more: str) -> dict[str, str]:
    return {**JOB, "name": name, "customresource_kind": kind, **more}


def alert(name: str, eval_time: str, *expected: Obj) -> Obj:
    return {"eval_time": eval_time, "alertname": name, "exp_alerts": list(expected)}


def fired(labels: dict[str, str], summary: str, description: str, runbook: str) -> Obj:
    return {
        "exp_labels": labels,
        "exp_annotations": {
            "summary": summary,
            "description": description,
            "runbook_url": f"https://runbooks.ml.example.com/training/{runbook}",
        },
    }


def prod_labels(severity: str, **labels: str) -> dict[str, str]:
    return {"severity": severity, "environment": "prod", **labels}


def run(tmp_path: Path, env: Obj, tests: list[Obj]) -> None:
    rules_file = write_rules(tmp_path, rule_groups(environment_output(env)))
    result = unit_test(tmp_path, rules_file, tests)
    assert result.returncode == 0, result.stdout + result.stderr


def test_a_failed_job_fires_and_a_succeeded_one_does_not(tmp_path: Path) -> None:
    failed = job("bert-1", type="Failed", reason="BackoffLimitExceeded")
    tests = [
        {
            "interval": "1m",
            "input_series": [
                series("kfgen_job_condition", "0 0 1x10", **failed),
                series("kfgen_job_condition", "0 0 1x10", **job("bert-2", type="Succeeded")),
                series("kfgen_job_condition", "0x12", **job("bert-2", type="Failed")),
                series("kfgen_job_condition", "0 0 1x10", **job("llm-1", "TrainJob", type="Complete", team="")),
                # a Katib trial's job: Katib counts it against maxFailed, the Experiment's failure pages
                series("kfgen_job_condition", "0 0 1x10", **job("sweep-1-x7kq2", type="Failed", trainingspec="")),
            ],
            "alert_rule_test": [
                alert("TrainingJobFailed", "1m"),
                alert(
                    "TrainingJobFailed",
                    "3m",
                    fired(
                        prod_labels("critical", **failed),
                        f"PyTorchJob {NS}/bert-1 failed",
                        "The operator marked the job Failed (TrainingSpec bert).",
                        "TrainingJobFailed",
                    ),
                ),
            ],
        }
    ]
    run(tmp_path, full_environment(), tests)


def test_a_job_that_has_not_started_fires_after_the_pending_window(tmp_path: Path) -> None:
    pending = job("bert-3", queue="gpu")
    tests = [
        {
            "interval": "1m",
            "input_series": [
                series("kfgen_job_created_timestamp_seconds", "0x40", **pending),
                series("kfgen_job_created_timestamp_seconds", "0x40", **job("bert-4")),
                series("kfgen_job_condition", "1x40", **job("bert-4", type="Running")),
                series("kfgen_job_created_timestamp_seconds", "0x40", **job("llm-2", "TrainJob")),
                series("kfgen_job_active_pods", "2x40", **job("llm-2", "TrainJob", replica_type="node")),
            ],
            "alert_rule_test": [
                alert("TrainingJobPending", "29m"),
                alert(
                    "TrainingJobPending",
                    "31m",
                    fired(
                        {**prod_labels("info", **pending), "team": "vision"},
                        f"PyTorchJob {NS}/bert-3 has not started",
                        "The job has neither started nor finished 31m 0s after it was created: not admitted by its "
                        "queue (gpu), or its pods are not scheduled.",
                        "TrainingJobPending",
                    ),
                ),
            ],
        }
    ]
    run(tmp_path, full_environment(), tests)


def test_a_job_past_its_deadline_fires_after_five_minutes_and_a_finished_one_never(tmp_path: Path) -> None:
    late = job("bert-5")
    tests = [
        {
            "interval": "1m",
            "input_series": [
                series("kfgen_job_start_timestamp_seconds", "0x30", **late),
                series("kfgen_job_deadline_seconds", "600x30", **late),
                series("kfgen_job_start_timestamp_seconds", "0x30", **job("bert-6")),
                series("kfgen_job_deadline_seconds", "600x30", **job("bert-6")),
                series("kfgen_job_condition", "1x30", **job("bert-6", type="Failed")),
            ],
            "alert_rule_test": [
                alert("TrainingJobPastDeadline", "14m"),
                alert(
                    "TrainingJobPastDeadline",
                    "16m",
                    fired(
                        prod_labels("warning", **late),
                        f"PyTorchJob {NS}/bert-5 runs past its deadline",
                        "The job has run longer than its activeDeadlineSeconds and is not finished: the operator "
                        "did not stop it.",
                        "TrainingJobPastDeadline",
                    ),
                ),
            ],
        }
    ]
    run(tmp_path, full_environment(), tests)


def test_a_job_without_a_deadline_fires_past_the_runtime_limit(tmp_path: Path) -> None:
    long = job("bert-7")
    tests = [
        {
            "interval": "5m",
            "input_series": [
                series("kfgen_job_start_timestamp_seconds", "0x30", **long),
                series("kfgen_job_start_timestamp_seconds", "0x30", **job("bert-8")),
                series("kfgen_job_deadline_seconds", "90000x30", **job("bert-8")),
            ],
            "alert_rule_test": [
                alert("TrainingJobRunningTooLong", "115m"),
                alert(
                    "TrainingJobRunningTooLong",
                    "125m",
                    fired(
                        prod_labels("warning", **long),
                        f"PyTorchJob {NS}/bert-7 runs longer than the Environment's limit",
                        "The job has run for 2h 5m 0s without a deadline of its own.",
                        "TrainingJobRunningTooLong",
                    ),
                ),
            ],
        }
    ]
    run(tmp_path, full_environment(), tests)


def pod(name: str, job_name: str = "bert-9", label: str = "label_training_kubeflow_org_job_name") -> dict[str, str]:
    """kube_pod_labels of a job's pod, as kube-state-metrics names the allowed labels."""
    return {
        "namespace": NS,
        "pod": name,
        "uid": f"uid-{name}",
        "label_kfgen_dev_trainingspec": "bert",
        "label_team": "vision",
        label: job_name,
    }


def restarts(pod_name: str, values: str, **more: str) -> Obj:
    labels = {"namespace": NS, "pod": pod_name, "container": "pytorch", "uid": f"uid-{pod_name}", **more}
    return series("kube_pod_container_status_restarts_total", values, **labels)


def test_a_pod_that_restarts_three_times_within_the_hour_fires(tmp_path: Path) -> None:
    tests = [
        {
            "interval": "1m",
            "input_series": [
                series("kube_pod_labels", "1x70", **pod("bert-9-worker-0")),
                series("kube_pod_labels", "1x70", **pod("bert-9-worker-1")),
                series("kube_pod_labels", "1x70", namespace=NS, pod="other", uid="uid-other"),
                # the platform's kube-state-metrics exports the same restarts and labels without kfgen's
                series(
                    "kube_pod_labels", "1x70", namespace=NS, pod="bert-9-worker-0", uid="uid-bert-9-worker-0", job="ksm"
                ),
                restarts("bert-9-worker-0", "0x60 5x10"),
                restarts("bert-9-worker-0", "0x60 5x10", job="ksm"),
                restarts("bert-9-worker-1", "0x60 2x10"),
                restarts("other", "0x60 9x10"),
            ],
            "alert_rule_test": [
                alert("TrainingPodRestarting", "60m"),
                alert(
                    "TrainingPodRestarting",
                    "70m",
                    fired(
                        prod_labels(
                            "warning",
                            namespace=NS,
                            pod="bert-9-worker-0",
                            job_name="bert-9",
                            trainingspec="bert",
                            team="vision",
                        ),
                        f"Pod bert-9-worker-0 of {NS}/bert-9 restarts",
                        "5 container restarts within the window.",
                        "TrainingPodRestarting",
                    ),
                ),
            ],
        }
    ]
    run(tmp_path, full_environment(), tests)


def gpu_tests(pod_label: str) -> list[Obj]:
    namespace_label = "namespace" if pod_label == "pod" else "exported_namespace"

    def util(pod_name: str, values: str) -> Obj:
        labels = {pod_label: pod_name, namespace_label: NS, "gpu": "0", "Hostname": "node-1"}
        if pod_label != "pod":
            labels.update(namespace="gpu-operator", pod="dcgm-exporter-abc")
        return series("DCGM_FI_DEV_GPU_UTIL", values, **labels)

    def xid(pod_name: str, values: str) -> Obj:
        labels = {pod_label: pod_name, namespace_label: NS, "gpu": "1"}
        if pod_label != "pod":
            labels.update(namespace="gpu-operator", pod="dcgm-exporter-abc")
        return series("DCGM_FI_DEV_XID_ERRORS", values, **labels)

    idle_job = {"namespace": NS, "job_name": "bert-10", "trainingspec": "bert", "team": "vision"}
    return [
        {
            "interval": "1m",
            "input_series": [
                series("kube_pod_labels", "1x40", **pod("bert-10-worker-0", "bert-10")),
                series(
                    "kube_pod_labels",
                    "1x40",
                    **pod("llm-3-node-0-0-x", "llm-3", "label_jobset_sigs_k8s_io_jobset_name"),
                ),
                util("bert-10-worker-0", "3x40"),
                util("llm-3-node-0-0-x", "95x40"),
                xid("bert-10-worker-0", "0x40"),
                xid("llm-3-node-0-0-x", "0x5 79x35"),
            ],
            "alert_rule_test": [
                alert("TrainingGPUIdle", "19m"),
                alert(
                    "TrainingGPUIdle",
                    "21m",
                    fired(
                        prod_labels("warning", **idle_job),
                        f"GPUs of {NS}/bert-10 are idle",
                        "Average GPU utilisation 3% while the job holds its GPUs.",
                        "TrainingGPUIdle",
                    ),
                ),
                alert("TrainingGPUXidError", "4m"),
                alert(
                    "TrainingGPUXidError",
                    "7m",
                    fired(
                        prod_labels(
                            "critical",
                            namespace=NS,
                            job_name="llm-3",
                            trainingspec="bert",
                            team="vision",
                            pod="llm-3-node-0-0-x",
                        ),
                        f"XID error on a GPU of {NS}/llm-3",
                        "DCGM reports XID 79 on pod llm-3-node-0-0-x: a driver or hardware fault.",
                        "TrainingGPUXidError",
                    ),
                ),
            ],
        }
    ]


def test_idle_gpus_and_xid_errors_fire_for_the_job_when_dcgm_names_the_pod(tmp_path: Path) -> None:
    run(tmp_path, full_environment(), gpu_tests("pod"))


def test_idle_gpus_and_xid_errors_fire_for_the_job_when_prometheus_renamed_dcgms_labels(tmp_path: Path) -> None:
    run(tmp_path, exported_environment(), gpu_tests("exported_pod"))


def test_the_label_mode_matters(tmp_path: Path) -> None:
    """Rules for `pod` read nothing from a scrape that renamed DCGM's labels: the setting is not decoration."""
    tests = gpu_tests("exported_pod")
    for case in tests:
        case["alert_rule_test"] = [{**t, "exp_alerts": []} for t in case["alert_rule_test"]]
    run(tmp_path, full_environment(), tests)


def test_a_trial_without_metrics_and_a_workload_without_quota_fire(tmp_path: Path) -> None:
    trial = {"namespace": NS, "name": "tune-abc", "experiment": "tune", "type": "MetricsUnavailable"}
    waiting = {"namespace": NS, "name": "pytorchjob-bert-11-1a2b3", "queue": "train"}
    tests = [
        {
            "interval": "5m",
            "input_series": [
                series("kfgen_trial_condition", "0 1x20", **trial),
                series("kfgen_trial_condition", "0x20", **{**trial, "name": "tune-def"}),
                series("kfgen_workload_created_timestamp_seconds", "0x20", **waiting),
                series("kfgen_workload_condition", "0x20", **waiting, type="QuotaReserved"),
                series("kfgen_workload_created_timestamp_seconds", "0x20", **{**waiting, "name": "admitted"}),
                series("kfgen_workload_condition", "1x20", **{**waiting, "name": "admitted"}, type="QuotaReserved"),
            ],
            "alert_rule_test": [
                alert(
                    "KatibTrialWithoutMetrics",
                    "10m",
                    fired(
                        {**prod_labels("warning", **trial), "team": "ml-platform"},
                        f"Katib trial {NS}/tune-abc reported no metrics",
                        "The trial of experiment tune finished without the objective metric: its metrics collector "
                        "found nothing.",
                        "KatibTrialWithoutMetrics",
                    ),
                ),
                alert("KueueWorkloadWaiting", "55m"),
                alert(
                    "KueueWorkloadWaiting",
                    "65m",
                    fired(
                        {**prod_labels("warning", **waiting), "team": "ml-platform"},
                        f"Kueue workload {NS}/pytorchjob-bert-11-1a2b3 waits for quota",
                        "No quota reserved in queue train for 1h 5m 0s.",
                        "KueueWorkloadWaiting",
                    ),
                ),
            ],
        }
    ]
    run(tmp_path, full_environment(), tests)


def test_a_tracking_server_that_is_down_or_gone_fires(tmp_path: Path) -> None:
    target = {"namespace": NS, "service": "mlflow", "job": "mlflow", "instance": "10.0.0.1:5000"}
    down = {
        "interval": "1m",
        "input_series": [series("up", "1x3 0x10", **target)],
        "alert_rule_test": [
            alert("TrackingServerDown", "7m"),
            alert(
                "TrackingServerDown",
                "10m",
                fired(
                    {**prod_labels("critical", **target), "team": "ml-platform"},
                    f"MLflow tracking server {NS}/mlflow is down",
                    "Prometheus cannot scrape the tracking server: runs cannot be logged.",
                    "TrackingServerDown",
                ),
            ),
        ],
    }
    gone = {
        "interval": "1m",
        "input_series": [series("up", "1x10", namespace="other", service="mlflow", job="mlflow")],
        "alert_rule_test": [
            alert(
                "TrackingServerDown",
                "6m",
                fired(
                    {**prod_labels("critical", namespace=NS, service="mlflow"), "team": "ml-platform"},
                    f"MLflow tracking server {NS}/mlflow is down",
                    "Prometheus cannot scrape the tracking server: runs cannot be logged.",
                    "TrackingServerDown",
                ),
            )
        ],
    }
    run(tmp_path, full_environment(), [down, gone])


def test_disabled_alerts_are_left_out_and_severities_come_from_the_environment() -> None:
    env = full_environment()
    env["spec"]["monitoring"]["alerts"]["disabled"] = ["TrainingGPUIdle", "TrackingServerDown"]
    env["spec"]["monitoring"]["alerts"]["severity"] = {"TrainingJobFailed": "warning"}
    groups = rule_groups(environment_output(env))
    by_name = {r["alert"]: r for g in groups for r in g["rules"]}
    assert "TrainingGPUIdle" not in by_name and "TrackingServerDown" not in by_name
    assert by_name["TrainingJobFailed"]["labels"]["severity"] == "warning"


def test_a_spec_progress_metric_that_stops_moving_fires(tmp_path: Path) -> None:
    spec = yaml.safe_load((ROOT / "examples" / "pytorch-resnet50.yaml").read_text())
    out = core.transform([spec], overlay("prod"))
    [rule] = [o for o in out.objects if o["kind"] == "PrometheusRule" and o["metadata"]["name"].endswith("-progress")]
    [job_obj] = [o for o in out.objects if o["kind"] == "PyTorchJob"]
    job_name = job_obj["metadata"]["name"]
    namespace = job_obj["metadata"]["namespace"]
    rules_file = write_rules(tmp_path, rule["spec"]["groups"])
    scraped = {"namespace": namespace, "service": f"{spec['metadata']['name']}-metrics", "pod": f"{job_name}-worker-0"}
    moving = {**scraped, "pod": f"{job_name}-worker-1"}
    tests = [
        {
            "interval": "1m",
            "input_series": [
                series("train_step_total", "0+10x10 100x40", **scraped),
                series("train_step_total", "0+10x50", **{**moving, "namespace": "elsewhere"}),
            ],
            "alert_rule_test": [
                alert("TrainingJobStalled", "30m"),
                alert(
                    "TrainingJobStalled",
                    "40m",
                    {
                        "exp_labels": {
                            "severity": "warning",
                            "environment": "prod",
                            "namespace": namespace,
                            "trainingspec": spec["metadata"]["name"],
                            "job_name": job_name,
                        },
                        "exp_annotations": {
                            "summary": f"{namespace}/{job_name} makes no progress",
                            "description": "train_step_total has not moved for 20m.",
                        },
                    },
                ),
            ],
        }
    ]
    result = unit_test(tmp_path, rules_file, tests)
    assert result.returncode == 0, result.stdout + result.stderr
