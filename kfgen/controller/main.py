"""`kfgen controller`: kopf watches TrainingSpecs, Environments and namespaces; the controller's own watchers
(kfgen.controller.watcher) keep the cache of jobs and owned objects; the Runner reconciles through the
planner and the executor; a Lease makes one replica act.

Start-up and failover reconcile each spec once: the initial listing of specs does, while the initial
listings of Environments, namespaces, jobs and owned objects only fill caches. The cache is listed first,
so that those reconciles read it rather than the API server.
"""

from __future__ import annotations

import asyncio
import logging
import os
import signal
import sys
import threading
import time
from collections.abc import Awaitable, Callable
from typing import Any

import kopf

from kfgen import api
from kfgen.controller import connect, executor, observe, plan, readiness, settings
from kfgen.controller import kube as rest
from kfgen.controller.cache import MANAGED_BY, WATCHED, Cache
from kfgen.controller.environment import EnvironmentOwner
from kfgen.controller.kube import KINDS, Kube
from kfgen.controller.leader import LeaderElector
from kfgen.controller.runner import Runner
from kfgen.controller.watcher import Watcher
from kfgen.workloads import registry as vocabulary

log = logging.getLogger("kfgen.controller")
SELECTOR = "=".join(MANAGED_BY)
NAMESPACE = "Namespace"  # watched for its Environment label and the shard's selector


