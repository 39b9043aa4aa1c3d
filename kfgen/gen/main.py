"""Writes every artifact derived from kfgen.schema: `python -m kfgen.gen [--check]`.

Derived artifacts: the fast validators (kfgen/generated), the CRDs (bases/crds), the JSON Schemas for
editors (schemas/), the Helm chart's CRDs, RBAC rules and values.schema.json (kfgen.gen.chart) and the
field reference (docs/reference.md, its only copy); from the table of kinds (kfgen.api): the controller's RBAC
(bases/controller/rbac.yaml, kfgen.gen.rbac), the Argo CD health snippets (kfgen.gen.argocd) and Flux's
healthCheckExprs with the Kustomizations in flux/ (kfgen.gen.flux). `--check` fails on drift.
"""

from __future__ import annotations

import json
import re
import sys
from pathlib import Path
from typing import Any

from kfgen import schema
from kfgen.gen import docs

ROOT = Path(__file__).resolve().parents[2]


def with_definitions(root: dict[str, Any], min_size: int = 200) -> dict[str, Any]:
    """The schema with every repeated large subschema moved to `definitions` and referenced.

    fastjsonschema writes one function per definition instead of inlining each copy, which keeps the
    generated validator small (fast to import) and its functions short (fast to run). A large map value
    (an environment override) gets its own function even when it occurs once: fastjsonschema formats the
    path of every field below a map key from the function's locals(), and inlined in the top-level
    function those are hundreds.
    """
    counts: dict[str, int] = {}

    def count(node: Any, map_values: bool = False, names_map: bool = False) -> None:
        if isinstance(node, dict):
            if not names_map and _is_schema(node):
                key = json.dumps(node, sort_keys=True)
                if len(key) >= min_size:
                    counts[key] = counts.get(key, 0) + (2 if map_values else 1)
            if names_map:  # `properties`: a map of field names (one may be called `type`), not a schema
                for value in node.values():
                    count(value)
                return
            for name, value in node.items():
                count(value, name == "additionalProperties", name == "properties")
        elif isinstance(node, list):
            for value in node:
                count(value)

    count(root)
    names: dict[str, str] = {}
    definitions: dict[str, Any] = {}

    def rewrite(node: Any, top: bool = False, names_map: bool = False) -> Any:
        if isinstance(node, list):
            return [rewrite(v) for v in node]
        if not isinstance(node, dict):
            return node
        if names_map:  # `properties`: a map of field names (one may be called `type`), not a schema
            return {k: rewrite(v) for k, v in node.items()}
        key = json.dumps(node, sort_keys=True) if _is_schema(node) else ""
        if not top and counts.get(key, 0) > 1:
            if key not in names:
                names[key] = f"d{len(names)}"
                definitions[names[key]] = {k: rewrite(v) for k, v in node.items()}
            return {"$ref": f"#/definitions/{names[key]}"}
        return {
            k: (v if k in ("enum", "required") else rewrite(v, names_map=k == "properties")) for k, v in node.items()
        }

    out: dict[str, Any] = rewrite(root, top=True)
    out["definitions"] = definitions
    return out


def _is_schema(node: dict[str, Any]) -> bool:
    return any(k in node for k in ("type", "anyOf", "oneOf", "enum"))


FASTJSONSCHEMA_IMPORT = "from fastjsonschema import JsonSchemaValueException, JsonSchemaValuesException\n"
WHOLE_FLOAT_CLAUSE = re.compile(r" and not \(isinstance\((\w+), float\) and \1\.is_integer\(\)\)")
LOCALS_FORMAT = re.compile(r'"([^"{}]*(?:\{\w+\}[^"{}]*)+)"\.format\(\*\*locals\(\)\)')


def _explicit_format(match: re.Match[str]) -> str:
    """`"a[{i}]".format(**locals())` as `"a[{}]".format(i)`: the same text without building a dict of every
    local, which fastjsonschema does on each call of a definition's function (the path of a map value)."""
    names = re.findall(r"\{(\w+)\}", match.group(1))
    return '"' + re.sub(r"\{\w+\}", "{}", match.group(1)) + '".format(' + ", ".join(names) + ")"


REGEX_TABLE = re.compile(r"^REGEX_PATTERNS = \{\n(.*?)\n\}\n", re.MULTILINE | re.DOTALL)
REGEX_ENTRY = re.compile(r"^( {4}'(?:[^'\\\n]|\\.)*'): re\.compile\(", re.MULTILINE)
LAZY_PATTERNS = (
    "_COMPILE = {{\n{entries}\n}}\n\n\n"
    "class _Patterns(dict):\n"
    '    """REGEX_PATTERNS, each compiled on first use: an input reaches the patterns of the fields it has."""\n\n'
    "    def __missing__(self, key):\n"
    "        compiled = self[key] = _COMPILE[key]()\n"
    "        return compiled\n\n\n"
    "REGEX_PATTERNS = _Patterns()\n"
)


def _lazy_patterns(code: str) -> str:
    """fastjsonschema's table of compiled patterns as one of patterns compiled on first use: compiling all of them
    took a third of importing a validator, on every start (`kfgen fn` included), for fields most inputs lack."""
    table = REGEX_TABLE.search(code)
    assert table, "fastjsonschema's REGEX_PATTERNS table changed"
    entries, count = REGEX_ENTRY.subn(r"\1: lambda: re.compile(", table.group(1))
    assert count == len(entries.splitlines()), "a REGEX_PATTERNS entry kfgen.gen does not rewrite"
    return code[: table.start()] + LAZY_PATTERNS.format(entries=entries) + code[table.end() :]


