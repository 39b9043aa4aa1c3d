"""NetworkPolicy (opt-in, `Environment.spec.networkPolicy`): a default deny in each of the Environment's
namespaces, and per job a policy that lets through exactly what training needs.

A job's pods are selected by the label their operator puts on every pod it makes, which a pod template
cannot change: `training.kubeflow.org/job-name` (training-operator v1.9, JobNameLabel) or, for a TrainJob,
`jobset.sigs.k8s.io/jobset-name` (JobSet's JobSetNameKey; Trainer names the JobSet after the TrainJob).
All ports are open among a job's own pods: NCCL, Gloo and MPI pick ports at run time. The policy is named
after the job and, on the GitOps path, outlives a new revision as the job does (a running job keeps its
network).
"""

from __future__ import annotations

from collections.abc import Iterator

from kfgen import api
from kfgen.api import Obj
from kfgen.features.base import Feature
from kfgen.model import Context, EnvironmentView
from kfgen.render import katib, meta, netpol, tracking
from kfgen.results import Result, error, warning
from kfgen.workloads import registry

DEFAULT_DENY = "kfgen-default-deny"
DEFAULT_ETCD_PORT = 2379
ETCD_POLICY = "kfgen-etcd"
# kept like the job on the GitOps path (kfgen.features.delivery): a running job keeps its network
KEEP_WITH_JOB = {
    "argocd.argoproj.io/sync-options": "Prune=false",
    "argocd.argoproj.io/compare-options": "IgnoreExtraneous",
    "kustomize.toolkit.fluxcd.io/prune": "disabled",
}


def selector(ctx: Context) -> Obj:
    """The job's pods by the label their controller sets; a tuned job's trials by kfgen's (Katib names each job)."""
    if ctx.spec.get("tuning"):
        return {"matchLabels": {api.EXPERIMENT_LABEL: ctx.job_name}}
    return {"matchLabels": {ctx.profile.pod_job_label: ctx.job_name}}


def objects(ctx: Context) -> list[Obj]:
    policy = netpol.settings(ctx.env)
    if policy is None:
        return []
    ingress: list[Obj] = [{"from": [{"podSelector": selector(ctx)}]}]
    if "metrics" in ctx.spec:
        monitoring = netpol.pods_in([netpol.monitoring_namespace(policy)], None)
        ingress.append({"from": [monitoring], "ports": netpol.tcp([ctx.spec["metrics"]["port"]])})
    egress: list[Obj] = [{"to": [{"podSelector": selector(ctx)}]}, netpol.dns_rule(policy)]
    server = tracking.server(ctx.env)
    mlflow = (ctx.spec.get("tracking") or {}).get("mlflow")
    if server is not None and mlflow is not None and not mlflow.get("trackingUri"):
        to = netpol.pods_in([tracking.namespace(ctx.env, server)], tracking.pod_labels(str(ctx.env_name), server))
        egress.append({"to": [to], "ports": netpol.tcp([tracking.port(server)])})
    if _etcd(ctx) and policy.get("etcd"):
        etcd = policy["etcd"]
        to = netpol.pods_in([etcd.get("namespace") or ctx.namespace], etcd.get("podLabels"))
        egress.append({"to": [to], "ports": netpol.tcp([int(etcd.get("port") or DEFAULT_ETCD_PORT)])})
    if ctx.spec.get("tuning"):  # Push and the collector sidecars report to katib-db-manager
        labels, port = katib.db_manager(ctx.env)
        egress.append({"to": [netpol.pods_in([katib.namespace(ctx.env)], labels)], "ports": netpol.tcp([port])})
        if ctx.spec["tuning"].get("earlyStopping"):  # the sidecar asks the early-stopping service
            suggestion = {katib.SUGGESTION_POD_LABEL: f"{ctx.job_name}-{ctx.spec['tuning']['algorithm']['name']}"}
            egress.append(
                {"to": [{"podSelector": {"matchLabels": suggestion}}], "ports": netpol.tcp([katib.EARLY_STOPPING_PORT])}
            )
    egress += netpol.declared_egress(policy)
    metadata = meta.metadata(ctx, ctx.job_name, "network")
    if ctx.gitops:
        metadata["annotations"].update(KEEP_WITH_JOB)
    return [netpol.policy_object(metadata, selector(ctx), ingress, egress)]


