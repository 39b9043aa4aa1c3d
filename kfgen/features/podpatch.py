"""The escape hatch: pod patches whose lists merge by name must name their items."""

from __future__ import annotations

from collections.abc import Iterator

from kfgen.checks.validate import type_name
from kfgen.features.base import Feature
from kfgen.model import Context
from kfgen.results import Result, error


def check(ctx: Context) -> Iterator[Result]:
    for prefix, settings in ctx.container_settings:
        patch = (settings.get("podPatch") or {}).get("spec")
        if not isinstance(patch, dict):
            continue
        where = (*prefix, "podPatch", "spec")
        for key in ("containers", "initContainers", "volumes"):
            items = patch.get(key)
            if items is None:
                continue
            if not isinstance(items, list):
                yield error(f"must be a list, not {type_name(items)}", ctx.ref, ctx.field(*where, key))
                continue
            for index, item in enumerate(items):
                if not isinstance(item, dict) or not isinstance(item.get("name"), str):
                    why = f"pod patch {key} merge by name"
                    if key == "containers":
                        why += f" (the training container is {ctx.container_name!r})"
                    yield error(f"is required: {why}", ctx.ref, ctx.field(*where, key, index, "name"))


FEATURE = Feature("podPatch", check=check)
