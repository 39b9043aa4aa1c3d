"""End to end on the real operators: what kfgen renders runs to completion.

training-operator v1, Trainer v2 with JobSet, kube-scheduler and kwok's simulated GPU nodes
(tests/harness/operators.py) run every example in every environment twice — rendered by `kfgen render` and
applied as the GitOps tools would, and as TrainingSpec resources reconciled by `kfgen controller` —
plus generated specs covering every framework, role and backend, and failing pods.

Namespaces enforce the Environment's Pod Security level (dev: baseline; staging and prod:
restricted), except that v1 MPIJobs run in a `-mpi` namespace that enforces baseline: the operator
adds an init container without a securityContext to the launcher (`kfgen validate` warns about it).
Each pod the operators create is compared with the pod template kfgen wrote.
"""

from __future__ import annotations

import copy
import hashlib
import json
import threading
import time
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml
from cluster import WORKLOAD_CONTROLLERS, Cluster
from conftest import ENVIRONMENTS, ROOT, environment_file, examples, run_kfgen
from healthcheck import evaluate
from kfgen_controller import Controller, wait_for
from operators import OUTCOME_LABEL, PYTORCH_INIT_TEMPLATE, Operators, announce, fake_node, report, running_operators
from upstream import crds_dir, tool_crd_files

from kfgen import core
from kfgen.workloads.frameworks import FRAMEWORKS, TRAINER_CONTAINER

Obj = dict[str, Any]

CONTROLLERS = (*WORKLOAD_CONTROLLERS, "persistentvolume-binder")
PRIORITY_CLASSES = ("training-high", "training-default")
TEAM_RUNTIME = "torch-team"  # examples/trainer-namespaced-runtime.yaml
JOB_KINDS = {fw.kind: fw for fw in FRAMEWORKS.values()}
PLURALS = {
    **{fw.kind: ("kubeflow.org/v1", fw.kind.lower() + "s") for fw in FRAMEWORKS.values()},
    "TrainJob": ("trainer.kubeflow.org/v1alpha1", "trainjobs"),
    "Job": ("batch/v1", "jobs"),  # backend job: the Job controller of kube-controller-manager runs it
}
SPEC_LABEL = "kfgen.dev/trainingspec"
CUSTOM_HEALTH = {kind for kind in PLURALS if kind != "Job"}  # Argo CD and Flux know a Job's health themselves
RUN_TIMEOUT = 300
TEST_ENV = "e2e"

# Generated specs: every framework with every role it has, and every backend.
GENERATED: dict[str, Obj] = {
    "gen-pytorch": {"framework": "pytorch", "replicas": {"master": 1, "worker": 2}},
    "gen-tf": {"framework": "tensorflow", "replicas": {"chief": 1, "ps": 1, "worker": 2, "evaluator": 1}},
    "gen-tf-master": {"framework": "tensorflow", "replicas": {"master": 1, "worker": 1}},
    "gen-xgboost": {"framework": "xgboost", "replicas": {"master": 1, "worker": 2}},
    "gen-job": {"framework": "pytorch", "backend": "job"},
    "gen-mpi": {"framework": "mpi", "command": ["mpirun", "python", "/train.py"], "replicas": {"worker": 2}},
    "gen-paddle": {"framework": "paddle", "replicas": {"master": 1, "worker": 2}},
    "gen-jax": {"framework": "jax", "replicas": {"worker": 2}},
    "gen-tr-torch": {"framework": "pytorch", "backend": "trainer", "replicas": {"worker": 2}},
    "gen-tr-xgboost": {"framework": "xgboost", "backend": "trainer", "replicas": {"worker": 2}},
    "gen-tr-jax": {"framework": "jax", "backend": "trainer", "replicas": {"worker": 2}},
    "gen-tr-deepspeed": {"framework": "mpi", "backend": "trainer", "replicas": {"worker": 2}},
    # ports (the operator's own renamed to another number), unbounded /dev/shm, no CPU limit (the policy allows)
    "gen-ports": {
        "framework": "paddle",
        "replicas": {"master": 1, "worker": 2},
        "ports": [{"name": "master", "containerPort": 36544}, {"name": "http", "containerPort": 8080}],
        "roles": {"worker": {"ports": [{"name": "statsd", "containerPort": 8125, "protocol": "UDP"}]}},
        "sharedMemory": "unlimited",
        "resources": {"cpu": "1", "memory": "1Gi", "limits": {"cpu": "unlimited"}},
    },
    "gen-tr-burst": {
        "framework": "pytorch",
        "backend": "trainer",
        "replicas": {"worker": 2},
        "sharedMemory": "unlimited",
        "resources": {"cpu": "1", "memory": "1Gi", "limits": {"cpu": "unlimited"}},
    },
}
FAILING = ("gen-pytorch", "gen-tr-torch")


# inputs -------------------------------------------------------------------------------------------


def environment(name: str) -> Obj:
    doc = yaml.safe_load(environment_file(name).read_text())
    doc["metadata"].pop("annotations", None)
    return dict(doc)


def cluster_environment(name: str) -> Obj:
    """The Environment as the controller path's cluster has it: the platform team also lists the test's
    controller namespaces (its LocalQueues are made there too)."""
    env = environment(name)
    policy = env["spec"].setdefault("policy", {})
    own = [env["spec"].get("namespace") or "default"]
    test_namespaces = [f"ctl-{name}", f"ctl-{name}-mpi"]
    policy["namespaces"] = [*policy.get("namespaces", own), *test_namespaces]
    for queue in env["spec"]["kueue"].get("clusterQueues", {}).values():  # the queue of its own namespace
        if own[0] in queue.get("namespaces", []):
            queue["namespaces"] = [*queue["namespaces"], *test_namespaces]
    return env


