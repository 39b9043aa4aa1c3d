"""The API server of tests/apiserver's controller tests: etcd, kube-apiserver with OwnerReferencesPermissionEnforcement
(OpenShift's default: setting blockOwnerDeletion needs update on the owner's finalizers) and the audit log of every
ServiceAccount's requests, the garbage collector; the upstream CRDs, bases/controller and the three Environments of
overlays/ installed.

The modules that need no more than that share one per pytest session (tests/harness/shared.py), each inside
``shared.isolated``; a module that stops the API server or revokes the controller's RBAC runs its own.

API::

    running_apiserver()       -> context manager of a started, installed Cluster; stopped at its exit
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


def upstream_crds() -> list[Path]:
    base = crds_dir()
    return sorted(
        [
            *base.glob("training-operator/*.yaml"),
            *base.glob("trainer/trainer.kubeflow.org_*.yaml"),
            *base.glob("prometheus-operator/*.yaml"),
            *base.glob("kueue/*.yaml"),
            *base.glob("katib/*.yaml"),
            *tool_crd_files(),
        ]
    )


@contextmanager
def running_apiserver() -> Iterator[Cluster]:
    for name in ("kube-apiserver", "kube-controller-manager", "etcd"):
        tool(name)
    c = Cluster(tools_bin(), admission_plugins=("OwnerReferencesPermissionEnforcement",), audit=True).start()
    try:
        install(c)
        yield c
    finally:
        c.stop()


def install_definitions(c: Cluster) -> None:
    """The upstream CRDs and the controller's own (bases/controller), established."""
    for path in upstream_crds():
        c.kubectl("apply", "--server-side", "-f", str(path))
    built = c.kubectl("kustomize", str(ROOT / "bases" / "controller")).stdout
    c.kubectl("apply", "--server-side", "-f", "-", stdin=built)
    c.kubectl("wait", "--for=condition=Established", "--timeout=60s", "crd", "--all")


def install(c: Cluster) -> None:
    install_definitions(c)
    for env in ENVIRONMENTS:
        doc = yaml.safe_load(environment_file(env).read_text())
        doc["metadata"].pop("annotations")
        c.kubectl("apply", "--server-side", "-f", "-", stdin=json.dumps(doc))


def shared_apiserver(request: pytest.FixtureRequest) -> Shared[Cluster]:
    return shared(request, "apiserver", running_apiserver, lambda c: c)
