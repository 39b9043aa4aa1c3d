"""Pod Security: the contexts kfgen writes, and the check of a (patched) pod template.

`restricted` (default) meets the Pod Security Standard "restricted"; `baseline` keeps privilege
escalation off and the RuntimeDefault seccomp profile but lets images run as root.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kfgen.checks import podsecurity, podshape
from kfgen.results import Result, error

if TYPE_CHECKING:
    from kfgen.model import Context


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
    """Problems a pod patch introduced against the environment's profile, one per Pod Security control."""
    patch = (ctx.role_specs.get(role) or {}).get("podPatch")
    if not patch:
        return []
    field = ctx.field("roles", role, "podPatch") if ctx.origin("roles", role, "podPatch") else ctx.field("podPatch")
    # kfgen writes its own fields right; only what the patch wrote can be unknown or of the wrong type
    shape = [error(message, ctx.ref, f"{field}.{where}") for where, message in podshape.problems(patch)]
    return shape or [error(message, ctx.ref, field) for message in profile_problems(template, profile(ctx))]


def profile_problems(template: dict[str, Any], level: str) -> list[str]:
    """One message per Pod Security control a pod template breaks at `level`."""
    return [
        f"breaks Pod Security {level}: {podsecurity.message([found])}"
        for found in podsecurity.evaluate(template, level)
    ]
