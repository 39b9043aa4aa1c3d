"""`kfgen import` on jobs written elsewhere: the corpus of tests/data/import/corpus, real manifests from repositories
other than kubeflow's (origins, commits and licences in SOURCES.yaml), each kept byte for byte as upstream wrote it.

Every corpus file is imported as a user would (`kfgen import -o DIR FILE`), the specs written are rendered back
(`kfgen render --environment tests/data/import/corpus-environment.yaml DIR`: the facts of the platforms those jobs ran
on and no defaults, see its header) and every field of each rendered job is compared with the original job under
kfgen's documented normalisations (kfgen.migrate.compare; an Experiment with Katib's defaults filled in on both
sides, kfgen.migrate.katibdefaults). Each job is then one of:

- exact: renders back the same, no pod patch;
- patch: renders back the same through a pod patch;
- named: differs, and every field that differs is named in import's output;
- unrendered: import wrote a spec that does not render in the corpus Environment (the reason: render's first line);
- refused: import wrote no spec for it (an error, or a kind it skips);
- silent: a field differs and import's output names it nowhere: the fields are listed.

The contract: no silent difference. Until the import holds it everywhere, the class of every job (and the fields a
silent one loses) is the checked-in table tests/data/import/corpus/EXPECTED.yaml: a job whose class changes fails here,
a regression as much as an improvement (`--update-golden` rewrites the table; review its diff).
"""

from __future__ import annotations

import re
import subprocess
import tempfile
from collections import Counter
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any, NamedTuple

import pytest
import yaml
from conftest import ROOT, run_kfgen

from kfgen import api
from kfgen.migrate import (
    apifields,
    compare,
    importer,
    katibdefaults,
    oldapis,
    oldversions,
    placeholders,
    rerender,
    shape,
)
from kfgen.workloads.trainjob.read import KFGEN_TEMPLATE

CORPUS = ROOT / "tests" / "data" / "import" / "corpus"
ENVIRONMENT = ROOT / "tests" / "data" / "import" / "corpus-environment.yaml"
SOURCES = CORPUS / "SOURCES.yaml"
EXPECTED = CORPUS / "EXPECTED.yaml"
MIN_FILES = 83
JOB_KINDS = {"PyTorchJob", "TFJob", "XGBoostJob", "PaddleJob", "JAXJob", "MPIJob", "TrainJob", "Experiment"}
CLASSES = ("exact", "patch", "named", "unrendered", "refused", "silent")
# `[warning] FILE#N apiVersion/Kind/namespace/name FIELD: message` (FIELD absent for the whole object)
MESSAGE = re.compile(
    r"^(?P<file>.+?):(?P<line>\d+): \[(?P<severity>\w+)\] (?P<ref>\S+?)(?: (?P<field>\S+))?: (?P<text>.*)$"
)
WRAPPED = re.compile(r"^(spec\.components\[\d+\]\.template|items\[\d+\])\.")  # a job's field inside its wrapper


def corpus_files() -> list[Path]:
    return sorted(p for p in CORPUS.glob("*.yaml") if p.name not in (SOURCES.name, EXPECTED.name))


class Job(NamedTuple):
    key: str  # '#<document>[.<where in its wrapper>] <Kind>/<name>'
    document: int
    body: dict[str, Any]


class Outcome(NamedTuple):
    kind: str  # one of CLASSES
    silent: list[str]  # the fields a silent job loses
    reason: str


def _jobs_in(doc: Any, index: int) -> list[Job]:
    """The Kubeflow jobs of one document: itself, or those inside an AppWrapper or a `kind: List`."""
    if not isinstance(doc, dict):
        return []
    kind = doc.get("kind")
    if kind in JOB_KINDS:
        name = (doc.get("metadata") or {}).get("name") or (doc.get("metadata") or {}).get("generateName")
        return [Job(f"#{index} {kind}/{name}", index, doc)]
    inner: list[tuple[str, Any]] = []
    if kind == "AppWrapper":
        components = (doc.get("spec") or {}).get("components") or []
        inner = [(f".components[{i}]", c.get("template")) for i, c in enumerate(components) if isinstance(c, dict)]
    elif isinstance(kind, str) and kind.endswith("List"):
        inner = [(f".items[{i}]", item) for i, item in enumerate(doc.get("items") or [])]
    return [
        job._replace(key=job.key.replace(f"#{index} ", f"#{index}{where} ", 1))
        for where, body in inner
        for job in _jobs_in(body, index)
    ]


