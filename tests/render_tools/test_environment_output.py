"""The Environment-level output: objects an Environment owns come out exactly once per build, on every path.

The Environment of tests/data/golden/environment-queues owns a ResourceFlavor, a ClusterQueue, two
WorkloadPriorityClasses and two LocalQueues in each of its two namespaces, so each build must hold those
and four LocalQueues: with two TrainingSpecs, with none, through `kfgen render`, the
real kustomize, kpt (in place: generated/environment.<name>.yaml), the post-renderer under the real helm.
"""

from __future__ import annotations

import collections
import shutil
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import ROOT, environment_file, run_kfgen, tool
from test_helm import CHART, HELMS, KFGEN, documents, helm, template
from test_tools import identity, run
from upstream import validate_strict

from kfgen import core
from kfgen.cli import postrender
from kfgen.io import yamlio
from kfgen.model import EnvironmentView

CASE = ROOT / "tests" / "data" / "golden" / "environment-queues"
ENVIRONMENT = CASE / "environment.yaml"
QUEUES = [  # by namespace, then by name (not the order the Environment lists them in)
    ("LocalQueue", "ml-team-a", "cpu"),
    ("LocalQueue", "ml-team-a", "gpu"),
    ("LocalQueue", "ml-team-b", "cpu"),
    ("LocalQueue", "ml-team-b", "gpu"),
]


def environment() -> dict[str, Any]:
    loaded: dict[str, Any] = yaml.safe_load(ENVIRONMENT.read_text())
    return loaded


def queues(objects: list[dict[str, Any]]) -> list[tuple[str, str, str]]:
    return [identity(o) for o in objects if o["kind"] == "LocalQueue"]


def test_every_queue_once_in_every_namespace_and_strictly_valid() -> None:
    specs = list(yaml.safe_load_all((CASE / "input.yaml").read_text()))
    objects = core.transform(specs, environment(), keep_environments=False).objects
    assert queues(objects) == QUEUES
    assert [p for o in objects for p in validate_strict(o)] == []
    owned = [o for o in objects if o["kind"] == "LocalQueue"]
    assert {o["metadata"]["labels"]["kfgen.dev/environment"] for o in owned} == {"shared"}
    assert {o["spec"]["clusterQueue"] for o in owned} == {"team-gpu", "cpu-cluster-queue"}
    cluster_scoped = [identity(o) for o in objects if o["kind"] != "LocalQueue" and "namespace" not in o["metadata"]]
    assert cluster_scoped == [
        ("ResourceFlavor", "", "a100"),
        ("ClusterQueue", "", "team-gpu"),
        ("WorkloadPriorityClass", "", "high"),
        ("WorkloadPriorityClass", "", "low"),
    ]


def test_a_build_without_trainingspecs_and_one_with_many_get_them_once() -> None:
    one = yaml.safe_load((CASE / "input.yaml").read_text().split("---")[0])
    many = [{**one, "metadata": {"name": f"job-{i}"}} for i in range(5)]
    for items in ([], many):
        assert queues(core.transform(items, environment(), keep_environments=False).objects) == QUEUES


def test_no_environment_no_environment_objects() -> None:
    specs = list(yaml.safe_load_all((CASE / "input.yaml").read_text()))
    assert queues(core.transform(specs[:1], None).objects) == []


def test_a_name_taken_in_the_build_is_an_error() -> None:
    clash = {
        "apiVersion": "kueue.x-k8s.io/v1beta2",
        "kind": "LocalQueue",
        "metadata": {"name": "gpu", "namespace": "ml-team-b"},
        "spec": {"clusterQueue": "mine"},
    }
    expansion = core.transform([clash], environment())
    assert not expansion.ok
    assert [str(r) for r in expansion.results] == [
        "[error] kueue.x-k8s.io/v1beta2/LocalQueue/ml-team-b/gpu metadata.name: more than one object with this "
        "identity in the output"
    ]


def test_render_cli_emits_them_once() -> None:
    result = run_kfgen("render", "--environment", str(ENVIRONMENT), str(CASE / "input.yaml"))
    assert result.returncode == 0, result.stderr
    assert queues(list(yaml.safe_load_all(result.stdout))) == QUEUES


