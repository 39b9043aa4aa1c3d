#!/usr/bin/env bash
# Installs the real tools kfgen's tests use, with their ordinary clients, into a cache
# directory (default ~/.cache/kfgen-tools/bin). A second run finds them and returns at once.
#
#   kustomize  go install sigs.k8s.io/kustomize/kustomize/v5
#   helm 3/4   go install helm.sh/helm/v3/cmd/helm, helm.sh/helm/v4/cmd/helm
#   etcd       Debian's etcd-server, unpacked with dpkg -x (bin/ gets etcd; no system etcd is started)
#   kube-apiserver, kube-controller-manager (tool "kube"), kube-scheduler
#              built from the k8s.io/kubernetes Go module through a wrapper module
#              that replaces each staging module with its published version
#              (the step "kube" builds the first two, "kube-scheduler" the third)
#   training-operator, trainer (trainer-controller-manager), jobset, kwok
#              go install of the real Kubeflow operators, the JobSet controller (built in a
#              wrapper module, see go_module_tool) and kwok; "operators" selects them all
#              with kube-scheduler, kueue and mpi-operator
#   mpi-operator  the standalone MPI operator (github.com/kubeflow/mpi-operator cmd/mpi-operator, built in a wrapper
#              module whose go.sum is seeded from its own, see go_packages_tool: the proxy refuses its version list), which
#              runs kubeflow.org/v2beta1 MPIJobs (backend mpi-operator); and its MPIJob CRD from the same module
#              (go mod download) into $TOOLS_DIR/crds/mpi-operator (tests/harness/upstream.py validates with it)
#   kueue      sigs.k8s.io/kueue cmd/kueue, built in a wrapper module whose go.sum is seeded from
#              Kueue's own (see go_packages_tool)
#   mlflow     a venv ($TOOLS_DIR/mlflow-venv) with images/mlflow-server/requirements.txt (the MLflow
#              server image's pins), moto's S3 server and psutil; bin/ gets mlflow, moto_server and
#              mlflow-python; with the tool postgres (tests/mlflow/test_mlflow_server.py needs both)
#   postgres   Debian's postgresql-15, unpacked with dpkg -x (bin/ gets postgres and initdb)
#   cyclonus   go install github.com/mattfenwick/cyclonus/cmd/cyclonus (NetworkPolicy probe tables)
#   kube-state-metrics  k8s.io/kube-state-metrics/v2, built in a wrapper module (see go_module_tool: the
#              module proxy refuses its version list); custom-resource-state metrics of the jobs
#   prometheus Debian's prometheus package, unpacked with dpkg -x (bin/ gets prometheus and promtool)
#   grafana-crds  grafana-operator's GrafanaDashboard CRD from its Go module (go mod download), into
#              $TOOLS_DIR/crds/grafana-operator (tests/harness/upstream.py validates GrafanaDashboards with it)
#   katib      Katib v0.19.0's katib-controller, katib-db-manager and katib-suggestion-goptuna (cmd/... /v1beta1),
#              built in one wrapper module whose go.sum is seeded from Katib's own (see go_packages_tool: the proxy
#              has no version list for github.com/kubeflow/katib); and a venv ($TOOLS_DIR/katib-venv) with the
#              Python SDK kubeflow-katib (bin/katib-python), what a trial's training code calls to report metrics;
#              with the tool postgres (tests/harness/katib.py runs the db-manager on PostgreSQL)
#   argocd     Argo CD v3.2.11's one multi-call binary (cmd/, it dispatches on its name), built in a wrapper module
#              that carries Argo CD's replace directives over and whose go.sum is seeded from Argo CD's (see
#              go_replace_tool), symlinked in bin/ as argocd-repo-server, argocd-application-controller,
#              argocd-cmp-server and argocd-applicationset-controller; Debian's redis server (redis-tools, unpacked
#              with dpkg -x, see install_redis) for its cache; the Application, AppProject and ApplicationSet CRDs into $TOOLS_DIR/crds/argocd
#   flux       Flux's source-controller and kustomize-controller (v1.9.5), one wrapper module each (see go_replace_tool:
#              their dependency versions differ); and every CRD of both modules' config/crd/bases into
#              $TOOLS_DIR/crds/flux (tests/harness/flux.py installs them)
#   dashboard-check  tools/dashboard-check, a strict Grafana dashboard checker on the Grafana
#              Foundation SDK, built with go build (its go.sum pins the SDK)
#
# Usage: scripts/install-tools.sh [--print-bin] [tool ...]   (default: all tools)
# scripts/test.sh runs one step at a time, in the order of tests/needs.toml, which lists what each folder of tests/ needs.
set -euo pipefail

