"""The facts as an Environment to review: YAML whose comments say where each value came from, and what could not be
read and why (a block left out is never a guess)."""

from __future__ import annotations

from typing import Any

from kfgen import api
from kfgen.facts.model import Fact, Findings, Unknown
from kfgen.io import yamlio

Tree = dict[str, Any]  # key → Tree, Fact or Unknown


def text(found: Findings, name: str, namespace: str | None, header: list[str]) -> str:
    """The Environment to review. Every value, the name included, goes through kfgen's YAML writer, and every comment
    is one line (a line break or control character in what the cluster holds is shown escaped): nothing read can
    add a key or leave its comment."""
    lines = [_comment("", line) for line in header]
    head = {"apiVersion": api.API_VERSION, "kind": api.ENVIRONMENT, "metadata": {"name": name}}
    lines += _lines("", head)
    body = [_comment("  ", "from --namespace"), *_value("  ", "namespace", namespace)] if namespace else []
    body += _node(_tree(found), "  ")
    read = any(not line.lstrip().startswith("#") for line in body)
    return "\n".join([*lines, "spec:" if read else "spec: {}", *body]) + "\n"


def _comment(indent: str, text: str) -> str:
    shown = (
        text
        if text.isprintable()
        else "".join(c if c.isprintable() else c.encode("unicode_escape").decode() for c in text)
    )
    return f"{indent}# {shown}".rstrip()


def _value(indent: str, key: str, value: Any) -> list[str]:
    return _lines(indent, {key: value})


def _lines(indent: str, obj: Any) -> list[str]:
    """`obj` as kfgen's YAML writer writes it, each line at `indent`: split on newlines only (its quoting is kept),
    its blank lines kept (a `|+` scalar's own), without the document end a `|+` scalar makes it write."""
    text = yamlio.dump(obj)
    text = text[: -len("...\n")] if text.endswith("\n...\n") else text
    return [indent + line for line in text[:-1].split("\n")]


def _tree(found: Findings) -> Tree:
    tree: Tree = {}
    leaves: list[Fact | Unknown] = [*found.facts, *found.unknown]
    for leaf in leaves:
        node = tree
        for key in leaf.path[:-1]:
            node = node.setdefault(key, {})
            if not isinstance(node, dict):  # a block unknown as a whole: its parts are not said again
                break
        else:
            node.setdefault(leaf.path[-1], leaf)
    return tree


def _node(tree: Tree, indent: str) -> list[str]:
    lines: list[str] = []
    for key, value in tree.items():
        if isinstance(value, Fact):
            lines += [_comment(indent, f"from {value.source}"), *(_comment(indent, note) for note in value.notes)]
            lines += _value(indent, key, value.value)
        elif isinstance(value, Unknown):
            lines.append(_comment(indent, f"{key}: not read: {value.reason}"))
        elif _has_facts(value):
            lines += [f"{indent}{key}:", *_node(value, indent + "  ")]
        else:
            lines += [_comment(indent, f"{key}.{line.lstrip('# ')}") for line in _node(value, "")]
    return lines


def _has_facts(tree: Tree) -> bool:
    return any(isinstance(v, Fact) or (isinstance(v, dict) and _has_facts(v)) for v in tree.values())
