"""Hyperparameter tuning with Katib v0.19 (`spec.tuning`): the job becomes the trial template of an Experiment
(experiment), with what Katib needs written out (trial), the checks against Katib and the Environment's katib-config
(checks), and the suggestion pods' network (network)."""

from __future__ import annotations

from kfgen.features.base import Feature
from kfgen.features.tuning import checks, environment, experiment, network
from kfgen.workloads import registry

FEATURE = Feature(
    "tuning",
    kinds=(registry.kind("Experiment"), registry.kind("NetworkPolicy")),
    check=checks.check,
    wrap_job=experiment.wrap,
    objects=network.objects,
    environment_check=environment.check,
)
