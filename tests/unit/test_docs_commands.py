"""Every `kfgen` command the docs show is one the CLI takes (issue 31): a command written out in a code block of
README.md, CHANGELOG.md, docs/ or a scaffold's README parses with kfgen's own parser; a synopsis line (`[...]`,
`a|b`, `...`) names a subcommand that exists and only options it has; every subcommand has a synopsis line in
docs/cli.md. Running them is the quickstart's and the guides' own tests' job; this catches a renamed flag or
command anywhere in the prose."""

from __future__ import annotations

import argparse
import re
import shlex
from pathlib import Path

import pytest
from conftest import ROOT

from kfgen.cli import parser as cli_parser

FENCE = re.compile(r"^```[^\n]*\n(.*?)^```", re.S | re.M)
SYNOPSIS = re.compile(r"[\[|]|\.\.\.")
OPTION = re.compile(r"(?<![\w-])(--?[a-zA-Z][\w-]*)")


def pages() -> list[Path]:
    scaffold = ROOT / "kfgen" / "cli" / "scaffold"
    return [ROOT / "README.md", ROOT / "CHANGELOG.md", *sorted((ROOT / "docs").rglob("*.md")), *scaffold.rglob("*.md")]


def commands(page: Path) -> list[str]:
    """The `kfgen ...` commands of the page's code blocks, cut at pipes, `&&`, comments and redirections."""
    found = []
    for block in FENCE.findall(page.read_text()):
        for line in block.splitlines():
            for part in re.split(r"\s(?:\||&&|;)\s", line.strip().removeprefix("$ ")):
                if part.startswith("kfgen "):
                    found.append(re.split(r"\s[<>]\s?\S|\s+#", part)[0].strip())
    return found


def subcommands() -> dict[str, argparse.ArgumentParser]:
    actions = cli_parser.parser()._subparsers._group_actions  # type: ignore[union-attr]
    return dict(next(a for a in actions if isinstance(a, argparse._SubParsersAction)).choices)


def options(command: argparse.ArgumentParser) -> set[str]:
    return {flag for action in command._actions for flag in action.option_strings}


ALL = [(page, line) for page in pages() for line in commands(page)]


def test_the_docs_show_commands() -> None:
    assert len(ALL) > 30 and any(page.name == "cli.md" for page, _ in ALL)


@pytest.mark.parametrize(("page", "line"), ALL, ids=[f"{p.relative_to(ROOT)}:{line}" for p, line in ALL])
def test_a_documented_command_is_one_the_cli_takes(page: Path, line: str) -> None:
    words = line.split()
    if SYNOPSIS.search(line) or len(words) < 2:
        if words[1].startswith("-"):
            assert words[1] in options(cli_parser.parser()), f"{page}: {line}"
            return
        command = subcommands().get(words[1])
        assert command is not None, f"{page}: {line}: no subcommand {words[1]!r}"
        unknown = set(OPTION.findall(" ".join(words[2:]))) - options(command)
        assert not unknown, f"{page}: {line}: {command.prog} has no {sorted(unknown)}"
        return
    try:
        cli_parser.parser().parse_args(shlex.split(line)[1:])
    except SystemExit as exit_:
        assert not exit_.code, f"{page}: {line}: refused by kfgen's parser"


def test_every_subcommand_has_a_synopsis_line() -> None:
    shown = {line.split()[1] for line in commands(ROOT / "docs" / "cli.md")}
    assert set(subcommands()) <= shown, sorted(set(subcommands()) - shown)
