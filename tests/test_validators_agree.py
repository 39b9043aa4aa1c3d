"""The generated fast validator and the jsonschema explainer (kfgen.checks.validate) agree on every input.

The fast one decides whether an object is valid; only then does the explainer name each problem with its
field path. Where they disagree, a problem would have no field path (or a valid object an error): e.g. a
value ending in a newline, which Python's `$` matches and Go's RE2, the API server and the fast validator
do not.
"""

from __future__ import annotations

import copy
from typing import Any

from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st

from kfgen import core, merge, schema
from kfgen.checks import validate
from kfgen.results import ResourceRef

SPEC: dict[str, Any] = {
    "apiVersion": schema.API_VERSION,
    "kind": schema.TRAINING_SPEC,
    "metadata": {"name": "train"},
    "spec": {"framework": "pytorch", "image": "pytorch/pytorch:2.1.0"},
}
ENVIRONMENT: dict[str, Any] = {
    "apiVersion": schema.API_VERSION,
    "kind": schema.ENVIRONMENT,
    "metadata": {"name": "prod"},
    "spec": {"namespace": "ml-prod"},
}
BASES = {schema.TRAINING_SPEC: SPEC, schema.ENVIRONMENT: ENVIRONMENT}


def leaf_paths(node: Any, path: tuple[str, ...] = ()) -> list[tuple[str, ...]]:
    """Every field of the schema (a mapping's keys as `k`, a list's items skipped)."""
    if not isinstance(node, dict):
        return []
    out = [path] if path else []
    for key, child in (node.get("properties") or {}).items():
        out += leaf_paths(child, (*path, key))
    if isinstance(node.get("additionalProperties"), dict):
        out += leaf_paths(node["additionalProperties"], (*path, "k"))
    for union in ("anyOf", "oneOf"):
        for branch in node.get(union, []):
            out += leaf_paths(branch, path)
    return sorted(set(out))


PATHS = {kind: leaf_paths(schema.SCHEMAS[kind]) for kind in BASES}
TEXT = st.one_of(
    st.sampled_from(["train", "prod", "16Gi", "500m", "1e3", "auto", "unlimited", "30s", "/data", "a.b/c", "Always"]),
    st.text("abc-./019AZ_:", max_size=12),
)
VALUES = st.one_of(
    TEXT,
    TEXT.map(lambda t: t + "\n"),
    TEXT.map(lambda t: "\n" + t),
    st.integers(-3, 10**20),
    st.floats(allow_nan=False),
    st.booleans(),
    st.none(),
    st.lists(TEXT, max_size=2),
    st.dictionaries(TEXT, TEXT, max_size=2),
)


def put(obj: dict[str, Any], path: tuple[str, ...], value: Any) -> None:
    for key in path[:-1]:
        child = obj.get(key)
        if not isinstance(child, dict):
            child = obj[key] = {}
        obj = child
    obj[path[-1]] = value


@st.composite
def objects(draw: st.DrawFn) -> tuple[str, dict[str, Any]]:
    kind = draw(st.sampled_from(sorted(BASES)))
    obj = copy.deepcopy(BASES[kind])
    for _ in range(draw(st.integers(1, 3))):
        put(obj, draw(st.sampled_from(PATHS[kind])), draw(VALUES))
    return kind, obj


def fast_accepts(kind: str, obj: dict[str, Any]) -> bool:
    try:
        validate._fast_validator(kind)(obj)
    except Exception:  # JsonSchemaValueException
        return False
    return True


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(objects())
@example((schema.TRAINING_SPEC, {**SPEC, "spec": {**SPEC["spec"], "priorityClassName": "high\n"}}))
@example((schema.ENVIRONMENT, {**ENVIRONMENT, "spec": {"namespace": "ml-prod\n"}}))
@example((schema.TRAINING_SPEC, {**SPEC, "spec": {**SPEC["spec"], "environments": {"k": {"elastic": {"max": 1.0}}}}}))
def test_both_validators_agree_and_every_problem_has_a_field(case: tuple[str, dict[str, Any]]) -> None:
    kind, obj = case
    data = merge.drop_nulls(obj)
    problems = validate.explain(data, schema.SCHEMAS[kind]) or validate.whole_floats(data, kind)
    assert fast_accepts(kind, data) == (not problems), problems
    for result in validate.check(obj, kind, ResourceRef.of(obj)):
        assert result.field, result


# and no value anywhere makes a check raise -------------------------------------------------------------

POLICY_SPEC = {**SPEC, "spec": {**SPEC["spec"], "image": "registry.example.com/ml/pytorch:2.1.0"}}
POLICY_ENVIRONMENT = {**ENVIRONMENT, "spec": {**ENVIRONMENT["spec"], "registry": "registry.example.com/ml"}}
EDGE_VALUES = st.one_of(
    VALUES,
    st.sampled_from(["1e999999", "9Ei", "1E", "0", "1e2147483648", "99999999999999999999999", 0.0, 2.0, 1e300]),
    st.integers(0, 10**30),
)


@st.composite
def spec_and_environment(draw: st.DrawFn) -> tuple[dict[str, Any], dict[str, Any]]:
    spec, environment = copy.deepcopy(POLICY_SPEC), copy.deepcopy(POLICY_ENVIRONMENT)
    for _ in range(draw(st.integers(1, 4))):
        kind = draw(st.sampled_from([schema.TRAINING_SPEC, schema.TRAINING_SPEC, schema.ENVIRONMENT]))
        put(
            spec if kind == schema.TRAINING_SPEC else environment, draw(st.sampled_from(PATHS[kind])), draw(EDGE_VALUES)
        )
    return spec, environment


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(spec_and_environment())
@example(({**POLICY_SPEC, "spec": {**POLICY_SPEC["spec"], "backend": None}}, POLICY_ENVIRONMENT))
@example((POLICY_SPEC, {**POLICY_ENVIRONMENT, "spec": {"namespace": "ml-prod", "kueue": {"localQueues": {"q": None}}}}))
@example(({**POLICY_SPEC, "spec": {**POLICY_SPEC["spec"], "gang": {"scheduleTimeout": 0.0}}}, POLICY_ENVIRONMENT))
@example(
    (
        {**POLICY_SPEC, "spec": {**POLICY_SPEC["spec"], "resources": {"cpu": "1", "limits": {"cpu": "1E"}}}},
        POLICY_ENVIRONMENT,
    )
)
def test_no_value_makes_a_check_raise(case: tuple[dict[str, Any], dict[str, Any]]) -> None:
    spec, environment = case
    for chosen in (environment, None):
        expansion = core.transform([copy.deepcopy(spec)], copy.deepcopy(chosen))
        assert all(r.field or r.severity == "warning" for r in expansion.results if r.resource), expansion.results