KUSTOMIZE_VERSION=v5.8.2
HELM3_VERSION=v3.22.0
HELM4_VERSION=v4.3.1
KUBERNETES_VERSION=v1.35.4
TRAINING_OPERATOR_VERSION=v1.9.4
TRAINER_VERSION=v2.3.0
MPI_OPERATOR_VERSION=v0.8.0
JOBSET_VERSION=v0.12.0
KWOK_VERSION=v0.8.0
KUEUE_VERSION=v0.19.2
CYCLONUS_VERSION=v0.5.6
KUBE_STATE_METRICS_VERSION=v2.18.0
GRAFANA_OPERATOR_VERSION=v5.18.0
KATIB_VERSION=v0.19.0
ARGOCD_VERSION=v3.2.11
KATIB_SDK_VERSION=0.19.0
FLUX_VERSION=v1.9.5
MOTO_VERSION=5.2.5
PSUTIL_VERSION=7.2.2

TOOLS_DIR=${KFGEN_TOOLS_DIR:-$HOME/.cache/kfgen-tools}
BIN=$TOOLS_DIR/bin
mkdir -p "$BIN"

if [ "${1:-}" = "--print-bin" ]; then echo "$BIN"; exit 0; fi

log() { echo "[install-tools] $*" >&2; }

# No symbol table and no DWARF: the tests never debug these binaries, and the linker spends about half its time
# writing them (kustomize: 1.25 s of CPU to link with, 0.67 s without).
GO_LDFLAGS="-s -w"
# Nor does the compiler write DWARF for the linker to strip: -w drops it from the binary anyway, and the compiler
# spends about a tenth of its CPU making it (kustomize from an empty build cache at GOGC=400, alternating, on a
# loaded machine: 47.2 s and 51.1 s of user CPU with it, 43.6 s and 43.1 s without). GOFLAGS reaches every go build
# and go install below; commands that take no -gcflags ignore it.
export GOFLAGS="${GOFLAGS:+$GOFLAGS }-gcflags=all=-dwarf=false"
# The compiler collects its garbage at GOGC=100; at 400 it spends about a fifth less CPU (kustomize from an empty
# build cache: 49.7 s of user CPU twice at 100; 39.3 s and 41.4 s at 400) for a higher peak (0.4 GB instead of 0.3).
export GOGC="${GOGC:-400}"

stamp_ok() { [ -x "$BIN/$1" ] && [ "$(cat "$BIN/.$1.version" 2>/dev/null)" = "$2" ]; }
stamp() { echo "$2" >"$BIN/.$1.version"; }

