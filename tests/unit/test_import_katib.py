"""kfgen.migrate.katib: a Katib Experiment read back into the spec's tuning block and the trial job.

- Every golden case whose output holds an Experiment: the tuning block read back (split, then settle with the case's
  spec and Environment) is the case's effective tuning block without what Katib or kfgen fill in (KFGEN_DEFAULTS
  below); the case's spec with that block renders the same Experiment, byte for byte once the revision and the spec
  hash (kfgen's documented normalisation: they hash the spec's text) are the golden's, except where a Katib default
  was left out, where the two are equal as Katib stores them (katibdefaults.defaulted) and differ only there; the
  trial job read back is the job kfgen renders for the spec without its tuning block, but for the job's name, its
  kfgen.dev/revision label and kfgen.dev/spec-hash annotation (the same normalisation).
- Katib's own examples (tests/data/import/upstream/katib/<name>.yaml, copied from github.com/kubeflow/katib at v0.19.0):
  the tuning block read back is <name>.tuning.yaml, the trial job <name>.job.yaml, and the results are exactly the
  lines of <name>.expected.txt, every one a warning at a field path of the Experiment.
- Bad input: exact error lines, nothing read back.
- Determinism: the same input gives the same output, and the input is not changed.
"""

from __future__ import annotations

import copy
from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT, environment_file

from kfgen import core, features, model
from kfgen.api import Obj
from kfgen.io import yamlio
from kfgen.migrate import katib, katibdefaults
from kfgen.render import postbuild
from kfgen.workloads import registry

GOLDEN = ROOT / "tests" / "data" / "golden"
UPSTREAM = ROOT / "tests" / "data" / "import" / "upstream" / "katib"
REVISION = "kfgen.dev/revision"
HASH = "kfgen.dev/spec-hash"


def _load(path: Path) -> list[Any]:
    docs, problems = yamlio.parse(path.read_text(), str(path))
    assert not problems, problems
    return docs


def _experiment(case: Path) -> Obj | None:
    return next((d for d in _load(case / "expected.yaml") if d.get("kind") == "Experiment"), None)


GOLDEN_CASES = sorted(c.name for c in GOLDEN.iterdir() if (c / "expected.yaml").exists() and _experiment(c))
UPSTREAM_CASES = sorted(p.stem for p in UPSTREAM.glob("*.yaml") if not p.name.endswith((".tuning.yaml", ".job.yaml")))


def _inputs(case: Path) -> tuple[Obj, Obj | None]:
    if (case / "input.yaml").exists():
        paths = [case / "input.yaml"]
    else:
        paths = [ROOT / line.strip() for line in (case / "input.txt").read_text().splitlines() if line.strip()]
    [spec] = [d for p in paths for d in _load(p) if d.get("kind") == "TrainingSpec"]
    if (case / "environment.yaml").exists():
        return spec, _load(case / "environment.yaml")[0]
    if (case / "environment.txt").exists():
        return spec, _load(environment_file((case / "environment.txt").read_text().strip()))[0]
    return spec, None


def _with_tuning(spec: Obj, tuning: Obj | None) -> Obj:
    """The spec with `tuning` as its own tuning block and none in its per-environment layers."""
    out = copy.deepcopy(spec)
    out["spec"].pop("tuning", None)
    if tuning is not None:
        out["spec"]["tuning"] = tuning
    for layer in (out["spec"].get("environments") or {}).values():
        if isinstance(layer, dict):
            layer.pop("tuning", None)
    return out


def _read_back(case: Path) -> tuple[Obj, Obj, Obj, Obj | None]:
    """(settled spec, trial job, Experiment, Environment) of a golden case."""
    spec, environment = _inputs(case)
    experiment = _experiment(case)
    assert experiment is not None
    tuning, job, results = katib.split(experiment)
    assert [str(r) for r in results] == []
    settled, more = katib.settle(_with_tuning(spec, tuning), experiment, environment)
    assert [str(r) for r in more] == []
    return settled, job, experiment, environment


# What kfgen or Katib fill in: a spec that writes them says nothing the block read back does not
KFGEN_DEFAULTS: list[tuple[tuple[str, ...], Any]] = [
    (("trials", "parallel"), katibdefaults.PARALLEL_TRIALS),
    (("resumePolicy",), katibdefaults.RESUME_POLICY),
    (("metricsCollector", "path"), katibdefaults.FILE_PATH),
    (("metricsCollector", "format"), katibdefaults.FILE_FORMAT),
]


