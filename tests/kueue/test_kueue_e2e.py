"""Kueue v0.19.2 on the real operators and kwok's nodes (tests/harness/operators.py, tests/harness/kueue.py).

First the harness with hand-written jobs: Kueue admits a batch Job and a training-operator PyTorchJob by
the quota of a ClusterQueue and holds back what does not fit. Then what kfgen renders, through
`kfgen render` applied as a GitOps tool would and through the controller: an Environment's flavors,
ClusterQueue, priorities and LocalQueues; its jobs created suspended, admitted within quota and run to
the end; a job over quota waiting with a Workload that says why; a high-priority job preempting a low
one; a TrainJob on the same path. Each assertion is the observed behaviour.
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import ENVIRONMENTS, ROOT, environment_file, run_kfgen
from kfgen_controller import Controller, wait_for
from kueue import API, QUEUE_LABEL, SHIPPED_CONFIG, Kueue, admitted, shared_kueue
from operators import GPU_PRODUCT, RESTRICTED_CONTAINER, RESTRICTED_POD, condition, report
from shared import isolated
from upstream import crds_dir, tool_crd_files

from kfgen import api
from kfgen.workloads import registry
from kfgen.workloads.registry import WORKLOADS

# the Kueue integration that admits each job kind kfgen emits (the workloads' profiles)
INTEGRATIONS = {kind: name for w in WORKLOADS for kind, name in w.kueue_integrations.items()}

Obj = dict[str, Any]

NS = "kueue-e2e"
QUEUE = "lq"
CPU_QUOTA = 2
TRAINING_OPERATOR_V1 = {f"kubeflow.org/{kind}" for kind in ("pytorchjob", "tfjob", "xgboostjob", "paddlejob", "jaxjob")}
NOWHERE = {"kfgen.dev/no-such-node": "true"}  # admitted by Kueue, never scheduled: holds its quota


@pytest.fixture(scope="module")
def kueue(request: pytest.FixtureRequest) -> Iterator[Kueue]:
    """The session's operators and Kueue (tests/harness/kueue.py), this module's objects removed at its end."""
    began = time.monotonic()
    stack = shared_kueue(request)
    kueue = stack.stack
    with isolated(stack):
        report(request, f"kueue RSS at the module's start: {kueue.rss() / 2**20:.0f} MiB")
        create_queues(kueue)
        yield kueue
        report(request, f"kueue RSS after the tests: {kueue.rss() / 2**20:.0f} MiB")
        tests_ended = time.monotonic()
    report(request, f"module's objects removed in {time.monotonic() - tests_ended:.1f}s")
    report(request, f"module (start or share, tests, clean): {time.monotonic() - began:.1f}s")


@pytest.fixture(autouse=True)
def timed(request: pytest.FixtureRequest) -> Iterator[None]:
    began = time.monotonic()
    yield
    report(request, f"{request.node.name}: {time.monotonic() - began:.1f}s")


def create_queues(kueue: Kueue) -> None:
    flavor = {"apiVersion": "kueue.x-k8s.io/v1beta2", "kind": "ResourceFlavor", "metadata": {"name": "default"}}
    quota = {"name": "default", "resources": [{"name": "cpu", "nominalQuota": CPU_QUOTA}]}
    cluster_queue = {
        "apiVersion": "kueue.x-k8s.io/v1beta2",
        "kind": "ClusterQueue",
        "metadata": {"name": "cq"},
        "spec": {"namespaceSelector": {}, "resourceGroups": [{"coveredResources": ["cpu"], "flavors": [quota]}]},
    }
    local_queue = {
        "apiVersion": "kueue.x-k8s.io/v1beta2",
        "kind": "LocalQueue",
        "metadata": {"name": QUEUE, "namespace": NS},
        "spec": {"clusterQueue": "cq"},
    }
    kueue.ops.namespace(NS)
    kueue.ops.apply([flavor, cluster_queue, local_queue])
    kueue.ops.wait_condition(f"{API}/clusterqueues/cq", "Active")
    kueue.ops.wait_condition(f"{API}/namespaces/{NS}/localqueues/{QUEUE}", "Active")


# manifests --------------------------------------------------------------------------------------------


def pod_spec(container: str, cpu: int, restart: str, node_selector: dict[str, str] | None = None) -> Obj:
    spec: Obj = {
        "restartPolicy": restart,
        "securityContext": RESTRICTED_POD,
        "containers": [
            {
                "name": container,
                "image": "busybox:1.36",
                "command": ["true"],
                "securityContext": RESTRICTED_CONTAINER,
                "resources": {"requests": {"cpu": str(cpu)}},  # only what the ClusterQueue covers
            }
        ],
    }
    if node_selector:
        spec["nodeSelector"] = node_selector
    return spec


def batch_job(name: str, cpu: int = 1, node_selector: dict[str, str] | None = None) -> Obj:
    return {
        "apiVersion": "batch/v1",
        "kind": "Job",
        "metadata": {"name": name, "namespace": NS, "labels": {QUEUE_LABEL: QUEUE}},
        "spec": {"backoffLimit": 0, "template": {"spec": pod_spec("main", cpu, "Never", node_selector)}},
    }


def pytorchjob(name: str) -> Obj:
    master = {"replicas": 1, "restartPolicy": "OnFailure", "template": {"spec": pod_spec("pytorch", 1, "OnFailure")}}
    return {
        "apiVersion": "kubeflow.org/v1",
        "kind": "PyTorchJob",
        "metadata": {"name": name, "namespace": NS, "labels": {QUEUE_LABEL: QUEUE}},
        "spec": {"pytorchReplicaSpecs": {"Master": master}},
    }


def create(kueue: Kueue, doc: Obj) -> Obj:
    """The object as the API server stored it, after the mutating webhooks (Kueue may unsuspend it at once)."""
    return dict(json.loads(kueue.cluster.kubectl("create", "-o", "json", "-f", "-", stdin=json.dumps(doc)).stdout))


def job_path(name: str) -> str:
    return f"/apis/batch/v1/namespaces/{NS}/jobs/{name}"


# waiting ----------------------------------------------------------------------------------------------


def wait_workload(kueue: Kueue, kind: str, name: str, ready: Any, what: str, timeout: float = 60) -> Obj:
    return dict(
        wait_for(
            lambda: (wl := kueue.workload_for(NS, kind, name)) and ready(wl) and wl,
            timeout,
            f"{kind} {name}: {what}",
            lambda: kueue.describe(NS),
        )
    )


def pending_message(workload: Obj) -> str | None:
    reserved = condition(workload, "QuotaReserved")
    return str(reserved["message"]) if reserved.get("status") == "False" and reserved.get("message") else None


# tests ------------------------------------------------------------------------------------------------


def test_the_shipped_fragment_is_kueues_default_list_plus_the_training_operator_kinds(kueue: Kueue) -> None:
    shipped = yaml.safe_load(SHIPPED_CONFIG.read_text())
    upstream = yaml.safe_load((kueue.module / "config/components/manager/controller_manager_config.yaml").read_text())
    assert (shipped["apiVersion"], shipped["kind"]) == (upstream["apiVersion"], upstream["kind"])
    frameworks = shipped["integrations"]["frameworks"]
    assert frameworks[: len(upstream["integrations"]["frameworks"])] == upstream["integrations"]["frameworks"]
    assert set(frameworks) - set(upstream["integrations"]["frameworks"]) == TRAINING_OPERATOR_V1
    assert len(frameworks) == len(set(frameworks))
    log = kueue.log()  # the frameworks without a CRD here are deferred, not fatal
    assert '"No matching API in the server for job framework, deferring setting up controller"' in log
    assert '"jobFrameworkName":"ray.io/rayjob"' in log


def test_a_queued_job_is_suspended_admitted_and_runs_to_completion(
    kueue: Kueue, request: pytest.FixtureRequest
) -> None:
    began = time.monotonic()
    assert create(kueue, batch_job("job"))["spec"]["suspend"] is True, "Kueue's webhook suspends it"
    workload = wait_workload(kueue, "Job", "job", admitted, "admitted")
    admission = time.monotonic() - began
    assert condition(workload, "QuotaReserved")["message"] == "Quota reserved in ClusterQueue cq"
    assert workload["status"]["admission"]["clusterQueue"] == "cq"
    [pod_set] = workload["status"]["admission"]["podSetAssignments"]
    assert pod_set["flavors"] == {"cpu": "default"}
    done = kueue.ops.wait_condition(job_path("job"), "Complete")
    assert done["spec"]["suspend"] is False
    finished = wait_workload(
        kueue, "Job", "job", lambda wl: condition(wl, "Finished").get("status") == "True", "Finished"
    )
    report(
        request,
        f"batch Job: admitted after {admission:.1f}s, Complete after {time.monotonic() - began:.1f}s; "
        f"Workload conditions {[c['type'] for c in finished['status']['conditions']]}, "
        f"Finished: {condition(finished, 'Finished').get('message')!r}",
    )


def test_a_queued_pytorchjob_is_admitted_and_succeeds(kueue: Kueue, request: pytest.FixtureRequest) -> None:
    began = time.monotonic()
    assert create(kueue, pytorchjob("torch"))["spec"]["runPolicy"]["suspend"] is True
    path = f"/apis/kubeflow.org/v1/namespaces/{NS}/pytorchjobs/torch"
    workload = wait_workload(kueue, "PyTorchJob", "torch", admitted, "admitted")
    admission = time.monotonic() - began
    assert [ps["name"] for ps in workload["spec"]["podSets"]] == ["master"]
    kueue.ops.wait_condition(path, "Succeeded", timeout=90)
    report(request, f"PyTorchJob: admitted after {admission:.1f}s, Succeeded after {time.monotonic() - began:.1f}s")


def test_a_job_over_quota_waits_and_its_workload_says_why(kueue: Kueue, request: pytest.FixtureRequest) -> None:
    create(kueue, batch_job("holder", node_selector=NOWHERE))
    wait_workload(kueue, "Job", "holder", admitted, "admitted (its pod is never scheduled)")
    create(kueue, batch_job("waiting", cpu=CPU_QUOTA))
    create(kueue, batch_job("too-big", cpu=CPU_QUOTA + 1))
    waiting = wait_workload(kueue, "Job", "waiting", pending_message, "pending")
    too_big = wait_workload(kueue, "Job", "too-big", pending_message, "pending")
    assert pending_message(waiting) == (
        "couldn't assign flavors to pod set main: insufficient unused quota for cpu in flavor default, 1 more needed"
    )
    assert "insufficient quota for cpu in flavor default" in str(pending_message(too_big))
    for name, workload in (("waiting", waiting), ("too-big", too_big)):
        assert condition(workload, "QuotaReserved")["reason"] == "Pending", name
        assert not admitted(workload), name
        job = kueue.ops.get(job_path(name))
        assert job is not None and job["spec"]["suspend"] is True, name
    report(request, f"over quota: {pending_message(waiting)!r}; over capacity: {pending_message(too_big)!r}")

    freed = time.monotonic()
    kueue.cluster.kubectl("delete", "job", "holder", "-n", NS)
    wait_workload(kueue, "Job", "waiting", admitted, "admitted once the holder's quota is free")
    report(request, f"the waiting Job was admitted {time.monotonic() - freed:.1f}s after the holder was deleted")
    kueue.ops.wait_condition(job_path("waiting"), "Complete")
    assert pending_message(kueue.workload_for(NS, "Job", "too-big") or {}), "never fits"


# kfgen's Environment and jobs ---------------------------------------------------------------------------

KFGEN_QUOTA = 4  # CPUs: one ClusterQueue, one flavor (the kwok nodes' GPU product)
V1_AND_TRAINER = [INTEGRATIONS[k] for k in ("PyTorchJob", "JAXJob", "TrainJob")]


def kueue_environment(name: str) -> Obj:
    """An Environment whose Kueue objects are all named after it (the render path's and the controller's
    never meet), in namespace `name`."""
    return {
        "apiVersion": api.API_VERSION,
        "kind": api.ENVIRONMENT,
        "metadata": {"name": name},
        "spec": {
            "namespace": name,
            "security": {"profile": "baseline"},
            "defaults": {"queue": "team", "queuePriority": f"{name}-low", "resources": {"cpu": "1", "memory": "1Gi"}},
            "policy": {"queuePriorities": [f"{name}-high"]},
            "kueue": {
                "integrations": V1_AND_TRAINER,
                "resourceFlavors": {f"{name}-a100": {"nodeLabels": {"nvidia.com/gpu.product": GPU_PRODUCT}}},
                "clusterQueues": {
                    name: {
                        "localQueues": ["team"],
                        "flavors": [{"name": f"{name}-a100", "quota": {"cpu": KFGEN_QUOTA, "memory": "16Gi"}}],
                        "preemption": {"withinClusterQueue": "LowerPriority"},
                    }
                },
                "priorityClasses": {f"{name}-high": {"value": 1000}, f"{name}-low": {"value": 10}},
            },
        },
    }


def training_spec(name: str, workers: int, **fields: Any) -> Obj:
    spec = {"framework": "jax", "image": "example.com/train:1", "replicas": {"worker": workers}, **fields}
    return {"apiVersion": api.API_VERSION, "kind": api.TRAINING_SPEC, "metadata": {"name": name}, "spec": spec}


def render(env: Obj, specs: list[Obj], tmp: Path) -> list[Obj]:
    """`kfgen render` as a GitOps pipeline runs it."""
    tmp.mkdir(parents=True, exist_ok=True)
    (tmp / "environment.yaml").write_text(json.dumps(env))
    (tmp / "specs.yaml").write_text("---\n".join(json.dumps(s) + "\n" for s in specs))
    name = env["metadata"]["name"]
    out = run_kfgen("render", "--env", name, str(tmp / "specs.yaml"), str(tmp / "environment.yaml"))
    assert out.returncode == 0, out.stderr
    return [doc for doc in yaml.safe_load_all(out.stdout) if doc]


def apply_rendered(kueue: Kueue, objects: list[Obj]) -> list[Obj]:
    """Apply what is not a job (the Environment's Kueue objects, ServiceAccounts) and create the jobs; the jobs
    as the API server stored them, after Kueue's webhook."""
    jobs = [o for o in objects if o["kind"] in registry.JOB_KINDS]
    rest = [o for o in objects if o["kind"] not in registry.JOB_KINDS]
    if rest:
        kueue.ops.apply(rest)
    return [create(kueue, job) for job in jobs]


def kfgen_job_path(job: Obj) -> str:
    info = registry.row_of(job)
    assert info is not None, (job.get("apiVersion"), job["kind"])
    return f"/apis/{info.api_version}/namespaces/{job['metadata']['namespace']}/{info.plural}/{job['metadata']['name']}"


def suspended(job: Obj) -> bool:
    spec = job["spec"]
    return bool(spec["suspend"] if job["kind"] == "TrainJob" else spec["runPolicy"]["suspend"])


def wait_kfgen_workload(kueue: Kueue, job: Obj, ready: Any, what: str, timeout: float = 60) -> Obj:
    ns, name = job["metadata"]["namespace"], job["metadata"]["name"]
    return dict(
        wait_for(
            lambda: (wl := kueue.workload_for(ns, job["kind"], name)) and ready(wl) and wl,
            timeout,
            f"{job['kind']} {ns}/{name}: {what}",
            lambda: kueue.describe(ns),
        )
    )


def succeeded(kueue: Kueue, job: Obj, timeout: float = 120) -> Obj:
    phases = registry.BY_API[(job["apiVersion"], job["kind"])].phases
    assert phases is not None
    return kueue.ops.wait_condition(kfgen_job_path(job), phases.succeeded, timeout)


def preempted(workload: Obj) -> bool:
    return condition(workload, "Evicted").get("reason") == "Preempted"


@pytest.mark.parametrize("name", ENVIRONMENTS)
def test_every_shipped_overlays_queues_pass_admission_and_kueues_webhooks(
    kueue: Kueue, name: str, tmp_path: Path
) -> None:
    """Each overlay's Kueue objects through the API server (the CRDs' CEL rules) and Kueue's validating
    webhooks, as a server-side dry run: what Argo CD would apply is accepted."""
    env = yaml.safe_load(environment_file(name).read_text())
    cluster_scoped = ("ResourceFlavor", "ClusterQueue", "WorkloadPriorityClass")  # the namespaces are not here
    objects = [o for o in render(env, [], tmp_path) if o["kind"] in cluster_scoped]
    assert objects
    listed = json.dumps({"apiVersion": "v1", "kind": "List", "items": objects})
    result = kueue.cluster.kubectl("apply", "--server-side", "--dry-run=server", "-f", "-", stdin=listed, check=False)
    assert result.returncode == 0, result.stderr
    assert result.stdout.count("(server dry run)") == len(objects)
    broken = next(o for o in objects if o["kind"] == "ClusterQueue")
    broken["spec"]["resourceGroups"][0]["flavors"][0]["resources"].pop()  # fewer than coveredResources
    listed = json.dumps({"apiVersion": "v1", "kind": "List", "items": [broken]})
    refused = kueue.cluster.kubectl("apply", "--server-side", "--dry-run=server", "-f", "-", stdin=listed, check=False)
    assert refused.returncode != 0 and "coveredResources" in refused.stderr, refused.stderr


@pytest.fixture(scope="module")
def rendered_env(kueue: Kueue, tmp_path_factory: pytest.TempPathFactory) -> Obj:
    """The render path's Environment, its objects applied (as Argo CD would) and active."""
    env = kueue_environment("kq")
    kueue.ops.namespace("kq", enforce="baseline")
    objects = render(env, [], tmp_path_factory.mktemp("kq-env"))
    assert {o["kind"] for o in objects} == {"ResourceFlavor", "ClusterQueue", "WorkloadPriorityClass", "LocalQueue"}
    kueue.ops.apply(objects)
    kueue.ops.wait_condition(f"{API}/clusterqueues/kq", "Active")
    kueue.ops.wait_condition(f"{API}/namespaces/kq/localqueues/team", "Active")
    return env


def test_a_rendered_job_is_created_suspended_admitted_and_succeeds(
    kueue: Kueue, rendered_env: Obj, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    began = time.monotonic()
    specs = [
        training_spec("torch", 1, framework="pytorch", replicas={"master": 1, "worker": 1}),
        training_spec("jax", 2),
    ]
    jobs = apply_rendered(kueue, render(rendered_env, specs, tmp_path))
    assert [suspended(j) for j in jobs] == [True, True], "Kueue's webhook suspends each queued job"
    for job in jobs:
        assert job["metadata"]["labels"][api.QUEUE_LABEL] == "team"
        workload = wait_kfgen_workload(kueue, job, admitted, "admitted")
        assert workload["status"]["admission"]["clusterQueue"] == "kq"
        assert workload["spec"]["priorityClassRef"]["name"] == "kq-low" and workload["spec"]["priority"] == 10
        assert {f for ps in workload["status"]["admission"]["podSetAssignments"] for f in ps["flavors"].values()} == {
            "kq-a100"
        }
    for job in jobs:
        assert not suspended(succeeded(kueue, job))
    report(request, f"render path: 2 jobs suspended, admitted and Succeeded in {time.monotonic() - began:.1f}s")


def test_a_rendered_job_over_quota_waits_and_runs_when_the_quota_frees(
    kueue: Kueue, rendered_env: Obj, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    holder_spec = training_spec("holder", KFGEN_QUOTA - 1, nodeSelector=NOWHERE)
    [holder] = apply_rendered(kueue, render(rendered_env, [holder_spec], tmp_path / "holder"))
    wait_kfgen_workload(kueue, holder, admitted, "admitted (its pods are never scheduled)")
    [waiting] = apply_rendered(kueue, render(rendered_env, [training_spec("waiting", 2)], tmp_path / "waiting"))
    workload = wait_kfgen_workload(kueue, waiting, pending_message, "pending")
    message = pending_message(workload)
    assert message == (
        "couldn't assign flavors to pod set worker: insufficient unused quota for cpu in flavor kq-a100, 1 more needed"
    )
    assert suspended(kueue.ops.get(kfgen_job_path(waiting)) or {})
    report(request, f"what a team sees while its job waits: QuotaReserved=False, {message!r}")
    kueue.cluster.kubectl("delete", "jaxjob", holder["metadata"]["name"], "-n", "kq")
    wait_kfgen_workload(kueue, waiting, admitted, "admitted once the holder is gone")
    succeeded(kueue, waiting)


def test_a_high_priority_job_preempts_a_low_one(
    kueue: Kueue, rendered_env: Obj, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    low_spec = training_spec("low", KFGEN_QUOTA, nodeSelector=NOWHERE)
    [low] = apply_rendered(kueue, render(rendered_env, [low_spec], tmp_path / "low"))
    wait_kfgen_workload(kueue, low, admitted, "admitted (its pods are never scheduled)")
    began = time.monotonic()
    urgent_spec = training_spec("urgent", 2, queuePriority="kq-high")
    [urgent] = apply_rendered(kueue, render(rendered_env, [urgent_spec], tmp_path / "urgent"))
    assert urgent["metadata"]["labels"][api.QUEUE_PRIORITY_LABEL] == "kq-high"
    evicted = wait_kfgen_workload(
        kueue, low, lambda wl: preempted(wl) and not admitted(wl), "preempted by the high-priority job"
    )
    wait_for(lambda: suspended(kueue.ops.get(kfgen_job_path(low)) or {}), 30, "the low job is suspended again")
    workload = wait_kfgen_workload(kueue, urgent, admitted, "admitted")
    assert workload["spec"]["priority"] == 1000
    succeeded(kueue, urgent)
    report(
        request,
        f"preemption: the low job evicted ({condition(evicted, 'Evicted').get('message')!r}), the high one "
        f"Succeeded {time.monotonic() - began:.1f}s after it was created",
    )
    kueue.cluster.kubectl("delete", "jaxjob", low["metadata"]["name"], "-n", "kq")


def test_a_rendered_trainjob_takes_the_same_path(
    kueue: Kueue, rendered_env: Obj, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    began = time.monotonic()
    spec = training_spec("tj", 2, framework="pytorch", backend="trainer")
    del spec["spec"]["image"]
    [job] = apply_rendered(kueue, render(rendered_env, [spec], tmp_path))
    assert job["kind"] == "TrainJob" and suspended(job)
    workload = wait_kfgen_workload(kueue, job, admitted, "admitted")
    assert workload["status"]["admission"]["clusterQueue"] == "kq"
    assert not suspended(succeeded(kueue, job))
    report(request, f"TrainJob: suspended, admitted and Complete in {time.monotonic() - began:.1f}s")


# the controller -----------------------------------------------------------------------------------------


@pytest.fixture(scope="module")
def controller(kueue: Kueue) -> Iterator[Controller]:
    cluster = kueue.cluster
    for path in [*sorted((crds_dir() / "prometheus-operator").glob("*.yaml")), *tool_crd_files()]:
        cluster.kubectl("apply", "--server-side", "-f", str(path))
    base = cluster.kubectl("kustomize", str(ROOT / "bases" / "controller")).stdout
    cluster.kubectl("apply", "--server-side", "-f", "-", stdin=base)
    cluster.kubectl("wait", "--for=condition=Established", "--timeout=60s", "crd", "--all")
    running = Controller(cluster, "kfgen-kueue").start()
    yield running
    running.stop()


def test_the_controller_applies_the_queues_and_its_jobs_are_admitted(
    kueue: Kueue, controller: Controller, request: pytest.FixtureRequest
) -> None:
    began = time.monotonic()
    env = kueue_environment("kqc")
    labels = {api.ENVIRONMENT_KEY: "kqc", "pod-security.kubernetes.io/enforce": "baseline"}
    kueue.ops.apply([{"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": "kqc", "labels": labels}}, env])
    owned = kueue.ops.wait_condition(f"{API}/clusterqueues/kqc", "Active")
    assert [ref["kind"] for ref in owned["metadata"]["ownerReferences"]] == ["Environment"]
    for path in (f"{API}/resourceflavors/kqc-a100", f"{API}/workloadpriorityclasses/kqc-high"):
        assert kueue.ops.get(path) is not None, path
    kueue.ops.wait_condition(f"{API}/namespaces/kqc/localqueues/team", "Active")
    spec = training_spec("ctl", 2)
    spec["metadata"]["namespace"] = "kqc"
    kueue.ops.apply([spec])
    path = "/apis/kfgen.dev/v1alpha1/namespaces/kqc/trainingspecs/ctl"
    job = dict(
        wait_for(
            lambda: next(
                iter((kueue.ops.get("/apis/kubeflow.org/v1/namespaces/kqc/jaxjobs") or {}).get("items") or []), None
            ),
            60,
            "the controller created the job",
            lambda: controller.log.read_text()[-3000:],
        )
    )
    job["kind"] = "JAXJob"
    assert job["metadata"]["labels"][api.QUEUE_LABEL] == "team"
    workload = wait_kfgen_workload(kueue, job, admitted, "admitted")
    assert workload["status"]["admission"]["clusterQueue"] == "kqc"
    done = wait_for(
        lambda: ((kueue.ops.get(path) or {}).get("status") or {}).get("phase") == "Succeeded",
        120,
        "the TrainingSpec's phase is Succeeded",
        lambda: json.dumps((kueue.ops.get(path) or {}).get("status"), indent=1),
    )
    assert done
    report(request, f"controller path: queues applied, job admitted and Succeeded in {time.monotonic() - began:.1f}s")


def test_the_controller_makes_the_queue_where_a_labelled_namespaces_spec_renders(
    kueue: Kueue, controller: Controller
) -> None:
    """A spec renders where it was created: in another namespace labelled for the Environment, the controller
    makes the LocalQueue there and widens the ClusterQueue's namespaces, and the job is admitted."""
    labels = {api.ENVIRONMENT_KEY: "kqc", "pod-security.kubernetes.io/enforce": "baseline"}
    kueue.ops.apply([{"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": "kqc-team", "labels": labels}}])
    spec = training_spec("team", 1)
    spec["metadata"]["namespace"] = "kqc-team"
    kueue.ops.apply([spec])
    queue = kueue.ops.wait_condition(f"{API}/namespaces/kqc-team/localqueues/team", "Active")
    assert [ref["kind"] for ref in queue["metadata"]["ownerReferences"]] == ["Environment"]
    selector = (kueue.ops.get(f"{API}/clusterqueues/kqc") or {})["spec"]["namespaceSelector"]
    assert selector["matchExpressions"][0]["values"] == ["kqc", "kqc-team"]
    path = "/apis/kfgen.dev/v1alpha1/namespaces/kqc-team/trainingspecs/team"
    wait_for(
        lambda: ((kueue.ops.get(path) or {}).get("status") or {}).get("phase") == "Succeeded",
        120,
        "the TrainingSpec's phase is Succeeded",
        lambda: json.dumps((kueue.ops.get(path) or {}).get("status"), indent=1) + kueue.describe("kqc-team"),
    )