def gen_environment() -> Obj:
    return {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "Environment",
        "metadata": {"name": TEST_ENV},
        "spec": {
            "namespace": "e2e-gen",
            "security": {"profile": "restricted"},
            "trainingOperator": {"restrictedInitContainers": True},
            "policy": {"unboundedSharedMemory": True, "burstableCpu": True},
        },
    }


def profile(env: Obj) -> str:
    return str((env["spec"].get("security") or {}).get("profile", "restricted"))


def needs_baseline(spec: Obj) -> bool:
    return bool(spec["spec"]["framework"] == "mpi" and spec["spec"].get("backend", "v1") == "v1")


def generated_spec(name: str, fields: Obj, fail: bool = False) -> Obj:
    spec: Obj = {"image": "example.com/train:1", "resources": {"cpu": "1", "memory": "1Gi"}, **copy.deepcopy(fields)}
    if spec.get("backend") == "trainer":
        spec.pop("image")
    if fail:
        spec["podPatch"] = {"metadata": {"labels": {OUTCOME_LABEL: "fail"}}}
        if spec.get("backend") != "trainer":  # pytorch restarts failed pods (OnFailure) until the backoff limit
            spec["runPolicy"] = {"backoffLimit": 1}
    return {"apiVersion": "kfgen.dev/v1alpha1", "kind": "TrainingSpec", "metadata": {"name": name}, "spec": spec}


def example_specs() -> list[Obj]:
    """The examples whose job runs here; a tuning example's Experiment runs in the Katib loop (test_katib_e2e)."""
    loaded = [dict(yaml.safe_load(path.read_text())) for path in examples()]
    return [spec for spec in loaded if "tuning" not in spec["spec"]]


def generated_specs() -> list[Obj]:
    return [generated_spec(name, fields) for name, fields in GENERATED.items()] + [
        generated_spec(f"{name}-fail", GENERATED[name], fail=True) for name in FAILING
    ]


def target_namespace(base: str, spec: Obj, env: Obj) -> str:
    return f"{base}-mpi" if needs_baseline(spec) and profile(env) == "restricted" else base


# the cluster --------------------------------------------------------------------------------------


RECORDED = {"pods": "/api/v1/pods", "services": "/api/v1/services"}


class Recorder:
    """Keeps the first sight of every pod and Service: operators delete them when a job finishes."""

    def __init__(self, cluster: Cluster) -> None:
        self.cluster = cluster
        self.seen: dict[str, dict[tuple[str, str], Obj]] = {kind: {} for kind in RECORDED}
        self.stopping = threading.Event()
        self.thread = threading.Thread(target=self.loop, daemon=True)

    def loop(self) -> None:
        while not self.stopping.wait(0.4):
            self.sweep()

    def sweep(self) -> None:
        for kind, path in RECORDED.items():
            status, body = self.cluster.request("GET", path)
            for obj in (body.get("items") or []) if status == 200 else []:
                self.seen[kind].setdefault((obj["metadata"]["namespace"], obj["metadata"]["name"]), obj)

    def of(self, namespace: str, label: str, value: str, kind: str = "pods") -> list[Obj]:
        self.sweep()
        return sorted(
            (
                o
                for (ns, _), o in self.seen[kind].items()
                if ns == namespace and (o["metadata"].get("labels") or {}).get(label) == value
            ),
            key=lambda o: str(o["metadata"]["name"]),
        )


@dataclass
class Stack:
    ops: Operators
    recorder: Recorder
    controller: Controller

    @property
    def cluster(self) -> Cluster:
        return self.ops.cluster


def mappings(node: Any) -> Iterator[Obj]:
    """Every mapping in a tree of objects."""
    if isinstance(node, dict):
        yield node
        for value in node.values():
            yield from mappings(value)
    elif isinstance(node, list):
        for value in node:
            yield from mappings(value)


def claims(objects: list[Obj]) -> set[str]:
    return {
        str(m["persistentVolumeClaim"]["claimName"])
        for m in mappings(objects)
        if isinstance(m.get("persistentVolumeClaim"), dict)
    }


def prepare_namespace(stack: Stack, name: str, level: str, env_name: str | None, objects: list[Obj]) -> None:
    labels = {f"pod-security.kubernetes.io/{mode}": level for mode in ("enforce", "warn")}
    if env_name:
        labels["kfgen.dev/environment"] = env_name
    docs: list[Obj] = [{"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": name, "labels": labels}}]
    # a claim the output makes itself (the tracking server's) gets a volume to bind; the others, volume and claim
    own = {o["metadata"]["name"]: o for o in objects if o["kind"] == "PersistentVolumeClaim"}
    for claim, pvc in sorted(own.items()):
        volume = f"{name}-{claim}"
        spec = {
            "capacity": {"storage": pvc["spec"]["resources"]["requests"]["storage"]},
            "accessModes": pvc["spec"]["accessModes"],
            "hostPath": {"path": f"/data/{volume}"},
            "claimRef": {"namespace": name, "name": claim},
        }
        docs.append({"apiVersion": "v1", "kind": "PersistentVolume", "metadata": {"name": volume}, "spec": spec})
    for claim in sorted(claims(objects) - set(own)):
        volume = f"{name}-{claim}"
        docs.append(
            {
                "apiVersion": "v1",
                "kind": "PersistentVolume",
                "metadata": {"name": volume},
                "spec": {
                    "capacity": {"storage": "1Ti"},
                    "accessModes": ["ReadWriteMany"],
                    "storageClassName": "",
                    "hostPath": {"path": f"/data/{volume}"},
                    "claimRef": {"namespace": name, "name": claim},
                },
            }
        )
        docs.append(
            {
                "apiVersion": "v1",
                "kind": "PersistentVolumeClaim",
                "metadata": {"name": claim, "namespace": name},
                "spec": {
                    "accessModes": ["ReadWriteMany"],
                    "storageClassName": "",
                    "volumeName": volume,
                    "resources": {"requests": {"storage": "1Ti"}},
                },
            }
        )
    runtime = yaml.safe_load((crds_dir() / "trainer" / "runtimes" / "torch_distributed.yaml").read_text())
    runtime.update(kind="TrainingRuntime", metadata={"name": TEAM_RUNTIME, "namespace": name})
    docs.append(runtime)
    stack.ops.apply(docs)


