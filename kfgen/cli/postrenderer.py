"""`kfgen post-render`: a Helm post-renderer (kfgen.cli.postrender)."""

from __future__ import annotations

from typing import TYPE_CHECKING

from kfgen.cli.inputs import environment_options

if TYPE_CHECKING:
    import argparse


def add_parser(sub: argparse._SubParsersAction[argparse.ArgumentParser]) -> None:
    post = sub.add_parser(
        "post-render",
        help="a Helm post-renderer: expand the TrainingSpecs of a manifest "
        "stream on stdin, pass everything else through",
    )
    environment_options(post)
    post.set_defaults(run=run)


def run(args: argparse.Namespace) -> int:
    from kfgen.cli import postrender

    return postrender.main(args)
