"""A Git remote for the GitOps tests: `git http-backend` (Git's own smart-HTTP server, a CGI program) behind a
small threaded HTTP server on 127.0.0.1. Flux's source-controller and Argo CD's repo-server clone and fetch
from it as from any Git host; the tests push to it with the git command line.

    server = GitServer(tmp_path / "git").start()
    repo = server.repository("team")
    repo.write("overlays/prod/kustomization.yaml", text)
    sha = repo.push("first")          # commit everything in the work tree, push to main
"""

from __future__ import annotations

import os
import shutil
import subprocess
import threading
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from urllib.parse import urlsplit

from cluster import free_port

BRANCH = "main"
AUTHOR = {
    "GIT_AUTHOR_NAME": "kfgen tests",
    "GIT_AUTHOR_EMAIL": "tests@kfgen.dev",
    "GIT_COMMITTER_NAME": "kfgen tests",
    "GIT_COMMITTER_EMAIL": "tests@kfgen.dev",
}


def git(*args: str, cwd: Path) -> str:
    env = {**os.environ, **AUTHOR, "GIT_TERMINAL_PROMPT": "0"}
    done = subprocess.run(["git", *args], cwd=cwd, env=env, capture_output=True, text=True, timeout=60)
    if done.returncode != 0:
        raise RuntimeError(f"git {' '.join(args)} in {cwd}: {done.stderr.strip()}")
    return done.stdout.strip()


class Repo:
    """A bare repository on the server and a work tree that pushes to it."""

    def __init__(self, url: str, path: Path) -> None:
        self.url = url
        self.path = path

    def write(self, rel: str, text: str) -> Path:
        target = self.path / rel
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(text)
        return target

    def copy_tree(self, source: Path, rel: str = ".") -> None:
        shutil.copytree(source, self.path / rel, dirs_exist_ok=True)

    def remove(self, rel: str) -> None:
        git("rm", "-r", "-q", "--", rel, cwd=self.path)

    def push(self, message: str) -> str:
        git("add", "-A", cwd=self.path)
        git("commit", "-q", "--allow-empty", "-m", message, cwd=self.path)
        git("push", "-q", "origin", f"HEAD:{BRANCH}", cwd=self.path)
        return self.head()

    def head(self) -> str:
        return git("rev-parse", "HEAD", cwd=self.path)


class GitServer:
    def __init__(self, root: Path) -> None:
        self.root = root
        self.port = free_port()
        self._server: ThreadingHTTPServer | None = None

    @property
    def base(self) -> str:
        return f"http://127.0.0.1:{self.port}"

    def start(self) -> GitServer:
        (self.root / "remote").mkdir(parents=True, exist_ok=True)
        handler = type("Handler", (_Backend,), {"project_root": str(self.root / "remote")})
        self._server = ThreadingHTTPServer(("127.0.0.1", self.port), handler)
        self._server.daemon_threads = True
        threading.Thread(target=self._server.serve_forever, daemon=True).start()
        return self

    def stop(self) -> None:
        if self._server:
            self._server.shutdown()
            self._server.server_close()

    def repository(self, name: str) -> Repo:
        bare = self.root / "remote" / f"{name}.git"
        bare.mkdir(parents=True)
        git("init", "-q", "--bare", f"--initial-branch={BRANCH}", cwd=bare)
        git("config", "http.receivepack", "true", cwd=bare)
        work = self.root / "work" / name
        work.mkdir(parents=True)
        git("init", "-q", f"--initial-branch={BRANCH}", cwd=work)
        url = f"{self.base}/{name}.git"
        git("remote", "add", "origin", url, cwd=work)
        return Repo(url, work)


class _Backend(BaseHTTPRequestHandler):
    """Runs `git http-backend` per request with the CGI variables it reads (RFC 3875)."""

    project_root = ""
    protocol_version = "HTTP/1.1"

    def do_GET(self) -> None:
        self._cgi(b"")

    def do_POST(self) -> None:
        self._cgi(self._body())

    def _body(self) -> bytes:
        if self.headers.get("Transfer-Encoding", "").lower() == "chunked":
            chunks = []
            while size := int(self.rfile.readline().split(b";")[0].strip(), 16):
                chunks.append(self.rfile.read(size))
                self.rfile.readline()
            self.rfile.readline()
            return b"".join(chunks)
        return self.rfile.read(int(self.headers.get("Content-Length", 0)))

    def _cgi(self, body: bytes) -> None:
        url = urlsplit(self.path)
        env = {
            "PATH": os.environ.get("PATH", "/usr/bin:/bin"),
            "GIT_PROJECT_ROOT": self.project_root,
            "GIT_HTTP_EXPORT_ALL": "1",
            "REQUEST_METHOD": self.command,
            "PATH_INFO": url.path,
            "QUERY_STRING": url.query,
            "CONTENT_TYPE": self.headers.get("Content-Type", ""),
            "CONTENT_LENGTH": str(len(body)),
            "REMOTE_ADDR": self.client_address[0],
        }
        for name in ("Git-Protocol", "Content-Encoding"):
            if value := self.headers.get(name):
                env["HTTP_" + name.upper().replace("-", "_")] = value
        done = subprocess.run(["git", "http-backend"], input=body, env=env, capture_output=True, timeout=120)
        head, _, payload = done.stdout.partition(b"\r\n\r\n")
        status, headers = 200, []
        for line in head.decode("latin-1").split("\r\n"):
            name, _, value = line.partition(":")
            if name.lower() == "status":
                status = int(value.split()[0])
            elif name:
                headers.append((name, value.strip()))
        self.send_response(status)
        for name, value in headers:
            self.send_header(name, value)
        self.send_header("Content-Length", str(len(payload)))
        self.end_headers()
        self.wfile.write(payload)

    def log_message(self, format: str, *args: object) -> None:
        pass
