#!/usr/bin/env bash
# Downloads the pinned upstream CRDs (and the Trainer default runtimes, and Katib's Swagger API
# description) that kfgen's tests validate rendered manifests against, into DIR (default ./.crds),
# with the same layout as the shared reference directory (../shared/crds). Every file is checked
# against its sha256; nothing is kept that does not match. A second run re-downloads nothing.
#
#   scripts/fetch-crds.sh [DIR]
#   eval "$(scripts/fetch-crds.sh)"        # downloads, then sets KFGEN_CRDS_DIR in this shell
#
# Progress goes to stderr; stdout is one line, `export KFGEN_CRDS_DIR=<absolute DIR>`.
#
# Files come from https://raw.githubusercontent.com/<owner>/<repo>/<tag>/<path>; if that fails or
# does not match (a moved tag), the tag's commit is tried instead. KFGEN_CRDS_RAW_BASE overrides
# the base URL (a mirror, or file:///... for an offline copy laid out as <owner>/<repo>/<ref>/<path>).
#
# Pins (see SOURCES.md next to the shared copy; all Apache-2.0):
#   Training Operator v1   kubeflow/trainer v1.9.4   (the renamed kubeflow/training-operator)
#   Kubeflow Trainer v2    kubeflow/trainer v2.3.0
#   Katib                  kubeflow/katib v0.19.0
#   Prometheus Operator    prometheus-operator/prometheus-operator v0.93.0
#   Kueue                  kubernetes-sigs/kueue v0.19.2
set -euo pipefail

