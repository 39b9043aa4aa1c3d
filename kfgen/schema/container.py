"""The training container's fields (image, command, env, resources, ports), taken by a spec, its roles and an
Environment's defaults; `key_ref` is a reference to a key of a Secret or ConfigMap."""

from __future__ import annotations

from kfgen.schema.base import (
    DNS_SUBDOMAIN_PATTERN,
    ENV_NAME_PATTERN,
    PORT_NAME_PATTERN,
    QUANTITY_PATTERN,
    RESOURCE_NAME_PATTERN,
    UNLIMITED,
    Schema,
    array,
    enum,
    integer,
    obj,
    quantity,
    string,
)


def key_ref(source: str) -> Schema:
    """{secret|configMap: NAME, key: KEY}: a reference to one key of a Secret or ConfigMap."""
    return {
        "type": "object",
        "properties": {
            source: {"type": "string", "pattern": DNS_SUBDOMAIN_PATTERN},
            "key": {"type": "string", "pattern": r"^[-._a-zA-Z0-9]+$"},
            "optional": {"type": "boolean"},
        },
        "required": [source, "key"],
        "additionalProperties": False,
    }


ENV_VALUE: Schema = {
    "description": (
        "A plain value (string, number or boolean), or a reference: {secret: NAME, key: KEY}, "
        "{configMap: NAME, key: KEY}, {field: metadata.name}. Literal credentials are refused."
    ),
    "x-kubernetes-preserve-unknown-fields": True,
    "oneOf": [
        {"type": "string"},
        {"type": "number"},
        {"type": "boolean"},
        key_ref("secret"),
        key_ref("configMap"),
        {
            "type": "object",
            "properties": {"field": {"type": "string", "minLength": 1}},
            "required": ["field"],
            "additionalProperties": False,
        },
    ],
    "x-kfgen-message": (
        "must be a string, number or boolean, or one of {secret: NAME, key: KEY}, "
        "{configMap: NAME, key: KEY}, {field: PATH}"
    ),
}

ENV = {
    "type": "object",
    "description": "Environment variables by name. Merged by name across layers.",
    "propertyNames": {"pattern": ENV_NAME_PATTERN},
    "additionalProperties": ENV_VALUE,
}

CPU_LIMIT: Schema = {
    "description": "CPU limit; `unlimited` sets none (a Burstable pod that may use its node's idle CPU; only where "
    "the Environment's policy.burstableCpu allows it).",
    "x-kubernetes-int-or-string": True,
    "anyOf": [
        {"type": "integer", "minimum": 0},
        {"type": "string", "pattern": f"^({UNLIMITED}|{QUANTITY_PATTERN[1:-1]})$"},
    ],
    "x-kfgen-message": "must be a Kubernetes quantity such as 500m or 4, or unlimited (no CPU limit)",
}

RESOURCES = obj(
    "Per-replica compute resources. Requests are set from cpu/memory/ephemeralStorage; limits equal "
    "the requests unless `limits` says otherwise. GPUs are requested and limited alike.",
    {
        "cpu": quantity("CPU request, e.g. 4 or 500m."),
        "memory": quantity("Memory request, e.g. 16Gi."),
        "ephemeralStorage": quantity("Ephemeral storage request."),
        "gpu": integer("GPUs per replica (of gpu.resource, default nvidia.com/gpu).", minimum=0),
        "limits": obj(
            "Limits that differ from the requests.",
            {
                "cpu": CPU_LIMIT,
                "memory": quantity("Memory limit."),
                "ephemeralStorage": quantity("Ephemeral storage limit."),
            },
        ),
    },
)

GPU = obj(
    "GPU placement: which device resource to request and which GPU products may run the job.",
    {
        "resource": string(
            "Extended resource name of the device, e.g. nvidia.com/gpu (default), nvidia.com/mig-3g.20gb, amd.com/gpu.",
            pattern=RESOURCE_NAME_PATTERN,
        ),
        "products": array(
            "Allowed GPU products; become required node affinity on nvidia.com/gpu.product.",
            {"type": "string", "minLength": 1},
            min_items=1,
        ),
    },
)

PORT = obj(
    "A port of the training container.",
    {
        "name": string(
            "Port name, an IANA service name as the API server requires: at most 15 lower-case letters, digits "
            "and '-', at least one letter, no '--', not starting or ending with '-'. The v1 operators name their "
            "per-replica Services' ports after it.",
            pattern=PORT_NAME_PATTERN,
            maxLength=15,
            **{
                "x-kfgen-message": "must be an IANA service name: lower-case letters, digits and '-', at least "
                "one letter, no '--', not starting or ending with '-'"
            },
        ),
        "containerPort": integer("Port number.", minimum=1, maximum=65535),
        "protocol": enum("Protocol (default TCP).", ["TCP", "UDP", "SCTP"]),
    },
    required=["name", "containerPort"],
)

PORTS = array(
    "Ports of the training container (with the metrics port), merged by name across layers; a role's merge "
    "over the spec's. Names and numbers are unique. On the v1 backend the operator adds its own port "
    "(pytorchjob-port 23456, tfjob-port 2222, xgboostjob-port 9999, master 36543 for paddle, jaxjob-port "
    "6666) unless one is named so: name a port so to change its number. Not on the trainer backend.",
    PORT,
)

CONTAINER_FIELDS: Schema = {
    "image": string(
        "Container image; unqualified images get the Environment's registry prefix. Required on the v1 "
        "backend; on the trainer backend the runtime's image is used when it is not set.",
        minLength=1,
    ),
    "imagePullPolicy": enum("Image pull policy.", ["Always", "IfNotPresent", "Never"]),
    "command": array("Entrypoint.", {"type": "string"}),
    "args": array("Arguments.", {"type": "string"}),
    "workingDir": string("Working directory.", pattern=r"^/"),
    "env": ENV,
    "resources": RESOURCES,
    "ports": PORTS,
}
