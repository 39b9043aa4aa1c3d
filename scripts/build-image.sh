#!/usr/bin/env bash
# Builds the kfgen images without a Docker engine: controller/Dockerfile's recipe (the kfgen wheel with
# its controller extra on Python 3.11, non-root UID 10001) on a distroless Debian bookworm root made
# with debootstrap, assembled with buildah. One image name, the one every manifest names (docs/install.md);
# two tags share every layer:
#   ghcr.io/kfgen-dev/kfgen:VERSION     ENTRYPOINT kfgen, CMD controller  (the controller, the Argo CD sidecar)
#   ghcr.io/kfgen-dev/kfgen:VERSION-fn  ENTRYPOINT kfgen fn               (the KRM function for kpt --image)
# Nothing is pushed: the name is not published until you push it (or retag it for your registry).
# The image also holds kustomize (for the Argo CD plugin's generate command) and /bin/sh (dash, for
# exec functions such as overlays' bin/kfgen-fn).
#
# Usage: scripts/build-image.sh [--save DIR]   (needs root, buildah, debootstrap; cached in $KFGEN_IMAGE_CACHE)
set -euo pipefail
cd "$(dirname "$0")/.."

VERSION=$(python3 -c 'import tomllib;print(tomllib.load(open("pyproject.toml","rb"))["project"]["version"])')
IMAGE=ghcr.io/kfgen-dev/kfgen:$VERSION
SUITE=bookworm
# the machine's own Debian mirror (apt's sources), unless KFGEN_DEBIAN_MIRROR names another
apt_mirror() {
  awk '$1 == "URIs:" {print $2; exit} $1 == "deb" && $2 ~ /^http/ {print $2; exit}' \
    /etc/apt/sources.list.d/debian.sources /etc/apt/sources.list 2>/dev/null | head -n 1
}
MIRROR=${KFGEN_DEBIAN_MIRROR:-$(apt_mirror)}
ROOT_PACKAGES="python3.11-minimal libpython3.11-stdlib dash"
CACHE=${KFGEN_IMAGE_CACHE:-$HOME/.cache/kfgen-image}
BASE=$CACHE/base-$SUITE
KUSTOMIZE=$(scripts/install-tools.sh kustomize | tail -n 1)/kustomize
log() { echo "[build-image] $*" >&2; }

base() { # a minbase Debian with Python, made once; the image takes only the files of the packages it needs
  if [ -f "$BASE/.done" ]; then log "base $SUITE cached"; return; fi
  rm -rf "$BASE"
  log "debootstrap $SUITE into $BASE"
  debootstrap --variant=minbase --include="${ROOT_PACKAGES// /,}" "$SUITE" "$BASE" "$MIRROR" >&2
  touch "$BASE/.done"
}

closure() { # the packages ROOT_PACKAGES need at run time (Pre-Depends and Depends), recursively
  chroot "$BASE" dpkg-query -W -f '${Package} ${Pre-Depends}, ${Depends}\n' | python3 -c '
import re, sys
deps = {}
for line in sys.stdin:
    name, _, rest = line.partition(" ")
    deps[name] = [re.split(r"[ :(]", alt.strip())[0] for part in rest.split(",") for alt in part.split("|")[:1]
                  if alt.strip()]
todo, seen = sys.argv[1:], {"dpkg", "tar"}  # pre-dependencies of installing, not of running
while todo:
    p = todo.pop()
    if p in deps and p not in seen:
        seen.add(p)
        todo += deps[p]
print("\n".join(sorted(seen - {"dpkg", "tar"})))' $ROOT_PACKAGES
}

