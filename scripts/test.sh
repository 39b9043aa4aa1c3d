#!/usr/bin/env bash
# The test command of the README. scripts/run_tests.py builds the real tools (scripts/install-tools.sh, in the order
# of tests/needs.toml) while it installs kfgen with its test, controller and docs extras (constraints.txt's versions;
# KFGEN_DEPS=newest or floors for the others), runs the checks and starts each folder of tests/ as soon as the tools
# it needs exist; then it prints where the time went. Arguments go to every pytest run (--lanes N: pytest runs at once).
set -euo pipefail
cd "$(dirname "$0")/.."
exec python3 scripts/run_tests.py "$@"
