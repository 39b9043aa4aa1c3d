"""The MLflow tracking server of an Environment as its jobs and policies see it: names, address, pod labels.

Shared by the container env (kfgen.render.envorder), the server's objects (kfgen.features.tracking) and the
network policies (kfgen.features.network).
"""

from __future__ import annotations

import json
from typing import Any

from kfgen import api
from kfgen.api import Obj

DEFAULT_NAME = "mlflow"
DEFAULT_PORT = 5000
COMPONENT = "tracking-server"
CLUSTER_DOMAIN = "cluster.local"  # the kubelet's default --cluster-domain
JOB_FACING = ("name", "namespace", "port")  # the server settings a job's env depends on
JOB_TAG = f"{api.GROUP}/job"  # a run tag (MLFLOW_RUN_CONTEXT): the job that made the run


def server(env: Any) -> Obj | None:
    """The Environment's `mlflow.server` settings, or None."""
    found = (env.get("mlflow") or {}).get("server")
    return found if isinstance(found, dict) else None


def name(settings: Obj) -> str:
    return str(settings.get("name") or DEFAULT_NAME)


def namespace(env: Any, settings: Obj) -> str:
    return str(settings.get("namespace") or env.get("namespace") or "default")


def port(settings: Obj) -> int:
    return int(settings.get("port") or DEFAULT_PORT)


def service_hosts(env: Any, settings: Obj) -> list[str]:
    """Every name a pod reaches the Service by (search paths make the short ones work), with and without the port."""
    base = name(settings)
    ns = namespace(env, settings)
    names = [base, f"{base}.{ns}", f"{base}.{ns}.svc", f"{base}.{ns}.svc.{CLUSTER_DOMAIN}"]
    return [form for host in names for form in (host, f"{host}:{port(settings)}")]


def uri(env: Any) -> str | None:
    """Where jobs log: the Environment's server by its Service's DNS name, or the URI it names."""
    settings = server(env)
    if settings is not None:
        return f"http://{name(settings)}.{namespace(env, settings)}.svc:{port(settings)}"
    found = (env.get("mlflow") or {}).get("trackingUri")
    return str(found) if found else None


def pod_labels(env_name: str, settings: Obj) -> dict[str, str]:
    """The labels that select the server's pods (its Deployment's selector)."""
    return {api.NAME_LABEL: name(settings), api.COMPONENT_LABEL: COMPONENT, api.ENVIRONMENT_KEY: env_name}


def job_facing(mlflow: Obj) -> Obj:
    """The part of an Environment's `mlflow` block its jobs' env depends on (the server's image renames no job)."""
    out = {k: v for k, v in mlflow.items() if k != "server"}
    settings = mlflow.get("server")
    if isinstance(settings, dict):
        out["server"] = {k: settings[k] for k in JOB_FACING if k in settings}
    return out


def job_env(env: Any, env_name: str | None, spec_name: str, job: str, tracking: Obj, primary: bool) -> dict[str, Any]:
    """The MLFLOW_* variables of one container, in kfgen's env value form (a dict is a reference)."""
    if tracking.get("runs") == "perJob" and not primary:
        return {}
    mlflow = env.get("mlflow") or {}
    out: dict[str, Any] = {
        "MLFLOW_TRACKING_URI": tracking.get("trackingUri") or uri(env),
        "MLFLOW_EXPERIMENT_NAME": tracking.get("experiment") or spec_name,
        "MLFLOW_DISABLE_TELEMETRY": "true",  # the client would send usage events out of the cluster
    }
    credentials = mlflow.get("credentials")
    if credentials and not tracking.get("trackingUri"):
        out["MLFLOW_TRACKING_USERNAME"] = {
            "secret": credentials["secret"],
            "key": credentials.get("usernameKey") or "username",
        }
        out["MLFLOW_TRACKING_PASSWORD"] = {
            "secret": credentials["secret"],
            "key": credentials.get("passwordKey") or "password",
        }
    # opt-in: with it on, mlflow.start_run() raises where the training image lacks psutil (MLflow 3.17.2)
    if tracking.get("systemMetrics", mlflow.get("systemMetrics", False)):
        out["MLFLOW_ENABLE_SYSTEM_METRICS_LOGGING"] = "true"
        out["MLFLOW_SYSTEM_METRICS_NODE_ID"] = {"field": "metadata.name"}
    tags = {api.SPEC_LABEL: spec_name, JOB_TAG: job, **({api.ENVIRONMENT_KEY: env_name} if env_name else {})}
    out["MLFLOW_RUN_CONTEXT"] = json.dumps(tags, sort_keys=True, separators=(",", ":"))
    return out
