# Generated from kfgen.schema by `python -m kfgen.gen`; do not edit.
# TrainingSpec validator.
VERSION = "2.22.3"
from decimal import Decimal
import re


class JsonSchemaValueException(ValueError):
    """The first violation (kfgen.checks.validate explains every one with jsonschema)."""


class JsonSchemaValuesException(JsonSchemaValueException):
    """Several violations."""


_COMPILE = {
    '^/': lambda: re.compile('^/'),
    '^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$': lambda: re.compile('^[a-z0-9]([-a-z0-9.]*[a-z0-9])?\\Z'),
    '^[a-z0-9]([-a-z0-9]*[a-z0-9])?$': lambda: re.compile('^[a-z0-9]([-a-z0-9]*[a-z0-9])?\\Z'),
    '^[0-9]+(ms|s|m|h)$': lambda: re.compile('^[0-9]+(ms|s|m|h)\\Z'),
    '^[a-zA-Z_:][a-zA-Z0-9_:]*$': lambda: re.compile('^[a-zA-Z_:][a-zA-Z0-9_:]*\\Z'),
    '^[a-z][-a-z0-9]*$': lambda: re.compile('^[a-z][-a-z0-9]*\\Z'),
    '^[^{}"\\\\<>&\\x00-\\x1f\u2028\u2029]+$': lambda: re.compile('^[^{}"\\\\<>&\\x00-\\x1f\u2028\u2029]+\\Z'),
    '^/.*[^/]$': lambda: re.compile('^/.*[^/]\\Z'),
    'date-time_re_pattern': lambda: re.compile('^(?:\\d{4}-(?:(?:0[13578]|1[02])-(?:0[1-9]|[12]\\d|3[01])|(?:0[469]|11)-(?:0[1-9]|[12]\\d|30)|02-(?:0[1-9]|1\\d|2[0-8]))|(?:\\d\\d(?:0[48]|[2468][048]|[13579][26])|(?:[02468][048]|[13579][26])00)-02-29)(t|T)(?:[01]\\d|2[0-3]):[0-5]\\d:(?:[0-5]\\d|60)(?:\\.\\d+)?(?:[+-](?:[01]\\d|2[0-3]):[0-5]\\d|[+-](?:[01]\\d|2[0-3])[0-5]\\d|z|Z)\\Z'),
    '^-?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?$': lambda: re.compile('^-?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?\\Z'),
    '^([0-9]+-)*[0-9]*[a-z][a-z0-9]*(-[a-z0-9]+)*$': lambda: re.compile('^([0-9]+-)*[0-9]*[a-z][a-z0-9]*(-[a-z0-9]+)*\\Z'),
    '^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)$': lambda: re.compile('^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)\\Z'),
    '^[a-z][a-z0-9+.-]*://': lambda: re.compile('^[a-z][a-z0-9+.-]*://'),
    '^([0-9]+h)?([0-9]+m)?([0-9]+s)?$': lambda: re.compile('^([0-9]+h)?([0-9]+m)?([0-9]+s)?\\Z'),
    '^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$': lambda: re.compile('^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?\\Z'),
    '^(auto|unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)$': lambda: re.compile('^(auto|unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)\\Z'),
    '^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$': lambda: re.compile('^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?\\Z'),
    '^(unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)$': lambda: re.compile('^(unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)\\Z'),
    '^[-._a-zA-Z][-._a-zA-Z0-9]*$': lambda: re.compile('^[-._a-zA-Z][-._a-zA-Z0-9]*\\Z'),
    '^[-._a-zA-Z0-9]+$': lambda: re.compile('^[-._a-zA-Z0-9]+\\Z')
}


class _Patterns(dict):
    """REGEX_PATTERNS, each compiled on first use: an input reaches the patterns of the fields it has."""

    def __missing__(self, key):
        compiled = self[key] = _COMPILE[key]()
        return compiled


