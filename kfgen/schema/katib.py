"""Hyperparameter tuning: a spec's `tuning` block (a Katib v0.19 Experiment whose trials are the job kfgen
renders; kfgen.features.tuning) and the Environment's `katib` block (what the cluster's Katib has).

The Environment's defaults are Katib v0.19.0's own (manifests/v1beta1/installs/katib-standalone/katib-config.yaml
and pkg/apis/config/v1beta1); they are listed in kfgen.features.tuning.platform and stated in each description.
"""

from __future__ import annotations

from kfgen.schema.base import (
    DNS_LABEL_PATTERN,
    FRAMEWORK_KINDS,
    TRAINER_KIND,
    array,
    enum,
    integer,
    mapping,
    obj,
    string,
)

# kfgen names each trial parameter after its search-space parameter, or its trialParameter. Katib v0.19.0 substitutes
# `${trialParameters.NAME}` in the trial template's JSON text (pkg/controller.v1beta1/experiment/manifest): its
# validator refuses a NAME with { or }, and Go's JSON writes ", \, <, >, &, control characters, U+2028 and U+2029
# escaped, so a placeholder holding one is never found. Any other name is Katib's, num-epochs among them.
# U+2028 and U+2029 as the characters themselves: Go's regexp (the API server's CRD patterns, helm's values
# schema) has no \u escape
PARAMETER_NAME_PATTERN = r'^[^{}"\\<>&\x00-\x1f' + "\u2028\u2029" + "]+$"
ALGORITHM_NAME_PATTERN = r"^[a-z][-a-z0-9]*$"
NUMBER_PATTERN = r"^-?([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][-+]?[0-9]+)?$"
COLLECTORS = ["StdOut", "File", "TensorFlowEvent", "PrometheusMetric", "Push"]
PARAMETER_TYPES = ["int", "double", "categorical", "discrete"]
TRIAL_KINDS = ["Job", *FRAMEWORK_KINDS, TRAINER_KIND]  # the workloads' kinds: any of them can be a Katib trial


def _number(description: str) -> dict[str, object]:
    """Katib keeps bounds as text: a string (or an integer) reaches it unchanged; a YAML float would not."""
    return {
        "description": description + ' A string such as "0.001" (or an integer).',
        "x-kubernetes-int-or-string": True,
        "anyOf": [{"type": "integer"}, {"type": "string", "pattern": NUMBER_PATTERN}],
        "x-kfgen-message": 'must be a number written as a string, e.g. "0.001" (Katib keeps bounds as text)',
    }


PARAMETER = obj(
    "One dimension of the search space: Katib's parameter NAME, and the trial parameter `${trialParameters.NAME}` "
    "that args, command, env values and podPatch strings use (or `${trialParameters.TRIAL}` with trialParameter: "
    "TRIAL).",
    {
        "type": enum(
            "Katib parameterType: int and double take min and max (and step), categorical and discrete take values.",
            PARAMETER_TYPES,
        ),
        "min": _number("Lowest value (int, double)."),
        "max": _number("Highest value (int, double)."),
        "step": _number("Step between values (int, double; optional)."),
        "distribution": enum(
            "Katib feasibleSpace.distribution (default: the algorithm's, uniform).",
            ["uniform", "logUniform", "normal", "logNormal"],
        ),
        "values": array(
            "The values (categorical: any text; discrete: numbers as strings).", {"type": "string"}, min_items=1
        ),
        "description": string("What the parameter is (the trial parameter's description)."),
        "trialParameter": string(
            "The trial parameter's name, `${trialParameters.NAME}` in args, command, env values and podPatch strings "
            "(Katib trialTemplate.trialParameters[].name; default: the parameter's own name), e.g. learningRate for "
            'the parameter lr. Any name but one holding {, }, ", \\, <, >, & or a control character, or starting '
            "`trialSpec.` (kfgen's trial metadata parameters).",
            pattern=PARAMETER_NAME_PATTERN,
        ),
    },
    required=["type"],
)

SETTINGS = mapping('Algorithm settings by name (Katib algorithmSettings), e.g. random_state: "42".', {"type": "string"})

