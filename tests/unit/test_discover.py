"""`kfgen discover`'s pure part on real upstream files: Kueue v0.19.2's released Configuration and the one kfgen
ships, Katib v0.19.0's standalone katib-config and kfgen's, the training-operator v1.9.4 Deployment with and without
a restricted init-container template; the fragment it prints is a valid Environment; --check names each fact that
disagrees. The same against a real API server: tests/kueue/test_discover_cluster.py."""

from __future__ import annotations

import copy
import io
import json
import sys
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
import yaml
from conftest import ROOT, run_kfgen
from fuzzpaths import paths, put, value_at
from hypothesis import given, settings
from hypothesis import strategies as st
from operators import module_dir, versions

from kfgen import core
from kfgen.cli import main as cli
from kfgen.facts import check, cluster, fragment, gather, operator
from kfgen.facts.model import Fact, Findings, Missing, Snapshot, Where
from kfgen.io import yamlio
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


def test_check_says_a_stated_block_it_could_not_read_is_not_compared() -> None:
    found = Findings()
    found.extend(gather.findings(snapshot(), WHERE))
    stated = environment({"katib": {"injectSecurityContext": True}})
    lines = [str(r) for r in check.check(stated, found)]
    unread = (
        "[error] kfgen.dev/v1alpha1/Environment/default/prod spec.katib: not compared, not read from the cluster: "
        "ConfigMap kubeflow/katib-config, key katib-config.yaml: not there"
    )
    assert unread in lines, lines
    assert [u.path[0] for u in check.unread(stated, found)] == ["katib", "trainingOperator"]
    assert [u.path[0] for u in check.unread(environment({}), found)] == ["trainingOperator"]


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
    assert missing.stderr.startswith(f"[error] --kubeconfig: {tmp_path / 'none'}: cannot read: "), missing.stderr
    assert len(missing.stderr.splitlines()) == 1, missing.stderr
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


def test_check_reads_the_environment_from_stdin(tmp_path: Path) -> None:
    """`--check -` said "-: expected one Environment, found 0" without reading stdin (issue 37 re-test, D5)."""
    kubeconfig = str(unreachable_kubeconfig(tmp_path / "kubeconfig"))
    text = yaml.safe_dump(environment({"namespace": "ml", "policy": {"namespaces": ["ml", "Not A Namespace"]}}))
    refused = run_kfgen("discover", "--kubeconfig", kubeconfig, "--check", "-", stdin=text)
    assert (refused.returncode, refused.stdout) == (2, "")
    assert refused.stderr.startswith("<stdin>:"), refused.stderr  # read, and its own error located in it
    assert "found 0" not in refused.stderr
    valid = run_kfgen("discover", "--kubeconfig", kubeconfig, "--check", "-", stdin=yaml.safe_dump(environment({})))
    assert valid.returncode == 2 and valid.stderr.startswith("[error] the API server https://127.0.0.1:1: ")


@pytest.mark.parametrize("command", ["render", "validate"])
def test_environment_from_stdin_is_refused_where_stdin_is_not_read_for_it(command: str) -> None:
    result = run_kfgen(command, "--environment", "-", "examples/jax-mnist.yaml", stdin=yaml.safe_dump(environment({})))
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr == (
        "[error] --environment: '-' (stdin) is not read for the Environment here: stdin holds the inputs or nothing; "
        "give the Environment's file\n"
    )


# Hostile names and values (issue 37): a fake transport below the real API server's tests -----------------------


class FakeKube:
    """The API server as kfgen.facts.cluster uses it: GETs answered from `objects` by path (404 otherwise), each
    request recorded."""

    def __init__(self, objects: dict[str, Any]) -> None:
        self.objects = objects
        self.requests: list[tuple[str, str]] = []
        self.api = SimpleNamespace(configuration=SimpleNamespace(host="https://fake:6443"))

    def request(self, method: str, url: str) -> Any:
        from kfgen.controller.kube import ApiError

        self.requests.append((method, url))
        if url not in self.objects:
            raise ApiError(404, {"message": f"{url} not found"})
        return self.objects[url]

    def get_within(self, url: str) -> tuple[Any, bool]:
        return self.request("GET", url), True


