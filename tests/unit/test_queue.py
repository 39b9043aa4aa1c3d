"""Kueue queues per Environment without a cluster: what kfgen knows of Kueue v0.19.2 comes from its source,
every shipped overlay's queues are strictly valid and made once, and each rule holds (the bad-input corpus
has a case per rule: tests/data/bad/kueue-*)."""

from __future__ import annotations

import copy
import re
from typing import Any

import pytest
import yaml
from conftest import ENVIRONMENTS, ROOT, environment_file, examples
from operators import module_dir, versions
from upstream import validate_strict

from kfgen import api, core
from kfgen.controller import environment as owner
from kfgen.controller import settings
from kfgen.controller.settings import Scope
from kfgen.features.queue import jobs
from kfgen.model import EnvironmentView
from kfgen.schema import kueue as kueue_schema
from kfgen.workloads import registry
from kfgen.workloads.registry import BY_BACKEND, WORKLOADS

# the Kueue integration that admits each job kind kfgen emits (the workloads' profiles)
INTEGRATIONS = {kind: name for w in WORKLOADS for kind, name in w.kueue_integrations.items()}

Obj = dict[str, Any]
FRAGMENT = ROOT / "docs" / "kueue" / "controller_manager_config.yaml"


@pytest.fixture(scope="module")
def kueue_source() -> Any:
    return module_dir("sigs.k8s.io/kueue", versions()["KUEUE_VERSION"])


def environment(name: str) -> Obj:
    return dict(yaml.safe_load(environment_file(name).read_text()))


def spec(name: str = "train", **fields: Any) -> Obj:
    body = {"framework": "pytorch", "image": "registry.example.com/ml/x:1.0", **fields}
    return {"apiVersion": api.API_VERSION, "kind": api.TRAINING_SPEC, "metadata": {"name": name}, "spec": body}


def errors(expansion: core.Expansion) -> list[str]:
    return [str(r) for r in expansion.results if r.severity == "error"]


# what kfgen knows of Kueue, read from its source ---------------------------------------------------------


def test_the_integration_names_are_kueues(kueue_source: Any) -> None:
    names = set()
    for path in (kueue_source / "pkg" / "controller" / "jobs").rglob("*.go"):
        names |= set(re.findall(r'FrameworkName\s*=\s*"([^"]+)"', path.read_text()))
    assert sorted(names) == sorted(kueue_schema.KUEUE_FRAMEWORKS)


def test_the_default_integrations_are_those_of_kueues_released_configuration(kueue_source: Any) -> None:
    for path in ("config/components/manager/controller_manager_config.yaml",):
        upstream = yaml.safe_load((kueue_source / path).read_text())
        assert upstream["integrations"]["frameworks"] == list(kueue_schema.KUEUE_DEFAULT_FRAMEWORKS)
    # the binary's own default (no list at all) is only batch/job: kfgen states the released one
    defaults = (kueue_source / "apis" / "config" / "v1beta2" / "defaults.go").read_text()
    assert 'defaultJobFrameworkName                       = "batch/job"' in defaults


def test_the_shipped_fragment_enables_every_kind_kfgen_can_queue() -> None:
    frameworks = yaml.safe_load(FRAGMENT.read_text())["integrations"]["frameworks"]
    assert set(INTEGRATIONS.values()) <= set(frameworks)
    assert set(kueue_schema.KUEUE_DEFAULT_FRAMEWORKS) <= set(frameworks)
    for name in ENVIRONMENTS:  # what the overlays say the platform enabled is what the fragment enables
        assert set(environment(name)["spec"]["kueue"]["integrations"]) <= set(frameworks), name


def test_the_v1_kinds_are_not_in_kueues_defaults_and_the_v1_mpijob_has_no_integration() -> None:
    v1 = set(BY_BACKEND["v1"].kueue_integrations.values())
    assert INTEGRATIONS["Job"] in kueue_schema.KUEUE_DEFAULT_FRAMEWORKS
    assert not v1 & set(kueue_schema.KUEUE_DEFAULT_FRAMEWORKS)
    assert "MPIJob" not in BY_BACKEND["v1"].kueue_integrations


def test_kueues_mpijob_integration_admits_mpi_operators_mpijob() -> None:
    """Kueue's kubeflow.org/mpijob is mpi-operator's v2beta1 MPIJob, one of Kueue's released defaults."""
    assert BY_BACKEND["mpi-operator"].kueue_integrations == {"MPIJob": "kubeflow.org/mpijob"}
    assert "kubeflow.org/mpijob" in kueue_schema.KUEUE_DEFAULT_FRAMEWORKS


# the shipped overlays ------------------------------------------------------------------------------------


QUEUE_KINDS = ("ResourceFlavor", "ClusterQueue", "WorkloadPriorityClass", "LocalQueue")


def queue_objects(env: dict[str, Any]) -> list[dict[str, Any]]:
    """An Environment's Kueue objects (its output holds its tracking server and network policies too)."""
    return [o for o in core.environment_output(env) if o["kind"] in QUEUE_KINDS]


