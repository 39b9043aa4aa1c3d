"""What the rendered NetworkPolicies let through, decided by a real policy engine (cyclonus, see netpol_harness).

`kfgen render` renders an Environment with its network policy on (DNS in kube-system, Prometheus in
`monitoring`, etcd, one declared CIDR) and its tracking server, and four TrainingSpecs: `alpha` (a PyTorchJob
with a master, metrics, tracking and etcd rendezvous), `beta` (another job in the same namespace, no metrics),
`gamma` (a job of the team namespace) and `delta` (a TrainJob with metrics and tracking). Each simulated pod
carries the labels it would have in the cluster: its rendered pod template's and the ones its operator adds
(the training-operator's `training.kubeflow.org/*`, JobSet's `jobset.sigs.k8s.io/*` and Job's
`batch.kubernetes.io/*`, a Deployment's pod-template-hash). Every flow of the table is asked in one cyclonus
call per scenario; each row is its own test.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import ROOT, environment_file, run_kfgen
from netpol_harness import External, Flow, Pod, Verdict, verdicts

Obj = dict[str, Any]

# --- the contract (issue 16): the selectors, in one place ---
V1_JOB_NAME = "training.kubeflow.org/job-name"  # the training-operator's label on every pod of a job
JOBSET_NAME = "jobset.sigs.k8s.io/jobset-name"  # JobSet's, on every pod of a TrainJob (the JobSet's name)
DEFAULT_DENY = "kfgen-default-deny"
V1_JOB_KINDS = {"PyTorchJob", "TFJob", "MPIJob", "XGBoostJob", "PaddleJob", "JAXJob"}

ENV_NAME = "nptest"
NS = "ml-np"  # the Environment's namespace: its jobs and its tracking server
TEAM_NS = "team-b"  # another namespace of the Environment
DNS_NS, DNS_LABELS = "kube-system", {"k8s-app": "kube-dns"}
MONITORING_NS = "monitoring"
ETCD_NS, ETCD_LABELS, ETCD_PORT = "etcd-system", {"app": "etcd"}, 2379
EGRESS_CIDR, EGRESS_PORT = "10.20.0.0/16", 443
SERVER, SERVER_PORT = "mlflow", 5000
ALPHA_METRICS, DELTA_METRICS = 9090, 9400
# pod IPs come from 192.168.0.0/16: outside the declared CIDR, so no ipBlock rule matches a pod by chance
INTERNET_IP, DECLARED_IP = "8.8.8.8", "10.20.3.4"

NETWORK_POLICY: Obj = {
    "enabled": True,
    "dns": {"namespace": DNS_NS, "podLabels": DNS_LABELS},
    "monitoringNamespace": MONITORING_NS,
    "etcd": {"namespace": ETCD_NS, "podLabels": ETCD_LABELS, "port": ETCD_PORT},
    "egress": [{"cidr": EGRESS_CIDR, "ports": [EGRESS_PORT]}],
}


def environment(network_policy: Obj | None) -> Obj:
    spec: Obj = {
        "namespace": NS,
        "registry": "registry.example.com/ml",
        "mlflow": {
            "server": {
                "image": "registry.example.com/ml/mlflow-server:3.17.2",
                "storage": {"size": "20Gi"},
                "backendStore": {"sqlite": True},
                "artifacts": {"volume": True},
            }
        },
        # the PyTorchJob with a master: the operator's init container under Pod Security restricted
        "trainingOperator": {"restrictedInitContainers": True},
        "policy": {"namespaces": [NS, TEAM_NS]},
    }
    if network_policy is not None:
        spec["networkPolicy"] = network_policy
    return {"apiVersion": "kfgen.dev/v1alpha1", "kind": "Environment", "metadata": {"name": ENV_NAME}, "spec": spec}


def training_spec(name: str, spec: Obj, namespace: str | None = None) -> Obj:
    metadata: Obj = {"name": name, **({"namespace": namespace} if namespace else {})}
    base = {"framework": "pytorch", "resources": {"cpu": "2", "memory": "4Gi"}}
    return {"apiVersion": "kfgen.dev/v1alpha1", "kind": "TrainingSpec", "metadata": metadata, "spec": {**base, **spec}}


V1_IMAGE = "pytorch/pytorch:2.1.0-cuda12.1-cudnn8-runtime"
SPECS = [
    training_spec(
        "alpha",
        {
            "image": V1_IMAGE,
            "command": ["python", "-m", "torch.distributed.run", "/app/train.py"],
            "replicas": {"master": 1, "worker": 2},
            "elastic": {"min": 2, "max": 4, "rendezvous": "etcd", "host": f"etcd.{ETCD_NS}.svc", "port": ETCD_PORT},
            "tracking": {"mlflow": {"experiment": "alpha"}},
            "metrics": {"port": ALPHA_METRICS},
        },
    ),
    training_spec("beta", {"image": V1_IMAGE, "command": ["python", "/app/train.py"], "replicas": {"worker": 2}}),
    training_spec(
        "gamma",
        {
            "image": V1_IMAGE,
            "command": ["python", "/app/train.py"],
            "replicas": {"worker": 1},
            "tracking": {"mlflow": {"experiment": "gamma"}},
        },
        namespace=TEAM_NS,
    ),
    training_spec(
        "delta",
        {
            "backend": "trainer",
            "image": "pytorch/pytorch:2.7.1-cuda12.8-cudnn9-runtime",
            "command": ["torchrun", "/workspace/finetune.py"],
            "replicas": {"worker": 2},
            "tracking": {"mlflow": {"experiment": "delta"}},
            "metrics": {"port": DELTA_METRICS},
        },
    ),
]


def render(tmp: Path, env: Obj | None, specs: Sequence[Obj], *, env_name: str | None = None) -> list[Obj]:
    """`kfgen render` of these specs, with the Environment `env` (written to a file) or the overlay `env_name`."""
    tmp.mkdir(parents=True, exist_ok=True)
    inputs = tmp / "specs.yaml"
    inputs.write_text(yaml.safe_dump_all(specs, sort_keys=False))
    if env is not None:
        env_file = tmp / "environment.yaml"
        env_file.write_text(yaml.safe_dump(env, sort_keys=False))
        out = run_kfgen("render", "--environment", str(env_file), str(inputs))
    else:
        assert env_name is not None
        out = run_kfgen("render", "--env", env_name, str(inputs))
    assert out.returncode == 0, out.stderr
    return [d for d in yaml.safe_load_all(out.stdout) if d]


def policies(objects: Sequence[Obj]) -> list[Obj]:
    return [o for o in objects if o["kind"] == "NetworkPolicy"]


# --- the cluster: pods with the labels they would really have ---


class Addresses:
    def __init__(self) -> None:
        self.next = 0

    def __call__(self) -> str:
        self.next += 1
        return f"192.168.{self.next // 250}.{self.next % 250 + 1}"


def job_of(objects: Sequence[Obj], spec_name: str) -> Obj:
    found = [
        o
        for o in objects
        if (o["kind"] in V1_JOB_KINDS or o["kind"] == "TrainJob")
        and o["metadata"].get("labels", {}).get("kfgen.dev/trainingspec") == spec_name
    ]
    assert len(found) == 1, f"{len(found)} jobs of the spec {spec_name}"
    return found[0]


def job_pods(job: Obj, ip: Addresses) -> dict[str, list[Pod]]:
    """The pods of a job by replica type (lower case), with the labels their operator adds."""
    name, namespace = job["metadata"]["name"], job["metadata"]["namespace"]
    pods: dict[str, list[Pod]] = {}
    if job["kind"] == "TrainJob":
        for patch in job["spec"].get("runtimePatches") or []:
            for rj in patch["trainingRuntimeSpec"]["template"]["spec"]["replicatedJobs"]:
                template = rj["template"]["spec"]["template"]
                count = job["spec"]["trainer"]["numNodes"] if rj["name"] == "node" else 1
                pods[rj["name"]] = [
                    Pod(namespace, {**template["metadata"]["labels"], **jobset_labels(name, rj["name"], i)}, ip())
                    for i in range(count)
                ]
        assert pods, f"no pod templates in the TrainJob {name}"
        return pods
    kind = job["kind"]
    replica_specs = next(v for k, v in job["spec"].items() if k.endswith("ReplicaSpecs"))
    for replica_type, replica in replica_specs.items():
        template_labels = replica["template"]["metadata"].get("labels") or {}
        pods[replica_type.lower()] = [
            Pod(namespace, {**template_labels, **v1_job_labels(kind, name, replica_type, i)}, ip())
            for i in range(int(replica.get("replicas", 1)))
        ]
    return pods


def v1_job_labels(kind: str, name: str, replica_type: str, index: int) -> dict[str, str]:
    """training-operator v1.9 (pkg/controller.v1/common/pod.go, GenLabels and the replica labels)."""
    labels = {
        V1_JOB_NAME: name,
        "training.kubeflow.org/operator-name": f"{kind.lower()}-controller",
        "training.kubeflow.org/replica-type": replica_type.lower(),
        "training.kubeflow.org/replica-index": str(index),
    }
    if replica_type.lower() in ("master", "chief", "launcher"):
        labels["training.kubeflow.org/job-role"] = "master"
    return labels


def jobset_labels(name: str, replicated_job: str, index: int) -> dict[str, str]:
    """JobSet v0.10 (its Job and pod labels) and the Job controller's, for pod `index` of job 0."""
    job = f"{name}-{replicated_job}-0"
    return {
        JOBSET_NAME: name,
        "jobset.sigs.k8s.io/replicatedjob-name": replicated_job,
        "jobset.sigs.k8s.io/job-index": "0",
        "jobset.sigs.k8s.io/job-global-index": "0",
        "batch.kubernetes.io/job-name": job,
        "job-name": job,
        "batch.kubernetes.io/job-completion-index": str(index),
    }


