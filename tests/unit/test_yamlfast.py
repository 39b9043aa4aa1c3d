"""yamlfast reads every stream exactly as PyYAML and kfgen's Loader do: the same documents (types, values, key
order) and, through PyYAML, the same errors. A stream it takes is checked against the PyYAML path itself."""

from __future__ import annotations

import contextlib
import random
import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import yaml
from hypothesis import given, settings
from hypothesis import strategies as st
from test_yamlio import TRICKY

from kfgen.checks import values
from kfgen.io import yamlfast, yamlio, yamlread, yamlresolve

ROOT = Path(__file__).resolve().parents[2]
CORPUS_DIRECTORIES = ("examples", "overlays", "bases", "charts", "tests")

pytestmark = pytest.mark.skipif(not yamlfast._yaml_rs(), reason="yaml-rs is not installed")


def same(a: Any, b: Any) -> bool:
    """Equal with the same types all the way down, keys in the same order, floats by repr (nan, -0.0)."""
    if type(a) is not type(b):
        return False
    if type(a) is dict:
        return (
            list(a) == list(b)
            and all(same(x, y) for x, y in zip(a, b, strict=True))
            and all(same(a[key], b[key]) for key in a)
        )
    if type(a) is list:
        return len(a) == len(b) and all(same(x, y) for x, y in zip(a, b, strict=True))
    if type(a) is float:
        return repr(a) == repr(b)
    if isinstance(a, values.Tagged):  # values.Lossy too
        return a.tag == b.tag and same_node(a.node, b.node)
    return bool(a == b)


def same_node(a: Any, b: Any) -> bool:
    if type(a) is not type(b) or a.tag != b.tag:
        return False
    if isinstance(a, yaml.ScalarNode):
        return bool(a.value == b.value and a.style == b.style)
    pairs = zip(a.value, b.value, strict=False)
    if isinstance(a, yaml.MappingNode):
        return len(a.value) == len(b.value) and all(same_node(x[0], y[0]) and same_node(x[1], y[1]) for x, y in pairs)
    return len(a.value) == len(b.value) and all(same_node(x, y) for x, y in pairs)


@contextlib.contextmanager
def pyyaml_only() -> Iterator[None]:
    saved, yamlfast._native = yamlfast._native, False
    try:
        yield
    finally:
        yamlfast._native = saved


def reference(text: str) -> Any:
    with pyyaml_only():
        return outcome(text)


def outcome(text: str) -> Any:
    """parse()'s documents and results, or the exception it raised (text PyYAML cannot even encode)."""
    try:
        return yamlio.parse(text, "in.yaml")
    except Exception as exc:
        return (type(exc), str(exc))


def agrees(text: str) -> bool:
    """Asserts that parse() reads the text as the PyYAML path does; whether the fast path took it."""
    expected, got = reference(text), outcome(text)
    assert type(got) is type(expected) and got[1] == expected[1] and same(got[0], expected[0]), (text, got, expected)
    fast = yamlfast.load(text)
    if fast is None:
        return False
    assert expected[1] == [] and same(fast, expected[0]), (text, fast, expected)
    return True


def corpus_files(directory: str) -> list[Path]:
    return sorted(p for p in (ROOT / directory).rglob("*") if p.suffix in (".yaml", ".yml") and p.is_file())


@pytest.mark.parametrize("directory", CORPUS_DIRECTORIES)
def test_every_yaml_file_of_the_repository_reads_the_same(directory: str) -> None:
    files = corpus_files(directory)
    assert files
    for path in files:
        try:
            text = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue  # kfgen refuses it before any YAML is read
        agrees(text)


def test_the_fast_path_takes_the_examples_and_bench_specs() -> None:
    examples = corpus_files("examples")
    assert all(yamlfast.load(p.read_text(encoding="utf-8")) is not None for p in examples)
    specs = bench_specs(200)
    assert all(agrees(text) for text in specs)


