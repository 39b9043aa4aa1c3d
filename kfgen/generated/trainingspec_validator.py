# Generated from kfgen.schema by `python -m kfgen.gen`; do not edit.
# TrainingSpec validator.
VERSION = "2.22.3"
from decimal import Decimal
import re
from fastjsonschema import JsonSchemaValueException, JsonSchemaValuesException


REGEX_PATTERNS = {
    '^/': re.compile('^/'),
    '^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$': re.compile('^[a-z0-9]([-a-z0-9.]*[a-z0-9])?\\Z'),
    '^[-._a-zA-Z0-9]+$': re.compile('^[-._a-zA-Z0-9]+\\Z'),
    '^[-._a-zA-Z][-._a-zA-Z0-9]*$': re.compile('^[-._a-zA-Z][-._a-zA-Z0-9]*\\Z'),
    '^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$': re.compile('^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?\\Z'),
    '^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$': re.compile('^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?\\Z'),
    '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$': re.compile('^[a-z0-9]([-a-z0-9]*[a-z0-9])?\\Z'),
    '^(auto|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)$': re.compile('^(auto|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)\\Z'),
    '^([0-9]+h)?([0-9]+m)?([0-9]+s)?$': re.compile('^([0-9]+h)?([0-9]+m)?([0-9]+s)?\\Z'),
    '^[a-z][a-z0-9+.-]*://': re.compile('^[a-z][a-z0-9+.-]*://'),
    '^[0-9]+(ms|s|m|h)$': re.compile('^[0-9]+(ms|s|m|h)\\Z')
}

