"""`kfgen diff` between two Environments and since a git revision (a temporary repository made with git itself);
its bad inputs (exit 2, one located line each), its JSON shape, and its determinism."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT
from fakeapi import api_server, kubeconfig

ENV = """\
apiVersion: kfgen.dev/v1alpha1
kind: Environment
metadata: {{name: {name}}}
spec:
  namespace: ml-{name}
  {registry}
  defaults: {{queue: {name}, resources: {{cpu: "{cpu}", memory: 8Gi}}}}
  kueue: {{existing: {{localQueues: [{name}]}}, integrations: [batch/job, kubeflow.org/pytorchjob]}}
"""
RESNET = """\
apiVersion: kfgen.dev/v1alpha1
kind: TrainingSpec
metadata: {name: resnet}
spec:
  framework: pytorch
  image: pytorch/pytorch:2.7.1
  command: [python, train.py]
  replicas: {master: 1, worker: 1}
  resources: {gpu: 1}
  environments:
    prod: {replicas: {worker: 3}}
"""
BERT = """\
apiVersion: kfgen.dev/v1alpha1
kind: TrainingSpec
metadata: {name: bert}
spec:
  framework: pytorch
  backend: job
  image: pytorch/pytorch:2.7.1
  command: [python, bert.py]
  labels: {team: nlp}
"""


def kfgen_diff(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return subprocess.run(
        [sys.executable, "-m", "kfgen.cli", "diff", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        timeout=120,
    )


def git(cwd: Path, *args: str) -> None:
    identity = ["-c", "user.name=kfgen", "-c", "user.email=kfgen@example.com", "-c", "commit.gpgsign=false"]
    subprocess.run(["git", *identity, *args], cwd=cwd, check=True, capture_output=True)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A team repository (kfgen init's layout): specs/ and overlays/<env>/environment.yaml, one commit."""
    for name, cpu, registry in (("dev", "2", ""), ("prod", "8", "registry: registry.example.com/ml")):
        (tmp_path / "overlays" / name).mkdir(parents=True)
        (tmp_path / "overlays" / name / "environment.yaml").write_text(
            ENV.format(name=name, cpu=cpu, registry=registry)
        )
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "resnet.yaml").write_text(RESNET)
    (tmp_path / "specs" / "bert.yaml").write_text(BERT)
    git(tmp_path, "init", "-q")
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-q", "-m", "specs")
    return tmp_path


def test_two_environments_pair_objects_and_hide_naming_noise(repo: Path) -> None:
    result = kfgen_diff(repo, "--env", "dev", "--env", "prod", "specs")
    assert result.returncode == 1, result.stderr
    lines = result.stdout.splitlines()
    assert lines[0] == "kfgen diff dev (ml-dev) → prod (ml-prod)"
    # what the two Environments let a spec do, first (issue 37: a policy difference is a difference)
    assert lines[1:7] == [
        "~ Environment dev → prod: what a spec may do differs",
        "    spec.namespace: ml-dev → ml-prod",
        "    spec.defaults.queue: dev → prod",
        '    spec.defaults.resources.cpu: "2" → "8"',
        '    spec.kueue.existing.localQueues: ["dev"] → ["prod"]',
        "    spec.registry: (none) → registry.example.com/ml",
    ]
    # paired across Environments: no object only in one, and neither namespace nor revision shows as a change
    assert "summary: 0 only in dev, 0 only in prod, 2 changed, Environment dev → prod differs" in lines
    objects = lines[7:]
    assert not [line for line in objects if "namespace" in line or "revision" in line or "spec-hash" in line]
    assert any(line.startswith("~ PyTorchJob ml-prod/resnet-") and "(was resnet-" in line for line in lines)
    assert "    spec.pytorchReplicaSpecs.Worker.replicas: 1 → 3" in lines
    assert (
        "    spec.pytorchReplicaSpecs.Worker.template.spec.containers[pytorch].image: "
        "pytorch/pytorch:2.7.1 → registry.example.com/ml/pytorch/pytorch:2.7.1"
    ) in lines
    assert lines[-3:] == [
        "  queue  GPUs        CPU",
        "  dev    2 → 0 (-2)  6 → 0 (-6)",
        "  prod   0 → 4 (+4)  0 → 40 (+40)",
    ]


