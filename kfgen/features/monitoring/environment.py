"""What makes an Environment's monitoring settings do nothing, or something else than they say."""

from __future__ import annotations

from collections.abc import Iterator

from kfgen.checks.apivalidation import image
from kfgen.features.monitoring import settings
from kfgen.model import EnvironmentView
from kfgen.render import netpol

Problem = tuple[str, str]
MAX_NAME = 63  # a Service's and a Deployment's name: a DNS label


def alerting(env: EnvironmentView) -> bool:
    return settings.alerts(env) is not None


def check(env: EnvironmentView) -> Iterator[Problem]:
    state = settings.state_metrics(env)
    if alerting(env) and state is None:
        yield (
            "spec.monitoring.alerts",
            "needs monitoring.stateMetrics: the alerts read the job-state series of kfgen's kube-state-metrics "
            "configuration, and without it they would never fire",
        )
    if state is not None:
        yield from _state(env, state)
    dashboards = settings.of(env).get("dashboards") or {}
    if dashboards.get("kind") == "GrafanaDashboard" and not dashboards.get("instanceSelector"):
        yield (
            "spec.monitoring.dashboards.instanceSelector",
            "is required for a GrafanaDashboard: grafana-operator loads it into no Grafana without one",
        )


def _state(env: EnvironmentView, state: dict[str, object]) -> Iterator[Problem]:
    if ("image" in state) == ("serviceAccount" in state):
        yield (
            "spec.monitoring.stateMetrics",
            "needs exactly one of image (kfgen deploys a kube-state-metrics) or serviceAccount (the platform's own "
            "kube-state-metrics reads the configuration)",
        )
    if state.get("image") and not image.is_pinned(str(state["image"])):
        yield (
            "spec.monitoring.stateMetrics.image",
            "must be pinned by a tag other than latest or by a digest: the job-state metrics depend on its version",
        )
    if state.get("image") and netpol.settings(env.spec) and settings.namespace(env) in env.namespaces:
        yield (
            "spec.monitoring.namespace",
            f"the kube-state-metrics would run in {settings.namespace(env)}, behind the Environment's default-deny "
            "NetworkPolicy, cut off from the API server and from Prometheus: set monitoring.namespace to the "
            "platform's monitoring namespace",
        )
    name = settings.state_metrics_name(env)
    if len(name) > MAX_NAME:
        yield (
            "spec.monitoring.stateMetrics.name",
            f"the default name {name!r} is longer than {MAX_NAME} characters: set a shorter name",
        )
