"""`kfgen render --select`: which rendered objects are printed, and the one-line summary of what was rendered.

A selector is terms joined by commas, all of which an object must match:
  kind=KIND                 objects of this kind (PyTorchJob, ConfigMap, ...)
  spec=NAME | spec=NS/NAME  the objects this TrainingSpec made
  environment               the objects the Environment owns (queues, runtimes, the tracking server, ...)
`--select` may be repeated: an object is printed when it matches any of them. Selection applies to what is
written, after every object was rendered and checked, so a selection never hides a problem.
"""

from __future__ import annotations

from typing import Any, NamedTuple

from kfgen.api import ENVIRONMENT as ENVIRONMENT_ORIGIN
from kfgen.core import Origin
from kfgen.results import ERROR, WARNING, Result

FLAG = "--select"
ENVIRONMENT = "environment"
LISTED_SPECS = 3  # the summary names this many specs; past them, totals only
GRAMMAR = "kind=KIND, spec=NAME or environment, joined by ',' to intersect"


class Selector(NamedTuple):
    text: str
    kind: str | None = None
    spec: str | None = None
    environment: bool = False

    def matches(self, obj: Any, origin: Origin) -> bool:
        if self.kind is not None and (not isinstance(obj, dict) or obj.get("kind") != self.kind):
            return False
        if self.environment and origin != ENVIRONMENT_ORIGIN:
            return False
        return self.spec is None or (isinstance(origin, tuple) and self.spec in (origin[1], "/".join(origin)))


def parse(texts: list[str]) -> tuple[list[Selector], list[Result]]:
    """The selectors of the `--select` options, or one error per option that is none."""
    selectors: list[Selector] = []
    problems: list[Result] = []
    for text in texts:
        selector, problem = _parse_one(text)
        if problem:
            problems.append(Result(ERROR, f"{text!r}: {problem}", field=FLAG))
        else:
            selectors.append(selector)
    return selectors, problems


def _parse_one(text: str) -> tuple[Selector, str | None]:
    found: dict[str, str] = {}
    for term in text.split(","):
        key, equals, value = (part.strip() for part in term.partition("="))
        if key == ENVIRONMENT and not equals:
            key, value = ENVIRONMENT, "yes"
        elif key not in ("kind", "spec") or not value:
            where = f"{term.strip()!r} is no selector term; " if term.strip() != text.strip() else ""
            return Selector(text), f"{where}expected {GRAMMAR}"
        if key in found:
            return Selector(text), f"{key} given twice; repeat {FLAG} to select either"
        found[key] = value
    if ENVIRONMENT in found and "spec" in found:
        return Selector(text), f"no object is both the Environment's and a spec's; repeat {FLAG} to select both"
    kind = found.get("kind")
    problem = _kind_problem(kind) if kind else None
    return Selector(text, kind, found.get("spec"), ENVIRONMENT in found), problem


def _kind_problem(kind: str) -> str | None:
    """A kind kfgen emits spelt another way; any other kind may be an input passed through."""
    from kfgen.checks import hints
    from kfgen.workloads import registry

    known = tuple(dict.fromkeys(k.kind for k in registry.KINDS))
    if kind in known:
        return None
    same = [k for k in known if k.lower() == kind.lower()]
    guess = same[0] if same else hints.closest(kind, known, 0.8)
    return f"kfgen renders no kind {kind!r}; did you mean kind={guess}?" if guess else None


class Selection:
    """What `--select` keeps, and a tally of what was rendered for the summary and for selectors that match nothing."""

    def __init__(
        self, selectors: list[Selector], environment: dict[str, Any] | None, origin: str | None = None
    ) -> None:
        self.selectors = selectors
        self.origin = origin  # the file the Environment was read from
        meta = environment.get("metadata") if environment is not None else None
        self.environment = None if environment is None else str(meta.get("name", "") if isinstance(meta, dict) else "")
        self.environment_objects = 0
        self.others = 0  # inputs passed through
        self.specs: dict[tuple[str, str], int] = {}
        self.selected = 0
        self.matched: set[str] = set()  # the texts of the selectors that matched an object

    def keep(self, objects: list[Any], origin: Origin) -> list[Any]:
        """The objects to write of those one input (or the Environment) made; every one is counted."""
        kept, matched = self.pick(objects, origin)
        self.count(origin, len(objects), len(kept), matched)
        return kept

    def pick(self, objects: list[Any], origin: Origin) -> tuple[list[Any], set[str]]:
        """The objects the selectors keep, and the texts of the selectors that kept one."""
        if not self.selectors:
            return objects, set()
        kept, matched = [], set()
        for obj in objects:
            hits = [s.text for s in self.selectors if s.matches(obj, origin)]
            if hits:
                matched.update(hits)
                kept.append(obj)
        return kept, matched

    def count(self, origin: Origin, rendered: int, kept: int, matched: set[str]) -> None:
        """What a worker process selected: `kept` of `rendered` objects, by the selectors `matched`."""
        if origin == ENVIRONMENT_ORIGIN:
            self.environment_objects += rendered
        elif isinstance(origin, tuple):
            self.specs[origin] = self.specs.get(origin, 0) + rendered
        else:
            self.others += rendered
        self.selected += kept
        self.matched |= matched

    def unmatched(self) -> list[Result]:
        """A selector that selected nothing: an unknown spec is an error, anything else a warning."""
        from kfgen.checks import hints

        names = sorted({name for _, name in self.specs} | {"/".join(s) for s in self.specs})
        out = []
        for selector in self.selectors:
            if selector.text in self.matched:
                continue
            if selector.spec and selector.spec not in names:
                guess = hints.closest(selector.spec, tuple(names), 0.6)
                hint = f"did you mean spec={guess}?" if guess else f"the specs: {', '.join(names[:10]) or 'none'}"
                out.append(
                    Result(ERROR, f"{selector.text!r}: no TrainingSpec {selector.spec!r} here; {hint}", field=FLAG)
                )
            else:
                out.append(Result(WARNING, f"{selector.text!r} matches no rendered object", field=FLAG))
        return out

    def summary(self) -> str:
        total = self.environment_objects + self.others + sum(self.specs.values())
        parts = []
        if self.specs:
            listed = sorted(self.specs.items(), key=lambda item: (-item[1], item[0]))
            named = ", ".join(f"{name} {count}" for (_, name), count in listed[:LISTED_SPECS])
            more = ", …" if len(listed) > LISTED_SPECS else ""
            parts.append(f"{len(self.specs)} spec{'s' * (len(self.specs) != 1)} ({named}{more})")
        if self.environment is not None:
            origin = f" ({self.origin})" if self.origin else ""
            parts.append(f"Environment {self.environment}{origin} {self.environment_objects}")
        if self.others:
            parts.append(f"{self.others} passed through")
        line = f"rendered {total} object{'s' * (total != 1)}" + (": " + ", ".join(parts) if parts else "")
        return line + (f"; selected {self.selected}" if self.selectors else "")
