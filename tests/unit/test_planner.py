"""The controller's pure planner, table-tested: observed state → actions and status, no API server."""

from __future__ import annotations

import copy
from collections.abc import Callable
from typing import Any

import pytest
import yaml
from conftest import ROOT

from kfgen import api
from kfgen.controller import livestate, plan, settle
from kfgen.controller.actions import Failure, Observed, Plan, Rendered

Obj = dict[str, Any]
UID = "spec-uid"
NOW = 1_800_000_000.0
ENV = yaml.safe_load((ROOT / "overlays" / "dev" / "environment.yaml").read_text())


def spec(generation: int = 1, status: Obj | None = None, **fields: Any) -> Obj:
    doc = yaml.safe_load((ROOT / "examples" / "pytorch-cpu-dev.yaml").read_text())
    doc["metadata"] = {"name": "train", "namespace": "ml-dev", "uid": UID, "generation": generation}
    doc["spec"].update(fields)
    doc["status"] = status or {}
    return dict(doc)


def rendered(doc: Obj, env: Obj | None = ENV) -> Rendered:
    return plan.render(copy.deepcopy(doc), "dev" if env else None, env)


def live(obj: Obj, uid: str | None = UID, **meta: Any) -> Obj:
    refs = [{"uid": uid, "controller": True}] if uid else []
    return {
        **obj,
        "metadata": {
            **obj["metadata"],
            "uid": f"{obj['metadata']['name']}-uid",
            "resourceVersion": "7",
            "ownerReferences": refs,
            **meta,
        },
    }


def finished(job: Obj, kind: str = "Succeeded", when: str = "2027-01-15T08:00:00.123456Z") -> Obj:
    return {
        **job,
        "status": {
            "conditions": [{"type": kind, "status": "True", "lastTransitionTime": when}],
            "completionTime": when,
        },
    }


def observed_for(doc: Obj, jobs: dict[str, Obj] | None = None, foreign: tuple[str, ...] = ()) -> Observed:
    """Everything the spec renders exists and is ours, except the kinds in `foreign` (held by someone else)."""
    out = rendered(doc)
    objects: dict[str, Obj | None] = {
        livestate.ref(o): live(o, None if o["kind"] in foreign else UID) for o in out.others
    }
    return Observed(objects, jobs or {})


def run(doc: Obj, observed: Observed, now: float = NOW, env: Obj | None = ENV) -> tuple[Plan, Obj]:
    result = plan.plan(doc, rendered(doc, env), observed, now)
    return result, settle.status(doc, result, result.actions)


def verbs(result: Plan) -> list[str]:
    return [str(a) for a in result.actions]


def cond(status: Obj, kind: str) -> tuple[str, str]:
    c = next(c for c in status["conditions"] if c["type"] == kind)
    return c["status"], c["reason"]


def job_of(doc: Obj, env: Obj | None = ENV) -> Obj:
    return rendered(doc, env).job


# creation, ownership, conflicts -----------------------------------------------------------------------


def test_fresh_spec_creates_everything_and_records_only_what_was_applied() -> None:
    doc = spec()
    result, status = run(doc, Observed({}, {}))
    job = job_of(doc)
    assert verbs(result) == ["create ServiceAccount/train-kfgen", f"create PyTorchJob/{job['metadata']['name']}"]
    assert status["inventory"] == ["ServiceAccount/train-kfgen"]
    assert [j["name"] for j in status["jobs"]] == [job["metadata"]["name"]]
    assert cond(status, "Ready") == ("True", "Ready") and status["observedGeneration"] == 1
    body = result.actions[1].body
    assert body is not None and api.FINALIZER in body["metadata"]["finalizers"]
    assert body["metadata"]["annotations"][api.GENERATION_ANNOTATION] == "1"


def test_owned_objects_are_applied() -> None:
    doc = spec()
    result, _ = run(doc, observed_for(doc))
    assert verbs(result)[0] == "apply ServiceAccount/train-kfgen"


