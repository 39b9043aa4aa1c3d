"""`kfgen controller`: the in-cluster controller (kfgen.controller), which parses its own arguments.

kfgen.cli.main runs it before building the parser: `args.argv` is what follows `controller`.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    sub.add_parser("controller", help="run the in-cluster controller (see `kfgen controller --help`)")


def run(args: argparse.Namespace) -> int:
    from kfgen.controller import settings

    settings.parse(args.argv)  # --help and a usage error need none of the extra (argparse exits)
    try:
        from kfgen.controller import main as controller
    except ImportError as exc:
        from kfgen.api import pip_install

        print(
            f"[error] kfgen controller needs the controller extra ({exc.name} is not installed): "
            f"{pip_install('controller')}, or run the kfgen image (charts/kfgen)",
            file=sys.stderr,
        )
        return 1
    return controller.main(args.argv)
