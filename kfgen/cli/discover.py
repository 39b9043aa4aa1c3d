"""`kfgen discover`: the platform facts an Environment states, read from a running cluster (read-only).

Without --check it prints an Environment to review and merge (exit 0, or 1 when the cluster cannot be read). With
--check FILE it compares FILE's Environment with the cluster, as diff(1) exits: 0 they agree, 1 a fact disagrees
(one located line each), 2 trouble: the cluster could not be read, or a block to compare could not be (an error
line each: not looked at is never "agrees"). kfgen.facts is imported only when the command runs.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING, Any

from kfgen.cli.reporting import DIFFERENT, SAME, TROUBLE, report  # --check exits as diff(1), as `kfgen diff` does
from kfgen.results import ERROR, Result, has_errors
from kfgen.version import __version__

if TYPE_CHECKING:
    from kfgen.facts.model import Where

HELP = """\
Reads, with get and list only:
  Kueue      ConfigMap kueue-system/kueue-manager-config (integrations.frameworks), ClusterQueues,
             ResourceFlavors, WorkloadPriorityClasses, and the LocalQueues of each --namespace
  Katib      ConfigMap kubeflow/katib-config (trialResources, suggestions, early stoppings, collectors,
             injectSecurityContext, suggestion securityContexts), the labels of each --namespace
  operator   Deployment kubeflow/training-operator and the ConfigMap its
             --pytorch-init-container-template-file comes from
  Trainer    ClusterTrainingRuntimes, and the TrainingRuntimes of each --namespace
What cannot be read (not installed, forbidden) is said in a comment, never guessed.

  kfgen discover --context prod -n ml-prod > facts.yaml        review, then merge into the Environment
  kfgen discover --context prod --check overlays/prod/environment.yaml

