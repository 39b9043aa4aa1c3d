"""The shape of a patched pod template where a pod patch could leave the wrong type behind.

Pod Security reads these fields; a list where a mapping belongs (or the reverse) would make an
object the API server refuses, or one a check could misread.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from kfgen.validate import type_name

POD_FIELDS = {
    "securityContext": dict,
    "volumes": list,
    "containers": list,
    "initContainers": list,
    "ephemeralContainers": list,
    "hostNetwork": bool,
    "hostPID": bool,
    "hostIPC": bool,
    "hostUsers": bool,
    "automountServiceAccountToken": bool,
    "nodeSelector": dict,
    "tolerations": list,
    "os": dict,
}
POD_CONTEXT_FIELDS = {
    "sysctls": list,
    "seccompProfile": dict,
    "seLinuxOptions": dict,
    "appArmorProfile": dict,
    "windowsOptions": dict,
    "runAsNonRoot": bool,
    "runAsUser": int,
    "supplementalGroups": list,
}
CONTAINER_FIELDS = {
    "securityContext": dict,
    "ports": list,
    "env": list,
    "envFrom": list,
    "volumeMounts": list,
    "command": list,
    "args": list,
    "image": str,
    "resources": dict,
}
CONTEXT_FIELDS = {
    "capabilities": dict,
    "privileged": bool,
    "allowPrivilegeEscalation": bool,
    "runAsNonRoot": bool,
    "runAsUser": int,
    "seccompProfile": dict,
    "seLinuxOptions": dict,
    "appArmorProfile": dict,
    "windowsOptions": dict,
    "procMount": str,
    "readOnlyRootFilesystem": bool,
}
META_FIELDS: dict[str, type] = {"labels": dict, "annotations": dict}
NAMES = {dict: "a mapping", list: "a list", bool: "true or false", int: "an integer", str: "a string"}


def problems(template: dict[str, Any]) -> Iterator[tuple[str, str]]:
    """(path inside the template, message) for every field of the wrong type."""
    yield from _fields(template.get("metadata"), META_FIELDS, "metadata")
    spec = template.get("spec")
    yield from _fields(spec, POD_FIELDS, "spec")
    if not isinstance(spec, dict):
        return
    yield from _fields(spec.get("securityContext"), POD_CONTEXT_FIELDS, "spec.securityContext")
    for key in ("initContainers", "containers", "ephemeralContainers"):
        items = spec.get(key)
        for index, item in enumerate(items if isinstance(items, list) else []):
            where = f"spec.{key}[{index}]"
            if not isinstance(item, dict):
                yield where, f"must be a mapping, not {type_name(item)}"
                continue
            yield from _fields(item, CONTAINER_FIELDS, where)
            yield from _fields(item.get("securityContext"), CONTEXT_FIELDS, f"{where}.securityContext")


def _fields(node: Any, expected: Mapping[str, type], where: str) -> Iterator[tuple[str, str]]:
    if not isinstance(node, dict):
        return
    for key, kind in expected.items():
        value = node.get(key)
        if value is not None and not (isinstance(value, kind) and (kind is bool or not isinstance(value, bool))):
            yield f"{where}.{key}", f"must be {NAMES[kind]}, not {type_name(value)}"
