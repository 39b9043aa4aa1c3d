"""The real Flux (source-controller and kustomize-controller, tests/harness/flux.py) syncing kfgen from a `git push`
to a Git remote (tests/harness/gitserver.py), with the real training-operator and Trainer on kwok
(tests/harness/operators.py).

Flux never runs exec functions, so its two paths are:
- rendered: CI builds a `kfgen init` repository's overlay with the real kustomize and the kfgen function, checks
  the build (`kfgen check-build`) and commits it; a GitRepository and the Kustomization of flux/rendered.yaml (its
  OCIRepository swapped for the GitRepository) apply it;
- controller: flux/controller.yaml syncs controller/gitops-example (the controller's manifests, an Environment,
  TrainingSpecs) raw, and kfgen's controller (a process here, tests/harness/kfgen_controller.py) renders in the cluster.

Jobs whose pods carry e2e.kfgen.dev/outcome=report run until the test finishes them (tests/data/kwok/pod-stages.yaml):
that is how a run is "still running" at a push, or longer than a Kustomization's timeout.
"""

from __future__ import annotations

import copy
import json
import os
import re
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
import yaml
from cluster import WORKLOAD_CONTROLLERS, Cluster
from conftest import ROOT, run_kfgen, tool
from gitserver import GitServer, Repo
from kfgen_controller import Controller, wait_for
from operators import OUTCOME_LABEL, PYTORCH_INIT_TEMPLATE, Operators, announce, condition, report, running_operators
from upstream import crds_dir, tool_crd_files

from flux import Flux, rendered_kustomization, running_flux, shipped

Obj = dict[str, Any]

# the Deployment of bases/controller turns Available (kwok runs its pods): wait: true waits for it too
CONTROLLERS = (*WORKLOAD_CONTROLLERS, "deployment", "replicaset", "disruption")
FINISH_ANNOTATION = "e2e.kfgen.dev/finish"
HELD = {"metadata": {"labels": {OUTCOME_LABEL: "report"}}}  # the pods run until finish()
PYTORCHJOBS = "/apis/kubeflow.org/v1/namespaces/{ns}/pytorchjobs"
SPEC_LABEL = "kfgen.dev/trainingspec"


@dataclass
class Stack:
    ops: Operators
    flux: Flux
    git: GitServer

    @property
    def cluster(self) -> Cluster:
        return self.ops.cluster


