"""The Pod Security Standards (Kubernetes 1.35), control by control, as the API server's admission checks them.

A port of k8s.io/pod-security-admission v0.35.4 `policy/check_*.go`: the same controls, the same
order (baseline IDs sorted, then restricted IDs sorted; restricted replaces the baseline checks it
overrides) and the same "reason (detail)" messages, so that kfgen refuses exactly what the
admission refuses (tests/test_podsecurity_admission.py compares the two on generated pods).
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from typing import Any

Obj = dict[str, Any]
Check = Callable[[Obj, Obj], "tuple[str, str] | None"]

BASELINE_CAPABILITIES = frozenset(
    {
        "AUDIT_WRITE",
        "CHOWN",
        "DAC_OVERRIDE",
        "FOWNER",
        "FSETID",
        "KILL",
        "MKNOD",
        "NET_BIND_SERVICE",
        "SETFCAP",
        "SETGID",
        "SETPCAP",
        "SETUID",
        "SYS_CHROOT",
    }
)
SAFE_SYSCTLS = frozenset(
    {
        "kernel.shm_rmid_forced",
        "net.ipv4.ip_local_port_range",
        "net.ipv4.tcp_syncookies",
        "net.ipv4.ping_group_range",
        "net.ipv4.ip_unprivileged_port_start",
        "net.ipv4.ip_local_reserved_ports",
        "net.ipv4.tcp_keepalive_time",
        "net.ipv4.tcp_fin_timeout",
        "net.ipv4.tcp_keepalive_intvl",
        "net.ipv4.tcp_keepalive_probes",
        "net.ipv4.tcp_rmem",
        "net.ipv4.tcp_wmem",
    }
)
SELINUX_TYPES = frozenset({"", "container_t", "container_init_t", "container_kvm_t", "container_engine_t"})
RESTRICTED_VOLUMES = frozenset(
    {
        "configMap",
        "csi",
        "downwardAPI",
        "emptyDir",
        "ephemeral",
        "image",
        "persistentVolumeClaim",
        "projected",
        "secret",
    }
)
# Volume sources in the order the admission names them (a volume with several sources is invalid anyway).
NAMED_VOLUME_TYPES = (
    "hostPath",
    "gcePersistentDisk",
    "awsElasticBlockStore",
    "gitRepo",
    "nfs",
    "iscsi",
    "glusterfs",
    "rbd",
    "flexVolume",
    "cinder",
    "cephfs",
    "flocker",
    "fc",
    "azureFile",
    "vsphereVolume",
    "quobyte",
    "azureDisk",
    "photonPersistentDisk",
    "portworxVolume",
    "scaleIO",
    "storageos",
)
SECCOMP_TYPES = ("RuntimeDefault", "Localhost")
APPARMOR_TYPES = ("RuntimeDefault", "Localhost")
APPARMOR_ANNOTATION = "container.apparmor.security.beta.kubernetes.io/"


def _d(value: Any) -> Obj:
    return value if isinstance(value, dict) else {}


def _l(value: Any) -> list[Any]:
    return value if isinstance(value, list) else []


def containers(spec: Obj) -> Iterator[Obj]:
    """Init, regular and ephemeral containers, in the admission's order."""
    for key in ("initContainers", "containers", "ephemeralContainers"):
        yield from (c for c in _l(spec.get(key)) if isinstance(c, dict))


def _name(container: Obj) -> str:
    return str(container.get("name", ""))


def _ctx(container: Obj) -> Obj:
    return _d(container.get("securityContext"))


def _pod_ctx(spec: Obj) -> Obj:
    return _d(spec.get("securityContext"))


def _quote(items: list[str]) -> str:
    """Go's joinQuote: wrapped in quotes, not escaped."""
    return '"' + '", "'.join(items) + '"' if items else ""


def _plural(singular: str, plural: str, count: int) -> str:
    return singular if count == 1 else plural


def _containers_phrase(names: list[str]) -> str:
    return f"{_plural('container', 'containers', len(names))} {_quote(names)}"


def _windows(spec: Obj) -> bool:
    return _d(spec.get("os")).get("name") == "windows"


def _user_namespace(spec: Obj) -> bool:
    return spec.get("hostUsers") is False


# baseline -------------------------------------------------------------------------------------------


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


def proc_mount_restricted(meta: Obj, spec: Obj) -> tuple[str, str] | None:
    return proc_mount(meta, spec, relax=False)


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


def checks(level: str) -> list[Check]:
    if level == "privileged":
        return []
    if level == "baseline":
        return [BASELINE[k] for k in sorted(BASELINE)]
    overridden = set(OVERRIDES.values())
    return [BASELINE[k] for k in sorted(BASELINE) if k not in overridden] + [RESTRICTED[k] for k in sorted(RESTRICTED)]


def evaluate(template: Any, level: str) -> list[tuple[str, str]]:
    """(reason, detail) of every control a pod template (metadata and spec) breaks at `level`."""
    template = _d(template)
    meta, spec = as_created(_d(template.get("metadata")), _d(template.get("spec")))
    return [found for check in checks(level) if (found := check(meta, spec)) is not None]


def as_created(meta: Obj, spec: Obj) -> tuple[Obj, Obj]:
    """The pod the admission sees: the API server syncs the AppArmor annotations and fields first.

    (pkg/api/pod applyAppArmorVersionSkew; copies, the template is not changed.)
    """
    if _windows(spec):
        return meta, spec
    annotations = {str(k): v for k, v in _d(meta.get("annotations")).items()}
    pod_profile = _pod_ctx(spec).get("appArmorProfile")
    out_spec = dict(spec)
    for key in ("initContainers", "containers", "ephemeralContainers"):
        if isinstance(spec.get(key), list):
            out_spec[key] = [
                _sync_apparmor(c, annotations, pod_profile) if isinstance(c, dict) else c for c in spec[key]
            ]
    return {**meta, "annotations": annotations}, out_spec


def _sync_apparmor(container: Obj, annotations: Obj, pod_profile: Any) -> Obj:
    key = APPARMOR_ANNOTATION + _name(container)
    profile = _ctx(container).get("appArmorProfile")
    if key not in annotations:
        return container  # the field is not copied back into an annotation any more
    field = _apparmor_field(str(annotations[key]))
    if profile is not None or field is None or field == pod_profile:
        return container
    return {**container, "securityContext": {**_ctx(container), "appArmorProfile": field}}


def _apparmor_field(annotation: str) -> Obj | None:
    if annotation == "runtime/default":
        return {"type": "RuntimeDefault"}
    if annotation == "unconfined":
        return {"type": "Unconfined"}
    if annotation.startswith("localhost/") and annotation != "localhost/":
        return {"type": "Localhost", "localhostProfile": annotation[len("localhost/") :]}
    return None


def message(found: list[tuple[str, str]]) -> str:
    """The admission's own wording: `reason (detail), reason (detail)`."""
    return ", ".join(f"{reason} ({detail})" if detail else reason for reason, detail in found)
