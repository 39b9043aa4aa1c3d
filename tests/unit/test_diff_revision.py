"""`kfgen diff --from REV` reads a revision's inputs from git's object store (issue 37, classes 5 and 7): its memory
does not depend on what else the revision holds, an input over the bound is one `[error]` line, and no revision
tree (names too long for a file system, a file and a folder of one name, bad YAML, bytes) makes a traceback."""

from __future__ import annotations

import contextlib
import io
import os
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from conftest import ROOT
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_diff import BERT, ENV, RESNET, git

from kfgen.cli import diffing
from kfgen.cli.parser import parser
from kfgen.io import yamlread

MiB = 1 << 20
ZEROS = 256 * MiB  # outside the inputs: 256 MiB of zeros (a few hundred KB in .git)
BIG_INPUT = yamlread.MAX_INPUT_BYTES + MiB  # an input just over the bound
PEAK_LIMIT_KB = 160 * 1024  # kfgen's render path stays far below; reading the zeros alone would pass it


def write_zeros(path: Path, size: int) -> None:
    path.parent.mkdir(parents=True, exist_ok=True)
    with path.open("wb") as out:
        out.truncate(size)  # sparse: no disk, and git reads it as zeros


def team_repo(root: Path) -> None:
    for name in ("dev", "prod"):
        (root / "overlays" / name).mkdir(parents=True)
        (root / "overlays" / name / "environment.yaml").write_text(ENV.format(name=name, cpu="2", registry=""))
    (root / "specs").mkdir()
    (root / "specs" / "resnet.yaml").write_text(RESNET)
    (root / "specs" / "bert.yaml").write_text(BERT)
    git(root, "init", "-q")


def peak_rss_kb(cwd: Path, *args: str) -> tuple[int, int, str, str]:
    """`kfgen diff ARGS` in a fresh process whose only children are it and its git: (exit, peak KB, out, err)."""
    probe = (
        "import resource, subprocess, sys\n"
        "done = subprocess.run(sys.argv[1:], capture_output=True, text=True)\n"
        "sys.stdout.write(f'{done.returncode} {resource.getrusage(resource.RUSAGE_CHILDREN).ru_maxrss}\\n')\n"
        "sys.stdout.write(done.stdout + '\\0' + done.stderr)\n"
    )
    result = subprocess.run(
        [sys.executable, "-c", probe, sys.executable, "-m", "kfgen.cli", "diff", *args],
        cwd=cwd,
        capture_output=True,
        text=True,
        env={**os.environ, "PYTHONPATH": str(ROOT)},
        timeout=300,
        check=True,
    )
    head, _, rest = result.stdout.partition("\n")
    code, peak = head.split()
    out, _, err = rest.partition("\0")
    return int(code), int(peak), out, err


def test_from_reads_only_the_inputs_with_the_bound(tmp_path: Path) -> None:
    team_repo(tmp_path)
    write_zeros(tmp_path / "data" / "zeros.bin", ZEROS)
    write_zeros(tmp_path / "specs" / "big.yaml", BIG_INPUT)
    git(tmp_path, "-c", "core.bigFileThreshold=1m", "add", "-A")
    git(tmp_path, "commit", "-q", "-m", "a big file anywhere, and an input over the bound")
    (tmp_path / "data" / "zeros.bin").unlink()
    (tmp_path / "specs" / "big.yaml").unlink()

    # an input over the bound: one located line, exit 2, and not a byte of it (nor of the zeros) read
    code, peak, out, err = peak_rss_kb(tmp_path, "--from", "HEAD", "specs")
    limit = yamlread.MAX_INPUT_BYTES
    reason = f"input too large: {BIG_INPUT} bytes (limit {limit}); kfgen diff does not read it"
    expected = f"[error] HEAD:specs/big.yaml: {reason}\n"
    assert (code, out, err) == (2, "", expected)
    assert peak < PEAK_LIMIT_KB, f"peak RSS {peak} KB"

    # the zeros lie outside the inputs: the diff runs, and its memory is the render's
    code, peak, out, err = peak_rss_kb(
        tmp_path, "--from", "HEAD", "--env", "dev", "specs/resnet.yaml", "specs/bert.yaml"
    )
    assert (code, err) == (0, ""), err
    assert "  no difference in the objects" in out
    assert peak < PEAK_LIMIT_KB, f"peak RSS {peak} KB"


