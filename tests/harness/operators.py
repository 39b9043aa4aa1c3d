"""The real Kubeflow operators on the test cluster, for end-to-end tests of training manifests.

On a Cluster (tests/harness/cluster.py) started with kube-scheduler and the workload controllers (job,
nodelifecycle), ``Operators(cluster).start()`` runs, as processes with the admin kubeconfig:

* training-operator v1 (every scheme), Trainer v2's trainer-controller-manager and the JobSet
  controller, built by scripts/install-tools.sh at the versions pinned there;
* kwok, which plays the kubelet of a few fake GPU nodes with the stages of tests/data/kwok/: pods are
  scheduled by kube-scheduler, run, and exit 0 after 2-3 s, or 1 when labelled
  ``e2e.kfgen.dev/outcome: fail`` (see tests/data/kwok/pod-stages.yaml for restart policies).

It installs the upstream CRDs (../shared/crds, the JobSet CRD from the jobset module) and Trainer's
ClusterTrainingRuntimes, and wires each operator's webhooks for real: the upstream Validating and
MutatingWebhookConfigurations of each module, with ``clientConfig.url`` https://127.0.0.1:PORT and
the CA of this harness. Every operator runs its own cert rotator (open-policy-agent/cert-controller),
which accepts the pre-made Secret because its CA is valid for the rotator's CA name and the serving
certificate for ``<service>.<namespace>.svc``; the rotator only checks that
/tmp/k8s-webhook-server/serving-certs/tls.crt exists (where the Deployment would mount the Secret),
while each webhook server reads the certificate from its own TMPDIR (or JobSet's certDir).

Every port is on 127.0.0.1. The training-operator's webhook server has no address flag (v1.9.4) and
listens on every interface, so the operator runs in its own network namespace (``unshare --net``, only
loopback), joined to the host's loopback by forwarders for the API server, its webhook, health and
metrics ports. Where the kernel refuses a network namespace, it runs without one (``ops.isolated``).

API::

    running_operators(nodes=4, controllers=WORKLOAD_CONTROLLERS, pytorch_init_template=None)
                               -> context manager of Operators on a fresh Cluster (with kube-scheduler and the
                                  controllers named), both stopped at exit: every stack of the e2e tests starts so
    operators_fixture          -> module-scoped pytest fixture named "operators"
                                  (``from operators import operators_fixture  # noqa: F401``)
    announce(request, ops, began) -> prints "operators harness started in …" (every start says what it cost)
    ops.cluster, ops.timings   -> the Cluster; seconds per start phase
    ops.namespace(name, enforce="restricted")
    ops.create(doc) -> kubectl result; ops.get(path); ops.wait_condition(path, type, timeout)
    ops.pods(ns), ops.events(ns, name), ops.log(process)
"""

from __future__ import annotations

import base64
import ctypes
import fcntl
import json
import os
import queue
import re
import shutil
import socket
import struct
import subprocess
import threading
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from dataclasses import dataclass, field
from functools import partial
from pathlib import Path
from typing import Any

import pytest
import yaml
from cluster import WORKLOAD_CONTROLLERS, Cluster, free_port
from conftest import ROOT, tool, tools_bin
from kfgen_controller import wait_for
from upstream import crds_dir

Obj = dict[str, Any]

KWOK_DIR = Path(__file__).resolve().parents[1] / "data" / "kwok"
PYTORCH_INIT_TEMPLATE = ROOT / "docs" / "training-operator" / "init-pytorch.yaml"
OUTCOME_LABEL = "e2e.kfgen.dev/outcome"
GPU_PRODUCT = "NVIDIA-A100-SXM4-80GB"
FAKE_NODE_ANNOTATION = "kwok.x-k8s.io/node"
NODE_RESOURCES = {"cpu": "32", "memory": "256Gi", "pods": "110", "nvidia.com/gpu": "8", "ephemeral-storage": "1Ti"}
# the restricted Pod Security profile a test pod of the operators passes
RESTRICTED_POD = {"runAsNonRoot": True, "runAsUser": 1000, "seccompProfile": {"type": "RuntimeDefault"}}
RESTRICTED_CONTAINER = {"allowPrivilegeEscalation": False, "capabilities": {"drop": ["ALL"]}}
TOOLS = (
    "kube-apiserver",
    "kube-controller-manager",
    "kube-scheduler",
    "etcd",
    "training-operator",
    "trainer-controller-manager",
    "jobset",
    "kwok",
)
WEBHOOK_KINDS = ("ValidatingWebhookConfiguration", "MutatingWebhookConfiguration")
# a valid job per kind the training-operator validates: its webhook handlers register one by one
TRAINING_OPERATOR_PROBES = {
    "pytorchjobs": ("PyTorchJob", "pytorchReplicaSpecs", "Master", "pytorch"),
    "tfjobs": ("TFJob", "tfReplicaSpecs", "Worker", "tensorflow"),
    "xgboostjobs": ("XGBoostJob", "xgbReplicaSpecs", "Master", "xgboost"),
    "paddlejobs": ("PaddleJob", "paddleReplicaSpecs", "Master", "paddle"),
    "jaxjobs": ("JAXJob", "jaxReplicaSpecs", "Worker", "jax"),
}


