"""The API server of tests/apiserver's controller tests: etcd, kube-apiserver with OwnerReferencesPermissionEnforcement
(OpenShift's default: setting blockOwnerDeletion needs update on the owner's finalizers) and the audit log of every
ServiceAccount's requests, the garbage collector; the upstream CRDs, bases/controller and the three Environments of
overlays/ installed.

The modules that need no more than that share one per pytest session (tests/harness/shared.py), each inside
``shared.isolated``; a module that stops the API server or revokes the controller's RBAC runs its own.

API::

    running_apiserver(instead) -> context manager of a started, installed Cluster; stopped at its exit
    shared_apiserver(request) -> shared.Shared of the session's one (``.stack`` is the Cluster)
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest
import yaml
from cluster import Cluster
from conftest import ENVIRONMENTS, ROOT, environment_file, tool, tools_bin
from shared import Shared, shared
from upstream import crds_dir, tool_crd_files


def upstream_crds(instead: tuple[str, ...] = ()) -> list[Path]:
    """The CRDs of the API server; `instead`: tools of the cache (tests/harness/upstream.py INSTEAD) whose CRDs
    replace the namesakes (mpi-operator: mpijobs.kubeflow.org at v2beta1, not the training operator's v1)."""
    base = crds_dir()
    replacing = [f for f in tool_crd_files(every=True) if f.parent.name in instead]
    replaced = {f.name for f in replacing}
    return sorted(
        [
            *(f for f in base.glob("training-operator/*.yaml") if f.name not in replaced),
            *base.glob("trainer/trainer.kubeflow.org_*.yaml"),
            *base.glob("prometheus-operator/*.yaml"),
            *base.glob("kueue/*.yaml"),
            *base.glob("katib/*.yaml"),
            *tool_crd_files(),
            *replacing,
        ]
    )


@contextmanager
def running_apiserver(instead: tuple[str, ...] = ()) -> Iterator[Cluster]:
    for name in ("kube-apiserver", "kube-controller-manager", "etcd"):
        tool(name)
    c = Cluster(tools_bin(), admission_plugins=("OwnerReferencesPermissionEnforcement",), audit=True).start()
    try:
        install(c, instead)
        yield c
    finally:
        c.stop()


def install_definitions(c: Cluster, instead: tuple[str, ...] = ()) -> None:
    """The upstream CRDs and the controller's own (bases/controller), established."""
    for path in upstream_crds(instead):
        c.kubectl("apply", "--server-side", "-f", str(path))
    built = c.kubectl("kustomize", str(ROOT / "bases" / "controller")).stdout
    c.kubectl("apply", "--server-side", "-f", "-", stdin=built)
    c.kubectl("wait", "--for=condition=Established", "--timeout=60s", "crd", "--all")


def install(c: Cluster, instead: tuple[str, ...] = ()) -> None:
    install_definitions(c, instead)
    for env in ENVIRONMENTS:
        doc = yaml.safe_load(environment_file(env).read_text())
        doc["metadata"].pop("annotations")
        c.kubectl("apply", "--server-side", "-f", "-", stdin=json.dumps(doc))


def shared_apiserver(request: pytest.FixtureRequest) -> Shared[Cluster]:
    return shared(request, "apiserver", running_apiserver, lambda c: c)
