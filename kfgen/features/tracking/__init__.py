"""MLflow tracking: the server an Environment deploys (server, checked by environment) and each job's place in it
(jobs; the MLFLOW_* variables come from kfgen.render.tracking through the container env)."""

from __future__ import annotations

from kfgen import api
from kfgen.features.base import Feature
from kfgen.features.tracking import environment, jobs, server

FEATURE = Feature(
    "tracking",
    check=jobs.check,
    environment_objects=server.environment_objects,
    environment_kinds=tuple(
        api.kind(k)
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
    environment_check=environment.check,
)