@dataclass(frozen=True)
class Operator:
    name: str  # binary, process and log name
    module: str
    version_var: str  # its variable in scripts/install-tools.sh
    webhooks: str  # the module's kustomization that holds its webhook configurations
    namespace: str  # where its cert rotator reads the Secret (the default of the binary)
    secret: str
    service: str  # the rotator wants a serving certificate for <service>.<namespace>.svc
    ca_name: str  # and a CA certificate valid for this DNS name


OPERATORS = (
    Operator(
        "training-operator",
        "github.com/kubeflow/training-operator",
        "TRAINING_OPERATOR_VERSION",
        "manifests/base/webhook",
        "kubeflow",
        "training-operator-webhook-cert",
        "training-operator",
        "training-operator-ca",
    ),
    Operator(
        "trainer-controller-manager",
        "github.com/kubeflow/trainer/v2",
        "TRAINER_VERSION",
        "manifests/base/webhook",
        "kubeflow-system",
        "kubeflow-trainer-webhook-cert",
        "kubeflow-trainer-controller-manager",
        "kubeflow-trainer-ca",
    ),
    Operator(
        "jobset",
        "sigs.k8s.io/jobset",
        "JOBSET_VERSION",
        "config/default",
        "jobset-system",
        "jobset-webhook-server-cert",
        "jobset-webhook-service",
        "jobset-ca",
    ),
)


def versions() -> dict[str, str]:
    """The pinned versions, read from scripts/install-tools.sh so that they are written once."""
    text = (ROOT / "scripts" / "install-tools.sh").read_text()
    return dict(re.findall(r"^([A-Z0-9_]+_VERSION)=(\S+)$", text, re.MULTILINE))


def module_dir(module: str, version: str) -> Path:
    out = subprocess.run(
        ["go", "mod", "download", "-json", f"{module}@{version}"],
        capture_output=True,
        text=True,
        check=True,
        timeout=600,
    )
    return Path(json.loads(out.stdout)["Dir"])


def b64(data: bytes) -> str:
    return base64.b64encode(data).decode()


def ready(url: str) -> bool:
    try:
        with urllib.request.urlopen(url, timeout=2) as resp:
            return int(resp.status) == 200
    except OSError:  # HTTPError included
        return False


def condition(obj: Obj | None, kind: str) -> Obj:
    return next((c for c in ((obj or {}).get("status") or {}).get("conditions") or [] if c["type"] == kind), {})


# a network namespace for the training-operator -------------------------------------------------------

CLONE_NEWNET = 0x40000000
SIOCSIFFLAGS = 0x8914
IFF_UP, IFF_LOOPBACK, IFF_RUNNING = 0x1, 0x8, 0x40
WAIT_THEN_EXEC = 'while [ ! -e "$0" ]; do sleep 0.05; done; exec "$@"'


def can_unshare_network() -> bool:
    return (
        bool(shutil.which("unshare"))
        and subprocess.run(["unshare", "--net", "true"], capture_output=True).returncode == 0
    )