def served(shipped: Snapshot) -> dict[str, Any]:
    """The shipped snapshot as the API server serves it, by the path of each read."""
    where = WHERE
    urls = gather.reads(where) | {"init-template": "/api/v1/namespaces/kubeflow/configmaps/pytorch-init"}
    return {urls[key]: got for key, got in shipped.items() if not isinstance(got, Missing)}


def discover_with(kube: FakeKube, monkeypatch: pytest.MonkeyPatch, *argv: str) -> tuple[int, str, str]:
    monkeypatch.setattr(cluster, "connect", lambda kubeconfig, context: (kube, []))
    out, err = io.StringIO(), io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", err)
    code = cli.main(["discover", *argv])
    return code, out.getvalue(), err.getvalue()


class ForbiddingKube(FakeKube):
    """A cluster whose every read is forbidden: what --check reads, it cannot."""

    def request(self, method: str, url: str) -> Any:
        from kfgen.controller.kube import ApiError

        self.requests.append((method, url))
        raise ApiError(403, {"message": "forbidden"})


@pytest.mark.parametrize("spec", [{}, {"katib": {"injectSecurityContext": True}}], ids=["bare", "katib"])
def test_check_of_what_it_could_not_read_never_agrees(
    spec: dict[str, Any], tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "environment.yaml"
    path.write_text(yaml.safe_dump(environment(spec)))
    code, out, err = discover_with(ForbiddingKube({}), monkeypatch, "--check", str(path))
    assert (code, out) == (2, "")
    lines = err.splitlines()
    assert lines and all("[error]" in line and "not compared, not read from the cluster" in line for line in lines)
    assert any(" spec.trainingOperator" in line for line in lines)
    assert any(" spec.katib" in line for line in lines) == ("katib" in spec)


def test_the_fake_cluster_gives_what_the_snapshot_gives(monkeypatch: pytest.MonkeyPatch) -> None:
    kube = FakeKube(served(shipped_snapshot()))
    code, out, err = discover_with(kube, monkeypatch, "-n", "ml", "--name", "prod")
    assert (code, err) == (0, "")
    assert {method for method, _ in kube.requests} == {"GET"}
    assert out.split("\n", 2)[2] == fragment.text(gather.findings(shipped_snapshot(), WHERE), "prod", "ml", [])


@pytest.mark.parametrize(
    ("flag", "value"),
    [
        ("-n", "../../api/v1/secrets"),
        ("-n", "ml/configmaps/x?labelSelector=y"),
        ("-n", "ML"),
        ("--kueue-namespace", "kueue-system/../../../apis"),
        ("--katib-namespace", "a%2Fb"),
        ("--operator-namespace", "x" * 64),
    ],
)
def test_a_namespace_flag_that_is_no_dns_label_never_reaches_a_url(
    flag: str, value: str, monkeypatch: pytest.MonkeyPatch
) -> None:
    kube = FakeKube({})
    code, out, err = discover_with(kube, monkeypatch, flag, value)
    field = "--namespace" if flag == "-n" else flag
    assert (code, out, kube.requests) == (1, "", [])
    rule = "is not a namespace name (a DNS label: at most 63 lowercase letters, digits and '-')"
    assert err == f"[error] {field}: {value!r} {rule}\n"


def test_an_environments_namespaces_are_checked_before_any_read(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "environment.yaml"
    path.write_text(
        "apiVersion: kfgen.dev/v1alpha1\nkind: Environment\nmetadata: {name: prod}\nspec:\n"
        "  namespace: ml\n  katib: {namespace: kubeflow/../secrets}\n"
        '  policy:\n    namespaces: [ml-b, "../../../api/v1/namespaces/kube-system/secrets", 7]\n'
    )
    kube = FakeKube({})
    code, out, err = discover_with(kube, monkeypatch, "--check", str(path))
    assert (code, out, kube.requests) == (2, "", [])
    # the Environment's own check refuses them first (each field named, located in its file), before any read
    lines = err.splitlines()
    for field, line in (
        ("spec.policy.namespaces[1]", 8),
        ("spec.policy.namespaces[2]", 8),
        ("spec.katib.namespace", 6),
    ):
        assert any(f"{path}:{line}: [error] " in x and f" {field}: " in x for x in lines), (field, err)
    assert all("[error]" in x for x in lines), err
    with pytest.raises(ValueError, match="is not a namespace name"):
        gather.reads(Where(namespaces=("a/b",)))


def test_a_config_map_name_from_the_cluster_never_reaches_a_url(monkeypatch: pytest.MonkeyPatch) -> None:
    objects = served(shipped_snapshot())
    deployment = objects["/apis/apps/v1/namespaces/kubeflow/deployments/training-operator"]
    deployment = copy.deepcopy(deployment)
    deployment["spec"]["template"]["spec"]["volumes"][-1]["configMap"]["name"] = "../../../api/v1/secrets"
    objects["/apis/apps/v1/namespaces/kubeflow/deployments/training-operator"] = deployment
    kube = FakeKube(objects)
    code, out, err = discover_with(kube, monkeypatch, "-n", "ml")
    assert (code, err) == (0, "")
    assert all(".." not in url for _, url in kube.requests), kube.requests
    assert (
        "  # trainingOperator.restrictedInitContainers: not read: Deployment kubeflow/training-operator: "
        "/etc/init/t.yaml comes from a configMap volume whose name '../../../api/v1/secrets' is no ConfigMap's\n"
    ) in out


INJECTED = "x\npolicy:\n  allowPrivileged: true\n  namespaces: [kube-system]\n#"


def test_a_config_map_string_cannot_add_a_key_to_the_printed_environment(monkeypatch: pytest.MonkeyPatch) -> None:
    """A framework name with line breaks (the kueue Configuration is the cluster's text): said escaped in its
    comment, never a key of the Environment."""
    objects = served(shipped_snapshot())
    config = {"integrations": {"frameworks": ["batch/job", INJECTED, "y\u2028policy: {allowPrivileged: true}"]}}
    objects["/api/v1/namespaces/kueue-system/configmaps/kueue-manager-config"] = config_map(
        "controller_manager_config.yaml", yaml.safe_dump(config)
    )
    code, out, err = discover_with(FakeKube(objects), monkeypatch, "-n", "ml", "--name", "a\nspec: {policy: {}}")
    assert (code, err) == (0, "")
    environment = yaml.safe_load(out)
    assert "policy" not in environment["spec"]
    assert environment["metadata"] == {"name": "a\nspec: {policy: {}}"}
    assert r"# left out, not integrations kfgen knows: x\npolicy:\n  allowPrivileged: true" in out
    assert yamlio.parse(out, "out")[0] == [environment]


# any text, and the endings a block scalar keeps (`|+`, after which PyYAML ends the document with `...`)
CLUSTER_TEXT = st.text(st.characters(codec="utf-8"), max_size=30) | st.sampled_from(["a\n\n", "\n", "b\n", " c\n\n\n"])


@settings(max_examples=150, deadline=None)
@given(
    frameworks=st.lists(CLUSTER_TEXT, max_size=3),
    trials=st.lists(CLUSTER_TEXT, max_size=3),
    algorithms=st.lists(CLUSTER_TEXT, max_size=3),
    queues=st.lists(CLUSTER_TEXT, max_size=3),
    name=CLUSTER_TEXT.filter(bool),
)
def test_whatever_the_cluster_holds_the_fragment_says_exactly_its_facts(
    frameworks: list[str], trials: list[str], algorithms: list[str], queues: list[str], name: str
) -> None:
    """Text from the cluster anywhere (values, notes, sources): the printed Environment reads back as exactly the
    facts, with no other key, through PyYAML and kfgen's reader."""
    snap = shipped_snapshot()
    snap["kueue-config"] = config_map(
        "controller_manager_config.yaml", yaml.safe_dump({"integrations": {"frameworks": ["batch/job", *frameworks]}})
    )
    katib_config = {
        "init": {"controller": {"trialResources": [*trials, "Job.v1.batch"]}},
        "runtime": {"suggestions": [{"algorithmName": a} for a in algorithms]},
    }
    snap["katib-config"] = config_map("katib-config.yaml", yaml.safe_dump(katib_config))
    snap["kueue-clusterQueues"] = listed(*queues)
    found = gather.findings(snap, WHERE)
    text = fragment.text(found, name, "ml", [f"header {name}"])
    expected: dict[str, Any] = {"namespace": "ml"}
    for fact in found.facts:
        node = expected
        for key in fact.path[:-1]:
            node = node.setdefault(key, {})
        node[fact.path[-1]] = fact.value
    want = {"apiVersion": "kfgen.dev/v1alpha1", "kind": "Environment", "metadata": {"name": name}, "spec": expected}
    assert yaml.safe_load(text) == want
    assert yamlio.parse(text, "fragment") == ([want], [])


CONFIGS = {  # snapshot key: (ConfigMap key, block, the fields read with a type)
    "kueue-config": ("controller_manager_config.yaml", ("kueue", "integrations"), {"integrations", "frameworks"}),
    "katib-config": (
        "katib-config.yaml",
        ("katib",),
        {"init", "controller", "runtime", "trialResources", "suggestions", "earlyStoppings", "metricsCollectors"},
    ),
}
WRONG_VALUES = st.integers() | st.booleans() | st.text(max_size=5) | st.lists(st.integers(), max_size=2)


@settings(max_examples=150, deadline=None)
@given(data=st.data())
def test_a_config_map_of_the_wrong_shape_is_said_not_read(data: st.DataObject) -> None:
    """katib-config and the Kueue Configuration are the cluster's text: a wrong type anywhere in them is no traceback,
    and where the facts read a list or a mapping the block is "not read" with the field and why."""
    key = data.draw(st.sampled_from(sorted(CONFIGS)))
    config_key, block, typed = CONFIGS[key]
    snap = shipped_snapshot()
    doc = yaml.safe_load(snap[key]["data"][config_key])  # type: ignore[index]
    path = data.draw(st.sampled_from(paths(doc, whole=True)))
    original = value_at(doc, path)
    wrong = data.draw(WRONG_VALUES | st.dictionaries(st.text(max_size=3), st.integers(), max_size=2))
    snap[key] = config_map(config_key, yaml.safe_dump(put(doc, path, wrong)))
    found = gather.findings(snap, WHERE)
    text = fragment.text(found, "prod", "ml", [])
    assert yamlio.parse(text, "fragment")[1] == []
    structural = isinstance(original, (dict, list)) != isinstance(wrong, (dict, list)) or (
        isinstance(original, dict) != isinstance(wrong, dict)
    )
    names = [step for step in path if isinstance(step, str)]
    if path and names[-1] in typed and path[-1] == names[-1] and structural:
        reasons = [u.reason for u in found.unknown if u.path == block]
        assert len(reasons) == 1 and ".".join(names) in reasons[0] and ": must be " in reasons[0], (path, found)


def test_a_malformed_katib_config_through_the_command(monkeypatch: pytest.MonkeyPatch) -> None:
    objects = served(shipped_snapshot())
    objects["/api/v1/namespaces/kubeflow/configmaps/katib-config"] = config_map(
        "katib-config.yaml", "init: {controller: {trialResources: 5}}\n"
    )
    code, out, err = discover_with(FakeKube(objects), monkeypatch, "-n", "ml")
    assert (code, err) == (0, "")
    assert (
        "  # katib: not read: ConfigMap kubeflow/katib-config, key katib-config.yaml: init.controller.trialResources: "
        "must be a list (found an integer)\n"
    ) in out


def test_the_shell_refuses_a_namespace_before_it_looks_for_a_cluster(tmp_path: Path) -> None:
    result = run_kfgen("discover", "--kubeconfig", str(tmp_path / "none"), "-n", "ml", "-n", "a/../b")
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr == (
        "[error] --namespace: 'a/../b' is not a namespace name (a DNS label: at most 63 lowercase letters, digits "
        "and '-')\n"
    )


# What the re-test of issue 37 found: a malformed kubeconfig or API answer is one line, never a traceback ---------

MALFORMED_KUBECONFIGS = {
    "not-yaml": "a: [",
    "clusters-not-a-list": "clusters: 5\n",
    "context-not-a-mapping": "current-context: c\ncontexts: [{name: c, context: 5}]\n",
    "not-utf-8": b"\xff\xfe".decode("latin-1"),
}


@pytest.mark.parametrize("content", list(MALFORMED_KUBECONFIGS.values()), ids=list(MALFORMED_KUBECONFIGS))
def test_a_malformed_kubeconfig_is_one_line(content: str, tmp_path: Path) -> None:
    path = tmp_path / "kubeconfig"
    path.write_bytes(content.encode("latin-1"))
    result = run_kfgen("discover", "-n", "ml", "--kubeconfig", str(path))
    assert (result.returncode, result.stdout) == (1, ""), result.stderr
    assert "Traceback" not in result.stderr
    assert result.stderr.startswith(f"[error] --kubeconfig: {path}: "), result.stderr
    assert len(result.stderr.splitlines()) == 1, result.stderr


def test_a_token_that_is_no_header_value_is_one_line(tmp_path: Path) -> None:
    import http.server
    import threading

    class Answer(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.end_headers()
            self.wfile.write(b"{}")

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.HTTPServer(("127.0.0.1", 0), Answer)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        path = unreachable_kubeconfig(tmp_path / "kubeconfig")
        config = json.loads(path.read_text())
        config["clusters"][0]["cluster"] = {"server": f"http://127.0.0.1:{server.server_address[1]}"}
        config["users"][0]["user"]["token"] = "a\nb"
        path.write_text(json.dumps(config))
        result = run_kfgen("discover", "-n", "ml", "--kubeconfig", str(path))
    finally:
        server.shutdown()
    assert (result.returncode, result.stdout) == (1, ""), result.stderr
    assert "Traceback" not in result.stderr and len(result.stderr.splitlines()) == 1, result.stderr
    assert result.stderr.startswith("[error] the API server http://127.0.0.1:"), result.stderr


class AnswersNoJson(FakeKube):
    def request(self, method: str, url: str) -> Any:
        import json as json_module

        self.requests.append((method, url))
        return json_module.loads("not json {")


def test_an_answer_that_is_no_json_is_one_line(monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, err = discover_with(AnswersNoJson({}), monkeypatch, "-n", "ml")
    assert (code, out) == (1, "")
    assert err.startswith("[error] the API server https://fake:6443: ") and len(err.splitlines()) == 1, err


def test_lists_and_argv_of_the_wrong_type_are_read_as_none(monkeypatch: pytest.MonkeyPatch) -> None:
    objects = {url: {"items": 5} for url in gather.reads(WHERE).values()}
    deployment = operator_deployment()
    deployment["spec"]["template"]["spec"]["containers"][0]["args"] = 5
    objects[gather.reads(WHERE)["training-operator"]] = deployment
    code, out, err = discover_with(FakeKube(objects), monkeypatch, "-n", "ml", "--name", "prod")
    assert "Traceback" not in err
    assert code == 0, err
    assert out.startswith("#") and "kind: Environment" in out


@pytest.mark.parametrize(
    "spec",
    [{"kueue": {"existing": {"localQueues": 5}}}, {"policy": 5}, {"katib": 5}],
    ids=["local-queues", "policy", "katib"],
)
def test_check_refuses_an_environment_kfgen_refuses(spec: dict[str, Any], tmp_path: Path) -> None:
    """An invalid Environment never "agrees" with a cluster: --check says what is wrong with it, before any read."""
    path = tmp_path / "env.yaml"
    path.write_text(yamlio.dump_all([environment({"namespace": "ok", **spec})]), encoding="utf-8")
    kubeconfig = str(unreachable_kubeconfig(tmp_path / "kubeconfig"))
    result = run_kfgen("discover", "--kubeconfig", kubeconfig, "--check", str(path))
    assert (result.returncode, result.stdout) == (2, ""), result.stderr
    assert "[error]" in result.stderr and "API server" not in result.stderr, result.stderr


def test_a_null_katib_namespace_is_left_out(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    path = tmp_path / "env.yaml"
    path.write_text(yamlio.dump_all([environment({"namespace": "ml", "katib": {"namespace": None}})]))
    kube = FakeKube({})
    _, _, err = discover_with(kube, monkeypatch, "--check", str(path))
    assert "not a namespace" not in err, err
    assert ("GET", "/api/v1/namespaces/kubeflow/configmaps/katib-config") in kube.requests, kube.requests


def test_a_list_that_cannot_be_read_is_said_in_a_comment(monkeypatch: pytest.MonkeyPatch) -> None:
    """`items: 7`, an item that is no object, a name that is no text: said in a comment, never `[]` or '7' (the
    re-test of issue 37, D7)."""
    reads = gather.reads(WHERE)
    objects = {
        reads["kueue-resourceFlavors"]: {"kind": "ResourceFlavorList", "items": 7},
        reads["kueue-clusterQueues"]: {"items": [{"metadata": {"name": 7}}, "x", None, {"metadata": {"name": "q"}}]},
        reads["trainer-clusterRuntimes"]: {"items": []},
        reads["trainer-runtimes/ml"]: {"items": ["r", {"metadata": {"name": "torch"}}]},
    }
    code, out, err = discover_with(FakeKube(objects), monkeypatch, "-n", "ml", "--name", "prod")
    assert (code, err) == (0, "")
    assert "# resourceFlavors: not read: ResourceFlavors: its items are a number, not a list" in out, out
    assert "resourceFlavors: []" not in out and "'7'" not in out, out
    assert "# left out, no name that can be read: items[0], items[1], items[2]" in out, out
    assert "clusterQueues:\n      - q\n" in out, out
    assert "# left out, no name that can be read: items[0] (in ml)" in out, out


def test_an_answer_over_the_bound_is_refused_while_it_is_read(tmp_path: Path) -> None:
    """A 200 MiB ConfigMap: the answer is read up to the input bound and the connection closed, never read whole
    (1.9 GB of memory and 38 s for 600 MiB before; the re-test of issue 37, D6)."""
    import http.server
    import threading

    sent: list[int] = []
    size = 200 * 1024 * 1024

    class Huge(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            if not self.path.endswith("/kueue-manager-config"):
                self.send_response(404)
                self.end_headers()
                return
            self.send_response(200)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(size + 60))
            self.end_headers()
            chunk = b"a" * (1 << 20)
            written = 0
            try:
                self.wfile.write(b'{"data": {"controller_manager_config.yaml": "')
                for _ in range(size >> 20):
                    self.wfile.write(chunk)
                    written += len(chunk)
                self.wfile.write(b'"}}')
            except OSError:
                pass
            sent.append(written)

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Huge)
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        path = unreachable_kubeconfig(tmp_path / "kubeconfig")
        config = json.loads(path.read_text())
        config["clusters"][0]["cluster"] = {"server": f"http://127.0.0.1:{server.server_address[1]}"}
        path.write_text(json.dumps(config))
        result = run_kfgen("discover", "-n", "ml", "--kubeconfig", str(path))
    finally:
        server.shutdown()
    assert result.returncode == 0, result.stderr
    assert "the API server's answer is larger than 33554432 bytes (the limit is 32 MiB): unread" in result.stdout
    assert sent and sent[0] < size // 2, f"the server sent {sent} of {size} bytes: the answer was read whole"


def test_check_of_an_empty_name_is_refused() -> None:
    """`discover --check ''` (a variable unset) ran discover instead, as if no --check (seventh re-test, row 41)."""
    result = run_kfgen("discover", "--check", "")
    assert (result.returncode, result.stdout) == (2, ""), result.stderr
    assert result.stderr == "[error] --check: an empty name is no file; give the Environment's file\n"
