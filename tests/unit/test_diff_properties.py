"""Issue 37, class 4: `kfgen diff` never says "same" for a change. Hypothesis changes one string of one rendered
object (a TrainingSpec's, the Environment's, or an input passed through) and expects the report to change.

Two renders are compared as `kfgen diff` compares them: one Environment at two points in time (`--from`), and two
Environments (`--env dev --env prod`). Any string made longer is reported wherever it sits; any string outside
the fields kfgen writes (WRITTEN below, the contract of kfgen/diff/naming.py) is reported whatever it becomes,
the other side's Environment name, namespace, revision or spec hash included.
"""

from __future__ import annotations

import copy
import re
import tempfile
from functools import cache
from pathlib import Path
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from test_diff import BERT, ENV, PASSED_THROUGH, PER_ENVIRONMENT, RESNET

from kfgen import api
from kfgen.diff import compare, naming, sources
from kfgen.diff.compare import Comparison, Side
from kfgen.diff.fields import Change
from kfgen.diff.naming import Where

MONITORED = RESNET.replace("spec:\n", "spec:\n  labels: {team: vision}\n", 1)


@cache
def renders() -> dict[str, tuple[Side, Any]]:
    """dev's and prod's renders of three specs and a passed-through Deployment (made once per session)."""
    root = Path(tempfile.mkdtemp(prefix="kfgen-diff-properties-"))
    for name, cpu, registry in (("dev", "2", ""), ("prod", "8", "registry: registry.example.com/ml")):
        text = ENV.format(name=name, cpu=cpu, registry=registry).replace(
            "spec:\n", f"spec:\n  labels: {{tier: {name}}}\n"
        )
        (root / f"{name}.yaml").write_text(text)
    (root / "specs.yaml").write_text(
        "---\n".join([MONITORED, BERT, PER_ENVIRONMENT, PASSED_THROUGH.format(tag="1.0", job="prod-ml-prod")])
    )
    inputs = sources.read(["specs.yaml", "dev.yaml", "prod.yaml"], root)
    found = {}
    for name in ("dev", "prod"):
        env = inputs.environments[name]
        objects, problems, made = sources.render_made(inputs, env)
        assert objects and not problems, problems
        found[name] = (Side(name, Where.of(env), objects, made, naming.environment_labels(env)), env)
    return found


def leaves(node: Any, keys: tuple[Any, ...] = ()) -> list[tuple[tuple[Any, ...], str]]:
    if isinstance(node, dict):
        return [leaf for k, v in node.items() for leaf in leaves(v, (*keys, k))]
    if isinstance(node, list):
        return [leaf for i, v in enumerate(node) for leaf in leaves(v, (*keys, i))]
    return [(keys, node)] if isinstance(node, str) else []


def mutated(side: Side, index: int, keys: tuple[Any, ...], value: str) -> Side:
    objects = list(side.objects)
    obj = copy.deepcopy(objects[index])
    node = obj
    for key in keys[:-1]:
        node = node[key]
    node[keys[-1]] = value
    objects[index] = obj
    made = dict(side.made or {})
    made[id(obj)] = (side.made or {})[id(side.objects[index])]
    return side._replace(objects=objects, made=made)


def report(comparison: Comparison) -> list[Any]:
    return [(e.status, e.kind, e.namespace, e.name, e.old_name, e.changes) for e in comparison.entries]


