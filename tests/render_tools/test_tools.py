"""The plugin paths with the real tools: standalone kustomize v5, kpt, and kubectl's kustomize."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
from pathlib import Path
from typing import Any, cast

import pytest
import yaml
from conftest import ENVIRONMENTS, ROOT, environment_file, run_kfgen, tool
from upstream import validate_strict

from kfgen.io import yamlio


def run(*args: str, cwd: Path = ROOT, check: bool = True) -> subprocess.CompletedProcess[str]:
    """With this checkout's `kfgen-fn` (bin/, what pip installs as a console script) first on PATH."""
    env = {**os.environ, "PATH": f"{ROOT / 'bin'}{os.pathsep}{os.environ['PATH']}"}
    result = subprocess.run(list(args), capture_output=True, text=True, cwd=cwd, env=env, timeout=300)
    if check:
        assert result.returncode == 0, f"{args}: {result.stderr}"
    return result


def kustomize_build(target: Path) -> str:
    return run(tool("kustomize"), "build", "--enable-alpha-plugins", "--enable-exec", str(target)).stdout


def identity(obj: dict[str, Any]) -> tuple[str, str, str]:
    return obj["kind"], obj["metadata"].get("namespace", ""), obj["metadata"]["name"]


def by_identity(objects: list[dict[str, Any]]) -> dict[tuple[str, str, str], dict[str, Any]]:
    return {identity(o): o for o in objects}


@pytest.fixture(scope="module", params=ENVIRONMENTS)
def overlay_build(request: pytest.FixtureRequest) -> tuple[str, str]:
    return request.param, kustomize_build(ROOT / "overlays" / request.param)


def test_kustomize_build_expands_every_spec(overlay_build: tuple[str, str]) -> None:
    env, text = overlay_build
    objects = list(yaml.safe_load_all(text))
    assert not [o for o in objects if o["kind"] in ("TrainingSpec", "Environment")]
    jobs = [o for o in objects if o["kind"] in ("PyTorchJob", "TFJob", "TrainJob")]
    specs = sorted(j["metadata"]["labels"]["kfgen.dev/trainingspec"] for j in jobs)
    assert specs == ["llm-finetune", "mnist-training", "resnet-distributed"]
    assert all(
        j["metadata"]["name"] == f"{j['metadata']['labels']['kfgen.dev/trainingspec']}-"
        f"{j['metadata']['labels']['kfgen.dev/revision']}"
        for j in jobs
    )
    assert {j["metadata"]["namespace"] for j in jobs} == {f"ml-{env}"}
    check = run_kfgen("check-build", "-", "--expect", "bases/trainingspecs", stdin=text)
    assert check.returncode == 0, check.stderr


def test_kustomize_output_passes_strict_upstream_validation(overlay_build: tuple[str, str]) -> None:
    problems = [p for obj in yaml.safe_load_all(overlay_build[1]) for p in validate_strict(obj)]
    assert problems == []


def test_kustomize_matches_kfgen_render(overlay_build: tuple[str, str]) -> None:
    env, text = overlay_build
    rendered = run_kfgen("render", "--env", env, "bases/trainingspecs")
    assert rendered.returncode == 0, rendered.stderr
    generated = [
        o
        for o in yaml.safe_load_all(text)
        if (o["metadata"].get("labels") or {}).get("app.kubernetes.io/managed-by") == "kfgen"
    ]
    built = by_identity(generated)
    expected = by_identity(list(yaml.safe_load_all(rendered.stdout)))
    if env == "prod":  # the prod overlay patches the TrainingSpec before the function runs: a new revision
        job = _pop_job(expected, "PyTorchJob", "resnet-distributed")
        patched = _pop_job(built, "PyTorchJob", "resnet-distributed")
        assert job["spec"]["runPolicy"]["backoffLimit"] == 3
        assert patched["spec"]["runPolicy"]["backoffLimit"] == 5
        assert patched["metadata"]["name"] != job["metadata"]["name"]
        # the job's name is also in its pods' MLflow run tags and names its network policy
        names = (job["metadata"]["name"], patched["metadata"]["name"])
        for obj in (job, patched):
            obj["spec"]["runPolicy"]["backoffLimit"] = 5
            obj["metadata"]["labels"].pop("kfgen.dev/revision")
        assert _without_hash(_renamed(patched, names)) == _without_hash(_renamed(job, names))
        network = [_pop_job(objects, "NetworkPolicy", "resnet-distributed") for objects in (expected, built)]
        assert _without_hash(_renamed(network[0], names)) == _without_hash(_renamed(network[1], names))
        for obj in [*expected.values(), *built.values()]:
            if obj["metadata"]["name"].startswith("resnet-"):
                obj["metadata"]["annotations"].pop("kfgen.dev/spec-hash")
    assert built == expected


