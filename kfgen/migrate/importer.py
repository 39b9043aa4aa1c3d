"""Kubernetes jobs read back as TrainingSpecs (`kfgen import`): the shortest spec that renders the job again.

Each document goes to the workload whose `read_back` accepts it (the kind profile). The spec is rendered in the
Environment given (none by default) and compared with the input under kfgen's normalisations (kfgen.migrate.compare,
and the job's revision-suffixed name wherever the render writes it): what differs in
a pod template becomes a pod patch (one for the spec, or one per role where roles differ); what differs elsewhere,
and what no spec field carries, is a warning naming the input's field. The comparison renders the spec whatever
kfgen's checks say (core.expand_unchecked); whether the spec renders is said once per spec (`review`: an `imported,
needs review` warning per reason, `Imported.unrendered`, exit 3 on the CLI). A kind no workload reads is a warning; a
malformed job is an error. Katib Experiments and per-environment copies plug in here (kfgen.migrate.katib,
kfgen.migrate.environments): `import_object` is the seam.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from kfgen import api, core
from kfgen.api import Obj
from kfgen.migrate import (
    apifields,
    compare,
    environments,
    inputs,
    jobmetadata,
    katib,
    patchparts,
    placeholders,
    rerender,
    review,
    shape,
    trials,
)
from kfgen.migrate.trainjobs import templates as trainjob_templates
from kfgen.migrate.trainjobs import trial_prepared as trainjob_trial
from kfgen.results import ResourceRef, Result, error, has_errors, warning
from kfgen.workloads import readroles, registry
from kfgen.workloads.frameworks import FRAMEWORKS
from kfgen.workloads.profile import ReadBack

RESTART_BY_KIND = {fw.kind: fw.restart_policy for fw in FRAMEWORKS.values()}
# the image a spec without one is compared with (kfgen.dev: never pulled, it is left out of the render compared)
STAND_IN_IMAGE = "registry.kfgen.dev/stand-in-for-no-image:compare"
IMPORTED_KINDS = ", ".join(dict.fromkeys([*(k.kind for w in registry.WORKLOADS for k in w.kinds), "Experiment"]))
TRIAL_KINDS = ", ".join(registry.WORKLOAD_KINDS)


class Source(NamedTuple):
    file: str
    document: int  # the document's index in its file (from 0)

    def place(self, result: Result, obj: Any) -> Result:
        """`result` about `obj` (a job of this document; None: the document), its line found where it is printed
        (kfgen.cli.locations.in_document)."""
        resource = ResourceRef.of(obj) if isinstance(obj, dict) else None
        return result._replace(resource=resource, file=self.file, document=self.document)

    def describe(self, obj: Any) -> str:
        """`obj` and where it is, as a message names another object than its own."""
        return f"{ResourceRef.of(obj)}, document {self.document + 1} of {self.file}"


class Imported(NamedTuple):
    specs: list[Obj]
    results: list[Result]
    unrendered: int = 0  # how many of `specs` kfgen does not render where they were compared: to review


def import_documents(documents: list[tuple[Source, Any]], environment: Obj | None = None) -> Imported:
    """Every importable document as a TrainingSpec, in input order; no spec at all where one is malformed.

    `environment`: the Environment the jobs were rendered in (None: none); see `import_object`."""
    # lists, AppWrappers and live dumps made jobs: kfgen.migrate.inputs
    prepared = inputs.prepared(documents, environment)
    specs: list[tuple[Source, Obj, Obj]] = []
    results = prepared.results
    unrendered = 0
    for source, doc in prepared.documents:
        spec, found = import_object(source, doc, environment)
        results += found
        if spec is not None:
            specs.append((source, doc, spec))
            why = review.why(spec, {None: environment})
            unrendered += bool(why)
            results += [source.place(r, doc) for r in why]
    results += inputs.duplicates(specs, environment)
    ok = not has_errors(results)
    return Imported([spec for _, _, spec in specs] if ok else [], results, unrendered if ok else 0)


def import_object(source: Source, doc: Any, environment: Obj | None = None) -> tuple[Obj | None, list[Result]]:
    """The TrainingSpec of one document and what it cannot carry (None: no spec, the results say why).

    With an `environment` (the Environment the job was rendered in), the spec leaves out what it supplies (its
    namespace, its defaults, the registry in front of an image: kfgen.migrate.environments) and is compared with
    the input as rendered in it; an Experiment's spec also leaves out its default collector."""
    if not isinstance(doc, dict):
        return None, [_located(error, source, doc, None, "is not a mapping: not a Kubernetes object")]
    notes: list[tuple[str, str]] = []
    if trials.is_experiment(doc) or doc.get("kind") in registry.WORKLOAD_KINDS:
        expected = shape.experiment_shape(doc) if trials.is_experiment(doc) else shape.job_shape(doc)
        doc, notes = placeholders.filled(doc, source.file, expected)
    spec, results = _import_filled(source, doc, environment)
    return spec, [_located(warning, source, doc, field, message) for field, message in notes] + results


