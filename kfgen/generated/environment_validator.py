# Generated from kfgen.schema by `python -m kfgen.gen`; do not edit.
# Environment validator.
VERSION = "2.22.3"
from decimal import Decimal
import re


class JsonSchemaValueException(ValueError):
    """The first violation (kfgen.validate explains every one with jsonschema)."""


class JsonSchemaValuesException(JsonSchemaValueException):
    """Several violations."""


REGEX_PATTERNS = {
    '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$': re.compile('^[a-z0-9]([-a-z0-9]*[a-z0-9])?\\Z'),
    '^[a-z0-9]([-a-z0-9.:]*[a-z0-9])?(/[-a-z0-9._]+)*$': re.compile('^[a-z0-9]([-a-z0-9.:]*[a-z0-9])?(/[-a-z0-9._]+)*\\Z'),
    '^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$': re.compile('^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?\\Z'),
    '^(unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)$': re.compile('^(unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)\\Z'),
    '^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$': re.compile('^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?\\Z'),
    '^(auto|unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)$': re.compile('^(auto|unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)\\Z'),
    '^[a-z][a-z0-9+.-]*://': re.compile('^[a-z][a-z0-9+.-]*://'),
    '^[0-9]+(ms|s|m|h)$': re.compile('^[0-9]+(ms|s|m|h)\\Z'),
    '^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$': re.compile('^[a-z0-9]([-a-z0-9.]*[a-z0-9])?\\Z')
}

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
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.imagePullSecrets[{data__spec__imagePullSecrets_x}]".format(**locals()) + " must be string")
                            if isinstance(data__spec__imagePullSecrets_item, str):
                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__imagePullSecrets_item):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.imagePullSecrets[{data__spec__imagePullSecrets_x}]".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
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
                                    if not data__spec__defaults__resources__cpu_any_of_count1:
                                        try:
                                            if not isinstance(data__spec__defaults__resources__cpu, (int)) or isinstance(data__spec__defaults__resources__cpu, bool):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.cpu must be integer")
                                            if isinstance(data__spec__defaults__resources__cpu, (int, float, Decimal)) and not isinstance(data__spec__defaults__resources__cpu, bool):
                                                if data__spec__defaults__resources__cpu < 0:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.cpu must be bigger than or equal to 0")
                                            data__spec__defaults__resources__cpu_any_of_count1 += 1
                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                    if not data__spec__defaults__resources__cpu_any_of_count1:
                                        try:
                                            if not isinstance(data__spec__defaults__resources__cpu, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.cpu must be string")
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
                                    if not data__spec__defaults__resources__memory_any_of_count2:
                                        try:
                                            if not isinstance(data__spec__defaults__resources__memory, (int)) or isinstance(data__spec__defaults__resources__memory, bool):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.memory must be integer")
                                            if isinstance(data__spec__defaults__resources__memory, (int, float, Decimal)) and not isinstance(data__spec__defaults__resources__memory, bool):
                                                if data__spec__defaults__resources__memory < 0:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.memory must be bigger than or equal to 0")
                                            data__spec__defaults__resources__memory_any_of_count2 += 1
                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                    if not data__spec__defaults__resources__memory_any_of_count2:
                                        try:
                                            if not isinstance(data__spec__defaults__resources__memory, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.memory must be string")
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
                                    if not data__spec__defaults__resources__ephemeralStorage_any_of_count3:
                                        try:
                                            if not isinstance(data__spec__defaults__resources__ephemeralStorage, (int)) or isinstance(data__spec__defaults__resources__ephemeralStorage, bool):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.ephemeralStorage must be integer")
                                            if isinstance(data__spec__defaults__resources__ephemeralStorage, (int, float, Decimal)) and not isinstance(data__spec__defaults__resources__ephemeralStorage, bool):
                                                if data__spec__defaults__resources__ephemeralStorage < 0:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.ephemeralStorage must be bigger than or equal to 0")
                                            data__spec__defaults__resources__ephemeralStorage_any_of_count3 += 1
                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                    if not data__spec__defaults__resources__ephemeralStorage_any_of_count3:
                                        try:
                                            if not isinstance(data__spec__defaults__resources__ephemeralStorage, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.ephemeralStorage must be string")
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
                                            if not data__spec__defaults__resources__limits__cpu_any_of_count4:
                                                try:
                                                    if not isinstance(data__spec__defaults__resources__limits__cpu, (int)) or isinstance(data__spec__defaults__resources__limits__cpu, bool):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits.cpu must be integer")
                                                    if isinstance(data__spec__defaults__resources__limits__cpu, (int, float, Decimal)) and not isinstance(data__spec__defaults__resources__limits__cpu, bool):
                                                        if data__spec__defaults__resources__limits__cpu < 0:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits.cpu must be bigger than or equal to 0")
                                                    data__spec__defaults__resources__limits__cpu_any_of_count4 += 1
                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                            if not data__spec__defaults__resources__limits__cpu_any_of_count4:
                                                try:
                                                    if not isinstance(data__spec__defaults__resources__limits__cpu, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits.cpu must be string")
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
                                            if not data__spec__defaults__resources__limits__memory_any_of_count5:
                                                try:
                                                    if not isinstance(data__spec__defaults__resources__limits__memory, (int)) or isinstance(data__spec__defaults__resources__limits__memory, bool):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits.memory must be integer")
                                                    if isinstance(data__spec__defaults__resources__limits__memory, (int, float, Decimal)) and not isinstance(data__spec__defaults__resources__limits__memory, bool):
                                                        if data__spec__defaults__resources__limits__memory < 0:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits.memory must be bigger than or equal to 0")
                                                    data__spec__defaults__resources__limits__memory_any_of_count5 += 1
                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                            if not data__spec__defaults__resources__limits__memory_any_of_count5:
                                                try:
                                                    if not isinstance(data__spec__defaults__resources__limits__memory, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits.memory must be string")
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
                                            if not data__spec__defaults__resources__limits__ephemeralStorage_any_of_count6:
                                                try:
                                                    if not isinstance(data__spec__defaults__resources__limits__ephemeralStorage, (int)) or isinstance(data__spec__defaults__resources__limits__ephemeralStorage, bool):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits.ephemeralStorage must be integer")
                                                    if isinstance(data__spec__defaults__resources__limits__ephemeralStorage, (int, float, Decimal)) and not isinstance(data__spec__defaults__resources__limits__ephemeralStorage, bool):
                                                        if data__spec__defaults__resources__limits__ephemeralStorage < 0:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits.ephemeralStorage must be bigger than or equal to 0")
                                                    data__spec__defaults__resources__limits__ephemeralStorage_any_of_count6 += 1
                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                            if not data__spec__defaults__resources__limits__ephemeralStorage_any_of_count6:
                                                try:
                                                    if not isinstance(data__spec__defaults__resources__limits__ephemeralStorage, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.resources.limits.ephemeralStorage must be string")
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
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.gpu.products[{data__spec__defaults__gpu__products_x}]".format(**locals()) + " must be string")
                                            if isinstance(data__spec__defaults__gpu__products_item, str):
                                                data__spec__defaults__gpu__products_item_len = len(data__spec__defaults__gpu__products_item)
                                                if data__spec__defaults__gpu__products_item_len < 1:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.gpu.products[{data__spec__defaults__gpu__products_x}]".format(**locals()) + " must be longer than or equal to 1 characters")
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
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.nodeSelector.{data__spec__defaults__nodeSelector_key}".format(**locals()) + " must be string")
                        if "tolerations" in data__spec__defaults_keys:
                            data__spec__defaults_keys.remove("tolerations")
                            data__spec__defaults__tolerations = data__spec__defaults["tolerations"]
                            if not isinstance(data__spec__defaults__tolerations, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.tolerations must be array")
                            data__spec__defaults__tolerations_is_list = isinstance(data__spec__defaults__tolerations, (list, tuple))
                            if data__spec__defaults__tolerations_is_list:
                                data__spec__defaults__tolerations_len = len(data__spec__defaults__tolerations)
                                for data__spec__defaults__tolerations_x, data__spec__defaults__tolerations_item in enumerate(data__spec__defaults__tolerations):
                                    if not isinstance(data__spec__defaults__tolerations_item, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.tolerations[{data__spec__defaults__tolerations_x}]".format(**locals()) + " must be object")
                                    data__spec__defaults__tolerations_item_is_dict = isinstance(data__spec__defaults__tolerations_item, dict)
                                    if data__spec__defaults__tolerations_item_is_dict:
                                        data__spec__defaults__tolerations_item_keys = set(data__spec__defaults__tolerations_item.keys())
                                        if "key" in data__spec__defaults__tolerations_item_keys:
                                            data__spec__defaults__tolerations_item_keys.remove("key")
                                            data__spec__defaults__tolerations_item__key = data__spec__defaults__tolerations_item["key"]
                                            if not isinstance(data__spec__defaults__tolerations_item__key, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.tolerations[{data__spec__defaults__tolerations_x}].key".format(**locals()) + " must be string")
                                        if "operator" in data__spec__defaults__tolerations_item_keys:
                                            data__spec__defaults__tolerations_item_keys.remove("operator")
                                            data__spec__defaults__tolerations_item__operator = data__spec__defaults__tolerations_item["operator"]
                                            if not isinstance(data__spec__defaults__tolerations_item__operator, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.tolerations[{data__spec__defaults__tolerations_x}].operator".format(**locals()) + " must be string")
                                            if not (isinstance(data__spec__defaults__tolerations_item__operator, str) and data__spec__defaults__tolerations_item__operator == 'Exists' or isinstance(data__spec__defaults__tolerations_item__operator, str) and data__spec__defaults__tolerations_item__operator == 'Equal'):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.tolerations[{data__spec__defaults__tolerations_x}].operator".format(**locals()) + " must be one of ['Exists', 'Equal']")
                                        if "value" in data__spec__defaults__tolerations_item_keys:
                                            data__spec__defaults__tolerations_item_keys.remove("value")
                                            data__spec__defaults__tolerations_item__value = data__spec__defaults__tolerations_item["value"]
                                            if not isinstance(data__spec__defaults__tolerations_item__value, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.tolerations[{data__spec__defaults__tolerations_x}].value".format(**locals()) + " must be string")
                                        if "effect" in data__spec__defaults__tolerations_item_keys:
                                            data__spec__defaults__tolerations_item_keys.remove("effect")
                                            data__spec__defaults__tolerations_item__effect = data__spec__defaults__tolerations_item["effect"]
                                            if not isinstance(data__spec__defaults__tolerations_item__effect, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.tolerations[{data__spec__defaults__tolerations_x}].effect".format(**locals()) + " must be string")
                                            if not (isinstance(data__spec__defaults__tolerations_item__effect, str) and data__spec__defaults__tolerations_item__effect == 'NoSchedule' or isinstance(data__spec__defaults__tolerations_item__effect, str) and data__spec__defaults__tolerations_item__effect == 'PreferNoSchedule' or isinstance(data__spec__defaults__tolerations_item__effect, str) and data__spec__defaults__tolerations_item__effect == 'NoExecute'):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.tolerations[{data__spec__defaults__tolerations_x}].effect".format(**locals()) + " must be one of ['NoSchedule', 'PreferNoSchedule', 'NoExecute']")
                                        if "tolerationSeconds" in data__spec__defaults__tolerations_item_keys:
                                            data__spec__defaults__tolerations_item_keys.remove("tolerationSeconds")
                                            data__spec__defaults__tolerations_item__tolerationSeconds = data__spec__defaults__tolerations_item["tolerationSeconds"]
                                            if not isinstance(data__spec__defaults__tolerations_item__tolerationSeconds, (int)) or isinstance(data__spec__defaults__tolerations_item__tolerationSeconds, bool):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.tolerations[{data__spec__defaults__tolerations_x}].tolerationSeconds".format(**locals()) + " must be integer")
                                            if isinstance(data__spec__defaults__tolerations_item__tolerationSeconds, (int, float, Decimal)) and not isinstance(data__spec__defaults__tolerations_item__tolerationSeconds, bool):
                                                if data__spec__defaults__tolerations_item__tolerationSeconds < 0:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.tolerations[{data__spec__defaults__tolerations_x}].tolerationSeconds".format(**locals()) + " must be bigger than or equal to 0")
                                                if data__spec__defaults__tolerations_item__tolerationSeconds > 9223372036854775807:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.tolerations[{data__spec__defaults__tolerations_x}].tolerationSeconds".format(**locals()) + " must be smaller than or equal to 9223372036854775807")
                                        if data__spec__defaults__tolerations_item_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.tolerations[{data__spec__defaults__tolerations_x}]".format(**locals()) + " must not contain "+str(data__spec__defaults__tolerations_item_keys)+" properties")
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
                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__defaults__queue):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.defaults.queue must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
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
                        if data__spec__mlflow_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.mlflow must not contain "+str(data__spec__mlflow_keys)+" properties")
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
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring.labels.{data__spec__monitoring__labels_key}".format(**locals()) + " must be string")
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
                        if data__spec__monitoring_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.monitoring must not contain "+str(data__spec__monitoring_keys)+" properties")
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
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.labels.{data__spec__labels_key}".format(**locals()) + " must be string")
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
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.annotations.{data__spec__annotations_key}".format(**locals()) + " must be string")
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
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.namespaces[{data__spec__policy__namespaces_x}]".format(**locals()) + " must be string")
                                    if isinstance(data__spec__policy__namespaces_item, str):
                                        data__spec__policy__namespaces_item_len = len(data__spec__policy__namespaces_item)
                                        if data__spec__policy__namespaces_item_len > 63:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.namespaces[{data__spec__policy__namespaces_x}]".format(**locals()) + " must be shorter than or equal to 63 characters")
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__policy__namespaces_item):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.namespaces[{data__spec__policy__namespaces_x}]".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
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
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.serviceAccounts[{data__spec__policy__serviceAccounts_x}]".format(**locals()) + " must be string")
                                    if isinstance(data__spec__policy__serviceAccounts_item, str):
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__policy__serviceAccounts_item):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.serviceAccounts[{data__spec__policy__serviceAccounts_x}]".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
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
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.priorityClasses[{data__spec__policy__priorityClasses_x}]".format(**locals()) + " must be string")
                                    if isinstance(data__spec__policy__priorityClasses_item, str):
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__policy__priorityClasses_item):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.priorityClasses[{data__spec__policy__priorityClasses_x}]".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
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
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.queues[{data__spec__policy__queues_x}]".format(**locals()) + " must be string")
                                    if isinstance(data__spec__policy__queues_item, str):
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__policy__queues_item):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.queues[{data__spec__policy__queues_x}]".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
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
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.registries[{data__spec__policy__registries_x}]".format(**locals()) + " must be string")
                                    if isinstance(data__spec__policy__registries_item, str):
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.:]*[a-z0-9])?(/[-a-z0-9._]+)*$'].search(data__spec__policy__registries_item):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.policy.registries[{data__spec__policy__registries_x}]".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9.:]*[a-z0-9])?(/[-a-z0-9._]+)*$")
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
                                        validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d0(data__spec__kueue__localQueues_value, custom_formats, (name_prefix or "data") + ".spec.kueue.localQueues.{data__spec__kueue__localQueues_key}".format(**locals()))
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
                        if data__spec__kueue_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.kueue must not contain "+str(data__spec__kueue_keys)+" properties")
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

def validate_https___kfgen_dev_schemas_v1alpha1_environment_json__definitions_d0(data, custom_formats={}, name_prefix=None):
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

validate = validate_https___kfgen_dev_schemas_v1alpha1_environment_json
