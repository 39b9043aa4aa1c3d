"""Jobs written as templates another tool fills before `kubectl apply`: envsubst's `$NUM_NODES` and `${NAME}`, a
`<namespace>` to fill in by hand, a Helm or Go action `{{ .Values.workers }}`, a word such as `replicas_placeholder`,
or an upper-case word such as `NAMESPACE` where only a lower-case name is valid.

No cluster ever held such a job as written: a placeholder is no value the import can carry. Where the import cannot
read the job with it, the placeholder is left out and named at its field (kfgen.migrate.importer):

- `metadata.namespace`: the spec has none, and renders in the Environment's namespace (`default` without one), as
  `kubectl apply -n` places a job that names none;
- `metadata.name`: the spec is named after the job's file (its stem, as a DNS-1035 label), else after its kind;
- a field the API types as an integer (replicas, numNodes, slotsPerWorker, a trial count): left out, so the spec
  holds the default there (the operator's, or kfgen's).

Anywhere else (an image, an argument) a placeholder is text the spec keeps as written: where kfgen refuses it (an
image no kubelet can pull) the spec is imported for review (kfgen.migrate.review), that being the reason.
"""

from __future__ import annotations

import re
from pathlib import PurePath
from typing import Any

from kfgen.api import Obj
from kfgen.migrate import shape

# $NAME, ${NAME} (${NAME:-default} too), <to fill in>, {{ action }}, and any word saying it is one
MARKS = re.compile(r"\$[A-Za-z_]\w*|\$\{[A-Za-z_]\w*(?::?[-=?+][^}]*)?\}|<[^<>\n]+>|\{\{.*?\}\}|placeholder", re.I)
UPPER_WORD = re.compile(r"[A-Z][A-Z0-9_]*")
# what the API server takes as a namespace (DNS-1123 label) or an object's name (DNS-1123 subdomain)
NAMESPACE = re.compile(r"[a-z0-9]([-a-z0-9]*[a-z0-9])?")
NAME = re.compile(r"[a-z0-9]([-a-z0-9.]*[a-z0-9])?")
NOT_A_NAME_CHARACTER = re.compile(r"[^a-z0-9]+")


def is_placeholder(value: Any) -> bool:
    """Whether a value holds a template's placeholder where the job's own value belongs."""
    return isinstance(value, str) and bool(MARKS.search(value) or UPPER_WORD.fullmatch(value.strip()))


def is_placeholder_name(value: Any) -> bool:
    """A name the API server would refuse that holds a placeholder (a valid name such as `placeholder-job` is one)."""
    return is_placeholder(value) and not NAME.fullmatch(str(value))


def filled(doc: Obj, file: str, expected: shape.Shape) -> tuple[Obj, list[tuple[str, str]]]:
    """`doc` without the placeholders it cannot be read with (`expected`: its fields' types, kfgen.migrate.shape),
    and (field, message) naming each."""
    notes: list[tuple[str, str]] = []
    meta = doc.get("metadata")
    if isinstance(meta, dict):
        meta, notes = _metadata(meta, file, str(doc.get("kind") or "job"))
    numbers = list(_integers(doc, expected, ()))
    if not notes and not numbers:
        return doc, []
    out = _copy(doc)
    if isinstance(meta, dict):
        out["metadata"] = meta
    for path, field, value in numbers:
        _drop(out, path)
        notes.append((field, _integer_message(value)))
    return out, notes


def _metadata(meta: Obj, file: str, kind: str) -> tuple[Obj, list[tuple[str, str]]]:
    notes: list[tuple[str, str]] = []
    out = dict(meta)
    name = meta.get("name")
    if is_placeholder_name(name):
        out["name"] = name_of_file(file, kind)
        message = (
            f"{name!r} is a template's placeholder, not a name: the spec is named {out['name']!r} (after its file), "
            "and kfgen renders a job of that name"
        )
        notes.append(("metadata.name", message))
    namespace = meta.get("namespace")
    if is_placeholder(namespace) and not NAMESPACE.fullmatch(str(namespace)):
        del out["namespace"]
        message = (
            f"{namespace!r} is a template's placeholder, not a namespace: the spec has none, and renders in the "
            "Environment's namespace (`default` without one), as `kubectl apply -n` places a job that names none"
        )
        notes.append(("metadata.namespace", message))
    return out, notes


def name_of_file(file: str, kind: str) -> str:
    """A DNS-1035 label from the file's name (`llama3-fsdp.yaml-template.yaml`: `llama3-fsdp-yaml-template`), else
    the kind's (stdin, or a name of no letter)."""
    stem = "" if file == "-" else PurePath(file).stem
    label = NOT_A_NAME_CHARACTER.sub("-", stem.lower()).strip("-")
    label = label.lstrip("0123456789-")[:63].rstrip("-")
    return label or NOT_A_NAME_CHARACTER.sub("-", kind.lower()).strip("-") or "job"


def _integers(value: Any, expected: shape.Shape, path: tuple[str | int, ...], field: str = "") -> Any:
    """(path, field, value) of each placeholder written where `expected` is an integer; `field` names a list's item
    by its `name`, as the import names a container's fields."""
    if isinstance(expected, shape.Scalar):
        if expected is shape.INT and is_placeholder(value):
            yield path, field, value
    elif isinstance(expected, shape.List) and isinstance(value, list):
        for index, item in enumerate(value):
            name = item.get("name") if isinstance(item, dict) else None
            key = name if isinstance(name, str) and name else index
            yield from _integers(item, expected.item, (*path, index), f"{field}[{key}]")
    elif isinstance(value, dict) and isinstance(expected, shape.Map | shape.Dict):
        for key, item in value.items():
            inner = expected.value if isinstance(expected, shape.Dict) else expected.fields.get(str(key))
            if inner is not None:
                yield from _integers(item, inner, (*path, key), f"{field}.{key}" if field else str(key))


def _integer_message(value: str) -> str:
    return (
        f"{value!r} is a template's placeholder, not a number: left out, so the spec holds the default there "
        "(the operator's or kfgen's); "
        "write the number in the spec"
    )


def _drop(doc: Obj, path: tuple[str | int, ...]) -> None:
    node: Any = doc
    for step in path[:-1]:
        node = node[step]
    del node[path[-1]]


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value
