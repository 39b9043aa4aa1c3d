"""The real Kueue on the test cluster, beside the real Kubeflow operators (tests/harness/operators.py).

``Kueue(ops).start()`` runs sigs.k8s.io/kueue (the version pinned in scripts/install-tools.sh) as a
process with the admin kubeconfig, every port on 127.0.0.1:

* the upstream v1beta2 CRDs (../shared/crds/kueue), with the conversion webhooks that Kueue's own
  kustomization adds (config/components/crd): before anything else Kueue waits until its cert rotator
  has put the CA into each of those CRDs that exists, and without a conversion webhook it never does
  (Kueue then waits forever, and ignores the first SIGTERM);
* its own PKI, as a pre-made Secret kueue-system/kueue-webhook-server-cert that the rotator accepts
  (CA valid for ``kueue-ca``, serving certificate for kueue-webhook-service.kueue-system.svc);
* the upstream webhook configurations (config/components/webhook), named as the rotator expects
  (``kueue-`` prefix), with ``clientConfig.url`` https://127.0.0.1:PORT; only the webhooks of Kueue's
  own objects and of the job kinds the harness runs: the Pod, Deployment and StatefulSet webhooks would
  intercept every pod of the test cluster;
* the released Configuration with the integrations kfgen ships (docs/kueue/controller_manager_config.yaml) and
  the metrics settings of kfgen's accounting fragment (kfgen.features.accounting.kueueconfig);
  frameworks whose CRDs are missing (Ray, AppWrapper, LeaderWorkerSet, mpi-operator's v2beta1 MPIJob)
  are deferred by Kueue until their API appears. VisibilityOnDemand (an API server on 0.0.0.0) and
  MultiKueue (its CRDs) are off.

API::

    running_kueue(ops[, webhooks]) -> context manager of a started Kueue; stops it and removes its webhooks
    shared_kueue(request) -> shared.Shared of the operators and Kueue, one per pytest session for the modules of
                            tests/kueue that run on it (each inside ``with shared.isolated(...)``)
    kueue.timings        -> seconds per start phase; kueue.rss() -> bytes
    kueue.workloads(ns); kueue.workload_for(ns, owner_kind, owner_name)
    admitted(workload); operators.condition(workload, "QuotaReserved" | "Admitted" | "Evicted" | ...)
"""

from __future__ import annotations

import json
import time
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
import yaml
from cluster import free_port
from conftest import ROOT, tool
from operators import (
    WEBHOOK_KINDS,
    Operators,
    Pki,
    announce,
    b64,
    condition,
    module_dir,
    ready,
    report,
    running_operators,
    versions,
)
from shared import Shared, shared
from upstream import crds_dir

from kfgen.features.accounting import kueueconfig

Obj = dict[str, Any]

NAMESPACE = "kueue-system"
SERVICE = "kueue-webhook-service"  # the rotator names the webhook configurations after it: kueue-*
SECRET = "kueue-webhook-server-cert"
CA_NAME = "kueue-ca"  # fixed in Kueue (pkg/util/cert)
QUEUE_LABEL = "kueue.x-k8s.io/queue-name"
API = "/apis/kueue.x-k8s.io/v1beta2"
SHIPPED_CONFIG = ROOT / "docs" / "kueue" / "controller_manager_config.yaml"
# webhooks by name without the m/v prefix and .kb.io: Kueue's objects and the jobs the harness runs
WEBHOOKS = frozenset(
    {
        "clusterqueue",
        "cohort",
        "resourceflavor",
        "workload",
        "job",
        "jobset",
        "pytorchjob",
        "tfjob",
        "xgboostjob",
        "paddlejob",
        "jaxjob",
        "trainjob",
    }
)