@pytest.fixture(scope="module")
def stack(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    began = time.monotonic()
    git = GitServer(tmp_path_factory.mktemp("git")).start()
    try:
        # the init container template is what kfgen documents
        with running_operators(controllers=CONTROLLERS, pytorch_init_template=PYTORCH_INIT_TEMPLATE) as ops:
            announce(request, ops, began)
            cluster = ops.cluster
            # what kfgen's output refers to (ServiceMonitors, Kueue queues, dashboards, Experiments)
            crds = [
                *sorted((crds_dir() / "prometheus-operator").glob("*.yaml")),
                *sorted((crds_dir() / "kueue").glob("*.yaml")),
                *sorted((crds_dir() / "katib").glob("*.yaml")),
                *tool_crd_files(),
            ]
            cluster.kubectl("apply", "--server-side", *[arg for path in crds for arg in ("-f", str(path))])
            cluster.kubectl("wait", "--for=condition=Established", "--timeout=60s", "crd", "--all")
            with running_flux(cluster) as flux:
                report(request, f"flux e2e stack started in {time.monotonic() - began:.1f}s")
                yield Stack(ops, flux, git)
    finally:
        git.stop()


# a team's repository and its CI ------------------------------------------------------------------


def team_repository(stack: Stack, name: str, namespace: str) -> Repo:
    """`kfgen init` in a new repository on the Git remote, its dev Environment placed in `namespace`."""
    repo = stack.git.repository(name)
    scaffold = repo.path.parent / f"{name}-init"
    init = run_kfgen("init", str(scaffold))
    assert init.returncode == 0, init.stderr
    repo.copy_tree(scaffold)
    env = repo.path / "overlays" / "dev" / "environment.yaml"
    env.write_text(env.read_text().replace("namespace: ml-dev", f"namespace: {namespace}"))
    stack.ops.namespace(namespace)
    return repo


def write_spec(repo: Repo, name: str, **changes: Any) -> None:
    """specs/<name>.yaml: the example spec of `kfgen init` renamed and changed, listed in specs/kustomization.yaml."""
    scaffold = repo.path.parent / f"{repo.path.name}-init"
    doc = yaml.safe_load((scaffold / "specs" / "train-example.yaml").read_text())
    doc["metadata"]["name"] = name
    doc["spec"].update(copy.deepcopy(changes))
    repo.write(f"specs/{name}.yaml", yaml.safe_dump(doc, sort_keys=False))
    list_specs(repo)


def list_specs(repo: Repo) -> None:
    path = repo.path / "specs" / "kustomization.yaml"
    kustomization = yaml.safe_load(path.read_text())
    kustomization["resources"] = sorted(p.name for p in (repo.path / "specs").glob("*.yaml") if p != path)
    path.write_text(yaml.safe_dump(kustomization, sort_keys=False))


def ci_push(repo: Repo, message: str, env: str = "dev", one_file_per_object: bool = False) -> str:
    """What CI does (flux/rendered.yaml's comment): the real kustomize builds the overlay with the kfgen function,
    or `kfgen render -o` writes one file per object; `kfgen check-build` checks the output against the specs, and
    rendered/<env> is committed."""
    target = repo.path / "rendered" / env
    if one_file_per_object:
        out = run_kfgen("render", "--env", env, "-o", f"rendered/{env}", "specs", cwd=repo.path)
        assert out.returncode == 0, out.stderr
    else:
        path = {**os.environ, "PATH": f"{ROOT / 'bin'}{os.pathsep}{os.environ['PATH']}"}
        build = [tool("kustomize"), "build", "--enable-alpha-plugins", "--enable-exec", f"overlays/{env}"]
        built = subprocess.run(build, cwd=repo.path, env=path, capture_output=True, text=True, timeout=300)
        assert built.returncode == 0, built.stderr
        repo.write(f"rendered/{env}/manifests.yaml", built.stdout)
    check = run_kfgen("check-build", "--expect", str(repo.path / "specs"), "--", str(target))
    assert check.returncode == 0, check.stderr
    return repo.push(message)


# jobs --------------------------------------------------------------------------------------------


def jobs(stack: Stack, ns: str) -> dict[str, Obj]:
    items = (stack.ops.get(PYTORCHJOBS.format(ns=ns)) or {}).get("items") or []
    return {job["metadata"]["name"]: job for job in items}


def job_of(stack: Stack, ns: str, spec: str) -> Obj:
    [job] = [j for j in jobs(stack, ns).values() if j["metadata"]["labels"].get(SPEC_LABEL) == spec]
    return job


def succeeded(job: Obj | None) -> bool:
    return condition(job, "Succeeded").get("status") == "True"


def wait_job(stack: Stack, ns: str, name: str, check: Any, what: str, timeout: float = 120) -> Obj:
    path = f"{PYTORCHJOBS.format(ns=ns)}/{name}"
    return dict(
        wait_for(
            lambda: (job := stack.ops.get(path)) and check(job) and job,
            timeout,
            f"{ns}/{name} {what}",
            lambda: (
                json.dumps((stack.ops.get(path) or {}).get("status"), indent=1)
                + "\n--- training-operator ---\n"
                + stack.ops.log("training-operator")[-3000:]
            ),
        )
    )


def running(job: Obj) -> bool:
    return condition(job, "Running").get("status") == "True"


def held_pods(stack: Stack, ns: str, job: str) -> list[Obj]:
    return [
        p
        for p in stack.ops.pods(ns)
        if p["metadata"]["labels"].get("training.kubeflow.org/job-name") == job
        and p["metadata"]["labels"].get(OUTCOME_LABEL) == "report"
    ]


def finish(stack: Stack, ns: str, job: str) -> None:
    """Every pod of the job exits 0."""
    pods = wait_for(lambda: held_pods(stack, ns, job), 60, f"{ns}/{job} has pods")
    for pod in pods:
        stack.cluster.kubectl("annotate", "pod", "-n", ns, pod["metadata"]["name"], f"{FINISH_ANNOTATION}=succeed")
    wait_job(stack, ns, job, succeeded, "Succeeded")


def seconds(stamp: str) -> float:
    return time.mktime(time.strptime(stamp, "%Y-%m-%dT%H:%M:%SZ"))


# the rendered path -------------------------------------------------------------------------------


def test_rendered_path_runs_the_job_and_the_kustomization_turns_ready_only_once_it_succeeded(stack: Stack) -> None:
    ns = "flux-rendered"
    repo = team_repository(stack, "rendered", ns)
    write_spec(repo, "train-example", podPatch=HELD)
    sha = ci_push(repo, "a training job")
    # wait: true (flux/rendered.yaml says to set it to wait for the jobs): kfgen's healthCheckExprs decide
    stack.flux.sync(repo.url, rendered_kustomization("rendered", "./rendered/dev", wait=True))
    job = job_of_eventually(stack, ns, "train-example")
    wait_job(stack, ns, job, running, "is Running")
    health = stack.flux.wait_condition("Kustomization", "rendered", "Healthy", "Unknown", revision=sha)
    assert health["message"].startswith(f"Running health checks for revision main@sha1:{sha}"), health
    assert condition(stack.flux.get("Kustomization", "rendered"), "Ready").get("status") == "Unknown"
    finish(stack, ns, job)
    ready = stack.flux.wait_ready("Kustomization", "rendered", revision=sha)
    assert ready["message"] == f"Applied revision: main@sha1:{sha}", ready
    done = condition(stack.ops.get(f"{PYTORCHJOBS.format(ns=ns)}/{job}"), "Succeeded")
    assert seconds(done["lastTransitionTime"]) <= seconds(ready["lastTransitionTime"])


def job_of_eventually(stack: Stack, ns: str, spec: str) -> str:
    found = wait_for(
        lambda: [n for n, j in jobs(stack, ns).items() if j["metadata"]["labels"].get(SPEC_LABEL) == spec],
        120,
        f"the job of {spec} exists in {ns}",
        lambda: stack.flux.describe("Kustomization", "rendered"),
    )
    [name] = found
    return str(name)


def test_a_second_push_starts_a_new_run_keeps_the_running_one_and_prunes_a_removed_spec(stack: Stack) -> None:
    ns = "flux-push"
    repo = team_repository(stack, "push", ns)
    write_spec(repo, "train-example", podPatch=HELD)
    write_spec(repo, "eval-example")
    first = ci_push(repo, "two specs", one_file_per_object=True)
    stack.flux.sync(repo.url, rendered_kustomization("push", "./rendered/dev"))  # as shipped: wait: false
    # Ready as soon as applied: with wait: false the healthCheckExprs are never evaluated (the job is held running)
    stack.flux.wait_ready("Kustomization", "push", revision=first)
    earlier = job_of_eventually(stack, ns, "train-example")
    evaluation = job_of_eventually(stack, ns, "eval-example")
    wait_job(stack, ns, earlier, running, "is Running")
    done = wait_job(stack, ns, evaluation, succeeded, "Succeeded")
    earlier_uid = jobs(stack, ns)[earlier]["metadata"]["uid"]

    # a job-changing edit while the earlier run still runs, and a removed spec
    write_spec(repo, "train-example", podPatch=HELD, image="pytorch/pytorch:2.2.0-cuda12.1-cudnn8-runtime")
    repo.remove("specs/eval-example.yaml")
    list_specs(repo)
    second = ci_push(repo, "a new image; eval-example removed", one_file_per_object=True)
    stack.flux.wait_ready("Kustomization", "push", revision=second)
    current = jobs(stack, ns)
    [later] = [
        n for n, j in current.items() if j["metadata"]["labels"].get(SPEC_LABEL) == "train-example" and n != earlier
    ]
    # the earlier run goes on (same object, never patched), the edit is a new run
    assert current[earlier]["metadata"]["uid"] == earlier_uid and running(current[earlier])
    wait_job(stack, ns, later, running, "is Running")
    # the removed spec: its ServiceAccount is pruned, its finished job stays (prune: disabled), never re-run
    status, _ = stack.cluster.request("GET", f"/api/v1/namespaces/{ns}/serviceaccounts/eval-example-kfgen")
    assert status == 404
    assert current[evaluation]["metadata"]["uid"] == done["metadata"]["uid"] and succeeded(current[evaluation])
    finish(stack, ns, earlier)
    finish(stack, ns, later)
    stamp = stack.flux.request_reconcile("Kustomization", "push")
    stack.flux.wait_handled("Kustomization", "push", stamp)
    after = jobs(stack, ns)
    assert sorted(after) == sorted([earlier, later, evaluation])
    assert all(succeeded(job) for job in after.values())
    assert after[earlier]["metadata"]["uid"] == earlier_uid


# what wait: true does with kfgen's jobs ----------------------------------------------------------


def test_wait_true_waits_for_a_job_only_in_the_reconcile_that_creates_it(stack: Stack) -> None:
    """kfgen's jobs carry kustomize.toolkit.fluxcd.io/ssa: IfNotPresent; kustomize-controller leaves the objects it
    skips out of the health check. A job that outlives the timeout fails the Kustomization once; the next
    reconcile is Ready with the job still running. A push during the wait is applied only after the timeout
    (the CancelHealthCheckOnNewRevision feature gate is off by default)."""
    ns = "flux-wait"
    repo = team_repository(stack, "wait", ns)
    write_spec(repo, "train-example", podPatch=HELD)
    first = ci_push(repo, "a long run")
    # 30s: the shortest timeout kustomize-controller uses (Kustomization.GetTimeout raises a shorter one to 30s)
    stack.flux.sync(repo.url, rendered_kustomization("wait", "./rendered/dev", wait=True, timeout="30s", interval="1h"))
    job = job_of_eventually(stack, ns, "train-example")
    wait_job(stack, ns, job, running, "is Running")
    failed = stack.flux.wait_ready("Kustomization", "wait", status="False", revision=first, timeout=90)
    assert failed["reason"] == "HealthCheckFailed", failed
    # the timeout's message names the job as InProgress, or, when the deadline falls in a poll, the client's rate
    # limiter refusing to wait past it: either way the job was still running when the health check gave up
    assert failed["message"].startswith("health check failed after"), failed
    assert running(jobs(stack, ns)[job]), failed

    stamp = stack.flux.request_reconcile("Kustomization", "wait")
    stack.flux.wait_handled("Kustomization", "wait", stamp)
    ready = stack.flux.wait_ready("Kustomization", "wait", revision=first, timeout=30)
    assert ready["message"] == f"Applied revision: main@sha1:{first}", ready
    assert running(jobs(stack, ns)[job]) and not succeeded(jobs(stack, ns)[job])  # Ready, the run not done

    # a new run is waited for; a push during that wait waits for the timeout
    write_spec(repo, "train-example", podPatch=HELD, image="pytorch/pytorch:2.2.0-cuda12.1-cudnn8-runtime")
    second = ci_push(repo, "a new run")
    stack.flux.wait_condition("Kustomization", "wait", "Healthy", "Unknown", revision=second, timeout=60)
    began = time.monotonic()
    write_spec(repo, "train-example", podPatch=HELD, image="pytorch/pytorch:2.3.0-cuda12.1-cudnn8-runtime")
    third = ci_push(repo, "another run while the second is waited for")
    stack.flux.wait_condition("Kustomization", "wait", "Healthy", "Unknown", revision=third, timeout=90)
    assert time.monotonic() - began >= 25  # not before the second revision's health check timed out
    names = sorted(jobs(stack, ns))
    assert len(names) == 3
    for name in names:
        finish(stack, ns, name)


# post-build substitution -------------------------------------------------------------------------


def test_post_build_substitution_leaves_kfgens_output_intact(stack: Stack) -> None:
    """Flux's envsubst runs over every object of a Kustomization with spec.postBuild: a Grafana dashboard's
    `${datasource}` and a Katib Experiment's `${trialParameters.x}` must pass through unchanged."""
    out = run_kfgen("render", "--env", "staging", "examples/job-sweep.yaml")
    assert out.returncode == 0, out.stderr
    objects = [doc for doc in yaml.safe_load_all(out.stdout) if doc]
    kinds = {o["kind"] for o in objects}
    assert {"GrafanaDashboard", "Experiment"} <= kinds
    namespaces = sorted({o["metadata"]["namespace"] for o in objects if o["metadata"].get("namespace")})
    stack.ops.apply([{"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": n}} for n in namespaces])
    repo = stack.git.repository("substitute")
    repo.write("rendered/staging/manifests.yaml", out.stdout)
    sha = repo.push("the sweep, rendered")
    kustomization = rendered_kustomization(
        "substitute", "./rendered/staging", postBuild={"substitute": {"cluster_name": "kfgen-e2e"}}
    )
    stack.flux.sync(repo.url, kustomization)
    ready = stack.flux.wait_settled("substitute", sha)
    assert ready["status"] == "True", ready["message"]
    dashboard = next(o for o in objects if o["kind"] == "GrafanaDashboard")
    experiment = next(o for o in objects if o["kind"] == "Experiment")
    plurals = {"GrafanaDashboard": "grafana.integreatly.org/v1beta1", "Experiment": "kubeflow.org/v1beta1"}
    for obj in (dashboard, experiment):
        meta = obj["metadata"]
        path = f"/apis/{plurals[obj['kind']]}/namespaces/{meta['namespace']}/{obj['kind'].lower()}s/{meta['name']}"
        live = json.dumps(stack.ops.get(path))
        variables = set(re.findall(r"\$\{[^}]*\}", json.dumps(obj)))
        assert variables and all(v in live for v in variables), (meta["name"], variables)


