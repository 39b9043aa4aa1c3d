"""`kfgen render --select` and `--summary`: ways into a big output.

A selection prints some of what a render prints, byte for byte and in its order; everything is still rendered
and checked (a selection never hides an error); `-o DIR` with a selection writes the selected files and
deletes nothing. The summary is one line on stderr, with `--summary` or when stderr is a terminal, never on the
KRM function's or the post-renderer's stderr.
"""

from __future__ import annotations

import os
import pty
import re
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import ROOT, environment_file, run_kfgen

from kfgen import api
from kfgen.io import outindex

EXAMPLES = ROOT / "examples"
PROD = ("--env", "prod")


def documents(stream: str) -> list[str]:
    return [d for d in re.split(r"^---\n", stream, flags=re.MULTILINE) if d.strip()]


def origin(document: str) -> str:
    labels: dict[str, str] = yaml.safe_load(document)["metadata"].get("labels") or {}
    return labels.get(api.SPEC_LABEL) or ("environment" if api.ENVIRONMENT_KEY in labels else "")


def kind(document: str) -> Any:
    return yaml.safe_load(document)["kind"]


@pytest.fixture(scope="module")
def full() -> list[str]:
    result = run_kfgen("render", *PROD, str(EXAMPLES))
    assert result.returncode == 0, result.stderr
    return documents(result.stdout)


@pytest.mark.parametrize("source", ["directory", "stdin"])
def test_a_selection_prints_the_selected_documents_of_the_full_render(full: list[str], source: str) -> None:
    """The streamed path (files on workers) and the one-build path (stdin) select alike."""
    specs = "".join(f"---\n{p.read_text()}" for p in sorted(EXAMPLES.glob("*.yaml")))
    paths, stdin = ([str(EXAMPLES)], None) if source == "directory" else (["-"], specs)
    selections: dict[tuple[str, ...], list[str]] = {
        ("kind=PyTorchJob",): [d for d in full if kind(d) == "PyTorchJob"],
        ("spec=resnet-distributed",): [d for d in full if origin(d) == "resnet-distributed"],
        ("kind=ServiceAccount,spec=ml-prod/resnet-distributed",): [
            d for d in full if origin(d) == "resnet-distributed" and kind(d) == "ServiceAccount"
        ],
        ("environment",): [d for d in full if origin(d) == "environment"],
        ("environment,kind=ClusterQueue", "kind=TFJob"): [
            d for d in full if kind(d) == "TFJob" or (kind(d) == "ClusterQueue" and origin(d) == "environment")
        ],
    }
    for selectors, expected in selections.items():
        args = [arg for s in selectors for arg in ("--select", s)]
        result = run_kfgen("render", *PROD, *args, *paths, stdin=stdin)
        assert result.returncode == 0, result.stderr
        assert documents(result.stdout) == expected and expected, selectors
        assert "[error]" not in result.stderr


def test_bad_selectors_are_one_line_each_naming_the_flag() -> None:
    bad = ["foo=bar", "kind=PytorchJob", "kind=pytorchjob", "kind=Job,kind=Pod", "environment,spec=a", "kind="]
    result = run_kfgen("render", *PROD, *(a for s in bad for a in ("--select", s)), str(EXAMPLES))
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr.splitlines() == [
        "[error] --select: 'foo=bar': expected kind=KIND, spec=NAME or environment, joined by ',' to intersect",
        "[error] --select: 'kind=PytorchJob': kfgen renders no kind 'PytorchJob'; did you mean kind=PyTorchJob?",
        "[error] --select: 'kind=pytorchjob': kfgen renders no kind 'pytorchjob'; did you mean kind=PyTorchJob?",
        "[error] --select: 'kind=Job,kind=Pod': kind given twice; repeat --select to select either",
        "[error] --select: 'environment,spec=a': no object is both the Environment's and a spec's; "
        "repeat --select to select both",
        "[error] --select: 'kind=': expected kind=KIND, spec=NAME or environment, joined by ',' to intersect",
    ]


