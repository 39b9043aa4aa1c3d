"""The manifests teams have, made the jobs `kfgen import` reads (kfgen.migrate.importer), each change said once.

- a `kind: List` or any `*List` (what `kubectl get pytorchjobs -o yaml` prints): its items, in order;
- a job inside a CodeFlare AppWrapper (workload.codeflare.dev/v1beta2, `spec.components[].template`): the job, in
  the wrapper's namespace and queue, the wrapper named;
- a live dump: what the cluster writes (status, uid, managedFields, kubectl's last-applied annotation, ...) dropped,
  one info line for the whole input;
- what the operator writes anyway: a replica type in another case (`worker:`, which the Training Operator renames
  `Worker`) and PyTorchJob's `nprocPerNode: auto` (its default);
- a job named only by `generateName`: named after it, said;
- a TrainJob of the pre-release `kubeflow.org/v2alpha1` in today's shape: read as trainer.kubeflow.org/v1alpha1,
  said; in the older shape (`trainingRuntimeRef`, ...): refused by name;
- a job or Experiment of an API version no longer served: converted to the served one, each moved, written or
  rewritten field named (kfgen.migrate.oldversions); one that does not convert: refused, its fields named.
After the import, two specs of one name are named as duplicates.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any, NamedTuple, Protocol

from kfgen import api
from kfgen.api import Obj
from kfgen.migrate import oldversions, trainjobs
from kfgen.results import INFO, WARNING, Result
from kfgen.workloads import registry
from kfgen.workloads.frameworks import FRAMEWORKS
from kfgen.workloads.trainjob import workload as trainjob

LIVE_METADATA = (
    "uid",
    "resourceVersion",
    "creationTimestamp",
    "generation",
    "selfLink",
    "managedFields",
    "ownerReferences",
    "deletionTimestamp",
    "deletionGracePeriodSeconds",
)
LAST_APPLIED = "kubectl.kubernetes.io/last-applied-configuration"
APPWRAPPER_API_VERSION = "workload.codeflare.dev/v1beta2"
V1_BY_KIND = {fw.kind: fw for fw in FRAMEWORKS.values()}
PRE_RELEASE_TRAINER = "kubeflow.org/v2alpha1"
# the pre-release TrainJob's fields that Trainer's releases renamed or dropped (KEP-2170's first API)
PRE_RELEASE_FIELDS = ("trainingRuntimeRef", "trainerConfig", "podSpecOverrides", "modelConfig", "datasetConfig")
SKIPPED: Any = object()  # a document refused with its reason: not imported


class Located(Protocol):
    """kfgen.migrate.importer.Source: where a document is (kept abstract: the importer imports this module)."""

    @property
    def file(self) -> str: ...

    @property
    def document(self) -> int: ...

    def place(self, result: Result, obj: Any) -> Result: ...

    def describe(self, obj: Any) -> str: ...


class Prepared(NamedTuple):
    documents: list[tuple[Any, Any]]  # (source, document), the jobs to import
    results: list[Result]


def prepared(documents: list[tuple[Any, Any]], environment: Obj | None = None) -> Prepared:
    """Every document as the job the import reads, with what was changed on the way said (`environment`: the
    one the import renders in, whose Trainer runtimes a TrainJob may name)."""
    out: list[tuple[Any, Any]] = []
    results: list[Result] = []
    live: dict[str, None] = {}
    dumped: list[Located] = []
    items = [(source, item) for source, doc in documents for item in _items(source, doc, results)]
    given = trainjobs.runtimes_of([item for _, item in items])
    for source, item in items:
        found = _without_live_fields(item)
        if found:
            live.update(dict.fromkeys(found))
            dumped.append(source)
        job = _canonical(source, item, results)
        if isinstance(job, dict) and registry.row_of(job) is trainjob.KIND:
            job, notes = trainjobs.prepared(job, given, environment)
            results += [source.place(r, job) for r in trainjobs.results(notes)]
        if job is not SKIPPED:
            out.append((source, job))
    if live:
        fields = ", ".join(live)
        objects = f"{len(dumped)} object" + ("s" if len(dumped) > 1 else "")
        message = f"read as a live dump: dropped what the cluster writes ({fields}) from {objects}"
        one_file = len({source.file for source in dumped}) == 1
        results.insert(0, dumped[0].place(Result(INFO, message), None) if one_file else Result(INFO, message))
    return Prepared(out, results)


def _items(source: Located, doc: Any, results: list[Result]) -> list[Any]:
    """The document, or the objects a list or an AppWrapper holds (a list in a list too)."""
    if not isinstance(doc, dict):
        return [doc]
    kind = doc.get("kind")
    if isinstance(kind, str) and kind.endswith("List") and isinstance(doc.get("items"), list):
        if not doc["items"]:
            results.append(_at(WARNING, source, doc, "items", "is empty: nothing to import"))
        return [inner for item in doc["items"] for inner in _items(source, item, results)]
    if doc.get("apiVersion") == APPWRAPPER_API_VERSION and kind == "AppWrapper":
        return _wrapped(source, doc, results)
    return [doc]


def _wrapped(source: Located, wrapper: Obj, results: list[Result]) -> list[Any]:
    """The AppWrapper's components, each in the wrapper's namespace and queue (the AppWrapper controller creates
    them in its namespace; Kueue admits the wrapper by its queue label)."""
    meta = _mapping(wrapper.get("metadata"))
    body = _mapping(wrapper.get("spec"))
    components = body.get("components")
    if not isinstance(components, list) or not components:
        results.append(_at(WARNING, source, wrapper, "spec.components", "holds no component: nothing to import"))
        return []
    labels = _mapping(meta.get("labels"))
    queue = {k: v for k, v in labels.items() if k in (api.QUEUE_LABEL, api.QUEUE_PRIORITY_LABEL)}
    out: list[Any] = []
    for index, component in enumerate(components):
        template = component.get("template") if isinstance(component, dict) else None
        field = f"spec.components[{index}].template"
        if not isinstance(template, dict):
            results.append(_at(WARNING, source, wrapper, field, "is not a Kubernetes object: not imported"))
            continue
        job = _in_wrapper(template, meta.get("namespace"), queue)
        kind, name = job.get("kind"), (job.get("metadata") or {}).get("name")
        carried = f"; its queue label ({', '.join(queue)}) is the job's" if queue else ""
        message = (
            f"holds the {kind} {name!r}: imported as a job of its own (kfgen renders the job, not the AppWrapper"
            f"{carried})"
        )
        results.append(_at(WARNING, source, wrapper, field, message))
        out += _items(source, job, results)
    return out


def _in_wrapper(template: Obj, namespace: Any, queue: dict[str, Any]) -> Obj:
    meta = dict(template["metadata"]) if isinstance(template.get("metadata"), dict) else {}
    if namespace is not None and "namespace" not in meta:
        meta["namespace"] = namespace
    labels = dict(meta["labels"]) if isinstance(meta.get("labels"), dict) else {}
    if queue and not any(k in labels for k in queue):
        meta["labels"] = {**labels, **queue}
    return {**template, "metadata": meta}


def _without_live_fields(doc: Any) -> list[str]:
    """Drop what a live object has that its manifest has not; the fields dropped."""
    if not isinstance(doc, dict):
        return []
    found = []
    if "status" in doc:
        del doc["status"]
        found.append("status")
    meta = doc.get("metadata")
    if isinstance(meta, dict):
        for key in LIVE_METADATA:
            if key in meta:
                del meta[key]
                found.append(f"metadata.{key}")
        annotations = meta.get("annotations")
        if isinstance(annotations, dict) and LAST_APPLIED in annotations:
            meta["annotations"] = {k: v for k, v in annotations.items() if k != LAST_APPLIED}
            if not meta["annotations"]:
                del meta["annotations"]
            found.append(f"the {LAST_APPLIED} annotation")
    return found


def _canonical(source: Located, doc: Any, results: list[Result]) -> Any:
    if not isinstance(doc, dict):
        return doc
    doc = _named(source, doc, results)
    conversion = oldversions.conversion(doc)
    if conversion is not None:
        results += [_at(WARNING, source, doc, note.field, note.message) for note in conversion.notes]
        if conversion.job is None:
            return SKIPPED
        doc = conversion.job
    if doc.get("apiVersion") == api.V1_API_VERSION and isinstance(doc.get("kind"), str) and doc["kind"] in V1_BY_KIND:
        _operator_defaults(source, doc, results)
    if doc.get("apiVersion") == PRE_RELEASE_TRAINER and doc.get("kind") == trainjob.KIND.kind:
        return _released_trainjob(source, doc, results)
    return doc


def _named(source: Located, doc: Obj, results: list[Result]) -> Obj:
    """A job with only `generateName` named after it (the API server would add a random suffix each time)."""
    meta = doc.get("metadata")
    if not isinstance(meta, dict) or meta.get("name") or not isinstance(meta.get("generateName"), str):
        return doc
    name = meta["generateName"].rstrip("-.")
    if not name:
        return doc
    named = {**doc, "metadata": {**{k: v for k, v in meta.items() if k != "generateName"}, "name": name}}
    message = (
        f"the job has no name, only generateName {meta['generateName']!r}: the spec is named {name!r}, and kfgen "
        "renders a job of that name (no random suffix)"
    )
    results.append(_at(WARNING, source, named, "metadata", message))
    return named


def _operator_defaults(source: Located, doc: Obj, results: list[Result]) -> None:
    """What the Training Operator writes anyway, written as kfgen's render leaves it to the operator."""
    fw = V1_BY_KIND[doc["kind"]]
    body = doc.get("spec")
    if not isinstance(body, dict):
        return
    replicas = body.get(fw.replica_key)
    if isinstance(replicas, dict):
        body[fw.replica_key] = _replica_types(source, doc, fw.replica_key, replicas, list(fw.roles.values()), results)
    elastic = body.get("elasticPolicy")
    own_nproc = isinstance(elastic, dict) and elastic.get("nProcPerNode") is not None
    if fw.name == "pytorch" and body.get("nprocPerNode") == "auto" and not own_nproc:
        del body["nprocPerNode"]  # the operator's default (pytorch_defaults.go setDefaultNprocPerNode)


