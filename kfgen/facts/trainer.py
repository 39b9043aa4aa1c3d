"""Kubeflow Trainer's facts: the runtimes the cluster already has (Environment trainer.existing).

Trainer v2.3.0 resolves a TrainJob's runtimeRef to a ClusterTrainingRuntime (cluster-scoped) or a TrainingRuntime
in the TrainJob's namespace (trainer.kubeflow.org/v1alpha1); its webhook refuses a TrainJob whose runtime is not
there. A TrainingRuntime counts when it is in every namespace of the Environment.
"""

from __future__ import annotations

from dataclasses import replace

from kfgen.facts.model import Fact, Findings, Missing, Snapshot, Unknown, Where, in_every_namespace, names

API = "/apis/trainer.kubeflow.org/v1alpha1"
PATH = ("trainer", "existing", "runtimes")
CLUSTER_PATH = ("trainer", "existing", "clusterRuntimes")


def reads(where: Where) -> dict[str, str]:
    urls = {"trainer-clusterRuntimes": f"{API}/clustertrainingruntimes"}
    return urls | {f"trainer-runtimes/{ns}": f"{API}/namespaces/{ns}/trainingruntimes" for ns in where.namespaces}


def facts(snapshot: Snapshot, where: Where) -> Findings:
    got = snapshot["trainer-clusterRuntimes"]
    listed = names(got)
    if isinstance(listed, Missing):
        return Findings(unknown=[Unknown(("trainer",), f"ClusterTrainingRuntimes: {listed.reason}")])
    source = "the cluster's ClusterTrainingRuntimes"
    found = Findings([Fact(CLUSTER_PATH, sorted(listed[0]), source, [], "listed", listed[1])])
    if not where.namespaces:
        found.unknown.append(Unknown(PATH, "TrainingRuntimes: name the Environment's namespaces with --namespace"))
        return found
    runtimes = in_every_namespace(snapshot, "trainer-runtimes", where, "TrainingRuntimes")
    if isinstance(runtimes, Fact):
        found.facts.append(replace(runtimes, path=PATH))
    else:
        found.unknown.append(replace(runtimes, path=PATH))
    return found
