"""What the real operators need from kfgen's output, read in their source (training-operator v1.9.4,
Trainer v2.3.0) and proven by tests/operators/test_e2e.py: each assertion here names the behaviour it serves."""

from __future__ import annotations

from typing import Any

import pytest

from kfgen import core
from kfgen.features.ports import OPERATOR_PORTS
from kfgen.workloads.frameworks import FRAMEWORKS

Obj = dict[str, Any]


def spec(**fields: Any) -> Obj:
    return {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "TrainingSpec",
        "metadata": {"name": "job"},
        "spec": {"image": "example.com/train:1", **fields},
    }


def env(profile: str = "restricted", **security: Any) -> Obj:
    return {
        "apiVersion": "kfgen.dev/v1alpha1",
        "kind": "Environment",
        "metadata": {"name": "test"},
        "spec": {"namespace": "ml", "security": {"profile": profile, **security}},
    }


def render(obj: Obj, environment: Obj | None = None) -> core.Expansion:
    out = core.expand(obj, environment)
    assert out.ok, [str(r) for r in out.results]
    return out


def job(out: core.Expansion) -> Obj:
    return next(o for o in out.objects if o["kind"] not in ("ServiceAccount", "Service", "ServiceMonitor"))


def replica(out: core.Expansion, key: str, role: str) -> Obj:
    return dict(job(out)["spec"][key][role])


def test_mpi_launcher_runs_as_kfgens_account_with_the_operators_role() -> None:
    # mpijob_controller.go getOrCreateLauncherRole refuses a <job>-launcher Role it does not control, and
    # newLauncherRoleBinding binds it to the account the template names; without a name the operator would
    # get-or-create <job>-launcher and use an existing account of that name, whoever made it.
    out = render(spec(framework="mpi", command=["mpirun", "python", "t.py"], replicas={"worker": 2}))
    assert {o["kind"] for o in out.objects} == {"ServiceAccount", "MPIJob"}
    launcher = replica(out, "mpiReplicaSpecs", "Launcher")["template"]["spec"]
    assert launcher["serviceAccountName"] == "job-kfgen"
    assert launcher["automountServiceAccountToken"] is True


def test_mpi_workers_do_not_run_the_launcher_command() -> None:
    # newWorker substitutes `sleep 365d` only when the worker's command is empty.
    out = render(spec(framework="mpi", command=["mpirun", "python", "t.py"], args=["--x"], replicas={"worker": 2}))
    worker = replica(out, "mpiReplicaSpecs", "Worker")["template"]["spec"]["containers"][0]
    launcher = replica(out, "mpiReplicaSpecs", "Launcher")["template"]["spec"]["containers"][0]
    assert "command" not in worker and "args" not in worker
    assert launcher["command"] == ["mpirun", "python", "t.py"]


def test_mpi_worker_command_from_its_role() -> None:
    out = render(spec(framework="mpi", command=["mpirun"], roles={"worker": {"command": ["/usr/sbin/sshd", "-D"]}}))
    assert replica(out, "mpiReplicaSpecs", "Worker")["template"]["spec"]["containers"][0]["command"] == [
        "/usr/sbin/sshd",
        "-D",
    ]


def test_mpi_shared_account_is_kept_on_the_launcher() -> None:
    allowing = env()
    allowing["spec"]["policy"] = {"serviceAccounts": ["horovod"]}
    out = render(spec(framework="mpi", serviceAccount="horovod"), allowing)
    assert replica(out, "mpiReplicaSpecs", "Launcher")["template"]["spec"]["serviceAccountName"] == "horovod"


@pytest.mark.parametrize("framework", sorted(FRAMEWORKS))
def test_restart_policy_defaults_to_the_operators(framework: str) -> None:
    out = render(spec(framework=framework))
    fw = FRAMEWORKS[framework]
    policies = {r["restartPolicy"] for r in job(out)["spec"][fw.replica_key].values()}
    expected = "OnFailure" if framework in ("pytorch", "paddle") else "Never"
    assert policies == {expected}


def test_restart_policy_per_role() -> None:
    out = render(
        spec(
            framework="pytorch",
            replicas={"master": 1, "worker": 2},
            restartPolicy="ExitCode",
            roles={"master": {"restartPolicy": "Never"}},
        )
    )
    assert replica(out, "pytorchReplicaSpecs", "Master")["restartPolicy"] == "Never"
    assert replica(out, "pytorchReplicaSpecs", "Worker")["restartPolicy"] == "ExitCode"


def test_restricted_asks_for_non_root_without_forcing_a_uid() -> None:
    context = replica(render(spec(framework="pytorch"), env()), "pytorchReplicaSpecs", "Worker")["template"]["spec"][
        "securityContext"
    ]
    assert context == {"runAsNonRoot": True, "seccompProfile": {"type": "RuntimeDefault"}}