def _replica_types(
    source: Located, doc: Obj, key: str, replicas: Obj, canonical: list[str], results: list[Result]
) -> Obj:
    """The replica specs under the operator's names: it renames a type written in another case (`worker` to
    `Worker`: setTypeNameToCamelCase, strings.EqualFold), unless the job has the type in two spellings (the
    operator would keep one of them, whichever its map gives first)."""
    out: Obj = {}
    spellings = [str(k).lower() for k in replicas]
    for given, replica in replicas.items():
        name = next((c for c in canonical if isinstance(given, str) and c.lower() == given.lower()), given)
        if name != given and name not in replicas and spellings.count(name.lower()) == 1:
            field = f"spec.{key}.{given}"
            message = f"replica type {given!r} read as {name!r}, as the Training Operator renames it"
            results.append(_at(INFO, source, doc, field, message))
            given = name
        out[given] = replica
    return out


def _released_trainjob(source: Located, doc: Obj, results: list[Result]) -> Any:
    """A pre-release TrainJob read as the released one where its fields are the same; refused where they are not."""
    body = _mapping(doc.get("spec"))
    old = [f"spec.{k}" for k in PRE_RELEASE_FIELDS if k in body]
    if old:
        message = (
            f"TrainJob {PRE_RELEASE_TRAINER} is the pre-release API of Kubeflow Trainer, served by no release, and "
            f"{api.TRAINER_API_VERSION} has no field {', '.join(old)}: rewrite the job for {api.TRAINER_API_VERSION} "
            "(runtimeRef, trainer, runtimePatches) and import it again; skipped"
        )
        results.append(_at(WARNING, source, doc, None, message))
        return SKIPPED
    message = (
        f"read as {api.TRAINER_API_VERSION}, the TrainJob API Trainer releases serve ({PRE_RELEASE_TRAINER} was its "
        "pre-release API, with the same fields here): the spec renders the released one"
    )
    results.append(_at(WARNING, source, doc, "apiVersion", message))
    return {**doc, "apiVersion": api.TRAINER_API_VERSION}


