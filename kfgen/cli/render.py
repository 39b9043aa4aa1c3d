"""`kfgen render`: the manifests of TrainingSpecs, as one YAML stream or a file per object (kfgen.cli.expand)."""

from __future__ import annotations

import argparse

from kfgen.cli import expand
from kfgen.cli.inputs import environment_options, output_folder


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    render = sub.add_parser("render", help="print the manifests of TrainingSpecs (a YAML stream or -o DIR)")
    environment_options(render)
    render.add_argument("-o", "--output-dir", type=output_folder, help="write one file per object into this directory")
    render.add_argument(
        "-j",
        "--jobs",
        type=worker_count,
        metavar="N",
        help="worker processes for many files (default: one per CPU; the output is the same for any N)",
    )
    render.add_argument(
        "--select",
        action="append",
        metavar="SELECTOR",
        help="print only these objects (everything is still rendered and checked): kind=KIND, spec=NAME or "
        "environment (the Environment's own objects); terms joined by ',' must all match "
        "(kind=ConfigMap,spec=resnet); repeat --select for either",
    )
    render.add_argument(
        "--summary",
        action=argparse.BooleanOptionalAction,
        help="one line on stderr counting what was rendered, per spec and Environment (default: when stderr is a "
        "terminal)",
    )
    render.add_argument("paths", nargs="+", metavar="PATH", help="files or directories ('-' for stdin)")
    render.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    return expand.render(args)


def worker_count(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"must be a whole number ≥ 1, not {text!r}")
    return int(text)