def deployment_pod(objects: Sequence[Obj], name: str, namespace: str, ip: Addresses) -> Pod:
    found = [
        o
        for o in objects
        if o["kind"] == "Deployment" and o["metadata"]["name"] == name and o["metadata"]["namespace"] == namespace
    ]
    assert len(found) == 1, f"{len(found)} Deployments {namespace}/{name}"
    labels = found[0]["spec"]["template"]["metadata"]["labels"]
    return Pod(namespace, {**labels, "pod-template-hash": "5d4f8c7b9"}, ip())


def batch_pod(objects: Sequence[Obj], kind: str, name_prefix: str, namespace: str, ip: Addresses) -> Pod:
    """A pod of a Job or of a CronJob's Job, with the labels the Job controller adds."""
    found = [o for o in objects if o["kind"] == kind and o["metadata"]["name"].startswith(name_prefix)]
    assert len(found) == 1, f"{len(found)} {kind}s {name_prefix}*"
    spec = found[0]["spec"]["jobTemplate"]["spec"] if kind == "CronJob" else found[0]["spec"]
    job = found[0]["metadata"]["name"] + ("-29000000" if kind == "CronJob" else "")
    labels = {**spec["template"]["metadata"]["labels"], "batch.kubernetes.io/job-name": job, "job-name": job}
    return Pod(namespace, {**labels, "batch.kubernetes.io/controller-uid": "0f5e", "controller-uid": "0f5e"}, ip())


