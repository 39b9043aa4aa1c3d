"""Strict validation of rendered Kubernetes objects against the real upstream schemas.

This is test support: it reports what ``kubectl apply --validate=strict`` would reject because of
the object's *shape* (unknown fields, wrong types, missing required fields, values outside an
enum, pattern or bounds), using the schemas the cluster itself would use.

API::

    crds_dir() -> Path                    # $KFGEN_CRDS_DIR, else <repo root>/../shared/crds
    validate_strict(obj) -> list[str]     # [] when valid, else "<kind>/<name> <path>: <message>"
    assert_valid(objs) -> None            # AssertionError listing every problem of every object

Where the schemas come from
---------------------------
* Custom resources -- the CustomResourceDefinitions under ``crds_dir()``:
  ``training-operator/*.yaml``, ``trainer/trainer.kubeflow.org_*.yaml``,
  ``prometheus-operator/*.yaml`` and ``kueue/*.yaml``, indexed by (apiVersion, kind) for every
  *served* version.  Each version's ``openAPIV3Schema`` (a Kubernetes structural schema) is
  converted into a JSON Schema (Draft 2020-12) that mirrors the API server's pruning, so that a
  field the server would prune -- and strict field validation would report -- is an error:

  - an object schema (``type: object`` or one with ``properties``) that has neither
    ``additionalProperties`` nor ``x-kubernetes-preserve-unknown-fields: true`` gets
    ``additionalProperties: false``.  That includes ``type: object`` without ``properties``,
    which the server prunes completely (e.g. Trainer's ``mlPolicy.xgboost: {}``).  Logical
    junctors (``allOf``/``anyOf``/``oneOf``/``not``) are value validations in structural schemas,
    so nothing is made strict inside them;
  - ``x-kubernetes-int-or-string: true`` -> integer or string;
  - ``x-kubernetes-embedded-resource: true`` -> an object with string ``apiVersion`` and ``kind``
    (both required, as the server requires) and ``metadata`` checked as a strict ObjectMeta;
  - ``nullable: true`` allows ``null`` (without it ``null`` is an error: the server would drop
    the field silently, which is never what a generator meant);
  - OpenAPI 3.0 boolean ``exclusiveMinimum``/``exclusiveMaximum`` become the 2020-12 numbers;
  - a ``required`` property that has a ``default`` is not required (the server defaults it before
    validating);
  - ``pattern`` is translated from Go RE2 to Python ``re`` (``(?i)`` in the middle of a pattern,
    ``\\z``, and ``$`` meaning end of text);
  - ``x-kubernetes-list-type: set|map`` (with ``x-kubernetes-list-map-keys``) is enforced: the
    server rejects duplicate items in such lists of a custom resource;
  - ``format`` is kept; ``int32``, ``int64`` (range), ``date-time`` (RFC 3339) and ``byte``
    (base64) are checked;
  - ``x-kubernetes-validations`` (CEL rules) are ignored.  The API server evaluates those; a later
    issue checks the manifests against a real kube-apiserver, which covers them.

  The top-level ``metadata`` of a custom resource (``type: object`` in every CRD) is checked
  against the real, strict ``ObjectMeta`` schema from kubernetes-validate's definitions, so
  ``metadata.lables`` is an error.  ``apiVersion`` and ``kind`` must equal the indexed ones.

* Katib (``kubeflow.org/v1beta1`` Experiment, Trial, Suggestion) -- Katib's CRDs under
  ``katib/*.yaml`` only carry a placeholder schema that preserves every field, so the kinds (and
  their served versions) come from those CRDs while the fields are checked against Katib's
  Swagger 2.0 description ``katib/openapi/pkg__apis__v1beta1__swagger.json``
  (``v1beta1.Experiment``, ``.v1beta1.Trial``, ``.v1beta1.Suggestion``), made strict the same
  way.  This is stricter than the cluster (which stores unknown fields of these kinds and lets
  Katib's Go decoder drop them), on purpose: an unknown field there is a silent bug.
  References to Kubernetes types the Swagger file does not define (``v1.ObjectMeta``,
  ``v1.ListMeta``, ``v1.Time``, ``v1.Container``, ``v1.HTTPGetAction``) resolve to the
  corresponding kubernetes-validate definitions (strict).  ``v1.unstructured.Unstructured`` --
  the type of ``trialTemplate.trialSpec`` (and of a Trial's ``runSpec``) -- is not treated as a
  permissive object: it must be a Kubernetes object with ``apiVersion`` and ``kind``, and it is
  validated recursively against the upstream schema of *its* kind (a ``batch/v1`` Job through
  kubernetes-validate, a PyTorchJob through its CRD, ...).  Inside it, a value that is exactly a
  Katib placeholder (``${trialParameters.name}``) satisfies any type, enum, pattern, format or
  length constraint, since Katib substitutes it before the object reaches the server.  A
  trialSpec of a kind known to neither source is an error.  ``metadata.name`` is not required
  there (Katib names each trial).

* Core Kubernetes kinds (Service, Deployment, RBAC, ConfigMap, PodDisruptionBudget,
  CustomResourceDefinition, ...) -- the strict schemas bundled with the PyPI package
  ``kubernetes-validate`` for Kubernetes 1.35 (``v1.35.0-local-strict``), loaded and wired to
  their ``_definitions.json`` exactly like ``kubernetes_validate.utils.validate`` does, but
  calling ``iter_errors`` so that every problem is reported.  The file is found the way
  kubernetes-validate finds it and then its ``x-kubernetes-group-version-kind`` must match the
  object's group, version and kind (so ``apps.example.com/v1`` Deployment is not taken for
  ``apps/v1``).  The ``Quantity`` definition (any string in kubernetes-validate) gets the
  quantity pattern the CRDs use, so ``memory: 4GB`` fails for a Deployment just as for a
  PyTorchJob.

* Anything else is an error, ``no upstream schema for <apiVersion>/<kind>``, never a silent pass.

Beyond the schemas, a top-level object must have ``metadata.name`` or ``metadata.generateName``,
and ``integer`` means a JSON integer (``1.0`` is rejected: it would be rendered as a float).

Limitations (what only a real API server catches): CEL rules; handwritten validation of core kinds
(name formats such as DNS-1035 Service names, label/annotation syntax, cross-field rules,
immutable fields); kubernetes-validate allows ``null`` for every core field; admission webhooks
(e.g. Katib's and Kueue's).

Validators are built lazily and cached per (apiVersion, kind) in a module-level cache, so
validating thousands of objects costs about a millisecond or less per typical object.
"""

