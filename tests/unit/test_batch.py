"""Many files on every core: `kfgen render -j N` and the KRM function's workers give the same bytes and the
same messages as one process expanding every item in order (core.stream), whatever N."""

from __future__ import annotations

import argparse
import io
import os
import sys
from pathlib import Path
from typing import Any, TextIO

import pytest
import yaml
from conftest import ROOT, environment_file, run_kfgen

from kfgen import core
from kfgen.cli import batch, reporting
from kfgen.cli import main as cli
from kfgen.cli.inputs import sources_of
from kfgen.io import files, yamlio
from kfgen.results import Result, has_errors

sys.path.insert(0, str(ROOT / "scripts"))
import bench

SPECS = 48  # more than batch.PARALLEL_FROM, so that -j 2 forks


def in_order(paths: list[str], environment: dict[str, Any] | None) -> tuple[str, list[Result]]:
    """What `kfgen render` wrote before it streamed: every file loaded, then core.stream in one process."""
    loaded = files.load(paths)
    if has_errors(loaded.results):
        return "", loaded.results
    out: list[str] = []
    results: list[Result] = []
    failed = False
    for part in core.stream(loaded.items, environment, keep_environments=False):
        results += part.results
        failed = failed or has_errors(part.results)
        if not failed and part.objects:
            out.append("---\n" + yamlio.dump_all(part.objects))
    return ("" if failed else "".join(out)), list(dict.fromkeys(results))


def prod() -> dict[str, Any]:
    return dict(yaml.safe_load(environment_file("prod").read_text()))


def spec_dir(tmp_path: Path, extra: dict[str, str]) -> Path:
    directory = tmp_path / "specs"
    bench.write_specs(directory, SPECS)
    for name, text in extra.items():
        (directory / name).write_text(text)
    return directory


PASSED_THROUGH = """\
apiVersion: v1
kind: ConfigMap
metadata: {name: flags, namespace: ml-prod}
data: {enabled: y, mode: on, when: 2001-12-14}
---
apiVersion: v1
kind: List
items:
  - {apiVersion: v1, kind: ConfigMap, metadata: {name: listed, namespace: ml-prod}}
"""

ERROR_CASES = {
    "duplicate spec in another file": lambda d: (d / "zz-copy.yaml").write_text(
        next(p for p in sorted(d.glob("*.yaml"))).read_text()
    ),
    "an object that collides with a generated one": lambda d: (d / "zz-collide.yaml").write_text(collider()),
    "invalid YAML in one file": lambda d: (d / "mm-broken.yaml").write_text("a: [1, 2\n"),
    "a List whose items are no list": lambda d: (d / "mm-list.yaml").write_text(
        "apiVersion: v1\nkind: List\nitems: 5\n"
    ),
    "a scalar in a List": lambda d: (d / "mm-scalar.yaml").write_text("apiVersion: v1\nkind: List\nitems: [7]\n"),
    "an invalid spec": lambda d: (d / "mm-bad.yaml").write_text(
        "apiVersion: kfgen.dev/v1alpha1\nkind: TrainingSpec\nmetadata: {name: bad}\n"
        "spec: {framework: pytorch, image: a/b:1, replicas: {worker: 0}}\n"
    ),
}


def collider() -> str:
    """An object, not made by kfgen, with the identity of one the Environment generates."""
    made = core.environment_output(prod())[0]
    return yaml.safe_dump(
        {
            "apiVersion": made["apiVersion"],
            "kind": made["kind"],
            "metadata": {k: made["metadata"][k] for k in ("name", "namespace")},
        }
    )


def render(directory: Path, jobs: int, *args: str) -> tuple[int, str, str]:
    result = run_kfgen("render", "-j", str(jobs), *args, str(directory))
    return result.returncode, result.stdout, result.stderr


def printed(directory: Path, results: list[Result]) -> str:
    """The lines `kfgen render --env prod DIRECTORY` prints for `results` (run from ROOT): located, warnings grouped."""
    old = Path.cwd()
    os.chdir(ROOT)
    try:
        sources = sources_of(argparse.Namespace(paths=[str(directory)], environment=None, env="prod"))
        return "".join(f"{line}\n" for line in reporting.lines(results, sources))
    finally:
        os.chdir(old)