def test_same_environment_twice_is_no_difference(repo: Path) -> None:
    result = kfgen_diff(repo, "--env", "prod", "--env", "prod", "specs")
    assert (result.returncode, result.stderr) == (0, "")
    assert "  no difference in the objects" in result.stdout


def test_from_revision_reports_recreated_jobs_with_their_causes(repo: Path) -> None:
    (repo / "specs" / "resnet.yaml").write_text(RESNET.replace("worker: 3", "worker: 5"))
    (repo / "specs" / "bert.yaml").write_text(BERT.replace("team: nlp", "team: speech"))
    result = kfgen_diff(repo, "--from", "HEAD", "specs")
    assert result.returncode == 1, result.stderr
    dev, prod = result.stdout.split("\n\n")
    assert dev.splitlines()[0] == "kfgen diff HEAD → work tree, Environment dev (ml-dev)"
    assert "re-created" not in dev  # a label is taken in place: no new training run in dev
    assert "    metadata.labels.team: nlp → speech" in dev
    prod_lines = prod.splitlines()
    recreated = [line for line in prod_lines if line.startswith("! PyTorchJob ml-prod/resnet-")]
    assert len(recreated) == 1 and "re-created: a new training run (was resnet-" in recreated[0]
    start = prod_lines.index(recreated[0])
    assert prod_lines[start + 1 : start + 3] == [
        "    because spec.replicas.worker: 3 → 5",
        "    spec.pytorchReplicaSpecs.Worker.replicas: 3 → 5",
    ]
    assert "summary: 0 only in HEAD, 0 only in work tree, 2 changed, 1 re-created (new training runs)" in prod_lines
    assert "  prod   4 → 6 (+2)  40 → 56 (+16)" in prod_lines


def test_from_revision_environment_change_is_the_cause(repo: Path) -> None:
    path = repo / "overlays" / "prod" / "environment.yaml"
    path.write_text(path.read_text().replace('cpu: "8"', 'cpu: "16"'))
    result = kfgen_diff(repo, "--from", "HEAD", "--env", "prod", "--output", "json", "specs")
    assert result.returncode == 1, result.stderr
    body = json.loads(result.stdout)
    assert (body["format"], body["mode"], body["different"]) == ("kfgen.dev/diff/v1", "revision", True)
    [comparison] = body["comparisons"]
    assert comparison["old"] == {"label": "HEAD", "environment": "prod", "namespace": "ml-prod"}
    assert comparison["new"] == {"label": "work tree", "environment": "prod", "namespace": "ml-prod"}
    recreated = [o for o in comparison["objects"] if o["status"] == "recreated"]
    assert {o["kind"] for o in recreated} == {"PyTorchJob", "Job"}
    for job in recreated:
        assert job["oldName"] != job["name"]
        assert {"path": "spec.resources.cpu", "old": "8", "new": "16"} in job["causes"]
    assert comparison["summary"]["queues"] == [
        {"queue": "prod", "gpu": {"old": 4, "new": 4}, "cpu": {"old": 40, "new": 80}}
    ]


def test_from_revision_spec_added_and_removed(repo: Path) -> None:
    (repo / "specs" / "bert.yaml").unlink()
    (repo / "specs" / "gpt.yaml").write_text(BERT.replace("name: bert", "name: gpt"))
    result = kfgen_diff(repo, "--from", "HEAD", "--env", "dev", "specs")
    assert result.returncode == 1, result.stderr
    lines = result.stdout.splitlines()
    assert [line.split(" ")[:2] for line in lines if line[:1] in "+-"] == [
        ["-", "ServiceAccount"],
        ["-", "Job"],
        ["+", "ServiceAccount"],
        ["+", "Job"],
    ]
    assert "summary: 2 only in HEAD, 2 only in work tree, 0 changed" in lines


def test_from_revision_unchanged_is_exit_zero(repo: Path) -> None:
    result = kfgen_diff(repo, "--from", "HEAD")
    assert (result.returncode, result.stderr) == (0, "")


def test_diff_is_deterministic(repo: Path) -> None:
    (repo / "specs" / "resnet.yaml").write_text(RESNET.replace("worker: 3", "worker: 5"))
    for args in (("--env", "dev", "--env", "prod", "specs"), ("--from", "HEAD", "--output", "json", "specs")):
        first, second = kfgen_diff(repo, *args), kfgen_diff(repo, *args)
        assert first.stdout == second.stdout and first.returncode == second.returncode == 1