def nodes_for(objects: list[Obj]) -> list[Obj]:
    """Fake nodes every rendered pod fits on: its node selector, GPU product and extended resources."""
    selectors: set[tuple[tuple[str, str], ...]] = {()}
    products: set[str] = {"NVIDIA-A100-SXM4-80GB"}
    extended: set[str] = {"nvidia.com/gpu"}

    for m in mappings(objects):
        if isinstance(m.get("nodeSelector"), dict):
            selectors.add(tuple(sorted(m["nodeSelector"].items())))
        if m.get("key") == "nvidia.com/gpu.product":
            products.update(m.get("values") or [])
        if isinstance(m.get("requests"), dict):
            extended.update(k for k in m["requests"] if "/" in k)
    nodes = []
    for selector, product in ((s, p) for s in sorted(selectors) for p in sorted(products)):
        # named after what it offers: applying the same node twice changes nothing
        digest = hashlib.sha256(json.dumps([selector, product, sorted(extended)]).encode()).hexdigest()[:10]
        node = fake_node(f"e2e-{digest}")
        node["metadata"]["labels"].update({**dict(selector), "nvidia.com/gpu.product": product})
        capacity = {
            "cpu": "512",
            "memory": "8Ti",
            "pods": "250",
            "ephemeral-storage": "10Ti",
            **{name: "64" for name in sorted(extended)},
        }
        node["status"] = {"capacity": capacity, "allocatable": capacity}
        nodes.append(node)
    return nodes


@pytest.fixture(scope="module")
def stack(request: pytest.FixtureRequest) -> Iterator[Stack]:
    began = time.monotonic()
    # the init container template is what kfgen documents
    with running_operators(controllers=CONTROLLERS, pytorch_init_template=PYTORCH_INIT_TEMPLATE) as ops:
        announce(request, ops, began)
        cluster = ops.cluster
        recorder = Recorder(cluster)
        controller: Controller | None = None
        try:
            for path in sorted(
                [
                    *(crds_dir() / "prometheus-operator").glob("*.yaml"),
                    *(crds_dir() / "kueue").glob("*.yaml"),
                    *tool_crd_files(),
                ]
            ):
                cluster.kubectl("apply", "--server-side", "-f", str(path))
            cluster.kubectl(
                "apply",
                "--server-side",
                "-f",
                "-",
                stdin=cluster.kubectl("kustomize", str(ROOT / "bases" / "controller")).stdout,
            )
            cluster.kubectl("wait", "--for=condition=Established", "--timeout=60s", "crd", "--all")
            ops.apply(
                [
                    {
                        "apiVersion": "scheduling.k8s.io/v1",
                        "kind": "PriorityClass",
                        "metadata": {"name": name},
                        "value": 1000,
                    }
                    for name in PRIORITY_CLASSES
                ]
            )
            ops.apply([cluster_environment(name) for name in ENVIRONMENTS] + [gen_environment()])
            recorder.thread.start()
            controller = Controller(cluster, "kfgen-e2e").start()
            report(request, f"e2e stack started in {time.monotonic() - began:.1f}s")
            yield Stack(ops, recorder, controller)
        finally:
            recorder.stopping.set()
            if controller:
                controller.stop()


# rendering, applying, waiting ---------------------------------------------------------------------


def as_list(objects: list[Obj]) -> str:
    """JSON for kubectl: a YAML 1.1 dump would leave strings such as 0e156 unquoted for kubectl's YAML 1.2."""
    return json.dumps({"apiVersion": "v1", "kind": "List", "items": objects})


def render(specs: list[Obj], env: Obj, tmp: Path) -> list[Obj]:
    """`kfgen render --environment FILE` of the specs, as a GitOps pipeline would run it; its output is kept as
    `rendered.yaml` beside the specs, the bytes kubectl applies."""
    tmp.mkdir(parents=True, exist_ok=True)
    (tmp / "specs.yaml").write_text("---\n".join(json.dumps(spec) + "\n" for spec in specs))  # JSON: no YAML 1.1
    (tmp / "environment.yaml").write_text(json.dumps(env))
    # the test's copy of the Environment (its own namespace) is an explicit choice: as an input beside the
    # platform's overlays/NAME it would shadow it, which kfgen refuses
    out = run_kfgen("render", "--environment", str(tmp / "environment.yaml"), str(tmp / "specs.yaml"))
    assert out.returncode == 0, out.stderr
    (tmp / "rendered.yaml").write_text(out.stdout)
    return [doc for doc in yaml.safe_load_all(out.stdout) if doc]


def render_path_jobs(stack: Stack, specs: list[Obj], env: Obj, base: str, tmp: Path) -> list[Obj]:
    """Render into `base` (or `base-mpi`), prepare the namespaces, apply; the jobs that were applied."""
    groups: dict[str, list[Obj]] = {}
    for spec in specs:
        groups.setdefault(target_namespace(base, spec, env), []).append(spec)
    applied: list[Obj] = []
    for namespace, members in sorted(groups.items()):
        env_copy = copy.deepcopy(env)
        env_copy["spec"]["namespace"] = namespace
        objects = render(members, env_copy, tmp / namespace)
        level = "baseline" if namespace.endswith("-mpi") else profile(env)
        prepare_namespace(stack, namespace, level, None, objects)
        # the team namespaces of its LocalQueues and RoleBindings, the monitoring namespace
        others = {o["metadata"]["namespace"] for o in objects if o["metadata"].get("namespace")} - {namespace}
        if others:
            stack.ops.apply(
                [{"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": n}} for n in sorted(others)]
            )
        stack.ops.apply(nodes_for(objects))
        # the cluster's Environment of the same name (the controller path) owns the same cluster-scoped queues
        stack.cluster.kubectl(
            "apply", "--server-side", "--force-conflicts", "-f", str(tmp / namespace / "rendered.yaml")
        )
        # a spec's job (not the Environment's, such as its MLflow server's db-upgrade Job)
        applied += [obj for obj in objects if obj["kind"] in PLURALS and SPEC_LABEL in obj["metadata"]["labels"]]
    return applied