def written(side: Side, index: int, keys: tuple[Any, ...]) -> bool:
    """The fields kfgen writes (and so may put in normal form): the contract, written out independently."""
    obj = side.objects[index]
    made = (side.made or {})[id(obj)]
    if made == naming.PASSED:
        return False
    if made == naming.ENVIRONMENT_MADE:
        return True
    last = keys[-1]
    if keys in (("metadata", "name"), ("metadata", "namespace")):
        return True
    chosen = (api.QUEUE_LABEL, api.QUEUE_PRIORITY_LABEL)  # a spec may choose its queue: compared as written
    own = isinstance(last, str) and (last in api.OWN_LABELS or last.startswith("kfgen.dev/"))
    if own and last not in chosen and keys[-2] in ("labels", "annotations", "matchLabels", "selector"):
        return True
    if keys[-3:] == ("metadata", "labels", "tier"):  # the Environment's own label (a spec cannot change it)
        return True
    if obj["kind"] == "PrometheusRule" and keys[:2] == ("spec", "groups"):
        return True
    if len(keys) > 2 and keys[-3] == "env" and keys[-1] == "value":
        parent = obj
        for key in keys[:-1]:
            parent = parent[key]
        return parent.get("name") in ("MLFLOW_TRACKING_URI", "MLFLOW_RUN_CONTEXT")
    return False


def lookalikes(side: Side, other: Side, original: str) -> list[str]:
    """Strings kfgen's normal form could take for the original: the other side's names, revisions and hashes."""
    tokens = [other.where.environment or "", other.where.namespace or "", side.where.environment or ""]
    for obj in side.objects + other.objects:
        tokens.append(str(naming.labels(obj).get(api.REVISION_LABEL) or ""))
        tokens.append(str(naming.annotations_of(obj).get(api.HASH_ANNOTATION) or ""))
    out = [t for t in tokens if t]
    mine = [side.where.environment or "", side.where.namespace or ""]
    out += [original.replace(m, t) for m in mine if m for t in out if m in original]
    out += [re.sub(r"[0-9a-f]{5}", t, original) for t in out if re.fullmatch(r"[0-9a-f]{5}", t)]
    return out


def no_causes(spec: str, namespace: str) -> list[Change]:
    return []


PAIRS = [("prod", "prod"), ("dev", "prod"), ("prod", "dev")]


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_any_string_made_longer_is_reported(data: st.DataObject) -> None:
    found = renders()
    old_name, new_name = data.draw(st.sampled_from(PAIRS))
    old, new = found[old_name][0], found[new_name][0]
    causes = no_causes if old_name == new_name else None
    index = data.draw(st.integers(0, len(new.objects) - 1))
    # the revision label and the spec hash are the noise itself: they exist to differ (a revision that does is a
    # re-created job, reported as such in one Environment over time)
    noise = (api.HASH_ANNOTATION,) if old_name == new_name else (api.HASH_ANNOTATION, api.REVISION_LABEL)
    choices = [(keys, value) for keys, value in leaves(new.objects[index]) if keys[-1] not in noise]
    keys, value = data.draw(st.sampled_from(choices))
    extra = data.draw(st.text(st.characters(codec="ascii", categories=["L", "N", "P"]), min_size=1, max_size=6))
    changed = value + extra if data.draw(st.booleans()) else extra + value
    before = compare.compare(old, new, causes)
    after = compare.compare(old, mutated(new, index, keys, changed), causes)
    assert report(before) != report(after), (new.objects[index]["kind"], keys, value, changed)


@settings(max_examples=300, deadline=None)
@given(data=st.data())
def test_any_string_kfgen_does_not_write_is_reported_whatever_it_becomes(data: st.DataObject) -> None:
    found = renders()
    old_name, new_name = data.draw(st.sampled_from(PAIRS))
    old, new = found[old_name][0], found[new_name][0]
    causes = no_causes if old_name == new_name else None
    choices = [
        (index, keys, value)
        for index, obj in enumerate(new.objects)
        for keys, value in leaves(obj)
        if not written(new, index, keys)
    ]
    index, keys, value = data.draw(st.sampled_from(choices))
    hostile = [v for v in lookalikes(new, old, value) if v != value]
    use_hostile = bool(hostile) and data.draw(st.booleans())
    changed = data.draw(st.sampled_from(hostile) if use_hostile else st.text(max_size=12))
    if changed == value:
        changed += "x"
    before = compare.compare(old, new, causes)
    after = compare.compare(old, mutated(new, index, keys, changed), causes)
    assert report(before) != report(after), (new.objects[index]["kind"], keys, value, changed)
