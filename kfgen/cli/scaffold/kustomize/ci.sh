#!/bin/sh
# CI for this repository: validate every spec in every environment, build every overlay with the
# kfgen function, and fail when a build skipped the function or a spec has no job.
# Needs kfgen (pip install 'kfgen @ git+https://github.com/kfgen-dev/kfgen@v0.1.0') and the standalone kustomize v5 on PATH.
set -eu
cd "$(dirname "$0")"
mkdir -p build
for overlay in overlays/*/; do
    env=$(basename "$overlay")
    kfgen validate --env "$env" specs
    kustomize build --enable-alpha-plugins --enable-exec "$overlay" > "build/$env.yaml"
    kfgen check-build --expect specs -- "build/$env.yaml"
done
