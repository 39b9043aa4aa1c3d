#!/usr/bin/env bash
# End to end on kind, for machines with Docker: build the controller image, load it into a kind
# cluster, install the upstream CRDs and kfgen, create an Environment and a TrainingSpec, and wait
# until the spec is Ready with its job.
#   controller/kind/e2e.sh            (KFGEN_CRDS_DIR defaults to ../shared/crds, else run scripts/fetch-crds.sh)
set -euo pipefail
root=$(cd "$(dirname "$0")/../.." && pwd)
cd "$root"
version=$(python3 -c 'import tomllib;print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')
image=ghcr.io/kfgen-dev/kfgen:$version   # the name bases/controller deploys (docs/install.md)
crds=${KFGEN_CRDS_DIR:-$root/../shared/crds}
[ -d "$crds" ] || eval "$(scripts/fetch-crds.sh)" && crds=${KFGEN_CRDS_DIR:-$crds}

kind get clusters | grep -qx kfgen || kind create cluster --config controller/kind/kind-config.yaml
docker build -f controller/Dockerfile -t "$image" .
kind load docker-image "$image" --name kfgen

for f in "$crds"/training-operator/*.yaml "$crds"/trainer/trainer.kubeflow.org_*.yaml "$crds"/prometheus-operator/*.yaml; do
  kubectl apply --server-side -f "$f"
done
kubectl kustomize bases/controller | kubectl apply --server-side -f -
kubectl -n kfgen-system rollout status deployment/kfgen-controller --timeout=180s

python3 - <<'PY' | kubectl apply --server-side -f -
import json, yaml
env = yaml.safe_load(open("overlays/dev/environment.yaml"))
env["metadata"].pop("annotations")
print(json.dumps(env))
PY
kubectl create namespace ml-dev --dry-run=client -o yaml | kubectl apply -f -  # the Environment's own objects
kubectl create namespace ml-e2e --dry-run=client -o yaml | kubectl apply -f -
kubectl label namespace ml-e2e kfgen.dev/environment=dev pod-security.kubernetes.io/enforce=restricted --overwrite
kubectl -n ml-e2e apply --server-side -f examples/jax-mnist.yaml
kubectl -n ml-e2e wait trainingspec/jax-mnist --for=condition=Ready --timeout=120s
kubectl -n ml-e2e get trainingspecs,jaxjobs
# the Environment's kube-state-metrics serves the job's state under kfgen's RBAC
kubectl -n ml-dev rollout status deployment/kfgen-dev-state-metrics --timeout=180s
kubectl -n ml-dev port-forward deployment/kfgen-dev-state-metrics 18080:8080 >/dev/null & forward=$!
trap 'kill $forward 2>/dev/null || true' EXIT
for _ in $(seq 30); do
  curl -fsS localhost:18080/metrics 2>/dev/null | grep -q 'kfgen_job_condition{.*namespace="ml-e2e"' && break
  sleep 2
done
curl -fsS localhost:18080/metrics | grep 'kfgen_job_condition{.*namespace="ml-e2e"'
echo "e2e: ok"
