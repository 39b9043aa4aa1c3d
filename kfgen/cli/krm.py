"""`kfgen fn`: the KRM Functions Specification shell over kfgen.core.transform.

Input and output are a `config.kubernetes.io/v1` ResourceList. The functionConfig selects the mode:
an Environment makes a transformer (every TrainingSpec item is replaced by its expansion), a
TrainingSpec makes a generator (its expansion is appended), none expands with built-in defaults.
On error the items are echoed unchanged (kpt reads empty items as "delete everything"). An Environment item
other than the functionConfig's of its name, or two of one name among the items, is an error (the policy is
the platform's: docs/concepts/policy.md); a copy with the same name and spec is the same one. A generator's items
hold at most one Environment (two of different names: an error), the one it renders with.

Items read from files (kpt: a `config.kubernetes.io/path` annotation) are a package edited in place:
the TrainingSpecs stay, and the objects generated from each go to `generated/<name>.yaml` (objects
kfgen generated into `generated/` earlier are dropped first, so a re-run is idempotent and a removed
spec's file goes). Without paths (kustomize) a TrainingSpec is replaced by its objects.
"""

from __future__ import annotations

from typing import Any

from kfgen import api, core, schema
from kfgen.checks import hints, identity, shapes
from kfgen.checks.validate import type_name
from kfgen.io import kptfiles
from kfgen.results import ResourceRef, Result, error, has_errors, strict_failure

KRM_ANNOTATIONS = (kptfiles.PATH, kptfiles.INDEX, kptfiles.INTERNAL_PATH, kptfiles.INTERNAL_INDEX)
ENVIRONMENT_ANNOTATION = api.ENVIRONMENT_KEY
STRICT_FIELD = f"functionConfig.metadata.annotations.{api.STRICT_ANNOTATION}"


def strict(config: Any) -> bool:
    """Whether the functionConfig asks for strict mode: `kfgen.dev/strict: "true"` among its annotations."""
    meta = config.get("metadata") if isinstance(config, dict) else None
    annotations = meta.get("annotations") if isinstance(meta, dict) else None
    return isinstance(annotations, dict) and str(annotations.get(api.STRICT_ANNOTATION)).lower() == "true"


def process(resource_list: Any) -> tuple[dict[str, Any], list[Result]]:
    """The output ResourceList and the results (also placed in it).

    The wrapper is checked before anything else: a malformed one is echoed as it came, with its problems.
    """
    problems = wrapper_problems(resource_list)
    if problems:
        echoed = dict(resource_list) if isinstance(resource_list, dict) else {"items": []}
        echoed["results"] = [r.to_krm() for r in problems]
        return echoed, problems
    items = resource_list.get("items") or []
    config = resource_list.get("functionConfig")
    clashes = environment_conflicts(items, config)
    expansion = core.Expansion(results=clashes) if clashes else _run(items, config)
    if strict(config):
        expansion.results += strict_failure(expansion.results, STRICT_FIELD)
    results = with_files(expansion.results, items)
    out_items = renumber(expansion.objects) if expansion.ok else items
    return _output(resource_list, out_items, results), results


def with_files(results: list[Result], items: list[Any]) -> list[Result]:
    """Each result about an item read from a file (kpt's path and index annotations) with that `file`: for a
    value taken from the Environment, the Environment's; for a generated object, its TrainingSpec's."""
    if not results or not kptfiles.from_files(items):
        return results
    files: dict[tuple[str, str], tuple[str, int | None]] = {}
    for item in items:
        path, index = kptfiles.location(item)
        if path:
            files.setdefault((str(item.get("kind")), str(core.name_of(item))), (path, index))
    return [_with_file(result, files) for result in results]


def from_files(items: Any) -> bool:
    """Whether the items carry their files (kpt's annotations)."""
    return isinstance(items, list) and kptfiles.from_files(items)


def located(results: list[Result]) -> list[Result]:
    """The results about kpt's items at their FILE:LINE, for stderr: kpt prints the results without their file, so
    the located line is there too. A file is read (by the shared locator) only where it is a regular file below the
    current directory (kpt's paths are relative to the package, the function runs where kpt was started)."""
    from kfgen.cli.locations import Sources, locate

    sources = Sources([])
    return [locate(r, sources) if r.file and _in_package(r.file) else r for r in results]


