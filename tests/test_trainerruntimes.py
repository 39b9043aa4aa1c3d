"""kfgen's table of the Trainer v2.3.0 default runtimes against the runtimes Trainer ships (../shared/crds)."""

from __future__ import annotations

from typing import Any

import yaml
from upstream import crds_dir

from kfgen import trainerruntimes
from kfgen.frameworks import FRAMEWORKS, RUNTIME_JOBS

ANCESTOR = "trainer.kubeflow.org/trainjob-ancestor-step"


def shipped() -> dict[str, tuple[trainerruntimes.RuntimeContainer, ...]]:
    """Each shipped ClusterTrainingRuntime's containers, from its manifest."""
    files = sorted((crds_dir() / "trainer" / "runtimes").glob("*.yaml"))
    assert files
    out: dict[str, tuple[trainerruntimes.RuntimeContainer, ...]] = {}
    for path in files:
        for runtime in yaml.safe_load_all(path.read_text()):
            if not runtime:
                continue
            assert runtime["kind"] == "ClusterTrainingRuntime", path
            containers = []
            for job in runtime["spec"]["template"]["spec"]["replicatedJobs"]:
                labels: dict[str, Any] = (job["template"].get("metadata") or {}).get("labels") or {}
                pod = job["template"]["spec"]["template"]["spec"]
                for container in [*(pod.get("initContainers") or []), *pod["containers"]]:
                    trainer = labels.get(ANCESTOR) == "trainer" and container["name"] == "node"
                    containers.append(
                        trainerruntimes.RuntimeContainer(job["name"], container["name"], container["image"], trainer)
                    )
            out[runtime["metadata"]["name"]] = tuple(containers)
    return out


def test_the_table_is_the_shipped_runtimes() -> None:
    assert shipped() == trainerruntimes.DEFAULT_RUNTIMES


def test_every_untagged_default_image_gets_its_release_tag() -> None:
    images = {c.image for containers in trainerruntimes.DEFAULT_RUNTIMES.values() for c in containers}
    assert set(trainerruntimes.RELEASE_TAGS) <= images
    untagged = {image for image in images if ":" not in image.rsplit("/", 1)[-1] and "@" not in image}
    assert untagged == set(trainerruntimes.RELEASE_TAGS)


def test_the_runtimes_kfgen_patches_are_known() -> None:
    defaults = {f.runtime for f in FRAMEWORKS.values() if f.runtime}
    assert defaults <= set(trainerruntimes.DEFAULT_RUNTIMES)
    for name, jobs in RUNTIME_JOBS.items():
        assert set(jobs) <= {c.job for c in trainerruntimes.DEFAULT_RUNTIMES[name]}, name


def test_a_namespaced_runtime_is_never_a_default_one() -> None:
    assert trainerruntimes.containers("TrainingRuntime", "torch-distributed") is None
    assert trainerruntimes.containers("ClusterTrainingRuntime", "torch-team") is None
    node = trainerruntimes.containers("ClusterTrainingRuntime", "xgboost-distributed")
    assert node is not None and [c.image for c in node] == ["ghcr.io/kubeflow/trainer/xgboost-runtime:v2.3.0"]
