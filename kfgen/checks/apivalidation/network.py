"""NetworkPolicy peers and ports as the API server validates them (k8s.io/kubernetes v1.35.4
pkg/apis/networking/validation: ValidateIPBlock, ValidateNetworkPolicyPort).

CIDRs are held to k8s.io/apimachinery pkg/util/validation IsValidCIDRForLegacyField with strict validation (the
StrictIPCIDRValidation gate): no leading zeros, no IPv4-mapped IPv6 address, no bits set beyond the prefix
length. Without the gate the API server accepts more; kfgen accepts only what every API server accepts.
`ipaddress` is imported on first use: most builds have no IP block.
"""

from __future__ import annotations

import functools
import re
from collections.abc import Iterator
from typing import Any

from kfgen.checks.apivalidation import names
from kfgen.checks.apivalidation.problem import Problem, Step, at, quoted

PROTOCOLS = ("TCP", "UDP", "SCTP")
_PREFIX = re.compile(r"0|[1-9][0-9]{0,2}")


@functools.lru_cache(maxsize=256)
def cidr_problem(value: str) -> str | None:
    """Why `value` is not a CIDR the API server accepts, or None."""
    import ipaddress

    address, slash, prefix = value.partition("/")
    if not slash or not _PREFIX.fullmatch(prefix) or "%" in address:
        return f"{value!r}: must be a valid CIDR value, (e.g. 10.9.8.0/24 or 2001:db8::/64)"
    try:
        network = ipaddress.ip_network(value, strict=False)
    except ValueError:
        return f"{value!r}: must be a valid CIDR value, (e.g. 10.9.8.0/24 or 2001:db8::/64)"
    if isinstance(network, ipaddress.IPv6Network) and network.network_address.ipv4_mapped is not None:
        return f"{value!r}: must not have an IPv4-mapped IPv6 address"
    if ipaddress.ip_address(address) != network.network_address:
        return f"{value!r}: must not have bits set beyond the prefix length (the block is {network})"
    return None


def strictly_inside(inner: str, outer: str) -> bool:
    """Whether CIDR `inner` is a strict subset of CIDR `outer` (both valid): same family, longer prefix."""
    import ipaddress

    small, large = ipaddress.ip_network(inner), ipaddress.ip_network(outer)
    return small.version == large.version and small.prefixlen > large.prefixlen and small.subnet_of(large)  # type: ignore[arg-type]


def ip_block(block: dict[str, Any], where: tuple[Step, ...]) -> Iterator[Problem]:
    cidr = block.get("cidr")
    if not isinstance(cidr, str) or not cidr:
        yield at((*where, "cidr"), "is required")
        return
    problem = cidr_problem(cidr)
    if problem:
        yield at((*where, "cidr"), problem)
    for index, excluded in enumerate(block.get("except") or []):
        at_except = (*where, "except", index)
        found = cidr_problem(str(excluded))
        if found:
            yield at(at_except, found)
        elif not problem and not strictly_inside(str(excluded), cidr):
            yield at(at_except, f"{excluded!r} must be a strict subset of `cidr` ({cidr})")


def port(entry: dict[str, Any], where: tuple[Step, ...]) -> Iterator[Problem]:
    """ValidateNetworkPolicyPort: a protocol it knows; a port number 1-65535 or an IANA service name; endPort."""
    protocol = entry.get("protocol")
    if protocol is not None and protocol not in PROTOCOLS:
        yield at((*where, "protocol"), f"unsupported value {quoted(protocol)}: supported values are TCP, UDP, SCTP")
    number = entry.get("port")
    if isinstance(number, int) and not isinstance(number, bool):
        if not 1 <= number <= 65535:
            yield at((*where, "port"), f"{number}: must be between 1 and 65535, inclusive")
    elif isinstance(number, str):
        for message in names.port_name(number):
            yield at((*where, "port"), f"{number!r}: {message}")
    end = entry.get("endPort")
    if end is not None:
        if not isinstance(number, int) or isinstance(number, str):
            yield at((*where, "endPort"), "may not be specified when `port` is not a number")
        elif not isinstance(end, int) or end < number or end > 65535:
            yield at((*where, "endPort"), f"{end}: must be between `port` ({number}) and 65535, inclusive")


def policy(spec: dict[str, Any]) -> Iterator[Problem]:
    """A NetworkPolicy's spec: its selectors, peers and ports."""
    from kfgen.checks.apivalidation.selectors import label_selector

    yield from label_selector(spec.get("podSelector"), ("spec", "podSelector"))
    for direction, peers_key in (("ingress", "from"), ("egress", "to")):
        rules = spec.get(direction)
        for index, rule in enumerate(rules if isinstance(rules, list) else ()):
            if not isinstance(rule, dict):
                continue
            for p_index, entry in enumerate(rule.get("ports") or ()):
                if isinstance(entry, dict):
                    yield from port(entry, ("spec", direction, index, "ports", p_index))
            for peer_index, peer in enumerate(rule.get(peers_key) or ()):
                if isinstance(peer, dict):
                    yield from _peer(peer, ("spec", direction, index, peers_key, peer_index))
    for index, kind in enumerate(spec.get("policyTypes") or []):
        if kind not in ("Ingress", "Egress"):
            why = f"unsupported value {quoted(kind)}: supported values are Ingress, Egress"
            yield at(("spec", "policyTypes", index), why)


def _peer(peer: dict[str, Any], where: tuple[Step, ...]) -> Iterator[Problem]:
    from kfgen.checks.apivalidation.selectors import label_selector

    block = peer.get("ipBlock")
    if block is None and not peer.get("podSelector") and not peer.get("namespaceSelector"):
        if "podSelector" not in peer and "namespaceSelector" not in peer:
            yield at(where, "must specify a peer")
        return
    if block is not None and ("podSelector" in peer or "namespaceSelector" in peer):
        yield at(where, "may not specify more than 1 peer when `ipBlock` is specified")
    for key in ("podSelector", "namespaceSelector"):
        selector = peer.get(key)
        if selector:
            yield from label_selector(selector, (*where, key))
    if isinstance(block, dict):
        yield from ip_block(block, (*where, "ipBlock"))
