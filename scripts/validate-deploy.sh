#!/usr/bin/env bash
# Offline checks of the deployment files. No Docker engine or cluster needed.
#
#   compose      docker-compose.yml with docker-compose 1.29 (`config -q`) and as
#                Compose v2 loads it (compose-go: compose-spec schema,
#                interpolation, references), plus our rules (healthchecks behind
#                service_healthy, pinned images, the platform's env contract, each
#                image built from a named target of the Dockerfile, given the build
#                args that target needs and no others)
#   dockerfile   Dockerfile parsed and linted with BuildKit's rules (what
#                `docker build --check` reports), over all stages and per target;
#                its targets (final stages) must be exactly DOCKERFILE_TARGETS,
#                the last stage (the default target) `service`
#   nginx        web/nginx.conf rendered as the image's entrypoint does, then `nginx -t`
#   k8s          kustomize build of k8s/base and every k8s/overlays/*; every object
#                validated (strict) against the Kubernetes JSON schemas of each
#                version in K8S_VERSIONS, then references between objects (Services,
#                Ingress backends, HPA targets, Secret keys, NetworkPolicy selectors)
#                and policies (probes, resources, non-root, read-only root fs,
#                dropped capabilities, pinned images, env contract)
#
# Tools are built or fetched on first use into .data/ (git-ignored), each from
# a package registry and pinned: kustomize and deploycheck from the Go module in
# tools/deploy (go.sum committed), the schemas from the kubernetes-validate
# wheel on PyPI (sha256 pinned below), docker-compose and nginx from Debian.
# Exits non-zero on any problem; the last line is the summary.
set -euo pipefail

ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/.." && pwd)"
BIN="$ROOT/.data/bin"
CACHE="$ROOT/.data/cache"
TOOLS="$ROOT/tools/deploy"
K8S_VERSIONS="${K8S_VERSIONS:-1.31.0,1.37.0}"
SCHEMA_PKG_VERSION="1.37.0"
SCHEMA_WHEEL="kubernetes_validate-${SCHEMA_PKG_VERSION}-py3-none-any.whl"
SCHEMA_WHEEL_SHA256="85136d018a27b50ec7fc049d902bfa5193f5976807e6c0f408e3ab6fe078cad9"

mkdir -p "$BIN" "$CACHE"
WORK="$(mktemp -d)"
trap 'rm -rf "$WORK"' EXIT

log() { printf 'validate-deploy: %s\n' "$*" >&2; }
die() { printf 'validate-deploy: FAILED: %s\n' "$*" >&2; exit 1; }

as_root() {
  if [ "$(id -u)" = 0 ]; then "$@"
  elif command -v sudo >/dev/null 2>&1; then sudo -n "$@"
  else die "need root (or sudo) to run: $*"
  fi
}

APT_UPDATED=0
apt_install() {
  # apt-get update only when the package is not found in the current lists.
  if ! as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$@" >"$WORK/apt.log" 2>&1; then
    if [ "$APT_UPDATED" = 0 ]; then
      APT_UPDATED=1
      as_root apt-get update -q >"$WORK/apt.log" 2>&1 || { cat "$WORK/apt.log" >&2; die "apt-get update failed"; }
      as_root env DEBIAN_FRONTEND=noninteractive apt-get install -y -q --no-install-recommends "$@" >"$WORK/apt.log" 2>&1 \
        || { cat "$WORK/apt.log" >&2; die "apt-get install $* failed"; }
    else
      cat "$WORK/apt.log" >&2; die "apt-get install $* failed"
    fi
  fi
}

# ---- tools ----

