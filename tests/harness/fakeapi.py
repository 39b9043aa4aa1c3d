"""A local HTTP server that answers as an API server could, hostile or broken (tests/unit/test_discover_answers.py,
tests/unit/test_diff.py), and a kubeconfig that points at it: for what a real API server never answers."""

from __future__ import annotations

import contextlib
import http.server
import json
import threading
from collections.abc import Iterator, Mapping
from pathlib import Path
from typing import Any


@contextlib.contextmanager
def api_server(answers: Mapping[str, bytes | tuple[int, bytes]], drip: bool = False) -> Iterator[str]:
    """An API server at the URL yielded: a request (GET, PATCH, POST) of a path in `answers`, or of any path when
    `answers` has "*", is answered its (status and) bytes, 200 when only bytes are given (with `drip`, one byte
    every 0.2 s, never ending); any other a 404 with no body."""
    stop = threading.Event()

    class Answer(http.server.BaseHTTPRequestHandler):
        def do_GET(self) -> None:
            self.rfile.read(int(self.headers.get("Content-Length") or 0))
            answer = answers.get(self.path.partition("?")[0], answers.get("*"))
            status, body = answer if isinstance(answer, tuple) else (404 if answer is None else 200, answer)
            self.send_response(status)
            self.send_header("Content-Type", "application/json")
            self.send_header("Content-Length", str(1 << 30 if drip else len(body or b"")))
            self.end_headers()
            with contextlib.suppress(OSError):
                while drip and body is not None and not stop.wait(0.2):
                    self.wfile.write(b" ")
                    self.wfile.flush()
                self.wfile.write(body or b"")

        do_PATCH = do_POST = do_GET

        def log_message(self, *args: Any) -> None:
            pass

    server = http.server.ThreadingHTTPServer(("127.0.0.1", 0), Answer)
    server.daemon_threads = True
    threading.Thread(target=server.serve_forever, daemon=True).start()
    try:
        yield f"http://127.0.0.1:{server.server_address[1]}"
    finally:
        stop.set()
        server.shutdown()


def kubeconfig(path: Path, server: str) -> Path:
    config = {
        "apiVersion": "v1",
        "kind": "Config",
        "current-context": "test",
        "clusters": [{"name": "test", "cluster": {"server": server}}],
        "users": [{"name": "u", "user": {"token": "t"}}],
        "contexts": [{"name": "test", "context": {"cluster": "test", "user": "u"}}],
    }
    path.write_text(json.dumps(config))
    return path
