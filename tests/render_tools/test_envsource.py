"""Where the Environment comes from is part of the policy (issue 37, docs/concepts/policy.md "Where the Environment
comes from"): an Environment among the inputs that shadows the platform's (overlays/NAME/environment.yaml,
`--environment FILE`, the KRM functionConfig), or two of one name among them, is an error naming both places,
through every entry point: render (one process and many files), validate, import, post-render, diff (both
sides of --from, and --env A --env B), the KRM function (transformer and generator), the Python API. Before,
the input's relaxed `prod` won silently and the attack spec rendered with exit 0."""

from __future__ import annotations

import os
import subprocess
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import run_kfgen, tool

import kfgen
from kfgen import core

PLATFORM = """\
apiVersion: kfgen.dev/v1alpha1
kind: Environment
metadata:
  name: prod
spec:
  namespace: ml-prod
  security: {profile: restricted}
"""
# what the attacker adds: the platform's prod, relaxed where the spec needs it
RELAXED = """\
apiVersion: kfgen.dev/v1alpha1
kind: Environment
metadata:
  name: prod
spec:
  namespace: ml-prod
  security: {profile: baseline}
  policy:
    namespaces: [evil]
    serviceAccounts: [admin]
"""
ATTACK = """\
apiVersion: kfgen.dev/v1alpha1
kind: TrainingSpec
metadata:
  name: train
  namespace: evil
spec:
  framework: pytorch
  image: pytorch/pytorch:2.1.0
  serviceAccount: admin
  podPatch:
    spec:
      securityContext: {runAsUser: 0, runAsNonRoot: false}
"""
BENIGN = ATTACK.replace("namespace: evil", "namespace: ml-prod").split("  serviceAccount")[0]  # what prod allows
SHADOWS = (
    "specs/relaxed.yaml holds another Environment 'prod' than overlays/prod/environment.yaml, which --env prod "
    "selects: an input may not replace the platform's policy"
)


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    """A team repository: the platform's prod, the attack spec, and the relaxed prod a pull request adds."""
    (tmp_path / "overlays" / "prod").mkdir(parents=True)
    (tmp_path / "overlays" / "prod" / "environment.yaml").write_text(PLATFORM)
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "train.yaml").write_text(ATTACK)
    (tmp_path / "specs" / "relaxed.yaml").write_text(RELAXED)
    return tmp_path


def refused(proc: subprocess.CompletedProcess[str], *wanted: str) -> None:
    assert "Traceback" not in proc.stderr, proc.stderr
    assert proc.returncode == 1, proc.stderr
    assert proc.stdout == "", "no output"
    for text in wanted:
        assert text in proc.stderr, proc.stderr


# render, validate, import -------------------------------------------------------------------------------------


@pytest.mark.parametrize("command", ["render", "validate"])
def test_an_input_environment_does_not_shadow_the_platforms(repo: Path, command: str) -> None:
    proc = run_kfgen(command, "--env", "prod", "specs", cwd=repo)
    refused(proc, "specs/relaxed.yaml:4: [error] kfgen.dev/v1alpha1/Environment/-/prod metadata.name: " + SHADOWS)
    assert "admin" not in proc.stdout


def test_many_files_render_refuses_the_shadow_too(repo: Path) -> None:
    """32 files and more render in worker processes, the Environment found without loading every input."""
    for number in range(40):
        (repo / "specs" / f"s{number}.yaml").write_text(ATTACK.replace("name: train", f"name: s{number}"))
    proc = run_kfgen("render", "--env", "prod", "-j", "2", "specs", cwd=repo)
    refused(proc, SHADOWS)


def test_without_the_shadow_the_platforms_policy_refuses_the_spec(repo: Path) -> None:
    (repo / "specs" / "relaxed.yaml").unlink()
    proc = run_kfgen("render", "--env", "prod", "specs", cwd=repo)
    refused(proc, "namespace 'evil' is not allowed", "ServiceAccount 'admin' is not allowed")


