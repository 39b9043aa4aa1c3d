"""The Helm chart (charts/kfgen) and the post-renderer, with the real helm 3 and helm 4.

A case is a directory under tests/data/helm with values.yaml and expected.yaml (the `helm template` output,
CRDs included); `pytest --update-golden` rewrites expected.yaml.
"""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import ENVIRONMENTS, ROOT, environment_file, run_kfgen, tool
from upstream import validate_strict

from kfgen import core, schema
from kfgen.checks import shapes
from kfgen.cli import postrender

CHART = ROOT / "charts" / "kfgen"
CASES = sorted(p.name for p in (ROOT / "tests" / "data" / "helm").iterdir() if (p / "values.yaml").exists())
HELMS = ("helm3", "helm4")
KFGEN = str(ROOT / "bin" / "kfgen-local")


def helm(name: str, *args: str, home: Path | None = None, check: bool = True) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "KFGEN": KFGEN}
    if home is not None:
        env |= {f"HELM_{d}_HOME": str(home / d.lower()) for d in ("CONFIG", "DATA", "CACHE")}
    result = subprocess.run([tool(name), *args], capture_output=True, text=True, env=env, cwd=ROOT, timeout=300)
    if check:
        assert result.returncode == 0, f"{name} {args}: {result.stderr}"
    return result


def template(name: str, case: str, *extra: str, home: Path | None = None) -> str:
    return helm(
        name,
        "template",
        "kfgen",
        str(CHART),
        "--namespace",
        "kfgen-system",
        "--include-crds",
        "-f",
        str(ROOT / "tests" / "data" / "helm" / case / "values.yaml"),
        *extra,
        home=home,
    ).stdout


def documents(text: str) -> list[dict[str, Any]]:
    return [d for d in yaml.safe_load_all(text) if d]


def strict_problems(objects: list[dict[str, Any]]) -> list[str]:
    """Upstream kinds against their upstream schemas; kfgen's own through kfgen (as the controller would)."""
    environments = {o["spec"].get("namespace"): o for o in objects if shapes.is_kfgen(o, schema.ENVIRONMENT)}
    problems: list[str] = []
    for obj in objects:
        if shapes.is_kfgen(obj, schema.ENVIRONMENT):
            problems += [str(r) for r in core.check_environment(obj) if r.severity == "error"]
        elif shapes.is_kfgen(obj, schema.TRAINING_SPEC):
            environment = environments.get(obj["metadata"]["namespace"])
            problems += [str(r) for r in core.expand(obj, environment).results if r.severity == "error"]
        else:
            problems += validate_strict(obj)
    return problems


@pytest.mark.parametrize("name", HELMS)
@pytest.mark.parametrize("case", CASES)
def test_lint_strict(name: str, case: str) -> None:
    result = helm(
        name, "lint", "--strict", str(CHART), "-f", str(ROOT / "tests" / "data" / "helm" / case / "values.yaml")
    )
    assert "0 chart(s) failed" in result.stdout


def shipped_values() -> str:
    """The shipped overlays' Environments and bases/trainingspecs as chart values."""
    environments = {env: yaml.safe_load(environment_file(env).read_text())["spec"] for env in sorted(ENVIRONMENTS)}
    specs = [
        yaml.safe_load(path.read_text())
        for path in sorted((ROOT / "bases" / "trainingspecs").glob("*.yaml"))
        if path.name != "kustomization.yaml"
    ]
    values = {
        "environments": environments,
        "trainingSpecs": [{"name": s["metadata"]["name"], "namespace": "ml-prod", "spec": s["spec"]} for s in specs],
    }
    return "# The shipped overlays' Environments and bases/trainingspecs as chart values.\n" + yaml.safe_dump(
        values, sort_keys=False
    )


def test_gitops_values_are_the_shipped_environments_and_specs(update_golden: bool) -> None:
    path = ROOT / "tests" / "data" / "helm" / "gitops" / "values.yaml"
    if update_golden:
        path.write_text(shipped_values())
    assert path.read_text() == shipped_values()