LOCAL_EXCEPTIONS = (
    "\n\nclass JsonSchemaValueException(ValueError):\n"
    '    """The first violation (kfgen.checks.validate explains every one with jsonschema)."""\n'
    "\n\nclass JsonSchemaValuesException(JsonSchemaValueException):\n"
    '    """Several violations."""\n'
)


# A branch of anyOf or oneOf that opens with a type check: fastjsonschema runs it in a try and catches what it raises,
# so a value of another type costs a message and an exception per branch (five for each string env var's value).
# The type check is moved into the branch's gate: a value it refuses skips the branch, with the count unchanged
# exactly as when the branch raised and was caught.
_TYPE_TEST = r"not isinstance\((?P<var>\w+), \([\w, ]+\)\)(?: or isinstance\((?P=var), bool\))?"
_BRANCH_GATE = r"^(?P<indent> +)if (?P<gate>not \w+_any_of_count\d+|\w+_one_of_count\d+ < 2):\n(?P=indent)    try:\n"
BRANCH_TYPE_CHECK = re.compile(
    _BRANCH_GATE
    + rf"(?P=indent)        if (?P<test>{_TYPE_TEST}):\n"
    + r"(?P=indent)            raise JsonSchemaValueException\(.*\)\n",
    re.MULTILINE,
)
BRANCH_CALL = re.compile(
    _BRANCH_GATE + r"(?P=indent)        (?P<function>\w+)\((?P<var>\w+), custom_formats, ", re.MULTILINE
)
DEFINITION_TYPE_CHECK = re.compile(
    rf"^def (?P<function>\w+)\(data, custom_formats={{}}, name_prefix=None\):\n    if (?P<test>{_TYPE_TEST}):\n"
    r"        raise JsonSchemaValueException\(",
    re.MULTILINE,
)


def _gated_branches(code: str) -> str:
    """Each anyOf and oneOf branch that opens with a type check (its own or its definition function's) gated by it."""
    code = BRANCH_TYPE_CHECK.sub(
        lambda m: f"{m['indent']}if {m['gate']} and not ({m['test']}):\n{m['indent']}    try:\n", code
    )
    tests = {m["function"]: m["test"] for m in DEFINITION_TYPE_CHECK.finditer(code)}

    def gate_call(match: re.Match[str]) -> str:
        test = tests.get(match["function"])
        if test is None:
            return match[0]
        test = test.replace("isinstance(data,", f"isinstance({match['var']},")
        head = f"{match['indent']}if {match['gate']}"
        return match[0].replace(head + ":", f"{head} and not ({test}):", 1)

    return BRANCH_CALL.sub(gate_call, code)


def validator_code(kind: str) -> str:
    import fastjsonschema

    code: str = fastjsonschema.compile_to_code(
        with_definitions(schema.SCHEMAS[kind]), use_default=False, detailed_exceptions=False
    )
    header = f"# Generated from kfgen.schema by `python -m kfgen.gen`; do not edit.\n# {kind} validator.\n"
    # fastjsonschema's exceptions are defined here: importing fastjsonschema costs ~2 ms of every start-up
    code = code.replace(FASTJSONSCHEMA_IMPORT, LOCAL_EXCEPTIONS)
    # JSON Schema counts 4.0 as an integer; kfgen does not (kfgen.checks.validate.whole_floats says why and where)
    code, floats = WHOLE_FLOAT_CLAUSE.subn("", code)
    code = LOCALS_FORMAT.sub(_explicit_format, code)
    code = _lazy_patterns(code) if "REGEX_PATTERNS = {" in code else code
    code = _gated_branches(code)
    assert "locals()" not in code, "fastjsonschema formats a path in a way kfgen.gen does not rewrite"
    assert floats or '"integer"' not in json.dumps(schema.SCHEMAS[kind]), "fastjsonschema's integer check changed"
    assert "import fastjsonschema" not in code and "from fastjsonschema" not in code
    entry = re.search(r"^def (\w+)\(", code, re.MULTILINE)
    assert entry, "fastjsonschema output has no function"
    return header + code + f"\n\nvalidate = {entry.group(1)}\n"


def artifacts() -> dict[Path, str]:
    from kfgen.gen import argocd, chart, crd, flux, podapigen, rbac, typeddicts
    from kfgen.io import yamlio

    out: dict[Path, str] = {}
    for kind in schema.SCHEMAS:
        out[ROOT / "kfgen" / "generated" / f"{kind.lower()}_validator.py"] = validator_code(kind)
        out[ROOT / "schemas" / f"{kind.lower()}.json"] = crd.json_schema(kind)
        out[ROOT / "bases" / "crds" / f"{schema.GROUP}_{kind.lower()}s.yaml"] = yamlio.dump_all([crd.crd(kind)])
    out[ROOT / "kfgen" / "generated" / "types.py"] = typeddicts.code()
    out[ROOT / "kfgen" / "generated" / "podapi.py"] = podapigen.code()
    if (ROOT / "bases" / "controller").is_dir():
        out[ROOT / "bases" / "controller" / "rbac.yaml"] = rbac.manifest()
    out.update(chart.artifacts(ROOT))
    out.update(argocd.artifacts(ROOT))
    out.update(flux.artifacts(ROOT))
    out[ROOT / "docs" / "reference.md"] = docs.reference()
    return out


def main(argv: list[str] | None = None) -> int:
    check = "--check" in (argv if argv is not None else sys.argv[1:])
    stale = []
    for path, text in artifacts().items():
        current = path.read_text() if path.exists() else None
        if current == text:
            continue
        stale.append(path)
        if not check:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_text(text)
    for path in stale:
        print(f"{'stale' if check else 'wrote'}: {path.relative_to(ROOT)}", file=sys.stderr)
    return 1 if check and stale else 0


if __name__ == "__main__":
    sys.exit(main())
