"""kfgen's Pod Security verdict equals the real kube-apiserver's PodSecurity admission, pod for pod.

A hypothesis strategy builds pod templates (a kfgen-like restricted template, then podPatch-style
edits of every field a Pod Security control reads); each is created with server-side dry-run in a
namespace enforcing baseline and in one enforcing restricted. A pod the API server finds invalid
(422) says nothing about Pod Security and is left out; every other verdict, and the admission's
message, must equal kfgen.checks.podsecurity's.
"""

from __future__ import annotations

import itertools
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from cluster import Cluster
from conftest import tools_bin
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from kfgen.checks import podsecurity

LEVELS = ("baseline", "restricted")
BATCH = 25
BATCHES = 120  # 3,000 pods, two verdicts each
WORKERS = 8
Obj = dict[str, Any]
STATS = {"compared": 0, "invalid": 0, "denied": 0, "messages equal": 0}


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    c = Cluster(tools_bin(), apiserver_args=("--allow-privileged=true",)).start()
    try:
        for level in LEVELS:
            labels = {
                "pod-security.kubernetes.io/enforce": level,
                "pod-security.kubernetes.io/enforce-version": "latest",
            }
            status, body = c.request(
                "POST",
                "/api/v1/namespaces",
                {"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": f"psa-{level}", "labels": labels}},
            )
            assert status == 201, body
        yield c
    finally:
        c.stop()


SECCOMP = st.sampled_from(
    [{"type": "RuntimeDefault"}, {"type": "Localhost", "localhostProfile": "p.json"}, {"type": "Unconfined"}]
)
APPARMOR = st.sampled_from(
    [{"type": "RuntimeDefault"}, {"type": "Localhost", "localhostProfile": "p"}, {"type": "Unconfined"}]
)
SELINUX = st.sampled_from(
    [
        {"type": "container_t"},
        {"type": "container_engine_t"},
        {"type": "spc_t"},
        {"user": "system_u"},
        {"role": "system_r"},
        {"level": "s0:c1,c2"},
        {"type": "unconfined_t", "role": "r"},
    ]
)
CAPABILITIES = st.fixed_dictionaries(
    {},
    optional={
        "drop": st.sampled_from([["ALL"], ["NET_RAW"], []]),
        "add": st.lists(
            st.sampled_from(["NET_BIND_SERVICE", "CHOWN", "SYS_ADMIN", "NET_RAW", "KILL", "SYS_PTRACE"]),
            max_size=2,
            unique=True,
        ),
    },
)
SYSCTLS = st.lists(
    st.sampled_from(
        [
            "kernel.shm_rmid_forced",
            "net.ipv4.tcp_syncookies",
            "net.ipv4.tcp_rmem",
            "net.ipv4.ip_local_reserved_ports",
            "kernel.msgmax",
            "net.core.somaxconn",
            "net.ipv4.tcp_keepalive_time",
        ]
    ),
    max_size=2,
    unique=True,
)
VOLUMES: st.SearchStrategy[Obj] = st.sampled_from(
    [
        {"emptyDir": {}},
        {"configMap": {"name": "c"}},
        {"secret": {"secretName": "s"}},
        {"persistentVolumeClaim": {"claimName": "p"}},
        {"hostPath": {"path": "/var"}},
        {"nfs": {"server": "nfs.example.com", "path": "/x"}},
        {"projected": {"sources": []}},
        {"downwardAPI": {"items": []}},
        {"csi": {"driver": "csi.example.com"}},
        {"iscsi": {"targetPortal": "1.2.3.4:3260", "iqn": "iqn.2001-04.com.example:storage", "lun": 0}},
        {
            "ephemeral": {
                "volumeClaimTemplate": {
                    "spec": {"accessModes": ["ReadWriteOnce"], "resources": {"requests": {"storage": "1Gi"}}}
                }
            }
        },
    ]
)
PROBE = st.sampled_from(
    [
        {"httpGet": {"port": 80}},
        {"httpGet": {"port": 80, "host": "10.0.0.1"}},
        {"tcpSocket": {"port": 80, "host": "evil.example.com"}},
    ]
)
WINDOWS_OPTIONS = st.sampled_from([{"hostProcess": False}, {"runAsUserName": "user"}])


def security_context(pod: bool) -> st.SearchStrategy[Obj]:
    fields: dict[str, st.SearchStrategy[Any]] = {
        "runAsNonRoot": st.booleans(),
        "runAsUser": st.sampled_from([0, 1000]),
        "seccompProfile": SECCOMP,
        "seLinuxOptions": SELINUX,
        "appArmorProfile": APPARMOR,
        "windowsOptions": WINDOWS_OPTIONS,
    }
    if pod:
        fields["sysctls"] = SYSCTLS.map(lambda names: [{"name": n, "value": "1"} for n in names])
    else:
        fields.update(
            {
                "allowPrivilegeEscalation": st.booleans(),
                "privileged": st.booleans(),
                "capabilities": CAPABILITIES,
                "procMount": st.sampled_from(["Default", "Unmasked"]),
            }
        )
    # A few edits at a time, as a pod patch makes them: most pods stay near the line between allowed and denied.
    return st.lists(st.sampled_from(sorted(fields)), max_size=2, unique=True).flatmap(
        lambda keys: st.fixed_dictionaries({key: fields[key] for key in keys})
    )


