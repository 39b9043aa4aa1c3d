"""kfgen's checks of every object it emits (kfgen.features.parity on the Environment's fields, kfgen.checks.emitted on
the assembled objects) against the real kube-apiserver and Kueue v0.19's webhooks.

A hypothesis strategy edits one Environment field that reaches an object at a time — an egress CIDR or its
except block, a label key or value of a selector, a monitor or a dashboard, the gc schedule, a ResourceFlavor's
node label or taint, a ClusterQueue quota — to values biased to the edges of each rule. The objects the edited
Environment renders (its own, and a spec's, rendered without kfgen's checks) are created with server-side
dry-run. Where kfgen accepts the Environment, the API server and the webhooks accept every object; where kfgen
refuses it, they refuse one, except for the values kfgen refuses on purpose although a server stores them
(STRICTER: a CIDR with host bits set or leading zeros, which only the StrictIPCIDRValidation gate refuses; a
quantity beyond 2^63, which Kubernetes stores and reads capped).
"""

from __future__ import annotations

import copy
import json
from collections.abc import Iterator
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from kueue import Kueue, shared_kueue
from shared import isolated
from upstream import crds_dir

from kfgen import core, features, model
from kfgen.checks import validate
from kfgen.results import ResourceRef, has_errors
from kfgen.workloads import registry

Obj = dict[str, Any]
NAMESPACES = ("ml-prod", "monitoring")
STATS = {"accepted by both": 0, "refused by both": 0, "kfgen stricter": 0, "schema": 0}

BASE: Obj = {
    "apiVersion": "kfgen.dev/v1alpha1",
    "kind": "Environment",
    "metadata": {"name": "parity"},
    "spec": {
        "namespace": "ml-prod",
        "delivery": "apply",
        "networkPolicy": {
            "enabled": True,
            "egress": [
                {"cidr": "10.20.0.0/16", "except": ["10.20.1.0/24"], "ports": [443]},
                {"namespace": "storage", "podLabels": {"app": "minio"}, "ports": [9000]},
            ],
        },
        "monitoring": {
            "labels": {"release": "kube-prometheus"},
            "namespace": "monitoring",
            "stateMetrics": {"image": "registry.k8s.io/kube-state-metrics/kube-state-metrics:v2.18.0"},
            "alerts": {"runbookUrl": "https://runbooks.example.com/{alert}"},
            "dashboards": {"labels": {"grafana_dashboard": "1"}},
        },
        "mlflow": {
            "server": {
                "image": "registry.example.com/ml/mlflow-server:3.17.2",
                "storage": {"size": "1Gi"},
                "backendStore": {"sqlite": True},
                "artifacts": {"volume": True},
                "gc": {"schedule": "0 3 * * *", "olderThan": "30d"},
            }
        },
        "kueue": {
            "resourceFlavors": {
                "gpu": {
                    "nodeLabels": {"nvidia.com/gpu.product": "A100"},
                    "nodeTaints": [{"key": "nvidia.com/gpu", "value": "a100", "effect": "NoSchedule"}],
                }
            },
            "clusterQueues": {"parity": {"flavors": [{"name": "gpu", "quota": {"cpu": 8, "memory": "64Gi"}}]}},
        },
    },
}
SPEC: Obj = {
    "apiVersion": "kfgen.dev/v1alpha1",
    "kind": "TrainingSpec",
    "metadata": {"name": "train"},
    "spec": {"framework": "pytorch", "image": "pytorch/pytorch:2.1.0", "queue": "parity", "tracking": {"mlflow": {}}},
}


def edge(length: int) -> st.SearchStrategy[str]:
    return st.integers(length - 1, length + 1).flatmap(
        lambda n: st.sampled_from(["a", "a-", "a.", "A", "a_"]).map(lambda unit: (unit * n)[:n])
    )


LABEL_VALUES = st.one_of(
    st.sampled_from(["", "a", "-a", "a-", "a b", "a/b", "A_b.c", "kube prometheus", "ü"]), edge(63)
)
LABEL_KEYS = st.one_of(
    st.sampled_from(["a", "a b", "/a", "a/", "example.com/a", "Example.com/a", "x/y/z", "-x.com/a", "a_b"]),
    edge(63),
    edge(63).map(lambda name: f"example.com/{name}"),
)
CIDRS = st.sampled_from(
    [
        "10.20.0.0/16",
        "10.20.0.0/33",
        "10.20.0.0/0",
        "10.20.1.0/16",
        "010.20.0.0/16",
        "10.20.0.0/016",
        "2001:db8::/64",
        "2001:db8::/129",
        "::ffff:10.0.0.0/112",
        "0.0.0.0/0",
    ]
)
SCHEDULES = st.one_of(
    st.sampled_from(
        [
            "61 25 * * *",
            "0 24 * * *",
            "0 0 0 * *",
            "0 0 * * 7",
            "*/0 * * * *",
            "5-1 * * * *",
            "@daily",
            "@often",
            "@every 1h",
            "0 3 * * SUN",
            "? * * * *",
            "1-2-3 * * * *",
            "0 3 * * * *",
        ]
    ),
    st.lists(
        st.sampled_from(["*", "0", "59", "60", "1-5", "*/2", "jan", "mon", "7", "31", "32"]), min_size=5, max_size=5
    ).map(" ".join),
)
QUANTITIES = st.sampled_from([8, "1e400", "9223372036854775807", "9223372036854775808", "8Ei", "16Ei", "100m", "1e18"])
STRICTER = {
    "010.20.0.0/16",
    "10.20.0.0/016",
    "10.20.0.0/0",
    "10.20.1.0/16",
    "::ffff:10.0.0.0/112",
    "1e400",
    "9223372036854775808",
    "8Ei",
    "16Ei",
}


