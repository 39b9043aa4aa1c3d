"""The real Flux on the test cluster: source-controller and kustomize-controller (the version pinned in
scripts/install-tools.sh, tool ``flux``) as processes with the admin kubeconfig, every port on 127.0.0.1.

* every CRD of both controllers (the tool cache's crds/flux, copied there from the modules' config/crd/bases):
  source-controller watches all its kinds and does not start without them;
* leader election off (the flag's default; the Deployments turn it on);
* source-controller keeps its artifacts in a directory of the cluster's and serves them on a free port, which it
  advertises (``--storage-adv-addr``) as 127.0.0.1:PORT: kustomize-controller downloads the artifact of a
  GitRepository from the URL in its status;
* no notification-controller (``--events-addr`` empty): events go to the API server only.

API::

    running_flux(cluster)   -> context manager of a started Flux; stops it
    flux.apply(docs); flux.sync(url, kustomization) -> flux/gitrepository.yaml for url, and the Kustomization
    shipped(name), rendered_kustomization(name, path, **spec) -> the objects of flux/*.yaml
    flux.wait_ready(kind, name, revision=...) -> the Ready condition once its status is what is asked
    flux.request_reconcile(kind, name)       -> the reconcile.fluxcd.io/requestedAt annotation, as `flux reconcile`
"""

from __future__ import annotations

import json
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import yaml
from cluster import Cluster, free_port
from conftest import ROOT, tool, tools_bin
from kfgen_controller import wait_for
from operators import condition, ready

Obj = dict[str, Any]

NAMESPACE = "flux-system"
CONTROLLERS = ("source-controller", "kustomize-controller")
SOURCE_API = "source.toolkit.fluxcd.io/v1"
KUSTOMIZE_API = "kustomize.toolkit.fluxcd.io/v1"
PATHS = {
    "GitRepository": f"/apis/{SOURCE_API}/namespaces/{NAMESPACE}/gitrepositories",
    "Kustomization": f"/apis/{KUSTOMIZE_API}/namespaces/{NAMESPACE}/kustomizations",
}
REQUESTED_AT = "reconcile.fluxcd.io/requestedAt"


def crd_files() -> list[Path]:
    root = tools_bin().parent / "crds" / "flux"
    files = sorted(root.glob("*.yaml"))
    if not files:
        raise RuntimeError(f"no Flux CRDs under {root}: run scripts/install-tools.sh flux")
    return files


