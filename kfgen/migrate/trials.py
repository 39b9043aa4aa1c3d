"""What `kfgen import` does around a Katib Experiment besides reading it (kfgen.migrate.katib): the Experiments it
passes over (a trial kfgen renders no job for), the trial job of a rendered Experiment (what the round trip compares)
and where the trial job's results are in the Experiment."""

from __future__ import annotations

from typing import Any

from kfgen import api
from kfgen.api import Obj
from kfgen.migrate import katib
from kfgen.migrate.katibtrial import TRIAL
from kfgen.results import Result, has_errors
from kfgen.workloads import registry


def is_experiment(doc: Obj) -> bool:
    return doc.get("apiVersion") == api.KATIB_API_VERSION and doc.get("kind") == "Experiment"


def unrenderable(experiment: Obj) -> str | None:
    """Why kfgen cannot write this Experiment though it is one (its trial is no job kfgen renders), or None."""
    spec = experiment.get("spec")
    template = spec.get("trialTemplate") if isinstance(spec, dict) else None
    if not isinstance(template, dict):
        return None
    trial = template.get("trialSpec")
    if isinstance(trial, dict) and isinstance(trial.get("kind"), str) and trial["kind"] not in registry.WORKLOAD_KINDS:
        return f"cannot import kind 'Experiment' with {trial['kind']!r} trials ({trial.get('apiVersion')})"
    if trial is None and template.get("configMap") is not None:
        return "cannot import kind 'Experiment' with its trial template in a ConfigMap (kfgen writes it inline)"
    return None


def trial_of(objects: list[Any]) -> Obj | None:
    """The trial job of the Experiment among `objects`, read back as the import reads the input's."""
    for obj in objects:
        if isinstance(obj, dict) and is_experiment(obj):
            _, job, results = katib.split(obj)
            return None if has_errors(results) else job
    return None


def relocated(results: list[Result]) -> list[Result]:
    """The trial job's results with their fields under the Experiment's trial template."""
    return [r._replace(field=_in_trial(r.field)) for r in results]


def _in_trial(field: str | None) -> str | None:
    if field is None or field.startswith("metadata"):  # the trial job's metadata is the Experiment's
        return field
    return f"{TRIAL}.{field}"
