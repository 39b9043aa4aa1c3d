"""`kfgen argocd-plugin discover` on malformed kustomizations (issue 37): a field it reads with the wrong type (the
plugin lists, an entry, a configuration's metadata and annotations, the function spec and its exec and container) is
an `[error]` naming the file and the field and exit 1, never a traceback; Argo CD shows a failed discovery as the
Application's error. The claim itself is unchanged: the overlay that runs kfgen's function gives its file.

Structure-aware Hypothesis fuzz in process (kfgen.cli.main), one subprocess test for the shell.
"""

from __future__ import annotations

import copy
import os
import re
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import ROOT, run_kfgen
from fuzzpaths import Step, paths, put
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from test_hostile_properties import run
from test_import_fuzz import WRONG, field, shape

FUNCTION = "config.kubernetes.io/function"
SPEC = {"exec": {"path": "kfgen-fn"}, "container": {"image": "ghcr.io/example/kfgen:1"}}
CONFIG = {
    "apiVersion": "kfgen.dev/v1alpha1",
    "kind": "Environment",
    "metadata": {"name": "prod", "annotations": {"config.kubernetes.io/local-config": "true", FUNCTION: "<spec>"}},
}
KUSTOMIZATION = {
    "apiVersion": "kustomize.config.k8s.io/v1beta1",
    "kind": "Kustomization",
    "resources": ["../../bases"],
    "generators": ["other.yaml"],
    "transformers": ["environment.yaml", "<inline>"],
    "validators": [],
}
# What discover reads with a type: a mapping, list or scalar swapped for another there is an error.
READ = {
    "kustomization": ("generators", "transformers", "validators"),
    "config": ("metadata", "annotations", FUNCTION),
    "spec": ("exec", "container", "path", "image"),
}


def overlay(directory: Path, kustomization: Any, config: Any, spec: Any, inline: bool) -> None:
    """An overlay whose transformer runs kfgen's function from environment.yaml, or inline."""
    spec_text = yaml.safe_dump(spec)
    config = copy.deepcopy(config)
    if isinstance(config, dict) and isinstance(config.get("metadata"), dict):
        annotations = config["metadata"].get("annotations")
        if isinstance(annotations, dict) and annotations.get(FUNCTION) == "<spec>":
            annotations[FUNCTION] = spec_text
    config_text = yaml.safe_dump(config)
    if isinstance(kustomization, dict) and isinstance(kustomization.get("transformers"), list):
        kustomization = copy.deepcopy(kustomization)
        listed = kustomization["transformers"]
        listed[:] = [config_text if e == "<inline>" and inline else e for e in listed if e != "<inline>" or inline]
    (directory / "kustomization.yaml").write_text(yaml.safe_dump(kustomization))
    (directory / "environment.yaml").write_text(config_text if not inline else "kind: ConfigMap\n")
    (directory / "other.yaml").write_text("apiVersion: v1\nkind: ConfigMap\nmetadata: {name: other}\n")


def test_the_overlay_that_runs_kfgen_is_claimed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    overlay(tmp_path, KUSTOMIZATION, CONFIG, SPEC, inline=False)
    assert run(["argocd-plugin", "discover", str(tmp_path)], b"", monkeypatch) == (0, b"environment.yaml\n", "")
    overlay(tmp_path, KUSTOMIZATION, CONFIG, SPEC, inline=True)
    claimed = (0, f"{tmp_path / 'kustomization.yaml'}\n".encode(), "")
    assert run(["argocd-plugin", "discover", str(tmp_path)], b"", monkeypatch) == claimed
    overlay(tmp_path, KUSTOMIZATION, CONFIG, {"exec": {"path": "other-fn"}}, inline=False)
    assert run(["argocd-plugin", "discover", str(tmp_path)], b"", monkeypatch) == (0, b"", "")