def _documents(text: str) -> list[Any] | None:
    try:
        return list(yaml.safe_load_all(text))
    except yaml.YAMLError:
        return None


def _messages(stderr: str, text: str) -> dict[int, list[dict[str, str]]]:
    """Import's located lines (FILE:LINE:) by the document of `text` (the file imported) that holds their line."""
    out: dict[int, list[dict[str, str]]] = {}
    starts = _document_lines(text)
    for line in stderr.splitlines():
        match = MESSAGE.match(line)
        if match:
            document = max((i for i, start in starts if start <= int(match["line"])), default=0)
            out.setdefault(document, []).append({**match.groupdict(), "doc": str(document)})
    return out


def _document_lines(text: str) -> list[tuple[int, int]]:
    """Each document's index (as _documents counts them) and the line (from 1) its node starts at."""
    try:
        nodes = list(yaml.compose_all(text, Loader=yaml.SafeLoader))
    except yaml.YAMLError:
        return []
    return [(i, node.start_mark.line + 1) for i, node in enumerate(nodes) if node is not None]


def _named(field: str, named: list[str]) -> bool:
    for other in named:
        if (
            field == other
            or field.startswith((other + ".", other + "["))
            or other.startswith((field + ".", field + "["))
        ):
            return True
    return False


BY_INDEX = re.compile(rf"^(.*\b(?:{'|'.join(compare.KATIB_BY_NAME)}))\[(\d+)\]")


def _keyed(field: str, job: Any) -> str:
    """A field import names at a list item's index (`metricStrategies[0]`), keyed by the item's name as the comparison
    keys the lists Katib reads by name (`metricStrategies[accuracy]`)."""
    found = BY_INDEX.match(field)
    items = compare.at(job, found[1]) if found else None
    item = items[int(found[2])] if found and isinstance(items, list) and int(found[2]) < len(items) else None
    if not found or not isinstance(item, dict):
        return field
    return f"{found[1]}[{item.get('name')}]{field[found.end() :]}"


def _rendered_jobs(text: str) -> list[dict[str, Any]]:
    docs = _documents(text) or []
    return [job.body for index, doc in enumerate(docs) for job in _jobs_in(doc, index)]


def _base_name(job: dict[str, Any]) -> str:
    meta = job.get("metadata") or {}
    name = str(meta.get("name", ""))
    revision = (meta.get("labels") or {}).get(api.REVISION_LABEL)
    return name[: -len(revision) - 1] if revision and name.endswith(f"-{revision}") else name


def _match(job: dict[str, Any], rendered: list[dict[str, Any]]) -> dict[str, Any] | None:
    same = [r for r in rendered if (r.get("kind"), r.get("apiVersion")) == (job.get("kind"), job.get("apiVersion"))]
    name = (job.get("metadata") or {}).get("name")
    named = [r for r in same if _base_name(r) == name]
    # a job without a name of its own (a template's placeholder) is the one job of its kind rendered
    unnamed = not name or placeholders.is_placeholder_name(name)
    return named[0] if named else (same[0] if len(same) == 1 and unnamed else None)


def _served(job: dict[str, Any]) -> tuple[dict[str, Any], list[str], tuple[str, ...]]:
    """A job of an API version no longer served as import converts it (kfgen.migrate.oldversions), each field of
    the input the conversion does not carry where it says (same path and value, or moved), which import must name,
    and those the conversion rewrites (the apiVersion, a Katib Go template), which import names as the conversion."""
    conversion = oldversions.conversion(job)
    if conversion is None or conversion.job is None:
        return job, [], ()
    after = oldapis.leaves(conversion.job)
    lost = []
    for path, value in oldapis.leaves(job).items():
        moved = next((to + path[len(src) :] for src, to in conversion.moved.items() if _under(path, src)), path)
        if path in conversion.rewritten or after.get(moved, _ABSENT) != value:
            lost.append(path)
    return conversion.job, lost, conversion.rewritten