class Watches:
    """What each watch event means; every handler first checks the scope."""

    def __init__(
        self, runner: Runner, kube: Kube, scope: settings.Scope, config: settings.Settings, cache: Cache
    ) -> None:
        self.runner, self.kube, self.scope, self.config, self.cache = runner, kube, scope, config, cache
        self.environments: dict[str, dict[str, Any] | None] = {}
        self.generations: dict[tuple[str, str], int] = {}
        self.lock = threading.Lock()
        self.owner = EnvironmentOwner(kube, scope.covers)
        self.served: dict[str, tuple[str, ...]] = {}  # Environment: the namespaces it was last applied for

    def environment(self, name: str) -> dict[str, Any] | None:
        with self.lock:
            if name in self.environments:
                return self.environments[name]
        return self.kube.get(api.ENVIRONMENT, None, name)

    def spec(self, event: Any, namespace: str, name: str, body: Any) -> None:
        key = (namespace, name)
        if event.get("type") == "DELETED":
            self.runner.seen(key, False)
            self.runner.phases.set(key, None)
            return
        self.runner.seen(key, True)  # also outside the scope: a namespace can enter it later
        if not self.scope.covers(namespace):
            return
        self._serve(namespace)
        generation = int(body.get("metadata", {}).get("generation") or 0)
        with self.lock:
            before = self.generations.get(key)
            self.generations[key] = generation
        if event.get("type") == "MODIFIED" and before == generation:
            return  # a status write (ours) or metadata only: nothing new to render
        self.runner.later(key, 0)

    def cached(self, kind: str, event: Any) -> None:
        """Keep what the (label-selected) watch shows; a DELETED event is also an object losing the label."""
        obj = event.get("object") or {}
        if event.get("type") == "DELETED":
            self.cache.forget(kind, obj)
        else:
            self.cache.put(kind, obj)

    def watched(self, kind: str, event: Any) -> None:
        """An event of the cache's own watchers."""
        obj = event.get("object") or {}
        meta = obj.get("metadata") or {}
        labels, namespace = meta.get("labels") or {}, meta.get("namespace") or ""
        if KINDS[kind].job:
            self.job(kind, event, obj, labels, namespace)
        else:
            self.owned(kind, event, labels, namespace)

    def job(self, kind: str, event: Any, body: Any, labels: Any, namespace: str) -> None:
        self.cached(kind, event)
        spec = labels.get(api.SPEC_LABEL)
        if event.get("type") not in ("MODIFIED", "DELETED") or not spec or not self.scope.covers(namespace):
            return  # created jobs are ours; what matters is a job changing or going away
        if body["metadata"].get("deletionTimestamp") and event.get("type") == "MODIFIED":
            self.runner.pool.submit(self._deleting, dict(event.get("object") or {}), namespace, spec)
            return
        self.runner.later((namespace, spec), 0)

    def _deleting(self, job: dict[str, Any], namespace: str, spec: str) -> None:
        """A job being deleted: its spec records the final phase, or, with the spec gone, it is let go."""
        if self._owner_alive(job, namespace, spec):
            self.runner.later((namespace, spec), 0)
        else:
            executor.release_orphan(self.kube, job)

    def _owner_alive(self, body: Any, namespace: str, spec: str) -> bool:
        live = self.kube.get(api.TRAINING_SPEC, namespace, spec)
        uids = {r.get("uid") for r in body["metadata"].get("ownerReferences") or []}
        return live is not None and not live["metadata"].get("deletionTimestamp") and live["metadata"]["uid"] in uids

    def owned(self, kind: str, event: Any, labels: Any, namespace: str) -> None:
        self.cached(kind, event)
        spec = labels.get(api.SPEC_LABEL)
        if event.get("type") in ("MODIFIED", "DELETED") and spec and self.scope.covers(namespace):
            self.runner.later((namespace, spec), 0)  # restore what was changed or deleted by hand

    def environment_event(self, event: Any, name: str, body: Any) -> None:
        with self.lock:
            self.environments[name] = None if event.get("type") == "DELETED" else dict(body)
        if event.get("type") != "DELETED":  # what it owns goes with it (ownerReferences: the garbage collector)
            self._own(dict(body))
        if event.get("type") is None:
            return  # the initial listing: the specs' own listing reconciles each of them once
        for key in self.runner.known():
            if self.scope.covers(key[0]) and self._uses(key[0], name):
                self.runner.later(key, 0)

    def resync_environments(self, stop: threading.Event, period: float) -> None:
        """What each Environment owns, applied again every period: an object deleted or changed by hand returns."""
        while not stop.wait(period):
            with self.lock:
                known = [dict(body) for body in self.environments.values() if body]
            for body in known:
                self._own(body)

    def _own(self, environment: dict[str, Any]) -> None:
        name = environment["metadata"]["name"]
        served = self.namespaces_of(name)
        with self.lock:
            self.served[name] = served
        self.runner.pool.submit(self.owner.reconcile, environment, served)

    def namespaces_of(self, environment: str) -> tuple[str, ...]:
        """The namespaces in scope whose TrainingSpecs this controller renders with `environment`."""
        namespaces = {ns for ns, _ in self.runner.known()}
        return tuple(sorted(ns for ns in namespaces if self.scope.covers(ns) and self._uses(ns, environment)))

    def _serve(self, namespace: str) -> None:
        """A spec in a namespace its Environment does not serve yet: the Environment's queues go there first."""
        name = plan.environment_name(
            self.scope.namespace(namespace), self.config.environment, self.config.default_environment
        )
        with self.lock:
            known = self.served.get(name) if name else None
            body = self.environments.get(name) if name else None
        if name and body and known is not None and namespace not in known:
            self._own(dict(body))

    def _uses(self, namespace: str, environment: str) -> bool:
        config = self.config
        return plan.environment_name(
            self.scope.namespace(namespace), config.environment, config.default_environment
        ) == (environment)

    def namespace_event(self, event: Any, name: str, body: Any) -> None:
        gone = event.get("type") == "DELETED"
        changed = self.scope.update(name, None if gone else dict(body))
        if event.get("type") != "MODIFIED" or not changed:
            return
        for key in self.runner.in_namespace(name):  # the Environment label or the shard may have changed
            if self.scope.covers(name):
                self.runner.later(key, 0)