def test_the_platforms_own_file_among_the_inputs_is_no_shadow(repo: Path) -> None:
    """`kfgen render --env prod .` reads overlays/prod/environment.yaml as an input too; an identical copy is one
    Environment as well."""
    (repo / "specs" / "relaxed.yaml").write_text(PLATFORM)
    (repo / "specs" / "train.yaml").write_text(ATTACK.replace("namespace: evil", "namespace: ml-prod"))
    proc = run_kfgen("render", "--env", "prod", "--summary", ".", cwd=repo)
    assert "serviceAccount" in proc.stderr and proc.returncode == 1  # admin: the platform's policy holds
    (repo / "specs" / "train.yaml").write_text(BENIGN)
    proc = run_kfgen("render", "--env", "prod", "--summary", ".", cwd=repo)
    assert proc.returncode == 0, proc.stderr
    assert "Environment prod (overlays/prod/environment.yaml)" in proc.stderr.splitlines()[-1]


def test_two_environments_of_one_name_among_the_inputs(tmp_path: Path) -> None:
    """No platform one: the inputs' own prod is used, but two of that name are two policies (the last used to win)."""
    (tmp_path / "a.yaml").write_text(PLATFORM)
    (tmp_path / "b.yaml").write_text(RELAXED + "---\n" + ATTACK)
    proc = run_kfgen("render", "--env", "prod", "a.yaml", "b.yaml", cwd=tmp_path)
    refused(
        proc,
        "b.yaml:4: [error] kfgen.dev/v1alpha1/Environment/-/prod metadata.name: b.yaml holds another "
        "Environment 'prod' than a.yaml: two policies of one name",
    )


