"""`kfgen.load` and `kfgen.render`: the Python API reads and renders exactly as `kfgen render` does.

The same bytes for the examples in every shipped Environment, the same problems (lines) for bad input, the
same reader (not `yaml.safe_load`'s values), the same bounds; the docstring's example runs; importing `kfgen`
stays light.
"""

from __future__ import annotations

import doctest
import os
import subprocess
import sys
from pathlib import Path

import pytest
import yaml
from conftest import ENVIRONMENTS, ROOT, run_kfgen

import kfgen

EXAMPLES = ROOT / "examples"


@pytest.fixture(autouse=True)
def in_the_repository(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(ROOT)  # env="prod" finds overlays/prod/environment.yaml, as the command does


@pytest.mark.parametrize("env", ENVIRONMENTS)
def test_load_and_render_print_what_kfgen_render_prints(env: str) -> None:
    cli = run_kfgen("render", "--env", env, str(EXAMPLES))
    assert cli.returncode == 0, cli.stderr
    rendered = kfgen.render(kfgen.load([EXAMPLES]), env=env)
    assert rendered.ok
    assert rendered.yaml() == cli.stdout
    assert rendered.lines == cli.stderr.splitlines()
    by_path = kfgen.render(str(EXAMPLES), environment=ROOT / "overlays" / env / "environment.yaml")
    assert by_path.yaml() == cli.stdout


def test_a_selection_is_the_commands() -> None:
    cli = run_kfgen("render", "--env", "prod", "--select", "spec=resnet-distributed", "--summary", str(EXAMPLES))
    rendered = kfgen.render(EXAMPLES, env="prod", select=["spec=resnet-distributed"])
    assert rendered.yaml() == cli.stdout
    assert rendered.summary == cli.stderr.splitlines()[-1]


def test_problems_are_the_commands_lines_and_check_raises_them() -> None:
    cli = run_kfgen("render", str(EXAMPLES))
    assert cli.returncode == 1 and cli.stdout == ""
    rendered = kfgen.render([EXAMPLES])
    assert not rendered.ok and rendered.objects == [] and rendered.yaml() == ""
    assert rendered.lines == cli.stderr.splitlines()
    with pytest.raises(kfgen.RenderError) as raised:
        rendered.check()
    assert str(raised.value).splitlines() == [line for line in rendered.lines if "[error] " in line]
    assert raised.value.results == rendered.results
    unknown = kfgen.render(EXAMPLES, env="prd")
    assert unknown.lines == [
        "[error] --env: unknown environment 'prd' (known: dev, prod, staging); pass it among the inputs, as "
        '--environment FILE, or run where overlays/<name>/environment.yaml exists; did you mean "prod"?'
    ]
    bad = kfgen.render(EXAMPLES, select=["kind=PytorchJob"])
    assert bad.lines == [
        "[error] --select: 'kind=PytorchJob': kfgen renders no kind 'PytorchJob'; did you mean kind=PyTorchJob?"
    ]
    with pytest.raises(ValueError, match="env or environment"):
        kfgen.render(EXAMPLES, env="prod", environment="overlays/prod/environment.yaml")


def test_load_reads_as_the_command_not_as_safe_load(tmp_path: Path) -> None:
    source = tmp_path / "values.yaml"
    source.write_text("apiVersion: v1\nkind: Values\na: 0o17\nb: 1_000\nc: 2026-01-01\nd: yes\n")
    loaded = kfgen.load(source)
    assert loaded.ok and loaded.sources == [str(source)]
    # YAML 1.2 as Kubernetes reads it (sigs.k8s.io/yaml), where yaml.safe_load reads YAML 1.1
    assert loaded.items == [{"apiVersion": "v1", "kind": "Values", "a": 15, "b": 1000, "c": "2026-01-01", "d": "yes"}]
    assert list(yaml.safe_load_all(source.read_text())) != loaded.items
    bomb = ROOT / "tests" / "data" / "hostile" / "bound-alias-bomb" / "input.yaml"
    assert [r.message for r in kfgen.load(bomb).results] == [
        "input too large once its aliases are expanded: more than 2000000 nodes or 268435456 characters"
    ]
    missing = kfgen.render(tmp_path / "nothing.yaml")
    assert not missing.ok
    assert missing.lines == run_kfgen("render", str(tmp_path / "nothing.yaml")).stderr.splitlines()


def test_the_docstring_example_runs() -> None:
    from kfgen import pyapi

    failures, tried = doctest.testmod(pyapi, raise_on_error=False, report=True)
    assert (failures, tried > 3) == (0, True)


def test_importing_kfgen_stays_light_and_render_stays_the_function() -> None:
    code = (
        "import sys, kfgen\n"
        "print(sorted(m for m in sys.modules if m.startswith('kfgen.')))\n"
        "import kfgen.core, kfgen.render.meta\n"
        "from kfgen.render import meta\n"
        "print(callable(kfgen.render), meta.__name__)\n"
    )
    out = subprocess.run(
        [sys.executable, "-c", code],
        capture_output=True,
        text=True,
        check=True,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert out.stdout.splitlines() == ["['kfgen.version']", "True kfgen.render.meta"]


EMPTY_ENV = "[error] --env: an empty name selects no Environment; give the Environment's name, or leave out --env"


@pytest.mark.parametrize(
    "args",
    [
        ["render", "--env", "", str(EXAMPLES / "jax-mnist.yaml")],
        ["validate", "--env", "", str(EXAMPLES / "jax-mnist.yaml")],
        ["import", "--env", "", str(ROOT / "tests" / "data" / "import" / "inputs" / "appwrapper.yaml")],
        ["diff", "--env", "", "--env", "prod", str(EXAMPLES / "jax-mnist.yaml")],
        ["diff", "--live", "--env", "", str(EXAMPLES / "jax-mnist.yaml")],
    ],
)
def test_an_empty_env_name_is_an_error_not_no_environment(args: list[str]) -> None:
    """`--env "$ENV"` with ENV unset (issue 37, retest d11) used to render with no Environment, exit 0: prod's
    policy dropped silently."""
    result = run_kfgen(*args)
    trouble = 2 if args[0] == "diff" else 1  # diff's exit status is diff(1)'s
    assert (result.returncode, result.stdout, result.stderr.splitlines()) == (trouble, "", [EMPTY_ENV])


def test_an_empty_env_name_is_an_error_in_post_render_and_the_python_api() -> None:
    spec = (EXAMPLES / "jax-mnist.yaml").read_text()
    result = run_kfgen("post-render", "--env", "", stdin=spec)
    assert (result.returncode, result.stdout, result.stderr.splitlines()) == (1, "", [EMPTY_ENV])
    rendered = kfgen.render(EXAMPLES / "jax-mnist.yaml", env="")
    assert not rendered.ok and rendered.objects == [] and rendered.lines == [EMPTY_ENV]


def test_an_empty_environment_file_name_is_an_error() -> None:
    result = run_kfgen("render", "--environment", "", str(EXAMPLES / "jax-mnist.yaml"))
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr.splitlines() == [
        "[error] --environment: an empty name is no file; give the Environment's file"
    ]