_ABSENT = object()


def _under(path: str, field: str) -> bool:
    return path == field or path.startswith((field + ".", field + "["))


def _differences(job: dict[str, Any], rendered: dict[str, Any]) -> list[str]:
    """Every field of the original job the render does not reproduce, as field paths (kfgen.migrate.compare)."""
    job = compare.shm_named(job)  # the job's /dev/shm volume under kfgen's name, as the import compares it
    job = apifields.as_stored(shape.without_nulls(job))  # nulls and the fields its CRD lacks pruned, as stored
    ours, theirs = rendered["metadata"]["name"], (job.get("metadata") or {}).get("name")
    if isinstance(theirs, str) and theirs != ours:
        rendered = rerender.replaced(rendered, ours, theirs)
    if job.get("kind") == "Experiment":  # both as Katib stores them, their trial parameters named by reference
        job, rendered = (_by_reference(katibdefaults.defaulted(e)) for e in (job, rendered))
    diffs: list[str] = []
    if job.get("kind") == "Experiment":  # a TrainJob trial's runtime patch, as a TrainJob's; a job's, its kind's
        (job, trial), (rendered, rendered_trial) = _without_trial(job), _without_trial(rendered)
        diffs += _trainjob_differences(trial, rendered_trial, _defaults(trial), "spec.trialTemplate.trialSpec.")
    return list(dict.fromkeys(diffs + _trainjob_differences(job, rendered, _defaults(job), "")))


def _defaults(job: dict[str, Any]) -> compare.Defaults:
    """What the operator of `job`'s kind writes as if unwritten, as the import compares it."""
    return importer.defaults_of(job)


def _without_trial(experiment: dict[str, Any]) -> tuple[dict[str, Any], dict[str, Any]]:
    spec = experiment.get("spec") or {}
    template = spec.get("trialTemplate") or {}
    trial = template.get("trialSpec") or {}
    rest = {k: v for k, v in template.items() if k != "trialSpec"}
    return {**experiment, "spec": {**spec, "trialTemplate": rest}}, trial


def _trainjob_differences(job: Any, rendered: Any, defaults: compare.Defaults, prefix: str) -> list[str]:
    """compare.differences, kfgen's TrainJob runtime patch compared as the pod templates it carries."""
    (job, want), (rendered, got) = _without_own_runtime_patch(job), _without_own_runtime_patch(rendered)
    diffs = [prefix + compare.dotted(d.path) for d in compare.differences(job, rendered, defaults)]
    for index, name in enumerate(dict.fromkeys([*got, *want])):
        where = prefix + KFGEN_TEMPLATE.replace("replicatedJobs[0]", f"replicatedJobs[{index}]")
        found = compare.differences(want.get(name, {}), got.get(name, {}), defaults)
        diffs += [f"{where}.{compare.dotted(d.path)}" for d in found]
    return diffs


def _by_reference(experiment: dict[str, Any]) -> dict[str, Any]:
    """The Experiment with each trial parameter named after the search parameter it references: import renames
    them (and says so), the trials are the same."""
    template = (experiment.get("spec") or {}).get("trialTemplate") or {}
    names = {p.get("name"): p.get("reference") for p in template.get("trialParameters") or [] if isinstance(p, dict)}
    out = experiment
    for name, reference in names.items():
        if isinstance(name, str) and isinstance(reference, str) and name != reference:
            out = rerender.replaced(out, f"${{trialParameters.{name}}}", f"${{trialParameters.{reference}}}")
    return out


def _without_own_runtime_patch(job: Any) -> tuple[Any, dict[str, Any]]:
    """A TrainJob less kfgen's runtime patch, and that patch's pod templates by replicated job (kfgen writes its labels
    and security there: compared as pod templates, as the import reads them)."""
    body = job.get("spec") if isinstance(job, dict) else None
    if not isinstance(body, dict) or not isinstance(body.get("runtimePatches"), list):
        return job, {}
    patches = body["runtimePatches"]
    own = [p for p in patches if isinstance(p, dict) and p.get("manager") == api.RUNTIME_PATCH_MANAGER]
    templates = {
        replicated.get("name"): ((replicated.get("template") or {}).get("spec") or {}).get("template") or {}
        for patch in own
        for replicated in _replicated_jobs(patch)
    }
    rest = [p for p in patches if p not in own]
    spec = {k: v for k, v in body.items() if k != "runtimePatches"} | ({"runtimePatches": rest} if rest else {})
    return {**job, "spec": spec}, templates


