"""A spec's trial parameter names (spec.tuning.parameters.NAME.trialParameter): Katib v0.19.0's validator refuses two
trial parameters of one name (pkg/webhook/v1beta1/experiment/validator); the characters a name may hold are the
schema's (kfgen.schema.katib.PARAMETER_NAME_PATTERN)."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from kfgen.features.tuning import experiment, references
from kfgen.model import Context
from kfgen.results import Result, error


def check(ctx: Context, tuning: dict[str, Any]) -> Iterator[Result]:
    """Katib refuses two trial parameters of one name; a `trialSpec.` name is kfgen's for trial metadata."""
    owner: dict[str, str] = {}
    for name, given in tuning["parameters"].items():
        trial_name = experiment.trial_name(name, given)
        where = ctx.field("tuning", "parameters", name, *(("trialParameter",) if "trialParameter" in given else ()))
        if trial_name.startswith(references.PARAMETER_PREFIX):
            yield error(
                f"{trial_name!r} starts with {references.PARAMETER_PREFIX!r}, kfgen's name for a trial parameter of "
                "trial metadata (${trialSpec.KEY}): name it otherwise"
                + ("" if "trialParameter" in given else ", or name its trial parameter with trialParameter"),
                ctx.ref,
                where,
            )
        elif trial_name in owner:
            first, second = sorted((owner[trial_name], name))
            yield error(
                f"the parameters {first!r} and {second!r} would both be the trial parameter {trial_name!r} "
                "(Katib refuses two of one name): name them apart",
                ctx.ref,
                where,
            )
        owner.setdefault(trial_name, name)


def unknown(name: str, tuning: dict[str, Any], names: set[str]) -> str:
    """Why `${trialParameters.NAME}` names no trial parameter; the one meant where NAME is a renamed parameter."""
    renamed = tuning["parameters"].get(name, {}).get("trialParameter")
    hint = f": the parameter {name!r} is ${{trialParameters.{renamed}}} (its trialParameter)" if renamed else ""
    return (
        f"${{trialParameters.{name}}} names no parameter of spec.tuning.parameters ({', '.join(sorted(names))}){hint}"
    )