def test_environment_uid_is_applied() -> None:
    context = replica(
        render(spec(framework="pytorch"), env(runAsUser=1001, fsGroup=2000)), "pytorchReplicaSpecs", "Worker"
    )["template"]["spec"]["securityContext"]
    assert context["runAsUser"] == 1001 and context["fsGroup"] == 2000 and context["runAsNonRoot"] is True


def test_baseline_lets_the_image_run_as_root() -> None:
    pod = replica(render(spec(framework="pytorch"), env("baseline")), "pytorchReplicaSpecs", "Worker")["template"][
        "spec"
    ]
    assert "runAsNonRoot" not in pod["securityContext"]
    assert "runAsNonRoot" not in pod["containers"][0]["securityContext"]


def test_mpi_in_a_restricted_environment_warns() -> None:
    restricted = render(spec(framework="mpi"), env())
    assert [r.field for r in restricted.results if r.severity == "warning"] == ["spec.framework"]
    assert "kubectl-delivery" in restricted.results[0].message
    assert not render(spec(framework="mpi"), env("baseline")).results
    assert not render(spec(framework="mpi", backend="trainer"), env()).results


def trainjob(**fields: Any) -> Obj:
    obj = spec(framework="pytorch", backend="trainer", **fields)
    obj["spec"].pop("image", None) if "image" not in fields else None
    return obj


def test_trainjob_takes_image_and_resources_from_the_runtime() -> None:
    trainer = job(render(trainjob(command=["torchrun", "t.py"])))["spec"]["trainer"]
    assert trainer == {"command": ["torchrun", "t.py"], "numNodes": 1}


def test_trainjob_resources_when_given() -> None:
    trainer = job(render(trainjob(image="x/y:1", resources={"cpu": 2})))["spec"]["trainer"]
    assert trainer["image"] == "x/y:1"
    assert trainer["resourcesPerNode"] == {"requests": {"cpu": "2"}, "limits": {"cpu": "2"}}


def test_namespaced_training_runtime() -> None:
    ref = job(render(trainjob(runtime="team", runtimeKind="TrainingRuntime")))["spec"]["runtimeRef"]
    assert ref == {"name": "team", "apiGroup": "trainer.kubeflow.org", "kind": "TrainingRuntime"}


def test_all_elastic_fields() -> None:
    metric = {
        "type": "Resource",
        "resource": {"name": "cpu", "target": {"type": "Utilization", "averageUtilization": 80}},
    }
    out = render(
        spec(
            framework="pytorch",
            replicas={"worker": 2},
            elastic={
                "min": 1,
                "max": 3,
                "id": "run",
                "standalone": False,
                "maxRestarts": 2,
                "port": 29400,
                "conf": {"b": "2", "a": "1"},
                "metrics": [metric],
            },
        )
    )
    assert job(out)["spec"]["elasticPolicy"] == {
        "minReplicas": 1,
        "maxReplicas": 3,
        "rdzvBackend": "c10d",
        "rdzvPort": 29400,
        "rdzvId": "run",
        "standalone": False,
        "maxRestarts": 2,
        "metrics": [metric],
        "rdzvConf": [{"key": "a", "value": "1"}, {"key": "b", "value": "2"}],
    }


def test_pytorch_master_in_a_restricted_environment_warns_unless_the_operator_is_restricted() -> None:
    pytorch = spec(framework="pytorch", replicas={"master": 1, "worker": 2})
    warned = render(pytorch, env())
    assert [r.field for r in warned.results] == ["spec.replicas.master"]
    assert "init-pytorch" in warned.results[0].message
    configured = env()
    configured["spec"]["trainingOperator"] = {"restrictedInitContainers": True}
    assert not render(pytorch, configured).results
    assert not render(spec(framework="pytorch", replicas={"worker": 2}), env()).results


@pytest.mark.parametrize("framework", sorted(FRAMEWORKS))
def test_a_port_on_the_operators_number_needs_the_operators_name(framework: str) -> None:
    # *_defaults.go setDefaultPort appends the operator's port unless one has its name; GetPortsFromJob makes
    # one Service port per container port, and a Service with two ports of one number is refused.
    fw = FRAMEWORKS[framework]
    name, number = OPERATOR_PORTS.get(framework, ("mpi-port", 9999))
    other = core.expand(spec(framework=framework, ports=[{"name": "other", "containerPort": number}]))
    if framework not in OPERATOR_PORTS:  # MPIJob v1 adds no port
        assert other.ok, [str(r) for r in other.results]
        return
    assert [(r.severity, r.field) for r in other.results] == [("error", "spec.ports[0].containerPort")]
    out = render(spec(framework=framework, ports=[{"name": name, "containerPort": number + 1}]))
    for role in job(out)["spec"][fw.replica_key].values():
        [main] = role["template"]["spec"]["containers"]
        assert main["ports"] == [{"name": name, "containerPort": number + 1, "protocol": "TCP"}]
