# shellcheck shell=bash
# FerretDB (MongoDB wire protocol) on 127.0.0.1:27017, on one of two backends:
#   postgresql (default)  the local cluster of postgresql.sh; state in .data/ferretdb-postgresql/
#   sqlite                embedded, for a machine without PostgreSQL; data and state in .data/ferretdb/
# Chosen by FERRETDB_BACKEND (environment, else .env). The two never share data: switching shows
# the other backend's databases, and switching back finds the first ones where they were.

FERRETDB_BACKEND="$(setting FERRETDB_BACKEND postgresql)"
readonly FERRETDB_BACKEND
case $FERRETDB_BACKEND in
postgresql | sqlite) ;;
*) die "FERRETDB_BACKEND must be postgresql or sqlite, not '$FERRETDB_BACKEND'" ;;
esac
# Another port lets a second checkout run its own FerretDB beside the shared one.
readonly FERRETDB_PORT=${INFRA_FERRETDB_PORT:-27017}
readonly FERRETDB_SQLITE_DATA="$DATA_DIR/ferretdb"
readonly FERRETDB_POSTGRESQL_STATE="$DATA_DIR/ferretdb-postgresql"

ferretdb_ready() { port_open "$FERRETDB_PORT"; }

# Prints the backend of the FerretDB this script started when that one still runs on the other
# backend than FERRETDB_BACKEND; returns 1 otherwise.
ferretdb_other_backend() {
  local pid arg
  pid="$(live_pid ferretdb)" || return 1
  while IFS= read -r -d '' arg; do
    if [[ $arg == --handler=* && $arg != "--handler=$FERRETDB_BACKEND" ]]; then
      printf '%s' "${arg#--handler=}"
      return 0
    fi
  done <"/proc/$pid/cmdline"
  return 1
}

# For the status table: the backend it runs on, and the one `up` would switch it to.
ferretdb_note() {
  local other
  if other="$(ferretdb_other_backend)"; then
    printf ' (on %s; up restarts it on %s)' "$other" "$FERRETDB_BACKEND"
  else
    printf ' (on %s)' "$FERRETDB_BACKEND"
  fi
}

ferretdb_start() {
  ferretdb_ready && return 0
  local backend_args state
  if [[ $FERRETDB_BACKEND == postgresql ]]; then
    state="$FERRETDB_POSTGRESQL_STATE"
    backend_args=(--handler=postgresql --postgresql-url="$(postgresql_address)")
  else
    state="$FERRETDB_SQLITE_DATA"
    backend_args=(--handler=sqlite --sqlite-url="file:$FERRETDB_SQLITE_DATA/")
  fi
  mkdir -p "$state"
  # --debug-addr=- turns off its HTTP listener for metrics/pprof (default 127.0.0.1:8088).
  spawn ferretdb "$BIN_DIR/ferretdb" \
    "${backend_args[@]}" \
    --state-dir="$state" \
    --listen-addr="$HOST:$FERRETDB_PORT" \
    --debug-addr=- \
    --telemetry=disable \
    --log-level="${FERRETDB_LOG_LEVEL:-warn}"
}

# Stops the FerretDB this script started on the other backend, for `up` to start it on this one.
ferretdb_stop_other_backend() {
  local other
  other="$(ferretdb_other_backend)" || return 0
  ferretdb_stop
  say "stopped ferretdb on $other to restart it on $FERRETDB_BACKEND"
}

ferretdb_wait() { wait_until ferretdb 60 "$(log_file ferretdb)" ferretdb_ready; }

ferretdb_stop() { stop_recorded ferretdb "$BIN_DIR/ferretdb"; }

ferretdb_address() { printf 'mongodb://%s:%s' "$HOST" "$FERRETDB_PORT"; }
