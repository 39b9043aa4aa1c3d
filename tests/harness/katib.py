"""The real Katib v0.19.0 loop on the test cluster, for end-to-end tests of Experiments.

On top of a started ``Operators`` (tests/harness/operators.py: training-operator, Trainer, JobSet, kwok) whose
kube-controller-manager also runs the deployment and replicaset controllers (a suggestion's Deployment
must become Available), ``Katib(ops, database).start()`` runs, as processes built by
scripts/install-tools.sh (tool "katib"):

* katib-db-manager on 127.0.0.1:PORT, on PostgreSQL (tests/harness/mlflow_harness.py's ``postgres_server``),
  configured by its environment: DB_NAME=postgres, DB_USER, DB_PASSWORD, KATIB_POSTGRESQL_DB_HOST,
  KATIB_POSTGRESQL_DB_PORT, KATIB_POSTGRESQL_DB_DATABASE (pkg/db/v1beta1/common/const.go);
* katib-controller with a katib-config file (and the same config as ConfigMap kubeflow/katib-config, which
  the controller reads at run time for suggestions and metrics collectors), its upstream webhooks
  (manifests/v1beta1/components/webhook of the module) wired with ``clientConfig.url`` and this harness's
  CA. Its cert generator is off (``init.certGenerator.enable: false``): the webhook server reads
  tls.crt/tls.key from the fixed /tmp/cert (consts.CertDir), bind-mounted from the harness's PKI;
* for every Suggestion, a katib-suggestion-goptuna process (Goptuna implements random, tpe, cmaes and
  sobol). Goptuna keeps one study per process (it is created by the first GetSuggestions) and listens on
  the fixed 0.0.0.0:6789, so each Experiment gets its own process in its own network namespace.

The controller dials each suggestion at ``<suggestion>-<algorithm>.<namespace>:6789``
(pkg/controller.v1beta1/util/suggestion.go) and the db-manager at KATIB_DB_MANAGER_SERVICE_IP:PORT (with
KATIB_DB_MANAGER_SERVICE_NAMESPACE empty; otherwise ``IP.NAMESPACE:PORT``). No real pod runs (kwok), so
katib-controller runs in its own network and mount namespaces (``unshare --net --mount``): a private
/etc/hosts, bind-mounted over the host's, maps each suggestion's name to an address 127.0.0.N of that
namespace where a forwarder leads to the Goptuna process; the API server and db-manager ports are
forwarded in, its webhook, health and metrics ports out (tests/harness/operators.py's Netns). A thread watches
Suggestions and exposes each one as it appears (``katib.expose_suggestion`` does it by hand); Go's
resolver rereads /etc/hosts when it changes (within 5 s), so the file is rewritten in place.

Training code's side: ``katib.report(ns, trial, metrics)`` runs the kubeflow-katib 0.19.0 SDK's
``kubeflow.katib.report_metrics`` (its own venv, bin/katib-python) with the environment of the trial's
primary container as its pod spec says (KATIB_TRIAL_NAME is injected by Katib's pod webhook as a
fieldRef to the pod label katib.kubeflow.org/trial), and the service-account namespace file it reads
(/var/run/secrets/kubernetes.io/serviceaccount/namespace) on a private tmpfs (``unshare --mount``).
Trial pods labelled ``e2e.kfgen.dev/outcome: report`` stay Running until ``katib.finish(pod, outcome)``
(tests/data/kwok/pod-stages.yaml).

API::

    running_katib(nodes=4) -> context manager of Katib (with its Operators and Cluster)
    katib_fixture          -> module-scoped pytest fixture named "katib"
    katib.ops, katib.cluster, katib.timings, katib.config (the KatibConfig), katib.db_manager ("127.0.0.1:PORT")
    katib.namespace(name, enforce="restricted") -> name (with the metrics-collector injection label)
    katib.create(experiment); katib.experiment(ns, name)
    katib.wait_experiment(ns, name, condition="Succeeded", timeout=120) -> Experiment
    katib.trials(ns, experiment) -> Trials by creation; katib.wait_trials(ns, experiment, count, timeout)
    katib.trial_pods(ns, trial) -> pods; katib.primary_pod(ns, trial, timeout) -> the Running primary pod
    katib.report(ns, trial, metrics, pod=None) -> the SDK process's result
    katib.finish(pod, "succeed" | "fail")
    katib.expose_suggestion(ns, experiment, algorithm) -> the address the controller dials
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import socket
import subprocess
import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

import pytest
import yaml
from cluster import WORKLOAD_CONTROLLERS, Cluster, free_port
from conftest import ROOT, tool, tools_bin
from kfgen_controller import wait_for
from mlflow_harness import postgres_server
from operators import (
    OUTCOME_LABEL,
    TOOLS,
    WAIT_THEN_EXEC,
    WEBHOOK_KINDS,
    Netns,
    Operators,
    Pki,
    b64,
    can_unshare_network,
    module_dir,
    ready,
    report,
    serve,
    versions,
)
from upstream import crds_dir

Obj = dict[str, Any]

KATIB_MODULE = "github.com/kubeflow/katib"
KATIB_NAMESPACE = "kubeflow"  # KATIB_CORE_NAMESPACE's default: the katib-config ConfigMap lives here
KATIB_TOOLS = (*TOOLS, "katib-controller", "katib-db-manager", "katib-suggestion-goptuna", "katib-python", "postgres")
# a suggestion's Deployment must become Available before the controller asks it for assignments
KATIB_CONTROLLERS = (*WORKLOAD_CONTROLLERS, "deployment", "replicaset")
INJECTION_LABEL = "katib.kubeflow.org/metrics-collector-injection"  # value "enabled", on the trials' namespace
TRIAL_LABEL = "katib.kubeflow.org/trial"
EXPERIMENT_LABEL = "katib.kubeflow.org/experiment"
FINISH_ANNOTATION = "e2e.kfgen.dev/finish"
REPORT = "report"  # the value of OUTCOME_LABEL for pods that run until finish()
SUGGESTION_PORT = 6789
PROBE_NAMESPACE = "katib-probe"
EXPERIMENTS = "/apis/kubeflow.org/v1beta1"
GOPTUNA_IMAGE = "ghcr.io/kubeflow/katib/suggestion-goptuna:v0.19.0"
GOPTUNA_ALGORITHMS = ("random", "tpe", "cmaes", "sobol")
TRIAL_RESOURCES = [
    "Job.v1.batch",
    "PyTorchJob.v1.kubeflow.org",
    "TFJob.v1.kubeflow.org",
    "XGBoostJob.v1.kubeflow.org",
    "MPIJob.v1.kubeflow.org",
    "PaddleJob.v1.kubeflow.org",
    "JAXJob.v1.kubeflow.org",
    "TrainJob.v1alpha1.trainer.kubeflow.org",
]
KATIB_CONFIG = ROOT / "docs" / "katib" / "katib-config.yaml"
# the suggestions' securityContext of that file: what Pod Security "restricted" wants of every container (the
# composer copies the config's container and sets no pod securityContext)
RESTRICTED_SUGGESTION = {
    "runAsNonRoot": True,
    "runAsUser": 1000,
    "allowPrivilegeEscalation": False,
    "capabilities": {"drop": ["ALL"]},
    "seccompProfile": {"type": "RuntimeDefault"},
}
RESTRICTED_CONTAINER = {
    "allowPrivilegeEscalation": False,
    "capabilities": {"drop": ["ALL"]},
    "runAsNonRoot": True,
    "seccompProfile": {"type": "RuntimeDefault"},
}
# the controller's network and mount namespace: waits for `go`, then its own /etc/hosts and /tmp/cert
CONTROLLER_ENTRY = (
    'while [ ! -e "$0" ]; do sleep 0.05; done; '
    'mount --bind "$1" /etc/hosts && mkdir -p /tmp/cert && mount --bind "$2" /tmp/cert && shift 2 && exec "$@"'
)
# the SDK's process: the service-account namespace file on a private tmpfs, then the SDK
REPORTER_ENTRY = (
    'run=$(readlink -f /var/run) && mount -t tmpfs tmpfs "$run" && '
    'mkdir -p "$run/secrets/kubernetes.io/serviceaccount" && '
    'printf %s "$0" >"$run/secrets/kubernetes.io/serviceaccount/namespace" && exec "$@"'
)
REPORTER = """
import json, sys
from kubeflow.katib import report_metrics
report_metrics(json.loads(sys.argv[1]), db_manager_address=sys.argv[2], timeout=20)
print("reported", sys.argv[1])
"""


class Katib:
    def __init__(self, ops: Operators, database: str, password: str) -> None:
        """`database`: "host:port" of a PostgreSQL server with role and database "katib" (password `password`)."""
        if not can_unshare_network():
            raise RuntimeError(
                "the Katib harness needs network and mount namespaces (unshare --net --mount): the controller "
                "dials every suggestion at <name>.<namespace>:6789 and each Goptuna process listens on 0.0.0.0:6789"
            )
        self.ops = ops
        self.cluster = ops.cluster
        self.bin = ops.bin
        self.database = database
        self.password = password
        self.dir = self.cluster.dir / "katib"
        self.dir.mkdir(parents=True, exist_ok=True)
        self.module = module_dir(KATIB_MODULE, versions()["KATIB_VERSION"])
        self.ports = {name: free_port() for name in ("db-manager", "webhook", "health", "metrics")}
        self.db_manager = f"127.0.0.1:{self.ports['db-manager']}"
        self.pki = Pki(self.dir / "pki")
        self.hosts = self.dir / "hosts"
        self.timings: dict[str, float] = {}
        self.config: Obj = {}
        self.netns: Netns | None = None
        self.suggestions: dict[tuple[str, str], str] = {}  # (namespace, service) -> address inside
        self.goptuna: dict[tuple[str, str], Netns] = {}
        self.errors: list[str] = []
        self._lock = threading.Lock()
        self._stop = threading.Event()

    # lifecycle --------------------------------------------------------------------------------------

    def start(self) -> Katib:
        began = time.monotonic()
        for name, step in (
            ("crds", self.install_crds),
            ("webhooks and config", self.install_webhooks),
            ("db-manager", self.start_db_manager),
            ("controller", self.start_controller),
            ("ready", self.wait_ready),
        ):
            phase = time.monotonic()
            step()
            self.timings[name] = time.monotonic() - phase
        threading.Thread(target=self._watch_suggestions, daemon=True).start()
        self.timings["total"] = time.monotonic() - began
        return self

    def stop(self) -> None:
        self._stop.set()
        for name in [n for n in self.cluster.procs if n.startswith("goptuna-")]:
            self.cluster.kill(name)
        for name in ("katib-controller", "katib-db-manager"):
            self.cluster.kill(name)
        for netns in (*self.goptuna.values(), *([self.netns] if self.netns else [])):
            netns.close()

    # installation -----------------------------------------------------------------------------------

    def install_crds(self) -> None:
        files = [crds_dir() / "katib" / f"{name}.yaml" for name in ("experiment", "suggestion", "trial")]
        self.cluster.kubectl("apply", "--server-side", *(a for path in files for a in ("-f", str(path))))
        self.cluster.kubectl(
            "wait",
            "--for=condition=Established",
            "--timeout=60s",
            "crd/experiments.kubeflow.org",
            "crd/suggestions.kubeflow.org",
            "crd/trials.kubeflow.org",
        )

    def katib_config(self) -> Obj:
        """docs/katib/katib-config.yaml, the katib-config kfgen's Environments state, with this harness's ports and
        its certificates: every suggestion, collector and early stopping of it is offered (the validator and the
        webhooks read them), and the algorithms Goptuna implements run."""
        config: Obj = yaml.safe_load(KATIB_CONFIG.read_text())
        controller = config["init"]["controller"]
        config["init"] = {
            "certGenerator": {"enable": False},
            "controller": {
                **controller,
                "webhookPort": self.ports["webhook"],
                "healthzAddr": f"127.0.0.1:{self.ports['health']}",
                "metricsAddr": f"127.0.0.1:{self.ports['metrics']}",
            },
        }
        assert set(controller["trialResources"]) == set(TRIAL_RESOURCES), controller["trialResources"]
        assert controller["injectSecurityContext"] is True
        for suggestion in config["runtime"]["suggestions"]:
            assert suggestion["securityContext"] == RESTRICTED_SUGGESTION, suggestion["algorithmName"]
            if suggestion["algorithmName"] in GOPTUNA_ALGORITHMS:  # what runs here, whatever the image says
                suggestion["image"] = GOPTUNA_IMAGE
        assert [e["algorithmName"] for e in config["runtime"]["earlyStoppings"]] == ["medianstop"]
        return config

    def install_webhooks(self) -> None:
        self.pki.make(["katib-ca"], [f"katib-controller.{KATIB_NAMESPACE}.svc"])
        self.config = self.katib_config()
        (self.dir / "katib-config.yaml").write_text(yaml.safe_dump(self.config, sort_keys=False))
        built = self.cluster.kubectl("kustomize", str(self.module / "manifests/v1beta1/components/webhook")).stdout
        configs = [doc for doc in yaml.safe_load_all(built) if doc and doc["kind"] in WEBHOOK_KINDS]
        for config in configs:
            for hook in config["webhooks"]:
                path = hook["clientConfig"]["service"]["path"]
                hook["clientConfig"] = {
                    "url": f"https://127.0.0.1:{self.ports['webhook']}{path}",
                    "caBundle": b64(self.pki.files["ca.crt"]),
                }
        config_map = {
            "apiVersion": "v1",
            "kind": "ConfigMap",
            "metadata": {"name": "katib-config", "namespace": KATIB_NAMESPACE},
            "data": {"katib-config.yaml": yaml.safe_dump(self.config, sort_keys=False)},
        }
        namespace = {"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": KATIB_NAMESPACE}}
        self.ops.apply([namespace, config_map, *configs])

    # processes --------------------------------------------------------------------------------------

    def start_db_manager(self) -> None:
        host, port = self.database.rsplit(":", 1)
        env = {
            "DB_NAME": "postgres",
            "DB_USER": "katib",
            "DB_PASSWORD": self.password,
            "KATIB_POSTGRESQL_DB_HOST": host,
            "KATIB_POSTGRESQL_DB_PORT": port,
            "KATIB_POSTGRESQL_DB_DATABASE": "katib",
        }
        args = [str(self.bin / "katib-db-manager"), f"--listen-address={self.db_manager}", "--connect-timeout=30s"]
        self.cluster.spawn("katib-db-manager", args, env=env)

    def start_controller(self) -> None:
        self.write_hosts()
        certs = self.pki.serving_dir(self.dir / "cert")
        go = self.dir / "go"
        env = {
            "KUBECONFIG": str(self.cluster.kubeconfig),
            "KATIB_CORE_NAMESPACE": KATIB_NAMESPACE,
            # empty namespace: the address is IP:PORT (pkg/common/v1beta1/katib_manager_util.go)
            "KATIB_DB_MANAGER_SERVICE_NAMESPACE": "",
            "KATIB_DB_MANAGER_SERVICE_IP": "127.0.0.1",
            "KATIB_DB_MANAGER_SERVICE_PORT": str(self.ports["db-manager"]),
        }
        args = [str(self.bin / "katib-controller"), f"--katib-config={self.dir / 'katib-config.yaml'}"]
        proc = self.cluster.spawn(
            "katib-controller",
            [
                "unshare",
                "--net",
                "--mount",
                "--",
                "sh",
                "-c",
                CONTROLLER_ENTRY,
                str(go),
                str(self.hosts),
                str(certs),
                *args,
            ],
            env=env,
        )
        self.netns = Netns(proc.pid, go)
        self.netns.forward_in(self.cluster.port)
        self.netns.forward_in(self.ports["db-manager"])
        for name in ("webhook", "health", "metrics"):
            self.netns.forward_out(self.ports[name])
        self.netns.release()

    def write_hosts(self) -> None:
        """Rewritten in place: the controller sees the file through a bind mount of this inode."""
        lines = ["127.0.0.1 localhost", "::1 localhost"]
        for (namespace, service), address in sorted(self.suggestions.items()):
            lines.append(f"{address} {service}.{namespace} {service}.{namespace}.svc")
        with self.hosts.open("w") as out:
            out.write("\n".join(lines) + "\n")

    def expose_suggestion(self, namespace: str, experiment: str, algorithm: str) -> str:
        """A Goptuna process for this Experiment's Suggestion, reachable by the controller at its Service's name."""
        service = f"{experiment}-{algorithm}"
        with self._lock:
            if (namespace, service) in self.suggestions:
                return self.suggestions[(namespace, service)]
            assert self.netns is not None
            address = f"127.0.0.{len(self.suggestions) + 2}"
            name = f"goptuna-{namespace}-{service}"
            go = self.dir / name / "go"
            go.parent.mkdir(parents=True, exist_ok=True)
            proc = self.cluster.spawn(
                name,
                [
                    "unshare",
                    "--net",
                    "--",
                    "sh",
                    "-c",
                    WAIT_THEN_EXEC,
                    str(go),
                    str(self.bin / "katib-suggestion-goptuna"),
                ],
            )
            inside = Netns(proc.pid, go)
            inside.release()
            self.goptuna[(namespace, service)] = inside
            listener = self.netns.inside(lambda: socket.create_server((address, SUGGESTION_PORT)))
            self.netns.listeners.append(listener)
            serve(listener, lambda: inside.inside(lambda: socket.create_connection(("127.0.0.1", SUGGESTION_PORT))))
            self.suggestions[(namespace, service)] = address
            self.write_hosts()
            return address

    def _watch_suggestions(self) -> None:
        while not self._stop.wait(0.3):
            try:
                status, body = self.cluster.request("GET", f"{EXPERIMENTS}/suggestions")
                for item in body.get("items") or [] if status == 200 else []:
                    algorithm = item["spec"]["algorithm"]["algorithmName"]
                    self.expose_suggestion(item["metadata"]["namespace"], item["metadata"]["name"], algorithm)
            except (OSError, RuntimeError, AssertionError, KeyError) as exc:
                self.errors.append(f"{type(exc).__name__}: {exc}")

    # readiness --------------------------------------------------------------------------------------

    def wait_ready(self, timeout: float = 120) -> None:
        # v0.19's validator refuses Experiments in a namespace without the metrics-collector injection label
        self.namespace(PROBE_NAMESPACE, enforce="restricted")
        self.ops.wait_process("katib-db-manager", self.db_manager_listens, timeout, f"it listens on {self.db_manager}")
        url = f"http://127.0.0.1:{self.ports['health']}/readyz"
        self.ops.wait_process("katib-controller", lambda: ready(url), timeout, "/readyz answers 200")
        self.ops.wait_process(
            "katib-controller",
            self.dry_run,
            timeout,
            "its Experiment webhooks admit a valid Experiment",
            self.last_dry_run,
        )

    def db_manager_listens(self) -> bool:
        try:
            socket.create_connection(("127.0.0.1", self.ports["db-manager"]), timeout=1).close()
            return True
        except OSError:
            return False

    def dry_run(self) -> bool:
        status, body = self.cluster.request(
            "POST", f"{EXPERIMENTS}/namespaces/{PROBE_NAMESPACE}/experiments?dryRun=All", probe()
        )
        if status == 400:  # the webhook answered, and refused the probe: waiting will not help
            raise RuntimeError(f"the Experiment webhooks refuse the probe: {body}")
        return status == 201

    def last_dry_run(self) -> str:
        return json.dumps(
            self.cluster.request("POST", f"{EXPERIMENTS}/namespaces/{PROBE_NAMESPACE}/experiments?dryRun=All", probe())
        )

    # access for tests -------------------------------------------------------------------------------

    def namespace(self, name: str, enforce: str = "restricted") -> str:
        labels = {f"pod-security.kubernetes.io/{mode}": enforce for mode in ("enforce", "warn", "audit")}
        labels[INJECTION_LABEL] = "enabled"
        self.ops.apply([{"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": name, "labels": labels}}])
        return name

    def create(self, doc: Obj) -> Obj:
        ns = doc["metadata"]["namespace"]
        status, body = self.cluster.request("POST", f"{EXPERIMENTS}/namespaces/{ns}/experiments", doc)
        assert status == 201, f"creating Experiment {ns}/{doc['metadata']['name']}: {status} {body}"
        return dict(body)

    def experiment(self, ns: str, name: str) -> Obj | None:
        return self.ops.get(f"{EXPERIMENTS}/namespaces/{ns}/experiments/{name}")

    def wait_experiment(self, ns: str, name: str, condition: str = "Succeeded", timeout: float = 120) -> Obj:
        return self.ops.wait_condition(f"{EXPERIMENTS}/namespaces/{ns}/experiments/{name}", condition, timeout)

    def trials(self, ns: str, experiment: str) -> list[Obj]:
        body = self.ops.get(f"{EXPERIMENTS}/namespaces/{ns}/trials?labelSelector={EXPERIMENT_LABEL}%3D{experiment}")
        items = list((body or {}).get("items") or [])
        return sorted(items, key=lambda t: (t["metadata"]["creationTimestamp"], t["metadata"]["name"]))

    def wait_trials(self, ns: str, experiment: str, count: int, timeout: float = 60) -> list[Obj]:
        return list(
            wait_for(
                lambda: len(trials := self.trials(ns, experiment)) >= count and trials,
                timeout,
                f"Experiment {ns}/{experiment} has {count} trials",
                lambda: self.describe(ns, experiment),
            )
        )

    def trial_pods(self, ns: str, trial: str) -> list[Obj]:
        body = self.ops.get(f"/api/v1/namespaces/{ns}/pods?labelSelector={TRIAL_LABEL}%3D{trial}")
        return list((body or {}).get("items") or [])

    def trial(self, ns: str, name: str) -> Obj:
        trial = self.ops.get(f"{EXPERIMENTS}/namespaces/{ns}/trials/{name}")
        assert trial, f"no Trial {ns}/{name}"
        return trial

    def primary_pod(self, ns: str, trial: str, timeout: float = 60) -> Obj:
        """The trial's primary pod (its primaryPodLabels, or its only pod), once Running."""
        labels = self.trial(ns, trial)["spec"].get("primaryPodLabels") or {}

        def running() -> Obj | None:
            pods = [
                p
                for p in self.trial_pods(ns, trial)
                if all(p["metadata"].get("labels", {}).get(k) == v for k, v in labels.items())
                and (p.get("status") or {}).get("phase") == "Running"
            ]
            return pods[0] if len(pods) == 1 else None

        return dict(
            wait_for(
                running,
                timeout,
                f"the primary pod of Trial {ns}/{trial} runs",
                lambda: (
                    json.dumps(
                        [(p["metadata"]["name"], p.get("status", {}).get("phase")) for p in self.trial_pods(ns, trial)]
                    )
                    + "\n"
                    + self.describe(ns, trial.rsplit("-", 1)[0])
                ),
            )
        )

    def report(
        self, ns: str, trial: str, metrics: dict[str, float], pod: Obj | None = None
    ) -> subprocess.CompletedProcess[str]:
        """kubeflow.katib.report_metrics(metrics) as the trial's training code calls it, with its container's env."""
        pod = pod or self.primary_pod(ns, trial)
        container_name = self.trial(ns, trial)["spec"]["primaryContainerName"]
        container = next(c for c in pod["spec"]["containers"] if c["name"] == container_name)
        env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), **container_env(pod, container)}
        assert env.get("KATIB_TRIAL_NAME") == trial, f"KATIB_TRIAL_NAME of {container_name}: {container.get('env')}"
        python = shutil.which("katib-python") or tool("katib-python")
        args = [python, "-c", REPORTER, json.dumps(metrics), self.db_manager]
        result = subprocess.run(
            ["unshare", "--mount", "--", "sh", "-c", REPORTER_ENTRY, ns, *args],
            env=env,
            capture_output=True,
            text=True,
            timeout=60,
            check=False,
        )
        assert result.returncode == 0, f"report_metrics for {ns}/{trial}: {result.stdout}{result.stderr}"
        return result

    def finish(self, pod: Obj, outcome: str) -> None:
        """A pod labelled e2e.kfgen.dev/outcome=report exits: 0 with "succeed", 1 with "fail" (kwok's stages)."""
        assert outcome in ("succeed", "fail"), outcome
        assert pod["metadata"].get("labels", {}).get(OUTCOME_LABEL) == REPORT, pod["metadata"].get("labels")
        meta = pod["metadata"]
        self.cluster.kubectl(
            "annotate", "pod", "-n", meta["namespace"], meta["name"], f"{FINISH_ANNOTATION}={outcome}", "--overwrite"
        )

    def describe(self, ns: str, experiment: str) -> str:
        """What a timeout shows: the Experiment's status, its trials, the last lines of the controller's log."""
        exp = self.experiment(ns, experiment) or {}
        trials = [
            (t["metadata"]["name"], t.get("status", {}).get("conditions", [])[-1:]) for t in self.trials(ns, experiment)
        ]
        pods = [(p["metadata"]["name"], p.get("status", {}).get("phase")) for p in self.ops.pods(ns)]
        log = self.cluster.log("katib-controller")[-4000:]
        return (
            f"experiment status: {json.dumps(exp.get('status'), indent=1)}\n"
            f"trials: {json.dumps(trials)}\npods: {pods}\nwatcher errors: {self.errors[-3:]}\n"
            f"--- katib-controller.log ---\n{log}"
        )


