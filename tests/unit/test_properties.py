"""Property tests: valid specs render to strictly valid upstream objects; anything else gives results."""

from __future__ import annotations

from typing import Any

import yaml
from conftest import ENVIRONMENTS, environment_file
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from upstream import validate_strict

from kfgen import core
from kfgen.features.ports import OPERATOR_PORTS
from kfgen.io import yamlio
from kfgen.workloads.frameworks import FRAMEWORKS


def without_quota(env: dict[str, Any]) -> dict[str, Any]:
    """The shipped Environment with its queues declared as existing: whether a random job fits a queue's
    quota is tests/unit/test_queue.py's concern, not this property's."""
    kueue = env["spec"]["kueue"]
    kueue["existing"] = {"localQueues": [env["spec"]["defaults"]["queue"]]}
    del kueue["clusterQueues"]
    return env


ENVS = {name: without_quota(yaml.safe_load(environment_file(name).read_text())) for name in ENVIRONMENTS}
NAME = st.from_regex(r"[a-z][a-z0-9]{0,12}(-[a-z0-9]{1,8})?", fullmatch=True)
QUANTITY_CPU = st.sampled_from(["500m", "1", "2", "4", "16"])
QUANTITY_MEM = st.sampled_from(["512Mi", "4Gi", "16Gi", "64Gi"])
PORT_NAME = st.from_regex(r"[a-z][a-z0-9]{0,6}(-[a-z0-9]{1,7})?", fullmatch=True).filter(lambda n: n != "metrics")
OPERATOR_PORT_NUMBERS = {number for _, number in OPERATOR_PORTS.values()}  # another name on them is refused
PORT_NUMBER = st.integers(1024, 65535).filter(lambda n: n not in OPERATOR_PORT_NUMBERS)
ENV_NAME = st.from_regex(r"[A-Z][A-Z0-9_]{0,10}", fullmatch=True).filter(
    lambda n: not any(w in n for w in ("PASS", "SECRET", "TOKEN", "KEY", "CRED"))
)


@st.composite
def valid_specs(draw: st.DrawFn) -> dict[str, Any]:
    framework = draw(st.sampled_from(sorted(FRAMEWORKS)))
    fw = FRAMEWORKS[framework]
    trainer = fw.runtime is not None and draw(st.booleans())
    if trainer:
        replicas = {"worker": draw(st.integers(1, 16))}
    else:
        roles = draw(st.lists(st.sampled_from(sorted(fw.roles)), min_size=1, unique=True))
        replicas = {r: (1 if r in fw.singletons else draw(st.integers(1, 12))) for r in roles}
    spec: dict[str, Any] = {
        "framework": framework,
        "image": draw(
            st.sampled_from(["pytorch/pytorch:2.1.0", "ghcr.io/org/img:1", "localhost:5000/x/y:2", "busybox"])
        ),
        "replicas": replicas,
    }
    if trainer:
        spec["backend"] = "trainer"
    resources: dict[str, Any] = {"cpu": draw(QUANTITY_CPU), "memory": draw(QUANTITY_MEM)}
    if draw(st.booleans()):
        resources["gpu"] = draw(st.integers(0, 8))
        if draw(st.booleans()):
            devices = ["nvidia.com/gpu", "nvidia.com/mig-3g.20gb", "amd.com/gpu"]
            spec["gpu"] = {"resource": draw(st.sampled_from(devices))}
            if resources["gpu"]:
                spec["gpu"]["products"] = ["NVIDIA-A100-SXM4-80GB"]
    spec["resources"] = resources
    env = draw(
        st.dictionaries(
            ENV_NAME,
            st.one_of(
                st.text(alphabet="abc123 .-", max_size=12),
                st.integers(),
                st.builds(lambda s: {"secret": s, "key": "k"}, NAME),
            ),
            max_size=4,
        )
    )
    if env:
        spec["env"] = env
    volumes = draw(st.lists(NAME, max_size=3, unique=True))
    if volumes:
        spec["volumes"] = [
            {"claim": v, "path": f"/mnt/{i}", "readOnly": draw(st.booleans())} for i, v in enumerate(volumes)
        ]
    metrics_port = draw(PORT_NUMBER)
    if not trainer:
        names = draw(st.lists(PORT_NAME, max_size=3, unique=True))
        numbers = draw(st.lists(PORT_NUMBER.filter(lambda n: n != metrics_port), min_size=3, max_size=3, unique=True))
        if names:
            spec["ports"] = [
                {"name": name, "containerPort": number, "protocol": draw(st.sampled_from(["TCP", "UDP", "SCTP"]))}
                for name, number in zip(names, numbers, strict=False)
            ]
    if draw(st.booleans()):
        spec["metrics"] = {
            "port": metrics_port,
            "monitor": draw(st.sampled_from(["ServiceMonitor", "PodMonitor"])),
        }
    if draw(st.booleans()):
        spec["tracking"] = {"mlflow": {"experiment": draw(NAME), "trackingUri": "http://mlflow:5000"}}
    if draw(st.booleans()):
        spec["sharedMemory"] = draw(st.sampled_from(["auto", "0", "1Gi"]))
    if not trainer and draw(st.booleans()):
        spec["runPolicy"] = {
            "ttlAfterFinished": draw(st.sampled_from([60, "1h", "30m"])),
            "backoffLimit": draw(st.integers(0, 5)),
        }
    if not trainer and framework == "pytorch" and "worker" in replicas and draw(st.booleans()):
        spec["elastic"] = {"min": 1, "max": replicas["worker"] + draw(st.integers(0, 4))}
    if trainer and draw(st.booleans()):  # Kueue's default Configuration integrates TrainJobs, not the v1 kinds
        spec["queue"] = draw(NAME)
    return {"apiVersion": "kfgen.dev/v1alpha1", "kind": "TrainingSpec", "metadata": {"name": draw(NAME)}, "spec": spec}


