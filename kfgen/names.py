"""Names of generated objects, all derived from the TrainingSpec name, and their length limits.

The training operator names pods and their headless Services `<job>-<role>-<index>`; JobSet names
TrainJob pods' hostnames `<job>-<replicatedJob>-<jobIndex>-<podIndex>`. Those are DNS-1035 labels of
at most 63 characters, which bounds the TrainingSpec name.
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kfgen.frameworks import RUNTIME_JOBS

if TYPE_CHECKING:
    from kfgen.model import Context

DNS_1035 = re.compile(r"^[a-z]([-a-z0-9]*[a-z0-9])?$")
MAX_LABEL = 63


def job(ctx: Context) -> str:
    return ctx.job_name


def shared_service_account(ctx: Context) -> str | None:
    """The existing ServiceAccount the spec or its Environment names, if any."""
    name = ctx.spec.get("serviceAccount") or ctx.env.get("serviceAccount")
    return str(name) if name else None


def service_account(ctx: Context) -> str:
    return shared_service_account(ctx) or ctx.name


def metrics_service(ctx: Context) -> str:
    return f"{ctx.name}-metrics"


def longest_hostname(ctx: Context) -> str:
    if ctx.trainer:
        runtime = str(ctx.spec.get("runtime") or ctx.framework.runtime)
        nodes = ctx.replicas.get("worker", 1)
        return max((f"{ctx.job_name}-{rjob}-0-{nodes - 1}" for rjob in RUNTIME_JOBS.get(runtime, ("node",))), key=len)
    candidates = [
        f"{ctx.job_name}-{ctx.framework.roles.get(role, role).lower()}-{count - 1}"
        for role, count in ctx.replicas.items()
    ]
    return max([*candidates, metrics_service(ctx)], key=len)


def check(ctx: Context) -> str | None:
    if not DNS_1035.fullmatch(ctx.name):
        return "must be a DNS-1035 label: lower-case letters, digits and '-', starting with a letter"
    longest = longest_hostname(ctx)
    if len(longest) > MAX_LABEL:
        limit = len(ctx.name) - (len(longest) - MAX_LABEL)
        revision = " (with the revision kfgen adds to job names)" if ctx.revision_names else ""
        return (
            f"must be at most {limit} characters for this job (is {len(ctx.name)}): the generated name "
            f"{longest!r} must fit in {MAX_LABEL}{revision}"
        )
    return None