REGEX_PATTERNS = _Patterns()

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
                data__spec__missing_keys = set(['framework']) - data__spec.keys()
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
                    if not (isinstance(data__spec__backend, str) and data__spec__backend == 'v1' or isinstance(data__spec__backend, str) and data__spec__backend == 'trainer' or isinstance(data__spec__backend, str) and data__spec__backend == 'job' or isinstance(data__spec__backend, str) and data__spec__backend == 'mpi-operator'):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.backend must be one of ['v1', 'trainer', 'job', 'mpi-operator']")
                if "image" in data__spec_keys:
                    data__spec_keys.remove("image")
                    data__spec__image = data__spec["image"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d0(data__spec__image, custom_formats, (name_prefix or "data") + ".spec.image")
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
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.command[{}]".format(data__spec__command_x) + " must be string")
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
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.args[{}]".format(data__spec__args_x) + " must be string")
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
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d1(data__spec__env, custom_formats, (name_prefix or "data") + ".spec.env")
                if "resources" in data__spec_keys:
                    data__spec_keys.remove("resources")
                    data__spec__resources = data__spec["resources"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d5(data__spec__resources, custom_formats, (name_prefix or "data") + ".spec.resources")
                if "ports" in data__spec_keys:
                    data__spec_keys.remove("ports")
                    data__spec__ports = data__spec["ports"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d13(data__spec__ports, custom_formats, (name_prefix or "data") + ".spec.ports")
                if "containerName" in data__spec_keys:
                    data__spec_keys.remove("containerName")
                    data__spec__containerName = data__spec["containerName"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d16(data__spec__containerName, custom_formats, (name_prefix or "data") + ".spec.containerName")
                if "runtime" in data__spec_keys:
                    data__spec_keys.remove("runtime")
                    data__spec__runtime = data__spec["runtime"]
                    if not isinstance(data__spec__runtime, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runtime must be string")
                    if isinstance(data__spec__runtime, str):
                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__spec__runtime):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.runtime must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
                if "runtimeKind" in data__spec_keys:
                    data__spec_keys.remove("runtimeKind")
                    data__spec__runtimeKind = data__spec["runtimeKind"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d17(data__spec__runtimeKind, custom_formats, (name_prefix or "data") + ".spec.runtimeKind")
                if "runtimeJobs" in data__spec_keys:
                    data__spec_keys.remove("runtimeJobs")
                    data__spec__runtimeJobs = data__spec["runtimeJobs"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d18(data__spec__runtimeJobs, custom_formats, (name_prefix or "data") + ".spec.runtimeJobs")
                if "replicas" in data__spec_keys:
                    data__spec_keys.remove("replicas")
                    data__spec__replicas = data__spec["replicas"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d19(data__spec__replicas, custom_formats, (name_prefix or "data") + ".spec.replicas")
                if "restartPolicy" in data__spec_keys:
                    data__spec_keys.remove("restartPolicy")
                    data__spec__restartPolicy = data__spec["restartPolicy"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d20(data__spec__restartPolicy, custom_formats, (name_prefix or "data") + ".spec.restartPolicy")
                if "gpu" in data__spec_keys:
                    data__spec_keys.remove("gpu")
                    data__spec__gpu = data__spec["gpu"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d21(data__spec__gpu, custom_formats, (name_prefix or "data") + ".spec.gpu")
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
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.nodeSelector.{}".format(data__spec__nodeSelector_key) + " must be string")
                if "tolerations" in data__spec_keys:
                    data__spec_keys.remove("tolerations")
                    data__spec__tolerations = data__spec["tolerations"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d23(data__spec__tolerations, custom_formats, (name_prefix or "data") + ".spec.tolerations")
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
                            if not isinstance(data__spec__elastic__min, (int)) or isinstance(data__spec__elastic__min, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.min must be integer")
                            if isinstance(data__spec__elastic__min, (int, float, Decimal)) and not isinstance(data__spec__elastic__min, bool):
                                if data__spec__elastic__min < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.min must be bigger than or equal to 1")
                                if data__spec__elastic__min > 10000:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.min must be smaller than or equal to 10000")
                        if "max" in data__spec__elastic_keys:
                            data__spec__elastic_keys.remove("max")
                            data__spec__elastic__max = data__spec__elastic["max"]
                            if not isinstance(data__spec__elastic__max, (int)) or isinstance(data__spec__elastic__max, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.max must be integer")
                            if isinstance(data__spec__elastic__max, (int, float, Decimal)) and not isinstance(data__spec__elastic__max, bool):
                                if data__spec__elastic__max < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.max must be bigger than or equal to 1")
                                if data__spec__elastic__max > 10000:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.max must be smaller than or equal to 10000")
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
                            if not isinstance(data__spec__elastic__port, (int)) or isinstance(data__spec__elastic__port, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.port must be integer")
                            if isinstance(data__spec__elastic__port, (int, float, Decimal)) and not isinstance(data__spec__elastic__port, bool):
                                if data__spec__elastic__port < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.port must be bigger than or equal to 1")
                                if data__spec__elastic__port > 65535:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.port must be smaller than or equal to 65535")
                        if "maxRestarts" in data__spec__elastic_keys:
                            data__spec__elastic_keys.remove("maxRestarts")
                            data__spec__elastic__maxRestarts = data__spec__elastic["maxRestarts"]
                            if not isinstance(data__spec__elastic__maxRestarts, (int)) or isinstance(data__spec__elastic__maxRestarts, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.maxRestarts must be integer")
                            if isinstance(data__spec__elastic__maxRestarts, (int, float, Decimal)) and not isinstance(data__spec__elastic__maxRestarts, bool):
                                if data__spec__elastic__maxRestarts < 0:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.maxRestarts must be bigger than or equal to 0")
                                if data__spec__elastic__maxRestarts > 2147483647:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.maxRestarts must be smaller than or equal to 2147483647")
                        if "id" in data__spec__elastic_keys:
                            data__spec__elastic_keys.remove("id")
                            data__spec__elastic__id = data__spec__elastic["id"]
                            if not isinstance(data__spec__elastic__id, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.id must be string")
                            if isinstance(data__spec__elastic__id, str):
                                data__spec__elastic__id_len = len(data__spec__elastic__id)
                                if data__spec__elastic__id_len < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.id must be longer than or equal to 1 characters")
                        if "conf" in data__spec__elastic_keys:
                            data__spec__elastic_keys.remove("conf")
                            data__spec__elastic__conf = data__spec__elastic["conf"]
                            if not isinstance(data__spec__elastic__conf, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.conf must be object")
                            data__spec__elastic__conf_is_dict = isinstance(data__spec__elastic__conf, dict)
                            if data__spec__elastic__conf_is_dict:
                                data__spec__elastic__conf_keys = set(data__spec__elastic__conf.keys())
                                for data__spec__elastic__conf_key in data__spec__elastic__conf_keys:
                                    if data__spec__elastic__conf_key not in []:
                                        data__spec__elastic__conf_value = data__spec__elastic__conf.get(data__spec__elastic__conf_key)
                                        if not isinstance(data__spec__elastic__conf_value, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.conf.{}".format(data__spec__elastic__conf_key) + " must be string")
                        if "standalone" in data__spec__elastic_keys:
                            data__spec__elastic_keys.remove("standalone")
                            data__spec__elastic__standalone = data__spec__elastic["standalone"]
                            if not isinstance(data__spec__elastic__standalone, (bool)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.standalone must be boolean")
                        if "metrics" in data__spec__elastic_keys:
                            data__spec__elastic_keys.remove("metrics")
                            data__spec__elastic__metrics = data__spec__elastic["metrics"]
                            if not isinstance(data__spec__elastic__metrics, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.metrics must be array")
                            data__spec__elastic__metrics_is_list = isinstance(data__spec__elastic__metrics, (list, tuple))
                            if data__spec__elastic__metrics_is_list:
                                data__spec__elastic__metrics_len = len(data__spec__elastic__metrics)
                                if data__spec__elastic__metrics_len < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.metrics must contain at least 1 items")
                                for data__spec__elastic__metrics_x, data__spec__elastic__metrics_item in enumerate(data__spec__elastic__metrics):
                                    if not isinstance(data__spec__elastic__metrics_item, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.metrics[{}]".format(data__spec__elastic__metrics_x) + " must be object")
                                    data__spec__elastic__metrics_item_is_dict = isinstance(data__spec__elastic__metrics_item, dict)
                                    if data__spec__elastic__metrics_item_is_dict:
                                        data__spec__elastic__metrics_item__missing_keys = set(['type']) - data__spec__elastic__metrics_item.keys()
                                        if data__spec__elastic__metrics_item__missing_keys:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.metrics[{}]".format(data__spec__elastic__metrics_x) + " must contain ")
                                        data__spec__elastic__metrics_item_keys = set(data__spec__elastic__metrics_item.keys())
                                        if "type" in data__spec__elastic__metrics_item_keys:
                                            data__spec__elastic__metrics_item_keys.remove("type")
                                            data__spec__elastic__metrics_item__type = data__spec__elastic__metrics_item["type"]
                                            if not isinstance(data__spec__elastic__metrics_item__type, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.metrics[{}].type".format(data__spec__elastic__metrics_x) + " must be string")
                                            if not (isinstance(data__spec__elastic__metrics_item__type, str) and data__spec__elastic__metrics_item__type == 'ContainerResource' or isinstance(data__spec__elastic__metrics_item__type, str) and data__spec__elastic__metrics_item__type == 'External' or isinstance(data__spec__elastic__metrics_item__type, str) and data__spec__elastic__metrics_item__type == 'Object' or isinstance(data__spec__elastic__metrics_item__type, str) and data__spec__elastic__metrics_item__type == 'Pods' or isinstance(data__spec__elastic__metrics_item__type, str) and data__spec__elastic__metrics_item__type == 'Resource'):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic.metrics[{}].type".format(data__spec__elastic__metrics_x) + " must be one of ['ContainerResource', 'External', 'Object', 'Pods', 'Resource']")
                        if data__spec__elastic_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.elastic must not contain "+str(data__spec__elastic_keys)+" properties")
                if "nprocPerNode" in data__spec_keys:
                    data__spec_keys.remove("nprocPerNode")
                    data__spec__nprocPerNode = data__spec["nprocPerNode"]
                    if not isinstance(data__spec__nprocPerNode, (int)) or isinstance(data__spec__nprocPerNode, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.nprocPerNode must be integer")
                    if isinstance(data__spec__nprocPerNode, (int, float, Decimal)) and not isinstance(data__spec__nprocPerNode, bool):
                        if data__spec__nprocPerNode < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.nprocPerNode must be bigger than or equal to 1")
                        if data__spec__nprocPerNode > 2147483647:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.nprocPerNode must be smaller than or equal to 2147483647")
                if "sharedMemory" in data__spec_keys:
                    data__spec_keys.remove("sharedMemory")
                    data__spec__sharedMemory = data__spec["sharedMemory"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d25(data__spec__sharedMemory, custom_formats, (name_prefix or "data") + ".spec.sharedMemory")
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
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{}]".format(data__spec__volumes_x) + " must be object")
                            data__spec__volumes_item_is_dict = isinstance(data__spec__volumes_item, dict)
                            if data__spec__volumes_item_is_dict:
                                data__spec__volumes_item__missing_keys = set(['path']) - data__spec__volumes_item.keys()
                                if data__spec__volumes_item__missing_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{}]".format(data__spec__volumes_x) + " must contain ")
                                data__spec__volumes_item_keys = set(data__spec__volumes_item.keys())
                                if "name" in data__spec__volumes_item_keys:
                                    data__spec__volumes_item_keys.remove("name")
                                    data__spec__volumes_item__name = data__spec__volumes_item["name"]
                                    if not isinstance(data__spec__volumes_item__name, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{}].name".format(data__spec__volumes_x) + " must be string")
                                    if isinstance(data__spec__volumes_item__name, str):
                                        data__spec__volumes_item__name_len = len(data__spec__volumes_item__name)
                                        if data__spec__volumes_item__name_len > 63:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{}].name".format(data__spec__volumes_x) + " must be shorter than or equal to 63 characters")
                                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__volumes_item__name):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{}].name".format(data__spec__volumes_x) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                                if "claim" in data__spec__volumes_item_keys:
                                    data__spec__volumes_item_keys.remove("claim")
                                    data__spec__volumes_item__claim = data__spec__volumes_item["claim"]
                                    if not isinstance(data__spec__volumes_item__claim, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{}].claim".format(data__spec__volumes_x) + " must be string")
                                if "configMap" in data__spec__volumes_item_keys:
                                    data__spec__volumes_item_keys.remove("configMap")
                                    data__spec__volumes_item__configMap = data__spec__volumes_item["configMap"]
                                    if not isinstance(data__spec__volumes_item__configMap, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{}].configMap".format(data__spec__volumes_x) + " must be string")
                                if "secret" in data__spec__volumes_item_keys:
                                    data__spec__volumes_item_keys.remove("secret")
                                    data__spec__volumes_item__secret = data__spec__volumes_item["secret"]
                                    if not isinstance(data__spec__volumes_item__secret, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{}].secret".format(data__spec__volumes_x) + " must be string")
                                if "emptyDir" in data__spec__volumes_item_keys:
                                    data__spec__volumes_item_keys.remove("emptyDir")
                                    data__spec__volumes_item__emptyDir = data__spec__volumes_item["emptyDir"]
                                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d26(data__spec__volumes_item__emptyDir, custom_formats, (name_prefix or "data") + ".spec.volumes[{}].emptyDir".format(data__spec__volumes_x))
                                if "path" in data__spec__volumes_item_keys:
                                    data__spec__volumes_item_keys.remove("path")
                                    data__spec__volumes_item__path = data__spec__volumes_item["path"]
                                    if not isinstance(data__spec__volumes_item__path, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{}].path".format(data__spec__volumes_x) + " must be string")
                                    if isinstance(data__spec__volumes_item__path, str):
                                        if not REGEX_PATTERNS['^/'].search(data__spec__volumes_item__path):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{}].path".format(data__spec__volumes_x) + " must match pattern ^/")
                                if "readOnly" in data__spec__volumes_item_keys:
                                    data__spec__volumes_item_keys.remove("readOnly")
                                    data__spec__volumes_item__readOnly = data__spec__volumes_item["readOnly"]
                                    if not isinstance(data__spec__volumes_item__readOnly, (bool)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{}].readOnly".format(data__spec__volumes_x) + " must be boolean")
                                if "subPath" in data__spec__volumes_item_keys:
                                    data__spec__volumes_item_keys.remove("subPath")
                                    data__spec__volumes_item__subPath = data__spec__volumes_item["subPath"]
                                    if not isinstance(data__spec__volumes_item__subPath, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{}].subPath".format(data__spec__volumes_x) + " must be string")
                                if "roles" in data__spec__volumes_item_keys:
                                    data__spec__volumes_item_keys.remove("roles")
                                    data__spec__volumes_item__roles = data__spec__volumes_item["roles"]
                                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d27(data__spec__volumes_item__roles, custom_formats, (name_prefix or "data") + ".spec.volumes[{}].roles".format(data__spec__volumes_x))
                                if data__spec__volumes_item_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.volumes[{}]".format(data__spec__volumes_x) + " must not contain "+str(data__spec__volumes_item_keys)+" properties")
                if "runPolicy" in data__spec_keys:
                    data__spec_keys.remove("runPolicy")
                    data__spec__runPolicy = data__spec["runPolicy"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d28(data__spec__runPolicy, custom_formats, (name_prefix or "data") + ".spec.runPolicy")
                if "gang" in data__spec_keys:
                    data__spec_keys.remove("gang")
                    data__spec__gang = data__spec["gang"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d31(data__spec__gang, custom_formats, (name_prefix or "data") + ".spec.gang")
                if "mpi" in data__spec_keys:
                    data__spec_keys.remove("mpi")
                    data__spec__mpi = data__spec["mpi"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d33(data__spec__mpi, custom_formats, (name_prefix or "data") + ".spec.mpi")
                if "queue" in data__spec_keys:
                    data__spec_keys.remove("queue")
                    data__spec__queue = data__spec["queue"]
                    if not isinstance(data__spec__queue, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.queue must be string")
                    if isinstance(data__spec__queue, str):
                        data__spec__queue_len = len(data__spec__queue)
                        if data__spec__queue_len > 63:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.queue must be shorter than or equal to 63 characters")
                        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__spec__queue):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.queue must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                if "queuePriority" in data__spec_keys:
                    data__spec_keys.remove("queuePriority")
                    data__spec__queuePriority = data__spec["queuePriority"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d35(data__spec__queuePriority, custom_formats, (name_prefix or "data") + ".spec.queuePriority")
                if "tracking" in data__spec_keys:
                    data__spec_keys.remove("tracking")
                    data__spec__tracking = data__spec["tracking"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d36(data__spec__tracking, custom_formats, (name_prefix or "data") + ".spec.tracking")
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
                            if not isinstance(data__spec__metrics__port, (int)) or isinstance(data__spec__metrics__port, bool):
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
                        if "progress" in data__spec__metrics_keys:
                            data__spec__metrics_keys.remove("progress")
                            data__spec__metrics__progress = data__spec__metrics["progress"]
                            if not isinstance(data__spec__metrics__progress, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.metrics.progress must be object")
                            data__spec__metrics__progress_is_dict = isinstance(data__spec__metrics__progress, dict)
                            if data__spec__metrics__progress_is_dict:
                                data__spec__metrics__progress__missing_keys = set(['metric']) - data__spec__metrics__progress.keys()
                                if data__spec__metrics__progress__missing_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.metrics.progress must contain ")
                                data__spec__metrics__progress_keys = set(data__spec__metrics__progress.keys())
                                if "metric" in data__spec__metrics__progress_keys:
                                    data__spec__metrics__progress_keys.remove("metric")
                                    data__spec__metrics__progress__metric = data__spec__metrics__progress["metric"]
                                    if not isinstance(data__spec__metrics__progress__metric, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.metrics.progress.metric must be string")
                                    if isinstance(data__spec__metrics__progress__metric, str):
                                        if not REGEX_PATTERNS['^[a-zA-Z_:][a-zA-Z0-9_:]*$'].search(data__spec__metrics__progress__metric):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.metrics.progress.metric must match pattern ^[a-zA-Z_:][a-zA-Z0-9_:]*$")
                                if "type" in data__spec__metrics__progress_keys:
                                    data__spec__metrics__progress_keys.remove("type")
                                    data__spec__metrics__progress__type = data__spec__metrics__progress["type"]
                                    if not isinstance(data__spec__metrics__progress__type, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.metrics.progress.type must be string")
                                    if not (isinstance(data__spec__metrics__progress__type, str) and data__spec__metrics__progress__type == 'counter' or isinstance(data__spec__metrics__progress__type, str) and data__spec__metrics__progress__type == 'timestamp'):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.metrics.progress.type must be one of ['counter', 'timestamp']")
                                if "stallAfter" in data__spec__metrics__progress_keys:
                                    data__spec__metrics__progress_keys.remove("stallAfter")
                                    data__spec__metrics__progress__stallAfter = data__spec__metrics__progress["stallAfter"]
                                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d39(data__spec__metrics__progress__stallAfter, custom_formats, (name_prefix or "data") + ".spec.metrics.progress.stallAfter")
                                if data__spec__metrics__progress_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.metrics.progress must not contain "+str(data__spec__metrics__progress_keys)+" properties")
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
                                validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d40(data__spec__roles_value, custom_formats, (name_prefix or "data") + ".spec.roles.{}".format(data__spec__roles_key))
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
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d42(data__spec__podPatch, custom_formats, (name_prefix or "data") + ".spec.podPatch")
                if "tuning" in data__spec_keys:
                    data__spec_keys.remove("tuning")
                    data__spec__tuning = data__spec["tuning"]
                    if not isinstance(data__spec__tuning, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning must be object")
                    data__spec__tuning_is_dict = isinstance(data__spec__tuning, dict)
                    if data__spec__tuning_is_dict:
                        data__spec__tuning__missing_keys = set(['objective', 'algorithm', 'parameters']) - data__spec__tuning.keys()
                        if data__spec__tuning__missing_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning must contain ")
                        data__spec__tuning_keys = set(data__spec__tuning.keys())
                        if "objective" in data__spec__tuning_keys:
                            data__spec__tuning_keys.remove("objective")
                            data__spec__tuning__objective = data__spec__tuning["objective"]
                            if not isinstance(data__spec__tuning__objective, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.objective must be object")
                            data__spec__tuning__objective_is_dict = isinstance(data__spec__tuning__objective, dict)
                            if data__spec__tuning__objective_is_dict:
                                data__spec__tuning__objective__missing_keys = set(['metric', 'type']) - data__spec__tuning__objective.keys()
                                if data__spec__tuning__objective__missing_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.objective must contain ")
                                data__spec__tuning__objective_keys = set(data__spec__tuning__objective.keys())
                                if "metric" in data__spec__tuning__objective_keys:
                                    data__spec__tuning__objective_keys.remove("metric")
                                    data__spec__tuning__objective__metric = data__spec__tuning__objective["metric"]
                                    if not isinstance(data__spec__tuning__objective__metric, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.objective.metric must be string")
                                    if isinstance(data__spec__tuning__objective__metric, str):
                                        data__spec__tuning__objective__metric_len = len(data__spec__tuning__objective__metric)
                                        if data__spec__tuning__objective__metric_len < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.objective.metric must be longer than or equal to 1 characters")
                                if "type" in data__spec__tuning__objective_keys:
                                    data__spec__tuning__objective_keys.remove("type")
                                    data__spec__tuning__objective__type = data__spec__tuning__objective["type"]
                                    if not isinstance(data__spec__tuning__objective__type, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.objective.type must be string")
                                    if not (isinstance(data__spec__tuning__objective__type, str) and data__spec__tuning__objective__type == 'maximize' or isinstance(data__spec__tuning__objective__type, str) and data__spec__tuning__objective__type == 'minimize'):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.objective.type must be one of ['maximize', 'minimize']")
                                if "goal" in data__spec__tuning__objective_keys:
                                    data__spec__tuning__objective_keys.remove("goal")
                                    data__spec__tuning__objective__goal = data__spec__tuning__objective["goal"]
                                    if not isinstance(data__spec__tuning__objective__goal, (int, float, Decimal)) or isinstance(data__spec__tuning__objective__goal, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.objective.goal must be number")
                                if "additionalMetrics" in data__spec__tuning__objective_keys:
                                    data__spec__tuning__objective_keys.remove("additionalMetrics")
                                    data__spec__tuning__objective__additionalMetrics = data__spec__tuning__objective["additionalMetrics"]
                                    if not isinstance(data__spec__tuning__objective__additionalMetrics, (list, tuple)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.objective.additionalMetrics must be array")
                                    data__spec__tuning__objective__additionalMetrics_is_list = isinstance(data__spec__tuning__objective__additionalMetrics, (list, tuple))
                                    if data__spec__tuning__objective__additionalMetrics_is_list:
                                        data__spec__tuning__objective__additionalMetrics_len = len(data__spec__tuning__objective__additionalMetrics)
                                        for data__spec__tuning__objective__additionalMetrics_x, data__spec__tuning__objective__additionalMetrics_item in enumerate(data__spec__tuning__objective__additionalMetrics):
                                            if not isinstance(data__spec__tuning__objective__additionalMetrics_item, (str)):
                                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.objective.additionalMetrics[{}]".format(data__spec__tuning__objective__additionalMetrics_x) + " must be string")
                                            if isinstance(data__spec__tuning__objective__additionalMetrics_item, str):
                                                data__spec__tuning__objective__additionalMetrics_item_len = len(data__spec__tuning__objective__additionalMetrics_item)
                                                if data__spec__tuning__objective__additionalMetrics_item_len < 1:
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.objective.additionalMetrics[{}]".format(data__spec__tuning__objective__additionalMetrics_x) + " must be longer than or equal to 1 characters")
                                if "strategies" in data__spec__tuning__objective_keys:
                                    data__spec__tuning__objective_keys.remove("strategies")
                                    data__spec__tuning__objective__strategies = data__spec__tuning__objective["strategies"]
                                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d43(data__spec__tuning__objective__strategies, custom_formats, (name_prefix or "data") + ".spec.tuning.objective.strategies")
                                if data__spec__tuning__objective_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.objective must not contain "+str(data__spec__tuning__objective_keys)+" properties")
                        if "algorithm" in data__spec__tuning_keys:
                            data__spec__tuning_keys.remove("algorithm")
                            data__spec__tuning__algorithm = data__spec__tuning["algorithm"]
                            if not isinstance(data__spec__tuning__algorithm, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.algorithm must be object")
                            data__spec__tuning__algorithm_is_dict = isinstance(data__spec__tuning__algorithm, dict)
                            if data__spec__tuning__algorithm_is_dict:
                                data__spec__tuning__algorithm__missing_keys = set(['name']) - data__spec__tuning__algorithm.keys()
                                if data__spec__tuning__algorithm__missing_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.algorithm must contain ")
                                data__spec__tuning__algorithm_keys = set(data__spec__tuning__algorithm.keys())
                                if "name" in data__spec__tuning__algorithm_keys:
                                    data__spec__tuning__algorithm_keys.remove("name")
                                    data__spec__tuning__algorithm__name = data__spec__tuning__algorithm["name"]
                                    if not isinstance(data__spec__tuning__algorithm__name, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.algorithm.name must be string")
                                    if isinstance(data__spec__tuning__algorithm__name, str):
                                        if not REGEX_PATTERNS['^[a-z][-a-z0-9]*$'].search(data__spec__tuning__algorithm__name):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.algorithm.name must match pattern ^[a-z][-a-z0-9]*$")
                                if "settings" in data__spec__tuning__algorithm_keys:
                                    data__spec__tuning__algorithm_keys.remove("settings")
                                    data__spec__tuning__algorithm__settings = data__spec__tuning__algorithm["settings"]
                                    if not isinstance(data__spec__tuning__algorithm__settings, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.algorithm.settings must be object")
                                    data__spec__tuning__algorithm__settings_is_dict = isinstance(data__spec__tuning__algorithm__settings, dict)
                                    if data__spec__tuning__algorithm__settings_is_dict:
                                        data__spec__tuning__algorithm__settings_keys = set(data__spec__tuning__algorithm__settings.keys())
                                        for data__spec__tuning__algorithm__settings_key in data__spec__tuning__algorithm__settings_keys:
                                            if data__spec__tuning__algorithm__settings_key not in []:
                                                data__spec__tuning__algorithm__settings_value = data__spec__tuning__algorithm__settings.get(data__spec__tuning__algorithm__settings_key)
                                                if not isinstance(data__spec__tuning__algorithm__settings_value, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.algorithm.settings.{}".format(data__spec__tuning__algorithm__settings_key) + " must be string")
                                if data__spec__tuning__algorithm_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.algorithm must not contain "+str(data__spec__tuning__algorithm_keys)+" properties")
                        if "earlyStopping" in data__spec__tuning_keys:
                            data__spec__tuning_keys.remove("earlyStopping")
                            data__spec__tuning__earlyStopping = data__spec__tuning["earlyStopping"]
                            if not isinstance(data__spec__tuning__earlyStopping, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.earlyStopping must be object")
                            data__spec__tuning__earlyStopping_is_dict = isinstance(data__spec__tuning__earlyStopping, dict)
                            if data__spec__tuning__earlyStopping_is_dict:
                                data__spec__tuning__earlyStopping__missing_keys = set(['name']) - data__spec__tuning__earlyStopping.keys()
                                if data__spec__tuning__earlyStopping__missing_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.earlyStopping must contain ")
                                data__spec__tuning__earlyStopping_keys = set(data__spec__tuning__earlyStopping.keys())
                                if "name" in data__spec__tuning__earlyStopping_keys:
                                    data__spec__tuning__earlyStopping_keys.remove("name")
                                    data__spec__tuning__earlyStopping__name = data__spec__tuning__earlyStopping["name"]
                                    if not isinstance(data__spec__tuning__earlyStopping__name, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.earlyStopping.name must be string")
                                    if isinstance(data__spec__tuning__earlyStopping__name, str):
                                        if not REGEX_PATTERNS['^[a-z][-a-z0-9]*$'].search(data__spec__tuning__earlyStopping__name):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.earlyStopping.name must match pattern ^[a-z][-a-z0-9]*$")
                                if "settings" in data__spec__tuning__earlyStopping_keys:
                                    data__spec__tuning__earlyStopping_keys.remove("settings")
                                    data__spec__tuning__earlyStopping__settings = data__spec__tuning__earlyStopping["settings"]
                                    if not isinstance(data__spec__tuning__earlyStopping__settings, (dict)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.earlyStopping.settings must be object")
                                    data__spec__tuning__earlyStopping__settings_is_dict = isinstance(data__spec__tuning__earlyStopping__settings, dict)
                                    if data__spec__tuning__earlyStopping__settings_is_dict:
                                        data__spec__tuning__earlyStopping__settings_keys = set(data__spec__tuning__earlyStopping__settings.keys())
                                        for data__spec__tuning__earlyStopping__settings_key in data__spec__tuning__earlyStopping__settings_keys:
                                            if data__spec__tuning__earlyStopping__settings_key not in []:
                                                data__spec__tuning__earlyStopping__settings_value = data__spec__tuning__earlyStopping__settings.get(data__spec__tuning__earlyStopping__settings_key)
                                                if not isinstance(data__spec__tuning__earlyStopping__settings_value, (str)):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.earlyStopping.settings.{}".format(data__spec__tuning__earlyStopping__settings_key) + " must be string")
                                if data__spec__tuning__earlyStopping_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.earlyStopping must not contain "+str(data__spec__tuning__earlyStopping_keys)+" properties")
                        if "parameters" in data__spec__tuning_keys:
                            data__spec__tuning_keys.remove("parameters")
                            data__spec__tuning__parameters = data__spec__tuning["parameters"]
                            if not isinstance(data__spec__tuning__parameters, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.parameters must be object")
                            data__spec__tuning__parameters_is_dict = isinstance(data__spec__tuning__parameters, dict)
                            if data__spec__tuning__parameters_is_dict:
                                data__spec__tuning__parameters_len = len(data__spec__tuning__parameters)
                                if data__spec__tuning__parameters_len < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.parameters must contain at least 1 properties")
                                data__spec__tuning__parameters_keys = set(data__spec__tuning__parameters.keys())
                                for data__spec__tuning__parameters_key in data__spec__tuning__parameters_keys:
                                    if data__spec__tuning__parameters_key not in []:
                                        data__spec__tuning__parameters_value = data__spec__tuning__parameters.get(data__spec__tuning__parameters_key)
                                        validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d44(data__spec__tuning__parameters_value, custom_formats, (name_prefix or "data") + ".spec.tuning.parameters.{}".format(data__spec__tuning__parameters_key))
                                if data__spec__tuning__parameters_len != 0:
                                    data__spec__tuning__parameters_property_names = True
                                    for data__spec__tuning__parameters_key in data__spec__tuning__parameters:
                                        try:
                                            if isinstance(data__spec__tuning__parameters_key, str):
                                                if not REGEX_PATTERNS['^[^{}"\\\\<>&\\x00-\\x1f\u2028\u2029]+$'].search(data__spec__tuning__parameters_key):
                                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.parameters must match pattern ^[^{}\"\\\\<>&\\x00-\\x1f\u2028\u2029]+$")
                                        except (JsonSchemaValueException, JsonSchemaValuesException):
                                            data__spec__tuning__parameters_property_names = False
                                    if not data__spec__tuning__parameters_property_names:
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.parameters must be named by propertyName definition")
                        if "trials" in data__spec__tuning_keys:
                            data__spec__tuning_keys.remove("trials")
                            data__spec__tuning__trials = data__spec__tuning["trials"]
                            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d49(data__spec__tuning__trials, custom_formats, (name_prefix or "data") + ".spec.tuning.trials")
                        if "resumePolicy" in data__spec__tuning_keys:
                            data__spec__tuning_keys.remove("resumePolicy")
                            data__spec__tuning__resumePolicy = data__spec__tuning["resumePolicy"]
                            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d50(data__spec__tuning__resumePolicy, custom_formats, (name_prefix or "data") + ".spec.tuning.resumePolicy")
                        if "metricsCollector" in data__spec__tuning_keys:
                            data__spec__tuning_keys.remove("metricsCollector")
                            data__spec__tuning__metricsCollector = data__spec__tuning["metricsCollector"]
                            if not isinstance(data__spec__tuning__metricsCollector, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.metricsCollector must be object")
                            data__spec__tuning__metricsCollector_is_dict = isinstance(data__spec__tuning__metricsCollector, dict)
                            if data__spec__tuning__metricsCollector_is_dict:
                                data__spec__tuning__metricsCollector__missing_keys = set(['kind']) - data__spec__tuning__metricsCollector.keys()
                                if data__spec__tuning__metricsCollector__missing_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.metricsCollector must contain ")
                                data__spec__tuning__metricsCollector_keys = set(data__spec__tuning__metricsCollector.keys())
                                if "kind" in data__spec__tuning__metricsCollector_keys:
                                    data__spec__tuning__metricsCollector_keys.remove("kind")
                                    data__spec__tuning__metricsCollector__kind = data__spec__tuning__metricsCollector["kind"]
                                    if not isinstance(data__spec__tuning__metricsCollector__kind, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.metricsCollector.kind must be string")
                                    if not (isinstance(data__spec__tuning__metricsCollector__kind, str) and data__spec__tuning__metricsCollector__kind == 'StdOut' or isinstance(data__spec__tuning__metricsCollector__kind, str) and data__spec__tuning__metricsCollector__kind == 'File' or isinstance(data__spec__tuning__metricsCollector__kind, str) and data__spec__tuning__metricsCollector__kind == 'TensorFlowEvent' or isinstance(data__spec__tuning__metricsCollector__kind, str) and data__spec__tuning__metricsCollector__kind == 'PrometheusMetric' or isinstance(data__spec__tuning__metricsCollector__kind, str) and data__spec__tuning__metricsCollector__kind == 'Push'):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.metricsCollector.kind must be one of ['StdOut', 'File', 'TensorFlowEvent', 'PrometheusMetric', 'Push']")
                                if "path" in data__spec__tuning__metricsCollector_keys:
                                    data__spec__tuning__metricsCollector_keys.remove("path")
                                    data__spec__tuning__metricsCollector__path = data__spec__tuning__metricsCollector["path"]
                                    if not isinstance(data__spec__tuning__metricsCollector__path, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.metricsCollector.path must be string")
                                    if isinstance(data__spec__tuning__metricsCollector__path, str):
                                        if not REGEX_PATTERNS['^/.*[^/]$'].search(data__spec__tuning__metricsCollector__path):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.metricsCollector.path must match pattern ^/.*[^/]$")
                                if "format" in data__spec__tuning__metricsCollector_keys:
                                    data__spec__tuning__metricsCollector_keys.remove("format")
                                    data__spec__tuning__metricsCollector__format = data__spec__tuning__metricsCollector["format"]
                                    if not isinstance(data__spec__tuning__metricsCollector__format, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.metricsCollector.format must be string")
                                    if not (isinstance(data__spec__tuning__metricsCollector__format, str) and data__spec__tuning__metricsCollector__format == 'TEXT' or isinstance(data__spec__tuning__metricsCollector__format, str) and data__spec__tuning__metricsCollector__format == 'JSON'):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.metricsCollector.format must be one of ['TEXT', 'JSON']")
                                if "filter" in data__spec__tuning__metricsCollector_keys:
                                    data__spec__tuning__metricsCollector_keys.remove("filter")
                                    data__spec__tuning__metricsCollector__filter = data__spec__tuning__metricsCollector["filter"]
                                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d51(data__spec__tuning__metricsCollector__filter, custom_formats, (name_prefix or "data") + ".spec.tuning.metricsCollector.filter")
                                if "port" in data__spec__tuning__metricsCollector_keys:
                                    data__spec__tuning__metricsCollector_keys.remove("port")
                                    data__spec__tuning__metricsCollector__port = data__spec__tuning__metricsCollector["port"]
                                    if not isinstance(data__spec__tuning__metricsCollector__port, (int)) or isinstance(data__spec__tuning__metricsCollector__port, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.metricsCollector.port must be integer")
                                    if isinstance(data__spec__tuning__metricsCollector__port, (int, float, Decimal)) and not isinstance(data__spec__tuning__metricsCollector__port, bool):
                                        if data__spec__tuning__metricsCollector__port < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.metricsCollector.port must be bigger than or equal to 1")
                                        if data__spec__tuning__metricsCollector__port > 65535:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.metricsCollector.port must be smaller than or equal to 65535")
                                if "scrapePath" in data__spec__tuning__metricsCollector_keys:
                                    data__spec__tuning__metricsCollector_keys.remove("scrapePath")
                                    data__spec__tuning__metricsCollector__scrapePath = data__spec__tuning__metricsCollector["scrapePath"]
                                    if not isinstance(data__spec__tuning__metricsCollector__scrapePath, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.metricsCollector.scrapePath must be string")
                                    if isinstance(data__spec__tuning__metricsCollector__scrapePath, str):
                                        if not REGEX_PATTERNS['^/'].search(data__spec__tuning__metricsCollector__scrapePath):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.metricsCollector.scrapePath must match pattern ^/")
                                if data__spec__tuning__metricsCollector_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.metricsCollector must not contain "+str(data__spec__tuning__metricsCollector_keys)+" properties")
                        if "parametersFile" in data__spec__tuning_keys:
                            data__spec__tuning_keys.remove("parametersFile")
                            data__spec__tuning__parametersFile = data__spec__tuning["parametersFile"]
                            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d52(data__spec__tuning__parametersFile, custom_formats, (name_prefix or "data") + ".spec.tuning.parametersFile")
                        if "retain" in data__spec__tuning_keys:
                            data__spec__tuning_keys.remove("retain")
                            data__spec__tuning__retain = data__spec__tuning["retain"]
                            if not isinstance(data__spec__tuning__retain, (bool)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning.retain must be boolean")
                        if "primaryPodLabels" in data__spec__tuning_keys:
                            data__spec__tuning_keys.remove("primaryPodLabels")
                            data__spec__tuning__primaryPodLabels = data__spec__tuning["primaryPodLabels"]
                            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d53(data__spec__tuning__primaryPodLabels, custom_formats, (name_prefix or "data") + ".spec.tuning.primaryPodLabels")
                        if data__spec__tuning_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.tuning must not contain "+str(data__spec__tuning_keys)+" properties")
                if "updatePolicy" in data__spec_keys:
                    data__spec_keys.remove("updatePolicy")
                    data__spec__updatePolicy = data__spec["updatePolicy"]
                    if not isinstance(data__spec__updatePolicy, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.updatePolicy must be string")
                    if not (isinstance(data__spec__updatePolicy, str) and data__spec__updatePolicy == 'AfterCompletion' or isinstance(data__spec__updatePolicy, str) and data__spec__updatePolicy == 'Recreate' or isinstance(data__spec__updatePolicy, str) and data__spec__updatePolicy == 'Never'):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.updatePolicy must be one of ['AfterCompletion', 'Recreate', 'Never']")
                if "historyLimit" in data__spec_keys:
                    data__spec_keys.remove("historyLimit")
                    data__spec__historyLimit = data__spec["historyLimit"]
                    if not isinstance(data__spec__historyLimit, (int)) or isinstance(data__spec__historyLimit, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.historyLimit must be integer")
                    if isinstance(data__spec__historyLimit, (int, float, Decimal)) and not isinstance(data__spec__historyLimit, bool):
                        if data__spec__historyLimit < 0:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec.historyLimit must be bigger than or equal to 0")
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
                                validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d54(data__spec__environments_value, custom_formats, (name_prefix or "data") + ".spec.environments.{}".format(data__spec__environments_key))
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
            data__status_is_dict = isinstance(data__status, dict)
            if data__status_is_dict:
                data__status_keys = set(data__status.keys())
                if "observedGeneration" in data__status_keys:
                    data__status_keys.remove("observedGeneration")
                    data__status__observedGeneration = data__status["observedGeneration"]
                    if not isinstance(data__status__observedGeneration, (int)) or isinstance(data__status__observedGeneration, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.observedGeneration must be integer")
                    if isinstance(data__status__observedGeneration, (int, float, Decimal)) and not isinstance(data__status__observedGeneration, bool):
                        if data__status__observedGeneration < 0:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.observedGeneration must be bigger than or equal to 0")
                if "specHash" in data__status_keys:
                    data__status_keys.remove("specHash")
                    data__status__specHash = data__status["specHash"]
                    if not isinstance(data__status__specHash, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.specHash must be string")
                if "revision" in data__status_keys:
                    data__status_keys.remove("revision")
                    data__status__revision = data__status["revision"]
                    if not isinstance(data__status__revision, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.revision must be string")
                if "phase" in data__status_keys:
                    data__status_keys.remove("phase")
                    data__status__phase = data__status["phase"]
                    if not isinstance(data__status__phase, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.phase must be string")
                if "job" in data__status_keys:
                    data__status_keys.remove("job")
                    data__status__job = data__status["job"]
                    if not isinstance(data__status__job, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.job must be object")
                    data__status__job_is_dict = isinstance(data__status__job, dict)
                    if data__status__job_is_dict:
                        data__status__job_keys = set(data__status__job.keys())
                        if "apiVersion" in data__status__job_keys:
                            data__status__job_keys.remove("apiVersion")
                            data__status__job__apiVersion = data__status__job["apiVersion"]
                            if not isinstance(data__status__job__apiVersion, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.job.apiVersion must be string")
                        if "kind" in data__status__job_keys:
                            data__status__job_keys.remove("kind")
                            data__status__job__kind = data__status__job["kind"]
                            if not isinstance(data__status__job__kind, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.job.kind must be string")
                        if "name" in data__status__job_keys:
                            data__status__job_keys.remove("name")
                            data__status__job__name = data__status__job["name"]
                            if not isinstance(data__status__job__name, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.job.name must be string")
                        if data__status__job_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.job must not contain "+str(data__status__job_keys)+" properties")
                if "jobs" in data__status_keys:
                    data__status_keys.remove("jobs")
                    data__status__jobs = data__status["jobs"]
                    if not isinstance(data__status__jobs, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.jobs must be array")
                    data__status__jobs_is_list = isinstance(data__status__jobs, (list, tuple))
                    if data__status__jobs_is_list:
                        data__status__jobs_len = len(data__status__jobs)
                        for data__status__jobs_x, data__status__jobs_item in enumerate(data__status__jobs):
                            if not isinstance(data__status__jobs_item, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.jobs[{}]".format(data__status__jobs_x) + " must be object")
                            data__status__jobs_item_is_dict = isinstance(data__status__jobs_item, dict)
                            if data__status__jobs_item_is_dict:
                                data__status__jobs_item_keys = set(data__status__jobs_item.keys())
                                if "kind" in data__status__jobs_item_keys:
                                    data__status__jobs_item_keys.remove("kind")
                                    data__status__jobs_item__kind = data__status__jobs_item["kind"]
                                    if not isinstance(data__status__jobs_item__kind, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.jobs[{}].kind".format(data__status__jobs_x) + " must be string")
                                if "name" in data__status__jobs_item_keys:
                                    data__status__jobs_item_keys.remove("name")
                                    data__status__jobs_item__name = data__status__jobs_item["name"]
                                    if not isinstance(data__status__jobs_item__name, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.jobs[{}].name".format(data__status__jobs_x) + " must be string")
                                if "revision" in data__status__jobs_item_keys:
                                    data__status__jobs_item_keys.remove("revision")
                                    data__status__jobs_item__revision = data__status__jobs_item["revision"]
                                    if not isinstance(data__status__jobs_item__revision, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.jobs[{}].revision".format(data__status__jobs_x) + " must be string")
                                if "phase" in data__status__jobs_item_keys:
                                    data__status__jobs_item_keys.remove("phase")
                                    data__status__jobs_item__phase = data__status__jobs_item["phase"]
                                    if not isinstance(data__status__jobs_item__phase, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.jobs[{}].phase".format(data__status__jobs_x) + " must be string")
                                if "finishedAt" in data__status__jobs_item_keys:
                                    data__status__jobs_item_keys.remove("finishedAt")
                                    data__status__jobs_item__finishedAt = data__status__jobs_item["finishedAt"]
                                    if not isinstance(data__status__jobs_item__finishedAt, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.jobs[{}].finishedAt".format(data__status__jobs_x) + " must be string")
                                    if isinstance(data__status__jobs_item__finishedAt, str):
                                        if not REGEX_PATTERNS["date-time_re_pattern"].match(data__status__jobs_item__finishedAt):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.jobs[{}].finishedAt".format(data__status__jobs_x) + " must be date-time")
                                if "gone" in data__status__jobs_item_keys:
                                    data__status__jobs_item_keys.remove("gone")
                                    data__status__jobs_item__gone = data__status__jobs_item["gone"]
                                    if not isinstance(data__status__jobs_item__gone, (bool)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.jobs[{}].gone".format(data__status__jobs_x) + " must be boolean")
                                if "generation" in data__status__jobs_item_keys:
                                    data__status__jobs_item_keys.remove("generation")
                                    data__status__jobs_item__generation = data__status__jobs_item["generation"]
                                    if not isinstance(data__status__jobs_item__generation, (int)) or isinstance(data__status__jobs_item__generation, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.jobs[{}].generation".format(data__status__jobs_x) + " must be integer")
                                    if isinstance(data__status__jobs_item__generation, (int, float, Decimal)) and not isinstance(data__status__jobs_item__generation, bool):
                                        if data__status__jobs_item__generation < 0:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.jobs[{}].generation".format(data__status__jobs_x) + " must be bigger than or equal to 0")
                                if data__status__jobs_item_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.jobs[{}]".format(data__status__jobs_x) + " must not contain "+str(data__status__jobs_item_keys)+" properties")
                if "inventory" in data__status_keys:
                    data__status_keys.remove("inventory")
                    data__status__inventory = data__status["inventory"]
                    if not isinstance(data__status__inventory, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.inventory must be array")
                    data__status__inventory_is_list = isinstance(data__status__inventory, (list, tuple))
                    if data__status__inventory_is_list:
                        data__status__inventory_len = len(data__status__inventory)
                        for data__status__inventory_x, data__status__inventory_item in enumerate(data__status__inventory):
                            if not isinstance(data__status__inventory_item, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.inventory[{}]".format(data__status__inventory_x) + " must be string")
                if "conditions" in data__status_keys:
                    data__status_keys.remove("conditions")
                    data__status__conditions = data__status["conditions"]
                    if not isinstance(data__status__conditions, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.conditions must be array")
                    data__status__conditions_is_list = isinstance(data__status__conditions, (list, tuple))
                    if data__status__conditions_is_list:
                        data__status__conditions_len = len(data__status__conditions)
                        for data__status__conditions_x, data__status__conditions_item in enumerate(data__status__conditions):
                            if not isinstance(data__status__conditions_item, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.conditions[{}]".format(data__status__conditions_x) + " must be object")
                            data__status__conditions_item_is_dict = isinstance(data__status__conditions_item, dict)
                            if data__status__conditions_item_is_dict:
                                data__status__conditions_item_keys = set(data__status__conditions_item.keys())
                                if "type" in data__status__conditions_item_keys:
                                    data__status__conditions_item_keys.remove("type")
                                    data__status__conditions_item__type = data__status__conditions_item["type"]
                                    if not isinstance(data__status__conditions_item__type, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.conditions[{}].type".format(data__status__conditions_x) + " must be string")
                                if "status" in data__status__conditions_item_keys:
                                    data__status__conditions_item_keys.remove("status")
                                    data__status__conditions_item__status = data__status__conditions_item["status"]
                                    if not isinstance(data__status__conditions_item__status, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.conditions[{}].status".format(data__status__conditions_x) + " must be string")
                                    if not (isinstance(data__status__conditions_item__status, str) and data__status__conditions_item__status == 'True' or isinstance(data__status__conditions_item__status, str) and data__status__conditions_item__status == 'False' or isinstance(data__status__conditions_item__status, str) and data__status__conditions_item__status == 'Unknown'):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.conditions[{}].status".format(data__status__conditions_x) + " must be one of ['True', 'False', 'Unknown']")
                                if "reason" in data__status__conditions_item_keys:
                                    data__status__conditions_item_keys.remove("reason")
                                    data__status__conditions_item__reason = data__status__conditions_item["reason"]
                                    if not isinstance(data__status__conditions_item__reason, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.conditions[{}].reason".format(data__status__conditions_x) + " must be string")
                                if "message" in data__status__conditions_item_keys:
                                    data__status__conditions_item_keys.remove("message")
                                    data__status__conditions_item__message = data__status__conditions_item["message"]
                                    if not isinstance(data__status__conditions_item__message, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.conditions[{}].message".format(data__status__conditions_x) + " must be string")
                                if "lastTransitionTime" in data__status__conditions_item_keys:
                                    data__status__conditions_item_keys.remove("lastTransitionTime")
                                    data__status__conditions_item__lastTransitionTime = data__status__conditions_item["lastTransitionTime"]
                                    if not isinstance(data__status__conditions_item__lastTransitionTime, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.conditions[{}].lastTransitionTime".format(data__status__conditions_x) + " must be string")
                                    if isinstance(data__status__conditions_item__lastTransitionTime, str):
                                        if not REGEX_PATTERNS["date-time_re_pattern"].match(data__status__conditions_item__lastTransitionTime):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.conditions[{}].lastTransitionTime".format(data__status__conditions_x) + " must be date-time")
                                if "observedGeneration" in data__status__conditions_item_keys:
                                    data__status__conditions_item_keys.remove("observedGeneration")
                                    data__status__conditions_item__observedGeneration = data__status__conditions_item["observedGeneration"]
                                    if not isinstance(data__status__conditions_item__observedGeneration, (int)) or isinstance(data__status__conditions_item__observedGeneration, bool):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.conditions[{}].observedGeneration".format(data__status__conditions_x) + " must be integer")
                                    if isinstance(data__status__conditions_item__observedGeneration, (int, float, Decimal)) and not isinstance(data__status__conditions_item__observedGeneration, bool):
                                        if data__status__conditions_item__observedGeneration < 0:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.conditions[{}].observedGeneration".format(data__status__conditions_x) + " must be bigger than or equal to 0")
                                if data__status__conditions_item_keys:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".status.conditions[{}]".format(data__status__conditions_x) + " must not contain "+str(data__status__conditions_item_keys)+" properties")
                if data__status_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".status must not contain "+str(data__status_keys)+" properties")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d54(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "image" in data_keys:
            data_keys.remove("image")
            data__image = data["image"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d0(data__image, custom_formats, (name_prefix or "data") + ".image")
        if "imagePullPolicy" in data_keys:
            data_keys.remove("imagePullPolicy")
            data__imagePullPolicy = data["imagePullPolicy"]
            if not isinstance(data__imagePullPolicy, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".imagePullPolicy must be string")
            if not (isinstance(data__imagePullPolicy, str) and data__imagePullPolicy == 'Always' or isinstance(data__imagePullPolicy, str) and data__imagePullPolicy == 'IfNotPresent' or isinstance(data__imagePullPolicy, str) and data__imagePullPolicy == 'Never'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".imagePullPolicy must be one of ['Always', 'IfNotPresent', 'Never']")
        if "command" in data_keys:
            data_keys.remove("command")
            data__command = data["command"]
            if not isinstance(data__command, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".command must be array")
            data__command_is_list = isinstance(data__command, (list, tuple))
            if data__command_is_list:
                data__command_len = len(data__command)
                for data__command_x, data__command_item in enumerate(data__command):
                    if not isinstance(data__command_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".command[{}]".format(data__command_x) + " must be string")
        if "args" in data_keys:
            data_keys.remove("args")
            data__args = data["args"]
            if not isinstance(data__args, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".args must be array")
            data__args_is_list = isinstance(data__args, (list, tuple))
            if data__args_is_list:
                data__args_len = len(data__args)
                for data__args_x, data__args_item in enumerate(data__args):
                    if not isinstance(data__args_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".args[{}]".format(data__args_x) + " must be string")
        if "workingDir" in data_keys:
            data_keys.remove("workingDir")
            data__workingDir = data["workingDir"]
            if not isinstance(data__workingDir, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".workingDir must be string")
            if isinstance(data__workingDir, str):
                if not REGEX_PATTERNS['^/'].search(data__workingDir):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".workingDir must match pattern ^/")
        if "env" in data_keys:
            data_keys.remove("env")
            data__env = data["env"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d1(data__env, custom_formats, (name_prefix or "data") + ".env")
        if "resources" in data_keys:
            data_keys.remove("resources")
            data__resources = data["resources"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d5(data__resources, custom_formats, (name_prefix or "data") + ".resources")
        if "ports" in data_keys:
            data_keys.remove("ports")
            data__ports = data["ports"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d55(data__ports, custom_formats, (name_prefix or "data") + ".ports")
        if "containerName" in data_keys:
            data_keys.remove("containerName")
            data__containerName = data["containerName"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d16(data__containerName, custom_formats, (name_prefix or "data") + ".containerName")
        if "runtime" in data_keys:
            data_keys.remove("runtime")
            data__runtime = data["runtime"]
            if not isinstance(data__runtime, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime must be string")
            if isinstance(data__runtime, str):
                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__runtime):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".runtime must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
        if "runtimeKind" in data_keys:
            data_keys.remove("runtimeKind")
            data__runtimeKind = data["runtimeKind"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d17(data__runtimeKind, custom_formats, (name_prefix or "data") + ".runtimeKind")
        if "runtimeJobs" in data_keys:
            data_keys.remove("runtimeJobs")
            data__runtimeJobs = data["runtimeJobs"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d18(data__runtimeJobs, custom_formats, (name_prefix or "data") + ".runtimeJobs")
        if "replicas" in data_keys:
            data_keys.remove("replicas")
            data__replicas = data["replicas"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d19(data__replicas, custom_formats, (name_prefix or "data") + ".replicas")
        if "restartPolicy" in data_keys:
            data_keys.remove("restartPolicy")
            data__restartPolicy = data["restartPolicy"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d20(data__restartPolicy, custom_formats, (name_prefix or "data") + ".restartPolicy")
        if "gpu" in data_keys:
            data_keys.remove("gpu")
            data__gpu = data["gpu"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d21(data__gpu, custom_formats, (name_prefix or "data") + ".gpu")
        if "nodeSelector" in data_keys:
            data_keys.remove("nodeSelector")
            data__nodeSelector = data["nodeSelector"]
            if not isinstance(data__nodeSelector, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".nodeSelector must be object")
            data__nodeSelector_is_dict = isinstance(data__nodeSelector, dict)
            if data__nodeSelector_is_dict:
                data__nodeSelector_keys = set(data__nodeSelector.keys())
                for data__nodeSelector_key in data__nodeSelector_keys:
                    if data__nodeSelector_key not in []:
                        data__nodeSelector_value = data__nodeSelector.get(data__nodeSelector_key)
                        if not isinstance(data__nodeSelector_value, (str)):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".nodeSelector.{}".format(data__nodeSelector_key) + " must be string")
        if "tolerations" in data_keys:
            data_keys.remove("tolerations")
            data__tolerations = data["tolerations"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d23(data__tolerations, custom_formats, (name_prefix or "data") + ".tolerations")
        if "priorityClassName" in data_keys:
            data_keys.remove("priorityClassName")
            data__priorityClassName = data["priorityClassName"]
            if not isinstance(data__priorityClassName, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".priorityClassName must be string")
            if isinstance(data__priorityClassName, str):
                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__priorityClassName):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".priorityClassName must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
        if "schedulerName" in data_keys:
            data_keys.remove("schedulerName")
            data__schedulerName = data["schedulerName"]
            if not isinstance(data__schedulerName, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".schedulerName must be string")
        if "elastic" in data_keys:
            data_keys.remove("elastic")
            data__elastic = data["elastic"]
            if not isinstance(data__elastic, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic must be object")
            data__elastic_is_dict = isinstance(data__elastic, dict)
            if data__elastic_is_dict:
                data__elastic_keys = set(data__elastic.keys())
                if "min" in data__elastic_keys:
                    data__elastic_keys.remove("min")
                    data__elastic__min = data__elastic["min"]
                    if not isinstance(data__elastic__min, (int)) or isinstance(data__elastic__min, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.min must be integer")
                    if isinstance(data__elastic__min, (int, float, Decimal)) and not isinstance(data__elastic__min, bool):
                        if data__elastic__min < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.min must be bigger than or equal to 1")
                        if data__elastic__min > 10000:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.min must be smaller than or equal to 10000")
                if "max" in data__elastic_keys:
                    data__elastic_keys.remove("max")
                    data__elastic__max = data__elastic["max"]
                    if not isinstance(data__elastic__max, (int)) or isinstance(data__elastic__max, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.max must be integer")
                    if isinstance(data__elastic__max, (int, float, Decimal)) and not isinstance(data__elastic__max, bool):
                        if data__elastic__max < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.max must be bigger than or equal to 1")
                        if data__elastic__max > 10000:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.max must be smaller than or equal to 10000")
                if "rendezvous" in data__elastic_keys:
                    data__elastic_keys.remove("rendezvous")
                    data__elastic__rendezvous = data__elastic["rendezvous"]
                    if not isinstance(data__elastic__rendezvous, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.rendezvous must be string")
                    if not (isinstance(data__elastic__rendezvous, str) and data__elastic__rendezvous == 'c10d' or isinstance(data__elastic__rendezvous, str) and data__elastic__rendezvous == 'etcd' or isinstance(data__elastic__rendezvous, str) and data__elastic__rendezvous == 'etcd-v2'):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.rendezvous must be one of ['c10d', 'etcd', 'etcd-v2']")
                if "host" in data__elastic_keys:
                    data__elastic_keys.remove("host")
                    data__elastic__host = data__elastic["host"]
                    if not isinstance(data__elastic__host, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.host must be string")
                if "port" in data__elastic_keys:
                    data__elastic_keys.remove("port")
                    data__elastic__port = data__elastic["port"]
                    if not isinstance(data__elastic__port, (int)) or isinstance(data__elastic__port, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.port must be integer")
                    if isinstance(data__elastic__port, (int, float, Decimal)) and not isinstance(data__elastic__port, bool):
                        if data__elastic__port < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.port must be bigger than or equal to 1")
                        if data__elastic__port > 65535:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.port must be smaller than or equal to 65535")
                if "maxRestarts" in data__elastic_keys:
                    data__elastic_keys.remove("maxRestarts")
                    data__elastic__maxRestarts = data__elastic["maxRestarts"]
                    if not isinstance(data__elastic__maxRestarts, (int)) or isinstance(data__elastic__maxRestarts, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.maxRestarts must be integer")
                    if isinstance(data__elastic__maxRestarts, (int, float, Decimal)) and not isinstance(data__elastic__maxRestarts, bool):
                        if data__elastic__maxRestarts < 0:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.maxRestarts must be bigger than or equal to 0")
                        if data__elastic__maxRestarts > 2147483647:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.maxRestarts must be smaller than or equal to 2147483647")
                if "id" in data__elastic_keys:
                    data__elastic_keys.remove("id")
                    data__elastic__id = data__elastic["id"]
                    if not isinstance(data__elastic__id, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.id must be string")
                    if isinstance(data__elastic__id, str):
                        data__elastic__id_len = len(data__elastic__id)
                        if data__elastic__id_len < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.id must be longer than or equal to 1 characters")
                if "conf" in data__elastic_keys:
                    data__elastic_keys.remove("conf")
                    data__elastic__conf = data__elastic["conf"]
                    if not isinstance(data__elastic__conf, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.conf must be object")
                    data__elastic__conf_is_dict = isinstance(data__elastic__conf, dict)
                    if data__elastic__conf_is_dict:
                        data__elastic__conf_keys = set(data__elastic__conf.keys())
                        for data__elastic__conf_key in data__elastic__conf_keys:
                            if data__elastic__conf_key not in []:
                                data__elastic__conf_value = data__elastic__conf.get(data__elastic__conf_key)
                                if not isinstance(data__elastic__conf_value, (str)):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.conf.{}".format(data__elastic__conf_key) + " must be string")
                if "standalone" in data__elastic_keys:
                    data__elastic_keys.remove("standalone")
                    data__elastic__standalone = data__elastic["standalone"]
                    if not isinstance(data__elastic__standalone, (bool)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.standalone must be boolean")
                if "metrics" in data__elastic_keys:
                    data__elastic_keys.remove("metrics")
                    data__elastic__metrics = data__elastic["metrics"]
                    if not isinstance(data__elastic__metrics, (list, tuple)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.metrics must be array")
                    data__elastic__metrics_is_list = isinstance(data__elastic__metrics, (list, tuple))
                    if data__elastic__metrics_is_list:
                        data__elastic__metrics_len = len(data__elastic__metrics)
                        if data__elastic__metrics_len < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.metrics must contain at least 1 items")
                        for data__elastic__metrics_x, data__elastic__metrics_item in enumerate(data__elastic__metrics):
                            if not isinstance(data__elastic__metrics_item, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.metrics[{}]".format(data__elastic__metrics_x) + " must be object")
                            data__elastic__metrics_item_is_dict = isinstance(data__elastic__metrics_item, dict)
                            if data__elastic__metrics_item_is_dict:
                                data__elastic__metrics_item_keys = set(data__elastic__metrics_item.keys())
                                if "type" in data__elastic__metrics_item_keys:
                                    data__elastic__metrics_item_keys.remove("type")
                                    data__elastic__metrics_item__type = data__elastic__metrics_item["type"]
                                    if not isinstance(data__elastic__metrics_item__type, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.metrics[{}].type".format(data__elastic__metrics_x) + " must be string")
                                    if not (isinstance(data__elastic__metrics_item__type, str) and data__elastic__metrics_item__type == 'ContainerResource' or isinstance(data__elastic__metrics_item__type, str) and data__elastic__metrics_item__type == 'External' or isinstance(data__elastic__metrics_item__type, str) and data__elastic__metrics_item__type == 'Object' or isinstance(data__elastic__metrics_item__type, str) and data__elastic__metrics_item__type == 'Pods' or isinstance(data__elastic__metrics_item__type, str) and data__elastic__metrics_item__type == 'Resource'):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic.metrics[{}].type".format(data__elastic__metrics_x) + " must be one of ['ContainerResource', 'External', 'Object', 'Pods', 'Resource']")
                if data__elastic_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".elastic must not contain "+str(data__elastic_keys)+" properties")
        if "nprocPerNode" in data_keys:
            data_keys.remove("nprocPerNode")
            data__nprocPerNode = data["nprocPerNode"]
            if not isinstance(data__nprocPerNode, (int)) or isinstance(data__nprocPerNode, bool):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".nprocPerNode must be integer")
            if isinstance(data__nprocPerNode, (int, float, Decimal)) and not isinstance(data__nprocPerNode, bool):
                if data__nprocPerNode < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".nprocPerNode must be bigger than or equal to 1")
                if data__nprocPerNode > 2147483647:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".nprocPerNode must be smaller than or equal to 2147483647")
        if "sharedMemory" in data_keys:
            data_keys.remove("sharedMemory")
            data__sharedMemory = data["sharedMemory"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d25(data__sharedMemory, custom_formats, (name_prefix or "data") + ".sharedMemory")
        if "volumes" in data_keys:
            data_keys.remove("volumes")
            data__volumes = data["volumes"]
            if not isinstance(data__volumes, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".volumes must be array")
            data__volumes_is_list = isinstance(data__volumes, (list, tuple))
            if data__volumes_is_list:
                data__volumes_len = len(data__volumes)
                for data__volumes_x, data__volumes_item in enumerate(data__volumes):
                    if not isinstance(data__volumes_item, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".volumes[{}]".format(data__volumes_x) + " must be object")
                    data__volumes_item_is_dict = isinstance(data__volumes_item, dict)
                    if data__volumes_item_is_dict:
                        data__volumes_item_keys = set(data__volumes_item.keys())
                        if "name" in data__volumes_item_keys:
                            data__volumes_item_keys.remove("name")
                            data__volumes_item__name = data__volumes_item["name"]
                            if not isinstance(data__volumes_item__name, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".volumes[{}].name".format(data__volumes_x) + " must be string")
                            if isinstance(data__volumes_item__name, str):
                                data__volumes_item__name_len = len(data__volumes_item__name)
                                if data__volumes_item__name_len > 63:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".volumes[{}].name".format(data__volumes_x) + " must be shorter than or equal to 63 characters")
                                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__volumes_item__name):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".volumes[{}].name".format(data__volumes_x) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
                        if "claim" in data__volumes_item_keys:
                            data__volumes_item_keys.remove("claim")
                            data__volumes_item__claim = data__volumes_item["claim"]
                            if not isinstance(data__volumes_item__claim, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".volumes[{}].claim".format(data__volumes_x) + " must be string")
                        if "configMap" in data__volumes_item_keys:
                            data__volumes_item_keys.remove("configMap")
                            data__volumes_item__configMap = data__volumes_item["configMap"]
                            if not isinstance(data__volumes_item__configMap, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".volumes[{}].configMap".format(data__volumes_x) + " must be string")
                        if "secret" in data__volumes_item_keys:
                            data__volumes_item_keys.remove("secret")
                            data__volumes_item__secret = data__volumes_item["secret"]
                            if not isinstance(data__volumes_item__secret, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".volumes[{}].secret".format(data__volumes_x) + " must be string")
                        if "emptyDir" in data__volumes_item_keys:
                            data__volumes_item_keys.remove("emptyDir")
                            data__volumes_item__emptyDir = data__volumes_item["emptyDir"]
                            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d26(data__volumes_item__emptyDir, custom_formats, (name_prefix or "data") + ".volumes[{}].emptyDir".format(data__volumes_x))
                        if "path" in data__volumes_item_keys:
                            data__volumes_item_keys.remove("path")
                            data__volumes_item__path = data__volumes_item["path"]
                            if not isinstance(data__volumes_item__path, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".volumes[{}].path".format(data__volumes_x) + " must be string")
                            if isinstance(data__volumes_item__path, str):
                                if not REGEX_PATTERNS['^/'].search(data__volumes_item__path):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".volumes[{}].path".format(data__volumes_x) + " must match pattern ^/")
                        if "readOnly" in data__volumes_item_keys:
                            data__volumes_item_keys.remove("readOnly")
                            data__volumes_item__readOnly = data__volumes_item["readOnly"]
                            if not isinstance(data__volumes_item__readOnly, (bool)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".volumes[{}].readOnly".format(data__volumes_x) + " must be boolean")
                        if "subPath" in data__volumes_item_keys:
                            data__volumes_item_keys.remove("subPath")
                            data__volumes_item__subPath = data__volumes_item["subPath"]
                            if not isinstance(data__volumes_item__subPath, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".volumes[{}].subPath".format(data__volumes_x) + " must be string")
                        if "roles" in data__volumes_item_keys:
                            data__volumes_item_keys.remove("roles")
                            data__volumes_item__roles = data__volumes_item["roles"]
                            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d27(data__volumes_item__roles, custom_formats, (name_prefix or "data") + ".volumes[{}].roles".format(data__volumes_x))
                        if data__volumes_item_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".volumes[{}]".format(data__volumes_x) + " must not contain "+str(data__volumes_item_keys)+" properties")
        if "runPolicy" in data_keys:
            data_keys.remove("runPolicy")
            data__runPolicy = data["runPolicy"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d28(data__runPolicy, custom_formats, (name_prefix or "data") + ".runPolicy")
        if "gang" in data_keys:
            data_keys.remove("gang")
            data__gang = data["gang"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d31(data__gang, custom_formats, (name_prefix or "data") + ".gang")
        if "mpi" in data_keys:
            data_keys.remove("mpi")
            data__mpi = data["mpi"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d33(data__mpi, custom_formats, (name_prefix or "data") + ".mpi")
        if "queue" in data_keys:
            data_keys.remove("queue")
            data__queue = data["queue"]
            if not isinstance(data__queue, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".queue must be string")
            if isinstance(data__queue, str):
                data__queue_len = len(data__queue)
                if data__queue_len > 63:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".queue must be shorter than or equal to 63 characters")
                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__queue):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".queue must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
        if "queuePriority" in data_keys:
            data_keys.remove("queuePriority")
            data__queuePriority = data["queuePriority"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d35(data__queuePriority, custom_formats, (name_prefix or "data") + ".queuePriority")
        if "tracking" in data_keys:
            data_keys.remove("tracking")
            data__tracking = data["tracking"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d36(data__tracking, custom_formats, (name_prefix or "data") + ".tracking")
        if "metrics" in data_keys:
            data_keys.remove("metrics")
            data__metrics = data["metrics"]
            if not isinstance(data__metrics, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".metrics must be object")
            data__metrics_is_dict = isinstance(data__metrics, dict)
            if data__metrics_is_dict:
                data__metrics_keys = set(data__metrics.keys())
                if "port" in data__metrics_keys:
                    data__metrics_keys.remove("port")
                    data__metrics__port = data__metrics["port"]
                    if not isinstance(data__metrics__port, (int)) or isinstance(data__metrics__port, bool):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".metrics.port must be integer")
                    if isinstance(data__metrics__port, (int, float, Decimal)) and not isinstance(data__metrics__port, bool):
                        if data__metrics__port < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".metrics.port must be bigger than or equal to 1")
                        if data__metrics__port > 65535:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".metrics.port must be smaller than or equal to 65535")
                if "path" in data__metrics_keys:
                    data__metrics_keys.remove("path")
                    data__metrics__path = data__metrics["path"]
                    if not isinstance(data__metrics__path, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".metrics.path must be string")
                    if isinstance(data__metrics__path, str):
                        if not REGEX_PATTERNS['^/'].search(data__metrics__path):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".metrics.path must match pattern ^/")
                if "interval" in data__metrics_keys:
                    data__metrics_keys.remove("interval")
                    data__metrics__interval = data__metrics["interval"]
                    if not isinstance(data__metrics__interval, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".metrics.interval must be string")
                    if isinstance(data__metrics__interval, str):
                        if not REGEX_PATTERNS['^[0-9]+(ms|s|m|h)$'].search(data__metrics__interval):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".metrics.interval must match pattern ^[0-9]+(ms|s|m|h)$")
                if "monitor" in data__metrics_keys:
                    data__metrics_keys.remove("monitor")
                    data__metrics__monitor = data__metrics["monitor"]
                    if not isinstance(data__metrics__monitor, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".metrics.monitor must be string")
                    if not (isinstance(data__metrics__monitor, str) and data__metrics__monitor == 'ServiceMonitor' or isinstance(data__metrics__monitor, str) and data__metrics__monitor == 'PodMonitor'):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".metrics.monitor must be one of ['ServiceMonitor', 'PodMonitor']")
                if "progress" in data__metrics_keys:
                    data__metrics_keys.remove("progress")
                    data__metrics__progress = data__metrics["progress"]
                    if not isinstance(data__metrics__progress, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".metrics.progress must be object")
                    data__metrics__progress_is_dict = isinstance(data__metrics__progress, dict)
                    if data__metrics__progress_is_dict:
                        data__metrics__progress_keys = set(data__metrics__progress.keys())
                        if "metric" in data__metrics__progress_keys:
                            data__metrics__progress_keys.remove("metric")
                            data__metrics__progress__metric = data__metrics__progress["metric"]
                            if not isinstance(data__metrics__progress__metric, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".metrics.progress.metric must be string")
                            if isinstance(data__metrics__progress__metric, str):
                                if not REGEX_PATTERNS['^[a-zA-Z_:][a-zA-Z0-9_:]*$'].search(data__metrics__progress__metric):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".metrics.progress.metric must match pattern ^[a-zA-Z_:][a-zA-Z0-9_:]*$")
                        if "type" in data__metrics__progress_keys:
                            data__metrics__progress_keys.remove("type")
                            data__metrics__progress__type = data__metrics__progress["type"]
                            if not isinstance(data__metrics__progress__type, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".metrics.progress.type must be string")
                            if not (isinstance(data__metrics__progress__type, str) and data__metrics__progress__type == 'counter' or isinstance(data__metrics__progress__type, str) and data__metrics__progress__type == 'timestamp'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".metrics.progress.type must be one of ['counter', 'timestamp']")
                        if "stallAfter" in data__metrics__progress_keys:
                            data__metrics__progress_keys.remove("stallAfter")
                            data__metrics__progress__stallAfter = data__metrics__progress["stallAfter"]
                            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d39(data__metrics__progress__stallAfter, custom_formats, (name_prefix or "data") + ".metrics.progress.stallAfter")
                        if data__metrics__progress_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".metrics.progress must not contain "+str(data__metrics__progress_keys)+" properties")
                if data__metrics_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".metrics must not contain "+str(data__metrics_keys)+" properties")
        if "serviceAccount" in data_keys:
            data_keys.remove("serviceAccount")
            data__serviceAccount = data["serviceAccount"]
            if not isinstance(data__serviceAccount, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".serviceAccount must be string")
            if isinstance(data__serviceAccount, str):
                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__serviceAccount):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".serviceAccount must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
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
        if "annotations" in data_keys:
            data_keys.remove("annotations")
            data__annotations = data["annotations"]
            if not isinstance(data__annotations, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".annotations must be object")
            data__annotations_is_dict = isinstance(data__annotations, dict)
            if data__annotations_is_dict:
                data__annotations_keys = set(data__annotations.keys())
                for data__annotations_key in data__annotations_keys:
                    if data__annotations_key not in []:
                        data__annotations_value = data__annotations.get(data__annotations_key)
                        if not isinstance(data__annotations_value, (str)):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".annotations.{}".format(data__annotations_key) + " must be string")
        if "roles" in data_keys:
            data_keys.remove("roles")
            data__roles = data["roles"]
            if not isinstance(data__roles, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".roles must be object")
            data__roles_is_dict = isinstance(data__roles, dict)
            if data__roles_is_dict:
                data__roles_keys = set(data__roles.keys())
                for data__roles_key in data__roles_keys:
                    if data__roles_key not in []:
                        data__roles_value = data__roles.get(data__roles_key)
                        validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d57(data__roles_value, custom_formats, (name_prefix or "data") + ".roles.{}".format(data__roles_key))
                data__roles_len = len(data__roles)
                if data__roles_len != 0:
                    data__roles_property_names = True
                    for data__roles_key in data__roles:
                        try:
                            if not (isinstance(data__roles_key, str) and data__roles_key == 'master' or isinstance(data__roles_key, str) and data__roles_key == 'worker' or isinstance(data__roles_key, str) and data__roles_key == 'chief' or isinstance(data__roles_key, str) and data__roles_key == 'ps' or isinstance(data__roles_key, str) and data__roles_key == 'evaluator' or isinstance(data__roles_key, str) and data__roles_key == 'launcher'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".roles must be one of ['master', 'worker', 'chief', 'ps', 'evaluator', 'launcher']")
                        except (JsonSchemaValueException, JsonSchemaValuesException):
                            data__roles_property_names = False
                    if not data__roles_property_names:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".roles must be named by propertyName definition")
        if "podPatch" in data_keys:
            data_keys.remove("podPatch")
            data__podPatch = data["podPatch"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d42(data__podPatch, custom_formats, (name_prefix or "data") + ".podPatch")
        if "tuning" in data_keys:
            data_keys.remove("tuning")
            data__tuning = data["tuning"]
            if not isinstance(data__tuning, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning must be object")
            data__tuning_is_dict = isinstance(data__tuning, dict)
            if data__tuning_is_dict:
                data__tuning_keys = set(data__tuning.keys())
                if "objective" in data__tuning_keys:
                    data__tuning_keys.remove("objective")
                    data__tuning__objective = data__tuning["objective"]
                    if not isinstance(data__tuning__objective, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.objective must be object")
                    data__tuning__objective_is_dict = isinstance(data__tuning__objective, dict)
                    if data__tuning__objective_is_dict:
                        data__tuning__objective_keys = set(data__tuning__objective.keys())
                        if "metric" in data__tuning__objective_keys:
                            data__tuning__objective_keys.remove("metric")
                            data__tuning__objective__metric = data__tuning__objective["metric"]
                            if not isinstance(data__tuning__objective__metric, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.objective.metric must be string")
                            if isinstance(data__tuning__objective__metric, str):
                                data__tuning__objective__metric_len = len(data__tuning__objective__metric)
                                if data__tuning__objective__metric_len < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.objective.metric must be longer than or equal to 1 characters")
                        if "type" in data__tuning__objective_keys:
                            data__tuning__objective_keys.remove("type")
                            data__tuning__objective__type = data__tuning__objective["type"]
                            if not isinstance(data__tuning__objective__type, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.objective.type must be string")
                            if not (isinstance(data__tuning__objective__type, str) and data__tuning__objective__type == 'maximize' or isinstance(data__tuning__objective__type, str) and data__tuning__objective__type == 'minimize'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.objective.type must be one of ['maximize', 'minimize']")
                        if "goal" in data__tuning__objective_keys:
                            data__tuning__objective_keys.remove("goal")
                            data__tuning__objective__goal = data__tuning__objective["goal"]
                            if not isinstance(data__tuning__objective__goal, (int, float, Decimal)) or isinstance(data__tuning__objective__goal, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.objective.goal must be number")
                        if "additionalMetrics" in data__tuning__objective_keys:
                            data__tuning__objective_keys.remove("additionalMetrics")
                            data__tuning__objective__additionalMetrics = data__tuning__objective["additionalMetrics"]
                            if not isinstance(data__tuning__objective__additionalMetrics, (list, tuple)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.objective.additionalMetrics must be array")
                            data__tuning__objective__additionalMetrics_is_list = isinstance(data__tuning__objective__additionalMetrics, (list, tuple))
                            if data__tuning__objective__additionalMetrics_is_list:
                                data__tuning__objective__additionalMetrics_len = len(data__tuning__objective__additionalMetrics)
                                for data__tuning__objective__additionalMetrics_x, data__tuning__objective__additionalMetrics_item in enumerate(data__tuning__objective__additionalMetrics):
                                    if not isinstance(data__tuning__objective__additionalMetrics_item, (str)):
                                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.objective.additionalMetrics[{}]".format(data__tuning__objective__additionalMetrics_x) + " must be string")
                                    if isinstance(data__tuning__objective__additionalMetrics_item, str):
                                        data__tuning__objective__additionalMetrics_item_len = len(data__tuning__objective__additionalMetrics_item)
                                        if data__tuning__objective__additionalMetrics_item_len < 1:
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.objective.additionalMetrics[{}]".format(data__tuning__objective__additionalMetrics_x) + " must be longer than or equal to 1 characters")
                        if "strategies" in data__tuning__objective_keys:
                            data__tuning__objective_keys.remove("strategies")
                            data__tuning__objective__strategies = data__tuning__objective["strategies"]
                            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d43(data__tuning__objective__strategies, custom_formats, (name_prefix or "data") + ".tuning.objective.strategies")
                        if data__tuning__objective_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.objective must not contain "+str(data__tuning__objective_keys)+" properties")
                if "algorithm" in data__tuning_keys:
                    data__tuning_keys.remove("algorithm")
                    data__tuning__algorithm = data__tuning["algorithm"]
                    if not isinstance(data__tuning__algorithm, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.algorithm must be object")
                    data__tuning__algorithm_is_dict = isinstance(data__tuning__algorithm, dict)
                    if data__tuning__algorithm_is_dict:
                        data__tuning__algorithm_keys = set(data__tuning__algorithm.keys())
                        if "name" in data__tuning__algorithm_keys:
                            data__tuning__algorithm_keys.remove("name")
                            data__tuning__algorithm__name = data__tuning__algorithm["name"]
                            if not isinstance(data__tuning__algorithm__name, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.algorithm.name must be string")
                            if isinstance(data__tuning__algorithm__name, str):
                                if not REGEX_PATTERNS['^[a-z][-a-z0-9]*$'].search(data__tuning__algorithm__name):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.algorithm.name must match pattern ^[a-z][-a-z0-9]*$")
                        if "settings" in data__tuning__algorithm_keys:
                            data__tuning__algorithm_keys.remove("settings")
                            data__tuning__algorithm__settings = data__tuning__algorithm["settings"]
                            if not isinstance(data__tuning__algorithm__settings, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.algorithm.settings must be object")
                            data__tuning__algorithm__settings_is_dict = isinstance(data__tuning__algorithm__settings, dict)
                            if data__tuning__algorithm__settings_is_dict:
                                data__tuning__algorithm__settings_keys = set(data__tuning__algorithm__settings.keys())
                                for data__tuning__algorithm__settings_key in data__tuning__algorithm__settings_keys:
                                    if data__tuning__algorithm__settings_key not in []:
                                        data__tuning__algorithm__settings_value = data__tuning__algorithm__settings.get(data__tuning__algorithm__settings_key)
                                        if not isinstance(data__tuning__algorithm__settings_value, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.algorithm.settings.{}".format(data__tuning__algorithm__settings_key) + " must be string")
                        if data__tuning__algorithm_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.algorithm must not contain "+str(data__tuning__algorithm_keys)+" properties")
                if "earlyStopping" in data__tuning_keys:
                    data__tuning_keys.remove("earlyStopping")
                    data__tuning__earlyStopping = data__tuning["earlyStopping"]
                    if not isinstance(data__tuning__earlyStopping, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.earlyStopping must be object")
                    data__tuning__earlyStopping_is_dict = isinstance(data__tuning__earlyStopping, dict)
                    if data__tuning__earlyStopping_is_dict:
                        data__tuning__earlyStopping_keys = set(data__tuning__earlyStopping.keys())
                        if "name" in data__tuning__earlyStopping_keys:
                            data__tuning__earlyStopping_keys.remove("name")
                            data__tuning__earlyStopping__name = data__tuning__earlyStopping["name"]
                            if not isinstance(data__tuning__earlyStopping__name, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.earlyStopping.name must be string")
                            if isinstance(data__tuning__earlyStopping__name, str):
                                if not REGEX_PATTERNS['^[a-z][-a-z0-9]*$'].search(data__tuning__earlyStopping__name):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.earlyStopping.name must match pattern ^[a-z][-a-z0-9]*$")
                        if "settings" in data__tuning__earlyStopping_keys:
                            data__tuning__earlyStopping_keys.remove("settings")
                            data__tuning__earlyStopping__settings = data__tuning__earlyStopping["settings"]
                            if not isinstance(data__tuning__earlyStopping__settings, (dict)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.earlyStopping.settings must be object")
                            data__tuning__earlyStopping__settings_is_dict = isinstance(data__tuning__earlyStopping__settings, dict)
                            if data__tuning__earlyStopping__settings_is_dict:
                                data__tuning__earlyStopping__settings_keys = set(data__tuning__earlyStopping__settings.keys())
                                for data__tuning__earlyStopping__settings_key in data__tuning__earlyStopping__settings_keys:
                                    if data__tuning__earlyStopping__settings_key not in []:
                                        data__tuning__earlyStopping__settings_value = data__tuning__earlyStopping__settings.get(data__tuning__earlyStopping__settings_key)
                                        if not isinstance(data__tuning__earlyStopping__settings_value, (str)):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.earlyStopping.settings.{}".format(data__tuning__earlyStopping__settings_key) + " must be string")
                        if data__tuning__earlyStopping_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.earlyStopping must not contain "+str(data__tuning__earlyStopping_keys)+" properties")
                if "parameters" in data__tuning_keys:
                    data__tuning_keys.remove("parameters")
                    data__tuning__parameters = data__tuning["parameters"]
                    if not isinstance(data__tuning__parameters, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.parameters must be object")
                    data__tuning__parameters_is_dict = isinstance(data__tuning__parameters, dict)
                    if data__tuning__parameters_is_dict:
                        data__tuning__parameters_len = len(data__tuning__parameters)
                        if data__tuning__parameters_len < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.parameters must contain at least 1 properties")
                        data__tuning__parameters_keys = set(data__tuning__parameters.keys())
                        for data__tuning__parameters_key in data__tuning__parameters_keys:
                            if data__tuning__parameters_key not in []:
                                data__tuning__parameters_value = data__tuning__parameters.get(data__tuning__parameters_key)
                                validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d58(data__tuning__parameters_value, custom_formats, (name_prefix or "data") + ".tuning.parameters.{}".format(data__tuning__parameters_key))
                        if data__tuning__parameters_len != 0:
                            data__tuning__parameters_property_names = True
                            for data__tuning__parameters_key in data__tuning__parameters:
                                try:
                                    if isinstance(data__tuning__parameters_key, str):
                                        if not REGEX_PATTERNS['^[^{}"\\\\<>&\\x00-\\x1f\u2028\u2029]+$'].search(data__tuning__parameters_key):
                                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.parameters must match pattern ^[^{}\"\\\\<>&\\x00-\\x1f\u2028\u2029]+$")
                                except (JsonSchemaValueException, JsonSchemaValuesException):
                                    data__tuning__parameters_property_names = False
                            if not data__tuning__parameters_property_names:
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.parameters must be named by propertyName definition")
                if "trials" in data__tuning_keys:
                    data__tuning_keys.remove("trials")
                    data__tuning__trials = data__tuning["trials"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d49(data__tuning__trials, custom_formats, (name_prefix or "data") + ".tuning.trials")
                if "resumePolicy" in data__tuning_keys:
                    data__tuning_keys.remove("resumePolicy")
                    data__tuning__resumePolicy = data__tuning["resumePolicy"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d50(data__tuning__resumePolicy, custom_formats, (name_prefix or "data") + ".tuning.resumePolicy")
                if "metricsCollector" in data__tuning_keys:
                    data__tuning_keys.remove("metricsCollector")
                    data__tuning__metricsCollector = data__tuning["metricsCollector"]
                    if not isinstance(data__tuning__metricsCollector, (dict)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.metricsCollector must be object")
                    data__tuning__metricsCollector_is_dict = isinstance(data__tuning__metricsCollector, dict)
                    if data__tuning__metricsCollector_is_dict:
                        data__tuning__metricsCollector_keys = set(data__tuning__metricsCollector.keys())
                        if "kind" in data__tuning__metricsCollector_keys:
                            data__tuning__metricsCollector_keys.remove("kind")
                            data__tuning__metricsCollector__kind = data__tuning__metricsCollector["kind"]
                            if not isinstance(data__tuning__metricsCollector__kind, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.metricsCollector.kind must be string")
                            if not (isinstance(data__tuning__metricsCollector__kind, str) and data__tuning__metricsCollector__kind == 'StdOut' or isinstance(data__tuning__metricsCollector__kind, str) and data__tuning__metricsCollector__kind == 'File' or isinstance(data__tuning__metricsCollector__kind, str) and data__tuning__metricsCollector__kind == 'TensorFlowEvent' or isinstance(data__tuning__metricsCollector__kind, str) and data__tuning__metricsCollector__kind == 'PrometheusMetric' or isinstance(data__tuning__metricsCollector__kind, str) and data__tuning__metricsCollector__kind == 'Push'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.metricsCollector.kind must be one of ['StdOut', 'File', 'TensorFlowEvent', 'PrometheusMetric', 'Push']")
                        if "path" in data__tuning__metricsCollector_keys:
                            data__tuning__metricsCollector_keys.remove("path")
                            data__tuning__metricsCollector__path = data__tuning__metricsCollector["path"]
                            if not isinstance(data__tuning__metricsCollector__path, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.metricsCollector.path must be string")
                            if isinstance(data__tuning__metricsCollector__path, str):
                                if not REGEX_PATTERNS['^/.*[^/]$'].search(data__tuning__metricsCollector__path):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.metricsCollector.path must match pattern ^/.*[^/]$")
                        if "format" in data__tuning__metricsCollector_keys:
                            data__tuning__metricsCollector_keys.remove("format")
                            data__tuning__metricsCollector__format = data__tuning__metricsCollector["format"]
                            if not isinstance(data__tuning__metricsCollector__format, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.metricsCollector.format must be string")
                            if not (isinstance(data__tuning__metricsCollector__format, str) and data__tuning__metricsCollector__format == 'TEXT' or isinstance(data__tuning__metricsCollector__format, str) and data__tuning__metricsCollector__format == 'JSON'):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.metricsCollector.format must be one of ['TEXT', 'JSON']")
                        if "filter" in data__tuning__metricsCollector_keys:
                            data__tuning__metricsCollector_keys.remove("filter")
                            data__tuning__metricsCollector__filter = data__tuning__metricsCollector["filter"]
                            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d51(data__tuning__metricsCollector__filter, custom_formats, (name_prefix or "data") + ".tuning.metricsCollector.filter")
                        if "port" in data__tuning__metricsCollector_keys:
                            data__tuning__metricsCollector_keys.remove("port")
                            data__tuning__metricsCollector__port = data__tuning__metricsCollector["port"]
                            if not isinstance(data__tuning__metricsCollector__port, (int)) or isinstance(data__tuning__metricsCollector__port, bool):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.metricsCollector.port must be integer")
                            if isinstance(data__tuning__metricsCollector__port, (int, float, Decimal)) and not isinstance(data__tuning__metricsCollector__port, bool):
                                if data__tuning__metricsCollector__port < 1:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.metricsCollector.port must be bigger than or equal to 1")
                                if data__tuning__metricsCollector__port > 65535:
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.metricsCollector.port must be smaller than or equal to 65535")
                        if "scrapePath" in data__tuning__metricsCollector_keys:
                            data__tuning__metricsCollector_keys.remove("scrapePath")
                            data__tuning__metricsCollector__scrapePath = data__tuning__metricsCollector["scrapePath"]
                            if not isinstance(data__tuning__metricsCollector__scrapePath, (str)):
                                raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.metricsCollector.scrapePath must be string")
                            if isinstance(data__tuning__metricsCollector__scrapePath, str):
                                if not REGEX_PATTERNS['^/'].search(data__tuning__metricsCollector__scrapePath):
                                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.metricsCollector.scrapePath must match pattern ^/")
                        if data__tuning__metricsCollector_keys:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.metricsCollector must not contain "+str(data__tuning__metricsCollector_keys)+" properties")
                if "parametersFile" in data__tuning_keys:
                    data__tuning_keys.remove("parametersFile")
                    data__tuning__parametersFile = data__tuning["parametersFile"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d52(data__tuning__parametersFile, custom_formats, (name_prefix or "data") + ".tuning.parametersFile")
                if "retain" in data__tuning_keys:
                    data__tuning_keys.remove("retain")
                    data__tuning__retain = data__tuning["retain"]
                    if not isinstance(data__tuning__retain, (bool)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning.retain must be boolean")
                if "primaryPodLabels" in data__tuning_keys:
                    data__tuning_keys.remove("primaryPodLabels")
                    data__tuning__primaryPodLabels = data__tuning["primaryPodLabels"]
                    validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d53(data__tuning__primaryPodLabels, custom_formats, (name_prefix or "data") + ".tuning.primaryPodLabels")
                if data__tuning_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".tuning must not contain "+str(data__tuning_keys)+" properties")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d58(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "type" in data_keys:
            data_keys.remove("type")
            data__type = data["type"]
            if not isinstance(data__type, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".type must be string")
            if not (isinstance(data__type, str) and data__type == 'int' or isinstance(data__type, str) and data__type == 'double' or isinstance(data__type, str) and data__type == 'categorical' or isinstance(data__type, str) and data__type == 'discrete'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".type must be one of ['int', 'double', 'categorical', 'discrete']")
        if "min" in data_keys:
            data_keys.remove("min")
            data__min = data["min"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d45(data__min, custom_formats, (name_prefix or "data") + ".min")
        if "max" in data_keys:
            data_keys.remove("max")
            data__max = data["max"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d46(data__max, custom_formats, (name_prefix or "data") + ".max")
        if "step" in data_keys:
            data_keys.remove("step")
            data__step = data["step"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d47(data__step, custom_formats, (name_prefix or "data") + ".step")
        if "distribution" in data_keys:
            data_keys.remove("distribution")
            data__distribution = data["distribution"]
            if not isinstance(data__distribution, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".distribution must be string")
            if not (isinstance(data__distribution, str) and data__distribution == 'uniform' or isinstance(data__distribution, str) and data__distribution == 'logUniform' or isinstance(data__distribution, str) and data__distribution == 'normal' or isinstance(data__distribution, str) and data__distribution == 'logNormal'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".distribution must be one of ['uniform', 'logUniform', 'normal', 'logNormal']")
        if "values" in data_keys:
            data_keys.remove("values")
            data__values = data["values"]
            if not isinstance(data__values, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".values must be array")
            data__values_is_list = isinstance(data__values, (list, tuple))
            if data__values_is_list:
                data__values_len = len(data__values)
                if data__values_len < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".values must contain at least 1 items")
                for data__values_x, data__values_item in enumerate(data__values):
                    if not isinstance(data__values_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".values[{}]".format(data__values_x) + " must be string")
        if "description" in data_keys:
            data_keys.remove("description")
            data__description = data["description"]
            if not isinstance(data__description, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".description must be string")
        if "trialParameter" in data_keys:
            data_keys.remove("trialParameter")
            data__trialParameter = data["trialParameter"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d48(data__trialParameter, custom_formats, (name_prefix or "data") + ".trialParameter")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d48(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string")
    if isinstance(data, str):
        if not REGEX_PATTERNS['^[^{}"\\\\<>&\\x00-\\x1f\u2028\u2029]+$'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^[^{}\"\\\\<>&\\x00-\\x1f\u2028\u2029]+$")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d47(data, custom_formats={}, name_prefix=None):
    data_any_of_count1 = 0
    if not data_any_of_count1 and not (not isinstance(data, (int)) or isinstance(data, bool)):
        try:
            data_any_of_count1 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count1 and not (not isinstance(data, (str))):
        try:
            if isinstance(data, str):
                if not REGEX_PATTERNS['^-?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?$'].search(data):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^-?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?$")
            data_any_of_count1 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count1:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " cannot be validated by any definition")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d46(data, custom_formats={}, name_prefix=None):
    data_any_of_count2 = 0
    if not data_any_of_count2 and not (not isinstance(data, (int)) or isinstance(data, bool)):
        try:
            data_any_of_count2 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count2 and not (not isinstance(data, (str))):
        try:
            if isinstance(data, str):
                if not REGEX_PATTERNS['^-?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?$'].search(data):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^-?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?$")
            data_any_of_count2 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count2:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " cannot be validated by any definition")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d45(data, custom_formats={}, name_prefix=None):
    data_any_of_count3 = 0
    if not data_any_of_count3 and not (not isinstance(data, (int)) or isinstance(data, bool)):
        try:
            data_any_of_count3 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count3 and not (not isinstance(data, (str))):
        try:
            if isinstance(data, str):
                if not REGEX_PATTERNS['^-?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?$'].search(data):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^-?([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][-+]?[0-9]+)?$")
            data_any_of_count3 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count3:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " cannot be validated by any definition")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d57(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "image" in data_keys:
            data_keys.remove("image")
            data__image = data["image"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d0(data__image, custom_formats, (name_prefix or "data") + ".image")
        if "imagePullPolicy" in data_keys:
            data_keys.remove("imagePullPolicy")
            data__imagePullPolicy = data["imagePullPolicy"]
            if not isinstance(data__imagePullPolicy, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".imagePullPolicy must be string")
            if not (isinstance(data__imagePullPolicy, str) and data__imagePullPolicy == 'Always' or isinstance(data__imagePullPolicy, str) and data__imagePullPolicy == 'IfNotPresent' or isinstance(data__imagePullPolicy, str) and data__imagePullPolicy == 'Never'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".imagePullPolicy must be one of ['Always', 'IfNotPresent', 'Never']")
        if "command" in data_keys:
            data_keys.remove("command")
            data__command = data["command"]
            if not isinstance(data__command, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".command must be array")
            data__command_is_list = isinstance(data__command, (list, tuple))
            if data__command_is_list:
                data__command_len = len(data__command)
                for data__command_x, data__command_item in enumerate(data__command):
                    if not isinstance(data__command_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".command[{}]".format(data__command_x) + " must be string")
        if "args" in data_keys:
            data_keys.remove("args")
            data__args = data["args"]
            if not isinstance(data__args, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".args must be array")
            data__args_is_list = isinstance(data__args, (list, tuple))
            if data__args_is_list:
                data__args_len = len(data__args)
                for data__args_x, data__args_item in enumerate(data__args):
                    if not isinstance(data__args_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".args[{}]".format(data__args_x) + " must be string")
        if "workingDir" in data_keys:
            data_keys.remove("workingDir")
            data__workingDir = data["workingDir"]
            if not isinstance(data__workingDir, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".workingDir must be string")
            if isinstance(data__workingDir, str):
                if not REGEX_PATTERNS['^/'].search(data__workingDir):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".workingDir must match pattern ^/")
        if "env" in data_keys:
            data_keys.remove("env")
            data__env = data["env"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d1(data__env, custom_formats, (name_prefix or "data") + ".env")
        if "resources" in data_keys:
            data_keys.remove("resources")
            data__resources = data["resources"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d5(data__resources, custom_formats, (name_prefix or "data") + ".resources")
        if "ports" in data_keys:
            data_keys.remove("ports")
            data__ports = data["ports"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d55(data__ports, custom_formats, (name_prefix or "data") + ".ports")
        if "containerName" in data_keys:
            data_keys.remove("containerName")
            data__containerName = data["containerName"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d41(data__containerName, custom_formats, (name_prefix or "data") + ".containerName")
        if "nodeSelector" in data_keys:
            data_keys.remove("nodeSelector")
            data__nodeSelector = data["nodeSelector"]
            if not isinstance(data__nodeSelector, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".nodeSelector must be object")
            data__nodeSelector_is_dict = isinstance(data__nodeSelector, dict)
            if data__nodeSelector_is_dict:
                data__nodeSelector_keys = set(data__nodeSelector.keys())
                for data__nodeSelector_key in data__nodeSelector_keys:
                    if data__nodeSelector_key not in []:
                        data__nodeSelector_value = data__nodeSelector.get(data__nodeSelector_key)
                        if not isinstance(data__nodeSelector_value, (str)):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".nodeSelector.{}".format(data__nodeSelector_key) + " must be string")
        if "tolerations" in data_keys:
            data_keys.remove("tolerations")
            data__tolerations = data["tolerations"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d23(data__tolerations, custom_formats, (name_prefix or "data") + ".tolerations")
        if "restartPolicy" in data_keys:
            data_keys.remove("restartPolicy")
            data__restartPolicy = data["restartPolicy"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d20(data__restartPolicy, custom_formats, (name_prefix or "data") + ".restartPolicy")
        if "podPatch" in data_keys:
            data_keys.remove("podPatch")
            data__podPatch = data["podPatch"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d42(data__podPatch, custom_formats, (name_prefix or "data") + ".podPatch")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d41(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string")
    if isinstance(data, str):
        data_len = len(data)
        if data_len > 63:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be shorter than or equal to 63 characters")
        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d55(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (list, tuple)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be array")
    data_is_list = isinstance(data, (list, tuple))
    if data_is_list:
        data_len = len(data)
        for data_x, data_item in enumerate(data):
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d56(data_item, custom_formats, (name_prefix or "data") + "[{}]".format(data_x))
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d56(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "name" in data_keys:
            data_keys.remove("name")
            data__name = data["name"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d15(data__name, custom_formats, (name_prefix or "data") + ".name")
        if "containerPort" in data_keys:
            data_keys.remove("containerPort")
            data__containerPort = data["containerPort"]
            if not isinstance(data__containerPort, (int)) or isinstance(data__containerPort, bool):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".containerPort must be integer")
            if isinstance(data__containerPort, (int, float, Decimal)) and not isinstance(data__containerPort, bool):
                if data__containerPort < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".containerPort must be bigger than or equal to 1")
                if data__containerPort > 65535:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".containerPort must be smaller than or equal to 65535")
        if "protocol" in data_keys:
            data_keys.remove("protocol")
            data__protocol = data["protocol"]
            if not isinstance(data__protocol, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".protocol must be string")
            if not (isinstance(data__protocol, str) and data__protocol == 'TCP' or isinstance(data__protocol, str) and data__protocol == 'UDP' or isinstance(data__protocol, str) and data__protocol == 'SCTP'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".protocol must be one of ['TCP', 'UDP', 'SCTP']")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d15(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string")
    if isinstance(data, str):
        data_len = len(data)
        if data_len > 15:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be shorter than or equal to 15 characters")
        if not REGEX_PATTERNS['^([0-9]+-)*[0-9]*[a-z][a-z0-9]*(-[a-z0-9]+)*$'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^([0-9]+-)*[0-9]*[a-z][a-z0-9]*(-[a-z0-9]+)*$")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d53(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_len = len(data)
        if data_len < 1:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain at least 1 properties")
        data_keys = set(data.keys())
        for data_key in data_keys:
            if data_key not in []:
                data_value = data.get(data_key)
                if not isinstance(data_value, (str)):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".{}".format(data_key) + " must be string")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d52(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string")
    if isinstance(data, str):
        if not REGEX_PATTERNS['^/.*[^/]$'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^/.*[^/]$")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d51(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (list, tuple)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be array")
    data_is_list = isinstance(data, (list, tuple))
    if data_is_list:
        data_len = len(data)
        if data_len < 1:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain at least 1 items")
        for data_x, data_item in enumerate(data):
            if not isinstance(data_item, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + "[{}]".format(data_x) + " must be string")
            if isinstance(data_item, str):
                data_item_len = len(data_item)
                if data_item_len < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + "[{}]".format(data_x) + " must be longer than or equal to 1 characters")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d50(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string")
    if not (isinstance(data, str) and data == 'Never' or isinstance(data, str) and data == 'LongRunning' or isinstance(data, str) and data == 'FromVolume'):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be one of ['Never', 'LongRunning', 'FromVolume']")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d49(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "max" in data_keys:
            data_keys.remove("max")
            data__max = data["max"]
            if not isinstance(data__max, (int)) or isinstance(data__max, bool):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".max must be integer")
            if isinstance(data__max, (int, float, Decimal)) and not isinstance(data__max, bool):
                if data__max < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".max must be bigger than or equal to 1")
                if data__max > 100000:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".max must be smaller than or equal to 100000")
        if "parallel" in data_keys:
            data_keys.remove("parallel")
            data__parallel = data["parallel"]
            if not isinstance(data__parallel, (int)) or isinstance(data__parallel, bool):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".parallel must be integer")
            if isinstance(data__parallel, (int, float, Decimal)) and not isinstance(data__parallel, bool):
                if data__parallel < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".parallel must be bigger than or equal to 1")
                if data__parallel > 10000:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".parallel must be smaller than or equal to 10000")
        if "maxFailed" in data_keys:
            data_keys.remove("maxFailed")
            data__maxFailed = data["maxFailed"]
            if not isinstance(data__maxFailed, (int)) or isinstance(data__maxFailed, bool):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".maxFailed must be integer")
            if isinstance(data__maxFailed, (int, float, Decimal)) and not isinstance(data__maxFailed, bool):
                if data__maxFailed < 0:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".maxFailed must be bigger than or equal to 0")
                if data__maxFailed > 100000:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".maxFailed must be smaller than or equal to 100000")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d44(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['type']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain ")
        data_keys = set(data.keys())
        if "type" in data_keys:
            data_keys.remove("type")
            data__type = data["type"]
            if not isinstance(data__type, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".type must be string")
            if not (isinstance(data__type, str) and data__type == 'int' or isinstance(data__type, str) and data__type == 'double' or isinstance(data__type, str) and data__type == 'categorical' or isinstance(data__type, str) and data__type == 'discrete'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".type must be one of ['int', 'double', 'categorical', 'discrete']")
        if "min" in data_keys:
            data_keys.remove("min")
            data__min = data["min"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d45(data__min, custom_formats, (name_prefix or "data") + ".min")
        if "max" in data_keys:
            data_keys.remove("max")
            data__max = data["max"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d46(data__max, custom_formats, (name_prefix or "data") + ".max")
        if "step" in data_keys:
            data_keys.remove("step")
            data__step = data["step"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d47(data__step, custom_formats, (name_prefix or "data") + ".step")
        if "distribution" in data_keys:
            data_keys.remove("distribution")
            data__distribution = data["distribution"]
            if not isinstance(data__distribution, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".distribution must be string")
            if not (isinstance(data__distribution, str) and data__distribution == 'uniform' or isinstance(data__distribution, str) and data__distribution == 'logUniform' or isinstance(data__distribution, str) and data__distribution == 'normal' or isinstance(data__distribution, str) and data__distribution == 'logNormal'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".distribution must be one of ['uniform', 'logUniform', 'normal', 'logNormal']")
        if "values" in data_keys:
            data_keys.remove("values")
            data__values = data["values"]
            if not isinstance(data__values, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".values must be array")
            data__values_is_list = isinstance(data__values, (list, tuple))
            if data__values_is_list:
                data__values_len = len(data__values)
                if data__values_len < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".values must contain at least 1 items")
                for data__values_x, data__values_item in enumerate(data__values):
                    if not isinstance(data__values_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".values[{}]".format(data__values_x) + " must be string")
        if "description" in data_keys:
            data_keys.remove("description")
            data__description = data["description"]
            if not isinstance(data__description, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".description must be string")
        if "trialParameter" in data_keys:
            data_keys.remove("trialParameter")
            data__trialParameter = data["trialParameter"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d48(data__trialParameter, custom_formats, (name_prefix or "data") + ".trialParameter")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d43(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        for data_key in data_keys:
            if data_key not in []:
                data_value = data.get(data_key)
                if not isinstance(data_value, (str)):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".{}".format(data_key) + " must be string")
                if not (isinstance(data_value, str) and data_value == 'min' or isinstance(data_value, str) and data_value == 'max' or isinstance(data_value, str) and data_value == 'latest'):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".{}".format(data_key) + " must be one of ['min', 'max', 'latest']")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d42(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "metadata" in data_keys:
            data_keys.remove("metadata")
            data__metadata = data["metadata"]
            if not isinstance(data__metadata, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".metadata must be object")
        if "spec" in data_keys:
            data_keys.remove("spec")
            data__spec = data["spec"]
            if not isinstance(data__spec, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".spec must be object")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d40(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "image" in data_keys:
            data_keys.remove("image")
            data__image = data["image"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d0(data__image, custom_formats, (name_prefix or "data") + ".image")
        if "imagePullPolicy" in data_keys:
            data_keys.remove("imagePullPolicy")
            data__imagePullPolicy = data["imagePullPolicy"]
            if not isinstance(data__imagePullPolicy, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".imagePullPolicy must be string")
            if not (isinstance(data__imagePullPolicy, str) and data__imagePullPolicy == 'Always' or isinstance(data__imagePullPolicy, str) and data__imagePullPolicy == 'IfNotPresent' or isinstance(data__imagePullPolicy, str) and data__imagePullPolicy == 'Never'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".imagePullPolicy must be one of ['Always', 'IfNotPresent', 'Never']")
        if "command" in data_keys:
            data_keys.remove("command")
            data__command = data["command"]
            if not isinstance(data__command, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".command must be array")
            data__command_is_list = isinstance(data__command, (list, tuple))
            if data__command_is_list:
                data__command_len = len(data__command)
                for data__command_x, data__command_item in enumerate(data__command):
                    if not isinstance(data__command_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".command[{}]".format(data__command_x) + " must be string")
        if "args" in data_keys:
            data_keys.remove("args")
            data__args = data["args"]
            if not isinstance(data__args, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".args must be array")
            data__args_is_list = isinstance(data__args, (list, tuple))
            if data__args_is_list:
                data__args_len = len(data__args)
                for data__args_x, data__args_item in enumerate(data__args):
                    if not isinstance(data__args_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".args[{}]".format(data__args_x) + " must be string")
        if "workingDir" in data_keys:
            data_keys.remove("workingDir")
            data__workingDir = data["workingDir"]
            if not isinstance(data__workingDir, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".workingDir must be string")
            if isinstance(data__workingDir, str):
                if not REGEX_PATTERNS['^/'].search(data__workingDir):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".workingDir must match pattern ^/")
        if "env" in data_keys:
            data_keys.remove("env")
            data__env = data["env"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d1(data__env, custom_formats, (name_prefix or "data") + ".env")
        if "resources" in data_keys:
            data_keys.remove("resources")
            data__resources = data["resources"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d5(data__resources, custom_formats, (name_prefix or "data") + ".resources")
        if "ports" in data_keys:
            data_keys.remove("ports")
            data__ports = data["ports"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d13(data__ports, custom_formats, (name_prefix or "data") + ".ports")
        if "containerName" in data_keys:
            data_keys.remove("containerName")
            data__containerName = data["containerName"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d41(data__containerName, custom_formats, (name_prefix or "data") + ".containerName")
        if "nodeSelector" in data_keys:
            data_keys.remove("nodeSelector")
            data__nodeSelector = data["nodeSelector"]
            if not isinstance(data__nodeSelector, (dict)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".nodeSelector must be object")
            data__nodeSelector_is_dict = isinstance(data__nodeSelector, dict)
            if data__nodeSelector_is_dict:
                data__nodeSelector_keys = set(data__nodeSelector.keys())
                for data__nodeSelector_key in data__nodeSelector_keys:
                    if data__nodeSelector_key not in []:
                        data__nodeSelector_value = data__nodeSelector.get(data__nodeSelector_key)
                        if not isinstance(data__nodeSelector_value, (str)):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".nodeSelector.{}".format(data__nodeSelector_key) + " must be string")
        if "tolerations" in data_keys:
            data_keys.remove("tolerations")
            data__tolerations = data["tolerations"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d23(data__tolerations, custom_formats, (name_prefix or "data") + ".tolerations")
        if "restartPolicy" in data_keys:
            data_keys.remove("restartPolicy")
            data__restartPolicy = data["restartPolicy"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d20(data__restartPolicy, custom_formats, (name_prefix or "data") + ".restartPolicy")
        if "podPatch" in data_keys:
            data_keys.remove("podPatch")
            data__podPatch = data["podPatch"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d42(data__podPatch, custom_formats, (name_prefix or "data") + ".podPatch")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d39(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string")
    if isinstance(data, str):
        data_len = len(data)
        if data_len > 64:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be shorter than or equal to 64 characters")
        if not REGEX_PATTERNS['^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)$'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^([0-9]*[1-9][0-9]*h([0-9]+m)?([0-9]+s)?|([0-9]+h)?[0-9]*[1-9][0-9]*m([0-9]+s)?|([0-9]+h)?([0-9]+m)?[0-9]*[1-9][0-9]*s)$")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d36(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "mlflow" in data_keys:
            data_keys.remove("mlflow")
            data__mlflow = data["mlflow"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d37(data__mlflow, custom_formats, (name_prefix or "data") + ".mlflow")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d37(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "experiment" in data_keys:
            data_keys.remove("experiment")
            data__experiment = data["experiment"]
            if not isinstance(data__experiment, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".experiment must be string")
            if isinstance(data__experiment, str):
                data__experiment_len = len(data__experiment)
                if data__experiment_len < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".experiment must be longer than or equal to 1 characters")
        if "trackingUri" in data_keys:
            data_keys.remove("trackingUri")
            data__trackingUri = data["trackingUri"]
            if not isinstance(data__trackingUri, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".trackingUri must be string")
            if isinstance(data__trackingUri, str):
                if not REGEX_PATTERNS['^[a-z][a-z0-9+.-]*://'].search(data__trackingUri):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".trackingUri must match pattern ^[a-z][a-z0-9+.-]*://")
        if "server" in data_keys:
            data_keys.remove("server")
            data__server = data["server"]
            if not isinstance(data__server, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".server must be string")
            if isinstance(data__server, str):
                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data__server):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".server must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
        if "runs" in data_keys:
            data_keys.remove("runs")
            data__runs = data["runs"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d38(data__runs, custom_formats, (name_prefix or "data") + ".runs")
        if "systemMetrics" in data_keys:
            data_keys.remove("systemMetrics")
            data__systemMetrics = data["systemMetrics"]
            if not isinstance(data__systemMetrics, (bool)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".systemMetrics must be boolean")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d38(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string")
    if not (isinstance(data, str) and data == 'perPod' or isinstance(data, str) and data == 'perJob'):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be one of ['perPod', 'perJob']")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d35(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string")
    if isinstance(data, str):
        data_len = len(data)
        if data_len > 253:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be shorter than or equal to 253 characters")
        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d33(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "implementation" in data_keys:
            data_keys.remove("implementation")
            data__implementation = data["implementation"]
            if not isinstance(data__implementation, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".implementation must be string")
            if not (isinstance(data__implementation, str) and data__implementation == 'OpenMPI' or isinstance(data__implementation, str) and data__implementation == 'Intel' or isinstance(data__implementation, str) and data__implementation == 'MPICH'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".implementation must be one of ['OpenMPI', 'Intel', 'MPICH']")
        if "sshAuthMountPath" in data_keys:
            data_keys.remove("sshAuthMountPath")
            data__sshAuthMountPath = data["sshAuthMountPath"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d34(data__sshAuthMountPath, custom_formats, (name_prefix or "data") + ".sshAuthMountPath")
        if "launcherCreationPolicy" in data_keys:
            data_keys.remove("launcherCreationPolicy")
            data__launcherCreationPolicy = data["launcherCreationPolicy"]
            if not isinstance(data__launcherCreationPolicy, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".launcherCreationPolicy must be string")
            if not (isinstance(data__launcherCreationPolicy, str) and data__launcherCreationPolicy == 'AtStartup' or isinstance(data__launcherCreationPolicy, str) and data__launcherCreationPolicy == 'WaitForWorkersReady'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".launcherCreationPolicy must be one of ['AtStartup', 'WaitForWorkersReady']")
        if "runLauncherAsWorker" in data_keys:
            data_keys.remove("runLauncherAsWorker")
            data__runLauncherAsWorker = data["runLauncherAsWorker"]
            if not isinstance(data__runLauncherAsWorker, (bool)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".runLauncherAsWorker must be boolean")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d34(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string")
    if isinstance(data, str):
        data_len = len(data)
        if data_len > 4096:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be shorter than or equal to 4096 characters")
        if not REGEX_PATTERNS['^/'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^/")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d31(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "minAvailable" in data_keys:
            data_keys.remove("minAvailable")
            data__minAvailable = data["minAvailable"]
            if not isinstance(data__minAvailable, (int)) or isinstance(data__minAvailable, bool):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".minAvailable must be integer")
            if isinstance(data__minAvailable, (int, float, Decimal)) and not isinstance(data__minAvailable, bool):
                if data__minAvailable < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".minAvailable must be bigger than or equal to 1")
                if data__minAvailable > 2147483647:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".minAvailable must be smaller than or equal to 2147483647")
        if "queue" in data_keys:
            data_keys.remove("queue")
            data__queue = data["queue"]
            if not isinstance(data__queue, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".queue must be string")
        if "priorityClass" in data_keys:
            data_keys.remove("priorityClass")
            data__priorityClass = data["priorityClass"]
            if not isinstance(data__priorityClass, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".priorityClass must be string")
        if "scheduleTimeout" in data_keys:
            data_keys.remove("scheduleTimeout")
            data__scheduleTimeout = data["scheduleTimeout"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d32(data__scheduleTimeout, custom_formats, (name_prefix or "data") + ".scheduleTimeout")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d32(data, custom_formats={}, name_prefix=None):
    data_any_of_count4 = 0
    if not data_any_of_count4 and not (not isinstance(data, (int)) or isinstance(data, bool)):
        try:
            if isinstance(data, (int, float, Decimal)) and not isinstance(data, bool):
                if data < 0:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must be bigger than or equal to 0")
                if data > 2147483647:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must be smaller than or equal to 2147483647")
            data_any_of_count4 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count4 and not (not isinstance(data, (str))):
        try:
            if isinstance(data, str):
                data_len = len(data)
                if data_len < 2:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must be longer than or equal to 2 characters")
                if not REGEX_PATTERNS['^([0-9]+h)?([0-9]+m)?([0-9]+s)?$'].search(data):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^([0-9]+h)?([0-9]+m)?([0-9]+s)?$")
            data_any_of_count4 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count4:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " cannot be validated by any definition")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d28(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "ttlAfterFinished" in data_keys:
            data_keys.remove("ttlAfterFinished")
            data__ttlAfterFinished = data["ttlAfterFinished"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d29(data__ttlAfterFinished, custom_formats, (name_prefix or "data") + ".ttlAfterFinished")
        if "deadline" in data_keys:
            data_keys.remove("deadline")
            data__deadline = data["deadline"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d30(data__deadline, custom_formats, (name_prefix or "data") + ".deadline")
        if "backoffLimit" in data_keys:
            data_keys.remove("backoffLimit")
            data__backoffLimit = data["backoffLimit"]
            if not isinstance(data__backoffLimit, (int)) or isinstance(data__backoffLimit, bool):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".backoffLimit must be integer")
            if isinstance(data__backoffLimit, (int, float, Decimal)) and not isinstance(data__backoffLimit, bool):
                if data__backoffLimit < 0:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".backoffLimit must be bigger than or equal to 0")
                if data__backoffLimit > 2147483647:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".backoffLimit must be smaller than or equal to 2147483647")
        if "cleanPodPolicy" in data_keys:
            data_keys.remove("cleanPodPolicy")
            data__cleanPodPolicy = data["cleanPodPolicy"]
            if not isinstance(data__cleanPodPolicy, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".cleanPodPolicy must be string")
            if not (isinstance(data__cleanPodPolicy, str) and data__cleanPodPolicy == 'None' or isinstance(data__cleanPodPolicy, str) and data__cleanPodPolicy == 'Running' or isinstance(data__cleanPodPolicy, str) and data__cleanPodPolicy == 'All'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".cleanPodPolicy must be one of ['None', 'Running', 'All']")
        if "suspend" in data_keys:
            data_keys.remove("suspend")
            data__suspend = data["suspend"]
            if not isinstance(data__suspend, (bool)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".suspend must be boolean")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d30(data, custom_formats={}, name_prefix=None):
    data_any_of_count5 = 0
    if not data_any_of_count5 and not (not isinstance(data, (int)) or isinstance(data, bool)):
        try:
            if isinstance(data, (int, float, Decimal)) and not isinstance(data, bool):
                if data < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must be bigger than or equal to 1")
                if data > 9223372036854775807:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must be smaller than or equal to 9223372036854775807")
            data_any_of_count5 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count5 and not (not isinstance(data, (str))):
        try:
            if isinstance(data, str):
                data_len = len(data)
                if data_len < 2:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must be longer than or equal to 2 characters")
                if not REGEX_PATTERNS['^([0-9]+h)?([0-9]+m)?([0-9]+s)?$'].search(data):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^([0-9]+h)?([0-9]+m)?([0-9]+s)?$")
            data_any_of_count5 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count5:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " cannot be validated by any definition")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d29(data, custom_formats={}, name_prefix=None):
    data_any_of_count6 = 0
    if not data_any_of_count6 and not (not isinstance(data, (int)) or isinstance(data, bool)):
        try:
            if isinstance(data, (int, float, Decimal)) and not isinstance(data, bool):
                if data < 0:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must be bigger than or equal to 0")
                if data > 2147483647:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must be smaller than or equal to 2147483647")
            data_any_of_count6 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count6 and not (not isinstance(data, (str))):
        try:
            if isinstance(data, str):
                data_len = len(data)
                if data_len < 2:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must be longer than or equal to 2 characters")
                if not REGEX_PATTERNS['^([0-9]+h)?([0-9]+m)?([0-9]+s)?$'].search(data):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^([0-9]+h)?([0-9]+m)?([0-9]+s)?$")
            data_any_of_count6 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count6:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " cannot be validated by any definition")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d27(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (list, tuple)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be array")
    data_is_list = isinstance(data, (list, tuple))
    if data_is_list:
        data_len = len(data)
        if data_len < 1:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain at least 1 items")
        for data_x, data_item in enumerate(data):
            if not isinstance(data_item, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + "[{}]".format(data_x) + " must be string")
            if not (isinstance(data_item, str) and data_item == 'master' or isinstance(data_item, str) and data_item == 'worker' or isinstance(data_item, str) and data_item == 'chief' or isinstance(data_item, str) and data_item == 'ps' or isinstance(data_item, str) and data_item == 'evaluator' or isinstance(data_item, str) and data_item == 'launcher'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + "[{}]".format(data_x) + " must be one of ['master', 'worker', 'chief', 'ps', 'evaluator', 'launcher']")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d26(data, custom_formats={}, name_prefix=None):
    data_any_of_count7 = 0
    if not data_any_of_count7 and not (not isinstance(data, (int)) or isinstance(data, bool)):
        try:
            if isinstance(data, (int, float, Decimal)) and not isinstance(data, bool):
                if data < 0:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must be bigger than or equal to 0")
            data_any_of_count7 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count7 and not (not isinstance(data, (str))):
        try:
            if isinstance(data, str):
                if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
            data_any_of_count7 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count7:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " cannot be validated by any definition")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d25(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string")
    if isinstance(data, str):
        if not REGEX_PATTERNS['^(auto|unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)$'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^(auto|unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)$")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d23(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (list, tuple)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be array")
    data_is_list = isinstance(data, (list, tuple))
    if data_is_list:
        data_len = len(data)
        for data_x, data_item in enumerate(data):
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d24(data_item, custom_formats, (name_prefix or "data") + "[{}]".format(data_x))
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d24(data, custom_formats={}, name_prefix=None):
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

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d21(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "resource" in data_keys:
            data_keys.remove("resource")
            data__resource = data["resource"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d22(data__resource, custom_formats, (name_prefix or "data") + ".resource")
        if "products" in data_keys:
            data_keys.remove("products")
            data__products = data["products"]
            if not isinstance(data__products, (list, tuple)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".products must be array")
            data__products_is_list = isinstance(data__products, (list, tuple))
            if data__products_is_list:
                data__products_len = len(data__products)
                if data__products_len < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".products must contain at least 1 items")
                for data__products_x, data__products_item in enumerate(data__products):
                    if not isinstance(data__products_item, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".products[{}]".format(data__products_x) + " must be string")
                    if isinstance(data__products_item, str):
                        data__products_item_len = len(data__products_item)
                        if data__products_item_len < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".products[{}]".format(data__products_x) + " must be longer than or equal to 1 characters")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d22(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string")
    if isinstance(data, str):
        if not REGEX_PATTERNS['^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^([a-z0-9]([-a-z0-9.]*[a-z0-9])?/)?[A-Za-z0-9]([-A-Za-z0-9_.]*[A-Za-z0-9])?$")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d20(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string")
    if not (isinstance(data, str) and data == 'OnFailure' or isinstance(data, str) and data == 'Never' or isinstance(data, str) and data == 'Always' or isinstance(data, str) and data == 'ExitCode'):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be one of ['OnFailure', 'Never', 'Always', 'ExitCode']")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d19(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        for data_key in data_keys:
            if data_key not in []:
                data_value = data.get(data_key)
                if not isinstance(data_value, (int)) or isinstance(data_value, bool):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".{}".format(data_key) + " must be integer")
                if isinstance(data_value, (int, float, Decimal)) and not isinstance(data_value, bool):
                    if data_value < 1:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".{}".format(data_key) + " must be bigger than or equal to 1")
                    if data_value > 10000:
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".{}".format(data_key) + " must be smaller than or equal to 10000")
        data_len = len(data)
        if data_len != 0:
            data_property_names = True
            for data_key in data:
                try:
                    if not (isinstance(data_key, str) and data_key == 'master' or isinstance(data_key, str) and data_key == 'worker' or isinstance(data_key, str) and data_key == 'chief' or isinstance(data_key, str) and data_key == 'ps' or isinstance(data_key, str) and data_key == 'evaluator' or isinstance(data_key, str) and data_key == 'launcher'):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be one of ['master', 'worker', 'chief', 'ps', 'evaluator', 'launcher']")
                except (JsonSchemaValueException, JsonSchemaValuesException):
                    data_property_names = False
            if not data_property_names:
                raise JsonSchemaValueException("" + (name_prefix or "data") + " must be named by propertyName definition")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d18(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (list, tuple)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be array")
    data_is_list = isinstance(data, (list, tuple))
    if data_is_list:
        data_len = len(data)
        if data_len < 1:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain at least 1 items")
        def fn(var): return frozenset(dict((k, fn(v)) for k, v in var.items()).items()) if hasattr(var, "items") else tuple(fn(v) for v in var) if isinstance(var, (dict, list)) else (bool, var) if isinstance(var, bool) else var
        if data_len > len(set(fn(data_x) for data_x in data)):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain unique items")
        for data_x, data_item in enumerate(data):
            if not isinstance(data_item, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + "[{}]".format(data_x) + " must be string")
            if isinstance(data_item, str):
                data_item_len = len(data_item)
                if data_item_len > 63:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + "[{}]".format(data_x) + " must be shorter than or equal to 63 characters")
                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data_item):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + "[{}]".format(data_x) + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d17(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string")
    if not (isinstance(data, str) and data == 'ClusterTrainingRuntime' or isinstance(data, str) and data == 'TrainingRuntime'):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be one of ['ClusterTrainingRuntime', 'TrainingRuntime']")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d16(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string")
    if isinstance(data, str):
        data_len = len(data)
        if data_len > 63:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be shorter than or equal to 63 characters")
        if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9]*[a-z0-9])?$'].search(data):
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^[a-z0-9]([-a-z0-9]*[a-z0-9])?$")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d13(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (list, tuple)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be array")
    data_is_list = isinstance(data, (list, tuple))
    if data_is_list:
        data_len = len(data)
        for data_x, data_item in enumerate(data):
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d14(data_item, custom_formats, (name_prefix or "data") + "[{}]".format(data_x))
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d14(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['name', 'containerPort']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain ")
        data_keys = set(data.keys())
        if "name" in data_keys:
            data_keys.remove("name")
            data__name = data["name"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d15(data__name, custom_formats, (name_prefix or "data") + ".name")
        if "containerPort" in data_keys:
            data_keys.remove("containerPort")
            data__containerPort = data["containerPort"]
            if not isinstance(data__containerPort, (int)) or isinstance(data__containerPort, bool):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".containerPort must be integer")
            if isinstance(data__containerPort, (int, float, Decimal)) and not isinstance(data__containerPort, bool):
                if data__containerPort < 1:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".containerPort must be bigger than or equal to 1")
                if data__containerPort > 65535:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".containerPort must be smaller than or equal to 65535")
        if "protocol" in data_keys:
            data_keys.remove("protocol")
            data__protocol = data["protocol"]
            if not isinstance(data__protocol, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".protocol must be string")
            if not (isinstance(data__protocol, str) and data__protocol == 'TCP' or isinstance(data__protocol, str) and data__protocol == 'UDP' or isinstance(data__protocol, str) and data__protocol == 'SCTP'):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".protocol must be one of ['TCP', 'UDP', 'SCTP']")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d5(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "cpu" in data_keys:
            data_keys.remove("cpu")
            data__cpu = data["cpu"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d6(data__cpu, custom_formats, (name_prefix or "data") + ".cpu")
        if "memory" in data_keys:
            data_keys.remove("memory")
            data__memory = data["memory"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d7(data__memory, custom_formats, (name_prefix or "data") + ".memory")
        if "ephemeralStorage" in data_keys:
            data_keys.remove("ephemeralStorage")
            data__ephemeralStorage = data["ephemeralStorage"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d8(data__ephemeralStorage, custom_formats, (name_prefix or "data") + ".ephemeralStorage")
        if "gpu" in data_keys:
            data_keys.remove("gpu")
            data__gpu = data["gpu"]
            if not isinstance(data__gpu, (int)) or isinstance(data__gpu, bool):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".gpu must be integer")
            if isinstance(data__gpu, (int, float, Decimal)) and not isinstance(data__gpu, bool):
                if data__gpu < 0:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".gpu must be bigger than or equal to 0")
        if "limits" in data_keys:
            data_keys.remove("limits")
            data__limits = data["limits"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d9(data__limits, custom_formats, (name_prefix or "data") + ".limits")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d9(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        if "cpu" in data_keys:
            data_keys.remove("cpu")
            data__cpu = data["cpu"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d10(data__cpu, custom_formats, (name_prefix or "data") + ".cpu")
        if "memory" in data_keys:
            data_keys.remove("memory")
            data__memory = data["memory"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d11(data__memory, custom_formats, (name_prefix or "data") + ".memory")
        if "ephemeralStorage" in data_keys:
            data_keys.remove("ephemeralStorage")
            data__ephemeralStorage = data["ephemeralStorage"]
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d12(data__ephemeralStorage, custom_formats, (name_prefix or "data") + ".ephemeralStorage")
        if data_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d12(data, custom_formats={}, name_prefix=None):
    data_any_of_count8 = 0
    if not data_any_of_count8 and not (not isinstance(data, (int)) or isinstance(data, bool)):
        try:
            if isinstance(data, (int, float, Decimal)) and not isinstance(data, bool):
                if data < 0:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must be bigger than or equal to 0")
            data_any_of_count8 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count8 and not (not isinstance(data, (str))):
        try:
            if isinstance(data, str):
                if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
            data_any_of_count8 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count8:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " cannot be validated by any definition")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d11(data, custom_formats={}, name_prefix=None):
    data_any_of_count9 = 0
    if not data_any_of_count9 and not (not isinstance(data, (int)) or isinstance(data, bool)):
        try:
            if isinstance(data, (int, float, Decimal)) and not isinstance(data, bool):
                if data < 0:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must be bigger than or equal to 0")
            data_any_of_count9 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count9 and not (not isinstance(data, (str))):
        try:
            if isinstance(data, str):
                if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
            data_any_of_count9 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count9:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " cannot be validated by any definition")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d10(data, custom_formats={}, name_prefix=None):
    data_any_of_count10 = 0
    if not data_any_of_count10 and not (not isinstance(data, (int)) or isinstance(data, bool)):
        try:
            if isinstance(data, (int, float, Decimal)) and not isinstance(data, bool):
                if data < 0:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must be bigger than or equal to 0")
            data_any_of_count10 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count10 and not (not isinstance(data, (str))):
        try:
            if isinstance(data, str):
                if not REGEX_PATTERNS['^(unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)$'].search(data):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^(unlimited|([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?)$")
            data_any_of_count10 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count10:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " cannot be validated by any definition")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d8(data, custom_formats={}, name_prefix=None):
    data_any_of_count11 = 0
    if not data_any_of_count11 and not (not isinstance(data, (int)) or isinstance(data, bool)):
        try:
            if isinstance(data, (int, float, Decimal)) and not isinstance(data, bool):
                if data < 0:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must be bigger than or equal to 0")
            data_any_of_count11 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count11 and not (not isinstance(data, (str))):
        try:
            if isinstance(data, str):
                if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
            data_any_of_count11 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count11:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " cannot be validated by any definition")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d7(data, custom_formats={}, name_prefix=None):
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

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d6(data, custom_formats={}, name_prefix=None):
    data_any_of_count13 = 0
    if not data_any_of_count13 and not (not isinstance(data, (int)) or isinstance(data, bool)):
        try:
            if isinstance(data, (int, float, Decimal)) and not isinstance(data, bool):
                if data < 0:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must be bigger than or equal to 0")
            data_any_of_count13 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count13 and not (not isinstance(data, (str))):
        try:
            if isinstance(data, str):
                if not REGEX_PATTERNS['^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$'].search(data):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^([0-9]+(\\.[0-9]*)?|\\.[0-9]+)([eE][0-9]+|[numkMGTPE]|Ki|Mi|Gi|Ti|Pi|Ei)?$")
            data_any_of_count13 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if not data_any_of_count13:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " cannot be validated by any definition")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d1(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data_keys = set(data.keys())
        for data_key in data_keys:
            if data_key not in []:
                data_value = data.get(data_key)
                validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d2(data_value, custom_formats, (name_prefix or "data") + ".{}".format(data_key))
        data_len = len(data)
        if data_len != 0:
            data_property_names = True
            for data_key in data:
                try:
                    if isinstance(data_key, str):
                        if not REGEX_PATTERNS['^[-._a-zA-Z][-._a-zA-Z0-9]*$'].search(data_key):
                            raise JsonSchemaValueException("" + (name_prefix or "data") + " must match pattern ^[-._a-zA-Z][-._a-zA-Z0-9]*$")
                except (JsonSchemaValueException, JsonSchemaValuesException):
                    data_property_names = False
            if not data_property_names:
                raise JsonSchemaValueException("" + (name_prefix or "data") + " must be named by propertyName definition")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d2(data, custom_formats={}, name_prefix=None):
    data_one_of_count14 = 0
    if data_one_of_count14 < 2 and not (not isinstance(data, (str))):
        try:
            data_one_of_count14 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if data_one_of_count14 < 2 and not (not isinstance(data, (int, float, Decimal)) or isinstance(data, bool)):
        try:
            data_one_of_count14 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if data_one_of_count14 < 2 and not (not isinstance(data, (bool))):
        try:
            data_one_of_count14 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if data_one_of_count14 < 2 and not (not isinstance(data, (dict))):
        try:
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d3(data, custom_formats, (name_prefix or "data") + "")
            data_one_of_count14 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if data_one_of_count14 < 2 and not (not isinstance(data, (dict))):
        try:
            validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d4(data, custom_formats, (name_prefix or "data") + "")
            data_one_of_count14 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if data_one_of_count14 < 2 and not (not isinstance(data, (dict))):
        try:
            data_is_dict = isinstance(data, dict)
            if data_is_dict:
                data__missing_keys = set(['field']) - data.keys()
                if data__missing_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain ")
                data_keys = set(data.keys())
                if "field" in data_keys:
                    data_keys.remove("field")
                    data__field = data["field"]
                    if not isinstance(data__field, (str)):
                        raise JsonSchemaValueException("" + (name_prefix or "data") + ".field must be string")
                    if isinstance(data__field, str):
                        data__field_len = len(data__field)
                        if data__field_len < 1:
                            raise JsonSchemaValueException("" + (name_prefix or "data") + ".field must be longer than or equal to 1 characters")
                if data_keys:
                    raise JsonSchemaValueException("" + (name_prefix or "data") + " must not contain "+str(data_keys)+" properties")
            data_one_of_count14 += 1
        except (JsonSchemaValueException, JsonSchemaValuesException): pass
    if data_one_of_count14 != 1:
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be valid exactly by one definition")
    return data

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d4(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (dict)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be object")
    data_is_dict = isinstance(data, dict)
    if data_is_dict:
        data__missing_keys = set(['configMap', 'key']) - data.keys()
        if data__missing_keys:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must contain ")
        data_keys = set(data.keys())
        if "configMap" in data_keys:
            data_keys.remove("configMap")
            data__configMap = data["configMap"]
            if not isinstance(data__configMap, (str)):
                raise JsonSchemaValueException("" + (name_prefix or "data") + ".configMap must be string")
            if isinstance(data__configMap, str):
                if not REGEX_PATTERNS['^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$'].search(data__configMap):
                    raise JsonSchemaValueException("" + (name_prefix or "data") + ".configMap must match pattern ^[a-z0-9]([-a-z0-9.]*[a-z0-9])?$")
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

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d3(data, custom_formats={}, name_prefix=None):
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

def validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json__definitions_d0(data, custom_formats={}, name_prefix=None):
    if not isinstance(data, (str)):
        raise JsonSchemaValueException("" + (name_prefix or "data") + " must be string")
    if isinstance(data, str):
        data_len = len(data)
        if data_len < 1:
            raise JsonSchemaValueException("" + (name_prefix or "data") + " must be longer than or equal to 1 characters")
    return data

validate = validate_https___kfgen_dev_schemas_v1alpha1_trainingspec_json
