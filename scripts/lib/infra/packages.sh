# shellcheck shell=bash
# Debian packages the local infrastructure needs, installed in one apt-get call when missing.

# "file that proves the package is installed:package" pairs.
readonly APT_NEEDS=(
  "/usr/lib/rabbitmq/bin/rabbitmq-server:rabbitmq-server"
  "/usr/bin/redis-server:redis-server"
  "/usr/bin/chromium:chromium"
  "/usr/bin/chromium-headless-shell:chromium-headless-shell"
)

# PostgreSQL only for FerretDB's default backend: a machine on SQLite installs none of it.
apt_needs() {
  printf '%s\n' "${APT_NEEDS[@]}"
  [[ $FERRETDB_BACKEND == postgresql ]] && printf '%s\n' "$POSTGRES_BIN/postgres:postgresql-15"
  return 0
}

missing_apt_packages() {
  local pair
  while read -r pair; do
    [[ -x ${pair%%:*} ]] || printf '%s\n' "${pair#*:}"
  done < <(apt_needs)
}

ensure_apt_packages() {
  local missing
  mapfile -t missing < <(missing_apt_packages)
  ((${#missing[@]} == 0)) && return 0
  command -v apt-get >/dev/null || die "missing ${missing[*]} and no apt-get to install them"
  ((EUID == 0)) || die "missing ${missing[*]}; run as root (or install them) once"
  local log
  log="$(log_file apt)"
  say "installing ${missing[*]} with apt-get (log: $(rel "$log"))"
  # The packages' own service start is denied on these machines (no systemd); that is expected.
  DEBIAN_FRONTEND=noninteractive apt-get update >>"$log" 2>&1 ||
    fail_with_log "apt-get update failed" "$log"
  DEBIAN_FRONTEND=noninteractive apt-get install -y "${missing[@]}" >>"$log" 2>&1 ||
    fail_with_log "apt-get install ${missing[*]} failed" "$log"
  mapfile -t missing < <(missing_apt_packages)
  ((${#missing[@]} == 0)) || fail_with_log "still missing after apt-get: ${missing[*]}" "$log"
}
