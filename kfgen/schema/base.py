"""The building blocks of kfgen's schemas: patterns, value types and the shape of a kfgen resource."""

from __future__ import annotations

from typing import Any

from kfgen.api import API_VERSION, GROUP, VERSION
from kfgen.workloads import frameworks

FRAMEWORKS = list(frameworks.FRAMEWORKS)
BACKENDS = ["v1", "trainer", "job", "mpi-operator"]  # the workloads (kfgen.workloads.registry)
# the job kinds of the workloads (the framework table's, below the registry): the v1 family's (one per framework,
# MPIJob also mpi-operator's), a TrainJob, a Job
FRAMEWORK_KINDS = [fw.kind for fw in frameworks.FRAMEWORKS.values()]
TRAINER_KIND = frameworks.TRAINER_KIND
WORKLOAD_KINDS = sorted([*FRAMEWORK_KINDS, TRAINER_KIND, "Job"])
ROLES = list(dict.fromkeys(role for fw in frameworks.FRAMEWORKS.values() for role in fw.roles))

Schema = dict[str, Any]

QUANTITY_PATTERN = r"^([0-9]+(\.[0-9]*)?|\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$"
DURATION_PATTERN = r"^([0-9]+h)?([0-9]+m)?([0-9]+s)?$"
# DURATION_PATTERN with a non-zero digit in one of its parts: 0s, 0m0s and 00h are refused. No lookahead (RE2).
_NONZERO = "[0-9]*[1-9][0-9]*"
POSITIVE_DURATION_PATTERN = (
    rf"^({_NONZERO}h([0-9]+m)?([0-9]+s)?|([0-9]+h)?{_NONZERO}m([0-9]+s)?|([0-9]+h)?([0-9]+m)?{_NONZERO}s)$"
)
DNS_LABEL_PATTERN = r"^[a-z0-9]([-a-z0-9]*[a-z0-9])?$"
RESOURCE_NAME_PATTERN = r"^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$"
ENV_NAME_PATTERN = r"^[-._a-zA-Z][-._a-zA-Z0-9]*$"
DNS_SUBDOMAIN_PATTERN = r"^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$"
URI_PATTERN = r"^[a-z][a-z0-9+.-]*://"
REGISTRY_PATTERN = r"^[a-z0-9]([-a-z0-9.:]*[a-z0-9])?(/[-a-z0-9._]+)*$"
INTERVAL_PATTERN = r"^[0-9]+(ms|s|m|h)$"
# IANA_SVC_NAME, as the API server checks container port names: lower-case alphanumeric runs joined by single
# '-', at least one letter (at most 15 characters: maxLength). No lookahead: CRD patterns are RE2.
PORT_NAME_PATTERN = r"^([0-9]+-)*[0-9]*[a-z][a-z0-9]*(-[a-z0-9]+)*$"
UNLIMITED = "unlimited"  # sharedMemory without a size limit, resources.limits.cpu without a limit
INT32_MAX = 2**31 - 1  # the upstream CRDs' `format: int32` (the API server refuses a larger number)
INT64_MAX = 2**63 - 1
MAX_REPLICAS = 10_000  # per role; far beyond any training job, and it bounds names, memory and pod groups


def string(description: str, **extra: Any) -> Schema:
    return {"type": "string", "description": description, **extra}


def integer(description: str, minimum: int | None = None, maximum: int | None = None) -> Schema:
    node: Schema = {"type": "integer", "description": description}
    if minimum is not None:
        node["minimum"] = minimum
    if maximum is not None:
        node["maximum"] = maximum
    return node


def obj(description: str, properties: Schema, required: list[str] | None = None) -> Schema:
    node: Schema = {
        "type": "object",
        "description": description,
        "properties": properties,
        "additionalProperties": False,
    }
    if required:
        node["required"] = required
    return node


def mapping(description: str, values: Schema) -> Schema:
    return {"type": "object", "description": description, "additionalProperties": values}


def array(description: str, items: Schema, min_items: int | None = None) -> Schema:
    node: Schema = {"type": "array", "description": description, "items": items}
    if min_items is not None:
        node["minItems"] = min_items
    return node


def enum(description: str, values: list[str], default: str | None = None) -> Schema:
    node: Schema = {"type": "string", "description": description, "enum": values}
    if default is not None:
        node["default"] = default
    return node


def quantity(description: str) -> Schema:
    return {
        "description": description,
        "x-kubernetes-int-or-string": True,
        "anyOf": [{"type": "integer", "minimum": 0}, {"type": "string", "pattern": QUANTITY_PATTERN}],
        "x-kfgen-message": "must be a Kubernetes quantity such as 500m, 4, 16Gi",
    }


def duration(description: str, maximum: int = INT64_MAX, minimum: int = 0) -> Schema:
    """Seconds, or a duration string (whose seconds kfgen.features.ranges holds to `minimum` and `maximum`)."""
    seconds = "seconds" if minimum == 0 else f"seconds (at least {minimum})"
    return {
        "description": description + " Seconds as an integer, or a duration such as 90s, 30m, 1h30m.",
        "x-kubernetes-int-or-string": True,
        "anyOf": [
            {"type": "integer", "minimum": minimum, "maximum": maximum},
            {"type": "string", "pattern": DURATION_PATTERN, "minLength": 2},
        ],
        "x-kfgen-message": f"must be {seconds} or a duration such as 90s, 30m, 1h30m",
    }


def partial(node: Any) -> Any:
    """A schema whose objects need none of their fields: an override merges over the spec, and the merged
    spec is checked as a whole. Unions keep theirs (their branches are told apart by them)."""
    if isinstance(node, list):
        return [partial(item) for item in node]
    if not isinstance(node, dict):
        return node
    return {k: (v if k in ("oneOf", "anyOf") else partial(v)) for k, v in node.items() if k != "required"}


def metadata(description: str) -> Schema:
    return {
        "type": "object",
        "description": description,
        "properties": {
            "name": {"type": "string", "description": "Name (DNS label); generated names derive from it."},
            "namespace": {"type": "string"},
            # as the API server holds them (a map of strings): a list or a number here would pass kfgen and be
            # refused by kubectl, kustomize's transformers and the controller's own apply
            "labels": mapping("Labels of the object itself.", {"type": "string"}),
            "annotations": mapping("Annotations of the object itself.", {"type": "string"}),
        },
        "required": ["name"],
    }


def resource(kind: str, description: str, spec: Schema, status: Schema | None = None) -> Schema:
    return {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "$id": f"https://{GROUP}/schemas/{VERSION}/{kind.lower()}.json",
        "title": kind,
        "type": "object",
        "description": description,
        "properties": {
            "apiVersion": {"type": "string", "enum": [API_VERSION]},
            "kind": {"type": "string", "enum": [kind]},
            "metadata": metadata(f"Metadata of the {kind}."),
            "spec": spec,
            "status": status or {"type": "object", "x-kubernetes-preserve-unknown-fields": True},
        },
        "required": ["apiVersion", "kind", "metadata", "spec"],
        "additionalProperties": False,
    }