@pytest.mark.parametrize("case", CASES)
def test_template_matches_golden(case: str, update_golden: bool) -> None:
    text = template("helm3", case)
    expected = ROOT / "tests" / "data" / "helm" / case / "expected.yaml"
    if update_golden:
        expected.write_text(text)
    assert text == expected.read_text()
    assert documents(template("helm4", case)) == documents(text)  # helm 4 differs in blank lines only


@pytest.mark.parametrize("case", CASES)
def test_template_is_strictly_valid(case: str) -> None:
    objects = documents((ROOT / "tests" / "data" / "helm" / case / "expected.yaml").read_text())
    assert objects
    assert strict_problems(objects) == []


@pytest.mark.parametrize("name", HELMS)
def test_values_schema_refuses_what_kfgen_refuses(name: str, tmp_path: Path) -> None:
    bad = tmp_path / "bad.yaml"
    bad.write_text(
        "environments: {prod: {namespace: Bad_NS}}\n"
        "trainingSpecs: [{name: x, spec: {framework: cobol, replicas: {worker: 0}}}]\n"
    )
    result = helm(name, "template", "x", str(CHART), "-f", str(bad), check=False)
    assert result.returncode != 0
    for path in (
        "/environments/prod/namespace",
        "/trainingSpecs/0/spec/framework",
        "/trainingSpecs/0/spec/replicas/worker",
    ):
        assert path in result.stderr


def test_values_schema_takes_null_as_removal() -> None:
    """`elastic: null` in an environment override is kfgen's "remove", so the schema must take it."""
    objects = documents(template("helm3", "gitops"))
    spec = next(o for o in objects if o["kind"] == "TrainingSpec" and o["metadata"]["name"] == "resnet-distributed")
    assert spec["spec"]["environments"]["dev"]["elastic"] is None


def by_kind(objects: list[dict[str, Any]]) -> dict[str, dict[str, Any]]:
    return {o["kind"]: o for o in objects}


def test_controller_is_the_one_of_bases_controller() -> None:
    """The chart's controller with default values runs exactly what bases/controller runs."""
    chart = by_kind(documents(template("helm3", "default")))
    base: dict[str, dict[str, Any]] = {}
    for path in ("deployment.yaml", "rbac.yaml"):
        base |= by_kind(documents((ROOT / "bases" / "controller" / path).read_text()))
    assert chart["ClusterRole"]["rules"] == base["ClusterRole"]["rules"]
    assert chart["Role"]["rules"] == base["Role"]["rules"]
    assert chart["Deployment"]["spec"]["replicas"] == base["Deployment"]["spec"]["replicas"]
    pod, base_pod = chart["Deployment"]["spec"]["template"]["spec"], base["Deployment"]["spec"]["template"]["spec"]
    assert {k: v for k, v in pod.items() if k != "containers"} == {
        k: v for k, v in base_pod.items() if k != "containers"
    }
    ignored = ("image", "imagePullPolicy", "args")
    container = {k: v for k, v in pod["containers"][0].items() if k not in ignored}
    assert container == {k: v for k, v in base_pod["containers"][0].items() if k not in ignored}
    assert pod["containers"][0]["args"][0] == "controller"
    assert chart["PodDisruptionBudget"]["spec"]["minAvailable"] == base["PodDisruptionBudget"]["spec"]["minAvailable"]
    assert chart["Service"]["spec"]["ports"] == base["Service"]["spec"]["ports"]
    assert "ServiceMonitor" not in chart  # off by default: not every cluster has the Prometheus Operator


def test_crds_are_those_of_bases() -> None:
    for crd in (ROOT / "bases" / "crds").glob("kfgen.dev_*.yaml"):
        assert (CHART / "crds" / crd.name).read_text() == crd.read_text()


