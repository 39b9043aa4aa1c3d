"""What a set of NetworkPolicies allows, decided by a real policy engine: cyclonus (`analyze --mode
query-traffic`), with no cluster and no CNI.

A flow is a source and a destination (a pod: its namespace, the namespace's labels and the pod's own labels,
or an address outside the cluster), a port and a protocol. `verdicts` asks cyclonus about a batch of flows
in one call and reads, for each, whether the destination's ingress policies and the source's egress policies
let it through (a peer outside the cluster is never restricted: nothing selects it).

Reading cyclonus' output (v0.5.6 prints tables only; pkg/cli/analyze.go QueryTraffic and
pkg/matcher/policy.go AllowedResult.Table): per flow, after "Is traffic allowed?", a table of rows
TYPE | ACTION | TARGET, the ingress targets (Allow, then Deny) first, one row of empty cells, then the egress
targets, and the footer "IS ALLOWED? | TRUE/FALSE". A direction is allowed when a target allows it or none
denies it (DirectionResult.IsAllowed). The table merges a cell equal to the one above it into a blank, so a
blank TYPE or ACTION repeats the row above; a TARGET is never blank ("namespace: ..."), which is how the
separator row is told apart. Each verdict is checked against the footer, so a misread table fails loudly.

cyclonus reads one policy per file (`--policy-path DIR`) and silently keeps only the first document of a
multi-document YAML file: each policy goes into a file of its own, and the policies cyclonus explains are
counted against those written.
"""

from __future__ import annotations

import json
import re
import subprocess
import tempfile
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

from conftest import tool

NAMESPACE_NAME_LABEL = "kubernetes.io/metadata.name"  # the API server sets it on every namespace


@dataclass(frozen=True)
class Pod:
    """A pod in the cluster; its namespace carries `kubernetes.io/metadata.name` as every namespace does."""

    namespace: str
    labels: Mapping[str, str]
    ip: str
    namespace_labels: Mapping[str, str] = field(default_factory=dict)

    def peer(self) -> dict[str, Any]:
        ns_labels = {NAMESPACE_NAME_LABEL: self.namespace, **self.namespace_labels}
        internal = {"PodLabels": dict(self.labels), "NamespaceLabels": ns_labels, "Namespace": self.namespace}
        return {"Internal": internal, "IP": self.ip}


@dataclass(frozen=True)
class External:
    """An address outside the cluster (or any address no pod has)."""

    ip: str

    def peer(self) -> dict[str, Any]:
        return {"IP": self.ip}


Peer = Pod | External


@dataclass(frozen=True)
class Flow:
    source: Peer
    destination: Peer
    port: int
    protocol: str = "TCP"
    port_name: str = ""  # the destination container port's name, for policies that name ports

    def traffic(self) -> dict[str, Any]:
        return {
            "Source": self.source.peer(),
            "Destination": self.destination.peer(),
            "Protocol": self.protocol,
            "ResolvedPort": self.port,
            "ResolvedPortName": self.port_name,
        }


@dataclass(frozen=True)
class Verdict:
    ingress: bool  # the destination's policies let it in
    egress: bool  # the source's policies let it out
    # the targets (policy namespace + pod selector, as cyclonus prints them) that allowed / denied it
    targets: tuple[tuple[str, str, str], ...] = ()

    @property
    def allowed(self) -> bool:
        return self.ingress and self.egress

    def explain(self) -> str:
        rows = [f"{direction} {action}: {target}" for direction, action, target in self.targets]
        head = f"ingress {'allowed' if self.ingress else 'denied'}, egress {'allowed' if self.egress else 'denied'}"
        return "; ".join([head, *rows])


class CyclonusOutputError(AssertionError):
    pass


def cyclonus(*args: str) -> str:
    out = subprocess.run([tool("cyclonus"), *args], capture_output=True, text=True, timeout=60)
    if out.returncode != 0:
        raise CyclonusOutputError(f"cyclonus {' '.join(args)} failed ({out.returncode}):\n{out.stderr}{out.stdout}")
    return out.stdout


def write_policies(policies: Iterable[Mapping[str, Any]], directory: Path) -> int:
    """One JSON file per NetworkPolicy (cyclonus reads only the first document of a file)."""
    directory.mkdir(parents=True, exist_ok=True)
    count = 0
    for count, policy in enumerate(policies, 1):
        if policy.get("kind") != "NetworkPolicy":
            raise ValueError(f"not a NetworkPolicy: {policy.get('kind')}")
        meta = policy.get("metadata") or {}
        if not meta.get("namespace"):  # cyclonus would take it for a policy of namespace ""
            raise ValueError(f"NetworkPolicy {meta.get('name')} has no namespace")
        (directory / f"{count:04d}-{meta['namespace']}-{meta['name']}.json").write_text(json.dumps(policy))
    return count


