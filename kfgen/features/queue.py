"""Kueue: the job's queue label, and the Environment's LocalQueues in every namespace it covers.

A LocalQueue points at a ClusterQueue the platform runs; a job carries `kueue.x-k8s.io/queue-name`
(from `queue`, which the Environment's defaults usually set and its policy bounds: kfgen.features.policy).
"""

from __future__ import annotations

from kfgen import api
from kfgen.api import Obj
from kfgen.features.base import Feature
from kfgen.model import Context, EnvironmentView
from kfgen.render import meta

KUEUE_API_VERSION = "kueue.x-k8s.io/v1beta2"


def job_labels(ctx: Context) -> dict[str, str]:
    return {api.QUEUE_LABEL: ctx.spec["queue"]} if ctx.spec.get("queue") else {}


def environment_objects(env: EnvironmentView) -> list[Obj]:
    queues = (env.spec.get("kueue") or {}).get("localQueues") or {}
    return [
        {
            "apiVersion": KUEUE_API_VERSION,
            "kind": "LocalQueue",
            "metadata": meta.environment_metadata(env, name, namespace, "queue"),
            "spec": {"clusterQueue": settings["clusterQueue"]},
        }
        for namespace in env.namespaces
        for name, settings in sorted(queues.items())
    ]


FEATURE = Feature(
    "queue",
    job_labels=job_labels,
    environment_objects=environment_objects,
    environment_kinds=(api.kind("LocalQueue"),),
)
