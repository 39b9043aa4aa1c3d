"""One job as it exists in several environments, read back as one TrainingSpec whose `environments:` holds only what
differs, without what each Environment supplies anyway (`kfgen import --env NAME=PATH ...`)."""

from __future__ import annotations

import json
from collections import Counter
from collections.abc import Iterator, Mapping
from typing import Any

from kfgen import merge, model
from kfgen.api import Obj
from kfgen.migrate.overrides import ABSENT, Layering, Option, Path, keeps_nulls, leaves, without_derived_names
from kfgen.results import ResourceRef, Result, error, warning
from kfgen.schema.fields import OVERRIDABLE
from kfgen.schema.trainingspec import training_spec_schema

SPEC_FIELDS = list(training_spec_schema()["properties"]["spec"]["properties"])  # the order the spec is written in
OVERRIDE_KEYS = frozenset(OVERRIDABLE)  # what spec.environments.<name> takes (kfgen.schema.trainingspec._override)


def combine(copies: Mapping[str, Obj], environments: Mapping[str, Obj]) -> tuple[Obj, list[Result]]:
    """One TrainingSpec from the copies of one job, and the problems met.

    `copies` maps an environment name to the TrainingSpec read from that environment's copy of the job (flat: its
    own `spec.environments.<name>`, if any, is applied first). `environments` maps names to Environment objects; it
    may leave out some or all of them (an environment without one has no settings).

    The contract: for every environment E of `copies`, the combined spec's effective spec in E (kfgen.model:
    built-in defaults < E's `spec.defaults` < spec < `spec.environments.E`) equals the copy's, and so does the
    namespace it renders in, except that an image may be written without the registry E's Environment puts in front
    of it: rendering the combined spec in E gives the copy's objects (where a registry was left out, with another
    spec hash and revision). What the copies share is in the base `spec`; `spec.environments.E` holds only what E
    needs on top of it; a value that E's Environment gives anyway (its namespace, a default such as the queue, the
    resources, the tolerations, the registry of an image) is not written; neither is kfgen's own `backend: v1`.
    Where the copies differ and no override can say so (a field `spec.environments` does not take, metadata, an item
    of a list merged by name that an environment lacks, a field of a pod patch that an environment lacks), the spec
    gives the other environments' value and a warning names the field: verified on the result, not assumed. Copies
    of different jobs (name, kind, framework or backend) are one error and no spec. The output depends only on the
    input, the environments taken in the order of `copies`.
    """
    if not copies:
        return {}, [error("no copies to combine: give the job as it exists in each environment")]
    first = next(iter(copies.values()))
    settings = {env: _settings(environments.get(env)) for env in copies}
    ref = ResourceRef.of(first, str(settings[next(iter(copies))].get("namespace") or "default"))
    targets = {env: model.effective_spec(_spec(copy), settings[env], env) for env, copy in copies.items()}
    problem = _not_one_job(copies, targets, ref)
    if problem:
        return {}, [problem]
    belows = {env: model.effective_spec({}, settings[env], None) for env in copies}
    registries = {env: settings[env].get("registry") for env in copies}
    layering = Layering(registries)
    spec = _combined_spec(layering, copies, targets, belows)
    # where costs tie, the base takes the value of the environment that differs least (the one most like the job)
    layering = Layering(
        registries, sorted(copies, key=lambda env: leaves((spec.get("environments") or {}).get(env, ABSENT)))
    )
    spec = _combined_spec(layering, copies, targets, belows)
    metadata, results = _metadata(copies, settings, ref)
    combined = {"apiVersion": first.get("apiVersion"), "kind": first.get("kind"), "metadata": metadata, "spec": spec}
    return combined, results + list(_unexpressed(layering, combined, copies, targets, settings, ref))


def _settings(environment: Obj | None) -> Obj:
    spec = (environment or {}).get("spec")
    return merge.drop_nulls(spec) if isinstance(spec, dict) else {}  # as kfgen.core.without_nulls


def _spec(copy: Obj) -> Obj:
    spec = copy.get("spec")
    return spec if isinstance(spec, dict) else {}


