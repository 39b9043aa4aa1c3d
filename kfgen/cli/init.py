"""`kfgen init`: scaffold a team repository that builds at once (kfgen.cli.scaffold)."""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import argparse


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    init = sub.add_parser(
        "init",
        help="scaffold a team repository that builds at once",
        description="Write specs/, overlays/<env>/ (kustomize with kfgen-fn), schemas/ for editors "
        "and ci.sh into DIR; --kpt writes a kpt package instead.",
    )
    init.add_argument("directory", metavar="DIR")
    init.add_argument("--kpt", action="store_true", help="a kpt package (Kptfile pipeline, generated/) instead")
    init.add_argument("--force", action="store_true", help="overwrite existing files")
    init.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from pathlib import Path

    from kfgen.cli import scaffold

    layout = "kpt" if args.kpt else "kustomize"
    problems = scaffold.init(Path(args.directory), layout, force=args.force)
    for problem in problems:
        print(f"[error] {problem}", file=sys.stderr)
    if problems:
        return 1
    print(f"wrote a {layout} repository to {args.directory}: see {Path(args.directory) / 'README.md'}", file=sys.stderr)
    return 0
