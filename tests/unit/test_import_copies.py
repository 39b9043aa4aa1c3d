"""`kfgen import --env NAME=PATH ...`: the same jobs as they run in several environments become one TrainingSpec
per job whose `environments:` holds only what differs (kfgen.migrate.copies, kfgen.cli.importcopies).

- three-copies: tests/data/import/environments/three-copies/rendered/<env>/ holds the PyTorchJob each copy
  (<env>.yaml) renders with its Environment (overlays/<env>/environment.yaml; `--update-golden` rewrites them);
  imported per environment, they give one spec, expected.yaml, that renders each environment's job again (the
  revision suffix, revision label and spec hash normalised: they hash the spec's text);
- the same for an Experiment (the golden example-katib-cnn-tuning-<env> Experiments);
- the CLI's own lines: a missing Environment, a job found in some environments only, a second copy in one
  environment, FILE and --env together, --env without NAME=.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from conftest import ROOT, environment_file, run_kfgen
from test_golden import load

from kfgen import api, core
from kfgen.api import Obj
from kfgen.cli.importing import EXIT_NEEDS_REVIEW
from kfgen.io import yamlio
from kfgen.migrate import compare

ENVIRONMENTS = ("dev", "staging", "prod")
CASE = ROOT / "tests" / "data" / "import" / "environments" / "three-copies"
RENDERED = CASE / "rendered"
JOB_KINDS = ("PyTorchJob", "Experiment")


def _environment(env: str) -> Obj:
    environment: Obj = load(environment_file(env))[0]
    return environment


def _job(objects: list[Any]) -> Obj:
    [job] = [o for o in objects if o.get("kind") in JOB_KINDS]
    return dict(job)


def _header(env: str) -> str:
    return f"# The job as it runs in {env}: `kfgen render --env {env} ../../{env}.yaml`, the PyTorchJob\n"


@pytest.mark.parametrize("env", ENVIRONMENTS)
def test_the_rendered_copies_are_the_copies_rendered(env: str, update_golden: bool) -> None:
    expansion = core.expand(load(CASE / f"{env}.yaml")[0], _environment(env))
    assert expansion.ok
    text = _header(env) + yamlio.dump(_job(expansion.objects))
    path = RENDERED / env / "bert-finetune.yaml"
    if update_golden:
        path.write_text(text)
    assert path.read_text() == text


def _normalised(job: Obj) -> str:
    """The job's YAML with its revision (the name's suffix and the label) and spec hash as placeholders."""
    meta = job["metadata"]
    values = (meta["labels"][api.REVISION_LABEL], meta["annotations"][api.HASH_ANNOTATION])
    return yamlio.dump(_replaced(job, values))


def _replaced(node: Any, values: tuple[str, ...]) -> Any:
    if isinstance(node, str):
        for value in values:
            node = node.replace(value, "<normalised>")
        return node
    if isinstance(node, dict):
        return {_replaced(k, values): _replaced(v, values) for k, v in node.items()}
    if isinstance(node, list):
        return [_replaced(v, values) for v in node]
    return node


def _env_args(paths: dict[str, Path]) -> list[str]:
    return [arg for env, path in paths.items() for arg in ("--env", f"{env}={path.relative_to(ROOT)}")]


def _renders_each_copy_again(spec: Obj, copies: dict[str, Obj]) -> None:
    for env, copy in copies.items():
        expansion = core.expand(spec, _environment(env))
        assert expansion.ok, [str(r) for r in expansion.results]
        assert _normalised(_job(expansion.objects)) == _normalised(copy), env


def test_a_job_copied_three_times_becomes_one_spec_that_renders_each_copy() -> None:
    result = run_kfgen("import", *_env_args({env: RENDERED / env for env in ENVIRONMENTS}))
    assert (result.returncode, result.stderr) == (0, "")
    [spec] = load_text(result.stdout)
    assert spec == load(CASE / "expected.yaml")[0]
    _renders_each_copy_again(spec, {env: load(RENDERED / env / "bert-finetune.yaml")[0] for env in ENVIRONMENTS})


def load_text(text: str) -> list[Any]:
    docs, problems = yamlio.parse(text, "stdout")
    assert not problems
    return docs


def test_an_experiment_copied_three_times_becomes_one_spec(tmp_path: Path) -> None:
    copies = {}
    for env in ENVIRONMENTS:
        golden = ROOT / "tests" / "data" / "golden" / f"example-katib-cnn-tuning-{env}" / "expected.yaml"
        copies[env] = _job([o for o in load(golden) if o.get("kind") == "Experiment"])
        (tmp_path / f"{env}.yaml").write_text(yamlio.dump(copies[env]))
    result = run_kfgen("import", *[a for env in ENVIRONMENTS for a in ("--env", f"{env}={tmp_path / env}.yaml")])
    assert (result.returncode, result.stderr) == (0, "")
    [spec] = load_text(result.stdout)
    assert "staging" not in spec["spec"]["environments"]  # what staging runs is the base
    _renders_each_copy_again(spec, copies)


def test_output_dir(tmp_path: Path) -> None:
    result = run_kfgen("import", "-o", str(tmp_path), *_env_args({env: RENDERED / env for env in ENVIRONMENTS}))
    assert (result.returncode, result.stderr, result.stdout) == (0, "", "")
    assert load(tmp_path / "default" / "bert-finetune.yaml")[0] == load(CASE / "expected.yaml")[0]


def test_deterministic() -> None:
    args = _env_args({env: RENDERED / env for env in ENVIRONMENTS})
    first, second = run_kfgen("import", *args), run_kfgen("import", *args)
    assert (first.stdout, first.stderr) == (second.stdout, second.stderr)


def test_an_environment_without_an_environment_object_is_named(tmp_path: Path) -> None:
    result = run_kfgen("import", "--env", "qa=" + str(RENDERED / "dev"), cwd=tmp_path)
    assert result.returncode == EXIT_NEEDS_REVIEW  # its queue needs the Kueue integrations an Environment lists
    assert "imported, needs review: the spec does not render in qa (no Environment qa given): spec.queue: " in (
        result.stderr
    )
    assert result.stderr.splitlines()[0] == (
        "[warning] --env: no Environment 'qa' among the inputs, in --environments or at "
        "overlays/qa/environment.yaml: the spec keeps what it would supply"
    )
    [spec] = load_text(result.stdout)
    assert spec["metadata"]["namespace"] == "ml-dev" and spec["spec"]["queue"] == "dev"


def test_a_job_in_some_environments_only_is_named(tmp_path: Path) -> None:
    args = _env_args({"dev": RENDERED / "dev", "prod": RENDERED / "prod"})
    result = run_kfgen("import", *args, "--env", f"qa={tmp_path}")
    assert result.returncode == 0
    assert result.stderr.splitlines()[1] == (
        "[warning] kfgen.dev/v1alpha1/TrainingSpec/default/bert-finetune: found only in dev, prod: the spec also "
        "renders in qa; leave it out of the builds there"
    )


def test_a_second_copy_in_one_environment_is_an_error() -> None:
    path = RENDERED / "dev" / "bert-finetune.yaml"
    result = run_kfgen("import", *_env_args({"dev": path}), "--env", f"dev={path.relative_to(ROOT)}")
    assert (result.returncode, result.stdout) == (1, "")
    where = "tests/data/import/environments/three-copies/rendered/dev/bert-finetune.yaml"
    job = "kubeflow.org/v1/PyTorchJob/ml-dev/bert-finetune-963c2"
    assert result.stderr == (
        f"{where}:2: [error] {job}: a second copy of this job in dev (the first is {job}, document 1 of {where}): "
        "give one copy of each job per environment\n"
    )


def test_files_and_env_together_are_refused() -> None:
    result = run_kfgen("import", "--env", "dev=x.yaml", "y.yaml")
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr == "[error] --env: give the jobs either as FILE... or per environment as --env NAME=PATH\n"


def test_env_is_one_name_or_a_name_and_path_for_each_environment() -> None:
    result = run_kfgen("import", "--env", "dev")  # the Environment of jobs not given
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr == "[error] give the jobs: FILE... or --env NAME=PATH\n"
    mixed = run_kfgen("import", "--env", "dev", "--env", "prod=x.yaml")
    assert (mixed.returncode, mixed.stdout) == (1, "")
    assert mixed.stderr == (
        "[error] --env: each --env is NAME=PATH here (an environment and its copies), and no --environment\n"
    )
    two = run_kfgen("import", "--env", "dev", "--env", "prod", "job.yaml")
    assert (two.returncode, two.stderr) == (1, "[error] one --env NAME (or NAME=PATH for each environment)\n")


def test_no_jobs_and_environments_without_env_are_refused() -> None:
    nothing = run_kfgen("import")
    assert (nothing.returncode, nothing.stdout, nothing.stderr) == (
        1,
        "",
        "[error] give the jobs: FILE... or --env NAME=PATH\n",
    )
    alone = run_kfgen("import", "--environments", "overlays", "tests/data/import/upstream/tfjob/simple.yaml")
    assert (alone.returncode, alone.stdout, alone.stderr) == (
        1,
        "",
        "[error] --environments goes with --env NAME=PATH\n",
    )


SINGLE_NODE = ROOT / "tests" / "data" / "import" / "environments" / "single-node"


def test_a_single_node_copy_gives_a_spec_every_environment_renders() -> None:
    """dev's copy has Worker `replicas: 0` (valid upstream): the base is master-only and prod's override adds the
    workers, never `replicas.worker: 0` (kfgen refuses it everywhere); prod's MIG slices, affinity and /dev/shm are
    carried; the one thing dev's copy holds that the spec does not (an idle Worker template) is named."""
    result = run_kfgen(
        "import",
        "--env",
        f"dev={SINGLE_NODE / 'dev.yaml'}",
        "--env",
        f"prod={SINGLE_NODE / 'prod.yaml'}",
        "--environments",
        str(SINGLE_NODE / "environments.yaml"),
    )
    assert result.returncode == 0, result.stderr
    assert result.stderr.splitlines() == [
        f"{SINGLE_NODE / 'dev.yaml'}:22: [warning] kubeflow.org/v1/PyTorchJob/ml/resnet-mig "
        "spec.pytorchReplicaSpecs.Worker: replicas: 0 runs no pod of this type: the spec has no such role (its pod "
        "template is not imported)"
    ]
    [spec] = load_text(result.stdout)
    assert spec["spec"]["replicas"] == {"master": 1}
    assert spec["spec"]["environments"]["prod"]["replicas"] == {"worker": 3}
    assert spec["spec"]["environments"]["prod"]["sharedMemory"] == "16Gi"
    environments = {e["metadata"]["name"]: e for e in load(SINGLE_NODE / "environments.yaml")}
    for env in ("dev", "prod"):
        expansion = core.expand(spec, environments[env])
        assert expansion.ok, [str(r) for r in expansion.results]
        job = _job(expansion.objects)
        copy = compare.shm_named(load(SINGLE_NODE / f"{env}.yaml")[0])
        replicas = copy["spec"]["pytorchReplicaSpecs"]
        rendered = job["spec"]["pytorchReplicaSpecs"]
        assert set(rendered) == {t for t, r in replicas.items() if r["replicas"]}, env
        for replica, given in rendered.items():
            assert given["replicas"] == replicas[replica]["replicas"]
            diffs = compare.differences(replicas[replica]["template"], given["template"], compare.Defaults("OnFailure"))
            assert diffs == [], (env, replica, diffs)
