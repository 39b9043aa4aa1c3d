"""Where a document and a field of it are written in a YAML file: found again only when a message needs it.

The readers (kfgen.io.yamlfast, kfgen.io.yamlread) keep no marks, so that a render pays nothing for
locations; a message about a file is located afterwards by composing that one file with libyaml (no
values are constructed) and walking the field path through its nodes.
"""

from __future__ import annotations

import re
import weakref
from collections.abc import Iterator
from typing import Any, NamedTuple

import yaml
from yaml._yaml import CParser

from kfgen.io import yamlfast, yamlread, yamlresolve

# a field's steps: `.key`, `[0]` (an item by index) or `[pytorch]` (by name: `containers[pytorch]`, kfgen's and
# the import's name-keyed lists)
_SEGMENT = re.compile(r"\[([^\]]+)\]|\.?([^.\[]+)")
# Each mapping's keys, indexed when a field under it is first located: a file with N problems in one mapping
# is then located in time linear in N, not N times the mapping's size (issue 37 C2).
_KEYS: weakref.WeakKeyDictionary[yaml.MappingNode, dict[str, tuple[yaml.Node, int]]] = weakref.WeakKeyDictionary()


_DEFAULT_TAGS = {
    yaml.ScalarNode: yaml.resolver.BaseResolver.DEFAULT_SCALAR_TAG,
    yaml.SequenceNode: yaml.resolver.BaseResolver.DEFAULT_SEQUENCE_TAG,
    yaml.MappingNode: yaml.resolver.BaseResolver.DEFAULT_MAPPING_TAG,
}


# A line that starts a document, in a stream libyaml reads: always (a scalar spanning it is an error, and it ends a
# block scalar), so the documents of a stream without `...`, directives, tags and aliases are its `---` lines' spans.
_DOCUMENT_START = re.compile(r"^---(?=[ \t\n]|\Z)", re.MULTILINE)
_DOCUMENT_END = re.compile(r"^\.\.\.(?=[ \t\n]|\Z)", re.MULTILINE)


class _Composer(yaml.CBaseLoader):
    """libyaml's composer resolving the one tag the lines need, a merge key's: YAML 1.1's resolver tried its patterns
    on every scalar, a third of composing a file of 1,000 specs again to locate its warnings (issue 41)."""

    def resolve(self, kind: Any, value: Any, implicit: Any) -> str:
        if kind is yaml.ScalarNode and implicit[0] and value == "<<":
            return yamlresolve.MERGE
        return _DEFAULT_TAGS[kind]


class Document(NamedTuple):
    number: int  # among the file's documents, from 0: kpt's config.kubernetes.io/index
    node: yaml.MappingNode


def documents(text: str) -> list[Document]:
    """The file's mapping documents (empty when it does not compose: its own error says where)."""
    return [Document(i, n) for i, n in enumerate(_composed(text)) if isinstance(n, yaml.MappingNode)]


def naming(text: str, name: str) -> list[Document] | None:
    """The mapping documents of `text` that may hold an object named `name`, each composed alone at its own lines and
    number: those whose text holds `name`, a backslash or a quote's escape (every one `find` could match). None where
    the text does not split at its `---` lines as libyaml reads it (`documents` then)."""
    if " " in name or "\r" in text or _DOCUMENT_END.search(text) or yamlfast.refused(text):
        return None  # a name folded over lines; CR line breaks, `...`, directives, tags, anchors and aliases
    if yamlread.flow_depth(text) or yamlread.block_depth(text) > yamlread.MAX_DEPTH or not _parses(text):
        return []
    starts = [match.start() for match in _DOCUMENT_START.finditer(text)]
    if not starts or _holds_a_node(text[: starts[0]]):
        starts.insert(0, 0)  # a bare document first
    out: list[Document] = []
    line = 0
    for number, (start, end) in enumerate(zip(starts, [*starts[1:], len(text)], strict=True)):
        line += text.count("\n", starts[number - 1] if number else 0, start)
        chunk = text[start:end]
        if name in chunk or "\\" in chunk or "''" in chunk:
            nodes = _composed("\n" * line + chunk)  # at its own lines
            if len(nodes) != 1:
                return None
            out += [Document(number, nodes[0])] if isinstance(nodes[0], yaml.MappingNode) else []
    return out


def _parses(text: str) -> bool:
    try:
        CParser(text).raw_parse()
    except (yaml.YAMLError, ValueError):
        return False
    return True


def _holds_a_node(text: str) -> bool:
    """Whether text before a stream's first `---` is a document (anything but blank lines and comments)."""
    return any(line.strip() and not line.lstrip().startswith("#") for line in text.splitlines())


def first_line(text: str, number: int) -> int | None:
    """The line (from 1) document `number` of the file starts at, whatever it holds (a list, a scalar: no
    `Document`), or None."""
    nodes = _composed(text)
    return nodes[number].start_mark.line + 1 if 0 <= number < len(nodes) else None


def _composed(text: str) -> list[yaml.Node]:
    """The file's documents as nodes, empty ones left out (as the readers leave them out); none where it does not
    compose."""
    if yamlread.flow_depth(text) or yamlread.block_depth(text) > yamlread.MAX_DEPTH:
        return []  # libyaml's composer recurses in C: the reader refused this file before any message about it
    try:
        return [n for n in yaml.compose_all(text, Loader=_Composer) if n is not None]
    except (yaml.YAMLError, RecursionError, ValueError):
        return []