def _replicated_jobs(patch: dict[str, Any]) -> list[Any]:
    runtime = patch.get("trainingRuntimeSpec") or {}
    return list((((runtime.get("template") or {}).get("spec") or {}).get("replicatedJobs")) or [])


def _has_patch(value: Any) -> bool:
    if isinstance(value, dict):
        return "podPatch" in value or any(_has_patch(v) for v in value.values())
    return isinstance(value, list) and any(_has_patch(v) for v in value)


def _spec_of(rendered: dict[str, Any], out: Path) -> Any:
    name = ((rendered.get("metadata") or {}).get("labels") or {}).get(api.SPEC_LABEL)
    for path in sorted(out.rglob("*.yaml")):
        for doc in _documents(path.read_text()) or []:
            if isinstance(doc, dict) and (doc.get("metadata") or {}).get("name") == name:
                return doc
    return None


def _short(text: str, limit: int = 160) -> str:
    text = " ".join(text.split())
    return text if len(text) <= limit else text[: limit - 3] + "..."


def _first(messages: list[dict[str, str]], severity: str | None = None) -> str:
    for message in messages:
        if severity is None or message["severity"] == severity:
            return (f"{message['field']}: " if message["field"] else "") + message["text"]
    return ""


def _outcome(
    job: Job, messages: list[dict[str, str]], render: subprocess.CompletedProcess[str] | None, out: Path
) -> Outcome:
    if render is None:
        return Outcome("refused", [], _short(_first(messages, "error") or _first(messages) or "no spec written"))
    if render.returncode != 0:
        lines = [line for line in render.stderr.splitlines() if "[error]" in line] or render.stderr.splitlines()
        return Outcome(
            "unrendered", [], _short(re.sub(r"^\S+: \[error\] \S+ ", "", lines[0]) if lines else "render failed")
        )
    body, lost, rewritten = _served(job.body)
    rendered = _match(body, _rendered_jobs(render.stdout))
    if rendered is None:
        why = _first(messages, "error") or _first(messages)
        return Outcome("refused", [], _short(why or f"the render has no {job.key.split(' ', 1)[1]}"))
    named = [_keyed(WRAPPED.sub("", m["field"]), job.body) for m in messages if m["field"]]
    # the conversion itself, named: the job compared is the converted one
    lost = [path for path in lost if not (path in rewritten and _named(path, named))]
    diffs = lost + _differences(body, rendered)
    silent = [d for d in diffs if not _named(d, named)]
    cause = next((m["text"] for m in messages if not m["field"]), "")  # e.g. 'kfgen cannot render the imported spec'
    if silent:
        return Outcome("silent", silent, _short(cause or "the fields differ and import names none of them"))
    if diffs:
        return Outcome("named", [], _short("named: " + ", ".join(diffs)))
    if _has_patch(_spec_of(rendered, out)):
        return Outcome("patch", [], "")
    return Outcome("exact", [], "")


def _import_and_render(path: Path) -> dict[str, Outcome]:
    """The outcome of each job of one corpus file."""
    docs = _documents(path.read_text())
    with tempfile.TemporaryDirectory() as tmp:
        out = Path(tmp) / "specs"
        imported = run_kfgen("import", "-o", str(out), str(path.relative_to(ROOT)))
        messages = _messages(imported.stderr, path.read_text())
        if docs is None:  # not YAML: the file is one refused job
            return {"#0 (not YAML)": Outcome("refused", [], _short(imported.stderr.splitlines()[0]))}
        written = out.is_dir() and any(out.rglob("*.yaml"))
        render = run_kfgen("render", "--environment", str(ENVIRONMENT), str(out)) if written else None
        jobs = [job for index, doc in enumerate(docs) for job in _jobs_in(doc, index)]
        return {job.key: _outcome(job, messages.get(job.document, []), render, out) for job in jobs}


