"""Whether an imported spec renders where it was compared: each of kfgen's errors where it does not is an
`imported, needs review:` warning, and `kfgen import` exits 3 (kfgen.cli.importing)."""

from __future__ import annotations

from collections.abc import Collection, Mapping

from kfgen import core
from kfgen.api import Obj
from kfgen.results import Result, warning

NEEDS_REVIEW = "imported, needs review"


def why(spec: Obj, environments: Mapping[str | None, Obj | None], bare: Collection[str] = ()) -> list[Result]:
    """A warning for each of kfgen's errors where `spec` does not render: in each environment named (None: the
    only one), with its Environment (None: none; the names in `bare` have a stand-in without settings, so that the
    spec's override for them applies). An empty list: the spec renders everywhere."""
    found: list[Result] = []
    for name, environment in environments.items():
        where = f"in {name or core.name_of(environment)}" if environment is not None else "without an Environment"
        if name in bare:
            where = f"in {name} (no Environment {name} given)"
        for problem in core.expand(spec, environment).results:
            if problem.severity == "error":
                message = f"{NEEDS_REVIEW}: the spec does not render {where}: {problem.field}: {problem.message}"
                found.append(warning(message, problem.resource))
    return list(dict.fromkeys(found))
