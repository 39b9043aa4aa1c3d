"""The policy judges the pod that will run, not the fields that built it (issue 37, classes 2 and 8).

A property: for each refusal of a spec field, the pod patch that builds the same pod is refused too. The pod
patch is found as `kfgen import` finds one (kfgen.migrate.compare): the difference between the pod the field
builds (where an Environment allows it) and the pod without it. And the new surfaces through the entry points the
hostile corpus does not drive: the Helm post-renderer and the Python API (tests/data/hostile/policy-* hold the CLI, the
KRM function and kfgen.core).
"""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT, run_kfgen
from hypothesis import HealthCheck, assume, given, settings
from hypothesis import strategies as st

import kfgen
from kfgen import core
from kfgen.cli.importing import EXIT_NEEDS_REVIEW
from kfgen.io import yamlio
from kfgen.migrate import compare

Obj = dict[str, Any]
HOSTILE = ROOT / "tests" / "data" / "hostile"
REGISTRY = "registry.example.com/ml"

# (the spec field, its value, what an Environment's policy adds to allow it, whether only an Environment refuses it);
# QUEUED: refused where the job is queued (the Environment that allows it queues nothing)
QUEUED: Obj = {}
REFUSALS: list[tuple[tuple[str, ...], Any, Obj, bool]] = [
    (("sharedMemory",), "unlimited", {"unboundedSharedMemory": True}, False),
    (("resources", "limits", "cpu"), "unlimited", {"burstableCpu": True}, False),
    (("image",), "evil.example/miner:1", {"registries": [REGISTRY, "evil.example"]}, True),
    (("priorityClassName",), "system-cluster-critical", {"priorityClasses": ["system-cluster-critical"]}, False),
    (("serviceAccount",), "admin", {"serviceAccounts": ["admin"]}, False),
    (("resources", "memory"), None, QUEUED, True),
    (("resources", "cpu"), None, QUEUED, True),
]
INTEGRATIONS = [f"kubeflow.org/{kind}" for kind in ("pytorchjob", "tfjob", "jaxjob", "paddlejob")] + ["batch/job"]


def environment(policy: Obj, defaults: Obj, queue: str | None = None) -> Obj:
    spec: Obj = {"namespace": "ml-prod", "registry": REGISTRY, "policy": {"registries": [REGISTRY], **policy}}
    if queue:
        defaults = {**defaults, "queue": queue}
        spec["kueue"] = {"integrations": INTEGRATIONS, "existing": {"localQueues": [queue]}}
    if defaults:
        spec["defaults"] = defaults
    return {"apiVersion": "kfgen.dev/v1alpha1", "kind": "Environment", "metadata": {"name": "prod"}, "spec": spec}


def with_field(spec: Obj, path: tuple[str, ...], value: Any) -> Obj:
    out = copy.deepcopy(spec)
    node = out["spec"]
    for key in path[:-1]:
        node = node.setdefault(key, {})
    node[path[-1]] = value
    return out


def templates(objects: list[Obj]) -> list[Obj]:
    """The pod templates of the job (the first object holding one), in order."""
    found: list[Obj] = []

    def walk(node: Any) -> None:
        if isinstance(node, dict):
            template = node.get("template")
            if isinstance(template, dict) and isinstance((template.get("spec") or {}).get("containers"), list):
                found.append(template)
                return
            for value in node.values():
                walk(value)
        elif isinstance(node, list):
            for value in node:
                walk(value)

    for obj in objects:
        walk(obj.get("spec"))
        if found:
            return found
    return found


