"""The kfgen image, built without a Docker engine (scripts/build-image.sh: debootstrap + buildah) and run
with podman: the controller's CLI, the KRM function under both names, and `kpt fn eval --image`."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

import pytest
import yaml
from conftest import ROOT, run_kfgen

VERSION = "0.1.0"
IMAGE, FN_IMAGE = (
    f"ghcr.io/kfgen-dev/kfgen:{VERSION}",
    f"ghcr.io/kfgen-dev/kfgen:{VERSION}-fn",
)  # scripts/build-image.sh
ENV = {**os.environ, "CONTAINERS_CONF": str(ROOT / "scripts" / "podman-ci.conf"), "KPT_FN_RUNTIME": "podman"}
SPEC = {
    "apiVersion": "kfgen.dev/v1alpha1",
    "kind": "TrainingSpec",
    "metadata": {"name": "a"},
    "spec": {"framework": "pytorch", "image": "x:1", "command": ["python"], "replicas": {"worker": 1}},
}
RESOURCE_LIST = yaml.safe_dump({"apiVersion": "config.kubernetes.io/v1", "kind": "ResourceList", "items": [SPEC]})


def run(*args: str, stdin: str | None = None) -> subprocess.CompletedProcess[str]:
    result = subprocess.run(list(args), input=stdin, capture_output=True, text=True, env=ENV, timeout=900)
    assert result.returncode == 0, f"{args}: {result.stderr[-3000:]}"
    return result


@pytest.fixture(scope="module")
def image_size() -> int:
    return int(run("bash", str(ROOT / "scripts" / "build-image.sh")).stdout.split()[-1])


def podman(*args: str, stdin: str | None = None) -> str:
    return run("podman", "run", "--rm", "-i", "--network", "none", "--read-only", *args, stdin=stdin).stdout


def test_image_is_small_and_non_root(image_size: int) -> None:
    assert image_size < 200_000_000
    config = run("podman", "image", "inspect", "--format", "{{.Config.User}} {{.Config.Entrypoint}}", IMAGE).stdout
    assert config.split()[0] == "10001:10001"
    assert podman("--entrypoint", "python3.11", IMAGE, "-c", "import os; print(os.getuid())").strip() == "10001"


def test_controller_help_runs(image_size: int) -> None:
    assert "--namespace-selector" in podman(IMAGE, "controller", "--help")


@pytest.mark.parametrize("how", [(FN_IMAGE,), ("--entrypoint", "kfgen-fn", IMAGE), (IMAGE, "fn")])
def test_function_expands_in_the_image(image_size: int, how: tuple[str, ...]) -> None:
    out = yaml.safe_load(podman(*how, stdin=RESOURCE_LIST))
    assert [i["kind"] for i in out["items"]] == ["ServiceAccount", "PyTorchJob"]


def test_kpt_fn_eval_runs_the_image_under_podman(image_size: int, tmp_path: Path) -> None:
    shutil.copy(ROOT / "examples" / "pytorch-cpu-dev.yaml", tmp_path)
    run(
        "kpt",
        "fn",
        "eval",
        str(tmp_path),
        "--image",
        FN_IMAGE,
        "--fn-config",
        str(ROOT / "overlays" / "dev" / "environment.yaml"),
    )
    # kpt in place: the spec stays as written, its objects go to generated/<name>.yaml
    assert (tmp_path / "pytorch-cpu-dev.yaml").read_text() == (ROOT / "examples" / "pytorch-cpu-dev.yaml").read_text()
    kinds = sorted(
        d["kind"] for p in (tmp_path / "generated").glob("*.yaml") for d in yaml.safe_load_all(p.read_text()) if d
    )
    assert "PyTorchJob" in kinds and "TrainingSpec" not in kinds


def test_the_argocd_plugin_runs_from_the_image(image_size: int, tmp_path: Path) -> None:
    """argocd/cmp/plugin.yaml's commands in the image as Argo CD's sidecar runs them (UID 999, read-only root,
    no network, no shell tools): discovery claims the overlay and not the controller path's directory, and
    generate builds the overlay with kustomize and the function."""
    repo = tmp_path / "repo"
    assert run_kfgen("init", str(repo)).returncode == 0
    shutil.copytree(ROOT / "controller" / "gitops-example", repo / "specs-raw")
    plugin = yaml.safe_load((ROOT / "argocd" / "cmp" / "plugin.yaml").read_text())["spec"]
    sidecar = (
        "--user",
        "999",
        "--tmpfs",
        "/tmp",
        "-v",
        f"{repo}:/repo:ro",
        "--entrypoint",
        plugin["init"]["command"][0],
    )

    def step(command: list[str], directory: str) -> str:
        return podman(*sidecar, "--workdir", f"/repo/{directory}", IMAGE, *command[1:])

    discover = plugin["discover"]["find"]["command"]
    assert step(discover, "overlays/prod").strip() == "environment.yaml"
    assert step(discover, "specs-raw") == ""
    built = list(yaml.safe_load_all(step(plugin["generate"]["command"], "overlays/prod")))
    assert "PyTorchJob" in {o["kind"] for o in built} and "TrainingSpec" not in {o["kind"] for o in built}
