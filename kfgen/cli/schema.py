"""`kfgen schema`: the JSON Schema of a kind (for editors) or its CustomResourceDefinition."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    schema = sub.add_parser("schema", help="print the JSON Schema (for editors) or the CRD")
    schema.add_argument("--kind", choices=["TrainingSpec", "Environment"], default="TrainingSpec")
    schema.add_argument("--crd", action="store_true", help="print the CustomResourceDefinition instead")
    schema.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from kfgen.gen import crd
    from kfgen.io import yamlio

    if args.crd:
        sys.stdout.write(yamlio.dump(crd.crd(args.kind)))
    else:
        sys.stdout.write(crd.json_schema(args.kind))
    return 0
