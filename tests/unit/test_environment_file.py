"""`--environment FILE` is one Environment (issue 37's re-test, D1): a file holding two Environments of one name
that differ (two documents, or two items of a `kind: List`) is the error `--env prod` gives for two in
overlays/prod/environment.yaml, through render, validate, post-render and the Python API. Before, the last one
won silently: a relaxed second `prod` let `serviceAccount: admin` render with exit 0."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import run_kfgen

import kfgen

STRICT: dict[str, Any] = {
    "apiVersion": "kfgen.dev/v1alpha1",
    "kind": "Environment",
    "metadata": {"name": "prod"},
    "spec": {"namespace": "ml-prod", "security": {"profile": "restricted"}},
}
RELAXED = {**STRICT, "spec": {**STRICT["spec"], "policy": {"serviceAccounts": ["admin"]}}}
SPEC = """\
apiVersion: kfgen.dev/v1alpha1
kind: TrainingSpec
metadata: {name: train}
spec: {framework: pytorch, image: "pytorch/pytorch:2.1.0", serviceAccount: admin}
"""
TWO = "holds two Environments 'prod' (documents 1 and 2): two policies of one name"


def _write(tmp_path: Path, shape: str) -> None:
    if shape == "documents":
        text = yaml.safe_dump_all([STRICT, RELAXED])
    else:
        text = yaml.safe_dump({"apiVersion": "v1", "kind": "List", "items": [STRICT, RELAXED]})
    (tmp_path / "env.yaml").write_text(text, encoding="utf-8")
    (tmp_path / "spec.yaml").write_text(SPEC, encoding="utf-8")


@pytest.mark.parametrize("shape", ["documents", "list"])
@pytest.mark.parametrize("command", ["render", "validate", "post-render"])
def test_two_of_one_name_are_refused(tmp_path: Path, shape: str, command: str) -> None:
    _write(tmp_path, shape)
    paths = [] if command == "post-render" else ["spec.yaml"]
    stdin = SPEC if command == "post-render" else None
    result = run_kfgen(command, "--environment", "env.yaml", *paths, stdin=stdin, cwd=tmp_path)
    assert result.returncode == 1, result.stdout
    assert result.stdout == ""
    assert f"[error] kfgen.dev/v1alpha1/Environment/-/prod metadata.name: env.yaml {TWO}" in result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("shape", ["documents", "list"])
def test_two_of_one_name_are_refused_by_the_python_api(tmp_path: Path, shape: str) -> None:
    _write(tmp_path, shape)
    result = kfgen.render([tmp_path / "spec.yaml"], environment=tmp_path / "env.yaml")
    assert not result.ok
    assert any(TWO in line for line in result.lines), result.lines


def test_two_copies_of_one_policy_are_one(tmp_path: Path) -> None:
    (tmp_path / "env.yaml").write_text(yaml.safe_dump_all([STRICT, STRICT]), encoding="utf-8")
    (tmp_path / "spec.yaml").write_text(SPEC.replace(", serviceAccount: admin", ""), encoding="utf-8")
    result = run_kfgen("validate", "--environment", "env.yaml", "spec.yaml", cwd=tmp_path)
    assert result.returncode == 0, result.stderr


def test_a_folder_s_yaml_entry_that_is_no_file_is_an_error_not_skipped(tmp_path: Path) -> None:
    """issue 37 D2: a FIFO or a link to /dev/zero among a folder's *.yaml vanished without a word (exit 0)."""
    specs = tmp_path / "specs"
    specs.mkdir()
    (specs / "spec.yaml").write_text(SPEC, encoding="utf-8")
    os.mkfifo(specs / "pipe.yaml")
    (specs / "zero.yml").symlink_to("/dev/zero")
    (specs / "sub.yaml").mkdir()  # a folder so named is walked, not read
    result = run_kfgen("validate", "specs", cwd=tmp_path)
    assert result.returncode == 1
    reads = "not a file or folder: kfgen reads files, folders and - (stdin)"
    assert [line for line in result.stderr.splitlines() if reads in line] == [
        f"{os.path.join('specs', 'pipe.yaml')}: [error] a FIFO (named pipe), {reads}",
    ]
    # the link leads out of specs/ too: refused as such before what it leads to is asked (seventh re-test, D-2)
    assert f"{os.path.join('specs', 'zero.yml')}: [error] a symbolic link out of " in result.stderr


@pytest.mark.parametrize(("name", "what"), [("fifo", "a FIFO (named pipe)"), ("/dev/zero", "a character device")])
def test_a_path_that_is_no_file_says_what_it_is(tmp_path: Path, name: str, what: str) -> None:
    """`--environment /dev/zero` or a FIFO is there: "no such file or directory" was untrue."""
    (tmp_path / "spec.yaml").write_text(SPEC, encoding="utf-8")
    if name == "fifo":
        os.mkfifo(tmp_path / name)
    for args in (["--environment", name, "spec.yaml"], [name]):
        result = run_kfgen("validate", *args, cwd=tmp_path)
        assert result.returncode == 1
        assert (
            result.stderr == f"{name}: [error] {what}, not a file or folder: kfgen reads files, folders and - (stdin)\n"
        )


