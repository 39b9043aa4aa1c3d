"""The resolved model of one TrainingSpec in one environment: layers merged, roles resolved."""

from __future__ import annotations

import functools
import json
from typing import TYPE_CHECKING, Any, NamedTuple, cast

from kfgen import merge
from kfgen.api import Obj
from kfgen.digest import sha256_hex
from kfgen.render import tracking
from kfgen.results import ResourceRef
from kfgen.workloads.frameworks import FRAMEWORKS, Framework

if TYPE_CHECKING:
    from collections.abc import Mapping

    from kfgen.generated.types import EnvironmentSpec
    from kfgen.workloads.profile import Workload

BUILTIN_DEFAULTS: dict[str, Any] = {"backend": "v1"}
MUTABLE_FIELDS = frozenset({"labels", "annotations", "updatePolicy", "historyLimit"})
MUTABLE_RUN_POLICY = frozenset({"ttlAfterFinished", "suspend"})
REVISION_LENGTH = 5
DEFAULT_GPU_RESOURCE = "nvidia.com/gpu"


class Context:
    """Everything the rules and the builder need, computed once."""

    # a plain class: importing dataclasses (and inspect with it) is 5 ms of every start, `kfgen fn`'s included
    def __init__(
        self,
        *,
        source: dict[str, Any],
        ref: ResourceRef,
        name: str,
        namespace: str,
        env_name: str | None,
        env: dict[str, Any],
        spec: dict[str, Any],
        framework: Framework,
        profile: Workload,
        replicas: dict[str, int],
        controller: bool = False,
        layer: str | None = None,
    ) -> None:
        self.source = source  # the TrainingSpec object as given
        self.ref = ref
        self.name = name
        self.namespace = namespace
        self.env_name = env_name
        # the spec.environments override merged in: the Environment's, or (`kfgen validate` without --env) one layer
        # checked on its own, with no Environment
        self.layer = layer if layer is not None else env_name
        self.env = env  # the Environment's spec ({} without one)
        self.spec = spec  # the effective spec after merging every layer
        self.framework = framework
        self.profile = profile  # the workload that runs it: everything known about its job kind
        self.replicas = replicas  # role -> replicas, in the job's role order
        self.role_specs: dict[str, dict[str, Any]] = {}  # role -> effective settings
        self.controller = controller  # rendering for the in-cluster controller: one job name per revision
        self.hostnames: list[str] = []  # of the job's pods and Services, from its workload

    @property
    def gitops(self) -> bool:
        """The render path for Argo CD and Flux (`Environment.spec.delivery`; the controller has its own rules)."""
        return not self.controller and (self.env.get("delivery") or "gitops") == "gitops"

    @functools.cached_property
    def authored(self) -> list[tuple[str, Obj]]:
        """The layers a spec author writes, highest first, with their field prefixes: this environment's
        override, then the spec itself."""
        spec = self.source.get("spec") or {}
        override = (spec.get("environments") or {}).get(self.layer) if self.layer else None
        layers = [(f"spec.environments.{self.layer}", override)] if isinstance(override, dict) else []
        return [*layers, ("spec", spec)]

    @property
    def runtime(self) -> str:
        """The Trainer v2 runtime a TrainJob references: the spec's, or its framework's default."""
        return str(self.spec.get("runtime") or self.framework.runtime)

    @property
    def runtime_kind(self) -> str:
        return str(self.spec.get("runtimeKind", "ClusterTrainingRuntime"))

    @property
    def job_kind(self) -> str:
        """The kind of the job the workload renders (a TrainJob, a Job, or the v1 framework's kind)."""
        return self.profile.job_kind(self.framework)

    @property
    def container_name(self) -> str:
        """The training container's name: spec.containerName, else the operator's (a TrainJob's runtime's)."""
        return str(self.spec.get("containerName") or self.profile.default_container(self.framework))

    def role_container_name(self, role: str) -> str:
        """A role's training container name: its own (`roles.<role>.containerName`), else the spec's."""
        return str(self.role_specs[role].get("containerName") or self.container_name)

    @property
    def training_container_names(self) -> frozenset[str]:
        """Every role's training container name (one, unless roles name theirs apart)."""
        return frozenset(self.role_container_name(role) for role in self.role_specs) or frozenset({self.container_name})

    @property
    def primary_container_name(self) -> str:
        """Katib's primaryContainerName: the container of the role that runs the program, else every role's."""
        role = self.framework.command_role
        return self.role_container_name(role) if role in self.role_specs else self.container_name

    @property
    def allowed_roles(self) -> list[str]:
        return list(self.profile.roles(self.framework))

    @functools.cached_property
    def container_settings(self) -> list[tuple[tuple[str, ...], Obj]]:
        """The spec's own container settings and each role's overrides, with their field prefixes."""
        roles = self.spec.get("roles") or {}
        return [((), self.spec), *((("roles", role), settings) for role, settings in roles.items())]

    @functools.cached_property
    def _override(self) -> dict[str, Any]:
        """The spec's layer for this build's Environment (`spec.environments.<layer>`), or {}."""
        layers = (self.source.get("spec") or {}).get("environments") or {}
        layer = layers.get(self.layer or "") if isinstance(layers, dict) else None
        return layer if isinstance(layer, dict) else {}

    def origin(self, *path: str | int) -> str | None:
        """Where a field of the effective spec was set: 'override', 'spec', 'environment' or None."""
        spec = self.source.get("spec") or {}
        override = self._override
        if override and path and path[0] in override and (merge.has(override, path) or merge.nulled(override, path)):
            return "override"
        if merge.has(spec, path):
            return "spec"
        if merge.has(self.env.get("defaults") or {}, path):
            return "environment"
        return None

    def field(self, *path: str | int) -> str:
        """The field path to show for a problem with an effective-spec field (in the layer that removed it with a
        null, that null's field)."""
        where = self.origin(*path)
        if where == "override":
            path = merge.nulled(self._override, path) or path
        dotted = "".join(f"[{p}]" if isinstance(p, int) else f".{p}" for p in path)
        if where == "override":
            return f"spec.environments.{self.layer}{dotted}"
        if where == "environment":
            return f"spec.defaults{dotted} (Environment {self.env_name})"
        return f"spec{dotted}"

    def volume_field(self, index: int, *rest: str) -> str:
        """The field of a merged volume in the layer that set it (volumes merge by name, indexes differ)."""
        name = (self.spec.get("volumes") or [])[index].get("name")
        for where, layer in self.authored:
            matches = [
                i
                for i, volume in enumerate(layer.get("volumes") or [])
                if isinstance(volume, dict)
                and (volume.get("name") == name or volume_name(volume) == name)
                and (not rest or rest[0] in volume)
            ]
            if matches:
                i = index if index in matches else matches[0]  # same-named volumes (an error itself) by position
                return f"{where}.volumes[{i}]" + "".join(f".{r}" for r in rest)
        return self.field("volumes", index, *rest)

    def gpus(self, role: str) -> int:
        return int(self.role_specs[role].get("resources", {}).get("gpu", 0) or 0)

    @property
    def gpu_resource(self) -> str:
        return str(self.spec.get("gpu", {}).get("resource", DEFAULT_GPU_RESOURCE))

    @functools.cached_property
    def revision(self) -> str:
        """A short hash of what the job is made of; fields a running job can take in place are left out."""
        spec = {k: v for k, v in self.spec.items() if k not in MUTABLE_FIELDS}
        run_policy = {k: v for k, v in (spec.get("runPolicy") or {}).items() if k not in MUTABLE_RUN_POLICY}
        spec["runPolicy"] = run_policy
        # what Katib the platform has shapes only an Experiment: a new katib block renames no other job
        unused = ("delivery",) if spec.get("tuning") else ("delivery", "katib")
        return self._digest(spec, REVISION_LENGTH, frozenset(MUTABLE_FIELDS) | frozenset(unused))

    @property
    def revision_names(self) -> bool:
        """Jobs are named `<name>-<revision>`: for the controller, and for GitOps delivery (kfgen.delivery)."""
        return self.controller or (self.env.get("delivery") or "gitops") == "gitops"

    @property
    def job_name(self) -> str:
        return f"{self.name}-{self.revision}" if self.revision_names else self.name

    @functools.cached_property
    def spec_hash(self) -> str:
        return sha256_hex(self.canonical.encode())[:16]

    @property
    def may_substitute(self) -> bool:
        """Whether an object of this spec may hold `${` (kfgen.render.postbuild): a tuning spec's Experiment does, and
        any other only by text of the spec or the Environment; the spec hash's JSON is made anyway."""
        return bool(self.spec.get("tuning")) or "${" in self.canonical or _environment_holds(self.env, "${")

    @functools.cached_property
    def canonical(self) -> str:
        """The effective spec and what reaches its job of the Environment, as canonical JSON: the spec hash's input,
        and a text a check can search before it walks the spec."""
        return self._canonical(self.spec)

    def _digest(self, spec: dict[str, Any], length: int, drop: frozenset[str]) -> str:
        return sha256_hex(self._canonical(spec, drop).encode())[:length]

    def _canonical(self, spec: dict[str, Any], drop: frozenset[str] = frozenset()) -> str:
        """json.dumps({"spec", "environment", "name", "namespace"}, sort_keys=True) with the Environment's part
        written once per build (it is most of the text, and the same for every spec)."""
        dumps = functools.partial(json.dumps, sort_keys=True, separators=(",", ":"))
        return (
            f'{{"environment":{_environment_json(self.env, drop)},"name":{dumps(self.name)},'
            f'"namespace":{dumps(self.namespace)},"spec":{dumps(spec)}}}'
        )


