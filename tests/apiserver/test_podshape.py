"""kfgen's pod shape check (kfgen/checks/podshape.py, from the generated v1.35 Pod API table) against the real
kube-apiserver's strict decoding: every unknown field and every value of the wrong type a pod patch can
leave in a template, generated from the pods kfgen renders, is refused by both or by neither."""

from __future__ import annotations

import copy
from collections.abc import Iterator
from concurrent.futures import ThreadPoolExecutor
from typing import Any

import pytest
from apiserver_stack import shared_apiserver
from cluster import Cluster
from shared import isolated

from kfgen import core
from kfgen.checks import podshape

Obj = dict[str, Any]
WRONG = {str: 7, int: "seven", bool: "yes", float: [1], list: {"a": 1}, dict: ["a"]}


@pytest.fixture(scope="module")
def cluster(request: pytest.FixtureRequest) -> Iterator[Cluster]:
    """The session's API server (tests/harness/apiserver_stack.py): strict decoding comes before any admission."""
    stack = shared_apiserver(request)
    with isolated(stack):
        yield stack.stack


def templates() -> list[Obj]:
    """kfgen's pod templates, with the optional fields a patch most often writes."""
    spec = {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "TrainingSpec",
        "metadata": {"name": "shape"},
        "spec": {
            "framework": "pytorch",
            "image": "example.com/train:1",
            "resources": {"cpu": "1", "memory": "1Gi", "gpu": 1},
            "env": {"A": "1"},
            "ports": [{"name": "metrics", "containerPort": 9090}],
            "volumes": [{"claim": "data", "path": "/data"}],
            "tolerations": [{"key": "pool", "operator": "Equal", "value": "a", "effect": "NoSchedule"}],
            "nodeSelector": {"pool": "a"},
        },
    }
    out = core.expand(spec, None)
    assert out.ok, [str(r) for r in out.results]
    job = next(o for o in out.objects if o["kind"] == "PyTorchJob")
    return [r["template"] for r in job["spec"]["pytorchReplicaSpecs"].values()]


def mutations(node: Any, path: tuple[Any, ...] = ()) -> Iterator[tuple[tuple[Any, ...], Any]]:
    """(path, replacement) for every field: a value of another type; and an unknown key in every mapping."""
    if isinstance(node, dict):
        if path:
            yield (*path, "bogusField"), "1"  # a valid value where keys are free (labels, resource quantities)
        for key, value in node.items():
            if isinstance(value, bool | str | int | float | list | dict):
                yield (*path, key), WRONG[type(value)]
            yield from mutations(value, (*path, key))
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from mutations(value, (*path, index))


def mutated(template: Obj, path: tuple[Any, ...], value: Any) -> Obj:
    out = copy.deepcopy(template)
    node: Any = out
    for step in path[:-1]:
        node = node[step]
    node[path[-1]] = value
    return out


def refused_by_decoding(cluster: Cluster, template: Obj) -> bool:
    pod = {"apiVersion": "v1", "kind": "Pod", "metadata": {"name": "shape", **template.get("metadata", {})}}
    pod["spec"] = template["spec"]
    status, body = cluster.request("POST", "/api/v1/namespaces/default/pods?dryRun=All&fieldValidation=Strict", pod)
    message = str(body.get("message", "")) if isinstance(body, dict) else str(body)
    return status == 400 or "strict decoding error" in message or "cannot unmarshal" in message


def test_every_unknown_field_and_wrong_type_is_refused_as_the_api_server_decodes(cluster: Cluster) -> None:
    cases = [
        (template, path, value)
        for template in templates()
        for path, value in mutations(template)
        if path[0] != "metadata"
    ]
    assert len(cases) > 60
    with ThreadPoolExecutor(8) as pool:
        server = list(pool.map(lambda c: refused_by_decoding(cluster, mutated(*c)), cases))
    disagreements = [
        (".".join(map(str, path)), value, refused)
        for (template, path, value), refused in zip(cases, server, strict=True)
        if bool(list(podshape.problems(mutated(template, path, value)))) != refused
    ]
    print(f"pod shape: {len(cases)} mutated templates, {sum(server)} refused by the API server's decoding")
    assert not disagreements, disagreements[:20]
