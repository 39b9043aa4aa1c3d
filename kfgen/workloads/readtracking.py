"""MLflow tracking read back: a container's MLFLOW_* variables as the spec's `tracking.mlflow` (the inverse of
kfgen.render.tracking.job_env).

kfgen's own variables are recognised by MLFLOW_RUN_CONTEXT, the run tags it writes (the spec, the job and the
Environment by name). What `tracking.mlflow` renders the same is left out of the env; a variable kfgen would write
otherwise stays in it (the spec's env wins over kfgen's).
"""

from __future__ import annotations

import json
from typing import Any

from kfgen import api
from kfgen.api import Obj
from kfgen.render import tracking

RUN_CONTEXT = "MLFLOW_RUN_CONTEXT"
SYSTEM_METRICS = "MLFLOW_ENABLE_SYSTEM_METRICS_LOGGING"


def run_tags(env: Obj) -> dict[str, str] | None:
    """kfgen's run tags of a container's env (spec, job, Environment), or None where kfgen wrote no tracking."""
    try:
        tags = json.loads(env[RUN_CONTEXT]) if isinstance(env.get(RUN_CONTEXT), str) else None
    except ValueError:
        return None
    if not isinstance(tags, dict) or not {api.SPEC_LABEL, tracking.JOB_TAG} <= set(tags):
        return None
    return {str(k): str(v) for k, v in tags.items()}


def read_mlflow(env: Obj, environment: Obj | None) -> tuple[Obj | None, Obj]:
    """(the spec's `tracking.mlflow` or None, the env without what it renders anyway)."""
    tags = run_tags(env)
    if tags is None:
        return None, env
    settings: Obj = (environment or {}).get("spec") or {}
    spec_name = tags[api.SPEC_LABEL]
    mlflow: Obj = {}
    if env.get("MLFLOW_EXPERIMENT_NAME") not in (None, spec_name):
        mlflow["experiment"] = env["MLFLOW_EXPERIMENT_NAME"]
    uri = env.get("MLFLOW_TRACKING_URI")
    if isinstance(uri, str) and uri != tracking.uri(settings):
        mlflow["trackingUri"] = uri
    metrics = SYSTEM_METRICS in env
    if metrics != bool((settings.get("mlflow") or {}).get("systemMetrics", False)):
        mlflow["systemMetrics"] = metrics
    written = tracking.job_env(
        settings, tags.get(api.ENVIRONMENT_KEY), spec_name, tags[tracking.JOB_TAG], mlflow, primary=True
    )
    left = {name: value for name, value in env.items() if not _same(written.get(name), value)}
    return mlflow, left


def _same(written: Any, value: Any) -> bool:
    return written is not None and written == value
