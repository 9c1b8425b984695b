#!/usr/bin/env bash
# k6, the load tool of `make load`, built from its Go module into .data/bin/ once per version
# (as scripts/infra.sh builds FerretDB and stripe-mock); a current build is left as it is.
# Prints the binary's path.
set -euo pipefail
INFRA_ROOT="$(cd "$(dirname "$0")/../../.." && pwd)"
# shellcheck source=../../../scripts/lib/infra/common.sh
. "$INFRA_ROOT/scripts/lib/infra/common.sh"
# shellcheck source=../../../scripts/lib/infra/gobin.sh
. "$INFRA_ROOT/scripts/lib/infra/gobin.sh"

# go install checks the module and its dependencies against the Go checksum database.
readonly K6_MODULE=go.k6.io/k6
readonly K6_VERSION=v1.8.1

build_k6() {
  local log build_dir
  command -v go >/dev/null || die "Go >= 1.25 is needed to build k6 (https://go.dev/dl; Debian's golang is too old)"
  [[ "$(go_pinned env GOVERSION)" =~ ^go1\.([0-9]+) ]] && ((BASH_REMATCH[1] >= 25)) ||
    die "Go >= 1.25 is needed to build k6 $K6_VERSION; found $(go_pinned env GOVERSION)"
  ensure_dirs
  log="$LOG_DIR/build-k6.log"
  build_dir="$DATA_DIR/src/k6-$K6_VERSION"
  say "building k6 $K6_VERSION into $(rel "$BIN_DIR") (once per version; a few minutes on a cold machine; log: $(rel "$log"))" >&2
  printf '\n===== %s: build k6 %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$K6_VERSION" >>"$log"
  rm -rf "$build_dir"
  GOBIN="$build_dir" go_pinned install -trimpath "$K6_MODULE@$K6_VERSION" >>"$log" 2>&1 ||
    fail_with_log "building k6 $K6_VERSION failed" "$log"
  mv -f "$build_dir/k6" "$BIN_DIR/k6"
  rm -rf "$build_dir"
  printf '%s\n' "$K6_VERSION" >"$BIN_DIR/k6.version"
}

binary_current k6 "$K6_VERSION" || build_k6
printf '%s\n' "$BIN_DIR/k6"