@pytest.mark.parametrize("paths", [[str(EXAMPLES)], ["-"]])
def test_a_spec_that_is_not_there_is_an_error_with_did_you_mean(paths: list[str]) -> None:
    stdin = (EXAMPLES / "pytorch-resnet50.yaml").read_text() if paths == ["-"] else None
    result = run_kfgen("render", *PROD, "--select", "spec=resnet-distributd", *paths, stdin=stdin)
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr.splitlines()[-1] == (
        "[error] --select: 'spec=resnet-distributd': no TrainingSpec 'resnet-distributd' here; "
        "did you mean spec=resnet-distributed?"
    )


def test_a_kind_nothing_has_is_a_warning_and_an_unknown_kind_of_an_input_is_selected(tmp_path: Path) -> None:
    result = run_kfgen("render", *PROD, "--select", "kind=Experiment", str(EXAMPLES / "pytorch-resnet50.yaml"))
    assert (result.returncode, result.stdout) == (0, "")
    assert result.stderr.splitlines()[-1] == "[warning] --select: 'kind=Experiment' matches no rendered object"
    passed = tmp_path / "secret.yaml"
    passed.write_text("apiVersion: v1\nkind: Secret\nmetadata:\n  name: s\n  namespace: ml\n")
    result = run_kfgen("render", "--select", "kind=Secret", str(passed), str(EXAMPLES / "jax-mnist.yaml"))
    assert (result.returncode, documents(result.stdout)) == (0, [passed.read_text()]), result.stderr


def test_a_selection_never_hides_an_error(tmp_path: Path) -> None:
    broken = tmp_path / "broken.yaml"
    broken.write_text((EXAMPLES / "jax-mnist.yaml").read_text().replace("framework: jax", "framework: jaxx"))
    for paths in ([str(broken), str(EXAMPLES / "pytorch-resnet50.yaml")], ["-"]):
        stdin = broken.read_text() + "---\n" + (EXAMPLES / "pytorch-resnet50.yaml").read_text()
        result = run_kfgen("render", *PROD, "--select", "spec=resnet-distributed", *paths, stdin=stdin)
        assert (result.returncode, result.stdout) == (1, ""), paths
        assert "[error] kfgen.dev/v1alpha1/TrainingSpec/ml-prod/jax-mnist spec.framework" in result.stderr


SPEC = (
    "apiVersion: kfgen.dev/v1alpha1\nkind: TrainingSpec\nmetadata: {name: %s, namespace: ml}\n"
    "spec: {framework: pytorch, image: 'registry.example.com/train:%s'}\n"
)


def render_dir(
    tmp_path: Path, specs: list[tuple[str, str]], *args: str
) -> tuple[Path, subprocess.CompletedProcess[str]]:
    source = tmp_path / "specs.yaml"
    source.write_text("---\n".join(SPEC % spec for spec in specs))
    out = tmp_path / "out"
    return out, run_kfgen("render", "-o", str(out), *args, str(source))


def files(out: Path) -> dict[str, str]:
    return {str(p.relative_to(out)): p.read_text() for p in sorted(out.rglob("*")) if p.is_file()}


def test_a_selected_render_into_a_directory_writes_the_selected_files_and_deletes_nothing(tmp_path: Path) -> None:
    out, result = render_dir(tmp_path, [("a", "1"), ("b", "1")])
    assert result.returncode == 0, result.stderr
    before = files(out)
    out, result = render_dir(tmp_path, [("a", "2")], "--select", "kind=PyTorchJob")
    assert (result.returncode, result.stderr) == (0, "")
    after = files(out)
    new = set(after) - set(before)
    assert len(new) == 1 and next(iter(new)).startswith("ml/pytorchjob-a-"), new
    assert {path: after[path] for path in before if path != outindex.INDEX} == {
        path: text for path, text in before.items() if path != outindex.INDEX
    }, "no file of an unselected object (nor of a removed spec) is deleted or changed"
    index = after[outindex.INDEX].splitlines()
    assert index == sorted(index, key=lambda line: line.split("  ")[1].split("/"))
    assert {line.split("  ")[1] for line in index} == set(after) - {outindex.INDEX}
    # the next full render replaces what the selected one left, as it would have
    out, result = render_dir(tmp_path, [("a", "2")])
    (tmp_path / "fresh").mkdir()
    fresh, _ = render_dir(tmp_path / "fresh", [("a", "2")])
    assert set(files(out)) == set(files(fresh))


