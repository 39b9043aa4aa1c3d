"""The TrainingSpec fields a job's metadata gives (queue, queuePriority, labels, annotations), less what kfgen and
its delivery write themselves, and a queued job's suspend, which is Kueue's: kfgen.migrate.importer reads them.

The job's labels are the spec's, and kfgen renders the spec's labels on every object, its pods too; no operator
copies a job's labels to its pods (Trainer v2.3.0 propagates the runtime's and the runtime patches' only,
pkg/runtime/core/trainingruntime.go newRuntimeInfo): pods that did not have them get them, named
(`labels_added_to_pods`)."""

from __future__ import annotations

from kfgen import api
from kfgen.api import Obj
from kfgen.features import delivery
from kfgen.render import postbuild


def spec_fields(meta: Obj) -> Obj:
    """queue, queuePriority, labels and annotations from the job's metadata, less kfgen's and its delivery's."""
    given: Obj = meta["labels"] if isinstance(meta.get("labels"), dict) else {}
    out: Obj = {}
    for label, key in ((api.QUEUE_LABEL, "queue"), (api.QUEUE_PRIORITY_LABEL, "queuePriority")):
        if label in given:
            out[key] = given[label]
    labels = {k: v for k, v in given.items() if not k.startswith(api.RESERVED_LABEL_PREFIXES)}
    if labels:
        out["labels"] = labels
    annotations = {
        k: v
        for k, v in (meta.get("annotations") or {}).items()
        if not k.startswith(api.RESERVED_ANNOTATION_PREFIXES)
        and k not in delivery.DELIVERY_KEYS
        and k != postbuild.ANNOTATION  # kfgen sets it where the text needs it
    }
    if annotations:
        out["annotations"] = annotations
    return out


QUEUED_SUSPEND = (
    "a queued job's suspend is Kueue's: it creates the job suspended and unsuspends it when it admits it; kfgen "
    "writes none on a queued job (a suspend in Git would be applied again over Kueue's), and the job runs the same"
)


def without_queued_suspend(spec: Obj, job: Obj) -> tuple[Obj, list[str]]:
    """The TrainingSpec less the suspend of a queued job (true or false), and where the job had it."""
    policy = spec["spec"].get("runPolicy")
    if "queue" not in spec["spec"] or not isinstance(policy, dict) or "suspend" not in policy:
        return spec, []
    body = job.get("spec")
    run_policy = body.get("runPolicy") if isinstance(body, dict) else None
    where = "spec.runPolicy.suspend" if isinstance(run_policy, dict) and "suspend" in run_policy else "spec.suspend"
    rest = {k: v for k, v in policy.items() if k != "suspend"}
    fields = {k: v for k, v in spec["spec"].items() if k != "runPolicy"} | ({"runPolicy": rest} if rest else {})
    return {**spec, "spec": fields}, [where]


def labels_added_to_pods(job: Obj, template: Obj, rendered: Obj) -> str | None:
    """The warning for the job's own labels kfgen's render puts on the pods of `template` (the input's pod template;
    `rendered`, the render's) where the input's pods lack them (None: none)."""
    given = spec_fields(_mapping(job.get("metadata"))).get("labels") or {}
    theirs, ours = (_mapping(_mapping(t.get("metadata")).get("labels")) for t in (template, rendered))
    added = [key for key in given if key not in theirs and key in ours]
    if not added:
        return None
    return (
        f"the pods get the job's labels {', '.join(added)}, which they did not have: kfgen puts the spec's labels on "
        "every object it renders, pods included (a pod patch `metadata: {labels: {KEY: null}}` keeps one off them)"
    )


def _mapping(value: object) -> Obj:
    return value if isinstance(value, dict) else {}
