"""The argocd-cm health snippets, made from the Lua scripts in argocd/health by `python -m kfgen.gen`: one per job
kind (its script is in its row of kfgen.api) and the TrainingSpec's."""

from __future__ import annotations

from pathlib import Path

from kfgen import api
from kfgen.io import yamlio
from kfgen.workloads import registry

SCRIPTS = {
    **dict(
        sorted((f"{k.group}_{k.kind}", k.phases.argocd_script) for k in registry.KINDS if k.phases and k.custom_health)
    ),
    f"{api.GROUP}_{api.TRAINING_SPEC}": "trainingspec.lua",
}
RUNNING = "local runningIsHealthy = false"


def snippet(root: Path, running_is_healthy: bool) -> str:
    data = {}
    for key, name in SCRIPTS.items():
        script = (root / "argocd" / "health" / name).read_text()
        assert RUNNING in script, name
        data[f"resource.customizations.health.{key}"] = script.replace(
            RUNNING, RUNNING.replace("false", "true" if running_is_healthy else "false")
        )
    mode = "a running job is Healthy" if running_is_healthy else "a running job is Progressing until it ends"
    header = (
        f"# Generated from argocd/health/*.lua by `python -m kfgen.gen`; {mode}.\n"
        "# Merge into argocd-cm (kubectl -n argocd patch configmap argocd-cm --patch-file <this file>).\n"
    )
    return header + yamlio.dump({"data": data})


def artifacts(root: Path) -> dict[Path, str]:
    if not (root / "argocd" / "health").is_dir():
        return {}
    return {
        root / "argocd" / "argocd-cm-health.yaml": snippet(root, False),
        root / "argocd" / "argocd-cm-health-running-healthy.yaml": snippet(root, True),
    }
