"""Reading TrainingSpecs and Environments from files and directories (the CLI's I/O)."""

from __future__ import annotations

import os
from collections.abc import Iterable
from pathlib import Path
from typing import Any

from kfgen import core, schema
from kfgen.checks import envsource, shapes, values
from kfgen.io import bounded, yamlio, yamllines
from kfgen.io.folders import YAML_SUFFIXES as YAML_SUFFIXES
from kfgen.io.folders import folder_files, unread
from kfgen.io.folders import what_it_is as what_it_is
from kfgen.results import ERROR, Result, has_errors


class Loaded:
    """A plain class: dataclasses (inspect with it) would cost every `kfgen render` its start."""

    __slots__ = ("items", "results", "sources")

    def __init__(
        self, items: list[Any] | None = None, sources: list[str] | None = None, results: list[Result] | None = None
    ) -> None:
        self.items = [] if items is None else items
        self.sources = [] if sources is None else sources  # the file of each item
        self.results = [] if results is None else results


def expand_paths(paths: list[str]) -> tuple[list[Path], list[Result]]:
    """The files of `paths`: a directory's YAML files and Kptfiles (kustomizations left out) at any depth, except
    below a folder holding a `render -o DIR` index: `kfgen render specs -o specs/out` does not read its own
    output back the next time (a directory named as a path is read whatever it holds)."""
    files: list[Path] = []
    results = []
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            found, unreadable = folder_files(path)
            files += found
            results += unreadable
        elif path.is_file() or raw == "-":
            files.append(path)
        else:
            results.append(Result(ERROR, unread(path), file=raw))
    return files, results


def load(paths: list[str], stdin_text: str | None = None) -> Loaded:
    files, results = expand_paths(paths)
    out = Loaded(results=results)
    for path in files:
        loaded = load_file(path, stdin_text)
        out.items += loaded.items
        out.sources += loaded.sources
        out.results += loaded.results
    return out


def load_file(path: Path, stdin_text: str | None = None, kept: dict[Path, str] | None = None) -> Loaded:
    """The items of one file ('-': `stdin_text`): its documents, Lists unwrapped, kustomizations left out. `kept`:
    texts already read (`environments_in`), each taken out as it is used."""
    source = "-" if str(path) == "-" else str(path)
    text = kept.pop(path, None) if kept else None
    if text is not None:
        return load_text(text, source)
    text, unreadable = (stdin_text, []) if source == "-" else _read(path)
    return load_text(text or "", source) if not unreadable else Loaded(results=unreadable)


def _read(path: Path) -> tuple[str, list[Result]]:
    return bounded.read_text(path)


def load_text(text: str, source: str) -> Loaded:
    out = Loaded()
    docs, out.results = yamlio.parse(text, source)
    for number, doc in enumerate(docs, start=1):
        if not isinstance(doc, dict):
            out.results.append(
                Result(ERROR, f"document {number} is not a mapping but {values.kind_of(doc)}", file=source)
            )
        elif not doc.get("apiVersion") and not doc.get("kind"):  # a CI config, a chart's values: no object
            line = yamllines.first_line(text, number - 1)
            out.results.append(Result(ERROR, f"document {number} {NO_OBJECT}", file=source, line=line))
        elif not str(doc.get("apiVersion", "")).startswith("kustomize.config.k8s.io/"):
            items = shapes.unwrap([doc])  # a List's items, as kustomize reads them
            if shapes.is_list(doc) and not all(isinstance(item, dict) for item in items):
                items = [item for item in items if isinstance(item, dict)]
                out.results += _not_mappings(doc, text, source, number - 1)
            out.items += items
            out.sources += [source] * len(items)
    return out


NO_OBJECT = (
    "is no Kubernetes object: it has no apiVersion and no kind (kubectl apply and kustomize refuse it; kfgen reads "
    "objects only)"
)


def _not_mappings(doc: dict[str, Any], text: str, source: str, number: int) -> list[Result]:
    """A located error for each item of the List `doc` (the file's document `number`, from 0), of a List in it too,
    that is no mapping: the error is found only where there is one, by composing the file again for its lines."""
    found = [(field, item) for field, item in _members(doc, "") if not isinstance(item, dict)]
    node = next((d.node for d in yamllines.documents(text) if d.number == number), None)
    return [
        Result(
            ERROR,
            f"is not a mapping but {values.kind_of(item)}",
            field=field,
            file=source,
            line=yamllines.line(node, field)[0] if node is not None else None,
        )
        for field, item in found
    ]