# kustomize and deploycheck: rebuilt when tools/deploy changes (its go files,
# go.mod, go.sum), so a pin bump takes effect without deleting anything.
ensure_go_tools() {
  command -v go >/dev/null 2>&1 || die "go is not installed (tools/deploy needs Go >= 1.26)"
  local stamp
  stamp="$(cd "$TOOLS" && find . -name '*.go' -o -name go.mod -o -name go.sum | LC_ALL=C sort | xargs sha256sum | sha256sum | cut -c1-64)"
  if [ -x "$BIN/kustomize" ] && [ -x "$BIN/deploycheck" ] && [ "$(cat "$BIN/.deploy-tools.stamp" 2>/dev/null)" = "$stamp" ]; then
    return
  fi
  log "building kustomize and deploycheck (tools/deploy) ..."
  (
    cd "$TOOLS"
    export GOFLAGS="-buildvcs=false -mod=readonly" CGO_ENABLED=0
    go build -trimpath -o "$BIN/kustomize" sigs.k8s.io/kustomize/kustomize/v5
    go build -trimpath -o "$BIN/deploycheck" ./cmd/deploycheck
  ) || die "building the Go tools failed"
  printf '%s\n' "$stamp" >"$BIN/.deploy-tools.stamp"
}

ensure_schemas() {
  local wheel="$CACHE/$SCHEMA_WHEEL"
  if [ -f "$wheel" ] && [ "$(sha256sum "$wheel" | cut -c1-64)" = "$SCHEMA_WHEEL_SHA256" ]; then
    return
  fi
  log "fetching the Kubernetes JSON schemas (kubernetes-validate==$SCHEMA_PKG_VERSION from PyPI) ..."
  if ! python3 -m pip --version >/dev/null 2>&1; then
    apt_install python3-pip
  fi
  rm -f "$wheel"
  python3 -m pip download --quiet --disable-pip-version-check --no-deps --only-binary=:all: \
    --dest "$CACHE" "kubernetes-validate==$SCHEMA_PKG_VERSION" >&2 || die "pip download kubernetes-validate failed"
  [ "$(sha256sum "$wheel" | cut -c1-64)" = "$SCHEMA_WHEEL_SHA256" ] || die "$SCHEMA_WHEEL does not have the pinned sha256"
}

ensure_compose_v1() {
  command -v docker-compose >/dev/null 2>&1 && return
  log "installing docker-compose (Debian) ..."
  apt_install docker-compose
}

# nginx -t only needs the binary: take it out of Debian's package without
# installing it (installing would also start a daemon on port 80).
NGINX=""
ensure_nginx() {
  if [ -x "$BIN/nginx" ]; then NGINX="$BIN/nginx"; return; fi
  log "fetching nginx (Debian package, extracted into .data/bin) ..."
  local dl="$WORK/nginx-deb"
  mkdir -p "$dl"
  if ! (cd "$dl" && apt-get download nginx >"$WORK/apt.log" 2>&1); then
    as_root apt-get update -q >"$WORK/apt.log" 2>&1 || die "apt-get update failed"
    APT_UPDATED=1
    (cd "$dl" && apt-get download nginx >"$WORK/apt.log" 2>&1) || { cat "$WORK/apt.log" >&2; die "apt-get download nginx failed"; }
  fi
  dpkg-deb -x "$dl"/nginx_*.deb "$dl/x"
  cp "$dl/x/usr/sbin/nginx" "$BIN/nginx"
  NGINX="$BIN/nginx"
}

ensure_go_tools
ensure_schemas
ensure_compose_v1
ensure_nginx

cd "$ROOT"

# ---- compose ----
docker-compose -f docker-compose.yml config -q || die "docker-compose 1.29 rejects docker-compose.yml"
"$BIN/deploycheck" compose docker-compose.yml >"$WORK/compose.out" || die "docker-compose.yml (compose v2 / rules)"

# ---- dockerfile ----
# One recipe, two targets: the services and the gateway (the default, last stage)
# and the web app. docker-compose.yml names the target of each image (checked above).
DOCKERFILE_TARGETS="web,service"
"$BIN/deploycheck" dockerfile -targets "$DOCKERFILE_TARGETS" -default service Dockerfile >"$WORK/dockerfile.out" \
  || die "Dockerfile"

