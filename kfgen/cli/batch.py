"""Many specs on every core: `kfgen render`'s files (each read, expanded and written by a worker process) and
the KRM function's items (each expanded and written by one), in input order.

Files and items are independent, so workers (forked: they share the checked Environment, the parsed items
and the imported code) take them in chunks; what spans them — a TrainingSpec given twice, two objects with
one identity, the index of an item — is checked here, in input order, on what the workers report. The
output and the messages are therefore the same, byte for byte, whatever the number of workers. Nothing is
held per file but its identities and messages: the YAML goes to a spool as it comes, and out only once
every file has rendered.
"""

from __future__ import annotations

import io
import os
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any, TextIO, TypeVar

from kfgen import api, core
from kfgen.checks import identity, shapes
from kfgen.io import files, krmio, yamlio
from kfgen.results import Result, has_errors

if TYPE_CHECKING:
    from kfgen.cli.selection import Selection

T = TypeVar("T")
R = TypeVar("R")
PARALLEL_FROM = 32  # files: below this, starting workers costs more than it saves
CHUNK = 16  # files per task: few messages between processes, output order kept by imap
SPOOL_CHARACTERS = 64 << 20


# ItemOutput, FileOutput and Spool are plain classes: dataclasses and tempfile (inspect, random and shutil with them)
# would cost every `kfgen render` its start
class ItemOutput:
    __slots__ = ("identities", "matched", "outcome", "passed", "rendered", "texts")

    def __init__(
        self,
        outcome: core.Outcome,
        identities: list[identity.Identity],
        texts: list[str],
        passed: bool,
        rendered: int = 0,
        matched: set[str] | None = None,
    ) -> None:
        self.outcome = outcome  # its objects already written to `texts`
        self.identities = identities
        self.texts = texts
        self.passed = (
            passed  # the item itself is its output (not a TrainingSpec): the KRM function writes it as it came
        )
        self.rendered = rendered  # objects made, of which `texts` holds those `--select` keeps
        self.matched = set() if matched is None else matched  # the selectors that kept one


class FileOutput:
    __slots__ = ("items", "list_results", "load_results")

    def __init__(self, load_results: list[Result] | None = None) -> None:
        self.load_results = [] if load_results is None else load_results
        self.list_results: list[Result] = []  # a List whose items are no list
        self.items: list[ItemOutput | None] = []  # None: an item the build leaves out


class Spool:
    """The output until every file has rendered: in memory up to SPOOL_CHARACTERS, then in a temporary file."""

    def __init__(self) -> None:
        self._memory = io.StringIO()
        self._file: TextIO | None = None

    def __enter__(self) -> Spool:
        return self

    def __exit__(self, *_: object) -> None:
        if self._file is not None:
            self._file.close()

    def write(self, text: str) -> None:
        if self._file is None and self._memory.tell() + len(text) > SPOOL_CHARACTERS:
            import tempfile

            self._file = tempfile.TemporaryFile("w+", encoding="utf-8")  # noqa: SIM115 (closed by __exit__)
            self._file.write(self._memory.getvalue())
            self._memory = io.StringIO()
        (self._memory if self._file is None else self._file).write(text)

    def copy_to(self, out: TextIO) -> None:
        if self._file is None:
            out.write(self._memory.getvalue())
            return
        self._file.seek(0)
        while chunk := self._file.read(1 << 20):
            out.write(chunk)


# Set before the workers fork; each reads its own copy.
_build: core.Build | None = None
_items: list[Any] = []
_write: Callable[[Any], str] = yamlio.dump
_selection: Selection | None = None
_input_texts: dict[Path, str] = {}  # the input texts already read (kfgen.io.files.environments_in)


def _output(item: Any) -> ItemOutput | None:
    assert _build is not None
    outcome = _build.item(item)
    if outcome is None:
        return None
    objects, outcome.objects = outcome.objects, []
    passed = len(objects) == 1 and objects[0] is item
    kept, matched = _selection.pick(objects, outcome.spec) if _selection else (objects, set())
    return ItemOutput(outcome, identity.identities(objects), [_write(o) for o in kept], passed, len(objects), matched)


def render_file(path: Path) -> FileOutput:
    loaded = files.load_file(path, kept=_input_texts)
    out = FileOutput(loaded.results)
    out.items = [_output(item) for item in shapes.unwrap(loaded.items, out.list_results)]
    return out


