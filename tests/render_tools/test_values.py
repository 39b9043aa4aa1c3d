"""Exact values: what kfgen writes is read back as the same data by the real kustomize, kpt and kubectl.

Generated strings (biased toward what a YAML reader might take for a number, a boolean, a null or a
time: base prefixes in any case, signs, underscores, dots, exponents, `inf` and `nan` spellings, `~`,
`<<`, `=`, sexagesimal, dates), ints, floats and booleans go through kfgen's writers (the fast block
writer and PyYAML's) as the values and keys of an object and as a TrainingSpec's environment, expanded
by the core. Every leaf of every object kfgen wrote must then read back identically:

- kustomize (go-yaml v3): a JSON patch of `test` operations, one per leaf, that `kustomize build` applies
  to its own reading of the files (a mismatch fails the build);
- kpt (go-yaml v3): `kpt fn source` reads the files and writes them again, and
- kubectl (go-yaml v2 through sigs.k8s.io/yaml): `kubectl annotate --local -o json` turns kfgen's files and
  kpt's and kustomize's output into JSON, which is compared leaf by leaf.

The reader is checked the same way: plain scalars that kfgen's loader reads must be what kustomize reads.
"""

from __future__ import annotations

import json
import math
import subprocess
from decimal import Decimal
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import run_kfgen, tool
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kfgen import core
from kfgen.io import yamlio, yamlresolve, yamlstyle

Obj = dict[str, Any]


def _cased(word: str) -> st.SearchStrategy[str]:
    return st.lists(st.booleans(), min_size=len(word), max_size=len(word)).map(
        lambda upper: "".join(c.upper() if u else c.lower() for c, u in zip(word, upper, strict=True))
    )


def _sprinkle(text: str, where: list[int]) -> str:
    out = text
    for index in sorted({i % (len(text) + 1) for i in where}, reverse=True):
        out = out[:index] + "_" + out[index:]
    return out


DIGITS = {"": "0123456789", "0x": "0123456789abcdefABCDEF", "0o": "01234567", "0b": "01"}
PREFIX = st.sampled_from(["", "", "0", "0x", "0X", "0o", "0O", "0b", "0B", "0_x", "x", "."])
SIGN = st.sampled_from(["", "", "-", "+", "+-"])


@st.composite
def numberish(draw: st.DrawFn) -> str:
    prefix = draw(PREFIX)
    alphabet = DIGITS.get(prefix.lower().replace("_", ""), "0123456789")
    body = draw(st.text(alphabet, min_size=0, max_size=6))
    fraction = draw(st.sampled_from(["", "", ".", "." + draw(st.text("0123456789", max_size=3))]))
    exponent = draw(st.sampled_from(["", "", "e", "E"]))
    if exponent:
        exponent += draw(st.sampled_from(["", "+", "-"])) + draw(st.text("0123456789", max_size=3))
    text = draw(SIGN) + prefix + body + fraction + exponent
    return _sprinkle(text, draw(st.lists(st.integers(0, 20), max_size=2)))


WORDS = ["yes", "no", "on", "off", "y", "n", "true", "false", "null", "inf", "nan", ".inf", ".nan", "+.inf"]
WORD = st.sampled_from(WORDS).flatmap(_cased) | st.sampled_from(["~", "<<", "=", "", "_", ".", "-", "+"])
SEXAGESIMAL = st.tuples(st.integers(0, 99), st.integers(0, 99), st.sampled_from(["", ":30", ".5", ":07.25"])).map(
    lambda t: f"{t[0]}:{t[1]:02d}{t[2]}"
)
TIME = st.tuples(
    st.integers(1000, 2999),
    st.integers(1, 12),
    st.integers(1, 28),
    st.sampled_from(["", "T10:20:30Z", "t1:2:3.5-05:00", " 10:20:30.1", " 1:2:3", "T10:20:30"]),
    st.booleans(),
).map(lambda t: f"{t[0]}-{t[1]}-{t[2]}{t[3]}" if t[4] else f"{t[0]}-{t[1]:02d}-{t[2]:02d}{t[3]}")
TEXT = st.text(
    st.characters(blacklist_categories=("Cc", "Cs"), blacklist_characters="\ufeff\ufffe\uffff")
    | st.sampled_from("\t\n"),
    max_size=10,
)
TRICKY = numberish() | WORD | SEXAGESIMAL | TIME
STRINGS = st.lists(TRICKY | TRICKY | TEXT, min_size=1, max_size=80)
INTS = st.lists(st.integers(-(2**63), 2**63 - 1) | st.integers(-5, 5), max_size=10)
FLOATS = st.lists(
    st.floats(min_value=-1e20, max_value=1e20, allow_nan=False, allow_infinity=False).filter(
        lambda f: f == 0 or abs(f) >= 1e-6
    ),
    max_size=10,
)
SETTINGS = settings(max_examples=15, deadline=None, database=None, suppress_health_check=list(HealthCheck))