@dataclass(frozen=True)
class Cluster:
    """The pods of the rendered scenario and the ones around them."""

    alpha: dict[str, list[Pod]]
    beta: dict[str, list[Pod]]
    gamma: dict[str, list[Pod]]
    delta: dict[str, list[Pod]]
    server: Pod
    dns: Pod
    dns_elsewhere: Pod  # the DNS labels in a namespace that is not the DNS one
    etcd: Pod
    prometheus: Pod
    notebook: Pod  # an unrelated pod of the job's namespace
    team_pod: Pod  # an unrelated pod of the team namespace
    impostor: Pod  # the labels of alpha's master, in a namespace of no Environment
    stray_training: Pod  # kfgen's training labels, in a namespace that is not the Environment's


def cluster(objects: Sequence[Obj]) -> Cluster:
    ip = Addresses()
    alpha = job_pods(job_of(objects, "alpha"), ip)
    master = alpha["master"][0]
    return Cluster(
        alpha=alpha,
        beta=job_pods(job_of(objects, "beta"), ip),
        gamma=job_pods(job_of(objects, "gamma"), ip),
        delta=job_pods(job_of(objects, "delta"), ip),
        server=deployment_pod(objects, SERVER, NS, ip),
        dns=Pod(DNS_NS, {**DNS_LABELS, "pod-template-hash": "7db6d8ff4d"}, ip()),
        dns_elsewhere=Pod(NS, dict(DNS_LABELS), ip()),
        etcd=Pod(ETCD_NS, {**ETCD_LABELS, "apps.kubernetes.io/pod-index": "0"}, ip()),
        prometheus=Pod(MONITORING_NS, {"app.kubernetes.io/name": "prometheus", "prometheus": "k8s"}, ip()),
        notebook=Pod(NS, {"app": "notebook"}, ip()),
        team_pod=Pod(TEAM_NS, {"app": "notebook"}, ip()),
        impostor=Pod("intruder", dict(master.labels), ip()),
        stray_training=Pod("intruder", {k: v for k, v in master.labels.items() if k.startswith("app.")}, ip()),
    )