# ---- nginx ----
# Render the template with the variables the image's entrypoint substitutes
# (and only those), inside a minimal main config like the image's.
ngx="$WORK/nginx"
mkdir -p "$ngx"
sed -e 's#${GATEWAY_UPSTREAM}#http://gateway:8080#g' \
    -e 's#${NGINX_LOCAL_RESOLVERS}#127.0.0.11#g' web/nginx.conf >"$ngx/default.conf"
if grep -n '\${' "$ngx/default.conf" >&2; then
  die "web/nginx.conf uses template variables the image does not substitute (only GATEWAY_UPSTREAM, NGINX_LOCAL_RESOLVERS)"
fi
cat >"$ngx/nginx.conf" <<EOF
pid $ngx/nginx.pid;
error_log stderr;
events {}
http {
    types { text/html html; text/css css; application/javascript js; }
    default_type application/octet-stream;
    access_log off;
    client_body_temp_path $ngx/body;
    proxy_temp_path $ngx/proxy;
    fastcgi_temp_path $ngx/fastcgi;
    uwsgi_temp_path $ngx/uwsgi;
    scgi_temp_path $ngx/scgi;
    include $ngx/default.conf;
}
EOF
"$NGINX" -q -t -p "$ngx" -c "$ngx/nginx.conf" -e stderr || die "web/nginx.conf does not pass nginx -t"

# ---- k8s ----
# Render from a copy in which each overlay's git-ignored secret files exist:
# secrets.env from its secrets.env.example, a placeholder signing key.
cp -r k8s "$WORK/k8s"
for ov in "$WORK"/k8s/overlays/*/; do
  if [ -f "$ov/secrets.env.example" ] && [ ! -f "$ov/secrets.env" ]; then
    cp "$ov/secrets.env.example" "$ov/secrets.env"
  fi
  if [ ! -f "$ov/jwt-private-key.pem" ]; then
    printf 'placeholder: validate-deploy renders without a real key\n' >"$ov/jwt-private-key.pem"
  fi
done
rendered=()
for dir in "$WORK/k8s/base" "$WORK"/k8s/overlays/*/; do
  dir="${dir%/}"
  name="${dir#"$WORK"/}"
  out="$WORK/rendered-$(basename "$dir").yaml"
  "$BIN/kustomize" build "$dir" >"$out" 2>"$WORK/kustomize.err" || { cat "$WORK/kustomize.err" >&2; die "kustomize build $name"; }
  rendered+=("$out")
done
"$BIN/deploycheck" k8s -schemas "$CACHE/$SCHEMA_WHEEL" -versions "$K8S_VERSIONS" "${rendered[@]}" >"$WORK/k8s.out" \
  || die "Kubernetes manifests"
# The validator must reject what it is meant to reject: an unknown field and a
# Service that selects nothing (guards against schemas silently not applying).
cat >"$WORK/broken.yaml" <<'EOF'
apiVersion: v1
kind: Service
metadata:
  name: broken
spec:
  selector:
    app.kubernetes.io/name: nothing
  ports:
    - port: 80
      tragetPort: 8080
EOF
if "$BIN/deploycheck" k8s -schemas "$CACHE/$SCHEMA_WHEEL" -versions "$K8S_VERSIONS" "$WORK/broken.yaml" >/dev/null 2>"$WORK/broken.err" \
  || [ "$(grep -c -e tragetPort -e 'matches no' "$WORK/broken.err")" -lt 2 ]; then
  cat "$WORK/broken.err" >&2
  die "self-check: deploycheck accepted a broken manifest"
fi
manifests="$(sed -n 's/^k8s: \([0-9]*\) manifests valid$/\1/p' "$WORK/k8s.out")"
services="$(sed -n 's/^compose: \([0-9]*\) services valid$/\1/p' "$WORK/compose.out")"

echo "deploy: compose ok (${services} services, v1.29 + v2), Dockerfile ok (targets ${DOCKERFILE_TARGETS//,/, }), nginx ok, ${#rendered[@]} kustomizations rendered, ${manifests} manifests valid (Kubernetes ${K8S_VERSIONS//,/, })"
