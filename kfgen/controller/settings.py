"""The controller's settings (flags and their environment variables) and its scope: which namespaces it acts in."""

from __future__ import annotations

import argparse
import math
import os
import socket
import threading
from collections.abc import Callable
from dataclasses import dataclass

from kfgen.api import Obj
from kfgen.features import naming

HELP = """\
Keep TrainingSpec custom resources rendered in a cluster. The controller watches TrainingSpecs,
Environments and namespaces, renders each spec as `kfgen render` would, creates and server-side
applies the objects (field manager kfgen), deletes the ones a spec no longer makes, and writes each
spec's job, phase and conditions (Rendered, Synced, Ready) into its status. Use it where the GitOps
tool syncs only the short specs (Flux runs no KRM function).

Environment of a spec: --environment NAME for every spec, else the label kfgen.dev/environment on
its namespace, else --default-environment; a namespace with none is not rendered (NoEnvironment).

Install: the controller needs the controller extra (kubernetes, kopf, prometheus-client), from a
kfgen clone: pip install '.[controller]'.
Deploy: the Helm chart charts/kfgen, or kustomize bases/controller (CRDs, RBAC, a two-replica
Deployment of the image built from controller/Dockerfile); controller/gitops-example is a
repository layout for this mode. One replica acts at a time (a Lease); each serves /metrics,
/healthz and /readyz on --port.
"""


@dataclass(frozen=True)
class Settings:
    environment: str | None
    namespaces: tuple[str, ...]
    namespace_selector: str
    port: int
    leader_elect: bool
    lease_namespace: str
    lease_name: str
    identity: str
    log_level: str
    lease_seconds: int
    resync_seconds: float
    workers: int
    watch_grace: float = 30.0
    default_environment: str | None = None
    resync_rate: float = 50.0