# --- the flows and what each must come to ---


@dataclass(frozen=True)
class Expect:
    """None: that direction is not what the row is about (the other side decides)."""

    ingress: bool | None
    egress: bool | None

    def holds(self, verdict: Verdict) -> bool:
        return (self.ingress is None or verdict.ingress == self.ingress) and (
            self.egress is None or verdict.egress == self.egress
        )

    def __str__(self) -> str:
        said = [f"{d} {'allowed' if v else 'denied'}" for d, v in (("ingress", self.ingress), ("egress", self.egress))]
        return ", ".join(s for s, v in zip(said, (self.ingress, self.egress), strict=True) if v is not None)


ALLOWED = Expect(ingress=True, egress=True)
IN_DENIED = Expect(ingress=False, egress=None)  # the destination's policy refuses it
OUT_DENIED = Expect(ingress=None, egress=False)  # the source's policy refuses it
BOTH_DENIED = Expect(ingress=False, egress=False)
OUT_ALLOWED = Expect(ingress=None, egress=True)


def udp(flow: Flow) -> Flow:
    return Flow(flow.source, flow.destination, flow.port, "UDP", flow.port_name)


Case = tuple[str, Callable[[Cluster], Flow], Expect]
CASES: list[Case] = [
    # a job's own pods reach each other on any port
    ("worker-to-master-29500", lambda c: Flow(c.alpha["worker"][0], c.alpha["master"][0], 29500), ALLOWED),
    ("worker-to-master-41234", lambda c: Flow(c.alpha["worker"][1], c.alpha["master"][0], 41234), ALLOWED),
    ("master-to-worker", lambda c: Flow(c.alpha["master"][0], c.alpha["worker"][0], 41234), ALLOWED),
    ("worker-to-worker", lambda c: Flow(c.alpha["worker"][0], c.alpha["worker"][1], 35000), ALLOWED),
    ("worker-to-worker-udp", lambda c: udp(Flow(c.alpha["worker"][0], c.alpha["worker"][1], 35000)), ALLOWED),
    # nobody else reaches them
    ("other-job-to-master", lambda c: Flow(c.beta["worker"][0], c.alpha["master"][0], 29500), BOTH_DENIED),
    ("master-to-other-job", lambda c: Flow(c.alpha["master"][0], c.beta["worker"][0], 29500), BOTH_DENIED),
    ("notebook-to-master", lambda c: Flow(c.notebook, c.alpha["master"][0], 29500), IN_DENIED),
    ("team-job-to-master", lambda c: Flow(c.gamma["worker"][0], c.alpha["master"][0], 29500), IN_DENIED),
    ("other-namespace-same-labels-to-master", lambda c: Flow(c.impostor, c.alpha["master"][0], 29500), IN_DENIED),
    ("trainjob-to-master", lambda c: Flow(c.delta["node"][0], c.alpha["master"][0], 29500), BOTH_DENIED),
    # DNS: kube-dns in kube-system only
    ("master-to-dns-udp", lambda c: udp(Flow(c.alpha["master"][0], c.dns, 53)), ALLOWED),
    ("master-to-dns-tcp", lambda c: Flow(c.alpha["master"][0], c.dns, 53), ALLOWED),
    ("worker-to-dns-udp", lambda c: udp(Flow(c.alpha["worker"][0], c.dns, 53)), ALLOWED),
    ("master-to-dns-other-port", lambda c: Flow(c.alpha["master"][0], c.dns, 80), OUT_DENIED),
    ("master-to-dns-labels-elsewhere", lambda c: udp(Flow(c.alpha["master"][0], c.dns_elsewhere, 53)), OUT_DENIED),
    # the tracking server: its port only
    ("master-to-tracking", lambda c: Flow(c.alpha["master"][0], c.server, SERVER_PORT), ALLOWED),
    ("worker-to-tracking", lambda c: Flow(c.alpha["worker"][1], c.server, SERVER_PORT), ALLOWED),
    ("master-to-tracking-other-port", lambda c: Flow(c.alpha["master"][0], c.server, 5001), BOTH_DENIED),
    ("master-to-tracking-udp", lambda c: udp(Flow(c.alpha["master"][0], c.server, SERVER_PORT)), BOTH_DENIED),
    # etcd rendezvous
    ("master-to-etcd", lambda c: Flow(c.alpha["master"][0], c.etcd, ETCD_PORT), ALLOWED),
    ("worker-to-etcd", lambda c: Flow(c.alpha["worker"][0], c.etcd, ETCD_PORT), ALLOWED),
    ("master-to-etcd-peer-port", lambda c: Flow(c.alpha["master"][0], c.etcd, 2380), OUT_DENIED),
    ("job-without-etcd-to-etcd", lambda c: Flow(c.beta["worker"][0], c.etcd, ETCD_PORT), OUT_DENIED),
    # outside the cluster: the declared CIDR and port only
    ("master-to-internet", lambda c: Flow(c.alpha["master"][0], External(INTERNET_IP), 443), OUT_DENIED),
    ("master-to-declared-cidr-443", lambda c: Flow(c.alpha["master"][0], External(DECLARED_IP), 443), OUT_ALLOWED),
    ("master-to-declared-cidr-80", lambda c: Flow(c.alpha["master"][0], External(DECLARED_IP), 80), OUT_DENIED),
    ("beta-to-declared-cidr-443", lambda c: Flow(c.beta["worker"][0], External(DECLARED_IP), 443), OUT_ALLOWED),
    # metrics: Prometheus reaches the metrics port of a job that has one, nothing else
    ("monitoring-to-master-metrics", lambda c: Flow(c.prometheus, c.alpha["master"][0], ALPHA_METRICS), ALLOWED),
    ("monitoring-to-worker-metrics", lambda c: Flow(c.prometheus, c.alpha["worker"][0], ALPHA_METRICS), ALLOWED),
    ("monitoring-to-master-other-port", lambda c: Flow(c.prometheus, c.alpha["master"][0], 29500), IN_DENIED),
    ("monitoring-to-job-without-metrics", lambda c: Flow(c.prometheus, c.beta["worker"][0], ALPHA_METRICS), IN_DENIED),
    ("notebook-to-master-metrics", lambda c: Flow(c.notebook, c.alpha["master"][0], ALPHA_METRICS), IN_DENIED),
    # a TrainJob (its pods carry JobSet's label)
    ("trainjob-node-to-node", lambda c: Flow(c.delta["node"][0], c.delta["node"][1], 29400), ALLOWED),
    ("trainjob-node-to-node-back", lambda c: Flow(c.delta["node"][1], c.delta["node"][0], 41234), ALLOWED),
    ("trainjob-to-dns", lambda c: udp(Flow(c.delta["node"][0], c.dns, 53)), ALLOWED),
    ("trainjob-to-tracking", lambda c: Flow(c.delta["node"][1], c.server, SERVER_PORT), ALLOWED),
    ("trainjob-to-internet", lambda c: Flow(c.delta["node"][0], External(INTERNET_IP), 443), OUT_DENIED),
    ("master-to-trainjob", lambda c: Flow(c.alpha["master"][0], c.delta["node"][0], 29400), BOTH_DENIED),
    ("monitoring-to-trainjob-metrics", lambda c: Flow(c.prometheus, c.delta["node"][0], DELTA_METRICS), ALLOWED),
    ("monitoring-to-trainjob-other-port", lambda c: Flow(c.prometheus, c.delta["node"][0], 29400), IN_DENIED),
    # the tracking server: training pods of the Environment's namespaces and Prometheus, nobody else
    ("team-job-to-tracking", lambda c: Flow(c.gamma["worker"][0], c.server, SERVER_PORT), ALLOWED),
    ("job-without-tracking-to-tracking", lambda c: Flow(c.beta["worker"][0], c.server, SERVER_PORT), OUT_DENIED),
    ("notebook-to-tracking", lambda c: Flow(c.notebook, c.server, SERVER_PORT), IN_DENIED),
    ("team-pod-to-tracking", lambda c: Flow(c.team_pod, c.server, SERVER_PORT), IN_DENIED),
    ("stray-training-labels-to-tracking", lambda c: Flow(c.stray_training, c.server, SERVER_PORT), IN_DENIED),
    ("monitoring-to-tracking", lambda c: Flow(c.prometheus, c.server, SERVER_PORT), ALLOWED),
    ("monitoring-to-tracking-other-port", lambda c: Flow(c.prometheus, c.server, 5001), IN_DENIED),
    ("tracking-to-dns", lambda c: udp(Flow(c.server, c.dns, 53)), ALLOWED),
    ("tracking-to-declared-cidr", lambda c: Flow(c.server, External(DECLARED_IP), EGRESS_PORT), OUT_ALLOWED),
    ("tracking-to-internet", lambda c: Flow(c.server, External(INTERNET_IP), 443), OUT_DENIED),
    ("tracking-to-master", lambda c: Flow(c.server, c.alpha["master"][0], 29500), BOTH_DENIED),
    # the default deny of the Environment's namespaces
    ("notebook-to-dns", lambda c: udp(Flow(c.notebook, c.dns, 53)), OUT_DENIED),
    ("team-pod-to-team-pod", lambda c: Flow(c.team_pod, c.team_pod, 8080), BOTH_DENIED),
    ("internet-to-master", lambda c: Flow(External(INTERNET_IP), c.alpha["master"][0], 29500), IN_DENIED),
]


