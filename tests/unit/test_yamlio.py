"""The YAML writer: byte-identical to PyYAML's, and loading keeps YAML 1.2 strings as strings."""

from __future__ import annotations

from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st

from kfgen.io import yamlio, yamlread, yamlstyle
from kfgen.results import ERROR, Result

TRICKY = [
    "yes",
    "no",
    "on",
    "off",
    "true",
    "null",
    "~",
    "1:30",
    "a: b",
    "#x",
    "x#y",
    "é",
    "-",
    "- a",
    "...",
    "---",
    "0755",
    "1e3",
    ".5",
    "0x1F",
    "2024-01-01",
    "",
    " lead",
    "trail ",
    "@at",
    "a=b",
    "http://x:5000/y",
    "'q'",
    '"dq"',
    "*ref",
    "&anchor",
    "!tag",
    "%pct",
    "{a}",
    "[b]",
    "a,b",
    "x:",
    ":x",
    "?",
    "|",
    ">",
    "nvidia.com/gpu",
    "ml-prod",
    "16Gi",
    "500m",
    "true-ish",
    "NaN",
    ".inf",
    "a\nb",
    "a\nb\n",
    "a\n\nb\n\n",
    " lead\nx",
    "trail \nx",
    "x\n ",
    "\tx\ny",
    "a\r\nb",
    "é\n✓",
    "#x\ny",
    "- a\nb",
    "a: b\nc",
    "\n",
    "\n\n",
]
SCALARS = st.one_of(
    st.sampled_from(TRICKY),
    st.text(max_size=12),
    st.integers(),
    st.booleans(),
    st.none(),
    st.floats(allow_nan=False, allow_infinity=False),
)
DATA = st.recursive(
    SCALARS,
    lambda inner: (
        st.lists(inner, max_size=4)
        | st.dictionaries(st.one_of(st.sampled_from(TRICKY), st.text(max_size=8)), inner, max_size=4)
    ),
    max_leaves=25,
)


@settings(max_examples=400, deadline=None)
@given(doc=st.dictionaries(st.text(max_size=8), DATA, min_size=1, max_size=5))
def test_fast_writer_is_byte_identical_to_pyyaml(doc: dict[str, Any]) -> None:
    assert yamlio.dump(doc) == yamlstyle.pyyaml_dump(doc)
    assert yaml.load(yamlio.dump(doc), Loader=yamlread.Loader) == yaml.load(
        yamlstyle.pyyaml_dump(doc), Loader=yamlread.Loader
    )


@pytest.mark.parametrize("length", [127, 128, 1025, 5001])
def test_long_keys_are_written_as_pyyaml_writes_them(length: int) -> None:
    doc = {"a" * length: {"9" * length: ["x"]}}
    assert yamlio.dump(doc) == yamlstyle.pyyaml_dump(doc)
    assert yamlio.parse(yamlio.dump(doc), "x.yaml") == ([doc], [])


@given(st.text("0123456789", min_size=1, max_size=30))
def test_digits_are_quoted_as_pyyaml_quotes_them(digits: str) -> None:
    doc = {digits: [digits, {digits: digits}]}
    assert yamlio.dump(doc) == yamlstyle.pyyaml_dump(doc)


def test_round_trip_keeps_yaml_1_1_words_as_strings() -> None:
    text = "a: yes\nb: on\nc: 2024-01-01\nd: true\ne: 0755\n"
    docs, problems = yamlio.parse(text, "x.yaml")
    assert problems == []
    assert docs == [{"a": "yes", "b": "on", "c": "2024-01-01", "d": True, "e": 493}]
    assert yamlio.parse(yamlio.dump(docs[0]), "y.yaml")[0] == docs


