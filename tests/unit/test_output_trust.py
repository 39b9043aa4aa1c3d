"""`-o DIR` deletes only what kfgen wrote and writes only inside DIR (issue 37, class 3): a planted index deletes no
hand-written file, a DIR at or below a symlink is refused, a hard link or a FIFO under an output file's name is
neither written through nor opened; `render DIR -o DIR/out` reads none of its own output back."""

from __future__ import annotations

import hashlib
import os
import shutil
from pathlib import Path

import pytest
from conftest import run_kfgen

from kfgen import pyapi
from kfgen.io import outindex

SPEC = (
    "apiVersion: kfgen.dev/v1alpha1\nkind: TrainingSpec\nmetadata: {name: %s, namespace: ml}\n"
    "spec: {framework: pytorch, image: 'registry.example.com/train:1'}\n"
)
ACCOUNT = "serviceaccount-a-kfgen.yaml"


def sha(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def render(tmp_path: Path, out: Path | str, *names: str, cwd: Path | None = None) -> tuple[int, str]:
    source = tmp_path / "specs.yaml"
    source.write_text("---\n".join(SPEC % name for name in names))
    result = run_kfgen("render", "-o", str(out), str(source), cwd=cwd)
    assert result.stdout == ""
    return result.returncode, result.stderr


def errors(stderr: str) -> list[str]:
    return [line for line in stderr.splitlines() if "[error]" in line]


def test_a_planted_index_deletes_no_hand_written_file(tmp_path: Path) -> None:
    out = tmp_path / "out"
    (out / "ml").mkdir(parents=True)
    mine = out / "ml" / "configmap-settings.yaml"
    mine.write_text("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: settings, namespace: ml}\n")
    notes = out / "ml" / "notes.yaml"
    notes.write_text("the team's notes\n")
    (out / outindex.INDEX).write_text(f"{sha(mine)}  ml/configmap-settings.yaml\n{sha(notes)}  ml/notes.yaml\n")
    code, stderr = render(tmp_path, out, "a")
    assert code == 0, stderr
    assert mine.exists() and notes.exists(), "files whose content kfgen did not generate are never deleted"
    assert f"[warning] {mine}: kept:" in stderr and f"[warning] {notes}: kept:" in stderr


def test_a_kfgen_object_listed_under_another_name_is_kept(tmp_path: Path) -> None:
    """A copy of a file kfgen wrote, planted under a name the index lists, holds an object of another name."""
    first = tmp_path / "first"
    assert render(tmp_path, first, "b")[0] == 0
    out = tmp_path / "out"
    (out / "ml").mkdir(parents=True)
    planted = out / "ml" / "serviceaccount-precious.yaml"
    shutil.copy(first / "ml" / "serviceaccount-b-kfgen.yaml", planted)
    other = out / "other"
    other.mkdir()
    moved = other / "serviceaccount-b-kfgen.yaml"  # the right file name in another namespace's folder
    shutil.copy(first / "ml" / "serviceaccount-b-kfgen.yaml", moved)
    (out / outindex.INDEX).write_text(
        f"{sha(planted)}  ml/serviceaccount-precious.yaml\n{sha(moved)}  other/serviceaccount-b-kfgen.yaml\n"
    )
    code, stderr = render(tmp_path, out, "a")
    assert code == 0, stderr
    assert planted.exists() and moved.exists()


def test_kfgen_s_own_files_are_still_replaced(tmp_path: Path) -> None:
    out = tmp_path / "out"
    assert render(tmp_path, out, "a", "b")[0] == 0
    assert (out / "ml" / "serviceaccount-b-kfgen.yaml").exists()
    code, stderr = render(tmp_path, out, "a")
    assert code == 0 and stderr == ""
    assert not (out / "ml" / "serviceaccount-b-kfgen.yaml").exists()
    assert not list(out.rglob(".kfgen-tmp*")), "no temporary file is left"


@pytest.mark.parametrize("where", ["deploy", "deploy/out", "deploy/a/b"])
def test_a_directory_at_or_below_a_symlink_is_refused(tmp_path: Path, where: str) -> None:
    repo = tmp_path / "repo"
    repo.mkdir()
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (repo / "deploy").symlink_to(elsewhere)  # a committed symlink
    code, stderr = render(tmp_path, where, "a", cwd=repo)
    assert code == 1
    [line] = errors(stderr)
    assert "symbolic link" in line and "deploy" in line, line
    assert os.listdir(elsewhere) == [], "nothing is written outside the checkout"


def test_an_absolute_directory_below_a_symlink_is_refused(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / "link").symlink_to(elsewhere)
    code, stderr = render(tmp_path, tmp_path / "link" / "out", "a")
    assert code == 1 and len(errors(stderr)) == 1 and "symbolic link" in stderr
    assert os.listdir(elsewhere) == []


def test_a_hard_link_under_an_output_name_is_replaced_not_written_through(tmp_path: Path) -> None:
    victim = tmp_path / "victim.txt"
    victim.write_text("keep\n")
    (tmp_path / "out" / "ml").mkdir(parents=True)
    os.link(victim, tmp_path / "out" / "ml" / ACCOUNT)
    code, stderr = render(tmp_path, tmp_path / "out", "a")
    assert code == 0, stderr
    assert victim.read_text() == "keep\n"
    assert "kind: ServiceAccount" in (tmp_path / "out" / "ml" / ACCOUNT).read_text()


def test_a_fifo_under_an_output_name_blocks_nothing(tmp_path: Path) -> None:
    (tmp_path / "out" / "ml").mkdir(parents=True)
    os.mkfifo(tmp_path / "out" / "ml" / ACCOUNT)
    code, stderr = render(tmp_path, tmp_path / "out", "a")  # run_kfgen times out (and fails) if it blocks
    assert code == 1
    [line] = errors(stderr)
    assert "cannot write" in line and "not a regular file" in line and ACCOUNT in line, line


def test_a_fifo_as_the_index_or_a_listed_file_blocks_nothing(tmp_path: Path) -> None:
    out = tmp_path / "out"
    (out / "ml").mkdir(parents=True)
    os.mkfifo(out / "ml" / "pipe.yaml")
    os.mkfifo(out / outindex.INDEX)
    code, stderr = render(tmp_path, out, "a")
    assert code == 1 and "not a regular file" in stderr and outindex.INDEX in stderr
    os.unlink(out / outindex.INDEX)
    (out / outindex.INDEX).write_text(f"{'0' * 64}  ml/pipe.yaml\n")
    code, stderr = render(tmp_path, out, "a")
    assert code == 0, stderr
    assert (out / "ml" / "pipe.yaml").exists()


BAD_ENTRIES = ["../victim.txt", "/VICTIM", "ml//notes.yaml", "", "ml/a/b.yaml", ".", "ml/..", "ml/"]


@pytest.mark.parametrize("partial", [False, True], ids=["full", "select"])
def test_an_index_entry_that_is_no_path_below_dir_is_kept_with_a_warning(tmp_path: Path, partial: bool) -> None:
    """Each entry kfgen will not act on is one `[warning] …: kept:` line, as docs/concepts/policy.md says (they were
    dropped silently; the re-test of issue 37, E4); nothing outside DIR is deleted or written."""
    victim = tmp_path / "victim.txt"
    victim.write_text("keep\n")
    out = tmp_path / "out"
    (out / "ml").mkdir(parents=True)
    notes = out / "ml" / "notes.yaml"
    notes.write_text("keep\n")
    entries = [entry.replace("/VICTIM", str(victim)) for entry in BAD_ENTRIES]
    lines = [f"{sha(victim)}  {entry}" for entry in entries] + ["no digest here", f"{'x' * 64}  ml/notes.yaml"]
    (out / outindex.INDEX).write_text("\n".join(lines) + "\n\n")
    source = tmp_path / "specs.yaml"
    source.write_text(SPEC % "a")
    select = ["--select", "kind=ServiceAccount"] if partial else []
    result = run_kfgen("render", "-o", str(out), str(source), *select)
    assert result.returncode == 0, result.stderr
    warnings = [line for line in result.stderr.splitlines() if line]
    assert all(line.startswith(f"[warning] {out / outindex.INDEX}: kept: ") for line in warnings), result.stderr
    expected = [*(repr(entry) for entry in entries), "'no digest here'", f"'{'x' * 64}  ml/notes.yaml'"]
    assert len(warnings) == len(expected), result.stderr
    for line, shown in zip(warnings, expected, strict=True):
        assert f" {shown} " in line, (shown, line)
    assert victim.read_text() == "keep\n" and notes.read_text() == "keep\n"
    assert sorted(p.name for p in tmp_path.iterdir()) == ["out", "specs.yaml", "victim.txt"]


def test_render_into_a_folder_of_its_input_twice(tmp_path: Path) -> None:
    """`render DIR -o DIR/out`: the second run does not read the first one's output as input."""
    specs = tmp_path / "specs"
    specs.mkdir()
    (specs / "a.yaml").write_text(SPEC % "a")
    for _ in range(2):
        result = run_kfgen("render", str(specs), "-o", str(specs / "out"))
        assert result.returncode == 0 and result.stderr == "", result.stderr
    assert sorted(p.name for p in (specs / "out" / "ml").iterdir())[1:] == [ACCOUNT]
    assert run_kfgen("validate", str(specs)).returncode == 0
    assert [item["kind"] for item in pyapi.load(specs).items] == ["TrainingSpec"], "the Python API reads it alike"


def test_init_force_writes_through_no_hard_link_or_symlink(tmp_path: Path) -> None:
    repo = tmp_path / "repo"
    assert run_kfgen("init", str(repo)).returncode == 0
    written = sorted(p for p in repo.rglob("*") if p.is_file())
    victim = tmp_path / "victim.txt"
    victim.write_text("keep\n")
    hard, linked = written[0], written[1]
    hard.unlink()
    os.link(victim, hard)
    result = run_kfgen("init", "--force", str(repo))
    assert result.returncode == 0, result.stderr
    assert victim.read_text() == "keep\n" and hard.read_text() != "keep\n"
    linked.unlink()
    linked.symlink_to(victim)
    result = run_kfgen("init", "--force", str(repo))
    assert victim.read_text() == "keep\n"
    assert result.returncode == 1 and "symbolic link" in result.stderr and str(linked) in result.stderr


def test_init_below_a_symlink_is_refused(tmp_path: Path) -> None:
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    (tmp_path / "link").symlink_to(elsewhere)
    result = run_kfgen("init", str(tmp_path / "link" / "repo"))
    assert result.returncode == 1 and "symbolic link" in result.stderr
    assert os.listdir(elsewhere) == []


JOB = (
    "apiVersion: kubeflow.org/v1\nkind: PyTorchJob\nmetadata: {name: a, namespace: ml}\n"
    "spec:\n  pytorchReplicaSpecs:\n    Master:\n      replicas: 1\n      template:\n        spec:\n"
    "          containers: [{name: pytorch, image: 'x:1'}]\n"
)


def test_import_output_writes_through_no_hard_link_or_symlinked_directory(tmp_path: Path) -> None:
    (tmp_path / "job.yaml").write_text(JOB)
    first = run_kfgen("import", str(tmp_path / "job.yaml"), "-o", str(tmp_path / "specs"))
    assert first.returncode == 0, first.stderr
    [written] = [p for p in (tmp_path / "specs").rglob("*.yaml")]
    victim = tmp_path / "victim.txt"
    victim.write_text("keep\n")
    written.unlink()
    os.link(victim, written)
    again = run_kfgen("import", str(tmp_path / "job.yaml"), "-o", str(tmp_path / "specs"))
    assert again.returncode == 0, again.stderr
    assert victim.read_text() == "keep\n" and "kind: TrainingSpec" in written.read_text()
    (tmp_path / "link").symlink_to(tmp_path / "specs")
    linked = run_kfgen("import", str(tmp_path / "job.yaml"), "-o", str(tmp_path / "link" / "x"))
    assert linked.returncode == 1 and "symbolic link" in linked.stderr
    assert not (tmp_path / "specs" / "x").exists()


def test_a_folder_as_the_index_is_named(tmp_path: Path) -> None:
    """`.kfgen-output` that is a folder: the line names it (it said "cannot write: Is a directory: 3")."""
    out = tmp_path / "out"
    (out / outindex.INDEX).mkdir(parents=True)
    code, stderr = render(tmp_path, out, "a")
    assert code == 1
    [line] = errors(stderr)
    assert line.endswith(f"cannot write: {outindex.INDEX} is not a regular file: kfgen reads only files"), line


def test_an_object_that_cannot_be_written_is_located_in_its_file(tmp_path: Path) -> None:
    """A passed-through object whose namespace is no file name, or two objects for one file: one located line
    each, at the field (the re-test of issue 37, d10: `[error] v1/ConfigMap/../x ...` had no file)."""
    maps = [
        "apiVersion: v1\nkind: ConfigMap\nmetadata:\n  namespace: '..'\n  name: x\n",
        "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c, namespace: ml}\n",
        "apiVersion: example.com/v1\nkind: ConfigMap\nmetadata:\n  namespace: ml\n  name: c\n",
    ]
    (tmp_path / "in.yaml").write_text("---\n".join([SPEC % "a", *maps]))
    result = run_kfgen("render", "-o", "out", "in.yaml", cwd=tmp_path)
    assert result.returncode == 1 and result.stdout == ""
    assert errors(result.stderr) == [
        "in.yaml:9: [error] v1/ConfigMap/../x metadata.namespace: cannot be a file name in the output directory: "
        "'..' (letters, digits, '.', '_' and '-' only)",
        "in.yaml:20: [error] example.com/v1/ConfigMap/ml/c metadata.name: would be written to ml/configmap-c.yaml "
        "like v1/ConfigMap/ml/c; render to a stream instead of -o DIR",
    ]
    assert not (tmp_path / "out").exists()


def test_an_entry_through_a_symlinked_folder_is_kept_with_a_warning(tmp_path: Path) -> None:
    """Issue 37 D1: an index entry below a symlinked folder inside DIR was kept (right) without a word."""
    victim = tmp_path / "victim"
    assert render(tmp_path, victim, "x")[0] == 0
    account = victim / "ml" / "serviceaccount-x-kfgen.yaml"
    out = tmp_path / "out"
    assert render(tmp_path, out, "a")[0] == 0
    (out / "team").symlink_to(victim / "ml", target_is_directory=True)
    with (out / outindex.INDEX).open("a") as index:
        index.write(f"{sha(account)}  team/serviceaccount-x-kfgen.yaml\n")
    code, stderr = render(tmp_path, out, "a")
    assert code == 0, stderr
    assert account.exists()
    assert f"[warning] {out / 'team' / 'serviceaccount-x-kfgen.yaml'}: kept:" in stderr, stderr
    assert "symbolic link" in stderr


def test_an_index_larger_than_the_input_bound_is_refused_not_dropped(tmp_path: Path) -> None:
    """An index over 32 MiB was ignored unsaid: the files it listed were neither deleted nor listed again, orphaned
    for good (issue 37 re-test, D3). Now nothing is written and the line says why."""
    out = tmp_path / "out"
    assert render(tmp_path, out, "a", "b")[0] == 0
    index = out / outindex.INDEX
    before = index.read_text()
    with index.open("a") as handle:
        handle.write("#" * (32 * 1024 * 1024) + "\n")
    code, stderr = render(tmp_path, out, "a")
    assert code == 1
    assert errors(stderr) == [
        f"[error] {out}: cannot write: {outindex.INDEX} is larger than 33554432 bytes: kfgen reads no index past the "
        "input bound (32 MiB), so it would neither delete nor list again the files it names; restore it, or remove "
        "it (kfgen then deletes nothing it wrote before)"
    ]
    assert (out / "ml" / "serviceaccount-b-kfgen.yaml").exists() and index.read_text().startswith(before)


def test_a_long_line_of_the_index_is_shown_cut(tmp_path: Path) -> None:
    out = tmp_path / "out"
    out.mkdir()
    (out / outindex.INDEX).write_text("a" * 100_000 + "\n")
    code, stderr = render(tmp_path, out, "a")
    assert code == 0 and len(stderr) < 400, stderr[:400]
    assert stderr.startswith(f"[warning] {out / outindex.INDEX}: kept: line 1 holds 'aaaa") and "…" in stderr


@pytest.mark.parametrize(
    "index", ["not an index\n", "", f"{'0' * 64}  ml/serviceaccount-x-kfgen.yaml\n"], ids=["garbage", "empty", "forged"]
)
def test_a_folder_is_left_out_of_the_inputs_only_when_it_is_a_renders_output(tmp_path: Path, index: str) -> None:
    """Any `.kfgen-output` hid its folder from `validate DIR` and `render DIR`, unsaid (issue 37 re-test, D4): a spec
    beside it with `sharedMemory: unlimited` passed. A folder is left out only when it holds exactly the files its
    index lists, as kfgen wrote them; else it is read, with a warning."""
    specs = tmp_path / "specs"
    (specs / "hidden").mkdir(parents=True)
    (specs / "a.yaml").write_text(SPEC % "a")
    (specs / "hidden" / "b.yaml").write_text((SPEC % "b").replace("}\n", ", sharedMemory: unlimited}\n"))
    (specs / "hidden" / outindex.INDEX).write_text(index)
    result = run_kfgen("validate", str(specs))
    assert result.returncode == 1, result.stderr
    assert "spec.sharedMemory" in result.stderr
    assert f"{specs / 'hidden'}: [warning] holds a .kfgen-output that does not describe it" in result.stderr


def test_a_renders_output_with_a_file_added_is_read_as_input(tmp_path: Path) -> None:
    specs = tmp_path / "specs"
    specs.mkdir()
    (specs / "a.yaml").write_text(SPEC % "a")
    assert run_kfgen("render", str(specs), "-o", str(specs / "out")).returncode == 0
    assert run_kfgen("validate", str(specs)).stderr == ""  # its own output: left out, unsaid
    (specs / "out" / "ml" / "b.yaml").write_text((SPEC % "b").replace("}\n", ", sharedMemory: unlimited}\n"))
    result = run_kfgen("validate", str(specs))
    assert result.returncode == 1 and "spec.sharedMemory" in result.stderr, result.stderr


@pytest.mark.parametrize("same", ["the folder", "a link to it"])
def test_output_into_an_input_folder_is_refused_on_the_first_run(tmp_path: Path, same: str) -> None:
    """`render -o DIR DIR` wrote beside the specs, and the second run read that output back: 'more than one object
    with this identity' (issue 37 re-test, #82). Refused before anything is written, saying why."""
    specs = tmp_path / "specs"
    specs.mkdir()
    (specs / "a.yaml").write_text(SPEC % "a")
    given = specs
    if same == "a link to it":
        (tmp_path / "link").symlink_to(specs)
        given = tmp_path / "link"
    result = run_kfgen("render", "-o", str(specs), str(given))
    assert (result.returncode, result.stdout) == (1, ""), result.stderr
    assert result.stderr == (
        f"[error] -o: {specs} is the input folder {given}: the next render would read this one's output as input; "
        f"write it elsewhere (-o {specs / 'out'} is skipped as input)\n"
    )
    assert sorted(p.name for p in specs.iterdir()) == ["a.yaml"]
