"""What kfgen writes survives a Flux Kustomization's post-build substitution: every object whose text holds `${`
(Grafana's dashboard variables, Katib's trial parameters, an author's shell variables) tells Flux to leave it
alone, and no other object does. The real Flux runs the same output in tests/flux/test_flux_e2e.py."""

from __future__ import annotations

import copy
from typing import Any

import yaml
from conftest import ROOT, environment_file

from kfgen import core
from kfgen.render import postbuild

PROD = yaml.safe_load(environment_file("prod").read_text())


def expanded(spec: dict[str, Any]) -> list[dict[str, Any]]:
    expansion = core.expand(spec, PROD)
    assert expansion.ok, [str(r) for r in expansion.results]
    return expansion.objects


def guarded(obj: dict[str, Any]) -> bool:
    return (obj["metadata"].get("annotations") or {}).get(postbuild.ANNOTATION) == "disabled"


def test_an_object_is_guarded_exactly_when_its_text_holds_a_substitution() -> None:
    spec = yaml.safe_load((ROOT / "examples" / "katib-cnn-tuning.yaml").read_text())
    objects = [*expanded(spec), *core.environment_output(PROD)]
    holding = [o for o in objects if "${" in yaml.safe_dump(o)]
    assert {o["kind"] for o in holding} >= {"Experiment", "ConfigMap"}  # trial parameters, dashboards
    assert [guarded(o) for o in objects] == [o in holding for o in objects]


def test_an_authors_shell_variable_guards_the_job() -> None:
    spec = yaml.safe_load((ROOT / "examples" / "pytorch-cpu-dev.yaml").read_text())
    [plain] = [o for o in expanded(spec) if o["kind"] == "PyTorchJob"]
    assert not guarded(plain)
    spec["spec"]["command"] = ["sh", "-c", "python train.py --out ${OUTPUT_DIR}"]
    [job] = [o for o in expanded(spec) if o["kind"] == "PyTorchJob"]
    assert guarded(job)


def test_an_environments_shell_variable_guards_the_job() -> None:
    spec = yaml.safe_load((ROOT / "examples" / "pytorch-cpu-dev.yaml").read_text())
    env = copy.deepcopy(PROD)
    env["spec"]["defaults"]["env"] = {"DATA": "${DATA_ROOT}/train"}
    expansion = core.expand(spec, env)
    assert expansion.ok, [str(r) for r in expansion.results]
    [job] = [o for o in expansion.objects if o["kind"] == "PyTorchJob"]
    assert guarded(job)