def skipped_because(doc: Obj) -> str | None:
    """Why a kind the import does not read is skipped, where a generic 'cannot import' would mislead."""
    if trainjobs.is_runtime(doc):
        return trainjobs.runtime_note(doc)
    return None


def rendered_namespace(spec: Obj, environment: Obj | None) -> str:
    """The namespace a spec renders in: its own, else the Environment's, else `default` (as `kfgen render`)."""
    own = spec["metadata"].get("namespace")
    return str(own or _mapping(_mapping(environment).get("spec")).get("namespace") or "default")


def duplicates(specs: Sequence[tuple[Located, Obj, Obj]], environment: Obj | None = None) -> list[Result]:
    """A warning for each spec (with its job and where that is) whose namespace and name an earlier one has: the
    two would be one spec."""
    first: dict[tuple[str, str], str] = {}
    out: list[Result] = []
    for source, job, spec in specs:
        key = (rendered_namespace(spec, environment), str(spec["metadata"]["name"]))
        if key in first:
            message = (
                f"a second job named {key[1]!r} in namespace {key[0]!r} (the first: {first[key]}): two specs of one "
                "name, which kfgen cannot render together; rename one, or import copies of one job per environment "
                "with --env NAME=PATH"
            )
            out.append(source.place(Result(WARNING, message, field="metadata.name"), job))
        else:
            first[key] = source.describe(job)
    return out


def _mapping(value: Any) -> Obj:
    return value if isinstance(value, dict) else {}


def _at(severity: Any, source: Located, doc: Obj, field: str | None, message: str) -> Result:
    return source.place(Result(severity, message, field=field), doc)
