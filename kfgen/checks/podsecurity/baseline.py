"""The baseline controls (policy/check_*.go of pod-security-admission v0.35.4), by control ID."""

from __future__ import annotations

import json
from typing import Any

from kfgen.api import Obj
from kfgen.checks.podsecurity.common import (
    APPARMOR_ANNOTATION,
    APPARMOR_TYPES,
    BASELINE_CAPABILITIES,
    SAFE_SYSCTLS,
    SECCOMP_TYPES,
    SELINUX_TYPES,
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
    containers,
)


def app_armor(meta: Obj, spec: Obj) -> tuple[str, str] | None:
    setters: list[str] = []
    values: set[str] = set()
    pod_profile = _pod_ctx(spec).get("appArmorProfile")
    if isinstance(pod_profile, dict) and pod_profile.get("type") not in APPARMOR_TYPES:
        setters.append("pod")
        values.add(str(pod_profile.get("type", "")))
    bad = []
    for c in containers(spec):
        profile = _ctx(c).get("appArmorProfile")
        if isinstance(profile, dict) and profile.get("type") not in APPARMOR_TYPES:
            bad.append(_name(c))
            values.add(str(profile.get("type", "")))
    if bad:
        setters.append(_containers_phrase(bad))
    annotations = sorted(
        f"{k}={json.dumps(str(v), ensure_ascii=False)}"
        for k, v in _d(meta.get("annotations")).items()
        if str(k).startswith(APPARMOR_ANNOTATION) and not _apparmor_value_ok(str(v))
    )
    listed = sorted(values) + annotations
    if annotations:
        setters.append(_plural("annotation", "annotations", len(annotations)))
    if not setters:
        return None
    return (
        _plural("forbidden AppArmor profile", "forbidden AppArmor profiles", len(listed)),
        f"{' and '.join(setters)} must not set AppArmor profile type to {_quote(listed)}",
    )


def _apparmor_value_ok(value: str) -> bool:
    return value in ("", "runtime/default") or value.startswith("localhost/")


def capabilities_baseline(meta: Obj, spec: Obj) -> tuple[str, str] | None:
    bad: list[str] = []
    added: set[str] = set()
    for c in containers(spec):
        extra = {str(cap) for cap in _l(_d(_ctx(c).get("capabilities")).get("add"))} - BASELINE_CAPABILITIES
        if extra:
            bad.append(_name(c))
            added |= extra
    if not bad:
        return None
    return (
        "non-default capabilities",
        f"{_containers_phrase(bad)} must not include {_quote(sorted(added))} in securityContext.capabilities.add",
    )


def host_namespaces(meta: Obj, spec: Obj) -> tuple[str, str] | None:
    used = [f"{key}=true" for key in ("hostNetwork", "hostPID", "hostIPC") if spec.get(key) is True]
    return ("host namespaces", ", ".join(used)) if used else None


def host_path_volumes(meta: Obj, spec: Obj) -> tuple[str, str] | None:
    names = [
        str(v.get("name", "")) for v in _l(spec.get("volumes")) if isinstance(v, dict) and v.get("hostPath") is not None
    ]
    return ("hostPath volumes", f"{_plural('volume', 'volumes', len(names))} {_quote(names)}") if names else None


def host_ports(meta: Obj, spec: Obj) -> tuple[str, str] | None:
    bad: list[str] = []
    ports: set[str] = set()
    for c in containers(spec):
        used = {str(_host_port(spec, p)) for p in _l(c.get("ports")) if isinstance(p, dict) and _host_port(spec, p)}
        if used:
            bad.append(_name(c))
            ports |= used
    if not bad:
        return None
    return (
        "hostPort",
        f"{_containers_phrase(bad)} {_plural('uses', 'use', len(bad))} "
        f"{_plural('hostPort', 'hostPorts', len(ports))} {', '.join(sorted(ports))}",
    )


def _host_port(spec: Obj, port: Obj) -> Any:
    """The API server defaults hostPort to containerPort on the host network (not for ephemeral containers)."""
    if spec.get("hostNetwork") is True and not port.get("hostPort"):
        return port.get("containerPort")
    return port.get("hostPort")


def _handler_hosts(handler: Any) -> list[str]:
    handler = _d(handler)
    return [str(_d(handler.get(k)).get("host")) for k in ("httpGet", "tcpSocket") if _d(handler.get(k)).get("host")]


def host_probes(meta: Obj, spec: Obj) -> tuple[str, str] | None:
    bad: set[str] = set()
    hosts: set[str] = set()
    for c in containers(spec):
        lifecycle = _d(c.get("lifecycle"))
        handlers = [
            c.get("livenessProbe"),
            c.get("readinessProbe"),
            c.get("startupProbe"),
            lifecycle.get("postStart"),
            lifecycle.get("preStop"),
        ]
        found = [host for handler in handlers for host in _handler_hosts(handler)]
        if found:
            bad.add(_name(c))
            hosts.update(found)
    if not bad:
        return None
    return (
        "probe or lifecycle host",
        f"{_containers_phrase(sorted(bad))} {_plural('uses', 'use', len(bad))} "
        f"{_plural('probe or lifecycle host', 'probe or lifecycle hosts', len(hosts))} {_quote(sorted(hosts))}",
    )


