"""The TrainingSpec fields a job's metadata gives (queue, queuePriority, labels, annotations), less what kfgen and
its delivery write themselves: kfgen.migrate.importer reads them."""

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