def test_the_summary_names_an_input_environments_file(tmp_path: Path) -> None:
    (tmp_path / "platform.yaml").write_text(PLATFORM)
    (tmp_path / "spec.yaml").write_text(BENIGN)
    proc = run_kfgen("render", "--env", "prod", "--summary", "platform.yaml", "spec.yaml", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.splitlines()[-1].endswith("Environment prod (platform.yaml) 0")


def test_an_explicit_environment_file_wins_and_a_shadow_is_an_error(repo: Path) -> None:
    proc = run_kfgen("render", "--environment", "overlays/prod/environment.yaml", "specs", cwd=repo)
    refused(
        proc,
        "specs/relaxed.yaml holds another Environment 'prod' than overlays/prod/environment.yaml, which "
        "--environment overlays/prod/environment.yaml selects",
    )


def test_stdin_cannot_shadow_the_platforms(repo: Path) -> None:
    proc = run_kfgen("render", "--env", "prod", "-", cwd=repo, stdin=RELAXED + "---\n" + ATTACK)
    refused(proc, "<stdin>:4: [error] kfgen.dev/v1alpha1/Environment/-/prod metadata.name: <stdin> holds another")


def test_import_renders_in_the_platforms_environment_only(repo: Path) -> None:
    job = run_kfgen("render", "specs/train.yaml", cwd=repo)  # without an Environment: as the floor allows
    (repo / "job.yaml").write_text(RELAXED + "---\n" + (job.stdout if job.returncode == 0 else ""))
    proc = run_kfgen("import", "--env", "prod", "job.yaml", cwd=repo)
    refused(proc, "job.yaml holds another Environment 'prod' than overlays/prod/environment.yaml")


def test_import_of_per_environment_copies_does_not_take_their_own_prod(repo: Path) -> None:
    """`kfgen import --env prod=PATH`: an Environment among the copies used to win over the platform's."""
    (repo / "specs" / "relaxed.yaml").unlink()
    (repo / "specs" / "train.yaml").write_text(BENIGN)
    job = run_kfgen("render", "--env", "prod", "specs/train.yaml", cwd=repo)
    assert job.returncode == 0, job.stderr
    (repo / "prod.yaml").write_text(RELAXED + job.stdout)
    proc = run_kfgen("import", "--env", "prod=prod.yaml", cwd=repo)
    refused(proc, "prod.yaml holds another Environment 'prod' than overlays/prod/environment.yaml")
    (repo / "platform.yaml").write_text(PLATFORM)  # --environments FILE: chosen before the copies' own too
    proc = run_kfgen("import", "--env", "prod=prod.yaml", "--environments", "platform.yaml", cwd=repo)
    refused(proc, "prod.yaml holds another Environment 'prod' than platform.yaml")
    (repo / "prod.yaml").write_text(job.stdout)
    assert run_kfgen("import", "--env", "prod=prod.yaml", cwd=repo).returncode == 0


def test_check_build_refuses_a_kpt_output_with_two_of_one_name(tmp_path: Path) -> None:
    """kpt keeps the package's Environments in its output: two of one name there are two policies."""
    kptfile = "apiVersion: kpt.dev/v1\nkind: Kptfile\nmetadata: {name: team}\n"
    (tmp_path / "built.yaml").write_text(kptfile + "---\n" + PLATFORM + "---\n" + RELAXED)
    proc = run_kfgen("check-build", "built.yaml", cwd=tmp_path)
    assert proc.returncode == 1
    assert (
        "built.yaml:16: [error] kfgen.dev/v1alpha1/Environment/-/prod metadata.name: built.yaml holds two "
        "Environments 'prod' (documents 2 and 3)"
    ) in proc.stderr


# post-render ---------------------------------------------------------------------------------------------------


def test_a_charts_own_prod_does_not_replace_the_platforms(repo: Path) -> None:
    proc = run_kfgen("post-render", "--env", "prod", cwd=repo, stdin=ATTACK + "---\n" + RELAXED)
    refused(
        proc,
        "<stdin>:17: [error] kfgen.dev/v1alpha1/Environment/-/prod metadata.name: <stdin> holds another Environment "
        "'prod' than overlays/prod/environment.yaml, which --env prod selects",
    )


def test_post_render_refuses_two_of_one_name(tmp_path: Path) -> None:
    proc = run_kfgen(
        "post-render", "--env", "prod", cwd=tmp_path, stdin=PLATFORM + "---\n" + ATTACK + "---\n" + RELAXED
    )
    refused(
        proc,
        "<stdin>:25: [error] kfgen.dev/v1alpha1/Environment/-/prod metadata.name: <stdin> holds two Environments "
        "'prod' (documents 1 and 3): two policies of one name",
    )


# diff -------------------------------------------------------------------------------------------------------


def git(cwd: Path, *args: str) -> None:
    env = {
        **os.environ,
        "GIT_AUTHOR_NAME": "t",
        "GIT_AUTHOR_EMAIL": "t@t",
        "GIT_COMMITTER_NAME": "t",
        "GIT_COMMITTER_EMAIL": "t@t",
    }
    subprocess.run(["git", *args], cwd=cwd, check=True, capture_output=True, env=env)


def kfgen_diff(cwd: Path, *args: str) -> subprocess.CompletedProcess[str]:
    return run_kfgen("diff", *args, cwd=cwd)


def test_diff_from_a_revision_does_not_take_a_pull_requests_prod(repo: Path) -> None:
    (repo / "specs" / "relaxed.yaml").unlink()
    (repo / "specs" / "train.yaml").unlink()
    git(repo, "init", "-q")
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "platform")
    (repo / "specs" / "train.yaml").write_text(ATTACK)
    (repo / "specs" / "relaxed.yaml").write_text(RELAXED)  # the pull request: a spec and its own prod
    proc = kfgen_diff(repo, "--from", "HEAD", "--env", "prod", "specs")
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "PyTorchJob" not in proc.stdout
    assert (
        "[error] kfgen.dev/v1alpha1/Environment/-/prod metadata.name: specs/relaxed.yaml holds another Environment "
        "'prod' than overlays/prod/environment.yaml: an input may not replace the platform's policy"
    ) in proc.stderr
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "merged")  # the old side too: HEAD's own files, named so
    proc = kfgen_diff(repo, "--from", "HEAD", "specs")
    assert proc.returncode == 2
    assert "HEAD:specs/relaxed.yaml holds another Environment 'prod' than HEAD:overlays/prod/environment.yaml" in (
        proc.stderr
    )


def test_diff_between_environments_does_not_take_a_shadow(repo: Path) -> None:
    (repo / "overlays" / "dev").mkdir()
    (repo / "overlays" / "dev" / "environment.yaml").write_text(PLATFORM.replace("prod", "dev"))
    proc = kfgen_diff(repo, "--env", "dev", "--env", "prod", "specs")
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "specs/relaxed.yaml holds another Environment 'prod' than overlays/prod/environment.yaml" in proc.stderr


# the KRM function -----------------------------------------------------------------------------------------


def fn(items: list[Any], config: Any) -> tuple[subprocess.CompletedProcess[str], dict[str, Any]]:
    resource_list = {"apiVersion": "config.kubernetes.io/v1", "kind": "ResourceList", "items": items}
    if config is not None:
        resource_list["functionConfig"] = config
    proc = run_kfgen("fn", stdin=yaml.safe_dump(resource_list))
    return proc, yaml.safe_load(proc.stdout)