@dataclass(frozen=True)
class Scenario:
    objects: list[Obj]
    cluster: Cluster
    verdicts: dict[str, tuple[Flow, Verdict]]


@pytest.fixture(scope="module")
def scenario(tmp_path_factory: pytest.TempPathFactory) -> Scenario:
    objects = render(tmp_path_factory.mktemp("netpol"), environment(NETWORK_POLICY), SPECS)
    pods = cluster(objects)
    flows = [make(pods) for _, make, _ in CASES]
    found = verdicts(policies(objects), flows)
    return Scenario(objects, pods, {case[0]: (flow, v) for case, flow, v in zip(CASES, flows, found, strict=True)})


def describe(flow: Flow) -> str:
    def peer(p: Pod | External) -> str:
        return p.ip if isinstance(p, External) else f"{p.namespace}/{dict(p.labels)}"

    return f"{peer(flow.source)} -> {peer(flow.destination)} {flow.port}/{flow.protocol}"


@pytest.mark.parametrize("case", [c[0] for c in CASES])
def test_flow(scenario: Scenario, case: str) -> None:
    expect = next(e for name, _, e in CASES if name == case)
    flow, verdict = scenario.verdicts[case]
    assert expect.holds(verdict), f"{case}: expected {expect}, cyclonus: {verdict.explain()}\n{describe(flow)}"


