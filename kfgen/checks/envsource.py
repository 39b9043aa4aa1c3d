"""Where the Environment comes from is part of the policy (docs/concepts/policy.md, "Where the Environment comes
from"): one Environment per name. An explicit choice (`--environment FILE`, a KRM functionConfig) or the
platform's own (`overlays/NAME/environment.yaml`) is the one a render uses; another Environment of that name
among the inputs, or two of one name among them, is an error naming both places, never a silent choice.
Two copies with the same name and spec are one Environment (a package that lists its own environment.yaml, a
chart that ships the platform's). Pure.
"""

from __future__ import annotations

from collections.abc import Iterable
from typing import Any, NamedTuple

from kfgen.api import Obj
from kfgen.results import ResourceRef, Result, error


class Found(NamedTuple):
    """An Environment and where it was read: a file (`specs/prod.yaml`), `stdin`, `functionConfig`, `items[3]`."""

    environment: Obj
    origin: str
    place: int = -1  # its place among the inputs (two documents of one file are two Environments); -1: not one
    file: str | None = None  # the file a message about it points into, where it has one
    document: int | None = None  # its index among the file's documents (from 0), where known


def name_of(found: Found) -> str | None:
    meta = found.environment.get("metadata")
    name = meta.get("name") if isinstance(meta, dict) else None
    return name if isinstance(name, str) and name else None


def same(a: Obj, b: Obj) -> bool:
    """Whether two Environments are one policy: the same kind, name and spec. What renders reads is its name and
    spec; its labels and annotations are not policy (Helm labels a chart's copy, kustomize and kpt annotate the
    items they hand over with their files)."""
    return a is b or _policy(a) == _policy(b)


def _policy(environment: Obj) -> tuple[Any, ...]:
    meta = environment.get("metadata")
    return environment.get("apiVersion"), meta.get("name") if isinstance(meta, dict) else meta, environment.get("spec")


def choose(
    explicit: Found | None, name: str | None, platform: Iterable[Found], inputs: Iterable[Found], why: str = ""
) -> tuple[Found | None, list[Result]]:
    """The Environment a render uses: `explicit`, else the platform's called `name`, else the one of the inputs
    called `name` (None: neither `explicit` nor `name`, or none of that name); and every conflict. `why` says what
    selected it (`--env prod`), for the messages."""
    if explicit is None and not name:
        return None, []
    inputs = list(inputs)
    problems = conflicts([], platform_list := list(platform), "")
    chosen = explicit
    if chosen is None and name:
        chosen = next((f for f in platform_list if name_of(f) == name), None)
        if chosen is None:
            chosen = next((f for f in inputs if name_of(f) == name), None)
            if chosen is not None:  # an input's own: no platform one to shadow, but two of its name still clash
                return chosen, problems + conflicts([], inputs, why)
    return chosen, problems + conflicts([chosen] if chosen else [], inputs, why)


def conflicts(kept: list[Found], inputs: Iterable[Found], why: str) -> list[Result]:
    """An error for each Environment of `inputs` that is not the same as the first of its name: the one of `kept`
    (those a render uses, the platform's), else the first among the inputs."""
    first = {name: found for found in reversed(kept) if (name := name_of(found))}
    chosen = {id(found) for found in kept}
    problems: list[Result] = []
    for found in inputs:
        name = name_of(found)
        if name is None:
            continue
        seen = first.setdefault(name, found)
        if seen is found or (seen.place == found.place >= 0) or same(seen.environment, found.environment):
            continue
        problems.append(_conflict(found, seen, id(seen) in chosen, why))
    return problems


def several(inputs: Iterable[Found], why: str) -> list[Result]:
    """An error for each Environment of `inputs` named otherwise than the first: where nothing names the one to use
    (a KRM generator uses the Environment among its items), two policies are no choice, and falling back to none
    would drop the platform's. Two of one name are `conflicts`' to report."""
    first: Found | None = None
    problems: list[Result] = []
    for found in inputs:
        name = name_of(found)
        if name is None:
            continue
        if first is None:
            first = found
        elif name != name_of(first):
            message = (
                f"{found.origin} holds another Environment {name!r} than {first.origin} ({name_of(first)!r}): {why} "
                "uses the one Environment among its items, so they may hold only one (remove the other from the "
                "package or the kustomization's resources)"
            )
            ref = ResourceRef.of(found.environment, "-")
            problems.append(error(message, ref, "metadata.name")._replace(file=found.file, document=found.document))
    return problems


def _conflict(found: Found, seen: Found, chosen: bool, why: str) -> Result:
    name = name_of(found)
    if chosen:
        selected = f", which {why} selects" if why else ""
        message = (
            f"{found.origin} holds another Environment {name!r} than {seen.origin}{selected}: an input may not "
            "replace the platform's policy (remove it from the inputs, or give it another name)"
        )
    elif found.origin == seen.origin:
        documents = (
            f" (documents {seen.document + 1} and {found.document + 1})"
            if seen.document is not None and found.document is not None
            else ""
        )
        message = (
            f"{found.origin} holds two Environments {name!r}{documents}: two policies of one name (keep one, or "
            "give one another name)"
        )
    else:
        message = (
            f"{found.origin} holds another Environment {name!r} than {seen.origin}: two policies of one name "
            "(keep one, or give one another name)"
        )
    ref = ResourceRef.of(found.environment, "-")
    return error(message, ref, "metadata.name")._replace(file=found.file, document=found.document)


def found_in(items: list[Any], origins: list[str], is_environment: Any) -> list[Found]:
    """The Environments among `items` (those `is_environment` picks), each with its origin (`origins[i]`, the
    item's file) and its index among that file's items."""
    out = []
    counts: dict[str, int] = {}
    for i, item in enumerate(items):
        document = counts[origins[i]] = counts.get(origins[i], -1) + 1
        if is_environment(item):
            out.append(Found(item, origins[i], i, origins[i], document))
    return out
