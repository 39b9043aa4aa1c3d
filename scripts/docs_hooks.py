"""mkdocs hook (mkdocs.yml `hooks:`): the API page documents every public name of the top-level `kfgen` module.

mkdocstrings documents a module's imported names only when `__all__` lists them; this hook reads
kfgen/__init__.py and lists its public functions, classes and imports as the `::: kfgen` block's members, so a
function added there (defined or imported) appears on docs/api.md with no edit of the page.
"""

from __future__ import annotations

import ast
import re
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
BLOCK = re.compile(r"^::: kfgen$", re.MULTILINE)


def public_names(module: Path) -> list[str]:
    """The names `from kfgen import NAME` is meant for: `__all__` if the module sets it, else its public defs."""
    tree = ast.parse(module.read_text())
    names: list[str] = []
    for node in tree.body:
        if isinstance(node, ast.Assign) and any(isinstance(t, ast.Name) and t.id == "__all__" for t in node.targets):
            return [str(name) for name in ast.literal_eval(node.value)]
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.append(node.name)
        elif isinstance(node, ast.ImportFrom) and node.module != "__future__":
            names += [alias.asname or alias.name for alias in node.names]
    return [name for name in names if not name.startswith("_")]


def on_page_markdown(markdown: str, page: Any, **_: Any) -> str:
    """Gives the `::: kfgen` block of docs/api.md its members."""
    if page.file.src_uri != "api.md":
        return markdown
    members = ", ".join(public_names(ROOT / "kfgen" / "__init__.py"))
    return BLOCK.sub(f"::: kfgen\n    options:\n      members: [{members}]", markdown, count=1)