def parse(argv: list[str] | None) -> Settings:
    """The settings of `argv` (and the environment variables); `--help` needs none of the controller extra."""
    env = os.environ.get
    parser = argparse.ArgumentParser(
        prog="kfgen controller", description=HELP, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument(
        "--environment",
        metavar="NAME",
        type=_environment_name,
        default=env("KFGEN_ENVIRONMENT") or None,
        help="Environment to render every spec with (default: the namespace label kfgen.dev/environment)",
    )
    parser.add_argument(
        "--default-environment",
        metavar="NAME",
        type=_environment_name,
        default=env("KFGEN_DEFAULT_ENVIRONMENT") or None,
        help="Environment for namespaces without the kfgen.dev/environment label (default: none, and specs "
        "there are not rendered: condition Rendered=False, reason NoEnvironment)",
    )
    parser.add_argument(
        "--namespace",
        action="append",
        default=[],
        metavar="NAME",
        help="act only in these namespaces (repeatable; default: all)",
    )
    parser.add_argument(
        "--namespace-selector",
        metavar="SELECTOR",
        default=env("KFGEN_NAMESPACE_SELECTOR", ""),
        help="act only in namespaces with these labels: key=value, key!=value, key, !key "
        "(comma-separated); shards a cluster across controllers with their own --lease-name",
    )
    parser.add_argument(
        "--port", type=_port, default=env("KFGEN_PORT", "8080"), help="port of /metrics, /healthz and /readyz"
    )
    parser.add_argument(
        "--leader-elect",
        action=argparse.BooleanOptionalAction,
        default=True,
        help="only the replica holding the Lease acts (default: on)",
    )
    parser.add_argument(
        "--lease-namespace",
        metavar="NAMESPACE",
        default=env("POD_NAMESPACE", "kfgen-system"),
        help="namespace of the Lease (default: $POD_NAMESPACE, or kfgen-system)",
    )
    parser.add_argument(
        "--lease-name",
        metavar="NAME",
        default=env("KFGEN_LEASE_NAME", "kfgen-controller"),
        help="name of the Lease (default: kfgen-controller); one per controller when several shard a cluster",
    )
    parser.add_argument(
        "--identity",
        default=env("POD_NAME") or f"{socket.gethostname()}-{os.getpid()}",
        help="this replica's name in the Lease (default: $POD_NAME, or host-pid)",
    )
    parser.add_argument(
        "--log-level",
        type=_level,
        default=env("KFGEN_LOG_LEVEL", "INFO"),
        help="DEBUG, INFO, WARNING or ERROR (default: INFO)",
    )
    parser.add_argument(
        "--resync-seconds",
        metavar="SECONDS",
        type=_positive,
        default=env("KFGEN_RESYNC_SECONDS", "600"),
        help="reconcile every spec again within this period (drift the watches cannot see), evenly spread",
    )
    parser.add_argument(
        "--resync-rate",
        metavar="PER_SECOND",
        type=_positive,
        default=env("KFGEN_RESYNC_RATE", "50"),
        help="at most this many resync reconciles a second (a resync of many specs then takes longer than the period)",
    )
    parser.add_argument(
        "--watch-grace-seconds",
        metavar="SECONDS",
        type=_positive,
        default=env("KFGEN_WATCH_GRACE_SECONDS", "30"),
        help="/readyz fails once a watch has not reconnected for this long",
    )
    args = parser.parse_args(argv)
    parse_selector(args.namespace_selector)  # fail early on a bad selector
    return Settings(
        args.environment,
        tuple(args.namespace),
        args.namespace_selector,
        args.port,
        args.leader_elect,
        args.lease_namespace,
        args.lease_name,
        args.identity,
        args.log_level,
        int(env("KFGEN_LEASE_SECONDS", "15")),
        args.resync_seconds,
        int(env("KFGEN_WORKERS", "16")),
        args.watch_grace_seconds,
        args.default_environment,
        args.resync_rate,
    )


Requirement = tuple[str, str, str | None]  # (key, op, value): op is =, !=, exists, !exists


# argparse applies each type to a string default too: a bad $KFGEN_* is the same one usage line as a bad flag
def _port(text: str) -> int:
    if not text.isdigit() or not 0 < int(text) < 65536:
        raise argparse.ArgumentTypeError(f"must be a port number from 1 to 65535, not {text!r}")
    return int(text)


def _environment_name(text: str) -> str:
    problem = naming.environment_name_problem(text)
    if problem:
        raise argparse.ArgumentTypeError(f"{problem}, not {text!r}")
    return text


LEVELS = ("DEBUG", "INFO", "WARNING", "ERROR")


def _level(text: str) -> str:
    if text.upper() not in LEVELS:
        raise argparse.ArgumentTypeError(f"must be one of {', '.join(LEVELS)}, not {text!r}")
    return text.upper()


MOST = 1_000_000  # seconds (11 days) or reconciles a second


def _positive(text: str) -> float:
    try:
        value = float(text)
    except ValueError:
        value = math.nan
    if not 0 < value <= MOST:  # a thread's wait overflows long before 1e308
        raise argparse.ArgumentTypeError(f"must be a number > 0 and at most {MOST}, not {text!r}")
    return value


def parse_selector(text: str) -> list[Requirement]:
    out: list[Requirement] = []
    for part in (p.strip() for p in text.split(",") if p.strip()):
        if "!=" in part:
            key, value = part.split("!=", 1)
            out.append((key.strip(), "!=", value.strip()))
        elif "=" in part:
            key, value = part.replace("==", "=").split("=", 1)
            out.append((key.strip(), "=", value.strip()))
        elif part.startswith("!"):
            out.append((part[1:].strip(), "!exists", None))
        elif part.replace("/", "").replace(".", "").replace("-", "").replace("_", "").isalnum():
            out.append((part, "exists", None))
        else:
            raise SystemExit(f"kfgen controller: unsupported namespace selector {part!r}")
    return out


def matches(requirements: list[Requirement], labels: dict[str, str]) -> bool:
    for key, op, value in requirements:
        ok = {
            "=": labels.get(key) == value,
            "!=": labels.get(key) != value,
            "exists": key in labels,
            "!exists": key not in labels,
        }[op]
        if not ok:
            return False
    return True


class Scope:
    """The namespaces this controller acts in, from --namespace and --namespace-selector, with the labels of
    every namespace as last seen by the namespace watch (read once from the API server when not seen yet)."""

    def __init__(self, settings: Settings, read: Callable[[str], Obj | None]) -> None:
        self.names = set(settings.namespaces)
        self.selector = parse_selector(settings.namespace_selector)
        self.read = read
        self.lock = threading.Lock()
        self.seen: dict[str, Obj | None] = {}

    def namespace(self, name: str) -> Obj | None:
        with self.lock:
            if name in self.seen:
                return self.seen[name]
        found = self.read(name)
        with self.lock:
            return self.seen.setdefault(name, found)

    def update(self, name: str, obj: Obj | None) -> bool:
        """Record a namespace as the watch saw it; True when its labels changed."""
        with self.lock:
            before = self.seen.get(name)
            self.seen[name] = obj
        return _labels(before) != _labels(obj)

    def covers(self, name: str) -> bool:
        """Whether this controller acts in namespace `name`; `""` (cluster-scoped objects): only when it acts in all."""
        if not name:
            return not self.names and not self.selector
        if self.names and name not in self.names:
            return False
        if not self.selector:
            return True
        return matches(self.selector, _labels(self.namespace(name)))


def _labels(obj: Obj | None) -> dict[str, str]:
    return dict(((obj or {}).get("metadata") or {}).get("labels") or {})
