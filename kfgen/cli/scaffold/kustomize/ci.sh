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
    # kfgen validate has just printed the function's warnings, each at its file and line; the build's stderr
    # says them again without a file, so it is shown when the build fails
    # kustomize build --enable-alpha-plugins --enable-exec, refused before it runs when the overlay's tree names
    # any function but kfgen's own (exec: {path: kfgen-fn}): a script listed from specs/ never runs here
    if ! kfgen argocd-plugin generate "$overlay" > "build/$env.yaml" 2> "build/$env.log"; then
        cat "build/$env.log" >&2
        exit 1
    fi
    kfgen check-build --expect specs -- "build/$env.yaml"
done