def test_kustomize_transformer_emits_them_once(tmp_path: Path) -> None:
    env = environment()
    env["metadata"]["annotations"] = {
        "config.kubernetes.io/local-config": "true",
        "config.kubernetes.io/function": "exec:\n  path: kfgen-fn\n",
    }
    (tmp_path / "environment.yaml").write_text(yamlio.dump(env))
    shutil.copy(CASE / "input.yaml", tmp_path / "specs.yaml")
    (tmp_path / "kustomization.yaml").write_text("resources: [specs.yaml]\ntransformers: [environment.yaml]\n")
    built = run(tool("kustomize"), "build", "--enable-alpha-plugins", "--enable-exec", str(tmp_path)).stdout
    objects = list(yaml.safe_load_all(built))
    assert sorted(queues(objects)) == sorted(QUEUES)
    rendered = run_kfgen("render", "--environment", str(ENVIRONMENT), str(CASE / "input.yaml")).stdout
    assert sorted(map(identity, objects)) == sorted(map(identity, yaml.safe_load_all(rendered)))


def test_kpt_in_place_writes_them_to_their_own_file_idempotently(tmp_path: Path) -> None:
    shutil.copy(CASE / "input.yaml", tmp_path / "specs.yaml")

    def kpt() -> None:
        fn = [tool("kpt"), "fn", "eval", str(tmp_path), "--exec", "kfgen-fn", "--fn-config", str(ENVIRONMENT)]
        run(*fn)

    kpt()
    own = tmp_path / "generated" / "environment.shared.yaml"
    first = own.read_text()
    assert queues(list(yaml.safe_load_all(first))) == QUEUES
    files = sorted(str(p.relative_to(tmp_path)) for p in tmp_path.rglob("*.yaml"))
    assert files == [
        "generated/bert.yaml",
        "generated/environment.shared.yaml",
        "generated/ml-team-b/preprocess.yaml",
        "specs.yaml",
    ]
    kpt()
    assert own.read_text() == first
    every = [o for p in tmp_path.rglob("*.yaml") for o in yaml.safe_load_all(p.read_text())]
    assert collections.Counter(queues(every)) == collections.Counter(QUEUES)


def test_post_renderer_appends_them_once_after_the_release() -> None:
    text = "---\n" + "---\n".join(
        [
            *(c + "\n" for c in (CASE / "input.yaml").read_text().split("---\n")),
            (ROOT / "tests" / "data" / "golden" / "environment-queues-no-specs" / "input.yaml").read_text(),
        ]
    )
    out, results = postrender.post_render(text, environment())
    assert not [r for r in results if r.severity == "error"], results
    objects = documents(out)
    assert queues(objects) == QUEUES
    assert objects[-4:] == [o for o in objects if o["kind"] == "LocalQueue"]


@pytest.mark.parametrize("helm", HELMS[:1])
def test_post_renderer_under_helm_emits_them_once(helm: str, tmp_path: Path) -> None:
    prod: dict[str, Any] = yaml.safe_load(environment_file("prod").read_text())
    (tmp_path / "prod.yaml").write_text(yamlio.dump(prod))
    out = template(
        helm,
        "gitops",
        "--post-renderer",
        KFGEN,
        "--post-renderer-args",
        "post-render",
        "--post-renderer-args",
        f"--environment={tmp_path / 'prod.yaml'}",
    )
    namespaces = EnvironmentView.of(prod).namespaces
    assert len(namespaces) > 1
    # one LocalQueue `prod` per namespace: the platform's, vision's and nlp's ClusterQueues split them
    assert queues(documents(out)) == [("LocalQueue", ns, "prod") for ns in sorted(namespaces)]


def test_chart_values_carry_them_to_the_environment_the_controller_reads(tmp_path: Path) -> None:
    shipped: dict[str, Any] = yaml.safe_load(environment_file("prod").read_text())
    out = template("helm3", "gitops")
    prod = next(o for o in documents(out) if o["kind"] == "Environment" and o["metadata"]["name"] == "prod")
    assert prod["spec"]["kueue"] == shipped["spec"]["kueue"]
    assert core.check_environment(prod) == []
    assert core.environment_output(prod) == core.environment_output(shipped)
    (tmp_path / "bad.yaml").write_text(yamlio.dump({"environments": {"prod": {"kueue": {"localQueues": {"gpu": {}}}}}}))
    refused = helm(
        "helm3",
        "template",
        "kfgen",
        str(CHART),
        "-f",
        str(ROOT / "tests" / "data" / "helm" / "gitops" / "values.yaml"),
        "-f",
        str(tmp_path / "bad.yaml"),
        check=False,
    )
    assert refused.returncode != 0 and "clusterQueue" in refused.stderr