class Kueue:
    def __init__(self, ops: Operators, webhooks: frozenset[str] = WEBHOOKS) -> None:
        """`webhooks`: the job kinds whose webhooks it installs (tests/mpi_operator adds mpijob: v2beta1 MPIJobs)."""
        self.ops = ops
        self.webhook_names = webhooks
        self.cluster = ops.cluster
        self.module = module_dir("sigs.k8s.io/kueue", versions()["KUEUE_VERSION"])
        self.dir = self.cluster.dir / "kueue"
        self.ports = {"webhook": free_port(), "health": free_port(), "metrics": free_port()}
        self.pki = Pki(self.dir / "pki")
        self.timings: dict[str, float] = {}
        self.webhooks: list[Obj] = []  # the configurations installed

    # lifecycle --------------------------------------------------------------------------------------

    def start(self) -> Kueue:
        started = time.monotonic()
        self._phase("certificates", self.make_certificates)
        self._phase("crds", self.install_crds)
        self._phase("webhooks", self.install_webhooks)
        self._phase("process", self.start_process)
        self._phase("ready", self.wait_ready)
        self.timings["total"] = time.monotonic() - started
        return self

    def stop(self) -> None:
        # failurePolicy Fail: without Kueue they would refuse every Job and training job
        for config in self.webhooks:
            self.cluster.request("DELETE", webhook_path(config))
        self.cluster.kill("kueue")

    def _phase(self, name: str, step: Callable[[], None]) -> None:
        began = time.monotonic()
        step()
        self.timings[name] = time.monotonic() - began

    # installation -----------------------------------------------------------------------------------

    def make_certificates(self) -> None:
        self.pki.make([CA_NAME], [f"{SERVICE}.{NAMESPACE}.svc"])

    def install_crds(self) -> None:
        converted = self.converted_crds()
        crds = [yaml.safe_load(path.read_text()) for path in sorted((crds_dir() / "kueue").glob("*.yaml"))]
        for crd in crds:
            if crd["metadata"]["name"] in converted:
                crd["spec"]["conversion"] = {
                    "strategy": "Webhook",
                    "webhook": {"clientConfig": self.client_config("/convert"), "conversionReviewVersions": ["v1"]},
                }
        self.ops.apply(crds)
        names = [f"crd/{crd['metadata']['name']}" for crd in crds]
        self.cluster.wait_established(*names)  # `kubectl wait` fails at once on a CRD with no conditions yet

    def converted_crds(self) -> set[str]:
        """The CRDs Kueue's kustomization gives a conversion webhook."""
        base = self.module / "config" / "components" / "crd"
        kustomization = yaml.safe_load((base / "kustomization.yaml").read_text())
        return {yaml.safe_load((base / p["path"]).read_text())["metadata"]["name"] for p in kustomization["patches"]}

    def install_webhooks(self) -> None:
        secret = {
            "apiVersion": "v1",
            "kind": "Secret",
            "type": "Opaque",
            "metadata": {"name": SECRET, "namespace": NAMESPACE},
            "data": {name: b64(data) for name, data in self.pki.files.items()},
        }
        namespace = {"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": NAMESPACE}}
        self.webhooks = self.webhook_configurations()
        self.ops.apply([namespace, secret, *self.webhooks])

    def webhook_configurations(self) -> list[Obj]:
        built = self.cluster.kubectl("kustomize", str(self.module / "config" / "components" / "webhook")).stdout
        configs = [doc for doc in yaml.safe_load_all(built) if doc and doc["kind"] in WEBHOOK_KINDS]
        for config in configs:
            config["metadata"]["name"] = "kueue-" + config["metadata"]["name"]
            config["webhooks"] = [
                hook for hook in config["webhooks"] if hook["name"].removesuffix(".kb.io")[1:] in self.webhook_names
            ]
            for hook in config["webhooks"]:
                hook["clientConfig"] = self.client_config(hook["clientConfig"]["service"]["path"])
        return configs

    def client_config(self, path: str) -> Obj:
        return {"url": f"https://127.0.0.1:{self.ports['webhook']}{path}", "caBundle": b64(self.pki.files["ca.crt"])}

    def configuration(self) -> Obj:
        config = yaml.safe_load((self.module / "config/components/manager/controller_manager_config.yaml").read_text())
        config.update(
            namespace=NAMESPACE,
            health={"healthProbeBindAddress": f"127.0.0.1:{self.ports['health']}"},
            # always HTTPS with authentication in v0.19 (no secureServing field): a token is needed to scrape. The
            # metrics kfgen's accounting needs are on (its Kueue Configuration fragment, merged as a platform would)
            metrics={**kueueconfig.FRAGMENT["metrics"], "bindAddress": f"127.0.0.1:{self.ports['metrics']}"},
            webhook={
                "host": "127.0.0.1",
                "port": self.ports["webhook"],
                "certDir": str(self.pki.serving_dir(self.dir / "certs")),
            },
            internalCertManagement={"enable": True, "webhookServiceName": SERVICE, "webhookSecretName": SECRET},
            featureGates={"VisibilityOnDemand": False, "MultiKueue": False},
            integrations=yaml.safe_load(SHIPPED_CONFIG.read_text())["integrations"],
        )
        config["leaderElection"]["leaderElect"] = False
        return dict(config)

    # the process ------------------------------------------------------------------------------------

    def start_process(self) -> None:
        path = self.dir / "config.yaml"
        path.write_text(yaml.safe_dump(self.configuration()))
        tmp = self.dir / "tmp"
        tmp.mkdir(parents=True, exist_ok=True)
        self.cluster.spawn(
            "kueue",
            [tool("kueue"), f"--config={path}", "--zap-log-level=2"],
            env={"KUBECONFIG": str(self.cluster.kubeconfig), "TMPDIR": str(tmp)},
        )

    def wait_ready(self, timeout: float = 120) -> None:
        url = f"http://127.0.0.1:{self.ports['health']}/readyz"
        self.ops.wait_process("kueue", lambda: ready(url), timeout, "/readyz answers 200")
        self.ops.wait_process("kueue", self.suspends_a_queued_job, timeout, "its Job webhook suspends a queued Job")

    def suspends_a_queued_job(self) -> bool:
        pod = {"restartPolicy": "Never", "containers": [{"name": "c", "image": "busybox"}]}
        job = {
            "apiVersion": "batch/v1",
            "kind": "Job",
            "metadata": {"name": "probe", "labels": {QUEUE_LABEL: "probe"}},
            "spec": {"suspend": False, "template": {"spec": pod}},
        }
        status, body = self.cluster.request("POST", "/apis/batch/v1/namespaces/default/jobs?dryRun=All", job)
        return status == 201 and body["spec"].get("suspend") is True

    def rss(self) -> int:
        """Resident memory of the process, in bytes."""
        proc = self.cluster.procs["kueue"]
        status = Path(f"/proc/{proc.pid}/status").read_text()
        kib = next(line.split()[1] for line in status.splitlines() if line.startswith("VmRSS:"))
        return int(kib) * 1024

    def log(self) -> str:
        return self.cluster.log("kueue")

    # access for tests -------------------------------------------------------------------------------

    def workloads(self, namespace: str) -> list[Obj]:
        return list((self.ops.get(f"{API}/namespaces/{namespace}/workloads") or {}).get("items") or [])

    def workload_for(self, namespace: str, owner_kind: str, owner_name: str) -> Obj | None:
        """The Workload Kueue made for a job: in the job's namespace, owned by it."""
        return next(
            (
                wl
                for wl in self.workloads(namespace)
                if any(
                    ref["kind"] == owner_kind and ref["name"] == owner_name
                    for ref in wl["metadata"].get("ownerReferences") or []
                )
            ),
            None,
        )

    def describe(self, namespace: str) -> str:
        """The workloads' statuses, for failure messages."""
        return json.dumps({wl["metadata"]["name"]: wl.get("status") for wl in self.workloads(namespace)}, indent=1)


