"""YAML in and out with libyaml (PyYAML's C loader and dumper).

Loading follows go-yaml v3, the YAML 1.2 reader of kustomize and kpt (kfgen.io.yamlresolve ports its
`resolve.go`): `yes`, `no`, `on`, `off`, timestamps and `1:30` stay strings; `0o17`, `0X1F`, `1e3`, `0755`,
`0b101` and `1_000` are numbers. An explicit core tag must fit its scalar (`!!int 1.0` is an error, as in
go-yaml); `!!timestamp`, `!!set`, `!!omap`, `!!pairs` and custom tags are kept as their node
(values.Tagged) so that an item passed through is written back as it came, and the core refuses them in
kfgen's own input. Writing quotes every string that go-yaml v2 or v3, a YAML 1.1 *or* a YAML 1.2 reader
would take for something else, so data means the same to all of them. Input is bounded (size, nesting,
alias expansion) before anything walks it.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

from kfgen.checks import values
from kfgen.io import yamlfast, yamlnodes, yamlresolve
from kfgen.results import ERROR, Result

_STR = "tag:yaml.org,2002:str"
_PLAIN_CACHE_LIMIT = 100_000


def _memo(cache: dict[str, str], text: str, compute: Any) -> str:
    tag = cache.get(text)
    if tag is None:
        tag = compute(text)
        if len(text) <= 120 and len(cache) < _PLAIN_CACHE_LIMIT:
            cache[text] = tag
    return str(tag)


_read_tags: dict[str, str] = {}


class Loader(yaml.CSafeLoader):
    def construct_mapping(self, node: Any, deep: bool = False) -> Any:
        keys: set[Any] = set()
        for key_node, _ in node.value:
            if isinstance(key_node, yaml.ScalarNode):
                if key_node.value in keys:
                    raise yaml.constructor.ConstructorError(
                        None, None, f"duplicate key {key_node.value!r}", key_node.start_mark
                    )
                keys.add(key_node.value)
        return super().construct_mapping(node, deep=deep)

    def resolve(self, kind: Any, value: Any, implicit: Any) -> str:
        """A plain scalar resolves as go-yaml v3 resolves it (the reader of kustomize and kpt)."""
        if kind is yaml.ScalarNode and implicit[0]:
            if value and value[0] not in _READ_SPECIAL:
                return _STR  # no word or number go-yaml v3 reads starts so: most keys and names
            return _memo(_read_tags, value, _read_tag)
        return super().resolve(kind, value, implicit)  # type: ignore[no-untyped-call,no-any-return]


def _read_tag(text: str) -> str:
    return yamlresolve.go_value(text)[0] or _STR


def _explicit(tag: str, wanted: tuple[str, ...]) -> Any:
    """The constructor of a core tag: the scalar must resolve to one of `wanted` (else go-yaml refuses it too)."""

    def construct(loader: Loader, node: yaml.ScalarNode) -> Any:
        if not isinstance(node, yaml.ScalarNode):
            raise yaml.constructor.ConstructorError(
                None, None, f"expected a scalar under {values.short_tag(tag)}", node.start_mark
            )
        resolved, value = yamlresolve.go_value(node.value)
        if resolved not in wanted:
            raise yaml.constructor.ConstructorError(
                None, None, f"cannot read {node.value!r} as {values.short_tag(tag)}", node.start_mark
            )
        return float(value) if tag == yamlresolve.FLOAT and isinstance(value, int) else value

    return construct


def _tagged(loader: Loader, node: yaml.Node) -> values.Tagged:
    """A node under a tag kfgen does not read, kept as it is (the core refuses it in kfgen's own input)."""
    return values.Tagged(node.tag, node)


Loader.add_constructor(yamlresolve.INT, _explicit(yamlresolve.INT, (yamlresolve.INT,)))
Loader.add_constructor(yamlresolve.FLOAT, _explicit(yamlresolve.FLOAT, (yamlresolve.FLOAT, yamlresolve.INT)))
Loader.add_constructor(yamlresolve.BOOL, _explicit(yamlresolve.BOOL, (yamlresolve.BOOL,)))
Loader.add_constructor(yamlresolve.NULL, _explicit(yamlresolve.NULL, (yamlresolve.NULL,)))
# `<<` merges as a key; as a value it is the string "<<" (go-yaml writes it plain).
Loader.add_constructor(yamlresolve.MERGE, lambda loader, node: str(node.value))
for _tag in ("timestamp", "set", "omap", "pairs"):
    Loader.add_constructor("tag:yaml.org,2002:" + _tag, _tagged)
Loader.add_constructor(None, _tagged)  # any other tag: a custom `!foo`, `!!python/...`


_MAP, _SEQ = "tag:yaml.org,2002:map", "tag:yaml.org,2002:seq"
_BOOL_NODE = {True: ("tag:yaml.org,2002:bool", "true"), False: ("tag:yaml.org,2002:bool", "false")}


class Dumper(yaml.CSafeDumper):
    """libyaml's emitter with a lean representer for plain data (what PyYAML's would produce).

    The generic representer and resolver dominate the cost of dumping thousands of manifests; plain
    dicts, lists, strings, ints, booleans and None take a direct path, scalar resolution is memoised,
    and anything else goes to PyYAML's own representer.
    """

    def ignore_aliases(self, data: Any) -> bool:
        return True

    def represent_data(self, data: Any) -> yaml.Node:
        kind = type(data)
        if kind is str:
            return yaml.ScalarNode(_STR, data, style="|" if "\n" in data else None)
        if kind is dict:
            represent = self.represent_data
            return yaml.MappingNode(_MAP, [(represent(k), represent(v)) for k, v in data.items()], flow_style=False)
        if kind is list:
            represent = self.represent_data
            return yaml.SequenceNode(_SEQ, [represent(v) for v in data], flow_style=False)
        if kind is bool:
            return yaml.ScalarNode(*_BOOL_NODE[data])
        if kind is int:
            return yaml.ScalarNode("tag:yaml.org,2002:int", str(data))
        if data is None:
            return yaml.ScalarNode("tag:yaml.org,2002:null", "null")
        return super().represent_data(data)

    def resolve(self, kind: Any, value: Any, implicit: Any) -> str:
        if kind is not yaml.ScalarNode:
            return super().resolve(kind, value, implicit)  # type: ignore[no-untyped-call,no-any-return]
        if implicit == (True, False):
            return _plain_tag(value)
        return _STR  # a quoted scalar, or a plain one under an explicit tag (PyYAML's default)

    def descend_resolver(self, current_node: Any, current_index: Any) -> None:
        pass  # no path resolvers are registered

    def ascend_resolver(self) -> None:
        pass


_written_tags: dict[str, str] = {}


def _base_tag(text: str) -> str:
    # Resolution reads only class-level tables, so the class can stand in for an instance.
    return str(yaml.CSafeDumper.resolve(Dumper, yaml.ScalarNode, text, (True, False)))  # type: ignore[arg-type,no-untyped-call]


def _plain_tag(text: str) -> str:
    """What a plain scalar is to the strictest reader: PyYAML's YAML 1.1 resolvers, then go-yaml v2 and v3 and
    YAML 1.2 (yamlresolve); a string only if every one of them reads it as a string."""
    if text and text[0] not in _WRITE_SPECIAL:
        return _STR
    return _memo(_written_tags, text, _strictest_tag)


def _strictest_tag(text: str) -> str:
    tag = _base_tag(text)
    return tag if tag != _STR else yamlresolve.non_string_tag(text) or _STR


# The first characters of every non-string some reader resolves a plain scalar to (each looks a scalar up by its
# first character): text starting otherwise is a string to all of them, with no lookup.
_READ_SPECIAL = frozenset("+-0123456789.~tTfFnN<")
_WRITE_SPECIAL = frozenset(k for k in Dumper.yaml_implicit_resolvers if k) | _READ_SPECIAL | frozenset("yYoO")
assert None not in Dumper.yaml_implicit_resolvers  # a resolver for any first character would defeat the above


def _represent_tagged(_: Dumper, data: values.Tagged) -> yaml.Node:
    return yamlnodes.faithful(data.node)


Dumper.add_representer(values.Tagged, _represent_tagged)


MAX_INPUT_BYTES = 32 * 1024 * 1024
MAX_DEPTH = 64
MAX_NODES = 2_000_000  # after alias expansion: what everything downstream walks, copies and writes
MAX_CHARACTERS = 256 * 1024 * 1024


MAX_FLOW_DEPTH = 1000  # libyaml's composer recurses in C: tens of thousands of [ or { crash the process


def flow_depth(text: str) -> int:
    """An upper bound of the nesting of flow collections ([ and { in strings count too)."""
    if text.count("[") + text.count("{") <= MAX_FLOW_DEPTH:
        return 0
    depth = deepest = 0
    for match in re.finditer(r"[\[\]{}]", text):
        depth = depth + 1 if match.group() in "[{" else max(depth - 1, 0)
        if depth > MAX_FLOW_DEPTH:
            return depth
    return deepest


# A block collection nested in another starts a line further in, or after a `- `, `? ` or `: ` on the same line:
# a stream with no line that starts with this many spaces and indicators nests far less than MAX_FLOW_DEPTH.
_MAY_NEST_DEEPLY = re.compile(rf"^[ \t?:-]{{{MAX_FLOW_DEPTH // 4}}}", re.MULTILINE)
_STARTS = (yaml.MappingStartEvent, yaml.SequenceStartEvent)
_ENDS = (yaml.MappingEndEvent, yaml.SequenceEndEvent)


def block_depth(text: str) -> int:
    """A lower bound of how deeply the stream nests, exact past MAX_DEPTH: libyaml's parser reads it
    without recursing, while PyYAML's composer recurses in C and some thousands of `- ` crash the process."""
    if not _MAY_NEST_DEEPLY.search(text.replace("\r", "\n")):
        return 0
    depth = 0
    try:
        for event in yaml.parse(text, Loader=yaml.CSafeLoader):
            if isinstance(event, _STARTS):
                depth += 1
                if depth > MAX_DEPTH:
                    return depth
            elif isinstance(event, _ENDS):
                depth -= 1
    except yaml.YAMLError as exc:
        if _parser_nesting_limit(exc):
            return MAX_DEPTH + 1
    return 0


def _parser_nesting_limit(exc: yaml.YAMLError) -> bool:
    """libyaml 0.2.6 (PyYAML 6.0.4's wheels) refuses 1,000 levels with its own message; kfgen's bound
    (MAX_DEPTH, far lower) is what the user is told, whichever parser release is installed."""
    return "nesting depth" in str(getattr(exc, "problem", None) or exc)


class TooLarge(Exception):
    pass


def parse(text: str, source: str) -> tuple[list[Any], list[Result]]:
    """All documents of a stream (empty ones dropped), or a located error."""
    if len(text) > MAX_INPUT_BYTES:
        return [], [Result(ERROR, f"input too large: {len(text)} characters (limit {MAX_INPUT_BYTES})", file=source)]
    if flow_depth(text) > MAX_FLOW_DEPTH or block_depth(text) > MAX_DEPTH:
        return [], [Result(ERROR, f"input nested too deeply (limit {MAX_DEPTH} levels)", file=source)]
    docs = yamlfast.load(text)
    return (docs, []) if docs is not None else pyyaml_parse(text, source)


def pyyaml_parse(text: str, source: str) -> tuple[list[Any], list[Result]]:
    """parse() by PyYAML alone, past the checks of the input's size: the reading yamlfast must match."""
    try:
        docs = [doc for doc in yaml.load_all(text, Loader=Loader) if doc is not None]
        for doc in docs:
            measure(doc)
    except TooLarge as exc:
        return [], [Result(ERROR, str(exc), file=source)]
    except RecursionError:
        return [], [Result(ERROR, f"input nested too deeply (limit {MAX_DEPTH} levels)", file=source)]
    except yaml.YAMLError as exc:
        if _parser_nesting_limit(exc):
            return [], [Result(ERROR, f"input nested too deeply (limit {MAX_DEPTH} levels)", file=source)]
        mark = getattr(exc, "problem_mark", None)
        where = f"{source}:{mark.line + 1}:{mark.column + 1}" if mark else source
        problem = getattr(exc, "problem", None) or str(exc)
        context = getattr(exc, "context", None)
        message = " ".join((f"invalid YAML: {problem}" + (f" ({context})" if context else "")).split())
        return [], [Result(ERROR, message, file=where)]
    return docs, []


def measure(doc: Any) -> tuple[int, int]:
    """(nodes, characters) of a document with every alias expanded; raises TooLarge past the limits.

    Each distinct node is visited once (aliases share the Python object), so the cost is linear in
    the input even when the expansion is exponential (an alias bomb).
    """
    sizes: dict[int, tuple[int, int]] = {}
    total = _measure(doc, sizes, set(), 0)
    if total[0] > MAX_NODES or total[1] > MAX_CHARACTERS:
        raise TooLarge(
            f"input too large once its aliases are expanded: {total[0]} nodes, {total[1]} characters "
            f"(limits {MAX_NODES}, {MAX_CHARACTERS})"
        )
    return total


def _measure(node: Any, sizes: dict[int, tuple[int, int]], open_: set[int], depth: int) -> tuple[int, int]:
    if isinstance(node, str):
        return 1, len(node)
    if not isinstance(node, dict | list):
        return 1, 8
    key = id(node)
    if key in sizes:
        return sizes[key]
    if key in open_:
        raise TooLarge("input is recursive: an alias refers to a node that contains it")
    if depth >= MAX_DEPTH:
        raise TooLarge(f"input nested too deeply (limit {MAX_DEPTH} levels)")
    open_.add(key)
    nodes, chars = 1, 0
    children = [x for pair in node.items() for x in pair] if isinstance(node, dict) else node
    for child in children:
        n, c = _measure(child, sizes, open_, depth + 1)
        nodes, chars = nodes + n, chars + c
        if nodes > MAX_NODES or chars > MAX_CHARACTERS:
            raise TooLarge(
                f"input too large once its aliases are expanded: more than {MAX_NODES} nodes or "
                f"{MAX_CHARACTERS} characters"
            )
    open_.discard(key)
    sizes[key] = (nodes, chars)
    return nodes, chars


def dump_all(objects: list[Any]) -> str:
    return "---\n".join(dump(obj) for obj in objects)


def dump(obj: Any) -> str:
    """One document, exactly as PyYAML writes it; plain block data takes a faster path."""
    if isinstance(obj, dict) and obj:
        out: list[str] = []
        try:
            _block_map(obj, "", out)
            return "".join(out)
        except _Fallback:
            pass
    return pyyaml_dump(obj)


def pyyaml_dump(obj: Any) -> str:
    return yaml.dump(obj, Dumper=Dumper, sort_keys=False, default_flow_style=False, allow_unicode=True, width=1 << 30)


# A block-style writer for the common case. PyYAML stays the authority on scalars: a string is
# written plain only when it is simple and PyYAML's resolver reads it back as a string; any other
# scalar is quoted by PyYAML itself (and cached). Multi-line strings, floats, lists of lists and
# other types fall back to PyYAML for the whole document. Tests check byte-identical output.
_PLAIN = re.compile(r"[A-Za-z0-9_./][A-Za-z0-9_./:=+@-]*(?<!:)")
_plain_values: dict[str, str] = {}
_plain_keys: dict[str, str] = {}


# PyYAML writes a key this long as an explicit `? key` (libyaml reads a simple key of at most 1,024 characters)
_SIMPLE_KEY = 128


# A value that starts with `[` or `{` cannot be plain; PyYAML single-quotes it when every character is printable
# ASCII, none is a quote to double and it does not end in a space (a line break or a tab takes the slow path).
_FLOW_OPENERS = ("[", "{")
_SINGLE_QUOTED = re.compile(r"[\[{][ -&(-~]*(?<! )")


class _Fallback(Exception):
    pass


def _scalar(text: str, cache: dict[str, str], key: bool) -> str:
    out = cache.get(text)
    if out is None:
        if "\n" in text:
            out = _multi_line(text, key)
            if len(text) <= 120 and len(cache) < 100_000:
                cache[text] = out
            return out
        if text.isascii() and text.isdigit():  # a number to every reader (a kpt index, a port): what PyYAML writes
            out = f"'{text}'"
        elif _PLAIN.fullmatch(text) and not text.startswith("...") and _resolves_to_str(text):
            out = text
        elif not key and text[:1] in _FLOW_OPENERS and _SINGLE_QUOTED.fullmatch(text):
            out = f"'{text}'"  # a JSON annotation: long, so never cached, and PyYAML's dump costs ~100x this
        else:
            out = _quoted(text, key)
        if len(text) <= 120 and len(cache) < 100_000:  # memoise the short, repeated scalars only
            cache[text] = out
    return out


def _multi_line(text: str, key: bool) -> str:
    """PyYAML's block (or quoted) form of a multi-line value; continuation lines are indented by the caller.

    A keep-chomped scalar (`|+`) that ends the document is followed by `...`, so it takes the slow path.
    """
    written = pyyaml_dump({"k": text})
    if key or not written.startswith("k: ") or "\n...\n" in written:
        raise _Fallback
    return written[len("k: ") : -1]


def _quoted(text: str, key: bool) -> str:
    """PyYAML's own rendering of a scalar, when it fits on one line as a simple key or value."""
    written = pyyaml_dump({text: 1}) if key else pyyaml_dump({"k": text})
    if written.count("\n") != 1 or written.startswith("? "):
        raise _Fallback
    if key:
        if not written.endswith(": 1\n"):
            raise _Fallback
        return written[: -len(": 1\n")]
    return written[len("k: ") : -1]


def _resolves_to_str(text: str) -> bool:
    return _plain_tag(text) == _STR


def _block_map(mapping: dict[Any, Any], indent: str, out: list[str], first: str | None = None) -> None:
    """The lines of a non-empty mapping, its first key after `first` (a sequence item's `- `), else at `indent`.

    Each branch writes what `_inline` would, without its call: this loop runs once per key of every manifest.
    A key found in the cache is a string shorter than _SIMPLE_KEY (only those are stored).
    """
    key_for = _plain_keys.get
    value_for = _plain_values.get
    append = out.append
    inner = indent + "  "
    prefix = indent if first is None else first
    for key, value in mapping.items():
        if type(key) is not str:
            raise _Fallback
        name = key_for(key)
        if name is None:
            if len(key) >= _SIMPLE_KEY:
                raise _Fallback
            name = _scalar(key, _plain_keys, True)
        kind = type(value)
        if kind is str:
            text = value_for(value)
            if text is None:
                text = _scalar(value, _plain_values, False)
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
    value_for = _plain_values.get
    append = out.append
    dash = indent + "- "
    inner = indent + "  "
    for value in items:
        kind = type(value)
        if kind is str:
            text = value_for(value)
            if text is None:
                text = _scalar(value, _plain_values, False)
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
                raise _Fallback  # a list of lists: PyYAML writes the dashes on one line
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
    raise _Fallback
