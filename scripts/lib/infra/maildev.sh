# shellcheck shell=bash
# maildev (SMTP catcher from npm, a root devDependency): SMTP 127.0.0.1:1025, web + REST API
# (GET /email, DELETE /email/all) on 127.0.0.1:1080. Needs the root `npm install` first.

readonly MAILDEV_SMTP_PORT=1025
readonly MAILDEV_WEB_PORT=1080
readonly MAILDEV_BIN="$INFRA_ROOT/node_modules/.bin/maildev"

maildev_ready() { ports_open "$MAILDEV_SMTP_PORT" "$MAILDEV_WEB_PORT"; }

maildev_installed() { [[ -x $MAILDEV_BIN ]]; }

maildev_start() {
  maildev_ready && return 0
  if ! maildev_installed; then
    warn "maildev skipped: $(rel "$MAILDEV_BIN") is missing; run 'npm install' at the repository root, then this again"
    return 0
  fi
  mkdir -p "$DATA_DIR/maildev"
  spawn maildev "$MAILDEV_BIN" \
    --smtp "$MAILDEV_SMTP_PORT" --ip "$HOST" \
    --web "$MAILDEV_WEB_PORT" --web-ip "$HOST" \
    --mail-directory "$DATA_DIR/maildev"
}

maildev_wait() {
  maildev_installed || maildev_ready || return 0
  wait_until maildev 30 "$(log_file maildev)" maildev_ready
}

maildev_stop() { stop_recorded maildev maildev; }

maildev_address() {
  printf 'smtp://%s:%s http://%s:%s' "$HOST" "$MAILDEV_SMTP_PORT" "$HOST" "$MAILDEV_WEB_PORT"
}
