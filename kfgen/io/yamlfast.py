"""yaml-rs, a Rust YAML reader, for the streams it provably reads exactly as kfgen's Loader (yamlread) does.

yaml-rs builds Python data about five times faster than libyaml through PyYAML, but it is not kfgen's
reader: it reads plain scalars by rules of its own (`0755` is 755 to it, 493 to go-yaml v3; `0x_1F` is
31 to it, a string to go-yaml), drops tags, merges no `<<`, nests as deep as its stack lets it, accepts
some text libyaml refuses and reads a few corners of YAML otherwise (`{?a: b}`, a block scalar at the
root or at the end of the text). So `load` returns data only for a stream where none of that can matter,
and None for the rest, which yamlio then reads with PyYAML as before:

- no tag, anchor, alias, complex key, merge key, directive, BOM, YAML 1.1 line break, block scalar at
  the root or at the end (a text scan, which may refuse more than it must);
- libyaml accepts the stream (`raw_parse` runs its parser without building a Python object), so an
  invalid stream always gets PyYAML's own error;
- every word of the text a plain scalar could be that is a number to either reader (`0755`, `1e3`,
  `.inf`...) is the same value to yaml-rs and to go-yaml v3, as yaml-rs reads the word on its own;
- yaml-rs's documents hold as many nodes as libyaml reported events (no duplicate key merged away),
  with string keys only and no collection as deep as yamlread.measure refuses;
- no kfgen object holds a number or boolean in an env mapping while the text holds a word whose value
  reads back as other text (kfgen.io.scalartext: the Loader marks such a value from its node).

With no alias, a document is a tree with fewer nodes than libyaml's events and no more characters than
its text and eight a node: short of MAX_DEPTH and MAX_NODES events a document, yamlread.measure's limits cannot be
reached (the limits are a document's: a stream of many small ones stays on this path).
tests/unit/test_yamlfast.py checks the two readers against each other.
"""

from __future__ import annotations

import re
from typing import Any

from yaml._yaml import CParser

from kfgen.io import scalartext, yamlresolve

MAX_TEXT = 32 << 20  # yamlread.MAX_INPUT_BYTES: a ResourceList of 1,000 specs is 1.5 MB
# yamlread's limits: a document past them is refused by yamlread.measure, on PyYAML's path
MAX_DEPTH = 64
MAX_NODES = 2_000_000

# The first characters of what yaml-rs reads otherwise than kfgen's Loader: tags, anchors, aliases, complex
# keys, merge keys, directives, BOMs and YAML 1.1 line breaks (_refused looks at where each stands).
_SUSPECT = re.compile(r"[!&*?<%\ufeff\x85\u2028\u2029]")
# A block scalar at the root of a document: yaml-rs reads lines of it that libyaml takes for comments.
_ROOT_BLOCK = re.compile(r"^(?:---)?[ \t]*[|>]", re.MULTILINE)
# yaml-rs recurses once a level of nesting and crashes the process at ~20,000. A stream of fewer events
# nests less than half as deep; in a longer one, with no line starting with this much indentation and
# indicators, block collections nest at most two levels a column and flow ones yamlread.MAX_FLOW_DEPTH.
_SHALLOW_EVENTS = 8000
_DEEP = re.compile(r"^[ \t?:-]{200}", re.MULTILINE)
# The maximal runs of the characters of a number standing where a plain scalar may start, in the text after
# a line break: a plain scalar that is not a string to one reader, or another value to each, is one of them.
# (One starting with a letter is a string to both but for true, True, TRUE, false... null, Null, NULL, which
# both read alike.)
_WORD = re.compile(r"[-+._0-9~](?<=[\s\[{,:].)[-+._0-9A-Za-z~]*")
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


# Characters read by PyYAML before yaml-rs is imported. Its import (a 1.7 MB extension module, pathlib and enum
# with it) costs about what PyYAML takes for 32 K characters more than yaml-rs (measured: docs/performance.md), but
# a larger build pays PyYAML's slowness for every character below the mark: at 16 K one small input, the KRM
# function's ResourceList of a spec and its Environment or a spec with overlays/prod's (8 K), is still read without
# it, and a large build pays half as much.
PAYS_OFF = 16_384
_read = 0


def pays_off(characters: int) -> bool:
    """Whether to read a text of this many characters with yaml-rs: once the texts read come to PAYS_OFF."""
    global _read
    _read += characters
    return _native is not None or _read >= PAYS_OFF


def load(text: str) -> list[Any] | None:
    """The non-empty documents of a stream as kfgen's Loader reads them, or None to read it with PyYAML."""
    reader = _yaml_rs()
    if not reader or len(text) > MAX_TEXT or not _ends_plainly(text) or _refused(text) or _root_block(text):
        return None
    try:
        events = CParser(text).raw_parse()
        if events > _SHALLOW_EVENTS and _DEEP.search(text.replace("\r", "\n")):
            return None
        words = set(_WORD.findall("\n" + text))
        if not _words_agree(words):
            return None
        read = reader.loads(_PREFIX + text, parse_datetime=False, duplicate_key_policy=reader.DuplicateKeyPolicy.Error)
        docs = read[1:] if type(read) is list else []
        counts = [_events(doc, 0) for doc in docs]
        if sum(counts) + 2 * len(docs) + 2 != events or max(counts, default=0) > MAX_NODES:
            return None  # a document past yamlread's limit: refused on PyYAML's path (a stream of many is not)
        if scalartext.may_change(docs, words, text):
            return None  # kfgen's Loader marks a value whose text would change, from its node
    except Exception:  # invalid YAML, a key yaml-rs refuses, a node too deep...: PyYAML says what is wrong
        return None
    return [doc for doc in docs if doc is not None]


def refused(text: str) -> bool:
    """Whether the text may hold a tag, anchor, alias, complex key, merge key, directive, BOM or YAML 1.1 line break."""
    return _refused(text)


def _refused(text: str) -> bool:
    for match in _SUSPECT.finditer(text):
        at = match.start()
        if _starts_refused(text[at], text[at - 1] if at else "\n", text[at + 1 : at + 2]):
            return True
    return False


def _starts_refused(char: str, before: str, after: str) -> bool:
    """Whether a suspect character, between those two, may start what yaml-rs reads otherwise."""
    if char == "%":
        return before in "\n\r"  # a directive
    if char in "\ufeff\x85\u2028\u2029":
        return True
    if not (before.isspace() or before in "[{,:"):
        return False  # within a scalar, where no node starts
    if char in "&*":  # an anchor or alias has a name
        return after != "" and not after.isspace() and after not in ",[]{}"
    if char == "?":  # `{?a: b}` has the key "a" to libyaml, "?a" to yaml-rs
        return after != "" and not after.isspace()
    if char == "<":
        return after == "<"
    return True  # a tag


def _root_block(text: str) -> bool:
    return ("|" in text or ">" in text) and _ROOT_BLOCK.search(text.replace("\r", "\n")) is not None


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