from __future__ import annotations

import ast
import base64
import binascii
import copy
import datetime
import json
import os
import re
from collections.abc import Callable, Iterable, Iterator, Mapping
from pathlib import Path
from typing import Any

import jsonschema
import kubernetes_validate.utils as kv_utils
import yaml
from jsonschema import Draft202012Validator, FormatChecker
from jsonschema.exceptions import ValidationError, best_match
from packaging.version import Version
from referencing import Registry, Resource
from referencing.jsonschema import DRAFT202012

__all__ = ["assert_valid", "crds_dir", "validate_strict"]

KUBERNETES_VERSION = "1.35"

CRD_GLOBS = (
    "training-operator/*.yaml",
    "trainer/trainer.kubeflow.org_*.yaml",
    "prometheus-operator/*.yaml",
    "kueue/*.yaml",
)
KATIB_CRD_GLOB = "katib/*.yaml"
# CRDs not among ../shared/crds, from their upstream module in the tool cache (scripts/install-tools.sh
# grafana-crds: grafana-operator's GrafanaDashboard)
TOOL_CRDS = "<tool cache>"
KATIB_SWAGGER = "katib/openapi/pkg__apis__v1beta1__swagger.json"

K8S_DEFS_URI = "https://kubernetes.io/api/_definitions.json"
KATIB_DEFS_URI = "https://kfgen.invalid/upstream/katib/v1beta1/swagger.json"
_K8S_DEF_PREFIX = K8S_DEFS_URI + "#/$defs/"
OBJECT_META_REF = _K8S_DEF_PREFIX + "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta"

# Kubernetes types Katib's swagger refers to without defining them.
_KATIB_K8S_TYPES = {
    "v1.ObjectMeta": "io.k8s.apimachinery.pkg.apis.meta.v1.ObjectMeta",
    "v1.ListMeta": "io.k8s.apimachinery.pkg.apis.meta.v1.ListMeta",
    "v1.Time": "io.k8s.apimachinery.pkg.apis.meta.v1.Time",
    "v1.Container": "io.k8s.api.core.v1.Container",
    "v1.HTTPGetAction": "io.k8s.api.core.v1.HTTPGetAction",
}
_K8S_TYPE_PACKAGES = ("io.k8s.api.core.", "io.k8s.apimachinery.pkg.apis.meta.")
_UNSTRUCTURED = "v1.unstructured.Unstructured"

# The pattern of resource.Quantity, as every CRD here spells it.
QUANTITY_PATTERN = (
    r"^(\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))(([KMGTPE]i)|[numkMGTPE]|"
    r"([eE](\+|-)?(([0-9]+(\.[0-9]*)?)|(\.[0-9]+))))?$"
)

