"""The real Argo CD syncing kfgen's output from a `git push` (issue 30), on the real training-operator and kwok.

tests/harness/argocd.py runs Argo CD v3.2.11 (redis, repo-server, cmp-server with kfgen's argocd/cmp/plugin.yaml,
application-controller) against the kube-apiserver of tests/harness/operators.py; tests/harness/gitserver.py is the
Git remote.
Each test pushes a `kfgen init` repository and lets Argo CD sync one of kfgen's three paths:

* CMP: the Application names the shipped plugin; the cmp-server runs kustomize with kfgen-fn and check-build;
* rendered: CI renders with the real kustomize + `kfgen check-build`, commits the output, a directory is synced;
* controller: TrainingSpecs and the Environment are synced raw, kfgen's controller reconciles them.

Training pods are labelled e2e.kfgen.dev/outcome=report: kwok keeps them Running until the test finishes them
(tests/data/kwok/pod-stages.yaml), so "Progressing while it runs, Healthy only once it Succeeded" is observed, not
raced. Health is Argo CD's own, from kfgen's Lua in argocd-cm (argocd/argocd-cm-health.yaml).
"""

from __future__ import annotations

import json
import os
import subprocess
import time
from collections.abc import Iterator
from dataclasses import dataclass
from typing import Any

import pytest
import yaml
from cluster import Cluster
from conftest import ROOT, run_kfgen, tools_bin
from gitserver import GitServer, Repo
from kfgen_controller import Controller, wait_for
from operators import Operators, announce, condition, report, running_operators
from upstream import crds_dir

from argocd import ArgoCD, comparison_errors, sleep_past_resync, wait_gone

Obj = dict[str, Any]

OUTCOME = "e2e.kfgen.dev/outcome"
JOB_LABEL = "training.kubeflow.org/job-name"
SPEC_LABEL = "kfgen.dev/trainingspec"
JOBS = "/apis/kubeflow.org/v1/namespaces/{ns}/pytorchjobs"
APPSETS = "/apis/argoproj.io/v1alpha1/namespaces/argocd/applicationsets"
IMAGE = "ghcr.io/kfgen-dev/kfgen:0.1.0"  # scripts/build-image.sh
RUN_TIMEOUT = 120


@dataclass
class Stack:
    ops: Operators
    argo: ArgoCD
    git: GitServer
    controller: Controller

    @property
    def cluster(self) -> Cluster:
        return self.ops.cluster