@st.composite
def container(draw: st.DrawFn, name: str, kfgen_like: bool, init: bool = False) -> Obj:
    out: Obj = {"name": name, "image": "registry.example.com/ml/train:1.0"}
    if kfgen_like:
        context: Obj = {"allowPrivilegeEscalation": False, "capabilities": {"drop": ["ALL"]}, "runAsNonRoot": True}
        edits = draw(security_context(pod=False))
        out["securityContext"] = {**context, **edits}
    elif draw(st.booleans()):
        out["securityContext"] = draw(security_context(pod=False))
    if draw(st.integers(0, 5)) == 0:
        out["ports"] = [{"containerPort": 8080, **({"hostPort": draw(st.sampled_from([0, 8080]))})}]
    if not init and draw(st.integers(0, 5)) == 0:
        out["livenessProbe"] = draw(PROBE)
    if not init and draw(st.integers(0, 8)) == 0:
        out["lifecycle"] = {"preStop": draw(PROBE)}
    return out


@st.composite
def pod_templates(draw: st.DrawFn) -> Obj:
    """A kfgen-like template most of the time, then edits as a pod patch would make them."""
    kfgen_like = draw(st.integers(0, 3)) > 0
    spec: Obj = {"containers": [draw(container("main", kfgen_like))]}
    if draw(st.integers(0, 2)) == 0:
        spec["containers"].append(draw(container("sidecar", kfgen_like and draw(st.booleans()))))
    if draw(st.integers(0, 3)) == 0:
        spec["initContainers"] = [draw(container("init", kfgen_like and draw(st.booleans()), init=True))]
    context: Obj = {"runAsNonRoot": True, "seccompProfile": {"type": "RuntimeDefault"}} if kfgen_like else {}
    context.update(draw(security_context(pod=True)))
    if context:
        spec["securityContext"] = context
    for key in ("hostNetwork", "hostPID", "hostIPC"):
        if draw(st.integers(0, 9)) == 0:
            spec[key] = draw(st.booleans())
    unmasked = any(_context(c).get("procMount") == "Unmasked" for c in podsecurity.containers(spec))
    if draw(st.integers(0, 5 if not unmasked else 1)) == 0:
        spec["hostUsers"] = draw(st.booleans()) if not unmasked else False
    if draw(st.integers(0, 12)) == 0:
        spec["os"] = {"name": draw(st.sampled_from(["linux", "windows"]))}
    volumes = draw(st.lists(VOLUMES, max_size=3))
    if volumes:
        spec["volumes"] = [{"name": f"v{i}", **v} for i, v in enumerate(volumes)]
    if draw(st.integers(0, 40)) == 0:
        spec.update(windows_host_process(spec))
        spec.pop("hostUsers", None)
    template: Obj = {"metadata": {"labels": {"app": "psa"}}, "spec": spec}
    if draw(st.integers(0, 6)) == 0:
        name = draw(st.sampled_from(["main", "sidecar", "init", "other"]))
        value = draw(st.sampled_from(["runtime/default", "localhost/p", "unconfined", ""]))
        template["metadata"]["annotations"] = {f"{podsecurity.APPARMOR_ANNOTATION}{name}": value}
    return template


def _context(container: Obj) -> Obj:
    return container.get("securityContext") or {}


def windows_host_process(spec: Obj) -> Obj:
    """A coherent Windows HostProcess pod: only hostProcess containers, on the host network."""
    for c in podsecurity.containers(spec):
        c["securityContext"] = {"windowsOptions": {"hostProcess": True, "runAsUserName": "NT AUTHORITY\\SYSTEM"}}
        c.pop("ports", None)
    return {"os": {"name": "windows"}, "hostNetwork": True, "securityContext": {}}


COUNTER = itertools.count()


def admission(cluster: Cluster, template: Obj, level: str) -> str | None:
    """None when admitted, the admission's message when refused, "invalid" for a pod the API server rejects."""
    name = f"p{next(COUNTER)}"
    pod = {
        "apiVersion": "v1",
        "kind": "Pod",
        "metadata": {"name": name, **template["metadata"]},
        "spec": template["spec"],
    }
    status, body = cluster.request("POST", f"/api/v1/namespaces/psa-{level}/pods?dryRun=All", pod)
    if status == 201:
        return None
    if status == 422 or (status == 400 and "BadRequest" in str(body)):
        return "invalid"
    prefix = f'pods "{name}" is forbidden: violates PodSecurity "{level}:latest": '
    assert status == 403 and str(body.get("message", "")).startswith(prefix), (status, body)
    return str(body["message"])[len(prefix) :]


@settings(
    max_examples=BATCHES,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
)
@given(templates=st.lists(pod_templates(), min_size=BATCH, max_size=BATCH))
def test_kfgen_verdict_equals_admission(cluster: Cluster, templates: list[Obj]) -> None:
    jobs = [(template, level) for template in templates for level in LEVELS]
    with ThreadPoolExecutor(WORKERS) as pool:
        verdicts = list(pool.map(lambda job: admission(cluster, *job), jobs))
    for (template, level), verdict in zip(jobs, verdicts, strict=True):
        if verdict == "invalid":
            STATS["invalid"] += 1
            continue
        STATS["compared"] += 1
        STATS["denied"] += verdict is not None
        found = podsecurity.evaluate(template, level)
        ours = podsecurity.message(found) if found else None
        assert ours == verdict, (level, template)
        STATS["messages equal"] += 1


def test_enough_pods_were_compared(cluster: Cluster) -> None:
    """Runs after the differential test (file order): at least 2,000 pods reached the admission at both levels."""
    print(f"PSA differential: {STATS}")
    assert STATS["compared"] >= 2 * 2000, STATS
    assert 0.2 < STATS["denied"] / STATS["compared"] < 0.9, STATS