def test_notes_name_the_environments(tmp_path: Path) -> None:
    # helm 3 contacts the cluster even with --dry-run=client; helm 4 does not
    result = helm(
        "helm4",
        "install",
        "kfgen",
        str(CHART),
        "--dry-run=client",
        "--namespace",
        "kfgen-system",
        "-f",
        str(ROOT / "tests" / "data" / "helm" / "gitops" / "values.yaml"),
        home=tmp_path,
    )
    notes = result.stdout.split("NOTES:", 1)[1]
    assert "Environments: dev, prod, staging" in notes
    assert "TrainingSpecs: 3" in notes


# post-renderer -----------------------------------------------------------------------------------------


def post_rendered(name: str, home: Path) -> str:
    if name == "helm3":
        return template(
            "helm3",
            "gitops",
            "--post-renderer",
            KFGEN,
            "--post-renderer-args",
            "post-render",
            "--post-renderer-args",
            "--env=prod",
        )
    helm("helm4", "plugin", "install", str(ROOT / "helm-plugin"), home=home)
    assert "postrenderer/v1" in helm("helm4", "plugin", "list", home=home).stdout
    return template("helm4", "gitops", "--post-renderer", "kfgen", "--post-renderer-args", "--env=prod", home=home)


@pytest.fixture(scope="module", params=HELMS)
def post_render_output(request: pytest.FixtureRequest, tmp_path_factory: pytest.TempPathFactory) -> str:
    return post_rendered(request.param, tmp_path_factory.mktemp(request.param))


def test_post_render_expands_like_kfgen_render(post_render_output: str) -> None:
    objects = documents(post_render_output)
    assert not [o for o in objects if o["kind"] == "TrainingSpec"]
    generated = [
        o for o in objects if (o["metadata"].get("labels") or {}).get("app.kubernetes.io/managed-by") == "kfgen"
    ]
    rendered = run_kfgen("render", "--env", "prod", "bases/trainingspecs")
    assert rendered.returncode == 0, rendered.stderr
    assert sorted_objects(generated) == sorted_objects(documents(rendered.stdout))
    assert strict_problems(objects) == []


def sorted_objects(objects: list[dict[str, Any]]) -> list[dict[str, Any]]:
    """Helm 4 orders the post-rendered objects itself (and renames their # Source)."""
    return sorted(objects, key=lambda o: (o["kind"], o["metadata"].get("namespace", ""), o["metadata"]["name"]))


def test_post_render_passes_the_rest_through_unchanged(post_render_output: str) -> None:
    plain = postrender.split(template("helm3", "gitops"))
    kept = [c for c in plain if not any(shapes.is_kfgen(d, schema.TRAINING_SPEC) for d in yaml.safe_load_all(c))]
    assert len(kept) > 10
    out = postrender.split(post_render_output)
    others = [
        d
        for d in documents(post_render_output)
        if (d["metadata"].get("labels") or {}).get("app.kubernetes.io/managed-by") != "kfgen"
    ]
    assert sorted_objects(others) == sorted_objects([d for c in kept for d in documents(c)])
    if "generated-by-postrender" not in post_render_output:  # helm 3 keeps the text, comments and order
        assert out[: len(kept)] == kept


def test_post_render_keeps_document_text() -> None:
    text = "# Source: a.yaml\napiVersion: v1\nkind: ConfigMap   # odd spacing kept\nmetadata: {name: a}\n"
    output, results = postrender.post_render(text + "---\n# only a comment\n", None)
    assert results == []
    assert output == "---\n" + text


def test_post_render_error_fails_helm(tmp_path: Path) -> None:
    result = helm(
        "helm3",
        "template",
        "kfgen",
        str(CHART),
        "-f",
        str(ROOT / "tests" / "data" / "helm" / "gitops" / "values.yaml"),
        "--post-renderer",
        KFGEN,
        "--post-renderer-args",
        "post-render",
        "--post-renderer-args",
        "--env=nope",
        check=False,
    )
    assert result.returncode != 0
    assert "unknown environment 'nope'" in result.stderr