def watched(info: api.KindInfo) -> bool:
    """Whether the controller watches this kind (kopf also watches CRDs, for itself)."""
    return info.role == "own-api" or info.kind == NAMESPACE or info.watched


def by_kopf(info: api.KindInfo) -> bool:
    """Whether kopf watches this kind: kfgen's own and namespaces; the cached kinds have their own watchers."""
    return watched(info) and info.kind not in WATCHED


def required(kinds: tuple[api.KindInfo, ...] = vocabulary.KINDS) -> set[readiness.Resource]:
    """The watches readiness waits for: of kinds always served (kfgen's own and the core API); a job kind's
    watch counts once its watcher opens it (its CRD may not be installed)."""
    return {(k.group, k.plural) for k in kinds if watched(k) and k.group in ("", api.GROUP)}


def registry(watches: Watches, config: settings.Settings) -> kopf.OperatorRegistry:
    reg = kopf.OperatorRegistry()

    @kopf.on.login(registry=reg)
    def login(**kwargs: Any) -> Any:
        return kopf.login_via_client(**kwargs)

    @kopf.on.startup(registry=reg)
    def startup(settings: kopf.OperatorSettings, **_: Any) -> None:
        settings.posting.enabled = False  # the executor posts its own events
        settings.watching.server_timeout = 300
        settings.watching.client_timeout = 330
        settings.watching.chunk_size = 500  # initial listings in pages: memory bounded by a page, not a cluster
        # kopf's per-object worker keeps the last body until it idles out; the listing of 10,000 objects in a few
        # seconds would otherwise hold every body at once (the start-up's peak memory)
        settings.queueing.idle_timeout = 0.1
        settings.execution.max_workers = config.workers
        settings.networking.request_timeout = 60
        settings.process.ultimate_exiting_timeout = None  # main() exits on its own once the lease is released

    # The event handlers only touch memory (caches, timers; the rare API call goes to the runner's pool), so they
    # are coroutines: kopf runs them on its loop at once instead of queueing every listed body for a thread.
    async def spec_event(event: Any, namespace: Any, name: str, body: Any, **_: Any) -> None:
        watches.spec(event, namespace, name, body)

    async def environment_event(event: Any, name: str, body: Any, **_: Any) -> None:
        watches.environment_event(event, name, body)

    async def namespace_event(event: Any, name: str, body: Any, **_: Any) -> None:
        watches.namespace_event(event, name, body)

    handlers: dict[str, Callable[..., Awaitable[None]]] = {
        api.TRAINING_SPEC: spec_event,
        api.ENVIRONMENT: environment_event,
        NAMESPACE: namespace_event,
    }
    for info in vocabulary.KINDS:
        if by_kopf(info):
            kopf.on.event(info.group, info.version, info.plural, registry=reg, id=info.kind)(handlers[info.kind])

    return reg


def start_watchers(
    cache: Cache, watches: Watches, config: settings.Settings, health: readiness.WatchHealth, stop: threading.Event
) -> list[Watcher]:
    """One watcher thread per cached kind (per namespace with --namespace), on its own connections."""
    places: list[str | None] = list(config.namespaces) or [None]
    kinds = sorted(WATCHED)
    kube = Kube(connections=len(kinds) * len(places) + 2)
    watchers = [
        Watcher(kube, cache, kind, watches.watched, namespace, SELECTOR, health)
        for kind in kinds
        for namespace in places
    ]
    for watcher in watchers:
        name = f"watch-{watcher.kind}-{watcher.namespace or 'all'}"
        threading.Thread(target=watcher.run, args=(stop,), name=name, daemon=True).start()
    return watchers


def wait_listed(watchers: list[Watcher], stop: threading.Event, timeout: float = 60) -> None:
    """Until every watcher has listed once (a listing refused for long does not hold the specs up for ever)."""
    deadline = time.monotonic() + timeout
    for watcher in watchers:
        while not watcher.listed.wait(0.5) and not stop.is_set() and time.monotonic() < deadline:
            pass


