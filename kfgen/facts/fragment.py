"""The facts as an Environment to review: YAML whose comments say where each value came from, and what could not be
read and why (a block left out is never a guess)."""

from __future__ import annotations

from typing import Any

from kfgen import api
from kfgen.facts.model import Fact, Findings, Unknown
from kfgen.io import yamlio

Tree = dict[str, Any]  # key → Tree, Fact or Unknown


def text(found: Findings, name: str, namespace: str | None, header: list[str]) -> str:
    lines = [f"# {line}" for line in header]
    lines += [f"apiVersion: {api.API_VERSION}", f"kind: {api.ENVIRONMENT}", "metadata:", f"  name: {name}"]
    body = ["  # from --namespace", f"  namespace: {namespace}"] if namespace else []
    body += _node(_tree(found), "  ")
    read = any(not line.lstrip().startswith("#") for line in body)
    return "\n".join([*lines, "spec:" if read else "spec: {}", *body]) + "\n"


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
            lines += [f"{indent}# from {value.source}", *(f"{indent}# {note}" for note in value.notes)]
            lines += [indent + line for line in yamlio.dump({key: value.value}).splitlines()]
        elif isinstance(value, Unknown):
            lines.append(f"{indent}# {key}: not read: {value.reason}")
        elif _has_facts(value):
            lines += [f"{indent}{key}:", *_node(value, indent + "  ")]
        else:
            lines += [f"{indent}# {key}.{line.lstrip('# ')}" for line in _node(value, "")]
    return lines


def _has_facts(tree: Tree) -> bool:
    return any(isinstance(v, Fact) or (isinstance(v, dict) and _has_facts(v)) for v in tree.values())
