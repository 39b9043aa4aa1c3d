"""The imported spec rendered again for the comparison (kfgen.migrate.importer): whatever kfgen's checks say, with a
stand-in image for a job that has none (a Helm chart's default values), which is left out of the render again, and
with the input's job name wherever the render writes its own."""

from __future__ import annotations

from typing import Any, cast

from kfgen import core
from kfgen.api import Obj
from kfgen.migrate import trials


def errors(spec: Obj, environment: Obj | None, stand_in: str | None = None) -> set[str]:
    """kfgen's errors for `spec` (their messages: a pod patch may move where one is said, not what it says)."""
    found = core.expand_unchecked(_with_image(spec, stand_in), environment).results
    return {r.message for r in found if r.severity == "error"}


def render(doc: Obj, spec: Obj, environment: Obj | None, stand_in: str | None = None) -> tuple[Obj | None, str]:
    """kfgen's job of `spec`, rendered whatever its checks say (None: the reason there is none); with `stand_in`,
    the image of a spec that has none, which the job compared has not either (left out of the render again)."""
    expansion = core.expand_unchecked(_with_image(spec, stand_in), environment)
    if not expansion.objects:
        problems = [r for r in expansion.results if r.severity == "error"]
        return None, "; ".join(f"{p.field}: {p.message}" for p in problems) or "it renders nothing"
    # an Experiment's trial job is compared as the import of the rendered Experiment reads it back
    jobs = [trials.trial_of(expansion.objects)] if "tuning" in spec["spec"] else expansion.objects
    for obj in jobs:
        if obj and obj.get("kind") == doc.get("kind") and obj.get("apiVersion") == doc.get("apiVersion"):
            return _named_as(_without_image(obj, stand_in), doc), ""
    return None, "kfgen renders no job of this kind from it"


def _with_image(spec: Obj, image: str | None) -> Obj:
    return {**spec, "spec": {**spec["spec"], "image": image}} if image else spec


def _without_image(value: Any, image: str | None) -> Any:
    """`value` less each `image: <image>` (the stand-in's)."""
    if image is None:
        return value
    if isinstance(value, dict):
        return {k: _without_image(v, image) for k, v in value.items() if not (k == "image" and v == image)}
    if isinstance(value, list):
        return [_without_image(v, image) for v in value]
    return value


def _named_as(rendered: Obj, doc: Obj) -> Obj:
    """The render with its job's name (another revision suffix) written as the input's wherever it appears in its
    body (the run tags of MLFLOW_RUN_CONTEXT): a revision-suffixed name is kfgen's, not a difference."""
    ours, theirs = (job.get("metadata", {}).get("name") for job in (rendered, doc))
    if not isinstance(ours, str) or not isinstance(theirs, str) or ours == theirs:
        return rendered
    renamed: Obj = {**cast(Obj, replaced(rendered, ours, theirs)), "metadata": rendered["metadata"]}
    return renamed


def replaced(value: Any, old: str, new: str) -> Any:
    """`value` with every string's `old` replaced by `new`, at any depth (keys kept)."""
    if isinstance(value, dict):
        return {k: replaced(v, old, new) for k, v in value.items()}
    if isinstance(value, list):
        return [replaced(v, old, new) for v in value]
    return value.replace(old, new) if isinstance(value, str) else value
