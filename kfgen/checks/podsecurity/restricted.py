"""The restricted controls (policy/check_*.go of pod-security-admission v0.35.4), and the baseline controls
each replaces."""

from __future__ import annotations

from typing import Any

from kfgen.api import Obj
from kfgen.checks.podsecurity.baseline import _seccomp, proc_mount
from kfgen.checks.podsecurity.common import (
    NAMED_VOLUME_TYPES,
    RESTRICTED_VOLUMES,
    Check,
    _containers_phrase,
    _ctx,
    _d,
    _l,
    _name,
    _plural,
    _pod_ctx,
    _quote,
    _user_namespace,
    _windows,
    containers,
)


def proc_mount_restricted(meta: Obj, spec: Obj) -> tuple[str, str] | None:
    return proc_mount(meta, spec, relax=False)


def allow_privilege_escalation(meta: Obj, spec: Obj) -> tuple[str, str] | None:
    if _windows(spec):
        return None
    bad = [_name(c) for c in containers(spec) if _ctx(c).get("allowPrivilegeEscalation") is not False]
    if not bad:
        return None
    return (
        "allowPrivilegeEscalation != false",
        f"{_containers_phrase(bad)} must set securityContext.allowPrivilegeEscalation=false",
    )


def capabilities_restricted(meta: Obj, spec: Obj) -> tuple[str, str] | None:
    if _windows(spec):
        return None
    missing, adding = [], []
    forbidden: set[str] = set()
    for c in containers(spec):
        capabilities = _ctx(c).get("capabilities")
        if not isinstance(capabilities, dict):
            missing.append(_name(c))
            continue
        if "ALL" not in _l(capabilities.get("drop")):
            missing.append(_name(c))
        extra = {str(cap) for cap in _l(capabilities.get("add")) if cap != "NET_BIND_SERVICE"}
        if extra:
            adding.append(_name(c))
            forbidden |= extra
    details = []
    if missing:
        details.append(f'{_containers_phrase(missing)} must set securityContext.capabilities.drop=["ALL"]')
    if adding:
        details.append(
            f"{_containers_phrase(adding)} must not include {_quote(sorted(forbidden))} in "
            "securityContext.capabilities.add"
        )
    return ("unrestricted capabilities", "; ".join(details)) if details else None


def restricted_volumes(meta: Obj, spec: Obj) -> tuple[str, str] | None:
    bad: list[str] = []
    kinds: set[str] = set()
    for volume in _l(spec.get("volumes")):
        volume = _d(volume)
        if any(volume.get(k) is not None for k in RESTRICTED_VOLUMES):
            continue
        if not any(volume.get(k) is not None for k in NAMED_VOLUME_TYPES):
            continue  # the API server defaults a volume without a source to emptyDir
        bad.append(str(volume.get("name", "")))
        kinds.add(next((k for k in NAMED_VOLUME_TYPES if volume.get(k) is not None), "unknown"))
    if not bad:
        return None
    return (
        "restricted volume types",
        f"{_plural('volume', 'volumes', len(bad))} {_quote(bad)} {_plural('uses', 'use', len(bad))} "
        f"{_plural('restricted volume type', 'restricted volume types', len(kinds))} {_quote(sorted(kinds))}",
    )


def run_as_non_root(meta: Obj, spec: Obj) -> tuple[str, str] | None:
    if _user_namespace(spec):
        return None
    setters = []
    pod_value = _pod_ctx(spec).get("runAsNonRoot")
    if pod_value is False:
        setters.append("pod")
    explicit, implicit = [], []
    for c in containers(spec):
        value = _ctx(c).get("runAsNonRoot")
        if value is False:
            explicit.append(_name(c))
        elif value is None and pod_value is not True:
            implicit.append(_name(c))
    if explicit:
        setters.append(_containers_phrase(explicit))
    if setters:
        return ("runAsNonRoot != true", f"{' and '.join(setters)} must not set securityContext.runAsNonRoot=false")
    if implicit:
        return (
            "runAsNonRoot != true",
            f"pod or {_containers_phrase(implicit)} must set securityContext.runAsNonRoot=true",
        )
    return None


def run_as_user(meta: Obj, spec: Obj) -> tuple[str, str] | None:
    if _user_namespace(spec):
        return None
    setters = ["pod"] if _is_zero(_pod_ctx(spec).get("runAsUser")) else []
    bad = [_name(c) for c in containers(spec) if _is_zero(_ctx(c).get("runAsUser"))]
    if bad:
        setters.append(_containers_phrase(bad))
    return ("runAsUser=0", f"{' and '.join(setters)} must not set runAsUser=0") if setters else None


def _is_zero(value: Any) -> bool:
    return type(value) is int and value == 0


def seccomp_restricted(meta: Obj, spec: Obj) -> tuple[str, str] | None:
    return None if _windows(spec) else _seccomp(spec, require=True)


RESTRICTED: dict[str, Check] = {
    "allowPrivilegeEscalation": allow_privilege_escalation,
    "capabilities_restricted": capabilities_restricted,
    "procMount_restricted": proc_mount_restricted,
    "restrictedVolumes": restricted_volumes,
    "runAsNonRoot": run_as_non_root,
    "runAsUser": run_as_user,
    "seccompProfile_restricted": seccomp_restricted,
}
OVERRIDES = {
    "capabilities_restricted": "capabilities_baseline",
    "restrictedVolumes": "hostPathVolumes",
    "seccompProfile_restricted": "seccompProfile_baseline",
    "procMount_restricted": "procMount",
}
