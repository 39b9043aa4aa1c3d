"""The pure planner: what one TrainingSpec needs, from what is observed, as actions and a status.

No I/O and no clock: `render` turns a spec and its Environment into objects, the executor observes
the cluster (`Observed`), and `plan` decides. `status` settles the status from the actions that ran,
so that an API error mid-way reports exactly what was done. Table-tested in tests/unit/test_planner.py.
The job's own decisions are in kfgen.controller.planjobs, the record of past jobs in planhistory.
"""

from __future__ import annotations

from kfgen import api, core
from kfgen.api import ENVIRONMENT_KEY as ENVIRONMENT_LABEL
from kfgen.api import HASH_ANNOTATION, REVISION_LABEL, Obj
from kfgen.controller.actions import Action, Observed, Plan, Rendered, write
from kfgen.controller.livestate import owned, ref, with_digest
from kfgen.controller.planhistory import refresh
from kfgen.controller.planjobs import jobs as plan_jobs
from kfgen.workloads.registry import JOB_KINDS

QUIET = ("WaitingForCompletion", "OutOfSync", "Deleting", "JobFailed")  # expected states, not problems to warn of


# render -----------------------------------------------------------------------------------------------


def environment_name(namespace: Obj | None, fixed: str | None, default: str | None = None) -> str | None:
    """`--environment`, else the namespace's label, else `--default-environment`."""
    if fixed:
        return fixed
    labelled = (((namespace or {}).get("metadata") or {}).get("labels") or {}).get(ENVIRONMENT_LABEL)
    return labelled or default or None


def render(spec_obj: Obj, env_name: str | None, environment: Obj | None) -> Rendered:
    """The objects the spec becomes, each owned by it, or why it does not render."""
    if not env_name:
        return Rendered(
            reason="NoEnvironment",
            problem=(
                f"namespace {spec_obj['metadata']['namespace']} has no {ENVIRONMENT_LABEL} label and the controller "
                "was started without --default-environment: in the cluster kfgen renders only with an Environment "
                "(the platform team's policy)"
            ),
        )
    if environment is None:
        return Rendered(reason="EnvironmentNotFound", problem=f"Environment {env_name!r} does not exist")
    if environment is not None:
        problems = core.check_environment(environment)
        if any(p.severity == "error" for p in problems):
            return Rendered(reason="InvalidEnvironment", problem="\n".join(str(p) for p in problems))
    meta = spec_obj["metadata"]
    source = {
        "apiVersion": api.API_VERSION,
        "kind": api.TRAINING_SPEC,
        "metadata": {"name": meta["name"], "namespace": meta["namespace"]},
        "spec": spec_obj.get("spec") or {},
    }
    expansion = core.expand(source, environment, controller=True)
    if not expansion.ok:
        return Rendered(
            reason="InvalidSpec", problem="\n".join(str(r) for r in expansion.results if r.severity == "error")
        )
    owner = {
        "apiVersion": api.API_VERSION,
        "kind": api.TRAINING_SPEC,
        "name": meta["name"],
        "uid": meta["uid"],
        "controller": True,
        "blockOwnerDeletion": True,
    }
    for obj in expansion.objects:
        obj["metadata"]["ownerReferences"] = [owner]
    return Rendered([obj if obj["kind"] in JOB_KINDS else with_digest(obj) for obj in expansion.objects])


# plan -------------------------------------------------------------------------------------------------


def plan(spec_obj: Obj, rendered: Rendered, observed: Observed, now: float) -> Plan:
    uid = spec_obj["metadata"]["uid"]
    old: Obj = spec_obj.get("status") or {}
    jobs, releases = refresh(old.get("jobs") or [], observed.jobs, uid)
    if not rendered.objects:
        base = {**old, "jobs": jobs}
        return Plan(
            releases,
            base,
            (False, rendered.reason, "nothing applied: the spec does not render"),
            events=[("Warning", rendered.reason, rendered.problem)],
        )
    out = Plan(list(releases), {}, (True, "Synced", ""))
    inventory, conflicts = _objects(rendered, observed, old, uid, out)
    plan_jobs(spec_obj, rendered, observed, jobs, conflicts, now, out)
    job = rendered.job
    out.base = {
        **old,
        "specHash": job["metadata"]["annotations"][HASH_ANNOTATION],
        "revision": job["metadata"]["labels"][REVISION_LABEL],
        "inventory": inventory,
        "jobs": jobs,
    }
    out.job_kind = (job["apiVersion"], job["kind"])
    out.rendered = len(rendered.objects)
    if conflicts:
        out.synced = (False, "Conflict", "; ".join(conflicts))
        out.events += [("Warning", "Conflict", c) for c in conflicts]
    return out


def _objects(rendered: Rendered, observed: Observed, old: Obj, uid: str, out: Plan) -> tuple[list[str], list[str]]:
    """Create what is missing, apply what is ours, report what someone else holds, prune the rest."""
    previous = [str(i) for i in old.get("inventory") or []]
    wanted = [ref(o) for o in rendered.others]
    conflicts = []
    for obj in rendered.others:
        key = ref(obj)
        live = observed.objects.get(key)
        if live is None or owned(live, uid):
            out.actions.append(write(obj, live, inventory=("add", key)))
        else:
            conflicts.append(
                f"{obj['kind']} {obj['metadata']['namespace']}/{obj['metadata']['name']} exists and "
                "is not owned by this TrainingSpec; it is left alone"
            )
    kept = []
    for key in previous:
        live = observed.objects.get(key)
        if live is None or not owned(live, uid):
            continue  # gone, or someone else's now: not ours to touch
        kept.append(key)
        if key not in wanted:
            kind, name = key.split("/", 1)
            out.actions.append(
                Action(
                    "delete",
                    kind,
                    name,
                    uid=live["metadata"]["uid"],
                    inventory=("remove", key),
                    event=("Pruned", f"deleted {key}, no longer rendered"),
                )
            )
    return kept, conflicts