def privileged(meta: Obj, spec: Obj) -> tuple[str, str] | None:
    bad = [_name(c) for c in containers(spec) if _ctx(c).get("privileged") is True]
    return ("privileged", f"{_containers_phrase(bad)} must not set securityContext.privileged=true") if bad else None


def proc_mount(meta: Obj, spec: Obj, relax: bool = True) -> tuple[str, str] | None:
    if relax and _user_namespace(spec):
        return None
    bad: list[str] = []
    kinds: set[str] = set()
    for c in containers(spec):
        mount = _ctx(c).get("procMount")
        if mount is not None and mount != "Default":
            bad.append(_name(c))
            kinds.add(str(mount))
    if not bad:
        return None
    return ("procMount", f"{_containers_phrase(bad)} must not set securityContext.procMount to {_quote(sorted(kinds))}")


def se_linux(meta: Obj, spec: Obj) -> tuple[str, str] | None:
    types: set[str] = set()
    flags = {"user": False, "role": False}

    def valid(options: Obj) -> bool:
        ok = True
        if str(options.get("type") or "") not in SELINUX_TYPES:
            ok = False
            types.add(str(options.get("type")))
        for key in ("user", "role"):
            if options.get(key):
                ok, flags[key] = False, True
        return ok

    setters = []
    pod_options = _pod_ctx(spec).get("seLinuxOptions")
    if isinstance(pod_options, dict) and not valid(pod_options):
        setters.append("pod")
    bad = [
        _name(c)
        for c in containers(spec)
        if isinstance(_ctx(c).get("seLinuxOptions"), dict) and not valid(_ctx(c)["seLinuxOptions"])
    ]
    if bad:
        setters.append(_containers_phrase(bad))
    if not setters:
        return None
    data = [f"{_plural('type', 'types', len(types))} {_quote(sorted(types))}"] if types else []
    data += [f"{key} may not be set" for key in ("user", "role") if flags[key]]
    return (
        "seLinuxOptions",
        f"{' and '.join(setters)} set forbidden securityContext.seLinuxOptions: {'; '.join(data)}",
    )


def _seccomp_type(context: Obj) -> tuple[bool, str]:
    """(is set, type) of a seccompProfile."""
    profile = context.get("seccompProfile")
    return isinstance(profile, dict), str(_d(profile).get("type", ""))


def seccomp_baseline(meta: Obj, spec: Obj) -> tuple[str, str] | None:
    return _seccomp(spec, require=False)


def _seccomp(spec: Obj, require: bool) -> tuple[str, str] | None:
    setters: list[str] = []
    values: set[str] = set()
    pod_set, pod_type = _seccomp_type(_pod_ctx(spec))
    pod_ok = pod_set and pod_type in SECCOMP_TYPES
    if pod_set and not pod_ok:
        setters.append("pod")
        values.add(pod_type)
    explicit, implicit = [], []
    for c in containers(spec):
        is_set, kind = _seccomp_type(_ctx(c))
        if is_set and kind not in SECCOMP_TYPES:
            explicit.append(_name(c))
            values.add(kind)
        elif not is_set and not pod_ok:
            implicit.append(_name(c))
    if explicit:
        setters.append(_containers_phrase(explicit))
    if setters:
        return (
            "seccompProfile",
            f"{' and '.join(setters)} must not set securityContext.seccompProfile.type to {_quote(sorted(values))}",
        )
    if require and implicit:
        return (
            "seccompProfile",
            f"pod or {_containers_phrase(implicit)} must set securityContext.seccompProfile.type "
            'to "RuntimeDefault" or "Localhost"',
        )
    return None


def sysctls(meta: Obj, spec: Obj) -> tuple[str, str] | None:
    bad = [
        str(_d(s).get("name", ""))
        for s in _l(_pod_ctx(spec).get("sysctls"))
        if str(_d(s).get("name", "")) not in SAFE_SYSCTLS
    ]
    return ("forbidden sysctls", ", ".join(bad)) if bad else None


def windows_host_process(meta: Obj, spec: Obj) -> tuple[str, str] | None:
    setters = ["pod"] if _d(_pod_ctx(spec).get("windowsOptions")).get("hostProcess") is True else []
    bad = [_name(c) for c in containers(spec) if _d(_ctx(c).get("windowsOptions")).get("hostProcess") is True]
    if bad:
        setters.append(_containers_phrase(bad))
    if not setters:
        return None
    return ("hostProcess", f"{' and '.join(setters)} must not set securityContext.windowsOptions.hostProcess=true")


# restricted -----------------------------------------------------------------------------------------


BASELINE: dict[str, Check] = {
    "appArmorProfile": app_armor,
    "capabilities_baseline": capabilities_baseline,
    "hostNamespaces": host_namespaces,
    "hostPathVolumes": host_path_volumes,
    "hostPorts": host_ports,
    "hostProbesAndHostLifecycle": host_probes,
    "privileged": privileged,
    "procMount": proc_mount,
    "seLinuxOptions": se_linux,
    "seccompProfile_baseline": seccomp_baseline,
    "sysctls": sysctls,
    "windowsHostProcess": windows_host_process,
}
