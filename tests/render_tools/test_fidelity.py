"""Data fidelity through the real tools: strings stay the same strings, whoever reads them.

Random and tricky strings go, as a pass-through ConfigMap's data and as a TrainingSpec's env, through
`kfgen fn`, `kustomize build` (kfgen as its exec transformer) and `kpt fn eval`. What kfgen writes must
read back as exactly the input with a YAML 1.1 reader (PyYAML) and a YAML 1.2 reader (ruamel.yaml);
what kustomize and kpt write (go-yaml v3, their own quoting) with the YAML 1.2 reader.
"""

from __future__ import annotations

import json
import os
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import ROOT, tool
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from ruamel.yaml import YAML

TRICKY = [
    "1e3",
    "1E3",
    "0o17",
    "0755",
    "1:30",
    "12:30:45",
    "1_000",
    "0b101",
    "0x1F",
    "0x_1",
    ".inf",
    "-.inf",
    ".NaN",
    "+3",
    "-0",
    "+.5",
    "0e0",
    "0.1e-5",
    "yes",
    "no",
    "on",
    "off",
    "y",
    "n",
    "Y",
    "N",
    "true",
    "False",
    "null",
    "Null",
    "~",
    "",
    "2001-01-01",
    "2001-12-14t21:59:43.10-05:00",
    "1.0",
    "=",
    "<<",
    "!tag",
    "&a",
    "*a",
    "- x",
    "? x",
    ": x",
    "#c",
    "a: b",
    "a #b",
    "[1]",
    "{a: 1}",
    "'q'",
    '"dq"',
    "%x",
    "@x",
    "`x",
    " lead",
    "trail ",
    "multi\nline",
    "multi\nline\n",
    "tab\tx",
    "unicode é ✓",
    "0o",
    "0b",
    "0x",
    "._",
    "...",
    "---",
    "1,000",
    "0.",
    ".5",
    "+1_0",
    "0b_1",
    "09",
    "1e",
    "e3",
    "inf",
    "nan",
    "NaN",
    "-",
    "--a",
]
# What a YAML stream may carry (no control characters but tab and newline, no byte-order mark).
TEXT = st.text(
    st.characters(blacklist_categories=("Cc", "Cs"), blacklist_characters="\ufeff\ufffe\uffff")
    | st.sampled_from("\t\n"),
    max_size=12,
)
STRINGS = st.lists(st.sampled_from(TRICKY) | TEXT, min_size=1, max_size=40)
ENVIRONMENT = {
    "apiVersion": "kfgen.dev/v1alpha1",
    "kind": "Environment",
    "metadata": {
        "name": "dev",
        "annotations": {
            "config.kubernetes.io/function": json.dumps({"exec": {"path": str(ROOT / "bin" / "kfgen-fn")}})
        },
    },
    "spec": {"namespace": "ml-dev"},
}


def _float_or_string(constructor: Any, node: Any) -> Any:
    try:
        return type(constructor).construct_yaml_float(constructor, node)
    except ValueError:
        return node.value


def yaml12(text: str) -> list[Any]:
    reader = YAML(typ="safe", pure=True)
    reader.version = (1, 2)
    # ruamel keeps YAML 1.1's "=" (value) and "<<" (merge) tags for values, where 1.2 has plain strings
    for tag in ("tag:yaml.org,2002:value", "tag:yaml.org,2002:merge"):
        reader.constructor.add_constructor(tag, lambda constructor, node: node.value)
    # and it takes "._" for a float, which neither the 1.2 core schema nor go-yaml does
    reader.constructor.add_constructor("tag:yaml.org,2002:float", _float_or_string)
    return [doc for doc in reader.load_all(text) if doc is not None]


def write_inputs(directory: Path, values: list[str]) -> None:
    config_map = {
        "apiVersion": "v1",
        "kind": "ConfigMap",
        "metadata": {"name": "data"},
        "data": {f"k{i}": v for i, v in enumerate(values)},
    }
    spec = {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "TrainingSpec",
        "metadata": {"name": "train"},
        "spec": {"framework": "pytorch", "image": "x:1", "env": {f"V{i}": v for i, v in enumerate(values)}},
    }
    # JSON, so that no reader can misread the input; raw UTF-8, as YAML has no surrogate escapes
    (directory / "configmap.yaml").write_text(json.dumps(config_map, ensure_ascii=False))
    (directory / "spec.yaml").write_text(json.dumps(spec, ensure_ascii=False))
    (directory / "environment.yaml").write_text(json.dumps(ENVIRONMENT))
    (directory / "kustomization.yaml").write_text(
        "resources: [configmap.yaml, spec.yaml]\ntransformers: [environment.yaml]\n"
    )


