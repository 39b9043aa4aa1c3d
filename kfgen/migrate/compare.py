"""An input job and kfgen's render of it, compared under kfgen's documented normalisations; the pod patch that
carries what differs.

Normalisations (what kfgen writes that an input without it does not count as a difference):
- labels and annotations kfgen adds (its own keys, the Istio and delivery annotations): any key the input lacks,
  and the values of its own `kfgen.dev/` keys (the revision, the spec hash: rendered again from the spec), except
  that annotations written empty (`annotations: {}`) hold none: kfgen's are removed by the pod patch;
- the security contexts it writes (pod and container `securityContext`, and each setting it adds to one the input
  has: a container's `runAsUser` stays the input's, kfgen's `runAsNonRoot` beside it is no difference),
  `automountServiceAccountToken` and its generated ServiceAccount `<name>-kfgen`;
- the job's name with kfgen's revision suffix (`<name>-<revision>`), wherever it appears, and the namespace
  `default`; a namespace written empty (`''`) is none (the API server takes the request's);
- API and operator defaults it writes out: `replicas: 1`, the operator's replica `restartPolicy`, port `protocol:
  TCP`, empty maps and lists (not a TrainJob's `numNodes`: the import states the count a TrainJob without one runs,
  its runtime's, kfgen.migrate.trainjobnodes, and kfgen's must equal it);
- order: of map keys, of the items of lists merged by name (containers, volumes, env, ports, mounts), and of the
  lists Katib reads by name (`algorithmSettings`, `metricStrategies`: kfgen writes them sorted by name);
- a quantity as a number or its string (`cpu: 4`, `cpu: '4'`);
- the name of a pod's memory-backed volume at `/dev/shm` (kfgen names it `dshm`: `shm_named`);
- a container's requests the API server defaults from its limits: a resource the input limits and does not
  request is requested as much, so kfgen's request equal to the limit is no difference;
- kfgen's GPU toleration (`nvidia.com/gpu` Exists NoSchedule, which it adds last to every GPU pod, as Kubernetes'
  ExtendedResourceToleration admission does): the import names it (`GPU_TOLERATION`), no pod patch undoes it.
Everything else is a difference: carried by a pod patch when it is inside a pod template, else reported.
"""

from __future__ import annotations

from collections.abc import Mapping
from types import MappingProxyType
from typing import Any, NamedTuple

from kfgen import api
from kfgen.merge import NAMED_LISTS

OWN_PREFIX = f"{api.GROUP}/"

Step = str | tuple[str, Any]  # a key, or ("name", value): the item of a list merged by name


class Diff(NamedTuple):
    path: tuple[Step, ...]
    kind: str  # "set": the input's value differs or kfgen lacks it; "remove": kfgen adds it; "item": kfgen adds an item
    value: Any  # the input's value ("set"), kfgen's ("remove", "item")


class Defaults(NamedTuple):
    restart_policy: str | None  # the operator's replica restartPolicy (None: not a kubeflow.org/v1 job)
    fields: Mapping[tuple[str, ...], object] = MappingProxyType({})  # the workload's operator_defaults


# Katib finds each item by its name (suggestionclient/algorithm_settings.go, the suggestion services): order is none
KATIB_BY_NAME = frozenset({"algorithmSettings", "metricStrategies"})
SHM_VOLUME = "dshm"
SHM_PATH = "/dev/shm"


def shm_named(value: Any) -> Any:
    """`value` with each pod's memory-backed emptyDir mounted at /dev/shm named as kfgen names it: a volume's name
    is the pod's own, and under kfgen's name the spec's `sharedMemory` carries its size."""
    if isinstance(value, list):
        return [shm_named(v) for v in value]
    if not isinstance(value, dict):
        return value
    out = {k: shm_named(v) for k, v in value.items()}
    old = _shm_volume(out)
    return _renamed(out, old) if old else out


def _shm_volume(pod: dict[str, Any]) -> str | None:
    volumes, containers = pod.get("volumes"), pod.get("containers")
    if not isinstance(volumes, list) or not isinstance(containers, list) or not _named(volumes):
        return None
    if any(v["name"] == SHM_VOLUME for v in volumes):
        return None
    memory = {
        v["name"] for v in volumes if isinstance(v.get("emptyDir"), dict) and v["emptyDir"].get("medium") == "Memory"
    }
    mounted = [
        m["name"]
        for c in containers
        if isinstance(c, dict) and isinstance(c.get("volumeMounts"), list)
        for m in c["volumeMounts"]
        if isinstance(m, dict) and m.get("mountPath") == SHM_PATH and m.get("name") in memory
    ]
    return mounted[0] if len(set(mounted)) == 1 else None


