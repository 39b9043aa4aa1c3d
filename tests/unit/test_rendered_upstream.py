"""Every rendered object of every golden case passes strict validation against the upstream schemas, and the
golden cases that reproduce one of Katib's own examples render its Experiment."""

from __future__ import annotations

import copy
import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from operators import module_dir, versions
from test_golden import GOLDEN, cases
from upstream import validate_strict

Obj = dict[str, Any]
# golden case -> the Katib v0.19.0 example (in its Go module) it reproduces
KATIB_EXAMPLES = {
    "katib-upstream-hyperband": "examples/v1beta1/hp-tuning/hyperband.yaml",
    "katib-upstream-file-metrics-collector": "examples/v1beta1/metrics-collector/file-metrics-collector.yaml",
}


@pytest.mark.parametrize("case", cases(), ids=lambda p: p.name)
def test_rendered_objects_are_valid_upstream(case: Path) -> None:
    objects = list(yaml.safe_load_all((case / "expected.yaml").read_text()))
    assert objects, "a case renders at least one object"
    problems = [p for obj in objects for p in validate_strict(obj)]
    assert problems == []


def test_golden_cases_cover_every_kind() -> None:
    kinds = {
        obj["kind"]
        for case in GOLDEN.iterdir()
        if (case / "expected.yaml").exists()
        for obj in yaml.safe_load_all((case / "expected.yaml").read_text())
    }
    expected = {
        "PyTorchJob",
        "TFJob",
        "XGBoostJob",
        "MPIJob",
        "PaddleJob",
        "JAXJob",
        "TrainJob",
        "ServiceAccount",
        "Service",
        "ServiceMonitor",
        "PodMonitor",
    }
    assert expected <= kinds


@pytest.mark.parametrize(("case", "example"), KATIB_EXAMPLES.items())
def test_a_golden_experiment_is_the_katib_example_it_reproduces(case: str, example: str) -> None:
    [ours] = [o for o in yaml.safe_load_all((GOLDEN / case / "expected.yaml").read_text()) if o["kind"] == "Experiment"]
    katib = module_dir("github.com/kubeflow/katib", versions()["KATIB_VERSION"])
    theirs = yaml.safe_load((katib / example).read_text())
    assert experiment_parity(ours) == experiment_parity(theirs)


def experiment_parity(experiment: Obj) -> Obj:
    """What Katib makes of an Experiment, where kfgen claims to write the same: the search, the collector (Katib's
    defaults where the example leaves them out), the primary container and the trial container's program, with each
    trial parameter called by its search parameter's name (kfgen names them so; Katib substitutes either)."""
    spec = experiment["spec"]
    template = spec["trialTemplate"]
    names = {p["name"]: p["reference"] for p in template["trialParameters"]}
    pod = template["trialSpec"]["spec"]["template"]["spec"]
    [container] = [c for c in pod["containers"] if c["name"] == template["primaryContainerName"]]
    program = [*container.get("command", []), *container.get("args", [])]
    return {
        **{key: spec.get(key) for key in ("objective", "parameters")},
        **{key: spec[key] for key in ("parallelTrialCount", "maxTrialCount", "maxFailedTrialCount")},
        "algorithm": {**spec["algorithm"], "algorithmSettings": sorted_settings(spec["algorithm"])},
        "metricsCollectorSpec": collector_with_katibs_defaults(spec),
        "resumePolicy": spec.get("resumePolicy", "Never"),
        "primaryContainerName": template["primaryContainerName"],
        "retain": template.get("retain", False),
        "trialParameters": sorted((p["reference"], p.get("description")) for p in template["trialParameters"]),
        "trial": {
            "kind": f"{template['trialSpec']['apiVersion']}/{template['trialSpec']['kind']}",
            "image": container["image"],
            "program": [re.sub(r"\$\{trialParameters\.([^}]*)\}", lambda m: names[m.group(1)], a) for a in program],
            "restartPolicy": pod["restartPolicy"],
        },
    }


def sorted_settings(algorithm: Obj) -> list[Obj]:
    return sorted(algorithm.get("algorithmSettings") or [], key=lambda setting: str(setting["name"]))


def collector_with_katibs_defaults(spec: Obj) -> Obj:
    """Katib v0.19.0's defaulter (pkg/apis/controller/experiments/v1beta1/experiment_defaults.go): StdOut, and a
    File collector's format TEXT."""
    collector = copy.deepcopy(spec.get("metricsCollectorSpec") or {"collector": {"kind": "StdOut"}})
    path = (collector.get("source") or {}).get("fileSystemPath")
    if collector["collector"]["kind"] == "File" and path is not None:
        path.setdefault("format", "TEXT")
    return collector