def job_path(job: Obj) -> str:
    group, plural = PLURALS[job["kind"]]
    return f"/apis/{group}/namespaces/{job['metadata']['namespace']}/{plural}/{job['metadata']['name']}"


def finished(obj: Obj | None, kind: str) -> str | None:
    success = "Complete" if kind in ("TrainJob", "Job") else "Succeeded"
    for cond in ((obj or {}).get("status") or {}).get("conditions") or []:
        if cond["status"] == "True" and cond["type"] in (success, "Failed"):
            return "Succeeded" if cond["type"] == success else "Failed"
    return None


def wait_finished(stack: Stack, jobs: list[Obj], timeout: float = RUN_TIMEOUT) -> dict[str, str]:
    outcome: dict[str, str] = {}
    deadline = time.monotonic() + timeout
    while time.monotonic() < deadline and len(outcome) < len(jobs):
        for job in jobs:
            path = job_path(job)
            if path not in outcome:
                status, live = stack.cluster.request("GET", path)
                result = finished(live if status == 200 else None, job["kind"])
                if result:
                    outcome[path] = result
        time.sleep(1)
    missing = [job_path(j) for j in jobs if job_path(j) not in outcome]
    if missing:
        details = {path: (stack.cluster.request("GET", path)[1] or {}).get("status") for path in missing[:5]}
        raise AssertionError(
            f"{len(missing)} jobs did not finish in {timeout}s: {missing}\n"
            f"{json.dumps(details, indent=1)[:4000]}\n{stack.ops.log('training-operator')[-3000:]}"
        )
    return outcome


# comparing pods with kfgen's templates ------------------------------------------------------------


def contains(actual: Any, expected: Any) -> bool:
    """`actual` holds everything `expected` says; the API server may have added its defaults."""
    if isinstance(expected, dict):
        return isinstance(actual, dict) and all(contains(actual.get(k), v) for k, v in expected.items())
    if isinstance(expected, list):
        return (
            isinstance(actual, list)
            and len(actual) == len(expected)
            and all(contains(a, e) for a, e in zip(actual, expected, strict=True))
        )
    return bool(actual == expected)


def subset(expected: list[Obj], actual: list[Obj], what: str) -> None:
    by_name = {item["name"]: item for item in actual}
    for item in expected:
        found = by_name.get(item["name"])
        assert contains(found, item), f"{what} {item['name']}: {found} != {item}"


def check_pod(pod: Obj, template: Obj, container_name: str, restart: str | None, where: str) -> None:
    spec, want = pod["spec"], template["spec"]
    assert spec["securityContext"] == want["securityContext"], where
    assert spec.get("nodeSelector") == want.get("nodeSelector"), where
    assert contains(spec.get("affinity"), want.get("affinity")), where
    for toleration in want.get("tolerations") or []:
        assert toleration in spec.get("tolerations", []), f"{where}: {toleration}"
    for key in ("priorityClassName", "schedulerName", "imagePullSecrets"):
        if key in want:
            assert spec.get(key) == want[key], f"{where}: {key}"
    assert spec.get("automountServiceAccountToken") == want.get("automountServiceAccountToken"), where
    subset(want.get("volumes") or [], spec.get("volumes") or [], f"{where} volume")
    for label, value in template["metadata"]["labels"].items():
        assert pod["metadata"]["labels"].get(label) == value, f"{where}: label {label}"
    main = next(c for c in spec["containers"] if c["name"] == container_name)
    expected = next(c for c in want["containers"] if c["name"] == container_name)
    assert main["securityContext"] == expected["securityContext"], where
    subset(expected.get("env") or [], main.get("env") or [], f"{where} env")
    subset(expected.get("volumeMounts") or [], main.get("volumeMounts") or [], f"{where} mount")
    for key in ("image", "resources", "args", "workingDir"):
        if key in expected:
            assert contains(main.get(key), expected[key]), f"{where}: {key}"
    subset(expected.get("ports") or [], main.get("ports") or [], f"{where} port")  # operators add theirs
    if "command" in expected:
        assert main["command"] == expected["command"], where
    if restart:
        assert spec["restartPolicy"] == ("Never" if restart == "ExitCode" else restart), where


