"""`kfgen discover` against a real kube-apiserver holding the platform as the other end-to-end tests run it: Kueue's
Configuration as tests/harness/kueue.py runs Kueue v0.19.2 (its released file with the integrations kfgen ships), in the
ConfigMap kueue-system/kueue-manager-config; the katib-config tests/harness/katib.py runs katib-controller with
(docs/katib/katib-config.yaml) in kubeflow/katib-config; the training-operator v1.9.4 Deployment of its manifests
with docs/training-operator/init-pytorch.yaml mounted at the flag's default path; queues, flavors, a priority and
Trainer's torch-distributed runtime. No operator runs: the facts are objects of the API server.

The fragment it prints validates as an Environment, renders a queued, tuned PyTorchJob without a warning, and the
render passes a server-side dry run; the ClusterRole of docs/howto/platform-facts.md reads everything; --check
names each fact an Environment made for an older platform gets wrong.
"""

from __future__ import annotations

import json
import os
import re
import subprocess
import sys
import time
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from cluster import Cluster
from conftest import ROOT, tool, tools_bin
from kueue import Kueue
from operators import Operators, module_dir, versions
from upstream import crds_dir

NAMESPACE = "ml"
INJECTION = "katib.kubeflow.org/metrics-collector-injection"
GUIDE = ROOT / "docs" / "howto" / "platform-facts.md"
RAN: dict[str, Any] = {}  # the Kueue Configuration the fixture stored
CRDS = (
    "kueue/kueue.x-k8s.io_clusterqueues.yaml",
    "kueue/kueue.x-k8s.io_localqueues.yaml",
    "kueue/kueue.x-k8s.io_resourceflavors.yaml",
    "kueue/kueue.x-k8s.io_workloadpriorityclasses.yaml",
    "trainer/trainer.kubeflow.org_clustertrainingruntimes.yaml",
    "trainer/trainer.kubeflow.org_trainingruntimes.yaml",
    "training-operator/kubeflow.org_pytorchjobs.yaml",
    "katib/experiment.yaml",
)
KUEUE_API = "kueue.x-k8s.io/v1beta2"
QUEUES: list[dict[str, Any]] = [
    {"apiVersion": KUEUE_API, "kind": "ResourceFlavor", "metadata": {"name": "default"}},
    {
        "apiVersion": KUEUE_API,
        "kind": "ClusterQueue",
        "metadata": {"name": "team"},
        "spec": {
            "namespaceSelector": {},
            "resourceGroups": [
                {
                    "coveredResources": ["cpu", "memory"],
                    "flavors": [
                        {
                            "name": "default",
                            "resources": [
                                {"name": "cpu", "nominalQuota": "64"},
                                {"name": "memory", "nominalQuota": "256Gi"},
                            ],
                        }
                    ],
                }
            ],
        },
    },
    {
        "apiVersion": KUEUE_API,
        "kind": "LocalQueue",
        "metadata": {"name": "team", "namespace": NAMESPACE},
        "spec": {"clusterQueue": "team"},
    },
    {"apiVersion": KUEUE_API, "kind": "WorkloadPriorityClass", "metadata": {"name": "high"}, "value": 1000},
]
SPEC = """\
apiVersion: kfgen.dev/v1alpha1
kind: TrainingSpec
metadata: {name: bert}
spec:
  framework: pytorch
  image: pytorch/pytorch:2.7.1
  command: [python, train.py, "--lr=${trialParameters.lr}"]
  replicas: {master: 1, worker: 2}
  queue: team
  queuePriority: high
  tuning:
    objective: {metric: loss, type: minimize}
    algorithm: {name: tpe}
    parameters: {lr: {type: double, min: "0.001", max: "0.1"}}
"""


def operator_deployment() -> dict[str, Any]:
    """The training-operator's Deployment of its manifests, in kubeflow, its init-container template mounted at
    /etc/config (the flag's default path) from a ConfigMap."""
    module = module_dir("github.com/kubeflow/training-operator", versions()["TRAINING_OPERATOR_VERSION"])
    deployment: dict[str, Any] = yaml.safe_load((module / "manifests/base/deployment.yaml").read_text())
    deployment["metadata"]["namespace"] = "kubeflow"
    pod = deployment["spec"]["template"]["spec"]
    pod["containers"][0]["volumeMounts"].append({"name": "init-container", "mountPath": "/etc/config"})
    pod["volumes"].append({"name": "init-container", "configMap": {"name": "training-operator-init"}})
    return deployment


