"""The Pod Security Standards (Kubernetes 1.35), control by control, as the API server's admission checks them.

A port of k8s.io/pod-security-admission v0.35.4 `policy/check_*.go`: the same controls, the same
order (baseline IDs sorted, then restricted IDs sorted; restricted replaces the baseline checks it
overrides) and the same "reason (detail)" messages, so that kfgen refuses exactly what the
admission refuses (tests/apiserver/test_podsecurity_admission.py compares the two on generated pods).
"""

from __future__ import annotations

from typing import Any

from kfgen.api import Obj
from kfgen.checks.podsecurity.baseline import BASELINE
from kfgen.checks.podsecurity.common import APPARMOR_ANNOTATION, Check, _ctx, _d, _name, _pod_ctx, _windows, containers
from kfgen.checks.podsecurity.restricted import OVERRIDES, RESTRICTED

__all__ = ["APPARMOR_ANNOTATION", "as_created", "checks", "containers", "evaluate", "message"]


def checks(level: str) -> list[Check]:
    if level == "privileged":
        return []
    if level == "baseline":
        return [BASELINE[k] for k in sorted(BASELINE)]
    overridden = set(OVERRIDES.values())
    return [BASELINE[k] for k in sorted(BASELINE) if k not in overridden] + [RESTRICTED[k] for k in sorted(RESTRICTED)]


def evaluate(template: Any, level: str) -> list[tuple[str, str]]:
    """(reason, detail) of every control a pod template (metadata and spec) breaks at `level`."""
    template = _d(template)
    meta, spec = as_created(_d(template.get("metadata")), _d(template.get("spec")))
    return [found for check in checks(level) if (found := check(meta, spec)) is not None]


def as_created(meta: Obj, spec: Obj) -> tuple[Obj, Obj]:
    """The pod the admission sees: the API server syncs the AppArmor annotations and fields first.

    (pkg/api/pod applyAppArmorVersionSkew; copies, the template is not changed.)
    """
    if _windows(spec):
        return meta, spec
    annotations = {str(k): v for k, v in _d(meta.get("annotations")).items()}
    pod_profile = _pod_ctx(spec).get("appArmorProfile")
    out_spec = dict(spec)
    for key in ("initContainers", "containers", "ephemeralContainers"):
        if isinstance(spec.get(key), list):
            out_spec[key] = [
                _sync_apparmor(c, annotations, pod_profile) if isinstance(c, dict) else c for c in spec[key]
            ]
    return {**meta, "annotations": annotations}, out_spec


def _sync_apparmor(container: Obj, annotations: Obj, pod_profile: Any) -> Obj:
    key = APPARMOR_ANNOTATION + _name(container)
    profile = _ctx(container).get("appArmorProfile")
    if key not in annotations:
        return container  # the field is not copied back into an annotation any more
    field = _apparmor_field(str(annotations[key]))
    if profile is not None or field is None or field == pod_profile:
        return container
    return {**container, "securityContext": {**_ctx(container), "appArmorProfile": field}}


def _apparmor_field(annotation: str) -> Obj | None:
    if annotation == "runtime/default":
        return {"type": "RuntimeDefault"}
    if annotation == "unconfined":
        return {"type": "Unconfined"}
    if annotation.startswith("localhost/") and annotation != "localhost/":
        return {"type": "Localhost", "localhostProfile": annotation[len("localhost/") :]}
    return None


def message(found: list[tuple[str, str]]) -> str:
    """The admission's own wording: `reason (detail), reason (detail)`."""
    return ", ".join(f"{reason} ({detail})" if detail else reason for reason, detail in found)