def as_applied(obj: Obj) -> Obj:
    """What the API server holds once kfgen applied `obj`: the same fields, and what the server adds."""
    out = copy.deepcopy(obj)
    out["metadata"].update(
        uid=f"{obj['metadata']['name']}-uid",
        resourceVersion="7",
        generation=1,
        creationTimestamp="2027-01-15T08:00:00Z",
        managedFields=[{"manager": "kfgen"}],
    )
    if obj["kind"] == "PyTorchJob":
        out["status"] = {"conditions": [{"type": "Created", "status": "True"}]}
        container = out["spec"]["pytorchReplicaSpecs"]["Worker"]["template"]["spec"]["containers"][0]
        container["ports"] = [{"name": "pytorchjob-port", "containerPort": 23456}]  # the operator's webhook
        container["imagePullPolicy"] = "IfNotPresent"
    return out


def in_sync() -> tuple[Obj, Observed]:
    """A spec whose objects and job are exactly as kfgen applied them in the previous reconcile."""
    doc = spec()
    first = plan.plan(doc, rendered(doc), Observed({}, {}), NOW)
    bodies = [as_applied(a.body) for a in first.actions if a.body is not None]
    observed = Observed(
        {livestate.ref(b): b for b in bodies if b["kind"] != "PyTorchJob"},
        {b["metadata"]["name"]: b for b in bodies if b["kind"] == "PyTorchJob"},
    )
    return spec(status=settle.status(doc, first, first.actions)), observed


def observed_object(observed: Observed, ref: str) -> Obj:
    obj = observed.objects[ref]
    assert obj is not None, ref
    return obj


def worker(job: Obj) -> Obj:
    return job["spec"]["pytorchReplicaSpecs"]["Worker"]["template"]["spec"]["containers"][0]  # type: ignore[no-any-return]


def test_objects_as_kfgen_applied_them_are_kept_without_a_request() -> None:
    doc, observed = in_sync()
    result, status = run(doc, observed)
    job = job_of(doc)["metadata"]["name"]
    assert verbs(result) == ["keep ServiceAccount/train-kfgen", f"keep PyTorchJob/{job}"]
    assert status == {**doc["status"], "conditions": status["conditions"]}
    assert cond(status, "Ready") == ("True", "Ready")


# what someone else did to a live object, and whether applying again would change it back
DRIFT: dict[str, tuple[Callable[[Obj, Obj], object], str | None]] = {
    "a label value changed": (lambda sa, job: sa["metadata"]["labels"].update(team="other"), "ServiceAccount"),
    "a label removed": (lambda sa, job: sa["metadata"]["labels"].pop("team"), "ServiceAccount"),
    "a field changed": (lambda sa, job: sa.update(automountServiceAccountToken=True), "ServiceAccount"),
    "the image changed": (lambda sa, job: worker(job).update(image="evil/miner:1"), "PyTorchJob"),
    "an env var removed": (lambda sa, job: worker(job)["env"].pop(0), "PyTorchJob"),
    "an env var changed": (lambda sa, job: worker(job)["env"][0].update(value="x"), "PyTorchJob"),
    "an argument added": (lambda sa, job: worker(job)["command"].append("--evil"), "PyTorchJob"),
    "a string became a number": (
        lambda sa, job: job["spec"]["pytorchReplicaSpecs"]["Worker"].update(replicas="2"),
        "PyTorchJob",
    ),
    "the applied digest changed": (
        lambda sa, job: sa["metadata"]["annotations"].update({api.APPLIED_ANNOTATION: "0"}),
        "ServiceAccount",
    ),
    "another manager's env var": (lambda sa, job: worker(job)["env"].append({"name": "EXTRA", "value": "1"}), None),
    "another controller's finalizer": (lambda sa, job: job["metadata"]["finalizers"].append("kueue.x-k8s.io/x"), None),
    "another manager's annotation": (lambda sa, job: sa["metadata"]["annotations"].update(note="hi"), None),
}


@pytest.mark.parametrize("case", sorted(DRIFT))
def test_drift_is_applied_again_and_only_where_it_is(case: str) -> None:
    doc, observed = in_sync()
    [job] = observed.jobs.values()
    change, kind = DRIFT[case]
    change(observed_object(observed, "ServiceAccount/train-kfgen"), job)
    result, _ = run(doc, observed)
    assert [a.verb for a in result.actions] == [
        "apply" if kind == "ServiceAccount" else "keep",
        "apply" if kind == "PyTorchJob" else "keep",
    ]
    # an apply changes the object that was seen, never a namesake or a re-creation
    assert [a.uid for a in result.actions] == [f"{a.name}-uid" for a in result.actions]


