"""The TrainingSpec and Environment schemas: the single source of truth.

The schemas are JSON Schema (draft 7) written in the OpenAPI v3 subset that Kubernetes accepts, so
that the same dicts validate input (kfgen.checks.validate), print for editors (`kfgen schema`), become the
CRDs' openAPIV3Schema (kfgen.gen.crd) and generate the field reference (kfgen.gen.docs).

Keyword `x-kfgen-message` gives the message shown when a value fails a pattern or a union; it is
dropped from the CRD copy. Fields whose values may take several types (env values, the pod patch)
become `x-kubernetes-preserve-unknown-fields` in the CRD, which must be structural; the controller
validates them with this full schema.
"""

from __future__ import annotations

from kfgen.api import API_VERSION, ENVIRONMENT, GROUP, TRAINING_SPEC, VERSION
from kfgen.schema.base import (
    DNS_LABEL_PATTERN,
    DNS_SUBDOMAIN_PATTERN,
    ENV_NAME_PATTERN,
    INTERVAL_PATTERN,
    REGISTRY_PATTERN,
    RESOURCE_NAME_PATTERN,
    UNLIMITED,
    URI_PATTERN,
    Schema,
)
from kfgen.schema.environment import environment_schema
from kfgen.schema.trainingspec import training_spec_schema

__all__ = [
    "API_VERSION",
    "DNS_LABEL_PATTERN",
    "DNS_SUBDOMAIN_PATTERN",
    "ENVIRONMENT",
    "ENVIRONMENT_SCHEMA",
    "ENV_NAME_PATTERN",
    "GROUP",
    "INTERVAL_PATTERN",
    "REGISTRY_PATTERN",
    "RESOURCE_NAME_PATTERN",
    "SCHEMAS",
    "TRAINING_SPEC",
    "TRAINING_SPEC_SCHEMA",
    "UNLIMITED",
    "URI_PATTERN",
    "VERSION",
    "Schema",
]

TRAINING_SPEC_SCHEMA = training_spec_schema()
ENVIRONMENT_SCHEMA = environment_schema()
SCHEMAS = {TRAINING_SPEC: TRAINING_SPEC_SCHEMA, ENVIRONMENT: ENVIRONMENT_SCHEMA}
