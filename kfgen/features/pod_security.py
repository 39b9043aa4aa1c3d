"""The Environment's Pod Security profile: what it allows the Environment itself to set.

The pod templates meet the profile by construction (kfgen.checks.security) and a pod patch is re-checked
against it (kfgen.render.pod); the operators' own containers are the workloads' concern."""

from __future__ import annotations

from collections.abc import Iterable

from kfgen.features.base import Feature
from kfgen.model import EnvironmentView


def environment_check(env: EnvironmentView) -> Iterable[tuple[str, str]]:
    security = env.spec.get("security") or {}
    if security.get("profile", "restricted") == "restricted" and security.get("runAsUser") == 0:
        yield "spec.security.runAsUser", "must not be 0 with profile restricted (Pod Security restricted forbids root)"


FEATURE = Feature("podSecurity", environment_check=environment_check)
