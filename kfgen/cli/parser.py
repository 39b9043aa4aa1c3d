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
    "usage": "kfgen.cli.usage",
    "completion": "kfgen.cli.completion",
}


def parser(command: str | None = None) -> argparse.ArgumentParser:
    """The whole command line; with `command` (one of COMMANDS) only that command's subparser."""
    command_line = argparse.ArgumentParser(prog="kfgen", description="Expand TrainingSpecs into Kubeflow manifests.")
    command_line.add_argument("--version", action="version", version=f"kfgen {__version__}")
    only = COMMANDS.get(command) if command else None
    # alone, the usage an error prints (`unrecognized arguments`) still names every command, as the whole one's
    sub = command_line.add_subparsers(dest="command", metavar="{" + ",".join(COMMANDS) + "}" if only else None)
    for module in [only] if only else COMMANDS.values():
        # __import__, not importlib.import_module: `python -X importtime` (tests/unit/test_startup.py) sees it
        __import__(module, fromlist=["add_parser"]).add_parser(sub)
    # `kfgen completion` describes every command: it is handed this function, as no command imports this module
    command_line.set_defaults(whole_parser=parser)
    return command_line
