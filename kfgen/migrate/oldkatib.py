"""Katib kubeflow.org/v1alpha3 Experiments (Katib v0.8-v0.9), converted to the v1beta1 Experiment they are, every
change named (`kfgen import`; the Training Operator's old versions: kfgen.migrate.oldapis).

Katib v0.9.0's types (pkg/apis/controller/experiments/v1alpha3/experiment_types.go, common/v1alpha3/common_types.go)
against v0.10.0's v1beta1: `parameters`, `objective`, `algorithm`, the trial counts, `metricsCollectorSpec`,
`nasConfig` and `resumePolicy` are the same fields; `algorithm.earlyStopping` (never implemented in v1alpha3) has no
v1beta1 place. The trial is the one change: v1alpha3 writes it as a Go template (`trialTemplate.goTemplate.rawTemplate`)
executed with `.Trial`, `.NameSpace`, `.Experiment` and `.HyperParameters` (controller.v1alpha3/experiment/manifest
generator.go), v1beta1 as `trialSpec` with `${trialSpec.Name}`, `${trialSpec.Namespace}` and `${trialParameters.X}`.
The template is executed here with those placeholders for its values (one trial parameter per search parameter, in
`spec.parameters` order); only the actions Katib's own examples use are read (`{{.Trial}}`, `{{.NameSpace}}`,
`{{.Experiment}}`, `{{with .HyperParameters}}`, `{{range .}}`, `{{.Name}}`, `{{.Value}}`, `{{end}}`, trim markers):
any other action, a template in a ConfigMap (`templateSpec`), or a template that is not a job refuses the Experiment
by name. v1beta1 names the trial job after the trial itself (v0.10.0 manifest/generator.go SetName, SetNamespace), so
the template's `metadata.name: {{.Trial}}` and `namespace: {{.NameSpace}}` are left out; the primary container is the
one v1alpha3 injected the collector beside (pkg/job/v1alpha3: a Job's first container, a TFJob's `tensorflow`, a
PyTorchJob's `pytorch`), and one named after the trial is renamed `training` (v1beta1 names it once for every trial).
"""

from __future__ import annotations

import re
from typing import Any

import yaml

from kfgen.api import KATIB_API_VERSION, Obj
from kfgen.migrate import oldapis
from kfgen.migrate.oldapis import Conversion, Note
from kfgen.workloads.frameworks import FRAMEWORKS

V1ALPHA3 = "kubeflow.org/v1alpha3"
SAME = (
    "parameters",
    "objective",
    "algorithm",
    "parallelTrialCount",
    "maxTrialCount",
    "maxFailedTrialCount",
    "metricsCollectorSpec",
    "nasConfig",
    "resumePolicy",
)
RAW = "spec.trialTemplate.goTemplate.rawTemplate"
TRIAL_NAME = "${trialSpec.Name}"
RENAMED = "training"
# pkg/job/v1alpha3/kubeflow.go IsTrainingContainer: a TFJob's and a PyTorchJob's default container (framework table)
PRIMARY = {FRAMEWORKS[name].kind: FRAMEWORKS[name].container for name in ("tensorflow", "pytorch")}
ACTION = re.compile(r"\{\{(-\s)?\s*(.*?)\s*(\s-)?\}\}", re.DOTALL)
SOURCE = "Katib v0.9.0 experiments/v1alpha3 types"


def is_old(doc: Obj) -> bool:
    return doc.get("apiVersion") == V1ALPHA3 and doc.get("kind") == "Experiment"


class Refused(Exception):
    """The Experiment does not convert: the note says which field and why."""

    def __init__(self, field: str | None, message: str) -> None:
        super().__init__(message)
        self.note = Note(field, message)


def converted(doc: Obj) -> Conversion:
    """The v1beta1 Experiment (None: refused, the notes say why), the fields moved and every change named."""
    try:
        return _converted(doc)
    except Refused as refused:
        return Conversion(None, {}, [refused.note])


def _converted(doc: Obj) -> Conversion:
    body = doc.get("spec") if isinstance(doc.get("spec"), dict) else {}
    assert isinstance(body, dict)
    spec: Obj = {}
    notes: list[Note] = []
    for name, value in body.items():
        if name in SAME:
            spec[name] = value
        elif name != "trialTemplate":
            notes.append(Note(f"spec.{name}", f"not a field of a {V1ALPHA3} Experiment ({SOURCE}): not converted"))
    algorithm = spec.get("algorithm")
    if isinstance(algorithm, dict) and "earlyStopping" in algorithm:
        spec["algorithm"] = {k: v for k, v in algorithm.items() if k != "earlyStopping"}
        notes.append(
            Note("spec.algorithm.earlyStopping", "v1alpha3's early stopping has no v1beta1 field: not converted")
        )
    template, template_notes = _trial_template(doc, body.get("trialTemplate"))
    spec["trialTemplate"] = template
    summary = (
        f"Experiment {V1ALPHA3} is served by no Katib release: converted to {KATIB_API_VERSION} ({SOURCE}; the same "
        "search, objective, algorithm and collector fields); the trial's Go template executed into trialSpec"
    )
    notes = [Note("apiVersion", summary), *template_notes, *notes]
    return Conversion({**doc, "apiVersion": KATIB_API_VERSION, "spec": spec}, {}, notes, ("apiVersion", RAW))