def commit_tree(repo: Path, tree: str) -> str:
    identity = ["-c", "user.name=kfgen", "-c", "user.email=kfgen@example.com"]
    done = subprocess.run(
        ["git", *identity, "commit-tree", tree, "-m", "crafted"], cwd=repo, capture_output=True, check=True
    )
    return done.stdout.decode().strip()


def blob(repo: Path, data: bytes) -> str:
    done = subprocess.run(
        ["git", "hash-object", "-w", "--stdin"], cwd=repo, input=data, capture_output=True, check=True
    )
    return done.stdout.decode().strip()


def mktree(repo: Path, entries: list[tuple[str, str, str, bytes]]) -> str:
    """A tree as git's plumbing writes it, unchecked: duplicate names and names of any length included."""
    body = b"".join(f"{mode} {kind} {oid}\t".encode() + name + b"\0" for mode, kind, oid, name in entries)
    done = subprocess.run(["git", "mktree", "-z", "--missing"], cwd=repo, input=body, capture_output=True, check=True)
    return done.stdout.decode().strip()


def run_diff(repo: Path, *args: str) -> tuple[int, str, str]:
    """`kfgen diff` in this process (an exception is a traceback, and fails the test as one)."""
    out, err = io.StringIO(), io.StringIO()
    here = Path.cwd()
    os.chdir(repo)
    try:
        with contextlib.redirect_stdout(out), contextlib.redirect_stderr(err):
            code = diffing.run(parser().parse_args(["diff", *args]))
    finally:
        os.chdir(here)
    return code, out.getvalue(), err.getvalue()


def test_a_long_file_name_and_a_file_and_folder_of_one_name_are_one_line_each(tmp_path: Path) -> None:
    team_repo(tmp_path)
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-q", "-m", "team")
    spec = blob(tmp_path, RESNET.encode())
    long_name = b"y" * 300 + b".yaml"
    head_tree = subprocess.run(
        ["git", "rev-parse", "HEAD^{tree}"], cwd=tmp_path, capture_output=True, text=True, check=True
    ).stdout.strip()
    overlays = subprocess.run(
        ["git", "rev-parse", "HEAD:overlays"], cwd=tmp_path, capture_output=True, text=True, check=True
    ).stdout.strip()
    specs = mktree(tmp_path, [("100644", "blob", spec, long_name)])
    long_sha = commit_tree(
        tmp_path, mktree(tmp_path, [("040000", "tree", overlays, b"overlays"), ("040000", "tree", specs, b"specs")])
    )
    code, out, err = run_diff(tmp_path, "--from", long_sha, "--env", "dev", "specs")
    assert (code, err) == (1, ""), err  # read from git, not from a file system: the name is no problem
    # resnet, read from its long name, is the work tree's; only bert is new
    assert "PyTorchJob" not in out and "+ Job ml-dev/bert-" in out
    both = mktree(
        tmp_path,
        [
            ("040000", "tree", overlays, b"overlays"),
            ("100644", "blob", spec, b"specs"),
            ("040000", "tree", specs, b"specs"),
        ],
    )
    both_sha = commit_tree(tmp_path, both)
    code, out, err = run_diff(tmp_path, "--from", both_sha, "--env", "dev", "specs")
    assert (code, out) == (2, "")
    assert err == (
        f"[error] {both_sha}:specs: the revision holds a file and a folder of this name (a malformed tree): "
        "kfgen diff cannot tell which to read\n"
    )
    assert head_tree  # the team's own commit is untouched
    code, out, err = run_diff(tmp_path, "--from", both_sha, "--env", "dev", "overlays")
    assert (code, err) == (0, "")  # what the PATHs do not reach is never read


def test_an_object_git_does_not_have_is_one_line(tmp_path: Path) -> None:
    team_repo(tmp_path)
    missing = "1" * 40
    blob_sha = commit_tree(tmp_path, mktree(tmp_path, [("100644", "blob", missing, b"a.yaml")]))
    code, out, err = run_diff(tmp_path, "--from", blob_sha, "a.yaml")
    assert (code, out, err) == (2, "", f"[error] {blob_sha}:a.yaml: git does not have this file (a missing object)\n")
    tree_sha = commit_tree(tmp_path, mktree(tmp_path, [("040000", "tree", missing, b"specs")]))
    code, out, err = run_diff(tmp_path, "--from", tree_sha, "specs")
    assert (code, out, err) == (2, "", f"[error] --from: cannot list revision {tree_sha[:12]} (git ls-tree)\n")


