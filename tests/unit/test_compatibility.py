"""docs/about/compatibility.md's table states the versions the tests run: the pins of scripts/install-tools.sh."""

from __future__ import annotations

import re

from conftest import ROOT

PAGE = ROOT / "docs" / "about" / "compatibility.md"
INSTALL_TOOLS = (ROOT / "scripts" / "install-tools.sh").read_text()
# test-only helpers, not components a user runs kfgen's output with
NOT_COMPONENTS = {"CYCLONUS_VERSION", "MOTO_VERSION", "PSUTIL_VERSION"}


def table() -> dict[str, str]:
    """`Pinned as` -> tested version, from the page's table rows."""
    rows = re.findall(r"^\| [^|]+ \| ([^|]+) \| `([^`]+)` \|$", PAGE.read_text(), re.MULTILINE)
    return {pinned: version.strip() for version, pinned in rows}


def pins() -> dict[str, str]:
    return dict(re.findall(r"^([A-Z0-9_]+_VERSION)=(\S+)$", INSTALL_TOOLS, re.MULTILINE))


def test_every_row_is_the_pinned_version() -> None:
    rows, pinned = table(), pins()
    assert len(rows) >= 15
    for name, version in rows.items():
        if name.endswith("_VERSION"):
            assert pinned.get(name) == version, f"{name}: the page says {version}, install-tools.sh {pinned.get(name)}"


def test_every_pinned_component_has_a_row() -> None:
    missing = set(pins()) - NOT_COMPONENTS - set(table())
    assert not missing, f"pinned in scripts/install-tools.sh but not in {PAGE.name}: {sorted(missing)}"


def test_mlflow_is_the_server_image_pin() -> None:
    requirements = (ROOT / "images" / "mlflow-server" / "requirements.txt").read_text()
    [pinned] = re.findall(r"^mlflow\[auth\]==(\S+)$", requirements, re.MULTILINE)
    assert table()["images/mlflow-server/requirements.txt"] == pinned
