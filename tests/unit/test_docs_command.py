"""`kfgen docs NAME` serves every docs file a message of kfgen cites, so a pip user can follow the message."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from conftest import ROOT, run_kfgen

from kfgen.cli import docs

# a message names a file as `kfgen docs NAME` (what a pip user runs) or, in older text, as docs/NAME
CITED = re.compile(r"(?:kfgen docs |\bdocs/)([A-Za-z0-9_.-]+(?:/[A-Za-z0-9_.-]+)*\.(?:ya?ml|md))")


def cited_docs() -> list[str]:
    """Every docs file named in kfgen's source (messages, schema descriptions), relative to docs/."""
    found = {
        match
        for path in (ROOT / "kfgen").rglob("*.py")
        if "generated" not in path.parts
        for match in CITED.findall(path.read_text(encoding="utf-8"))
    }
    return sorted(found)


def test_messages_cite_docs_files() -> None:
    cited = cited_docs()
    assert {"kueue/controller_manager_config.yaml", "training-operator/init-pytorch.yaml"} <= set(cited)


@pytest.mark.parametrize("name", cited_docs())
def test_every_cited_file_is_served(name: str) -> None:
    assert name in docs.names()
    result = run_kfgen("docs", name, cwd=Path("/"))
    assert result.returncode == 0, result.stderr
    assert result.stdout == (ROOT / "docs" / name).read_text(encoding="utf-8")


def test_the_katib_fragments_are_served() -> None:
    """The Environment reference points platform engineers at them; they ship with the docs they belong to."""
    assert {"katib/katib-config.yaml", "katib/katib-controller-rbac.yaml"} <= set(docs.names())


def test_without_a_name_it_lists_the_files() -> None:
    result = run_kfgen("docs")
    assert result.returncode == 0 and result.stderr == ""
    assert result.stdout.splitlines() == docs.names()
    assert "kueue/controller_manager_config.yaml" in result.stdout.splitlines()


def test_a_docs_prefix_is_accepted() -> None:
    """The path as the repository writes it (docs/...) prints the same file."""
    assert (
        run_kfgen("docs", "docs/kueue/controller_manager_config.yaml").stdout
        == run_kfgen("docs", "kueue/controller_manager_config.yaml").stdout
    )


def test_an_unknown_name_is_one_line_with_a_suggestion() -> None:
    result = run_kfgen("docs", "kueue/controller_manager_config.yml")
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr == (
        "[error] kfgen docs: no file kueue/controller_manager_config.yml; "
        "did you mean kueue/controller_manager_config.yaml?\n"
    )


def test_a_name_far_from_any_file_points_at_the_list() -> None:
    result = run_kfgen("docs", "nothing-like-it")
    assert result.returncode == 1
    assert result.stderr == "[error] kfgen docs: no file nothing-like-it (`kfgen docs` lists the files)\n"


def test_the_docs_link_is_the_repository_docs_directory() -> None:
    """One copy in git: kfgen/_docs is a link to docs/, which the wheel copies as package data."""
    link = ROOT / "kfgen" / "_docs"
    assert link.is_symlink() and link.resolve() == (ROOT / "docs").resolve()


@pytest.mark.parametrize("name", ["concepts/policy.md\x01", "\x1b]0;owned\x07concepts/policy.md", "x\ny"])
def test_a_name_with_control_characters_is_shown_escaped(name: str) -> None:
    """RETEST37I M06: the name was printed raw (an escape sequence reached the terminal); other messages escape it."""
    result = run_kfgen("docs", name, cwd=Path("/"))
    assert result.returncode == 1 and result.stdout == ""
    assert result.stderr.count("\n") == 1, repr(result.stderr)
    assert result.stderr[:-1].isprintable(), repr(result.stderr)
    assert result.stderr.startswith("[error] kfgen docs: no file "), result.stderr