@pytest.mark.parametrize("dangling", ["file", "folder"])
@pytest.mark.parametrize("command", ["render", "validate"])
def test_a_platform_file_that_is_a_symlink_to_nothing_never_falls_back(
    dangling: str, command: str, tmp_path: Path
) -> None:
    """overlays/prod/environment.yaml (or overlays/prod) linked into an absent checkout (a submodule not
    initialised) was skipped unsaid, and an input's relaxed `prod` became the policy: `serviceAccount: admin`
    rendered, exit 0 (issue 37 re-test, D8)."""
    (tmp_path / "overlays").mkdir()
    if dangling == "file":
        (tmp_path / "overlays" / "prod").mkdir()
        (tmp_path / "overlays" / "prod" / "environment.yaml").symlink_to("../../platform/prod.yaml")
        named = "overlays/prod/environment.yaml"
    else:
        (tmp_path / "overlays" / "prod").symlink_to("../platform/prod")
        named = "overlays/prod"
    (tmp_path / "relaxed.yaml").write_text(yaml.safe_dump(RELAXED), encoding="utf-8")
    (tmp_path / "spec.yaml").write_text(SPEC, encoding="utf-8")
    result = run_kfgen(command, "--env", "prod", "relaxed.yaml", "spec.yaml", cwd=tmp_path)
    assert (result.returncode, result.stdout) == (1, ""), result.stderr
    assert result.stderr.startswith(f"{named}: [error] a symbolic link to nothing"), result.stderr


@pytest.mark.parametrize("near", ["environment.yml", "Environment.yaml", "environment.YAML"])
@pytest.mark.parametrize("command", ["render", "validate"])
def test_a_platform_file_under_a_near_name_never_falls_back(near: str, command: str, tmp_path: Path) -> None:
    """overlays/prod/environment.yml (kustomize reads it: its kustomization names it) was not read by the CLI, and
    an input's relaxed `prod` became the policy, exit 0 (issue 37, noticed after the sixth re-test)."""
    (tmp_path / "overlays" / "prod").mkdir(parents=True)
    (tmp_path / "overlays" / "prod" / near).write_text(yaml.safe_dump(RELAXED), encoding="utf-8")
    (tmp_path / "relaxed.yaml").write_text(yaml.safe_dump(RELAXED), encoding="utf-8")
    (tmp_path / "spec.yaml").write_text(SPEC, encoding="utf-8")
    result = run_kfgen(command, "--env", "prod", "relaxed.yaml", "spec.yaml", cwd=tmp_path)
    assert (result.returncode, result.stdout) == (1, ""), result.stderr
    assert result.stderr == (
        f"overlays/prod/{near}: [error] kfgen reads the platform's Environment of this overlay from "
        "overlays/prod/environment.yaml only: rename this file; no input's Environment takes its place\n"
    ), result.stderr


@pytest.mark.parametrize("overlay", ["kustomization only", "empty folder"])
@pytest.mark.parametrize("command", ["render", "validate", "diff"])
def test_an_overlay_without_its_environment_file_never_falls_back(overlay: str, command: str, tmp_path: Path) -> None:
    """overlays/prod/ there, its environment.yaml not (a submodule not initialised leaves an empty folder): an
    input's relaxed `prod` became the policy, exit 0 (issue 37, seventh re-test, D-1)."""
    (tmp_path / "overlays" / "prod").mkdir(parents=True)
    if overlay == "kustomization only":
        (tmp_path / "overlays" / "prod" / "kustomization.yaml").write_text("transformers: [environment.yaml]\n")
    (tmp_path / "relaxed.yaml").write_text(yaml.safe_dump(RELAXED), encoding="utf-8")
    (tmp_path / "spec.yaml").write_text(SPEC, encoding="utf-8")
    dev = {**STRICT, "metadata": {**STRICT["metadata"], "name": "dev"}}
    (tmp_path / "dev.yaml").write_text(yaml.safe_dump(dev), encoding="utf-8")
    args = ["--env", "dev", "--env", "prod", "dev.yaml"] if command == "diff" else ["--env", "prod"]
    result = run_kfgen(command, *args, "relaxed.yaml", "spec.yaml", cwd=tmp_path)
    assert (result.returncode, result.stdout) == (1 if command != "diff" else 2, ""), result.stderr
    message = (
        "holds no environment.yaml (a checkout not made, a submodule not initialised?): the platform's policy of "
        "this overlay cannot be read, and no input's Environment takes its place"
    )
    shown = f"[error] overlays/prod: {message}" if command == "diff" else f"overlays/prod: [error] {message}"
    assert shown in result.stderr.splitlines(), result.stderr


