"""A copy of this checkout's tracked and new files (not tests/), as a clone would have them, for installing."""

from __future__ import annotations

import os
import shutil
import subprocess
from pathlib import Path

from conftest import ROOT


def copy_source(target: Path) -> Path:
    """The files git would commit, links kept as links (kfgen/_docs is one), into target; returns target."""
    listed = subprocess.run(
        ["git", "ls-files", "-co", "--exclude-standard"], cwd=ROOT, capture_output=True, text=True, check=True
    ).stdout.split()
    for name in listed:
        origin, copy = ROOT / name, target / name
        if name.startswith("tests/") or not (origin.is_symlink() or origin.is_file()):
            continue
        copy.parent.mkdir(parents=True, exist_ok=True)
        if origin.is_symlink():
            os.symlink(os.readlink(origin), copy)
        else:
            shutil.copy2(origin, copy)
    return target