_LIST_TYPE = "x-kfgen-list-type"
_LIST_MAP_KEYS = "x-kfgen-list-map-keys"
_EMBEDDED_OBJECT = "x-kfgen-embedded-object"
_DROPPED_KEYS = frozenset({"description", "example", "externalDocs", "title", "nullable"})

_PLACEHOLDER = re.compile(r"\$\{trialParameters\.[^}]+\}")
_RFC3339 = re.compile(r"\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(\.\d+)?([Zz]|[+-]\d{2}:\d{2})")
_IDENTIFIER = re.compile(r"[A-Za-z_][A-Za-z0-9_-]*")
_FLAG_GROUP = re.compile(r"\(\?([a-zA-Z-]+)\)")

Schema = dict[str, Any]


# --------------------------------------------------------------------------------------------
# Locating the CRDs


# CRDs a cluster serves instead of another's: mpi-operator's mpijobs.kubeflow.org at v2beta1, not the training
# operator's at v1; a harness installs them alone (tests/operators/test_mpi_operator.py), a validator reads them too
INSTEAD = ("mpi-operator",)


def tool_crd_files(every: bool = False) -> list[Path]:
    """The CRDs install-tools.sh put in the tool cache: those a cluster of kfgen's tests installs together, or
    `every` one (to validate against)."""
    tools = os.environ.get("KFGEN_TOOLS_DIR") or str(Path.home() / ".cache" / "kfgen-tools")  # as install-tools.sh
    bin_dir = os.environ.get("KFGEN_TOOLS_BIN") or str(Path(tools) / "bin")
    root = Path(bin_dir).parent / "crds"
    files = sorted(root.glob("*/*.yaml"))
    if not files:
        raise RuntimeError(f"no CRDs under {root}: run scripts/install-tools.sh grafana-crds")
    return files if every else [f for f in files if f.parent.name not in INSTEAD]


def crds_dir() -> Path:
    """The directory holding the upstream CRDs (layout of ``/work/shared/crds``).

    ``$KFGEN_CRDS_DIR`` when set, else ``<repo root>/../shared/crds``.  Raises RuntimeError
    (tests must error, not skip) when it does not exist.
    """
    env = os.environ.get("KFGEN_CRDS_DIR")
    if env:
        path = Path(env).expanduser().resolve()
        origin = "$KFGEN_CRDS_DIR"
    else:
        path = (Path(__file__).resolve().parents[3] / "shared" / "crds").resolve()
        origin = "default location <repo root>/../shared/crds"
    if not path.is_dir():
        raise RuntimeError(
            f"upstream CRDs directory not found: {path} ({origin}). Run "
            "scripts/fetch-crds.sh [DIR] and export KFGEN_CRDS_DIR as it prints."
        )
    return path


# --------------------------------------------------------------------------------------------
# Go RE2 -> Python re


def _class_end(pattern: str, start: int) -> int:
    """Index just past the character class that starts at ``pattern[start] == '['``."""
    i = start + 1
    if i < len(pattern) and pattern[i] == "^":
        i += 1
    if i < len(pattern) and pattern[i] == "]":
        i += 1
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            i += 2
            continue
        if c == "[" and pattern.startswith("[:", i):
            close = pattern.find(":]", i + 2)
            if close != -1:
                i = close + 2
                continue
        if c == "]":
            return i + 1
        i += 1
    raise ValueError(f"unterminated character class in {pattern!r}")


def go_regex(pattern: str) -> str:
    """Translate a Go (RE2) regular expression into an equivalent Python one.

    Handles inline flags that are not at the start (``^(?i)(abort|warn)?$``; Go applies them to
    the rest of the enclosing group, Python only allows them scoped), ``\\z`` and ``$`` (end of
    text in Go unless ``(?m)``; Python's ``$`` also matches before a final newline).
    """
    out: list[str] = []
    scopes: list[tuple[int, str]] = []  # (group depth, flags) of open flag scopes
    depth = 0
    multiline = False
    i = 0
    while i < len(pattern):
        c = pattern[i]
        if c == "\\":
            escape = pattern[i : i + 2]
            out.append(r"\Z" if escape == r"\z" else escape)
            i += 2
            continue
        if c == "[":
            end = _class_end(pattern, i)
            out.append(pattern[i:end])
            i = end
            continue
        flags = _FLAG_GROUP.match(pattern, i)
        if flags:
            value = flags.group(1)
            if "-" in value or "U" in value:
                raise ValueError(f"unsupported RE2 flags {value!r} in {pattern!r}")
            multiline = multiline or "m" in value
            out.append(f"(?{value}:")
            scopes.append((depth, value))
            i = flags.end()
            continue
        if c == "(":
            depth += 1
            out.append(c)
        elif c == ")":
            while scopes and scopes[-1][0] == depth:
                scopes.pop()
                out.append(")")
            depth -= 1
            out.append(c)
        elif c == "|":
            here = [value for d, value in scopes if d == depth]
            out.append(")" * len(here) + "|" + "".join(f"(?{v}:" for v in here))
        elif c == "$" and not multiline:
            out.append(r"\Z")
        else:
            out.append(c)
        i += 1
    out.append(")" * len(scopes))
    result = "".join(out)
    re.compile(result)  # fail loudly at load time, not in the middle of a validation
    return result