go_tool() { # name module version
  local name=$1 module=$2 version=$3
  if stamp_ok "$name" "$version"; then log "$name $version cached"; return; fi
  log "building $name $version (go install $module@$version)"
  local gobin; gobin=$(mktemp -d)
  GOBIN=$gobin CGO_ENABLED=0 go install -ldflags="$GO_LDFLAGS" "$module@$version" >&2
  mv "$gobin"/* "$BIN/$name"
  rm -rf "$gobin"
  stamp "$name" "$version"
}

# go install M@V also looks up M's newest version for a deprecation notice and fails when the module
# proxy refuses M's version list (it answers 403 for sigs.k8s.io/jobset); `go get` in a wrapper module
# does not need that list and selects the same dependency versions, those of M's go.mod.
go_module_tool() { # name module version: M's main package at the module root
  local name=$1 module=$2 version=$3
  if stamp_ok "$name" "$version"; then log "$name $version cached"; return; fi
  local work=$TOOLS_DIR/$name-build
  rm -rf "$work"; mkdir -p "$work"
  log "building $name $version (go get $module@$version in the wrapper module $work, go build)"
  local gomod
  gomod=$(go mod download -json "$module@$version" | python3 -c 'import json,sys; print(json.load(sys.stdin)["GoMod"])')
  printf 'module kfgen.dev/%s-build\n\ngo %s\n' "$name" "$(awk '/^go /{print $2; exit}' "$gomod")" >"$work/go.mod"
  (
    cd "$work"
    go get "$module@$version"
    CGO_ENABLED=0 go build -ldflags="$GO_LDFLAGS" -o "$BIN/$name" "$module"
  ) 1>&2
  stamp "$name" "$version"
}

# Commands below one module's root, for a module whose dependencies the checksum database does not know: it
# answers 404 for sigs.k8s.io/scheduler-library@v0.1.0-alpha1, which Kueue v0.19 requires, and the proxy has no
# version list for github.com/kubeflow/katib. They are built in one wrapper module whose go.sum starts as the
# module's own go.sum (upstream's recorded checksums); go still verifies every download against it, and against
# the checksum database for what it does not list. Each binary gets its own stamp. The module's go.mod may have
# no replace directive to carry over (neither Kueue v0.19.2's nor Katib v0.19.0's has one).
go_packages_tool() { # module version name=package ...
  local module=$1 version=$2; shift 2
  local spec missing=()
  for spec in "$@"; do stamp_ok "${spec%%=*}" "$version" || missing+=("$spec"); done
  if [ ${#missing[@]} -eq 0 ]; then log "${module##*/} $version ($*) cached"; return; fi
  local work=$TOOLS_DIR/${module##*/}-build
  rm -rf "$work"; mkdir -p "$work"
  log "building ${missing[*]} of $module $version (wrapper module $work, go.sum from $module's)"
  local info gomod dir
  info=$(go mod download -json "$module@$version")
  gomod=$(printf '%s' "$info" | python3 -c 'import json,sys; print(json.load(sys.stdin)["GoMod"])')
  dir=$(printf '%s' "$info" | python3 -c 'import json,sys; print(json.load(sys.stdin)["Dir"])')
  if grep -qE '^replace|=>' "$gomod"; then log "$module $version has replace directives: not supported"; exit 1; fi
  printf 'module kfgen.dev/%s-build\n\ngo %s\n' "${module##*/}" "$(awk '/^go /{print $2; exit}' "$gomod")" >"$work/go.mod"
  cp "$dir/go.sum" "$work/go.sum"
  chmod u+w "$work/go.sum"
  (
    cd "$work"
    for spec in "${missing[@]}"; do go get "${spec#*=}@$version"; done
    for spec in "${missing[@]}"; do CGO_ENABLED=0 go build -ldflags="$GO_LDFLAGS" -o "$BIN/${spec%%=*}" "${spec#*=}"; done
  ) 1>&2
  for spec in "${missing[@]}"; do stamp "${spec%%=*}" "$version"; done
}