def test_fn_refuses_an_item_that_shadows_its_function_config() -> None:
    items = [yaml.safe_load(ATTACK), yaml.safe_load(RELAXED)]
    proc, out = fn(items, yaml.safe_load(PLATFORM))
    assert proc.returncode == 1
    assert out["items"] == items, "echoed unchanged"
    assert [r["message"] for r in out["results"]] == [
        "items[1] holds another Environment 'prod' than the functionConfig: an input may not replace the "
        "platform's policy (remove it from the inputs, or give it another name)"
    ]


def test_fn_generator_refuses_two_of_one_name_with_their_files() -> None:
    """kpt passes each item's file: the message names both, and its result points at the second."""

    def at(text: str, path: str) -> dict[str, Any]:
        obj: dict[str, Any] = yaml.safe_load(text)
        obj["metadata"]["annotations"] = {"config.kubernetes.io/path": path, "config.kubernetes.io/index": "0"}
        return obj

    spec = yaml.safe_load(ATTACK)
    spec["metadata"]["annotations"] = {"kfgen.dev/environment": "prod"}
    items = [at(PLATFORM, "environment.yaml"), at(RELAXED, "specs/relaxed.yaml")]
    proc, out = fn(items, spec)
    assert proc.returncode == 1
    assert out["items"] == items
    (result,) = out["results"]
    assert result["message"].startswith("specs/relaxed.yaml holds another Environment 'prod' than environment.yaml")
    assert result["file"] == {"path": "specs/relaxed.yaml", "index": 0}


def test_fn_the_package_listing_its_own_environment_is_one_environment() -> None:
    """kpt's configPath: the functionConfig is also an item of the package, with kpt's annotations."""
    item = yaml.safe_load(PLATFORM)
    item["metadata"]["annotations"] = {
        "config.kubernetes.io/path": "environment.yaml",
        "internal.config.kubernetes.io/path": "environment.yaml",
    }
    spec = yaml.safe_load(BENIGN)
    proc, out = fn([spec, item], yaml.safe_load(PLATFORM))
    assert proc.returncode == 0, proc.stderr
    assert "PyTorchJob" in [i["kind"] for i in out["items"]]


def test_kustomize_build_refuses_a_base_that_carries_its_own_prod(tmp_path: Path) -> None:
    """The overlay's environment.yaml is the transformer's functionConfig; a base's relaxed prod used to pass
    through into the build (and from there to the cluster, where the controller reads Environments)."""
    from test_tools import run

    platform = yaml.safe_load(PLATFORM)
    platform["metadata"]["annotations"] = {
        "config.kubernetes.io/local-config": "true",
        "config.kubernetes.io/function": "exec:\n  path: kfgen-fn\n",
    }
    (tmp_path / "environment.yaml").write_text(yaml.safe_dump(platform))
    (tmp_path / "specs.yaml").write_text(RELAXED + "---\n" + ATTACK.replace("namespace: evil", "namespace: ml-prod"))
    (tmp_path / "kustomization.yaml").write_text("resources: [specs.yaml]\ntransformers: [environment.yaml]\n")
    build = [tool("kustomize"), "build", "--enable-alpha-plugins", "--enable-exec", str(tmp_path)]
    proc = run(*build, check=False)
    assert proc.returncode != 0 and proc.stdout == ""
    assert "holds another Environment 'prod' than the functionConfig" in proc.stderr, proc.stderr
    (tmp_path / "specs.yaml").write_text(ATTACK.replace("namespace: evil", "namespace: ml-prod"))
    assert "admin" in run(*build, check=False).stderr  # without it: the platform's policy refuses the spec


def test_kpt_render_takes_the_packages_environment_once_and_refuses_a_second(tmp_path: Path) -> None:
    """kpt passes the configPath file both as the functionConfig and as an item: one Environment. A relaxed copy
    added under specs/ is refused, naming both files."""
    from test_tools import run

    package = tmp_path / "team"
    assert run_kfgen("init", "--kpt", str(package)).returncode == 0
    render = [tool("kpt"), "fn", "render", str(package), "--allow-exec"]
    first = run(*render, check=False)
    assert first.returncode == 0, first.stderr
    (package / "specs" / "relaxed.yaml").write_text(RELAXED)
    proc = run(*render, check=False)
    assert proc.returncode != 0
    assert "specs/relaxed.yaml holds another Environment 'prod' than environment.yaml" in proc.stderr, proc.stderr


# the Python API ------------------------------------------------------------------------------------------------


