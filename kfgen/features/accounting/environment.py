"""What makes an Environment's accounting say something else than it means: a price for a flavor Kueue does not
have, a team owning a namespace or queue that is not the Environment's, a queue or namespace charged to two teams,
money without a currency or without prices."""

from __future__ import annotations

from collections.abc import Iterator

from kfgen.features.accounting import settings
from kfgen.model import EnvironmentView
from kfgen.render.queues import Queues

Problem = tuple[str, str]
BASE = "spec.accounting"


def _listed(names: list[str]) -> str:
    return ", ".join(names) if names else "none"


def check(env: EnvironmentView) -> Iterator[Problem]:
    if not settings.enabled(env):
        return
    queues = Queues.of(env)
    yield from _prices(env, queues)
    yield from _teams(env, queues)


def _prices(env: EnvironmentView, queues: Queues) -> Iterator[Problem]:
    flavors = queues.flavors()
    for flavor in sorted(settings.prices(env)):
        if flavor not in flavors:
            yield (
                f"{BASE}.prices.{flavor}",
                f"ResourceFlavor {flavor!r} is neither made by this Environment nor listed as existing "
                f"(kueue.resourceFlavors and kueue.existing.resourceFlavors: {_listed(flavors)}): its usage would "
                "never be priced",
            )
    money = settings.prices(env) or any(t.get("budget") for t in settings.teams(env).values())
    if money and not settings.currency(env):
        yield f"{BASE}.currency", "is required with prices or budgets: every cost is labelled with its currency"


def _teams(env: EnvironmentView, queues: Queues) -> Iterator[Problem]:
    known = queues.any_namespace_queues()
    claimed: dict[tuple[str, str], str] = {}
    for team, cfg in sorted(settings.teams(env).items()):
        field = f"{BASE}.teams.{team}"
        for i, namespace in enumerate(cfg.get("namespaces") or []):
            if namespace not in queues.namespaces:
                yield (
                    f"{field}.namespaces[{i}]",
                    f"namespace {namespace!r} is not one of the Environment's ({_listed(queues.namespaces)})",
                )
            yield from _claim(claimed, ("namespace", namespace), team, f"{field}.namespaces[{i}]")
        for i, queue in enumerate(cfg.get("queues") or []):
            if queue not in known:
                yield (
                    f"{field}.queues[{i}]",
                    f"LocalQueue {queue!r} is neither made by this Environment nor listed as existing "
                    f"(kueue.clusterQueues, kueue.localQueues and kueue.existing.localQueues: {_listed(known)})",
                )
            yield from _claim(claimed, ("queue", queue), team, f"{field}.queues[{i}]")
        if cfg.get("budget") and not settings.prices(env):
            yield f"{field}.budget", "needs accounting.prices: without a price nothing costs, and the alert never fires"


def _claim(claimed: dict[tuple[str, str], str], key: tuple[str, str], team: str, field: str) -> Iterator[Problem]:
    other = claimed.setdefault(key, team)
    if other != team:
        yield field, f"{key[0]} {key[1]!r} is already charged to team {other!r}: usage is charged to one team"