def _pop_job(objects: dict[tuple[str, str, str], dict[str, Any]], kind: str, spec: str) -> dict[str, Any]:
    key = next(
        k for k, o in objects.items() if k[0] == kind and o["metadata"]["labels"].get("kfgen.dev/trainingspec") == spec
    )
    return objects.pop(key)


def _renamed(obj: dict[str, Any], names: tuple[str, ...]) -> dict[str, Any]:
    text = json.dumps(obj)
    for name in names:
        text = text.replace(name, "resnet-distributed-job")
    return cast("dict[str, Any]", json.loads(text))


def _without_hash(obj: dict[str, Any]) -> dict[str, Any]:
    obj["metadata"]["annotations"].pop("kfgen.dev/spec-hash")
    return obj


def test_kustomize_build_is_deterministic() -> None:
    assert kustomize_build(ROOT / "overlays" / "prod") == kustomize_build(ROOT / "overlays" / "prod")


def test_kubectl_kustomize_skips_the_function_and_check_build_catches_it() -> None:
    skipped = run("kubectl", "kustomize", "--enable-alpha-plugins", "overlays/prod")
    kinds = [o["kind"] for o in yaml.safe_load_all(skipped.stdout)]
    assert "PyTorchJob" not in kinds  # the silent skip this test guards against
    check = run_kfgen("check-build", "-", stdin=skipped.stdout)
    assert check.returncode == 1
    assert "no kfgen-generated job in the built output" in check.stderr
    expect = run_kfgen("check-build", "-", "--expect", "bases/trainingspecs", stdin=skipped.stdout)
    assert expect.returncode == 1
    assert "no job generated from TrainingSpec 'resnet-distributed'" in expect.stderr


def test_check_build_fails_on_a_trainingspec_left_in_the_output(tmp_path: Path) -> None:
    shutil.copy(ROOT / "examples" / "jax-mnist.yaml", tmp_path / "spec.yaml")
    (tmp_path / "kustomization.yaml").write_text("resources: [spec.yaml]\n")
    built = run(tool("kustomize"), "build", str(tmp_path)).stdout
    check = run_kfgen("check-build", "-", stdin=built)
    assert check.returncode == 1
    assert "TrainingSpec 'jax-mnist' is in the built output" in check.stderr


def test_kustomize_reports_function_errors(tmp_path: Path) -> None:
    shutil.copytree(ROOT / "bases", tmp_path / "bases")
    shutil.copytree(ROOT / "overlays" / "dev", tmp_path / "overlays" / "dev")
    spec = tmp_path / "bases" / "trainingspecs" / "pytorch-resnet50.yaml"
    spec.write_text(spec.read_text().replace("replicas: {master: 1, worker: 3}", "replicas: {master: 1, worker: -3}"))
    result = run(
        tool("kustomize"),
        "build",
        "--enable-alpha-plugins",
        "--enable-exec",
        str(tmp_path / "overlays" / "dev"),
        check=False,
    )
    assert result.returncode != 0
    assert "spec.replicas.worker: must be ≥ 1" in result.stderr


def kpt_eval(package: Path, env: str | Path, *extra: str) -> subprocess.CompletedProcess[str]:
    """kpt fn eval of the KRM function with an Environment: a shipped one by name, or a file."""
    return run(
        tool("kpt"),
        "fn",
        "eval",
        str(package),
        "--exec",
        "kfgen-fn",
        "--fn-config",
        str(env if isinstance(env, Path) else environment_file(env)),
        *extra,
        check=False,
    )


def without_kpt_annotations(items: list[dict[str, Any]]) -> list[dict[str, Any]]:
    for item in items:
        annotations = item["metadata"].get("annotations", {})
        for key in [k for k in annotations if "config.kubernetes.io/" in k or k.startswith("config.k8s.io/")]:
            del annotations[key]
        if "annotations" in item["metadata"] and not annotations:
            del item["metadata"]["annotations"]
    return items


