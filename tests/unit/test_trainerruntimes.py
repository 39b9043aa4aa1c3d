"""kfgen's table of the Trainer v2.3.0 default runtimes against the runtimes Trainer ships (../shared/crds)."""

from __future__ import annotations

from typing import Any

import yaml
from upstream import crds_dir, validate_strict

from kfgen import core, schema
from kfgen.workloads.frameworks import FRAMEWORKS, RUNTIME_JOBS
from kfgen.workloads.trainjob import runtimes as trainerruntimes

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


def test_every_shipped_runtime_runs_the_default_node_count() -> None:
    """A TrainJob without numNodes on a default runtime runs its mlPolicy.numNodes: the count kfgen's import
    assumes (kfgen.migrate.trainjobnodes)."""
    counts = set()
    for path in sorted((crds_dir() / "trainer" / "runtimes").glob("*.yaml")):
        counts |= {trainerruntimes.node_count(r["spec"]) for r in yaml.safe_load_all(path.read_text()) if r}
    assert counts == {trainerruntimes.DEFAULT_NODE_COUNT}


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


# Runtimes an Environment defines (spec.trainer) ----------------------------------------------------------------


def _crd(kind: str) -> dict[str, Any]:
    plural = {"TrainingRuntime": "trainingruntimes", "ClusterTrainingRuntime": "clustertrainingruntimes"}[kind]
    crd: dict[str, Any] = yaml.safe_load((crds_dir() / "trainer" / f"trainer.kubeflow.org_{plural}.yaml").read_text())
    version = next(v for v in crd["spec"]["versions"] if v["storage"])
    spec: dict[str, Any] = version["schema"]["openAPIV3Schema"]["properties"]["spec"]
    return spec


def _environment(runtimes: dict[str, Any], key: str = "runtimes") -> dict[str, Any]:
    spec = {
        "namespace": "ml",
        "security": {"profile": "baseline"},  # Trainer's runtimes meet baseline, not restricted
        "policy": {"serviceAccounts": ["kubeflow-trainer-cache-initializer"]},  # the data cache's own
        "trainer": {key: runtimes},
    }
    return {"apiVersion": "kfgen.dev/v1alpha1", "kind": "Environment", "metadata": {"name": "upstream"}, "spec": spec}


def test_the_runtime_schema_is_the_crds_spec() -> None:
    """kfgen's runtime body has the CRD's spec fields (and the runtime's labels), its template the CRD's."""
    body = schema.ENVIRONMENT_SCHEMA["properties"]["spec"]["properties"]["trainer"]["properties"]["runtimes"]
    runtime = body["additionalProperties"]["properties"]
    for kind in trainerruntimes.ENVIRONMENT_KEYS:
        crd = _crd(kind)
        assert set(runtime) - {"labels"} == set(crd["properties"]), kind
        assert set(runtime["template"]["properties"]) == set(crd["properties"]["template"]["properties"]), kind
        jobs = crd["properties"]["template"]["properties"]["spec"]["properties"]["replicatedJobs"]["items"]
        assert {"name", "template"} <= set(jobs["properties"])


def test_no_number_field_in_a_runtime_outside_its_pods() -> None:
    """A whole float is refused anywhere in a runtime (it reads as an integer through the API server): no field of
    the CRD's spec takes a number other than an integer, except resource quantities (int-or-string)."""
    found: list[str] = []

    def walk(node: Any, where: str) -> None:
        if isinstance(node, dict):
            if node.get("type") == "number":
                found.append(where)
            for key, value in node.items():
                walk(value, f"{where}.{key}")
        elif isinstance(node, list):
            for index, value in enumerate(node):
                walk(value, f"{where}[{index}]")

    walk(_crd("TrainingRuntime"), "spec")
    assert found == []


def test_every_shipped_runtime_passes_through_an_environment_unchanged() -> None:
    """Trainer's own runtimes, defined by an Environment (as TrainingRuntimes: the ClusterTrainingRuntimes keep
    their names), are accepted, come out with the upstream spec byte for byte, and are valid against the CRD."""
    files = sorted((crds_dir() / "trainer" / "runtimes").glob("*.yaml"))
    upstream_runtimes = {r["metadata"]["name"]: r for path in files for r in yaml.safe_load_all(path.read_text()) if r}
    bodies = {name: {"labels": r["metadata"].get("labels") or {}, **r["spec"]} for name, r in upstream_runtimes.items()}
    environment = _environment(bodies)
    assert core.check_environment(environment) == []
    objects = core.environment_output(environment)
    assert [o["metadata"]["name"] for o in objects] == sorted(upstream_runtimes)
    for obj in objects:
        assert obj["kind"] == "TrainingRuntime" and obj["metadata"]["namespace"] == "ml"
        assert obj["spec"] == upstream_runtimes[obj["metadata"]["name"]]["spec"]
        assert validate_strict(obj) == []


