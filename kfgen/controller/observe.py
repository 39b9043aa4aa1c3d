"""Metrics (prometheus-client), health endpoints and JSON logs of the controller."""

from __future__ import annotations

import json
import logging
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from typing import Any

from prometheus_client import CONTENT_TYPE_LATEST, CollectorRegistry, Counter, Gauge, Histogram, generate_latest

from kfgen.controller.readiness import WatchHealth

REGISTRY = CollectorRegistry()
RECONCILES = Counter("kfgen_reconciles_total", "Reconciles of TrainingSpecs.", ["result"], registry=REGISTRY)
ERRORS = Counter("kfgen_reconcile_errors_total", "Reconciles that failed with an error.", registry=REGISTRY)
DURATION = Histogram(
    "kfgen_reconcile_duration_seconds",
    "Time to reconcile one TrainingSpec.",
    registry=REGISTRY,
    buckets=(0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10),
)
JOBS = Gauge("kfgen_jobs", "TrainingSpecs by the phase of their job.", ["phase"], registry=REGISTRY)
API_REQUESTS = Counter("kfgen_api_requests_total", "Requests to the API server.", ["verb"], registry=REGISTRY)
WATCH_REQUESTS = Counter(
    "kfgen_watch_requests_total",
    "Listing pages and watch requests of the cache's watches.",
    ["verb"],
    registry=REGISTRY,
)
RESYNCS = Counter("kfgen_resyncs_total", "Periodic resyncs completed.", registry=REGISTRY)
RESYNC = Gauge(
    "kfgen_resync_last",
    "The last periodic resync: seconds (wall), cpu_seconds (the process's), requests (to the API server; and "
    "requests_<verb>), specs.",
    ["measure"],
    registry=REGISTRY,
)
LEADER = Gauge("kfgen_leader", "1 while this replica holds the lease.", registry=REGISTRY)


def requests() -> dict[str, float]:
    """Requests made to the API server so far, by verb."""
    return {s.labels["verb"]: s.value for m in API_REQUESTS.collect() for s in m.samples if s.name.endswith("_total")}


class Phases:
    """The phase of every TrainingSpec's job, exported as a gauge by phase."""

    def __init__(self) -> None:
        self.lock = threading.Lock()
        self.by_spec: dict[tuple[str, str], str] = {}

    def set(self, key: tuple[str, str], phase: str | None) -> None:
        with self.lock:
            before = self.by_spec.pop(key, None)
            if phase is not None:
                self.by_spec[key] = phase
            if before == phase:
                return
            if before is not None:
                JOBS.labels(phase=before).dec()
            if phase is not None:
                JOBS.labels(phase=phase).inc()


class Health:
    """/readyz: 200 once `ready` is set (a standby replica, or a leader that started its watches) and, on the
    leader, while every watch is open (kfgen.controller.readiness); the reasons otherwise."""

    def __init__(self) -> None:
        self.ready = threading.Event()
        self.watches: WatchHealth | None = None  # the leader's watches; a standby has none

    def readiness(self) -> list[str]:
        if not self.ready.is_set():
            return ["starting"]
        watches = self.watches
        return watches.problems() if watches is not None else []


def serve(port: int, health: Health, host: str = "0.0.0.0") -> ThreadingHTTPServer:
    class Handler(BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            if self.path.startswith("/metrics"):
                self._send(200, generate_latest(REGISTRY), CONTENT_TYPE_LATEST)
            elif self.path.startswith("/healthz"):
                self._send(200, b"ok", "text/plain")
            elif self.path.startswith("/readyz"):
                problems = health.readiness()
                body = "ready" if not problems else "not ready\n" + "\n".join(problems)
                self._send(503 if problems else 200, body.encode(), "text/plain")
            else:
                self._send(404, b"not found", "text/plain")

        def _send(self, code: int, body: bytes, content_type: str) -> None:
            self.send_response(code)
            self.send_header("Content-Type", content_type)
            self.send_header("Content-Length", str(len(body)))
            self.end_headers()
            self.wfile.write(body)

        def log_message(self, format: str, *args: Any) -> None:
            return

    server = ThreadingHTTPServer((host, port), Handler)
    threading.Thread(target=server.serve_forever, name="http", daemon=True).start()
    return server


class JsonFormatter(logging.Formatter):
    """One JSON object a line: time, level, logger, message and any `extra` fields."""

    STANDARD = set(logging.LogRecord("", 0, "", 0, "", None, None).__dict__) | {"message", "asctime"}

    def format(self, record: logging.LogRecord) -> str:
        out = {
            "time": self.formatTime(record, "%Y-%m-%dT%H:%M:%S%z"),
            "level": record.levelname.lower(),
            "logger": record.name,
            "message": record.getMessage(),
        }
        out.update(
            {k: v for k, v in record.__dict__.items() if k not in self.STANDARD and not k.startswith("_") and _plain(v)}
        )
        if record.exc_info:
            out["exception"] = self.formatException(record.exc_info)
        return json.dumps(out, default=str)


def _plain(value: Any) -> bool:
    if isinstance(value, (str, int, float, bool)) or value is None:
        return True
    return isinstance(value, (list, tuple)) and all(isinstance(v, (str, int, float)) for v in value)


def configure_logging(level: str = "INFO") -> None:
    handler = logging.StreamHandler()
    handler.setFormatter(JsonFormatter())
    root = logging.getLogger()
    root.handlers[:] = [handler]
    root.setLevel(level)
    if logging.getLevelName(level) > logging.DEBUG:
        # kopf logs every handled watch event at INFO: a line per event is noise and, at 10,000 specs, CPU
        logging.getLogger("kopf.objects").setLevel(logging.WARNING)