class Netns:
    """The network namespace of one process (only loopback), joined to the host's loopback by TCP forwarders.

    The process starts under ``unshare --net`` and waits for ``go``; a thread of this object enters the
    namespace (setns), brings its loopback up and makes every socket that must live there.
    """

    def __init__(self, pid: int, go: Path) -> None:
        self.go = go
        self.listeners: list[socket.socket] = []
        wait_for(
            lambda: os.stat(f"/proc/{pid}/ns/net").st_ino != os.stat("/proc/self/ns/net").st_ino,
            10,
            f"process {pid} is in its own network namespace",
        )
        self.fd = os.open(f"/proc/{pid}/ns/net", os.O_RDONLY)
        self.calls: queue.Queue[tuple[Callable[[], Any], queue.Queue[Any]]] = queue.Queue()
        threading.Thread(target=self._serve, daemon=True).start()
        self.inside(self._loopback_up)

    def _serve(self) -> None:
        failed = ctypes.CDLL(None, use_errno=True).setns(self.fd, CLONE_NEWNET) != 0
        error = OSError(ctypes.get_errno(), "setns into the network namespace of the training-operator")
        while True:
            call, answer = self.calls.get()
            try:
                answer.put(error if failed else call())
            except OSError as exc:
                answer.put(exc)

    def inside(self, call: Callable[[], Any]) -> Any:
        answer: queue.Queue[Any] = queue.Queue()
        self.calls.put((call, answer))
        result = answer.get(timeout=10)
        if isinstance(result, OSError):
            raise result
        return result

    @staticmethod
    def _loopback_up() -> None:
        with socket.socket(socket.AF_INET, socket.SOCK_DGRAM) as s:
            fcntl.ioctl(s, SIOCSIFFLAGS, struct.pack("16sh22x", b"lo", IFF_UP | IFF_LOOPBACK | IFF_RUNNING))

    def forward_in(self, port: int) -> None:
        """127.0.0.1:port inside leads to 127.0.0.1:port of the host."""
        listener = self.inside(lambda: socket.create_server(("127.0.0.1", port)))
        self.listeners.append(listener)
        serve(listener, lambda: socket.create_connection(("127.0.0.1", port)))

    def forward_out(self, port: int) -> None:
        """127.0.0.1:port of the host leads to 127.0.0.1:port inside."""
        listener = socket.create_server(("127.0.0.1", port))
        self.listeners.append(listener)
        serve(listener, lambda: self.inside(lambda: socket.create_connection(("127.0.0.1", port))))

    def release(self) -> None:
        self.go.touch()

    def close(self) -> None:
        for listener in self.listeners:
            listener.close()
        os.close(self.fd)


def serve(listener: socket.socket, connect: Callable[[], socket.socket]) -> None:
    def accept() -> None:
        while True:
            try:
                client, _ = listener.accept()
            except OSError:
                return
            try:
                upstream = connect()
            except OSError:
                client.close()
                continue
            for a, b in ((client, upstream), (upstream, client)):
                threading.Thread(target=pump, args=(a, b), daemon=True).start()

    threading.Thread(target=accept, daemon=True).start()


def pump(source: socket.socket, sink: socket.socket) -> None:
    try:
        while data := source.recv(65536):
            sink.sendall(data)
        sink.shutdown(socket.SHUT_WR)
    except OSError:
        source.close()
        sink.close()


# certificates -----------------------------------------------------------------------------------------


@dataclass
class Pki:
    dir: Path
    files: dict[str, bytes] = field(default_factory=dict)  # ca.crt, ca.key, tls.crt, tls.key

    def make(self, ca_names: list[str], server_names: list[str]) -> Pki:
        self.dir.mkdir(parents=True, exist_ok=True)
        self._key("ca.key")
        self._openssl(
            "req",
            "-x509",
            "-new",
            "-key",
            "ca.key",
            "-days",
            "3650",
            "-out",
            "ca.crt",
            "-subj",
            "/O=kfgen-test/CN=kfgen-test-ca",
            "-addext",
            "subjectAltName=" + ",".join(f"DNS:{n}" for n in ca_names),
            "-addext",
            "basicConstraints=critical,CA:TRUE",
            "-addext",
            "keyUsage=critical,keyCertSign,digitalSignature,keyEncipherment",
        )
        self._key("tls.key")
        self._openssl("req", "-new", "-key", "tls.key", "-subj", "/CN=127.0.0.1", "-out", "tls.csr")
        sans = ",".join(["IP:127.0.0.1", "DNS:localhost", *(f"DNS:{n}" for n in server_names)])
        (self.dir / "tls.ext").write_text(
            f"subjectAltName={sans}\nextendedKeyUsage=serverAuth\nkeyUsage=critical,digitalSignature,keyEncipherment\n"
        )
        self._openssl(
            "x509",
            "-req",
            "-in",
            "tls.csr",
            "-CA",
            "ca.crt",
            "-CAkey",
            "ca.key",
            "-CAcreateserial",
            "-days",
            "365",
            "-extfile",
            "tls.ext",
            "-out",
            "tls.crt",
        )
        self.files = {name: (self.dir / name).read_bytes() for name in ("ca.crt", "ca.key", "tls.crt", "tls.key")}
        return self

    def _key(self, name: str) -> None:
        # PKCS#1: cert-controller parses the CA key with x509.ParsePKCS1PrivateKey
        self._openssl("genrsa", "-traditional", "-out", name, "2048")

    def _openssl(self, *args: str) -> None:
        subprocess.run(["openssl", *args], cwd=self.dir, check=True, capture_output=True)

    def serving_dir(self, directory: Path) -> Path:
        directory.mkdir(parents=True, exist_ok=True)
        for name in ("tls.crt", "tls.key"):
            (directory / name).write_bytes(self.files[name])
        return directory


