"""`kfgen docs [NAME]`: print a documentation file shipped with kfgen (the fragments messages cite).

The files are the repository's `docs/` directory: `kfgen/_docs` links to it, so a checkout, an editable
install and the wheel (which copies it as package data) all serve the same files.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path

DOCS = Path(__file__).resolve().parent.parent / "_docs"
SHIPPED = ("*.md", "*.yaml")


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    docs = sub.add_parser(
        "docs",
        help="print a documentation file shipped with kfgen (the files messages cite)",
        description="Print NAME, a file of kfgen's docs (e.g. kueue/controller_manager_config.yaml); "
        "without NAME, list the files.",
    )
    docs.add_argument("name", nargs="?", metavar="NAME", help="a file as listed by `kfgen docs`")
    docs.set_defaults(run=run)


def names(root: Path = DOCS) -> list[str]:
    """Every shipped file, relative to the docs directory, in sorted order."""
    found = {p for pattern in SHIPPED for p in root.rglob(pattern) if p.is_file()}
    return sorted(p.relative_to(root).as_posix() for p in found)


def run(args: argparse.Namespace) -> int:
    available = names()
    if args.name is None:
        sys.stdout.write("".join(f"{name}\n" for name in available))
        return 0
    wanted = args.name.removeprefix("docs/")
    if wanted not in available:
        from kfgen.results import one_line

        print(f"[error] kfgen docs: no file {one_line(args.name)}{_suggestion(wanted, available)}", file=sys.stderr)
        return 1
    sys.stdout.write((DOCS / wanted).read_text(encoding="utf-8"))
    return 0


def _suggestion(wanted: str, available: list[str]) -> str:
    import difflib

    close = difflib.get_close_matches(wanted, available, n=1, cutoff=0.6)
    if close:
        return f"; did you mean {close[0]}?"
    return " (`kfgen docs` lists the files)"
