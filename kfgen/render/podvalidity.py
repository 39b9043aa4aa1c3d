"""The backstop: a patched pod template checked with the API server's own pod rules (kfgen.checks.apivalidation.pod).

The spec's first-class fields are checked where they are written (kfgen.features.pod_validity), so a pod
template made of them alone needs no second look (tests/unit/test_pod_validity.py renders generated specs and
finds nothing left), and only the parts of the pod spec a patch writes are checked again. A pod patch can
write any pod field: every problem is named at the pod patch field that wrote it, found through the merged
lists by name (kfgen.render.patchfields); what no patch wrote is named in the template at the role's pod
patch. Requests against limits are kfgen.render.podresources'.
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

from kfgen.render import patchfields
from kfgen.results import Result, error

if TYPE_CHECKING:
    from kfgen.checks.apivalidation.problem import Problem, Step
    from kfgen.model import Context

MERGED_BY_NAME = frozenset({"containers", "initContainers", "volumes", "volumeMounts", "env", "ports"})
CONSEQUENCE = {
    "api": "the API server refuses the pod",
    "kubelet": "the kubelet cannot pull it (InvalidImageName)",
    "crd": "the job's CRD refuses it",
    "read": "the pod would run with another amount than written",
}


def check(ctx: Context, template: dict[str, Any], role: str) -> list[Result]:
    if not (ctx.role_specs.get(role) or {}).get("podPatch"):
        return []
    from kfgen.checks.apivalidation import pod  # the whole port: only for a patched template (start-up of `kfgen fn`)

    touched = frozenset(k for _, patch in patchfields.layers(ctx, role) for k in _spec_keys(patch))
    found = pod.problems(template, partial=ctx.profile.runtime is not None, touched=touched)
    found = [p for p in found if p.rule in CONSEQUENCE and not _defaulted(template, p)]
    return [error(f"{p.message}; {CONSEQUENCE[p.rule]}", ctx.ref, _field(ctx, role, template, p)) for p in found]


def _spec_keys(patch: Any) -> list[str]:
    spec = patch.get("spec") if isinstance(patch, dict) else None
    return [str(k) for k in spec] if isinstance(spec, dict) else []


def _defaulted(template: dict[str, Any], problem: Problem) -> bool:
    """A request the API server defaults from its limit: its problem is the limit's, reported there."""
    path = problem.path
    if len(path) < 2 or path[-2] != "requests":
        return False
    node: Any = template
    for step in path[:-1]:
        if isinstance(node, dict):
            node = node.get(step)
        elif isinstance(node, list) and isinstance(step, int) and step < len(node):
            node = node[step]
        else:
            return False
    return not (isinstance(node, dict) and path[-1] in node)


def steps(template: dict[str, Any], path: tuple[Step, ...]) -> tuple[patchfields.Step, ...]:
    """A template path as pod patch steps: items of lists merged by name by their names, others by index."""
    out: list[patchfields.Step] = []
    node: Any = template
    for index, step in enumerate(path):
        nxt = path[index + 1] if index + 1 < len(path) else None
        if isinstance(step, int):
            node = node[step] if isinstance(node, list) and step < len(node) else None
            continue
        node = node.get(step) if isinstance(node, dict) else None
        if step in MERGED_BY_NAME and isinstance(nxt, int) and isinstance(node, list) and nxt < len(node):
            name = node[nxt].get("name") if isinstance(node[nxt], dict) else None
            out.append((step, name) if isinstance(name, str) else step)
            if not isinstance(name, str):
                out.append(nxt)
        else:
            out.append(step)
            if isinstance(nxt, int):
                out.append(nxt)
    return tuple(out)


def _field(ctx: Context, role: str, template: dict[str, Any], problem: Problem) -> str:
    path = steps(template, problem.path)
    for cut in (len(path), len(path) - 1):
        found = patchfields.locate(ctx, role, path[:cut]) if cut > 1 else None
        if found:
            return found + "".join(f".{s}" for s in path[cut:] if isinstance(s, str))
    where = ctx.field("roles", role, "podPatch") if ctx.origin("roles", role, "podPatch") else ctx.field("podPatch")
    from kfgen.checks.apivalidation.problem import render

    return f"{where} (in the {role} pod template: {render(problem.path)})"
