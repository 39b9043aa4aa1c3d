"""Kueue: the queues, flavors and priorities of an Environment, and the job's place in them.

The Environment's `kueue` block becomes its ResourceFlavors, ClusterQueues, LocalQueues and
WorkloadPriorityClasses (objects, checked by environment); a job carries `kueue.x-k8s.io/queue-name`
(from `queue`) and `kueue.x-k8s.io/priority-class` (from `queuePriority`), which the Environment's
defaults usually set and its policy bounds (kfgen.features.policy); jobs checks the rest.
"""

from __future__ import annotations

from kfgen.features.base import Feature
from kfgen.features.queue import environment, jobs, objects
from kfgen.workloads import registry

FEATURE = Feature(
    "queue",
    check=jobs.check,
    job_labels=jobs.job_labels,
    environment_objects=objects.environment_objects,
    environment_kinds=tuple(
        registry.kind(k) for k in ("ResourceFlavor", "ClusterQueue", "WorkloadPriorityClass", "LocalQueue")
    ),
    environment_check=environment.check,
)