rootfs() { # $1: the directory to fill
  local out=$1 pkgs
  pkgs=$(closure)
  log "packages: $(echo $pkgs | tr '\n' ' ')"
  chroot "$BASE" dpkg-query -W -f '${Package}=${Version}\n' $pkgs >"$out.packages"
  # every file of those packages except documentation; directories are listed too, so tar keeps modes
  # bookworm merges /bin, /lib, /lib64 and /sbin into /usr: take the links, and the files by their /usr path
  local merged="bin lib lib64 sbin"
  chroot "$BASE" sh -c "dpkg -L $(echo $pkgs)" | grep -vE '^/usr/share/(doc|man|info|lintian|locale)(/|$)' \
    | sed -E 's#^/(bin|lib|lib64|sbin)(/|$)#/usr/\1\2#; s|^/||' | grep -v '^$' | sort -u \
    | (cd "$BASE" && while read -r f; do [ -e "$f" ] || [ -L "$f" ] && echo "$f"; done) >"$out.files"
  mkdir -p "$out"
  (cd "$BASE" && tar --no-recursion -cf - $merged -T "$out.files") | tar -C "$out" -xf -
  ln -sf dash "$out/bin/sh"
  mkdir -p "$out/tmp" "$out/etc" "$out/home/kfgen" && chmod 1777 "$out/tmp"
  printf 'root:x:0:0:root:/root:/usr/sbin/nologin\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\nkfgen:x:10001:10001:kfgen:/home/kfgen:/usr/sbin/nologin\n' >"$out/etc/passwd"
  printf 'root:x:0:\nnogroup:x:65534:\nkfgen:x:10001:\n' >"$out/etc/group"
  chown 10001:10001 "$out/home/kfgen"
}

install_kfgen() { # $1: the root; the wheel and the controller extra, as the Dockerfile's build stage does
  local out=$1 site=$1/usr/local/lib/python3.11/dist-packages wheels
  wheels=$(mktemp -d)
  python3 -m pip wheel --quiet --no-deps -w "$wheels" . >&2
  python3 -m pip install --quiet --no-compile --disable-pip-version-check --target "$site" \
    --python-version 3.11 --only-binary=:all: --platform manylinux2014_x86_64 --implementation cp \
    --constraint controller/constraints.txt "$(ls "$wheels"/kfgen-*.whl)[controller]" >&2
  # kubernetes.aio, the client's asyncio twin, is 68 MB that kfgen never imports
  rm -rf "$wheels" "$site/bin" "$site/kubernetes/aio"
  mkdir -p "$out/usr/local/bin"
  for cmd in kfgen kfgen-fn; do
    args=$([ "$cmd" = kfgen-fn ] && echo '["fn"]' || echo 'None')
    printf '#!/usr/bin/python3.11\nimport sys\nfrom kfgen.cli.main import main\nsys.exit(main(%s))\n' "$args" \
      >"$out/usr/local/bin/$cmd"
    chmod 755 "$out/usr/local/bin/$cmd"
  done
  install -m 755 "$KUSTOMIZE" "$out/usr/local/bin/kustomize"
  chroot "$out" /usr/bin/python3.11 -m compileall -q /usr/local/lib/python3.11/dist-packages >/dev/null
}

image() { # $1: the root
  local ctr
  ctr=$(buildah from --quiet scratch)
  buildah copy --quiet "$ctr" "$1" / >/dev/null
  buildah config --user 10001:10001 --workingdir /home/kfgen --port 8080 \
    --env PATH=/usr/local/bin:/usr/bin:/bin --env PYTHONUNBUFFERED=1 --env PYTHONDONTWRITEBYTECODE=1 \
    --env HOME=/home/kfgen \
    --label org.opencontainers.image.title=kfgen \
    --label org.opencontainers.image.version="$VERSION" \
    --label org.opencontainers.image.licenses=Apache-2.0 \
    --label org.opencontainers.image.description="kfgen: controller, KRM function, post-renderer, Argo CD plugin" \
    --entrypoint '["kfgen"]' --cmd controller "$ctr"
  buildah commit --quiet --timestamp 0 --rm "$ctr" "$IMAGE" >/dev/null
  ctr=$(buildah from --quiet "$IMAGE")
  buildah config --entrypoint '["kfgen", "fn"]' --cmd '' "$ctr"
  buildah commit --quiet --timestamp 0 --rm "$ctr" "$IMAGE-fn" >/dev/null
}

main() {
  local began=$SECONDS work
  base
  work=$(mktemp -d "$CACHE/root.XXXX")
  rootfs "$work/root"
  install_kfgen "$work/root"
  image "$work/root"
  cp "$work/root.packages" "$CACHE/packages-$VERSION.txt"
  rm -rf "$work"
  log "built $IMAGE and $IMAGE-fn in $((SECONDS - began))s"
  if [ "${1:-}" = "--save" ]; then
    mkdir -p "$2"
    podman save --quiet --format oci-archive -o "$2/kfgen-$VERSION.tar" "$IMAGE"
  fi
  podman image inspect --format '{{.Size}}' "$IMAGE"
}

main "$@"