# the controller path -----------------------------------------------------------------------------


def test_controller_path_syncs_training_specs_and_the_controller_runs_them(stack: Stack) -> None:
    repo = stack.git.repository("ml-platform")
    for rel in ("controller/gitops-example", "bases/controller", "bases/crds"):
        repo.copy_tree(ROOT / rel, rel)
    sha = repo.push("the controller, an Environment, TrainingSpecs")
    kustomization = shipped("controller.yaml")
    stack.flux.sync(repo.url, kustomization)
    wait_for(
        lambda: (
            stack.cluster.request("GET", "/api/v1/namespaces/kfgen-system/serviceaccounts/kfgen-controller")[0] == 200
        ),
        120,
        "Flux applied the controller's ServiceAccount",
        lambda: stack.flux.describe("Kustomization", "kfgen-controller"),
    )
    controller = Controller(stack.cluster, "kfgen-flux").start()
    try:
        ready = stack.flux.wait_ready("Kustomization", "kfgen-controller", revision=sha, timeout=240)
        assert ready["message"] == f"Applied revision: main@sha1:{sha}", ready
        for spec in ("bert-finetune", "xgb-churn"):
            path = f"/apis/kfgen.dev/v1alpha1/namespaces/ml-research/trainingspecs/{spec}"
            assert condition(stack.ops.get(path), "Ready").get("status") == "True", spec
        bert = job_of(stack, "ml-research", "bert-finetune")["metadata"]["name"]
        wait_job(stack, "ml-research", bert, succeeded, "Succeeded")

        # a removed TrainingSpec: Flux prunes it, and the garbage collector deletes the job it owned
        specs = [d for d in yaml.safe_load_all((ROOT / "controller/gitops-example/trainingspecs.yaml").read_text())]
        repo.write(
            "controller/gitops-example/trainingspecs.yaml",
            yaml.safe_dump_all([d for d in specs if d["metadata"]["name"] != "xgb-churn"], sort_keys=False),
        )
        second = repo.push("xgb-churn removed")
        stack.flux.wait_ready("Kustomization", "kfgen-controller", revision=second, timeout=240)
        trainjobs = "/apis/trainer.kubeflow.org/v1alpha1/namespaces/ml-research/trainjobs"
        wait_for(
            lambda: (
                not [
                    j
                    for j in (stack.ops.get(trainjobs) or {}).get("items") or []
                    if j["metadata"]["labels"].get(SPEC_LABEL) == "xgb-churn"
                ]
            ),
            60,
            "the removed spec's TrainJob is gone",
        )
        assert jobs(stack, "ml-research")[bert]["metadata"]["name"] == bert  # the other spec's job stays
    finally:
        controller.stop()
