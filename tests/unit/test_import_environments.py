"""The per-environment part of `kfgen import` (kfgen.migrate.environments.combine): the copies of one job, one per
environment, become one TrainingSpec whose `environments:` holds only what differs, without what the Environments
supply. Its contract: rendering the combined spec in an environment gives that copy's objects.

Every example is flattened per shipped Environment into the copy a team would have (its effective spec there,
with the Environment's namespace, defaults and registry written out), and combined again.
tests/data/import/environments/<case>/ holds a job copied per environment ({dev,staging,prod}.yaml) and the spec
expected of it (expected.yaml).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest
from conftest import ENVIRONMENTS, ROOT, environment_file, examples
from hypothesis import given, settings
from hypothesis import strategies as st

from kfgen import core, merge, model
from kfgen.api import Obj
from kfgen.io import yamlio
from kfgen.migrate.environments import combine
from kfgen.migrate.overrides import leaves
from kfgen.render.pod import qualified_image
from kfgen.results import ERROR, WARNING

CASES = ROOT / "tests" / "data" / "import" / "environments"
# The examples whose combined spec is the example itself; the others come back shorter (fewer leaves):
# katib-cnn-tuning (prod asks its 4 CPUs instead of dev its 2), katib-early-stopping (dev adds earlyStopping
# instead of staging and prod removing it), mpi-deepspeed-root (dev has the upstream image and command instead
# of staging and prod the non-root build).
NOT_EXACT = {"katib-cnn-tuning", "katib-early-stopping", "mpi-deepspeed-root"}


def load(path: Path) -> Obj:
    docs, problems = yamlio.parse(path.read_text(), str(path))
    assert not problems and len(docs) == 1, problems
    doc: Obj = docs[0]
    return doc


ENVIRONMENT_OBJECTS = {env: load(environment_file(env)) for env in ENVIRONMENTS}


def env_settings(env: str) -> Obj:
    spec: Obj = merge.drop_nulls(ENVIRONMENT_OBJECTS[env]["spec"])
    return spec


def with_removals(spec: Obj, below: Obj) -> Obj:
    """`spec` with a null for each field the Environment's defaults set and the spec removed."""
    out = dict(spec)
    for key, value in below.items():
        if key not in spec:
            out[key] = None
        elif isinstance(value, dict) and isinstance(spec[key], dict):
            out[key] = with_removals(spec[key], value)
    return out


def flatten(example: Obj, env: str) -> Obj:
    """The copy of `example` a team has in `env`: its effective spec there, the Environment's namespace and
    registry written out, without `environments:`."""
    spec = model.effective_spec(example["spec"], env_settings(env), env)
    registry = env_settings(env).get("registry")
    for layer in [spec, *(spec.get("roles") or {}).values()]:
        if "image" in layer:
            layer["image"] = qualified_image(registry, layer["image"])
    spec = with_removals(spec, model.effective_spec({}, env_settings(env), None))
    metadata = {**example["metadata"], "namespace": env_settings(env).get("namespace") or "default"}
    return {**example, "metadata": metadata, "spec": spec}


def rendered(spec: Obj, env: str) -> str:
    expansion = core.expand(spec, ENVIRONMENT_OBJECTS[env])
    assert expansion.ok and expansion.objects, [str(r) for r in expansion.results]
    return yamlio.dump_all(expansion.objects)


@pytest.mark.parametrize("path", examples(), ids=lambda p: p.stem)
def test_an_example_copied_per_environment_combines_into_a_spec_that_renders_the_same(path: Path) -> None:
    example = load(path)
    copies = {env: flatten(example, env) for env in ENVIRONMENTS}
    combined, results = combine(copies, ENVIRONMENT_OBJECTS)
    assert [str(r) for r in results] == []
    for env in ENVIRONMENTS:
        assert rendered(combined, env) == rendered(example, env), env
    assert leaves(combined) <= leaves(example)
    assert (combined == example) is (path.stem not in NOT_EXACT), yamlio.dump(combined)


def test_the_copies_take_what_the_environment_supplied_along() -> None:
    """The flattened copies are what combine has to recognise: the namespace, defaults and registry are in them."""
    copy = flatten(load(ROOT / "examples" / "mpi-deepspeed-root.yaml"), "prod")
    assert copy["metadata"]["namespace"] == "ml-prod"
    assert copy["spec"]["queue"] == "prod" and copy["spec"]["nodeSelector"] == {"node-pool": "gpu-training"}
    assert copy["spec"]["image"] == "registry.example.com/ml/ml/deepspeed:v0.4.0-nonroot"
    runtime_image = load(ROOT / "examples" / "trainer-runtime-image.yaml")
    removed = flatten({**runtime_image, "spec": {**runtime_image["spec"], "resources": None}}, "dev")
    assert removed["spec"]["resources"] is None  # the spec removed the Environment's default resources


