"""Where messages point (issue 31): FILE:LINE on the CLI, `file` in the KRM function's results, each warning once."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import run_kfgen

from kfgen.cli import locations
from kfgen.io import yamllines

SPEC = """\
# a comment first: lines count from the top of the file
apiVersion: kfgen.dev/v1alpha1
kind: TrainingSpec
metadata:
  name: {name}
spec:
  framework: pytorch
  image: pytorch/pytorch:2.1.0
  replcas: {{worker: 2}}
"""

RESTRICTED = """\
apiVersion: kfgen.dev/v1alpha1
kind: Environment
metadata:
  name: prod
spec:
  namespace: ml-prod
  security: {profile: restricted}
  defaults:
    sharedMemory: 64Gi
"""

WITH_MASTER = """\
apiVersion: kfgen.dev/v1alpha1
kind: TrainingSpec
metadata:
  name: {name}
spec:
  framework: pytorch
  image: pytorch/pytorch:2.1.0
  resources: {{cpu: "2", memory: 8Gi}}
  replicas: {replicas}
"""

PLAIN = RESTRICTED.replace("  defaults:\n    sharedMemory: 64Gi\n", "")
INIT_WARNING = "the training operator adds an init container (init-pytorch)"
UNKNOWN = "[error] kfgen.dev/v1alpha1/TrainingSpec/default/train spec.replcas: unknown field"


def starts(stderr: str, *prefixes: str) -> bool:
    """Each line starts with its prefix: what follows the message (a did-you-mean) is not this test's concern."""
    lines = stderr.splitlines()
    return len(lines) == len(prefixes) and all(line.startswith(p) for line, p in zip(lines, prefixes, strict=True))


def write(root: Path, files: dict[str, str]) -> Path:
    for name, text in files.items():
        (root / name).parent.mkdir(parents=True, exist_ok=True)
        (root / name).write_text(text, encoding="utf-8")
    return root


# finding a field's line --------------------------------------------------------------------------------------


def test_a_field_path_is_found_at_its_key_a_missing_one_at_its_nearest_parent() -> None:
    text = "a: 1\n---\nkind: K\nmetadata:\n  name: n\n  annotations:\n    x.io/y: v\n"
    text += "spec:\n  list:\n    - {k: 1}\n    - k: 2\n"
    doc = yamllines.find(yamllines.documents(text), "K", "n")
    assert doc is not None and doc.number == 1
    assert yamllines.line(doc.node, "metadata.annotations.x.io/y") == (7, True)  # a key with dots
    assert yamllines.line(doc.node, "spec.list[1].k") == (11, True)
    assert yamllines.line(doc.node, "spec.list[0].k") == (10, True)
    assert yamllines.line(doc.node, "spec.list[5]") == (9, False)
    assert yamllines.line(doc.node, "spec.missing.deeper") == (8, False)


def test_a_list_item_is_found_by_its_name() -> None:
    """`containers[pytorch]` (the import's and kfgen's name-keyed fields) is the item named so, not its list."""
    text = "kind: K\nmetadata: {name: n}\nspec:\n  containers:\n  - name: a\n  - image: i\n    name: pytorch\n"
    [doc] = yamllines.documents(text)
    assert yamllines.line(doc.node, "spec.containers[pytorch].image") == (6, True)
    assert yamllines.line(doc.node, "spec.containers[a]") == (5, True)
    assert yamllines.line(doc.node, "spec.containers[other].image") == (4, False)


class _CountedPairs(list[tuple[yaml.Node, yaml.Node]]):
    """A mapping node's (key, value) pairs that count how often they are read through."""

    reads = 0

    def __iter__(self):  # type: ignore[no-untyped-def]
        _CountedPairs.reads += 1
        return super().__iter__()


