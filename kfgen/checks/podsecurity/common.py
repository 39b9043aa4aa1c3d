"""Constants and accessors shared by the Pod Security controls (pod-security-admission v0.35.4 policy/)."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from kfgen.api import Obj

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
