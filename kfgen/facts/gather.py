"""All of kfgen discover's readers: what to fetch for a set of namespaces, and the facts a Snapshot holds."""

from __future__ import annotations

from kfgen.facts import katib, kueue, operator, trainer
from kfgen.facts.model import Findings, Snapshot, Where

READERS = (kueue, katib, operator, trainer)  # the fragment's order


def reads(where: Where) -> dict[str, str]:
    """Snapshot key → API path of every object or list read first (the operator's template is read after)."""
    urls: dict[str, str] = {}
    for reader in READERS:
        urls |= reader.reads(where)
    return urls


def findings(snapshot: Snapshot, where: Where) -> Findings:
    found = Findings()
    for reader in READERS:
        found.extend(reader.facts(snapshot, where))
    return found
