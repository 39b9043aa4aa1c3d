"""`kfgen argocd-plugin discover|generate`: the commands of kfgen's Argo CD Config Management Plugin
(argocd/cmp/plugin.yaml), so the sidecar image needs nothing beside kfgen and kustomize (no shell tools).

discover: prints the function file when DIR is a kustomize overlay that runs kfgen's function (a transformer,
  generator or validator whose `config.kubernetes.io/function` names kfgen-fn or a kfgen image), nothing
  otherwise; Argo CD picks the plugin when the output is not empty. A directory of raw TrainingSpecs and
  Environments (the controller path) is not claimed, whatever its file names.
generate: `kustomize build --enable-alpha-plugins --enable-exec DIR`, refused (exit 1, the problems on stderr,
  which Argo CD shows as the Application's ComparisonError) when the build failed or did not run the function.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path
from typing import Any

from kfgen.cli.main import report
from kfgen.io import yamlio
from kfgen.results import ERROR, Result, has_errors

KUSTOMIZATION_FILES = ("kustomization.yaml", "kustomization.yml", "Kustomization")
PLUGIN_FIELDS = ("generators", "transformers", "validators")
FUNCTION_ANNOTATIONS = ("config.kubernetes.io/function", "config.k8s.io/function")


def add_parser(sub: Any) -> None:
    plugin = sub.add_parser(
        "argocd-plugin",
        help="the commands of kfgen's Argo CD plugin (argocd/cmp/plugin.yaml)",
        description=__doc__.split("\n\n", 1)[1],
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    commands = plugin.add_subparsers(dest="step", required=True, metavar="{discover,generate}")
    for name, run in (("discover", discover), ("generate", generate)):
        step = commands.add_parser(name)
        step.add_argument("directory", nargs="?", default=".", metavar="DIR")
        step.set_defaults(run=run)


def discover(args: argparse.Namespace) -> int:
    found = function_file(Path(args.directory))
    if found:
        print(found)
    return 0


def function_file(directory: Path) -> str | None:
    """The file of `directory`'s kustomization that runs kfgen's function, if any."""
    kustomization = next((directory / n for n in KUSTOMIZATION_FILES if (directory / n).is_file()), None)
    if kustomization is None:
        return None
    for entry in _plugin_entries(_documents(kustomization.read_text(errors="replace"))):
        if "\n" in entry:  # kustomize takes a plugin's configuration inline too
            if any(_runs_kfgen(doc) for doc in _documents(entry)):
                return str(kustomization)
            continue
        path = directory / entry
        if path.is_file() and any(_runs_kfgen(doc) for doc in _documents(path.read_text(errors="replace"))):
            return entry
    return None


def _documents(text: str) -> list[Any]:
    docs, problems = yamlio.parse(text, "")
    return [] if problems else docs


def _plugin_entries(docs: list[Any]) -> list[str]:
    return [
        entry
        for doc in docs
        if isinstance(doc, dict)
        for field in PLUGIN_FIELDS
        for entry in doc.get(field) or []
        if isinstance(entry, str)
    ]


def _runs_kfgen(doc: Any) -> bool:
    annotations = ((doc if isinstance(doc, dict) else {}).get("metadata") or {}).get("annotations") or {}
    for key in FUNCTION_ANNOTATIONS:
        spec = _documents(annotations[key])[:1] if isinstance(annotations.get(key), str) else []
        if spec and isinstance(spec[0], dict):
            exec_path = str((spec[0].get("exec") or {}).get("path") or "")
            image = str((spec[0].get("container") or {}).get("image") or "")
            if Path(exec_path).name.startswith("kfgen") or "kfgen" in image:
                return True
    return False


def generate(args: argparse.Namespace) -> int:
    from kfgen.cli import checkbuild

    command = ["kustomize", "build", "--enable-alpha-plugins", "--enable-exec", args.directory]
    try:
        built = subprocess.run(command, capture_output=True, text=True, check=False)
    except OSError as exc:
        report([Result(ERROR, f"cannot run kustomize: {exc}", file=args.directory)])
        return 1
    if built.returncode != 0:
        sys.stderr.write(built.stderr)
        report([Result(ERROR, "kustomize build failed (its messages above)", file=args.directory)])
        return 1
    results, _ = checkbuild.problems(["-"], built.stdout, None)
    report(results)
    if has_errors(results):
        return 1
    sys.stdout.write(built.stdout)
    return 0