def test_a_changed_rendering_changes_the_applied_digest() -> None:
    doc, observed = in_sync()
    env = copy.deepcopy(ENV)
    env["spec"]["annotations"] = {"owner": "ml-platform"}
    result = plan.plan(doc, rendered(doc, env), observed, NOW)
    digests = {a.kind: a.body["metadata"]["annotations"][api.APPLIED_ANNOTATION] for a in result.actions if a.body}
    assert [a.verb for a in result.actions] == ["apply", "apply"]
    assert (
        digests["ServiceAccount"]
        != observed_object(observed, "ServiceAccount/train-kfgen")["metadata"]["annotations"][api.APPLIED_ANNOTATION]
    )


@pytest.mark.parametrize("name", ["train", "default"])
def test_a_name_held_by_someone_else_is_a_conflict_and_left_alone(name: str) -> None:
    doc = spec()
    doc["metadata"]["name"] = name
    result, status = run(doc, observed_for(doc, foreign=("ServiceAccount",)))
    assert verbs(result) == []  # neither the foreign ServiceAccount nor a job that would run as it
    assert cond(status, "Synced") == ("False", "Conflict") and cond(status, "Ready")[0] == "False"
    assert status["inventory"] == []
    assert result.events == [
        (
            "Warning",
            "Conflict",
            f"ServiceAccount ml-dev/{name}-kfgen exists and is not owned by this TrainingSpec; it is left alone",
        )
    ]


def test_a_spec_named_default_generates_its_own_account_never_the_namespaces() -> None:
    doc = spec()
    doc["metadata"]["name"] = "default"
    out = rendered(doc)
    result = plan.plan(doc, out, Observed({}, {}), NOW)
    assert verbs(result)[0] == "create ServiceAccount/default-kfgen"
    templates = out.job["spec"]["pytorchReplicaSpecs"].values()
    assert {t["template"]["spec"]["serviceAccountName"] for t in templates} == {"default-kfgen"}


def test_a_foreign_job_with_the_generated_name_is_a_conflict() -> None:
    doc = spec()
    job = job_of(doc)
    result, status = run(doc, observed_for(doc, {job["metadata"]["name"]: live(job, "someone-else")}))
    assert not any("PyTorchJob" in v for v in verbs(result))
    assert cond(status, "Synced") == ("False", "Conflict")


def test_prune_deletes_only_owned_objects_with_a_uid_precondition() -> None:
    doc = spec(status={"inventory": ["ServiceAccount/train-kfgen", "Service/old", "Service/taken", "Service/gone"]})
    observed = observed_for(doc)
    old = {"apiVersion": "v1", "kind": "Service", "metadata": {"name": "old", "namespace": "ml-dev"}}
    taken = {"apiVersion": "v1", "kind": "Service", "metadata": {"name": "taken", "namespace": "ml-dev"}}
    observed.objects.update({"Service/old": live(old), "Service/taken": live(taken, "other"), "Service/gone": None})
    result, status = run(doc, observed)
    deletes = [a for a in result.actions if a.verb == "delete"]
    assert [(a.name, a.uid) for a in deletes] == [("old", "old-uid")]
    assert status["inventory"] == ["ServiceAccount/train-kfgen"]


# update policies and phases ---------------------------------------------------------------------------


def running_old(doc: Obj, phase: str = "Running") -> tuple[Obj, Obj]:
    """A job of generation 1 in `phase`, and the spec at generation 2 asking for a new revision."""
    job = job_of(doc)
    entry = {"kind": job["kind"], "name": job["metadata"]["name"], "revision": "old", "phase": phase, "generation": 1}
    changed = spec(
        2, status={"jobs": [entry], "inventory": ["ServiceAccount/train-kfgen"]}, replicas={"master": 1, "worker": 3}
    )
    conditions = [{"type": phase, "status": "True", "lastTransitionTime": "2027-01-15T08:00:00Z"}]
    return changed, {**live(job), "status": {"conditions": conditions}}