def _without_defaults(tuning: Obj, collector: str, primary: dict[str, str]) -> Obj:
    out = copy.deepcopy(tuning)
    for path, value in KFGEN_DEFAULTS:
        parent = out
        for key in path[:-1]:
            parent = parent.get(key) or {}
        if parent.get(path[-1]) == value:
            del parent[path[-1]]
    for key in ("trials", "earlyStopping"):
        if not out.get(key):
            out.pop(key, None)
    if out.get("metricsCollector") == {"kind": collector}:
        del out["metricsCollector"]
    if out.get("primaryPodLabels") == primary:
        del out["primaryPodLabels"]
    for parameter in out["parameters"].values():
        if parameter.get("distribution") == katibdefaults.DISTRIBUTION:
            del parameter["distribution"]
    return out


@pytest.mark.parametrize("name", GOLDEN_CASES)
def test_golden_tuning_reads_back(name: str) -> None:
    case = GOLDEN / name
    spec, environment = _inputs(case)
    settled, _, _, _ = _read_back(case)
    ctx = model.resolve(spec, environment, registry.BY_BACKEND)
    collector = str((ctx.env.get("katib") or {}).get("defaultCollector") or "StdOut")
    expected = _without_defaults(ctx.spec["tuning"], collector, ctx.profile.primary_pod_labels(ctx))
    assert settled["spec"]["tuning"] == expected


def _normalised(objects: list[Obj], like: Obj) -> Obj:
    """The Experiment among `objects`, with the revision and spec hash of `like` (what hashes the spec's text)."""
    [experiment] = [o for o in objects if o.get("kind") == "Experiment"]
    meta, want = experiment["metadata"], like["metadata"]
    pairs = [(meta[source][key], want[source][key]) for key, source in ((REVISION, "labels"), (HASH, "annotations"))]
    normalised: Obj = _replaced(experiment, pairs)
    return normalised


def _replaced(node: Any, pairs: list[tuple[str, str]]) -> Any:
    if isinstance(node, str):
        for old, new in pairs:
            node = node.replace(old, new)
        return node
    if isinstance(node, dict):
        return {_replaced(k, pairs): _replaced(v, pairs) for k, v in node.items()}
    if isinstance(node, list):
        return [_replaced(v, pairs) for v in node]
    return node


def _differences(a: Any, b: Any, path: str = "") -> list[str]:
    if isinstance(a, dict) and isinstance(b, dict):
        return [d for k in dict.fromkeys([*a, *b]) for d in _differences(a.get(k), b.get(k), f"{path}.{k}")]
    return [] if a == b else [path.lstrip(".")]


@pytest.mark.parametrize("name", GOLDEN_CASES)
def test_golden_experiment_renders_again(name: str) -> None:
    settled, _, experiment, environment = _read_back(GOLDEN / name)
    expansion = core.expand(settled, environment)
    assert expansion.ok, [str(r) for r in expansion.results]
    again = _normalised(expansion.objects, experiment)
    if yamlio.dump(again) != yamlio.dump(experiment):
        # only a Katib default left out: parallelTrialCount 3, which Katib writes back
        assert _differences(again, experiment) == ["spec.parallelTrialCount"]
        assert katibdefaults.defaulted(again) == katibdefaults.defaulted(experiment)


def _job_without_tuning(spec: Obj, environment: Obj | None) -> Obj:
    """The job kfgen renders for the spec without its tuning block (its checks skipped: the spec's
    ${trialParameters.NAME} are Katib's, refused without a tuning block)."""
    ctx = model.resolve(_with_tuning(spec, None), core.without_nulls(environment), registry.BY_BACKEND)
    ctx.hostnames = ctx.profile.hostnames(ctx)
    objects, _ = features.objects(ctx)
    [job] = [o for o in objects if o.get("kind") in registry.WORKLOAD_KINDS]
    return job


@pytest.mark.parametrize("name", GOLDEN_CASES)
def test_golden_trial_job_is_the_job(name: str) -> None:
    case = GOLDEN / name
    spec, environment = _inputs(case)
    _, job, _, _ = _read_back(case)
    plain = _job_without_tuning(spec, environment)
    for meta in (plain["metadata"], job["metadata"]):  # the revision and the spec hash: the spec's text
        meta.pop("name")
        meta["labels"].pop(REVISION)
        meta["annotations"].pop(HASH)
        meta["annotations"].pop(postbuild.ANNOTATION, None)  # kfgen's Flux guard, added at render where needed
    assert job == plain


def _results_text(results: list[Any]) -> str:
    return "".join(f"{r}\n" for r in results)