def edits() -> st.SearchStrategy[tuple[tuple[Any, ...], Any]]:
    """(path below spec, value): one field of BASE given an edge value; a path ending in a key pair sets a label."""
    return st.one_of(
        st.tuples(st.just(("networkPolicy", "egress", 0, "cidr")), CIDRS),
        st.tuples(st.just(("networkPolicy", "egress", 0, "except", 0)), CIDRS),
        st.tuples(
            st.tuples(st.just("networkPolicy"), st.just("egress"), st.just(1), st.just("podLabels"), LABEL_KEYS),
            LABEL_VALUES,
        ),
        st.tuples(st.tuples(st.just("monitoring"), st.just("labels"), LABEL_KEYS), LABEL_VALUES),
        st.tuples(st.tuples(st.just("monitoring"), st.just("dashboards"), st.just("labels"), LABEL_KEYS), LABEL_VALUES),
        st.tuples(st.just(("mlflow", "server", "gc", "schedule")), SCHEDULES),
        st.tuples(st.just(("kueue", "resourceFlavors", "gpu", "nodeLabels", "nvidia.com/gpu.product")), LABEL_VALUES),
        st.tuples(st.just(("kueue", "resourceFlavors", "gpu", "nodeTaints", 0, "value")), LABEL_VALUES),
        st.tuples(st.just(("kueue", "resourceFlavors", "gpu", "nodeTaints", 0, "key")), LABEL_KEYS),
        st.tuples(st.just(("kueue", "clusterQueues", "parity", "flavors", 0, "quota", "cpu")), QUANTITIES),
    )


def edited(path: tuple[Any, ...], value: Any) -> Obj:
    env = copy.deepcopy(BASE)
    node = env["spec"]
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return env


def unchecked_objects(env: Obj) -> list[Obj]:
    """What the Environment renders with none of kfgen's checks: its own objects and one spec's."""
    ctx = model.resolve(SPEC, core.without_nulls(env), registry.BY_BACKEND)
    features.check(ctx)  # it sets what rendering reads (the hostnames)
    job_objects, _ = features.objects(ctx)
    return [*core.environment_output(env), *job_objects]


def rest_path(obj: Obj) -> str | None:
    info = registry.BY_API.get((obj["apiVersion"], obj["kind"]))
    if info is None or info.job:
        return None  # the job itself: tests/apiserver/test_pod_validity_parity.py; a kind of no CRD here: not compared
    base = f"/api/{info.version}" if not info.group else f"/apis/{info.api_version}"
    namespace = obj["metadata"].get("namespace")
    scope = f"/namespaces/{namespace}" if info.namespaced and namespace else ""
    return f"{base}{scope}/{info.plural}?dryRun=All"


@pytest.fixture(scope="module")
def kueue(request: pytest.FixtureRequest) -> Iterator[Kueue]:
    """The session's operators and Kueue (tests/harness/kueue.py), this module's namespaces removed at its end."""
    stack = shared_kueue(request)
    ops = stack.stack.ops
    with isolated(stack):
        crds = sorted((crds_dir() / "prometheus-operator").glob("*.yaml"))
        ops.cluster.kubectl("apply", "--server-side", *(a for p in crds for a in ("-f", str(p))))
        for crd in ("servicemonitors", "prometheusrules", "podmonitors"):
            ops.cluster.wait_established(f"crd/{crd}.monitoring.coreos.com")
        for namespace in NAMESPACES:
            ops.namespace(namespace, "baseline")
        yield stack.stack
    print(json.dumps(STATS))


def refused(kueue: Kueue, objects: list[Obj]) -> list[str]:
    out = []
    for obj in objects:
        path = rest_path(obj)
        if path is None:
            continue
        status, body = kueue.cluster.request("POST", path, obj)
        if status == 422 or (status == 400 and "denied" in json.dumps(body)) or status == 403:
            out.append(
                f"{obj['kind']} {obj['metadata']['name']}: {body.get('message') if isinstance(body, dict) else body}"
            )
        else:
            assert status in (200, 201), (obj["kind"], status, body)
    return out


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(edit=edits())
def test_kfgen_accepts_an_environment_exactly_when_the_server_accepts_its_objects(
    kueue: Kueue, edit: tuple[tuple[Any, ...], Any]
) -> None:
    env = edited(*edit)
    ref = ResourceRef.of(env, "-")
    if has_errors(validate.check(env, "Environment", ref)):
        STATS["schema"] += 1  # the schema's pattern refuses it before any object exists
        return
    objects = unchecked_objects(env)
    problems = [r for r in core.check_environment(env) if r.severity == "error"]
    problems += [r for r in core.checked(objects, env, ref) if r.severity == "error"]
    server = refused(kueue, objects)
    if not problems:
        assert not server, f"kfgen accepts {edit} but the server refuses: {server}"
        STATS["accepted by both"] += 1
    elif server:
        STATS["refused by both"] += 1
    else:
        assert edit[1] in STRICTER, f"kfgen refuses {edit} ({problems}) but the server accepts every object"
        STATS["kfgen stricter"] += 1