def _import_filled(source: Source, doc: Obj, environment: Obj | None) -> tuple[Obj | None, list[Result]]:
    """`import_object` of a document without the placeholders it cannot be read with (kfgen.migrate.placeholders)."""
    if trials.is_experiment(doc):
        wrong = _wrong_types(source, doc, shape.experiment_shape(doc))
        return (None, wrong) if wrong else _import_experiment(source, shape.without_nulls(doc), environment)
    if doc.get("kind") in registry.WORKLOAD_KINDS:
        wrong = _wrong_types(source, doc, shape.job_shape(doc))
        if wrong:
            return None, wrong
        doc = shape.without_nulls(doc)
    return _import_job(source, doc, None, environment)


def _wrong_types(source: Source, doc: Obj, expected: shape.Shape) -> list[Result]:
    """An error at each field of a wrong type (kfgen.migrate.shape): the readers below read only right ones."""
    return [_located(error, source, doc, path or None, message) for path, message in shape.problems(doc, expected)]


def _import_job(
    source: Source, doc: Obj, tuning: Obj | None, environment: Obj | None
) -> tuple[Obj | None, list[Result]]:
    """The job's spec; with `tuning`, the spec of the Experiment whose trial the job is (it renders the job inside
    the Experiment, where the round trip reads it back)."""
    picked = _read_back(doc, environment)
    if picked is None:
        kind = f"{doc.get('kind')!r} ({doc.get('apiVersion')})"
        why = inputs.skipped_because(doc) or f"cannot import kind {kind}: skipped (kfgen imports {IMPORTED_KINDS})"
        return None, [_located(warning, source, doc, None, why)]
    read = picked
    problems = _malformed(source, doc, read)
    if problems:
        return None, problems
    doc, idle = _without_idle_replicas(doc)
    named = compare.shm_named(doc)
    if idle or named != doc:
        doc = named
        read = _read_back(doc, environment) or read
    spec, queued = jobmetadata.without_queued_suspend(_spec(doc, read, environment), doc)
    spec, results = _without_supplied(spec, environment)
    if tuning is not None:
        spec["spec"]["tuning"] = tuning
    results = [source.place(r, doc) for r in results]
    results += [
        _located(warning, source, doc, path, apifields.unread_message(doc, path, value)) for path, value in read.unread
    ]
    results += [_located(warning, source, doc, path, IDLE) for path in idle]
    results += [_located(warning, source, doc, path, jobmetadata.QUEUED_SUSPEND) for path in queued]
    spec, found = _round_trip(source, doc, spec, read, environment)
    return spec, results + found


IDLE = "replicas: 0 runs no pod of this type: the spec has no such role (its pod template is not imported)"


def _without_idle_replicas(doc: Obj) -> tuple[Obj, list[str]]:
    """A kubeflow.org/v1 job without its replica types of `replicas: 0` (valid upstream: a single-node job), where
    another runs pods; kfgen writes no role of 0 replicas, and a role left out runs the same pods."""
    body = doc.get("spec")
    if doc.get("apiVersion") != api.V1_API_VERSION or not isinstance(body, dict):
        return doc, []
    idle: list[str] = []
    kept = dict(body)
    for key, replicas in body.items():
        if not (key.endswith("ReplicaSpecs") and isinstance(replicas, dict)):
            continue
        running = {t: r for t, r in replicas.items() if not (isinstance(r, dict) and r.get("replicas") == 0)}
        if running and len(running) < len(replicas):
            idle += [f"spec.{key}.{t}" for t in replicas if t not in running]
            kept[key] = running
    return ({**doc, "spec": kept}, idle) if idle else (doc, [])


def _import_experiment(source: Source, experiment: Obj, environment: Obj | None) -> tuple[Obj | None, list[Result]]:
    """The trial job imported like any job, with the search read back as its tuning block (kfgen.migrate.katib)."""
    skipped = trials.unrenderable(experiment)
    if skipped:
        return None, [_located(warning, source, experiment, None, f"{skipped}: skipped (kfgen renders {TRIAL_KINDS})")]
    tuning, job, results = katib.split(experiment)
    located = [source.place(r, experiment) for r in results]
    if has_errors(results):
        return None, located
    job, nodes = trainjob_trial(job, environment)
    spec, found = _import_job(source, job, tuning, environment)
    located += [source.place(r, experiment) for r in trials.relocated(nodes + found)]
    if spec is None:
        return None, located
    spec, settled = katib.settle(spec, experiment, environment)
    return spec, located + [source.place(r, experiment) for r in settled]


