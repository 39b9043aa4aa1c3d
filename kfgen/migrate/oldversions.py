"""A job or Experiment of an API version no longer served, as the conversion to the served one says it
(kfgen.migrate.oldapis: the Training Operator's kinds; kfgen.migrate.oldkatib: Katib's v1alpha3 Experiment)."""

from __future__ import annotations

from kfgen.api import Obj
from kfgen.migrate import oldapis, oldkatib
from kfgen.migrate.oldapis import Conversion


def conversion(doc: Obj) -> Conversion | None:
    """The conversion of `doc` (None: its version is served, or kfgen knows no older one of its kind)."""
    if oldapis.is_old(doc):
        return oldapis.converted(doc)
    if oldkatib.is_old(doc):
        return oldkatib.converted(doc)
    return None
