"""The render path and the KRM function import nothing heavy: no kubernetes, kopf or jsonschema."""

from __future__ import annotations

import os
import subprocess
import sys

import yaml
from conftest import ROOT, environment_file

HEAVY = ("kubernetes", "kopf", "jsonschema", "prometheus_client", "ruamel")


def imported_modules(*args: str, stdin: str | None = None) -> set[str]:
    result = subprocess.run(
        [sys.executable, "-X", "importtime", "-m", "kfgen.cli", *args],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert result.returncode == 0, result.stderr[-2000:]
    return {
        line.split("|")[-1].strip().split(".")[0]
        for line in result.stderr.splitlines()
        if line.startswith("import time:")
    }


def test_render_imports_nothing_heavy() -> None:
    modules = imported_modules("render", "--env", "prod", "examples/pytorch-resnet50.yaml")
    assert "kfgen" in modules and "yaml" in modules
    assert modules.isdisjoint(HEAVY), sorted(modules & set(HEAVY))


def test_fn_imports_nothing_heavy() -> None:
    resource_list = {
        "apiVersion": "config.kubernetes.io/v1",
        "kind": "ResourceList",
        "items": list(yaml.safe_load_all((ROOT / "examples" / "jax-mnist.yaml").read_text())),
        "functionConfig": yaml.safe_load(environment_file("dev").read_text()),
    }
    modules = imported_modules("fn", stdin=yaml.safe_dump(resource_list))
    assert modules.isdisjoint(HEAVY), sorted(modules & set(HEAVY))
