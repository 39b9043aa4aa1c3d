"""The Environment's katib block: a default collector its own lists must have."""

from __future__ import annotations

from kfgen.model import EnvironmentView
from kfgen.render import katib


def check(env: EnvironmentView) -> list[tuple[str, str]]:
    settings = katib.settings(env.spec)
    default = settings.get("defaultCollector")
    collectors = katib.listed(env.spec, "collectors", katib.DEFAULT_COLLECTORS)
    out = []
    if default and default not in collectors:
        out.append(("spec.katib.defaultCollector", f"is not among katib.collectors ({', '.join(collectors)})"))
    if default in katib.SIDECAR_COLLECTORS and not settings.get("metricsCollectorInjection"):
        out.append(
            (
                "spec.katib.defaultCollector",
                f"Katib injects the {default} collector only in namespaces labelled {katib.INJECTION_LABEL}=enabled "
                "(set katib.metricsCollectorInjection once they are), or use Push",
            )
        )
    return out
