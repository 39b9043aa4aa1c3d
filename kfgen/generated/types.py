# Generated from kfgen.schema by `python -m kfgen.gen`; do not edit.
"""TypedDict views of the TrainingSpec and Environment specs (see kfgen.gen.typeddicts)."""

from __future__ import annotations

from typing import Any, Literal, Required, TypedDict


TrainingSpecSpecResourcesLimits = TypedDict(
    "TrainingSpecSpecResourcesLimits",
    {
        "cpu": Any,
        "memory": Any,
        "ephemeralStorage": Any,
    },
    total=False,
)


TrainingSpecSpecResources = TypedDict(
    "TrainingSpecSpecResources",
    {
        "cpu": Any,
        "memory": Any,
        "ephemeralStorage": Any,
        "gpu": int,
        "limits": TrainingSpecSpecResourcesLimits,
    },
    total=False,
)


TrainingSpecSpecPortsItem = TypedDict(
    "TrainingSpecSpecPortsItem",
    {
        "name": Required[str],
        "containerPort": Required[int],
        "protocol": Literal['TCP', 'UDP', 'SCTP'],
    },
    total=False,
)


TrainingSpecSpecGpu = TypedDict(
    "TrainingSpecSpecGpu",
    {
        "resource": str,
        "products": list[str],
    },
    total=False,
)


TrainingSpecSpecTolerationsItem = TypedDict(
    "TrainingSpecSpecTolerationsItem",
    {
        "key": str,
        "operator": Literal['Exists', 'Equal'],
        "value": str,
        "effect": Literal['NoSchedule', 'PreferNoSchedule', 'NoExecute'],
        "tolerationSeconds": int,
    },
    total=False,
)


TrainingSpecSpecElasticMetricsItem = TypedDict(
    "TrainingSpecSpecElasticMetricsItem",
    {
        "type": Required[Literal['ContainerResource', 'External', 'Object', 'Pods', 'Resource']],
    },
    total=False,
)


TrainingSpecSpecElastic = TypedDict(
    "TrainingSpecSpecElastic",
    {
        "min": Required[int],
        "max": Required[int],
        "rendezvous": Literal['c10d', 'etcd', 'etcd-v2'],
        "host": str,
        "port": int,
        "maxRestarts": int,
        "id": str,
        "conf": dict[str, str],
        "standalone": bool,
        "metrics": list[TrainingSpecSpecElasticMetricsItem],
    },
    total=False,
)


TrainingSpecSpecVolumesItem = TypedDict(
    "TrainingSpecSpecVolumesItem",
    {
        "name": str,
        "claim": str,
        "configMap": str,
        "secret": str,
        "emptyDir": Any,
        "path": Required[str],
        "readOnly": bool,
        "subPath": str,
        "roles": list[Literal['master', 'worker', 'chief', 'ps', 'evaluator', 'launcher']],
    },
    total=False,
)


TrainingSpecSpecRunPolicy = TypedDict(
    "TrainingSpecSpecRunPolicy",
    {
        "ttlAfterFinished": Any,
        "deadline": Any,
        "backoffLimit": int,
        "cleanPodPolicy": Literal['None', 'Running', 'All'],
        "suspend": bool,
    },
    total=False,
)


TrainingSpecSpecGang = TypedDict(
    "TrainingSpecSpecGang",
    {
        "minAvailable": int,
        "queue": str,
        "priorityClass": str,
        "scheduleTimeout": Any,
    },
    total=False,
)


TrainingSpecSpecMpi = TypedDict(
    "TrainingSpecSpecMpi",
    {
        "implementation": Literal['OpenMPI', 'Intel', 'MPICH'],
        "sshAuthMountPath": str,
        "launcherCreationPolicy": Literal['AtStartup', 'WaitForWorkersReady'],
        "runLauncherAsWorker": bool,
    },
    total=False,
)


TrainingSpecSpecTrackingMlflow = TypedDict(
    "TrainingSpecSpecTrackingMlflow",
    {
        "experiment": str,
        "trackingUri": str,
        "server": str,
        "runs": Literal['perPod', 'perJob'],
        "systemMetrics": bool,
    },
    total=False,
)


TrainingSpecSpecTracking = TypedDict(
    "TrainingSpecSpecTracking",
    {
        "mlflow": TrainingSpecSpecTrackingMlflow,
    },
    total=False,
)


TrainingSpecSpecMetricsProgress = TypedDict(
    "TrainingSpecSpecMetricsProgress",
    {
        "metric": Required[str],
        "type": Literal['counter', 'timestamp'],
        "stallAfter": str,
    },
    total=False,
)


TrainingSpecSpecMetrics = TypedDict(
    "TrainingSpecSpecMetrics",
    {
        "port": Required[int],
        "path": str,
        "interval": str,
        "monitor": Literal['ServiceMonitor', 'PodMonitor'],
        "progress": TrainingSpecSpecMetricsProgress,
    },
    total=False,
)


TrainingSpecSpecRolesValueResourcesLimits = TypedDict(
    "TrainingSpecSpecRolesValueResourcesLimits",
    {
        "cpu": Any,
        "memory": Any,
        "ephemeralStorage": Any,
    },
    total=False,
)


TrainingSpecSpecRolesValueResources = TypedDict(
    "TrainingSpecSpecRolesValueResources",
    {
        "cpu": Any,
        "memory": Any,
        "ephemeralStorage": Any,
        "gpu": int,
        "limits": TrainingSpecSpecRolesValueResourcesLimits,
    },
    total=False,
)


TrainingSpecSpecRolesValuePortsItem = TypedDict(
    "TrainingSpecSpecRolesValuePortsItem",
    {
        "name": Required[str],
        "containerPort": Required[int],
        "protocol": Literal['TCP', 'UDP', 'SCTP'],
    },
    total=False,
)


TrainingSpecSpecRolesValueTolerationsItem = TypedDict(
    "TrainingSpecSpecRolesValueTolerationsItem",
    {
        "key": str,
        "operator": Literal['Exists', 'Equal'],
        "value": str,
        "effect": Literal['NoSchedule', 'PreferNoSchedule', 'NoExecute'],
        "tolerationSeconds": int,
    },
    total=False,
)


