"""A job's MLflow tracking: the URI from the spec or the Environment (never with a credential in it), the
server it names, and whether it can make one run per job.

The MLFLOW_* variables themselves are set with the container env (kfgen.render.envorder.container_env, from
kfgen.render.tracking.job_env), so that $(NAME) ordering sees them."""

from __future__ import annotations

from collections.abc import Iterator

from kfgen.checks import credentials
from kfgen.model import Context
from kfgen.render import envorder, tracking
from kfgen.results import Result, error

URI_CREDENTIAL = (
    "the URI carries a credential; remove it and set MLFLOW_TRACKING_USERNAME and "
    "MLFLOW_TRACKING_PASSWORD in env from a Secret: {secret: NAME, key: KEY}"
)


def check(ctx: Context) -> Iterator[Result]:
    mlflow = (ctx.spec.get("tracking") or {}).get("mlflow")
    if mlflow is None:
        return
    if not (mlflow.get("trackingUri") or tracking.uri(ctx.env)):
        yield error(
            "no MLflow tracking server: set trackingUri here, or the Environment's mlflow.server or mlflow.trackingUri",
            ctx.ref,
            ctx.field("tracking", "mlflow"),
        )
    if credentials.secret_in_value(mlflow.get("trackingUri", "")):
        yield error(URI_CREDENTIAL, ctx.ref, ctx.field("tracking", "mlflow", "trackingUri"))
    yield from _server(ctx, mlflow)
    if mlflow.get("runs") == "perJob" and not any(r in ctx.replicas for r in envorder.PRIMARY_ROLES):
        yield error(
            "runs perJob needs a primary pod (a master, chief or launcher role) to log the job's one run; this job's "
            f"pods are all {', '.join(ctx.replicas)} (its rank 0 is known only at run time): use runs perPod",
            ctx.ref,
            ctx.field("tracking", "mlflow", "runs"),
        )


def _server(ctx: Context, mlflow: dict[str, object]) -> Iterator[Result]:
    named = mlflow.get("server")
    if named is None:
        return
    settings = tracking.server(ctx.env)
    where = ctx.field("tracking", "mlflow", "server")
    if settings is None:
        env = f"Environment {ctx.env_name}" if ctx.env_name else "no Environment"
        yield error(f"tracking server {named!r} does not exist: {env} deploys none (mlflow.server)", ctx.ref, where)
    elif named != tracking.name(settings):
        yield error(
            f"tracking server {named!r} does not exist: Environment {ctx.env_name} deploys {tracking.name(settings)!r}",
            ctx.ref,
            where,
        )
    elif mlflow.get("trackingUri"):
        yield error("name either the server or a trackingUri, not both", ctx.ref, where)
