# shellcheck shell=bash
# Go programs pinned by tools/infra/go.mod + go.sum, built into .data/bin/ once per version.

# Version of MODULE required by tools/infra/go.mod (read with builtins: this runs on every `up`).
pinned_version() {
  local module=$1 a b c
  while read -r a b c _; do
    [[ $a == require ]] && a=$b b=$c
    if [[ $a == "$module" ]]; then
      printf '%s' "$b"
      return 0
    fi
  done <"$TOOLS_DIR/go.mod"
  die "$module is not required by $(rel "$TOOLS_DIR")/go.mod"
}

# True when .data/bin/NAME exists and was built from VERSION.
binary_current() {
  local name=$1 version=$2 built=
  [[ -x $BIN_DIR/$name && -f $BIN_DIR/$name.version ]] || return 1
  read -r built <"$BIN_DIR/$name.version" || true
  [[ $built == "$version" ]]
}

# Runs go with settings that make builds reproducible whatever the caller's environment.
go_pinned() {
  GOTOOLCHAIN=local GOWORK=off GOFLAGS=-buildvcs=false CGO_ENABLED=0 go "$@"
}

require_go() {
  command -v go >/dev/null ||
    die "Go >= 1.24 is needed to build ferretdb and stripe-mock (https://go.dev/dl; Debian's golang is too old)"
  local version
  version="$(go_pinned env GOVERSION)"
  [[ $version =~ ^go1\.([0-9]+) ]] && ((BASH_REMATCH[1] >= 24)) ||
    die "Go >= 1.24 is needed to build ferretdb and stripe-mock; found $version"
}

# FerretDB's main package panics at start unless build/version/version.txt holds the version,
# and that file is generated in FerretDB's own repository, not shipped in the module. So: copy
# the module (verified against tools/infra/go.sum) out of the module cache, add version.txt, and
# build cmd/ferretdb inside that copy with FerretDB's own go.mod/go.sum: the same dependency
# versions `go install github.com/FerretDB/FerretDB/cmd/ferretdb@v1.24.2` would use.
build_ferretdb() {
  local version=$1 log=$2 module=github.com/FerretDB/FerretDB
  local src="$DATA_DIR/src/ferretdb-$version" dir
  (cd "$TOOLS_DIR" && go_pinned mod download "$module") >>"$log" 2>&1 ||
    fail_with_log "downloading $module@$version failed" "$log"
  dir="$(cd "$TOOLS_DIR" && go_pinned list -m -f '{{.Dir}}' "$module")"
  [[ -d $dir ]] || fail_with_log "no module directory for $module" "$log"
  rm -rf "$src"
  mkdir -p "$(dirname "$src")"
  cp -R "$dir" "$src"
  chmod -R u+w "$src"
  printf '%s\n' "$version" >"$src/build/version/version.txt"
  (cd "$src" && go_pinned build -trimpath -o "$BIN_DIR/ferretdb.tmp" ./cmd/ferretdb) >>"$log" 2>&1 ||
    fail_with_log "building ferretdb $version failed" "$log"
}

build_stripe_mock() {
  local log=$2
  (cd "$TOOLS_DIR" && go_pinned build -trimpath -o "$BIN_DIR/stripe-mock.tmp" github.com/stripe/stripe-mock) \
    >>"$log" 2>&1 || fail_with_log "building stripe-mock $1 failed" "$log"
}

# ensure_go_binary NAME MODULE BUILDER
ensure_go_binary() {
  local name=$1 module=$2 builder=$3 version log
  version="$(pinned_version "$module")"
  binary_current "$name" "$version" && return 0
  require_go
  log="$(log_file "build-$name")"
  local hint=
  [[ $name == ferretdb ]] && hint="about a minute on a cold machine; "
  say "building $name $version into $(rel "$BIN_DIR") (once per version; ${hint}log: $(rel "$log"))"
  printf '\n===== %s: build %s %s\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" "$name" "$version" >>"$log"
  "$builder" "$version" "$log"
  mv -f "$BIN_DIR/$name.tmp" "$BIN_DIR/$name"
  printf '%s\n' "$version" >"$BIN_DIR/$name.version"
  REBUILT+=("$name")
}

# Names of the binaries (re)built by this run: a running older version gets restarted.
REBUILT=()

go_binaries_current() {
  binary_current ferretdb "$(pinned_version github.com/FerretDB/FerretDB)" &&
    binary_current stripe-mock "$(pinned_version github.com/stripe/stripe-mock)"
}

ensure_go_binaries() {
  ensure_go_binary ferretdb github.com/FerretDB/FerretDB build_ferretdb
  ensure_go_binary stripe-mock github.com/stripe/stripe-mock build_stripe_mock
}
