"""Before kfgen runs `kustomize build --enable-exec` (`argocd-plugin generate`, the `ci.sh` of `kfgen init`): the
kustomization tree kustomize will read runs no function but kfgen's own, `exec: {path: kfgen-fn}` (issue 37, D-1).

`--enable-exec` runs every exec function of every base, so a spec author's script listed from specs/ would run with
write access to the checkout before the overlay's function reads overlays/NAME/environment.yaml. The walk follows
what kustomize follows from the overlay (resources, components, generators, transformers, validators and the files
of patches and replacements, local paths only) and refuses, before anything runs:
- a function annotation (or kyaml's legacy `metadata.configFn`) whose spec is not exactly `exec: {path: kfgen-fn}`
  (another path, `args`, `env`, a `container:` or `starlark:` function); field names are matched in any case, as
  kustomize matches them, and the deprecated `bases` is followed as kustomize follows it;
- the annotation's name anywhere but in an object's own metadata.annotations (a patch, a common annotation or a
  replacement could put it on any object);
- a remote target (its files are not in the checkout), and a file the walk cannot read as YAML.
"""

from __future__ import annotations

import os
import re
from pathlib import Path
from typing import Any

from kfgen.io import bounded, yamlio
from kfgen.results import ERROR, Result

KUSTOMIZATION_FILES = ("kustomization.yaml", "kustomization.yml", "Kustomization")
FUNCTION_ANNOTATIONS = ("config.kubernetes.io/function", "config.k8s.io/function")
KFGEN_FUNCTION = {"exec": {"path": "kfgen-fn"}}
LISTS = (
    "resources",
    "bases",  # deprecated, still read as resources
    "components",
    "generators",
    "transformers",
    "validators",
    "patchesStrategicMerge",
    "configurations",
    "crds",
)
PATHS = ("patches", "patchesJson6902", "replacements")
REMOTE = ("://", "github.com/", "gitlab.com/", "bitbucket.org/", "git@", "git::")
# the annotations' names as a field path, a JSON pointer or an escaped key spells them; `config.kubernetes.io/container`
# is kyaml's older spelling of a container function
NAMED = re.compile(r"(?:kubernetes|k8s)[^a-z0-9]{0,3}io(?:[^a-z0-9]|~1){1,3}(?:function|container\b)", re.IGNORECASE)
# a string that may be YAML or JSON holding them once parsed (an inline patch, a JSON pointer with \u escapes)
SYNTAX = re.compile(r"[\n{}\[\]:\\\"']")
ONLY = "kfgen runs kustomize with --enable-exec only when the build runs no function but `exec: {path: kfgen-fn}`"
ONLY_KPT = "kfgen's ci.sh runs kpt with --allow-exec only when the package runs no function but `exec: kfgen-fn`"


def problems(overlay: Path) -> list[Result]:
    """What in the kustomization tree under `overlay` would run a function that is not kfgen's (empty: none)."""
    found: list[Result] = []
    seen: set[Path] = set()
    queue = [overlay]
    while queue:
        directory = queue.pop(0)
        key = directory.resolve()
        if key in seen:
            continue
        seen.add(key)
        kustomization = next((directory / n for n in KUSTOMIZATION_FILES if (directory / n).is_file()), None)
        if kustomization is not None:
            queue += _kustomization(kustomization, found)
    return found


def kpt_problems(package: Path) -> list[Result]:
    """What in the kpt package `package` would run a function that is not kfgen's: `kpt fn render --allow-exec` runs
    the pipeline of every Kptfile below it (a subpackage's first, symbolic links followed), so each function of each
    must be `exec: kfgen-fn` (no `image:`, no other path)."""
    found: list[Result] = []
    seen: set[Path] = set()
    for folder, subfolders, names in os.walk(package, followlinks=True):
        key = Path(folder).resolve()
        if key in seen:
            subfolders[:] = []
            continue
        seen.add(key)
        if "Kptfile" in names:
            file = Path(folder) / "Kptfile"
            for number, doc in enumerate(_docs(file, found)):
                _pipeline(doc, _shown_path(file), found, number)
    return found