def _members(doc: dict[str, Any], at: str) -> list[tuple[str, Any]]:
    """The items of a List with their field paths (`items[2].items[0]`), the Lists among them unwrapped."""
    out: list[tuple[str, Any]] = []
    for index, item in enumerate(doc["items"] if isinstance(doc.get("items"), list) else []):
        field = f"{at}items[{index}]"
        out += _members(item, field + ".") if shapes.is_list(item) else [(field, item)]
    return out


def may_hold_environment(text: str) -> bool:
    """Whether a file's text could hold an Environment: its kind is written out, or hidden in an escape."""
    return "Environment" in text or "\\" in text


KEEP_CHARS = 8 << 20  # of the texts `environments_in` reads, this much is kept to render: a few thousand specs


def environments_in(
    paths: list[Path], kept: dict[Path, str] | None = None
) -> tuple[list[envsource.Found], list[Result]]:
    """The Environments among the files, each with its file, parsing only those that may hold one (a render need
    not hold them all); the texts read go into `kept` up to KEEP_CHARS, so that the render reads each file once."""
    found: list[envsource.Found] = []
    results: list[Result] = []
    room = KEEP_CHARS if kept is not None else 0
    for number, path in enumerate(paths):
        text, unreadable = _read(path)
        if kept is not None and not unreadable and len(text) <= room:
            kept[path] = text
            room -= len(text)
        if unreadable or may_hold_environment(text):
            loaded = load_text(text, str(path)) if not unreadable else Loaded(results=unreadable)
            # each item's place: its file's number, then its own (two documents of one file are two Environments)
            found += [f._replace(place=(number << 20) + f.place) for f in found_in(loaded)]
            results += loaded.results
    return found, results


STDIN_ENVIRONMENT = (
    "'-' (stdin) is not read for the Environment here: stdin holds the inputs or nothing; give the Environment's file"
)


def environment_file(path: str, stdin_text: str | None = None) -> tuple[dict[str, Any] | None, list[Result]]:
    """The one Environment of a file (`--environment FILE`; '-': `stdin_text`, where the command reads it), or why
    not: unreadable, two of one name that differ (never the last one silently: the same error as for the platform's
    file), or not exactly one."""
    if path == "-" and stdin_text is None:  # "found 0" would be untrue: stdin was never read for it
        return None, [Result(ERROR, STDIN_ENVIRONMENT, field="--environment")]
    loaded = load([path], stdin_text)
    found = found_in(loaded)
    problems = loaded.results or envsource.conflicts([], found, "")
    named = {envsource.name_of(f): f.environment for f in found}
    if problems or len(named) != 1:
        return None, problems or [Result(ERROR, f"expected one Environment, found {len(named)}", file=path)]
    return next(iter(named.values())), []


def found_in(loaded: Loaded) -> list[envsource.Found]:
    """The Environments among what was loaded, each with its file and its place among the items."""
    found = envsource.found_in(loaded.items, loaded.sources, is_environment)
    return [f._replace(origin="<stdin>") if f.origin == "-" else f for f in found]


def is_environment(item: Any) -> bool:
    return shapes.is_kfgen(item, schema.ENVIRONMENT)


PLATFORM_FILE = "environment.yaml"


def platform_environments(
    root: Path, shown: str = "", inputs: Iterable[str | None] = ()
) -> tuple[list[envsource.Found], list[Result]]:
    """The platform's Environments: those of the layout kfgen ships under `root` (overlays/<name>/environment.yaml),
    each with its file as `shown` + its path below `root`; and the errors of those that cannot be read (a platform
    whose policy cannot be read never falls back to an input's Environment of that name), among them an overlay
    folder without its file where one of the `inputs` (their Environments' names) would take its place."""
    found: list[envsource.Found] = []
    problems: list[Result] = [
        Result(ERROR, why, file=f"{shown}overlays/{name}" if shown else str(Path("overlays", name)))
        for name in sorted({n for n in inputs if n})
        if (why := _file_missing(root / "overlays", name))
    ]
    for path in _platform_files(root):
        where = shown + str(path.relative_to(root)) if shown else str(path)
        if not path.exists():  # a link to nothing: the overlay's policy is absent, not an input's to take
            problems.append(Result(ERROR, DANGLING, file=where))
            continue
        if path.name != PLATFORM_FILE:
            problems.append(Result(ERROR, _NEAR_NAME.format(path.parent.relative_to(root).as_posix()), file=where))
            continue
        if not path.is_file():  # a folder (its files are no platform's), a FIFO: never read as one
            problems.append(Result(ERROR, f"{what_it_is(path)}, not a file: {_UNREADABLE_POLICY}", file=where))
            continue
        loaded = load([str(path)])
        found_here = [envsource.Found(f.environment, where, -1, where) for f in found_in(loaded)]
        found += found_here
        problems += [r._replace(file=where) for r in loaded.results if r.severity == ERROR]
        if not found_here and not has_errors(loaded.results):
            problems.append(Result(ERROR, _NO_ENVIRONMENT.format(_what(loaded.items)), file=where))
    return found, problems


