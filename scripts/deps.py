"""Constraints for the lowest releases pyproject.toml declares: `python3 scripts/deps.py floors`.

scripts/test.sh installs them with KFGEN_DEPS=floors, so that a floor kfgen claims is a floor it is tested on.
"""

from __future__ import annotations

import re
import sys
import tomllib
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
_REQUIREMENT = re.compile(r"^\s*([A-Za-z0-9_.\-]+)(\[[^\]]*\])?\s*(.*?)\s*(;.*)?$")


def floor(requirement: str) -> str | None:
    """`name==X` for a requirement whose lowest allowed release is X (`>=X` or `==X`), else None."""
    match = _REQUIREMENT.match(requirement)
    if not match:
        return None
    name, _, spec, marker = match.groups()
    for clause in spec.split(","):
        found = re.fullmatch(r"\s*(>=|==)\s*([^\s,]+)\s*", clause)
        if found:
            return f"{name}=={found.group(2)}{' ' + marker if marker else ''}"
    return None


def floors() -> list[str]:
    project = tomllib.loads((ROOT / "pyproject.toml").read_text(encoding="utf-8"))["project"]
    requirements = list(project["dependencies"])
    for extra in ("test", "controller"):
        requirements += project["optional-dependencies"][extra]
    return sorted(line for line in map(floor, requirements) if line)


def main(argv: list[str]) -> int:
    if argv != ["floors"]:
        print("usage: scripts/deps.py floors", file=sys.stderr)
        return 2
    print("\n".join(floors()))
    return 0


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