def _not_one_job(copies: Mapping[str, Obj], targets: Mapping[str, Obj], ref: ResourceRef) -> Result | None:
    """One error naming the environments whose copies are another job than the first's."""
    identities = {env: _identity(copy, targets[env]) for env, copy in copies.items()}
    for field in next(iter(identities.values())):
        groups: dict[str, list[str]] = {}
        for env, identity in identities.items():
            groups.setdefault(json.dumps(identity[field]), []).append(env)
        if len(groups) > 1:
            described = ", ".join(
                f"{_listed(envs)} {'has' if len(envs) == 1 else 'have'} {v}" for v, envs in groups.items()
            )
            return error(
                f"the copies are not one job: {described}; give each environment's copy of the same job", ref, field
            )
    return None


def _identity(copy: Obj, target: Obj) -> dict[str, Any]:
    """What makes a copy the same job: its kind and name, its framework and backend (and so its job's kind)."""
    metadata = copy.get("metadata") if isinstance(copy.get("metadata"), dict) else {}
    return {
        "kind": f"{copy.get('apiVersion')}/{copy.get('kind')}",
        "metadata.name": (metadata or {}).get("name"),
        "spec.framework": target.get("framework"),
        "spec.backend": target.get("backend"),
    }


def _listed(names: list[str]) -> str:
    return names[0] if len(names) == 1 else f"{', '.join(names[:-1])} and {names[-1]}"


def _metadata(copies: Mapping[str, Obj], settings: Mapping[str, Obj], ref: ResourceRef) -> tuple[Obj, list[Result]]:
    """The name; the namespace unless each copy is in its Environment's; what else all copies' metadata share."""
    metas = {env: m if isinstance(m := copy.get("metadata"), dict) else {} for env, copy in copies.items()}
    out: Obj = {"name": next(iter(metas.values())).get("name")}
    namespace = _namespace(metas, settings)
    if namespace is not None:
        out["namespace"] = namespace
    results = []
    for key in dict.fromkeys(k for m in metas.values() for k in m if k not in ("name", "namespace")):
        values = {env: m.get(key, ABSENT) for env, m in metas.items()}
        if len({json.dumps(v, sort_keys=True, default=repr) for v in values.values()}) == 1:
            out[key] = next(iter(values.values()))
            continue
        shown = ", ".join(f"{env} {_show(v)}" for env, v in values.items())
        message = (
            f"differs between the copies ({shown}) and a TrainingSpec's metadata has no per-environment value: left out"
        )
        results.append(warning(message, ref, f"metadata.{key}"))
    return out, results


def _namespace(metas: Mapping[str, Obj], settings: Mapping[str, Obj]) -> str | None:
    """None where the Environments give each copy its namespace; else the namespace most copies are in."""
    wanted = _namespaces_wanted(metas, settings)
    given = _namespaces_given(settings)
    misses_without = sum(wanted[env] != given[env] for env in wanted)
    if not misses_without:
        return None
    common = Counter(wanted.values()).most_common(1)[0][0]
    return common if sum(ns != common for ns in wanted.values()) < misses_without else None


def _namespaces_wanted(metas: Mapping[str, Obj], settings: Mapping[str, Obj]) -> dict[str, str]:
    return {env: str(m.get("namespace") or settings[env].get("namespace") or "default") for env, m in metas.items()}


def _namespaces_given(settings: Mapping[str, Obj], namespace: str | None = None) -> dict[str, str]:
    return {env: str(namespace or s.get("namespace") or "default") for env, s in settings.items()}


