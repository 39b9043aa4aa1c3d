"""A real Kubernetes control plane on loopback for the tests: etcd, kube-apiserver (RBAC, PodSecurity
admission), kube-controller-manager (garbage collection of owned objects) and, on request, kube-scheduler
with the controllers that workloads need (Jobs, node lifecycle). No Docker needed.

The binaries come from scripts/install-tools.sh (kube-apiserver, kube-controller-manager and
kube-scheduler built from the Kubernetes Go modules, etcd from Debian). The admin authenticates with a
static token; other identities (the controller's ServiceAccount) get tokens from the TokenRequest API.
"""

from __future__ import annotations

import json
import os
import shutil
import signal
import socket
import ssl
import subprocess
import tempfile
import time
import urllib.error
import urllib.request
from pathlib import Path
from typing import Any

from conftest import tool

ADMIN_TOKEN = "kfgen-test-admin-token"
CONTROLLERS = ("garbagecollector", "namespace", "serviceaccount")
# JobSet creates batch Jobs; nodelifecycle lifts the not-ready taint that admission puts on every new Node
WORKLOAD_CONTROLLERS = (*CONTROLLERS, "job", "nodelifecycle")


def _ephemeral_range() -> tuple[int, int]:
    try:
        low, high = Path("/proc/sys/net/ipv4/ip_local_port_range").read_text().split()
        return int(low), int(high)
    except (OSError, ValueError):
        return 32768, 60999


_handed_out: set[int] = set()
_next_port = [10000 + os.getpid() % 4000 * 4]
# One lock file per port handed out, held (flock) while this process lives: the folders' pytest runs start side by
# side, and a port one of them handed out but has not bound yet (Katib's webhook, bound tens of seconds later) looked
# free to another ("Address already in use", tests/katib beside tests/kueue in CI). The kernel drops a dead
# process's locks, so nothing goes stale.
_PORT_LOCKS = Path(tempfile.gettempdir()) / "kfgen-test-ports"
_held: list[int] = []


def _claimed(port: int) -> bool:
    """Whether this process now holds `port` against every other test process (False: another one does)."""
    import fcntl

    _PORT_LOCKS.mkdir(exist_ok=True)
    fd = os.open(_PORT_LOCKS / str(port), os.O_CREAT | os.O_RDWR, 0o600)
    try:
        fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
    except OSError:
        os.close(fd)
        return False
    _held.append(fd)
    return True


def free_port() -> int:
    """A port nothing listens on, outside the kernel's ephemeral range, never handed out before by this process
    and held against the other test processes (_claimed).

    A port the kernel picks (bind to 0) comes from the ephemeral range, which every outgoing connection
    also draws from: between this call and the server's bind, a client socket of another process could take
    it ("bind: address already in use", seen in CI). Ports below that range are only ever taken by a bind.
    """
    low, high = _ephemeral_range()
    ceiling = low if low > 2048 else 65535
    floor = 10000 if low > 12000 else max(high + 1, 1024)
    while True:
        port = _next_port[0]
        _next_port[0] = port + 1 if port + 1 < ceiling else floor
        if port in _handed_out or not floor <= port < ceiling:
            continue
        _handed_out.add(port)
        if not _claimed(port):
            continue
        try:
            with socket.socket() as s:
                s.bind(("127.0.0.1", port))
        except OSError:
            continue
        return port