def test_an_overlay_folder_of_no_inputs_environment_is_no_error(tmp_path: Path) -> None:
    """overlays/base/ (kustomize's shared base, no Environment of that name anywhere) is not a missing policy."""
    (tmp_path / "overlays" / "base").mkdir(parents=True)
    (tmp_path / "relaxed.yaml").write_text(yaml.safe_dump(RELAXED), encoding="utf-8")
    (tmp_path / "spec.yaml").write_text(SPEC, encoding="utf-8")
    result = run_kfgen("validate", "--env", "prod", "relaxed.yaml", "spec.yaml", cwd=tmp_path)
    assert result.returncode == 0, result.stderr


@pytest.mark.parametrize("command", ["render", "validate"])
def test_a_link_out_of_the_repository_is_not_followed(
    command: str, tmp_path: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """specs/sh.yaml -> a file outside the repository (/etc/shadow, a CI runner's credentials): render printed its
    contents, exit 0 (issue 37, seventh re-test, D-2). A link within it (../shared/a.yaml) is read."""
    outside = tmp_path_factory.mktemp("machine") / "secret.yaml"
    outside.write_text("token: s3cr3t\n", encoding="utf-8")
    (tmp_path / ".git").mkdir()  # the repository: links may lead anywhere in it
    (tmp_path / "shared").mkdir()
    (tmp_path / "shared" / "spec.yaml").write_text(SPEC, encoding="utf-8")
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "inside.yaml").symlink_to("../shared/spec.yaml")
    (tmp_path / "specs" / "sh.yaml").symlink_to(outside)
    (tmp_path / "env.yaml").write_text(yaml.safe_dump(RELAXED), encoding="utf-8")
    result = run_kfgen(command, "--environment", "env.yaml", "specs", cwd=tmp_path)
    assert (result.returncode, result.stdout) == (1, ""), result.stderr
    assert "s3cr3t" not in result.stderr
    assert (
        f"{os.path.join('specs', 'sh.yaml')}: [error] a symbolic link out of {os.path.realpath(tmp_path)} (to "
        f"{os.path.realpath(outside)}): kfgen reads no file outside the repository of a folder it is given (a "
        "repository's link must not read this machine's files); name the file itself to read it"
    ) in result.stderr.splitlines(), result.stderr


def test_a_platform_file_that_is_a_folder_is_an_error(tmp_path: Path) -> None:
    """overlays/prod/environment.yaml a folder was read as a folder of inputs (issue 37, seventh re-test, rows 5
    and 6: pointed at a large tree it ran past a minute)."""
    (tmp_path / "overlays" / "prod" / "environment.yaml").mkdir(parents=True)
    (tmp_path / "overlays" / "prod" / "environment.yaml" / "env.yaml").write_text(yaml.safe_dump(RELAXED))
    (tmp_path / "spec.yaml").write_text(SPEC, encoding="utf-8")
    result = run_kfgen("render", "--env", "prod", "spec.yaml", cwd=tmp_path)
    assert (result.returncode, result.stdout) == (1, ""), result.stderr
    assert result.stderr.startswith(
        f"{os.path.join('overlays', 'prod', 'environment.yaml')}: [error] a folder, not a file: the platform's policy "
        "of this overlay cannot be read"
    ), result.stderr


def _overlay_prod(tmp_path: Path, shape: str, elsewhere: Path) -> str:
    """overlays/prod as `shape`; the message its error starts with."""
    (tmp_path / "overlays").mkdir()
    if shape == "plain file":  # what a committed symlink becomes with core.symlinks=false
        (tmp_path / "overlays" / "prod").write_text("../platform/prod", encoding="utf-8")
        return "a file, not a folder"
    if shape == "link to a kustomization only":
        (elsewhere / "kustomization.yaml").write_text("transformers: [environment.yaml]\n", encoding="utf-8")
    (tmp_path / "overlays" / "prod").symlink_to(elsewhere, target_is_directory=True)
    return "holds no environment.yaml"


OVERLAY_SHAPES = ["link to an empty folder", "link to a kustomization only", "plain file"]


