"""The command line's shape (issue 40, item 4): each command a module of kfgen.cli with `add_parser(subparsers)`
and `run(args) -> int`, listed in kfgen.cli.parser.COMMANDS; no import circle inside kfgen.cli; a command named on
the command line builds only its own subparser, the same one the whole parser holds.

The layers themselves (no command imports main, the parser or another command) are import-linter's contract in
pyproject.toml.
"""

from __future__ import annotations

import argparse
import ast
import importlib
from pathlib import Path

import pytest
from conftest import ROOT
from test_startup import imported_modules

from kfgen.cli import parser as cli_parser

CLI = ROOT / "kfgen" / "cli"


def _subparser(command_line: argparse.ArgumentParser, name: str) -> argparse.ArgumentParser:
    sub = next(a for a in command_line._actions if isinstance(a, argparse._SubParsersAction))
    parser: argparse.ArgumentParser = sub.choices[name]
    return parser


def _imported(node: ast.ImportFrom | ast.Import) -> list[str]:
    if isinstance(node, ast.Import):
        return [alias.name for alias in node.names]
    base = node.module or ""
    return [base, *(f"{base}.{alias.name}" for alias in node.names)]


def _runtime_imports(tree: ast.AST) -> list[str]:
    """Every module an import statement names, at any depth, but those under `if TYPE_CHECKING:`."""
    found: list[str] = []
    for node in ast.iter_child_nodes(tree):
        if isinstance(node, ast.If) and isinstance(node.test, ast.Name) and node.test.id == "TYPE_CHECKING":
            continue
        if isinstance(node, (ast.Import, ast.ImportFrom)):
            found += _imported(node)
        found += _runtime_imports(node)
    return found


def cli_imports(directory: Path, dynamic: dict[str, list[str]]) -> dict[str, set[str]]:
    """Each module of `directory` (kfgen.cli) and the modules of kfgen.cli it imports, lazily too; `dynamic`
    adds the imports no import statement names (the parser's of each command module)."""
    names = {f"kfgen.cli.{path.stem}" for path in directory.glob("*.py")}
    names |= {f"kfgen.cli.{path.name}" for path in directory.iterdir() if (path / "__init__.py").is_file()}
    graph: dict[str, set[str]] = {}
    for path in directory.glob("*.py"):
        module = f"kfgen.cli.{path.stem}"
        imported = set(_runtime_imports(ast.parse(path.read_text(encoding="utf-8")))) | set(dynamic.get(module, []))
        graph[module] = {name for name in imported if name in names and name != module}
    return graph


def circle(graph: dict[str, set[str]]) -> list[str]:
    """An import circle of `graph`, as the modules along it (empty: none)."""
    done: set[str] = set()

    def visit(module: str, path: list[str]) -> list[str]:
        if module in path:
            return [*path[path.index(module) :], module]
        if module in done:
            return []
        for imported in sorted(graph.get(module, ())):
            found = visit(imported, [*path, module])
            if found:
                return found
        done.add(module)
        return []

    for module in sorted(graph):
        found = visit(module, [])
        if found:
            return found
    return []


def test_no_import_circle_inside_the_command_line() -> None:
    graph = cli_imports(CLI, {"kfgen.cli.parser": list(cli_parser.COMMANDS.values())})
    assert "kfgen.cli.render" in graph["kfgen.cli.parser"]
    assert not circle(graph), " -> ".join(circle(graph))


@pytest.mark.parametrize("name", cli_parser.COMMANDS)
def test_each_command_has_the_one_shape(name: str) -> None:
    module = importlib.import_module(cli_parser.COMMANDS[name])
    assert callable(module.add_parser) and callable(module.run)
    assert name in _subparser(cli_parser.parser(), name).prog.split()


@pytest.mark.parametrize("name", cli_parser.COMMANDS)
def test_a_named_command_builds_the_subparser_the_whole_parser_holds(name: str) -> None:
    alone, whole = _subparser(cli_parser.parser(name), name), _subparser(cli_parser.parser(), name)
    assert alone.format_help() == whole.format_help()
    assert alone.format_usage() == whole.format_usage()
    # what the top parser prints for `kfgen NAME ... extra` (unrecognized arguments)
    assert cli_parser.parser(name).format_usage() == cli_parser.parser().format_usage()


def test_render_imports_no_other_command() -> None:
    modules = imported_modules("render", "--env", "prod", "examples/pytorch-resnet50.yaml")
    commands = set(cli_parser.COMMANDS.values())
    assert modules & commands == {"kfgen.cli.render"}, sorted(modules & commands)
    assert "kfgen.cli.main" in modules
