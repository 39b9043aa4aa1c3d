"""An Environment's accounting settings as the rules, the dashboard and `kfgen usage` read them: names, where the
objects go, the interval and the LocalQueues each team owns."""

from __future__ import annotations

from typing import NamedTuple

from kfgen import units
from kfgen.api import Obj
from kfgen.model import EnvironmentView
from kfgen.render import accounting, meta
from kfgen.render.queues import Queues

COMPONENT = "accounting"
DEFAULT_INTERVAL = "1m"
DEFAULT_CLUSTER_LABEL = "cluster"


class Queue(NamedTuple):
    namespace: str
    name: str
    owner: accounting.Owner | None


def of(env: EnvironmentView) -> Obj | None:
    found = env.spec.get("accounting")
    return dict(found) if found is not None else None


def enabled(env: EnvironmentView) -> bool:
    return of(env) is not None


def interval(env: EnvironmentView) -> str:
    return str((of(env) or {}).get("interval") or DEFAULT_INTERVAL)


def interval_seconds(env: EnvironmentView) -> int:
    return units.seconds(interval(env))


def cluster_label(env: EnvironmentView) -> str:
    return str((of(env) or {}).get("clusterLabel") or DEFAULT_CLUSTER_LABEL)


def currency(env: EnvironmentView) -> str:
    return str((of(env) or {}).get("currency") or "")


def prices(env: EnvironmentView) -> dict[str, dict[str, str]]:
    found = (of(env) or {}).get("prices") or {}
    return {str(f): {str(r): str(p) for r, p in by.items()} for f, by in found.items()}


def teams(env: EnvironmentView) -> dict[str, Obj]:
    return accounting.teams(env.spec)


def queues(env: EnvironmentView) -> list[Queue]:
    """Every LocalQueue the Environment knows (made here or listed in kueue.existing, in each of its namespaces),
    with its owner, by namespace then name."""
    resolved = Queues.of(env)
    known = {key for key in resolved.local}
    known |= {(ns, q) for ns in resolved.namespaces for q in resolved.existing.get("localQueues", [])}
    return [Queue(ns, q, accounting.owner(env.spec, ns, q)) for ns, q in sorted(known)]


def namespace(env: EnvironmentView) -> str:
    """Where the rules, the dashboard and the Kueue fragment go: the monitoring namespace."""
    monitoring = env.spec.get("monitoring") or {}
    return str(monitoring.get("namespace") or env.spec.get("namespace") or "default")


def metadata(env: EnvironmentView, name: str, selected: bool = False) -> Obj:
    """`selected` (the rules) carry the Prometheus's selector labels, monitoring.labels."""
    out = meta.environment_metadata(env, name, namespace(env), COMPONENT)
    if selected:
        out["labels"].update((env.spec.get("monitoring") or {}).get("labels") or {})
    return out


def rules_name(env: EnvironmentView) -> str:
    return f"kfgen-{env.name}-accounting"


def dashboard_name(env: EnvironmentView) -> str:
    return f"kfgen-{env.name}-usage"


def kueue_config_name(env: EnvironmentView) -> str:
    return f"kfgen-{env.name}-kueue-accounting"