def verdicts(policies: Sequence[Mapping[str, Any]], flows: Sequence[Flow]) -> list[Verdict]:
    """cyclonus' verdict on each flow under these policies, in the flows' order."""
    with tempfile.TemporaryDirectory(prefix="kfgen-netpol-") as tmp:
        policy_dir = Path(tmp) / "policies"
        written = write_policies(policies, policy_dir)
        traffic = Path(tmp) / "traffic.json"
        traffic.write_text(json.dumps([f.traffic() for f in flows]))
        if written:
            check_loaded(policies, cyclonus("analyze", "--mode", "parse", "--policy-path", str(policy_dir)))
            args = ["--policy-path", str(policy_dir)]
        else:  # no --policy-path at all: an empty directory would do the same, but say so plainly
            args = []
        out = cyclonus("analyze", "--mode", "query-traffic", *args, "--traffic-path", str(traffic))
    found = parse_query_traffic(out)
    if len(found) != len(flows):
        raise CyclonusOutputError(f"{len(flows)} flows asked, {len(found)} verdicts read:\n{out}")
    return found


def check_loaded(policies: Sequence[Mapping[str, Any]], parse_output: str) -> None:
    """Every policy written is one cyclonus parsed (its POLICY column names it namespace/name)."""
    cells = set()
    for line in parse_output.splitlines():
        if line.startswith("|"):
            first = line.split("|")[1].strip()
            if first:
                cells.add(first)
    missing = [
        f"{p['metadata']['namespace']}/{p['metadata']['name']}"
        for p in policies
        if f"{p['metadata']['namespace']}/{p['metadata']['name']}" not in cells
    ]
    if missing:
        raise CyclonusOutputError(f"cyclonus did not read the policies {missing}:\n{parse_output}")


_FOOTER = re.compile(r"^\|\s*IS ALLOWED\?\s*\|\s*(TRUE|FALSE)\s*\|")


def parse_query_traffic(out: str) -> list[Verdict]:
    """The verdicts of `cyclonus analyze --mode query-traffic`, in the order of the traffic file."""
    blocks = out.split("Is traffic allowed?\n")[1:]
    return [_parse_verdict_table(block) for block in blocks]


def _rows(table_lines: list[str]) -> list[list[str]]:
    """The table's logical rows (a row spans the lines between two border lines), each a list of cell texts
    with the cell's lines joined by newlines."""
    rows: list[list[list[str]]] = []
    current: list[list[str]] | None = None
    for line in table_lines:
        if line.startswith("+"):
            current = None
            continue
        cells = [c.strip() for c in line.strip().strip("|").split("|")]
        if current is None:
            current = [[] for _ in cells]
            rows.append(current)
        if len(cells) != len(current):
            raise CyclonusOutputError(f"a row of {len(cells)} cells in a table of {len(current)}: {line!r}")
        for parts, cell in zip(current, cells, strict=True):
            if cell:
                parts.append(cell)
    return [["\n".join(parts) for parts in row] for row in rows]


def _parse_verdict_table(block: str) -> Verdict:
    lines = block.splitlines()
    footer_at = next((i for i, line in enumerate(lines) if _FOOTER.match(line)), None)
    if footer_at is None:
        raise CyclonusOutputError(f"no 'IS ALLOWED?' footer in:\n{block}")
    match = _FOOTER.match(lines[footer_at])
    assert match is not None
    combined = match.group(1) == "TRUE"
    table = [line for line in lines[:footer_at] if line.startswith(("+", "|"))]
    rows = _rows(table)
    if not rows or rows[0] != ["TYPE", "ACTION", "TARGET"]:
        raise CyclonusOutputError(f"unexpected header in:\n{block}")
    directions: dict[str, set[str]] = {"Ingress": set(), "Egress": set()}
    targets: list[tuple[str, str, str]] = []
    section, kind, action = "Ingress", "", ""
    separators = 0
    for row in rows[1:]:
        if len(row) != 3:
            raise CyclonusOutputError(f"a row of {len(row)} cells: {row}")
        cell_type, cell_action, target = row
        if not target:  # the row of empty cells between the ingress and the egress targets
            if cell_type or cell_action or separators:
                raise CyclonusOutputError(f"unexpected separator row {row} in:\n{block}")
            separators += 1
            section, kind, action = "Egress", "", ""
            continue
        kind = cell_type or kind  # a blank cell repeats the one above
        action = cell_action or action
        if kind != section or action not in ("Allow", "Deny"):
            raise CyclonusOutputError(f"row {row} read as {kind}/{action} in the {section} section of:\n{block}")
        directions[section].add(action)
        targets.append((section.lower(), action.lower(), " ".join(target.split("\n"))))
    if separators != 1:
        raise CyclonusOutputError(f"{separators} separator rows in:\n{block}")
    ingress, egress = ("Allow" in found or "Deny" not in found for found in directions.values())
    if (ingress and egress) != combined:
        raise CyclonusOutputError(f"read ingress={ingress} egress={egress}, but cyclonus says {combined}:\n{block}")
    return Verdict(ingress=ingress, egress=egress, targets=tuple(targets))