@pytest.mark.parametrize(
    ("policy", "synced", "creates", "deletes"),
    [
        ("AfterCompletion", ("False", "WaitingForCompletion"), False, False),
        ("Recreate", ("True", "Synced"), True, True),
        ("Never", ("False", "OutOfSync"), False, False),
    ],
)
def test_update_policies_while_the_old_job_runs(
    policy: str, synced: tuple[str, str], creates: bool, deletes: bool
) -> None:
    doc, old = running_old(spec())
    doc["spec"]["updatePolicy"] = policy
    result, status = run(doc, observed_for(doc, {old["metadata"]["name"]: old}))
    new = job_of(doc)["metadata"]["name"]
    assert cond(status, "Synced") == synced
    assert (f"create PyTorchJob/{new}" in verbs(result)) == creates
    assert (f"delete PyTorchJob/{old['metadata']['name']}" in verbs(result)) == deletes
    if not creates:
        assert status["job"]["name"] == old["metadata"]["name"] and status["phase"] == "Running"


@pytest.mark.parametrize(("policy", "creates"), [("AfterCompletion", True), ("Recreate", True), ("Never", False)])
def test_update_policies_once_the_old_job_finished(policy: str, creates: bool) -> None:
    doc, old = running_old(spec(), "Succeeded")
    doc["spec"]["updatePolicy"] = policy
    result, _ = run(doc, observed_for(doc, {old["metadata"]["name"]: finished(old)}))
    assert (f"create PyTorchJob/{job_of(doc)['metadata']['name']}" in verbs(result)) == creates


@pytest.mark.parametrize(
    ("condition", "phase", "ready"),
    [
        ("Created", "Created", ("True", "Ready")),
        ("Running", "Running", ("True", "Ready")),
        ("Restarting", "Restarting", ("True", "Ready")),
        ("Succeeded", "Succeeded", ("True", "Ready")),
        ("Failed", "Failed", ("False", "JobFailed")),
    ],
)
def test_phases(condition: str, phase: str, ready: tuple[str, str]) -> None:
    doc = spec()
    job = job_of(doc)
    entry = {"kind": job["kind"], "name": job["metadata"]["name"], "revision": "r", "phase": "Created", "generation": 1}
    doc["status"] = {"jobs": [entry]}
    observed = {job["metadata"]["name"]: finished(live(job), condition)}
    _, status = run(doc, observed_for(doc, observed))
    assert status["phase"] == phase and cond(status, "Ready") == ready


# finished is final ------------------------------------------------------------------------------------


def test_an_environment_edit_never_restarts_a_finished_training() -> None:
    doc = spec()
    job = job_of(doc)
    entry = {
        "kind": job["kind"],
        "name": job["metadata"]["name"],
        "revision": "r",
        "phase": "Succeeded",
        "generation": 1,
        "gone": True,
    }
    doc["status"] = {"jobs": [entry], "inventory": ["ServiceAccount/train-kfgen"]}
    edited = copy.deepcopy(ENV)
    edited["spec"]["defaults"]["resources"] = {"cpu": "4", "memory": "8Gi"}
    assert job_of(doc, edited)["metadata"]["name"] != job["metadata"]["name"]
    result = plan.plan(doc, rendered(doc, edited), observed_for(doc), NOW)
    status = settle.status(doc, result, result.actions)
    assert not any(a.verb == "create" and a.kind == "PyTorchJob" for a in result.actions)
    assert status["job"]["name"] == job["metadata"]["name"] and status["phase"] == "Succeeded"


def test_an_environment_edit_keeps_a_running_job_running() -> None:
    doc = spec()
    job = job_of(doc)
    doc["status"] = {
        "jobs": [
            {"kind": job["kind"], "name": job["metadata"]["name"], "revision": "r", "phase": "Running", "generation": 1}
        ]
    }
    edited = copy.deepcopy(ENV)
    edited["spec"]["defaults"]["resources"] = {"cpu": "4", "memory": "8Gi"}
    running = {**live(job), "status": {"conditions": [{"type": "Running", "status": "True"}]}}
    result = plan.plan(doc, rendered(doc, edited), observed_for(doc, {job["metadata"]["name"]: running}), NOW)
    assert [a.verb for a in result.actions if a.kind == "PyTorchJob"] == []


