#!/usr/bin/env bash
# The test command of the README: installs kfgen with its test, controller and docs extras at the versions of
# constraints.txt, builds the real tools into a cache while the checks (the docs site among them) and the tests
# that need no tool run, then runs the tests that need them while Flux and Argo CD build, then the tests with
# Flux and Argo CD. Arguments go to every pytest run.
#
#   KFGEN_DEPS=locked  (default) the Python dependencies pinned in constraints.txt
#   KFGEN_DEPS=newest  the newest releases pyproject.toml allows (what a new user's `pip install` gets)
#   KFGEN_DEPS=floors  the lowest releases pyproject.toml declares (uv's lowest-direct resolution)
set -euo pipefail
cd "$(dirname "$0")/.."

pip_install() { python3 -m pip install --quiet --disable-pip-version-check "$@"; }
case "${KFGEN_DEPS:-locked}" in
  locked) pip_install -c constraints.txt -e '.[test,controller,docs]' ;;
  newest) pip_install --upgrade --upgrade-strategy eager -e '.[test,controller,docs]' ;;
  floors) pip_install uv && python3 -m uv pip install --system --resolution lowest-direct -e '.[test,controller,docs]' ;;
  *) echo "KFGEN_DEPS: locked, newest or floors" >&2; exit 2 ;;
esac

TOOLS=(kustomize helm etcd kube operators image mlflow cyclonus kube-state-metrics prometheus dashboard-check katib)
# Flux and Argo CD build last: the tests of the other tools run while they build
GITOPS_TOOLS=(argocd flux)
# the GrafanaDashboard CRD takes seconds and the schema tests of the first run read it
KFGEN_TOOLS_BIN=$(scripts/install-tools.sh grafana-crds | tail -n 1)
export KFGEN_TOOLS_BIN
work=$(mktemp -d)
started=$SECONDS
stage() { # name tool...: install-tools.sh in the background, its exit status in $work/<name>.rc
  local name=$1 rc=0
  shift
  scripts/install-tools.sh "$@" >"$work/$name.log" 2>&1 || rc=$?
  echo "$rc" >"$work/$name.rc"
}
(stage tools "${TOOLS[@]}"; stage gitops "${GITOPS_TOOLS[@]}") &
tools_pid=$!
trap 'kill "$tools_pid" 2>/dev/null || true; rm -rf "$work"' EXIT

for t in kpt kubectl; do command -v "$t" >/dev/null || { echo "missing tool: $t" >&2; exit 1; }; done
python3 -m kfgen.gen --check
ruff format --check kfgen tests scripts
ruff check kfgen tests scripts
mypy kfgen tests scripts
lint-imports
vulture kfgen tests scripts
# the documentation site: every page in the nav, every link between pages and its anchor (mkdocs.yml's
# validation turns each into a warning, --strict into a failure); links to other sites are not fetched (no
# network here). README.md's and CONTRIBUTING.md's own links: tests/test_docs_site.py.
python3 -m mkdocs build --strict --site-dir "$work/site"

# pytest exits 5 when a selection holds no test (e.g. -k naming tests of the other run)
pytest_run() { python3 -m pytest -p no:cacheprovider "$@" || [ $? -eq 5 ]; }

echo "== tests that need no tool (the tools build meanwhile)" >&2
KFGEN_TEST_PHASE=no-tools pytest_run -m "not tools and not cluster" "$@"

# waits for one stage of the tool build; its log, and a failure, go to stderr
await_tools() { # stage
  echo "== waiting for the tools ($1)" >&2
  while [ ! -f "$work/$1.rc" ]; do
    kill -0 "$tools_pid" 2>/dev/null || [ -f "$work/$1.rc" ] || { echo "the tool build ended early" >&2; exit 1; }
    sleep 2
  done
  grep -v '^go: downloading' "$work/$1.log" >&2 || true
  if [ "$(cat "$work/$1.rc")" != 0 ]; then echo "install-tools.sh ($1) failed" >&2; exit 1; fi
  echo "== tools ($1) ready after $((SECONDS - started)) s" >&2
}

await_tools tools
export PATH="$KFGEN_TOOLS_BIN:$PATH"
command -v kustomize >/dev/null || { echo "missing tool: kustomize" >&2; exit 1; }

echo "== tests that need the real tools and the API server (Flux and Argo CD build meanwhile)" >&2
pytest_run -m "(tools or cluster) and not gitops" "$@"

await_tools gitops
echo "== tests with the real Flux and Argo CD" >&2
pytest_run -m "gitops" "$@"
