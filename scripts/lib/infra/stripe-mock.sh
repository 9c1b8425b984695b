# shellcheck shell=bash
# stripe-mock (Stripe's API mock) on 127.0.0.1: HTTP 12111, HTTPS 12112 (self-signed).

readonly STRIPE_MOCK_HTTP_PORT=12111
readonly STRIPE_MOCK_HTTPS_PORT=12112

stripe_mock_ready() { ports_open "$STRIPE_MOCK_HTTP_PORT" "$STRIPE_MOCK_HTTPS_PORT"; }

stripe_mock_start() {
  stripe_mock_ready && return 0
  spawn stripe-mock "$BIN_DIR/stripe-mock" \
    -http-addr "$HOST:$STRIPE_MOCK_HTTP_PORT" \
    -https-addr "$HOST:$STRIPE_MOCK_HTTPS_PORT"
}

stripe_mock_wait() { wait_until stripe-mock 60 "$(log_file stripe-mock)" stripe_mock_ready; }

stripe_mock_stop() { stop_recorded stripe-mock "$BIN_DIR/stripe-mock"; }

stripe_mock_address() {
  printf 'http://%s:%s https://%s:%s' "$HOST" "$STRIPE_MOCK_HTTP_PORT" "$HOST" "$STRIPE_MOCK_HTTPS_PORT"
}