def test_locating_n_fields_of_one_mapping_reads_it_a_bounded_number_of_times() -> None:
    # issue 37 C2: each problem's line was found by scanning its mapping, so N problems cost N x N
    count = 2000
    text = "kind: K\nmetadata: {name: n}\nspec:\n" + "".join(f"  f{i}: 1\n" for i in range(count))
    doc = yamllines.find(yamllines.documents(text), "K", "n")
    assert doc is not None
    spec = yamllines.line(doc.node, "spec")  # the top mapping is indexed once, before counting
    assert spec == (3, True)
    spec_node = doc.node.value[2][1]
    spec_node.value = _CountedPairs(spec_node.value)
    _CountedPairs.reads = 0
    lines = [yamllines.line(doc.node, f"spec.f{i}") for i in range(count)]
    assert lines == [(4 + i, True) for i in range(count)]
    assert _CountedPairs.reads <= 2, f"the mapping was scanned {_CountedPairs.reads} times for {count} fields"


def test_composing_a_file_for_its_lines_tries_no_yaml_1_1_pattern(monkeypatch: pytest.MonkeyPatch) -> None:
    """issue 41, item 3: a one-file render of 1,000 specs spent a sixth of its time locating its warnings, a third of
    that in YAML 1.1's resolver trying its patterns on every scalar; the lines need no tag but a merge key's."""
    tried: list[Any] = []
    resolve: Any = yaml.resolver.BaseResolver.resolve

    def counted(self: yaml.resolver.BaseResolver, kind: Any, value: Any, implicit: Any) -> Any:
        tried.append(value)
        return resolve(self, kind, value, implicit)

    monkeypatch.setattr(yaml.resolver.BaseResolver, "resolve", counted)
    text = "base: &b {image: x}\nkind: K\nmetadata: {name: n}\nspec:\n  <<: *b\n  count: 3\n"
    doc = yamllines.find(yamllines.documents(text), "K", "n")
    assert doc is not None and yamllines.line(doc.node, "spec.image") == (1, True)  # through the merge key
    assert tried == []


def many(count: int) -> str:
    return "# specs\n" + "".join(
        f"---\nkind: K\nmetadata: {{name: n{i:03d}}}\nspec: {{a: {i}}}\n" for i in range(count)
    )


