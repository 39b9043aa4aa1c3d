"""Training Operator jobs of API versions no longer served, converted to the kubeflow.org/v1 job they are field for
field, every change named (`kfgen import`; Katib's v1alpha3 Experiments: kfgen.migrate.oldkatib).

The operators' own types say what converts (read at their release tags):

- tf-operator v0.3.0 pkg/apis/tensorflow/v1alpha2/types.go, v0.4.0 v1beta1 and v0.5.3 v1beta2; pytorch-operator
  v0.3.0 pkg/apis/pytorch/v1alpha2/types.go, v0.5.0 v1beta1 and v1beta2: `cleanPodPolicy`, `ttlSecondsAfterFinished`
  (and in v1beta2 `activeDeadlineSeconds`, `backoffLimit`) at the top of the spec, where kubeflow.org/v1 has them
  under `spec.runPolicy`; the replica specs (`replicas`, `template`, `restartPolicy`) are the same in every version.
- mpi-operator v0.2.3 pkg/apis/kubeflow/v1alpha2/types.go: the spec of the Training Operator's kubeflow.org/v1 MPIJob
  (`slotsPerWorker`, `cleanPodPolicy`, `runPolicy`, `mpiReplicaSpecs`, `mainContainer`) plus `backoffLimit` and
  `activeDeadlineSeconds` at the top, which v1 has under `runPolicy` only.

Where the old operator defaulted a field the v1 operator defaults otherwise (tf-operator's `cleanPodPolicy: Running`,
v1's `None`; mpi-operator v1alpha2's `backoffLimit: 6` and a launcher restarting `OnFailure` unless `Never`), the old
default is written out, so the job runs as it ran, and named. A field the old types do not have (its operator ignored
it) is not converted and named alone. MPIJob kubeflow.org/v1alpha1 (one pod template sized by `gpus`) has no
field-for-field v1: it is refused with each field that does not convert named.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from kfgen.api import V1_API_VERSION, Obj
from kfgen.workloads.frameworks import FRAMEWORKS

RUN_POLICY = ("activeDeadlineSeconds", "backoffLimit", "cleanPodPolicy", "ttlSecondsAfterFinished")
REPLICA_FIELDS = frozenset({"replicas", "template", "restartPolicy"})


class Old(NamedTuple):
    replica_key: str
    source: str  # the operator's types the conversion follows
    top: tuple[str, ...]  # the run-policy fields the old spec has at its top
    kept: frozenset[str] = frozenset()  # spec fields v1 has under the same name
    defaults: tuple[tuple[str, Any], ...] = ()  # (runPolicy field, the old operator's default where v1's differs)
    camel_case: bool = True  # its SetDefaults renamed a replica type written in another case (`Ps` to `PS`)


_TF, _PYTORCH, _MPI = (FRAMEWORKS[name] for name in ("tensorflow", "pytorch", "mpi"))  # the kinds, from their table
_TWO = ("cleanPodPolicy", "ttlSecondsAfterFinished")
_RUNNING = (("cleanPodPolicy", "Running"),)  # tf-operator's SetDefaults_TFJob; v1's tensorflow_defaults.go: None
OLD: dict[tuple[str, str], Old] = {
    (_TF.kind, "kubeflow.org/v1alpha2"): Old(
        _TF.replica_key, "tf-operator v0.3.0 tensorflow/v1alpha2", _TWO, defaults=_RUNNING
    ),
    (_TF.kind, "kubeflow.org/v1beta1"): Old(
        _TF.replica_key, "tf-operator v0.4.0 tensorflow/v1beta1", _TWO, defaults=_RUNNING
    ),
    (_TF.kind, "kubeflow.org/v1beta2"): Old(
        _TF.replica_key, "tf-operator v0.5.3 tensorflow/v1beta2", RUN_POLICY, defaults=_RUNNING
    ),
    (_PYTORCH.kind, "kubeflow.org/v1alpha2"): Old(
        _PYTORCH.replica_key, "pytorch-operator v0.3.0 pytorch/v1alpha2", _TWO
    ),
    (_PYTORCH.kind, "kubeflow.org/v1beta1"): Old(_PYTORCH.replica_key, "pytorch-operator v0.5.0 pytorch/v1beta1", _TWO),
    (_PYTORCH.kind, "kubeflow.org/v1beta2"): Old(
        _PYTORCH.replica_key, "pytorch-operator v0.5.0 pytorch/v1beta2", RUN_POLICY
    ),
    (_MPI.kind, "kubeflow.org/v1alpha2"): Old(
        _MPI.replica_key,
        "mpi-operator v0.2.3 kubeflow/v1alpha2",
        ("activeDeadlineSeconds", "backoffLimit", "cleanPodPolicy"),
        frozenset({"slotsPerWorker", "mainContainer", "runPolicy"}),
        (("backoffLimit", 6),),  # its SetDefaults_MPIJob; v1 sets none
        camel_case=False,
    ),
}
# mpi-operator v0.2.3 pkg/apis/kubeflow/v1alpha1/types.go: one template for every pod, sized by GPUs per node
MPI_V1ALPHA1 = (_MPI.kind, "kubeflow.org/v1alpha1")
MPI_V1ALPHA1_FIELDS = (
    "gpus",
    "gpusPerNode",
    "processingUnits",
    "processingUnitsPerNode",
    "processingResourceType",
    "slotsPerWorker",
    "launcherOnMaster",
    "backoffLimit",
    "activeDeadlineSeconds",
    "replicas",
    "template",
)


class Note(NamedTuple):
    field: str | None  # the input's field (None: the whole job)
    message: str


class Conversion(NamedTuple):
    job: Obj | None  # the job of the served version (None: refused, `notes` say why)
    moved: dict[str, str]  # the input's field -> where the converted job has it, the same value
    notes: list[Note]
    rewritten: tuple[str, ...] = ("apiVersion",)  # the input's fields the conversion rewrites, each named in `notes`


def is_old(doc: Obj) -> bool:
    key = (doc.get("kind"), doc.get("apiVersion"))
    return all(isinstance(k, str) for k in key) and (key in OLD or key == MPI_V1ALPHA1)


def converted(doc: Obj) -> Conversion:
    """The kubeflow.org/v1 job the old job is, what moved and what is named (`doc`: a job `is_old` accepts)."""
    key = (str(doc.get("kind")), str(doc.get("apiVersion")))
    if key == MPI_V1ALPHA1:
        return Conversion(None, {}, _mpi_v1alpha1(doc))
    old = OLD[key]
    body = doc.get("spec") if isinstance(doc.get("spec"), dict) else {}
    assert isinstance(body, dict)
    spec: Obj = {}
    moved: dict[str, str] = {}
    notes: list[Note] = []
    policy: Obj = dict(body["runPolicy"]) if isinstance(body.get("runPolicy"), dict) and "runPolicy" in old.kept else {}
    for name, value in body.items():
        if name == old.replica_key and isinstance(value, dict):
            spec[name] = _camel_cased(key[0], _replicas(value, old, notes), old, moved)
        elif name in old.kept:
            if name != "runPolicy":
                spec[name] = value
        elif name in old.top and name not in policy:
            policy[name] = value
            moved[f"spec.{name}"] = f"spec.runPolicy.{name}"
        elif name in old.top:  # both: the operator read runPolicy's (it takes precedence over the deprecated field)
            notes.append(Note(f"spec.{name}", f"spec.runPolicy.{name} is set too and took precedence: not converted"))
        else:
            notes.append(Note(f"spec.{name}", f"not a field of {key[0]} {key[1]} ({old.source}): not converted"))
    for name, value in old.defaults:
        if name not in policy:
            policy[name] = value
            notes.append(Note(None, _default_written(key, old, f"spec.runPolicy.{name}", value)))
    if policy:
        spec["runPolicy"] = policy
    notes.insert(0, Note("apiVersion", _summary(key, old, moved)))
    notes += [Note(field, f"moved to {to} ({_why_moved(key, to)})") for field, to in moved.items()]
    if key[0] == _MPI.kind:
        notes += _launcher_restart(spec)
    return Conversion({**doc, "apiVersion": V1_API_VERSION, "spec": spec}, moved, notes)


def _replicas(replicas: Obj, old: Old, notes: list[Note]) -> Obj:
    out: Obj = {}
    for name, replica in replicas.items():
        if not isinstance(replica, dict):
            out[name] = replica
            continue
        out[name] = {k: v for k, v in replica.items() if k in REPLICA_FIELDS}
        for field in sorted(set(replica) - REPLICA_FIELDS):
            path = f"spec.{old.replica_key}.{name}.{field}"
            notes.append(
                Note(path, f"not a field of a replica spec ({old.source}): its operator ignored it; not converted")
            )
    return out


def _camel_cased(kind: str, replicas: Obj, old: Old, moved: dict[str, str]) -> Obj:
    """The replica types under the names the old operator gave them (setTypeNamesToCamelCase, as v1's)."""
    if not old.camel_case:
        return replicas
    types = next(list(fw.roles.values()) for fw in FRAMEWORKS.values() if fw.kind == kind)
    out: Obj = {}
    for given, replica in replicas.items():
        name = next((t for t in types if isinstance(given, str) and t.lower() == given.lower()), given)
        if name != given and name not in replicas:
            moved[f"spec.{old.replica_key}.{given}"] = f"spec.{old.replica_key}.{name}"
            given = name
        out[given] = replica
    return out


def _launcher_restart(spec: Obj) -> list[Note]:
    """mpi-operator v1alpha2 restarts its launcher OnFailure unless told Never (setDefaultsTypeLauncher); v1's
    default is Never (mpi_defaults.go): the old behaviour written out."""
    launcher = (spec.get(_MPI.replica_key) or {}).get("Launcher")
    if not isinstance(launcher, dict) or launcher.get("restartPolicy") == "Never":
        return []
    was = launcher.get("restartPolicy")
    launcher["restartPolicy"] = "OnFailure"
    why = f"was {was!r}, which" if was else "unset:"
    return [
        Note(
            f"spec.{_MPI.replica_key}.Launcher.restartPolicy" if was else None,
            f"spec.{_MPI.replica_key}.Launcher.restartPolicy {why} mpi-operator v1alpha2 runs as 'OnFailure' (any "
            "policy but 'Never'); kubeflow.org/v1 defaults 'Never': written 'OnFailure', so the launcher restarts as "
            "it did",
        )
    ]


def _why_moved(key: tuple[str, str], to: str) -> str:
    if to.startswith("spec.runPolicy."):
        return f"{key[1]} has it at the top of the spec"
    return "the replica type as its operator renamed it, as the Training Operator's v1 does"


def _summary(key: tuple[str, str], old: Old, moved: dict[str, str]) -> str:
    fields = f": {', '.join(f'{a} -> {b}' for a, b in moved.items())} moved" if moved else ""
    return (
        f"{key[0]} {key[1]} is served by no Training Operator release: converted to {V1_API_VERSION} field for field "
        f"({old.source} types){fields}; the spec renders the {V1_API_VERSION} job"
    )


def _default_written(key: tuple[str, str], old: Old, path: str, value: Any) -> str:
    return (
        f"{path}: unset, and {old.source.split(' ')[0]} ({key[1]}) defaulted it to {value!r} where {V1_API_VERSION} "
        f"does not: written {value!r}, so the job runs as it did"
    )


def _mpi_v1alpha1(doc: Obj) -> list[Note]:
    body = doc.get("spec") if isinstance(doc.get("spec"), dict) else {}
    assert isinstance(body, dict)
    fields = [name for name in body if name in MPI_V1ALPHA1_FIELDS]
    why = (
        "MPIJob kubeflow.org/v1alpha1 (mpi-operator v0.2.3 kubeflow/v1alpha1) is served by no release and has no "
        f"field-for-field {V1_API_VERSION}: one pod template for the launcher and every worker, sized by GPUs per "
        "node, where v1 has a template per role; rewrite it as mpiReplicaSpecs (Launcher, Worker); skipped"
    )
    per_field = f"does not convert to {V1_API_VERSION} field for field: not imported"
    return [Note(None, why)] + [Note(f"spec.{name}", per_field) for name in fields]


def leaves(value: Any, path: str = "") -> dict[str, Any]:
    """Every scalar or list of `value` by its dotted path (for the accounting of a conversion: tests and harness)."""
    if isinstance(value, dict) and value:
        out: dict[str, Any] = {}
        for key, inner in value.items():
            out.update(leaves(inner, f"{path}.{key}" if path else str(key)))
        return out
    return {path: value}
