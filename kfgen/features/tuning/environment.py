"""The Environment's katib block: a default collector its own lists must have."""

from __future__ import annotations

from kfgen.model import EnvironmentView
from kfgen.render import katib


def check(env: EnvironmentView) -> list[tuple[str, str]]:
    default = katib.settings(env.spec).get("defaultCollector")
    collectors = katib.listed(env.spec, "collectors", katib.DEFAULT_COLLECTORS)
    if default and default not in collectors:
        return [("spec.katib.defaultCollector", f"is not among katib.collectors ({', '.join(collectors)})")]
    return []