def _read_back(doc: Obj, environment: Obj | None) -> ReadBack | None:
    """The first workload's reading of the document (the kind profile decides; no parser per kind here)."""
    for profile in registry.WORKLOADS:
        read = profile.reading.read_back(doc, environment) if profile.reading else None
        if read is not None:
            return read
    return None


def _malformed(source: Source, doc: Obj, read: ReadBack) -> list[Result]:
    meta = doc.get("metadata")
    if not isinstance(meta, dict):
        return [_located(error, source, doc, "metadata", "must be a mapping with a name")]
    if not isinstance(meta.get("name"), str) or not meta["name"]:
        return [_located(error, source, doc, "metadata.name", "is required: the TrainingSpec is named after the job")]
    return [_located(error, source, doc, path, message) for path, message in read.problems]


def _short(value: Any) -> str:
    """The value as a warning says it: whole (a warning cut short hides what kfgen adds)."""
    return repr(value)


def _spec(doc: Obj, read: ReadBack, environment: Obj | None) -> Obj:
    meta = doc["metadata"]
    metadata: Obj = {"name": readroles.spec_name(doc)}
    # '' is no namespace: the API server takes the request's, as kubectl -n gives it
    if meta.get("namespace") not in (None, "", inputs.rendered_namespace({"metadata": {}}, environment)):
        metadata["namespace"] = meta["namespace"]  # `default` too where the Environment would put it elsewhere
    first: Obj = {k: read.spec[k] for k in ("framework", "backend") if k in read.spec}
    spec = {**first, **read.spec, **jobmetadata.spec_fields(meta)}
    return {"apiVersion": api.API_VERSION, "kind": api.TRAINING_SPEC, "metadata": metadata, "spec": spec}


def _without_supplied(spec: Obj, environment: Obj | None) -> tuple[Obj, list[Result]]:
    """The spec less what the Environment supplies anyway (one copy combined: kfgen.migrate.environments)."""
    if environment is None:
        return spec, []
    name = str(core.name_of(environment))
    return environments.combine({name: spec}, {name: environment})


def _round_trip(
    source: Source, doc: Obj, spec: Obj, read: ReadBack, environment: Obj | None
) -> tuple[Obj, list[Result]]:
    """The spec with the pod patches that make its render the input's job, and what still differs.

    The comparison renders the spec whatever kfgen's checks say of it (core.expand_unchecked): a spec that needs an
    Environment's policy still gets its pod patch and every difference named (whether it renders is said once, by
    `review`). A field of a pod patch kfgen refuses where the spec alone is not refused is left out and named alone
    (kfgen.migrate.patchparts)."""
    first, problems = rerender.render(doc, spec, environment)
    stand_in = STAND_IN_IMAGE if first is None and "image" not in spec["spec"] else None
    if stand_in:  # a job without an image (a chart's default values): compared all the same
        first, problems = rerender.render(doc, spec, environment, stand_in)
    if first is None:
        return spec, [_located(warning, source, doc, None, f"kfgen cannot compare the imported spec: {problems}")]
    patched = _with_patches(doc, first, spec, read)
    if patched is spec:
        return spec, _residual(source, doc, first, read)
    baseline = rerender.errors(spec, environment, stand_in)
    second, _ = rerender.render(doc, patched, environment, stand_in)
    refused: list[patchparts.Part] = []
    if second is None or rerender.errors(patched, environment, stand_in) - baseline:
        patched, refused = patchparts.carried(
            patched, lambda s: sorted(rerender.errors(s, environment, stand_in) - baseline)
        )
        second, _ = rerender.render(doc, patched, environment, stand_in)
    results = [_located(warning, source, doc, None, _refused(part)) for part in refused]
    return patched, results + _residual(source, doc, second or first, read)


def _refused(part: patchparts.Part) -> str:
    return f"{part.field}: left out of the pod patch, the rest of it kept: {part.why}"


def defaults_of(doc: Obj) -> compare.Defaults:
    """What the job's operator writes that a job without it does not differ by (the v1 kinds' restart policy, the
    workload's operator defaults)."""
    return compare.Defaults(
        RESTART_BY_KIND.get(str(doc.get("kind"))) if doc.get("apiVersion") == api.V1_API_VERSION else None,
        registry.operator_defaults(doc),
    )


def _with_patches(doc: Obj, rendered: Obj, spec: Obj, read: ReadBack) -> Obj:
    patches = {}
    for role, (path, template) in read.templates.items():
        diffs = compare.differences(template, compare.at(rendered, path) or {}, defaults_of(doc))
        patches[role], _ = compare.patch_of(diffs)
    if not any(patches.values()):
        return spec
    body = dict(spec["spec"])
    shared = _shared(list(patches.values()))
    if shared:
        body["podPatch"] = shared
    roles = {role: dict(settings) for role, settings in (body.get("roles") or {}).items()}
    for role, patch in patches.items():
        own, _ = compare.patch_of(compare.differences(patch, shared or {}, compare.Defaults(None)))
        if own:
            roles.setdefault(role, {})["podPatch"] = own
    if roles:
        body["roles"] = roles
    return {**spec, "spec": body}