NoneType = type(None)

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json(data, custom_formats={}, name_prefix=None):
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
            if not (isinstance(data__kind, str) and data__kind == 'TrainingSpec'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".kind must be one of ['TrainingSpec']")
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
                data__spec__missing_keys = set(['framework', 'image']) - data__spec.keys()
                if data__spec__missing_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec must contain ")
                data__spec_keys = set(data__spec.keys())
                if "framework" in data__spec_keys:
                    data__spec_keys.remove("framework")
                    data__spec__framework = data__spec["framework"]
                    if not isinstance(data__spec__framework, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.framework must be string")
                    if not (isinstance(data__spec__framework, str) and data__spec__framework == 'pytorch' or isinstance(data__spec__framework, str) and data__spec__framework == 'tensorflow' or isinstance(data__spec__framework, str) and data__spec__framework == 'xgboost' or isinstance(data__spec__framework, str) and data__spec__framework == 'mpi' or isinstance(data__spec__framework, str) and data__spec__framework == 'paddle' or isinstance(data__spec__framework, str) and data__spec__framework == 'jax'):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.framework must be one of ['pytorch', 'tensorflow', 'xgboost', 'mpi', 'paddle', 'jax']")
                if "backend" in data__spec_keys:
                    data__spec_keys.remove("backend")
                    data__spec__backend = data__spec["backend"]
                    if not isinstance(data__spec__backend, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.backend must be string")
                    if not (isinstance(data__spec__backend, str) and data__spec__backend == 'v1' or isinstance(data__spec__backend, str) and data__spec__backend == 'trainer'):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.backend must be one of ['v1', 'trainer']")
                if "image" in data__spec_keys:
                    data__spec_keys.remove("image")
                    data__spec__image = data__spec["image"]
                    if not isinstance(data__spec__image, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.image must be string")
                    if isinstance(data__spec__image, str):
                        data__spec__image_len = len(data__spec__image)
                        if data__spec__image_len < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.image must be longer than or equal to 1 characters")
                if "imagePullPolicy" in data__spec_keys:
                    data__spec_keys.remove("imagePullPolicy")
                    data__spec__imagePullPolicy = data__spec["imagePullPolicy"]
                    if not isinstance(data__spec__imagePullPolicy, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.imagePullPolicy must be string")
                    if not (isinstance(data__spec__imagePullPolicy, str) and data__spec__imagePullPolicy == 'Always' or isinstance(data__spec__imagePullPolicy, str) and data__spec__imagePullPolicy == 'IfNotPresent' or isinstance(data__spec__imagePullPolicy, str) and data__spec__imagePullPolicy == 'Never'):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.imagePullPolicy must be one of ['Always', 'IfNotPresent', 'Never']")
                if "command" in data__spec_keys:
                    data__spec_keys.remove("command")
                    data__spec__command = data__spec["command"]
                    if not isinstance(data__spec__command, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.command must be array")
                    data__spec__command_is_list = isinstance(data__spec__command, (list, tuple))
                    if data__spec__command_is_list:
                        data__spec__command_len = len(data__spec__command)
                        for data__spec__command_x, data__spec__command_item in enumerate(data__spec__command):
                            if not isinstance(data__spec__command_item, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.command[{data__spec__command_x}]".format(**locals()) + " must be string")
                if "args" in data__spec_keys:
                    data__spec_keys.remove("args")
                    data__spec__args = data__spec["args"]
                    if not isinstance(data__spec__args, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.args must be array")
                    data__spec__args_is_list = isinstance(data__spec__args, (list, tuple))
                    if data__spec__args_is_list:
                        data__spec__args_len = len(data__spec__args)
                        for data__spec__args_x, data__spec__args_item in enumerate(data__spec__args):
                            if not isinstance(data__spec__args_item, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.args[{data__spec__args_x}]".format(**locals()) + " must be string")
                if "workingDir" in data__spec_keys:
                    data__spec_keys.remove("workingDir")
                    data__spec__workingDir = data__spec["workingDir"]
                    if not isinstance(data__spec__workingDir, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.workingDir must be string")
                    if isinstance(data__spec__workingDir, str):
                        if not REGEX_PATTERNS['^/'].search(data__spec__workingDir):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.workingDir must match pattern ^/")
                if "env" in data__spec_keys:
                    data__spec_keys.remove("env")
                    data__spec__env = data__spec["env"]
                    if not isinstance(data__spec__env, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env must be object")
                    data__spec__env_is_dict = isinstance(data__spec__env, dict)
                    if data__spec__env_is_dict:
                        data__spec__env_keys = set(data__spec__env.keys())
                        for data__spec__env_key in data__spec__env_keys:
                            if data__spec__env_key not in []:
                                data__spec__env_value = data__spec__env.get(data__spec__env_key)
                                data__spec__env_value_one_of_count1 = 0
                                if data__spec__env_value_one_of_count1 < 2:
                                    try:
                                        if not isinstance(data__spec__env_value, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}".format(**locals()) + " must be string")
                                        data__spec__env_value_one_of_count1 += 1
                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                if data__spec__env_value_one_of_count1 < 2:
                                    try:
                                        if not isinstance(data__spec__env_value, (int, float, Decimal)) or isinstance(data__spec__env_value, bool):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}".format(**locals()) + " must be number")
                                        data__spec__env_value_one_of_count1 += 1
                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                if data__spec__env_value_one_of_count1 < 2:
                                    try:
                                        if not isinstance(data__spec__env_value, (bool)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}".format(**locals()) + " must be boolean")
                                        data__spec__env_value_one_of_count1 += 1
                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                if data__spec__env_value_one_of_count1 < 2:
                                    try:
                                        if not isinstance(data__spec__env_value, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}".format(**locals()) + " must be object")
                                        data__spec__env_value_is_dict = isinstance(data__spec__env_value, dict)
                                        if data__spec__env_value_is_dict:
                                            data__spec__env_value__missing_keys = set(['secret', 'key']) - data__spec__env_value.keys()
                                            if data__spec__env_value__missing_keys:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}".format(**locals()) + " must contain ")
                                            data__spec__env_value_keys = set(data__spec__env_value.keys())
                                            if "secret" in data__spec__env_value_keys:
                                                data__spec__env_value_keys.remove("secret")
                                                data__spec__env_value__secret = data__spec__env_value["secret"]
                                                if not isinstance(data__spec__env_value__secret, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}.secret".format(**locals()) + " must be string")
                                                if isinstance(data__spec__env_value__secret, str):
                                                    if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__env_value__secret):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}.secret".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                            if "key" in data__spec__env_value_keys:
                                                data__spec__env_value_keys.remove("key")
                                                data__spec__env_value__key = data__spec__env_value["key"]
                                                if not isinstance(data__spec__env_value__key, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}.key".format(**locals()) + " must be string")
                                                if isinstance(data__spec__env_value__key, str):
                                                    if not REGEX_PATTERNS['^[-._a-zA-Z0-9]+$'].search(data__spec__env_value__key):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}.key".format(**locals()) + " must match pattern ^[-._a-zA-Z0-9]+$")
                                            if "optional" in data__spec__env_value_keys:
                                                data__spec__env_value_keys.remove("optional")
                                                data__spec__env_value__optional = data__spec__env_value["optional"]
                                                if not isinstance(data__spec__env_value__optional, (bool)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}.optional".format(**locals()) + " must be boolean")
                                            if data__spec__env_value_keys:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}".format(**locals()) + " must not contain "+str(data__spec__env_value_keys)+" properties")
                                        data__spec__env_value_one_of_count1 += 1
                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                if data__spec__env_value_one_of_count1 < 2:
                                    try:
                                        if not isinstance(data__spec__env_value, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}".format(**locals()) + " must be object")
                                        data__spec__env_value_is_dict = isinstance(data__spec__env_value, dict)
                                        if data__spec__env_value_is_dict:
                                            data__spec__env_value__missing_keys = set(['configMap', 'key']) - data__spec__env_value.keys()
                                            if data__spec__env_value__missing_keys:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}".format(**locals()) + " must contain ")
                                            data__spec__env_value_keys = set(data__spec__env_value.keys())
                                            if "configMap" in data__spec__env_value_keys:
                                                data__spec__env_value_keys.remove("configMap")
                                                data__spec__env_value__configMap = data__spec__env_value["configMap"]
                                                if not isinstance(data__spec__env_value__configMap, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}.configMap".format(**locals()) + " must be string")
                                                if isinstance(data__spec__env_value__configMap, str):
                                                    if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__env_value__configMap):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}.configMap".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                            if "key" in data__spec__env_value_keys:
                                                data__spec__env_value_keys.remove("key")
                                                data__spec__env_value__key = data__spec__env_value["key"]
                                                if not isinstance(data__spec__env_value__key, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}.key".format(**locals()) + " must be string")
                                                if isinstance(data__spec__env_value__key, str):
                                                    if not REGEX_PATTERNS['^[-._a-zA-Z0-9]+$'].search(data__spec__env_value__key):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}.key".format(**locals()) + " must match pattern ^[-._a-zA-Z0-9]+$")
                                            if "optional" in data__spec__env_value_keys:
                                                data__spec__env_value_keys.remove("optional")
                                                data__spec__env_value__optional = data__spec__env_value["optional"]
                                                if not isinstance(data__spec__env_value__optional, (bool)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}.optional".format(**locals()) + " must be boolean")
                                            if data__spec__env_value_keys:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}".format(**locals()) + " must not contain "+str(data__spec__env_value_keys)+" properties")
                                        data__spec__env_value_one_of_count1 += 1
                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                if data__spec__env_value_one_of_count1 < 2:
                                    try:
                                        if not isinstance(data__spec__env_value, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}".format(**locals()) + " must be object")
                                        data__spec__env_value_is_dict = isinstance(data__spec__env_value, dict)
                                        if data__spec__env_value_is_dict:
                                            data__spec__env_value__missing_keys = set(['field']) - data__spec__env_value.keys()
                                            if data__spec__env_value__missing_keys:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}".format(**locals()) + " must contain ")
                                            data__spec__env_value_keys = set(data__spec__env_value.keys())
                                            if "field" in data__spec__env_value_keys:
                                                data__spec__env_value_keys.remove("field")
                                                data__spec__env_value__field = data__spec__env_value["field"]
                                                if not isinstance(data__spec__env_value__field, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}.field".format(**locals()) + " must be string")
                                                if isinstance(data__spec__env_value__field, str):
                                                    data__spec__env_value__field_len = len(data__spec__env_value__field)
                                                    if data__spec__env_value__field_len < 1:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}.field".format(**locals()) + " must be longer than or equal to 1 characters")
                                            if data__spec__env_value_keys:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}".format(**locals()) + " must not contain "+str(data__spec__env_value_keys)+" properties")
                                        data__spec__env_value_one_of_count1 += 1
                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                if data__spec__env_value_one_of_count1 != 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env.{data__spec__env_key}".format(**locals()) + " must be valid exactly by one definition")
                        data__spec__env_len = len(data__spec__env)
                        if data__spec__env_len != 0:
                            data__spec__env_property_names = True
                            for data__spec__env_key in data__spec__env:
                                try:
                                    if isinstance(data__spec__env_key, str):
                                        if not REGEX_PATTERNS['^[-._a-zA-Z][-._a-zA-Z0-9]*$'].search(data__spec__env_key):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env must match pattern ^[-._a-zA-Z][-._a-zA-Z0-9]*$")
                                except (JsonSchemaValueException, JsonSchemaValuesException):
                                    data__spec__env_property_names = False
                            if not data__spec__env_property_names:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.env must be named by propertyName definition")
                if "resources" in data__spec_keys:
                    data__spec_keys.remove("resources")
                    data__spec__resources = data__spec["resources"]
                    if not isinstance(data__spec__resources, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources must be object")
                    data__spec__resources_is_dict = isinstance(data__spec__resources, dict)
                    if data__spec__resources_is_dict:
                        data__spec__resources_keys = set(data__spec__resources.keys())
                        if "cpu" in data__spec__resources_keys:
                            data__spec__resources_keys.remove("cpu")
                            data__spec__resources__cpu = data__spec__resources["cpu"]
                            data__spec__resources__cpu_any_of_count2 = 0
                            if not data__spec__resources__cpu_any_of_count2:
                                try:
                                    if not isinstance(data__spec__resources__cpu, (int)) and not (isinstance(data__spec__resources__cpu, float) and data__spec__resources__cpu.is_integer()) or isinstance(data__spec__resources__cpu, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.cpu must be integer")
                                    if isinstance(data__spec__resources__cpu, (int, float, Decimal)) and not isinstance(data__spec__resources__cpu, bool):
                                        if data__spec__resources__cpu < 0:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.cpu must be bigger than or equal to 0")
                                    data__spec__resources__cpu_any_of_count2 += 1
                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                            if not data__spec__resources__cpu_any_of_count2:
                                try:
                                    if not isinstance(data__spec__resources__cpu, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.cpu must be string")
                                    if isinstance(data__spec__resources__cpu, str):
                                        if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__resources__cpu):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.cpu must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                    data__spec__resources__cpu_any_of_count2 += 1
                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                            if not data__spec__resources__cpu_any_of_count2:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.cpu cannot be validated by any definition")
                        if "memory" in data__spec__resources_keys:
                            data__spec__resources_keys.remove("memory")
                            data__spec__resources__memory = data__spec__resources["memory"]
                            data__spec__resources__memory_any_of_count3 = 0
                            if not data__spec__resources__memory_any_of_count3:
                                try:
                                    if not isinstance(data__spec__resources__memory, (int)) and not (isinstance(data__spec__resources__memory, float) and data__spec__resources__memory.is_integer()) or isinstance(data__spec__resources__memory, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.memory must be integer")
                                    if isinstance(data__spec__resources__memory, (int, float, Decimal)) and not isinstance(data__spec__resources__memory, bool):
                                        if data__spec__resources__memory < 0:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.memory must be bigger than or equal to 0")
                                    data__spec__resources__memory_any_of_count3 += 1
                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                            if not data__spec__resources__memory_any_of_count3:
                                try:
                                    if not isinstance(data__spec__resources__memory, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.memory must be string")
                                    if isinstance(data__spec__resources__memory, str):
                                        if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__resources__memory):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.memory must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                    data__spec__resources__memory_any_of_count3 += 1
                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                            if not data__spec__resources__memory_any_of_count3:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.memory cannot be validated by any definition")
                        if "ephemeralStorage" in data__spec__resources_keys:
                            data__spec__resources_keys.remove("ephemeralStorage")
                            data__spec__resources__ephemeralStorage = data__spec__resources["ephemeralStorage"]
                            data__spec__resources__ephemeralStorage_any_of_count4 = 0
                            if not data__spec__resources__ephemeralStorage_any_of_count4:
                                try:
                                    if not isinstance(data__spec__resources__ephemeralStorage, (int)) and not (isinstance(data__spec__resources__ephemeralStorage, float) and data__spec__resources__ephemeralStorage.is_integer()) or isinstance(data__spec__resources__ephemeralStorage, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.ephemeralStorage must be integer")
                                    if isinstance(data__spec__resources__ephemeralStorage, (int, float, Decimal)) and not isinstance(data__spec__resources__ephemeralStorage, bool):
                                        if data__spec__resources__ephemeralStorage < 0:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.ephemeralStorage must be bigger than or equal to 0")
                                    data__spec__resources__ephemeralStorage_any_of_count4 += 1
                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                            if not data__spec__resources__ephemeralStorage_any_of_count4:
                                try:
                                    if not isinstance(data__spec__resources__ephemeralStorage, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.ephemeralStorage must be string")
                                    if isinstance(data__spec__resources__ephemeralStorage, str):
                                        if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__resources__ephemeralStorage):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.ephemeralStorage must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                    data__spec__resources__ephemeralStorage_any_of_count4 += 1
                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                            if not data__spec__resources__ephemeralStorage_any_of_count4:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.ephemeralStorage cannot be validated by any definition")
                        if "gpu" in data__spec__resources_keys:
                            data__spec__resources_keys.remove("gpu")
                            data__spec__resources__gpu = data__spec__resources["gpu"]
                            if not isinstance(data__spec__resources__gpu, (int)) and not (isinstance(data__spec__resources__gpu, float) and data__spec__resources__gpu.is_integer()) or isinstance(data__spec__resources__gpu, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.gpu must be integer")
                            if isinstance(data__spec__resources__gpu, (int, float, Decimal)) and not isinstance(data__spec__resources__gpu, bool):
                                if data__spec__resources__gpu < 0:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.gpu must be bigger than or equal to 0")
                        if "limits" in data__spec__resources_keys:
                            data__spec__resources_keys.remove("limits")
                            data__spec__resources__limits = data__spec__resources["limits"]
                            if not isinstance(data__spec__resources__limits, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.limits must be object")
                            data__spec__resources__limits_is_dict = isinstance(data__spec__resources__limits, dict)
                            if data__spec__resources__limits_is_dict:
                                data__spec__resources__limits_keys = set(data__spec__resources__limits.keys())
                                if "cpu" in data__spec__resources__limits_keys:
                                    data__spec__resources__limits_keys.remove("cpu")
                                    data__spec__resources__limits__cpu = data__spec__resources__limits["cpu"]
                                    data__spec__resources__limits__cpu_any_of_count5 = 0
                                    if not data__spec__resources__limits__cpu_any_of_count5:
                                        try:
                                            if not isinstance(data__spec__resources__limits__cpu, (int)) and not (isinstance(data__spec__resources__limits__cpu, float) and data__spec__resources__limits__cpu.is_integer()) or isinstance(data__spec__resources__limits__cpu, bool):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.limits.cpu must be integer")
                                            if isinstance(data__spec__resources__limits__cpu, (int, float, Decimal)) and not isinstance(data__spec__resources__limits__cpu, bool):
                                                if data__spec__resources__limits__cpu < 0:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.limits.cpu must be bigger than or equal to 0")
                                            data__spec__resources__limits__cpu_any_of_count5 += 1
                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                    if not data__spec__resources__limits__cpu_any_of_count5:
                                        try:
                                            if not isinstance(data__spec__resources__limits__cpu, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.limits.cpu must be string")
                                            if isinstance(data__spec__resources__limits__cpu, str):
                                                if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__resources__limits__cpu):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.limits.cpu must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                            data__spec__resources__limits__cpu_any_of_count5 += 1
                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                    if not data__spec__resources__limits__cpu_any_of_count5:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.limits.cpu cannot be validated by any definition")
                                if "memory" in data__spec__resources__limits_keys:
                                    data__spec__resources__limits_keys.remove("memory")
                                    data__spec__resources__limits__memory = data__spec__resources__limits["memory"]
                                    data__spec__resources__limits__memory_any_of_count6 = 0
                                    if not data__spec__resources__limits__memory_any_of_count6:
                                        try:
                                            if not isinstance(data__spec__resources__limits__memory, (int)) and not (isinstance(data__spec__resources__limits__memory, float) and data__spec__resources__limits__memory.is_integer()) or isinstance(data__spec__resources__limits__memory, bool):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.limits.memory must be integer")
                                            if isinstance(data__spec__resources__limits__memory, (int, float, Decimal)) and not isinstance(data__spec__resources__limits__memory, bool):
                                                if data__spec__resources__limits__memory < 0:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.limits.memory must be bigger than or equal to 0")
                                            data__spec__resources__limits__memory_any_of_count6 += 1
                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                    if not data__spec__resources__limits__memory_any_of_count6:
                                        try:
                                            if not isinstance(data__spec__resources__limits__memory, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.limits.memory must be string")
                                            if isinstance(data__spec__resources__limits__memory, str):
                                                if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__resources__limits__memory):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.limits.memory must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                            data__spec__resources__limits__memory_any_of_count6 += 1
                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                    if not data__spec__resources__limits__memory_any_of_count6:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.limits.memory cannot be validated by any definition")
                                if "ephemeralStorage" in data__spec__resources__limits_keys:
                                    data__spec__resources__limits_keys.remove("ephemeralStorage")
                                    data__spec__resources__limits__ephemeralStorage = data__spec__resources__limits["ephemeralStorage"]
                                    data__spec__resources__limits__ephemeralStorage_any_of_count7 = 0
                                    if not data__spec__resources__limits__ephemeralStorage_any_of_count7:
                                        try:
                                            if not isinstance(data__spec__resources__limits__ephemeralStorage, (int)) and not (isinstance(data__spec__resources__limits__ephemeralStorage, float) and data__spec__resources__limits__ephemeralStorage.is_integer()) or isinstance(data__spec__resources__limits__ephemeralStorage, bool):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.limits.ephemeralStorage must be integer")
                                            if isinstance(data__spec__resources__limits__ephemeralStorage, (int, float, Decimal)) and not isinstance(data__spec__resources__limits__ephemeralStorage, bool):
                                                if data__spec__resources__limits__ephemeralStorage < 0:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.limits.ephemeralStorage must be bigger than or equal to 0")
                                            data__spec__resources__limits__ephemeralStorage_any_of_count7 += 1
                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                    if not data__spec__resources__limits__ephemeralStorage_any_of_count7:
                                        try:
                                            if not isinstance(data__spec__resources__limits__ephemeralStorage, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.limits.ephemeralStorage must be string")
                                            if isinstance(data__spec__resources__limits__ephemeralStorage, str):
                                                if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__resources__limits__ephemeralStorage):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.limits.ephemeralStorage must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                            data__spec__resources__limits__ephemeralStorage_any_of_count7 += 1
                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                    if not data__spec__resources__limits__ephemeralStorage_any_of_count7:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.limits.ephemeralStorage cannot be validated by any definition")
                                if data__spec__resources__limits_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources.limits must not contain "+str(data__spec__resources__limits_keys)+" properties")
                        if data__spec__resources_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.resources must not contain "+str(data__spec__resources_keys)+" properties")
                if "runtime" in data__spec_keys:
                    data__spec_keys.remove("runtime")
                    data__spec__runtime = data__spec["runtime"]
                    if not isinstance(data__spec__runtime, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runtime must be string")
                    if isinstance(data__spec__runtime, str):
                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__runtime):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runtime must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                if "replicas" in data__spec_keys:
                    data__spec_keys.remove("replicas")
                    data__spec__replicas = data__spec["replicas"]
                    if not isinstance(data__spec__replicas, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.replicas must be object")
                    data__spec__replicas_is_dict = isinstance(data__spec__replicas, dict)
                    if data__spec__replicas_is_dict:
                        data__spec__replicas_keys = set(data__spec__replicas.keys())
                        for data__spec__replicas_key in data__spec__replicas_keys:
                            if data__spec__replicas_key not in []:
                                data__spec__replicas_value = data__spec__replicas.get(data__spec__replicas_key)
                                if not isinstance(data__spec__replicas_value, (int)) and not (isinstance(data__spec__replicas_value, float) and data__spec__replicas_value.is_integer()) or isinstance(data__spec__replicas_value, bool):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.replicas.{data__spec__replicas_key}".format(**locals()) + " must be integer")
                                if isinstance(data__spec__replicas_value, (int, float, Decimal)) and not isinstance(data__spec__replicas_value, bool):
                                    if data__spec__replicas_value < 1:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.replicas.{data__spec__replicas_key}".format(**locals()) + " must be bigger than or equal to 1")
                        data__spec__replicas_len = len(data__spec__replicas)
                        if data__spec__replicas_len != 0:
                            data__spec__replicas_property_names = True
                            for data__spec__replicas_key in data__spec__replicas:
                                try:
                                    if not (isinstance(data__spec__replicas_key, str) and data__spec__replicas_key == 'master' or isinstance(data__spec__replicas_key, str) and data__spec__replicas_key == 'worker' or isinstance(data__spec__replicas_key, str) and data__spec__replicas_key == 'chief' or isinstance(data__spec__replicas_key, str) and data__spec__replicas_key == 'ps' or isinstance(data__spec__replicas_key, str) and data__spec__replicas_key == 'evaluator' or isinstance(data__spec__replicas_key, str) and data__spec__replicas_key == 'launcher'):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.replicas must be one of ['master', 'worker', 'chief', 'ps', 'evaluator', 'launcher']")
                                except (JsonSchemaValueException, JsonSchemaValuesException):
                                    data__spec__replicas_property_names = False
                            if not data__spec__replicas_property_names:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.replicas must be named by propertyName definition")
                if "restartPolicy" in data__spec_keys:
                    data__spec_keys.remove("restartPolicy")
                    data__spec__restartPolicy = data__spec["restartPolicy"]
                    if not isinstance(data__spec__restartPolicy, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.restartPolicy must be string")
                    if not (isinstance(data__spec__restartPolicy, str) and data__spec__restartPolicy == 'OnFailure' or isinstance(data__spec__restartPolicy, str) and data__spec__restartPolicy == 'Never' or isinstance(data__spec__restartPolicy, str) and data__spec__restartPolicy == 'Always' or isinstance(data__spec__restartPolicy, str) and data__spec__restartPolicy == 'ExitCode'):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.restartPolicy must be one of ['OnFailure', 'Never', 'Always', 'ExitCode']")
                if "gpu" in data__spec_keys:
                    data__spec_keys.remove("gpu")
                    data__spec__gpu = data__spec["gpu"]
                    if not isinstance(data__spec__gpu, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gpu must be object")
                    data__spec__gpu_is_dict = isinstance(data__spec__gpu, dict)
                    if data__spec__gpu_is_dict:
                        data__spec__gpu_keys = set(data__spec__gpu.keys())
                        if "resource" in data__spec__gpu_keys:
                            data__spec__gpu_keys.remove("resource")
                            data__spec__gpu__resource = data__spec__gpu["resource"]
                            if not isinstance(data__spec__gpu__resource, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gpu.resource must be string")
                            if isinstance(data__spec__gpu__resource, str):
                                if not REGEX_PATTERNS['^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$'].search(data__spec__gpu__resource):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gpu.resource must match pattern ^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$")
                        if "products" in data__spec__gpu_keys:
                            data__spec__gpu_keys.remove("products")
                            data__spec__gpu__products = data__spec__gpu["products"]
                            if not isinstance(data__spec__gpu__products, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gpu.products must be array")
                            data__spec__gpu__products_is_list = isinstance(data__spec__gpu__products, (list, tuple))
                            if data__spec__gpu__products_is_list:
                                data__spec__gpu__products_len = len(data__spec__gpu__products)
                                if data__spec__gpu__products_len < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gpu.products must contain at least 1 items")
                                for data__spec__gpu__products_x, data__spec__gpu__products_item in enumerate(data__spec__gpu__products):
                                    if not isinstance(data__spec__gpu__products_item, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gpu.products[{data__spec__gpu__products_x}]".format(**locals()) + " must be string")
                                    if isinstance(data__spec__gpu__products_item, str):
                                        data__spec__gpu__products_item_len = len(data__spec__gpu__products_item)
                                        if data__spec__gpu__products_item_len < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gpu.products[{data__spec__gpu__products_x}]".format(**locals()) + " must be longer than or equal to 1 characters")
                        if data__spec__gpu_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gpu must not contain "+str(data__spec__gpu_keys)+" properties")
                if "nodeSelector" in data__spec_keys:
                    data__spec_keys.remove("nodeSelector")
                    data__spec__nodeSelector = data__spec["nodeSelector"]
                    if not isinstance(data__spec__nodeSelector, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.nodeSelector must be object")
                    data__spec__nodeSelector_is_dict = isinstance(data__spec__nodeSelector, dict)
                    if data__spec__nodeSelector_is_dict:
                        data__spec__nodeSelector_keys = set(data__spec__nodeSelector.keys())
                        for data__spec__nodeSelector_key in data__spec__nodeSelector_keys:
                            if data__spec__nodeSelector_key not in []:
                                data__spec__nodeSelector_value = data__spec__nodeSelector.get(data__spec__nodeSelector_key)
                                if not isinstance(data__spec__nodeSelector_value, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.nodeSelector.{data__spec__nodeSelector_key}".format(**locals()) + " must be string")
                if "tolerations" in data__spec_keys:
                    data__spec_keys.remove("tolerations")
                    data__spec__tolerations = data__spec["tolerations"]
                    if not isinstance(data__spec__tolerations, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tolerations must be array")
                    data__spec__tolerations_is_list = isinstance(data__spec__tolerations, (list, tuple))
                    if data__spec__tolerations_is_list:
                        data__spec__tolerations_len = len(data__spec__tolerations)
                        for data__spec__tolerations_x, data__spec__tolerations_item in enumerate(data__spec__tolerations):
                            if not isinstance(data__spec__tolerations_item, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tolerations[{data__spec__tolerations_x}]".format(**locals()) + " must be object")
                            data__spec__tolerations_item_is_dict = isinstance(data__spec__tolerations_item, dict)
                            if data__spec__tolerations_item_is_dict:
                                data__spec__tolerations_item_keys = set(data__spec__tolerations_item.keys())
                                if "key" in data__spec__tolerations_item_keys:
                                    data__spec__tolerations_item_keys.remove("key")
                                    data__spec__tolerations_item__key = data__spec__tolerations_item["key"]
                                    if not isinstance(data__spec__tolerations_item__key, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tolerations[{data__spec__tolerations_x}].key".format(**locals()) + " must be string")
                                if "operator" in data__spec__tolerations_item_keys:
                                    data__spec__tolerations_item_keys.remove("operator")
                                    data__spec__tolerations_item__operator = data__spec__tolerations_item["operator"]
                                    if not isinstance(data__spec__tolerations_item__operator, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tolerations[{data__spec__tolerations_x}].operator".format(**locals()) + " must be string")
                                    if not (isinstance(data__spec__tolerations_item__operator, str) and data__spec__tolerations_item__operator == 'Exists' or isinstance(data__spec__tolerations_item__operator, str) and data__spec__tolerations_item__operator == 'Equal'):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tolerations[{data__spec__tolerations_x}].operator".format(**locals()) + " must be one of ['Exists', 'Equal']")
                                if "value" in data__spec__tolerations_item_keys:
                                    data__spec__tolerations_item_keys.remove("value")
                                    data__spec__tolerations_item__value = data__spec__tolerations_item["value"]
                                    if not isinstance(data__spec__tolerations_item__value, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tolerations[{data__spec__tolerations_x}].value".format(**locals()) + " must be string")
                                if "effect" in data__spec__tolerations_item_keys:
                                    data__spec__tolerations_item_keys.remove("effect")
                                    data__spec__tolerations_item__effect = data__spec__tolerations_item["effect"]
                                    if not isinstance(data__spec__tolerations_item__effect, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tolerations[{data__spec__tolerations_x}].effect".format(**locals()) + " must be string")
                                    if not (isinstance(data__spec__tolerations_item__effect, str) and data__spec__tolerations_item__effect == 'NoSchedule' or isinstance(data__spec__tolerations_item__effect, str) and data__spec__tolerations_item__effect == 'PreferNoSchedule' or isinstance(data__spec__tolerations_item__effect, str) and data__spec__tolerations_item__effect == 'NoExecute'):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tolerations[{data__spec__tolerations_x}].effect".format(**locals()) + " must be one of ['NoSchedule', 'PreferNoSchedule', 'NoExecute']")
                                if "tolerationSeconds" in data__spec__tolerations_item_keys:
                                    data__spec__tolerations_item_keys.remove("tolerationSeconds")
                                    data__spec__tolerations_item__tolerationSeconds = data__spec__tolerations_item["tolerationSeconds"]
                                    if not isinstance(data__spec__tolerations_item__tolerationSeconds, (int)) and not (isinstance(data__spec__tolerations_item__tolerationSeconds, float) and data__spec__tolerations_item__tolerationSeconds.is_integer()) or isinstance(data__spec__tolerations_item__tolerationSeconds, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tolerations[{data__spec__tolerations_x}].tolerationSeconds".format(**locals()) + " must be integer")
                                    if isinstance(data__spec__tolerations_item__tolerationSeconds, (int, float, Decimal)) and not isinstance(data__spec__tolerations_item__tolerationSeconds, bool):
                                        if data__spec__tolerations_item__tolerationSeconds < 0:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tolerations[{data__spec__tolerations_x}].tolerationSeconds".format(**locals()) + " must be bigger than or equal to 0")
                                if data__spec__tolerations_item_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tolerations[{data__spec__tolerations_x}]".format(**locals()) + " must not contain "+str(data__spec__tolerations_item_keys)+" properties")
                if "priorityClassName" in data__spec_keys:
                    data__spec_keys.remove("priorityClassName")
                    data__spec__priorityClassName = data__spec["priorityClassName"]
                    if not isinstance(data__spec__priorityClassName, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.priorityClassName must be string")
                    if isinstance(data__spec__priorityClassName, str):
                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__priorityClassName):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.priorityClassName must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                if "schedulerName" in data__spec_keys:
                    data__spec_keys.remove("schedulerName")
                    data__spec__schedulerName = data__spec["schedulerName"]
                    if not isinstance(data__spec__schedulerName, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.schedulerName must be string")
                if "elastic" in data__spec_keys:
                    data__spec_keys.remove("elastic")
                    data__spec__elastic = data__spec["elastic"]
                    if not isinstance(data__spec__elastic, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic must be object")
                    data__spec__elastic_is_dict = isinstance(data__spec__elastic, dict)
                    if data__spec__elastic_is_dict:
                        data__spec__elastic__missing_keys = set(['min', 'max']) - data__spec__elastic.keys()
                        if data__spec__elastic__missing_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic must contain ")
                        data__spec__elastic_keys = set(data__spec__elastic.keys())
                        if "min" in data__spec__elastic_keys:
                            data__spec__elastic_keys.remove("min")
                            data__spec__elastic__min = data__spec__elastic["min"]
                            if not isinstance(data__spec__elastic__min, (int)) and not (isinstance(data__spec__elastic__min, float) and data__spec__elastic__min.is_integer()) or isinstance(data__spec__elastic__min, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.min must be integer")
                            if isinstance(data__spec__elastic__min, (int, float, Decimal)) and not isinstance(data__spec__elastic__min, bool):
                                if data__spec__elastic__min < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.min must be bigger than or equal to 1")
                        if "max" in data__spec__elastic_keys:
                            data__spec__elastic_keys.remove("max")
                            data__spec__elastic__max = data__spec__elastic["max"]
                            if not isinstance(data__spec__elastic__max, (int)) and not (isinstance(data__spec__elastic__max, float) and data__spec__elastic__max.is_integer()) or isinstance(data__spec__elastic__max, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.max must be integer")
                            if isinstance(data__spec__elastic__max, (int, float, Decimal)) and not isinstance(data__spec__elastic__max, bool):
                                if data__spec__elastic__max < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.max must be bigger than or equal to 1")
                        if "rendezvous" in data__spec__elastic_keys:
                            data__spec__elastic_keys.remove("rendezvous")
                            data__spec__elastic__rendezvous = data__spec__elastic["rendezvous"]
                            if not isinstance(data__spec__elastic__rendezvous, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.rendezvous must be string")
                            if not (isinstance(data__spec__elastic__rendezvous, str) and data__spec__elastic__rendezvous == 'c10d' or isinstance(data__spec__elastic__rendezvous, str) and data__spec__elastic__rendezvous == 'etcd' or isinstance(data__spec__elastic__rendezvous, str) and data__spec__elastic__rendezvous == 'etcd-v2'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.rendezvous must be one of ['c10d', 'etcd', 'etcd-v2']")
                        if "host" in data__spec__elastic_keys:
                            data__spec__elastic_keys.remove("host")
                            data__spec__elastic__host = data__spec__elastic["host"]
                            if not isinstance(data__spec__elastic__host, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.host must be string")
                        if "port" in data__spec__elastic_keys:
                            data__spec__elastic_keys.remove("port")
                            data__spec__elastic__port = data__spec__elastic["port"]
                            if not isinstance(data__spec__elastic__port, (int)) and not (isinstance(data__spec__elastic__port, float) and data__spec__elastic__port.is_integer()) or isinstance(data__spec__elastic__port, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.port must be integer")
                            if isinstance(data__spec__elastic__port, (int, float, Decimal)) and not isinstance(data__spec__elastic__port, bool):
                                if data__spec__elastic__port < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.port must be bigger than or equal to 1")
                                if data__spec__elastic__port > 65535:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.port must be smaller than or equal to 65535")
                        if "maxRestarts" in data__spec__elastic_keys:
                            data__spec__elastic_keys.remove("maxRestarts")
                            data__spec__elastic__maxRestarts = data__spec__elastic["maxRestarts"]
                            if not isinstance(data__spec__elastic__maxRestarts, (int)) and not (isinstance(data__spec__elastic__maxRestarts, float) and data__spec__elastic__maxRestarts.is_integer()) or isinstance(data__spec__elastic__maxRestarts, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.maxRestarts must be integer")
                            if isinstance(data__spec__elastic__maxRestarts, (int, float, Decimal)) and not isinstance(data__spec__elastic__maxRestarts, bool):
                                if data__spec__elastic__maxRestarts < 0:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.maxRestarts must be bigger than or equal to 0")
                        if data__spec__elastic_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic must not contain "+str(data__spec__elastic_keys)+" properties")
                if "nprocPerNode" in data__spec_keys:
                    data__spec_keys.remove("nprocPerNode")
                    data__spec__nprocPerNode = data__spec["nprocPerNode"]
                    if not isinstance(data__spec__nprocPerNode, (int)) and not (isinstance(data__spec__nprocPerNode, float) and data__spec__nprocPerNode.is_integer()) or isinstance(data__spec__nprocPerNode, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.nprocPerNode must be integer")
                    if isinstance(data__spec__nprocPerNode, (int, float, Decimal)) and not isinstance(data__spec__nprocPerNode, bool):
                        if data__spec__nprocPerNode < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.nprocPerNode must be bigger than or equal to 1")
                if "sharedMemory" in data__spec_keys:
                    data__spec_keys.remove("sharedMemory")
                    data__spec__sharedMemory = data__spec["sharedMemory"]
                    if not isinstance(data__spec__sharedMemory, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.sharedMemory must be string")
                    if isinstance(data__spec__sharedMemory, str):
                        if not REGEX_PATTERNS['^(auto|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)$'].search(data__spec__sharedMemory):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.sharedMemory must match pattern ^(auto|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)$")
                if "volumes" in data__spec_keys:
                    data__spec_keys.remove("volumes")
                    data__spec__volumes = data__spec["volumes"]
                    if not isinstance(data__spec__volumes, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes must be array")
                    data__spec__volumes_is_list = isinstance(data__spec__volumes, (list, tuple))
                    if data__spec__volumes_is_list:
                        data__spec__volumes_len = len(data__spec__volumes)
                        for data__spec__volumes_x, data__spec__volumes_item in enumerate(data__spec__volumes):
                            if not isinstance(data__spec__volumes_item, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}]".format(**locals()) + " must be object")
                            data__spec__volumes_item_is_dict = isinstance(data__spec__volumes_item, dict)
                            if data__spec__volumes_item_is_dict:
                                data__spec__volumes_item__missing_keys = set(['path']) - data__spec__volumes_item.keys()
                                if data__spec__volumes_item__missing_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}]".format(**locals()) + " must contain ")
                                data__spec__volumes_item_keys = set(data__spec__volumes_item.keys())
                                if "name" in data__spec__volumes_item_keys:
                                    data__spec__volumes_item_keys.remove("name")
                                    data__spec__volumes_item__name = data__spec__volumes_item["name"]
                                    if not isinstance(data__spec__volumes_item__name, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}].name".format(**locals()) + " must be string")
                                    if isinstance(data__spec__volumes_item__name, str):
                                        data__spec__volumes_item__name_len = len(data__spec__volumes_item__name)
                                        if data__spec__volumes_item__name_len > 63:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}].name".format(**locals()) + " must be shorter than or equal to 63 characters")
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__volumes_item__name):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}].name".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                if "claim" in data__spec__volumes_item_keys:
                                    data__spec__volumes_item_keys.remove("claim")
                                    data__spec__volumes_item__claim = data__spec__volumes_item["claim"]
                                    if not isinstance(data__spec__volumes_item__claim, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}].claim".format(**locals()) + " must be string")
                                if "configMap" in data__spec__volumes_item_keys:
                                    data__spec__volumes_item_keys.remove("configMap")
                                    data__spec__volumes_item__configMap = data__spec__volumes_item["configMap"]
                                    if not isinstance(data__spec__volumes_item__configMap, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}].configMap".format(**locals()) + " must be string")
                                if "secret" in data__spec__volumes_item_keys:
                                    data__spec__volumes_item_keys.remove("secret")
                                    data__spec__volumes_item__secret = data__spec__volumes_item["secret"]
                                    if not isinstance(data__spec__volumes_item__secret, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}].secret".format(**locals()) + " must be string")
                                if "emptyDir" in data__spec__volumes_item_keys:
                                    data__spec__volumes_item_keys.remove("emptyDir")
                                    data__spec__volumes_item__emptyDir = data__spec__volumes_item["emptyDir"]
                                    data__spec__volumes_item__emptyDir_any_of_count8 = 0
                                    if not data__spec__volumes_item__emptyDir_any_of_count8:
                                        try:
                                            if not isinstance(data__spec__volumes_item__emptyDir, (int)) and not (isinstance(data__spec__volumes_item__emptyDir, float) and data__spec__volumes_item__emptyDir.is_integer()) or isinstance(data__spec__volumes_item__emptyDir, bool):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}].emptyDir".format(**locals()) + " must be integer")
                                            if isinstance(data__spec__volumes_item__emptyDir, (int, float, Decimal)) and not isinstance(data__spec__volumes_item__emptyDir, bool):
                                                if data__spec__volumes_item__emptyDir < 0:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}].emptyDir".format(**locals()) + " must be bigger than or equal to 0")
                                            data__spec__volumes_item__emptyDir_any_of_count8 += 1
                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                    if not data__spec__volumes_item__emptyDir_any_of_count8:
                                        try:
                                            if not isinstance(data__spec__volumes_item__emptyDir, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}].emptyDir".format(**locals()) + " must be string")
                                            if isinstance(data__spec__volumes_item__emptyDir, str):
                                                if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__volumes_item__emptyDir):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}].emptyDir".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                            data__spec__volumes_item__emptyDir_any_of_count8 += 1
                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                    if not data__spec__volumes_item__emptyDir_any_of_count8:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}].emptyDir".format(**locals()) + " cannot be validated by any definition")
                                if "path" in data__spec__volumes_item_keys:
                                    data__spec__volumes_item_keys.remove("path")
                                    data__spec__volumes_item__path = data__spec__volumes_item["path"]
                                    if not isinstance(data__spec__volumes_item__path, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}].path".format(**locals()) + " must be string")
                                    if isinstance(data__spec__volumes_item__path, str):
                                        if not REGEX_PATTERNS['^/'].search(data__spec__volumes_item__path):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}].path".format(**locals()) + " must match pattern ^/")
                                if "readOnly" in data__spec__volumes_item_keys:
                                    data__spec__volumes_item_keys.remove("readOnly")
                                    data__spec__volumes_item__readOnly = data__spec__volumes_item["readOnly"]
                                    if not isinstance(data__spec__volumes_item__readOnly, (bool)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}].readOnly".format(**locals()) + " must be boolean")
                                if "subPath" in data__spec__volumes_item_keys:
                                    data__spec__volumes_item_keys.remove("subPath")
                                    data__spec__volumes_item__subPath = data__spec__volumes_item["subPath"]
                                    if not isinstance(data__spec__volumes_item__subPath, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}].subPath".format(**locals()) + " must be string")
                                if "roles" in data__spec__volumes_item_keys:
                                    data__spec__volumes_item_keys.remove("roles")
                                    data__spec__volumes_item__roles = data__spec__volumes_item["roles"]
                                    if not isinstance(data__spec__volumes_item__roles, (list, tuple)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}].roles".format(**locals()) + " must be array")
                                    data__spec__volumes_item__roles_is_list = isinstance(data__spec__volumes_item__roles, (list, tuple))
                                    if data__spec__volumes_item__roles_is_list:
                                        data__spec__volumes_item__roles_len = len(data__spec__volumes_item__roles)
                                        if data__spec__volumes_item__roles_len < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}].roles".format(**locals()) + " must contain at least 1 items")
                                        for data__spec__volumes_item__roles_x, data__spec__volumes_item__roles_item in enumerate(data__spec__volumes_item__roles):
                                            if not isinstance(data__spec__volumes_item__roles_item, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}].roles[{data__spec__volumes_item__roles_x}]".format(**locals()) + " must be string")
                                            if not (isinstance(data__spec__volumes_item__roles_item, str) and data__spec__volumes_item__roles_item == 'master' or isinstance(data__spec__volumes_item__roles_item, str) and data__spec__volumes_item__roles_item == 'worker' or isinstance(data__spec__volumes_item__roles_item, str) and data__spec__volumes_item__roles_item == 'chief' or isinstance(data__spec__volumes_item__roles_item, str) and data__spec__volumes_item__roles_item == 'ps' or isinstance(data__spec__volumes_item__roles_item, str) and data__spec__volumes_item__roles_item == 'evaluator' or isinstance(data__spec__volumes_item__roles_item, str) and data__spec__volumes_item__roles_item == 'launcher'):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}].roles[{data__spec__volumes_item__roles_x}]".format(**locals()) + " must be one of ['master', 'worker', 'chief', 'ps', 'evaluator', 'launcher']")
                                if data__spec__volumes_item_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{data__spec__volumes_x}]".format(**locals()) + " must not contain "+str(data__spec__volumes_item_keys)+" properties")
                if "runPolicy" in data__spec_keys:
                    data__spec_keys.remove("runPolicy")
                    data__spec__runPolicy = data__spec["runPolicy"]
                    if not isinstance(data__spec__runPolicy, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runPolicy must be object")
                    data__spec__runPolicy_is_dict = isinstance(data__spec__runPolicy, dict)
                    if data__spec__runPolicy_is_dict:
                        data__spec__runPolicy_keys = set(data__spec__runPolicy.keys())
                        if "ttlAfterFinished" in data__spec__runPolicy_keys:
                            data__spec__runPolicy_keys.remove("ttlAfterFinished")
                            data__spec__runPolicy__ttlAfterFinished = data__spec__runPolicy["ttlAfterFinished"]
                            data__spec__runPolicy__ttlAfterFinished_any_of_count9 = 0
                            if not data__spec__runPolicy__ttlAfterFinished_any_of_count9:
                                try:
                                    if not isinstance(data__spec__runPolicy__ttlAfterFinished, (int)) and not (isinstance(data__spec__runPolicy__ttlAfterFinished, float) and data__spec__runPolicy__ttlAfterFinished.is_integer()) or isinstance(data__spec__runPolicy__ttlAfterFinished, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runPolicy.ttlAfterFinished must be integer")
                                    if isinstance(data__spec__runPolicy__ttlAfterFinished, (int, float, Decimal)) and not isinstance(data__spec__runPolicy__ttlAfterFinished, bool):
                                        if data__spec__runPolicy__ttlAfterFinished < 0:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runPolicy.ttlAfterFinished must be bigger than or equal to 0")
                                    data__spec__runPolicy__ttlAfterFinished_any_of_count9 += 1
                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                            if not data__spec__runPolicy__ttlAfterFinished_any_of_count9:
                                try:
                                    if not isinstance(data__spec__runPolicy__ttlAfterFinished, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runPolicy.ttlAfterFinished must be string")
                                    if isinstance(data__spec__runPolicy__ttlAfterFinished, str):
                                        data__spec__runPolicy__ttlAfterFinished_len = len(data__spec__runPolicy__ttlAfterFinished)
                                        if data__spec__runPolicy__ttlAfterFinished_len < 2:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runPolicy.ttlAfterFinished must be longer than or equal to 2 characters")
                                        if not REGEX_PATTERNS['^([0-9]+h)?([0-9]+m)?([0-9]+s)?$'].search(data__spec__runPolicy__ttlAfterFinished):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runPolicy.ttlAfterFinished must match pattern ^([0-9]+h)?([0-9]+m)?([0-9]+s)?$")
                                    data__spec__runPolicy__ttlAfterFinished_any_of_count9 += 1
                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                            if not data__spec__runPolicy__ttlAfterFinished_any_of_count9:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runPolicy.ttlAfterFinished cannot be validated by any definition")
                        if "deadline" in data__spec__runPolicy_keys:
                            data__spec__runPolicy_keys.remove("deadline")
                            data__spec__runPolicy__deadline = data__spec__runPolicy["deadline"]
                            data__spec__runPolicy__deadline_any_of_count10 = 0
                            if not data__spec__runPolicy__deadline_any_of_count10:
                                try:
                                    if not isinstance(data__spec__runPolicy__deadline, (int)) and not (isinstance(data__spec__runPolicy__deadline, float) and data__spec__runPolicy__deadline.is_integer()) or isinstance(data__spec__runPolicy__deadline, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runPolicy.deadline must be integer")
                                    if isinstance(data__spec__runPolicy__deadline, (int, float, Decimal)) and not isinstance(data__spec__runPolicy__deadline, bool):
                                        if data__spec__runPolicy__deadline < 0:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runPolicy.deadline must be bigger than or equal to 0")
                                    data__spec__runPolicy__deadline_any_of_count10 += 1
                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                            if not data__spec__runPolicy__deadline_any_of_count10:
                                try:
                                    if not isinstance(data__spec__runPolicy__deadline, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runPolicy.deadline must be string")
                                    if isinstance(data__spec__runPolicy__deadline, str):
                                        data__spec__runPolicy__deadline_len = len(data__spec__runPolicy__deadline)
                                        if data__spec__runPolicy__deadline_len < 2:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runPolicy.deadline must be longer than or equal to 2 characters")
                                        if not REGEX_PATTERNS['^([0-9]+h)?([0-9]+m)?([0-9]+s)?$'].search(data__spec__runPolicy__deadline):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runPolicy.deadline must match pattern ^([0-9]+h)?([0-9]+m)?([0-9]+s)?$")
                                    data__spec__runPolicy__deadline_any_of_count10 += 1
                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                            if not data__spec__runPolicy__deadline_any_of_count10:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runPolicy.deadline cannot be validated by any definition")
                        if "backoffLimit" in data__spec__runPolicy_keys:
                            data__spec__runPolicy_keys.remove("backoffLimit")
                            data__spec__runPolicy__backoffLimit = data__spec__runPolicy["backoffLimit"]
                            if not isinstance(data__spec__runPolicy__backoffLimit, (int)) and not (isinstance(data__spec__runPolicy__backoffLimit, float) and data__spec__runPolicy__backoffLimit.is_integer()) or isinstance(data__spec__runPolicy__backoffLimit, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runPolicy.backoffLimit must be integer")
                            if isinstance(data__spec__runPolicy__backoffLimit, (int, float, Decimal)) and not isinstance(data__spec__runPolicy__backoffLimit, bool):
                                if data__spec__runPolicy__backoffLimit < 0:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runPolicy.backoffLimit must be bigger than or equal to 0")
                        if "cleanPodPolicy" in data__spec__runPolicy_keys:
                            data__spec__runPolicy_keys.remove("cleanPodPolicy")
                            data__spec__runPolicy__cleanPodPolicy = data__spec__runPolicy["cleanPodPolicy"]
                            if not isinstance(data__spec__runPolicy__cleanPodPolicy, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runPolicy.cleanPodPolicy must be string")
                            if not (isinstance(data__spec__runPolicy__cleanPodPolicy, str) and data__spec__runPolicy__cleanPodPolicy == 'None' or isinstance(data__spec__runPolicy__cleanPodPolicy, str) and data__spec__runPolicy__cleanPodPolicy == 'Running' or isinstance(data__spec__runPolicy__cleanPodPolicy, str) and data__spec__runPolicy__cleanPodPolicy == 'All'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runPolicy.cleanPodPolicy must be one of ['None', 'Running', 'All']")
                        if "suspend" in data__spec__runPolicy_keys:
                            data__spec__runPolicy_keys.remove("suspend")
                            data__spec__runPolicy__suspend = data__spec__runPolicy["suspend"]
                            if not isinstance(data__spec__runPolicy__suspend, (bool)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runPolicy.suspend must be boolean")
                        if data__spec__runPolicy_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runPolicy must not contain "+str(data__spec__runPolicy_keys)+" properties")
                if "gang" in data__spec_keys:
                    data__spec_keys.remove("gang")
                    data__spec__gang = data__spec["gang"]
                    if not isinstance(data__spec__gang, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gang must be object")
                    data__spec__gang_is_dict = isinstance(data__spec__gang, dict)
                    if data__spec__gang_is_dict:
                        data__spec__gang_keys = set(data__spec__gang.keys())
                        if "minAvailable" in data__spec__gang_keys:
                            data__spec__gang_keys.remove("minAvailable")
                            data__spec__gang__minAvailable = data__spec__gang["minAvailable"]
                            if not isinstance(data__spec__gang__minAvailable, (int)) and not (isinstance(data__spec__gang__minAvailable, float) and data__spec__gang__minAvailable.is_integer()) or isinstance(data__spec__gang__minAvailable, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gang.minAvailable must be integer")
                            if isinstance(data__spec__gang__minAvailable, (int, float, Decimal)) and not isinstance(data__spec__gang__minAvailable, bool):
                                if data__spec__gang__minAvailable < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gang.minAvailable must be bigger than or equal to 1")
                        if "queue" in data__spec__gang_keys:
                            data__spec__gang_keys.remove("queue")
                            data__spec__gang__queue = data__spec__gang["queue"]
                            if not isinstance(data__spec__gang__queue, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gang.queue must be string")
                        if "priorityClass" in data__spec__gang_keys:
                            data__spec__gang_keys.remove("priorityClass")
                            data__spec__gang__priorityClass = data__spec__gang["priorityClass"]
                            if not isinstance(data__spec__gang__priorityClass, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gang.priorityClass must be string")
                        if "scheduleTimeout" in data__spec__gang_keys:
                            data__spec__gang_keys.remove("scheduleTimeout")
                            data__spec__gang__scheduleTimeout = data__spec__gang["scheduleTimeout"]
                            data__spec__gang__scheduleTimeout_any_of_count11 = 0
                            if not data__spec__gang__scheduleTimeout_any_of_count11:
                                try:
                                    if not isinstance(data__spec__gang__scheduleTimeout, (int)) and not (isinstance(data__spec__gang__scheduleTimeout, float) and data__spec__gang__scheduleTimeout.is_integer()) or isinstance(data__spec__gang__scheduleTimeout, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gang.scheduleTimeout must be integer")
                                    if isinstance(data__spec__gang__scheduleTimeout, (int, float, Decimal)) and not isinstance(data__spec__gang__scheduleTimeout, bool):
                                        if data__spec__gang__scheduleTimeout < 0:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gang.scheduleTimeout must be bigger than or equal to 0")
                                    data__spec__gang__scheduleTimeout_any_of_count11 += 1
                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                            if not data__spec__gang__scheduleTimeout_any_of_count11:
                                try:
                                    if not isinstance(data__spec__gang__scheduleTimeout, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gang.scheduleTimeout must be string")
                                    if isinstance(data__spec__gang__scheduleTimeout, str):
                                        data__spec__gang__scheduleTimeout_len = len(data__spec__gang__scheduleTimeout)
                                        if data__spec__gang__scheduleTimeout_len < 2:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gang.scheduleTimeout must be longer than or equal to 2 characters")
                                        if not REGEX_PATTERNS['^([0-9]+h)?([0-9]+m)?([0-9]+s)?$'].search(data__spec__gang__scheduleTimeout):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gang.scheduleTimeout must match pattern ^([0-9]+h)?([0-9]+m)?([0-9]+s)?$")
                                    data__spec__gang__scheduleTimeout_any_of_count11 += 1
                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                            if not data__spec__gang__scheduleTimeout_any_of_count11:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gang.scheduleTimeout cannot be validated by any definition")
                        if data__spec__gang_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.gang must not contain "+str(data__spec__gang_keys)+" properties")
                if "queue" in data__spec_keys:
                    data__spec_keys.remove("queue")
                    data__spec__queue = data__spec["queue"]
                    if not isinstance(data__spec__queue, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.queue must be string")
                    if isinstance(data__spec__queue, str):
                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__queue):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.queue must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                if "tracking" in data__spec_keys:
                    data__spec_keys.remove("tracking")
                    data__spec__tracking = data__spec["tracking"]
                    if not isinstance(data__spec__tracking, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tracking must be object")
                    data__spec__tracking_is_dict = isinstance(data__spec__tracking, dict)
                    if data__spec__tracking_is_dict:
                        data__spec__tracking_keys = set(data__spec__tracking.keys())
                        if "mlflow" in data__spec__tracking_keys:
                            data__spec__tracking_keys.remove("mlflow")
                            data__spec__tracking__mlflow = data__spec__tracking["mlflow"]
                            if not isinstance(data__spec__tracking__mlflow, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tracking.mlflow must be object")
                            data__spec__tracking__mlflow_is_dict = isinstance(data__spec__tracking__mlflow, dict)
                            if data__spec__tracking__mlflow_is_dict:
                                data__spec__tracking__mlflow_keys = set(data__spec__tracking__mlflow.keys())
                                if "experiment" in data__spec__tracking__mlflow_keys:
                                    data__spec__tracking__mlflow_keys.remove("experiment")
                                    data__spec__tracking__mlflow__experiment = data__spec__tracking__mlflow["experiment"]
                                    if not isinstance(data__spec__tracking__mlflow__experiment, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tracking.mlflow.experiment must be string")
                                    if isinstance(data__spec__tracking__mlflow__experiment, str):
                                        data__spec__tracking__mlflow__experiment_len = len(data__spec__tracking__mlflow__experiment)
                                        if data__spec__tracking__mlflow__experiment_len < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tracking.mlflow.experiment must be longer than or equal to 1 characters")
                                if "trackingUri" in data__spec__tracking__mlflow_keys:
                                    data__spec__tracking__mlflow_keys.remove("trackingUri")
                                    data__spec__tracking__mlflow__trackingUri = data__spec__tracking__mlflow["trackingUri"]
                                    if not isinstance(data__spec__tracking__mlflow__trackingUri, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tracking.mlflow.trackingUri must be string")
                                    if isinstance(data__spec__tracking__mlflow__trackingUri, str):
                                        if not REGEX_PATTERNS['^[a-z][a-z0-9+.-]*://'].search(data__spec__tracking__mlflow__trackingUri):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tracking.mlflow.trackingUri must match pattern ^[a-z][a-z0-9+.-]*://")
                                if data__spec__tracking__mlflow_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tracking.mlflow must not contain "+str(data__spec__tracking__mlflow_keys)+" properties")
                        if data__spec__tracking_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tracking must not contain "+str(data__spec__tracking_keys)+" properties")
                if "metrics" in data__spec_keys:
                    data__spec_keys.remove("metrics")
                    data__spec__metrics = data__spec["metrics"]
                    if not isinstance(data__spec__metrics, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.metrics must be object")
                    data__spec__metrics_is_dict = isinstance(data__spec__metrics, dict)
                    if data__spec__metrics_is_dict:
                        data__spec__metrics__missing_keys = set(['port']) - data__spec__metrics.keys()
                        if data__spec__metrics__missing_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.metrics must contain ")
                        data__spec__metrics_keys = set(data__spec__metrics.keys())
                        if "port" in data__spec__metrics_keys:
                            data__spec__metrics_keys.remove("port")
                            data__spec__metrics__port = data__spec__metrics["port"]
                            if not isinstance(data__spec__metrics__port, (int)) and not (isinstance(data__spec__metrics__port, float) and data__spec__metrics__port.is_integer()) or isinstance(data__spec__metrics__port, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.metrics.port must be integer")
                            if isinstance(data__spec__metrics__port, (int, float, Decimal)) and not isinstance(data__spec__metrics__port, bool):
                                if data__spec__metrics__port < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.metrics.port must be bigger than or equal to 1")
                                if data__spec__metrics__port > 65535:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.metrics.port must be smaller than or equal to 65535")
                        if "path" in data__spec__metrics_keys:
                            data__spec__metrics_keys.remove("path")
                            data__spec__metrics__path = data__spec__metrics["path"]
                            if not isinstance(data__spec__metrics__path, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.metrics.path must be string")
                            if isinstance(data__spec__metrics__path, str):
                                if not REGEX_PATTERNS['^/'].search(data__spec__metrics__path):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.metrics.path must match pattern ^/")
                        if "interval" in data__spec__metrics_keys:
                            data__spec__metrics_keys.remove("interval")
                            data__spec__metrics__interval = data__spec__metrics["interval"]
                            if not isinstance(data__spec__metrics__interval, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.metrics.interval must be string")
                            if isinstance(data__spec__metrics__interval, str):
                                if not REGEX_PATTERNS['^[0-9]+(ms|s|m|h)$'].search(data__spec__metrics__interval):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.metrics.interval must match pattern ^[0-9]+(ms|s|m|h)$")
                        if "monitor" in data__spec__metrics_keys:
                            data__spec__metrics_keys.remove("monitor")
                            data__spec__metrics__monitor = data__spec__metrics["monitor"]
                            if not isinstance(data__spec__metrics__monitor, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.metrics.monitor must be string")
                            if not (isinstance(data__spec__metrics__monitor, str) and data__spec__metrics__monitor == 'ServiceMonitor' or isinstance(data__spec__metrics__monitor, str) and data__spec__metrics__monitor == 'PodMonitor'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.metrics.monitor must be one of ['ServiceMonitor', 'PodMonitor']")
                        if data__spec__metrics_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.metrics must not contain "+str(data__spec__metrics_keys)+" properties")
                if "serviceAccount" in data__spec_keys:
                    data__spec_keys.remove("serviceAccount")
                    data__spec__serviceAccount = data__spec["serviceAccount"]
                    if not isinstance(data__spec__serviceAccount, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.serviceAccount must be string")
                    if isinstance(data__spec__serviceAccount, str):
                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__serviceAccount):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.serviceAccount must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
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
                if "roles" in data__spec_keys:
                    data__spec_keys.remove("roles")
                    data__spec__roles = data__spec["roles"]
                    if not isinstance(data__spec__roles, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles must be object")
                    data__spec__roles_is_dict = isinstance(data__spec__roles, dict)
                    if data__spec__roles_is_dict:
                        data__spec__roles_keys = set(data__spec__roles.keys())
                        for data__spec__roles_key in data__spec__roles_keys:
                            if data__spec__roles_key not in []:
                                data__spec__roles_value = data__spec__roles.get(data__spec__roles_key)
                                if not isinstance(data__spec__roles_value, (dict)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}".format(**locals()) + " must be object")
                                data__spec__roles_value_is_dict = isinstance(data__spec__roles_value, dict)
                                if data__spec__roles_value_is_dict:
                                    data__spec__roles_value_keys = set(data__spec__roles_value.keys())
                                    if "image" in data__spec__roles_value_keys:
                                        data__spec__roles_value_keys.remove("image")
                                        data__spec__roles_value__image = data__spec__roles_value["image"]
                                        if not isinstance(data__spec__roles_value__image, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.image".format(**locals()) + " must be string")
                                        if isinstance(data__spec__roles_value__image, str):
                                            data__spec__roles_value__image_len = len(data__spec__roles_value__image)
                                            if data__spec__roles_value__image_len < 1:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.image".format(**locals()) + " must be longer than or equal to 1 characters")
                                    if "imagePullPolicy" in data__spec__roles_value_keys:
                                        data__spec__roles_value_keys.remove("imagePullPolicy")
                                        data__spec__roles_value__imagePullPolicy = data__spec__roles_value["imagePullPolicy"]
                                        if not isinstance(data__spec__roles_value__imagePullPolicy, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.imagePullPolicy".format(**locals()) + " must be string")
                                        if not (isinstance(data__spec__roles_value__imagePullPolicy, str) and data__spec__roles_value__imagePullPolicy == 'Always' or isinstance(data__spec__roles_value__imagePullPolicy, str) and data__spec__roles_value__imagePullPolicy == 'IfNotPresent' or isinstance(data__spec__roles_value__imagePullPolicy, str) and data__spec__roles_value__imagePullPolicy == 'Never'):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.imagePullPolicy".format(**locals()) + " must be one of ['Always', 'IfNotPresent', 'Never']")
                                    if "command" in data__spec__roles_value_keys:
                                        data__spec__roles_value_keys.remove("command")
                                        data__spec__roles_value__command = data__spec__roles_value["command"]
                                        if not isinstance(data__spec__roles_value__command, (list, tuple)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.command".format(**locals()) + " must be array")
                                        data__spec__roles_value__command_is_list = isinstance(data__spec__roles_value__command, (list, tuple))
                                        if data__spec__roles_value__command_is_list:
                                            data__spec__roles_value__command_len = len(data__spec__roles_value__command)
                                            for data__spec__roles_value__command_x, data__spec__roles_value__command_item in enumerate(data__spec__roles_value__command):
                                                if not isinstance(data__spec__roles_value__command_item, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.command[{data__spec__roles_value__command_x}]".format(**locals()) + " must be string")
                                    if "args" in data__spec__roles_value_keys:
                                        data__spec__roles_value_keys.remove("args")
                                        data__spec__roles_value__args = data__spec__roles_value["args"]
                                        if not isinstance(data__spec__roles_value__args, (list, tuple)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.args".format(**locals()) + " must be array")
                                        data__spec__roles_value__args_is_list = isinstance(data__spec__roles_value__args, (list, tuple))
                                        if data__spec__roles_value__args_is_list:
                                            data__spec__roles_value__args_len = len(data__spec__roles_value__args)
                                            for data__spec__roles_value__args_x, data__spec__roles_value__args_item in enumerate(data__spec__roles_value__args):
                                                if not isinstance(data__spec__roles_value__args_item, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.args[{data__spec__roles_value__args_x}]".format(**locals()) + " must be string")
                                    if "workingDir" in data__spec__roles_value_keys:
                                        data__spec__roles_value_keys.remove("workingDir")
                                        data__spec__roles_value__workingDir = data__spec__roles_value["workingDir"]
                                        if not isinstance(data__spec__roles_value__workingDir, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.workingDir".format(**locals()) + " must be string")
                                        if isinstance(data__spec__roles_value__workingDir, str):
                                            if not REGEX_PATTERNS['^/'].search(data__spec__roles_value__workingDir):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.workingDir".format(**locals()) + " must match pattern ^/")
                                    if "env" in data__spec__roles_value_keys:
                                        data__spec__roles_value_keys.remove("env")
                                        data__spec__roles_value__env = data__spec__roles_value["env"]
                                        if not isinstance(data__spec__roles_value__env, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env".format(**locals()) + " must be object")
                                        data__spec__roles_value__env_is_dict = isinstance(data__spec__roles_value__env, dict)
                                        if data__spec__roles_value__env_is_dict:
                                            data__spec__roles_value__env_keys = set(data__spec__roles_value__env.keys())
                                            for data__spec__roles_value__env_key in data__spec__roles_value__env_keys:
                                                if data__spec__roles_value__env_key not in []:
                                                    data__spec__roles_value__env_value = data__spec__roles_value__env.get(data__spec__roles_value__env_key)
                                                    data__spec__roles_value__env_value_one_of_count12 = 0
                                                    if data__spec__roles_value__env_value_one_of_count12 < 2:
                                                        try:
                                                            if not isinstance(data__spec__roles_value__env_value, (str)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}".format(**locals()) + " must be string")
                                                            data__spec__roles_value__env_value_one_of_count12 += 1
                                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                    if data__spec__roles_value__env_value_one_of_count12 < 2:
                                                        try:
                                                            if not isinstance(data__spec__roles_value__env_value, (int, float, Decimal)) or isinstance(data__spec__roles_value__env_value, bool):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}".format(**locals()) + " must be number")
                                                            data__spec__roles_value__env_value_one_of_count12 += 1
                                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                    if data__spec__roles_value__env_value_one_of_count12 < 2:
                                                        try:
                                                            if not isinstance(data__spec__roles_value__env_value, (bool)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}".format(**locals()) + " must be boolean")
                                                            data__spec__roles_value__env_value_one_of_count12 += 1
                                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                    if data__spec__roles_value__env_value_one_of_count12 < 2:
                                                        try:
                                                            if not isinstance(data__spec__roles_value__env_value, (dict)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}".format(**locals()) + " must be object")
                                                            data__spec__roles_value__env_value_is_dict = isinstance(data__spec__roles_value__env_value, dict)
                                                            if data__spec__roles_value__env_value_is_dict:
                                                                data__spec__roles_value__env_value__missing_keys = set(['secret', 'key']) - data__spec__roles_value__env_value.keys()
                                                                if data__spec__roles_value__env_value__missing_keys:
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}".format(**locals()) + " must contain ")
                                                                data__spec__roles_value__env_value_keys = set(data__spec__roles_value__env_value.keys())
                                                                if "secret" in data__spec__roles_value__env_value_keys:
                                                                    data__spec__roles_value__env_value_keys.remove("secret")
                                                                    data__spec__roles_value__env_value__secret = data__spec__roles_value__env_value["secret"]
                                                                    if not isinstance(data__spec__roles_value__env_value__secret, (str)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}.secret".format(**locals()) + " must be string")
                                                                    if isinstance(data__spec__roles_value__env_value__secret, str):
                                                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__roles_value__env_value__secret):
                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}.secret".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                                                if "key" in data__spec__roles_value__env_value_keys:
                                                                    data__spec__roles_value__env_value_keys.remove("key")
                                                                    data__spec__roles_value__env_value__key = data__spec__roles_value__env_value["key"]
                                                                    if not isinstance(data__spec__roles_value__env_value__key, (str)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}.key".format(**locals()) + " must be string")
                                                                    if isinstance(data__spec__roles_value__env_value__key, str):
                                                                        if not REGEX_PATTERNS['^[-._a-zA-Z0-9]+$'].search(data__spec__roles_value__env_value__key):
                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}.key".format(**locals()) + " must match pattern ^[-._a-zA-Z0-9]+$")
                                                                if "optional" in data__spec__roles_value__env_value_keys:
                                                                    data__spec__roles_value__env_value_keys.remove("optional")
                                                                    data__spec__roles_value__env_value__optional = data__spec__roles_value__env_value["optional"]
                                                                    if not isinstance(data__spec__roles_value__env_value__optional, (bool)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}.optional".format(**locals()) + " must be boolean")
                                                                if data__spec__roles_value__env_value_keys:
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}".format(**locals()) + " must not contain "+str(data__spec__roles_value__env_value_keys)+" properties")
                                                            data__spec__roles_value__env_value_one_of_count12 += 1
                                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                    if data__spec__roles_value__env_value_one_of_count12 < 2:
                                                        try:
                                                            if not isinstance(data__spec__roles_value__env_value, (dict)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}".format(**locals()) + " must be object")
                                                            data__spec__roles_value__env_value_is_dict = isinstance(data__spec__roles_value__env_value, dict)
                                                            if data__spec__roles_value__env_value_is_dict:
                                                                data__spec__roles_value__env_value__missing_keys = set(['configMap', 'key']) - data__spec__roles_value__env_value.keys()
                                                                if data__spec__roles_value__env_value__missing_keys:
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}".format(**locals()) + " must contain ")
                                                                data__spec__roles_value__env_value_keys = set(data__spec__roles_value__env_value.keys())
                                                                if "configMap" in data__spec__roles_value__env_value_keys:
                                                                    data__spec__roles_value__env_value_keys.remove("configMap")
                                                                    data__spec__roles_value__env_value__configMap = data__spec__roles_value__env_value["configMap"]
                                                                    if not isinstance(data__spec__roles_value__env_value__configMap, (str)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}.configMap".format(**locals()) + " must be string")
                                                                    if isinstance(data__spec__roles_value__env_value__configMap, str):
                                                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__roles_value__env_value__configMap):
                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}.configMap".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                                                if "key" in data__spec__roles_value__env_value_keys:
                                                                    data__spec__roles_value__env_value_keys.remove("key")
                                                                    data__spec__roles_value__env_value__key = data__spec__roles_value__env_value["key"]
                                                                    if not isinstance(data__spec__roles_value__env_value__key, (str)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}.key".format(**locals()) + " must be string")
                                                                    if isinstance(data__spec__roles_value__env_value__key, str):
                                                                        if not REGEX_PATTERNS['^[-._a-zA-Z0-9]+$'].search(data__spec__roles_value__env_value__key):
                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}.key".format(**locals()) + " must match pattern ^[-._a-zA-Z0-9]+$")
                                                                if "optional" in data__spec__roles_value__env_value_keys:
                                                                    data__spec__roles_value__env_value_keys.remove("optional")
                                                                    data__spec__roles_value__env_value__optional = data__spec__roles_value__env_value["optional"]
                                                                    if not isinstance(data__spec__roles_value__env_value__optional, (bool)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}.optional".format(**locals()) + " must be boolean")
                                                                if data__spec__roles_value__env_value_keys:
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}".format(**locals()) + " must not contain "+str(data__spec__roles_value__env_value_keys)+" properties")
                                                            data__spec__roles_value__env_value_one_of_count12 += 1
                                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                    if data__spec__roles_value__env_value_one_of_count12 < 2:
                                                        try:
                                                            if not isinstance(data__spec__roles_value__env_value, (dict)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}".format(**locals()) + " must be object")
                                                            data__spec__roles_value__env_value_is_dict = isinstance(data__spec__roles_value__env_value, dict)
                                                            if data__spec__roles_value__env_value_is_dict:
                                                                data__spec__roles_value__env_value__missing_keys = set(['field']) - data__spec__roles_value__env_value.keys()
                                                                if data__spec__roles_value__env_value__missing_keys:
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}".format(**locals()) + " must contain ")
                                                                data__spec__roles_value__env_value_keys = set(data__spec__roles_value__env_value.keys())
                                                                if "field" in data__spec__roles_value__env_value_keys:
                                                                    data__spec__roles_value__env_value_keys.remove("field")
                                                                    data__spec__roles_value__env_value__field = data__spec__roles_value__env_value["field"]
                                                                    if not isinstance(data__spec__roles_value__env_value__field, (str)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}.field".format(**locals()) + " must be string")
                                                                    if isinstance(data__spec__roles_value__env_value__field, str):
                                                                        data__spec__roles_value__env_value__field_len = len(data__spec__roles_value__env_value__field)
                                                                        if data__spec__roles_value__env_value__field_len < 1:
                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}.field".format(**locals()) + " must be longer than or equal to 1 characters")
                                                                if data__spec__roles_value__env_value_keys:
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}".format(**locals()) + " must not contain "+str(data__spec__roles_value__env_value_keys)+" properties")
                                                            data__spec__roles_value__env_value_one_of_count12 += 1
                                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                    if data__spec__roles_value__env_value_one_of_count12 != 1:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env.{data__spec__roles_value__env_key}".format(**locals()) + " must be valid exactly by one definition")
                                            data__spec__roles_value__env_len = len(data__spec__roles_value__env)
                                            if data__spec__roles_value__env_len != 0:
                                                data__spec__roles_value__env_property_names = True
                                                for data__spec__roles_value__env_key in data__spec__roles_value__env:
                                                    try:
                                                        if isinstance(data__spec__roles_value__env_key, str):
                                                            if not REGEX_PATTERNS['^[-._a-zA-Z][-._a-zA-Z0-9]*$'].search(data__spec__roles_value__env_key):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env".format(**locals()) + " must match pattern ^[-._a-zA-Z][-._a-zA-Z0-9]*$")
                                                    except (JsonSchemaValueException, JsonSchemaValuesException):
                                                        data__spec__roles_value__env_property_names = False
                                                if not data__spec__roles_value__env_property_names:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.env".format(**locals()) + " must be named by propertyName definition")
                                    if "resources" in data__spec__roles_value_keys:
                                        data__spec__roles_value_keys.remove("resources")
                                        data__spec__roles_value__resources = data__spec__roles_value["resources"]
                                        if not isinstance(data__spec__roles_value__resources, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources".format(**locals()) + " must be object")
                                        data__spec__roles_value__resources_is_dict = isinstance(data__spec__roles_value__resources, dict)
                                        if data__spec__roles_value__resources_is_dict:
                                            data__spec__roles_value__resources_keys = set(data__spec__roles_value__resources.keys())
                                            if "cpu" in data__spec__roles_value__resources_keys:
                                                data__spec__roles_value__resources_keys.remove("cpu")
                                                data__spec__roles_value__resources__cpu = data__spec__roles_value__resources["cpu"]
                                                data__spec__roles_value__resources__cpu_any_of_count13 = 0
                                                if not data__spec__roles_value__resources__cpu_any_of_count13:
                                                    try:
                                                        if not isinstance(data__spec__roles_value__resources__cpu, (int)) and not (isinstance(data__spec__roles_value__resources__cpu, float) and data__spec__roles_value__resources__cpu.is_integer()) or isinstance(data__spec__roles_value__resources__cpu, bool):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.cpu".format(**locals()) + " must be integer")
                                                        if isinstance(data__spec__roles_value__resources__cpu, (int, float, Decimal)) and not isinstance(data__spec__roles_value__resources__cpu, bool):
                                                            if data__spec__roles_value__resources__cpu < 0:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.cpu".format(**locals()) + " must be bigger than or equal to 0")
                                                        data__spec__roles_value__resources__cpu_any_of_count13 += 1
                                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                if not data__spec__roles_value__resources__cpu_any_of_count13:
                                                    try:
                                                        if not isinstance(data__spec__roles_value__resources__cpu, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.cpu".format(**locals()) + " must be string")
                                                        if isinstance(data__spec__roles_value__resources__cpu, str):
                                                            if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__roles_value__resources__cpu):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.cpu".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                        data__spec__roles_value__resources__cpu_any_of_count13 += 1
                                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                if not data__spec__roles_value__resources__cpu_any_of_count13:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.cpu".format(**locals()) + " cannot be validated by any definition")
                                            if "memory" in data__spec__roles_value__resources_keys:
                                                data__spec__roles_value__resources_keys.remove("memory")
                                                data__spec__roles_value__resources__memory = data__spec__roles_value__resources["memory"]
                                                data__spec__roles_value__resources__memory_any_of_count14 = 0
                                                if not data__spec__roles_value__resources__memory_any_of_count14:
                                                    try:
                                                        if not isinstance(data__spec__roles_value__resources__memory, (int)) and not (isinstance(data__spec__roles_value__resources__memory, float) and data__spec__roles_value__resources__memory.is_integer()) or isinstance(data__spec__roles_value__resources__memory, bool):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.memory".format(**locals()) + " must be integer")
                                                        if isinstance(data__spec__roles_value__resources__memory, (int, float, Decimal)) and not isinstance(data__spec__roles_value__resources__memory, bool):
                                                            if data__spec__roles_value__resources__memory < 0:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.memory".format(**locals()) + " must be bigger than or equal to 0")
                                                        data__spec__roles_value__resources__memory_any_of_count14 += 1
                                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                if not data__spec__roles_value__resources__memory_any_of_count14:
                                                    try:
                                                        if not isinstance(data__spec__roles_value__resources__memory, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.memory".format(**locals()) + " must be string")
                                                        if isinstance(data__spec__roles_value__resources__memory, str):
                                                            if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__roles_value__resources__memory):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.memory".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                        data__spec__roles_value__resources__memory_any_of_count14 += 1
                                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                if not data__spec__roles_value__resources__memory_any_of_count14:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.memory".format(**locals()) + " cannot be validated by any definition")
                                            if "ephemeralStorage" in data__spec__roles_value__resources_keys:
                                                data__spec__roles_value__resources_keys.remove("ephemeralStorage")
                                                data__spec__roles_value__resources__ephemeralStorage = data__spec__roles_value__resources["ephemeralStorage"]
                                                data__spec__roles_value__resources__ephemeralStorage_any_of_count15 = 0
                                                if not data__spec__roles_value__resources__ephemeralStorage_any_of_count15:
                                                    try:
                                                        if not isinstance(data__spec__roles_value__resources__ephemeralStorage, (int)) and not (isinstance(data__spec__roles_value__resources__ephemeralStorage, float) and data__spec__roles_value__resources__ephemeralStorage.is_integer()) or isinstance(data__spec__roles_value__resources__ephemeralStorage, bool):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.ephemeralStorage".format(**locals()) + " must be integer")
                                                        if isinstance(data__spec__roles_value__resources__ephemeralStorage, (int, float, Decimal)) and not isinstance(data__spec__roles_value__resources__ephemeralStorage, bool):
                                                            if data__spec__roles_value__resources__ephemeralStorage < 0:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.ephemeralStorage".format(**locals()) + " must be bigger than or equal to 0")
                                                        data__spec__roles_value__resources__ephemeralStorage_any_of_count15 += 1
                                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                if not data__spec__roles_value__resources__ephemeralStorage_any_of_count15:
                                                    try:
                                                        if not isinstance(data__spec__roles_value__resources__ephemeralStorage, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.ephemeralStorage".format(**locals()) + " must be string")
                                                        if isinstance(data__spec__roles_value__resources__ephemeralStorage, str):
                                                            if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__roles_value__resources__ephemeralStorage):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.ephemeralStorage".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                        data__spec__roles_value__resources__ephemeralStorage_any_of_count15 += 1
                                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                if not data__spec__roles_value__resources__ephemeralStorage_any_of_count15:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.ephemeralStorage".format(**locals()) + " cannot be validated by any definition")
                                            if "gpu" in data__spec__roles_value__resources_keys:
                                                data__spec__roles_value__resources_keys.remove("gpu")
                                                data__spec__roles_value__resources__gpu = data__spec__roles_value__resources["gpu"]
                                                if not isinstance(data__spec__roles_value__resources__gpu, (int)) and not (isinstance(data__spec__roles_value__resources__gpu, float) and data__spec__roles_value__resources__gpu.is_integer()) or isinstance(data__spec__roles_value__resources__gpu, bool):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.gpu".format(**locals()) + " must be integer")
                                                if isinstance(data__spec__roles_value__resources__gpu, (int, float, Decimal)) and not isinstance(data__spec__roles_value__resources__gpu, bool):
                                                    if data__spec__roles_value__resources__gpu < 0:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.gpu".format(**locals()) + " must be bigger than or equal to 0")
                                            if "limits" in data__spec__roles_value__resources_keys:
                                                data__spec__roles_value__resources_keys.remove("limits")
                                                data__spec__roles_value__resources__limits = data__spec__roles_value__resources["limits"]
                                                if not isinstance(data__spec__roles_value__resources__limits, (dict)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.limits".format(**locals()) + " must be object")
                                                data__spec__roles_value__resources__limits_is_dict = isinstance(data__spec__roles_value__resources__limits, dict)
                                                if data__spec__roles_value__resources__limits_is_dict:
                                                    data__spec__roles_value__resources__limits_keys = set(data__spec__roles_value__resources__limits.keys())
                                                    if "cpu" in data__spec__roles_value__resources__limits_keys:
                                                        data__spec__roles_value__resources__limits_keys.remove("cpu")
                                                        data__spec__roles_value__resources__limits__cpu = data__spec__roles_value__resources__limits["cpu"]
                                                        data__spec__roles_value__resources__limits__cpu_any_of_count16 = 0
                                                        if not data__spec__roles_value__resources__limits__cpu_any_of_count16:
                                                            try:
                                                                if not isinstance(data__spec__roles_value__resources__limits__cpu, (int)) and not (isinstance(data__spec__roles_value__resources__limits__cpu, float) and data__spec__roles_value__resources__limits__cpu.is_integer()) or isinstance(data__spec__roles_value__resources__limits__cpu, bool):
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.limits.cpu".format(**locals()) + " must be integer")
                                                                if isinstance(data__spec__roles_value__resources__limits__cpu, (int, float, Decimal)) and not isinstance(data__spec__roles_value__resources__limits__cpu, bool):
                                                                    if data__spec__roles_value__resources__limits__cpu < 0:
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.limits.cpu".format(**locals()) + " must be bigger than or equal to 0")
                                                                data__spec__roles_value__resources__limits__cpu_any_of_count16 += 1
                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                        if not data__spec__roles_value__resources__limits__cpu_any_of_count16:
                                                            try:
                                                                if not isinstance(data__spec__roles_value__resources__limits__cpu, (str)):
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.limits.cpu".format(**locals()) + " must be string")
                                                                if isinstance(data__spec__roles_value__resources__limits__cpu, str):
                                                                    if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__roles_value__resources__limits__cpu):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.limits.cpu".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                                data__spec__roles_value__resources__limits__cpu_any_of_count16 += 1
                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                        if not data__spec__roles_value__resources__limits__cpu_any_of_count16:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.limits.cpu".format(**locals()) + " cannot be validated by any definition")
                                                    if "memory" in data__spec__roles_value__resources__limits_keys:
                                                        data__spec__roles_value__resources__limits_keys.remove("memory")
                                                        data__spec__roles_value__resources__limits__memory = data__spec__roles_value__resources__limits["memory"]
                                                        data__spec__roles_value__resources__limits__memory_any_of_count17 = 0
                                                        if not data__spec__roles_value__resources__limits__memory_any_of_count17:
                                                            try:
                                                                if not isinstance(data__spec__roles_value__resources__limits__memory, (int)) and not (isinstance(data__spec__roles_value__resources__limits__memory, float) and data__spec__roles_value__resources__limits__memory.is_integer()) or isinstance(data__spec__roles_value__resources__limits__memory, bool):
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.limits.memory".format(**locals()) + " must be integer")
                                                                if isinstance(data__spec__roles_value__resources__limits__memory, (int, float, Decimal)) and not isinstance(data__spec__roles_value__resources__limits__memory, bool):
                                                                    if data__spec__roles_value__resources__limits__memory < 0:
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.limits.memory".format(**locals()) + " must be bigger than or equal to 0")
                                                                data__spec__roles_value__resources__limits__memory_any_of_count17 += 1
                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                        if not data__spec__roles_value__resources__limits__memory_any_of_count17:
                                                            try:
                                                                if not isinstance(data__spec__roles_value__resources__limits__memory, (str)):
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.limits.memory".format(**locals()) + " must be string")
                                                                if isinstance(data__spec__roles_value__resources__limits__memory, str):
                                                                    if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__roles_value__resources__limits__memory):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.limits.memory".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                                data__spec__roles_value__resources__limits__memory_any_of_count17 += 1
                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                        if not data__spec__roles_value__resources__limits__memory_any_of_count17:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.limits.memory".format(**locals()) + " cannot be validated by any definition")
                                                    if "ephemeralStorage" in data__spec__roles_value__resources__limits_keys:
                                                        data__spec__roles_value__resources__limits_keys.remove("ephemeralStorage")
                                                        data__spec__roles_value__resources__limits__ephemeralStorage = data__spec__roles_value__resources__limits["ephemeralStorage"]
                                                        data__spec__roles_value__resources__limits__ephemeralStorage_any_of_count18 = 0
                                                        if not data__spec__roles_value__resources__limits__ephemeralStorage_any_of_count18:
                                                            try:
                                                                if not isinstance(data__spec__roles_value__resources__limits__ephemeralStorage, (int)) and not (isinstance(data__spec__roles_value__resources__limits__ephemeralStorage, float) and data__spec__roles_value__resources__limits__ephemeralStorage.is_integer()) or isinstance(data__spec__roles_value__resources__limits__ephemeralStorage, bool):
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.limits.ephemeralStorage".format(**locals()) + " must be integer")
                                                                if isinstance(data__spec__roles_value__resources__limits__ephemeralStorage, (int, float, Decimal)) and not isinstance(data__spec__roles_value__resources__limits__ephemeralStorage, bool):
                                                                    if data__spec__roles_value__resources__limits__ephemeralStorage < 0:
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.limits.ephemeralStorage".format(**locals()) + " must be bigger than or equal to 0")
                                                                data__spec__roles_value__resources__limits__ephemeralStorage_any_of_count18 += 1
                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                        if not data__spec__roles_value__resources__limits__ephemeralStorage_any_of_count18:
                                                            try:
                                                                if not isinstance(data__spec__roles_value__resources__limits__ephemeralStorage, (str)):
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.limits.ephemeralStorage".format(**locals()) + " must be string")
                                                                if isinstance(data__spec__roles_value__resources__limits__ephemeralStorage, str):
                                                                    if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__roles_value__resources__limits__ephemeralStorage):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.limits.ephemeralStorage".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                                data__spec__roles_value__resources__limits__ephemeralStorage_any_of_count18 += 1
                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                        if not data__spec__roles_value__resources__limits__ephemeralStorage_any_of_count18:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.limits.ephemeralStorage".format(**locals()) + " cannot be validated by any definition")
                                                    if data__spec__roles_value__resources__limits_keys:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources.limits".format(**locals()) + " must not contain "+str(data__spec__roles_value__resources__limits_keys)+" properties")
                                            if data__spec__roles_value__resources_keys:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.resources".format(**locals()) + " must not contain "+str(data__spec__roles_value__resources_keys)+" properties")
                                    if "nodeSelector" in data__spec__roles_value_keys:
                                        data__spec__roles_value_keys.remove("nodeSelector")
                                        data__spec__roles_value__nodeSelector = data__spec__roles_value["nodeSelector"]
                                        if not isinstance(data__spec__roles_value__nodeSelector, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.nodeSelector".format(**locals()) + " must be object")
                                        data__spec__roles_value__nodeSelector_is_dict = isinstance(data__spec__roles_value__nodeSelector, dict)
                                        if data__spec__roles_value__nodeSelector_is_dict:
                                            data__spec__roles_value__nodeSelector_keys = set(data__spec__roles_value__nodeSelector.keys())
                                            for data__spec__roles_value__nodeSelector_key in data__spec__roles_value__nodeSelector_keys:
                                                if data__spec__roles_value__nodeSelector_key not in []:
                                                    data__spec__roles_value__nodeSelector_value = data__spec__roles_value__nodeSelector.get(data__spec__roles_value__nodeSelector_key)
                                                    if not isinstance(data__spec__roles_value__nodeSelector_value, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.nodeSelector.{data__spec__roles_value__nodeSelector_key}".format(**locals()) + " must be string")
                                    if "tolerations" in data__spec__roles_value_keys:
                                        data__spec__roles_value_keys.remove("tolerations")
                                        data__spec__roles_value__tolerations = data__spec__roles_value["tolerations"]
                                        if not isinstance(data__spec__roles_value__tolerations, (list, tuple)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.tolerations".format(**locals()) + " must be array")
                                        data__spec__roles_value__tolerations_is_list = isinstance(data__spec__roles_value__tolerations, (list, tuple))
                                        if data__spec__roles_value__tolerations_is_list:
                                            data__spec__roles_value__tolerations_len = len(data__spec__roles_value__tolerations)
                                            for data__spec__roles_value__tolerations_x, data__spec__roles_value__tolerations_item in enumerate(data__spec__roles_value__tolerations):
                                                if not isinstance(data__spec__roles_value__tolerations_item, (dict)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.tolerations[{data__spec__roles_value__tolerations_x}]".format(**locals()) + " must be object")
                                                data__spec__roles_value__tolerations_item_is_dict = isinstance(data__spec__roles_value__tolerations_item, dict)
                                                if data__spec__roles_value__tolerations_item_is_dict:
                                                    data__spec__roles_value__tolerations_item_keys = set(data__spec__roles_value__tolerations_item.keys())
                                                    if "key" in data__spec__roles_value__tolerations_item_keys:
                                                        data__spec__roles_value__tolerations_item_keys.remove("key")
                                                        data__spec__roles_value__tolerations_item__key = data__spec__roles_value__tolerations_item["key"]
                                                        if not isinstance(data__spec__roles_value__tolerations_item__key, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.tolerations[{data__spec__roles_value__tolerations_x}].key".format(**locals()) + " must be string")
                                                    if "operator" in data__spec__roles_value__tolerations_item_keys:
                                                        data__spec__roles_value__tolerations_item_keys.remove("operator")
                                                        data__spec__roles_value__tolerations_item__operator = data__spec__roles_value__tolerations_item["operator"]
                                                        if not isinstance(data__spec__roles_value__tolerations_item__operator, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.tolerations[{data__spec__roles_value__tolerations_x}].operator".format(**locals()) + " must be string")
                                                        if not (isinstance(data__spec__roles_value__tolerations_item__operator, str) and data__spec__roles_value__tolerations_item__operator == 'Exists' or isinstance(data__spec__roles_value__tolerations_item__operator, str) and data__spec__roles_value__tolerations_item__operator == 'Equal'):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.tolerations[{data__spec__roles_value__tolerations_x}].operator".format(**locals()) + " must be one of ['Exists', 'Equal']")
                                                    if "value" in data__spec__roles_value__tolerations_item_keys:
                                                        data__spec__roles_value__tolerations_item_keys.remove("value")
                                                        data__spec__roles_value__tolerations_item__value = data__spec__roles_value__tolerations_item["value"]
                                                        if not isinstance(data__spec__roles_value__tolerations_item__value, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.tolerations[{data__spec__roles_value__tolerations_x}].value".format(**locals()) + " must be string")
                                                    if "effect" in data__spec__roles_value__tolerations_item_keys:
                                                        data__spec__roles_value__tolerations_item_keys.remove("effect")
                                                        data__spec__roles_value__tolerations_item__effect = data__spec__roles_value__tolerations_item["effect"]
                                                        if not isinstance(data__spec__roles_value__tolerations_item__effect, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.tolerations[{data__spec__roles_value__tolerations_x}].effect".format(**locals()) + " must be string")
                                                        if not (isinstance(data__spec__roles_value__tolerations_item__effect, str) and data__spec__roles_value__tolerations_item__effect == 'NoSchedule' or isinstance(data__spec__roles_value__tolerations_item__effect, str) and data__spec__roles_value__tolerations_item__effect == 'PreferNoSchedule' or isinstance(data__spec__roles_value__tolerations_item__effect, str) and data__spec__roles_value__tolerations_item__effect == 'NoExecute'):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.tolerations[{data__spec__roles_value__tolerations_x}].effect".format(**locals()) + " must be one of ['NoSchedule', 'PreferNoSchedule', 'NoExecute']")
                                                    if "tolerationSeconds" in data__spec__roles_value__tolerations_item_keys:
                                                        data__spec__roles_value__tolerations_item_keys.remove("tolerationSeconds")
                                                        data__spec__roles_value__tolerations_item__tolerationSeconds = data__spec__roles_value__tolerations_item["tolerationSeconds"]
                                                        if not isinstance(data__spec__roles_value__tolerations_item__tolerationSeconds, (int)) and not (isinstance(data__spec__roles_value__tolerations_item__tolerationSeconds, float) and data__spec__roles_value__tolerations_item__tolerationSeconds.is_integer()) or isinstance(data__spec__roles_value__tolerations_item__tolerationSeconds, bool):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.tolerations[{data__spec__roles_value__tolerations_x}].tolerationSeconds".format(**locals()) + " must be integer")
                                                        if isinstance(data__spec__roles_value__tolerations_item__tolerationSeconds, (int, float, Decimal)) and not isinstance(data__spec__roles_value__tolerations_item__tolerationSeconds, bool):
                                                            if data__spec__roles_value__tolerations_item__tolerationSeconds < 0:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.tolerations[{data__spec__roles_value__tolerations_x}].tolerationSeconds".format(**locals()) + " must be bigger than or equal to 0")
                                                    if data__spec__roles_value__tolerations_item_keys:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.tolerations[{data__spec__roles_value__tolerations_x}]".format(**locals()) + " must not contain "+str(data__spec__roles_value__tolerations_item_keys)+" properties")
                                    if "podPatch" in data__spec__roles_value_keys:
                                        data__spec__roles_value_keys.remove("podPatch")
                                        data__spec__roles_value__podPatch = data__spec__roles_value["podPatch"]
                                        if not isinstance(data__spec__roles_value__podPatch, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.podPatch".format(**locals()) + " must be object")
                                        data__spec__roles_value__podPatch_is_dict = isinstance(data__spec__roles_value__podPatch, dict)
                                        if data__spec__roles_value__podPatch_is_dict:
                                            data__spec__roles_value__podPatch_keys = set(data__spec__roles_value__podPatch.keys())
                                            if "metadata" in data__spec__roles_value__podPatch_keys:
                                                data__spec__roles_value__podPatch_keys.remove("metadata")
                                                data__spec__roles_value__podPatch__metadata = data__spec__roles_value__podPatch["metadata"]
                                                if not isinstance(data__spec__roles_value__podPatch__metadata, (dict)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.podPatch.metadata".format(**locals()) + " must be object")
                                            if "spec" in data__spec__roles_value__podPatch_keys:
                                                data__spec__roles_value__podPatch_keys.remove("spec")
                                                data__spec__roles_value__podPatch__spec = data__spec__roles_value__podPatch["spec"]
                                                if not isinstance(data__spec__roles_value__podPatch__spec, (dict)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.podPatch.spec".format(**locals()) + " must be object")
                                            if data__spec__roles_value__podPatch_keys:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}.podPatch".format(**locals()) + " must not contain "+str(data__spec__roles_value__podPatch_keys)+" properties")
                                    if data__spec__roles_value_keys:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles.{data__spec__roles_key}".format(**locals()) + " must not contain "+str(data__spec__roles_value_keys)+" properties")
                        data__spec__roles_len = len(data__spec__roles)
                        if data__spec__roles_len != 0:
                            data__spec__roles_property_names = True
                            for data__spec__roles_key in data__spec__roles:
                                try:
                                    if not (isinstance(data__spec__roles_key, str) and data__spec__roles_key == 'master' or isinstance(data__spec__roles_key, str) and data__spec__roles_key == 'worker' or isinstance(data__spec__roles_key, str) and data__spec__roles_key == 'chief' or isinstance(data__spec__roles_key, str) and data__spec__roles_key == 'ps' or isinstance(data__spec__roles_key, str) and data__spec__roles_key == 'evaluator' or isinstance(data__spec__roles_key, str) and data__spec__roles_key == 'launcher'):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles must be one of ['master', 'worker', 'chief', 'ps', 'evaluator', 'launcher']")
                                except (JsonSchemaValueException, JsonSchemaValuesException):
                                    data__spec__roles_property_names = False
                            if not data__spec__roles_property_names:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.roles must be named by propertyName definition")
                if "podPatch" in data__spec_keys:
                    data__spec_keys.remove("podPatch")
                    data__spec__podPatch = data__spec["podPatch"]
                    if not isinstance(data__spec__podPatch, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.podPatch must be object")
                    data__spec__podPatch_is_dict = isinstance(data__spec__podPatch, dict)
                    if data__spec__podPatch_is_dict:
                        data__spec__podPatch_keys = set(data__spec__podPatch.keys())
                        if "metadata" in data__spec__podPatch_keys:
                            data__spec__podPatch_keys.remove("metadata")
                            data__spec__podPatch__metadata = data__spec__podPatch["metadata"]
                            if not isinstance(data__spec__podPatch__metadata, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.podPatch.metadata must be object")
                        if "spec" in data__spec__podPatch_keys:
                            data__spec__podPatch_keys.remove("spec")
                            data__spec__podPatch__spec = data__spec__podPatch["spec"]
                            if not isinstance(data__spec__podPatch__spec, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.podPatch.spec must be object")
                        if data__spec__podPatch_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.podPatch must not contain "+str(data__spec__podPatch_keys)+" properties")
                if "environments" in data__spec_keys:
                    data__spec_keys.remove("environments")
                    data__spec__environments = data__spec["environments"]
                    if not isinstance(data__spec__environments, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments must be object")
                    data__spec__environments_is_dict = isinstance(data__spec__environments, dict)
                    if data__spec__environments_is_dict:
                        data__spec__environments_keys = set(data__spec__environments.keys())
                        for data__spec__environments_key in data__spec__environments_keys:
                            if data__spec__environments_key not in []:
                                data__spec__environments_value = data__spec__environments.get(data__spec__environments_key)
                                if not isinstance(data__spec__environments_value, (dict)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}".format(**locals()) + " must be object")
                                data__spec__environments_value_is_dict = isinstance(data__spec__environments_value, dict)
                                if data__spec__environments_value_is_dict:
                                    data__spec__environments_value_keys = set(data__spec__environments_value.keys())
                                    if "image" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("image")
                                        data__spec__environments_value__image = data__spec__environments_value["image"]
                                        if not isinstance(data__spec__environments_value__image, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.image".format(**locals()) + " must be string")
                                        if isinstance(data__spec__environments_value__image, str):
                                            data__spec__environments_value__image_len = len(data__spec__environments_value__image)
                                            if data__spec__environments_value__image_len < 1:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.image".format(**locals()) + " must be longer than or equal to 1 characters")
                                    if "imagePullPolicy" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("imagePullPolicy")
                                        data__spec__environments_value__imagePullPolicy = data__spec__environments_value["imagePullPolicy"]
                                        if not isinstance(data__spec__environments_value__imagePullPolicy, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.imagePullPolicy".format(**locals()) + " must be string")
                                        if not (isinstance(data__spec__environments_value__imagePullPolicy, str) and data__spec__environments_value__imagePullPolicy == 'Always' or isinstance(data__spec__environments_value__imagePullPolicy, str) and data__spec__environments_value__imagePullPolicy == 'IfNotPresent' or isinstance(data__spec__environments_value__imagePullPolicy, str) and data__spec__environments_value__imagePullPolicy == 'Never'):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.imagePullPolicy".format(**locals()) + " must be one of ['Always', 'IfNotPresent', 'Never']")
                                    if "command" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("command")
                                        data__spec__environments_value__command = data__spec__environments_value["command"]
                                        if not isinstance(data__spec__environments_value__command, (list, tuple)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.command".format(**locals()) + " must be array")
                                        data__spec__environments_value__command_is_list = isinstance(data__spec__environments_value__command, (list, tuple))
                                        if data__spec__environments_value__command_is_list:
                                            data__spec__environments_value__command_len = len(data__spec__environments_value__command)
                                            for data__spec__environments_value__command_x, data__spec__environments_value__command_item in enumerate(data__spec__environments_value__command):
                                                if not isinstance(data__spec__environments_value__command_item, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.command[{data__spec__environments_value__command_x}]".format(**locals()) + " must be string")
                                    if "args" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("args")
                                        data__spec__environments_value__args = data__spec__environments_value["args"]
                                        if not isinstance(data__spec__environments_value__args, (list, tuple)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.args".format(**locals()) + " must be array")
                                        data__spec__environments_value__args_is_list = isinstance(data__spec__environments_value__args, (list, tuple))
                                        if data__spec__environments_value__args_is_list:
                                            data__spec__environments_value__args_len = len(data__spec__environments_value__args)
                                            for data__spec__environments_value__args_x, data__spec__environments_value__args_item in enumerate(data__spec__environments_value__args):
                                                if not isinstance(data__spec__environments_value__args_item, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.args[{data__spec__environments_value__args_x}]".format(**locals()) + " must be string")
                                    if "workingDir" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("workingDir")
                                        data__spec__environments_value__workingDir = data__spec__environments_value["workingDir"]
                                        if not isinstance(data__spec__environments_value__workingDir, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.workingDir".format(**locals()) + " must be string")
                                        if isinstance(data__spec__environments_value__workingDir, str):
                                            if not REGEX_PATTERNS['^/'].search(data__spec__environments_value__workingDir):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.workingDir".format(**locals()) + " must match pattern ^/")
                                    if "env" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("env")
                                        data__spec__environments_value__env = data__spec__environments_value["env"]
                                        if not isinstance(data__spec__environments_value__env, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env".format(**locals()) + " must be object")
                                        data__spec__environments_value__env_is_dict = isinstance(data__spec__environments_value__env, dict)
                                        if data__spec__environments_value__env_is_dict:
                                            data__spec__environments_value__env_keys = set(data__spec__environments_value__env.keys())
                                            for data__spec__environments_value__env_key in data__spec__environments_value__env_keys:
                                                if data__spec__environments_value__env_key not in []:
                                                    data__spec__environments_value__env_value = data__spec__environments_value__env.get(data__spec__environments_value__env_key)
                                                    data__spec__environments_value__env_value_one_of_count19 = 0
                                                    if data__spec__environments_value__env_value_one_of_count19 < 2:
                                                        try:
                                                            if not isinstance(data__spec__environments_value__env_value, (str)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}".format(**locals()) + " must be string")
                                                            data__spec__environments_value__env_value_one_of_count19 += 1
                                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                    if data__spec__environments_value__env_value_one_of_count19 < 2:
                                                        try:
                                                            if not isinstance(data__spec__environments_value__env_value, (int, float, Decimal)) or isinstance(data__spec__environments_value__env_value, bool):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}".format(**locals()) + " must be number")
                                                            data__spec__environments_value__env_value_one_of_count19 += 1
                                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                    if data__spec__environments_value__env_value_one_of_count19 < 2:
                                                        try:
                                                            if not isinstance(data__spec__environments_value__env_value, (bool)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}".format(**locals()) + " must be boolean")
                                                            data__spec__environments_value__env_value_one_of_count19 += 1
                                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                    if data__spec__environments_value__env_value_one_of_count19 < 2:
                                                        try:
                                                            if not isinstance(data__spec__environments_value__env_value, (dict)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}".format(**locals()) + " must be object")
                                                            data__spec__environments_value__env_value_is_dict = isinstance(data__spec__environments_value__env_value, dict)
                                                            if data__spec__environments_value__env_value_is_dict:
                                                                data__spec__environments_value__env_value__missing_keys = set(['secret', 'key']) - data__spec__environments_value__env_value.keys()
                                                                if data__spec__environments_value__env_value__missing_keys:
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}".format(**locals()) + " must contain ")
                                                                data__spec__environments_value__env_value_keys = set(data__spec__environments_value__env_value.keys())
                                                                if "secret" in data__spec__environments_value__env_value_keys:
                                                                    data__spec__environments_value__env_value_keys.remove("secret")
                                                                    data__spec__environments_value__env_value__secret = data__spec__environments_value__env_value["secret"]
                                                                    if not isinstance(data__spec__environments_value__env_value__secret, (str)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}.secret".format(**locals()) + " must be string")
                                                                    if isinstance(data__spec__environments_value__env_value__secret, str):
                                                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__environments_value__env_value__secret):
                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}.secret".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                                                if "key" in data__spec__environments_value__env_value_keys:
                                                                    data__spec__environments_value__env_value_keys.remove("key")
                                                                    data__spec__environments_value__env_value__key = data__spec__environments_value__env_value["key"]
                                                                    if not isinstance(data__spec__environments_value__env_value__key, (str)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}.key".format(**locals()) + " must be string")
                                                                    if isinstance(data__spec__environments_value__env_value__key, str):
                                                                        if not REGEX_PATTERNS['^[-._a-zA-Z0-9]+$'].search(data__spec__environments_value__env_value__key):
                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}.key".format(**locals()) + " must match pattern ^[-._a-zA-Z0-9]+$")
                                                                if "optional" in data__spec__environments_value__env_value_keys:
                                                                    data__spec__environments_value__env_value_keys.remove("optional")
                                                                    data__spec__environments_value__env_value__optional = data__spec__environments_value__env_value["optional"]
                                                                    if not isinstance(data__spec__environments_value__env_value__optional, (bool)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}.optional".format(**locals()) + " must be boolean")
                                                                if data__spec__environments_value__env_value_keys:
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}".format(**locals()) + " must not contain "+str(data__spec__environments_value__env_value_keys)+" properties")
                                                            data__spec__environments_value__env_value_one_of_count19 += 1
                                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                    if data__spec__environments_value__env_value_one_of_count19 < 2:
                                                        try:
                                                            if not isinstance(data__spec__environments_value__env_value, (dict)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}".format(**locals()) + " must be object")
                                                            data__spec__environments_value__env_value_is_dict = isinstance(data__spec__environments_value__env_value, dict)
                                                            if data__spec__environments_value__env_value_is_dict:
                                                                data__spec__environments_value__env_value__missing_keys = set(['configMap', 'key']) - data__spec__environments_value__env_value.keys()
                                                                if data__spec__environments_value__env_value__missing_keys:
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}".format(**locals()) + " must contain ")
                                                                data__spec__environments_value__env_value_keys = set(data__spec__environments_value__env_value.keys())
                                                                if "configMap" in data__spec__environments_value__env_value_keys:
                                                                    data__spec__environments_value__env_value_keys.remove("configMap")
                                                                    data__spec__environments_value__env_value__configMap = data__spec__environments_value__env_value["configMap"]
                                                                    if not isinstance(data__spec__environments_value__env_value__configMap, (str)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}.configMap".format(**locals()) + " must be string")
                                                                    if isinstance(data__spec__environments_value__env_value__configMap, str):
                                                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__environments_value__env_value__configMap):
                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}.configMap".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                                                if "key" in data__spec__environments_value__env_value_keys:
                                                                    data__spec__environments_value__env_value_keys.remove("key")
                                                                    data__spec__environments_value__env_value__key = data__spec__environments_value__env_value["key"]
                                                                    if not isinstance(data__spec__environments_value__env_value__key, (str)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}.key".format(**locals()) + " must be string")
                                                                    if isinstance(data__spec__environments_value__env_value__key, str):
                                                                        if not REGEX_PATTERNS['^[-._a-zA-Z0-9]+$'].search(data__spec__environments_value__env_value__key):
                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}.key".format(**locals()) + " must match pattern ^[-._a-zA-Z0-9]+$")
                                                                if "optional" in data__spec__environments_value__env_value_keys:
                                                                    data__spec__environments_value__env_value_keys.remove("optional")
                                                                    data__spec__environments_value__env_value__optional = data__spec__environments_value__env_value["optional"]
                                                                    if not isinstance(data__spec__environments_value__env_value__optional, (bool)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}.optional".format(**locals()) + " must be boolean")
                                                                if data__spec__environments_value__env_value_keys:
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}".format(**locals()) + " must not contain "+str(data__spec__environments_value__env_value_keys)+" properties")
                                                            data__spec__environments_value__env_value_one_of_count19 += 1
                                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                    if data__spec__environments_value__env_value_one_of_count19 < 2:
                                                        try:
                                                            if not isinstance(data__spec__environments_value__env_value, (dict)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}".format(**locals()) + " must be object")
                                                            data__spec__environments_value__env_value_is_dict = isinstance(data__spec__environments_value__env_value, dict)
                                                            if data__spec__environments_value__env_value_is_dict:
                                                                data__spec__environments_value__env_value__missing_keys = set(['field']) - data__spec__environments_value__env_value.keys()
                                                                if data__spec__environments_value__env_value__missing_keys:
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}".format(**locals()) + " must contain ")
                                                                data__spec__environments_value__env_value_keys = set(data__spec__environments_value__env_value.keys())
                                                                if "field" in data__spec__environments_value__env_value_keys:
                                                                    data__spec__environments_value__env_value_keys.remove("field")
                                                                    data__spec__environments_value__env_value__field = data__spec__environments_value__env_value["field"]
                                                                    if not isinstance(data__spec__environments_value__env_value__field, (str)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}.field".format(**locals()) + " must be string")
                                                                    if isinstance(data__spec__environments_value__env_value__field, str):
                                                                        data__spec__environments_value__env_value__field_len = len(data__spec__environments_value__env_value__field)
                                                                        if data__spec__environments_value__env_value__field_len < 1:
                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}.field".format(**locals()) + " must be longer than or equal to 1 characters")
                                                                if data__spec__environments_value__env_value_keys:
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}".format(**locals()) + " must not contain "+str(data__spec__environments_value__env_value_keys)+" properties")
                                                            data__spec__environments_value__env_value_one_of_count19 += 1
                                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                    if data__spec__environments_value__env_value_one_of_count19 != 1:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env.{data__spec__environments_value__env_key}".format(**locals()) + " must be valid exactly by one definition")
                                            data__spec__environments_value__env_len = len(data__spec__environments_value__env)
                                            if data__spec__environments_value__env_len != 0:
                                                data__spec__environments_value__env_property_names = True
                                                for data__spec__environments_value__env_key in data__spec__environments_value__env:
                                                    try:
                                                        if isinstance(data__spec__environments_value__env_key, str):
                                                            if not REGEX_PATTERNS['^[-._a-zA-Z][-._a-zA-Z0-9]*$'].search(data__spec__environments_value__env_key):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env".format(**locals()) + " must match pattern ^[-._a-zA-Z][-._a-zA-Z0-9]*$")
                                                    except (JsonSchemaValueException, JsonSchemaValuesException):
                                                        data__spec__environments_value__env_property_names = False
                                                if not data__spec__environments_value__env_property_names:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.env".format(**locals()) + " must be named by propertyName definition")
                                    if "resources" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("resources")
                                        data__spec__environments_value__resources = data__spec__environments_value["resources"]
                                        if not isinstance(data__spec__environments_value__resources, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources".format(**locals()) + " must be object")
                                        data__spec__environments_value__resources_is_dict = isinstance(data__spec__environments_value__resources, dict)
                                        if data__spec__environments_value__resources_is_dict:
                                            data__spec__environments_value__resources_keys = set(data__spec__environments_value__resources.keys())
                                            if "cpu" in data__spec__environments_value__resources_keys:
                                                data__spec__environments_value__resources_keys.remove("cpu")
                                                data__spec__environments_value__resources__cpu = data__spec__environments_value__resources["cpu"]
                                                data__spec__environments_value__resources__cpu_any_of_count20 = 0
                                                if not data__spec__environments_value__resources__cpu_any_of_count20:
                                                    try:
                                                        if not isinstance(data__spec__environments_value__resources__cpu, (int)) and not (isinstance(data__spec__environments_value__resources__cpu, float) and data__spec__environments_value__resources__cpu.is_integer()) or isinstance(data__spec__environments_value__resources__cpu, bool):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.cpu".format(**locals()) + " must be integer")
                                                        if isinstance(data__spec__environments_value__resources__cpu, (int, float, Decimal)) and not isinstance(data__spec__environments_value__resources__cpu, bool):
                                                            if data__spec__environments_value__resources__cpu < 0:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.cpu".format(**locals()) + " must be bigger than or equal to 0")
                                                        data__spec__environments_value__resources__cpu_any_of_count20 += 1
                                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                if not data__spec__environments_value__resources__cpu_any_of_count20:
                                                    try:
                                                        if not isinstance(data__spec__environments_value__resources__cpu, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.cpu".format(**locals()) + " must be string")
                                                        if isinstance(data__spec__environments_value__resources__cpu, str):
                                                            if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__environments_value__resources__cpu):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.cpu".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                        data__spec__environments_value__resources__cpu_any_of_count20 += 1
                                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                if not data__spec__environments_value__resources__cpu_any_of_count20:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.cpu".format(**locals()) + " cannot be validated by any definition")
                                            if "memory" in data__spec__environments_value__resources_keys:
                                                data__spec__environments_value__resources_keys.remove("memory")
                                                data__spec__environments_value__resources__memory = data__spec__environments_value__resources["memory"]
                                                data__spec__environments_value__resources__memory_any_of_count21 = 0
                                                if not data__spec__environments_value__resources__memory_any_of_count21:
                                                    try:
                                                        if not isinstance(data__spec__environments_value__resources__memory, (int)) and not (isinstance(data__spec__environments_value__resources__memory, float) and data__spec__environments_value__resources__memory.is_integer()) or isinstance(data__spec__environments_value__resources__memory, bool):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.memory".format(**locals()) + " must be integer")
                                                        if isinstance(data__spec__environments_value__resources__memory, (int, float, Decimal)) and not isinstance(data__spec__environments_value__resources__memory, bool):
                                                            if data__spec__environments_value__resources__memory < 0:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.memory".format(**locals()) + " must be bigger than or equal to 0")
                                                        data__spec__environments_value__resources__memory_any_of_count21 += 1
                                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                if not data__spec__environments_value__resources__memory_any_of_count21:
                                                    try:
                                                        if not isinstance(data__spec__environments_value__resources__memory, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.memory".format(**locals()) + " must be string")
                                                        if isinstance(data__spec__environments_value__resources__memory, str):
                                                            if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__environments_value__resources__memory):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.memory".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                        data__spec__environments_value__resources__memory_any_of_count21 += 1
                                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                if not data__spec__environments_value__resources__memory_any_of_count21:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.memory".format(**locals()) + " cannot be validated by any definition")
                                            if "ephemeralStorage" in data__spec__environments_value__resources_keys:
                                                data__spec__environments_value__resources_keys.remove("ephemeralStorage")
                                                data__spec__environments_value__resources__ephemeralStorage = data__spec__environments_value__resources["ephemeralStorage"]
                                                data__spec__environments_value__resources__ephemeralStorage_any_of_count22 = 0
                                                if not data__spec__environments_value__resources__ephemeralStorage_any_of_count22:
                                                    try:
                                                        if not isinstance(data__spec__environments_value__resources__ephemeralStorage, (int)) and not (isinstance(data__spec__environments_value__resources__ephemeralStorage, float) and data__spec__environments_value__resources__ephemeralStorage.is_integer()) or isinstance(data__spec__environments_value__resources__ephemeralStorage, bool):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.ephemeralStorage".format(**locals()) + " must be integer")
                                                        if isinstance(data__spec__environments_value__resources__ephemeralStorage, (int, float, Decimal)) and not isinstance(data__spec__environments_value__resources__ephemeralStorage, bool):
                                                            if data__spec__environments_value__resources__ephemeralStorage < 0:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.ephemeralStorage".format(**locals()) + " must be bigger than or equal to 0")
                                                        data__spec__environments_value__resources__ephemeralStorage_any_of_count22 += 1
                                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                if not data__spec__environments_value__resources__ephemeralStorage_any_of_count22:
                                                    try:
                                                        if not isinstance(data__spec__environments_value__resources__ephemeralStorage, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.ephemeralStorage".format(**locals()) + " must be string")
                                                        if isinstance(data__spec__environments_value__resources__ephemeralStorage, str):
                                                            if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__environments_value__resources__ephemeralStorage):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.ephemeralStorage".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                        data__spec__environments_value__resources__ephemeralStorage_any_of_count22 += 1
                                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                if not data__spec__environments_value__resources__ephemeralStorage_any_of_count22:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.ephemeralStorage".format(**locals()) + " cannot be validated by any definition")
                                            if "gpu" in data__spec__environments_value__resources_keys:
                                                data__spec__environments_value__resources_keys.remove("gpu")
                                                data__spec__environments_value__resources__gpu = data__spec__environments_value__resources["gpu"]
                                                if not isinstance(data__spec__environments_value__resources__gpu, (int)) and not (isinstance(data__spec__environments_value__resources__gpu, float) and data__spec__environments_value__resources__gpu.is_integer()) or isinstance(data__spec__environments_value__resources__gpu, bool):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.gpu".format(**locals()) + " must be integer")
                                                if isinstance(data__spec__environments_value__resources__gpu, (int, float, Decimal)) and not isinstance(data__spec__environments_value__resources__gpu, bool):
                                                    if data__spec__environments_value__resources__gpu < 0:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.gpu".format(**locals()) + " must be bigger than or equal to 0")
                                            if "limits" in data__spec__environments_value__resources_keys:
                                                data__spec__environments_value__resources_keys.remove("limits")
                                                data__spec__environments_value__resources__limits = data__spec__environments_value__resources["limits"]
                                                if not isinstance(data__spec__environments_value__resources__limits, (dict)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.limits".format(**locals()) + " must be object")
                                                data__spec__environments_value__resources__limits_is_dict = isinstance(data__spec__environments_value__resources__limits, dict)
                                                if data__spec__environments_value__resources__limits_is_dict:
                                                    data__spec__environments_value__resources__limits_keys = set(data__spec__environments_value__resources__limits.keys())
                                                    if "cpu" in data__spec__environments_value__resources__limits_keys:
                                                        data__spec__environments_value__resources__limits_keys.remove("cpu")
                                                        data__spec__environments_value__resources__limits__cpu = data__spec__environments_value__resources__limits["cpu"]
                                                        data__spec__environments_value__resources__limits__cpu_any_of_count23 = 0
                                                        if not data__spec__environments_value__resources__limits__cpu_any_of_count23:
                                                            try:
                                                                if not isinstance(data__spec__environments_value__resources__limits__cpu, (int)) and not (isinstance(data__spec__environments_value__resources__limits__cpu, float) and data__spec__environments_value__resources__limits__cpu.is_integer()) or isinstance(data__spec__environments_value__resources__limits__cpu, bool):
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.limits.cpu".format(**locals()) + " must be integer")
                                                                if isinstance(data__spec__environments_value__resources__limits__cpu, (int, float, Decimal)) and not isinstance(data__spec__environments_value__resources__limits__cpu, bool):
                                                                    if data__spec__environments_value__resources__limits__cpu < 0:
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.limits.cpu".format(**locals()) + " must be bigger than or equal to 0")
                                                                data__spec__environments_value__resources__limits__cpu_any_of_count23 += 1
                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                        if not data__spec__environments_value__resources__limits__cpu_any_of_count23:
                                                            try:
                                                                if not isinstance(data__spec__environments_value__resources__limits__cpu, (str)):
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.limits.cpu".format(**locals()) + " must be string")
                                                                if isinstance(data__spec__environments_value__resources__limits__cpu, str):
                                                                    if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__environments_value__resources__limits__cpu):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.limits.cpu".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                                data__spec__environments_value__resources__limits__cpu_any_of_count23 += 1
                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                        if not data__spec__environments_value__resources__limits__cpu_any_of_count23:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.limits.cpu".format(**locals()) + " cannot be validated by any definition")
                                                    if "memory" in data__spec__environments_value__resources__limits_keys:
                                                        data__spec__environments_value__resources__limits_keys.remove("memory")
                                                        data__spec__environments_value__resources__limits__memory = data__spec__environments_value__resources__limits["memory"]
                                                        data__spec__environments_value__resources__limits__memory_any_of_count24 = 0
                                                        if not data__spec__environments_value__resources__limits__memory_any_of_count24:
                                                            try:
                                                                if not isinstance(data__spec__environments_value__resources__limits__memory, (int)) and not (isinstance(data__spec__environments_value__resources__limits__memory, float) and data__spec__environments_value__resources__limits__memory.is_integer()) or isinstance(data__spec__environments_value__resources__limits__memory, bool):
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.limits.memory".format(**locals()) + " must be integer")
                                                                if isinstance(data__spec__environments_value__resources__limits__memory, (int, float, Decimal)) and not isinstance(data__spec__environments_value__resources__limits__memory, bool):
                                                                    if data__spec__environments_value__resources__limits__memory < 0:
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.limits.memory".format(**locals()) + " must be bigger than or equal to 0")
                                                                data__spec__environments_value__resources__limits__memory_any_of_count24 += 1
                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                        if not data__spec__environments_value__resources__limits__memory_any_of_count24:
                                                            try:
                                                                if not isinstance(data__spec__environments_value__resources__limits__memory, (str)):
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.limits.memory".format(**locals()) + " must be string")
                                                                if isinstance(data__spec__environments_value__resources__limits__memory, str):
                                                                    if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__environments_value__resources__limits__memory):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.limits.memory".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                                data__spec__environments_value__resources__limits__memory_any_of_count24 += 1
                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                        if not data__spec__environments_value__resources__limits__memory_any_of_count24:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.limits.memory".format(**locals()) + " cannot be validated by any definition")
                                                    if "ephemeralStorage" in data__spec__environments_value__resources__limits_keys:
                                                        data__spec__environments_value__resources__limits_keys.remove("ephemeralStorage")
                                                        data__spec__environments_value__resources__limits__ephemeralStorage = data__spec__environments_value__resources__limits["ephemeralStorage"]
                                                        data__spec__environments_value__resources__limits__ephemeralStorage_any_of_count25 = 0
                                                        if not data__spec__environments_value__resources__limits__ephemeralStorage_any_of_count25:
                                                            try:
                                                                if not isinstance(data__spec__environments_value__resources__limits__ephemeralStorage, (int)) and not (isinstance(data__spec__environments_value__resources__limits__ephemeralStorage, float) and data__spec__environments_value__resources__limits__ephemeralStorage.is_integer()) or isinstance(data__spec__environments_value__resources__limits__ephemeralStorage, bool):
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.limits.ephemeralStorage".format(**locals()) + " must be integer")
                                                                if isinstance(data__spec__environments_value__resources__limits__ephemeralStorage, (int, float, Decimal)) and not isinstance(data__spec__environments_value__resources__limits__ephemeralStorage, bool):
                                                                    if data__spec__environments_value__resources__limits__ephemeralStorage < 0:
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.limits.ephemeralStorage".format(**locals()) + " must be bigger than or equal to 0")
                                                                data__spec__environments_value__resources__limits__ephemeralStorage_any_of_count25 += 1
                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                        if not data__spec__environments_value__resources__limits__ephemeralStorage_any_of_count25:
                                                            try:
                                                                if not isinstance(data__spec__environments_value__resources__limits__ephemeralStorage, (str)):
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.limits.ephemeralStorage".format(**locals()) + " must be string")
                                                                if isinstance(data__spec__environments_value__resources__limits__ephemeralStorage, str):
                                                                    if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__environments_value__resources__limits__ephemeralStorage):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.limits.ephemeralStorage".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                                data__spec__environments_value__resources__limits__ephemeralStorage_any_of_count25 += 1
                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                        if not data__spec__environments_value__resources__limits__ephemeralStorage_any_of_count25:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.limits.ephemeralStorage".format(**locals()) + " cannot be validated by any definition")
                                                    if data__spec__environments_value__resources__limits_keys:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources.limits".format(**locals()) + " must not contain "+str(data__spec__environments_value__resources__limits_keys)+" properties")
                                            if data__spec__environments_value__resources_keys:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.resources".format(**locals()) + " must not contain "+str(data__spec__environments_value__resources_keys)+" properties")
                                    if "runtime" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("runtime")
                                        data__spec__environments_value__runtime = data__spec__environments_value["runtime"]
                                        if not isinstance(data__spec__environments_value__runtime, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runtime".format(**locals()) + " must be string")
                                        if isinstance(data__spec__environments_value__runtime, str):
                                            if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__environments_value__runtime):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runtime".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                    if "replicas" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("replicas")
                                        data__spec__environments_value__replicas = data__spec__environments_value["replicas"]
                                        if not isinstance(data__spec__environments_value__replicas, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.replicas".format(**locals()) + " must be object")
                                        data__spec__environments_value__replicas_is_dict = isinstance(data__spec__environments_value__replicas, dict)
                                        if data__spec__environments_value__replicas_is_dict:
                                            data__spec__environments_value__replicas_keys = set(data__spec__environments_value__replicas.keys())
                                            for data__spec__environments_value__replicas_key in data__spec__environments_value__replicas_keys:
                                                if data__spec__environments_value__replicas_key not in []:
                                                    data__spec__environments_value__replicas_value = data__spec__environments_value__replicas.get(data__spec__environments_value__replicas_key)
                                                    if not isinstance(data__spec__environments_value__replicas_value, (int)) and not (isinstance(data__spec__environments_value__replicas_value, float) and data__spec__environments_value__replicas_value.is_integer()) or isinstance(data__spec__environments_value__replicas_value, bool):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.replicas.{data__spec__environments_value__replicas_key}".format(**locals()) + " must be integer")
                                                    if isinstance(data__spec__environments_value__replicas_value, (int, float, Decimal)) and not isinstance(data__spec__environments_value__replicas_value, bool):
                                                        if data__spec__environments_value__replicas_value < 1:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.replicas.{data__spec__environments_value__replicas_key}".format(**locals()) + " must be bigger than or equal to 1")
                                            data__spec__environments_value__replicas_len = len(data__spec__environments_value__replicas)
                                            if data__spec__environments_value__replicas_len != 0:
                                                data__spec__environments_value__replicas_property_names = True
                                                for data__spec__environments_value__replicas_key in data__spec__environments_value__replicas:
                                                    try:
                                                        if not (isinstance(data__spec__environments_value__replicas_key, str) and data__spec__environments_value__replicas_key == 'master' or isinstance(data__spec__environments_value__replicas_key, str) and data__spec__environments_value__replicas_key == 'worker' or isinstance(data__spec__environments_value__replicas_key, str) and data__spec__environments_value__replicas_key == 'chief' or isinstance(data__spec__environments_value__replicas_key, str) and data__spec__environments_value__replicas_key == 'ps' or isinstance(data__spec__environments_value__replicas_key, str) and data__spec__environments_value__replicas_key == 'evaluator' or isinstance(data__spec__environments_value__replicas_key, str) and data__spec__environments_value__replicas_key == 'launcher'):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.replicas".format(**locals()) + " must be one of ['master', 'worker', 'chief', 'ps', 'evaluator', 'launcher']")
                                                    except (JsonSchemaValueException, JsonSchemaValuesException):
                                                        data__spec__environments_value__replicas_property_names = False
                                                if not data__spec__environments_value__replicas_property_names:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.replicas".format(**locals()) + " must be named by propertyName definition")
                                    if "restartPolicy" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("restartPolicy")
                                        data__spec__environments_value__restartPolicy = data__spec__environments_value["restartPolicy"]
                                        if not isinstance(data__spec__environments_value__restartPolicy, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.restartPolicy".format(**locals()) + " must be string")
                                        if not (isinstance(data__spec__environments_value__restartPolicy, str) and data__spec__environments_value__restartPolicy == 'OnFailure' or isinstance(data__spec__environments_value__restartPolicy, str) and data__spec__environments_value__restartPolicy == 'Never' or isinstance(data__spec__environments_value__restartPolicy, str) and data__spec__environments_value__restartPolicy == 'Always' or isinstance(data__spec__environments_value__restartPolicy, str) and data__spec__environments_value__restartPolicy == 'ExitCode'):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.restartPolicy".format(**locals()) + " must be one of ['OnFailure', 'Never', 'Always', 'ExitCode']")
                                    if "gpu" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("gpu")
                                        data__spec__environments_value__gpu = data__spec__environments_value["gpu"]
                                        if not isinstance(data__spec__environments_value__gpu, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gpu".format(**locals()) + " must be object")
                                        data__spec__environments_value__gpu_is_dict = isinstance(data__spec__environments_value__gpu, dict)
                                        if data__spec__environments_value__gpu_is_dict:
                                            data__spec__environments_value__gpu_keys = set(data__spec__environments_value__gpu.keys())
                                            if "resource" in data__spec__environments_value__gpu_keys:
                                                data__spec__environments_value__gpu_keys.remove("resource")
                                                data__spec__environments_value__gpu__resource = data__spec__environments_value__gpu["resource"]
                                                if not isinstance(data__spec__environments_value__gpu__resource, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gpu.resource".format(**locals()) + " must be string")
                                                if isinstance(data__spec__environments_value__gpu__resource, str):
                                                    if not REGEX_PATTERNS['^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$'].search(data__spec__environments_value__gpu__resource):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gpu.resource".format(**locals()) + " must match pattern ^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$")
                                            if "products" in data__spec__environments_value__gpu_keys:
                                                data__spec__environments_value__gpu_keys.remove("products")
                                                data__spec__environments_value__gpu__products = data__spec__environments_value__gpu["products"]
                                                if not isinstance(data__spec__environments_value__gpu__products, (list, tuple)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gpu.products".format(**locals()) + " must be array")
                                                data__spec__environments_value__gpu__products_is_list = isinstance(data__spec__environments_value__gpu__products, (list, tuple))
                                                if data__spec__environments_value__gpu__products_is_list:
                                                    data__spec__environments_value__gpu__products_len = len(data__spec__environments_value__gpu__products)
                                                    if data__spec__environments_value__gpu__products_len < 1:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gpu.products".format(**locals()) + " must contain at least 1 items")
                                                    for data__spec__environments_value__gpu__products_x, data__spec__environments_value__gpu__products_item in enumerate(data__spec__environments_value__gpu__products):
                                                        if not isinstance(data__spec__environments_value__gpu__products_item, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gpu.products[{data__spec__environments_value__gpu__products_x}]".format(**locals()) + " must be string")
                                                        if isinstance(data__spec__environments_value__gpu__products_item, str):
                                                            data__spec__environments_value__gpu__products_item_len = len(data__spec__environments_value__gpu__products_item)
                                                            if data__spec__environments_value__gpu__products_item_len < 1:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gpu.products[{data__spec__environments_value__gpu__products_x}]".format(**locals()) + " must be longer than or equal to 1 characters")
                                            if data__spec__environments_value__gpu_keys:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gpu".format(**locals()) + " must not contain "+str(data__spec__environments_value__gpu_keys)+" properties")
                                    if "nodeSelector" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("nodeSelector")
                                        data__spec__environments_value__nodeSelector = data__spec__environments_value["nodeSelector"]
                                        if not isinstance(data__spec__environments_value__nodeSelector, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.nodeSelector".format(**locals()) + " must be object")
                                        data__spec__environments_value__nodeSelector_is_dict = isinstance(data__spec__environments_value__nodeSelector, dict)
                                        if data__spec__environments_value__nodeSelector_is_dict:
                                            data__spec__environments_value__nodeSelector_keys = set(data__spec__environments_value__nodeSelector.keys())
                                            for data__spec__environments_value__nodeSelector_key in data__spec__environments_value__nodeSelector_keys:
                                                if data__spec__environments_value__nodeSelector_key not in []:
                                                    data__spec__environments_value__nodeSelector_value = data__spec__environments_value__nodeSelector.get(data__spec__environments_value__nodeSelector_key)
                                                    if not isinstance(data__spec__environments_value__nodeSelector_value, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.nodeSelector.{data__spec__environments_value__nodeSelector_key}".format(**locals()) + " must be string")
                                    if "tolerations" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("tolerations")
                                        data__spec__environments_value__tolerations = data__spec__environments_value["tolerations"]
                                        if not isinstance(data__spec__environments_value__tolerations, (list, tuple)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.tolerations".format(**locals()) + " must be array")
                                        data__spec__environments_value__tolerations_is_list = isinstance(data__spec__environments_value__tolerations, (list, tuple))
                                        if data__spec__environments_value__tolerations_is_list:
                                            data__spec__environments_value__tolerations_len = len(data__spec__environments_value__tolerations)
                                            for data__spec__environments_value__tolerations_x, data__spec__environments_value__tolerations_item in enumerate(data__spec__environments_value__tolerations):
                                                if not isinstance(data__spec__environments_value__tolerations_item, (dict)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.tolerations[{data__spec__environments_value__tolerations_x}]".format(**locals()) + " must be object")
                                                data__spec__environments_value__tolerations_item_is_dict = isinstance(data__spec__environments_value__tolerations_item, dict)
                                                if data__spec__environments_value__tolerations_item_is_dict:
                                                    data__spec__environments_value__tolerations_item_keys = set(data__spec__environments_value__tolerations_item.keys())
                                                    if "key" in data__spec__environments_value__tolerations_item_keys:
                                                        data__spec__environments_value__tolerations_item_keys.remove("key")
                                                        data__spec__environments_value__tolerations_item__key = data__spec__environments_value__tolerations_item["key"]
                                                        if not isinstance(data__spec__environments_value__tolerations_item__key, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.tolerations[{data__spec__environments_value__tolerations_x}].key".format(**locals()) + " must be string")
                                                    if "operator" in data__spec__environments_value__tolerations_item_keys:
                                                        data__spec__environments_value__tolerations_item_keys.remove("operator")
                                                        data__spec__environments_value__tolerations_item__operator = data__spec__environments_value__tolerations_item["operator"]
                                                        if not isinstance(data__spec__environments_value__tolerations_item__operator, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.tolerations[{data__spec__environments_value__tolerations_x}].operator".format(**locals()) + " must be string")
                                                        if not (isinstance(data__spec__environments_value__tolerations_item__operator, str) and data__spec__environments_value__tolerations_item__operator == 'Exists' or isinstance(data__spec__environments_value__tolerations_item__operator, str) and data__spec__environments_value__tolerations_item__operator == 'Equal'):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.tolerations[{data__spec__environments_value__tolerations_x}].operator".format(**locals()) + " must be one of ['Exists', 'Equal']")
                                                    if "value" in data__spec__environments_value__tolerations_item_keys:
                                                        data__spec__environments_value__tolerations_item_keys.remove("value")
                                                        data__spec__environments_value__tolerations_item__value = data__spec__environments_value__tolerations_item["value"]
                                                        if not isinstance(data__spec__environments_value__tolerations_item__value, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.tolerations[{data__spec__environments_value__tolerations_x}].value".format(**locals()) + " must be string")
                                                    if "effect" in data__spec__environments_value__tolerations_item_keys:
                                                        data__spec__environments_value__tolerations_item_keys.remove("effect")
                                                        data__spec__environments_value__tolerations_item__effect = data__spec__environments_value__tolerations_item["effect"]
                                                        if not isinstance(data__spec__environments_value__tolerations_item__effect, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.tolerations[{data__spec__environments_value__tolerations_x}].effect".format(**locals()) + " must be string")
                                                        if not (isinstance(data__spec__environments_value__tolerations_item__effect, str) and data__spec__environments_value__tolerations_item__effect == 'NoSchedule' or isinstance(data__spec__environments_value__tolerations_item__effect, str) and data__spec__environments_value__tolerations_item__effect == 'PreferNoSchedule' or isinstance(data__spec__environments_value__tolerations_item__effect, str) and data__spec__environments_value__tolerations_item__effect == 'NoExecute'):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.tolerations[{data__spec__environments_value__tolerations_x}].effect".format(**locals()) + " must be one of ['NoSchedule', 'PreferNoSchedule', 'NoExecute']")
                                                    if "tolerationSeconds" in data__spec__environments_value__tolerations_item_keys:
                                                        data__spec__environments_value__tolerations_item_keys.remove("tolerationSeconds")
                                                        data__spec__environments_value__tolerations_item__tolerationSeconds = data__spec__environments_value__tolerations_item["tolerationSeconds"]
                                                        if not isinstance(data__spec__environments_value__tolerations_item__tolerationSeconds, (int)) and not (isinstance(data__spec__environments_value__tolerations_item__tolerationSeconds, float) and data__spec__environments_value__tolerations_item__tolerationSeconds.is_integer()) or isinstance(data__spec__environments_value__tolerations_item__tolerationSeconds, bool):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.tolerations[{data__spec__environments_value__tolerations_x}].tolerationSeconds".format(**locals()) + " must be integer")
                                                        if isinstance(data__spec__environments_value__tolerations_item__tolerationSeconds, (int, float, Decimal)) and not isinstance(data__spec__environments_value__tolerations_item__tolerationSeconds, bool):
                                                            if data__spec__environments_value__tolerations_item__tolerationSeconds < 0:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.tolerations[{data__spec__environments_value__tolerations_x}].tolerationSeconds".format(**locals()) + " must be bigger than or equal to 0")
                                                    if data__spec__environments_value__tolerations_item_keys:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.tolerations[{data__spec__environments_value__tolerations_x}]".format(**locals()) + " must not contain "+str(data__spec__environments_value__tolerations_item_keys)+" properties")
                                    if "priorityClassName" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("priorityClassName")
                                        data__spec__environments_value__priorityClassName = data__spec__environments_value["priorityClassName"]
                                        if not isinstance(data__spec__environments_value__priorityClassName, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.priorityClassName".format(**locals()) + " must be string")
                                        if isinstance(data__spec__environments_value__priorityClassName, str):
                                            if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__environments_value__priorityClassName):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.priorityClassName".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                    if "schedulerName" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("schedulerName")
                                        data__spec__environments_value__schedulerName = data__spec__environments_value["schedulerName"]
                                        if not isinstance(data__spec__environments_value__schedulerName, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.schedulerName".format(**locals()) + " must be string")
                                    if "elastic" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("elastic")
                                        data__spec__environments_value__elastic = data__spec__environments_value["elastic"]
                                        if not isinstance(data__spec__environments_value__elastic, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.elastic".format(**locals()) + " must be object")
                                        data__spec__environments_value__elastic_is_dict = isinstance(data__spec__environments_value__elastic, dict)
                                        if data__spec__environments_value__elastic_is_dict:
                                            data__spec__environments_value__elastic__missing_keys = set(['min', 'max']) - data__spec__environments_value__elastic.keys()
                                            if data__spec__environments_value__elastic__missing_keys:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.elastic".format(**locals()) + " must contain ")
                                            data__spec__environments_value__elastic_keys = set(data__spec__environments_value__elastic.keys())
                                            if "min" in data__spec__environments_value__elastic_keys:
                                                data__spec__environments_value__elastic_keys.remove("min")
                                                data__spec__environments_value__elastic__min = data__spec__environments_value__elastic["min"]
                                                if not isinstance(data__spec__environments_value__elastic__min, (int)) and not (isinstance(data__spec__environments_value__elastic__min, float) and data__spec__environments_value__elastic__min.is_integer()) or isinstance(data__spec__environments_value__elastic__min, bool):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.elastic.min".format(**locals()) + " must be integer")
                                                if isinstance(data__spec__environments_value__elastic__min, (int, float, Decimal)) and not isinstance(data__spec__environments_value__elastic__min, bool):
                                                    if data__spec__environments_value__elastic__min < 1:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.elastic.min".format(**locals()) + " must be bigger than or equal to 1")
                                            if "max" in data__spec__environments_value__elastic_keys:
                                                data__spec__environments_value__elastic_keys.remove("max")
                                                data__spec__environments_value__elastic__max = data__spec__environments_value__elastic["max"]
                                                if not isinstance(data__spec__environments_value__elastic__max, (int)) and not (isinstance(data__spec__environments_value__elastic__max, float) and data__spec__environments_value__elastic__max.is_integer()) or isinstance(data__spec__environments_value__elastic__max, bool):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.elastic.max".format(**locals()) + " must be integer")
                                                if isinstance(data__spec__environments_value__elastic__max, (int, float, Decimal)) and not isinstance(data__spec__environments_value__elastic__max, bool):
                                                    if data__spec__environments_value__elastic__max < 1:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.elastic.max".format(**locals()) + " must be bigger than or equal to 1")
                                            if "rendezvous" in data__spec__environments_value__elastic_keys:
                                                data__spec__environments_value__elastic_keys.remove("rendezvous")
                                                data__spec__environments_value__elastic__rendezvous = data__spec__environments_value__elastic["rendezvous"]
                                                if not isinstance(data__spec__environments_value__elastic__rendezvous, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.elastic.rendezvous".format(**locals()) + " must be string")
                                                if not (isinstance(data__spec__environments_value__elastic__rendezvous, str) and data__spec__environments_value__elastic__rendezvous == 'c10d' or isinstance(data__spec__environments_value__elastic__rendezvous, str) and data__spec__environments_value__elastic__rendezvous == 'etcd' or isinstance(data__spec__environments_value__elastic__rendezvous, str) and data__spec__environments_value__elastic__rendezvous == 'etcd-v2'):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.elastic.rendezvous".format(**locals()) + " must be one of ['c10d', 'etcd', 'etcd-v2']")
                                            if "host" in data__spec__environments_value__elastic_keys:
                                                data__spec__environments_value__elastic_keys.remove("host")
                                                data__spec__environments_value__elastic__host = data__spec__environments_value__elastic["host"]
                                                if not isinstance(data__spec__environments_value__elastic__host, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.elastic.host".format(**locals()) + " must be string")
                                            if "port" in data__spec__environments_value__elastic_keys:
                                                data__spec__environments_value__elastic_keys.remove("port")
                                                data__spec__environments_value__elastic__port = data__spec__environments_value__elastic["port"]
                                                if not isinstance(data__spec__environments_value__elastic__port, (int)) and not (isinstance(data__spec__environments_value__elastic__port, float) and data__spec__environments_value__elastic__port.is_integer()) or isinstance(data__spec__environments_value__elastic__port, bool):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.elastic.port".format(**locals()) + " must be integer")
                                                if isinstance(data__spec__environments_value__elastic__port, (int, float, Decimal)) and not isinstance(data__spec__environments_value__elastic__port, bool):
                                                    if data__spec__environments_value__elastic__port < 1:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.elastic.port".format(**locals()) + " must be bigger than or equal to 1")
                                                    if data__spec__environments_value__elastic__port > 65535:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.elastic.port".format(**locals()) + " must be smaller than or equal to 65535")
                                            if "maxRestarts" in data__spec__environments_value__elastic_keys:
                                                data__spec__environments_value__elastic_keys.remove("maxRestarts")
                                                data__spec__environments_value__elastic__maxRestarts = data__spec__environments_value__elastic["maxRestarts"]
                                                if not isinstance(data__spec__environments_value__elastic__maxRestarts, (int)) and not (isinstance(data__spec__environments_value__elastic__maxRestarts, float) and data__spec__environments_value__elastic__maxRestarts.is_integer()) or isinstance(data__spec__environments_value__elastic__maxRestarts, bool):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.elastic.maxRestarts".format(**locals()) + " must be integer")
                                                if isinstance(data__spec__environments_value__elastic__maxRestarts, (int, float, Decimal)) and not isinstance(data__spec__environments_value__elastic__maxRestarts, bool):
                                                    if data__spec__environments_value__elastic__maxRestarts < 0:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.elastic.maxRestarts".format(**locals()) + " must be bigger than or equal to 0")
                                            if data__spec__environments_value__elastic_keys:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.elastic".format(**locals()) + " must not contain "+str(data__spec__environments_value__elastic_keys)+" properties")
                                    if "nprocPerNode" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("nprocPerNode")
                                        data__spec__environments_value__nprocPerNode = data__spec__environments_value["nprocPerNode"]
                                        if not isinstance(data__spec__environments_value__nprocPerNode, (int)) and not (isinstance(data__spec__environments_value__nprocPerNode, float) and data__spec__environments_value__nprocPerNode.is_integer()) or isinstance(data__spec__environments_value__nprocPerNode, bool):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.nprocPerNode".format(**locals()) + " must be integer")
                                        if isinstance(data__spec__environments_value__nprocPerNode, (int, float, Decimal)) and not isinstance(data__spec__environments_value__nprocPerNode, bool):
                                            if data__spec__environments_value__nprocPerNode < 1:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.nprocPerNode".format(**locals()) + " must be bigger than or equal to 1")
                                    if "sharedMemory" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("sharedMemory")
                                        data__spec__environments_value__sharedMemory = data__spec__environments_value["sharedMemory"]
                                        if not isinstance(data__spec__environments_value__sharedMemory, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.sharedMemory".format(**locals()) + " must be string")
                                        if isinstance(data__spec__environments_value__sharedMemory, str):
                                            if not REGEX_PATTERNS['^(auto|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)$'].search(data__spec__environments_value__sharedMemory):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.sharedMemory".format(**locals()) + " must match pattern ^(auto|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)$")
                                    if "volumes" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("volumes")
                                        data__spec__environments_value__volumes = data__spec__environments_value["volumes"]
                                        if not isinstance(data__spec__environments_value__volumes, (list, tuple)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes".format(**locals()) + " must be array")
                                        data__spec__environments_value__volumes_is_list = isinstance(data__spec__environments_value__volumes, (list, tuple))
                                        if data__spec__environments_value__volumes_is_list:
                                            data__spec__environments_value__volumes_len = len(data__spec__environments_value__volumes)
                                            for data__spec__environments_value__volumes_x, data__spec__environments_value__volumes_item in enumerate(data__spec__environments_value__volumes):
                                                if not isinstance(data__spec__environments_value__volumes_item, (dict)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}]".format(**locals()) + " must be object")
                                                data__spec__environments_value__volumes_item_is_dict = isinstance(data__spec__environments_value__volumes_item, dict)
                                                if data__spec__environments_value__volumes_item_is_dict:
                                                    data__spec__environments_value__volumes_item_keys = set(data__spec__environments_value__volumes_item.keys())
                                                    if "name" in data__spec__environments_value__volumes_item_keys:
                                                        data__spec__environments_value__volumes_item_keys.remove("name")
                                                        data__spec__environments_value__volumes_item__name = data__spec__environments_value__volumes_item["name"]
                                                        if not isinstance(data__spec__environments_value__volumes_item__name, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}].name".format(**locals()) + " must be string")
                                                        if isinstance(data__spec__environments_value__volumes_item__name, str):
                                                            data__spec__environments_value__volumes_item__name_len = len(data__spec__environments_value__volumes_item__name)
                                                            if data__spec__environments_value__volumes_item__name_len > 63:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}].name".format(**locals()) + " must be shorter than or equal to 63 characters")
                                                            if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__environments_value__volumes_item__name):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}].name".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                                    if "claim" in data__spec__environments_value__volumes_item_keys:
                                                        data__spec__environments_value__volumes_item_keys.remove("claim")
                                                        data__spec__environments_value__volumes_item__claim = data__spec__environments_value__volumes_item["claim"]
                                                        if not isinstance(data__spec__environments_value__volumes_item__claim, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}].claim".format(**locals()) + " must be string")
                                                    if "configMap" in data__spec__environments_value__volumes_item_keys:
                                                        data__spec__environments_value__volumes_item_keys.remove("configMap")
                                                        data__spec__environments_value__volumes_item__configMap = data__spec__environments_value__volumes_item["configMap"]
                                                        if not isinstance(data__spec__environments_value__volumes_item__configMap, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}].configMap".format(**locals()) + " must be string")
                                                    if "secret" in data__spec__environments_value__volumes_item_keys:
                                                        data__spec__environments_value__volumes_item_keys.remove("secret")
                                                        data__spec__environments_value__volumes_item__secret = data__spec__environments_value__volumes_item["secret"]
                                                        if not isinstance(data__spec__environments_value__volumes_item__secret, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}].secret".format(**locals()) + " must be string")
                                                    if "emptyDir" in data__spec__environments_value__volumes_item_keys:
                                                        data__spec__environments_value__volumes_item_keys.remove("emptyDir")
                                                        data__spec__environments_value__volumes_item__emptyDir = data__spec__environments_value__volumes_item["emptyDir"]
                                                        data__spec__environments_value__volumes_item__emptyDir_any_of_count26 = 0
                                                        if not data__spec__environments_value__volumes_item__emptyDir_any_of_count26:
                                                            try:
                                                                if not isinstance(data__spec__environments_value__volumes_item__emptyDir, (int)) and not (isinstance(data__spec__environments_value__volumes_item__emptyDir, float) and data__spec__environments_value__volumes_item__emptyDir.is_integer()) or isinstance(data__spec__environments_value__volumes_item__emptyDir, bool):
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}].emptyDir".format(**locals()) + " must be integer")
                                                                if isinstance(data__spec__environments_value__volumes_item__emptyDir, (int, float, Decimal)) and not isinstance(data__spec__environments_value__volumes_item__emptyDir, bool):
                                                                    if data__spec__environments_value__volumes_item__emptyDir < 0:
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}].emptyDir".format(**locals()) + " must be bigger than or equal to 0")
                                                                data__spec__environments_value__volumes_item__emptyDir_any_of_count26 += 1
                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                        if not data__spec__environments_value__volumes_item__emptyDir_any_of_count26:
                                                            try:
                                                                if not isinstance(data__spec__environments_value__volumes_item__emptyDir, (str)):
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}].emptyDir".format(**locals()) + " must be string")
                                                                if isinstance(data__spec__environments_value__volumes_item__emptyDir, str):
                                                                    if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__environments_value__volumes_item__emptyDir):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}].emptyDir".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                                data__spec__environments_value__volumes_item__emptyDir_any_of_count26 += 1
                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                        if not data__spec__environments_value__volumes_item__emptyDir_any_of_count26:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}].emptyDir".format(**locals()) + " cannot be validated by any definition")
                                                    if "path" in data__spec__environments_value__volumes_item_keys:
                                                        data__spec__environments_value__volumes_item_keys.remove("path")
                                                        data__spec__environments_value__volumes_item__path = data__spec__environments_value__volumes_item["path"]
                                                        if not isinstance(data__spec__environments_value__volumes_item__path, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}].path".format(**locals()) + " must be string")
                                                        if isinstance(data__spec__environments_value__volumes_item__path, str):
                                                            if not REGEX_PATTERNS['^/'].search(data__spec__environments_value__volumes_item__path):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}].path".format(**locals()) + " must match pattern ^/")
                                                    if "readOnly" in data__spec__environments_value__volumes_item_keys:
                                                        data__spec__environments_value__volumes_item_keys.remove("readOnly")
                                                        data__spec__environments_value__volumes_item__readOnly = data__spec__environments_value__volumes_item["readOnly"]
                                                        if not isinstance(data__spec__environments_value__volumes_item__readOnly, (bool)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}].readOnly".format(**locals()) + " must be boolean")
                                                    if "subPath" in data__spec__environments_value__volumes_item_keys:
                                                        data__spec__environments_value__volumes_item_keys.remove("subPath")
                                                        data__spec__environments_value__volumes_item__subPath = data__spec__environments_value__volumes_item["subPath"]
                                                        if not isinstance(data__spec__environments_value__volumes_item__subPath, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}].subPath".format(**locals()) + " must be string")
                                                    if "roles" in data__spec__environments_value__volumes_item_keys:
                                                        data__spec__environments_value__volumes_item_keys.remove("roles")
                                                        data__spec__environments_value__volumes_item__roles = data__spec__environments_value__volumes_item["roles"]
                                                        if not isinstance(data__spec__environments_value__volumes_item__roles, (list, tuple)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}].roles".format(**locals()) + " must be array")
                                                        data__spec__environments_value__volumes_item__roles_is_list = isinstance(data__spec__environments_value__volumes_item__roles, (list, tuple))
                                                        if data__spec__environments_value__volumes_item__roles_is_list:
                                                            data__spec__environments_value__volumes_item__roles_len = len(data__spec__environments_value__volumes_item__roles)
                                                            if data__spec__environments_value__volumes_item__roles_len < 1:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}].roles".format(**locals()) + " must contain at least 1 items")
                                                            for data__spec__environments_value__volumes_item__roles_x, data__spec__environments_value__volumes_item__roles_item in enumerate(data__spec__environments_value__volumes_item__roles):
                                                                if not isinstance(data__spec__environments_value__volumes_item__roles_item, (str)):
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}].roles[{data__spec__environments_value__volumes_item__roles_x}]".format(**locals()) + " must be string")
                                                                if not (isinstance(data__spec__environments_value__volumes_item__roles_item, str) and data__spec__environments_value__volumes_item__roles_item == 'master' or isinstance(data__spec__environments_value__volumes_item__roles_item, str) and data__spec__environments_value__volumes_item__roles_item == 'worker' or isinstance(data__spec__environments_value__volumes_item__roles_item, str) and data__spec__environments_value__volumes_item__roles_item == 'chief' or isinstance(data__spec__environments_value__volumes_item__roles_item, str) and data__spec__environments_value__volumes_item__roles_item == 'ps' or isinstance(data__spec__environments_value__volumes_item__roles_item, str) and data__spec__environments_value__volumes_item__roles_item == 'evaluator' or isinstance(data__spec__environments_value__volumes_item__roles_item, str) and data__spec__environments_value__volumes_item__roles_item == 'launcher'):
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}].roles[{data__spec__environments_value__volumes_item__roles_x}]".format(**locals()) + " must be one of ['master', 'worker', 'chief', 'ps', 'evaluator', 'launcher']")
                                                    if data__spec__environments_value__volumes_item_keys:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.volumes[{data__spec__environments_value__volumes_x}]".format(**locals()) + " must not contain "+str(data__spec__environments_value__volumes_item_keys)+" properties")
                                    if "runPolicy" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("runPolicy")
                                        data__spec__environments_value__runPolicy = data__spec__environments_value["runPolicy"]
                                        if not isinstance(data__spec__environments_value__runPolicy, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runPolicy".format(**locals()) + " must be object")
                                        data__spec__environments_value__runPolicy_is_dict = isinstance(data__spec__environments_value__runPolicy, dict)
                                        if data__spec__environments_value__runPolicy_is_dict:
                                            data__spec__environments_value__runPolicy_keys = set(data__spec__environments_value__runPolicy.keys())
                                            if "ttlAfterFinished" in data__spec__environments_value__runPolicy_keys:
                                                data__spec__environments_value__runPolicy_keys.remove("ttlAfterFinished")
                                                data__spec__environments_value__runPolicy__ttlAfterFinished = data__spec__environments_value__runPolicy["ttlAfterFinished"]
                                                data__spec__environments_value__runPolicy__ttlAfterFinished_any_of_count27 = 0
                                                if not data__spec__environments_value__runPolicy__ttlAfterFinished_any_of_count27:
                                                    try:
                                                        if not isinstance(data__spec__environments_value__runPolicy__ttlAfterFinished, (int)) and not (isinstance(data__spec__environments_value__runPolicy__ttlAfterFinished, float) and data__spec__environments_value__runPolicy__ttlAfterFinished.is_integer()) or isinstance(data__spec__environments_value__runPolicy__ttlAfterFinished, bool):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runPolicy.ttlAfterFinished".format(**locals()) + " must be integer")
                                                        if isinstance(data__spec__environments_value__runPolicy__ttlAfterFinished, (int, float, Decimal)) and not isinstance(data__spec__environments_value__runPolicy__ttlAfterFinished, bool):
                                                            if data__spec__environments_value__runPolicy__ttlAfterFinished < 0:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runPolicy.ttlAfterFinished".format(**locals()) + " must be bigger than or equal to 0")
                                                        data__spec__environments_value__runPolicy__ttlAfterFinished_any_of_count27 += 1
                                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                if not data__spec__environments_value__runPolicy__ttlAfterFinished_any_of_count27:
                                                    try:
                                                        if not isinstance(data__spec__environments_value__runPolicy__ttlAfterFinished, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runPolicy.ttlAfterFinished".format(**locals()) + " must be string")
                                                        if isinstance(data__spec__environments_value__runPolicy__ttlAfterFinished, str):
                                                            data__spec__environments_value__runPolicy__ttlAfterFinished_len = len(data__spec__environments_value__runPolicy__ttlAfterFinished)
                                                            if data__spec__environments_value__runPolicy__ttlAfterFinished_len < 2:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runPolicy.ttlAfterFinished".format(**locals()) + " must be longer than or equal to 2 characters")
                                                            if not REGEX_PATTERNS['^([0-9]+h)?([0-9]+m)?([0-9]+s)?$'].search(data__spec__environments_value__runPolicy__ttlAfterFinished):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runPolicy.ttlAfterFinished".format(**locals()) + " must match pattern ^([0-9]+h)?([0-9]+m)?([0-9]+s)?$")
                                                        data__spec__environments_value__runPolicy__ttlAfterFinished_any_of_count27 += 1
                                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                if not data__spec__environments_value__runPolicy__ttlAfterFinished_any_of_count27:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runPolicy.ttlAfterFinished".format(**locals()) + " cannot be validated by any definition")
                                            if "deadline" in data__spec__environments_value__runPolicy_keys:
                                                data__spec__environments_value__runPolicy_keys.remove("deadline")
                                                data__spec__environments_value__runPolicy__deadline = data__spec__environments_value__runPolicy["deadline"]
                                                data__spec__environments_value__runPolicy__deadline_any_of_count28 = 0
                                                if not data__spec__environments_value__runPolicy__deadline_any_of_count28:
                                                    try:
                                                        if not isinstance(data__spec__environments_value__runPolicy__deadline, (int)) and not (isinstance(data__spec__environments_value__runPolicy__deadline, float) and data__spec__environments_value__runPolicy__deadline.is_integer()) or isinstance(data__spec__environments_value__runPolicy__deadline, bool):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runPolicy.deadline".format(**locals()) + " must be integer")
                                                        if isinstance(data__spec__environments_value__runPolicy__deadline, (int, float, Decimal)) and not isinstance(data__spec__environments_value__runPolicy__deadline, bool):
                                                            if data__spec__environments_value__runPolicy__deadline < 0:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runPolicy.deadline".format(**locals()) + " must be bigger than or equal to 0")
                                                        data__spec__environments_value__runPolicy__deadline_any_of_count28 += 1
                                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                if not data__spec__environments_value__runPolicy__deadline_any_of_count28:
                                                    try:
                                                        if not isinstance(data__spec__environments_value__runPolicy__deadline, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runPolicy.deadline".format(**locals()) + " must be string")
                                                        if isinstance(data__spec__environments_value__runPolicy__deadline, str):
                                                            data__spec__environments_value__runPolicy__deadline_len = len(data__spec__environments_value__runPolicy__deadline)
                                                            if data__spec__environments_value__runPolicy__deadline_len < 2:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runPolicy.deadline".format(**locals()) + " must be longer than or equal to 2 characters")
                                                            if not REGEX_PATTERNS['^([0-9]+h)?([0-9]+m)?([0-9]+s)?$'].search(data__spec__environments_value__runPolicy__deadline):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runPolicy.deadline".format(**locals()) + " must match pattern ^([0-9]+h)?([0-9]+m)?([0-9]+s)?$")
                                                        data__spec__environments_value__runPolicy__deadline_any_of_count28 += 1
                                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                if not data__spec__environments_value__runPolicy__deadline_any_of_count28:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runPolicy.deadline".format(**locals()) + " cannot be validated by any definition")
                                            if "backoffLimit" in data__spec__environments_value__runPolicy_keys:
                                                data__spec__environments_value__runPolicy_keys.remove("backoffLimit")
                                                data__spec__environments_value__runPolicy__backoffLimit = data__spec__environments_value__runPolicy["backoffLimit"]
                                                if not isinstance(data__spec__environments_value__runPolicy__backoffLimit, (int)) and not (isinstance(data__spec__environments_value__runPolicy__backoffLimit, float) and data__spec__environments_value__runPolicy__backoffLimit.is_integer()) or isinstance(data__spec__environments_value__runPolicy__backoffLimit, bool):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runPolicy.backoffLimit".format(**locals()) + " must be integer")
                                                if isinstance(data__spec__environments_value__runPolicy__backoffLimit, (int, float, Decimal)) and not isinstance(data__spec__environments_value__runPolicy__backoffLimit, bool):
                                                    if data__spec__environments_value__runPolicy__backoffLimit < 0:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runPolicy.backoffLimit".format(**locals()) + " must be bigger than or equal to 0")
                                            if "cleanPodPolicy" in data__spec__environments_value__runPolicy_keys:
                                                data__spec__environments_value__runPolicy_keys.remove("cleanPodPolicy")
                                                data__spec__environments_value__runPolicy__cleanPodPolicy = data__spec__environments_value__runPolicy["cleanPodPolicy"]
                                                if not isinstance(data__spec__environments_value__runPolicy__cleanPodPolicy, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runPolicy.cleanPodPolicy".format(**locals()) + " must be string")
                                                if not (isinstance(data__spec__environments_value__runPolicy__cleanPodPolicy, str) and data__spec__environments_value__runPolicy__cleanPodPolicy == 'None' or isinstance(data__spec__environments_value__runPolicy__cleanPodPolicy, str) and data__spec__environments_value__runPolicy__cleanPodPolicy == 'Running' or isinstance(data__spec__environments_value__runPolicy__cleanPodPolicy, str) and data__spec__environments_value__runPolicy__cleanPodPolicy == 'All'):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runPolicy.cleanPodPolicy".format(**locals()) + " must be one of ['None', 'Running', 'All']")
                                            if "suspend" in data__spec__environments_value__runPolicy_keys:
                                                data__spec__environments_value__runPolicy_keys.remove("suspend")
                                                data__spec__environments_value__runPolicy__suspend = data__spec__environments_value__runPolicy["suspend"]
                                                if not isinstance(data__spec__environments_value__runPolicy__suspend, (bool)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runPolicy.suspend".format(**locals()) + " must be boolean")
                                            if data__spec__environments_value__runPolicy_keys:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.runPolicy".format(**locals()) + " must not contain "+str(data__spec__environments_value__runPolicy_keys)+" properties")
                                    if "gang" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("gang")
                                        data__spec__environments_value__gang = data__spec__environments_value["gang"]
                                        if not isinstance(data__spec__environments_value__gang, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gang".format(**locals()) + " must be object")
                                        data__spec__environments_value__gang_is_dict = isinstance(data__spec__environments_value__gang, dict)
                                        if data__spec__environments_value__gang_is_dict:
                                            data__spec__environments_value__gang_keys = set(data__spec__environments_value__gang.keys())
                                            if "minAvailable" in data__spec__environments_value__gang_keys:
                                                data__spec__environments_value__gang_keys.remove("minAvailable")
                                                data__spec__environments_value__gang__minAvailable = data__spec__environments_value__gang["minAvailable"]
                                                if not isinstance(data__spec__environments_value__gang__minAvailable, (int)) and not (isinstance(data__spec__environments_value__gang__minAvailable, float) and data__spec__environments_value__gang__minAvailable.is_integer()) or isinstance(data__spec__environments_value__gang__minAvailable, bool):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gang.minAvailable".format(**locals()) + " must be integer")
                                                if isinstance(data__spec__environments_value__gang__minAvailable, (int, float, Decimal)) and not isinstance(data__spec__environments_value__gang__minAvailable, bool):
                                                    if data__spec__environments_value__gang__minAvailable < 1:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gang.minAvailable".format(**locals()) + " must be bigger than or equal to 1")
                                            if "queue" in data__spec__environments_value__gang_keys:
                                                data__spec__environments_value__gang_keys.remove("queue")
                                                data__spec__environments_value__gang__queue = data__spec__environments_value__gang["queue"]
                                                if not isinstance(data__spec__environments_value__gang__queue, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gang.queue".format(**locals()) + " must be string")
                                            if "priorityClass" in data__spec__environments_value__gang_keys:
                                                data__spec__environments_value__gang_keys.remove("priorityClass")
                                                data__spec__environments_value__gang__priorityClass = data__spec__environments_value__gang["priorityClass"]
                                                if not isinstance(data__spec__environments_value__gang__priorityClass, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gang.priorityClass".format(**locals()) + " must be string")
                                            if "scheduleTimeout" in data__spec__environments_value__gang_keys:
                                                data__spec__environments_value__gang_keys.remove("scheduleTimeout")
                                                data__spec__environments_value__gang__scheduleTimeout = data__spec__environments_value__gang["scheduleTimeout"]
                                                data__spec__environments_value__gang__scheduleTimeout_any_of_count29 = 0
                                                if not data__spec__environments_value__gang__scheduleTimeout_any_of_count29:
                                                    try:
                                                        if not isinstance(data__spec__environments_value__gang__scheduleTimeout, (int)) and not (isinstance(data__spec__environments_value__gang__scheduleTimeout, float) and data__spec__environments_value__gang__scheduleTimeout.is_integer()) or isinstance(data__spec__environments_value__gang__scheduleTimeout, bool):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gang.scheduleTimeout".format(**locals()) + " must be integer")
                                                        if isinstance(data__spec__environments_value__gang__scheduleTimeout, (int, float, Decimal)) and not isinstance(data__spec__environments_value__gang__scheduleTimeout, bool):
                                                            if data__spec__environments_value__gang__scheduleTimeout < 0:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gang.scheduleTimeout".format(**locals()) + " must be bigger than or equal to 0")
                                                        data__spec__environments_value__gang__scheduleTimeout_any_of_count29 += 1
                                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                if not data__spec__environments_value__gang__scheduleTimeout_any_of_count29:
                                                    try:
                                                        if not isinstance(data__spec__environments_value__gang__scheduleTimeout, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gang.scheduleTimeout".format(**locals()) + " must be string")
                                                        if isinstance(data__spec__environments_value__gang__scheduleTimeout, str):
                                                            data__spec__environments_value__gang__scheduleTimeout_len = len(data__spec__environments_value__gang__scheduleTimeout)
                                                            if data__spec__environments_value__gang__scheduleTimeout_len < 2:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gang.scheduleTimeout".format(**locals()) + " must be longer than or equal to 2 characters")
                                                            if not REGEX_PATTERNS['^([0-9]+h)?([0-9]+m)?([0-9]+s)?$'].search(data__spec__environments_value__gang__scheduleTimeout):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gang.scheduleTimeout".format(**locals()) + " must match pattern ^([0-9]+h)?([0-9]+m)?([0-9]+s)?$")
                                                        data__spec__environments_value__gang__scheduleTimeout_any_of_count29 += 1
                                                    except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                if not data__spec__environments_value__gang__scheduleTimeout_any_of_count29:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gang.scheduleTimeout".format(**locals()) + " cannot be validated by any definition")
                                            if data__spec__environments_value__gang_keys:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.gang".format(**locals()) + " must not contain "+str(data__spec__environments_value__gang_keys)+" properties")
                                    if "queue" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("queue")
                                        data__spec__environments_value__queue = data__spec__environments_value["queue"]
                                        if not isinstance(data__spec__environments_value__queue, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.queue".format(**locals()) + " must be string")
                                        if isinstance(data__spec__environments_value__queue, str):
                                            if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__environments_value__queue):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.queue".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                    if "tracking" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("tracking")
                                        data__spec__environments_value__tracking = data__spec__environments_value["tracking"]
                                        if not isinstance(data__spec__environments_value__tracking, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.tracking".format(**locals()) + " must be object")
                                        data__spec__environments_value__tracking_is_dict = isinstance(data__spec__environments_value__tracking, dict)
                                        if data__spec__environments_value__tracking_is_dict:
                                            data__spec__environments_value__tracking_keys = set(data__spec__environments_value__tracking.keys())
                                            if "mlflow" in data__spec__environments_value__tracking_keys:
                                                data__spec__environments_value__tracking_keys.remove("mlflow")
                                                data__spec__environments_value__tracking__mlflow = data__spec__environments_value__tracking["mlflow"]
                                                if not isinstance(data__spec__environments_value__tracking__mlflow, (dict)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.tracking.mlflow".format(**locals()) + " must be object")
                                                data__spec__environments_value__tracking__mlflow_is_dict = isinstance(data__spec__environments_value__tracking__mlflow, dict)
                                                if data__spec__environments_value__tracking__mlflow_is_dict:
                                                    data__spec__environments_value__tracking__mlflow_keys = set(data__spec__environments_value__tracking__mlflow.keys())
                                                    if "experiment" in data__spec__environments_value__tracking__mlflow_keys:
                                                        data__spec__environments_value__tracking__mlflow_keys.remove("experiment")
                                                        data__spec__environments_value__tracking__mlflow__experiment = data__spec__environments_value__tracking__mlflow["experiment"]
                                                        if not isinstance(data__spec__environments_value__tracking__mlflow__experiment, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.tracking.mlflow.experiment".format(**locals()) + " must be string")
                                                        if isinstance(data__spec__environments_value__tracking__mlflow__experiment, str):
                                                            data__spec__environments_value__tracking__mlflow__experiment_len = len(data__spec__environments_value__tracking__mlflow__experiment)
                                                            if data__spec__environments_value__tracking__mlflow__experiment_len < 1:
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.tracking.mlflow.experiment".format(**locals()) + " must be longer than or equal to 1 characters")
                                                    if "trackingUri" in data__spec__environments_value__tracking__mlflow_keys:
                                                        data__spec__environments_value__tracking__mlflow_keys.remove("trackingUri")
                                                        data__spec__environments_value__tracking__mlflow__trackingUri = data__spec__environments_value__tracking__mlflow["trackingUri"]
                                                        if not isinstance(data__spec__environments_value__tracking__mlflow__trackingUri, (str)):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.tracking.mlflow.trackingUri".format(**locals()) + " must be string")
                                                        if isinstance(data__spec__environments_value__tracking__mlflow__trackingUri, str):
                                                            if not REGEX_PATTERNS['^[a-z][a-z0-9+.-]*://'].search(data__spec__environments_value__tracking__mlflow__trackingUri):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.tracking.mlflow.trackingUri".format(**locals()) + " must match pattern ^[a-z][a-z0-9+.-]*://")
                                                    if data__spec__environments_value__tracking__mlflow_keys:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.tracking.mlflow".format(**locals()) + " must not contain "+str(data__spec__environments_value__tracking__mlflow_keys)+" properties")
                                            if data__spec__environments_value__tracking_keys:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.tracking".format(**locals()) + " must not contain "+str(data__spec__environments_value__tracking_keys)+" properties")
                                    if "metrics" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("metrics")
                                        data__spec__environments_value__metrics = data__spec__environments_value["metrics"]
                                        if not isinstance(data__spec__environments_value__metrics, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.metrics".format(**locals()) + " must be object")
                                        data__spec__environments_value__metrics_is_dict = isinstance(data__spec__environments_value__metrics, dict)
                                        if data__spec__environments_value__metrics_is_dict:
                                            data__spec__environments_value__metrics__missing_keys = set(['port']) - data__spec__environments_value__metrics.keys()
                                            if data__spec__environments_value__metrics__missing_keys:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.metrics".format(**locals()) + " must contain ")
                                            data__spec__environments_value__metrics_keys = set(data__spec__environments_value__metrics.keys())
                                            if "port" in data__spec__environments_value__metrics_keys:
                                                data__spec__environments_value__metrics_keys.remove("port")
                                                data__spec__environments_value__metrics__port = data__spec__environments_value__metrics["port"]
                                                if not isinstance(data__spec__environments_value__metrics__port, (int)) and not (isinstance(data__spec__environments_value__metrics__port, float) and data__spec__environments_value__metrics__port.is_integer()) or isinstance(data__spec__environments_value__metrics__port, bool):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.metrics.port".format(**locals()) + " must be integer")
                                                if isinstance(data__spec__environments_value__metrics__port, (int, float, Decimal)) and not isinstance(data__spec__environments_value__metrics__port, bool):
                                                    if data__spec__environments_value__metrics__port < 1:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.metrics.port".format(**locals()) + " must be bigger than or equal to 1")
                                                    if data__spec__environments_value__metrics__port > 65535:
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.metrics.port".format(**locals()) + " must be smaller than or equal to 65535")
                                            if "path" in data__spec__environments_value__metrics_keys:
                                                data__spec__environments_value__metrics_keys.remove("path")
                                                data__spec__environments_value__metrics__path = data__spec__environments_value__metrics["path"]
                                                if not isinstance(data__spec__environments_value__metrics__path, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.metrics.path".format(**locals()) + " must be string")
                                                if isinstance(data__spec__environments_value__metrics__path, str):
                                                    if not REGEX_PATTERNS['^/'].search(data__spec__environments_value__metrics__path):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.metrics.path".format(**locals()) + " must match pattern ^/")
                                            if "interval" in data__spec__environments_value__metrics_keys:
                                                data__spec__environments_value__metrics_keys.remove("interval")
                                                data__spec__environments_value__metrics__interval = data__spec__environments_value__metrics["interval"]
                                                if not isinstance(data__spec__environments_value__metrics__interval, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.metrics.interval".format(**locals()) + " must be string")
                                                if isinstance(data__spec__environments_value__metrics__interval, str):
                                                    if not REGEX_PATTERNS['^[0-9]+(ms|s|m|h)$'].search(data__spec__environments_value__metrics__interval):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.metrics.interval".format(**locals()) + " must match pattern ^[0-9]+(ms|s|m|h)$")
                                            if "monitor" in data__spec__environments_value__metrics_keys:
                                                data__spec__environments_value__metrics_keys.remove("monitor")
                                                data__spec__environments_value__metrics__monitor = data__spec__environments_value__metrics["monitor"]
                                                if not isinstance(data__spec__environments_value__metrics__monitor, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.metrics.monitor".format(**locals()) + " must be string")
                                                if not (isinstance(data__spec__environments_value__metrics__monitor, str) and data__spec__environments_value__metrics__monitor == 'ServiceMonitor' or isinstance(data__spec__environments_value__metrics__monitor, str) and data__spec__environments_value__metrics__monitor == 'PodMonitor'):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.metrics.monitor".format(**locals()) + " must be one of ['ServiceMonitor', 'PodMonitor']")
                                            if data__spec__environments_value__metrics_keys:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.metrics".format(**locals()) + " must not contain "+str(data__spec__environments_value__metrics_keys)+" properties")
                                    if "serviceAccount" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("serviceAccount")
                                        data__spec__environments_value__serviceAccount = data__spec__environments_value["serviceAccount"]
                                        if not isinstance(data__spec__environments_value__serviceAccount, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.serviceAccount".format(**locals()) + " must be string")
                                        if isinstance(data__spec__environments_value__serviceAccount, str):
                                            if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__environments_value__serviceAccount):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.serviceAccount".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                    if "labels" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("labels")
                                        data__spec__environments_value__labels = data__spec__environments_value["labels"]
                                        if not isinstance(data__spec__environments_value__labels, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.labels".format(**locals()) + " must be object")
                                        data__spec__environments_value__labels_is_dict = isinstance(data__spec__environments_value__labels, dict)
                                        if data__spec__environments_value__labels_is_dict:
                                            data__spec__environments_value__labels_keys = set(data__spec__environments_value__labels.keys())
                                            for data__spec__environments_value__labels_key in data__spec__environments_value__labels_keys:
                                                if data__spec__environments_value__labels_key not in []:
                                                    data__spec__environments_value__labels_value = data__spec__environments_value__labels.get(data__spec__environments_value__labels_key)
                                                    if not isinstance(data__spec__environments_value__labels_value, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.labels.{data__spec__environments_value__labels_key}".format(**locals()) + " must be string")
                                    if "annotations" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("annotations")
                                        data__spec__environments_value__annotations = data__spec__environments_value["annotations"]
                                        if not isinstance(data__spec__environments_value__annotations, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.annotations".format(**locals()) + " must be object")
                                        data__spec__environments_value__annotations_is_dict = isinstance(data__spec__environments_value__annotations, dict)
                                        if data__spec__environments_value__annotations_is_dict:
                                            data__spec__environments_value__annotations_keys = set(data__spec__environments_value__annotations.keys())
                                            for data__spec__environments_value__annotations_key in data__spec__environments_value__annotations_keys:
                                                if data__spec__environments_value__annotations_key not in []:
                                                    data__spec__environments_value__annotations_value = data__spec__environments_value__annotations.get(data__spec__environments_value__annotations_key)
                                                    if not isinstance(data__spec__environments_value__annotations_value, (str)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.annotations.{data__spec__environments_value__annotations_key}".format(**locals()) + " must be string")
                                    if "roles" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("roles")
                                        data__spec__environments_value__roles = data__spec__environments_value["roles"]
                                        if not isinstance(data__spec__environments_value__roles, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles".format(**locals()) + " must be object")
                                        data__spec__environments_value__roles_is_dict = isinstance(data__spec__environments_value__roles, dict)
                                        if data__spec__environments_value__roles_is_dict:
                                            data__spec__environments_value__roles_keys = set(data__spec__environments_value__roles.keys())
                                            for data__spec__environments_value__roles_key in data__spec__environments_value__roles_keys:
                                                if data__spec__environments_value__roles_key not in []:
                                                    data__spec__environments_value__roles_value = data__spec__environments_value__roles.get(data__spec__environments_value__roles_key)
                                                    if not isinstance(data__spec__environments_value__roles_value, (dict)):
                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}".format(**locals()) + " must be object")
                                                    data__spec__environments_value__roles_value_is_dict = isinstance(data__spec__environments_value__roles_value, dict)
                                                    if data__spec__environments_value__roles_value_is_dict:
                                                        data__spec__environments_value__roles_value_keys = set(data__spec__environments_value__roles_value.keys())
                                                        if "image" in data__spec__environments_value__roles_value_keys:
                                                            data__spec__environments_value__roles_value_keys.remove("image")
                                                            data__spec__environments_value__roles_value__image = data__spec__environments_value__roles_value["image"]
                                                            if not isinstance(data__spec__environments_value__roles_value__image, (str)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.image".format(**locals()) + " must be string")
                                                            if isinstance(data__spec__environments_value__roles_value__image, str):
                                                                data__spec__environments_value__roles_value__image_len = len(data__spec__environments_value__roles_value__image)
                                                                if data__spec__environments_value__roles_value__image_len < 1:
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.image".format(**locals()) + " must be longer than or equal to 1 characters")
                                                        if "imagePullPolicy" in data__spec__environments_value__roles_value_keys:
                                                            data__spec__environments_value__roles_value_keys.remove("imagePullPolicy")
                                                            data__spec__environments_value__roles_value__imagePullPolicy = data__spec__environments_value__roles_value["imagePullPolicy"]
                                                            if not isinstance(data__spec__environments_value__roles_value__imagePullPolicy, (str)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.imagePullPolicy".format(**locals()) + " must be string")
                                                            if not (isinstance(data__spec__environments_value__roles_value__imagePullPolicy, str) and data__spec__environments_value__roles_value__imagePullPolicy == 'Always' or isinstance(data__spec__environments_value__roles_value__imagePullPolicy, str) and data__spec__environments_value__roles_value__imagePullPolicy == 'IfNotPresent' or isinstance(data__spec__environments_value__roles_value__imagePullPolicy, str) and data__spec__environments_value__roles_value__imagePullPolicy == 'Never'):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.imagePullPolicy".format(**locals()) + " must be one of ['Always', 'IfNotPresent', 'Never']")
                                                        if "command" in data__spec__environments_value__roles_value_keys:
                                                            data__spec__environments_value__roles_value_keys.remove("command")
                                                            data__spec__environments_value__roles_value__command = data__spec__environments_value__roles_value["command"]
                                                            if not isinstance(data__spec__environments_value__roles_value__command, (list, tuple)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.command".format(**locals()) + " must be array")
                                                            data__spec__environments_value__roles_value__command_is_list = isinstance(data__spec__environments_value__roles_value__command, (list, tuple))
                                                            if data__spec__environments_value__roles_value__command_is_list:
                                                                data__spec__environments_value__roles_value__command_len = len(data__spec__environments_value__roles_value__command)
                                                                for data__spec__environments_value__roles_value__command_x, data__spec__environments_value__roles_value__command_item in enumerate(data__spec__environments_value__roles_value__command):
                                                                    if not isinstance(data__spec__environments_value__roles_value__command_item, (str)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.command[{data__spec__environments_value__roles_value__command_x}]".format(**locals()) + " must be string")
                                                        if "args" in data__spec__environments_value__roles_value_keys:
                                                            data__spec__environments_value__roles_value_keys.remove("args")
                                                            data__spec__environments_value__roles_value__args = data__spec__environments_value__roles_value["args"]
                                                            if not isinstance(data__spec__environments_value__roles_value__args, (list, tuple)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.args".format(**locals()) + " must be array")
                                                            data__spec__environments_value__roles_value__args_is_list = isinstance(data__spec__environments_value__roles_value__args, (list, tuple))
                                                            if data__spec__environments_value__roles_value__args_is_list:
                                                                data__spec__environments_value__roles_value__args_len = len(data__spec__environments_value__roles_value__args)
                                                                for data__spec__environments_value__roles_value__args_x, data__spec__environments_value__roles_value__args_item in enumerate(data__spec__environments_value__roles_value__args):
                                                                    if not isinstance(data__spec__environments_value__roles_value__args_item, (str)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.args[{data__spec__environments_value__roles_value__args_x}]".format(**locals()) + " must be string")
                                                        if "workingDir" in data__spec__environments_value__roles_value_keys:
                                                            data__spec__environments_value__roles_value_keys.remove("workingDir")
                                                            data__spec__environments_value__roles_value__workingDir = data__spec__environments_value__roles_value["workingDir"]
                                                            if not isinstance(data__spec__environments_value__roles_value__workingDir, (str)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.workingDir".format(**locals()) + " must be string")
                                                            if isinstance(data__spec__environments_value__roles_value__workingDir, str):
                                                                if not REGEX_PATTERNS['^/'].search(data__spec__environments_value__roles_value__workingDir):
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.workingDir".format(**locals()) + " must match pattern ^/")
                                                        if "env" in data__spec__environments_value__roles_value_keys:
                                                            data__spec__environments_value__roles_value_keys.remove("env")
                                                            data__spec__environments_value__roles_value__env = data__spec__environments_value__roles_value["env"]
                                                            if not isinstance(data__spec__environments_value__roles_value__env, (dict)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env".format(**locals()) + " must be object")
                                                            data__spec__environments_value__roles_value__env_is_dict = isinstance(data__spec__environments_value__roles_value__env, dict)
                                                            if data__spec__environments_value__roles_value__env_is_dict:
                                                                data__spec__environments_value__roles_value__env_keys = set(data__spec__environments_value__roles_value__env.keys())
                                                                for data__spec__environments_value__roles_value__env_key in data__spec__environments_value__roles_value__env_keys:
                                                                    if data__spec__environments_value__roles_value__env_key not in []:
                                                                        data__spec__environments_value__roles_value__env_value = data__spec__environments_value__roles_value__env.get(data__spec__environments_value__roles_value__env_key)
                                                                        data__spec__environments_value__roles_value__env_value_one_of_count30 = 0
                                                                        if data__spec__environments_value__roles_value__env_value_one_of_count30 < 2:
                                                                            try:
                                                                                if not isinstance(data__spec__environments_value__roles_value__env_value, (str)):
                                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}".format(**locals()) + " must be string")
                                                                                data__spec__environments_value__roles_value__env_value_one_of_count30 += 1
                                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                                        if data__spec__environments_value__roles_value__env_value_one_of_count30 < 2:
                                                                            try:
                                                                                if not isinstance(data__spec__environments_value__roles_value__env_value, (int, float, Decimal)) or isinstance(data__spec__environments_value__roles_value__env_value, bool):
                                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}".format(**locals()) + " must be number")
                                                                                data__spec__environments_value__roles_value__env_value_one_of_count30 += 1
                                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                                        if data__spec__environments_value__roles_value__env_value_one_of_count30 < 2:
                                                                            try:
                                                                                if not isinstance(data__spec__environments_value__roles_value__env_value, (bool)):
                                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}".format(**locals()) + " must be boolean")
                                                                                data__spec__environments_value__roles_value__env_value_one_of_count30 += 1
                                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                                        if data__spec__environments_value__roles_value__env_value_one_of_count30 < 2:
                                                                            try:
                                                                                if not isinstance(data__spec__environments_value__roles_value__env_value, (dict)):
                                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}".format(**locals()) + " must be object")
                                                                                data__spec__environments_value__roles_value__env_value_is_dict = isinstance(data__spec__environments_value__roles_value__env_value, dict)
                                                                                if data__spec__environments_value__roles_value__env_value_is_dict:
                                                                                    data__spec__environments_value__roles_value__env_value__missing_keys = set(['secret', 'key']) - data__spec__environments_value__roles_value__env_value.keys()
                                                                                    if data__spec__environments_value__roles_value__env_value__missing_keys:
                                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}".format(**locals()) + " must contain ")
                                                                                    data__spec__environments_value__roles_value__env_value_keys = set(data__spec__environments_value__roles_value__env_value.keys())
                                                                                    if "secret" in data__spec__environments_value__roles_value__env_value_keys:
                                                                                        data__spec__environments_value__roles_value__env_value_keys.remove("secret")
                                                                                        data__spec__environments_value__roles_value__env_value__secret = data__spec__environments_value__roles_value__env_value["secret"]
                                                                                        if not isinstance(data__spec__environments_value__roles_value__env_value__secret, (str)):
                                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}.secret".format(**locals()) + " must be string")
                                                                                        if isinstance(data__spec__environments_value__roles_value__env_value__secret, str):
                                                                                            if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__environments_value__roles_value__env_value__secret):
                                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}.secret".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                                                                    if "key" in data__spec__environments_value__roles_value__env_value_keys:
                                                                                        data__spec__environments_value__roles_value__env_value_keys.remove("key")
                                                                                        data__spec__environments_value__roles_value__env_value__key = data__spec__environments_value__roles_value__env_value["key"]
                                                                                        if not isinstance(data__spec__environments_value__roles_value__env_value__key, (str)):
                                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}.key".format(**locals()) + " must be string")
                                                                                        if isinstance(data__spec__environments_value__roles_value__env_value__key, str):
                                                                                            if not REGEX_PATTERNS['^[-._a-zA-Z0-9]+$'].search(data__spec__environments_value__roles_value__env_value__key):
                                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}.key".format(**locals()) + " must match pattern ^[-._a-zA-Z0-9]+$")
                                                                                    if "optional" in data__spec__environments_value__roles_value__env_value_keys:
                                                                                        data__spec__environments_value__roles_value__env_value_keys.remove("optional")
                                                                                        data__spec__environments_value__roles_value__env_value__optional = data__spec__environments_value__roles_value__env_value["optional"]
                                                                                        if not isinstance(data__spec__environments_value__roles_value__env_value__optional, (bool)):
                                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}.optional".format(**locals()) + " must be boolean")
                                                                                    if data__spec__environments_value__roles_value__env_value_keys:
                                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}".format(**locals()) + " must not contain "+str(data__spec__environments_value__roles_value__env_value_keys)+" properties")
                                                                                data__spec__environments_value__roles_value__env_value_one_of_count30 += 1
                                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                                        if data__spec__environments_value__roles_value__env_value_one_of_count30 < 2:
                                                                            try:
                                                                                if not isinstance(data__spec__environments_value__roles_value__env_value, (dict)):
                                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}".format(**locals()) + " must be object")
                                                                                data__spec__environments_value__roles_value__env_value_is_dict = isinstance(data__spec__environments_value__roles_value__env_value, dict)
                                                                                if data__spec__environments_value__roles_value__env_value_is_dict:
                                                                                    data__spec__environments_value__roles_value__env_value__missing_keys = set(['configMap', 'key']) - data__spec__environments_value__roles_value__env_value.keys()
                                                                                    if data__spec__environments_value__roles_value__env_value__missing_keys:
                                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}".format(**locals()) + " must contain ")
                                                                                    data__spec__environments_value__roles_value__env_value_keys = set(data__spec__environments_value__roles_value__env_value.keys())
                                                                                    if "configMap" in data__spec__environments_value__roles_value__env_value_keys:
                                                                                        data__spec__environments_value__roles_value__env_value_keys.remove("configMap")
                                                                                        data__spec__environments_value__roles_value__env_value__configMap = data__spec__environments_value__roles_value__env_value["configMap"]
                                                                                        if not isinstance(data__spec__environments_value__roles_value__env_value__configMap, (str)):
                                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}.configMap".format(**locals()) + " must be string")
                                                                                        if isinstance(data__spec__environments_value__roles_value__env_value__configMap, str):
                                                                                            if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__environments_value__roles_value__env_value__configMap):
                                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}.configMap".format(**locals()) + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                                                                                    if "key" in data__spec__environments_value__roles_value__env_value_keys:
                                                                                        data__spec__environments_value__roles_value__env_value_keys.remove("key")
                                                                                        data__spec__environments_value__roles_value__env_value__key = data__spec__environments_value__roles_value__env_value["key"]
                                                                                        if not isinstance(data__spec__environments_value__roles_value__env_value__key, (str)):
                                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}.key".format(**locals()) + " must be string")
                                                                                        if isinstance(data__spec__environments_value__roles_value__env_value__key, str):
                                                                                            if not REGEX_PATTERNS['^[-._a-zA-Z0-9]+$'].search(data__spec__environments_value__roles_value__env_value__key):
                                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}.key".format(**locals()) + " must match pattern ^[-._a-zA-Z0-9]+$")
                                                                                    if "optional" in data__spec__environments_value__roles_value__env_value_keys:
                                                                                        data__spec__environments_value__roles_value__env_value_keys.remove("optional")
                                                                                        data__spec__environments_value__roles_value__env_value__optional = data__spec__environments_value__roles_value__env_value["optional"]
                                                                                        if not isinstance(data__spec__environments_value__roles_value__env_value__optional, (bool)):
                                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}.optional".format(**locals()) + " must be boolean")
                                                                                    if data__spec__environments_value__roles_value__env_value_keys:
                                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}".format(**locals()) + " must not contain "+str(data__spec__environments_value__roles_value__env_value_keys)+" properties")
                                                                                data__spec__environments_value__roles_value__env_value_one_of_count30 += 1
                                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                                        if data__spec__environments_value__roles_value__env_value_one_of_count30 < 2:
                                                                            try:
                                                                                if not isinstance(data__spec__environments_value__roles_value__env_value, (dict)):
                                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}".format(**locals()) + " must be object")
                                                                                data__spec__environments_value__roles_value__env_value_is_dict = isinstance(data__spec__environments_value__roles_value__env_value, dict)
                                                                                if data__spec__environments_value__roles_value__env_value_is_dict:
                                                                                    data__spec__environments_value__roles_value__env_value__missing_keys = set(['field']) - data__spec__environments_value__roles_value__env_value.keys()
                                                                                    if data__spec__environments_value__roles_value__env_value__missing_keys:
                                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}".format(**locals()) + " must contain ")
                                                                                    data__spec__environments_value__roles_value__env_value_keys = set(data__spec__environments_value__roles_value__env_value.keys())
                                                                                    if "field" in data__spec__environments_value__roles_value__env_value_keys:
                                                                                        data__spec__environments_value__roles_value__env_value_keys.remove("field")
                                                                                        data__spec__environments_value__roles_value__env_value__field = data__spec__environments_value__roles_value__env_value["field"]
                                                                                        if not isinstance(data__spec__environments_value__roles_value__env_value__field, (str)):
                                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}.field".format(**locals()) + " must be string")
                                                                                        if isinstance(data__spec__environments_value__roles_value__env_value__field, str):
                                                                                            data__spec__environments_value__roles_value__env_value__field_len = len(data__spec__environments_value__roles_value__env_value__field)
                                                                                            if data__spec__environments_value__roles_value__env_value__field_len < 1:
                                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}.field".format(**locals()) + " must be longer than or equal to 1 characters")
                                                                                    if data__spec__environments_value__roles_value__env_value_keys:
                                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}".format(**locals()) + " must not contain "+str(data__spec__environments_value__roles_value__env_value_keys)+" properties")
                                                                                data__spec__environments_value__roles_value__env_value_one_of_count30 += 1
                                                                            except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                                        if data__spec__environments_value__roles_value__env_value_one_of_count30 != 1:
                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env.{data__spec__environments_value__roles_value__env_key}".format(**locals()) + " must be valid exactly by one definition")
                                                                data__spec__environments_value__roles_value__env_len = len(data__spec__environments_value__roles_value__env)
                                                                if data__spec__environments_value__roles_value__env_len != 0:
                                                                    data__spec__environments_value__roles_value__env_property_names = True
                                                                    for data__spec__environments_value__roles_value__env_key in data__spec__environments_value__roles_value__env:
                                                                        try:
                                                                            if isinstance(data__spec__environments_value__roles_value__env_key, str):
                                                                                if not REGEX_PATTERNS['^[-._a-zA-Z][-._a-zA-Z0-9]*$'].search(data__spec__environments_value__roles_value__env_key):
                                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env".format(**locals()) + " must match pattern ^[-._a-zA-Z][-._a-zA-Z0-9]*$")
                                                                        except (JsonSchemaValueException, JsonSchemaValuesException):
                                                                            data__spec__environments_value__roles_value__env_property_names = False
                                                                    if not data__spec__environments_value__roles_value__env_property_names:
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.env".format(**locals()) + " must be named by propertyName definition")
                                                        if "resources" in data__spec__environments_value__roles_value_keys:
                                                            data__spec__environments_value__roles_value_keys.remove("resources")
                                                            data__spec__environments_value__roles_value__resources = data__spec__environments_value__roles_value["resources"]
                                                            if not isinstance(data__spec__environments_value__roles_value__resources, (dict)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources".format(**locals()) + " must be object")
                                                            data__spec__environments_value__roles_value__resources_is_dict = isinstance(data__spec__environments_value__roles_value__resources, dict)
                                                            if data__spec__environments_value__roles_value__resources_is_dict:
                                                                data__spec__environments_value__roles_value__resources_keys = set(data__spec__environments_value__roles_value__resources.keys())
                                                                if "cpu" in data__spec__environments_value__roles_value__resources_keys:
                                                                    data__spec__environments_value__roles_value__resources_keys.remove("cpu")
                                                                    data__spec__environments_value__roles_value__resources__cpu = data__spec__environments_value__roles_value__resources["cpu"]
                                                                    data__spec__environments_value__roles_value__resources__cpu_any_of_count31 = 0
                                                                    if not data__spec__environments_value__roles_value__resources__cpu_any_of_count31:
                                                                        try:
                                                                            if not isinstance(data__spec__environments_value__roles_value__resources__cpu, (int)) and not (isinstance(data__spec__environments_value__roles_value__resources__cpu, float) and data__spec__environments_value__roles_value__resources__cpu.is_integer()) or isinstance(data__spec__environments_value__roles_value__resources__cpu, bool):
                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.cpu".format(**locals()) + " must be integer")
                                                                            if isinstance(data__spec__environments_value__roles_value__resources__cpu, (int, float, Decimal)) and not isinstance(data__spec__environments_value__roles_value__resources__cpu, bool):
                                                                                if data__spec__environments_value__roles_value__resources__cpu < 0:
                                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.cpu".format(**locals()) + " must be bigger than or equal to 0")
                                                                            data__spec__environments_value__roles_value__resources__cpu_any_of_count31 += 1
                                                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                                    if not data__spec__environments_value__roles_value__resources__cpu_any_of_count31:
                                                                        try:
                                                                            if not isinstance(data__spec__environments_value__roles_value__resources__cpu, (str)):
                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.cpu".format(**locals()) + " must be string")
                                                                            if isinstance(data__spec__environments_value__roles_value__resources__cpu, str):
                                                                                if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__environments_value__roles_value__resources__cpu):
                                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.cpu".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                                            data__spec__environments_value__roles_value__resources__cpu_any_of_count31 += 1
                                                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                                    if not data__spec__environments_value__roles_value__resources__cpu_any_of_count31:
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.cpu".format(**locals()) + " cannot be validated by any definition")
                                                                if "memory" in data__spec__environments_value__roles_value__resources_keys:
                                                                    data__spec__environments_value__roles_value__resources_keys.remove("memory")
                                                                    data__spec__environments_value__roles_value__resources__memory = data__spec__environments_value__roles_value__resources["memory"]
                                                                    data__spec__environments_value__roles_value__resources__memory_any_of_count32 = 0
                                                                    if not data__spec__environments_value__roles_value__resources__memory_any_of_count32:
                                                                        try:
                                                                            if not isinstance(data__spec__environments_value__roles_value__resources__memory, (int)) and not (isinstance(data__spec__environments_value__roles_value__resources__memory, float) and data__spec__environments_value__roles_value__resources__memory.is_integer()) or isinstance(data__spec__environments_value__roles_value__resources__memory, bool):
                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.memory".format(**locals()) + " must be integer")
                                                                            if isinstance(data__spec__environments_value__roles_value__resources__memory, (int, float, Decimal)) and not isinstance(data__spec__environments_value__roles_value__resources__memory, bool):
                                                                                if data__spec__environments_value__roles_value__resources__memory < 0:
                                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.memory".format(**locals()) + " must be bigger than or equal to 0")
                                                                            data__spec__environments_value__roles_value__resources__memory_any_of_count32 += 1
                                                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                                    if not data__spec__environments_value__roles_value__resources__memory_any_of_count32:
                                                                        try:
                                                                            if not isinstance(data__spec__environments_value__roles_value__resources__memory, (str)):
                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.memory".format(**locals()) + " must be string")
                                                                            if isinstance(data__spec__environments_value__roles_value__resources__memory, str):
                                                                                if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__environments_value__roles_value__resources__memory):
                                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.memory".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                                            data__spec__environments_value__roles_value__resources__memory_any_of_count32 += 1
                                                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                                    if not data__spec__environments_value__roles_value__resources__memory_any_of_count32:
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.memory".format(**locals()) + " cannot be validated by any definition")
                                                                if "ephemeralStorage" in data__spec__environments_value__roles_value__resources_keys:
                                                                    data__spec__environments_value__roles_value__resources_keys.remove("ephemeralStorage")
                                                                    data__spec__environments_value__roles_value__resources__ephemeralStorage = data__spec__environments_value__roles_value__resources["ephemeralStorage"]
                                                                    data__spec__environments_value__roles_value__resources__ephemeralStorage_any_of_count33 = 0
                                                                    if not data__spec__environments_value__roles_value__resources__ephemeralStorage_any_of_count33:
                                                                        try:
                                                                            if not isinstance(data__spec__environments_value__roles_value__resources__ephemeralStorage, (int)) and not (isinstance(data__spec__environments_value__roles_value__resources__ephemeralStorage, float) and data__spec__environments_value__roles_value__resources__ephemeralStorage.is_integer()) or isinstance(data__spec__environments_value__roles_value__resources__ephemeralStorage, bool):
                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.ephemeralStorage".format(**locals()) + " must be integer")
                                                                            if isinstance(data__spec__environments_value__roles_value__resources__ephemeralStorage, (int, float, Decimal)) and not isinstance(data__spec__environments_value__roles_value__resources__ephemeralStorage, bool):
                                                                                if data__spec__environments_value__roles_value__resources__ephemeralStorage < 0:
                                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.ephemeralStorage".format(**locals()) + " must be bigger than or equal to 0")
                                                                            data__spec__environments_value__roles_value__resources__ephemeralStorage_any_of_count33 += 1
                                                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                                    if not data__spec__environments_value__roles_value__resources__ephemeralStorage_any_of_count33:
                                                                        try:
                                                                            if not isinstance(data__spec__environments_value__roles_value__resources__ephemeralStorage, (str)):
                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.ephemeralStorage".format(**locals()) + " must be string")
                                                                            if isinstance(data__spec__environments_value__roles_value__resources__ephemeralStorage, str):
                                                                                if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__environments_value__roles_value__resources__ephemeralStorage):
                                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.ephemeralStorage".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                                            data__spec__environments_value__roles_value__resources__ephemeralStorage_any_of_count33 += 1
                                                                        except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                                    if not data__spec__environments_value__roles_value__resources__ephemeralStorage_any_of_count33:
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.ephemeralStorage".format(**locals()) + " cannot be validated by any definition")
                                                                if "gpu" in data__spec__environments_value__roles_value__resources_keys:
                                                                    data__spec__environments_value__roles_value__resources_keys.remove("gpu")
                                                                    data__spec__environments_value__roles_value__resources__gpu = data__spec__environments_value__roles_value__resources["gpu"]
                                                                    if not isinstance(data__spec__environments_value__roles_value__resources__gpu, (int)) and not (isinstance(data__spec__environments_value__roles_value__resources__gpu, float) and data__spec__environments_value__roles_value__resources__gpu.is_integer()) or isinstance(data__spec__environments_value__roles_value__resources__gpu, bool):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.gpu".format(**locals()) + " must be integer")
                                                                    if isinstance(data__spec__environments_value__roles_value__resources__gpu, (int, float, Decimal)) and not isinstance(data__spec__environments_value__roles_value__resources__gpu, bool):
                                                                        if data__spec__environments_value__roles_value__resources__gpu < 0:
                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.gpu".format(**locals()) + " must be bigger than or equal to 0")
                                                                if "limits" in data__spec__environments_value__roles_value__resources_keys:
                                                                    data__spec__environments_value__roles_value__resources_keys.remove("limits")
                                                                    data__spec__environments_value__roles_value__resources__limits = data__spec__environments_value__roles_value__resources["limits"]
                                                                    if not isinstance(data__spec__environments_value__roles_value__resources__limits, (dict)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.limits".format(**locals()) + " must be object")
                                                                    data__spec__environments_value__roles_value__resources__limits_is_dict = isinstance(data__spec__environments_value__roles_value__resources__limits, dict)
                                                                    if data__spec__environments_value__roles_value__resources__limits_is_dict:
                                                                        data__spec__environments_value__roles_value__resources__limits_keys = set(data__spec__environments_value__roles_value__resources__limits.keys())
                                                                        if "cpu" in data__spec__environments_value__roles_value__resources__limits_keys:
                                                                            data__spec__environments_value__roles_value__resources__limits_keys.remove("cpu")
                                                                            data__spec__environments_value__roles_value__resources__limits__cpu = data__spec__environments_value__roles_value__resources__limits["cpu"]
                                                                            data__spec__environments_value__roles_value__resources__limits__cpu_any_of_count34 = 0
                                                                            if not data__spec__environments_value__roles_value__resources__limits__cpu_any_of_count34:
                                                                                try:
                                                                                    if not isinstance(data__spec__environments_value__roles_value__resources__limits__cpu, (int)) and not (isinstance(data__spec__environments_value__roles_value__resources__limits__cpu, float) and data__spec__environments_value__roles_value__resources__limits__cpu.is_integer()) or isinstance(data__spec__environments_value__roles_value__resources__limits__cpu, bool):
                                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.limits.cpu".format(**locals()) + " must be integer")
                                                                                    if isinstance(data__spec__environments_value__roles_value__resources__limits__cpu, (int, float, Decimal)) and not isinstance(data__spec__environments_value__roles_value__resources__limits__cpu, bool):
                                                                                        if data__spec__environments_value__roles_value__resources__limits__cpu < 0:
                                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.limits.cpu".format(**locals()) + " must be bigger than or equal to 0")
                                                                                    data__spec__environments_value__roles_value__resources__limits__cpu_any_of_count34 += 1
                                                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                                            if not data__spec__environments_value__roles_value__resources__limits__cpu_any_of_count34:
                                                                                try:
                                                                                    if not isinstance(data__spec__environments_value__roles_value__resources__limits__cpu, (str)):
                                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.limits.cpu".format(**locals()) + " must be string")
                                                                                    if isinstance(data__spec__environments_value__roles_value__resources__limits__cpu, str):
                                                                                        if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__environments_value__roles_value__resources__limits__cpu):
                                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.limits.cpu".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                                                    data__spec__environments_value__roles_value__resources__limits__cpu_any_of_count34 += 1
                                                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                                            if not data__spec__environments_value__roles_value__resources__limits__cpu_any_of_count34:
                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.limits.cpu".format(**locals()) + " cannot be validated by any definition")
                                                                        if "memory" in data__spec__environments_value__roles_value__resources__limits_keys:
                                                                            data__spec__environments_value__roles_value__resources__limits_keys.remove("memory")
                                                                            data__spec__environments_value__roles_value__resources__limits__memory = data__spec__environments_value__roles_value__resources__limits["memory"]
                                                                            data__spec__environments_value__roles_value__resources__limits__memory_any_of_count35 = 0
                                                                            if not data__spec__environments_value__roles_value__resources__limits__memory_any_of_count35:
                                                                                try:
                                                                                    if not isinstance(data__spec__environments_value__roles_value__resources__limits__memory, (int)) and not (isinstance(data__spec__environments_value__roles_value__resources__limits__memory, float) and data__spec__environments_value__roles_value__resources__limits__memory.is_integer()) or isinstance(data__spec__environments_value__roles_value__resources__limits__memory, bool):
                                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.limits.memory".format(**locals()) + " must be integer")
                                                                                    if isinstance(data__spec__environments_value__roles_value__resources__limits__memory, (int, float, Decimal)) and not isinstance(data__spec__environments_value__roles_value__resources__limits__memory, bool):
                                                                                        if data__spec__environments_value__roles_value__resources__limits__memory < 0:
                                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.limits.memory".format(**locals()) + " must be bigger than or equal to 0")
                                                                                    data__spec__environments_value__roles_value__resources__limits__memory_any_of_count35 += 1
                                                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                                            if not data__spec__environments_value__roles_value__resources__limits__memory_any_of_count35:
                                                                                try:
                                                                                    if not isinstance(data__spec__environments_value__roles_value__resources__limits__memory, (str)):
                                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.limits.memory".format(**locals()) + " must be string")
                                                                                    if isinstance(data__spec__environments_value__roles_value__resources__limits__memory, str):
                                                                                        if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__environments_value__roles_value__resources__limits__memory):
                                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.limits.memory".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                                                    data__spec__environments_value__roles_value__resources__limits__memory_any_of_count35 += 1
                                                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                                            if not data__spec__environments_value__roles_value__resources__limits__memory_any_of_count35:
                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.limits.memory".format(**locals()) + " cannot be validated by any definition")
                                                                        if "ephemeralStorage" in data__spec__environments_value__roles_value__resources__limits_keys:
                                                                            data__spec__environments_value__roles_value__resources__limits_keys.remove("ephemeralStorage")
                                                                            data__spec__environments_value__roles_value__resources__limits__ephemeralStorage = data__spec__environments_value__roles_value__resources__limits["ephemeralStorage"]
                                                                            data__spec__environments_value__roles_value__resources__limits__ephemeralStorage_any_of_count36 = 0
                                                                            if not data__spec__environments_value__roles_value__resources__limits__ephemeralStorage_any_of_count36:
                                                                                try:
                                                                                    if not isinstance(data__spec__environments_value__roles_value__resources__limits__ephemeralStorage, (int)) and not (isinstance(data__spec__environments_value__roles_value__resources__limits__ephemeralStorage, float) and data__spec__environments_value__roles_value__resources__limits__ephemeralStorage.is_integer()) or isinstance(data__spec__environments_value__roles_value__resources__limits__ephemeralStorage, bool):
                                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.limits.ephemeralStorage".format(**locals()) + " must be integer")
                                                                                    if isinstance(data__spec__environments_value__roles_value__resources__limits__ephemeralStorage, (int, float, Decimal)) and not isinstance(data__spec__environments_value__roles_value__resources__limits__ephemeralStorage, bool):
                                                                                        if data__spec__environments_value__roles_value__resources__limits__ephemeralStorage < 0:
                                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.limits.ephemeralStorage".format(**locals()) + " must be bigger than or equal to 0")
                                                                                    data__spec__environments_value__roles_value__resources__limits__ephemeralStorage_any_of_count36 += 1
                                                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                                            if not data__spec__environments_value__roles_value__resources__limits__ephemeralStorage_any_of_count36:
                                                                                try:
                                                                                    if not isinstance(data__spec__environments_value__roles_value__resources__limits__ephemeralStorage, (str)):
                                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.limits.ephemeralStorage".format(**locals()) + " must be string")
                                                                                    if isinstance(data__spec__environments_value__roles_value__resources__limits__ephemeralStorage, str):
                                                                                        if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data__spec__environments_value__roles_value__resources__limits__ephemeralStorage):
                                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.limits.ephemeralStorage".format(**locals()) + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
                                                                                    data__spec__environments_value__roles_value__resources__limits__ephemeralStorage_any_of_count36 += 1
                                                                                except (JsonSchemaValueException, JsonSchemaValuesException): pass
                                                                            if not data__spec__environments_value__roles_value__resources__limits__ephemeralStorage_any_of_count36:
                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.limits.ephemeralStorage".format(**locals()) + " cannot be validated by any definition")
                                                                        if data__spec__environments_value__roles_value__resources__limits_keys:
                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources.limits".format(**locals()) + " must not contain "+str(data__spec__environments_value__roles_value__resources__limits_keys)+" properties")
                                                                if data__spec__environments_value__roles_value__resources_keys:
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.resources".format(**locals()) + " must not contain "+str(data__spec__environments_value__roles_value__resources_keys)+" properties")
                                                        if "nodeSelector" in data__spec__environments_value__roles_value_keys:
                                                            data__spec__environments_value__roles_value_keys.remove("nodeSelector")
                                                            data__spec__environments_value__roles_value__nodeSelector = data__spec__environments_value__roles_value["nodeSelector"]
                                                            if not isinstance(data__spec__environments_value__roles_value__nodeSelector, (dict)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.nodeSelector".format(**locals()) + " must be object")
                                                            data__spec__environments_value__roles_value__nodeSelector_is_dict = isinstance(data__spec__environments_value__roles_value__nodeSelector, dict)
                                                            if data__spec__environments_value__roles_value__nodeSelector_is_dict:
                                                                data__spec__environments_value__roles_value__nodeSelector_keys = set(data__spec__environments_value__roles_value__nodeSelector.keys())
                                                                for data__spec__environments_value__roles_value__nodeSelector_key in data__spec__environments_value__roles_value__nodeSelector_keys:
                                                                    if data__spec__environments_value__roles_value__nodeSelector_key not in []:
                                                                        data__spec__environments_value__roles_value__nodeSelector_value = data__spec__environments_value__roles_value__nodeSelector.get(data__spec__environments_value__roles_value__nodeSelector_key)
                                                                        if not isinstance(data__spec__environments_value__roles_value__nodeSelector_value, (str)):
                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.nodeSelector.{data__spec__environments_value__roles_value__nodeSelector_key}".format(**locals()) + " must be string")
                                                        if "tolerations" in data__spec__environments_value__roles_value_keys:
                                                            data__spec__environments_value__roles_value_keys.remove("tolerations")
                                                            data__spec__environments_value__roles_value__tolerations = data__spec__environments_value__roles_value["tolerations"]
                                                            if not isinstance(data__spec__environments_value__roles_value__tolerations, (list, tuple)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.tolerations".format(**locals()) + " must be array")
                                                            data__spec__environments_value__roles_value__tolerations_is_list = isinstance(data__spec__environments_value__roles_value__tolerations, (list, tuple))
                                                            if data__spec__environments_value__roles_value__tolerations_is_list:
                                                                data__spec__environments_value__roles_value__tolerations_len = len(data__spec__environments_value__roles_value__tolerations)
                                                                for data__spec__environments_value__roles_value__tolerations_x, data__spec__environments_value__roles_value__tolerations_item in enumerate(data__spec__environments_value__roles_value__tolerations):
                                                                    if not isinstance(data__spec__environments_value__roles_value__tolerations_item, (dict)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.tolerations[{data__spec__environments_value__roles_value__tolerations_x}]".format(**locals()) + " must be object")
                                                                    data__spec__environments_value__roles_value__tolerations_item_is_dict = isinstance(data__spec__environments_value__roles_value__tolerations_item, dict)
                                                                    if data__spec__environments_value__roles_value__tolerations_item_is_dict:
                                                                        data__spec__environments_value__roles_value__tolerations_item_keys = set(data__spec__environments_value__roles_value__tolerations_item.keys())
                                                                        if "key" in data__spec__environments_value__roles_value__tolerations_item_keys:
                                                                            data__spec__environments_value__roles_value__tolerations_item_keys.remove("key")
                                                                            data__spec__environments_value__roles_value__tolerations_item__key = data__spec__environments_value__roles_value__tolerations_item["key"]
                                                                            if not isinstance(data__spec__environments_value__roles_value__tolerations_item__key, (str)):
                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.tolerations[{data__spec__environments_value__roles_value__tolerations_x}].key".format(**locals()) + " must be string")
                                                                        if "operator" in data__spec__environments_value__roles_value__tolerations_item_keys:
                                                                            data__spec__environments_value__roles_value__tolerations_item_keys.remove("operator")
                                                                            data__spec__environments_value__roles_value__tolerations_item__operator = data__spec__environments_value__roles_value__tolerations_item["operator"]
                                                                            if not isinstance(data__spec__environments_value__roles_value__tolerations_item__operator, (str)):
                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.tolerations[{data__spec__environments_value__roles_value__tolerations_x}].operator".format(**locals()) + " must be string")
                                                                            if not (isinstance(data__spec__environments_value__roles_value__tolerations_item__operator, str) and data__spec__environments_value__roles_value__tolerations_item__operator == 'Exists' or isinstance(data__spec__environments_value__roles_value__tolerations_item__operator, str) and data__spec__environments_value__roles_value__tolerations_item__operator == 'Equal'):
                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.tolerations[{data__spec__environments_value__roles_value__tolerations_x}].operator".format(**locals()) + " must be one of ['Exists', 'Equal']")
                                                                        if "value" in data__spec__environments_value__roles_value__tolerations_item_keys:
                                                                            data__spec__environments_value__roles_value__tolerations_item_keys.remove("value")
                                                                            data__spec__environments_value__roles_value__tolerations_item__value = data__spec__environments_value__roles_value__tolerations_item["value"]
                                                                            if not isinstance(data__spec__environments_value__roles_value__tolerations_item__value, (str)):
                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.tolerations[{data__spec__environments_value__roles_value__tolerations_x}].value".format(**locals()) + " must be string")
                                                                        if "effect" in data__spec__environments_value__roles_value__tolerations_item_keys:
                                                                            data__spec__environments_value__roles_value__tolerations_item_keys.remove("effect")
                                                                            data__spec__environments_value__roles_value__tolerations_item__effect = data__spec__environments_value__roles_value__tolerations_item["effect"]
                                                                            if not isinstance(data__spec__environments_value__roles_value__tolerations_item__effect, (str)):
                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.tolerations[{data__spec__environments_value__roles_value__tolerations_x}].effect".format(**locals()) + " must be string")
                                                                            if not (isinstance(data__spec__environments_value__roles_value__tolerations_item__effect, str) and data__spec__environments_value__roles_value__tolerations_item__effect == 'NoSchedule' or isinstance(data__spec__environments_value__roles_value__tolerations_item__effect, str) and data__spec__environments_value__roles_value__tolerations_item__effect == 'PreferNoSchedule' or isinstance(data__spec__environments_value__roles_value__tolerations_item__effect, str) and data__spec__environments_value__roles_value__tolerations_item__effect == 'NoExecute'):
                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.tolerations[{data__spec__environments_value__roles_value__tolerations_x}].effect".format(**locals()) + " must be one of ['NoSchedule', 'PreferNoSchedule', 'NoExecute']")
                                                                        if "tolerationSeconds" in data__spec__environments_value__roles_value__tolerations_item_keys:
                                                                            data__spec__environments_value__roles_value__tolerations_item_keys.remove("tolerationSeconds")
                                                                            data__spec__environments_value__roles_value__tolerations_item__tolerationSeconds = data__spec__environments_value__roles_value__tolerations_item["tolerationSeconds"]
                                                                            if not isinstance(data__spec__environments_value__roles_value__tolerations_item__tolerationSeconds, (int)) and not (isinstance(data__spec__environments_value__roles_value__tolerations_item__tolerationSeconds, float) and data__spec__environments_value__roles_value__tolerations_item__tolerationSeconds.is_integer()) or isinstance(data__spec__environments_value__roles_value__tolerations_item__tolerationSeconds, bool):
                                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.tolerations[{data__spec__environments_value__roles_value__tolerations_x}].tolerationSeconds".format(**locals()) + " must be integer")
                                                                            if isinstance(data__spec__environments_value__roles_value__tolerations_item__tolerationSeconds, (int, float, Decimal)) and not isinstance(data__spec__environments_value__roles_value__tolerations_item__tolerationSeconds, bool):
                                                                                if data__spec__environments_value__roles_value__tolerations_item__tolerationSeconds < 0:
                                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.tolerations[{data__spec__environments_value__roles_value__tolerations_x}].tolerationSeconds".format(**locals()) + " must be bigger than or equal to 0")
                                                                        if data__spec__environments_value__roles_value__tolerations_item_keys:
                                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.tolerations[{data__spec__environments_value__roles_value__tolerations_x}]".format(**locals()) + " must not contain "+str(data__spec__environments_value__roles_value__tolerations_item_keys)+" properties")
                                                        if "podPatch" in data__spec__environments_value__roles_value_keys:
                                                            data__spec__environments_value__roles_value_keys.remove("podPatch")
                                                            data__spec__environments_value__roles_value__podPatch = data__spec__environments_value__roles_value["podPatch"]
                                                            if not isinstance(data__spec__environments_value__roles_value__podPatch, (dict)):
                                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.podPatch".format(**locals()) + " must be object")
                                                            data__spec__environments_value__roles_value__podPatch_is_dict = isinstance(data__spec__environments_value__roles_value__podPatch, dict)
                                                            if data__spec__environments_value__roles_value__podPatch_is_dict:
                                                                data__spec__environments_value__roles_value__podPatch_keys = set(data__spec__environments_value__roles_value__podPatch.keys())
                                                                if "metadata" in data__spec__environments_value__roles_value__podPatch_keys:
                                                                    data__spec__environments_value__roles_value__podPatch_keys.remove("metadata")
                                                                    data__spec__environments_value__roles_value__podPatch__metadata = data__spec__environments_value__roles_value__podPatch["metadata"]
                                                                    if not isinstance(data__spec__environments_value__roles_value__podPatch__metadata, (dict)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.podPatch.metadata".format(**locals()) + " must be object")
                                                                if "spec" in data__spec__environments_value__roles_value__podPatch_keys:
                                                                    data__spec__environments_value__roles_value__podPatch_keys.remove("spec")
                                                                    data__spec__environments_value__roles_value__podPatch__spec = data__spec__environments_value__roles_value__podPatch["spec"]
                                                                    if not isinstance(data__spec__environments_value__roles_value__podPatch__spec, (dict)):
                                                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.podPatch.spec".format(**locals()) + " must be object")
                                                                if data__spec__environments_value__roles_value__podPatch_keys:
                                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}.podPatch".format(**locals()) + " must not contain "+str(data__spec__environments_value__roles_value__podPatch_keys)+" properties")
                                                        if data__spec__environments_value__roles_value_keys:
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles.{data__spec__environments_value__roles_key}".format(**locals()) + " must not contain "+str(data__spec__environments_value__roles_value_keys)+" properties")
                                            data__spec__environments_value__roles_len = len(data__spec__environments_value__roles)
                                            if data__spec__environments_value__roles_len != 0:
                                                data__spec__environments_value__roles_property_names = True
                                                for data__spec__environments_value__roles_key in data__spec__environments_value__roles:
                                                    try:
                                                        if not (isinstance(data__spec__environments_value__roles_key, str) and data__spec__environments_value__roles_key == 'master' or isinstance(data__spec__environments_value__roles_key, str) and data__spec__environments_value__roles_key == 'worker' or isinstance(data__spec__environments_value__roles_key, str) and data__spec__environments_value__roles_key == 'chief' or isinstance(data__spec__environments_value__roles_key, str) and data__spec__environments_value__roles_key == 'ps' or isinstance(data__spec__environments_value__roles_key, str) and data__spec__environments_value__roles_key == 'evaluator' or isinstance(data__spec__environments_value__roles_key, str) and data__spec__environments_value__roles_key == 'launcher'):
                                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles".format(**locals()) + " must be one of ['master', 'worker', 'chief', 'ps', 'evaluator', 'launcher']")
                                                    except (JsonSchemaValueException, JsonSchemaValuesException):
                                                        data__spec__environments_value__roles_property_names = False
                                                if not data__spec__environments_value__roles_property_names:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.roles".format(**locals()) + " must be named by propertyName definition")
                                    if "podPatch" in data__spec__environments_value_keys:
                                        data__spec__environments_value_keys.remove("podPatch")
                                        data__spec__environments_value__podPatch = data__spec__environments_value["podPatch"]
                                        if not isinstance(data__spec__environments_value__podPatch, (dict)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.podPatch".format(**locals()) + " must be object")
                                        data__spec__environments_value__podPatch_is_dict = isinstance(data__spec__environments_value__podPatch, dict)
                                        if data__spec__environments_value__podPatch_is_dict:
                                            data__spec__environments_value__podPatch_keys = set(data__spec__environments_value__podPatch.keys())
                                            if "metadata" in data__spec__environments_value__podPatch_keys:
                                                data__spec__environments_value__podPatch_keys.remove("metadata")
                                                data__spec__environments_value__podPatch__metadata = data__spec__environments_value__podPatch["metadata"]
                                                if not isinstance(data__spec__environments_value__podPatch__metadata, (dict)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.podPatch.metadata".format(**locals()) + " must be object")
                                            if "spec" in data__spec__environments_value__podPatch_keys:
                                                data__spec__environments_value__podPatch_keys.remove("spec")
                                                data__spec__environments_value__podPatch__spec = data__spec__environments_value__podPatch["spec"]
                                                if not isinstance(data__spec__environments_value__podPatch__spec, (dict)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.podPatch.spec".format(**locals()) + " must be object")
                                            if data__spec__environments_value__podPatch_keys:
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}.podPatch".format(**locals()) + " must not contain "+str(data__spec__environments_value__podPatch_keys)+" properties")
                                    if data__spec__environments_value_keys:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments.{data__spec__environments_key}".format(**locals()) + " must not contain "+str(data__spec__environments_value_keys)+" properties")
                        data__spec__environments_len = len(data__spec__environments)
                        if data__spec__environments_len != 0:
                            data__spec__environments_property_names = True
                            for data__spec__environments_key in data__spec__environments:
                                try:
                                    if isinstance(data__spec__environments_key, str):
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__environments_key):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                except (JsonSchemaValueException, JsonSchemaValuesException):
                                    data__spec__environments_property_names = False
                            if not data__spec__environments_property_names:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.environments must be named by propertyName definition")
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

validate = validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json