METRICS_COLLECTOR = obj(
    "How Katib collects the trial's metrics (Katib metricsCollectorSpec). StdOut (Katib's default) and File "
    "run Katib's collector sidecar, injected only in namespaces labelled "
    "katib.kubeflow.org/metrics-collector-injection=enabled (Environment katib.metricsCollectorInjection); Push "
    "needs no sidecar: the training code calls kubeflow-katib's report_metrics. Default: the Environment's "
    "katib.defaultCollector, else StdOut.",
    {
        "kind": enum("Collector kind.", COLLECTORS),
        "path": string(
            "File: the absolute path of the metrics file; TensorFlowEvent: the event directory.", pattern=r"^/.*[^/]$"
        ),
        "format": enum("File: TEXT (name=value lines, default) or JSON (one object per line).", ["TEXT", "JSON"]),
        "filter": array(
            "StdOut, File (TEXT): Go regular expressions (Katib's metricsFormat) whose first group is the metric's "
            "name and second its value; further groups are ignored, as in Katib's default "
            "`([\\w|-]+)\\s*=\\s*([+-]?\\d*(\\.\\d+)?([Ee][+-]?\\d+)?)`.",
            {"type": "string", "minLength": 1},
            min_items=1,
        ),
        "port": integer("PrometheusMetric: the port the training container serves metrics on.", 1, 65535),
        "scrapePath": string("PrometheusMetric: the HTTP path (default /metrics).", pattern=r"^/"),
    },
    required=["kind"],
)

TUNING = obj(
    "Hyperparameter tuning with Katib v0.19: the spec renders an Experiment (kubeflow.org/v1beta1) whose trials "
    "run exactly the job the spec describes, with the search space substituted where `${trialParameters.NAME}` "
    "appears, or written to parametersFile. kfgen writes what Katib would guess: the primary container and "
    "pod, success and failure conditions.",
    {
        "objective": obj(
            "What to optimise.",
            {
                "metric": string("Objective metric name, as the training code reports it.", minLength=1),
                "type": enum("maximize or minimize.", ["maximize", "minimize"]),
                "goal": {"type": "number", "description": "Stop when a trial reaches this value (optional)."},
                "additionalMetrics": array("Other metrics to record.", {"type": "string", "minLength": 1}),
                "strategies": mapping(
                    "Per metric, which reported value counts (default: the objective's type, latest for others).",
                    {"type": "string", "enum": ["min", "max", "latest"]},
                ),
            },
            required=["metric", "type"],
        ),
        "algorithm": obj(
            "The search algorithm (Katib's suggestion service).",
            {
                "name": string(
                    "Algorithm name, e.g. random, tpe, bayesianoptimization, cmaes, sobol, grid.",
                    pattern=ALGORITHM_NAME_PATTERN,
                ),
                "settings": SETTINGS,
            },
            required=["name"],
        ),
        "earlyStopping": obj(
            "Early stopping of poor trials (Katib's early-stopping service; needs the StdOut or File collector).",
            {"name": string("Algorithm, e.g. medianstop.", pattern=ALGORITHM_NAME_PATTERN), "settings": SETTINGS},
            required=["name"],
        ),
        "parameters": {
            "type": "object",
            "description": 'The search space by parameter name: any name but one holding {, }, ", \\, <, >, & or '
            "a control character, which Katib would not find in `${trialParameters.NAME}`.",
            "propertyNames": {"pattern": PARAMETER_NAME_PATTERN},
            "additionalProperties": PARAMETER,
            "minProperties": 1,
        },
        "trials": obj(
            "How many trials.",
            {
                "max": integer(
                    "Most trials in all (Katib maxTrialCount; default: until the goal or the algorithm's end).",
                    minimum=1,
                    maximum=100_000,
                ),
                "parallel": integer("Trials at once (Katib parallelTrialCount, default 3).", minimum=1, maximum=10_000),
                "maxFailed": integer(
                    "Failed trials that fail the Experiment (Katib maxFailedTrialCount).", minimum=0, maximum=100_000
                ),
            },
        ),
        "resumePolicy": enum(
            "What Katib keeps when the Experiment ends: Never (default: its suggestion service goes), "
            "LongRunning (kept, so the Experiment can be extended), FromVolume (its state on a volume).",
            ["Never", "LongRunning", "FromVolume"],
        ),
        "metricsCollector": METRICS_COLLECTOR,
        "parametersFile": string(
            "Also write the trial's parameters as a JSON object to this file in the training container "
            "(a downward API volume of a pod annotation Katib fills in), for code that reads a config file.",
            pattern=r"^/.*[^/]$",
        ),
        "retain": {
            "type": "boolean",
            "description": "Keep each trial's job and pods after it finishes (Katib trialTemplate.retain).",
        },
        "primaryPodLabels": {
            **mapping(
                "The labels of the trial's primary pod, the one whose metrics count (Katib "
                "trialTemplate.primaryPodLabels). Default: the pod the operator labels so, e.g. "
                "training.kubeflow.org/job-role: master (a PyTorchJob's master, else worker 0), a TrainJob's node 0; "
                "none for a plain Job (one pod).",
                {"type": "string"},
            ),
            "minProperties": 1,
        },
    },
    required=["objective", "algorithm", "parameters"],
)

