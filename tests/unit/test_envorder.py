"""Env order is the same on every entry point: by name, each variable after those it references as $(NAME)."""

from __future__ import annotations

import itertools
from pathlib import Path
from typing import Any

import yaml
from conftest import run_kfgen

from kfgen import core
from kfgen.render import envorder

ENV = {
    "apiVersion": "kfgen.dev/v1alpha1",
    "kind": "Environment",
    "metadata": {"name": "dev"},
    "spec": {"namespace": "ml", "mlflow": {"trackingUri": "http://mlflow:5000"}},
}


def spec(env: dict[str, Any], roles: dict[str, Any] | None = None) -> dict[str, Any]:
    body: dict[str, Any] = {
        "framework": "pytorch",
        "image": "x/train:1",
        "replicas": {"worker": 1},
        "env": env,
        "tracking": {"mlflow": {}},
    }
    if roles:
        body["roles"] = roles
    return {"apiVersion": "kfgen.dev/v1alpha1", "kind": "TrainingSpec", "metadata": {"name": "t"}, "spec": body}


def env_names(doc: dict[str, Any]) -> list[str]:
    expansion = core.expand(doc, ENV)
    assert expansion.ok, [str(r) for r in expansion.results]
    job = next(o for o in expansion.objects if o["kind"] == "PyTorchJob")
    container = job["spec"]["pytorchReplicaSpecs"]["Worker"]["template"]["spec"]["containers"][0]
    return [e["name"] for e in container["env"]]


def test_order_does_not_depend_on_the_order_written() -> None:
    values = {"OUT": "$(DATA_DIR)/out", "DATA_DIR": "/data", "ZETA": "1", "ALPHA": "$(ZETA)", "LOG": "$$(OUT)"}
    orders = {tuple(env_names(spec(dict(p)))) for p in itertools.permutations(values.items())}
    mlflow = (
        "MLFLOW_DISABLE_TELEMETRY",
        "MLFLOW_EXPERIMENT_NAME",
        "MLFLOW_RUN_CONTEXT",
        "MLFLOW_TRACKING_URI",
    )
    assert orders == {("DATA_DIR", "LOG", *mlflow, "OUT", "ZETA", "ALPHA")}


def test_a_referenced_variable_comes_first_even_when_kustomize_sorted_the_keys() -> None:
    # the team's CI case: B_URL uses $(A_HOST) written after it, and Z_HOST is used by A_PATH
    names = env_names(spec({"A_PATH": "$(Z_HOST)/x", "Z_HOST": "h", "MLFLOW_RUN": "$(MLFLOW_TRACKING_URI)"}))
    assert names.index("Z_HOST") < names.index("A_PATH")
    assert names.index("MLFLOW_TRACKING_URI") < names.index("MLFLOW_RUN")


def test_a_cycle_is_an_error_at_its_field() -> None:
    expansion = core.expand(spec({"A": "$(B)", "B": "x$(A)", "C": "1"}), ENV)
    assert [str(r) for r in expansion.results] == [
        "[error] kfgen.dev/v1alpha1/TrainingSpec/ml/t spec.env.A: $(NAME) references form a cycle: A -> B -> A; "
        "Kubernetes expands a reference only to a variable defined before it"
    ]
    in_role = core.expand(spec({"A": "$(B)"}, roles={"worker": {"env": {"B": "$(A)"}}}), ENV)
    assert [r.field for r in in_role.results] == ["spec.env.A"]
    own = core.expand(spec({}, roles={"worker": {"env": {"B": "$(A)", "A": "$(B)"}}}), ENV)
    assert [r.field for r in own.results] == ["spec.roles.worker.env.A"]


def test_cycle_through_the_cli_exits_1_without_traceback(tmp_path: Path) -> None:
    doc = spec({"A": "$(A)x$(B)", "B": "$(A)"})
    del doc["spec"]["tracking"]
    (tmp_path / "spec.yaml").write_text(yaml.safe_dump(doc))
    result = run_kfgen("render", str(tmp_path / "spec.yaml"))
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.startswith(
        f"{tmp_path / 'spec.yaml'}:"
        f"{yaml.safe_dump(doc).splitlines().index('    A: $(A)x$(B)') + 1}: "
        "[error] kfgen.dev/v1alpha1/TrainingSpec/default/t spec.env.A: $(NAME) references form a cycle: A -> B -> A"
    )
    assert "Traceback" not in result.stderr


def test_order_unit() -> None:
    assert envorder.order({"B": "x", "A": "$(B)/y", "C": "1"}) == (["B", "A", "C"], [])
    assert envorder.order({"A": "$(A)"}) == (["A"], [])  # a self-reference stays literal in Kubernetes
    assert envorder.order({"A": "$$(B)", "B": "1"}) == (["A", "B"], [])
    assert envorder.order({"A": {"secret": "s", "key": "k"}, "B": "$(A)"}) == (["A", "B"], [])
