"""Pod Security: the contexts kfgen writes, and the check of a (patched) pod template.

`restricted` (default) meets the Pod Security Standard "restricted"; `baseline` keeps privilege
escalation off and the RuntimeDefault seccomp profile but lets images run as root.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import TYPE_CHECKING, Any

from kfgen.results import Result, error

if TYPE_CHECKING:
    from kfgen.model import Context

ALLOWED_CAPABILITIES = {"NET_BIND_SERVICE"}


def profile(ctx: Context) -> str:
    return str((ctx.env.get("security") or {}).get("profile", "restricted"))


def pod_context(ctx: Context) -> dict[str, Any]:
    settings = ctx.env.get("security") or {}
    out: dict[str, Any] = {}
    if profile(ctx) == "restricted":
        out["runAsNonRoot"] = True  # what Pod Security asks; the image's own non-root USER is kept
    out.update({k: settings[k] for k in ("runAsUser", "runAsGroup", "fsGroup") if k in settings})
    out["seccompProfile"] = {"type": "RuntimeDefault"}
    return out


def container_context(ctx: Context) -> dict[str, Any]:
    out: dict[str, Any] = {"allowPrivilegeEscalation": False}
    if profile(ctx) == "restricted":
        out["capabilities"] = {"drop": ["ALL"]}
        out["runAsNonRoot"] = True
    return out


def check_template(ctx: Context, template: dict[str, Any], role: str) -> list[Result]:
    """Problems a pod patch introduced against the environment's profile."""
    if not (ctx.role_specs.get(role) or {}).get("podPatch"):
        return []
    field = ctx.field("roles", role, "podPatch") if ctx.origin("roles", role, "podPatch") else ctx.field("podPatch")
    return [error(f"breaks Pod Security {profile(ctx)}: {problem}", ctx.ref, field)
            for problem in violations(template.get("spec") or {}, profile(ctx))]


def _named_items(pod: dict[str, Any], key: str) -> list[dict[str, Any]]:
    value = pod.get(key) or []
    return [item for item in value if isinstance(item, dict)] if isinstance(value, list) else []


def violations(pod: dict[str, Any], level: str) -> Iterator[str]:
    for key in ("hostNetwork", "hostPID", "hostIPC"):
        if pod.get(key):
            yield f"{key} is not allowed"
    for volume in _named_items(pod, "volumes"):
        if "hostPath" in volume:
            yield f"hostPath volume {volume.get('name')!r} is not allowed"
    pod_context_: dict[str, Any] = pod["securityContext"] if isinstance(pod.get("securityContext"), dict) else {}
    for c in _named_items(pod, "initContainers") + _named_items(pod, "containers"):
        context = c.get("securityContext") or {}
        name = c.get("name")
        if context.get("privileged"):
            yield f"container {name!r} is privileged"
        if context.get("allowPrivilegeEscalation") is not False:
            yield f"container {name!r} must set allowPrivilegeEscalation: false"
        if level != "restricted":
            continue
        added = set((context.get("capabilities") or {}).get("add") or []) - ALLOWED_CAPABILITIES
        if added:
            yield f"container {name!r} adds capabilities {sorted(added)}"
        if "ALL" not in ((context.get("capabilities") or {}).get("drop") or []):
            yield f"container {name!r} must drop ALL capabilities"
        if not (context.get("runAsNonRoot", pod_context_.get("runAsNonRoot"))):
            yield f"container {name!r} must run as non-root"
        if context.get("runAsUser", pod_context_.get("runAsUser")) == 0:
            yield f"container {name!r} runs as UID 0"
    seccomp = (pod_context_.get("seccompProfile") or {}).get("type")
    if level == "restricted" and seccomp not in ("RuntimeDefault", "Localhost"):
        yield "seccompProfile must be RuntimeDefault or Localhost"