class Flux:
    def __init__(self, cluster: Cluster) -> None:
        self.cluster = cluster
        self.dir = cluster.dir / "flux"
        self.storage_port = free_port()
        self.ports = {name: {"health": free_port(), "metrics": free_port()} for name in CONTROLLERS}

    # lifecycle --------------------------------------------------------------------------------------

    def start(self) -> Flux:
        binaries = {name: tool(name) for name in CONTROLLERS}
        self.install_crds()
        self.apply([{"apiVersion": "v1", "kind": "Namespace", "metadata": {"name": NAMESPACE}}])
        storage = self.dir / "storage"
        storage.mkdir(parents=True, exist_ok=True)
        self.spawn(
            "source-controller",
            binaries["source-controller"],
            f"--storage-path={storage}",
            f"--storage-addr=127.0.0.1:{self.storage_port}",
            f"--storage-adv-addr=127.0.0.1:{self.storage_port}",
        )
        self.spawn("kustomize-controller", binaries["kustomize-controller"], "--no-remote-bases=true")
        for name in CONTROLLERS:
            url = f"http://127.0.0.1:{self.ports[name]['health']}/readyz"
            self.wait_process(name, lambda url=url: ready(url), "/readyz answers 200")
        return self

    def stop(self) -> None:
        for name in reversed(CONTROLLERS):
            self.cluster.kill(name)

    def install_crds(self) -> None:
        args = [arg for path in crd_files() for arg in ("-f", str(path))]
        self.cluster.kubectl("apply", "--server-side", *args)
        # the files are named <group>_<plural>.yaml, the CRDs <plural>.<group>
        names = [f"crd/{'.'.join(reversed(path.stem.split('_', 1)))}" for path in crd_files()]
        self.cluster.wait_established(*names)

    def spawn(self, name: str, binary: str, *args: str) -> None:
        ports = self.ports[name]
        self.cluster.spawn(
            name,
            [
                binary,
                "--enable-leader-election=false",
                f"--health-addr=127.0.0.1:{ports['health']}",
                f"--metrics-addr=127.0.0.1:{ports['metrics']}",
                "--events-addr=",
                "--log-level=debug",
                *args,
            ],
            # controller-runtime reads KUBECONFIG (its --kubeconfig is a Go flag that Flux's pflag set does not parse)
            env={
                "KUBECONFIG": str(self.cluster.kubeconfig),
                "RUNTIME_NAMESPACE": NAMESPACE,
                "TMPDIR": str(self._tmp(name)),
            },
        )

    def _tmp(self, name: str) -> Path:
        tmp = self.dir / name / "tmp"
        tmp.mkdir(parents=True, exist_ok=True)
        return tmp

    def wait_process(self, name: str, check: Any, what: str, timeout: float = 120) -> None:
        def alive_and(check: Any = check) -> Any:
            proc = self.cluster.procs.get(name)
            if proc is None or proc.poll() is not None:
                raise RuntimeError(f"{name} exited:\n{self.log(name)[-4000:]}")
            return check()

        wait_for(alive_and, timeout, f"{name}: {what}", lambda: self.log(name)[-4000:])

    def log(self, name: str) -> str:
        return self.cluster.log(name)

    # objects ----------------------------------------------------------------------------------------

    def apply(self, docs: list[Obj]) -> None:
        self.cluster.kubectl(
            "apply",
            "--server-side",
            "--force-conflicts",
            "-f",
            "-",
            stdin=json.dumps({"apiVersion": "v1", "kind": "List", "items": docs}),
        )

    def sync(self, url: str, kustomization: Obj) -> None:
        """flux/gitrepository.yaml for the repository at `url` (polled every 5 s) and the Kustomization that
        reads it."""
        source = shipped("gitrepository.yaml")
        source["metadata"]["name"] = kustomization["spec"]["sourceRef"]["name"]
        source["spec"].update(url=url, interval="5s")
        self.apply([source, kustomization])

    def get(self, kind: str, name: str) -> Obj | None:
        status, body = self.cluster.request("GET", f"{PATHS[kind]}/{name}")
        return body if status == 200 else None

    def wait_ready(
        self, kind: str, name: str, status: str = "True", revision: str | None = None, timeout: float = 120
    ) -> Obj:
        """The Ready condition of a Flux object once it has `status` for the object's generation (and, for a
        Kustomization, once it applied `revision`: a commit sha)."""
        return self.wait_condition(kind, name, "Ready", status, revision, timeout)

    def wait_condition(
        self, kind: str, name: str, type_: str, status: str, revision: str | None = None, timeout: float = 120
    ) -> Obj:
        """A condition (Ready, Healthy, Reconciling) of a Flux object once it has `status`."""

        def check() -> Obj | None:
            obj = self.get(kind, name)
            cond = condition(obj, type_)
            if not obj or cond.get("status") != status:
                return None
            if cond.get("observedGeneration") != obj["metadata"]["generation"]:
                return None
            if revision and not self.revision(obj).endswith(revision):
                return None
            return cond

        what = f"{kind} {name} has {type_}={status} at {revision}"
        return dict(wait_for(check, timeout, what, lambda: self.describe(kind, name)))

    def wait_settled(self, name: str, revision: str, timeout: float = 120) -> Obj:
        """The Ready condition of a Kustomization once its reconcile of `revision` ended, either way."""

        def check() -> Obj | None:
            obj = self.get("Kustomization", name)
            cond = condition(obj, "Ready")
            settled = cond.get("status") in ("True", "False") and cond.get("observedGeneration") == (obj or {}).get(
                "metadata", {}
            ).get("generation")
            return cond if obj and settled and self.revision(obj).endswith(revision) else None

        return dict(
            wait_for(
                check,
                timeout,
                f"Kustomization {name} settled at {revision}",
                lambda: self.describe("Kustomization", name),
            )
        )

    @staticmethod
    def revision(obj: Obj) -> str:
        status = obj.get("status") or {}
        if obj["kind"] == "Kustomization":
            return str(status.get("lastAttemptedRevision") or "")
        return str((status.get("artifact") or {}).get("revision") or "")

    def request_reconcile(self, kind: str, name: str) -> str:
        """What `flux reconcile` does: a new value of the requestedAt annotation; the controller reconciles
        once and records the value in status.lastHandledReconcileAt."""
        stamp = f"{time.time():.6f}"
        patch = {"metadata": {"annotations": {REQUESTED_AT: stamp}}}
        self.cluster.kubectl("patch", kind.lower(), name, "-n", NAMESPACE, "--type=merge", "-p", json.dumps(patch))
        return stamp

    def wait_handled(self, kind: str, name: str, stamp: str, timeout: float = 120) -> Obj:
        """The object once the controller finished the reconcile `request_reconcile` asked for."""
        return dict(
            wait_for(
                lambda: (
                    (obj := self.get(kind, name))
                    and (obj.get("status") or {}).get("lastHandledReconcileAt") == stamp
                    and obj
                ),
                timeout,
                f"{kind} {name} handled the reconcile request {stamp}",
                lambda: self.describe(kind, name),
            )
        )

    def describe(self, kind: str, name: str) -> str:
        obj = self.get(kind, name) or {}
        return (
            json.dumps(obj.get("status"), indent=1)
            + "\n--- kustomize-controller ---\n"
            + self.log("kustomize-controller")[-3000:]
        )


def shipped(name: str) -> Obj:
    """The object of flux/<name> (a GitRepository or a Kustomization)."""
    [doc] = [d for d in yaml.safe_load_all((ROOT / "flux" / name).read_text()) if d]
    return dict(doc)


def rendered_kustomization(name: str, path: str, **spec: Any) -> Obj:
    """flux/rendered.yaml's Kustomization, named `name`, reading the GitRepository `name`."""
    kustomization = shipped("rendered.yaml")
    kustomization["metadata"]["name"] = name
    kustomization["spec"]["sourceRef"]["name"] = name
    kustomization["spec"].update(path=path, **spec)
    return kustomization


@contextmanager
def running_flux(cluster: Cluster) -> Iterator[Flux]:
    flux = Flux(cluster)
    try:
        yield flux.start()
    finally:
        flux.stop()