# --------------------------------------------------------------------------------------------
# Structural schema (and Swagger 2.0) -> strict JSON Schema 2020-12


def _convert(
    schema: Mapping[str, Any],
    *,
    strict: bool = True,
    ref: Callable[[str], Schema] | None = None,
) -> Schema:
    """Convert a Kubernetes structural schema node (or a Swagger 2.0 schema) into JSON Schema.

    ``strict`` is False inside logical junctors, where properties are value validations and do
    not describe the structure.  ``ref`` maps a ``$ref`` (Swagger only) to a replacement schema.
    """
    if "$ref" in schema:
        if ref is None:
            raise ValueError(f"unexpected $ref {schema['$ref']!r} in a structural schema")
        return ref(schema["$ref"])

    out: Schema = {}
    for key, value in schema.items():
        if key in _DROPPED_KEYS:
            continue
        if key == "properties":
            out[key] = {name: _convert(sub, strict=strict, ref=ref) for name, sub in value.items()}
        elif key in ("items", "additionalProperties") and isinstance(value, Mapping):
            out[key] = _convert(value, strict=strict, ref=ref)
        elif key == "not":
            out[key] = _convert(value, strict=False, ref=ref)
        elif key in ("allOf", "anyOf", "oneOf"):
            out[key] = [_convert(sub, strict=False, ref=ref) for sub in value]
        elif key == "pattern":
            out[key] = go_regex(value)
        elif key == "x-kubernetes-list-type":
            out[_LIST_TYPE] = value
        elif key == "x-kubernetes-list-map-keys":
            out[_LIST_MAP_KEYS] = list(value)
        elif key.startswith("x-"):
            continue  # x-kubernetes-validations (CEL), map-type, the ones handled below, ...
        else:
            out[key] = copy.deepcopy(value)

    # OpenAPI 3.0 boolean exclusive bounds -> JSON Schema 2020-12 numeric ones.
    for bound, limit in (("exclusiveMinimum", "minimum"), ("exclusiveMaximum", "maximum")):
        if out.get(bound) is True and limit in out:
            out[bound] = out.pop(limit)
        elif isinstance(out.get(bound), bool):
            del out[bound]

    if schema.get("x-kubernetes-int-or-string"):
        out["type"] = ["integer", "string"]
        if out.get("anyOf") == [{"type": "integer"}, {"type": "string"}]:
            del out["anyOf"]

    if schema.get("x-kubernetes-embedded-resource"):
        props = out.setdefault("properties", {})
        props.setdefault("apiVersion", {"type": "string"})
        props.setdefault("kind", {"type": "string"})
        if "metadata" in props:
            props["metadata"] = {"allOf": [{"$ref": OBJECT_META_REF}, _loosen(props["metadata"])]}
        else:
            props["metadata"] = {"$ref": OBJECT_META_REF}
        out["type"] = "object"
        out["required"] = _merge_required(out.get("required"), ["apiVersion", "kind"])

    # The server applies defaults before validating: a defaulted property is never missing.
    if "required" in out and "properties" in out:
        defaulted = {n for n, sub in schema.get("properties", {}).items() if "default" in sub}
        out["required"] = [r for r in out["required"] if r not in defaulted]
        if not out["required"]:
            del out["required"]

    is_object = out.get("type") == "object" or "properties" in out
    if (
        strict
        and is_object
        and "additionalProperties" not in out
        and not schema.get("x-kubernetes-preserve-unknown-fields")
    ):
        out["additionalProperties"] = False

    if schema.get("nullable"):
        return {"if": {"type": "null"}, "then": True, "else": out}
    return out


def _loosen(schema: Schema) -> Schema:
    """The schema without its top-level ``type`` and ``additionalProperties: false``: a partial
    schema to combine with ObjectMeta through ``allOf``."""
    return {k: v for k, v in schema.items() if k != "type" and not (k == "additionalProperties" and v is False)}


def _merge_required(existing: Iterable[str] | None, extra: Iterable[str]) -> list[str]:
    merged = list(existing or [])
    merged += [name for name in extra if name not in merged]
    return merged


