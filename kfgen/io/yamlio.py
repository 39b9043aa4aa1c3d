"""YAML in and out with libyaml (PyYAML's C loader and dumper).

Loading follows go-yaml v3, the YAML 1.2 reader of kustomize and kpt (kfgen.io.yamlresolve ports its
`resolve.go`): `yes`, `no`, `on`, `off`, timestamps and `1:30` stay strings; `0o17`, `0X1F`, `1e3`, `0755`,
`0b101` and `1_000` are numbers. An explicit core tag must fit its scalar (`!!int 1.0` is an error, as in
go-yaml); `!!timestamp`, `!!set`, `!!omap`, `!!pairs` and custom tags are kept as their node
(values.Tagged) so that an item passed through is written back as it came, and the core refuses them in
kfgen's own input. Writing quotes every string that go-yaml v2 or v3, a YAML 1.1 *or* a YAML 1.2 reader
would take for something else, so data means the same to all of them. Input is bounded (size, nesting,
alias expansion) before anything walks it.

Here: `parse` and `dump`, the block writer's loops; kfgen.io.yamlread: the Loader and the bounds;
kfgen.io.yamlstyle: the Dumper and the style of each scalar.
"""

from __future__ import annotations

from typing import Any

from kfgen.io import yamlfast, yamlread
from kfgen.io.yamlstyle import SIMPLE_KEY, Fallback, plain_keys, plain_values, pyyaml_dump, scalar
from kfgen.results import ERROR, Result

# A stream of more documents than this is refused before it is read: kfgen's cost is linear in documents, but with a
# large factor (each is checked and written alone); 300,000 is ~10 s, a 32 MiB stream of tiny ones ten times that.
MAX_DOCUMENTS = 300_000


def parse(text: str, source: str) -> tuple[list[Any], list[Result]]:
    """All documents of a stream (empty ones dropped), or a located error."""
    if len(text) > yamlread.MAX_INPUT_BYTES:
        return [], [
            Result(ERROR, f"input too large: {len(text)} characters (limit {yamlread.MAX_INPUT_BYTES})", file=source)
        ]
    too_many = too_many_documents(text, source)
    if too_many:
        return [], too_many
    if yamlread.flow_depth(text) > yamlread.MAX_FLOW_DEPTH or yamlread.block_depth(text) > yamlread.MAX_DEPTH:
        return [], [Result(ERROR, f"input nested too deeply (limit {yamlread.MAX_DEPTH} levels)", file=source)]
    docs = yamlfast.load(text) if yamlfast.pays_off(len(text)) else None
    return (docs, []) if docs is not None else yamlread.pyyaml_parse(text, source)


def too_many_documents(text: str, source: str) -> list[Result]:
    """The error of a stream of more than MAX_DOCUMENTS documents (counted by their `---` lines), or none."""
    if text.count("\n---") + text.startswith("---") <= MAX_DOCUMENTS:  # the lines that start with ---
        return []
    return [Result(ERROR, f"input too large: more than {MAX_DOCUMENTS} documents (limit {MAX_DOCUMENTS})", file=source)]


def dump_all(objects: list[Any]) -> str:
    return "---\n".join(dump(obj) for obj in objects)


def dump(obj: Any) -> str:
    """One document, exactly as PyYAML writes it; plain block data takes a faster path."""
    if isinstance(obj, dict) and obj:
        out: list[str] = []
        try:
            _block_map(obj, "", out)
            return "".join(out)
        except Fallback:
            pass
    return pyyaml_dump(obj)


def _block_map(mapping: dict[Any, Any], indent: str, out: list[str], first: str | None = None) -> None:
    """The lines of a non-empty mapping, its first key after `first` (a sequence item's `- `), else at `indent`.

    Each branch writes what `_inline` would, without its call: this loop runs once per key of every manifest.
    A key found in the cache is a string shorter than SIMPLE_KEY (only those are stored).
    """
    key_for = plain_keys.get
    value_for = plain_values.get
    append = out.append
    inner = indent + "  "
    prefix = indent if first is None else first
    for key, value in mapping.items():
        if type(key) is not str:
            raise Fallback
        name = key_for(key)
        if name is None:
            if len(key) >= SIMPLE_KEY:
                raise Fallback
            name = scalar(key, plain_keys, True)
        kind = type(value)
        if kind is str:
            text = value_for(value)
            if text is None:
                text = scalar(value, plain_values, False)
            if indent and "\n" in text:
                text = text.replace("\n", "\n" + indent)
            append(f"{prefix}{name}: {text}\n")
        elif kind is dict:
            if value:
                append(f"{prefix}{name}:\n")
                _block_map(value, inner, out)
            else:
                append(f"{prefix}{name}: {{}}\n")
        elif kind is list:
            if value:
                append(f"{prefix}{name}:\n")
                _block_seq(value, indent, out)
            else:
                append(f"{prefix}{name}: []\n")
        elif kind is bool:
            append(f"{prefix}{name}: true\n" if value else f"{prefix}{name}: false\n")
        elif kind is int:
            append(f"{prefix}{name}: {value}\n")  # int.__format__ with no spec is str(int)
        else:
            append(f"{prefix}{name}: {_other(value)}\n")
        prefix = indent


def _block_seq(items: list[Any], indent: str, out: list[str]) -> None:
    """The lines of a non-empty sequence under a key at `indent` (PyYAML does not indent the dashes)."""
    value_for = plain_values.get
    append = out.append
    dash = indent + "- "
    inner = indent + "  "
    for value in items:
        kind = type(value)
        if kind is str:
            text = value_for(value)
            if text is None:
                text = scalar(value, plain_values, False)
            if indent and "\n" in text:
                text = text.replace("\n", "\n" + indent)
            append(f"{dash}{text}\n")
        elif kind is dict:
            if value:
                _block_map(value, inner, out, dash)
            else:
                append(dash + "{}\n")
        elif kind is list:
            if value:
                raise Fallback  # a list of lists: PyYAML writes the dashes on one line
            append(dash + "[]\n")
        else:
            append(f"{dash}{_other(value)}\n")


def _other(value: Any) -> str:
    """The inline form of a scalar that is not a string: a boolean, an int or None."""
    kind = type(value)
    if kind is bool:
        return "true" if value else "false"
    if kind is int:
        return str(value)
    if value is None:
        return "null"
    raise Fallback
