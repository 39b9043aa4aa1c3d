"""The trial half of an Experiment read back: its trial parameters and its trial job, with what
kfgen.features.tuning.experiment adds to a trial undone, so that the job reads back like any job.

kfgen's trial additions, undone here:
- each trial parameter is named after its search-space parameter unless the parameter's trialParameter names it
  (import keeps the Experiment's names so), and `${trialSpec.KEY}` is the trial parameter `trialSpec.KEY`
  (`${trialParameters.trialSpec.KEY}` in the template): the template's references are written back as a spec writes
  them, `${trialParameters.NAME}` with NAME the trial parameter's, `${trialSpec.KEY}`;
- parametersFile: the pod annotation kfgen.dev/tuning-parameters, the downward API volume kfgen-tuning-parameters and
  its mount in the training container, in every pod template;
- the Push collector's namespace file: the downward API volume kfgen-katib-namespace and its mount on the service
  account directory;
- the pods' label kfgen.dev/experiment (the Experiment's name);
- the template's metadata: kfgen writes the job's name, namespace, labels and annotations on the Experiment and keeps
  on the template only the queue labels and the spec's and Environment's own; the job gets them all back.
"""

from __future__ import annotations

import json
import posixpath
import re
from collections.abc import Iterator
from typing import Any

from kfgen import api
from kfgen.api import Obj
from kfgen.features.tuning import experiment as kfgen_experiment
from kfgen.features.tuning import references
from kfgen.migrate.katibspace import Reader
from kfgen.render import postbuild
from kfgen.schema.katib import PARAMETER_NAME_PATTERN

USE = re.compile(r"\$\{trialParameters\.([^}]*)\}")
NAME = re.compile(PARAMETER_NAME_PATTERN)
TEMPLATE = "spec.trialTemplate"
TRIAL = f"{TEMPLATE}.trialSpec"
PARAMETERS_FIELD = f"metadata.annotations['{kfgen_experiment.PARAMETERS_ANNOTATION}']"


def trial_parameters(r: Reader, given: Any, parameters: dict[str, Obj]) -> dict[str, str]:
    """Each trial parameter's name -> the reference a spec writes for it; descriptions go to `parameters`."""
    if given is None:
        given = []
    if not isinstance(given, list):
        r.fail(f"{TEMPLATE}.trialParameters", "must be a list of trial parameters")
        return {}
    forms: dict[str, str] = {}
    for index, item in enumerate(given):
        where = f"{TEMPLATE}.trialParameters[{index}]"
        node = r.mapping(item, where)
        if node is None:
            continue
        name, reference = node.get("name"), node.get("reference")
        if not isinstance(name, str) or not name or not isinstance(reference, str):
            r.fail(where, "needs a name and a reference")
        elif name in forms:
            r.fail(f"{where}.name", f"names the trial parameter {name!r} again (Katib refuses it)")
        elif reference in parameters:
            forms[name] = reference  # the parameter's, until _named keeps the name
            _describe(r, where, parameters[reference], node.get("description"))
        elif (key := _metadata_key(reference)) is not None and references.problem(key) is None:
            forms[name] = references.SPEC_FORM.format(key)
            _metadata_described(r, where, name, reference, node.get("description"))
        else:
            r.fail(
                f"{where}.reference",
                f"{reference!r} is neither a parameter of spec.parameters ({', '.join(parameters)}) nor trial metadata "
                "(${trialSpec.Name}, Namespace, Kind, APIVersion, Labels[KEY], Annotations[KEY]): Katib refuses it",
            )
    return _named(forms, parameters)


def _named(forms: dict[str, str], parameters: dict[str, Obj]) -> dict[str, str]:
    """The forms with each parameter's trial parameter named as the Experiment named it (the parameter's
    trialParameter), when a spec can name it so: else every one is named after its parameter, as kfgen did before
    trialParameter (a name the schema refuses, one of kfgen's `trialSpec.` names, or one another parameter has)."""
    names = {reference: name for name, reference in forms.items() if reference in parameters}
    own = {name for name in parameters if name not in names}  # a parameter without a trial parameter keeps its name
    keep = all(
        NAME.fullmatch(name) and not name.startswith(references.PARAMETER_PREFIX) and name not in own
        for name in names.values()
    )
    for reference, name in names.items():
        kept = name if keep else reference
        forms[name] = kfgen_experiment.PLACEHOLDER.format(kept)
        if kept != reference:
            parameters[reference]["trialParameter"] = kept
    return forms


