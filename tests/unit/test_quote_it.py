"""Values whose text would change are refused (`PY_VERSION: 3.10` is the number 3.1), and --strict fails on warnings."""

from __future__ import annotations

from pathlib import Path

import yaml
from conftest import run_kfgen

from kfgen import core
from kfgen.io import scalartext, yamlfast, yamlio

SPEC = """\
apiVersion: kfgen.dev/v1alpha1
kind: TrainingSpec
metadata:
  name: train
spec:
  framework: pytorch
  image: pytorch/pytorch:2.1.0
  replicas: {worker: 1}
  env:
    EPOCHS: 10
    RATE: 0.5
    DEBUG: true
    COLOR: yes
    NAME: "3.10"
"""
ENVIRONMENT = """\
apiVersion: kfgen.dev/v1alpha1
kind: Environment
metadata:
  name: prod
  annotations: {kfgen.dev/strict: "true"}
spec:
  namespace: ml
"""


def _errors(text: str) -> list[str]:
    docs, problems = yamlio.parse(text, "input.yaml")
    assert not problems
    return [f"{r.field}: {r.message}" for r in core.transform(docs).results if r.severity == "error"]


def test_values_that_read_back_as_written_pass_unquoted() -> None:
    docs, _ = yamlio.parse(SPEC, "input.yaml")
    expansion = core.transform(docs)
    assert expansion.ok and not expansion.results
    job = next(o for o in expansion.objects if o["kind"] == "PyTorchJob")
    env = job["spec"]["pytorchReplicaSpecs"]["Worker"]["template"]["spec"]["containers"][0]["env"]
    assert {e["name"]: e["value"] for e in env} == {
        "COLOR": "yes",
        "DEBUG": "true",
        "EPOCHS": "10",
        "NAME": "3.10",
        "RATE": "0.5",
    }


def test_every_value_whose_text_would_change_is_refused() -> None:
    cases = {
        "3.10": "the number 3.1",
        "1e3": "the number 1000.0",
        "0x1F": "the number 31",
        "1_000": "the number 1000",
        "012": "the number 10",
        ".5": "the number 0.5",
        "True": "the boolean true",
        "FALSE": "the boolean false",
    }
    for text, read in cases.items():
        assert _errors(SPEC + f"    V: {text}\n") == [
            f'spec.env.V: {text} is read as {read}; quote it ("{text}") to keep the text'
        ]
    assert _errors(SPEC + "    V: ~\n") == []  # null removes a variable: no text to keep


def test_only_env_values_are_checked() -> None:
    """A number kfgen keeps a number (a field of the schema's number type) is no text: 1e3 there is 1000."""
    tuning = SPEC.replace("  replicas: {worker: 1}\n", "  replicas: {worker: 1}\n  runPolicy: {backoffLimit: 0x3}\n")
    assert _errors(tuning) == []


def _words(text: str) -> set[str]:
    return set(yamlfast._WORD.findall("\n" + text))


def test_both_readers_see_the_text() -> None:
    """yaml-rs (kfgen.io.yamlfast) reads no nodes: a stream that may hold such a value is read by PyYAML."""
    text = SPEC + "    V: 3.10\n"
    docs = yamlfast.load(text)
    if docs is not None:  # yaml-rs installed
        assert scalartext.may_change(docs, _words(text), text)
        plain = SPEC.replace('    NAME: "3.10"\n', "")  # a quoted 3.10 is a word too: PyYAML reads that stream
        assert not scalartext.may_change(yamlfast.load(plain) or [], _words(plain), plain)
    assert not scalartext.may_change(
        [{"kind": "ConfigMap", "data": {"env": {"V": 3.1}}}], _words(text), text
    )  # not kfgen's


def test_the_krm_function_refuses_and_echoes_the_value_as_it_came() -> None:
    items = "\n".join("  " + line if line else line for line in (SPEC + "    V: 3.10\n").splitlines())
    stdin = f"apiVersion: config.kubernetes.io/v1\nkind: ResourceList\nitems:\n- {items.lstrip()}\n"
    result = run_kfgen("fn", stdin=stdin)
    assert result.returncode == 1
    assert 'spec.env.V: 3.10 is read as the number 3.1; quote it ("3.10") to keep the text' in result.stderr
    assert "    V: 3.10\n" in result.stdout


def test_strict_fails_on_a_warning_with_no_output(tmp_path: Path) -> None:
    folder = tmp_path
    spec = SPEC.replace("  env:\n", "  environments:\n    prod: {}\n    prod2: {}\n  env:\n")
    (folder / "in.yaml").write_text(spec + "---\n" + ENVIRONMENT)
    warning = '[warning] kfgen.dev/v1alpha1/TrainingSpec/ml/train spec.environments.prod2: no Environment "prod2"'
    strict = "[error] --strict: 1 warning, and strict mode fails on any warning: fix it, or leave strict mode off"
    for command in ("render", "validate"):
        lenient = run_kfgen(command, "--env", "prod", "in.yaml", cwd=folder)
        assert lenient.returncode == 0 and warning in lenient.stderr and strict not in lenient.stderr
        refused = run_kfgen(command, "--strict", "--env", "prod", "in.yaml", cwd=folder)
        assert (refused.returncode, refused.stdout) == (1, "")
        assert refused.stderr.splitlines()[-2:] == [refused.stderr.splitlines()[-2], strict]
        assert refused.stderr.startswith("in.yaml:11: " + warning)
    posted = run_kfgen("post-render", "--strict", "--env", "prod", stdin=spec + "---\n" + ENVIRONMENT, cwd=folder)
    assert (posted.returncode, posted.stdout) == (1, "") and strict in posted.stderr


def test_strict_in_the_krm_function_config() -> None:
    spec = SPEC.replace("  env:\n", "  environments:\n    prod: {}\n    prod2: {}\n  env:\n")
    items = "\n".join("  " + line if line else line for line in spec.splitlines()).lstrip()
    config = "\n".join("  " + line for line in ENVIRONMENT.splitlines())
    stdin = f"apiVersion: config.kubernetes.io/v1\nkind: ResourceList\nitems:\n- {items}\nfunctionConfig:\n{config}\n"
    result = run_kfgen("fn", stdin=stdin)
    assert result.returncode == 1
    out = yaml.safe_load(result.stdout)
    assert [i["kind"] for i in out["items"]] == ["TrainingSpec"]  # echoed unchanged
    assert [r["severity"] for r in out["results"]] == ["warning", "error"]
    assert out["results"][1]["field"] == {"path": "functionConfig.metadata.annotations.kfgen.dev/strict"}
    lenient = run_kfgen("fn", stdin=stdin.replace('kfgen.dev/strict: "true"', 'kfgen.dev/strict: "false"'))
    assert lenient.returncode == 0


def test_the_python_api_reads_as_the_cli_does(tmp_path: Path) -> None:
    import kfgen

    (tmp_path / "spec.yaml").write_text(SPEC + "    V: 3.10\n")
    rendered = kfgen.render(kfgen.load([tmp_path / "spec.yaml"]))
    assert not rendered.ok
    assert [r.message for r in rendered.results] == [
        '3.10 is read as the number 3.1; quote it ("3.10") to keep the text'
    ]
