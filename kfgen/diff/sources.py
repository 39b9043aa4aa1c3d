"""The renders a diff compares: the inputs under one root (the work tree, or a revision's files), their
Environments found as `kfgen render --env` finds them, each Environment's objects."""

from __future__ import annotations

from pathlib import Path
from typing import Any, NamedTuple

from kfgen import core, schema
from kfgen.api import Obj
from kfgen.checks import envsource, hints, shapes
from kfgen.diff import naming
from kfgen.io import files
from kfgen.results import ERROR, Result, has_errors


class Inputs(NamedTuple):
    """The items of the PATHs under one root and the Environments known there (inputs first, then overlays)."""

    items: list[Any]
    environments: dict[str, Obj]
    results: list[Result]

    def specs(self) -> dict[tuple[str, str], Obj]:
        """The TrainingSpecs by (namespace as written, name)."""
        found: dict[tuple[str, str], Obj] = {}
        for item in self.items:
            if shapes.is_kfgen(item, schema.TRAINING_SPEC) and isinstance(item.get("metadata"), dict):
                meta = item["metadata"]
                found.setdefault((str(meta.get("namespace") or ""), str(meta.get("name", ""))), item)
        return found


def read(paths: list[str], root: Path, shown: str | None = None) -> Inputs:
    """The PATHs (relative ones under `root`); `shown` names the root in messages (`REV:` for a revision's files).
    The Environments are the platform's (overlays/<name>/environment.yaml), then those of the inputs of other
    names; one of the inputs that shadows the platform's, or two of one name, is an error naming both files, as
    for `kfgen render --env`."""
    loaded = files.load([str(root / p) for p in paths])
    inputs = [
        f._replace(origin=_shown(f.origin, root, shown), file=f.file if shown is None else None)  # a file on disk
        for f in files.found_in(loaded)
    ]
    platform, unreadable = files.platform_environments(root, shown or "", [envsource.name_of(f) for f in inputs])
    results = [_relative(r, root, shown) for r in loaded.results] + unreadable
    return _known(loaded.items, platform, inputs, results)


def from_loaded(loaded: files.Loaded, conventional: files.Loaded) -> Inputs:
    """`read` for files read elsewhere (a git revision's, each source named as messages show it): the items of the
    PATHs, and the Environments known there, the platform's (`conventional`: overlays/<name>/environment.yaml)
    first, under the same rule (one that cannot be read is an error)."""
    platform = [f._replace(place=-1) for f in files.found_in(conventional)]
    inputs = [f._replace(file=None) for f in files.found_in(loaded)]
    unreadable = [r for r in conventional.results if r.severity == ERROR]  # the platform's policy, unreadable
    return _known(loaded.items, platform, inputs, loaded.results + unreadable)


def _known(
    items: list[Any], platform: list[envsource.Found], inputs: list[envsource.Found], results: list[Result]
) -> Inputs:
    known: dict[str, Obj] = {}
    for found in [*platform, *inputs]:
        name = envsource.name_of(found)
        if name is not None:
            known.setdefault(name, found.environment)
    problems = envsource.conflicts([], platform, "") + envsource.conflicts(platform, inputs, "")
    return Inputs(items, known, results + list(dict.fromkeys(problems)))


def environment(inputs: Inputs, name: str, flag: str = "--env") -> tuple[Obj | None, list[Result]]:
    found = inputs.environments.get(name)
    if found is not None:
        return found, []
    known = ", ".join(sorted(inputs.environments)) or "none"
    message = (
        f"unknown environment {name!r} (known: {known}); pass it among the inputs or run where "
        "overlays/<name>/environment.yaml exists"
    )
    return None, [Result(ERROR, message + hints.did_you_mean(name, inputs.environments), field=flag)]


def render(inputs: Inputs, environment: Obj | None) -> tuple[list[Obj], list[Result]]:
    """The objects `kfgen render` prints for these inputs and Environment, or the errors that prevent them."""
    objects, errors, _ = render_made(inputs, environment)
    return objects, errors


def render_made(inputs: Inputs, environment: Obj | None) -> tuple[list[Obj], list[Result], dict[int, str]]:
    """`render`, and what made each object (naming.ENVIRONMENT_MADE, SPEC_MADE or PASSED, by id())."""
    objects: list[Obj] = []
    results: list[Result] = []
    made: dict[int, str] = {}
    for part in core.stream(inputs.items, environment, keep_environments=False):
        objects += part.objects
        results += part.results
        by = naming.PASSED if part.origin is None else naming.ENVIRONMENT_MADE
        by = naming.SPEC_MADE if isinstance(part.origin, tuple) else by
        made.update((id(obj), by) for obj in part.objects)
    errors = [r for r in results if r.severity == ERROR]
    return ([] if has_errors(errors) else objects), errors, made


def _shown(path: str, root: Path, shown: str | None) -> str:
    if shown is None:
        return path
    try:
        return f"{shown}{Path(path).relative_to(root)}"
    except ValueError:
        return path


def _relative(result: Result, root: Path, shown: str | None) -> Result:
    if shown is None or result.file is None:
        return result
    try:
        path = Path(result.file).relative_to(root)
    except ValueError:
        return result
    return result._replace(file=f"{shown}{path}")
