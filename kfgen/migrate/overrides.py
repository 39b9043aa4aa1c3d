"""One field of a spec as several environments need it, split into a base value and per-environment overrides.

The layers merge by kfgen.merge's rules: a map merges into the map below, a null removes what is below (but in a
pod patch a null is a value: it removes a field of the generated pod), a list replaces the list below, except a
list of named items (volumes, ports, a pod patch's containers...), which merges by name: an item can be changed by
name and appended, never removed. For each field the cheapest choice wins, cost being the leaves written (a value
an override cannot express costs PENALTY): the Environment's value where it is the one wanted (nothing written), a
value in the base that most environments want, or each environment's own value.
"""

from __future__ import annotations

import json
from collections.abc import Mapping
from typing import Any, NamedTuple

from kfgen import merge
from kfgen.model import volume_name
from kfgen.render.pod import qualified_image

Path = tuple[str | int, ...]
PENALTY = 10_000


class _Absent:
    """No value at this field: not written, or not there."""

    def __repr__(self) -> str:
        return "ABSENT"


ABSENT: Any = _Absent()


class Option(NamedTuple):
    """A way to write one field: the base value and each environment's override (ABSENT: not written)."""

    base: Any
    overrides: dict[str, Any]
    penalties: int  # environments whose value this way cannot give

    @property
    def cost(self) -> int:
        return leaves(self.base) + sum(leaves(o) for o in self.overrides.values()) + PENALTY * self.penalties


def leaves(value: Any) -> int:
    """The size of a value as written: its scalars (and empty maps and lists, null included)."""
    if value is ABSENT:
        return 0
    if isinstance(value, dict):
        return sum(leaves(v) for v in value.values()) or 1
    if isinstance(value, list):
        return sum(leaves(v) for v in value) or 1
    return 1


def keeps_nulls(path: Path) -> bool:
    """In a pod patch a null is a value (merge.KEEP_NULLS), so it cannot remove what a lower layer wrote."""
    return path[:1] == ("podPatch",) or (len(path) >= 3 and path[0] == "roles" and path[2] == "podPatch")


def is_image(path: Path) -> bool:
    """The fields the Environment's registry qualifies (kfgen.render.pod.image): the spec's and a role's image."""
    return path == ("image",) or (len(path) == 3 and path[0] == "roles" and path[2] == "image")


def named_items(path: Path, value: Any) -> bool:
    """A list that merges by name across layers (kfgen.merge._merge_named_list)."""
    return (
        bool(path)
        and path[-1] in merge.NAMED_LISTS
        and isinstance(value, list)
        and all(isinstance(i, dict) and "name" in i for i in value)
    )


