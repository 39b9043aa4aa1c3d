"""Whether the file given as `--kubeconfig` is a kubeconfig, said in one line before the kubernetes client reads it:
the client fails on a file of another shape with Python's own words (`--kubeconfig /etc/passwd`: "'str' object does
not support item assignment"). The file is read as the client reads it (yaml.safe_load), within kfgen's input bound."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import yaml

from kfgen.checks.validate import type_name
from kfgen.io import bounded

# each list of a kubeconfig, and the mapping each of its entries holds
LISTS = {"clusters": "cluster", "contexts": "context", "users": "user"}


def problem(path: str) -> str | None:
    """What is wrong with the kubeconfig at `path` (None: the client may read it)."""
    text, problems = bounded.read_text(Path(path))
    if problems:
        return problems[0].message
    try:
        config = yaml.safe_load(text)
    except yaml.YAMLError as exc:
        return f"no kubeconfig: its YAML cannot be read: {_yaml_problem(exc)}"
    why = None if config is None else _shape(config)  # an empty file: the client says it holds no configuration
    return f"no kubeconfig: {why}" if why else None


def _yaml_problem(exc: yaml.YAMLError) -> str:
    mark = getattr(exc, "problem_mark", None)
    problem = getattr(exc, "problem", None) or str(exc)
    return f"line {mark.line + 1}, column {mark.column + 1}: {problem}" if mark else problem


def _shape(config: Any) -> str | None:
    if not isinstance(config, dict):
        return f"its YAML is {type_name(config)}, not a mapping of clusters, contexts and users"
    current = config.get("current-context")
    if current is not None and not isinstance(current, str):
        return f"current-context: must be a string (found {type_name(current)})"
    for key, entry in LISTS.items():
        items = config.get(key)
        if items is not None and not isinstance(items, list):
            return f"{key}: must be a list (found {type_name(items)})"
        for index, item in enumerate(items or []):
            inner = item.get(entry) if isinstance(item, dict) else None
            if not isinstance(item, dict):
                return f"{key}[{index}]: must be a mapping (found {type_name(item)})"
            if inner is not None and not isinstance(inner, dict):
                return f"{key}[{index}].{entry}: must be a mapping (found {type_name(inner)})"
    return None