def _renamed(pod: dict[str, Any], old: str) -> dict[str, Any]:
    def mounts(container: Any) -> Any:
        if not isinstance(container, dict) or not isinstance(container.get("volumeMounts"), list):
            return container
        items = container["volumeMounts"]
        return {**container, "volumeMounts": [_as_shm(m, old) for m in items]}

    out = {**pod, "volumes": [_as_shm(v, old) for v in pod["volumes"]]}
    for key in ("containers", "initContainers"):
        if isinstance(pod.get(key), list):
            out[key] = [mounts(c) for c in pod[key]]
    return out


def _as_shm(item: Any, old: str) -> Any:
    return {**item, "name": SHM_VOLUME} if isinstance(item, dict) and item.get("name") == old else item


GPU_TOLERATION = {"key": "nvidia.com/gpu", "operator": "Exists", "effect": "NoSchedule"}


def differences(want: Any, got: Any, defaults: Defaults, path: tuple[Step, ...] = ()) -> list[Diff]:
    """What the input (`want`) has that the render (`got`) has not, or has otherwise."""
    if path[-1:] in (("resources",), ("resourcesPerNode",)) and isinstance(want, dict) and isinstance(got, dict):
        got = _requested(got, want)
    if path[-1:] == ("tolerations",) and isinstance(got, list) and got[-1:] == [GPU_TOLERATION]:
        got = got if GPU_TOLERATION in (want if isinstance(want, list) else []) else got[:-1]
    if isinstance(want, dict) and isinstance(got, dict):
        return _maps(want, got, defaults, path)
    if path and (path[-1] in NAMED_LISTS or path[-1] in KATIB_BY_NAME) and _named(want) and _named(got):
        return _named_lists(want, got, defaults, path)
    return [] if _same(want, got, path) else [Diff(path, "set", want)]


def _maps(want: dict[str, Any], got: dict[str, Any], defaults: Defaults, path: tuple[Step, ...]) -> list[Diff]:
    out: list[Diff] = []
    own = path[-1:] in (("labels",), ("annotations",))
    for key, value in want.items():
        if own and key.startswith(OWN_PREFIX):
            continue  # kfgen's own (revision, spec hash): rendered again from the spec
        if path == ("metadata",) and key == "namespace" and value == "":
            continue
        if key == "annotations" and value == {} and isinstance(got.get(key), dict):
            # written empty, as kfgen renders them when a pod patch removed its own: removed again
            out += [Diff((*path, key, name), "remove", v) for name, v in got[key].items()]
        elif key in got:
            out += differences(value, got[key], defaults, (*path, key))
        elif not _empty(value):
            out.append(Diff((*path, key), "set", value))
    for key, value in got.items():
        if key not in want and not _added_by_kfgen((*path, key), value, defaults):
            out.append(Diff((*path, key), "remove", value))
    return out


def _requested(got: dict[str, Any], want: dict[str, Any]) -> dict[str, Any]:
    """kfgen's resources without each request it writes where the input limits that resource as much and requests
    none: the API server defaults a resource limited and not requested to be requested as much as its limit."""
    requests = got.get("requests")
    asked, limited = (want[k] if isinstance(want.get(k), dict) else {} for k in ("requests", "limits"))
    if not isinstance(requests, dict):
        return got
    defaulted = {k for k, v in requests.items() if k not in asked and k in limited and str(limited[k]) == str(v)}
    if not defaulted:
        return got
    kept = {k: v for k, v in requests.items() if k not in defaulted}
    return {**got, "requests": kept} if kept else {k: v for k, v in got.items() if k != "requests"}


def _named_lists(want: list[Any], got: list[Any], defaults: Defaults, path: tuple[Step, ...]) -> list[Diff]:
    theirs = {item["name"]: item for item in got}
    out: list[Diff] = []
    for item in want:
        step = ("name", item["name"])
        if item["name"] in theirs:
            out += differences(item, theirs.pop(item["name"]), defaults, (*path, step))
        else:
            out.append(Diff((*path, step), "set", item))
    for name, item in theirs.items():
        if differences({"name": name}, item, defaults, (*path, ("name", name))):
            out.append(Diff((*path, ("name", name)), "item", item))
    return out


def _named(value: Any) -> bool:
    return isinstance(value, list) and all(isinstance(i, dict) and "name" in i for i in value)


def _same(want: Any, got: Any, path: tuple[Step, ...]) -> bool:
    if want == got:
        return True
    quantity = any(step in ("requests", "limits", "resourcesPerNode") for step in path)
    return quantity and isinstance(want, int | float | str) and str(want) == str(got)


