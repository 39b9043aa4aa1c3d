"""Reading YAML as go-yaml v3 does (kfgen.io.yamlio's reader), within bounds of size and nesting.

`Loader` is PyYAML's C loader with go-yaml v3's resolution (kfgen.io.yamlresolve) and its core tags;
`pyyaml_parse` reads a stream with it, and the bounds here (size, nesting, alias expansion) are checked
before anything walks the input. kfgen.io.yamlio.parse is the front door: it tries kfgen.io.yamlfast first.
"""

from __future__ import annotations

import re
from typing import Any

import yaml

from kfgen.checks import values
from kfgen.io import scalartext, yamlresolve
from kfgen.results import ERROR, Result

STR = "tag:yaml.org,2002:str"
PLAIN_CACHE_LIMIT = 100_000


def memo(cache: dict[str, str], text: str, compute: Any) -> str:
    tag = cache.get(text)
    if tag is None:
        tag = compute(text)
        if len(text) <= 120 and len(cache) < PLAIN_CACHE_LIMIT:
            cache[text] = tag
    return str(tag)


# The first characters of every non-string some reader resolves a plain scalar to (each looks a scalar up by its
# first character): text starting otherwise is a string to all of them, with no lookup.
READ_SPECIAL = frozenset("+-0123456789.~tTfFnN<")


_read_tags: dict[str, str] = {}


class Loader(yaml.CSafeLoader):
    def construct_document(self, node: Any) -> Any:
        data = super().construct_document(node)
        scalartext.mark(node, data)  # while the nodes are at hand: env values whose text would change
        return data

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
            if value and value[0] not in READ_SPECIAL:
                return STR  # no word or number go-yaml v3 reads starts so: most keys and names
            return memo(_read_tags, value, _read_tag)
        return super().resolve(kind, value, implicit)  # type: ignore[no-untyped-call,no-any-return]


def _read_tag(text: str) -> str:
    return yamlresolve.go_value(text)[0] or STR


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
        message, where = _yaml_error(exc, text, source)
        return [], [Result(ERROR, message, file=where)]
    return docs, []


def _yaml_error(exc: yaml.YAMLError, text: str, source: str) -> tuple[str, str]:
    """The message of a YAML error and where: `file:line:column` when the parser says where."""
    if isinstance(exc, yaml.reader.ReaderError) and isinstance(exc.character, int):
        line, column = _reader_line_column(text, exc.position)
        return f"invalid YAML: unacceptable character #x{exc.character:04x}: {exc.reason}", f"{source}:{line}:{column}"
    mark = getattr(exc, "problem_mark", None)
    where = f"{source}:{mark.line + 1}:{mark.column + 1}" if mark else source
    problem = getattr(exc, "problem", None) or str(exc)
    context = getattr(exc, "context", None)
    return " ".join((f"invalid YAML: {problem}" + (f" ({context})" if context else "")).split()), where


def _reader_line_column(text: str, position: int) -> tuple[int, int]:
    """libyaml's reader counts a bad character's position in UTF-8 bytes (with no line): line and column from 1."""
    before = text.encode("utf-8", "surrogatepass")[:position].decode("utf-8", "replace")
    return before.count("\n") + 1, len(before) - before.rfind("\n")


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