def _top_level(schema: Schema, api_version: str, kind: str, metadata: Mapping[str, Any] | None) -> Schema:
    """Pin apiVersion/kind of a converted root schema and check metadata as strict ObjectMeta."""
    schema = dict(schema)
    props = dict(schema.get("properties", {}))
    props["apiVersion"] = {"const": api_version}
    props["kind"] = {"const": kind}
    extra = _loosen(dict(metadata)) if metadata else {}
    extra.pop("additionalProperties", None)
    props["metadata"] = {"allOf": [{"$ref": OBJECT_META_REF}, extra]} if extra else {"$ref": OBJECT_META_REF}
    schema["properties"] = props
    schema["type"] = "object"
    schema["required"] = _merge_required(schema.get("required"), ["apiVersion", "kind"])
    schema["$schema"] = "https://json-schema.org/draft/2020-12/schema"
    return schema


# --------------------------------------------------------------------------------------------
# kubernetes-validate: schema directory, definitions, per-kind schema files


def _k8s_schema_dir() -> str:
    """The strict schema directory kubernetes_validate.validate(obj, "1.35", strict=True) uses."""
    wanted = Version(KUBERNETES_VERSION)
    versions = [v for v in kv_utils.all_versions() if Version(kv_utils.major_minor(v)) <= wanted]
    if not versions:
        raise RuntimeError(f"kubernetes-validate has no schemas for Kubernetes {wanted}")
    return f"v{versions[-1]}-local-strict"


_K8S_DEFS: Schema | None = None


def _k8s_definitions() -> Schema:
    """kubernetes-validate's ``_definitions.json`` with a real Quantity pattern."""
    global _K8S_DEFS
    if _K8S_DEFS is None:
        defs = kv_utils.schema_contents(
            f"kubernetes-json-schema/{_k8s_schema_dir()}/_definitions.json", KUBERNETES_VERSION
        )
        defs["$defs"]["io.k8s.apimachinery.pkg.api.resource.Quantity"] = {
            "anyOf": [
                {"type": "string", "pattern": QUANTITY_PATTERN},
                {"type": "number"},
                {"type": "null"},
            ]
        }
        if defs.get("$id") != K8S_DEFS_URI:
            raise RuntimeError(f"unexpected $id of kubernetes-validate definitions: {defs.get('$id')}")
        _K8S_DEFS = defs
    return _K8S_DEFS


def _k8s_kind_schema(api_version: str, kind: str) -> Schema | None:
    """The kubernetes-validate strict schema of a top-level core kind, or None."""
    # Same file name as kubernetes_validate.utils.validate: rbac.authorization.k8s.io/v1 -> rbac-v1
    short = re.sub(r"^([^./]*)(?:\.[^/]*)?/", r"\1-", api_version)
    try:
        schema = kv_utils.schema_contents(
            f"kubernetes-json-schema/{_k8s_schema_dir()}/{kind.lower()}-{short}.json",
            KUBERNETES_VERSION,
        )
    except (FileNotFoundError, kv_utils.VersionNotSupportedError):
        return None
    group, _, version = api_version.rpartition("/")
    for gvk in schema.get("x-kubernetes-group-version-kind", []):
        if (gvk.get("group", ""), gvk.get("version"), gvk.get("kind")) == (group, version, kind):
            return dict(schema)
    return None


# --------------------------------------------------------------------------------------------
# Validator classes: formats, list uniqueness, Katib trialSpec


def _not_bool_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _int32(value: Any) -> bool:
    return not _not_bool_int(value) or -(2**31) <= value < 2**31


def _int64(value: Any) -> bool:
    return not _not_bool_int(value) or -(2**63) <= value < 2**63


def _date_time(value: Any) -> bool:
    if not isinstance(value, str):
        return True
    if not _RFC3339.fullmatch(value):
        return False
    # Python 3.11 parses at most microseconds: drop the fraction, check the rest for range.
    datetime.datetime.fromisoformat(re.sub(r"\.\d+", "", value.upper()).replace("Z", "+00:00"))
    return True


def _byte(value: Any) -> bool:
    if isinstance(value, str):
        base64.b64decode(value, validate=True)
    return True


# Only these formats are checked (others, e.g. "double", are annotations).
FORMATS = FormatChecker(formats=())
FORMATS.checks("int32")(_int32)
FORMATS.checks("int64")(_int64)
FORMATS.checks("date-time", raises=ValueError)(_date_time)
FORMATS.checks("byte", raises=(binascii.Error, ValueError))(_byte)


_TYPE_CHECKER = Draft202012Validator.TYPE_CHECKER.redefine(
    "integer", lambda _checker, instance: _not_bool_int(instance)
)


def _freeze(value: Any) -> str:
    return json.dumps(value, sort_keys=True, separators=(",", ":"))


