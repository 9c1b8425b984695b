# shellcheck shell=bash
# Redis from Debian's redis-server on 127.0.0.1:6379, no persistence.

readonly REDIS_PORT=6379

redis_ready() { port_open "$REDIS_PORT"; }

redis_start() {
  redis_ready && return 0
  local log
  log="$(log_file redis)"
  mkdir -p "$DATA_DIR/redis"
  rm -f "$(pid_file redis)"
  # Daemonizes itself (writes the pid file, closes its stdio); nothing to background here.
  run_clean redis-server --daemonize yes --bind "$HOST" --port "$REDIS_PORT" \
    --save "" --appendonly no --dir "$DATA_DIR/redis" \
    --pidfile "$(pid_file redis)" --logfile "$log" </dev/null >>"$log" 2>&1 ||
    fail_with_log "redis-server did not start" "$log"
}

redis_wait() { wait_until redis 20 "$(log_file redis)" redis_ready; }

redis_stop() { stop_recorded redis redis-server; }

redis_address() { printf 'redis://%s:%s' "$HOST" "$REDIS_PORT"; }
