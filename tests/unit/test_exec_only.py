"""`kfgen argocd-plugin generate` (and the `ci.sh` of `kfgen init`, which calls it) runs `kustomize build
--enable-exec` only when the overlay's kustomization tree runs no function but kfgen's own, `exec: {path: kfgen-fn}`
(issue 37, D-1): a spec author's exec script listed from specs/ rewrote overlays/prod/environment.yaml during the
build. Every spelling below is refused before kustomize runs (here kustomize is not even on PATH): one located
`[error]` line, exit 1, nothing on stdout. The real kustomize build is tests/render_tools/test_exec_only_build.py."""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT, run_kfgen

from kfgen.cli import execonly
from kfgen.cli.scaffold import init

FORMATTER = "apiVersion: example.com/v1\nkind: Formatter\nmetadata:\n  name: fmt\n  annotations:\n"


def config(spec: str, key: str = "config.kubernetes.io/function") -> str:
    indented = "".join(f"      {line}\n" for line in spec.splitlines())
    return f"{FORMATTER}    {key}: |\n{indented}"


PLAIN = "apiVersion: example.com/v1\nkind: Formatter\nmetadata:\n  name: fmt\n"
# name -> (files under specs/ other than kustomization.yaml, lines added to specs/kustomization.yaml)
CASES: dict[str, tuple[dict[str, str], str]] = {
    "exec-script": ({"fmt.yaml": config("exec:\n  path: ./fmt.sh")}, "transformers: [fmt.yaml]\n"),
    "exec-named-kfgen-fn": ({"fmt.yaml": config("exec:\n  path: ./bin/kfgen-fn")}, "transformers: [fmt.yaml]\n"),
    "exec-absolute": ({"fmt.yaml": config("exec:\n  path: /bin/sh")}, "generators: [fmt.yaml]\n"),
    "kfgen-fn-with-env": (
        {"fmt.yaml": config("exec:\n  path: kfgen-fn\n  env: [LD_PRELOAD=./x.so]")},
        "validators: [fmt.yaml]\n",
    ),
    "kfgen-fn-with-args": ({"fmt.yaml": config("exec:\n  path: kfgen-fn\n  args: [x]")}, "transformers: [fmt.yaml]\n"),
    "container": ({"fmt.yaml": config("container:\n  image: evil.io/fn:1")}, "transformers: [fmt.yaml]\n"),
    "starlark": ({"fmt.yaml": config("starlark:\n  path: fmt.star")}, "transformers: [fmt.yaml]\n"),
    "old-annotation": (
        {"fmt.yaml": config("exec:\n  path: ./fmt.sh", "config.k8s.io/function")},
        "transformers: [fmt.yaml]\n",
    ),
    "escaped-key": (
        {"fmt.yaml": config("exec:\n  path: ./fmt.sh", '"config.kubernetes.io\\x2Ffunction"')},
        "transformers: [fmt.yaml]\n",
    ),
    "inline-config": (
        {},
        "transformers:\n  - |\n" + "".join(f"    {ln}\n" for ln in config("exec: {path: ./fmt.sh}").splitlines()),
    ),
    "folder-of-configs": (
        {"fns/kustomization.yaml": "resources: [fmt.yaml]\n", "fns/fmt.yaml": config("exec:\n  path: ../fmt.sh")},
        "transformers: [fns]\n",
    ),
    "component": (
        {
            "comp/kustomization.yaml": "apiVersion: kustomize.config.k8s.io/v1alpha1\nkind: Component\n"
            "transformers: [fmt.yaml]\n",
            "comp/fmt.yaml": config("exec:\n  path: ../fmt.sh"),
        },
        "components: [comp]\n",
    ),
    "common-annotation": (
        {
            "fns/kustomization.yaml": "resources: [fmt.yaml]\ncommonAnnotations:\n  config.kubernetes.io/function: "
            "'exec: {path: ../fmt.sh}'\n",
            "fns/fmt.yaml": PLAIN,
        },
        "transformers: [fns]\n",
    ),
    "json6902-inline": (
        {
            "fns/kustomization.yaml": "resources: [fmt.yaml]\npatches:\n  - target: {kind: Formatter}\n    patch: |-\n"
            "      - {op: add, path: /metadata/annotations, value: {}}\n"
            "      - {op: add, path: /metadata/annotations/config.kubernetes.io~1function,"
            " value: 'exec: {path: ../x}'}\n",
            "fns/fmt.yaml": PLAIN,
        },
        "transformers: [fns]\n",
    ),
    "patch-file": (
        {
            "fns/kustomization.yaml": "resources: [fmt.yaml]\npatches:\n  - path: patch.yaml\n",
            "fns/fmt.yaml": PLAIN,
            "fns/patch.yaml": config("exec:\n  path: ../fmt.sh"),
        },
        "transformers: [fns]\n",
    ),
    "replacement": (
        {
            "fns/kustomization.yaml": "resources: [fmt.yaml]\nreplacements:\n"
            "  - source: {kind: Formatter, fieldPath: kind}\n"
            "    targets:\n      - select: {kind: Formatter}\n"
            "        fieldPaths: ['metadata.annotations.[config.kubernetes.io/function]']\n",
            "fns/fmt.yaml": PLAIN,
        },
        "transformers: [fns]\n",
    ),
    "json6902-escaped-one-line": (
        {
            "fns/kustomization.yaml": "resources: [fmt.yaml]\npatches:\n  - target: {kind: Formatter}\n"
            '    patch: \'[{"op": "add", "path": "/metadata/annotations", "value": {"config.kubernetes.io'
            '\\u002ffunction": "exec: {path: ../fmt.sh}"}}]\'\n',
            "fns/fmt.yaml": PLAIN,
        },
        "transformers: [fns]\n",
    ),
    "replacement-escaped-dots": (
        {
            "fns/kustomization.yaml": "resources: [fmt.yaml]\nreplacements:\n"
            "  - source: {kind: Formatter, fieldPath: kind}\n"
            "    targets:\n      - select: {kind: Formatter}\n"
            "        fieldPaths: ['metadata.annotations.config\\.kubernetes\\.io/function']\n",
            "fns/fmt.yaml": PLAIN,
        },
        "transformers: [fns]\n",
    ),
    "legacy-container-annotation": (
        {"fmt.yaml": FORMATTER + "    config.kubernetes.io/container: evil.io/fn:1\n"},
        "transformers: [fmt.yaml]\n",
    ),
    "remote": ({}, "components: ['https://github.com/example/fns//comp?ref=v1']\n"),
    # the tenth re-test's D-1a-c: kyaml's legacy field, kustomize's deprecated `bases`, a field name in another case
    # (kustomize reads a kustomization as Go's JSON does: field names match whatever their case)
    "legacy-config-fn": (
        {"fmt.yaml": PLAIN.replace("  name: fmt\n", "  name: fmt\n  configFn:\n    exec: {path: ./fmt.sh}\n")},
        "transformers: [fmt.yaml]\n",
    ),
    "bases": (
        {
            "fmtbase/kustomization.yaml": "transformers: [fmt.yaml]\n",
            "fmtbase/fmt.yaml": config("exec:\n  path: ../fmt.sh"),
        },
        "bases: [fmtbase]\n",
    ),
    "field-name-in-another-case": ({"fmt.yaml": config("exec:\n  path: ./fmt.sh")}, "Transformers: [fmt.yaml]\n"),
}


