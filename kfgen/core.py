"""The one processor every entry point calls: pure, no I/O, no clock, no environment reads."""

from __future__ import annotations

import re
from collections.abc import Callable, Iterator
from typing import Any, TypedDict, Unpack

from kfgen import api, features, merge, model, schema
from kfgen.api import Obj
from kfgen.checks import emitted, hints, identity, shapes, size, validate, values
from kfgen.features.runtimes import inputs as runtimeinputs
from kfgen.results import ResourceRef, Result, error, has_errors
from kfgen.workloads import frameworks, registry

# What made a part of `stream`: a TrainingSpec's (namespace, name), the Environment (api.ENVIRONMENT) or, None, an
# input passed through.
Origin = tuple[str, str] | str | None


# Expansion, Outcome and Build are plain classes: importing dataclasses (and inspect with it) is 5 ms of every start,
# `kfgen fn`'s included (kfgen.api)
class Expansion:
    __slots__ = ("objects", "origin", "results")

    def __init__(
        self, objects: list[Any] | None = None, results: list[Result] | None = None, origin: Origin = None
    ) -> None:
        self.objects = [] if objects is None else objects
        self.results = [] if results is None else results
        self.origin = origin  # what made the objects, for a part of `stream`

    @property
    def ok(self) -> bool:
        return not has_errors(self.results)


def name_of(obj: Any) -> Any:
    """metadata.name of any item, or None (items are untrusted: metadata may be anything)."""
    meta = obj.get("metadata") if isinstance(obj, dict) else None
    return meta.get("name") if isinstance(meta, dict) else None


def check_environment(env: Obj) -> list[Result]:
    ref = ResourceRef.of(env, "-")
    results = _check(env, schema.ENVIRONMENT, ref)
    if not has_errors(results):
        view = model.EnvironmentView.of(env)
        results += [error(message, ref, field) for field, message in features.environment_problems(view)]
    return results


def _check(obj: Obj, kind: str, ref: ResourceRef) -> list[Result]:
    not_plain = values.problems(obj)
    if not_plain:
        return [error(message, ref, field) for field, message in not_plain]
    if obj.get("apiVersion") != schema.API_VERSION:
        return [error(f"unsupported apiVersion {obj.get('apiVersion')!r}; use {schema.API_VERSION}", ref, "apiVersion")]
    return validate.check(obj, kind, ref)


def expand(spec: Obj, environment: Obj | None = None, *, controller: bool = False) -> Expansion:
    """The objects a TrainingSpec becomes in an environment, or the problems that prevent it.

    `controller` renders for the in-cluster controller: the job is named `<name>-<revision>` so that a
    change that needs a new job gets one, and a TTL on the trainer backend is left to the controller.
    """
    return _expand(spec, without_nulls(environment), controller)


def without_nulls(environment: Obj | None) -> Obj | None:
    """An Environment's null is an absent field (it has no layers below it to remove anything from)."""
    if environment is None or not isinstance(environment.get("spec"), dict):
        return environment
    return {**environment, "spec": merge.drop_nulls(environment["spec"])}


def _expand(
    spec: Obj,
    environment: Obj | None,
    controller: bool = False,
    *,
    trials: bool = True,
    ignore: Callable[[Result], bool] | None = None,
    layer: str | None = None,
) -> Expansion:
    """`trials`: check each trial Katib can make of a tuning spec (by expanding the spec again with each value in
    place, `trials` off and the `ignore`d results left out). `layer`: merge that spec.environments override without
    an Environment (kfgen.core.layer_problems)."""
    namespace = (spec.get("metadata") or {}).get("namespace") if isinstance(spec.get("metadata"), dict) else None
    env_namespace = ((environment or {}).get("spec") or {}).get("namespace")
    ref = ResourceRef.of(spec, namespace or env_namespace or "default")
    results = _check(spec, schema.TRAINING_SPEC, ref)
    if has_errors(results):
        return Expansion([], [_narrowed(r, spec, environment) for r in results])
    results += hints.environment_names(spec, environment, ref)
    ctx = model.resolve(spec, environment, registry.BY_BACKEND, controller, layer)
    results += _check_effective(ctx)
    if has_errors(results):
        return Expansion([], results)
    # per-role checks may repeat a spec-level problem
    found = features.check(ctx)
    results = list(dict.fromkeys(results + (found if ignore is None else [r for r in found if not ignore(r)])))
    if has_errors(results):
        return Expansion([], results)
    objects, build_results = features.objects(ctx, final=trials)
    # an object past the API server's bound is refused as it is: its trials (one render per value) are not checked
    too_large = size.oversized(objects, ref, ctx.source)
    if trials and not has_errors(build_results) and not too_large:

        def rerun(source: Obj, leave_out: Callable[[Result], bool]) -> tuple[list[Obj], list[Result]]:
            again = _expand(source, environment, controller, trials=False, ignore=leave_out, layer=layer)
            return again.objects, again.results

        build_results += features.trial_problems(ctx, objects, rerun)
    results = list(dict.fromkeys(results + build_results + emitted.problems(objects, ctx.source, ref) + too_large))
    return Expansion(objects if not has_errors(results) else [], results)