# a policy only refuses, and the Environment's own objects (queues, tracking server, network policies, Trainer
# runtimes: a TrainJob names one, Trainer reads it when it starts the job; the accounting of the queues' usage) are
# not the job's: none of them renames a job, only what reaches its pods does
NOT_THE_JOBS = frozenset({"policy", "kueue", "networkPolicy", "trainer", "accounting"})
_environment_texts: dict[tuple[int, frozenset[str], bool], tuple[dict[str, Any], str]] = {}


def _environment_holds(env: dict[str, Any], text: str) -> bool:
    """Whether the canonical JSON of the whole Environment holds `text` (made once per Environment object)."""
    return text in _environment_json(env, frozenset(), whole=True)


def _environment_json(env: dict[str, Any], drop: frozenset[str], whole: bool = False) -> str:
    """The canonical JSON of what of an Environment reaches its jobs, less `drop`; kept per Environment object
    (held, so that its id is not reused; nothing changes a checked Environment)."""
    key = (id(env), drop, whole)
    kept = _environment_texts.get(key)
    if kept is not None and kept[0] is env:
        return kept[1]
    part = env if whole else {k: v for k, v in env.items() if k not in NOT_THE_JOBS and k not in drop}
    if isinstance(part.get("mlflow"), dict) and not whole:
        part["mlflow"] = tracking.job_facing(part["mlflow"])
    text = json.dumps(part, sort_keys=True, separators=(",", ":"))
    if len(_environment_texts) >= 64:
        _environment_texts.clear()
    _environment_texts[key] = (env, text)
    return text


