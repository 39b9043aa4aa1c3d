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

from typing import TYPE_CHECKING

from kfgen.results import Result, warning

if TYPE_CHECKING:
    from kfgen.model import Context

GITOPS = "gitops"
APPLY = "apply"
JOB_ANNOTATIONS = {
    "argocd.argoproj.io/sync-options": "Prune=false",
    "argocd.argoproj.io/compare-options": "IgnoreExtraneous",
    "kustomize.toolkit.fluxcd.io/ssa": "IfNotPresent",
    "kustomize.toolkit.fluxcd.io/prune": "disabled",
}
TTL_WARNING = (
    "not rendered for Environment delivery gitops: once the TTL deleted the finished job, Argo CD or "
    "Flux would re-create it and train again; the kfgen controller applies it (or set the Environment's "
    "spec.delivery: apply for one-shot kubectl)"
)


def mode(ctx: Context) -> str:
    return str(ctx.env.get("delivery") or GITOPS)


def gitops(ctx: Context) -> bool:
    """The render path for Argo CD and Flux (the controller has its own rules)."""
    return not ctx.controller and mode(ctx) == GITOPS


def job_annotations(ctx: Context) -> dict[str, str]:
    return dict(JOB_ANNOTATIONS) if gitops(ctx) else {}


def keeps_ttl(ctx: Context) -> bool:
    return not gitops(ctx)


def problems(ctx: Context) -> list[Result]:
    if gitops(ctx) and not ctx.trainer and ctx.origin("runPolicy", "ttlAfterFinished"):
        return [warning(TTL_WARNING, ctx.ref, ctx.field("runPolicy", "ttlAfterFinished"))]
    return []