@st.composite
def base_specs(draw: st.DrawFn) -> Obj:
    framework = draw(st.sampled_from(["pytorch", "tensorflow", "jax", "paddle"]))
    spec: Obj = {
        "framework": framework,
        "image": f"{REGISTRY}/train:{draw(st.sampled_from(['1', '2.1.0']))}",
        "replicas": {"worker": draw(st.integers(1, 4))},
        "resources": {
            "cpu": draw(st.sampled_from(["500m", "2", "8"])),
            "memory": draw(st.sampled_from(["4Gi", "16Gi"])),
        },
    }
    if draw(st.booleans()):
        spec["backend"] = "job"
        spec["replicas"] = {"worker": 1}
    if draw(st.booleans()):
        spec["resources"]["gpu"] = draw(st.integers(1, 2))
    if draw(st.booleans()):
        spec["sharedMemory"] = draw(st.sampled_from(["1Gi", "8Gi"]))
    return {"apiVersion": "kfgen.dev/v1alpha1", "kind": "TrainingSpec", "metadata": {"name": "train"}, "spec": spec}


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    base=base_specs(),
    refusal=st.sampled_from(REFUSALS),
    without_environment=st.booleans(),
    defaults=st.sampled_from([{}, {"resources": {"cpu": "1", "memory": "2Gi"}}]),
)
def test_a_pod_patch_that_builds_a_refused_pod_is_refused_too(
    base: Obj, refusal: tuple[tuple[str, ...], Any, Obj, bool], without_environment: bool, defaults: Obj
) -> None:
    path, value, allowing, needs_environment = refusal
    queued = allowing is QUEUED
    if queued:
        defaults = {"resources": {"cpu": "1", "memory": "2Gi"}}  # a queued job keeps what they request
    strict = (
        None if without_environment and not needs_environment else environment({}, defaults, "q" if queued else None)
    )
    allowed = environment({} if queued else allowing, defaults)
    refused = with_field(base, path, value)
    assert not core.expand(refused, strict).ok, "the field itself is refused"
    before, after = core.expand(base, allowed), core.expand(refused, allowed)
    assume(before.ok and after.ok)
    (pod_before,), (pod_after,) = templates(before.objects), templates(after.objects)
    patch, left = compare.patch_of(compare.differences(pod_after, pod_before, compare.Defaults(None)))
    assert patch and not left
    patched = with_field(base, ("podPatch",), patch)
    same = core.expand(patched, allowed)
    assert same.ok, [str(r) for r in same.results]
    assert templates(same.objects) == [pod_after], "the pod patch builds the pod the field builds"
    found = core.expand(patched, strict)
    assert not found.ok, f"{patch} reaches the refused pod: {[str(r) for r in found.results]}"
    assert any(r.severity == "error" and "podPatch" in (r.field or "") for r in found.results)


# the entry points the hostile corpus does not drive ---------------------------------------------------

CASES = sorted(p.name for p in HOSTILE.iterdir() if p.name.startswith(("policy-podpatch-", "policy-resources-")))
NEW_CASES = [
    c
    for c in CASES
    if any(
        word in c
        for word in (
            *("memory", "shm", "cpu-request", "sidecar", "runtime-class", "share-", "host-aliases", "dns-"),
            *("metadata-namespace", "podpatch-priority-value", "podpatch-overhead", "mount-propagation", "scheduler-"),
        )
    )
    or c.startswith("policy-resources-")
]


def case_documents(case: str) -> tuple[list[Obj], str | None]:
    text = (HOSTILE / case / "input.yaml").read_text(encoding="utf-8")
    docs, problems = yamlio.parse(text, case)
    assert not problems
    env_file = HOSTILE / case / "env.txt"
    return docs, env_file.read_text(encoding="utf-8").strip() if env_file.exists() else None


def expected(case: str) -> list[str]:
    return [line for line in (HOSTILE / case / "expected.txt").read_text().splitlines() if line.startswith("[error]")]


def test_the_new_cases_are_there() -> None:
    assert len(NEW_CASES) >= 15, NEW_CASES