UNKNOWN_QA = (
    "[error] --env: unknown environment 'qa' (known: dev, prod); pass it among the inputs or run where "
    "overlays/<name>/environment.yaml exists"
)
UNKNOWN_REVISION = (
    "[error] --from: unknown revision {!r}: name a commit, branch or tag of this repository (git rev-parse)"
)


@pytest.mark.parametrize(
    ("args", "expected"),
    [
        (("--env", "dev", "specs"), "[error] --env: give two Environments to compare (--env A --env B), or --from REV, or --live"),  # noqa: E501
        (("--env", "dev", "--env", "qa", "specs"), UNKNOWN_QA),
        (("--env", "dev", "--env", "prod"), "[error] PATH: name the TrainingSpecs to render (files or directories)"),
        (("--env", "dev", "--env", "prod", "nowhere"), "[error] nowhere: no such file or directory"),
        (("--env", "dev", "--env", "prod", "-"), "[error] PATH: kfgen diff reads files and directories, not stdin"),
        (("--from", "no-such-branch"), UNKNOWN_REVISION.format("no-such-branch")),
        (("--from=--all",), UNKNOWN_REVISION.format("--all")),
        (("--from", "HEAD", "--env", "qa"), UNKNOWN_QA),
        (("--live", "--env", "dev", "--env", "prod", "specs"), "[error] --env: --live compares one Environment with the cluster"),  # noqa: E501
    ],
)  # fmt: skip
def test_bad_input_is_one_line_and_exit_two(repo: Path, args: tuple[str, ...], expected: str) -> None:
    result = kfgen_diff(repo, *args)
    assert (result.returncode, result.stdout, result.stderr) == (2, "", expected + "\n")


def test_a_bad_spec_is_reported_with_its_field(repo: Path) -> None:
    (repo / "specs" / "bert.yaml").write_text(BERT.replace("backend: job", "backend: jobs"))
    result = kfgen_diff(repo, "--env", "dev", "--env", "prod", "specs")
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.splitlines()[0].startswith(
        "[error] kfgen.dev/v1alpha1/TrainingSpec/ml-dev/bert spec.backend: "
    )


def test_a_bad_spec_at_the_revision_names_it(repo: Path) -> None:
    (repo / "specs" / "bert.yaml").write_text("a: [")
    git(repo, "commit", "-q", "-am", "broken")
    (repo / "specs" / "bert.yaml").write_text(BERT)
    result = kfgen_diff(repo, "--from", "HEAD", "--env", "dev", "specs")
    assert result.returncode == 2 and result.stdout == ""
    assert result.stderr.startswith("[error] HEAD:specs/bert.yaml"), result.stderr


def test_an_environment_the_work_tree_adds_over_the_platforms_is_located(repo: Path) -> None:
    """A relaxed `prod` a pull request adds among the specs: refused at its file and line, like render's (the
    re-test of issue 37, d10: the line had no `FILE:LINE:`)."""
    relaxed = ENV.format(name="prod", cpu="64", registry="").replace(
        "metadata: {name: prod}", "metadata:\n  name: prod"
    )
    (repo / "specs" / "relaxed.yaml").write_text(relaxed)
    result = kfgen_diff(repo, "--from", "HEAD", "--env", "prod", "specs")
    assert (result.returncode, result.stdout) == (2, "")
    assert result.stderr == (
        "specs/relaxed.yaml:4: [error] kfgen.dev/v1alpha1/Environment/-/prod metadata.name: specs/relaxed.yaml holds "
        "another Environment 'prod' than overlays/prod/environment.yaml: an input may not replace the platform's "
        "policy (remove it from the inputs, or give it another name)\n"
    )


def test_from_outside_a_git_work_tree(tmp_path: Path) -> None:
    result = kfgen_diff(tmp_path, "--from", "HEAD")
    assert (result.returncode, result.stderr) == (
        2,
        "[error] --from: not in a git work tree: run kfgen diff --from in one\n",
    )


# Issue 37, class 4: a diff never says "same" for a change. Only the fields kfgen writes are in normal form; a
# string an author or an input wrote is compared as written, whatever it spells.
PASSED_THROUGH = """\
apiVersion: apps/v1
kind: Deployment
metadata: {{name: viewer, namespace: tools}}
spec:
  template:
    spec:
      containers:
      - {{name: viewer, image: "example.com/viewer:{tag}", args: ["--job={job}"]}}
"""


