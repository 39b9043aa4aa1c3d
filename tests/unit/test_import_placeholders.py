"""`kfgen import` of job templates (kfgen.migrate.placeholders): a placeholder where the import cannot read the job
with it (its name, its namespace, an integer field) is left out and named at its field, the rest of the job carried,
through each entry point: `kfgen import FILE`, `kfgen import --env NAME=PATH`, and importer.import_documents.

Inputs: tests/data/import/placeholders/*.yaml, hand-written after the templates their headers name.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT, run_kfgen
from test_import_corpus import _import_and_render

from kfgen.io import yamlio
from kfgen.migrate import importer, placeholders
from kfgen.results import has_errors

CASES = ROOT / "tests" / "data" / "import" / "placeholders"
ENVSUBST = "tests/data/import/placeholders/pytorchjob-envsubst.yaml"
JOB = "kubeflow.org/v1/PyTorchJob/default/pytorchjob-envsubst"
NUMBER = (
    "is a template's placeholder, not a number: left out, so the spec holds the default there (the operator's or "
    "kfgen's)"
)


def _document(path: str) -> Any:
    docs, problems = yamlio.parse((ROOT / path).read_text(), path)
    assert not problems
    return docs[0]


def test_cli_imports_a_template_naming_each_placeholder(tmp_path: Path) -> None:
    """Each placeholder one warning at its field and line; the spec named after the file, in no namespace (so
    written under the one it renders in), without the worker count; everything else carried."""
    result = run_kfgen("import", "-o", str(tmp_path), ENVSUBST)
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines() == [
        f"{ENVSUBST}:7: [warning] {JOB} metadata.name: '${{JOB_NAME}}' is a template's placeholder, not a name: the "
        "spec is named 'pytorchjob-envsubst' (after its file), and kfgen renders a job of that name",
        f"{ENVSUBST}:8: [warning] {JOB} metadata.namespace: '<namespace>' is a template's placeholder, not a "
        "namespace: the spec has none, and renders in the Environment's namespace (`default` without one), as "
        "`kubectl apply -n` places a job that names none",
        f"{ENVSUBST}:12: [warning] {JOB} spec.pytorchReplicaSpecs.Worker.replicas: '$NUM_NODES' {NUMBER}; write the "
        "number in the spec",
    ]
    [spec] = yamlio.parse((tmp_path / "default" / "pytorchjob-envsubst.yaml").read_text(), "spec")[0]
    assert spec["metadata"] == {"name": "pytorchjob-envsubst"}
    assert spec["spec"]["image"] == "docker.io/kubeflowkatib/pytorch-mnist:v1beta1-45c5727"
    assert spec["spec"]["command"] == ["python3", "/opt/pytorch-mnist/mnist.py", "--epochs=1"]


def test_import_documents_names_the_placeholders_it_leaves_out() -> None:
    """From Python: the same spec and the same fields named, each a warning."""
    doc = _document("tests/data/import/placeholders/trainjob-numnodes.yaml")
    imported = importer.import_documents([(importer.Source("jobs/nccl.yaml", 0), doc)])
    [spec] = imported.specs
    assert spec["metadata"] == {"name": "nccl-all-reduce"}
    assert "replicas" not in spec["spec"]
    named: dict[str, list[str]] = {}
    for result in imported.results:
        named.setdefault(str(result.field), []).append(result.message)
    assert named["metadata.namespace"][0].startswith("'${NAMESPACE}' is a template's placeholder, not a namespace")
    # and the node count kfgen writes in its place, as for any TrainJob of a runtime it does not know
    assert named["spec.trainer.numNodes"][0].startswith(f"'${{WORKER_COUNT}}' {NUMBER}")
    assert not has_errors(imported.results)


def test_copies_per_environment_import_a_template() -> None:
    """`--env NAME=PATH`: each copy read without its placeholders, each named; one spec."""
    result = run_kfgen("import", "--env", f"dev={ENVSUBST}", "--env", f"prod={ENVSUBST}")
    assert result.returncode in (0, 3), result.stderr
    [spec] = yamlio.parse(result.stdout, "stdout")[0]
    assert spec["metadata"]["name"] == "pytorchjob-envsubst"
    assert f"spec.pytorchReplicaSpecs.Worker.replicas: '$NUM_NODES' {NUMBER}" in result.stderr


@pytest.mark.parametrize("name", sorted(p.name for p in CASES.glob("*.yaml")))
def test_a_template_is_imported_every_difference_named(name: str) -> None:
    """Rendered in the corpus Environment and compared field by field (tests/unit/test_import_corpus.py): every
    difference a placeholder makes is named, none silent (the job was refused whole before)."""
    [outcome] = _import_and_render(CASES / name).values()
    assert (outcome.kind, outcome.silent) == ("named", []), outcome


@pytest.mark.parametrize(
    "text",
    [
        "replicas: three\n",  # no placeholder: a job the API server refuses, an error as before
        "replicas: '4'\n",
    ],
)
def test_text_in_an_integer_field_is_still_an_error(text: str) -> None:
    job = (ROOT / ENVSUBST).read_text().replace("replicas: $NUM_NODES\n", text)
    result = run_kfgen("import", "-", stdin=job)
    assert result.returncode == 1
    assert "spec.pytorchReplicaSpecs.Worker.replicas: must be an integer (found text)" in result.stderr


@pytest.mark.parametrize(
    ("value", "placeholder"),
    [
        ("${NAME}", True),
        ("$JOB_NAME", True),
        ("<namespace>", True),
        ("{{ .Values.name }}", True),
        ("NAMESPACE", True),
        ("replicas_placeholder", True),
        ("placeholder-job", False),  # a valid name that says placeholder is a name
        ("bert-finetune", False),
        ("kubeflow-user-example-com", False),
    ],
)
def test_a_placeholder_name_is_one_no_cluster_takes(value: str, placeholder: bool) -> None:
    assert placeholders.is_placeholder_name(value) is placeholder


@pytest.mark.parametrize(
    ("file", "name"),
    [
        ("jobs/llama3-fsdp.yaml-template.yaml", "llama3-fsdp-yaml-template"),
        ("3.test_cases/DDP_Job.yaml", "ddp-job"),
        ("-", "pytorchjob"),
        ("jobs/__.yaml", "pytorchjob"),
    ],
)
def test_a_spec_is_named_after_its_file(file: str, name: str) -> None:
    assert placeholders.name_of_file(file, "PyTorchJob") == name