def _combined_spec(
    layering: Layering, copies: Mapping[str, Obj], targets: Mapping[str, Obj], belows: Mapping[str, Obj]
) -> Obj:
    """The base spec and `environments:`, field by field in the order the copies write them."""
    base: Obj = {}
    overrides: dict[str, Obj] = {env: {} for env in copies}
    order = [SPEC_FIELDS, *(_spec(c) for c in copies.values()), *targets.values()]
    for key in dict.fromkeys(k for spec in order for k in spec if k != "environments"):
        path: Path = (key,)
        wanted = {env: t.get(key, ABSENT) for env, t in targets.items()}
        below = {env: b.get(key, ABSENT) for env, b in belows.items()}
        field = (
            layering.split(path, wanted, below) if key in OVERRIDE_KEYS else _base_only(layering, path, wanted, below)
        )
        if field.base is not ABSENT:
            base[key] = field.base
        for env, value in field.overrides.items():
            if value is not ABSENT:
                overrides[env][key] = value
    for layer in (base, *overrides.values()):
        if "volumes" in layer:
            layer["volumes"] = without_derived_names(layer["volumes"])
    written = {env: layer for env, layer in overrides.items() if layer}
    return {**base, "environments": written} if written else base


def _base_only(layering: Layering, path: Path, wanted: Mapping[str, Any], below: Mapping[str, Any]) -> Option:
    """A field no override takes (framework, backend, updatePolicy, historyLimit): the value most copies have."""
    if all(layering.equivalent(path, env, wanted[env], below[env]) for env in wanted):
        return Option(ABSENT, {}, 0)
    values = {_key(v): v for v in wanted.values()}  # nothing (ABSENT) counts as a value
    top = Counter(_key(v) for v in wanted.values()).most_common(1)[0][0]
    return Option(values[top], {}, 0)


def _unexpressed(
    layering: Layering,
    combined: Obj,
    copies: Mapping[str, Obj],
    targets: Mapping[str, Obj],
    settings: Mapping[str, Obj],
    ref: ResourceRef,
) -> Iterator[Result]:
    """A warning for each field where the combined spec, rendered in an environment, differs from that copy."""
    metas = {env: m if isinstance(m := copy.get("metadata"), dict) else {} for env, copy in copies.items()}
    wanted = _namespaces_wanted(metas, settings)
    given = _namespaces_given(settings, combined["metadata"].get("namespace"))
    for env, target in targets.items():
        if wanted[env] != given[env]:
            message = (
                f"the {env} copy is in namespace {wanted[env]}, the combined spec renders in {given[env]} there: "
                "metadata.namespace has no per-environment value (give the Environments whose namespaces they are)"
            )
            yield warning(message, ref, "metadata.namespace")
        got = model.effective_spec(combined["spec"], settings[env], env)
        for path, want, have in _differences(layering, env, (), target, got):
            message = (
                f"the {env} copy has {_show(want)}, the combined spec gives {_show(have)} in {env}: {_why(path, env)}"
            )
            yield warning(message, ref, _field(path))


def _differences(layering: Layering, env: str, path: Path, want: Any, have: Any) -> Iterator[tuple[Path, Any, Any]]:
    if layering.equivalent(path, env, want, have):
        return
    if isinstance(want, dict) and isinstance(have, dict):
        for key in dict.fromkeys([*want, *have]):
            yield from _differences(layering, env, (*path, key), want.get(key, ABSENT), have.get(key, ABSENT))
    elif isinstance(want, list) and isinstance(have, list) and len(want) == len(have):
        for index, (a, b) in enumerate(zip(want, have, strict=True)):
            yield from _differences(layering, env, (*path, index), a, b)
    else:
        yield path, want, have


def _why(path: Path, env: str) -> str:
    if path[0] not in OVERRIDE_KEYS:
        return f"spec.environments.{env} cannot set {path[0]}, so the copies must agree on it"
    if keeps_nulls(path):
        return "a null in a pod patch removes a field of the pod, it cannot take back a field of the spec's patch"
    return "an override cannot remove or reorder an item of a list merged by name"


def _field(path: Path) -> str:
    return "spec" + "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)


def _key(value: Any) -> str:
    return "ABSENT" if value is ABSENT else json.dumps(value, sort_keys=True)


def _show(value: Any) -> str:
    if value is ABSENT:
        return "nothing"
    return json.dumps(value, sort_keys=True, separators=(",", ":"))  # whole: a value cut short hides a difference