def _list_type(validator: Any, list_type: Any, instance: Any, schema: Mapping[str, Any]) -> Iterator[ValidationError]:
    """``x-kubernetes-list-type``: the server rejects duplicates in sets and maps of a CR."""
    if not isinstance(instance, list) or list_type not in ("set", "map"):
        return
    keys = schema.get(_LIST_MAP_KEYS, [])
    items = schema.get("items")
    item_props = items.get("properties", {}) if isinstance(items, Mapping) else {}
    # The server defaults a missing key (e.g. ports[].protocol: TCP) before comparing.
    defaults = {k: item_props.get(k, {}).get("default") for k in keys}
    seen: dict[str, int] = {}
    for index, item in enumerate(instance):
        if list_type == "map":
            if not isinstance(item, dict):
                continue
            key: Any = {k: item.get(k, defaults[k]) for k in keys}
        else:
            key = item
        frozen = _freeze(key)
        if frozen in seen:
            yield ValidationError(
                f"duplicate value {frozen} (same as item [{seen[frozen]}]; x-kubernetes-list-type: {list_type})",
                path=[index],
            )
        else:
            seen[frozen] = index


def _placeholder_tolerant(keyword: Callable[..., Any]) -> Callable[..., Any]:
    """Skip a keyword for a value that is exactly a Katib ``${trialParameters.x}`` placeholder."""

    def check(validator: Any, value: Any, instance: Any, schema: Any) -> Iterator[Any]:
        if isinstance(instance, str) and _PLACEHOLDER.fullmatch(instance):
            return iter(())
        return iter(keyword(validator, value, instance, schema) or ())

    return check


_TOLERANT_KEYWORDS = (
    "type",
    "enum",
    "const",
    "pattern",
    "format",
    "minLength",
    "maxLength",
    "oneOf",
    "not",
)


# --------------------------------------------------------------------------------------------
# Everything loaded from one CRDs directory


