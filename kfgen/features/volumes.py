"""Volumes: one source each, unique names and mount paths, roles that exist."""

from __future__ import annotations

from collections.abc import Iterator

from kfgen.features.base import Feature
from kfgen.model import Context
from kfgen.results import Result, error


def check(ctx: Context) -> Iterator[Result]:
    paths: dict[str, str] = {}
    for index, volume in enumerate(ctx.spec.get("volumes") or []):
        sources = [k for k in ("claim", "configMap", "secret", "emptyDir") if k in volume]
        if len(sources) != 1:
            found = ", ".join(sources) if sources else "none"
            yield error(
                f"needs exactly one of claim, configMap, secret, emptyDir (found {found})",
                ctx.ref,
                ctx.volume_field(index),
            )
        if volume["name"] == "dshm":
            yield error("the name dshm is reserved for shared memory", ctx.ref, ctx.volume_field(index))
        if "path" not in volume:
            yield error("is required", ctx.ref, ctx.volume_field(index, "path"))
            continue
        path = volume["path"].rstrip("/") or "/"
        if path == "/dev/shm":
            yield error("use spec.sharedMemory for /dev/shm", ctx.ref, ctx.volume_field(index, "path"))
        if path in paths:
            yield error(
                f"mount path {path} is also used by volume {paths[path]!r}", ctx.ref, ctx.volume_field(index, "path")
            )
        paths[path] = volume["name"]
        for role in volume.get("roles") or []:
            if role not in ctx.replicas:
                yield error(f"role {role!r} has no replicas", ctx.ref, ctx.volume_field(index, "roles"))
    names_seen: set[str] = set()
    for index, volume in enumerate(ctx.spec.get("volumes") or []):
        if volume["name"] in names_seen:
            yield error(
                f"duplicate volume name {volume['name']!r} (a volume is named after its claim, configMap "
                "or secret); give one of them another name",
                ctx.ref,
                ctx.volume_field(index),
            )
        names_seen.add(volume["name"])


FEATURE = Feature("volumes", check=check)