@pytest.fixture(scope="module")
def stack(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> Iterator[Stack]:
    began = time.monotonic()
    with running_operators() as ops:
        announce(request, ops, began)
        cluster = ops.cluster
        for path in sorted((crds_dir() / "prometheus-operator").glob("*.yaml")):  # the controller's ServiceMonitor
            cluster.kubectl("apply", "--server-side", "-f", str(path))
        controller_base = cluster.kubectl("kustomize", str(ROOT / "bases" / "controller")).stdout
        cluster.kubectl("apply", "--server-side", "-f", "-", stdin=controller_base)
        cluster.wait_established("crd/trainingspecs.kfgen.dev", "crd/environments.kfgen.dev")
        git = GitServer(tmp_path_factory.mktemp("git")).start()
        argo = ArgoCD(cluster)
        controller: Controller | None = None
        try:
            argo.start()
            controller = Controller(cluster, "kfgen-argocd").start()
            report(request, f"Argo CD stack started in {time.monotonic() - began:.1f}s")
            yield Stack(ops, argo, git, controller)
        finally:
            if controller:
                controller.stop()
            argo.stop()
            git.stop()


# a team's repository ------------------------------------------------------------------------------


def team_repo(stack: Stack, name: str, namespace: str, specs: dict[str, Obj]) -> Repo:
    """`kfgen init` in a new repository, its specs replaced by `specs`; the dev overlay renders into `namespace`,
    the prod overlay into `namespace`-prod."""
    repo = stack.git.repository(name)
    done = run_kfgen("init", "--force", str(repo.path))
    assert done.returncode == 0, done.stderr
    for overlay, target in (("dev", namespace), ("prod", f"{namespace}-prod")):
        env = repo.path / "overlays" / overlay / "environment.yaml"
        env.write_text(env.read_text().replace(f"namespace: ml-{overlay}", f"namespace: {target}"))
    write_specs(repo, specs)
    return repo


def write_specs(repo: Repo, specs: dict[str, Obj]) -> None:
    for old in (repo.path / "specs").glob("*.yaml"):
        if old.name != "kustomization.yaml":
            old.unlink()
    for name, fields in specs.items():
        doc = {"apiVersion": "kfgen.dev/v1alpha1", "kind": "TrainingSpec", "metadata": {"name": name}, "spec": fields}
        repo.write(f"specs/{name}.yaml", yaml.safe_dump(doc))
    kustomization = yaml.safe_load((repo.path / "specs" / "kustomization.yaml").read_text())
    kustomization["resources"] = [f"{name}.yaml" for name in specs]
    repo.write("specs/kustomization.yaml", yaml.safe_dump(kustomization))


def spec(image: str = "example.com/train:1", held: bool = True) -> Obj:
    """A small PyTorchJob; `held`: its pods run until the test finishes them."""
    fields: Obj = {
        "framework": "pytorch",
        "image": image,
        "command": ["torchrun", "/app/train.py"],
        "replicas": {"worker": 1},
        "resources": {"cpu": "1", "memory": "1Gi"},
    }
    if held:
        fields["labels"] = {OUTCOME: "report"}
    return fields


def build(repo: Repo, overlay: str) -> str:
    """What CI runs: the real kustomize with kfgen-fn of this checkout, then `kfgen check-build`."""
    env_path = f"{ROOT / 'bin'}:{tools_bin()}:{os.environ['PATH']}"
    built = subprocess.run(
        ["kustomize", "build", "--enable-alpha-plugins", "--enable-exec", str(repo.path / overlay)],
        capture_output=True,
        text=True,
        env={**os.environ, "PATH": env_path},
        timeout=120,
        check=True,
    ).stdout
    checked = run_kfgen("check-build", "--expect", str(repo.path / "specs"), stdin=built)
    assert checked.returncode == 0, checked.stderr
    return built


# the cluster --------------------------------------------------------------------------------------


def jobs(stack: Stack, ns: str) -> dict[str, Obj]:
    body = stack.ops.get(JOBS.format(ns=ns)) or {}
    return {job["metadata"]["name"]: job for job in body.get("items") or []}


def wait_jobs(stack: Stack, ns: str, count: int) -> dict[str, Obj]:
    return dict(
        wait_for(lambda: len(found := jobs(stack, ns)) == count and found, RUN_TIMEOUT, f"{count} jobs in {ns}")
    )


def running(job: Obj) -> bool:
    return condition(job, "Running").get("status") == "True" and not succeeded(job)


def succeeded(job: Obj) -> bool:
    return condition(job, "Succeeded").get("status") == "True"


def wait_running(stack: Stack, ns: str, name: str) -> Obj:
    path = f"{JOBS.format(ns=ns)}/{name}"
    return dict(wait_for(lambda: (job := stack.ops.get(path)) and running(job) and job, RUN_TIMEOUT, f"{name} runs"))


def finish(stack: Stack, ns: str, name: str) -> Obj:
    """Let the held pods of a job exit 0, then wait for the job's Succeeded condition."""
    for pod in stack.ops.pods(ns):
        if pod["metadata"]["labels"].get(JOB_LABEL) == name:
            stack.cluster.kubectl("annotate", "-n", ns, "pod", pod["metadata"]["name"], "e2e.kfgen.dev/finish=succeed")
    return stack.ops.wait_condition(f"{JOBS.format(ns=ns)}/{name}", "Succeeded", RUN_TIMEOUT)


def uids(found: dict[str, Obj]) -> dict[str, str]:
    return {name: job["metadata"]["uid"] for name, job in found.items()}


def health(app: Obj) -> str:
    return str(((app.get("status") or {}).get("health") or {}).get("status"))


# tests --------------------------------------------------------------------------------------------


def test_cmp_path_runs_each_revision_once_and_is_healthy_only_when_the_jobs_succeeded(
    stack: Stack, request: pytest.FixtureRequest
) -> None:
    began, ns = time.monotonic(), "argo-cmp"
    repo = team_repo(stack, "cmp", ns, {"train": spec(), "short": spec(held=False)})
    first = repo.push("two specs")
    stack.argo.application("cmp", repo.url, "overlays/dev", ns, plugin="kfgen-v1")
    before = wait_jobs(stack, ns, 2)
    train_1 = next(name for name in before if name.startswith("train-"))
    wait_running(stack, ns, train_1)
    stack.argo.wait_app("cmp", "Synced", "Progressing", first)  # kfgen's Lua: a running job is Progressing

    # a job-changing edit while the first run still runs: a new job, the running one kept and not OutOfSync
    write_specs(repo, {"train": spec("example.com/train:2"), "short": spec(held=False)})
    second = repo.push("train: image 2")
    stack.argo.refresh("cmp")
    after = wait_jobs(stack, ns, 3)
    train_2 = next(name for name in set(after) - set(before))
    assert uids(before).items() <= uids(after).items()
    stack.argo.wait_app("cmp", "Synced", "Progressing", second)
    assert running(jobs(stack, ns)[train_1])
    wait_running(stack, ns, train_2)

    finish(stack, ns, train_1)
    assert health(stack.argo.app("cmp")) != "Healthy" or not running(jobs(stack, ns)[train_2])
    finish(stack, ns, train_2)
    stack.argo.wait_app("cmp", "Synced", "Healthy", second)

    # self-heal re-creates a deleted object; a hard refresh and resyncs re-run nothing
    finished = uids(jobs(stack, ns))
    account = f"/api/v1/namespaces/{ns}/serviceaccounts/train-kfgen"
    assert stack.cluster.request("DELETE", account)[0] == 200
    wait_for(lambda: stack.cluster.request("GET", account)[0] == 200, 60, "self-heal re-creates the ServiceAccount")
    stack.argo.refresh("cmp", hard=True)
    sleep_past_resync()
    stack.argo.wait_app("cmp", "Synced", "Healthy", second)
    assert uids(jobs(stack, ns)) == finished
    assert all(succeeded(job) for job in jobs(stack, ns).values())

    # a removed spec: its ServiceAccount is pruned; its job stays (Prune=false) and the app stays Synced
    write_specs(repo, {"train": spec("example.com/train:2")})
    third = repo.push("remove short")
    stack.argo.refresh("cmp")
    wait_gone(stack.cluster, f"/api/v1/namespaces/{ns}/serviceaccounts/short-kfgen")
    stack.argo.wait_app("cmp", "Synced", "Healthy", third)
    assert uids(jobs(stack, ns)) == finished
    report(request, f"argocd CMP path: 3 pushes, 3 runs, in {time.monotonic() - began:.1f}s")


@pytest.mark.parametrize("case", ["plugin-name-without-version", "bad-trainingspec"])
def test_a_render_that_fails_is_a_comparison_error_and_syncs_nothing(
    stack: Stack, case: str, request: pytest.FixtureRequest
) -> None:
    ns = f"argo-{case}"[:40]
    specs = {"train": spec()}
    if case == "bad-trainingspec":
        specs["train"]["replicas"] = {"worker": -1}
    repo = team_repo(stack, case, ns, specs)
    repo.push(case)
    plugin = "kfgen" if case == "plugin-name-without-version" else "kfgen-v1"
    stack.argo.application(case, repo.url, "overlays/dev", ns, plugin=plugin)
    app = stack.argo.wait_app(case, "Unknown", None, error=True)
    errors = comparison_errors(app)
    if case == "plugin-name-without-version":
        assert any("kfgen" in e and "plugin" in e.lower() for e in errors), errors
    else:
        assert any("spec.replicas.worker" in e for e in errors), errors
    assert jobs(stack, ns) == {}
    # Argo CD computes an Application's health from its resources only: none, so Healthy (observed and reported)
    report(request, f"argocd {case}: sync Unknown, health {health(app)}, ComparisonError: {errors[0][:300]}")


def test_rendered_path_syncs_committed_manifests_as_a_directory(stack: Stack) -> None:
    ns = "argo-rendered"
    repo = team_repo(stack, "rendered", ns, {"train": spec()})
    repo.write("rendered/dev/manifests.yaml", build(repo, "overlays/dev"))
    sha = repo.push("CI: rendered dev")
    stack.argo.application("rendered", repo.url, "rendered/dev", ns)
    (name,) = wait_jobs(stack, ns, 1)
    wait_running(stack, ns, name)
    app = stack.argo.wait_app("rendered", "Synced", "Progressing", sha)
    assert "plugin" not in app["spec"]["source"]
    finish(stack, ns, name)
    stack.argo.wait_app("rendered", "Synced", "Healthy", sha)


def test_controller_path_and_the_cmp_discovery_rule(stack: Stack) -> None:
    ns = "argo-controller"
    repo = team_repo(stack, "controller", ns, {"train": spec()})
    env = yaml.safe_load((repo.path / "overlays" / "dev" / "environment.yaml").read_text())
    env["metadata"] = {"name": "argo-controller"}  # synced raw: no function, not local-config
    namespace = {
        "apiVersion": "v1",
        "kind": "Namespace",
        "metadata": {"name": ns, "labels": {"kfgen.dev/environment": "argo-controller"}},
    }
    training = yaml.safe_load((repo.path / "specs" / "train.yaml").read_text())
    training["metadata"]["namespace"] = ns
    repo.write("cluster/dev/environment.yaml", yaml.safe_dump(env))
    repo.write("cluster/dev/namespace.yaml", yaml.safe_dump(namespace))
    repo.write("cluster/dev/train.yaml", yaml.safe_dump(training))
    sha = repo.push("controller path")
    # no plugin named: the controller-path directory must be a plain directory, the overlay the plugin's
    stack.argo.application("controller", repo.url, "cluster/dev", ns)
    stack.argo.application("discovered", repo.url, "overlays/prod", f"{ns}-prod")
    stack.argo.wait_app("controller", "Synced", None, sha)
    (name,) = wait_jobs(stack, ns, 1)
    wait_running(stack, ns, name)
    app = stack.argo.wait_app("controller", "Synced", "Progressing", sha)
    kinds = {r["kind"] for r in app["status"]["resources"]}
    assert kinds == {"Namespace", "Environment", "TrainingSpec"}, kinds
    discovered = stack.argo.wait_app("discovered", None, None, sha)
    assert {r["kind"] for r in discovered["status"].get("resources") or []} >= {"PyTorchJob"}, discovered["status"]
    finish(stack, ns, name)
    stack.argo.wait_app("controller", "Synced", "Healthy", sha)  # kfgen's Lua: the TrainingSpec Succeeded


def test_a_kfgen_upgrade_reaches_a_rendered_commit_only_through_a_hard_refresh(
    stack: Stack, request: pytest.FixtureRequest
) -> None:
    """The repo-server caches a commit's manifests (keyed by commit and source, not by the plugin's version):
    a kfgen upgrade whose output differs (here: a job of another revision) is not rendered again by a normal
    refresh or a resync; a hard refresh renders it, and the new job runs."""
    ns = "argo-upgrade"
    repo = team_repo(stack, "upgrade", ns, {"train": spec(held=False)})
    sha = repo.push("one spec")
    stack.argo.application("upgrade", repo.url, "overlays/dev", ns, plugin="kfgen-v1")
    (old,) = wait_jobs(stack, ns, 1)
    stack.argo.wait_app("upgrade", "Synced", "Healthy", sha)
    try:
        stack.argo.wrap_function(f"s/ name: {old}$/ name: {old}-u/")  # the "upgraded" kfgen's new revision
        stack.argo.refresh("upgrade")
        sleep_past_resync()
        assert set(jobs(stack, ns)) == {old}
        stack.argo.refresh("upgrade", hard=True)
        assert set(wait_jobs(stack, ns, 2)) == {old, f"{old}-u"}
        stack.argo.wait_app("upgrade", "Synced", "Healthy", sha)
    finally:
        stack.argo.write_shims()
    report(
        request,
        "argocd: after a kfgen upgrade, a normal refresh and resyncs kept the cached render; a hard refresh "
        "re-rendered",
    )


def test_the_applicationset_a_team_copies_makes_one_healthy_application_per_environment(
    stack: Stack, request: pytest.FixtureRequest
) -> None:
    """argocd/applications/applicationset.yaml as shipped (only its repository URL replaced): one Application per
    overlays/<env> of a `kfgen init` repository, built by the plugin, Healthy once each environment's job succeeded."""
    began = time.monotonic()
    repo = stack.git.repository("appset")
    done = run_kfgen("init", "--force", str(repo.path))
    assert done.returncode == 0, done.stderr
    write_specs(repo, {"train": spec(held=False)})
    revision = repo.push("a team repository")
    text = (ROOT / "argocd" / "applications" / "applicationset.yaml").read_text()
    appset = yaml.safe_load(text.replace("https://git.example.com/ml/training.git", repo.url))
    stack.argo.start_applicationset_controller()
    status, body = stack.cluster.request("POST", f"{APPSETS}", appset)
    assert status == 201, body
    for env in ("dev", "prod"):
        app = f"/apis/argoproj.io/v1alpha1/namespaces/argocd/applications/kfgen-{env}"

        def made(app: str = app) -> bool:
            return stack.cluster.request("GET", app)[0] == 200

        wait_for(
            made,
            120,
            f"the ApplicationSet makes kfgen-{env}",
            lambda: json.dumps(stack.cluster.request("GET", f"{APPSETS}/kfgen")[1].get("status"))[:3000],
        )
        stack.argo.wait_app(f"kfgen-{env}", "Synced", "Healthy", revision)
        [job] = jobs(stack, f"ml-{env}").values()
        assert succeeded(job)
        labels = stack.ops.get(f"/api/v1/namespaces/ml-{env}")["metadata"]["labels"]  # type: ignore[index]
        assert labels["pod-security.kubernetes.io/enforce"] == "restricted"
    report(request, f"argocd ApplicationSet: 2 Applications Healthy in {time.monotonic() - began:.1f}s")


MLFLOW_SERVER = {
    "image": "registry.example.com/ml/mlflow-server:3.17.2",
    "backendStore": {
        "uri": "postgresql://mlflow@postgres.databases.svc:5432/mlflow",
        "passwordSecret": {"secret": "mlflow-db", "key": "password"},
    },
    "artifacts": {
        "s3": {
            "uri": "s3://mlflow-dev/artifacts",
            "endpoint": "http://minio.storage.svc:9000",
            "region": "us-east-1",
            "accessKeyId": {"secret": "mlflow-s3", "key": "access-key-id"},
            "secretAccessKey": {"secret": "mlflow-s3", "key": "secret-access-key"},
        }
    },
}


def test_sync_waves_run_the_mlflow_schema_upgrade_before_the_server(stack: Stack) -> None:
    """The Environment's MLflow server: Argo CD applies its db-upgrade Job (sync wave -1) and creates the server's
    Deployment only once the Job completed (the Environment's labels hold the upgrade's pod until the test ends it)."""
    ns = "argo-waves"
    repo = team_repo(stack, "waves", ns, {"train": spec(held=False)})
    env_file = repo.path / "overlays" / "dev" / "environment.yaml"
    env = yaml.safe_load(env_file.read_text())
    env["spec"]["mlflow"] = {"server": MLFLOW_SERVER}
    env["spec"]["labels"] = {**env["spec"].get("labels", {}), OUTCOME: "report"}
    env_file.write_text(yaml.safe_dump(env))
    revision = repo.push("an MLflow server")
    stack.argo.application("waves", repo.url, "overlays/dev", ns, plugin="kfgen-v1")
    jobs_path = f"/apis/batch/v1/namespaces/{ns}/jobs"
    deployment = f"/apis/apps/v1/namespaces/{ns}/deployments/mlflow"

    def upgrade_pod() -> Obj | None:
        return next((p for p in stack.ops.pods(ns) if p["metadata"]["name"].startswith("mlflow-db-upgrade-")), None)

    pod = wait_for(lambda: (p := upgrade_pod()) and p["status"].get("phase") == "Running" and p, RUN_TIMEOUT, "upgrade")
    sleep_past_resync()
    assert stack.cluster.request("GET", deployment)[0] == 404, "the server waits for its schema upgrade"
    stack.cluster.kubectl("annotate", "-n", ns, "pod", pod["metadata"]["name"], "e2e.kfgen.dev/finish=succeed")
    server = wait_for(lambda: (r := stack.cluster.request("GET", deployment))[0] == 200 and r[1], RUN_TIMEOUT, "server")
    [upgrade] = (stack.ops.get(jobs_path) or {})["items"]
    assert upgrade["metadata"]["annotations"]["argocd.argoproj.io/sync-wave"] == "-1"
    assert upgrade["status"]["completionTime"] <= server["metadata"]["creationTimestamp"]
    stack.argo.wait_app("waves", "Synced", None, revision)


def test_the_plugin_served_from_the_kfgen_image_syncs_a_team_repository(
    stack: Stack, request: pytest.FixtureRequest
) -> None:
    """The CMP path with the sidecar Argo CD users run: the kfgen image built by scripts/build-image.sh (kfgen,
    kfgen-fn, kustomize; no shell tools), argocd-cmp-server inside it under podman, the shipped plugin.yaml."""
    began, ns = time.monotonic(), "argo-image"
    built = subprocess.run(["bash", str(ROOT / "scripts" / "build-image.sh")], capture_output=True, text=True)
    assert built.returncode == 0, built.stderr[-3000:]
    plugin = stack.argo.start_image_cmp_server(IMAGE)
    repo = team_repo(stack, "image", ns, {"train": spec(held=False)})
    revision = repo.push("a team repository")
    stack.argo.application("image", repo.url, "overlays/dev", ns, plugin=plugin)
    stack.argo.wait_app("image", "Synced", "Healthy", revision)
    [job] = jobs(stack, ns).values()
    assert succeeded(job) and job["metadata"]["labels"][SPEC_LABEL] == "train"
    report(request, f"argocd CMP from the kfgen image: Healthy in {time.monotonic() - began:.1f}s")
