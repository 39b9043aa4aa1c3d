"""The shape of a patched pod template: every field known to the Pod API, every value of its type.

A pod patch can write any field; one the API server does not know (`ServiceAccountName`, `<<`) is
dropped or refused there, and a value of the wrong type (a list for priorityClassName) is refused
there or misread by a check here. The fields and their types are the Kubernetes v1.35 OpenAPI's
(kfgen/generated/podapi.py, generated from kubernetes-validate's schemas by kfgen/gen/podapigen.py).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from kfgen.checks import hints
from kfgen.checks.validate import type_name

Fields = dict[str, dict[str, Any]]  # the generated table: definition -> field -> type code
SCALAR_NAMES = {"s": "a string", "i": "an integer", "n": "a number", "b": "true or false"}


def problems(template: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """(path inside the template, message) for every unknown field and every value of the wrong type: of a pod
    template, or of a pod patch (the same shape; null removes a field)."""
    from kfgen.generated import podapi  # only where a pod patch is: 2 ms of import otherwise

    fields = podapi.FIELDS
    for key, value in template.items():
        yield from _value(fields, value, fields[podapi.ROOT].get(key), key, podapi.ROOT)


def _value(fields: Fields, value: Any, kind: Any, where: str, parent: str) -> Iterator[tuple[str, str]]:
    if kind is None:
        name = where.rsplit(".", 1)[-1]
        if guess := hints.closest(name, fields[parent]):
            yield (
                where,
                (
                    f"unknown field {hints.quoted(name)}: the Kubernetes Pod API has no such field in {parent}; "
                    f"did you mean {hints.quoted(guess)}?"
                ),
            )
        else:
            yield where, f"unknown field: the Kubernetes Pod API has no such field in {parent}"
    elif value is None or kind == "*":
        return
    elif isinstance(kind, tuple):
        yield from _collection(fields, value, kind, where, parent)
    elif kind in fields:
        if not isinstance(value, dict):
            yield where, f"must be a mapping, not {type_name(value)}"
            return
        known = fields[kind]
        for key, item in value.items():
            yield from _value(fields, item, known.get(str(key)), f"{where}.{key}", kind)
    elif not _scalar_fits(value, kind):
        yield where, f"must be {' or '.join(SCALAR_NAMES[c] for c in kind)}, not {type_name(value)}"


def _collection(
    fields: Fields, value: Any, kind: tuple[str, Any], where: str, parent: str
) -> Iterator[tuple[str, str]]:
    shape, item = kind
    if shape == "a":
        if not isinstance(value, list):
            yield where, f"must be a list, not {type_name(value)}"
            return
        for index, element in enumerate(value):
            yield from _value(fields, element, item, f"{where}[{index}]", parent)
    else:
        if not isinstance(value, dict):
            yield where, f"must be a mapping, not {type_name(value)}"
            return
        for key, element in value.items():
            yield from _value(fields, element, item, f"{where}.{key}", parent)


def _scalar_fits(value: Any, kind: str) -> bool:
    if isinstance(value, bool):
        return "b" in kind
    if isinstance(value, str):
        return "s" in kind
    if isinstance(value, int):
        return "i" in kind or "n" in kind
    if isinstance(value, float):
        return "n" in kind
    return False
