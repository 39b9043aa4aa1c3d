"""`render -o DIR` replaces what it wrote before: the files of a removed spec and of an earlier revision's job go,
so a committed DIR is what Argo CD or Flux should sync; a file kfgen did not write (or one edited since) stays."""

from __future__ import annotations

import hashlib
import os
import signal
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import ROOT, run_kfgen

from kfgen.io import outindex

SPEC = (
    "apiVersion: kfgen.dev/v1alpha1\nkind: TrainingSpec\nmetadata: {name: %s, namespace: ml}\n"
    "spec: {framework: pytorch, image: 'registry.example.com/train:%s'}\n"
)


def render(tmp_path: Path, *specs: tuple[str, str]) -> tuple[Path, str]:
    source = tmp_path / "specs.yaml"
    source.write_text("---\n".join(SPEC % spec for spec in specs))
    out = tmp_path / "out"
    result = run_kfgen("render", "-o", str(out), str(source))
    assert result.returncode == 0, result.stderr
    return out, result.stderr


def listing(out: Path) -> set[str]:
    return {str(p.relative_to(out)) for p in out.rglob("*") if p.is_file()}


def jobs(out: Path) -> set[str]:
    return {p.name for p in out.rglob("pytorchjob-*.yaml")}


def test_a_removed_spec_and_an_earlier_revision_are_gone(tmp_path: Path) -> None:
    out, _ = render(tmp_path, ("a", "1"), ("b", "1"))
    [first_a] = [j for j in jobs(out) if j.startswith("pytorchjob-a-")]
    out, _ = render(tmp_path, ("a", "2"))
    assert not any(p.startswith("ml/") and "-b" in p for p in listing(out)), listing(out)
    [second_a] = jobs(out)
    assert second_a.startswith("pytorchjob-a-") and second_a != first_a
    fresh = tmp_path / "fresh"
    fresh.mkdir()
    again, _ = render(fresh, ("a", "2"))
    assert listing(out) == listing(again), "the directory holds exactly what a render into an empty one writes"
    index = (out / outindex.INDEX).read_text().splitlines()
    for line in index:
        sha, path = line.split("  ")
        assert hashlib.sha256((out / path).read_bytes()).hexdigest() == sha


def test_files_kfgen_did_not_write_or_that_changed_are_kept(tmp_path: Path) -> None:
    out, _ = render(tmp_path, ("a", "1"), ("b", "1"))
    mine = out / "ml" / "notes.md"
    mine.write_text("the team's own file\n")
    [job_b] = [p for p in out.rglob("pytorchjob-b-*.yaml")]
    job_b.write_text(job_b.read_text() + "# edited by hand\n")
    out, stderr = render(tmp_path, ("a", "1"))
    assert mine.read_text() == "the team's own file\n"
    assert job_b.exists() and ": kept:" in stderr and "it changed since" in stderr and str(job_b) in stderr
    assert not list(out.rglob("serviceaccount-b-*.yaml")), "the removed spec's unchanged files are gone"


def test_a_hostile_index_reaches_nothing_outside_the_directory(tmp_path: Path) -> None:
    outside = tmp_path / "secret.yaml"
    outside.write_text("x\n")
    sha = hashlib.sha256(b"x\n").hexdigest()
    out = tmp_path / "out"
    (out / "ml").mkdir(parents=True)
    os.symlink(outside, out / "ml" / "link.yaml")
    (out / outindex.INDEX).write_text(
        f"{sha}  ../secret.yaml\n{sha}  ml/../../secret.yaml\n{sha}  ml/link.yaml\n{sha}  {outside}\n"
    )
    render(tmp_path, ("a", "1"))
    assert outside.read_text() == "x\n" and (out / "ml" / "link.yaml").is_symlink()


@pytest.mark.parametrize("command", ["render", "import"])
def test_an_empty_output_folder_is_refused_not_stdout(command: str, tmp_path: Path) -> None:
    """`-o ''` (a script's `-o "$OUT"` with OUT unset) silently meant stdout (issue 37, eighth re-test, row 85)."""
    (tmp_path / "specs.yaml").write_text(SPEC % ("a", "1"))
    result = run_kfgen(command, "-o", "", str(tmp_path / "specs.yaml"))
    assert (result.returncode, result.stdout) == (2, ""), result.stderr
    assert "-o/--output-dir: an empty name is no folder" in result.stderr, result.stderr


SIGNALLED = """\
import os, signal, sys
from kfgen.cli import main
from kfgen.io import outdir

renamed = []
real = os.rename

def rename(*args, **kwargs):
    if len(renamed) == 3:  # the fourth file is written, not yet renamed: the signal comes now
        os.kill(os.getpid(), getattr(signal, sys.argv[1]))
    renamed.append(args)
    return real(*args, **kwargs)

outdir.os.rename = rename
sys.exit(main.main(["render", "-o", sys.argv[2], sys.argv[3]]))
"""


@pytest.mark.parametrize("name", ["SIGTERM", "SIGHUP"])
def test_a_signal_while_writing_leaves_no_temporary_file(name: str, tmp_path: Path) -> None:
    """SIGTERM or SIGHUP during `render -o` left a `.kfgen-tmp-*` file that no later render removes (issue 37,
    eighth re-test, row 86); SIGINT already removed it. Ends as a signal's exit (128 + its number)."""
    source = tmp_path / "specs.yaml"
    source.write_text("---\n".join(SPEC % (f"s{n}", "1") for n in range(4)))
    out = tmp_path / "out"
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    done = subprocess.run(
        [sys.executable, "-c", SIGNALLED, name, str(out), str(source)],
        capture_output=True,
        text=True,
        env=env,
        timeout=120,
    )
    assert done.returncode in (128 + getattr(signal, name), -getattr(signal, name)), done.stderr
    assert "Traceback" not in done.stderr, done.stderr
    assert sorted(p.name for p in out.rglob(".kfgen-tmp-*")) == []