class EnvironmentView(NamedTuple):
    """One Environment for the objects it owns: its name, spec and the namespaces it covers."""

    name: str
    spec: EnvironmentSpec  # checked against the schema before any feature reads it
    served: tuple[str, ...] = ()  # in the cluster: the other namespaces whose TrainingSpecs it renders

    @classmethod
    def of(cls, environment: Obj, served: tuple[str, ...] = ()) -> EnvironmentView:
        meta = environment.get("metadata") if isinstance(environment.get("metadata"), dict) else {}
        spec = merge.drop_nulls(environment.get("spec")) if isinstance(environment.get("spec"), dict) else {}
        return cls(str((meta or {}).get("name", "")), cast("EnvironmentSpec", spec or {}), served)

    @property
    def namespaces(self) -> list[str]:
        """Its own namespace (or `default`), then every namespace its policy lets specs use; without a list in
        the policy, the namespaces the controller renders it for (where a spec renders where it was created)."""
        listed = (self.spec.get("policy") or {}).get("namespaces")
        others = listed if listed is not None else sorted(self.served)
        return list(dict.fromkeys([str(self.spec.get("namespace") or "default"), *map(str, others)]))


def volume_name(volume: dict[str, Any]) -> str:
    if volume.get("name"):
        return str(volume["name"])
    source = volume.get("claim") or volume.get("configMap") or volume.get("secret") or "scratch"
    return str(source).replace(".", "-")[:63].rstrip("-")


