"""What kfgen knows of Katib v0.19.0 and what an Environment says of its own (`Environment.spec.katib`): shared by
the tuning feature (the Experiment and its checks) and the network feature (trial pods reach katib-db-manager).

Katib's defaults, from its source (github.com/kubeflow/katib v0.19.0):
- katib-config of the standalone install (manifests/v1beta1/installs/katib-standalone/katib-config.yaml):
  trialResources, suggestions, earlyStoppings, metricsCollectors below;
- the collector sidecar and the KATIB_TRIAL_NAME variable are injected only in namespaces labelled
  INJECTION_LABEL=enabled (pkg/webhook/v1beta1/common/const.go), and the sidecar gets a securityContext only with
  katib-config `controller.injectSecurityContext: true` (pkg/webhook/v1beta1/pod/inject_webhook.go);
- suggestion pods carry `katib.kubeflow.org/deployment: <experiment>-<algorithm>` and serve gRPC on 6789, the early
  stopping container 6788 (pkg/controller.v1beta1/util/labels.go, consts/const.go);
- katib-db-manager listens on 6789 (pkg/common/v1beta1/katib_manager_util.go: katib-db-manager.kubeflow:6789).
"""

from __future__ import annotations

from typing import Any

from kfgen.api import Obj

INJECTION_LABEL = "katib.kubeflow.org/metrics-collector-injection"
SUGGESTION_POD_LABEL = "katib.kubeflow.org/deployment"  # <experiment>-<algorithm>: the suggestion pods only
SUGGESTION_PORT = 6789
EARLY_STOPPING_PORT = 6788
DEFAULT_NAMESPACE = "kubeflow"
DEFAULT_DB_MANAGER_LABELS = {"katib.kubeflow.org/component": "db-manager"}
DEFAULT_DB_MANAGER_PORT = 6789
DEFAULT_CONTROLLER_LABELS = {"katib.kubeflow.org/component": "controller"}
# Katib's own defaults table (katib-config's trialResources, by kind name as Katib lists them)
DEFAULT_TRIAL_KINDS = ("TrainJob", "Job", "TFJob", "PyTorchJob", "MPIJob", "XGBoostJob")
# Katib's own defaults table: the version of a katib.trialResources name that more than one job API has. katib-config
# lists a trial resource as Kind.version.group (v0.19 pkg/util/v1beta1/katibconfig TrialResourcesToGVKs) and watches
# that version only (pkg/controller.v1beta1/trial/trial_controller.go); its standalone and Kubeflow katib-config list
# MPIJob.v1.kubeflow.org, the training operator's, and an Environment names a trial resource by its kind alone.
TRIAL_RESOURCE_VERSIONS = {"MPIJob": "kubeflow.org/v1"}
DEFAULT_ALGORITHMS = (
    "random",
    "tpe",
    "grid",
    "hyperband",
    "bayesianoptimization",
    "cmaes",
    "sobol",
    "multivariate-tpe",
    "enas",
    "darts",
    "pbt",
)
DEFAULT_EARLY_STOPPING = ("medianstop",)
DEFAULT_COLLECTORS = ("StdOut", "File", "TensorFlowEvent", "Push")  # Push needs no katib-config entry
SIDECAR_COLLECTORS = frozenset({"StdOut", "File", "TensorFlowEvent", "PrometheusMetric"})
MAX_EXPERIMENT_NAME = 40  # Katib's experiment validator


def settings(env: Any) -> Obj:
    return dict(env.get("katib") or {})


def namespace(env: Any) -> str:
    return str(settings(env).get("namespace") or DEFAULT_NAMESPACE)


def db_manager(env: Any) -> tuple[dict[str, str], int]:
    given = settings(env).get("dbManager") or {}
    return dict(given.get("podLabels") or DEFAULT_DB_MANAGER_LABELS), int(given.get("port") or DEFAULT_DB_MANAGER_PORT)


def controller_labels(env: Any) -> dict[str, str]:
    return dict(settings(env).get("controllerPodLabels") or DEFAULT_CONTROLLER_LABELS)


def listed(env: Any, key: str, default: tuple[str, ...]) -> list[str]:
    given = settings(env).get(key)
    return [str(v) for v in given] if given is not None else list(default)


def collector(spec: Obj, env: Any) -> str:
    """The metrics collector kind of a spec's tuning block."""
    given = (spec.get("tuning") or {}).get("metricsCollector") or {}
    return str(given.get("kind") or settings(env).get("defaultCollector") or "StdOut")
