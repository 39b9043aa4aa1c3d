"""Flux's post-build substitution, kept off what kfgen writes.

A Flux Kustomization with `spec.postBuild` runs envsubst over the text of every object it applies: each
`${name}` becomes a cluster variable, nothing (non-strict) or an error (strict, Flux 2.9's default), and a
`${...}` that is no variable name (`${trialParameters.lr}`) fails the whole Kustomization. In kfgen's output
`${` is never for Flux: Grafana's dashboard variables (`${datasource}`), Katib's trial parameters and what a
spec's author wrote for a shell. Flux leaves an object alone when it carries this annotation.
"""

from __future__ import annotations

from kfgen.api import Obj

ANNOTATION = "kustomize.toolkit.fluxcd.io/substitute"


def guarded(obj: Obj) -> Obj:
    """`obj`, annotated when its text holds `${` (a dict's repr keeps every key and string as written)."""
    if "${" not in repr(obj):
        return obj
    meta = obj["metadata"]
    meta["annotations"] = {**(meta.get("annotations") or {}), ANNOTATION: "disabled"}
    return obj
