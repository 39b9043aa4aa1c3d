"""Who the pods run as: a ServiceAccount of their own without a token, unless a shared one is named."""

from __future__ import annotations

from kfgen.api import Obj
from kfgen.features.base import Feature
from kfgen.model import Context
from kfgen.render import meta, names
from kfgen.workloads import registry


def prerequisites(ctx: Context) -> list[Obj]:
    if names.shared_service_account(ctx):
        return []
    account = {
        "apiVersion": "v1",
        "kind": "ServiceAccount",
        "metadata": meta.metadata(ctx, names.service_account(ctx), "rbac"),
        "automountServiceAccountToken": False,
    }
    return [account]


FEATURE = Feature("identity", kinds=(registry.kind("ServiceAccount"),), prerequisites=prerequisites)