def _in_package(path: str) -> bool:
    import os

    return not os.path.isabs(path) and ".." not in path.split("/") and os.path.isfile(path)


def _with_file(result: Result, files: dict[tuple[str, str], tuple[str, int | None]]) -> Result:
    if result.resource is None or result.file:
        return result
    from kfgen.cli.locations import environment_field

    from_environment = environment_field(result.field)
    environment = from_environment[1] if from_environment else None
    found = (
        (environment and files.get((schema.ENVIRONMENT, environment)))
        or files.get((result.resource.kind, result.resource.name))
        or files.get((schema.TRAINING_SPEC, result.resource.name))
    )
    return result._replace(file=found[0], document=found[1]) if found else result


RESOURCE_LIST_VERSIONS = ("config.kubernetes.io/v1", "config.kubernetes.io/v1alpha1")


def wrapper_problems(resource_list: Any) -> list[Result]:
    """What is wrong with the ResourceList itself, one result per problem, each with its field path."""
    if not isinstance(resource_list, dict):
        return [error(f"the input must be a {RESOURCE_LIST_VERSIONS[0]} ResourceList, not {type_name(resource_list)}")]
    out = []
    version, kind = resource_list.get("apiVersion"), resource_list.get("kind")
    if version not in RESOURCE_LIST_VERSIONS:
        out.append(error(f"must be {RESOURCE_LIST_VERSIONS[0]}, not {_shown(version)}", field="apiVersion"))
    if kind != "ResourceList":
        out.append(error(f"must be ResourceList, not {_shown(kind)}", field="kind"))
    items = resource_list.get("items")
    if items is not None and not isinstance(items, list):
        out.append(error(f"must be a list of objects, not {type_name(items)}", field="items"))
    for index, item in enumerate(items if isinstance(items, list) else []):
        if not isinstance(item, dict):
            out.append(error(f"must be an object (a mapping), not {type_name(item)}", field=f"items[{index}]"))
    for key, wanted in (("functionConfig", dict), ("results", list)):
        value = resource_list.get(key)
        if value is not None and not isinstance(value, wanted):
            what = "an object (a mapping)" if wanted is dict else "a list"
            out.append(error(f"must be {what}, not {type_name(value)}", field=key))
    return out


def _shown(value: Any) -> str:
    return repr(value) if isinstance(value, str) else type_name(value)


def renumber(objects: list[Any]) -> list[Any]:
    """Give the objects of each file consecutive indexes, so that any number of specs share one file (kpt)."""
    if not any(_path_of(obj) for obj in objects):
        return objects
    counters: dict[tuple[str, str], int] = {}
    for obj in objects:
        annotations = obj["metadata"]["annotations"] if _path_of(obj) else {}
        for path_key in ("config.kubernetes.io/path", "internal.config.kubernetes.io/path"):
            if path_key in annotations:
                index_key = path_key.replace("/path", "/index")
                counter = (path_key, str(annotations[path_key]))
                annotations[index_key] = str(counters.get(counter, 0))
                counters[counter] = counters.get(counter, 0) + 1
    return objects


def _path_of(obj: Any) -> bool:
    meta = obj.get("metadata") if isinstance(obj, dict) else None
    annotations = meta.get("annotations") if isinstance(meta, dict) else None
    return isinstance(annotations, dict) and any(k in annotations for k in KRM_ANNOTATIONS[::2])


def environment_conflicts(items: list[Any], config: Any) -> list[Result]:
    """An Environment item other than the functionConfig's of its name, or two of one name among the items, or (a
    generator) two of different names: an error naming both (an Environment the package lists as a file, kpt's
    configPath, is the same one)."""
    places = [
        (index, number, environment)
        for index, item in enumerate(items)
        for number, environment in enumerate(shapes.unwrap([item]))  # a List's items, as the render reads them
        if shapes.is_kfgen(environment, schema.ENVIRONMENT)
    ]
    if not places:
        return []  # the usual kustomize build: the Environment is the functionConfig only (nothing more imported)
    from kfgen.checks import envsource

    found = [
        envsource.Found(
            environment,
            _origin(items[index], f"items[{index}]" + (f".items[{number}]" if environment is not items[index] else "")),
            (index << 20) + number,
            *kptfiles.location(items[index]),
        )
        for index, number, environment in places
    ]
    kept = (
        [envsource.Found(config, _origin(config, "the functionConfig"))]
        if shapes.is_kfgen(config, schema.ENVIRONMENT)
        else []
    )
    problems = envsource.conflicts(kept, found, "")
    listed_in_kpt = kptfiles.from_files(items) and shapes.in_lists(items, (schema.ENVIRONMENT,))  # _run says so
    if config is None and not listed_in_kpt:  # nothing selects an item: rendering with none drops its policy
        problems += [_unselected(f) for f in found[:1]]
    if shapes.is_kfgen(config, schema.TRAINING_SPEC):
        problems += envsource.several(found, "a generator (a TrainingSpec as the functionConfig)")
    return [r._replace(file=r.file or None) for r in problems]


