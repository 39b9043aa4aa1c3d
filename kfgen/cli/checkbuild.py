"""`kfgen check-build`: a built stream that still holds kfgen resources is a build that did not run the function.

A build that did not run the function leaves TrainingSpecs in, or (local-config) drops them. kpt output (it
holds the Kptfile: `kpt fn render -o unwrap`, or the package directory) keeps the TrainingSpecs and the
Environment by design; there each TrainingSpec must have its job.
"""

from __future__ import annotations

from typing import Any

from kfgen import api, core
from kfgen.checks import shapes
from kfgen.io import files
from kfgen.results import ERROR, Result, has_errors
from kfgen.workloads import registry

NOT_RUN = (
    "the kfgen function did not run (kubectl kustomize skips exec functions; use kustomize build "
    "--enable-alpha-plugins --enable-exec)"
)
NOT_RUN_KPT = (
    "kpt did not give it to the kfgen function (kpt skips files listed in .krmignore and, in some "
    "versions, symbolic links and files outside the package; run kpt fn render DIR --allow-exec)"
)


def problems(paths: list[str], stdin_text: str | None, expect: list[str] | None) -> tuple[list[Result], dict[str, int]]:
    """The problems of the built output, and its counts of objects and jobs."""
    from kfgen.cli.locations import Sources, placed

    loaded = files.load(paths, stdin_text)
    sources = Sources(paths, stdin_text)
    results = list(loaded.results)
    jobs = {spec_of(item) for item in loaded.items if spec_of(item)}
    kpt = any(isinstance(i, dict) and i.get("kind") == "Kptfile" for i in loaded.items)
    for item, source in zip(loaded.items, loaded.sources, strict=True):
        name = core.name_of(item)
        if kpt and shapes.is_kfgen(item, api.TRAINING_SPEC) and name not in jobs:
            message = f"no job generated from TrainingSpec {name!r}: {NOT_RUN_KPT}"
            results.append(placed(Result(ERROR, message, file=source), sources, item["kind"], name))
        elif not kpt and any(shapes.is_kfgen(item, kind) for kind in (api.TRAINING_SPEC, api.ENVIRONMENT)):
            message = f"{item['kind']} {name!r} is in the built output: {NOT_RUN}"
            results.append(placed(Result(ERROR, message, file=source), sources, item["kind"], name))
    if kpt:  # the package's Environments stay in kpt's output: one per name (docs/concepts/policy.md)
        from kfgen.checks import envsource

        results += envsource.conflicts([], files.found_in(loaded), "")
    reported = {r.message for r in results}
    missing = _expected_jobs(paths, expect, jobs, NOT_RUN_KPT if kpt else NOT_RUN)
    results += [r for r in missing if r.message not in reported]
    if not expect and not jobs and not has_errors(results):
        results.append(Result(ERROR, f"no kfgen-generated job in the built output: {NOT_RUN}", file=",".join(paths)))
    return results, {"objects": len(loaded.items), "jobs": len(jobs)}


def _expected_jobs(paths: list[str], expect: list[str] | None, jobs: set[str | None], why: str) -> list[Result]:
    if not expect:
        return []
    expected = files.load(expect)
    results = list(expected.results)
    for spec in (i for i in expected.items if shapes.is_kfgen(i, api.TRAINING_SPEC)):
        name = core.name_of(spec)
        if name not in jobs:
            results.append(Result(ERROR, f"no job generated from TrainingSpec {name!r}: {why}", file=",".join(paths)))
    return results


def spec_of(item: Any) -> str | None:
    """The TrainingSpec a generated job came from."""
    if not isinstance(item, dict) or item.get("kind") not in registry.JOB_KINDS:
        return None
    meta = item.get("metadata")
    labels = meta.get("labels") if isinstance(meta, dict) else None
    if not isinstance(labels, dict) or labels.get(api.MANAGED_BY_LABEL) != api.MANAGED_BY:
        return None
    spec = labels.get(api.SPEC_LABEL)
    return str(spec) if spec is not None else None
