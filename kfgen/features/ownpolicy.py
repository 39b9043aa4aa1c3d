"""An Environment's own choices pass its own policy, the checks a spec's get (issue 37: the platform's policy is
the only policy, for the platform's objects as well): the PriorityClass its defaults give every job, and every
image it writes itself. Its Trainer runtimes' pod templates are checked with them (kfgen.features.runtimes)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from kfgen.checks import podfloor
from kfgen.features.base import Feature
from kfgen.model import EnvironmentView

# The images of the objects an Environment writes (its kube-state-metrics Deployment, its MLflow server)
OWN_IMAGES = (("monitoring", "stateMetrics", "image"), ("mlflow", "server", "image"))


def environment_check(env: EnvironmentView) -> Iterator[tuple[str, str]]:
    defaults = env.spec.get("defaults") or {}
    priority = defaults.get("priorityClassName")
    if isinstance(priority, str) and not podfloor.priority_allowed(env.spec, priority):
        allowed = podfloor.priority_list(env.spec)
        message = podfloor.refusal("PriorityClass", priority, env.name, allowed, "priorityClasses")
        yield "spec.defaults.priorityClassName", message
    for path in OWN_IMAGES:
        image = _at(env.spec, path)
        problem = podfloor.image_problem(env.spec, env.name, image) if isinstance(image, str) else None
        if problem:
            yield "spec." + ".".join(path), f"{problem}; the Environment's own objects obey its policy"


def _at(value: Any, path: tuple[str, ...]) -> Any:
    for key in path:
        value = value.get(key) if isinstance(value, dict) else None
    return value


FEATURE = Feature("ownPolicy", environment_check=environment_check)
