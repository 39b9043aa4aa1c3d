"""`kfgen controller`'s flags and their environment variables are checked as argparse checks a flag: one usage line,
exit 2, before anything starts (issue 37 re-test, C3: `--port 99999999` was an OverflowError traceback from the
metrics server, `--log-level NOPE` a ValueError from logging, and a bad $KFGEN_PORT a ValueError at parse)."""

from __future__ import annotations

import os
import subprocess
import sys

import pytest
from conftest import ROOT


def controller(*args: str, **env: str) -> subprocess.CompletedProcess[str]:
    environ = {**os.environ, "PYTHONPATH": str(ROOT), "KUBECONFIG": "/nonexistent", **env}
    command = [sys.executable, "-m", "kfgen.cli", "controller", *args]
    return subprocess.run(command, capture_output=True, text=True, env=environ, timeout=60, cwd=ROOT)


@pytest.mark.parametrize(
    ("args", "env", "flag"),
    [
        (["--port", "99999999"], {}, "--port"),
        (["--port", "-1"], {}, "--port"),
        (["--port", "http"], {}, "--port"),
        ([], {"KFGEN_PORT": "eighty"}, "--port"),
        (["--log-level", "NOPE"], {}, "--log-level"),
        ([], {"KFGEN_LOG_LEVEL": "loud"}, "--log-level"),
        (["--resync-seconds", "nan"], {}, "--resync-seconds"),
        (["--resync-seconds", "-5"], {}, "--resync-seconds"),
        ([], {"KFGEN_RESYNC_RATE": "x"}, "--resync-rate"),
        (["--watch-grace-seconds", "inf"], {}, "--watch-grace-seconds"),
        (["--resync-seconds", "1e308"], {}, "--resync-seconds"),
        # an Environment name no Environment can have: every spec would wait on NoEnvironment, unsaid at start
        (["--environment", ""], {}, "--environment"),
        (["--environment", "Bad_Name"], {}, "--environment"),
        ([], {"KFGEN_ENVIRONMENT": "Prod"}, "--environment"),
        (["--default-environment", "a/b"], {}, "--default-environment"),
    ],
)
def test_a_bad_flag_or_variable_is_one_usage_line(args: list[str], env: dict[str, str], flag: str) -> None:
    result = controller(*args, **env)
    assert result.returncode == 2, result.stderr
    assert "Traceback" not in result.stderr
    assert f"argument {flag}: " in result.stderr.splitlines()[-1], result.stderr
