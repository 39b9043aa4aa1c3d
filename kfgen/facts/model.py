"""What `kfgen discover` reads and finds: the objects fetched from a cluster (a Snapshot) and the platform facts an
Environment states (Fact), each with the object it came from.

A Snapshot maps a read's key to the object the API server returned, or to Missing with why there is none (not
found, forbidden, the API not served). Everything below the client is pure: tests feed it upstream files.
"""

from __future__ import annotations

import re
from dataclasses import dataclass, field
from typing import Any, Literal

from kfgen.api import Obj
from kfgen.checks import values

# How a stated value is compared with the cluster's (`kfgen discover --check`):
# same: any difference is one; listed: each item the Environment lists must exist in the cluster (others may);
# both: the two lists name the same items, in any order.
Comparison = Literal["same", "listed", "both"]

# Every name discover puts in an API path is checked first, as the API server checks the name of what it stores:
# a namespace is a DNS label (RFC 1123), a ConfigMap's name a DNS subdomain. Nothing else reaches a URL.
_DNS_LABEL = re.compile(r"[a-z0-9](?:[-a-z0-9]{0,61}[a-z0-9])?")
_DNS_SUBDOMAIN = re.compile(r"[a-z0-9](?:[-a-z0-9.]{0,251}[a-z0-9])?")
NOT_A_NAMESPACE = "is not a namespace name (a DNS label: at most 63 lowercase letters, digits and '-')"


def is_namespace(value: object) -> bool:
    return isinstance(value, str) and _DNS_LABEL.fullmatch(value) is not None


def is_object_name(value: object) -> bool:
    """A DNS subdomain (RFC 1123): the name of a ConfigMap, a Deployment."""
    return isinstance(value, str) and _DNS_SUBDOMAIN.fullmatch(value) is not None and ".." not in value


@dataclass(frozen=True)
class Missing:
    reason: str


Got = Obj | Missing
Snapshot = dict[str, Got]


@dataclass(frozen=True)
class Fact:
    path: tuple[str, ...]  # under the Environment's spec
    value: Any
    source: str  # where the value came from, e.g. ConfigMap kueue-system/kueue-manager-config
    default: Any  # what the Environment means when it leaves the field out
    comparison: Comparison = "same"
    notes: tuple[str, ...] = ()  # what the reader left out, and why


@dataclass(frozen=True)
class Unknown:
    """A block whose facts could not be read: said in the fragment as a comment, never a guess."""

    path: tuple[str, ...]
    reason: str


@dataclass
class Findings:
    facts: list[Fact] = field(default_factory=list)
    unknown: list[Unknown] = field(default_factory=list)

    def extend(self, other: Findings) -> None:
        self.facts += other.facts
        self.unknown += other.unknown


@dataclass(frozen=True)
class Where:
    """Where the platform runs its components, and the Environment's namespaces (LocalQueues, runtimes, labels)."""

    kueue_namespace: str = "kueue-system"
    katib_namespace: str = "kubeflow"
    operator_namespace: str = "kubeflow"
    namespaces: tuple[str, ...] = ()

    def __post_init__(self) -> None:
        """A name that is not a namespace never reaches a URL (the command says so first, as a located error)."""
        given = (self.kueue_namespace, self.katib_namespace, self.operator_namespace, *self.namespaces)
        wrong = [name for name in given if not is_namespace(name)]
        if wrong:
            raise ValueError(f"{wrong[0]!r} {NOT_A_NAMESPACE}")


def names(got: Got) -> tuple[list[str], tuple[str, ...]] | Missing:
    """The names of a fetched list's items, and a note naming the items whose name cannot be read (an item that is
    no object, a name that is no text): said, never guessed; Missing where the list itself cannot be read."""
    if isinstance(got, Missing):
        return got
    listed = got.get("items")
    if listed is None:
        return [], ()
    if not isinstance(listed, list):
        return Missing(f"its items are {values.kind_of(listed)}, not a list")
    found: list[str] = []
    unread: list[str] = []
    for index, item in enumerate(listed):
        meta = item.get("metadata") if isinstance(item, dict) else None
        name = meta.get("name") if isinstance(meta, dict) else None
        if isinstance(name, str) and name:
            found.append(name)
        else:
            unread.append(f"items[{index}]")
    return found, ((f"left out, no name that can be read: {', '.join(unread)}",) if unread else ())


def config_data(got: Got, key: str) -> str | Missing:
    """A ConfigMap's text under `key`, or why there is none."""
    if isinstance(got, Missing):
        return got
    data = got.get("data")
    text = data.get(key) if isinstance(data, dict) else None
    return text if isinstance(text, str) else Missing(f"it has no key {key}")


def reason(got: Got) -> str:
    return got.reason if isinstance(got, Missing) else "unreadable"


def in_every_namespace(snapshot: Snapshot, prefix: str, where: Where, title: str) -> Fact | Unknown:
    """The names of the objects listed under `prefix/<namespace>` that every namespace has; notes name the rest."""
    per_namespace: list[set[str]] = []
    notes: tuple[str, ...] = ()
    for ns in where.namespaces:
        listed = names(snapshot[f"{prefix}/{ns}"])
        if isinstance(listed, Missing):
            return Unknown((), f"{title} in {ns}: {listed.reason}")
        per_namespace.append(set(listed[0]))
        notes += tuple(f"{note} (in {ns})" for note in listed[1])
    everywhere = set.intersection(*per_namespace)
    some = sorted(set.union(*per_namespace) - everywhere)
    notes += (f"left out, not in every namespace: {', '.join(some)}",) if some else ()
    return Fact((), sorted(everywhere), f"the {title} in {', '.join(where.namespaces)}", [], "listed", notes)
