"""The kubeflow.org jobs' RunPolicy, which the training operator's v1 jobs and mpi-operator's v2beta1 MPIJob share
(mpi-operator v0.8.0's RunPolicy is kubeflow.org/v1's): rendered from the spec, and the table `kfgen import` reads it
back with (job field, spec field)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kfgen import units
from kfgen.api import Obj

if TYPE_CHECKING:
    from kfgen.model import Context

FIELDS = (
    ("cleanPodPolicy", "cleanPodPolicy"),
    ("ttlSecondsAfterFinished", "ttlAfterFinished"),
    ("activeDeadlineSeconds", "deadline"),
    ("backoffLimit", "backoffLimit"),
    ("suspend", "suspend"),
)


def render(ctx: Context) -> Obj:
    given = ctx.spec.get("runPolicy") or {}
    out: Obj = {}
    if "cleanPodPolicy" in given:
        out["cleanPodPolicy"] = given["cleanPodPolicy"]
    if "ttlAfterFinished" in given and not ctx.gitops:
        out["ttlSecondsAfterFinished"] = units.seconds(given["ttlAfterFinished"])
    if "deadline" in given:
        out["activeDeadlineSeconds"] = units.seconds(given["deadline"])
    if "backoffLimit" in given:
        out["backoffLimit"] = given["backoffLimit"]
    if "suspend" in given:
        out["suspend"] = given["suspend"]
    gang = ctx.spec.get("gang")
    if gang is not None:
        policy: Obj = {"minAvailable": gang.get("minAvailable", sum(ctx.replicas.values()))}
        for key in ("queue", "priorityClass"):
            if key in gang:
                policy[key] = gang[key]
        if "scheduleTimeout" in gang:
            policy["scheduleTimeoutSeconds"] = units.seconds(gang["scheduleTimeout"])
        out["schedulingPolicy"] = policy
    return out
