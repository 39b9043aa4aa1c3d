"""The Kueue Configuration fragment accounting needs, for the platform to merge into its Kueue's (the ConfigMap
kueue-system/kueue-manager-config, key controller_manager_config.yaml, or the Helm chart's
managerConfig.controllerManagerConfigYaml).

From Kueue v0.19.2's apis/config/v1beta2: `metrics.enableClusterQueueResources` turns on the ClusterQueue usage
and nominal-quota gauges (off by default) that the quota rules read; the LocalQueue gauges the resource-hours come
from are on by default (feature gate LocalQueueMetrics, Beta since v0.17) unless `metrics.localQueueMetrics` is
given with `enable` false or a selector that leaves a queue out, so the fragment states them on for every queue.
Kueue's custom metric labels (`metrics.customLabels`) would put the team on Kueue's own series, but they are Alpha
(feature gate CustomMetricLabels, off): the rules join the team from the Environment instead, which needs no gate.
"""

from __future__ import annotations

import json

from kfgen.api import Obj
from kfgen.features.accounting import settings
from kfgen.model import EnvironmentView

CONFIG_KEY = "controller_manager_config.yaml"  # JSON is YAML to Kueue, and the core writes no YAML
FRAGMENT: Obj = {
    "apiVersion": "config.kueue.x-k8s.io/v1beta2",
    "kind": "Configuration",
    "metrics": {"enableClusterQueueResources": True, "localQueueMetrics": {"enable": True}},
}


def config_map(env: EnvironmentView) -> Obj:
    metadata = settings.metadata(env, settings.kueue_config_name(env))
    return {
        "apiVersion": "v1",
        "kind": "ConfigMap",
        "metadata": metadata,
        "data": {CONFIG_KEY: json.dumps(FRAGMENT, indent=2, sort_keys=True) + "\n"},
    }
