#!/bin/sh
# Helm passes --post-renderer-args as arguments and the manifests on stdin.
exec "${KFGEN:-kfgen}" post-render "$@"