def _trial_template(doc: Obj, template: Any) -> tuple[Obj, list[Note]]:
    if not isinstance(template, dict):
        raise Refused("spec.trialTemplate", "is required: a v1alpha3 Experiment's trial is its goTemplate")
    unknown = [k for k in template if k not in ("retain", "goTemplate")]
    if unknown:
        fields = ", ".join(f"spec.trialTemplate.{k}" for k in unknown)
        raise Refused(
            "spec.trialTemplate",
            f"{fields}: not fields of a {V1ALPHA3} trial template ({SOURCE}; v1beta1's, which Katib v1alpha3 ignored): "
            f"the Experiment does not convert; if it ran as v1beta1, write apiVersion {KATIB_API_VERSION}; skipped",
        )
    go = template.get("goTemplate") if isinstance(template.get("goTemplate"), dict) else {}
    assert isinstance(go, dict)
    raw = go.get("rawTemplate")
    if not isinstance(raw, str) or not raw:
        raise Refused(
            "spec.trialTemplate.goTemplate",
            "a template in a ConfigMap (templateSpec) is read when a trial starts: kfgen cannot convert it; skipped",
        )
    unused = [
        Note(
            f"spec.trialTemplate.goTemplate.{k}",
            "unused: Katib v1alpha3 reads rawTemplate when it is given; not converted",
        )
        for k in go
        if k != "rawTemplate"
    ]
    parameters = _parameter_names(doc)
    metadata = doc.get("metadata")  # not a mapping: the import's own check names it
    trial = _executed(raw, parameters, str(metadata.get("name", "")) if isinstance(metadata, dict) else "")
    out: Obj = {k: v for k, v in template.items() if k == "retain"}
    job, notes = _trial_job(trial)
    out["primaryContainerName"] = _primary(job)
    out["trialParameters"] = [{"name": _parameter(p), "reference": p} for p in parameters]
    out["trialSpec"] = job
    message = (
        "the trial's Go template executed into spec.trialTemplate.trialSpec with ${trialSpec.Name} for {{.Trial}}, "
        f"${{trialSpec.Namespace}} for {{{{.NameSpace}}}} and one trial parameter per search parameter "
        f"({', '.join(parameters)}, in spec.parameters order, as Katib's suggestions return them) for "
        "{{.HyperParameters}}"
    )
    return out, [Note(RAW, message), *notes, *unused]


def _parameter_names(doc: Obj) -> list[str]:
    parameters = (doc.get("spec") or {}).get("parameters")
    names = [p.get("name") for p in parameters or [] if isinstance(p, dict)]
    if not names or not all(isinstance(n, str) and n for n in names):
        raise Refused("spec.parameters", "must be a non-empty list of named parameters to convert the trial template")
    return [str(n) for n in names]


def _parameter(name: str) -> str:
    """A trial parameter's name for a search parameter's (`--lr` is `lr`: the placeholder stays readable)."""
    return re.sub(r"[^A-Za-z0-9_]", "", name.replace("-", "_")).strip("_") or "parameter"


def _executed(raw: str, parameters: list[str], experiment: str) -> str:
    """The template executed with v1beta1's placeholders for the values (text/template's semantics for the actions
    read; any other refuses)."""
    pieces = _pieces(raw)
    out, rest = _run(pieces, 0, {"top": True}, parameters, experiment)
    if rest != len(pieces):
        raise Refused(RAW, "has an {{end}} without its {{with}} or {{range}}: the Experiment does not convert; skipped")
    return out


def _pieces(raw: str) -> list[tuple[str, str]]:
    """('text', s) and ('action', a) in order, trim markers applied."""
    pieces: list[tuple[str, str]] = []
    at = 0
    trim_next = False
    for match in ACTION.finditer(raw):
        text = raw[at : match.start()]
        text = text.lstrip() if trim_next else text
        pieces.append(("text", text.rstrip() if match[1] else text))
        pieces.append(("action", match[2]))
        trim_next = bool(match[3])
        at = match.end()
    pieces.append(("text", raw[at:].lstrip() if trim_next else raw[at:]))
    return pieces


