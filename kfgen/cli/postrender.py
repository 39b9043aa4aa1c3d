"""`kfgen post-render`: a Helm post-renderer (Helm 3 `--post-renderer`, Helm 4 `postrenderer/v1` plugin).

Reads the rendered manifests on stdin and writes them to stdout with every TrainingSpec replaced by its
expansion. Every other document is written exactly as it came (its text, comments included), so a
chart's own objects pass through unchanged; a Trainer runtime among them is checked as `kfgen render` checks one
among its inputs (kfgen.features.runtimes.inputs). Environments stay: they are objects of the chart too (one of the
name --env selects must be the platform's, overlays/NAME/environment.yaml, where there is one: kfgen.cli.inputs).
"""

from __future__ import annotations

import argparse
import re
import sys
from typing import Any

from kfgen import core, features, schema
from kfgen.checks import hints, identity, shapes
from kfgen.features.runtimes import inputs as runtimeinputs
from kfgen.io import bounded, files, yamlio
from kfgen.results import ERROR, Result, has_errors, strict_failure

_SEPARATOR = re.compile(r"^---[ \t]*(?:#.*)?$", re.MULTILINE)


def split(text: str) -> list[str]:
    """The documents of a stream as text, split where a line is a document separator."""
    parts = _SEPARATOR.split(text)
    return [p.strip("\n") + "\n" for p in parts if p.strip()]


def post_render(text: str, environment: dict[str, Any] | None) -> tuple[str, list[Result]]:
    too_many = yamlio.too_many_documents(text, "-")  # before the split: each document is parsed alone
    if too_many:
        return "", too_many
    chunks, parsed, results = _parse(split(text))
    results += [] if has_errors(results) else _no_objects(text)
    if has_errors(results):
        return "", results
    if environment is not None and has_errors(problems := core.check_environment(environment)):
        return "", problems  # checked here too: a release without TrainingSpecs still gets its objects
    out: list[str] = []
    for chunk, docs in zip(chunks, parsed, strict=True):
        if not any(shapes.is_kfgen(d, schema.TRAINING_SPEC) for d in shapes.unwrap(docs)):  # a List's too
            results += _passed_through(docs, environment)
            out.append(chunk)
            continue
        expansion = core.transform(docs, environment, environment_objects=False)
        results += expansion.results
        out += [yamlio.dump(obj) for obj in expansion.objects]
    if environment is not None and not has_errors(results):  # once per release, after its own objects
        produced = core.environment_output(environment)
        results += identity.collisions([o for docs in parsed for o in docs if isinstance(o, dict)] + produced)
        out += [yamlio.dump(obj) for obj in produced]
    if has_errors(results):
        return "", results
    return "---\n" + "---\n".join(out) if out else "", results


def _no_objects(text: str) -> list[Result]:
    """What `kfgen render -` refuses in the same stream before it renders: a document that is no mapping or no
    Kubernetes object (`foo: bar`, an empty apiVersion and kind), an object without apiVersion or kind (a
    TrainingSpec's own are checked where it is expanded). A post-renderer passes a chart's objects through, never
    text that is none: kubectl would refuse it only after the release is half applied."""
    loaded = files.load_text(text, "-")
    others = [item for item in loaded.items if not shapes.is_kfgen(item, schema.TRAINING_SPEC)]
    return [r for r in loaded.results if r.severity == ERROR] + [p for o in others for p in shapes.shape_problems(o)]


def _passed_through(docs: list[Any], selected: dict[str, Any] | None) -> list[Result]:
    """The chart's Environments and Trainer runtimes are checked as `kfgen render` checks those among its inputs
    (kfgen.core.Build.item)."""
    unwrapped = shapes.unwrap(docs)
    others = (d for d in unwrapped if shapes.is_kfgen(d, schema.ENVIRONMENT) and d != selected)
    results = [problem for other in others for problem in core.check_environment(other)]
    results += [elsewhere for d in unwrapped if (elsewhere := features.rendered_elsewhere(d))]
    # a misspelt kfgen kind (`TraningSpec`, `Enviroment`) is refused as `kfgen render -` refuses it: passed on, its
    # job would silently not exist and the misspelt Environment would reach the cluster
    results += [near for d in unwrapped for near in hints.kind(d) if near.severity == ERROR]
    runtimes = (d for d in unwrapped if isinstance(d, dict) and runtimeinputs.is_runtime(d))
    clean = core.without_nulls(selected)
    return results + [problem for runtime in runtimes for problem in runtimeinputs.problems(runtime, clean)]


def _parse(chunks: list[str]) -> tuple[list[str], list[list[Any]], list[Result]]:
    kept: list[str] = []
    parsed: list[list[Any]] = []
    results: list[Result] = []
    for number, chunk in enumerate(chunks, start=1):
        docs, problems = yamlio.parse(chunk, f"stdin (document {number})")
        results += problems
        if docs:  # a document of comments only (an empty template) is dropped, as Helm does
            kept.append(chunk)
            parsed.append(docs)
    return kept, parsed, results


def environment(args: argparse.Namespace, stream_items: list[Any]) -> tuple[dict[str, Any] | None, list[Result]]:
    """The Environment of --environment FILE, else --env NAME from overlays/<name>/ or (when the platform has none
    of that name) from the stream; an Environment of the stream that shadows it, or two of one name, is an error."""
    from kfgen.cli.inputs import select

    items: list[Any] = []
    origins: list[str] = []
    for doc in stream_items:
        unwrapped = shapes.unwrap([doc])  # a List's items, as kustomize reads them
        items += unwrapped
        origins += ["-"] * len(unwrapped)  # named `<stdin>`, as `kfgen render -` names it
    found = files.found_in(files.Loaded(items, origins))  # each in `-`, located as `kfgen render -` locates it
    chosen, problems = select(args.environment, args.env, found)
    return (chosen.environment if chosen else None), problems


def main(args: argparse.Namespace) -> int:
    from kfgen.cli.inputs import sources_of
    from kfgen.cli.reporting import report

    _, text, unreadable = bounded.read_stdin("stdin")  # within the input bound while it is read
    for result in unreadable:
        print(result, file=sys.stderr)
    if unreadable:
        return 1
    items, problems = yamlio.parse(text, "stdin")
    env, results = environment(args, items if not problems else [])
    output = ""
    if not has_errors(results):
        output, more = post_render(text, env)
        results += more
        results += strict_failure(results, "--strict") if args.strict else []
    # located as `kfgen render -` locates its lines: `<stdin>:LINE:`
    report(
        results, sources=sources_of(argparse.Namespace(paths=["-"], environment=args.environment, env=args.env), text)
    )
    if has_errors(results):
        return 1
    sys.stdout.write(output)
    return 0