def scalar(node: yaml.Node, *path: str) -> str | None:
    """The text of a scalar under `path` (keys only), or None."""
    for key in path:
        child = _value(node, key) if isinstance(node, yaml.MappingNode) else None
        if child is None:
            return None
        node = child
    return str(node.value) if isinstance(node, yaml.ScalarNode) else None


def find(
    docs: list[Document], kind: str, name: str, namespace: str | None = None, api_version: str | None = None
) -> Document | None:
    """The document of the object `kind`/`name` (in `namespace` when it states one, of `api_version` where given,
    before others); a List's items count."""
    matches = [d for d in objects(docs) if _is(d.node, kind, name)]
    return min(
        matches,
        key=lambda d: (
            scalar(d.node, "metadata", "namespace") not in (None, namespace),
            api_version is not None and scalar(d.node, "apiVersion") != api_version,
        ),
        default=None,
    )


def objects(docs: list[Document]) -> Iterator[Document]:
    """The documents, and the items of those that are Lists (as kustomize inlines them), at any depth."""
    for doc in docs:
        yield doc
        yield from objects([Document(doc.number, item) for item in _list_items(doc.node)])


def within(node: yaml.Node, kind: str, name: str) -> yaml.MappingNode | None:
    """The first mapping at or under `node` that is the object `kind`/`name` (a List's item, an AppWrapper's
    component), depth first, or None."""
    pending = [node]
    while pending:
        node = pending.pop()
        if isinstance(node, yaml.MappingNode):
            if _is(node, kind, name):
                return node
            pending += reversed([value for _, value in node.value])
        elif isinstance(node, yaml.SequenceNode):
            pending += reversed(node.value)
    return None


def is_object(doc: Document, kind: str, name: str) -> bool:
    return _is(doc.node, kind, name)


def _is(node: yaml.MappingNode, kind: str, name: str) -> bool:
    return scalar(node, "kind") == kind and (scalar(node, "metadata", "name") or "") == name


def _list_items(node: yaml.MappingNode) -> Iterator[yaml.MappingNode]:
    items = _value(node, "items")
    if isinstance(items, yaml.SequenceNode):
        yield from (i for i in items.value if isinstance(i, yaml.MappingNode))


def line(node: yaml.Node, field: str) -> tuple[int, bool]:
    """The line (from 1) of `field` under `node`: of its key where written, else of the nearest enclosing field
    that is; and whether the whole path was found."""
    segments = [index if index else key for index, key in _SEGMENT.findall(field)]
    at = node.start_mark.line + 1
    while segments:
        step = _step(node, segments)
        if step is None:
            return at, False
        node, at, used = step
        segments = segments[used:]
    return at, True


def _step(node: yaml.Node, segments: list[str]) -> tuple[yaml.Node, int, int] | None:
    """The child the first segments name (a key may hold dots: the longest that matches), its line, how many."""
    if isinstance(node, yaml.SequenceNode):
        child = _item(node, segments[0])
        return None if child is None else (child, child.start_mark.line + 1, 1)
    if not isinstance(node, yaml.MappingNode):
        return None
    keys = _keys(node)
    for used in range(len(segments), 0, -1):
        found = keys.get(".".join(segments[:used]))
        if found is not None:
            return found[0], found[1], used
    return None


def _item(node: yaml.SequenceNode, step: str) -> yaml.Node | None:
    """The item `step` names: by its index, else the mapping item whose `name` it is."""
    if step.isdigit():
        return node.value[int(step)] if int(step) < len(node.value) else None
    named = (i for i in node.value if isinstance(i, yaml.MappingNode) and scalar(i, "name") == step)
    return next(named, None)


def _keys(node: yaml.MappingNode) -> dict[str, tuple[yaml.Node, int]]:
    """The mapping's scalar keys (the first of a repeated one; its own before a merge key's), each with its value
    and line."""
    keys = _KEYS.get(node)
    if keys is None:
        keys = {}
        for key_node, value in _pairs(node):
            if isinstance(key_node.value, str):
                keys.setdefault(key_node.value, (value, key_node.start_mark.line + 1))
        _KEYS[node] = keys
    return keys


def _value(node: yaml.MappingNode, key: str) -> yaml.Node | None:
    found = _keys(node).get(key)
    return None if found is None else found[0]


def _pairs(node: yaml.MappingNode) -> Iterator[tuple[yaml.ScalarNode, yaml.Node]]:
    """The mapping's scalar keys and their values as the reader sees them: its own first, then those a merge key
    (`<<: *base`, `<<: [*a, *b]`) brings in, each mapping once (an alias may bring one in again, or itself)."""
    seen = {id(node)}
    pending = [node]
    while pending:
        merged: list[yaml.Node] = []
        for key_node, value in pending.pop(0).value:
            if key_node.tag == yamlresolve.MERGE:
                merged += value.value if isinstance(value, yaml.SequenceNode) else [value]
            elif isinstance(key_node, yaml.ScalarNode):
                yield key_node, value
        fresh = [m for m in merged if isinstance(m, yaml.MappingNode) and id(m) not in seen]
        seen.update(id(m) for m in fresh)
        pending += fresh