def container_env(pod: Obj, container: Obj) -> dict[str, str]:
    """The container's env as the kubelet resolves it: values and downward-API fieldRefs to the pod."""
    out: dict[str, str] = {}
    meta = pod["metadata"]
    for var in container.get("env") or []:
        if "value" in var:
            out[var["name"]] = var["value"]
            continue
        path = ((var.get("valueFrom") or {}).get("fieldRef") or {}).get("fieldPath", "")
        if path.startswith("metadata.labels['") and path.endswith("']"):
            out[var["name"]] = meta.get("labels", {}).get(path[len("metadata.labels['") : -2], "")
        elif path in ("metadata.name", "metadata.namespace"):
            out[var["name"]] = meta[path.split(".")[1]]
    return out


def probe() -> Obj:
    """A valid Experiment for the webhooks' readiness check."""
    job = {
        "apiVersion": "batch/v1",
        "kind": "Job",
        "spec": {
            "template": {
                "spec": {
                    "restartPolicy": "Never",
                    "containers": [{"name": "training", "image": "busybox", "args": ["${trialParameters.lr}"]}],
                }
            }
        },
    }
    return {
        "apiVersion": "kubeflow.org/v1beta1",
        "kind": "Experiment",
        "metadata": {"name": "probe", "namespace": PROBE_NAMESPACE},
        "spec": {
            "objective": {"type": "minimize", "objectiveMetricName": "loss"},
            "algorithm": {"algorithmName": "random"},
            "maxTrialCount": 1,
            "parallelTrialCount": 1,
            "parameters": [{"name": "lr", "parameterType": "double", "feasibleSpace": {"min": "0.1", "max": "0.2"}}],
            "trialTemplate": {
                "primaryContainerName": "training",
                "trialParameters": [{"name": "lr", "reference": "lr"}],
                "trialSpec": job,
            },
        },
    }