def _pipeline(doc: Any, file: str, found: list[Result], document: int) -> None:
    pipeline = doc.get("pipeline") if isinstance(doc, dict) else None
    for stage in ("mutators", "validators"):
        given = pipeline.get(stage) if isinstance(pipeline, dict) else None
        for number, function in enumerate(given if isinstance(given, list) else []):
            named = {k: v for k, v in function.items() if k in ("exec", "image")} if isinstance(function, dict) else {}
            if named != {"exec": "kfgen-fn"}:
                shown = _shown(named or function)
                message = f"runs a function that is not kfgen's ({shown}): {ONLY_KPT}"
                found.append(Result(ERROR, message, field=f"pipeline.{stage}[{number}]", file=file, document=document))


def _kustomization(file: Path, found: list[Result]) -> list[Path]:
    """Check one kustomization file and the files it names; the folders it names, to walk next."""
    docs = _docs(file, found)
    folders: list[Path] = []
    for doc in docs:
        _check(doc, _shown_path(file), "", found)
        for field, entry in _entries(doc):
            if "\n" in entry:
                continue  # an inline configuration or patch: checked with the kustomization above
            if any(mark in entry for mark in REMOTE):
                message = f"{entry!r} is a remote target: {ONLY} it can read"
                found.append(Result(ERROR, message, field=field, file=_shown_path(file)))
                continue
            path = file.parent / entry
            if path.is_dir():
                folders.append(path)
            elif path.is_file():
                deep = field.startswith(("patches", "replacements"))  # what kustomize applies to other objects
                for number, named in enumerate(_docs(path, found)):
                    _check(named, _shown_path(path), "", found, number, deep)
    return folders


def _entries(doc: Any) -> list[tuple[str, str]]:
    """(field, path or inline text) of each file or folder a Kustomization names."""
    if not isinstance(doc, dict):
        return []
    out: list[tuple[str, str]] = []
    for field, given in _fields(doc, LISTS):
        for number, entry in enumerate(given if isinstance(given, list) else []):
            if isinstance(entry, str):
                out.append((f"{field}[{number}]", entry))
    for field, given in _fields(doc, PATHS):
        for number, entry in enumerate(given if isinstance(given, list) else []):
            path = entry.get("path") if isinstance(entry, dict) else None
            if isinstance(path, str):
                out.append((f"{field}[{number}].path", path))
    openapi = doc.get("openapi")
    if isinstance(openapi, dict) and isinstance(openapi.get("path"), str):
        out.append(("openapi.path", openapi["path"]))
    return out


def _fields(doc: dict[Any, Any], names: tuple[str, ...]) -> list[tuple[str, Any]]:
    """Every key of `doc` that is one of `names` in any case: kustomize reads a kustomization as Go's JSON does,
    matching field names whatever their case (`Transformers:` is `transformers:`), so each spelling is walked."""
    wanted = {name.lower() for name in names}
    return [(key, value) for key, value in doc.items() if isinstance(key, str) and key.lower() in wanted]


def _docs(file: Path, found: list[Result]) -> list[Any]:
    text, read = bounded.read_text(file, errors="strict")
    docs, parsed = ([], read) if read else yamlio.parse(text, str(file))
    if read or parsed:
        first = (read or parsed)[0]
        found.append(first._replace(message=f"cannot be checked ({first.message}): {ONLY}", file=_shown_path(file)))
    return docs


def _shown_path(file: Path) -> str:
    return os.path.normpath(file)


