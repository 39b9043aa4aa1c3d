"""Kubeflow Trainer v2 runtimes an Environment defines (spec.trainer): TrainingRuntimes in each of its namespaces
and ClusterTrainingRuntimes once (objects, checked by environment), and a TrainJob's runtime reference, which must
name one that exists (jobs)."""

from __future__ import annotations

from kfgen.features.base import Feature
from kfgen.features.runtimes import environment, jobs, objects
from kfgen.workloads import registry

FEATURE = Feature(
    "runtimes",
    check=jobs.check,
    environment_objects=objects.environment_objects,
    environment_kinds=(registry.kind("ClusterTrainingRuntime"), registry.kind("TrainingRuntime")),
    environment_check=environment.check,
)