@pytest.mark.parametrize("name", ENVIRONMENTS)
def test_every_overlays_queues_are_strictly_valid_and_made_once(name: str) -> None:
    env = environment(name)
    objects = queue_objects(env)
    assert [p for o in objects for p in validate_strict(o)] == []
    kinds = [o["kind"] for o in objects]
    assert kinds == sorted(kinds, key=QUEUE_KINDS.index)
    local = [(o["metadata"]["namespace"], o["metadata"]["name"]) for o in objects if o["kind"] == "LocalQueue"]
    assert len(local) == len(set(local)) and local
    queue = env["spec"]["defaults"]["queue"]
    namespaces = EnvironmentView.of(env).namespaces
    assert {ns for ns, q in local if q == queue} == set(namespaces), "the default queue exists everywhere"
    specs = [yaml.safe_load(p.read_text()) for p in examples()]
    expansion = core.transform(specs, env, keep_environments=False)
    assert expansion.ok, errors(expansion)
    assert [o for o in expansion.objects if o["kind"] in {k for k in kinds}] == objects  # once, first


def test_prods_teams_share_a_cohort_and_borrow() -> None:
    objects = core.environment_output(environment("prod"))
    queues = {o["metadata"]["name"]: o["spec"] for o in objects if o["kind"] == "ClusterQueue"}
    assert {q["cohortName"] for q in queues.values()} == {"prod"}
    assert queues["vision"]["namespaceSelector"]["matchExpressions"][0]["values"] == ["team-vision"]
    gpu = queues["vision"]["resourceGroups"][0]
    assert gpu["coveredResources"] == ["cpu", "memory", "ephemeral-storage", "nvidia.com/gpu", "nvidia.com/mig-3g.20gb"]
    assert gpu["flavors"][0]["resources"][3] == {"name": "nvidia.com/gpu", "nominalQuota": 32, "lendingLimit": 16}
    assert gpu["flavors"][1]["resources"][3] == {"name": "nvidia.com/gpu", "nominalQuota": 0}  # H100s: borrowed
    priorities = {o["metadata"]["name"]: o["value"] for o in objects if o["kind"] == "WorkloadPriorityClass"}
    assert priorities == {"high": 1000, "low": 100}


def test_every_flavor_lists_every_covered_resource_in_order() -> None:
    """Kueue refuses a flavor whose resources differ from the group's coveredResources: a resource a flavor has
    no quota for gets 0."""
    env = environment("staging")
    [queue] = [o for o in core.environment_output(env) if o["kind"] == "ClusterQueue"]
    group = queue["spec"]["resourceGroups"][0]
    for flavor in group["flavors"]:
        assert [r["name"] for r in flavor["resources"]] == group["coveredResources"]
    h100 = group["flavors"][1]["resources"]
    assert {"name": "nvidia.com/mig-3g.20gb", "nominalQuota": 0} in h100


# jobs -----------------------------------------------------------------------------------------------------


def job(expansion: core.Expansion) -> Obj:
    return next(o for o in expansion.objects if o["kind"] in registry.JOB_KINDS)


def test_a_job_carries_its_queue_and_priority() -> None:
    env = environment("prod")
    labels = job(core.expand(spec(queuePriority="high"), env))["metadata"]["labels"]
    assert (labels[api.QUEUE_LABEL], labels[api.QUEUE_PRIORITY_LABEL]) == ("prod", "high")
    labels = job(core.expand(spec(), env))["metadata"]["labels"]
    assert labels[api.QUEUE_PRIORITY_LABEL] == "low"


def test_an_unqueued_kind_gets_no_default_queue() -> None:
    mpi = spec(framework="mpi", command=["mpirun", "x"], replicas={"worker": 2})
    expansion = core.expand(mpi, environment("prod"))
    assert expansion.ok, errors(expansion)
    labels = job(expansion)["metadata"]["labels"]
    assert api.QUEUE_LABEL not in labels and api.QUEUE_PRIORITY_LABEL not in labels
    without = environment("prod")
    del without["spec"]["kueue"]["unqueuedKinds"]
    refused = errors(core.expand(mpi, without))
    assert len(refused) == 1 and "admitted by no Kueue integration" in refused[0] and "backend: trainer" in refused[0]


def test_an_environment_may_make_a_disabled_integration_a_warning() -> None:
    env = environment("prod")
    env["spec"]["kueue"]["integrations"] = ["trainer.kubeflow.org/trainjob"]
    assert "kubeflow.org/pytorchjob is not enabled" in errors(core.expand(spec(), env))[0]
    env["spec"]["kueue"]["disabledIntegration"] = "warning"
    expansion = core.expand(spec(), env)
    assert expansion.ok
    [warned] = [r for r in expansion.results if "kubeflow.org/pytorchjob is not enabled" in r.message]
    assert warned.severity == "warning" and warned.field and "queue" in warned.field


