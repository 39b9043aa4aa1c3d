"""What users hit first: nulls in the editor schema, near misses, `fn --help`, missing extras, completion."""

from __future__ import annotations

import json
import os
import shutil
import subprocess
import sys
from pathlib import Path

import jsonschema
import yaml
from conftest import ROOT, run_kfgen

from kfgen import api, core

EDITOR = {kind: json.loads((ROOT / "schemas" / f"{kind}.json").read_text()) for kind in ("trainingspec", "environment")}


def test_editor_schema_accepts_the_documented_nulls() -> None:
    doc = yaml.safe_load((ROOT / "examples" / "pytorch-resnet50.yaml").read_text())
    assert doc["spec"]["environments"]["dev"]["gpu"] is None and doc["spec"]["environments"]["dev"]["elastic"] is None
    jsonschema.Draft7Validator(EDITOR["trainingspec"]).validate(doc)
    doc["spec"]["environments"]["prod"].update({"sharedMemory": None, "resources": {"gpu": None}, "metrics": None})
    jsonschema.Draft7Validator(EDITOR["trainingspec"]).validate(doc)
    env = yaml.safe_load((ROOT / "overlays" / "prod" / "environment.yaml").read_text())
    env["spec"]["defaults"]["queue"] = None
    jsonschema.Draft7Validator(EDITOR["environment"]).validate(env)


def test_editor_schema_still_refuses_wrong_values() -> None:
    doc = yaml.safe_load((ROOT / "examples" / "pytorch-resnet50.yaml").read_text())
    doc["spec"]["environments"]["dev"]["elastic"] = "off"
    doc["spec"]["framework"] = "caffe"
    errors = sorted(e.json_path for e in jsonschema.Draft7Validator(EDITOR["trainingspec"]).iter_errors(doc))
    assert errors == ["$.spec.environments.dev.elastic", "$.spec.framework"]
    assert run_kfgen("schema").stdout == (ROOT / "schemas" / "trainingspec.json").read_text()


def test_a_misspelt_kind_is_an_error_with_did_you_mean() -> None:
    doc = yaml.safe_load((ROOT / "examples" / "jax-mnist.yaml").read_text())
    doc["kind"] = "TraningSpec"
    results = [str(r) for r in core.transform([doc]).results]
    assert results == [
        '[error] kfgen.dev/v1alpha1/TraningSpec/default/jax-mnist kind: unknown kind "TraningSpec" in kfgen.dev; '
        'did you mean "TrainingSpec"?'
    ]
    doc["kind"], doc["apiVersion"] = "TrainingSpec", "kfgen.dv/v1alpha1"
    assert [r.message for r in core.transform([doc]).results] == [
        'unknown apiVersion "kfgen.dv/v1alpha1" for TrainingSpec; did you mean "kfgen.dev/v1alpha1"?'
    ]


