"""The `kfgen` command line: its subcommands and options (argparse is not on the KRM function's path)."""

from __future__ import annotations

import argparse
import sys

from kfgen.cli import argocdplugin, diffing, discover, docs, expand, utilities
from kfgen.cli import main as cli
from kfgen.version import __version__

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


def fn_parser() -> argparse.ArgumentParser:
    """`kfgen-fn`'s: no arguments, only --help."""
    return argparse.ArgumentParser(
        prog="kfgen-fn", description=FN_HELP, formatter_class=argparse.RawDescriptionHelpFormatter
    )


def parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="kfgen", description="Expand TrainingSpecs into Kubeflow manifests.")
    parser.add_argument("--version", action="version", version=f"kfgen {__version__}")
    sub = parser.add_subparsers(dest="command")

    render = sub.add_parser("render", help="print the manifests of TrainingSpecs (a YAML stream or -o DIR)")
    _environment_options(render)
    render.add_argument("-o", "--output-dir", help="write one file per object into this directory")
    render.add_argument(
        "-j",
        "--jobs",
        type=_worker_count,
        metavar="N",
        help="worker processes for many files (default: one per CPU; the output is the same for any N)",
    )
    render.add_argument(
        "--select",
        action="append",
        metavar="SELECTOR",
        help="print only these objects (everything is still rendered and checked): kind=KIND, spec=NAME or "
        "environment (the Environment's own objects); terms joined by ',' must all match "
        "(kind=ConfigMap,spec=resnet); repeat --select for either",
    )
    render.add_argument(
        "--summary",
        action=argparse.BooleanOptionalAction,
        help="one line on stderr counting what was rendered, per spec and Environment (default: when stderr is a "
        "terminal)",
    )
    render.add_argument("paths", nargs="+", metavar="PATH", help="files or directories ('-' for stdin)")
    render.set_defaults(run=expand.render)

    validate = sub.add_parser("validate", help="check TrainingSpecs and Environments; print problems only")
    _environment_options(validate)
    validate.add_argument("paths", nargs="+", metavar="PATH")
    validate.set_defaults(run=expand.validate)

    schema = sub.add_parser("schema", help="print the JSON Schema (for editors) or the CRD")
    schema.add_argument("--kind", choices=["TrainingSpec", "Environment"], default="TrainingSpec")
    schema.add_argument("--crd", action="store_true", help="print the CustomResourceDefinition instead")
    schema.set_defaults(run=utilities.schema)

    post = sub.add_parser(
        "post-render",
        help="a Helm post-renderer: expand the TrainingSpecs of a manifest "
        "stream on stdin, pass everything else through",
    )
    _environment_options(post)
    post.set_defaults(run=utilities.post_render)

    imports = sub.add_parser(
        "import",
        help="write TrainingSpecs that render existing Kubeflow jobs (PyTorchJob, TFJob, ..., TrainJob, Job)",
        description="Read Kubernetes YAML and write, for each job, the shortest TrainingSpec that renders it again; "
        "what no spec field or pod patch can carry is a warning naming the input field. Exit 0: imported; 1: bad "
        "input, nothing written; 3: imported, needs review (a spec written does not render where it was compared: "
        "the warnings say why; --environment FILE or --env NAME gives the platform's facts).",
    )
    imports.add_argument("-o", "--output-dir", help="write <namespace>/<name>.yaml per spec into this directory")
    imports.add_argument(
        "--env",
        action="append",
        metavar="NAME[=PATH]",
        help="NAME: the Environment the jobs were rendered in (from the inputs or overlays/NAME/environment.yaml); "
        "NAME=PATH, once per environment: the jobs as they are there (a file or directory), one spec per job with "
        "only what differs under environments:",
    )
    imports.add_argument(
        "--environment", metavar="FILE", help="the Environment in FILE, which the jobs were rendered in"
    )
    imports.add_argument("--environments", metavar="PATH", help="Environments for --env (a file or directory)")
    imports.add_argument("paths", nargs="*", metavar="FILE", help="files or directories ('-' for stdin)")
    imports.set_defaults(run=_import)

    sub.add_parser("controller", help="run the in-cluster controller (see `kfgen controller --help`)")
    fn = sub.add_parser(
        "fn",
        help="run as a KRM function (ResourceList on stdin and stdout)",
        description=FN_HELP,
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    fn.set_defaults(run=cli.fn)

    check = sub.add_parser(
        "check-build", help="fail if a built stream still holds kfgen resources (a build that did not run the function)"
    )
    check.add_argument("paths", nargs="*", default=["-"], metavar="PATH")
    check.add_argument(
        "--expect",
        nargs="+",
        metavar="SPEC",
        help="TrainingSpec files or directories that must each have a generated job",
    )
    check.set_defaults(run=utilities.check_build)
    init = sub.add_parser(
        "init",
        help="scaffold a team repository that builds at once",
        description="Write specs/, overlays/<env>/ (kustomize with kfgen-fn), schemas/ for editors "
        "and ci.sh into DIR; --kpt writes a kpt package instead.",
    )
    init.add_argument("directory", metavar="DIR")
    init.add_argument("--kpt", action="store_true", help="a kpt package (Kptfile pipeline, generated/) instead")
    init.add_argument("--force", action="store_true", help="overwrite existing files")
    init.set_defaults(run=utilities.init)

    diffing.add_parser(sub)
    discover.add_parser(sub)
    argocdplugin.add_parser(sub)
    docs.add_parser(sub)
    completion = sub.add_parser(
        "completion",
        help="print a shell completion script",
        description="bash: source <(kfgen completion bash); zsh: source <(kfgen completion zsh); "
        "fish: kfgen completion fish | source (or write it to ~/.config/fish/completions/kfgen.fish)",
    )
    completion.add_argument("shell", choices=["bash", "zsh", "fish"])
    completion.set_defaults(run=_completion)
    return parser


def _environment_options(parser: argparse.ArgumentParser) -> None:
    group = parser.add_mutually_exclusive_group()
    group.add_argument(
        "--env", metavar="NAME", help="the Environment of this name, from the inputs or overlays/*/environment.yaml"
    )
    group.add_argument("--environment", metavar="FILE", help="the Environment in FILE")
    parser.add_argument(
        "--strict",
        action="store_true",
        help="fail on warnings too: exit 1 and print no manifests when there is any warning (each is reported)",
    )


def _worker_count(text: str) -> int:
    if not text.isdigit() or int(text) < 1:
        raise argparse.ArgumentTypeError(f"must be a whole number ≥ 1, not {text!r}")
    return int(text)


def _import(args: argparse.Namespace) -> int:
    if any("=" in value for value in args.env or ()):
        from kfgen.cli import importcopies

        return importcopies.run(args)
    from kfgen.cli import importing

    return importing.run(args)


def _completion(args: argparse.Namespace) -> int:
    from kfgen.cli import completion

    sys.stdout.write(completion.script(parser(), args.shell))
    return 0
