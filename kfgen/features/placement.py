"""Node placement: tolerations as the API server accepts them."""

from __future__ import annotations

from collections.abc import Iterator

from kfgen.features.base import Feature
from kfgen.model import Context
from kfgen.results import Result, error


def check(ctx: Context) -> Iterator[Result]:
    for prefix, settings in ctx.container_settings:
        for index, toleration in enumerate(settings.get("tolerations") or []):
            if toleration.get("operator") == "Exists" and toleration.get("value"):
                yield error(
                    "must be empty when operator is Exists", ctx.ref, ctx.field(*prefix, "tolerations", index, "value")
                )


FEATURE = Feature("placement", check=check)
