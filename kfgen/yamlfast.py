"""yaml-rs, a Rust YAML reader, for the streams it provably reads exactly as kfgen's Loader (yamlio) does.

yaml-rs builds Python data about five times faster than libyaml through PyYAML, but it is not kfgen's
reader: it reads plain scalars by rules of its own (`0755` is 755 to it, 493 to go-yaml v3; `0x_1F` is
31 to it, a string to go-yaml), drops tags, merges no `<<`, nests as deep as its stack lets it and
accepts some text libyaml refuses. So `load` returns data only for a stream where none of that can
matter, and None for the rest, which yamlio then reads with PyYAML as before:

- no tag, anchor, alias, merge key, directive, BOM, YAML 1.1 line break or deep indentation (a text
  scan, which may refuse more than it must);
- libyaml accepts the stream (`raw_parse` runs its parser without building a Python object), so an
  invalid stream always gets PyYAML's own error;
- every word of the text a plain scalar could be that is not a string to both readers (`0755`, `1e3`,
  `true`...) is the same value to yaml-rs and to go-yaml v3, as yaml-rs reads the word on its own;
- yaml-rs's documents hold as many nodes as libyaml reported events (no duplicate key merged away),
  with string keys only and no collection as deep as yamlio.measure refuses.

With no alias, a document is a tree with fewer nodes than libyaml's events and no more characters than
its text and eight a node: past MAX_DEPTH or MAX_NODES yamlio.measure's limits cannot be reached.
"""

from __future__ import annotations

import re
from typing import Any

from yaml._yaml import CParser

from kfgen import yamlresolve

MAX_TEXT = 1 << 20  # longer streams are rare and take PyYAML's path
# yamlio's limits: a document past them is refused by yamlio.measure, on PyYAML's path
MAX_DEPTH = 64
MAX_NODES = 2_000_000

# Characters of what yaml-rs reads otherwise than kfgen's Loader wherever it stands (a quick test), and
# those things where they may stand: tags, anchors and aliases (`&` and `*` before a name), merge keys,
# directives, BOMs, YAML 1.1 line breaks.
_SUSPECT = re.compile(r"[!&*<%?\ufeff\x85\u2028\u2029]")
_REFUSED = re.compile(r"[\s\[{,:](?:!|[&*][^\s,\[\]{}]|\?\S|<<)|[\n\r]%|[\ufeff\x85\u2028\u2029]")
# Lines yaml-rs could read otherwise: indentation and indicators this long could nest deeper than its stack
# (it crashes at ~20,000 levels; block collections nest at most two levels per column, flow ones at most
# yamlio.MAX_FLOW_DEPTH), and a block scalar at the root may hold lines libyaml takes for comments.
_LINES = re.compile(r"(?:^|(?<=\r))(?:[ \t?:-]{200}|(?:---)?[ \t]*[|>])", re.MULTILINE)
# Every maximal run of the characters of a non-string plain scalar (to either reader) standing where a
# plain scalar may start, in the text after a line break; a plain scalar that is not a string to one of
# the readers is one of these runs.
_WORD = re.compile(r"[\s\[{,:]([-+._0-9~tTfFnN][-+._0-9A-Za-z~]*)")
# yaml-rs returns one document as itself and several as a list: a first document makes it always a list.
_PREFIX = "--- 0\n...\n"


class _Refused(Exception):
    pass


_native: Any = None  # the yaml_rs module once imported, False if it is not installed


def _yaml_rs() -> Any:
    global _native
    if _native is None:
        try:
            import yaml_rs
        except ImportError:
            _native = False
        else:
            _native = yaml_rs
    return _native


def load(text: str) -> list[Any] | None:
    """The non-empty documents of a stream as kfgen's Loader reads them, or None to read it with PyYAML."""
    reader = _yaml_rs()
    if not reader or len(text) > MAX_TEXT:
        return None
    lined = "\n" + text
    if (_SUSPECT.search(text) and _REFUSED.search(lined)) or _LINES.search(text) or not _ends_plainly(text):
        return None
    try:
        events = CParser(text).raw_parse()
        if not _words_agree(set(_WORD.findall(lined))):
            return None
        read = reader.loads(_PREFIX + text, parse_datetime=False, duplicate_key_policy=reader.DuplicateKeyPolicy.Error)
        docs = read[1:] if type(read) is list else []
        if events > MAX_NODES or sum(_events(doc, 0) for doc in docs) + 2 * len(docs) + 2 != events:
            return None
    except Exception:  # invalid YAML, a key yaml-rs refuses, a node too deep...: PyYAML says what is wrong
        return None
    return [doc for doc in docs if doc is not None]


def _ends_plainly(text: str) -> bool:
    """Whether the text ends as yaml-rs ends it too: yaml-rs ends a block scalar cut off by the end of the text
    with a line break that libyaml does not add, and reads an empty one that ends the text as a line break."""
    if not text:
        return True
    body = text.rstrip()
    last = body[max(body.rfind("\n"), body.rfind("\r")) + 1 :]
    return text[-1] in "\n\r" and "|" not in last and ">" not in last


# kfgen's Loader makes no other leaf of a stream with no tag (yaml-rs makes sets and dates of some)
_SCALARS = frozenset((str, int, float, bool, type(None)))


def _events(node: Any, depth: int) -> int:
    """The events libyaml reports for a node (as many as the nodes it stands for, collections twice)."""
    kind = type(node)
    if kind is not dict and kind is not list:
        if kind not in _SCALARS:
            raise _Refused
        return 1
    if depth >= MAX_DEPTH:
        raise _Refused
    count = 2
    if kind is list:
        for item in node:
            count += _events(item, depth + 1)
        return count
    for key, value in node.items():
        if type(key) is not str:  # a non-string key may hide a duplicate to kfgen's Loader (`1` and "1")
            raise _Refused
        count += 1 + _events(value, depth + 1)
    return count


_agreeing: set[str] = set()
_disagreeing: set[str] = set()


def _words_agree(words: set[str]) -> bool:
    unknown = words - _agreeing
    if not unknown:
        return True
    if unknown & _disagreeing:
        return False
    for word in unknown:
        same = _agrees(word)
        if len(word) <= 120 and len(_agreeing) + len(_disagreeing) < 100_000:
            (_agreeing if same else _disagreeing).add(word)
        if not same:
            return False
    return True


def _agrees(word: str) -> bool:
    """Whether yaml-rs reads the word as a plain scalar as go-yaml v3 (kfgen's Loader) does."""
    if word == "-":  # a block sequence's indicator; a string to both as a scalar
        return True
    tag, value = yamlresolve.go_value(word)
    ours = value if tag else word
    try:
        theirs = _yaml_rs().loads("k: " + word, parse_datetime=False)["k"]
    except Exception:
        return False
    # repr tells -0.0 from 0.0 and matches nan with nan
    return type(theirs) is type(ours) and repr(theirs) == repr(ours)
