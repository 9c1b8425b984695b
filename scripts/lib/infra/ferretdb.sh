# shellcheck shell=bash
# FerretDB (MongoDB wire protocol) with its embedded SQLite backend on 127.0.0.1:27017.

readonly FERRETDB_PORT=27017
readonly FERRETDB_DATA="$DATA_DIR/ferretdb"

ferretdb_ready() { port_open "$FERRETDB_PORT"; }

ferretdb_start() {
  ferretdb_ready && return 0
  mkdir -p "$FERRETDB_DATA"
  # --debug-addr=- turns off its HTTP listener for metrics/pprof (default 127.0.0.1:8088).
  spawn ferretdb "$BIN_DIR/ferretdb" \
    --handler=sqlite \
    --sqlite-url="file:$FERRETDB_DATA/" \
    --state-dir="$FERRETDB_DATA" \
    --listen-addr="$HOST:$FERRETDB_PORT" \
    --debug-addr=- \
    --telemetry=disable \
    --log-level="${FERRETDB_LOG_LEVEL:-warn}"
}

ferretdb_wait() { wait_until ferretdb 60 "$(log_file ferretdb)" ferretdb_ready; }

ferretdb_stop() { stop_recorded ferretdb "$BIN_DIR/ferretdb"; }

ferretdb_address() { printf 'mongodb://%s:%s' "$HOST" "$FERRETDB_PORT"; }
