"""The real Argo CD (scripts/install-tools.sh: v3.2.11) on the test cluster, as local processes.

``ArgoCD(cluster, workdir).start()`` runs, every port on 127.0.0.1:

* redis (Debian's, the cache of the repo-server and the application-controller);
* argocd-repo-server (plaintext gRPC), with git and kustomize on PATH; it finds config management plugins by
  their sockets in ``ARGOCD_PLUGINSOCKFILEPATH`` (default /home/argocd/cmp-server/plugins);
* argocd-cmp-server with kfgen's ``argocd/cmp/plugin.yaml`` (``--config-dir-path``, default
  /home/argocd/cmp-server/config), its socket ``<name>-<version>.sock`` in the same directory, kfgen and
  kfgen-fn of this checkout and kustomize on PATH: the sidecar the kfgen image would be;
* argocd-application-controller with the admin kubeconfig. The in-cluster destination
  (https://kubernetes.default.svc) is ``rest.InClusterConfig()`` in a pod; outside one,
  ``ARGOCD_FAKE_IN_CLUSTER=true`` makes Argo CD build it from ``KUBECONFIG`` (pkg/apis/application/v1alpha1,
  ``Cluster.RawRestConfig``), so the controller applies to the API server it watches.

It installs the Application and AppProject CRDs (from the argo-cd module, copied by install-tools.sh into
$TOOLS_DIR/crds/argocd), the ``argocd`` namespace, argocd-cm with kfgen's health Lua
(argocd/argocd-cm-health.yaml), argocd-secret (``server.secretkey``; the settings manager refuses settings
without it) and the ``default`` AppProject (argocd-server would create it; the harness runs no API server).
ConfigMaps and Secrets need ``app.kubernetes.io/part-of: argocd``: the settings manager's informers select on it.

API::

    argo.application(name, repo_url, path, plugin=None, namespace=...) -> the Application (created)
    argo.app(name); argo.wait_app(name, sync=..., health=..., revision=..., timeout=...)
    argo.refresh(name, hard=False)    (annotation argocd.argoproj.io/refresh)
    argo.comparison_errors(app)       (the messages of its ComparisonError conditions)
"""

from __future__ import annotations

import json
import os
import secrets
import shutil
import subprocess
import time
from pathlib import Path
from typing import Any

import yaml
from cluster import Cluster, free_port
from conftest import ROOT, tool, tools_bin
from kfgen_controller import wait_for
from operators import ready

Obj = dict[str, Any]

NAMESPACE = "argocd"
IN_CLUSTER = "https://kubernetes.default.svc"
API = "/apis/argoproj.io/v1alpha1"
PART_OF = {"app.kubernetes.io/part-of": "argocd"}
PLUGIN = ROOT / "argocd" / "cmp" / "plugin.yaml"
HEALTH = ROOT / "argocd" / "argocd-cm-health.yaml"
RESYNC_SECONDS = 5  # --app-resync: how often every Application is compared again (default 120 s)
PODMAN_ENV = {**os.environ, "CONTAINERS_CONF": str(ROOT / "scripts" / "podman-ci.conf")}
ROLES = ("redis-server", "argocd-repo-server", "argocd-cmp-server", "argocd-application-controller")


def crd_files() -> list[Path]:
    directory = tools_bin().parent / "crds" / "argocd"
    files = sorted(directory.glob("*.yaml"))
    assert files, f"no Argo CD CRDs in {directory}: run scripts/install-tools.sh argocd"
    return files