def _metadata_described(r: Reader, where: str, name: str, reference: str, description: Any) -> None:
    """A trial parameter of trial metadata is carried as its reference, written where the template used it; its
    name and description have no place in a spec (kfgen writes one trial parameter per reference, undescribed)."""
    if description:
        r.warn(
            f"{where}.description",
            f"{str(description)!r} not carried: the trial parameter {name!r} is written {reference} where the "
            "template used it, and a spec gives trial metadata no description",
        )


def _metadata_key(reference: str) -> str | None:
    match = references.USE.fullmatch(reference)
    return match.group(1) if match else None


def _describe(r: Reader, where: str, parameter: Obj, description: Any) -> None:
    if not description:
        return
    if parameter.get("description") not in (None, description):
        r.warn(f"{where}.description", "a parameter has one description in a spec: the first trial parameter's is kept")
        return
    parameter["description"] = str(description)


def expected_trial_parameters(parameters: dict[str, Obj], template: Any) -> list[Obj]:
    """The trial parameters kfgen writes for these parameters and a template (in the spec's form)."""
    out: list[Obj] = [
        {
            **({"description": p["description"]} if p.get("description") else {}),
            "name": kfgen_experiment.trial_name(name, p),
            "reference": name,
        }
        for name, p in parameters.items()
    ]
    return out + references.trial_parameters(references.in_template(template))


def rewritten(r: Reader, node: Any, forms: dict[str, str], path: str = TRIAL) -> Any:
    """`node` with every `${trialParameters.NAME}` written as the spec writes its reference."""
    if isinstance(node, str):
        if "${trialParameters." not in node:
            return node
        for name in USE.findall(node):
            if name not in forms:
                r.fail(path, f"${{trialParameters.{name}}} names no trial parameter of {TEMPLATE}.trialParameters")
        return USE.sub(lambda m: forms.get(m.group(1), m.group(0)), node)
    if isinstance(node, dict):
        return {rewritten(r, k, forms, path): rewritten(r, v, forms, f"{path}.{k}") for k, v in node.items()}
    if isinstance(node, list):
        return [rewritten(r, v, forms, f"{path}[{i}]") for i, v in enumerate(node)]
    return node


def pod_templates(node: Any, path: str = TRIAL) -> Iterator[tuple[str, Obj]]:
    """(field, pod template) of every pod template in a job: a mapping whose spec has containers."""
    if isinstance(node, dict):
        spec = node.get("spec")
        if isinstance(spec, dict) and isinstance(spec.get("containers"), list):
            yield path, node
            return
        for key, value in node.items():
            yield from pod_templates(value, f"{path}.{key}")
    elif isinstance(node, list):
        for index, value in enumerate(node):
            yield from pod_templates(value, f"{path}[{index}]")