def _file_missing(overlays: Path, name: str) -> str | None:
    """Why overlays/<name> holds no platform's file where an input has an Environment <name>: a folder (an empty
    one too: a submodule not initialised; through a symbolic link too: a shared checkout not made) with no
    environment.yaml under any near name (those are errors of their own), or no folder at all (a plain file: a
    committed link checked out with core.symlinks=false). None: it is not there (a link to nothing is
    _platform_files' error), or holds the file."""
    folder = overlays / name
    if "/" in name or name in (".", "..") or not os.path.lexists(folder) or not folder.exists():
        return None
    if folder.is_file():
        return not_a_folder("a file", _CHECKED_OUT_LINK)
    if not folder.is_dir():
        return not_a_folder(str(what_it_is(folder)))
    return None if any(p.name.lower() in _NEAR_NAMES for p in folder.iterdir()) else MISSING


def not_a_folder(what: str, likely: str = "") -> str:
    """Why an overlays/<name> that is `what` ("a file", "a submodule") instead of a folder gives no policy."""
    return f"{what}, not a folder{likely}: {_UNREADABLE_POLICY}"


_UNREADABLE_POLICY = "the platform's policy of this overlay cannot be read, and no input's Environment takes its place"
_CHECKED_OUT_LINK = " (a symbolic link checked out as a file, core.symlinks=false?)"
MISSING = (
    f"holds no {PLATFORM_FILE} (a checkout not made, a submodule not initialised?): the platform's policy of this "
    "overlay cannot be read, and no input's Environment takes its place"
)
_NO_ENVIRONMENT = (
    f"holds no {schema.API_VERSION} Environment ({{}}): the platform's policy of this overlay cannot be read, and no "
    "input's Environment takes its place"
)


def _what(items: list[Any]) -> str:
    """What a platform file holds instead of an Environment, for the message (as its first item says)."""
    first = items[0] if items else None
    if not isinstance(first, dict):
        return "no object" if first is None else "no mapping"
    return f"apiVersion {str(first.get('apiVersion'))[:64]!r}, kind {str(first.get('kind'))[:64]!r}"


def environments(items: list[Any]) -> dict[str, dict[str, Any]]:
    return {str(core.name_of(e)): e for e in shapes.unwrap(items) if shapes.is_kfgen(e, schema.ENVIRONMENT)}


def conventional_environments(root: Path) -> list[str]:
    """Environments of the layout kfgen ships: overlays/<name>/environment.yaml."""
    return [str(p) for p in _platform_files(root) if p.exists() and p.name == PLATFORM_FILE]


_NEAR_NAME = (
    f"kfgen reads the platform's Environment of this overlay from {{}}/{PLATFORM_FILE} only: rename this file; no "
    "input's Environment takes its place"
)


DANGLING = (
    "a symbolic link to nothing (a checkout not made, a submodule not initialised?): the platform's policy of this "
    "overlay cannot be read, and no input's Environment takes its place"
)


def _platform_files(root: Path) -> list[Path]:
    """overlays/<name>/environment.yaml below `root`, overlays/<name> itself where it is a link to nothing (glob
    skips both dangling links) and a near name (environment.yml, Environment.yaml) where environment.yaml is not: the
    platform's file must not vanish unsaid."""
    overlays = root / "overlays"
    if not overlays.is_dir():
        return []
    found: list[Path] = []
    for entry in sorted(overlays.iterdir()):
        if entry.is_symlink() and not entry.exists():
            found.append(entry)
        elif entry.is_dir() and os.path.lexists(entry / PLATFORM_FILE):
            found.append(entry / PLATFORM_FILE)
        elif entry.is_dir():
            found += sorted(p for p in entry.iterdir() if p.name.lower() in _NEAR_NAMES)
    return found


_NEAR_NAMES = frozenset({PLATFORM_FILE, "environment.yml"})
