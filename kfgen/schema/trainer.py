"""The Environment's `trainer` block: the Kubeflow Trainer v2 runtimes the platform team defines itself.

A runtime's body is Trainer v2.3.0's TrainingRuntimeSpec (mlPolicy, podGroupPolicy, template: a JobSet spec),
passed through as written: the schema carries only what kfgen reads (the names, the replicated jobs and their
pod templates, which kfgen checks like a job's); Trainer's CRDs check the rest when the runtime is applied
(tests/unit/test_trainerruntimes.py validates kfgen's output against them).
"""

from __future__ import annotations

from kfgen.schema.base import DNS_LABEL_PATTERN, DNS_SUBDOMAIN_PATTERN, Schema, array, mapping, obj

RUNTIME_NAME: Schema = {"type": "string", "pattern": DNS_SUBDOMAIN_PATTERN, "maxLength": 253}


def _passed(description: str) -> Schema:
    return {"type": "object", "description": description, "x-kubernetes-preserve-unknown-fields": True}


REPLICATED_JOB: Schema = {
    "type": "object",
    "description": "A JobSet replicatedJob: name, template (a batch/v1 JobTemplateSpec), replicas, dependsOn, ...",
    "x-kubernetes-preserve-unknown-fields": True,
    "properties": {
        "name": {
            "type": "string",
            "description": "Its name; a runtime patch of a TrainJob names it.",
            "pattern": DNS_LABEL_PATTERN,
            "maxLength": 63,
        },
        "template": _passed("A batch/v1 JobTemplateSpec; its pod template is checked like a job's."),
    },
    "required": ["name", "template"],
}

RUNTIME = obj(
    "A TrainingRuntimeSpec of Kubeflow Trainer v2.3.0, as upstream writes it.",
    {
        "labels": mapping(
            "Labels of the runtime object, e.g. trainer.kubeflow.org/framework: torch (the Trainer SDK reads it).",
            {"type": "string"},
        ),
        "mlPolicy": _passed("ML-specific parameters: numNodes and one of torch, mpi, jax, xgboost, flux."),
        "podGroupPolicy": _passed("Gang scheduling: coscheduling, volcano or kai."),
        "template": {
            "type": "object",
            "description": "The JobSet template: metadata and a JobSet spec.",
            "properties": {
                "metadata": _passed("Labels and annotations of the JobSet."),
                "spec": {
                    "type": "object",
                    "description": "A JobSet spec (jobset.x-k8s.io/v1alpha2): replicatedJobs, successPolicy, ...",
                    "x-kubernetes-preserve-unknown-fields": True,
                    "properties": {
                        "replicatedJobs": array("The JobSet's replicated jobs.", REPLICATED_JOB, min_items=1)
                    },
                    "required": ["replicatedJobs"],
                },
            },
            "required": ["spec"],
            "additionalProperties": False,
        },
    },
    required=["template"],
)


def _named(description: str) -> Schema:
    names = {k: v for k, v in RUNTIME_NAME.items() if k != "type"}
    return {**mapping(description, RUNTIME), "propertyNames": names}


TRAINER = obj(
    "Kubeflow Trainer v2: runtimes this Environment defines (rendered once per build; the controller applies them "
    "as owned by the Environment). With this block, a TrainJob's runtime must be one of them, one of Trainer's "
    "default ClusterTrainingRuntimes, or listed in `existing`.",
    {
        "runtimes": _named("TrainingRuntimes by name, each made in every namespace of the Environment."),
        "clusterRuntimes": _named("ClusterTrainingRuntimes by name (cluster-scoped: one each)."),
        "existing": obj(
            "Runtimes the platform already runs outside this Environment: specs may name them.",
            {
                "runtimes": array("TrainingRuntimes in every namespace of the Environment.", RUNTIME_NAME),
                "clusterRuntimes": array("ClusterTrainingRuntimes.", RUNTIME_NAME),
            },
        ),
    },
)