def main(argv: list[str] | None = None) -> int:
    config = settings.parse(argv)
    connected, problems = connect.connect(
        None, None, command="kfgen controller", unreachable="no cluster to run in", connections=config.workers + 8
    )
    if connected is None:  # a kubeconfig that is none, or none at all outside a cluster: one line, not a traceback
        for problem in problems:
            print(problem, file=sys.stderr)
        return 2
    kube = connected
    observe.configure_logging(config.log_level)
    health = observe.Health()
    server = observe.serve(config.port, health)
    stop = threading.Event()
    lost = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: stop.set())  # while waiting for the lease; kopf takes over later
    elector = LeaderElector(
        kube,
        config.lease_namespace,
        config.lease_name,
        config.identity,
        lease_seconds=config.lease_seconds,
        renew_seconds=max(1.0, config.lease_seconds / 3),
    )
    try:
        if config.leader_elect:
            health.ready.set()  # a standby replica is healthy and ready; it just does not act (and has no watches)
            if not elector.acquire(stop):
                return 0

            def on_lost() -> None:
                lost.set()
                stop.set()

            elector.keep(stop, on_lost=on_lost)
        run(kube, config, stop, health)
    finally:
        stop.set()
        observe.LEADER.set(0)
        elector.release()
        server.shutdown()
        log.info("stopped", extra={"identity": config.identity, "lost": lost.is_set()})
        logging.shutdown()
    # Threads blocked in API calls must not hold the exit up: the lease is released, nothing is pending.
    sys.stdout.flush()
    sys.stderr.flush()
    os._exit(1 if lost.is_set() else 0)  # a replica that lost the lease exits so that it restarts clean


def run(kube: Kube, config: settings.Settings, stop: threading.Event, health: observe.Health) -> None:
    scope = settings.Scope(config, lambda name: kube.get(NAMESPACE, None, name))
    watches_holder: list[Watches] = []
    cache = Cache()
    reconciler = executor.Reconciler(
        kube,
        config.environment,
        namespaces=scope.namespace,
        environments=lambda name: watches_holder[0].environment(name),
        cache=cache,
        default_environment=config.default_environment,
    )
    runner = Runner(reconciler, observe.Phases(), config.workers, covers=scope.covers)
    watches = Watches(runner, kube, scope, config, cache)
    watches_holder.append(watches)
    health.watches = readiness.WatchHealth(required(), config.watch_grace)
    readiness.install(health.watches)
    observe.LEADER.set(1)
    log.info("served versions", extra={"versions": rest.serve(kube)})
    watchers = start_watchers(cache, watches, config, health.watches, stop)
    wait_listed(watchers, stop)
    if stop.is_set():
        return

    def relist() -> None:
        for watcher in watchers:
            watcher.request_relist()

    threading.Thread(target=runner.scheduler, args=(stop,), name="scheduler", daemon=True).start()
    threading.Thread(
        target=runner.resync, args=(stop, config.resync_seconds, config.resync_rate, relist), name="resync", daemon=True
    ).start()
    resync_environments = threading.Thread(
        target=watches.resync_environments, args=(stop, config.resync_seconds), name="resync-env", daemon=True
    )
    resync_environments.start()
    health.ready.set()
    loop = asyncio.new_event_loop()
    flag = asyncio.Event()
    stop_watch = threading.Thread(target=lambda: (stop.wait(), loop.call_soon_threadsafe(flag.set)), daemon=True)
    stop_watch.start()
    # kopf's own SIGTERM handler stops it; an asyncio flag (not a threading.Event, which kopf would wait on in
    # an executor thread that never ends) stops it when the lease is lost
    asyncio.set_event_loop(loop)
    kopf.run(
        loop=loop,
        registry=registry(watches, config),
        standalone=True,
        clusterwide=not config.namespaces,
        namespaces=list(config.namespaces),
        stop_flag=flag,
    )