@pytest.mark.parametrize("name", UPSTREAM_CASES)
def test_upstream_example(name: str) -> None:
    [experiment] = _load(UPSTREAM / f"{name}.yaml")
    tuning, job, results = katib.split(experiment)
    assert _results_text(results) == (UPSTREAM / f"{name}.expected.txt").read_text()
    assert all(r.severity == "warning" and r.field and r.field.startswith("spec.") for r in results)
    assert yamlio.dump(tuning) == (UPSTREAM / f"{name}.tuning.yaml").read_text()
    assert yamlio.dump(job) == (UPSTREAM / f"{name}.job.yaml").read_text()


def test_upstream_corpus_is_katibs() -> None:
    assert len(UPSTREAM_CASES) >= 5
    for name in UPSTREAM_CASES:
        header = (UPSTREAM / f"{name}.yaml").read_text().splitlines()[1]
        assert header.startswith("# repository github.com/kubeflow/katib, path examples/v1beta1/"), name
        assert " commit 578e60f1ce83dbb5e7151026a3bdc4de233947fc (v0.19.0)" in header, name


def _minimal() -> Obj:
    return {
        "apiVersion": "kubeflow.org/v1beta1",
        "kind": "Experiment",
        "metadata": {"name": "e", "namespace": "ml"},
        "spec": {
            "objective": {"type": "minimize", "objectiveMetricName": "loss"},
            "algorithm": {"algorithmName": "random"},
            "parameters": [{"name": "lr", "parameterType": "double", "feasibleSpace": {"min": "0.1", "max": "1"}}],
            "trialTemplate": {
                "primaryContainerName": "main",
                "trialParameters": [{"name": "lr", "reference": "lr"}],
                "trialSpec": {
                    "apiVersion": "batch/v1",
                    "kind": "Job",
                    "spec": {
                        "template": {"spec": {"containers": [{"name": "main", "args": ["${trialParameters.lr}"]}]}}
                    },
                },
            },
        },
    }


def _changed(path: str, value: Any) -> Obj:
    out = _minimal()
    *parents, last = path.split(".")
    node = out
    for key in parents:
        node = node[key]
    if value is None:
        del node[last]
    else:
        node[last] = value
    return out