# go-yaml v3's resolve: ParseInt and ParseUint fail past 64 bits, then ParseFloat reads the scalar if the YAML float
# pattern matches and it is within float range, else it stays a string; Python's int() reads at most 4,300 digits.
BIG_NUMBERS = [
    ("9" * 5001, "9" * 5001),
    ("-" + "9" * 5001, "-" + "9" * 5001),
    ("0" + "7" * 5001, "0" + "7" * 5001),
    ("0x" + "f" * 5001, "0x" + "f" * 5001),
    ("-0o" + "7" * 5001, "-0o" + "7" * 5001),
    ("0x" + "0" * 5000 + "1", 1),
    ("0" * 5000 + "7", 7),
    ("9" * 300, 1e300),
    ("18446744073709551615", 18446744073709551615),
    ("18446744073709551616", 18446744073709551616.0),
    ("-9223372036854775809", -9223372036854775809.0),
    ("0x10000000000000000", "0x10000000000000000"),
]


@pytest.mark.parametrize(("text", "value"), BIG_NUMBERS)
def test_numbers_past_64_bits_read_as_go_yaml_reads_them(text: str, value: object) -> None:
    docs, problems = yamlio.parse(f"k: {text}\nl: [{text}]\n? {text}\n: v\n", "x.yaml")
    assert problems == []
    assert docs == [{"k": value, "l": [value], value: "v"}]
    assert all(type(v) is type(value) for v in (docs[0]["k"], docs[0]["l"][0]))
    assert yamlio.parse(yamlio.dump(docs[0]), "y.yaml")[0] == docs


def test_duplicate_keys_are_errors() -> None:
    _, problems = yamlio.parse("a: 1\nb:\n  c: 1\n  c: 2\n", "dup.yaml")
    assert [str(p) for p in problems] == ["[error] dup.yaml:4:3: invalid YAML: duplicate key 'c'"]


@pytest.mark.parametrize(
    "text",
    [
        "- " * 30_000 + "a\n",  # libyaml's composer recurses once a level: this crashed the process
        "? " * 30_000 + "a\n",
        "k:\n" + "".join(" " * (2 * i) + "- k:\n" for i in range(2_000)),
    ],
    ids=["sequences", "complex-keys", "indented"],
)
def test_deep_block_nesting_is_refused_not_a_crash(text: str) -> None:
    assert yamlio.parse(text, "deep.yaml") == (
        [],
        [Result(ERROR, "input nested too deeply (limit 64 levels)", file="deep.yaml")],
    )


@pytest.mark.parametrize(
    ("indicator", "levels"),
    [(i, n) for i in ("- ", "[") for n in (65, 999)] + [(i, n) for i in ("- ", "? ", "[") for n in (1000, 1001, 5000)],
)
def test_nesting_is_refused_with_kfgens_bound_whatever_the_parsers_own_limit(indicator: str, levels: int) -> None:
    # libyaml 0.2.6 (PyYAML 6.0.4) refuses 1,000 block levels itself, libyaml 0.2.5 (6.0.3) does not:
    # either way the user reads kfgen's bound, never the parser's
    text = "[" * levels + "]" * levels + "\n" if indicator == "[" else indicator * levels + "a\n"
    assert yamlio.parse(text, "deep.yaml") == (
        [],
        [Result(ERROR, "input nested too deeply (limit 64 levels)", file="deep.yaml")],
    )


@settings(max_examples=400, deadline=None)
@given(opener=st.sampled_from("[{"), rest=st.text(st.characters(max_codepoint=0x7F), max_size=40))
def test_flow_like_values_are_quoted_as_pyyaml_quotes_them(opener: str, rest: str) -> None:
    doc = {"k": opener + rest, "l": [opener + rest, {"m": opener + rest}]}
    assert yamlio.dump(doc) == yamlstyle.pyyaml_dump(doc)


@pytest.mark.parametrize("text", ["[", "{}", "[a, b]", '{"a":"b c"}', "[ ", "{ x", "[it's]", "{a\tb}", "{~}", "[ a ]"])
def test_flow_like_examples_are_quoted_as_pyyaml_quotes_them(text: str) -> None:
    doc = {"k": text, "l": [text]}
    assert yamlio.dump(doc) == yamlstyle.pyyaml_dump(doc)


def test_sequence_items_keep_their_first_key_on_the_dash() -> None:
    doc = {"a": [{"b": {"c": [{"d": "x\ny", "e": []}]}, "f": {}}, {"g": ["h", True, None, 3]}, {"i": [{"j": 1}]}]}
    assert yamlio.dump(doc) == yamlstyle.pyyaml_dump(doc)