def test_render_on_every_core_is_byte_identical(tmp_path: Path) -> None:
    directory = spec_dir(tmp_path, {"aa-passed.yaml": PASSED_THROUGH})
    code, serial, messages = render(directory, 1, "--env", "prod")
    assert code == 0 and serial.count("\nkind: ") > SPECS, messages[-2000:]
    assert render(directory, 2, "--env", "prod") == (code, serial, messages)
    expected, results = in_order([str(directory)], prod())
    assert serial == expected
    assert messages == printed(directory, results)


@pytest.mark.parametrize("case", sorted(ERROR_CASES))
def test_render_on_every_core_reports_as_in_order(tmp_path: Path, case: str) -> None:
    directory = spec_dir(tmp_path, {"aa-passed.yaml": PASSED_THROUGH})
    ERROR_CASES[case](directory)
    code, out, messages = render(directory, 2, "--env", "prod")
    assert code == 1 and out == "" and "[error]" in messages
    assert render(directory, 1, "--env", "prod") == (code, out, messages)
    _, results = in_order([str(directory)], prod())
    assert messages == printed(directory, results)


RENDER_FILE = batch.render_file
PID_LOG: list[Path] = []


def logged_render_file(path: Path) -> batch.FileOutput:
    """batch.render_file, noting the process that ran it (workers find this function in their forked copy)."""
    with PID_LOG[0].open("a") as out:
        out.write(f"{os.getpid()}\n")
    return RENDER_FILE(path)


