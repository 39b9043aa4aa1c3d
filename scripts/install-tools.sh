#!/usr/bin/env bash
# Installs the real tools kfgen's tests use, with their ordinary clients, into a cache
# directory (default ~/.cache/kfgen-tools/bin). A second run finds them and returns at once.
#
#   kustomize  go install sigs.k8s.io/kustomize/kustomize/v5
#   helm 3/4   go install helm.sh/helm/v3/cmd/helm, helm.sh/helm/v4/cmd/helm
#   etcd       Debian's etcd-server package
#   kube-apiserver, kube-controller-manager
#              built from the k8s.io/kubernetes Go module through a wrapper module
#              that replaces each staging module with its published version
#
# Usage: scripts/install-tools.sh [--print-bin] [tool ...]   (default: all tools)
set -euo pipefail

KUSTOMIZE_VERSION=v5.8.2
HELM3_VERSION=v3.22.0
HELM4_VERSION=v4.3.1
KUBERNETES_VERSION=v1.35.4

TOOLS_DIR=${KFGEN_TOOLS_DIR:-$HOME/.cache/kfgen-tools}
BIN=$TOOLS_DIR/bin
mkdir -p "$BIN"

if [ "${1:-}" = "--print-bin" ]; then echo "$BIN"; exit 0; fi

log() { echo "[install-tools] $*" >&2; }

stamp_ok() { [ -x "$BIN/$1" ] && [ "$(cat "$BIN/.$1.version" 2>/dev/null)" = "$2" ]; }
stamp() { echo "$2" >"$BIN/.$1.version"; }

go_tool() { # name module version
  local name=$1 module=$2 version=$3
  if stamp_ok "$name" "$version"; then log "$name $version cached"; return; fi
  log "building $name $version (go install $module@$version)"
  local gobin; gobin=$(mktemp -d)
  GOBIN=$gobin CGO_ENABLED=0 go install "$module@$version" >&2
  mv "$gobin"/* "$BIN/$name"
  rm -rf "$gobin"
  stamp "$name" "$version"
}

install_kustomize() { go_tool kustomize sigs.k8s.io/kustomize/kustomize/v5 "$KUSTOMIZE_VERSION"; }
install_helm() {
  go_tool helm3 helm.sh/helm/v3/cmd/helm "$HELM3_VERSION"
  go_tool helm4 helm.sh/helm/v4/cmd/helm "$HELM4_VERSION"
  ln -sf helm3 "$BIN/helm"
}

install_etcd() {
  if [ -x "$BIN/etcd" ]; then log "etcd cached"; return; fi
  if ! command -v etcd >/dev/null && [ ! -x /usr/bin/etcd ]; then
    log "installing Debian's etcd-server"
    export DEBIAN_FRONTEND=noninteractive
    apt-get update -qq
    apt-get install -y -qq --no-install-recommends etcd-server >/dev/null
    # the package starts a system etcd on :2379; tests run their own on other ports
    (systemctl disable --now etcd 2>/dev/null || service etcd stop 2>/dev/null || pkill -x etcd) >/dev/null 2>&1 || true
  fi
  ln -sf "$(command -v etcd || echo /usr/bin/etcd)" "$BIN/etcd"
}

install_kube() {
  if stamp_ok kube-apiserver "$KUBERNETES_VERSION" && stamp_ok kube-controller-manager "$KUBERNETES_VERSION"; then
    log "kube-apiserver, kube-controller-manager $KUBERNETES_VERSION cached"; return
  fi
  local staging_version="v0.${KUBERNETES_VERSION#v1.}"
  local work=$TOOLS_DIR/kube-build
  rm -rf "$work"; mkdir -p "$work"
  log "building kube-apiserver, kube-controller-manager $KUBERNETES_VERSION (wrapper module, staging at $staging_version)"
  local gomod
  gomod=$(go mod download -json "k8s.io/kubernetes@$KUBERNETES_VERSION" | python3 -c 'import json,sys; print(json.load(sys.stdin)["GoMod"])')
  {
    echo "module kfgen.dev/kube-build"
    echo
    echo "go $(awk '/^go /{print $2; exit}' "$gomod")"
    echo
    echo "require k8s.io/kubernetes $KUBERNETES_VERSION"
    echo
    awk -v v="$staging_version" '$2 == "=>" && $3 ~ /^\.\/staging\// {print "replace " $1 " => " $1 " " v}' "$gomod"
  } >"$work/go.mod"
  cat >"$work/tools.go" <<'GO'
//go:build tools

package tools

import (
	_ "k8s.io/kubernetes/cmd/kube-apiserver"
	_ "k8s.io/kubernetes/cmd/kube-controller-manager"
)
GO
  (
    cd "$work"
    go mod tidy -e >/dev/null 2>&1 || true
    go get "k8s.io/kubernetes@$KUBERNETES_VERSION" >&2
    go mod tidy >&2
    CGO_ENABLED=0 go build -tags tools -o "$BIN/kube-apiserver" k8s.io/kubernetes/cmd/kube-apiserver >&2
    CGO_ENABLED=0 go build -tags tools -o "$BIN/kube-controller-manager" k8s.io/kubernetes/cmd/kube-controller-manager >&2
  ) 1>&2
  stamp kube-apiserver "$KUBERNETES_VERSION"
  stamp kube-controller-manager "$KUBERNETES_VERSION"
}

tools=("$@")
[ ${#tools[@]} -gt 0 ] || tools=(kustomize helm etcd kube)
for t in "${tools[@]}"; do "install_$t"; done
command -v kpt >/dev/null || log "warning: kpt is not on PATH"
echo "$BIN"