def test_kpt_fn_eval_to_stdout_matches_render(tmp_path: Path) -> None:
    for name in ("pytorch-resnet50.yaml", "mpi-horovod.yaml"):
        shutil.copy(ROOT / "examples" / name, tmp_path / name)
    result = kpt_eval(tmp_path, "staging", "-o", "stdout")
    assert result.returncode == 0, result.stderr
    items = without_kpt_annotations(yaml.safe_load(result.stdout)["items"])
    assert sorted(i["metadata"]["name"] for i in items if i["kind"] == "TrainingSpec") == [
        "horovod-mnist",
        "resnet-distributed",
    ]
    rendered = run_kfgen("render", "--env", "staging", str(tmp_path))
    generated = [i for i in items if i["kind"] != "TrainingSpec"]
    assert by_identity(generated) == by_identity(list(yaml.safe_load_all(rendered.stdout)))


def test_kpt_fn_eval_in_place_keeps_the_spec_and_is_idempotent(tmp_path: Path) -> None:
    source = (ROOT / "examples" / "tf-mnist-ps.yaml").read_text()
    (tmp_path / "job.yaml").write_text(source)
    first = kpt_eval(tmp_path, "prod")
    assert first.returncode == 0, first.stderr
    assert (tmp_path / "job.yaml").read_text() == source
    generated = tmp_path / "generated" / "mnist-training.yaml"
    after_first = generated.read_text()
    assert "kind: TFJob" in after_first and "kind: TrainingSpec" not in after_first
    second = kpt_eval(tmp_path, "prod")
    assert second.returncode == 0, second.stderr
    assert generated.read_text() == after_first
    files = sorted(p.name for p in tmp_path.rglob("*") if p.is_file())
    assert files == ["environment.prod.yaml", "job.yaml", "mnist-training.yaml"]  # prod's queues: their own file


def test_kpt_keeps_files_when_the_function_fails(tmp_path: Path) -> None:
    text = (ROOT / "examples" / "jax-mnist.yaml").read_text().replace("framework: jax", "framework: caffe")
    (tmp_path / "job.yaml").write_text(text)
    result = kpt_eval(tmp_path, "dev")
    assert result.returncode != 0
    assert "spec.framework: must be one of" in result.stderr
    assert (tmp_path / "job.yaml").read_text() == text


def test_kpt_shows_the_located_line_on_stderr(tmp_path: Path) -> None:
    """kpt prints the results without their file: the function's stderr, which kpt shows under them, has the
    FILE:LINE (the re-test of issue 37, d10: it was empty), where kpt runs in the package, as here."""
    text = (ROOT / "examples" / "jax-mnist.yaml").read_text().replace("framework: jax", "framework: caffe")
    (tmp_path / "job.yaml").write_text(text)
    line = text.splitlines().index("  framework: caffe") + 1
    fn = [tool("kpt"), "fn", "eval", ".", "--exec", "kfgen-fn", "--fn-config", str(environment_file("dev"))]
    result = run(*fn, cwd=tmp_path, check=False)
    assert result.returncode != 0
    message = "kfgen.dev/v1alpha1/TrainingSpec/ml-dev/jax-mnist spec.framework: must be one of: pytorch, tensorflow, "
    assert f"[error] {message}" in result.stderr  # kpt's own line, from the results
    assert f'"job.yaml:{line}: [error] {message}' in result.stderr, result.stderr  # kpt quotes each stderr line


def test_fn_fed_its_own_output_refuses_it_and_is_deterministic() -> None:
    """Its output fed back holds jobs rendered elsewhere as far as a build can tell (a team's own kustomization
    running kfgen first, under a relaxed Environment of the same name, is indistinguishable): refused at each, the
    items echoed unchanged (issue 37 re-test D1). The same input gives the same output."""
    items = list(yaml.safe_load_all((ROOT / "examples" / "pytorch-resnet50.yaml").read_text()))
    config = yaml.safe_load(environment_file("prod").read_text())
    resource_list = {
        "apiVersion": "config.kubernetes.io/v1",
        "kind": "ResourceList",
        "items": items,
        "functionConfig": config,
    }
    once = run_kfgen("fn", stdin=yamlio.dump(resource_list))
    assert once.returncode == 0, once.stderr
    twice = run_kfgen("fn", stdin=once.stdout)
    assert twice.returncode == 1
    out = yaml.safe_load(twice.stdout)
    assert out["items"] == yaml.safe_load(once.stdout)["items"], "a KRM function echoes every input item unchanged"
    jobs = [r for r in out["results"] if r.get("resourceRef", {}).get("kind") == "PyTorchJob"]
    assert jobs and all("was rendered by kfgen elsewhere" in r["message"] for r in jobs), out["results"]
    assert run_kfgen("fn", stdin=yamlio.dump(resource_list)).stdout == once.stdout
