"""With the Environment's NetworkPolicy on, an Experiment's suggestion pods sit behind the default deny of its
namespace: this policy lets katib-controller reach their gRPC ports (6789, and 6788 for early stopping, which the
trials' collector sidecars call too) and lets them reach katib-db-manager and DNS."""

from __future__ import annotations

from kfgen import api
from kfgen.api import Obj
from kfgen.model import Context
from kfgen.render import katib, meta, netpol


def objects(ctx: Context) -> list[Obj]:
    policy = netpol.settings(ctx.env)
    tuning = ctx.spec.get("tuning")
    if policy is None or not tuning:
        return []
    system = [katib.namespace(ctx.env)]
    ports = [katib.SUGGESTION_PORT, *([katib.EARLY_STOPPING_PORT] if tuning.get("earlyStopping") else [])]
    ingress = [{"from": [netpol.pods_in(system, katib.controller_labels(ctx.env))], "ports": netpol.tcp(ports)}]
    if tuning.get("earlyStopping"):
        trials = {"podSelector": {"matchLabels": {api.EXPERIMENT_LABEL: ctx.job_name}}}
        ingress.append({"from": [trials], "ports": netpol.tcp([katib.EARLY_STOPPING_PORT])})
    labels, port = katib.db_manager(ctx.env)
    egress = [{"to": [netpol.pods_in(system, labels)], "ports": netpol.tcp([port])}, netpol.dns_rule(policy)]
    egress += netpol.declared_egress(policy)  # medianstop also patches Trials through the API server
    selector = {"matchLabels": {katib.SUGGESTION_POD_LABEL: f"{ctx.job_name}-{tuning['algorithm']['name']}"}}
    metadata = meta.metadata(ctx, f"{ctx.job_name}-suggestion", "network")
    return [netpol.policy_object(metadata, selector, ingress, egress)]