class Layering:
    """Splits fields for environments whose registries (the Environments' `registry`, or None) are given."""

    def __init__(self, registries: Mapping[str, str | None], preference: list[str] | None = None) -> None:
        self.registries = dict(registries)
        self.preference = preference or list(registries)  # whose value goes to the base when costs tie

    def equivalent(self, path: Path, env: str, a: Any, b: Any) -> bool:
        """The same in `env`: equal, or two images that name the same one once the registry is applied."""
        if a == b and type(a) is type(b):
            return True
        if is_image(path) and isinstance(a, str) and isinstance(b, str):
            registry = self.registries.get(env)
            return qualified_image(registry, a) == qualified_image(registry, b)
        return False

    def short_form(self, path: Path, env: str, value: Any) -> Any:
        """An image without the registry the Environment puts in front anyway; any other value as it is."""
        registry = self.registries.get(env)
        if not (is_image(path) and registry and isinstance(value, str) and value.startswith(registry + "/")):
            return value
        rest = value[len(registry) + 1 :]
        return rest if qualified_image(registry, rest) == value else value

    # one environment

    def layer(self, path: Path, target: Any, below: Any, env: str) -> tuple[Any, int]:
        """What to write over `below` so that `env` gets `target`, and 1 where nothing can (else 0)."""
        if self.equivalent(path, env, target, below):
            return ABSENT, 0
        if target is ABSENT:
            return (ABSENT, 1) if keeps_nulls(path) else (None, 0)
        if isinstance(target, dict):
            return self._map_layer(path, target, below, env)
        if named_items(path, target) and named_items(path, below):
            return self._named_layer(path, target, below, env)
        return self.short_form(path, env, target), 0

    def _map_layer(self, path: Path, target: dict[str, Any], below: Any, env: str) -> tuple[Any, int]:
        under = below if isinstance(below, dict) else {}
        out: dict[str, Any] = {}
        bad = 0
        for key in _keys([target, under]):
            value, missed = self.layer((*path, key), target.get(key, ABSENT), under.get(key, ABSENT), env)
            bad += missed
            if value is not ABSENT:
                out[key] = value
        if out or not isinstance(below, dict):
            return out, bad  # an empty map over no map: the map must exist (`gang: {}`)
        return ABSENT, bad

    def _named_layer(self, path: Path, target: list[Any], below: list[Any], env: str) -> tuple[Any, int]:
        names = [item["name"] for item in below]
        if [item["name"] for item in target[: len(names)]] != names:
            return ABSENT, 1  # an item below cannot be removed, nor moved
        out = []
        bad = 0
        for item, under in zip(target, below, strict=False):
            value, missed = self._map_layer((*path, item["name"]), item, under, env)
            bad += missed
            if value is not ABSENT:
                out.append({"name": item["name"], **value})
        return [*out, *target[len(names) :]] or ABSENT, bad

    # several environments

    def split(self, path: Path, targets: Mapping[str, Any], belows: Mapping[str, Any]) -> Option:
        """The cheapest way to give each environment its target over what is below it; ties go to the first of:
        shared structure, a shared value (the preferred environments' first), nothing written, a null."""
        present = [t for t in targets.values() if t is not ABSENT]
        options: list[Option] = []
        if present and all(isinstance(t, dict) for t in present):
            options.append(self._structure(path, targets, belows))
        if present and all(named_items(path, t) for t in present) and all(b is ABSENT for b in belows.values()):
            options += self._named_structure(path, targets)
        for value in self._candidates(path, targets):
            options.append(self._over(path, targets, value, {env: value for env in targets}))
        options.append(self._over(path, targets, ABSENT, belows))
        if not keeps_nulls(path):
            options.append(self._over(path, targets, None, dict.fromkeys(targets, ABSENT)))
        return min(options, key=lambda option: option.cost)

    def _over(self, path: Path, targets: Mapping[str, Any], base: Any, afters: Mapping[str, Any]) -> Option:
        overrides: dict[str, Any] = {}
        bad = 0
        for env, target in targets.items():
            overrides[env], missed = self.layer(path, target, afters[env], env)
            bad += missed
        return Option(base, overrides, bad)

    def _candidates(self, path: Path, targets: Mapping[str, Any]) -> list[Any]:
        found: dict[str, Any] = {}
        for env in sorted(targets, key=self.preference.index):
            target = targets[env]
            if target is ABSENT or isinstance(target, dict):
                continue
            for value in (self.short_form(path, env, target), target):
                found.setdefault(json.dumps(value, sort_keys=True), value)
        return list(found.values())

    def _structure(self, path: Path, targets: Mapping[str, Any], belows: Mapping[str, Any]) -> Option:
        """The map's fields split one by one; the environments that want no map at all remove it."""
        maps = {env: t for env, t in targets.items() if isinstance(t, dict)}
        unders = {env: b if isinstance(b, dict) else {} for env, b in belows.items() if env in maps}
        base: dict[str, Any] = {}
        overrides: dict[str, dict[str, Any]] = {env: {} for env in maps}
        bad = 0
        for key in _keys([*maps.values(), *unders.values()]):
            field = self.split(
                (*path, key),
                {env: t.get(key, ABSENT) for env, t in maps.items()},
                {env: u.get(key, ABSENT) for env, u in unders.items()},
            )
            bad += field.penalties
            if field.base is not ABSENT:
                base[key] = field.base
            for env, value in field.overrides.items():
                if value is not ABSENT:
                    overrides[env][key] = value
        unmade = [env for env in maps if not isinstance(belows[env], dict) and not overrides[env]]
        written: Any = base if base or unmade else ABSENT
        return self._finish(path, targets, belows, Option(written, {e: o or ABSENT for e, o in overrides.items()}, bad))

    def _named_structure(self, path: Path, targets: Mapping[str, Any]) -> list[Option]:
        """The items every environment has first, in the same order, in the base (changed by name where an
        environment differs); each environment appends the rest."""
        lists = {env: t for env, t in targets.items() if t is not ABSENT}
        shared = _common_prefix([[item["name"] for item in items] for items in lists.values()])
        if not shared:
            return []
        base: list[Any] = []
        overrides: dict[str, list[Any]] = {env: [] for env in lists}
        bad = 0
        for index, name in enumerate(shared):
            items = {env: items[index] for env, items in lists.items()}
            item = self._structure((*path, name), items, dict.fromkeys(items, ABSENT))
            bad += item.penalties
            base.append({"name": name, **(item.base if isinstance(item.base, dict) else {})})
            for env, value in item.overrides.items():
                if value is not ABSENT:
                    overrides[env].append({"name": name, **value})
        for env, items in lists.items():
            overrides[env] += items[len(shared) :]
        option = Option(base, {env: o or ABSENT for env, o in overrides.items()}, bad)
        return [self._finish(path, targets, dict.fromkeys(targets, ABSENT), option)]

    def _finish(self, path: Path, targets: Mapping[str, Any], belows: Mapping[str, Any], option: Option) -> Option:
        """The environments that want nothing here remove what the base or their Environment put there."""
        overrides = dict(option.overrides)
        bad = option.penalties
        for env, target in targets.items():
            if target is ABSENT:
                after = belows[env] if option.base is ABSENT else option.base
                overrides[env], missed = self.layer(path, ABSENT, after, env)
                bad += missed
        return Option(option.base, {env: overrides[env] for env in targets}, bad)


def _keys(maps: list[dict[str, Any]]) -> list[str]:
    return list(dict.fromkeys(key for m in maps for key in m))


def _common_prefix(sequences: list[list[str]]) -> list[str]:
    prefix: list[str] = []
    for names in zip(*sequences, strict=False):
        if len(set(names)) != 1:
            break
        prefix.append(names[0])
    return prefix


def without_derived_names(volumes: Any) -> Any:
    """Spec volumes without the `name` kfgen would give them anyway (kfgen.model.volume_name)."""
    return [_without_derived_name(v) for v in volumes] if isinstance(volumes, list) else volumes


def _without_derived_name(volume: Any) -> Any:
    if not isinstance(volume, dict):
        return volume
    rest = {k: v for k, v in volume.items() if k != "name"}
    return rest if volume.get("name") == volume_name(rest) else volume