def test_without_an_environment_kueues_defaults_apply() -> None:
    assert "Kueue v0.19's default Configuration" in errors(core.expand(spec(queue="q"), None))[0]
    trainer = spec(backend="trainer", queue="q")
    del trainer["spec"]["image"]
    assert core.expand(trainer, None).ok  # TrainJobs are integrated by default


def test_a_job_that_fits_only_by_borrowing_is_accepted() -> None:
    env = environment("prod")
    big = spec(replicas={"worker": 6}, resources={"cpu": "8", "memory": "64Gi", "gpu": 8})  # 48 GPUs > nlp's 32
    big["metadata"]["namespace"] = "team-nlp"
    big["spec"]["gpu"] = {"products": ["NVIDIA-H100-80GB-HBM3"]}
    assert core.expand(big, env).ok, errors(core.expand(big, env))  # 32 + borrowingLimit 32
    bigger = copy.deepcopy(big)
    bigger["spec"]["replicas"] = {"worker": 9}  # 72 GPUs
    [refused] = errors(core.expand(bigger, env))
    assert (
        "more than any flavor of ClusterQueue nlp" in refused and "(h100: nvidia.com/gpu 64)" in refused
    )  # cpu and memory borrow without a limit


@pytest.mark.parametrize("cpu", ["1e999999", "1e400", "99999999999999999999"])
def test_a_quantity_out_of_range_is_its_own_error_not_a_traceback(cpu: str) -> None:
    env = environment("dev")
    for controller in (False, True):
        expansion = core.expand(spec(resources={"cpu": cpu, "memory": "1Gi"}), env, controller=controller)
        fields = [r.field for r in expansion.results if r.severity == "error"]
        assert fields == ["spec.resources.cpu"], expansion.results


def test_a_change_to_the_environments_queues_renames_no_job() -> None:
    """Quota, flavors and priorities are the Environment's objects, not the job's: raising a quota must not
    make the controller or a GitOps tool run a training again."""
    env = environment("prod")
    before = job(core.expand(spec(), env))
    env["spec"]["kueue"]["clusterQueues"]["platform"]["flavors"][0]["quota"]["cpu"] = 1024
    env["spec"]["kueue"]["priorityClasses"]["high"]["value"] = 5000
    after = job(core.expand(spec(), env))
    assert after == before


def test_the_environments_queues_are_resolved_once_per_build() -> None:
    env = environment("prod")
    core.transform([spec(f"job-{i}") for i in range(3)], env)
    first = jobs._cache[0][2]
    core.transform([spec(f"job-{i}") for i in range(3, 6)], env)
    assert jobs._cache[0][2] is not first  # a new build, a new resolution (never a stale Environment)


# the controller's reach --------------------------------------------------------------------------------------


def never_read(name: str) -> Obj | None:
    raise AssertionError(f"read namespace {name!r}")


def test_only_a_cluster_wide_controller_owns_cluster_scoped_objects() -> None:
    """A ClusterQueue belongs to no namespace: a controller limited to some namespaces leaves it alone."""
    assert Scope(settings.parse([]), never_read).covers("") is True
    assert Scope(settings.parse(["--namespace", "ml"]), never_read).covers("") is False
    assert Scope(settings.parse(["--namespace-selector", "team=ml"]), never_read).covers("") is False


def test_the_environment_owner_writes_only_what_differs() -> None:
    """A restarted controller or a resync writes nothing for objects already as rendered; it applies a changed
    one, re-creates one whose immutable field changed, prunes what it owns and no longer renders, and leaves a
    namesake it does not own alone."""
    env = {**environment("dev"), "metadata": {"name": "dev", "uid": "env-uid"}}
    desired = queue_objects(env)
    reference = owner.owner_reference(env)
    live = [{**o, "metadata": {**o["metadata"], "ownerReferences": [reference], "uid": "u"}} for o in desired]
    assert owner.plan(env, desired, live, {}) == []
    changed = copy.deepcopy(live)
    changed[1]["spec"]["resourceGroups"][0]["flavors"][0]["resources"][0]["nominalQuota"] = 1
    changed[-1]["spec"]["clusterQueue"] = "elsewhere"
    stale = {**live[0], "metadata": {**live[0]["metadata"], "name": "gone"}}
    steps = owner.plan(env, desired, [*changed, stale], {})
    assert [(s.verb, s.obj["kind"], s.obj["metadata"]["name"]) for s in steps] == [
        ("apply", "ClusterQueue", "dev"),
        ("recreate", "LocalQueue", "dev"),
        ("delete", "ResourceFlavor", "gone"),
    ]
    theirs = {**desired[0], "metadata": {"name": "default", "uid": "theirs"}}
    steps = owner.plan(env, desired, live[1:], {("ResourceFlavor", "", "default"): theirs})
    assert [(s.verb, s.obj["metadata"]["uid"]) for s in steps] == [("conflict", "theirs")]