def test_a_selection_in_a_directory_still_reports_every_clash(tmp_path: Path) -> None:
    source = tmp_path / "specs.yaml"
    source.write_text(
        SPEC % ("a", "1") + "---\napiVersion: v1\nkind: ServiceAccount\nmetadata: {name: a-kfgen, namespace: ml}\n"
    )
    result = run_kfgen("render", "-o", str(tmp_path / "out"), "--select", "kind=PyTorchJob", str(source))
    assert result.returncode == 1 and "identity" in result.stderr, result.stderr
    assert not (tmp_path / "out").exists()


# the summary -----------------------------------------------------------------------------------------------------


def test_the_summary_counts_specs_and_the_environment(full: list[str]) -> None:
    result = run_kfgen("render", *PROD, "--summary", str(EXAMPLES))
    assert result.returncode == 0
    line = result.stderr.splitlines()[-1]
    environment = sum(origin(d) == "environment" for d in full)
    assert line.startswith(f"rendered {len(full)} objects: 21 specs (resnet-distributed 6, ")
    assert line.endswith(f", …), Environment prod (overlays/prod/environment.yaml) {environment}")  # its file
    one = run_kfgen("render", "--summary", "--select", "kind=JAXJob", str(EXAMPLES / "jax-mnist.yaml"))
    assert one.stderr == "rendered 2 objects: 1 spec (jax-mnist 2); selected 1\n"
    quiet = run_kfgen("render", *PROD, str(EXAMPLES / "jax-mnist.yaml"))
    assert quiet.returncode == 0 and "rendered" not in quiet.stderr


def test_the_summary_of_many_specs_is_one_short_line(tmp_path: Path) -> None:
    specs = tmp_path / "specs"
    specs.mkdir()
    for n in range(40):
        (specs / f"s{n}.yaml").write_text(SPEC % (f"spec-{n:03}", "1"))
    result = run_kfgen("render", "--summary", "-j", "2", str(specs))
    assert result.returncode == 0, result.stderr
    assert result.stderr == "rendered 80 objects: 40 specs (spec-000 2, spec-001 2, spec-002 2, …)\n"


def on_a_terminal(*args: str, stdin: str = "") -> tuple[int, str]:
    """`kfgen ARGS` with stderr on a pseudo-terminal: its exit code and what it wrote there."""
    controller, terminal = pty.openpty()
    proc = subprocess.Popen(
        [sys.executable, "-m", "kfgen.cli", *args],
        stdin=subprocess.PIPE,
        stdout=subprocess.PIPE,
        stderr=terminal,
        cwd=ROOT,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
    )
    os.close(terminal)
    proc.communicate(stdin.encode(), timeout=120)
    chunks = []
    while True:
        try:
            chunk = os.read(controller, 65536)
        except OSError:  # EIO: the terminal's other end is closed
            break
        if not chunk:
            break
        chunks.append(chunk)
    os.close(controller)
    return proc.returncode, b"".join(chunks).decode().replace("\r\n", "\n")


def test_the_summary_is_on_by_default_on_a_terminal_only_for_render() -> None:
    spec = str(EXAMPLES / "jax-mnist.yaml")
    assert on_a_terminal("render", spec) == (0, "rendered 2 objects: 1 spec (jax-mnist 2)\n")
    assert on_a_terminal("render", "--no-summary", spec) == (0, "")
    env = yaml.safe_load(environment_file("dev").read_text())
    items = [*yaml.safe_load_all((EXAMPLES / "jax-mnist.yaml").read_text())]
    resource_list = yaml.safe_dump(
        {"apiVersion": "config.kubernetes.io/v1", "kind": "ResourceList", "items": items, "functionConfig": env}
    )
    assert on_a_terminal("fn", stdin=resource_list) == (0, "")
    assert on_a_terminal("post-render", "--env", "dev", stdin=(EXAMPLES / "jax-mnist.yaml").read_text()) == (0, "")
