"""The TrainingSpec resource: its spec, per-environment overrides and the status the controller writes."""

from __future__ import annotations

from kfgen.api import TRAINING_SPEC
from kfgen.schema.base import (
    BACKENDS,
    DNS_LABEL_PATTERN,
    FRAMEWORKS,
    Schema,
    array,
    enum,
    integer,
    obj,
    partial,
    resource,
    string,
)
from kfgen.schema.fields import OVERRIDABLE


def _override() -> Schema:
    volumes = {
        **partial(OVERRIDABLE["volumes"]),
        "description": "Volumes, merged by name over the spec's (a partial entry changes one volume).",
    }
    return obj(
        "Overrides for one environment, merged last. `null` removes a field (e.g. `elastic: null`); a partial "
        "entry changes only the fields it names.",
        {**partial(OVERRIDABLE), "volumes": volumes},
    )


CONDITION = obj(
    "A condition: Rendered (the spec renders), Synced (the cluster matches it), Ready (its job exists and has "
    "not failed).",
    {
        "type": string("Rendered, Synced or Ready."),
        "status": enum("True, False or Unknown.", ["True", "False", "Unknown"]),
        "reason": string("Why, in one CamelCase word."),
        "message": string("What, for people (for Rendered=False: the lines of `kfgen validate`)."),
        "lastTransitionTime": string("When the status last changed.", format="date-time"),
        "observedGeneration": integer("The generation this condition describes.", minimum=0),
    },
)

JOB_ENTRY = obj(
    "A job the controller created for one revision of the spec.",
    {
        "kind": string("Kind of the job."),
        "name": string("Name of the job: <spec name>-<revision>."),
        "revision": string("Hash of what the job is made of."),
        "phase": string(
            "Pending (about to be created), Created, Running, Restarting, Succeeded, Failed, or Missing "
            "(deleted before it finished)."
        ),
        "finishedAt": string("When the job finished.", format="date-time"),
        "gone": {"type": "boolean", "description": "Finished and deleted (TTL, history limit); not run again."},
        "generation": integer(
            "The spec generation this job was last applied for: a generation whose job finished "
            "never starts another one, whatever the Environment does.",
            minimum=0,
        ),
    },
)

STATUS = obj(
    "Observed state, written by the kfgen controller.",
    {
        "observedGeneration": integer("The spec generation last reconciled.", minimum=0),
        "specHash": string("Hash of the effective spec (the kfgen.dev/spec-hash annotation)."),
        "revision": string("Revision of the job the spec asks for now."),
        "phase": string("Phase of the current job, from its conditions."),
        "job": obj(
            "The current job.", {"apiVersion": string("API version."), "kind": string("Kind."), "name": string("Name.")}
        ),
        "jobs": array("Jobs created for this spec that still exist, or ran and were cleaned up.", JOB_ENTRY),
        "inventory": array(
            "Other objects the controller applied for this spec and owns (kind/name).", {"type": "string"}
        ),
        "conditions": array("Rendered, Synced and Ready.", CONDITION),
    },
)


def training_spec_schema() -> Schema:
    spec = obj(
        "What to train and how; defaults, the Environment and the framework's rules carry the rest.",
        {
            "framework": enum("Training framework.", FRAMEWORKS),
            "backend": enum(
                "v1: kubeflow.org/v1 jobs; trainer: Trainer v2 TrainJob; job: a plain batch/v1 Job (one pod, no "
                "operator); mpi-operator: the standalone MPI operator's kubeflow.org/v2beta1 MPIJob (framework mpi).",
                BACKENDS,
                "v1",
            ),
            **OVERRIDABLE,
            "updatePolicy": enum(
                "Controller: what a change that needs a new job does while the current job runs. "
                "AfterCompletion lets it finish first, Recreate replaces it, Never keeps it and reports OutOfSync.",
                ["AfterCompletion", "Recreate", "Never"],
                "AfterCompletion",
            ),
            "historyLimit": integer("Controller: finished jobs of earlier revisions to keep (default 3).", minimum=0),
            "environments": {
                "type": "object",
                "description": "Per-environment overrides by Environment name.",
                "propertyNames": {"pattern": DNS_LABEL_PATTERN},
                "additionalProperties": _override(),
            },
        },
        required=["framework"],
    )
    return resource(TRAINING_SPEC, "A short statement of a Kubeflow training job.", spec, STATUS)
