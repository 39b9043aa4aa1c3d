# Generated from kfgen.schema by `python -m kfgen.gen`; do not edit.
# Environment validator.
VERSION = "2.22.3"
from decimal import Decimal
import re


class JsonSchemaValueException(ValueError):
    """The first violation (kfgen.checks.validate explains every one with jsonschema)."""


class JsonSchemaValuesException(JsonSchemaValueException):
    """Several violations."""


_COMPILE = {
    '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$': lambda: re.compile('^[a-z0-9]([-a-z0-9]*[a-z0-9])?\\Z'),
    '^[a-z0-9]([-a-z0-9.:]*[a-z0-9])?(/[-a-z0-9._]+)*$': lambda: re.compile('^[a-z0-9]([-a-z0-9.:]*[a-z0-9])?(/[-a-z0-9._]+)*\\Z'),
    '^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$': lambda: re.compile('^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?\\Z'),
    '^(unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)$': lambda: re.compile('^(unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)\\Z'),
    '^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$': lambda: re.compile('^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?\\Z'),
    '^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$': lambda: re.compile('^[a-z0-9]([-a-z0-9.]*[a-z0-9])?\\Z'),
    '^(auto|unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)$': lambda: re.compile('^(auto|unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)\\Z'),
    '^[a-z][a-z0-9+.-]*://': lambda: re.compile('^[a-z][a-z0-9+.-]*://'),
    '^[a-z][a-z0-9+]*://': lambda: re.compile('^[a-z][a-z0-9+]*://'),
    '^[-._a-zA-Z0-9]+$': lambda: re.compile('^[-._a-zA-Z0-9]+\\Z'),
    '^s3://[a-z0-9][-a-z0-9.]{1,61}[a-z0-9](/.*)?$': lambda: re.compile('^s3://[a-z0-9][-a-z0-9.]{1,61}[a-z0-9](/.*)?\\Z'),
    '^https?://': lambda: re.compile('^https?://'),
    '^[-a-z0-9.*:\\[\\]]+$': lambda: re.compile('^[-a-z0-9.*:\\[\\]]+\\Z'),
    '^(@(hourly|daily|weekly|monthly|yearly)|(\\S+\\s+){4}\\S+)$': lambda: re.compile('^(@(hourly|daily|weekly|monthly|yearly)|(\\S+\\s+){4}\\S+)\\Z'),
    '^[0-9]+(d|h|m|s)$': lambda: re.compile('^[0-9]+(d|h|m|s)\\Z'),
    '^[0-9]+(ms|s|m|h)$': lambda: re.compile('^[0-9]+(ms|s|m|h)\\Z'),
    '^[^\\s:@]+(:[^\\s:@/]+)?(@sha256:[0-9a-f]{64})?$': lambda: re.compile('^[^\\s:@]+(:[^\\s:@/]+)?(@sha256:[0-9a-f]{64})?\\Z'),
    '^https?://[^\\s{}]+(\\{alert\\}[^\\s{}]*)*$': lambda: re.compile('^https?://[^\\s{}]+(\\{alert\\}[^\\s{}]*)*\\Z'),
    '^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$': lambda: re.compile('^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?\\Z'),
    '^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)$': lambda: re.compile('^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)\\Z'),
    '^[a-z][-a-z0-9]*$': lambda: re.compile('^[a-z][-a-z0-9]*\\Z'),
    '^[A-Z]{3}$': lambda: re.compile('^[A-Z]{3}\\Z'),
    '^[a-zA-Z_][a-zA-Z0-9_]*$': lambda: re.compile('^[a-zA-Z_][a-zA-Z0-9_]*\\Z'),
    '^[0-9]{1,12}(\\.[0-9]{1,6})?$': lambda: re.compile('^[0-9]{1,12}(\\.[0-9]{1,6})?\\Z'),
    '^[0-9a-fA-F:.]+/[0-9]{1,3}$': lambda: re.compile('^[0-9a-fA-F:.]+/[0-9]{1,3}\\Z')
}


class _Patterns(dict):
    """REGEX_PATTERNS, each compiled on first use: an input reaches the patterns of the fields it has."""

    def __missing__(self, key):
        compiled = self[key] = _COMPILE[key]()
        return compiled


REGEX_PATTERNS = _Patterns()

NoneType = type(None)