def test_a_job_that_finished_and_was_deleted_during_an_outage_is_recorded_not_rerun() -> None:
    doc = spec()
    job = job_of(doc)
    doc["status"] = {
        "jobs": [
            {"kind": job["kind"], "name": job["metadata"]["name"], "revision": "r", "phase": "Running", "generation": 1}
        ]
    }
    deleted = finished(live(job, deletionTimestamp="2027-01-15T09:00:00Z", finalizers=[api.FINALIZER]))
    result, status = run(doc, observed_for(doc, {job["metadata"]["name"]: deleted}))
    assert [a.verb for a in result.actions if a.kind == "PyTorchJob"] == ["release"]
    assert status["jobs"][0]["gone"] is True and status["jobs"][0]["phase"] == "Succeeded"
    assert status["jobs"][0]["finishedAt"] == "2027-01-15T08:00:00.123456Z"


def test_a_job_deleted_before_it_finished_is_recreated_once_gone() -> None:
    doc = spec()
    job = job_of(doc)
    doc["status"] = {
        "jobs": [
            {"kind": job["kind"], "name": job["metadata"]["name"], "revision": "r", "phase": "Running", "generation": 1}
        ]
    }
    deleting = live(job, deletionTimestamp="2027-01-15T09:00:00Z", finalizers=[api.FINALIZER])
    result, status = run(doc, observed_for(doc, {job["metadata"]["name"]: deleting}))
    assert [a.verb for a in result.actions if a.kind == "PyTorchJob"] == ["release"]
    assert cond(status, "Synced") == ("False", "Deleting") and result.requeue_after
    result, _ = run(doc, observed_for(doc))
    assert result.actions[-1].verb == "create" and result.actions[-1].event[0] == "JobRecreated"  # type: ignore[index]


# retention --------------------------------------------------------------------------------------------


def test_ttl_with_fractional_completion_time() -> None:
    doc = spec(runPolicy={"ttlAfterFinished": 60})
    job = job_of(doc)
    doc["status"] = {
        "jobs": [
            {
                "kind": job["kind"],
                "name": job["metadata"]["name"],
                "revision": "r",
                "phase": "Succeeded",
                "generation": 1,
            }
        ]
    }
    done = livestate.parse_time("2027-01-15T08:00:00.123456Z")
    assert done is not None
    early, _ = run(doc, observed_for(doc, {job["metadata"]["name"]: finished(live(job))}), done + 30)
    assert early.requeue_after == pytest.approx(30) and "delete" not in [a.verb for a in early.actions]
    late, status = run(doc, observed_for(doc, {job["metadata"]["name"]: finished(live(job))}), done + 61)
    delete = next(a for a in late.actions if a.verb == "delete")
    assert delete.uid == f"{job['metadata']['name']}-uid"
    assert status["jobs"][0]["gone"] is True


def test_history_limit_keeps_the_newest_finished_jobs_of_old_revisions() -> None:
    doc = spec(2, historyLimit=1, runPolicy={})  # no TTL: only the history limit
    job = job_of(doc)
    jobs, observed = [], {}
    for index in range(3):
        name = f"train-old{index}"
        old = {**job, "metadata": {**job["metadata"], "name": name}}
        when = f"2027-01-15T0{index}:00:00Z"
        jobs.append(
            {
                "kind": job["kind"],
                "name": name,
                "revision": f"old{index}",
                "phase": "Succeeded",
                "finishedAt": when,
                "generation": 1,
            }
        )
        observed[name] = finished(live(old), when=when)
    doc["status"] = {"jobs": jobs}
    result, _ = run(doc, observed_for(doc, observed))
    assert sorted(a.name for a in result.actions if a.verb == "delete") == ["train-old0", "train-old1"]


# errors and rendering problems ------------------------------------------------------------------------