def bench_specs(count: int) -> list[str]:
    """The TrainingSpecs scripts/bench.py renders (its generator, its seed, its writer)."""
    sys.path.insert(0, str(ROOT / "scripts"))
    try:
        import bench
    finally:
        sys.path.remove(str(ROOT / "scripts"))
    rng = random.Random(bench.SEED)
    return [
        yaml.safe_dump(bench.make_spec(rng, i), sort_keys=False, default_flow_style=None, width=100)
        for i in range(count)
    ] + [bench.resource_list_text()]


def test_parse_reads_with_pyyaml_when_yaml_rs_is_missing(monkeypatch: pytest.MonkeyPatch) -> None:
    text = (ROOT / "examples" / sorted(p.name for p in (ROOT / "examples").glob("*.yaml"))[0]).read_text()
    expected = reference(text)
    monkeypatch.setitem(sys.modules, "yaml_rs", None)  # `import yaml_rs` raises ImportError
    monkeypatch.setattr(yamlfast, "_native", None)
    assert yamlfast.load(text) is None
    docs, errors = yamlio.parse(text, "in.yaml")
    assert errors == expected[1] == [] and same(docs, expected[0])
    assert yamlio.parse("a: [", "in.yaml") == reference("a: [")


# Scalars whose reading differs between YAML 1.1, YAML 1.2, go-yaml v3 and yaml-rs, or that end a plain scalar.
NUMBERS = """
0o17 0O17 0o8 0x1F 0X1F 0x1f 0x_1F 0b101 0B101 0b2 0755 0758 08 09 00 -0 +0 0 -012 +0755
1_000 1__0 _1 1_ -1_0 +_1 +1 -1 1. -1. 1.5 01.5 .5 -.5 +.5 1e3 1E3 1e+3 1.5e-3 12e03 1e400 -1e400 1.e3 _.5 1_.5
0.0 -0.0 +0.0 0e0 .inf -.inf +.inf .Inf .INF .iNf .nan .NaN .NAN -.nan +.nan 1e 1e+ e3 .e3 0x 0o 0b
9223372036854775807 9223372036854775808 -9223372036854775808 -9223372036854775809
18446744073709551615 18446744073709551616 99999999999999999999 0x8000000000000000 0xFFFFFFFFFFFFFFFFF
1:30 1:30:00 2001-12-14 2001-12-14t21:59:43.10-05:00 2024-1-1 12:30:45 1.2.3 1-2 -- --- ... - ~
Yes NO y N On oFF TRUE True tRUE FALSE nULL Null NULL null None none <<
"""
SCALARS = sorted(
    {
        *NUMBERS.split(),
        "2001-12-14 21:59:43.10 -5",
        *TRICKY,
        *yamlresolve._V3_WORDS,
        *yamlresolve._V2_WORDS,
        "é",
        "✓",
        "a\tb",
        "x" * 300,
        "a b " * 40,
    }
)


def styled(text: str) -> list[str]:
    """The scalar plain, single- and double-quoted (PyYAML writes the escapes), literal and folded."""
    escaped = yaml.dump(text, default_style='"', width=1 << 30, allow_unicode=True).strip().removesuffix("\n...")
    forms = [text, "'" + text.replace("'", "''") + "'", escaped]
    if "\n" not in text:
        forms += [f"|\n  {text}\n", f">-\n  {text}\n", f"|+\n  {text}\n\n"]
    return forms


def contexts(scalar: str) -> list[str]:
    block = scalar if scalar.endswith("\n") else scalar + "\n"
    return [
        f"k: {block}",
        f"- {block}",
        f"{scalar}: v\n" if "\n" not in scalar else f"? {block}: v\n",
        f"a:\n  b: {block}c: d\n",
        f"{{k: {scalar}}}\n",
        f"[{scalar}, x]\n",
        f"{{{scalar}: 1, y: [{scalar}]}}\n",
        f"---\n{block}",
    ]


def test_tricky_scalars_read_the_same_in_every_style_and_place() -> None:
    taken = 0
    for scalar in SCALARS:
        for form in styled(scalar):
            for text in contexts(form):
                taken += agrees(text)
    assert taken > 1000  # most of them take the fast path: what is compared is its output


