"""A role's own training container name (`roles.<role>.containerName`): mpi-operator v0.8.0 takes each pod's first
container whatever its name (pkg/controller/mpi_job_controller.go: `podTemplate.Spec.Containers[0]` for the launcher,
the workers and the ssh volume), and its own examples name the launcher's and the workers' apart (examples/v2beta1/pi:
mpi-launcher, mpi-worker). The other backends' operators require one name, so they refuse it."""

from __future__ import annotations

from typing import Any

import pytest
from conftest import ROOT

from kfgen import api, core
from kfgen.io import yamlio

Obj = dict[str, Any]


def spec(backend: str = "mpi-operator", framework: str = "mpi", **fields: Any) -> Obj:
    body = {"framework": framework, "backend": backend, "image": "mpioperator/mpi-pi:openmpi", **fields}
    return {"apiVersion": api.API_VERSION, "kind": api.TRAINING_SPEC, "metadata": {"name": "pi"}, "spec": body}


def errors(expansion: core.Expansion) -> list[str]:
    return [str(r) for r in expansion.results if r.severity == "error"]


def containers(expansion: core.Expansion) -> dict[str, list[str]]:
    [job] = [o for o in expansion.objects if o["kind"] == "MPIJob"]
    return {
        replica_type: [c["name"] for c in replica["template"]["spec"]["containers"]]
        for replica_type, replica in job["spec"]["mpiReplicaSpecs"].items()
    }


def test_each_role_names_its_container_as_mpi_operators_examples_do() -> None:
    given = spec(containerName="mpi-launcher", roles={"worker": {"containerName": "mpi-worker"}})
    expansion = core.expand(given)
    assert errors(expansion) == []
    assert containers(expansion) == {"Launcher": ["mpi-launcher"], "Worker": ["mpi-worker"]}


def test_without_one_each_role_takes_the_specs() -> None:
    assert containers(core.expand(spec(containerName="main"))) == {"Launcher": ["main"], "Worker": ["main"]}


def test_katibs_primary_container_is_the_launchers() -> None:
    [env] = yamlio.parse((ROOT / "tests/data/golden/mpi-operator-baseline/environment.yaml").read_text(), "env")[0]
    # its katib-config lists MPIJob.v2beta1.kubeflow.org (Katib's standalone one lists v1: a spec is refused there,
    # tests/data/bad/tuning-mpi-operator-v2beta1-trial)
    env["spec"]["katib"] = {
        "injectSecurityContext": True,
        "metricsCollectorInjection": True,
        "trialResources": ["MPIJob"],
    }
    given = spec(
        roles={"launcher": {"containerName": "mpi-launcher"}},
        command=["mpirun", "/home/mpiuser/pi"],
        tuning={
            "objective": {"metric": "loss", "type": "minimize"},
            "algorithm": {"name": "random"},
            "parameters": {"lr": {"type": "double", "min": "0.01", "max": "0.1"}},
        },
        args=["--lr=${trialParameters.lr}"],
    )
    expansion = core.expand(given, env)
    assert errors(expansion) == []
    [experiment] = [o for o in expansion.objects if o["kind"] == "Experiment"]
    template = experiment["spec"]["trialTemplate"]
    assert template["primaryContainerName"] == "mpi-launcher"
    # Katib v0.19 defaults an MPIJob of any version to the v1 operator's master pod; mpi-operator v0.8.0 labels its
    # launcher's pod job-role launcher (mpi_job_controller.go defaultLabels), and its conditions are v1's
    assert template["primaryPodLabels"] == {"training.kubeflow.org/job-role": "launcher"}
    assert template["successCondition"] == 'status.conditions.#(type=="Succeeded")#|#(status=="True")#'
    assert template["failureCondition"] == 'status.conditions.#(type=="Failed")#|#(status=="True")#'
    assert template["trialSpec"]["apiVersion"] == "kubeflow.org/v2beta1"


@pytest.mark.parametrize(
    ("backend", "framework"), [("v1", "mpi"), ("v1", "pytorch"), ("trainer", "pytorch"), ("job", "pytorch")]
)
def test_the_other_backends_refuse_a_roles_container_name(backend: str, framework: str) -> None:
    given = spec(backend, framework, roles={"worker": {"containerName": "mpi-worker"}})
    found = [e for e in errors(core.expand(given)) if "containerName" in e]
    assert len(found) == 1, errors(core.expand(given))
    assert "spec.roles.worker.containerName" in found[0] and "backend mpi-operator only" in found[0]