class _Upstream:
    """Index of upstream schemas for one CRDs directory, with its validator cache."""

    def __init__(self, root: Path) -> None:
        self.root = root
        self.crd_schemas: dict[tuple[str, str], Schema] = {}  # converted, top-level
        self.katib_kinds: dict[tuple[str, str], str] = {}  # -> swagger definition name
        self.validators: dict[tuple[str, str, bool], Any] = {}
        self._load_crds()
        katib_resource = self._load_katib()
        registry: Registry[Any] = Registry().with_resources(
            [
                (K8S_DEFS_URI, Resource.from_contents(_k8s_definitions())),
                (KATIB_DEFS_URI, katib_resource),
            ]
        )
        self.registry = registry.crawl()
        keywords = {_LIST_TYPE: _list_type, _EMBEDDED_OBJECT: self._embedded_object}
        self.strict_class = jsonschema.validators.extend(
            Draft202012Validator, validators=keywords, type_checker=_TYPE_CHECKER
        )
        base = Draft202012Validator.VALIDATORS
        tolerant = {name: _placeholder_tolerant(base[name]) for name in _TOLERANT_KEYWORDS}
        self.template_class = jsonschema.validators.extend(
            Draft202012Validator, validators={**keywords, **tolerant}, type_checker=_TYPE_CHECKER
        )

    # -- loading ------------------------------------------------------------------------------

    def _crd_files(self, pattern: str) -> list[Path]:
        files = sorted(self.root.glob(pattern))
        if not files:
            raise RuntimeError(f"no upstream CRDs match {pattern} under {self.root}")
        return files

    def _crds(self, pattern: str) -> Iterator[dict[str, Any]]:
        files = tool_crd_files(every=True) if pattern == TOOL_CRDS else self._crd_files(pattern)
        for path in files:
            with path.open("rb") as f:
                for doc in yaml.load_all(f, Loader=yaml.CSafeLoader):
                    if isinstance(doc, dict) and doc.get("kind") == "CustomResourceDefinition":
                        yield doc

    def _load_crds(self) -> None:
        for pattern in (*CRD_GLOBS, TOOL_CRDS):
            for crd in self._crds(pattern):
                group, kind = crd["spec"]["group"], crd["spec"]["names"]["kind"]
                for version in crd["spec"]["versions"]:
                    if not version.get("served", False):
                        continue
                    raw = version.get("schema", {}).get("openAPIV3Schema")
                    if not raw:
                        raise RuntimeError(f"CRD {crd['metadata']['name']} {version['name']} has no schema")
                    api_version = f"{group}/{version['name']}"
                    metadata = raw.get("properties", {}).get("metadata")
                    converted = _convert(raw)
                    meta = _convert(metadata, strict=False) if metadata else None
                    if meta is not None:
                        meta.pop("type", None)
                    self.crd_schemas[(api_version, kind)] = _top_level(converted, api_version, kind, meta)

    def _load_katib(self) -> Resource[Any]:
        swagger_path = self.root / KATIB_SWAGGER
        if not swagger_path.is_file():
            raise RuntimeError(f"Katib swagger not found: {swagger_path}")
        swagger = json.loads(swagger_path.read_text())
        definitions: dict[str, Any] = swagger["definitions"]
        k8s = _k8s_definitions()["$defs"]

        def ref(target: str) -> Schema:
            if not target.startswith("#/definitions/"):
                raise RuntimeError(f"unexpected $ref {target!r} in {swagger_path}")
            name = target.removeprefix("#/definitions/")
            if name in definitions:
                return {"$ref": f"{KATIB_DEFS_URI}#/$defs/{name}"}
            if name == _UNSTRUCTURED:
                return {"type": "object", _EMBEDDED_OBJECT: True}
            k8s_name = _KATIB_K8S_TYPES.get(name)
            if k8s_name is None and name.startswith("v1."):
                candidates = [p + name for p in _K8S_TYPE_PACKAGES if p + name in k8s]
                k8s_name = candidates[0] if candidates else None
            if k8s_name is None or k8s_name not in k8s:
                raise RuntimeError(f"cannot resolve {target!r} of {swagger_path}")
            return {"$ref": _K8S_DEF_PREFIX + k8s_name}

        converted = {name: _convert(d, ref=ref) for name, d in definitions.items()}
        for crd in self._crds(KATIB_CRD_GLOB):
            group, kind = crd["spec"]["group"], crd["spec"]["names"]["kind"]
            for version in crd["spec"]["versions"]:
                if not version.get("served", False):
                    continue
                candidates = [f"{version['name']}.{kind}", f".{version['name']}.{kind}"]
                found = [c for c in candidates if c in definitions]
                if not found:
                    raise RuntimeError(f"no swagger definition for Katib {kind} {version['name']}")
                self.katib_kinds[(f"{group}/{version['name']}", kind)] = found[0]
        return DRAFT202012.create_resource({"$id": KATIB_DEFS_URI, "$defs": converted})

    # -- validators ---------------------------------------------------------------------------

    def schema_for(self, api_version: str, kind: str) -> Schema | None:
        key = (api_version, kind)
        if key in self.crd_schemas:
            return self.crd_schemas[key]
        if key in self.katib_kinds:
            definition = copy.deepcopy(self.registry.contents(KATIB_DEFS_URI)["$defs"][self.katib_kinds[key]])
            return _top_level(definition, api_version, kind, None)
        return _k8s_kind_schema(api_version, kind)

    def validator_for(self, api_version: str, kind: str, template: bool = False) -> Any | None:
        """A cached validator for (apiVersion, kind); ``template`` tolerates Katib placeholders."""
        key = (api_version, kind, template)
        if key not in self.validators:
            schema = self.schema_for(api_version, kind)
            cls = self.template_class if template else self.strict_class
            self.validators[key] = (
                None if schema is None else cls(schema, registry=self.registry, format_checker=FORMATS)
            )
        return self.validators[key]

    def _embedded_object(self, validator: Any, enabled: Any, instance: Any, schema: Any) -> Iterator[ValidationError]:
        """An unstructured Kubernetes object (Katib trialSpec): validate it as its own kind."""
        if not enabled or not isinstance(instance, dict):
            return
        api_version, kind = instance.get("apiVersion"), instance.get("kind")
        if not (isinstance(api_version, str) and api_version and isinstance(kind, str) and kind):
            for name in ("apiVersion", "kind"):
                if not isinstance(instance.get(name), str) or not instance.get(name):
                    yield ValidationError(f"{name!r} is a required property", validator="required")
            return
        nested = self.validator_for(api_version, kind, template=True)
        if nested is None:
            yield ValidationError(f"no upstream schema for {api_version}/{kind}", path=["kind"])
            return
        yield from nested.iter_errors(instance)


_UPSTREAM: dict[Path, _Upstream] = {}


def _upstream() -> _Upstream:
    root = crds_dir()
    if root not in _UPSTREAM:
        _UPSTREAM[root] = _Upstream(root)
    return _UPSTREAM[root]


# --------------------------------------------------------------------------------------------
# Errors -> "<kind>/<name> <path>: <message>"