@pytest.fixture(scope="module")
def outcomes() -> dict[str, dict[str, Outcome]]:
    files = corpus_files()
    with ThreadPoolExecutor(max_workers=2) as pool:  # two: the machine's cores (kfgen's startup dominates)
        return dict(zip((p.name for p in files), pool.map(_import_and_render, files), strict=True))


def _table(outcomes: dict[str, dict[str, Outcome]]) -> dict[str, Any]:
    counts = Counter(o.kind for jobs in outcomes.values() for o in jobs.values())
    jobs: dict[str, Any] = {}
    for name, found in sorted(outcomes.items()):
        jobs[name] = {}
        for key, outcome in found.items():
            row: dict[str, Any] = {"class": outcome.kind}
            if outcome.silent:
                row["silent"] = outcome.silent
            if outcome.reason:
                row["reason"] = outcome.reason
            jobs[name][key] = row
    return {"counts": {c: counts[c] for c in CLASSES}, "jobs": jobs}


HEADER = """\
# The class of each job of the corpus under `kfgen import` → `kfgen render` (tests/unit/test_import_corpus.py, which
# compares it; `pytest tests/unit/test_import_corpus.py --update-golden` rewrites this file). Classes: exact, patch
# (exact through a pod patch), named (every difference named by import), unrendered (the spec written does not render in
# tests/data/import/corpus-environment.yaml), refused (no spec written), silent (known-silent: the fields import loses
# without naming them). The test compares class and silent fields; reasons are for the reader.
"""


def test_corpus_is_sourced() -> None:
    """At least MIN_FILES files, each listed in SOURCES.yaml with its origin, none from kubeflow's repositories,
    each byte for byte the blob cited."""
    sources = yaml.safe_load(SOURCES.read_text())["files"]
    files = corpus_files()
    assert len(files) >= MIN_FILES
    assert sorted(sources) == [p.name for p in files]
    for path in files:
        origin = sources[path.name]
        assert {"repository", "path", "commit", "licence", "blob"} <= set(origin), path.name
        assert not origin["repository"].lower().startswith("kubeflow/"), path.name
        assert re.fullmatch(r"[0-9a-f]{40}", origin["commit"]), path.name
        blob = subprocess.run(["git", "hash-object", str(path)], capture_output=True, text=True, check=True)
        assert blob.stdout.strip() == origin["blob"], f"{path.name}: not the upstream bytes"


def test_corpus_classes(outcomes: dict[str, dict[str, Outcome]], update_golden: bool) -> None:
    """Every job's class (and a silent job's lost fields) is the table's: no silent difference goes unrecorded, and
    a change of class, for better or worse, is seen."""
    table = _table(outcomes)
    print("\ncorpus:", ", ".join(f"{n} {c}" for c, n in table["counts"].items()), f"({len(outcomes)} files)")
    if update_golden:
        EXPECTED.write_text(HEADER + yaml.safe_dump(table, sort_keys=False, width=120, allow_unicode=True))
    expected = yaml.safe_load(EXPECTED.read_text())
    changed = [
        f"{name} {key}: {row['class']} {row.get('silent', '')} (table: {was.get('class')} {was.get('silent', '')})"
        for name, jobs in table["jobs"].items()
        for key, row in jobs.items()
        for was in [expected["jobs"].get(name, {}).get(key, {})]
        if (row["class"], row.get("silent")) != (was.get("class"), was.get("silent"))
    ]
    gone = [
        f"{name} {key}"
        for name, jobs in expected["jobs"].items()
        for key in jobs
        if key not in table["jobs"].get(name, {})
    ]
    assert not changed and not gone, "class changed (update the table with --update-golden):\n" + "\n".join(
        changed + gone
    )


JOB: dict[str, Any] = {
    "apiVersion": "kubeflow.org/v1",
    "kind": "PyTorchJob",
    "metadata": {"name": "a"},
    "spec": {
        "pytorchReplicaSpecs": {"Worker": {"template": {"spec": {"containers": [{"name": "pytorch", "image": "i"}]}}}}
    },
}


