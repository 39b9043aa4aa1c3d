"""The Environment as the platform team's policy: where a spec may land and what it may run as.

A spec author chooses the workload; the Environment's owner chooses the namespace, the identities,
the priority, the queue (kfgen.features.queue), the registries and the labels other systems select on. Each rule below
refuses a spec (or a pod patch) that would step outside that boundary, naming the field that did.

No Environment is not no policy: the floor (no node name, no ServiceAccount token, no existing
ServiceAccount, no `system-*` PriorityClass, no reserved label, no image from outside the policy in any
pod field) holds on every path; an Environment relaxes only what its policy names.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from kfgen import api
from kfgen.api import Obj
from kfgen.checks import podfloor
from kfgen.features.base import Feature
from kfgen.model import Context, EnvironmentView
from kfgen.render import names
from kfgen.render.pod import image as qualified
from kfgen.results import Result, error
from kfgen.workloads.trainjob import runtimes as trainerruntimes

# Labels other systems select on: kfgen's own selectors and the Kueue queue (set from spec.queue).
RESERVED_LABEL_PREFIXES = api.RESERVED_LABEL_PREFIXES
RESERVED_ANNOTATION_PREFIXES = api.RESERVED_ANNOTATION_PREFIXES
FORBIDDEN_PATCH_FIELDS = {
    **podfloor.FORBIDDEN_FIELDS,
    "serviceAccount": f"{podfloor.FORBIDDEN_FIELDS['serviceAccount']}; use spec.serviceAccount",
}


def check(ctx: Context) -> Iterator[Result]:
    rules = (_namespace, _service_account, _priority_classes, _reserved_keys)
    for rule in (*rules, _images, _runtime_images, _tolerations, _pod_patches):
        yield from rule(ctx)


def _policy(ctx: Context) -> Obj:
    return dict(podfloor.policy_of(ctx.env))


def _refused(what: str, value: str, ctx: Context, allowed: list[str], key: str) -> str:
    return podfloor.refusal(what, value, ctx.env_name, allowed, key)


def allowed_namespaces(ctx: Context) -> list[str]:
    return list(_policy(ctx).get("namespaces") or [ctx.env.get("namespace") or "default"])


def _namespace(ctx: Context) -> Iterator[Result]:
    if ctx.env_name is None:
        return  # without an Environment nothing says where specs belong
    if ctx.controller and "namespaces" not in _policy(ctx):
        return  # in the cluster a spec renders where it was created (RBAC's decision) unless the policy lists places
    namespace = (ctx.source.get("metadata") or {}).get("namespace")
    allowed = allowed_namespaces(ctx)
    if namespace is not None and str(namespace) not in allowed:
        yield error(_refused("namespace", str(namespace), ctx, allowed, "namespaces"), ctx.ref, "metadata.namespace")


def allowed_service_accounts(ctx: Context) -> list[str]:
    """Existing ServiceAccounts a spec may name: the Environment's own and those its policy lists (the spec's
    generated one is not existing: naming an account after the spec picks whatever already has that name)."""
    return podfloor.allowed_service_accounts(ctx.env)


def _service_account(ctx: Context) -> Iterator[Result]:
    chosen = ctx.spec.get("serviceAccount")
    allowed = allowed_service_accounts(ctx)
    if chosen and chosen not in allowed:
        yield error(
            _refused("ServiceAccount", chosen, ctx, allowed, "serviceAccounts"), ctx.ref, ctx.field("serviceAccount")
        )


def priority_allowed(ctx: Context, name: str) -> bool:
    return podfloor.priority_allowed(ctx.env, name)


def _priority_list(ctx: Context) -> list[str]:
    return podfloor.priority_list(ctx.env)


def _priority_classes(ctx: Context) -> Iterator[Result]:
    for path in (("priorityClassName",), ("gang", "priorityClass")):
        value = ctx.spec.get(path[0]) if len(path) == 1 else (ctx.spec.get("gang") or {}).get(path[1])
        if value and ctx.origin(*path) != "environment" and not priority_allowed(ctx, str(value)):
            yield error(
                _refused("PriorityClass", str(value), ctx, _priority_list(ctx), "priorityClasses"),
                ctx.ref,
                ctx.field(*path),
            )


# labels and annotations -----------------------------------------------------------------------------


def reserved_label(ctx: Context, key: str, value: Any) -> str | None:
    """Why a spec may not set this label, or None."""
    verb = "remove" if value is None else "set"  # a pod patch's null removes the label
    if key.startswith(RESERVED_LABEL_PREFIXES):
        return f"the label {key} is kfgen's own (objects and pods are selected by it); a spec cannot {verb} it"
    env_labels = ctx.env.get("labels") or {}
    if key in env_labels and env_labels[key] != value:
        verb = "remove" if value is None else "change"
        return f"the label {key} is set by Environment {ctx.env_name} to {env_labels[key]!r}; a spec cannot {verb} it"
    return None


def _reserved_keys(ctx: Context) -> Iterator[Result]:
    for key, value in (ctx.spec.get("labels") or {}).items():
        why = reserved_label(ctx, str(key), value)
        if why:
            yield error(why, ctx.ref, ctx.field("labels", key))
    for key in ctx.spec.get("annotations") or {}:
        why = reserved_annotation(str(key))
        if why:
            yield error(why, ctx.ref, ctx.field("annotations", key))
    for prefix, settings in ctx.container_settings:
        metadata = (settings.get("podPatch") or {}).get("metadata")
        labels = metadata.get("labels") if isinstance(metadata, dict) else None
        for key, value in (labels if isinstance(labels, dict) else {}).items():
            why = reserved_label(ctx, str(key), value)
            if why:
                yield error(why, ctx.ref, ctx.field(*prefix, "podPatch", "metadata", "labels", key))
        annotations = metadata.get("annotations") if isinstance(metadata, dict) else None
        for key in annotations if isinstance(annotations, dict) else {}:
            why = reserved_annotation(str(key))
            if why:
                yield error(why, ctx.ref, ctx.field(*prefix, "podPatch", "metadata", "annotations", key))


def reserved_annotation(key: str) -> str | None:
    if key.startswith(f"{api.GROUP}/"):
        return f"the annotation {key} is kfgen's own; a spec cannot set it"
    if key.startswith(RESERVED_ANNOTATION_PREFIXES):
        return f"the annotation {key} is read by Kueue (the queue comes from spec.queue); a spec cannot set it"
    return None


def environment_check(env: EnvironmentView) -> Iterator[tuple[str, str]]:
    """An Environment's labels and annotations go on every object kfgen makes: not over kfgen's own keys."""
    monitoring = env.spec.get("monitoring") or {}
    for where, labels in (
        ("spec.labels", env.spec.get("labels")),
        ("spec.monitoring.labels", monitoring.get("labels")),
    ):
        for key in labels if isinstance(labels, dict) else {}:
            if str(key) in api.OWN_LABELS or str(key).startswith(f"{api.GROUP}/"):
                yield (
                    f"{where}.{key}",
                    f"the label {key} is kfgen's own (kfgen sets it, and finds its objects and pods by it); "
                    "an Environment cannot set it",
                )
    annotations = env.spec.get("annotations")
    for key in annotations if isinstance(annotations, dict) else {}:
        if str(key).startswith(RESERVED_ANNOTATION_PREFIXES):
            yield f"spec.annotations.{key}", f"the annotation {key} is kfgen's own; an Environment cannot set it"


# images ---------------------------------------------------------------------------------------------


def image_problem(ctx: Context, image: str) -> str | None:
    return full_image_problem(ctx, qualified(ctx, image))


def full_image_problem(ctx: Context, full: str) -> str | None:
    """Why the policy refuses an image as it is pulled (no registry prefix applied), or None."""
    return podfloor.image_problem(ctx.env, ctx.env_name, full)


def _images(ctx: Context) -> Iterator[Result]:
    for prefix, settings in ctx.container_settings:
        image = settings.get("image")
        problem = image_problem(ctx, image) if isinstance(image, str) else None
        if problem:
            yield error(problem, ctx.ref, ctx.field(*prefix, "image"))


def _runtime_images(ctx: Context) -> Iterator[Result]:
    """The images a TrainJob runs from its runtime: the trainer's without spec.image, and the runtime's others."""
    policy = _policy(ctx)
    if not ctx.profile.runtime or not (policy.get("registries") or policy.get("pinnedImages")):
        return
    name, kind = ctx.runtime, ctx.runtime_kind
    if name in trainerruntimes.defined(ctx.env, kind):
        return  # the Environment's own runtime: its images are checked with it (kfgen.features.runtimes)
    has_image = "image" in ctx.role_specs.get("worker", {})
    known = trainerruntimes.containers(kind, name)
    if known is None:
        if not has_image:
            yield error(
                f"is required by Environment {ctx.env_name}'s image policy (spec.policy.registries, pinnedImages): "
                f"kfgen cannot see the image of {kind} {name} (it knows the images of Trainer v2.3.0's default "
                "ClusterTrainingRuntimes only); set spec.image",
                ctx.ref,
                ctx.field("image"),
            )
        return
    runtime_field = ctx.field("runtime") if "runtime" in ctx.spec else ctx.field("framework")
    seen: set[tuple[bool, str]] = set()
    for container in known:
        if container.trainer and has_image:
            continue  # spec.image replaces it, and is checked itself
        problem = full_image_problem(ctx, container.image)
        if not problem or (container.trainer, container.image) in seen:
            continue
        seen.add((container.trainer, container.image))
        if container.trainer:
            message = f"is not set, so the TrainJob runs the image of {kind} {name}: {problem}; set spec.image"
            yield error(message, ctx.ref, ctx.field("image"))
        else:
            where = f"replicated job {container.job}, container {container.container}"
            message = f"{kind} {name} runs an image that spec.image does not replace ({where}): {problem}"
            yield error(message, ctx.ref, runtime_field)


# placement ------------------------------------------------------------------------------------------


def _tolerations(ctx: Context) -> Iterator[Result]:
    for prefix, settings in ctx.container_settings:
        listed = settings.get("tolerations")
        if ctx.origin(*prefix, "tolerations") == "environment":
            continue  # the Environment's own defaults are its choice
        for index, toleration in enumerate(listed if isinstance(listed, list) else []):
            problem = podfloor.toleration_problem(toleration)
            if problem:
                yield error(problem, ctx.ref, ctx.field(*prefix, "tolerations", index))


# pod patches ----------------------------------------------------------------------------------------


def _pod_patches(ctx: Context) -> Iterator[Result]:
    for prefix, settings in ctx.container_settings:
        pod = (settings.get("podPatch") or {}).get("spec")
        if isinstance(pod, dict):
            yield from _pod_patch(ctx, pod, (*prefix, "podPatch", "spec"), prefix)


def _pod_patch(ctx: Context, pod: Obj, where: tuple[str, ...], prefix: tuple[str, ...]) -> Iterator[Result]:
    for key, why in FORBIDDEN_PATCH_FIELDS.items():
        if pod.get(key) is not None:  # a null removes what kfgen never sets
            yield error(f"a pod patch cannot set {key}: it {why}", ctx.ref, ctx.field(*where, key))
    if "serviceAccountName" in pod and pod["serviceAccountName"] is None:
        yield error(
            "a pod patch cannot remove serviceAccountName: the pods would run as the namespace's default "
            "ServiceAccount",
            ctx.ref,
            ctx.field(*where, "serviceAccountName"),
        )
    removes_token_setting = "automountServiceAccountToken" in pod and pod["automountServiceAccountToken"] is None
    if removes_token_setting and not _api_roles_only(ctx, prefix):
        yield error(
            "a pod patch cannot remove automountServiceAccountToken: the pods would mount the ServiceAccount "
            "token if their ServiceAccount does (training pods get no API credentials)",
            ctx.ref,
            ctx.field(*where, "automountServiceAccountToken"),
        )
    account = pod.get("serviceAccountName")
    if account is not None and account != names.service_account(ctx):
        allowed = allowed_service_accounts(ctx)
        if account not in allowed:
            yield error(
                _refused("ServiceAccount", str(account), ctx, allowed, "serviceAccounts"),
                ctx.ref,
                ctx.field(*where, "serviceAccountName"),
            )
    if pod.get("automountServiceAccountToken") is True and not _api_roles_only(ctx, prefix):
        yield error(
            "a pod patch cannot mount the ServiceAccount token: training pods get no API credentials "
            "(kfgen mounts it only where the operator needs it)",
            ctx.ref,
            ctx.field(*where, "automountServiceAccountToken"),
        )
    priority = pod.get("priorityClassName")
    if priority is not None and not priority_allowed(ctx, str(priority)):
        yield error(
            _refused("PriorityClass", str(priority), ctx, _priority_list(ctx), "priorityClasses"),
            ctx.ref,
            ctx.field(*where, "priorityClassName"),
        )
    for key in ("containers", "initContainers", "ephemeralContainers"):
        items = pod.get(key)
        for index, item in enumerate(items if isinstance(items, list) else []):
            image = item.get("image") if isinstance(item, dict) else None
            # a pod patch's image is written as given (no registry prefix): judged as the kubelet pulls it
            problem = full_image_problem(ctx, image) if isinstance(image, str) else None
            if problem:
                yield error(problem, ctx.ref, ctx.field(*where, key, index, "image"))
    yield from _patch_volumes(ctx, pod.get("volumes"), where, prefix)
    tolerations = pod.get("tolerations")
    for index, toleration in enumerate(tolerations if isinstance(tolerations, list) else []):
        problem = podfloor.toleration_problem(toleration)
        if problem:
            yield error(problem, ctx.ref, ctx.field(*where, "tolerations", index))


def _patch_volumes(ctx: Context, volumes: Any, where: tuple[str, ...], prefix: tuple[str, ...]) -> Iterator[Result]:
    """Volumes that carry what the pod's own fields may not: a ServiceAccount token, an image."""
    for index, volume in enumerate(volumes if isinstance(volumes, list) else []):
        if not isinstance(volume, dict):
            continue
        if not _api_roles_only(ctx, prefix):
            for number in podfloor.token_sources(volume):
                yield error(
                    "a pod patch cannot project a ServiceAccount token: training pods get no API credentials "
                    "(for any audience)",
                    ctx.ref,
                    ctx.field(*where, "volumes", index, "projected", "sources", number, "serviceAccountToken"),
                )
        image = volume.get("image")
        reference = image.get("reference") if isinstance(image, dict) else None
        problem = full_image_problem(ctx, reference) if isinstance(reference, str) else None
        if problem:
            yield error(problem, ctx.ref, ctx.field(*where, "volumes", index, "image", "reference"))


def _api_roles_only(ctx: Context, prefix: tuple[str, ...]) -> bool:
    """A role whose pods already get the token (the MPI launcher talks to the API server)."""
    roles = [prefix[1]] if prefix else list(ctx.replicas)
    return all(role in ctx.framework.operator_account_roles for role in roles)


FEATURE = Feature("policy", check=check, environment_check=environment_check)