# A module whose go.mod has replace directives (Argo CD's pins k8s.io/* and more; Flux's controllers replace their
# `./api` and pin go-digest and kustomize): `go install M@V` refuses a module with replace directives, so it is built
# in a wrapper module that carries them over and whose go.sum starts as the module's own; go verifies every download
# against it, and against the checksum database for what it does not list. A replace by a local path (`./api`)
# becomes the published module at the version M's go.mod requires. Replacements of the caller's own
# (old=new@version) follow the ldflags.
go_replace_tool() { # name module version package [ldflags [old=new@version ...]]
  local name=$1 module=$2 version=$3 package=$4 ldflags=${5:-}
  shift 4; [ $# -eq 0 ] || shift
  if stamp_ok "$name" "$version"; then log "$name $version cached"; return; fi
  local work=$TOOLS_DIR/$name-build
  rm -rf "$work"; mkdir -p "$work"
  log "building $name $version ($package in the wrapper module $work, replace directives and go.sum from $module's)"
  local info gomod dir replaces
  info=$(go mod download -json "$module@$version")
  gomod=$(printf '%s' "$info" | python3 -c 'import json,sys; print(json.load(sys.stdin)["GoMod"])')
  dir=$(printf '%s' "$info" | python3 -c 'import json,sys; print(json.load(sys.stdin)["Dir"])')
  replaces=$(go mod edit -json "$gomod" | python3 -c '
import json, sys
mod = json.load(sys.stdin)
required = {r["Path"]: r["Version"] for r in mod.get("Require") or []}
for r in mod.get("Replace") or []:
    old, new = r["Old"], r["New"]
    if "Version" not in new:
        new = {"Path": old["Path"], "Version": required[old["Path"]]}
    print("-replace=%s%s=%s@%s" % (old["Path"], "@" + old["Version"] if "Version" in old else "", new["Path"], new["Version"]))
')
  local pin
  for pin in "$@"; do replaces+=$'\n'"-replace=$pin"; done
  printf 'module kfgen.dev/%s-build\n\ngo %s\n' "$name" "$(awk '/^go /{print $2; exit}' "$gomod")" >"$work/go.mod"
  cp "$dir/go.sum" "$work/go.sum"
  chmod u+w "$work/go.sum"
  (
    cd "$work"
    # shellcheck disable=SC2086  # one -replace flag per line
    go mod edit $replaces
    go get "$package@$version"
    CGO_ENABLED=0 go build -ldflags "$GO_LDFLAGS $ldflags" -o "$BIN/$name" "$package"
  ) 1>&2
  stamp "$name" "$version"
}

install_kustomize() { go_tool kustomize sigs.k8s.io/kustomize/kustomize/v5 "$KUSTOMIZE_VERSION"; }
install_helm() {
  go_tool helm3 helm.sh/helm/v3/cmd/helm "$HELM3_VERSION"
  go_tool helm4 helm.sh/helm/v4/cmd/helm "$HELM4_VERSION"
  ln -sf helm3 "$BIN/helm"
}

# etcd: Debian's etcd-server. The package would start a system etcd on :2379, so it is unpacked (apt-get download +
# dpkg -x) into $TOOLS_DIR/etcd, not installed; etcd is a Go program linked against libc alone.
ETCD_VERSION=3.4.23-4+b4
install_etcd() {
  if stamp_ok etcd "$ETCD_VERSION"; then log "etcd $ETCD_VERSION cached"; return; fi
  deb_unpack "$TOOLS_DIR/etcd" "etcd-server=$ETCD_VERSION"
  ln -sf "$TOOLS_DIR/etcd/usr/bin/etcd" "$BIN/etcd"
  stamp etcd "$ETCD_VERSION"
}

KUBE_BUILD=$TOOLS_DIR/kube-build

kube_module() { # the wrapper module, created once per Kubernetes version; commands are added to tools.go
  local staging_version="v0.${KUBERNETES_VERSION#v1.}"
  local work=$KUBE_BUILD
  if ! grep -qE "k8s.io/kubernetes $KUBERNETES_VERSION\$" "$work/go.mod" 2>/dev/null; then
    rm -rf "$work"; mkdir -p "$work"
    log "creating the wrapper module for Kubernetes $KUBERNETES_VERSION (staging at $staging_version)"
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
  fi
  local imports
  imports=$(cat <<'GO'
//go:build tools

package tools

import (
	_ "k8s.io/kubernetes/cmd/kube-apiserver"
	_ "k8s.io/kubernetes/cmd/kube-controller-manager"
	_ "k8s.io/kubernetes/cmd/kube-scheduler"
)
GO
)
  if [ "$(cat "$work/tools.go" 2>/dev/null)" = "$imports" ] && [ -f "$work/go.sum" ]; then return; fi
  echo "$imports" >"$work/tools.go"
  (
    cd "$work"
    go mod tidy -e >/dev/null 2>&1 || true
    go get "k8s.io/kubernetes@$KUBERNETES_VERSION"
    go mod tidy
  ) 1>&2
}

# A `go build` leaves the version at v0.0.0-master; Kueue (and kubectl's skew checks) read the API
# server's /version, so the binaries carry the version the release scripts would stamp.
KUBE_LDFLAGS=$(printf -- '-X k8s.io/component-base/version.%s ' \
  "gitVersion=$KUBERNETES_VERSION" "gitMajor=1" "gitMinor=$(echo "$KUBERNETES_VERSION" | cut -d. -f2)" \
  "gitTreeState=clean")"-X k8s.io/client-go/pkg/version.gitVersion=$KUBERNETES_VERSION"
KUBE_STAMP="$KUBERNETES_VERSION versioned"

kube_binary() { # name: a command of k8s.io/kubernetes, built in the wrapper module
  local name=$1
  if stamp_ok "$name" "$KUBE_STAMP"; then log "$name $KUBERNETES_VERSION cached"; return; fi
  kube_module
  log "building $name $KUBERNETES_VERSION (wrapper module $KUBE_BUILD)"
  (cd "$KUBE_BUILD" && CGO_ENABLED=0 go build -tags tools -ldflags "$GO_LDFLAGS $KUBE_LDFLAGS" -o "$BIN/$name" "k8s.io/kubernetes/cmd/$name") 1>&2
  stamp "$name" "$KUBE_STAMP"
}

install_kube() { kube_binary kube-apiserver; kube_binary kube-controller-manager; }
install_kube_scheduler() { kube_binary kube-scheduler; }

install_training_operator() {
  go_tool training-operator github.com/kubeflow/training-operator/cmd/training-operator.v1 "$TRAINING_OPERATOR_VERSION"
}
install_trainer() {
  go_tool trainer-controller-manager github.com/kubeflow/trainer/v2/cmd/trainer-controller-manager "$TRAINER_VERSION"
}
# mpi-operator v0.8.0 (the newest of v0.6.0-v0.8.0; it builds): 13 min 52 s of wall time here with a warm build cache
# but 200-odd modules to download (volcano, scheduler-plugins, ...), 2 min 55 s of user CPU, under nice on 2 shared cores
install_mpi_operator() {
  go_packages_tool github.com/kubeflow/mpi-operator "$MPI_OPERATOR_VERSION" \
    mpi-operator=github.com/kubeflow/mpi-operator/cmd/mpi-operator
  install_mpi_operator_crds
}
# the MPIJob CRD of the same module (the proxy serves its zip), never a copy in the repository; a step of its own
# ("mpi-operator-crds", seconds) that scripts/run_tests.py runs before any test: tests/unit validates against it
install_mpi_operator_crds() {
  local dest=$TOOLS_DIR/crds/mpi-operator file=kubeflow.org_mpijobs.yaml
  if [ "$(cat "$dest/.version" 2>/dev/null)" = "$MPI_OPERATOR_VERSION" ] && [ -f "$dest/$file" ]; then
    log "mpi-operator CRD $MPI_OPERATOR_VERSION cached"; return
  fi
  local dir
  dir=$(go mod download -json "github.com/kubeflow/mpi-operator@$MPI_OPERATOR_VERSION" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["Dir"])')
  rm -rf "$dest"; mkdir -p "$dest"
  cp "$dir/manifests/base/$file" "$dest/$file"
  chmod u+w "$dest/$file"
  echo "$MPI_OPERATOR_VERSION" >"$dest/.version"
}
install_jobset() { go_module_tool jobset sigs.k8s.io/jobset "$JOBSET_VERSION"; }
install_kwok() { go_tool kwok sigs.k8s.io/kwok/cmd/kwok "$KWOK_VERSION"; }
install_kueue() { go_packages_tool sigs.k8s.io/kueue "$KUEUE_VERSION" kueue=sigs.k8s.io/kueue/cmd/kueue; }
install_operators() {
  install_kube_scheduler; install_training_operator; install_trainer; install_jobset; install_kwok; install_kueue
  install_mpi_operator
}

# mlflow: the MLflow server image's Python packages (images/mlflow-server/requirements.txt) in a venv, with
# moto's S3 server for the artifact store and psutil for the training client's system metrics (a training
# image has it; the server image does not need it), and PostgreSQL for the backend and auth databases.
# The stamp hashes the requirements, so editing them re-installs.
MLFLOW_REQUIREMENTS=$(cd "$(dirname "$0")/.." && pwd)/images/mlflow-server/requirements.txt
install_mlflow() {
  local venv=$TOOLS_DIR/mlflow-venv
  local version
  install_postgres
  version="$(sha256sum "$MLFLOW_REQUIREMENTS" | cut -c1-16) moto $MOTO_VERSION psutil $PSUTIL_VERSION"
  if stamp_ok mlflow "$version" && [ -x "$venv/bin/moto_server" ]; then log "mlflow ($version) cached"; return; fi
  log "installing $MLFLOW_REQUIREMENTS, moto[server]==$MOTO_VERSION and psutil==$PSUTIL_VERSION into $venv"
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check \
    -r "$MLFLOW_REQUIREMENTS" "moto[server]==$MOTO_VERSION" "psutil==$PSUTIL_VERSION" >&2
  ln -sf "$venv/bin/moto_server" "$BIN/moto_server"
  # a venv's python finds its venv from its own path, so a symlink elsewhere would not do
  rm -f "$BIN/mlflow-python"
  printf '#!/bin/sh\nexec %q "$@"\n' "$venv/bin/python" >"$BIN/mlflow-python"
  chmod +x "$BIN/mlflow-python"
  ln -sf "$venv/bin/mlflow" "$BIN/mlflow"
  stamp mlflow "$version"
}

# katib: the real Katib loop for tests/harness/katib.py. The SDK pins protobuf<5 and kubeflow-training==1.9.0, and a
# trial's training code runs it as its own process anyway, so it gets a venv of its own (bin/katib-python).
install_katib() {
  local katib=github.com/kubeflow/katib
  install_postgres
  go_packages_tool "$katib" "$KATIB_VERSION" \
    "katib-controller=$katib/cmd/katib-controller/v1beta1" \
    "katib-db-manager=$katib/cmd/db-manager/v1beta1" \
    "katib-suggestion-goptuna=$katib/cmd/suggestion/goptuna/v1beta1"
  local venv=$TOOLS_DIR/katib-venv
  if stamp_ok katib-python "$KATIB_SDK_VERSION"; then log "kubeflow-katib $KATIB_SDK_VERSION cached"; return; fi
  log "installing kubeflow-katib==$KATIB_SDK_VERSION into $venv"
  rm -rf "$venv"
  python3 -m venv "$venv"
  "$venv/bin/python" -m pip install --quiet --disable-pip-version-check "kubeflow-katib==$KATIB_SDK_VERSION" >&2
  rm -f "$BIN/katib-python"
  printf '#!/bin/sh\nexec %q "$@"\n' "$venv/bin/python" >"$BIN/katib-python"
  chmod +x "$BIN/katib-python"
  stamp katib-python "$KATIB_SDK_VERSION"
}

# Unpacks one Debian package into a root (apt-get download + dpkg -x, for packages that would start a service when
# installed); the plain library packages it needs are installed.
deb_unpack() { # root package[=version] [library ...]
  local root=$1 package=$2; shift 2
  log "unpacking Debian's $package into $root"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  if [ $# -gt 0 ]; then apt-get install -y -qq --no-install-recommends "$@" >/dev/null; fi
  local work; work=$(mktemp -d)
  (cd "$work" && apt-get download -qq "$package" >/dev/null)
  rm -rf "$root"; mkdir -p "$root"
  dpkg -x "$work"/"${package%%=*}"_*.deb "$root"
  rm -rf "$work"
}

# postgres: Debian's PostgreSQL server for the MLflow tests' databases. The package would start a system
# cluster, so it is unpacked (apt-get download + dpkg -x) into $TOOLS_DIR/postgres, not installed; its shared
# libraries are plain library packages, installed. initdb and postgres find their share/ files relative to
# their own path, so the unpacked tree works where it lies.
POSTGRES_PACKAGE=postgresql-15
POSTGRES_LIBRARIES="libicu72 libldap-2.5-0 libllvm14 liblz4-1 libpam0g libpq5 libssl3 libgssapi-krb5-2 libxml2 \
libxslt1.1 libzstd1 libsystemd0 libuuid1 tzdata"
install_postgres() {
  local root=$TOOLS_DIR/postgres
  if stamp_ok postgres "$POSTGRES_PACKAGE" && [ -x "$BIN/initdb" ]; then log "postgres cached"; return; fi
  # shellcheck disable=SC2086  # a list of package names
  deb_unpack "$root" "$POSTGRES_PACKAGE" $POSTGRES_LIBRARIES
  local pgbin
  pgbin=$(dirname "$(ls "$root"/usr/lib/postgresql/*/bin/postgres | sort -V | tail -n 1)")
  ln -sf "$pgbin/postgres" "$BIN/postgres"
  ln -sf "$pgbin/initdb" "$BIN/initdb"
  stamp postgres "$POSTGRES_PACKAGE"
}

# argocd: the components the tests run as local processes (tests/harness/argocd.py); one binary, a symlink per role (it
# dispatches on its name). The version stamped in is the release's: the repo-server's manifest cache keys hold it.
ARGOCD_ROLES="argocd-repo-server argocd-application-controller argocd-cmp-server argocd-applicationset-controller"
install_argocd() {
  local module=github.com/argoproj/argo-cd/v3
  go_replace_tool argocd "$module" "$ARGOCD_VERSION" "$module/cmd" \
    "-X $module/common.version=${ARGOCD_VERSION#v} -X $module/common.gitTag=$ARGOCD_VERSION -X $module/common.gitTreeState=clean"
  local role
  for role in $ARGOCD_ROLES; do ln -sf argocd "$BIN/$role"; done
  install_redis
  local dest=$TOOLS_DIR/crds/argocd
  if [ "$(cat "$dest/.version" 2>/dev/null)" != "$ARGOCD_VERSION" ]; then
    local dir
    dir=$(go mod download -json "$module@$ARGOCD_VERSION" | python3 -c 'import json,sys; print(json.load(sys.stdin)["Dir"])')
    rm -rf "$dest"; mkdir -p "$dest"
    cp "$dir"/manifests/crds/application-crd.yaml "$dir"/manifests/crds/appproject-crd.yaml \
      "$dir"/manifests/crds/applicationset-crd.yaml "$dest/"
    chmod u+w "$dest"/*.yaml
    echo "$ARGOCD_VERSION" >"$dest/.version"
  fi
}

# redis: Argo CD's cache. Debian's redis-server package holds only the service (it would start it) and a symlink
# redis-server -> redis-check-rdb: the program is redis-tools' redis-check-rdb, which runs as the server when
# called by another name. redis-tools is unpacked (apt-get download + dpkg -x) into $TOOLS_DIR/redis, bin/redis-server
# links to it; its shared libraries are plain library packages, installed.
REDIS_PACKAGE=redis-tools
REDIS_LIBRARIES="libatomic1 libjemalloc2 liblzf1 libssl3 libsystemd0"
install_redis() {
  local root=$TOOLS_DIR/redis
  if stamp_ok redis-server "$REDIS_PACKAGE" && [ -x "$root/usr/bin/redis-check-rdb" ]; then log "redis-server cached"; return; fi
  # shellcheck disable=SC2086  # a list of package names
  deb_unpack "$root" "$REDIS_PACKAGE" $REDIS_LIBRARIES
  ln -sf "$root/usr/bin/redis-check-rdb" "$BIN/redis-server"
  stamp redis-server "$REDIS_PACKAGE"
}

install_cyclonus() { go_tool cyclonus github.com/mattfenwick/cyclonus/cmd/cyclonus "$CYCLONUS_VERSION"; }
install_kube_state_metrics() { go_module_tool kube-state-metrics k8s.io/kube-state-metrics/v2 "$KUBE_STATE_METRICS_VERSION"; }

# prometheus: Debian's Prometheus server and promtool (check rules, test rules; a bare PromQL expression
# is checked as the expr of a recording rule). The package would start a system service, so it is unpacked
# (apt-get download + dpkg -x) into $TOOLS_DIR/prometheus, not installed; both binaries are Go programs
# linked against libc alone, so no library package is needed.
PROMETHEUS_VERSION=2.42.0+ds-5+deb12u1
install_prometheus() {
  local root=$TOOLS_DIR/prometheus
  if stamp_ok prometheus "$PROMETHEUS_VERSION" && [ -x "$BIN/promtool" ]; then
    log "prometheus $PROMETHEUS_VERSION cached"; return
  fi
  deb_unpack "$root" "prometheus=$PROMETHEUS_VERSION"
  ln -sf "$root/usr/bin/prometheus" "$BIN/prometheus"
  ln -sf "$root/usr/bin/promtool" "$BIN/promtool"
  stamp prometheus "$PROMETHEUS_VERSION"
}

# dashboard-check: tools/dashboard-check, the strict Grafana dashboard checker (what it checks: its main.go),
# built from this repository; go verifies the Grafana Foundation SDK against its go.sum. The stamp hashes the
# tool's files, so an edit rebuilds it.
DASHBOARD_CHECK_DIR=$(cd "$(dirname "$0")/.." && pwd)/tools/dashboard-check
install_dashboard_check() {
  local version
  version=$(cd "$DASHBOARD_CHECK_DIR" && find . -type f -print0 | LC_ALL=C sort -z | xargs -0 sha256sum | sha256sum | cut -c1-16)
  if stamp_ok dashboard-check "$version"; then log "dashboard-check ($version) cached"; return; fi
  log "building dashboard-check ($version) from $DASHBOARD_CHECK_DIR"
  (cd "$DASHBOARD_CHECK_DIR" && CGO_ENABLED=0 go build -buildvcs=false -ldflags="$GO_LDFLAGS" -o "$BIN/dashboard-check" .) 1>&2
  stamp dashboard-check "$version"
}

# grafana-crds: the proxy serves grafana-operator v5.18.0 (not its version list, nor most others); go verifies
# the module against the checksum database as it downloads it
install_grafana_crds() {
  local dest=$TOOLS_DIR/crds/grafana-operator file=grafana.integreatly.org_grafanadashboards.yaml
  if [ "$(cat "$dest/.version" 2>/dev/null)" = "$GRAFANA_OPERATOR_VERSION" ] && [ -f "$dest/$file" ]; then
    log "grafana-operator CRDs $GRAFANA_OPERATOR_VERSION cached"; return
  fi
  log "downloading github.com/grafana/grafana-operator/v5@$GRAFANA_OPERATOR_VERSION for its GrafanaDashboard CRD"
  local dir
  dir=$(go mod download -json "github.com/grafana/grafana-operator/v5@$GRAFANA_OPERATOR_VERSION" |
    python3 -c 'import json,sys; print(json.load(sys.stdin)["Dir"])')
  rm -rf "$dest"; mkdir -p "$dest"
  cp "$dir/config/crd/bases/$file" "$dest/$file"
  chmod u+w "$dest/$file"
  echo "$GRAFANA_OPERATOR_VERSION" >"$dest/.version"
}

# flux: the controllers that sync a Git repository into a cluster (tests/harness/flux.py). Their dependency versions differ
# (72 requirements), so each gets its own wrapper module and builds with the versions upstream tested.
install_flux() {
  local fluxcd=github.com/fluxcd
  # the module proxy refuses github.com/fluxcd/pkg/artifact v0.18.3's zip (source-controller v1.9.5 requires it);
  # v0.18.0 is the nearest version it serves
  go_replace_tool source-controller "$fluxcd/source-controller" "$FLUX_VERSION" "$fluxcd/source-controller" "" \
    "$fluxcd/pkg/artifact=$fluxcd/pkg/artifact@v0.18.0"
  go_replace_tool kustomize-controller "$fluxcd/kustomize-controller" "$FLUX_VERSION" "$fluxcd/kustomize-controller"
  install_flux_crds
}

# every CRD of both controllers: source-controller watches all its kinds (Bucket, HelmChart, ExternalArtifact, ...)
# and does not start without them
install_flux_crds() {
  local dest=$TOOLS_DIR/crds/flux
  if [ "$(cat "$dest/.version" 2>/dev/null)" = "$FLUX_VERSION" ]; then log "Flux CRDs $FLUX_VERSION cached"; return; fi
  rm -rf "$dest"; mkdir -p "$dest"
  local module dir
  for module in source-controller kustomize-controller; do
    dir=$(go mod download -json "github.com/fluxcd/$module@$FLUX_VERSION" |
      python3 -c 'import json,sys; print(json.load(sys.stdin)["Dir"])')
    cp "$dir"/config/crd/bases/*.yaml "$dest/"
  done
  chmod u+w "$dest"/*.yaml
  echo "$FLUX_VERSION" >"$dest/.version"
}

# image: what scripts/build-image.sh and tests/image/test_image.py use to build and run the kfgen images
# without a Docker engine (Debian's packages)
IMAGE_PACKAGES="buildah podman debootstrap runc fuse-overlayfs uidmap slirp4netns"
install_image() {
  local missing=()
  for p in $IMAGE_PACKAGES; do dpkg -s "$p" >/dev/null 2>&1 || missing+=("$p"); done
  if [ ${#missing[@]} -eq 0 ]; then log "image tools cached"; return; fi
  log "installing Debian's ${missing[*]}"
  export DEBIAN_FRONTEND=noninteractive
  apt-get update -qq
  apt-get install -y -qq --no-install-recommends "${missing[@]}" >/dev/null
}

tools=("$@")
[ ${#tools[@]} -gt 0 ] || tools=(kustomize helm etcd kube operators image mlflow cyclonus kube-state-metrics prometheus dashboard-check grafana-crds mpi-operator-crds katib argocd flux)
for t in "${tools[@]}"; do
  fn="install_${t//-/_}"
  declare -F "$fn" >/dev/null || { log "unknown tool: $t"; exit 2; }
  "$fn"
done
command -v kpt >/dev/null || log "warning: kpt is not on PATH"
echo "$BIN"
