"""`kfgen argocd-plugin discover|generate`: the commands of kfgen's Argo CD Config Management Plugin
(argocd/cmp/plugin.yaml), so the sidecar image needs nothing beside kfgen and kustomize (no shell tools).

discover: prints the function file when DIR is a kustomize overlay that runs kfgen's function (a transformer,
  generator or validator whose `config.kubernetes.io/function` names kfgen-fn or a kfgen image), nothing
  otherwise; Argo CD picks the plugin when the output is not empty. A directory of raw TrainingSpecs and
  Environments (the controller path) is not claimed, whatever its file names.
generate: `kustomize build --enable-alpha-plugins --enable-exec DIR`, refused (exit 1, the problems on stderr,
  which Argo CD shows as the Application's ComparisonError) when the build failed or did not run the function,
  and before it runs when the kustomization tree names any function but `exec: {path: kfgen-fn}` (kfgen.cli.execonly).
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Any

from kfgen.api import Obj
from kfgen.cli.reporting import report
from kfgen.io import bounded, yamlio
from kfgen.results import ERROR, Result, has_errors

KUSTOMIZATION_FILES = ("kustomization.yaml", "kustomization.yml", "Kustomization")
PLUGIN_FIELDS = ("generators", "transformers", "validators")
FUNCTION_ANNOTATIONS = ("config.kubernetes.io/function", "config.k8s.io/function")


def add_parser(sub: Any) -> None:
    plugin = sub.add_parser(
        "argocd-plugin",
        help="the commands of kfgen's Argo CD plugin (argocd/cmp/plugin.yaml)",
        description=__doc__.split("\n\n", 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = plugin.add_subparsers(dest="step", required=True, metavar="{discover,generate}")
    for name in STEPS:
        step = commands.add_parser(name)
        step.add_argument("directory", nargs="?", default=".", metavar="DIR")
    plugin.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    return STEPS[args.step](args)


def at_lines(problems: list[Result]) -> list[Result]:
    from kfgen.cli import execonly  # only when there is something to report: every command imports this module

    return execonly.at_lines(problems)


def discover(args: argparse.Namespace) -> int:
    if not Path(args.directory).is_dir():
        report([Result(ERROR, "no such directory: the overlay cannot be read", file=args.directory)])
        return 1
    found, problems = function_file(Path(args.directory))
    if problems:
        report(
            at_lines(problems)
        )  # Argo CD shows a failed discovery as the Application's error: never a silent "not mine"
        return 1
    if found:
        print(found)
    return 0


def function_file(directory: Path) -> tuple[str | None, list[Result]]:
    """The file of `directory`'s kustomization that runs kfgen's function, if any; or what in it is malformed (an
    error naming the file and the field: each field read is checked for its type first)."""
    kustomization = next((directory / n for n in KUSTOMIZATION_FILES if _is_there(directory / n)), None)
    if kustomization is None:
        return None, []
    if not _is_file(kustomization):
        return None, [Result(ERROR, _not_a_file(kustomization), file=str(kustomization))]
    docs, problems = _read(kustomization)
    entries = [] if problems else _plugin_entries(str(kustomization), docs, problems)
    for field, entry, number in entries:
        if "\n" in entry:  # kustomize takes a plugin's configuration inline too
            inline, found = _parse(entry, str(kustomization))
            problems += [p._replace(field=field) for p in found]
            if _runs_in(str(kustomization), f"{field}: ", [(number, doc) for doc in inline], problems):
                return str(kustomization), problems
            continue
        path = directory / entry
        unreadable = _unreadable(directory, entry, path)
        if unreadable:
            problems.append(Result(ERROR, f"{entry} {unreadable}", field=field, file=str(kustomization)))
            continue
        if not _is_file(path):
            continue  # a directory, a remote target, a name no file can have: no plugin file, as for kustomize
        config, found = _read(path)
        problems += found
        if _runs_in(str(path), "", list(enumerate(config)), problems):
            return entry, problems
    return None, problems


REMOTE = ("://", "github.com/", "gitlab.com/", "bitbucket.org/", "git@")


def _unreadable(directory: Path, entry: str, path: Path) -> str | None:
    """Why a plugin file the kustomization names cannot be read, as kustomize would fail on it (None: it can, or it
    is a folder or a remote target): not there, no regular file (a FIFO would block), or outside the overlay
    (kustomize's load restrictor refuses it)."""
    if any(mark in entry for mark in REMOTE):
        return None
    try:
        path.lstat()
    except FileNotFoundError:
        return "is not there: the plugin configuration cannot be read"
    except (OSError, ValueError):
        return None  # a name no file can have
    resolved = path.resolve()
    if not resolved.is_relative_to(directory.resolve()):
        return "lies outside the overlay's folder: kustomize refuses to load it"
    if resolved.exists() and not resolved.is_dir() and not resolved.is_file():
        return "is no regular file (a FIFO, a device): the plugin configuration cannot be read"
    return None


def _runs_in(file: str, prefix: str, docs: list[tuple[int, Any]], problems: list[Result]) -> bool:
    """Whether one of the (document number in `file`, configuration) runs kfgen's function; each problem on the way
    with its document number."""
    for number, doc in docs:
        found: list[Result] = []
        runs = _runs_kfgen(file, prefix, doc, found)
        problems += [p._replace(document=number) for p in found]
        if runs:
            return True
    return False


def _is_there(path: Path) -> bool:
    try:
        return path.is_symlink() or path.exists()
    except (OSError, ValueError):
        return False


def _not_a_file(path: Path) -> str:
    """Why a kustomization that is there is not read (a folder, a link to /dev/zero or to nothing): Argo CD shows it
    as the Application's error, where "not mine" would leave the overlay unclaimed without a word."""
    from kfgen.io import files  # only for this message: every command imports this module

    what = files.what_it_is(path) or "a symlink to nothing"
    return f"{what}, not a file: the kustomization cannot be read"


def _is_file(path: Path) -> bool:
    try:
        return path.is_file()
    except (OSError, ValueError):  # a name too long, a NUL: no file kustomize could read either
        return False


def _read(path: Path) -> tuple[list[Any], list[Result]]:
    text, problems = bounded.read_text(path, errors="replace")  # a file over the input bound is refused unread
    return ([], problems) if problems else _parse(text, str(path))


def _parse(text: str, source: str) -> tuple[list[Any], list[Result]]:
    docs, problems = yamlio.parse(text, source)
    return ([], problems) if problems else (docs, [])


def _what(value: Any) -> str:
    from kfgen.migrate import shape  # `kfgen import`'s: only for a message (every command imports this module)

    return shape.what(value)


def _wrong(file: str, field: str, expected: str, value: Any) -> Result:
    return Result(ERROR, f"must be {expected} (found {_what(value)})", field=field, file=file)


def _plugin_entries(file: str, docs: list[Any], problems: list[Result]) -> list[tuple[str, str, int]]:
    """(field, entry, document number) of each plugin a Kustomization names: a file name, or an inline
    configuration."""
    entries: list[tuple[str, str, int]] = []
    for index, doc in enumerate(docs):
        at = f"[{index}] " if len(docs) > 1 else ""
        found: list[Result] = []
        if not isinstance(doc, dict):
            found.append(_wrong(file, f"{at}(the document)".strip(), "a mapping (a Kustomization)", doc))
        for field in PLUGIN_FIELDS if isinstance(doc, dict) else ():
            given = doc.get(field)
            if given is not None and not isinstance(given, list):
                found.append(_wrong(file, at + field, "a list of files or inline configurations", given))
                continue
            for number, entry in enumerate(given or []):
                if isinstance(entry, str):
                    entries.append((f"{at}{field}[{number}]", entry, index))
                else:
                    found.append(_wrong(file, f"{at}{field}[{number}]", "text (a file or a configuration)", entry))
        problems += [p._replace(document=index) for p in found]
    return entries


def _runs_kfgen(file: str, prefix: str, doc: Any, problems: list[Result]) -> bool:
    """Whether a plugin's configuration runs kfgen's function; a field of the wrong type on the way is a problem."""
    if not isinstance(doc, dict):
        return False  # not a KRM object: kustomize says so, and it runs no function
    metadata = doc.get("metadata")
    annotations = metadata.get("annotations") if isinstance(metadata, dict) else None
    for field, value, expected in (("metadata", metadata, dict), ("metadata.annotations", annotations, dict)):
        if value is not None and not isinstance(value, expected):
            problems.append(_wrong(file, prefix + field, "a mapping", value))
            return False
    for key in FUNCTION_ANNOTATIONS:
        text = (annotations or {}).get(key)
        field = f"{prefix}metadata.annotations.{key}"
        if text is None:
            continue
        if not isinstance(text, str):
            problems.append(_wrong(file, field, "text (a function spec in YAML)", text))
            continue
        specs, found = _parse(text, file)
        spec = specs[0] if specs else None
        if found or not isinstance(spec, dict):
            why = found[0].message if found else f"must be a function spec, a mapping (found {_what(spec)})"
            problems.append(Result(ERROR, why, field=field, file=file))
            continue
        if _names_kfgen(file, field, spec, problems):
            return True
    return False


def _names_kfgen(file: str, field: str, spec: Obj, problems: list[Result]) -> bool:
    """Whether a function spec (exec.path, container.image) names kfgen's function."""
    named = False
    for block, key in (("exec", "path"), ("container", "image")):
        given = spec.get(block)
        value = given.get(key) if isinstance(given, dict) else None
        if given is not None and not isinstance(given, dict):
            problems.append(_wrong(file, f"{field} {block}", "a mapping", given))
        elif value is not None and not isinstance(value, str):
            problems.append(_wrong(file, f"{field} {block}.{key}", "text", value))
        elif value and (Path(value).name.startswith("kfgen") if block == "exec" else "kfgen" in value):
            named = True
    return named


def generate(args: argparse.Namespace) -> int:
    from kfgen.cli import checkbuild

    if not Path(args.directory).is_dir():
        report([Result(ERROR, "no such directory: the overlay cannot be read", file=args.directory)])
        return 1
    _, unreadable = function_file(Path(args.directory))
    if has_errors(unreadable):  # kustomize would fail on it too, or wait on a FIFO for ever
        report(at_lines(unreadable))
        return 1
    from kfgen.cli import execonly

    foreign = execonly.problems(Path(args.directory))
    if foreign:  # --enable-exec would run them: a spec author's script must not run in kfgen's build
        report(at_lines(foreign))
        return 1
    command = ["kustomize", "build", "--enable-alpha-plugins", "--enable-exec", args.directory]
    try:
        built = subprocess.run(command, capture_output=True, check=False)
    except OSError as exc:
        report([Result(ERROR, f"cannot run kustomize: {exc}", file=args.directory)])
        return 1
    if built.returncode != 0:  # its messages quote the folder's name as its bytes, UTF-8 or not
        sys.stderr.write(built.stderr.decode("utf-8", "backslashreplace"))
        report([Result(ERROR, "kustomize build failed (its messages above)", file=args.directory)])
        return 1
    try:
        output = built.stdout.decode("utf-8")
    except UnicodeDecodeError as exc:
        report([Result(ERROR, f"kustomize's output is not UTF-8 text ({exc.reason})", file=args.directory)])
        return 1
    results, _ = checkbuild.problems(["-"], output, None)
    report(results)
    if has_errors(results):
        return 1
    sys.stdout.write(output)
    return 0


STEPS: dict[str, Callable[[argparse.Namespace], int]] = {"discover": discover, "generate": generate}