def webhook_path(config: Obj) -> str:
    return f"/apis/admissionregistration.k8s.io/v1/{config['kind'].lower()}s/{config['metadata']['name']}"


def admitted(workload: Obj | None) -> bool:
    return condition(workload, "Admitted").get("status") == "True"


@contextmanager
def running_kueue(ops: Operators, webhooks: frozenset[str] = WEBHOOKS) -> Iterator[Kueue]:
    kueue = Kueue(ops, webhooks)
    try:
        yield kueue.start()
    finally:
        kueue.stop()


@contextmanager
def running_stack(request: pytest.FixtureRequest) -> Iterator[Kueue]:
    """The operators on a fresh cluster and Kueue on them."""
    began = time.monotonic()
    with running_operators() as ops:
        announce(request, ops, began)
        with running_kueue(ops) as kueue:
            phases = ", ".join(f"{name} {seconds:.1f}s" for name, seconds in kueue.timings.items())
            report(request, f"operators started in {ops.timings['total']:.1f}s, then kueue in ({phases})")
            yield kueue


def shared_kueue(request: pytest.FixtureRequest) -> Shared[Kueue]:
    """One stack of operators and Kueue per session: the modules of tests/kueue that need it start it alike."""
    return shared(request, "operators+kueue", lambda: running_stack(request), lambda kueue: kueue.cluster)
