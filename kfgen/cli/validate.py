"""`kfgen validate`: check TrainingSpecs and Environments, print problems only (kfgen.cli.expand)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kfgen.cli import expand
from kfgen.cli.inputs import environment_options

if TYPE_CHECKING:
    import argparse


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    validate = sub.add_parser("validate", help="check TrainingSpecs and Environments; print problems only")
    environment_options(validate)
    validate.add_argument("paths", nargs="+", metavar="PATH")
    validate.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    return expand.validate(args)
