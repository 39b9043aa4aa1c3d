"""The policy floor of a pod's fields, from an Environment's spec alone: what no pod kfgen writes or passes on may
carry (a node name, a ServiceAccount token, an image from outside the policy, a toleration of a protected taint,
an identity or priority the policy does not allow).

kfgen.features.policy applies it to a spec's pod patches, kfgen.features.runtimes to the pod templates of the
Trainer runtimes an Environment defines.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from typing import Any

from kfgen.checks import hints
from kfgen.checks.apivalidation import image as image_reference

Path = tuple[str | int, ...]
SYSTEM_PRIORITY_PREFIX = "system-"
# Taints that keep pods off nodes no training belongs on: the control plane and cordoned nodes.
PROTECTED_TAINTS = frozenset(
    {"node-role.kubernetes.io/control-plane", "node-role.kubernetes.io/master", "node.kubernetes.io/unschedulable"}
)
# Pod fields that choose identity or placement behind the Environment's back.
FORBIDDEN_FIELDS = {
    "nodeName": "binds the pod to a node, bypassing the scheduler and the Environment's placement",
    "serviceAccount": "is the deprecated alias of serviceAccountName",
}
TOKEN_MOUNT = "training pods get no API credentials"


def policy_of(env: Mapping[str, Any]) -> Mapping[str, Any]:
    value = env.get("policy")
    return value if isinstance(value, dict) else {}


def refusal(what: str, value: str, env_name: str | None, allowed: list[str], key: str) -> str:
    """The message of a choice the Environment's policy (`spec.policy.<key>`) does not allow."""
    listed = ", ".join(allowed) if allowed else "none"
    if env_name is None:
        return (
            f"{what} {value!r} is not allowed without an Environment (allowed: {listed}; an Environment's owner "
            f"lists others in spec.policy.{key})"
        ) + hints.did_you_mean(value, allowed)
    return (
        f"{what} {value!r} is not allowed in Environment {env_name} (allowed: {listed}; the Environment's "
        f"owner lists others in spec.policy.{key})"
    ) + hints.did_you_mean(value, allowed)


def allowed_service_accounts(env: Mapping[str, Any]) -> list[str]:
    """Existing ServiceAccounts a pod may run as: the Environment's own and those its policy lists."""
    own = [str(env["serviceAccount"])] if env.get("serviceAccount") else []
    return [*own, *(policy_of(env).get("serviceAccounts") or [])]


def priority_allowed(env: Mapping[str, Any], name: str) -> bool:
    """Whether the policy allows the PriorityClass `name`: the listed ones, else any not named system-* (the
    Environment's own default passes the same test: kfgen.features.ownpolicy)."""
    listed = policy_of(env).get("priorityClasses")
    if listed is not None:
        return name in listed
    return not name.startswith(SYSTEM_PRIORITY_PREFIX)


def priority_list(env: Mapping[str, Any]) -> list[str]:
    listed = policy_of(env).get("priorityClasses")
    return list(listed) if listed is not None else [f"any not named {SYSTEM_PRIORITY_PREFIX}*"]


DOCKER_HUB_ALIASES = ("index.docker.io", "registry-1.docker.io")


def pulled_from(image: str) -> str:
    """The reference a container runtime pulls, as it normalises one (distribution/reference ParseNormalizedNamed):
    Docker Hub for an image without a registry host, and `library/` for a Docker Hub image of one component."""
    first, slash, rest = image.partition("/")
    if not (slash and ("." in first or ":" in first or first == "localhost")):
        first, rest = "docker.io", image
    elif first in DOCKER_HUB_ALIASES:
        first = "docker.io"
    if first == "docker.io" and "/" not in rest:
        rest = f"library/{rest}"
    return f"{first}/{rest}"


