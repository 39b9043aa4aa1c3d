"""Honest distribution (issue 31): one version, one install line with its source, one image name, and upgrade
notes that name fields the schema has."""

from __future__ import annotations

import json
import re
import subprocess
import tomllib
from pathlib import Path
from typing import Any

import pytest
import yaml
from conftest import ROOT

import kfgen
from kfgen import api
from kfgen.cli import scaffold

VERSION = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["version"]
# what users read: the package (messages, scaffold), the docs and every shipped manifest
USER_FACING = ("kfgen", "docs", "charts", "bases", "argocd", "flux", "controller", "examples", "overlays", "scripts")
TOP_FILES = ("README.md", "CONTRIBUTING.md", "CHANGELOG.md")
SOURCE = f"git+{api.REPOSITORY}@v{VERSION}"
# `pip install kfgen` or `pip install 'kfgen[controller]'`: a name PyPI does not have (or has as someone else's)
NAME = r"kfgen(?:\[[\w,]+\])?"
BARE = re.compile(rf"pip install (?:-\S+ )*(?:{NAME}|'{NAME}'|\"{NAME}\")(?=[\s),;`]|$)", re.MULTILINE)
OTHER_IMAGES = re.compile(
    r"localhost/kfgen|ghcr\.io/kfgen-dev/kfgen-|(?<![\w/.-])kfgen(?:-controller|-fn)?:(?:\d|e2e|latest)"
)


def user_facing_files() -> list[Path]:
    listed = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard", *USER_FACING, *TOP_FILES],
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    ).stdout.split()
    paths = [ROOT / name for name in listed]
    return [p for p in paths if p.is_file() and not p.is_symlink() and "generated" not in p.parts]


def texts() -> dict[str, str]:
    out = {}
    for path in user_facing_files():
        try:
            out[str(path.relative_to(ROOT))] = path.read_text(encoding="utf-8")
        except UnicodeDecodeError:
            continue
    return out


def test_one_version() -> None:
    chart = yaml.safe_load((ROOT / "charts" / "kfgen" / "Chart.yaml").read_text())
    assert kfgen.__version__ == VERSION
    assert (chart["version"], chart["appVersion"]) == (VERSION, VERSION)
    assert f"ghcr.io/kfgen-dev/kfgen:{VERSION}" == api.IMAGE


def test_no_install_line_without_a_source() -> None:
    bare = [f"{name}: {m.group(0)}" for name, text in texts().items() for m in BARE.finditer(text)]
    assert not bare, "kfgen is not on PyPI; say where it comes from (docs/install.md):\n" + "\n".join(bare)


def test_every_git_source_is_this_version() -> None:
    urls = {(name, url) for name, text in texts().items() for url in re.findall(r"git\+https://[^\s'\"`)]+", text)}
    assert urls, "no install line found"
    assert {url for _, url in urls} == {SOURCE}, sorted(urls)


def test_the_scaffold_says_the_install_line() -> None:
    line = api.pip_install()
    assert line == f"pip install 'kfgen @ {SOURCE}'"
    for layout in scaffold.LAYOUTS:
        files = scaffold.files(layout)
        for name in ("README.md", "ci.sh"):
            assert line in files[name], f"{layout}/{name}"
    assert line in scaffold.files("kpt")["Kptfile"]
    assert all(line in scaffold.files("kustomize")[f"overlays/{env}/environment.yaml"] for env in ("dev", "prod"))


def test_the_extra_is_installed_from_the_same_source() -> None:
    assert api.pip_install("controller") == f"pip install 'kfgen[controller] @ {SOURCE}'"


def test_one_image_name() -> None:
    others = [f"{name}: {m.group(0)}" for name, text in texts().items() for m in OTHER_IMAGES.finditer(text)]
    assert not others, "the image is ghcr.io/kfgen-dev/kfgen:<version> everywhere:\n" + "\n".join(others)
    tags = {
        (name, tag)
        for name, text in texts().items()
        for tag in re.findall(r"ghcr\.io/kfgen-dev/kfgen:(\d[\w.]*)", text)
    }
    assert tags and {tag for _, tag in tags} == {VERSION}, sorted(tags)


@pytest.mark.parametrize(
    "path", ["bases/controller/deployment.yaml", "argocd/cmp/repo-server-patch.yaml", "tests/argocd/test_argocd_e2e.py"]
)
def test_the_manifests_name_the_image(path: str) -> None:
    assert api.IMAGE in (ROOT / path).read_text()


def test_build_image_tags_the_one_name() -> None:
    script = (ROOT / "scripts" / "build-image.sh").read_text()
    assert "IMAGE=ghcr.io/kfgen-dev/kfgen:$VERSION\n" in script
    values = yaml.safe_load((ROOT / "charts" / "kfgen" / "values.yaml").read_text())
    assert values["image"]["repository"] == api.IMAGE.rsplit(":", 1)[0]


def _has(schema: dict[str, Any], path: list[str]) -> bool:
    node = schema
    for key in path:
        props = node.get("properties", {})
        if key not in props:
            return False
        node = props[key]
    return True


def test_upgrade_notes_name_fields_the_schema_has() -> None:
    changelog = (ROOT / "CHANGELOG.md").read_text()
    notes = "".join(re.findall(r"### Upgrading an Environment\n(.*?)(?=\n## |\Z)", changelog, re.DOTALL))
    fields = set(re.findall(r"`(spec\.[A-Za-z.]+)", notes))
    assert len(fields) >= 8
    schemas = [json.loads((ROOT / "schemas" / f"{kind}.json").read_text()) for kind in ("environment", "trainingspec")]
    unknown = [f for f in fields if not any(_has(s, f.split(".")) for s in schemas)]
    assert not unknown, unknown


def test_the_license_is_apache_2() -> None:
    text = (ROOT / "LICENSE").read_text()
    assert text.lstrip().startswith("Apache License\n                           Version 2.0, January 2004")
    assert "END OF TERMS AND CONDITIONS" in text and len(text) > 11000
    assert tomllib.loads((ROOT / "pyproject.toml").read_text())["project"]["license"] == "Apache-2.0"
