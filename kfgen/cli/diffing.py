"""`kfgen diff`: what differs between two Environments, since a git revision, or against the cluster.

Exit status as diff(1): 0 no difference, 1 a difference, 2 trouble (one `[error]` line per problem). kfgen.diff
is imported only when the command runs.
"""

from __future__ import annotations

import argparse
import sys
from typing import TYPE_CHECKING

from kfgen.cli.reporting import DIFFERENT, SAME, TROUBLE, report
from kfgen.results import ERROR, Result, has_errors

if TYPE_CHECKING:
    from kfgen.diff.compare import Comparison

HELP = """\
modes:
  --env A --env B PATH...    the objects of PATH rendered with Environment A and with B
  --from REV [PATH...]       the render at git revision REV against the work tree, per Environment
                             (every Environment of the inputs and overlays/, or each --env)
  --live [--env E] PATH...   the render against the cluster (kubeconfig as kubectl): a server-side dry-run
                             apply, the fields kfgen's field manager owns, and what a prune would delete

Naming noise is hidden only where kfgen writes it: revision suffixes, kfgen.dev/revision, spec hashes, and
between two Environments their namespaces and names; a string a spec or an input wrote is compared as written.
--from also reports a change of an Environment's spec (what a spec may do), and reads only the revision's
inputs, each within the input bound. diff does not apply kustomizations: with --from, a kustomization (below
PATH or in overlays/<name>/) that changed, or a file it names that changed, is reported as a difference (run
`kustomize build` on both revisions to see what it renders). Exit status: 0 no difference, 1 a difference, 2 trouble.
"""


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    diff = sub.add_parser(
        "diff",
        help="show what a change does to the rendered objects (between Environments, since a revision, live)",
        description=HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    mode = diff.add_mutually_exclusive_group()
    mode.add_argument("--from", dest="revision", metavar="REV", help="compare with the inputs at this git revision")
    mode.add_argument("--live", action="store_true", help="compare with the cluster (server-side dry-run apply)")
    diff.add_argument("--env", action="append", default=[], metavar="NAME", help="an Environment (repeatable)")
    diff.add_argument("--output", choices=["text", "json"], default="text", help="plain text (default) or JSON")
    diff.add_argument("paths", nargs="*", metavar="PATH", help="files or directories (--from: default .)")
    diff.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    mode, comparisons, problems = _compare(args)
    report([_at_line(p) for p in problems])  # warnings: what a diff leaves out
    if has_errors(problems):
        return TROUBLE
    from kfgen.diff import output

    sys.stdout.write(output.document(mode, comparisons) if args.output == "json" else output.text(comparisons))
    return DIFFERENT if any(c.different for c in comparisons) else SAME


def _at_line(problem: Result) -> Result:
    """A problem of an object of a work tree file (an Environment that shadows the platform's) at its line; the
    others as they are (a revision's files are no files on disk)."""
    if problem.resource is None or not problem.file:
        return problem
    from kfgen.cli.locations import Sources, locate

    return locate(problem, Sources([]))


def _compare(args: argparse.Namespace) -> tuple[str, list[Comparison], list[Result]]:
    if "" in args.env:
        from kfgen.cli.inputs import empty_name

        return "", [], [empty_name("--env")]
    if args.revision is not None:
        from kfgen.diff import modes

        found, problems = modes.from_revision(args.revision, args.paths or ["."], args.env)
        return "revision", found, problems
    if not args.paths:
        return "", [], [Result(ERROR, "name the TrainingSpecs to render (files or directories)", field="PATH")]
    if args.live:
        if len(args.env) > 1:
            return "", [], [Result(ERROR, "--live compares one Environment with the cluster", field="--env")]
        from kfgen.diff import live

        found, problems = live.against_cluster(args.paths, args.env[0] if args.env else None)
        return "live", found, problems
    if len(args.env) != 2:
        message = "give two Environments to compare (--env A --env B), or --from REV, or --live"
        return "", [], [Result(ERROR, message, field="--env")]
    from kfgen.diff import modes

    found, problems = modes.environments(args.paths, args.env[0], args.env[1])
    return "environments", found, problems