def test_an_api_error_is_the_status_and_the_generation_is_not_observed() -> None:
    doc = spec(3, status={"observedGeneration": 2})
    result = plan.plan(doc, rendered(doc), Observed({}, {}), NOW)
    failure = Failure(result.actions[1], 422, "Invalid", "metadata.labels: Invalid value")
    status = settle.status(doc, result, result.actions[:1], failure)
    assert cond(status, "Synced") == ("False", "Invalid") and cond(status, "Ready") == ("False", "Invalid")
    synced = next(c for c in status["conditions"] if c["type"] == "Synced")
    assert "metadata.labels: Invalid value" in synced["message"] and "PyTorchJob" in synced["message"]
    assert status["observedGeneration"] == 2
    assert status["inventory"] == ["ServiceAccount/train-kfgen"] and status["jobs"] == []
    warnings = settle.events(doc["status"], status, [])
    assert warnings == [("Warning", "Invalid", synced["message"])]
    assert settle.events(status, copy.deepcopy(status), []) == []  # one event per transition


@pytest.mark.parametrize(("env", "reason"), [(None, "EnvironmentNotFound"), (ENV, "InvalidSpec")])
def test_specs_that_do_not_render(env: Obj | None, reason: str) -> None:
    doc = spec(elastic={"min": 1, "max": 2}, framework="tensorflow")
    out = plan.render(doc, "dev", env)
    result = plan.plan(doc, out, Observed({}, {}), NOW)
    status = settle.status(doc, result, result.actions)
    assert result.actions == [] and cond(status, "Rendered") == ("False", reason)


def test_without_an_environment_nothing_renders() -> None:
    out = plan.render(spec(), None, None)
    assert out.reason == "NoEnvironment" and not out.objects and "--default-environment" in out.problem


@pytest.mark.parametrize(
    ("labelled", "fixed", "default", "chosen"),
    [
        ("dev", None, None, "dev"),
        (None, None, None, None),
        (None, None, "base", "base"),
        ("dev", None, "base", "dev"),
        ("dev", "prod", "base", "prod"),
        (None, "prod", None, "prod"),
    ],
)
def test_which_environment_a_namespace_gets(
    labelled: str | None, fixed: str | None, default: str | None, chosen: str | None
) -> None:
    labels = {"kfgen.dev/environment": labelled} if labelled else {}
    assert plan.environment_name({"metadata": {"labels": labels}}, fixed, default) == chosen


def _environment(**changes: Any) -> Obj:
    env: Obj = copy.deepcopy(ENV)
    for dotted, value in changes.items():
        node = env
        *parents, last = dotted.split("__")
        for part in parents:
            node = node.setdefault(part, {})
        node[last] = value
    return env


@pytest.mark.parametrize(
    ("doc", "env", "reason", "line"),
    [
        # what the API server accepts (the CRD's quantity pattern, a DNS subdomain name) and kfgen refuses
        (
            spec(resources={"cpu": "1e999999"}),
            ENV,
            "InvalidSpec",
            "spec.resources.cpu: must be less than 2^63",
        ),
        (
            spec(),
            _environment(spec__labels={"app.kubernetes.io/managed-by": "ops"}),
            "InvalidEnvironment",
            "spec.labels.app.kubernetes.io/managed-by: the label app.kubernetes.io/managed-by is kfgen's own",
        ),
        (
            spec(),
            _environment(metadata__name="dev." + "d" * 60),
            "InvalidEnvironment",
            "metadata.name: must be a DNS subdomain of at most 63 characters",
        ),
    ],
)
def test_what_the_api_server_accepts_and_kfgen_refuses_is_a_condition(
    doc: Obj, env: Obj, reason: str, line: str
) -> None:
    out = plan.render(copy.deepcopy(doc), "dev", env)
    status = settle.status(doc, plan.plan(doc, out, Observed({}, {}), NOW), [])
    assert cond(status, "Rendered") == ("False", reason)
    assert line in out.problem


def test_fractional_times_parse() -> None:
    assert livestate.parse_time("2027-01-15T08:00:00Z") == livestate.parse_time("2027-01-15T08:00:00.000Z")
    assert livestate.parse_time("garbage") is None