def test_policy_objects(scenario: Scenario) -> None:
    """The objects of the contract: a default deny per namespace, one policy per job named after it selecting
    its operator's label, the tracking server's."""
    found = {(p["metadata"]["namespace"], p["metadata"]["name"]): p for p in policies(scenario.objects)}
    for namespace in (NS, TEAM_NS):
        deny = found[(namespace, DEFAULT_DENY)]["spec"]
        assert deny["podSelector"] == {} and sorted(deny["policyTypes"]) == ["Egress", "Ingress"]
        assert not deny.get("ingress") and not deny.get("egress")
    for spec_name in ("alpha", "beta", "gamma", "delta"):
        job = job_of(scenario.objects, spec_name)
        name, namespace = job["metadata"]["name"], job["metadata"]["namespace"]
        label = JOBSET_NAME if job["kind"] == "TrainJob" else V1_JOB_NAME
        spec = found[(namespace, name)]["spec"]
        assert spec["podSelector"] == {"matchLabels": {label: name}}
        assert sorted(spec["policyTypes"]) == ["Egress", "Ingress"]
    assert (NS, SERVER) in found
    expected = {(NS, DEFAULT_DENY), (TEAM_NS, DEFAULT_DENY), (NS, SERVER)} | {
        (job_of(scenario.objects, s)["metadata"]["namespace"], job_of(scenario.objects, s)["metadata"]["name"])
        for s in ("alpha", "beta", "gamma", "delta")
    }
    assert set(found) == expected


@pytest.mark.parametrize("setting", ["absent", "disabled"])
def test_no_job_policies_when_off(tmp_path: Path, setting: str) -> None:
    """Without the network policy (no block, or enabled: false) no job is restricted: no default deny, no job
    policy, and the flows a policy would refuse go through."""
    env = environment(None if setting == "absent" else {**NETWORK_POLICY, "enabled": False})
    objects = render(tmp_path, env, SPECS)
    jobs = {
        (j["metadata"]["namespace"], j["metadata"]["name"])
        for j in (job_of(objects, s["metadata"]["name"]) for s in SPECS)
    }
    names = {(p["metadata"]["namespace"], p["metadata"]["name"]) for p in policies(objects)}
    assert not names & jobs, "job NetworkPolicies without the network policy"
    assert not {n for n in names if n[1] == DEFAULT_DENY}, "a default deny without the network policy"
    c = cluster(objects)
    flows = [
        Flow(c.alpha["worker"][0], c.alpha["master"][0], 29500),
        Flow(c.beta["worker"][0], c.alpha["master"][0], 29500),
        Flow(c.alpha["master"][0], External(INTERNET_IP), 443),
        udp(Flow(c.alpha["master"][0], c.dns, 53)),
        Flow(c.alpha["master"][0], c.server, SERVER_PORT),
        Flow(c.delta["node"][0], c.server, SERVER_PORT),
    ]
    for flow, verdict in zip(flows, verdicts(policies(objects), flows), strict=True):
        assert verdict.allowed, f"{describe(flow)}: {verdict.explain()}"