# Hypothesis builds revision trees: names (long, odd bytes, dot-files, duplicates, YAML or not), nesting, sizes
# and contents (a spec, an Environment, bad YAML, bytes that are no UTF-8), and runs `kfgen diff --from` on them.
CONTENTS = [
    RESNET.encode(),
    BERT.encode(),
    ENV.format(name="dev", cpu="2", registry="").encode(),
    b"a: [",
    b"\xff\xfe\x00binary",
    b"- just\n- a list\n",
    b"",
    b"kind: TrainingSpec\napiVersion: kfgen.dev/v1alpha1\nmetadata: {name: 7}\nspec: 3\n",
]
NAME_PARTS = st.one_of(
    st.sampled_from([b"specs", b"overlays", b"dev", b"environment.yaml", b"a.yaml", b"Kptfile", b"kustomization.yaml"]),
    st.binary(min_size=1, max_size=12).filter(lambda b: b"/" not in b and b"\0" not in b and b not in (b".", b"..")),
    st.integers(250, 400).map(lambda n: b"n" * n + b".yaml"),
)


@st.composite
def trees(draw: st.DrawFn, depth: int = 0) -> list[tuple[str, object, bytes]]:
    """Entries: (mode, content or sub-tree, name)."""
    entries: list[tuple[str, object, bytes]] = []
    for _ in range(draw(st.integers(0, 4))):
        name = draw(NAME_PARTS)
        if depth < 3 and draw(st.booleans()):
            entries.append(("040000", draw(trees(depth + 1)), name))
        else:
            content = draw(st.sampled_from([*CONTENTS, None]))  # None: an object git does not have
            mode = draw(st.sampled_from(["100644", "100755", "120000"]))
            entries.append((mode, content, name))
    return entries


def write_tree(repo: Path, entries: list[tuple[str, object, bytes]]) -> str:
    rows = []
    for mode, content, name in entries:
        if content is None:
            rows.append((mode, "blob", "1" * 40, name))
        elif mode == "040000":
            assert isinstance(content, list)
            rows.append((mode, "tree", write_tree(repo, content), name))
        else:
            assert isinstance(content, bytes)
            rows.append((mode, "blob", blob(repo, content), name))
    return mktree(repo, rows)


FUZZ_REPO = Path(tempfile.mkdtemp(prefix="kfgen-diff-fuzz-"))


