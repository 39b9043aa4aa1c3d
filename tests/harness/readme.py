"""The README's fenced blocks, which tests run as a user would (`<!-- NAME:start -->` … `<!-- NAME:end -->`)."""

from __future__ import annotations

from conftest import ROOT

README = ROOT / "README.md"


def block(text: str, name: str) -> str:
    """The fenced code between `<!-- NAME:start -->` and `<!-- NAME:end -->`."""
    inner = text.split(f"<!-- {name}:start -->", 1)[1].split(f"<!-- {name}:end -->", 1)[0].strip()
    lines = inner.splitlines()
    assert lines[0].startswith("```") and lines[-1] == "```", name
    return "\n".join(lines[1:-1]) + "\n"
