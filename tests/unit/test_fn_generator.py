"""`kfgen fn` in generator mode (kpt: the TrainingSpec is the functionConfig): the Environment among the items is
found as the transformer finds it, inside a List too (issue 37): kustomize inlines Lists, so it is used; kpt does
not, and an Environment inside one is refused there as the transformer refuses it. Before, the List's Environment
was ignored: the spec rendered without the platform's policy, or its `kfgen.dev/environment` was 'unknown'."""

from __future__ import annotations

from typing import Any

import pytest

from kfgen.cli import krm
from kfgen.io import kptfiles

ENVIRONMENT = {
    "apiVersion": "kfgen.dev/v1alpha1",
    "kind": "Environment",
    "metadata": {"name": "prod"},
    "spec": {"namespace": "ml-prod", "policy": {"registries": ["registry.example.com"]}},
}
REFUSED = (
    "[error] kfgen.dev/v1alpha1/TrainingSpec/ml-prod/train spec.image: image 'pytorch/pytorch:2.1.0' (pulled as "
    "docker.io/pytorch/pytorch:2.1.0) is not from a registry Environment prod allows (registry.example.com; "
    "spec.policy.registries)"
)


def _spec(image: str, annotated: bool) -> dict[str, Any]:
    metadata: dict[str, Any] = {"name": "train"}
    if annotated:
        metadata["annotations"] = {"kfgen.dev/environment": "prod"}
    return {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "TrainingSpec",
        "metadata": metadata,
        "spec": {"framework": "pytorch", "image": image},
    }


def _generate(items: list[Any], config: dict[str, Any]) -> tuple[dict[str, Any], list[str]]:
    resource_list = {"apiVersion": "config.kubernetes.io/v1", "kind": "ResourceList", "items": items}
    output, results = krm.process({**resource_list, "functionConfig": config})
    return output, [str(r) for r in results if r.severity == "error"]


@pytest.mark.parametrize("annotated", [False, True])
def test_an_environment_in_a_list_is_the_generators_environment(annotated: bool) -> None:
    items = [{"apiVersion": "v1", "kind": "List", "items": [ENVIRONMENT]}]
    output, errors = _generate(items, _spec("pytorch/pytorch:2.1.0", annotated))
    assert errors == [REFUSED]
    assert output["items"] == items, "echoed unchanged"
    output, errors = _generate(items, _spec("registry.example.com/pytorch:2.1.0", annotated))
    assert errors == []
    generated = output["items"][1:]
    assert generated and {o["metadata"]["namespace"] for o in generated} == {"ml-prod"}


def test_the_same_environment_as_its_own_document_and_in_a_list_read_alike() -> None:
    config = _spec("pytorch/pytorch:2.1.0", annotated=False)
    assert _generate([ENVIRONMENT], config)[1] == _generate([{"kind": "List", "items": [ENVIRONMENT]}], config)[1]


def test_kpt_refuses_an_environment_in_a_list_as_the_transformer_does() -> None:
    listed = {
        "apiVersion": "v1",
        "kind": "List",
        "metadata": {"name": "envs", "annotations": {kptfiles.PATH: "e.yaml"}},
    }
    items = [{**listed, "items": [ENVIRONMENT]}]
    output, results = krm.process(
        {
            "apiVersion": "config.kubernetes.io/v1",
            "kind": "ResourceList",
            "items": items,
            "functionConfig": _spec("registry.example.com/pytorch:2.1.0", annotated=False),
        }
    )
    assert [r.file for r in results] == ["e.yaml"], "located at the List's file"
    errors = [str(r) for r in results]
    message = (
        "[error] v1/List/default/envs items[0]: an Environment inside a List is not expanded in a kpt package "
        "(kpt does not unwrap Lists); give it its own document"
    )
    assert errors == [message]
    assert output["items"] == items
    _, transformer = krm.process({"apiVersion": "config.kubernetes.io/v1", "kind": "ResourceList", "items": items})
    assert [str(r) for r in transformer] == [message]