def expand_unchecked(spec: Obj, environment: Obj | None = None) -> Expansion:
    """The objects of a spec the schema takes, rendered whatever kfgen's other checks say, with every problem they
    find (not output: `kfgen import` compares a job with them, so that a spec refused without the Environment that
    allows it still has its pod patch and its differences named; kfgen.migrate.importer)."""
    environment = without_nulls(environment)
    namespace = (spec.get("metadata") or {}).get("namespace") if isinstance(spec.get("metadata"), dict) else None
    ref = ResourceRef.of(spec, namespace or ((environment or {}).get("spec") or {}).get("namespace") or "default")
    results = _check(spec, schema.TRAINING_SPEC, ref)
    if has_errors(results):
        return Expansion([], results)
    ctx = model.resolve(spec, environment, registry.BY_BACKEND, False)
    results += _check_effective(ctx)
    if has_errors(results):
        return Expansion([], results)
    results += features.check(ctx)
    try:
        objects, built = features.objects(ctx, final=True)
    except (KeyError, TypeError, ValueError, AttributeError, IndexError):
        # the checks guard what the renderers assume (a role without an image): refused, there is nothing to render
        return Expansion([], results if has_errors(results) else [*results, error("kfgen cannot render it", ref)])
    return Expansion(objects, list(dict.fromkeys(results + built + emitted.problems(objects, ctx.source, ref))))


def layer_problems(spec: Obj, known: list[Result]) -> list[Result]:
    """What rendering `spec` with each of its spec.environments overrides merged reports beyond `known` (the spec's
    own results): `kfgen validate` without an Environment checks every layer as render checks the merged spec. A
    problem the spec already has, wherever the layer moves it, is not told again; one the layer causes elsewhere
    names the layer."""
    overrides = (spec.get("spec") or {}).get("environments") if isinstance(spec.get("spec"), dict) else None
    if not isinstance(overrides, dict):
        return []
    seen = {(r.severity, r.message, r.field) for r in known}
    found: dict[Result, None] = {}
    for name in overrides:
        prefix = f"spec.environments.{name}"
        for result in _expand(spec, None, layer=name).results:
            field = result.field or ""
            in_layer = field == prefix or field.startswith((f"{prefix}.", f"{prefix}["))
            as_spec = "spec" + field[len(prefix) :] if in_layer else field
            if (result.severity, result.message, as_spec) in seen:
                continue
            found.setdefault(result if in_layer else result._replace(field=f"{field or 'spec'} (with {prefix})"))
    return list(found)


_ROLE_DEFAULTS = {"backend": model.BUILTIN_DEFAULTS["backend"]}
_ROLE_KEY = re.compile(r"spec(?:\.environments\.[^.]+)?\.(?:replicas|roles)\.([^.]+)")


def _narrowed(result: Result, spec: Obj, environment: Obj | None) -> Result:
    """A role the schema knows of no framework, told with the roles of the spec's framework on its backend."""
    match = _ROLE_KEY.fullmatch(result.field or "")
    if not match or not result.message.startswith("unknown key"):
        return result
    own: Obj = spec["spec"] if isinstance(spec.get("spec"), dict) else {}
    env_spec = (environment or {}).get("spec")
    defaults = env_spec.get("defaults") if isinstance(env_spec, dict) else None
    chosen = {**_ROLE_DEFAULTS, **(defaults if isinstance(defaults, dict) else {}), **own}
    name, backend = chosen.get("framework"), chosen.get("backend")
    framework = frameworks.FRAMEWORKS.get(name) if isinstance(name, str) else None
    profile = registry.BY_BACKEND.get(backend) if isinstance(backend, str) else None
    if framework is None or profile is None:
        return result
    role, roles = match.group(1), profile.roles(framework)
    message = f"{profile.title(framework)} has no role {role!r}; roles: {', '.join(roles)}"
    return result._replace(message=message + hints.did_you_mean(role, roles))