def repository(tmp_path: Path, files: dict[str, str], added: str) -> Path:
    repo = tmp_path / "repo"
    assert init(repo) == []
    for name, text in files.items():
        (repo / "specs" / name).parent.mkdir(parents=True, exist_ok=True)
        (repo / "specs" / name).write_text(text)
    (repo / "specs" / "fmt.sh").write_text("#!/bin/sh\ntouch RAN\ncat\n")
    (repo / "specs" / "fmt.sh").chmod(0o755)
    with (repo / "specs" / "kustomization.yaml").open("a") as handle:
        handle.write(added)
    return repo


@pytest.mark.parametrize("case", sorted(CASES))
def test_generate_refuses_a_function_that_is_not_kfgens(case: str, tmp_path: Path) -> None:
    repo = repository(tmp_path, *CASES[case])
    env = {**os.environ, "PYTHONPATH": str(ROOT), "PATH": os.path.dirname(sys.executable)}
    command = [sys.executable, "-m", "kfgen.cli", "argocd-plugin", "generate", "overlays/prod"]
    proc = subprocess.run(command, cwd=repo, env=env, capture_output=True, text=True, timeout=120)
    errors = [line for line in proc.stderr.splitlines() if "[error]" in line]
    assert proc.returncode == 1 and proc.stdout == "", proc.stderr
    assert len(errors) == 1 and "Traceback" not in proc.stderr, proc.stderr
    assert errors[0].startswith("specs/") and ": [error] " in errors[0], errors
    assert "kfgen-fn" in errors[0], errors
    if case != "remote":
        assert errors[0].split(":")[1].isdigit(), f"not located at a line: {errors}"
    assert not any(repo.rglob("RAN"))


