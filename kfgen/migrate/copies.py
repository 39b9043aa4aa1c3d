"""Jobs as they exist in several environments (`kfgen import --env NAME=PATH ...`): each copy imported, the copies of
one job matched across the environments, and combined into one TrainingSpec (kfgen.migrate.environments.combine).

Copies are the same job when they have the same kind, the same name without kfgen's revision suffix and the same
namespace, where the namespace an environment's Environment gives (any namespace, for an environment without one)
counts as the same in every environment. A job is written once, in the order it is first met.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from kfgen import api
from kfgen.api import Obj
from kfgen.migrate import importer, review
from kfgen.migrate.environments import combine
from kfgen.results import ResourceRef, Result, error, has_errors, warning


class Copy(NamedTuple):
    environment: str
    source: importer.Source
    doc: Any


class _Job(NamedTuple):
    kind: str
    name: str
    namespace: str  # "" where it is the Environment's


def import_copies(copies: list[Copy], names: list[str], environments: Mapping[str, Obj]) -> importer.Imported:
    """One TrainingSpec per job of `copies`, with only what differs between the environments `names` (in their
    order; `environments` holds the Environment objects found for them)."""
    jobs: dict[_Job, dict[str, tuple[Copy, Obj]]] = {}
    results: list[Result] = []
    for copy in copies:
        environment = environments.get(copy.environment)
        spec, found = importer.import_object(copy.source, copy.doc, environment)
        results += found
        if spec is None:
            continue
        same = jobs.setdefault(_identity(copy.doc, spec, environment), {})
        if copy.environment in same:
            results.append(_twice(copy, same[copy.environment][0]))
            continue
        same[copy.environment] = (copy, _without_environment_metadata(spec, environment))
    if has_errors(results):
        return importer.Imported([], results)
    specs = []
    unrendered = 0
    for same in jobs.values():
        combined, found = combine({env: spec for env, (_, spec) in same.items()}, environments)
        results += found + _missing(combined, list(same), names)
        if not combined:
            continue
        specs.append(combined)
        bare = [env for env in names if env not in environments]
        given: dict[str | None, Obj | None] = {env: environments.get(env) or _stand_in(env, combined) for env in names}
        why = review.why(combined, given, bare)
        unrendered += bool(why)
        first = next(iter(same.values()))[0]
        results += [first.source.place(r, first.doc) for r in why]
    if has_errors(results):
        return importer.Imported([], results)
    return importer.Imported(specs, results, unrendered)


def _stand_in(name: str, spec: Obj) -> Obj:
    """An Environment of `name` with no settings but the spec's namespace (an Environment's own namespace is the
    only one it allows): the spec's `environments.<name>` applies, nothing else."""
    namespace = spec["metadata"].get("namespace") or "default"
    return {
        "apiVersion": api.API_VERSION,
        "kind": api.ENVIRONMENT,
        "metadata": {"name": name},
        "spec": {"namespace": namespace},
    }


def _identity(doc: Obj, spec: Obj, environment: Obj | None) -> _Job:
    namespace = str((doc.get("metadata") or {}).get("namespace") or "default")
    given = ((environment or {}).get("spec") or {}).get("namespace") if environment else None
    own = environment is None or namespace == (given or "default")
    return _Job(str(doc.get("kind")), str(spec["metadata"]["name"]), "" if own else namespace)


def _without_environment_metadata(spec: Obj, environment: Obj | None) -> Obj:
    """The spec without the labels and annotations its Environment puts on every object (kfgen.render.meta)."""
    given = (environment or {}).get("spec") or {}
    body: Obj = {}
    for key, value in spec["spec"].items():
        if key in ("labels", "annotations") and isinstance(value, dict):
            supplied = given.get(key) or {}
            value = {k: v for k, v in value.items() if supplied.get(k) != v} or None
        if value is not None:
            body[key] = value
    return {**spec, "spec": body}


def _twice(copy: Copy, first: Copy) -> Result:
    message = (
        f"a second copy of this job in {copy.environment} (the first is {first.source.describe(first.doc)}): "
        "give one copy of each job per environment"
    )
    return copy.source.place(error(message), copy.doc)


def _missing(spec: Obj, present: list[str], environments: list[str]) -> list[Result]:
    absent = [env for env in environments if env not in present]
    if not spec or not absent:
        return []
    message = (
        f"found only in {', '.join(present)}: the spec also renders in {', '.join(absent)}; "
        "leave it out of the builds there"
    )
    return [warning(message, ResourceRef.of(spec))]