def yaml11(text: str) -> list[Any]:
    return list(yaml.safe_load_all(text))


def check(output: str, values: list[str], readers: tuple[Any, ...] = (yaml12,)) -> None:
    for reader in readers:
        docs = [d for d in reader(output) if isinstance(d, dict)]
        items = docs[0]["items"] if len(docs) == 1 and docs[0].get("kind") == "ResourceList" else docs
        config_map = next(d for d in items if d["kind"] == "ConfigMap")
        assert dict(config_map["data"]) == {f"k{i}": v for i, v in enumerate(values)}
        job = next(d for d in items if d["kind"] == "PyTorchJob")
        env = job["spec"]["pytorchReplicaSpecs"]["Worker"]["template"]["spec"]["containers"][0]["env"]
        assert {e["name"]: e["value"] for e in env} == {f"V{i}": v for i, v in enumerate(values)}


def run(*args: str, cwd: Path) -> str:
    environ = {**os.environ, "KFGEN": str(ROOT / "bin" / "kfgen-local")}
    result = subprocess.run(list(args), capture_output=True, text=True, cwd=cwd, env=environ, timeout=300)
    assert result.returncode == 0, result.stderr
    return result.stdout


SETTINGS = settings(max_examples=12, deadline=None, database=None, suppress_health_check=list(HealthCheck))


@SETTINGS
@given(values=STRINGS)
def test_kustomize_keeps_every_string(values: list[str], tmp_path_factory: pytest.TempPathFactory) -> None:
    directory = tmp_path_factory.mktemp("kustomize")
    write_inputs(directory, values)
    check(
        run(tool("kustomize"), "build", "--enable-alpha-plugins", "--enable-exec", str(directory), cwd=directory),
        values,
    )


@SETTINGS
@given(values=STRINGS)
def test_kpt_keeps_every_string(values: list[str], tmp_path_factory: pytest.TempPathFactory) -> None:
    directory = tmp_path_factory.mktemp("kpt")
    write_inputs(directory, values)
    (directory / "kustomization.yaml").unlink()
    (directory / "environment.yaml").unlink()
    config = directory.parent / f"{directory.name}-environment.yaml"
    config.write_text(json.dumps(ENVIRONMENT))
    check(
        run(
            tool("kpt"),
            "fn",
            "eval",
            str(directory),
            "--exec",
            str(ROOT / "bin" / "kfgen-fn"),
            "--fn-config",
            str(config),
            "-o",
            "stdout",
            cwd=directory,
        ),
        values,
    )


@SETTINGS
@given(values=STRINGS)
def test_kfgen_fn_output_means_the_same_to_yaml_1_1_and_1_2(
    values: list[str], tmp_path_factory: pytest.TempPathFactory
) -> None:
    directory = tmp_path_factory.mktemp("fn")
    write_inputs(directory, values)
    items = [json.loads((directory / name).read_text()) for name in ("configmap.yaml", "spec.yaml")]
    resource_list = {
        "apiVersion": "config.kubernetes.io/v1",
        "kind": "ResourceList",
        "items": items,
        "functionConfig": ENVIRONMENT,
    }
    environ = {**os.environ, "PYTHONPATH": str(ROOT)}
    result = subprocess.run(
        ["python3", "-m", "kfgen.cli", "fn"],
        input=json.dumps(resource_list, ensure_ascii=False),
        text=True,
        capture_output=True,
        env=environ,
        timeout=120,
        check=False,
    )
    assert result.returncode == 0, result.stderr
    check(result.stdout, values, (yaml11, yaml12))


def test_every_tricky_string_survives_kustomize(tmp_path: Path) -> None:
    write_inputs(tmp_path, TRICKY)
    check(
        run(tool("kustomize"), "build", "--enable-alpha-plugins", "--enable-exec", str(tmp_path), cwd=tmp_path), TRICKY
    )
