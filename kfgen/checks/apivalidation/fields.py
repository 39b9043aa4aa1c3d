"""Rules on single values a pod carries, which kfgen checks on a spec's first-class fields too.

From k8s.io/kubernetes v1.35.4 pkg/apis/core/validation: validateLocalDescendingPath (sub-paths),
validateObjectFieldSelector with pods.ConvertDownwardAPIFieldLabel (an env var's fieldRef),
validateContainerResourceName; and the image rules (the API server's whitespace rule, the kubelet's grammar).
Light on purpose: the first-class checks run on every spec; the whole port (kfgen.checks.apivalidation.pod) only on a
patched pod template.
"""

from __future__ import annotations

import functools

from kfgen.checks.apivalidation import names
from kfgen.checks.apivalidation.image import reference_problem

FIELD_PATHS = frozenset(
    {
        "metadata.name",
        "metadata.namespace",
        "metadata.uid",
        "spec.nodeName",
        "spec.serviceAccountName",
        "status.hostIP",
        "status.hostIPs",
        "status.podIP",
        "status.podIPs",
    }
)
# pods.ConvertDownwardAPIFieldLabel: what a v1 fieldPath may name at all (spec.host is the old spec.nodeName)
CONVERTIBLE_FIELD_PATHS = FIELD_PATHS | {
    "metadata.annotations",
    "metadata.labels",
    "spec.restartPolicy",
    "spec.schedulerName",
    "status.phase",
    "spec.host",
}
STANDARD_RESOURCES = frozenset({"cpu", "memory", "ephemeral-storage"})


@functools.lru_cache(maxsize=1024)  # images repeat across roles and specs
def image_messages(image: str) -> tuple[tuple[str, str], ...]:
    """(message, rule) of an image: `api` the API server refuses the pod, `kubelet` it never pulls the image."""
    if image.strip() != image:
        return ((f"{image!r} must not have leading or trailing whitespace", "api"),)
    problem = reference_problem(image)
    return ((f"{image!r}: {problem}", "kubelet"),) if problem else ()


def descending_path(value: str) -> list[str]:
    """validateLocalDescendingPath: relative, and no '..' element."""
    out = [f"{value!r} must be a relative path"] if value.startswith("/") else []
    if ".." in value.split("/"):
        out.append(f"{value!r} must not contain '..'")
    return out


def field_path_problem(path: str) -> list[tuple[str, bool]]:
    """validateObjectFieldSelector for env: (message, whether the API server names fieldPath or fieldRef)."""
    base, subscript, subscripted = _split_subscript(path)
    if subscripted and base not in ("metadata.annotations", "metadata.labels"):
        return [(f"field label does not support subscript: {path}", True)]
    if subscripted:
        key = subscript.lower() if base == "metadata.annotations" else subscript
        return [(m, False) for m in names.qualified_name(key)]
    if path not in CONVERTIBLE_FIELD_PATHS:
        return [(f"field label not supported: {path}", True)]
    if path == "spec.host" or path in FIELD_PATHS:
        return []
    return [(f"unsupported value {path!r}: supported values are {', '.join(sorted(FIELD_PATHS))}", True)]


def _split_subscript(path: str) -> tuple[str, str, bool]:
    """fieldpath.SplitMaybeSubscriptedPath: `metadata.labels['key']`."""
    if not path.endswith("']"):
        return path, "", False
    base, sep, subscript = path[:-2].partition("['")
    return (base, subscript, True) if sep and base else (path, "", False)


def resource_name(name: str) -> list[str]:
    """validateContainerResourceName: a standard container resource, or a qualified extended resource."""
    problem = names.key_problem(name)
    if problem:
        return [problem]
    if "/" not in name:
        if name in STANDARD_RESOURCES or name.startswith("hugepages-"):
            return []
        return ["must be a standard resource for containers"]
    if "kubernetes.io/" in name:
        return []  # a native resource
    if name.startswith("requests.") or names.key_problem("requests." + name):
        return ["doesn't follow extended resource name standard"]
    return []


def is_extended_resource_name(name: str) -> bool:
    """helper.IsExtendedResourceName: DOMAIN/NAME outside kubernetes.io (a device plugin's), whose quota name
    `requests.DOMAIN/NAME` is a qualified name."""
    native = "/" not in name or "kubernetes.io/" in name
    return not native and not name.startswith("requests.") and not names.key_problem("requests." + name)
