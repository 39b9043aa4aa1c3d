#!/usr/bin/env bash
# The test command of the README: installs kfgen with its test extras and the real tools
# (cached), checks generated files, lint, types and dead code, then runs the whole pytest suite.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m pip install --quiet --disable-pip-version-check -e '.[test,controller]'
KFGEN_TOOLS_BIN=$(scripts/install-tools.sh kustomize helm etcd kube operators image mlflow cyclonus \
  kube-state-metrics prometheus dashboard-check grafana-crds katib | tail -n 1)
export KFGEN_TOOLS_BIN PATH="$KFGEN_TOOLS_BIN:$PATH"
for t in kustomize kpt kubectl; do command -v "$t" >/dev/null || { echo "missing tool: $t" >&2; exit 1; }; done
python3 -m kfgen.gen --check
ruff format --check kfgen tests scripts
ruff check kfgen tests scripts
mypy kfgen tests scripts
lint-imports
vulture kfgen tests scripts
python3 -m pytest -p no:cacheprovider "$@"