def check_v1_pods(stack: Stack, job: Obj) -> None:
    fw = JOB_KINDS[job["kind"]]
    ns, name = job["metadata"]["namespace"], job["metadata"]["name"]
    pods = stack.recorder.of(ns, "training.kubeflow.org/job-name", name)
    service_objects = {
        s["metadata"]["name"]: s for s in stack.recorder.of(ns, "training.kubeflow.org/job-name", name, "services")
    }
    services = set(service_objects)
    for replica_type, replica in job["spec"][fw.replica_key].items():
        if fw.name != "mpi":  # one headless Service per pod; the MPI operator makes none
            want = {f"{name}-{replica_type.lower()}-{i}" for i in range(replica["replicas"])}
            assert want <= services, f"{ns}/{name}: Services {sorted(services)}"
        role_pods = [
            p for p in pods if p["metadata"]["labels"].get("training.kubeflow.org/replica-type") == replica_type.lower()
        ]
        assert len(role_pods) == replica["replicas"], f"{ns}/{name} {replica_type}: {len(role_pods)} pods"
        main = next(c for c in replica["template"]["spec"]["containers"] if c["name"] == fw.container)
        for pod in role_pods:
            check_pod(
                pod, replica["template"], fw.container, replica["restartPolicy"], f"{ns}/{pod['metadata']['name']}"
            )
            service = service_objects.get(pod["metadata"]["name"])
            if fw.name != "mpi" and service is not None:  # one Service port per container port (name, number)
                ports = {p["name"]: p["port"] for p in service["spec"]["ports"]}
                for port in main.get("ports") or []:
                    assert ports.get(port["name"]) == port["containerPort"], f"{ns}/{name}: Service ports {ports}"
            if fw.name == "pytorch" and replica_type == "Worker" and "Master" in job["spec"][fw.replica_key]:
                [init] = pod["spec"]["initContainers"]  # from docs/training-operator/init-pytorch.yaml
                assert init["name"] == "init-pytorch" and init["securityContext"]["runAsNonRoot"] is True
            if fw.name == "mpi" and replica_type == "Launcher":
                assert pod["spec"]["serviceAccountName"] == replica["template"]["spec"]["serviceAccountName"]
                assert [c["name"] for c in pod["spec"]["initContainers"]] == ["kubectl-delivery"]
            if (
                fw.name == "mpi"
                and replica_type == "Worker"
                and "command" not in replica["template"]["spec"]["containers"][0]
            ):
                assert pod["spec"]["containers"][0]["command"] == ["sleep"]


def check_trainjob_pods(stack: Stack, job: Obj) -> None:
    ns, name = job["metadata"]["namespace"], job["metadata"]["name"]
    pods = stack.recorder.of(ns, "jobset.sigs.k8s.io/jobset-name", name)
    assert len(pods) >= job["spec"]["trainer"].get("numNodes", 1), f"{ns}/{name}: {len(pods)} pods"
    assert (ns, name) in stack.recorder.seen["services"], f"{ns}/{name}: JobSet's headless Service"
    patch = job["spec"]["runtimePatches"][0]["trainingRuntimeSpec"]["template"]["spec"]["replicatedJobs"][0]
    template = patch["template"]["spec"]["template"]
    trainer = job["spec"]["trainer"]
    for pod in pods:
        where = f"{ns}/{pod['metadata']['name']}"
        spec = pod["spec"]
        for key, value in template["spec"]["securityContext"].items():
            assert spec["securityContext"].get(key) == value, f"{where}: {key}"
        main = next(c for c in spec["containers"] if c["name"] == TRAINER_CONTAINER)
        for key, value in template["spec"]["containers"][0]["securityContext"].items():
            assert main["securityContext"].get(key) == value, f"{where}: {key}"
        assert spec.get("nodeSelector") == template["spec"].get("nodeSelector"), where
        subset(template["spec"].get("volumes") or [], spec.get("volumes") or [], f"{where} volume")
        if "image" in trainer:
            assert main["image"] == trainer["image"], where
        else:
            assert main["image"], where
        if (
            "resourcesPerNode" in trainer
            and pod["metadata"]["labels"].get("jobset.sigs.k8s.io/replicatedjob-name") == "node"
        ):
            assert main["resources"] == trainer["resourcesPerNode"], where
        subset(trainer.get("env") or [], main.get("env") or [], f"{where} env")


def check_pods(stack: Stack, job: Obj) -> None:
    if job["kind"] == "TrainJob":
        check_trainjob_pods(stack, job)
    elif job["kind"] == "Job":
        check_job_pods(stack, job)
    else:
        check_v1_pods(stack, job)


def check_job_pods(stack: Stack, job: Obj) -> None:
    """A plain Job's one pod, as the Job controller made it from kfgen's template."""
    ns, name = job["metadata"]["namespace"], job["metadata"]["name"]
    pods = stack.recorder.of(ns, "batch.kubernetes.io/job-name", name)
    assert pods, f"{ns}/{name}: no pod"
    template = job["spec"]["template"]
    container = template["spec"]["containers"][0]["name"]
    for pod in pods:
        check_pod(pod, template, container, template["spec"]["restartPolicy"], f"{ns}/{pod['metadata']['name']}")


def check_all(stack: Stack, jobs: list[Obj], outcome: dict[str, str], failing: tuple[str, ...] = ()) -> None:
    for job in jobs:
        spec = job["metadata"]["labels"]["kfgen.dev/trainingspec"]  # the job name may carry a revision
        expect = "Failed" if spec.endswith(tuple(f"{n}-fail" for n in failing)) else "Succeeded"
        assert outcome[job_path(job)] == expect, f"{job_path(job)}: {outcome[job_path(job)]}"
        check_pods(stack, job)


# the render path ----------------------------------------------------------------------------------


def test_every_example_runs_in_every_environment(stack: Stack, tmp_path: Path, request: pytest.FixtureRequest) -> None:
    began = time.monotonic()
    jobs: list[Obj] = []
    for env_name in ENVIRONMENTS:
        env = environment(env_name)
        jobs += render_path_jobs(stack, example_specs(), env, env["spec"]["namespace"], tmp_path / env_name)
    assert len(jobs) == len(example_specs()) * len(ENVIRONMENTS) and len(example_specs()) >= len(examples()) - 4
    outcome = wait_finished(stack, jobs)
    check_all(stack, jobs, outcome)
    mpi = [j for j in jobs if j["kind"] == "MPIJob"]
    assert mpi, "the examples have MPIJobs"
    for job in mpi:
        role = stack.ops.get(
            f"/apis/rbac.authorization.k8s.io/v1/namespaces/{job['metadata']['namespace']}"
            f"/roles/{job['metadata']['name']}-launcher"
        )
        assert role is not None and role["metadata"]["ownerReferences"][0]["kind"] == "MPIJob"
        binding = stack.ops.get(
            f"/apis/rbac.authorization.k8s.io/v1/namespaces/{job['metadata']['namespace']}"
            f"/rolebindings/{job['metadata']['name']}-launcher"
        )
        launcher = job["spec"]["mpiReplicaSpecs"]["Launcher"]["template"]["spec"]["serviceAccountName"]
        assert binding is not None and [s["name"] for s in binding["subjects"]] == [launcher]
    report(request, f"render path: {len(jobs)} example jobs ran to Succeeded in {time.monotonic() - began:.1f}s")