def _etcd(ctx: Context) -> bool:
    return str((ctx.spec.get("elastic") or {}).get("rendezvous", "c10d")).startswith("etcd")


def check(ctx: Context) -> Iterator[Result]:
    policy = netpol.settings(ctx.env)
    if policy is None:
        return
    if _etcd(ctx) and not policy.get("etcd"):
        yield error(
            f"the network policy of Environment {ctx.env_name} lets a job reach etcd only where its "
            "networkPolicy.etcd says etcd runs (namespace and pod labels)",
            ctx.ref,
            ctx.field("elastic", "rendezvous"),
        )
    uri = ((ctx.spec.get("tracking") or {}).get("mlflow") or {}).get("trackingUri")
    if uri:
        yield warning(
            f"the network policy lets the job reach {uri} only through the Environment's networkPolicy.egress",
            ctx.ref,
            ctx.field("tracking", "mlflow", "trackingUri"),
        )
    if use := ctx.profile.api_server_use(ctx.framework):
        yield warning(
            f"{use}: it reaches the API server only through the Environment's networkPolicy.egress",
            ctx.ref,
            ctx.field("framework"),
        )


def environment_check(env: EnvironmentView) -> list[tuple[str, str]]:
    policy: Obj = dict(env.spec.get("networkPolicy") or {})
    out = netpol.egress_problems(list(policy.get("egress") or []), "spec.networkPolicy.egress")
    etcd = policy.get("etcd")
    if etcd and not etcd.get("podLabels") and etcd.get("namespace", env.namespaces[0]) in env.namespaces:
        out.append(
            (
                "spec.networkPolicy.etcd.podLabels",
                "etcd runs behind the Environment's default deny: give its pods' labels, and the policy "
                "kfgen-etcd admits the jobs to them (without labels it would open every pod there to the jobs)",
            )
        )
    return out


def environment_objects(env: EnvironmentView) -> list[Obj]:
    policy = netpol.settings(env.spec)
    if policy is None:
        return []
    server = tracking.server(env.spec)
    namespaces = sorted({*env.namespaces, *([tracking.namespace(env.spec, server)] if server else [])})
    out = [_default_deny(env, ns) for ns in namespaces]
    etcd = policy.get("etcd")
    if etcd:
        behind_deny = [ns for ns in namespaces if ns == etcd.get("namespace", ns)]
        out += [_etcd_policy(env, policy, ns) for ns in behind_deny]
    return out


def _etcd_policy(env: EnvironmentView, policy: Obj, namespace: str) -> Obj:
    """etcd in a namespace behind the default deny: it admits the Environment's training pods and its peers."""
    etcd = policy["etcd"]

    def pods(labels: dict[str, str]) -> Obj:  # a new value at each place: one object shares no node
        return {"podSelector": {"matchLabels": dict(labels)}}

    port = int(etcd.get("port") or DEFAULT_ETCD_PORT)
    ingress = [{"from": [pods(etcd["podLabels"])]}, {"from": [pods(netpol.TRAINING_PODS)], "ports": netpol.tcp([port])}]
    egress = [{"to": [pods(etcd["podLabels"])]}, netpol.dns_rule(policy)]
    metadata = meta.environment_metadata(env, ETCD_POLICY, namespace, "network")
    return netpol.policy_object(metadata, pods(etcd["podLabels"])["podSelector"], ingress, egress)


def _default_deny(env: EnvironmentView, namespace: str) -> Obj:
    metadata = meta.environment_metadata(env, DEFAULT_DENY, namespace, "network")
    return netpol.policy_object(metadata, {}, [], [])


FEATURE = Feature(
    "network",
    kinds=(registry.kind("NetworkPolicy"),),
    check=check,
    objects=objects,
    environment_objects=environment_objects,
    environment_kinds=(registry.kind("NetworkPolicy"),),
    environment_check=environment_check,
)
