"""`kfgen discover`'s pure part on real upstream files: Kueue v0.19.2's released Configuration and the one kfgen
ships, Katib v0.19.0's standalone katib-config and kfgen's, the training-operator v1.9.4 Deployment with and without
a restricted init-container template; the fragment it prints is a valid Environment; --check names each fact that
disagrees. The same against a real API server: tests/test_discover_cluster.py."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import ROOT, run_kfgen
from operators import module_dir, versions

from kfgen import core
from kfgen.facts import check, fragment, gather, operator
from kfgen.facts.model import Fact, Findings, Missing, Snapshot, Where
from kfgen.render import katib as katib_defaults
from kfgen.schema.kueue import KUEUE_DEFAULT_FRAMEWORKS

WHERE = Where(namespaces=("ml",))
INIT_TEMPLATE = (ROOT / "docs" / "training-operator" / "init-pytorch.yaml").read_text()


def upstream(module: str, version_var: str, path: str) -> Path:
    return module_dir(module, versions()[version_var]) / path


def kueue_released() -> Path:
    return upstream("sigs.k8s.io/kueue", "KUEUE_VERSION", "config/components/manager/controller_manager_config.yaml")


def katib_standalone() -> str:
    path = "manifests/v1beta1/installs/katib-standalone/katib-config.yaml"
    return upstream("github.com/kubeflow/katib", "KATIB_VERSION", path).read_text()


def operator_deployment() -> dict[str, Any]:
    path = "manifests/base/deployment.yaml"
    loaded = yaml.safe_load(
        upstream("github.com/kubeflow/training-operator", "TRAINING_OPERATOR_VERSION", path).read_text()
    )
    assert isinstance(loaded, dict)
    return loaded


def config_map(key: str, text: str) -> dict[str, Any]:
    return {"apiVersion": "v1", "kind": "ConfigMap", "data": {key: text}}


def listed(*names: str) -> dict[str, Any]:
    return {"items": [{"metadata": {"name": name}} for name in names]}


def with_template(deployment: dict[str, Any], *args: str) -> dict[str, Any]:
    """The upstream Deployment, its operator given a template from ConfigMap pytorch-init (key init.yaml)."""
    out = copy.deepcopy(deployment)
    pod = out["spec"]["template"]["spec"]
    container = pod["containers"][0]
    container["args"] = list(args)
    container["volumeMounts"].append({"name": "init", "mountPath": "/etc/init"})
    pod["volumes"].append(
        {"name": "init", "configMap": {"name": "pytorch-init", "items": [{"key": "init.yaml", "path": "t.yaml"}]}}
    )
    return out


def snapshot(**got: Any) -> Snapshot:
    out: Snapshot = {key: Missing("not there") for key in gather.reads(WHERE)}
    out.update(got)
    return out


def facts(snap: Snapshot) -> dict[tuple[str, ...], Fact]:
    return {fact.path: fact for fact in gather.findings(snap, WHERE).facts}


def test_kueue_released_configuration_is_kfgens_default() -> None:
    found = facts(
        snapshot(**{"kueue-config": config_map("controller_manager_config.yaml", kueue_released().read_text())})
    )
    assert found[("kueue", "integrations")].value == list(KUEUE_DEFAULT_FRAMEWORKS)


def test_kueue_shipped_configuration_adds_the_training_operator_kinds() -> None:
    text = (ROOT / "docs" / "kueue" / "controller_manager_config.yaml").read_text()
    found = facts(snapshot(**{"kueue-config": config_map("controller_manager_config.yaml", text)}))
    integrations = found[("kueue", "integrations")]
    assert integrations.value[-5:] == [
        f"kubeflow.org/{k}" for k in ("pytorchjob", "tfjob", "xgboostjob", "paddlejob", "jaxjob")
    ]
    assert integrations.source == (
        "ConfigMap kueue-system/kueue-manager-config, key controller_manager_config.yaml: integrations.frameworks"
    )


def test_kueue_without_frameworks_means_batch_job_and_unknown_ones_are_noted() -> None:
    empty = facts(snapshot(**{"kueue-config": config_map("controller_manager_config.yaml", "kind: Configuration\n")}))
    assert empty[("kueue", "integrations")].value == ["batch/job"]
    text = "integrations: {frameworks: [batch/job, example.com/widget]}\n"
    other = facts(snapshot(**{"kueue-config": config_map("controller_manager_config.yaml", text)}))
    assert other[("kueue", "integrations")].notes == ("left out, not integrations kfgen knows: example.com/widget",)


def test_existing_queues_and_local_queues_in_every_namespace() -> None:
    where = Where(namespaces=("ml", "ml-b"))
    snap: Snapshot = {key: Missing("not there") for key in gather.reads(where)}
    snap |= {"kueue-clusterQueues": listed("b", "a"), "kueue-localQueues/ml": listed("q", "only-ml")}
    snap |= {"kueue-localQueues/ml-b": listed("q")}
    found = {f.path: f for f in gather.findings(snap, where).facts}
    assert found[("kueue", "existing", "clusterQueues")].value == ["a", "b"]
    local = found[("kueue", "existing", "localQueues")]
    assert (local.value, local.notes) == (["q"], ("left out, not in every namespace: only-ml",))


def test_katib_standalone_config_is_kfgens_default() -> None:
    found = facts(snapshot(**{"katib-config": config_map("katib-config.yaml", katib_standalone())}))
    assert found[("katib", "trialResources")].value == list(katib_defaults.DEFAULT_TRIAL_KINDS)
    assert found[("katib", "algorithms")].value == list(katib_defaults.DEFAULT_ALGORITHMS)
    assert found[("katib", "earlyStopping")].value == list(katib_defaults.DEFAULT_EARLY_STOPPING)
    assert found[("katib", "collectors")].value == list(katib_defaults.DEFAULT_COLLECTORS)
    assert found[("katib", "injectSecurityContext")].value is False
    restricted = found[("katib", "restrictedSuggestions")]
    assert restricted.value is False
    assert restricted.notes[0].startswith("not restricted: random: allowPrivilegeEscalation != false")


def test_katib_shipped_config_is_what_kfgens_environments_state() -> None:
    text = (ROOT / "docs" / "katib" / "katib-config.yaml").read_text()
    labelled = {"metadata": {"labels": {katib_defaults.INJECTION_LABEL: "enabled"}}}
    found = facts(snapshot(**{"katib-config": config_map("katib-config.yaml", text), "namespace/ml": labelled}))
    assert found[("katib", "trialResources")].value == [*katib_defaults.DEFAULT_TRIAL_KINDS, "PaddleJob", "JAXJob"]
    assert found[("katib", "injectSecurityContext")].value is True
    assert found[("katib", "restrictedSuggestions")].value is True
    assert found[("katib", "metricsCollectorInjection")].value is True


def test_operator_upstream_deployment_uses_its_built_in_template() -> None:
    fact = facts(snapshot(**{"training-operator": operator_deployment()}))[operator.PATH]
    assert fact.value is False
    assert "no volume holds /etc/config/initContainer.yaml" in fact.source


@pytest.mark.parametrize(
    "args",
    [
        ["--pytorch-init-container-template-file=/etc/init/t.yaml"],
        ["-pytorch-init-container-template-file", "/etc/init/t.yaml"],
    ],
)
def test_operator_template_from_its_config_map(args: list[str]) -> None:
    deployment = with_template(operator_deployment(), *args)
    assert operator.template_source(deployment) == ("pytorch-init", "init.yaml", "/etc/init/t.yaml")
    restricted = facts(
        snapshot(**{"training-operator": deployment, "init-template": config_map("init.yaml", INIT_TEMPLATE)})
    )
    assert restricted[operator.PATH].value is True
    assert restricted[operator.PATH].source.endswith("ConfigMap kubeflow/pytorch-init, key init.yaml")
    built_in = INIT_TEMPLATE.split("  securityContext:")[0]
    plain = facts(snapshot(**{"training-operator": deployment, "init-template": config_map("init.yaml", built_in)}))
    assert plain[operator.PATH].value is False
    assert plain[operator.PATH].notes[0].startswith("not restricted: allowPrivilegeEscalation != false")


def test_operator_template_from_another_volume_is_not_guessed() -> None:
    deployment = with_template(operator_deployment(), "--pytorch-init-container-template-file=/etc/init/t.yaml")
    deployment["spec"]["template"]["spec"]["volumes"][-1] = {"name": "init", "emptyDir": {}}
    found = gather.findings(snapshot(**{"training-operator": deployment}), WHERE)
    assert operator.PATH not in {f.path for f in found.facts}
    assert [u.reason for u in found.unknown if u.path == operator.PATH] == [
        "Deployment kubeflow/training-operator: /etc/init/t.yaml comes from a emptyDir volume; kfgen reads the "
        "template only from a ConfigMap"
    ]


def shipped_snapshot() -> Snapshot:
    return snapshot(
        **{
            "kueue-config": config_map(
                "controller_manager_config.yaml", (ROOT / "docs/kueue/controller_manager_config.yaml").read_text()
            ),
            "kueue-clusterQueues": listed("team"),
            "kueue-resourceFlavors": listed("default"),
            "kueue-priorityClasses": listed(),
            "kueue-localQueues/ml": listed("team"),
            "katib-config": config_map("katib-config.yaml", (ROOT / "docs/katib/katib-config.yaml").read_text()),
            "namespace/ml": {"metadata": {"labels": {katib_defaults.INJECTION_LABEL: "enabled"}}},
            "training-operator": with_template(
                operator_deployment(), "--pytorch-init-container-template-file=/etc/init/t.yaml"
            ),
            "init-template": config_map("init.yaml", INIT_TEMPLATE),
            "trainer-clusterRuntimes": listed("torch-distributed"),
            "trainer-runtimes/ml": listed(),
        }
    )


def test_the_fragment_is_a_valid_environment_that_renders_a_queued_tuned_pytorchjob() -> None:
    text = fragment.text(gather.findings(shipped_snapshot(), WHERE), "prod", "ml", ["header"])
    assert text.startswith("# header\napiVersion: kfgen.dev/v1alpha1\nkind: Environment\n")
    assert (
        "    # from ConfigMap kubeflow/katib-config, key katib-config.yaml: init.controller.injectSecurityContext\n"
        in text
    )
    environment = yaml.safe_load(text)
    assert core.check_environment(environment) == []
    spec = {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "TrainingSpec",
        "metadata": {"name": "bert"},
        "spec": {
            "framework": "pytorch",
            "image": "pytorch/pytorch:2.7.1",
            "command": ["python", "train.py", "--lr=${trialParameters.lr}"],
            "replicas": {"master": 1, "worker": 2},
            "queue": "team",
            "tuning": {
                "objective": {"metric": "loss", "type": "minimize"},
                "algorithm": {"name": "random"},
                "parameters": {"lr": {"type": "double", "min": "0.001", "max": "0.1"}},
            },
        },
    }
    expansion = core.expand(spec, environment)
    assert expansion.ok, expansion.results
    assert expansion.results == []  # the init-container warning is gone: the template is restricted


def test_nothing_installed_is_said_not_guessed() -> None:
    text = fragment.text(gather.findings(snapshot(), Where()), "bare", None, ["h"])
    assert "spec: {}\n" in text
    assert "  # katib: not read: ConfigMap kubeflow/katib-config, key katib-config.yaml: not there\n" in text
    assert core.check_environment(yaml.safe_load(text)) == []


def environment(spec: dict[str, Any]) -> dict[str, Any]:
    return {"apiVersion": "kfgen.dev/v1alpha1", "kind": "Environment", "metadata": {"name": "prod"}, "spec": spec}


def test_check_names_each_fact_that_disagrees() -> None:
    found = gather.findings(shipped_snapshot(), WHERE)
    stated = environment(
        {
            "namespace": "ml",
            "kueue": {"existing": {"clusterQueues": ["team", "gone"]}},
            "katib": {"injectSecurityContext": True, "restrictedSuggestions": True, "algorithms": ["random", "tpe"]},
        }
    )
    lines = [str(r) for r in check.check(stated, found)]
    ref = "[error] kfgen.dev/v1alpha1/Environment/default/prod"
    kueue = "ConfigMap kueue-system/kueue-manager-config, key controller_manager_config.yaml: integrations.frameworks"
    katib = "ConfigMap kubeflow/katib-config, key katib-config.yaml"
    assert lines == [
        f"{ref} spec.kueue.integrations: the Environment means by default a list that disagrees: "
        "kubeflow.org/pytorchjob, kubeflow.org/tfjob, kubeflow.org/xgboostjob, kubeflow.org/paddlejob, "
        "kubeflow.org/jaxjob the cluster has and "
        f"the Environment does not list (from {kueue})",
        f"{ref} spec.kueue.existing.clusterQueues: the Environment states a list that disagrees: gone the cluster does "
        "not have (from the cluster's ClusterQueues)",
        f"{ref} spec.katib.metricsCollectorInjection: the Environment means by default false, the cluster has true "
        "(from the labels of Namespace ml)",
        f"{ref} spec.katib.trialResources: the Environment means by default a list that disagrees: PaddleJob, JAXJob "
        f"the cluster has and the Environment does not list (from {katib}: init.controller.trialResources)",
        f"{ref} spec.katib.algorithms: the Environment states a list that disagrees: grid, hyperband, "
        "bayesianoptimization, cmaes, sobol, multivariate-tpe, enas, darts, pbt the cluster has and the Environment "
        f"does not list (from {katib}: runtime.suggestions[].algorithmName)",
        f"{ref} spec.trainingOperator.restrictedInitContainers: the Environment means by default false, the cluster "
        "has true (from Deployment kubeflow/training-operator --pytorch-init-container-template-file=/etc/init/t.yaml: "
        "ConfigMap kubeflow/pytorch-init, key init.yaml)",
    ]


def test_check_of_the_fragment_itself_agrees() -> None:
    found = gather.findings(shipped_snapshot(), WHERE)
    stated = yaml.safe_load(fragment.text(found, "prod", "ml", []))
    assert check.check(stated, found) == []


def test_check_warns_of_a_stated_block_it_could_not_read() -> None:
    found = Findings()
    found.extend(gather.findings(snapshot(), WHERE))
    lines = [str(r) for r in check.check(environment({"katib": {"injectSecurityContext": True}}), found)]
    assert lines == [
        "[warning] kfgen.dev/v1alpha1/Environment/default/prod spec.katib: not compared, not read from the cluster: "
        "ConfigMap kubeflow/katib-config, key katib-config.yaml: not there"
    ]


def unreachable_kubeconfig(path: Path) -> Path:
    server = {"server": "https://127.0.0.1:1", "insecure-skip-tls-verify": True}
    config = {
        "apiVersion": "v1",
        "kind": "Config",
        "current-context": "test",
        "clusters": [{"name": "test", "cluster": server}],
        "users": [{"name": "u", "user": {"token": "t"}}],
        "contexts": [{"name": "test", "context": {"cluster": "test", "user": "u"}}],
    }
    path.write_text(json.dumps(config))
    return path


def test_no_cluster_is_one_line_and_no_traceback(tmp_path: Path) -> None:
    missing = run_kfgen("discover", "--kubeconfig", str(tmp_path / "none"))
    assert (missing.returncode, missing.stdout) == (1, "")
    assert missing.stderr.startswith("[error] --kubeconfig: no cluster to read (kubeconfig as kubectl reads it): ")
    refused = run_kfgen("discover", "--kubeconfig", str(unreachable_kubeconfig(tmp_path / "kubeconfig")))
    assert (refused.returncode, refused.stdout) == (1, "")
    assert refused.stderr.startswith("[error] the API server https://127.0.0.1:1: ")
    assert "Connection refused" in refused.stderr and len(refused.stderr.splitlines()) == 1


def test_check_exits_2_on_trouble(tmp_path: Path) -> None:
    (tmp_path / "spec.yaml").write_text("apiVersion: kfgen.dev/v1alpha1\nkind: TrainingSpec\nmetadata: {name: a}\n")
    result = run_kfgen("discover", "--check", str(tmp_path / "spec.yaml"))
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr.endswith("spec.yaml: expected one Environment, found 0\n")
    kubeconfig = str(unreachable_kubeconfig(tmp_path / "kubeconfig"))
    (tmp_path / "env.yaml").write_text("apiVersion: kfgen.dev/v1alpha1\nkind: Environment\nmetadata: {name: e}\n")
    refused = run_kfgen("discover", "--kubeconfig", kubeconfig, "--check", str(tmp_path / "env.yaml"))
    assert refused.returncode == 2, refused.stderr