def test_generated_specs_cover_every_framework_role_and_backend(stack: Stack, tmp_path: Path) -> None:
    specs = generated_specs()
    jobs = render_path_jobs(stack, specs, gen_environment(), "e2e-gen", tmp_path)
    kinds = {j["kind"] for j in jobs}
    assert kinds == {*JOB_KINDS, "TrainJob", "Job"}
    check_all(stack, jobs, wait_finished(stack, jobs), FAILING)


def test_mpi_launcher_is_refused_in_a_restricted_namespace(stack: Stack, tmp_path: Path) -> None:
    """Why MPIJobs run in a baseline namespace, and why `kfgen validate` warns."""
    env = gen_environment()
    env["spec"]["namespace"] = "e2e-mpi-restricted"
    spec = generated_spec("mpi-restricted", GENERATED["gen-mpi"])
    objects = render([spec], env, tmp_path)
    prepare_namespace(stack, "e2e-mpi-restricted", "restricted", None, objects)
    stack.cluster.kubectl("apply", "--server-side", "-f", str(tmp_path / "rendered.yaml"))
    [job] = [o for o in objects if o["kind"] == "MPIJob"]

    def events() -> list[Obj]:
        return stack.ops.events("e2e-mpi-restricted", job["metadata"]["name"])

    message = wait_for(
        lambda: next((e["message"] for e in events() if "violates PodSecurity" in e.get("message", "")), None),
        60,
        "the operator reports the refused launcher",
    )
    assert 'container "kubectl-delivery" must set securityContext.allowPrivilegeEscalation=false' in message
    workers = stack.recorder.of("e2e-mpi-restricted", "training.kubeflow.org/replica-type", "worker")
    assert workers, "the workers, which kfgen's template alone makes, are admitted"


def test_the_mpi_launcher_runs_as_kfgens_account_never_a_namesakes(stack: Stack, tmp_path: Path) -> None:
    """Without a named account the operator would get-or-create `<job>-launcher` and use one that exists,
    whoever made it; kfgen names its own, and the operator binds its launcher Role to that."""
    ns = "e2e-mpi-namesake"
    env = gen_environment()
    env["spec"].update(namespace=ns, delivery="apply", security={"profile": "baseline"})
    spec = generated_spec("namesake", GENERATED["gen-mpi"])
    objects = render([spec], env, tmp_path)
    [job] = [o for o in objects if o["kind"] == "MPIJob"]
    prepare_namespace(stack, ns, "baseline", None, objects)
    namesake = {
        "apiVersion": "v1",
        "kind": "ServiceAccount",
        "metadata": {"name": f"{job['metadata']['name']}-launcher", "namespace": ns, "labels": {"owner": "user"}},
    }
    stack.cluster.kubectl("apply", "--server-side", "--field-manager=user", "-f", "-", stdin=json.dumps(namesake))
    stack.ops.apply(nodes_for(objects))
    stack.cluster.kubectl("apply", "--server-side", "-f", str(tmp_path / "rendered.yaml"))
    check_all(stack, [job], wait_finished(stack, [job]))
    [launcher] = stack.recorder.of(ns, "training.kubeflow.org/replica-type", "launcher")
    assert launcher["spec"]["serviceAccountName"] == "namesake-kfgen"
    binding = stack.ops.get(f"/apis/rbac.authorization.k8s.io/v1/namespaces/{ns}/rolebindings/namesake-launcher")
    assert binding is not None and binding["subjects"] == [
        {"kind": "ServiceAccount", "name": "namesake-kfgen", "namespace": ns}
    ]
    left = stack.ops.get(f"/api/v1/namespaces/{ns}/serviceaccounts/namesake-launcher")
    assert (
        left is not None
        and left["metadata"]["labels"] == {"owner": "user"}
        and not left["metadata"].get("ownerReferences")
    )


# the controller path ------------------------------------------------------------------------------


def spec_path(ns: str, name: str) -> str:
    return f"/apis/kfgen.dev/v1alpha1/namespaces/{ns}/trainingspecs/{name}"


def controller_jobs(stack: Stack, specs: list[Obj], env: Obj, base: str, tmp: Path) -> list[tuple[Obj, Obj]]:
    """Apply the specs as resources where the controller finds the Environment; (spec, expected job)."""
    placed: list[tuple[Obj, Obj]] = []
    for spec in specs:
        ns = target_namespace(base, spec, env)
        doc = {**spec, "metadata": {**spec["metadata"], "namespace": ns}}
        expansion = core.expand(doc, env, controller=True)
        assert expansion.ok, [str(r) for r in expansion.results]
        placed.append((doc, next(o for o in expansion.objects if o["kind"] in PLURALS)))
    for ns in sorted({doc["metadata"]["namespace"] for doc, _ in placed}):
        members = [job for doc, job in placed if doc["metadata"]["namespace"] == ns]
        level = "baseline" if ns.endswith("-mpi") else profile(env)
        prepare_namespace(stack, ns, level, env["metadata"]["name"], members)
        stack.ops.apply(nodes_for(members))
    stack.cluster.kubectl(
        "apply", "--server-side", "--field-manager=gitops", "-f", "-", stdin=as_list([doc for doc, _ in placed])
    )
    return placed