@pytest.mark.parametrize(
    ("kustomization", "expected"),
    [
        (
            "kind: Kustomization\ntransformers: 5\n",
            "{file}:2: [error] transformers: must be a list of files or inline configurations (found an integer)",
        ),
        (
            "transformers:\n- environment.yaml\n- [environment.yaml]\n",
            "{file}:3: [error] transformers[1]: must be text (a file or a configuration) (found a list)",
        ),
        ("- a\n- b\n", "{file}: [error] (the document): must be a mapping (a Kustomization) (found a list)"),
        ("transformers: [environment.yaml\n", "[error] {file}:2:1: invalid YAML"),
        (
            "kind: Kustomization\n---\nkind: Kustomization\ngenerators: {a: b}\n",
            "{file}:4: [error] [1] generators: must be a list of files or inline configurations (found a mapping)",
        ),
        ("transformers: []\n# \x00\n", "[error] {file}:2:3: invalid YAML: unacceptable character #x0000"),  # 37 D7
    ],
)
def test_a_malformed_kustomization_is_one_located_line(
    kustomization: str, expected: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """At the line of the field (the re-test of issue 37, d10: `kustomization.yaml generators[0]:` had none)."""
    (tmp_path / "kustomization.yaml").write_text(kustomization)
    (tmp_path / "environment.yaml").write_text("kind: ConfigMap\n")  # a file the entries may name, not kfgen's
    code, out, err = run(["argocd-plugin", "discover", str(tmp_path)], b"", monkeypatch)
    assert (code, out) == (1, b"")
    assert len(err.splitlines()) == 1 and err.startswith(expected.format(file=tmp_path / "kustomization.yaml")), err


@pytest.mark.parametrize(("make", "what"), [("device", "a character device"), ("folder", "a folder"), ("dangling", "")])
def test_a_kustomization_that_is_no_file_is_an_error(
    make: str, what: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """issue 37 D3: a kustomization.yaml linked to /dev/zero, or a folder so named, left the overlay unclaimed."""
    kustomization = tmp_path / "kustomization.yaml"
    if make == "folder":
        kustomization.mkdir()
    else:
        kustomization.symlink_to("/dev/zero" if make == "device" else tmp_path / "gone.yaml")
    code, out, err = run(["argocd-plugin", "discover", str(tmp_path)], b"", monkeypatch)
    assert (code, out) == (1, b"")
    assert (
        err
        == f"[error] {kustomization}: {what or 'a symlink to nothing'}, not a file: the kustomization cannot be read\n"
    )


def test_an_entry_no_file_can_have_is_not_claimed(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A name over 255 bytes (the OSError of a stat), or a directory: no plugin file, as for kustomize."""
    (tmp_path / "sub").mkdir()
    (tmp_path / "kustomization.yaml").write_text(yaml.safe_dump({"transformers": ["x" * 300, "sub", "a/" * 3000]}))
    assert run(["argocd-plugin", "discover", str(tmp_path)], b"", monkeypatch) == (0, b"", "")


def test_an_unreadable_configuration_is_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    overlay(tmp_path, KUSTOMIZATION, CONFIG, SPEC, inline=False)
    (tmp_path / "environment.yaml").write_text("metadata: {annotations: {config.kubernetes.io/function: [}}\n")
    code, out, err = run(["argocd-plugin", "discover", str(tmp_path)], b"", monkeypatch)
    assert (code, out) == (1, b"")
    assert err.startswith(f"[error] {tmp_path / 'environment.yaml'}:1:") and "invalid YAML" in err, err


def mutated(data: st.DataObject) -> tuple[str, tuple[Step, ...], Any, Any, Any, Any, bool]:
    """(which part, path, value there, kustomization, configuration, function spec, inline) with one wrong type."""
    parts = {"kustomization": KUSTOMIZATION, "config": CONFIG, "spec": SPEC}
    inline = data.draw(st.booleans())
    part = data.draw(st.sampled_from(sorted(parts)))
    path = data.draw(st.sampled_from([(), *paths(parts[part])]))
    original: Any = parts[part]
    for step in path:
        original = original[step]
    wrong = data.draw(WRONG)
    changed = {**parts, part: put(parts[part], path, wrong) if path else wrong}
    return part, path, original, changed["kustomization"], changed["config"], changed["spec"], inline


@settings(max_examples=300, deadline=None, suppress_health_check=list(HealthCheck))
@given(data=st.data())
def test_a_wrong_type_anywhere_is_a_located_error(
    data: st.DataObject, tmp_path_factory: pytest.TempPathFactory, monkeypatch: pytest.MonkeyPatch
) -> None:
    part, path, original, kustomization, config, spec, inline = mutated(data)
    wrong = kustomization if part == "kustomization" else config if part == "config" else spec
    for step in path:
        wrong = wrong[step]
    directory = tmp_path_factory.mktemp("overlay")
    overlay(directory, kustomization, config, spec, inline)
    code, out, err = run(["argocd-plugin", "discover", str(directory)], b"", monkeypatch)
    assert code in (0, 1), err
    assert "Traceback" not in err, err
    files = (directory / "kustomization.yaml", directory / "environment.yaml")
    for line in err.splitlines():
        assert any(line.startswith((f"[error] {f}", f"{f}:")) for f in files), line
    if code == 1:
        assert out == b""
    names = [step for step in path if isinstance(step, str)]
    # the Kustomization, or the function spec, given as something else than a mapping (null: an empty file)
    whole = not path and part in ("kustomization", "spec") and shape(wrong) != "mapping" and wrong is not None
    if whole or (names and names[-1] in READ[part] and wrong is not None and shape(original) != shape(wrong)):
        assert code == 1, (part, field(path), wrong, err)
        key = FUNCTION if part == "spec" and not path else path[0] if part == "spec" else field(path)
        assert re.search(rf"^(\S+?(:\d+)?: )?\[error\] .*{re.escape(str(key))}.*: must be ", err, re.M), (part, err)


def test_the_shell_says_one_located_line(tmp_path: Path) -> None:
    overlay(tmp_path, KUSTOMIZATION, {**CONFIG, "metadata": {"name": "prod", "annotations": "x"}}, SPEC, inline=False)
    result = run_kfgen("argocd-plugin", "discover", str(tmp_path), cwd=ROOT)
    assert (result.returncode, result.stdout) == (1, "")
    assert result.stderr == (
        f"{tmp_path / 'environment.yaml'}:4: [error] metadata.annotations: must be a mapping (found text)\n"
    )


@pytest.mark.parametrize("make", ["missing", "fifo", "outside"])
def test_a_plugin_file_that_cannot_be_read_is_an_error(
    make: str, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`transformers: [env.yaml]` naming a file not there, a FIFO or a link out of the overlay left it unclaimed with
    exit 0 (issue 37 re-test, D7): the docs promise an error naming what cannot be read."""
    overlay_dir = tmp_path / "overlay"
    overlay_dir.mkdir()
    (overlay_dir / "kustomization.yaml").write_text("transformers: [env.yaml]\n")
    if make == "fifo":
        os.mkfifo(overlay_dir / "env.yaml")
    elif make == "outside":
        (tmp_path / "secret.yaml").write_text("a: 1\n")
        (overlay_dir / "env.yaml").symlink_to(tmp_path / "secret.yaml")
    code, out, err = run(["argocd-plugin", "discover", str(overlay_dir)], b"", monkeypatch)
    assert (code, out) == (1, b""), err
    assert err.startswith(f"{overlay_dir / 'kustomization.yaml'}:1: [error] transformers[0]: env.yaml "), err


def test_a_directory_that_is_not_there_is_an_error(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    code, out, err = run(["argocd-plugin", "discover", str(tmp_path / "gone")], b"", monkeypatch)
    assert (code, out) == (1, b"")
    assert err == f"[error] {tmp_path / 'gone'}: no such directory: the overlay cannot be read\n"


def test_generate_refuses_a_fifo_before_kustomize_waits_on_it(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """`generate` ran kustomize, which opened the FIFO and waited for ever (issue 37 re-test, D7)."""
    (tmp_path / "kustomization.yaml").write_text("transformers: [env.yaml]\n")
    os.mkfifo(tmp_path / "env.yaml")
    code, out, err = run(["argocd-plugin", "generate", str(tmp_path)], b"", monkeypatch)
    assert (code, out) == (1, b"")
    assert "transformers[0]: env.yaml is no regular file" in err, err