def _format_path(path: Iterable[Any]) -> str:
    text = ""
    for part in path:
        if isinstance(part, int):
            text += f"[{part}]"
        elif _IDENTIFIER.fullmatch(part):
            text += f".{part}" if text else part
        else:
            text += f"[{part}]"
    return text or "(root)"


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "boolean"
    if isinstance(value, int):
        return "integer"
    if isinstance(value, float):
        return "number"
    if isinstance(value, str):
        return "string"
    if isinstance(value, list):
        return "array"
    if isinstance(value, dict):
        return "object"
    return type(value).__name__


def _short(value: Any, limit: int = 80) -> str:
    text = json.dumps(value, default=repr) if not isinstance(value, str) else json.dumps(value)
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _messages(error: ValidationError) -> Iterator[tuple[list[Any], str]]:
    path = list(error.absolute_path)
    keyword, value, instance = error.validator, error.validator_value, error.instance
    if keyword == "additionalProperties" and value is False and isinstance(instance, dict):
        schema = error.schema if isinstance(error.schema, Mapping) else {}
        known = schema.get("properties", {})
        patterns = schema.get("patternProperties", {})
        for name in instance:
            if name not in known and not any(re.search(p, name) for p in patterns):
                yield [*path, name], "unknown field"
    elif keyword == "required":
        match = re.fullmatch(r"(.+) is a required property", error.message)
        if match:
            yield [*path, ast.literal_eval(match.group(1))], "required field is missing"
        else:
            yield path, error.message
    elif keyword == "type":
        expected = " or ".join(value) if isinstance(value, list) else value
        yield path, f"must be of type {expected}, got {_json_type(instance)} {_short(instance)}"
    elif keyword == "enum":
        yield path, f"unsupported value {_short(instance)}: must be one of {_short(value, 200)}"
    elif keyword == "pattern":
        yield path, f"invalid value {_short(instance)}: must match the pattern {value}"
    elif keyword == "const":
        yield path, f"must be {_short(value)}, got {_short(instance)}"
    elif keyword in ("anyOf", "oneOf") and error.context:
        best = best_match(error.context)
        yield path, f"{_short(instance)} matches none of the allowed forms ({best.message})"
    else:
        message = error.message
        yield path, message if len(message) <= 300 else message[:297] + "..."


def _label(obj: Mapping[str, Any]) -> str:
    kind = obj.get("kind") if isinstance(obj.get("kind"), str) and obj.get("kind") else "<no kind>"
    metadata = obj.get("metadata")
    name = None
    if isinstance(metadata, Mapping):
        name = metadata.get("name") or (
            f"{metadata['generateName']}*" if isinstance(metadata.get("generateName"), str) else None
        )
    return f"{kind}/{name if isinstance(name, str) and name else '<no name>'}"


def validate_strict(obj: dict[str, Any]) -> list[str]:
    """Problems of ``obj`` against its upstream schema; ``[]`` when it is valid.

    Each problem is ``"<kind>/<name> <dotted.field.path>: <message>"``, e.g.
    ``PyTorchJob/train spec.pytorchReplicaSpecs.Worker.template.spec.containers[0].imagePullPolicyy:
    unknown field``.
    """
    if not isinstance(obj, Mapping):
        return [f"<no kind>/<no name> (root): must be a mapping, got {_json_type(obj)}"]
    label = _label(obj)
    api_version, kind = obj.get("apiVersion"), obj.get("kind")
    problems: list[tuple[list[Any], str]] = []
    for field, value in (("apiVersion", api_version), ("kind", kind)):
        if not isinstance(value, str) or not value:
            problems.append(([field], "required field is missing or not a non-empty string"))
    if not problems:
        assert isinstance(api_version, str) and isinstance(kind, str)
        validator = _upstream().validator_for(api_version, kind)
        if validator is None:
            problems.append(([], f"no upstream schema for {api_version}/{kind}"))
        else:
            for error in validator.iter_errors(obj):
                problems.extend(_messages(error))
        metadata = obj.get("metadata")
        if metadata is None or (
            isinstance(metadata, Mapping) and not metadata.get("name") and not metadata.get("generateName")
        ):
            problems.append((["metadata", "name"], "required field is missing (or generateName)"))
    seen: set[str] = set()
    result: list[str] = []
    for path, message in problems:
        line = f"{label} {_format_path(path)}: {message}"
        if line not in seen:
            seen.add(line)
            result.append(line)
    return result


def assert_valid(objs: Iterable[dict[str, Any]]) -> None:
    """Raise AssertionError listing every problem of every object (nothing when all are valid)."""
    problems: list[str] = []
    count = 0
    bad = 0
    for obj in objs:
        count += 1
        found = validate_strict(obj)
        if found:
            bad += 1
            problems.extend(found)
    if problems:
        raise AssertionError(
            f"{len(problems)} upstream schema problem(s) in {bad} of {count} object(s):\n  " + "\n  ".join(problems)
        )
