"""The README stays a front page and everything it and the docs site say holds (issue 31).

README.md is at most 15 KB and carries no generated reference (docs/reference.md is the only copy); its links
and CONTRIBUTING.md's resolve to files and headings that exist (links to other sites are not fetched: there is
no network here); the docs pages cite only files that exist; the rendered example is what kfgen renders; the
two commands the project's rules require are there and true. The links between the site's own pages and their
anchors are mkdocs' to check (`mkdocs build --strict` in scripts/test.sh, validation in mkdocs.yml).
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
import yaml
from conftest import ROOT, run_kfgen
from readme import README, block

MAX_README_BYTES = 15 * 1024
LINK = re.compile(r"\[[^\]]*\]\(([^)\s]+)\)")
# a path in backquotes that starts with a directory of this repository, without placeholders or globs
CITED = re.compile(
    r"`((?:kfgen|tests|docs|examples|scripts|bases|charts|overlays|argocd|flux|controller|images|helm-plugin|"
    r"tools|schemas|bin)/[\w./-]*)`"
)
PLACEHOLDER = re.compile(r"(^|/)[A-Z]+(/|\.|$)")  # overlays/NAME/environment.yaml


def github_slug(heading: str) -> str:
    """The anchor GitHub gives a heading: lower case, punctuation dropped, spaces to hyphens."""
    text = re.sub(r"[^\w\- ]", "", heading.strip().lower())
    return text.replace(" ", "-")


def anchors(markdown: str) -> set[str]:
    found, fence = set(), False
    for line in markdown.splitlines():
        if line.startswith("```"):
            fence = not fence
        elif not fence and (heading := re.match(r"#+ (.*)", line)):
            found.add(github_slug(heading.group(1)))
    return found


def test_readme_is_a_front_page() -> None:
    size = len(README.read_bytes())
    assert size <= MAX_README_BYTES, f"README.md is {size} bytes: move detail into docs/ (limit {MAX_README_BYTES})"
    assert "<!-- reference:" not in README.read_text(), "the field reference lives in docs/reference.md only"


@pytest.mark.parametrize("name", ["README.md", "CONTRIBUTING.md"])
def test_links_resolve(name: str) -> None:
    source = ROOT / name
    text = source.read_text()
    broken = []
    for target in LINK.findall(text):
        if re.match(r"[a-z]+:", target):
            continue  # another site: not fetched
        path, _, fragment = target.partition("#")
        file = (source.parent / path).resolve() if path else source
        relative = file.relative_to(ROOT).as_posix()
        if not file.exists():
            broken.append(f"{target}: no such file")
            continue
        if fragment and fragment not in anchors(file.read_text()):
            broken.append(f"{target}: no heading {fragment!r} in {relative}")
    assert broken == [], f"{name}: broken links {broken}"


def test_docs_cite_only_files_that_exist() -> None:
    pages = [README, ROOT / "CONTRIBUTING.md", *sorted((ROOT / "docs").rglob("*.md"))]
    missing = [
        f"{page.relative_to(ROOT)}: {cited}"
        for page in pages
        for cited in CITED.findall(page.read_text())
        if not (ROOT / cited).exists() and not PLACEHOLDER.search(cited)
    ]
    assert missing == []


def test_the_readme_commands_the_project_rules_require() -> None:
    text = README.read_text()
    assert "pip install . && kfgen render --env prod examples/pytorch-resnet50.yaml" in text
    assert "\nscripts/test.sh\n" in text
    assert "scripts/test.sh" in (ROOT / ".ci" / "run").read_text()
    rendered = run_kfgen("render", "--env", "prod", "examples/pytorch-resnet50.yaml")
    assert rendered.returncode == 0, rendered.stderr
    assert "kind: PyTorchJob" in rendered.stdout


def test_the_readme_example_is_the_scaffold_spec() -> None:
    shown = yaml.safe_load(block(README.read_text(), "example-spec"))
    scaffold = ROOT / "kfgen" / "cli" / "scaffold" / "kustomize" / "specs" / "train-example.yaml"
    assert shown == yaml.safe_load(scaffold.read_text())


def test_the_readme_excerpt_is_what_kfgen_renders(tmp_path: Path) -> None:
    assert run_kfgen("init", "ml-jobs", cwd=tmp_path).returncode == 0
    rendered = run_kfgen("render", "--env", "dev", "specs", cwd=tmp_path / "ml-jobs")
    assert rendered.returncode == 0, rendered.stderr
    output = rendered.stdout.splitlines()
    position = 0
    # each run of lines between `...` is in the output as written, the runs in order
    for run in re.split(r"\n *\.\.\.\n", block(README.read_text(), "example-output")):
        lines = run.strip("\n").splitlines()
        starts = [i for i in range(position, len(output)) if output[i : i + len(lines)] == lines]
        assert starts, f"not in `kfgen render --env dev specs` (after line {position}):\n{run}"
        position = starts[0] + len(lines)


def test_the_api_page_documents_every_public_name_of_kfgen() -> None:
    import kfgen
    from kfgen import pyapi

    page = (ROOT / "docs" / "api.md").read_text()
    assert "::: kfgen.pyapi\n" in page, "kfgen re-exports kfgen.pyapi's names; the page documents that module"
    for name in set(kfgen.__all__) - {"__version__"}:
        assert getattr(kfgen, name) is getattr(pyapi, name)
        assert getattr(pyapi, name).__doc__, f"kfgen.{name} has no docstring for the API page"
