"""Where an Environment's monitoring objects go and what they are called: one place for the names that the
state metrics, the rules and the dashboard refer to each other by."""

from __future__ import annotations

from typing import Any

from kfgen.api import Obj
from kfgen.model import EnvironmentView
from kfgen.render import meta

COMPONENT = "monitoring"
DEFAULT_TEAM_LABEL = "team"


def of(env: EnvironmentView) -> Obj:
    return dict(env.spec.get("monitoring") or {})


def namespace(env: EnvironmentView) -> str:
    return str(of(env).get("namespace") or env.spec.get("namespace") or "default")


def selector_labels(env: EnvironmentView) -> dict[str, str]:
    """What the Prometheus selects monitors and rules by (kube-prometheus-stack: release)."""
    return dict(of(env).get("labels") or {})


def state_metrics(env: EnvironmentView) -> Obj | None:
    found = of(env).get("stateMetrics")
    return dict(found) if found is not None else None


def state_metrics_name(env: EnvironmentView) -> str:
    return str((state_metrics(env) or {}).get("name") or f"kfgen-{env.name}-state-metrics")


def alerts(env: EnvironmentView) -> Obj | None:
    found = of(env).get("alerts")
    return dict(found) if found is not None else None


def rules_name(env: EnvironmentView) -> str:
    return f"kfgen-{env.name}-alerts"


def dashboard_name(env: EnvironmentView) -> str:
    return f"kfgen-{env.name}-training"


def metadata(env: EnvironmentView, name: str, selected: bool = False, where: str | None = None) -> Obj:
    """An Environment-owned object of monitoring; `selected` ones (rules, monitors) carry the Prometheus's
    selector labels."""
    out = meta.environment_metadata(env, name, where or namespace(env), COMPONENT)
    if selected:
        out["labels"].update(selector_labels(env))
    return out


def team_label(env: EnvironmentView) -> str:
    return str((alerts(env) or {}).get("teamLabel") or DEFAULT_TEAM_LABEL)


def katib(env: EnvironmentView) -> bool:
    """Katib's Trials are watched: as the monitoring block says, else where the Environment has a katib block."""
    given = of(env).get("katibTrials")
    return bool(given) if given is not None else "katib" in env.spec


def kueue(env: EnvironmentView) -> bool:
    """Kueue admits the Environment's jobs: it has a kueue block (even an empty one) or a default queue."""
    return "kueue" in env.spec or bool((env.spec.get("defaults") or {}).get("queue"))


def get(settings: Obj | None, *path: str, default: Any = None) -> Any:
    node: Any = settings or {}
    for key in path:
        node = node.get(key) if isinstance(node, dict) else None
    return default if node is None else node