def config_map(namespace: str, name: str, key: str, text: str) -> dict[str, Any]:
    return {
        "apiVersion": "v1",
        "kind": "ConfigMap",
        "metadata": {"name": name, "namespace": namespace},
        "data": {key: text},
    }


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    for name in ("kube-apiserver", "kube-controller-manager", "etcd", "kubectl"):
        tool(name)
    c = Cluster(tools_bin()).start()
    try:
        c.kubectl("apply", "--server-side", *(a for path in CRDS for a in ("-f", str(crds_dir() / path))))
        c.wait_established(*(f"crd/{yaml.safe_load((crds_dir() / p).read_text())['metadata']['name']}" for p in CRDS))
        for namespace in ("kueue-system", "kubeflow", NAMESPACE):
            c.kubectl("create", "namespace", namespace)
        c.kubectl("label", "namespace", NAMESPACE, f"{INJECTION}=enabled")
        kueue = Kueue(Operators(c))
        kueue.make_certificates()  # the Configuration names its serving certificate
        kueue_config = kueue.configuration()  # what tests/harness/kueue.py runs Kueue v0.19.2 with
        RAN["kueue"] = yaml.safe_load(yaml.safe_dump(kueue_config))
        objects = [
            config_map(
                "kueue-system", "kueue-manager-config", "controller_manager_config.yaml", yaml.safe_dump(kueue_config)
            ),
            config_map(
                "kubeflow", "katib-config", "katib-config.yaml", (ROOT / "docs/katib/katib-config.yaml").read_text()
            ),
            config_map(
                "kubeflow",
                "training-operator-init",
                "initContainer.yaml",
                (ROOT / "docs/training-operator/init-pytorch.yaml").read_text(),
            ),
            operator_deployment(),
            *QUEUES,
            yaml.safe_load((crds_dir() / "trainer/runtimes/torch_distributed.yaml").read_text()),
        ]
        c.kubectl(
            "apply",
            "--server-side",
            "-f",
            "-",
            stdin=json.dumps({"apiVersion": "v1", "kind": "List", "items": objects}),
        )
        yield c
    finally:
        c.stop()


def discover(*args: str, kubeconfig: Path) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("KUBECONFIG", None)
    return subprocess.run(
        [sys.executable, "-m", "kfgen.cli", "discover", "--kubeconfig", str(kubeconfig), "--context", "test", *args],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )


def kfgen(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    return subprocess.run(
        [sys.executable, "-m", "kfgen.cli", *args], capture_output=True, text=True, env=env, timeout=120
    )


def test_discover_prints_the_platform_as_an_environment_that_renders(cluster: Cluster, tmp_path: Path) -> None:
    started = time.monotonic()
    result = discover("-n", NAMESPACE, "--name", "prod", kubeconfig=cluster.kubeconfig)
    assert result.returncode == 0, result.stderr
    assert time.monotonic() - started < 30
    text = result.stdout
    assert result.stderr == ""
    assert "not read" not in text, text
    for line in [
        "    # from ConfigMap kueue-system/kueue-manager-config, key controller_manager_config.yaml: "
        "integrations.frameworks",
        "    - kubeflow.org/pytorchjob",
        "      # from the LocalQueues in ml",
        "    # from ConfigMap kubeflow/katib-config, key katib-config.yaml: init.controller.injectSecurityContext",
        "    # from the labels of Namespace ml",
        "    # from Deployment kubeflow/training-operator "
        "--pytorch-init-container-template-file=/etc/config/initContainer.yaml: "
        "ConfigMap kubeflow/training-operator-init, key initContainer.yaml",
        "    restrictedInitContainers: true",
    ]:
        assert line + "\n" in text, text
    environment = yaml.safe_load(text)
    spec = environment["spec"]
    assert spec["kueue"]["integrations"] == RAN["kueue"]["integrations"]["frameworks"]
    assert spec["kueue"]["existing"] == {
        "clusterQueues": ["team"],
        "resourceFlavors": ["default"],
        "priorityClasses": ["high"],
        "localQueues": ["team"],
    }
    assert spec["katib"]["trialResources"] == [
        "TrainJob",
        "Job",
        "TFJob",
        "PyTorchJob",
        "MPIJob",
        "XGBoostJob",
        "PaddleJob",
        "JAXJob",
    ]
    assert spec["katib"]["metricsCollectorInjection"] is spec["katib"]["restrictedSuggestions"] is True
    assert spec["trainer"]["existing"]["clusterRuntimes"] == ["torch-distributed"]

    (tmp_path / "environment.yaml").write_text(text)
    (tmp_path / "bert.yaml").write_text(SPEC)
    validated = kfgen("validate", "--environment", str(tmp_path / "environment.yaml"), str(tmp_path / "bert.yaml"))
    assert (validated.returncode, validated.stderr) == (0, ""), validated.stderr
    rendered = kfgen("render", "--environment", str(tmp_path / "environment.yaml"), str(tmp_path / "bert.yaml"))
    assert (rendered.returncode, rendered.stderr) == (0, ""), rendered.stderr
    kinds = [d["kind"] for d in yaml.safe_load_all(rendered.stdout)]
    assert "Experiment" in kinds, kinds
    cluster.kubectl("apply", "--dry-run=server", "--server-side", "-f", "-", stdin=rendered.stdout)


def guide_rbac() -> str:
    """The RBAC the guide documents: its first YAML block after the heading "Permissions"."""
    section = GUIDE.read_text().split("## Permissions", 1)[1]
    found = re.search(r"```yaml\n(.*?)```", section, re.DOTALL)
    assert found, "no YAML block under ## Permissions"
    return found.group(1)


def service_account_kubeconfig(cluster: Cluster, name: str, path: Path) -> Path:
    cluster.kubectl("create", "serviceaccount", name, "-n", "default")
    return cluster.write_kubeconfig(path, cluster.token_for("default", name))


def test_the_guides_rbac_reads_every_fact(cluster: Cluster, tmp_path: Path) -> None:
    rbac = guide_rbac()
    verbs = {
        verb
        for doc in yaml.safe_load_all(rbac)
        if doc.get("kind") == "ClusterRole"
        for rule in doc["rules"]
        for verb in rule["verbs"]
    }
    assert verbs == {"get", "list"}  # read-only
    cluster.kubectl("apply", "-f", "-", stdin=rbac)
    kubeconfig = service_account_kubeconfig(cluster, "kfgen-discover", tmp_path / "kubeconfig")
    admin = discover("-n", NAMESPACE, kubeconfig=cluster.kubeconfig)
    reader = discover("-n", NAMESPACE, kubeconfig=kubeconfig)
    assert reader.returncode == 0, reader.stderr
    assert reader.stdout == admin.stdout


def test_without_permissions_every_block_says_why_and_nothing_is_guessed(cluster: Cluster, tmp_path: Path) -> None:
    kubeconfig = service_account_kubeconfig(cluster, "nobody", tmp_path / "kubeconfig")
    result = discover(kubeconfig=kubeconfig)
    assert result.returncode == 0, result.stderr
    assert "spec: {}\n" in result.stdout
    assert "  # katib: not read: ConfigMap kubeflow/katib-config, key katib-config.yaml: forbidden (" in result.stdout
    assert (
        result.stdout.count("kfgen discover needs get and list on it (docs/howto/platform-facts.md)") == 7
    )  # every read


def test_check_names_what_an_environment_for_an_older_platform_gets_wrong(cluster: Cluster, tmp_path: Path) -> None:
    older = tmp_path / "environment.yaml"
    older.write_text(
        f"""\
apiVersion: kfgen.dev/v1alpha1
kind: Environment
metadata: {{name: prod}}
spec:
  namespace: {NAMESPACE}
  kueue:
    existing: {{localQueues: [team, research]}}
  katib: {{metricsCollectorInjection: true, injectSecurityContext: true, restrictedSuggestions: true}}
"""
    )
    result = discover("--check", str(older), kubeconfig=cluster.kubeconfig)
    ref = "[error] kfgen.dev/v1alpha1/Environment/default/prod"
    assert result.returncode == 1, result.stderr
    assert result.stdout == ""
    lines = result.stderr.splitlines()
    assert [line.split(":", 1)[0] for line in lines] == [
        f"{ref} spec.kueue.integrations",
        f"{ref} spec.kueue.existing.localQueues",
        f"{ref} spec.katib.trialResources",
        f"{ref} spec.trainingOperator.restrictedInitContainers",
    ]
    assert lines[1].endswith(
        "the Environment states a list that disagrees: research the cluster does not have (from the LocalQueues in ml)"
    )
    fragment = discover("-n", NAMESPACE, kubeconfig=cluster.kubeconfig)
    (tmp_path / "discovered.yaml").write_text(fragment.stdout)
    agreed = discover("--check", str(tmp_path / "discovered.yaml"), kubeconfig=cluster.kubeconfig)
    assert (agreed.returncode, agreed.stderr) == (0, "")


def test_hostile_names_and_values_through_the_real_api_server(cluster: Cluster, tmp_path: Path) -> None:
    """Issue 37: a namespace that is no DNS label is refused before any request; a Kueue Configuration whose framework
    name carries line breaks (the cluster's text) is said escaped in a comment and adds no key to the Environment."""
    refused = discover("-n", "../../api/v1/namespaces/kube-system/secrets", kubeconfig=cluster.kubeconfig)
    assert (refused.returncode, refused.stdout) == (1, "")
    assert refused.stderr.startswith("[error] --namespace: '../../api/v1/namespaces/kube-system/secrets' is not a ")
    injected = "x\npolicy:\n  allowPrivileged: true\n  namespaces: [kube-system]\n#"
    configuration = {**RAN["kueue"], "integrations": {"frameworks": ["batch/job", injected]}}
    cluster.kubectl("create", "namespace", "hostile-kueue")
    text = yaml.safe_dump(configuration)
    hostile = config_map("hostile-kueue", "kueue-manager-config", "controller_manager_config.yaml", text)
    cluster.kubectl("apply", "--server-side", "-f", "-", stdin=json.dumps(hostile))
    result = discover("-n", NAMESPACE, "--kueue-namespace", "hostile-kueue", kubeconfig=cluster.kubeconfig)
    assert (result.returncode, result.stderr) == (0, "")
    environment = yaml.safe_load(result.stdout)
    assert "policy" not in environment["spec"]
    assert environment["spec"]["kueue"]["integrations"] == ["batch/job"]
    assert "# left out, not integrations kfgen knows: x\\npolicy:\\n  allowPrivileged: true" in result.stdout