def rendered_jobs(repo: Path, environment: str) -> dict[str, str]:
    """The TrainingSpec -> its job's name in this Environment's render of specs/."""
    result = subprocess.run(
        [sys.executable, "-m", "kfgen.cli", "render", "--env", environment, "specs"],
        cwd=repo,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        check=True,
    )
    import yaml

    docs = [d for d in yaml.safe_load_all(result.stdout) if d]
    return {
        d["metadata"]["labels"]["kfgen.dev/trainingspec"]: d["metadata"]["name"]
        for d in docs
        if d["kind"] in ("PyTorchJob", "Job") and "kfgen.dev/revision" in d["metadata"].get("labels", {})
    }


def test_a_passed_through_tag_from_one_revision_to_another_is_a_change(repo: Path) -> None:
    jobs = rendered_jobs(repo, "prod")
    resnet, bert = jobs["resnet"], jobs["bert"]
    viewer = repo / "specs" / "viewer.yaml"
    viewer.write_text(PASSED_THROUGH.format(tag=resnet.rsplit("-", 1)[1], job=resnet))
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "viewer")
    viewer.write_text(PASSED_THROUGH.format(tag=bert.rsplit("-", 1)[1], job=bert))
    result = kfgen_diff(repo, "--from", "HEAD", "--env", "prod", "specs")
    assert result.returncode == 1, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert "~ Deployment tools/viewer" in lines
    image = "spec.template.spec.containers[viewer].image"
    assert f"    {image}: example.com/viewer:{resnet[-5:]} → example.com/viewer:{bert[-5:]}" in lines
    assert f'    spec.template.spec.containers[viewer].args: ["--job={resnet}"] → ["--job={bert}"]' in lines


PER_ENVIRONMENT = """\
apiVersion: kfgen.dev/v1alpha1
kind: TrainingSpec
metadata: {name: stage}
spec:
  framework: pytorch
  backend: job
  image: pytorch/pytorch:2.7.1
  command: [python, stage.py]
  environments:
    dev: {args: [--target=dev, --out=ml-dev], env: {STAGE: dev}}
    prod: {args: [--target=prod, --out=ml-prod], env: {STAGE: prod}}
"""


def test_per_environment_values_spelled_as_the_environment_are_a_change(repo: Path) -> None:
    (repo / "specs" / "stage.yaml").write_text(PER_ENVIRONMENT)
    result = kfgen_diff(repo, "--env", "dev", "--env", "prod", "--output", "json", "specs")
    assert result.returncode == 1, result.stderr
    [comparison] = json.loads(result.stdout)["comparisons"]
    [job] = [o for o in comparison["objects"] if o["kind"] == "Job" and o.get("trainingSpec") == "stage"]
    found = {c["path"]: (c.get("old"), c.get("new")) for c in job["changes"]}
    container = "spec.template.spec.containers[pytorch]"
    assert found[f"{container}.args"] == (["--target=dev", "--out=ml-dev"], ["--target=prod", "--out=ml-prod"])
    assert found[f"{container}.env[STAGE].value"] == ("dev", "prod")
    # what kfgen writes stays hidden: the namespace, the revision, the Environment's own label and annotation
    hidden = ["metadata.name", "metadata.namespace", "metadata.labels[kfgen.dev/revision]"]
    hidden += ["metadata.annotations[kfgen.dev/spec-hash]", "metadata.annotations[kfgen.dev/environment]"]
    assert not [path for path in hidden if path in found]
    # the queue is the spec's to choose (within the policy): a different queue is shown
    assert found["metadata.labels[kueue.x-k8s.io/queue-name]"] == ("dev", "prod")