def checked(objects: list[Any], source: Obj, ref: ResourceRef) -> list[Result]:
    """The pass every emitted object goes through: the API server's rules (kfgen.checks.emitted) and its size bound,
    each problem at the field of `source` (the TrainingSpec or the Environment) that produced it."""
    return emitted.problems(objects, source, ref) + size.oversized(objects, ref, source)


def _check_effective(ctx: model.Context) -> list[Result]:
    """The merged spec against the schema: overrides are partial, so what they leave out shows only here.

    Each problem is placed in the layer that set the nearest field that exists.
    """
    merged = {**{k: v for k, v in ctx.source.items() if k != "status"}, "spec": ctx.spec}
    # the spec's own unknown fields written null are found in its layers (kfgen.checks.validate, via _check)
    problems = validate.check(merged, schema.TRAINING_SPEC, ctx.ref, null_fields=False)
    return [error(p.message, ctx.ref, _layer_field(ctx, p.field or "")) for p in problems]


def _layer_field(ctx: model.Context, field: str) -> str:
    if not field.startswith("spec."):
        return field
    parts: list[str | int] = [
        int(p) if p.isdigit() else p for p in field[len("spec.") :].replace("[", ".").replace("]", "").split(".")
    ]
    for cut in range(len(parts), 0, -1):
        if ctx.origin(*parts[:cut]) is not None:
            rest = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in parts[cut:])
            return ctx.field(*parts[:cut]) + rest
    return field


Place = Callable[[Obj, list[Obj]], list[Obj]]


class StreamOptions(TypedDict, total=False):
    """`stream`'s options, which `transform` passes on (their defaults are `stream`'s)."""

    keep_environments: bool
    keep_specs: bool
    place: Place | None
    environment_objects: bool


def transform(items: list[Any], environment: Obj | None = None, **options: Unpack[StreamOptions]) -> Expansion:
    """Replace every TrainingSpec among `items` by its expansion; keep every other item as it is.

    `keep_specs` keeps each TrainingSpec before its expansion; `place(spec, objects)` may annotate the
    objects generated from a spec (the KRM function names the files kpt writes them to).
    """
    out = Expansion()
    for part in stream(items, environment, **options):
        out.objects += part.objects
        out.results += part.results
    return out


def stream(
    items: list[Any],
    environment: Obj | None = None,
    *,
    keep_environments: bool = True,
    keep_specs: bool = False,
    place: Place | None = None,
    environment_objects: bool = True,
) -> Iterator[Expansion]:
    """`transform`, one item at a time, so that a caller can serialise as it goes.

    With an Environment, its own objects (`environment_output`) come first, once, whatever the number of
    TrainingSpecs (none included); `environment_objects=False` leaves them to a caller that streams one
    build in several calls (the Helm post-renderer).
    """
    across = Across()
    unwrapped: list[Result] = []
    items = shapes.unwrap(items, unwrapped) if place is None else items
    if unwrapped or place is not None:
        problems = unwrapped + (shapes.in_lists(items) if place is not None else [])
        yield Expansion(results=problems)
        if has_errors(problems):
            return
    build, prelude = begin(environment, keep_environments=keep_environments, environment_objects=environment_objects)
    if prelude is not None:
        placed = place(environment, prelude.objects) if place and environment is not None else prelude.objects
        yield Expansion(placed, prelude.results + across.collisions(identity.identities(placed)), api.ENVIRONMENT)
        if has_errors(prelude.results):
            return
    for index, item in enumerate(items):
        outcome = build.item(item)
        if outcome is not None:
            yield _finish(across, index, item, outcome, keep_specs, place)


def begin(
    environment: Obj | None, *, keep_environments: bool = True, environment_objects: bool = True
) -> tuple[Build, Expansion | None]:
    """The per-build part of `stream`: the Environment checked once, its own objects, and what each item reads."""
    build = Build(environment, without_nulls(environment), keep_environments, None)
    if environment is None:
        return build, None
    problems = check_environment(environment)
    if has_errors(problems):
        return build, Expansion(results=problems)
    produced = environment_output(environment) if environment_objects else []
    problems += checked(produced, environment, ResourceRef.of(environment, "-"))
    if has_errors(problems):
        return build, Expansion(results=problems)
    if environment_objects:
        build.made_here = features.made_by(environment, produced)
    return build, (Expansion(produced, problems) if produced or problems else None)