def test_workers_are_other_processes(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    directory = spec_dir(tmp_path, {})
    log = tmp_path / "pids"
    monkeypatch.setattr(sys.modules[__name__], "PID_LOG", [log])
    monkeypatch.setattr(batch, "render_file", logged_render_file)
    paths, _ = files.expand_paths([str(directory)])
    sink = io.StringIO()
    assert not has_errors(batch.render(paths, prod(), 2, sink))
    pids = set(log.read_text().split())
    assert len(pids) == 2 and str(os.getpid()) not in pids
    assert sink.getvalue() == in_order([str(directory)], prod())[0]


def test_an_output_past_the_spool_in_memory_goes_through_a_file(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """batch.Spool holds SPOOL_CHARACTERS in memory, then moves to a temporary file: the same bytes come out."""
    directory = spec_dir(tmp_path, {})
    paths, _ = files.expand_paths([str(directory)])
    monkeypatch.setattr(batch, "SPOOL_CHARACTERS", 5000)
    moved: list[bool] = []

    def copy_to(spool: batch.Spool, out: TextIO) -> None:
        moved.append(spool._file is not None)
        COPY(spool, out)

    monkeypatch.setattr(batch.Spool, "copy_to", copy_to)
    sink = io.StringIO()
    assert not has_errors(batch.render(paths, prod(), 1, sink))
    assert moved == [True] and sink.getvalue() == in_order([str(directory)], prod())[0]


COPY = batch.Spool.copy_to
READ = files._read
READ_LOG: list[Path] = []


def logged_read(path: Path) -> tuple[str, list[Result]]:
    """files._read, noting the file read (workers append to the same log from their forked copy)."""
    with READ_LOG[0].open("a") as out:
        out.write(f"{path}\n")
    return READ(path)


@pytest.mark.parametrize("jobs", [1, 2])
def test_render_for_an_environment_reads_each_input_once(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str], jobs: int
) -> None:
    """Finding the Environment among the inputs reads every file: the render takes those texts, not the files again."""
    directory = spec_dir(tmp_path, {"aa-passed.yaml": PASSED_THROUGH})
    log = tmp_path / "reads"
    monkeypatch.setattr(sys.modules[__name__], "READ_LOG", [log])
    monkeypatch.setattr(files, "_read", logged_read)
    monkeypatch.chdir(ROOT)
    assert cli.main(["render", "--env", "prod", "-j", str(jobs), str(directory)]) == 0
    reads = log.read_text().splitlines()
    inputs = [str(p) for p in sorted(directory.iterdir())]
    assert sorted(r for r in reads if r.startswith(str(directory))) == inputs
    assert capsys.readouterr().out == in_order([str(directory)], prod())[0]


def test_environment_among_the_inputs_is_found_even_escaped(tmp_path: Path) -> None:
    directory = spec_dir(tmp_path, {})
    data = prod()
    data["metadata"]["name"] = "escaped"  # a name overlays/ has none of: the inputs' own Environment is used
    data["spec"]["defaults"]["nodeSelector"] = {"node-pool": "escaped"}
    environment = yaml.safe_dump(data, sort_keys=False).replace("kind: Environment", 'kind: "Environm\\u0065nt"')
    assert "Environment" not in environment
    (directory / "zz-environment.yaml").write_text(environment)
    code, out, messages = render(directory, 2, "--env", "escaped")
    assert code == 0, messages[-2000:]
    assert "node-pool: escaped" in out and "kind: Environment\n" not in out
    assert out == in_order([str(directory)], yaml.safe_load(environment))[0]


def test_an_escaped_environment_among_the_inputs_does_not_shadow_the_platforms(tmp_path: Path) -> None:
    """Named as the Environment of overlays/prod it used to win over it (issue 37): now an error naming both files."""
    directory = spec_dir(tmp_path, {})
    data = prod()
    data["spec"]["defaults"]["nodeSelector"] = {"node-pool": "escaped"}
    environment = yaml.safe_dump(data, sort_keys=False).replace("kind: Environment", 'kind: "Environm\\u0065nt"')
    (directory / "zz-environment.yaml").write_text(environment)
    code, out, messages = render(directory, 2, "--env", "prod")
    assert code == 1 and out == ""
    assert "zz-environment.yaml holds another Environment 'prod' than overlays/prod/environment.yaml" in messages


def fn(resource_list: dict[str, Any], jobs: int, monkeypatch: pytest.MonkeyPatch) -> tuple[int, str]:
    monkeypatch.setattr(batch, "default_jobs", lambda: jobs)
    text = yaml.safe_dump(resource_list, sort_keys=False)
    monkeypatch.setattr(sys, "stdin", io.TextIOWrapper(io.BytesIO(text.encode())))
    out = io.StringIO()
    monkeypatch.setattr(sys, "stdout", out)
    monkeypatch.setattr(sys, "stderr", io.StringIO())
    code = cli.main(["fn"])
    return code, out.getvalue()


def resource_list(tmp_path: Path, extra: list[Any]) -> dict[str, Any]:
    directory = spec_dir(tmp_path, {})
    items = [yaml.safe_load(p.read_text()) for p in sorted(directory.glob("*.yaml"))]
    return {
        "apiVersion": "config.kubernetes.io/v1",
        "kind": "ResourceList",
        "items": items + extra,
        "functionConfig": prod(),
    }


@pytest.mark.parametrize(
    "extra",
    [
        [],
        [{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "flags"}, "data": {"a": "y", "b": "on"}}],
        [
            {
                "apiVersion": "v1",
                "kind": "List",
                "items": [{"apiVersion": "v1", "kind": "ConfigMap", "metadata": {"name": "l"}}],
            }
        ],
        ["not a mapping"],
    ],
    ids=["specs", "passed-through", "list", "scalar"],
)
def test_fn_on_every_core_is_byte_identical(tmp_path: Path, monkeypatch: pytest.MonkeyPatch, extra: list[Any]) -> None:
    request = resource_list(tmp_path, extra)
    serial = fn(request, 1, monkeypatch)
    assert fn(request, 2, monkeypatch) == serial
    assert serial[1].count("\n  kind: ") > SPECS


@pytest.mark.parametrize("jobs", ["0", "-1", "two"])
def test_jobs_must_be_a_whole_number(jobs: str) -> None:
    result = run_kfgen("render", "-j", jobs, "--env", "prod", "examples/pytorch-resnet50.yaml")
    assert result.returncode == 2 and result.stdout == ""
    assert f"argument -j/--jobs: must be a whole number ≥ 1, not {jobs!r}" in result.stderr
