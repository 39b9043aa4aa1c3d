"""Names of generated objects, all derived from the TrainingSpec name, and their length limits.

The training operator names pods and their headless Services `<job>-<role>-<index>`; JobSet names
TrainJob pods' hostnames `<job>-<replicatedJob>-<jobIndex>-<podIndex>`. Those are DNS-1035 labels of
at most 63 characters, which bounds the TrainingSpec name (each workload lists its hostnames).
"""

from __future__ import annotations

import re
from typing import TYPE_CHECKING

from kfgen import api

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
    return shared_service_account(ctx) or f"{ctx.name}{api.GENERATED_ACCOUNT_SUFFIX}"


def metrics_service(ctx: Context) -> str:
    return f"{ctx.name}-metrics"
