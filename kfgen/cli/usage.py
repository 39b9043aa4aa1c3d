"""`kfgen usage`: what each team's Kueue queues were admitted, and what it cost, from a Prometheus that evaluates the
Environment's accounting rules (kfgen.features.accounting). The engine is kfgen.cli.usagereport, imported only
when the command runs.
"""

from __future__ import annotations

import argparse
import re
import sys

HELP = """\
Asks Prometheus's HTTP API, at one instant, the same PromQL the Environment's accounting rules record
(kfgen.features.accounting.queries): GPU-hours and cost per team and LocalQueue from the recorded steps, workloads
admitted and their mean wait for admission from Kueue's counters. The figures are what Kueue admitted (the
workloads' requests while they held quota), not what the pods used: docs/howto/usage.md.

  kfgen usage --env prod --prometheus http://prometheus.monitoring:9090 --since 30d
  kfgen usage --environment overlays/prod/environment.yaml --prometheus $PROM --output csv > usage.csv

Exit status: 0 printed; 1 the Environment is invalid or has no accounting block, or Prometheus could not be
asked or refused a query (one line each).
"""
RANGE = re.compile(r"^([0-9]+(ms|s|m|h|d|w|y))+$")  # a Prometheus duration
URL = re.compile(r"^https?://[^\s]+$")


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    usage = sub.add_parser(
        "usage",
        help="GPU-hours, cost, jobs and wait per team and queue, from Prometheus and the Environment's accounting",
        description=HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    where = usage.add_mutually_exclusive_group(required=True)
    where.add_argument("--env", metavar="NAME", help="the Environment of this name, from overlays/*/environment.yaml")
    where.add_argument("--environment", metavar="FILE", help="the Environment in FILE")
    usage.add_argument("--prometheus", required=True, type=_url, metavar="URL", help="Prometheus's base URL")
    usage.add_argument(
        "--since", default="30d", type=_range, metavar="RANGE", help="the range, e.g. 7d, 30d (default 30d)"
    )
    usage.add_argument("--output", choices=("table", "csv", "json"), default="table", help="the format (default table)")
    usage.set_defaults(run=run, paths=[])


def _range(text: str) -> str:
    if not RANGE.match(text):
        raise argparse.ArgumentTypeError(f"must be a Prometheus duration such as 7d, 30d, 12h, not {text!r}")
    return text


def _url(text: str) -> str:
    if not URL.match(text):
        raise argparse.ArgumentTypeError(f"must be an http:// or https:// URL, not {text!r}")
    return text


def run(args: argparse.Namespace) -> int:
    import time

    from kfgen import core
    from kfgen.cli import inputs, usagereport
    from kfgen.cli.reporting import report
    from kfgen.model import EnvironmentView
    from kfgen.results import ERROR, Result, has_errors

    found, problems = inputs.select(args.environment, args.env, [])
    if found is not None:
        problems += core.check_environment(found.environment)
    if found is None or has_errors(problems):
        report(problems, sources=inputs.sources_of(args))
        return 1
    env = EnvironmentView.of(found.environment)
    if "accounting" not in env.spec:
        report([Result(ERROR, f"Environment {env.name!r} has no accounting block: nothing is recorded to report")])
        return 1
    at = time.time()
    try:
        rows = usagereport.rows(args.prometheus, env, args.since, at)
    except usagereport.PrometheusError as exc:
        report([Result(ERROR, f"Prometheus {exc}", field="--prometheus")])
        return 1
    if args.output == "json":
        sys.stdout.write(usagereport.as_json(rows, args.since, at))
    elif args.output == "csv":
        sys.stdout.write(usagereport.as_csv(rows))
    else:
        sys.stdout.write(usagereport.as_table(rows, args.since))
    return 0
