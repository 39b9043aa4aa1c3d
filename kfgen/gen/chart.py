"""The Helm chart's derived files: its CRDs, its RBAC rules and values.schema.json.

`python -m kfgen.gen` writes them into charts/kfgen, so the chart can never drift from the schema
(kfgen.schema) or from the RBAC the controller's tests prove (bases/controller/rbac.yaml, itself made from
the table of kinds in kfgen.api by kfgen.gen.rbac).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import yaml

from kfgen import schema
from kfgen.gen import crd, rbac
from kfgen.io import yamlio
from kfgen.schema.base import Schema, obj, string


def _bool(description: str) -> Schema:
    return {"type": "boolean", "description": description}


def _free(description: str, kind: str = "object") -> Schema:
    return {"type": kind, "description": description}


def _labels(description: str) -> Schema:
    return {"type": "object", "description": description, "additionalProperties": {"type": "string"}}


def _spec_of(kind: str) -> Schema:
    spec: Schema = _nullable(schema.SCHEMAS[kind]["properties"]["spec"])
    return spec


def nullable(node: Any) -> Any:
    """`node` accepting null too: kfgen reads null as "remove what a lower layer set"."""
    if not isinstance(node, dict):
        return node
    out = _nullable(node)
    if isinstance(out.get("type"), str):
        out["type"] = [out["type"], "null"]
    elif isinstance(out.get("type"), list) and "null" not in out["type"]:
        out["type"] = [*out["type"], "null"]
    if "enum" in out and None not in out["enum"]:
        out["enum"] = [*out["enum"], None]
    for junctor in ("anyOf", "oneOf"):
        if junctor in out and "type" not in out:
            out[junctor] = [*out[junctor], {"type": "null"}]
    return out


def _nullable(node: Schema) -> Schema:
    """`node` with every field below it nullable (the node itself unchanged)."""
    out = dict(node)
    if isinstance(node.get("properties"), dict):
        out["properties"] = {k: nullable(v) for k, v in node["properties"].items()}
    for key in ("additionalProperties", "items"):
        if isinstance(node.get(key), dict):
            out[key] = nullable(node[key])
    for junctor in ("anyOf", "oneOf", "allOf"):
        if isinstance(node.get(junctor), list):
            out[junctor] = [_nullable(v) if isinstance(v, dict) else v for v in node[junctor]]
    return out


def _controller() -> Schema:
    return obj(
        "The in-cluster controller.",
        {
            "enabled": _bool("false installs only the CRDs, Environments and TrainingSpecs."),
            "replicas": {"type": "integer", "minimum": 1, "description": "Replicas; one holds the Lease."},
            "environment": {
                "type": "string",
                "pattern": f"^$|{schema.DNS_LABEL_PATTERN[1:]}",
                "description": "The Environment for every TrainingSpec (default: the namespace label).",
            },
            "defaultEnvironment": {
                "type": "string",
                "pattern": f"^$|{schema.DNS_LABEL_PATTERN[1:]}",
                "description": "The Environment for namespaces without the label (default: none; their specs "
                "do not render).",
            },
            "namespaces": {
                "type": "array",
                "items": {"type": "string", "pattern": schema.DNS_LABEL_PATTERN},
                "description": "Reconcile only these namespaces.",
            },
            "namespaceSelector": string("Reconcile only namespaces matching this label selector."),
            "logLevel": {"type": "string", "enum": ["DEBUG", "INFO", "WARNING", "ERROR"], "description": "Log level."},
            "resources": _free("Container resources."),
            "podAnnotations": _labels("Annotations of the controller's pods."),
            "podLabels": _labels("Extra labels of the controller's pods."),
            "nodeSelector": _labels("Node selector."),
            "tolerations": _free("Tolerations.", "array"),
            "affinity": _free("Affinity."),
            "priorityClassName": string("Priority class."),
        },
    )


def values_schema() -> Schema:
    training_spec = obj(
        "A TrainingSpec for the controller.",
        {
            "name": {"type": "string", "pattern": schema.DNS_LABEL_PATTERN, "description": "Name."},
            "namespace": {
                "type": "string",
                "pattern": schema.DNS_LABEL_PATTERN,
                "description": "Namespace (default: the release's).",
            },
            "labels": _labels("Extra labels."),
            "annotations": _labels("Annotations."),
            "spec": {"$ref": "#/definitions/trainingSpec"},
        },
        required=["name", "spec"],
    )
    return {
        "$schema": "http://json-schema.org/draft-07/schema#",
        "title": "Values of the kfgen chart (generated from kfgen.schema by `python -m kfgen.gen`)",
        "type": "object",
        "additionalProperties": False,
        "properties": {
            "image": obj(
                "The kfgen image.",
                {
                    "repository": string("Repository."),
                    "tag": string("Tag (default: the chart's appVersion)."),
                    "digest": {
                        "type": "string",
                        "pattern": "^$|^sha256:[a-f0-9]{64}$",
                        "description": "Digest; when set the tag is ignored.",
                    },
                    "pullPolicy": {
                        "type": "string",
                        "enum": ["Always", "IfNotPresent", "Never"],
                        "description": "Pull policy.",
                    },
                },
                required=["repository"],
            ),
            "imagePullSecrets": {"type": "array", "items": {"type": "string"}, "description": "Pull secrets."},
            "controller": _controller(),
            "serviceAccount": obj(
                "The controller's ServiceAccount.",
                {
                    "create": _bool("Create it."),
                    "name": string("Name (default kfgen-controller)."),
                    "annotations": _labels("Annotations (e.g. workload identity)."),
                },
            ),
            "rbac": obj("RBAC.", {"create": _bool("Create the controller's (Cluster)Roles and bindings.")}),
            "podDisruptionBudget": obj(
                "The controller's PodDisruptionBudget.",
                {
                    "enabled": _bool("Create it."),
                    "minAvailable": {"type": ["integer", "string"], "description": "minAvailable."},
                },
            ),
            "metrics": obj(
                "Prometheus metrics on :8080/metrics.",
                {
                    "service": obj(
                        "The metrics Service.",
                        {
                            "enabled": _bool("Create it."),
                            "port": {"type": "integer", "minimum": 1, "maximum": 65535, "description": "Port."},
                        },
                    ),
                    "serviceMonitor": obj(
                        "A Prometheus Operator ServiceMonitor.",
                        {
                            "enabled": _bool("Create it (needs the metrics Service)."),
                            "interval": {
                                "type": "string",
                                "pattern": schema.INTERVAL_PATTERN,
                                "description": "Interval.",
                            },
                            "labels": _labels("Labels the Prometheus selects monitors by."),
                        },
                    ),
                },
            ),
            "environments": {
                "type": "object",
                "description": "Environments by name; each value is an Environment's spec.",
                "propertyNames": {"pattern": schema.DNS_LABEL_PATTERN, "maxLength": 63},
                "additionalProperties": {"$ref": "#/definitions/environment"},
            },
            "trainingSpecs": {
                "type": "array",
                "description": "TrainingSpecs for the controller.",
                "items": training_spec,
            },
        },
        "definitions": {"environment": _spec_of(schema.ENVIRONMENT), "trainingSpec": _spec_of(schema.TRAINING_SPEC)},
    }


def rbac_rules(rbac_yaml: str) -> dict[str, Any]:
    """The rules of the controller's ClusterRole and leader-election Role."""
    docs = [d for d in yaml.safe_load_all(rbac_yaml) if d]
    rules = {d["kind"]: d["rules"] for d in docs if d["kind"] in ("ClusterRole", "Role")}
    return {"clusterRole": rules["ClusterRole"], "leader": rules["Role"]}


def artifacts(root: Path) -> dict[Path, str]:
    chart = root / "charts" / "kfgen"
    header = (
        "# Generated by python -m kfgen.gen from kfgen/api.py (the rules of bases/controller/rbac.yaml); do not edit.\n"
    )
    out = {chart / "values.schema.json": json.dumps(values_schema(), indent=2, ensure_ascii=False) + "\n"}
    if (root / "bases" / "controller").is_dir():
        out[chart / "files" / "rbac-rules.yaml"] = header + yamlio.dump(rbac_rules(rbac.manifest()))
    for kind in schema.SCHEMAS:
        out[chart / "crds" / f"{schema.GROUP}_{kind.lower()}s.yaml"] = yamlio.dump_all([crd.crd(kind)])
    return out