@contextmanager
def running_katib(nodes: int = 4) -> Iterator[Katib]:
    for name in KATIB_TOOLS:
        tool(name)
    timings: dict[str, float] = {}
    began = time.monotonic()
    cluster = Cluster(tools_bin(), controllers=KATIB_CONTROLLERS, scheduler=True).start()
    timings["cluster"] = time.monotonic() - began
    ops: Operators | None = None
    katib: Katib | None = None
    try:
        phase = time.monotonic()
        ops = Operators(cluster, nodes).start()
        timings["operators"] = time.monotonic() - phase
        password = secrets.token_hex(12)
        phase = time.monotonic()
        with postgres_server({"katib": password}, {"katib": "katib"}) as database:
            timings["postgres"] = time.monotonic() - phase
            katib = Katib(ops, database, password)
            katib.timings.update(timings)
            yield katib.start()
    finally:
        if katib:
            katib.stop()
        if ops:
            ops.stop()
        cluster.stop()


@pytest.fixture(scope="module", name="katib")
def katib_fixture(request: pytest.FixtureRequest) -> Iterator[Katib]:
    began = time.monotonic()
    with running_katib() as katib:
        phases = ", ".join(f"{name} {seconds:.1f}s" for name, seconds in katib.timings.items())
        report(request, f"katib harness started in {time.monotonic() - began:.1f}s ({phases})")
        yield katib
