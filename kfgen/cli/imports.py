"""`kfgen import`: TrainingSpecs that render existing Kubeflow jobs (kfgen.cli.importing; per environment,
kfgen.cli.importcopies)."""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    from kfgen.cli.inputs import output_folder

    imports = sub.add_parser(
        "import",
        help="write TrainingSpecs that render existing Kubeflow jobs (PyTorchJob, TFJob, ..., TrainJob, Job)",
        description="Read Kubernetes YAML and write, for each job, the shortest TrainingSpec that renders it again; "
        "what no spec field or pod patch can carry is a warning naming the input field. Exit 0: imported; 1: bad "
        "input, nothing written; 3: imported, needs review (a spec written does not render where it was compared: "
        "the warnings say why; --environment FILE or --env NAME gives the platform's facts).",
    )
    imports.add_argument(
        "-o",
        "--output-dir",
        type=output_folder,
        help="write <namespace>/<name>.yaml per spec into this directory",
    )
    imports.add_argument(
        "--env",
        action="append",
        metavar="NAME[=PATH]",
        help="NAME: the Environment the jobs were rendered in (from the inputs or overlays/NAME/environment.yaml); "
        "NAME=PATH, once per environment: the jobs as they are there (a file or directory), one spec per job with "
        "only what differs under environments:",
    )
    imports.add_argument(
        "--environment", metavar="FILE", help="the Environment in FILE, which the jobs were rendered in"
    )
    imports.add_argument("--environments", metavar="PATH", help="Environments for --env (a file or directory)")
    imports.add_argument("paths", nargs="*", metavar="FILE", help="files or directories ('-' for stdin)")
    imports.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    if any("=" in value for value in args.env or ()):
        from kfgen.cli import importcopies

        return importcopies.run(args)
    from kfgen.cli import importing

    return importing.run(args)