# the harness ------------------------------------------------------------------------------------------


class Operators:
    def __init__(self, cluster: Cluster, nodes: int = 4, pytorch_init_template: Path | None = None) -> None:
        """`pytorch_init_template`: the operator's --pytorch-init-container-template-file (default: its own)."""
        self.cluster = cluster
        self.pytorch_init_template = pytorch_init_template
        self.nodes = nodes
        self.bin = cluster.bin
        self.versions = versions()
        self.modules = {op.name: module_dir(op.module, self.versions[op.version_var]) for op in OPERATORS}
        self.ports = {
            op.name: {"webhook": free_port(), "health": free_port(), "metrics": free_port()} for op in OPERATORS
        }
        self.pki = Pki(cluster.dir / "pki")
        self.timings: dict[str, float] = {}
        self.isolated = can_unshare_network()
        self.netns: Netns | None = None

    # lifecycle --------------------------------------------------------------------------------------

    def start(self) -> Operators:
        started = time.monotonic()
        self._phase("crds", self.install_crds)
        self._phase("certificates and webhooks", self.install_webhooks)
        self._phase("processes", self.start_processes)
        self._phase("nodes", self.create_nodes)
        self._phase("operators ready", self.wait_ready)
        self._phase("runtimes", self.install_runtimes)
        self.timings["total"] = time.monotonic() - started
        return self

    def stop(self) -> None:
        for name in ("kwok", *(op.name for op in OPERATORS)):
            self.cluster.kill(name)
        if self.netns:
            self.netns.close()

    def _phase(self, name: str, step: Callable[[], None]) -> None:
        began = time.monotonic()
        step()
        self.timings[name] = time.monotonic() - began

    # installation -----------------------------------------------------------------------------------

    def crd_files(self) -> list[Path]:
        base = crds_dir()
        jobset = self.modules["jobset"] / "config/components/crd/bases/jobset.x-k8s.io_jobsets.yaml"
        return [
            *sorted(base.glob("training-operator/*.yaml")),
            *sorted(base.glob("trainer/trainer.kubeflow.org_*.yaml")),
            jobset,
        ]

    def install_crds(self) -> None:
        args = [arg for path in self.crd_files() for arg in ("-f", str(path))]
        self.cluster.kubectl("apply", "--server-side", *args)
        self.cluster.kubectl("wait", "--for=condition=Established", "--timeout=60s", "crd", "--all")

    def install_webhooks(self) -> None:
        self.pki.make([op.ca_name for op in OPERATORS], [f"{op.service}.{op.namespace}.svc" for op in OPERATORS])
        docs: list[Obj] = []
        for op in OPERATORS:
            docs.append({"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": op.namespace}})
            docs.append(
                {
                    "apiVersion": "v1",
                    "kind": "Secret",
                    "type": "Opaque",
                    "metadata": {"name": op.secret, "namespace": op.namespace},
                    "data": {name: b64(data) for name, data in self.pki.files.items()},
                }
            )
            docs.extend(self.webhook_configurations(op))
        self.apply(docs)

    def webhook_configurations(self, op: Operator) -> list[Obj]:
        built = self.cluster.kubectl("kustomize", str(self.modules[op.name] / op.webhooks)).stdout
        configs = [doc for doc in yaml.safe_load_all(built) if doc and doc["kind"] in WEBHOOK_KINDS]
        for config in configs:
            for hook in config["webhooks"]:
                path = hook["clientConfig"]["service"]["path"]
                hook["clientConfig"] = {
                    "url": f"https://127.0.0.1:{self.ports[op.name]['webhook']}{path}",
                    "caBundle": b64(self.pki.files["ca.crt"]),
                }
                hook["failurePolicy"] = "Fail"
        return configs

    def install_runtimes(self) -> None:
        files = sorted((crds_dir() / "trainer" / "runtimes").glob("*.yaml"))
        args = [arg for path in files for arg in ("-f", str(path))]
        # the first requests can still meet a webhook handler that is being registered
        wait_for(
            lambda: self.cluster.kubectl("apply", "--server-side", *args, check=False).returncode == 0,
            60,
            "the ClusterTrainingRuntimes are accepted",
            lambda: self.cluster.kubectl("apply", "--server-side", *args, check=False).stderr,
        )

    def apply(self, docs: list[Obj]) -> None:
        self.cluster.kubectl(
            "apply", "--server-side", "-f", "-", stdin=json.dumps({"apiVersion": "v1", "kind": "List", "items": docs})
        )

    # processes --------------------------------------------------------------------------------------

    def start_processes(self) -> None:
        # the cert rotators only check that the file exists where a Deployment mounts the Secret
        shared = Path("/tmp/k8s-webhook-server/serving-certs")
        if not (shared / "tls.crt").exists():
            self.pki.serving_dir(shared)
        self.start_training_operator()
        self.start_trainer()
        self.start_jobset()
        self.start_kwok()

    def _workdir(self, name: str) -> Path:
        tmp = self.cluster.dir / name / "tmp"
        self.pki.serving_dir(tmp / "k8s-webhook-server" / "serving-certs")
        return tmp

    def _env(self, name: str) -> dict[str, str]:
        return {"KUBECONFIG": str(self.cluster.kubeconfig), "TMPDIR": str(self._workdir(name))}

    def start_training_operator(self) -> None:
        op, ports = OPERATORS[0], self.ports["training-operator"]
        args = [
            str(self.bin / op.name),
            "--leader-elect=false",
            f"--metrics-bind-address=127.0.0.1:{ports['metrics']}",
            f"--health-probe-bind-address=127.0.0.1:{ports['health']}",
            f"--webhook-server-port={ports['webhook']}",
            f"--webhook-service-name={op.service}",
            f"--webhook-secret-name={op.secret}",
        ]
        if self.pytorch_init_template:
            args.append(f"--pytorch-init-container-template-file={self.pytorch_init_template}")
        env = {**self._env(op.name), "MY_POD_NAMESPACE": op.namespace}
        if not self.isolated:
            self.cluster.spawn(op.name, args, env=env)
            return
        # its webhook server has no address flag and would listen on every interface: only loopback exists here
        go = self.cluster.dir / op.name / "go"
        proc = self.cluster.spawn(
            op.name, ["unshare", "--net", "--", "sh", "-c", WAIT_THEN_EXEC, str(go), *args], env=env
        )
        self.netns = Netns(proc.pid, go)
        self.netns.forward_in(self.cluster.port)
        for port in (ports["webhook"], ports["health"], ports["metrics"]):
            self.netns.forward_out(port)
        self.netns.release()

    def start_trainer(self) -> None:
        op, ports = OPERATORS[1], self.ports["trainer-controller-manager"]
        config = yaml.safe_load(
            (self.modules[op.name] / "manifests/base/manager/controller_manager_config.yaml").read_text()
        )
        config["health"]["healthProbeBindAddress"] = f"127.0.0.1:{ports['health']}"
        config["metrics"] = {"bindAddress": f"127.0.0.1:{ports['metrics']}", "secureServing": False}
        config["webhook"] = {"port": ports["webhook"], "host": "127.0.0.1"}
        config["leaderElection"]["leaderElect"] = False
        config["statusServer"]["port"] = free_port()
        config["certManagement"].update(webhookServiceName=op.service, webhookSecretName=op.secret)
        path = self.cluster.dir / op.name / "config.yaml"
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(yaml.safe_dump(config))
        self.cluster.spawn(op.name, [str(self.bin / op.name), f"--config={path}"], env=self._env(op.name))

    def start_jobset(self) -> None:
        op, ports = OPERATORS[2], self.ports["jobset"]
        config = yaml.safe_load(
            (self.modules[op.name] / "config/components/manager/controller_manager_config.yaml").read_text()
        )
        certs = self.pki.serving_dir(self.cluster.dir / op.name / "certs")
        config.update(
            webhook={"port": ports["webhook"], "host": "127.0.0.1", "certDir": str(certs)},
            metrics={"bindAddress": f"127.0.0.1:{ports['metrics']}"},
            health={"healthProbeBindAddress": f"127.0.0.1:{ports['health']}"},
            leaderElection={"leaderElect": False},
            internalCertManagement={"enable": True, "webhookServiceName": op.service, "webhookSecretName": op.secret},
        )
        path = self.cluster.dir / op.name / "config.yaml"
        path.write_text(yaml.safe_dump(config))
        self.cluster.spawn(op.name, [str(self.bin / op.name), f"--config={path}"], env=self._env(op.name))

    def start_kwok(self) -> None:
        self.cluster.spawn("kwok", kwok_args(self.cluster), env=self._env("kwok"))

    # nodes ------------------------------------------------------------------------------------------

    def create_nodes(self) -> None:
        self.apply([fake_node(f"kwok-node-{i}") for i in range(self.nodes)])

    def nodes_ready(self) -> bool:
        items = (self.get("/api/v1/nodes") or {}).get("items") or []
        ready = [n for n in items if condition(n, "Ready").get("status") == "True" and not n["spec"].get("taints")]
        return len(ready) == self.nodes

    # readiness --------------------------------------------------------------------------------------

    def wait_ready(self, timeout: float = 120) -> None:
        for op in OPERATORS:
            url = f"http://127.0.0.1:{self.ports[op.name]['health']}/readyz"
            self.wait_process(op.name, partial(ready, url), timeout, "/readyz answers 200")
        for plural, probe in TRAINING_OPERATOR_PROBES.items():
            self.wait_process(
                "training-operator",
                partial(self.dry_run, plural, *probe),
                timeout,
                f"its {plural} webhook admits a valid job",
            )
        self.wait_process("jobset", self.dry_run_jobset, timeout, "its JobSet webhooks admit a valid JobSet")
        self.wait_process(
            "kwok",
            self.nodes_ready,
            timeout,
            f"{self.nodes} fake nodes are Ready and untainted",
            lambda: json.dumps(self.get("/api/v1/nodes"), indent=1)[-3000:],
        )

    def wait_process(
        self, name: str, check: Callable[[], Any], timeout: float, what: str, detail: Callable[[], str] = str
    ) -> None:
        def alive_and_ready() -> Any:
            proc = self.cluster.procs.get(name)
            if proc is None or proc.poll() is not None:
                code = proc.returncode if proc else None
                raise RuntimeError(f"{name} exited ({code}):\n{self.log(name)[-4000:]}")
            return check()

        try:
            wait_for(alive_and_ready, timeout, f"{name}: {what}", detail)
        except AssertionError as exc:
            raise RuntimeError(f"{exc}\n--- last lines of {name}.log ---\n{self.log(name)[-4000:]}") from None

    def dry_run(self, plural: str, kind: str, specs: str, replica: str, container: str) -> bool:
        template = {"spec": {"containers": [{"name": container, "image": "busybox"}]}}
        job = {
            "apiVersion": "kubeflow.org/v1",
            "kind": kind,
            "metadata": {"name": "probe"},
            "spec": {specs: {replica: {"replicas": 1, "template": template}}},
        }
        status, _ = self.cluster.request("POST", f"/apis/kubeflow.org/v1/namespaces/default/{plural}?dryRun=All", job)
        return status == 201

    def dry_run_jobset(self) -> bool:
        job = {
            "template": {
                "spec": {
                    "template": {"spec": {"restartPolicy": "Never", "containers": [{"name": "c", "image": "busybox"}]}}
                }
            }
        }
        jobset = {
            "apiVersion": "jobset.x-k8s.io/v1alpha2",
            "kind": "JobSet",
            "metadata": {"name": "probe"},
            "spec": {"replicatedJobs": [{"name": "r", "replicas": 1, **job}]},
        }
        status, _ = self.cluster.request(
            "POST", "/apis/jobset.x-k8s.io/v1alpha2/namespaces/default/jobsets?dryRun=All", jobset
        )
        return status == 201

    # access for tests -------------------------------------------------------------------------------

    def log(self, name: str) -> str:
        return self.cluster.log(name)

    def get(self, path: str) -> Obj | None:
        status, body = self.cluster.request("GET", path)
        return body if status == 200 else None

    def namespace(self, name: str, enforce: str = "restricted") -> str:
        labels = {f"pod-security.kubernetes.io/{mode}": enforce for mode in ("enforce", "warn", "audit")}
        self.apply([{"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": name, "labels": labels}}])
        return name

    def create(self, doc: Obj, check: bool = True) -> subprocess.CompletedProcess[str]:
        return self.cluster.kubectl("create", "-f", "-", stdin=json.dumps(doc), check=check)

    def wait_condition(self, path: str, kind: str, timeout: float = 60, status: str = "True") -> Obj:
        return dict(
            wait_for(
                lambda: (obj := self.get(path)) and condition(obj, kind).get("status") == status and obj,
                timeout,
                f"{path} has condition {kind}={status}",
                lambda: json.dumps((self.get(path) or {}).get("status"), indent=1),
            )
        )

    def pods(self, ns: str) -> list[Obj]:
        return list((self.get(f"/api/v1/namespaces/{ns}/pods") or {}).get("items") or [])

    def events(self, ns: str, name: str | None = None) -> list[Obj]:
        items = (self.get(f"/api/v1/namespaces/{ns}/events") or {}).get("items") or []
        return [e for e in items if name is None or e["involvedObject"]["name"] == name]