class ArgoCD:
    def __init__(self, cluster: Cluster, plugin: Path = PLUGIN) -> None:
        self.cluster = cluster
        self.plugin = plugin
        self.dir = cluster.dir / "argocd"
        self.ports = {
            name: free_port()
            for name in ("redis", "repo", "repo-metrics", "controller-metrics", "cmp-metrics", "appset", "appset-probe")
        }
        self.sockets = self.dir / "plugins"
        self.shims = self.dir / "shims"  # kfgen and kfgen-fn first on the cmp-server's PATH
        self.containers: list[str] = []

    # lifecycle --------------------------------------------------------------------------------------

    def start(self) -> ArgoCD:
        for name in ROLES:
            tool(name)
        for sub in ("tmp", "home", "plugins", "cmp-config", "redis", "shims"):
            (self.dir / sub).mkdir(parents=True, exist_ok=True)
        self.write_shims()
        self.install()
        self.start_redis()
        self.start_cmp_server()
        self.start_repo_server()
        self.start_controller()
        return self

    def stop(self) -> None:
        for container in self.containers:
            subprocess.run(["podman", "rm", "-f", "-t", "0", container], env=PODMAN_ENV, capture_output=True)
        for name in ("argocd-applicationset-controller", *reversed(ROLES)):
            if name in self.cluster.procs:
                self.cluster.kill(name)

    def start_image_cmp_server(self, image: str, name: str = "kfgen-image") -> str:
        """kfgen's plugin served from the kfgen image as Argo CD's sidecar serves it: argocd-cmp-server (Argo CD's
        binary, which an init container copies to /var/run/argocd) run by podman in the image as UID 999 with a
        read-only root, no network, the plugin at /home/argocd/cmp-server/config/plugin.yaml and its socket in the
        repo-server's plugin directory. The plugin is renamed `name` beside the local one. Returns its full name."""
        config = self.dir / "image-cmp"
        config.mkdir(exist_ok=True)
        plugin = yaml.safe_load(self.plugin.read_text())
        plugin["metadata"]["name"] = name
        (config / "plugin.yaml").write_text(yaml.safe_dump(plugin))
        self.sockets.chmod(0o1777)  # the sidecar's user creates its socket there
        container = f"kfgen-cmp-{self.ports['repo']}"
        mounts = {
            str(Path(tool("argocd")).resolve()): "/var/run/argocd/argocd-cmp-server:ro",
            str(self.sockets): "/home/argocd/cmp-server/plugins",
            str(config / "plugin.yaml"): "/home/argocd/cmp-server/config/plugin.yaml:ro",
        }
        volumes = [arg for host, inside in mounts.items() for arg in ("-v", f"{host}:{inside}")]
        command = ["podman", "run", "-d", "--name", container, "--network", "none", "--read-only", "--user", "999"]
        command += ["--tmpfs", "/tmp", *volumes, "--entrypoint", "/var/run/argocd/argocd-cmp-server", image]
        done = subprocess.run(
            [*command, "--loglevel", "debug"], env=PODMAN_ENV, capture_output=True, text=True, timeout=120
        )
        assert done.returncode == 0, done.stderr
        self.containers.append(container)
        full = f"{name}-{plugin['spec']['version']}"

        def logs() -> str:
            return subprocess.run(["podman", "logs", container], env=PODMAN_ENV, capture_output=True, text=True).stderr

        wait_for(lambda: (self.sockets / f"{full}.sock").exists(), 60, f"the image's cmp-server serves {full}", logs)
        return full

    def start_applicationset_controller(self) -> None:
        """The ApplicationSet controller, for the tests that need it (the others do without its process)."""
        if "argocd-applicationset-controller" in self.cluster.procs:
            return
        self.cluster.spawn(
            "argocd-applicationset-controller",
            [
                tool("argocd-applicationset-controller"),
                f"--kubeconfig={self.cluster.kubeconfig}",
                f"--namespace={NAMESPACE}",
                f"--argocd-repo-server=127.0.0.1:{self.ports['repo']}",
                "--repo-server-plaintext",
                f"--metrics-addr=127.0.0.1:{self.ports['appset']}",
                f"--probe-addr=127.0.0.1:{self.ports['appset-probe']}",
                "--webhook-addr=127.0.0.1:0",
                "--enable-scm-providers=false",
                "--loglevel=debug",
            ],
            env=self.env(),
        )
        url = f"http://127.0.0.1:{self.ports['appset']}/metrics"  # it registers no health check
        self.wait_process("argocd-applicationset-controller", lambda: ready(url), "/metrics answers 200")

    def install(self) -> None:
        for path in crd_files():
            self.cluster.kubectl("apply", "--server-side", "-f", str(path))
        self.cluster.wait_established(
            *(f"crd/{yaml.safe_load(p.read_text())['metadata']['name']}" for p in crd_files())
        )
        health = yaml.safe_load(HEALTH.read_text())["data"]
        docs: list[Obj] = [
            {"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": NAMESPACE}},
            configmap("argocd-cm", health),
            configmap("argocd-cmd-params-cm", {}),
            {
                "apiVersion": "v1",
                "kind": "Secret",
                "metadata": {"name": "argocd-secret", "namespace": NAMESPACE, "labels": PART_OF},
                "stringData": {"server.secretkey": secrets.token_hex(16)},
            },
            {
                "apiVersion": "argoproj.io/v1alpha1",
                "kind": "AppProject",
                "metadata": {"name": "default", "namespace": NAMESPACE},
                "spec": {
                    "sourceRepos": ["*"],
                    "destinations": [{"server": "*", "namespace": "*"}],
                    "clusterResourceWhitelist": [{"group": "*", "kind": "*"}],
                },
            },
        ]
        self.cluster.kubectl(
            "apply", "--server-side", "-f", "-", stdin=json.dumps({"kind": "List", "apiVersion": "v1", "items": docs})
        )

    def write_shims(self) -> None:
        """kfgen and kfgen-fn of this checkout, as installing kfgen (docs/install.md) puts them on PATH."""
        for name, source in (("kfgen", "kfgen-local"), ("kfgen-fn", "kfgen-fn")):
            shim = self.shims / name
            shim.write_text(f'#!/bin/sh\nexec {ROOT / "bin" / source} "$@"\n')
            shim.chmod(0o755)

    def wrap_function(self, sed: str) -> None:
        """Stand-in for a kfgen upgrade that changes the output: kfgen-fn's output passed through `sed`."""
        shim = self.shims / "kfgen-fn"
        shim.write_text(f"#!/bin/sh\n{ROOT / 'bin' / 'kfgen-fn'} \"$@\" | sed -e '{sed}'\n")

    def env(self) -> dict[str, str]:
        return {
            "HOME": str(self.dir / "home"),
            "TMPDIR": str(self.dir / "tmp"),
            "PATH": f"{self.shims}:{tools_bin()}:{os.environ['PATH']}",
            "ARGOCD_PLUGINSOCKFILEPATH": str(self.sockets),
            "ARGOCD_GPG_ENABLED": "false",
            "ARGOCD_ASK_PASS_SOCK": str(self.dir / "askpass.sock"),
            "KUBECONFIG": str(self.cluster.kubeconfig),
            "ARGOCD_FAKE_IN_CLUSTER": "true",
        }

    def start_redis(self) -> None:
        self.cluster.spawn(
            "redis-server",
            [
                tool("redis-server"),
                "--port",
                str(self.ports["redis"]),
                "--bind",
                "127.0.0.1",
                "--save",
                "",
                "--appendonly",
                "no",
                "--dir",
                str(self.dir / "redis"),
            ],
        )

    def start_cmp_server(self) -> None:
        shutil.copy(self.plugin, self.dir / "cmp-config" / "plugin.yaml")
        self.cluster.spawn(
            "argocd-cmp-server",
            [tool("argocd-cmp-server"), "--config-dir-path", str(self.dir / "cmp-config"), "--loglevel", "debug"],
            env=self.env(),
        )
        config = yaml.safe_load(self.plugin.read_text())
        name = "-".join(filter(None, (config["metadata"]["name"], config["spec"].get("version"))))
        self.wait_process("argocd-cmp-server", lambda: (self.sockets / f"{name}.sock").exists(), "its socket exists")

    def start_repo_server(self) -> None:
        self.cluster.spawn(
            "argocd-repo-server",
            [
                tool("argocd-repo-server"),
                "--address=127.0.0.1",
                f"--port={self.ports['repo']}",
                "--metrics-address=127.0.0.1",
                f"--metrics-port={self.ports['repo-metrics']}",
                "--disable-tls",
                f"--redis=127.0.0.1:{self.ports['redis']}",
                "--loglevel=debug",
            ],
            env=self.env(),
        )
        url = f"http://127.0.0.1:{self.ports['repo-metrics']}/healthz?full=true"
        self.wait_process("argocd-repo-server", lambda: ready(url), "/healthz?full=true answers 200")

    def start_controller(self) -> None:
        self.cluster.spawn(
            "argocd-application-controller",
            [
                tool("argocd-application-controller"),
                f"--kubeconfig={self.cluster.kubeconfig}",
                f"--namespace={NAMESPACE}",
                f"--repo-server=127.0.0.1:{self.ports['repo']}",
                "--repo-server-plaintext",
                f"--redis=127.0.0.1:{self.ports['redis']}",
                f"--metrics-port={self.ports['controller-metrics']}",
                f"--app-resync={RESYNC_SECONDS}",
                "--app-resync-jitter=0",
                "--self-heal-timeout-seconds=0",
                "--self-heal-backoff-timeout-seconds=0",
                "--repo-error-grace-period-seconds=0",
                "--loglevel=debug",
            ],
            env=self.env(),
        )
        url = f"http://127.0.0.1:{self.ports['controller-metrics']}/healthz"
        self.wait_process("argocd-application-controller", lambda: ready(url), "/healthz answers 200")

    def wait_process(self, name: str, check: Any, what: str, timeout: float = 60) -> None:
        def alive() -> Any:
            proc = self.cluster.procs[name]
            if proc.poll() is not None:
                raise AssertionError(f"{name} exited {proc.returncode}:\n{self.cluster.log(name)[-3000:]}")
            return check()

        wait_for(alive, timeout, f"{name}: {what}", lambda: self.cluster.log(name)[-3000:])

    # Applications -----------------------------------------------------------------------------------

    def application(
        self, name: str, repo_url: str, path: str, namespace: str, plugin: str | None = None, auto: bool = True
    ) -> Obj:
        source: Obj = {"repoURL": repo_url, "targetRevision": "main", "path": path}
        if plugin is not None:
            source["plugin"] = {"name": plugin}
        spec: Obj = {
            "project": "default",
            "source": source,
            "destination": {"server": IN_CLUSTER, "namespace": namespace},
            "syncPolicy": {"syncOptions": ["CreateNamespace=true"]},
        }
        if auto:
            spec["syncPolicy"]["automated"] = {"prune": True, "selfHeal": True}
        app = {
            "apiVersion": "argoproj.io/v1alpha1",
            "kind": "Application",
            "metadata": {"name": name, "namespace": NAMESPACE},
            "spec": spec,
        }
        status, body = self.cluster.request("POST", f"{API}/namespaces/{NAMESPACE}/applications", app)
        assert status == 201, body
        return dict(body)

    def app(self, name: str) -> Obj:
        status, body = self.cluster.request("GET", f"{API}/namespaces/{NAMESPACE}/applications/{name}")
        assert status == 200, body
        return dict(body)

    def refresh(self, name: str, hard: bool = False) -> None:
        patch = {"metadata": {"annotations": {"argocd.argoproj.io/refresh": "hard" if hard else "normal"}}}
        status, body = self.cluster.request(
            "PATCH",
            f"{API}/namespaces/{NAMESPACE}/applications/{name}",
            patch,
            content_type="application/merge-patch+json",
        )
        assert status == 200, body

    def wait_app(
        self,
        name: str,
        sync: str | None = "Synced",
        health: str | None = "Healthy",
        revision: str | None = None,
        error: bool = False,
        timeout: float = 120,
    ) -> Obj:
        """The Application once its sync and health status (and revision, and a ComparisonError when `error`)
        are those given; None matches anything."""

        def matches() -> Obj | None:
            app = self.app(name)
            st = app.get("status") or {}
            state = (
                (st.get("sync") or {}).get("status"),
                (st.get("health") or {}).get("status"),
                (st.get("sync") or {}).get("revision"),
            )
            wanted = (sync, health, revision)
            if all(w is None or w == s for w, s in zip(wanted, state, strict=True)) and (
                bool(comparison_errors(app)) == error
            ):
                return app
            return None

        return dict(wait_for(matches, timeout, f"Application {name} is {sync}/{health}", lambda: self.describe(name)))

    def describe(self, name: str) -> str:
        st = self.app(name).get("status") or {}
        keep = ("sync", "health", "conditions", "operationState", "resources")
        return json.dumps({k: st.get(k) for k in keep}, indent=1)[-4000:]


def comparison_errors(app: Obj) -> list[str]:
    conditions = (app.get("status") or {}).get("conditions") or []
    return [str(c.get("message")) for c in conditions if c.get("type") == "ComparisonError"]


def configmap(name: str, data: dict[str, str]) -> Obj:
    return {
        "apiVersion": "v1",
        "kind": "ConfigMap",
        "metadata": {"name": name, "namespace": NAMESPACE, "labels": PART_OF},
        "data": data,
    }


def wait_gone(cluster: Cluster, path: str, timeout: float = 60) -> None:
    wait_for(lambda: cluster.request("GET", path)[0] == 404, timeout, f"{path} is gone")


def sleep_past_resync(cycles: int = 2) -> None:
    """Long enough for the controller to compare (and self-heal) every Application `cycles` more times."""
    time.sleep(RESYNC_SECONDS * cycles + 1)
