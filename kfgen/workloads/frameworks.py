"""What each framework is on each backend: kinds, real role names, rules."""

from __future__ import annotations

from typing import NamedTuple


class Framework(NamedTuple):
    name: str
    kind: str
    replica_key: str
    container: str
    roles: dict[str, str]  # spec role -> replica type, in the order the job lists them
    singletons: frozenset[str] = frozenset()  # at most one replica
    required: frozenset[str] = frozenset()  # always present, one replica by default
    cpu_roles: frozenset[str] = frozenset()  # do not inherit the spec's GPUs
    # The role that runs the program: it alone takes the spec's command and args (MPI workers run
    # the operator's sshd or sleep, the launcher runs mpirun); None means every role.
    command_role: str | None = None
    # Roles whose pods use the Kubernetes API: kfgen mounts their token. The operator binds a Role of its own
    # to the account the template names (training-operator v1.9.4, pkg/controller.v1/mpi/mpijob_controller.go
    # newLauncherRoleBinding); without one it would get-or-create `<job>-launcher`, using an existing account
    # of that name whoever made it, so kfgen always names its own.
    operator_account_roles: frozenset[str] = frozenset()
    restart_policy: str = "Never"  # the operator's default (pkg/apis/kubeflow.org/v1/*_types.go)
    runtime: str | None = None  # default Trainer v2 ClusterTrainingRuntime
    # The operator's webhook refuses a job without a container named `container` (training-operator v1.9.4,
    # pkg/webhooks/*); MPIJob has none, and its controller takes each pod's first container
    # (pkg/controller.v1/mpi newLauncher, newWorker), so an MPIJob's container may have any name.
    webhook_container: bool = True
    elastic: bool = False
    # The spec fields its kubeflow.org/v1 CRD defines (training-operator v1.9.4's CRDs; a test compares them): a
    # field outside them is one the API server prunes when the job is created (kfgen.migrate.apifields)
    spec_fields: frozenset[str] = frozenset()


TRAINER_CONTAINER = "node"
# Trainer v2's job kind (kfgen.workloads.trainjob): here, where the schema's kind enums below the workloads read it
TRAINER_KIND = "TrainJob"

FRAMEWORKS: dict[str, Framework] = {
    f.name: f
    for f in (
        Framework(
            "pytorch",
            "PyTorchJob",
            "pytorchReplicaSpecs",
            "pytorch",
            {"master": "Master", "worker": "Worker"},
            singletons=frozenset({"master"}),
            runtime="torch-distributed",
            elastic=True,
            restart_policy="OnFailure",
            spec_fields=frozenset({"elasticPolicy", "nprocPerNode", "pytorchReplicaSpecs", "runPolicy"}),
        ),
        Framework(
            "tensorflow",
            "TFJob",
            "tfReplicaSpecs",
            "tensorflow",
            {"chief": "Chief", "master": "Master", "ps": "PS", "worker": "Worker", "evaluator": "Evaluator"},
            singletons=frozenset({"chief", "master", "evaluator"}),
            cpu_roles=frozenset({"ps"}),
            spec_fields=frozenset({"enableDynamicWorker", "runPolicy", "successPolicy", "tfReplicaSpecs"}),
        ),
        Framework(
            "xgboost",
            "XGBoostJob",
            "xgbReplicaSpecs",
            "xgboost",
            {"master": "Master", "worker": "Worker"},
            singletons=frozenset({"master"}),
            required=frozenset({"master"}),
            runtime="xgboost-distributed",
            spec_fields=frozenset({"runPolicy", "xgbReplicaSpecs"}),
        ),
        Framework(
            "mpi",
            "MPIJob",
            "mpiReplicaSpecs",
            "mpi",
            {"launcher": "Launcher", "worker": "Worker"},
            singletons=frozenset({"launcher"}),
            required=frozenset({"launcher"}),
            cpu_roles=frozenset({"launcher"}),
            command_role="launcher",
            operator_account_roles=frozenset({"launcher"}),
            runtime="deepspeed-distributed",
            webhook_container=False,
            spec_fields=frozenset(
                {"cleanPodPolicy", "mainContainer", "mpiReplicaSpecs", "runPolicy", "slotsPerWorker"}
            ),
        ),
        Framework(
            "paddle",
            "PaddleJob",
            "paddleReplicaSpecs",
            "paddle",
            {"master": "Master", "worker": "Worker"},
            singletons=frozenset({"master"}),
            restart_policy="OnFailure",
            spec_fields=frozenset({"elasticPolicy", "paddleReplicaSpecs", "runPolicy"}),
        ),
        Framework(
            "jax",
            "JAXJob",
            "jaxReplicaSpecs",
            "jax",
            {"worker": "Worker"},
            runtime="jax-distributed",
            spec_fields=frozenset({"jaxReplicaSpecs", "runPolicy"}),
        ),
    )
}

# Replicated jobs of the Trainer v2 default runtimes (shared/crds/trainer/runtimes).
RUNTIME_JOBS = {
    "torch-distributed": ("node",),
    "torch-distributed-with-cache": ("node",),
    "deepspeed-distributed": ("launcher", "node"),
    "mlx-distributed": ("launcher", "node"),
    "jax-distributed": ("node",),
    "xgboost-distributed": ("node",),
}