def test_a_message_about_one_of_many_documents_composes_only_those_that_may_name_it(
    tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """issue 41, item 3: a one-file render of 1,000 specs composed all of them again to locate one warning."""
    path = tmp_path / "many.yaml"
    path.write_text(many(300))
    expected = yamllines.find(yamllines.documents(many(300)), "K", "n150")
    composed: list[Any] = []
    compose_all = yaml.compose_all

    def counted(stream: Any, Loader: Any) -> Any:
        for node in compose_all(stream, Loader=Loader):
            composed.append(node)
            yield node

    monkeypatch.setattr(yaml, "compose_all", counted)
    found = locations.Sources([str(path)]).find("K", "n150", None)
    assert found is not None and expected is not None
    assert (
        (found[1].number, found[1].node.start_mark.line)
        == (expected.number, expected.node.start_mark.line)
        == (
            150,
            602,
        )
    )
    assert len(composed) == 1


TRICKY = {
    "escaped": 'kind: K\nmetadata: {name: x}\n---\nkind: K\nmetadata: {name: "n\\x31"}\n---\nkind: K\nname: n1\n',
    "quoted": "---\nkind: K\nmetadata: {name: 'n1'}\n---\nkind: K\nmetadata: {name: n1, namespace: b}\n",
    "mentioned first": "---\nkind: Other\nnote: n1\n---\nkind: K\nmetadata: {name: n1}\n",
    "a list": "---\napiVersion: v1\nkind: List\nitems:\n- {kind: K, metadata: {name: n1}}\n",
    "empty documents": "---\n---\n# nothing\n---\nkind: K\nmetadata: {name: n1}\n",
    "no marker": "kind: K\nmetadata:\n  name: n1\n",
    "ended": "kind: J\n...\n---\nkind: K\nmetadata: {name: n1}\n",
    "aliases": "---\nkind: K\nmetadata: &m {name: n1}\nother: *m\n",
    "invalid": "---\nkind: K\nmetadata: {name: n1\n",
    "a marker in a block": "---\nkind: K\nmetadata: {name: n1}\ndata: |\n  ---\n  n1\n",
}


@pytest.mark.parametrize("case", TRICKY)
def test_the_documents_that_may_name_an_object_locate_it_as_all_of_them_do(tmp_path: Path, case: str) -> None:
    text = TRICKY[case]
    path = tmp_path / "f.yaml"
    path.write_text(text)
    found = locations.Sources([str(path)]).find("K", "n1", "b", exact=True)
    expected = yamllines.find(yamllines.documents(text), "K", "n1", "b")
    assert where(found[1] if found else None) == where(expected)


def where(doc: yamllines.Document | None) -> tuple[int, int] | None:
    return (doc.number, doc.node.start_mark.line) if doc else None


# the CLI: FILE:LINE --------------------------------------------------------------------------------------------


@pytest.mark.parametrize("command", ["render", "validate"])
def test_an_error_names_the_file_and_line_of_its_field(tmp_path: Path, command: str) -> None:
    write(tmp_path, {"specs/a.yaml": SPEC.format(name="train")})
    proc = run_kfgen(command, "specs", cwd=tmp_path)
    assert proc.returncode == 1
    assert starts(proc.stderr, f"specs/a.yaml:9: {UNKNOWN}"), proc.stderr


def test_many_files_rendered_in_parallel_are_located_too(tmp_path: Path) -> None:
    """`kfgen render` of many files takes the streamed path (files rendered by workers)."""
    write(
        tmp_path,
        {f"specs/s{i:02}.yaml": SPEC.format(name=f"s{i:02}").replace("replcas", "replicas") for i in range(40)},
    )
    (tmp_path / "specs" / "s07.yaml").write_text(SPEC.format(name="train"), encoding="utf-8")
    proc = run_kfgen("render", "-j", "2", "specs", cwd=tmp_path)
    assert starts(proc.stderr, f"specs/s07.yaml:9: {UNKNOWN}"), proc.stderr


def test_stdin_is_named_stdin(tmp_path: Path) -> None:
    proc = run_kfgen("validate", "-", stdin="---\n" + SPEC.format(name="train"), cwd=tmp_path)
    assert starts(proc.stderr, f"<stdin>:10: {UNKNOWN}"), proc.stderr


def test_a_value_from_the_environment_points_into_the_environment_file(tmp_path: Path) -> None:
    """`--env prod` reads overlays/prod/environment.yaml: a default it gives a spec is found there."""
    spec = WITH_MASTER.format(name="a", replicas="{worker: 1}")
    write(tmp_path, {"overlays/prod/environment.yaml": RESTRICTED, "specs/a.yaml": spec})
    proc = run_kfgen("render", "--env", "prod", "specs", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    assert proc.stderr.splitlines() == [
        "overlays/prod/environment.yaml:9: [warning] kfgen.dev/v1alpha1/TrainingSpec/ml-prod/a "
        "spec.defaults.sharedMemory (Environment prod): /dev/shm (64Gi) counts against the memory limit (8Gi) "
        "of the worker"
    ]


def test_check_build_names_the_line_of_the_object_left_in(tmp_path: Path) -> None:
    write(
        tmp_path, {"build.yaml": "apiVersion: v1\nkind: ConfigMap\nmetadata: {name: c}\n---\n" + SPEC.format(name="t")}
    )
    proc = run_kfgen("check-build", "build.yaml", cwd=tmp_path)
    assert proc.returncode == 1
    assert proc.stderr.splitlines()[0].startswith("build.yaml:6: [error] TrainingSpec 't' is in the built output")


@pytest.mark.parametrize("metadata", ["{name: 123}", "null", "{name: [a]}"])
def test_check_build_of_a_spec_whose_name_is_no_string_is_located_without_a_traceback(
    metadata: str, tmp_path: Path
) -> None:
    """`metadata: {name: 123}` or `metadata: null` was a TypeError traceback (issue 37 re-test, C2)."""
    write(
        tmp_path,
        {"build.yaml": f"apiVersion: kfgen.dev/v1alpha1\nkind: TrainingSpec\nmetadata: {metadata}\nspec: {{}}\n"},
    )
    proc = run_kfgen("check-build", "build.yaml", cwd=tmp_path)
    assert (proc.returncode, proc.stdout) == (1, "")
    assert "Traceback" not in proc.stderr
    assert proc.stderr.splitlines()[0].startswith("build.yaml:1: [error] TrainingSpec "), proc.stderr


# one line per distinct warning ----------------------------------------------------------------------------------


@pytest.mark.parametrize("command", ["render", "validate"])
def test_a_warning_many_specs_share_is_one_line_with_their_count(tmp_path: Path, command: str) -> None:
    specs = {f"specs/{n}.yaml": WITH_MASTER.format(name=n, replicas="{master: 1, worker: 1}") for n in "abcdefg"}
    write(tmp_path, {"env.yaml": PLAIN, **specs})
    proc = run_kfgen(command, "--environment", "env.yaml", "specs", cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    lines = proc.stderr.splitlines()
    assert len(lines) == 1, lines
    assert lines[0].startswith(
        "specs/a.yaml:9: [warning] kfgen.dev/v1alpha1/TrainingSpec/ml-prod/a spec.replicas.master: "
    )
    assert lines[0].endswith(" (in 7 TrainingSpecs: a, b, c, d, e, … 2 more)")


# noise --------------------------------------------------------------------------------------------------------


def test_the_init_container_warning_needs_workers_beside_the_master(tmp_path: Path) -> None:
    write(tmp_path, {"env.yaml": RESTRICTED, "alone.yaml": WITH_MASTER.format(name="a", replicas="{master: 1}")})
    write(tmp_path, {"zero.yaml": WITH_MASTER.format(name="z", replicas="{master: 1, worker: 0}")})
    write(tmp_path, {"both.yaml": WITH_MASTER.format(name="b", replicas="{master: 1, worker: 2}")})
    for name, warns in (("alone.yaml", False), ("zero.yaml", False), ("both.yaml", True)):
        proc = run_kfgen("validate", "--environment", "env.yaml", name, cwd=tmp_path)
        assert (INIT_WARNING in proc.stderr) is warns, (name, proc.stderr)


# the KRM function ---------------------------------------------------------------------------------------------


def _resource_list(items: list[dict[str, object]]) -> str:
    environment = yaml.safe_load(PLAIN)
    return yaml.safe_dump(
        {"apiVersion": "config.kubernetes.io/v1", "kind": "ResourceList", "items": items, "functionConfig": environment}
    )


def _spec(name: str, path: str | None) -> dict[str, object]:
    spec: dict[str, object] = yaml.safe_load(WITH_MASTER.format(name=name, replicas="{master: 1, worker: 1}"))
    if path:
        annotations = {"config.kubernetes.io/path": path, "config.kubernetes.io/index": "0"}
        spec["metadata"] = {"name": name, "annotations": {**annotations, "internal.config.kubernetes.io/path": path}}
    return spec


def test_kpt_results_carry_their_file_and_stderr_their_line(tmp_path: Path) -> None:
    """kpt prints the results without their file, then the function's stderr: there each problem is at its
    FILE:LINE where the file is below the directory it runs in (kpt run from the package), else FILE alone."""
    items = [_spec("a", "specs/a.yaml"), _spec("b", "specs/b.yaml")]
    write(tmp_path, {"specs/a.yaml": yaml.safe_dump(items[0])})
    proc = run_kfgen("fn", stdin=_resource_list(items), cwd=tmp_path)
    assert proc.returncode == 0, proc.stderr
    warning = "[warning] kfgen.dev/v1alpha1/TrainingSpec/ml-prod/{} spec.replicas.master: "
    lines = proc.stderr.splitlines()
    assert [line.split("master: ")[0] + "master: " for line in lines] == [
        "specs/a.yaml:13: " + warning.format("a"),
        "specs/b.yaml: " + warning.format("b"),
    ], proc.stderr
    results = yaml.safe_load(proc.stdout)["results"]
    assert [r["file"] for r in results] == [{"path": "specs/a.yaml", "index": 0}, {"path": "specs/b.yaml", "index": 0}]
    assert all(r["field"] == {"path": "spec.replicas.master"} for r in results)


def test_kustomize_shows_stderr_once_per_distinct_warning() -> None:
    """kustomize shows only the function's stderr: there, a warning of many specs is one line."""
    proc = run_kfgen("fn", stdin=_resource_list([_spec(n, None) for n in "abc"]))
    assert proc.returncode == 0, proc.stderr
    assert len(yaml.safe_load(proc.stdout)["results"]) == 3  # results stay per item
    lines = proc.stderr.splitlines()
    assert len(lines) == 1 and lines[0].endswith(" (in 3 TrainingSpecs: a, b, c)"), lines
    assert "file" not in yaml.safe_load(proc.stdout)["results"][0]


def test_an_environment_read_from_overlays_is_located_there(tmp_path: Path) -> None:
    environment = PLAIN.replace("  security:", "  secrity:")
    write(tmp_path, {"overlays/prod/environment.yaml": environment, "specs/a.yaml": SPEC.format(name="a")})
    for command in ("render", "validate"):
        proc = run_kfgen(command, "--env", "prod", "specs", cwd=tmp_path)
        located = "overlays/prod/environment.yaml:7: [error] kfgen.dev/v1alpha1/Environment/-/prod spec.secrity: "
        assert starts(proc.stderr, located + "unknown field"), (command, proc.stderr)


# a file's name ------------------------------------------------------------------------------------------------


@pytest.mark.parametrize("command", ["render", "validate"])
def test_control_characters_of_a_file_name_are_escaped(tmp_path: Path, command: str) -> None:
    """A spec file named with ESC and a newline: the `FILE:LINE:` prefix shows them escaped as import does, never
    raw to the terminal (the re-test of issue 37, D5)."""
    spec = WITH_MASTER.format(name="a", replicas="{master: 1, worker: 0}").replace("worker: 0", "worker: -1")
    write(tmp_path, {"env.yaml": PLAIN, "specs/a\x1b[2Jb\nc.yaml": spec})
    proc = run_kfgen(command, "--environment", "env.yaml", "specs", cwd=tmp_path)
    assert proc.returncode == 1
    assert "\x1b" not in proc.stderr
    (line,) = proc.stderr.splitlines()
    assert line.startswith("specs/a\\x1b[2Jb\\nc.yaml:"), line


LIST_WITH_NO_OBJECTS = """\
apiVersion: v1
kind: List
items:
- {apiVersion: v1, kind: ConfigMap, metadata: {name: a}}
- 5
- kind: List
  items:
  - null
"""


@pytest.mark.parametrize("command", ["render", "validate"])
def test_a_list_item_that_is_no_mapping_names_its_file_and_line(tmp_path: Path, command: str) -> None:
    """`[error] item 0 is not a mapping but a number`, without the file (the re-test of issue 37, d10)."""
    write(tmp_path, {"list.yaml": LIST_WITH_NO_OBJECTS})
    proc = run_kfgen(command, "list.yaml", cwd=tmp_path)
    assert (proc.returncode, proc.stdout) == (1, ""), proc.stderr
    assert proc.stderr.splitlines() == [
        "list.yaml:5: [error] items[1]: is not a mapping but a number",
        "list.yaml:8: [error] items[2].items[0]: is not a mapping but null",
    ], proc.stderr