def _expand(index: int) -> ItemOutput | None:
    return _output(_items[index])


def default_jobs() -> int:
    return len(os.sched_getaffinity(0)) if hasattr(os, "sched_getaffinity") else os.cpu_count() or 1


def _ordered_map(function: Callable[[T], R], tasks: list[T], jobs: int) -> Iterator[R]:
    """`map` on `jobs` forked workers, in order; in this process for a few tasks."""
    if jobs < 2 or len(tasks) < PARALLEL_FROM:
        yield from map(function, tasks)
        return
    import multiprocessing  # only for large inputs: its import is a tenth of a cold start

    with multiprocessing.get_context("fork").Pool(min(jobs, len(tasks))) as pool:
        yield from pool.imap(function, tasks, chunksize=CHUNK)


def render(
    paths: list[Path],
    environment: dict[str, Any] | None,
    jobs: int,
    out: TextIO,
    selection: Selection | None = None,
    input_texts: dict[Path, str] | None = None,
) -> list[Result]:
    """Render `paths` for `environment` onto `out` (nothing on an error), the objects `selection` keeps (and counts);
    the problems, in input order. `input_texts`: of `paths` already read, used instead of reading them again."""
    global _build, _write, _selection, _input_texts
    _input_texts = input_texts if input_texts is not None else {}
    build, prelude = core.begin(environment, keep_environments=False)
    results = list(prelude.results) if prelude else []
    if has_errors(results):
        return files.load([str(p) for p in paths]).results or results  # unreadable input is reported first
    _build, _write, _selection = build, yamlio.dump, selection
    across = core.Across()
    load_results: list[Result] = []
    list_results: list[Result] = []
    with Spool() as spool:
        if prelude and prelude.objects:
            results += across.collisions(identity.identities(prelude.objects))
            kept = selection.keep(prelude.objects, api.ENVIRONMENT) if selection else prelude.objects
            if kept:
                spool.write("---\n" + yamlio.dump_all(kept))
        failed = has_errors(results)
        index = 0
        for output in _ordered_map(render_file, paths, jobs):
            load_results += output.load_results
            list_results += output.list_results
            for item in output.items:
                index += 1
                if item is None:
                    continue
                part = _checked(across, index - 1, item)
                results += part
                if selection:
                    selection.count(item.outcome.spec, item.rendered, len(item.texts), item.matched)
                failed = failed or has_errors(part)
                if not failed and item.texts:
                    spool.write("---\n" + "---\n".join(item.texts))
        # what stops a build before any spec is expanded is all it reports
        if has_errors(load_results) or list_results:
            return load_results if has_errors(load_results) else list_results
        if not failed:
            spool.copy_to(out)
    return results


def _checked(across: core.Across, index: int, item: ItemOutput) -> list[Result]:
    results, dropped = across.check(index, item.outcome)
    return results + across.collisions([] if dropped else item.identities)


def transform(items: list[Any], environment: dict[str, Any] | None, jobs: int) -> core.Expansion:
    """`core.transform` for the KRM function, items expanded by workers: each generated object comes back as a
    ResourceList entry already written (krmio.Written); an item passed through comes back as itself."""
    global _build, _items, _write, _selection
    if jobs < 2 or len(items) < PARALLEL_FROM:
        return core.transform(items, environment)
    unwrapped: list[Result] = []
    items = shapes.unwrap(items, unwrapped)
    if unwrapped:
        return core.Expansion(results=unwrapped)
    build, prelude = core.begin(environment)
    out = core.Expansion()
    across = core.Across()
    if prelude:
        out.objects += prelude.objects
        out.results += prelude.results + across.collisions(identity.identities(prelude.objects))
        if has_errors(prelude.results):
            return out
    _build, _items, _write, _selection = build, items, krmio.entry, None
    for index, item in enumerate(_ordered_map(_expand, list(range(len(items))), jobs)):
        if item is not None:
            _add(out, across, index, item, items[index])
    return out


def _add(out: core.Expansion, across: core.Across, index: int, item: ItemOutput, source: Any) -> None:
    results, dropped = across.check(index, item.outcome)
    out.results += results + across.collisions([] if dropped else item.identities)
    if not dropped:
        out.objects += [source] if item.passed else [krmio.Written(text) for text in item.texts]