def case_copies(case: str) -> dict[str, Obj]:
    return {env: load(CASES / case / f"{env}.yaml") for env in ENVIRONMENTS}


def with_short_images(copy: Obj, env: str) -> Obj:
    """The copy with its image as the combined spec may write it: without the registry the Environment adds."""
    registry = env_settings(env).get("registry")
    image = copy["spec"]["image"]
    if registry and image.startswith(registry + "/") and qualified_image(registry, image[len(registry) + 1 :]) == image:
        return {**copy, "spec": {**copy["spec"], "image": image[len(registry) + 1 :]}}
    return copy


def test_a_job_copied_three_times_keeps_only_its_real_differences() -> None:
    copies = case_copies("three-copies")
    combined, results = combine(copies, ENVIRONMENT_OBJECTS)
    assert results == []
    assert combined == load(CASES / "three-copies" / "expected.yaml")
    for env, copy in copies.items():
        assert rendered(combined, env) == rendered(with_short_images(copy, env), env), env


def test_without_environments_only_what_every_copy_shares_is_left_out() -> None:
    copies = case_copies("three-copies")
    combined, results = combine(copies, {})
    for env, copy in copies.items():
        assert model.effective_spec(combined["spec"], {}, env) == model.effective_spec(copy["spec"], {}, env), env
    overrides = combined["spec"]["environments"]
    assert [overrides[env].get("queue", combined["spec"].get("queue")) for env in ENVIRONMENTS] == list(ENVIRONMENTS)
    assert "image" in combined["spec"] and "queuePriority" in overrides["prod"]
    # one namespace per copy, and no Environment to give them: each copy that renders elsewhere is named
    assert [(r.severity, r.field) for r in results] == [(WARNING, "metadata.namespace")] * 2


def test_the_output_is_deterministic_and_the_input_untouched() -> None:
    copies = case_copies("three-copies")
    before = json.dumps(copies)
    first = json.dumps(combine(copies, ENVIRONMENT_OBJECTS)[0])
    assert json.dumps(copies) == before
    assert json.dumps(combine(case_copies("three-copies"), ENVIRONMENT_OBJECTS)[0]) == first
    assert yamlio.dump(combine(copies, ENVIRONMENT_OBJECTS)[0]) == yamlio.dump(combine(copies, ENVIRONMENT_OBJECTS)[0])


def _renamed(copy: Obj, **metadata: Any) -> Obj:
    return {**copy, "metadata": {**copy["metadata"], **metadata}}


def test_copies_of_different_jobs_are_one_error_line() -> None:
    copies = case_copies("three-copies")
    copies["prod"] = _renamed(copies["prod"], name="bert-pretrain")
    combined, results = combine(copies, ENVIRONMENT_OBJECTS)
    assert combined == {}
    assert [str(r) for r in results] == [
        "[error] kfgen.dev/v1alpha1/TrainingSpec/ml-dev/bert-finetune metadata.name: the copies are not one job: "
        'dev and staging have "bert-finetune", prod has "bert-pretrain"; give each environment\'s copy of the same job'
    ]
    copies = case_copies("three-copies")
    copies["staging"]["spec"]["framework"] = "tensorflow"
    assert [(r.severity, r.field) for r in combine(copies, ENVIRONMENT_OBJECTS)[1]] == [(ERROR, "spec.framework")]


def test_what_no_override_can_say_is_a_warning_with_its_field() -> None:
    copies = case_copies("three-copies")
    copies["prod"]["spec"]["updatePolicy"] = "Recreate"
    copies["staging"] = _renamed(copies["staging"], labels={"owner": "nlp"})
    combined, results = combine(copies, ENVIRONMENT_OBJECTS)
    assert "updatePolicy" not in combined["spec"] and "labels" not in combined["metadata"]
    where = "[warning] kfgen.dev/v1alpha1/TrainingSpec/ml-dev/bert-finetune"
    assert [str(r) for r in results] == [
        f'{where} metadata.labels: differs between the copies (dev nothing, staging {{"owner":"nlp"}}, prod nothing) '
        "and a TrainingSpec's metadata has no per-environment value: left out",
        f'{where} spec.updatePolicy: the prod copy has "Recreate", the combined spec gives nothing in prod: '
        "spec.environments.prod cannot set updatePolicy, so the copies must agree on it",
    ]


