"""What Katib must be told about a trial job so that it does not guess (Katib v0.19.0 defaults only some kinds,
pkg/apis/controller/experiments/v1beta1/experiment_defaults.go): the container its pod webhook finds in every pod,
the one pod whose metrics count (each workload's `primary_pod_labels`, from its operator's source), and the
conditions that end the trial.
"""

from __future__ import annotations

from collections.abc import Iterator

from kfgen.model import Context
from kfgen.render import katib
from kfgen.results import Result, error

GJSON_TRUE = 'status.conditions.#(type=="{0}")#|#(status=="True")#'


def conditions(ctx: Context) -> tuple[str, str]:
    """GJSON queries of the job's success and failure (the phase tables of kfgen.api)."""
    phases = ctx.profile.job_row(ctx.framework).phases
    assert phases is not None
    [failed] = [c for c, phase in phases.conditions.items() if phase == "Failed"]
    return GJSON_TRUE.format(phases.succeeded), GJSON_TRUE.format(failed)


def version_problems(ctx: Context, where: str) -> Iterator[Result]:
    """A trial job of a version Katib's katib.trialResources name does not stand for: Katib would create it and never
    watch it (the Trial never ends)."""
    row = ctx.profile.job_row(ctx.framework)
    version = katib.TRIAL_RESOURCE_VERSIONS.get(row.kind, row.api_version)
    if version != row.api_version:
        group = version.rpartition("/")[0]
        yield error(
            f"Katib in {where} runs {row.kind} trials of {version} only: katib.trialResources' {row.kind} is "
            f"katib-config's {row.kind}.{version.rpartition('/')[2]}.{group}, which Katib v0.19 watches alone, and "
            f"this spec's job is a {row.api_version} {row.kind} (an Environment cannot name "
            f"{row.kind}.{row.version}.{row.group}): tune it on the backend that renders {version}",
            ctx.ref,
            ctx.field("tuning"),
        )
