"""What a `null` in a pod patch may not remove from the generated pod template.

A null in a pod patch removes what a lower layer set (kfgen.merge), including what kfgen generated.
Most removals are the spec author's choice; these would break the job or its selection, so they are
refused here, naming the field. Security contexts are not listed: the patched template is checked again
against the Environment's Pod Security level (kfgen.checks.security.check_template), which refuses their
removal where the level needs them; the ServiceAccount fields are the policy's (kfgen.policy).
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from kfgen.features.base import Feature
from kfgen.model import Context
from kfgen.results import Result, error

REQUIRED = {
    ("metadata",): "kfgen's labels on the pods select the job's pods (Services, monitors, the controller)",
    ("metadata", "labels"): "kfgen's labels on the pods select the job's pods (Services, monitors, the controller)",
    ("spec",): "the pod spec holds the training container",
    ("spec", "containers"): "the training container is the job",
}


def check(ctx: Context) -> Iterator[Result]:
    roles = ctx.spec.get("roles") or {}
    for prefix, settings in [((), ctx.spec), *((("roles", role), s) for role, s in roles.items())]:
        patch = settings.get("podPatch") if isinstance(settings, dict) else None
        if isinstance(patch, dict):
            yield from _patch(ctx, patch, (*prefix, "podPatch"))


def _patch(ctx: Context, patch: dict[str, Any], where: tuple[str, ...]) -> Iterator[Result]:
    for path, why in REQUIRED.items():
        parent = _at(patch, path[:-1])
        if isinstance(parent, dict) and path[-1] in parent and parent[path[-1]] is None:
            yield error(f"a pod patch cannot remove {path[-1]}: {why}", ctx.ref, ctx.field(*where, *path))
    if ctx.profile.runtime:
        return  # a TrainJob's container takes its image from spec.image or the runtime
    containers = _at(patch, ("spec", "containers"))
    for index, item in enumerate(containers if isinstance(containers, list) else []):
        if isinstance(item, dict) and item.get("name") in ctx.training_container_names and _removes(item, "image"):
            yield error(
                f"a pod patch cannot remove the image of the training container {item['name']!r}; set spec.image",
                ctx.ref,
                f"{ctx.field(*where, 'spec', 'containers')}[{index}].image",
            )


def _at(data: Any, path: tuple[str, ...]) -> Any:
    for key in path:
        data = data.get(key) if isinstance(data, dict) else None
    return data


def _removes(item: dict[str, Any], key: str) -> bool:
    return key in item and item[key] is None


FEATURE = Feature("podPatchNulls", check=check)
