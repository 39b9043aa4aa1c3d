"""The `kfgen` command line: the parser, built from each command module's `add_parser` (argparse is not on the
KRM function's path).

A command is a module of kfgen.cli with `add_parser(subparsers)` and `run(args) -> int`, listed in COMMANDS in the
order `kfgen --help` shows them (docs/contributing/architecture.md, "Adding a command").
"""

from __future__ import annotations

import argparse

from kfgen.version import __version__

# command name: its module. A command named on the command line builds only its own subparser (`kfgen render`
# imports no other command's module); help, completion and a mistyped name build all of them.
COMMANDS = {
    "render": "kfgen.cli.render",
    "validate": "kfgen.cli.validate",
    "schema": "kfgen.cli.schema",
    "post-render": "kfgen.cli.postrenderer",
    "import": "kfgen.cli.imports",
    "controller": "kfgen.cli.controller",
    "fn": "kfgen.cli.function",
    "check-build": "kfgen.cli.buildcheck",
    "init": "kfgen.cli.init",
    "diff": "kfgen.cli.diffing",
    "discover": "kfgen.cli.discover",
    "argocd-plugin": "kfgen.cli.argocdplugin",
    "docs": "kfgen.cli.docs",
    "completion": "kfgen.cli.completion",
}


def parser(command: str | None = None) -> argparse.ArgumentParser:
    """The whole command line; with `command` (one of COMMANDS) only that command's subparser."""
    parser = argparse.ArgumentParser(prog="kfgen", description="Expand TrainingSpecs into Kubeflow manifests.")
    parser.add_argument("--version", action="version", version=f"kfgen {__version__}")
    sub = parser.add_subparsers(dest="command")
    for module in [COMMANDS[command]] if command in COMMANDS else COMMANDS.values():
        # __import__, not importlib.import_module: `python -X importtime` (tests/unit/test_startup.py) sees it
        __import__(module, fromlist=["add_parser"]).add_parser(sub)
    return parser
