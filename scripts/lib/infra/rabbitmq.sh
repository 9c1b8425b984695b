# shellcheck shell=bash
# RabbitMQ from Debian's rabbitmq-server, run as a plain local process (as the current user, not
# through the package's wrapper that switches to the rabbitmq user), AMQP on 127.0.0.1:5672.
# Erlang distribution (epmd 4369, node 25672) is kept on loopback too.

readonly RABBITMQ_PORT=5672
readonly RABBITMQ_DIST=25672
readonly RABBITMQ_HOME_DIR="$DATA_DIR/rabbitmq"
readonly RABBITMQ_LIB_BIN=/usr/lib/rabbitmq/bin

# Environment shared by the server and every rabbitmqctl call (the cookie lives in its HOME).
rabbitmq_env() {
  export HOME="$RABBITMQ_HOME_DIR"
  export RABBITMQ_NODENAME=rabbit@localhost
  export RABBITMQ_NODE_IP_ADDRESS="$HOST"
  export RABBITMQ_NODE_PORT="$RABBITMQ_PORT"
  export RABBITMQ_DIST_PORT="$RABBITMQ_DIST"
  export ERL_EPMD_ADDRESS="$HOST"
  export RABBITMQ_MNESIA_BASE="$RABBITMQ_HOME_DIR/mnesia"
  export RABBITMQ_LOG_BASE="$LOG_DIR/rabbitmq"
  export RABBITMQ_PID_FILE="$RUN_DIR/rabbitmq.pid"
  export RABBITMQ_CONF_ENV_FILE="$RABBITMQ_HOME_DIR/rabbitmq-env.conf"
  export RABBITMQ_CONFIG_FILE="$RABBITMQ_HOME_DIR/rabbitmq.conf"
  export RABBITMQ_ADVANCED_CONFIG_FILE="$RABBITMQ_HOME_DIR/advanced.config"
  export RABBITMQ_ENABLED_PLUGINS_FILE="$RABBITMQ_HOME_DIR/enabled_plugins"
  export RABBITMQ_SERVER_ADDITIONAL_ERL_ARGS="-kernel inet_dist_use_interface {127,0,0,1}"
  export RABBITMQ_CTL_ERL_ARGS="-kernel inet_dist_use_interface {127,0,0,1}"
  export ERL_CRASH_DUMP="$LOG_DIR/rabbitmq/erl_crash.dump"
}

# rabbitmqctl against our node; usable as `scripts/infra.sh rabbitmqctl ...` too.
rabbitmq_ctl() {
  (
    rabbitmq_env
    cd "$RABBITMQ_HOME_DIR"
    exec "$RABBITMQ_LIB_BIN/rabbitmqctl" "$@"
  )
}

rabbitmq_ready() { port_open "$RABBITMQ_PORT"; }

# The Erlang node (beam) is alive, whether or not the AMQP app runs (see broker-stop).
rabbitmq_node_alive() { live_pid rabbitmq >/dev/null; }

rabbitmq_prepare() {
  mkdir -p "$RABBITMQ_HOME_DIR/mnesia" "$LOG_DIR/rabbitmq"
  local cookie="$RABBITMQ_HOME_DIR/.erlang.cookie"
  if [[ ! -s $cookie ]]; then
    (umask 077 && od -An -N24 -tx1 /dev/urandom | tr -d ' \n' >"$cookie")
    chmod 400 "$cookie"
  fi
  [[ -f $RABBITMQ_HOME_DIR/rabbitmq.conf ]] || cat >"$RABBITMQ_HOME_DIR/rabbitmq.conf" <<EOF
# Written by scripts/infra.sh (local development only).
listeners.tcp.default = $HOST:$RABBITMQ_PORT
loopback_users.guest = true
EOF
  [[ -f $RABBITMQ_HOME_DIR/enabled_plugins ]] || printf '[].\n' >"$RABBITMQ_HOME_DIR/enabled_plugins"
  [[ -f $RABBITMQ_HOME_DIR/rabbitmq-env.conf ]] || printf '# Intentionally empty: see scripts/lib/infra/rabbitmq.sh\n' >"$RABBITMQ_HOME_DIR/rabbitmq-env.conf"
}

rabbitmq_start() {
  rabbitmq_ready && return 0
  rabbitmq_prepare
  if rabbitmq_node_alive; then
    # Node up, AMQP app stopped (e.g. by broker-stop): start the app only.
    rabbitmq_ctl start_app >>"$(log_file rabbitmq)" 2>&1 ||
      fail_with_log "rabbitmqctl start_app failed" "$(log_file rabbitmq)"
    return 0
  fi
  rm -f "$(pid_file rabbitmq)"
  local log
  log="$(log_file rabbitmq)"
  printf '\n===== %s: rabbitmq-server -detached\n' "$(date -u +%Y-%m-%dT%H:%M:%SZ)" >>"$log"
  (
    rabbitmq_env
    cd "$RABBITMQ_HOME_DIR"
    exec_clean setsid "$RABBITMQ_LIB_BIN/rabbitmq-server" -detached
  ) </dev/null >>"$log" 2>&1 || fail_with_log "rabbitmq-server -detached failed" "$log"
}

rabbitmq_wait() {
  # The AMQP port opens at the end of the boot; the node's own log has the details.
  wait_until rabbitmq 90 "$LOG_DIR/rabbitmq/rabbit@localhost.log" rabbitmq_ready
}

# Stops the whole node (and its epmd when no other Erlang node uses it). Returns 1 if none ran.
rabbitmq_stop() {
  rabbitmq_node_alive || {
    rm -f "$(pid_file rabbitmq)"
    return 1
  }
  rabbitmq_ctl shutdown >>"$(log_file rabbitmq)" 2>&1 ||
    stop_recorded rabbitmq beam || true
  rm -f "$(pid_file rabbitmq)"
  rabbitmq_stop_epmd
}

rabbitmq_stop_epmd() {
  command -v epmd >/dev/null || return 0
  local names
  names="$(ERL_EPMD_ADDRESS="$HOST" epmd -names 2>/dev/null)" || return 0
  grep -q '^name ' <<<"$names" || ERL_EPMD_ADDRESS="$HOST" epmd -kill >/dev/null 2>&1 || true
}

# broker-stop: stop the AMQP listener (the node stays) to simulate an outage.
rabbitmq_app_stop() {
  if ! rabbitmq_node_alive; then
    # A broker answering on the port that this checkout did not start cannot be stopped from
    # here; an outage test that went on would wait for an outage that never comes.
    rabbitmq_ready && die "the broker on $RABBITMQ_PORT belongs to another checkout or process; stop it there"
    say "rabbitmq is not running"
    return 0
  fi
  rabbitmq_ctl -q stop_app >>"$(log_file rabbitmq)" 2>&1 ||
    fail_with_log "rabbitmqctl stop_app failed" "$(log_file rabbitmq)"
  local deadline=$((SECONDS + 30))
  while rabbitmq_ready; do
    ((SECONDS < deadline)) || die "rabbitmq still accepts connections on $RABBITMQ_PORT after stop_app"
    sleep 0.1
  done
}

# broker-start: start the AMQP app again (or the whole node) and wait until the port accepts.
rabbitmq_app_start() {
  rabbitmq_start
  rabbitmq_wait
}

rabbitmq_address() { printf 'amqp://guest:guest@%s:%s' "$HOST" "$RABBITMQ_PORT"; }
