"""Nothing kfgen writes into a pod from a spec's first-class fields is left for the API server to refuse.

The spec's first-class pod fields are checked where they are written (kfgen.features.pod_validity), and only a
patched pod template is run through the whole port (kfgen.render.podvalidity), so an unpatched template must
need no second look: generated specs whose pod-reaching fields take values at the edges of the API server's
rules (images with spaces or upper case, node selector keys and values, tolerations, GPU products, env
references, sub-paths) either are refused by kfgen or render pod templates in which kfgen.checks.apivalidation.pod
(the port the differential test holds to the real API server) finds nothing.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_properties import ENVS, valid_specs

from kfgen import core
from kfgen.checks.apivalidation import pod
from kfgen.checks.apivalidation.fields import image_messages

Obj = dict[str, Any]
EDGY = st.one_of(
    st.sampled_from(["a", "a b", "A", "a/b", "x/y/z", "-a", "a-", "a.b", "..", "ü", "", "example.com/gpu"]),
    st.text(alphabet="ab9-._/ A=", min_size=1, max_size=6),
    st.integers(62, 64).map(lambda n: "a" * n),
)
STATS = {"specs": 0, "rendered": 0, "templates": 0}


@st.composite
def edgy_specs(draw: st.DrawFn) -> Obj:
    obj = draw(valid_specs())
    spec = obj["spec"]
    edits = draw(st.lists(st.sampled_from(sorted(EDITS)), min_size=1, max_size=3, unique=True))
    for edit in edits:
        EDITS[edit](draw, spec)
    return obj


def _image(draw: st.DrawFn, spec: Obj) -> None:
    spec["image"] = draw(st.sampled_from(["py torch:1", "PyTorch/x:1", "x:1 ", " x:1", "x@sha256:abc", "a/B:1", "x:1"]))


def _node_selector(draw: st.DrawFn, spec: Obj) -> None:
    spec["nodeSelector"] = {draw(EDGY): draw(EDGY)}


def _toleration(draw: st.DrawFn, spec: Obj) -> None:
    toleration: Obj = {"key": draw(EDGY)} if draw(st.booleans()) else {}
    toleration["operator"] = draw(st.sampled_from(["Exists", "Equal"]))
    if draw(st.booleans()):
        toleration["value"] = draw(EDGY)
    if draw(st.booleans()):
        toleration["effect"] = draw(st.sampled_from(["NoSchedule", "PreferNoSchedule", "NoExecute"]))
    if draw(st.booleans()):
        toleration["tolerationSeconds"] = draw(st.sampled_from([0, 60, 2**63 - 1]))
    spec["tolerations"] = [toleration]


def _gpu(draw: st.DrawFn, spec: Obj) -> None:
    spec.setdefault("resources", {})["gpu"] = 1
    spec["gpu"] = {"products": [draw(EDGY)]}
    if draw(st.booleans()):
        spec["gpu"]["resource"] = draw(
            st.sampled_from(["nvidia.com/gpu", "example.com/a.b", "a..b/gpu", "amd.com/gpu"])
        )


def _env(draw: st.DrawFn, spec: Obj) -> None:
    fields = ["metadata.name", "status.phase", "metadata.labels['a b']", "metadata.labels['a']", "spec.x['y']", "x"]
    spec["env"] = {
        "SECRET_FILE_PATH": {"secret": "creds", "key": draw(st.sampled_from(["k", ".", "..", "..k", "a" * 254]))},
        "WHERE": {"field": draw(st.sampled_from(fields))},
    }


def _volume(draw: st.DrawFn, spec: Obj) -> None:
    volume: Obj = {draw(st.sampled_from(["claim", "configMap", "secret"])): draw(EDGY) or "x", "path": "/mnt/edge"}
    if draw(st.booleans()):
        volume["subPath"] = draw(st.sampled_from(["a", "../a", "a/..", "/a", "a/b", "..a", "a/./b"]))
    spec["volumes"] = [volume]


EDITS = {
    "image": _image,
    "nodeSelector": _node_selector,
    "toleration": _toleration,
    "gpu": _gpu,
    "env": _env,
    "volume": _volume,
}


def templates(obj: Any) -> Iterator[Obj]:
    """Every pod template in a rendered object: a mapping whose spec has containers."""
    if isinstance(obj, dict):
        if isinstance(obj.get("spec"), dict) and isinstance(obj["spec"].get("containers"), list):
            yield obj
        for value in obj.values():
            yield from templates(value)
    elif isinstance(obj, list):
        for value in obj:
            yield from templates(value)


@settings(max_examples=400, deadline=None, suppress_health_check=[HealthCheck.too_slow])
@given(spec=edgy_specs(), env=st.sampled_from([None, "prod"]))
def test_what_kfgen_renders_is_what_the_api_server_accepts(spec: Obj, env: str | None) -> None:
    if env:
        spec["spec"].pop("queue", None)
    STATS["specs"] += 1
    expansion = core.expand(spec, ENVS[env] if env else None)
    if not expansion.ok:
        return
    STATS["rendered"] += 1
    for obj in expansion.objects:
        trainer = obj.get("kind") == "TrainJob"
        image = (obj.get("spec") or {}).get("trainer", {}).get("image") if trainer else None
        assert not image_messages(image) if image else True, image
        for template in templates(obj):
            STATS["templates"] += 1
            assert pod.problems(template, partial=trainer) == [], template


def test_enough_specs_rendered() -> None:
    """Runs after the property test (file order): both verdicts were reached often enough to mean something."""
    print(f"first-class pod fields: {STATS}")
    assert STATS["specs"] >= 400 and 0.2 < STATS["rendered"] / STATS["specs"] < 0.9, STATS