DEST=${1:-./.crds}
RAW_BASE=${KFGEN_CRDS_RAW_BASE:-https://raw.githubusercontent.com}
RAW_BASE=${RAW_BASE%/}

log() { echo "[fetch-crds] $*" >&2; }
die() { log "error: $*"; exit 1; }

# file in DEST | owner/repo | tag | commit | path in the repository | sha256
read -r -d '' MANIFEST <<'EOF' || true
katib/experiment.yaml kubeflow/katib v0.19.0 578e60f1ce83dbb5e7151026a3bdc4de233947fc manifests/v1beta1/components/crd/experiment.yaml c7f8a989368dcc87bcbb2739efa3b3e6f78d31f156857e0284e56c8bd6bf98db
katib/openapi/pkg__apis__v1beta1__swagger.json kubeflow/katib v0.19.0 578e60f1ce83dbb5e7151026a3bdc4de233947fc pkg/apis/v1beta1/swagger.json fe7228f8735d8e024ee99a1080ca9851b0a8e34c7b49f402e4cb54bfbe13f45a
katib/suggestion.yaml kubeflow/katib v0.19.0 578e60f1ce83dbb5e7151026a3bdc4de233947fc manifests/v1beta1/components/crd/suggestion.yaml 779b50ccf5a60da5e79bac8ff37a0f1adbecfb77b366645d1db79709c6eb2922
katib/trial.yaml kubeflow/katib v0.19.0 578e60f1ce83dbb5e7151026a3bdc4de233947fc manifests/v1beta1/components/crd/trial.yaml 207d14cdfad2921ccebf4aba97c1e55bd238dd2a16e4e7f49cedcba046b6c3cf
kueue/kueue.x-k8s.io_clusterqueues.yaml kubernetes-sigs/kueue v0.19.2 8eab68778fc1b52affe165fdf5af29d1e9b4f3cb config/components/crd/bases/kueue.x-k8s.io_clusterqueues.yaml e0a5fc9b370c70f3d993d4f599865817338ecf94187b30b15b12ff33c579bd55
kueue/kueue.x-k8s.io_localqueues.yaml kubernetes-sigs/kueue v0.19.2 8eab68778fc1b52affe165fdf5af29d1e9b4f3cb config/components/crd/bases/kueue.x-k8s.io_localqueues.yaml dd10ef8d3578e7212fa52763549e7b6be0949793a5b924495fcd293330109fed
kueue/kueue.x-k8s.io_resourceflavors.yaml kubernetes-sigs/kueue v0.19.2 8eab68778fc1b52affe165fdf5af29d1e9b4f3cb config/components/crd/bases/kueue.x-k8s.io_resourceflavors.yaml 19e339c47e9ca3fa2c9eeddd27715a512f765c4794ed859733408a9715720173
kueue/kueue.x-k8s.io_workloads.yaml kubernetes-sigs/kueue v0.19.2 8eab68778fc1b52affe165fdf5af29d1e9b4f3cb config/components/crd/bases/kueue.x-k8s.io_workloads.yaml 1970ff6fcc5dc1a29e3f290ed736032c5d4509c94efe2c642d64a244ad1b8aa5
prometheus-operator/monitoring.coreos.com_podmonitors.yaml prometheus-operator/prometheus-operator v0.93.0 f8fafd475f3d132e239432ae6172de60a6cb6516 example/prometheus-operator-crd/monitoring.coreos.com_podmonitors.yaml 45a93443daa687d3654f7e9631909ff7edcdf3ec09c5e60251b74aa2722aee5d
prometheus-operator/monitoring.coreos.com_prometheusrules.yaml prometheus-operator/prometheus-operator v0.93.0 f8fafd475f3d132e239432ae6172de60a6cb6516 example/prometheus-operator-crd/monitoring.coreos.com_prometheusrules.yaml 78be98554b9c8506ab2b4f4feb91c5f3a56e536a0a510f3a8e876a459970d56d
prometheus-operator/monitoring.coreos.com_servicemonitors.yaml prometheus-operator/prometheus-operator v0.93.0 f8fafd475f3d132e239432ae6172de60a6cb6516 example/prometheus-operator-crd/monitoring.coreos.com_servicemonitors.yaml a99047972c9dd7679ce2050b9968e8a08773492e671b3e17abd476d42aa78a32
trainer/runtimes/data-cache__torch_distributed_with_cache.yaml kubeflow/trainer v2.3.0 658725bdae5c7e3a0854d93ac6ff492e109a22ab manifests/base/runtimes/data-cache/torch_distributed_with_cache.yaml 31e7dd2ceef4b6643c8da783fd85b961909e20e68652a537b968e4ae6a9f3372
trainer/runtimes/deepspeed_distributed.yaml kubeflow/trainer v2.3.0 658725bdae5c7e3a0854d93ac6ff492e109a22ab manifests/base/runtimes/deepspeed_distributed.yaml f443d4c4b2c0e6a8acdae5381ff2563696b958929217c088e101a7f27bc36827
trainer/runtimes/jax_distributed.yaml kubeflow/trainer v2.3.0 658725bdae5c7e3a0854d93ac6ff492e109a22ab manifests/base/runtimes/jax_distributed.yaml c037b51a8088f26ad673325e3efe9823a61fe250a83f95966644be336f4f835f
trainer/runtimes/mlx_distributed.yaml kubeflow/trainer v2.3.0 658725bdae5c7e3a0854d93ac6ff492e109a22ab manifests/base/runtimes/mlx_distributed.yaml 2c034da061b53b6de8908552867838452e646c0252492b18c9d442d000c55fb0
trainer/runtimes/torch_distributed.yaml kubeflow/trainer v2.3.0 658725bdae5c7e3a0854d93ac6ff492e109a22ab manifests/base/runtimes/torch_distributed.yaml c4520df54615d481831d402e644dbeaf77a7a521eae87b2e80fd5f789aac5df2
trainer/runtimes/torchtune__llama3_2__llama3_2_1B.yaml kubeflow/trainer v2.3.0 658725bdae5c7e3a0854d93ac6ff492e109a22ab manifests/base/runtimes/torchtune/llama3_2/llama3_2_1B.yaml fda2745c260416344a18a28547d8ba70df4dc8ed55103d46c0c324319eb5bb60
trainer/runtimes/torchtune__llama3_2__llama3_2_3B.yaml kubeflow/trainer v2.3.0 658725bdae5c7e3a0854d93ac6ff492e109a22ab manifests/base/runtimes/torchtune/llama3_2/llama3_2_3B.yaml fa0d901a6bcde8dd257a0d10f11a28eec32e93efdf6cf7e2279560c7f67e227b
trainer/runtimes/torchtune__qwen2_5__qwen2_5_1.5B.yaml kubeflow/trainer v2.3.0 658725bdae5c7e3a0854d93ac6ff492e109a22ab manifests/base/runtimes/torchtune/qwen2_5/qwen2_5_1.5B.yaml 115dab6c9063aa4662707d09b78e7c7372ff6ac93bc8b81fb5ddcce0fcaf120f
trainer/runtimes/xgboost_distributed.yaml kubeflow/trainer v2.3.0 658725bdae5c7e3a0854d93ac6ff492e109a22ab manifests/base/runtimes/xgboost_distributed.yaml d2345b16a2043333c31712870c7991e5d3536356be909a9e4dc1e6a7b31e1aca
trainer/trainer.kubeflow.org_clustertrainingruntimes.yaml kubeflow/trainer v2.3.0 658725bdae5c7e3a0854d93ac6ff492e109a22ab manifests/base/crds/trainer.kubeflow.org_clustertrainingruntimes.yaml ec84dc3388fcdbe8c61d3c247a773d14458dd9438e995bea8e50d2a18080eef9
trainer/trainer.kubeflow.org_trainingruntimes.yaml kubeflow/trainer v2.3.0 658725bdae5c7e3a0854d93ac6ff492e109a22ab manifests/base/crds/trainer.kubeflow.org_trainingruntimes.yaml 69b8dbdf60a18e28cddcc2b8dfc4ce72a943e14b531b9389d593118faee4919f
trainer/trainer.kubeflow.org_trainjobs.yaml kubeflow/trainer v2.3.0 658725bdae5c7e3a0854d93ac6ff492e109a22ab manifests/base/crds/trainer.kubeflow.org_trainjobs.yaml a742cafc5b5582640c7e0b7467c024fc237256fbca5ba0a9f0531dfb66d64416
training-operator/kubeflow.org_jaxjobs.yaml kubeflow/trainer v1.9.4 4445c12aa62e4345b0c2c6ac9b215a70eca46ed7 manifests/base/crds/kubeflow.org_jaxjobs.yaml f976e7550e66a0e8e771baa6f43851b5ba9e532917cb63e2af003dc2c40804fd
training-operator/kubeflow.org_mpijobs.yaml kubeflow/trainer v1.9.4 4445c12aa62e4345b0c2c6ac9b215a70eca46ed7 manifests/base/crds/kubeflow.org_mpijobs.yaml 4657bf247b1eb2ba3bafc2f46eb09925db4a9889591662f4e1cca5cc01288e39
training-operator/kubeflow.org_paddlejobs.yaml kubeflow/trainer v1.9.4 4445c12aa62e4345b0c2c6ac9b215a70eca46ed7 manifests/base/crds/kubeflow.org_paddlejobs.yaml 084d0d3e427f309c9b9e91322f6f02786648ccc0b8eadedc3d5ece46ef5a55ce
training-operator/kubeflow.org_pytorchjobs.yaml kubeflow/trainer v1.9.4 4445c12aa62e4345b0c2c6ac9b215a70eca46ed7 manifests/base/crds/kubeflow.org_pytorchjobs.yaml 8b8a8a719cc94173169290251e817f7ac2bb425c20b6c2fa813397bcf4e932ed
training-operator/kubeflow.org_tfjobs.yaml kubeflow/trainer v1.9.4 4445c12aa62e4345b0c2c6ac9b215a70eca46ed7 manifests/base/crds/kubeflow.org_tfjobs.yaml 6028ab677922ee558d279c9cc2028500372875eec327ed6819fc4dc2796cda9e
training-operator/kubeflow.org_xgboostjobs.yaml kubeflow/trainer v1.9.4 4445c12aa62e4345b0c2c6ac9b215a70eca46ed7 manifests/base/crds/kubeflow.org_xgboostjobs.yaml b5dfbe6e93ed51e71f5b93ba89a279086e2f2d396f0fed2686a0fbe3e535a7a6
EOF

sha256_of() {
  if command -v sha256sum >/dev/null 2>&1; then
    sha256sum "$1" | awk '{print $1}'
  elif command -v shasum >/dev/null 2>&1; then
    shasum -a 256 "$1" | awk '{print $1}'
  elif command -v openssl >/dev/null 2>&1; then
    openssl dgst -sha256 "$1" | awk '{print $NF}'
  else
    die "need sha256sum, shasum or openssl to check the downloads"
  fi
}

download() { # url output
  if command -v curl >/dev/null 2>&1; then
    curl -fsSL --retry 3 --retry-delay 2 -o "$2" "$1"
  elif command -v wget >/dev/null 2>&1; then
    wget -q -O "$2" "$1"
  else
    die "need curl or wget to download"
  fi
}

mkdir -p "$DEST"
DEST_ABS=$(cd "$DEST" && pwd -P)

fetched=0 kept=0
while read -r file repo tag commit path sha; do
  [ -n "$file" ] || continue
  target=$DEST_ABS/$file
  if [ -f "$target" ] && [ "$(sha256_of "$target")" = "$sha" ]; then
    kept=$((kept + 1))
    continue
  fi
  mkdir -p "$(dirname "$target")"
  part=$target.part
  ok=
  for ref in "$tag" "$commit"; do
    url=$RAW_BASE/$repo/$ref/$path
    rm -f "$part"
    if ! download "$url" "$part"; then
      log "could not download $url"
      continue
    fi
    actual=$(sha256_of "$part")
    if [ "$actual" = "$sha" ]; then
      ok=1
      break
    fi
    log "sha256 mismatch for $url: got $actual, want $sha"
  done
  if [ -z "$ok" ]; then
    rm -f "$part"
    die "$file: no download of $repo $tag ($commit) $path matched sha256 $sha"
  fi
  mv -f "$part" "$target"
  fetched=$((fetched + 1))
  log "$file ($repo@$tag)"
done <<<"$MANIFEST"

log "$fetched downloaded, $kept already present and verified, in $DEST_ABS"
printf 'export KFGEN_CRDS_DIR=%q\n' "$DEST_ABS"
