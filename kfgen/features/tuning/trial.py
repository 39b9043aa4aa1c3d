"""What Katib must be told about a trial job so that it does not guess (Katib v0.19.0 defaults only some kinds,
pkg/apis/controller/experiments/v1beta1/experiment_defaults.go): the container its pod webhook finds in every pod,
the one pod whose metrics count, and the conditions that end the trial.

Primary pods, from the operators' source:
- training-operator v1.9.4 labels the pod IsMasterRole picks `training.kubeflow.org/job-role: master`: PyTorchJob's
  Master or else worker 0, TFJob's Chief or Master or else worker 0, XGBoostJob's Master, MPIJob's launcher and
  JAXJob's worker 0; a PaddleJob's only without a Master is none, so its worker 0 is named by replica type and index;
- a TrainJob's pods come from JobSet: the trainer's replicated job (`node`, or `launcher` where the runtime has one)
  and, of its indexed pods, index 0;
- a plain Job has one pod.
"""

from __future__ import annotations

from kfgen import api
from kfgen.model import Context

MASTER = {"training.kubeflow.org/job-role": "master"}
WORKER_ZERO = {"training.kubeflow.org/replica-type": "worker", "training.kubeflow.org/replica-index": "0"}
JOBSET_JOB = "jobset.sigs.k8s.io/replicatedjob-name"
COMPLETION_INDEX = "batch.kubernetes.io/job-completion-index"
GJSON_TRUE = 'status.conditions.#(type=="{0}")#|#(status=="True")#'


def primary_pod_labels(ctx: Context, runtime_jobs: tuple[str, ...]) -> dict[str, str]:
    if ctx.backend == "job":
        return {}
    if ctx.backend == "trainer":
        if "launcher" in runtime_jobs:
            return {JOBSET_JOB: "launcher"}
        return {JOBSET_JOB: runtime_jobs[0], COMPLETION_INDEX: "0"}
    if ctx.framework.kind == "PaddleJob" and "master" not in ctx.replicas:
        return dict(WORKER_ZERO)
    return dict(MASTER)


def conditions(ctx: Context) -> tuple[str, str]:
    """GJSON queries of the job's success and failure (the phase tables of kfgen.api)."""
    phases = api.kind(ctx.job_kind).phases
    assert phases is not None
    [failed] = [c for c, phase in phases.conditions.items() if phase == "Failed"]
    return GJSON_TRUE.format(phases.succeeded), GJSON_TRUE.format(failed)