SERVER = [
    ("ServiceAccount", "ml-prod", "mlflow"),
    ("Job", "ml-prod", None),  # mlflow-db-upgrade-<hash>
    ("Deployment", "ml-prod", "mlflow"),
    ("Service", "ml-prod", "mlflow"),
    ("NetworkPolicy", "ml-prod", "mlflow"),
    ("NetworkPolicy", "ml-prod", "mlflow-maintenance"),
    ("Ingress", "ml-prod", "mlflow"),
    ("ServiceMonitor", "ml-prod", "mlflow"),
    ("CronJob", "ml-prod", "mlflow-gc"),
]


def tracking_server(objects: list[dict[str, Any]]) -> list[tuple[str, str, str | None]]:
    """The prod tracking server's objects in output order (the upgrade Job without its hash)."""
    found = [
        identity(o)
        for o in objects
        if (o["metadata"].get("labels") or {}).get("app.kubernetes.io/name") == "mlflow"
        and o["metadata"]["labels"].get("kfgen.dev/environment") == "prod"
    ]
    return [(k, ns, None if k == "Job" else name) for k, ns, name in found]


def test_prods_tracking_server_comes_out_once_on_kpt_and_the_post_renderer(tmp_path: Path) -> None:
    assert tracking_server(core.environment_output(yaml.safe_load(environment_file("prod").read_text()))) == SERVER
    shutil.copy(ROOT / "examples" / "pytorch-resnet50.yaml", tmp_path / "spec.yaml")
    fn = [tool("kpt"), "fn", "eval", str(tmp_path), "--exec", "kfgen-fn", "--fn-config", str(environment_file("prod"))]
    run(*fn)
    run(*fn)  # in place, again: replaced, not doubled
    every = [o for p in sorted(tmp_path.rglob("*.yaml")) for o in yaml.safe_load_all(p.read_text())]
    assert tracking_server(every) == SERVER
    own = yaml.safe_load_all((tmp_path / "generated" / "environment.prod.yaml").read_text())
    assert tracking_server(list(own)) == SERVER
    out, results = postrender.post_render(
        (ROOT / "examples" / "pytorch-resnet50.yaml").read_text(), yaml.safe_load(environment_file("prod").read_text())
    )
    assert not [r for r in results if r.severity == "error"], results
    assert tracking_server(documents(out)) == SERVER


RUNTIMES_CASE = ROOT / "tests" / "data" / "golden" / "environment-trainer-runtimes"
RUNTIMES = [  # the ClusterTrainingRuntime once, the TrainingRuntime in each namespace of the Environment
    ("ClusterTrainingRuntime", "", "torch-distributed-volcano"),
    ("TrainingRuntime", "ml-team-a", "torch-with-dataset-init"),
    ("TrainingRuntime", "ml-team-b", "torch-with-dataset-init"),
]


def runtimes(objects: list[dict[str, Any]]) -> list[tuple[str, str, str]]:
    return [identity(o) for o in objects if o["kind"] in ("ClusterTrainingRuntime", "TrainingRuntime")]


def test_an_environments_runtimes_come_out_once_on_every_path() -> None:
    env: dict[str, Any] = yaml.safe_load((RUNTIMES_CASE / "environment.yaml").read_text())
    text = (RUNTIMES_CASE / "input.yaml").read_text()
    specs = list(yaml.safe_load_all(text))
    many = [
        {**s, "metadata": {**s["metadata"], "name": f"{s['metadata']['name']}-{i}"}} for s in specs for i in range(3)
    ]
    for items in ([], specs, many):
        assert runtimes(core.transform(items, env, keep_environments=False).objects) == RUNTIMES
    rendered = run_kfgen(
        "render", "--environment", str(RUNTIMES_CASE / "environment.yaml"), str(RUNTIMES_CASE / "input.yaml")
    )
    assert rendered.returncode == 0, rendered.stderr
    assert runtimes(list(yaml.safe_load_all(rendered.stdout))) == RUNTIMES
    out, results = postrender.post_render(text, env)
    assert not [r for r in results if r.severity == "error"], results
    assert runtimes(documents(out)) == RUNTIMES
    served = core.environment_output(env, ("ml-team-c",))  # the controller: also where it renders specs
    assert [r for r in runtimes(served) if r[1] == "ml-team-c"] == []  # the policy lists the namespaces
