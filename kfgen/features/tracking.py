"""Experiment tracking: MLflow's URI from the spec or the Environment, never with a credential in it.

The MLFLOW_* variables themselves are set with the container env (kfgen.envorder.container_env), so
that $(NAME) ordering sees them."""

from __future__ import annotations

from collections.abc import Iterable, Iterator

from kfgen import credentials
from kfgen.features.base import Feature
from kfgen.model import Context, EnvironmentView
from kfgen.results import Result, error

URI_CREDENTIAL = (
    "the URI carries a credential; remove it and set MLFLOW_TRACKING_USERNAME and "
    "MLFLOW_TRACKING_PASSWORD in env from a Secret: {secret: NAME, key: KEY}"
)


def check(ctx: Context) -> Iterator[Result]:
    mlflow = (ctx.spec.get("tracking") or {}).get("mlflow")
    if mlflow is not None and not (mlflow.get("trackingUri") or ctx.env.get("mlflow", {}).get("trackingUri")):
        yield error(
            "no MLflow tracking URI: set trackingUri here or mlflow.trackingUri in the Environment",
            ctx.ref,
            ctx.field("tracking", "mlflow"),
        )
    if credentials.secret_in_value((mlflow or {}).get("trackingUri", "")):
        yield error(URI_CREDENTIAL, ctx.ref, ctx.field("tracking", "mlflow", "trackingUri"))


def environment_check(env: EnvironmentView) -> Iterable[tuple[str, str]]:
    uri = (env.spec.get("mlflow") or {}).get("trackingUri", "")
    if credentials.secret_in_value(str(uri)):
        yield "spec.mlflow.trackingUri", URI_CREDENTIAL


FEATURE = Feature("tracking", check=check, environment_check=environment_check)
