"""A client of the cluster a kubeconfig names, or one located line saying why there is none (`kfgen discover`,
`kfgen diff --live`, `kfgen controller`): the kubernetes client fails on a file of another shape with Python's own
words (`KUBECONFIG=/etc/passwd`: a TypeError), so each file it would read is checked first (kubeconfigshape), then
the entries it would use (kubeconfig), then the client's own loading errors are caught."""

from __future__ import annotations

import importlib
import os
from typing import TYPE_CHECKING

from kfgen.controller import kubeconfigshape
from kfgen.results import ERROR, Result

if TYPE_CHECKING:
    from kfgen.controller.kube import Kube


def missing_extra(command: str, field: str | None = None) -> Result | None:
    """Why `command` cannot read a cluster here: the controller extra's client is not installed (None: it is)."""
    try:
        for module in ("kubernetes", "urllib3"):
            importlib.import_module(module)
    except ImportError as exc:
        return _needs(command, exc.name, field)
    return None


def _needs(command: str, missing: str | None, field: str | None) -> Result:
    from kfgen.api import pip_install

    message = f"{command} needs the controller extra ({missing} is not installed): {pip_install('controller')}"
    return Result(ERROR, message, field=field)


def connect(
    kubeconfig: str | None,
    context: str | None,
    command: str,
    unreachable: str,
    connections: int = 32,
    field: str | None = None,
) -> tuple[Kube | None, list[Result]]:
    """A client of the cluster the kubeconfig names (`kubeconfig`, else $KUBECONFIG's files, else ~/.kube/config, as
    kubectl reads them; in a pod its ServiceAccount), or one located line saying why there is none: the client
    fails on a file of another shape with Python's own words (`KUBECONFIG=/etc/passwd`: a TypeError)."""
    try:
        import yaml
        from kubernetes import config
        from kubernetes.config import ConfigException

        from kfgen.controller import kubeconfig as entries
        from kfgen.controller.kube import Kube
    except ImportError as exc:
        return None, [_needs(command, exc.name, field)]
    in_pod = not (kubeconfig or context) and os.environ.get("KUBERNETES_SERVICE_HOST")
    problems = [] if in_pod else _not_kubeconfigs(kubeconfig) or entries.problems(kubeconfig, context)
    if problems:
        return None, problems
    try:
        with entries.exec_failures() as logged:
            kube = (
                Kube(config.new_client_from_config(config_file=kubeconfig, context=context, persist_config=False))  # type: ignore[no-untyped-call]
                if kubeconfig or context
                else Kube(connections=connections)
            )
    except (ConfigException, OSError, ValueError, TypeError, AttributeError, yaml.YAMLError) as exc:
        # the client's kubeconfig loader reads any YAML it is given and fails in its own ways on a malformed one
        named = f"{kubeconfig}: " if kubeconfig else ""
        where = "--kubeconfig" if kubeconfig else "--context" if context else field
        return None, [Result(ERROR, f"{named}{unreachable} (kubeconfig as kubectl reads it): {exc}", field=where)]
    return (None, [entries.exec_failed(kubeconfig, context, logged)]) if logged else (kube, [])


def _not_kubeconfigs(kubeconfig: str | None) -> list[Result]:
    """The first of the kubeconfig files the client would read that is no kubeconfig (a missing one of $KUBECONFIG's
    list is no problem: the client skips it), named by the option or variable that gave it."""
    from kfgen.controller import kubeconfig as entries

    field = "--kubeconfig" if kubeconfig else "KUBECONFIG" if os.environ.get("KUBECONFIG") else None
    for path in entries.paths(kubeconfig):
        if kubeconfig or os.path.lexists(path):
            why = kubeconfigshape.problem(str(path))
            if why:
                return [Result(ERROR, f"{path}: {why}", field=field)]
    return []