def _run(
    pieces: list[tuple[str, str]], at: int, dot: dict[str, Any], parameters: list[str], experiment: str
) -> tuple[str, int]:
    out: list[str] = []
    while at < len(pieces):
        kind, value = pieces[at]
        at += 1
        if kind == "text":
            out.append(value)
        elif value == "end":
            return "".join(out), at
        elif value in ("with .HyperParameters", "range .HyperParameters", "range .") and _opens(value, dot):
            body_start = at
            if value.startswith("with"):
                text, at = _run(pieces, body_start, {"list": True}, parameters, experiment)
                out.append(text)
            else:
                for name in parameters:
                    text, at = _run(pieces, body_start, {"parameter": name}, parameters, experiment)
                    out.append(text)
        else:
            out.append(_value(value, dot, experiment))
    if not dot.get("top"):
        raise Refused(RAW, "has a {{with}} or {{range}} without its {{end}}: the Experiment does not convert; skipped")
    return "".join(out), at


def _opens(action: str, dot: dict[str, Any]) -> bool:
    return (action == "range ." and bool(dot.get("list"))) or (
        action.endswith(".HyperParameters") and bool(dot.get("top"))
    )


def _value(action: str, dot: dict[str, Any], experiment: str) -> str:
    values = {".Trial": TRIAL_NAME, ".NameSpace": "${trialSpec.Namespace}", ".Experiment": experiment}
    if dot.get("top") and action in values:
        return values[action]
    if "parameter" in dot and action == ".Name":
        return str(dot["parameter"])
    if "parameter" in dot and action == ".Value":
        return f"${{trialParameters.{_parameter(str(dot['parameter']))}}}"
    raise Refused(RAW, f"{{{{{action}}}}}: an action kfgen does not convert to v1beta1; skipped")


def _trial_job(text: str) -> tuple[Obj, list[Note]]:
    try:
        job = yaml.safe_load(text)
    except yaml.YAMLError as e:
        raise Refused(RAW, f"executed, is not YAML ({str(e).splitlines()[0]}): the Experiment does not convert") from e
    if not isinstance(job, dict) or not isinstance(job.get("kind"), str):
        raise Refused(RAW, "executed, is not a Kubernetes object: the Experiment does not convert; skipped")
    notes: list[Note] = []
    meta = job.get("metadata")
    if isinstance(meta, dict):
        kept = {
            k: v
            for k, v in meta.items()
            if (k, v) not in (("name", TRIAL_NAME), ("namespace", "${trialSpec.Namespace}"))
        }
        if len(kept) < len(meta):
            notes.append(
                Note(RAW, "metadata.name and namespace of the trial job left out: v1beta1 sets them to the trial's")
            )
        job = {**job, "metadata": kept} if kept else {k: v for k, v in job.items() if k != "metadata"}
    return _renamed(_served(job, notes), notes), notes


def _served(job: Obj, notes: list[Note]) -> Obj:
    """A trial job of an API version no longer served, converted as any job is (kfgen.migrate.oldapis)."""
    if not oldapis.is_old(job):
        return job
    conversion = oldapis.converted(job)
    said = [f"{n.field}: {n.message}" if n.field else n.message for n in conversion.notes]
    if conversion.job is None:
        raise Refused(RAW, f"the trial job: {said[0]}")
    notes += [Note(RAW, f"the trial job: {text}") for text in said]
    return conversion.job


def _containers(job: Obj) -> list[Obj]:
    """Every container list of the job's pod templates (a Job's, or each replica type's)."""
    spec = job.get("spec") if isinstance(job.get("spec"), dict) else {}
    assert isinstance(spec, dict)
    templates = [spec.get("template")]
    templates += [
        r.get("template")
        for key, rs in spec.items()
        if key.endswith("ReplicaSpecs") and isinstance(rs, dict)
        for r in rs.values()
        if isinstance(r, dict)
    ]
    out = []
    for template in templates:
        pod = template.get("spec") if isinstance(template, dict) else None
        containers = pod.get("containers") if isinstance(pod, dict) else None
        out += [c for c in containers or [] if isinstance(c, dict)]
    return out


def _renamed(job: Obj, notes: list[Note]) -> Obj:
    """A container named after the trial, renamed once for every trial (v1beta1's primaryContainerName is one name)."""
    for container in _containers(job):
        if container.get("name") == TRIAL_NAME:
            container["name"] = RENAMED
            if not any(RENAMED in n.message for n in notes):
                message = (
                    f"a container named after the trial ({{{{.Trial}}}}) is named {RENAMED!r}: v1beta1 names the "
                    "primary container once for every trial (primaryContainerName)"
                )
                notes.append(Note(RAW, message))
    return job


def _primary(job: Obj) -> str:
    kind = str(job.get("kind"))
    if kind in PRIMARY:
        return PRIMARY[kind]
    containers = _containers(job)
    if not containers or not isinstance(containers[0].get("name"), str):
        raise Refused(RAW, "executed, has no named container: the Experiment does not convert; skipped")
    return str(containers[0]["name"])