def _empty(value: Any) -> bool:
    return value == {} or value == [] or value is None


def _added_by_kfgen(path: tuple[Step, ...], value: Any, defaults: Defaults) -> bool:
    key = path[-1]
    parent = path[-2] if len(path) > 1 else None
    if _empty(value) or key in ("securityContext", "automountServiceAccountToken") or parent == "securityContext":
        return True  # a security context kfgen writes, or a setting it adds to the input's
    if parent in ("labels", "annotations") or (key == "tolerations" and value == [GPU_TOLERATION]):
        return True
    if isinstance(value, dict) and not differences({}, value, defaults, path):
        return True  # a map of nothing but what kfgen adds (a pod template's metadata)
    return _default(key, value, path, defaults)


def _default(key: Step, value: Any, path: tuple[Step, ...], defaults: Defaults) -> bool:
    if key == "serviceAccountName":
        return isinstance(value, str) and value.endswith("-kfgen")
    if key == "replicas":  # a TrainJob's numNodes is its runtime's where it sets none: kfgen.migrate.trainjobnodes
        return bool(value == 1)
    if key == "restartPolicy" and len(path) == 4 and value == defaults.restart_policy:
        return True  # spec.<replicaSpecs>.<type>.restartPolicy
    plain = tuple(step for step in path if isinstance(step, str))  # `path` ends with `key`
    if len(plain) == len(path) and plain in defaults.fields and defaults.fields[plain] == value:
        return True
    if path[-2:-1] == ("runtimeRef",):  # the TrainJob API's defaults
        return (key, value) in (("apiGroup", "trainer.kubeflow.org"), ("kind", "ClusterTrainingRuntime"))
    if key == "protocol":
        return bool(value == "TCP")
    if path == ("metadata", "namespace"):
        return bool(value == "default")
    if _named(value):
        return all(not differences({"name": i["name"]}, i, defaults, (*path, ("name", i["name"]))) for i in value)
    return False


def patch_of(diffs: list[Diff]) -> tuple[dict[str, Any], list[Diff]]:
    """(the pod patch that carries `diffs`, the diffs no patch can carry: an item kfgen adds to a list)."""
    patch: dict[str, Any] = {}
    left: list[Diff] = []
    for diff in diffs:
        if diff.kind == "item":
            left.append(diff)
            continue
        _put(patch, diff.path, None if diff.kind == "remove" else diff.value)
    return patch, left


def _put(patch: dict[str, Any], path: tuple[Step, ...], value: Any) -> None:
    node: Any = patch
    for index, step in enumerate(path):
        last = index == len(path) - 1
        if isinstance(step, tuple):
            items = node
            found = [i for i in items if i.get("name") == step[1]]
            item = found[0] if found else {"name": step[1]}
            if not found:
                items.append(item)
            if last:
                item.clear()
                item.update(value if isinstance(value, dict) else {"name": step[1]})
            node = item
            continue
        nxt = path[index + 1] if not last else None
        if last:
            node[step] = value
        elif isinstance(nxt, tuple):
            node = node.setdefault(step, [])
        else:
            node = node.setdefault(step, {})


def dotted(path: tuple[Step, ...]) -> str:
    """A diff's path as a field path: `spec.containers[pytorch].env[HOME]` (items of named lists by name)."""
    text = ""
    for step in path:
        text += f"[{step[1]}]" if isinstance(step, tuple) else (f".{step}" if text else step)
    return text


NOTHING: Any = object()  # what two pod patches share when they share nothing (a null is something: a removal)


def common(first: Any, second: Any) -> Any:
    """What two pod patches share (NOTHING: nothing): the spec's pod patch under each role's own."""
    if isinstance(first, dict) and isinstance(second, dict):
        out = {}
        for key in first.keys() & second.keys():
            shared = common(first[key], second[key])
            if shared is not NOTHING:
                out[key] = shared
        return {k: out[k] for k in first if k in out} or NOTHING
    if _named(first) and _named(second) and first and second:
        theirs = {item["name"]: item for item in second}
        items = [common(item, theirs[item["name"]]) for item in first if item["name"] in theirs]
        kept = [item for item in items if item is not NOTHING and set(item) != {"name"}]
        return kept or NOTHING
    return first if first == second else NOTHING


def at(obj: Any, path: str) -> Any:
    """The value at a dotted path (`a.b[0].c`), None where there is none."""
    node = obj
    for part in path.replace("]", "").replace("[", ".").split("."):
        if isinstance(node, list) and part.isdigit() and int(part) < len(node):
            node = node[int(part)]
        elif isinstance(node, dict):
            node = node.get(part)
        else:
            return None
    return node