class Additions:
    """What kfgen added to the trial's pods, found while it is taken out."""

    def __init__(self, r: Reader, experiment_name: str, primary: str) -> None:
        self.r = r
        self.experiment_name = experiment_name
        self.primary = primary
        self.parameters_files: set[str] = set()
        self.annotations: set[str] = set()
        self.namespace_file = False

    def undo(self, job: Obj) -> None:
        for field, pod in pod_templates(job):
            self._pod(field, pod)

    def _pod(self, field: str, pod: Obj) -> None:
        metadata = _mapping(pod, "metadata")
        labels = _mapping(metadata, "labels")
        if labels.get(api.EXPERIMENT_LABEL) == self.experiment_name:
            del labels[api.EXPERIMENT_LABEL]
        annotations = _mapping(metadata, "annotations")
        if kfgen_experiment.PARAMETERS_ANNOTATION in annotations:
            self.annotations.add(str(annotations.pop(kfgen_experiment.PARAMETERS_ANNOTATION)))
        _drop_empty(metadata, "labels", "annotations")
        _drop_empty(pod, "metadata")
        spec = pod["spec"]
        volumes = [v for v in spec.get("volumes") or [] if isinstance(v, dict)]
        removed = {v.get("name"): v for v in volumes if self._kfgen_volume(v)}
        if not removed:
            return
        spec["volumes"] = [v for v in spec["volumes"] if not (isinstance(v, dict) and v.get("name") in removed)]
        _drop_empty(spec, "volumes")
        for container in spec["containers"]:
            if isinstance(container, dict) and isinstance(container.get("volumeMounts"), list):
                self._mounts(container, removed)
        if kfgen_experiment.NAMESPACE_VOLUME in removed:
            self.namespace_file = True
            if spec.get("automountServiceAccountToken") is not False:
                self.r.warn(f"{field}.spec.volumes", "kfgen mounts the namespace file only in pods without a token")

    @staticmethod
    def _kfgen_volume(volume: Obj) -> bool:
        return volume.get("name") in (kfgen_experiment.PARAMETERS_VOLUME, kfgen_experiment.NAMESPACE_VOLUME) and (
            "downwardAPI" in volume
        )

    def _mounts(self, container: Obj, removed: dict[Any, Obj]) -> None:
        kept = []
        for mount in container["volumeMounts"]:
            name = mount.get("name") if isinstance(mount, dict) else None
            if name not in removed:
                kept.append(mount)
            elif name == kfgen_experiment.PARAMETERS_VOLUME and container.get("name") == self.primary:
                items = (removed[name].get("downwardAPI") or {}).get("items") or [{}]
                self.parameters_files.add(posixpath.join(str(mount.get("mountPath")), str(items[0].get("path"))))
        container["volumeMounts"] = kept
        _drop_empty(container, "volumeMounts")

    def parameters_file(self, parameters: dict[str, Obj]) -> str | None:
        if not self.parameters_files and not self.annotations:
            return None
        if len(self.parameters_files) != 1:
            self.r.warn(TRIAL, "kfgen's parameters file is mounted in the training container of every pod, at one path")
            return None
        if self.annotations != {parameters_json(parameters)}:
            self.r.warn(TRIAL, f"the pods' {PARAMETERS_FIELD} is not the parameters file kfgen writes: written anew")
        return next(iter(self.parameters_files))


def parameters_json(parameters: dict[str, Obj]) -> str:
    """kfgen's parameters file (kfgen.features.tuning.experiment.parameters_json) for these parameters."""
    parts = []
    for name, given in parameters.items():
        value = kfgen_experiment.PLACEHOLDER.format(kfgen_experiment.trial_name(name, given))
        number = given["type"] in ("int", "double", "discrete")
        parts.append(f"{json.dumps(name)}: {value if number else json.dumps(value, ensure_ascii=False)}")
    return "{" + ", ".join(parts) + "}"


def _mapping(node: Obj, key: str) -> Obj:
    found = node.get(key)
    return found if isinstance(found, dict) else {}


def _drop_empty(node: Obj, *keys: str) -> None:
    for key in keys:
        if key in node and not node[key]:
            del node[key]


def job_metadata(r: Reader, experiment: Obj, template: Obj) -> Obj:
    """The job's metadata: the Experiment's name, namespace, labels and annotations, and the template's own."""
    given = r.mapping(template.get("metadata"), f"{TRIAL}.metadata", required=False) or {}
    for key in given:
        if key not in ("labels", "annotations"):
            r.warn(f"{TRIAL}.metadata.{key}", "Katib names each trial's job itself: it is not imported")
    meta = experiment.get("metadata") or {}
    out: Obj = {"name": meta.get("name")}
    if meta.get("namespace"):
        out["namespace"] = meta["namespace"]
    for key in ("labels", "annotations"):
        # the Experiment's own Flux guard is for its `${trialParameters.x}`; the job is guarded where it needs it
        own = {k: v for k, v in (meta.get(key) or {}).items() if k != postbuild.ANNOTATION}
        merged = {**own, **(given.get(key) or {})}
        if merged:
            out[key] = merged
    return out
