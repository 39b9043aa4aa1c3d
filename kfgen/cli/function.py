"""`kfgen fn` (and `kfgen-fn`): the KRM function, a ResourceList on stdin and on stdout (kfgen.cli.krm).

Off argparse: kfgen.cli.main runs `kfgen fn` without building the parser, once per kustomize or kpt build.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING

from kfgen.cli.reporting import report
from kfgen.results import ERROR, Result

if TYPE_CHECKING:
    import argparse

FN_HELP = """\
The kfgen KRM function: reads a config.kubernetes.io/v1 ResourceList on stdin, writes it on stdout.

functionConfig selects the mode:
  Environment    transformer: every TrainingSpec item is expanded for this Environment
  TrainingSpec   generator: its objects are appended (Environment from the items, or the
                 kfgen.dev/environment annotation)
  none           expanded with built-in defaults
The annotation kfgen.dev/strict: "true" on the functionConfig fails the build on
any warning too (as --strict does for kfgen render).
kustomize (items without file paths): each TrainingSpec is replaced by its objects.
kpt (items with config.kubernetes.io/path): the TrainingSpecs stay and each one's objects go to
generated/<name>.yaml; earlier kfgen output in generated/ is replaced, so a re-run is idempotent.
Problems are returned as results (severity, message, resourceRef, field.path) and printed on
stderr; on an error the items are echoed unchanged and the exit status is 1.

kustomize:  config.kubernetes.io/function: {exec: {path: kfgen-fn}}
            kustomize build --enable-alpha-plugins --enable-exec DIR
kpt:        Kptfile pipeline.mutators: [{exec: kfgen-fn, configPath: environment.yaml}]
            kpt fn render DIR --allow-exec
`kfgen-fn` (installed by pip) is the same as `kfgen fn`.
"""


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    import argparse

    fn = sub.add_parser(
        "fn",
        help="run as a KRM function (ResourceList on stdin and stdout)",
        description=FN_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    fn.set_defaults(run=run)


def standalone_parser() -> argparse.ArgumentParser:
    """`kfgen-fn`'s: no arguments, only --help."""
    import argparse

    return argparse.ArgumentParser(
        prog="kfgen-fn", description=FN_HELP, formatter_class=argparse.RawDescriptionHelpFormatter
    )


def run(_: argparse.Namespace | None) -> int:
    from kfgen.cli import krm
    from kfgen.io import bounded, krmio, yamlio

    raw, text, unreadable = bounded.read_stdin("stdin")
    docs, problems = yamlio.parse(text, "stdin") if not unreadable else ([], unreadable)
    if not problems and len(docs) == 1:  # no ResourceList at all is echoed byte for byte
        problems = [p for p in krm.wrapper_problems(docs[0]) if p.field in (None, "apiVersion", "kind")]
    if problems or len(docs) != 1:
        report(problems or [Result(ERROR, "expected one ResourceList on stdin")])
        _echo(raw)
        return 1
    output, results = krm.process(docs[0])
    items = docs[0].get("items") if isinstance(docs[0], dict) else None
    report(krm.located(results) if krm.from_files(items) else results)
    if isinstance(items, list) and items:
        # an item passed through is written from its own node: the same data to go-yaml v2 and v3 (kpt also
        # writes it back to its file, keeping its style); kfgen's reading alone would settle `y` or a date for both
        sys.stdout.write(krmio.dump(output, items, text))
    else:
        sys.stdout.write(yamlio.dump(output))
    return 1 if krm.failed(results) else 0


def _echo(raw: bytes) -> None:
    """The input, byte for byte (kpt reads an empty output as "delete everything"): `raw`, then whatever stdin
    still holds past the input bound, copied a chunk at a time."""
    sys.stdout.flush()
    if hasattr(sys.stdout, "buffer"):
        sys.stdout.buffer.write(raw)
        if hasattr(sys.stdin, "buffer"):
            import shutil  # an echo only: not at every start

            shutil.copyfileobj(sys.stdin.buffer, sys.stdout.buffer)
    else:
        sys.stdout.write(raw.decode("utf-8", "replace"))