@pytest.mark.parametrize("shape", OVERLAY_SHAPES)
@pytest.mark.parametrize("command", ["render", "validate", "post-render", "diff"])
def test_an_overlay_link_or_file_without_its_environment_never_falls_back(
    shape: str, command: str, tmp_path: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """overlays/prod a symlink to an empty folder (a shared checkout not made), or a plain file (a committed link
    checked out with core.symlinks=false): an input's relaxed `prod` became the policy, exit 0, on render,
    validate, post-render and diff (issue 37, eighth re-test, D-1)."""
    starts = _overlay_prod(tmp_path, shape, tmp_path_factory.mktemp("platform"))
    (tmp_path / "relaxed.yaml").write_text(yaml.safe_dump(RELAXED), encoding="utf-8")
    (tmp_path / "spec.yaml").write_text(SPEC, encoding="utf-8")
    dev = {**STRICT, "metadata": {**STRICT["metadata"], "name": "dev"}}
    (tmp_path / "dev.yaml").write_text(yaml.safe_dump(dev), encoding="utf-8")
    stdin = None
    if command == "post-render":
        args, stdin = ["--env", "prod"], yaml.safe_dump(RELAXED) + "---\n" + SPEC
    elif command == "diff":
        args = ["--env", "dev", "--env", "prod", "dev.yaml", "relaxed.yaml", "spec.yaml"]
    else:
        args = ["--env", "prod", "relaxed.yaml", "spec.yaml"]
    result = run_kfgen(command, *args, stdin=stdin, cwd=tmp_path)
    assert (result.returncode, result.stdout) == (2 if command == "diff" else 1, ""), result.stderr
    shown = "[error] overlays/prod: " if command == "diff" else f"{os.path.join('overlays', 'prod')}: [error] "
    assert any(line.startswith(shown + starts) for line in result.stderr.splitlines()), result.stderr
    assert "Traceback" not in result.stderr


@pytest.mark.parametrize("shape", OVERLAY_SHAPES)
def test_an_overlay_link_or_file_never_falls_back_in_the_python_api(
    shape: str, tmp_path: Path, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    _overlay_prod(tmp_path, shape, tmp_path_factory.mktemp("platform"))
    (tmp_path / "relaxed.yaml").write_text(yaml.safe_dump(RELAXED), encoding="utf-8")
    (tmp_path / "spec.yaml").write_text(SPEC, encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    result = kfgen.render([Path("relaxed.yaml"), Path("spec.yaml")], env="prod")
    assert not result.ok
    assert not result.objects


@pytest.mark.parametrize("where", ["within the repository", "out of the repository"])
@pytest.mark.parametrize("command", ["render", "validate"])
def test_a_folder_link_below_an_input_folder_is_an_error_never_skipped(
    where: str, command: str, tmp_path: Path, tmp_path_factory: pytest.TempPathFactory
) -> None:
    """specs/more -> ../other (or a folder out of the repository), holding a spec: skipped without a word, so
    `kfgen validate specs` passed a spec it never read (issue 37, eighth re-test, D-3). kfgen follows no folder
    link below a folder it is given (a loop, a folder read twice, a spec hidden from validate): an error each."""
    (tmp_path / ".git").mkdir()
    target = tmp_path / "other" if where == "within the repository" else tmp_path_factory.mktemp("outside")
    target.mkdir(exist_ok=True)
    (target / "evil.yaml").write_text(SPEC.replace("name: train", "name: evil"), encoding="utf-8")
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "spec.yaml").write_text(SPEC.replace(", serviceAccount: admin", ""), encoding="utf-8")
    (tmp_path / "specs" / "more").symlink_to(target, target_is_directory=True)
    (tmp_path / "env.yaml").write_text(yaml.safe_dump(STRICT), encoding="utf-8")
    result = run_kfgen(command, "--environment", "env.yaml", "specs", cwd=tmp_path)
    assert (result.returncode, result.stdout) == (1, ""), result.stderr
    located = f"{os.path.join('specs', 'more')}: [error] a symbolic link "
    assert any(line.startswith(located) for line in result.stderr.splitlines()), result.stderr
    named = run_kfgen(command, "--environment", "env.yaml", "specs/more", cwd=tmp_path)  # named as PATH: read
    assert "evil" in named.stderr + named.stdout, named.stderr


def test_a_folder_link_below_an_input_folder_is_an_error_in_the_python_api(tmp_path: Path) -> None:
    (tmp_path / ".git").mkdir()
    (tmp_path / "other").mkdir()
    (tmp_path / "other" / "evil.yaml").write_text(SPEC.replace("name: train", "name: evil"), encoding="utf-8")
    (tmp_path / "specs").mkdir()
    (tmp_path / "specs" / "spec.yaml").write_text(SPEC.replace(", serviceAccount: admin", ""), encoding="utf-8")
    (tmp_path / "specs" / "more").symlink_to("../other", target_is_directory=True)
    (tmp_path / "env.yaml").write_text(yaml.safe_dump(STRICT), encoding="utf-8")
    result = kfgen.render([tmp_path / "specs"], environment=tmp_path / "env.yaml")
    assert not result.ok
    assert any("a symbolic link to a folder" in r.message for r in result.results), result.results