class Cluster:
    def __init__(
        self,
        bin_dir: Path,
        workdir: Path | None = None,
        controllers: tuple[str, ...] = CONTROLLERS,
        scheduler: bool = False,
        admission_plugins: tuple[str, ...] = (),
        audit: bool = False,
        apiserver_args: tuple[str, ...] = (),
    ) -> None:
        self.bin = bin_dir
        self.admission_plugins = admission_plugins  # enabled on top of the defaults
        self.audit = audit  # log every request of a ServiceAccount to <dir>/audit.log
        self.apiserver_args = apiserver_args
        self.controllers = controllers
        self.scheduler = scheduler
        self.dir = workdir or Path(tempfile.mkdtemp(prefix="kfgen-cluster-"))
        self.procs: dict[str, subprocess.Popen[bytes]] = {}
        self.etcd_port = free_port()
        self.etcd_peer_port = free_port()
        self.port = free_port()
        self.url = f"https://127.0.0.1:{self.port}"

    # lifecycle --------------------------------------------------------------------------------------

    def start(self) -> Cluster:
        self._keys()
        self.start_etcd()
        self.start_apiserver()
        self.write_kubeconfig(self.dir / "admin.kubeconfig", ADMIN_TOKEN)
        self.start_controller_manager()
        if self.scheduler:
            self.start_scheduler()
        return self

    def stop(self) -> None:
        last = ("kube-apiserver", "etcd")
        for name in [*(n for n in reversed(list(self.procs)) if n not in last), *last]:
            self.kill(name)
        shutil.rmtree(self.dir, ignore_errors=True)

    def kill(self, name: str) -> None:
        proc = self.procs.pop(name, None)
        if proc and proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
            try:
                proc.wait(10)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()

    def _keys(self) -> None:
        self.dir.mkdir(parents=True, exist_ok=True)
        key = self.dir / "sa.key"
        subprocess.run(["openssl", "genrsa", "-out", str(key), "2048"], check=True, capture_output=True)
        subprocess.run(
            ["openssl", "rsa", "-in", str(key), "-pubout", "-out", str(self.dir / "sa.pub")],
            check=True,
            capture_output=True,
        )
        (self.dir / "tokens.csv").write_text(f'{ADMIN_TOKEN},admin,admin-uid,"system:masters"\n')

    def spawn(self, name: str, args: list[str], env: dict[str, str] | None = None) -> subprocess.Popen[bytes]:
        """Start a process that logs to <dir>/<name>.log and is stopped with the cluster."""
        with open(self.dir / f"{name}.log", "ab") as log:
            proc = subprocess.Popen(
                args, stdout=log, stderr=subprocess.STDOUT, start_new_session=True, env={**os.environ, **(env or {})}
            )
        self.procs[name] = proc
        return proc

    def start_etcd(self) -> None:
        self.spawn(
            "etcd",
            [
                self.program("etcd"),
                "--data-dir",
                str(self.dir / "etcd"),
                "--listen-client-urls",
                f"http://127.0.0.1:{self.etcd_port}",
                "--advertise-client-urls",
                f"http://127.0.0.1:{self.etcd_port}",
                "--listen-peer-urls",
                f"http://127.0.0.1:{self.etcd_peer_port}",
                "--initial-advertise-peer-urls",
                f"http://127.0.0.1:{self.etcd_peer_port}",
                "--initial-cluster",
                f"default=http://127.0.0.1:{self.etcd_peer_port}",
                "--quota-backend-bytes",
                str(2 * 1024**3),
                "--log-level",
                "warn",
            ],
        )

    def program(self, name: str) -> str:
        """NAME in bin_dir; conftest.tool fails a test whose folder does not need NAME (tests/needs.toml)."""
        tool(name)
        return str(self.bin / name)

    def start_apiserver(self, timeout: float = 90) -> None:
        self.spawn(
            "kube-apiserver",
            [
                self.program("kube-apiserver"),
                *self._optional_apiserver_flags(),
                f"--etcd-servers=http://127.0.0.1:{self.etcd_port}",
                "--bind-address=127.0.0.1",
                "--advertise-address=127.0.0.1",
                f"--secure-port={self.port}",
                f"--cert-dir={self.dir / 'certs'}",
                f"--token-auth-file={self.dir / 'tokens.csv'}",
                "--authorization-mode=RBAC",
                "--service-account-issuer=https://kubernetes.default.svc",
                f"--service-account-key-file={self.dir / 'sa.pub'}",
                f"--service-account-signing-key-file={self.dir / 'sa.key'}",
                "--service-cluster-ip-range=10.0.0.0/24",
                "--enable-priority-and-fairness=false",
                "--max-requests-inflight=2000",
                "--max-mutating-requests-inflight=1000",
                "--disable-admission-plugins=ServiceAccount",
                # Debian's etcd 3.4 lacks RequestWatchProgress: with WatchList on, the server turns every watch from
                # resourceVersion 0 (kwok's) into a watch-list stream that it then refuses
                "--feature-gates=WatchList=false",
                "--v=0",
                *self.apiserver_args,
            ],
        )
        self.wait_ready(timeout)

    def _optional_apiserver_flags(self) -> list[str]:
        flags = [f"--enable-admission-plugins={','.join(self.admission_plugins)}"] if self.admission_plugins else []
        if self.audit:
            policy = self.dir / "audit-policy.json"
            policy.write_text(
                json.dumps(
                    {
                        "apiVersion": "audit.k8s.io/v1",
                        "kind": "Policy",
                        "omitStages": ["RequestReceived"],
                        "rules": [{"level": "Metadata", "userGroups": ["system:serviceaccounts"]}, {"level": "None"}],
                    }
                )
            )
            flags += [
                f"--audit-policy-file={policy}",
                f"--audit-log-path={self.audit_log}",
                "--audit-log-format=json",
                "--audit-log-mode=batch",
            ]
        return flags

    @property
    def audit_log(self) -> Path:
        return self.dir / "audit.log"

    def start_controller_manager(self) -> None:
        self.spawn(
            "kube-controller-manager",
            [
                self.program("kube-controller-manager"),
                f"--kubeconfig={self.dir / 'admin.kubeconfig'}",
                f"--controllers={','.join(self.controllers)}",
                f"--service-account-private-key-file={self.dir / 'sa.key'}",
                "--leader-elect=false",
                "--bind-address=127.0.0.1",
                f"--secure-port={free_port()}",
                "--concurrent-gc-syncs=10",
                "--v=0",
            ],
        )

    def start_scheduler(self) -> None:
        kubeconfig = str(self.kubeconfig)
        self.spawn(
            "kube-scheduler",
            [
                self.program("kube-scheduler"),
                f"--kubeconfig={kubeconfig}",
                f"--authentication-kubeconfig={kubeconfig}",
                f"--authorization-kubeconfig={kubeconfig}",
                "--leader-elect=false",
                "--bind-address=127.0.0.1",
                f"--secure-port={free_port()}",
                "--v=0",
            ],
        )

    def restart_apiserver(self) -> None:
        self.kill("kube-apiserver")
        self.start_apiserver()

    def wait_ready(self, timeout: float) -> None:
        deadline = time.monotonic() + timeout
        last = ""
        while time.monotonic() < deadline:
            proc = self.procs.get("kube-apiserver")
            if proc and proc.poll() is not None:
                raise RuntimeError(f"kube-apiserver exited: {self.log('kube-apiserver')[-3000:]}")
            try:
                if self.request("GET", "/readyz")[0] == 200:
                    return
            except (OSError, urllib.error.URLError) as exc:
                last = str(exc)
            time.sleep(0.3)
        raise RuntimeError(f"kube-apiserver not ready after {timeout}s: {last}\n{self.log('kube-apiserver')[-3000:]}")

    def log(self, name: str) -> str:
        path = self.dir / f"{name}.log"
        return path.read_text(errors="replace") if path.exists() else ""

    # access -----------------------------------------------------------------------------------------

    def request(
        self, method: str, path: str, body: Any = None, token: str = ADMIN_TOKEN, content_type: str = "application/json"
    ) -> tuple[int, Any]:
        context = ssl.create_default_context()
        context.check_hostname = False
        context.verify_mode = ssl.CERT_NONE
        data = json.dumps(body).encode() if body is not None else None
        req = urllib.request.Request(
            self.url + path,
            data=data,
            method=method,
            headers={"Authorization": f"Bearer {token}", "Content-Type": content_type},
        )
        try:
            with urllib.request.urlopen(req, context=context, timeout=30) as resp:
                raw = resp.read()
                return resp.status, (json.loads(raw) if raw[:1] in (b"{", b"[") else raw.decode())
        except urllib.error.HTTPError as exc:
            raw = exc.read()
            return exc.code, (json.loads(raw) if raw[:1] == b"{" else raw.decode())

    def write_kubeconfig(self, path: Path, token: str, namespace: str = "default") -> Path:
        config = {
            "apiVersion": "v1",
            "kind": "Config",
            "current-context": "test",
            "clusters": [{"name": "test", "cluster": {"server": self.url, "certificate-authority": str(self.ca)}}],
            "users": [{"name": "user", "user": {"token": token}}],
            "contexts": [{"name": "test", "context": {"cluster": "test", "user": "user", "namespace": namespace}}],
        }
        path.write_text(json.dumps(config))
        return path

    @property
    def ca(self) -> Path:
        """kube-apiserver's self-signed serving certificate (for localhost and 127.0.0.1)."""
        return self.dir / "certs" / "apiserver.crt"

    @property
    def kubeconfig(self) -> Path:
        return self.dir / "admin.kubeconfig"

    def kubectl(
        self, *args: str, stdin: str | None = None, kubeconfig: Path | None = None, check: bool = True
    ) -> subprocess.CompletedProcess[str]:
        env = {**os.environ, "KUBECONFIG": str(kubeconfig or self.kubeconfig)}
        result = subprocess.run(["kubectl", *args], input=stdin, capture_output=True, text=True, env=env, timeout=300)
        if check and result.returncode != 0:
            raise AssertionError(f"kubectl {' '.join(args)}: {result.stderr}")
        return result

    def wait_established(self, *crds: str, timeout: float = 60) -> None:
        """`kubectl wait` for CRDs, which fails at once while a new CRD has no status conditions yet."""
        deadline = time.monotonic() + timeout
        while True:
            result = self.kubectl("wait", "--for=condition=Established", "--timeout=30s", *crds, check=False)
            if result.returncode == 0:
                return
            if time.monotonic() > deadline:
                raise AssertionError(f"CRDs not established: {result.stderr}")
            time.sleep(0.5)

    def token_for(self, namespace: str, service_account: str, seconds: int = 7200) -> str:
        status, body = self.request(
            "POST",
            f"/api/v1/namespaces/{namespace}/serviceaccounts/{service_account}/token",
            {"apiVersion": "authentication.k8s.io/v1", "kind": "TokenRequest", "spec": {"expirationSeconds": seconds}},
        )
        if status != 201:
            raise RuntimeError(f"TokenRequest failed: {status} {body}")
        return str(body["status"]["token"])