def kwok_args(cluster: Cluster) -> list[str]:
    """kwok as the kubelet of the fake nodes (fake_node), with the pod stages of tests/data/kwok."""
    return [
        str(cluster.bin / "kwok"),
        f"--kubeconfig={cluster.kubeconfig}",
        "--manage-all-nodes=false",
        f"--manage-nodes-with-annotation-selector={FAKE_NODE_ANNOTATION}=fake",
        "--node-lease-duration-seconds=40",
        "--node-ip=127.0.0.1",
        "--cidr=10.244.0.0/16",
        f"--config={KWOK_DIR / 'node-stages.yaml'}",
        f"--config={KWOK_DIR / 'pod-stages.yaml'}",
    ]


def fake_node(name: str) -> Obj:
    labels = {
        "kubernetes.io/hostname": name,
        "kubernetes.io/os": "linux",
        "kubernetes.io/arch": "amd64",
        "type": "kwok",
        "nvidia.com/gpu.product": GPU_PRODUCT,
        "nvidia.com/gpu.count": "8",
    }
    return {
        "apiVersion": "v1",
        "kind": "Node",
        "metadata": {"name": name, "labels": labels, "annotations": {FAKE_NODE_ANNOTATION: "fake"}},
        "spec": {},
        "status": {"capacity": NODE_RESOURCES, "allocatable": NODE_RESOURCES},
    }