KATIB = obj(
    "The cluster's Katib v0.19: where it runs and what its katib-config offers. A spec's tuning block may use "
    "only what is listed; the defaults are Katib v0.19.0's standalone install.",
    {
        "namespace": string(
            "Namespace of katib-controller and katib-db-manager (default kubeflow).",
            pattern=DNS_LABEL_PATTERN,
            maxLength=63,
        ),
        "trialResources": array(
            "Kinds Katib's controller runs as trials (katib-config trialResources). Default: the standalone "
            "install's TrainJob, Job, TFJob, PyTorchJob, MPIJob and XGBoostJob; list PaddleJob or JAXJob once "
            "katib-config names them and katib-controller may create, get, watch and delete them.",
            {"type": "string", "enum": TRIAL_KINDS},
            min_items=1,
        ),
        "algorithms": array(
            "Suggestion algorithms in katib-config (default: Katib's random, tpe, grid, hyperband, "
            "bayesianoptimization, cmaes, sobol, multivariate-tpe, enas, darts, pbt).",
            {"type": "string", "pattern": ALGORITHM_NAME_PATTERN},
            min_items=1,
        ),
        "earlyStopping": array(
            "Early-stopping algorithms in katib-config (default: medianstop).",
            {"type": "string", "pattern": ALGORITHM_NAME_PATTERN},
        ),
        "collectors": array(
            "Metrics collector kinds the platform's katib-config has (default: Katib's StdOut, File and "
            "TensorFlowEvent, and Push, which needs no entry; list PrometheusMetric once katib-config has it).",
            {"type": "string", "enum": COLLECTORS},
            min_items=1,
        ),
        "defaultCollector": enum("The collector of specs that name none (default StdOut).", COLLECTORS),
        "metricsCollectorInjection": {
            "type": "boolean",
            "description": "The Environment's namespaces carry katib.kubeflow.org/metrics-collector-injection="
            "enabled (a Kubeflow profile's do): Katib v0.19 admits Experiments only there, and only there its pod "
            "webhook sets KATIB_TRIAL_NAME and injects the collector sidecar (default false: tuning is refused).",
        },
        "injectSecurityContext": {
            "type": "boolean",
            "description": "katib-config sets controller.injectSecurityContext: true, so the collector sidecar takes "
            "the training container's securityContext (default false: Katib's sidecar has none, and Pod Security "
            "restricted refuses the trial pods of sidecar collectors).",
        },
        "restrictedSuggestions": {
            "type": "boolean",
            "description": "Every suggestion entry of katib-config sets a restricted container securityContext "
            "(runAsNonRoot, allowPrivilegeEscalation false, capabilities drop ALL, seccompProfile RuntimeDefault), so "
            "suggestion pods run in restricted namespaces (default false: Katib adds none, the suggestion's "
            "Deployment never becomes available there and the Experiment waits forever). Early stopping's "
            "container cannot be given one: early stopping needs a baseline namespace.",
        },
        "dbManager": obj(
            "katib-db-manager, which trials and collectors report metrics to (the NetworkPolicy egress).",
            {
                "podLabels": mapping(
                    "Its pods' labels (default katib.kubeflow.org/component: db-manager).", {"type": "string"}
                ),
                "port": integer("Its gRPC port (default 6789).", 1, 65535),
            },
        ),
        "controllerPodLabels": mapping(
            "katib-controller's pod labels (default katib.kubeflow.org/component: controller): the "
            "NetworkPolicy lets it reach each Experiment's suggestion service.",
            {"type": "string"},
        ),
    },
)
