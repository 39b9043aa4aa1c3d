"""Who a Kueue LocalQueue's usage is charged to (the Environment's `accounting.teams`).

Shared by the queue feature, which labels the LocalQueues and ClusterQueues it makes with their team, and the
accounting feature, whose rules join Kueue's series to the same answer. A team owns the queues it lists by name
(in every namespace) and every other queue of the namespaces it lists: a queue named by a team is that team's even
in another team's namespace.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from kfgen import api

TEAM_LABEL = f"{api.GROUP}/team"
COST_CENTRE_LABEL = f"{api.GROUP}/cost-centre"


class Owner(NamedTuple):
    team: str
    cost_centre: str  # "" without one


def teams(spec: Any) -> dict[str, dict[str, Any]]:
    found = (spec.get("accounting") or {}).get("teams") or {}
    return {str(name): dict(team) for name, team in found.items()}


def owner(spec: Any, namespace: str, queue: str) -> Owner | None:
    """The team a LocalQueue's usage is charged to, or None."""
    listed = sorted(teams(spec).items())
    chosen = next((t for t in listed if queue in (t[1].get("queues") or [])), None)
    chosen = chosen or next((t for t in listed if namespace in (t[1].get("namespaces") or [])), None)
    if chosen is None:
        return None
    return Owner(chosen[0], str(chosen[1].get("costCentre") or ""))


def labels(found: Owner | None) -> dict[str, str]:
    """The labels a queue of `found` carries."""
    if found is None:
        return {}
    out = {TEAM_LABEL: found.team}
    if found.cost_centre:
        out[COST_CENTRE_LABEL] = found.cost_centre
    return out
