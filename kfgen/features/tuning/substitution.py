"""Every trial Katib can make of a tuning spec, checked as the job it is.

Katib v0.19.0 makes a trial by writing each parameter's value, as text, over `${trialParameters.NAME}` in the trial
template's JSON and parsing the result (pkg/controller.v1beta1/experiment/manifest/generator.go applyParameters,
GetRunSpecWithHyperParameters): nothing escapes the value, so a quote in it ends its string and the rest becomes fields
of the trial's job, a stray backslash makes every trial that draws it unparseable, and no check kfgen made of the
template has seen the pod that runs. So, for every value a parameter can take (each categorical and discrete value,
the bounds of an int or double and the last value its step reaches) and every trial metadata reference
(kfgen.features.tuning.references), this module does what Katib does and refuses, at the value, a trial that

- does not keep the document's shape: the value must stay inside its string, i.e. be JSON string text (a template's
  references are all inside strings, so a value that is JSON string text changes no structure), must not make two
  keys of a mapping equal, and must not hold or complete another reference (Katib replaces them in no fixed order);
- breaks any of kfgen's rules: the whole chain (schema, policy floor, Pod Security, the Environment's policy,
  credentials, the API server's rules) runs again on the spec with the value in place (`rerun`), and the trial must be
  exactly the job that spec renders, so that what was checked is what runs.

The cost is one render per distinct value: linear in the values and the spec, and so bounded: a spec whose parameters
hold more than MAX_DRAWS distinct values in all is refused before any is rendered (search a range instead).
"""

from __future__ import annotations

import itertools
import json
import re
from collections.abc import Callable, Iterator
from typing import Any, NamedTuple

from kfgen.api import Obj
from kfgen.features.tuning import references
from kfgen.features.tuning.experiment import PLACEHOLDER, trial_name
from kfgen.model import Context
from kfgen.results import Result, error

# A TrainingSpec rendered again, with the results to leave out before its objects are built: (objects, results)
Rerun = Callable[[Obj, Callable[[Result], bool]], tuple[list[Obj], list[Result]]]
STRING_TEXT = re.compile(r'(?:[^"\\\x00-\x1f\ud800-\udfff]|\\["\\/bfnrt]|\\u[0-9a-fA-F]{4})*')
ESCAPE = re.compile(r'\\(["\\/bfnrt]|u[0-9a-fA-F]{4})')
UNESCAPED = "Katib writes the value into the trial template's JSON text as it is"
# distinct values of the parameters in all, one render each (a millisecond or so apiece on a small spec)
MAX_DRAWS = 1000


class Draw(NamedTuple):
    """One value Katib can substitute: where the spec states it, the text, and the reference as spec and template
    write it."""

    field: str
    value: str
    spec_form: str
    template_form: str


class NotOneKey(ValueError):
    pass


def problems(ctx: Context, objects: list[Obj], rerun: Rerun) -> Iterator[Result]:
    experiment = next((o for o in objects if o.get("kind") == "Experiment"), None)
    if experiment is None:
        return
    template = experiment["spec"]["trialTemplate"]["trialSpec"]
    text = _json(template)
    forms = [PLACEHOLDER.format(trial_name(name, given)) for name, given in ctx.spec["tuning"]["parameters"].items()]
    metadata = references.keys_in(template, references.TEMPLATE_USE)
    forms += [references.TEMPLATE_FORM.format(key) for key in metadata]
    draws = list(itertools.islice(_draws(ctx), MAX_DRAWS + 1))
    if len(draws) > MAX_DRAWS:
        yield error(
            f"its parameters hold more than {MAX_DRAWS} distinct values in all, and kfgen renders the trial of each "
            "value Katib can substitute to check it: list fewer values, or search a range (type int or double with "
            "min, max and step)",
            ctx.ref,
            ctx.field("tuning", "parameters"),
        )
        return
    trial = _Trial(ctx, experiment["metadata"]["name"], text, forms, rerun)
    for draw in draws:
        for problem in trial.problems(draw):
            yield error(problem, ctx.ref, draw.field)
    for key in metadata:
        field = _first_use(ctx, references.SPEC_FORM.format(key))
        value = references.value(key, experiment["metadata"]["name"], ctx.namespace, template)
        if value is None:
            what = "labels" if key.startswith("Labels") else "annotations"
            has = ", ".join(sorted((template.get("metadata") or {}).get(what) or {})) or "none"
            yield error(
                f"${{trialSpec.{key}}}: the trial's job has no such {what[:-1]} (its {what}: {has}), so Katib fails "
                'every trial ("illegal reference of trial metadata"); set it in spec.labels or name one it has',
                ctx.ref,
                field,
            )
            continue
        draw = Draw(field, value, references.SPEC_FORM.format(key), references.TEMPLATE_FORM.format(key))
        for problem in trial.problems(draw):
            yield error(f"${{trialSpec.{key}}} ({value}): {problem}", ctx.ref, field)