def test_python_api_refuses_the_shadow(repo: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.chdir(repo)
    rendered = kfgen.render(["specs"], env="prod")
    assert not rendered.ok
    assert rendered.objects == []
    assert any(SHADOWS in line for line in rendered.lines), rendered.lines
    (repo / "specs" / "relaxed.yaml").unlink()
    (repo / "specs" / "train.yaml").write_text(BENIGN)
    rendered = kfgen.render(["specs"], env="prod")
    assert rendered.ok, rendered.lines
    assert "Environment prod (overlays/prod/environment.yaml)" in rendered.summary


# the rule itself -------------------------------------------------------------------------------------------------


def test_labels_and_annotations_do_not_make_another_environment() -> None:
    """kustomize and kpt annotate the items they pass, Helm labels a chart's copy: the policy is the name and spec."""
    from kfgen.checks import envsource

    platform = yaml.safe_load(PLATFORM)
    copy = yaml.safe_load(PLATFORM)
    copy["metadata"]["annotations"] = {"config.kubernetes.io/index": "3", "internal.config.kubernetes.io/id": "7"}
    copy["metadata"]["labels"] = {"app.kubernetes.io/managed-by": "Helm"}
    assert envsource.same(platform, copy)
    copy["spec"]["security"] = {"profile": "baseline"}
    assert not envsource.same(platform, copy)
    assert not envsource.same(platform, {**platform, "apiVersion": "kfgen.dev/v1alpha2"})


def test_an_explicit_choice_is_taken_before_the_platforms_and_the_inputs() -> None:
    from kfgen.checks import envsource

    explicit = envsource.Found(yaml.safe_load(PLATFORM), "mine.yaml")
    platform = [envsource.Found(yaml.safe_load(RELAXED), "overlays/prod/environment.yaml")]
    chosen, problems = envsource.choose(explicit, "prod", platform, [], "--environment mine.yaml")
    assert chosen is explicit and problems == []
    chosen, problems = envsource.choose(None, "prod", platform, [explicit], "--env prod")
    assert chosen is platform[0]
    assert [p.message.split(":")[0] for p in problems] == [
        "mine.yaml holds another Environment 'prod' than overlays/prod/environment.yaml, which --env prod selects"
    ]


# the controller ------------------------------------------------------------------------------------------------


def test_the_controller_takes_the_namespaces_environment_never_the_specs_choice() -> None:
    """In the cluster an Environment is cluster-scoped (one per name) and the namespace's label names it; a spec
    labelled or annotated for a relaxed Environment still renders with its namespace's (and is refused by it).
    This held before issue 37 too: the test keeps it so."""
    from kfgen.controller import executor

    environments = {
        "prod": yaml.safe_load(PLATFORM),
        "relaxed": {**yaml.safe_load(RELAXED), "metadata": {"name": "relaxed"}},
    }
    asked: list[str] = []

    def environment(name: str) -> dict[str, Any] | None:
        asked.append(name)
        return environments.get(name)

    namespace = {"metadata": {"name": "evil", "labels": {"kfgen.dev/environment": "prod"}}}
    reconciler = executor.Reconciler(None, namespaces=lambda name: namespace, environments=environment)  # type: ignore[arg-type]
    spec = yaml.safe_load(ATTACK)
    choice = {"kfgen.dev/environment": "relaxed"}
    spec["metadata"] |= {"uid": "1", "labels": choice, "annotations": choice}
    rendered = reconciler.render(spec)
    assert asked == ["prod"]
    assert rendered.reason == "InvalidSpec"
    assert "ServiceAccount 'admin' is not allowed in Environment prod" in rendered.problem


# the platform's file unreadable (the re-test of issue 37): never an input's Environment in its place -------------

BROKEN = PLATFORM + "  security: {profile: privileged}\n"  # a second `security`: a duplicate key, so no Environment


@pytest.mark.parametrize("command", ["render", "validate"])
def test_an_unreadable_platform_file_never_lets_an_input_replace_it(repo: Path, command: str) -> None:
    (repo / "overlays" / "prod" / "environment.yaml").write_text(BROKEN)
    proc = run_kfgen(command, "--env", "prod", "specs", cwd=repo)
    refused(proc, "overlays/prod/environment.yaml", "duplicate key")
    assert "unknown environment" not in proc.stderr


@pytest.mark.parametrize("command", ["render", "validate"])
def test_a_platform_file_of_another_api_version_never_lets_an_input_replace_it(repo: Path, command: str) -> None:
    """It holds no kfgen Environment: before, the input's relaxed prod was taken in its place with exit 0."""
    other = PLATFORM.replace("kfgen.dev/v1alpha1", "example.com/v1")
    (repo / "overlays" / "prod" / "environment.yaml").write_text(other)
    (repo / "specs" / "train.yaml").write_text(BENIGN.replace("ml-prod", "evil"))  # what only the relaxed prod allows
    proc = run_kfgen(command, "--env", "prod", "specs", cwd=repo)
    refused(
        proc,
        "overlays/prod/environment.yaml: [error] holds no kfgen.dev/v1alpha1 Environment (apiVersion 'example.com/v1', "
        "kind 'Environment'): the platform's policy of this overlay cannot be read",
    )
    assert "specs/" not in proc.stderr


def test_diff_reports_an_unreadable_platform_file(repo: Path) -> None:
    (repo / "specs" / "relaxed.yaml").unlink()
    (repo / "specs" / "train.yaml").write_text(BENIGN)
    git(repo, "init", "-q")
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "platform")
    (repo / "overlays" / "prod" / "environment.yaml").write_text(BROKEN)
    proc = kfgen_diff(repo, "--from", "HEAD", "--env", "prod", "specs")
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "overlays/prod/environment.yaml" in proc.stderr and "duplicate key" in proc.stderr, proc.stderr
    git(repo, "commit", "-qam", "broken")  # the old side: the revision's own file, named so
    (repo / "overlays" / "prod" / "environment.yaml").write_text(PLATFORM)
    proc = kfgen_diff(repo, "--from", "HEAD", "--env", "prod", "specs")
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "HEAD:overlays/prod/environment.yaml" in proc.stderr and "duplicate key" in proc.stderr, proc.stderr