@pytest.mark.parametrize("layout", ["kustomize"])
def test_the_scaffold_and_this_repositorys_overlays_pass(layout: str, tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    assert init(repo, layout) == []
    overlays = [*(repo / "overlays").iterdir(), *(ROOT / "overlays").iterdir()]
    assert len(overlays) >= 5
    for overlay in overlays:
        assert execonly.problems(overlay) == [], overlay
    package = tmp_path / "package"
    assert init(package, "kpt") == []
    assert execonly.kpt_problems(package) == []


@pytest.mark.parametrize("case", ["exec-script", "common-annotation", "remote"])
def test_check_build_functions_refuses_the_same(case: str, tmp_path: Path) -> None:
    """`kfgen check-build --functions DIR`, the check alone (before a build of your own)."""
    repo = repository(tmp_path, *CASES[case])
    proc = run_kfgen("check-build", "--functions", "overlays/prod", cwd=repo)
    errors = [line for line in proc.stderr.splitlines() if "[error]" in line]
    assert proc.returncode == 1 and proc.stdout == "" and len(errors) == 1, proc.stderr
    assert (
        run_kfgen("check-build", "--functions", "overlays/dev", cwd=repository(tmp_path / "clean", {}, "")).stderr == ""
    )


KPT_FUNCTIONS = {
    "exec-script": "- exec: ./specs/fmt/fmt.sh",
    "exec-kfgen-fn-elsewhere": "- exec: specs/bin/kfgen-fn",
    "image": "- image: evil.io/fn:1",
    "image-and-exec": "- {image: evil.io/fn:1, exec: kfgen-fn}",
    "validator": "- exec: ./x\n  validators:\n    - exec: kfgen-fn",
}


@pytest.mark.parametrize("case", sorted(KPT_FUNCTIONS))
def test_check_build_functions_refuses_a_kpt_subpackages_function(case: str, tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    assert init(repo, "kpt") == []
    assert run_kfgen("check-build", "--functions", ".", cwd=repo).returncode == 0
    (repo / "specs" / "fmt").mkdir()
    kptfile = "apiVersion: kpt.dev/v1\nkind: Kptfile\nmetadata:\n  name: fmt\npipeline:\n  mutators:\n    "
    (repo / "specs" / "fmt" / "Kptfile").write_text(kptfile + KPT_FUNCTIONS[case].replace("\n", "\n    ") + "\n")
    proc = run_kfgen("check-build", "--functions", ".", cwd=repo)
    errors = [line for line in proc.stderr.splitlines() if "[error]" in line]
    assert proc.returncode == 1 and proc.stdout == "" and len(errors) == 1, proc.stderr
    assert errors[0].startswith("specs/fmt/Kptfile:7: [error] pipeline.mutators[0]: "), errors
    assert "kfgen-fn" in errors[0] and "Traceback" not in proc.stderr
