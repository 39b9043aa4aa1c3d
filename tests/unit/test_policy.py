"""The Environment's policy beyond the hostile corpus: what it allows, and where it applies."""

from __future__ import annotations

import copy
from typing import Any

from kfgen import core
from kfgen.checks import podfloor

ENV: dict[str, Any] = {
    "apiVersion": "kfgen.dev/v1alpha1",
    "kind": "Environment",
    "metadata": {"name": "prod"},
    "spec": {
        "namespace": "ml-prod",
        "defaults": {"queue": "prod"},
        # queues the platform runs itself, in every namespace; Kueue admits PyTorchJobs here
        "kueue": {
            "integrations": ["kubeflow.org/pytorchjob", "trainer.kubeflow.org/trainjob"],
            "unqueuedKinds": ["MPIJob"],
            "existing": {"localQueues": ["prod", "batch"]},
        },
    },
}


def spec(**fields: Any) -> dict[str, Any]:
    meta = {"name": "train", **({"namespace": fields.pop("namespace")} if "namespace" in fields else {})}
    return {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "TrainingSpec",
        "metadata": meta,
        "spec": {"framework": "pytorch", "image": "x:1.0", **fields},
    }


def with_policy(**policy: Any) -> dict[str, Any]:
    env = copy.deepcopy(ENV)
    env["spec"]["policy"] = policy
    return env


def errors(expansion: core.Expansion) -> list[str]:
    return [str(r) for r in expansion.results if r.severity == "error"]


def test_the_controller_renders_where_the_spec_was_created() -> None:
    assert core.expand(spec(namespace="team-a"), ENV, controller=True).ok
    assert not core.expand(spec(namespace="team-a"), ENV).ok


def test_listed_namespaces_bind_the_controller_too() -> None:
    result = core.expand(spec(namespace="team-a"), with_policy(namespaces=["ml-prod"]), controller=True)
    assert any("namespace 'team-a' is not allowed" in line for line in errors(result))


def test_what_the_policy_lists_is_allowed() -> None:
    env = with_policy(
        namespaces=["ml-prod", "team-a"],
        serviceAccounts=["trainer"],
        priorityClasses=["low"],
        queues=["batch"],
        registries=["registry.example.com/ml"],
        pinnedImages=True,
    )
    result = core.expand(
        spec(
            namespace="team-a",
            serviceAccount="trainer",
            priorityClassName="low",
            queue="batch",
            image="registry.example.com/ml/train@sha256:" + "0" * 64,
        ),
        env,
    )
    assert result.ok, errors(result)


def test_the_environment_labels_may_be_repeated_unchanged() -> None:
    env = copy.deepcopy(ENV)
    env["spec"]["labels"] = {"team": "ml"}
    assert core.expand(spec(labels={"team": "ml", "owner": "jane"}), env).ok


def test_a_policy_changes_no_output() -> None:
    plain = core.expand(spec(), ENV)
    fenced = core.expand(spec(), with_policy(pinnedImages=True, registries=["docker.io"]))
    assert fenced.ok and plain.objects == fenced.objects


def test_the_mpi_launcher_keeps_its_token() -> None:
    patch = {"podPatch": {"spec": {"automountServiceAccountToken": True}}}
    mpi = spec(framework="mpi", replicas={"worker": 2}, roles={"launcher": patch})
    mpi["spec"]["framework"] = "mpi"
    assert core.expand(mpi, ENV).ok


def trainer_spec(**fields: Any) -> dict[str, Any]:
    out = spec(backend="trainer", **fields)
    del out["spec"]["image"]
    return out


def test_a_default_runtime_whose_images_the_policy_allows_is_accepted() -> None:
    pinned = with_policy(pinnedImages=True)  # the release install tags the runtimes' ghcr.io images v2.3.0
    for framework in ("pytorch", "xgboost", "mpi", "jax"):
        result = core.expand(trainer_spec(framework=framework), pinned)
        assert result.ok, errors(result)
    hub = with_policy(registries=["docker.io/pytorch"])
    assert core.expand(trainer_spec(), hub).ok  # torch-distributed runs pytorch/pytorch


def test_the_runtime_image_is_checked_as_it_is_pulled_without_the_registry_prefix() -> None:
    env = with_policy(registries=["registry.example.com/ml"])
    env["spec"]["registry"] = "registry.example.com/ml"
    assert any("'pytorch/pytorch:" in line for line in errors(core.expand(trainer_spec(), env)))


def test_a_runtime_kfgen_cannot_see_needs_no_image_without_an_image_policy() -> None:
    custom = trainer_spec(runtime="torch-team", runtimeKind="TrainingRuntime")
    assert core.expand(custom, ENV).ok
    assert not core.expand(custom, with_policy(pinnedImages=True)).ok
    custom["spec"]["image"] = "x:1.0"
    assert core.expand(custom, with_policy(pinnedImages=True)).ok


def test_a_pod_patch_image_is_judged_as_the_kubelet_pulls_it() -> None:
    """A pod patch's image is written as given: `evil:1` is docker.io/library/evil:1, not the Environment's registry's
    (spec.image gets the prefix, a pod patch's image does not)."""
    env = with_policy(registries=["registry.example.com/ml"])
    env["spec"]["registry"] = "registry.example.com/ml"
    volume = {"volumes": [{"name": "iv", "image": {"reference": "evil:1"}}]}
    for key, image in (("containers", "evil:1"), ("initContainers", "library/evil:1"), ("ephemeralContainers", "e:1")):
        patched = spec(podPatch={"spec": {key: [{"name": "pytorch", "image": image}]}})
        assert any(
            f"spec.podPatch.spec.{key}[0].image: image {image!r} (pulled as docker.io/library/" in e
            for e in errors(core.expand(patched, env))
        )
    assert any("volumes[0].image.reference" in e for e in errors(core.expand(spec(podPatch={"spec": volume}), env)))


def test_docker_hub_references_are_normalised_as_the_container_runtime_does() -> None:
    assert podfloor.pulled_from("evil:1") == "docker.io/library/evil:1"
    assert podfloor.pulled_from("library/evil:1") == "docker.io/library/evil:1"
    assert podfloor.pulled_from("docker.io/evil:1") == "docker.io/library/evil:1"
    assert podfloor.pulled_from("index.docker.io/team/x:1") == "docker.io/team/x:1"
    assert podfloor.pulled_from("localhost:5000/x:1") == "localhost:5000/x:1"
    hub = with_policy(registries=["docker.io/library"])
    assert core.expand(spec(podPatch={"spec": {"containers": [{"name": "pytorch", "image": "docker.io/x:1"}]}}), hub).ok