def wait_phases(stack: Stack, placed: list[tuple[Obj, Obj]], timeout: float = RUN_TIMEOUT) -> dict[str, Obj]:
    def done() -> dict[str, Obj] | None:
        statuses = {}
        for doc, _ in placed:
            status, body = stack.cluster.request(
                "GET", spec_path(doc["metadata"]["namespace"], doc["metadata"]["name"])
            )
            st = (body.get("status") or {}) if status == 200 else {}
            if st.get("phase") not in ("Succeeded", "Failed"):
                return None
            statuses[f"{doc['metadata']['namespace']}/{doc['metadata']['name']}"] = st
        return statuses

    try:
        return dict(wait_for(done, timeout, "every TrainingSpec's job finished"))
    except AssertionError:
        pending = {
            f"{d['metadata']['namespace']}/{d['metadata']['name']}": (
                stack.cluster.request("GET", spec_path(d["metadata"]["namespace"], d["metadata"]["name"]))[1].get(
                    "status"
                )
                or {}
            ).get("phase")
            for d, _ in placed
        }
        raise AssertionError(f"phases: {pending}\n{stack.controller.output()[-3000:]}") from None


def test_controller_runs_every_example_in_every_environment(
    stack: Stack, tmp_path: Path, request: pytest.FixtureRequest
) -> None:
    began = time.monotonic()
    placed: list[tuple[Obj, Obj]] = []
    for env_name in ENVIRONMENTS:
        placed += controller_jobs(stack, example_specs(), cluster_environment(env_name), f"ctl-{env_name}", tmp_path)
    statuses = wait_phases(stack, placed)
    for doc, job in placed:
        st = statuses[f"{doc['metadata']['namespace']}/{doc['metadata']['name']}"]
        assert st["phase"] == "Succeeded", (doc["metadata"], st)
        assert st["job"]["name"] == job["metadata"]["name"]
        check_pods(stack, job)
    report(
        request, f"controller path: {len(placed)} example TrainingSpecs Succeeded in {time.monotonic() - began:.1f}s"
    )


def test_controller_mirrors_failure(stack: Stack, tmp_path: Path) -> None:
    specs = [generated_spec(f"ctl-{name}-fail", GENERATED[name], fail=True) for name in FAILING]
    placed = controller_jobs(stack, specs, gen_environment(), "ctl-gen-fail", tmp_path)
    statuses = wait_phases(stack, placed)
    assert {st["phase"] for st in statuses.values()} == {"Failed"}
    for st in statuses.values():
        ready = next(c for c in st["conditions"] if c["type"] == "Ready")
        assert ready["status"] == "False"


@pytest.mark.parametrize("name", ["gen-jax", "gen-tr-torch"])
def test_controller_ttl_deletes_the_finished_job_and_never_reruns_it(stack: Stack, tmp_path: Path, name: str) -> None:
    spec = generated_spec(f"ttl-{name}", GENERATED[name])
    spec["spec"]["runPolicy"] = {"ttlAfterFinished": 3}
    [(doc, job)] = controller_jobs(stack, [spec], gen_environment(), f"ctl-ttl-{name}", tmp_path)
    wait_phases(stack, [(doc, job)])
    wait_for(lambda: stack.cluster.request("GET", job_path(job))[0] == 404, 60, "the TTL deletes the job")
    time.sleep(5)
    assert stack.cluster.request("GET", job_path(job))[0] == 404, "a finished training is never run again"
    status = stack.cluster.request("GET", spec_path(doc["metadata"]["namespace"], doc["metadata"]["name"]))[1]
    entry = next(j for j in status["status"]["jobs"] if j["name"] == job["metadata"]["name"])
    assert entry["phase"] == "Succeeded" and entry.get("gone") is True


def test_controller_history_limit_keeps_the_newest(stack: Stack, tmp_path: Path) -> None:
    spec = generated_spec("history", GENERATED["gen-jax"])
    spec["spec"]["historyLimit"] = 0
    [(doc, first)] = controller_jobs(stack, [spec], gen_environment(), "ctl-history", tmp_path)
    wait_phases(stack, [(doc, first)])
    spec["spec"]["replicas"] = {"worker": 1}
    [(doc, second)] = controller_jobs(stack, [spec], gen_environment(), "ctl-history", tmp_path)
    assert second["metadata"]["name"] != first["metadata"]["name"]
    wait_for(lambda: stack.cluster.request("GET", job_path(second))[0] == 200, 60, "the new revision starts")
    wait_for(
        lambda: finished(stack.cluster.request("GET", job_path(second))[1], "JAXJob"),
        RUN_TIMEOUT,
        "the new revision finishes",
    )
    wait_for(
        lambda: stack.cluster.request("GET", job_path(first))[0] == 404,
        60,
        "history limit 0 deletes the earlier finished job",
    )


# Argo CD and Flux health checks on what the real operators wrote ----------------------------------


def live_objects(stack: Stack) -> list[Obj]:
    """Every job the tests above left, and every TrainingSpec, as the API server returns them."""
    out: list[Obj] = []
    paths = {
        **{kind: f"/apis/{group}/{plural}" for kind, (group, plural) in PLURALS.items() if kind in CUSTOM_HEALTH},
        "TrainingSpec": "/apis/kfgen.dev/v1alpha1/trainingspecs",
    }
    for kind, path in paths.items():
        status, body = stack.cluster.request("GET", path)
        assert status == 200, body
        out += [{**item, "kind": kind, "apiVersion": body["apiVersion"]} for item in body["items"]]
    return out


def expected_health(obj: Obj) -> tuple[str, str] | None:
    """(Argo CD health, Flux status) of a finished job or TrainingSpec; None while it runs."""
    outcome = (obj.get("status") or {}).get("phase") if obj["kind"] == "TrainingSpec" else finished(obj, obj["kind"])
    return {"Succeeded": ("Healthy", "Current"), "Failed": ("Degraded", "Failed")}.get(str(outcome))