def test_an_environment_policy_change_is_a_change_when_no_object_differs(repo: Path) -> None:
    path = repo / "overlays" / "prod" / "environment.yaml"
    relaxed = "spec:\n  policy: {namespaces: [ml-prod, team-x], serviceAccounts: [admin], pinnedImages: false}\n"
    path.write_text(path.read_text().replace("spec:\n", relaxed, 1))
    result = kfgen_diff(repo, "--from", "HEAD", "specs")
    assert result.returncode == 1, result.stdout + result.stderr
    dev, prod = result.stdout.split("\n\n")
    assert "  no difference in the objects" in dev and "Environment" not in dev.splitlines()[1]
    lines = prod.splitlines()
    assert lines[1:4] == [
        "~ Environment prod: what a spec may do changed",
        '    spec.policy: (none) → {"namespaces": ["ml-prod", "team-x"], "serviceAccounts": ["admin"], '
        '"pinnedImages": false}',
        "  no difference in the objects",
    ]
    assert "summary: 0 only in HEAD, 0 only in work tree, 0 changed, Environment prod changed" in lines
    body = json.loads(kfgen_diff(repo, "--from", "HEAD", "--env", "prod", "--output", "json", "specs").stdout)
    assert body["different"] is True
    [comparison] = body["comparisons"]
    assert comparison["environment"] == {
        "name": "prod",
        "changes": [
            {
                "path": "spec.policy",
                "new": {"namespaces": ["ml-prod", "team-x"], "serviceAccounts": ["admin"], "pinnedImages": False},
            }
        ],
    }
    # an Environment the revision did not have is a change too, even with no spec to render
    (repo / "overlays" / "qa").mkdir()
    (repo / "overlays" / "qa" / "environment.yaml").write_text(ENV.format(name="qa", cpu="1", registry=""))
    result = kfgen_diff(repo, "--from", "HEAD", "--env", "qa", "specs")
    assert result.returncode == 1, result.stdout + result.stderr
    assert "~ Environment qa: what a spec may do changed" in result.stdout.splitlines()


def test_two_environments_that_render_alike_but_allow_more_differ(repo: Path) -> None:
    prod = (repo / "overlays" / "prod" / "environment.yaml").read_text()
    candidate = prod.replace("name: prod}", "name: candidate}", 1).replace(
        "spec:\n", "spec:\n  policy: {serviceAccounts: [admin]}\n", 1
    )
    (repo / "candidate.yaml").write_text(candidate)
    result = kfgen_diff(repo, "--env", "prod", "--env", "candidate", "specs/bert.yaml", "candidate.yaml")
    assert result.returncode == 1, result.stdout + result.stderr
    lines = result.stdout.splitlines()
    assert lines[1:4] == [
        "~ Environment prod → candidate: what a spec may do differs",
        '    spec.policy: (none) → {"serviceAccounts": ["admin"]}',
        "  no difference in the objects",
    ]


RELAXED_PROD = """\
apiVersion: kfgen.dev/v1alpha1
kind: Environment
metadata: {name: prod}
spec:
  namespace: ml-prod
  defaults: {queue: prod, resources: {cpu: "8", memory: 8Gi}}
  kueue: {existing: {localQueues: [prod]}, integrations: [batch/job, kubeflow.org/pytorchjob]}
  policy: {serviceAccounts: [admin]}
"""


def test_a_relaxed_environment_added_under_specs_never_passes_unseen(repo: Path) -> None:
    """Issue 37 class 1, diff's half: a pull request adding its own `prod` and a spec that needs it. Which
    Environment wins is the Environment-source rule's; the diff must not show the job alone."""
    (repo / "specs" / "prod.yaml").write_text(RELAXED_PROD)
    (repo / "specs" / "admin.yaml").write_text(BERT.replace("name: bert", "name: admin") + "  serviceAccount: admin\n")
    result = kfgen_diff(repo, "--from", "HEAD", "--env", "prod", "specs")
    assert result.returncode != 0
    if result.returncode == 1:
        lines = result.stdout.splitlines()
        assert lines[1] == "~ Environment prod: what a spec may do changed", result.stdout
        assert '    spec.policy: (none) → {"serviceAccounts": ["admin"]}' in lines
    else:
        assert result.returncode == 2 and result.stdout == "" and "[error]" in result.stderr


SPEC = (
    "apiVersion: kfgen.dev/v1alpha1\nkind: TrainingSpec\nmetadata: {name: a, namespace: ml}\n"
    "spec: {framework: pytorch, image: 'registry.example.com/train:1'}\n"
)