# --- the prod overlay: its tracking server's stores, its etcd, its ingress controller ---

PROD: Obj = yaml.safe_load(environment_file("prod").read_text())["spec"]
PROD_NS: str = PROD["namespace"]
PROD_SERVER: Obj = PROD["mlflow"]["server"]
PROD_STORES: list[Obj] = [e for e in PROD_SERVER.get("egress") or [] if e.get("namespace")]  # its database, bucket
PROD_ETCD: Obj | None = (PROD.get("networkPolicy") or {}).get("etcd")
PROD_INGRESS_NS: str | None = (PROD_SERVER.get("ingress") or {}).get("namespace")


@dataclass(frozen=True)
class ProdCluster:
    server: Pod
    upgrade: Pod  # the db-upgrade Job's pod (it runs as the server)
    gc: Pod  # the gc CronJob's
    training: Pod  # a pod of examples/pytorch-resnet50.yaml (tracking, metrics, etcd rendezvous)
    stores: list[Pod]  # a pod of each of PROD_STORES
    etcd: Pod | None  # where networkPolicy.etcd says etcd runs (the job's namespace unless it names one)
    controller: Pod | None  # the ingress controller of the server's Ingress


def prod_cluster(objects: Sequence[Obj]) -> ProdCluster:
    ip = Addresses()
    training = job_pods(job_of(objects, "resnet-distributed"), ip)["master"][0]
    etcd = None
    if PROD_ETCD:
        etcd = Pod(PROD_ETCD.get("namespace") or training.namespace, {**PROD_ETCD["podLabels"]}, ip())
    return ProdCluster(
        server=deployment_pod(objects, SERVER, PROD_NS, ip),
        upgrade=batch_pod(objects, "Job", f"{SERVER}-db-upgrade", PROD_NS, ip),
        gc=batch_pod(objects, "CronJob", f"{SERVER}-gc", PROD_NS, ip),
        training=training,
        stores=[Pod(e["namespace"], {**e["podLabels"], "pod-template-hash": "6c9f"}, ip()) for e in PROD_STORES],
        etcd=etcd,
        controller=Pod(PROD_INGRESS_NS, {"app.kubernetes.io/name": "ingress-nginx"}, ip()) if PROD_INGRESS_NS else None,
    )


def _prod_cases() -> list[tuple[str, Callable[[ProdCluster], Flow], Expect]]:
    cases: list[tuple[str, Callable[[ProdCluster], Flow], Expect]] = []
    for i, entry in enumerate(PROD_STORES):
        port, where = int(entry["ports"][0]), f"{entry['namespace']}-{entry['ports'][0]}"
        cases += [
            (f"server-to-{where}", _to_store(lambda c: c.server, i, port), ALLOWED),
            (f"db-upgrade-to-{where}", _to_store(lambda c: c.upgrade, i, port), ALLOWED),
            (f"gc-to-{where}", _to_store(lambda c: c.gc, i, port), ALLOWED),
            # training pods hold no storage credentials: only the server reaches the stores
            (f"training-to-{where}", _to_store(lambda c: c.training, i, port), OUT_DENIED),
        ]
    cases += [
        ("training-to-tracking", lambda c: Flow(c.training, c.server, SERVER_PORT), ALLOWED),
        ("upgrade-to-dns", lambda c: udp(Flow(c.upgrade, Pod(DNS_NS, DNS_LABELS, "192.168.200.1"), 53)), ALLOWED),
    ]
    if PROD_ETCD:
        etcd_port = int(PROD_ETCD.get("port") or ETCD_PORT)
        cases += [
            ("training-to-etcd", lambda c: Flow(c.training, nonnull(c.etcd), etcd_port), ALLOWED),
            ("server-to-etcd", lambda c: Flow(c.server, nonnull(c.etcd), etcd_port), OUT_DENIED),
        ]
    if PROD_INGRESS_NS:
        cases += [
            ("ingress-controller-to-tracking", lambda c: Flow(nonnull(c.controller), c.server, SERVER_PORT), ALLOWED),
            ("ingress-controller-to-training", lambda c: Flow(nonnull(c.controller), c.training, 8080), IN_DENIED),
        ]
    return cases