def _unselected(found: Any) -> Result:
    message = (
        f"{found.origin} holds an Environment, but the ResourceList has no functionConfig to select it: the specs "
        "would render with none (give the Environment as the functionConfig)"
    )
    ref = ResourceRef.of(found.environment, "-")
    return error(message, ref, "metadata.name")._replace(file=found.file, document=found.document)


def _origin(item: Any, otherwise: str) -> str:
    path, index = kptfiles.location(item)
    return (f"{path} (document {index + 1})" if index else path) if path else otherwise


def _run(items: list[Any], config: Any) -> core.Expansion:
    if config is None or shapes.is_kfgen(config, schema.ENVIRONMENT):
        return _transform(items, config)
    if shapes.is_kfgen(config, schema.TRAINING_SPEC):
        environment, results = _generator_environment(items, config)
        if results:
            return core.Expansion(results=results)
        generated = core.expand(config, environment)
        out = core.Expansion(objects=[*items, *generated.objects], results=generated.results)
        out.results += identity.collisions(out.objects)
        return out
    kind = config.get("kind") if isinstance(config, dict) else type(config).__name__
    return core.Expansion(
        results=[error(f"functionConfig must be a {schema.API_VERSION} Environment or TrainingSpec, not {kind}")]
    )


# batch.PARALLEL_FROM: below it batch.transform is core.transform, and the usual build of a few items does not
# import kfgen.cli.batch (with tempfile, shutil and dataclasses)
BATCH_FROM = 32


def _transform(items: list[Any], config: Any) -> core.Expansion:
    if not kptfiles.from_files(items):
        if len(items) < BATCH_FROM:
            return core.transform(items, config)
        from kfgen.cli import batch  # the KRM function of a build with many specs uses every core

        return batch.transform(items, config, batch.default_jobs())
    kept = [item for item in items if not kptfiles.generated_earlier(item)]
    return core.transform(kept, config, keep_specs=True, place=kptfiles.place)


def _generator_environment(items: list[Any], config: dict[str, Any]) -> tuple[Any, list[Result]]:
    """The Environment among the items: inside a List as well, as the transformer reads them (kustomize inlines
    Lists; kpt does not, and the transformer refuses an Environment inside one there: so does the generator)."""
    if kptfiles.from_files(items):
        listed = shapes.in_lists(items, (schema.ENVIRONMENT,))
        if listed:
            return None, listed
    environments = [i for i in shapes.unwrap(items) if shapes.is_kfgen(i, schema.ENVIRONMENT)]
    meta = config.get("metadata")
    annotations = meta.get("annotations") if isinstance(meta, dict) else None
    wanted = annotations.get(ENVIRONMENT_ANNOTATION) if isinstance(annotations, dict) else None
    if wanted:
        matches = [e for e in environments if core.name_of(e) == wanted]
        if not matches:
            field = f"metadata.annotations.{ENVIRONMENT_ANNOTATION}"
            known = [core.name_of(e) for e in environments]
            return None, [error(f"unknown environment {wanted!r}" + hints.did_you_mean(wanted, known), field=field)]
        return matches[0], []
    return (environments[0] if len(environments) == 1 else None), []


def _output(resource_list: dict[str, Any], items: list[Any] | None, results: list[Result]) -> dict[str, Any]:
    out = {
        "apiVersion": resource_list.get("apiVersion", "config.kubernetes.io/v1"),
        "kind": "ResourceList",
        "items": items if items is not None else resource_list.get("items") or [],
    }
    if "functionConfig" in resource_list:
        out["functionConfig"] = resource_list["functionConfig"]
    if results:
        out["results"] = [r.to_krm() for r in results]
    return out


def failed(results: list[Result]) -> bool:
    return has_errors(results)
