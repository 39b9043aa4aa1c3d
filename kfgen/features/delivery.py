"""How rendered jobs reach the cluster, and what that asks of them (`Environment.spec.delivery`).

`gitops` (default): Argo CD or Flux syncs the rendered objects. A job is immutable once it runs, and a
tool that syncs from Git re-creates whatever is deleted, so on this path:

- the job is named `<name>-<revision>` (the controller's revision: what the job is made of), so an
  edit that changes the job creates a new job instead of failing as immutable, and the same spec is
  always the same job (a re-sync never starts another one);
- Argo CD neither prunes an earlier revision's job (`Prune=false`, a running training finishes) nor
  reports it as out of sync (`IgnoreExtraneous`); Flux creates the job once and never patches or
  re-applies it (`ssa: IfNotPresent`) and never prunes it (`prune: disabled`);
- no `ttlSecondsAfterFinished`: once a TTL deleted the finished job, Argo CD (self-heal, or the next
  sync) and Flux (the next reconcile) would create it again and the training would run twice. The
  spec's TTL is a warning; the kfgen controller applies it (it records finished jobs).

`apply`: a one-shot `kubectl create`/`apply`; jobs are named `<name>` and keep their TTL.
"""

from __future__ import annotations

from kfgen import api
from kfgen.features.base import Feature
from kfgen.model import Context
from kfgen.results import Result, error, warning

JOB_ANNOTATIONS = {
    "argocd.argoproj.io/sync-options": "Prune=false",
    "argocd.argoproj.io/compare-options": "IgnoreExtraneous",
    "kustomize.toolkit.fluxcd.io/ssa": "IfNotPresent",
    "kustomize.toolkit.fluxcd.io/prune": "disabled",
}
# What would let Argo CD or Flux delete, replace or re-create a job (a second training): kfgen's own keys,
# Argo CD's hooks (a hook is re-created on every sync) and Flux's force (re-creates on immutable changes).
DELIVERY_KEYS = frozenset(
    {
        *JOB_ANNOTATIONS,
        "argocd.argoproj.io/hook",
        "argocd.argoproj.io/hook-delete-policy",
        "kustomize.toolkit.fluxcd.io/force",
    }
)
TTL_WARNING = (
    "not rendered for Environment delivery gitops: once the TTL deleted the finished job, Argo CD or "
    "Flux would re-create it and train again; the kfgen controller applies it (or set the Environment's "
    "spec.delivery: apply for one-shot kubectl)"
)


def job_labels(ctx: Context) -> dict[str, str]:
    return {api.REVISION_LABEL: ctx.revision} if ctx.revision_names else {}


def job_annotations(ctx: Context) -> dict[str, str]:
    return dict(JOB_ANNOTATIONS) if ctx.gitops else {}


def check(ctx: Context) -> list[Result]:
    results = [
        error(
            f"the annotation {key} tells Argo CD or Flux how to sync the job (kfgen sets what keeps a finished "
            "training from running again); a spec cannot set it",
            ctx.ref,
            ctx.field("annotations", key),
        )
        for key in ctx.spec.get("annotations") or {}
        if key in DELIVERY_KEYS
    ]
    ttl = ("runPolicy", "ttlAfterFinished")
    if ctx.gitops and ttl not in ctx.profile.unsupported and ctx.origin(*ttl):
        results.append(warning(TTL_WARNING, ctx.ref, ctx.field("runPolicy", "ttlAfterFinished")))
    return results


FEATURE = Feature("delivery", check=check, job_labels=job_labels, job_annotations=job_annotations)