# symbolic links in a revision are read as the work tree reads them, through their targets (the re-test's D3) -----


def test_diff_from_reads_a_revisions_symbolic_links_through_their_targets(repo: Path) -> None:
    (repo / "specs" / "relaxed.yaml").unlink()
    (repo / "specs" / "train.yaml").unlink()
    (repo / "shared").mkdir()
    (repo / "shared" / "prod.yaml").write_text(PLATFORM)
    (repo / "shared" / "train.yaml").write_text(BENIGN)
    (repo / "overlays" / "prod" / "environment.yaml").unlink()
    (repo / "overlays" / "prod" / "environment.yaml").symlink_to("../../shared/prod.yaml")
    (repo / "specs" / "train.yaml").symlink_to("../shared/train.yaml")
    git(repo, "init", "-q")
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "linked")
    same = kfgen_diff(repo, "--from", "HEAD", "--env", "prod", "specs")
    assert same.returncode == 0, same.stdout + same.stderr
    (repo / "shared" / "prod.yaml").write_text(PLATFORM + "  policy: {serviceAccounts: [admin]}\n")
    changed = kfgen_diff(repo, "--from", "HEAD", "--env", "prod", "specs")
    assert changed.returncode == 1, changed.stdout + changed.stderr
    assert "Environment prod: what a spec may do changed" in changed.stdout
    assert "(only in work tree)" not in changed.stdout


def test_diff_from_refuses_a_link_out_of_the_revision(repo: Path, tmp_path_factory: pytest.TempPathFactory) -> None:
    outside = tmp_path_factory.mktemp("outside") / "train.yaml"
    outside.write_text(BENIGN)
    (repo / "specs" / "relaxed.yaml").unlink()
    (repo / "specs" / "train.yaml").unlink()
    (repo / "specs" / "train.yaml").symlink_to(outside)
    git(repo, "init", "-q")
    git(repo, "add", ".")
    git(repo, "commit", "-qm", "linked out")
    proc = kfgen_diff(repo, "--from", "HEAD", "--env", "prod", "specs")
    assert proc.returncode == 2, proc.stdout + proc.stderr
    assert "[error] HEAD:specs/train.yaml: a symbolic link to outside the revision" in proc.stderr, proc.stderr
    assert "Traceback" not in proc.stderr


# an input Environment no --env selects is checked, never silently left out (issue 37's re-test) ------------------

NOT_DNS = PLATFORM.replace("name: prod", "name: Prod")
NOT_DNS_ERROR = (
    "[error] kfgen.dev/v1alpha1/Environment/-/Prod metadata.name: must be a DNS subdomain of at most 63 characters"
)