def image_problem(env: Mapping[str, Any], env_name: str | None, full: str) -> str | None:
    """Why the policy refuses an image as it is pulled (no registry prefix applied), or None."""
    policy = policy_of(env)
    registries = policy.get("registries")
    pulled = pulled_from(full)
    if registries and not any(pulled.startswith(r.rstrip("/") + "/") for r in registries):
        shown = repr(full) if pulled == full else f"{full!r} (pulled as {pulled})"
        return (
            f"image {shown} is not from a registry Environment {env_name} allows "
            f"({', '.join(registries)}; spec.policy.registries)"
        )
    if policy.get("pinnedImages") and not image_reference.is_pinned(full):
        return (
            f"image {full!r} is not pinned: Environment {env_name} refuses :latest and untagged images; "
            "use a version tag or a digest"
        )
    return None


def toleration_problem(toleration: Any) -> str | None:
    """Why a pod may not tolerate this, or None: taints still fence nodes a nodeSelector could reach."""
    if not isinstance(toleration, dict):
        return None
    key = toleration.get("key")
    if not key and toleration.get("operator") == "Exists":
        return (
            "a toleration without a key and operator Exists tolerates every taint (the control plane, cordoned "
            "nodes and other teams' pools); name the taint"
        )
    if key in PROTECTED_TAINTS:
        return f"a spec cannot tolerate the taint {key}: it keeps pods off the control plane and cordoned nodes"
    return None


def token_sources(volume: Mapping[str, Any]) -> list[int]:
    """The projected sources of a volume that carry a ServiceAccount token."""
    projected = volume.get("projected")
    sources = projected.get("sources") if isinstance(projected, dict) else None
    listed = sources if isinstance(sources, list) else []
    return [i for i, s in enumerate(listed) if isinstance(s, dict) and s.get("serviceAccountToken") is not None]


def pod_spec_problems(
    env: Mapping[str, Any], env_name: str | None, spec: Mapping[str, Any]
) -> Iterator[tuple[Path, str]]:
    """(path in the pod spec, message) of every floor rule a whole pod spec (not a patch) breaks."""
    for key, why in FORBIDDEN_FIELDS.items():
        if spec.get(key) is not None:
            yield (key,), f"a pod template cannot set {key}: it {why}"
    account = spec.get("serviceAccountName")
    if isinstance(account, str) and account not in allowed_service_accounts(env):
        allowed = allowed_service_accounts(env)
        yield ("serviceAccountName",), refusal("ServiceAccount", account, env_name, allowed, "serviceAccounts")
    if spec.get("automountServiceAccountToken") is True:
        yield ("automountServiceAccountToken",), f"a pod template cannot mount the ServiceAccount token: {TOKEN_MOUNT}"
    priority = spec.get("priorityClassName")
    if isinstance(priority, str) and not priority_allowed(env, priority):
        listed = priority_list(env)
        yield ("priorityClassName",), refusal("PriorityClass", priority, env_name, listed, "priorityClasses")
    for key in ("initContainers", "containers", "ephemeralContainers"):
        items = spec.get(key)
        for index, item in enumerate(items if isinstance(items, list) else []):
            image = item.get("image") if isinstance(item, dict) else None
            problem = image_problem(env, env_name, image) if isinstance(image, str) else None
            if problem:
                yield (key, index, "image"), problem
    yield from _volumes(env, env_name, spec.get("volumes"))
    tolerations = spec.get("tolerations")
    for index, toleration in enumerate(tolerations if isinstance(tolerations, list) else []):
        problem = toleration_problem(toleration)
        if problem:
            yield ("tolerations", index), problem


def _volumes(env: Mapping[str, Any], env_name: str | None, volumes: Any) -> Iterator[tuple[Path, str]]:
    for index, volume in enumerate(volumes if isinstance(volumes, list) else []):
        if not isinstance(volume, dict):
            continue
        for number in token_sources(volume):
            where: Path = ("volumes", index, "projected", "sources", number, "serviceAccountToken")
            yield where, f"a pod template cannot project a ServiceAccount token: {TOKEN_MOUNT} (for any audience)"
        image = volume.get("image")
        reference = image.get("reference") if isinstance(image, dict) else None
        problem = image_problem(env, env_name, reference) if isinstance(reference, str) else None
        if problem:
            yield ("volumes", index, "image", "reference"), problem
