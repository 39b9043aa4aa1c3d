"""kfgen's pod validation (kfgen.checks.apivalidation) gives the real kube-apiserver's verdict, field for field.

A hypothesis strategy builds pod templates like kfgen's (a training container, a sidecar, an init container,
volumes, placement) and then edits the fields a spec author reaches — first-class or through a pod patch —
to values biased to the edges of each rule, valid and invalid: names at 63 and 64 characters, `..` in
sub-paths, keys with spaces and slashes, ports at 0 and 65536, operators and effects that do not fit,
requests above limits. Each pod is created with server-side dry-run; the set of fields the API server's 422
names must equal the set kfgen.checks.apivalidation.pod reports under the API server's rules (an accepted pod: none).
The kubelet's image grammar is kfgen's on top (an image with a space passes the API server and never starts):
it is compared separately, as what the API server accepts.
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

from kfgen.checks.apivalidation import pod

BATCH = 25
BATCHES = 60  # 1,500 pods
WORKERS = 8
NAMESPACE = "parity"
Obj = dict[str, Any]
STATS = {"compared": 0, "refused": 0, "agreed": 0, "kubelet only": 0, "undecodable": 0}


@pytest.fixture(scope="module")
def cluster() -> Iterator[Cluster]:
    # Priority and RuntimeClass admission look names up (a missing class is 403, before validation)
    c = Cluster(tools_bin(), apiserver_args=("--disable-admission-plugins=ServiceAccount,Priority,RuntimeClass",))
    c.start()
    try:
        namespace = {"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": NAMESPACE}}
        status, body = c.request("POST", "/api/v1/namespaces", namespace)
        assert status == 201, body
        yield c
    finally:
        c.stop()


def edge_text(length: int) -> st.SearchStrategy[str]:
    """Strings around a length limit, of characters that sit on the edges of the name rules."""
    return st.integers(length - 1, length + 1).flatmap(
        lambda n: st.sampled_from(["a", "a-", "a.", "A", "a_"]).map(lambda unit: (unit * n)[:n])
    )


NAMEISH = st.one_of(
    st.sampled_from(["", "a", "-a", "a-", "a.b", "a_b", "A", "a b", "a/b", "x/y/z", "1", "a--b", "..", ".", "ü"]),
    st.text(alphabet="ab9-._/ A:=", min_size=1, max_size=6),
    edge_text(63),
    edge_text(253),
    edge_text(15),
)
LABEL_KEYS = st.one_of(
    NAMEISH,
    st.sampled_from(["example.com/a", "Example.com/a", "/a", "a/", "nvidia.com/gpu.product", "-x.com/a"]),
    edge_text(63).map(lambda name: f"example.com/{name}"),
)
PATHS = st.one_of(
    st.sampled_from(["", "a", "a/b", "../a", "a/../b", "a/..", "/a", "..a", "a..", "./a", "a/./b", "..", "$(POD)/x"]),
    st.text(alphabet="a./", max_size=6),
)
EXTRA_VOLUMES: list[Obj] = [
    {"name": "extra"},
    {"name": "extra", "emptyDir": {}, "secret": {"secretName": "s"}},
    {"name": "extra", "secret": {}},
    {"name": "extra", "configMap": {"name": "c", "defaultMode": 512}},
    {"name": "extra", "emptyDir": {"sizeLimit": "-1"}},
    {"name": "data", "emptyDir": {}},
]
FIELD_PATHS = [
    "metadata.name",
    "metadata.labels['a']",
    "metadata.labels['a b']",
    "metadata.annotations['A.b/c']",
    "metadata.labels",
    "spec.nodeName",
    "spec.host",
    "spec.x['a']",
    "status.phase",
    "x",
    "status.podIP",
]
# the first expression of the first required node-affinity term
NODE_EXPRESSION = (
    "spec",
    "affinity",
    "nodeAffinity",
    "requiredDuringSchedulingIgnoredDuringExecution",
    "nodeSelectorTerms",
    0,
    "matchExpressions",
    0,
)
INTS = st.sampled_from([-1, 0, 1, 100, 101, 65535, 65536, 2**31 - 1, 2**31])


def _set(obj: Obj, path: tuple[Any, ...], value: Any) -> None:
    """Set a field, making the maps and list items on the way (an index one past a list's end appends)."""
    node: Any = obj
    for step, following in zip(path, (*path[1:], None), strict=True):
        last = following is None
        fresh = value if last else ({} if isinstance(following, str) else [])
        if isinstance(step, int) and step == len(node):
            node.append(fresh)
        elif last or (isinstance(step, str) and step not in node):
            node[step] = fresh
        node = node[step]


@st.composite
def edits(draw: st.DrawFn) -> list[tuple[tuple[Any, ...], Any]]:
    """A few (path, value) edits, each to a field a spec author reaches."""
    container = draw(st.sampled_from([("containers", 0), ("containers", 1), ("initContainers", 0)]))
    c = ("spec", *container)
    choices: list[st.SearchStrategy[tuple[tuple[Any, ...], Any]]] = [
        NAMEISH.map(lambda v: ((*c, "name"), v)),
        st.sampled_from([" img:1", "img:1 ", "img 1", "\timg", "img:1"]).map(lambda v: ((*c, "image"), v)),
        NAMEISH.map(lambda v: ((*c, "env", 0, "name"), v)),
        NAMEISH.map(lambda v: ((*c, "env", 1, "valueFrom", "secretKeyRef", "key"), v)),
        NAMEISH.map(lambda v: ((*c, "env", 1, "valueFrom", "secretKeyRef", "name"), v)),
        st.sampled_from(FIELD_PATHS).map(lambda v: ((*c, "env", 0, "valueFrom"), {"fieldRef": {"fieldPath": v}})),
        st.just(((*c, "env", 1, "value"), "v")),
        NAMEISH.map(lambda v: ((*c, "envFrom"), [{"prefix": v, "configMapRef": {"name": "cm"}}])),
        st.sampled_from(
            [{}, {"configMapRef": {"name": "a"}, "secretRef": {"name": "b"}}, {"secretRef": {"name": "B"}}]
        ).map(lambda v: ((*c, "envFrom"), [v])),
        PATHS.map(lambda v: ((*c, "volumeMounts", 0, "subPath"), v)),
        PATHS.map(lambda v: ((*c, "volumeMounts", 0, "subPathExpr"), v)),
        st.sampled_from(["data", "nope", "dshm", ""]).map(lambda v: ((*c, "volumeMounts", 0, "name"), v)),
        st.sampled_from(["/data", "/dev/shm", "/x", ""]).map(lambda v: ((*c, "volumeMounts", 0, "mountPath"), v)),
        NAMEISH.map(lambda v: ((*c, "ports", 0, "name"), v)),
        st.sampled_from(["metrics", "http"]).map(lambda v: ((*c, "ports", 1), {"name": v, "containerPort": 9090})),
        INTS.map(lambda v: ((*c, "ports", 0, "containerPort"), v)),
        INTS.map(lambda v: ((*c, "ports", 0, "hostPort"), v)),
        st.sampled_from(["TCP", "UDP", "SCTP", "tcp", "HTTP"]).map(lambda v: ((*c, "ports", 0, "protocol"), v)),
        st.sampled_from(["Always", "Never", "IfNotPresent", "always"]).map(lambda v: ((*c, "imagePullPolicy"), v)),
        st.sampled_from(["File", "FallbackToLogsOnError", "file"]).map(lambda v: ((*c, "terminationMessagePolicy"), v)),
        st.sampled_from(
            [
                "cpu",
                "memory",
                "nvidia.com/gpu",
                "gpu",
                "example.com/a b",
                "hugepages-2Mi",
                "kubernetes.io/x",
                "requests.a/b",
            ]
        ).flatmap(
            lambda name: st.sampled_from(["1", "2", "-1", "500m", "0"]).map(
                lambda q: ((*c, "resources", "requests", name), q)
            )
        ),
        st.sampled_from(["cpu", "memory", "nvidia.com/gpu"]).flatmap(
            lambda name: st.sampled_from(["1", "2", "500m"]).map(lambda q: ((*c, "resources", "limits", name), q))
        ),
        LABEL_KEYS.map(lambda k: (("spec", "nodeSelector"), {k: "v"})),
        NAMEISH.map(lambda v: (("spec", "nodeSelector"), {"disk": v})),
        LABEL_KEYS.map(lambda v: (("spec", "tolerations", 0, "key"), v)),
        st.sampled_from(["", "Equal", "Exists", "In", "equal"]).map(
            lambda v: (("spec", "tolerations", 0, "operator"), v)
        ),
        NAMEISH.map(lambda v: (("spec", "tolerations", 0, "value"), v)),
        st.sampled_from(["", "NoSchedule", "PreferNoSchedule", "NoExecute", "Foo"]).map(
            lambda v: (("spec", "tolerations", 0, "effect"), v)
        ),
        st.sampled_from([-1, 0, 300, 2**40]).map(lambda v: (("spec", "tolerations", 0, "tolerationSeconds"), v)),
        NAMEISH.map(
            lambda v: (
                (*NODE_EXPRESSION, "values"),
                [v],
            )
        ),
        st.sampled_from(["In", "NotIn", "Exists", "DoesNotExist", "Gt", "Lt", "in"]).map(
            lambda v: (
                (*NODE_EXPRESSION, "operator"),
                v,
            )
        ),
        LABEL_KEYS.map(
            lambda v: (
                (*NODE_EXPRESSION, "key"),
                v,
            )
        ),
        st.just(
            (
                (
                    "spec",
                    "affinity",
                    "nodeAffinity",
                    "requiredDuringSchedulingIgnoredDuringExecution",
                    "nodeSelectorTerms",
                ),
                [],
            )
        ),
        INTS.map(
            lambda v: (
                ("spec", "affinity", "nodeAffinity", "preferredDuringSchedulingIgnoredDuringExecution"),
                [{"weight": v, "preference": {}}],
            )
        ),
        LABEL_KEYS.map(
            lambda v: (
                (
                    "spec",
                    "affinity",
                    "podAntiAffinity",
                    "requiredDuringSchedulingIgnoredDuringExecution",
                    0,
                    "topologyKey",
                ),
                v,
            )
        ),
        LABEL_KEYS.map(
            lambda v: (
                (
                    "spec",
                    "affinity",
                    "podAntiAffinity",
                    "requiredDuringSchedulingIgnoredDuringExecution",
                    0,
                    "labelSelector",
                    "matchLabels",
                ),
                {v: "x"},
            )
        ),
        NAMEISH.map(lambda v: (("spec", "volumes", 0, "name"), v)),
        st.sampled_from(EXTRA_VOLUMES).map(lambda v: (("spec", "volumes", 2), v)),
        PATHS.map(
            lambda v: (
                ("spec", "volumes", 2),
                {"name": "extra", "configMap": {"name": "c", "items": [{"key": "k", "path": v}]}},
            )
        ),
        NAMEISH.map(lambda v: (("spec", "hostname"), v)),
        NAMEISH.map(lambda v: (("spec", "subdomain"), v)),
        NAMEISH.map(lambda v: (("spec", "priorityClassName"), v)),
        NAMEISH.map(lambda v: (("spec", "serviceAccountName"), v)),
        INTS.map(lambda v: (("spec", "activeDeadlineSeconds"), v)),
        st.sampled_from(["ClusterFirst", "Default", "None", "ClusterFirstWithHostNet", "clusterfirst"]).map(
            lambda v: (("spec", "dnsPolicy"), v)
        ),
        st.sampled_from(["1.1.1.1", "::1", "01.1.1.1", "x", "1.1.1.1%eth0"]).map(
            lambda v: (("spec", "dnsConfig", "nameservers"), [v])
        ),
        NAMEISH.map(lambda v: (("spec", "dnsConfig", "searches"), [v])),
        NAMEISH.map(lambda v: (("spec", "schedulingGates"), [{"name": v}])),
        NAMEISH.map(lambda v: (("spec", "hostAliases"), [{"ip": "10.0.0.1", "hostnames": [v]}])),
        st.just((("spec", "imagePullSecrets"), [{"name": "a"}, {}])),
    ]
    return draw(st.lists(st.one_of(choices), max_size=2))


def base_template() -> Obj:
    """A valid pod like kfgen renders: the training container with a sidecar and an init container."""

    def container(name: str) -> Obj:
        return {
            "name": name,
            "image": "registry.example.com/ml/train:1.0",
            "env": [
                {"name": "A", "value": "1"},
                {"name": "B", "valueFrom": {"secretKeyRef": {"name": "s", "key": "k"}}},
            ],
            "ports": [{"name": "http", "containerPort": 8080}],
            "resources": {"requests": {"cpu": "1"}, "limits": {"cpu": "1"}},
            "volumeMounts": [{"name": "data", "mountPath": "/data"}, {"name": "dshm", "mountPath": "/dev/shm"}],
        }

    return {
        "metadata": {"labels": {"app": "parity"}},
        "spec": {
            "containers": [container("pytorch"), container("sidecar")],
            "initContainers": [container("init")],
            "volumes": [
                {"name": "data", "persistentVolumeClaim": {"claimName": "data"}},
                {"name": "dshm", "emptyDir": {"medium": "Memory", "sizeLimit": "2Gi"}},
            ],
            "tolerations": [{"key": "nvidia.com/gpu", "operator": "Exists", "effect": "NoSchedule"}],
            "affinity": {
                "nodeAffinity": {
                    "requiredDuringSchedulingIgnoredDuringExecution": {
                        "nodeSelectorTerms": [
                            {
                                "matchExpressions": [
                                    {"key": "nvidia.com/gpu.product", "operator": "In", "values": ["A100"]}
                                ]
                            }
                        ]
                    }
                },
                "podAntiAffinity": {
                    "requiredDuringSchedulingIgnoredDuringExecution": [
                        {"topologyKey": "kubernetes.io/hostname", "labelSelector": {"matchLabels": {"app": "parity"}}}
                    ]
                },
            },
        },
    }


@st.composite
def pod_templates(draw: st.DrawFn) -> Obj:
    template = base_template()
    for path, value in draw(edits()):
        try:
            _set(template, path, value)
        except (IndexError, KeyError, TypeError):
            continue
    return template


COUNTER = itertools.count()


def server_verdict(cluster: Cluster, template: Obj) -> set[str] | None:
    """The fields the API server's 422 names (empty: accepted), or None for a pod it cannot decode."""
    body = {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": f"p{next(COUNTER)}", **template["metadata"]}}
    body["spec"] = template["spec"]
    status, reply = cluster.request("POST", f"/api/v1/namespaces/{NAMESPACE}/pods?dryRun=All", body)
    if status == 201:
        return set()
    if status == 400:
        return None
    assert status == 422, (status, reply)
    return {str(cause.get("field", "")) for cause in reply["details"]["causes"]}


def kfgen_verdict(template: Obj) -> tuple[set[str], set[str]]:
    """(fields under the API server's rules, fields only the kubelet refuses)."""
    found = pod.problems(template)
    return {p.field for p in found if p.rule in ("api", "limits")}, {p.field for p in found if p.rule == "kubelet"}


@settings(
    max_examples=BATCHES,
    deadline=None,
    database=None,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large, HealthCheck.large_base_example],
)
@given(templates=st.lists(pod_templates(), min_size=BATCH, max_size=BATCH))
def test_kfgen_verdict_equals_api_server(cluster: Cluster, templates: list[Obj]) -> None:
    with ThreadPoolExecutor(WORKERS) as pool:
        verdicts = list(pool.map(lambda t: server_verdict(cluster, t), templates))
    for template, server in zip(templates, verdicts, strict=True):
        if server is None:
            STATS["undecodable"] += 1
            continue
        STATS["compared"] += 1
        STATS["refused"] += bool(server)
        ours, kubelet = kfgen_verdict(template)
        assert ours == server, (template["spec"], sorted(server), [p for p in pod.problems(template)])
        STATS["agreed"] += 1
        STATS["kubelet only"] += bool(kubelet and not server)


KUBELET_ONLY = [
    "registry.example.com/ml/train 1.0",
    "Registry.example.com/ML/train:1.0",
    "train@sha256:abc",
    "train:1.0:2",
]


def test_the_kubelets_image_rule_is_beyond_the_api_server(cluster: Cluster) -> None:
    """Images the API server accepts and the kubelet never pulls: kfgen refuses them under its kubelet rule only."""
    for image in KUBELET_ONLY:
        template = base_template()
        template["spec"]["containers"][0]["image"] = image
        assert server_verdict(cluster, template) == set(), image
        assert kfgen_verdict(template) == (set(), {"spec.containers[0].image"}), image
        STATS["kubelet only"] += 1


def test_enough_pods_were_compared(cluster: Cluster) -> None:
    """Runs after the differential test (file order): the figures, and enough of both verdicts."""
    print(f"pod validity differential: {STATS}")
    assert STATS["compared"] >= 1200, STATS
    assert STATS["agreed"] == STATS["compared"], STATS
    assert 0.3 < STATS["refused"] / STATS["compared"] < 0.9, STATS