@pytest.mark.parametrize("files", [1, 40])  # 32 files and more render in worker processes
def test_render_refuses_an_unselected_input_environment_validate_refuses(tmp_path: Path, files: int) -> None:
    (tmp_path / "prod.yaml").write_text(NOT_DNS)
    for number in range(files):
        (tmp_path / f"s{number}.yaml").write_text(BENIGN.replace("name: train", f"name: s{number}"))
    for command in (("render", "-j", "2"), ("validate",)):
        refused(run_kfgen(*command, ".", cwd=tmp_path), "prod.yaml:4: " + NOT_DNS_ERROR)


def test_fn_python_api_and_post_render_refuse_an_unselected_environment_too() -> None:
    items = [yaml.safe_load(NOT_DNS), yaml.safe_load(BENIGN)]
    proc = run_kfgen(
        "fn", stdin=yaml.safe_dump({"apiVersion": "config.kubernetes.io/v1", "kind": "ResourceList", "items": items})
    )
    # an Environment item nothing selects is refused before anything renders (it would drop its policy)
    assert proc.returncode == 1 and "Traceback" not in proc.stderr, proc.stderr
    assert "holds an Environment, but the ResourceList has no functionConfig to select it" in proc.stdout
    selected = {"apiVersion": "config.kubernetes.io/v1", "kind": "ResourceList", "items": items[1:]}
    proc = run_kfgen("fn", stdin=yaml.safe_dump({**selected, "functionConfig": items[0]}))
    assert proc.returncode == 1 and "must be a DNS subdomain" in proc.stdout, proc.stdout
    assert not core.transform(items).ok
    refused(run_kfgen("post-render", stdin=NOT_DNS + "---\n" + BENIGN), NOT_DNS_ERROR)
    refused(run_kfgen("post-render", stdin=NOT_DNS), NOT_DNS_ERROR)


@pytest.mark.parametrize("team_runs", ["a relaxed prod", "a generator"])
def test_kustomize_build_refuses_jobs_a_teams_own_kustomization_rendered_first(team_runs: str, tmp_path: Path) -> None:
    """The re-test of issue 37 (D1, D1b): the team's specs/kustomization.yaml runs kfgen itself (as a transformer
    with its relaxed prod, or as a generator with no Environment) before the platform's overlay does; the platform's
    function passed those rendered jobs through, exit 0. Through the real kustomize: refused at the job's label."""
    from test_tools import run

    function = {
        "config.kubernetes.io/local-config": "true",
        "config.kubernetes.io/function": "exec:\n  path: kfgen-fn\n",
    }
    platform = {**yaml.safe_load(PLATFORM), "metadata": {"name": "prod", "annotations": function}}
    spec = yaml.safe_load(ATTACK.replace("namespace: evil", "namespace: ml-prod"))
    spec["spec"] = {"framework": "pytorch", "image": "pytorch/pytorch:2.1.0"}
    (tmp_path / "overlays" / "prod").mkdir(parents=True)
    (tmp_path / "overlays" / "prod" / "environment.yaml").write_text(yaml.safe_dump(platform))
    (tmp_path / "overlays" / "prod" / "kustomization.yaml").write_text(
        "resources: [../../specs]\ntransformers: [environment.yaml]\n"
    )
    (tmp_path / "specs").mkdir()
    if team_runs == "a relaxed prod":
        relaxed = {**yaml.safe_load(RELAXED), "metadata": {"name": "prod", "annotations": function}}
        (tmp_path / "specs" / "relaxed.yaml").write_text(yaml.safe_dump(relaxed))
        (tmp_path / "specs" / "spec.yaml").write_text(ATTACK)  # in evil, as admin, as root: what relaxed allows
        (tmp_path / "specs" / "kustomization.yaml").write_text("resources: [spec.yaml]\ntransformers: [relaxed.yaml]\n")
    else:
        spec["metadata"]["annotations"] = function
        (tmp_path / "specs" / "spec.yaml").write_text(yaml.safe_dump(spec))
        (tmp_path / "specs" / "kustomization.yaml").write_text("generators: [spec.yaml]\n")
    build = [tool("kustomize"), "build", "--enable-alpha-plugins", "--enable-exec", str(tmp_path / "overlays" / "prod")]
    proc = run(*build, check=False)
    assert proc.returncode != 0 and proc.stdout == "", proc.stdout[:400]
    assert "PyTorchJob" in proc.stderr and "was rendered by kfgen elsewhere" in proc.stderr, proc.stderr
