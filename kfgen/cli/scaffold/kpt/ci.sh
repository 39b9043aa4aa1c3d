#!/bin/sh
# CI for this kpt package: render in place, fail when a spec has no job (kpt skips symbolic links and
# files outside the package), and fail when the committed generated/ is not what the specs give.
# Needs kfgen (pip install 'kfgen @ git+https://github.com/kfgen-dev/kfgen@v0.1.0') and kpt on PATH.
set -eu
cd "$(dirname "$0")"
# --allow-exec runs every Kptfile's pipeline, a subpackage's too: first refuse any function but kfgen-fn
kfgen check-build --functions .
kpt fn render . --allow-exec
kfgen check-build --expect specs -- .
if git rev-parse --is-inside-work-tree >/dev/null 2>&1; then
    git diff --exit-code -- . || { echo "generated/ is out of date: run kpt fn render . --allow-exec" >&2; exit 1; }
fi