TrainingSpecSpecRolesValuePodPatch = TypedDict(
    "TrainingSpecSpecRolesValuePodPatch",
    {
        "metadata": dict[str, Any],
        "spec": dict[str, Any],
    },
    total=False,
)


TrainingSpecSpecRolesValue = TypedDict(
    "TrainingSpecSpecRolesValue",
    {
        "image": str,
        "imagePullPolicy": Literal['Always', 'IfNotPresent', 'Never'],
        "command": list[str],
        "args": list[str],
        "workingDir": str,
        "env": dict[str, Any],
        "resources": TrainingSpecSpecRolesValueResources,
        "ports": list[TrainingSpecSpecRolesValuePortsItem],
        "containerName": str,
        "nodeSelector": dict[str, str],
        "tolerations": list[TrainingSpecSpecRolesValueTolerationsItem],
        "restartPolicy": Literal['OnFailure', 'Never', 'Always', 'ExitCode'],
        "podPatch": TrainingSpecSpecRolesValuePodPatch,
    },
    total=False,
)


TrainingSpecSpecPodPatch = TypedDict(
    "TrainingSpecSpecPodPatch",
    {
        "metadata": dict[str, Any],
        "spec": dict[str, Any],
    },
    total=False,
)


TrainingSpecSpecTuningObjective = TypedDict(
    "TrainingSpecSpecTuningObjective",
    {
        "metric": Required[str],
        "type": Required[Literal['maximize', 'minimize']],
        "goal": float,
        "additionalMetrics": list[str],
        "strategies": dict[str, Literal['min', 'max', 'latest']],
    },
    total=False,
)


TrainingSpecSpecTuningAlgorithm = TypedDict(
    "TrainingSpecSpecTuningAlgorithm",
    {
        "name": Required[str],
        "settings": dict[str, str],
    },
    total=False,
)


TrainingSpecSpecTuningEarlyStopping = TypedDict(
    "TrainingSpecSpecTuningEarlyStopping",
    {
        "name": Required[str],
        "settings": dict[str, str],
    },
    total=False,
)


TrainingSpecSpecTuningParametersValue = TypedDict(
    "TrainingSpecSpecTuningParametersValue",
    {
        "type": Required[Literal['int', 'double', 'categorical', 'discrete']],
        "min": Any,
        "max": Any,
        "step": Any,
        "distribution": Literal['uniform', 'logUniform', 'normal', 'logNormal'],
        "values": list[str],
        "description": str,
        "trialParameter": str,
    },
    total=False,
)


TrainingSpecSpecTuningTrials = TypedDict(
    "TrainingSpecSpecTuningTrials",
    {
        "max": int,
        "parallel": int,
        "maxFailed": int,
    },
    total=False,
)


TrainingSpecSpecTuningMetricsCollector = TypedDict(
    "TrainingSpecSpecTuningMetricsCollector",
    {
        "kind": Required[Literal['StdOut', 'File', 'TensorFlowEvent', 'PrometheusMetric', 'Push']],
        "path": str,
        "format": Literal['TEXT', 'JSON'],
        "filter": list[str],
        "port": int,
        "scrapePath": str,
    },
    total=False,
)


