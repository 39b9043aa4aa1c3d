"""The Environment's policy beyond the hostile corpus: what it allows, and where it applies."""

from __future__ import annotations

import copy
from typing import Any

from kfgen import core

ENV: dict[str, Any] = {
    "apiVersion": "kfgen.dev/v1alpha1",
    "kind": "Environment",
    "metadata": {"name": "prod"},
    "spec": {"namespace": "ml-prod", "defaults": {"queue": "prod"}},
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
