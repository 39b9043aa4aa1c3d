"""Katib's text substitution of trial parameters (kfgen.features.tuning.substitution): what stays inside its string,
and the trial a value makes is the job kfgen renders with the value in place."""

from __future__ import annotations

import json
from typing import Any

import pytest

from kfgen import api, core
from kfgen.features.tuning import references, substitution

Obj = dict[str, Any]
ENVIRONMENT: Obj = {
    "apiVersion": api.API_VERSION,
    "kind": api.ENVIRONMENT,
    "metadata": {"name": "tune"},
    "spec": {
        "namespace": "ml",
        "katib": {"metricsCollectorInjection": True, "injectSecurityContext": True, "restrictedSuggestions": True},
    },
}


def spec(values: list[str], args: list[str] | None = None) -> Obj:
    return {
        "apiVersion": api.API_VERSION,
        "kind": "TrainingSpec",
        "metadata": {"name": "sweep"},
        "spec": {
            "framework": "pytorch",
            "image": "pytorch/pytorch:2.1.0",
            "command": ["python", "train.py"],
            "args": args or ["--opt=${trialParameters.opt}"],
            "tuning": {
                "objective": {"metric": "loss", "type": "minimize"},
                "algorithm": {"name": "random"},
                "parameters": {"opt": {"type": "categorical", "values": values}},
            },
        },
    }


def errors(expansion: core.Expansion) -> list[str]:
    return [str(r) for r in expansion.results if r.severity == "error"]


def trial_args(value: str) -> list[str]:
    """The primary container's args of the trial Katib makes with `value`, as Katib does it: text into the JSON."""
    [experiment] = [o for o in core.expand(spec([value]), ENVIRONMENT).objects if o["kind"] == "Experiment"]
    text = json.dumps(experiment["spec"]["trialTemplate"]["trialSpec"]).replace("${trialParameters.opt}", value)
    args: list[str] = json.loads(text)["spec"]["pytorchReplicaSpecs"]["Worker"]["template"]["spec"]["containers"][0][
        "args"
    ]
    return args


@pytest.mark.parametrize(
    ("value", "runs"),
    [
        (r"say \"hi\"", 'say "hi"'),
        (r"C:\\data\\n", r"C:\data\n"),
        (r"caf\u00e9 \ud83d\ude00", "café 😀"),
        ("tab\\there", "tab\there"),
    ],
)
def test_a_value_written_as_json_string_text_is_accepted_and_runs_decoded(value: str, runs: str) -> None:
    assert errors(core.expand(spec(["plain", value]), ENVIRONMENT)) == []
    assert trial_args(value) == [f"--opt={runs}"]


@pytest.mark.parametrize(
    ("value", "why"),
    [
        ('a"b', "its quote (character 2) would end the string"),
        ("a\\", "its last backslash would escape the quote"),
        ("a\\qb", "\\q is no JSON escape"),
        ("a\nb", "the character U+000A cannot stand in JSON text"),
        ("\\ud83d", "\\ud83d is half of a UTF-16 surrogate pair"),
        ("\\ude00x", "\\ude00 is half of a UTF-16 surrogate pair"),
        ("\\ud83d\\n", "\\ud83d is half of a UTF-16 surrogate pair"),
    ],
)
def test_what_is_not_json_string_text_is_named(value: str, why: str) -> None:
    problem = substitution.string_text_problem(value)
    assert problem is not None and problem.startswith(why), problem
    [line] = errors(core.expand(spec(["plain", value]), ENVIRONMENT))
    assert "spec.tuning.parameters.opt.values[1]: " + substitution.UNESCAPED in line


@pytest.mark.parametrize("value", ["", "plain", "\\\\ud800", "\\ud83d\\ude00", "\\/", "ünï €"])
def test_json_string_text(value: str) -> None:
    assert substitution.string_text_problem(value) is None


def test_a_value_that_breaks_a_check_in_place_is_refused_at_the_value() -> None:
    found = errors(core.expand(spec(["--verbose", "--password=hunter2"], ["${trialParameters.opt}"]), ENVIRONMENT))
    assert found == [
        "[error] kfgen.dev/v1alpha1/TrainingSpec/ml/sweep spec.tuning.parameters.opt.values[1]: in the trial that "
        "draws it, spec.args[0]: an argument carries a credential; pass it through env from a Secret: "
        "{secret: NAME, key: KEY}"
    ]


def test_every_bound_and_the_last_step_are_drawn() -> None:
    assert list(substitution._values({"type": "int", "min": "1", "max": "10", "step": "4"})) == [
        ("min", None, "1"),
        ("max", None, "10"),
        ("max", None, "9"),
    ]


def test_trial_metadata_references_become_trial_parameters() -> None:
    given = spec(["a"], ["--opt=${trialParameters.opt}", "--run=${trialSpec.Name}", "--ns=${trialSpec.Namespace}"])
    expansion = core.expand(given, ENVIRONMENT)
    assert errors(expansion) == []
    [experiment] = [o for o in expansion.objects if o["kind"] == "Experiment"]
    template = experiment["spec"]["trialTemplate"]
    assert template["trialParameters"][1:] == [
        {"name": "trialSpec.Name", "reference": "${trialSpec.Name}"},
        {"name": "trialSpec.Namespace", "reference": "${trialSpec.Namespace}"},
    ]
    container = template["trialSpec"]["spec"]["pytorchReplicaSpecs"]["Worker"]["template"]["spec"]["containers"][0]
    assert container["args"][1:] == [
        "--run=${trialParameters.trialSpec.Name}",
        "--ns=${trialParameters.trialSpec.Namespace}",
    ]


def test_what_katib_gives_for_each_reference() -> None:
    template: Obj = {"apiVersion": "batch/v1", "kind": "Job", "metadata": {"labels": {"team": "vision"}}}
    given = {
        key: references.value(key, "sweep-ab12c", "ml", template) for key in (*references.PLAIN_KEYS, "Labels[team]")
    }
    assert given == {
        "Name": "sweep-ab12c-xxxxxxxx",
        "Namespace": "ml",
        "Kind": "Job",
        "APIVersion": "batch/v1",
        "Labels[team]": "vision",
    }
    assert references.value("Labels[other]", "sweep", "ml", template) is None
    assert references.value("Annotations[team]", "sweep", "ml", template) is None
    assert references.problem("Labels[a][b]") is not None


def test_two_keys_made_equal_are_refused() -> None:
    with pytest.raises(substitution.NotOneKey):
        substitution._parse('{"a": 1, "a": 2}')