def _draws(ctx: Context) -> Iterator[Draw]:
    for name, given in ctx.spec["tuning"]["parameters"].items():
        form = PLACEHOLDER.format(trial_name(name, given))
        seen: set[str] = set()
        for key, index, value in _values(given):
            if value in seen:
                continue
            seen.add(value)
            field = ctx.field("tuning", "parameters", name, key) + ("" if index is None else f"[{index}]")
            yield Draw(field, value, form, form)


def _values(given: Obj) -> Iterator[tuple[str, int | None, str]]:
    """(key, index, text) of the values Katib can substitute for a parameter: its list, or its bounds and the last
    value its step reaches."""
    if "values" in given:
        yield from (("values", index, str(value)) for index, value in enumerate(given["values"]))
        return
    low, high = str(given["min"]), str(given["max"])
    yield "min", None, low
    yield "max", None, high
    if "step" in given:
        yield "max", None, _last_step(given["type"], low, high, str(given["step"]))


def _last_step(kind: str, low: str, high: str, step: str) -> str:
    if kind == "int":
        first, last, size = int(low), int(high), int(step)
        return str(first + (last - first) // size * size) if size > 0 else high
    first_f, last_f, size_f = float(low), float(high), float(step)
    return repr(first_f + (last_f - first_f) // size_f * size_f) if size_f > 0 else high


class _Trial:
    """The trial template as Katib's text, and how one value fares in it."""

    def __init__(self, ctx: Context, name: str, text: str, forms: list[str], rerun: Rerun) -> None:
        self.ctx = ctx
        self.name = name  # the Experiment's
        self.text = text
        self.counts = {form: text.count(form) for form in forms}
        self.rerun = rerun

    def problems(self, draw: Draw) -> list[str]:
        why = string_text_problem(draw.value)
        if why:
            return [f"{UNESCAPED}: {why}"]
        substituted = self.text.replace(draw.template_form, draw.value)
        for form, count in self.counts.items():
            if substituted.count(form) != (0 if form == draw.template_form else count):
                return [
                    f"it makes {form} appear in the trial, which Katib substitutes in some trials and not in others "
                    "(it replaces the parameters in no fixed order)"
                ]
        try:
            trial = _parse(substituted)
        except NotOneKey as exc:
            return [f"it makes two keys of one mapping of the trial's job equal ({exc}), and Katib keeps only one"]
        except ValueError as exc:  # unreachable for string text; kept so that no trial goes unparsed
            return [f"{UNESCAPED}, and no trial that draws it could be parsed ({exc})"]
        return self._checked(draw, trial)

    def _checked(self, draw: Draw, trial: Obj) -> list[str]:
        decoded: str = json.loads(f'"{draw.value}"')
        spec = self.ctx.source["spec"]
        source = {
            **self.ctx.source,
            "spec": {
                k: v if k == "tuning" else references.replaced(v, draw.spec_form, decoded) for k, v in spec.items()
            },
        }
        objects, results = self.rerun(source, self._tuning_block)
        found = [r for r in results if r.severity == "error" and not self._tuning_block(r)]
        if found:
            return [f"in the trial that draws it, {r.field}: {r.message}" for r in dict.fromkeys(found)]
        experiment = next((o for o in objects if o.get("kind") == "Experiment"), None)
        kfgen_trial = None
        if experiment is not None:
            # the job's name holds the spec's revision, which the value changes: the pods' labels name the Experiment
            text = _json(experiment["spec"]["trialTemplate"]["trialSpec"])
            text = text.replace(experiment["metadata"]["name"], self.name)
            kfgen_trial = _parse(text.replace(draw.template_form, draw.value))
        where = _difference(trial, kfgen_trial, "")
        if where is None:
            return []
        return [
            f"Katib's trial that draws it is not the job kfgen renders with the value in place (they differ at "
            f"trialSpec{where}), so kfgen's checks would not be of the pod that runs: kfgen reads this text, not only "
            "copies it (an image, a $(VAR) reference); change the value or where the spec refers to it"
        ]

    def _tuning_block(self, result: Result) -> bool:
        """A result about the tuning block itself: a parameter whose every use the value replaced is unused there."""
        field = result.field or ""
        return field.startswith(("spec.tuning", f"spec.environments.{self.ctx.layer}.tuning"))


def string_text_problem(value: str) -> str | None:
    """Why `value` is not JSON string text (what stays inside a JSON string however it is written in), or None."""
    if STRING_TEXT.fullmatch(value):
        lone = _lone_surrogate(value)
        if lone:
            return (
                f"\\u{lone} is half of a UTF-16 surrogate pair, which Katib reads as U+FFFD; write the character itself"
            )
        return None
    index = 0
    while index < len(value):
        char = value[index]
        if char == '"':
            return (
                f"its quote (character {index + 1}) would end the string, and the text after it would become fields "
                "of the trial's job; write a quote in a value as \\\""
            )
        if ord(char) < 0x20 or 0xD800 <= ord(char) <= 0xDFFF:
            return (
                f"the character U+{ord(char):04X} cannot stand in JSON text as it is, so no trial that draws it could "
                f"be parsed; write it as \\u{ord(char):04x}"
            )
        if char == "\\":
            escape = ESCAPE.match(value, index)
            if escape is None:
                what = (
                    "its last backslash would escape the quote that ends the string"
                    if index + 1 == len(value)
                    else (f"{value[index : index + 2]} is no JSON escape")
                )
                return f"{what}, so no trial that draws it could be parsed; write a backslash in a value as \\\\"
            index = escape.end()
            continue
        index += 1
    return None


def _lone_surrogate(text: str) -> str | None:
    """The hex of the first \\u escape of string text that is half a surrogate pair alone (Go decodes it to U+FFFD,
    Python keeps it), or None."""
    pending: re.Match[str] | None = None  # a high surrogate waiting for its low half right after it
    for escape in ESCAPE.finditer(text):
        code = int(escape.group(1)[1:], 16) if escape.group(1).startswith("u") else -1
        low = 0xDC00 <= code <= 0xDFFF
        if pending is not None and not (low and escape.start() == pending.end()):
            return pending.group(1)[1:]
        if pending is None and low:
            return escape.group(1)[1:]
        pending = escape if 0xD800 <= code <= 0xDBFF else None
    return pending.group(1)[1:] if pending is not None else None


def _json(node: Any) -> str:
    return json.dumps(node, ensure_ascii=False, separators=(",", ":"))


def _parse(text: str) -> Obj:
    parsed: Obj = json.loads(text, object_pairs_hook=_one_key_each)
    return parsed


def _one_key_each(pairs: list[tuple[str, Any]]) -> Obj:
    out: Obj = {}
    for key, value in pairs:
        if key in out:
            raise NotOneKey(key)
        out[key] = value
    return out


def _difference(a: Any, b: Any, path: str) -> str | None:
    """The first path where two parsed documents differ, or None."""
    if isinstance(a, dict) and isinstance(b, dict):
        for key in [*a, *(k for k in b if k not in a)]:
            found = _difference(a.get(key), b.get(key), f"{path}.{key}")
            if found is not None:
                return found
        return None
    if isinstance(a, list) and isinstance(b, list) and len(a) == len(b):
        for index, (x, y) in enumerate(zip(a, b, strict=True)):
            found = _difference(x, y, f"{path}[{index}]")
            if found is not None:
                return found
        return None
    return None if a == b and type(a) is type(b) else path or "."


def _first_use(ctx: Context, form: str) -> str:
    """The field of the first string of the spec that holds `form`."""

    def walk(node: Any, path: tuple[str | int, ...]) -> tuple[str | int, ...] | None:
        if isinstance(node, str):
            return path if form in node else None
        items = node.items() if isinstance(node, dict) else enumerate(node) if isinstance(node, list) else ()
        return next((found for k, v in items if (found := walk(v, (*path, k))) is not None), None)

    for key, value in ctx.spec.items():
        if key not in ("tuning", "environments") and (found := walk(value, (key,))) is not None:
            return ctx.field(*found)
    return ctx.field("tuning")