def go_json_number(value: float) -> str:
    """A float as Go's encoding/json writes it (what kustomize compares a JSON patch's `test` value with)."""
    if value == 0:
        return "-0" if str(value).startswith("-") else "0"
    number = Decimal(repr(value)).normalize()
    if 1e-6 <= abs(value) < 1e21:
        return format(number, "f")
    sign, digits, exponent = number.as_tuple()
    assert isinstance(exponent, int)
    mantissa = str(digits[0]) + ("." + "".join(map(str, digits[1:])) if len(digits) > 1 else "")
    power = exponent + len(digits) - 1
    return f"{'-' if sign else ''}{mantissa}e{'-' if power < 0 else '+'}{abs(power):02d}".replace("e-0", "e-")


_GO_ESCAPES = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t"}


def go_json_string(text: str) -> str:
    """A string as Go's encoding/json writes it: kustomize's `test` compares the JSON text, escapes and all."""
    out = []
    for char in text:
        if char in _GO_ESCAPES:
            out.append(_GO_ESCAPES[char])
        elif char < " " or char in "<>&\u2028\u2029":
            out.append(f"\\u{ord(char):04x}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def to_json(value: Any) -> str:
    if isinstance(value, float):
        return go_json_number(value)
    if isinstance(value, str):
        return go_json_string(value)
    if isinstance(value, dict):
        return "{" + ",".join(f"{go_json_string(k)}:{to_json(v)}" for k, v in value.items()) + "}"
    if isinstance(value, list):
        return "[" + ",".join(to_json(v) for v in value) + "]"
    return json.dumps(value)


def pointer(path: list[str | int]) -> str:
    return "".join("/" + str(p).replace("~", "~0").replace("/", "~1") for p in path)


def leaves(value: Any, path: list[str | int]) -> list[tuple[list[str | int], Any]]:
    if isinstance(value, dict):
        return [leaf for k, v in value.items() for leaf in leaves(v, [*path, k])] or [(path, value)]
    if isinstance(value, list):
        return [leaf for i, v in enumerate(value) for leaf in leaves(v, [*path, i])] or [(path, value)]
    return [(path, value)]


def same(got: Any, expected: Any) -> bool:
    """Equal, and of the same JSON type (a whole float comes back from Go's JSON as an integer)."""
    if isinstance(expected, bool) or isinstance(got, bool):
        return type(got) is type(expected) and got == expected
    if isinstance(expected, float):
        return isinstance(got, int | float) and float(got) == expected
    if isinstance(expected, dict):
        return (
            isinstance(got, dict)
            and got.keys() == expected.keys()
            and all(same(got[k], v) for k, v in expected.items())
        )
    if isinstance(expected, list):
        return isinstance(got, list) and len(got) == len(expected) and all(map(same, got, expected))
    return type(got) is type(expected) and got == expected


def probe(name: str, strings: list[str], ints: list[int], floats: list[float]) -> Obj:
    return {
        "apiVersion": "example.com/v1",
        "kind": "Probe",
        "metadata": {"name": name},
        "spec": {
            "values": {f"k{i}": v for i, v in enumerate(strings)},
            # kustomize drops a "<<" key however it is quoted (kyaml takes it for a merge key): not kfgen's to fix
            "keys": {v: i for i, v in enumerate(strings) if v != "<<"},
            "list": strings,
            "ints": ints,
            "floats": floats,
            "bools": [True, False],
            "nothing": None,
        },
    }


def expanded(strings: list[str]) -> list[Obj]:
    env = {f"V{i}": v for i, v in enumerate(s for s in strings if "\n" not in s)}
    spec = {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "TrainingSpec",
        "metadata": {"name": "train", "annotations": {f"example.com/a{i}": v for i, v in enumerate(strings)}},
        "spec": {"framework": "pytorch", "image": "registry.example.com/x:1", "env": env, "nprocPerNode": 2},
    }
    expansion = core.transform([spec], None)
    assert expansion.ok, [str(r) for r in expansion.results]
    return expansion.objects


def run(*args: str, cwd: Path, stdin: str | None = None) -> str:
    result = subprocess.run(list(args), input=stdin, capture_output=True, text=True, cwd=cwd, timeout=300)
    assert result.returncode == 0, result.stderr[-4000:]
    return result.stdout


def kubectl_json(path: Path) -> list[Obj]:
    text = run(
        tool("kubectl"), "annotate", "--local", "-f", str(path), "kfgen.dev/probe=x", "-o", "json", cwd=path.parent
    )
    decoder, at = json.JSONDecoder(), 0
    objects: list[Obj] = []
    while text[at:].strip():  # one JSON document per object
        obj, end = decoder.raw_decode(text, at + len(text[at:]) - len(text[at:].lstrip()))
        objects += obj["items"] if obj.get("kind") == "List" else [obj]
        at = end
    for obj in objects:
        annotations = obj["metadata"]["annotations"]
        del annotations["kfgen.dev/probe"]
        if not annotations:
            del obj["metadata"]["annotations"]
    return objects


def checks_of(obj: Obj, skip: set[str]) -> list[Obj]:
    return [
        {"op": "test", "path": pointer(path), "value": value}
        for path, value in leaves(obj, [])
        if path and pointer(path) not in skip
    ]


def kustomize_checks(
    directory: Path, files: list[str], objects: list[Obj], skip: frozenset[str] | set[str] = frozenset()
) -> str:
    """`kustomize build` of `files` with a JSON patch of `test` operations for every leaf of `objects`."""
    patches = []
    for number, obj in enumerate(objects):
        patch = directory / f"test-{number}.json"
        patch.write_text(to_json(checks_of(obj, set(skip))), encoding="utf-8")
        group, _, version = obj["apiVersion"].rpartition("/")
        target = {"group": group, "version": version, "kind": obj["kind"], "name": obj["metadata"]["name"]}
        patches.append({"path": patch.name, "target": target})
    (directory / "kustomization.yaml").write_text(json.dumps({"resources": files, "patches": patches}))
    return run(tool("kustomize"), "build", str(directory), cwd=directory)


def assert_same(got: list[Obj], expected: list[Obj], reader: str) -> None:
    def key(o: Obj) -> tuple[str, str]:
        return o["kind"], o["metadata"]["name"]

    got_by = {key(o): o for o in got}
    assert sorted(got_by) == sorted(map(key, expected)), reader
    for obj in expected:
        for path, value in leaves(obj, []):
            node: Any = got_by[key(obj)]
            for part in path:
                node = node[part]
            assert same(node, value), f"{reader}: {pointer(path)} is {node!r}, written {value!r}"


@SETTINGS
@given(strings=STRINGS, ints=INTS, floats=FLOATS)
def test_what_kfgen_writes_reads_back_the_same_in_kustomize_kpt_and_kubectl(
    strings: list[str], ints: list[int], floats: list[float], tmp_path_factory: pytest.TempPathFactory
) -> None:
    directory = tmp_path_factory.mktemp("values")
    fast = [probe("fast", strings, ints, floats), *expanded(strings)]
    slow = [probe("slow", strings, ints, floats)]
    (directory / "fast.yaml").write_text(yamlio.dump_all(fast), encoding="utf-8")
    (directory / "slow.yaml").write_text(yamlstyle.pyyaml_dump(slow[0]), encoding="utf-8")
    written = fast + slow
    assert_same(kubectl_json(directory / "fast.yaml") + kubectl_json(directory / "slow.yaml"), written, "kubectl")

    kustomize_checks(directory, ["fast.yaml", "slow.yaml"], written)
    # without the patches: applying one takes an object through JSON and float64 (integers past 2**53 round)
    (directory / "kustomization.yaml").write_text(json.dumps({"resources": ["fast.yaml", "slow.yaml"]}))
    built = run(tool("kustomize"), "build", str(directory), cwd=directory)
    (directory.parent / f"{directory.name}-kustomize.yaml").write_text(built, encoding="utf-8")
    assert_same(kubectl_json(directory.parent / f"{directory.name}-kustomize.yaml"), written, "kustomize, then kubectl")

    for made in (directory / "kustomization.yaml", *directory.glob("test-*.json")):
        made.unlink()
    sourced = run(tool("kpt"), "fn", "source", str(directory), "-o", "unwrap", cwd=directory)
    (directory.parent / f"{directory.name}-kpt.yaml").write_text(sourced, encoding="utf-8")
    assert_same(kubectl_json(directory.parent / f"{directory.name}-kpt.yaml"), written, "kpt, then kubectl")


PLAIN_SAFE = st.lists(
    TRICKY.filter(lambda s: s.strip() == s and s[:1] not in ("", "-", "?", ":", "%", "@", "`")), max_size=60
)


@SETTINGS
@given(scalars=PLAIN_SAFE)
def test_kfgen_reads_plain_scalars_as_kustomize_does(
    scalars: list[str], tmp_path_factory: pytest.TempPathFactory
) -> None:
    """kfgen's reader follows go-yaml v3: a plain scalar is the value kustomize reads."""
    directory = tmp_path_factory.mktemp("reader")
    # JSON has no infinity or NaN: kustomize cannot apply a patch to an object holding one
    scalars = [s for s in scalars if not (isinstance(v := yamlresolve.go_value(s)[1], float) and not math.isfinite(v))]
    lines = "".join(f"  k{i}: {s}\n" for i, s in enumerate(scalars))
    text = f"apiVersion: example.com/v1\nkind: Probe\nmetadata:\n  name: plain\nspec:\n{lines or '  {}'}\n"
    (directory / "plain.yaml").write_text(text, encoding="utf-8")
    docs, problems = yamlio.parse(text, "plain.yaml")
    assert not problems, problems
    spec = docs[0]["spec"] or {}
    texts = {f"k{i}": s for i, s in enumerate(scalars)}
    # go-yaml v3 decodes a plain timestamp into a time.Time, which kustomize writes back as RFC 3339 when it
    # applies a JSON patch; kubectl (go-yaml v2) keeps the text, as kfgen does
    skip = {f"/spec/{k}" for k in spec if yamlresolve.non_string_tag(texts[k]) == yamlresolve.TIMESTAMP}
    kustomize_checks(directory, ["plain.yaml"], docs, skip)


def test_upper_case_prefixes_are_quoted_and_read_back_as_written() -> None:
    for text in ("0X1F", "0O17", "0B1", "0x_1F", "1_0", "+0x1F", "-0B1", "2001-1-2", "1e3", "._5"):
        written = yamlio.dump({"v": text})
        assert written != f"v: {text}\n", text
        assert yaml.safe_load(written) == {"v": text}
        assert yamlio.parse(written, "w")[0] == [{"v": text}]


# Tags ----------------------------------------------------------------------------------------------

TAGGED = """apiVersion: v1
kind: ConfigMap
metadata:
  name: tagged
  annotations: {PATH}
data:
  empty:
  flow: {a: , b: !!timestamp 2001-12-14t21:59:43.10-05:00, c: 0X1F, d: "0X1F"}
  set: !!set {x, y}
  omap: !!omap [{p: 1}, {q: 2}]
  custom: !team ml
  custom-map: !thing {a: 1}
  time: !!timestamp 2001-12-14 21:59:43.10
  date: !!timestamp 2001-12-14
  binary: !!binary aGVsbG8=
  str: !!str 0X1F
  int: !!int 0X1F
  float: !!float 1
"""


def fn(items: str, config: str = "") -> subprocess.CompletedProcess[str]:
    text = f"apiVersion: config.kubernetes.io/v1\nkind: ResourceList\n{config}items:\n" + "".join(
        "- " + line.replace("\n", "\n  ").rstrip(" ") + "\n" for line in items.split("---\n")
    )
    return run_kfgen("fn", stdin=text)


@pytest.mark.parametrize("path", ["{}", "{config.kubernetes.io/path: tagged.yaml, config.kubernetes.io/index: '0'}"])
def test_an_item_passed_through_means_the_same_to_go_readers(path: str, tmp_path: Path) -> None:
    """`kfgen fn` echoes an item it does not own as it came, tags and all: kubectl reads the same data from both.

    (In the input, `y` is a boolean to kubectl's go-yaml v2 and a string to go-yaml v3: written from kfgen's
    reading, it would be the string to both.)"""
    item = TAGGED.replace("{PATH}", path)
    result = fn(item)
    assert result.returncode == 0, result.stderr
    (tmp_path / "in.yaml").write_text(item, encoding="utf-8")
    (tmp_path / "out.yaml").write_text(_item_text(result.stdout), encoding="utf-8")
    assert kubectl_json(tmp_path / "out.yaml") == kubectl_json(tmp_path / "in.yaml")


def _item_text(resource_list: str) -> str:
    """The first item of a ResourceList as the function wrote it."""
    body = resource_list.split("items:\n", 1)[1]
    lines: list[str] = []
    for line in body.splitlines():
        if lines and not line.startswith("  "):
            break
        lines.append(line[2:])
    return "\n".join(lines) + "\n"


def test_the_function_refuses_tags_in_a_training_spec_and_echoes_it() -> None:
    spec = (
        "apiVersion: kfgen.dev/v1alpha1\nkind: TrainingSpec\nmetadata:\n  name: train\n"
        "  annotations: {owner: !team ml, started: !!timestamp 2001-12-14}\n"
        "spec: {framework: pytorch, image: 'x:1'}\n"
    )
    result = fn(spec)
    assert result.returncode == 1
    assert result.stderr.splitlines() == [
        "[error] kfgen.dev/v1alpha1/TrainingSpec/default/train metadata.annotations.owner: the tag !team is not "
        "supported: remove it (a quoted value is a string)",
        "[error] kfgen.dev/v1alpha1/TrainingSpec/default/train metadata.annotations.started: an explicit "
        "!!timestamp is a time to go-yaml v3 and YAML 1.1 readers and text to go-yaml v2 (kubectl): "
        "write it as a quoted string",
    ]
    assert "  annotations: {owner: !team ml, started: !!timestamp 2001-12-14}\n" in result.stdout, "echoed as it came"
