"""A spec's pod patches split into parts kfgen carries or refuses one by one (`kfgen import`): where one field of a
pod patch is refused (a hostPath volume, an init container, a capability the Environment does not allow), that
field alone is left out and named, and the rest of the patch (affinity, envFrom, extended resources...) is kept.

A part is one field of one pod patch (`spec.podPatch` or `spec.roles.<role>.podPatch`): one label, one annotation or
another key of its metadata, a key of its pod spec, one volume with the mounts of it the patch writes, one init
container, a container kfgen does not write, or one key (one resource) of a container it writes. Parts are tried
in order, each kept where adding it to those kept so far makes kfgen find no problem it did not find without any
pod patch: the result depends only on the spec and the render.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import Any, NamedTuple

from kfgen.api import Obj
from kfgen.migrate import compare

Location = tuple[str, ...]  # ("podPatch",) or ("roles", ROLE, "podPatch")


class Part(NamedTuple):
    location: Location
    diffs: tuple[compare.Diff, ...]  # its fields, as paths inside the pod patch
    why: str = ""  # what kfgen says of it, where it is left out

    @property
    def field(self) -> str:
        """The spec field the part is written at: `spec.roles.worker.podPatch.spec.volumes[shmem]`."""
        return compare.dotted(("spec", *self.location, *self.diffs[0].path))


def parts(spec: Obj) -> list[Part]:
    """Every part of every pod patch of `spec`, in the order the spec writes them."""
    body: Obj = spec["spec"]
    found = [*_parts(("podPatch",), body.get("podPatch"))]
    for role, settings in (body.get("roles") or {}).items():
        if isinstance(settings, dict):
            found += _parts(("roles", role, "podPatch"), settings.get("podPatch"))
    return found


def without_patches(spec: Obj) -> Obj:
    """`spec` without any pod patch (a role left with nothing is left out, and `roles` with no role)."""
    body = {k: v for k, v in spec["spec"].items() if k != "podPatch"}
    roles = {}
    for role, settings in (body.pop("roles", None) or {}).items():
        rest = {k: v for k, v in settings.items() if k != "podPatch"} if isinstance(settings, dict) else settings
        if rest:
            roles[role] = rest
    if roles:
        body["roles"] = roles
    return {**spec, "spec": body}


def with_parts(spec: Obj, chosen: list[Part]) -> Obj:
    """`spec` (without pod patches) with the pod patches the `chosen` parts make."""
    by_location: dict[Location, list[compare.Diff]] = {}
    for part in chosen:
        by_location.setdefault(part.location, []).extend(part.diffs)
    body = dict(spec["spec"])
    roles = {role: dict(settings) for role, settings in (body.get("roles") or {}).items()}
    for location, diffs in by_location.items():
        patch, _ = compare.patch_of(diffs)
        if location == ("podPatch",):
            body["podPatch"] = patch
        else:
            roles.setdefault(location[1], {})["podPatch"] = patch
    if roles:
        body["roles"] = roles
    return {**spec, "spec": body}


def carried(spec: Obj, refused: Callable[[Obj], list[str]]) -> tuple[Obj, list[Part]]:
    """(`spec` with the parts of its pod patches that `refused` finds nothing against, the parts left out with what
    it found)."""
    base = without_patches(spec)
    kept: list[Part] = []
    left: list[Part] = []
    for part in parts(spec):
        why = refused(with_parts(base, [*kept, part]))
        if why:
            left.append(part._replace(why="; ".join(why)))
        else:
            kept.append(part)
    return with_parts(base, kept), left


def _parts(location: Location, patch: Any) -> list[Part]:
    if not isinstance(patch, dict):
        return []
    found: list[Part] = []
    for key, value in patch.items():
        if key == "spec" and isinstance(value, dict):
            found += _pod_parts(location, value)
        elif key == "metadata" and isinstance(value, dict):
            found += _metadata_parts(location, value)
        else:
            found.append(_part(location, (key,), value))
    return found


def _metadata_parts(location: Location, metadata: Obj) -> list[Part]:
    """One part per label and per annotation (a label kfgen owns is refused, the job's own beside it kept)."""
    found: list[Part] = []
    for key, value in metadata.items():
        if key in ("labels", "annotations") and isinstance(value, dict) and value:
            found += [_part(location, ("metadata", key, name), item) for name, item in value.items()]
        else:
            found.append(_part(location, ("metadata", key), value))
    return found


def _pod_parts(location: Location, pod: Obj) -> list[Part]:
    volumes = {v["name"] for v in _named(pod.get("volumes"))}
    mounts: dict[str, list[compare.Diff]] = {}
    containers: list[Part] = []
    for container in _named(pod.get("containers")):
        at: tuple[compare.Step, ...] = ("spec", "containers", ("name", container["name"]))
        if "image" in container:  # a container kfgen does not write (its own has the spec's image): whole
            containers.append(_part(location, at, container))
            continue
        for key, value in container.items():
            if key == "volumeMounts" and _named(value):
                for mount in value:
                    step = (*at, key, ("name", mount["name"]))
                    if mount["name"] in volumes:
                        mounts.setdefault(mount["name"], []).append(compare.Diff(step, "set", mount))
                    else:
                        containers.append(_part(location, step, mount))
            elif key == "resources" and isinstance(value, dict):
                containers += _resource_parts(location, (*at, key), value)
            elif key != "name":
                containers.append(_part(location, (*at, key), value))
    found: list[Part] = []
    for key, value in pod.items():
        if key == "volumes" and _named(value):
            for volume in value:
                own = compare.Diff(("spec", key, ("name", volume["name"])), "set", volume)
                found.append(Part(location, (own, *mounts.get(volume["name"], []))))
        elif key == "initContainers" and _named(value):
            found += [_part(location, ("spec", key, ("name", item["name"])), item) for item in value]
        elif key == "containers" and _named(value):
            found += containers
        else:
            found.append(_part(location, ("spec", key), value))
    return found


def _resource_parts(location: Location, at: tuple[compare.Step, ...], resources: Obj) -> list[Part]:
    """One part per resource (its request and its limit: an EFA interface kept where a CPU request without a limit
    is refused), and one per other field of `resources`."""
    found: dict[str, list[compare.Diff]] = {}
    for key, value in resources.items():
        if key in ("requests", "limits") and isinstance(value, dict):
            for name, quantity in value.items():
                found.setdefault(f"resource {name}", []).append(compare.Diff((*at, key, name), "set", quantity))
        else:
            found.setdefault(key, []).append(compare.Diff((*at, key), "set", value))
    return [Part(location, tuple(diffs)) for diffs in found.values()]


def _part(location: Location, path: tuple[compare.Step, ...], value: Any) -> Part:
    return Part(location, (compare.Diff(path, "set", value),))


def _named(value: Any) -> list[Obj]:
    if isinstance(value, list) and all(isinstance(i, dict) and isinstance(i.get("name"), str) for i in value):
        return value
    return []