@contextmanager
def running_operators(
    nodes: int = 4, controllers: tuple[str, ...] = WORKLOAD_CONTROLLERS, pytorch_init_template: Path | None = None
) -> Iterator[Operators]:
    """The operators on a fresh Cluster with kube-scheduler and `controllers`, stopped with it at exit."""
    for name in TOOLS:
        tool(name)
    cluster = Cluster(tools_bin(), controllers=controllers, scheduler=True).start()
    ops: Operators | None = None
    try:
        ops = Operators(cluster, nodes, pytorch_init_template)
        yield ops.start()
    finally:
        if ops:
            ops.stop()
        cluster.stop()


@pytest.fixture(scope="module", name="operators")
def operators_fixture(request: pytest.FixtureRequest) -> Iterator[Operators]:
    began = time.monotonic()
    with running_operators() as ops:
        announce(request, ops, began)
        yield ops


def announce(request: pytest.FixtureRequest, ops: Operators, began: float) -> None:
    """The line each start prints (what a stack costs), and a warning where the operators are not isolated."""
    phases = ", ".join(f"{name} {seconds:.1f}s" for name, seconds in ops.timings.items())
    report(request, f"operators harness started in {time.monotonic() - began:.1f}s ({phases})")
    if not ops.isolated:
        report(
            request, "warning: no network namespace here, the training-operator's webhook listens on every interface"
        )


def report(request: pytest.FixtureRequest, line: str) -> None:
    """A line in pytest's output even when output is captured."""
    plugins = request.config.pluginmanager
    reporter, capture = plugins.get_plugin("terminalreporter"), plugins.get_plugin("capturemanager")
    if reporter and capture:
        with capture.global_and_fixture_disabled():
            reporter.write_line(line)
