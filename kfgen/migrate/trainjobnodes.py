"""A TrainJob's node count where it states none: its runtime's, which kfgen's render (always `trainer.numNodes`)
must state.

Trainer v2.3.0 runs the trainer job's pods `trainer.numNodes` of the TrainJob when it sets one, else its runtime's
(kfgen.workloads.trainjob.runtimes.node_count). The job the import reads states that count: the runtime's where the
runtime is known (among the inputs, the Environment's, Trainer's defaults), so the spec carries it
(spec.replicas.worker) and the comparison holds kfgen's numNodes to it; else the 1 kfgen writes, named.
"""

from __future__ import annotations

from typing import Any

from kfgen.api import Obj
from kfgen.workloads.trainjob import runtimes

FIELD = "spec.trainer.numNodes"


def stated(
    job: Obj, runtime: tuple[str, str], given: dict[tuple[str, str], Obj], env_spec: Obj
) -> tuple[Obj, list[tuple[str, str]]]:
    """The job with the node count it runs stated in `trainer.numNodes`, and (field, message) where kfgen cannot
    know it."""
    body = job["spec"]
    trainer = body.get("trainer") if isinstance(body.get("trainer"), dict) else {}
    if "numNodes" in trainer:
        return job, []
    count = _runtime_count(runtime, given, env_spec)
    notes = []
    if count is None:
        kind, name = runtime
        count = 1
        notes.append(
            (
                FIELD,
                f"absent: Trainer takes the node count from the {kind} {name!r} (its mlPolicy.numNodes), which is not "
                "among the inputs, the Environment's runtimes or Trainer's defaults; kfgen writes numNodes: 1 (add the "
                "runtime to the inputs, or set spec.replicas.worker)",
            )
        )
    return {**job, "spec": {**body, "trainer": {**trainer, "numNodes": count}}}, notes


def _runtime_count(runtime: tuple[str, str], given: dict[tuple[str, str], Obj], env_spec: Obj) -> Any:
    """The node count of the runtime (None: a runtime kfgen does not know)."""
    body = given.get(runtime) or runtimes.defined(env_spec, runtime[0]).get(runtime[1])
    if isinstance(body, dict):
        return runtimes.node_count(body)
    return runtimes.DEFAULT_NODE_COUNT if runtimes.containers(*runtime) is not None else None