TrainingSpecSpecTuning = TypedDict(
    "TrainingSpecSpecTuning",
    {
        "objective": Required[TrainingSpecSpecTuningObjective],
        "algorithm": Required[TrainingSpecSpecTuningAlgorithm],
        "earlyStopping": TrainingSpecSpecTuningEarlyStopping,
        "parameters": Required[dict[str, TrainingSpecSpecTuningParametersValue]],
        "trials": TrainingSpecSpecTuningTrials,
        "resumePolicy": Literal['Never', 'LongRunning', 'FromVolume'],
        "metricsCollector": TrainingSpecSpecTuningMetricsCollector,
        "parametersFile": str,
        "retain": bool,
        "primaryPodLabels": dict[str, str],
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueResourcesLimits = TypedDict(
    "TrainingSpecSpecEnvironmentsValueResourcesLimits",
    {
        "cpu": Any,
        "memory": Any,
        "ephemeralStorage": Any,
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueResources = TypedDict(
    "TrainingSpecSpecEnvironmentsValueResources",
    {
        "cpu": Any,
        "memory": Any,
        "ephemeralStorage": Any,
        "gpu": int,
        "limits": TrainingSpecSpecEnvironmentsValueResourcesLimits,
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValuePortsItem = TypedDict(
    "TrainingSpecSpecEnvironmentsValuePortsItem",
    {
        "name": str,
        "containerPort": int,
        "protocol": Literal['TCP', 'UDP', 'SCTP'],
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueGpu = TypedDict(
    "TrainingSpecSpecEnvironmentsValueGpu",
    {
        "resource": str,
        "products": list[str],
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueTolerationsItem = TypedDict(
    "TrainingSpecSpecEnvironmentsValueTolerationsItem",
    {
        "key": str,
        "operator": Literal['Exists', 'Equal'],
        "value": str,
        "effect": Literal['NoSchedule', 'PreferNoSchedule', 'NoExecute'],
        "tolerationSeconds": int,
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueElasticMetricsItem = TypedDict(
    "TrainingSpecSpecEnvironmentsValueElasticMetricsItem",
    {
        "type": Literal['ContainerResource', 'External', 'Object', 'Pods', 'Resource'],
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueElastic = TypedDict(
    "TrainingSpecSpecEnvironmentsValueElastic",
    {
        "min": int,
        "max": int,
        "rendezvous": Literal['c10d', 'etcd', 'etcd-v2'],
        "host": str,
        "port": int,
        "maxRestarts": int,
        "id": str,
        "conf": dict[str, str],
        "standalone": bool,
        "metrics": list[TrainingSpecSpecEnvironmentsValueElasticMetricsItem],
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueVolumesItem = TypedDict(
    "TrainingSpecSpecEnvironmentsValueVolumesItem",
    {
        "name": str,
        "claim": str,
        "configMap": str,
        "secret": str,
        "emptyDir": Any,
        "path": str,
        "readOnly": bool,
        "subPath": str,
        "roles": list[Literal['master', 'worker', 'chief', 'ps', 'evaluator', 'launcher']],
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueRunPolicy = TypedDict(
    "TrainingSpecSpecEnvironmentsValueRunPolicy",
    {
        "ttlAfterFinished": Any,
        "deadline": Any,
        "backoffLimit": int,
        "cleanPodPolicy": Literal['None', 'Running', 'All'],
        "suspend": bool,
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueGang = TypedDict(
    "TrainingSpecSpecEnvironmentsValueGang",
    {
        "minAvailable": int,
        "queue": str,
        "priorityClass": str,
        "scheduleTimeout": Any,
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueMpi = TypedDict(
    "TrainingSpecSpecEnvironmentsValueMpi",
    {
        "implementation": Literal['OpenMPI', 'Intel', 'MPICH'],
        "sshAuthMountPath": str,
        "launcherCreationPolicy": Literal['AtStartup', 'WaitForWorkersReady'],
        "runLauncherAsWorker": bool,
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueTrackingMlflow = TypedDict(
    "TrainingSpecSpecEnvironmentsValueTrackingMlflow",
    {
        "experiment": str,
        "trackingUri": str,
        "server": str,
        "runs": Literal['perPod', 'perJob'],
        "systemMetrics": bool,
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueTracking = TypedDict(
    "TrainingSpecSpecEnvironmentsValueTracking",
    {
        "mlflow": TrainingSpecSpecEnvironmentsValueTrackingMlflow,
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueMetricsProgress = TypedDict(
    "TrainingSpecSpecEnvironmentsValueMetricsProgress",
    {
        "metric": str,
        "type": Literal['counter', 'timestamp'],
        "stallAfter": str,
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueMetrics = TypedDict(
    "TrainingSpecSpecEnvironmentsValueMetrics",
    {
        "port": int,
        "path": str,
        "interval": str,
        "monitor": Literal['ServiceMonitor', 'PodMonitor'],
        "progress": TrainingSpecSpecEnvironmentsValueMetricsProgress,
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueRolesValueResourcesLimits = TypedDict(
    "TrainingSpecSpecEnvironmentsValueRolesValueResourcesLimits",
    {
        "cpu": Any,
        "memory": Any,
        "ephemeralStorage": Any,
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueRolesValueResources = TypedDict(
    "TrainingSpecSpecEnvironmentsValueRolesValueResources",
    {
        "cpu": Any,
        "memory": Any,
        "ephemeralStorage": Any,
        "gpu": int,
        "limits": TrainingSpecSpecEnvironmentsValueRolesValueResourcesLimits,
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueRolesValuePortsItem = TypedDict(
    "TrainingSpecSpecEnvironmentsValueRolesValuePortsItem",
    {
        "name": str,
        "containerPort": int,
        "protocol": Literal['TCP', 'UDP', 'SCTP'],
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueRolesValueTolerationsItem = TypedDict(
    "TrainingSpecSpecEnvironmentsValueRolesValueTolerationsItem",
    {
        "key": str,
        "operator": Literal['Exists', 'Equal'],
        "value": str,
        "effect": Literal['NoSchedule', 'PreferNoSchedule', 'NoExecute'],
        "tolerationSeconds": int,
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueRolesValuePodPatch = TypedDict(
    "TrainingSpecSpecEnvironmentsValueRolesValuePodPatch",
    {
        "metadata": dict[str, Any],
        "spec": dict[str, Any],
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueRolesValue = TypedDict(
    "TrainingSpecSpecEnvironmentsValueRolesValue",
    {
        "image": str,
        "imagePullPolicy": Literal['Always', 'IfNotPresent', 'Never'],
        "command": list[str],
        "args": list[str],
        "workingDir": str,
        "env": dict[str, Any],
        "resources": TrainingSpecSpecEnvironmentsValueRolesValueResources,
        "ports": list[TrainingSpecSpecEnvironmentsValueRolesValuePortsItem],
        "containerName": str,
        "nodeSelector": dict[str, str],
        "tolerations": list[TrainingSpecSpecEnvironmentsValueRolesValueTolerationsItem],
        "restartPolicy": Literal['OnFailure', 'Never', 'Always', 'ExitCode'],
        "podPatch": TrainingSpecSpecEnvironmentsValueRolesValuePodPatch,
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValuePodPatch = TypedDict(
    "TrainingSpecSpecEnvironmentsValuePodPatch",
    {
        "metadata": dict[str, Any],
        "spec": dict[str, Any],
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueTuningObjective = TypedDict(
    "TrainingSpecSpecEnvironmentsValueTuningObjective",
    {
        "metric": str,
        "type": Literal['maximize', 'minimize'],
        "goal": float,
        "additionalMetrics": list[str],
        "strategies": dict[str, Literal['min', 'max', 'latest']],
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueTuningAlgorithm = TypedDict(
    "TrainingSpecSpecEnvironmentsValueTuningAlgorithm",
    {
        "name": str,
        "settings": dict[str, str],
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueTuningEarlyStopping = TypedDict(
    "TrainingSpecSpecEnvironmentsValueTuningEarlyStopping",
    {
        "name": str,
        "settings": dict[str, str],
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueTuningParametersValue = TypedDict(
    "TrainingSpecSpecEnvironmentsValueTuningParametersValue",
    {
        "type": Literal['int', 'double', 'categorical', 'discrete'],
        "min": Any,
        "max": Any,
        "step": Any,
        "distribution": Literal['uniform', 'logUniform', 'normal', 'logNormal'],
        "values": list[str],
        "description": str,
        "trialParameter": str,
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueTuningTrials = TypedDict(
    "TrainingSpecSpecEnvironmentsValueTuningTrials",
    {
        "max": int,
        "parallel": int,
        "maxFailed": int,
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueTuningMetricsCollector = TypedDict(
    "TrainingSpecSpecEnvironmentsValueTuningMetricsCollector",
    {
        "kind": Literal['StdOut', 'File', 'TensorFlowEvent', 'PrometheusMetric', 'Push'],
        "path": str,
        "format": Literal['TEXT', 'JSON'],
        "filter": list[str],
        "port": int,
        "scrapePath": str,
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValueTuning = TypedDict(
    "TrainingSpecSpecEnvironmentsValueTuning",
    {
        "objective": TrainingSpecSpecEnvironmentsValueTuningObjective,
        "algorithm": TrainingSpecSpecEnvironmentsValueTuningAlgorithm,
        "earlyStopping": TrainingSpecSpecEnvironmentsValueTuningEarlyStopping,
        "parameters": dict[str, TrainingSpecSpecEnvironmentsValueTuningParametersValue],
        "trials": TrainingSpecSpecEnvironmentsValueTuningTrials,
        "resumePolicy": Literal['Never', 'LongRunning', 'FromVolume'],
        "metricsCollector": TrainingSpecSpecEnvironmentsValueTuningMetricsCollector,
        "parametersFile": str,
        "retain": bool,
        "primaryPodLabels": dict[str, str],
    },
    total=False,
)


TrainingSpecSpecEnvironmentsValue = TypedDict(
    "TrainingSpecSpecEnvironmentsValue",
    {
        "image": str,
        "imagePullPolicy": Literal['Always', 'IfNotPresent', 'Never'],
        "command": list[str],
        "args": list[str],
        "workingDir": str,
        "env": dict[str, Any],
        "resources": TrainingSpecSpecEnvironmentsValueResources,
        "ports": list[TrainingSpecSpecEnvironmentsValuePortsItem],
        "containerName": str,
        "runtime": str,
        "runtimeKind": Literal['ClusterTrainingRuntime', 'TrainingRuntime'],
        "runtimeJobs": list[str],
        "replicas": dict[str, int],
        "restartPolicy": Literal['OnFailure', 'Never', 'Always', 'ExitCode'],
        "gpu": TrainingSpecSpecEnvironmentsValueGpu,
        "nodeSelector": dict[str, str],
        "tolerations": list[TrainingSpecSpecEnvironmentsValueTolerationsItem],
        "priorityClassName": str,
        "schedulerName": str,
        "elastic": TrainingSpecSpecEnvironmentsValueElastic,
        "nprocPerNode": int,
        "sharedMemory": str,
        "volumes": list[TrainingSpecSpecEnvironmentsValueVolumesItem],
        "runPolicy": TrainingSpecSpecEnvironmentsValueRunPolicy,
        "gang": TrainingSpecSpecEnvironmentsValueGang,
        "mpi": TrainingSpecSpecEnvironmentsValueMpi,
        "queue": str,
        "queuePriority": str,
        "tracking": TrainingSpecSpecEnvironmentsValueTracking,
        "metrics": TrainingSpecSpecEnvironmentsValueMetrics,
        "serviceAccount": str,
        "labels": dict[str, str],
        "annotations": dict[str, str],
        "roles": dict[str, TrainingSpecSpecEnvironmentsValueRolesValue],
        "podPatch": TrainingSpecSpecEnvironmentsValuePodPatch,
        "tuning": TrainingSpecSpecEnvironmentsValueTuning,
    },
    total=False,
)


TrainingSpecSpec = TypedDict(
    "TrainingSpecSpec",
    {
        "framework": Required[Literal['pytorch', 'tensorflow', 'xgboost', 'mpi', 'paddle', 'jax']],
        "backend": Literal['v1', 'trainer', 'job', 'mpi-operator'],
        "image": str,
        "imagePullPolicy": Literal['Always', 'IfNotPresent', 'Never'],
        "command": list[str],
        "args": list[str],
        "workingDir": str,
        "env": dict[str, Any],
        "resources": TrainingSpecSpecResources,
        "ports": list[TrainingSpecSpecPortsItem],
        "containerName": str,
        "runtime": str,
        "runtimeKind": Literal['ClusterTrainingRuntime', 'TrainingRuntime'],
        "runtimeJobs": list[str],
        "replicas": dict[str, int],
        "restartPolicy": Literal['OnFailure', 'Never', 'Always', 'ExitCode'],
        "gpu": TrainingSpecSpecGpu,
        "nodeSelector": dict[str, str],
        "tolerations": list[TrainingSpecSpecTolerationsItem],
        "priorityClassName": str,
        "schedulerName": str,
        "elastic": TrainingSpecSpecElastic,
        "nprocPerNode": int,
        "sharedMemory": str,
        "volumes": list[TrainingSpecSpecVolumesItem],
        "runPolicy": TrainingSpecSpecRunPolicy,
        "gang": TrainingSpecSpecGang,
        "mpi": TrainingSpecSpecMpi,
        "queue": str,
        "queuePriority": str,
        "tracking": TrainingSpecSpecTracking,
        "metrics": TrainingSpecSpecMetrics,
        "serviceAccount": str,
        "labels": dict[str, str],
        "annotations": dict[str, str],
        "roles": dict[str, TrainingSpecSpecRolesValue],
        "podPatch": TrainingSpecSpecPodPatch,
        "tuning": TrainingSpecSpecTuning,
        "updatePolicy": Literal['AfterCompletion', 'Recreate', 'Never'],
        "historyLimit": int,
        "environments": dict[str, TrainingSpecSpecEnvironmentsValue],
    },
    total=False,
)


EnvironmentSpecDefaultsResourcesLimits = TypedDict(
    "EnvironmentSpecDefaultsResourcesLimits",
    {
        "cpu": Any,
        "memory": Any,
        "ephemeralStorage": Any,
    },
    total=False,
)


EnvironmentSpecDefaultsResources = TypedDict(
    "EnvironmentSpecDefaultsResources",
    {
        "cpu": Any,
        "memory": Any,
        "ephemeralStorage": Any,
        "gpu": int,
        "limits": EnvironmentSpecDefaultsResourcesLimits,
    },
    total=False,
)


EnvironmentSpecDefaultsGpu = TypedDict(
    "EnvironmentSpecDefaultsGpu",
    {
        "resource": str,
        "products": list[str],
    },
    total=False,
)


EnvironmentSpecDefaultsTolerationsItem = TypedDict(
    "EnvironmentSpecDefaultsTolerationsItem",
    {
        "key": str,
        "operator": Literal['Exists', 'Equal'],
        "value": str,
        "effect": Literal['NoSchedule', 'PreferNoSchedule', 'NoExecute'],
        "tolerationSeconds": int,
    },
    total=False,
)


EnvironmentSpecDefaults = TypedDict(
    "EnvironmentSpecDefaults",
    {
        "resources": EnvironmentSpecDefaultsResources,
        "gpu": EnvironmentSpecDefaultsGpu,
        "nodeSelector": dict[str, str],
        "tolerations": list[EnvironmentSpecDefaultsTolerationsItem],
        "priorityClassName": str,
        "schedulerName": str,
        "queue": str,
        "queuePriority": str,
        "sharedMemory": str,
        "imagePullPolicy": Literal['Always', 'IfNotPresent', 'Never'],
        "restartPolicy": Literal['OnFailure', 'Never', 'Always', 'ExitCode'],
    },
    total=False,
)


EnvironmentSpecMlflowServerResources = TypedDict(
    "EnvironmentSpecMlflowServerResources",
    {
        "cpu": Any,
        "memory": Any,
    },
    total=False,
)


EnvironmentSpecMlflowServerStorage = TypedDict(
    "EnvironmentSpecMlflowServerStorage",
    {
        "size": Required[Any],
        "storageClass": str,
    },
    total=False,
)


EnvironmentSpecMlflowServerBackendStoreUriSecret = TypedDict(
    "EnvironmentSpecMlflowServerBackendStoreUriSecret",
    {
        "secret": Required[str],
        "key": Required[str],
        "optional": bool,
    },
    total=False,
)


EnvironmentSpecMlflowServerBackendStorePasswordSecret = TypedDict(
    "EnvironmentSpecMlflowServerBackendStorePasswordSecret",
    {
        "secret": Required[str],
        "key": Required[str],
        "optional": bool,
    },
    total=False,
)


EnvironmentSpecMlflowServerBackendStore = TypedDict(
    "EnvironmentSpecMlflowServerBackendStore",
    {
        "sqlite": bool,
        "uri": str,
        "uriSecret": EnvironmentSpecMlflowServerBackendStoreUriSecret,
        "passwordSecret": EnvironmentSpecMlflowServerBackendStorePasswordSecret,
    },
    total=False,
)


EnvironmentSpecMlflowServerArtifactsS3AccessKeyId = TypedDict(
    "EnvironmentSpecMlflowServerArtifactsS3AccessKeyId",
    {
        "secret": Required[str],
        "key": Required[str],
        "optional": bool,
    },
    total=False,
)


EnvironmentSpecMlflowServerArtifactsS3SecretAccessKey = TypedDict(
    "EnvironmentSpecMlflowServerArtifactsS3SecretAccessKey",
    {
        "secret": Required[str],
        "key": Required[str],
        "optional": bool,
    },
    total=False,
)


EnvironmentSpecMlflowServerArtifactsS3 = TypedDict(
    "EnvironmentSpecMlflowServerArtifactsS3",
    {
        "uri": Required[str],
        "endpoint": str,
        "region": str,
        "accessKeyId": EnvironmentSpecMlflowServerArtifactsS3AccessKeyId,
        "secretAccessKey": EnvironmentSpecMlflowServerArtifactsS3SecretAccessKey,
    },
    total=False,
)


EnvironmentSpecMlflowServerArtifacts = TypedDict(
    "EnvironmentSpecMlflowServerArtifacts",
    {
        "volume": bool,
        "s3": EnvironmentSpecMlflowServerArtifactsS3,
    },
    total=False,
)


EnvironmentSpecMlflowServerAuthAdminUsername = TypedDict(
    "EnvironmentSpecMlflowServerAuthAdminUsername",
    {
        "secret": Required[str],
        "key": Required[str],
        "optional": bool,
    },
    total=False,
)


EnvironmentSpecMlflowServerAuthAdminPassword = TypedDict(
    "EnvironmentSpecMlflowServerAuthAdminPassword",
    {
        "secret": Required[str],
        "key": Required[str],
        "optional": bool,
    },
    total=False,
)


EnvironmentSpecMlflowServerAuthFlaskSecretKey = TypedDict(
    "EnvironmentSpecMlflowServerAuthFlaskSecretKey",
    {
        "secret": Required[str],
        "key": Required[str],
        "optional": bool,
    },
    total=False,
)


EnvironmentSpecMlflowServerAuthConfigSecret = TypedDict(
    "EnvironmentSpecMlflowServerAuthConfigSecret",
    {
        "secret": Required[str],
        "key": Required[str],
        "optional": bool,
    },
    total=False,
)


EnvironmentSpecMlflowServerAuth = TypedDict(
    "EnvironmentSpecMlflowServerAuth",
    {
        "adminUsername": Required[EnvironmentSpecMlflowServerAuthAdminUsername],
        "adminPassword": Required[EnvironmentSpecMlflowServerAuthAdminPassword],
        "flaskSecretKey": Required[EnvironmentSpecMlflowServerAuthFlaskSecretKey],
        "configSecret": EnvironmentSpecMlflowServerAuthConfigSecret,
        "defaultPermission": Literal['READ', 'EDIT', 'MANAGE', 'NO_PERMISSIONS'],
    },
    total=False,
)


EnvironmentSpecMlflowServerIngress = TypedDict(
    "EnvironmentSpecMlflowServerIngress",
    {
        "host": Required[str],
        "className": str,
        "tlsSecret": str,
        "namespace": str,
    },
    total=False,
)


EnvironmentSpecMlflowServerGc = TypedDict(
    "EnvironmentSpecMlflowServerGc",
    {
        "schedule": Required[str],
        "olderThan": Required[str],
    },
    total=False,
)


EnvironmentSpecMlflowServerClientsItem = TypedDict(
    "EnvironmentSpecMlflowServerClientsItem",
    {
        "namespace": Required[str],
        "podLabels": dict[str, str],
    },
    total=False,
)


EnvironmentSpecMlflowServerEgressItem = TypedDict(
    "EnvironmentSpecMlflowServerEgressItem",
    {
        "cidr": str,
        "except": list[str],
        "namespace": str,
        "podLabels": dict[str, str],
        "ports": list[int],
    },
    total=False,
)


EnvironmentSpecMlflowServer = TypedDict(
    "EnvironmentSpecMlflowServer",
    {
        "name": str,
        "namespace": str,
        "image": Required[str],
        "port": int,
        "replicas": int,
        "workers": int,
        "resources": EnvironmentSpecMlflowServerResources,
        "storage": EnvironmentSpecMlflowServerStorage,
        "backendStore": EnvironmentSpecMlflowServerBackendStore,
        "artifacts": EnvironmentSpecMlflowServerArtifacts,
        "auth": EnvironmentSpecMlflowServerAuth,
        "allowedHosts": list[str],
        "ingress": EnvironmentSpecMlflowServerIngress,
        "gc": EnvironmentSpecMlflowServerGc,
        "clients": list[EnvironmentSpecMlflowServerClientsItem],
        "egress": list[EnvironmentSpecMlflowServerEgressItem],
        "monitor": bool,
    },
    total=False,
)


EnvironmentSpecMlflowCredentials = TypedDict(
    "EnvironmentSpecMlflowCredentials",
    {
        "secret": Required[str],
        "usernameKey": str,
        "passwordKey": str,
    },
    total=False,
)


EnvironmentSpecMlflow = TypedDict(
    "EnvironmentSpecMlflow",
    {
        "trackingUri": str,
        "server": EnvironmentSpecMlflowServer,
        "credentials": EnvironmentSpecMlflowCredentials,
        "systemMetrics": bool,
    },
    total=False,
)


EnvironmentSpecNetworkPolicyDns = TypedDict(
    "EnvironmentSpecNetworkPolicyDns",
    {
        "namespace": str,
        "podLabels": dict[str, str],
    },
    total=False,
)


EnvironmentSpecNetworkPolicyEtcd = TypedDict(
    "EnvironmentSpecNetworkPolicyEtcd",
    {
        "namespace": str,
        "podLabels": dict[str, str],
        "port": int,
    },
    total=False,
)


EnvironmentSpecNetworkPolicyEgressItem = TypedDict(
    "EnvironmentSpecNetworkPolicyEgressItem",
    {
        "cidr": str,
        "except": list[str],
        "namespace": str,
        "podLabels": dict[str, str],
        "ports": list[int],
    },
    total=False,
)


EnvironmentSpecNetworkPolicy = TypedDict(
    "EnvironmentSpecNetworkPolicy",
    {
        "enabled": bool,
        "dns": EnvironmentSpecNetworkPolicyDns,
        "monitoringNamespace": str,
        "etcd": EnvironmentSpecNetworkPolicyEtcd,
        "egress": list[EnvironmentSpecNetworkPolicyEgressItem],
    },
    total=False,
)


EnvironmentSpecMonitoringStateMetricsServiceAccount = TypedDict(
    "EnvironmentSpecMonitoringStateMetricsServiceAccount",
    {
        "name": Required[str],
        "namespace": Required[str],
    },
    total=False,
)


EnvironmentSpecMonitoringStateMetricsResources = TypedDict(
    "EnvironmentSpecMonitoringStateMetricsResources",
    {
        "cpu": Any,
        "memory": Any,
    },
    total=False,
)


EnvironmentSpecMonitoringStateMetrics = TypedDict(
    "EnvironmentSpecMonitoringStateMetrics",
    {
        "name": str,
        "image": str,
        "serviceAccount": EnvironmentSpecMonitoringStateMetricsServiceAccount,
        "resources": EnvironmentSpecMonitoringStateMetricsResources,
    },
    total=False,
)


EnvironmentSpecMonitoringAlertsGpu = TypedDict(
    "EnvironmentSpecMonitoringAlertsGpu",
    {
        "podLabel": Required[Literal['pod', 'exported_pod']],
        "idleBelow": int,
        "idleFor": str,
    },
    total=False,
)


EnvironmentSpecMonitoringAlerts = TypedDict(
    "EnvironmentSpecMonitoringAlerts",
    {
        "runbookUrl": str,
        "teamLabel": str,
        "team": str,
        "severity": dict[str, Literal['critical', 'warning', 'info']],
        "disabled": list[Literal['TrainingJobFailed', 'TrainingJobPending', 'TrainingJobPastDeadline', 'TrainingJobRunningTooLong', 'TrainingPodRestarting', 'TrainingGPUIdle', 'TrainingGPUXidError', 'KatibTrialWithoutMetrics', 'KueueWorkloadWaiting', 'TrackingServerDown']],
        "pendingFor": str,
        "queueWaitFor": str,
        "runtimeLimit": str,
        "restarts": int,
        "restartWindow": str,
        "gpu": EnvironmentSpecMonitoringAlertsGpu,
    },
    total=False,
)


EnvironmentSpecMonitoringDashboards = TypedDict(
    "EnvironmentSpecMonitoringDashboards",
    {
        "kind": Literal['ConfigMap', 'GrafanaDashboard'],
        "namespace": str,
        "labels": dict[str, str],
        "folder": str,
        "instanceSelector": dict[str, str],
    },
    total=False,
)


EnvironmentSpecMonitoring = TypedDict(
    "EnvironmentSpecMonitoring",
    {
        "labels": dict[str, str],
        "monitor": Literal['ServiceMonitor', 'PodMonitor'],
        "interval": str,
        "namespace": str,
        "stateMetrics": EnvironmentSpecMonitoringStateMetrics,
        "alerts": EnvironmentSpecMonitoringAlerts,
        "dashboards": EnvironmentSpecMonitoringDashboards,
        "katibTrials": bool,
    },
    total=False,
)


EnvironmentSpecKatibDbManager = TypedDict(
    "EnvironmentSpecKatibDbManager",
    {
        "podLabels": dict[str, str],
        "port": int,
    },
    total=False,
)


EnvironmentSpecKatib = TypedDict(
    "EnvironmentSpecKatib",
    {
        "namespace": str,
        "trialResources": list[Literal['Job', 'PyTorchJob', 'TFJob', 'XGBoostJob', 'MPIJob', 'PaddleJob', 'JAXJob', 'TrainJob']],
        "algorithms": list[str],
        "earlyStopping": list[str],
        "collectors": list[Literal['StdOut', 'File', 'TensorFlowEvent', 'PrometheusMetric', 'Push']],
        "defaultCollector": Literal['StdOut', 'File', 'TensorFlowEvent', 'PrometheusMetric', 'Push'],
        "metricsCollectorInjection": bool,
        "injectSecurityContext": bool,
        "restrictedSuggestions": bool,
        "dbManager": EnvironmentSpecKatibDbManager,
        "controllerPodLabels": dict[str, str],
    },
    total=False,
)


EnvironmentSpecSecurity = TypedDict(
    "EnvironmentSpecSecurity",
    {
        "profile": Literal['restricted', 'baseline'],
        "runAsUser": int,
        "runAsGroup": int,
        "fsGroup": int,
    },
    total=False,
)


EnvironmentSpecTrainingOperator = TypedDict(
    "EnvironmentSpecTrainingOperator",
    {
        "restrictedInitContainers": bool,
    },
    total=False,
)


EnvironmentSpecPolicy = TypedDict(
    "EnvironmentSpecPolicy",
    {
        "namespaces": list[str],
        "serviceAccounts": list[str],
        "priorityClasses": list[str],
        "queues": list[str],
        "queuePriorities": list[str],
        "registries": list[str],
        "pinnedImages": bool,
        "unboundedSharedMemory": bool,
        "burstableCpu": bool,
        "runtimeClasses": list[str],
        "shareProcessNamespace": bool,
        "hostAliases": bool,
        "schedulers": list[str],
        "dnsPolicies": list[Literal['Default', 'None']],
    },
    total=False,
)


EnvironmentSpecKueueResourceFlavorsValueNodeTaintsItem = TypedDict(
    "EnvironmentSpecKueueResourceFlavorsValueNodeTaintsItem",
    {
        "key": Required[str],
        "value": str,
        "effect": Required[Literal['NoSchedule', 'PreferNoSchedule', 'NoExecute']],
    },
    total=False,
)


EnvironmentSpecKueueResourceFlavorsValueTolerationsItem = TypedDict(
    "EnvironmentSpecKueueResourceFlavorsValueTolerationsItem",
    {
        "key": str,
        "operator": Literal['Exists', 'Equal'],
        "value": str,
        "effect": Literal['NoSchedule', 'PreferNoSchedule', 'NoExecute'],
        "tolerationSeconds": int,
    },
    total=False,
)


EnvironmentSpecKueueResourceFlavorsValue = TypedDict(
    "EnvironmentSpecKueueResourceFlavorsValue",
    {
        "nodeLabels": dict[str, str],
        "nodeTaints": list[EnvironmentSpecKueueResourceFlavorsValueNodeTaintsItem],
        "tolerations": list[EnvironmentSpecKueueResourceFlavorsValueTolerationsItem],
    },
    total=False,
)


EnvironmentSpecKueueClusterQueuesValueFlavorsItem = TypedDict(
    "EnvironmentSpecKueueClusterQueuesValueFlavorsItem",
    {
        "name": Required[str],
        "quota": Required[dict[str, Any]],
        "borrowingLimit": dict[str, Any],
        "lendingLimit": dict[str, Any],
    },
    total=False,
)


EnvironmentSpecKueueClusterQueuesValuePreemptionBorrowWithinCohort = TypedDict(
    "EnvironmentSpecKueueClusterQueuesValuePreemptionBorrowWithinCohort",
    {
        "policy": Literal['Never', 'LowerPriority'],
        "maxPriorityThreshold": int,
    },
    total=False,
)


EnvironmentSpecKueueClusterQueuesValuePreemption = TypedDict(
    "EnvironmentSpecKueueClusterQueuesValuePreemption",
    {
        "withinClusterQueue": Literal['Never', 'LowerPriority', 'LowerOrNewerEqualPriority'],
        "reclaimWithinCohort": Literal['Never', 'LowerPriority', 'Any'],
        "borrowWithinCohort": EnvironmentSpecKueueClusterQueuesValuePreemptionBorrowWithinCohort,
    },
    total=False,
)


EnvironmentSpecKueueClusterQueuesValue = TypedDict(
    "EnvironmentSpecKueueClusterQueuesValue",
    {
        "namespaces": list[str],
        "localQueues": list[str],
        "cohort": str,
        "flavors": Required[list[EnvironmentSpecKueueClusterQueuesValueFlavorsItem]],
        "queueingStrategy": Literal['StrictFIFO', 'BestEffortFIFO'],
        "preemption": EnvironmentSpecKueueClusterQueuesValuePreemption,
    },
    total=False,
)


EnvironmentSpecKueuePriorityClassesValue = TypedDict(
    "EnvironmentSpecKueuePriorityClassesValue",
    {
        "value": Required[int],
        "description": str,
    },
    total=False,
)


EnvironmentSpecKueueLocalQueuesValue = TypedDict(
    "EnvironmentSpecKueueLocalQueuesValue",
    {
        "clusterQueue": Required[str],
    },
    total=False,
)


EnvironmentSpecKueueExisting = TypedDict(
    "EnvironmentSpecKueueExisting",
    {
        "localQueues": list[str],
        "clusterQueues": list[str],
        "resourceFlavors": list[str],
        "priorityClasses": list[str],
    },
    total=False,
)


EnvironmentSpecKueue = TypedDict(
    "EnvironmentSpecKueue",
    {
        "integrations": list[Literal['batch/job', 'deployment', 'jobset.x-k8s.io/jobset', 'kubeflow.org/jaxjob', 'kubeflow.org/mpijob', 'kubeflow.org/paddlejob', 'kubeflow.org/pytorchjob', 'kubeflow.org/tfjob', 'kubeflow.org/xgboostjob', 'leaderworkerset.x-k8s.io/leaderworkerset', 'pod', 'ray.io/raycluster', 'ray.io/rayjob', 'ray.io/rayservice', 'sparkoperator.k8s.io/sparkapplication', 'statefulset', 'trainer.kubeflow.org/trainjob', 'workload.codeflare.dev/appwrapper']],
        "disabledIntegration": Literal['error', 'warning'],
        "unqueuedKinds": list[Literal['JAXJob', 'Job', 'MPIJob', 'PaddleJob', 'PyTorchJob', 'TFJob', 'TrainJob', 'XGBoostJob']],
        "resourceFlavors": dict[str, EnvironmentSpecKueueResourceFlavorsValue],
        "clusterQueues": dict[str, EnvironmentSpecKueueClusterQueuesValue],
        "priorityClasses": dict[str, EnvironmentSpecKueuePriorityClassesValue],
        "localQueues": dict[str, EnvironmentSpecKueueLocalQueuesValue],
        "existing": EnvironmentSpecKueueExisting,
    },
    total=False,
)


EnvironmentSpecAccountingTeamsValue = TypedDict(
    "EnvironmentSpecAccountingTeamsValue",
    {
        "costCentre": str,
        "namespaces": list[str],
        "queues": list[str],
        "budget": str,
        "waitThreshold": str,
    },
    total=False,
)


EnvironmentSpecAccounting = TypedDict(
    "EnvironmentSpecAccounting",
    {
        "currency": str,
        "interval": str,
        "clusterLabel": str,
        "teams": dict[str, EnvironmentSpecAccountingTeamsValue],
        "prices": dict[str, dict[str, str]],
    },
    total=False,
)


EnvironmentSpecTrainerRuntimesValueTemplateSpecReplicatedJobsItem = TypedDict(
    "EnvironmentSpecTrainerRuntimesValueTemplateSpecReplicatedJobsItem",
    {
        "name": Required[str],
        "template": Required[dict[str, Any]],
    },
    total=False,
)


EnvironmentSpecTrainerRuntimesValueTemplateSpec = TypedDict(
    "EnvironmentSpecTrainerRuntimesValueTemplateSpec",
    {
        "replicatedJobs": Required[list[EnvironmentSpecTrainerRuntimesValueTemplateSpecReplicatedJobsItem]],
    },
    total=False,
)


EnvironmentSpecTrainerRuntimesValueTemplate = TypedDict(
    "EnvironmentSpecTrainerRuntimesValueTemplate",
    {
        "metadata": dict[str, Any],
        "spec": Required[EnvironmentSpecTrainerRuntimesValueTemplateSpec],
    },
    total=False,
)


EnvironmentSpecTrainerRuntimesValue = TypedDict(
    "EnvironmentSpecTrainerRuntimesValue",
    {
        "labels": dict[str, str],
        "mlPolicy": dict[str, Any],
        "podGroupPolicy": dict[str, Any],
        "template": Required[EnvironmentSpecTrainerRuntimesValueTemplate],
    },
    total=False,
)


EnvironmentSpecTrainerClusterRuntimesValueTemplateSpecReplicatedJobsItem = TypedDict(
    "EnvironmentSpecTrainerClusterRuntimesValueTemplateSpecReplicatedJobsItem",
    {
        "name": Required[str],
        "template": Required[dict[str, Any]],
    },
    total=False,
)


EnvironmentSpecTrainerClusterRuntimesValueTemplateSpec = TypedDict(
    "EnvironmentSpecTrainerClusterRuntimesValueTemplateSpec",
    {
        "replicatedJobs": Required[list[EnvironmentSpecTrainerClusterRuntimesValueTemplateSpecReplicatedJobsItem]],
    },
    total=False,
)


EnvironmentSpecTrainerClusterRuntimesValueTemplate = TypedDict(
    "EnvironmentSpecTrainerClusterRuntimesValueTemplate",
    {
        "metadata": dict[str, Any],
        "spec": Required[EnvironmentSpecTrainerClusterRuntimesValueTemplateSpec],
    },
    total=False,
)


EnvironmentSpecTrainerClusterRuntimesValue = TypedDict(
    "EnvironmentSpecTrainerClusterRuntimesValue",
    {
        "labels": dict[str, str],
        "mlPolicy": dict[str, Any],
        "podGroupPolicy": dict[str, Any],
        "template": Required[EnvironmentSpecTrainerClusterRuntimesValueTemplate],
    },
    total=False,
)


EnvironmentSpecTrainerExisting = TypedDict(
    "EnvironmentSpecTrainerExisting",
    {
        "runtimes": list[str],
        "clusterRuntimes": list[str],
    },
    total=False,
)


EnvironmentSpecTrainer = TypedDict(
    "EnvironmentSpecTrainer",
    {
        "runtimes": dict[str, EnvironmentSpecTrainerRuntimesValue],
        "clusterRuntimes": dict[str, EnvironmentSpecTrainerClusterRuntimesValue],
        "existing": EnvironmentSpecTrainerExisting,
    },
    total=False,
)


EnvironmentSpec = TypedDict(
    "EnvironmentSpec",
    {
        "namespace": str,
        "registry": str,
        "imagePullSecrets": list[str],
        "serviceAccount": str,
        "defaults": EnvironmentSpecDefaults,
        "mlflow": EnvironmentSpecMlflow,
        "networkPolicy": EnvironmentSpecNetworkPolicy,
        "monitoring": EnvironmentSpecMonitoring,
        "katib": EnvironmentSpecKatib,
        "security": EnvironmentSpecSecurity,
        "trainingOperator": EnvironmentSpecTrainingOperator,
        "labels": dict[str, str],
        "annotations": dict[str, str],
        "delivery": Literal['gitops', 'apply'],
        "policy": EnvironmentSpecPolicy,
        "kueue": EnvironmentSpecKueue,
        "accounting": EnvironmentSpecAccounting,
        "trainer": EnvironmentSpecTrainer,
    },
    total=False,
)