@pytest.mark.parametrize(
    ("answer", "why"),
    [
        (b"[" * 100_000, "the answer is JSON nested too deeply to read"),
        (b"not json {", "the answer is no JSON: Expecting value"),
        (b'{"metadata": {"name": "a\\ud800"}}', "a string with a lone UTF-16 surrogate: no Unicode text"),
    ],
    ids=["nested", "no-json", "lone-surrogate"],
)
def test_live_an_answer_kfgen_cannot_read_is_one_line(answer: bytes, why: str, tmp_path: Path) -> None:
    """`diff --live` read each answer with json.loads: a RecursionError or JSONDecodeError traceback (issue 37 C1's
    twin on the other command that reads the cluster)."""
    (tmp_path / "spec.yaml").write_text(SPEC)
    with api_server({"*": answer}) as server:
        env = {**os.environ, "PYTHONPATH": str(ROOT), "KUBECONFIG": str(kubeconfig(tmp_path / "kc", server))}
        result = subprocess.run(
            [sys.executable, "-m", "kfgen.cli", "diff", "--live", str(tmp_path / "spec.yaml")],
            capture_output=True,
            text=True,
            env=env,
            timeout=120,
        )
    assert (result.returncode, result.stdout) == (2, ""), result.stderr
    assert "Traceback" not in result.stderr and len(result.stderr.splitlines()) == 1, result.stderr
    assert result.stderr.startswith("[error] --live: the API server: "), result.stderr
    assert why in result.stderr and " /api" in result.stderr, result.stderr


KUSTOMIZATION = """\
apiVersion: kustomize.config.k8s.io/v1beta1
kind: Kustomization
resources: [resnet.yaml, bert.yaml]
"""
PATCH = """\
patches:
  - target: {group: kfgen.dev, kind: TrainingSpec, name: resnet}
    path: more-workers.yaml
"""


@pytest.mark.parametrize("where", ["kustomization", "patch file"])
def test_from_revision_a_changed_kustomization_is_never_no_difference(repo: Path, where: str) -> None:
    """Issue 37 D4: diff reads the specs, not the kustomizations whose patches `kustomize build` applies; a change
    of one (or of a file it names) is reported as such, exit 1, never "no difference"."""
    patch_file = repo / "specs" / "more-workers.yaml.patch"
    (repo / "specs" / "kustomization.yaml").write_text(KUSTOMIZATION + PATCH.replace(".yaml", ".yaml.patch"))
    patch_file.write_text("- {op: replace, path: /spec/replicas/worker, value: 2}\n")
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "kustomization")
    if where == "kustomization":
        (repo / "specs" / "kustomization.yaml").write_text(KUSTOMIZATION + PATCH.replace("resnet", "bert"))
        named = "specs/kustomization.yaml"
    else:
        patch_file.write_text("- {op: replace, path: /spec/replicas/worker, value: 64}\n")
        named = "specs/more-workers.yaml.patch"
    for args in ((), ("specs",)):
        result = kfgen_diff(repo, "--from", "HEAD", *args)
        assert result.returncode == 1, result.stdout + result.stderr
        assert "no difference" not in result.stdout
        lines = result.stdout.splitlines()
        assert f"~ kustomization specs/kustomization.yaml: {named} changed" in lines, result.stdout
        assert any("kustomize build" in line for line in lines)
    body = json.loads(kfgen_diff(repo, "--from", "HEAD", "--output", "json").stdout)
    assert body["different"] is True
    assert body["comparisons"][0]["kustomizations"] == [{"path": "specs/kustomization.yaml", "changed": named}]


def test_from_revision_an_unchanged_kustomization_is_no_difference(repo: Path) -> None:
    (repo / "specs" / "kustomization.yaml").write_text(KUSTOMIZATION)
    overlay = "resources: [../../specs]\ntransformers: [environment.yaml]\n"
    (repo / "overlays" / "prod" / "kustomization.yaml").write_text(overlay)
    git(repo, "add", "-A")
    git(repo, "commit", "-q", "-m", "kustomization")
    (repo / "specs" / "resnet.yaml").write_text(RESNET.replace("worker: 3", "worker: 5"))
    result = kfgen_diff(repo, "--from", "HEAD", "--env", "prod")
    assert result.returncode == 1
    assert "kustomization" not in result.stdout  # a spec it lists changed: the objects say so
    (repo / "specs" / "resnet.yaml").write_text(RESNET)
    assert kfgen_diff(repo, "--from", "HEAD").returncode == 0
    environment = repo / "overlays" / "prod" / "environment.yaml"
    environment.write_text(environment.read_text().replace('cpu: "8"', 'cpu: "16"'))
    result = kfgen_diff(repo, "--from", "HEAD", "--env", "prod")  # the policy change is reported as such
    assert result.returncode == 1 and "kustomization" not in result.stdout, result.stdout
