"""`kfgen.load` and `kfgen.render`: the Python API (the `kfgen` package re-exports what is here).

The Python API reads and renders exactly as the `kfgen render` command does: the same YAML reader (YAML 1.2
as Kubernetes reads it: `yes` stays the string `'yes'` and `2026-01-01` a string, where `yaml.safe_load` gives
`True` and a date), the same input bounds, the same Environment selection (`env="prod"` finds
`overlays/prod/environment.yaml` below the working directory, and an Environment among the inputs that
would shadow it is an error: docs/concepts/policy.md), the same checks and the same problems, as
`kfgen.results.Result` values. Nothing raises for a problem in the inputs: look at `Rendered.ok` and
`Rendered.results`, or call `Rendered.check()`.

Examples:
    >>> import kfgen
    >>> rendered = kfgen.render(["examples/jax-mnist.yaml"], env="dev", select=["kind=JAXJob"])
    >>> rendered.ok
    True
    >>> [(obj["kind"], obj["metadata"]["namespace"]) for obj in rendered.objects]
    [('JAXJob', 'ml-dev')]
    >>> rendered.summary
    'rendered 22 objects: 1 spec (jax-mnist 2), Environment dev (overlays/dev/environment.yaml) 20; selected 1'
    >>> rendered.yaml().startswith("---\\napiVersion: kubeflow.org/v1\\nkind: JAXJob\\n")
    True
"""

from __future__ import annotations

import os
from collections.abc import Iterable
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from kfgen.results import Result

Path = str | os.PathLike[str]
"""A file or directory to read (a directory: its `*.yaml` and `*.yml` files), or `"-"` for stdin."""


class Inputs:
    """The documents of some files, read as `kfgen render` reads them (`load` returns one).

    Attributes:
        items: Every YAML document of the files, in order (empty documents left out).
        sources: The file each item came from.
        results: The problems reading them (an unreadable file, YAML that is no YAML, input over the bounds).
        paths: The paths as given to `load`, where messages are located.
    """

    __slots__ = ("_stdin_text", "items", "paths", "results", "sources")

    def __init__(
        self, items: list[Any], sources: list[str], results: list[Result], paths: list[str], stdin_text: str | None
    ) -> None:
        self.items = items
        self.sources = sources
        self.results = results
        self.paths = paths
        self._stdin_text = stdin_text

    @property
    def ok(self) -> bool:
        """No error among `results` (warnings allowed)."""
        from kfgen.results import has_errors

        return not has_errors(self.results)


class RenderError(Exception):
    """Raised by `Rendered.check()`: its message is the error lines, as `kfgen render` prints them.

    Attributes:
        results: Every problem of the render, warnings included.
    """

    def __init__(self, results: list[Result], lines: list[str]) -> None:
        super().__init__("\n".join(line for line in lines if "[error] " in line))
        self.results = results


class Rendered:
    """What `render` made: the objects `kfgen render` would print and the problems it would report.

    Attributes:
        objects: The Kubernetes objects, in output order: the Environment's own objects first, then each
            spec's; only those `select` kept. Empty when there is an error (kfgen writes nothing partial).
        results: Every problem, in the order `kfgen render` finds them (`str(result)` is the problem without
            its file and line).
        lines: What `kfgen render` prints on stderr for them: each distinct problem once, with `FILE:LINE:`
            where it was written.
        summary: The line `kfgen render --summary` prints, e.g.
            `rendered 66 objects: 3 specs (resnet 12, …), Environment prod 42`.
    """

    __slots__ = ("lines", "objects", "results", "summary")

    def __init__(self, objects: list[dict[str, Any]], results: list[Result], lines: list[str], summary: str) -> None:
        self.objects = objects
        self.results = results
        self.lines = lines
        self.summary = summary

    @property
    def ok(self) -> bool:
        """No error among `results` (warnings allowed): `kfgen render` would exit 0."""
        from kfgen.results import has_errors

        return not has_errors(self.results)

    def check(self) -> Rendered:
        """This render, when it has no error.

        Raises:
            RenderError: The render has errors; the exception's message holds their lines.
        """
        if not self.ok:
            raise RenderError(self.results, self.lines)
        return self

    def yaml(self) -> str:
        """The objects as one YAML stream, byte for byte what `kfgen render` prints (empty on an error)."""
        from kfgen.io import yamlio

        return "".join("---\n" + yamlio.dump(obj) for obj in self.objects)


def load(paths: Path | Iterable[Path]) -> Inputs:
    """Read TrainingSpecs, Environments and other YAML as `kfgen render` reads them.

    Args:
        paths: A file or directory, or several (`"-"` reads stdin).

    Returns:
        The documents and the problems reading them: a file that cannot be read is a result, not an exception.
    """
    from kfgen.cli import programmatic

    given = _paths(paths)
    items, sources, results, stdin_text = programmatic.load(given)
    return Inputs(items, sources, results, given, stdin_text)


def render(
    inputs: Inputs | Path | Iterable[Path],
    *,
    env: str | None = None,
    environment: Path | None = None,
    select: Iterable[str] = (),
) -> Rendered:
    """Render TrainingSpecs for an Environment, as `kfgen render` does.

    Args:
        inputs: What `load` read, or the paths to load (a file, a directory or several).
        env: The Environment of this name in `overlays/*/environment.yaml` below the working directory, else
            among the inputs (`kfgen render --env`); one among the inputs that differs from it is an error.
        environment: The file holding the Environment (`kfgen render --environment`); not with `env`.
        select: Selectors as `kfgen render --select` takes them (`"kind=PyTorchJob"`, `"spec=resnet"`,
            `"environment"`, terms joined by `,` to intersect); the objects matching any are kept.
            Every object is rendered and checked whatever the selection.

    Returns:
        The objects and every problem; `Rendered.ok` is False when `kfgen render` would exit 1.

    Raises:
        ValueError: Both `env` and `environment` were given.
    """
    if env is not None and environment is not None:
        raise ValueError("give env or environment, not both")
    from kfgen.cli import programmatic

    loaded = inputs if isinstance(inputs, Inputs) else load(inputs)
    environment_file = None if environment is None else os.fspath(environment)
    objects, results, summary = programmatic.render(
        (loaded.items, loaded.sources), list(loaded.results), environment_file, env, list(select)
    )
    lines = programmatic.lines(results, loaded.paths, loaded._stdin_text, environment_file, env) if results else []
    return Rendered(objects, results, lines, summary)


def _paths(paths: Path | Iterable[Path]) -> list[str]:
    if isinstance(paths, str | os.PathLike):
        return [os.fspath(paths)]
    return [os.fspath(p) for p in paths]
