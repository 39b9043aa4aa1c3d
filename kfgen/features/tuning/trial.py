"""What Katib must be told about a trial job so that it does not guess (Katib v0.19.0 defaults only some kinds,
pkg/apis/controller/experiments/v1beta1/experiment_defaults.go): the container its pod webhook finds in every pod,
the one pod whose metrics count (each workload's `primary_pod_labels`, from its operator's source), and the
conditions that end the trial.
"""

from __future__ import annotations

from kfgen.model import Context

GJSON_TRUE = 'status.conditions.#(type=="{0}")#|#(status=="True")#'


def conditions(ctx: Context) -> tuple[str, str]:
    """GJSON queries of the job's success and failure (the phase tables of kfgen.api)."""
    phases = ctx.profile.job_row(ctx.framework).phases
    assert phases is not None
    [failed] = [c for c, phase in phases.conditions.items() if phase == "Failed"]
    return GJSON_TRUE.format(phases.succeeded), GJSON_TRUE.format(failed)
