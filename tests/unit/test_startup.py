"""The render path and the KRM function import nothing heavy: no kubernetes, kopf or jsonschema.

The KRM function starts once per kustomize or kpt build and on every Argo CD refresh, so its path also leaves
out what only other commands, other inputs or a large build need.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from typing import Any

import pytest
import yaml
from conftest import ROOT, environment_file
from hypothesis import given
from hypothesis import strategies as st

from kfgen.checks import size

HEAVY = ("kubernetes", "kopf", "jsonschema", "prometheus_client", "ruamel")
# Each with what keeps it off the function's path.
NOT_ON_THE_FN_PATH = (
    "kfgen.controller",  # the in-cluster controller's package
    "kfgen.diff",  # `kfgen diff`: kfgen.cli.diffing imports it when the command runs
    "kfgen.migrate",  # `kfgen import`
    "kfgen.workloads.readpod",  # a workload's read_back imports its readers when `kfgen import` calls it
    "kfgen.workloads.readroles",
    "kfgen.workloads.readtracking",
    "kfgen.workloads.trainjob.read",
    "kfgen.gen.chart",  # `python -m kfgen.gen` and the Helm chart
    "kfgen.gen.docs",
    "kfgen.gen",
    "argparse",  # kfgen.cli.main runs `fn` without building the parser
    "kfgen.checks.secretpatterns",  # kfgen.checks.credentials: no string here starts a key, so no detector is compiled
    "orjson",  # kfgen.checks.size.surely_fits: the standard library measures a small build
    "dataclasses",  # plain classes (kfgen.api, kfgen.model, kfgen.core), and no orjson (which imports it)
    "inspect",  # dataclasses' import
    "difflib",  # kfgen.checks.hints: no kind or override name has enough letters of a known one
    "kfgen.cli.batch",  # kfgen.cli.krm: a build of a few items is expanded here (tempfile, shutil, dataclasses with it)
    "kfgen.features.tuning.substitution",  # kfgen.features.trial_problems: only for a spec with a tuning block
    "signal",  # kfgen.io.interrupt: SIGTERM unwound only while `-o` writes files (its enums cost every start)
    "yaml_rs",  # kfgen.io.yamlio: PyYAML reads a small input in less time than yaml-rs takes to import
    "pathlib",  # kfgen.cli.locations imports it to read a file a message is located in (urllib.parse with it)
    "shutil",  # kfgen.cli.function: only an echo past the input bound copies the rest of stdin
    "hashlib",  # kfgen.digest: sha256 from the interpreter's own module (hashlib's _hashlib loads OpenSSL)
    "_hashlib",
)
# What `kfgen render` of one spec leaves out besides (it reads files, so pathlib is on its path; argparse's help
# formatter imports shutil).
NOT_ON_THE_RENDER_PATH = (
    "yaml_rs",
    "hashlib",
    "_hashlib",
    "tempfile",  # kfgen.cli.batch.Spool: only an output past 64 M characters (random with it)
    "dataclasses",  # kfgen.io.files: plain classes
    "inspect",
    "kfgen.migrate",
)


def imported_modules(*args: str, stdin: str | None = None) -> set[str]:
    """The modules a `kfgen` command imports (by their full names) beyond what the interpreter's own start imports
    (an environment's .pth files may import pathlib or tempfile before any kfgen code runs)."""
    return _imports(["-m", "kfgen.cli", *args], stdin) - _imports(["-c", "pass"], None)


def _imports(command: list[str], stdin: str | None) -> set[str]:
    result = subprocess.run(
        [sys.executable, "-X", "importtime", *command],
        input=stdin,
        capture_output=True,
        text=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert result.returncode == 0, result.stderr[-2000:]
    return {line.split("|")[-1].strip() for line in result.stderr.splitlines() if line.startswith("import time:")} - {
        "imported package"
    }


def packages(modules: set[str]) -> set[str]:
    return {name.split(".")[0] for name in modules}


def resource_list(spec: str, environment: str, *others: dict[str, Any]) -> str:
    return yaml.safe_dump(
        {
            "apiVersion": "config.kubernetes.io/v1",
            "kind": "ResourceList",
            "items": [*yaml.safe_load_all((ROOT / "examples" / spec).read_text()), *others],
            "functionConfig": yaml.safe_load(environment_file(environment).read_text()),
        }
    )


def below(modules: set[str], name: str) -> set[str]:
    return {m for m in modules if m == name or m.startswith(name + ".")}


def test_render_imports_nothing_heavy() -> None:
    modules = imported_modules("render", "--env", "prod", "examples/pytorch-resnet50.yaml")
    assert "kfgen" in modules and "yaml" in modules
    assert packages(modules).isdisjoint(HEAVY), sorted(packages(modules) & set(HEAVY))


def test_render_leaves_out_import() -> None:
    """`kfgen import`'s modules (kfgen.migrate.shape builds its type tables at import, 5 ms) load only for it: the
    command line's modules that borrow a helper of theirs import it when they use it."""
    modules = imported_modules("render", "--env", "prod", "examples/pytorch-resnet50.yaml")
    assert not below(modules, "kfgen.migrate"), sorted(below(modules, "kfgen.migrate"))


def test_fn_imports_nothing_heavy() -> None:
    modules = imported_modules("fn", stdin=resource_list("jax-mnist.yaml", "dev"))
    assert packages(modules).isdisjoint(HEAVY), sorted(packages(modules) & set(HEAVY))


@pytest.mark.parametrize("name", NOT_ON_THE_FN_PATH)
def test_fn_leaves_out(name: str, fn_modules: set[str]) -> None:
    """A spec rendered for the prod Environment (every feature at work) with a ConfigMap passed through."""
    assert not below(fn_modules, name), sorted(below(fn_modules, name))


@pytest.fixture(scope="module")
def fn_modules() -> set[str]:
    config_map = {"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "settings"}, "data": {"a": "b"}}
    modules = imported_modules("fn", stdin=resource_list("pytorch-resnet50.yaml", "prod", config_map))
    assert {"kfgen.features.monitoring", "kfgen.features.queue", "kfgen.generated.environment_validator"} <= modules
    return modules


@pytest.mark.parametrize("name", NOT_ON_THE_RENDER_PATH)
def test_render_of_one_spec_leaves_out(name: str, render_modules: set[str]) -> None:
    assert not below(render_modules, name), sorted(below(render_modules, name))


@pytest.fixture(scope="module")
def render_modules() -> set[str]:
    modules = imported_modules("render", "--env", "prod", "examples/pytorch-resnet50.yaml")
    assert {"kfgen.features.monitoring", "kfgen.generated.trainingspec_validator"} <= modules
    return modules


def test_yaml_rs_reads_once_the_texts_read_pay_for_its_import(monkeypatch: pytest.MonkeyPatch) -> None:
    """kfgen.io.yamlfast.pays_off: a small input is read by PyYAML, yaml-rs imported once PAYS_OFF characters came."""
    from kfgen.io import yamlfast, yamlio

    monkeypatch.setattr(yamlfast, "_read", 0)
    monkeypatch.setattr(yamlfast, "_native", None)
    assert yamlio.parse("a: 1\n", "x") == ([{"a": 1}], []) and yamlfast._native is None
    large = "".join(f"---\nname{i}: {i}\n" for i in range(yamlfast.PAYS_OFF // 10))
    assert yamlio.parse(large, "x") == ([{f"name{i}": i} for i in range(yamlfast.PAYS_OFF // 10)], [])
    assert yamlfast._native is not None  # imported (False where yaml-rs is not installed)


def test_a_digest_is_hashlibs_before_and_after_openssl_takes_over(monkeypatch: pytest.MonkeyPatch) -> None:
    import hashlib

    from kfgen import digest

    monkeypatch.setattr(digest, "_digests", 0)
    monkeypatch.setattr(digest, "_openssl", None)
    data = [f"spec {i}".encode() * i for i in range(digest.OPENSSL_FROM + 2)]
    assert [digest.sha256_hex(d) for d in data] == [hashlib.sha256(d).hexdigest() for d in data]
    assert digest._openssl is hashlib.sha256


def test_the_function_takes_batch_from_where_batch_does() -> None:
    from kfgen.cli import batch, krm

    assert krm.BATCH_FROM == batch.PARALLEL_FROM


def test_a_validator_compiles_no_pattern_on_import() -> None:
    """kfgen.gen makes REGEX_PATTERNS compile each pattern on first use: the fields an input has."""
    code = (
        "from kfgen.generated import environment_validator as e, trainingspec_validator as t; "
        "print(len(e.REGEX_PATTERNS), len(t.REGEX_PATTERNS))"
    )
    result = subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)}
    )
    assert result.stdout.split() == ["0", "0"], result.stderr[-2000:]


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | st.text(),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(), inner, max_size=4),
    max_leaves=20,
)
NUMBERS = (1e-05, 1e-06, 1.2345678901234567e-05, 5e-324, 1.7976931348623157e308, 1e16, -0.0, 2**63 - 1, -(2**63))


@given(JSON)
def test_the_screen_is_at_least_half_of_the_exact_size(value: Any) -> None:
    """kfgen.checks.size.surely_fits takes half the limit by the standard library for within it by orjson."""
    assert size.json_size(value) <= 2 * len(json.dumps(value, separators=(",", ":"), allow_nan=False))


@pytest.mark.parametrize("number", NUMBERS)
def test_orjson_writes_no_number_twice_as_long(number: float) -> None:
    assert size.json_size(number) <= 2 * len(json.dumps(number))


def test_a_large_build_is_measured_by_orjson(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(size, "_screened", size.SCREEN_BYTES + 1)
    assert not size.surely_fits({"a": "b"})