def test_lists_merged_by_name_and_pod_patches_come_back_per_environment() -> None:
    """An item only some copies have, items in another order, a pod patch's null only one copy has: each is said
    by the overrides (an override cannot remove an item of a list merged by name, nor a null of the spec's patch)."""
    copies = case_copies("three-copies")
    data = {"name": "data", "claim": "data", "path": "/data", "readOnly": True}
    checkpoints = copies["dev"]["spec"]["volumes"][0]
    copies["staging"]["spec"]["volumes"] = [checkpoints, data]
    copies["prod"]["spec"]["volumes"] = [data, {**checkpoints, "readOnly": True}]
    copies["dev"]["spec"]["podPatch"] = {"spec": {"enableServiceLinks": None}}
    copies["prod"]["spec"]["podPatch"] = {"spec": {"containers": [{"name": "pytorch", "stdin": True}]}}
    combined, results = combine(copies, ENVIRONMENT_OBJECTS)
    assert results == []
    assert "volumes" not in combined["spec"] and "podPatch" not in combined["spec"]
    for env, copy in copies.items():
        assert rendered(combined, env) == rendered(with_short_images(copy, env), env), env


TOLERATION = {"key": "dedicated", "operator": "Equal", "value": "training", "effect": "NoSchedule"}
VOLUMES = {
    "checkpoints": {"name": "checkpoints", "claim": "checkpoints", "path": "/checkpoints"},
    "data": {"name": "data", "claim": "data", "path": "/data", "readOnly": True},
    "scratch": {"name": "scratch", "emptyDir": "10Gi", "path": "/scratch"},
}


@st.composite
def copy_variants(draw: st.DrawFn, env: str) -> Obj:
    """The three-copies job as one environment may have it: the fields a team changes, each present or not."""
    spec: Obj = {"framework": "pytorch", "command": ["torchrun", "/app/finetune.py"]}
    registry = draw(st.sampled_from(["", "registry.example.com/ml/", "ghcr.io/team/"]))
    spec["image"] = f"{registry}bert:{draw(st.sampled_from(['1.4.2', '1.5.0']))}"
    spec["replicas"] = {"master": 1, "worker": draw(st.integers(1, 3))}
    optional: dict[str, st.SearchStrategy[Any]] = {
        "resources": st.fixed_dictionaries(
            {"cpu": st.sampled_from(["2", "4", "8"])}, optional={"gpu": st.integers(0, 2), "memory": st.just("16Gi")}
        ),
        "env": st.dictionaries(st.sampled_from(["A", "B", "C"]), st.sampled_from(["1", "2"]), max_size=3),
        "volumes": st.lists(st.sampled_from(sorted(VOLUMES)), unique=True, max_size=3).map(
            lambda names: [VOLUMES[n] for n in names]
        ),
        "tolerations": st.just([TOLERATION]),
        "queue": st.sampled_from(["dev", "staging", "prod", "batch"]),
        "sharedMemory": st.sampled_from(["auto", "0", "4Gi"]),
        "podPatch": st.sampled_from(
            [{"spec": {"enableServiceLinks": None}}, {"spec": {"containers": [{"name": "pytorch", "stdin": True}]}}]
        ),
        "roles": st.just({"master": {"resources": {"cpu": "1"}}}),
    }
    for key, values in optional.items():
        if draw(st.booleans()):
            spec[key] = draw(values)
    namespace = draw(st.sampled_from([env_settings(env).get("namespace"), "team-nlp"]))
    return {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "TrainingSpec",
        "metadata": {"name": "bert", "namespace": namespace},
        "spec": spec,
    }


@settings(max_examples=200, deadline=None)
@given(
    copies=st.fixed_dictionaries({env: copy_variants(env) for env in ENVIRONMENTS}),
    known=st.sampled_from([ENVIRONMENTS, ("prod",), ()]),
)
def test_any_copies_combine_into_a_spec_each_environment_reads_its_copy_from(
    copies: dict[str, Obj], known: tuple[str, ...]
) -> None:
    environments = {env: ENVIRONMENT_OBJECTS[env] for env in known}
    combined, results = combine(copies, environments)
    assert all(r.field == "metadata.namespace" for r in results), [str(r) for r in results]
    for env, copy in copies.items():
        layer = env_settings(env) if env in known else {}
        have = model.effective_spec(combined["spec"], layer, env)
        want = model.effective_spec(copy["spec"], layer, env)
        registry = layer.get("registry")
        assert qualified_image(registry, have.pop("image")) == qualified_image(registry, want.pop("image"))
        assert have == want, env
    assert json.dumps(combine(copies, environments)[0]) == json.dumps(combined)