class Outcome:
    """What one input item becomes before the checks across items (which need every item before it)."""

    def __init__(
        self,
        objects: list[Any] | None = None,
        results: list[Result] | None = None,
        spec: tuple[str, str] | None = None,
        not_mapping: str | None = None,
    ) -> None:
        self.objects = [] if objects is None else objects
        self.results = [] if results is None else results
        self.spec = spec  # a TrainingSpec's (namespace, name): unique in a build
        self.not_mapping = not_mapping  # what an item that is no mapping is: its error names the item's index


class Build:
    """What `stream` works out once per build and every item reads (a worker process inherits it)."""

    def __init__(
        self,
        environment: Obj | None,
        clean_environment: Obj | None,
        keep_environments: bool,
        made_here: Callable[[Any], bool] | None,
    ) -> None:
        self.environment = environment
        self.clean_environment = clean_environment  # without nulls: once per build, not per spec
        self.keep_environments = keep_environments
        self.made_here = made_here  # objects of this Environment made by an earlier run: made again once

    def item(self, item: Any) -> Outcome | None:
        """The item's objects and problems; None for an item this build leaves out."""
        if self.made_here and self.made_here(item):
            return None
        if not isinstance(item, dict):
            return Outcome(not_mapping=values.kind_of(item))
        if not shapes.is_kfgen(item, schema.TRAINING_SPEC) and (shape := shapes.shape_problems(item)):
            return Outcome(results=shape)
        if shapes.is_kfgen(item, schema.ENVIRONMENT):  # kept as it is (kpt's package holds it), or left out
            # checked as `kfgen validate` checks it: one it refuses is never silently left out (begin checks the
            # selected one)
            problems = [] if item == self.environment else check_environment(item)
            return Outcome([item] if self.keep_environments else [], problems)
        if runtimeinputs.is_runtime(item):  # its pods are a TrainJob's: held to the Environment's policy
            refused = runtimeinputs.problems(item, self.clean_environment)
            return Outcome([] if has_errors(refused) else [item], refused)
        if not shapes.is_kfgen(item, schema.TRAINING_SPEC):
            if elsewhere := features.rendered_elsewhere(item):  # rendered under another policy, or none
                return Outcome([], [elsewhere])
            return Outcome([item], hints.kind(item))
        expansion = _expand(item, self.clean_environment)
        return Outcome(expansion.objects, expansion.results, spec=_identity(item, self.environment))


def _finish(
    across: Across, index: int, item: Any, outcome: Outcome, keep_specs: bool, place: Place | None
) -> Expansion:
    results, duplicate = across.check(index, outcome)
    objects = [] if duplicate else outcome.objects
    if outcome.spec is not None:
        generated = place(item, objects) if place else objects
        objects = [item, *generated] if keep_specs else generated
    return Expansion(objects, results + across.collisions(identity.identities(objects)), outcome.spec)


class Across:
    """The checks that need every item before this one: a TrainingSpec given twice, two objects with one identity."""

    def __init__(self) -> None:
        self.seen: dict[tuple[str, str], int] = {}
        self.identities: set[tuple[str, str, str, str]] = set()

    def check(self, index: int, outcome: Outcome) -> tuple[list[Result], bool]:
        """The item's results with its index where they need it, and whether its objects are dropped."""
        results = list(outcome.results)
        if outcome.not_mapping is not None:
            results.append(error(f"item {index} is not a mapping but {outcome.not_mapping}"))
        if outcome.spec is None:
            return results, False
        first = self.seen.setdefault(outcome.spec, index)
        if first == index:
            return results, False
        ref = ResourceRef(schema.API_VERSION, schema.TRAINING_SPEC, *outcome.spec)
        return [*results, error(f"duplicate TrainingSpec (also item {first})", ref, "metadata.name")], True

    def collisions(self, found: list[identity.Identity]) -> list[Result]:
        return identity._collide(found, self.identities)


def environment_output(environment: Obj, served: tuple[str, ...] = ()) -> list[Obj]:
    """The objects a (checked) Environment owns: one set per build, on every path (in the cluster, also for
    the namespaces `served` whose specs the controller renders with it)."""
    return features.environment_objects(model.EnvironmentView.of(environment, served))


def _identity(spec: Obj, environment: Obj | None) -> tuple[str, str]:
    meta: Obj = spec["metadata"] if isinstance(spec.get("metadata"), dict) else {}
    namespace = meta.get("namespace") or ((environment or {}).get("spec") or {}).get("namespace") or "default"
    return str(namespace), str(meta.get("name", ""))
