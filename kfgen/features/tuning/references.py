"""Katib's trial metadata references, `${trialSpec.Name}` and its kin (Katib v0.19.0 pkg/controller.v1beta1/consts
TrialTemplateMetaKeys, experiment/manifest/generator.go applyParameters).

Katib substitutes only `${trialParameters.NAME}` in a trial template; a trial parameter whose reference is
`${trialSpec.KEY}` takes the trial's metadata: Name (`<experiment>-<8 characters>`), Namespace, Kind and APIVersion, or
the template's own Labels[KEY] and Annotations[KEY]. A spec writes the reference where it writes a parameter, and kfgen
names the trial parameter after it: `${trialSpec.Name}` is `${trialParameters.trialSpec.Name}` in the template (a Katib
trial parameter's name may hold anything but braces; kfgen.features.tuning.trialnames refuses a parameter's trial
parameter name starting `trialSpec.`, so the two never meet).
"""

from __future__ import annotations

import re
from typing import Any

USE = re.compile(r"\$\{trialSpec\.([^}]*)\}")
TEMPLATE_USE = re.compile(r"\$\{trialParameters\.trialSpec\.([^}]*)\}")
SPEC_START = "${trialSpec."
PLAIN_KEYS = ("Name", "Namespace", "Kind", "APIVersion")
INDEXED = re.compile(r"(Labels|Annotations)\[([^\[\]]+)\]")
SPEC_FORM = "${{trialSpec.{0}}}"
TEMPLATE_FORM = "${{trialParameters.trialSpec.{0}}}"
TRIAL_NAME_SUFFIX = "-" + "x" * 8  # suggestionclient.go: `<experiment>-<utilrand.String(8)>`


def problem(key: str) -> str | None:
    """Why Katib would refuse the reference `${trialSpec.KEY}` (its validator's isMetaKey), or None."""
    if key in PLAIN_KEYS or INDEXED.fullmatch(key):
        return None
    return (
        f"${{trialSpec.{key}}} is no trial metadata Katib gives: write Name, Namespace, Kind, APIVersion, "
        "Labels[KEY] or Annotations[KEY]"
    )


PARAMETER_PREFIX = "trialSpec."


def parameter_name(key: str) -> str:
    return PARAMETER_PREFIX + key


def keys_in(node: Any, pattern: re.Pattern[str] = USE) -> list[str]:
    """The keys of every `${trialSpec.KEY}` (or the `pattern` form) in the strings of `node`, once each, sorted."""
    found: set[str] = set()
    _collect(node, pattern, found)
    return sorted(found)


def _collect(node: Any, pattern: re.Pattern[str], found: set[str]) -> None:
    if isinstance(node, str):
        if "trialSpec." in node:
            found.update(pattern.findall(node))
    elif isinstance(node, dict):
        for key, value in node.items():
            _collect(key, pattern, found)
            _collect(value, pattern, found)
    elif isinstance(node, list):
        for value in node:
            _collect(value, pattern, found)


def replaced(node: Any, old: str, new: str) -> Any:
    """`node` with `old` replaced by `new` in every string, keys included (a copy of what changes only)."""
    if isinstance(node, str):
        return node.replace(old, new) if old in node else node
    if isinstance(node, dict):
        return {replaced(k, old, new): replaced(v, old, new) for k, v in node.items()}
    if isinstance(node, list):
        return [replaced(v, old, new) for v in node]
    return node


def in_template(template: Any) -> Any:
    """The template with every `${trialSpec.KEY}` written as the trial parameter Katib substitutes."""
    return replaced(template, SPEC_START, "${trialParameters.trialSpec.")


def trial_parameters(template: Any) -> list[dict[str, str]]:
    """A trial parameter per metadata reference the (rewritten) template makes."""
    return [{"name": parameter_name(k), "reference": SPEC_FORM.format(k)} for k in keys_in(template, TEMPLATE_USE)]


def value(key: str, experiment: str, namespace: str, template: dict[str, Any]) -> str | None:
    """What Katib gives for `${trialSpec.KEY}` in a trial of `experiment` whose template is `template`; None for a
    label or annotation the template does not have (Katib then fails every trial: "illegal reference of trial
    metadata")."""
    if key == "Name":
        return experiment + TRIAL_NAME_SUFFIX
    if key == "Namespace":
        return namespace
    if key == "Kind":
        return str(template.get("kind", ""))
    if key == "APIVersion":
        return str(template.get("apiVersion", ""))
    match = INDEXED.fullmatch(key)
    if match is None:
        return None
    metadata = template.get("metadata") or {}
    found = (metadata.get(match.group(1).lower()) or {}).get(match.group(2))
    return found if isinstance(found, str) else None
