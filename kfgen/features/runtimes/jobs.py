"""A TrainJob's runtime, in an Environment that declares its runtimes (spec.trainer): one it defines, one it lists
as existing, or one of Trainer's default ClusterTrainingRuntimes. Trainer's webhook refuses a TrainJob whose runtime
does not exist, and GitOps would retry it forever."""

from __future__ import annotations

from collections.abc import Iterator

from kfgen.checks import hints
from kfgen.model import Context
from kfgen.results import Result, error
from kfgen.workloads.trainjob import runtimes as trainerruntimes


def check(ctx: Context) -> Iterator[Result]:
    if not ctx.profile.runtime or not isinstance(ctx.env.get("trainer"), dict):
        return  # without the block, kfgen does not know which runtimes the cluster has
    kind, name = ctx.runtime_kind, ctx.runtime
    known = known_runtimes(ctx, kind)
    if name in known:
        return
    key = trainerruntimes.ENVIRONMENT_KEYS[kind]
    field = ctx.field("runtime") if "runtime" in ctx.spec else ctx.field("runtimeKind")
    yield error(
        f"{kind} {name!r} is neither defined by Environment {ctx.env_name} nor listed as existing (known: "
        f"{', '.join(known) or 'none'}); name one of them, or have the Environment's owner define it in "
        f"spec.trainer.{key} or list it in spec.trainer.existing.{key}" + hints.did_you_mean(name, known),
        ctx.ref,
        field,
    )


def known_runtimes(ctx: Context, kind: str) -> list[str]:
    names = {*trainerruntimes.defined(ctx.env, kind), *trainerruntimes.existing(ctx.env, kind)}
    if kind == "ClusterTrainingRuntime":
        names |= set(trainerruntimes.DEFAULT_RUNTIMES)
    return sorted(names)