STREAMS = [
    "",
    "\n",
    "# only a comment\n",
    "---\n",
    "---\n---\n...\n",
    "---\na: 1\n---\n---\nb: 2\n...\n",
    "--- \n...\n--- {a: 1}\n",
    "- 1\n---\n- 2\n",
    "null\n---\n~\n---\na: 1\n",
    "a: 1 # comment\n# c\nb: [1, 2] # c\n",
    "a: &x {b: 1}\nc: *x\n",
    "a: &x 1\nb: *x\n",
    "a: *x\n",
    "base: &b {x: 1, y: 2}\nk:\n  <<: *b\n  y: 3\n",
    "k:\n  <<: [{x: 1}, {x: 2}]\n",
    "k: <<\n",
    "a: !!str 1\nb: !!int '1'\nc: !!float 1\nd: !!bool true\ne: !!null ''\n",
    "a: !!int 1.0\n",
    "a: !!timestamp 2001-12-14\n",
    "a: !foo bar\nb: !foo {x: 1}\n",
    "a: !!set {x, y}\n",
    "a: ! 1\n",
    "%YAML 1.1\n---\na: 1\n",
    "%TAG !e! tag:example.com,2000:\n---\na: !e!x 1\n",
    "a: 1\na: 2\n",
    "a: 1\n'a': 2\n",
    "1: a\n'1': b\n",
    "1: a\n01: b\n",
    "true: a\nTrue: b\n",
    "null: a\n~: b\n",
    "? [a, b]\n: c\n",
    "? {a: b}\n: c\n",
    "{a: 1, b: [x, {c: d}], 'e': \"f\"}\n",
    '{"a":1, "b":[1,2]}\n',
    "[a, b, [c, [d]]]\n",
    "{a: {b: {c: {}}}, d: []}\n",
    "[a, ?b]\n",
    "{ ?foo: bar }\n",
    "\ufeffa: 1\n",
    "a: 1\r\nb: [2, 3]\r\nc: |\r\n  x\r\n  y\r\n",
    "a: 1\rb: 2\r",
    "a:\tb\n",
    "a: b\t# c\n",
    'a: "x\ty"\n',
    'k: "line\\none\\ttab\\u00e9\\x41\\/\\\\ \\""\n',
    "k: 'it''s'\n",
    'k: "a\n\n  b\n  c"\n',
    "k: 'a\n\n  b'\n",
    "k: a\n  b\n\n  c\n",
    "k: |\n  a\n\n  b\n",
    "k: >\n  a\n  b\n\n  c\n   d\n",
    "k: |2\n    a\n",
    "k: |\n",
    "k: |+\n",
    "- |\n",
    "|\n  x\n",
    ">\n",
    "--- |\n  x\n",
    "a\r--- |\n#\n",
    "a: b\r  " + "- " * 150 + "c\r",
    "k: |\n  x",
    "k: x",
    "k: |\n  x\n  ",
    "k: x\u0085y\n",
    "k: x\u2028y\n",
    "é: ✓\n",
    "k: " + "x" * 100_000 + "\n",
    "k: '" + "y " * 5000 + "'\n",
    "- " * 40 + "a\n",
    "- " * 70 + "a\n",
    "[" * 70 + "]" * 70 + "\n",
    "a:\n" + "".join(" " * i + f"k{i}:\n" for i in range(1, 80)),
    "a: [\n",
    "a: b: c\n",
    "- a\nb: c\n",
    "a:\n  - b\n  c: d\n",
    'k: "unterminated\n',
    "k: @x\n",
    "k: `x\n",
    "k: x\x00y\n",
    "k: \x07\n",
    "k: '\ud800'\n",
]


@pytest.mark.parametrize("text", STREAMS)
def test_streams_read_the_same(text: str) -> None:
    agrees(text)


def test_the_limits_are_yamlios() -> None:
    assert (yamlfast.MAX_DEPTH, yamlfast.MAX_NODES) == (yamlread.MAX_DEPTH, yamlread.MAX_NODES)
    assert yamlfast.MAX_TEXT + 8 * yamlfast.MAX_NODES < yamlread.MAX_CHARACTERS  # characters: the text, 8 a node


