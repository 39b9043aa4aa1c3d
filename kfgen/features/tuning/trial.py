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
    """A trial job of another version than the one Katib's standalone katib-config lists for its kind name, where the
    Environment leaves katib.trialResources to that default: Katib would create the job and never watch it (the Trial
    never ends). An Environment that lists its platform's trial resources names the kind the cluster serves (a
    cluster serves one version of a resource)."""
    row = ctx.profile.job_row(ctx.framework)
    version = katib.TRIAL_RESOURCE_VERSIONS.get(row.kind, row.api_version)
    if version != row.api_version and katib.settings(ctx.env).get("trialResources") is None:
        standalone = f"{row.kind}.{version.rpartition('/')[2]}.{version.rpartition('/')[0]}"
        yield error(
            f"Katib in {where} runs {row.kind} trials of {version} only: katib.trialResources is left to Katib's "
            f"standalone katib-config, whose {standalone} Katib v0.19 watches alone, and this spec's job is a "
            f"{row.api_version} {row.kind}: list the platform's trial resources in katib.trialResources (its "
            f"katib-config listing {row.kind}.{row.version}.{row.group}), or tune on the backend that renders "
            f"{version}",
            ctx.ref,
            ctx.field("tuning"),
        )
