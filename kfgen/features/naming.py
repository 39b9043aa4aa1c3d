"""Names and metadata: the spec's name fits every hostname its workload makes, its namespace, labels and
annotations are what the API server accepts."""

from __future__ import annotations

import re
from collections.abc import Iterable, Iterator
from typing import Any

from kfgen import schema
from kfgen.checks import apivalidation, credentials
from kfgen.checks.apivalidation import names as apinames
from kfgen.checks.validate import PATTERN_MESSAGES
from kfgen.features.base import Feature
from kfgen.model import Context, EnvironmentView
from kfgen.render.names import DNS_1035, MAX_LABEL
from kfgen.results import Result, error

DNS_LABEL = re.compile(schema.DNS_LABEL_PATTERN)


def name_problem(ctx: Context) -> str | None:
    if not DNS_1035.fullmatch(ctx.name):
        return "must be a DNS-1035 label: lower-case letters, digits and '-', starting with a letter"
    longest = max(ctx.hostnames, key=len)
    if len(longest) > MAX_LABEL:
        limit = len(ctx.name) - (len(longest) - MAX_LABEL)
        revision = " (with the revision kfgen adds to job names)" if ctx.revision_names else ""
        return (
            f"must be at most {limit} characters for this job (is {len(ctx.name)}): the generated name "
            f"{longest!r} must fit in {MAX_LABEL}{revision}"
        )
    return None


def check(ctx: Context) -> Iterator[Result]:
    problem = name_problem(ctx)
    if problem:
        yield error(problem, ctx.ref, "metadata.name")
    namespace = (ctx.source.get("metadata") or {}).get("namespace")
    if namespace is not None and not (DNS_LABEL.fullmatch(str(namespace)) and len(str(namespace)) <= MAX_LABEL):
        yield error(PATTERN_MESSAGES[schema.DNS_LABEL_PATTERN], ctx.ref, "metadata.namespace")
    for prefix, settings in _metadata_maps(ctx):
        for key, value in (settings.get("labels") or {}).items():
            if value is None:
                continue  # a pod patch's null removes the label
            problem = apivalidation.key_problem(key) or apivalidation.label_value_problem(value)
            if problem:
                yield error(problem, ctx.ref, credentials.field_of(ctx, (*prefix, "labels", key)))
        annotations = settings.get("annotations") or {}
        for key in annotations:
            problem = apivalidation.key_problem(key)
            if problem:
                yield error(problem, ctx.ref, credentials.field_of(ctx, (*prefix, "annotations", key)))
        problem = apivalidation.annotations_size_problem(annotations) if isinstance(annotations, dict) else None
        if problem:
            yield error(problem, ctx.ref, credentials.field_of(ctx, (*prefix, "annotations")))


def _metadata_maps(ctx: Context) -> Iterator[tuple[tuple[str, ...], dict[str, Any]]]:
    """The spec's labels and annotations, and the pod metadata of its pod patches."""
    yield (), ctx.spec
    for prefix, settings in ctx.container_settings:
        meta = (settings.get("podPatch") or {}).get("metadata")
        if isinstance(meta, dict):
            yield (
                (*prefix, "podPatch", "metadata"),
                {k: v for k, v in meta.items() if k in ("labels", "annotations") and isinstance(v, dict)},
            )


ENVIRONMENT_NAME_MESSAGE = (
    "must be a DNS subdomain of at most 63 characters (lower-case letters, digits, '-' and '.', starting and "
    "ending with a letter or digit): it names the Environment's objects and files, and labels its namespaces"
)


def environment_name_problem(name: object) -> str | None:
    text = str(name)
    if not isinstance(name, str) or len(text) > MAX_LABEL or not apinames.DNS_SUBDOMAIN.fullmatch(text):
        return ENVIRONMENT_NAME_MESSAGE
    return None


def environment_check(env: EnvironmentView) -> Iterable[tuple[str, str]]:
    problem = environment_name_problem(env.name)
    if problem:
        yield "metadata.name", problem
    for where, values in (("labels", env.spec.get("labels")), ("annotations", env.spec.get("annotations"))):
        for key, value in (values or {}).items():
            problem = apivalidation.key_problem(str(key))
            if not problem and where == "labels":
                problem = apivalidation.label_value_problem(value)
            if not problem and credentials.secret_in_value(str(value)):
                problem = credentials.VALUE_MESSAGE
            if problem:
                yield f"spec.{where}.{key}", problem


FEATURE = Feature("naming", check=check, environment_check=environment_check)