@settings(max_examples=60, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(
    tree=trees(),
    paths=st.lists(st.sampled_from([".", "specs", "overlays", "specs/a.yaml", "a.yaml", "n" * 300]), max_size=2),
    env=st.sampled_from([[], ["dev"]]),
)
def test_no_revision_tree_makes_a_traceback(
    tree: list[tuple[str, object, bytes]], paths: list[str], env: list[str]
) -> None:
    if not (FUZZ_REPO / ".git").exists():
        team_repo(FUZZ_REPO)
    sha = commit_tree(FUZZ_REPO, write_tree(FUZZ_REPO, tree))
    args = ["--from", sha] + [a for name in env for a in ("--env", name)] + paths
    code, out, err = run_diff(FUZZ_REPO, *args)
    assert code in (0, 1, 2), (code, err)
    for line in err.splitlines():
        assert "[error]" in line or "[warning]" in line, line
    if code == 2:
        assert out == "" and "[error]" in err


def test_an_environment_among_the_paths_is_read_once(tmp_path: Path) -> None:
    team_repo(tmp_path)
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-q", "-m", "team")
    code, out, err = run_diff(tmp_path, "--from", "HEAD", "--env", "dev", "overlays", "specs")
    assert (code, err) == (0, ""), err
    assert "  no difference in the objects" in out


# what a passed-through object shows (the re-test of issue 37, D5 and D8) -----------------------------------------

DEPLOYMENT = """\
apiVersion: apps/v1
kind: Deployment
metadata: {{name: {name}, namespace: ml-dev}}
spec:
  selector: {{matchLabels: {{app: t}}}}
  template:
    metadata: {{labels: {{app: t}}}}
    spec:
      containers:
        - name: app
          image: registry.example.com/ml/app:1
          env: {env}
"""


def test_a_name_with_control_characters_is_escaped(tmp_path: Path) -> None:
    team_repo(tmp_path)
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-q", "-m", "team")
    (tmp_path / "specs" / "cm.yaml").write_text(
        'apiVersion: v1\nkind: ConfigMap\nmetadata: {name: "ctl\\e[2J", namespace: ml-dev}\ndata: {"k\\e": v}\n'
    )
    code, out, err = run_diff(tmp_path, "--from", "HEAD", "--env", "dev", "specs")
    assert code == 1, err
    assert "\x1b" not in out + err, out
    assert "+ ConfigMap ml-dev/ctl\\x1b[2J (only in work tree)" in out.splitlines(), out


def test_env_in_another_order_where_a_value_refers_to_another_is_a_change(tmp_path: Path) -> None:
    """`$(E2)` expands only after E2: E1 stays literal before, becomes "2" after."""
    team_repo(tmp_path)
    before = '[{name: E1, value: "$(E2)"}, {name: E2, value: "2"}]'
    after = '[{name: E2, value: "2"}, {name: E1, value: "$(E2)"}]'
    (tmp_path / "specs" / "t.yaml").write_text(DEPLOYMENT.format(name="t", env=before))
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-q", "-m", "team")
    (tmp_path / "specs" / "t.yaml").write_text(DEPLOYMENT.format(name="t", env=after))
    code, out, err = run_diff(tmp_path, "--from", "HEAD", "--env", "dev", "specs/t.yaml")
    assert "no difference" not in out, out
    assert '    spec.template.spec.containers[app].env (order): ["E1", "E2"] → ["E2", "E1"]' in out.splitlines(), out
    assert code == 1, err
    # no reference between them: the order changes nothing
    plain = after.replace("$(E2)", "x")
    (tmp_path / "specs" / "t.yaml").write_text(DEPLOYMENT.format(name="t", env=plain.replace("E1", "E3")))
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-q", "-m", "plain")
    (tmp_path / "specs" / "t.yaml").write_text(
        DEPLOYMENT.format(name="t", env='[{name: E3, value: "x"}, {name: E2, value: "2"}]')
    )
    code, out, err = run_diff(tmp_path, "--from", "HEAD", "--env", "dev", "specs/t.yaml")
    assert "  no difference in the objects" in out, out


OVERLAY_ENTRIES: dict[str, tuple[str, str, bytes]] = {  # what a revision may hold at overlays/prod instead
    "submodule": ("160000", "commit", b"4c88acf000000000000000000000000000000000"),
    "file": ("100644", "blob", b"../platform/prod"),
    "symbolic link": ("120000", "blob", b"../platform/prod"),
    "kustomization only": ("040000", "tree", b"kustomization.yaml"),
}


def _overlay_entry(repo: Path, shape: str) -> tuple[str, str, str, bytes]:
    mode, kind, content = OVERLAY_ENTRIES[shape]
    if kind == "commit":
        return (mode, kind, content.decode(), b"prod")
    if kind == "tree":
        kustomization = blob(repo, b"transformers: [environment.yaml]\n")
        return (mode, kind, mktree(repo, [("100644", "blob", kustomization, content)]), b"prod")
    return (mode, kind, blob(repo, content), b"prod")


@pytest.mark.parametrize("shape", sorted(OVERLAY_ENTRIES))
def test_an_overlay_of_the_revision_that_is_no_folder_with_its_file_never_falls_back(
    shape: str, tmp_path: Path
) -> None:
    """REV's overlays/prod a submodule (gitlink: how git records one), a file, a link or a folder without its
    environment.yaml, and REV's specs/ holding a relaxed `prod`: that side rendered under the input's `prod`,
    without an error (issue 37, eighth re-test, D-2)."""
    team_repo(tmp_path)
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-q", "-m", "team")
    dev = subprocess.run(["git", "rev-parse", "HEAD:overlays/dev"], cwd=tmp_path, capture_output=True, text=True)
    overlays = mktree(tmp_path, [("040000", "tree", dev.stdout.strip(), b"dev"), _overlay_entry(tmp_path, shape)])
    relaxed = blob(tmp_path, ENV.format(name="prod", cpu="64", registry="").encode())
    specs = mktree(
        tmp_path,
        [("100644", "blob", blob(tmp_path, RESNET.encode()), b"resnet.yaml"), ("100644", "blob", relaxed, b"r.yaml")],
    )
    sha = commit_tree(
        tmp_path, mktree(tmp_path, [("040000", "tree", overlays, b"overlays"), ("040000", "tree", specs, b"specs")])
    )
    code, out, err = run_diff(tmp_path, "--from", sha, "--env", "prod", "specs")
    assert (code, out) == (2, ""), out + err
    lines = [line for line in err.splitlines() if line.startswith(f"[error] {sha}:overlays/prod: ")]
    assert lines and lines[0].endswith("no input's Environment takes its place"), err