def _named_volumes(layer: dict[str, Any] | None) -> dict[str, Any] | None:
    if not layer or not isinstance(layer.get("volumes"), list):
        return layer
    volumes = [{**v, "name": volume_name(v)} if isinstance(v, dict) else v for v in layer["volumes"]]
    return {**layer, "volumes": volumes}


def effective_spec(spec: dict[str, Any], env: dict[str, Any], env_name: str | None) -> dict[str, Any]:
    own = {k: v for k, v in spec.items() if k != "environments"}
    override = (spec.get("environments") or {}).get(env_name) if env_name else None
    layers = (BUILTIN_DEFAULTS, env.get("defaults"), _named_volumes(own), _named_volumes(override))
    # a null removes what a lower layer set; the built-in defaults come back (`backend: null` is v1)
    return {**BUILTIN_DEFAULTS, **merge.layers(*layers, keep=merge.KEEP_NULLS)}


def resolve(
    obj: dict[str, Any],
    env_obj: dict[str, Any] | None,
    profiles: Mapping[str, Workload],
    controller: bool = False,
    layer: str | None = None,
) -> Context:
    """Build the context of a schema-valid TrainingSpec; `profiles` are the workloads by backend. `layer` merges that
    spec.environments override without an Environment (the Environment's own name otherwise)."""
    env = (env_obj or {}).get("spec") or {}  # without nulls (kfgen.core.without_nulls)
    env_name = (env_obj or {}).get("metadata", {}).get("name") if env_obj else None
    layer = env_name if layer is None else layer
    meta = obj["metadata"]
    namespace = meta.get("namespace") or env.get("namespace") or "default"
    spec = effective_spec(obj["spec"], env, layer)
    framework = FRAMEWORKS[spec["framework"]]
    profile = profiles[spec["backend"]]
    ctx = Context(
        source=obj,
        ref=ResourceRef.of(obj, namespace),
        name=meta["name"],
        namespace=namespace,
        env_name=env_name,
        env=env,
        spec=spec,
        framework=framework,
        profile=profile,
        replicas=_replicas(spec, framework, profile.fixed_roles is not None),
        controller=controller,
        layer=layer,
    )
    ctx.role_specs = {role: _role_spec(spec, framework, role) for role in ctx.replicas}
    return ctx


def _replicas(spec: dict[str, Any], framework: Framework, fixed_roles: bool) -> dict[str, int]:
    given: dict[str, int] = dict(spec.get("replicas") or {"worker": 1})
    if fixed_roles:  # the workload's roles, whatever the framework's
        return {role: given[role] for role in given}
    for role in sorted(framework.required):
        given.setdefault(role, 1)
    known = [r for r in framework.roles if r in given]
    unknown = [r for r in given if r not in framework.roles]
    return {role: given[role] for role in known + unknown}


_ROLE_FIELDS = (
    "image",
    "imagePullPolicy",
    "command",
    "args",
    "workingDir",
    "env",
    "resources",
    "ports",
    "nodeSelector",
    "tolerations",
    "podPatch",
    "restartPolicy",
)
_PROGRAM_FIELDS = ("command", "args")


def role_settings(spec: dict[str, Any], framework: Framework, role: str) -> dict[str, Any]:
    """The settings a role's container gets from an effective spec (kfgen.workloads read roles back with it)."""
    return _role_spec(spec, framework, role)


def _role_spec(spec: dict[str, Any], framework: Framework, role: str) -> dict[str, Any]:
    base = {k: spec[k] for k in _ROLE_FIELDS if k in spec}
    if framework.command_role not in (None, role):
        base = {k: v for k, v in base.items() if k not in _PROGRAM_FIELDS}
    if role in framework.cpu_roles and isinstance(base.get("resources"), dict):  # null: none at all
        base["resources"] = {k: v for k, v in base["resources"].items() if k != "gpu"}
    override = (spec.get("roles") or {}).get(role)
    return merge.layers(base, override, keep=merge.KEEP_NULLS) if override else base
