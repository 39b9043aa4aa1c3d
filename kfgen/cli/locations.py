"""FILE:LINE on the CLI's messages: each problem about an object is traced back to the file and line it was written.

Nothing is recorded while reading (the render path stays as fast without it): only when there is a message to
print are the input files searched, those whose text names the object composed again (kfgen.io.yamllines),
and the field path walked to its line. A value a spec takes from the Environment (`spec.defaults.x
(Environment prod)`) points into the Environment's file; a generated object's problem into its spec's.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable
from typing import Any

from kfgen.io import bounded, yamllines
from kfgen.results import Result, one_line

STDIN = "<stdin>"
_FROM_ENVIRONMENT = re.compile(r"^(?P<field>\S+) \(Environment (?P<name>[^)]+)\)$")
TRAINING_SPEC = "TrainingSpec"
ENVIRONMENT = "Environment"


class Sources:
    """The files a command read, searched in order for the object a message names."""

    def __init__(
        self,
        inputs: list[str],
        stdin_text: str | None = None,
        more: list[str] | None = None,
        expanded: list[str] | None = None,
    ) -> None:
        self.inputs = inputs  # as given: files and directories, expanded only when a message is located
        self.expanded = expanded  # the files of `inputs`, where the command already listed them
        self.more = more or []
        self.stdin_text = stdin_text
        self._texts: dict[str, str] = {}
        self._docs: dict[str, list[yamllines.Document]] = {}
        self._naming: dict[tuple[str, str], list[yamllines.Document]] = {}

    @functools.cached_property
    def paths(self) -> list[str]:
        found = input_files(self.inputs) if self.expanded is None else self.expanded
        return list(dict.fromkeys([*found, *self.more]))

    def text(self, path: str) -> str:
        if path not in self._texts:
            if path == "-":
                self._texts[path] = self.stdin_text or ""
            else:
                from pathlib import Path  # urllib.parse with it: not at the KRM function's start

                self._texts[path] = bounded.read_text(Path(path))[0]  # "" when unreadable or past the bound
        return self._texts[path]

    def documents(self, path: str) -> list[yamllines.Document]:
        if path not in self._docs:
            self._docs[path] = yamllines.documents(self.text(path))
        return self._docs[path]

    def naming(self, path: str, name: str) -> list[yamllines.Document]:
        """The documents of the file that may name `name`: those alone are composed (kfgen.io.yamllines.naming),
        unless the file was composed already or does not split at its `---` lines."""
        if path in self._docs:
            return self._docs[path]
        if (path, name) not in self._naming:
            found = yamllines.naming(self.text(path), name)
            self._naming[path, name] = self.documents(path) if found is None else found
        return self._naming[path, name]

    def find(
        self, kind: str, name: str, namespace: str | None, exact: bool = False, api_version: str | None = None
    ) -> tuple[str, yamllines.Document] | None:
        """The document of `kind`/`name` (in a file whose path names it, else the first). Unless `exact`, where
        none is (a name or kind that is no string, or read otherwise than written): the one document of `kind`,
        or the one named `name`, if there is one. Only files whose text holds the words are composed."""
        for path in sorted(self.paths, key=lambda path: name not in path):  # specs/NAME.yaml, overlays/NAME/...
            if name in self.text(path) and kind in self.text(path):
                doc = yamllines.find(self.naming(path, name), kind, name, namespace, api_version)
                if doc is not None:
                    return path, doc
        if exact:
            return None
        by_kind = self._unique(kind, lambda doc: yamllines.scalar(doc.node, "kind") == kind)
        return by_kind or self._unique(name, lambda doc: yamllines.scalar(doc.node, "metadata", "name") == name)

    def _unique(self, word: str, wanted: Callable[[yamllines.Document], bool]) -> tuple[str, yamllines.Document] | None:
        """The one document `wanted` picks in the one file whose text holds `word`."""
        holding = [path for path in self.paths if word and word in self.text(path)]
        found = (
            [doc for doc in yamllines.objects(self.documents(holding[0])) if wanted(doc)] if len(holding) == 1 else []
        )
        return (holding[0], found[0]) if len(found) == 1 else None


def environment_field(field: str | None) -> tuple[str, str] | None:
    """The field and the Environment's name of a problem with a value the spec took from its Environment
    (`spec.defaults.x (Environment prod)`), else None."""
    match = _FROM_ENVIRONMENT.match(field or "")
    return (match["field"], match["name"]) if match else None


def input_files(paths: list[str]) -> list[str]:
    from kfgen.io import files

    found, _ = files.expand_paths(paths)
    return [str(p) for p in found]


def locate(result: Result, sources: Sources) -> Result:
    """`result` with the file, document and line of what it names, where they are found."""
    if result.resource is not None and result.file and not result.line:
        return _in_file(result, sources)
    if result.resource is None or result.file or result.line:
        return result
    ref, field = result.resource, result.field
    from_environment = environment_field(field)
    found = sources.find(ENVIRONMENT, from_environment[1], None) if from_environment else None
    if found is not None and from_environment is not None:
        field = from_environment[0]
    else:
        found = sources.find(ref.kind, ref.name, ref.namespace, api_version=ref.api_version)
    if found is None:  # a generated object: its spec's file
        found, field = sources.find(TRAINING_SPEC, ref.name, ref.namespace, exact=True), None
    if found is None:
        return result
    path, doc = found
    line = yamllines.line(doc.node, field)[0] if field else doc.node.start_mark.line + 1
    return result._replace(file=path, line=line, document=doc.number)


def _in_file(result: Result, sources: Sources) -> Result:
    """`result`, about an object of its file, at that object's line (the document it names, else the last of its
    kind and name there: a file's first one is the one kept where two clash)."""
    ref = result.resource
    if ref is None or result.file is None:
        return result
    found = [d for d in yamllines.objects(sources.documents(result.file)) if yamllines.is_object(d, ref.kind, ref.name)]
    if not found:
        return result
    doc = next((d for d in found if d.number == result.document), found[-1])
    line = yamllines.line(doc.node, result.field)[0] if result.field else doc.node.start_mark.line + 1
    return result._replace(line=line, document=doc.number)


