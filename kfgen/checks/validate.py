"""Schema validation of TrainingSpec and Environment objects.

Valid input (the common case) goes through validators generated from kfgen.schema by
fastjsonschema (kfgen/generated, kept in step by `python -m kfgen.gen` and a drift test), which import
nothing heavy. Only when an object is invalid is `jsonschema` imported, to report every problem
with its field path rather than the first.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Callable, Iterator
from typing import Any

from kfgen import merge, schema
from kfgen.checks import hints
from kfgen.results import ResourceRef, Result, error
from kfgen.schema.katib import PARAMETER_NAME_PATTERN

Validator = Callable[[Any], Any]


@functools.cache
def _fast_validator(kind: str) -> Validator:
    if kind == schema.TRAINING_SPEC:
        from kfgen.generated import trainingspec_validator

        return trainingspec_validator.validate
    from kfgen.generated import environment_validator

    return environment_validator.validate


def check(obj: dict[str, Any], kind: str, ref: ResourceRef, null_fields: bool = True) -> list[Result]:
    """Every schema problem of `obj`; `null` values are removal markers and always valid where the field is known
    (`null_fields`: look for unknown ones; a merged spec holds nulls only in free-form pod patches)."""
    # the validators never see a null, so an unknown field written `foo: null` is found here (only with a null);
    # most specs hold none, and a scan for one costs less than the copy without them
    data = merge.drop_nulls(obj) if merge.holds_nulls(obj) else obj
    nulls = [] if not null_fields or data is obj else list(null_unknowns(obj, data, schema.SCHEMAS[kind], []))
    try:
        _fast_validator(kind)(data)
        return [error(message, ref, field) for field, message in nulls]
    except Exception as fast_error:  # fastjsonschema raises JsonSchemaValueException
        found = explain(data, schema.SCHEMAS[kind])
        explained = {field for field, _ in found}
        found += [(field, message) for field, message in whole_floats(data, kind) if field not in explained]
        found += nulls
        return [error(message, ref, field) for field, message in found] or [error(str(fast_error), ref)]


# Unknown fields written null ---------------------------------------------------------------------------------
#
# A null is a removal marker (a layer's `resources: null`) and always valid where the field is known; where it is
# not, it removes nothing and is an unknown field like any other.

_UNKNOWN = object()


def null_unknowns(value: Any, dropped: Any, node: Any, path: list[str | int]) -> Iterator[tuple[str, str]]:
    """(field path, message) of every key whose value is null and which the schema knows no field for: `dropped`
    is `value` without its nulls, and only where they differ is the schema read (a usual spec has none or two)."""
    if isinstance(value, dict):
        for key, item in value.items():
            if item is None:
                if _property(node, key) is _UNKNOWN:
                    yield field_path([*path, key]), unknown_field(key, _known(node))
            elif type(item) in (dict, list) and item != dropped[key]:
                below = _property(node, key)
                if below is not None and below is not _UNKNOWN:  # an unknown field's own is the validators'
                    yield from null_unknowns(item, dropped[key], below, [*path, key])
    elif isinstance(value, list) and isinstance(node, dict) and isinstance(node.get("items"), dict):
        for index, item in enumerate(value):
            if type(item) in (dict, list) and item != dropped[index]:
                yield from null_unknowns(item, dropped[index], node["items"], [*path, index])


# (id(node), key) -> (node, its property): the schemas are constants, and specs' nulls sit on the same few paths
_PROPERTIES: dict[tuple[int, Any], tuple[Any, Any]] = {}


def _property(node: Any, key: Any) -> Any:
    """The schema of `key` in an object `node`: _UNKNOWN where no field of that name is allowed, None where
    anything is (or where a branch of anyOf or oneOf may allow it: the validators judge those)."""
    if not isinstance(node, dict):
        return None
    known = _PROPERTIES.get((id(node), key))
    if known is not None and known[0] is node:  # the node is kept in the entry, so its id is never reused
        return known[1]
    found = _schema_property(node, key)
    if len(_PROPERTIES) >= 4096:  # a map's own keys (labels) are the inputs': a long-running controller stays bounded
        _PROPERTIES.clear()
    _PROPERTIES[(id(node), key)] = (node, found)
    return found


def _schema_property(node: dict[str, Any], key: Any) -> Any:
    branches = [b for b in (*node.get("anyOf", ()), *node.get("oneOf", ())) if _is_object(b)]
    if branches:
        found = [_property(branch, key) for branch in branches]
        known = [f for f in found if f is not _UNKNOWN]
        return _UNKNOWN if not known else (known[0] if len(known) == 1 else None)
    properties = node.get("properties") or {}
    if key in properties:
        return properties[key]
    extra = node.get("additionalProperties")
    if extra is False and _is_object(node):
        return _UNKNOWN
    return extra if isinstance(extra, dict) else None


def _is_object(node: Any) -> bool:
    return isinstance(node, dict) and (node.get("type") == "object" or "properties" in node)


def _known(node: Any) -> list[str]:
    names = list((node.get("properties") or {}) if isinstance(node, dict) else {})
    for branch in (*node.get("anyOf", ()), *node.get("oneOf", ())) if isinstance(node, dict) else ():
        names += [n for n in _known(branch) if n not in names]
    return names


# Integer fields --------------------------------------------------------------------------------------
#
# JSON Schema counts 4.0 as an integer, and so does jsonschema; the jobs do not (torchrun refuses
# `--nproc-per-node 4.0`, the operators' int32 fields refuse 4.0). A number in a field whose only
# numeric type is integer is refused, for every such field of the schema: the generated validators
# check `int` alone (kfgen.gen drops fastjsonschema's whole-float clause), and this tree, derived from
# the schema, names the fields when jsonschema finds nothing else wrong with them.

IntTree = dict[str, Any]  # "": the message when the node itself is an integer field; "p": {property: tree}; "*", "[]"
_INTEGER_MESSAGE = "must be an integer, not a number"
_int_trees: dict[str, IntTree] = {}


def integer_tree(node: Any, message: str = _INTEGER_MESSAGE) -> IntTree:
    """Where the integer fields below a schema node are (empty when there are none)."""
    if not isinstance(node, dict):
        return {}
    tree: IntTree = {}
    kinds = node.get("type")
    if kinds == "integer" or (isinstance(kinds, list) and "integer" in kinds and "number" not in kinds):
        tree[""] = message
    properties = {k: t for k, v in (node.get("properties") or {}).items() if (t := integer_tree(v))}
    if properties:
        tree["p"] = properties
    for key, child in (("*", node.get("additionalProperties")), ("[]", node.get("items"))):
        if subtree := integer_tree(child):
            tree[key] = subtree
    for branch in (*node.get("anyOf", ()), *node.get("oneOf", ()), *node.get("allOf", ())):
        _merge_trees(tree, integer_tree(branch, node.get("x-kfgen-message") or message))
    return tree


def _merge_trees(into: IntTree, other: IntTree) -> None:
    for key, value in other.items():
        if key == "":
            into.setdefault("", value)
        elif key in into:
            _merge_trees(into[key], value)
        else:
            into[key] = value


def whole_floats(data: Any, kind: str) -> list[tuple[str, str]]:
    """(field path, message) for every number in an integer field of `data` (a valid object of `kind`)."""
    tree = _int_trees.get(kind)
    if tree is None:
        tree = _int_trees[kind] = integer_tree(schema.SCHEMAS[kind])
    out: list[tuple[str, str]] = []
    _floats(data, tree, [], out)
    return out


def _floats(data: Any, tree: IntTree, path: list[str | int], out: list[tuple[str, str]]) -> None:
    kind = type(data)
    if kind is float:
        if "" in tree:
            out.append((field_path(path), tree[""]))
    elif kind is dict:
        properties, others = tree.get("p", {}), tree.get("*")
        for key, value in data.items():
            below = properties.get(key, others)
            if below:
                _floats(value, below, [*path, key], out)
    elif kind is list and "[]" in tree:
        for index, value in enumerate(data):
            _floats(value, tree["[]"], [*path, index], out)


def explain(data: Any, root_schema: dict[str, Any]) -> list[tuple[str, str]]:
    """(field path, message) for every schema violation, in document order."""
    validator = _explainer()(root_schema)
    found: dict[tuple[str, str], None] = {}
    for err in validator.iter_errors(data):
        for field, message in _describe(err):
            found.setdefault((field, message))
    return list(found)


_END = re.compile(r"(?<!\\)\$")


@functools.cache
def _explainer() -> Any:
    """Draft 7 with `pattern` read as the fast validator, Go's RE2 and the API server read it: `$` is the end of
    the text (Python's `$` also matches before a final newline, so `name\\n` would pass here alone)."""
    import jsonschema

    def pattern(validator: Any, value: str, instance: Any, node: Any) -> Iterator[Any]:
        if validator.is_type(instance, "string") and not _anchored(value).search(instance):
            yield jsonschema.ValidationError(f"{instance!r} does not match {value!r}")

    return jsonschema.validators.extend(jsonschema.Draft7Validator, {"pattern": pattern})


@functools.cache
def _anchored(pattern: str) -> re.Pattern[str]:
    return re.compile(_END.sub(r"\\Z", pattern))


def field_path(parts: Any) -> str:
    out = ""
    for part in parts:
        out += f"[{part}]" if isinstance(part, int) else (f".{part}" if out else str(part))
    return out


def _describe(err: Any) -> list[tuple[str, str]]:
    path = field_path(err.absolute_path)
    kind, value, node, instance = err.validator, err.validator_value, err.schema, err.instance
    custom = node.get("x-kfgen-message") if isinstance(node, dict) else None

    def child(name: str) -> str:
        return f"{path}.{name}" if path else name

    if "propertyNames" in err.absolute_schema_path:
        parent = field_path(err.absolute_path)
        return [(f"{parent}.{instance}" if parent else str(instance), _key_message(err))]
    if kind == "additionalProperties" and isinstance(instance, dict):
        known = node.get("properties", {})
        return [(child(k), unknown_field(k, known)) for k in instance if k not in known]
    if kind == "required":
        return [(child(k), "is required") for k in value if k not in instance]
    if kind == "propertyNames":
        return [(path, _property_name_message(instance, node["propertyNames"]))]
    if custom and kind in ("anyOf", "oneOf", "pattern", "type"):
        return [(path, custom)]
    return [(path, _message(kind, value, instance))]


def unknown_field(name: str, known: Any) -> str:
    """`unknown field`, with the known field the name is most probably a misspelling of."""
    guess = hints.closest(name, known)
    return f"unknown field {hints.quoted(name)}; did you mean {hints.quoted(guess)}?" if guess else "unknown field"


def _key_message(err: Any) -> str:
    if err.validator == "pattern" and err.validator_value == schema.ENV_NAME_PATTERN:
        return "invalid variable name: use letters, digits, '_', '-' and '.', not starting with a digit"
    if err.validator == "enum":
        return f"unknown key; must be one of: {', '.join(err.validator_value)}" + hints.did_you_mean(
            err.instance, err.validator_value
        )
    return _message(err.validator, err.validator_value, err.instance)


def _property_name_message(instance: Any, names: dict[str, Any]) -> str:
    if "enum" in names:
        return f"unknown key {instance!r}; must be one of: {', '.join(names['enum'])}" + hints.did_you_mean(
            instance, names["enum"]
        )
    return f"key {instance!r} must match {names.get('pattern')}"


PATTERN_MESSAGES = {
    schema.DNS_LABEL_PATTERN: "must be a DNS label: lower-case letters, digits and '-', starting and ending "
    "with a letter or digit",
    schema.DNS_SUBDOMAIN_PATTERN: "must be a DNS subdomain: lower-case letters, digits, '-' and '.'",
    r"^/": "must be an absolute path (starting with /)",
    schema.URI_PATTERN: "must be a URI with a scheme, such as http://mlflow.mlflow.svc:5000",
    schema.ENV_NAME_PATTERN: "must be a valid environment variable name (letters, digits, '_', '-', '.')",
    schema.RESOURCE_NAME_PATTERN: "must be a resource name such as nvidia.com/gpu",
    schema.REGISTRY_PATTERN: "must be a registry prefix such as registry.example.com/ml",
    schema.INTERVAL_PATTERN: "must be an interval such as 30s or 1m",
    PARAMETER_NAME_PATTERN: 'must not be empty or hold {, }, ", \\, <, >, & or a control character: Katib looks for '
    "${trialParameters.NAME} in the trial template's JSON text, which escapes them (and refuses { and })",
}

_TYPE_NAMES = {
    "object": "a mapping",
    "array": "a list",
    "string": "a string",
    "integer": "an integer",
    "number": "a number",
    "boolean": "true or false",
}


def _message(kind: str, value: Any, instance: Any) -> str:
    if kind == "type":
        quote = "; quote it" if value == "string" and isinstance(instance, int | float) else ""  # bool is an int
        return f"must be {_TYPE_NAMES.get(value, value)}, not {type_name(instance)}{quote}"
    if kind == "enum":
        return f"must be one of: {', '.join(map(str, value))} (got {instance!r})" + (
            hints.did_you_mean(instance, value) if isinstance(instance, str) else ""
        )
    if kind == "minimum":
        return f"must be ≥ {value}"
    if kind == "maximum":
        return f"must be ≤ {value}"
    if kind == "minLength":
        return "must not be empty" if value == 1 else f"must be at least {value} characters"
    if kind == "maxLength":
        return f"must be at most {value} characters"
    if kind == "minItems":
        return "must not be empty" if value == 1 else f"must have at least {value} items"
    if kind == "pattern":
        return PATTERN_MESSAGES.get(value, f"{instance!r} must match {value}")
    return f"is invalid ({kind})"


def type_name(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "a boolean"
    for python_type, name in (
        (dict, "a mapping"),
        (list, "a list"),
        (str, "a string"),
        (int, "an integer"),
        (float, "a number"),
    ):
        if isinstance(value, python_type):
            return name
    return type(value).__name__
