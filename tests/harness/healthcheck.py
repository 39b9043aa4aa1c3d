"""Runs the Go evaluator of health checks (tests/harness/health: Argo CD's Lua in gopher-lua, Flux's CEL in cel-go)
on objects, as the GitOps tools evaluate them."""

from __future__ import annotations

import json
import subprocess
from pathlib import Path
from typing import Any


def evaluate(binary: Path, *args: str, objects: list[dict[str, Any]]) -> list[Any]:
    result = subprocess.run(
        [str(binary), *args], input=json.dumps(objects), capture_output=True, text=True, timeout=120
    )
    assert result.returncode == 0, result.stderr
    out: list[Any] = json.loads(result.stdout)
    return out
