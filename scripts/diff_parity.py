"""Check that two kfgen trees write the same `kfgen diff`, byte for byte (stdout, stderr, exit code); not a test.

    python scripts/diff_parity.py --old REV              # REV's kfgen (git archive) against this work tree's
    python scripts/diff_parity.py --old REV --specs 1000 # more generated specs (the old code may be slow)

The inputs: N specs from scripts/bench.py (random.Random(1)) and the examples, under a dev and a prod Environment
(prod's overlay, and a dev made from it that accepts every generated spec). Compared: `diff --env dev --env prod`
and back, text and JSON; one that fails (the repository's own dev refuses some specs); and `diff --from HEAD`
(every Environment, and `--env prod`) after a commit of them and these changes: a spec renamed, one whose job is
re-created, one changed in place, one added, one removed, an Experiment and a TrainJob changed, the dev
Environment's defaults changed.
"""

from __future__ import annotations

import argparse
import random
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

import yaml

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "scripts"))

import bench  # noqa: E402 (the spec generator, beside this script)

PASSED = """\
apiVersion: v1
kind: ConfigMap
metadata: {name: passed-through, namespace: team-nlp, labels: {app: kfgen-dev-tools}}
data: {stage: ml-dev, revision: 0123456789}
"""  # an input passed through: its strings compared as written
REFUSED_EXAMPLES = {"katib-early-stopping.yaml"}  # restricted Pod Security refuses its suggestion pod


def make_inputs(top: Path, specs: int) -> None:
    prod = (ROOT / "overlays" / "prod" / "environment.yaml").read_text(encoding="utf-8")
    for name, text in (("prod", prod), ("dev", bench.dev_environment(prod))):
        (top / "overlays" / name).mkdir(parents=True)
        (top / "overlays" / name / "environment.yaml").write_text(text, encoding="utf-8")
    bench.write_specs(top / "specs", specs)
    for example in sorted((ROOT / "examples").glob("*.yaml")):
        if example.name in REFUSED_EXAMPLES:
            continue
        shutil.copy(example, top / "specs" / f"example-{example.name}")
    (top / "specs" / "passed.yaml").write_text(PASSED, encoding="utf-8")
    for name in ("dev", "prod"):  # the repository's own Environments: its dev refuses some generated specs
        shutil.copytree(ROOT / "overlays" / name, top.parent / "strict" / "overlays" / name)


def edit(path: Path, change: Any) -> None:
    spec = yaml.safe_load(path.read_text(encoding="utf-8"))
    change(spec)
    path.write_text(yaml.safe_dump(spec, sort_keys=False), encoding="utf-8")


def change_inputs(top: Path, specs: int) -> None:
    generated = sorted((top / "specs").glob("[!e]*.yaml"))
    renamed = generated[0]
    edit(renamed, lambda s: s["metadata"].update(name=s["metadata"]["name"] + "-renamed"))
    renamed.rename(renamed.with_name(renamed.stem + "-renamed.yaml"))
    edit(generated[1], lambda s: s["spec"].update(image="registry.example.com/ml/changed:9.9"))
    edit(generated[2], lambda s: s["spec"].update(args=["--changed-in-place"]))
    generated[3].unlink()
    added = bench.make_spec(random.Random(bench.SEED + 1), specs)
    (top / "specs" / "added.yaml").write_text(yaml.safe_dump(added, sort_keys=False), encoding="utf-8")
    edit(top / "specs" / "example-katib-cnn-tuning.yaml", lambda s: s["spec"]["tuning"]["trials"].update(max=40))
    edit(top / "specs" / "example-trainer-llm-finetune.yaml", lambda s: s["spec"].update(args=["--epochs", "4"]))
    dev = top / "overlays" / "dev" / "environment.yaml"
    dev.write_text(dev.read_text(encoding="utf-8").replace("memory: 8Gi}", "memory: 12Gi}", 1), encoding="utf-8")


def git(top: Path, *args: str) -> None:
    subprocess.run(["git", *args], cwd=top, check=True, capture_output=True)


def commit_inputs(top: Path) -> None:
    git(top, "init", "-q")
    git(top, "add", "-A")
    git(top, "-c", "user.name=parity", "-c", "user.email=parity@example.com", "commit", "-qm", "inputs")


def run(tree: Path, cwd: Path, argv: list[str]) -> tuple[bytes, bytes, int, float]:
    env = {"PYTHONPATH": str(tree), "PATH": "/usr/bin:/bin", "HOME": str(cwd), "PYTHONDONTWRITEBYTECODE": "1"}
    start = time.perf_counter()
    done = subprocess.run([sys.executable, "-m", "kfgen.cli", *argv], cwd=cwd, env=env, capture_output=True)
    return done.stdout, done.stderr, done.returncode, time.perf_counter() - start


CASES = [
    ("env dev→prod", "", ["diff", "--env", "dev", "--env", "prod", "specs"]),
    ("env prod→dev json", "", ["diff", "--env", "prod", "--env", "dev", "--output", "json", "specs"]),
    ("env refused", "strict", ["diff", "--env", "dev", "--env", "prod", "../inputs/specs"]),
]
REVISION_CASES = [
    ("from HEAD", "", ["diff", "--from", "HEAD", "specs"]),
    ("from HEAD --env prod json", "", ["diff", "--from", "HEAD", "--env", "prod", "--output", "json", "specs"]),
    ("from HEAD --env dev", "", ["diff", "--from", "HEAD", "--env", "dev"]),
]


def compare(old: Path, new: Path, top: Path, cases: list[tuple[str, str, list[str]]]) -> bool:
    same = True
    for label, where, argv in cases:
        cwd = top.parent / where if where else top
        before, after = run(old, cwd, argv), run(new, cwd, argv)
        equal = before[:3] == after[:3]
        same &= equal
        lines = before[0].count(b"\n") + before[1].count(b"\n")
        verdict = "same" if equal else "DIFFERENT"
        times = f"{before[3]:.1f} s | {after[3]:.1f} s"
        print(f"| {label} | exit {before[2]}/{after[2]} | {lines} lines | {times} | {verdict} |")
    return same


def main() -> int:
    parser = argparse.ArgumentParser(description="Compare two kfgen trees' `kfgen diff`, byte for byte.")
    parser.add_argument("--old", required=True, help="the git revision (of this repository) of the old kfgen")
    parser.add_argument("--new", default=str(ROOT), help="the tree of the new kfgen (default: this work tree)")
    parser.add_argument("--specs", type=int, default=300, help="generated specs (default 300)")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory(prefix="kfgen-parity-") as tmp:
        old = Path(tmp) / "old"
        old.mkdir()
        archive = subprocess.run(["git", "archive", args.old, "kfgen"], cwd=ROOT, check=True, capture_output=True)
        subprocess.run(["tar", "-x", "-C", str(old)], input=archive.stdout, check=True)
        top = Path(tmp) / "inputs"
        make_inputs(top, args.specs)
        print("| case | exit old/new | output | old | new | bytes |\n|---|---|---|---|---|---|")
        same = compare(old, Path(args.new), top, CASES)
        commit_inputs(top)
        change_inputs(top, args.specs)
        same &= compare(old, Path(args.new), top, REVISION_CASES)
    print("same bytes in every case" if same else "DIFFERENT output")
    return 0 if same else 1


if __name__ == "__main__":
    raise SystemExit(main())