def test_argocd_and_flux_health_of_live_operator_statuses(stack: Stack, health_bin: Path, tmp_path: Path) -> None:
    argo = yaml.safe_load((ROOT / "argocd" / "argocd-cm-health.yaml").read_text())["data"]
    flux = {e["kind"]: e for e in yaml.safe_load((ROOT / "flux" / "health-check-exprs.yaml").read_text())}
    checked: dict[tuple[str, str], int] = {}
    for obj in live_objects(stack):
        want = expected_health(obj)
        if want is None:
            continue
        kind, group = obj["kind"], obj["apiVersion"].split("/")[0]
        script, expr = tmp_path / f"{kind}.lua", tmp_path / f"{kind}.json"
        script.write_text(argo[f"resource.customizations.health.{group}_{kind}"])
        expr.write_text(json.dumps({k: v for k, v in flux[kind].items() if k not in ("apiVersion", "kind")}))
        [health] = evaluate(health_bin, "lua", str(script), objects=[obj])
        [status] = evaluate(health_bin, "cel", str(expr), objects=[obj])
        where = f"{kind} {obj['metadata']['namespace']}/{obj['metadata']['name']}"
        assert (health["status"], status) == want, f"{where}: {obj.get('status')}"
        checked[(kind, want[0])] = checked.get((kind, want[0]), 0) + 1
    assert {kind for kind, _ in checked} == {*CUSTOM_HEALTH, "TrainingSpec"}, checked
    assert {("PyTorchJob", "Degraded"), ("TrainJob", "Degraded"), ("TrainingSpec", "Degraded")} <= set(checked)


# runtimes an Environment defines ------------------------------------------------------------------


def runtimes_environment(name: str) -> Obj:
    """An Environment (namespace `name`, restricted) defining a ClusterTrainingRuntime `<name>-cluster` and a
    TrainingRuntime `<name>-team`: Trainer's torch-distributed with the pod security restricted asks for."""
    upstream_runtime = yaml.safe_load((crds_dir() / "trainer" / "runtimes" / "torch_distributed.yaml").read_text())
    body = {"labels": upstream_runtime["metadata"]["labels"], **upstream_runtime["spec"]}
    pod = body["template"]["spec"]["replicatedJobs"][0]["template"]["spec"]["template"]["spec"]
    pod["securityContext"] = {"runAsNonRoot": True, "seccompProfile": {"type": "RuntimeDefault"}}
    pod["containers"][0]["securityContext"] = {"allowPrivilegeEscalation": False, "capabilities": {"drop": ["ALL"]}}
    spec = {
        "namespace": name,
        "security": {"profile": "restricted"},
        "trainer": {"clusterRuntimes": {f"{name}-cluster": body}, "runtimes": {f"{name}-team": body}},
    }
    return {"apiVersion": "kfgen.dev/v1alpha1", "kind": "Environment", "metadata": {"name": name}, "spec": spec}


def runtime_specs(env: Obj) -> list[Obj]:
    name = env["metadata"]["name"]
    trainer = {"framework": "pytorch", "backend": "trainer", "replicas": {"worker": 2}}
    return [
        generated_spec(f"{name}-c", {**trainer, "runtime": f"{name}-cluster"}),
        generated_spec(f"{name}-t", {**trainer, "runtime": f"{name}-team", "runtimeKind": "TrainingRuntime"}),
    ]


def test_trainjobs_run_on_an_environments_own_runtimes(stack: Stack, tmp_path: Path) -> None:
    """The render path: the runtimes come out before the TrainJobs (Trainer's webhook refuses a TrainJob whose
    runtime does not exist), are applied with them, and the jobs run on them to completion."""
    env = runtimes_environment("e2e-runtimes")
    jobs = render_path_jobs(stack, runtime_specs(env), env, "e2e-runtimes", tmp_path)
    assert sorted(j["spec"]["runtimeRef"]["kind"] for j in jobs) == ["ClusterTrainingRuntime", "TrainingRuntime"]
    check_all(stack, jobs, wait_finished(stack, jobs))


def test_the_controller_owns_an_environments_runtimes(stack: Stack, tmp_path: Path) -> None:
    """The controller path: the Environment's runtimes are applied owned by it, its TrainingSpecs' TrainJobs run on
    them, and a runtime the Environment no longer defines is pruned."""
    env = runtimes_environment("ctl-runtimes")
    stack.cluster.kubectl("apply", "--server-side", "-f", "-", stdin=json.dumps(env))
    uid = (stack.cluster.request("GET", "/apis/kfgen.dev/v1alpha1/environments/ctl-runtimes")[1] or {})["metadata"][
        "uid"
    ]
    cluster_path = "/apis/trainer.kubeflow.org/v1alpha1/clustertrainingruntimes/ctl-runtimes-cluster"
    team_path = "/apis/trainer.kubeflow.org/v1alpha1/namespaces/ctl-runtimes/trainingruntimes/ctl-runtimes-team"
    placed = controller_jobs(stack, runtime_specs(env), env, "ctl-runtimes", tmp_path)

    def owners(path: str) -> list[str] | None:
        status, body = stack.cluster.request("GET", path)
        return [r["uid"] for r in body["metadata"].get("ownerReferences") or []] if status == 200 else None

    wait_for(lambda: owners(cluster_path) == [uid] and owners(team_path) == [uid], 60, "runtimes owned")
    statuses = wait_phases(stack, placed)
    assert {st["phase"] for st in statuses.values()} == {"Succeeded"}, statuses
    for _, job in placed:
        check_pods(stack, job)
    env["spec"]["trainer"].pop("clusterRuntimes")
    stack.cluster.kubectl("apply", "--server-side", "-f", "-", stdin=json.dumps(env))
    wait_for(
        lambda: owners(cluster_path) is None, 60, "the ClusterTrainingRuntime pruned with the Environment's change"
    )
    assert owners(team_path) == [uid]