def validate_https___kfgen_dev_schemas_v1alpha1_environment_json(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['apiVersion', 'kind', 'metadata', 'spec']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain ")
        data_keys = set(data.keys())
        if "apiVersion" in data_keys:
            data_keys.remove("apiVersion")
            data__apiVersion = data["apiVersion"]
            if not isinstance(data__apiVersion, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".apiVersion must be string")
            if not (isinstance(data__apiVersion, str) and data__apiVersion == 'kfgen.dev/v1alpha1'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".apiVersion must be one of ['kfgen.dev/v1alpha1']")
        if "kind" in data_keys:
            data_keys.remove("kind")
            data__kind = data["kind"]
            if not isinstance(data__kind, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".kind must be string")
            if not (isinstance(data__kind, str) and data__kind == 'Environment'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".kind must be one of ['Environment']")
        if "metadata" in data_keys:
            data_keys.remove("metadata")
            data__metadata = data["metadata"]
            if not isinstance(data__metadata, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".metadata must be object")
            data__metadata_is_dict = isinstance(data__metadata, dict)
            if data__metadata_is_dict:
                data__metadata__missing_keys = set(['name']) - data__metadata.keys()
                if data__metadata__missing_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".metadata must contain ")
                data__metadata_keys = set(data__metadata.keys())
                if "name" in data__metadata_keys:
                    data__metadata_keys.remove("name")
                    data__metadata__name = data__metadata["name"]
                    if not isinstance(data__metadata__name, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".metadata.name must be string")
                if "namespace" in data__metadata_keys:
                    data__metadata_keys.remove("namespace")
                    data__metadata__namespace = data__metadata["namespace"]
                    if not isinstance(data__metadata__namespace, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".metadata.namespace must be string")
                if "labels" in data__metadata_keys:
                    data__metadata_keys.remove("labels")
                    data__metadata__labels = data__metadata["labels"]
                    if not isinstance(data__metadata__labels, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".metadata.labels must be object")
                    data__metadata__labels_is_dict = isinstance(data__metadata__labels, dict)
                    if data__metadata__labels_is_dict:
                        data__metadata__labels_keys = set(data__metadata__labels.keys())
                        for data__metadata__labels_key in data__metadata__labels_keys:
                            if data__metadata__labels_key not in []:
                                data__metadata__labels_value = data__metadata__labels.get(data__metadata__labels_key)
                                if not isinstance(data__metadata__labels_value, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".metadata.labels.{}".format(data__metadata__labels_key) + " must be string")
                if "annotations" in data__metadata_keys:
                    data__metadata_keys.remove("annotations")
                    data__metadata__annotations = data__metadata["annotations"]
                    if not isinstance(data__metadata__annotations, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".metadata.annotations must be object")
                    data__metadata__annotations_is_dict = isinstance(data__metadata__annotations, dict)
                    if data__metadata__annotations_is_dict:
                        data__metadata__annotations_keys = set(data__metadata__annotations.keys())
                        for data__metadata__annotations_key in data__metadata__annotations_keys:
                            if data__metadata__annotations_key not in []:
                                data__metadata__annotations_value = data__metadata__annotations.get(data__metadata__annotations_key)
                                if not isinstance(data__metadata__annotations_value, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".metadata.annotations.{}".format(data__metadata__annotations_key) + " must be string")
        if "spec" in data_keys:
            data_keys.remove("spec")
            data__spec = data["spec"]
            if not isinstance(data__spec, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec must be object")
            data__spec_is_dict = isinstance(data__spec, dict)
            if data__spec_is_dict:
                data__spec_keys = set(data__spec.keys())
                if "namespace" in data__spec_keys:
                    data__spec_keys.remove("namespace")
                    data__spec__namespace = data__spec["namespace"]
                    if not isinstance(data__spec__namespace, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.namespace must be string")
                    if isinstance(data__spec__namespace, str):
                        data__spec__namespace_len = len(data__spec__namespace)
                        if data__spec__namespace_len > 63:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.namespace must be shorter than or equal to 63 characters")
                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__namespace):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.namespace must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                if "registry" in data__spec_keys:
                    data__spec_keys.remove("registry")
                    data__spec__registry = data__spec["registry"]
                    if not isinstance(data__spec__registry, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.registry must be string")
                    if isinstance(data__spec__registry, str):
                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.:]*[a-z0-9])?(/[-a-z0-9._]+)*$'].search(data__spec__registry):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.registry must match pattern ^[a-z0-9]([-a-z0-9.:]*[a-z0-9])?(/[-a-z0-9._]+)*$")
                if "imagePullSecrets" in data__spec_keys:
                    data__spec_keys.remove("imagePullSecrets")
                    data__spec__imagePullSecrets = data__spec["imagePullSecrets"]
                    if not isinstance(data__spec__imagePullSecrets, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.imagePullSecrets must be array")
                    data__spec__imagePullSecrets_is_list = isinstance(data__spec__imagePullSecrets, (list, tuple))
                    if data__spec__imagePullSecrets_is_list:
                        data__spec__imagePullSecrets_len = len(data__spec__imagePullSecrets)
                        for data__spec__imagePullSecrets_x, data__spec__imagePullSecrets_item in enumerate(data__spec__imagePullSecrets):
                            if not isinstance(data__spec__imagePullSecrets_item, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.imagePullSecrets[{}]".format(data__spec__imagePullSecrets_x) + " must be string")
                            if isinstance(data__spec__imagePullSecrets_item, str):
                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__imagePullSecrets_item):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.imagePullSecrets[{}]".format(data__spec__imagePullSecrets_x) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                if "serviceAccount" in data__spec_keys:
                    data__spec_keys.remove("serviceAccount")
                    data__spec__serviceAccount = data__spec["serviceAccount"]
                    if not isinstance(data__spec__serviceAccount, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.serviceAccount must be string")
                    if isinstance(data__spec__serviceAccount, str):
                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__serviceAccount):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.serviceAccount must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                if "defaults" in data__spec_keys:
                    data__spec_keys.remove("defaults")
                    data__spec__defaults = data__spec["defaults"]
                    if not isinstance(data__spec__defaults, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults must be object")
                    data__spec__defaults_is_dict = isinstance(data__spec__defaults, dict)
                    if data__spec__defaults_is_dict:
                        data__spec__defaults_keys = set(data__spec__defaults.keys())
                        if "resources" in data__spec__defaults_keys:
                            data__spec__defaults_keys.remove("resources")
                            data__spec__defaults__resources = data__spec__defaults["resources"]
                            if not isinstance(data__spec__defaults__resources, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources must be object")
                            data__spec__defaults__resources_is_dict = isinstance(data__spec__defaults__resources, dict)
                            if data__spec__defaults__resources_is_dict:
                                data__spec__defaults__resources_keys = set(data__spec__defaults__resources.keys())
                                if "cpu" in data__spec__defaults__resources_keys:
                                    data__spec__defaults__resources_keys.remove("cpu")
                                    data__spec__defaults__resources__cpu = data__spec__defaults__resources["cpu"]
                                    data__spec__defaults__resources__cpu_any_of_count1 = 0
                                    if not data__spec__defaults__resources__cpu_any_of_count1 and not (not isinstance(data__spec__defaults__resources__cpu, (int)) or isinstance(data__spec__defaults__resources__cpu, bool)):
                                        try:
                                            if isinstance(data__spec__defaults__resources__cpu, (int, float, Decimal)) and not isinstance(data__spec__defaults__resources__cpu, bool):
                                                if data__spec__defaults__resources__cpu < 0:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.cpu must be bigger than or equal to 0")
                                            data__spec__defaults__resources__cpu_any_of_count1 += 1
                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                    if not data__spec__defaults__resources__cpu_any_of_count1 and not (not isinstance(data__spec__defaults__resources__cpu, (str))):
                                        try:
                                            if isinstance(data__spec__defaults__resources__cpu, str):
                                                if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__defaults__resources__cpu):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.cpu must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                            data__spec__defaults__resources__cpu_any_of_count1 += 1
                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                    if not data__spec__defaults__resources__cpu_any_of_count1:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.cpu cannot be validated by any definition")
                                if "memory" in data__spec__defaults__resources_keys:
                                    data__spec__defaults__resources_keys.remove("memory")
                                    data__spec__defaults__resources__memory = data__spec__defaults__resources["memory"]
                                    data__spec__defaults__resources__memory_any_of_count2 = 0
                                    if not data__spec__defaults__resources__memory_any_of_count2 and not (not isinstance(data__spec__defaults__resources__memory, (int)) or isinstance(data__spec__defaults__resources__memory, bool)):
                                        try:
                                            if isinstance(data__spec__defaults__resources__memory, (int, float, Decimal)) and not isinstance(data__spec__defaults__resources__memory, bool):
                                                if data__spec__defaults__resources__memory < 0:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.memory must be bigger than or equal to 0")
                                            data__spec__defaults__resources__memory_any_of_count2 += 1
                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                    if not data__spec__defaults__resources__memory_any_of_count2 and not (not isinstance(data__spec__defaults__resources__memory, (str))):
                                        try:
                                            if isinstance(data__spec__defaults__resources__memory, str):
                                                if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__defaults__resources__memory):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.memory must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                            data__spec__defaults__resources__memory_any_of_count2 += 1
                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                    if not data__spec__defaults__resources__memory_any_of_count2:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.memory cannot be validated by any definition")
                                if "ephemeralStorage" in data__spec__defaults__resources_keys:
                                    data__spec__defaults__resources_keys.remove("ephemeralStorage")
                                    data__spec__defaults__resources__ephemeralStorage = data__spec__defaults__resources["ephemeralStorage"]
                                    data__spec__defaults__resources__ephemeralStorage_any_of_count3 = 0
                                    if not data__spec__defaults__resources__ephemeralStorage_any_of_count3 and not (not isinstance(data__spec__defaults__resources__ephemeralStorage, (int)) or isinstance(data__spec__defaults__resources__ephemeralStorage, bool)):
                                        try:
                                            if isinstance(data__spec__defaults__resources__ephemeralStorage, (int, float, Decimal)) and not isinstance(data__spec__defaults__resources__ephemeralStorage, bool):
                                                if data__spec__defaults__resources__ephemeralStorage < 0:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.ephemeralStorage must be bigger than or equal to 0")
                                            data__spec__defaults__resources__ephemeralStorage_any_of_count3 += 1
                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                    if not data__spec__defaults__resources__ephemeralStorage_any_of_count3 and not (not isinstance(data__spec__defaults__resources__ephemeralStorage, (str))):
                                        try:
                                            if isinstance(data__spec__defaults__resources__ephemeralStorage, str):
                                                if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__defaults__resources__ephemeralStorage):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.ephemeralStorage must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                            data__spec__defaults__resources__ephemeralStorage_any_of_count3 += 1
                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                    if not data__spec__defaults__resources__ephemeralStorage_any_of_count3:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.ephemeralStorage cannot be validated by any definition")
                                if "gpu" in data__spec__defaults__resources_keys:
                                    data__spec__defaults__resources_keys.remove("gpu")
                                    data__spec__defaults__resources__gpu = data__spec__defaults__resources["gpu"]
                                    if not isinstance(data__spec__defaults__resources__gpu, (int)) or isinstance(data__spec__defaults__resources__gpu, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.gpu must be integer")
                                    if isinstance(data__spec__defaults__resources__gpu, (int, float, Decimal)) and not isinstance(data__spec__defaults__resources__gpu, bool):
                                        if data__spec__defaults__resources__gpu < 0:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.gpu must be bigger than or equal to 0")
                                if "limits" in data__spec__defaults__resources_keys:
                                    data__spec__defaults__resources_keys.remove("limits")
                                    data__spec__defaults__resources__limits = data__spec__defaults__resources["limits"]
                                    if not isinstance(data__spec__defaults__resources__limits, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits must be object")
                                    data__spec__defaults__resources__limits_is_dict = isinstance(data__spec__defaults__resources__limits, dict)
                                    if data__spec__defaults__resources__limits_is_dict:
                                        data__spec__defaults__resources__limits_keys = set(data__spec__defaults__resources__limits.keys())
                                        if "cpu" in data__spec__defaults__resources__limits_keys:
                                            data__spec__defaults__resources__limits_keys.remove("cpu")
                                            data__spec__defaults__resources__limits__cpu = data__spec__defaults__resources__limits["cpu"]
                                            data__spec__defaults__resources__limits__cpu_any_of_count4 = 0
                                            if not data__spec__defaults__resources__limits__cpu_any_of_count4 and not (not isinstance(data__spec__defaults__resources__limits__cpu, (int)) or isinstance(data__spec__defaults__resources__limits__cpu, bool)):
                                                try:
                                                    if isinstance(data__spec__defaults__resources__limits__cpu, (int, float, Decimal)) and not isinstance(data__spec__defaults__resources__limits__cpu, bool):
                                                        if data__spec__defaults__resources__limits__cpu < 0:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits.cpu must be bigger than or equal to 0")
                                                    data__spec__defaults__resources__limits__cpu_any_of_count4 += 1
                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                            if not data__spec__defaults__resources__limits__cpu_any_of_count4 and not (not isinstance(data__spec__defaults__resources__limits__cpu, (str))):
                                                try:
                                                    if isinstance(data__spec__defaults__resources__limits__cpu, str):
                                                        if not REGEX_PATTERNS['^(unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)$'].search(data__spec__defaults__resources__limits__cpu):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits.cpu must match pattern ^(unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)$")
                                                    data__spec__defaults__resources__limits__cpu_any_of_count4 += 1
                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                            if not data__spec__defaults__resources__limits__cpu_any_of_count4:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits.cpu cannot be validated by any definition")
                                        if "memory" in data__spec__defaults__resources__limits_keys:
                                            data__spec__defaults__resources__limits_keys.remove("memory")
                                            data__spec__defaults__resources__limits__memory = data__spec__defaults__resources__limits["memory"]
                                            data__spec__defaults__resources__limits__memory_any_of_count5 = 0
                                            if not data__spec__defaults__resources__limits__memory_any_of_count5 and not (not isinstance(data__spec__defaults__resources__limits__memory, (int)) or isinstance(data__spec__defaults__resources__limits__memory, bool)):
                                                try:
                                                    if isinstance(data__spec__defaults__resources__limits__memory, (int, float, Decimal)) and not isinstance(data__spec__defaults__resources__limits__memory, bool):
                                                        if data__spec__defaults__resources__limits__memory < 0:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits.memory must be bigger than or equal to 0")
                                                    data__spec__defaults__resources__limits__memory_any_of_count5 += 1
                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                            if not data__spec__defaults__resources__limits__memory_any_of_count5 and not (not isinstance(data__spec__defaults__resources__limits__memory, (str))):
                                                try:
                                                    if isinstance(data__spec__defaults__resources__limits__memory, str):
                                                        if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__defaults__resources__limits__memory):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits.memory must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                    data__spec__defaults__resources__limits__memory_any_of_count5 += 1
                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                            if not data__spec__defaults__resources__limits__memory_any_of_count5:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits.memory cannot be validated by any definition")
                                        if "ephemeralStorage" in data__spec__defaults__resources__limits_keys:
                                            data__spec__defaults__resources__limits_keys.remove("ephemeralStorage")
                                            data__spec__defaults__resources__limits__ephemeralStorage = data__spec__defaults__resources__limits["ephemeralStorage"]
                                            data__spec__defaults__resources__limits__ephemeralStorage_any_of_count6 = 0
                                            if not data__spec__defaults__resources__limits__ephemeralStorage_any_of_count6 and not (not isinstance(data__spec__defaults__resources__limits__ephemeralStorage, (int)) or isinstance(data__spec__defaults__resources__limits__ephemeralStorage, bool)):
                                                try:
                                                    if isinstance(data__spec__defaults__resources__limits__ephemeralStorage, (int, float, Decimal)) and not isinstance(data__spec__defaults__resources__limits__ephemeralStorage, bool):
                                                        if data__spec__defaults__resources__limits__ephemeralStorage < 0:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits.ephemeralStorage must be bigger than or equal to 0")
                                                    data__spec__defaults__resources__limits__ephemeralStorage_any_of_count6 += 1
                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                            if not data__spec__defaults__resources__limits__ephemeralStorage_any_of_count6 and not (not isinstance(data__spec__defaults__resources__limits__ephemeralStorage, (str))):
                                                try:
                                                    if isinstance(data__spec__defaults__resources__limits__ephemeralStorage, str):
                                                        if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__defaults__resources__limits__ephemeralStorage):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits.ephemeralStorage must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                    data__spec__defaults__resources__limits__ephemeralStorage_any_of_count6 += 1
                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                            if not data__spec__defaults__resources__limits__ephemeralStorage_any_of_count6:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits.ephemeralStorage cannot be validated by any definition")
                                        if data__spec__defaults__resources__limits_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits must not contain "+str(data__spec__defaults__resources__limits_keys)+" properties")
                                if data__spec__defaults__resources_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources must not contain "+str(data__spec__defaults__resources_keys)+" properties")
                        if "gpu" in data__spec__defaults_keys:
                            data__spec__defaults_keys.remove("gpu")
                            data__spec__defaults__gpu = data__spec__defaults["gpu"]
                            if not isinstance(data__spec__defaults__gpu, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.gpu must be object")
                            data__spec__defaults__gpu_is_dict = isinstance(data__spec__defaults__gpu, dict)
                            if data__spec__defaults__gpu_is_dict:
                                data__spec__defaults__gpu_keys = set(data__spec__defaults__gpu.keys())
                                if "resource" in data__spec__defaults__gpu_keys:
                                    data__spec__defaults__gpu_keys.remove("resource")
                                    data__spec__defaults__gpu__resource = data__spec__defaults__gpu["resource"]
                                    if not isinstance(data__spec__defaults__gpu__resource, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.gpu.resource must be string")
                                    if isinstance(data__spec__defaults__gpu__resource, str):
                                        if not REGEX_PATTERNS['^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$'].search(data__spec__defaults__gpu__resource):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.gpu.resource must match pattern ^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$")
                                if "products" in data__spec__defaults__gpu_keys:
                                    data__spec__defaults__gpu_keys.remove("products")
                                    data__spec__defaults__gpu__products = data__spec__defaults__gpu["products"]
                                    if not isinstance(data__spec__defaults__gpu__products, (list, tuple)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.gpu.products must be array")
                                    data__spec__defaults__gpu__products_is_list = isinstance(data__spec__defaults__gpu__products, (list, tuple))
                                    if data__spec__defaults__gpu__products_is_list:
                                        data__spec__defaults__gpu__products_len = len(data__spec__defaults__gpu__products)
                                        if data__spec__defaults__gpu__products_len < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.gpu.products must contain at least 1 items")
                                        for data__spec__defaults__gpu__products_x, data__spec__defaults__gpu__products_item in enumerate(data__spec__defaults__gpu__products):
                                            if not isinstance(data__spec__defaults__gpu__products_item, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.gpu.products[{}]".format(data__spec__defaults__gpu__products_x) + " must be string")
                                            if isinstance(data__spec__defaults__gpu__products_item, str):
                                                data__spec__defaults__gpu__products_item_len = len(data__spec__defaults__gpu__products_item)
                                                if data__spec__defaults__gpu__products_item_len < 1:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.gpu.products[{}]".format(data__spec__defaults__gpu__products_x) + " must be longer than or equal to 1 characters")
                                if data__spec__defaults__gpu_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.gpu must not contain "+str(data__spec__defaults__gpu_keys)+" properties")
                        if "nodeSelector" in data__spec__defaults_keys:
                            data__spec__defaults_keys.remove("nodeSelector")
                            data__spec__defaults__nodeSelector = data__spec__defaults["nodeSelector"]
                            if not isinstance(data__spec__defaults__nodeSelector, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.nodeSelector must be object")
                            data__spec__defaults__nodeSelector_is_dict = isinstance(data__spec__defaults__nodeSelector, dict)
                            if data__spec__defaults__nodeSelector_is_dict:
                                data__spec__defaults__nodeSelector_keys = set(data__spec__defaults__nodeSelector.keys())
                                for data__spec__defaults__nodeSelector_key in data__spec__defaults__nodeSelector_keys:
                                    if data__spec__defaults__nodeSelector_key not in []:
                                        data__spec__defaults__nodeSelector_value = data__spec__defaults__nodeSelector.get(data__spec__defaults__nodeSelector_key)
                                        if not isinstance(data__spec__defaults__nodeSelector_value, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.nodeSelector.{}".format(data__spec__defaults__nodeSelector_key) + " must be string")
                        if "tolerations" in data__spec__defaults_keys:
                            data__spec__defaults_keys.remove("tolerations")
                            data__spec__defaults__tolerations = data__spec__defaults["tolerations"]
                            if not isinstance(data__spec__defaults__tolerations, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.tolerations must be array")
                            data__spec__defaults__tolerations_is_list = isinstance(data__spec__defaults__tolerations, (list, tuple))
                            if data__spec__defaults__tolerations_is_list:
                                data__spec__defaults__tolerations_len = len(data__spec__defaults__tolerations)
                                for data__spec__defaults__tolerations_x, data__spec__defaults__tolerations_item in enumerate(data__spec__defaults__tolerations):
                                    validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d0(data__spec__defaults__tolerations_item, custom_formats, (name_prefix or "data") + ".spec.defaults.tolerations[{}]".format(data__spec__defaults__tolerations_x))
                        if "priorityClassName" in data__spec__defaults_keys:
                            data__spec__defaults_keys.remove("priorityClassName")
                            data__spec__defaults__priorityClassName = data__spec__defaults["priorityClassName"]
                            if not isinstance(data__spec__defaults__priorityClassName, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.priorityClassName must be string")
                            if isinstance(data__spec__defaults__priorityClassName, str):
                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__defaults__priorityClassName):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.priorityClassName must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                        if "schedulerName" in data__spec__defaults_keys:
                            data__spec__defaults_keys.remove("schedulerName")
                            data__spec__defaults__schedulerName = data__spec__defaults["schedulerName"]
                            if not isinstance(data__spec__defaults__schedulerName, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.schedulerName must be string")
                        if "queue" in data__spec__defaults_keys:
                            data__spec__defaults_keys.remove("queue")
                            data__spec__defaults__queue = data__spec__defaults["queue"]
                            if not isinstance(data__spec__defaults__queue, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.queue must be string")
                            if isinstance(data__spec__defaults__queue, str):
                                data__spec__defaults__queue_len = len(data__spec__defaults__queue)
                                if data__spec__defaults__queue_len > 63:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.queue must be shorter than or equal to 63 characters")
                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__defaults__queue):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.queue must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                        if "queuePriority" in data__spec__defaults_keys:
                            data__spec__defaults_keys.remove("queuePriority")
                            data__spec__defaults__queuePriority = data__spec__defaults["queuePriority"]
                            if not isinstance(data__spec__defaults__queuePriority, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.queuePriority must be string")
                            if isinstance(data__spec__defaults__queuePriority, str):
                                data__spec__defaults__queuePriority_len = len(data__spec__defaults__queuePriority)
                                if data__spec__defaults__queuePriority_len > 253:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.queuePriority must be shorter than or equal to 253 characters")
                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__defaults__queuePriority):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.queuePriority must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                        if "sharedMemory" in data__spec__defaults_keys:
                            data__spec__defaults_keys.remove("sharedMemory")
                            data__spec__defaults__sharedMemory = data__spec__defaults["sharedMemory"]
                            if not isinstance(data__spec__defaults__sharedMemory, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.sharedMemory must be string")
                            if isinstance(data__spec__defaults__sharedMemory, str):
                                if not REGEX_PATTERNS['^(auto|unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)$'].search(data__spec__defaults__sharedMemory):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.sharedMemory must match pattern ^(auto|unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)$")
                        if "imagePullPolicy" in data__spec__defaults_keys:
                            data__spec__defaults_keys.remove("imagePullPolicy")
                            data__spec__defaults__imagePullPolicy = data__spec__defaults["imagePullPolicy"]
                            if not isinstance(data__spec__defaults__imagePullPolicy, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.imagePullPolicy must be string")
                            if not (isinstance(data__spec__defaults__imagePullPolicy, str) and data__spec__defaults__imagePullPolicy == 'Always' or isinstance(data__spec__defaults__imagePullPolicy, str) and data__spec__defaults__imagePullPolicy == 'IfNotPresent' or isinstance(data__spec__defaults__imagePullPolicy, str) and data__spec__defaults__imagePullPolicy == 'Never'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.imagePullPolicy must be one of ['Always', 'IfNotPresent', 'Never']")
                        if "restartPolicy" in data__spec__defaults_keys:
                            data__spec__defaults_keys.remove("restartPolicy")
                            data__spec__defaults__restartPolicy = data__spec__defaults["restartPolicy"]
                            if not isinstance(data__spec__defaults__restartPolicy, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.restartPolicy must be string")
                            if not (isinstance(data__spec__defaults__restartPolicy, str) and data__spec__defaults__restartPolicy == 'OnFailure' or isinstance(data__spec__defaults__restartPolicy, str) and data__spec__defaults__restartPolicy == 'Never' or isinstance(data__spec__defaults__restartPolicy, str) and data__spec__defaults__restartPolicy == 'Always' or isinstance(data__spec__defaults__restartPolicy, str) and data__spec__defaults__restartPolicy == 'ExitCode'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.restartPolicy must be one of ['OnFailure', 'Never', 'Always', 'ExitCode']")
                        if data__spec__defaults_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults must not contain "+str(data__spec__defaults_keys)+" properties")
                if "mlflow" in data__spec_keys:
                    data__spec_keys.remove("mlflow")
                    data__spec__mlflow = data__spec["mlflow"]
                    if not isinstance(data__spec__mlflow, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow must be object")
                    data__spec__mlflow_is_dict = isinstance(data__spec__mlflow, dict)
                    if data__spec__mlflow_is_dict:
                        data__spec__mlflow_keys = set(data__spec__mlflow.keys())
                        if "trackingUri" in data__spec__mlflow_keys:
                            data__spec__mlflow_keys.remove("trackingUri")
                            data__spec__mlflow__trackingUri = data__spec__mlflow["trackingUri"]
                            if not isinstance(data__spec__mlflow__trackingUri, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.trackingUri must be string")
                            if isinstance(data__spec__mlflow__trackingUri, str):
                                if not REGEX_PATTERNS['^[a-z][a-z0-9+.-]*://'].search(data__spec__mlflow__trackingUri):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.trackingUri must match pattern ^[a-z][a-z0-9+.-]*://")
                        if "server" in data__spec__mlflow_keys:
                            data__spec__mlflow_keys.remove("server")
                            data__spec__mlflow__server = data__spec__mlflow["server"]
                            if not isinstance(data__spec__mlflow__server, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server must be object")
                            data__spec__mlflow__server_is_dict = isinstance(data__spec__mlflow__server, dict)
                            if data__spec__mlflow__server_is_dict:
                                data__spec__mlflow__server__missing_keys = set(['image']) - data__spec__mlflow__server.keys()
                                if data__spec__mlflow__server__missing_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server must contain ")
                                data__spec__mlflow__server_keys = set(data__spec__mlflow__server.keys())
                                if "name" in data__spec__mlflow__server_keys:
                                    data__spec__mlflow__server_keys.remove("name")
                                    data__spec__mlflow__server__name = data__spec__mlflow__server["name"]
                                    if not isinstance(data__spec__mlflow__server__name, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.name must be string")
                                    if isinstance(data__spec__mlflow__server__name, str):
                                        data__spec__mlflow__server__name_len = len(data__spec__mlflow__server__name)
                                        if data__spec__mlflow__server__name_len > 63:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.name must be shorter than or equal to 63 characters")
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__mlflow__server__name):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.name must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                if "namespace" in data__spec__mlflow__server_keys:
                                    data__spec__mlflow__server_keys.remove("namespace")
                                    data__spec__mlflow__server__namespace = data__spec__mlflow__server["namespace"]
                                    if not isinstance(data__spec__mlflow__server__namespace, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.namespace must be string")
                                    if isinstance(data__spec__mlflow__server__namespace, str):
                                        data__spec__mlflow__server__namespace_len = len(data__spec__mlflow__server__namespace)
                                        if data__spec__mlflow__server__namespace_len > 63:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.namespace must be shorter than or equal to 63 characters")
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__mlflow__server__namespace):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.namespace must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                if "image" in data__spec__mlflow__server_keys:
                                    data__spec__mlflow__server_keys.remove("image")
                                    data__spec__mlflow__server__image = data__spec__mlflow__server["image"]
                                    if not isinstance(data__spec__mlflow__server__image, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.image must be string")
                                    if isinstance(data__spec__mlflow__server__image, str):
                                        data__spec__mlflow__server__image_len = len(data__spec__mlflow__server__image)
                                        if data__spec__mlflow__server__image_len < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.image must be longer than or equal to 1 characters")
                                if "port" in data__spec__mlflow__server_keys:
                                    data__spec__mlflow__server_keys.remove("port")
                                    data__spec__mlflow__server__port = data__spec__mlflow__server["port"]
                                    if not isinstance(data__spec__mlflow__server__port, (int)) or isinstance(data__spec__mlflow__server__port, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.port must be integer")
                                    if isinstance(data__spec__mlflow__server__port, (int, float, Decimal)) and not isinstance(data__spec__mlflow__server__port, bool):
                                        if data__spec__mlflow__server__port < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.port must be bigger than or equal to 1")
                                        if data__spec__mlflow__server__port > 65535:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.port must be smaller than or equal to 65535")
                                if "replicas" in data__spec__mlflow__server_keys:
                                    data__spec__mlflow__server_keys.remove("replicas")
                                    data__spec__mlflow__server__replicas = data__spec__mlflow__server["replicas"]
                                    if not isinstance(data__spec__mlflow__server__replicas, (int)) or isinstance(data__spec__mlflow__server__replicas, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.replicas must be integer")
                                    if isinstance(data__spec__mlflow__server__replicas, (int, float, Decimal)) and not isinstance(data__spec__mlflow__server__replicas, bool):
                                        if data__spec__mlflow__server__replicas < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.replicas must be bigger than or equal to 1")
                                        if data__spec__mlflow__server__replicas > 100:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.replicas must be smaller than or equal to 100")
                                if "workers" in data__spec__mlflow__server_keys:
                                    data__spec__mlflow__server_keys.remove("workers")
                                    data__spec__mlflow__server__workers = data__spec__mlflow__server["workers"]
                                    if not isinstance(data__spec__mlflow__server__workers, (int)) or isinstance(data__spec__mlflow__server__workers, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.workers must be integer")
                                    if isinstance(data__spec__mlflow__server__workers, (int, float, Decimal)) and not isinstance(data__spec__mlflow__server__workers, bool):
                                        if data__spec__mlflow__server__workers < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.workers must be bigger than or equal to 1")
                                        if data__spec__mlflow__server__workers > 64:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.workers must be smaller than or equal to 64")
                                if "resources" in data__spec__mlflow__server_keys:
                                    data__spec__mlflow__server_keys.remove("resources")
                                    data__spec__mlflow__server__resources = data__spec__mlflow__server["resources"]
                                    if not isinstance(data__spec__mlflow__server__resources, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.resources must be object")
                                    data__spec__mlflow__server__resources_is_dict = isinstance(data__spec__mlflow__server__resources, dict)
                                    if data__spec__mlflow__server__resources_is_dict:
                                        data__spec__mlflow__server__resources_keys = set(data__spec__mlflow__server__resources.keys())
                                        if "cpu" in data__spec__mlflow__server__resources_keys:
                                            data__spec__mlflow__server__resources_keys.remove("cpu")
                                            data__spec__mlflow__server__resources__cpu = data__spec__mlflow__server__resources["cpu"]
                                            data__spec__mlflow__server__resources__cpu_any_of_count7 = 0
                                            if not data__spec__mlflow__server__resources__cpu_any_of_count7 and not (not isinstance(data__spec__mlflow__server__resources__cpu, (int)) or isinstance(data__spec__mlflow__server__resources__cpu, bool)):
                                                try:
                                                    if isinstance(data__spec__mlflow__server__resources__cpu, (int, float, Decimal)) and not isinstance(data__spec__mlflow__server__resources__cpu, bool):
                                                        if data__spec__mlflow__server__resources__cpu < 0:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.resources.cpu must be bigger than or equal to 0")
                                                    data__spec__mlflow__server__resources__cpu_any_of_count7 += 1
                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                            if not data__spec__mlflow__server__resources__cpu_any_of_count7 and not (not isinstance(data__spec__mlflow__server__resources__cpu, (str))):
                                                try:
                                                    if isinstance(data__spec__mlflow__server__resources__cpu, str):
                                                        if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__mlflow__server__resources__cpu):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.resources.cpu must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                    data__spec__mlflow__server__resources__cpu_any_of_count7 += 1
                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                            if not data__spec__mlflow__server__resources__cpu_any_of_count7:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.resources.cpu cannot be validated by any definition")
                                        if "memory" in data__spec__mlflow__server__resources_keys:
                                            data__spec__mlflow__server__resources_keys.remove("memory")
                                            data__spec__mlflow__server__resources__memory = data__spec__mlflow__server__resources["memory"]
                                            data__spec__mlflow__server__resources__memory_any_of_count8 = 0
                                            if not data__spec__mlflow__server__resources__memory_any_of_count8 and not (not isinstance(data__spec__mlflow__server__resources__memory, (int)) or isinstance(data__spec__mlflow__server__resources__memory, bool)):
                                                try:
                                                    if isinstance(data__spec__mlflow__server__resources__memory, (int, float, Decimal)) and not isinstance(data__spec__mlflow__server__resources__memory, bool):
                                                        if data__spec__mlflow__server__resources__memory < 0:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.resources.memory must be bigger than or equal to 0")
                                                    data__spec__mlflow__server__resources__memory_any_of_count8 += 1
                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                            if not data__spec__mlflow__server__resources__memory_any_of_count8 and not (not isinstance(data__spec__mlflow__server__resources__memory, (str))):
                                                try:
                                                    if isinstance(data__spec__mlflow__server__resources__memory, str):
                                                        if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__mlflow__server__resources__memory):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.resources.memory must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                    data__spec__mlflow__server__resources__memory_any_of_count8 += 1
                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                            if not data__spec__mlflow__server__resources__memory_any_of_count8:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.resources.memory cannot be validated by any definition")
                                        if data__spec__mlflow__server__resources_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.resources must not contain "+str(data__spec__mlflow__server__resources_keys)+" properties")
                                if "storage" in data__spec__mlflow__server_keys:
                                    data__spec__mlflow__server_keys.remove("storage")
                                    data__spec__mlflow__server__storage = data__spec__mlflow__server["storage"]
                                    if not isinstance(data__spec__mlflow__server__storage, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.storage must be object")
                                    data__spec__mlflow__server__storage_is_dict = isinstance(data__spec__mlflow__server__storage, dict)
                                    if data__spec__mlflow__server__storage_is_dict:
                                        data__spec__mlflow__server__storage__missing_keys = set(['size']) - data__spec__mlflow__server__storage.keys()
                                        if data__spec__mlflow__server__storage__missing_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.storage must contain ")
                                        data__spec__mlflow__server__storage_keys = set(data__spec__mlflow__server__storage.keys())
                                        if "size" in data__spec__mlflow__server__storage_keys:
                                            data__spec__mlflow__server__storage_keys.remove("size")
                                            data__spec__mlflow__server__storage__size = data__spec__mlflow__server__storage["size"]
                                            data__spec__mlflow__server__storage__size_any_of_count9 = 0
                                            if not data__spec__mlflow__server__storage__size_any_of_count9 and not (not isinstance(data__spec__mlflow__server__storage__size, (int)) or isinstance(data__spec__mlflow__server__storage__size, bool)):
                                                try:
                                                    if isinstance(data__spec__mlflow__server__storage__size, (int, float, Decimal)) and not isinstance(data__spec__mlflow__server__storage__size, bool):
                                                        if data__spec__mlflow__server__storage__size < 0:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.storage.size must be bigger than or equal to 0")
                                                    data__spec__mlflow__server__storage__size_any_of_count9 += 1
                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                            if not data__spec__mlflow__server__storage__size_any_of_count9 and not (not isinstance(data__spec__mlflow__server__storage__size, (str))):
                                                try:
                                                    if isinstance(data__spec__mlflow__server__storage__size, str):
                                                        if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__mlflow__server__storage__size):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.storage.size must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                    data__spec__mlflow__server__storage__size_any_of_count9 += 1
                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                            if not data__spec__mlflow__server__storage__size_any_of_count9:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.storage.size cannot be validated by any definition")
                                        if "storageClass" in data__spec__mlflow__server__storage_keys:
                                            data__spec__mlflow__server__storage_keys.remove("storageClass")
                                            data__spec__mlflow__server__storage__storageClass = data__spec__mlflow__server__storage["storageClass"]
                                            if not isinstance(data__spec__mlflow__server__storage__storageClass, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.storage.storageClass must be string")
                                            if isinstance(data__spec__mlflow__server__storage__storageClass, str):
                                                data__spec__mlflow__server__storage__storageClass_len = len(data__spec__mlflow__server__storage__storageClass)
                                                if data__spec__mlflow__server__storage__storageClass_len < 1:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.storage.storageClass must be longer than or equal to 1 characters")
                                        if data__spec__mlflow__server__storage_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.storage must not contain "+str(data__spec__mlflow__server__storage_keys)+" properties")
                                if "backendStore" in data__spec__mlflow__server_keys:
                                    data__spec__mlflow__server_keys.remove("backendStore")
                                    data__spec__mlflow__server__backendStore = data__spec__mlflow__server["backendStore"]
                                    if not isinstance(data__spec__mlflow__server__backendStore, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.backendStore must be object")
                                    data__spec__mlflow__server__backendStore_is_dict = isinstance(data__spec__mlflow__server__backendStore, dict)
                                    if data__spec__mlflow__server__backendStore_is_dict:
                                        data__spec__mlflow__server__backendStore_keys = set(data__spec__mlflow__server__backendStore.keys())
                                        if "sqlite" in data__spec__mlflow__server__backendStore_keys:
                                            data__spec__mlflow__server__backendStore_keys.remove("sqlite")
                                            data__spec__mlflow__server__backendStore__sqlite = data__spec__mlflow__server__backendStore["sqlite"]
                                            if not isinstance(data__spec__mlflow__server__backendStore__sqlite, (bool)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.backendStore.sqlite must be boolean")
                                        if "uri" in data__spec__mlflow__server__backendStore_keys:
                                            data__spec__mlflow__server__backendStore_keys.remove("uri")
                                            data__spec__mlflow__server__backendStore__uri = data__spec__mlflow__server__backendStore["uri"]
                                            if not isinstance(data__spec__mlflow__server__backendStore__uri, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.backendStore.uri must be string")
                                            if isinstance(data__spec__mlflow__server__backendStore__uri, str):
                                                if not REGEX_PATTERNS['^[a-z][a-z0-9+]*://'].search(data__spec__mlflow__server__backendStore__uri):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.backendStore.uri must match pattern ^[a-z][a-z0-9+]*://")
                                        if "uriSecret" in data__spec__mlflow__server__backendStore_keys:
                                            data__spec__mlflow__server__backendStore_keys.remove("uriSecret")
                                            data__spec__mlflow__server__backendStore__uriSecret = data__spec__mlflow__server__backendStore["uriSecret"]
                                            validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d1(data__spec__mlflow__server__backendStore__uriSecret, custom_formats, (name_prefix or "data") + ".spec.mlflow.server.backendStore.uriSecret")
                                        if "passwordSecret" in data__spec__mlflow__server__backendStore_keys:
                                            data__spec__mlflow__server__backendStore_keys.remove("passwordSecret")
                                            data__spec__mlflow__server__backendStore__passwordSecret = data__spec__mlflow__server__backendStore["passwordSecret"]
                                            if not isinstance(data__spec__mlflow__server__backendStore__passwordSecret, (dict)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.backendStore.passwordSecret must be object")
                                            data__spec__mlflow__server__backendStore__passwordSecret_is_dict = isinstance(data__spec__mlflow__server__backendStore__passwordSecret, dict)
                                            if data__spec__mlflow__server__backendStore__passwordSecret_is_dict:
                                                data__spec__mlflow__server__backendStore__passwordSecret__missing_keys = set(['secret', 'key']) - data__spec__mlflow__server__backendStore__passwordSecret.keys()
                                                if data__spec__mlflow__server__backendStore__passwordSecret__missing_keys:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.backendStore.passwordSecret must contain ")
                                                data__spec__mlflow__server__backendStore__passwordSecret_keys = set(data__spec__mlflow__server__backendStore__passwordSecret.keys())
                                                if "secret" in data__spec__mlflow__server__backendStore__passwordSecret_keys:
                                                    data__spec__mlflow__server__backendStore__passwordSecret_keys.remove("secret")
                                                    data__spec__mlflow__server__backendStore__passwordSecret__secret = data__spec__mlflow__server__backendStore__passwordSecret["secret"]
                                                    if not isinstance(data__spec__mlflow__server__backendStore__passwordSecret__secret, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.backendStore.passwordSecret.secret must be string")
                                                    if isinstance(data__spec__mlflow__server__backendStore__passwordSecret__secret, str):
                                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__mlflow__server__backendStore__passwordSecret__secret):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.backendStore.passwordSecret.secret must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                                if "key" in data__spec__mlflow__server__backendStore__passwordSecret_keys:
                                                    data__spec__mlflow__server__backendStore__passwordSecret_keys.remove("key")
                                                    data__spec__mlflow__server__backendStore__passwordSecret__key = data__spec__mlflow__server__backendStore__passwordSecret["key"]
                                                    if not isinstance(data__spec__mlflow__server__backendStore__passwordSecret__key, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.backendStore.passwordSecret.key must be string")
                                                    if isinstance(data__spec__mlflow__server__backendStore__passwordSecret__key, str):
                                                        if not REGEX_PATTERNS['^[-._a-zA-Z0-9]+$'].search(data__spec__mlflow__server__backendStore__passwordSecret__key):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.backendStore.passwordSecret.key must match pattern ^[-._a-zA-Z0-9]+$")
                                                if "optional" in data__spec__mlflow__server__backendStore__passwordSecret_keys:
                                                    data__spec__mlflow__server__backendStore__passwordSecret_keys.remove("optional")
                                                    data__spec__mlflow__server__backendStore__passwordSecret__optional = data__spec__mlflow__server__backendStore__passwordSecret["optional"]
                                                    if not isinstance(data__spec__mlflow__server__backendStore__passwordSecret__optional, (bool)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.backendStore.passwordSecret.optional must be boolean")
                                                if data__spec__mlflow__server__backendStore__passwordSecret_keys:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.backendStore.passwordSecret must not contain "+str(data__spec__mlflow__server__backendStore__passwordSecret_keys)+" properties")
                                        if data__spec__mlflow__server__backendStore_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.backendStore must not contain "+str(data__spec__mlflow__server__backendStore_keys)+" properties")
                                if "artifacts" in data__spec__mlflow__server_keys:
                                    data__spec__mlflow__server_keys.remove("artifacts")
                                    data__spec__mlflow__server__artifacts = data__spec__mlflow__server["artifacts"]
                                    if not isinstance(data__spec__mlflow__server__artifacts, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.artifacts must be object")
                                    data__spec__mlflow__server__artifacts_is_dict = isinstance(data__spec__mlflow__server__artifacts, dict)
                                    if data__spec__mlflow__server__artifacts_is_dict:
                                        data__spec__mlflow__server__artifacts_keys = set(data__spec__mlflow__server__artifacts.keys())
                                        if "volume" in data__spec__mlflow__server__artifacts_keys:
                                            data__spec__mlflow__server__artifacts_keys.remove("volume")
                                            data__spec__mlflow__server__artifacts__volume = data__spec__mlflow__server__artifacts["volume"]
                                            if not isinstance(data__spec__mlflow__server__artifacts__volume, (bool)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.artifacts.volume must be boolean")
                                        if "s3" in data__spec__mlflow__server__artifacts_keys:
                                            data__spec__mlflow__server__artifacts_keys.remove("s3")
                                            data__spec__mlflow__server__artifacts__s3 = data__spec__mlflow__server__artifacts["s3"]
                                            if not isinstance(data__spec__mlflow__server__artifacts__s3, (dict)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.artifacts.s3 must be object")
                                            data__spec__mlflow__server__artifacts__s3_is_dict = isinstance(data__spec__mlflow__server__artifacts__s3, dict)
                                            if data__spec__mlflow__server__artifacts__s3_is_dict:
                                                data__spec__mlflow__server__artifacts__s3__missing_keys = set(['uri']) - data__spec__mlflow__server__artifacts__s3.keys()
                                                if data__spec__mlflow__server__artifacts__s3__missing_keys:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.artifacts.s3 must contain ")
                                                data__spec__mlflow__server__artifacts__s3_keys = set(data__spec__mlflow__server__artifacts__s3.keys())
                                                if "uri" in data__spec__mlflow__server__artifacts__s3_keys:
                                                    data__spec__mlflow__server__artifacts__s3_keys.remove("uri")
                                                    data__spec__mlflow__server__artifacts__s3__uri = data__spec__mlflow__server__artifacts__s3["uri"]
                                                    if not isinstance(data__spec__mlflow__server__artifacts__s3__uri, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.artifacts.s3.uri must be string")
                                                    if isinstance(data__spec__mlflow__server__artifacts__s3__uri, str):
                                                        if not REGEX_PATTERNS['^s3://[a-z0-9][-a-z0-9.]{1,61}[a-z0-9](/.*)?$'].search(data__spec__mlflow__server__artifacts__s3__uri):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.artifacts.s3.uri must match pattern ^s3://[a-z0-9][-a-z0-9.]{1,61}[a-z0-9](/.*)?$")
                                                if "endpoint" in data__spec__mlflow__server__artifacts__s3_keys:
                                                    data__spec__mlflow__server__artifacts__s3_keys.remove("endpoint")
                                                    data__spec__mlflow__server__artifacts__s3__endpoint = data__spec__mlflow__server__artifacts__s3["endpoint"]
                                                    if not isinstance(data__spec__mlflow__server__artifacts__s3__endpoint, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.artifacts.s3.endpoint must be string")
                                                    if isinstance(data__spec__mlflow__server__artifacts__s3__endpoint, str):
                                                        if not REGEX_PATTERNS['^https?://'].search(data__spec__mlflow__server__artifacts__s3__endpoint):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.artifacts.s3.endpoint must match pattern ^https?://")
                                                if "region" in data__spec__mlflow__server__artifacts__s3_keys:
                                                    data__spec__mlflow__server__artifacts__s3_keys.remove("region")
                                                    data__spec__mlflow__server__artifacts__s3__region = data__spec__mlflow__server__artifacts__s3["region"]
                                                    if not isinstance(data__spec__mlflow__server__artifacts__s3__region, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.artifacts.s3.region must be string")
                                                    if isinstance(data__spec__mlflow__server__artifacts__s3__region, str):
                                                        data__spec__mlflow__server__artifacts__s3__region_len = len(data__spec__mlflow__server__artifacts__s3__region)
                                                        if data__spec__mlflow__server__artifacts__s3__region_len < 1:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.artifacts.s3.region must be longer than or equal to 1 characters")
                                                if "accessKeyId" in data__spec__mlflow__server__artifacts__s3_keys:
                                                    data__spec__mlflow__server__artifacts__s3_keys.remove("accessKeyId")
                                                    data__spec__mlflow__server__artifacts__s3__accessKeyId = data__spec__mlflow__server__artifacts__s3["accessKeyId"]
                                                    validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d1(data__spec__mlflow__server__artifacts__s3__accessKeyId, custom_formats, (name_prefix or "data") + ".spec.mlflow.server.artifacts.s3.accessKeyId")
                                                if "secretAccessKey" in data__spec__mlflow__server__artifacts__s3_keys:
                                                    data__spec__mlflow__server__artifacts__s3_keys.remove("secretAccessKey")
                                                    data__spec__mlflow__server__artifacts__s3__secretAccessKey = data__spec__mlflow__server__artifacts__s3["secretAccessKey"]
                                                    validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d1(data__spec__mlflow__server__artifacts__s3__secretAccessKey, custom_formats, (name_prefix or "data") + ".spec.mlflow.server.artifacts.s3.secretAccessKey")
                                                if data__spec__mlflow__server__artifacts__s3_keys:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.artifacts.s3 must not contain "+str(data__spec__mlflow__server__artifacts__s3_keys)+" properties")
                                        if data__spec__mlflow__server__artifacts_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.artifacts must not contain "+str(data__spec__mlflow__server__artifacts_keys)+" properties")
                                if "auth" in data__spec__mlflow__server_keys:
                                    data__spec__mlflow__server_keys.remove("auth")
                                    data__spec__mlflow__server__auth = data__spec__mlflow__server["auth"]
                                    if not isinstance(data__spec__mlflow__server__auth, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth must be object")
                                    data__spec__mlflow__server__auth_is_dict = isinstance(data__spec__mlflow__server__auth, dict)
                                    if data__spec__mlflow__server__auth_is_dict:
                                        data__spec__mlflow__server__auth__missing_keys = set(['adminUsername', 'adminPassword', 'flaskSecretKey']) - data__spec__mlflow__server__auth.keys()
                                        if data__spec__mlflow__server__auth__missing_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth must contain ")
                                        data__spec__mlflow__server__auth_keys = set(data__spec__mlflow__server__auth.keys())
                                        if "adminUsername" in data__spec__mlflow__server__auth_keys:
                                            data__spec__mlflow__server__auth_keys.remove("adminUsername")
                                            data__spec__mlflow__server__auth__adminUsername = data__spec__mlflow__server__auth["adminUsername"]
                                            validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d1(data__spec__mlflow__server__auth__adminUsername, custom_formats, (name_prefix or "data") + ".spec.mlflow.server.auth.adminUsername")
                                        if "adminPassword" in data__spec__mlflow__server__auth_keys:
                                            data__spec__mlflow__server__auth_keys.remove("adminPassword")
                                            data__spec__mlflow__server__auth__adminPassword = data__spec__mlflow__server__auth["adminPassword"]
                                            validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d1(data__spec__mlflow__server__auth__adminPassword, custom_formats, (name_prefix or "data") + ".spec.mlflow.server.auth.adminPassword")
                                        if "flaskSecretKey" in data__spec__mlflow__server__auth_keys:
                                            data__spec__mlflow__server__auth_keys.remove("flaskSecretKey")
                                            data__spec__mlflow__server__auth__flaskSecretKey = data__spec__mlflow__server__auth["flaskSecretKey"]
                                            if not isinstance(data__spec__mlflow__server__auth__flaskSecretKey, (dict)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth.flaskSecretKey must be object")
                                            data__spec__mlflow__server__auth__flaskSecretKey_is_dict = isinstance(data__spec__mlflow__server__auth__flaskSecretKey, dict)
                                            if data__spec__mlflow__server__auth__flaskSecretKey_is_dict:
                                                data__spec__mlflow__server__auth__flaskSecretKey__missing_keys = set(['secret', 'key']) - data__spec__mlflow__server__auth__flaskSecretKey.keys()
                                                if data__spec__mlflow__server__auth__flaskSecretKey__missing_keys:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth.flaskSecretKey must contain ")
                                                data__spec__mlflow__server__auth__flaskSecretKey_keys = set(data__spec__mlflow__server__auth__flaskSecretKey.keys())
                                                if "secret" in data__spec__mlflow__server__auth__flaskSecretKey_keys:
                                                    data__spec__mlflow__server__auth__flaskSecretKey_keys.remove("secret")
                                                    data__spec__mlflow__server__auth__flaskSecretKey__secret = data__spec__mlflow__server__auth__flaskSecretKey["secret"]
                                                    if not isinstance(data__spec__mlflow__server__auth__flaskSecretKey__secret, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth.flaskSecretKey.secret must be string")
                                                    if isinstance(data__spec__mlflow__server__auth__flaskSecretKey__secret, str):
                                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__mlflow__server__auth__flaskSecretKey__secret):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth.flaskSecretKey.secret must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                                if "key" in data__spec__mlflow__server__auth__flaskSecretKey_keys:
                                                    data__spec__mlflow__server__auth__flaskSecretKey_keys.remove("key")
                                                    data__spec__mlflow__server__auth__flaskSecretKey__key = data__spec__mlflow__server__auth__flaskSecretKey["key"]
                                                    if not isinstance(data__spec__mlflow__server__auth__flaskSecretKey__key, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth.flaskSecretKey.key must be string")
                                                    if isinstance(data__spec__mlflow__server__auth__flaskSecretKey__key, str):
                                                        if not REGEX_PATTERNS['^[-._a-zA-Z0-9]+$'].search(data__spec__mlflow__server__auth__flaskSecretKey__key):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth.flaskSecretKey.key must match pattern ^[-._a-zA-Z0-9]+$")
                                                if "optional" in data__spec__mlflow__server__auth__flaskSecretKey_keys:
                                                    data__spec__mlflow__server__auth__flaskSecretKey_keys.remove("optional")
                                                    data__spec__mlflow__server__auth__flaskSecretKey__optional = data__spec__mlflow__server__auth__flaskSecretKey["optional"]
                                                    if not isinstance(data__spec__mlflow__server__auth__flaskSecretKey__optional, (bool)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth.flaskSecretKey.optional must be boolean")
                                                if data__spec__mlflow__server__auth__flaskSecretKey_keys:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth.flaskSecretKey must not contain "+str(data__spec__mlflow__server__auth__flaskSecretKey_keys)+" properties")
                                        if "configSecret" in data__spec__mlflow__server__auth_keys:
                                            data__spec__mlflow__server__auth_keys.remove("configSecret")
                                            data__spec__mlflow__server__auth__configSecret = data__spec__mlflow__server__auth["configSecret"]
                                            if not isinstance(data__spec__mlflow__server__auth__configSecret, (dict)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth.configSecret must be object")
                                            data__spec__mlflow__server__auth__configSecret_is_dict = isinstance(data__spec__mlflow__server__auth__configSecret, dict)
                                            if data__spec__mlflow__server__auth__configSecret_is_dict:
                                                data__spec__mlflow__server__auth__configSecret__missing_keys = set(['secret', 'key']) - data__spec__mlflow__server__auth__configSecret.keys()
                                                if data__spec__mlflow__server__auth__configSecret__missing_keys:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth.configSecret must contain ")
                                                data__spec__mlflow__server__auth__configSecret_keys = set(data__spec__mlflow__server__auth__configSecret.keys())
                                                if "secret" in data__spec__mlflow__server__auth__configSecret_keys:
                                                    data__spec__mlflow__server__auth__configSecret_keys.remove("secret")
                                                    data__spec__mlflow__server__auth__configSecret__secret = data__spec__mlflow__server__auth__configSecret["secret"]
                                                    if not isinstance(data__spec__mlflow__server__auth__configSecret__secret, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth.configSecret.secret must be string")
                                                    if isinstance(data__spec__mlflow__server__auth__configSecret__secret, str):
                                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__mlflow__server__auth__configSecret__secret):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth.configSecret.secret must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                                if "key" in data__spec__mlflow__server__auth__configSecret_keys:
                                                    data__spec__mlflow__server__auth__configSecret_keys.remove("key")
                                                    data__spec__mlflow__server__auth__configSecret__key = data__spec__mlflow__server__auth__configSecret["key"]
                                                    if not isinstance(data__spec__mlflow__server__auth__configSecret__key, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth.configSecret.key must be string")
                                                    if isinstance(data__spec__mlflow__server__auth__configSecret__key, str):
                                                        if not REGEX_PATTERNS['^[-._a-zA-Z0-9]+$'].search(data__spec__mlflow__server__auth__configSecret__key):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth.configSecret.key must match pattern ^[-._a-zA-Z0-9]+$")
                                                if "optional" in data__spec__mlflow__server__auth__configSecret_keys:
                                                    data__spec__mlflow__server__auth__configSecret_keys.remove("optional")
                                                    data__spec__mlflow__server__auth__configSecret__optional = data__spec__mlflow__server__auth__configSecret["optional"]
                                                    if not isinstance(data__spec__mlflow__server__auth__configSecret__optional, (bool)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth.configSecret.optional must be boolean")
                                                if data__spec__mlflow__server__auth__configSecret_keys:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth.configSecret must not contain "+str(data__spec__mlflow__server__auth__configSecret_keys)+" properties")
                                        if "defaultPermission" in data__spec__mlflow__server__auth_keys:
                                            data__spec__mlflow__server__auth_keys.remove("defaultPermission")
                                            data__spec__mlflow__server__auth__defaultPermission = data__spec__mlflow__server__auth["defaultPermission"]
                                            if not isinstance(data__spec__mlflow__server__auth__defaultPermission, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth.defaultPermission must be string")
                                            if not (isinstance(data__spec__mlflow__server__auth__defaultPermission, str) and data__spec__mlflow__server__auth__defaultPermission == 'READ' or isinstance(data__spec__mlflow__server__auth__defaultPermission, str) and data__spec__mlflow__server__auth__defaultPermission == 'EDIT' or isinstance(data__spec__mlflow__server__auth__defaultPermission, str) and data__spec__mlflow__server__auth__defaultPermission == 'MANAGE' or isinstance(data__spec__mlflow__server__auth__defaultPermission, str) and data__spec__mlflow__server__auth__defaultPermission == 'NO_PERMISSIONS'):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth.defaultPermission must be one of ['READ', 'EDIT', 'MANAGE', 'NO_PERMISSIONS']")
                                        if data__spec__mlflow__server__auth_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.auth must not contain "+str(data__spec__mlflow__server__auth_keys)+" properties")
                                if "allowedHosts" in data__spec__mlflow__server_keys:
                                    data__spec__mlflow__server_keys.remove("allowedHosts")
                                    data__spec__mlflow__server__allowedHosts = data__spec__mlflow__server["allowedHosts"]
                                    if not isinstance(data__spec__mlflow__server__allowedHosts, (list, tuple)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.allowedHosts must be array")
                                    data__spec__mlflow__server__allowedHosts_is_list = isinstance(data__spec__mlflow__server__allowedHosts, (list, tuple))
                                    if data__spec__mlflow__server__allowedHosts_is_list:
                                        data__spec__mlflow__server__allowedHosts_len = len(data__spec__mlflow__server__allowedHosts)
                                        if data__spec__mlflow__server__allowedHosts_len < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.allowedHosts must contain at least 1 items")
                                        for data__spec__mlflow__server__allowedHosts_x, data__spec__mlflow__server__allowedHosts_item in enumerate(data__spec__mlflow__server__allowedHosts):
                                            if not isinstance(data__spec__mlflow__server__allowedHosts_item, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.allowedHosts[{}]".format(data__spec__mlflow__server__allowedHosts_x) + " must be string")
                                            if isinstance(data__spec__mlflow__server__allowedHosts_item, str):
                                                if not REGEX_PATTERNS['^[-a-z0-9.*:\\[\\]]+$'].search(data__spec__mlflow__server__allowedHosts_item):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.allowedHosts[{}]".format(data__spec__mlflow__server__allowedHosts_x) + " must match pattern ^[-a-z0-9.*:\\[\\]]+$")
                                if "ingress" in data__spec__mlflow__server_keys:
                                    data__spec__mlflow__server_keys.remove("ingress")
                                    data__spec__mlflow__server__ingress = data__spec__mlflow__server["ingress"]
                                    if not isinstance(data__spec__mlflow__server__ingress, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.ingress must be object")
                                    data__spec__mlflow__server__ingress_is_dict = isinstance(data__spec__mlflow__server__ingress, dict)
                                    if data__spec__mlflow__server__ingress_is_dict:
                                        data__spec__mlflow__server__ingress__missing_keys = set(['host']) - data__spec__mlflow__server__ingress.keys()
                                        if data__spec__mlflow__server__ingress__missing_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.ingress must contain ")
                                        data__spec__mlflow__server__ingress_keys = set(data__spec__mlflow__server__ingress.keys())
                                        if "host" in data__spec__mlflow__server__ingress_keys:
                                            data__spec__mlflow__server__ingress_keys.remove("host")
                                            data__spec__mlflow__server__ingress__host = data__spec__mlflow__server__ingress["host"]
                                            if not isinstance(data__spec__mlflow__server__ingress__host, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.ingress.host must be string")
                                            if isinstance(data__spec__mlflow__server__ingress__host, str):
                                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__mlflow__server__ingress__host):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.ingress.host must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                        if "className" in data__spec__mlflow__server__ingress_keys:
                                            data__spec__mlflow__server__ingress_keys.remove("className")
                                            data__spec__mlflow__server__ingress__className = data__spec__mlflow__server__ingress["className"]
                                            if not isinstance(data__spec__mlflow__server__ingress__className, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.ingress.className must be string")
                                            if isinstance(data__spec__mlflow__server__ingress__className, str):
                                                data__spec__mlflow__server__ingress__className_len = len(data__spec__mlflow__server__ingress__className)
                                                if data__spec__mlflow__server__ingress__className_len < 1:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.ingress.className must be longer than or equal to 1 characters")
                                        if "tlsSecret" in data__spec__mlflow__server__ingress_keys:
                                            data__spec__mlflow__server__ingress_keys.remove("tlsSecret")
                                            data__spec__mlflow__server__ingress__tlsSecret = data__spec__mlflow__server__ingress["tlsSecret"]
                                            if not isinstance(data__spec__mlflow__server__ingress__tlsSecret, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.ingress.tlsSecret must be string")
                                            if isinstance(data__spec__mlflow__server__ingress__tlsSecret, str):
                                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__mlflow__server__ingress__tlsSecret):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.ingress.tlsSecret must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                        if "namespace" in data__spec__mlflow__server__ingress_keys:
                                            data__spec__mlflow__server__ingress_keys.remove("namespace")
                                            data__spec__mlflow__server__ingress__namespace = data__spec__mlflow__server__ingress["namespace"]
                                            if not isinstance(data__spec__mlflow__server__ingress__namespace, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.ingress.namespace must be string")
                                            if isinstance(data__spec__mlflow__server__ingress__namespace, str):
                                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__mlflow__server__ingress__namespace):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.ingress.namespace must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                        if data__spec__mlflow__server__ingress_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.ingress must not contain "+str(data__spec__mlflow__server__ingress_keys)+" properties")
                                if "gc" in data__spec__mlflow__server_keys:
                                    data__spec__mlflow__server_keys.remove("gc")
                                    data__spec__mlflow__server__gc = data__spec__mlflow__server["gc"]
                                    if not isinstance(data__spec__mlflow__server__gc, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.gc must be object")
                                    data__spec__mlflow__server__gc_is_dict = isinstance(data__spec__mlflow__server__gc, dict)
                                    if data__spec__mlflow__server__gc_is_dict:
                                        data__spec__mlflow__server__gc__missing_keys = set(['schedule', 'olderThan']) - data__spec__mlflow__server__gc.keys()
                                        if data__spec__mlflow__server__gc__missing_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.gc must contain ")
                                        data__spec__mlflow__server__gc_keys = set(data__spec__mlflow__server__gc.keys())
                                        if "schedule" in data__spec__mlflow__server__gc_keys:
                                            data__spec__mlflow__server__gc_keys.remove("schedule")
                                            data__spec__mlflow__server__gc__schedule = data__spec__mlflow__server__gc["schedule"]
                                            if not isinstance(data__spec__mlflow__server__gc__schedule, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.gc.schedule must be string")
                                            if isinstance(data__spec__mlflow__server__gc__schedule, str):
                                                if not REGEX_PATTERNS['^(@(hourly|daily|weekly|monthly|yearly)|(\\S+\\s+){4}\\S+)$'].search(data__spec__mlflow__server__gc__schedule):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.gc.schedule must match pattern ^(@(hourly|daily|weekly|monthly|yearly)|(\\S+\\s+){4}\\S+)$")
                                        if "olderThan" in data__spec__mlflow__server__gc_keys:
                                            data__spec__mlflow__server__gc_keys.remove("olderThan")
                                            data__spec__mlflow__server__gc__olderThan = data__spec__mlflow__server__gc["olderThan"]
                                            if not isinstance(data__spec__mlflow__server__gc__olderThan, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.gc.olderThan must be string")
                                            if isinstance(data__spec__mlflow__server__gc__olderThan, str):
                                                if not REGEX_PATTERNS['^[0-9]+(d|h|m|s)$'].search(data__spec__mlflow__server__gc__olderThan):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.gc.olderThan must match pattern ^[0-9]+(d|h|m|s)$")
                                        if data__spec__mlflow__server__gc_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.gc must not contain "+str(data__spec__mlflow__server__gc_keys)+" properties")
                                if "clients" in data__spec__mlflow__server_keys:
                                    data__spec__mlflow__server_keys.remove("clients")
                                    data__spec__mlflow__server__clients = data__spec__mlflow__server["clients"]
                                    if not isinstance(data__spec__mlflow__server__clients, (list, tuple)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.clients must be array")
                                    data__spec__mlflow__server__clients_is_list = isinstance(data__spec__mlflow__server__clients, (list, tuple))
                                    if data__spec__mlflow__server__clients_is_list:
                                        data__spec__mlflow__server__clients_len = len(data__spec__mlflow__server__clients)
                                        for data__spec__mlflow__server__clients_x, data__spec__mlflow__server__clients_item in enumerate(data__spec__mlflow__server__clients):
                                            if not isinstance(data__spec__mlflow__server__clients_item, (dict)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.clients[{}]".format(data__spec__mlflow__server__clients_x) + " must be object")
                                            data__spec__mlflow__server__clients_item_is_dict = isinstance(data__spec__mlflow__server__clients_item, dict)
                                            if data__spec__mlflow__server__clients_item_is_dict:
                                                data__spec__mlflow__server__clients_item__missing_keys = set(['namespace']) - data__spec__mlflow__server__clients_item.keys()
                                                if data__spec__mlflow__server__clients_item__missing_keys:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.clients[{}]".format(data__spec__mlflow__server__clients_x) + " must contain ")
                                                data__spec__mlflow__server__clients_item_keys = set(data__spec__mlflow__server__clients_item.keys())
                                                if "namespace" in data__spec__mlflow__server__clients_item_keys:
                                                    data__spec__mlflow__server__clients_item_keys.remove("namespace")
                                                    data__spec__mlflow__server__clients_item__namespace = data__spec__mlflow__server__clients_item["namespace"]
                                                    if not isinstance(data__spec__mlflow__server__clients_item__namespace, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.clients[{}].namespace".format(data__spec__mlflow__server__clients_x) + " must be string")
                                                    if isinstance(data__spec__mlflow__server__clients_item__namespace, str):
                                                        data__spec__mlflow__server__clients_item__namespace_len = len(data__spec__mlflow__server__clients_item__namespace)
                                                        if data__spec__mlflow__server__clients_item__namespace_len > 63:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.clients[{}].namespace".format(data__spec__mlflow__server__clients_x) + " must be shorter than or equal to 63 characters")
                                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__mlflow__server__clients_item__namespace):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.clients[{}].namespace".format(data__spec__mlflow__server__clients_x) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                                if "podLabels" in data__spec__mlflow__server__clients_item_keys:
                                                    data__spec__mlflow__server__clients_item_keys.remove("podLabels")
                                                    data__spec__mlflow__server__clients_item__podLabels = data__spec__mlflow__server__clients_item["podLabels"]
                                                    if not isinstance(data__spec__mlflow__server__clients_item__podLabels, (dict)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.clients[{}].podLabels".format(data__spec__mlflow__server__clients_x) + " must be object")
                                                    data__spec__mlflow__server__clients_item__podLabels_is_dict = isinstance(data__spec__mlflow__server__clients_item__podLabels, dict)
                                                    if data__spec__mlflow__server__clients_item__podLabels_is_dict:
                                                        data__spec__mlflow__server__clients_item__podLabels_keys = set(data__spec__mlflow__server__clients_item__podLabels.keys())
                                                        for data__spec__mlflow__server__clients_item__podLabels_key in data__spec__mlflow__server__clients_item__podLabels_keys:
                                                            if data__spec__mlflow__server__clients_item__podLabels_key not in []:
                                                                data__spec__mlflow__server__clients_item__podLabels_value = data__spec__mlflow__server__clients_item__podLabels.get(data__spec__mlflow__server__clients_item__podLabels_key)
                                                                if not isinstance(data__spec__mlflow__server__clients_item__podLabels_value, (str)):
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.clients[{}].podLabels.{}".format(data__spec__mlflow__server__clients_x, data__spec__mlflow__server__clients_item__podLabels_key) + " must be string")
                                                if data__spec__mlflow__server__clients_item_keys:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.clients[{}]".format(data__spec__mlflow__server__clients_x) + " must not contain "+str(data__spec__mlflow__server__clients_item_keys)+" properties")
                                if "egress" in data__spec__mlflow__server_keys:
                                    data__spec__mlflow__server_keys.remove("egress")
                                    data__spec__mlflow__server__egress = data__spec__mlflow__server["egress"]
                                    if not isinstance(data__spec__mlflow__server__egress, (list, tuple)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.egress must be array")
                                    data__spec__mlflow__server__egress_is_list = isinstance(data__spec__mlflow__server__egress, (list, tuple))
                                    if data__spec__mlflow__server__egress_is_list:
                                        data__spec__mlflow__server__egress_len = len(data__spec__mlflow__server__egress)
                                        for data__spec__mlflow__server__egress_x, data__spec__mlflow__server__egress_item in enumerate(data__spec__mlflow__server__egress):
                                            validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d2(data__spec__mlflow__server__egress_item, custom_formats, (name_prefix or "data") + ".spec.mlflow.server.egress[{}]".format(data__spec__mlflow__server__egress_x))
                                if "monitor" in data__spec__mlflow__server_keys:
                                    data__spec__mlflow__server_keys.remove("monitor")
                                    data__spec__mlflow__server__monitor = data__spec__mlflow__server["monitor"]
                                    if not isinstance(data__spec__mlflow__server__monitor, (bool)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server.monitor must be boolean")
                                if data__spec__mlflow__server_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.server must not contain "+str(data__spec__mlflow__server_keys)+" properties")
                        if "credentials" in data__spec__mlflow_keys:
                            data__spec__mlflow_keys.remove("credentials")
                            data__spec__mlflow__credentials = data__spec__mlflow["credentials"]
                            if not isinstance(data__spec__mlflow__credentials, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.credentials must be object")
                            data__spec__mlflow__credentials_is_dict = isinstance(data__spec__mlflow__credentials, dict)
                            if data__spec__mlflow__credentials_is_dict:
                                data__spec__mlflow__credentials__missing_keys = set(['secret']) - data__spec__mlflow__credentials.keys()
                                if data__spec__mlflow__credentials__missing_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.credentials must contain ")
                                data__spec__mlflow__credentials_keys = set(data__spec__mlflow__credentials.keys())
                                if "secret" in data__spec__mlflow__credentials_keys:
                                    data__spec__mlflow__credentials_keys.remove("secret")
                                    data__spec__mlflow__credentials__secret = data__spec__mlflow__credentials["secret"]
                                    if not isinstance(data__spec__mlflow__credentials__secret, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.credentials.secret must be string")
                                    if isinstance(data__spec__mlflow__credentials__secret, str):
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__mlflow__credentials__secret):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.credentials.secret must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                if "usernameKey" in data__spec__mlflow__credentials_keys:
                                    data__spec__mlflow__credentials_keys.remove("usernameKey")
                                    data__spec__mlflow__credentials__usernameKey = data__spec__mlflow__credentials["usernameKey"]
                                    if not isinstance(data__spec__mlflow__credentials__usernameKey, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.credentials.usernameKey must be string")
                                    if isinstance(data__spec__mlflow__credentials__usernameKey, str):
                                        data__spec__mlflow__credentials__usernameKey_len = len(data__spec__mlflow__credentials__usernameKey)
                                        if data__spec__mlflow__credentials__usernameKey_len < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.credentials.usernameKey must be longer than or equal to 1 characters")
                                if "passwordKey" in data__spec__mlflow__credentials_keys:
                                    data__spec__mlflow__credentials_keys.remove("passwordKey")
                                    data__spec__mlflow__credentials__passwordKey = data__spec__mlflow__credentials["passwordKey"]
                                    if not isinstance(data__spec__mlflow__credentials__passwordKey, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.credentials.passwordKey must be string")
                                    if isinstance(data__spec__mlflow__credentials__passwordKey, str):
                                        data__spec__mlflow__credentials__passwordKey_len = len(data__spec__mlflow__credentials__passwordKey)
                                        if data__spec__mlflow__credentials__passwordKey_len < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.credentials.passwordKey must be longer than or equal to 1 characters")
                                if data__spec__mlflow__credentials_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.credentials must not contain "+str(data__spec__mlflow__credentials_keys)+" properties")
                        if "systemMetrics" in data__spec__mlflow_keys:
                            data__spec__mlflow_keys.remove("systemMetrics")
                            data__spec__mlflow__systemMetrics = data__spec__mlflow["systemMetrics"]
                            if not isinstance(data__spec__mlflow__systemMetrics, (bool)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow.systemMetrics must be boolean")
                        if data__spec__mlflow_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow must not contain "+str(data__spec__mlflow_keys)+" properties")
                if "networkPolicy" in data__spec_keys:
                    data__spec_keys.remove("networkPolicy")
                    data__spec__networkPolicy = data__spec["networkPolicy"]
                    if not isinstance(data__spec__networkPolicy, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy must be object")
                    data__spec__networkPolicy_is_dict = isinstance(data__spec__networkPolicy, dict)
                    if data__spec__networkPolicy_is_dict:
                        data__spec__networkPolicy_keys = set(data__spec__networkPolicy.keys())
                        if "enabled" in data__spec__networkPolicy_keys:
                            data__spec__networkPolicy_keys.remove("enabled")
                            data__spec__networkPolicy__enabled = data__spec__networkPolicy["enabled"]
                            if not isinstance(data__spec__networkPolicy__enabled, (bool)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.enabled must be boolean")
                        if "dns" in data__spec__networkPolicy_keys:
                            data__spec__networkPolicy_keys.remove("dns")
                            data__spec__networkPolicy__dns = data__spec__networkPolicy["dns"]
                            if not isinstance(data__spec__networkPolicy__dns, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.dns must be object")
                            data__spec__networkPolicy__dns_is_dict = isinstance(data__spec__networkPolicy__dns, dict)
                            if data__spec__networkPolicy__dns_is_dict:
                                data__spec__networkPolicy__dns_keys = set(data__spec__networkPolicy__dns.keys())
                                if "namespace" in data__spec__networkPolicy__dns_keys:
                                    data__spec__networkPolicy__dns_keys.remove("namespace")
                                    data__spec__networkPolicy__dns__namespace = data__spec__networkPolicy__dns["namespace"]
                                    if not isinstance(data__spec__networkPolicy__dns__namespace, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.dns.namespace must be string")
                                    if isinstance(data__spec__networkPolicy__dns__namespace, str):
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__networkPolicy__dns__namespace):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.dns.namespace must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                if "podLabels" in data__spec__networkPolicy__dns_keys:
                                    data__spec__networkPolicy__dns_keys.remove("podLabels")
                                    data__spec__networkPolicy__dns__podLabels = data__spec__networkPolicy__dns["podLabels"]
                                    if not isinstance(data__spec__networkPolicy__dns__podLabels, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.dns.podLabels must be object")
                                    data__spec__networkPolicy__dns__podLabels_is_dict = isinstance(data__spec__networkPolicy__dns__podLabels, dict)
                                    if data__spec__networkPolicy__dns__podLabels_is_dict:
                                        data__spec__networkPolicy__dns__podLabels_keys = set(data__spec__networkPolicy__dns__podLabels.keys())
                                        for data__spec__networkPolicy__dns__podLabels_key in data__spec__networkPolicy__dns__podLabels_keys:
                                            if data__spec__networkPolicy__dns__podLabels_key not in []:
                                                data__spec__networkPolicy__dns__podLabels_value = data__spec__networkPolicy__dns__podLabels.get(data__spec__networkPolicy__dns__podLabels_key)
                                                if not isinstance(data__spec__networkPolicy__dns__podLabels_value, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.dns.podLabels.{}".format(data__spec__networkPolicy__dns__podLabels_key) + " must be string")
                                if data__spec__networkPolicy__dns_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.dns must not contain "+str(data__spec__networkPolicy__dns_keys)+" properties")
                        if "monitoringNamespace" in data__spec__networkPolicy_keys:
                            data__spec__networkPolicy_keys.remove("monitoringNamespace")
                            data__spec__networkPolicy__monitoringNamespace = data__spec__networkPolicy["monitoringNamespace"]
                            if not isinstance(data__spec__networkPolicy__monitoringNamespace, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.monitoringNamespace must be string")
                            if isinstance(data__spec__networkPolicy__monitoringNamespace, str):
                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__networkPolicy__monitoringNamespace):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.monitoringNamespace must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                        if "etcd" in data__spec__networkPolicy_keys:
                            data__spec__networkPolicy_keys.remove("etcd")
                            data__spec__networkPolicy__etcd = data__spec__networkPolicy["etcd"]
                            if not isinstance(data__spec__networkPolicy__etcd, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.etcd must be object")
                            data__spec__networkPolicy__etcd_is_dict = isinstance(data__spec__networkPolicy__etcd, dict)
                            if data__spec__networkPolicy__etcd_is_dict:
                                data__spec__networkPolicy__etcd_keys = set(data__spec__networkPolicy__etcd.keys())
                                if "namespace" in data__spec__networkPolicy__etcd_keys:
                                    data__spec__networkPolicy__etcd_keys.remove("namespace")
                                    data__spec__networkPolicy__etcd__namespace = data__spec__networkPolicy__etcd["namespace"]
                                    if not isinstance(data__spec__networkPolicy__etcd__namespace, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.etcd.namespace must be string")
                                    if isinstance(data__spec__networkPolicy__etcd__namespace, str):
                                        data__spec__networkPolicy__etcd__namespace_len = len(data__spec__networkPolicy__etcd__namespace)
                                        if data__spec__networkPolicy__etcd__namespace_len > 63:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.etcd.namespace must be shorter than or equal to 63 characters")
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__networkPolicy__etcd__namespace):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.etcd.namespace must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                if "podLabels" in data__spec__networkPolicy__etcd_keys:
                                    data__spec__networkPolicy__etcd_keys.remove("podLabels")
                                    data__spec__networkPolicy__etcd__podLabels = data__spec__networkPolicy__etcd["podLabels"]
                                    if not isinstance(data__spec__networkPolicy__etcd__podLabels, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.etcd.podLabels must be object")
                                    data__spec__networkPolicy__etcd__podLabels_is_dict = isinstance(data__spec__networkPolicy__etcd__podLabels, dict)
                                    if data__spec__networkPolicy__etcd__podLabels_is_dict:
                                        data__spec__networkPolicy__etcd__podLabels_keys = set(data__spec__networkPolicy__etcd__podLabels.keys())
                                        for data__spec__networkPolicy__etcd__podLabels_key in data__spec__networkPolicy__etcd__podLabels_keys:
                                            if data__spec__networkPolicy__etcd__podLabels_key not in []:
                                                data__spec__networkPolicy__etcd__podLabels_value = data__spec__networkPolicy__etcd__podLabels.get(data__spec__networkPolicy__etcd__podLabels_key)
                                                if not isinstance(data__spec__networkPolicy__etcd__podLabels_value, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.etcd.podLabels.{}".format(data__spec__networkPolicy__etcd__podLabels_key) + " must be string")
                                if "port" in data__spec__networkPolicy__etcd_keys:
                                    data__spec__networkPolicy__etcd_keys.remove("port")
                                    data__spec__networkPolicy__etcd__port = data__spec__networkPolicy__etcd["port"]
                                    if not isinstance(data__spec__networkPolicy__etcd__port, (int)) or isinstance(data__spec__networkPolicy__etcd__port, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.etcd.port must be integer")
                                    if isinstance(data__spec__networkPolicy__etcd__port, (int, float, Decimal)) and not isinstance(data__spec__networkPolicy__etcd__port, bool):
                                        if data__spec__networkPolicy__etcd__port < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.etcd.port must be bigger than or equal to 1")
                                        if data__spec__networkPolicy__etcd__port > 65535:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.etcd.port must be smaller than or equal to 65535")
                                if data__spec__networkPolicy__etcd_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.etcd must not contain "+str(data__spec__networkPolicy__etcd_keys)+" properties")
                        if "egress" in data__spec__networkPolicy_keys:
                            data__spec__networkPolicy_keys.remove("egress")
                            data__spec__networkPolicy__egress = data__spec__networkPolicy["egress"]
                            if not isinstance(data__spec__networkPolicy__egress, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy.egress must be array")
                            data__spec__networkPolicy__egress_is_list = isinstance(data__spec__networkPolicy__egress, (list, tuple))
                            if data__spec__networkPolicy__egress_is_list:
                                data__spec__networkPolicy__egress_len = len(data__spec__networkPolicy__egress)
                                for data__spec__networkPolicy__egress_x, data__spec__networkPolicy__egress_item in enumerate(data__spec__networkPolicy__egress):
                                    validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d2(data__spec__networkPolicy__egress_item, custom_formats, (name_prefix or "data") + ".spec.networkPolicy.egress[{}]".format(data__spec__networkPolicy__egress_x))
                        if data__spec__networkPolicy_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.networkPolicy must not contain "+str(data__spec__networkPolicy_keys)+" properties")
                if "monitoring" in data__spec_keys:
                    data__spec_keys.remove("monitoring")
                    data__spec__monitoring = data__spec["monitoring"]
                    if not isinstance(data__spec__monitoring, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring must be object")
                    data__spec__monitoring_is_dict = isinstance(data__spec__monitoring, dict)
                    if data__spec__monitoring_is_dict:
                        data__spec__monitoring_keys = set(data__spec__monitoring.keys())
                        if "labels" in data__spec__monitoring_keys:
                            data__spec__monitoring_keys.remove("labels")
                            data__spec__monitoring__labels = data__spec__monitoring["labels"]
                            if not isinstance(data__spec__monitoring__labels, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.labels must be object")
                            data__spec__monitoring__labels_is_dict = isinstance(data__spec__monitoring__labels, dict)
                            if data__spec__monitoring__labels_is_dict:
                                data__spec__monitoring__labels_keys = set(data__spec__monitoring__labels.keys())
                                for data__spec__monitoring__labels_key in data__spec__monitoring__labels_keys:
                                    if data__spec__monitoring__labels_key not in []:
                                        data__spec__monitoring__labels_value = data__spec__monitoring__labels.get(data__spec__monitoring__labels_key)
                                        if not isinstance(data__spec__monitoring__labels_value, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.labels.{}".format(data__spec__monitoring__labels_key) + " must be string")
                        if "monitor" in data__spec__monitoring_keys:
                            data__spec__monitoring_keys.remove("monitor")
                            data__spec__monitoring__monitor = data__spec__monitoring["monitor"]
                            if not isinstance(data__spec__monitoring__monitor, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.monitor must be string")
                            if not (isinstance(data__spec__monitoring__monitor, str) and data__spec__monitoring__monitor == 'ServiceMonitor' or isinstance(data__spec__monitoring__monitor, str) and data__spec__monitoring__monitor == 'PodMonitor'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.monitor must be one of ['ServiceMonitor', 'PodMonitor']")
                        if "interval" in data__spec__monitoring_keys:
                            data__spec__monitoring_keys.remove("interval")
                            data__spec__monitoring__interval = data__spec__monitoring["interval"]
                            if not isinstance(data__spec__monitoring__interval, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.interval must be string")
                            if isinstance(data__spec__monitoring__interval, str):
                                if not REGEX_PATTERNS['^[0-9]+(ms|s|m|h)$'].search(data__spec__monitoring__interval):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.interval must match pattern ^[0-9]+(ms|s|m|h)$")
                        if "namespace" in data__spec__monitoring_keys:
                            data__spec__monitoring_keys.remove("namespace")
                            data__spec__monitoring__namespace = data__spec__monitoring["namespace"]
                            if not isinstance(data__spec__monitoring__namespace, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.namespace must be string")
                            if isinstance(data__spec__monitoring__namespace, str):
                                data__spec__monitoring__namespace_len = len(data__spec__monitoring__namespace)
                                if data__spec__monitoring__namespace_len > 63:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.namespace must be shorter than or equal to 63 characters")
                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__monitoring__namespace):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.namespace must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                        if "stateMetrics" in data__spec__monitoring_keys:
                            data__spec__monitoring_keys.remove("stateMetrics")
                            data__spec__monitoring__stateMetrics = data__spec__monitoring["stateMetrics"]
                            if not isinstance(data__spec__monitoring__stateMetrics, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics must be object")
                            data__spec__monitoring__stateMetrics_is_dict = isinstance(data__spec__monitoring__stateMetrics, dict)
                            if data__spec__monitoring__stateMetrics_is_dict:
                                data__spec__monitoring__stateMetrics_keys = set(data__spec__monitoring__stateMetrics.keys())
                                if "name" in data__spec__monitoring__stateMetrics_keys:
                                    data__spec__monitoring__stateMetrics_keys.remove("name")
                                    data__spec__monitoring__stateMetrics__name = data__spec__monitoring__stateMetrics["name"]
                                    if not isinstance(data__spec__monitoring__stateMetrics__name, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.name must be string")
                                    if isinstance(data__spec__monitoring__stateMetrics__name, str):
                                        data__spec__monitoring__stateMetrics__name_len = len(data__spec__monitoring__stateMetrics__name)
                                        if data__spec__monitoring__stateMetrics__name_len > 50:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.name must be shorter than or equal to 50 characters")
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__monitoring__stateMetrics__name):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.name must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                if "image" in data__spec__monitoring__stateMetrics_keys:
                                    data__spec__monitoring__stateMetrics_keys.remove("image")
                                    data__spec__monitoring__stateMetrics__image = data__spec__monitoring__stateMetrics["image"]
                                    if not isinstance(data__spec__monitoring__stateMetrics__image, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.image must be string")
                                    if isinstance(data__spec__monitoring__stateMetrics__image, str):
                                        if not REGEX_PATTERNS['^[^\\s:@]+(:[^\\s:@/]+)?(@sha256:[0-9a-f]{64})?$'].search(data__spec__monitoring__stateMetrics__image):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.image must match pattern ^[^\\s:@]+(:[^\\s:@/]+)?(@sha256:[0-9a-f]{64})?$")
                                if "serviceAccount" in data__spec__monitoring__stateMetrics_keys:
                                    data__spec__monitoring__stateMetrics_keys.remove("serviceAccount")
                                    data__spec__monitoring__stateMetrics__serviceAccount = data__spec__monitoring__stateMetrics["serviceAccount"]
                                    if not isinstance(data__spec__monitoring__stateMetrics__serviceAccount, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.serviceAccount must be object")
                                    data__spec__monitoring__stateMetrics__serviceAccount_is_dict = isinstance(data__spec__monitoring__stateMetrics__serviceAccount, dict)
                                    if data__spec__monitoring__stateMetrics__serviceAccount_is_dict:
                                        data__spec__monitoring__stateMetrics__serviceAccount__missing_keys = set(['name', 'namespace']) - data__spec__monitoring__stateMetrics__serviceAccount.keys()
                                        if data__spec__monitoring__stateMetrics__serviceAccount__missing_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.serviceAccount must contain ")
                                        data__spec__monitoring__stateMetrics__serviceAccount_keys = set(data__spec__monitoring__stateMetrics__serviceAccount.keys())
                                        if "name" in data__spec__monitoring__stateMetrics__serviceAccount_keys:
                                            data__spec__monitoring__stateMetrics__serviceAccount_keys.remove("name")
                                            data__spec__monitoring__stateMetrics__serviceAccount__name = data__spec__monitoring__stateMetrics__serviceAccount["name"]
                                            if not isinstance(data__spec__monitoring__stateMetrics__serviceAccount__name, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.serviceAccount.name must be string")
                                            if isinstance(data__spec__monitoring__stateMetrics__serviceAccount__name, str):
                                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__monitoring__stateMetrics__serviceAccount__name):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.serviceAccount.name must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                        if "namespace" in data__spec__monitoring__stateMetrics__serviceAccount_keys:
                                            data__spec__monitoring__stateMetrics__serviceAccount_keys.remove("namespace")
                                            data__spec__monitoring__stateMetrics__serviceAccount__namespace = data__spec__monitoring__stateMetrics__serviceAccount["namespace"]
                                            if not isinstance(data__spec__monitoring__stateMetrics__serviceAccount__namespace, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.serviceAccount.namespace must be string")
                                            if isinstance(data__spec__monitoring__stateMetrics__serviceAccount__namespace, str):
                                                data__spec__monitoring__stateMetrics__serviceAccount__namespace_len = len(data__spec__monitoring__stateMetrics__serviceAccount__namespace)
                                                if data__spec__monitoring__stateMetrics__serviceAccount__namespace_len > 63:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.serviceAccount.namespace must be shorter than or equal to 63 characters")
                                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__monitoring__stateMetrics__serviceAccount__namespace):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.serviceAccount.namespace must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                        if data__spec__monitoring__stateMetrics__serviceAccount_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.serviceAccount must not contain "+str(data__spec__monitoring__stateMetrics__serviceAccount_keys)+" properties")
                                if "resources" in data__spec__monitoring__stateMetrics_keys:
                                    data__spec__monitoring__stateMetrics_keys.remove("resources")
                                    data__spec__monitoring__stateMetrics__resources = data__spec__monitoring__stateMetrics["resources"]
                                    if not isinstance(data__spec__monitoring__stateMetrics__resources, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.resources must be object")
                                    data__spec__monitoring__stateMetrics__resources_is_dict = isinstance(data__spec__monitoring__stateMetrics__resources, dict)
                                    if data__spec__monitoring__stateMetrics__resources_is_dict:
                                        data__spec__monitoring__stateMetrics__resources_keys = set(data__spec__monitoring__stateMetrics__resources.keys())
                                        if "cpu" in data__spec__monitoring__stateMetrics__resources_keys:
                                            data__spec__monitoring__stateMetrics__resources_keys.remove("cpu")
                                            data__spec__monitoring__stateMetrics__resources__cpu = data__spec__monitoring__stateMetrics__resources["cpu"]
                                            data__spec__monitoring__stateMetrics__resources__cpu_any_of_count10 = 0
                                            if not data__spec__monitoring__stateMetrics__resources__cpu_any_of_count10 and not (not isinstance(data__spec__monitoring__stateMetrics__resources__cpu, (int)) or isinstance(data__spec__monitoring__stateMetrics__resources__cpu, bool)):
                                                try:
                                                    if isinstance(data__spec__monitoring__stateMetrics__resources__cpu, (int, float, Decimal)) and not isinstance(data__spec__monitoring__stateMetrics__resources__cpu, bool):
                                                        if data__spec__monitoring__stateMetrics__resources__cpu < 0:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.resources.cpu must be bigger than or equal to 0")
                                                    data__spec__monitoring__stateMetrics__resources__cpu_any_of_count10 += 1
                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                            if not data__spec__monitoring__stateMetrics__resources__cpu_any_of_count10 and not (not isinstance(data__spec__monitoring__stateMetrics__resources__cpu, (str))):
                                                try:
                                                    if isinstance(data__spec__monitoring__stateMetrics__resources__cpu, str):
                                                        if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__monitoring__stateMetrics__resources__cpu):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.resources.cpu must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                    data__spec__monitoring__stateMetrics__resources__cpu_any_of_count10 += 1
                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                            if not data__spec__monitoring__stateMetrics__resources__cpu_any_of_count10:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.resources.cpu cannot be validated by any definition")
                                        if "memory" in data__spec__monitoring__stateMetrics__resources_keys:
                                            data__spec__monitoring__stateMetrics__resources_keys.remove("memory")
                                            data__spec__monitoring__stateMetrics__resources__memory = data__spec__monitoring__stateMetrics__resources["memory"]
                                            data__spec__monitoring__stateMetrics__resources__memory_any_of_count11 = 0
                                            if not data__spec__monitoring__stateMetrics__resources__memory_any_of_count11 and not (not isinstance(data__spec__monitoring__stateMetrics__resources__memory, (int)) or isinstance(data__spec__monitoring__stateMetrics__resources__memory, bool)):
                                                try:
                                                    if isinstance(data__spec__monitoring__stateMetrics__resources__memory, (int, float, Decimal)) and not isinstance(data__spec__monitoring__stateMetrics__resources__memory, bool):
                                                        if data__spec__monitoring__stateMetrics__resources__memory < 0:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.resources.memory must be bigger than or equal to 0")
                                                    data__spec__monitoring__stateMetrics__resources__memory_any_of_count11 += 1
                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                            if not data__spec__monitoring__stateMetrics__resources__memory_any_of_count11 and not (not isinstance(data__spec__monitoring__stateMetrics__resources__memory, (str))):
                                                try:
                                                    if isinstance(data__spec__monitoring__stateMetrics__resources__memory, str):
                                                        if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__monitoring__stateMetrics__resources__memory):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.resources.memory must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                    data__spec__monitoring__stateMetrics__resources__memory_any_of_count11 += 1
                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                            if not data__spec__monitoring__stateMetrics__resources__memory_any_of_count11:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.resources.memory cannot be validated by any definition")
                                        if data__spec__monitoring__stateMetrics__resources_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics.resources must not contain "+str(data__spec__monitoring__stateMetrics__resources_keys)+" properties")
                                if data__spec__monitoring__stateMetrics_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.stateMetrics must not contain "+str(data__spec__monitoring__stateMetrics_keys)+" properties")
                        if "alerts" in data__spec__monitoring_keys:
                            data__spec__monitoring_keys.remove("alerts")
                            data__spec__monitoring__alerts = data__spec__monitoring["alerts"]
                            if not isinstance(data__spec__monitoring__alerts, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts must be object")
                            data__spec__monitoring__alerts_is_dict = isinstance(data__spec__monitoring__alerts, dict)
                            if data__spec__monitoring__alerts_is_dict:
                                data__spec__monitoring__alerts_keys = set(data__spec__monitoring__alerts.keys())
                                if "runbookUrl" in data__spec__monitoring__alerts_keys:
                                    data__spec__monitoring__alerts_keys.remove("runbookUrl")
                                    data__spec__monitoring__alerts__runbookUrl = data__spec__monitoring__alerts["runbookUrl"]
                                    if not isinstance(data__spec__monitoring__alerts__runbookUrl, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.runbookUrl must be string")
                                    if isinstance(data__spec__monitoring__alerts__runbookUrl, str):
                                        if not REGEX_PATTERNS['^https?://[^\\s{}]+(\\{alert\\}[^\\s{}]*)*$'].search(data__spec__monitoring__alerts__runbookUrl):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.runbookUrl must match pattern ^https?://[^\\s{}]+(\\{alert\\}[^\\s{}]*)*$")
                                if "teamLabel" in data__spec__monitoring__alerts_keys:
                                    data__spec__monitoring__alerts_keys.remove("teamLabel")
                                    data__spec__monitoring__alerts__teamLabel = data__spec__monitoring__alerts["teamLabel"]
                                    if not isinstance(data__spec__monitoring__alerts__teamLabel, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.teamLabel must be string")
                                    if isinstance(data__spec__monitoring__alerts__teamLabel, str):
                                        if not REGEX_PATTERNS['^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$'].search(data__spec__monitoring__alerts__teamLabel):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.teamLabel must match pattern ^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$")
                                if "team" in data__spec__monitoring__alerts_keys:
                                    data__spec__monitoring__alerts_keys.remove("team")
                                    data__spec__monitoring__alerts__team = data__spec__monitoring__alerts["team"]
                                    if not isinstance(data__spec__monitoring__alerts__team, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.team must be string")
                                    if isinstance(data__spec__monitoring__alerts__team, str):
                                        data__spec__monitoring__alerts__team_len = len(data__spec__monitoring__alerts__team)
                                        if data__spec__monitoring__alerts__team_len > 63:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.team must be shorter than or equal to 63 characters")
                                        if not REGEX_PATTERNS['^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$'].search(data__spec__monitoring__alerts__team):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.team must match pattern ^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$")
                                if "severity" in data__spec__monitoring__alerts_keys:
                                    data__spec__monitoring__alerts_keys.remove("severity")
                                    data__spec__monitoring__alerts__severity = data__spec__monitoring__alerts["severity"]
                                    if not isinstance(data__spec__monitoring__alerts__severity, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.severity must be object")
                                    data__spec__monitoring__alerts__severity_is_dict = isinstance(data__spec__monitoring__alerts__severity, dict)
                                    if data__spec__monitoring__alerts__severity_is_dict:
                                        data__spec__monitoring__alerts__severity_keys = set(data__spec__monitoring__alerts__severity.keys())
                                        for data__spec__monitoring__alerts__severity_key in data__spec__monitoring__alerts__severity_keys:
                                            if data__spec__monitoring__alerts__severity_key not in []:
                                                data__spec__monitoring__alerts__severity_value = data__spec__monitoring__alerts__severity.get(data__spec__monitoring__alerts__severity_key)
                                                if not isinstance(data__spec__monitoring__alerts__severity_value, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.severity.{}".format(data__spec__monitoring__alerts__severity_key) + " must be string")
                                                if not (isinstance(data__spec__monitoring__alerts__severity_value, str) and data__spec__monitoring__alerts__severity_value == 'critical' or isinstance(data__spec__monitoring__alerts__severity_value, str) and data__spec__monitoring__alerts__severity_value == 'warning' or isinstance(data__spec__monitoring__alerts__severity_value, str) and data__spec__monitoring__alerts__severity_value == 'info'):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.severity.{}".format(data__spec__monitoring__alerts__severity_key) + " must be one of ['critical', 'warning', 'info']")
                                        data__spec__monitoring__alerts__severity_len = len(data__spec__monitoring__alerts__severity)
                                        if data__spec__monitoring__alerts__severity_len != 0:
                                            data__spec__monitoring__alerts__severity_property_names = True
                                            for data__spec__monitoring__alerts__severity_key in data__spec__monitoring__alerts__severity:
                                                try:
                                                    if not (isinstance(data__spec__monitoring__alerts__severity_key, str) and data__spec__monitoring__alerts__severity_key == 'TrainingJobFailed' or isinstance(data__spec__monitoring__alerts__severity_key, str) and data__spec__monitoring__alerts__severity_key == 'TrainingJobPending' or isinstance(data__spec__monitoring__alerts__severity_key, str) and data__spec__monitoring__alerts__severity_key == 'TrainingJobPastDeadline' or isinstance(data__spec__monitoring__alerts__severity_key, str) and data__spec__monitoring__alerts__severity_key == 'TrainingJobRunningTooLong' or isinstance(data__spec__monitoring__alerts__severity_key, str) and data__spec__monitoring__alerts__severity_key == 'TrainingPodRestarting' or isinstance(data__spec__monitoring__alerts__severity_key, str) and data__spec__monitoring__alerts__severity_key == 'TrainingGPUIdle' or isinstance(data__spec__monitoring__alerts__severity_key, str) and data__spec__monitoring__alerts__severity_key == 'TrainingGPUXidError' or isinstance(data__spec__monitoring__alerts__severity_key, str) and data__spec__monitoring__alerts__severity_key == 'KatibTrialWithoutMetrics' or isinstance(data__spec__monitoring__alerts__severity_key, str) and data__spec__monitoring__alerts__severity_key == 'KueueWorkloadWaiting' or isinstance(data__spec__monitoring__alerts__severity_key, str) and data__spec__monitoring__alerts__severity_key == 'TrackingServerDown'):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.severity must be one of ['TrainingJobFailed', 'TrainingJobPending', 'TrainingJobPastDeadline', 'TrainingJobRunningTooLong', 'TrainingPodRestarting', 'TrainingGPUIdle', 'TrainingGPUXidError', 'KatibTrialWithoutMetrics', 'KueueWorkloadWaiting', 'TrackingServerDown']")
                                                except (JsonSchemaValueException, JsonSchemaValuesException):
                                                    data__spec__monitoring__alerts__severity_property_names = False
                                            if not data__spec__monitoring__alerts__severity_property_names:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.severity must be named by propertyName definition")
                                if "disabled" in data__spec__monitoring__alerts_keys:
                                    data__spec__monitoring__alerts_keys.remove("disabled")
                                    data__spec__monitoring__alerts__disabled = data__spec__monitoring__alerts["disabled"]
                                    if not isinstance(data__spec__monitoring__alerts__disabled, (list, tuple)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.disabled must be array")
                                    data__spec__monitoring__alerts__disabled_is_list = isinstance(data__spec__monitoring__alerts__disabled, (list, tuple))
                                    if data__spec__monitoring__alerts__disabled_is_list:
                                        data__spec__monitoring__alerts__disabled_len = len(data__spec__monitoring__alerts__disabled)
                                        for data__spec__monitoring__alerts__disabled_x, data__spec__monitoring__alerts__disabled_item in enumerate(data__spec__monitoring__alerts__disabled):
                                            if not isinstance(data__spec__monitoring__alerts__disabled_item, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.disabled[{}]".format(data__spec__monitoring__alerts__disabled_x) + " must be string")
                                            if not (isinstance(data__spec__monitoring__alerts__disabled_item, str) and data__spec__monitoring__alerts__disabled_item == 'TrainingJobFailed' or isinstance(data__spec__monitoring__alerts__disabled_item, str) and data__spec__monitoring__alerts__disabled_item == 'TrainingJobPending' or isinstance(data__spec__monitoring__alerts__disabled_item, str) and data__spec__monitoring__alerts__disabled_item == 'TrainingJobPastDeadline' or isinstance(data__spec__monitoring__alerts__disabled_item, str) and data__spec__monitoring__alerts__disabled_item == 'TrainingJobRunningTooLong' or isinstance(data__spec__monitoring__alerts__disabled_item, str) and data__spec__monitoring__alerts__disabled_item == 'TrainingPodRestarting' or isinstance(data__spec__monitoring__alerts__disabled_item, str) and data__spec__monitoring__alerts__disabled_item == 'TrainingGPUIdle' or isinstance(data__spec__monitoring__alerts__disabled_item, str) and data__spec__monitoring__alerts__disabled_item == 'TrainingGPUXidError' or isinstance(data__spec__monitoring__alerts__disabled_item, str) and data__spec__monitoring__alerts__disabled_item == 'KatibTrialWithoutMetrics' or isinstance(data__spec__monitoring__alerts__disabled_item, str) and data__spec__monitoring__alerts__disabled_item == 'KueueWorkloadWaiting' or isinstance(data__spec__monitoring__alerts__disabled_item, str) and data__spec__monitoring__alerts__disabled_item == 'TrackingServerDown'):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.disabled[{}]".format(data__spec__monitoring__alerts__disabled_x) + " must be one of ['TrainingJobFailed', 'TrainingJobPending', 'TrainingJobPastDeadline', 'TrainingJobRunningTooLong', 'TrainingPodRestarting', 'TrainingGPUIdle', 'TrainingGPUXidError', 'KatibTrialWithoutMetrics', 'KueueWorkloadWaiting', 'TrackingServerDown']")
                                if "pendingFor" in data__spec__monitoring__alerts_keys:
                                    data__spec__monitoring__alerts_keys.remove("pendingFor")
                                    data__spec__monitoring__alerts__pendingFor = data__spec__monitoring__alerts["pendingFor"]
                                    if not isinstance(data__spec__monitoring__alerts__pendingFor, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.pendingFor must be string")
                                    if isinstance(data__spec__monitoring__alerts__pendingFor, str):
                                        data__spec__monitoring__alerts__pendingFor_len = len(data__spec__monitoring__alerts__pendingFor)
                                        if data__spec__monitoring__alerts__pendingFor_len > 64:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.pendingFor must be shorter than or equal to 64 characters")
                                        if not REGEX_PATTERNS['^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)$'].search(data__spec__monitoring__alerts__pendingFor):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.pendingFor must match pattern ^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)$")
                                if "queueWaitFor" in data__spec__monitoring__alerts_keys:
                                    data__spec__monitoring__alerts_keys.remove("queueWaitFor")
                                    data__spec__monitoring__alerts__queueWaitFor = data__spec__monitoring__alerts["queueWaitFor"]
                                    if not isinstance(data__spec__monitoring__alerts__queueWaitFor, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.queueWaitFor must be string")
                                    if isinstance(data__spec__monitoring__alerts__queueWaitFor, str):
                                        data__spec__monitoring__alerts__queueWaitFor_len = len(data__spec__monitoring__alerts__queueWaitFor)
                                        if data__spec__monitoring__alerts__queueWaitFor_len > 64:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.queueWaitFor must be shorter than or equal to 64 characters")
                                        if not REGEX_PATTERNS['^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)$'].search(data__spec__monitoring__alerts__queueWaitFor):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.queueWaitFor must match pattern ^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)$")
                                if "runtimeLimit" in data__spec__monitoring__alerts_keys:
                                    data__spec__monitoring__alerts_keys.remove("runtimeLimit")
                                    data__spec__monitoring__alerts__runtimeLimit = data__spec__monitoring__alerts["runtimeLimit"]
                                    if not isinstance(data__spec__monitoring__alerts__runtimeLimit, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.runtimeLimit must be string")
                                    if isinstance(data__spec__monitoring__alerts__runtimeLimit, str):
                                        data__spec__monitoring__alerts__runtimeLimit_len = len(data__spec__monitoring__alerts__runtimeLimit)
                                        if data__spec__monitoring__alerts__runtimeLimit_len > 64:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.runtimeLimit must be shorter than or equal to 64 characters")
                                        if not REGEX_PATTERNS['^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)$'].search(data__spec__monitoring__alerts__runtimeLimit):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.runtimeLimit must match pattern ^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)$")
                                if "restarts" in data__spec__monitoring__alerts_keys:
                                    data__spec__monitoring__alerts_keys.remove("restarts")
                                    data__spec__monitoring__alerts__restarts = data__spec__monitoring__alerts["restarts"]
                                    if not isinstance(data__spec__monitoring__alerts__restarts, (int)) or isinstance(data__spec__monitoring__alerts__restarts, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.restarts must be integer")
                                    if isinstance(data__spec__monitoring__alerts__restarts, (int, float, Decimal)) and not isinstance(data__spec__monitoring__alerts__restarts, bool):
                                        if data__spec__monitoring__alerts__restarts < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.restarts must be bigger than or equal to 1")
                                        if data__spec__monitoring__alerts__restarts > 1000:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.restarts must be smaller than or equal to 1000")
                                if "restartWindow" in data__spec__monitoring__alerts_keys:
                                    data__spec__monitoring__alerts_keys.remove("restartWindow")
                                    data__spec__monitoring__alerts__restartWindow = data__spec__monitoring__alerts["restartWindow"]
                                    if not isinstance(data__spec__monitoring__alerts__restartWindow, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.restartWindow must be string")
                                    if isinstance(data__spec__monitoring__alerts__restartWindow, str):
                                        data__spec__monitoring__alerts__restartWindow_len = len(data__spec__monitoring__alerts__restartWindow)
                                        if data__spec__monitoring__alerts__restartWindow_len > 64:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.restartWindow must be shorter than or equal to 64 characters")
                                        if not REGEX_PATTERNS['^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)$'].search(data__spec__monitoring__alerts__restartWindow):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.restartWindow must match pattern ^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)$")
                                if "gpu" in data__spec__monitoring__alerts_keys:
                                    data__spec__monitoring__alerts_keys.remove("gpu")
                                    data__spec__monitoring__alerts__gpu = data__spec__monitoring__alerts["gpu"]
                                    if not isinstance(data__spec__monitoring__alerts__gpu, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.gpu must be object")
                                    data__spec__monitoring__alerts__gpu_is_dict = isinstance(data__spec__monitoring__alerts__gpu, dict)
                                    if data__spec__monitoring__alerts__gpu_is_dict:
                                        data__spec__monitoring__alerts__gpu__missing_keys = set(['podLabel']) - data__spec__monitoring__alerts__gpu.keys()
                                        if data__spec__monitoring__alerts__gpu__missing_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.gpu must contain ")
                                        data__spec__monitoring__alerts__gpu_keys = set(data__spec__monitoring__alerts__gpu.keys())
                                        if "podLabel" in data__spec__monitoring__alerts__gpu_keys:
                                            data__spec__monitoring__alerts__gpu_keys.remove("podLabel")
                                            data__spec__monitoring__alerts__gpu__podLabel = data__spec__monitoring__alerts__gpu["podLabel"]
                                            if not isinstance(data__spec__monitoring__alerts__gpu__podLabel, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.gpu.podLabel must be string")
                                            if not (isinstance(data__spec__monitoring__alerts__gpu__podLabel, str) and data__spec__monitoring__alerts__gpu__podLabel == 'pod' or isinstance(data__spec__monitoring__alerts__gpu__podLabel, str) and data__spec__monitoring__alerts__gpu__podLabel == 'exported_pod'):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.gpu.podLabel must be one of ['pod', 'exported_pod']")
                                        if "idleBelow" in data__spec__monitoring__alerts__gpu_keys:
                                            data__spec__monitoring__alerts__gpu_keys.remove("idleBelow")
                                            data__spec__monitoring__alerts__gpu__idleBelow = data__spec__monitoring__alerts__gpu["idleBelow"]
                                            if not isinstance(data__spec__monitoring__alerts__gpu__idleBelow, (int)) or isinstance(data__spec__monitoring__alerts__gpu__idleBelow, bool):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.gpu.idleBelow must be integer")
                                            if isinstance(data__spec__monitoring__alerts__gpu__idleBelow, (int, float, Decimal)) and not isinstance(data__spec__monitoring__alerts__gpu__idleBelow, bool):
                                                if data__spec__monitoring__alerts__gpu__idleBelow < 0:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.gpu.idleBelow must be bigger than or equal to 0")
                                                if data__spec__monitoring__alerts__gpu__idleBelow > 100:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.gpu.idleBelow must be smaller than or equal to 100")
                                        if "idleFor" in data__spec__monitoring__alerts__gpu_keys:
                                            data__spec__monitoring__alerts__gpu_keys.remove("idleFor")
                                            data__spec__monitoring__alerts__gpu__idleFor = data__spec__monitoring__alerts__gpu["idleFor"]
                                            if not isinstance(data__spec__monitoring__alerts__gpu__idleFor, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.gpu.idleFor must be string")
                                            if isinstance(data__spec__monitoring__alerts__gpu__idleFor, str):
                                                data__spec__monitoring__alerts__gpu__idleFor_len = len(data__spec__monitoring__alerts__gpu__idleFor)
                                                if data__spec__monitoring__alerts__gpu__idleFor_len > 64:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.gpu.idleFor must be shorter than or equal to 64 characters")
                                                if not REGEX_PATTERNS['^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)$'].search(data__spec__monitoring__alerts__gpu__idleFor):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.gpu.idleFor must match pattern ^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)$")
                                        if data__spec__monitoring__alerts__gpu_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts.gpu must not contain "+str(data__spec__monitoring__alerts__gpu_keys)+" properties")
                                if data__spec__monitoring__alerts_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.alerts must not contain "+str(data__spec__monitoring__alerts_keys)+" properties")
                        if "dashboards" in data__spec__monitoring_keys:
                            data__spec__monitoring_keys.remove("dashboards")
                            data__spec__monitoring__dashboards = data__spec__monitoring["dashboards"]
                            if not isinstance(data__spec__monitoring__dashboards, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.dashboards must be object")
                            data__spec__monitoring__dashboards_is_dict = isinstance(data__spec__monitoring__dashboards, dict)
                            if data__spec__monitoring__dashboards_is_dict:
                                data__spec__monitoring__dashboards_keys = set(data__spec__monitoring__dashboards.keys())
                                if "kind" in data__spec__monitoring__dashboards_keys:
                                    data__spec__monitoring__dashboards_keys.remove("kind")
                                    data__spec__monitoring__dashboards__kind = data__spec__monitoring__dashboards["kind"]
                                    if not isinstance(data__spec__monitoring__dashboards__kind, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.dashboards.kind must be string")
                                    if not (isinstance(data__spec__monitoring__dashboards__kind, str) and data__spec__monitoring__dashboards__kind == 'ConfigMap' or isinstance(data__spec__monitoring__dashboards__kind, str) and data__spec__monitoring__dashboards__kind == 'GrafanaDashboard'):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.dashboards.kind must be one of ['ConfigMap', 'GrafanaDashboard']")
                                if "namespace" in data__spec__monitoring__dashboards_keys:
                                    data__spec__monitoring__dashboards_keys.remove("namespace")
                                    data__spec__monitoring__dashboards__namespace = data__spec__monitoring__dashboards["namespace"]
                                    if not isinstance(data__spec__monitoring__dashboards__namespace, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.dashboards.namespace must be string")
                                    if isinstance(data__spec__monitoring__dashboards__namespace, str):
                                        data__spec__monitoring__dashboards__namespace_len = len(data__spec__monitoring__dashboards__namespace)
                                        if data__spec__monitoring__dashboards__namespace_len > 63:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.dashboards.namespace must be shorter than or equal to 63 characters")
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__monitoring__dashboards__namespace):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.dashboards.namespace must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                if "labels" in data__spec__monitoring__dashboards_keys:
                                    data__spec__monitoring__dashboards_keys.remove("labels")
                                    data__spec__monitoring__dashboards__labels = data__spec__monitoring__dashboards["labels"]
                                    if not isinstance(data__spec__monitoring__dashboards__labels, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.dashboards.labels must be object")
                                    data__spec__monitoring__dashboards__labels_is_dict = isinstance(data__spec__monitoring__dashboards__labels, dict)
                                    if data__spec__monitoring__dashboards__labels_is_dict:
                                        data__spec__monitoring__dashboards__labels_keys = set(data__spec__monitoring__dashboards__labels.keys())
                                        for data__spec__monitoring__dashboards__labels_key in data__spec__monitoring__dashboards__labels_keys:
                                            if data__spec__monitoring__dashboards__labels_key not in []:
                                                data__spec__monitoring__dashboards__labels_value = data__spec__monitoring__dashboards__labels.get(data__spec__monitoring__dashboards__labels_key)
                                                if not isinstance(data__spec__monitoring__dashboards__labels_value, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.dashboards.labels.{}".format(data__spec__monitoring__dashboards__labels_key) + " must be string")
                                if "folder" in data__spec__monitoring__dashboards_keys:
                                    data__spec__monitoring__dashboards_keys.remove("folder")
                                    data__spec__monitoring__dashboards__folder = data__spec__monitoring__dashboards["folder"]
                                    if not isinstance(data__spec__monitoring__dashboards__folder, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.dashboards.folder must be string")
                                    if isinstance(data__spec__monitoring__dashboards__folder, str):
                                        data__spec__monitoring__dashboards__folder_len = len(data__spec__monitoring__dashboards__folder)
                                        if data__spec__monitoring__dashboards__folder_len < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.dashboards.folder must be longer than or equal to 1 characters")
                                if "instanceSelector" in data__spec__monitoring__dashboards_keys:
                                    data__spec__monitoring__dashboards_keys.remove("instanceSelector")
                                    data__spec__monitoring__dashboards__instanceSelector = data__spec__monitoring__dashboards["instanceSelector"]
                                    if not isinstance(data__spec__monitoring__dashboards__instanceSelector, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.dashboards.instanceSelector must be object")
                                    data__spec__monitoring__dashboards__instanceSelector_is_dict = isinstance(data__spec__monitoring__dashboards__instanceSelector, dict)
                                    if data__spec__monitoring__dashboards__instanceSelector_is_dict:
                                        data__spec__monitoring__dashboards__instanceSelector_keys = set(data__spec__monitoring__dashboards__instanceSelector.keys())
                                        for data__spec__monitoring__dashboards__instanceSelector_key in data__spec__monitoring__dashboards__instanceSelector_keys:
                                            if data__spec__monitoring__dashboards__instanceSelector_key not in []:
                                                data__spec__monitoring__dashboards__instanceSelector_value = data__spec__monitoring__dashboards__instanceSelector.get(data__spec__monitoring__dashboards__instanceSelector_key)
                                                if not isinstance(data__spec__monitoring__dashboards__instanceSelector_value, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.dashboards.instanceSelector.{}".format(data__spec__monitoring__dashboards__instanceSelector_key) + " must be string")
                                if data__spec__monitoring__dashboards_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.dashboards must not contain "+str(data__spec__monitoring__dashboards_keys)+" properties")
                        if "katibTrials" in data__spec__monitoring_keys:
                            data__spec__monitoring_keys.remove("katibTrials")
                            data__spec__monitoring__katibTrials = data__spec__monitoring["katibTrials"]
                            if not isinstance(data__spec__monitoring__katibTrials, (bool)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.katibTrials must be boolean")
                        if data__spec__monitoring_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring must not contain "+str(data__spec__monitoring_keys)+" properties")
                if "katib" in data__spec_keys:
                    data__spec_keys.remove("katib")
                    data__spec__katib = data__spec["katib"]
                    if not isinstance(data__spec__katib, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib must be object")
                    data__spec__katib_is_dict = isinstance(data__spec__katib, dict)
                    if data__spec__katib_is_dict:
                        data__spec__katib_keys = set(data__spec__katib.keys())
                        if "namespace" in data__spec__katib_keys:
                            data__spec__katib_keys.remove("namespace")
                            data__spec__katib__namespace = data__spec__katib["namespace"]
                            if not isinstance(data__spec__katib__namespace, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.namespace must be string")
                            if isinstance(data__spec__katib__namespace, str):
                                data__spec__katib__namespace_len = len(data__spec__katib__namespace)
                                if data__spec__katib__namespace_len > 63:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.namespace must be shorter than or equal to 63 characters")
                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__katib__namespace):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.namespace must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                        if "trialResources" in data__spec__katib_keys:
                            data__spec__katib_keys.remove("trialResources")
                            data__spec__katib__trialResources = data__spec__katib["trialResources"]
                            if not isinstance(data__spec__katib__trialResources, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.trialResources must be array")
                            data__spec__katib__trialResources_is_list = isinstance(data__spec__katib__trialResources, (list, tuple))
                            if data__spec__katib__trialResources_is_list:
                                data__spec__katib__trialResources_len = len(data__spec__katib__trialResources)
                                if data__spec__katib__trialResources_len < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.trialResources must contain at least 1 items")
                                for data__spec__katib__trialResources_x, data__spec__katib__trialResources_item in enumerate(data__spec__katib__trialResources):
                                    if not isinstance(data__spec__katib__trialResources_item, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.trialResources[{}]".format(data__spec__katib__trialResources_x) + " must be string")
                                    if not (isinstance(data__spec__katib__trialResources_item, str) and data__spec__katib__trialResources_item == 'Job' or isinstance(data__spec__katib__trialResources_item, str) and data__spec__katib__trialResources_item == 'PyTorchJob' or isinstance(data__spec__katib__trialResources_item, str) and data__spec__katib__trialResources_item == 'TFJob' or isinstance(data__spec__katib__trialResources_item, str) and data__spec__katib__trialResources_item == 'XGBoostJob' or isinstance(data__spec__katib__trialResources_item, str) and data__spec__katib__trialResources_item == 'MPIJob' or isinstance(data__spec__katib__trialResources_item, str) and data__spec__katib__trialResources_item == 'PaddleJob' or isinstance(data__spec__katib__trialResources_item, str) and data__spec__katib__trialResources_item == 'JAXJob' or isinstance(data__spec__katib__trialResources_item, str) and data__spec__katib__trialResources_item == 'TrainJob'):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.trialResources[{}]".format(data__spec__katib__trialResources_x) + " must be one of ['Job', 'PyTorchJob', 'TFJob', 'XGBoostJob', 'MPIJob', 'PaddleJob', 'JAXJob', 'TrainJob']")
                        if "algorithms" in data__spec__katib_keys:
                            data__spec__katib_keys.remove("algorithms")
                            data__spec__katib__algorithms = data__spec__katib["algorithms"]
                            if not isinstance(data__spec__katib__algorithms, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.algorithms must be array")
                            data__spec__katib__algorithms_is_list = isinstance(data__spec__katib__algorithms, (list, tuple))
                            if data__spec__katib__algorithms_is_list:
                                data__spec__katib__algorithms_len = len(data__spec__katib__algorithms)
                                if data__spec__katib__algorithms_len < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.algorithms must contain at least 1 items")
                                for data__spec__katib__algorithms_x, data__spec__katib__algorithms_item in enumerate(data__spec__katib__algorithms):
                                    if not isinstance(data__spec__katib__algorithms_item, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.algorithms[{}]".format(data__spec__katib__algorithms_x) + " must be string")
                                    if isinstance(data__spec__katib__algorithms_item, str):
                                        if not REGEX_PATTERNS['^[a-z][-a-z0-9]*$'].search(data__spec__katib__algorithms_item):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.algorithms[{}]".format(data__spec__katib__algorithms_x) + " must match pattern ^[a-z][-a-z0-9]*$")
                        if "earlyStopping" in data__spec__katib_keys:
                            data__spec__katib_keys.remove("earlyStopping")
                            data__spec__katib__earlyStopping = data__spec__katib["earlyStopping"]
                            if not isinstance(data__spec__katib__earlyStopping, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.earlyStopping must be array")
                            data__spec__katib__earlyStopping_is_list = isinstance(data__spec__katib__earlyStopping, (list, tuple))
                            if data__spec__katib__earlyStopping_is_list:
                                data__spec__katib__earlyStopping_len = len(data__spec__katib__earlyStopping)
                                for data__spec__katib__earlyStopping_x, data__spec__katib__earlyStopping_item in enumerate(data__spec__katib__earlyStopping):
                                    if not isinstance(data__spec__katib__earlyStopping_item, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.earlyStopping[{}]".format(data__spec__katib__earlyStopping_x) + " must be string")
                                    if isinstance(data__spec__katib__earlyStopping_item, str):
                                        if not REGEX_PATTERNS['^[a-z][-a-z0-9]*$'].search(data__spec__katib__earlyStopping_item):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.earlyStopping[{}]".format(data__spec__katib__earlyStopping_x) + " must match pattern ^[a-z][-a-z0-9]*$")
                        if "collectors" in data__spec__katib_keys:
                            data__spec__katib_keys.remove("collectors")
                            data__spec__katib__collectors = data__spec__katib["collectors"]
                            if not isinstance(data__spec__katib__collectors, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.collectors must be array")
                            data__spec__katib__collectors_is_list = isinstance(data__spec__katib__collectors, (list, tuple))
                            if data__spec__katib__collectors_is_list:
                                data__spec__katib__collectors_len = len(data__spec__katib__collectors)
                                if data__spec__katib__collectors_len < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.collectors must contain at least 1 items")
                                for data__spec__katib__collectors_x, data__spec__katib__collectors_item in enumerate(data__spec__katib__collectors):
                                    if not isinstance(data__spec__katib__collectors_item, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.collectors[{}]".format(data__spec__katib__collectors_x) + " must be string")
                                    if not (isinstance(data__spec__katib__collectors_item, str) and data__spec__katib__collectors_item == 'StdOut' or isinstance(data__spec__katib__collectors_item, str) and data__spec__katib__collectors_item == 'File' or isinstance(data__spec__katib__collectors_item, str) and data__spec__katib__collectors_item == 'TensorFlowEvent' or isinstance(data__spec__katib__collectors_item, str) and data__spec__katib__collectors_item == 'PrometheusMetric' or isinstance(data__spec__katib__collectors_item, str) and data__spec__katib__collectors_item == 'Push'):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.collectors[{}]".format(data__spec__katib__collectors_x) + " must be one of ['StdOut', 'File', 'TensorFlowEvent', 'PrometheusMetric', 'Push']")
                        if "defaultCollector" in data__spec__katib_keys:
                            data__spec__katib_keys.remove("defaultCollector")
                            data__spec__katib__defaultCollector = data__spec__katib["defaultCollector"]
                            if not isinstance(data__spec__katib__defaultCollector, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.defaultCollector must be string")
                            if not (isinstance(data__spec__katib__defaultCollector, str) and data__spec__katib__defaultCollector == 'StdOut' or isinstance(data__spec__katib__defaultCollector, str) and data__spec__katib__defaultCollector == 'File' or isinstance(data__spec__katib__defaultCollector, str) and data__spec__katib__defaultCollector == 'TensorFlowEvent' or isinstance(data__spec__katib__defaultCollector, str) and data__spec__katib__defaultCollector == 'PrometheusMetric' or isinstance(data__spec__katib__defaultCollector, str) and data__spec__katib__defaultCollector == 'Push'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.defaultCollector must be one of ['StdOut', 'File', 'TensorFlowEvent', 'PrometheusMetric', 'Push']")
                        if "metricsCollectorInjection" in data__spec__katib_keys:
                            data__spec__katib_keys.remove("metricsCollectorInjection")
                            data__spec__katib__metricsCollectorInjection = data__spec__katib["metricsCollectorInjection"]
                            if not isinstance(data__spec__katib__metricsCollectorInjection, (bool)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.metricsCollectorInjection must be boolean")
                        if "injectSecurityContext" in data__spec__katib_keys:
                            data__spec__katib_keys.remove("injectSecurityContext")
                            data__spec__katib__injectSecurityContext = data__spec__katib["injectSecurityContext"]
                            if not isinstance(data__spec__katib__injectSecurityContext, (bool)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.injectSecurityContext must be boolean")
                        if "restrictedSuggestions" in data__spec__katib_keys:
                            data__spec__katib_keys.remove("restrictedSuggestions")
                            data__spec__katib__restrictedSuggestions = data__spec__katib["restrictedSuggestions"]
                            if not isinstance(data__spec__katib__restrictedSuggestions, (bool)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.restrictedSuggestions must be boolean")
                        if "dbManager" in data__spec__katib_keys:
                            data__spec__katib_keys.remove("dbManager")
                            data__spec__katib__dbManager = data__spec__katib["dbManager"]
                            if not isinstance(data__spec__katib__dbManager, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.dbManager must be object")
                            data__spec__katib__dbManager_is_dict = isinstance(data__spec__katib__dbManager, dict)
                            if data__spec__katib__dbManager_is_dict:
                                data__spec__katib__dbManager_keys = set(data__spec__katib__dbManager.keys())
                                if "podLabels" in data__spec__katib__dbManager_keys:
                                    data__spec__katib__dbManager_keys.remove("podLabels")
                                    data__spec__katib__dbManager__podLabels = data__spec__katib__dbManager["podLabels"]
                                    if not isinstance(data__spec__katib__dbManager__podLabels, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.dbManager.podLabels must be object")
                                    data__spec__katib__dbManager__podLabels_is_dict = isinstance(data__spec__katib__dbManager__podLabels, dict)
                                    if data__spec__katib__dbManager__podLabels_is_dict:
                                        data__spec__katib__dbManager__podLabels_keys = set(data__spec__katib__dbManager__podLabels.keys())
                                        for data__spec__katib__dbManager__podLabels_key in data__spec__katib__dbManager__podLabels_keys:
                                            if data__spec__katib__dbManager__podLabels_key not in []:
                                                data__spec__katib__dbManager__podLabels_value = data__spec__katib__dbManager__podLabels.get(data__spec__katib__dbManager__podLabels_key)
                                                if not isinstance(data__spec__katib__dbManager__podLabels_value, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.dbManager.podLabels.{}".format(data__spec__katib__dbManager__podLabels_key) + " must be string")
                                if "port" in data__spec__katib__dbManager_keys:
                                    data__spec__katib__dbManager_keys.remove("port")
                                    data__spec__katib__dbManager__port = data__spec__katib__dbManager["port"]
                                    if not isinstance(data__spec__katib__dbManager__port, (int)) or isinstance(data__spec__katib__dbManager__port, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.dbManager.port must be integer")
                                    if isinstance(data__spec__katib__dbManager__port, (int, float, Decimal)) and not isinstance(data__spec__katib__dbManager__port, bool):
                                        if data__spec__katib__dbManager__port < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.dbManager.port must be bigger than or equal to 1")
                                        if data__spec__katib__dbManager__port > 65535:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.dbManager.port must be smaller than or equal to 65535")
                                if data__spec__katib__dbManager_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.dbManager must not contain "+str(data__spec__katib__dbManager_keys)+" properties")
                        if "controllerPodLabels" in data__spec__katib_keys:
                            data__spec__katib_keys.remove("controllerPodLabels")
                            data__spec__katib__controllerPodLabels = data__spec__katib["controllerPodLabels"]
                            if not isinstance(data__spec__katib__controllerPodLabels, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.controllerPodLabels must be object")
                            data__spec__katib__controllerPodLabels_is_dict = isinstance(data__spec__katib__controllerPodLabels, dict)
                            if data__spec__katib__controllerPodLabels_is_dict:
                                data__spec__katib__controllerPodLabels_keys = set(data__spec__katib__controllerPodLabels.keys())
                                for data__spec__katib__controllerPodLabels_key in data__spec__katib__controllerPodLabels_keys:
                                    if data__spec__katib__controllerPodLabels_key not in []:
                                        data__spec__katib__controllerPodLabels_value = data__spec__katib__controllerPodLabels.get(data__spec__katib__controllerPodLabels_key)
                                        if not isinstance(data__spec__katib__controllerPodLabels_value, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib.controllerPodLabels.{}".format(data__spec__katib__controllerPodLabels_key) + " must be string")
                        if data__spec__katib_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.katib must not contain "+str(data__spec__katib_keys)+" properties")
                if "security" in data__spec_keys:
                    data__spec_keys.remove("security")
                    data__spec__security = data__spec["security"]
                    if not isinstance(data__spec__security, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.security must be object")
                    data__spec__security_is_dict = isinstance(data__spec__security, dict)
                    if data__spec__security_is_dict:
                        data__spec__security_keys = set(data__spec__security.keys())
                        if "profile" in data__spec__security_keys:
                            data__spec__security_keys.remove("profile")
                            data__spec__security__profile = data__spec__security["profile"]
                            if not isinstance(data__spec__security__profile, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.security.profile must be string")
                            if not (isinstance(data__spec__security__profile, str) and data__spec__security__profile == 'restricted' or isinstance(data__spec__security__profile, str) and data__spec__security__profile == 'baseline'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.security.profile must be one of ['restricted', 'baseline']")
                        if "runAsUser" in data__spec__security_keys:
                            data__spec__security_keys.remove("runAsUser")
                            data__spec__security__runAsUser = data__spec__security["runAsUser"]
                            if not isinstance(data__spec__security__runAsUser, (int)) or isinstance(data__spec__security__runAsUser, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.security.runAsUser must be integer")
                            if isinstance(data__spec__security__runAsUser, (int, float, Decimal)) and not isinstance(data__spec__security__runAsUser, bool):
                                if data__spec__security__runAsUser < 0:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.security.runAsUser must be bigger than or equal to 0")
                                if data__spec__security__runAsUser > 2147483647:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.security.runAsUser must be smaller than or equal to 2147483647")
                        if "runAsGroup" in data__spec__security_keys:
                            data__spec__security_keys.remove("runAsGroup")
                            data__spec__security__runAsGroup = data__spec__security["runAsGroup"]
                            if not isinstance(data__spec__security__runAsGroup, (int)) or isinstance(data__spec__security__runAsGroup, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.security.runAsGroup must be integer")
                            if isinstance(data__spec__security__runAsGroup, (int, float, Decimal)) and not isinstance(data__spec__security__runAsGroup, bool):
                                if data__spec__security__runAsGroup < 0:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.security.runAsGroup must be bigger than or equal to 0")
                                if data__spec__security__runAsGroup > 2147483647:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.security.runAsGroup must be smaller than or equal to 2147483647")
                        if "fsGroup" in data__spec__security_keys:
                            data__spec__security_keys.remove("fsGroup")
                            data__spec__security__fsGroup = data__spec__security["fsGroup"]
                            if not isinstance(data__spec__security__fsGroup, (int)) or isinstance(data__spec__security__fsGroup, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.security.fsGroup must be integer")
                            if isinstance(data__spec__security__fsGroup, (int, float, Decimal)) and not isinstance(data__spec__security__fsGroup, bool):
                                if data__spec__security__fsGroup < 0:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.security.fsGroup must be bigger than or equal to 0")
                                if data__spec__security__fsGroup > 2147483647:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.security.fsGroup must be smaller than or equal to 2147483647")
                        if data__spec__security_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.security must not contain "+str(data__spec__security_keys)+" properties")
                if "trainingOperator" in data__spec_keys:
                    data__spec_keys.remove("trainingOperator")
                    data__spec__trainingOperator = data__spec["trainingOperator"]
                    if not isinstance(data__spec__trainingOperator, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainingOperator must be object")
                    data__spec__trainingOperator_is_dict = isinstance(data__spec__trainingOperator, dict)
                    if data__spec__trainingOperator_is_dict:
                        data__spec__trainingOperator_keys = set(data__spec__trainingOperator.keys())
                        if "restrictedInitContainers" in data__spec__trainingOperator_keys:
                            data__spec__trainingOperator_keys.remove("restrictedInitContainers")
                            data__spec__trainingOperator__restrictedInitContainers = data__spec__trainingOperator["restrictedInitContainers"]
                            if not isinstance(data__spec__trainingOperator__restrictedInitContainers, (bool)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainingOperator.restrictedInitContainers must be boolean")
                        if data__spec__trainingOperator_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainingOperator must not contain "+str(data__spec__trainingOperator_keys)+" properties")
                if "labels" in data__spec_keys:
                    data__spec_keys.remove("labels")
                    data__spec__labels = data__spec["labels"]
                    if not isinstance(data__spec__labels, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.labels must be object")
                    data__spec__labels_is_dict = isinstance(data__spec__labels, dict)
                    if data__spec__labels_is_dict:
                        data__spec__labels_keys = set(data__spec__labels.keys())
                        for data__spec__labels_key in data__spec__labels_keys:
                            if data__spec__labels_key not in []:
                                data__spec__labels_value = data__spec__labels.get(data__spec__labels_key)
                                if not isinstance(data__spec__labels_value, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.labels.{}".format(data__spec__labels_key) + " must be string")
                if "annotations" in data__spec_keys:
                    data__spec_keys.remove("annotations")
                    data__spec__annotations = data__spec["annotations"]
                    if not isinstance(data__spec__annotations, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.annotations must be object")
                    data__spec__annotations_is_dict = isinstance(data__spec__annotations, dict)
                    if data__spec__annotations_is_dict:
                        data__spec__annotations_keys = set(data__spec__annotations.keys())
                        for data__spec__annotations_key in data__spec__annotations_keys:
                            if data__spec__annotations_key not in []:
                                data__spec__annotations_value = data__spec__annotations.get(data__spec__annotations_key)
                                if not isinstance(data__spec__annotations_value, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.annotations.{}".format(data__spec__annotations_key) + " must be string")
                if "delivery" in data__spec_keys:
                    data__spec_keys.remove("delivery")
                    data__spec__delivery = data__spec["delivery"]
                    if not isinstance(data__spec__delivery, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.delivery must be string")
                    if not (isinstance(data__spec__delivery, str) and data__spec__delivery == 'gitops' or isinstance(data__spec__delivery, str) and data__spec__delivery == 'apply'):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.delivery must be one of ['gitops', 'apply']")
                if "policy" in data__spec_keys:
                    data__spec_keys.remove("policy")
                    data__spec__policy = data__spec["policy"]
                    if not isinstance(data__spec__policy, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy must be object")
                    data__spec__policy_is_dict = isinstance(data__spec__policy, dict)
                    if data__spec__policy_is_dict:
                        data__spec__policy_keys = set(data__spec__policy.keys())
                        if "namespaces" in data__spec__policy_keys:
                            data__spec__policy_keys.remove("namespaces")
                            data__spec__policy__namespaces = data__spec__policy["namespaces"]
                            if not isinstance(data__spec__policy__namespaces, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.namespaces must be array")
                            data__spec__policy__namespaces_is_list = isinstance(data__spec__policy__namespaces, (list, tuple))
                            if data__spec__policy__namespaces_is_list:
                                data__spec__policy__namespaces_len = len(data__spec__policy__namespaces)
                                for data__spec__policy__namespaces_x, data__spec__policy__namespaces_item in enumerate(data__spec__policy__namespaces):
                                    if not isinstance(data__spec__policy__namespaces_item, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.namespaces[{}]".format(data__spec__policy__namespaces_x) + " must be string")
                                    if isinstance(data__spec__policy__namespaces_item, str):
                                        data__spec__policy__namespaces_item_len = len(data__spec__policy__namespaces_item)
                                        if data__spec__policy__namespaces_item_len > 63:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.namespaces[{}]".format(data__spec__policy__namespaces_x) + " must be shorter than or equal to 63 characters")
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__policy__namespaces_item):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.namespaces[{}]".format(data__spec__policy__namespaces_x) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                        if "serviceAccounts" in data__spec__policy_keys:
                            data__spec__policy_keys.remove("serviceAccounts")
                            data__spec__policy__serviceAccounts = data__spec__policy["serviceAccounts"]
                            if not isinstance(data__spec__policy__serviceAccounts, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.serviceAccounts must be array")
                            data__spec__policy__serviceAccounts_is_list = isinstance(data__spec__policy__serviceAccounts, (list, tuple))
                            if data__spec__policy__serviceAccounts_is_list:
                                data__spec__policy__serviceAccounts_len = len(data__spec__policy__serviceAccounts)
                                for data__spec__policy__serviceAccounts_x, data__spec__policy__serviceAccounts_item in enumerate(data__spec__policy__serviceAccounts):
                                    if not isinstance(data__spec__policy__serviceAccounts_item, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.serviceAccounts[{}]".format(data__spec__policy__serviceAccounts_x) + " must be string")
                                    if isinstance(data__spec__policy__serviceAccounts_item, str):
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__policy__serviceAccounts_item):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.serviceAccounts[{}]".format(data__spec__policy__serviceAccounts_x) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                        if "priorityClasses" in data__spec__policy_keys:
                            data__spec__policy_keys.remove("priorityClasses")
                            data__spec__policy__priorityClasses = data__spec__policy["priorityClasses"]
                            if not isinstance(data__spec__policy__priorityClasses, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.priorityClasses must be array")
                            data__spec__policy__priorityClasses_is_list = isinstance(data__spec__policy__priorityClasses, (list, tuple))
                            if data__spec__policy__priorityClasses_is_list:
                                data__spec__policy__priorityClasses_len = len(data__spec__policy__priorityClasses)
                                for data__spec__policy__priorityClasses_x, data__spec__policy__priorityClasses_item in enumerate(data__spec__policy__priorityClasses):
                                    if not isinstance(data__spec__policy__priorityClasses_item, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.priorityClasses[{}]".format(data__spec__policy__priorityClasses_x) + " must be string")
                                    if isinstance(data__spec__policy__priorityClasses_item, str):
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__policy__priorityClasses_item):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.priorityClasses[{}]".format(data__spec__policy__priorityClasses_x) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                        if "queues" in data__spec__policy_keys:
                            data__spec__policy_keys.remove("queues")
                            data__spec__policy__queues = data__spec__policy["queues"]
                            if not isinstance(data__spec__policy__queues, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.queues must be array")
                            data__spec__policy__queues_is_list = isinstance(data__spec__policy__queues, (list, tuple))
                            if data__spec__policy__queues_is_list:
                                data__spec__policy__queues_len = len(data__spec__policy__queues)
                                for data__spec__policy__queues_x, data__spec__policy__queues_item in enumerate(data__spec__policy__queues):
                                    if not isinstance(data__spec__policy__queues_item, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.queues[{}]".format(data__spec__policy__queues_x) + " must be string")
                                    if isinstance(data__spec__policy__queues_item, str):
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__policy__queues_item):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.queues[{}]".format(data__spec__policy__queues_x) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                        if "queuePriorities" in data__spec__policy_keys:
                            data__spec__policy_keys.remove("queuePriorities")
                            data__spec__policy__queuePriorities = data__spec__policy["queuePriorities"]
                            if not isinstance(data__spec__policy__queuePriorities, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.queuePriorities must be array")
                            data__spec__policy__queuePriorities_is_list = isinstance(data__spec__policy__queuePriorities, (list, tuple))
                            if data__spec__policy__queuePriorities_is_list:
                                data__spec__policy__queuePriorities_len = len(data__spec__policy__queuePriorities)
                                for data__spec__policy__queuePriorities_x, data__spec__policy__queuePriorities_item in enumerate(data__spec__policy__queuePriorities):
                                    if not isinstance(data__spec__policy__queuePriorities_item, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.queuePriorities[{}]".format(data__spec__policy__queuePriorities_x) + " must be string")
                                    if isinstance(data__spec__policy__queuePriorities_item, str):
                                        data__spec__policy__queuePriorities_item_len = len(data__spec__policy__queuePriorities_item)
                                        if data__spec__policy__queuePriorities_item_len > 253:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.queuePriorities[{}]".format(data__spec__policy__queuePriorities_x) + " must be shorter than or equal to 253 characters")
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__policy__queuePriorities_item):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.queuePriorities[{}]".format(data__spec__policy__queuePriorities_x) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                        if "registries" in data__spec__policy_keys:
                            data__spec__policy_keys.remove("registries")
                            data__spec__policy__registries = data__spec__policy["registries"]
                            if not isinstance(data__spec__policy__registries, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.registries must be array")
                            data__spec__policy__registries_is_list = isinstance(data__spec__policy__registries, (list, tuple))
                            if data__spec__policy__registries_is_list:
                                data__spec__policy__registries_len = len(data__spec__policy__registries)
                                if data__spec__policy__registries_len < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.registries must contain at least 1 items")
                                for data__spec__policy__registries_x, data__spec__policy__registries_item in enumerate(data__spec__policy__registries):
                                    if not isinstance(data__spec__policy__registries_item, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.registries[{}]".format(data__spec__policy__registries_x) + " must be string")
                                    if isinstance(data__spec__policy__registries_item, str):
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.:]*[a-z0-9])?(/[-a-z0-9._]+)*$'].search(data__spec__policy__registries_item):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.registries[{}]".format(data__spec__policy__registries_x) + " must match pattern ^[a-z0-9]([-a-z0-9.:]*[a-z0-9])?(/[-a-z0-9._]+)*$")
                        if "pinnedImages" in data__spec__policy_keys:
                            data__spec__policy_keys.remove("pinnedImages")
                            data__spec__policy__pinnedImages = data__spec__policy["pinnedImages"]
                            if not isinstance(data__spec__policy__pinnedImages, (bool)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.pinnedImages must be boolean")
                        if "unboundedSharedMemory" in data__spec__policy_keys:
                            data__spec__policy_keys.remove("unboundedSharedMemory")
                            data__spec__policy__unboundedSharedMemory = data__spec__policy["unboundedSharedMemory"]
                            if not isinstance(data__spec__policy__unboundedSharedMemory, (bool)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.unboundedSharedMemory must be boolean")
                        if "burstableCpu" in data__spec__policy_keys:
                            data__spec__policy_keys.remove("burstableCpu")
                            data__spec__policy__burstableCpu = data__spec__policy["burstableCpu"]
                            if not isinstance(data__spec__policy__burstableCpu, (bool)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.burstableCpu must be boolean")
                        if "runtimeClasses" in data__spec__policy_keys:
                            data__spec__policy_keys.remove("runtimeClasses")
                            data__spec__policy__runtimeClasses = data__spec__policy["runtimeClasses"]
                            if not isinstance(data__spec__policy__runtimeClasses, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.runtimeClasses must be array")
                            data__spec__policy__runtimeClasses_is_list = isinstance(data__spec__policy__runtimeClasses, (list, tuple))
                            if data__spec__policy__runtimeClasses_is_list:
                                data__spec__policy__runtimeClasses_len = len(data__spec__policy__runtimeClasses)
                                for data__spec__policy__runtimeClasses_x, data__spec__policy__runtimeClasses_item in enumerate(data__spec__policy__runtimeClasses):
                                    if not isinstance(data__spec__policy__runtimeClasses_item, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.runtimeClasses[{}]".format(data__spec__policy__runtimeClasses_x) + " must be string")
                                    if isinstance(data__spec__policy__runtimeClasses_item, str):
                                        data__spec__policy__runtimeClasses_item_len = len(data__spec__policy__runtimeClasses_item)
                                        if data__spec__policy__runtimeClasses_item_len > 253:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.runtimeClasses[{}]".format(data__spec__policy__runtimeClasses_x) + " must be shorter than or equal to 253 characters")
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__policy__runtimeClasses_item):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.runtimeClasses[{}]".format(data__spec__policy__runtimeClasses_x) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                        if "shareProcessNamespace" in data__spec__policy_keys:
                            data__spec__policy_keys.remove("shareProcessNamespace")
                            data__spec__policy__shareProcessNamespace = data__spec__policy["shareProcessNamespace"]
                            if not isinstance(data__spec__policy__shareProcessNamespace, (bool)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.shareProcessNamespace must be boolean")
                        if "hostAliases" in data__spec__policy_keys:
                            data__spec__policy_keys.remove("hostAliases")
                            data__spec__policy__hostAliases = data__spec__policy["hostAliases"]
                            if not isinstance(data__spec__policy__hostAliases, (bool)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.hostAliases must be boolean")
                        if "schedulers" in data__spec__policy_keys:
                            data__spec__policy_keys.remove("schedulers")
                            data__spec__policy__schedulers = data__spec__policy["schedulers"]
                            if not isinstance(data__spec__policy__schedulers, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.schedulers must be array")
                            data__spec__policy__schedulers_is_list = isinstance(data__spec__policy__schedulers, (list, tuple))
                            if data__spec__policy__schedulers_is_list:
                                data__spec__policy__schedulers_len = len(data__spec__policy__schedulers)
                                for data__spec__policy__schedulers_x, data__spec__policy__schedulers_item in enumerate(data__spec__policy__schedulers):
                                    if not isinstance(data__spec__policy__schedulers_item, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.schedulers[{}]".format(data__spec__policy__schedulers_x) + " must be string")
                                    if isinstance(data__spec__policy__schedulers_item, str):
                                        data__spec__policy__schedulers_item_len = len(data__spec__policy__schedulers_item)
                                        if data__spec__policy__schedulers_item_len > 253:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.schedulers[{}]".format(data__spec__policy__schedulers_x) + " must be shorter than or equal to 253 characters")
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__policy__schedulers_item):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.schedulers[{}]".format(data__spec__policy__schedulers_x) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                        if "dnsPolicies" in data__spec__policy_keys:
                            data__spec__policy_keys.remove("dnsPolicies")
                            data__spec__policy__dnsPolicies = data__spec__policy["dnsPolicies"]
                            if not isinstance(data__spec__policy__dnsPolicies, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.dnsPolicies must be array")
                            data__spec__policy__dnsPolicies_is_list = isinstance(data__spec__policy__dnsPolicies, (list, tuple))
                            if data__spec__policy__dnsPolicies_is_list:
                                data__spec__policy__dnsPolicies_len = len(data__spec__policy__dnsPolicies)
                                for data__spec__policy__dnsPolicies_x, data__spec__policy__dnsPolicies_item in enumerate(data__spec__policy__dnsPolicies):
                                    if not isinstance(data__spec__policy__dnsPolicies_item, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.dnsPolicies[{}]".format(data__spec__policy__dnsPolicies_x) + " must be string")
                                    if not (isinstance(data__spec__policy__dnsPolicies_item, str) and data__spec__policy__dnsPolicies_item == 'Default' or isinstance(data__spec__policy__dnsPolicies_item, str) and data__spec__policy__dnsPolicies_item == 'None'):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.dnsPolicies[{}]".format(data__spec__policy__dnsPolicies_x) + " must be one of ['Default', 'None']")
                        if data__spec__policy_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy must not contain "+str(data__spec__policy_keys)+" properties")
                if "kueue" in data__spec_keys:
                    data__spec_keys.remove("kueue")
                    data__spec__kueue = data__spec["kueue"]
                    if not isinstance(data__spec__kueue, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue must be object")
                    data__spec__kueue_is_dict = isinstance(data__spec__kueue, dict)
                    if data__spec__kueue_is_dict:
                        data__spec__kueue_keys = set(data__spec__kueue.keys())
                        if "integrations" in data__spec__kueue_keys:
                            data__spec__kueue_keys.remove("integrations")
                            data__spec__kueue__integrations = data__spec__kueue["integrations"]
                            if not isinstance(data__spec__kueue__integrations, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.integrations must be array")
                            data__spec__kueue__integrations_is_list = isinstance(data__spec__kueue__integrations, (list, tuple))
                            if data__spec__kueue__integrations_is_list:
                                def fn(var): return frozenset(dict((k, fn(v)) for k, v in var.items()).items()) if hasattr(var, "items") else tuple(fn(v) for v in var) if isinstance(var, (dict, list)) else (bool, var) if isinstance(var, bool) else var
                                data__spec__kueue__integrations_len = len(data__spec__kueue__integrations)
                                if data__spec__kueue__integrations_len > len(set(fn(data__spec__kueue__integrations_x) for data__spec__kueue__integrations_x in data__spec__kueue__integrations)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.integrations must contain unique items")
                                for data__spec__kueue__integrations_x, data__spec__kueue__integrations_item in enumerate(data__spec__kueue__integrations):
                                    if not isinstance(data__spec__kueue__integrations_item, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.integrations[{}]".format(data__spec__kueue__integrations_x) + " must be string")
                                    if not (isinstance(data__spec__kueue__integrations_item, str) and data__spec__kueue__integrations_item == 'batch/job' or isinstance(data__spec__kueue__integrations_item, str) and data__spec__kueue__integrations_item == 'deployment' or isinstance(data__spec__kueue__integrations_item, str) and data__spec__kueue__integrations_item == 'jobset.x-k8s.io/jobset' or isinstance(data__spec__kueue__integrations_item, str) and data__spec__kueue__integrations_item == 'kubeflow.org/jaxjob' or isinstance(data__spec__kueue__integrations_item, str) and data__spec__kueue__integrations_item == 'kubeflow.org/mpijob' or isinstance(data__spec__kueue__integrations_item, str) and data__spec__kueue__integrations_item == 'kubeflow.org/paddlejob' or isinstance(data__spec__kueue__integrations_item, str) and data__spec__kueue__integrations_item == 'kubeflow.org/pytorchjob' or isinstance(data__spec__kueue__integrations_item, str) and data__spec__kueue__integrations_item == 'kubeflow.org/tfjob' or isinstance(data__spec__kueue__integrations_item, str) and data__spec__kueue__integrations_item == 'kubeflow.org/xgboostjob' or isinstance(data__spec__kueue__integrations_item, str) and data__spec__kueue__integrations_item == 'leaderworkerset.x-k8s.io/leaderworkerset' or isinstance(data__spec__kueue__integrations_item, str) and data__spec__kueue__integrations_item == 'pod' or isinstance(data__spec__kueue__integrations_item, str) and data__spec__kueue__integrations_item == 'ray.io/raycluster' or isinstance(data__spec__kueue__integrations_item, str) and data__spec__kueue__integrations_item == 'ray.io/rayjob' or isinstance(data__spec__kueue__integrations_item, str) and data__spec__kueue__integrations_item == 'ray.io/rayservice' or isinstance(data__spec__kueue__integrations_item, str) and data__spec__kueue__integrations_item == 'sparkoperator.k8s.io/sparkapplication' or isinstance(data__spec__kueue__integrations_item, str) and data__spec__kueue__integrations_item == 'statefulset' or isinstance(data__spec__kueue__integrations_item, str) and data__spec__kueue__integrations_item == 'trainer.kubeflow.org/trainjob' or isinstance(data__spec__kueue__integrations_item, str) and data__spec__kueue__integrations_item == 'workload.codeflare.dev/appwrapper'):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.integrations[{}]".format(data__spec__kueue__integrations_x) + " must be one of ['batch/job', 'deployment', 'jobset.x-k8s.io/jobset', 'kubeflow.org/jaxjob', 'kubeflow.org/mpijob', 'kubeflow.org/paddlejob', 'kubeflow.org/pytorchjob', 'kubeflow.org/tfjob', 'kubeflow.org/xgboostjob', 'leaderworkerset.x-k8s.io/leaderworkerset', 'pod', 'ray.io/raycluster', 'ray.io/rayjob', 'ray.io/rayservice', 'sparkoperator.k8s.io/sparkapplication', 'statefulset', 'trainer.kubeflow.org/trainjob', 'workload.codeflare.dev/appwrapper']")
                        if "disabledIntegration" in data__spec__kueue_keys:
                            data__spec__kueue_keys.remove("disabledIntegration")
                            data__spec__kueue__disabledIntegration = data__spec__kueue["disabledIntegration"]
                            if not isinstance(data__spec__kueue__disabledIntegration, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.disabledIntegration must be string")
                            if not (isinstance(data__spec__kueue__disabledIntegration, str) and data__spec__kueue__disabledIntegration == 'error' or isinstance(data__spec__kueue__disabledIntegration, str) and data__spec__kueue__disabledIntegration == 'warning'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.disabledIntegration must be one of ['error', 'warning']")
                        if "unqueuedKinds" in data__spec__kueue_keys:
                            data__spec__kueue_keys.remove("unqueuedKinds")
                            data__spec__kueue__unqueuedKinds = data__spec__kueue["unqueuedKinds"]
                            if not isinstance(data__spec__kueue__unqueuedKinds, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.unqueuedKinds must be array")
                            data__spec__kueue__unqueuedKinds_is_list = isinstance(data__spec__kueue__unqueuedKinds, (list, tuple))
                            if data__spec__kueue__unqueuedKinds_is_list:
                                def fn(var): return frozenset(dict((k, fn(v)) for k, v in var.items()).items()) if hasattr(var, "items") else tuple(fn(v) for v in var) if isinstance(var, (dict, list)) else (bool, var) if isinstance(var, bool) else var
                                data__spec__kueue__unqueuedKinds_len = len(data__spec__kueue__unqueuedKinds)
                                if data__spec__kueue__unqueuedKinds_len > len(set(fn(data__spec__kueue__unqueuedKinds_x) for data__spec__kueue__unqueuedKinds_x in data__spec__kueue__unqueuedKinds)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.unqueuedKinds must contain unique items")
                                for data__spec__kueue__unqueuedKinds_x, data__spec__kueue__unqueuedKinds_item in enumerate(data__spec__kueue__unqueuedKinds):
                                    if not isinstance(data__spec__kueue__unqueuedKinds_item, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.unqueuedKinds[{}]".format(data__spec__kueue__unqueuedKinds_x) + " must be string")
                                    if not (isinstance(data__spec__kueue__unqueuedKinds_item, str) and data__spec__kueue__unqueuedKinds_item == 'JAXJob' or isinstance(data__spec__kueue__unqueuedKinds_item, str) and data__spec__kueue__unqueuedKinds_item == 'Job' or isinstance(data__spec__kueue__unqueuedKinds_item, str) and data__spec__kueue__unqueuedKinds_item == 'MPIJob' or isinstance(data__spec__kueue__unqueuedKinds_item, str) and data__spec__kueue__unqueuedKinds_item == 'PaddleJob' or isinstance(data__spec__kueue__unqueuedKinds_item, str) and data__spec__kueue__unqueuedKinds_item == 'PyTorchJob' or isinstance(data__spec__kueue__unqueuedKinds_item, str) and data__spec__kueue__unqueuedKinds_item == 'TFJob' or isinstance(data__spec__kueue__unqueuedKinds_item, str) and data__spec__kueue__unqueuedKinds_item == 'TrainJob' or isinstance(data__spec__kueue__unqueuedKinds_item, str) and data__spec__kueue__unqueuedKinds_item == 'XGBoostJob'):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.unqueuedKinds[{}]".format(data__spec__kueue__unqueuedKinds_x) + " must be one of ['JAXJob', 'Job', 'MPIJob', 'PaddleJob', 'PyTorchJob', 'TFJob', 'TrainJob', 'XGBoostJob']")
                        if "resourceFlavors" in data__spec__kueue_keys:
                            data__spec__kueue_keys.remove("resourceFlavors")
                            data__spec__kueue__resourceFlavors = data__spec__kueue["resourceFlavors"]
                            if not isinstance(data__spec__kueue__resourceFlavors, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.resourceFlavors must be object")
                            data__spec__kueue__resourceFlavors_is_dict = isinstance(data__spec__kueue__resourceFlavors, dict)
                            if data__spec__kueue__resourceFlavors_is_dict:
                                data__spec__kueue__resourceFlavors_keys = set(data__spec__kueue__resourceFlavors.keys())
                                for data__spec__kueue__resourceFlavors_key in data__spec__kueue__resourceFlavors_keys:
                                    if data__spec__kueue__resourceFlavors_key not in []:
                                        data__spec__kueue__resourceFlavors_value = data__spec__kueue__resourceFlavors.get(data__spec__kueue__resourceFlavors_key)
                                        validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d3(data__spec__kueue__resourceFlavors_value, custom_formats, (name_prefix or "data") + ".spec.kueue.resourceFlavors.{}".format(data__spec__kueue__resourceFlavors_key))
                                data__spec__kueue__resourceFlavors_len = len(data__spec__kueue__resourceFlavors)
                                if data__spec__kueue__resourceFlavors_len != 0:
                                    data__spec__kueue__resourceFlavors_property_names = True
                                    for data__spec__kueue__resourceFlavors_key in data__spec__kueue__resourceFlavors:
                                        try:
                                            if isinstance(data__spec__kueue__resourceFlavors_key, str):
                                                data__spec__kueue__resourceFlavors_key_len = len(data__spec__kueue__resourceFlavors_key)
                                                if data__spec__kueue__resourceFlavors_key_len > 253:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.resourceFlavors must be shorter than or equal to 253 characters")
                                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__kueue__resourceFlavors_key):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.resourceFlavors must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                        except (JsonSchemaValueException, JsonSchemaValuesException):
                                            data__spec__kueue__resourceFlavors_property_names = False
                                    if not data__spec__kueue__resourceFlavors_property_names:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.resourceFlavors must be named by propertyName definition")
                        if "clusterQueues" in data__spec__kueue_keys:
                            data__spec__kueue_keys.remove("clusterQueues")
                            data__spec__kueue__clusterQueues = data__spec__kueue["clusterQueues"]
                            if not isinstance(data__spec__kueue__clusterQueues, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.clusterQueues must be object")
                            data__spec__kueue__clusterQueues_is_dict = isinstance(data__spec__kueue__clusterQueues, dict)
                            if data__spec__kueue__clusterQueues_is_dict:
                                data__spec__kueue__clusterQueues_keys = set(data__spec__kueue__clusterQueues.keys())
                                for data__spec__kueue__clusterQueues_key in data__spec__kueue__clusterQueues_keys:
                                    if data__spec__kueue__clusterQueues_key not in []:
                                        data__spec__kueue__clusterQueues_value = data__spec__kueue__clusterQueues.get(data__spec__kueue__clusterQueues_key)
                                        validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d4(data__spec__kueue__clusterQueues_value, custom_formats, (name_prefix or "data") + ".spec.kueue.clusterQueues.{}".format(data__spec__kueue__clusterQueues_key))
                                data__spec__kueue__clusterQueues_len = len(data__spec__kueue__clusterQueues)
                                if data__spec__kueue__clusterQueues_len != 0:
                                    data__spec__kueue__clusterQueues_property_names = True
                                    for data__spec__kueue__clusterQueues_key in data__spec__kueue__clusterQueues:
                                        try:
                                            if isinstance(data__spec__kueue__clusterQueues_key, str):
                                                data__spec__kueue__clusterQueues_key_len = len(data__spec__kueue__clusterQueues_key)
                                                if data__spec__kueue__clusterQueues_key_len > 253:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.clusterQueues must be shorter than or equal to 253 characters")
                                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__kueue__clusterQueues_key):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.clusterQueues must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                        except (JsonSchemaValueException, JsonSchemaValuesException):
                                            data__spec__kueue__clusterQueues_property_names = False
                                    if not data__spec__kueue__clusterQueues_property_names:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.clusterQueues must be named by propertyName definition")
                        if "priorityClasses" in data__spec__kueue_keys:
                            data__spec__kueue_keys.remove("priorityClasses")
                            data__spec__kueue__priorityClasses = data__spec__kueue["priorityClasses"]
                            if not isinstance(data__spec__kueue__priorityClasses, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.priorityClasses must be object")
                            data__spec__kueue__priorityClasses_is_dict = isinstance(data__spec__kueue__priorityClasses, dict)
                            if data__spec__kueue__priorityClasses_is_dict:
                                data__spec__kueue__priorityClasses_keys = set(data__spec__kueue__priorityClasses.keys())
                                for data__spec__kueue__priorityClasses_key in data__spec__kueue__priorityClasses_keys:
                                    if data__spec__kueue__priorityClasses_key not in []:
                                        data__spec__kueue__priorityClasses_value = data__spec__kueue__priorityClasses.get(data__spec__kueue__priorityClasses_key)
                                        validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d6(data__spec__kueue__priorityClasses_value, custom_formats, (name_prefix or "data") + ".spec.kueue.priorityClasses.{}".format(data__spec__kueue__priorityClasses_key))
                                data__spec__kueue__priorityClasses_len = len(data__spec__kueue__priorityClasses)
                                if data__spec__kueue__priorityClasses_len != 0:
                                    data__spec__kueue__priorityClasses_property_names = True
                                    for data__spec__kueue__priorityClasses_key in data__spec__kueue__priorityClasses:
                                        try:
                                            if isinstance(data__spec__kueue__priorityClasses_key, str):
                                                data__spec__kueue__priorityClasses_key_len = len(data__spec__kueue__priorityClasses_key)
                                                if data__spec__kueue__priorityClasses_key_len > 253:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.priorityClasses must be shorter than or equal to 253 characters")
                                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__kueue__priorityClasses_key):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.priorityClasses must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                        except (JsonSchemaValueException, JsonSchemaValuesException):
                                            data__spec__kueue__priorityClasses_property_names = False
                                    if not data__spec__kueue__priorityClasses_property_names:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.priorityClasses must be named by propertyName definition")
                        if "localQueues" in data__spec__kueue_keys:
                            data__spec__kueue_keys.remove("localQueues")
                            data__spec__kueue__localQueues = data__spec__kueue["localQueues"]
                            if not isinstance(data__spec__kueue__localQueues, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.localQueues must be object")
                            data__spec__kueue__localQueues_is_dict = isinstance(data__spec__kueue__localQueues, dict)
                            if data__spec__kueue__localQueues_is_dict:
                                data__spec__kueue__localQueues_keys = set(data__spec__kueue__localQueues.keys())
                                for data__spec__kueue__localQueues_key in data__spec__kueue__localQueues_keys:
                                    if data__spec__kueue__localQueues_key not in []:
                                        data__spec__kueue__localQueues_value = data__spec__kueue__localQueues.get(data__spec__kueue__localQueues_key)
                                        validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d7(data__spec__kueue__localQueues_value, custom_formats, (name_prefix or "data") + ".spec.kueue.localQueues.{}".format(data__spec__kueue__localQueues_key))
                                data__spec__kueue__localQueues_len = len(data__spec__kueue__localQueues)
                                if data__spec__kueue__localQueues_len != 0:
                                    data__spec__kueue__localQueues_property_names = True
                                    for data__spec__kueue__localQueues_key in data__spec__kueue__localQueues:
                                        try:
                                            if isinstance(data__spec__kueue__localQueues_key, str):
                                                data__spec__kueue__localQueues_key_len = len(data__spec__kueue__localQueues_key)
                                                if data__spec__kueue__localQueues_key_len > 63:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.localQueues must be shorter than or equal to 63 characters")
                                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__kueue__localQueues_key):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.localQueues must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                        except (JsonSchemaValueException, JsonSchemaValuesException):
                                            data__spec__kueue__localQueues_property_names = False
                                    if not data__spec__kueue__localQueues_property_names:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.localQueues must be named by propertyName definition")
                        if "existing" in data__spec__kueue_keys:
                            data__spec__kueue_keys.remove("existing")
                            data__spec__kueue__existing = data__spec__kueue["existing"]
                            if not isinstance(data__spec__kueue__existing, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.existing must be object")
                            data__spec__kueue__existing_is_dict = isinstance(data__spec__kueue__existing, dict)
                            if data__spec__kueue__existing_is_dict:
                                data__spec__kueue__existing_keys = set(data__spec__kueue__existing.keys())
                                if "localQueues" in data__spec__kueue__existing_keys:
                                    data__spec__kueue__existing_keys.remove("localQueues")
                                    data__spec__kueue__existing__localQueues = data__spec__kueue__existing["localQueues"]
                                    if not isinstance(data__spec__kueue__existing__localQueues, (list, tuple)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.existing.localQueues must be array")
                                    data__spec__kueue__existing__localQueues_is_list = isinstance(data__spec__kueue__existing__localQueues, (list, tuple))
                                    if data__spec__kueue__existing__localQueues_is_list:
                                        data__spec__kueue__existing__localQueues_len = len(data__spec__kueue__existing__localQueues)
                                        for data__spec__kueue__existing__localQueues_x, data__spec__kueue__existing__localQueues_item in enumerate(data__spec__kueue__existing__localQueues):
                                            if not isinstance(data__spec__kueue__existing__localQueues_item, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.existing.localQueues[{}]".format(data__spec__kueue__existing__localQueues_x) + " must be string")
                                            if isinstance(data__spec__kueue__existing__localQueues_item, str):
                                                data__spec__kueue__existing__localQueues_item_len = len(data__spec__kueue__existing__localQueues_item)
                                                if data__spec__kueue__existing__localQueues_item_len > 63:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.existing.localQueues[{}]".format(data__spec__kueue__existing__localQueues_x) + " must be shorter than or equal to 63 characters")
                                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__kueue__existing__localQueues_item):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.existing.localQueues[{}]".format(data__spec__kueue__existing__localQueues_x) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                if "clusterQueues" in data__spec__kueue__existing_keys:
                                    data__spec__kueue__existing_keys.remove("clusterQueues")
                                    data__spec__kueue__existing__clusterQueues = data__spec__kueue__existing["clusterQueues"]
                                    if not isinstance(data__spec__kueue__existing__clusterQueues, (list, tuple)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.existing.clusterQueues must be array")
                                    data__spec__kueue__existing__clusterQueues_is_list = isinstance(data__spec__kueue__existing__clusterQueues, (list, tuple))
                                    if data__spec__kueue__existing__clusterQueues_is_list:
                                        data__spec__kueue__existing__clusterQueues_len = len(data__spec__kueue__existing__clusterQueues)
                                        for data__spec__kueue__existing__clusterQueues_x, data__spec__kueue__existing__clusterQueues_item in enumerate(data__spec__kueue__existing__clusterQueues):
                                            if not isinstance(data__spec__kueue__existing__clusterQueues_item, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.existing.clusterQueues[{}]".format(data__spec__kueue__existing__clusterQueues_x) + " must be string")
                                            if isinstance(data__spec__kueue__existing__clusterQueues_item, str):
                                                data__spec__kueue__existing__clusterQueues_item_len = len(data__spec__kueue__existing__clusterQueues_item)
                                                if data__spec__kueue__existing__clusterQueues_item_len > 253:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.existing.clusterQueues[{}]".format(data__spec__kueue__existing__clusterQueues_x) + " must be shorter than or equal to 253 characters")
                                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__kueue__existing__clusterQueues_item):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.existing.clusterQueues[{}]".format(data__spec__kueue__existing__clusterQueues_x) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                if "resourceFlavors" in data__spec__kueue__existing_keys:
                                    data__spec__kueue__existing_keys.remove("resourceFlavors")
                                    data__spec__kueue__existing__resourceFlavors = data__spec__kueue__existing["resourceFlavors"]
                                    if not isinstance(data__spec__kueue__existing__resourceFlavors, (list, tuple)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.existing.resourceFlavors must be array")
                                    data__spec__kueue__existing__resourceFlavors_is_list = isinstance(data__spec__kueue__existing__resourceFlavors, (list, tuple))
                                    if data__spec__kueue__existing__resourceFlavors_is_list:
                                        data__spec__kueue__existing__resourceFlavors_len = len(data__spec__kueue__existing__resourceFlavors)
                                        for data__spec__kueue__existing__resourceFlavors_x, data__spec__kueue__existing__resourceFlavors_item in enumerate(data__spec__kueue__existing__resourceFlavors):
                                            if not isinstance(data__spec__kueue__existing__resourceFlavors_item, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.existing.resourceFlavors[{}]".format(data__spec__kueue__existing__resourceFlavors_x) + " must be string")
                                            if isinstance(data__spec__kueue__existing__resourceFlavors_item, str):
                                                data__spec__kueue__existing__resourceFlavors_item_len = len(data__spec__kueue__existing__resourceFlavors_item)
                                                if data__spec__kueue__existing__resourceFlavors_item_len > 253:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.existing.resourceFlavors[{}]".format(data__spec__kueue__existing__resourceFlavors_x) + " must be shorter than or equal to 253 characters")
                                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__kueue__existing__resourceFlavors_item):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.existing.resourceFlavors[{}]".format(data__spec__kueue__existing__resourceFlavors_x) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                if "priorityClasses" in data__spec__kueue__existing_keys:
                                    data__spec__kueue__existing_keys.remove("priorityClasses")
                                    data__spec__kueue__existing__priorityClasses = data__spec__kueue__existing["priorityClasses"]
                                    if not isinstance(data__spec__kueue__existing__priorityClasses, (list, tuple)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.existing.priorityClasses must be array")
                                    data__spec__kueue__existing__priorityClasses_is_list = isinstance(data__spec__kueue__existing__priorityClasses, (list, tuple))
                                    if data__spec__kueue__existing__priorityClasses_is_list:
                                        data__spec__kueue__existing__priorityClasses_len = len(data__spec__kueue__existing__priorityClasses)
                                        for data__spec__kueue__existing__priorityClasses_x, data__spec__kueue__existing__priorityClasses_item in enumerate(data__spec__kueue__existing__priorityClasses):
                                            if not isinstance(data__spec__kueue__existing__priorityClasses_item, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.existing.priorityClasses[{}]".format(data__spec__kueue__existing__priorityClasses_x) + " must be string")
                                            if isinstance(data__spec__kueue__existing__priorityClasses_item, str):
                                                data__spec__kueue__existing__priorityClasses_item_len = len(data__spec__kueue__existing__priorityClasses_item)
                                                if data__spec__kueue__existing__priorityClasses_item_len > 253:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.existing.priorityClasses[{}]".format(data__spec__kueue__existing__priorityClasses_x) + " must be shorter than or equal to 253 characters")
                                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__kueue__existing__priorityClasses_item):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.existing.priorityClasses[{}]".format(data__spec__kueue__existing__priorityClasses_x) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                if data__spec__kueue__existing_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue.existing must not contain "+str(data__spec__kueue__existing_keys)+" properties")
                        if data__spec__kueue_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue must not contain "+str(data__spec__kueue_keys)+" properties")
                if "accounting" in data__spec_keys:
                    data__spec_keys.remove("accounting")
                    data__spec__accounting = data__spec["accounting"]
                    if not isinstance(data__spec__accounting, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.accounting must be object")
                    data__spec__accounting_is_dict = isinstance(data__spec__accounting, dict)
                    if data__spec__accounting_is_dict:
                        data__spec__accounting_keys = set(data__spec__accounting.keys())
                        if "currency" in data__spec__accounting_keys:
                            data__spec__accounting_keys.remove("currency")
                            data__spec__accounting__currency = data__spec__accounting["currency"]
                            if not isinstance(data__spec__accounting__currency, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.accounting.currency must be string")
                            if isinstance(data__spec__accounting__currency, str):
                                if not REGEX_PATTERNS['^[A-Z]{3}$'].search(data__spec__accounting__currency):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.accounting.currency must match pattern ^[A-Z]{3}$")
                        if "interval" in data__spec__accounting_keys:
                            data__spec__accounting_keys.remove("interval")
                            data__spec__accounting__interval = data__spec__accounting["interval"]
                            if not isinstance(data__spec__accounting__interval, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.accounting.interval must be string")
                            if isinstance(data__spec__accounting__interval, str):
                                data__spec__accounting__interval_len = len(data__spec__accounting__interval)
                                if data__spec__accounting__interval_len > 64:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.accounting.interval must be shorter than or equal to 64 characters")
                                if not REGEX_PATTERNS['^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)$'].search(data__spec__accounting__interval):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.accounting.interval must match pattern ^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)$")
                        if "clusterLabel" in data__spec__accounting_keys:
                            data__spec__accounting_keys.remove("clusterLabel")
                            data__spec__accounting__clusterLabel = data__spec__accounting["clusterLabel"]
                            if not isinstance(data__spec__accounting__clusterLabel, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.accounting.clusterLabel must be string")
                            if isinstance(data__spec__accounting__clusterLabel, str):
                                data__spec__accounting__clusterLabel_len = len(data__spec__accounting__clusterLabel)
                                if data__spec__accounting__clusterLabel_len > 63:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.accounting.clusterLabel must be shorter than or equal to 63 characters")
                                if not REGEX_PATTERNS['^[a-zA-Z_][a-zA-Z0-9_]*$'].search(data__spec__accounting__clusterLabel):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.accounting.clusterLabel must match pattern ^[a-zA-Z_][a-zA-Z0-9_]*$")
                        if "teams" in data__spec__accounting_keys:
                            data__spec__accounting_keys.remove("teams")
                            data__spec__accounting__teams = data__spec__accounting["teams"]
                            if not isinstance(data__spec__accounting__teams, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.accounting.teams must be object")
                            data__spec__accounting__teams_is_dict = isinstance(data__spec__accounting__teams, dict)
                            if data__spec__accounting__teams_is_dict:
                                data__spec__accounting__teams_keys = set(data__spec__accounting__teams.keys())
                                for data__spec__accounting__teams_key in data__spec__accounting__teams_keys:
                                    if data__spec__accounting__teams_key not in []:
                                        data__spec__accounting__teams_value = data__spec__accounting__teams.get(data__spec__accounting__teams_key)
                                        validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d8(data__spec__accounting__teams_value, custom_formats, (name_prefix or "data") + ".spec.accounting.teams.{}".format(data__spec__accounting__teams_key))
                                data__spec__accounting__teams_len = len(data__spec__accounting__teams)
                                if data__spec__accounting__teams_len != 0:
                                    data__spec__accounting__teams_property_names = True
                                    for data__spec__accounting__teams_key in data__spec__accounting__teams:
                                        try:
                                            if isinstance(data__spec__accounting__teams_key, str):
                                                data__spec__accounting__teams_key_len = len(data__spec__accounting__teams_key)
                                                if data__spec__accounting__teams_key_len > 63:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.accounting.teams must be shorter than or equal to 63 characters")
                                                if not REGEX_PATTERNS['^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$'].search(data__spec__accounting__teams_key):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.accounting.teams must match pattern ^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$")
                                        except (JsonSchemaValueException, JsonSchemaValuesException):
                                            data__spec__accounting__teams_property_names = False
                                    if not data__spec__accounting__teams_property_names:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.accounting.teams must be named by propertyName definition")
                        if "prices" in data__spec__accounting_keys:
                            data__spec__accounting_keys.remove("prices")
                            data__spec__accounting__prices = data__spec__accounting["prices"]
                            if not isinstance(data__spec__accounting__prices, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.accounting.prices must be object")
                            data__spec__accounting__prices_is_dict = isinstance(data__spec__accounting__prices, dict)
                            if data__spec__accounting__prices_is_dict:
                                data__spec__accounting__prices_keys = set(data__spec__accounting__prices.keys())
                                for data__spec__accounting__prices_key in data__spec__accounting__prices_keys:
                                    if data__spec__accounting__prices_key not in []:
                                        data__spec__accounting__prices_value = data__spec__accounting__prices.get(data__spec__accounting__prices_key)
                                        validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d9(data__spec__accounting__prices_value, custom_formats, (name_prefix or "data") + ".spec.accounting.prices.{}".format(data__spec__accounting__prices_key))
                                data__spec__accounting__prices_len = len(data__spec__accounting__prices)
                                if data__spec__accounting__prices_len != 0:
                                    data__spec__accounting__prices_property_names = True
                                    for data__spec__accounting__prices_key in data__spec__accounting__prices:
                                        try:
                                            if isinstance(data__spec__accounting__prices_key, str):
                                                data__spec__accounting__prices_key_len = len(data__spec__accounting__prices_key)
                                                if data__spec__accounting__prices_key_len > 253:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.accounting.prices must be shorter than or equal to 253 characters")
                                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__accounting__prices_key):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.accounting.prices must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                        except (JsonSchemaValueException, JsonSchemaValuesException):
                                            data__spec__accounting__prices_property_names = False
                                    if not data__spec__accounting__prices_property_names:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.accounting.prices must be named by propertyName definition")
                        if data__spec__accounting_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.accounting must not contain "+str(data__spec__accounting_keys)+" properties")
                if "trainer" in data__spec_keys:
                    data__spec_keys.remove("trainer")
                    data__spec__trainer = data__spec["trainer"]
                    if not isinstance(data__spec__trainer, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer must be object")
                    data__spec__trainer_is_dict = isinstance(data__spec__trainer, dict)
                    if data__spec__trainer_is_dict:
                        data__spec__trainer_keys = set(data__spec__trainer.keys())
                        if "runtimes" in data__spec__trainer_keys:
                            data__spec__trainer_keys.remove("runtimes")
                            data__spec__trainer__runtimes = data__spec__trainer["runtimes"]
                            if not isinstance(data__spec__trainer__runtimes, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer.runtimes must be object")
                            data__spec__trainer__runtimes_is_dict = isinstance(data__spec__trainer__runtimes, dict)
                            if data__spec__trainer__runtimes_is_dict:
                                data__spec__trainer__runtimes_keys = set(data__spec__trainer__runtimes.keys())
                                for data__spec__trainer__runtimes_key in data__spec__trainer__runtimes_keys:
                                    if data__spec__trainer__runtimes_key not in []:
                                        data__spec__trainer__runtimes_value = data__spec__trainer__runtimes.get(data__spec__trainer__runtimes_key)
                                        validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d11(data__spec__trainer__runtimes_value, custom_formats, (name_prefix or "data") + ".spec.trainer.runtimes.{}".format(data__spec__trainer__runtimes_key))
                                data__spec__trainer__runtimes_len = len(data__spec__trainer__runtimes)
                                if data__spec__trainer__runtimes_len != 0:
                                    data__spec__trainer__runtimes_property_names = True
                                    for data__spec__trainer__runtimes_key in data__spec__trainer__runtimes:
                                        try:
                                            if isinstance(data__spec__trainer__runtimes_key, str):
                                                data__spec__trainer__runtimes_key_len = len(data__spec__trainer__runtimes_key)
                                                if data__spec__trainer__runtimes_key_len > 253:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer.runtimes must be shorter than or equal to 253 characters")
                                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__trainer__runtimes_key):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer.runtimes must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                        except (JsonSchemaValueException, JsonSchemaValuesException):
                                            data__spec__trainer__runtimes_property_names = False
                                    if not data__spec__trainer__runtimes_property_names:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer.runtimes must be named by propertyName definition")
                        if "clusterRuntimes" in data__spec__trainer_keys:
                            data__spec__trainer_keys.remove("clusterRuntimes")
                            data__spec__trainer__clusterRuntimes = data__spec__trainer["clusterRuntimes"]
                            if not isinstance(data__spec__trainer__clusterRuntimes, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer.clusterRuntimes must be object")
                            data__spec__trainer__clusterRuntimes_is_dict = isinstance(data__spec__trainer__clusterRuntimes, dict)
                            if data__spec__trainer__clusterRuntimes_is_dict:
                                data__spec__trainer__clusterRuntimes_keys = set(data__spec__trainer__clusterRuntimes.keys())
                                for data__spec__trainer__clusterRuntimes_key in data__spec__trainer__clusterRuntimes_keys:
                                    if data__spec__trainer__clusterRuntimes_key not in []:
                                        data__spec__trainer__clusterRuntimes_value = data__spec__trainer__clusterRuntimes.get(data__spec__trainer__clusterRuntimes_key)
                                        validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d11(data__spec__trainer__clusterRuntimes_value, custom_formats, (name_prefix or "data") + ".spec.trainer.clusterRuntimes.{}".format(data__spec__trainer__clusterRuntimes_key))
                                data__spec__trainer__clusterRuntimes_len = len(data__spec__trainer__clusterRuntimes)
                                if data__spec__trainer__clusterRuntimes_len != 0:
                                    data__spec__trainer__clusterRuntimes_property_names = True
                                    for data__spec__trainer__clusterRuntimes_key in data__spec__trainer__clusterRuntimes:
                                        try:
                                            if isinstance(data__spec__trainer__clusterRuntimes_key, str):
                                                data__spec__trainer__clusterRuntimes_key_len = len(data__spec__trainer__clusterRuntimes_key)
                                                if data__spec__trainer__clusterRuntimes_key_len > 253:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer.clusterRuntimes must be shorter than or equal to 253 characters")
                                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__trainer__clusterRuntimes_key):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer.clusterRuntimes must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                        except (JsonSchemaValueException, JsonSchemaValuesException):
                                            data__spec__trainer__clusterRuntimes_property_names = False
                                    if not data__spec__trainer__clusterRuntimes_property_names:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer.clusterRuntimes must be named by propertyName definition")
                        if "existing" in data__spec__trainer_keys:
                            data__spec__trainer_keys.remove("existing")
                            data__spec__trainer__existing = data__spec__trainer["existing"]
                            if not isinstance(data__spec__trainer__existing, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer.existing must be object")
                            data__spec__trainer__existing_is_dict = isinstance(data__spec__trainer__existing, dict)
                            if data__spec__trainer__existing_is_dict:
                                data__spec__trainer__existing_keys = set(data__spec__trainer__existing.keys())
                                if "runtimes" in data__spec__trainer__existing_keys:
                                    data__spec__trainer__existing_keys.remove("runtimes")
                                    data__spec__trainer__existing__runtimes = data__spec__trainer__existing["runtimes"]
                                    if not isinstance(data__spec__trainer__existing__runtimes, (list, tuple)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer.existing.runtimes must be array")
                                    data__spec__trainer__existing__runtimes_is_list = isinstance(data__spec__trainer__existing__runtimes, (list, tuple))
                                    if data__spec__trainer__existing__runtimes_is_list:
                                        data__spec__trainer__existing__runtimes_len = len(data__spec__trainer__existing__runtimes)
                                        for data__spec__trainer__existing__runtimes_x, data__spec__trainer__existing__runtimes_item in enumerate(data__spec__trainer__existing__runtimes):
                                            if not isinstance(data__spec__trainer__existing__runtimes_item, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer.existing.runtimes[{}]".format(data__spec__trainer__existing__runtimes_x) + " must be string")
                                            if isinstance(data__spec__trainer__existing__runtimes_item, str):
                                                data__spec__trainer__existing__runtimes_item_len = len(data__spec__trainer__existing__runtimes_item)
                                                if data__spec__trainer__existing__runtimes_item_len > 253:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer.existing.runtimes[{}]".format(data__spec__trainer__existing__runtimes_x) + " must be shorter than or equal to 253 characters")
                                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__trainer__existing__runtimes_item):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer.existing.runtimes[{}]".format(data__spec__trainer__existing__runtimes_x) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                if "clusterRuntimes" in data__spec__trainer__existing_keys:
                                    data__spec__trainer__existing_keys.remove("clusterRuntimes")
                                    data__spec__trainer__existing__clusterRuntimes = data__spec__trainer__existing["clusterRuntimes"]
                                    if not isinstance(data__spec__trainer__existing__clusterRuntimes, (list, tuple)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer.existing.clusterRuntimes must be array")
                                    data__spec__trainer__existing__clusterRuntimes_is_list = isinstance(data__spec__trainer__existing__clusterRuntimes, (list, tuple))
                                    if data__spec__trainer__existing__clusterRuntimes_is_list:
                                        data__spec__trainer__existing__clusterRuntimes_len = len(data__spec__trainer__existing__clusterRuntimes)
                                        for data__spec__trainer__existing__clusterRuntimes_x, data__spec__trainer__existing__clusterRuntimes_item in enumerate(data__spec__trainer__existing__clusterRuntimes):
                                            if not isinstance(data__spec__trainer__existing__clusterRuntimes_item, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer.existing.clusterRuntimes[{}]".format(data__spec__trainer__existing__clusterRuntimes_x) + " must be string")
                                            if isinstance(data__spec__trainer__existing__clusterRuntimes_item, str):
                                                data__spec__trainer__existing__clusterRuntimes_item_len = len(data__spec__trainer__existing__clusterRuntimes_item)
                                                if data__spec__trainer__existing__clusterRuntimes_item_len > 253:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer.existing.clusterRuntimes[{}]".format(data__spec__trainer__existing__clusterRuntimes_x) + " must be shorter than or equal to 253 characters")
                                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__trainer__existing__clusterRuntimes_item):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer.existing.clusterRuntimes[{}]".format(data__spec__trainer__existing__clusterRuntimes_x) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                if data__spec__trainer__existing_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer.existing must not contain "+str(data__spec__trainer__existing_keys)+" properties")
                        if data__spec__trainer_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.trainer must not contain "+str(data__spec__trainer_keys)+" properties")
                if data__spec_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec must not contain "+str(data__spec_keys)+" properties")
        if "status" in data_keys:
            data_keys.remove("status")
            data__status = data["status"]
            if not isinstance(data__status, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".status must be object")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d11(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['template']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain ")
        data_keys = set(data.keys())
        if "labels" in data_keys:
            data_keys.remove("labels")
            data__labels = data["labels"]
            if not isinstance(data__labels, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".labels must be object")
            data__labels_is_dict = isinstance(data__labels, dict)
            if data__labels_is_dict:
                data__labels_keys = set(data__labels.keys())
                for data__labels_key in data__labels_keys:
                    if data__labels_key not in []:
                        data__labels_value = data__labels.get(data__labels_key)
                        if not isinstance(data__labels_value, (str)):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".labels.{}".format(data__labels_key) + " must be string")
        if "mlPolicy" in data_keys:
            data_keys.remove("mlPolicy")
            data__mlPolicy = data["mlPolicy"]
            if not isinstance(data__mlPolicy, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".mlPolicy must be object")
        if "podGroupPolicy" in data_keys:
            data_keys.remove("podGroupPolicy")
            data__podGroupPolicy = data["podGroupPolicy"]
            if not isinstance(data__podGroupPolicy, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".podGroupPolicy must be object")
        if "template" in data_keys:
            data_keys.remove("template")
            data__template = data["template"]
            validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d12(data__template, custom_formats, (name_prefix or "data") + ".template")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d12(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['spec']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain ")
        data_keys = set(data.keys())
        if "metadata" in data_keys:
            data_keys.remove("metadata")
            data__metadata = data["metadata"]
            if not isinstance(data__metadata, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".metadata must be object")
        if "spec" in data_keys:
            data_keys.remove("spec")
            data__spec = data["spec"]
            validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d13(data__spec, custom_formats, (name_prefix or "data") + ".spec")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d13(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['replicatedJobs']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain ")
        data_keys = set(data.keys())
        if "replicatedJobs" in data_keys:
            data_keys.remove("replicatedJobs")
            data__replicatedJobs = data["replicatedJobs"]
            validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d14(data__replicatedJobs, custom_formats, (name_prefix or "data") + ".replicatedJobs")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d14(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (list, tuple)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be array")
    data_is_list = isinstance(data, (list, tuple))
    if data_is_list:
        data_len = len(data)
        if data_len < 1:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain at least 1 items")
        for data_x, data_item in enumerate(data):
            validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d15(data_item, custom_formats, (name_prefix or "data") + "[{}]".format(data_x))
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d15(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['name', 'template']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain ")
        data_keys = set(data.keys())
        if "name" in data_keys:
            data_keys.remove("name")
            data__name = data["name"]
            if not isinstance(data__name, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".name must be string")
            if isinstance(data__name, str):
                data__name_len = len(data__name)
                if data__name_len > 63:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".name must be shorter than or equal to 63 characters")
                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__name):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".name must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
        if "template" in data_keys:
            data_keys.remove("template")
            data__template = data["template"]
            if not isinstance(data__template, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".template must be object")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d9(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        for data_key in data_keys:
            if data_key not in []:
                data_value = data.get(data_key)
                validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d10(data_value, custom_formats, (name_prefix or "data") + ".{}".format(data_key))
        data_len = len(data)
        if data_len != 0:
            data_property_names = True
            for data_key in data:
                try:
                    if isinstance(data_key, str):
                        data_key_len = len(data_key)
                        if data_key_len > 253:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be shorter than or equal to 253 characters")
                        if not REGEX_PATTERNS['^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$'].search(data_key):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$")
                except (JsonSchemaValueException, JsonSchemaValuesException):
                    data_property_names = False
            if not data_property_names:
                raise JsonSchemaValueException("" + (name_prefix or "data") + " must be named by propertyName definition")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d10(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string")
    if isinstance(data, str):
        if not REGEX_PATTERNS['^[0-9]{1,12}(\\.[0-9]{1,6})?$'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^[0-9]{1,12}(\\.[0-9]{1,6})?$")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d8(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "costCentre" in data_keys:
            data_keys.remove("costCentre")
            data__costCentre = data["costCentre"]
            if not isinstance(data__costCentre, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".costCentre must be string")
            if isinstance(data__costCentre, str):
                data__costCentre_len = len(data__costCentre)
                if data__costCentre_len > 63:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".costCentre must be shorter than or equal to 63 characters")
                if not REGEX_PATTERNS['^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$'].search(data__costCentre):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".costCentre must match pattern ^[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$")
        if "namespaces" in data_keys:
            data_keys.remove("namespaces")
            data__namespaces = data["namespaces"]
            if not isinstance(data__namespaces, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".namespaces must be array")
            data__namespaces_is_list = isinstance(data__namespaces, (list, tuple))
            if data__namespaces_is_list:
                data__namespaces_len = len(data__namespaces)
                for data__namespaces_x, data__namespaces_item in enumerate(data__namespaces):
                    if not isinstance(data__namespaces_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".namespaces[{}]".format(data__namespaces_x) + " must be string")
                    if isinstance(data__namespaces_item, str):
                        data__namespaces_item_len = len(data__namespaces_item)
                        if data__namespaces_item_len > 63:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".namespaces[{}]".format(data__namespaces_x) + " must be shorter than or equal to 63 characters")
                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__namespaces_item):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".namespaces[{}]".format(data__namespaces_x) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
        if "queues" in data_keys:
            data_keys.remove("queues")
            data__queues = data["queues"]
            if not isinstance(data__queues, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".queues must be array")
            data__queues_is_list = isinstance(data__queues, (list, tuple))
            if data__queues_is_list:
                data__queues_len = len(data__queues)
                for data__queues_x, data__queues_item in enumerate(data__queues):
                    if not isinstance(data__queues_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".queues[{}]".format(data__queues_x) + " must be string")
                    if isinstance(data__queues_item, str):
                        data__queues_item_len = len(data__queues_item)
                        if data__queues_item_len > 63:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".queues[{}]".format(data__queues_x) + " must be shorter than or equal to 63 characters")
                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__queues_item):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".queues[{}]".format(data__queues_x) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
        if "budget" in data_keys:
            data_keys.remove("budget")
            data__budget = data["budget"]
            if not isinstance(data__budget, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".budget must be string")
            if isinstance(data__budget, str):
                if not REGEX_PATTERNS['^[0-9]{1,12}(\\.[0-9]{1,6})?$'].search(data__budget):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".budget must match pattern ^[0-9]{1,12}(\\.[0-9]{1,6})?$")
        if "waitThreshold" in data_keys:
            data_keys.remove("waitThreshold")
            data__waitThreshold = data["waitThreshold"]
            if not isinstance(data__waitThreshold, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".waitThreshold must be string")
            if isinstance(data__waitThreshold, str):
                data__waitThreshold_len = len(data__waitThreshold)
                if data__waitThreshold_len > 64:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".waitThreshold must be shorter than or equal to 64 characters")
                if not REGEX_PATTERNS['^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)$'].search(data__waitThreshold):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".waitThreshold must match pattern ^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)$")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d7(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['clusterQueue']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain ")
        data_keys = set(data.keys())
        if "clusterQueue" in data_keys:
            data_keys.remove("clusterQueue")
            data__clusterQueue = data["clusterQueue"]
            if not isinstance(data__clusterQueue, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".clusterQueue must be string")
            if isinstance(data__clusterQueue, str):
                data__clusterQueue_len = len(data__clusterQueue)
                if data__clusterQueue_len > 253:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".clusterQueue must be shorter than or equal to 253 characters")
                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__clusterQueue):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".clusterQueue must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d6(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['value']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain ")
        data_keys = set(data.keys())
        if "value" in data_keys:
            data_keys.remove("value")
            data__value = data["value"]
            if not isinstance(data__value, (int)) or isinstance(data__value, bool):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".value must be integer")
            if isinstance(data__value, (int, float, Decimal)) and not isinstance(data__value, bool):
                if data__value < -2147483648:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".value must be bigger than or equal to -2147483648")
                if data__value > 2147483647:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".value must be smaller than or equal to 2147483647")
        if "description" in data_keys:
            data_keys.remove("description")
            data__description = data["description"]
            if not isinstance(data__description, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".description must be string")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d4(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['flavors']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain ")
        data_keys = set(data.keys())
        if "namespaces" in data_keys:
            data_keys.remove("namespaces")
            data__namespaces = data["namespaces"]
            if not isinstance(data__namespaces, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".namespaces must be array")
            data__namespaces_is_list = isinstance(data__namespaces, (list, tuple))
            if data__namespaces_is_list:
                data__namespaces_len = len(data__namespaces)
                if data__namespaces_len < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".namespaces must contain at least 1 items")
                for data__namespaces_x, data__namespaces_item in enumerate(data__namespaces):
                    if not isinstance(data__namespaces_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".namespaces[{}]".format(data__namespaces_x) + " must be string")
                    if isinstance(data__namespaces_item, str):
                        data__namespaces_item_len = len(data__namespaces_item)
                        if data__namespaces_item_len > 63:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".namespaces[{}]".format(data__namespaces_x) + " must be shorter than or equal to 63 characters")
                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__namespaces_item):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".namespaces[{}]".format(data__namespaces_x) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
        if "localQueues" in data_keys:
            data_keys.remove("localQueues")
            data__localQueues = data["localQueues"]
            if not isinstance(data__localQueues, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".localQueues must be array")
            data__localQueues_is_list = isinstance(data__localQueues, (list, tuple))
            if data__localQueues_is_list:
                data__localQueues_len = len(data__localQueues)
                for data__localQueues_x, data__localQueues_item in enumerate(data__localQueues):
                    if not isinstance(data__localQueues_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".localQueues[{}]".format(data__localQueues_x) + " must be string")
                    if isinstance(data__localQueues_item, str):
                        data__localQueues_item_len = len(data__localQueues_item)
                        if data__localQueues_item_len > 63:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".localQueues[{}]".format(data__localQueues_x) + " must be shorter than or equal to 63 characters")
                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__localQueues_item):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".localQueues[{}]".format(data__localQueues_x) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
        if "cohort" in data_keys:
            data_keys.remove("cohort")
            data__cohort = data["cohort"]
            if not isinstance(data__cohort, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".cohort must be string")
            if isinstance(data__cohort, str):
                data__cohort_len = len(data__cohort)
                if data__cohort_len > 253:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".cohort must be shorter than or equal to 253 characters")
                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__cohort):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".cohort must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
        if "flavors" in data_keys:
            data_keys.remove("flavors")
            data__flavors = data["flavors"]
            if not isinstance(data__flavors, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors must be array")
            data__flavors_is_list = isinstance(data__flavors, (list, tuple))
            if data__flavors_is_list:
                data__flavors_len = len(data__flavors)
                if data__flavors_len < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors must contain at least 1 items")
                if data__flavors_len > 64:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors must contain less than or equal to 64 items")
                for data__flavors_x, data__flavors_item in enumerate(data__flavors):
                    if not isinstance(data__flavors_item, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors[{}]".format(data__flavors_x) + " must be object")
                    data__flavors_item_is_dict = isinstance(data__flavors_item, dict)
                    if data__flavors_item_is_dict:
                        data__flavors_item__missing_keys = set(['name', 'quota']) - data__flavors_item.keys()
                        if data__flavors_item__missing_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors[{}]".format(data__flavors_x) + " must contain ")
                        data__flavors_item_keys = set(data__flavors_item.keys())
                        if "name" in data__flavors_item_keys:
                            data__flavors_item_keys.remove("name")
                            data__flavors_item__name = data__flavors_item["name"]
                            if not isinstance(data__flavors_item__name, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors[{}].name".format(data__flavors_x) + " must be string")
                            if isinstance(data__flavors_item__name, str):
                                data__flavors_item__name_len = len(data__flavors_item__name)
                                if data__flavors_item__name_len > 253:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors[{}].name".format(data__flavors_x) + " must be shorter than or equal to 253 characters")
                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__flavors_item__name):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors[{}].name".format(data__flavors_x) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                        if "quota" in data__flavors_item_keys:
                            data__flavors_item_keys.remove("quota")
                            data__flavors_item__quota = data__flavors_item["quota"]
                            if not isinstance(data__flavors_item__quota, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors[{}].quota".format(data__flavors_x) + " must be object")
                            data__flavors_item__quota_is_dict = isinstance(data__flavors_item__quota, dict)
                            if data__flavors_item__quota_is_dict:
                                data__flavors_item__quota_keys = set(data__flavors_item__quota.keys())
                                for data__flavors_item__quota_key in data__flavors_item__quota_keys:
                                    if data__flavors_item__quota_key not in []:
                                        data__flavors_item__quota_value = data__flavors_item__quota.get(data__flavors_item__quota_key)
                                        validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d5(data__flavors_item__quota_value, custom_formats, (name_prefix or "data") + ".flavors[{}].quota.{}".format(data__flavors_x, data__flavors_item__quota_key))
                                data__flavors_item__quota_len = len(data__flavors_item__quota)
                                if data__flavors_item__quota_len != 0:
                                    data__flavors_item__quota_property_names = True
                                    for data__flavors_item__quota_key in data__flavors_item__quota:
                                        try:
                                            if isinstance(data__flavors_item__quota_key, str):
                                                data__flavors_item__quota_key_len = len(data__flavors_item__quota_key)
                                                if data__flavors_item__quota_key_len > 253:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors[{}].quota".format(data__flavors_x) + " must be shorter than or equal to 253 characters")
                                                if not REGEX_PATTERNS['^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$'].search(data__flavors_item__quota_key):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors[{}].quota".format(data__flavors_x) + " must match pattern ^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$")
                                        except (JsonSchemaValueException, JsonSchemaValuesException):
                                            data__flavors_item__quota_property_names = False
                                    if not data__flavors_item__quota_property_names:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors[{}].quota".format(data__flavors_x) + " must be named by propertyName definition")
                        if "borrowingLimit" in data__flavors_item_keys:
                            data__flavors_item_keys.remove("borrowingLimit")
                            data__flavors_item__borrowingLimit = data__flavors_item["borrowingLimit"]
                            if not isinstance(data__flavors_item__borrowingLimit, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors[{}].borrowingLimit".format(data__flavors_x) + " must be object")
                            data__flavors_item__borrowingLimit_is_dict = isinstance(data__flavors_item__borrowingLimit, dict)
                            if data__flavors_item__borrowingLimit_is_dict:
                                data__flavors_item__borrowingLimit_keys = set(data__flavors_item__borrowingLimit.keys())
                                for data__flavors_item__borrowingLimit_key in data__flavors_item__borrowingLimit_keys:
                                    if data__flavors_item__borrowingLimit_key not in []:
                                        data__flavors_item__borrowingLimit_value = data__flavors_item__borrowingLimit.get(data__flavors_item__borrowingLimit_key)
                                        validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d5(data__flavors_item__borrowingLimit_value, custom_formats, (name_prefix or "data") + ".flavors[{}].borrowingLimit.{}".format(data__flavors_x, data__flavors_item__borrowingLimit_key))
                                data__flavors_item__borrowingLimit_len = len(data__flavors_item__borrowingLimit)
                                if data__flavors_item__borrowingLimit_len != 0:
                                    data__flavors_item__borrowingLimit_property_names = True
                                    for data__flavors_item__borrowingLimit_key in data__flavors_item__borrowingLimit:
                                        try:
                                            if isinstance(data__flavors_item__borrowingLimit_key, str):
                                                data__flavors_item__borrowingLimit_key_len = len(data__flavors_item__borrowingLimit_key)
                                                if data__flavors_item__borrowingLimit_key_len > 253:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors[{}].borrowingLimit".format(data__flavors_x) + " must be shorter than or equal to 253 characters")
                                                if not REGEX_PATTERNS['^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$'].search(data__flavors_item__borrowingLimit_key):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors[{}].borrowingLimit".format(data__flavors_x) + " must match pattern ^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$")
                                        except (JsonSchemaValueException, JsonSchemaValuesException):
                                            data__flavors_item__borrowingLimit_property_names = False
                                    if not data__flavors_item__borrowingLimit_property_names:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors[{}].borrowingLimit".format(data__flavors_x) + " must be named by propertyName definition")
                        if "lendingLimit" in data__flavors_item_keys:
                            data__flavors_item_keys.remove("lendingLimit")
                            data__flavors_item__lendingLimit = data__flavors_item["lendingLimit"]
                            if not isinstance(data__flavors_item__lendingLimit, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors[{}].lendingLimit".format(data__flavors_x) + " must be object")
                            data__flavors_item__lendingLimit_is_dict = isinstance(data__flavors_item__lendingLimit, dict)
                            if data__flavors_item__lendingLimit_is_dict:
                                data__flavors_item__lendingLimit_keys = set(data__flavors_item__lendingLimit.keys())
                                for data__flavors_item__lendingLimit_key in data__flavors_item__lendingLimit_keys:
                                    if data__flavors_item__lendingLimit_key not in []:
                                        data__flavors_item__lendingLimit_value = data__flavors_item__lendingLimit.get(data__flavors_item__lendingLimit_key)
                                        validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d5(data__flavors_item__lendingLimit_value, custom_formats, (name_prefix or "data") + ".flavors[{}].lendingLimit.{}".format(data__flavors_x, data__flavors_item__lendingLimit_key))
                                data__flavors_item__lendingLimit_len = len(data__flavors_item__lendingLimit)
                                if data__flavors_item__lendingLimit_len != 0:
                                    data__flavors_item__lendingLimit_property_names = True
                                    for data__flavors_item__lendingLimit_key in data__flavors_item__lendingLimit:
                                        try:
                                            if isinstance(data__flavors_item__lendingLimit_key, str):
                                                data__flavors_item__lendingLimit_key_len = len(data__flavors_item__lendingLimit_key)
                                                if data__flavors_item__lendingLimit_key_len > 253:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors[{}].lendingLimit".format(data__flavors_x) + " must be shorter than or equal to 253 characters")
                                                if not REGEX_PATTERNS['^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$'].search(data__flavors_item__lendingLimit_key):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors[{}].lendingLimit".format(data__flavors_x) + " must match pattern ^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$")
                                        except (JsonSchemaValueException, JsonSchemaValuesException):
                                            data__flavors_item__lendingLimit_property_names = False
                                    if not data__flavors_item__lendingLimit_property_names:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors[{}].lendingLimit".format(data__flavors_x) + " must be named by propertyName definition")
                        if data__flavors_item_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".flavors[{}]".format(data__flavors_x) + " must not contain "+str(data__flavors_item_keys)+" properties")
        if "queueingStrategy" in data_keys:
            data_keys.remove("queueingStrategy")
            data__queueingStrategy = data["queueingStrategy"]
            if not isinstance(data__queueingStrategy, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".queueingStrategy must be string")
            if not (isinstance(data__queueingStrategy, str) and data__queueingStrategy == 'StrictFIFO' or isinstance(data__queueingStrategy, str) and data__queueingStrategy == 'BestEffortFIFO'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".queueingStrategy must be one of ['StrictFIFO', 'BestEffortFIFO']")
        if "preemption" in data_keys:
            data_keys.remove("preemption")
            data__preemption = data["preemption"]
            if not isinstance(data__preemption, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".preemption must be object")
            data__preemption_is_dict = isinstance(data__preemption, dict)
            if data__preemption_is_dict:
                data__preemption_keys = set(data__preemption.keys())
                if "withinClusterQueue" in data__preemption_keys:
                    data__preemption_keys.remove("withinClusterQueue")
                    data__preemption__withinClusterQueue = data__preemption["withinClusterQueue"]
                    if not isinstance(data__preemption__withinClusterQueue, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".preemption.withinClusterQueue must be string")
                    if not (isinstance(data__preemption__withinClusterQueue, str) and data__preemption__withinClusterQueue == 'Never' or isinstance(data__preemption__withinClusterQueue, str) and data__preemption__withinClusterQueue == 'LowerPriority' or isinstance(data__preemption__withinClusterQueue, str) and data__preemption__withinClusterQueue == 'LowerOrNewerEqualPriority'):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".preemption.withinClusterQueue must be one of ['Never', 'LowerPriority', 'LowerOrNewerEqualPriority']")
                if "reclaimWithinCohort" in data__preemption_keys:
                    data__preemption_keys.remove("reclaimWithinCohort")
                    data__preemption__reclaimWithinCohort = data__preemption["reclaimWithinCohort"]
                    if not isinstance(data__preemption__reclaimWithinCohort, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".preemption.reclaimWithinCohort must be string")
                    if not (isinstance(data__preemption__reclaimWithinCohort, str) and data__preemption__reclaimWithinCohort == 'Never' or isinstance(data__preemption__reclaimWithinCohort, str) and data__preemption__reclaimWithinCohort == 'LowerPriority' or isinstance(data__preemption__reclaimWithinCohort, str) and data__preemption__reclaimWithinCohort == 'Any'):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".preemption.reclaimWithinCohort must be one of ['Never', 'LowerPriority', 'Any']")
                if "borrowWithinCohort" in data__preemption_keys:
                    data__preemption_keys.remove("borrowWithinCohort")
                    data__preemption__borrowWithinCohort = data__preemption["borrowWithinCohort"]
                    if not isinstance(data__preemption__borrowWithinCohort, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".preemption.borrowWithinCohort must be object")
                    data__preemption__borrowWithinCohort_is_dict = isinstance(data__preemption__borrowWithinCohort, dict)
                    if data__preemption__borrowWithinCohort_is_dict:
                        data__preemption__borrowWithinCohort_keys = set(data__preemption__borrowWithinCohort.keys())
                        if "policy" in data__preemption__borrowWithinCohort_keys:
                            data__preemption__borrowWithinCohort_keys.remove("policy")
                            data__preemption__borrowWithinCohort__policy = data__preemption__borrowWithinCohort["policy"]
                            if not isinstance(data__preemption__borrowWithinCohort__policy, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".preemption.borrowWithinCohort.policy must be string")
                            if not (isinstance(data__preemption__borrowWithinCohort__policy, str) and data__preemption__borrowWithinCohort__policy == 'Never' or isinstance(data__preemption__borrowWithinCohort__policy, str) and data__preemption__borrowWithinCohort__policy == 'LowerPriority'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".preemption.borrowWithinCohort.policy must be one of ['Never', 'LowerPriority']")
                        if "maxPriorityThreshold" in data__preemption__borrowWithinCohort_keys:
                            data__preemption__borrowWithinCohort_keys.remove("maxPriorityThreshold")
                            data__preemption__borrowWithinCohort__maxPriorityThreshold = data__preemption__borrowWithinCohort["maxPriorityThreshold"]
                            if not isinstance(data__preemption__borrowWithinCohort__maxPriorityThreshold, (int)) or isinstance(data__preemption__borrowWithinCohort__maxPriorityThreshold, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".preemption.borrowWithinCohort.maxPriorityThreshold must be integer")
                            if isinstance(data__preemption__borrowWithinCohort__maxPriorityThreshold, (int, float, Decimal)) and not isinstance(data__preemption__borrowWithinCohort__maxPriorityThreshold, bool):
                                if data__preemption__borrowWithinCohort__maxPriorityThreshold < -2147483648:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".preemption.borrowWithinCohort.maxPriorityThreshold must be bigger than or equal to -2147483648")
                                if data__preemption__borrowWithinCohort__maxPriorityThreshold > 2147483647:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".preemption.borrowWithinCohort.maxPriorityThreshold must be smaller than or equal to 2147483647")
                        if data__preemption__borrowWithinCohort_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".preemption.borrowWithinCohort must not contain "+str(data__preemption__borrowWithinCohort_keys)+" properties")
                if data__preemption_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".preemption must not contain "+str(data__preemption_keys)+" properties")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d5(data, custom_formats={}, name_prefix=None):
    data_any_of_count12 = 0
    if not data_any_of_count12 and not (not isinstance(data, (int)) or isinstance(data, bool)):
        try:
            if isinstance(data, (int, float, Decimal)) and not isinstance(data, bool):
                if data < 0:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must be bigger than or equal to 0")
            data_any_of_count12 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count12 and not (not isinstance(data, (str))):
        try:
            if isinstance(data, str):
                if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
            data_any_of_count12 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count12:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " cannot be validated by any definition")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d3(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "nodeLabels" in data_keys:
            data_keys.remove("nodeLabels")
            data__nodeLabels = data["nodeLabels"]
            if not isinstance(data__nodeLabels, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".nodeLabels must be object")
            data__nodeLabels_is_dict = isinstance(data__nodeLabels, dict)
            if data__nodeLabels_is_dict:
                data__nodeLabels_keys = set(data__nodeLabels.keys())
                for data__nodeLabels_key in data__nodeLabels_keys:
                    if data__nodeLabels_key not in []:
                        data__nodeLabels_value = data__nodeLabels.get(data__nodeLabels_key)
                        if not isinstance(data__nodeLabels_value, (str)):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".nodeLabels.{}".format(data__nodeLabels_key) + " must be string")
        if "nodeTaints" in data_keys:
            data_keys.remove("nodeTaints")
            data__nodeTaints = data["nodeTaints"]
            if not isinstance(data__nodeTaints, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".nodeTaints must be array")
            data__nodeTaints_is_list = isinstance(data__nodeTaints, (list, tuple))
            if data__nodeTaints_is_list:
                data__nodeTaints_len = len(data__nodeTaints)
                for data__nodeTaints_x, data__nodeTaints_item in enumerate(data__nodeTaints):
                    if not isinstance(data__nodeTaints_item, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".nodeTaints[{}]".format(data__nodeTaints_x) + " must be object")
                    data__nodeTaints_item_is_dict = isinstance(data__nodeTaints_item, dict)
                    if data__nodeTaints_item_is_dict:
                        data__nodeTaints_item__missing_keys = set(['key', 'effect']) - data__nodeTaints_item.keys()
                        if data__nodeTaints_item__missing_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".nodeTaints[{}]".format(data__nodeTaints_x) + " must contain ")
                        data__nodeTaints_item_keys = set(data__nodeTaints_item.keys())
                        if "key" in data__nodeTaints_item_keys:
                            data__nodeTaints_item_keys.remove("key")
                            data__nodeTaints_item__key = data__nodeTaints_item["key"]
                            if not isinstance(data__nodeTaints_item__key, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".nodeTaints[{}].key".format(data__nodeTaints_x) + " must be string")
                            if isinstance(data__nodeTaints_item__key, str):
                                data__nodeTaints_item__key_len = len(data__nodeTaints_item__key)
                                if data__nodeTaints_item__key_len < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".nodeTaints[{}].key".format(data__nodeTaints_x) + " must be longer than or equal to 1 characters")
                        if "value" in data__nodeTaints_item_keys:
                            data__nodeTaints_item_keys.remove("value")
                            data__nodeTaints_item__value = data__nodeTaints_item["value"]
                            if not isinstance(data__nodeTaints_item__value, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".nodeTaints[{}].value".format(data__nodeTaints_x) + " must be string")
                        if "effect" in data__nodeTaints_item_keys:
                            data__nodeTaints_item_keys.remove("effect")
                            data__nodeTaints_item__effect = data__nodeTaints_item["effect"]
                            if not isinstance(data__nodeTaints_item__effect, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".nodeTaints[{}].effect".format(data__nodeTaints_x) + " must be string")
                            if not (isinstance(data__nodeTaints_item__effect, str) and data__nodeTaints_item__effect == 'NoSchedule' or isinstance(data__nodeTaints_item__effect, str) and data__nodeTaints_item__effect == 'PreferNoSchedule' or isinstance(data__nodeTaints_item__effect, str) and data__nodeTaints_item__effect == 'NoExecute'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".nodeTaints[{}].effect".format(data__nodeTaints_x) + " must be one of ['NoSchedule', 'PreferNoSchedule', 'NoExecute']")
                        if data__nodeTaints_item_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".nodeTaints[{}]".format(data__nodeTaints_x) + " must not contain "+str(data__nodeTaints_item_keys)+" properties")
        if "tolerations" in data_keys:
            data_keys.remove("tolerations")
            data__tolerations = data["tolerations"]
            if not isinstance(data__tolerations, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tolerations must be array")
            data__tolerations_is_list = isinstance(data__tolerations, (list, tuple))
            if data__tolerations_is_list:
                data__tolerations_len = len(data__tolerations)
                for data__tolerations_x, data__tolerations_item in enumerate(data__tolerations):
                    validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d0(data__tolerations_item, custom_formats, (name_prefix or "data") + ".tolerations[{}]".format(data__tolerations_x))
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d2(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "cidr" in data_keys:
            data_keys.remove("cidr")
            data__cidr = data["cidr"]
            if not isinstance(data__cidr, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".cidr must be string")
            if isinstance(data__cidr, str):
                if not REGEX_PATTERNS['^[0-9a-fA-F:.]+/[0-9]{1,3}$'].search(data__cidr):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".cidr must match pattern ^[0-9a-fA-F:.]+/[0-9]{1,3}$")
        if "except" in data_keys:
            data_keys.remove("except")
            data__except = data["except"]
            if not isinstance(data__except, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".except must be array")
            data__except_is_list = isinstance(data__except, (list, tuple))
            if data__except_is_list:
                data__except_len = len(data__except)
                for data__except_x, data__except_item in enumerate(data__except):
                    if not isinstance(data__except_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".except[{}]".format(data__except_x) + " must be string")
                    if isinstance(data__except_item, str):
                        if not REGEX_PATTERNS['^[0-9a-fA-F:.]+/[0-9]{1,3}$'].search(data__except_item):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".except[{}]".format(data__except_x) + " must match pattern ^[0-9a-fA-F:.]+/[0-9]{1,3}$")
        if "namespace" in data_keys:
            data_keys.remove("namespace")
            data__namespace = data["namespace"]
            if not isinstance(data__namespace, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".namespace must be string")
            if isinstance(data__namespace, str):
                data__namespace_len = len(data__namespace)
                if data__namespace_len > 63:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".namespace must be shorter than or equal to 63 characters")
                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__namespace):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".namespace must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
        if "podLabels" in data_keys:
            data_keys.remove("podLabels")
            data__podLabels = data["podLabels"]
            if not isinstance(data__podLabels, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".podLabels must be object")
            data__podLabels_is_dict = isinstance(data__podLabels, dict)
            if data__podLabels_is_dict:
                data__podLabels_keys = set(data__podLabels.keys())
                for data__podLabels_key in data__podLabels_keys:
                    if data__podLabels_key not in []:
                        data__podLabels_value = data__podLabels.get(data__podLabels_key)
                        if not isinstance(data__podLabels_value, (str)):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".podLabels.{}".format(data__podLabels_key) + " must be string")
        if "ports" in data_keys:
            data_keys.remove("ports")
            data__ports = data["ports"]
            if not isinstance(data__ports, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".ports must be array")
            data__ports_is_list = isinstance(data__ports, (list, tuple))
            if data__ports_is_list:
                data__ports_len = len(data__ports)
                for data__ports_x, data__ports_item in enumerate(data__ports):
                    if not isinstance(data__ports_item, (int)) or isinstance(data__ports_item, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".ports[{}]".format(data__ports_x) + " must be integer")
                    if isinstance(data__ports_item, (int, float, Decimal)) and not isinstance(data__ports_item, bool):
                        if data__ports_item < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".ports[{}]".format(data__ports_x) + " must be bigger than or equal to 1")
                        if data__ports_item > 65535:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".ports[{}]".format(data__ports_x) + " must be smaller than or equal to 65535")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d1(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['secret', 'key']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain ")
        data_keys = set(data.keys())
        if "secret" in data_keys:
            data_keys.remove("secret")
            data__secret = data["secret"]
            if not isinstance(data__secret, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".secret must be string")
            if isinstance(data__secret, str):
                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__secret):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".secret must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
        if "key" in data_keys:
            data_keys.remove("key")
            data__key = data["key"]
            if not isinstance(data__key, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".key must be string")
            if isinstance(data__key, str):
                if not REGEX_PATTERNS['^[-._a-zA-Z0-9]+$'].search(data__key):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".key must match pattern ^[-._a-zA-Z0-9]+$")
        if "optional" in data_keys:
            data_keys.remove("optional")
            data__optional = data["optional"]
            if not isinstance(data__optional, (bool)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".optional must be boolean")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d0(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "key" in data_keys:
            data_keys.remove("key")
            data__key = data["key"]
            if not isinstance(data__key, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".key must be string")
        if "operator" in data_keys:
            data_keys.remove("operator")
            data__operator = data["operator"]
            if not isinstance(data__operator, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".operator must be string")
            if not (isinstance(data__operator, str) and data__operator == 'Exists' or isinstance(data__operator, str) and data__operator == 'Equal'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".operator must be one of ['Exists', 'Equal']")
        if "value" in data_keys:
            data_keys.remove("value")
            data__value = data["value"]
            if not isinstance(data__value, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".value must be string")
        if "effect" in data_keys:
            data_keys.remove("effect")
            data__effect = data["effect"]
            if not isinstance(data__effect, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".effect must be string")
            if not (isinstance(data__effect, str) and data__effect == 'NoSchedule' or isinstance(data__effect, str) and data__effect == 'PreferNoSchedule' or isinstance(data__effect, str) and data__effect == 'NoExecute'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".effect must be one of ['NoSchedule', 'PreferNoSchedule', 'NoExecute']")
        if "tolerationSeconds" in data_keys:
            data_keys.remove("tolerationSeconds")
            data__tolerationSeconds = data["tolerationSeconds"]
            if not isinstance(data__tolerationSeconds, (int)) or isinstance(data__tolerationSeconds, bool):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tolerationSeconds must be integer")
            if isinstance(data__tolerationSeconds, (int, float, Decimal)) and not isinstance(data__tolerationSeconds, bool):
                if data__tolerationSeconds < 0:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tolerationSeconds must be bigger than or equal to 0")
                if data__tolerationSeconds > 9223372036854775807:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tolerationSeconds must be smaller than or equal to 9223372036854775807")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

validate = validate_https___kfgen_dev_schemas_v1alpha1_environment_json
