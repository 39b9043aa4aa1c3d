"""The training-operator's fact: whether the init-pytorch container it adds to a PyTorchJob's workers meets Pod
Security restricted (Environment trainingOperator.restrictedInitContainers).

training-operator v1.9.4 (cmd/training-operator.v1/main.go, pkg/controller.v1/pytorch/initcontainer.go) reads the
template from the file of --pytorch-init-container-template-file (default /etc/config/initContainer.yaml) and falls
back to its built-in one, which has no securityContext, when the file is not there. In a cluster the file is a
volume of its Deployment (kubeflow/training-operator in its manifests); kfgen follows the flag to the volume and
reads the template from its ConfigMap. The container is judged on its own securityContext, as the API server's
Pod Security admission judges any container (kfgen.checks.podsecurity), so the template holds wherever it lands.
"""

from __future__ import annotations

import re
from typing import Any

from kfgen.api import Obj
from kfgen.checks import podsecurity
from kfgen.facts.model import Fact, Findings, Missing, Snapshot, Unknown, Where, config_data, is_object_name
from kfgen.io import yamlio

DEPLOYMENT = "training-operator"
FLAG = "pytorch-init-container-template-file"
DEFAULT_FILE = "/etc/config/initContainer.yaml"
PATH = ("trainingOperator", "restrictedInitContainers")
PLACEHOLDER = re.compile(r"\{\{.*?\}\}")  # Go text/template actions: {{.InitContainerImage}}, {{.MaxTries}}, ...


def reads(where: Where) -> dict[str, str]:
    return {"training-operator": f"/apis/apps/v1/namespaces/{where.operator_namespace}/deployments/{DEPLOYMENT}"}


def template_source(deployment: Obj) -> tuple[str, str, str] | Missing | None:
    """(ConfigMap name, key, file) of the init container template, None for the built-in one, or why unknown."""
    spec = _pod_spec(deployment)
    container = _container(deployment)
    file = flag_value(_argv(container))
    mount = _mount(container, file)
    if mount is None:
        return None
    volume_name, relative = mount
    volume = next((v for v in spec.get("volumes") or [] if isinstance(v, dict) and v.get("name") == volume_name), {})
    config_map = volume.get("configMap")
    if not isinstance(config_map, dict):
        kinds = ", ".join(k for k in volume if k != "name") or "no"
        return Missing(f"{file} comes from a {kinds} volume; kfgen reads the template only from a ConfigMap")
    if not is_object_name(config_map.get("name")):
        return Missing(f"{file} comes from a configMap volume whose name {config_map.get('name')!r} is no ConfigMap's")
    key = next(
        (str(i.get("key")) for i in config_map.get("items") or [] if isinstance(i, dict) and i.get("path") == relative),
        relative,
    )
    return str(config_map.get("name")), key, file


def flag_value(argv: list[str]) -> str:
    """The flag's value as Go's flag package parses it (-flag=v, --flag=v, -flag v, --flag v); the last one wins."""
    value = DEFAULT_FILE
    for index, arg in enumerate(argv):
        name, has_value, given = arg.lstrip("-").partition("=")
        if not arg.startswith("-") or name != FLAG:
            continue
        if has_value:
            value = given
        elif index + 1 < len(argv):
            value = argv[index + 1]
    return value


def _mount(container: Obj, file: str) -> tuple[str, str] | None:
    """(volume, path inside it) of the mount that holds `file`: the deepest one, as the kubelet stacks them."""
    best: tuple[int, str, str] | None = None
    for mount in container.get("volumeMounts") or []:
        at = str(mount.get("mountPath", "")).rstrip("/")
        if mount.get("subPath"):
            found = (len(at), str(mount.get("name")), str(mount["subPath"])) if file == at else None
        else:
            found = (len(at), str(mount.get("name")), file[len(at) + 1 :]) if file.startswith(at + "/") else None
        if found and (best is None or found[0] > best[0]):
            best = found
    return (best[1], best[2]) if best else None


def facts(snapshot: Snapshot, where: Where) -> Findings:
    deployment = snapshot["training-operator"]
    name = f"Deployment {where.operator_namespace}/{DEPLOYMENT}"
    if isinstance(deployment, Missing):
        return Findings(unknown=[Unknown(("trainingOperator",), f"{name}: {deployment.reason}")])
    source = template_source(deployment)
    if isinstance(source, Missing):
        return Findings(unknown=[Unknown(PATH, f"{name}: {source.reason}")])
    if source is None:
        file = flag_value(_argv(_container(deployment)))
        origin = f"{name}: no volume holds {file} (--{FLAG}), so the operator's built-in template"
        notes = ("its init-pytorch container has no securityContext",)
        return Findings([Fact(PATH, False, origin, False, notes=notes)])
    config_map, key, file = source
    origin = f"{name} --{FLAG}={file}: ConfigMap {where.operator_namespace}/{config_map}, key {key}"
    text = config_data(snapshot["init-template"], key)
    if isinstance(text, Missing):
        return Findings(unknown=[Unknown(PATH, f"{origin}: {text.reason}")])
    return Findings([_judged(text, origin)])


def _judged(template: str, origin: str) -> Fact:
    docs, problems = yamlio.parse(PLACEHOLDER.sub("placeholder", template), "initContainer.yaml")
    containers = docs[0] if docs and isinstance(docs[0], list) else []
    container = next((c for c in containers if isinstance(c, dict)), None)
    if problems or container is None:
        return Fact(PATH, False, origin, False, notes=("not a list of containers: the operator cannot use it",))
    found = podsecurity.evaluate({"spec": {"containers": [container]}}, "restricted")
    notes = (f"not restricted: {podsecurity.message(found)}",) if found else ()
    return Fact(PATH, not found, origin, False, notes=notes)


def _pod_spec(deployment: Obj) -> Obj:
    return _d(_d(_d(deployment.get("spec")).get("template")).get("spec"))


def _container(deployment: Obj) -> Obj:
    """The operator's container (named so in its manifests), else the first."""
    containers = [c for c in _list(_pod_spec(deployment).get("containers")) if isinstance(c, dict)]
    return next((c for c in containers if c.get("name") == DEPLOYMENT), containers[0] if containers else {})


def _argv(container: Obj) -> list[str]:
    return [str(a) for a in [*_list(container.get("command")), *_list(container.get("args"))]]


def _list(value: Any) -> list[Any]:
    """A list the cluster holds, or none: what an API server answers is read, never trusted."""
    return value if isinstance(value, list) else []


def _d(value: Any) -> Obj:
    return value if isinstance(value, dict) else {}
