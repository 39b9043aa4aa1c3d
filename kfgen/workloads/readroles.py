"""Roles read back: the spec-level settings of one role and each other role's overrides (the inverse of
kfgen.model's role specs), and the run-policy fields every workload reads the same way."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any, NamedTuple

from kfgen import api
from kfgen.api import Obj
from kfgen.model import role_settings
from kfgen.workloads import readpod
from kfgen.workloads.frameworks import Framework
from kfgen.workloads.profile import ReadBack


class ReplicaRules(NamedTuple):
    """How a kubeflow.org job (v1, mpi-operator's v2beta1) keeps its roles, and what its operator fills in."""

    key: str  # the spec's map of replica specs: pytorchReplicaSpecs, mpiReplicaSpecs
    types: Mapping[str, str]  # role -> replica type, in the job's order
    container: str  # the training container's name without spec.containerName
    replicas: Mapping[str, int]  # role -> the operator's default replicas
    restart: Mapping[str, str]  # role -> the operator's default restartPolicy
    required: frozenset[str]  # roles always present, one replica by default


def read_replicas(
    rules: ReplicaRules, body: Obj, out: ReadBack, name: str, environment: Obj | None
) -> dict[str, readpod.PodRead]:
    """Each role's pod read from the job's replica specs; the spec's `replicas` where they are not the default."""
    roles = {replica_type: role for role, replica_type in rules.types.items()}
    replica_specs = body.get(rules.key)
    where = f"spec.{rules.key}"
    if not isinstance(replica_specs, dict):
        out.problems.append((where, "must be a mapping of replica type to replica spec"))
        return {}
    counts: dict[str, int] = {}
    reads: dict[str, readpod.PodRead] = {}
    for replica_type in sorted(replica_specs, key=lambda t: list(roles).index(t) if t in roles else len(roles)):
        replica, path = replica_specs[replica_type], f"{where}.{replica_type}"
        role = roles.get(replica_type)
        if not isinstance(replica, dict) or not isinstance(replica.get("template", {}), dict):
            out.problems.append((path if not isinstance(replica, dict) else f"{path}.template", "must be a mapping"))
            continue
        if role is None:
            out.unread.append((path, replica))
            continue
        counts[role] = replica.get("replicas", rules.replicas[role])
        template = replica.get("template") or {}
        out.templates[role] = (f"{path}.template", template)
        read = readpod.read_pod(template, rules.container, name, environment)
        if replica.get("restartPolicy", rules.restart[role]) != rules.restart[role]:
            read.settings["restartPolicy"] = replica["restartPolicy"]
        reads[role] = read
    replicas = {r: c for r, c in counts.items() if not (r in rules.required and c == 1)} or counts
    if replicas != {"worker": 1}:
        out.spec["replicas"] = replicas
    return reads


def base_role(framework: Framework, roles: list[str]) -> str:
    """The role whose settings become the spec's: the one running the program, else worker, else the first."""
    for role in (framework.command_role, "worker"):
        if role in roles:
            return role
    return roles[0]


def split(framework: Framework, settings: dict[str, Obj]) -> tuple[Obj, Obj]:
    """(spec-level fields, `roles` overrides) that give each role exactly `settings[role]`."""
    base = dict(settings[base_role(framework, list(settings))])
    roles: Obj = {}
    for role, own in settings.items():
        expected = role_settings(base, framework, role)
        override = {k: v for k, v in own.items() if expected.get(k) != v}
        # a null would not remove a role's field (nulls stay only in pod patches): the default, said explicitly
        override.update({k: framework.restart_policy for k in expected if k not in own and k == "restartPolicy"})
        if override:
            roles[role] = override
    return base, roles


def spec_name(job: Obj) -> str:
    """The TrainingSpec's name of a job: its name less the `-<revision>` kfgen's revision label names."""
    meta: Obj = job["metadata"] if isinstance(job.get("metadata"), dict) else {}
    name = str(meta.get("name") or "")
    labels: Obj = meta["labels"] if isinstance(meta.get("labels"), dict) else {}
    revision = labels.get(api.REVISION_LABEL)
    suffix = f"-{revision}"
    return name.removesuffix(suffix) if revision and name.endswith(suffix) else name


def duration(seconds: Any) -> Any:
    """A job's seconds as a spec duration, the way specs write them: `2h`, `30m`, else the number of seconds."""
    if not isinstance(seconds, int) or isinstance(seconds, bool) or seconds <= 0:
        return seconds
    for unit, size in (("h", 3600), ("m", 60)):
        if seconds % size == 0:
            return f"{seconds // size}{unit}"
    return seconds


def run_policy(body: Obj, fields: tuple[tuple[str, str], ...]) -> Obj:
    """The spec's runPolicy from a job's fields (job field, spec field)."""
    out: Obj = {}
    for field, key in fields:
        if field in body:
            out[key] = duration(body[field]) if key in ("deadline", "ttlAfterFinished") else body[field]
    return out


def role_reads(reads: dict[str, Any], framework: Framework) -> tuple[Obj, Obj]:
    """(the spec's fields, its `roles`) from each role's PodRead: pod-level fields come from the base role, except
    tracking (the primary role's where only it has it: `runs: perJob`) and volumes (each names the roles that mount
    it where not all do)."""
    base_spec, roles = split(framework, {role: read.settings for role, read in reads.items()})
    spec: Obj = {**base_spec, **reads[base_role(framework, list(reads))].pod}
    pods = {role: read.pod for role, read in reads.items()}
    tracked = [pod["tracking"] for pod in pods.values() if "tracking" in pod]
    spec.pop("tracking", None)
    if tracked:
        mlflow = dict(tracked[0]["mlflow"])
        if len(tracked) < len(pods):
            mlflow["runs"] = "perJob"
        spec["tracking"] = {"mlflow": mlflow}
    volumes = _volumes(pods)
    spec.pop("volumes", None)
    if volumes:
        spec["volumes"] = volumes
    if roles:
        spec["roles"] = roles
    return spec, roles


def _volumes(pods: dict[str, Obj]) -> list[Obj]:
    """Every role's volumes in the order the roles have them, with `roles` where not every role mounts one."""
    order: dict[str, Obj] = {}
    holders: dict[str, list[str]] = {}
    for role, pod in pods.items():
        for volume in pod.get("volumes") or []:
            if order.setdefault(volume["name"], volume) == volume:
                holders.setdefault(volume["name"], []).append(role)
    out = []
    for name, volume in order.items():
        held = holders[name]
        out.append(volume if len(held) == len(pods) else {**volume, "roles": held})
    return out


GANG = (("minAvailable", "minAvailable"), ("queue", "queue"), ("priorityClass", "priorityClass"))


def gang(policy: Any, out: ReadBack) -> Obj:
    """The spec's gang from a kubeflow.org job's runPolicy.schedulingPolicy (v1 and mpi-operator's v2beta1 alike)."""
    policy = policy if isinstance(policy, dict) else {}
    found: Obj = {key: policy[field] for field, key in GANG if field in policy}
    replicas = out.spec.get("replicas") or {"worker": 1}
    if found.get("minAvailable") == sum(replicas.values()):
        found.pop("minAvailable")
    if "scheduleTimeoutSeconds" in policy:
        found["scheduleTimeout"] = duration(policy["scheduleTimeoutSeconds"])
    known = {field for field, _ in GANG} | {"scheduleTimeoutSeconds"}
    out.unread.extend([(f"spec.runPolicy.schedulingPolicy.{k}", v) for k, v in policy.items() if k not in known])
    return found