def test_nesting_deeper_than_yaml_rs_can_go_takes_pyyaml() -> None:
    # yaml-rs recurses once a level and crashes the process at ~20,000 (so does PyYAML's composer, a little later)
    assert yamlfast.load("- " * 30_000 + "a\n") is None
    assert agrees("a:\n" + " " * 300 + "b: 1\n")
    agrees("- " * 3000 + "a\n")
    agrees("x:\n" + "".join(" " * (i * 300) + f"k{i}:\n" for i in range(1, 20)) + "a\n" * 9000)


def test_invalid_and_refused_streams_take_pyyaml_and_its_errors() -> None:
    for text in ("a: [\n", "a: 1\na: 2\n", "a: !!int 1.0\n", "k: 0755\n", "a: &x 1\nb: *x\n", "1: a\n'1': b\n"):
        assert yamlfast.load(text) is None, text
        assert yamlio.parse(text, "in.yaml") == reference(text)


WORD_CHARACTERS = "0123456789+-._~eExXoObBaAfFnNtTrRuUlLsSiI"


@settings(max_examples=400)
@given(st.text(WORD_CHARACTERS, min_size=1, max_size=8))
def test_words_read_the_same(word: str) -> None:
    for text in (f"k: {word}\n", f"{word}: v\n", f"[{word}, {word}1]\n", f"- {word}\n- -{word}\n"):
        agrees(text)


FRAGMENTS = [
    *("\n \n  \n    \t", "- ", "-", ": ", ":", "? ", "?", "[", "]", "{", "}", ", ", ",", "#", " # c", "'", '"'),
    *("|", ">", "|-", ">+", "|2", "|+", ">-", "\\", "\\n", "\\t", "\\/", "\\ ", "a", "b", "key", "0755", "1e3"),
    *("-1", "1_000", "0x1F", "true", "null", "~", ".inf", "---", "...", "--- ", "x y", "\r\n", "\r", "é", "''"),
    *("\\x41", "\\u00e9", "1", "2.5", ".", "-.5", "+1", "08", "0o7", "\u00a0", "%", "@", "=", "a:b", "::", "\\\n"),
]


@settings(max_examples=1500)
@given(st.lists(st.sampled_from(FRAGMENTS), max_size=25))
def test_fragments_read_the_same(fragments: list[str]) -> None:
    agrees("".join(fragments))


KEYS = st.text(st.characters(codec="utf-8"), max_size=8)
LEAVES = st.one_of(
    st.none(),
    st.booleans(),
    st.integers(),
    st.floats(),
    st.sampled_from(SCALARS),
    st.text(st.characters(codec="utf-8"), max_size=30),
)
DATA = st.recursive(LEAVES, lambda inner: st.lists(inner, max_size=4) | st.dictionaries(KEYS, inner, max_size=4))


@settings(max_examples=600)
@given(
    DATA,
    st.sampled_from([None, True, False]),
    st.sampled_from([None, '"', "'", "|", ">"]),
    st.sampled_from([20, 80, 1 << 30]),
)
def test_data_written_by_pyyaml_reads_the_same(data: Any, flow: bool | None, style: str | None, width: int) -> None:
    text = yaml.dump(data, default_flow_style=flow, default_style=style, width=width, allow_unicode=True)
    agrees(text)
    agrees(yamlio.dump_all([data, data]) if isinstance(data, dict) else text)


def test_numbers_past_64_bits_take_pyyaml_and_read_as_go_yaml_reads_them() -> None:
    # yaml-rs reads some as big ints or infinities; go-yaml v3 as floats, or strings past float range
    for text in ("9" * 5001, "-0x" + "f" * 5001, "0" + "7" * 5001, "9" * 300, "18446744073709551616"):
        for form in (f"k: {text}\n", f"- [{text}]\n", f"? {text}\n: v\n"):
            agrees(form)