@settings(max_examples=150, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(spec=valid_specs(), env=st.sampled_from([None, *ENVIRONMENTS]))
def test_valid_specs_render_to_strictly_valid_objects(spec: dict[str, Any], env: str | None) -> None:
    if env:
        spec["spec"].pop("queue", None)  # every shipped Environment assigns its queue, and its policy refuses others
    expansion = core.expand(spec, ENVS[env] if env else None)
    assert expansion.ok, [str(r) for r in expansion.results]
    problems = [p for obj in expansion.objects for p in validate_strict(obj)]
    assert problems == []
    again = core.expand(spec, ENVS[env] if env else None)
    assert yamlio.dump_all(again.objects) == yamlio.dump_all(expansion.objects)


JSON = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False) | st.text(max_size=8),
    lambda inner: st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=8), inner, max_size=3),
    max_leaves=10,
)


@st.composite
def mutated_specs(draw: st.DrawFn) -> Any:
    spec = draw(valid_specs())
    target = spec
    path = draw(
        st.lists(
            st.sampled_from(
                [
                    "spec",
                    "metadata",
                    "resources",
                    "replicas",
                    "env",
                    "volumes",
                    "gpu",
                    "elastic",
                    "metrics",
                    "name",
                    "framework",
                    "image",
                    "worker",
                ]
            ),
            min_size=1,
            max_size=3,
        )
    )
    for key in path[:-1]:
        child = target.get(key) if isinstance(target, dict) else None
        if not isinstance(child, dict):
            break
        target = child
    if isinstance(target, dict):
        target[path[-1]] = draw(JSON)
    return spec


@settings(max_examples=300, deadline=None)
@given(item=st.one_of(mutated_specs(), JSON), env=st.sampled_from([None, *ENVIRONMENTS]))
def test_invalid_input_never_raises(item: Any, env: str | None) -> None:
    expansion = core.transform([item], ENVS[env] if env else None)
    for result in expansion.results:
        assert result.severity in ("error", "warning")
        assert str(result).startswith(f"[{result.severity}] ")
    if expansion.ok and isinstance(item, dict) and item.get("kind") == "TrainingSpec":
        assert all(validate_strict(obj) == [] for obj in expansion.objects)