Exit status: 0 printed; 1 the cluster could not be read. With --check, as diff(1): 0 the Environment
agrees, 1 a fact disagrees (one located line each), 2 trouble (the cluster, or a block the Environment
states, could not be read). Guide: docs/howto/platform-facts.md
"""


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    discover = sub.add_parser(
        "discover",
        help="read the platform facts an Environment states (Kueue, Katib, operator, Trainer) from a cluster",
        description=HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    discover.add_argument("--kubeconfig", metavar="FILE", help="the kubeconfig (default: as kubectl finds it)")
    discover.add_argument("--context", metavar="NAME", help="the kubeconfig context (default: its current one)")
    discover.add_argument(
        "-n",
        "--namespace",
        action="append",
        default=[],
        metavar="NS",
        help="a namespace of the Environment (repeatable; with --check: the Environment's own by default)",
    )
    discover.add_argument("--name", default="discovered", help="metadata.name of the printed Environment")
    discover.add_argument(
        "--kueue-namespace", default="kueue-system", metavar="NS", help="where Kueue runs (default kueue-system)"
    )
    discover.add_argument(
        "--katib-namespace",
        metavar="NS",
        help="where Katib runs (default: the Environment's katib.namespace, else kubeflow)",
    )
    discover.add_argument(
        "--operator-namespace",
        default="kubeflow",
        metavar="NS",
        help="where the training-operator runs (default kubeflow)",
    )
    discover.add_argument(
        "--timeout",
        type=_seconds,
        default=120.0,
        metavar="SECONDS",
        help="the time all reads may take together (default 120; each request also fails after 60 s without a byte)",
    )
    discover.add_argument("--check", metavar="FILE", help="compare the Environment in FILE with the cluster instead")
    discover.set_defaults(run=run)


MAX_SECONDS = 86400  # a day: far below what a thread's wait takes (threading.TIMEOUT_MAX), 1e308 overflowed it


def _seconds(text: str) -> float:
    try:
        seconds = float(text)
    except ValueError:
        seconds = 0.0
    if not 0 < seconds <= MAX_SECONDS:  # nan and inf too
        raise argparse.ArgumentTypeError(
            f"must be a number of seconds > 0 and at most {MAX_SECONDS} (a day), not {text!r}"
        )
    return seconds


def run(args: argparse.Namespace) -> int:
    failed = TROUBLE if args.check is not None else 1
    if args.check == "":  # `--check "$ENV_FILE"` with the variable unset: a mistake, never "discover instead"
        from kfgen.cli.inputs import empty_name

        report([empty_name("--environment")._replace(field="--check")])
        return failed
    from kfgen.controller.connect import missing_extra

    if missing := missing_extra("kfgen discover"):  # every form of discover reads the cluster
        report([missing])
        return failed
    from kfgen.controller.kube import is_text

    if not args.name.isascii() and not is_text(args.name):  # argv that is no UTF-8: its bytes held as surrogates
        report([Result(ERROR, f"{args.name!r} is no UTF-8 text", field="--name")])
        return failed
    environment: dict[str, Any] | None = None
    stdin_text: str | None = None
    if args.check:
        environment, stdin_text = _checked(args.check)
        if environment is None:
            return failed
    from kfgen.facts import cluster, gather

    where, problems = _where(args, environment)
    if where is None:
        from kfgen.cli.locations import Sources

        report(problems, sources=Sources([args.check], stdin_text) if args.check else None)
        return failed
    kube, problems = cluster.connect(args.kubeconfig, args.context)
    if kube is None:
        report(problems)
        return failed
    from urllib3.exceptions import HTTPError

    from kfgen.controller.kube import ApiError

    try:
        found = gather.findings(cluster.snapshot_within(kube, where, args.timeout), where)
    except (ApiError, OSError, HTTPError, ValueError) as exc:  # ValueError: an answer that is no JSON, a bad header
        why = getattr(exc, "reason", None) or exc  # urllib3's MaxRetryError: the connection's own error
        report([Result(ERROR, f"the API server {cluster.server(kube)}: {why}")])
        return failed
    if environment is not None:
        from kfgen.facts import check

        problems = check.check(environment, found)
        report(problems)
        if check.unread(environment, found):  # not looked at is not "agrees"
            return TROUBLE
        return DIFFERENT if has_errors(problems) else SAME
    from kfgen.facts import fragment

    header = [
        f"The platform facts of {cluster.server(kube)}, read by kfgen discover (kfgen {__version__}).",
        "Review each value, then merge it into your Environment's spec; each comment says where it came from.",
    ]
    namespace = where.namespaces[0] if len(where.namespaces) == 1 else None
    sys.stdout.write(fragment.text(found, args.name, namespace, header))
    return 0


def _checked(path: str) -> tuple[dict[str, Any] | None, str | None]:
    """The Environment to check (`-`: from stdin) and the stdin text read, or None after reporting why not."""
    from kfgen.cli.inputs import stdin_if_needed
    from kfgen.cli.locations import Sources
    from kfgen.io import files

    stdin_text, unreadable = stdin_if_needed([path])
    environment, problems = files.environment_file(path, stdin_text) if not unreadable else (None, unreadable)
    if environment is None:
        report(problems)
        return None, stdin_text
    invalid = _invalid(environment)
    if invalid:  # an Environment kfgen would refuse agrees with no cluster
        report(invalid, sources=Sources([path], stdin_text))
        return None, stdin_text
    return environment, stdin_text


def _where(args: argparse.Namespace, environment: dict[str, Any] | None) -> tuple[Where | None, list[Result]]:
    """Where to read, or an error for each name that is not a namespace: nothing unchecked goes into a URL."""
    from kfgen.facts.model import NOT_A_NAMESPACE, Where, is_namespace
    from kfgen.results import ResourceRef

    spec = _mapping((environment or {}).get("spec"))
    katib = _mapping(spec.get("katib"))
    policy = _mapping(spec.get("policy"))
    ref = ResourceRef.of(environment) if environment is not None else None
    # (value, where it was given: a flag, or the Environment's field)
    flags = [(ns, "--namespace") for ns in args.namespace]
    from_environment = [] if args.namespace else _namespaces(spec, policy)
    katib_namespace = (args.katib_namespace, "--katib-namespace")
    if args.katib_namespace is None:
        stated = katib.get("namespace") is not None  # a null is a field left out
        katib_namespace = (katib["namespace"], "spec.katib.namespace") if stated else ("kubeflow", "")
    given = [
        *flags,
        *from_environment,
        (args.kueue_namespace, "--kueue-namespace"),
        katib_namespace,
        (args.operator_namespace, "--operator-namespace"),
    ]
    problems = [
        Result(ERROR, f"{value!r} {NOT_A_NAMESPACE}", ref if not field.startswith("-") else None, field)
        for value, field in given
        if not is_namespace(value)
    ]
    if problems:
        return None, problems
    where = Where(
        kueue_namespace=args.kueue_namespace,
        katib_namespace=katib_namespace[0],
        operator_namespace=args.operator_namespace,
        namespaces=tuple(dict.fromkeys(value for value, _ in flags or from_environment)),
    )
    return where, []


def _namespaces(spec: dict[str, Any], policy: dict[str, Any]) -> list[tuple[Any, str]]:
    """An Environment's namespaces, each with its field: its own and those its policy lets specs name."""
    own = [(spec["namespace"], "spec.namespace")] if spec.get("namespace") is not None else []
    listed = policy.get("namespaces")
    if listed is not None and not isinstance(listed, list):
        return [*own, (listed, "spec.policy.namespaces")]
    return own + [(ns, f"spec.policy.namespaces[{i}]") for i, ns in enumerate(listed or [])]


def _invalid(environment: dict[str, Any]) -> list[Result]:
    from kfgen import core

    return [r for r in core.check_environment(environment) if r.severity == ERROR]


def _mapping(value: Any) -> dict[str, Any]:
    return value if isinstance(value, dict) else {}
