"""Where a field of an effective pod patch was written: the layer and, in lists merged by name, the index.

A role's pod patch merges the spec's `podPatch`, the environment override's, the role's
(`roles.<role>.podPatch`) and the override's role; `locate` names the highest layer that sets a field.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kfgen.model import Context


# One step of a path inside a pod patch: a map key, (list key, item name) for a list merged by name, or the
# index in a list the patch replaces.
Step = str | int | tuple[str, str]


def layers(ctx: Context, role: str | None) -> list[tuple[str, Any]]:
    """(field prefix, pod patch) of every layer of a role's pod patch, highest first."""
    out: list[tuple[str, Any]] = []
    for where, layer in ctx.authored:
        roles = layer.get("roles")
        if role is not None and isinstance(roles, dict) and isinstance(roles.get(role), dict):
            out.append((f"{where}.roles.{role}.podPatch", roles[role].get("podPatch")))
    out += [(f"{where}.podPatch", layer.get("podPatch")) for where, layer in ctx.authored]
    return [(where, patch) for where, patch in out if isinstance(patch, dict)]


def find(patch: Any, path: tuple[Step, ...]) -> str | None:
    """The rendered path (`.spec.containers[1].resources`) if the patch writes it (a null included)."""
    rendered = ""
    node = patch
    for step in path:
        if isinstance(step, tuple):
            key, name = step
            items = node.get(key) if isinstance(node, dict) else None
            index = next(
                (i for i, item in enumerate(items or []) if isinstance(item, dict) and item.get("name") == name),
                None,
            )
            if not isinstance(items, list) or index is None:
                return None
            rendered += f".{key}[{index}]"
            node = items[index]
        elif isinstance(step, int):
            if not isinstance(node, list) or step >= len(node):
                return None
            rendered += f"[{step}]"
            node = node[step]
        else:
            if not isinstance(node, dict) or step not in node:
                return None
            rendered += f".{step}"
            node = node[step]
    return rendered


def locate(ctx: Context, role: str | None, path: tuple[Step, ...]) -> str | None:
    """The field of the highest pod patch layer that writes `path`, or None."""
    for where, patch in layers(ctx, role):
        found = find(patch, path)
        if found is not None:
            return where + found
    return None
