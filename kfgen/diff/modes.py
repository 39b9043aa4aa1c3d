"""`kfgen diff`'s first two modes: two Environments of the same inputs, and the inputs at a git revision against
the work tree (per Environment)."""

from __future__ import annotations

from pathlib import Path

from kfgen.api import Obj
from kfgen.diff import causes, kustomized, naming, revision, sources
from kfgen.diff.compare import Causes, Comparison, Side, compare
from kfgen.diff.fields import Change, changes
from kfgen.diff.naming import Where
from kfgen.results import ERROR, Result, has_errors
from kfgen.workloads.profile import mapping

WORK_TREE = "work tree"


def missing_paths(paths: list[str], *roots: Path) -> list[Result]:
    """PATHs found under none of the roots (and stdin, which a diff cannot read twice)."""
    out = []
    for path in paths:
        if path == "-":
            out.append(Result(ERROR, "kfgen diff reads files and directories, not stdin", field="PATH"))
            continue
        reasons = [_exists(root / path) for root in roots]
        if "" not in reasons:
            out.append(Result(ERROR, reasons[0] if reasons else "no such file or directory", file=path))
    return out


def _exists(path: Path) -> str:
    """ "" where the path exists, else why not (a name too long for the file system is no traceback)."""
    try:
        return "" if path.exists() else "no such file or directory"
    except OSError as exc:
        return f"cannot read: {exc.strerror or exc}"


def environments(paths: list[str], old_name: str, new_name: str) -> tuple[list[Comparison], list[Result]]:
    problems = missing_paths(paths, Path("."))
    if problems:
        return [], problems
    inputs = sources.read(paths, Path("."))
    if has_errors(inputs.results):
        return [], inputs.results
    old_env, problems = sources.environment(inputs, old_name)
    new_env, more = sources.environment(inputs, new_name)
    if problems or more:
        return [], problems + more
    old, problems = _side(old_name, inputs, old_env)
    new, more = _side(new_name, inputs, new_env)
    if problems or more:
        return [], list(dict.fromkeys(problems + more))
    return [compare(old, new, environment=_policy(old_env, new_env))], []


def _side(
    label: str, inputs: sources.Inputs, environment: Obj | None, render: bool = True
) -> tuple[Side, list[Result]]:
    """One render as a comparison's side (`render=False`: the side of an Environment one revision lacks)."""
    objects, problems, made = sources.render_made(inputs, environment) if render else ([], [], {})
    return Side(label, Where.of(environment), objects, made, naming.environment_labels(environment)), problems


def from_revision(rev: str, paths: list[str], names: list[str]) -> tuple[list[Comparison], list[Result]]:
    tree, problems = revision.work_tree(Path.cwd())
    if tree is None:
        return [], problems
    sha, problems = revision.commit(tree, rev)
    if sha is None:
        return [], problems
    old, present, problems = revision.read(tree, sha, paths, f"{rev}:")
    if problems:
        return [], problems
    problems = [r for p in paths for r in missing_paths([p], Path(".")) if p == "-" or p not in present]
    if problems:
        return [], problems
    new = sources.read([p for p in paths if not _exists(Path(p))], Path("."))
    if has_errors(old.results + new.results):
        return [], list(dict.fromkeys(old.results + new.results))
    comparisons, problems = _per_environment(rev, old, new, names)
    touched = kustomized.touched(tree, sha, paths) if comparisons else []
    return [c._replace(kustomizations=touched) for c in comparisons], problems


def _per_environment(
    rev: str, old: sources.Inputs, new: sources.Inputs, names: list[str]
) -> tuple[list[Comparison], list[Result]]:
    chosen: list[str | None] = list(names or sorted(old.environments.keys() | new.environments.keys())) or [None]
    comparisons: list[Comparison] = []
    problems: list[Result] = []
    for name in chosen:
        old_env = old.environments.get(name) if name else None
        new_env = new.environments.get(name) if name else None
        if name and old_env is None and new_env is None:
            problems += sources.environment(new, name)[1]
            continue
        old_side, found = _side(rev, old, old_env, bool(old_env or not name))
        new_side, more = _side(WORK_TREE, new, new_env, bool(new_env or not name))
        problems += found + more
        if not found and not more:
            why = _causes(old, new, old_env, new_env, name)
            comparisons.append(compare(old_side, new_side, causes=why, environment=_policy(old_env, new_env)))
    return ([], list(dict.fromkeys(problems))) if problems else (comparisons, [])


def _policy(old: Obj | None, new: Obj | None) -> list[Change]:
    """What differs in the Environments' specs (their policy: what a spec may do), even where no object differs."""
    if old is None and new is None:
        return []
    before, after = mapping(old or {}, "spec"), mapping(new or {}, "spec")
    return changes(before, after, naming.RAW, naming.RAW, "spec")


def _causes(
    old: sources.Inputs, new: sources.Inputs, old_env: Obj | None, new_env: Obj | None, name: str | None
) -> Causes:
    old_specs, new_specs = old.specs(), new.specs()  # once: a lookup per re-created job, not a scan of the inputs

    def why(spec: str, namespace: str) -> list[Change]:
        before = causes.revision_inputs(_spec(old_specs, spec, namespace), old_env)
        after = causes.revision_inputs(_spec(new_specs, spec, namespace), new_env)
        return causes.causes(before, after, name)

    return why


def _spec(specs: dict[tuple[str, str], Obj], name: str, namespace: str) -> Obj | None:
    return specs.get((namespace, name)) or specs.get(("", name))