def test_a_kind_of_another_group_stays_a_warning_or_passes() -> None:
    """Another project may have an Environment kind, or a kind close to kfgen's: kfgen passes it through."""
    doc = {"apiVersion": "example.com/v1", "kind": "Environment", "metadata": {"name": "e"}}
    assert [str(r) for r in core.transform([doc]).results] == [
        "[warning] example.com/v1/Environment/default/e apiVersion: passed through unchanged: Environment belongs "
        "to kfgen.dev/v1alpha1, did you mean apiVersion: kfgen.dev/v1alpha1?"
    ]
    doc["kind"] = "Enviroment"
    assert [r.severity for r in core.transform([doc]).results] == ["warning"]
    doc["apiVersion"], doc["kind"] = "kfgen.dev/v1alpha1", "Unrelated"
    assert [r.severity for r in core.transform([doc]).results] == ["warning"]
    other = {"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "c"}}
    assert core.transform([other]).results == []


def test_a_misspelt_environment_override_is_an_error_with_did_you_mean() -> None:
    doc = yaml.safe_load((ROOT / "examples" / "pytorch-resnet50.yaml").read_text())
    doc["spec"]["environments"]["prd"] = doc["spec"]["environments"].pop("prod")
    env = yaml.safe_load((ROOT / "overlays" / "prod" / "environment.yaml").read_text())
    messages = [(r.severity, r.field, r.message) for r in core.expand(doc, env).results if "did you mean" in r.message]
    assert messages == [
        (
            "error",
            "spec.environments.prd",
            'no Environment "prd" (this one is "prod"): the override is not applied; did you mean "prod"?',
        )
    ]


def test_an_override_of_a_sibling_environment_beside_this_ones_is_a_warning() -> None:
    """dev2 beside dev is another Environment's override, not a misspelling: only a warning when rendering dev."""
    doc = yaml.safe_load((ROOT / "examples" / "pytorch-resnet50.yaml").read_text())
    doc["spec"]["environments"]["prd2"] = {}
    env = yaml.safe_load((ROOT / "overlays" / "prod" / "environment.yaml").read_text())
    expansion = core.expand(doc, env)
    assert expansion.ok
    assert [(r.severity, r.field) for r in expansion.results if "did you mean" in r.message] == [
        ("warning", "spec.environments.prd2")
    ]


def test_fn_help_describes_the_function() -> None:
    for args in (["fn", "--help"],):
        result = run_kfgen(*args)
        assert result.returncode == 0
        assert "functionConfig selects the mode" in result.stdout and "generated/<name>.yaml" in result.stdout
    script = subprocess.run(
        [sys.executable, "-c", "import sys; from kfgen.cli.main import fn_main; sys.exit(fn_main())", "--help"],
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    assert script.returncode == 0 and "kfgen-fn" in script.stdout and "ResourceList" in script.stdout


def without_the_controller_extra(*argv: str) -> subprocess.CompletedProcess[str]:
    """`kfgen ARGV` in a Python where kopf and kubernetes cannot be imported."""
    code = (
        "import sys; sys.modules['kopf'] = None; sys.modules['kubernetes'] = None\n"
        f"from kfgen.cli.main import main; sys.exit(main({list(argv)!r}))"
    )
    return subprocess.run(
        [sys.executable, "-c", code], capture_output=True, text=True, env={**os.environ, "PYTHONPATH": str(ROOT)}
    )


def test_controller_help_needs_no_extra_and_speaks_to_users() -> None:
    result = without_the_controller_extra("controller", "--help")
    assert (result.returncode, result.stderr) == (0, "")
    assert result.stdout.startswith("usage: kfgen controller")
    for told in ("Keep TrainingSpec custom resources rendered", "pip install '.[controller]'", "charts/kfgen"):
        assert told in result.stdout
    assert "bases/controller" in result.stdout and "kopf watches" not in result.stdout
    assert result.stdout == run_kfgen("controller", "--help").stdout, "the same help with the extra installed"
    usage = without_the_controller_extra("controller", "--no-such-flag")
    assert usage.returncode == 2 and "unrecognized arguments: --no-such-flag" in usage.stderr


def test_controller_without_its_extra_says_in_one_line_how_to_install_it() -> None:
    result = without_the_controller_extra("controller", "--environment", "prod")
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr == (
        "[error] kfgen controller needs the controller extra (kopf is not installed): "
        f"{api.pip_install('controller')}, or run the kfgen image (charts/kfgen)\n"
    )


def test_bash_completion(tmp_path: Path) -> None:
    script = tmp_path / "kfgen.bash"
    script.write_text(run_kfgen("completion", "bash").stdout)
    (tmp_path / "overlays" / "prod").mkdir(parents=True)

    def complete(*words: str) -> list[str]:
        line = " ".join(f"'{w}'" for w in words)
        out = subprocess.run(
            [
                "bash",
                "-c",
                f"source {script}; COMP_WORDS=(kfgen {line}); COMP_CWORD={len(words)}; "
                '_kfgen; printf "%s\\n" "${COMPREPLY[@]}"',
            ],
            capture_output=True,
            text=True,
            cwd=tmp_path,
            check=True,
        )
        return out.stdout.split()

    assert complete("re") == ["render"]
    assert complete("render", "--env", "p") == ["prod"]
    assert complete("schema", "--kind", "E") == ["Environment"]
    assert "--expect" in complete("check-build", "--")
    zsh = run_kfgen("completion", "zsh").stdout
    assert zsh.startswith("# kfgen completion") and "bashcompinit" in zsh


def test_fish_completion(tmp_path: Path) -> None:
    """The script's lines, checked for what they say; where fish is installed (not a CI tool), fish itself
    reads it and completes with it."""
    script = run_kfgen("completion", "fish").stdout
    lines = script.splitlines()
    assert lines[:3] == [
        "# kfgen completion; generated by `kfgen completion fish`.",
        "complete -c kfgen -e",
        "complete -c kfgen -n __fish_use_subcommand -f",
    ]
    assert all(line.startswith("complete -c kfgen ") for line in lines[1:])
    commands = [line.split(" -a ")[1].split()[0] for line in lines if " __fish_use_subcommand -a " in line]
    assert commands == sorted(
        [
            "render",
            "validate",
            "schema",
            "post-render",
            "import",
            "controller",
            "fn",
            "check-build",
            "init",
            "diff",
            "argocd-plugin",
            "completion",
            "docs",
            "discover",
            "usage",
        ]
    )
    render = "complete -c kfgen -n '__fish_seen_subcommand_from render'"
    assert f"{render} -l env -x -a '(command ls overlays 2>/dev/null)' -d 'the Environment of this name, " in script
    assert f"{render} -l select -r -d 'print only these objects" in script
    assert f"{render} -l summary -l no-summary -d " in script
    assert "complete -c kfgen -n '__fish_seen_subcommand_from completion' -f -a 'bash zsh fish'" in lines
    assert "-l version -d 'show program\\'s version number and exit'" in script, "a quote inside is escaped"
    fish = shutil.which("fish")
    if fish is None:
        return
    path = tmp_path / "kfgen.fish"
    path.write_text(script)
    subprocess.run([fish, "-n", str(path)], check=True)
    (tmp_path / "overlays" / "prod").mkdir(parents=True)

    def complete(line: str) -> list[str]:
        out = subprocess.run(
            [fish, "--no-config", "-c", f"source {path}; complete -C {line!r}"],
            capture_output=True,
            text=True,
            cwd=tmp_path,
            check=True,
        )
        return [row.split("\t")[0] for row in out.stdout.splitlines()]

    assert complete("kfgen re") == ["render"]
    assert complete("kfgen render --env p") == ["prod"]
    assert complete("kfgen schema --kind E") == ["Environment"]
    assert complete("kfgen completion ") == ["bash", "fish", "zsh"]
    assert "--expect" in complete("kfgen check-build --")
