"""The fast paths of schema validation give what the slow ones gave.

kfgen.gen gates each anyOf/oneOf branch of the generated validators by the type check it opens with (a value of
another type skips it rather than raising and being caught): the gated validators accept, and refuse with the same
message, what fastjsonschema's own code does. kfgen.checks.validate copies a document without its nulls only when
merge.holds_nulls finds one: exactly when the copy would differ.
"""

from __future__ import annotations

import functools
import re
from typing import Any

import pytest
from hypothesis import HealthCheck, example, given, settings
from hypothesis import strategies as st
from test_validators_agree import ENVIRONMENT, SPEC, VALUES, objects

from kfgen import merge, schema
from kfgen.gen import main as gen

KINDS = sorted(schema.SCHEMAS)


def _ungated(kind: str) -> str:
    original = gen._gated_branches
    gen._gated_branches = lambda code: code
    try:
        return gen.validator_code(kind)
    finally:
        gen._gated_branches = original


@functools.cache
def _validator(kind: str, gated: bool) -> Any:
    code = gen.validator_code(kind) if gated else _ungated(kind)
    namespace: dict[str, Any] = {}
    exec(compile(code, f"<{kind} gated={gated}>", "exec"), namespace)
    return namespace["validate"]


def _outcome(kind: str, gated: bool, obj: Any) -> str | None:
    try:
        _validator(kind, gated)(obj)
    except ValueError as refused:  # the generated JsonSchemaValueException
        return str(refused)
    return None


@pytest.mark.parametrize("kind", KINDS)
def test_every_branch_with_a_type_check_is_gated(kind: str) -> None:
    assert gen.BRANCH_TYPE_CHECK.search(_ungated(kind)), "the pattern no longer matches fastjsonschema's branches"
    with open(gen.ROOT / "kfgen" / "generated" / f"{kind.lower()}_validator.py") as generated:
        assert not gen.BRANCH_TYPE_CHECK.search(generated.read())


ENV_VALUES = st.one_of(
    VALUES,
    st.fixed_dictionaries({"secretRef": st.fixed_dictionaries({"name": st.text(max_size=3), "key": st.just("k")})}),
    st.fixed_dictionaries({"field": st.sampled_from(["", "metadata.name", 1])}),
    st.dictionaries(st.sampled_from(["field", "secretRef", "configMapRef", "x"]), VALUES, max_size=2),
)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(objects())
@example((schema.TRAINING_SPEC, {**SPEC, "spec": {**SPEC["spec"], "env": {"A": "x", "B": 1, "C": True}}}))
@example((schema.ENVIRONMENT, {**ENVIRONMENT, "spec": {"namespace": "n", "defaults": {"resources": {"cpu": "1"}}}}))
def test_gated_validators_judge_as_fastjsonschema_does(case: tuple[str, dict[str, Any]]) -> None:
    kind, obj = case
    data = merge.drop_nulls(obj)
    assert _outcome(kind, True, data) == _outcome(kind, False, data)


@settings(max_examples=300, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(st.dictionaries(st.sampled_from(["A", "B", "C"]), ENV_VALUES, max_size=3))
def test_gated_env_values_judged_as_fastjsonschema_does(env: dict[str, Any]) -> None:
    spec = {**SPEC, "spec": {**SPEC["spec"], "env": env}}
    assert _outcome(schema.TRAINING_SPEC, True, spec) == _outcome(schema.TRAINING_SPEC, False, spec)


def test_a_type_check_moved_into_its_gate() -> None:
    branch = (
        "    if data_one_of_count1 < 2:\n"
        "        try:\n"
        "            if not isinstance(data, (str)):\n"
        '                raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string")\n'
        "            data_one_of_count1 += 1\n"
    )
    gated = gen._gated_branches(branch)
    assert re.search(r"if data_one_of_count1 < 2 and not \(not isinstance\(data, \(str\)\)\):\n", gated)
    assert "raise" not in gated


PLAIN = st.recursive(
    st.one_of(st.none(), st.booleans(), st.integers(), st.floats(allow_nan=False), st.text(max_size=3)),
    lambda inner: st.one_of(st.lists(inner, max_size=3), st.dictionaries(st.text(max_size=2), inner, max_size=3)),
    max_leaves=12,
)


@settings(max_examples=500, deadline=None)
@given(PLAIN)
@example({"a": [None]})
@example([{"a": None}])
def test_holds_nulls_exactly_when_dropping_them_changes_the_value(value: Any) -> None:
    assert merge.holds_nulls(value) == (merge.drop_nulls(value) != value)