def _shared(patches: list[Obj]) -> Obj | None:
    shared: Any = patches[0]
    for patch in patches[1:]:
        shared = compare.common(shared, patch) if shared is not compare.NOTHING else shared
    return None if shared is compare.NOTHING else shared


def _residual(source: Source, doc: Obj, rendered: Obj, read: ReadBack) -> list[Result]:
    """Warnings for each difference between the input and the final render, except those already reported."""
    unread = [path for path, _ in read.unread]
    want, got = _job_view(apifields.as_stored(doc), read), _job_view(rendered, read)
    diffs = compare.differences(want, got, defaults_of(doc))
    templates = [
        t for path, template in read.templates.values() for t in trainjob_templates(path, template, doc, rendered)
    ]
    for path, input_template, rendered_template in templates:
        diffs += [
            compare.Diff((*_steps(path), *d.path), d.kind, d.value)
            for d in compare.differences(input_template, rendered_template, defaults_of(doc))
        ]
    out = []
    for diff in diffs:
        field = compare.dotted(diff.path)
        if any(field == u or field.startswith(u + ".") or field.startswith(u + "[") for u in unread):
            continue
        message = TTL_UNDER_GITOPS if field == TTL and diff.kind == "set" else _message(diff)
        out.append(_located(warning, source, doc, field, message))
    for path, template, rendered_template in templates:
        added = jobmetadata.labels_added_to_pods(doc, template, rendered_template)
        out += [_located(warning, source, doc, f"{path}.metadata.labels", added)] if added else []
        theirs, ours = (compare.at(t, "spec.tolerations") or [] for t in (template, rendered_template))
        if ours[-1:] == [compare.GPU_TOLERATION] and compare.GPU_TOLERATION not in theirs:
            out.append(_located(warning, source, doc, f"{path}.spec.tolerations", GPU_TOLERATION_ADDED))
    return out


TTL = "spec.runPolicy.ttlSecondsAfterFinished"
TTL_UNDER_GITOPS = (  # the spec reads it back (kfgen.render.runpolicy.FIELDS); only the render leaves it out
    "kept in the spec (runPolicy.ttlAfterFinished), but kfgen writes no TTL under GitOps delivery (an Environment's "
    "spec.delivery, gitops by default: Argo CD or Flux would create the deleted job again): rendered with delivery "
    "apply, the job has it"
)
GPU_TOLERATION_ADDED = (
    f"kfgen adds the toleration {compare.GPU_TOLERATION} to every GPU pod, as Kubernetes' ExtendedResourceToleration "
    "admission does: kept (a pod patch's `tolerations` replaces the list)"
)


def _steps(path: str) -> tuple[str, ...]:
    return tuple(path.split("."))


def _message(diff: compare.Diff) -> str:
    if diff.kind == "set":
        return f"kfgen cannot reproduce {_short(diff.value)} here: not imported"
    return f"kfgen adds {_short(diff.value)} here and no pod patch can remove it"


def _job_view(job: Obj, read: ReadBack) -> Obj:
    """The job without its pod templates (compared on their own) and its name (compared as the spec's name)."""
    view = _without(job, [path for path, _ in read.templates.values()])
    body: Obj = view["spec"] if isinstance(view.get("spec"), dict) else {}
    body.pop("runtimePatches", None)  # kfgen's own is a pod template; another's is unread
    labels = (job.get("metadata") or {}).get("labels") or {}
    if api.QUEUE_LABEL in labels:  # Kueue creates a queued job suspended
        body.pop("suspend", None)
        if isinstance(body.get("runPolicy"), dict):
            body["runPolicy"].pop("suspend", None)
    meta = dict(view.get("metadata") or {})
    meta["name"] = readroles.spec_name(job)
    view["metadata"] = meta
    return view


def _without(job: Obj, paths: list[str]) -> Obj:
    out: Obj = {**job, "spec": _copy(job.get("spec"))}
    for path in paths:
        parent = compare.at(out, path.rsplit(".", 1)[0])
        if isinstance(parent, dict):
            parent.pop(path.rsplit(".", 1)[1], None)
    return out


def _copy(value: Any) -> Any:
    if isinstance(value, dict):
        return {k: _copy(v) for k, v in value.items()}
    if isinstance(value, list):
        return [_copy(v) for v in value]
    return value


def _located(make: Any, source: Source, doc: Any, field: str | None, message: str) -> Result:
    result: Result = make(message, None, field)
    return source.place(result, doc)