def _check(doc: Any, file: str, at: str, found: list[Result], document: int | None = None, deep: bool = True) -> None:
    """A document's own function annotation must be kfgen's; the annotation's name anywhere else is refused (a
    string holding YAML, an inline configuration or patch, is read and checked the same way)."""
    annotations = _annotations(doc)
    for key in FUNCTION_ANNOTATIONS:
        if key in annotations:
            _spec(annotations[key], file, f"{at}metadata.annotations.{key}", found, document)
    metadata = doc.get("metadata") if isinstance(doc, dict) else None
    for key, legacy in _fields(metadata, ("configFn",)) if isinstance(metadata, dict) else []:
        # kyaml's legacy spelling of the annotation, read when the object has none
        if legacy != KFGEN_FUNCTION:
            message = f"runs a function that is not kfgen's ({_shown(legacy)}): {ONLY}"
            found.append(Result(ERROR, message, field=f"{at}metadata.{key}", file=file, document=document))
    _walk(doc, file, at, found, document, id(annotations), deep)


def _annotations(doc: Any) -> dict[Any, Any]:
    metadata = doc.get("metadata") if isinstance(doc, dict) else None
    annotations = metadata.get("annotations") if isinstance(metadata, dict) else None
    return annotations if isinstance(annotations, dict) else {}


def _walk(value: Any, file: str, at: str, found: list[Result], document: int | None, skip: int, deep: bool) -> None:
    if isinstance(value, dict):
        for key, item in value.items():
            if id(value) == skip and key in FUNCTION_ANNOTATIONS:
                continue
            _name(key, file, at, found, document)
            _walk(item, file, f"{at}{key}." if at or key else at, found, document, skip, deep)
    elif isinstance(value, list):
        for item in value:
            _walk(item, file, at, found, document, skip, deep)
    elif isinstance(value, str):
        _string(value, file, at, found, document, deep)


def _string(value: str, file: str, at: str, found: list[Result], document: int | None, deep: bool) -> None:
    """A string is checked as the YAML it may hold (kustomize reads an inline configuration or patch so); where it
    holds no other value, as text. Deep (a kustomization, a patch file): any string with YAML or JSON syntax."""
    docs: list[Any] = []
    if "\n" in value or (deep and SYNTAX.search(value)):
        parsed, problems = yamlio.parse(value, file)
        docs = [] if problems or parsed == [value] else parsed
    if not docs:
        _name(value, file, at, found, document)
    for doc in docs:
        _check(doc, file, at, found, document, deep)


def _name(value: Any, file: str, at: str, found: list[Result], document: int | None) -> None:
    if isinstance(value, str) and NAMED.search(value):
        message = f"names a function annotation outside an object's own metadata.annotations: {ONLY}"
        found.append(Result(ERROR, message, field=at.rstrip(".") or None, file=file, document=document))


def _spec(text: Any, file: str, field: str, found: list[Result], document: int | None) -> None:
    spec = yamlio.parse(text, file)[0] if isinstance(text, str) else None
    if spec and spec[0] == KFGEN_FUNCTION and len(spec) == 1:
        return
    message = f"runs a function that is not kfgen's ({_shown(text)}): {ONLY}"
    found.append(Result(ERROR, message, field=field, file=file, document=document))


def _shown(text: Any) -> str:
    shown = " ".join(str(text).split())
    return shown if len(shown) <= 80 else shown[:77] + "..."


def at_lines(problems: list[Result]) -> list[Result]:
    """Each problem at the line of its field in its file (kfgen.cli.locations): the field as shown names a
    document (`[1] generators`), a field inside an inline configuration (`generators[0]: metadata`) or inside a
    function spec (`metadata.annotations.config.kubernetes.io/function exec.path`): the line is the file's."""
    from kfgen.cli.locations import Sources, at_field

    sources = Sources([])
    return [at_field(p, sources, _in_file(p.field or "")) for p in problems]


def _in_file(field: str) -> str:
    """The part of a field as shown that is a path in the file's document (`transformers[0]` of
    `[1] transformers[0]: metadata.annotations`)."""
    if field.startswith("[") and "] " in field:
        field = field.split("] ", 1)[1]
    return field.split(": ", 1)[0].split(" ", 1)[0]
