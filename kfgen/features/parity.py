"""The Environment's fields checked with the API server's (and Kueue's webhooks') own rules, at the field.

Each value here is carried as written into an object kfgen renders: label maps become selectors, monitor and
rule labels, a dashboard's labels and a ResourceFlavor's node labels; egress blocks become NetworkPolicy
ipBlocks; the gc schedule a CronJob's; quotas and server resources become quantities. The rules are
kfgen.checks.apivalidation's ports; what only an assembled object shows is kfgen.checks.emitted's, on every object.

And kfgen never writes into the cluster's own namespaces (kube-system, kube-public, kube-node-lease): a
default-deny NetworkPolicy in kube-system cuts every pod's DNS. Every Environment field naming a namespace
kfgen renders into is refused there, and so is a spec's metadata.namespace. Namespaces only selected (where
DNS runs, an egress peer, a client) may be system ones: nothing is written there.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from typing import Any

from kfgen import units
from kfgen.checks.apivalidation import cron, names, network
from kfgen.checks.apivalidation.objects import SYSTEM_NAMESPACES
from kfgen.features.base import Feature
from kfgen.model import Context, EnvironmentView
from kfgen.results import Result, error

Path = tuple[str, ...]  # `*` is every key of a map or item of a list
RENDERED_INTO: tuple[Path, ...] = (
    ("namespace",),
    ("policy", "namespaces", "*"),
    ("mlflow", "server", "namespace"),
    ("monitoring", "namespace"),
    ("monitoring", "dashboards", "namespace"),
    ("katib", "namespace"),
)
LABEL_MAPS: tuple[tuple[Path, str], ...] = (
    (("monitoring", "labels"), "the API server refuses every ServiceMonitor, PodMonitor and PrometheusRule"),
    (("monitoring", "dashboards", "labels"), "the API server refuses the dashboard's ConfigMap or GrafanaDashboard"),
    (("monitoring", "dashboards", "instanceSelector"), "the API server refuses the GrafanaDashboard"),
    (("networkPolicy", "dns", "podLabels"), "the API server refuses every job's NetworkPolicy"),
    (("networkPolicy", "etcd", "podLabels"), "the API server refuses the NetworkPolicies"),
    (("networkPolicy", "egress", "*", "podLabels"), "the API server refuses every job's NetworkPolicy"),
    (("mlflow", "server", "egress", "*", "podLabels"), "the API server refuses the tracking server's NetworkPolicy"),
    (("mlflow", "server", "clients", "*", "podLabels"), "the API server refuses the tracking server's NetworkPolicy"),
    (("kueue", "resourceFlavors", "*", "nodeLabels"), "Kueue's webhook refuses the ResourceFlavor"),
)
EGRESS: tuple[tuple[Path, str], ...] = (
    (("networkPolicy", "egress"), "the API server refuses every job's NetworkPolicy"),
    (("mlflow", "server", "egress"), "the API server refuses the tracking server's NetworkPolicy"),
)
QUANTITIES: tuple[tuple[Path, str], ...] = (
    (("kueue", "clusterQueues", "*", "flavors", "*", "quota", "*"), "the ClusterQueue"),
    (("kueue", "clusterQueues", "*", "flavors", "*", "borrowingLimit", "*"), "the ClusterQueue"),
    (("kueue", "clusterQueues", "*", "flavors", "*", "lendingLimit", "*"), "the ClusterQueue"),
    (("mlflow", "server", "resources", "*"), "the tracking server's Deployment"),
    (("mlflow", "server", "storage", "size"), "the tracking server's PersistentVolumeClaim"),
    (("monitoring", "stateMetrics", "resources", "*"), "the kube-state-metrics Deployment"),
)
SYSTEM_MESSAGE = (
    "{value!r} is a system namespace: kfgen renders nothing into kube-system, kube-public or kube-node-lease "
    "(a default-deny NetworkPolicy there would cut every pod's DNS); name a namespace of your own"
)


def values_at(node: Any, path: Path, field: str = "spec") -> Iterator[tuple[str, Any]]:
    """(field, value) of every node `path` reaches below `node` (whose field is `field`)."""
    if not path:
        yield field, node
        return
    head, rest = path[0], path[1:]
    if head == "*" and isinstance(node, list):
        for index, item in enumerate(node):
            yield from values_at(item, rest, f"{field}[{index}]")
    elif isinstance(node, dict):
        for key in list(node) if head == "*" else [head] if head in node else []:
            yield from values_at(node[key], rest, f"{field}.{key}")


def environment_check(env: EnvironmentView) -> Iterator[tuple[str, str]]:
    for rule in (_system_namespaces, _labels, _egress, _schedule, _quantities, _taints):
        yield from rule(env.spec)


def _system_namespaces(spec: Any) -> Iterator[tuple[str, str]]:
    for path in RENDERED_INTO:
        for field, value in values_at(spec, path):
            if value in SYSTEM_NAMESPACES:
                yield field, SYSTEM_MESSAGE.format(value=value)


def _refused(message: str, what: str) -> str:
    return f"{message}; {what}"


def _labels(spec: Any) -> Iterator[tuple[str, str]]:
    for path, what in LABEL_MAPS:
        for field, labels in values_at(spec, path):
            for key, value in (labels or {}).items() if isinstance(labels, dict) else ():
                problem = names.key_problem(key) or names.label_value_problem(value)
                if problem:
                    yield f"{field}.{key}", _refused(problem, what)


def _egress(spec: Any) -> Iterator[tuple[str, str]]:
    for path, what in EGRESS:
        for field, entries in values_at(spec, path):
            for index, entry in enumerate(entries if isinstance(entries, list) else []):
                block = {k: entry[k] for k in ("cidr", "except") if isinstance(entry, dict) and k in entry}
                if "cidr" not in block:
                    continue
                for problem in network.ip_block(block, ()):
                    yield f"{field}[{index}]" + _steps(problem.path), _refused(problem.message, what)


def _steps(path: tuple[Any, ...]) -> str:
    return "".join(f"[{step}]" if isinstance(step, int) else f".{step}" for step in path)


def _schedule(spec: Any) -> Iterator[tuple[str, str]]:
    for field, schedule in values_at(spec, ("mlflow", "server", "gc", "schedule")):
        problem = cron.schedule_problem(str(schedule))
        if problem:
            yield field, _refused(f"{schedule!r}: {problem}", "the API server refuses the gc CronJob")


def _quantities(spec: Any) -> Iterator[tuple[str, str]]:
    for path, what in QUANTITIES:
        for field, value in values_at(spec, path):
            problem = units.quantity_problem(value)
            if problem:
                yield field, f"{value}: {problem} (it becomes a quantity of {what})"


def _taints(spec: Any) -> Iterator[tuple[str, str]]:
    """A ResourceFlavor's taints and tolerations: Kueue's webhook holds them to the API server's rules."""
    checks: tuple[tuple[str, Callable[[Any], str | None]], ...] = (
        ("key", names.key_problem),
        ("value", names.label_value_problem),
    )
    for kind in ("nodeTaints", "tolerations"):
        for field, item in values_at(spec, ("kueue", "resourceFlavors", "*", kind, "*")):
            for key, rule in checks:
                value = item.get(key) if isinstance(item, dict) else None
                skip = value is None or (key == "value" and item.get("operator") == "Exists") or value == ""
                problem = None if skip else rule(value)
                if problem:
                    yield f"{field}.{key}", f"{problem}; Kueue's webhook refuses the ResourceFlavor"


def check(ctx: Context) -> Iterator[Result]:
    """A spec's own namespace, where no policy already limits it to the Environment's (kfgen.features.policy)."""
    limited = ctx.env_name is not None and not (ctx.controller and "namespaces" not in (ctx.env.get("policy") or {}))
    if limited:
        return
    namespace = (ctx.source.get("metadata") or {}).get("namespace")
    if namespace in SYSTEM_NAMESPACES:
        yield error(SYSTEM_MESSAGE.format(value=namespace), ctx.ref, "metadata.namespace")


FEATURE = Feature("apiParity", check=check, environment_check=environment_check)
