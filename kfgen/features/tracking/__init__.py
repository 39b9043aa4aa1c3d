"""MLflow tracking: the server an Environment deploys (server, checked by environment) and each job's place in it
(jobs; the MLFLOW_* variables come from kfgen.render.tracking through the container env)."""

from __future__ import annotations

from collections.abc import Iterator

from kfgen.features.base import Feature
from kfgen.features.tracking import environment, jobs, platform, server
from kfgen.model import Context, EnvironmentView
from kfgen.results import Result
from kfgen.workloads import registry


def _check(ctx: Context) -> Iterator[Result]:
    yield from jobs.check(ctx)
    yield from platform.check(ctx)


def _environment_check(env: EnvironmentView) -> Iterator[tuple[str, str]]:
    yield from environment.check(env)
    yield from platform.environment_check(env)


FEATURE = Feature(
    "tracking",
    check=_check,
    environment_objects=server.environment_objects,
    environment_kinds=tuple(
        registry.kind(k)
        for k in (
            "ServiceAccount",
            "ConfigMap",
            "PersistentVolumeClaim",
            "Job",
            "Deployment",
            "Service",
            "NetworkPolicy",
            "Ingress",
            "ServiceMonitor",
            "CronJob",
        )
    ),
    environment_check=_environment_check,
)