AT = "[error] kubeflow.org/v1beta1/Experiment/ml/e"
BAD: dict[str, tuple[Any, list[str]]] = {
    "not-a-mapping": (["Experiment"], ["[error] a Katib Experiment is a mapping (found list)"]),
    "not-an-experiment": (
        {**_minimal(), "kind": "PyTorchJob"},
        ["[error] kubeflow.org/v1beta1/PyTorchJob/ml/e kind: is not a Katib Experiment (kubeflow.org/v1beta1)"],
    ),
    "no-trial-template": (
        _changed("spec.trialTemplate", None),
        [f"{AT} spec.trialTemplate: must be a mapping (found nothing)"],
    ),
    "trial-spec-not-a-mapping": (
        _changed("spec.trialTemplate.trialSpec", "apiVersion: batch/v1"),
        [f"{AT} spec.trialTemplate.trialSpec: must be the trial job, a mapping: kfgen writes the trial job inline"],
    ),
    "trial-from-a-configmap": (
        _changed("spec.trialTemplate.trialSpec", None),
        [f"{AT} spec.trialTemplate.trialSpec: must be the trial job, a mapping: kfgen writes the trial job inline"],
    ),
    "trial-kind-not-rendered": (
        _changed("spec.trialTemplate.trialSpec.kind", "Workflow"),
        [
            f"{AT} spec.trialTemplate.trialSpec.kind: kfgen renders no 'Workflow' trials "
            f"({', '.join(registry.WORKLOAD_KINDS)})"
        ],
    ),
    # Katib watches the katib-config version of a trial kind only; an Environment's MPIJob is MPIJob.v1.kubeflow.org
    "trial-of-a-v2beta1-mpijob": (
        _changed("spec.trialTemplate.trialSpec", {"apiVersion": "kubeflow.org/v2beta1", "kind": "MPIJob", "spec": {}}),
        [f"{AT} spec.trialTemplate.trialSpec.apiVersion: a MPIJob is kubeflow.org/v1"],
    ),
    "trial-of-a-pytorchjob-of-another-version": (
        _changed("spec.trialTemplate.trialSpec", {"apiVersion": "kubeflow.org/v2", "kind": "PyTorchJob", "spec": {}}),
        [f"{AT} spec.trialTemplate.trialSpec.apiVersion: a PyTorchJob is kubeflow.org/v1"],
    ),
    "no-primary-container": (
        _changed("spec.trialTemplate.primaryContainerName", None),
        [f"{AT} spec.trialTemplate.primaryContainerName: must name the trial's training container"],
    ),
    "objective-type": (
        _changed("spec.objective.type", "best"),
        [f"{AT} spec.objective.type: must be maximize or minimize (found 'best')"],
    ),
    "no-parameters": (
        _changed("spec.parameters", []),
        [f"{AT} spec.parameters: must be a non-empty list of parameters"],
    ),
    "parameter-type": (
        _changed("spec.parameters", [{"name": "lr", "parameterType": "float", "feasibleSpace": {}}]),
        [f"{AT} spec.parameters[0].parameterType: must be one of int, double, categorical, discrete (found 'float')"],
    ),
    "unknown-placeholder": (
        _changed("spec.trialTemplate.trialParameters", []),
        [
            f"{AT} spec.trialTemplate.trialSpec.spec.template.spec.containers[0].args[0]: ${{trialParameters.lr}} "
            "names no trial parameter of spec.trialTemplate.trialParameters"
        ],
    ),
    "bad-metadata-reference": (
        _changed("spec.trialTemplate.trialParameters", [{"name": "lr", "reference": "${trialSpec.Uid}"}]),
        [
            f"{AT} spec.trialTemplate.trialParameters[0].reference: '${{trialSpec.Uid}}' is neither a parameter of "
            "spec.parameters (lr) nor trial metadata (${trialSpec.Name}, Namespace, Kind, APIVersion, Labels[KEY], "
            "Annotations[KEY]): Katib refuses it"
        ],
    ),
    "parallel-not-a-count": (
        _changed("spec.parallelTrialCount", "3"),
        [f"{AT} spec.parallelTrialCount: must be a positive integer"],
    ),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_bad_input(name: str) -> None:
    given, lines = BAD[name]
    tuning, job, results = katib.split(given)
    assert [str(r) for r in results] == lines
    assert (tuning, job) == ({}, {})


def test_minimal_reads_back() -> None:
    tuning, job, results = katib.split(_minimal())
    assert results == []
    assert tuning == {
        "objective": {"metric": "loss", "type": "minimize"},
        "algorithm": {"name": "random"},
        "parameters": {"lr": {"type": "double", "min": "0.1", "max": "1"}},
        "metricsCollector": {"kind": "StdOut"},
    }
    assert job["metadata"] == {"name": "e", "namespace": "ml"}


def test_katib_defaults_are_left_out() -> None:
    experiment = _minimal()
    spec = experiment["spec"]
    spec.update(parallelTrialCount=3, resumePolicy="Never")
    spec["objective"]["metricStrategies"] = [{"name": "loss", "value": "min"}]
    spec["parameters"][0]["feasibleSpace"]["distribution"] = "uniform"
    spec["metricsCollectorSpec"] = {
        "collector": {"kind": "File"},
        "source": {"fileSystemPath": {"path": "/var/log/katib/metrics.log", "kind": "File", "format": "TEXT"}},
    }
    success = 'status.conditions.#(type=="Complete")#|#(status=="True")#'
    spec["trialTemplate"].update(successCondition=success, retain=False)
    tuning, _, results = katib.split(experiment)
    assert results == []
    assert tuning["metricsCollector"] == {"kind": "File"}
    assert "trials" not in tuning and "resumePolicy" not in tuning and "retain" not in tuning
    assert tuning["objective"] == {"metric": "loss", "type": "minimize"}
    assert tuning["parameters"] == {"lr": {"type": "double", "min": "0.1", "max": "1"}}


def test_deterministic_and_input_unchanged() -> None:
    for name in UPSTREAM_CASES:
        [experiment] = _load(UPSTREAM / f"{name}.yaml")
        before = yamlio.dump(experiment)
        first = katib.split(experiment)
        second = katib.split(copy.deepcopy(experiment))
        assert yamlio.dump(experiment) == before
        assert yamlio.dump([first[0], first[1]]) == yamlio.dump([second[0], second[1]])
        assert first[2] == second[2]


def _upstream_spec(name: str, settings: Obj) -> tuple[Obj, Obj, Obj]:
    """(upstream Experiment, the spec a job import would make of its trial with `settings`, its tuning block)."""
    [experiment] = _load(UPSTREAM / f"{name}.yaml")
    tuning, _, _ = katib.split(experiment)
    spec = {"apiVersion": "kfgen.dev/v1alpha1", "kind": "TrainingSpec", "metadata": {"name": name}, "spec": settings}
    return experiment, {**spec, "spec": {**settings, "tuning": tuning}}, tuning


PYTORCH_MNIST: Obj = {
    "framework": "pytorch",
    "image": "ghcr.io/kubeflow/katib/pytorch-mnist-cpu:v0.19.0",
    "command": ["python3", "/opt/pytorch-mnist/mnist.py", "--lr=${trialParameters.learningRate}"],
    "args": ["--momentum=${trialParameters.momentum}"],
    "replicas": {"master": 1, "worker": 1},
}
KATIB_ENVIRONMENT: Obj = {
    "apiVersion": "kfgen.dev/v1alpha1",
    "kind": "Environment",
    "metadata": {"name": "kubeflow"},
    "spec": {
        "namespace": "kubeflow",
        "katib": {"metricsCollectorInjection": True, "injectSecurityContext": True, "restrictedSuggestions": True},
    },
}


def test_settle_leaves_out_what_the_workload_and_environment_choose() -> None:
    experiment, spec, tuning = _upstream_spec("pytorchjob-mnist", PYTORCH_MNIST)
    assert tuning["primaryPodLabels"] == {"training.kubeflow.org/job-role": "master"}  # Katib's default, stated
    settled, results = katib.settle(spec, experiment, KATIB_ENVIRONMENT)
    assert results == []
    assert "primaryPodLabels" not in settled["spec"]["tuning"]
    assert "metricsCollector" not in settled["spec"]["tuning"]
    push = {**KATIB_ENVIRONMENT, "spec": {**KATIB_ENVIRONMENT["spec"], "katib": {"defaultCollector": "Push"}}}
    settled, _ = katib.settle(spec, experiment, push)
    assert settled["spec"]["tuning"]["metricsCollector"] == {"kind": "StdOut"}  # not the Environment's default


def test_settle_keeps_labels_the_workload_would_not_choose_and_warns_of_the_container() -> None:
    settings = {**PYTORCH_MNIST, "framework": "tensorflow", "replicas": {"worker": 2}, "containerName": "trainer"}
    experiment, spec, _ = _upstream_spec("tfjob-mnist-with-summaries", settings)
    settled, results = katib.settle(spec, experiment, KATIB_ENVIRONMENT)
    assert settled["spec"]["tuning"]["primaryPodLabels"] == {"training.kubeflow.org/replica-type": "worker"}
    assert [str(r) for r in results] == [
        "[warning] kubeflow.org/v1beta1/Experiment/kubeflow/tfjob-mnist-with-summaries "
        "spec.trialTemplate.primaryContainerName: kfgen writes the spec's training container, trainer"
    ]


def test_upstream_search_renders_as_katib_stores_it() -> None:
    """pytorchjob-mnist's search half, rendered from the tuning block read back: as Katib stores it, its trial
    parameters as it named them (learningRate for lr: the parameter's trialParameter)."""
    experiment, spec, _ = _upstream_spec("pytorchjob-mnist", PYTORCH_MNIST)
    settled, _ = katib.settle(spec, experiment, KATIB_ENVIRONMENT)
    expansion = core.expand(settled, KATIB_ENVIRONMENT)
    assert expansion.ok, [str(r) for r in expansion.results]
    [again] = [o for o in expansion.objects if o.get("kind") == "Experiment"]
    mine, theirs = katibdefaults.defaulted(again)["spec"], katibdefaults.defaulted(experiment)["spec"]
    for side in (mine, theirs):
        side["trialTemplate"].pop("trialSpec")
    assert _differences(mine, theirs) == []
    assert mine["trialTemplate"]["trialParameters"][0] == theirs["trialTemplate"]["trialParameters"][0]


def _named_trial(name: str, *untried: str) -> Obj:
    """_minimal with lr's trial parameter named `name`, and `untried` parameters no trial parameter references."""
    out = _minimal()
    out["spec"]["parameters"] += [
        {"name": p, "parameterType": "double", "feasibleSpace": {"min": "0.1", "max": "1"}} for p in untried
    ]
    template = out["spec"]["trialTemplate"]
    template["trialParameters"] = [{"name": name, "reference": "lr"}]
    template["trialSpec"]["spec"]["template"]["spec"]["containers"][0]["args"] = [f"${{trialParameters.{name}}}"]
    return out


def test_a_trial_parameter_keeps_the_name_the_experiment_gave_it() -> None:
    """The Experiment's own trial parameter name is the parameter's trialParameter, and the template's reference is
    left as written: the render is the Experiment's (no warning)."""
    tuning, job, results = katib.split(_named_trial("learningRate"))
    assert results == []
    assert tuning["parameters"]["lr"]["trialParameter"] == "learningRate"
    assert job["spec"]["template"]["spec"]["containers"][0]["args"] == ["${trialParameters.learningRate}"]
    tuning, _, _ = katib.split(_named_trial("lr"))
    assert "trialParameter" not in tuning["parameters"]["lr"]  # its own name: nothing to say


@pytest.mark.parametrize(
    "given",
    [
        _named_trial("trialSpec.lr"),  # kfgen's name for a trial parameter of trial metadata
        _named_trial("m", "m"),  # the parameter m, without a trial parameter, is the trial parameter m in kfgen
        _named_trial("a<b"),  # no spec name: Katib never finds it in the template's JSON text (Go escapes <)
    ],
)
def test_a_trial_parameter_name_a_spec_cannot_give_is_the_parameters_and_named(given: Obj) -> None:
    """A name a spec cannot hold is the parameter's, as before trialParameter, the references rewritten: named by
    the trialParameters warning, never silent, never written into the template as it came."""
    tuning, job, results = katib.split(given)
    assert all("trialParameter" not in p for p in tuning["parameters"].values())
    assert job["spec"]["template"]["spec"]["containers"][0]["args"] == ["${trialParameters.lr}"]
    assert [r.field for r in results] == ["spec.trialTemplate.trialParameters"]


def test_trial_metadata_parameters_are_carried_or_named() -> None:
    """A trial parameter of trial metadata (`${trialSpec.Namespace}`) is carried as its reference where the template
    uses it; its description, which no spec field holds, is named, never dropped without a word."""
    [experiment] = _load(UPSTREAM / "trial-metadata-substitution.yaml")
    _, job, results = katib.split(experiment)
    env = {e["name"]: e["value"] for e in job["spec"]["template"]["spec"]["containers"][0]["env"]}
    assert env["TRIAL_NAMESPACE"] == "${trialSpec.Namespace}"
    assert env["TRIAL_LABEL_CUSTOM"] == "${trialSpec.Labels[custom-key]}"
    named = {r.field: r.message for r in results if r.field and r.field.endswith(".description")}
    assert named["spec.trialTemplate.trialParameters[3].description"] == (
        "\"Namespace of the current trial's job\" not carried: the trial parameter 'trialNamespace' is written "
        "${trialSpec.Namespace} where the template used it, and a spec gives trial metadata no description"
    )
    assert len(named) == 6  # trialName, trialNamespace, trialKind, trialAPIVersion, the label's and annotation's
    # their names (trialName, ...) have no spec field: kfgen names them trialSpec.KEY, and says so
    [renamed] = [r for r in results if r.field == "spec.trialTemplate.trialParameters"]
    assert "(trial metadata: trialSpec.KEY)" in renamed.message


def test_the_lists_katib_reads_by_name_compare_in_any_order() -> None:
    """Katib reads algorithmSettings and metricStrategies by name (suggestionclient/algorithm_settings.go finds a
    setting by name; the suggestion services too): kfgen's order (sorted) is no difference, a value is (held-out
    re-test of issue 38: hyperband and pbt Experiments were 'named' for their order alone)."""
    from kfgen.migrate import compare

    def experiment(settings: list[tuple[str, str]]) -> Obj:
        listed = [{"name": name, "value": value} for name, value in settings]
        return {"spec": {"algorithm": {"algorithmName": "hyperband", "algorithmSettings": listed}}}

    given = experiment([("resource_name", "epochs"), ("eta", "3"), ("r_l", "9")])
    rendered = experiment([("eta", "3"), ("r_l", "9"), ("resource_name", "epochs")])
    assert compare.differences(given, rendered, compare.Defaults(None)) == []
    changed = experiment([("eta", "3"), ("r_l", "8"), ("resource_name", "epochs")])
    [diff] = compare.differences(given, changed, compare.Defaults(None))
    assert compare.dotted(diff.path).endswith("r_l].value") or "r_l" in compare.dotted(diff.path), diff
    tuning, _, results = katib.split({**_minimal(), "spec": {**_minimal()["spec"], **given["spec"]}})
    assert results == [], [str(r) for r in results]
    assert tuning["algorithm"] == {"name": "hyperband", "settings": {"resource_name": "epochs", "eta": "3", "r_l": "9"}}