def test_a_default_runtimes_name_is_refused_for_a_cluster_runtime() -> None:
    runtime = yaml.safe_load((crds_dir() / "trainer" / "runtimes" / "torch_distributed.yaml").read_text())
    problems = core.check_environment(_environment({"torch-distributed": runtime["spec"]}, "clusterRuntimes"))
    assert [p.field for p in problems] == ["spec.trainer.clusterRuntimes.torch-distributed"]


def test_a_trainjob_patches_the_trainer_jobs_of_an_environment_runtime() -> None:
    runtime = yaml.safe_load((crds_dir() / "trainer" / "runtimes" / "deepspeed_distributed.yaml").read_text())
    env = {"trainer": {"runtimes": {"ds": runtime["spec"]}}}
    assert trainerruntimes.runtime_jobs(env, "TrainingRuntime", "ds") == ("node", "launcher")
    assert trainerruntimes.runtime_jobs(env, "ClusterTrainingRuntime", "ds") == ("node",)
    assert trainerruntimes.runtime_jobs({}, "ClusterTrainingRuntime", "deepspeed-distributed") == ("launcher", "node")


# Runtimes among the inputs -------------------------------------------------------------------------------------


def _input_runtime(kind: str, name: str, body: dict[str, Any]) -> dict[str, Any]:
    return {"apiVersion": "trainer.kubeflow.org/v1alpha1", "kind": kind, "metadata": {"name": name}, "spec": body}


HOSTILE_POD = {
    "hostPID": True,
    "serviceAccountName": "admin",
    "containers": [{"name": "node", "image": "evil.io/pt:latest", "securityContext": {"privileged": True}}],
}


def _hostile_body() -> dict[str, Any]:
    job = {
        "name": "node",
        "template": {
            "metadata": {"labels": {trainerruntimes.ANCESTOR_LABEL: "trainer"}},
            "spec": {"template": {"spec": HOSTILE_POD}},
        },
    }
    return {"mlPolicy": {"numNodes": 1, "torch": {}}, "template": {"spec": {"replicatedJobs": [job]}}}


def test_an_input_runtime_is_held_to_what_the_environments_own_runtime_is() -> None:
    environment = _environment({})
    environment["spec"]["policy"]["registries"] = ["registry.example.com"]
    with_own = dict(environment, spec={**environment["spec"], "trainer": {"runtimes": {"evil": _hostile_body()}}})
    own = core.check_environment(with_own)
    for kind in trainerruntimes.ENVIRONMENT_KEYS:
        out = core.transform([_input_runtime(kind, "evil", _hostile_body())], environment)
        assert out.objects == [], kind
        prefix = "spec.trainer.runtimes.evil"
        assert [(r.field, r.message) for r in out.results] == [
            ("spec" + str(r.field)[len(prefix) :], r.message) for r in own
        ], kind
        assert any("evil.io/pt:latest" in r.message for r in out.results)
    # without an Environment: the floor and the default Pod Security level
    bare = core.transform([_input_runtime("TrainingRuntime", "evil", _hostile_body())])
    assert bare.objects == [] and any("without an Environment" in r.message for r in bare.results)


def test_a_shipped_runtime_among_the_inputs_passes_through_unchanged() -> None:
    runtime = yaml.safe_load((crds_dir() / "trainer" / "runtimes" / "torch_distributed.yaml").read_text())
    runtime["metadata"]["name"] = "team-torch"
    out = core.transform([runtime], _environment({}))
    assert out.results == [] and out.objects == [runtime]


def test_an_input_runtime_never_takes_the_name_of_the_platforms() -> None:
    runtime = yaml.safe_load((crds_dir() / "trainer" / "runtimes" / "torch_distributed.yaml").read_text())
    environment = _environment({"team": runtime["spec"]})
    environment["spec"]["trainer"]["existing"] = {"clusterRuntimes": ["site"], "runtimes": ["listed"]}
    for kind, name, said in (
        ("ClusterTrainingRuntime", "torch-distributed", "Trainer v2.3.0 installs"),
        ("ClusterTrainingRuntime", "site", "lists as existing (spec.trainer.existing.clusterRuntimes)"),
        ("TrainingRuntime", "team", "own runtime (spec.trainer.runtimes.team)"),
        ("TrainingRuntime", "listed", "lists as existing (spec.trainer.existing.runtimes)"),
    ):
        out = core.transform([_input_runtime(kind, name, runtime["spec"])], environment, environment_objects=False)
        assert out.objects == [] and [r.field for r in out.results] == ["metadata.name"], name
        assert said in out.results[0].message and "among the inputs" in out.results[0].message
    # a namespaced runtime named like a default ClusterTrainingRuntime replaces nothing
    assert core.transform([_input_runtime("TrainingRuntime", "torch-distributed", runtime["spec"])], environment).ok