def _rendered(tolerations: list[Any]) -> dict[str, Any]:
    pod = {"containers": [{"name": "pytorch", "image": "i"}], "tolerations": tolerations}
    return {
        **JOB,
        "metadata": {"name": "a-1f2e3", "labels": {api.REVISION_LABEL: "1f2e3"}},
        "spec": {"pytorchReplicaSpecs": {"Worker": {"replicas": 1, "template": {"spec": pod}}}},
    }


@pytest.mark.parametrize(
    ("field", "kind"),
    [
        (None, "silent"),  # a toleration kfgen adds and import names nowhere
        ("spec.pytorchReplicaSpecs.Worker.template.spec", "named"),  # named above the field
        ("spec.pytorchReplicaSpecs.Worker.template.spec.tolerations", "named"),
    ],
)
def test_classifies_a_difference_by_what_import_names(tmp_path: Path, field: str | None, kind: str) -> None:
    """The comparison sees a field kfgen adds under its revision-suffixed name, and calls it silent unless import's
    output names that field or one that holds it."""
    render = subprocess.CompletedProcess([], 0, yaml.safe_dump(_rendered([{"key": "gpu", "operator": "Exists"}])), "")
    messages = [{"severity": "warning", "field": field, "text": "x"}] if field else []
    outcome = _outcome(Job("#0 PyTorchJob/a", 0, JOB), messages, render, tmp_path)
    assert outcome.kind == kind
    assert outcome.silent == (["spec.pytorchReplicaSpecs.Worker.template.spec.tolerations"] if kind == "silent" else [])


def test_classifies_the_same_job_exact(tmp_path: Path) -> None:
    render = subprocess.CompletedProcess([], 0, yaml.safe_dump(_rendered([])), "")
    assert _outcome(Job("#0 PyTorchJob/a", 0, JOB), [], render, tmp_path).kind == "exact"


def test_reads_import_lines() -> None:
    """A located line counts for the document whose lines hold its line."""
    text = "kind: A\n---\nkind: B\n---\nkind: C\nspec:\n  x: 1\n"
    line = "t.yaml:7: [warning] kubeflow.org/v1/PyTorchJob/ns/a spec.x[c].y: kfgen cannot reproduce 1 here: no"
    whole = "t.yaml:1: [warning] kubeflow.org/v1/PyTorchJob/ns/a: kfgen cannot render the imported spec: spec.q: no"
    assert _messages(line + "\n" + whole, text) == {
        2: [
            {
                "severity": "warning",
                "file": "t.yaml",
                "line": "7",
                "doc": "2",
                "ref": "kubeflow.org/v1/PyTorchJob/ns/a",
                "field": "spec.x[c].y",
                "text": "kfgen cannot reproduce 1 here: no",
            }
        ],
        0: [
            {
                "severity": "warning",
                "file": "t.yaml",
                "line": "1",
                "doc": "0",
                "ref": "kubeflow.org/v1/PyTorchJob/ns/a",
                "field": None,
                "text": "kfgen cannot render the imported spec: spec.q: no",
            }
        ],
    }


EXPLICIT = ROOT / "tests" / "data" / "import" / "explicit-defaults"


@pytest.mark.parametrize(
    ("name", "kind"),
    [
        ("base.yaml", "exact"),
        ("experiment-namespace-empty.yaml", "exact"),
        ("pytorchjob-namespace-empty.yaml", "exact"),
        ("experiment-trialtemplate-retain-false.yaml", "exact"),
        ("experiment-trialparameter-description-empty.yaml", "exact"),
        ("experiment-metricstrategy-other-metric.yaml", "named"),
        ("tfjob-cleanpodpolicy-top-level.yaml", "exact"),
        ("experiment-step-number.yaml", "named"),  # a number Katib's Go type wants as text: written as text, named
    ],
)
def test_explicit_defaults(name: str, kind: str) -> None:
    """What the API server or Katib's webhook stores as if unwritten is no difference, and a difference import names
    at a list item's index is named (the second held-out round classed the four non-base Experiments silent, and the
    PyTorchJob with namespace '' did not render)."""
    [outcome] = _import_and_render(EXPLICIT / name).values()
    assert (outcome.kind, outcome.silent) == (kind, []), outcome
