"""`helm package charts/kfgen` as docs/install.md says, with the real helm 3 and helm 4: the .tgz renders what the
chart directory renders, and its version, appVersion and image tag are kfgen's version."""

from __future__ import annotations

import subprocess
import tarfile
import tomllib
from pathlib import Path

import pytest
import yaml
from conftest import ROOT, tool

from kfgen import api

VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]


def helm(name: str, *args: str, cwd: Path) -> str:
    home = {f"HELM_{d}_HOME": str(cwd / "helm-home" / d.lower()) for d in ("CONFIG", "DATA", "CACHE")}
    result = subprocess.run([tool(name), *args], capture_output=True, text=True, cwd=cwd, env=home, timeout=300)
    assert result.returncode == 0, f"{name} {args}: {result.stderr}"
    return result.stdout


@pytest.mark.parametrize("name", ["helm3", "helm4"])
def test_the_packaged_chart_renders_as_the_directory(name: str, tmp_path: Path) -> None:
    helm(name, "package", str(ROOT / "charts" / "kfgen"), "--destination", str(tmp_path), cwd=tmp_path)
    package = tmp_path / f"kfgen-{VERSION}.tgz"
    assert package.is_file(), sorted(p.name for p in tmp_path.iterdir())
    with tarfile.open(package) as tgz:
        chart = tgz.extractfile("kfgen/Chart.yaml")
        assert chart is not None
        meta = yaml.safe_load(chart.read())
    assert (meta["version"], meta["appVersion"]) == (VERSION, VERSION)

    case = ROOT / "tests" / "data" / "helm" / "default"
    args = ("--namespace", "kfgen-system", "--include-crds", "-f", str(case / "values.yaml"))
    rendered = helm(name, "template", "kfgen", str(package), *args, cwd=tmp_path)
    objects = [d for d in yaml.safe_load_all(rendered) if d]
    assert objects == [d for d in yaml.safe_load_all((case / "expected.yaml").read_text()) if d]  # helm 4 spaces apart
    images = {
        c["image"] for d in objects if d["kind"] == "Deployment" for c in d["spec"]["template"]["spec"]["containers"]
    }
    assert images == {api.IMAGE} == {f"ghcr.io/kfgen-dev/kfgen:{VERSION}"}