def _to_store(source: Callable[[ProdCluster], Pod], store: int, port: int) -> Callable[[ProdCluster], Flow]:
    def flow(c: ProdCluster) -> Flow:
        return Flow(source(c), c.stores[store], port)

    return flow


def nonnull(pod: Pod | None) -> Pod:
    assert pod is not None
    return pod


PROD_CASES = _prod_cases()


@pytest.fixture(scope="module")
def prod(tmp_path_factory: pytest.TempPathFactory) -> dict[str, tuple[Flow, Verdict]]:
    assert (PROD.get("networkPolicy") or {}).get("enabled"), "the prod overlay no longer turns the policy on"
    spec = yaml.safe_load((ROOT / "examples" / "pytorch-resnet50.yaml").read_text())
    objects = render(tmp_path_factory.mktemp("netpol-prod"), None, [spec], env_name="prod")
    pods = prod_cluster(objects)
    flows = [make(pods) for _, make, _ in PROD_CASES]
    found = verdicts(policies(objects), flows)
    return {case[0]: (flow, v) for case, flow, v in zip(PROD_CASES, flows, found, strict=True)}


@pytest.mark.parametrize("case", [c[0] for c in PROD_CASES])
def test_prod_flow(prod: dict[str, tuple[Flow, Verdict]], case: str) -> None:
    """overlays/prod with examples/pytorch-resnet50.yaml."""
    expect = next(e for name, _, e in PROD_CASES if name == case)
    flow, verdict = prod[case]
    assert expect.holds(verdict), f"{case}: expected {expect}, cyclonus: {verdict.explain()}\n{describe(flow)}"


# --- the harness itself, on policies whose verdicts are known ---


def _policy(namespace: str, name: str, selector: Obj, types: list[str], **rules: list[Obj]) -> Obj:
    spec = {"podSelector": selector, "policyTypes": types, **rules}
    meta = {"name": name, "namespace": namespace}
    return {"apiVersion": "networking.k8s.io/v1", "kind": "NetworkPolicy", "metadata": meta, "spec": spec}


def test_harness_reads_cyclonus_verdicts() -> None:
    x, y = Pod("a", {"app": "x"}, "192.168.0.1"), Pod("a", {"app": "y"}, "192.168.0.2")
    z = Pod("b", {"app": "y"}, "192.168.1.1")
    known = [
        _policy("a", "deny", {}, ["Ingress", "Egress"]),
        _policy(
            "a",
            "x-in",
            {"matchLabels": {"app": "x"}},
            ["Ingress"],
            ingress=[{"from": [{"podSelector": {"matchLabels": {"app": "y"}}}], "ports": [{"port": 80}]}],
        ),
        _policy("a", "y-out", {"matchLabels": {"app": "y"}}, ["Egress"], egress=[{"to": [{"podSelector": {}}]}]),
        _policy("a", "y-never", {"matchLabels": {"app": "y", "tier": "none"}}, ["Egress"]),
        _policy("b", "deny-out", {}, ["Egress"]),
    ]
    cases: list[tuple[Flow, tuple[bool, bool]]] = [
        (Flow(y, x, 80), (True, True)),  # Allow and Deny rows in both directions
        (Flow(y, x, 81), (False, True)),  # two Deny rows (the second's ACTION cell merged)
        (Flow(y, x, 80, "UDP"), (False, True)),
        (Flow(x, y, 80), (False, False)),
        (Flow(z, x, 80), (False, False)),  # a namespace of its own
        (Flow(x, External("8.8.8.8"), 443), (True, False)),  # no ingress rows at all
        (Flow(External("8.8.8.8"), x, 80), (False, True)),  # no egress rows at all
        (Flow(External("8.8.8.8"), z, 80), (True, True)),  # b restricts egress only
    ]
    found = verdicts(known, [flow for flow, _ in cases])
    assert [(v.ingress, v.egress) for v in found] == [expected for _, expected in cases]
    assert [(v.ingress, v.egress) for v in verdicts([], [flow for flow, _ in cases])] == [(True, True)] * len(cases)