@pytest.mark.parametrize("case", NEW_CASES)
def test_post_render_refuses_the_pod(case: str, tmp_path: Path) -> None:
    docs, env = case_documents(case)
    args = ["post-render"] + (["--env", env] if env else [])
    # the case carries its own Environment: run where no platform overlays/ would shadow it
    result = run_kfgen(*args, stdin=yamlio.dump_all(docs), cwd=tmp_path)
    assert result.returncode == 1, result.stderr
    assert result.stdout == ""
    errors = [line.split(": ", 1)[1] if not line.startswith("[") else line for line in result.stderr.splitlines()]
    assert [e for e in errors if e.startswith("[error]")] == expected(case)


@pytest.mark.parametrize("case", NEW_CASES)
def test_python_api_refuses_the_pod(case: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    docs, env = case_documents(case)
    monkeypatch.chdir(tmp_path)  # the case's own Environment, with no platform overlays/ beside it
    path = tmp_path / "input.yaml"
    path.write_text(yamlio.dump_all(docs), encoding="utf-8")
    rendered = kfgen.render([str(path)], env=env)
    assert not rendered.ok
    assert rendered.objects == []
    assert [str(r) for r in rendered.results if r.severity == "error"] == expected(case)


def test_an_environment_that_allows_them_renders_them() -> None:
    policy = {
        "unboundedSharedMemory": True,
        "burstableCpu": True,
        "runtimeClasses": ["gvisor"],
        "shareProcessNamespace": True,
        "hostAliases": True,
        "dnsPolicies": ["Default", "None"],
        "schedulers": ["volcano"],
    }
    patch: Obj = {
        "spec": {
            "runtimeClassName": "gvisor",
            "shareProcessNamespace": True,
            "hostAliases": [{"ip": "10.0.0.1", "hostnames": ["data"]}],
            "dnsPolicy": "None",
            "dnsConfig": {
                "nameservers": ["10.0.0.53"],
                "searches": ["data.example.com"],
                "options": [{"name": "ndots"}],
            },
            "schedulerName": "volcano",
            "containers": [{"name": "pytorch", "resources": {"limits": {"cpu": None}}}],
            "volumes": [{"name": "dshm", "emptyDir": {"sizeLimit": None}}],
        }
    }
    body: Obj = {"framework": "pytorch", "image": "train:1", "resources": {"cpu": "2", "memory": "4Gi", "gpu": 1}}
    body["podPatch"] = patch
    spec: Obj = {"apiVersion": "kfgen.dev/v1alpha1", "kind": "TrainingSpec", "metadata": {"name": "train"}}
    spec["spec"] = body
    assert not core.expand(spec, environment({}, {})).ok
    found = core.expand(spec, environment(policy, {}))
    assert found.ok, [str(r) for r in found.results]
    (pod,) = templates(found.objects)
    assert pod["spec"]["runtimeClassName"] == "gvisor" and pod["spec"]["dnsPolicy"] == "None"
    assert {"name": "dshm", "emptyDir": {"medium": "Memory"}} in pod["spec"]["volumes"]
    assert pod["spec"]["schedulerName"] == "volcano"


@pytest.mark.parametrize(
    "allowed", [{"defaults": {"schedulerName": "volcano"}}, {"policy": {"schedulers": ["volcano"]}}]
)
def test_a_scheduler_the_environment_chooses_or_lists_is_allowed(allowed: Obj) -> None:
    spec: Obj = {"apiVersion": "kfgen.dev/v1alpha1", "kind": "TrainingSpec", "metadata": {"name": "train"}}
    spec["spec"] = {"framework": "pytorch", "image": "train:1", "schedulerName": "volcano"}
    env = environment(allowed.get("policy", {}), allowed.get("defaults", {}))
    assert core.expand(spec, env).ok
    other = core.expand(spec, environment({}, {}))
    assert [r.field for r in other.results if r.severity == "error"] == ["spec.schedulerName"]
    spec["spec"]["schedulerName"] = "default-scheduler"  # the cluster's own is no choice to govern
    assert core.expand(spec, environment({}, {})).ok


def test_the_krm_function_echoes_its_items_and_reports_the_pod() -> None:
    docs, _ = case_documents("policy-podpatch-memory-emptydir-at-shm")
    environments = [d for d in docs if d.get("kind") == "Environment"]
    items = [d for d in docs if d.get("kind") != "Environment"]
    rl: Obj = {"apiVersion": "config.kubernetes.io/v1", "kind": "ResourceList", "items": items}
    rl["functionConfig"] = environments[0]
    result = run_kfgen("fn", stdin=json.dumps(rl))
    assert result.returncode == 1
    output = yamlio.parse(result.stdout, "stdout")[0][0]
    assert output["items"] == items
    assert any("memory-backed emptyDir" in r["message"] for r in output["results"])


LEGACY_JOB = """\
apiVersion: kubeflow.org/v1
kind: PyTorchJob
metadata: {name: legacy, namespace: ml-prod}
spec:
  pytorchReplicaSpecs:
    Worker:
      replicas: 2
      restartPolicy: OnFailure
      template:
        spec:
          runtimeClassName: nvidia
          hostAliases: [{ip: 10.0.0.9, hostnames: [data]}]
          containers:
            - name: pytorch
              image: registry.example.com/ml/train:1
              resources: {requests: {cpu: "4", memory: 16Gi}, limits: {memory: 16Gi}}
              volumeMounts: [{name: shm, mountPath: /dev/shm}]
          volumes:
            - {name: shm, emptyDir: {medium: Memory}}
"""
REFUSED_BY_IMPORT = (
    "spec.podPatch.spec.runtimeClassName: left out of the pod patch, the rest of it kept: a RuntimeClass chooses",
    "spec.podPatch.spec.hostAliases: left out of the pod patch, the rest of it kept: hostAliases is not allowed",
)
# what the job does and an Environment may allow: the spec's, and the import's review names the setting
NEEDS_REVIEW = (
    "spec.sharedMemory: an unbounded /dev/shm needs an Environment that allows it",
    "spec.resources.limits.cpu: a CPU request without a limit needs an Environment that allows it",
)


def test_import_names_the_pod_it_cannot_write() -> None:
    """`kfgen import` of a job whose pod the policy refuses warns with each rule at the field it refuses; what an
    Environment may allow is carried, and the spec needs review (it renders where the Environment allows it)."""
    result = run_kfgen("import", "-", stdin=LEGACY_JOB)
    assert result.returncode == EXIT_NEEDS_REVIEW, result.stderr
    cannot = [line.split("legacy: ", 1)[1] for line in result.stderr.splitlines() if "left out of the pod" in line]
    assert sorted(line[: len(w)] for line in cannot for w in REFUSED_BY_IMPORT if line.startswith(w)) == sorted(
        REFUSED_BY_IMPORT
    )
    assert len(cannot) == len(REFUSED_BY_IMPORT)
    review = "imported, needs review: the spec does not render without an Environment: "
    assert all(review + why in result.stderr for why in NEEDS_REVIEW), result.stderr
    specs, problems = yamlio.parse(result.stdout, "stdout")
    allowing = environment({"unboundedSharedMemory": True, "burstableCpu": True}, {})
    assert not problems and core.expand(specs[0], allowing).ok


def test_import_in_an_environment_that_allows_the_pod_carries_it(tmp_path: Path) -> None:
    allowing = environment(
        {"unboundedSharedMemory": True, "burstableCpu": True, "runtimeClasses": ["nvidia"], "hostAliases": True}, {}
    )
    env_file = tmp_path / "environment.yaml"
    env_file.write_text(yamlio.dump(allowing), encoding="utf-8")
    result = run_kfgen("import", "--environment", str(env_file), "-", stdin=LEGACY_JOB)
    assert result.returncode == 0, result.stderr
    assert "left out of the pod patch" not in result.stderr
    (spec,), _ = yamlio.parse(result.stdout, "stdout")
    found = core.expand(spec, allowing)
    assert found.ok, [str(r) for r in found.results]
    (pod,) = templates(found.objects)
    assert pod["spec"]["runtimeClassName"] == "nvidia" and pod["spec"]["hostAliases"]
