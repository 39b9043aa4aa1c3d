"""What the kubernetes client would do wrong with the kubeconfig entries it is about to use, said as one located line
before it loads them (`kfgen discover`, `kfgen diff --live`): read a file they name without bound (a tokenFile of
/dev/zero: gigabytes in seconds) or wait at its open for ever (a FIFO no one writes), import a module kfgen does not
install (a SOCKS proxy: PySocks), send credentials over a scheme it guessed (a server without one: urllib3 takes
http, kubectl https where TLS is configured). A failing exec credential plugin the client only logs, then reads the
cluster with no credentials: `exec_failures` collects those log lines, and `exec_failed` makes one an error, as
kubectl fails.

Only the selected context, its cluster and its user are checked (kubectl reads no other entry), found as the client
merges the files: the first file naming each wins. A file that cannot be read is left to the client's own error."""

from __future__ import annotations

import contextlib
import importlib.util
import logging
import os
from collections.abc import Iterator
from pathlib import Path
from typing import Any, NamedTuple
from urllib.parse import urlsplit

import yaml

from kfgen.io import bounded, files, yamllines
from kfgen.results import ERROR, Result

# a credential or CA file is a few kilobytes: a larger one is refused unread past this
FILE_LIMIT = 1 << 20
FILES = {"user": ("tokenFile", "client-certificate", "client-key"), "cluster": ("certificate-authority",)}
WAITS = ("a FIFO (named pipe)", "a socket")
SOCKS_SCHEMES = ("socks4", "socks4a", "socks5", "socks5h")
PROXY_SCHEMES = ("http", "https", *SOCKS_SCHEMES)


class Entry(NamedTuple):
    """One named entry of a kubeconfig file (`users[2].user`) and where it is written."""

    path: Path
    node: yaml.Node
    field: str
    body: dict[str, Any]

    def error(self, key: str, message: str) -> Result:
        field = f"{self.field}.{key}"
        return Result(ERROR, message, field=field, file=str(self.path), line=yamllines.line(self.node, field)[0])


class Loaded(NamedTuple):
    path: Path
    node: yaml.Node
    config: dict[str, Any]


def paths(given: str | None) -> list[Path]:
    """The kubeconfig files the client reads: the one given, else $KUBECONFIG's, else ~/.kube/config."""
    if given:
        return [Path(given)]
    listed = os.environ.get("KUBECONFIG", "")
    return [Path(p) for p in listed.split(os.pathsep) if p] or [Path.home() / ".kube" / "config"]


def selected(given: str | None, context: str | None) -> tuple[Entry | None, Entry | None]:
    """The cluster and the user entries the client will use (None: not found, the client says so)."""
    files = [loaded for path in paths(given) if (loaded := _load(path)) is not None]
    name = context or next((f.config["current-context"] for f in files if f.config.get("current-context")), None)
    chosen = _entry(files, "contexts", "context", name)
    if chosen is None:
        return None, None
    return _entry(files, "clusters", "cluster", chosen.body.get("cluster")), _entry(
        files, "users", "user", chosen.body.get("user")
    )


def problems(given: str | None, context: str | None) -> list[Result]:
    """The first thing the client would do wrong with the selected entries ([] when none)."""
    cluster, user = selected(given, context)
    found = _cluster(cluster) if cluster else []
    for entry in (e for e in (cluster, user) if e is not None):
        found += [problem for key in FILES[entry.field.rpartition(".")[2]] if (problem := _file(entry, key))]
    return found[:1]


def exec_failed(given: str | None, context: str | None, logged: list[str]) -> Result:
    """The error for an exec credential plugin that failed, as the client logged it."""
    _, user = selected(given, context)
    message = f"the exec credential plugin failed ({logged[0]}): no credentials to read the cluster with"
    return user.error("exec", message) if user else Result(ERROR, message, field="exec")


@contextlib.contextmanager
def exec_failures() -> Iterator[list[str]]:
    """The errors the client logs while it loads a kubeconfig (it logs a failing exec plugin and goes on): caught
    here, never printed (logging.error on a root logger with no handler would print `ERROR:root:...`)."""
    logged: list[str] = []

    class Collect(logging.Handler):
        def emit(self, record: logging.LogRecord) -> None:
            logged.append(record.getMessage())

    handler = Collect(logging.ERROR)
    root = logging.getLogger()
    root.addHandler(handler)
    try:
        yield logged
    finally:
        root.removeHandler(handler)


def _load(path: Path) -> Loaded | None:
    text, unread = bounded.read_text(path)
    docs = [] if unread else yamllines.documents(text)
    try:
        config = yaml.safe_load(text) if docs else None
    except yaml.YAMLError:
        return None
    return Loaded(path, docs[0].node, config) if isinstance(config, dict) else None


def _entry(files: list[Loaded], key: str, inner: str, name: Any) -> Entry | None:
    if not isinstance(name, str):
        return None
    for loaded in files:
        items = loaded.config.get(key)
        for index, item in enumerate(items if isinstance(items, list) else []):
            body = item.get(inner) if isinstance(item, dict) and item.get("name") == name else None
            if isinstance(body, dict):
                return Entry(loaded.path, loaded.node, f"{key}[{index}].{inner}", body)
    return None


def _cluster(cluster: Entry) -> list[Result]:
    server, proxy = cluster.body.get("server"), cluster.body.get("proxy-url")
    found = []
    if isinstance(server, str) and urlsplit(server).scheme not in ("http", "https"):
        found.append(cluster.error("server", f"{server!r} has no scheme: write https:// (or http://) before it"))
    scheme = urlsplit(proxy).scheme if isinstance(proxy, str) and proxy else None
    if scheme is not None and scheme not in PROXY_SCHEMES:
        found.append(cluster.error("proxy-url", f"{proxy!r}: a proxy of scheme {scheme!r} is not supported"))
    elif scheme in SOCKS_SCHEMES and importlib.util.find_spec("socks") is None:
        why = "a SOCKS proxy needs PySocks, which is not installed (pip install pysocks)"
        found.append(cluster.error("proxy-url", f"{proxy!r}: {why}"))
    return found


def _file(entry: Entry, key: str) -> Result | None:
    """Whether the file `entry` names under `key` is read within FILE_LIMIT (relative to its kubeconfig's folder)."""
    named = entry.body.get(key)
    if not isinstance(named, str) or not named:
        return None
    path = entry.path.parent / os.path.expanduser(named)
    what = files.what_it_is(path)
    if what in WAITS:  # opening one blocks until someone writes (the client's own read would wait for ever)
        return entry.error(key, f"{named} is {what}, not a file: refused unopened")
    try:
        with path.open("rb") as handle:
            size = len(handle.read(FILE_LIMIT + 1))
    except OSError as exc:
        return entry.error(key, f"cannot read {named}: {exc.strerror or exc}")
    if size > FILE_LIMIT:
        return entry.error(key, f"{named} holds more than {FILE_LIMIT} bytes (the limit is 1 MiB): refused unread")
    return None