def in_document(result: Result, sources: Sources) -> Result:
    """`result`, about the object it names in document `result.document` of its file (`kfgen import`'s: the object
    may be a List's item, an AppWrapper's component), at the line of its field where the input writes it, else at
    the object's first line (a field kfgen would add, a replica type written in another case)."""
    if result.file is None or result.document is None or result.line:
        return result
    doc = next((d for d in sources.documents(result.file) if d.number == result.document), None)
    if doc is None:  # a document that is no mapping: at its first line
        return result._replace(line=yamllines.first_line(sources.text(result.file), result.document))
    ref = result.resource
    node = (yamllines.within(doc.node, ref.kind, ref.name) if ref else None) or doc.node
    line, whole = yamllines.line(node, result.field) if result.field else (0, False)
    return result._replace(line=line if whole else node.start_mark.line + 1)


def at_field(result: Result, sources: Sources, path: str | None = None) -> Result:
    """`result`, about a field of a document of its file that names no object (a Kustomization's `generators[0]`),
    at the line of `path` (the result's field by default) in document `result.document` (0 where unset)."""
    path = path if path is not None else result.field
    if result.file is None or result.line or not path:
        return result
    number = result.document or 0
    doc = next((d for d in sources.documents(result.file) if d.number == number), None)
    return result if doc is None else result._replace(line=yamllines.line(doc.node, path)[0], document=number)


def placed(result: Result, sources: Sources, kind: str, name: Any) -> Result:
    """`result`, about the object `kind`/`name` of its file, with that object's line (a name that is no string, as
    a built output may hold: the one object of that kind in the file, else the file's first line)."""
    found = sources.find(kind, name if isinstance(name, str) else "", None)
    if found is None or found[0] != result.file:
        return result if result.line or result.file is None else result._replace(line=1)
    return result._replace(line=found[1].node.start_mark.line + 1, document=found[1].number)


def shown_file(path: str) -> str:
    return STDIN + path[1:] if path == "-" or path.startswith("-:") else path


def cli_line(result: Result) -> str:
    """`FILE:LINE: [severity] <object> <field>: <message>` (gcc's form, which editors and CI annotators read);
    `FILE: ...` where the line is unknown, the plain line where no file is."""
    if not result.file:
        return str(result)
    where = one_line(shown_file(result.file)) + (f":{result.line}" if result.line else "")  # a name's ESC, newline
    return f"{where}: {result._replace(file=None, line=None, document=None)}"
